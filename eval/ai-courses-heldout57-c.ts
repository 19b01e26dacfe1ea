/** Fifty-seventh held-out evaluation courses, advanced level (numerical weather prediction to forensic linguistics); see ai-courses-heldout57.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT57_C: EvalCourse[] = [
  {
    slug: "nwp-dynamics-assimilation-ensembles",
    discipline: "Numerical weather prediction",
    title: "Numerical Weather Prediction: Models, Data and Uncertainty",
    description:
      "Operational forecasting now rests on a chain that runs from observations to probability. This MSc module takes that chain link by link: the discretised primitive equations and their stability limits, variational and ensemble data assimilation, ensemble prediction of forecast uncertainty, and the statistical post-processing of model output with model output statistics.",
    level: "advanced",
    duration: "10 weeks (3 hours a week plus computing labs)",
    plantedGap: "model output statistics",
    modules: [
      {
        title: "The Dynamical Core",
        description:
          "Solving the equations of the atmosphere on a grid brings numerical constraints that shape every model's design.",
        lesson: {
          title: "Primitive equations, time steps and the CFL condition",
          html: p(
            "Global weather models solve the primitive equations: the horizontal momentum equations, the hydrostatic equation (in most global models, though convection-permitting models are non-hydrostatic), the continuity equation, the thermodynamic energy equation and conservation equations for moisture. Lewis Fry Richardson attempted the first numerical forecast by hand in 1922 and obtained a pressure change of 145 hPa in six hours, a famous failure caused largely by unbalanced initial data. The first successful computer forecasts, of a simplified barotropic vorticity equation, were made on ENIAC in 1950 by Jule Charney, Ragnar Fjørtoft and John von Neumann.",
            "Any explicit time-stepping scheme must respect the Courant–Friedrichs–Lewy (CFL) condition: information must not travel more than one grid length in one time step, so that the Courant number c Δt / Δx stays below about one. The fastest signals in the primitive equations are not winds but gravity waves, and the external gravity wave moves at roughly 300 m/s. On a grid of 10 km, an explicit scheme would therefore need Δt ≤ 10,000 / 300 ≈ 33 seconds, which makes global forecasting prohibitively expensive.",
            "Operational centres escape this limit in two ways. Semi-implicit schemes treat the terms responsible for fast gravity waves implicitly, which slows those waves numerically while leaving the meteorologically important slow motions almost unaffected. Semi-Lagrangian advection follows air parcels backward along trajectories to their departure points instead of computing fluxes between fixed grid boxes, so the advective CFL limit no longer applies. Combining the two, the ECMWF Integrated Forecasting System runs at a grid spacing of about 9 km with a time step of 450 seconds, more than ten times longer than an explicit scheme would allow.",
            "The price is paid elsewhere: semi-implicit schemes require the solution of an elliptic equation every step, which is cheap in spectral models but demands global communication on large parallel computers. This trade-off is driving current research into new dynamical cores on quasi-uniform grids, such as the Met Office's LFRic and the icosahedral grids used by DWD's ICON model.",
          ),
        },
      },
      {
        title: "Data Assimilation",
        description:
          "A forecast is only as good as its starting state, which has to be estimated by blending a short forecast with millions of observations.",
        lesson: {
          title: "From optimal interpolation to 4D-Var and ensemble Kalman filters",
          html:
            p(
              "Data assimilation estimates the state of the atmosphere, the analysis, by combining a background forecast <i>x</i><sub>b</sub> with observations <i>y</i>, weighted according to their error statistics. The simplest case shows the principle. If a background temperature of 10 °C has error variance σ<sub>b</sub>² = 1 K² and a thermometer reads 12 °C with error variance σ<sub>o</sub>² = 1 K², the optimal analysis is <i>x</i><sub>a</sub> = <i>x</i><sub>b</sub> + K(<i>y</i> − <i>x</i><sub>b</sub>) with gain K = σ<sub>b</sub>² / (σ<sub>b</sub>² + σ<sub>o</sub>²) = 0.5, giving 11 °C with analysis error variance 0.5 K², smaller than either source alone. If the thermometer were half as accurate (σ<sub>o</sub>² = 2 K²), K would be 1/3 and the analysis 10.67 °C.",
              "In a real model the state has around 10⁹ variables and the background error is a covariance matrix <b>B</b> that spreads the influence of each observation to neighbouring points and variables in dynamically consistent ways. Four-dimensional variational assimilation (4D-Var) finds the model trajectory over a window, typically 12 hours, that minimises a cost function measuring the distance to the background and to all observations in the window:",
            ) +
            "<ul><li>background term: (<i>x</i> − <i>x</i><sub>b</sub>)<sup>T</sup> <b>B</b><sup>−1</sup> (<i>x</i> − <i>x</i><sub>b</sub>);</li><li>observation term: the sum over times of (<i>y</i> − H(M(<i>x</i>)))<sup>T</sup> <b>R</b><sup>−1</sup> (<i>y</i> − H(M(<i>x</i>))), where M is the forecast model and H the observation operator.</li></ul>" +
            p(
              "Minimising this cost requires the adjoint of the model to compute gradients. ECMWF introduced 4D-Var operationally in 1997 and the Met Office in 2004. Its weakness is that <b>B</b> is largely static. Ensemble Kalman filters, first operational at Environment Canada in 2005, estimate background covariances from an ensemble of short forecasts, so they capture the 'errors of the day', such as a long, narrow uncertainty along a developing front. Most centres now use hybrid schemes that blend static and ensemble covariances inside a variational framework, gaining the strengths of both.",
            ),
        },
      },
      {
        title: "Ensemble Prediction",
        description:
          "Because the atmosphere is chaotic, a single forecast cannot express its own reliability; ensembles can.",
        lesson: {
          title: "Chaos, perturbations and verifying probabilities",
          html:
            p(
              "Edward Lorenz showed in 1963 that a simple three-variable convection model has sensitive dependence on initial conditions: tiny differences grow exponentially until forecasts become no better than chance. In the atmosphere, small-scale errors double in hours and large-scale errors in one to two days, which sets a practical limit of about two weeks on deterministic prediction of weather patterns. Since initial conditions can never be known exactly, a forecast should be a probability distribution.",
              "An ensemble prediction system estimates that distribution by running the model many times from slightly different initial states and with different representations of model error. ECMWF's ensemble, operational since 1992, has one control forecast and 50 perturbed members. Its initial perturbations combine singular vectors, which identify the directions of fastest growth over the first 48 hours, with perturbations from an ensemble of data assimilations. Model uncertainty is represented by stochastic schemes such as SPPT, which multiplies the tendencies from physical parametrisations by random patterns.",
            ) +
            "<table><tr><th>Measure</th><th>What it tests</th><th>Ideal value</th></tr><tr><td>Spread–skill relationship</td><td>Whether ensemble spread matches the error of the ensemble mean</td><td>Spread equals RMS error</td></tr><tr><td>Rank histogram</td><td>Whether observations fall equally often in each interval of the ranked ensemble</td><td>Flat</td></tr><tr><td>Brier score</td><td>Mean squared error of probability forecasts of a binary event</td><td>0</td></tr><tr><td>Reliability diagram</td><td>Whether events forecast with probability p occur a fraction p of the time</td><td>Points on the diagonal</td></tr></table>" +
            p(
              "A worked Brier score: over four days, rain is forecast with probabilities 0.9, 0.7, 0.2 and 0.1, and it rains on the first and third days. The score is [(0.9−1)² + (0.7−0)² + (0.2−1)² + (0.1−0)²] / 4 = (0.01 + 0.49 + 0.64 + 0.01) / 4 = 0.2875. A U-shaped rank histogram indicates an under-dispersive ensemble, whose spread is too small, a common fault near the surface.",
            ),
        },
      },
    ],
  },
  {
    slug: "pharmacovigilance-signals-causality-periodic-reports",
    discipline: "Pharmacovigilance",
    title: "Advanced Pharmacovigilance: From Case Reports to Signals",
    description:
      "When a medicine reaches the market, rare and delayed harms emerge that no clinical trial could detect. Pharmacists, physicians and regulatory scientists in this postgraduate module master individual case safety reports, statistical signal detection, causality assessment, periodic benefit-risk reports, and risk management plans.",
    level: "advanced",
    duration: "one semester (part-time)",
    plantedGap: "risk management plans",
    modules: [
      {
        title: "Individual Case Safety Reports",
        description:
          "Every signal begins with single reports, and their quality and timeliness are regulated in detail.",
        lesson: {
          title: "Spontaneous reporting, minimum criteria and timelines",
          html: p(
            "Spontaneous reporting systems collect suspected adverse drug reactions from health professionals and patients. Britain's Yellow Card Scheme was founded in 1964 in response to the thalidomide disaster; similar systems exist worldwide and feed the WHO global database, VigiBase, run by the Uppsala Monitoring Centre, which holds well over 30 million reports. Spontaneous reporting is cheap and covers all patients and all medicines, but it suffers from under-reporting, often estimated at over 90 per cent, and from the lack of a denominator: the number of patients exposed is unknown.",
            "A report becomes a valid individual case safety report (ICSR) only when it contains four minimum elements: an identifiable patient, an identifiable reporter, at least one suspect medicinal product, and at least one suspected adverse reaction. 'Identifiable' does not mean named: initials, age or sex are enough to show that a real patient exists. Reports missing any element are followed up, not discarded. ICSRs are exchanged electronically in the ICH E2B(R3) format, with reactions coded in MedDRA, the Medical Dictionary for Regulatory Activities, usually at the level of the Preferred Term.",
            "A reaction is serious if it results in death, is life-threatening, requires or prolongs hospitalisation, causes persistent or significant disability, or is a congenital anomaly, or if it is judged medically important on other grounds. Seriousness is a regulatory category, not the same as severity: a severe headache is usually not serious. A reaction is unexpected if its nature or severity is not consistent with the reference safety information, such as the summary of product characteristics.",
            "Under EU Good Pharmacovigilance Practices Module VI, marketing authorisation holders must submit serious ICSRs to EudraVigilance within 15 calendar days of receiving the minimum information, and non-serious ones within 90 days. Day zero is the date on which any member of the company's staff first receives the minimum criteria, so slow internal routing of a report from a sales representative can itself be a compliance breach.",
          ),
        },
      },
      {
        title: "Statistical Signal Detection",
        description:
          "Disproportionality analysis asks whether a drug–event pair is reported more often than the rest of the database would lead us to expect.",
        lesson: {
          title: "PRR, ROR and Bayesian measures",
          html:
            p(
              "A signal is information suggesting a new potentially causal association, or a new aspect of a known association, between a medicine and an event, which is judged to justify further verification. Because spontaneous databases lack exposure data, statistical screening compares reporting frequencies within the database itself. For each drug–event pair, reports are arranged in a two-by-two table:",
            ) +
            "<table><tr><th></th><th>Event of interest</th><th>All other events</th></tr><tr><td>Drug of interest</td><td>a = 20</td><td>b = 980</td></tr><tr><td>All other drugs</td><td>c = 200</td><td>d = 98,800</td></tr></table>" +
            p(
              "The proportional reporting ratio compares the proportion of the drug's reports that mention the event with the same proportion for all other drugs: PRR = [a/(a+b)] / [c/(c+d)]. Here PRR = (20/1,000) / (200/99,000) = 0.020 / 0.00202 ≈ 9.9. The reporting odds ratio is ROR = (a/c) / (b/d) = ad / bc = (20 × 98,800) / (980 × 200) ≈ 10.1. The two are close when the event is rare, as it usually is. A widely used threshold, proposed by Evans and colleagues in 2001, flags a pair when PRR ≥ 2, the chi-squared statistic is at least 4, and there are at least 3 cases.",
              "Frequentist ratios are unstable when counts are small: a single report of a rare event with a rarely used drug can give an enormous PRR. Bayesian methods shrink such estimates toward the null. The Uppsala Monitoring Centre uses the Information Component (IC), derived from the Bayesian Confidence Propagation Neural Network, and signals when the lower bound of its 95% credibility interval exceeds zero. The US FDA has used the Multi-item Gamma Poisson Shrinker, whose Empirical Bayes Geometric Mean (EBGM) plays a similar role.",
              "Disproportionality is a screening tool, not evidence of causation. It is distorted by stimulated reporting after media attention (the notoriety effect), by masking when one drug dominates reports of an event, and by confounding by indication, since drugs used to treat a disease will be reported with the symptoms of that disease. Every statistical signal must be validated by clinical review of the underlying cases.",
            ),
        },
      },
      {
        title: "Causality and Periodic Evaluation",
        description:
          "Assessors weigh single cases with structured methods and review the whole benefit–risk balance at fixed intervals.",
        lesson: {
          title: "WHO-UMC and Naranjo methods, and the PBRER",
          html: p(
            "Causality assessment asks whether a particular medicine caused a particular reaction in a particular patient. Global introspection by an expert is common but poorly reproducible, so structured methods are used to make reasoning explicit. The WHO-UMC system assigns one of six categories: certain, probable/likely, possible, unlikely, conditional/unclassified, and unassessable/unclassifiable. It rests on the classic criteria of a plausible time relationship, the response to withdrawal of the drug (dechallenge), the recurrence on re-administration (rechallenge), and the exclusion of other causes such as disease or other drugs.",
            "The Naranjo algorithm (1981) scores ten questions, among them whether there are previous conclusive reports of the reaction, whether the event appeared after the drug was given, whether it improved on discontinuation, whether it reappeared on rechallenge, and whether alternative causes could explain it. Answers score +2, +1, 0 or −1, and the total is interpreted as definite (9 or more), probable (5 to 8), possible (1 to 4) or doubtful (0 or less). Consider hepatitis beginning three weeks after starting a drug, resolving when it is stopped, with viral and alcoholic causes excluded and several published reports: the score would typically fall in the probable band, since a rechallenge is rarely ethical.",
            "Beyond single cases, companies must periodically evaluate the overall benefit–risk balance of each product. The ICH E2C(R2) guideline defines the Periodic Benefit-Risk Evaluation Report (PBRER), which in the EU is the format for the periodic safety update report (PSUR). Its frequency is set by the EU reference dates list, and it covers data up to a fixed data lock point. A PBRER summarises worldwide exposure, new information from trials, the literature and spontaneous reports, signals opened and closed in the interval, and an integrated benefit–risk evaluation for each approved indication. Its conclusion may lead to changes in the product information, new warnings, or a recommendation that the benefit–risk balance is no longer positive.",
          ),
        },
      },
    ],
  },
  {
    slug: "ship-finance-values-loans-leasing",
    discipline: "Shipping finance",
    title: "Ship Finance: Assets, Debt and Leasing",
    description:
      "Few industries are as capital-intensive and cyclical as shipping. Drawing on transactions and term sheets, this elective for finance and maritime law postgraduates treats the valuation of ships through the freight cycle, senior secured bank loans and their covenants, sale-and-leaseback with Asian lessors, and the climate alignment of lending portfolios under the Poseidon Principles.",
    level: "advanced",
    duration: "8 weeks (intensive block)",
    plantedGap: "Poseidon Principles",
    modules: [
      {
        title: "Ships as Assets",
        description: "What is a ship worth, and why can that number halve in a year?",
        lesson: {
          title: "Freight cycles and vessel valuation",
          html: p(
            "A ship's value is driven by the freight it can earn, and freight rates are set in highly competitive markets where supply of tonnage adjusts only slowly to demand. New ships take two to three years to deliver, so shipowners ordering in a boom often receive their vessels in the following slump. Martin Stopford's <i>Maritime Economics</i> describes the resulting cycle of trough, recovery, peak and collapse, and the four linked markets that drive it: the freight market, the newbuilding market, the second-hand (sale and purchase) market and the demolition market, where old ships are sold for scrap at a price per light displacement tonne (LDT).",
            "Second-hand prices amplify freight rates. Because buyers pay for the expected stream of future earnings, a rise in one-year time-charter rates feeds quickly into ship prices, and second-hand values of modern tonnage can exceed newbuilding prices at a peak, when immediate delivery commands a premium. In the dry bulk collapse of 2008, the value of a five-year-old Capesize fell by more than half within months.",
            "Banks and investors rely on three valuation approaches. Broker valuations, the market standard, give a 'charter-free' value on a willing-buyer, willing-seller basis, supported by recent comparable sales adjusted for age, size, yard and specification. Discounted cash flow valuations project earnings, usually as time-charter equivalent (TCE) revenue minus operating expenses, over the remaining life, add residual scrap value, and discount at a rate reflecting the risk. Long-term asset values, used by some lenders, smooth cyclical swings by relating current prices to historical averages.",
            "A simple DCF illustrates the sensitivity. A tanker with 15 years of life earning a net $5 million a year and worth $6 million as scrap at the end has a present value of about $44.7 million at an 8% discount rate: $42.8 million from the earnings and $1.9 million from the discounted scrap value. If the net earnings assumption falls to $4 million a year, the value drops to about $36.1 million, a fall of some 19% from a single change in one input, and a rise in the discount rate to 10% would cut the original $44.7 million to about $39.5 million.",
          ),
        },
      },
      {
        title: "Senior Secured Loans",
        description:
          "Bank debt secured on the ship remains the backbone of ship finance, and its covenants do much of the work.",
        lesson: {
          title: "Security package, repayment profile and value maintenance",
          html:
            p(
              "A typical ship loan is a senior secured term loan made by one bank or a small club of banks to a single-purpose company that owns one vessel, with a guarantee from the parent. The security package usually comprises a first preferred mortgage over the ship registered in its flag state, an assignment of earnings and charter income, an assignment of insurances, a pledge over the shares of the borrower and over its earnings account, and a manager's undertaking subordinating management fees.",
              "Loans are sized by loan-to-value ratio, commonly 50 to 65 per cent of the charter-free value, and repaid in quarterly instalments calculated on an age-adjusted profile, often to zero by the time the ship reaches 15 to 20 years of age, with a balloon payment at maturity. A worked example follows.",
            ) +
            "<table><tr><th>Term</th><th>Value</th></tr><tr><td>Vessel market value at drawdown</td><td>$40.0 million</td></tr><tr><td>Loan amount (60% LTV)</td><td>$24.0 million</td></tr><tr><td>Tenor</td><td>5 years</td></tr><tr><td>Repayment profile</td><td>15 years, 60 quarterly instalments of $0.4 million</td></tr><tr><td>Repaid over tenor</td><td>20 × $0.4m = $8.0 million</td></tr><tr><td>Balloon at maturity</td><td>$16.0 million</td></tr></table>" +
            p(
              "The most important financial covenant is the minimum value clause, also called the security cover ratio: the market value of the ship must remain at least a set percentage, often 125 to 140 per cent, of the outstanding loan. Suppose the clause requires 130% and, after two years, the loan stands at $20.8 million while the ship is valued at $25 million. Cover is 25 / 20.8 = 120%, a breach. To cure it the borrower must either provide additional security or prepay until the loan is no more than 25 / 1.3 = $19.23 million, a prepayment of about $1.57 million, usually within 30 days. In a falling market such cures can strain owners precisely when earnings are weakest, which is why minimum value clauses are heavily negotiated.",
            ),
        },
      },
      {
        title: "Sale-and-Leaseback",
        description:
          "Since the retreat of European banks after 2008, Chinese and Japanese lessors have become central to the market.",
        lesson: {
          title: "Bareboat leases, purchase options and Japanese structures",
          html: p(
            "In a sale-and-leaseback, the shipowner sells its vessel to a lessor and immediately charters it back on a bareboat basis for a fixed period, typically 7 to 12 years. Under a bareboat charter the lessee crews, operates, maintains and insures the ship as if it owned it, while the lessor holds legal title, which serves as its security. Charter hire combines repayment of the purchase price and a return to the lessor, and the lessee usually has options to buy the ship back at set prices during the lease, plus a purchase obligation at the end at a fixed price.",
            "After European banks reduced their shipping exposure following the 2008 crisis, Chinese leasing companies owned by banks, such as ICBC Leasing, BoComm Leasing and CMB Financial Leasing, became the largest source of such finance. They typically advance 70 to 80 per cent of the vessel's value, more than a bank loan would, in return for higher pricing and long commitments. For owners, the attractions are higher leverage, longer tenors and a less restrictive covenant package; the costs are a higher all-in rate and loss of title, which matters if the owner later wishes to sell or refinance.",
            "Japan has its own tradition. In a Japanese operating lease (JOL), a special-purpose company owned by Japanese equity investors buys the ship, financed partly by bank debt, and charters it to an operator. Investors benefit from depreciation allowances under Japanese tax law. A JOLCO, a Japanese operating lease with call option, gives the lessee the right to buy the vessel at defined dates, often after seven to ten years.",
            "Under IFRS 16, a sale-and-leaseback in which the transfer does not qualify as a sale under IFRS 15, as is usual where there is a purchase obligation, is accounted for as a financing: the ship stays on the seller's balance sheet and the proceeds are shown as a financial liability, so leasing does not remove debt from the accounts.",
          ),
        },
      },
    ],
  },
  {
    slug: "quarry-engineering-blasting-vibration-processing",
    discipline: "Quarry engineering",
    title: "Quarry Design and Operations",
    description:
      "Aggregate quarries win millions of tonnes of rock from benches that must be blasted safely, close to neighbours, and then processed to specification. Final-year and MSc students design a bench blast, predict ground vibration and air overpressure, size a crushing and screening circuit, and plan the restoration of the worked-out site.",
    level: "advanced",
    duration: "one semester, with a site visit",
    plantedGap: "restoration",
    modules: [
      {
        title: "Bench Blast Design",
        description:
          "We design a production blast from first principles, from hole diameter to powder factor, and check it against rules of thumb.",
        lesson: {
          title: "Burden, spacing, stemming and powder factor",
          html:
            p(
              "A bench blast breaks rock from a vertical or near-vertical face with a row, or several rows, of drilled holes charged with explosive. The key geometric parameters are the burden B, the distance from the holes to the free face; the spacing S, the distance between holes in a row; the bench height H; the subdrill J, the depth drilled below the floor level to avoid leaving humps called toes; and the stemming T, the uncharged top section filled with crushed stone to confine the gases. Rules of thumb derived from Langefors and Kihlström and later authors give starting values, which are then adjusted from experience and from surveys of the face.",
            ) +
            "<ul><li>burden B ≈ 25 to 40 times the hole diameter, lower for strong rock;</li><li>spacing S ≈ 1.0 to 1.25 B;</li><li>subdrill J ≈ 0.3 B;</li><li>stemming T ≈ 0.7 to 1.0 B;</li><li>bench height H at least 2.5 to 3 B for good fragmentation.</li></ul>" +
            p(
              "A worked example: a limestone quarry drills 110 mm holes on a 15 m bench, with B = 3.5 m (about 32 hole diameters), S = 4.0 m, J = 1.0 m and T = 3.0 m. The charged length is H + J − T = 13 m. Bulk ANFO at a density of 0.85 t/m³ loads at π × 0.055² × 850 ≈ 8.1 kg per metre, so each hole takes about 105 kg. Each hole breaks B × S × H = 3.5 × 4.0 × 15 = 210 m³, or about 550 t at a density of 2.6 t/m³. The powder factor is 105 / 210 = 0.50 kg/m³, or about 0.19 kg/t, within the typical range for hard limestone.",
              "Before each blast, the face is surveyed with a laser profiler or drone photogrammetry, because the burden on the front row varies with the shape of the face. Too little burden risks flyrock, rock thrown far beyond the blast area; too much gives poor fragmentation and a hard toe. Holes are drilled with a measured inclination, usually 5 to 10 degrees from vertical, and their actual deviation is measured before charging. A shotfirer records the design and the as-loaded charges in a blast specification, as required in the UK by the Quarries Regulations 1999.",
            ),
        },
      },
      {
        title: "Ground Vibration and Air Overpressure",
        description:
          "Blasting near houses is limited more by the neighbours' tolerance than by structural damage, and we learn to predict and control both.",
        lesson: {
          title: "Scaled distance, site laws and limits",
          html: p(
            "Part of the energy of a blast travels through the ground as elastic waves, measured at a receiver as peak particle velocity (PPV) in millimetres per second. For a given site, PPV is predicted from the scaled distance SD = D / √Q, where D is the distance from blast to receiver in metres and Q is the maximum instantaneous charge (MIC), the largest mass of explosive detonated within a short interval, commonly taken as 8 milliseconds. The site law has the form PPV = K × SD<sup>−β</sup>, with constants K and β fitted by regression to monitored blasts at that site, and a prediction is normally made at the 95% confidence level rather than the mean.",
            "Using generic constants K = 1,140 and β = 1.6, a house 300 m from a blast with MIC 105 kg has SD = 300 / √105 ≈ 29.3, and a predicted PPV of 1,140 × 29.3<sup>−1.6</sup> ≈ 5.1 mm/s. If the site limit is 6 mm/s, the blast is acceptable, but firing two holes on the same delay would double Q to 210 kg, lower SD to about 20.7 and raise PPV to about 9 mm/s. Splitting the charge within each hole with two detonators on separate delays, known as decking, halves Q instead.",
            "Limits are set by planning conditions. In England, national planning guidance suggests that quarry blasting vibration should not exceed 6 to 10 mm/s at the 95% confidence level at nearby dwellings. These values are set by human perception and complaint, not by damage: British Standard BS 7385-2 gives guide values for cosmetic damage to light-framed buildings of 15 mm/s at 4 Hz rising to 20 mm/s at 15 Hz and 50 mm/s above 40 Hz.",
            "Air overpressure is the pressure wave transmitted through the air, measured in linear decibels, dB(L), without the A-weighting used for noise. It is increased by inadequate stemming, exposed detonating cord and faces oriented toward receivers, and is strongly affected by weather: temperature inversions and wind can focus it at distances of several kilometres. Good practice is to avoid blasting in inversions and to monitor every blast at the nearest sensitive property.",
          ),
        },
      },
      {
        title: "Crushing and Screening",
        description:
          "Blasted rock is reduced and sorted into saleable sizes in a circuit whose stages have to be matched to each other.",
        lesson: {
          title: "Reduction ratios, closed-side settings and product specifications",
          html: p(
            "Blasted rock, with lumps up to about a metre across, must be crushed and screened into products such as 40 mm, 20 mm and 10 mm single-sized aggregates, graded sub-base and crushed rock fines. Because each crusher type works efficiently only over a limited range of size reduction, plants are built in stages. The reduction ratio of a crusher is the ratio of feed size to product size, often expressed as F80 / P80, the sizes through which 80% of feed and product pass.",
            "The primary crusher is usually a jaw crusher, with a reduction ratio of about 6:1, or for very high outputs a gyratory crusher. Its closed-side setting (CSS), the smallest gap between the jaws during the crushing stroke, controls the product size. With a maximum feed of 800 mm and a CSS of 150 mm, a jaw crusher produces a product with a top size of about 1.5 times the CSS, roughly 225 mm. Secondary and tertiary stages use cone crushers, which apply compression in a confined chamber and produce more cubical particles with ratios of 3:1 to 5:1, or vertical shaft impactors, which throw rock against anvils or a rock lining and are favoured for manufactured sand.",
            "Screens, usually inclined vibrating decks with two or three layers of mesh, separate the crusher products. In a closed circuit, oversize from a screen is returned to the crusher that fed it, giving close control of top size; the returning flow is the circulating load, which can exceed 100% of new feed and must be allowed for when sizing both crusher and screen. Fines are often removed before the primary crusher by a vibrating grizzly feeder, both to save capacity and to take out clay-rich scalpings that would contaminate products.",
            "Products are sold against European standards adopted in the UK: BS EN 12620 for aggregates for concrete, BS EN 13043 for asphalt and surface treatments, and BS EN 13242 for unbound and hydraulically bound materials. Tests for grading, flakiness index, Los Angeles abrasion and water absorption are made at set frequencies under a factory production control system.",
          ),
        },
      },
    ],
  },
  {
    slug: "forensic-linguistics-authorship-confessions-cautions",
    discipline: "Forensic linguistics",
    title: "Language as Evidence",
    description:
      "Texts and talk are increasingly central to criminal cases, from threatening letters to disputed police records. At honours level, this option studies authorship analysis and stylometry, the linguistic analysis of disputed confessions, the comprehension of police cautions and rights, and forensic speaker comparison from recorded voices.",
    level: "advanced",
    duration: "one semester (seminar and project)",
    plantedGap: "speaker comparison",
    modules: [
      {
        title: "Authorship Analysis",
        description:
          "Who wrote this text? Stylistic and statistical approaches answer the question in different ways, with different strengths in court.",
        lesson: {
          title: "Idiolect, style markers and Burrows's Delta",
          html: p(
            "Authorship analysis rests on the idea that every writer has an idiolect, a distinctive and relatively consistent way of using the language. Forensic linguists usually face a closed-set problem: a disputed text and a small number of suspects, each with known writings for comparison. The analysis then asks which candidate's habits the disputed text most resembles, and how strongly.",
            "Two broad approaches exist. The stylistic approach identifies markers that are consistent in a candidate's known texts and distinctive against a reference population, such as unusual spellings, punctuation habits, or idioms. In the Unabomber case of the 1990s, the phrase 'you can't eat your cake and have it too' in the bomber's manifesto, with its uncommon word order, was one of several features that linked it to letters by Ted Kaczynski. In the British case of Jenny Nicholl, murdered in 2005, Malcolm Coulthard compared text messages sent from her phone after her disappearance with her own earlier messages and those of the suspect, David Hodgson; consistent differences in spelling and abbreviation choices helped show the later messages were unlikely to be hers, and Hodgson was convicted in 2008.",
            "The statistical or stylometric approach counts features across whole texts. Frederick Mosteller and David Wallace (1964) used the rates of function words such as <i>upon</i>, <i>while</i> and <i>whilst</i> to attribute the disputed <i>Federalist</i> papers to James Madison rather than Alexander Hamilton. John Burrows's Delta (2002) generalises the idea: take the most frequent words in the corpus, convert each text's rate for each word into a z-score against the corpus mean and standard deviation, and compute Delta as the mean absolute difference of z-scores between the disputed text and each candidate. The smallest Delta indicates the closest style.",
            "Stylometry performs well on long literary texts but is much less reliable on the short texts typical of casework, such as text messages of a few hundred words. Courts therefore expect a clear statement of method, known error rates where available, and conclusions expressed on a scale of support rather than as identification.",
          ),
        },
      },
      {
        title: "Disputed Confessions",
        description:
          "Police records of what a suspect said have been challenged on linguistic grounds, most famously in the Derek Bentley case.",
        lesson: {
          title: "Register, 'then' and the Bentley appeal",
          html: p(
            "Before the Police and Criminal Evidence Act 1984 (PACE) required tape recording of interviews in England and Wales, confessions were typically written down by officers and signed by the suspect. Defendants sometimes claimed that parts of these statements were invented or reshaped by police. A linguist can test such claims by asking whether the language of the statement is consistent with the claimed speaker and the claimed process of production.",
            "The best-known analysis concerns Derek Bentley, hanged in 1953 for the murder of a police officer shot by his companion Christopher Craig during a break-in in Croydon in 1952. Bentley, who had a very low measured IQ and limited literacy, had signed a statement said to be his own spontaneous words, taken down verbatim. Malcolm Coulthard examined it for the 1998 appeal. He found that the word <i>then</i> appeared far more often than in ordinary witness statements and that it frequently occurred after the subject, as in 'Chris then jumped over', a pattern typical of police officers' written register rather than of everyday speech. He also found negative sentences reporting what Bentley did not know or did not do, which make sense as answers to unrecorded questions rather than as monologue. Both features supported the claim that the statement was produced through question and answer and edited into narrative form.",
            "The Court of Appeal quashed Bentley's conviction in 1998. Its main grounds were the trial judge's unfair summing-up, but the linguistic evidence formed part of the case that the statement could not be relied on as presented.",
            "Methodologically, the case illustrates two principles of forensic text analysis: a reference corpus is needed to decide whether a feature is unusual, and an alternative account of how a text came to be written must be tested against its linguistic detail. Similar analyses contributed to other appeals in the 1990s, though the spread of recorded interviews has made them rarer.",
          ),
        },
      },
      {
        title: "Cautions, Rights and Understanding",
        description:
          "Suspects are told their rights in a few formal sentences; research asks whether they actually understand them.",
        lesson: {
          title: "The police caution and the comprehension of rights",
          html:
            p(
              "In England and Wales, a person arrested or interviewed under caution must be told, in the words of PACE Code C: 'You do not have to say anything. But it may harm your defence if you do not mention when questioned something which you later rely on in court. Anything you do say may be given in evidence.' The wording dates from the Criminal Justice and Public Order Act 1994, which allowed courts to draw inferences from a suspect's silence. In the United States, the equivalent warnings follow <i>Miranda v. Arizona</i> (1966), though their exact wording varies between jurisdictions.",
              "The second sentence of the English caution has been the focus of research. It combines a conditional, a negative, a modal of possibility and a relative clause about future events, and it assumes knowledge of what a 'defence' is and how courts use evidence. Studies by Gisli Gudjonsson and Isabel Clare in the 1990s found that many adults, and especially those with low verbal ability, could not explain its meaning, and Frances Rock's study of custody suites (<i>Communicating Rights</i>, 2007) showed officers paraphrasing it in ways that sometimes changed its meaning.",
            ) +
            "<ul><li><b>Lexical difficulty:</b> words such as 'harm', 'defence' and 'rely on' have legal senses unfamiliar to many suspects.</li><li><b>Syntactic load:</b> embedding and negation increase the memory demands of processing.</li><li><b>Delivery:</b> the caution is often spoken quickly, once, in a stressful setting.</li><li><b>Checking:</b> asking 'Do you understand?' tends to elicit 'yes' regardless of comprehension.</li></ul>" +
            p(
              "Linguists have proposed remedies: explaining each sentence separately, asking the suspect to explain it back in their own words, and providing written versions in plain language and in translation. Code C requires that where a person does not appear to understand, the officer should explain the caution in their own words. For vulnerable suspects, an appropriate adult must be present, and for those who do not speak English an interpreter is required.",
            ),
        },
      },
    ],
  },
];
