/** Eighty-fourth held-out evaluation courses, advanced level; see ai-courses-heldout84.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT84_C: EvalCourse[] = [
  {
    slug: "advanced-engineering-thermodynamics",
    discipline: "Thermodynamics",
    title: "Advanced Engineering Thermodynamics",
    description:
      "Entropy generation and exergy analysis; gas power cycles with regeneration and intercooling; property relations for real substances; chemical equilibrium and dissociation in high-temperature gases. Intended for final-year mechanical and chemical engineering students who have completed a first course in thermodynamics.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one tutorial a week)",
    plantedGap: "chemical equilibrium",
    modules: [
      {
        title: "Entropy generation and exergy",
        description: "Quantifying where and how much useful work is lost in real processes.",
        lesson: {
          title: "The Gouy-Stodola theorem and exergy destruction",
          html: p(
            "The first law cannot tell us which losses matter: a kilojoule of heat rejected at 40 °C is worth far less than a kilojoule of shaft work. Exergy analysis makes that difference quantitative. The exergy of a system is the maximum useful work obtainable as it is brought reversibly to the dead state, in which it has the temperature T₀ and pressure p₀ of the environment and no longer differs from it in any way that could drive a process. For a flowing stream, neglecting composition effects, the specific flow exergy is ψ = (h − h₀) − T₀(s − s₀) + V²/2 + gz.",
            "Unlike energy, exergy is destroyed by irreversibility, and the Gouy-Stodola theorem states how much: the exergy destroyed equals T₀ multiplied by the entropy generated, X_dest = T₀S_gen. Because S_gen can be computed for each component of a plant from its own entropy balance, exergy destruction can be located precisely, and components can be ranked by the work they waste rather than by the heat they reject.",
            "Take heat transfer across a finite temperature difference. 100 kW passes from a reservoir at 1200 K to one at 600 K, with T₀ = 300 K. The entropy generated is 100/600 − 100/1200 = 0.0833 kW/K, so X_dest = 300 × 0.0833 = 25 kW. Check this directly: the exergy of 100 kW of heat at 1200 K is 100(1 − 300/1200) = 75 kW, and at 600 K it is 100(1 − 300/600) = 50 kW. A quarter of the heat's work potential has vanished although no energy was lost. This is why the boiler, not the condenser, is usually the largest site of exergy destruction in a steam power plant, although the condenser rejects far more energy.",
            "Throttling shows the same effect in a flow device. Air, treated as an ideal gas, is throttled adiabatically from 10 bar to 1 bar at 300 K. Enthalpy, and therefore temperature, is unchanged, and s_gen = R ln(p₁/p₂) = 0.287 ln 10 = 0.661 kJ/(kg K). The exergy destroyed is 300 × 0.661 = 198 kJ/kg, the work an ideal expander could have delivered. Performance is then judged by the second-law efficiency, η_II = exergy recovered ÷ exergy supplied, which for a throttle is zero and for a well-designed turbine is typically above 85 per cent.",
          ),
        },
      },
      {
        title: "Gas turbine cycles with regeneration and intercooling",
        description: "Real Brayton cycles, the effect of component efficiencies and the logic of cycle modifications.",
        lesson: {
          title: "Improving the Brayton cycle",
          html: p(
            "For the ideal air-standard Brayton cycle with constant specific heats, thermal efficiency depends only on pressure ratio: η = 1 − r_p^−(γ−1)/γ. With r_p = 10 and γ = 1.4, r_p^0.2857 = 1.931 and η = 48.2 per cent. Real cycles fall well short of this: the compressor consumes a large share of turbine output, so small component losses have a large effect on net work.",
            "Consider air entering the compressor at 300 K, r_p = 10, turbine inlet temperature 1400 K, isentropic efficiencies of 0.85 for the compressor and 0.88 for the turbine, and c_p = 1.005 kJ/(kg K). The isentropic compressor exit temperature is 300 × 1.931 = 579.2 K; the actual one is 300 + 279.2/0.85 = 628.5 K, so compressor work is 1.005 × 328.5 = 330.1 kJ/kg. The isentropic turbine exit temperature is 1400/1.931 = 725.1 K; the actual one is 1400 − 0.88 × 674.9 = 806.1 K, so turbine work is 596.9 kJ/kg. Net work is 266.8 kJ/kg. Heat added is 1.005 × (1400 − 628.5) = 775.4 kJ/kg, giving an efficiency of 34.4 per cent and a back-work ratio of 0.55.",
            "The turbine exhaust, at 806 K, is hotter than the compressed air, at 629 K. A regenerator can use it to preheat the air before the heater. With an effectiveness of 0.8, the air leaves the regenerator at 628.5 + 0.8 × (806.1 − 628.5) = 770.6 K. Net work is unchanged, but heat added falls to 1.005 × (1400 − 770.6) = 632.5 kJ/kg, and efficiency rises to 42.2 per cent. Regeneration works only while turbine exit temperature exceeds compressor exit temperature, so its benefit vanishes at high pressure ratios.",
            "Intercooling attacks the compressor work. Compressing in two stages with cooling to the inlet temperature between them reduces work because the specific volume of cooler gas is smaller; for two equal stages with perfect intercooling, the work is minimised when the intermediate pressure is the geometric mean of the inlet and outlet pressures, √(p₁p₂). Reheat between turbine stages likewise raises turbine work. On their own, both can lower efficiency, because intercooling means more heat must be added and reheat raises the exhaust temperature. Combined with regeneration, which recovers exactly those temperature differences, they move the cycle towards the Ericsson cycle, whose efficiency equals the Carnot efficiency between the same temperature limits.",
          ),
        },
      },
      {
        title: "Property relations for real substances",
        description:
          "Using the Gibbs equations and Maxwell relations to obtain unmeasurable properties from measurable ones.",
        lesson: {
          title: "Maxwell relations, the Clapeyron equation and the Joule-Thomson coefficient",
          html:
            p(
              "Entropy, internal energy and enthalpy cannot be measured directly; pressure, temperature, volume and specific heats can. Property relations connect the two. They start from the four Gibbs equations for a simple compressible substance: du = T ds − p dv, dh = T ds + v dp, da = −s dT − p dv for the Helmholtz function a = u − Ts, and dg = −s dT + v dp for the Gibbs function g = h − Ts. Because each is an exact differential, its mixed second derivatives are equal, which yields the four Maxwell relations:",
            ) +
            "<ul><li>(∂T/∂v)_s = −(∂p/∂s)_v</li><li>(∂T/∂p)_s = (∂v/∂s)_p</li><li>(∂s/∂v)_T = (∂p/∂T)_v</li><li>(∂s/∂p)_T = −(∂v/∂T)_p</li></ul>" +
            p(
              "The last two are the most useful, because they express the change of entropy with volume or pressure in terms of p-v-T data alone. Applied to a phase change, where pressure depends only on temperature, the third gives the Clapeyron equation, (dp/dT)_sat = h_fg/(T v_fg). Neglecting the liquid volume and treating the vapour as an ideal gas gives the Clausius-Clapeyron form, ln(p₂/p₁) = (h_fg/R)(1/T₁ − 1/T₂). For water, with h_fg = 2257 kJ/kg at 100 °C and R = 0.4615 kJ/(kg K), the estimated saturation pressure at 110 °C is 101.325 × exp[4891 × (1/373.15 − 1/383.15)] = 142.7 kPa, against 143.4 kPa in the steam tables. The small error comes mainly from assuming h_fg constant over the interval.",
              "The same relations give general expressions for the difference between the specific heats, c_p − c_v = −T(∂v/∂T)_p²(∂p/∂v)_T, which is always positive because (∂p/∂v)_T is negative for every stable substance, and reduces to R for an ideal gas. They also explain the Joule-Thomson coefficient, μ = (∂T/∂p)_h = [T(∂v/∂T)_p − v]/c_p. For an ideal gas T(∂v/∂T)_p = v and μ = 0, so throttling causes no temperature change; for real gases μ is positive below the inversion temperature, so throttling cools them, the basis of the Linde liquefaction process. Nitrogen's maximum inversion temperature is about 620 K, so it cools on throttling at room temperature, whereas hydrogen's is about 200 K, so it must be precooled before it can be liquefied this way.",
            ),
        },
      },
    ],
  },
  {
    slug: "corporate-treasury-management",
    discipline: "Treasury management",
    title: "Corporate Treasury Management",
    description:
      "Treasurers keep a company solvent and manage its exposure to financial markets. Liquidity forecasting, foreign exchange hedging, interest rate risk, hedge accounting under IFRS 9 and cash pooling are taught through the decisions a group treasurer actually faces, with spreadsheet case work on a mid-sized multinational.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar a week)",
    plantedGap: "cash pooling",
    modules: [
      {
        title: "Liquidity and cash forecasting",
        description: "Forecasting cash over different horizons and measuring the headroom that keeps a group safe.",
        lesson: {
          title: "Building a thirteen-week cash forecast",
          html: p(
            "Companies rarely fail because they are unprofitable in a given year; they fail because they run out of cash. The treasurer's first duty is therefore liquidity, and its main tool is the cash forecast. Two methods are used. The direct, or receipts and payments, method lists expected inflows and outflows by week: customer receipts from the debtors ledger and sales pipeline, payroll, supplier runs, tax, interest and capital expenditure. It is accurate over short horizons and is the basis of the rolling thirteen-week forecast, which covers a full quarter and is updated each week. The indirect method starts from forecast profit and adjusts for non-cash items and movements in working capital. It fits the budget and the three-year plan, but it is too coarse to show intra-month troughs.",
            "A forecast is useful only if it is tested. Each week, compare the actual closing balance with the forecast made one, four and thirteen weeks earlier, and analyse variances by line. Persistent bias matters more than random error: if customer receipts are always late, the forecast should be corrected at source, for example by modelling collections from actual days sales outstanding rather than from invoice due dates.",
            "Working capital drives most forecast movement. The cash conversion cycle is days inventory outstanding plus days sales outstanding minus days payables outstanding. A group with 45 days of inventory, 60 days of receivables and 40 days of payables has a cycle of 65 days; with annual sales of £365 million, each day is worth roughly £1 million of cash, so cutting receivables by five days releases about £5 million.",
            "Liquidity headroom measures the margin of safety. It is cash plus undrawn committed facilities, less the minimum cash needed to operate, usually trapped cash in subsidiaries and working balances. A group with £12 million of cash, a £40 million undrawn committed revolving credit facility and £5 million of minimum operating cash has headroom of £47 million. Uncommitted overdrafts are excluded, because the bank can withdraw them when they are most needed. Headroom must be tested at the forecast low point, not at month-end, and against the facility's financial covenants, such as a maximum ratio of net debt to EBITDA of 3.0 times, since breaching a covenant can make the facility unavailable.",
          ),
        },
      },
      {
        title: "Managing foreign exchange exposure",
        description: "Classifying currency exposures and hedging transaction exposure with forwards and options.",
        lesson: {
          title: "Transaction exposure and the forward contract",
          html: p(
            "Three kinds of currency exposure are distinguished. Transaction exposure arises from contracted or forecast cash flows in foreign currency, such as a US dollar receivable in six months. Translation exposure arises when the net assets of foreign subsidiaries are translated into the reporting currency; it affects reported equity but not cash. Economic exposure is the effect of exchange rates on future competitiveness and cash flows, for example a UK exporter competing with US producers. Treasury policies usually hedge transaction exposure systematically, translation exposure selectively, often by borrowing in the subsidiary's currency, and economic exposure mainly through operational decisions.",
            "The forward contract is the basic hedge. Its rate follows from covered interest parity: F = S × (1 + i_quote × t)/(1 + i_base × t), where the base currency is the one being priced. Suppose a UK company expects to receive USD 5 million in six months. Spot GBP/USD is 1.2500 dollars per pound, the six-month dollar interest rate is 5.0 per cent a year and the sterling rate 4.5 per cent, both simple. Then F = 1.2500 × (1 + 0.05 × 0.5)/(1 + 0.045 × 0.5) = 1.2500 × 1.025/1.0225 = 1.2531. Selling the dollars forward fixes the sterling receipt at 5,000,000 ÷ 1.2531 ≈ £3.99 million. The forward rate is not a forecast of the future spot rate; it simply prevents arbitrage between the two money markets. Because dollar interest rates are higher, dollars buy fewer pounds forward than spot.",
            "A forward removes downside and upside alike. A currency option, here a sterling call and dollar put struck at 1.2500, protects against a stronger pound while keeping the gain if the pound weakens, at the cost of a premium paid up front, perhaps 2 to 3 per cent of the notional for six months depending on volatility. Options suit forecast exposures that may not materialise, such as the revenue from a tender that may be lost; forwards suit contracted ones.",
            "For forecast flows, most groups use layered hedging: for example, 75 per cent of the exposure in the next three months, 50 per cent in months four to six and 25 per cent in months seven to twelve, rolled forward each month. This smooths the effective rate over time, avoids over-hedging uncertain forecasts and gives the business time to adjust prices if the currency moves persistently.",
          ),
        },
      },
      {
        title: "Interest rate risk and hedge accounting",
        description: "Fixing borrowing costs with swaps and meeting the IFRS 9 conditions for hedge accounting.",
        lesson: {
          title: "Swaps and the IFRS 9 hedge accounting tests",
          html:
            p(
              "Most corporate bank debt is floating rate. In sterling it is now priced off SONIA, the Sterling Overnight Index Average, compounded in arrears over each interest period, plus a credit margin. A group with a £100 million five-year term loan at SONIA plus 1.75 per cent that wants certainty of interest cost can enter an interest rate swap: it pays a fixed rate, say 4.10 per cent, and receives compounded SONIA on the same notional and dates. The SONIA legs cancel, and the all-in cost is fixed at 4.10 + 1.75 = 5.85 per cent. The swap is worth zero at inception; thereafter its fair value moves with market rates, measured by PV01, the value change for a one basis point shift in the curve.",
              "Without hedge accounting, those fair value changes pass through profit or loss each period, while the loan is carried at amortised cost, creating volatility that does not reflect the economics. IFRS 9 allows a cash flow hedge designation if three effectiveness requirements are met at inception and on an ongoing basis:",
            ) +
            "<ol><li>There is an economic relationship between the hedged item and the hedging instrument, so that their values generally move in opposite directions because of the same risk.</li><li>The effect of credit risk does not dominate the value changes of that relationship.</li><li>The hedge ratio is the same as that resulting from the quantity of the hedged item and hedging instrument the entity actually uses for risk management.</li></ol>" +
            p(
              "IFRS 9 removed the 80 to 125 per cent bright-line test of IAS 39, but the hedge must still be formally designated and documented at inception. In a cash flow hedge, the effective portion of the swap's fair value change goes to other comprehensive income, in the cash flow hedge reserve, and is reclassified to profit or loss as the hedged interest payments affect it. The effective portion is the lower of the cumulative changes in the swap's value and in the present value of the hedged cash flows, the latter usually measured with a hypothetical derivative matching the loan's terms.",
              "Ineffectiveness, taken to profit or loss, arises from mismatches: different reset or payment dates, a zero floor on SONIA in the loan but not in the swap, or credit valuation adjustments on the swap. Good treasurers design such mismatches out before trading.",
            ),
        },
      },
    ],
  },
  {
    slug: "sentencing-law-and-practice-in-england-and-wales",
    discipline: "Sentencing law",
    title: "Sentencing Law and Practice in England and Wales",
    description:
      "Advanced study of how the criminal courts of England and Wales decide sentence. Sessions cover the Sentencing Code and the purposes of sentencing, the structure of Sentencing Council guidelines, reductions for guilty pleas, totality, and dangerous offenders and extended sentences, with Court of Appeal authority throughout.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week, with one Crown Court visit)",
    plantedGap: "dangerous offenders",
    modules: [
      {
        title: "Purposes, seriousness and the custody threshold",
        description: "The statutory framework in the Sentencing Code that every sentencing decision starts from.",
        lesson: {
          title: "Sections 57 and 63 of the Sentencing Code",
          html: p(
            "The Sentencing Act 2020, in force from 1 December 2020, consolidated the procedural law of sentencing into a single Sentencing Code. It changed little of substance but replaced provisions scattered across the Powers of Criminal Courts (Sentencing) Act 2000, the Criminal Justice Act 2003 and later statutes.",
            "Section 57 lists the purposes of sentencing to which a court dealing with an offender aged 18 or over must have regard: the punishment of offenders; the reduction of crime, including its reduction by deterrence; the reform and rehabilitation of offenders; the protection of the public; and the making of reparation by offenders to persons affected by their offences. The purposes are not ranked and often conflict; a long sentence may punish and protect but hinder rehabilitation. The section does not apply where the sentence is fixed by law or is a statutory minimum, and different principles, centred on preventing offending and on the child's welfare, govern offenders under 18.",
            "Section 63 supplies the core of proportionality. In considering the seriousness of an offence, the court must consider the offender's culpability in committing it and any harm which the offence caused, was intended to cause or might foreseeably have caused. Sections 64 to 66 add statutory aggravating factors: relevant previous convictions, having regard to their nature, their relevance to the current offence and the time that has elapsed; offending while on bail; and hostility based on race, religion, disability, sexual orientation or transgender identity, which the court must state in open court that it has taken into account.",
            "Seriousness then determines the type of sentence through thresholds. A community order may be made only if the offence is serious enough to warrant one. Under section 230, a custodial sentence may be imposed only if the offence, or the combination of the offence and associated offences, is so serious that neither a fine alone nor a community sentence can be justified. Under section 231, a custodial term must be the shortest term commensurate with the seriousness of the offence. Passing the custody threshold does not require immediate custody: the court must still consider whether a suspended sentence or a community order with demanding requirements can meet the purposes of sentencing. Under section 52, the court must state its reasons in ordinary language and explain the effect of the sentence to the offender.",
          ),
        },
      },
      {
        title: "Using Sentencing Council guidelines",
        description: "How offence-specific guidelines structure the assessment of culpability and harm.",
        lesson: {
          title: "Culpability, harm and the starting point",
          html: p(
            "The Sentencing Council for England and Wales was created by the Coroners and Justice Act 2009 and issued its first guidelines in 2011. Section 59 of the Sentencing Code requires every court to follow any sentencing guideline relevant to the offender's case unless it is satisfied that it would be contrary to the interests of justice to do so. Guidelines are therefore not advisory, although the Court of Appeal accepted in R v Blackshaw [2011] EWCA Crim 2312 that the exceptional context of the 2011 riots justified sentences above the guideline range.",
            "Offence-specific guidelines share a stepped structure. At step one the court determines the offence category by assessing culpability, typically in bands A (high), B (medium) and C (lower) defined by listed factors such as planning, the use of a weapon or the offender's leading role, and harm, typically in categories 1 to 3. The two assessments locate the case in a table. At step two the court takes the starting point and category range for that cell, then adjusts for aggravating factors, statutory and otherwise, and for mitigating factors such as remorse, good character, age or lack of maturity, mental disorder, or being the sole or primary carer for dependants. On the last point, R v Petherick [2012] EWCA Crim 2214 requires the court to weigh the effect of custody on children as part of the proportionality assessment under Article 8 of the European Convention on Human Rights.",
            "Later steps deal with assistance to the prosecution (section 74), the guilty plea reduction, totality, compensation and ancillary orders, reasons, and credit for time on remand.",
            "Take a hypothetical guideline placing an offence in culpability B, harm 2, with a starting point of one year's custody and a range of 26 weeks to two years. A factor that has already placed the case in culpability B must not be counted again as aggravation, because double counting is an error the Court of Appeal regularly corrects. Two relevant previous convictions might move the figure up to 15 months; genuine remorse and a long gap since the last offence might bring it back to 13 months. The Court of Appeal has also held, in R v Ali [2023] EWCA Crim 232, that current prison conditions and population pressures may properly be considered when deciding whether to suspend a sentence.",
          ),
        },
      },
      {
        title: "Guilty pleas and totality",
        description:
          "The sliding scale of credit for a guilty plea and the principles for sentencing several offences together.",
        lesson: {
          title: "Reduction for a guilty plea and sentencing for multiple offences",
          html:
            p(
              "Section 73 of the Sentencing Code requires the court, in deciding what sentence to pass on an offender who has pleaded guilty, to take into account the stage in the proceedings at which the offender indicated the intention to plead guilty and the circumstances in which the indication was given. The Sentencing Council's guideline, Reduction in Sentence for a Guilty Plea, in force since 1 June 2017, turns this into a sliding scale:",
            ) +
            "<table><tr><th>When the plea is indicated</th><th>Maximum reduction</th></tr><tr><td>At the first stage of proceedings, normally the first hearing at which a plea or indication is sought</td><td>One-third</td></tr><tr><td>After the first stage</td><td>One-quarter</td></tr><tr><td>On the first day of trial</td><td>One-tenth</td></tr><tr><td>During the trial</td><td>Less than one-tenth, down to zero</td></tr></table>" +
            p(
              "The reduction reflects the benefits of an early plea, such as sparing witnesses and saving court time; it is not a reward for remorse, which is separate mitigation. The reduction is applied after all other steps, to the sentence that would have been passed after trial, and it can take a sentence below the custody threshold or change its type. Where a Newton hearing is held and the offender's version of the facts is rejected, the reduction is normally halved. For offenders aged 18 or over facing a statutory minimum under sections 312 to 315, such as the three-year minimum for a third domestic burglary, the plea reduction may not take the sentence below 80 per cent of the minimum. For murder, the reduction of the minimum term may not exceed one-sixth or five years.",
              "When an offender is sentenced for more than one offence, the totality principle applies: the overall sentence must reflect all the offending and be just and proportionate. The Sentencing Council's totality guideline, revised in 2023, explains the mechanics. Concurrent sentences are usual where the offences arise from the same incident or form a series of the same or similar kind; the lead sentence is then increased to reflect the overall criminality. Consecutive sentences are usual where the offences arise from unrelated facts, or where one is committed on bail or is an attempt to pervert the course of justice. Either way, the court must finally step back and ask whether the total is proportionate, adjusting the individual terms if it is not. Three thefts of six months each might properly total twelve months rather than eighteen.",
            ),
        },
      },
    ],
  },
  {
    slug: "tuberculosis-control-programmes-diagnostics-and-treatment",
    discipline: "Tuberculosis control",
    title: "Tuberculosis Control: Programmes, Diagnostics and Treatment",
    description:
      "Three questions run through the module: how to find the people with tuberculosis who are missed each year, how to cure them, and how to stop infection becoming disease. Designed for public health physicians, infectious disease trainees and programme managers, it covers diagnostic algorithms built on rapid molecular tests, regimens for drug-susceptible and drug-resistant disease, contact investigation, preventive treatment and BCG vaccination.",
    level: "advanced",
    duration: "six weeks (a weekly online lecture plus two case-based workshops)",
    plantedGap: "BCG vaccination",
    modules: [
      {
        title: "Finding the missing cases: diagnostic algorithms",
        description: "Why case detection lags behind incidence and how rapid tests are placed in national algorithms.",
        lesson: {
          title: "Rapid molecular tests, LAM and chest radiography",
          html: p(
            "In 2023, according to the WHO Global Tuberculosis Report 2024, an estimated 10.8 million people fell ill with tuberculosis and 1.25 million died, making it again the world's leading cause of death from a single infectious agent. Some 8.2 million new diagnoses were notified, the highest number since WHO began global monitoring, yet that still leaves a gap of about 2.6 million people who were either not diagnosed or not reported. Closing that gap is the main task of diagnostic policy.",
            "Sputum smear microscopy, for more than a century the standard test, detects only about half of culture-confirmed pulmonary cases, because it needs several thousand bacilli per millilitre, and it misses more in people with HIV and in children. WHO now recommends that a WHO-recommended rapid diagnostic test be the initial test for everyone with signs or symptoms of tuberculosis. The best known, Xpert MTB/RIF and its more sensitive successor Xpert MTB/RIF Ultra, amplify Mycobacterium tuberculosis DNA in a cartridge and detect rifampicin resistance through mutations in the 81-base-pair rifampicin resistance-determining region of rpoB, with results in about two hours. Ultra's greater sensitivity brings a new category, 'trace' results, whose interpretation depends on the patient's history. Truenat, a chip-based test for peripheral laboratories, and Xpert MTB/XDR, which detects resistance to isoniazid, fluoroquinolones and other drugs in rifampicin-resistant samples, complete the main algorithm. Liquid culture remains necessary for phenotypic drug susceptibility testing and treatment monitoring, although results take weeks.",
            "Two further tools widen access. The lateral flow urine lipoarabinomannan test (LF-LAM) detects a mycobacterial cell-wall antigen in urine. It performs best in people with advanced HIV disease, precisely those who often cannot produce sputum, and WHO recommends it to assist diagnosis in people living with HIV who are seriously ill or have advanced disease or low CD4 counts. Chest radiography is the most sensitive screening tool, and computer-aided detection software can now read films in people aged 15 and over, producing an abnormality score that triggers confirmatory molecular testing.",
            "Algorithm design is a question of numbers. Screening a high-risk group with chest radiography followed by Xpert finds more cases than symptom screening alone, but the number needed to screen, and the cost per case detected, vary enormously between household contacts, prisons and the general population. Programmes should estimate these for each group before choosing where to screen.",
          ),
        },
      },
      {
        title: "Treatment regimens for drug-susceptible and drug-resistant TB",
        description: "Current WHO regimens, the trials behind them and what programmes must do to deliver them safely.",
        lesson: {
          title: "From 2HRZE/4HR to BPaLM",
          html:
            p(
              "The standard regimen for drug-susceptible tuberculosis, unchanged in outline for four decades, is written 2HRZE/4HR: two months of isoniazid (H), rifampicin (R), pyrazinamide (Z) and ethambutol (E), followed by four months of isoniazid and rifampicin. The intensive phase kills the rapidly dividing bacilli and prevents the emergence of resistance; the continuation phase sterilises the slowly replicating populations that otherwise cause relapse. Treatment success under programme conditions is about 88 per cent.",
              "Two shorter regimens are now recommended by WHO. Study 31/A5349 showed that a four-month regimen of rifapentine (P), isoniazid, pyrazinamide and moxifloxacin (M), written 2HPZM/2HPM, was non-inferior to the six-month regimen, and it may be used in people aged 12 and over with drug-susceptible pulmonary disease. The SHINE trial showed that children and adolescents with non-severe disease, such as smear-negative disease confined to one lobe or lymph nodes, do as well on four months of standard drugs as on six.",
              "Rifampicin-resistant and multidrug-resistant tuberculosis (RR/MDR-TB) was until recently treated for 18 to 24 months with injectable agents that caused permanent deafness in many patients. The TB-PRACTECAL trial led WHO in 2022 to recommend BPaLM for people aged 14 and over: six months of bedaquiline, pretomanid, linezolid and moxifloxacin, with moxifloxacin omitted (BPaL) when fluoroquinolone resistance is confirmed. A nine-month all-oral regimen containing bedaquiline is the alternative when BPaLM cannot be used, and longer individualised regimens remain for extensive resistance. Global treatment success for MDR/RR-TB is still only around two-thirds.",
              "These regimens require specific monitoring:",
            ) +
            "<ul><li>Linezolid, given at 600 mg daily, causes myelosuppression and peripheral and optic neuropathy; check blood counts and ask about numbness and visual changes, and reduce or stop the drug if they appear.</li><li>Bedaquiline and moxifloxacin prolong the QT interval; perform ECGs at baseline and during treatment, and correct potassium and magnesium.</li><li>Isoniazid, rifampicin and pyrazinamide are hepatotoxic; monitor liver function in those with liver disease, heavy alcohol use or HIV, and give pyridoxine with isoniazid to prevent neuropathy.</li></ul>" +
            p(
              "Adherence support completes the package. Directly observed therapy is demanding for patients; WHO accepts video-observed therapy as an alternative, alongside social support such as food and travel assistance, which reduces loss to follow-up.",
            ),
        },
      },
      {
        title: "Contact investigation and preventive treatment",
        description: "Tracing contacts, testing for infection and choosing a preventive regimen.",
        lesson: {
          title: "Tracing contacts and treating infection",
          html: p(
            "Houben and Dodd estimated in 2016 that about 1.7 billion people, roughly a quarter of humanity, carry tuberculosis infection. Most will never become ill, but the risk of progression to disease is concentrated in the first two years after infection and is much higher in young children, people living with HIV and people taking immunosuppressive drugs such as TNF inhibitors. Recently exposed household contacts are therefore the highest-yield group for intervention.",
            "Contact investigation starts from the index case. List household and other close contacts, screen each for symptoms and, where possible, with chest radiography, and refer anyone with symptoms or an abnormal film for diagnostic testing. Active disease must be excluded before preventive treatment begins, because giving one or two drugs to a person with active disease risks creating resistance.",
            "Infection can be detected with the tuberculin skin test or an interferon-gamma release assay (IGRA). The skin test uses intradermal purified protein derivative, read as millimetres of induration at 48 to 72 hours; it is cheap but cross-reacts with non-tuberculous mycobacteria and needs a second visit. IGRAs, such as QuantiFERON-TB Gold Plus and T-SPOT.TB, measure T-cell interferon-gamma responses to ESAT-6 and CFP-10, antigens absent from most non-tuberculous mycobacteria, and need only one blood sample. Neither test distinguishes infection from disease, and neither predicts well who will progress. WHO does not require testing before preventive treatment for people living with HIV or for household contacts under five, in whom the benefit is clear.",
            "Several preventive regimens are recommended: six or nine months of daily isoniazid (6H, 9H); three months of weekly rifapentine and isoniazid (3HP, twelve doses); one month of daily rifapentine and isoniazid (1HP); three months of daily rifampicin and isoniazid (3HR); and four months of daily rifampicin (4R). Shorter rifamycin-based regimens have higher completion rates and less liver toxicity, but rifamycins interact with many drugs, including some antiretrovirals, hormonal contraceptives and anticoagulants, so review every patient's medicines first. For contacts of people with MDR-TB, WHO now recommends six months of levofloxacin, based on the VQUIN and TB-CHAMP trials.",
            "The weakest part of most programmes is the cascade of care. A meta-analysis by Alsdurf and colleagues (2016) found that fewer than one in five people who could benefit completed preventive treatment, with the largest losses before treatment even started.",
          ),
        },
      },
    ],
  },
  {
    slug: "ship-stability-large-angles-free-surfaces-and-intact-criteria",
    discipline: "Ship stability",
    title: "Ship Stability: Large Angles, Free Surfaces and Intact Criteria",
    description:
      "Cross curves and GZ curves, the free surface effect, the inclining experiment, the IMO intact stability criteria and damage stability: each is treated through worked calculations on a general cargo ship, for officers preparing for senior certificates of competency and for final-year naval architecture students.",
    level: "advanced",
    duration: "twelve weeks (two three-hour classes a week)",
    plantedGap: "damage stability",
    modules: [
      {
        title: "Stability at large angles",
        description:
          "Why metacentric height alone is not enough and how the righting-lever curve is built from cross curves.",
        lesson: {
          title: "Cross curves, KN values and the GZ curve",
          html:
            p(
              "At small angles of heel, up to about 10 to 15 degrees for a typical ship, the metacentre M stays effectively fixed and the righting lever is GZ = GM sin θ, where GM is the metacentric height. At larger angles the shape of the waterplane changes, M moves, and the ship's behaviour must be read from the full curve of righting levers against heel, the GZ curve.",
              "For a wall-sided ship, one whose sides are vertical over the range of immersion and emergence, the wall-sided formula GZ = sin θ (GM + ½ BM tan²θ) applies until the deck edge immerses or the bilge emerges. It shows that a ship with zero GM can still develop a righting lever at larger angles, and that a ship with a negative GM will settle at an angle of loll, where tan²θ = −2GM/BM, rather than capsize outright.",
              "For real hull forms the shipyard supplies cross curves of stability, KN curves, giving the lever KN measured from the keel K for a range of displacements at fixed angles. For the actual displacement and the loaded vertical centre of gravity KG, corrected for free surface, GZ = KN − KG sin θ. A worked example for a general cargo ship at 12,000 tonnes with a fluid KG of 7.80 metres and a fluid GM of 1.60 metres:",
            ) +
            "<table><tr><th>Heel</th><th>KN (m)</th><th>KG sin θ (m)</th><th>GZ (m)</th></tr><tr><td>10°</td><td>1.65</td><td>1.354</td><td>0.296</td></tr><tr><td>20°</td><td>3.30</td><td>2.668</td><td>0.632</td></tr><tr><td>30°</td><td>4.80</td><td>3.900</td><td>0.900</td></tr><tr><td>40°</td><td>5.95</td><td>5.014</td><td>0.936</td></tr><tr><td>50°</td><td>6.70</td><td>5.975</td><td>0.725</td></tr><tr><td>60°</td><td>7.05</td><td>6.755</td><td>0.295</td></tr></table>" +
            p(
              "Plot the curve and check its features. The initial slope should agree with GM: draw a line from the origin to a height equal to GM at 57.3 degrees (one radian), and it should be tangent to the curve near the origin. Here GM sin 10° = 0.278 metres, close to the tabulated 0.296, the difference reflecting the increase in lever with heel that the wall-sided formula predicts. The maximum GZ, about 0.94 metres, occurs near 40 degrees; the point of inflection before it marks roughly where the deck edge immerses; and the angle of vanishing stability lies where the curve returns to zero, above 60 degrees in this case. The area under the curve, multiplied by displacement, is the dynamic stability, the work needed to heel the ship to a given angle.",
            ),
        },
      },
      {
        title: "Free surface effect",
        description: "How slack tanks reduce effective stability and how tank subdivision controls the effect.",
        lesson: {
          title: "Slack tanks and the virtual rise of G",
          html: p(
            "When a ship heels, liquid in a partly filled, or slack, tank flows towards the low side. Its centre of gravity moves in the direction of the heel, which reduces the righting lever exactly as if the ship's centre of gravity had risen. This virtual rise of G is the free surface effect, a factor in many capsizes of small fishing vessels with water on deck.",
            "The magnitude depends on the shape of the free surface, not on the quantity of liquid. The free surface moment is FSM = i × ρ_l, where i is the second moment of area of the liquid surface about its own centreline, parallel to the ship's centreline, and ρ_l is the density of the liquid in tonnes per cubic metre. The virtual rise of G is GG_v = FSM/Δ, where Δ is the ship's displacement in tonnes. For a rectangular tank of length l and breadth b, i = l b³/12. Breadth enters as a cube, which is why wide tanks are so dangerous.",
            "Worked example: the 12,000-tonne cargo ship from the previous lesson has a slack double-bottom fuel tank 20 metres long and 12 metres wide, holding oil of density 0.95 t/m³. Then i = 20 × 12³/12 = 2,880 m⁴, FSM = 2,880 × 0.95 = 2,736 tonne-metres and GG_v = 2,736/12,000 = 0.228 metres. If the tank is divided by a longitudinal centreline bulkhead into two tanks each 6 metres wide, each has i = 20 × 6³/12 = 360 m⁴, a total of 720 m⁴, and the rise falls to 0.057 metres. In general, dividing a tank into n equal compartments across its breadth divides the free surface effect by n².",
            "In stability calculations the free surface corrections of all slack tanks are summed and added to the solid KG to give the fluid KG, and fluid GM is used throughout, including in the GZ curve. Loading manuals tabulate maximum free surface moments for each tank. The practical rules follow: minimise slack tanks; press tanks full or keep them empty; take fuel from one tank at a time; and never combine a large slack tank with low GM in heavy weather. At large heel angles a nearly full or nearly empty tank has a smaller effect than the formula gives, so the formula errs on the safe side.",
          ),
        },
      },
      {
        title: "The inclining experiment and intact stability criteria",
        description:
          "Determining the lightship centre of gravity and proving that a loading condition meets the IMO criteria.",
        lesson: {
          title: "Finding KG and proving compliance",
          html:
            p(
              "The lightship KG cannot be calculated accurately from drawings. It is found by the inclining experiment, carried out when a ship is completed or substantially modified. Known masses are shifted across the deck, and the resulting small angles of heel are measured with long pendulums or U-tube manometers. Equating heeling and righting moments at small angles gives GM = w × d/(Δ × tan θ), where w is the mass moved, d the distance and Δ the displacement.",
              "Suppose Δ is 4,000 tonnes, 15 tonnes are moved 12 metres, and a pendulum 4.0 metres long deflects 0.12 metres, so tan θ = 0.03. Then GM = 15 × 12/(4,000 × 0.03) = 1.50 metres. If the hydrostatic tables give KM = 8.20 metres at this draught, KG = 6.70 metres. This figure is then corrected to the lightship condition. Conditions must be controlled: calm water, slack moorings, tanks empty or pressed full, and several weight shifts to both sides, whose plotted tangents should form a straight line.",
              "With lightship KG known, each loading condition is checked against the general intact stability criteria of the IMO 2008 Intact Stability Code, Part A, section 2.2:",
            ) +
            "<ul><li>area under the GZ curve not less than 0.055 metre-radians up to 30°;</li><li>not less than 0.09 metre-radians up to 40°, or to the angle at which non-weathertight openings immerse if that is less;</li><li>not less than 0.03 metre-radians between 30° and 40°;</li><li>GZ at least 0.20 metres at an angle of heel of 30° or more;</li><li>maximum GZ at an angle of heel of not less than 25°;</li><li>initial GM, corrected for free surface, not less than 0.15 metres.</li></ul>" +
            p(
              "Applying these to the GZ values from the first lesson needs numerical integration, with h = 10° = 0.1745 radians. To 30°, with four ordinates (0, 0.296, 0.632, 0.900), Simpson's second rule gives 3h/8 × (0 + 3 × 0.296 + 3 × 0.632 + 0.900) = 0.241 metre-radians. To 40°, with five ordinates, Simpson's first rule gives h/3 × (0 + 4 × 0.296 + 2 × 0.632 + 4 × 0.900 + 0.936) = 0.406 metre-radians, so the area between 30° and 40° is 0.165. GZ at 30° is 0.90 metres, maximum GZ occurs near 40°, and GM is 1.60 metres. Every criterion is met with a wide margin. The severe wind and rolling (weather) criterion of section 2.3 is checked separately.",
            ),
        },
      },
    ],
  },
];
