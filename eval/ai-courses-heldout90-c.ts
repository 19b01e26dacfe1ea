/** Ninetieth held-out evaluation courses, advanced level; see ai-courses-heldout90.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT90_C: EvalCourse[] = [
  {
    slug: "ionospheric-physics-and-radio-propagation",
    discipline: "Ionospheric physics",
    title: "Ionospheric Physics and Radio Propagation",
    description:
      "Topics include photoionisation and Chapman layer theory; the D, E and F regions and their daily behaviour; HF radio propagation, critical frequencies and the maximum usable frequency; ionospheric storms; and measurement by ionosonde and GNSS total electron content. Intended for final-year physics and postgraduate space-science students.",
    level: "advanced",
    duration: "one semester (two lectures and one problem class a week)",
    plantedGap: "ionospheric storms",
    modules: [
      {
        title: "Photoionisation and the Chapman Layer",
        description:
          "How solar radiation produces the ionosphere, the Chapman production function, and the loss processes that shape the E and F regions.",
        lesson: {
          title: "Production, loss and the shape of the layers",
          html: p(
            "The ionosphere is the partially ionised region of the upper atmosphere, from about 60 km to beyond 1000 km, created mainly by solar extreme ultraviolet (EUV) and X-ray photoionisation.",
            "Chapman's theory of 1931 gives the ion production rate for monochromatic radiation absorbed by a single-species, isothermal, plane-stratified atmosphere of scale height H = kT/mg. The intensity falls with depth as exp(−τ), where the optical depth τ = σnH sec χ (σ is the absorption cross-section, χ the solar zenith angle). Writing the reduced height z = (h − h₀)/H, where h₀ is the height of peak production for an overhead sun, the production rate is q(z, χ) = q₀ exp(1 − z − sec χ e^(−z)). Production peaks where the optical depth along the ray equals one. As the sun moves away from the zenith the peak rises by H ln(sec χ) and its value falls as q₀ cos χ.",
            "Electron density follows from the continuity equation, ∂N/∂t = q − L − ∇·(Nv), where L is the loss rate and the last term is transport. In the E region, 90 to 150 km, the dominant ions NO⁺ and O₂⁺ are lost by dissociative recombination, so L = αN². In photochemical equilibrium N = (q/α)^½, so the peak density varies as cos^½ χ and the critical frequency, proportional to √N, as cos^¼ χ. Observed noon values of foE follow this law closely.",
            "In the F region the main ion, O⁺, recombines directly only very slowly; instead it is lost by charge exchange with N₂ and O₂, producing molecular ions that then recombine rapidly. Because the slow first step controls the rate, the loss is linear, L = βN, with β proportional to the molecular densities. N₂ and O₂ have smaller scale heights than atomic oxygen, so β falls with height faster than q, and the equilibrium density q/β increases above the production peak. The F2 peak therefore forms where diffusion along the magnetic field becomes as fast as chemical loss, typically between 250 and 350 km.",
            "The D region, 60 to 90 km, is ionised largely by hydrogen Lyman-α at 121.6 nm acting on nitric oxide, and by hard X-rays and cosmic rays. At night the D region almost disappears, the E region weakens and the F1 ledge merges into F2, which survives because its loss is slow.",
          ),
        },
      },
      {
        title: "HF Propagation: Critical Frequencies and the MUF",
        description:
          "The magnetoionic refractive index, vertical and oblique reflection, the secant law and the frequency limits of sky-wave circuits.",
        lesson: {
          title: "Refraction, reflection and the secant law",
          html: p(
            "The key parameter for radio waves in the ionosphere is the plasma frequency, f_p = (1/2π)√(Ne²/ε₀m_e), which evaluates to about 8.98√N Hz with N in m⁻³. Neglecting the geomagnetic field and collisions, the Appleton–Hartree equation reduces to n² = 1 − f_p²/f², so n falls as the wave climbs into denser plasma.",
            "At vertical incidence a wave is reflected where n = 0, that is where f = f_p. The highest frequency reflected by a layer is therefore the plasma frequency at its peak, the critical frequency: foF2 for the F2 layer. Including the magnetic field splits the wave into ordinary and extraordinary modes. The ordinary mode still reflects where f = f_p; the extraordinary critical frequency is approximately fxF2 ≈ foF2 + f_B/2, where the electron gyrofrequency f_B is about 1 to 1.6 MHz.",
            "Because the group velocity is below c, the virtual height h′ = cT/2 derived from the echo delay T always exceeds the true height of reflection. Two theorems, valid for a flat earth without a magnetic field, link vertical and oblique paths. By Breit and Tuve's theorem, the group path along the real curved ray equals the equivalent triangular path to the virtual height. Martyn's theorem states that an oblique wave of frequency f_ob is reflected at the same virtual height as the vertical wave of the equivalent frequency f_v. The secant law relates them: f_ob = f_v sec φ, where φ is the angle of incidence on the layer.",
            "If foF2 = 8 MHz and a path meets the layer at 70° incidence, the highest frequency returned is 8 × sec 70° ≈ 8 × 2.92 ≈ 23 MHz. In practice the maximum usable frequency is quoted for a standard 3000 km path as MUF(3000)F2 = foF2 × M(3000)F2, where M(3000)F2 is typically about 3. Earth's curvature limits the incidence angle, so a single F2 hop reaches at most about 4000 km.",
            "At the lower end, electrons oscillating in the D region lose energy in collisions with neutrals; this non-deviative absorption varies roughly as 1/f² for frequencies well above the gyrofrequency. Strongest near noon, it sets the lowest usable frequency of a circuit. Operators work at about 85 per cent of the MUF, the optimum working frequency, to allow for day-to-day variability.",
          ),
        },
      },
      {
        title: "Sounding the Ionosphere: Ionosondes and GNSS",
        description:
          "Ground-based sounding and ionogram scaling, and the measurement of total electron content from dual-frequency satellite signals.",
        lesson: {
          title: "Measuring electron density from below and from space",
          html: p(
            "The ionosonde is a radar that sweeps the transmitted frequency, typically from 1 to 20 MHz, and records the group delay of the echo at each frequency. The result, an ionogram, plots virtual height against frequency. Each layer produces a trace that rises steeply as the frequency approaches the layer's critical frequency, where the wave penetrates; ordinary and extraordinary traces appear side by side. URSI scaling rules extract parameters such as foE, foF2, h′F and M(3000)F2, which modern digisondes scale automatically.",
            "Converting virtual height to true height requires an inversion, because the delay at each frequency depends on the group retardation in all the plasma below the reflection point. Inversion programs such as POLAN build the profile upwards and must assume a shape for the valley between the E and F layers, which a ground ionosonde cannot see. Nor can it see above the F2 peak: the topside has been explored by satellite-borne topside sounders, beginning with Alouette 1 in 1962, and by incoherent scatter radars such as EISCAT and Millstone Hill, which measure density, temperature and velocity profiles.",
            "GNSS signals measure the total electron content (TEC), the number of electrons in a unit-area column along the ray. The ionosphere delays the code (group) signal and advances the carrier phase by an equal amount, ΔR = 40.3 TEC/f² metres with TEC in electrons per square metre and f in hertz. One TEC unit (TECU) is 10¹⁶ m⁻². At the GPS L1 frequency of 1575.42 MHz, one TECU delays the signal by about 0.162 m, so daytime values of 20 to 100 TECU cause errors of about 3 to 16 m.",
            "Because the delay depends on frequency, dual-frequency receivers measure it: with L1 and L2 (1227.60 MHz), the difference between the two pseudoranges is about 0.105 m per TECU. The noisy code difference is smoothed by levelling the carrier-phase difference to it over each pass. The satellite and receiver differential code biases, each several nanoseconds, must be estimated and removed; one nanosecond corresponds to about 2.85 TECU on L1–L2. A thin-shell mapping function, with the shell at 350 to 450 km, converts slant TEC to vertical TEC. Single-frequency users rely on broadcast models such as the GPS Klobuchar model, which removes roughly half of the ionospheric error.",
          ),
        },
      },
    ],
  },
  {
    slug: "knot-theory-invariants-and-surfaces",
    discipline: "Knot theory",
    title: "Knot Theory: Invariants and Surfaces",
    description:
      "A graduate-level introduction to the mathematical theory of knots in three-space. Starting from diagrams and Reidemeister moves, the seminar develops colouring invariants, the Jones polynomial via the Kauffman bracket, the Alexander polynomial, and Seifert surfaces and knot genus.",
    level: "advanced",
    duration: "one semester (two ninety-minute seminars a week, with weekly problem sheets)",
    plantedGap: "Alexander polynomial",
    modules: [
      {
        title: "Diagrams, Reidemeister Moves and Colourings",
        description:
          "Knot equivalence, Reidemeister's theorem, and Fox colourings with the knot determinant as first examples of invariants.",
        lesson: {
          title: "Equivalence, invariants and Fox colourings",
          html: p(
            "A knot is a tame embedding of the circle into the 3-sphere (or ℝ³), smooth or piecewise linear, and two knots are equivalent if an ambient isotopy carries one to the other. A link is an embedding of several disjoint circles. We study knots through diagrams: regular projections onto a plane in which the only singularities are finitely many transverse double points, each marked with over- and under-crossing information.",
            "Reidemeister's theorem (1927) states that two diagrams represent equivalent knots if and only if they are related by planar isotopy and a finite sequence of three local moves: RI adds or removes a kink, RII slides one strand across another, creating or removing two crossings, and RIII slides a strand across a crossing. A knot invariant is therefore any diagram quantity unchanged by the three moves. The crossing number, the minimum number of crossings over all diagrams, is an invariant by definition but hard to compute, because it is a minimum over infinitely many diagrams.",
            "Fox n-colourings give the first computable invariants. Label each arc of the diagram with an element of ℤ/n so that at every crossing 2b ≡ a + c (mod n), where b labels the over-arc and a and c the two under-arcs. The number of such colourings is unchanged by the three moves. For n = 3 the condition says that the three arcs at each crossing are all the same colour or all different. In the standard trefoil diagram any assignment with the three arcs all equal or all distinct works, giving 9 colourings; the unknot has only the 3 constant ones. Hence the trefoil is knotted. The figure-eight knot has only the 3 constant 3-colourings, but it does admit non-constant 5-colourings.",
            "The colouring equations form an integer matrix with one row per crossing and one column per arc. The absolute value of any first minor is the knot determinant. For a prime p, a knot has a non-constant p-colouring exactly when p divides its determinant: the trefoil has determinant 3 and the figure-eight 5. Colourings cannot detect chirality, since a knot and its mirror image have the same colourings, and some non-trivial knots, such as the Kinoshita–Terasaka knot, have determinant 1 and therefore admit no non-constant colourings at all.",
          ),
        },
      },
      {
        title: "The Kauffman Bracket and the Jones Polynomial",
        description:
          "A state-sum construction of the Jones polynomial, its skein relation, and what it can and cannot detect.",
        lesson: {
          title: "A state sum that detects the trefoil's handedness",
          html: p(
            "Vaughan Jones discovered his polynomial in 1984 through von Neumann algebras; Kauffman's bracket gives an elementary construction. For an unoriented diagram D, the bracket ⟨D⟩ is a Laurent polynomial in A defined by three rules: the diagram of a single unknotted circle has bracket 1; adding a disjoint circle multiplies the bracket by d = −A² − A⁻²; and at any crossing ⟨D⟩ = A⟨D_A⟩ + A⁻¹⟨D_B⟩, where D_A and D_B are the diagrams obtained by the A-smoothing and B-smoothing of that crossing. Expanding every crossing gives a sum over the 2ⁿ states of an n-crossing diagram.",
            "The value of d is chosen precisely so that the bracket is invariant under RII, and RIII then follows from RII. Smoothing the crossing of a kink gives one diagram with an extra small circle and one without, so ⟨D with a kink⟩ = A·d⟨D⟩ + A⁻¹⟨D⟩ = (−A³ − A⁻¹ + A⁻¹)⟨D⟩ = −A³⟨D⟩ for one type of kink, and −A⁻³⟨D⟩ for the other. Orienting the diagram and using the writhe w(D), the sum of the signs of all crossings, corrects this: X(D) = (−A³)^(−w(D))⟨D⟩ is a knot invariant. Substituting A = t^(−1/4) gives the Jones polynomial V(t).",
            "For oriented links, V satisfies the skein relation t⁻¹V(L₊) − tV(L₋) = (t^½ − t^(−½))V(L₀), where L₊, L₋ and L₀ differ only at one crossing, which is positive, negative or smoothed. With V(unknot) = 1, the relation gives V = −t^½ − t^(5/2) for the positive Hopf link and V = t + t³ − t⁴ for the right-handed trefoil. Because the mirror image K* satisfies V_K*(t) = V_K(t⁻¹), the left-handed trefoil has V = t⁻¹ + t⁻³ − t⁻⁴, so the Jones polynomial proves, as colourings cannot, that the trefoil differs from its mirror image. The figure-eight knot, which is amphichiral, has the symmetric polynomial t² − t + 1 − t⁻¹ + t⁻².",
            "Kauffman, Murasugi and Thistlethwaite showed in 1987 that for a connected, reduced alternating diagram with n crossings the span of V is exactly n, proving Tait's conjecture that such diagrams have minimal crossing number. Computing V is #P-hard in general, and whether V detects the unknot is unknown; Khovanov homology, a categorification of V introduced in 1999, was shown to detect the unknot by Kronheimer and Mrowka in 2011.",
          ),
        },
      },
      {
        title: "Seifert Surfaces and Knot Genus",
        description:
          "Constructing an orientable surface bounded by a knot, computing its genus, and using the Seifert form to define the signature.",
        lesson: {
          title: "Surfaces bounded by knots",
          html: p(
            "In 1934 Herbert Seifert proved that every oriented link in S³ bounds a compact, connected, orientable surface, now called a Seifert surface. His proof is constructive: starting from an oriented diagram, smooth every crossing in the way that respects orientation; the result is a collection of disjoint oriented circles, the Seifert circles. Fill each circle with a disc, stacking nested discs at different heights, then reconnect the discs at each former crossing with a half-twisted band. ",
            "The genus follows from the Euler characteristic. A diagram with s Seifert circles and n crossings gives a surface built from s discs and n bands, so χ = s − n. A connected orientable surface of genus g with μ boundary components has χ = 2 − 2g − μ, so for a knot, with μ = 1, g = (1 − s + n)/2. The standard trefoil diagram has s = 2 and n = 3, giving genus 1; the standard figure-eight diagram has s = 3 and n = 4, also giving genus 1.",
            "The genus g(K) of a knot is the minimum genus of any Seifert surface it bounds. Only the unknot has genus 0, since it alone bounds a disc. Genus is additive under connected sum, g(K₁ # K₂) = g(K₁) + g(K₂), a result of Schubert; hence a non-trivial knot can never be cancelled by connected sum with another knot. Seifert's construction applied to a particular diagram need not give a minimal surface. For alternating knots, however, applying the algorithm to an alternating diagram does realise the genus, a theorem proved independently by Crowell and by Murasugi in the late 1950s.",
            "A Seifert surface also carries algebraic information. Choose curves a₁, …, a₂g forming a basis for its first homology, and let a_j⁺ be a_j pushed slightly off the surface in the positive normal direction. The Seifert matrix V has entries V_ij = lk(a_i, a_j⁺). The matrix depends on the choices, but the signature σ(K) of the symmetric matrix V + Vᵀ is a knot invariant, and |det(V + Vᵀ)| recovers the knot determinant met with colourings. The signature of the trefoil is ±2, depending on handedness, and that of the figure-eight is 0. Because V + Vᵀ is a 2g × 2g matrix, |σ(K)| ≤ 2g(K), and Murasugi showed that |σ(K)|/2 also bounds the unknotting number from below.",
          ),
        },
      },
    ],
  },
  {
    slug: "classical-indian-philosophy-knowledge-emptiness-and-self",
    discipline: "Indian philosophy",
    title: "Classical Indian Philosophy: Knowledge, Emptiness and Self",
    description:
      "Reading classical Sanskrit sources in translation, students examine the debates that shaped Indian philosophy in the first millennium CE: Nyāya realism and its theory of the means of knowledge, Nāgārjuna's Madhyamaka critique, Śaṅkara's Advaita Vedānta, and Jaina logic. Seminars centre on close reading and the reconstruction of arguments.",
    level: "advanced",
    duration: "eleven weeks (one two-hour text seminar a week)",
    plantedGap: "Jaina logic",
    modules: [
      {
        title: "Pramāṇa: Nyāya on the Means of Knowledge",
        description:
          "The Nyāya account of perception, inference, comparison and testimony, and its theory of valid and fallacious reasons.",
        lesson: {
          title: "Perception, inference and the five-membered argument",
          html:
            p(
              "Nyāya, the school of logic and epistemology, begins from the Nyāya-sūtra attributed to Akṣapāda Gautama, compiled in roughly its present form by the early centuries CE, and from the commentaries of Vātsyāyana (c. fifth century) and Uddyotakara (sixth century). Its central concept is the pramāṇa, a means of valid cognition. Sūtra 1.1.3 recognises four: perception (pratyakṣa), inference (anumāna), comparison (upamāna) and testimony (śabda).",
              "Sūtra 1.1.4 defines perception as cognition arising from contact between a sense organ and its object that is not dependent on words (avyapadeśya), non-deviating (avyabhicārin) and determinate (vyavasāyātmaka). Later Naiyāyikas distinguished an initial indeterminate perception from a determinate one that grasps an object as qualified, as in 'this is a pot'. Comparison is illustrated by a townsman told that a gavaya, a wild ox, is like a cow: on meeting such an animal in the forest he learns that this is what the word 'gavaya' names. Testimony is the word of a reliable speaker (āpta), one who knows the matter and has no wish to deceive.",
              "Inference receives the most attention. Its public form is the five-membered argument:",
            ) +
            "<ol><li>Thesis (pratijñā): the mountain has fire.</li><li>Reason (hetu): because it has smoke.</li><li>Example (udāharaṇa): whatever has smoke has fire, like a kitchen hearth.</li><li>Application (upanaya): this mountain has smoke, which is pervaded by fire.</li><li>Conclusion (nigamana): therefore the mountain has fire.</li></ol>" +
            p(
              "The inference rests on pervasion (vyāpti), the invariable concomitance of the reason with what is to be proved. Later Naiyāyikas required a good reason to be present in the subject, present in similar cases, absent from dissimilar cases, not contradicted by stronger evidence and not counterbalanced by an equally strong opposing reason. The first three conditions correspond to the triple mark set out by the Buddhist logician Dignāga, with whom Uddyotakara argued at length. Failures of these conditions define the pseudo-reasons (hetvābhāsa), such as the inconclusive reason, present in dissimilar cases as well, and the contradictory reason, which proves the opposite of the thesis.",
              "Nyāya holds that validity is extrinsic (parataḥ prāmāṇya): a cognition is known to be true not by itself but through further evidence, above all the success of action based on it. This set Nyāya against Mīmāṃsā, which held that cognitions are intrinsically valid unless defeated, a dispute that shaped Indian epistemology until Gaṅgeśa's New Nyāya in the fourteenth century.",
            ),
        },
      },
      {
        title: "Nāgārjuna and the Madhyamaka Critique",
        description:
          "Emptiness, dependent origination and the two truths in the Mūlamadhyamakakārikā, and Nāgārjuna's reply to the epistemologists.",
        lesson: {
          title: "Emptiness without a thesis",
          html: p(
            "Nāgārjuna, probably active in the second century CE, founded the Madhyamaka or Middle Way school of Mahāyāna Buddhism. His main work, the Mūlamadhyamakakārikā (Fundamental Verses on the Middle Way), examines in twenty-seven chapters concepts such as causation, motion, the self, time and nirvāṇa, and argues that none of them can be applied to things possessing intrinsic nature (svabhāva).",
            "Svabhāva is what a thing would have independently of anything else. Verse 15.2 states that intrinsic nature is not made and does not depend on another. But everything we encounter arises in dependence on causes, parts and conceptual designation. It follows that nothing has svabhāva, and this absence is emptiness (śūnyatā). The opening verse, 1.1, illustrates the method: nothing, anywhere, arises from itself, from another, from both or from no cause. Each option is shown to be incoherent if the things involved are taken to have intrinsic natures; this fourfold analysis, the catuṣkoṭi, recurs throughout the text.",
            "Emptiness is not nothingness. Verse 24.18 identifies it with dependent origination: whatever is dependently arisen is emptiness, which is itself a dependent designation and the middle way. Chapter 24 also sets out the two truths (verses 8 to 10): conventional truth (saṃvṛti-satya), the world of everyday practice and language, and ultimate truth (paramārtha-satya), its emptiness. The ultimate cannot be taught without relying on the conventional, so the conventional is not discarded. Nor is emptiness a final metaphysical position: verse 13.8 warns that those who turn emptiness into a view are incurable.",
            "The Vigrahavyāvartanī (Dispeller of Disputes) answers critics, including epistemologists in the Nyāya tradition. If all things are empty, they object, so are Nāgārjuna's words, which therefore cannot refute anything. He replies that empty words function conventionally, just as an illusory person can stop another illusory person, and that he puts forward no thesis of his own (verse 29), so the charge has nothing to attach to. He then turns the question back: how are the means of knowledge themselves established? If by other means of knowledge, a regress follows; if by themselves, so could anything be; if by their objects, the relationship becomes circular.",
            "Later, Buddhapālita (around 500) and Candrakīrti (seventh century) held that a Mādhyamika should only draw out the unwelcome consequences (prasaṅga) of an opponent's position, whereas Bhāviveka (sixth century) used independent syllogisms. Tibetan scholars later named these approaches Prāsaṅgika and Svātantrika.",
          ),
        },
      },
      {
        title: "Śaṅkara's Advaita Vedānta",
        description:
          "Non-dual Brahman, superimposition and ignorance in Śaṅkara's commentaries, and the classic objections of Rāmānuja.",
        lesson: {
          title: "Superimposition, ignorance and the one self",
          html: p(
            "Śaṅkara, usually dated to the eighth century, was the most influential exponent of Advaita (non-dual) Vedānta. His principal works are commentaries on the Brahma-sūtra, the major Upaniṣads and the Bhagavad-gītā. His thesis is that Brahman, pure consciousness without qualities (nirguṇa), alone is ultimately real, that the individual self (ātman) is identical with it, and that the apparent plurality of the world is the product of ignorance (avidyā). He reads the great sayings of the Upaniṣads, such as 'you are that' (tat tvam asi, Chāndogya 6.8.7) and 'I am Brahman' (Bṛhadāraṇyaka 1.4.10), as statements of strict identity.",
            "The preamble to the Brahma-sūtra commentary analyses superimposition (adhyāsa): the appearance, in the manner of memory, of something previously seen in something else, as when mother-of-pearl is taken for silver or one moon appears as two. Human experience, Śaṅkara argues, rests on a mutual superimposition of self and not-self: we attribute the body's properties to the self ('I am fat') and the self's consciousness to body and mind. All ordinary means of knowledge, ritual duty and scripture presuppose this superimposition and operate within it.",
            "The status of the world is captured by the rope mistaken for a snake. The snake is not simply unreal, since it is experienced and causes fear, yet it is sublated when the rope is seen. Later Advaitins called such appearances indeterminable (anirvacanīya) as either real or unreal, and distinguished three levels of reality: the ultimate (pāramārthika), the empirical or transactional (vyāvahārika), and the merely apparent (prātibhāsika), like the snake or a dream. Brahman with qualities (saguṇa), the Lord who creates and governs, belongs to the empirical level.",
            "Liberation (mokṣa) is not produced by action, since whatever is produced is impermanent. It is the removal of ignorance by knowledge arising from the Upaniṣadic sentences, heard, reflected on and meditated upon; ritual and ethical action can only purify the mind for that knowledge.",
            "The sharpest critique came from Rāmānuja in the eleventh and twelfth centuries, whose Śrībhāṣya presses seven untenabilities against the doctrine of avidyā. Chief among them is the problem of its locus: ignorance cannot reside in Brahman, which is pure knowledge, nor in individual selves, which are supposed to be its products. Later Advaitins split over the reply: the Bhāmatī school of Vācaspati Miśra located avidyā in the individual self, while the Vivaraṇa school of Prakāśātman located it in Brahman.",
          ),
        },
      },
    ],
  },
  {
    slug: "theories-of-international-relations",
    discipline: "International relations",
    title: "Theories of International Relations",
    description:
      "Three questions organise this seminar: why do states compete, when do they cooperate, and how far are their interests constructed rather than given? Participants read Waltz, Mearsheimer, Keohane and Wendt closely, test structural realism, liberal institutionalism and constructivism against historical cases, and weigh feminist critiques of the discipline's core concepts.",
    level: "advanced",
    duration: "ten weeks (one three-hour graduate seminar a week)",
    plantedGap: "feminist critiques",
    modules: [
      {
        title: "Structural Realism: Anarchy and the Balance of Power",
        description:
          "Waltz's systemic theory, the security dilemma, and the split between defensive and offensive realism.",
        lesson: {
          title: "Why do states compete?",
          html: p(
            "Kenneth Waltz's Theory of International Politics (1979) set out to explain recurring patterns of international outcomes from the structure of the system rather than from the nature of humans or of states, the first and second images of his earlier Man, the State and War (1959). Structure is defined by three elements: the ordering principle, the differentiation of units and the distribution of capabilities. Domestic politics is hierarchic; international politics is anarchic. Under anarchy states must provide for their own security, so they remain functionally alike, and the only structural variable left is the distribution of capabilities, that is, the number of great powers.",
            "From these premises Waltz derived two expectations. Balances of power recur, because states facing a potential hegemon will build up their own strength or ally against it. And bipolar systems are more stable than multipolar ones, because two superpowers face less uncertainty about who threatens whom and cannot pass responsibility to others. In Waltz's view, 'the first concern of states is not to maximize power but to maintain their positions in the system', hence the label defensive realism.",
            "The security dilemma, formulated by John Herz in 1950, sharpens the argument: measures a state takes to make itself secure often make others less secure, provoking responses that leave everyone worse off. Robert Jervis (1978) showed that its intensity depends on whether offensive or defensive weapons have the advantage and whether the two can be told apart.",
            "John Mearsheimer's The Tragedy of Great Power Politics (2001) takes the opposite view of how much power states want. From five assumptions, that the system is anarchic, that great powers have some offensive capability, that they can never be certain of others' intentions, that survival is their primary goal and that they are rational, he concludes that great powers maximise relative power and seek regional hegemony. Because of the stopping power of water, global hegemony is impossible, so a regional hegemon such as the United States acts as an offshore balancer, intervening elsewhere only to prevent another regional hegemon.",
            "Stephen Walt's balance-of-threat theory (1987) argued that states balance against threats, judged by aggregate power, geographic proximity, offensive capabilities and perceived intentions, rather than against power alone, explaining why Western Europe allied with the more powerful United States. Structural realism also failed to anticipate the peaceful end of the Cold War.",
          ),
        },
      },
      {
        title: "Liberal Institutionalism and Cooperation under Anarchy",
        description:
          "How international institutions make cooperation possible among self-interested states, and the debate over relative gains.",
        lesson: {
          title: "When do states cooperate?",
          html: p(
            "Liberal institutionalism accepts much of the realist starting point: states are the main actors, they are self-interested and they operate under anarchy. It denies that cooperation is therefore rare or fragile. Robert Keohane and Joseph Nye's Power and Interdependence (1977) had described complex interdependence, with multiple channels between societies, no fixed hierarchy among issues and a minor role for military force. Keohane's After Hegemony (1984) then asked how cooperation could persist after the relative decline of the United States, contrary to hegemonic stability theory, which held that open economic orders require a dominant power.",
            "His answer was functional. International regimes, defined by Stephen Krasner (1982) as 'sets of implicit or explicit principles, norms, rules and decision-making procedures around which actors' expectations converge in a given area of international relations', solve problems that prevent mutually beneficial agreements. They reduce transaction costs, supply information about other states' behaviour, monitor compliance, link issues so that concessions in one area are repaid in another, and raise the reputational cost of cheating.",
            "The game-theoretic core is the iterated Prisoner's Dilemma. In a single play defection is dominant, but Robert Axelrod's computer tournaments, reported in The Evolution of Cooperation (1984), showed that in repeated play the simple strategy tit-for-tat outperformed more complex rivals. Axelrod and Keohane (1985) identified three conditions that make cooperation under anarchy more likely: a payoff structure with modest gains from defection, a long shadow of the future, and a small number of actors. Institutions work by lengthening the shadow of the future and making behaviour transparent.",
            "Joseph Grieco (1988) replied that states care about relative gains: a state that gains less than a rival from cooperation may be weakened later, and so may refuse agreements that benefit both. Robert Powell (1991) showed that relative gains matter when the use of force is a real possibility and fade when it is not. Duncan Snidal (1991) added that relative-gains concerns weaken as the number of actors grows. The neorealist-neoliberal debate, collected in David Baldwin's 1993 volume, thus became a debate about conditions rather than first principles.",
            "The World Trade Organization's Appellate Body has been unable to hear appeals since December 2019 because the United States blocked new appointments, a reminder that institutions constrain states only as long as powerful members continue to value them.",
          ),
        },
      },
      {
        title: "Constructivism: Anarchy Is What States Make of It",
        description: "Wendt's social theory of international politics, norm dynamics and the logic of appropriateness.",
        lesson: {
          title: "How are interests constructed?",
          html: p(
            "Alexander Wendt's 1992 article 'Anarchy is what states make of it' challenged the shared assumption of neorealists and neoliberals that state interests are given before interaction. Anarchy, he argued, has no logic of its own; self-help and power politics are institutions produced and reproduced by state practice, not consequences of structure. His Social Theory of International Politics (1999) distinguished three cultures of anarchy: Hobbesian, in which states treat one another as enemies; Lockean, in which they are rivals who recognise one another's right to exist; and Kantian, in which they are friends who settle disputes without war. Each culture can be internalised to three degrees: because states are forced to comply, because compliance serves their interests, or because they accept it as legitimate.",
            "Material capabilities still matter, but their meaning depends on social relations. Wendt's best-known illustration is that 500 British nuclear weapons are less threatening to the United States than 5 North Korean ones, because the two relationships are embedded in different shared understandings of friendship and enmity.",
            "Constructivists explain behaviour through norms, shared expectations about appropriate conduct for an actor with a given identity. James March and Johan Olsen contrasted a logic of consequences, choosing actions by their expected results, with a logic of appropriateness, following the rules that fit one's role. Martha Finnemore and Kathryn Sikkink's norm life cycle (1998) has three stages. In norm emergence, entrepreneurs persuade a critical mass of states; after a tipping point, which they suggest is often reached when about a third of states have adopted the norm, a norm cascade spreads it through socialisation and emulation; finally the norm is internalised and taken for granted. The 1997 Ottawa Convention banning anti-personnel landmines, driven by the International Campaign to Ban Landmines, is a frequently studied case.",
            "Identity also explains puzzling restraint. Contributors to Peter Katzenstein's The Culture of National Security (1996) argued that the antimilitarist cultures of post-war Germany and Japan, rather than their capabilities, explained their reluctance to use force.",
            "Critics press from both sides. Realists such as Mearsheimer ask why norms change and doubt that ideas can override the pressures of anarchy in a crisis. Critical and post-structuralist scholars argue that Wendt's version is too state-centric and treats the state as a person with a single identity, neglecting the domestic contests through which identities are formed.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-gait-analysis",
    discipline: "Gait analysis",
    title: "Clinical Gait Analysis",
    description:
      "For physiotherapists, podiatrists, orthotists and clinical scientists working in movement laboratories, this advanced course covers the phases of the gait cycle, three-dimensional kinematics and kinetics, surface electromyography, and the interpretation of gait patterns in cerebral palsy.",
    level: "advanced",
    duration: "twelve weeks (a weekly lecture and a three-hour laboratory session)",
    plantedGap: "surface electromyography",
    modules: [
      {
        title: "The Gait Cycle and Its Phases",
        description:
          "Perry's phases of gait, the rocker mechanisms and the normal sagittal joint motion against which pathology is judged.",
        lesson: {
          title: "Phases, rockers and normal joint motion",
          html:
            p(
              "The gait cycle runs from initial contact of one foot to the next initial contact of the same foot. At comfortable speed, stance occupies about 60 per cent of the cycle and swing about 40 per cent, with two periods of double support of about 10 per cent each at the start and end of stance. Typical adult values are a speed of about 1.3 to 1.4 m/s, a cadence of about 110 to 115 steps per minute and a stride length of about 1.4 m, but all vary with height, age and sex, so laboratories use matched reference data.",
              "Jacquelin Perry's terminology divides the cycle into eight phases grouped into three functional tasks:",
            ) +
            '<table><tr><th>Task</th><th>Phase</th><th>Per cent of cycle</th></tr><tr><td rowspan="2">Weight acceptance</td><td>Initial contact</td><td>0 to 2</td></tr><tr><td>Loading response</td><td>2 to 12</td></tr><tr><td rowspan="2">Single-limb support</td><td>Mid stance</td><td>12 to 31</td></tr><tr><td>Terminal stance</td><td>31 to 50</td></tr><tr><td rowspan="4">Limb advancement</td><td>Pre-swing</td><td>50 to 62</td></tr><tr><td>Initial swing</td><td>62 to 75</td></tr><tr><td>Mid swing</td><td>75 to 87</td></tr><tr><td>Terminal swing</td><td>87 to 100</td></tr></table>' +
            p(
              "Progression over the stance foot is described by rockers. In the heel rocker, during loading response, the foot lowers to the floor about the heel under eccentric control of the pretibial muscles. In the ankle rocker, during mid stance, the tibia rotates forward over the fixed foot, controlled by eccentric plantarflexor activity. In the forefoot rocker, during terminal stance, the heel rises and the body rolls over the metatarsal heads. Some authors add a toe rocker in pre-swing.",
              "Normal sagittal kinematics give the reference against which pathology is read. The ankle is near neutral at initial contact, plantarflexes about 5 to 10° in loading response, dorsiflexes to about 10° in terminal stance and plantarflexes to about 15 to 20° around toe-off. The knee flexes about 15 to 20° in loading response for shock absorption, nearly extends in terminal stance, reaches about 40° by the end of pre-swing and peaks at about 60° in initial swing, which is needed for foot clearance. The hip is flexed about 30° at initial contact, extends to about 10° of extension in terminal stance and flexes again through swing.",
              "A stiff knee that cannot reach 60° in swing forces the patient to circumduct, hip hike or vault on the other limb to clear the foot, and the pattern of compensations often reveals the primary problem better than the deviation itself.",
            ),
        },
      },
      {
        title: "Three-Dimensional Kinematics and Kinetics",
        description:
          "Marker-based motion capture with the Conventional Gait Model, ground reaction forces, and joint moments and powers from inverse dynamics.",
        lesson: {
          title: "From markers and force plates to joint moments",
          html: p(
            "Instrumented gait analysis combines optoelectronic motion capture, typically sampling at 100 to 200 Hz, with force plates sampling at 1000 Hz or more. Most clinical laboratories still use the Conventional Gait Model, developed from the work of Kadaba and colleagues at Helen Hayes Hospital (1990) and Davis and colleagues at Newington (1991) and implemented commercially as Plug-in Gait. Retroreflective markers are placed on the pelvis, lateral thigh and shank, lateral femoral epicondyle and malleolus, heel and second metatarsal head.",
            "The model does not measure joint centres directly. The hip joint centre is estimated from regression equations based on pelvic dimensions and leg length, with errors of one to three centimetres; functional methods fitting a centre of rotation to recorded hip motion are an alternative. Joint angles are calculated as Cardan angles in a flexion, abduction-adduction and rotation sequence. Soft tissue artefact, the movement of skin markers relative to bone, is largest at the thigh. Misplacement of the thigh marker rotates the knee flexion axis, causing cross-talk in which knee flexion appears as spurious varus-valgus motion. A systematic review by McGinley and colleagues (2009) found errors below about 5° for most sagittal variables but larger errors in transverse-plane variables such as hip and knee rotation.",
            "In normal walking the vertical ground reaction force has two peaks of about 1.1 to 1.2 times body weight, in loading response and terminal stance, separated by a trough of about 0.7 to 0.8 body weight in mid stance as the body's centre of mass passes over the foot. The anteroposterior component shows braking in the first half of stance and propulsion in the second.",
            "Inverse dynamics combines kinematics, ground reaction forces and segment inertial properties, usually from anthropometric tables, to calculate the net joint moments, working upwards from the foot with the Newton–Euler equations. Moments are normalised to body mass (N·m/kg) and reported as internal or external by convention, which must be checked before comparing laboratories. Joint power is the product of moment and joint angular velocity. Its largest peak in normal gait is the ankle plantarflexor burst in terminal stance and pre-swing, typically about 3 to 4 W/kg at comfortable speed, the main source of push-off energy. Net moments cannot separate agonist from antagonist activity, so kinetics must be read alongside kinematics and clinical examination.",
          ),
        },
      },
      {
        title: "Interpreting Gait in Cerebral Palsy",
        description:
          "Classifying gait patterns in spastic cerebral palsy, summary indices of gait quality, and the reasoning behind treatment decisions.",
        lesson: {
          title: "Patterns, indices and the causes of crouch",
          html: p(
            "Cerebral palsy is the commonest reason for referral to clinical gait laboratories. Functional level is described with the Gross Motor Function Classification System (GMFCS), from level I, walking without limitations, to level V, transported in a manual wheelchair; instrumented analysis is used mainly for children at levels I to III.",
            "For spastic hemiplegia, Winters, Gage and Hicks (1987) described four types: type 1, drop foot in swing without calf contracture; type 2, true equinus in stance; type 3, equinus with reduced knee flexion in swing; and type 4, with additional hip involvement. For spastic diplegia, Rodda and Graham (2001) described true equinus, jump gait (equinus with excessive hip and knee flexion in early stance), apparent equinus (the ankle is at neutral but the knee and hip are flexed, so the patient walks on the toes), and crouch gait, with excessive knee flexion throughout stance and excessive ankle dorsiflexion.",
            "Summary indices help track change. The Gait Deviation Index (Schwartz and Rozumalski, 2008) scales overall kinematic deviation so that 100 represents typical gait and each 10 points below represents one standard deviation from the typical mean. The Gait Profile Score (Baker and colleagues, 2009) is the root mean square difference, in degrees, between a patient's kinematics and reference data across nine variables: pelvic tilt, obliquity and rotation, hip flexion, abduction and rotation, knee flexion, ankle dorsiflexion and foot progression. A change of about 1.6° is often cited as the minimal clinically important difference.",
            "Crouch gait illustrates how analysis guides treatment. Excessive knee flexion in stance can result from hamstring contracture or spasticity, hip flexion contracture, weak plantarflexors, sometimes after an isolated lengthening of the Achilles tendon, or lever-arm dysfunction such as external tibial torsion and a collapsed midfoot, which prevent the plantarflexors from controlling the forward movement of the tibia. Crouch greatly increases quadriceps demand, often causing anterior knee pain and patellar tendon elongation, and tends to worsen with growth.",
            "Treatment therefore targets all the contributing levels at once, through single-event multilevel surgery rather than a series of operations. The clinical examination, including the popliteal angle, the Thomas test and the Silfverskiöld test, is read alongside the kinematics and kinetics. After surgery, a ground reaction ankle-foot orthosis can restrain forward tibial movement in stance, provided there is no large fixed knee flexion contracture and the foot is stable enough to act as a lever.",
          ),
        },
      },
    ],
  },
];
