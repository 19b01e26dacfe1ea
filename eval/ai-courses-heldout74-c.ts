/** Seventy-fourth held-out evaluation courses, advanced level (C1 to C2); see ai-courses-heldout74.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT74_C: EvalCourse[] = [
  {
    slug: "radar-systems-engineering",
    discipline: "Radar engineering",
    title: "Radar Systems Engineering",
    description:
      "A graduate course for engineers in defence, aerospace and automotive sensing. It develops the radar range equation and detection theory, pulse compression and the ambiguity function, Doppler processing and CFAR detection, and electronic countermeasures, with a MATLAB or Python assignment each week.",
    level: "advanced",
    duration: "one semester (three hours of lectures and a two-hour laboratory a week)",
    plantedGap: "electronic countermeasures",
    modules: [
      {
        title: "The Range Equation and Detection",
        description:
          "Building a signal-to-noise budget in decibels and converting it into probabilities of detection and false alarm for steady and fluctuating targets.",
        lesson: {
          title: "From Signal-to-Noise Ratio to Probability of Detection",
          html: p(
            "For a monostatic radar with the same antenna on transmit and receive, the single-pulse signal-to-noise ratio is SNR = Pt G² λ² σ / ((4π)³ R⁴ k T0 F B L), where Pt is peak transmit power, G antenna gain, λ wavelength, σ radar cross-section, R range, k Boltzmann’s constant, T0 = 290 K, F the receiver noise figure, B the noise bandwidth and L the combined system losses. The R⁴ dependence dominates design: doubling range at constant SNR needs 12 dB more power or gain.",
            "Take an X-band radar with Pt = 100 kW (50 dBW), G = 35 dB (70 dB for two-way), λ = 3 cm (λ² = −30.5 dB), σ = 1 m² (0 dBsm) at R = 50 km (R⁴ = 188.0 dB), with (4π)³ = 33.0 dB, kT0 = −204.0 dBW/Hz, F = 4 dB, B = 1 MHz (60 dB) and L = 6 dB. The sum is 50 + 70 − 30.5 + 0 − 33.0 − 188.0 + 204.0 − 4 − 60 − 6 ≈ 2.6 dB for a single pulse.",
            "That is far too little for reliable detection. Detection is a Neyman–Pearson decision: the threshold is set to give a chosen probability of false alarm, Pfa, per resolution cell, and the probability of detection Pd then follows from the SNR and the target’s statistics. For a non-fluctuating (Swerling 0) target, Albersheim’s approximation gives about 13.1 dB for Pd = 0.9 at Pfa = 10⁻⁶. Real targets fluctuate. Swerling 1 models a target made of many comparable scatterers, with a Rayleigh amplitude constant over a scan but independent from scan to scan; for a single pulse, Pd = Pfa^(1/(1+SNR)), which requires about 21 dB for the same Pd and Pfa. The extra 8 dB is the fluctuation loss. Swerling 3 and 4 (one dominant scatterer) fall between the two cases.",
            "The budget is closed by integrating pulses. Coherent integration of N pulses with a known phase history improves SNR by N, so 32 pulses add 15.1 dB, giving about 17.6 dB: enough for Pd = 0.9 against a steady target, not against a Swerling 1 target. The laboratory asks you to meet a specification at minimum cost by trading integration, power and frequency agility, which decorrelates the target from pulse to pulse so that integration recovers much of the fluctuation loss.",
          ),
        },
      },
      {
        title: "Pulse Compression",
        description: "Matched filtering, linear frequency modulation, sidelobe control and the ambiguity function.",
        lesson: {
          title: "Linear FM, Matched Filtering and the Ambiguity Function",
          html: p(
            "Detection depends on pulse energy, but range resolution depends on bandwidth: ΔR = c / 2B. A simple unmodulated pulse has B ≈ 1/τ, so long pulses for energy mean poor resolution. Pulse compression breaks this link by modulating a long pulse to widen its bandwidth, then compressing it in the receiver with a matched filter, whose impulse response is the time-reversed complex conjugate of the transmitted waveform. Against white noise, the matched filter maximises output SNR at 2E/N0, independent of waveform shape, so the range equation depends on energy, not peak power.",
            "The workhorse is linear frequency modulation, or a chirp, sweeping bandwidth B during pulse length T. With B = 10 MHz and T = 100 µs, resolution is 3 × 10⁸ / (2 × 10⁷) = 15 m, the same as a 0.1 µs pulse, while the energy is that of a pulse a thousand times longer. The compression ratio equals the time–bandwidth product BT = 1,000, or 30 dB.",
            "The compressed LFM response has a sinc-like shape whose first range sidelobes lie at about −13.2 dB, which lets a large target mask a small one nearby. Amplitude weighting on receive, such as a Taylor window, lowers peak sidelobes to −35 dB or below at the price of a mismatch loss of roughly 1 dB and a wider main lobe. Phase codes are the alternative: the 13-element Barker code, the longest known Barker sequence, gives a peak sidelobe ratio of 20 log₁₀(1/13) ≈ −22.3 dB with no mismatch loss, but longer codes need other families such as polyphase or minimum-peak-sidelobe binary codes.",
            "The ambiguity function |χ(τ, fd)| describes the matched-filter output for a target offset by delay τ and Doppler fd. Its value at the origin equals the signal energy, and the total volume under |χ|² is fixed by that energy: waveform design can move ambiguity around the delay–Doppler plane but never remove it. LFM has a ridge along a diagonal. A Doppler shift fd does not destroy the compressed peak but moves it in delay by fd T / B, producing a range error, known as range–Doppler coupling, that is small for aircraft at moderate bandwidths and must be corrected for fast targets. Phase codes, by contrast, have a thumbtack-like ambiguity near the origin but lose their compression rapidly when Doppler is uncompensated.",
          ),
        },
      },
      {
        title: "Doppler Processing and CFAR",
        description:
          "Choosing pulse repetition frequency, rejecting clutter with MTI and pulse-Doppler processing, and setting adaptive detection thresholds.",
        lesson: {
          title: "Clutter Rejection and Constant False Alarm Rate Detection",
          html: p(
            "A target with radial velocity v produces a Doppler shift fd = 2v/λ. At 10 GHz, where λ = 3 cm, a target closing at 100 m/s shifts the return by about 6.67 kHz. Ground clutter sits near zero Doppler and may be 60 dB stronger than the target, so separating the two in Doppler matters as much as detection in noise.",
            "The pulse repetition frequency sets both ambiguities. Unambiguous range is Ru = c / (2 PRF); Doppler is sampled once per pulse, so unambiguous Doppler spans ±PRF/2, or velocities of ±λ PRF/4. At X-band, a PRF of 1 kHz gives 150 km of unambiguous range but only ±7.5 m/s of unambiguous velocity; a PRF of 100 kHz reverses the trade. Medium-PRF airborne radars resolve both ambiguities by switching among several PRFs.",
            "The simplest clutter filter is moving target indication. A two-pulse canceller subtracts successive returns from the same range cell, H(z) = 1 − z⁻¹, suppressing zero-Doppler clutter. Its frequency response is periodic, so it also rejects targets whose Doppler equals a multiple of the PRF: the blind speeds, v = nλ PRF / 2. Staggering the inter-pulse periods moves the blind speeds apart. Pulse-Doppler processing instead collects a coherent processing interval of N pulses and takes an FFT across them in each range cell, yielding a range–Doppler map with N Doppler filters and a coherent gain of N.",
            "Noise and clutter power vary across the map, so a fixed threshold gives an uncontrolled false alarm rate. The cell-averaging CFAR detector estimates the local interference power from N reference cells around the cell under test, with guard cells on each side to exclude the target’s own energy, and multiplies it by a factor α. For a square-law detector in exponentially distributed noise, α = N(Pfa^(−1/N) − 1). With N = 24 and Pfa = 10⁻⁶, α ≈ 18.7, or 12.7 dB, higher than the 11.4 dB threshold needed if the noise level were known exactly; the difference, the CFAR loss, shrinks as N grows.",
            "Cell averaging fails when a second target lies among the reference cells, raising the threshold and masking the first, or at clutter edges. The greatest-of variant controls false alarms at edges; the ordered-statistic CFAR introduced by Rohling, which uses the k-th ranked reference value, is robust to interfering targets at a small additional loss.",
          ),
        },
      },
    ],
  },
  {
    slug: "commutative-rings-and-ideals",
    discipline: "Ring theory",
    title: "Commutative Rings and Ideals",
    description:
      "Prerequisites: a first course in abstract algebra covering groups, rings and fields. Topics: ideals and quotient rings; prime and maximal ideals; Noetherian rings and Hilbert’s basis theorem; Artinian rings; localisation and local rings, taught as preparation for algebraic geometry and algebraic number theory.",
    level: "advanced",
    duration: "one semester (three lectures and one example class a week)",
    plantedGap: "Artinian rings",
    modules: [
      {
        title: "Prime and Maximal Ideals",
        description:
          "Characterising prime and maximal ideals by their quotient rings, with examples in the integers and polynomial rings.",
        lesson: {
          title: "Quotients That Are Domains and Quotients That Are Fields",
          html: p(
            "Throughout, rings are commutative with identity, and ring homomorphisms preserve the identity. An ideal P of R is prime if P ≠ R and ab ∈ P implies a ∈ P or b ∈ P. An ideal M is maximal if M ≠ R and there is no ideal strictly between M and R. Both definitions are best understood through quotients: P is prime if and only if R/P is an integral domain, and M is maximal if and only if R/M is a field. The second follows from the correspondence theorem: ideals of R/M correspond to ideals of R containing M, and a ring is a field exactly when its only ideals are 0 and itself. Since every field is a domain, every maximal ideal is prime.",
            "In ℤ, the ideals are nℤ; the nonzero prime ideals are pℤ for p prime, and these are maximal because ℤ/pℤ is a field. The zero ideal is prime, since ℤ is a domain, but not maximal. In ℤ[x], the ideal (x) is prime, because ℤ[x]/(x) ≅ ℤ is a domain, but not maximal; it lies inside (2, x), which is maximal because ℤ[x]/(2, x) ≅ 𝔽₂. In k[x, y] over a field k, the primes (0) ⊂ (x) ⊂ (x, y) mirror a point on a line in a plane; only (x, y) is maximal.",
            "Prime ideals behave well under homomorphisms: if φ: R → S is a ring homomorphism and Q is prime in S, then φ⁻¹(Q) is prime in R, because R/φ⁻¹(Q) embeds in the domain S/Q. Maximal ideals do not: the inclusion ℤ → ℚ pulls the maximal ideal (0) of ℚ back to (0) in ℤ, which is not maximal. This is one reason algebraic geometry uses the spectrum of all prime ideals.",
            "Existence of maximal ideals uses Zorn’s lemma. The set of proper ideals containing a given proper ideal I, ordered by inclusion, is nonempty, and the union of a chain of proper ideals is proper because none contains 1; so a maximal element exists. Hence every nonzero ring has a maximal ideal, and every non-unit lies in one.",
            "Exercise: prove that the nilradical, the set of nilpotent elements, is the intersection of all prime ideals, applying Zorn’s lemma to ideals disjoint from the powers of a non-nilpotent f.",
          ),
        },
      },
      {
        title: "Noetherian Rings",
        description:
          "The ascending chain condition, its equivalent forms, and a full proof of Hilbert’s basis theorem.",
        lesson: {
          title: "Ascending Chains and Hilbert’s Basis Theorem",
          html: p(
            "A ring R is Noetherian if it satisfies the ascending chain condition: every chain of ideals I₁ ⊆ I₂ ⊆ I₃ ⊆ … is eventually constant. Two equivalent conditions are often more useful: every nonempty set of ideals has a maximal element, and every ideal is finitely generated. To see that finite generation implies the chain condition, note that the union of an ascending chain is an ideal; if it is generated by finitely many elements, all of them lie in some Iₙ, and the chain stops there.",
            "Fields and principal ideal domains, including ℤ and k[x], are Noetherian. Quotients of Noetherian rings are Noetherian, by the correspondence theorem, but subrings need not be: the polynomial ring k[x, y] is Noetherian, while its subring k[x, xy, xy², xy³, …] is not, since the ideal generated by xy, xy², … is not finitely generated. The polynomial ring in infinitely many variables k[x₁, x₂, …] is not Noetherian either: (x₁) ⊂ (x₁, x₂) ⊂ … never stops.",
            "Hilbert’s basis theorem. If R is Noetherian, then so is R[x].",
            "Proof. Suppose an ideal I of R[x] is not finitely generated. Choose f₁ ∈ I of least degree; having chosen f₁, …, fₖ, choose fₖ₊₁ of least degree in I \\ (f₁, …, fₖ), which is nonempty by hypothesis. Let dₖ = deg fₖ and let aₖ be the leading coefficient of fₖ. By construction d₁ ≤ d₂ ≤ …. The ideal (a₁, a₂, …) of R is finitely generated, so for some N we have aₙ₊₁ = u₁a₁ + … + uₙaₙ with uᵢ ∈ R. Now set g = fₙ₊₁ − Σ uᵢ x^(dₙ₊₁ − dᵢ) fᵢ. The exponents are non-negative because the degrees increase, and the leading terms cancel, so deg g < dₙ₊₁. But g ∉ (f₁, …, fₙ), for otherwise fₙ₊₁ would be in it. So g is an element of I \\ (f₁, …, fₙ) of smaller degree than fₙ₊₁, contradicting the choice of fₙ₊₁. ∎",
            "By induction, k[x₁, …, xₙ] and ℤ[x₁, …, xₙ] are Noetherian, and so is every finitely generated algebra over a Noetherian ring, as a quotient of a polynomial ring. The geometric consequence is that every algebraic set in affine n-space, however it is first described, is the common zero set of finitely many polynomials. The algebraic consequences include the Lasker–Noether theorem that every ideal of a Noetherian ring is a finite intersection of primary ideals, which we study in the example classes.",
          ),
        },
      },
      {
        title: "Localisation",
        description:
          "Constructing rings of fractions, the correspondence of prime ideals, and local rings obtained by localising at a prime.",
        lesson: {
          title: "Rings of Fractions and Localising at a Prime",
          html: p(
            "Localisation inverts a chosen set of elements. Let S ⊆ R be multiplicatively closed: 1 ∈ S, and s, t ∈ S implies st ∈ S. On pairs (r, s) with r ∈ R and s ∈ S, write (r, s) ~ (r′, s′) if t(rs′ − r′s) = 0 for some t ∈ S. The extra factor t is what makes the relation transitive when R has zero divisors; in a domain it can be dropped. Equivalence classes are written r/s, and S⁻¹R, with the usual fraction operations, is a ring with a homomorphism R → S⁻¹R, r ↦ r/1, under which every element of S becomes a unit.",
            "Three choices of S matter most. If R is a domain and S = R \\ {0}, then S⁻¹R is the field of fractions. If f ∈ R and S = {1, f, f², …}, we write R_f; note that R_f = 0 exactly when f is nilpotent, since then 0 ∈ S. If P is a prime ideal and S = R \\ P, which is multiplicatively closed precisely because P is prime, we write R_P and call it the localisation at P. For example, ℤ localised at (p) is ℤ₍ₚ₎, the rationals whose denominators are prime to p.",
            "The prime ideals of S⁻¹R correspond bijectively, via Q ↦ S⁻¹Q and its inverse (contraction), to the prime ideals of R disjoint from S, preserving inclusion. Applied to R_P, the primes of R_P correspond to primes of R contained in P. Hence R_P has a unique maximal ideal, PR_P: it is a local ring. Its residue field R_P / PR_P is isomorphic to the field of fractions of R/P. In ℤ₍ₚ₎ the unique maximal ideal is pℤ₍ₚ₎, with residue field 𝔽ₚ.",
            "Localisation is exact: it carries exact sequences of R-modules to exact sequences of S⁻¹R-modules, because S⁻¹M ≅ S⁻¹R ⊗_R M and S⁻¹R is a flat R-module. It preserves the Noetherian property, since every ideal of S⁻¹R is extended from an ideal of R. Above all, it lets us argue locally: a module M is zero if and only if M_m = 0 for every maximal ideal m, and likewise for injectivity and surjectivity of homomorphisms.",
            "Geometrically, R_P records the behaviour of functions near the subvariety defined by P. With Nakayama’s lemma, this reduces many global questions to a single maximal ideal.",
          ),
        },
      },
    ],
  },
  {
    slug: "molecular-photochemistry-and-photophysics",
    discipline: "Photochemistry",
    title: "Molecular Photochemistry and Photophysics",
    description:
      "Absorbing one photon gives a molecule a few electronvolts to spend in anything from femtoseconds to seconds, and where that energy goes decides whether a sample fluoresces, reacts or simply warms up. Topics include excited-state dynamics, quenching kinetics, energy transfer, quantum-yield measurement and photoredox catalysis, for final-year undergraduates and postgraduates.",
    level: "advanced",
    duration: "nine weeks (two lectures and one laboratory session a week)",
    plantedGap: "photoredox catalysis",
    modules: [
      {
        title: "Excited States and the Jablonski Diagram",
        description:
          "Radiative and non-radiative pathways from the excited singlet and triplet states, the rules that govern them and the rate constants behind quantum yields.",
        lesson: {
          title: "Where the Energy Goes: Rates, Rules and Yields",
          html: p(
            "The Jablonski diagram organises the fate of an excited molecule. Absorption from the singlet ground state S₀, taking about 10⁻¹⁵ s, populates a vibrationally excited level of S₁ or a higher singlet Sₙ. Vibrational relaxation and internal conversion between upper states are very fast, typically picoseconds or less, so emission nearly always occurs from the lowest vibrational level of the lowest excited state of a given multiplicity. This is Kasha’s rule. Azulene, which fluoresces from S₂ because its S₂–S₁ gap is unusually large, is the classic exception.",
            "From S₁ three processes compete. Fluorescence, with radiative rate constant kr typically 10⁷ to 10⁹ s⁻¹, gives lifetimes of nanoseconds. Internal conversion to S₀ converts the energy to heat; by the energy-gap law its rate falls roughly exponentially as the S₁–S₀ gap increases, which is why near-infrared emitters tend to be weak. Intersystem crossing (ISC) to the triplet manifold requires spin–orbit coupling. El-Sayed’s rules state that ISC is fast when it involves a change of orbital type, for example from ¹(n,π*) to ³(π,π*), and slow between states of the same type. Benzophenone, with ISC from an n,π* singlet, crosses to the triplet in about 10 ps with a yield close to unity, whereas aromatic hydrocarbons such as anthracene retain substantial fluorescence. Heavy atoms such as bromine and iodine accelerate ISC.",
            "Each process is first order, so the quantum yield of any channel is its rate constant divided by the sum. For fluorescence, Φf = kr / (kr + kIC + kISC) = kr τf, where τf is the measured fluorescence lifetime. A worked example: a dye has Φf = 0.60 and τf = 4.0 ns. Then kr = 0.60 / 4.0 ns = 1.5 × 10⁸ s⁻¹, and the non-radiative channels together contribute 0.40 / 4.0 ns = 1.0 × 10⁸ s⁻¹.",
            "The radiative rate is not a free parameter. The Strickler–Berg relation connects kr to the integrated absorption band, so a strongly absorbing transition with a large molar absorption coefficient is also a fast emitter. A large discrepancy between that estimate and Φf / τf suggests the emitting state differs from the absorbing one.",
            "The triplet T₁ decays by phosphorescence, spin-forbidden and therefore slow, with lifetimes from microseconds to seconds, or by ISC back to S₀. In fluid solution at room temperature most triplets are quenched, often by dissolved oxygen, before they can phosphoresce.",
          ),
        },
      },
      {
        title: "Quenching and Energy Transfer",
        description:
          "Stern–Volmer analysis of dynamic and static quenching, the diffusion limit, and Förster and Dexter energy transfer.",
        lesson: {
          title: "Stern–Volmer Kinetics, Förster and Dexter",
          html: p(
            "A quencher Q adds a bimolecular decay channel to the excited state. With quenching rate constant kq, steady-state kinetics give the Stern–Volmer equation: I₀/I = 1 + kq τ₀ [Q] = 1 + K_SV [Q], where I₀ and I are emission intensities without and with quencher and τ₀ the unquenched lifetime. A plot of I₀/I against [Q] is linear with slope K_SV, and dividing by τ₀ gives kq.",
            "A worked example: a fluorophore with τ₀ = 5.0 ns gives K_SV = 50 M⁻¹. Then kq = 50 / 5.0 × 10⁻⁹ = 1.0 × 10¹⁰ M⁻¹ s⁻¹. That is the order of the diffusion limit. For water at 298 K, kdiff ≈ 8RT / 3η = 7.4 × 10⁹ M⁻¹ s⁻¹, so a quenching constant at or slightly above this value means that almost every encounter quenches. A kq far above the diffusion limit warns that quenching is not purely dynamic.",
            "Dynamic and static quenching are distinguished by lifetimes. In dynamic quenching, collisions shorten the excited-state lifetime, and τ₀/τ follows the same line as I₀/I. In static quenching, a non-emissive ground-state complex forms; the remaining free fluorophores emit with their normal lifetime, so τ₀/τ stays at 1 while I₀/I rises. When both occur, the intensity plot curves upwards. Static quenching also decreases with rising temperature, as complexes dissociate, whereas dynamic quenching increases with temperature as diffusion speeds up.",
            "Energy transfer from an excited donor D to an acceptor A can occur without collision. Förster resonance energy transfer (FRET) is a dipole–dipole coupling with efficiency E = 1 / (1 + (r / R₀)⁶), where R₀, the distance at which E = 0.5, is given by R₀⁶ = 8.79 × 10⁻⁵ κ² n⁻⁴ Φ_D J in Å⁶. Here κ² is the orientation factor, 2/3 for freely rotating dyes; n the refractive index; Φ_D the donor quantum yield without acceptor; and J the overlap integral of donor emission and acceptor absorption. Typical R₀ values of 2 to 6 nm make FRET a spectroscopic ruler for biomolecules.",
            "Dexter transfer is an electron-exchange mechanism. It requires orbital overlap, so its rate falls exponentially with distance, proportional to exp(−2r/L), and it is significant only within about 1 nm. Because exchange conserves total spin, Dexter transfer permits triplet–triplet energy transfer, which dipole coupling does not, and it underlies triplet sensitisation and triplet–triplet annihilation upconversion.",
          ),
        },
      },
      {
        title: "Measuring Quantum Yields",
        description:
          "Chemical actinometry for photon flux and relative and absolute methods for fluorescence quantum yields.",
        lesson: {
          title: "Actinometry and Relative Fluorescence Quantum Yields",
          html:
            p(
              "The quantum yield of a photochemical reaction is the number of events per photon absorbed, so it requires a measurement of photon flux. Chemical actinometry does this with a reaction of known quantum yield irradiated in the same geometry as the sample. The most widely used is potassium ferrioxalate, introduced by Hatchard and Parker in 1956. Light reduces Fe(III) to Fe(II) with a quantum yield of about 1.2 across the near ultraviolet; the classic value at 366 nm is 1.21.",
              "The procedure: prepare and handle the actinometer under red light; irradiate for a measured time t, keeping conversion low; add buffered 1,10-phenanthroline, which forms an intensely red Fe(II) complex absorbing at 510 nm with a molar absorption coefficient of about 1.11 × 10⁴ M⁻¹ cm⁻¹; and determine moles of Fe(II) formed from the absorbance. The photon flux absorbed is moles Fe(II) / (Φ t). When the sample does not absorb all the light, multiply by its absorptance, 1 − 10⁻ᴬ, to find the photons it absorbs.",
              "Fluorescence quantum yields are usually measured relative to a standard of known yield:",
              "Φx = Φst × (Fx / Fst) × (fst / fx) × (nx² / nst²)",
              "where F is the integrated emission spectrum, corrected for the detector’s spectral response; f = 1 − 10⁻ᴬ the absorptance at the excitation wavelength; and n the solvent refractive index. The refractive-index term corrects for the change in the solid angle of emission collected as light leaves the solution. For a sample in toluene (n = 1.496) against a standard in water (n = 1.333), it is a factor of 1.26, an error of 26% if forgotten.",
              "Good practice:",
            ) +
            "<ul><li>keep absorbance below about 0.1 at and above the excitation wavelength to limit inner-filter effects and reabsorption;</li><li>choose a standard that absorbs and emits in the same region as the sample; quinine sulfate, long used in 0.5 M sulfuric acid with Φ = 0.546, is now recommended in 0.1 M perchloric acid (Φ = 0.60) because that value is less temperature-dependent;</li><li>measure several concentrations and compare slopes of F against f, which exposes aggregation;</li><li>degas solutions when the excited state is long-lived enough to be quenched by oxygen.</li></ul>" +
            p(
              "Absolute quantum yields, measured without a standard in an integrating sphere, are the method of choice for solids, films and scattering samples.",
            ),
        },
      },
    ],
  },
  {
    slug: "prison-law-rights-discipline-and-release",
    discipline: "Prison law",
    title: "Prison Law: Rights, Discipline and Release",
    description:
      "A prison sentence removes liberty, not legal personality. Working from that principle, trainee solicitors, pupil barristers and advice caseworkers examine the legal status of prisoners in England and Wales, disciplinary adjudications, segregation reviews, and the law of parole and recall.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar and one case-file clinic a week)",
    plantedGap: "segregation reviews",
    modules: [
      {
        title: "Sources and the Legal Status of Prisoners",
        description:
          "The statutory framework for imprisonment, the principle that prisoners keep rights not expressly removed, and the routes to a remedy.",
        lesson: {
          title: "Retained Rights and the Limits of Remedies",
          html:
            p(
              "Prison law in England and Wales rests on a thin statute and a thick layer of delegated rules and policy. The Prison Act 1952 confers on the Secretary of State the power, in section 47, to make rules for the regulation and management of prisons; the Prison Rules 1999 are the principal result, with separate rules for young offender institutions. Beneath them sit policy frameworks and older Prison Service Instructions and Orders; departing from policy without good reason may be unlawful.",
              "The foundational principle comes from Raymond v Honey [1983] 1 AC 1: a convicted prisoner retains all civil rights that are not taken away expressly or by necessary implication. The principle was developed in R v Secretary of State for the Home Department, ex p Leech [1994] QB 198, where a rule permitting the reading and stopping of correspondence with solicitors was held ultra vires section 47, and in R (Daly) v Secretary of State for the Home Department [2001] UKHL 26, where a blanket policy of examining legally privileged papers in the prisoner’s absence during cell searches was held unlawful because it infringed the right to confidential legal advice more than necessary.",
              "The principle has limits. In R v Deputy Governor of Parkhurst Prison, ex p Hague [1992] 1 AC 58, the House of Lords held that breach of the Prison Rules gives no private-law action for breach of statutory duty, and rejected a “residual liberty” whose infringement would be false imprisonment. Prisoners’ remedies therefore lie mainly in public law.",
              "In practice, the route to a remedy runs through several stages:",
            ) +
            "<ol><li>the internal complaints procedure, in writing, with an appeal;</li><li>the Prisons and Probation Ombudsman, once internal complaints are exhausted, whose recommendations are not binding but are usually accepted;</li><li>judicial review, for illegality, irrationality or procedural unfairness, and for incompatibility with Convention rights under the Human Rights Act 1998;</li><li>Strasbourg, after domestic remedies are exhausted.</li></ol>" +
            p(
              "The Convention has reshaped the field. In Hirst v United Kingdom (No 2) (2005) the Grand Chamber held the blanket ban on convicted prisoners voting incompatible with Article 3 of Protocol 1. The government’s eventual response, allowing prisoners released on temporary licence to vote, was accepted by the Committee of Ministers in 2018, a minimal compliance.",
            ),
        },
      },
      {
        title: "Disciplinary Adjudications",
        description:
          "Charging, hearing and punishing offences against prison discipline, the right to legal representation and the role of the independent adjudicator.",
        lesson: {
          title: "Charges, Hearings and Additional Days",
          html: p(
            "Rule 51 of the Prison Rules 1999 lists the disciplinary offences, from assault and possession of unauthorised articles to disobeying a lawful order. Rule 53 requires a charge to be laid as soon as possible and, save in exceptional circumstances, within 48 hours of the discovery of the offence; the hearing is normally opened on the next working day.",
            "At the hearing the prisoner must be informed of the charge, given a proper opportunity to present their case, and allowed to call witnesses unless there is good reason to refuse. The standard of proof is beyond reasonable doubt. The adjudicator must give reasons.",
            "Legal representation before a governor is not a right but a matter of discretion. In R v Secretary of State for the Home Department, ex p Tarrant [1985] QB 251, the Divisional Court identified the factors a governor must consider in deciding whether to allow legal representation or a McKenzie friend: the seriousness of the charge and the potential penalty; whether points of law are likely to arise; the prisoner’s capacity to present their own case; procedural difficulties; the need for reasonable speed; and the need for fairness between prisoners and between prisoners and staff.",
            "Until 2002 governors could impose additional days of imprisonment. In Ezeh and Connors v United Kingdom (2003), the Grand Chamber held that adjudications which could lead to substantial additional days were criminal charges under Article 6, engaging the right to legal representation before an independent and impartial tribunal. Since then, a governor who considers that a charge is serious enough to merit additional days must refer it to an independent adjudicator, a district judge, before whom the prisoner is entitled to legal representation, with legal aid available. The adjudicator may impose up to 42 additional days for a single offence.",
            "Governors’ punishments include cautions, forfeiture of privileges, stoppage of earnings and exclusion from associated work, each with a maximum period. A governor’s finding can be challenged by a request for review to the Prison Group Director and then by judicial review; an independent adjudicator’s punishment can be reviewed, on application within 14 days, by the Senior District Judge. Seek disclosure early: body-worn camera footage and CCTV often decide whether a charge is proved.",
          ),
        },
      },
      {
        title: "Parole and Recall",
        description:
          "Release arrangements for determinate and indeterminate sentences, the Parole Board’s test and procedure, and recall to custody.",
        lesson: {
          title: "The Release Test, Oral Hearings and Recall",
          html: p(
            "Release depends on the sentence. Most standard determinate sentences carry automatic release on licence at the halfway point, though since 2020 those of seven years or more for specified serious violent and sexual offences require two-thirds to be served, and in 2024 the automatic release point was brought forward to 40 per cent for many standard determinate sentences, subject to significant exclusions. Extended determinate sentences and sentences for offenders of particular concern involve the Parole Board, which may direct release between the relevant point and the end of the custodial term. Life and indeterminate sentence prisoners can be released only on the Board’s direction after serving their minimum term.",
            "For indeterminate sentences, the Board may direct release only if it is satisfied that it is no longer necessary for the protection of the public that the prisoner should be confined: section 28(6)(b) of the Crime (Sentences) Act 1997. In practice the case turns on risk evidence from probation officers and psychologists and on the proposed risk management plan. Imprisonment for public protection, abolished for new cases in 2012, left over a thousand people unreleased a decade later.",
            "The Board decides many cases on the papers, but R (Osborn) v Parole Board [2013] UKSC 61 held that fairness will generally require an oral hearing where important facts are disputed, where a significant explanation or mitigation needs to be heard orally to be accepted, where the Board cannot otherwise properly make an independent assessment of risk, or where the prisoner needs a hearing to put their case effectively. The Board is not to be influenced by cost. Since the Parole Board Rules 2019, prompted by the Worboys litigation, decisions on release can be challenged through a reconsideration mechanism on grounds of irrationality or procedural unfairness.",
            "The Secretary of State may recall a licensee under section 254 of the Criminal Justice Act 2003. A fixed-term recall returns the prisoner to custody for 14 or 28 days, depending on sentence length, before automatic re-release. A standard recall lasts, in principle, until the end of the sentence unless the Secretary of State or the Board directs release, so the practitioner obtains the recall dossier promptly and prepares representations and a release plan for the Board.",
          ),
        },
      },
    ],
  },
  {
    slug: "otolaryngology-for-specialty-trainees-airway-sinus-and-neck",
    discipline: "Otolaryngology",
    title: "Otolaryngology for Specialty Trainees: Airway, Sinus and Neck",
    description:
      "Clinical reasoning for specialty trainees in ear, nose and throat surgery — obstructive sleep apnoea, chronic rhinosinusitis and its biologic therapies, cholesteatoma surgery, and assessment of the adult neck lump — taught through case-based tutorials and imaging review.",
    level: "advanced",
    duration: "twelve weeks (one half-day teaching session a week)",
    plantedGap: "cholesteatoma surgery",
    modules: [
      {
        title: "Obstructive Sleep Apnoea",
        description:
          "Diagnostic criteria and testing for adult OSA, first-line therapy, and selecting patients for airway surgery and hypoglossal nerve stimulation.",
        lesson: {
          title: "Diagnosing and Treating Adult OSA",
          html: p(
            "Obstructive sleep apnoea is repetitive upper-airway collapse during sleep, causing intermittent hypoxaemia and arousal. Severity is graded by the apnoea–hypopnoea index (AHI), events per hour of sleep: 5 to 14 mild, 15 to 29 moderate, 30 or more severe. Under the American Academy of Sleep Medicine’s recommended rules, an apnoea is a drop in airflow of at least 90% lasting at least 10 seconds, and a hypopnoea a drop of at least 30% for at least 10 seconds with either a 3% oxygen desaturation or an arousal. Some systems use a 4% desaturation rule, which lowers the AHI, so check which was used.",
            "Screening tools stratify pre-test probability. STOP-Bang scores eight items (snoring, tiredness, observed apnoeas, high blood pressure, BMI over 35, age over 50, neck circumference over 40 cm, male sex); 0 to 2 is low risk, 3 to 4 intermediate and 5 to 8 high. The Epworth Sleepiness Scale, scored 0 to 24, quantifies sleepiness, with more than 10 usually taken as excessive. Most uncomplicated adults are diagnosed with home respiratory polygraphy; full polysomnography is reserved for diagnostic uncertainty, suspected co-existing sleep disorders or significant cardiorespiratory disease.",
            "Continuous positive airway pressure is first-line treatment for moderate and severe OSA and for symptomatic mild OSA. Mandibular advancement devices suit mild to moderate disease and CPAP-intolerant patients with adequate dentition. Weight loss, positional therapy and treatment of nasal obstruction are adjuncts; nasal surgery rarely lowers the AHI substantially but can improve CPAP tolerance. In the UK, drivers with moderate or severe OSA causing excessive daytime sleepiness must stop driving and notify the DVLA until symptoms are controlled.",
            "For patients who cannot use CPAP, surgery is planned on anatomy. Drug-induced sleep endoscopy (DISE) observes collapse under sedation and is commonly reported with the VOTE classification: velum, oropharyngeal lateral walls, tongue base and epiglottis, each graded by degree and pattern. Uvulopalatopharyngoplasty and its modern variants address velopharyngeal collapse, and tongue-base procedures address retrolingual obstruction. Hypoglossal nerve stimulation, which protrudes the tongue with each inspiration, showed a median AHI reduction of 68% at 12 months in the STAR trial of 2014, in patients with AHI 20 to 50 and BMI up to 32. Complete concentric collapse at the velum on DISE predicts failure and is a contraindication to implantation.",
          ),
        },
      },
      {
        title: "Chronic Rhinosinusitis",
        description:
          "Applying EPOS 2020 definitions, endotyping, appropriate medical therapy, surgery and the criteria for biologics.",
        lesson: {
          title: "EPOS 2020 Definitions, Endotypes and Biologics",
          html: p(
            "EPOS 2020 defines chronic rhinosinusitis in adults as inflammation of the nose and paranasal sinuses with two or more symptoms for at least 12 weeks, one of which must be nasal blockage, obstruction or congestion, or nasal discharge (anterior or posterior), with or without facial pain or pressure and reduction or loss of smell. There must also be endoscopic signs (nasal polyps, mucopurulent discharge from the middle meatus, or oedema or obstruction there) or CT changes of mucosal disease in the ostiomeatal complex or sinuses.",
            "EPOS added endotypes to the old division by polyps. Primary diffuse CRS is divided into type 2 disease, driven by interleukins 4, 5 and 13, eosinophils and IgE, which includes most CRS with nasal polyps in Western populations, eosinophilic CRS and aspirin-exacerbated respiratory disease; and non-type 2 disease, more neutrophilic. Type 2 disease recurs more often after surgery and responds to corticosteroids.",
            "Baseline assessment uses the SNOT-22 questionnaire (0 to 110) for symptom burden and, when imaging is indicated, the Lund–Mackay CT score. Each of five sinus regions, maxillary, anterior ethmoid, posterior ethmoid, sphenoid and frontal, is scored 0 (clear), 1 (partial opacification) or 2 (complete), and each ostiomeatal complex 0 or 2, giving a maximum of 24 for both sides.",
            "Appropriate medical therapy is high-volume saline rinses and intranasal corticosteroids used with correct technique for at least 8 to 12 weeks, adding short courses of oral corticosteroids for polyp disease, with attention to their cumulative harms, and considering long-term low-dose macrolides for non-type 2 disease. Endoscopic sinus surgery follows failure of medical therapy.",
            "Monoclonal antibodies, including dupilumab (blocking the IL-4 receptor alpha chain and so both IL-4 and IL-13 signalling), omalizumab (anti-IgE) and mepolizumab (anti-IL-5), are indicated for severe uncontrolled CRS with nasal polyps. EPOS 2020 suggested them for patients with bilateral polyps who have had sinus surgery and meet three of five criteria, or four without prior surgery: evidence of type 2 inflammation (tissue eosinophils of at least 10 per high-power field, blood eosinophils of at least 250 per microlitre, or total IgE of at least 100 IU/mL); need for systemic corticosteroids at least twice a year or long-term; SNOT-22 of 40 or more; significant loss of smell; and comorbid asthma. Response is reviewed at 16 weeks and again at one year.",
          ),
        },
      },
      {
        title: "The Adult Neck Lump",
        description:
          "Referral criteria, the anatomical levels of the neck, needle diagnosis, HPV-associated oropharyngeal cancer and the unknown primary.",
        lesson: {
          title: "Levels, Needles, HPV and the Unknown Primary",
          html:
            p(
              "A neck lump in an adult that persists beyond about three weeks without an infective explanation is treated as malignant until proven otherwise. NICE guideline NG12 recommends considering a suspected cancer pathway referral for people aged 45 and over with an unexplained lump in the neck. In adults, most malignant lateral neck masses are metastatic squamous cell carcinoma from the upper aerodigestive tract, followed by lymphoma and thyroid cancer.",
              "Cervical lymph nodes are described by level:",
            ) +
            "<table><tr><th>Level</th><th>Region</th><th>Typical primary sites draining there</th></tr><tr><td>I</td><td>submental (Ia) and submandibular (Ib)</td><td>lip, floor of mouth, anterior tongue</td></tr><tr><td>II</td><td>upper jugular, skull base to hyoid; IIa and IIb divided by the accessory nerve</td><td>oropharynx, oral cavity, larynx, nasopharynx</td></tr><tr><td>III</td><td>middle jugular, hyoid to cricoid</td><td>larynx, hypopharynx, oropharynx</td></tr><tr><td>IV</td><td>lower jugular, cricoid to clavicle</td><td>hypopharynx, thyroid, cervical oesophagus</td></tr><tr><td>V</td><td>posterior triangle</td><td>nasopharynx, scalp</td></tr><tr><td>VI</td><td>central compartment</td><td>thyroid, subglottis</td></tr></table>" +
            p(
              "Assessment includes a history covering smoking, alcohol and sexual history, full examination of the mouth and neck, and flexible nasendoscopy of the nasopharynx, oropharynx, larynx and hypopharynx. Tissue diagnosis is by ultrasound-guided fine-needle aspiration cytology or core biopsy. Open excision biopsy of a suspected metastatic squamous node is avoided because it risks tumour spillage and complicates definitive neck treatment; it is reserved for suspected lymphoma when needle samples are insufficient.",
              "A cystic lump at level II in an adult used to be called a branchial cyst. It should now be assumed to be a cystic metastasis from human papillomavirus-associated oropharyngeal squamous cell carcinoma until proven otherwise, since HPV-positive primaries in the tonsil and tongue base are often small and hidden while their nodes are large and cystic. Immunohistochemistry for p16 is the standard surrogate marker, ideally confirmed by HPV-specific testing. HPV-associated tumours carry a substantially better prognosis, and the eighth edition of the TNM classification (2017) stages them separately from HPV-negative disease.",
              "When needle cytology confirms squamous carcinoma but examination and imaging show no primary, the work-up for an unknown primary proceeds: PET-CT performed before any biopsies to avoid false positive uptake, then examination under anaesthesia with targeted biopsies, tonsillectomy and, increasingly, tongue base mucosectomy, which together identify the primary in a majority of cases.",
            ),
        },
      },
    ],
  },
];
