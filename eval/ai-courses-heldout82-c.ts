/** Eighty-second held-out evaluation courses, advanced level; see ai-courses-heldout82.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT82_C: EvalCourse[] = [
  {
    slug: "isotope-geochemistry-radiogenic-and-stable-isotope-tracers",
    discipline: "Isotope geochemistry",
    title: "Isotope Geochemistry: Radiogenic and Stable Isotope Tracers",
    description:
      "Calculate isochron ages and initial ratios; trace mantle and crustal sources with strontium and neodymium isotopes; model equilibrium and Rayleigh fractionation of oxygen and hydrogen isotopes; and assess clumped isotope thermometry. A postgraduate course for geoscientists who generate or interpret isotope data.",
    level: "advanced",
    duration: "one term (ten weeks, a two-hour lecture and a problem class each week)",
    plantedGap: "clumped isotope thermometry",
    modules: [
      {
        title: "Decay, Isochrons and Initial Ratios",
        description:
          "The decay equation, the Rb-Sr and Sm-Nd isochron methods, and the statistics used to judge whether an isochron is an age.",
        lesson: {
          title: "Dating with isochrons",
          html: p(
            "Radioactive decay is first-order: the number of parent atoms N falls as N = N₀e^(−λt), where λ is the decay constant and the half-life is ln 2 ÷ λ. Because only present-day amounts can be measured, the useful form is D = D₀ + N(e^(λt) − 1): today's daughter equals the initial daughter plus that produced from today's parent. Dividing by a stable, non-radiogenic isotope of the daughter element turns amounts into ratios, which mass spectrometers measure far more precisely.",
            "For the rubidium-strontium system, 87Rb decays by beta emission to 87Sr with λ = 1.3972 × 10⁻¹¹ per year (Villa and colleagues, 2015), a half-life of about 49.6 billion years. Normalising to 86Sr gives (87Sr/86Sr)now = (87Sr/86Sr)₀ + (87Rb/86Sr)(e^(λt) − 1). This is a straight line, y = c + mx: samples formed at the same time from one reservoir share an initial ratio but differ in Rb/Sr, so they define a line whose intercept is the initial ratio and whose slope m is e^(λt) − 1. Hence t = ln(1 + m) ÷ λ.",
            "Worked example: minerals and whole-rock samples from a granite define a slope of 0.0142 and an intercept of 0.7105. Then t = ln(1.0142) ÷ (1.3972 × 10⁻¹¹) = 0.01410 ÷ (1.3972 × 10⁻¹¹), about 1.01 billion years. The high initial ratio, well above the 0.702 to 0.704 of mantle-derived magmas, points to melting of older continental crust.",
            "In the samarium-neodymium system, 147Sm alpha-decays to 143Nd with λ = 6.54 × 10⁻¹² per year, normalised to 144Nd. Both are rare earth elements, so Sm/Nd varies far less than Rb/Sr, and isochrons often pair high-Sm/Nd garnet with low-Sm/Nd phases such as plagioclase. In return, the rare earths are much less mobile than rubidium during alteration and metamorphism, suiting Sm-Nd to mafic, ultramafic and very old rocks.",
            "An isochron is an age only if the samples were cogenetic, shared one initial ratio, stayed closed and span enough range in parent-daughter ratio. Data are fitted by York regression, which handles correlated errors in both coordinates. The mean square of weighted deviates (MSWD) should be near 1 if scatter is purely analytical; much higher values indicate geological scatter, and the line is an 'errorchron'. Mineral isochrons in slowly cooled rocks record cooling through closure temperatures, around 300 °C for Rb-Sr in biotite, not crystallisation.",
          ),
        },
      },
      {
        title: "Strontium and Neodymium Isotopes as Source Tracers",
        description:
          "Epsilon notation, how melting creates distinct mantle and crustal reservoirs, and mixing and contamination calculations.",
        lesson: {
          title: "Reading the mantle array",
          html: p(
            "Neodymium isotope ratios vary only in the fourth or fifth decimal place, so they are expressed in epsilon units: εNd = [(143Nd/144Nd)sample ÷ (143Nd/144Nd)CHUR − 1] × 10⁴. CHUR, the chondritic uniform reservoir, stands for the bulk Earth; widely used values (Bouvier and colleagues, 2008) are 143Nd/144Nd = 0.512630 and 147Sm/144Nd = 0.1960 today.",
            "The tracer power comes from partial melting. Nd is more incompatible than Sm, so mantle melts have lower Sm/Nd than their source and the residue higher. Over billions of years the depleted mantle therefore developed more radiogenic Nd than CHUR, and mid-ocean ridge basalts (MORB) typically have εNd around +8 to +12. Continental crust, built from those melts, has low Sm/Nd and evolves to strongly negative εNd, often −10 to −20 in old cratons. Rb is more incompatible than Sr, so the effect is reversed for Sr: MORB have 87Sr/86Sr of about 0.7025 to 0.7030, while old upper crust commonly exceeds 0.710. Oceanic basalts thus define a negative correlation, the 'mantle array', between εNd and 87Sr/86Sr. Zindler and Hart (1986) explained the spread of ocean-island basalts with end-members: depleted MORB mantle (DMM), HIMU (high 238U/204Pb) and the enriched mantles EM1 and EM2, often linked to recycled crust and sediment.",
            "Mixing is not linear in isotope ratio; it is weighted by element concentration. For a mixture containing a fraction f of component A, R_mix = [f·C_A·R_A + (1 − f)·C_B·R_B] ÷ [f·C_A + (1 − f)·C_B], where C is the Sr concentration and R the isotope ratio. Suppose a basalt magma with 150 ppm Sr and 87Sr/86Sr = 0.7030 assimilates 10 per cent of crust with 300 ppm Sr and a ratio of 0.7200. The numerator is 0.1 × 300 × 0.7200 + 0.9 × 150 × 0.7030 = 21.60 + 94.905 = 116.505; the denominator is 30 + 135 = 165; so R_mix = 0.7061. Ten per cent of crust has moved the ratio 18 per cent of the way towards the crustal value, because the crust carries twice as much Sr.",
            "On a plot of εNd against 87Sr/86Sr, two-component mixtures form hyperbolae whose curvature depends on the end-members' Sr/Nd ratios; the line is straight only when those are equal. Because real magmas assimilate crust while crystallising, DePaolo's (1981) assimilation-fractional crystallisation (AFC) equations usually fit such data better than simple mixing.",
          ),
        },
      },
      {
        title: "Stable Isotope Fractionation",
        description:
          "Delta notation and reference scales, equilibrium fractionation and temperature, and Rayleigh distillation in the water cycle.",
        lesson: {
          title: "Fractionation of oxygen and hydrogen isotopes",
          html: p(
            "Stable isotope ratios vary because physical and chemical processes fractionate isotopes of different mass. About 0.2 per cent of oxygen is 18O, and small differences are reported in delta notation: δ18O = (R_sample ÷ R_standard − 1) × 1,000, in per mil (‰), where R is 18O/16O. Waters and silicates are reported against Vienna Standard Mean Ocean Water (VSMOW), carbonates often against Vienna Pee Dee Belemnite (VPDB). The conversion is δ18O(VSMOW) = 1.03091 × δ18O(VPDB) + 30.91.",
            "The fractionation factor between two phases A and B is α = R_A ÷ R_B, and because α is close to 1, 1,000 ln α is approximately δA − δB. Equilibrium fractionation arises from vibrational energy differences between heavy and light isotopologues, so it shrinks as temperature rises, varying roughly with 1/T² at high temperature. For calcite precipitating from water, Kim and O'Neil (1997) give 1,000 ln α = 18.03 × (10³ ÷ T) − 32.42, with T in kelvin. At 25 °C (298.15 K), 10³ ÷ T = 3.354, so 1,000 ln α = 60.47 − 32.42 = 28.05‰: calcite is about 28‰ heavier than the water it grows from. The slope is about −0.2‰ per degree, so 1‰ in calcite records roughly 5 °C, provided the water composition is known, the method's chief weakness.",
            "Rayleigh distillation describes progressive removal of a phase in equilibrium with a shrinking reservoir: R ÷ R₀ = f^(α − 1), where f is the fraction of the reservoir remaining. Consider an air mass whose vapour starts at δ18O = −12‰ and rains out as it moves inland, with α(liquid-vapour) = 1.0098 near 20 °C. When half the vapour remains, f^(α − 1) = 0.5^0.0098 = 0.99323, so δ18O of the vapour = (−12 + 1,000) × 0.99323 − 1,000 = −18.7‰. Rain forming in equilibrium with it is about 9.8‰ heavier, near −8.9‰. Continued rainout drives both lower, producing the continental, altitude and latitude effects; Dansgaard (1964) found mean annual δ18O of precipitation falling about 0.7‰ per °C of mean temperature in mid and high latitudes.",
            "Hydrogen fractionates far more strongly. Craig (1961) showed that meteoric waters follow the global meteoric water line, δD = 8 × δ18O + 10. The deuterium excess, d = δD − 8 × δ18O, records kinetic fractionation during evaporation, when diffusion favours light molecules, and so reflects humidity in the moisture source.",
          ),
        },
      },
    ],
  },
  {
    slug: "benign-gynaecology-for-specialty-trainees",
    discipline: "Gynaecology",
    title: "Benign Gynaecology for Specialty Trainees",
    description:
      "Heavy menstrual bleeding, endometriosis and the incidental ovarian cyst fill a large share of every general gynaecology clinic. Case-based sessions for specialty trainees cover abnormal uterine bleeding classified by PALM-COEIN, the diagnosis and staged management of endometriosis, risk assessment of adnexal masses with IOTA rules and the RMI, and pelvic organ prolapse.",
    level: "advanced",
    duration: "twelve weeks (a weekly case-based tutorial alongside clinic attachments)",
    plantedGap: "pelvic organ prolapse",
    modules: [
      {
        title: "Abnormal Uterine Bleeding: PALM-COEIN in Practice",
        description:
          "Classifying, investigating and treating heavy and irregular bleeding in line with FIGO and NICE guidance.",
        lesson: {
          title: "Assessing and managing heavy menstrual bleeding",
          html:
            p(
              "The FIGO classification of abnormal uterine bleeding in the reproductive years, published in 2011 and revised in 2018, replaced vague terms such as menorrhagia and dysfunctional bleeding with a structured list. PALM describes structural causes that can be seen on imaging or histology: polyp, adenomyosis, leiomyoma and malignancy or hyperplasia. COEIN describes non-structural causes: coagulopathy, ovulatory dysfunction, endometrial disorders, iatrogenic causes and those not otherwise classified. A patient may have more than one, and an incidental intramural fibroid does not prove that it causes her bleeding.",
              "NICE guideline NG88 (2018) defines heavy menstrual bleeding by its effect on quality of life, not by the research threshold of 80 mL per cycle, which is rarely measured. History should establish the pattern, any intermenstrual or postcoital bleeding, pressure symptoms, and risk factors for endometrial pathology. Investigations follow from that history:",
            ) +
            "<ul><li>Full blood count for every woman with heavy bleeding; ferritin is not routine.</li><li>Testing for coagulation disorders, such as von Willebrand disease, when heavy bleeding dates from menarche or there is a personal or family history of bleeding.</li><li>Outpatient hysteroscopy when submucosal fibroids, polyps or endometrial pathology are suspected, with biopsy if there are risk factors such as persistent intermenstrual bleeding, obesity, polycystic ovary syndrome, tamoxifen use or failed treatment.</li><li>Pelvic ultrasound when the uterus is palpable abdominally, large fibroids are suspected, or symptoms suggest adenomyosis.</li></ul>" +
            p(
              "For women with no identified pathology, fibroids under 3 cm that do not distort the cavity, or adenomyosis, the 52 mg levonorgestrel-releasing intrauterine system is first-line, reducing measured blood loss by more than 90 per cent within a year of insertion. If it is declined or unsuitable, tranexamic acid (1 g three times daily for up to four days from the start of bleeding) reduces loss by roughly 40 to 50 per cent, NSAIDs such as mefenamic acid by about 25 per cent, and combined hormonal contraception or cyclical oral progestogens are alternatives.",
              "Where medical treatment fails or fibroids are larger, options include second-generation endometrial ablation (in women who have completed childbearing and with a cavity of suitable size and shape), uterine artery embolisation, myomectomy and hysterectomy. GnRH analogues shrink fibroids before surgery but cause menopausal effects. Ulipristal acetate 5 mg is now restricted by the MHRA, after reports of serious liver injury, to premenopausal women for whom embolisation or surgery is unsuitable or has failed.",
            ),
        },
      },
      {
        title: "Endometriosis: From Symptoms to Surgery",
        description:
          "Clinical and imaging diagnosis, classification systems, hormonal treatment and the place of surgery.",
        lesson: {
          title: "Diagnosing and treating endometriosis",
          html: p(
            "Endometriosis, the presence of endometrium-like tissue outside the uterus, affects around one in ten women of reproductive age. It causes dysmenorrhoea, deep dyspareunia, chronic pelvic pain, cyclical bowel or bladder symptoms such as dyschezia and dysuria, and subfertility. In the UK the average time from first symptoms to diagnosis has been estimated at around eight years, and shortening that delay is a central aim of current guidance.",
            "Diagnosis no longer depends on laparoscopy. The ESHRE guideline of 2022 recommends that imaging, meaning transvaginal ultrasound and MRI, be used to diagnose endometriosis, and that laparoscopy be reserved for women with negative imaging in whom empirical treatment has failed or is inappropriate. NICE NG73 similarly recommends transvaginal ultrasound and, where deep disease involving bowel, bladder or ureter is suspected, MRI interpreted by someone with expertise. An endometrioma typically appears as a unilocular cyst with homogeneous low-level 'ground-glass' echoes. Normal imaging does not exclude superficial peritoneal disease, and a clinical diagnosis allows treatment to start.",
            "Several classification systems exist, each with a different purpose. The revised American Society for Reproductive Medicine (rASRM) stages I to IV score peritoneal and ovarian disease and adhesions but correlate poorly with symptoms. The #Enzian system (2021) describes deep disease compartment by compartment and can be applied at imaging or surgery. The Endometriosis Fertility Index predicts the chance of natural conception after surgical staging.",
            "First-line medical management combines analgesia, such as a short trial of NSAIDs, with hormonal suppression: the combined oral contraceptive, often taken continuously, or a progestogen such as desogestrel, dienogest or the levonorgestrel intrauterine system. Second-line options are GnRH agonists or oral GnRH antagonists, such as relugolix combination therapy, with add-back hormone therapy to protect bone density.",
            "Surgery treats symptoms and can improve fertility. Peritoneal lesions may be excised or ablated. For endometriomas, cystectomy reduces recurrence and pain more than drainage and coagulation, but it removes healthy ovarian tissue and lowers anti-Müllerian hormone, so ovarian reserve must be discussed before surgery, especially with bilateral cysts. Deep endometriosis involving the bowel, bladder or ureter should be managed in a specialist centre with a multidisciplinary team, in the UK a BSGE-accredited centre. Recurrence is common, affecting up to half of women within five years, and postoperative hormonal suppression in women not seeking pregnancy lowers that risk.",
          ),
        },
      },
      {
        title: "The Adnexal Mass",
        description:
          "Risk-stratifying ovarian masses in pre- and postmenopausal women with the RMI, IOTA simple rules and related models.",
        lesson: {
          title: "Is this ovarian mass benign?",
          html:
            p(
              "Most adnexal masses are benign, especially before the menopause; the task is to find the few needing referral to a gynaecological oncology team. The Risk of Malignancy Index (RMI I) multiplies an ultrasound score U, menopausal status M and serum CA-125 (U/mL). One point is given for each of five ultrasound features (multilocular cyst, solid areas, bilateral lesions, ascites, intra-abdominal metastases); U is 0 for none, 1 for one feature and 3 for two or more. M is 1 before the menopause and 3 after. For postmenopausal women RCOG green-top guideline 34 recommends referral at an RMI of 200 or more; NICE CG122 uses 250.",
              "Worked example: a 62-year-old has bilateral multilocular cysts (two features, so U = 3), M = 3 and CA-125 of 45 U/mL. RMI = 3 × 3 × 45 = 405, well above either threshold, so she needs referral. A postmenopausal woman with a simple, unilateral, unilocular cyst under 5 cm and a normal CA-125 can be managed conservatively, with repeat ultrasound and CA-125 in four to six months and discharge if the cyst is unchanged or smaller after a year.",
              "Before the menopause, CA-125 is raised by endometriosis, fibroids, infection and menstruation, so it is not needed when ultrasound shows a simple cyst (RCOG green-top guideline 62). Women under 40 with a complex mass should have lactate dehydrogenase, alpha-fetoprotein and hCG measured to screen for germ cell tumours. Simple cysts under 50 mm are usually functional and need no follow-up; those of 50 to 70 mm merit yearly ultrasound; larger ones may need MRI or surgery.",
              "The International Ovarian Tumor Analysis (IOTA) simple rules classify a mass from ultrasound features alone:",
            ) +
            "<table><tr><th>Benign (B) features</th><th>Malignant (M) features</th></tr><tr><td>Unilocular cyst</td><td>Irregular solid tumour</td></tr><tr><td>Solid components, largest under 7 mm</td><td>Ascites</td></tr><tr><td>Acoustic shadows</td><td>At least four papillary structures</td></tr><tr><td>Smooth multilocular tumour under 100 mm</td><td>Irregular multilocular solid tumour of 100 mm or more</td></tr><tr><td>No blood flow (colour score 1)</td><td>Very strong blood flow (colour score 4)</td></tr></table>" +
            p(
              "A mass with only M features is classed as malignant and one with only B features as benign. If both or neither apply, in about one mass in five, the result is inconclusive and needs an expert sonographer or the IOTA ADNEX model, which combines clinical and ultrasound variables to estimate the risk of each tumour type.",
            ),
        },
      },
    ],
  },
  {
    slug: "leveraged-finance-structuring-and-documenting-buyout-debt",
    discipline: "Leveraged finance",
    title: "Leveraged Finance: Structuring and Documenting Buyout Debt",
    description:
      "Leveraged buyouts are typically funded with debt of five or six times the target's earnings, and the terms of that debt decide who controls the company if the plan goes wrong. Participants size debt capacity and build sources and uses; compare term loans, high-yield bonds and unitranche facilities; dissect covenants and EBITDA adjustments; trace intercreditor priorities into restructuring; and walk through the credit rating process.",
    level: "advanced",
    duration: "two weeks full-time (an executive programme of ten case-based days)",
    plantedGap: "credit rating process",
    modules: [
      {
        title: "Debt Capacity and Capital Structure",
        description:
          "Sizing buyout debt from earnings and cash flow, choosing instruments, and building a sources and uses table.",
        lesson: {
          title: "How much can the company borrow?",
          html:
            p(
              "In a leveraged buyout a financial sponsor acquires a company with its own equity plus debt secured on the target's assets and repaid from its cash flows. Debt capacity is judged mainly by total debt to EBITDA, interest cover (EBITDA divided by cash interest) and the ability of free cash flow to repay debt. The US banking regulators' Interagency Guidance on Leveraged Lending (2013) signalled that total leverage above 6 times EBITDA raises concerns for most industries, and since the early 2010s sponsors have typically contributed 40 to 50 per cent of the purchase price as equity.",
              "A revolving credit facility provides liquidity for working capital. A term loan A, usually held by banks, amortises substantially over five or six years. A term loan B, sold to institutional investors such as collateralised loan obligations (CLOs), usually runs seven years with 1 per cent annual amortisation and a bullet at maturity. High-yield bonds, often eight-year notes that cannot be redeemed in the first three years without a premium, offer fixed coupons and lighter covenants. Second-lien loans share the collateral but rank behind the first lien. Unitranche facilities from direct lenders replace the senior and junior layers with one loan at a blended price, trading higher cost for speed and certainty.",
              "Worked example: a sponsor buys a business with EBITDA of £50 million at 10 times EBITDA, paying £500 million, plus £20 million of fees.",
            ) +
            "<table><tr><th>Uses</th><th>£m</th><th>Sources</th><th>£m</th><th>× EBITDA</th></tr><tr><td>Purchase of equity and refinancing</td><td>500</td><td>Term loan B</td><td>200</td><td>4.0</td></tr><tr><td>Fees and expenses</td><td>20</td><td>Second-lien loan</td><td>75</td><td>1.5</td></tr><tr><td></td><td></td><td>Sponsor equity</td><td>245</td><td></td></tr><tr><td>Total</td><td>520</td><td>Total</td><td>520</td><td>5.5 debt</td></tr></table>" +
            p(
              "With a reference rate of 4 per cent, a term loan margin of 4.00 per cent and a second-lien margin of 7.50 per cent, annual cash interest is 8.0 per cent of £200 million (£16.0 million) plus 11.5 per cent of £75 million (£8.6 million), about £24.6 million. Interest cover is about 2.0 times, leaving little room if EBITDA falls. Free cash flow after capital expenditure of £10 million, tax of £5 million, interest and £2 million of working capital growth is about £8 million a year, so the business would repay only around 3 per cent of its debt annually. The sponsor's return therefore depends mainly on EBITDA growth and the exit multiple, and the lenders' protection on the documentation.",
            ),
        },
      },
      {
        title: "Covenants and EBITDA Adjustments",
        description:
          "Maintenance and incurrence covenants, covenant-lite terms, baskets, adjusted EBITDA and the liability-management transactions they permit.",
        lesson: {
          title: "What the covenants really protect",
          html: p(
            "Financial covenants come in two kinds. A maintenance covenant is tested every quarter, whatever the borrower does: for example, net leverage must not exceed 5.5 times, stepping down over the life of the loan. Breach gives lenders an early seat at the table. An incurrence covenant is tested only when the borrower takes a specified action, such as borrowing more, paying a dividend or making an acquisition, and it blocks that action unless a ratio is met. High-yield bonds have always relied on incurrence covenants. Since the late 2010s around nine in ten US institutional term loans have been 'covenant-lite', with incurrence covenants only; the revolving facility often keeps a 'springing' maintenance covenant tested only when drawings exceed, say, 35 or 40 per cent of commitments.",
            "The ratios depend on how EBITDA is defined. Borrowers add back non-recurring costs and the projected 'run-rate' benefit of savings and synergies expected within, typically, 18 to 24 months. Suppose reported EBITDA is £50 million and add-backs are £12 million. With £300 million of debt, reported leverage is 6.0 times but covenant leverage is 300 ÷ 62, or 4.8 times. Lenders resist by capping add-backs, often at 20 to 25 per cent of EBITDA, and by shortening the realisation window.",
            "Permissions are granted through baskets: a general debt basket, a ratio basket allowing unlimited debt while leverage stays below a set level, and restricted-payment capacity, traditionally a builder basket of 50 per cent of consolidated net income. 'Grower' baskets set at the greater of a fixed sum and a percentage of EBITDA expand as the business grows. An equity cure lets the sponsor inject cash that is counted as EBITDA to fix a breach, usually limited in number.",
            "Loose drafting has enabled liability-management transactions that shift value away from existing lenders. In 2016 J.Crew used investment baskets to move valuable intellectual property into an unrestricted subsidiary outside the lenders' collateral; 'J.Crew blockers' followed in later documents. In 2020 Serta Simmons, with a majority of lenders, issued new super-priority debt and exchanged those lenders' loans into it, subordinating the minority. In December 2024 the US Court of Appeals for the Fifth Circuit held that the exchange was not an 'open market purchase' permitted by the credit agreement. Reading the pro rata sharing, amendment and unrestricted-subsidiary provisions is now as important as reading the ratios.",
          ),
        },
      },
      {
        title: "Intercreditor Priorities and Restructuring",
        description:
          "Subordination, intercreditor terms and enforcement, and how recoveries are divided when a borrower is in distress.",
        lesson: {
          title: "Who gets paid first?",
          html: p(
            "Priority among lenders arises in three ways. Structural subordination results from the group's shape: holding-company creditors rank behind creditors of the operating subsidiaries, whose assets they reach only through the shares. Lien subordination means that two lenders share the same collateral but, under an intercreditor agreement, the first lien is paid from its proceeds before the second. Payment subordination, typical of mezzanine debt, subordinates the right to be paid at all until senior debt is discharged.",
            "Intercreditor agreements govern what junior creditors may do when things go wrong. Under the Loan Market Association's form, mezzanine lenders face standstill periods before enforcing, commonly 90 days after a payment default, 120 after a financial covenant breach and 150 after other defaults, leaving senior lenders in control of timing. Distressed disposal provisions allow the senior agent, on enforcement, to sell the group and release junior debt and guarantees, provided fair-value protections, such as an auction or independent valuation, are met. US first-lien and second-lien agreements similarly make second-lien lenders 'silent' on collateral matters during a standstill.",
            "Recoveries follow priority. If a group with £300 million of first-lien and £100 million of second-lien debt is worth £260 million in restructuring, first-lien lenders recover 260 ÷ 300, about 87 per cent, and the second lien and equity recover nothing, unless they are given value to secure their cooperation. Long-run studies of defaults put average ultimate recoveries on first-lien loans at around three-quarters of par and on unsecured bonds at well under half.",
            "In US Chapter 11, a plan can be confirmed over a dissenting class only if it satisfies the absolute priority rule in section 1129(b): no junior class receives anything unless the dissenting senior class is paid in full. In England and Wales, schemes of arrangement under Part 26 of the Companies Act 2006 need 75 per cent by value and a majority in number of each class voting. The restructuring plan under Part 26A, introduced in 2020, removes the numerosity test and allows cross-class cram-down, provided that dissenting classes are no worse off than in the relevant alternative and that a class with a genuine economic interest in that alternative has voted in favour. In Adler Group (2024) the Court of Appeal held that a plan departing from equal treatment of same-ranking creditors needs proper justification, limiting cram-down as a tool for redistributing value.",
          ),
        },
      },
    ],
  },
  {
    slug: "legal-ethics-confidentiality-conflicts-and-candor",
    discipline: "Legal ethics",
    title: "Legal Ethics: Confidentiality, Conflicts and Candor",
    description:
      "A client admits to a past fraud; a former client of your firm becomes the opposing party; a witness you called has just lied on the stand. Working from the ABA Model Rules of Professional Conduct and leading cases, the seminar examines confidentiality and its exceptions, concurrent and former-client conflicts, imputation and screening, the duty of candor to the tribunal, and lawyer advertising.",
    level: "advanced",
    duration: "one semester (fourteen weekly two-hour seminars)",
    plantedGap: "lawyer advertising",
    modules: [
      {
        title: "Confidentiality and Its Exceptions",
        description:
          "Model Rule 1.6 compared with privilege and work product, and the circumstances in which a lawyer may reveal client information.",
        lesson: {
          title: "Rule 1.6 and the limits of silence",
          html:
            p(
              "Three distinct doctrines protect client information, and students often blur them. The attorney-client privilege is an evidentiary rule: it prevents compelled disclosure of confidential communications between lawyer and client made for the purpose of obtaining legal advice, and in Upjohn Co. v. United States (1981) the Supreme Court extended it to communications with a corporation's employees beyond its control group. The work-product doctrine, recognised in Hickman v. Taylor (1947), protects materials prepared in anticipation of litigation. The ethical duty of confidentiality in Model Rule 1.6 is far broader than either: it covers all 'information relating to the representation of a client', whatever its source, and applies outside court as well as in it.",
              "Rule 1.6(b) permits, but does not require, disclosure to the extent the lawyer reasonably believes necessary:",
            ) +
            "<ol><li>to prevent reasonably certain death or substantial bodily harm;</li><li>to prevent the client from committing a crime or fraud reasonably certain to cause substantial financial injury, in furtherance of which the client has used the lawyer's services;</li><li>to prevent, mitigate or rectify such injury;</li><li>to secure legal advice about the lawyer's own compliance with the Rules;</li><li>to establish a claim or defense in a controversy between lawyer and client, or to respond to allegations about the lawyer's conduct;</li><li>to comply with other law or a court order;</li><li>to detect and resolve conflicts arising from a lawyer's change of employment, provided the disclosure does not prejudice the client.</li></ol>" +
            p(
              "Exceptions 2 and 3 were added only in 2003, after corporate scandals, and state versions vary widely; some states make certain disclosures mandatory. Rule 1.6(c), added in 2012, requires reasonable efforts to prevent unauthorised access to client information, which now governs technology choices and data security.",
              "In Spaulding v. Zimmerman (Minnesota, 1962), defense counsel in a car-accident case learned from their doctor's examination that the minor plaintiff had a life-threatening aortic aneurysm his own doctors had missed, and settled without revealing it; the settlement was later vacated because the court approving it had not been told. Today Rule 1.6(b)(1) would permit disclosure. In People v. Belge (New York, 1975), lawyers learned from their client where he had hidden the bodies of two murder victims and kept silent; an indictment against one lawyer was dismissed, and the case remains the sharpest test of how far confidentiality should yield to the interests of victims' families.",
            ),
        },
      },
      {
        title: "Conflicts of Interest",
        description: "Concurrent and former-client conflicts, informed consent, imputation to the firm and screening.",
        lesson: {
          title: "Identifying and curing conflicts",
          html: p(
            "Model Rule 1.7 identifies two kinds of concurrent conflict. A conflict exists if the representation of one client will be directly adverse to another current client, or if there is a significant risk that the representation will be materially limited by the lawyer's duties to another client, a former client, a third person or the lawyer's own interests. Direct adversity is the clearer case: a lawyer may not sue a current client on behalf of another client, even in an unrelated matter, without consent. Material limitation is subtler, arising, for example, when a lawyer represents two co-defendants whose best defenses point at each other.",
            "Rule 1.7(b) allows representation despite a conflict only if four conditions are met: the lawyer reasonably believes they can provide competent and diligent representation to each affected client; the representation is not prohibited by law; it does not involve one client asserting a claim against another client represented by the lawyer in the same litigation; and each affected client gives informed consent, confirmed in writing. The first and third conditions make some conflicts non-consentable however willing the clients are.",
            "Former clients are protected by Rule 1.9. A lawyer may not represent another person in the same or a substantially related matter in which that person's interests are materially adverse to the former client, unless the former client gives informed, written consent. The substantial relationship test, traced to T.C. Theatre Corp. v. Warner Bros. Pictures (S.D.N.Y. 1953), asks whether the matters involve the same transaction or dispute, or whether confidential information normally obtained in the earlier matter would materially advance the new client's position. Nor can a firm turn a current client into a former one by dropping it 'like a hot potato', as Picker International v. Varian Associates (N.D. Ohio 1987) held.",
            "Under Rule 1.10, a conflict of one lawyer in a firm is generally imputed to all lawyers in it. Since 2009 the Model Rules have let a firm avoid imputing a lateral hire's former-client conflict by timely screening, apportioning no part of the fee to that lawyer, and written notice to the former client; several states still reject non-consensual screening. Separate rules cover former government lawyers (Rule 1.11), prospective clients (Rule 1.18) and the specific prohibitions of Rule 1.8, such as business deals with clients, soliciting gifts, literary rights and aggregate settlements.",
          ),
        },
      },
      {
        title: "Candor to the Tribunal",
        description:
          "False statements and false evidence, client perjury in civil and criminal cases, and remedial measures.",
        lesson: {
          title: "When the client lies",
          html: p(
            "Model Rule 3.3 sets the limits of zealous advocacy before a tribunal. A lawyer must not knowingly make a false statement of fact or law to the tribunal, or fail to correct a false statement of material fact or law previously made. The lawyer must disclose legal authority in the controlling jurisdiction known to be directly adverse to the client's position and not disclosed by opposing counsel. And the lawyer must not offer evidence known to be false. If the lawyer, the client or a witness called by the lawyer has offered material evidence and the lawyer comes to know of its falsity, the lawyer must take reasonable remedial measures, including, if necessary, disclosure to the tribunal.",
            "Three features make Rule 3.3 unusually strong. The duties continue to the conclusion of the proceeding, including appeal. They apply even if compliance requires disclosure of information otherwise protected by Rule 1.6, so candor to the court overrides confidentiality. And 'knowingly' means actual knowledge, which may be inferred from circumstances under Rule 1.0(f); deliberate ignorance is no escape. Below that threshold, the lawyer may refuse to offer evidence reasonably believed to be false, except the testimony of a criminal defendant.",
            "The criminal defendant's position is the hardest. Monroe Freedman's 1966 article on the 'three hardest questions' argued that a defense lawyer cannot at once learn everything, keep it confidential and reveal it to the court. The Model Rules answer through the remedial sequence in the comments: first remonstrate with the client confidentially and urge correction; if that fails, seek to withdraw if withdrawal will remedy the effect; and if necessary, disclose to the tribunal. In Nix v. Whiteside (1986), the Supreme Court held that a lawyer who threatened to withdraw and inform the court if his client testified falsely did not violate the Sixth Amendment right to counsel, which includes no right to help in presenting perjury.",
            "The District of Columbia's Rule 3.3 instead lets defense counsel who cannot dissuade a client from lying allow a narrative, asking no questions about the false part and not relying on it in closing, a solution the Model Rules comment notes but does not adopt. In ex parte proceedings, such as applications for temporary restraining orders, Rule 3.3(d) requires the lawyer to inform the tribunal of all material facts, adverse ones included, because no opponent is present.",
          ),
        },
      },
    ],
  },
  {
    slug: "analogue-integrated-circuit-design-in-cmos",
    discipline: "Integrated circuit design",
    title: "Analogue Integrated Circuit Design in CMOS",
    description:
      "Sizing transistors by the gm/ID method, compensating two-stage operational amplifiers, laying out matched devices and ESD protection are the core of this project-based course for MSc and final-year electronic engineers, each of whom takes an amplifier from schematic to a layout that passes DRC and LVS.",
    level: "advanced",
    duration: "twelve weeks (two lectures and a four-hour design laboratory a week)",
    plantedGap: "ESD protection",
    modules: [
      {
        title: "Transistor Sizing with gm/ID",
        description:
          "Why square-law hand analysis fails in modern processes, and sizing by transconductance efficiency from simulated lookup tables.",
        lesson: {
          title: "Designing with the gm/ID methodology",
          html: p(
            "Hand analysis of MOS circuits traditionally uses the square law: in saturation, I_D = ½μC_ox(W/L)(V_GS − V_TH)², so g_m = 2I_D ÷ V_ov and the transconductance efficiency g_m/I_D equals 2 ÷ V_ov, where V_ov is the overdrive voltage. In short-channel devices the law fails badly. Velocity saturation and mobility degradation reduce g_m at large overdrive, and low-power circuits often bias devices in moderate or weak inversion, where it does not apply at all. In weak inversion the drain current is exponential in V_GS and g_m/I_D reaches its maximum of 1 ÷ (nU_T), where U_T = kT/q is about 25.9 mV at 300 K and the slope factor n is typically 1.2 to 1.5, giving roughly 26 to 32 per volt.",
            "The gm/ID methodology, introduced by Silveira, Flandre and Jespers in 1996 and developed by Jespers and Murmann, treats g_m/I_D as the primary design variable because it captures the inversion level directly and maps onto every important figure of merit. A high g_m/I_D, 20 or more, gives the most transconductance per microamp and suits low-power, low-frequency circuits, but devices are wide and slow. A low g_m/I_D, 5 to 8, gives high transit frequency f_T = g_m ÷ (2πC_gg) at the cost of current. The designer simulates, once per process, lookup tables of current density I_D/W, intrinsic gain g_m/g_ds and f_T against g_m/I_D for several channel lengths, then reads sizes from them rather than from a model that does not fit.",
            "Worked example: a single-stage transconductance amplifier must reach a gain-bandwidth of 50 MHz with a 1 pF load. GBW = g_m ÷ (2πC_L), so g_m = 2π × 50 × 10⁶ × 10⁻¹² = 314 µS. Choosing g_m/I_D = 15 per volt, a moderate-inversion compromise between efficiency and speed, gives I_D = 314 ÷ 15 = 20.9 µA per input device. If the lookup table for L = 0.5 µm shows I_D/W = 2 µA/µm at that g_m/I_D, then W = 10.5 µm. The same table gives the intrinsic gain at that length, perhaps 40, and if that is too low for the required DC gain the designer lengthens the channel and repeats, accepting a lower f_T.",
            "Because every step uses simulated data from the actual process, the first full-circuit simulation is usually close to specification, and the design, expressed as inversion levels, ports easily to a new technology.",
          ),
        },
      },
      {
        title: "The Two-Stage Miller Operational Amplifier",
        description:
          "DC gain, pole locations, Miller compensation, the right-half-plane zero and the nulling resistor.",
        lesson: {
          title: "Compensating a two-stage amplifier",
          html: p(
            "In the two-stage CMOS operational amplifier, the first stage is a differential pair (M1, M2) with a current-mirror load (M3, M4) biased by a tail current source (M5); its gain is A_v1 = g_m1(r_o2 ∥ r_o4). The second stage is a common-source amplifier (M6) with a current-source load (M7), gain A_v2 = g_m6(r_o6 ∥ r_o7). At about 40 dB per stage, DC gain is around 80 dB.",
            "Uncompensated, the amplifier has two low-frequency poles, one at each high-impedance node, and would oscillate in feedback. Miller compensation connects a capacitor C_c across the second stage. The Miller effect multiplies C_c by the second-stage gain, creating a dominant pole at the first-stage output, p1 ≈ 1 ÷ (R1 × g_m6 × R2 × C_c), with R1 and R2 the output resistances of the two stages. Pole splitting also pushes the output pole up to p2 ≈ g_m6 ÷ C_L. The gain-bandwidth product is GBW = g_m1 ÷ C_c.",
            "C_c also creates a feedforward path and a right-half-plane zero at z = g_m6 ÷ C_c, which adds gain but subtracts phase. Allen and Holberg's design rule requires z ≥ 10 × GBW, meaning g_m6 ≥ 10 g_m1, and p2 ≥ 2.2 × GBW for about 60 degrees of phase margin; together these give C_c ≥ 0.22 C_L.",
            "Worked example: for C_L = 2 pF and GBW = 20 MHz, choose C_c = 0.5 pF. Then g_m1 = 2π × GBW × C_c = 62.8 µS, and g_m6 must be at least 628 µS. Checking: z = 628 µS ÷ 0.5 pF = 1.26 × 10⁹ rad/s (200 MHz, ten times GBW) and p2 = 628 µS ÷ 2 pF = 3.14 × 10⁸ rad/s (50 MHz, 2.5 times GBW). Phase margin is 90° − arctan 0.4 − arctan 0.1, about 62.5°. With a 20 µA tail current, the slew rate is I5 ÷ C_c = 40 V/µs.",
            "Adding a nulling resistor R_z in series with C_c moves the zero to 1 ÷ [C_c(1/g_m6 − R_z)]. Setting R_z = 1/g_m6, here 1.6 kΩ, removes the zero; making R_z = (C_c + C_L) ÷ (g_m6C_c), here about 8 kΩ, places a left-half-plane zero on top of p2 and cancels it, allowing a higher GBW for the same power. In practice R_z is a triode MOS transistor, so that it tracks g_m6 over process and temperature.",
          ),
        },
      },
      {
        title: "Layout for Matching and Physical Verification",
        description:
          "Random and systematic mismatch, common-centroid and interdigitated layouts, and DRC, LVS and post-layout simulation.",
        lesson: {
          title: "From schematic to verified layout",
          html:
            p(
              "An analogue circuit is only as good as the matching of its critical devices, and layout determines much of that matching. Mismatch has random and systematic parts. Random mismatch follows Pelgrom's law (1989): the standard deviation of the threshold-voltage difference between two identical transistors is σ(ΔV_TH) = A_VT ÷ √(WL), where A_VT is a process constant, roughly 1 mV·µm for each nanometre of gate-oxide thickness. With A_VT = 4 mV·µm, an input pair of W/L = 20 µm/1 µm has σ = 4 ÷ √20, about 0.9 mV, contributing directly to the amplifier's input offset. Quadrupling the gate area halves the mismatch, at the cost of capacitance and therefore speed.",
              "Systematic mismatch arises from gradients in oxide thickness, doping, stress and temperature across the die, and from the devices' surroundings. Standard countermeasures are:",
            ) +
            "<ul><li>Common-centroid placement, such as the ABBA line or the cross-coupled quad, so that linear gradients affect both devices equally.</li><li>Interdigitation of multi-finger devices, which also reduces gate resistance and drain capacitance.</li><li>Dummy fingers at the ends of each array, so that every active finger sees the same neighbours during lithography and etching.</li><li>Identical orientation and current direction for matched devices.</li><li>Distance from well edges and consistent diffusion length, to equalise well-proximity and stress effects.</li><li>Symmetrical placement away from heat sources such as the output stage.</li></ul>" +
            p(
              "Sensitive nodes also need isolation. Guard rings of substrate or well contacts around the input pair collect injected substrate current from digital blocks and output devices, and routing should keep high-impedance nodes away from switching lines, with shielding where they must cross.",
              "Physical verification closes the loop. Design rule checking (DRC) confirms widths, spacings, enclosures and metal density against the foundry's rules, together with antenna rules, which limit the area of metal connected to a gate during fabrication, since charge collected during plasma etching can damage thin oxide; violations are fixed with a small diode or by jumping to a higher metal layer. Layout versus schematic (LVS) extracts the devices and connectivity from the layout and compares them with the schematic. Finally, parasitic extraction produces a netlist with the resistances and capacitances of the wiring, and post-layout simulation, across process corners and with Monte Carlo mismatch analysis, confirms that the amplifier still meets its gain, bandwidth, phase-margin and offset specifications.",
            ),
        },
      },
    ],
  },
];
