/** Sixty-fourth held-out evaluation courses, advanced level (C); see ai-courses-heldout64.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT64_C: EvalCourse[] = [
  {
    slug: "travel-medicine-advanced-pre-travel-consultation",
    discipline: "Travel medicine",
    title: "Travel Medicine: Advanced Pre-Travel Consultation",
    description:
      "Most illness in travellers is predictable, and much of it is preventable if the pre-travel consultation weighs itinerary, traveller and activity correctly. The course develops structured risk assessment, vaccine scheduling for complex and last-minute travellers, the choice of malaria chemoprophylaxis, and the prevention and self-treatment of travellers' diarrhoea.",
    level: "advanced",
    duration: "ten weeks (a full-day workshop every fortnight, with supervised clinic cases between workshops)",
    plantedGap: "travellers' diarrhoea",
    modules: [
      {
        title: "Structured risk assessment",
        description:
          "Gathering and weighing the itinerary, host and activity factors that determine a traveller's risks, and prioritising advice when time is short.",
        lesson: {
          title: "Itinerary, host and activity",
          html: p(
            "A pre-travel consultation ideally takes place four to eight weeks before departure, long enough to complete most vaccine courses, but late presenters still benefit and should never be turned away. The risk assessment has three parts, the itinerary, the traveller and the planned activities, after which risks are ranked by probability and severity so that the limited time of the appointment is spent on what matters most.",
            "The itinerary means more than the country. Record every destination, including transit stops that may affect yellow fever certificate requirements; urban or rural settings; altitude; season, since malaria transmission and Japanese encephalitis risk are seasonal in many areas; the length of stay; and the type of accommodation. A two-week business trip to Bangkok and three months trekking in rural northern Thailand are very different risks in the same country.",
            "Host factors include age, pregnancy or plans for pregnancy, chronic disease, current medicines and immune status. Immunosuppression changes both what can be given and how well it works: live vaccines such as yellow fever and oral typhoid are contraindicated in significant immunosuppression, and inactivated vaccines may produce a weaker response. Definitions of significant differ. US guidance treats prednisone or prednisolone at 20 mg a day or more for 14 days or longer as immunosuppressive, whereas the UK Green Book uses 40 mg a day for more than a week in adults; both regard HIV infection with a CD4 count below 200 cells per mm³, many biological therapies and recent chemotherapy as contraindications to live vaccines. Asplenia increases the risk of overwhelming bacterial infection and of severe malaria.",
            "Travellers visiting friends and relatives, usually called VFR travellers, need particular attention. Compared with tourists they stay longer, live in local homes, eat local food, travel to rural areas and are less likely to seek advice or take chemoprophylaxis, and they account for a large share of imported malaria in the UK, most of it falciparum malaria acquired in West Africa. Activities add specific risks: caving brings rabies exposure from bats, freshwater swimming in Africa brings schistosomiasis, and animal contact, health-care work and adventure sports each need their own advice. Current country-specific guidance comes from NaTHNaC's TravelHealthPro in the UK and the CDC Yellow Book in the United States.",
          ),
        },
      },
      {
        title: "Vaccine scheduling",
        description:
          "Routine, recommended and required vaccines, intervals between live vaccines, and accelerated schedules for travellers with little time.",
        lesson: {
          title: "Building a schedule that fits the departure date",
          html:
            p(
              "Travel vaccines fall into three groups. Routine vaccines, such as MMR, tetanus-diphtheria-polio and, where indicated, influenza and COVID-19, should be brought up to date regardless of travel. Recommended vaccines are chosen by risk: hepatitis A, typhoid, hepatitis B, rabies, Japanese encephalitis, tick-borne encephalitis and cholera. Required vaccines are those a country may demand for entry: yellow fever under the International Health Regulations, recorded on an International Certificate of Vaccination or Prophylaxis that becomes valid ten days after vaccination and, since July 2016, lasts for life; and meningococcal ACWY for pilgrims to Hajj and Umrah.",
              "Inactivated vaccines can be given at the same visit as any other vaccine or at any interval. Two live parenteral vaccines should be given on the same day or at least four weeks apart, because the immune response to the first can blunt the response to the second. For yellow fever and MMR specifically, UK guidance advises against same-day administration and recommends a four-week interval, since giving them together reduces the response to some components. Live vaccines are generally avoided in pregnancy, although yellow fever vaccine may be given when travel to a high-risk area cannot be postponed. Courses can often be shortened:",
            ) +
            "<table><thead><tr><th>Vaccine</th><th>Standard course</th><th>Accelerated or short options</th></tr></thead><tbody>" +
            "<tr><td>Hepatitis A</td><td>Single dose; booster at 6 to 12 months gives protection for 25 years or more</td><td>Protection from about two weeks after the first dose, so worth giving even shortly before departure</td></tr>" +
            "<tr><td>Hepatitis B</td><td>Days 0, 30 and 180</td><td>Days 0, 7 and 21 with a booster at 12 months (licensed for some products)</td></tr>" +
            "<tr><td>Rabies, pre-exposure</td><td>UK: days 0, 7 and 21 or 28</td><td>UK accelerated: days 0, 3 and 7 with a further dose at one year; WHO has endorsed two visits, days 0 and 7, since 2018</td></tr>" +
            "<tr><td>Japanese encephalitis (Ixiaro)</td><td>Days 0 and 28</td><td>Days 0 and 7 for adults aged 18 to 65</td></tr>" +
            "<tr><td>Typhoid Vi polysaccharide</td><td>Single dose, about 50 to 70 per cent protective; repeat after three years</td><td>Give at least two weeks before travel where possible</td></tr>" +
            "</tbody></table>" +
            p(
              "For a traveller leaving in a week, prioritise: give hepatitis A, typhoid and the first doses of accelerated courses, and explain that even an incomplete rabies course simplifies treatment after a bite, although any bite still needs urgent assessment. Record batch numbers and give the traveller a written record of every dose.",
            ),
        },
      },
      {
        title: "Malaria chemoprophylaxis",
        description:
          "Applying the ABCD approach and choosing between atovaquone-proguanil, doxycycline and mefloquine for an individual traveller.",
        lesson: {
          title: "Choosing an antimalarial",
          html:
            p(
              "Malaria prevention is taught as ABCD: Awareness of risk, Bite prevention, Chemoprophylaxis, and prompt Diagnosis and treatment. Plasmodium falciparum causes most deaths and can kill within days of the first symptoms; any fever within a year of return from a malarious area, and especially within three months, is malaria until proved otherwise. Bite prevention comes first because no drug is completely effective: 50 per cent DEET or icaridin on exposed skin, permethrin-treated nets and clothing, and covering up from dusk, when Anopheles mosquitoes start to bite.",
            ) +
            "<table><thead><tr><th>Drug</th><th>Regimen</th><th>Main cautions</th></tr></thead><tbody>" +
            "<tr><td>Atovaquone-proguanil</td><td>Daily; start 1 to 2 days before entering the area and continue for 7 days after leaving</td><td>Well tolerated but costly; avoid in severe renal impairment (creatinine clearance below 30 mL/min)</td></tr>" +
            "<tr><td>Doxycycline 100 mg</td><td>Daily; start 1 to 2 days before and continue for 4 weeks after</td><td>Photosensitivity, oesophagitis (take upright with plenty of water), vaginal candidiasis; not in pregnancy or in children under 12</td></tr>" +
            "<tr><td>Mefloquine 250 mg</td><td>Weekly; start 2 to 3 weeks before and continue for 4 weeks after</td><td>Neuropsychiatric effects; contraindicated with a history of depression, anxiety disorder, psychosis or epilepsy; caution with cardiac conduction disorders</td></tr>" +
            "</tbody></table>" +
            p(
              "The four-week continuation after doxycycline and mefloquine is needed because they act only on blood-stage parasites, which emerge from the liver a week or more after an infective bite. Atovaquone-proguanil also acts on the liver stage of P. falciparum, so seven days after leaving is enough. Mefloquine is started early so that adverse effects, most of which appear within the first three doses, show themselves before departure, while a switch is still possible. Chloroquine and proguanil, alone or together, now have a very limited role because of widespread resistance.",
              "Consider a 58-year-old man taking warfarin after a deep vein thrombosis, with a history of depression, who is travelling to rural Ghana for three weeks. Transmission is high, so chemoprophylaxis is clearly indicated. Mefloquine is excluded by the depression. Both doxycycline and atovaquone-proguanil can enhance the anticoagulant effect of warfarin, so whichever is chosen should be started two to three weeks before departure, with the INR checked before he leaves. Atovaquone-proguanil is often preferred for a short trip, because taking it for only seven days after return improves adherence.",
            ),
        },
      },
    ],
  },
  {
    slug: "advanced-sports-biomechanics-kinetics-and-data-processing",
    discipline: "Sports biomechanics",
    title: "Advanced Sports Biomechanics: Kinetics and Data Processing",
    description:
      "Force platforms, optical motion capture and inverse dynamics are the working tools of applied sports biomechanics. Postgraduate students develop the analysis behind them: impulse-momentum methods for jumps, filtering and cut-off selection for kinematic data, net joint moment and power calculation, and surface electromyography.",
    level: "advanced",
    duration: "twelve weeks (one lecture and one three-hour laboratory a week)",
    plantedGap: "surface electromyography",
    modules: [
      {
        title: "Impulse and momentum on the force platform",
        description:
          "Deriving take-off velocity, jump height and phase timings from vertical ground reaction force in the countermovement jump.",
        lesson: {
          title: "Jump height from ground reaction force",
          html: p(
            "The impulse-momentum relationship states that the net impulse applied to a body equals its change in momentum: ∫F_net dt = mΔv. In a vertical jump the net force is the vertical ground reaction force minus body weight, so integrating the force-time curve gives the velocity of the centre of mass throughout the movement. Body weight is taken from a period of quiet standing at the start of the trial, typically one second averaged. Every later velocity depends on it: an error of 1 per cent in body weight produces a steadily growing velocity drift and can shift calculated jump height by a few centimetres.",
            "With force sampled at 1,000 Hz, acceleration at each sample is a = (F − mg)/m, and velocity is obtained by cumulative trapezoidal integration from the start of movement. A widely used definition of that start is the first sample at which force departs from body weight by more than five standard deviations of the quiet-standing signal, minus 30 ms. Take-off is the first sample at which force falls below a threshold, such as five standard deviations of the unloaded platform signal or a fixed value of about 20 to 30 N. Jump height then follows from take-off velocity as h = v²/2g: a take-off velocity of 2.6 m/s gives 0.345 m.",
            "The flight-time method instead uses h = gt²/8, where t is time in the air: 0.50 s gives 0.307 m. It needs no integration and is what contact mats measure, but it assumes the body is in the same position at landing as at take-off. Athletes who land with flexed hips, knees or ankles lengthen the flight time and inflate the result, which is why the two methods disagree and why impulse-momentum is treated as the criterion method.",
            "The velocity and force curves divide the countermovement into phases: unweighting, when force drops below body weight and the centre of mass accelerates downwards; braking, from peak downward velocity to zero velocity at the lowest point; and propulsion, from the lowest point to take-off. Variables such as braking rate of force development, countermovement depth from double integration to displacement, and the modified reactive strength index, jump height divided by time to take-off, distinguish athletes who reach the same height with different strategies and help practitioners monitor neuromuscular fatigue across a season.",
          ),
        },
      },
      {
        title: "Filtering kinematic data",
        description:
          "Why differentiation amplifies noise, how the Butterworth filter is applied, and how to choose and defend a cut-off frequency.",
        lesson: {
          title: "Choosing a cut-off frequency",
          html: p(
            "Marker coordinates from optical motion capture contain noise from marker vibration, skin movement and reconstruction error, mostly at high frequencies. Velocity and acceleration are obtained by differentiation, and differentiating a sinusoid of frequency f multiplies its amplitude by 2πf. Differentiating twice multiplies it by (2πf)², about 35,500 at 30 Hz, so a single millimetre of noise at that frequency becomes an acceleration of about 35 m/s². Filtering before differentiation is therefore essential.",
            "The standard tool is a low-pass Butterworth filter, chosen for its maximally flat passband. A single pass of a second-order Butterworth filter introduces phase lag, shifting peaks in time, so the data are filtered once forwards and once backwards, which cancels the lag. The double pass makes the filter effectively fourth-order and lowers the actual cut-off; Winter's correction divides the intended cut-off by 0.802 when designing the second-order filter, so that the double-pass result has the intended cut-off. Padding or reflecting the data at each end reduces the distortion that filters introduce at the start and end of a trial.",
            "Choosing the cut-off is the critical decision. Winter's residual analysis filters the signal at a range of cut-offs, for example 1 to 20 Hz, and computes the root-mean-square difference between raw and filtered data at each. At high cut-offs the residual is dominated by noise and falls almost linearly as the cut-off rises; a line is fitted to that region and extended back to zero frequency, and its intercept estimates the noise residual. The cut-off is chosen where the residual curve meets that noise level, balancing signal distortion against noise passed. Walking marker data typically give cut-offs of about 6 Hz; sprinting and impacts need higher values, often 10 to 20 Hz, and different markers may warrant different cut-offs.",
            "A subtler problem arises when kinematic and force data are combined. Ground reaction force is sampled at 1,000 Hz or more and keeps its high-frequency impact content, while kinematics filtered at 6 Hz do not. Combining them in inverse dynamics produces artefactual spikes in knee and hip moments just after impact. Bisseling and Hof (2006) and Kristianslund and colleagues (2012) showed that filtering force and marker data with the same cut-off removes these artefacts, and matched filtering is now widely recommended for joint-moment analysis of landing, cutting and running.",
          ),
        },
      },
      {
        title: "Inverse dynamics",
        description:
          "Calculating net joint forces, moments and powers from kinematics, force data and segment parameters, and interpreting what they can and cannot show.",
        lesson: {
          title: "Computing net joint moments and powers",
          html: p(
            "Inverse dynamics works backwards from measured motion and external forces to the net forces and moments at each joint. The body is modelled as a chain of rigid segments, each with a mass, centre-of-mass location and moment of inertia taken from anthropometric tables, most often de Leva's 1996 adjustment of Zatsiorsky and Seluyanov's data or Dempster's cadaver-based values. The Newton-Euler equations are solved segment by segment, starting at the foot, where the ground reaction force is known, and working proximally to the shank and thigh.",
            "For the foot in two dimensions, the joint reaction force at the ankle follows from F_ankle + F_ground + mg = ma, and the ankle moment from M_ankle plus the moments of F_ground and F_ankle about the segment's centre of mass, which together equal Iα. The ankle force and moment, reversed in sign, become inputs for the shank, and so on up the chain. As a check on scale, in mid-stance of running a vertical ground reaction force of 1,500 N acting 0.12 m in front of the ankle joint, neglecting the small mass and acceleration of the foot, requires a net ankle moment of about 1,500 × 0.12 = 180 N·m, a plantarflexor moment.",
            "A net joint moment is the sum of the effects of every structure crossing the joint: muscles, ligaments and joint contact. It cannot distinguish co-contraction, in which flexors and extensors pull against each other, from a single muscle group acting alone, so two athletes with identical net knee moments may have very different muscle forces and joint loading. Estimating individual muscle forces requires a musculoskeletal model and an optimisation or similar method to share the moment among muscles.",
            "Joint power, the product of net moment and joint angular velocity (P = Mω), shows whether the muscles around a joint generate or absorb energy. Positive power means moment and angular velocity act in the same direction, as in concentric work; negative power means energy absorption, as in eccentric work. In the countermovement jump the hip, knee and ankle absorb energy during braking and generate it during propulsion, with peak powers occurring in a broadly proximal-to-distal sequence. In sprinting, the knee flexors absorb large amounts of energy in late swing as they decelerate the shank, a phase linked to hamstring strain injury.",
          ),
        },
      },
    ],
  },
  {
    slug: "numerical-analysis-rounding-error-conditioning-and-stability",
    discipline: "Numerical analysis",
    title: "Numerical Analysis: Rounding Error, Conditioning and Stability",
    description:
      "How much of a computed answer can be trusted? The course gives a rigorous treatment of floating-point arithmetic and rounding error, condition numbers, forward and backward error analysis, Gaussian elimination with pivoting, and the local convergence of Newton's method.",
    level: "advanced",
    duration: "twelve weeks (three lectures and one example class a week)",
    plantedGap: "Newton's method",
    modules: [
      {
        title: "Floating-point arithmetic",
        description:
          "The IEEE 754 double-precision format, the standard model of rounding error, and cancellation and its remedies.",
        lesson: {
          title: "IEEE 754 double precision and rounding",
          html: p(
            "An IEEE 754 double-precision number occupies 64 bits: a sign bit, an 11-bit exponent and a 52-bit fraction, with an implicit leading 1 for normalised numbers, so the significand carries 53 bits of precision. Normalised numbers range from about 2.2 × 10⁻³⁰⁸ to 1.8 × 10³⁰⁸; below that range, subnormal numbers fill the gap down to about 4.9 × 10⁻³²⁴ with gradually decreasing precision. The gap between 1 and the next larger double is machine epsilon, ε = 2⁻⁵² ≈ 2.2 × 10⁻¹⁶, and with round-to-nearest the unit roundoff is u = 2⁻⁵³ ≈ 1.1 × 10⁻¹⁶.",
            "The standard model states that for the basic operations fl(x op y) = (x op y)(1 + δ) with |δ| ≤ u, provided no overflow or underflow occurs. IEEE 754 guarantees this by requiring addition, subtraction, multiplication, division and square root to be correctly rounded: the result is the exact result rounded to the nearest double. Recursive summation of n numbers, for example, gives a computed sum ŝ with |ŝ − s| ≤ (n − 1)u Σ|x_i| + O(u²), whereas compensated (Kahan) summation reduces the bound to about 2u Σ|x_i|, independent of n to first order.",
            "Subtraction of nearly equal floating-point numbers is itself exact (by Sterbenz's lemma, when y/2 ≤ x ≤ 2y), but it exposes the errors already present in its operands: this is catastrophic cancellation. Evaluate f(x) = (1 − cos x)/x² at x = 10⁻⁸. The true value is very close to 0.5, but cos(10⁻⁸) = 1 − 5 × 10⁻¹⁷ rounds to exactly 1, so the computed result is 0 and every digit is lost. The identity 1 − cos x = 2 sin²(x/2) gives f(x) = 2 sin²(x/2)/x², which involves no subtraction and returns 0.5 to full precision.",
            "The quadratic formula shows the same effect. For x² − 10⁸x + 1 = 0 the small root is about 10⁻⁸, but computing it as (b − √(b² − 4c))/2, with b = 10⁸ and c = 1, subtracts two numbers that agree to about sixteen significant digits, and the result is wrong by about 25 per cent. The stable approach computes the large root x₁ = (b + √(b² − 4c))/2, which involves no cancellation, and obtains the small one from the product of the roots, x₂ = c/x₁.",
          ),
        },
      },
      {
        title: "Conditioning and backward stability",
        description:
          "Separating the sensitivity of a problem from the quality of an algorithm, and combining the two to bound forward error.",
        lesson: {
          title: "Condition numbers and backward error",
          html: p(
            "Two questions must be kept apart: how sensitive is the problem to perturbations in its data, and how much error does the algorithm add? The first is measured by the condition number. For a differentiable scalar function the relative condition number is κ(x) = |x f′(x)/f(x)|. For f(x) = √x, κ = 1/2, so square roots are always well conditioned. For f(x) = x − a, κ = |x|/|x − a|, which is unbounded as x approaches a; this expresses cancellation as a property of the subtraction problem itself, not of any algorithm.",
            "For solving Ax = b the condition number is κ(A) = ‖A‖ ‖A⁻¹‖. Perturbing b by a relative amount δ can change x by a relative amount up to κ(A)δ, and similar bounds hold for perturbations of A. A rule of thumb follows: with data accurate to about sixteen significant digits, expect to lose about log₁₀ κ(A) of them. The Hilbert matrix, with entries 1/(i + j − 1), is the classic example: the 2-norm condition number of the 10 × 10 Hilbert matrix is about 1.6 × 10¹³, so even an excellent solver returns only about three correct digits.",
            "An algorithm is judged by backward error analysis, developed systematically by James Wilkinson in the 1950s and 1960s. Instead of asking how far the computed answer ŷ is from f(x), we ask for the smallest perturbation Δx such that ŷ = f(x + Δx) exactly. An algorithm is backward stable if, for every input, this relative perturbation is of order u. Backward stability means that the computed answer is the exact answer to a slightly different problem, which is usually all one can ask, since the data themselves are rarely known to better than relative accuracy u.",
            "Combining the two gives the fundamental rule of thumb: forward error is at most roughly the condition number times the backward error. A backward stable algorithm applied to a well-conditioned problem gives an accurate answer; applied to an ill-conditioned problem it may give an inaccurate answer, but the fault lies with the problem, not the method. For linear systems the residual r = b − Ax̂ gives a computable backward error: by the Rigal-Gaches theorem, the normwise relative backward error of x̂ is ‖r‖/(‖A‖ ‖x̂‖ + ‖b‖).",
          ),
        },
      },
      {
        title: "Gaussian elimination and pivoting",
        description:
          "LU factorisation, why elimination without pivoting can fail, and the growth factor that governs stability with partial pivoting.",
        lesson: {
          title: "LU factorisation, pivoting and growth",
          html: p(
            "Gaussian elimination factors A as LU, with L unit lower triangular and U upper triangular, at a cost of about 2n³/3 floating-point operations. Solving Ax = b then needs forward substitution for Ly = b and back substitution for Ux = y, each costing about n² operations, so one factorisation can be reused for many right-hand sides. Forming A⁻¹ explicitly and multiplying is both slower and, in general, less accurate.",
            "Without row interchanges, elimination breaks down if a zero pivot appears, as in A = [[0, 1], [1, 1]], even though that matrix is perfectly well conditioned. A small pivot is nearly as bad. Take A = [[ε, 1], [1, 1]] with ε = 10⁻²⁰ and b = [1, 2]ᵀ, whose solution is close to [1, 1]ᵀ. Elimination gives the multiplier l₂₁ = 10²⁰ and u₂₂ = 1 − 10²⁰, which rounds to −10²⁰. Back substitution gives x₂ = (2 − 10²⁰)/(−10²⁰) = 1 in floating point, correctly, but then x₁ = (1 − x₂)/ε = 0, which is completely wrong. The small pivot produced huge entries in L and U, and the information in the original (2, 2) entry was rounded away.",
            "Partial pivoting swaps rows at each step so that the pivot is the entry of largest magnitude in its column, giving PA = LU with every |l_ij| ≤ 1. Wilkinson's analysis shows that the computed factors satisfy L̂Û = PA + ΔA, with ‖ΔA‖∞ bounded by a modest multiple of n u ρ ‖A‖∞, where the growth factor ρ is the ratio of the largest entry appearing during elimination to the largest entry of A. With partial pivoting ρ ≤ 2ⁿ⁻¹, and the bound is attained by a matrix with ones on the diagonal and in the last column and −1 everywhere below the diagonal.",
            "Partial pivoting is nevertheless the default in LAPACK and MATLAB, because exponential growth is extraordinarily rare in practice. For random matrices the growth factor increases roughly like n^(2/3). Complete pivoting, which searches the whole remaining submatrix for the pivot, has a far smaller growth bound but adds O(n³) comparisons and is rarely used. Matrices that are diagonally dominant by columns need no interchanges at all, and symmetric positive definite matrices are factorised stably without pivoting by Cholesky's method, A = RᵀR, at half the cost.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-tang-dynasty-618-907-state-society-and-rebellion",
    discipline: "Tang dynasty history",
    title: "The Tang Dynasty, 618–907: State, Society and Rebellion",
    description:
      "Reading primary sources in translation alongside recent scholarship, students examine how the Tang state raised revenue and recruited officials, and why it survived the An Lushan rebellion for a century and a half in a transformed shape. Topics include the equal-field system and the two-tax reform of 780; examinations and the great clans; the military governors; and the Huichang persecution.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week, assessed by a 5,000-word research essay)",
    plantedGap: "Huichang persecution",
    modules: [
      {
        title: "From equal fields to the two-tax law",
        description:
          "How the early Tang allocated land and taxed households, why the system decayed, and what the reform of 780 put in its place.",
        lesson: {
          title: "Land, registers and revenue",
          html: p(
            "The early Tang inherited the equal-field system (juntian), first decreed by the Northern Wei in 485 and maintained by the Northern Zhou and Sui. In principle the state allocated land to registered households according to their members: an adult male was entitled to 100 mu, of which 80 mu were personal-share land (koufen tian), returned to the state at death or old age, and 20 were permanent land (yongye tian), heritable and often planted with mulberry trees. Officials and aristocrats received far larger grants, and local practice often fell short of the statutory figures; household registers from Dunhuang and Turfan show families holding well below their entitlement.",
            "On this base rested the zu-yong-diao tax: a fixed payment of grain (zu), labour service of twenty days a year commutable to cloth (yong), and a contribution of silk or hemp cloth (diao), levied on each adult male regardless of the actual size of his holding. Both land allocation and tax depended on accurate household registers, compiled every three years.",
            "The system was under strain before 755. Population growth left too little land for redistribution in crowded regions, households fled registration to escape taxes and service, and powerful families accumulated estates. The An Lushan rebellion broke it. The registered population fell from about nine million households in the mid-750s to under two million by 760, a collapse that reflects the loss of administrative control over large regions and unregistered flight far more than deaths.",
            "The court responded first with new indirect taxes, above all the salt monopoly created in 758 by Diwu Qi and developed by Liu Yan, which by some estimates supplied around half of central government revenue by the late eighth century. Then in 780 Yang Yan, chief minister to Emperor Dezong, introduced the two-tax law (liangshui fa). It abandoned per-capita assessment: households were taxed where they actually lived, according to their property and land, in two instalments, in summer and autumn, and each prefecture was given a fixed quota based on earlier receipts. Assessed in money but often paid in goods, the tax grew heavier as prices fell in the following decades; yet it survived in outline into later dynasties and marked the state's acceptance of private landownership and of unequal holdings.",
          ),
        },
      },
      {
        title: "Examinations and the great clans",
        description:
          "How far the examination system opened office to new men, and the long debate over its effect on the aristocracy.",
        lesson: {
          title: "Examinations, recommendation and aristocratic power",
          html: p(
            "The Sui began recruiting officials through written examinations, and the Tang expanded the system. The two main degrees were the mingjing, 'illuminating the classics', which tested memorisation of and commentary on the Confucian classics, and the jinshi, 'presented scholar', which from the late seventh century increasingly emphasised literary composition, including poetry and rhapsodies (fu). The jinshi became far more prestigious: usually only twenty to thirty candidates a year passed, out of a thousand or more, and a saying held that a mingjing graduate was old at thirty while a jinshi was young at fifty.",
            "Passing did not confer office. Graduates still had to pass a selection by the Ministry of Personnel, which judged 'body, speech, writing and judgement' (shen, yan, shu, pan). Candidates circulated their writings to influential patrons before the examination, a practice known as 'warming the scrolls' (wenjuan), and examiners knew candidates' names and reputations, since papers were not made anonymous as they were to be under the Song. Most officials, moreover, entered office by other routes: the hereditary privilege (yin) that gave sons of high officials access to posts, clerical service and military service.",
            "The great clans, such as the Cui of Boling and Qinghe, the Lu of Fanyang, the Zheng of Xingyang, the Wang of Taiyuan and the Li of Zhaojun and Longxi, remained dominant throughout the dynasty. Emperor Taizong ordered a ranking of clans, the Record of Clans and Lineages (Shizu zhi) of 638, partly to confirm the standing of the imperial house. Yet the old families retained their social prestige and, notably, took to the examinations themselves, so that by the ninth century many jinshi graduates came from them.",
            "Interpretation has shifted. Chen Yinke argued in the 1940s that Empress Wu Zetian, who ruled as emperor of her own Zhou dynasty from 690 to 705, promoted examination graduates to break the hold of the northwestern aristocracy, and that the Niu-Li factional struggle of the early ninth century set examination men against hereditary aristocrats. Later scholarship, notably by Denis Twitchett and David Johnson, showed that both factions included members of great clans and that the aristocracy adapted to the examinations rather than being replaced by their graduates. Nicolas Tackett has argued that the decisive destruction of the great clans came with the violence of the late ninth century, when the capital elite was physically wiped out.",
          ),
        },
      },
      {
        title: "Rebellion and the military governors",
        description:
          "The An Lushan rebellion, the autonomy of the northeastern provinces, and the late Tang balance between court and provinces.",
        lesson: {
          title: "An Lushan, the jiedushi and the late Tang state",
          html: p(
            "In the early eighth century frontier defence was reorganised under military governors (jiedushi) who commanded large professional armies in permanent frontier commands. By 742 there were ten such commands, holding most of the empire's troops. An Lushan, a general of mixed Sogdian and Turkic descent and a favourite of Emperor Xuanzong and his consort Yang Guifei, came to hold three of them, Pinglu, Fanyang and Hedong, with something like 150,000 to 200,000 troops. His rivalry with the chief minister Yang Guozhong, Yang Guifei's cousin, precipitated revolt in December 755.",
            "The rebels took Luoyang within weeks and proclaimed a Yan dynasty. When Tong Pass fell in 756, Xuanzong fled towards Sichuan; at Mawei the escorting troops killed Yang Guozhong and forced the execution of Yang Guifei, and the heir apparent was proclaimed emperor, as Suzong, at Lingwu. With Uighur help, the Tang recovered Chang'an and Luoyang in 757. An Lushan was murdered by his son An Qingxu early that year, the rebellion continued under Shi Siming and his son Shi Chaoyi, and it ended only in 763, when Shi Chaoyi killed himself and rebel generals surrendered in return for keeping their commands.",
            "That bargain shaped the rest of the dynasty. Military governorships spread into the interior, and in Hebei the provinces of Weibo, Chengde and Lulong (Youzhou) became effectively autonomous: their governors were often succeeded by sons or chosen by their armies, and they kept their tax revenues rather than remitting them to the capital. Yet most provinces, especially in the south, remained loyal and sent revenue. Emperor Xianzong (r. 805–820) used court armies and loyal provinces to subdue rebellious governors, bringing even the Hebei provinces to submission by 819, before they reasserted their autonomy in 821–822.",
            "The court's own army, the Army of Inspired Strategy (Shence jun), came under the control of palace eunuchs, who in the ninth century were able to influence imperial successions. Historians now see the late Tang less as a slow decline than as a different, more negotiated state that functioned for well over a century. The end came with the Huang Chao rebellion of 875–884, which sacked Guangzhou in 879 and took Chang'an at the turn of 880 and 881, and with the rise of warlords such as Zhu Wen, who deposed the last Tang emperor in 907 and founded the Later Liang.",
          ),
        },
      },
    ],
  },
  {
    slug: "flexible-pavement-design-and-asphalt-materials",
    discipline: "Pavement engineering",
    title: "Flexible Pavement Design and Asphalt Materials",
    description:
      "Building on undergraduate highway engineering, this course develops the design of flexible pavements from traffic loading to layered-elastic analysis. It covers equivalent single axle loads and load spectra, performance-graded binders and Superpave volumetric mix design, mechanistic-empirical fatigue and rutting criteria, and the use of reclaimed asphalt.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one design studio a week)",
    plantedGap: "reclaimed asphalt",
    modules: [
      {
        title: "Traffic loading and equivalent axles",
        description:
          "Converting mixed traffic into a design number of standard axles, and the limits of the fourth-power law.",
        lesson: {
          title: "From axle loads to design ESALs",
          html: p(
            "Pavement damage depends overwhelmingly on heavy axles, not on the number of vehicles. The AASHO Road Test, run in Illinois between 1958 and 1960, showed that the relative damage caused by an axle rises roughly with the fourth power of its load. Traffic is therefore converted into equivalent single axle loads (ESALs): the number of passes of a standard 80 kN (18,000 lb) single axle with dual tyres that would cause the same damage. A 100 kN single axle counts as (100/80)⁴ = 2.44 ESALs and a 40 kN axle as 0.0625, so doubling an axle load multiplies its damage sixteenfold and car axles are negligible.",
            "Tandem and tridem axles spread their load and have their own equivalency factors. In practice each vehicle class is assigned an average factor from weigh-in-motion data, often in the range of 1 to 3 ESALs for a loaded five-axle articulated lorry. Design traffic is then ESALs per day in the design lane, after directional and lane distribution factors, multiplied by 365 and by a growth factor. For 2,000 heavy vehicles a day in the design lane at 1.8 ESALs each, with 3 per cent annual growth over 20 years, the growth factor is ((1.03)²⁰ − 1)/0.03 = 26.87, and the design traffic is 2,000 × 1.8 × 365 × 26.87 ≈ 35 million ESALs.",
            "The fourth-power law is an approximation. The exponent depends on the distress mode and the structure: values from about 2 to 6 have been reported, with lower exponents for fatigue cracking in thick asphalt and higher ones for rutting in thin pavements on weak subgrades. Tyre type matters too. Wide-base single tyres and high inflation pressures concentrate stress near the surface, increasing top-down cracking and rutting in the upper asphalt layers even at the same axle load.",
            "For these reasons mechanistic-empirical procedures, such as the AASHTOWare Pavement ME method derived from the US Mechanistic-Empirical Pavement Design Guide, abandon ESALs and use axle load spectra directly: the distribution of loads for each axle type, by month and hour, each analysed for its own stresses and strains. ESALs remain in wide use in empirical methods such as the AASHTO 1993 Guide, and as a convenient way to compare traffic between sites and over time.",
          ),
        },
      },
      {
        title: "Binders and the Superpave performance grade",
        description:
          "How asphalt binders are graded for the pavement temperatures they will face, and the volumetric criteria for a Superpave mix.",
        lesson: {
          title: "Performance grading and volumetric mix design",
          html:
            p(
              "Bitumen is viscoelastic: stiff and brittle when cold or loaded quickly, soft and viscous when hot or loaded slowly. The Superpave performance grading system, which came out of the US Strategic Highway Research Program in the 1990s, specifies binders by the pavement temperatures they must withstand. A PG 64-22 binder is intended for a pavement whose average seven-day maximum temperature at 20 mm depth is no more than 64 °C and whose minimum pavement temperature is no lower than −22 °C. Each grade is verified by tests on the binder in three states: unaged, short-term aged in the rolling thin-film oven (RTFO) to represent mixing and laying, and long-term aged in the pressure ageing vessel (PAV) to represent years of service.",
            ) +
            "<table><thead><tr><th>Test</th><th>Binder condition</th><th>Criterion</th><th>Distress addressed</th></tr></thead><tbody>" +
            "<tr><td>Dynamic shear rheometer, G*/sin δ</td><td>Unaged</td><td>At least 1.00 kPa at the high grade temperature</td><td>Rutting</td></tr>" +
            "<tr><td>Dynamic shear rheometer, G*/sin δ</td><td>After RTFO</td><td>At least 2.20 kPa at the high grade temperature</td><td>Rutting</td></tr>" +
            "<tr><td>Dynamic shear rheometer, G*·sin δ</td><td>After RTFO and PAV</td><td>At most 5,000 kPa at an intermediate temperature</td><td>Fatigue cracking</td></tr>" +
            "<tr><td>Bending beam rheometer, creep stiffness S and m-value</td><td>After RTFO and PAV</td><td>S at most 300 MPa and m at least 0.300 at 60 s, tested 10 °C above the low grade temperature</td><td>Thermal cracking</td></tr>" +
            "</tbody></table>" +
            p(
              "Many agencies now grade the high temperature with the multiple stress creep recovery test (AASHTO M 332) instead of G*/sin δ, which ranks polymer-modified binders poorly; grades then carry a traffic letter, as in PG 64E-22 for extremely heavy traffic.",
              "Superpave mixes are compacted in a gyratory compactor at a vertical pressure of 600 kPa and an internal angle of 1.16°, to a design number of gyrations chosen by traffic level, such as 100 gyrations for 3 to 30 million ESALs. The design binder content is the one that gives 4.0 per cent air voids at that number of gyrations. The mix must also meet a minimum voids in mineral aggregate of 13.0 per cent for a 19 mm nominal maximum aggregate size and 14.0 per cent for 12.5 mm, voids filled with asphalt of 65 to 75 per cent at that traffic level, and a dust-to-binder ratio of 0.6 to 1.2. Adequate voids in mineral aggregate ensure enough binder film for durability; too few air voids invite bleeding and rutting, too many invite ageing and moisture damage.",
            ),
        },
      },
      {
        title: "Mechanistic-empirical design",
        description:
          "Computing critical strains with layered-elastic analysis and converting them into allowable load repetitions and cumulative damage.",
        lesson: {
          title: "Critical strains, transfer functions and damage",
          html: p(
            "Mechanistic-empirical design calculates the stresses and strains that each load produces in a trial pavement, then uses empirical transfer functions to convert those responses into allowable numbers of load repetitions. Responses are computed with multilayer linear elastic theory, which extends Burmister's two-layer solution of 1943: each layer is homogeneous, isotropic and characterised by an elastic modulus and Poisson's ratio, and each wheel load is a uniform pressure over a circular area.",
            "Two strains are classically critical. The horizontal tensile strain at the bottom of the asphalt layer governs bottom-up fatigue cracking, as the bound layer bends under each wheel. The vertical compressive strain at the top of the subgrade governs permanent deformation of the whole structure. The Asphalt Institute's transfer functions are typical. For fatigue, N_f = 0.0796 ε_t^−3.291 |E*|^−0.854, with the dynamic modulus |E*| in psi; the coefficient 0.0796 is the laboratory value 0.00432 multiplied by a field shift factor of 18.4, calibrated to about 20 per cent fatigue cracking, for a mix with 5 per cent air voids and 11 per cent binder by volume. For the subgrade, N_d = 1.365 × 10⁻⁹ ε_c^−4.477, calibrated to a rut depth of about 13 mm.",
            "Suppose the analysis gives a tensile strain of 150 microstrain under the asphalt and a modulus of 450,000 psi. Then N_f = 0.0796 × (150 × 10⁻⁶)^−3.291 × 450,000^−0.854 ≈ 4.5 million repetitions. If the subgrade strain is 200 microstrain, N_d = 1.365 × 10⁻⁹ × (200 × 10⁻⁶)^−4.477 ≈ 50 million. Fatigue governs this structure. Thickening the asphalt reduces the tensile strain, and because of the exponent of −3.291 a 20 per cent reduction in strain roughly doubles the fatigue life.",
            "Real traffic contains many load levels, and the asphalt modulus changes with temperature through the year, so damage is accumulated with Miner's hypothesis: D = Σ n_i/N_i, summed over load groups and seasons, where n_i is the expected number of repetitions and N_i the allowable number in each condition. Failure is predicted when D reaches 1. Hot months, with low moduli and high strains, often dominate fatigue damage in thinner pavements. Conversely, a thick asphalt structure that keeps the tensile strain below about 70 to 100 microstrain may be designed as a perpetual pavement, whose bottom-up fatigue damage is negligible, so that only the surface course needs periodic renewal.",
          ),
        },
      },
    ],
  },
];
