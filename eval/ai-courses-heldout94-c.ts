/** Ninety-fourth held-out evaluation courses, advanced level; see ai-courses-heldout94.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT94_C: EvalCourse[] = [
  {
    slug: "inborn-errors-of-metabolism-screening-diagnosis-and-acute-management",
    discipline: "Inborn errors of metabolism",
    title: "Inborn Errors of Metabolism: Screening, Diagnosis and Acute Management",
    description:
      "Individually rare but numbering in the hundreds, inherited metabolic diseases reward the clinician who thinks of them early. Case-based seminars for specialty trainees in paediatrics, chemical pathology and adult metabolic medicine cover newborn screening and dietary management of phenylketonuria, emergency treatment of hyperammonaemia and urea cycle disorders, fatty acid oxidation defects such as MCADD, and enzyme replacement therapy for lysosomal storage disorders.",
    level: "advanced",
    duration: "twelve weeks (one two-hour case-based seminar a week)",
    plantedGap: "lysosomal storage disorders",
    modules: [
      {
        title: "Phenylketonuria: from heel prick to lifelong care",
        description:
          "The biochemistry of PAH deficiency, newborn screening, the European treatment thresholds and targets, and drug therapy and maternal PKU.",
        lesson: {
          title: "Screening and treating phenylketonuria",
          html:
            p(
              "Phenylketonuria (PKU) is an autosomal recessive deficiency of phenylalanine hydroxylase (PAH), the hepatic enzyme that converts phenylalanine to tyrosine using tetrahydrobiopterin (BH4) as cofactor. Untreated, the accumulation of phenylalanine causes severe intellectual disability, epilepsy, behavioural disturbance, eczema and a musty odour. Its birth prevalence in Europe is around 1 in 10,000, higher in some populations such as Ireland and Turkey.",
              "PKU founded newborn screening. Robert Guthrie's bacterial inhibition assay on dried blood spots, introduced in the early 1960s, made population screening practical. In the UK the blood spot is now taken on day 5 of life and analysed by tandem mass spectrometry, which measures phenylalanine and tyrosine and, from the same card, the acylcarnitines used to screen for other conditions. A positive screen triggers urgent referral to a specialist metabolic team. About 1 to 2 per cent of infants with raised phenylalanine have a defect of BH4 synthesis or recycling rather than PAH deficiency, which needs different treatment, so pterins and dihydropteridine reductase activity must be checked.",
              "The 2017 European guidelines set the thresholds used in most centres:",
            ) +
            "<table><tr><th>Situation</th><th>Blood phenylalanine</th></tr><tr><td>Start treatment if untreated level exceeds</td><td>360 µmol/L</td></tr><tr><td>Target, birth to 12 years</td><td>120-360 µmol/L</td></tr><tr><td>Target, from 12 years</td><td>120-600 µmol/L</td></tr><tr><td>Target, preconception and pregnancy</td><td>120-360 µmol/L</td></tr></table>" +
            p(
              "Treatment should start as early as possible, ideally within the first ten days of life. The diet restricts natural protein to the amount of phenylalanine the individual tolerates, usually counted in 50 mg phenylalanine exchanges, and supplies most protein as a phenylalanine-free amino acid substitute containing tyrosine, vitamins and minerals, with special low-protein foods for energy. Breastfeeding can continue, measured against the substitute. Blood phenylalanine is monitored from home blood spots, weekly in infancy.",
              "Sapropterin, synthetic BH4, lowers phenylalanine in a proportion of patients with residual PAH activity; responsiveness is usually defined as a fall of at least 30 per cent during a loading test, and responders may liberalise their diet. Pegvaliase, a PEGylated phenylalanine ammonia lyase given by daily subcutaneous injection, is licensed for older adolescents and adults with poor control; because of the risk of anaphylaxis, patients carry adrenaline. Maternal PKU is the most preventable serious complication: high maternal phenylalanine is teratogenic, causing microcephaly, congenital heart disease and intellectual disability in a baby who does not have PKU, so control must be established before conception.",
            ),
        },
      },
      {
        title: "Hyperammonaemia and the urea cycle",
        description:
          "Recognising neonatal hyperammonaemia, distinguishing urea cycle defects biochemically, and the emergency protocol of energy, scavengers and extracorporeal removal.",
        lesson: {
          title: "A neonatal emergency",
          html:
            p(
              "The urea cycle converts ammonia, which is neurotoxic, into urea in the liver. Its enzymes are carbamoyl phosphate synthetase 1 (CPS1), which needs N-acetylglutamate made by N-acetylglutamate synthase (NAGS) as an obligatory activator; ornithine transcarbamylase (OTC); argininosuccinate synthetase (ASS, deficient in citrullinaemia type 1); argininosuccinate lyase (ASL); and arginase. OTC deficiency is X-linked and the most common urea cycle disorder; the others are autosomal recessive. Heterozygous OTC females may present at any age.",
              "The classic neonatal presentation follows a symptom-free interval of 24 to 48 hours: poor feeding, vomiting, lethargy and tachypnoea, progressing to encephalopathy, seizures and coma. Ammonia stimulates the respiratory centre, so a respiratory alkalosis in an encephalopathic baby is a strong clue. Because the picture mimics sepsis, plasma ammonia should be measured in any neonate with unexplained encephalopathy. The sample must be free-flowing, placed on ice and analysed within about 30 minutes, since delay and haemolysis raise the result. A neonatal level above about 200 µmol/L, or above 100 µmol/L beyond the neonatal period, strongly suggests a metabolic cause.",
              "Initial investigations point to the defect. Metabolic acidosis with ketosis suggests an organic acidaemia rather than a urea cycle defect. Plasma amino acids and urine orotic acid then discriminate within the cycle:",
            ) +
            "<table><tr><th>Defect</th><th>Plasma citrulline</th><th>Urine orotic acid</th><th>Other</th></tr><tr><td>NAGS or CPS1</td><td>Low</td><td>Normal or low</td><td>Distinguish by carglumic acid response and genetics</td></tr><tr><td>OTC</td><td>Low</td><td>Markedly raised</td><td>X-linked</td></tr><tr><td>ASS (citrullinaemia)</td><td>Very high</td><td>Raised</td><td></td></tr><tr><td>ASL</td><td>Raised</td><td>Raised</td><td>Argininosuccinic acid present</td></tr></table>" +
            p(
              "Treatment must not wait for a diagnosis. Stop protein intake temporarily, and reverse catabolism with high-energy intravenous glucose, adding insulin if hyperglycaemia develops and intravenous lipid when fatty acid oxidation defects are excluded. Give ammonia scavengers: sodium benzoate, which conjugates glycine to form hippurate, and sodium phenylbutyrate or phenylacetate, which conjugates glutamine to form phenylacetylglutamine, each molecule removing two nitrogen atoms. Add intravenous arginine, which becomes an essential amino acid in most of these disorders (but not in arginase deficiency), and carglumic acid, a synthetic activator of CPS1 that treats NAGS deficiency. If ammonia exceeds about 500 µmol/L or fails to fall rapidly, start haemodialysis or continuous haemodiafiltration; peritoneal dialysis is too slow. Neurological outcome depends on both the peak ammonia and the duration of coma, so transfer to a centre with extracorporeal therapy is arranged as soon as the first high result is reported.",
            ),
        },
      },
      {
        title: "Fatty acid oxidation defects",
        description:
          "The physiology of fasting, medium-chain acyl-CoA dehydrogenase deficiency from screening to emergency regimen, and the long-chain defects.",
        lesson: {
          title: "When fasting becomes dangerous",
          html: p(
            "During fasting, adipose tissue releases fatty acids that are taken into mitochondria via the carnitine shuttle and degraded by beta-oxidation. In the liver the resulting acetyl-CoA forms ketone bodies, which supply the brain, while the ATP from oxidation drives gluconeogenesis. Chain-length-specific acyl-CoA dehydrogenases catalyse the first step of each cycle; medium-chain acyl-CoA dehydrogenase (MCAD) acts on substrates of about 6 to 12 carbons.",
            "MCAD deficiency (MCADD) is the most common fatty acid oxidation defect in populations of northern European ancestry, with a birth prevalence in the UK of around 1 in 10,000. It is autosomal recessive; the ACADM variant c.985A>G accounts for most mutant alleles in clinically presenting patients. Affected children are well until a period of fasting, typically during an intercurrent illness with vomiting between three months and three years of age, when they develop hypoketotic hypoglycaemia, lethargy, encephalopathy and seizures. Before screening, about a fifth of children died at their first episode, and survivors could suffer permanent brain injury. A critical blood sample taken during hypoglycaemia shows an inappropriately low 3-hydroxybutyrate relative to free fatty acids.",
            "MCADD was added to the UK newborn screening programme in 2009. The screening marker is raised octanoylcarnitine (C8) on the blood spot, supported by the ratios C8/C10 and C8/C2. Confirmation uses plasma acylcarnitines, urine organic acids, which show medium-chain dicarboxylic acids and the glycine conjugates hexanoylglycine and suberylglycine, and ACADM genotyping.",
            "Management is preventive. Families avoid prolonged fasting and hold a written emergency regimen: at the first sign of illness the child takes a glucose polymer drink at an age-appropriate concentration every two to three hours, day and night. If the drinks are refused or vomited, or the child becomes drowsy, they go directly to hospital with an open-access letter for immediate intravenous 10 per cent glucose, which should be started without waiting for hypoglycaemia. No routine dietary fat restriction is needed, but medium-chain triglyceride (MCT) supplements must be avoided, because they deliver exactly the substrates that cannot be oxidised.",
            "The long-chain defects differ. Very-long-chain acyl-CoA dehydrogenase (VLCAD) and long-chain 3-hydroxyacyl-CoA dehydrogenase (LCHAD) deficiencies can cause cardiomyopathy, arrhythmias, rhabdomyolysis and, in LCHAD deficiency, retinopathy and neuropathy; a mother carrying an affected fetus is at increased risk of acute fatty liver of pregnancy and HELLP syndrome. For these disorders, MCT, which bypasses the long-chain block, is a cornerstone of treatment.",
          ),
        },
      },
    ],
  },
  {
    slug: "homological-algebra",
    discipline: "Homological algebra",
    title: "Homological Algebra",
    description:
      "Born in algebraic topology and codified by Cartan and Eilenberg in 1956, homological algebra is now a working language across algebra, geometry and number theory. Starting from chain complexes and homology, the course proves the snake lemma and the long exact sequence, constructs projective resolutions and the derived functors Ext and Tor, and introduces spectral sequences.",
    level: "advanced",
    duration: "one semester (three lectures and one example class a week)",
    plantedGap: "spectral sequences",
    modules: [
      {
        title: "Chain complexes, homology and homotopy",
        description:
          "Complexes of modules, cycles, boundaries and homology, chain maps and chain homotopies, with simplicial examples.",
        lesson: {
          title: "Complexes and their homology",
          html: p(
            "Let R be a ring. A chain complex C of R-modules is a sequence of modules C_n with homomorphisms d_n: C_n → C_{n−1}, the differentials, such that d_{n−1} ∘ d_n = 0: the image of each differential lies in the kernel of the next. Write Z_n = ker d_n for the n-cycles and B_n = im d_{n+1} for the n-boundaries; then B_n ⊆ Z_n, and the n-th homology module is H_n(C) = Z_n / B_n. The complex is exact at C_n exactly when H_n(C) = 0, so homology measures the failure of exactness. Cochain complexes, whose differentials raise degree, have cohomology modules H^n.",
            "In the complex 0 → ℤ → ℤ → 0, with ℤ in degrees 1 and 0 and differential multiplication by 2, the differential is injective, so H_1 = 0 and H_0 = ℤ/2ℤ. For the boundary of a triangle with vertices a, b and c, the simplicial chain complex has C_1 ≅ ℤ³ on the edges [a,b], [b,c], [c,a], C_0 ≅ ℤ³ on the vertices, and d[x,y] = y − x. The image of d consists of the vertex combinations whose coefficients sum to zero, of rank 2, so H_0 ≅ ℤ: one connected component. The kernel is generated by the cycle [a,b] + [b,c] + [c,a], so H_1 ≅ ℤ: one independent loop.",
            "A chain map f: C → D is a family of homomorphisms f_n commuting with the differentials, d f = f d. It sends cycles to cycles and boundaries to boundaries, so it induces maps H_n(f), and homology becomes a functor. Chain maps f and g are chain homotopic if there are maps s_n: C_n → D_{n+1} with f − g = d s + s d. They then induce the same map on homology, because for a cycle z, f(z) − g(z) = d(s z) + s(d z) = d(s z), a boundary. Hence a chain homotopy equivalence induces isomorphisms on homology.",
            "Short exact sequences 0 → A → B → C → 0 are the basic building blocks. Such a sequence splits, with B ≅ A ⊕ C compatibly with the maps, exactly when the surjection has a section. The sequence 0 → ℤ → ℤ → ℤ/2ℤ → 0, with first map multiplication by 2, does not split, since ℤ has no element of order 2.",
          ),
        },
      },
      {
        title: "Diagram chasing: the snake lemma",
        description:
          "Statement and proof of the snake lemma, the connecting homomorphism, and the long exact homology sequence of a short exact sequence of complexes.",
        lesson: {
          title: "The snake lemma and the long exact sequence",
          html: p(
            "Consider a commutative diagram of R-modules with exact rows A → B → C → 0 (maps i and p) and 0 → A′ → B′ → C′ (maps i′ and p′), joined by vertical maps f, g and h. The snake lemma gives an exact sequence ker f → ker g → ker h → coker f → coker g → coker h, in which every map except the third is induced by the maps of the rows.",
            "The third map, the connecting homomorphism δ, is the model diagram chase. Let c ∈ ker h and choose b ∈ B with p(b) = c. Then p′(g(b)) = h(p(b)) = h(c) = 0, so g(b) lies in ker p′ = im i′, and since i′ is injective there is a unique a′ ∈ A′ with i′(a′) = g(b). Define δ(c) as the class of a′ in coker f = A′ / f(A). Any other lift has the form b + i(a), and g(b + i(a)) = g(b) + i′(f(a)) changes a′ only by f(a), so δ is well defined. Exactness at ker h follows the same pattern: if δ(c) = 0 then a′ = f(a) for some a, and b − i(a) lies in ker g and maps to c.",
            "The main application is the long exact sequence. Let 0 → A → B → C → 0 be a short exact sequence of chain complexes. In each degree the differential induces maps A_n / B_n(A) → Z_{n−1}(A), and likewise for B and C. These form a diagram with exact rows whose vertical maps have kernels H_n and cokernels H_{n−1}, so the snake lemma yields the exact sequence … → H_n(A) → H_n(B) → H_n(C) → H_{n−1}(A) → H_{n−1}(B) → …. Concretely, the connecting map ∂ lifts a cycle of C_n to B_n, applies d, and recognises the result as the image of a cycle of A_{n−1}. The construction is natural in the short exact sequence.",
            "Two consequences are used constantly. If two of the three complexes are exact, so is the third. And the five lemma, proved by a similar chase, shows that if four of five vertical maps between exact rows are isomorphisms, so is the middle one.",
          ),
        },
      },
      {
        title: "Derived functors: Ext and Tor",
        description:
          "Projective resolutions and the comparison theorem, the definitions of Tor and Ext, calculations over the integers, and the classification of extensions.",
        lesson: {
          title: "Resolutions, Tor and Ext",
          html: p(
            "The tensor product is right exact but not left exact. Tensoring the exact sequence 0 → ℤ → ℤ → ℤ/2ℤ → 0, first map multiplication by 2, with ℤ/2ℤ gives ℤ/2ℤ → ℤ/2ℤ → ℤ/2ℤ → 0, in which the first map is multiplication by 2, that is, zero: injectivity has been lost.",
            "A module P is projective if Hom(P, −) is exact; free modules are projective, and every module M has a free, hence projective, resolution … → P_1 → P_0 → M → 0, an exact sequence of projectives. The comparison theorem states that any homomorphism M → N lifts to a chain map between projective resolutions of M and N, unique up to chain homotopy. So homology computed from a resolution is independent of the choice, up to canonical isomorphism.",
            "Given a projective resolution P of M, delete M and define Tor_n(M, N) = H_n(P ⊗ N) and Ext^n(M, N) = H^n(Hom(P, N)). Right exactness of the tensor product and left exactness of Hom give Tor_0(M, N) ≅ M ⊗ N and Ext^0(M, N) ≅ Hom(M, N). Short exact sequences in either variable yield long exact sequences of Tor and Ext.",
            "Over ℤ, calculations are quick. The module ℤ/mℤ has the resolution 0 → ℤ → ℤ → ℤ/mℤ → 0 with first map multiplication by m. Tensoring with ℤ/nℤ gives the two-term complex ℤ/nℤ → ℤ/nℤ, multiplication by m. Its kernel, the elements x with mx ≡ 0 mod n, is cyclic of order gcd(m, n), and so is its cokernel. Hence Tor_1(ℤ/mℤ, ℤ/nℤ) ≅ ℤ/gcd(m, n) ≅ ℤ/mℤ ⊗ ℤ/nℤ. More generally Tor_1(ℤ/mℤ, A) is the m-torsion subgroup of A, which explains the name. Applying Hom(−, ℤ) instead gives ℤ → ℤ, multiplication by m, so Hom(ℤ/mℤ, ℤ) = 0 and Ext^1(ℤ/mℤ, ℤ) ≅ ℤ/mℤ. Because every subgroup of a free abelian group is free, every abelian group has a resolution of length one, and Tor_n and Ext^n vanish over ℤ for n ≥ 2.",
            "Ext^1 has a concrete meaning: Ext^1(M, N) is in bijection with equivalence classes of extensions 0 → N → E → M → 0, with the zero element corresponding to the split extension. Thus Ext^1(ℤ/pℤ, ℤ) ≅ ℤ/pℤ records the split extension ℤ ⊕ ℤ/pℤ and the p − 1 non-split ones with middle term ℤ.",
          ),
        },
      },
    ],
  },
  {
    slug: "landfill-engineering-and-design",
    discipline: "Landfill engineering",
    title: "Landfill Engineering and Design",
    description:
      "Participants size composite basal lining systems and estimate leakage through their defects, calculate leachate generation and design the drainage layer that removes it, model landfill gas generation by first-order decay and specify its control, and undertake capping design for completed cells.",
    level: "advanced",
    duration: "one semester (two lectures and one three-hour design studio a week)",
    plantedGap: "capping design",
    modules: [
      {
        title: "Basal lining systems and leakage",
        description:
          "Regulatory minimum barriers in the EU and US, and why a composite liner leaks orders of magnitude less than either of its components alone.",
        lesson: {
          title: "Composite liners and how they leak",
          html: p(
            "The base of a modern landfill is a barrier system designed to keep leachate out of groundwater for as long as the waste remains a hazard. In Europe, Annex I of the Landfill Directive (1999/31/EC) requires a geological barrier with a hydraulic conductivity of no more than 1.0 × 10⁻⁹ m/s over at least 5 m for hazardous waste and at least 1 m for non-hazardous waste. An engineered barrier at least 0.5 m thick may substitute where the geology falls short, and the two higher classes also need an artificial sealing liner and a drainage layer at least 0.5 m thick. US federal rules (40 CFR 258.40) instead prescribe a composite liner: a geomembrane over at least 0.6 m of compacted low-permeability soil.",
            "Take a head of 0.3 m on the liner. A compacted clay liner alone, 1 m thick with k = 1 × 10⁻⁹ m/s, has a hydraulic gradient of (1 + 0.3)/1 = 1.3, so Darcy's law gives a flux of 1.3 × 10⁻⁹ m/s, or about 1.1 m³ per hectare per day. A geomembrane alone is almost impermeable except at defects, which designers assume at a few per hectare even with good quality assurance. Flow through a 1 cm² hole in a geomembrane over a free-draining layer follows Bernoulli's equation, Q = 0.6 a √(2gh) = 0.6 × 10⁻⁴ × √(2 × 9.81 × 0.3) ≈ 1.5 × 10⁻⁴ m³/s, roughly 12.6 m³ per day through a single hole.",
            "In a composite liner the soil beneath the hole restricts flow, because liquid must spread through the thin gap between geomembrane and soil before it can enter the clay. For good contact, the empirical equation of Giroud and co-workers is Q = 0.21 a^0.1 h^0.9 k_s^0.74 in SI units. For the same hole and head over clay with k_s = 1 × 10⁻⁹ m/s, Q = 0.21 × 0.398 × 0.338 × 2.19 × 10⁻⁷ ≈ 6.2 × 10⁻⁹ m³/s, about half a litre per day. For poor contact, caused by wrinkles or a rough soil surface, the coefficient rises to 1.15.",
            "Two design lessons follow: contact between geomembrane and soil matters as much as the quality of either material, so the soil surface must be smooth and wrinkles minimised; and keeping the head low is the job of the drainage layer.",
          ),
        },
      },
      {
        title: "Leachate generation and collection",
        description:
          "Estimating leachate from a water balance, and designing a drainage layer whose maximum head remains within the limit even as it clogs.",
        lesson: {
          title: "Water balance and drainage layer design",
          html: p(
            "Leachate is generated mainly by water entering the waste from above. A water balance for a cell is: leachate = precipitation − surface runoff − evapotranspiration − change in soil moisture storage − water absorbed by the waste. Waste below field capacity absorbs water at first, so leachate lags behind infiltration in a new cell. The US EPA's HELP model (Hydrologic Evaluation of Landfill Performance) performs this balance daily for layered profiles and is widely used for design.",
            "Worked example. An operational cell of 2 ha receives 800 mm of rain a year, of which about 300 mm reaches the drainage layer once the waste is saturated. The annual leachate volume is 0.3 m × 20,000 m² = 6,000 m³, on average about 16 m³ per day, with much higher rates after storms, which size the treatment and storage plant.",
            "The drainage layer must keep the head on the liner below the design limit. For a layer with hydraulic conductivity k, drainage length L to the collection pipe, slope angle β and impingement rate q, Giroud's solution gives the maximum head approximately as t_max = j L [√(tan²β + 4q/k) − tan β] / (2 cos β), where the correction factor j lies between about 0.88 and 1, so taking j = 1 is conservative.",
            "Take L = 50 m, a base slope of 2 per cent (tan β = 0.02) and q = 300 mm per year, or 9.5 × 10⁻⁹ m/s. For clean gravel with k = 1 × 10⁻³ m/s, 4q/k = 3.8 × 10⁻⁵, so t_max = 50 × (√(0.0004 + 0.000038) − 0.02)/2 ≈ 0.023 m, comfortably below a 0.3 m limit. Now suppose the gravel clogs to k = 1 × 10⁻⁵ m/s: 4q/k = 3.8 × 10⁻³ and t_max ≈ 1.1 m, far above the limit.",
            "Clogging is therefore the governing design issue. Biological growth and calcium carbonate precipitation, fed by the leachate of actively degrading waste, progressively fill the pores, especially near the pipes where flow concentrates. Good practice is to use coarse, uniformly graded, carbonate-free gravel; to keep drainage paths short; to separate waste from the gravel with a filter that does not itself clog; and to install perforated HDPE collection pipes that can be cleaned by jetting from access points, because they cannot be dug up once waste lies above them.",
          ),
        },
      },
      {
        title: "Landfill gas",
        description:
          "The phases of decomposition, first-order decay modelling of methane generation, and extraction, flaring, utilisation and migration monitoring.",
        lesson: {
          title: "Predicting and controlling gas generation",
          html:
            p(
              "Biodegradable waste decomposes in a recognisable sequence. A brief aerobic phase consumes the oxygen trapped in the waste. An acid-forming phase follows, in which hydrolysis and fermentation produce volatile fatty acids, carbon dioxide and hydrogen, and leachate is at its most aggressive. Methanogenic archaea then become established, first unstably and then in a stable methanogenic phase lasting decades, in which landfill gas is typically 50 to 60 per cent methane and 40 to 50 per cent carbon dioxide by volume.",
              "Generation is usually modelled by first-order decay. For a mass M of waste placed at one time, methane generation t years later is Q(t) = k L₀ M e^(−kt), where k is the decay rate constant and L₀ the methane generation potential. The US EPA's LandGEM model sums this expression over each year's waste placement, subdivided into tenths of a year. Its regulatory defaults under the Clean Air Act are k = 0.05 per year and L₀ = 170 m³ per tonne; its inventory defaults for conventional sites are k = 0.04 per year and L₀ = 100 m³ per tonne.",
              "Worked example. With k = 0.05 per year and L₀ = 100 m³/t, a single year's placement of 100,000 t produces initially 0.05 × 100 × 100,000 = 500,000 m³ of methane a year. After 10 years this has fallen by a factor e^(−0.5) to about 303,000 m³ a year, and after 20 years to about 184,000 m³. The half-life is ln 2 / k ≈ 14 years, and the total potential is L₀M = 10 million m³. Gas control therefore continues long after the last waste is placed.",
              "Control combines several measures:",
            ) +
            "<ul><li>Extraction through vertical wells and horizontal collectors under suction, with each wellhead balanced to avoid drawing in air, which inhibits methanogenesis and risks fires within the waste.</li><li>Utilisation in electricity-generating engines.</li><li>Flaring of surplus or low-quality gas; UK Environment Agency guidance expects enclosed flares to achieve at least 1000 °C with a retention time of at least 0.3 seconds.</li><li>Perimeter monitoring boreholes to detect lateral migration.</li></ul>" +
            p(
              "Methane is explosive between about 5 and 15 per cent by volume in air, so migration into buildings and services is the gravest hazard. Environment Agency guidance has used trigger levels at perimeter boreholes of 1 per cent methane, one-fifth of the lower explosive limit, and 1.5 per cent carbon dioxide above background, which trigger investigation.",
            ),
        },
      },
    ],
  },
  {
    slug: "hatchery-management",
    discipline: "Hatchery management",
    title: "Hatchery Management",
    description:
      "From egg store to chick box, the module examines the science and management of commercial broiler hatcheries: storage of hatching eggs, incubation physiology and machine settings, transfer and hatch, breakout analysis and chick quality assessment, and hatchery biosecurity.",
    level: "advanced",
    duration: "one semester (one lecture and one hatchery practical a week)",
    plantedGap: "hatchery biosecurity",
    modules: [
      {
        title: "Hatching egg storage and setting",
        description:
          "Egg handling on the breeder farm, storage temperature and duration, SPIDES, and preparing eggs for the setter.",
        lesson: {
          title: "From the breeder farm to the setter",
          html: p(
            "An egg's hatching potential is fixed at lay and can only be lost thereafter, so hatchery management begins on the breeder farm. Eggs should be collected several times a day, graded to remove cracked, misshapen, very small and floor eggs, and cooled gradually and steadily. Below a threshold of roughly 20 to 25 °C, often called physiological zero, embryonic development effectively pauses; eggs that sit in a warm nest box or cool and rewarm repeatedly lose hatchability through uneven development.",
            "Storage conditions depend on how long eggs will be held. Eggs set within a few days are kept at around 18 to 20 °C, while eggs held for a week or more are stored cooler, at about 15 °C or a little below, with relative humidity around 75 per cent to limit moisture loss. Storage beyond about a week carries a cost: each extra day typically reduces hatchability by roughly 0.5 to 1.5 percentage points and lengthens incubation by about an hour, and the effect is larger in eggs from older flocks.",
            "When long storage cannot be avoided, SPIDES (short periods of incubation during egg storage) can recover much of the loss. Eggs are warmed to incubation temperature for a few hours, once or several times during storage, and then cooled again. The treatment advances the embryo to a more resilient developmental stage and has been shown experimentally to improve the hatchability of eggs stored for two weeks or longer.",
            "Flock age affects egg quality throughout. Eggs from young breeder flocks are small, with relatively thick albumen and lower hatchability; eggs from old flocks are larger, with thinner shells, higher fertility losses and more late embryonic mortality. Sorting eggs by flock age and size lets the hatchery match machine settings to each batch.",
            "Before setting, eggs are pre-warmed, typically to around 25 °C over several hours with good air movement. Pre-warming prevents condensation forming on cold shells when they enter the warm setter, and it narrows the spread of hatch times by bringing all eggs in a batch to the same starting temperature. Eggs are set blunt end, where the air cell lies, uppermost. In multi-stage setters, new batches are placed in positions that alternate with older ones so that heat from advanced embryos warms the newly set eggs, a point the next topic develops.",
          ),
        },
      },
      {
        title: "Incubation physiology and machine settings",
        description:
          "Eggshell temperature as the control target, single-stage and multi-stage incubation, moisture loss and turning.",
        lesson: {
          title: "Eggshell temperature, weight loss and turning",
          html: p(
            "The broiler embryo needs about 21 days, or 504 hours, to hatch, and its temperature is the single most important factor under the hatchery's control. The temperature that matters is that of the embryo, not of the machine air. Because a growing embryo produces heat, and more so in the second half of incubation, the two can differ by more than a degree. Eggshell temperature (EST), measured at the egg's equator with an infrared thermometer, is the practical proxy. Work by Lourens and colleagues in 2005 showed the best results when EST was held at about 37.8 °C throughout; persistently higher EST in late incubation increases late mortality, malpositions and poor navels and produces shorter, lower-quality chicks, while lower EST slows development and spreads the hatch.",
            "Machine type determines how EST can be controlled. In a multi-stage setter, eggs of several ages share the machine, the air setpoint stays roughly constant, and older eggs shed heat that younger eggs use. In a single-stage setter, all eggs are the same age, so the air temperature can follow a profile, higher at the start and progressively lower as embryonic heat production rises, and humidity and ventilation can be set for each stage.",
            "Eggs lose water through the shell pores, and the right loss is needed to form an air cell of adequate size for the chick to begin breathing air at internal pipping. The usual target is a loss of about 11 to 13 per cent of initial egg weight between setting and transfer at about 18 days. Weigh marked sample trays at setting and at transfer. If a tray of 150 eggs weighs 9.00 kg net at setting, a 12 per cent loss means it should weigh about 7.92 kg at transfer. A tray weighing 8.19 kg has lost only 9 per cent, so machine humidity should be lowered for later batches from that flock; excessive loss calls for higher humidity.",
            "Eggs are turned, usually hourly through about 45 degrees either side of vertical. Turning prevents the embryo from adhering to the shell membranes and supports the development of the extra-embryonic membranes and the use of albumen. It is most critical in the first week and is stopped at transfer. Ventilation, finally, must meet a steeply rising demand for oxygen and for removal of carbon dioxide and heat.",
          ),
        },
      },
      {
        title: "Transfer, hatch and chick quality",
        description:
          "Transfer and in ovo vaccination, the hatch window, calculating hatchability, breakout analysis of hatch residue, and chick quality scoring.",
        lesson: {
          title: "Reading the hatch",
          html:
            p(
              "At about 18 days, eggs are transferred from setter trays to hatcher baskets, where they lie horizontally so that chicks can emerge. Transfer is usually combined with candling, which removes clear eggs, and with in ovo vaccination against Marek's disease, delivered by automated injectors into the amnion or embryo. Transfer must be quick, since eggs cool rapidly, and gentle, since late embryos are easily damaged.",
              "The hatch proceeds through internal pipping, when the beak enters the air cell and lung breathing begins, external pipping of the shell, and emergence. The hatch window is the interval between the first and last chicks to hatch. A narrow window, of roughly a day, is a sign of uniform egg storage and incubation; a wide one means that early chicks wait for many hours in the hatcher without feed or water and become dehydrated.",
              "Performance is calculated in two ways. Hatch of eggs set is saleable chicks divided by all eggs set. Hatch of fertile is saleable chicks divided by fertile eggs, which isolates the hatchery's own performance from the breeder flock's fertility. If 100,000 eggs are set, fertility is 93 per cent, and 85,000 saleable chicks result, hatch of eggs set is 85 per cent and hatch of fertile is 85 ÷ 93 = 91.4 per cent.",
              "Breakout analysis of hatch residue explains the losses. Trained staff open unhatched eggs and classify them:",
            ) +
            "<ul><li>Infertile: an undeveloped germinal disc with no sign of an embryo.</li><li>Early dead (days 0 to 7): blood ring or small embryo; often linked to storage, handling or breeder flock problems.</li><li>Mid dead (days 8 to 14): normally few; excess suggests breeder nutrition problems.</li><li>Late dead (days 15 to 21), pipped dead and malpositioned: often linked to incubation temperature, humidity or transfer.</li></ul>" +
            p(
              "Separating infertile eggs from very early dead embryos requires practice, and misclassification wrongly assigns losses between farm and hatchery.",
              "Chick quality is then assessed on samples. The Tona score rates activity, down, eyes, legs, navel, retained yolk and membranes on a 100-point scale; the Pasgar score, developed by Boerjan, starts at 10 and deducts a point for each defect in reflex, navel, legs, beak and yolk. Chick length, from beak tip to the end of the middle toe, correlates with later growth. Vent temperature in the chick holding room, ideally about 39.4 to 40.5 °C, shows whether chicks are being overheated or chilled before dispatch.",
            ),
        },
      },
    ],
  },
  {
    slug: "kants-critique-of-pure-reason",
    discipline: "Kantian philosophy",
    title: "Kant's Critique of Pure Reason",
    description:
      "Kant's Critique of Pure Reason (1781; second edition 1787) is read closely over the semester, in the Guyer and Wood translation. Seminars take in the synthetic a priori and the Copernican turn, the Transcendental Aesthetic's account of space and time, the Transcendental Deduction of the categories, the antinomies, and the long debate over transcendental idealism.",
    level: "advanced",
    duration: "one semester (one two-hour seminar a week, with a fortnightly essay)",
    plantedGap: "antinomies",
    modules: [
      {
        title: "Synthetic a priori judgements and the Aesthetic",
        description:
          "Kant's classification of judgements, the Copernican turn, and the arguments that space and time are a priori forms of intuition.",
        lesson: {
          title: "How is synthetic a priori knowledge possible?",
          html:
            p(
              "Kant's project begins from two distinctions. A judgement is analytic if its predicate is contained in the concept of its subject, so that it can be known by analysing that concept ('All bodies are extended'); it is synthetic if the predicate adds something not contained in it ('All bodies are heavy'). Knowledge is a priori if it is independent of all experience, and Kant takes necessity and strict universality as its sure marks (B3-4). Hume's fork in effect assumed that everything a priori is analytic; Kant denies this. Arithmetic, geometry, the principles of natural science such as 'every alteration has a cause', and the claims of metaphysics are, he argues, synthetic and a priori.",
              "His arithmetic example (B15-16) is the famous one: the concept of the sum of 7 and 5 contains only the union of the two numbers, not the number 12, which we reach only by going beyond the concepts to intuition. In geometry, 'a straight line is the shortest between two points' joins a qualitative concept, straightness, to a quantitative one. Hence the general problem of the Critique: how are synthetic judgements a priori possible? (B19). Kant's answer begins with his Copernican hypothesis (Bxvi): instead of assuming that our cognition must conform to objects, suppose that objects must conform to our cognition. Then whatever belongs to the conditions of our cognition can be known a priori.",
              "The Transcendental Aesthetic examines the first of these conditions, sensibility, through which objects are given in intuition. Its arguments about space (A22-25/B37-40) are:",
            ) +
            "<ol><li>Space is not an empirical concept drawn from outer experience, since representing things as outside me and outside one another already presupposes it.</li><li>It is a necessary representation: we cannot represent the absence of space, though we can think of it as empty of objects.</li><li>It is not a general concept but an intuition: there is only one space, and particular spaces are limitations within it rather than instances of it.</li><li>It is represented as an infinite given magnitude, which no concept could be.</li></ol>" +
            p(
              "The transcendental exposition adds that only if space is the form of outer sense, lying in the subject, can geometry be synthetic a priori. Kant concludes that space represents no property of things in themselves (A26/B42), and he gives parallel arguments that time is the form of inner sense. Seminar question: does non-Euclidean geometry refute the Aesthetic?",
            ),
        },
      },
      {
        title: "The Transcendental Deduction",
        description:
          "The question of right, the table of categories, the unity of apperception and the structure of the B-edition proof.",
        lesson: {
          title: "The categories and the unity of apperception",
          html:
            p(
              "Kant distinguishes the question of fact, how we came to possess a concept, from the question of right, by what right we use it (A84/B116). Empirical concepts are justified by the experience from which they derive. The pure concepts of the understanding, or categories, cannot be justified that way, since they are not derived from experience; a transcendental deduction must show instead that they apply necessarily to every object of possible experience. Hume's challenge to the concept of cause is the example Kant has in view.",
              "The metaphysical deduction derives the categories from the logical functions of judgement, yielding twelve in four groups:",
            ) +
            "<table><tr><th>Group</th><th>Categories</th></tr><tr><td>Quantity</td><td>Unity, plurality, totality</td></tr><tr><td>Quality</td><td>Reality, negation, limitation</td></tr><tr><td>Relation</td><td>Inherence and subsistence; causality and dependence; community</td></tr><tr><td>Modality</td><td>Possibility and impossibility; existence and non-existence; necessity and contingency</td></tr></table>" +
            p(
              "The Deduction was entirely rewritten for the second edition. The first-edition version proceeds through a threefold synthesis, of apprehension in intuition, reproduction in imagination and recognition in a concept. The second-edition version turns on self-consciousness. 'The I think must be able to accompany all my representations; for otherwise something would be represented in me that could not be thought at all' (B131-2). Representations count as mine only if they can be combined in one consciousness, and that combination is an act of the understanding, not something given through the senses. In section 19 Kant identifies judgement as the way of bringing given cognitions to the objective unity of apperception (B141). Since the forms of that bringing-together are the logical functions of judgement, and the categories are those functions as applied to the manifold of intuition, every manifold united in one consciousness stands under the categories.",
              "Dieter Henrich's 1969 paper 'The Proof-Structure of Kant's Transcendental Deduction' posed the interpretative problem that still organises the literature: the argument reaches an apparent conclusion in section 20, yet section 26 argues again that the categories hold of all objects of our senses. Henrich read the two steps as first establishing validity for intuitions that already possess unity, then extending it to everything given in our space and time. P. F. Strawson's The Bounds of Sense (1966) offered a different reconstruction: the possibility of self-ascribing experiences requires that experience be of an objective world distinct from the experiences themselves. Seminar task: assess whether either reconstruction vindicates the category of cause specifically.",
            ),
        },
      },
      {
        title: "Transcendental idealism and its interpreters",
        description:
          "Appearances and things in themselves, the two-world and two-aspect readings, the neglected alternative and the problem of affection.",
        lesson: {
          title: "Appearances and things in themselves",
          html: p(
            "Kant calls his position transcendental idealism and insists that it is compatible with, indeed required for, empirical realism (A369-70). Objects in space are real and known through perception; what we cannot know is how things are in themselves, independently of the forms of our sensibility and the categories of our understanding.",
            "On the two-world reading, appearances and things in themselves are distinct entities: appearances are in some sense mental representations, and things in themselves a further, unknowable realm that affects us. Paul Guyer and James Van Cleve defend versions of this view, and critics argue that it makes Kant a Berkeleyan idealist, the charge of the first, Garve-Feder review of 1782 which Kant rejected in the Prolegomena. On the two-aspect reading, developed by Gerold Prauss and most fully by Henry Allison in Kant's Transcendental Idealism (1983, revised 2004), there is one set of things, considered in two ways: as they appear under the conditions of our cognition, and as they might be considered in abstraction from those conditions. Allison presents the distinction as epistemic rather than metaphysical, which critics reply cannot support Kant's substantive claim that things in themselves are not in space.",
            "That claim faces the neglected alternative, pressed by Adolf Trendelenburg in the mid-nineteenth century. Even granting that space is an a priori form of our intuition, why could it not also be a property of things in themselves? Kant appears to pass directly from 'space is a form of intuition' to 'space belongs only to appearances'; defenders must explain why a priori knowledge of space would be impossible if space also belonged to things in themselves.",
            "Two later approaches reject the framing altogether. Strawson in The Bounds of Sense (1966) separated what he considered the analytic argument of the Critique from its transcendental idealism, which he judged incoherent and dispensable. Rae Langton in Kantian Humility (1998) reinterprets things in themselves as things with intrinsic properties, of which we are ignorant because we know substances only through their relational powers to affect us.",
            "Every reading must also meet the problem of affection, formulated by F. H. Jacobi in 1787: without the presupposition that things in themselves affect our senses he could not enter the Kantian system, yet with it he could not remain within it, since causality is a category that, on Kant's own account, applies only to appearances.",
          ),
        },
      },
    ],
  },
];
