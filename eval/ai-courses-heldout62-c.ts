/** Sixty-second held-out evaluation courses, advanced level (C to D); see ai-courses-heldout62.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT62_C: EvalCourse[] = [
  {
    slug: "algebraic-topology-the-fundamental-group-and-covering-spaces",
    discipline: "Topology",
    title: "Algebraic Topology: The Fundamental Group and Covering Spaces",
    description:
      "Algebraic topology attaches algebraic objects to spaces so that spaces which are not homeomorphic can be told apart. Taking the fundamental group as its central example, this final-year course develops homotopy, covering space theory and the Seifert–van Kampen theorem, and concludes with simplicial homology.",
    level: "advanced",
    duration: "one term (sixteen lectures and eight problem classes)",
    plantedGap: "simplicial homology",
    modules: [
      {
        title: "Homotopy and the Fundamental Group",
        description:
          "Homotopies of maps and paths, the group structure on loops, functoriality, and a first application to fixed points.",
        lesson: {
          title: "Loops up to deformation",
          html: p(
            "Two continuous maps f, g: X → Y are homotopic if there is a continuous map H: X × [0, 1] → Y with H(x, 0) = f(x) and H(x, 1) = g(x); H continuously deforms f into g. Paths with the same endpoints are path-homotopic if the homotopy can be chosen to fix both endpoints throughout; this is an equivalence relation, and [γ] denotes the class of γ.",
            "A loop at a basepoint x₀ is a path that starts and ends there. The fundamental group π₁(X, x₀) is the set of path-homotopy classes of loops at x₀, with product [γ][δ] = [γ · δ], where γ · δ traverses γ at double speed and then δ. Explicit reparametrising homotopies show that the product is well defined and associative, that the constant loop is an identity, and that the reverse path γ̄(t) = γ(1 − t) represents the inverse. Concatenation itself is associative only up to homotopy, since (γ · δ) · ε and γ · (δ · ε) traverse the pieces at different speeds.",
            "A path α from x₀ to x₁ gives an isomorphism [γ] ↦ [ᾱ · γ · α] from π₁(X, x₀) to π₁(X, x₁), so for path-connected X the group is independent of basepoint up to isomorphism; the isomorphism depends on α up to an inner automorphism.",
            "A based map f: (X, x₀) → (Y, y₀) induces a homomorphism f<sub>*</sub>, [γ] ↦ [f ∘ γ], functorially: (g ∘ f)<sub>*</sub> = g<sub>*</sub> ∘ f<sub>*</sub>, and identities induce identities. Homotopy-equivalent spaces therefore have isomorphic fundamental groups, and a convex subset of ℝⁿ, being contractible, has trivial fundamental group.",
            "The computation π₁(S¹) ≅ ℤ needs covering spaces and is proved in the next module, but its consequences already show the method's power. Suppose r: D² → S¹ were a retraction, so that r ∘ i is the identity, where i: S¹ → D² is the inclusion. Then r<sub>*</sub> ∘ i<sub>*</sub> would be the identity of ℤ, yet i<sub>*</sub> factors through π₁(D²) = 0, which is impossible. No retraction exists, and the Brouwer fixed-point theorem in dimension two follows: if f: D² → D² had no fixed point, sending x to the point where the ray from f(x) through x meets S¹ would define such a retraction.",
          ),
        },
      },
      {
        title: "Covering Spaces",
        description:
          "Lifting properties, the computation of the fundamental group of the circle, deck transformations and the classification of covers.",
        lesson: {
          title: "Lifting, deck transformations and classification",
          html: p(
            "A covering map p: X̃ → X is a continuous surjection such that each point of X has an evenly covered open neighbourhood U: p⁻¹(U) is a disjoint union of open sets, each mapped homeomorphically on to U. The standard example is p: ℝ → S¹, p(t) = (cos 2πt, sin 2πt).",
            "Covering maps have two lifting properties. A path γ in X starting at x₀ has, for each x̃₀ over x₀, a unique lift γ̃ starting at x̃₀ with p ∘ γ̃ = γ; and a path homotopy lifts uniquely to a path homotopy with a given starting point. Together they give π₁(S¹, 1) ≅ ℤ. A loop γ at 1 lifts to a path in ℝ from 0 to an integer n, the degree of γ, which depends only on [γ] by homotopy lifting. The map [γ] ↦ n is a homomorphism, since the lift of γ · δ is the lift of γ followed by a translate of the lift of δ; it is surjective, since t ↦ p(nt) has degree n; and it is injective, since a degree-zero loop lifts to a loop in the contractible space ℝ.",
            "Homotopy lifting also shows that p<sub>*</sub>: π₁(X̃, x̃₀) → π₁(X, x₀) is injective. More generally, if Y is path-connected and locally path-connected, a map f: (Y, y₀) → (X, x₀) lifts to (X̃, x̃₀) if and only if f<sub>*</sub>(π₁(Y, y₀)) ⊆ p<sub>*</sub>(π₁(X̃, x̃₀)). In particular, every map from a simply connected, locally path-connected space lifts.",
            "If X is path-connected, locally path-connected and semilocally simply connected, based connected covers of X, up to isomorphism, correspond bijectively to subgroups of π₁(X, x₀) via p ↦ p<sub>*</sub>(π₁(X̃, x̃₀)); the number of sheets is the index of the subgroup, and the trivial subgroup gives the simply connected universal cover.",
            "Homeomorphisms h: X̃ → X̃ with p ∘ h = p are deck transformations. If H = p<sub>*</sub>(π₁(X̃, x̃₀)), the deck group is isomorphic to N(H)/H, N(H) being the normaliser. When H is normal, the deck group acts transitively on fibres and is isomorphic to π₁(X)/H; for the universal cover it is π₁(X) itself. Thus ℝ → S¹ has deck group ℤ, and the antipodal quotient Sⁿ → ℝPⁿ is a two-sheeted universal cover for n ≥ 2, so π₁(ℝPⁿ) ≅ ℤ/2.",
          ),
        },
      },
      {
        title: "The Seifert–van Kampen Theorem",
        description:
          "Computing fundamental groups of spaces assembled from simpler pieces: wedges of circles, spheres, cell attachments and surfaces.",
        lesson: {
          title: "Gluing groups together",
          html:
            p(
              "Let X = U ∪ V, with U and V open and path-connected, U ∩ V path-connected and non-empty, and x₀ in U ∩ V. The inclusions induce homomorphisms i₁: π₁(U ∩ V) → π₁(U) and i₂: π₁(U ∩ V) → π₁(V). The theorem states that the natural homomorphism from the free product π₁(U) ∗ π₁(V) to π₁(X) is surjective, with kernel the normal subgroup generated by all elements i₁(ω)i₂(ω)⁻¹. In other words, π₁(X) is the amalgamated free product of π₁(U) and π₁(V) over π₁(U ∩ V). In presentations: combine the generators and relations of π₁(U) and π₁(V), adding one relation identifying the two images of each generator of π₁(U ∩ V).",
            ) +
            "<ul>" +
            "<li>Wedge of two circles: choose U and V each deformation-retracting on to one circle, with U ∩ V contractible. The intersection contributes no relations, so π₁(S¹ ∨ S¹) is the free group F₂; a wedge of n circles has group Fₙ.</li>" +
            "<li>Spheres: for n ≥ 2, Sⁿ is the union of the complements of the north and south poles, each homeomorphic to ℝⁿ, with path-connected intersection homotopy equivalent to Sⁿ⁻¹. Both pieces are simply connected, so Sⁿ is too. For n = 1 the intersection is disconnected, the theorem does not apply, and indeed π₁(S¹) ≅ ℤ.</li>" +
            "<li>Attaching a 2-cell: if Y is obtained from a path-connected space X by attaching a disc along a loop φ, then π₁(Y) ≅ π₁(X)/N(φ), where N(φ) is the normal subgroup generated by the class of φ (joined to the basepoint by a path). Take U to be Y minus a point of the open disc, which deformation-retracts on to X, and V the open disc.</li>" +
            "</ul>" +
            p(
              "Surfaces follow from the cell-attachment rule. The torus is a wedge of two circles a and b with a disc attached along aba⁻¹b⁻¹, so π₁(T²) ≅ ⟨a, b | aba⁻¹b⁻¹⟩ ≅ ℤ², as it must be, since T² = S¹ × S¹. The closed orientable surface of genus g is a wedge of 2g circles with one disc attached along the product of commutators [a₁, b₁]⋯[a_g, b_g]. The Klein bottle gives ⟨a, b | abab⁻¹⟩, and the projective plane, a circle with a disc attached along a², gives ℤ/2, agreeing with the covering-space calculation. Abelianising the genus-g presentation yields ℤ²ᵍ, so orientable surfaces of different genus are not homotopy equivalent.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-law-of-unjust-enrichment",
    discipline: "Unjust enrichment law",
    title: "The Law of Unjust Enrichment",
    description:
      "For students who have completed contract and tort, this advanced option analyses the English law of unjust enrichment: the four-question framework, the unjust factors of mistake and failure of basis, the defence of change of position, and tracing into substitute assets.",
    level: "advanced",
    duration: "one semester (ten weekly two-hour seminars)",
    plantedGap: "tracing",
    modules: [
      {
        title: "The Structure of a Claim: Benefit, Expense and Unjust Factor",
        description:
          "The four questions courts ask in unjust enrichment, and the leading authorities on enrichment and on 'at the expense of'.",
        lesson: {
          title: "Four questions and how the courts apply them",
          html: p(
            "English law recognised unjust enrichment as an independent source of obligations in Lipkin Gorman v Karpnale Ltd [1991] 2 AC 548, where the House of Lords allowed a firm of solicitors to recover money that one of its partners had taken from the client account and gambled away at the defendant's casino. The analytical framework now used derives from Lord Steyn in Banque Financière de la Cité v Parc (Battersea) Ltd [1999] 1 AC 221, who asked four questions. Has the defendant been enriched? Was the enrichment at the claimant's expense? Was it unjust? Are there any defences? The Supreme Court has repeatedly endorsed this structure, while stressing in Investment Trust Companies v HMRC [2017] UKSC 29 that the questions are signposts to areas of inquiry rather than legal tests in themselves.",
            "Money is an incontrovertible benefit. Services and goods raise the problem of subjective devaluation: a defendant who never asked for a service may say that it was worth nothing to them. In Benedetti v Sawiris [2013] UKSC 50 the Supreme Court held that a benefit is valued at its objective market value, the price a reasonable person in the defendant's position would have had to pay. The defendant may sometimes argue the value down by showing that they did not value the benefit, but the claimant cannot push it up by pointing to the defendant's particular enthusiasm. A benefit may still count where it saved a necessary expense or was freely accepted.",
            "In Investment Trust Companies the Supreme Court held that 'at the expense of' normally requires a direct transfer between claimant and defendant. Investment trusts had paid VAT on management services to their managers, who accounted for it to HMRC; the VAT was not in fact due, but the trusts had no unjust enrichment claim against HMRC, because HMRC's enrichment was at the managers' expense, not theirs. The Court accepted only narrow exceptions, for instance where an intermediary acts as agent, or where a series of co-ordinated transactions operates as a single scheme.",
            "Unlike civilian systems, which ask whether a transfer lacked a legal ground, English law requires the claimant to identify a positive reason why the enrichment is unjust: an unjust factor such as mistake, failure of basis, duress, undue influence or incapacity. The next module examines the two most litigated factors.",
          ),
        },
      },
      {
        title: "Mistake and Failure of Basis",
        description:
          "The two most important unjust factors, from mistaken payments and gifts to advances made for a performance that never came.",
        lesson: {
          title: "The two principal unjust factors",
          html: p(
            "Mistaken payments are the paradigm claim. In Barclays Bank Ltd v W J Simms Son & Cooke (Southern) Ltd [1980] QB 677, where a bank paid a cheque overlooking its customer's instruction to stop it, Robert Goff J held that money paid under a mistake of fact is recoverable if the mistake caused the payment, subject to defences; earlier requirements that the mistake be fundamental, or be as to a liability to pay, were rejected. Causation is a but-for test and carelessness is no bar, but a payer who consciously takes the risk of doubt is generally not mistaken.",
            "The long-standing bar on recovering payments made under a mistake of law was removed by the House of Lords in Kleinwort Benson Ltd v Lincoln City Council [1999] 2 AC 349, in the swaps litigation that followed Hazell v Hammersmith and Fulham LBC [1992] 2 AC 1, which held that local authorities lacked capacity to enter interest rate swaps. The majority also held, controversially, that a payment made in accordance with the settled understanding of the law was made under a mistake when a later decision changed that understanding.",
            "Mistaken gifts and other voluntary dispositions are governed by Pitt v Holt [2013] UKSC 26: equity will rescind for a causative mistake of sufficient gravity that it would be unconscionable to leave it uncorrected. A mistake about tax consequences can qualify; mere ignorance or misprediction cannot.",
            "Failure of basis, traditionally called failure of consideration, applies where the claimant transferred a benefit on a basis that has not materialised. Consideration here means the basis of the transfer, usually the expected counter-performance, not consideration in contract formation. In Fibrosa Spolka Akcyjna v Fairbairn Lawson Combe Barbour Ltd [1943] AC 32, a Polish buyer recovered a £1,000 advance on machinery after the contract was frustrated by the German occupation of Gdynia, because it had received none of the bargained-for performance. The question is whether the payer received what it bargained for, not whether the payee began work: in Stocznia Gdanska SA v Latvian Shipping Co [1998] 1 WLR 574 a shipyard's design work meant that the failure was not total. The requirement of total failure has been relaxed where counter-performance can be apportioned, as in Goss v Chilcott [1996] AC 788. For frustrated contracts, the Law Reform (Frustrated Contracts) Act 1943 now governs recovery.",
          ),
        },
      },
      {
        title: "Change of Position and Related Defences",
        description:
          "When a recipient may keep some or all of an unjust enrichment: change of position, estoppel, passing on, counter-restitution and limitation.",
        lesson: {
          title: "When the recipient keeps the money",
          html:
            p(
              "Change of position was recognised as a general defence in Lipkin Gorman, where Lord Goff described it as available to a defendant whose position has so changed that it would be inequitable to require restitution in full. The casino, having paid winnings to the gambling partner, was liable only for its net gain. Later cases shaped three requirements:",
            ) +
            "<ul>" +
            "<li>Causation: the change must be caused by the receipt, and ordinary expenditure the defendant would have incurred anyway does not count. In Scottish Equitable plc v Derby [2001] EWCA Civ 369, using a mistaken overpayment to reduce a mortgage gave no defence, because the recipient still had the benefit; only modest additional spending qualified.</li>" +
            "<li>Good faith: a recipient who knew of the mistake, or acted in a commercially unacceptable way, cannot rely on the defence; Niru Battery Manufacturing Co v Milestone Trading Ltd [2003] EWCA Civ 1446 confirmed that strict dishonesty is not required to deny it.</li>" +
            "<li>Timing and fault: in Dextra Bank & Trust Co Ltd v Bank of Jamaica (Privy Council, 2001), a change made before receipt, in reliance on an expected payment, could count, and the claimant's carelessness was not weighed against the defendant.</li>" +
            "</ul>" +
            p(
              "Estoppel by representation is an older and blunter defence. In Avon County Council v Howlett [1983] 1 WLR 605 the council's representations that overpaid salary was due estopped it from recovering. Because estoppel was treated as defeating the whole claim, later courts, notably in National Westminster Bank plc v Somer International (UK) Ltd [2001] EWCA Civ 970, have confined it where retaining the whole sum would be unconscionable.",
              "Passing on, the argument that the claimant recouped its loss from its customers, was rejected in Kleinwort Benson Ltd v Birmingham City Council [1997] QB 380: the claim is for the defendant's gain, not the claimant's loss. Counter-restitution requires the claimant to give back benefits it received under the transaction.",
              "Claims in unjust enrichment have the six-year limitation period applied to simple contract claims, but for mistake section 32(1)(c) of the Limitation Act 1980 postpones the start of the period until the claimant discovered, or could with reasonable diligence have discovered, the mistake. In Test Claimants in the FII Group Litigation v HMRC [2020] UKSC 47 this was held to be when the claimant knew, or could have known, of the mistake with enough confidence to begin preparing proceedings.",
            ),
        },
      },
    ],
  },
  {
    slug: "digital-signal-processing-sampling-filter-design-and-spectral-estimation",
    discipline: "Signal processing",
    title: "Digital Signal Processing: Sampling, Filter Design and Spectral Estimation",
    description:
      "Sampling theory, FIR and IIR filter design and spectral estimation form the core of this advanced course, which is taught through MATLAB or Python (SciPy) exercises and finishes with multirate processing.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one two-hour computer laboratory a week)",
    plantedGap: "multirate processing",
    modules: [
      {
        title: "Sampling, Aliasing and Quantisation",
        description:
          "The sampling theorem, aliasing and its prevention, practical reconstruction, and the noise introduced by finite word length.",
        lesson: {
          title: "From continuous to discrete",
          html: p(
            "Sampling a continuous signal x(t) every T seconds gives the sequence x[n] = x(nT), with sampling frequency fs = 1/T. In the frequency domain, sampling replicates the spectrum of x(t) around every integer multiple of fs. If x(t) is band-limited to frequencies below B, the replicas do not overlap provided fs > 2B, and the original can be recovered exactly by ideal low-pass filtering, equivalently by sinc interpolation: x(t) = Σ x[n] sinc((t − nT)/T), with sinc(u) = sin(πu)/(πu). This is the Nyquist–Shannon sampling theorem, and fs/2 is called the Nyquist frequency.",
            "If the condition is violated, the replicas overlap and components above fs/2 fold back into the band from 0 to fs/2. A sinusoid at frequency f appears at |f − k·fs| for whichever integer k brings it into that band. A 7 kHz tone sampled at 10 kHz therefore appears at 3 kHz, as does a 13 kHz tone; once sampled, both are indistinguishable from a genuine 3 kHz tone. Aliasing cannot be removed after sampling, so an analogue anti-aliasing filter must precede the converter. Because no practical filter has a vertical edge, systems sample faster than the theorem strictly requires: audio CDs sample at 44.1 kHz for a 20 kHz bandwidth, leaving a transition band from 20 to 22.05 kHz for the filter.",
            "Practical digital-to-analogue converters hold each sample for a period T, a zero-order hold. Its frequency response is a sinc with its first null at fs; it attenuates the top of the band, by 20 log₁₀(2/π) ≈ −3.9 dB at fs/2, and leaves images around multiples of fs that an analogue reconstruction filter must remove. The droop can be pre-compensated with a gentle digital boost.",
            "An N-bit uniform quantiser with step size Δ adds an error that, for busy signals, is well modelled as white noise uniformly distributed over ±Δ/2, with power Δ²/12. For a full-scale sinusoid this gives a signal-to-quantisation-noise ratio of about 6.02N + 1.76 dB, roughly 98 dB for 16-bit audio; each extra bit adds about 6 dB. The model fails for low-level or periodic signals, where the error becomes correlated with the signal and appears as harmonic distortion. Adding a small random dither before quantisation restores noise-like behaviour at the cost of a slightly higher noise floor.",
          ),
        },
      },
      {
        title: "Designing FIR and IIR Filters",
        description:
          "Window and equiripple FIR design, and IIR design from analogue prototypes through the bilinear transform.",
        lesson: {
          title: "Windows, equiripple designs and the bilinear transform",
          html:
            p(
              "A finite impulse response (FIR) filter computes y[n] = Σ b_k x[n − k] for k = 0 to M. It is always stable, and if its coefficients are symmetric (b_k = b_(M−k)) it has exactly linear phase, delaying all frequencies by M/2 samples and preserving waveform shape. An infinite impulse response (IIR) filter adds feedback, y[n] = Σ b_k x[n − k] − Σ a_k y[n − k], and usually meets a magnitude specification with a far lower order, at the price of nonlinear phase and instability if any pole lies outside the unit circle.",
              "The window method truncates the ideal impulse response, a sinc for a low-pass filter, and multiplies it by a window to tame the ripples that truncation causes. The window fixes the attainable stopband attenuation; the filter length N sets the transition width:",
            ) +
            "<table><thead><tr><th>Window</th><th>Peak sidelobe</th><th>Approx. minimum stopband attenuation</th><th>Approx. transition width (Δf/fs)</th></tr></thead><tbody>" +
            "<tr><td>Rectangular</td><td>−13 dB</td><td>21 dB</td><td>0.9/N</td></tr>" +
            "<tr><td>Hann</td><td>−31 dB</td><td>44 dB</td><td>3.1/N</td></tr>" +
            "<tr><td>Hamming</td><td>−41 dB</td><td>53 dB</td><td>3.3/N</td></tr>" +
            "<tr><td>Blackman</td><td>−57 dB</td><td>74 dB</td><td>5.5/N</td></tr>" +
            "</tbody></table>" +
            p(
              "The Kaiser window has a parameter β that trades main-lobe width against sidelobe level, and Kaiser's empirical formula estimates the required order as M ≈ (A − 8)/(2.285 Δω) for attenuation A dB and transition width Δω radians per sample. For optimal designs, the Parks–McClellan algorithm uses the Remez exchange to minimise the maximum weighted error, giving equiripple filters that meet a specification with the shortest length.",
              "IIR filters are usually designed by transforming an analogue prototype: Butterworth (maximally flat), Chebyshev type I (equiripple passband), Chebyshev type II (equiripple stopband) or elliptic (equiripple in both, lowest order). The bilinear transform s = (2/T)(1 − z⁻¹)/(1 + z⁻¹) maps the whole imaginary axis on to the unit circle, so there is no aliasing, but it warps frequency according to Ω = (2/T) tan(ω/2), so critical frequencies must be pre-warped. For a low-pass cut-off of 1 kHz at fs = 8 kHz, ω = π/4 radians per sample, and the prototype is designed for Ω = 2 × 8000 × tan(π/8) ≈ 6627 rad/s, about 1055 Hz. High-order IIR filters are implemented as cascades of second-order sections, because the poles of a single high-order polynomial are very sensitive to coefficient quantisation.",
            ),
        },
      },
      {
        title: "Estimating Power Spectra",
        description:
          "Periodogram behaviour, leakage and resolution, averaged estimators, and parametric methods for short records.",
        lesson: {
          title: "Periodograms, Welch's method and autoregressive estimators",
          html: p(
            "Given N samples of a stationary random signal, the periodogram, the squared magnitude of the FFT divided by N (and scaled by the sampling interval for a density in units per hertz), is the natural estimate of its power spectral density. It is asymptotically unbiased but not consistent: its variance does not fall as N grows, the standard deviation at each frequency being roughly equal to the true value. A longer record gives finer frequency resolution, not a smoother estimate.",
            "A finite record is implicitly rectangular-windowed, with sidelobes at −13 dB through which power from a strong component leaks, hiding weaker components nearby. Tapering with a Hann window, with sidelobes at −31 dB falling away at 18 dB per octave, suppresses leakage at the cost of a wider main lobe. Resolution is roughly the reciprocal of the record length, fs/N hertz, broadened by the window. Zero-padding before the FFT samples the spectrum more densely but does not improve resolution.",
            "Bartlett's method reduces variance by dividing the record into K non-overlapping segments and averaging their periodograms, cutting the variance by about a factor of K while coarsening resolution by the same factor. Welch's method (1967) windows each segment and overlaps them, typically by 50%, yielding more averages from the same record. With fs = 1 kHz and 10,000 samples, segments of 1,000 samples at 50% overlap give 19 averages and a resolution of about 1 Hz before windowing, instead of a 0.1 Hz but very noisy single periodogram. In SciPy this is scipy.signal.welch. Thomson's multitaper method (1982) instead averages periodograms of the whole record computed with several orthogonal tapers, the discrete prolate spheroidal sequences.",
            "For short records, parametric methods fit a model and compute the spectrum from its parameters. An autoregressive model of order p, x[n] = −Σ a_k x[n − k] + e[n] with white driving noise of variance σ², has spectrum S(f) = σ²T / |1 + Σ a_k e^(−j2πfkT)|². The coefficients can be estimated from the Yule–Walker equations using sample autocorrelations, or by Burg's method, which works directly on the data and generally resolves better on short records. AR spectra can separate closely spaced peaks beyond the Fourier resolution limit, but the order must be chosen with care, for instance by Akaike's information criterion: too low an order smooths peaks away, and too high an order creates spurious ones.",
          ),
        },
      },
    ],
  },
  {
    slug: "textual-criticism-and-scholarly-editing",
    discipline: "Textual criticism",
    title: "Textual Criticism and Scholarly Editing",
    description:
      "Every manuscript tradition is a record of error. Advanced students examine how editors reconstruct lost originals through stemmatic analysis, how the copy-text theory of Greg and Bowers reshaped the editing of printed books, and how to read and build a critical apparatus, and they assess the claims made for digital editions.",
    level: "advanced",
    duration: "one semester (ten weekly two-hour seminars with editing exercises)",
    plantedGap: "digital editions",
    modules: [
      {
        title: "Recension and the Stemma",
        description:
          "The genealogical method from Lachmann to Maas, its logic of shared error, and the objections raised by Bédier and others.",
        lesson: {
          title: "Reconstructing the archetype",
          html: p(
            "The genealogical or stemmatic method, associated with Karl Lachmann's edition of Lucretius (1850) and given its classic formulation in Paul Maas's Textkritik (1927; English translation 1958), aims to reconstruct the archetype, the lost common ancestor of all surviving witnesses, by establishing how the manuscripts are related. Its logic is simple: scribes add errors and rarely remove them correctly, so shared errors reveal shared descent. Sebastiano Timpanaro (1963) showed that the method was the work of many scholars, not Lachmann alone.",
            "Recension (recensio) begins with full collation of the witnesses. Agreement in correct readings proves nothing, since any witness may preserve the original. What counts are significant errors. Conjunctive errors, shared by two witnesses and unlikely to have arisen independently, show that they descend from a common exemplar not shared by the others. Separative errors, present in one witness and absent from another, show that the second was not copied from the first, because a scribe could not plausibly have corrected them by conjecture. Trivial slips, such as confusions of similar letters, are excluded, because scribes easily make them independently.",
            "Suppose four manuscripts, A, B, C and D. B and C share several omissions and nonsensical readings absent from A and D, and each has further errors of its own. We infer a lost exemplar, β, from which both descend, and a stemma with three branches: A, D and β. Where two branches agree against the third, their shared reading is, mechanically, the reading of the archetype. A manuscript shown to be copied from a surviving one, a codex descriptus, is set aside (eliminatio codicum descriptorum), since it carries no independent evidence. The reconstructed archetype is then examined (examinatio) and, where it is corrupt, emended (emendatio), by conjecture if necessary.",
            "Joseph Bédier, working on the Lai de l'Ombre, observed in 1928 that an implausibly high proportion of published stemmata divided into just two branches, which leaves the editor free to choose between them at every disagreement, and he advocated instead printing a single good manuscript corrected only where it is plainly wrong. More fundamentally, the method assumes vertical transmission, each copy made from a single exemplar. Where scribes consulted several exemplars, called contamination or horizontal transmission and common in widely read texts such as the Greek New Testament, conjunctive errors cross the branches and no unique stemma can be drawn.",
          ),
        },
      },
      {
        title: "Copy-Text and the Editing of Printed Books",
        description:
          "Greg's rationale of copy-text, its extension by Bowers and Tanselle, and the challenges from social and versionist editing.",
        lesson: {
          title: "Substantives, accidentals and authorial intention",
          html: p(
            "Printed books pose different problems from manuscripts. Editions often descend in a single line, each reset from the last, and a later edition may contain both genuine authorial revisions and fresh compositorial errors. In 'The Rationale of Copy-Text' (Studies in Bibliography, 1950–51), W. W. Greg distinguished substantive readings, the words that affect meaning, from accidentals: spelling, punctuation, word division and similar features of presentation. Compositors routinely imposed their own or their printing house's accidentals but usually tried to follow the substantives. Greg therefore proposed that the editor choose as copy-text the witness closest to the author's manuscript, normally the earliest, and follow it in accidentals, while adopting substantive readings from later editions where there is reason to believe them authorial revisions.",
            "Fredson Bowers extended Greg's rationale from English Renaissance drama to nineteenth- and twentieth-century American authors, making it the basis of the editions approved by the Center for Editions of American Authors from the 1960s; G. Thomas Tanselle defended and refined it, centring it on the author's final intention. The result was the eclectic critical edition, a text that may never have existed in any single document, assembled from several to represent what the author intended.",
            "From the 1980s the theory was challenged. Jerome McGann's A Critique of Modern Textual Criticism (1983) argued that literary works are social products, shaped by publishers, editors and printers, and that isolating the author's intention misrepresents how texts were made and read. D. F. McKenzie's Panizzi lectures, published as Bibliography and the Sociology of Texts (1986), treated the physical form of the book as part of its meaning.",
            "A further challenge came from versioning: the recognition that some works exist in several authorial states that should not be conflated into one. The clearest case is King Lear. The 1608 Quarto contains roughly 300 lines absent from the 1623 Folio, and the Folio about 100 lines absent from the Quarto, besides many verbal variants. The essays in The Division of the Kingdoms (1983) argued that the Folio represents a deliberate revision, and the Oxford Complete Works (1986) accordingly printed two separate plays, The History of King Lear and The Tragedy of King Lear. An editor of such a work must decide what is being edited before deciding how.",
          ),
        },
      },
      {
        title: "Building a Critical Apparatus",
        description:
          "The form and conventions of the apparatus criticus, and the principles for choosing between variant readings.",
        lesson: {
          title: "Reading and writing the apparatus criticus",
          html:
            p(
              "The critical apparatus records the evidence on which the text rests, so that readers can check the editor's choices and, if they wish, overrule them. In classical and medieval editions it usually sits at the foot of the page, keyed to line numbers. Each entry begins with the lemma, the reading printed in the text, closed by a square bracket and followed by the variant readings and the sigla, the letters identifying the witnesses.",
              "A positive apparatus names the witnesses for the adopted reading as well as for the variants: 12 fortuna AD] fortunam BC. A negative apparatus lists only the dissenting witnesses, 12 fortuna] fortunam BC, leaving the reader to infer that all others support the text. Negative apparatuses save space but are safe only when the editor has defined exactly which witnesses are reported throughout; a positive apparatus is clearer where witnesses are fragmentary or the tradition complex. Common conventions include:",
            ) +
            "<ul>" +
            "<li>om. (omittit, omittunt): the witness omits the lemma; add. (addidit): it adds the words that follow; transp.: it reverses the word order.</li>" +
            "<li>a.c. and p.c. (ante and post correctionem): the reading before and after correction; s.l. (supra lineam): written above the line; a superscript numeral, as in B², marks a later hand.</li>" +
            "<li>codd. (codices): all the manuscripts cited; coni. (coniecit): a conjecture, followed by the scholar's name.</li>" +
            "<li>In the text itself, angle brackets ⟨ ⟩ mark words supplied by the editor, square brackets [ ] words the editor deletes, and daggers (cruces) † † enclose a passage judged corrupt but not curable.</li>" +
            "</ul>" +
            p(
              "Choosing between variants draws on transcriptional probability, what a scribe was likely to do, and intrinsic probability, what the author was likely to write. The maxim lectio difficilior potior, the harder reading is the stronger, reflects scribes' tendency to simplify unfamiliar words or constructions; it needs judgement, since nonsense is also difficult. The underlying question is which reading would more easily have given rise to the other. Mechanical errors are evidence of scribal habits: saut du même au même, where the eye skips between identical words and produces an omission; dittography, copying twice what should appear once; haplography, copying once what should appear twice. The preface should state exactly what the apparatus includes, for example all substantive variants of the primary witnesses but no orthographical ones, so that its silences can be interpreted.",
            ),
        },
      },
    ],
  },
  {
    slug: "quantitative-genetics-and-genomic-selection-in-plant-breeding",
    discipline: "Plant breeding",
    title: "Quantitative Genetics and Genomic Selection in Plant Breeding",
    description:
      "Built around the breeder's equation, the course examines how heritability is estimated from field trials, how genotype-by-environment interaction is modelled in multi-environment testing, and how genomic selection accelerates genetic gain, before turning to the protection of new varieties through plant breeders' rights.",
    level: "advanced",
    duration: "twelve weeks (one lecture and one two-hour statistics practical a week)",
    plantedGap: "plant breeders' rights",
    modules: [
      {
        title: "Heritability and the Breeder's Equation",
        description:
          "Partitioning phenotypic variance, predicting response to selection, and estimating heritability on a plot-mean basis.",
        lesson: {
          title: "Predicting response to selection",
          html: p(
            "The phenotypic value of a plant, P, can be partitioned into a genotypic value G and an environmental deviation E, so that the phenotypic variance σ²P = σ²G + σ²E if the two are uncorrelated. Genotypic variance divides further into additive variance σ²A, due to the average effects of alleles, and dominance and epistatic variance. Broad-sense heritability is H² = σ²G/σ²P; narrow-sense heritability is h² = σ²A/σ²P. Only additive effects are reliably transmitted from parent to offspring, so h² governs response in recurrent selection and most outcrossing crops, whereas broad-sense heritability is relevant where the selected genotype is propagated intact, as a clone or a pure line.",
            "The response to selection in one cycle is R = h²S, where the selection differential S is the difference between the mean of the selected parents and the population mean. Suppose a barley population averages 6.0 t/ha and the selected lines average 6.8 t/ha, so S = 0.8 t/ha; with h² = 0.4, the expected progeny mean is 6.0 + 0.4 × 0.8 = 6.32 t/ha. Because S depends on units, it is usually written as S = iσP, where i is the standardised selection intensity: about 1.40 when the best 20% are kept, 1.76 at 10%, 2.06 at 5% and 2.67 at 1%. Then R = ih²σP = ihσA.",
            "Programmes are compared by gain per year, ΔG = i r σA / L, where r is the accuracy of selection, the correlation between the selection criterion and true breeding value (equal to h for selection on an individual's own phenotype), and L is the cycle length in years. All four levers, intensity, accuracy, additive variance and cycle time, can raise gain, but they trade off against one another: with a fixed budget, testing more lines raises i but reduces replication and so lowers r.",
            "In field trials, selection is on line means over r replicates in each of e environments, so heritability is needed on an entry-mean basis: H² = σ²G / (σ²G + σ²GE/e + σ²ε/(re)), where σ²GE is the genotype-by-environment variance and σ²ε the plot error. The components are estimated by REML from a mixed model. Because σ²GE is divided only by the number of environments, adding locations usually raises heritability more than adding replicates at one site.",
          ),
        },
      },
      {
        title: "Genotype-by-Environment Interaction",
        description:
          "Forms of interaction, stability analysis, AMMI and GGE biplots, and mixed-model analysis of multi-environment trials.",
        lesson: {
          title: "Analysing multi-environment trials",
          html: p(
            "Genotype-by-environment interaction (G×E) exists when genotypes respond differently to environments. It takes two forms. In non-crossover, or scale, interaction the differences between genotypes change in size but not in rank. In crossover interaction the rankings change, so the best variety at one location is not the best at another. Crossover interaction is what complicates selection, and it is the reason candidate varieties are tested at many locations over several years in multi-environment trials (METs).",
            "The simplest model, Finlay–Wilkinson regression (1963), regresses each genotype's yield on the environment mean, the average yield of all genotypes at that site, used as an index of environmental quality. A slope near 1 indicates average stability; a slope above 1 marks a genotype that exploits good environments; a slope below 1 indicates relative stability across poor and good sites. Eberhart and Russell (1966) added the deviations from regression as a second stability parameter. The weakness of these approaches is that the environmental index is not independent of the genotypes being assessed, and a single slope captures only one pattern of interaction.",
            "AMMI (additive main effects and multiplicative interaction) models fit genotype and environment main effects by analysis of variance and then decompose the interaction by principal components, giving each genotype and environment scores on one or more interaction axes. GGE biplots, developed by Weikai Yan and colleagues around 2000, apply the same decomposition to the genotype main effect plus G×E after removing the environment main effect; their which-won-where view identifies the winning genotype in each group of environments. Locations that share the same winners are candidate mega-environments, within which a breeder can select for broad adaptation.",
            "Modern MET analysis uses linear mixed models fitted by REML. Genotype effects are treated as random and predicted as best linear unbiased predictions (BLUPs), which shrink poorly tested genotypes towards the mean. Factor-analytic variance structures, introduced for variety trials by Smith, Cullis and Thompson (2001), give each environment its own genetic variance and model the genetic correlations between environments parsimoniously. A genetic correlation near 1 between two sites means that selection at one is effective for the other; a low correlation means that the sites need separate testing, or belong to different target populations of environments.",
          ),
        },
      },
      {
        title: "Genomic Selection",
        description:
          "Training populations, prediction models and accuracy, and how genomic prediction shortens the breeding cycle.",
        lesson: {
          title: "Selecting on predicted breeding values",
          html: p(
            "Genomic selection, proposed by Meuwissen, Hayes and Goddard in 2001, predicts the breeding value of an individual from dense genome-wide markers without requiring it to be phenotyped. Unlike marker-assisted selection, which tracks a few markers linked to major genes, it fits all markers at once, capturing the many small effects behind quantitative traits such as yield.",
            "A training population of lines that have been both genotyped and phenotyped, typically several hundred to a few thousand, is used to estimate marker effects or genomic relationships. Selection candidates, such as new doubled-haploid lines or progeny of the latest crosses, are only genotyped, and their genomic estimated breeding values (GEBVs) are computed. Ridge-regression BLUP (RR-BLUP) shrinks all marker effects equally towards zero; the equivalent GBLUP predicts breeding values directly with a genomic relationship matrix calculated from the markers (VanRaden 2008) in place of the pedigree relationship matrix. Bayesian models such as BayesB let a few markers have large effects and most none.",
            "Accuracy is the correlation between GEBVs and true breeding values. It is estimated by cross-validation: the training set is divided into folds, each fold is predicted from the others, and the predictions are correlated with observed phenotypes; dividing this predictive ability by the square root of heritability estimates accuracy. Daetwyler and colleagues (2008) derived the approximation r = √(Nh² / (Nh² + Me)), where N is the training population size and Me the number of independent chromosome segments, which depends on effective population size and genome length. With N = 1,000, h² = 0.3 and Me = 300, r = √(300/600) ≈ 0.71. Accuracy rises with training-set size and heritability and falls as candidates become less related to the training population, so the training set is refreshed every cycle.",
            "The main benefit comes through the denominator of the breeder's equation. In a conventional wheat or maize programme, a cycle from crossing to choosing new parents on multi-location yield data can take four to six years. Genomic selection allows parents to be chosen among genotyped but unphenotyped progeny, cutting the cycle to one or two years, or less when combined with speed breeding under extended photoperiods in controlled environments. Even if accuracy per cycle is lower than that of selection on replicated trials, gain per year can be substantially higher. Field testing remains essential, but shifts to updating the training population and evaluating finished lines.",
          ),
        },
      },
    ],
  },
];
