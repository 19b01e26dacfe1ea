/** Eighty-third held-out evaluation courses, intermediate level; see ai-courses-heldout83.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT83_B: EvalCourse[] = [
  {
    slug: "osteopathic-management-of-low-back-pain",
    discipline: "Osteopathy",
    title: "Osteopathic Management of Low Back Pain",
    description:
      "Building on first-year anatomy and palpation, second-year students work through the assessment and osteopathic care of the lumbar spine: screening for serious pathology, neurological and neurodynamic examination, and a graded range of manual techniques from soft tissue work and muscle energy to high-velocity thrust, closing with visceral techniques and the evidence for them.",
    level: "intermediate",
    duration: "ten weeks (one three-hour practical class a week)",
    plantedGap: "visceral techniques",
    modules: [
      {
        title: "History-taking and red flags",
        description:
          "Structuring the case history for low back pain and recognising the features that call for urgent or onward referral.",
        lesson: {
          title: "Screening for serious pathology",
          html:
            p(
              "Most people who consult an osteopath with low back pain have non-specific pain: no single structure can be reliably identified as its source, and the outlook is generally good. Serious spinal pathology accounts for only a small percentage of presentations in primary care, but missing it can be catastrophic, so every history must screen for it deliberately and the findings must be recorded.",
              "The main categories, and the features that raise suspicion, are:",
            ) +
            "<ul><li><b>Cauda equina syndrome</b>: bilateral or alternating leg pain, saddle numbness, new bladder disturbance (retention, loss of sensation of filling, incontinence), bowel incontinence or sexual dysfunction. This needs same-day emergency referral; outcomes depend on decompression before retention develops.</li>" +
            "<li><b>Malignancy</b>: a past history of cancer is the strongest single indicator, especially breast, prostate, lung, kidney or thyroid, which commonly spread to bone; also unexplained weight loss, age over 50 and unremitting night pain.</li>" +
            "<li><b>Infection</b>: fever, intravenous drug use, recent spinal procedures, immunosuppression.</li>" +
            "<li><b>Fracture</b>: significant trauma, or minor trauma in someone with osteoporosis or long-term corticosteroid use.</li>" +
            "<li><b>Inflammatory back pain</b>: onset before 45, pain for more than three months, morning stiffness that improves with activity, waking in the second half of the night; consider axial spondyloarthritis and refer to rheumatology.</li></ul>" +
            p(
              "Single red flags have poor diagnostic accuracy on their own; many patients with simple back pain are over 50, for example. What matters is the overall picture and whether it is changing, so safety-net every patient: explain which new symptoms should make them seek urgent care.",
              "Psychosocial factors, often called yellow flags, predict persistent disability better than most physical findings: fear of movement, the belief that pain means harm, low mood and problems at work. The nine-item STarT Back tool stratifies patients into low, medium and high risk of poor outcome and helps match the intensity of care. NICE guideline NG59 advises against routine imaging for low back pain in non-specialist settings and recommends manual therapy only as part of a package that includes exercise.",
            ),
        },
      },
      {
        title: "Neurological and neurodynamic examination",
        description:
          "Testing myotomes, dermatomes and reflexes, and performing and interpreting the straight leg raise and slump tests.",
        lesson: {
          title: "Examining the lower-limb nerve roots",
          html:
            p(
              "Any patient with leg pain, numbness or weakness needs a neurological examination, repeated at later visits so that progression is detected. The root levels most often affected in the lumbar spine are L5 and S1. A posterolateral disc herniation at L4–L5 usually compresses the traversing L5 root, and one at L5–S1 the S1 root. The examination pairs each root with a muscle action, a reflex and an area of skin:",
            ) +
            "<table><thead><tr><th>Root</th><th>Key muscle action</th><th>Reflex</th><th>Sensory area</th></tr></thead><tbody>" +
            "<tr><td>L2</td><td>Hip flexion</td><td>—</td><td>Upper anterior thigh</td></tr>" +
            "<tr><td>L3</td><td>Knee extension</td><td>Patellar (L3–L4)</td><td>Lower anterior thigh, medial knee</td></tr>" +
            "<tr><td>L4</td><td>Ankle dorsiflexion</td><td>Patellar (L3–L4)</td><td>Medial leg and medial malleolus</td></tr>" +
            "<tr><td>L5</td><td>Great toe extension</td><td>No reliable reflex</td><td>Lateral leg, dorsum of foot, first web space</td></tr>" +
            "<tr><td>S1</td><td>Plantarflexion, eversion</td><td>Achilles</td><td>Lateral foot and sole</td></tr></tbody></table>" +
            p(
              "Test muscle strength against resistance and compare sides; grade reflexes as absent, reduced, normal or brisk, using reinforcement (the Jendrassik manoeuvre) before recording a reflex as absent. Check light touch and pin-prick in each dermatome. Brisk reflexes, clonus or an upgoing plantar response suggest an upper motor neurone problem, which is not a lumbar root lesion and needs referral.",
              "Neurodynamic tests assess the mechanosensitivity of the nervous system. In the straight leg raise, the patient lies supine and the practitioner lifts the straight leg by flexing the hip. The test is positive if it reproduces the patient's leg pain below the knee, typically between about 30° and 70° of hip flexion; adding ankle dorsiflexion should increase the symptoms. It is sensitive for disc herniation with root involvement but not specific. Pain in the symptomatic leg when the opposite leg is raised, the crossed straight leg raise, is much more specific.",
              "The slump test, described by Maitland, is performed in sitting: thoracic and lumbar flexion, then neck flexion, knee extension and ankle dorsiflexion added in turn. If symptoms produced in this position ease when the neck is released into extension, the response is neural rather than muscular. For the upper lumbar roots, L2 to L4, use the prone femoral nerve stretch instead.",
            ),
        },
      },
      {
        title: "Manual techniques and their dosage",
        description:
          "Selecting and applying soft tissue, articulatory, muscle energy and high-velocity low-amplitude techniques safely and with valid consent.",
        lesson: {
          title: "From soft tissue to thrust",
          html: p(
            "Osteopathic treatment of the lumbar spine draws on a graded range of techniques, chosen by the patient's irritability, preferences and response rather than by a fixed recipe. Gentler, more repeatable techniques come first in an irritable presentation; thrust techniques are reserved for stiffer, less irritable problems.",
            "Soft tissue techniques, such as kneading, cross-fibre work and sustained stretching of the lumbar erector spinae and quadratus lumborum, reduce protective muscle tone and are usually well tolerated. Articulation takes a joint rhythmically through its available range, for example side-lying lumbar rotation, with the amplitude and speed adjusted to the patient's comfort.",
            "Muscle energy technique, developed by the American osteopath Fred Mitchell Sr, uses the patient's own muscle contraction. The practitioner takes the segment to the first sense of restriction, the barrier; the patient gently contracts away from it, at about 20 per cent of maximum effort or less, against an equal counterforce for three to five seconds, then relaxes fully. The practitioner takes up the new barrier and repeats, usually three to five times.",
            "High-velocity low-amplitude (HVLA) thrust for the lumbar spine is most often given as a side-lying lumbar roll. The practitioner localises forces to the target segment by combining flexion or extension with rotation and side-bending so that the segments above and below are held, takes up the slack to the barrier, and delivers a very short, fast thrust. An audible cavitation often accompanies it but is not needed for a good clinical result, so do not repeat a thrust merely to obtain one. Absolute contraindications include suspected cauda equina syndrome, fracture, bone tumour or infection, and progressive neurological deficit; osteoporosis, anticoagulant therapy and severe root pain call for great caution and usually another approach.",
            "Transient soreness or stiffness for a day or two after treatment is common, affecting up to about half of patients in some studies, and should be explained beforehand. Consent must be specific and informed: following Montgomery v Lanarkshire Health Board (2015), patients must be told of material risks and reasonable alternatives. Record the consent, the technique, the dosage and the response, and pair treatment with exercise and advice to stay active.",
          ),
        },
      },
    ],
  },
  {
    slug: "personal-injury-practice-in-england-and-wales",
    discipline: "Personal injury law",
    title: "Personal Injury Practice in England and Wales",
    description:
      "Limitation, the pre-action protocol, proving liability, valuing the claim and Part 36 offers: the stages a trainee solicitor or paralegal meets on almost every personal injury file, taught from the statutes, the Civil Procedure Rules and the leading cases.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "Part 36 offers",
    modules: [
      {
        title: "Limitation and pre-action conduct",
        description:
          "The three-year limitation period and its exceptions, and the steps required before proceedings under the personal injury protocols.",
        lesson: {
          title: "Time limits and the letter of claim",
          html: p(
            "The first question on any new personal injury file is how long the client has left. Under section 11 of the Limitation Act 1980, a claim for personal injury must be issued within three years of the date on which the cause of action accrued, usually the date of the accident, or of the claimant's date of knowledge if that is later. Section 14 defines the date of knowledge as the date on which the claimant first knew that the injury was significant, that it was attributable to the act or omission alleged to be negligent, and the identity of the defendant.",
            "Time does not run against a child: by section 28 it starts on the eighteenth birthday, so the claim must be issued before the twenty-first. Nor does it run while the claimant lacks mental capacity. Where the injured person has died, section 12 gives dependants three years from the date of death or their own date of knowledge. Section 33 gives the court a discretion to disapply the time limit where it would be equitable, weighing the length of and reasons for the delay, its effect on the evidence, the conduct of the parties and the promptness of the claimant once aware of the claim. Relying on section 33 is a last resort, not a plan; diarise the limitation date on the first day.",
            "Before issuing, the Pre-Action Protocol for Personal Injury Claims requires a letter of claim with a clear summary of the facts, the nature of the injuries and an outline of financial losses. The defendant should acknowledge it within 21 days and then has three months from acknowledgment to investigate and state whether liability is admitted; a denial must give reasons and enclose the key documents. The parties are expected to consider rehabilitation early, under the Rehabilitation Code.",
            "Lower-value claims follow separate routes. Road traffic claims whose injury element is worth up to £5,000 go through the Official Injury Claim portal introduced in May 2021, and other road traffic, employers' liability and public liability claims up to £25,000 generally follow the low-value protocols and the claims portal, with fixed costs. Choosing the wrong route can cost the client money, so identify it at the outset.",
          ),
        },
      },
      {
        title: "Establishing liability",
        description:
          "Duty, breach and causation in negligence, occupiers' and employers' liability, and reductions for contributory negligence.",
        lesson: {
          title: "Proving fault and apportioning blame",
          html: p(
            "Most personal injury claims are brought in negligence, and the claimant must prove each element on the balance of probabilities. A duty of care exists in the established categories that cover nearly all injury work, such as road users to one another, employers to employees and occupiers to visitors; in Robinson v Chief Constable of West Yorkshire Police (2018) the Supreme Court confirmed that the Caparo three-stage test is for genuinely novel situations, not for every case. Breach is judged against the reasonable person in the defendant's position, weighing the likelihood and seriousness of harm against the cost of precautions, as in Bolton v Stone (1951). Causation is usually tested by the but-for question, as in Barnett v Chelsea and Kensington Hospital Management Committee (1969), and the damage must be of a kind that was reasonably foreseeable.",
            "Statute shapes two common types of claim. Under the Occupiers' Liability Act 1957 an occupier owes visitors the common duty of care, to take such care as is reasonable to see that they are reasonably safe in using the premises for the purposes for which they are invited to be there; the 1984 Act gives trespassers a more limited protection. Employers owe a personal, non-delegable duty to provide competent staff, safe plant and equipment, a safe place of work and a safe system of work (Wilsons and Clyde Coal Co v English, 1938). Since section 69 of the Enterprise and Regulatory Reform Act 2013, breach of most health and safety regulations no longer gives a direct civil right of action for breaches after 1 October 2013, but the regulations remain powerful evidence of what a reasonable employer should have done.",
            "If the claimant's own fault contributed to the damage, the Law Reform (Contributory Negligence) Act 1945 allows the court to reduce damages by whatever proportion is just and equitable. Froom v Butcher (1976) set the guideline reductions for failure to wear a seat belt: 25 per cent where wearing one would have prevented the injury altogether, 15 per cent where it would have made it less severe. In Jackson v Murray (2015) the Supreme Court reduced a child pedestrian's share of responsibility to 50 per cent, stressing that apportionment turns on both blameworthiness and causative potency.",
          ),
        },
      },
      {
        title: "Valuing the claim",
        description:
          "General damages using the Judicial College Guidelines, special damages and benefit recoupment, and future losses calculated with the Ogden tables.",
        lesson: {
          title: "General damages, special damages and multipliers",
          html: p(
            "Damages aim to put the claimant, so far as money can, in the position they would have been in had the tort not occurred. They divide into general damages for pain, suffering and loss of amenity (PSLA) and special damages for past financial losses, with future losses assessed separately.",
            "PSLA is valued by comparison with reported awards and the brackets in the Judicial College Guidelines, now in their seventeenth edition (2024). The brackets already include the 10 per cent uplift announced in Simmons v Castle (2012) for most claims in which judgment was given after 1 April 2013. Locate the injury in the correct bracket, then position the claimant within it by the severity, the duration of symptoms and the effect on daily life, and check against recent awards for comparable injuries.",
            "Special damages are itemised and proved with documents: net lost earnings after tax and National Insurance, medical and travel costs, damaged property, and care. Care given free by family members is recoverable, following Housecroft v Burnett (1986), usually valued at commercial rates with a discount, often around 20 to 25 per cent, because no tax or agency profit is involved. State benefits paid because of the injury are recovered from the compensator by the Compensation Recovery Unit under the Social Security (Recovery of Benefits) Act 1997 and may be deducted only from the matching heads of loss, such as earnings or care, never from PSLA.",
            "Future losses use the multiplier method. The multiplicand is the annual loss; the multiplier, taken from the Ogden tables (eighth edition, 2020), reflects how long the loss will last, the claimant's life expectancy and a prescribed discount rate for the return on investing a lump sum. In England and Wales that rate has been plus 0.5 per cent since 11 January 2025, having been minus 0.25 per cent from 2019. For a loss of £15,000 a year lasting 28 years, a plain annuity factor at 0.5 per cent is about 26.1; the Ogden tables then adjust for mortality, and Tables A to D reduce earnings multipliers for the contingencies of working life, such as disability status and educational attainment.",
          ),
        },
      },
    ],
  },
  {
    slug: "mortgage-advice-affordability-products-and-suitability",
    discipline: "Mortgage advice",
    title: "Mortgage Advice: Affordability, Products and Suitability",
    description:
      "Trainee advisers working towards a regulated mortgage qualification practise the calculations and judgements behind a suitable recommendation: loan-to-value and affordability; repayment methods and product types; equity release for older borrowers; and the FCA's rules on advice and on customers in vulnerable circumstances.",
    level: "intermediate",
    duration: "twelve weeks (one evening class a week, with case studies between sessions)",
    plantedGap: "equity release",
    modules: [
      {
        title: "Loan-to-value and affordability",
        description:
          "Calculating loan-to-value and loan-to-income, and how lenders assess and stress-test affordability under the FCA's responsible lending rules.",
        lesson: {
          title: "Will the lender lend, and can the client afford it?",
          html: p(
            "Two ratios shape almost every residential mortgage case. Loan-to-value (LTV) is the loan divided by the lower of the purchase price and the lender's valuation, expressed as a percentage. A client buying at £300,000 with a deposit of £45,000 needs a loan of £255,000, an LTV of 85 per cent. Lenders price in bands, commonly at 60, 75, 80, 85, 90 and 95 per cent, so a modest extra deposit that moves a client below a threshold can lower the rate considerably. If the valuation comes in at £290,000, the LTV on the same loan rises to about 88 per cent and the client may fall into a more expensive band.",
            "Loan-to-income (LTI) compares the loan with gross income. Many lenders cap lending at around 4 to 4.5 times income, with higher multiples for some professions or higher earners. Since 2014 the Bank of England's Financial Policy Committee has limited the share of new mortgage lending at 4.5 times income or more to 15 per cent, which is why lenders ration such loans.",
            "Income multiples are only a first filter. Under the FCA's Mortgage Conduct of Business rules, MCOB 11.6, a lender must assess affordability from evidence of the borrower's income and their committed and basic essential expenditure, and must not rely on the borrower's own statement of income alone. For a loan on a rate fixed for less than five years, the lender must also consider the effect of market expectations of interest rate rises, so affordability is tested at a stressed rate rather than the initial pay rate. (The Financial Policy Committee's separate affordability test, which stressed applications at three percentage points above the lender's reversion rate, was withdrawn in August 2022.)",
            "In practice the adviser builds a budget with the client before approaching lenders: net monthly income, credit commitments, childcare, travel, household bills and realistic living costs, with a margin left over. Credit card balances, car finance and student loan deductions all reduce the maximum loan; clearing a small debt before applying can raise it. The adviser's job is not to find the largest loan available but the one the client can sustain if rates rise or circumstances change.",
          ),
        },
      },
      {
        title: "Repayment methods and mortgage products",
        description:
          "Capital repayment and interest-only, fixed, tracker and discounted rates, and the cost of early repayment charges.",
        lesson: {
          title: "How the monthly payment is built",
          html:
            p(
              "On a capital repayment mortgage each monthly payment covers that month's interest and repays part of the capital, so the debt is cleared by the end of the term. The payment comes from the annuity formula M = P × r ÷ (1 − (1 + r)<sup>−n</sup>), where P is the loan, r the monthly interest rate and n the number of monthly payments. For £200,000 over 25 years at 5 per cent a year, r = 0.05 ÷ 12 ≈ 0.004167 and n = 300, giving a payment of about £1,169.18. In the first month £833.33 of that is interest and only about £335.85 repays capital; the balance falls slowly at first and faster later. Over the full term the client pays about £150,750 in interest, which is why a shorter term or regular overpayments save so much.",
              "On an interest-only mortgage the client pays only the interest, here £833.33 a month, and owes the full £200,000 at the end of the term. The lender must be satisfied that the client has a credible strategy to repay it, such as investments or the sale of another property.",
              "Products are defined by how the rate behaves:",
            ) +
            "<ul><li><b>Fixed rate</b>: the rate is set for a period, commonly two, five or ten years, giving payment certainty.</li>" +
            "<li><b>Tracker</b>: the rate is Bank Rate plus a set margin, rising and falling with it; some have a floor below which the rate cannot fall.</li>" +
            "<li><b>Discounted variable</b>: a set discount from the lender's standard variable rate (SVR), which the lender can change at its discretion.</li>" +
            "<li><b>Offset</b>: savings held with the lender are set against the balance, so interest is charged only on the difference.</li></ul>" +
            p(
              "When an initial deal ends the loan usually reverts to the SVR, often well above the deal rates, so clients should be reminded to review the loan before then. Most fixed and discounted deals carry early repayment charges, typically a percentage of the balance that falls each year, such as 5, 4 and 3 per cent over a three-year fix; overpayments of up to 10 per cent a year are commonly allowed without charge.",
            ),
        },
      },
      {
        title: "The advice process and suitability",
        description:
          "Fact-finding, assessing needs and circumstances, recording why a product is suitable, and meeting the Consumer Duty for customers in vulnerable circumstances.",
        lesson: {
          title: "From fact-find to recommendation",
          html: p(
            "Since the Mortgage Market Review took effect in April 2014, almost every interactive mortgage sale, one involving spoken or other real-time dialogue with the customer, must be advised. Execution-only sales are allowed only in narrow cases, such as high net worth or mortgage professional customers, loans for business purposes, or a customer who rejects advice and knows which product they want.",
            "Advice starts with a fact-find: identity, income and its stability, outgoings and debts, deposit and its source, credit history, dependants, health, plans for the next few years, retirement age and attitude to risk. Under MCOB 4.7A the adviser must take account of the customer's needs and circumstances and recommend a mortgage that is suitable. That includes whether the customer needs payment certainty or flexibility, whether to add fees to the loan, whether a term running past the expected retirement age is supported by credible retirement income, and, if debts are to be consolidated into the mortgage, whether that is appropriate given that short-term debt becomes secured and repaid over decades. The firm must record why the recommendation is suitable; most firms do this in a suitability letter that explains the reasons in plain language.",
            "The customer then receives a European Standardised Information Sheet (ESIS) setting out the loan, rate, total cost and fees, and later the lender's binding offer. Fees paid to the adviser and any procuration fee from the lender must be disclosed.",
            "Two further duties run through the whole process. The FCA's guidance on the fair treatment of vulnerable customers (FG21/1) identifies four drivers of vulnerability: health, life events such as bereavement or job loss, low resilience to financial shocks, and low capability, such as poor literacy or numeracy. Advisers should recognise signs of vulnerability and adapt how they communicate and what they recommend. The Consumer Duty, in force since 31 July 2023, requires firms to deliver good outcomes in four areas: products and services, price and value, consumer understanding, and consumer support. A recommendation that is technically suitable but poorly explained can still fail the Duty, so check understanding and record it.",
          ),
        },
      },
    ],
  },
  {
    slug: "millwright-practice-alignment-bearings-and-power-transmission",
    discipline: "Millwrighting",
    title: "Millwright Practice: Alignment, Bearings and Power Transmission",
    description:
      "Misaligned shafts and badly fitted bearings are behind a large share of premature machine failures. Apprentices in the second year of an industrial maintenance programme practise dial-indicator shaft alignment, bearing fitting by heating and pressing, belt and chain drive installation, and the basics of vibration analysis.",
    level: "intermediate",
    duration: "eight weeks (one full workshop day a week)",
    plantedGap: "vibration analysis",
    modules: [
      {
        title: "Shaft alignment",
        description:
          "Checking soft foot and aligning coupled shafts by the rim-and-face method to published tolerances.",
        lesson: {
          title: "Rim-and-face alignment step by step",
          html: p(
            "Two shafts joined by a flexible coupling should share a common centreline when the machine is running. Misalignment has two components, offset (the centrelines are parallel but displaced) and angularity (they meet at an angle), and each must be measured in the vertical and the horizontal plane. The flexible coupling may survive misalignment, but the bearings and seals pay for it with higher loads and heat.",
            "Preparation comes first. Lock out and isolate both machines, clean the baseplate and feet, and check for pipe strain. Then check for soft foot: with all feet tightened, slacken one at a time with a dial indicator on that foot; if it lifts by more than about 0.05 mm, correct it with shims before aligning, otherwise the machine frame is distorted and every reading will shift when the bolts are tightened.",
            "In the rim-and-face method, one indicator reads the rim of the coupling hub and one the face, both mounted on a bracket on the other shaft. Rotate both shafts together and read at 12, 3, 6 and 9 o'clock. The rim indicator reads twice the true offset, because it sees the displacement on both sides of the rotation. A validity check is that the top and bottom readings added together should equal the two side readings added together. Measure the sag of the bracket on a rigid pipe first and correct the vertical rim reading for it.",
            "Corrections are calculated by similar triangles. Suppose the motor shaft sits 0.15 mm low at the coupling and slopes downward towards its rear at 0.001 mm per mm, as found from a face gap difference of 0.10 mm across a 100 mm face. With the front feet 200 mm and the rear feet 600 mm behind the coupling, the front feet need 0.15 + 0.20 = 0.35 mm of shims and the rear feet 0.15 + 0.60 = 0.75 mm. Always correct the vertical plane first, then move the machine horizontally with jacking bolts, and take a final set of readings with all bolts tightened. Tolerances tighten as speed rises, so work to the alignment table supplied by the coupling or equipment maker, and allow for thermal growth if the machines run hot.",
          ),
        },
      },
      {
        title: "Fitting rolling-element bearings",
        description:
          "Reading bearing designations, choosing fits, and mounting bearings by induction heating or pressing without damaging them.",
        lesson: {
          title: "Mounting a bearing without damaging it",
          html: p(
            "A bearing designation tells you what you are fitting. In the ISO system used by the major makers, 6205 is a deep groove ball bearing (the first digit, 6), of the 02 dimension series (the 2), with a bore code of 05. For bore codes 04 and above, multiply by five to get the bore in millimetres, so 05 means 25 mm; the smaller codes are irregular, with 00, 01, 02 and 03 meaning 10, 12, 15 and 17 mm. Suffixes add detail: 2RS means rubber seals on both sides, 2Z means metal shields, and C3 means radial internal clearance greater than normal.",
            "The fit depends on which ring rotates relative to the load. The ring that rotates relative to the load direction, usually the inner ring on a shaft, needs an interference fit, for example a k5 or m5 shaft tolerance, or it will creep and wear the seat. The stationary ring can take a looser fit, such as H7 in the housing, which also lets the non-locating bearing slide axially as the shaft expands.",
            "The golden rule of mounting is never to pass the fitting force through the rolling elements. To press a bearing onto a shaft, apply force only to the inner ring through a fitting sleeve; to press it into a housing, apply force only to the outer ring. Hammer blows directly on a ring or cage brinell the raceways and shorten bearing life drastically.",
            "For interference fits on larger bearings, heat the bearing rather than force it. An induction heater is cleanest; aim for about 80 to 90 °C above shaft temperature, and never exceed 120 °C, above which the steel's dimensions and hardness can change. Sealed or pre-greased bearings should not be heated above about 80 °C. Slide the hot bearing firmly against its shoulder and hold it there until it grips, or it will pull away as it cools.",
            "Cleanliness decides how long the bearing lasts. Leave new bearings in their packaging until the moment of fitting, do not wash off the preservative. When greasing, fill the bearing itself completely but the free space in the housing only about 30 to 50 per cent, because overfilling causes churning and overheating.",
          ),
        },
      },
      {
        title: "Belt and chain drives",
        description:
          "Installing and tensioning V-belts and roller chains, aligning pulleys and sprockets, and judging wear.",
        lesson: {
          title: "Tension, alignment and wear limits",
          html: p(
            "Belt drives fail mainly through wrong tension and poor pulley alignment. Check alignment with a straightedge or a laser pulley-alignment tool across both pulley faces, correcting both the offset between the grooves and the angle between the shafts. Classical V-belts tolerate about half a degree of angular misalignment; synchronous (toothed) belts tolerate much less, around a quarter of a degree.",
            "Never roll or lever a belt over the pulley flange. Move the motor on its slide rails to shorten the centre distance, fit the belts, then tension. Multi-belt drives need matched sets from the same manufacturer and batch, and all belts on a drive are replaced together, because new belts are longer than worn ones and would carry the whole load.",
            "The traditional tension check is the force–deflection method. Measure the span length between the points of contact, apply a force at mid-span at right angles to the belt, and measure the deflection. The target deflection is 16 mm per metre of span (1/64 inch per inch), and the force needed to reach it is compared with the maker's table for that belt section and pulley size. A sonic tension meter does the same job more repeatably: the span is plucked, the meter measures its natural frequency f, and tension follows from T = 4mL²f², where m is the belt mass per metre and L the span length. Recheck after a run-in of between half an hour and a day, because new belts seat into the grooves and lose tension quickly.",
            "Shiny groove bottoms mean the belts are riding too low in worn grooves; check them with a groove gauge.",
            "Roller chain drives need sprockets aligned with a straightedge and a slack-side sag of roughly 2 per cent of the centre distance on a horizontal drive. Chain wear shows as elongation, because the pins and bushes wear and each pitch grows. Measure over a length of many pitches under light tension and compare with the nominal length: replace the chain at 3 per cent elongation for most industrial drives, or earlier where the maker specifies a lower limit, and replace worn sprockets with hooked teeth at the same time, or a new chain will wear rapidly on them.",
          ),
        },
      },
    ],
  },
  {
    slug: "interpreting-nmr-spectra-of-organic-compounds",
    discipline: "NMR spectroscopy",
    title: "Interpreting NMR Spectra of Organic Compounds",
    description:
      "How can a handful of peaks reveal the structure of an unknown compound? Second-year chemists learn to read proton chemical shifts and integrals, work out splitting patterns and coupling constants, use carbon-13 and DEPT spectra, and combine them with two-dimensional experiments to assign complete structures.",
    level: "intermediate",
    duration: "six weeks (two lectures and one problem class a week)",
    plantedGap: "two-dimensional experiments",
    modules: [
      {
        title: "Chemical shift and integration",
        description: "Shielding, the ppm scale, characteristic proton shift ranges and what integrals reveal.",
        lesson: {
          title: "Where protons appear, and how many",
          html:
            p(
              "A proton in a magnetic field B<sub>0</sub> precesses at its Larmor frequency, ν = γB<sub>0</sub>/2π; in a 9.4 T magnet that is about 400 MHz, which is why such an instrument is called a 400 MHz spectrometer. The electrons around each nucleus set up a small opposing field, shielding it, so chemically different protons resonate at slightly different frequencies. Because the differences scale with the field, they are reported as a chemical shift, δ = (ν − ν<sub>ref</sub>) / ν<sub>spectrometer</sub> × 10<sup>6</sup>, in parts per million, with tetramethylsilane (TMS) set at 0 ppm. A proton at 2.00 ppm appears 800 Hz from TMS on a 400 MHz instrument and 1,200 Hz on a 600 MHz one, but at 2.00 ppm on both.",
              "Electronegative neighbours withdraw electron density and deshield protons, moving them downfield (to higher δ): the methyl protons of CH<sub>3</sub>I, CH<sub>3</sub>Br, CH<sub>3</sub>Cl and CH<sub>3</sub>F appear at about 2.16, 2.68, 3.05 and 4.26 ppm. π-electron circulation adds a second effect: the ring current of a benzene ring deshields protons on its rim, placing aromatic protons well downfield.",
            ) +
            "<table><thead><tr><th>Proton environment</th><th>Typical δ (ppm)</th></tr></thead><tbody>" +
            "<tr><td>Alkyl C–H</td><td>0.9–1.7</td></tr>" +
            "<tr><td>H–C next to C=O or an aromatic ring</td><td>2.0–2.7</td></tr>" +
            "<tr><td>H–C–O (ethers, alcohols, esters)</td><td>3.3–4.5</td></tr>" +
            "<tr><td>Alkene C=C–H</td><td>4.5–6.5</td></tr>" +
            "<tr><td>Aromatic C–H</td><td>6.5–8.5</td></tr>" +
            "<tr><td>Aldehyde CHO</td><td>9–10</td></tr>" +
            "<tr><td>Carboxylic acid O–H</td><td>10–13, broad</td></tr></tbody></table>" +
            p(
              "O–H and N–H protons vary with concentration, solvent and temperature and are often broad. Shaking the sample with a drop of D<sub>2</sub>O exchanges them for deuterium and makes their signals disappear, a quick way to identify them.",
              "The area under each signal, the integral, is proportional to the number of protons producing it. Integrals give ratios, not absolute numbers: signals integrating 1 : 1.5 in a compound with five protons mean 2H and 3H. Spectra are run in deuterated solvents; in CDCl<sub>3</sub> a small residual CHCl<sub>3</sub> peak always appears at 7.26 ppm and should not be mistaken for the sample.",
            ),
        },
      },
      {
        title: "Spin–spin coupling",
        description: "The n + 1 rule, coupling constants and the splitting patterns of common fragments.",
        lesson: {
          title: "Reading multiplets",
          html: p(
            "Protons on neighbouring carbons interact through the bonding electrons, splitting each other's signals. For a proton with n equivalent neighbours, the signal splits into n + 1 lines whose relative intensities follow Pascal's triangle: a doublet 1:1, a triplet 1:2:1, a quartet 1:3:3:1, a quintet 1:4:6:4:1. The spacing between the lines is the coupling constant J, measured in hertz; unlike the chemical shift, J does not change with the field strength of the spectrometer.",
            "Ethyl acetate, CH<sub>3</sub>COOCH<sub>2</sub>CH<sub>3</sub>, shows three signals. The acetyl methyl has no neighbouring protons and appears as a singlet at 2.05 ppm (3H). The OCH<sub>2</sub> is next to a CH<sub>3</sub> and appears as a quartet at 4.12 ppm (2H), pulled downfield by the oxygen. The CH<sub>3</sub> of the ethyl group, next to the CH<sub>2</sub>, is a triplet at 1.26 ppm (3H). The quartet and the triplet share the same coupling constant, about 7.1 Hz. Matching J values is how you tell which multiplets are coupled to each other.",
            "Equivalent protons do not split one another, which is why the three protons of a methyl group give one signal. Coupling is normally seen over three bonds (vicinal, <sup>3</sup>J) and sometimes over two (geminal, <sup>2</sup>J); longer-range couplings are usually small.",
            "Coupling constants carry structural information. In freely rotating alkyl chains <sup>3</sup>J is about 6 to 8 Hz. Across a double bond, trans protons couple with J of about 12 to 18 Hz and cis protons with 6 to 12 Hz, so a 16 Hz doublet identifies a trans-disubstituted alkene. In benzene rings, ortho protons couple by 7 to 9 Hz and meta protons by 1 to 3 Hz.",
            "When a proton is coupled to two non-equivalent neighbours with different J values, the n + 1 rule applies to each in turn, giving a doublet of doublets or more complex patterns; draw a splitting tree to assign them. The simple rules also break down when the shift difference between coupled protons, in hertz, is not much larger than J, roughly when Δν/J is below 10. The multiplets then lean towards each other, the roof effect, and their inner lines grow at the expense of the outer ones.",
          ),
        },
      },
      {
        title: "Carbon-13 and DEPT",
        description:
          "Broadband-decoupled carbon spectra, carbon shift ranges, and using DEPT to count attached hydrogens.",
        lesson: {
          title: "Counting carbons and their hydrogens",
          html: p(
            "Only 1.1 per cent of carbon atoms are the magnetic isotope <sup>13</sup>C, and its magnetogyric ratio is about a quarter of the proton's, so a carbon spectrum is several thousand times less sensitive than a proton one. On a 400 MHz instrument carbon resonates at about 100 MHz.",
            "Routine carbon spectra are broadband proton-decoupled: the protons are irradiated throughout, collapsing all C–H couplings so that each chemically distinct carbon gives a single line. Decoupling also enhances signals of carbons bearing protons through the nuclear Overhauser effect, and quaternary carbons relax slowly, so peak heights are not proportional to the number of carbons and routine carbon spectra are not integrated. Count signals, not heights.",
            "Carbon shifts spread over about 220 ppm, so overlap is rare. Approximate ranges are: sp<sup>3</sup> alkyl carbons 10 to 50 ppm; carbons bonded to oxygen or nitrogen 50 to 90 ppm; alkene and aromatic carbons 100 to 160 ppm; nitriles around 115 to 120 ppm; carbonyls of acids, esters and amides 160 to 185 ppm; and ketone and aldehyde carbonyls 190 to 220 ppm. The CDCl<sub>3</sub> solvent gives a 1:1:1 triplet at 77.16 ppm, because the carbon couples to deuterium, which has spin 1.",
            "DEPT spectra reveal how many hydrogens each carbon carries. In DEPT-135, CH and CH<sub>3</sub> carbons give positive peaks, CH<sub>2</sub> carbons negative peaks, and quaternary carbons no peak at all. DEPT-90 shows only CH carbons. Comparing the broadband spectrum, DEPT-135 and DEPT-90 assigns every carbon type.",
            "A worked problem: a compound C<sub>4</sub>H<sub>8</sub>O. Its double bond equivalent is C − H/2 + N/2 + 1 = 4 − 4 + 0 + 1 = 1, one ring or π bond. The proton spectrum shows a quartet at 2.44 ppm (2H), a singlet at 2.14 ppm (3H) and a triplet at 1.06 ppm (3H), with the quartet and triplet sharing J ≈ 7 Hz. The carbon spectrum shows four signals at 209.3, 36.9, 29.4 and 7.9 ppm; in DEPT-135 the 36.9 ppm peak is negative, the 29.4 and 7.9 ppm peaks positive, and the 209.3 ppm peak is absent. A ketone carbonyl, an ethyl group and an isolated methyl: the compound is butan-2-one, CH<sub>3</sub>COCH<sub>2</sub>CH<sub>3</sub>.",
          ),
        },
      },
    ],
  },
];
