/** One-hundred-and-ninth held-out evaluation courses, advanced level; see ai-courses-heldout109.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT109_C: EvalCourse[] = [
  {
    slug: "condensed-matter-physics-electrons-and-phonons-in-crystals",
    discipline: "Condensed matter physics",
    title: "Condensed Matter Physics: Electrons and Phonons in Crystals",
    description:
      "An advanced treatment of the physics of crystalline solids: lattices and reciprocal space, diffraction, Bloch's theorem and band structure in the tight-binding and nearly-free-electron pictures, lattice vibrations and heat capacity, and an introduction to superconductivity. Weekly problem classes develop the calculations behind each result.",
    level: "advanced",
    duration: "one semester (three lectures and one problem class a week)",
    plantedGap: "superconductivity",
    modules: [
      {
        title: "Crystal Lattices and Reciprocal Space",
        description:
          "Bravais lattices and bases, the reciprocal lattice, the Laue and Bragg conditions, and structure factors.",
        lesson: {
          title: "Bravais Lattices, Reciprocal Vectors and Diffraction",
          html: p(
            "A crystal is a Bravais lattice plus a basis. The lattice is the set of points R = n₁a₁ + n₂a₂ + n₃a₃ with integer nᵢ and primitive vectors aᵢ; the basis is the group of atoms attached to each point. In three dimensions there are exactly 14 Bravais lattices in 7 crystal systems.",
            "The reciprocal lattice is the set of wavevectors G with exp(iG · R) = 1 for every lattice vector R. Its primitive vectors are b₁ = 2π(a₂ × a₃)/V and cyclic permutations, where V = a₁ · (a₂ × a₃), so that aᵢ · bⱼ = 2πδᵢⱼ. Each reciprocal lattice vector is normal to a family of lattice planes, and for the shortest G in a given direction the plane spacing is d = 2π/|G|, which links G to the Miller indices (hkl) of the planes. The reciprocal of face-centred cubic (FCC) is body-centred cubic (BCC) and vice versa, and the Wigner-Seitz cell of the reciprocal lattice is the first Brillouin zone.",
            "For elastic scattering from wavevector k to k′, the scattered amplitude is appreciable only when the Laue condition Δk = k′ − k = G holds. Since |k′| = |k|, this is equivalent to Bragg's law 2d sin θ = nλ. The intensity of each allowed reflection is proportional to |S_G|², where the geometric structure factor S_G = Σⱼ fⱼ exp(−iG · rⱼ) sums over the basis atoms at positions rⱼ with atomic form factors fⱼ.",
            "Worked example: treat BCC as simple cubic with identical atoms at (0, 0, 0) and (½, ½, ½)a. With G = (2π/a)(h, k, l), S = f[1 + (−1)^(h+k+l)]. The structure factor is 2f when h + k + l is even and zero when it is odd, so the (100) reflection is absent and the first line of a BCC powder pattern is (110). For FCC, treated as simple cubic with a four-atom basis, h, k and l must be all even or all odd, so the first lines are (111) and (200). When the two basis atoms differ, as in caesium chloride, the cancellation is incomplete: S = f_Cs − f_Cl for h + k + l odd, and the reflections forbidden in BCC reappear weakly.",
          ),
        },
      },
      {
        title: "Electrons in a Periodic Potential",
        description:
          "Bloch's theorem, electron counting and the metal-insulator distinction, and band structure from the tight-binding and nearly-free-electron limits.",
        lesson: {
          title: "Bloch's Theorem and the Tight-Binding Band",
          html: p(
            "In a perfect crystal the potential has the lattice periodicity, U(r + R) = U(r). Bloch's theorem states that the one-electron eigenstates can be chosen in the form ψ_nk(r) = exp(ik · r) u_nk(r), where u_nk has the lattice periodicity, n is a band index and k lies in the first Brillouin zone. The proof uses the fact that lattice translations commute with the Hamiltonian and with each other, so they share eigenstates, whose eigenvalues must be phases exp(ik · R). The quantity ħk is the crystal momentum, not the electron's mechanical momentum.",
            "With periodic boundary conditions on N primitive cells, k takes N values in the zone, so each band holds 2N electrons including spin. In independent-electron theory, an odd number of electrons per primitive cell therefore means a partly filled band and a metal, while an even number allows an insulator, unless bands overlap, as in the divalent metals magnesium and calcium. Mott insulators such as NiO are the exception this theory cannot explain. Semiconductors are insulators with modest gaps: 1.12 eV for silicon at 300 K, against about 5.5 eV for diamond.",
            "The tight-binding model builds bands from atomic orbitals. Take a one-dimensional chain with lattice constant a, one s orbital per site, on-site energy ε₀ and nearest-neighbour hopping integral −t (t &gt; 0). The Bloch sum ψ_k = N^(−1/2) Σⱼ exp(ikja) φ(x − ja) gives E(k) = ε₀ − 2t cos(ka), a band of width 4t. Near k = 0, E ≈ ε₀ − 2t + ta²k², the free-electron form ħ²k²/2m* with effective mass m* = ħ²/(2ta²). Weak overlap means small t, a narrow band and heavy carriers.",
            "The nearly-free-electron model starts from the opposite limit. A weak periodic potential with Fourier components U_G mixes plane waves k and k − G, which are degenerate at the zone boundary. Degenerate perturbation theory splits them into two standing waves separated by a gap of 2|U_G|; elsewhere the free-electron parabola is barely changed. Together the two models show that bands and gaps are generic consequences of periodicity. Applied to the honeycomb lattice of graphene, nearest-neighbour tight binding gives two bands touching at the zone corners with linear dispersion: the origin of graphene's massless Dirac electrons.",
          ),
        },
      },
      {
        title: "Lattice Vibrations and Heat Capacity",
        description:
          "Phonon dispersion in one-dimensional chains, acoustic and optical branches, and the Einstein and Debye models of heat capacity.",
        lesson: {
          title: "Dispersion, Debye and the T³ Law",
          html: p(
            "In the harmonic approximation, atomic vibrations in a crystal decompose into normal modes whose quanta are phonons. For a one-dimensional chain of atoms of mass M joined by springs of constant C at spacing a, the trial solution u_s = u exp(i(ksa − ωt)) gives ω(k) = 2√(C/M)|sin(ka/2)|. At long wavelength this is a sound wave with velocity v = a√(C/M); at the zone boundary, k = π/a, the group velocity vanishes and the mode is a standing wave.",
            "A chain with two different masses per cell has an acoustic branch, with neighbouring atoms moving in phase, and an optical branch, with them moving against each other, separated by a gap at the zone boundary. In three dimensions, p atoms per primitive cell give 3p branches: 3 acoustic and 3p − 3 optical.",
            "At high temperature each of the 3N vibrational modes holds energy k_BT, giving the Dulong-Petit heat capacity 3Nk_B, or 3R ≈ 24.9 J mol⁻¹ K⁻¹. Experiment shows a fall towards zero at low temperature. Einstein (1907) gave every mode the same frequency ω_E; this explains the fall but predicts an exponential decrease, much faster than observed, because it omits the low-frequency acoustic modes. Debye (1912) used a linear dispersion ω = vk up to a cutoff ω_D chosen to give 3N modes. The density of states is then proportional to ω², and well below the Debye temperature Θ_D = ħω_D/k_B the heat capacity is C = (12π⁴/5)Nk_B(T/Θ_D)³. Θ_D is about 105 K for lead, 343 K for copper and 2230 K for diamond: stiff bonds and light atoms give high values.",
            "In metals the conduction electrons add a term linear in temperature, because only electrons within about k_BT of the Fermi energy can be excited: C_el = γT, with γ = (π²/3)D(E_F)k_B². At a few kelvin both terms matter, C = γT + βT³, and plotting C/T against T² gives a straight line with intercept γ and slope β. For copper, γ ≈ 0.69 mJ mol⁻¹ K⁻², about 1.4 times the free-electron estimate; in heavy-fermion compounds γ can be a thousand times larger, reflecting strongly enhanced effective masses.",
          ),
        },
      },
    ],
  },
  {
    slug: "aircraft-flight-dynamics-and-stability",
    discipline: "Flight dynamics",
    title: "Aircraft Flight Dynamics and Stability",
    description:
      "Derive the linearised equations of motion of a fixed-wing aircraft, estimate its static margins, and predict the short-period, phugoid, roll, spiral and Dutch roll modes from its stability derivatives. Modal characteristics are then judged against handling-qualities requirements, and the final weeks address spin recovery.",
    level: "advanced",
    duration: "twelve weeks (two lectures a week and a fortnightly laboratory)",
    plantedGap: "spin recovery",
    modules: [
      {
        title: "Static Stability and Trim",
        description:
          "Longitudinal static stability, the neutral point and static margin, and the lateral-directional static derivatives.",
        lesson: {
          title: "Neutral Point and Static Margin",
          html: p(
            "An aircraft is statically stable in pitch if a disturbance in angle of attack produces a restoring pitching moment. Writing the pitching-moment coefficient about the centre of gravity as Cm = Cm0 + Cmα α, stability requires Cmα &lt; 0, and trim (Cm = 0) at a positive angle of attack then requires Cm0 &gt; 0, which a conventional aircraft obtains from a tailplane set at negative incidence relative to the wing.",
            "Moving the centre of gravity (cg) aft reduces the restoring moment until, at the neutral point, Cmα = 0. With positions measured as fractions of the mean aerodynamic chord c̄, the stick-fixed neutral point is approximately hn = h0 + V̄T(a1/a)(1 − dε/dα), where h0 is the aerodynamic centre of the wing-body, V̄T = ST lT/(S c̄) is the tail volume coefficient, a1 and a are the lift-curve slopes of tailplane and wing-body, and dε/dα is the rate at which downwash at the tail grows with angle of attack. The static margin is Kn = hn − h, and approximately Cmα = −aKn.",
            "Worked example: h0 = 0.25, V̄T = 0.5, a1/a = 0.6 and dε/dα = 0.4 give hn = 0.25 + 0.5 × 0.6 × 0.6 = 0.43. With the cg at 0.33c̄ the static margin is 0.10, or 10 per cent, a typical transport value. An aft cg makes the aircraft more responsive but less stable, so the aft limit in the flight manual keeps a margin from the neutral point; the forward limit is set by control power, since with the cg far forward the elevator may be unable to trim the aircraft at landing lift coefficients. Fly-by-wire aircraft can have small or even negative natural margins.",
            "A free-floating elevator reduces tail effectiveness and moves the neutral point forward, so the stick-free margin, which governs the stick-force gradient with speed that pilots feel, is smaller than the stick-fixed one. Directional, or weathercock, stability requires Cnβ &gt; 0, so that sideslip yaws the nose into the relative wind; the fin provides most of it. The dihedral effect requires Clβ &lt; 0, so that sideslip towards a lowered wing produces a rolling moment that raises it; geometric dihedral, sweepback and a high wing position all contribute.",
          ),
        },
      },
      {
        title: "Longitudinal Dynamic Modes",
        description:
          "The short-period and phugoid modes, their approximations, and the requirements that define good longitudinal handling.",
        lesson: {
          title: "Short Period and Phugoid",
          html: p(
            "Dynamic stability concerns the motion after a disturbance. For small perturbations about steady, wings-level flight, the rigid-body equations decouple into a longitudinal set, in forward speed u, angle of attack α, pitch rate q and pitch attitude θ, and a lateral-directional set. The longitudinal characteristic equation is a quartic which, for a conventional aircraft, factorises into two quadratics: two oscillatory modes on very different time scales.",
            "The short-period mode is a rapid, usually well-damped oscillation in angle of attack and pitch rate at nearly constant speed, with a period of a few seconds or less. Its frequency depends mainly on the pitch stiffness Cmα, rising with static margin and dynamic pressure; its damping comes mainly from the pitch-damping derivative Cmq, generated largely by the tailplane. Because it dominates the response to elevator inputs, it matters most for handling. MIL-F-8785C requires a short-period damping ratio between 0.35 and 1.30 for Level 1 handling in Category A and C flight phases, and bounds the frequency through the control anticipation parameter, the ratio of initial pitch acceleration to steady normal load factor.",
            "The phugoid is a slow, lightly damped oscillation in speed and height at nearly constant angle of attack, exchanging kinetic and potential energy. Lanchester's 1908 approximation, which neglects drag, gives ωp ≈ √2 g/U0 and a period T ≈ √2 πU0/g, about 0.45U0 seconds: roughly 45 seconds at 100 m/s, and well over a minute and a half at a cruise speed of 230 m/s. It also gives a damping ratio ζp ≈ 1/(√2 L/D), so an airframe with a lift-to-drag ratio of 15 has a phugoid damping ratio of only about 0.05.",
            "Because the phugoid is slow, pilots control it easily, and MIL-F-8785C asks only for a damping ratio of at least 0.04 at Level 1; even an unstable phugoid is tolerated at Level 3 if the time to double amplitude is at least 55 seconds. The design check is to compute both modes from the stability derivatives, compare them with the requirements, and identify which derivative to change, tail size and arm for Cmq or cg position for Cmα, when one is not met.",
          ),
        },
      },
      {
        title: "Lateral-Directional Dynamics",
        description:
          "The roll subsidence, spiral and Dutch roll modes, the design conflict between them, and the yaw damper.",
        lesson: {
          title: "Dutch Roll, Spiral and Roll Subsidence",
          html: p(
            "The lateral-directional equations, in sideslip β, roll rate p, yaw rate r and bank angle φ, normally give three modes. Their character is set by Clβ (dihedral effect), Cnβ (directional stability), Clp (roll damping), Cnr (yaw damping) and the cross-derivatives Clr and Cnp.",
            "The roll subsidence mode is a fast first-order response in roll rate: a descending wing meets a higher angle of attack, and its extra lift opposes the motion. After a step aileron input, roll rate approaches a steady value with time constant τR ≈ −1/Lp, where Lp is the dimensional roll-damping derivative. MIL-F-8785C allows at most 1.0 s at Level 1 for small and highly manoeuvrable aircraft in Category A phases, and 1.4 s for large transports.",
            "The spiral mode is a slow first-order motion in bank and heading. A slightly banked aircraft sideslips towards the lower wing; directional stability yaws the nose into the sideslip, and the resulting yaw rate increases lift on the outer wing and steepens the bank, while the dihedral effect works to level the wings. If directional stability wins, the aircraft enters a slowly tightening descending spiral. The approximate condition for spiral stability is Clβ Cnr &gt; Clr Cnβ. Mild divergence is acceptable; MIL-F-8785C requires, for Level 1 in Category A and C phases, a time to double bank angle of at least 12 seconds.",
            "The Dutch roll is an oscillation in which yaw and roll are coupled out of phase. Its frequency is set mainly by Cnβ and its damping mainly by Cnr, and a dihedral effect that is large relative to directional stability worsens it. Hence the classic design conflict: a large fin and a small dihedral effect favour Dutch roll damping but make the spiral less stable, and vice versa. Swept-wing jets, whose sweepback gives a dihedral effect that grows with lift coefficient, often have poor Dutch roll damping at high altitude. The Boeing B-47 programme led to the yaw damper, which uses a rate gyro to drive the rudder in proportion to yaw rate, with a washout filter so that it does not resist steady turns. Laboratory exercise: choose a yaw damper gain that meets the Dutch roll requirement without degrading the spiral mode.",
          ),
        },
      },
    ],
  },
  {
    slug: "fetal-medicine-screening-surveillance-and-intervention",
    discipline: "Fetal medicine",
    title: "Fetal Medicine: Screening, Surveillance and Intervention",
    description:
      "The fetus as a patient: prenatal screening and diagnosis for chromosomal conditions, the assessment of fetal growth restriction with Doppler ultrasound, the management of red cell alloimmunisation and intrauterine transfusion, and the particular problems of twin pregnancies. Teaching combines case review with the evidence behind current UK and international guidance.",
    level: "advanced",
    duration: "six months, part-time (monthly study days with clinical attachments)",
    plantedGap: "twin pregnancies",
    modules: [
      {
        title: "Screening and Diagnosis for Chromosomal Conditions",
        description:
          "The combined test, cell-free DNA screening, invasive diagnostic procedures and the significance of increased nuchal translucency.",
        lesson: {
          title: "Combined Test, cfDNA and Invasive Testing",
          html: p(
            "In England the NHS Fetal Anomaly Screening Programme offers screening for trisomies 21, 18 and 13. The first-line combined test is performed when the crown-rump length is 45-84 mm, about 11+2 to 14+1 weeks. It combines maternal age, nuchal translucency (NT) and maternal serum free β-hCG and PAPP-A, expressed as multiples of the median (MoM) and adjusted for weight, ethnicity, smoking and IVF. In trisomy 21, NT and free β-hCG tend to be raised and PAPP-A reduced. A chance of 1 in 150 or greater is reported as higher chance; at this cut-off the test detects roughly 85 per cent of affected pregnancies with a screen-positive rate of around 2-3 per cent. Women presenting later are offered the less sensitive quadruple test up to 20+0 weeks.",
            "Since 2021, women with a higher-chance result have been offered non-invasive prenatal testing (NIPT) alongside diagnostic testing. NIPT analyses cell-free DNA in maternal plasma, around 10 per cent of which, the fetal fraction, derives from the placenta. For trisomy 21 it detects about 99 per cent of cases with a false-positive rate near 0.1 per cent; performance is lower for trisomies 18 and 13. It remains a screening test: confined placental mosaicism and maternal factors cause discordant results, so a high-chance result must be confirmed by diagnostic testing before irreversible decisions. A failed result from low fetal fraction is itself associated with trisomies 13 and 18 and with triploidy.",
            "Chorionic villus sampling (CVS) is performed from 11+0 weeks and amniocentesis from 15+0 weeks; amniocentesis before 14 weeks carries higher risks of miscarriage and talipes. RCOG guidance (2021) puts the additional miscarriage risk of either procedure probably below 0.5 per cent. Samples undergo rapid aneuploidy testing by QF-PCR, followed by chromosomal microarray when ultrasound shows structural anomalies. About 1-2 per cent of CVS samples show mosaicism, usually confined to the placenta, which may need amniocentesis to clarify.",
            "An NT of 3.5 mm or more warrants fetal medicine referral whatever the calculated chance, because it is associated with congenital heart disease, other structural anomalies and genetic syndromes such as Noonan syndrome as well as with aneuploidy. A detailed anomaly scan and fetal echocardiography are offered even when the karyotype is normal.",
          ),
        },
      },
      {
        title: "Fetal Growth Restriction",
        description:
          "Distinguishing small for gestational age from growth restriction, Doppler surveillance of the small fetus, and the evidence on timing delivery.",
        lesson: {
          title: "Doppler Surveillance of the Small Fetus",
          html:
            p(
              "Small for gestational age (SGA), usually an estimated fetal weight (EFW) or abdominal circumference (AC) below the 10th centile, is a description; fetal growth restriction (FGR) is a pathology, a failure to reach growth potential, most often from placental insufficiency. The 2016 Delphi consensus (Gordijn and colleagues) therefore defined FGR by size combined with function. Early-onset FGR, before 32 weeks, is AC or EFW below the 3rd centile, absent end-diastolic flow in the umbilical artery, or AC or EFW below the 10th centile with a uterine or umbilical artery pulsatility index (PI) above the 95th centile. Late-onset FGR is AC or EFW below the 3rd centile, or at least two of: AC or EFW below the 10th centile; crossing centiles by more than two quartiles; and a cerebroplacental ratio below the 5th centile or umbilical artery PI above the 95th. Three Doppler examinations carry most of the information:",
            ) +
            "<ul><li>Umbilical artery: rising placental resistance raises the PI, then end-diastolic flow becomes absent and finally reversed.</li>" +
            "<li>Middle cerebral artery: redistribution of flow to the brain lowers the MCA PI; the cerebroplacental ratio (MCA PI divided by umbilical artery PI) is more sensitive in late-onset FGR, where umbilical Doppler is often normal.</li>" +
            "<li>Ductus venosus: an absent or reversed a-wave reflects cardiac decompensation and carries a high risk of acidaemia and death within days.</li></ul>" +
            p(
              "Early-onset FGR usually progresses through this sequence over weeks; late-onset FGR is harder to detect and contributes substantially to stillbirths near term. The TRUFFLE study (Lees and colleagues, 2015) randomised women with FGR at 26-32 weeks to delivery triggered by reduced short-term variation on computerised CTG (below 3.5 ms before 29 weeks, 4.0 ms after), by early ductus venosus changes (PI above the 95th centile), or by late changes (absent or reversed a-wave), with safety-net criteria in every arm. Survival without neurodevelopmental impairment at 2 years did not differ significantly overall, but among survivors impairment was less frequent in the late ductus venosus arm. When preterm delivery is planned, give antenatal corticosteroids and magnesium sulfate for fetal neuroprotection; NICE recommends offering it from 24+0 to 29+6 weeks and considering it up to 33+6.",
            ),
        },
      },
      {
        title: "Red Cell Alloimmunisation",
        description:
          "The pathophysiology and prevention of haemolytic disease of the fetus and newborn, non-invasive detection of fetal anaemia, and intrauterine transfusion.",
        lesson: {
          title: "Anti-D, MCA Doppler and Intrauterine Transfusion",
          html: p(
            "Haemolytic disease of the fetus and newborn (HDFN) occurs when maternal IgG antibodies against fetal red cell antigens cross the placenta and destroy fetal red cells; severe anaemia raises cardiac output and eventually causes hydrops fetalis. The antibodies of greatest concern are anti-D, anti-c and anti-K. Anti-K also suppresses fetal erythropoiesis, so severe anaemia can occur at low antibody levels and with little bilirubin.",
            "Routine antenatal anti-D prophylaxis for RhD-negative women, a single 1500 IU dose at 28-30 weeks or 500 IU at 28 and 34 weeks, plus doses after sensitising events and after the birth of an RhD-positive baby, has made RhD alloimmunisation far rarer. Since NICE guidance in 2016, fetal RHD genotyping from cell-free DNA in maternal blood spares women carrying an RhD-negative fetus unnecessary prophylaxis.",
            "Once antibodies are present, monitoring begins. Anti-D below 4 IU/mL makes HDFN unlikely, 4-15 IU/mL carries a moderate risk and above 15 IU/mL a high risk; referral to fetal medicine is recommended from 4 IU/mL, and for anti-K at any level. Fetal anaemia is detected non-invasively by the peak systolic velocity (PSV) in the middle cerebral artery, which rises because anaemic blood is less viscous and cardiac output increases. Mari and colleagues (2000) showed that an MCA PSV above 1.5 MoM identified all fetuses with moderate or severe anaemia, with a false-positive rate of about 12 per cent. Measurements are repeated every one to two weeks.",
            "When the PSV exceeds 1.5 MoM or hydrops develops before about 34-35 weeks, fetal blood sampling and intrauterine transfusion (IUT) are performed together. Under ultrasound guidance a 20- or 22-gauge needle enters the umbilical vein at the placental cord insertion; fetal haemoglobin is measured at once and, if anaemia is confirmed, blood is transfused. Donor blood is group O or compatible, RhD-negative, K-negative and negative for the implicated antigen, CMV-negative, irradiated and packed to a haematocrit of about 0.75-0.85. Procedure-related loss is around 1-3 per cent per procedure, higher before 20 weeks and in hydropic fetuses. Transfusions are usually repeated every two to three weeks, and after birth the baby needs monitoring for hyperbilirubinaemia and late anaemia.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-law-of-arms-control-and-disarmament",
    discipline: "Arms control law",
    title: "The Law of Arms Control and Disarmament",
    description:
      "Arms control rests on treaties that states can sign, stretch, breach or leave. The seminar examines the Nuclear Non-Proliferation Treaty and IAEA safeguards, the Chemical Weapons Convention and its inspection machinery, the export criteria of the Arms Trade Treaty, and the humanitarian disarmament treaties on landmines, reading each against the general law of treaties.",
    level: "advanced",
    duration: "nine weeks (one two-hour seminar a week)",
    plantedGap: "landmines",
    modules: [
      {
        title: "The Non-Proliferation Treaty and Safeguards",
        description:
          "The NPT's two classes of party and three pillars, the IAEA safeguards system, and withdrawal and extension under the law of treaties.",
        lesson: {
          title: "Three Pillars and the Safeguards System",
          html: p(
            "The Treaty on the Non-Proliferation of Nuclear Weapons (NPT) opened for signature on 1 July 1968 and entered into force on 5 March 1970. Article IX(3) defines a nuclear-weapon state as one that manufactured and exploded a nuclear weapon or other nuclear explosive device before 1 January 1967, fixing the class at five: the United States, Russia, the United Kingdom, France and China. India, Israel and Pakistan never joined, and North Korea announced its withdrawal in 2003.",
            "Under Article I nuclear-weapon states undertake not to transfer nuclear weapons or help others acquire them, and under Article II non-nuclear-weapon states undertake not to receive or manufacture them. Article IV recognises the 'inalienable right' of all parties to peaceful nuclear energy. Article VI obliges each party to pursue negotiations in good faith on ending the arms race and on nuclear disarmament. In its 1996 advisory opinion on the Legality of the Threat or Use of Nuclear Weapons, the International Court of Justice unanimously read this as an obligation to pursue 'and bring to a conclusion' such negotiations, an obligation of result that the nuclear-weapon states dispute.",
            "Article III requires non-nuclear-weapon states to accept safeguards under an agreement with the International Atomic Energy Agency (IAEA). Under a comprehensive safeguards agreement (INFCIRC/153) the state declares its nuclear material and facilities, and the IAEA verifies the declarations by material accountancy, containment and surveillance, and inspections. After Iraq's clandestine programme was exposed in 1991, states adopted the Model Additional Protocol of 1997 (INFCIRC/540), which requires broader declarations and gives inspectors complementary access at short notice. Only with both in force can the IAEA draw the 'broader conclusion' that all nuclear material in a state remains in peaceful activities.",
            "The NPT also illustrates the law of treaties. Article X(1) permits withdrawal if 'extraordinary events, related to the subject matter of this Treaty, have jeopardized the supreme interests' of a party, on three months' notice to the other parties and the Security Council. Under Article 70 of the Vienna Convention on the Law of Treaties withdrawal does not affect obligations or legal situations created before it took effect. Article X(2) required a conference after 25 years to decide on the treaty's duration; in 1995 the parties extended it indefinitely, without a vote.",
          ),
        },
      },
      {
        title: "The Chemical Weapons Convention",
        description:
          "The Convention's general-purpose criterion, the schedules of chemicals, challenge inspections and the OPCW's attribution mechanism.",
        lesson: {
          title: "General-Purpose Criterion, Schedules and Challenge Inspections",
          html: p(
            "The Chemical Weapons Convention (CWC), opened for signature in Paris on 13 January 1993 and in force since 29 April 1997, bans the development, production, stockpiling, transfer and use of chemical weapons, requires the destruction of stocks and production facilities, and is implemented by the Organisation for the Prohibition of Chemical Weapons (OPCW) in The Hague. Membership is nearly universal; Egypt, North Korea and Israel, which has signed but not ratified, remain outside.",
            "Its central legal technique is the general-purpose criterion. Article II(1) defines chemical weapons to include all toxic chemicals and their precursors 'except where intended for purposes not prohibited under this Convention, as long as the types and quantities are consistent with such purposes'. A toxic chemical is defined by its effect on life processes, not by a list, so new agents are covered automatically. Permitted purposes under Article II(9) include industry, research, medicine and 'law enforcement including domestic riot control purposes', though riot control agents may not be used as a method of warfare.",
            "The schedules in the Annex on Chemicals therefore do not define what is banned; they identify which chemicals trigger declarations and routine inspections. Schedule 1 covers agents with little or no peaceful use, such as sarin, VX and sulfur mustard; Schedule 2 key precursors, such as thiodiglycol; and Schedule 3 chemicals made in large commercial quantities that have been used as weapons, such as phosgene and hydrogen cyanide. In 2019, after the Salisbury poisoning, the parties amended Schedule 1 for the first time to add members of the 'Novichok' family.",
            "Article IX allows any state party to request a challenge inspection of any site in another party's territory; the Executive Council can block the request only by a three-quarters majority of all its members within 12 hours. No challenge inspection has ever been requested. Investigation developed instead through the Fact-Finding Mission in Syria from 2014 and, after a 2018 decision of the Conference of the States Parties, the Investigation and Identification Team, mandated to identify perpetrators. Its attributions to the Syrian armed forces led in 2021 to the suspension of Syria's rights and privileges under Article XII. In July 2023 the OPCW verified the destruction of all declared stockpiles, the last being those of the United States.",
          ),
        },
      },
      {
        title: "The Arms Trade Treaty",
        description:
          "The scope of the Arms Trade Treaty, its prohibitions and export risk assessment, and their application by domestic courts.",
        lesson: {
          title: "Export Assessment under Articles 6 and 7",
          html: p(
            "The Arms Trade Treaty (ATT), adopted by the UN General Assembly on 2 April 2013 and in force since 24 December 2014, bans no weapon; it regulates international transfers of conventional arms through national control systems and common export standards. Article 2(1) covers the seven categories of the UN Register of Conventional Arms (battle tanks, armoured combat vehicles, large-calibre artillery, combat aircraft, attack helicopters, warships, and missiles and missile launchers) plus small arms and light weapons.",
            "Article 6 sets absolute prohibitions. A party shall not authorise a transfer that would violate Security Council measures under Chapter VII, such as arms embargoes, or its other relevant international obligations, or if it has knowledge at the time of authorisation that the arms would be used in genocide, crimes against humanity, grave breaches of the 1949 Geneva Conventions, attacks directed against civilians or civilian objects, or other war crimes defined by agreements to which it is a party. Whether 'knowledge' extends to what the state should have known is a central interpretive question.",
            "Where an export is not prohibited, Article 7 requires an assessment of the potential that the arms would contribute to or undermine peace and security, or could be used to commit or facilitate serious violations of international humanitarian or human rights law, terrorism or transnational organised crime. After considering mitigation measures, a state that finds an 'overriding risk' of these consequences shall not authorise the export. Article 7(4) adds the risk of serious acts of gender-based violence or violence against women and children, and Article 11 requires measures against diversion.",
            "In R (Campaign Against Arms Trade) v Secretary of State for International Trade [2019] EWCA Civ 1020, the Court of Appeal held irrational the government's decisions to keep licensing exports to Saudi Arabia for possible use in Yemen, because it had made no assessment of whether past violations of international humanitarian law had occurred, a question relevant to the 'clear risk' test in the UK's licensing criteria. Membership raises a law-of-treaties point: the United States signed in 2013 but in 2019 informed the UN Secretary-General that it did not intend to become a party, releasing itself from the signatory's obligation, reflected in Article 18 of the Vienna Convention, not to defeat the treaty's object and purpose.",
          ),
        },
      },
    ],
  },
  {
    slug: "art-criticism-history-theory-and-practice",
    discipline: "Art criticism",
    title: "Art Criticism: History, Theory and Practice",
    description:
      "From Diderot's reviews of the Paris Salon to the catalogue essay and the online review, criticism has shaped how art is seen and valued. Seminars trace the critic's changing role through Baudelaire, Greenberg, Fried and the October circle, consider how criticism relates to the art market, and ask participants to write and revise reviews of current exhibitions.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar and one gallery visit a week)",
    plantedGap: "the art market",
    modules: [
      {
        title: "Salon Criticism: Diderot and Baudelaire",
        description:
          "The birth of public art criticism around the Paris Salon and the two writers who made the Salon review a literary form.",
        lesson: {
          title: "The Critic Enters the Salon",
          html: p(
            "Art criticism as a public genre grew up around the Paris Salon, the exhibition of the Académie royale de peinture et de sculpture held in the Salon Carré of the Louvre, regularly from 1737 and usually every other year. The official booklet, the livret, listed the works without judging them. Judgement came from pamphlets and periodicals. La Font de Saint-Yenne's Réflexions sur quelques causes de l'état présent de la peinture en France (1747), which claimed for the public a right to judge the works on show, provoked outrage among artists and is often taken as the starting point of modern criticism.",
            "Denis Diderot reviewed nine Salons between 1759 and 1781 for Friedrich Melchior Grimm's Correspondance littéraire, a handwritten newsletter circulated to a small number of subscribers, mostly princely courts outside France. Because his readers could not see the works, Diderot had to describe them vividly, and his descriptions became a form of argument. He championed Chardin's still lifes for their truth to material ('one understands nothing of this magic') and, for a time, Greuze's moralising genre scenes, while attacking Boucher for facile decorative sensuality. In the Salon of 1767 he turned seven of Joseph Vernet's landscapes into an imaginary country walk in the company of an abbé, treating the scenes as real places before revealing the fiction.",
            "Charles Baudelaire took up the Salon review in 1845, 1846 and 1859. The Salon of 1846 argued that criticism, to justify itself, should be 'partial, passionate and political', and it defended Delacroix as the great colourist and the painter of modern feeling. In 'The Painter of Modern Life', written around 1859-60 and published in 1863, about the illustrator Constantin Guys, he defined modernity as 'the ephemeral, the fugitive, the contingent, the half of art whose other half is the eternal and the immutable'.",
            "Two lessons follow for practice: description is never a neutral preliminary, since choosing what to describe and in what order is already an argument; and the intended reader, Diderot's absent princes or Baudelaire's newspaper public, shapes the form. Seminar exercise: write 300 words on one work in a current exhibition for a reader who will never see it, then compare your choices with Diderot's on Chardin.",
          ),
        },
      },
      {
        title: "Formalism and Its Discontents",
        description:
          "Greenberg's theory of modernist painting, Rosenberg's rival account, Fried's attack on minimalism and Steinberg's challenge to formalist criteria.",
        lesson: {
          title: "Greenberg, Fried and Medium Specificity",
          html: p(
            "Clement Greenberg's 'Avant-Garde and Kitsch' (Partisan Review, 1939) argued that the avant-garde kept serious culture alive against mass-produced kitsch by turning to the problems of its own medium. His essay 'Modernist Painting' (1960, first delivered as a Voice of America broadcast) gave the theory its classic form: modernism is self-criticism in the Kantian sense, each art using its own methods to entrench itself more firmly in its area of competence by eliminating whatever it shared with other arts. For painting, what was unique was flatness, the two-dimensionality of the support, and the history of modernist painting from Manet onwards was the progressive acknowledgement of that flatness.",
            "Greenberg championed Jackson Pollock in the 1940s and later the colour-field painters Morris Louis and Kenneth Noland, shown in his 1964 exhibition Post Painterly Abstraction. A rival account came from Harold Rosenberg, whose 'The American Action Painters' (ARTnews, 1952) described the canvas as 'an arena in which to act', valuing the existential event of painting over its formal result.",
            "Michael Fried, a younger critic close to Greenberg, wrote the most influential attack on minimalism. In 'Art and Objecthood' (Artforum, June 1967) he called the work of Donald Judd and Robert Morris 'literalist' and argued that it was theatrical: it depended on the beholder's bodily experience of an object in a situation, extended in time, rather than being wholly manifest at every moment. Against this he set the 'presentness' of modernist painting and of Anthony Caro's sculpture, ending with the sentence 'Presentness is grace.' His claim that 'art degenerates as it approaches the condition of theatre' became the position that a generation of artists and critics defined themselves against.",
            "Leo Steinberg's 'Other Criteria', first given as a lecture at the Museum of Modern Art in 1968 and published in 1972, argued that Robert Rauschenberg's 'flatbed picture plane', a surface to which images and objects are attached like a tabletop or notice board, marked a shift in the picture's orientation from vertical nature to horizontal culture that formalist criteria could not register. Seminar exercise: take a work by a living painter and write two paragraphs, one in Greenberg's register (medium, flatness, quality) and one in Rosenberg's (act, risk, self), then discuss what each makes visible and what each hides.",
          ),
        },
      },
      {
        title: "After Formalism: Theory and the Review",
        description:
          "The October circle's theoretical turn, the debate over judgement in contemporary criticism, and a method for writing and revising an exhibition review.",
        lesson: {
          title: "Description, Interpretation, Judgement",
          html:
            p(
              "In 1976 Rosalind Krauss and Annette Michelson founded the journal October, which brought structuralist and post-structuralist theory, psychoanalysis and Marxism into American art criticism. Krauss's 'Sculpture in the Expanded Field' (October, Spring 1979) used a logical diagram, a Klein group, to map the work of Robert Smithson, Richard Serra and others as combinations of landscape, architecture and their negations, replacing the idea of a medium with a field of positions. Douglas Crimp's 'Pictures', first an exhibition at Artists Space in 1977 and then an essay in October, and Craig Owens's writing on allegory read the appropriation strategies of artists such as Sherrie Levine and Cindy Sherman as a critique of originality. Theory gave critics powerful tools, but it also shifted prestige from evaluating works to interpreting them.",
              "James Elkins, in What Happened to Art Criticism? (2003), described criticism as in worldwide crisis, produced in enormous quantities but little read, and observed that critics increasingly avoided judgement in favour of description or theoretical commentary. Whether or not one accepts the diagnosis, it clarifies what a review must do: describe accurately, interpret with evidence and judge with reasons. Edmund Feldman's and Terry Barrett's frameworks divide critical work along these lines and can be turned into a drafting procedure for a 600-800-word exhibition review:",
            ) +
            "<ol><li>Visit twice, taking notes in front of the works: titles, dates, media, dimensions, hang and lighting, and what the wall texts claim.</li>" +
            "<li>Identify the exhibition's argument and ask whether the selection supports it.</li>" +
            "<li>Choose two or three works to describe closely, in an order that builds your case.</li>" +
            "<li>Interpret: connect the works to the artist's practice, to relevant history and to the curators' framing.</li>" +
            "<li>Judge, and give reasons that a reader could test against the work.</li>" +
            "<li>Check every fact, italicise titles of works and exhibitions, and cut adjectives that carry no information.</li></ol>" +
            p(
              "Revision is where reviews improve most. Read the draft aloud and mark every sentence that could have been written without seeing the show; make it specific or delete it. Ask whether the first paragraph tells the reader what the exhibition is and what you think of it. In this seminar each review is read by two colleagues, who identify its main claim, its strongest piece of evidence and one judgement that needs better support.",
            ),
        },
      },
    ],
  },
];
