/** Twenty-seventh held-out evaluation courses, advanced level (trusts law to medical physics); see ai-courses-heldout27.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT27_C: EvalCourse[] = [
  {
    slug: "express-trusts-creation-and-breach",
    discipline: "Trusts law",
    title: "Express Trusts: Creation, Constitution and Breach",
    description:
      "The trust, equity's most distinctive creation, is examined in this final-year option through the case law of England and Wales on the three certainties, the constitution of trusts and the rule that equity will not assist a volunteer, fully and half-secret trusts, and liability for breach, including equitable compensation and tracing.",
    level: "advanced",
    duration: "one term (20 hours of seminars)",
    plantedGap: "secret trusts",
    modules: [
      {
        title: "The Three Certainties",
        description:
          "Since Knight v Knight a trust has needed certain words, certain property and certain objects, and the modern cases show how each is tested.",
        lesson: {
          title: "Intention, subject matter and objects",
          html: p(
            "In <i>Knight v Knight</i> (1840) Lord Langdale MR held that a trust is created only if three things are certain: the intention to create a trust, the property subject to it, and the persons or purposes it is for. The requirements are not formalities; they ensure that the court can enforce, and if necessary administer, the trust.",
            "Certainty of intention is a question of substance, not of words. Precatory language expressing a hope or wish, such as leaving property to a widow 'in full confidence that she will do what is right' in <i>Re Adams and the Kensington Vestry</i> (1884), was held not to impose a trust. Conversely, no technical words are needed: in <i>Paul v Constance</i> [1977] a man's repeated statement to his partner that money in his bank account was 'as much yours as mine' was enough to declare a trust of it for them both.",
            "Certainty of subject matter fails where the property cannot be identified. A gift of 'the bulk of' an estate in <i>Palmer v Simmonds</i> (1854) was too vague. Where goods of a kind are held in an undivided bulk, a trust of some of them fails until they are separated: in <i>Re Goldcorp Exchange Ltd</i> [1995] the Privy Council held that customers who had bought unallocated gold bullion had no proprietary claim. The Court of Appeal in <i>Hunter v Moss</i> [1994] nevertheless upheld a trust of 50 of a holding of 950 identical shares, reasoning that shares of one class are indistinguishable, a much criticised decision.",
            "Certainty of objects depends on the type of trust. For a fixed trust, in which each beneficiary's share is set, the trustees must be able to draw up a complete list of beneficiaries (<i>IRC v Broadway Cottages Trust</i> [1955]). For a discretionary trust the House of Lords in <i>McPhail v Doulton</i> [1971] adopted the test already used for powers: can it be said with certainty of any given individual that he 'is or is not' a member of the class? Applying it in <i>Re Baden's Deed Trusts (No 2)</i> [1973], the Court of Appeal upheld 'relatives' and 'dependants', though the three judges reasoned differently. Even a conceptually certain class may fail as administratively unworkable, as did a trust for the inhabitants of West Yorkshire, some 2.5 million people, in <i>R v District Auditor, ex p West Yorkshire MCC</i> (1986).",
          ),
        },
      },
      {
        title: "Constitution and the Volunteer",
        description:
          "A declared but incompletely constituted trust binds no one, and this module traces how strictly the courts have held to that rule.",
        lesson: {
          title: "Milroy v Lord and its exceptions",
          html:
            p(
              "A trust is constituted when the trust property is vested in the trustees. Until then a beneficiary who has given no consideration, a volunteer, cannot enforce it, because 'equity will not assist a volunteer' and 'equity will not perfect an imperfect gift'. In <i>Milroy v Lord</i> (1862) Turner LJ set out the three ways in which a settlor can benefit another: by an outright transfer of the property, by a transfer to trustees on trust, or by declaring himself trustee of it. Whichever method is chosen must be carried through, and the court will not rescue a failed gift by treating it as a declaration of trust: the settlor in that case had executed a deed assigning shares to a trustee, but the shares were never registered in the trustee's name, and the trust failed.",
              "The rigour of the rule has been softened in several ways:",
            ) +
            "<ul><li><b>Every effort rule.</b> In <i>Re Rose</i> [1952] a transfer of shares was treated as effective in equity from the date on which the donor had done everything in his power, executing the transfer form and handing it with the certificate to the transferee, even though registration came later.</li><li><b>Unconscionability.</b> In <i>Pennington v Waine</i> [2002] the Court of Appeal held that a gift of shares was complete in equity although the signed transfer form never left the donor's agent, because the donor had told the donee of the gift and it would be unconscionable to resile. The decision has been widely criticised for its uncertainty.</li><li><b>The rule in <i>Strong v Bird</i></b> (1874): an incomplete lifetime gift is perfected if the donee becomes the donor's executor and the donor's intention to give continued until death.</li><li><b>Donationes mortis causa</b>, gifts made in contemplation of impending death, such as the delivery of title deeds in <i>Sen v Headley</i> [1991].</li></ul>" +
            p(
              "Formalities add a further layer. A declaration of trust of land must be evidenced in signed writing under section 53(1)(b) of the Law of Property Act 1925, and a disposition of an existing equitable interest must itself be in signed writing under section 53(1)(c), the source of the long tax litigation in <i>Grey v IRC</i> [1960] and <i>Vandervell v IRC</i> [1967].",
            ),
        },
      },
      {
        title: "Breach of Trust and Its Remedies",
        description:
          "What the beneficiaries can recover, from whom, and how the courts follow trust money into mixed funds and new assets.",
        lesson: {
          title: "Equitable compensation, relief and tracing",
          html: p(
            "Trustees owe a duty of care when investing and exercising statutory powers, set out in section 1 of the Trustee Act 2000: the care and skill that is reasonable, having regard to any special knowledge they have, and higher for professionals acting in the course of business. When investing they must consider the standard investment criteria of suitability and diversification (section 4) and obtain proper advice (section 5).",
            "Where a breach causes loss, the trustee must restore the trust fund. After <i>Target Holdings Ltd v Redferns</i> [1996] and <i>AIB Group (UK) plc v Mark Redler & Co</i> [2014], the Supreme Court's leading decision, equitable compensation is assessed with the benefit of hindsight at the date of trial and requires a causal link between breach and loss: a solicitor who released mortgage money in breach of trust was liable only for the loss that would not have occurred had he acted properly, not for the whole sum.",
            "A trustee who has acted honestly and reasonably and ought fairly to be excused may be relieved by the court under section 61 of the Trustee Act 1925. Trust instruments often contain exemption clauses, which the Court of Appeal in <i>Armitage v Nurse</i> [1998] held valid for negligence, even gross negligence, but not for dishonesty, since a core of honest performance is essential to the idea of a trust. Claims are normally barred after six years under section 21 of the Limitation Act 1980, but no period applies to fraud or to a claim to recover trust property from the trustee.",
            "If the trustee is insolvent, a proprietary claim is valuable, and tracing identifies the assets to which it attaches. Where a trustee mixes trust money with his own in a bank account, he is presumed to spend his own money first (<i>Re Hallett's Estate</i> (1880)), but the beneficiaries may claim any asset bought from the mixture while trust money was in it (<i>Re Oatway</i> [1903]). Between innocent beneficiaries the rule in <i>Clayton's Case</i> (1816), first in, first out, applies unless impracticable or unjust (<i>Barlow Clowes International v Vaughan</i> [1992]). In <i>Foskett v McKeown</i> [2001] the House of Lords allowed beneficiaries whose money paid two of five premiums on a life policy to claim a proportionate share of the £1 million it paid out.",
          ),
        },
      },
    ],
  },
  {
    slug: "x-ray-crystallography-symmetry-diffraction-phasing",
    discipline: "Crystallography",
    title: "Crystallography: Symmetry, Diffraction and Structure Solution",
    description:
      "Nearly everything known about the arrangement of atoms in solids comes from diffraction, and this MSc module gives the theory behind a modern structure determination: lattices, point groups and space groups, Bragg's law and the structure factor, systematic absences, twinning and disorder, and the phase problem with its solution by Patterson and direct methods.",
    level: "advanced",
    duration: "one semester (with laboratory practicals)",
    plantedGap: "twinning",
    modules: [
      {
        title: "Lattices and Symmetry",
        description:
          "Every crystal structure is a lattice plus a motif, and its symmetry can be described exactly by one of 230 space groups.",
        lesson: {
          title: "From Bravais lattices to space groups",
          html:
            p(
              "A crystal is a three-dimensional periodic arrangement of atoms. Its periodicity is described by a lattice, an infinite array of points each with identical surroundings, generated by three basis vectors <b>a</b>, <b>b</b> and <b>c</b> with lengths <i>a</i>, <i>b</i>, <i>c</i> and interaxial angles α, β, γ. The parallelepiped they define is the unit cell, and the atoms associated with one lattice point make up the motif or basis. Crystal structure = lattice + motif.",
              "Because the lattice must be repeated without gaps, only rotations of order 1, 2, 3, 4 and 6 are compatible with it, the crystallographic restriction. Combining these rotations with mirror planes and inversion gives exactly 32 crystallographic point groups, which fall into seven crystal systems defined by their minimum symmetry. Adding centring to the primitive lattices gives the 14 Bravais lattices described by Auguste Bravais in 1848.",
            ) +
            "<table><tr><th>System</th><th>Cell constraints</th><th>Bravais lattices</th></tr><tr><td>Triclinic</td><td>none</td><td>P</td></tr><tr><td>Monoclinic</td><td>α = γ = 90°</td><td>P, C</td></tr><tr><td>Orthorhombic</td><td>α = β = γ = 90°</td><td>P, C, I, F</td></tr><tr><td>Tetragonal</td><td>a = b; all angles 90°</td><td>P, I</td></tr><tr><td>Trigonal / hexagonal</td><td>a = b; γ = 120°</td><td>P, R (trigonal only)</td></tr><tr><td>Cubic</td><td>a = b = c; all angles 90°</td><td>P, I, F</td></tr></table>" +
            p(
              "When translations are combined with point symmetry, screw axes (a rotation plus a fractional translation, such as 2<sub>1</sub>, a half-turn with a shift of half a cell) and glide planes (a reflection plus a half-cell shift) become possible. The complete set of combinations, derived independently by Evgraf Fedorov and Arthur Schoenflies in 1891, is the 230 space groups tabulated in the <i>International Tables for Crystallography</i>, Volume A. They are written in Hermann–Mauguin notation: P2<sub>1</sub>/c, a primitive monoclinic group with a 2<sub>1</sub> axis and a c-glide, is the most common space group for organic molecules. Chiral molecules such as proteins can crystallise only in the 65 Sohncke groups, which lack inversion and mirror symmetry.",
              "Lattice planes are labelled by Miller indices (<i>hkl</i>), the reciprocals of the fractional intercepts on the axes, cleared of fractions. A plane cutting the axes at <i>a</i>, <i>b</i>/2 and parallel to <b>c</b> is (120).",
            ),
        },
      },
      {
        title: "Diffraction and the Structure Factor",
        description: "Here we connect the positions of atoms in the cell to the intensities measured on the detector.",
        lesson: {
          title: "Bragg's law, structure factors and absences",
          html: p(
            "X-rays are scattered by the electrons of the atoms in a crystal, and in most directions the scattered waves cancel. Max von Laue's experiment of 1912 showed that crystals diffract X-rays, and William Lawrence Bragg gave the simplest condition for a diffracted beam in 1913, treating the lattice planes as mirrors: nλ = 2<i>d</i> sin θ, where <i>d</i> is the spacing of the (<i>hkl</i>) planes and θ the angle between the incident beam and the planes. For a cubic cell, <i>d</i> = <i>a</i> / √(<i>h</i>² + <i>k</i>² + <i>l</i>²).",
            "As a worked example, sodium chloride has a cubic cell with <i>a</i> = 5.640 Å. For the (200) reflection, <i>d</i> = 5.640 / 2 = 2.820 Å. With copper Kα radiation, λ = 1.5406 Å, sin θ = 1.5406 / (2 × 2.820) = 0.2732, so θ = 15.85° and the peak appears at 2θ = 31.7° in a powder pattern, as observed.",
            "Bragg's law gives the directions of reflections; the intensities depend on the contents of the cell through the structure factor, F(<i>hkl</i>) = Σ<sub>j</sub> f<sub>j</sub> exp[2πi(<i>hx</i><sub>j</sub> + <i>ky</i><sub>j</sub> + <i>lz</i><sub>j</sub>)], summed over all atoms <i>j</i> at fractional coordinates (<i>x</i>, <i>y</i>, <i>z</i>) with atomic scattering factors f<sub>j</sub>, which fall with increasing sin θ / λ and are further reduced by thermal motion. The measured intensity is proportional to |F(<i>hkl</i>)|².",
            "Centring and translational symmetry make some structure factors vanish exactly, producing systematic absences that reveal the space group. In a body-centred (I) cell every atom at (<i>x</i>, <i>y</i>, <i>z</i>) has a partner at (<i>x</i> + ½, <i>y</i> + ½, <i>z</i> + ½), so F = 0 whenever <i>h</i> + <i>k</i> + <i>l</i> is odd. In a face-centred (F) cell reflections occur only when <i>h</i>, <i>k</i> and <i>l</i> are all even or all odd; sodium chloride therefore shows (111) and (200) but no (100) or (110). A 2<sub>1</sub> screw axis along <b>b</b> extinguishes the 0<i>k</i>0 reflections with <i>k</i> odd, and a c-glide perpendicular to <b>b</b> removes the <i>h</i>0<i>l</i> reflections with <i>l</i> odd; together these absences identify P2<sub>1</sub>/c unambiguously.",
          ),
        },
      },
      {
        title: "Solving the Phase Problem",
        description:
          "Why can we not simply invert the diffraction pattern, and what do Patterson, Hauptman and Karle offer instead?",
        lesson: {
          title: "Patterson maps, direct methods and refinement",
          html: p(
            "The electron density in the cell is the Fourier transform of the structure factors: ρ(<i>xyz</i>) = (1/<i>V</i>) Σ<sub><i>hkl</i></sub> F(<i>hkl</i>) exp[−2πi(<i>hx</i> + <i>ky</i> + <i>lz</i>)]. If both the amplitude and the phase of every F were known, the structure could be calculated directly. A diffraction experiment, however, records only intensities, and therefore only |F|; the phases are lost. This is the phase problem, and every method of structure solution is a way of recovering approximate phases.",
            "In 1934 Lindo Patterson showed that a Fourier synthesis using |F|², which needs no phases, gives a map whose peaks correspond not to atoms but to vectors between pairs of atoms, weighted by the product of their atomic numbers. For a structure containing a few heavy atoms among many light ones, the heavy-atom vectors dominate the Patterson map and their positions can be deduced. Phases calculated from the heavy atoms alone are then good enough to reveal the rest of the structure in successive difference Fourier maps.",
            "Direct methods recover phases from the intensities themselves, using the facts that electron density is never negative and is concentrated in atoms. For strong reflections these constraints imply statistical relations among phases; the most important is the triplet relation, φ(<i>h</i>) + φ(<i>k</i>) + φ(−<i>h</i>−<i>k</i>) ≈ 0, derived from work by David Sayre, Herbert Hauptman and Jerome Karle, who shared the 1985 Nobel Prize in Chemistry. Programs starting from random phases and applying these relations iteratively solve most small-molecule structures in seconds; modern dual-space methods, which alternate between reciprocal space and a density map, extend this to larger structures. Proteins are usually phased instead by molecular replacement from a known similar structure or by anomalous scattering from heavy atoms such as selenium.",
            "Once a model exists, it is refined by least squares, adjusting coordinates and displacement parameters to minimise the differences between observed and calculated intensities. Agreement is reported as R1 = Σ||F<sub>o</sub>| − |F<sub>c</sub>|| / Σ|F<sub>o</sub>|; a good small-molecule structure typically reaches 0.02 to 0.05, while protein structures also report R-free, computed on reflections excluded from refinement.",
          ),
        },
      },
    ],
  },
  {
    slug: "quantum-computation-gates-algorithms-error-correction",
    discipline: "Quantum computing",
    title: "Quantum Computation: Gates, Algorithms and Error Correction",
    description:
      "Can a machine built from qubits factor a number faster than any classical computer, and what would it take to build one that works? This final-year module answers with the circuit model and universal gate sets, the algorithms of Grover and Shor, variational algorithms for near-term hardware, and quantum error correction up to the surface code.",
    level: "advanced",
    duration: "one semester (3 hours a week)",
    plantedGap: "variational",
    modules: [
      {
        title: "Qubits, Gates and Circuits",
        description:
          "The state of a register, the gates that act on it and the small sets of gates from which any computation can be built.",
        lesson: {
          title: "The circuit model",
          html: p(
            "A qubit is a two-level quantum system whose state is a unit vector in a two-dimensional complex space, |ψ⟩ = α|0⟩ + β|1⟩ with |α|² + |β|² = 1. Measuring it in the computational basis gives 0 with probability |α|² and 1 with probability |β|², and leaves it in the corresponding basis state. Up to an unobservable global phase, any single-qubit state can be written cos(θ/2)|0⟩ + e<sup>iφ</sup> sin(θ/2)|1⟩ and pictured as a point on the Bloch sphere.",
            "A register of <i>n</i> qubits has a state vector of 2<sup><i>n</i></sup> complex amplitudes. This is the source both of the power of quantum computation and of the difficulty of simulating it: storing the state of 50 qubits at 16 bytes per amplitude takes 2<sup>50</sup> × 16 bytes, about 18 petabytes. Gates are unitary matrices acting on one or two qubits. The Pauli X gate flips |0⟩ and |1⟩; Z changes the sign of |1⟩; the Hadamard gate H sends |0⟩ to (|0⟩ + |1⟩)/√2 and |1⟩ to (|0⟩ − |1⟩)/√2; the phase gates S and T multiply |1⟩ by i and e<sup>iπ/4</sup>. The two-qubit CNOT flips its target qubit when its control is |1⟩. Applying H to the first of two qubits in |00⟩ and then a CNOT produces the Bell state (|00⟩ + |11⟩)/√2, an entangled state whose two halves give perfectly correlated measurement results.",
            "Any unitary on <i>n</i> qubits can be built exactly from CNOTs and single-qubit gates, and approximately, to any accuracy, from the finite set {H, T, CNOT}. The Solovay–Kitaev theorem guarantees that the approximation is efficient: a single-qubit gate can be approximated to accuracy ε with a sequence of O(log<sup><i>c</i></sup>(1/ε)) gates from the set, with <i>c</i> a small constant. A quantum algorithm is therefore a circuit, and its cost is measured by the number of qubits, the number of gates and, for fault-tolerant machines, especially the number of T gates. Unlike classical data, an unknown quantum state cannot be copied, as Wootters and Zurek proved in 1982, a fact that shapes both algorithms and error correction.",
          ),
        },
      },
      {
        title: "Grover's Search and Shor's Factoring",
        description:
          "Two algorithms show the two kinds of quantum speed-up, one quadratic and one apparently exponential.",
        lesson: {
          title: "Amplitude amplification and period finding",
          html:
            p(
              "Lov Grover's algorithm of 1996 searches an unstructured list of <i>N</i> items for one marked item, given an oracle that recognises it. Classically this needs about <i>N</i>/2 queries on average. Grover's algorithm starts from an equal superposition of all items and repeats two reflections: the oracle flips the sign of the marked item's amplitude, and a diffusion step reflects all amplitudes about their mean. Each iteration rotates the state towards the marked item by an angle of about 2/√<i>N</i>, so after roughly (π/4)√<i>N</i> iterations it is found with high probability. For <i>N</i> = 2<sup>20</sup>, about a million, that is (π/4) × 1,024 ≈ 804 iterations instead of about 500,000 queries. The speed-up is only quadratic, and Bennett, Bernstein, Brassard and Vazirani proved in 1997 that no quantum algorithm can do better for this problem.",
              "Peter Shor's algorithm of 1994 factors an integer <i>N</i> in time polynomial in the number of its digits, an exponential speed-up over the best known classical methods. It reduces factoring to finding the period <i>r</i> of the function <i>f</i>(<i>x</i>) = <i>a</i><sup><i>x</i></sup> mod <i>N</i> for a randomly chosen <i>a</i>. A quantum register in superposition computes <i>f</i> for all <i>x</i> at once, and the quantum Fourier transform, which needs only O(<i>n</i>²) gates on <i>n</i> qubits, turns the periodicity into peaks from which <i>r</i> is recovered by continued fractions. The classical post-processing is simple, as the textbook case <i>N</i> = 15, <i>a</i> = 7 shows:",
            ) +
            "<ul><li>Powers of 7 modulo 15 run 7, 4, 13, 1, so the period is <i>r</i> = 4.</li><li>Since <i>r</i> is even, compute 7<sup>2</sup> mod 15 = 4.</li><li>Then gcd(4 − 1, 15) = 3 and gcd(4 + 1, 15) = 5, the two factors.</li></ul>" +
            p(
              "Because the security of RSA and elliptic-curve cryptography rests on factoring and discrete logarithms, Shor's algorithm is the main reason for the current migration to post-quantum cryptography. Resource estimates remain large: Craig Gidney and Martin Ekerå estimated in 2019 that factoring a 2,048-bit RSA modulus would take about 20 million noisy physical qubits running for eight hours, and later work has lowered the qubit count at the cost of longer running times.",
            ),
        },
      },
      {
        title: "Quantum Error Correction",
        description:
          "Physical qubits fail about once in every thousand operations; this module shows how to build reliable logical qubits from them.",
        lesson: {
          title: "Syndromes, thresholds and the surface code",
          html: p(
            "Physical qubits decohere and gates are imperfect: today's best superconducting and trapped-ion devices reach two-qubit error rates of around 10<sup>−3</sup>, while useful algorithms need logical error rates nearer 10<sup>−12</sup>. Error correction seems at first impossible, because the no-cloning theorem forbids copying a state and measurement destroys superposition. The answer, found by Peter Shor in 1995, is to spread the information of one logical qubit across several physical qubits and to measure only collective properties that reveal errors without revealing the data.",
            "The three-qubit bit-flip code shows the idea. It encodes α|0⟩ + β|1⟩ as α|000⟩ + β|111⟩. Measuring the parities Z<sub>1</sub>Z<sub>2</sub> and Z<sub>2</sub>Z<sub>3</sub>, each with the help of an ancilla qubit, gives a two-bit syndrome: (+1, +1) means no error, (−1, +1) a flip of qubit 1, (−1, −1) qubit 2 and (+1, −1) qubit 3. The syndrome says where the error is but nothing about α or β, so the flip can be undone without disturbing the superposition. Shor's nine-qubit code nests this construction to correct phase flips as well, and Daniel Gottesman's stabiliser formalism of 1997 describes these and most later codes by the set of Pauli operators whose measured values define the code space.",
            "The threshold theorem states that if every physical operation fails with probability below a threshold value, logical error rates can be made arbitrarily small with only polylogarithmic overhead. The leading practical scheme is the surface code, which places qubits on a two-dimensional grid and needs only nearest-neighbour interactions. A distance-<i>d</i> patch uses <i>d</i>² data qubits and <i>d</i>² − 1 measurement qubits, and its threshold is about 1 per cent. Below threshold, the logical error rate per round falls roughly as <i>p</i><sub>L</sub> ≈ A(<i>p</i>/<i>p</i><sub>th</sub>)<sup>(<i>d</i>+1)/2</sup>. With <i>p</i> = 0.1 per cent, <i>p</i><sub>th</sub> = 1 per cent and A = 0.1, distance 3 gives 10<sup>−3</sup>, distance 11 gives 10<sup>−7</sup>, and distance 25, with 1,249 physical qubits per logical qubit, gives 10<sup>−14</sup>. In 2024 Google's Willow processor demonstrated a distance-7 surface code memory whose logical error rate roughly halved each time the distance grew by two, the first clear experimental evidence of operation below threshold.",
          ),
        },
      },
    ],
  },
  {
    slug: "performance-based-fire-engineering-design",
    discipline: "Fire engineering",
    title: "Performance-Based Fire Engineering",
    description:
      "Performance-based fire safety design, under the BS 7974 framework and its published documents, replaces prescriptive guidance with calculation; this module for practising engineers treats design fires and fire dynamics, tenability and the comparison of available and required safe escape times, sprinkler design, and the fire resistance of structural steel.",
    level: "advanced",
    duration: "12 weeks (distance learning with two residential blocks)",
    plantedGap: "sprinkler",
    modules: [
      {
        title: "Design Fires and Fire Dynamics",
        description:
          "Growth rates, flame heights and the conditions for flashover, with the correlations a designer uses to quantify them.",
        lesson: {
          title: "t-squared fires, plumes and flashover",
          html:
            p(
              "A performance-based design starts from a design fire, a specified heat release rate history, Q(t), in kilowatts, chosen to represent credible fires in the building. In the growth phase most designs use the t-squared fire, Q = αt², where α is the fire growth coefficient. Standard growth rates are defined by the time the fire takes to reach 1,055 kW (1,000 Btu/s):",
            ) +
            "<table><tr><th>Growth rate</th><th>α (kW/s²)</th><th>Time to 1,055 kW</th><th>Typical occupancy</th></tr><tr><td>Slow</td><td>0.0029</td><td>600 s</td><td>dense materials, e.g. hardwood furniture</td></tr><tr><td>Medium</td><td>0.0117</td><td>300 s</td><td>dwellings, offices</td></tr><tr><td>Fast</td><td>0.0469</td><td>150 s</td><td>shops, stacked cartons, upholstered furniture</td></tr><tr><td>Ultra-fast</td><td>0.1876</td><td>75 s</td><td>high-rack storage, flammable liquids</td></tr></table>" +
            p(
              "A fast fire therefore reaches 0.0469 × 300² = 4.2 MW after five minutes if nothing limits it. Growth is capped either by the fuel available, a fuel-controlled fire, or by the air entering through openings, a ventilation-controlled fire.",
              "Above a burning fuel the hot gases form a buoyant plume. Heskestad's correlation gives the mean flame height as L = 0.235 Q<sup>2/5</sup> − 1.02 D, with L and the fire diameter D in metres and Q in kW. A 1,000 kW fire 1 m across has Q<sup>2/5</sup> = 15.85 and a flame height of 0.235 × 15.85 − 1.02 = 2.7 m, enough to reach the ceiling of most rooms, where the flames spread as a ceiling jet.",
              "In an enclosure the hot layer under the ceiling radiates back to the contents below. When the layer reaches about 500 to 600 °C, or the radiation at floor level about 20 kW/m², all exposed combustibles ignite almost together: flashover. Thomas's correlation estimates the heat release rate needed as Q<sub>fo</sub> = 7.8 A<sub>T</sub> + 378 A<sub>o</sub>√H<sub>o</sub> kW, where A<sub>T</sub> is the internal surface area excluding openings and A<sub>o</sub>√H<sub>o</sub> the ventilation factor. For a 4 m × 5 m room 2.5 m high with a 1 m × 2 m door, A<sub>T</sub> = 83 m² and A<sub>o</sub>√H<sub>o</sub> = 2 × √2 = 2.83 m<sup>5/2</sup>, so Q<sub>fo</sub> ≈ 650 + 1,070 ≈ 1.7 MW, reached by a medium t-squared fire after about six minutes.",
            ),
        },
      },
      {
        title: "Escape: ASET and RSET",
        description: "Will people be out before conditions become untenable? We set up the timeline and the criteria.",
        lesson: {
          title: "Tenability and the escape timeline",
          html: p(
            "The central life-safety test in a performance-based design compares two times. The available safe escape time (ASET) is the time from ignition until conditions in an escape route become untenable. The required safe escape time (RSET) is the time from ignition until the occupants have reached a place of safety. A design is acceptable when ASET exceeds RSET by an adequate margin, and BS 7974 and its published document PD 7974-6 on human factors set out how each is estimated.",
            "ASET is found from fire and smoke modelling, with zone models or computational fluid dynamics, against tenability criteria. Commonly used limits are a smoke layer kept above about 2 m, or below it a visibility of at least 10 m in large spaces and 5 m in small rooms; a convective gas temperature below about 60 °C for prolonged exposure; radiant heat flux below 2.5 kW/m² from the hot layer; and a fractional effective dose of asphyxiant gases (carbon monoxide, hydrogen cyanide and low oxygen) below 0.3, a value chosen to protect susceptible people.",
            "RSET is built up from a sequence of stages: RSET = t<sub>det</sub> + t<sub>a</sub> + t<sub>pre</sub> + t<sub>trav</sub>, the times for detection, for the alarm to be given, for the pre-movement activities in which people recognise the alarm and decide to leave, and for travel, including queuing at doors and stairs. Pre-movement time is often the longest and the most uncertain. PD 7974-6 relates it to the occupancy type, the alarm system and the management of the building: occupants of an office with voice alarm and trained fire wardens move much sooner than sleeping hotel guests alerted by a bell.",
            "A simple example: in an open-plan office, detection takes 90 s, the alarm 30 s, and the 99th percentile pre-movement time is estimated at 150 s. Travel of 45 m at 1.2 m/s takes 38 s, but a 1.1 m exit door with a flow of 1.3 persons per metre per second must pass 200 people, taking 200 / (1.3 × 1.1) = 140 s, which governs. RSET = 90 + 30 + 150 + 140 = 410 s. If smoke modelling shows the smoke layer reaching 2 m at 720 s, the margin is more than five minutes.",
          ),
        },
      },
      {
        title: "Fire Resistance of Steel Structures",
        description: "How hot does a steel member get in a fire, and at what temperature does it fail?",
        lesson: {
          title: "Standard fire, section factor and critical temperature",
          html: p(
            "Fire resistance in regulations is expressed as the time, in minutes, for which an element survives the standard fire test. The furnace follows the ISO 834 standard temperature-time curve, used also in EN 1363-1 and EN 1991-1-2: T = 20 + 345 log<sub>10</sub>(8t + 1), with T in °C and t in minutes. At 30 minutes the gas temperature is 20 + 345 × log<sub>10</sub>(241) = 842 °C; at 60 minutes it is 945 °C, and at 120 minutes 1,049 °C. The curve rises rapidly and never falls, so it is a comparative test condition, not a prediction of a real fire, which a designer may instead represent by a parametric curve accounting for fire load and ventilation.",
            "Steel loses strength and stiffness as it heats. EN 1993-1-2 gives reduction factors for the effective yield strength: roughly 1.0 up to 400 °C, 0.78 at 500 °C, 0.47 at 600 °C and 0.23 at 700 °C. The temperature at which a member fails depends on how heavily it is loaded in fire. Using the degree of utilisation μ<sub>0</sub>, the ratio of the design load effect in fire to the resistance at time zero, the Eurocode gives the critical temperature θ<sub>cr</sub> = 39.19 ln[1 / (0.9674 μ<sub>0</sub><sup>3.833</sup>) − 1] + 482. For μ<sub>0</sub> = 0.6, θ<sub>cr</sub> = 554 °C; for a lightly loaded member with μ<sub>0</sub> = 0.4, it rises to about 620 °C. The traditional British rule of thumb of 550 °C corresponds to a utilisation of about 0.6, typical of a member fully stressed under the old permissible-stress design rules.",
            "How fast a member reaches that temperature depends on its section factor, A<sub>m</sub>/V, the heated perimeter per unit volume in m<sup>−1</sup>. A slender section with a high section factor, such as a light universal beam with A<sub>m</sub>/V of 250 m<sup>−1</sup>, heats much faster than a heavy column section at 80 m<sup>−1</sup>. Unprotected, the light section may exceed 550 °C in under 15 minutes of standard fire exposure. Protection by boards, sprayed fire-resistive material or intumescent coatings slows heating, and its required thickness is read from manufacturers' tables assessed to EN 13381-8 for the section factor and critical temperature in question.",
          ),
        },
      },
    ],
  },
  {
    slug: "radiation-physics-dosimetry-radiobiology",
    discipline: "Medical physics",
    title: "Radiation Physics, Dosimetry and Radiobiology",
    description:
      "Part of the MSc in medical physics (radiotherapy pathway), this module sets out the physics behind a prescribed dose: photon interactions with matter, the measurement of absorbed dose under the IAEA TRS-398 code of practice, the linear-quadratic model of cell killing and fractionation, and the physics of brachytherapy sources.",
    level: "advanced",
    duration: "one semester (30 credits)",
    plantedGap: "brachytherapy",
    modules: [
      {
        title: "Photon Interactions with Matter",
        description:
          "Three processes account for almost all the energy a photon beam deposits in tissue, and which one dominates depends on photon energy and atomic number.",
        lesson: {
          title: "Photoelectric effect, Compton scattering and pair production",
          html:
            p(
              "A narrow beam of monoenergetic photons is attenuated exponentially: I = I<sub>0</sub> e<sup>−μx</sup>, where μ is the linear attenuation coefficient. Dividing by density gives the mass attenuation coefficient μ/ρ, which depends only on photon energy and the atomic composition of the absorber. The half-value layer, the thickness that halves the beam, is ln 2 / μ. For cobalt-60 gamma rays (mean energy 1.25 MeV) in water, μ/ρ = 0.0632 cm²/g, so μ = 0.0632 cm<sup>−1</sup>, the half-value layer is 11 cm, and 10 cm of water transmits e<sup>−0.632</sup> = 53 per cent of the primary beam.",
              "The coefficient is the sum of contributions from three main processes:",
            ) +
            "<table><tr><th>Process</th><th>Dependence</th><th>Dominant in soft tissue</th><th>Clinical consequence</th></tr><tr><td>Photoelectric absorption</td><td>roughly Z³/E³</td><td>below about 30 keV</td><td>contrast between bone, soft tissue and iodine in diagnostic imaging</td></tr><tr><td>Compton scattering</td><td>proportional to electron density, almost independent of Z</td><td>about 30 keV to 25 MeV</td><td>megavoltage dose depends on electron density, not on Z</td></tr><tr><td>Pair production</td><td>roughly Z², threshold 1.022 MeV</td><td>above about 25 MeV</td><td>small contribution in high-energy beams</td></tr></table>" +
            p(
              "In the photoelectric effect the photon is absorbed by a tightly bound inner-shell electron, which is ejected with the photon's energy minus its binding energy; the vacancy is filled with emission of characteristic X-rays or Auger electrons. The process is most likely just above an absorption edge, which is why iodine, with its K-edge at 33.2 keV, is an effective contrast agent. In Compton scattering the photon transfers part of its energy to a loosely bound electron and is deflected; the share transferred rises with energy. Because megavoltage radiotherapy beams interact almost entirely by Compton scattering, treatment planning systems correct for tissue heterogeneity using electron density derived from CT numbers. In pair production the photon converts, in the field of a nucleus, into an electron and a positron, whose annihilation later produces two 511 keV photons.",
            ),
        },
      },
      {
        title: "Measuring Absorbed Dose",
        description:
          "A walk through a reference dosimetry measurement with an ionisation chamber, step by step, as TRS-398 prescribes.",
        lesson: {
          title: "From chamber reading to dose to water",
          html: p(
            "Absorbed dose is the mean energy imparted by ionising radiation per unit mass, measured in gray (1 Gy = 1 J/kg). In radiotherapy it is specified as dose to water, and the reference instrument in the clinic is an air-filled ionisation chamber, typically a 0.6 cm³ Farmer-type chamber, calibrated at a standards laboratory in a cobalt-60 beam in terms of absorbed dose to water, N<sub>D,w</sub>, in Gy per coulomb.",
            "The IAEA code of practice TRS-398 gives the dose to water at the reference depth in a beam of quality Q as D<sub>w,Q</sub> = M<sub>Q</sub> N<sub>D,w,Q0</sub> k<sub>Q,Q0</sub>, where M<sub>Q</sub> is the chamber reading corrected for influence quantities and k<sub>Q,Q0</sub> corrects for the difference between the user's beam and the calibration beam. For megavoltage photons the beam quality is specified by TPR<sub>20,10</sub>, the ratio of doses at 20 cm and 10 cm depth for a fixed source-to-chamber distance, and the measurement is made at 10 cm depth in a water phantom with a 10 cm × 10 cm field.",
            "The reading must first be corrected to reference air density, because the mass of air in a vented chamber changes with temperature and pressure: k<sub>TP</sub> = [(273.2 + T) / (273.2 + T<sub>0</sub>)] × (P<sub>0</sub> / P), with T<sub>0</sub> = 20 °C and P<sub>0</sub> = 101.325 kPa. Further factors correct for incomplete collection of charge because of ion recombination, k<sub>s</sub>, and for the polarity of the collecting voltage, k<sub>pol</sub>, both measured by changing the applied voltage.",
            "A worked example: for 100 monitor units in a 6 MV beam, a chamber reads 13.20 nC at 23.0 °C and 99.8 kPa. Then k<sub>TP</sub> = (296.2 / 293.2) × (101.325 / 99.8) = 1.0102 × 1.0153 = 1.0257. Taking k<sub>s</sub> = 1.003 and k<sub>pol</sub> = 1.000, M<sub>Q</sub> = 13.20 × 1.0257 × 1.003 = 13.58 nC. With N<sub>D,w</sub> = 0.0538 Gy/nC and k<sub>Q</sub> = 0.992 for the measured TPR<sub>20,10</sub> of 0.67, D<sub>w</sub> = 13.58 × 0.0538 × 0.992 = 0.725 Gy at 10 cm depth. The physicist compares this with the value expected from the beam data and adjusts the linac's monitor chamber if they differ by more than the department's tolerance, often 1 to 2 per cent.",
          ),
        },
      },
      {
        title: "The Linear-Quadratic Model and Fractionation",
        description:
          "Why is radiotherapy usually given in daily fractions, and how can two different schedules be compared?",
        lesson: {
          title: "α/β, BED and EQD2",
          html: p(
            "The linear-quadratic (LQ) model describes the surviving fraction of cells after a single dose D as S = exp(−αD − βD²). The linear term represents lethal damage from a single track, such as a double-strand break caused by one electron; the quadratic term represents damage from the interaction of two separate tracks, which can be repaired if enough time passes between them. The ratio α/β, in grays, is the dose at which the two components contribute equally. Early-reacting tissues and most tumours have a high α/β, about 10 Gy; late-reacting normal tissues, such as spinal cord, bowel and connective tissue, have a low α/β of about 2 to 4 Gy, and so are more sensitive to the size of each fraction.",
            "This difference underlies fractionation: splitting the dose into many small fractions spares late-reacting tissues relative to tumour. Withers summarised the biological factors as the four Rs: repair of sublethal damage between fractions, repopulation of surviving cells, redistribution of cells through the cell cycle, and reoxygenation of hypoxic tumour cells.",
            "For <i>n</i> fractions of dose <i>d</i>, the biologically effective dose is BED = <i>nd</i>(1 + <i>d</i> / (α/β)), and the equivalent dose in 2 Gy fractions is EQD2 = BED / (1 + 2 / (α/β)). Thirty fractions of 2 Gy give a BED of 60 × 1.2 = 72 Gy for α/β = 10 and 60 × 1.667 = 100 Gy for α/β = 3. Consider the UK standard for breast cancer after the START trials, 40.05 Gy in 15 fractions of 2.67 Gy. For late effects with α/β = 3, BED = 40.05 × (1 + 2.67/3) = 75.7 Gy and EQD2 = 75.7 / 1.667 = 45.4 Gy; for a tumour α/β of 4, as estimated for breast cancer, EQD2 is 44.5 Gy.",
            "When the tumour itself has a low α/β, hypofractionation can increase the tumour effect for the same late toxicity. Prostate cancer is estimated to have α/β of about 1.5 Gy. The CHHiP trial schedule of 60 Gy in 20 fractions of 3 Gy gives BED = 60 × (1 + 3/1.5) = 180 Gy and EQD2 = 180 / 2.333 = 77 Gy, equivalent to the 74 Gy in 37 fractions it was compared with, and it was found non-inferior.",
          ),
        },
      },
    ],
  },
];
