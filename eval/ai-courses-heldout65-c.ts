/** Sixty-fifth held-out evaluation courses, advanced level (C to G); see ai-courses-heldout65.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT65_C: EvalCourse[] = [
  {
    slug: "complex-analysis",
    discipline: "Complex analysis",
    title: "Complex Analysis",
    description:
      "A second course in analysis for final-year mathematics undergraduates, built around Cauchy's theorem and its consequences: the integral formulae and Liouville's theorem, residues and the evaluation of real integrals, conformal mapping, and analytic continuation.",
    level: "advanced",
    duration: "one term (two lectures and one problems class a week for ten weeks)",
    plantedGap: "analytic continuation",
    modules: [
      {
        title: "Cauchy's theorem and the integral formula",
        description:
          "Cauchy's theorem for holomorphic functions, the integral formula for derivatives, and the rigidity results that follow from it.",
        lesson: {
          title: "Why holomorphic functions are so rigid",
          html: p(
            "Let f be holomorphic on an open set containing a closed contour γ and its interior. Cauchy's theorem states that the integral of f around γ is zero. Cauchy's original proof assumed that f′ is continuous and used Green's theorem; Goursat showed in 1900 that complex differentiability alone suffices, by subdividing a triangle repeatedly and estimating the integral over ever smaller triangles. On a simply connected domain the theorem implies that f has a primitive, so contour integrals depend only on their end points.",
            "The integral formula follows by applying the theorem to f(z)/(z − a) on the region between γ and a small circle round a. If a lies inside γ, f(a) = (1/2πi) ∮ f(z)/(z − a) dz, and differentiating under the integral sign gives f⁽ⁿ⁾(a) = (n!/2πi) ∮ f(z)/(z − a)ⁿ⁺¹ dz. One complex derivative therefore implies derivatives of every order, in sharp contrast to real analysis, where a function can be differentiable once and no more. Thus the integral of cos z/(z − 1)³ round |z| = 2 is 2πi f″(1)/2! = −πi cos 1.",
            "Taking γ to be a circle of radius R centred at a on which |f| ≤ M gives the Cauchy estimates |f⁽ⁿ⁾(a)| ≤ n! M / Rⁿ. With n = 1 and R allowed to grow, a bounded entire function has zero derivative everywhere: this is Liouville's theorem. It proves the fundamental theorem of algebra in two lines, since if a non-constant polynomial p had no zeros, 1/p would be bounded and entire, hence constant.",
            "The same formula shows that f equals its Taylor series on the largest open disc centred at a inside the domain, so the radius of convergence is at least the distance to the nearest singularity. This explains a puzzle from real analysis: the Taylor series of 1/(1 + x²) about 0 has radius 1, although the function is smooth on the whole real line, because of the poles at ±i.",
            "The mean value property, f(a) equal to the average of f over any circle centred at a, yields the maximum modulus principle: a non-constant holomorphic function on a connected open set has no interior maximum of |f|. Morera's theorem provides a converse to Cauchy's theorem: a continuous function whose integral around every triangle vanishes is holomorphic, and it shows that uniform limits of holomorphic functions are holomorphic.",
          ),
        },
      },
      {
        title: "Residues at work: real integrals",
        description:
          "Laurent series, the residue theorem and the main contour techniques for evaluating definite integrals on the real line.",
        lesson: {
          title: "Contours, residues and estimates",
          html:
            p(
              "Near an isolated singularity a, a holomorphic function has a Laurent expansion in powers of (z − a), including negative powers. The coefficient of 1/(z − a) is the residue, and the residue theorem states that the integral of f round a closed contour equals 2πi times the sum of the residues at the singularities inside. At a simple pole the residue is the limit of (z − a)f(z); if f = g/h with h having a simple zero at a and g(a) ≠ 0, it is g(a)/h′(a); at a pole of order m it is the (m − 1)th derivative of (z − a)ᵐ f(z), evaluated at a and divided by (m − 1)!.",
              "Three standard techniques cover most textbook integrals.",
            ) +
            "<ol><li>Rational functions on the real line: close the interval [−R, R] with a semicircle in the upper half-plane and show that the arc contributes nothing as R tends to infinity.</li><li>Trigonometric integrals over [0, 2π]: substitute z = e^{iθ}, so that cos θ = (z + 1/z)/2 and dθ = dz/(iz), turning the integral into one round the unit circle.</li><li>Fourier-type integrals: replace cos x by e^{iz} and use Jordan's lemma to control the arc.</li></ol>" +
            p(
              "Consider the integral of 1/(1 + x⁴) over the real line. The poles in the upper half-plane are e^{iπ/4} and e^{3iπ/4}. Using the g/h′ rule, the residue at a fourth root of −1 is 1/(4z³), which equals −z/4 because z⁴ = −1. The sum is −(e^{iπ/4} + e^{3iπ/4})/4 = −i√2/4. On the arc |f| ≤ 1/(R⁴ − 1), so its contribution is at most πR/(R⁴ − 1), which tends to zero. The integral is 2πi × (−i√2/4) = π/√2.",
              "For the integral of cos x/(1 + x²), the integrand e^{iz}/(1 + z²) has a single pole in the upper half-plane at i, with residue e^{−1}/(2i). Since |e^{iz}| = e^{−y} ≤ 1 there, the arc vanishes and the integral is the real part of 2πi × e^{−1}/(2i), namely π/e. Jordan's lemma, based on the bound π/R for the integral of e^{−R sin θ} over [0, π], is needed when the rational factor decays only like 1/R.",
              "As an example of the second technique, the integral of 1/(2 + cos θ) from 0 to 2π becomes a contour integral of 2/(i(z² + 4z + 1)) round the unit circle, whose only interior pole is at −2 + √3, giving 2π/√3.",
            ),
        },
      },
      {
        title: "Conformal maps and the Riemann mapping theorem",
        description:
          "Angle-preserving maps, Möbius transformations, the Schwarz lemma, and the classification of simply connected domains.",
        lesson: {
          title: "Mapping one domain onto another",
          html: p(
            "A holomorphic function with non-zero derivative at a point preserves the angle and orientation between curves through that point, since locally it acts as multiplication by f′(a), a rotation combined with a scaling. Such maps are called conformal. They matter in applications because the composition of a harmonic function with a holomorphic map is harmonic, so a boundary-value problem for Laplace's equation on an awkward domain can be transferred to a simple one, solved there and carried back.",
            "The Möbius transformations w = (az + b)/(cz + d), with ad − bc ≠ 0, are the basic examples. They form a group under composition, map circles and lines to circles and lines, and any three distinct points can be sent to any other three by exactly one of them. The Cayley map w = (z − i)/(z + i) sends the upper half-plane onto the unit disc, with i going to 0 and the real axis to the unit circle.",
            "The Schwarz lemma determines all conformal self-maps of the unit disc D. If f maps D holomorphically into itself with f(0) = 0, then |f(z)| ≤ |z| and |f′(0)| ≤ 1, with equality in either place only for a rotation. Combined with the maps φ(z) = (z − a)/(1 − āz), which are automorphisms of D sending a to 0, it shows that every conformal automorphism of the disc has the form e^{iθ}(z − a)/(1 − āz) with |a| < 1.",
            "The Riemann mapping theorem states that every simply connected open subset of the plane other than the whole plane is conformally equivalent to the unit disc, and that the map is unique once we require a chosen point z₀ to go to 0 with f′(z₀) real and positive. Riemann's 1851 argument relied on the then unjustified Dirichlet principle; the modern proof, due to Fejér and Riesz, considers the family of injective holomorphic maps of the domain into D that send z₀ to 0, uses Montel's theorem on normal families to extract one that maximises |f′(z₀)|, and shows with a square-root trick that a map missing any point of D could be improved.",
            "The theorem is existential, which is why explicit tools remain essential: Schwarz–Christoffel formulas for polygons, and the Joukowski map z + 1/z, which sends circles passing through −1 and enclosing 1 to aerofoil shapes.",
          ),
        },
      },
    ],
  },
  {
    slug: "fish-stock-assessment-and-harvest-strategy",
    discipline: "Fisheries science",
    title: "Fish Stock Assessment and Harvest Strategy",
    description:
      "Fish stocks collapse when managers misread how many fish there are and how hard they are being fished. The course develops the quantitative tools behind modern scientific advice (surplus production models, age-structured assessment, biological reference points and harvest control rules) and places them within ecosystem-based management.",
    level: "advanced",
    duration: "one semester (one lecture and one computer practical a week for twelve weeks)",
    plantedGap: "ecosystem-based management",
    modules: [
      {
        title: "Surplus production and MSY",
        description:
          "Biomass dynamic models, the derivation of maximum sustainable yield, and the pitfalls of fitting such models to catch and effort data.",
        lesson: {
          title: "The Schaefer model and its limits",
          html: p(
            "Surplus production models treat a stock as a single pool of biomass, ignoring age structure. They lump recruitment, growth and natural mortality into one function of biomass. In the Schaefer model that function is logistic: the change in biomass per year is rB(1 − B/K) − C, where r is the intrinsic rate of increase, K the unfished biomass or carrying capacity, and C the catch.",
            "Setting the change to zero gives equilibrium yield as a function of biomass, rB(1 − B/K), a parabola with its maximum at B = K/2. Maximum sustainable yield is therefore rK/4, taken at a fishing mortality F_MSY = r/2, since catch equals FB. With r = 0.4 per year and K = 100,000 tonnes, MSY is 10,000 tonnes at a biomass of 50,000 tonnes and F of 0.2. If the fleet instead fishes at F = 0.3, equilibrium biomass is K(1 − F/r) = 25,000 tonnes and the sustainable catch only 7,500 tonnes: more fishing yields less fish, and in the terms of the model the stock is overfished.",
            "The symmetrical parabola is an assumption, not a finding. The Fox model, based on the Gompertz curve, places B_MSY at K/e, about 37 per cent of K, and the Pella–Tomlinson model adds a shape parameter that lets the peak fall anywhere. Because B_MSY/K is rarely estimable from the data, the choice of model often decides the advice.",
            "The models are fitted to a catch series and an index of abundance, usually catch per unit effort, assumed proportional to biomass through a catchability coefficient q. Two problems dominate. The first is hyperstability: for schooling or aggregating species, fishers find the remaining concentrations and catch rates stay high as the stock falls. Commercial catch rates of northern cod off Newfoundland remained relatively high through the late 1980s as the stock approached collapse, partly because the fleet followed the shrinking aggregations. The second is lack of contrast: a series showing only steady decline, the so-called one-way trip, cannot separate a productive small stock from an unproductive large one, because many combinations of r and K fit equally well.",
            "State-space versions such as SPiCT separate process and observation error but still need informative data.",
          ),
        },
      },
      {
        title: "Age-structured assessment",
        description:
          "Cohort dynamics, the Baranov catch equation, natural mortality, virtual population analysis and statistical catch-at-age models.",
        lesson: {
          title: "Reconstructing cohorts from catches",
          html: p(
            "Age-structured models follow each cohort, the fish born in one year, through time. Within a year the numbers decline exponentially under total mortality Z = F + M, the sum of fishing and natural mortality, so that N at age a + 1 in the following year equals N at age a times e^{−Z}. The Baranov catch equation gives the catch in numbers: C = (F/Z) N (1 − e^{−Z}), the fraction of deaths due to fishing multiplied by the number that die. Catch-at-age data come from sampling landings for length and reading ages from otoliths, ear stones with annual rings.",
            "Natural mortality is the most influential and least known parameter. It is usually fixed from life history rather than estimated. Hoenig's method, updated by Then and colleagues in 2015, relates M to the maximum observed age: M = 4.899 t_max^−0.916, so a species living to 20 years has M of about 0.31 per year. Because M scales estimated stock size and productivity, assessments should test sensitivity to it.",
            "Virtual population analysis reconstructs cohorts backwards from their catches. Pope's cohort approximation, which assumes the catch is taken in the middle of the year, gives N_a = N_{a+1} e^{M} + C_a e^{M/2}. With M = 0.2, 1,000 thousand survivors at age a + 1 and a catch of 500 thousand at age a, N_a = 1,000 × 1.221 + 500 × 1.105 = 1,774 thousand. Then Z = ln(1,774/1,000) = 0.573 and F = 0.373. The calculation starts from an assumed terminal F and runs back through each cohort.",
            "VPA converges: for cohorts that have passed through the fishery, errors in the terminal assumption shrink as the calculation moves back in time, because most of the population is accounted for by observed catches. The most recent years remain poorly determined. Tuning methods such as XSA and ADAPT calibrate them with survey indices, and the retrospective pattern, measured by Mohn's rho, shows whether successive assessments systematically revise recent biomass up or down.",
            "Statistical catch-at-age models instead fit a forward-projecting population model to catches and surveys simultaneously by maximum likelihood, allowing for observation error in the catch. Stock Synthesis and the state-space model SAM are widely used examples. Their outputs, spawning stock biomass, recruitment and mean F, feed reference points and harvest control rules.",
          ),
        },
      },
      {
        title: "Reference points and harvest control rules",
        description:
          "Limit and precautionary reference points, the ICES MSY advice rule, and testing management procedures by simulation.",
        lesson: {
          title: "From assessment to catch advice",
          html: p(
            "The precautionary approach, set out in the 1995 FAO Code of Conduct for Responsible Fisheries and the UN Fish Stocks Agreement, requires management to act with more caution when information is uncertain. In practice it is implemented through reference points and rules that translate an assessment into catch advice.",
            "Limit reference points mark states to avoid. In the ICES framework, Blim is the spawning stock biomass below which recruitment is likely to be impaired, often estimated from the stock–recruitment plot or, where no impairment is visible, set at the lowest observed biomass. Because the assessed biomass is uncertain, a precautionary buffer is added: Bpa = Blim × e^{1.645σ}, where σ is the uncertainty in the estimate of SSB. With the default σ of 0.2 this gives Bpa of about 1.4 Blim, so that a stock assessed at Bpa has roughly a 95 per cent chance of truly being above Blim. Flim and Fpa are the corresponding fishing mortality limits.",
            "Target reference points express where the stock should be. ICES estimates F_MSY from stochastic simulations that project the stock under a range of F values with variable recruitment and assessment error, choosing the F giving the highest median long-term yield. An upper bound is applied so that the annual probability of SSB falling below Blim does not exceed 5 per cent.",
            "The ICES MSY advice rule is a hockey stick. If SSB is at or above a trigger biomass, MSY Btrigger, advice is based on F = F_MSY; below it, F is reduced in proportion: F = F_MSY × SSB / MSY Btrigger. Suppose F_MSY = 0.3, MSY Btrigger = 100,000 tonnes and the assessment estimates SSB at 80,000 tonnes for the start of the advice year. The advised F is 0.24, and the catch advice is the catch that results from projecting the stock forward one year at that F using the Baranov equation. MSY Btrigger is usually set at Bpa.",
            "A rule is only as good as its performance under realistic error. Management strategy evaluation tests candidate rules by simulation: an operating model representing the true stock, including plausible alternative hypotheses about M, productivity and data bias, generates simulated data; the candidate procedure produces advice; and performance is scored on yield, catch stability and the risk of falling below Blim.",
          ),
        },
      },
    ],
  },
  {
    slug: "folk-narrative-theory-and-method",
    discipline: "Folklore studies",
    title: "Folk Narrative: Theory and Method",
    description:
      "Topics include the historic-geographic method and the ATU tale-type index; Propp's morphology of the folktale; the oral-formulaic theory of Parry and Lord; performance-centred approaches; and legend tripping. Seminars pair each theoretical text with narratives that students analyse themselves.",
    level: "advanced",
    duration: "eleven weeks (one two-hour research seminar a week)",
    plantedGap: "legend tripping",
    modules: [
      {
        title: "Classifying tales: types, motifs and morphology",
        description:
          "The Finnish historic-geographic method, the Aarne–Thompson–Uther index and Thompson's motif index, and Propp's structural alternative.",
        lesson: {
          title: "Tale types, motifs and functions",
          html:
            p(
              "The historic-geographic method, developed in Finland by Julius and Kaarle Krohn, aimed to reconstruct the original form and place of origin of a tale by collecting every available variant, arranging them by time and place, and tracing the routes of diffusion. It needed a way of identifying which texts were versions of the same tale, and Antti Aarne's index of 1910 supplied it. Stith Thompson translated and enlarged Aarne's work in 1928 and 1961, and Hans-Jörg Uther's revision of 2004, The Types of International Folktales, produced the Aarne–Thompson–Uther or ATU index now used as a reference standard.",
            ) +
            "<table><thead><tr><th>ATU numbers</th><th>Main division</th><th>Example</th></tr></thead><tbody><tr><td>1–299</td><td>Animal tales</td><td>ATU 1, The Theft of Fish</td></tr><tr><td>300–749</td><td>Tales of magic</td><td>ATU 510A, Cinderella</td></tr><tr><td>750–849</td><td>Religious tales</td><td>ATU 750A, The Wishes</td></tr><tr><td>850–999</td><td>Realistic tales</td><td>ATU 923, Love Like Salt</td></tr><tr><td>1000–1199</td><td>Tales of the stupid ogre</td><td>ATU 1060, Squeezing the (Supposed) Stone</td></tr><tr><td>1200–1999</td><td>Anecdotes and jokes</td><td>ATU 1535, The Rich and the Poor Peasant</td></tr><tr><td>2000–2399</td><td>Formula tales</td><td>ATU 2030, The Old Woman and Her Pig</td></tr></tbody></table>" +
            p(
              "A tale type is a recurring plot with a sequence of episodes; a motif, in Thompson's definition, is the smallest element in a tale having a power to persist in tradition, such as a glass slipper, a cruel stepmother or a task of sorting grain. Thompson's Motif-Index of Folk-Literature, revised in six volumes between 1955 and 1958, classifies motifs under letters from A, mythological motifs, to Z, miscellaneous groups. Critics have pointed to the European bias of the type index, inconsistent criteria for separating types, and the temptation to treat archival categories as if they were units in the tradition itself; Uther's revision addressed some of these by adding sources from outside Europe and documenting each type's bibliography.",
              "Vladimir Propp's Morphology of the Folktale (1928, translated into English in 1958) took a different route. Analysing a hundred Russian wonder tales, he argued that their constant elements were not characters or motifs but functions, acts defined by their significance for the course of the action. He identified thirty-one functions, beginning with absentation, interdiction and violation of the interdiction, which always appear in the same order though not all in every tale, and seven spheres of action: villain, donor, helper, princess and her father, dispatcher, hero and false hero. Alan Dundes later recast functions as motifemes, the structural slots that different motifs, or allomotifs, can fill.",
            ),
        },
      },
      {
        title: "Composition in performance: Parry and Lord",
        description:
          "The oral-formulaic theory, the South Slavic fieldwork on which it rests, and the critiques that have limited its claims.",
        lesson: {
          title: "Formula, theme and the singer of tales",
          html: p(
            "Milman Parry's doctoral theses of 1928 asked why Homer uses noun-epithet combinations such as swift-footed Achilles and grey-eyed Athena so persistently. He showed that for each major character there was usually exactly one epithet phrase to fill a given metrical position in the hexameter, a system marked by both extension, since there were phrases for every common position, and economy, since there was rarely more than one. Such thrift, he argued, is not the mark of a poet choosing words freely but of a tradition of composition in which ready-made phrases help a singer compose at the speed of performance. He defined the formula as a group of words regularly employed under the same metrical conditions to express a given essential idea.",
            "To test the idea against a living tradition, Parry and his assistant Albert Lord recorded epic singers in Yugoslavia in 1933 to 1935. The most remarkable of them, Avdo Međedović, dictated The Wedding of Smailagić Meho, a poem of more than twelve thousand lines. The recordings showed singers who could not read producing long narratives that differed in wording from one performance to the next, while the singers themselves insisted they sang the song the same way each time.",
            "Lord's The Singer of Tales (1960) generalised the findings. Oral epic is composed in performance, not memorised; its building blocks are formulas and themes, recurring scenes such as arming, assembly or journey that are elaborated or compressed to suit the occasion; and there is no original text of which performances are copies, only a tradition realised anew each time. Lord extended the argument to Homer and to medieval epic, and Francis Magoun applied it to Old English verse in 1953, arguing that formulaic density showed Beowulf to be orally composed.",
            "The theory has been qualified in two main ways. Larry Benson showed in 1966 that Anglo-Saxon poets who certainly wrote, translating from Latin, used formulas just as densely, so density alone does not prove oral composition. Ruth Finnegan's Oral Poetry (1977) documented traditions, such as Somali poetry, in which poems are composed in advance and memorised, so composition in performance is one type of oral poetics among several. What survives is a method: measure formulaic patterning, look for theme-based structure, and ask what kind of composition and transmission best explains the evidence.",
          ),
        },
      },
      {
        title: "Folklore as performance",
        description:
          "The shift from text to event in American folkloristics of the 1970s and the analytical tools it produced.",
        lesson: {
          title: "Keys, frames and entextualisation",
          html: p(
            "By the late 1960s a group of American folklorists argued that the discipline's focus on collected texts, abstracted from the occasions that produced them, had missed what folklore is. Dan Ben-Amos in 1971 defined folklore as artistic communication in small groups, moving attention from items to interaction, and the collection Toward New Perspectives in Folklore (1972), edited by Américo Paredes and Richard Bauman, became the manifesto of the performance-centred approach.",
            "Richard Bauman's Verbal Art as Performance (1977) gave the approach its core concept. Performance is a mode of communication in which the speaker assumes responsibility to an audience for a display of communicative competence, and the audience is licensed to evaluate the skill with which it is done. Speakers signal that they are performing by keys, culturally specific devices that frame what follows. Bauman listed special codes, such as archaic language; figurative language; parallelism; special paralinguistic features, such as a changed rhythm or voice quality; special formulas, such as once upon a time; appeals to tradition; and, paradoxically, disclaimers of performance, in which a skilled teller insists they are no good at telling stories.",
            "Dell Hymes contributed the notion of breakthrough into performance. Working with Clackamas Chinook narratives, he noticed that a speaker might report a story in the third person, summarising it as information, and then shift into full performance, taking responsibility for it. Identifying those shifts in recorded material lets the analyst see where and why a tradition comes alive.",
            "The approach transformed method. Fieldwork recordings were expected to document setting, participants, audience response and interruptions; transcription practices, influenced by the ethnopoetics of Hymes and Dennis Tedlock, set out oral narratives in lines and verses that show pauses, pitch and repetition rather than prose paragraphs. Analysis asks not only what the story means but what the performance does: asserting status, teaching a child, mocking an outsider.",
            "Bauman and Charles Briggs, in a 1990 review, added a further step. Performance makes discourse extractable: it is entextualised, shaped into a bounded unit that can be lifted out of its setting and recontextualised elsewhere, in another performance, a printed collection or an archive. Studying how texts move between contexts, and who controls that movement, connects folklore to questions of power, authority and the politics of collecting.",
          ),
        },
      },
    ],
  },
  {
    slug: "acute-and-diagnostic-gastroenterology-for-specialty-trainees",
    discipline: "Gastroenterology",
    title: "Acute and Diagnostic Gastroenterology for Specialty Trainees",
    description:
      "Aimed at specialty trainees in gastroenterology and general internal medicine, the course addresses decisions where delay or error is costly: acute severe ulcerative colitis, upper gastrointestinal bleeding and the diagnosis of coeliac disease, together with the indications for faecal microbiota transplantation.",
    level: "advanced",
    duration: "six weeks (one half-day case-based teaching session a week)",
    plantedGap: "faecal microbiota transplantation",
    modules: [
      {
        title: "Acute severe ulcerative colitis: the first seven days",
        description:
          "Recognition, initial management, day-three assessment and the choice between rescue therapy and colectomy.",
        lesson: {
          title: "Managing acute severe colitis",
          html:
            p(
              "Acute severe ulcerative colitis is a medical emergency. It is defined by the Truelove and Witts criteria: six or more bloody stools a day plus at least one sign of systemic toxicity, namely a pulse above 90 beats per minute, temperature above 37.8 °C, haemoglobin below 105 g/L or an ESR above 30 mm/h. About a quarter of patients with ulcerative colitis have such an episode at some point, and before corticosteroids the mortality of a severe attack was about a third; in specialist centres it is now below one per cent, largely because of timely colectomy.",
              "Admission should be joint between physicians and colorectal surgeons from the start. The first day's management includes:",
            ) +
            "<ul><li>intravenous corticosteroids, such as hydrocortisone 100 mg four times daily or methylprednisolone 60 mg daily;</li><li>stool culture and Clostridioides difficile toxin testing;</li><li>flexible sigmoidoscopy with biopsies, including for cytomegalovirus, without bowel preparation;</li><li>an abdominal radiograph to exclude colonic dilatation, a transverse colon above 5.5 cm suggesting toxic megacolon;</li><li>low-molecular-weight heparin thromboprophylaxis, since the risk of venous thromboembolism is high despite rectal bleeding;</li><li>correction of potassium and magnesium, and avoidance of opioids, anticholinergics and NSAIDs, which can precipitate dilatation.</li></ul>" +
            p(
              "Response is formally assessed on day three. Travis and colleagues' Oxford criteria found that patients with more than eight stools a day, or three to eight stools with a CRP above 45 mg/L, had about an 85 per cent chance of needing colectomy during that admission. These patients, and others failing to respond, should be offered rescue therapy or surgery without further delay.",
              "Rescue therapy is infliximab, usually 5 mg/kg, or intravenous ciclosporin 2 mg/kg/day. The CONSTRUCT trial found no significant difference between them in quality of life or colectomy rates, so the choice depends on practicalities: ciclosporin needs monitoring of levels, blood pressure, renal function and magnesium, and is relatively contraindicated with low cholesterol or magnesium, whereas infliximab is affected by the protein loss of severe colitis and may require accelerated dosing.",
              "If there is no clear response within four to seven days of rescue therapy, or at any point in the presence of toxic megacolon, perforation or massive haemorrhage, the operation is a subtotal colectomy with end ileostomy, leaving the rectum for later decisions about pouch surgery. Delaying colectomy in a deteriorating patient increases post-operative complications.",
            ),
        },
      },
      {
        title: "Upper gastrointestinal bleeding",
        description:
          "Risk stratification, resuscitation and transfusion, endoscopic therapy, and the distinct management of variceal bleeding.",
        lesson: {
          title: "From the emergency department to the endoscopy unit",
          html: p(
            "Upper gastrointestinal bleeding presents as haematemesis, melaena or both, and the first task is resuscitation alongside risk assessment. The Glasgow-Blatchford score, calculated before endoscopy from blood urea, haemoglobin, systolic blood pressure, pulse of 100 or more, melaena, syncope, hepatic disease and cardiac failure, predicts the need for intervention. A score of 0, or of 1 or less in more recent international guidance, identifies patients who can safely be managed as outpatients. The Rockall score, which includes endoscopic findings, predicts mortality and rebleeding after endoscopy.",
            "Transfusion should be restrictive. In the trial by Villanueva and colleagues, published in 2013, a threshold of 70 g/L with a target of 70 to 90 g/L reduced mortality and rebleeding compared with a liberal threshold of 90 g/L, with the greatest benefit in cirrhosis, because over-transfusion raises portal pressure. A higher threshold, often 80 g/L, is used in patients with cardiovascular disease. Platelets are given if the count is below 50 × 10⁹/L in active bleeding, and anticoagulants are reversed according to the agent. Tranexamic acid should not be used: the HALT-IT trial of 2020 showed no reduction in deaths from bleeding and an increase in venous thromboembolic events.",
            "Endoscopy should be performed within 24 hours of presentation, and immediately after resuscitation in unstable patients. Non-variceal lesions, mostly peptic ulcers, are described by the Forrest classification: Ia spurting, Ib oozing, IIa non-bleeding visible vessel, IIb adherent clot, IIc flat pigmented spot and III clean base. Ia, Ib and IIa lesions need endoscopic therapy, and adrenaline injection should not be used alone but combined with a mechanical or thermal method, such as clips or a heater probe. In the UK, NICE advises against starting proton pump inhibitors before endoscopy, but they are given at high dose after endoscopic haemostasis. Rebleeding is treated by repeat endoscopy and then interventional radiological embolisation or surgery.",
            "Suspected variceal bleeding in a patient with known or likely cirrhosis changes the sequence. Terlipressin and prophylactic antibiotics are started at presentation, since infection is common and antibiotics reduce mortality and rebleeding. Oesophageal varices are treated with band ligation; gastric varices with injection of N-butyl-2-cyanoacrylate or a transjugular intrahepatic portosystemic shunt (TIPS). Balloon tamponade is a bridge to definitive therapy. In high-risk patients, such as those with Child–Pugh class C cirrhosis, pre-emptive TIPS within 72 hours after endoscopic control has been shown to improve survival.",
          ),
        },
      },
      {
        title: "Diagnosing coeliac disease",
        description:
          "Serological testing, the gluten challenge, histology and HLA typing, and when a diagnosis can be made without biopsy.",
        lesson: {
          title: "Serology, histology and their pitfalls",
          html:
            p(
              "Coeliac disease affects about one per cent of the population in Europe and North America, yet most cases remain undiagnosed, partly because presentations are often non-gastrointestinal: iron deficiency anaemia, fatigue, osteoporosis, abnormal liver enzymes, infertility or dermatitis herpetiformis. Testing should be offered to people with such features and to first-degree relatives of patients, people with type 1 diabetes and those with autoimmune thyroid disease.",
              "The first-line test is IgA tissue transglutaminase antibody, measured together with total IgA. Selective IgA deficiency is around ten times more common in coeliac disease than in the general population, and in IgA-deficient patients IgA-based tests are falsely negative, so IgG-based tests such as IgG deamidated gliadin peptide or IgG endomysial antibody are used instead. Testing is only valid on a gluten-containing diet. NICE advises that people should eat some gluten in more than one meal every day for at least six weeks before testing, and patients who have already excluded gluten often need a supervised gluten challenge.",
              "In adults, positive serology is normally confirmed by duodenal biopsy taken while the patient is still eating gluten, with at least four biopsies from the second part of the duodenum and one or two from the bulb, because changes may be patchy. Histology is graded by the Marsh–Oberhuber classification:",
            ) +
            "<ul><li>type 1: raised intraepithelial lymphocytes, more than 25 per 100 enterocytes, with normal villi;</li><li>type 2: intraepithelial lymphocytosis with crypt hyperplasia;</li><li>type 3a, 3b and 3c: partial, subtotal and total villous atrophy.</li></ul>" +
            p(
              "Villous atrophy with negative serology needs a careful search for alternatives, including olmesartan enteropathy, common variable immunodeficiency, giardiasis, tropical sprue, Crohn's disease and autoimmune enteropathy.",
              "HLA typing helps mainly by exclusion. Almost all patients carry HLA-DQ2 or HLA-DQ8, so their absence makes coeliac disease extremely unlikely; their presence, found in around a third of the population, means little on its own. Typing is useful in patients already on a gluten-free diet who are reluctant to undergo a challenge.",
              "In children, ESPGHAN guidance of 2020 allows diagnosis without biopsy when tissue transglutaminase IgA is at least ten times the upper limit of normal and endomysial antibody is positive in a second blood sample. Adult guidance has been more cautious, and in most settings biopsy remains standard. After diagnosis, patients should see a dietitian, have serology repeated to confirm falling titres, and be assessed for bone health and for vaccination against pneumococcus because of hyposplenism.",
            ),
        },
      },
    ],
  },
  {
    slug: "ageing-health-and-society-advanced-gerontology",
    discipline: "Gerontology",
    title: "Ageing, Health and Society: Advanced Gerontology",
    description:
      "Is population ageing a burden, a triumph or both? Drawing on sociology, psychology and epidemiology, the course examines theories of successful and adaptive ageing, the compression of morbidity debate, frailty as a clinical and research construct, and intergenerational relations.",
    level: "advanced",
    duration: "one semester (one two-hour seminar a week for twelve weeks)",
    plantedGap: "intergenerational relations",
    modules: [
      {
        title: "Theories of ageing well",
        description:
          "From disengagement and activity theory to selection, optimisation and compensation, socioemotional selectivity and successful ageing.",
        lesson: {
          title: "What does it mean to age well?",
          html: p(
            "Social gerontology has repeatedly asked what a good later life looks like, and each answer has shaped policy and practice. Disengagement theory, proposed by Elaine Cumming and William Henry in Growing Old (1961) from the Kansas City Study of Adult Life, held that mutual withdrawal between older people and society was natural, universal and functional, preparing both for death and allowing roles to pass to the young. Activity theory, associated with Robert Havighurst, replied that satisfaction in later life depends on maintaining activities and roles, replacing those that are lost. Both were criticised for treating a single pattern as normative; Robert Atchley's continuity theory of 1989 argued instead that people adapt by preserving the internal and external structures of their earlier lives, so the right level of activity depends on the person.",
            "Psychological models shifted attention to how people manage losses. Paul and Margret Baltes's model of selection, optimisation and compensation (1990) proposes that successful development involves selecting goals, optimising the means to reach them and compensating when means are lost. Paul Baltes's illustration was the pianist Arthur Rubinstein, who in old age played fewer pieces, practised them more, and slowed down before fast passages so that they sounded faster by contrast. Laura Carstensen's socioemotional selectivity theory explains why older adults narrow their social networks: as the future is perceived as limited, people prioritise emotionally meaningful goals over information-seeking, shedding peripheral contacts while keeping close ones. It predicts the positivity effect, a relative preference for positive over negative information in attention and memory, found in many experiments with older adults.",
            "John Rowe and Robert Kahn's model of successful ageing (1987, expanded 1997) defined it by three components: low probability of disease and disability, high cognitive and physical function, and active engagement with life. It was influential in moving research away from treating age-related decline as inevitable, but it has been criticised on several grounds. By its criteria most people over 80 fail, including many who report high well-being; it underplays the structural determinants of health, such as income, class and the accumulated disadvantages of a working life; and it can imply that those who become disabled have aged unsuccessfully through personal failure. Critical gerontologists have argued that such models can reinforce ageism by celebrating older people only when they resemble younger ones.",
          ),
        },
      },
      {
        title: "The compression of morbidity debate",
        description:
          "Competing hypotheses about whether longer lives mean more or fewer years in ill health, and how health expectancies are measured.",
        lesson: {
          title: "Longer lives, healthier lives?",
          html: p(
            "As life expectancy rises, the question that matters for individuals and health systems is whether the extra years are healthy ones. Three hypotheses frame the debate. James Fries, in a 1980 paper in the New England Journal of Medicine, proposed the compression of morbidity: if the onset of chronic disease and disability can be postponed faster than life expectancy increases, the period of ill health before death will shrink. He assumed a biologically limited mean lifespan of about 85 years, towards which the survival curve would become increasingly rectangular. Ernest Gruenberg's 1977 essay The Failures of Success argued the opposite: medicine's success in preventing deaths from the complications of chronic disease would keep alive people who would previously have died, expanding the years lived with illness. Kenneth Manton's dynamic equilibrium hypothesis (1982) proposed a middle position, in which people live longer with chronic disease but its severity is reduced by slower progression and better treatment.",
            "Testing the hypotheses requires health expectancies, which divide life expectancy into years with and without a health state. The usual method, named after Daniel Sullivan, combines a period life table with age-specific prevalence of disability or ill health from a survey: the person-years lived in each age group are multiplied by the proportion free of the condition and summed. Because results depend heavily on the measure used, the same population can show compression on one indicator and expansion on another.",
            "That is roughly what the evidence shows. In the United States, severe disability among older people fell through the 1980s and 1990s in surveys such as the National Long Term Care Survey, yet the prevalence of diagnosed chronic conditions such as diabetes rose, partly through earlier diagnosis and better survival. In England, the Cognitive Function and Ageing Studies compared two cohorts assessed with the same methods two decades apart and found that the prevalence of dementia among people aged 65 and over was lower in 2011 than earlier rates predicted, about 6.5 per cent instead of 8.3 per cent.",
            "Averages hide large inequalities. In England, healthy life expectancy at birth differs by close to two decades between the most and least deprived areas, a gap much larger than that in life expectancy itself. Compression may therefore be occurring for advantaged groups while disadvantaged groups experience expansion, and national figures can conceal both.",
          ),
        },
      },
      {
        title: "Frailty: phenotype, index and practice",
        description:
          "The two main models of frailty, how they are measured, and how frailty assessment is used in clinical and population settings.",
        lesson: {
          title: "Measuring frailty",
          html:
            p(
              "Frailty describes a state of increased vulnerability to adverse outcomes, such as falls, hospital admission, disability and death, after a stressor that a robust person would withstand. A minor infection that causes a fit 75-year-old a few days of fatigue may cause delirium, immobility and loss of independence in a frail one. Two operational models dominate, and they identify overlapping but different people.",
              "Linda Fried and colleagues defined the frailty phenotype in 2001 using data from the Cardiovascular Health Study of 5,317 adults aged 65 and over. The phenotype has five criteria:",
            ) +
            "<ol><li>unintentional weight loss of at least 4.5 kg (10 lb) in the previous year;</li><li>self-reported exhaustion;</li><li>weak grip strength, below a cut-off adjusted for sex and body mass index;</li><li>slow walking speed over 15 feet, adjusted for sex and height;</li><li>low physical activity, measured in kilocalories expended per week.</li></ol>" +
            p(
              "People meeting three or more criteria are classed as frail, one or two as pre-frail, and none as robust. In the original cohort about 7 per cent were frail, and frailty independently predicted falls, worsening mobility, hospitalisation and death.",
              "Kenneth Rockwood and Arnold Mitnitski proposed instead that frailty is the accumulation of deficits. A frailty index counts health deficits, such as symptoms, signs, diseases, disabilities and abnormal test results, and divides the number present by the number considered; at least thirty deficits are recommended. A person with 12 of 40 deficits has an index of 0.30. The index rises on average by about 3 per cent a year in later life, is strongly associated with mortality, and rarely exceeds about 0.7, beyond which survival is very short. Unlike the phenotype, it produces a continuous measure and can be built from routine data.",
              "That property underlies the electronic Frailty Index, developed by Andrew Clegg and colleagues and published in 2016, which uses 36 deficits coded in English general practice records to classify patients as fit, mildly, moderately or severely frail, with cut-offs at 0.12, 0.24 and 0.36. The Clinical Frailty Scale, a nine-point judgement scale from very fit to terminally ill, is widely used in hospitals because it is quick to score.",
              "Frailty overlaps with disability and multimorbidity but is distinct from both, and it is partly modifiable: trials of progressive resistance exercise, nutritional support and comprehensive geriatric assessment have shown benefits, so identification should lead to action.",
            ),
        },
      },
    ],
  },
];
