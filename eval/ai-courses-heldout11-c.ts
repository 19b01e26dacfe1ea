/** Eleventh held-out evaluation courses, advanced level (structural engineering to computer vision); see ai-courses-heldout11.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT11_C: EvalCourse[] = [
  {
    slug: "eurocode-design-of-steel-and-concrete-members",
    discipline: "Structural engineering",
    title: "Limit State Design of Steel and Concrete Members",
    description:
      "Taken to the level expected of a graduate engineer in a design office, limit state design is applied here to actions and their combination under Eurocode 0, steel beams in bending and lateral-torsional buckling to Eurocode 3, reinforced concrete beams in bending and shear to Eurocode 2, and the fire resistance of members.",
    level: "advanced",
    duration: "One semester",
    plantedGap: "fire resistance",
    modules: [
      {
        title: "Actions and Combinations",
        description:
          "Eurocode 0 combines permanent and variable actions with partial and combination factors to give design values for each limit state.",
        lesson: {
          title: "Design values from EN 1990",
          html:
            p(
              "Limit state design asks two separate questions. At the ultimate limit state (ULS), will the structure or any member fail, by rupture, buckling, instability or loss of equilibrium? At the serviceability limit state (SLS), will it deflect, vibrate or crack so much that it is unfit for use? EN 1990, Eurocode 0, answers both by comparing a design effect of actions E<sub>d</sub> with a design resistance R<sub>d</sub> and requiring E<sub>d</sub> ≤ R<sub>d</sub>.",
              "Actions are classified as permanent (G), such as self-weight and finishes, and variable (Q), such as imposed floor loads, snow and wind. Characteristic values G<sub>k</sub> and Q<sub>k</sub> come from EN 1991. They are multiplied by partial factors γ<sub>G</sub> and γ<sub>Q</sub>, which cover uncertainty in the loads and in the structural model. Where several variable actions act together, only the leading one takes its full characteristic value; the accompanying ones are reduced by a combination factor ψ<sub>0</sub>, since their peaks are unlikely to coincide.",
              "For the STR limit state, the UK National Annex permits either expression 6.10 or the less conservative pair 6.10a and 6.10b, taking the more onerous of the two:",
            ) +
            "<ul><li>6.10: 1.35 G<sub>k</sub> + 1.5 Q<sub>k</sub></li><li>6.10a: 1.35 G<sub>k</sub> + 1.5 ψ<sub>0</sub> Q<sub>k</sub></li><li>6.10b: ξ × 1.35 G<sub>k</sub> + 1.5 Q<sub>k</sub>, with ξ = 0.925</li></ul>" +
            p(
              "Consider a simply supported office floor beam of 6 m span carrying G<sub>k</sub> = 10 kN/m and Q<sub>k</sub> = 6 kN/m, with ψ<sub>0</sub> = 0.7 for office imposed load. Expression 6.10 gives 13.5 + 9.0 = 22.5 kN/m. Expression 6.10a gives 13.5 + 6.3 = 19.8 kN/m, and 6.10b gives 12.49 + 9.0 = 21.5 kN/m, so 6.10b governs at 21.5 kN/m, about 4 per cent less than 6.10. The design bending moment is wL²/8 = 21.5 × 36 / 8 = 96.8 kNm and the design shear wL/2 = 64.5 kN.",
              "At SLS the factors are 1.0, and the combination depends on the effect being checked: the characteristic combination for irreversible effects, the frequent combination (using ψ<sub>1</sub>) for reversible ones, and the quasi-permanent combination (using ψ<sub>2</sub>) for long-term effects such as creep deflection of concrete.",
            ),
        },
      },
      {
        title: "Steel Beams to Eurocode 3",
        description:
          "Check a rolled I-section for cross-section resistance and for lateral-torsional buckling of its unrestrained compression flange.",
        lesson: {
          title: "Bending resistance and lateral-torsional buckling",
          html:
            p(
              "EN 1993-1-1 first classifies a steel cross-section according to how far its compression elements can yield before local buckling. Class 1 and 2 sections can reach their full plastic moment, Class 3 only the elastic moment, and Class 4 sections buckle locally before first yield and are designed on an effective section. Classification depends on the width-to-thickness ratio of each element compared with limits scaled by ε = √(235/f<sub>y</sub>). Most rolled universal beams in bending are Class 1 or 2.",
              "For a Class 1 or 2 section, the bending resistance of the cross-section is M<sub>c,Rd</sub> = W<sub>pl,y</sub> f<sub>y</sub> / γ<sub>M0</sub>, with γ<sub>M0</sub> = 1.0 in the UK. A 356 × 171 × 51 UKB in S355 steel has a plastic modulus of 896 cm³ and, with a flange 11.5 mm thick, a yield strength of 355 N/mm², so M<sub>c,Rd</sub> = 896 × 10³ × 355 = 318 kNm. This comfortably exceeds the 96.8 kNm design moment of the office beam example, provided the beam is fully restrained.",
              "If the compression flange is not restrained laterally, for instance by a concrete slab fixed to it, the beam can fail at a lower moment by lateral-torsional buckling: the compression flange buckles sideways and the section twists. The buckling resistance is",
              "M<sub>b,Rd</sub> = χ<sub>LT</sub> W<sub>pl,y</sub> f<sub>y</sub> / γ<sub>M1</sub>",
              "where χ<sub>LT</sub> ≤ 1 is a reduction factor obtained from the non-dimensional slenderness λ̄<sub>LT</sub> = √(W<sub>pl,y</sub> f<sub>y</sub> / M<sub>cr</sub>) and the appropriate buckling curve. M<sub>cr</sub>, the elastic critical moment, depends on the unrestrained length, the section's minor-axis and torsional stiffness, the shape of the bending moment diagram and the height at which the load is applied; loads applied to the top flange are destabilising and reduce M<sub>cr</sub>.",
            ) +
            "<table><tr><th>Unrestrained length</th><th>Approximate χ<sub>LT</sub></th><th>M<sub>b,Rd</sub></th></tr><tr><td>1.5 m</td><td>0.93</td><td>296 kNm</td></tr><tr><td>3.0 m</td><td>0.70</td><td>223 kNm</td></tr><tr><td>6.0 m</td><td>0.37</td><td>118 kNm</td></tr></table>" +
            p(
              "The indicative figures show how quickly resistance falls with length. Providing intermediate restraint, such as secondary beams framing in at midspan, is often cheaper than choosing a heavier section.",
            ),
        },
      },
      {
        title: "Reinforced Concrete Beams to Eurocode 2",
        description:
          "Design the tension reinforcement of a rectangular beam and its shear links using the variable strut inclination method.",
        lesson: {
          title: "Bending and shear design",
          html:
            p(
              "EN 1992-1-1 assumes at the ultimate limit state that plane sections remain plane, that concrete carries no tension, and that the compression zone can be represented by a rectangular stress block. For concrete up to class C50/60, the simplified design equations used in UK practice follow from these assumptions with γ<sub>c</sub> = 1.5, α<sub>cc</sub> = 0.85 and γ<sub>s</sub> = 1.15.",
              "The procedure for a singly reinforced rectangular section of width b and effective depth d is:",
            ) +
            "<ul><li>K = M<sub>Ed</sub> / (b d² f<sub>ck</sub>); if K exceeds K′ ≈ 0.167 (no moment redistribution), compression reinforcement is required.</li><li>Lever arm z = d [0.5 + √(0.25 − K/1.134)] ≤ 0.95d.</li><li>A<sub>s,req</sub> = M<sub>Ed</sub> / (0.87 f<sub>yk</sub> z).</li></ul>" +
            p(
              "Take M<sub>Ed</sub> = 200 kNm, b = 300 mm, d = 500 mm, C30/37 concrete and f<sub>yk</sub> = 500 N/mm². Then K = 200 × 10<sup>6</sup> / (300 × 500² × 30) = 0.089, below K′, so no compression steel is needed. The lever arm is z = 500 [0.5 + √(0.25 − 0.078)] = 457 mm, within 0.95d = 475 mm. The required area is 200 × 10<sup>6</sup> / (0.87 × 500 × 457) = 1,006 mm², provided by four 20 mm bars (1,257 mm²). The designer then checks minimum and maximum steel areas, bar spacing for crack control, and the span-to-depth ratio for deflection.",
              "For shear, Eurocode 2 uses the variable strut inclination method. Where the design shear exceeds the resistance of the concrete alone, V<sub>Rd,c</sub>, all the shear is carried by a truss of concrete struts and steel links, with the strut angle θ chosen so that 1 ≤ cot θ ≤ 2.5. The maximum strut capacity V<sub>Rd,max</sub> must first be checked against crushing; if it is adequate with cot θ = 2.5, the link requirement is",
              "A<sub>sw</sub>/s = V<sub>Ed</sub> / (0.78 d f<sub>yk</sub> cot θ)",
              "using z = 0.9d and f<sub>ywd</sub> = 0.87 f<sub>yk</sub>. For V<sub>Ed</sub> = 250 kN on the same beam, A<sub>sw</sub>/s = 250,000 / (0.78 × 500 × 500 × 2.5) = 0.51 mm²/mm. Two-legged 8 mm links provide 101 mm², giving a spacing of 197 mm; 175 mm centres would be detailed, within the maximum of 0.75d = 375 mm.",
            ),
        },
      },
    ],
  },
  {
    slug: "radiotherapy-planning-and-clinical-radiobiology",
    discipline: "Radiation therapy",
    title: "Advanced Radiotherapy Planning and Radiobiology",
    description:
      "Assuming a grounding in radiation physics, the module connects the linear-quadratic model and fractionation, target and organ-at-risk volumes defined according to ICRU Reports 50, 62 and 83, inverse-planned IMRT and VMAT, and image-guided verification of patient position.",
    level: "advanced",
    duration: "15 weeks",
    plantedGap: "image-guided",
    modules: [
      {
        title: "The Linear-Quadratic Model and Fractionation",
        description:
          "Use the linear-quadratic model to compare fractionation schedules for tumour control and late normal-tissue effects.",
        lesson: {
          title: "BED, EQD2 and the α/β ratio",
          html:
            p(
              "The linear-quadratic (LQ) model describes the surviving fraction of cells after a single dose D as S = exp(−αD − βD²). The linear term represents lethal damage from a single track, such as a double-strand break produced by one electron; the quadratic term represents damage from the interaction of two separate tracks. The ratio α/β, in gray, is the dose at which the two components contribute equally, and it characterises how a tissue responds to changes in fraction size.",
              "Early-responding tissues such as mucosa and most squamous carcinomas have a high α/β, typically around 10 Gy, and are relatively insensitive to fraction size. Late-responding tissues such as spinal cord, rectum and lung have a low α/β of about 2 to 3 Gy and are spared by small fractions. Prostate and breast cancers are exceptions, with low α/β values estimated at about 1.5 and 3 to 4 Gy respectively, which is the rationale for moderate hypofractionation in those sites.",
              "For n fractions of dose d, the biologically effective dose is BED = nd (1 + d / (α/β)), and the equivalent dose in 2 Gy fractions is EQD2 = BED / (1 + 2 / (α/β)). Compare 60 Gy in 30 fractions with 55 Gy in 20 fractions:",
            ) +
            "<table><tr><th>Schedule</th><th>BED (α/β = 10)</th><th>EQD2 (α/β = 10)</th><th>BED (α/β = 3)</th><th>EQD2 (α/β = 3)</th></tr><tr><td>60 Gy / 30 × 2 Gy</td><td>72.0 Gy</td><td>60.0 Gy</td><td>100.0 Gy</td><td>60.0 Gy</td></tr><tr><td>55 Gy / 20 × 2.75 Gy</td><td>70.1 Gy</td><td>58.4 Gy</td><td>105.4 Gy</td><td>63.3 Gy</td></tr></table>" +
            p(
              "The shorter schedule delivers slightly less effective dose to a tumour with α/β = 10 but more to late-responding tissue, a warning that larger fractions must be used with care near critical organs. In practice the simple model is modified for overall treatment time: in head and neck cancer, tumour repopulation accelerates after about 28 days, and each day beyond that loses roughly 0.6 Gy of effective dose.",
              "The LQ model is an empirical description supported well in the range of about 1 to 6 Gy per fraction. Its validity for the very large fractions of stereotactic ablative radiotherapy is debated, and biological factors summarised by the four Rs of radiobiology (repair, reoxygenation, redistribution in the cell cycle and repopulation) explain much of the benefit of fractionation.",
            ),
        },
      },
      {
        title: "Defining Volumes",
        description:
          "Where does the tumour end and the margin begin? This module works through the ICRU volumes and the calculation of planning margins.",
        lesson: {
          title: "GTV, CTV, PTV and margin recipes",
          html:
            p(
              "The International Commission on Radiation Units and Measurements set out a common language for target volumes in ICRU Report 50 (1993), refined it in Report 62 (1999) and extended it to intensity-modulated treatment in Report 83 (2010). The volumes separate biological uncertainty from geometric uncertainty, so that each margin has a single, explicit justification.",
            ) +
            "<ul><li><b>GTV</b>, gross tumour volume: the palpable or visible extent of the tumour on examination and imaging.</li><li><b>CTV</b>, clinical target volume: the GTV plus a margin for microscopic spread, and any nodal regions at risk; its definition is a clinical judgement.</li><li><b>ITV</b>, internal target volume (Report 62): the CTV plus an internal margin for motion and changes in its size and shape, for example lung tumour motion with breathing.</li><li><b>PTV</b>, planning target volume: a geometric concept that adds a set-up margin so that the CTV receives the prescribed dose despite uncertainties in daily positioning.</li><li><b>OAR</b> and <b>PRV</b>: organs at risk, and the planning organ-at-risk volume that adds a margin around a serial organ such as the spinal cord.</li></ul>" +
            p(
              "PTV margins are best calculated from measured errors. Systematic errors (Σ), which are the same at every fraction, such as a delineation error or a difference between planning and treatment set-up, shift the whole dose distribution and are far more damaging than random errors (σ), which vary from day to day and blur it. Van Herk and colleagues derived the widely used recipe",
              "margin = 2.5Σ + 0.7σ",
              "which aims to ensure that 90 per cent of patients receive a minimum cumulative CTV dose of at least 95 per cent of the prescription. If a department's audit shows Σ = 2 mm and σ = 3 mm in a given direction, the margin is 2.5 × 2 + 0.7 × 3 = 7.1 mm. Halving Σ to 1 mm would reduce it to 4.6 mm, which is why reducing systematic error yields the greatest benefit.",
              "ICRU Report 83 also changed how dose is reported. Instead of a single point dose, it recommends reporting dose-volume quantities such as D<sub>50%</sub> (the median dose), D<sub>98%</sub> as a near-minimum and D<sub>2%</sub> as a near-maximum for the PTV, because point doses are poorly defined in the steep gradients of modulated plans.",
            ),
        },
      },
      {
        title: "Inverse Planning for IMRT and VMAT",
        description:
          "Write optimisation objectives, judge the resulting dose-volume histograms and verify deliverability before treatment.",
        lesson: {
          title: "Objectives, constraints and plan quality assurance",
          html:
            p(
              "In forward planning, the planner chooses beam directions, weights and shapes and calculates the resulting dose. Intensity-modulated radiotherapy (IMRT) reverses the process. The planner specifies the desired dose distribution as a set of objectives, and an optimiser adjusts the fluence of many small beamlets, later converted into multileaf collimator (MLC) sequences, to minimise a cost function that penalises deviations from them. Volumetric-modulated arc therapy (VMAT) extends the idea to delivery during one or more gantry arcs, with MLC shape, dose rate and gantry speed all varying continuously, which usually shortens treatment times considerably.",
              "Objectives are expressed as dose-volume points with priorities or weights: for a prostate PTV, perhaps 'no more than 2 per cent of the volume above 107 per cent of prescription' and 'at least 98 per cent above 95 per cent'; for organs at risk, limits drawn from clinical evidence such as the QUANTEC reviews (2010). For the rectum in conventionally fractionated prostate treatment, the QUANTEC constraints are:",
            ) +
            "<table><tr><th>Dose</th><th>Maximum rectal volume</th></tr><tr><td>V<sub>50 Gy</sub></td><td>&lt; 50%</td></tr><tr><td>V<sub>60 Gy</sub></td><td>&lt; 35%</td></tr><tr><td>V<sub>65 Gy</sub></td><td>&lt; 25%</td></tr><tr><td>V<sub>70 Gy</sub></td><td>&lt; 20%</td></tr><tr><td>V<sub>75 Gy</sub></td><td>&lt; 15%</td></tr></table>" +
            p(
              "The optimiser finds a mathematical optimum for the objectives it is given, not necessarily the best clinical plan. Planners therefore add help structures, such as a ring around the PTV to force a steep dose fall-off, and iterate. The plan is judged on its dose-volume histograms, its conformity and homogeneity indices, and slice-by-slice review of the isodoses, looking for hot spots outside the target that the histograms can hide.",
              "Because a modulated plan is delivered through complex, small and irregular fields, each plan undergoes patient-specific quality assurance before the first fraction. The delivered dose is measured with a detector array or an electronic portal device and compared with the calculation using the gamma index, which combines a dose-difference and a distance-to-agreement criterion. AAPM Task Group 218 recommends criteria of 3 per cent and 2 mm, with a tolerance of at least 95 per cent of points passing and an action limit of 90 per cent.",
            ),
        },
      },
    ],
  },
  {
    slug: "coordination-chemistry-of-the-d-block",
    discipline: "Inorganic chemistry",
    title: "Transition Metal Coordination Chemistry",
    description:
      "Ligand field theory sits at the centre of this advanced treatment of the d-block, which takes in crystal field splitting and the spectrochemical series, magnetism, electronic spectra interpreted with Tanabe–Sugano diagrams, the Jahn–Teller effect, and the mechanisms of ligand substitution.",
    level: "advanced",
    duration: "One semester",
    plantedGap: "Tanabe–Sugano diagrams",
    modules: [
      {
        title: "Crystal Field Splitting",
        description: "Ligands split the five d orbitals, and the size of the split decides the electron configuration.",
        lesson: {
          title: "Δ, the spectrochemical series and CFSE",
          html:
            p(
              "In an isolated transition-metal ion the five d orbitals are degenerate. Crystal field theory treats the ligands as point charges and asks how their electrostatic field changes the orbital energies. In an octahedral complex the ligands approach along the x, y and z axes, so the d<sub>z²</sub> and d<sub>x²−y²</sub> orbitals, which point at them, are raised in energy and form the e<sub>g</sub> set, while d<sub>xy</sub>, d<sub>xz</sub> and d<sub>yz</sub>, which point between them, are lowered and form the t<sub>2g</sub> set. The energy gap is Δ<sub>o</sub>. Because the barycentre is conserved, t<sub>2g</sub> lies 0.4Δ<sub>o</sub> below the average and e<sub>g</sub> 0.6Δ<sub>o</sub> above it. In a tetrahedral field the splitting is inverted and smaller, Δ<sub>t</sub> ≈ 4/9 Δ<sub>o</sub>, so tetrahedral complexes are almost always high spin.",
              "Ligand field theory refines this picture with molecular orbital ideas: σ-donor ligands raise e<sub>g</sub>, π-donors raise t<sub>2g</sub> and reduce Δ, and π-acceptors lower t<sub>2g</sub> and increase it. This explains the experimentally determined spectrochemical series, in which Δ increases from left to right:",
              "I<sup>−</sup> &lt; Br<sup>−</sup> &lt; Cl<sup>−</sup> &lt; F<sup>−</sup> &lt; OH<sup>−</sup> &lt; H<sub>2</sub>O &lt; NH<sub>3</sub> &lt; en &lt; bipy &lt; NO<sub>2</sub><sup>−</sup> &lt; CN<sup>−</sup> &lt; CO",
              "Δ also increases with the oxidation state of the metal and down a group: 4d and 5d complexes have splittings 30 to 50 per cent larger than their 3d analogues and are nearly all low spin.",
              "For d<sup>4</sup> to d<sup>7</sup> ions in octahedral fields there is a choice. If Δ<sub>o</sub> is smaller than the mean pairing energy P, electrons occupy e<sub>g</sub> before pairing, giving a high-spin complex; if Δ<sub>o</sub> exceeds P, they pair in t<sub>2g</sub>, giving low spin. The crystal field stabilisation energy (CFSE) quantifies the gain:",
            ) +
            "<ul><li>[Fe(H<sub>2</sub>O)<sub>6</sub>]<sup>2+</sup>, high-spin d<sup>6</sup>, t<sub>2g</sub><sup>4</sup>e<sub>g</sub><sup>2</sup>: CFSE = 4(−0.4) + 2(0.6) = −0.4Δ<sub>o</sub>, four unpaired electrons</li><li>[Fe(CN)<sub>6</sub>]<sup>4−</sup>, low-spin d<sup>6</sup>, t<sub>2g</sub><sup>6</sup>: CFSE = −2.4Δ<sub>o</sub> + 2P, diamagnetic</li></ul>" +
            p(
              "CFSE also accounts for the double-humped trend in the hydration enthalpies of the M<sup>2+</sup> ions from Ca to Zn, which deviate from a smooth curve by roughly the stabilisation expected for each configuration.",
            ),
        },
      },
      {
        title: "Magnetism and the Jahn–Teller Effect",
        description:
          "Magnetic moments count unpaired electrons, and degenerate configurations distort to lower their energy.",
        lesson: {
          title: "Spin-only moments and tetragonal distortion",
          html:
            p(
              "Because unpaired electrons make a complex paramagnetic, measuring its magnetic susceptibility distinguishes high-spin from low-spin configurations. For many first-row complexes, especially those with no orbital contribution, the effective magnetic moment is close to the spin-only value",
              "μ<sub>so</sub> = √(n(n + 2)) μ<sub>B</sub>",
              "where n is the number of unpaired electrons and μ<sub>B</sub> the Bohr magneton.",
            ) +
            "<table><tr><th>n</th><th>μ<sub>so</sub> / μ<sub>B</sub></th><th>Example</th></tr><tr><td>1</td><td>1.73</td><td>[Cu(H<sub>2</sub>O)<sub>6</sub>]<sup>2+</sup></td></tr><tr><td>2</td><td>2.83</td><td>[Ni(NH<sub>3</sub>)<sub>6</sub>]<sup>2+</sup></td></tr><tr><td>3</td><td>3.87</td><td>[Cr(H<sub>2</sub>O)<sub>6</sub>]<sup>3+</sup></td></tr><tr><td>4</td><td>4.90</td><td>[Fe(H<sub>2</sub>O)<sub>6</sub>]<sup>2+</sup></td></tr><tr><td>5</td><td>5.92</td><td>[Mn(H<sub>2</sub>O)<sub>6</sub>]<sup>2+</sup></td></tr></table>" +
            p(
              "Susceptibility is measured with a Gouy balance, a SQUID magnetometer, or in solution by the Evans NMR method, which uses the shift of a reference signal caused by the paramagnetic solute. Measured values above the spin-only figure, as in many octahedral Co<sup>2+</sup> complexes (typically 4.7 to 5.2 μ<sub>B</sub> against 3.87), indicate an orbital contribution from a degenerate t<sub>2g</sub> ground term.",
              "The Jahn–Teller theorem (1937) states that a non-linear molecule in an orbitally degenerate electronic state will distort so as to remove the degeneracy and lower its energy. In octahedral complexes the effect is strong when the e<sub>g</sub> orbitals are unevenly occupied, because those orbitals point directly at the ligands: high-spin d<sup>4</sup> (Cr<sup>2+</sup>, Mn<sup>3+</sup>), low-spin d<sup>7</sup> and, above all, d<sup>9</sup> Cu<sup>2+</sup>. In Cu<sup>2+</sup>, with configuration t<sub>2g</sub><sup>6</sup>e<sub>g</sub><sup>3</sup>, placing the extra electron in d<sub>z²</sub> and elongating the two axial bonds lowers d<sub>z²</sub> by δ/2 and raises d<sub>x²−y²</sub> by δ/2; with two electrons in the lowered orbital and one in the raised, the complex gains δ/2 overall.",
              "Hence most copper(II) complexes show four short equatorial bonds and two long axial ones; in salts containing [Cu(H<sub>2</sub>O)<sub>6</sub>]<sup>2+</sup> the axial Cu–O distances are typically about 0.3 Å longer than the equatorial ones. The distortion also explains why the stepwise formation constant for the fifth and sixth ammonia ligands on Cu<sup>2+</sup> is very small. Where the degeneracy lies in t<sub>2g</sub>, as in d<sup>1</sup> or low-spin d<sup>5</sup>, the distortion is weak and often masked by vibrations.",
            ),
        },
      },
      {
        title: "Ligand Substitution Mechanisms",
        description:
          "Classify substitution reactions as dissociative, associative or interchange, and use the trans effect in synthesis.",
        lesson: {
          title: "Lability, mechanism and the trans effect",
          html:
            p(
              "Complexes differ enormously in how quickly their ligands are replaced. Taube called complexes that exchange ligands with a half-life under about a minute at room temperature labile, and slower ones inert, a kinetic distinction unrelated to thermodynamic stability: [Co(NH<sub>3</sub>)<sub>6</sub>]<sup>3+</sup> is thermodynamically unstable in acid yet survives for days. Water-exchange rate constants for aqua ions span about twenty orders of magnitude, from around 10<sup>9</sup> s<sup>−1</sup> for Cu<sup>2+</sup> to 2.4 × 10<sup>−6</sup> s<sup>−1</sup> for Cr<sup>3+</sup> and about 10<sup>−10</sup> s<sup>−1</sup> for Ir<sup>3+</sup>. Ligand field effects explain the pattern: d<sup>3</sup> and low-spin d<sup>6</sup> ions lose a large stabilisation energy on forming a five- or seven-coordinate transition state and are inert.",
              "Langford and Gray (1965) classified substitution mechanisms by their stoichiometric path and their intimate activation:",
            ) +
            "<ul><li><b>D</b>, dissociative: the leaving group departs first, giving an intermediate of lower coordination number.</li><li><b>A</b>, associative: the entering group binds first, giving an intermediate of higher coordination number.</li><li><b>I</b>, interchange: no detectable intermediate; I<sub>d</sub> if bond-breaking dominates the activation, I<sub>a</sub> if bond-making does.</li></ul>" +
            p(
              "Octahedral complexes of the first-row metals generally react by I<sub>d</sub> paths, and their substitution follows the Eigen–Wilkins mechanism: rapid formation of an outer-sphere encounter complex, then rate-limiting interchange, so that rates barely depend on the entering ligand. Activation volumes from high-pressure kinetics support the assignment: positive values indicate dissociative activation, negative values associative activation.",
              "Square-planar d<sup>8</sup> complexes of Pt(II), by contrast, react associatively through a five-coordinate intermediate, and the ligand trans to the leaving group strongly influences the rate. The approximate trans-effect order is CO, CN<sup>−</sup>, C<sub>2</sub>H<sub>4</sub> &gt; PR<sub>3</sub>, H<sup>−</sup> &gt; CH<sub>3</sub><sup>−</sup> &gt; I<sup>−</sup> &gt; Br<sup>−</sup> &gt; Cl<sup>−</sup> &gt; NH<sub>3</sub> &gt; H<sub>2</sub>O. The classic application is the synthesis of the anticancer drug cisplatin: treating [PtCl<sub>4</sub>]<sup>2−</sup> with ammonia replaces one chloride, and the second ammonia enters trans to a chloride, the stronger trans director, giving cis-[PtCl<sub>2</sub>(NH<sub>3</sub>)<sub>2</sub>]. Starting instead from [Pt(NH<sub>3</sub>)<sub>4</sub>]<sup>2+</sup> and adding chloride gives the trans isomer.",
            ),
        },
      },
    ],
  },
  {
    slug: "reservoir-engineering-material-balance-well-testing",
    discipline: "Petroleum engineering",
    title: "Reservoir Engineering: Reserves, Material Balance and Well Testing",
    description:
      "Three questions organise this postgraduate module, namely how much hydrocarbon is in place, how fast it can flow, and how much can be recovered, and they are answered with volumetric estimation, the material balance equation, pressure-transient well test analysis and waterflood displacement theory.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "waterflood",
    modules: [
      {
        title: "Volumetric Estimation of Hydrocarbons in Place",
        description:
          "Combine mapped rock volume, porosity, saturation and formation volume factor, and express the uncertainty as a range.",
        lesson: {
          title: "STOIIP and its uncertainty",
          html:
            p(
              "Before a field has produced, the quantity of oil in place can be estimated only from its geometry and rock and fluid properties. The stock-tank oil initially in place, in oilfield units, is",
              "STOIIP = 7758 A h φ (1 − S<sub>w</sub>) / B<sub>oi</sub>",
              "where A is the area in acres, h the net pay thickness in feet, φ the porosity, S<sub>w</sub> the water saturation, B<sub>oi</sub> the initial oil formation volume factor in reservoir barrels per stock-tank barrel, and 7758 the number of barrels in one acre-foot. In practice A × h is replaced by the gross rock volume from depth maps multiplied by a net-to-gross ratio.",
              "For a reservoir of 640 acres with 50 ft of net pay, porosity 0.20, water saturation 0.25 and B<sub>oi</sub> = 1.25 rb/STB:",
              "STOIIP = 7758 × 640 × 50 × 0.20 × 0.75 / 1.25 ≈ 29.8 million STB.",
              "The formation volume factor converts reservoir volume to surface volume: oil shrinks as it rises to the surface because dissolved gas comes out of solution, so one reservoir barrel yields only 0.8 stock-tank barrels in this example.",
              "Each input is uncertain. Area depends on seismic interpretation and the depth of the oil-water contact; porosity and saturation come from logs calibrated with core, and saturation depends on the Archie parameters and formation water resistivity chosen. Industry practice, codified in the SPE Petroleum Resources Management System (PRMS), is therefore to express volumes as a distribution rather than a single number. Monte Carlo simulation samples each input from a distribution and multiplies, producing low, best and high estimates, P90, P50 and P10, where P90 is the value exceeded with 90 per cent probability.",
            ) +
            "<table><tr><th>Input</th><th>Low</th><th>Best</th><th>High</th></tr><tr><td>Gross rock volume (acre-ft)</td><td>25,000</td><td>32,000</td><td>40,000</td></tr><tr><td>Porosity</td><td>0.17</td><td>0.20</td><td>0.23</td></tr><tr><td>S<sub>w</sub></td><td>0.32</td><td>0.25</td><td>0.20</td></tr></table>" +
            p(
              "Multiplying all the low values together gives a figure far below the true P90, because it is very unlikely that every input is at its low case simultaneously; this is the main argument for probabilistic rather than scenario-based estimates.",
            ),
        },
      },
      {
        title: "The Material Balance Equation",
        description:
          "Treating the reservoir as a tank, material balance uses production and pressure history to estimate volumes in place and identify the drive mechanism.",
        lesson: {
          title: "Havlena–Odeh straight lines and p/z plots",
          html:
            p(
              "Material balance applies conservation of mass to the reservoir as a single tank at uniform pressure: the reservoir volume of fluids withdrawn equals the expansion of the fluids and rock left behind plus any water that has flowed in. Schilthuis set out the general equation in 1936, and Havlena and Odeh (1963) showed how to rearrange it into straight lines that make the data diagnose themselves.",
              "In their notation, the underground withdrawal is F = N<sub>p</sub>[B<sub>o</sub> + (R<sub>p</sub> − R<sub>s</sub>)B<sub>g</sub>] + W<sub>p</sub>B<sub>w</sub>, and the equation becomes",
              "F = N(E<sub>o</sub> + m E<sub>g</sub> + E<sub>f,w</sub>) + W<sub>e</sub>B<sub>w</sub>",
              "where N is the initial oil in place, E<sub>o</sub> the expansion of oil and its dissolved gas, E<sub>g</sub> the expansion of a gas cap whose size relative to the oil zone is m, E<sub>f,w</sub> the expansion of connate water and reduction of pore volume, and W<sub>e</sub> the cumulative water influx from an aquifer.",
              "For a reservoir with no gas cap and no aquifer, a plot of F against E<sub>o</sub> + E<sub>f,w</sub> should be a straight line through the origin with slope N. If the points instead curve upward, energy is arriving from outside: an aquifer is supplying water. Plotting F/E<sub>o</sub> against W<sub>e</sub>/E<sub>o</sub> for a chosen aquifer model then gives a straight line whose intercept is N, and the aquifer model is adjusted until it is straight.",
              "Gas reservoirs without water influx give the simplest and most widely used form, the p/z plot. Since p/z declines linearly with cumulative gas production G<sub>p</sub>,",
              "p/z = (p<sub>i</sub>/z<sub>i</sub>)(1 − G<sub>p</sub>/G)",
              "If p<sub>i</sub>/z<sub>i</sub> = 4,000 psia and falls to 3,600 psia after 10 Bcf has been produced, extrapolating to p/z = 0 gives G = 10 / (1 − 3600/4000) = 100 Bcf.",
            ) +
            "<ul><li>Solution-gas drive: rapid pressure decline, rising gas-oil ratio, low recovery</li><li>Gas-cap drive: slower decline, gas breakthrough in up-dip wells</li><li>Water drive: pressure maintained, rising water cut, often the highest natural recovery</li></ul>",
        },
      },
      {
        title: "Pressure-Transient Well Testing",
        description:
          "Interpret drawdown and build-up tests with semilog analysis to estimate permeability-thickness and skin.",
        lesson: {
          title: "Horner analysis and the skin factor",
          html:
            p(
              "A well test changes the rate of a well and records the pressure response, which diffuses outward through the reservoir and carries information about the rock it passes through. Under radial flow in a homogeneous, infinite-acting reservoir, the solution of the diffusivity equation for a well producing at constant rate q gives a bottomhole pressure that falls linearly with the logarithm of time. In a build-up test the well is shut in after producing for a time t<sub>p</sub>, and by superposition the shut-in pressure is",
              "p<sub>ws</sub> = p<sub>i</sub> − m log[(t<sub>p</sub> + Δt) / Δt], with m = 162.6 qBμ / kh",
              "in oilfield units (q in STB/d, μ in cP, k in mD, h in ft, m in psi per log cycle). A plot of p<sub>ws</sub> against log[(t<sub>p</sub> + Δt)/Δt], the Horner plot, is a straight line during infinite-acting radial flow; its slope gives the permeability-thickness product, and its extrapolation to a Horner time of 1 gives p*, an estimate of initial or average pressure.",
              "Suppose a well produced 500 STB/d with B = 1.2 rb/STB and μ = 1.5 cP, and the Horner slope is 25 psi/cycle over 40 ft of net pay. Then kh = 162.6 × 500 × 1.2 × 1.5 / 25 = 5,854 mD·ft and k ≈ 146 mD.",
              "The skin factor s describes extra pressure drop near the wellbore, from drilling-mud damage (s &gt; 0) or stimulation such as acidising or fracturing (s &lt; 0). From a build-up test,",
              "s = 1.151 [(p<sub>1hr</sub> − p<sub>wf</sub>)/m − log(k / (φμc<sub>t</sub>r<sub>w</sub>²)) + 3.23]",
              "With p<sub>1hr</sub> − p<sub>wf</sub> = 200 psi, φ = 0.20, c<sub>t</sub> = 1 × 10<sup>−5</sup> psi<sup>−1</sup> and r<sub>w</sub> = 0.354 ft, the log term is 8.59 and s = 1.151 (8.0 − 8.59 + 3.23) ≈ +3.0. The additional pressure drop from skin is 0.869 m s ≈ 66 psi, the pressure that stimulation could recover.",
            ) +
            "<ul><li>Early-time data are distorted by wellbore storage; the log-log derivative plot, introduced by Bourdet in 1983, shows when radial flow begins as a flat derivative.</li><li>Late-time deviations reveal boundaries such as sealing faults, which double the semilog slope.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "multiple-view-geometry-computer-vision",
    discipline: "Computer vision",
    title: "Geometric Computer Vision",
    description:
      "Taking the pinhole camera as its starting point, this graduate module develops the geometry of single and multiple views: camera calibration, epipolar geometry and the fundamental matrix, robust estimation with RANSAC, and bundle adjustment for structure from motion.",
    level: "advanced",
    duration: "One semester",
    plantedGap: "bundle adjustment",
    modules: [
      {
        title: "The Pinhole Camera and Calibration",
        description:
          "Model image formation as a projective mapping and recover a camera's intrinsic parameters from images of a planar target.",
        lesson: {
          title: "Projection matrices and Zhang's method",
          html:
            p(
              "The pinhole camera maps a point in the world to the image by central projection through a single centre. In homogeneous coordinates the mapping is linear: a world point X = (X, Y, Z, 1)<sup>T</sup> projects to the image point x = PX, defined up to scale, where P is the 3 × 4 camera matrix. It factorises as",
              "P = K [R | t]",
              "where R and t, the extrinsic parameters, give the rotation and translation from world to camera coordinates, and K is the upper-triangular calibration matrix containing the intrinsic parameters: the focal lengths f<sub>x</sub> and f<sub>y</sub> in pixels, the principal point (c<sub>x</sub>, c<sub>y</sub>) and a skew term that is zero for practically all modern sensors. P has 11 degrees of freedom, so it can be estimated linearly from at least six known 3D–2D correspondences by the direct linear transform, and then decomposed into K and R by RQ decomposition.",
              "Real lenses depart from the pinhole model through distortion, chiefly radial. A common model maps an ideal normalised point at radius r to x<sub>d</sub> = x(1 + k<sub>1</sub>r² + k<sub>2</sub>r⁴), with tangential terms for decentred lenses. Wide-angle lenses show strong barrel distortion (k<sub>1</sub> &lt; 0), and ignoring it produces errors of tens of pixels at the image edges.",
              "The most widely used calibration procedure is Zhang's method (2000), implemented in OpenCV and MATLAB. A planar checkerboard of known square size is photographed in several orientations. Because the target is a plane, each view is related to the image by a homography H = K[r<sub>1</sub> r<sub>2</sub> t]. The orthonormality of r<sub>1</sub> and r<sub>2</sub> gives two linear constraints per view on the matrix ω = K<sup>−T</sup>K<sup>−1</sup>, the image of the absolute conic, so three views in general position determine all five intrinsic parameters in closed form. This linear estimate then initialises a nonlinear least-squares refinement of all parameters, including distortion, that minimises reprojection error.",
            ) +
            "<ul><li>Use 15 to 25 views that tilt the board by up to about 45° and cover the corners of the image.</li><li>A root-mean-square reprojection error well below one pixel, often 0.1 to 0.3 px, indicates a good calibration.</li><li>Refocusing or zooming changes K, so calibrate at the settings that will be used.</li></ul>",
        },
      },
      {
        title: "Epipolar Geometry",
        description:
          "Two views of the same scene are linked by the fundamental matrix, which constrains every correspondence to a line.",
        lesson: {
          title: "The fundamental and essential matrices",
          html:
            p(
              "Given two images of a scene from different viewpoints, a point x in the first image can correspond only to points on a line in the second, its epipolar line. The camera centres, the 3D point and its two images all lie in one plane, the epipolar plane, and every such plane contains the baseline joining the two centres. The baseline meets each image at the epipole, through which all epipolar lines pass.",
              "Algebraically, corresponding points satisfy x′<sup>T</sup> F x = 0, where F is the 3 × 3 fundamental matrix. Fx is the epipolar line in the second image, and F<sup>T</sup>x′ the line in the first. F is defined up to scale and is singular, of rank 2, because all epipolar lines pass through the epipole; it therefore has seven degrees of freedom. When the intrinsic parameters are known, points can be normalised by K<sup>−1</sup> and the relation becomes x̂′<sup>T</sup> E x̂ = 0 with the essential matrix",
              "E = [t]<sub>×</sub> R = K′<sup>T</sup> F K",
              "which has five degrees of freedom (three for rotation, two for the direction of translation, since scale cannot be recovered from two images) and two equal non-zero singular values. Decomposing E by singular value decomposition yields four candidate pairs (R, t); only one places the reconstructed points in front of both cameras, and this cheirality test selects it.",
              "F can be estimated linearly from eight or more correspondences. Each gives one equation linear in the nine entries of F, and the stacked system Af = 0 is solved by taking the right singular vector of A with the smallest singular value. Two further steps are essential:",
            ) +
            "<ul><li><b>Normalisation</b>: as Hartley showed in 'In defence of the eight-point algorithm' (1997), the points in each image should first be translated so that their centroid is at the origin and scaled so that their mean distance from it is √2; without this, the system is badly conditioned and results are poor.</li><li><b>Rank enforcement</b>: the linear solution is generally of full rank, so its smallest singular value is set to zero, giving the nearest rank-2 matrix in the Frobenius norm, before the normalisation is undone.</li></ul>" +
            p(
              "With seven correspondences the rank constraint can be imposed directly, giving a cubic with one or three real solutions; with calibrated cameras, Nistér's five-point algorithm estimates E from the minimal five.",
            ),
        },
      },
      {
        title: "Robust Estimation with RANSAC",
        description:
          "Why do least-squares fits collapse on real feature matches, and how many random samples does RANSAC need?",
        lesson: {
          title: "Sampling, consensus and the number of iterations",
          html:
            p(
              "Feature matching with detectors and descriptors such as SIFT or ORB always produces some wrong correspondences, often 30 to 60 per cent of the total in scenes with repetitive texture. A single gross outlier can drag a least-squares estimate of a homography or fundamental matrix arbitrarily far from the truth, so geometric vision relies on robust estimators, above all RANSAC, random sample consensus, published by Fischler and Bolles in 1981.",
              "The algorithm repeats a simple loop. Draw a minimal sample of s correspondences at random, s = 4 for a homography, 7 or 8 for a fundamental matrix, 5 for an essential matrix. Fit the model to the sample. Count the correspondences consistent with it, those whose error is below a threshold, such as a Sampson distance of one or two pixels for F. Keep the model with the largest consensus set. Finally, re-estimate the model from all its inliers by least squares, which uses the whole consensus rather than the noisy minimal sample.",
              "The number of iterations N needed to draw, with probability p, at least one sample free of outliers, when a fraction ε of the data are outliers, is",
              "N = log(1 − p) / log(1 − (1 − ε)<sup>s</sup>)",
            ) +
            "<table><tr><th>Model</th><th>s</th><th>N for ε = 0.5, p = 0.99</th></tr><tr><td>Homography</td><td>4</td><td>72</td></tr><tr><td>Essential matrix (five-point)</td><td>5</td><td>146</td></tr><tr><td>Fundamental matrix (seven-point)</td><td>7</td><td>588</td></tr><tr><td>Fundamental matrix (eight-point)</td><td>8</td><td>1,177</td></tr></table>" +
            p(
              "The table shows why minimal solvers matter: each extra point in the sample roughly doubles the work at 50 per cent outliers. Because ε is rarely known in advance, implementations start from a pessimistic value and update N adaptively whenever a larger consensus set is found.",
              "Several refinements are standard. MSAC scores hypotheses by a truncated sum of squared errors instead of a bare count, which ranks models more sensibly; PROSAC draws first from the matches with the best descriptor scores; and LO-RANSAC runs a local optimisation on promising hypotheses. Degenerate configurations, such as correspondences lying on a single plane when estimating F, can produce large but wrong consensus sets and must be detected separately.",
            ),
        },
      },
    ],
  },
];
