/** Twenty-ninth held-out evaluation courses, advanced level (formal verification to mining law); see ai-courses-heldout29.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT29_C: EvalCourse[] = [
  {
    slug: "formal-verification-logic-and-model-checking",
    discipline: "Formal verification",
    title: "Formal Verification of Software",
    description:
      "Proving that software meets its specification, rather than testing that it seems to, is the aim of this graduate module, which treats Hoare logic and weakest preconditions, temporal-logic model checking, SAT- and SMT-based bounded model checking, and interactive theorem proving.",
    level: "advanced",
    duration: "one semester, 10 ECTS",
    plantedGap: "interactive theorem proving",
    modules: [
      {
        title: "Hoare Logic and Weakest Preconditions",
        description:
          "Starting from Hoare triples, we derive verification conditions for loop-free code and then for loops with invariants.",
        lesson: {
          title: "Triples, wp and loop invariants",
          html:
            p(
              "In 1969 C. A. R. Hoare proposed reasoning about programs with triples of the form {P} S {Q}: if precondition P holds before statement S executes, and S terminates, then postcondition Q holds afterwards. This is partial correctness; total correctness additionally requires S to terminate. Hoare gave one axiom or rule per language construct, so that a proof follows the structure of the program.",
              "Edsger Dijkstra's weakest precondition calculus (1975) turns the rules into a procedure. For a statement S and postcondition Q, wp(S, Q) is the weakest predicate that guarantees Q after S. The key rules are:",
            ) +
            "<ul><li>assignment: wp(x := e, Q) = Q[e/x], that is Q with e substituted for x;</li><li>sequence: wp(S1; S2, Q) = wp(S1, wp(S2, Q));</li><li>conditional: wp(if b then S1 else S2, Q) = (b ⇒ wp(S1, Q)) ∧ (¬b ⇒ wp(S2, Q)).</li></ul>" +
            p(
              "Example: wp(x := x + 1; y := 2 * x, y > 10) = wp(x := x + 1, 2x > 10) = 2(x + 1) > 10, which simplifies to x > 4. To prove {x ≥ 5} S {y > 10} we check the verification condition x ≥ 5 ⇒ x > 4, which an automatic prover discharges instantly.",
              "Loops have no finite weakest precondition in general, so the verifier must be given a loop invariant I. For while b do S, three conditions must hold: the precondition implies I; {I ∧ b} S {I}, so the body preserves it; and I ∧ ¬b implies the postcondition. Consider summing an array: i := 0; s := 0; while i < n do (s := s + a[i]; i := i + 1). The invariant 0 ≤ i ≤ n ∧ s = Σ<sub>k&lt;i</sub> a[k] is established initially, preserved by the body, and on exit, with i = n, gives s = Σ<sub>k&lt;n</sub> a[k]. Termination follows from a variant, n - i, which is non-negative and decreases on every iteration.",
              "Tools such as Dafny, Why3 and Frama-C's WP plug-in generate these conditions from annotated code and pass them to SMT solvers. The hard, creative part that remains for the engineer is finding invariants strong enough to be inductive.",
            ),
        },
      },
      {
        title: "Model Checking Temporal Properties",
        description: "Finite-state models are checked exhaustively against properties written in LTL and CTL.",
        lesson: {
          title: "LTL, CTL and state explosion",
          html: p(
            "Model checking, developed independently around 1981 by Edmund Clarke and Allen Emerson and by Jean-Pierre Queille and Joseph Sifakis, decides automatically whether a finite-state model M satisfies a temporal-logic formula φ, written M ⊨ φ. When the property fails, the checker produces a counterexample trace, which is often more valuable to engineers than the proof itself. Clarke, Emerson and Sifakis received the 2007 Turing Award for the work.",
            "Temporal logic, introduced to computer science by Amir Pnueli in 1977, describes how propositions change along executions. Linear temporal logic (LTL) treats each execution as a sequence of states and uses the operators X (next), F (eventually), G (always) and U (until). G ¬(crit1 ∧ crit2) says that two processes are never in their critical sections together; G (req ⇒ F ack) says that every request is eventually acknowledged. Computation tree logic (CTL) quantifies over branches: AG EF reset says that from every reachable state it is possible to reach a reset state, a property LTL cannot express. Properties divide usefully into safety properties ('nothing bad happens'), whose counterexamples are finite traces, and liveness properties ('something good eventually happens'), whose counterexamples are infinite, lasso-shaped traces.",
            "Explicit-state checkers such as SPIN translate the negation of an LTL formula into a Büchi automaton, build its product with the model, and search for an accepting cycle with nested depth-first search. Symbolic checkers such as NuSMV represent sets of states as binary decision diagrams and compute fixed points: the states satisfying EF p are the least fixed point of Z = p ∨ EX Z.",
            "The central obstacle is state explosion. A system of ten processes with ten local states each has up to 10<sup>10</sup> global states. Partial-order reduction exploits the fact that independent interleavings lead to the same state; symmetry reduction merges states that differ only by a permutation of identical processes; abstraction replaces data by a few predicates, refined automatically when a spurious counterexample appears, as in counterexample-guided abstraction refinement (CEGAR).",
          ),
        },
      },
      {
        title: "Bounded Model Checking with SAT and SMT",
        description:
          "By unrolling the transition relation k times, a search for a bug becomes a satisfiability problem that modern solvers handle remarkably well.",
        lesson: {
          title: "Unrolling, encoding and k-induction",
          html: p(
            "Bounded model checking (BMC), introduced by Armin Biere, Alessandro Cimatti, Edmund Clarke and Yunshan Zhu in 1999, asks a narrower question than full model checking: is there a counterexample of length at most k? The system is described by an initial-state predicate I(s) and a transition relation T(s, s'). For a safety property P, BMC builds the formula I(s<sub>0</sub>) ∧ T(s<sub>0</sub>, s<sub>1</sub>) ∧ … ∧ T(s<sub>k-1</sub>, s<sub>k</sub>) ∧ (¬P(s<sub>0</sub>) ∨ … ∨ ¬P(s<sub>k</sub>)) and hands it to a solver. A satisfying assignment is a concrete trace reaching a bad state; unsatisfiability means no bug exists within k steps.",
            "For hardware, states are bit vectors and the formula is propositional, so a SAT solver based on conflict-driven clause learning (CDCL) is used. For software, satisfiability modulo theories (SMT) solvers such as Z3 and CVC5 reason directly about bit-vector arithmetic, arrays and uninterpreted functions. Tools like CBMC for C programs unwind each loop a fixed number of times, convert the program to static single assignment form, and add assertions for array bounds, pointer validity and arithmetic overflow. An unwinding assertion checks that the bound was large enough; if it fails, the result is incomplete rather than a proof.",
            "Worked example: a 3-bit counter starts at 0 and increments each step, and we wish to show it never reaches 7 while a flag is set. At k = 6 the solver may report unsatisfiable; at k = 7 it finds the trace. This illustrates both the strength of BMC, which finds shallow bugs very quickly with a minimal trace, and its limit: an unsatisfiable result at bound k says nothing about longer runs.",
            "Two techniques turn BMC into a complete method. k-induction proves P if the base case (no violation in the first k steps) holds and the inductive step holds: any k consecutive states satisfying P and linked by T are followed by a state satisfying P. Strengthening with invariants is often needed for the step case. Interpolation-based model checking (McMillan, 2003) and IC3/PDR (Bradley, 2011) go further, computing inductive invariants from the solver's proofs of unsatisfiability.",
          ),
        },
      },
    ],
  },
  {
    slug: "medical-parasitology-life-cycles-diagnosis",
    discipline: "Parasitology",
    title: "Medical Parasitology: Life Cycles, Pathogenesis and Diagnosis",
    description:
      "Parasites that cycle between hosts are the focus of this final-year module, which treats the life cycles and pathogenesis of Plasmodium, the schistosomes and the soil-transmitted helminths, their laboratory diagnosis, and the mechanisms of antiparasitic drug resistance.",
    level: "advanced",
    duration: "one semester, 20 credits",
    plantedGap: "soil-transmitted helminths",
    modules: [
      {
        title: "Plasmodium and Malaria",
        description:
          "Following Plasmodium falciparum from mosquito to liver to red cell explains both the disease it causes and how it escapes our drugs.",
        lesson: {
          title: "From sporozoite to severe malaria",
          html: p(
            "Malaria is caused by protozoa of the genus <i>Plasmodium</i>, transmitted by female <i>Anopheles</i> mosquitoes. Five species infect humans regularly: <i>P. falciparum</i>, <i>P. vivax</i>, <i>P. ovale</i>, <i>P. malariae</i> and the zoonotic <i>P. knowlesi</i>. The WHO World Malaria Report estimated about 249 million cases and over 600,000 deaths in 2022, most of them children under five in sub-Saharan Africa infected with <i>P. falciparum</i>.",
            "The life cycle alternates between hosts. A mosquito injects sporozoites, which reach the liver within an hour and multiply in hepatocytes as schizonts, releasing tens of thousands of merozoites after about a week. In <i>P. vivax</i> and <i>P. ovale</i> some parasites persist as dormant hypnozoites, causing relapses months later unless primaquine or tafenoquine is given. Merozoites invade red cells and develop through ring, trophozoite and schizont stages, bursting after 48 hours in falciparum malaria (72 hours in <i>P. malariae</i>, 24 in <i>P. knowlesi</i>); the synchronous rupture causes the cyclical fevers. Some parasites become gametocytes, which are taken up by a mosquito, where sexual reproduction takes place in the gut.",
            "The severity of falciparum malaria comes from cytoadherence. The parasite exports PfEMP1, encoded by the <i>var</i> gene family, to knobs on the red cell surface; infected cells bind to endothelial receptors such as ICAM-1 and EPCR and are sequestered in small vessels of the brain, placenta and other organs. Sequestration causes cerebral malaria and placental malaria, and by switching <i>var</i> genes the parasite evades antibody. Severe anaemia, acidosis and hypoglycaemia complete the picture.",
            "Resistance has repeatedly undermined treatment. Chloroquine resistance, due to mutations in the transporter PfCRT, spread from South-East Asia and South America across Africa from the 1970s. Artemisinin partial resistance, marked by delayed parasite clearance and associated with mutations in the <i>kelch13</i> gene, emerged in the Greater Mekong subregion and has now been confirmed in Rwanda, Uganda and the Horn of Africa. Artemisinin-based combination therapies pair a fast-acting artemisinin with a longer-acting partner drug so that each protects the other.",
          ),
        },
      },
      {
        title: "Schistosomiasis",
        description:
          "It is the egg, not the adult worm, that causes disease in schistosomiasis; this module explains why.",
        lesson: {
          title: "Snails, cercariae and granulomas",
          html: p(
            "Schistosomes are blood flukes, trematodes that live as male and female pairs in the venous system of their host. Three species account for most human disease: <i>Schistosoma mansoni</i> in Africa, the Middle East and South America, and <i>S. japonicum</i> in China, the Philippines and Indonesia, both living in the mesenteric veins; and <i>S. haematobium</i> in Africa and the Middle East, living in the venous plexus of the bladder. The WHO estimated that over 250 million people required preventive treatment in 2021.",
            "The life cycle requires a freshwater snail: <i>Biomphalaria</i> for <i>S. mansoni</i>, <i>Bulinus</i> for <i>S. haematobium</i> and the amphibious <i>Oncomelania</i> for <i>S. japonicum</i>. Eggs passed in faeces or urine hatch in water into miracidia, which penetrate the snail and multiply asexually. Weeks later, thousands of fork-tailed cercariae are shed and penetrate human skin during bathing, fishing or farming. They lose their tails to become schistosomula, migrate via the lungs to the portal system, mature and pair. The adult worms coat themselves in host molecules and can survive for years, often three to ten, releasing hundreds to thousands of eggs a day depending on the species.",
            "Disease is caused by eggs trapped in the tissues. About half the eggs fail to reach the gut or bladder lumen and lodge in the liver, intestinal wall or bladder. Soluble egg antigens provoke a Th2-dominated granulomatous response that walls off the egg but, over years, produces fibrosis. In <i>S. mansoni</i> infection, periportal fibrosis around the portal veins (Symmers' pipe-stem fibrosis) causes portal hypertension, splenomegaly and oesophageal varices while liver function is usually preserved. In <i>S. haematobium</i> infection, bladder lesions cause haematuria, obstructive uropathy and an increased risk of squamous cell carcinoma of the bladder; female genital schistosomiasis increases susceptibility to HIV.",
            "Praziquantel, which disrupts calcium homeostasis in the worm tegument, is effective against all species in a single dose of 40 mg/kg. It kills adults but not immature schistosomula, so treatment is repeated where reinfection is likely, and mass drug administration to school-aged children is the basis of control.",
          ),
        },
      },
      {
        title: "Laboratory Diagnosis",
        description:
          "Students learn to prepare and read blood films and faecal and urine preparations, and to quantify infection intensity.",
        lesson: {
          title: "Films, counts and rapid tests",
          html:
            p(
              "Microscopy remains the reference method for most parasitic infections because it is cheap, identifies the species and measures the intensity of infection. For malaria, WHO recommends examining both thick and thin Giemsa-stained blood films. The thick film lyses red cells and concentrates parasites, so it is about 20 to 40 times more sensitive and is used to detect infection; the methanol-fixed thin film preserves red cells and is used to identify the species and to calculate parasitaemia in severe cases.",
              "Parasite density on a thick film is counted against white blood cells. Count parasites until 200 leucocytes have been seen and, if the patient's white cell count is unknown, assume 8,000 per microlitre. If 150 parasites are counted against 200 leucocytes, the density is 150 x 8,000 / 200 = 6,000 parasites/µl. On a thin film, parasitaemia is the percentage of infected red cells: 25 infected among 1,000 red cells is 2.5 per cent. In <i>P. falciparum</i> infection, more than 10 per cent parasitaemia is a WHO criterion for severe malaria in areas of low transmission.",
            ) +
            "<table><tr><th>Infection</th><th>Specimen</th><th>Standard method</th></tr><tr><td>Malaria</td><td>Capillary or venous blood</td><td>Thick and thin Giemsa films; rapid diagnostic test</td></tr><tr><td><i>S. mansoni</i></td><td>Stool</td><td>Kato-Katz thick smear (41.7 mg template), eggs per gram</td></tr><tr><td><i>S. haematobium</i></td><td>Urine collected around midday</td><td>Filtration of 10 ml through a membrane, eggs per 10 ml</td></tr></table>" +
            p(
              "In the Kato-Katz technique a 41.7 mg sample of stool is pressed under glycerol-soaked cellophane and examined after clearing; multiplying the egg count by 24 gives eggs per gram. For <i>S. haematobium</i>, urine is collected between 10 am and 2 pm, when egg excretion peaks. Rapid diagnostic tests for malaria detect antigens such as HRP2, specific to <i>P. falciparum</i>, or pan-<i>Plasmodium</i> lactate dehydrogenase; parasites with <i>hrp2/3</i> gene deletions, spreading in the Horn of Africa, can give false negatives with HRP2-only tests. The point-of-care circulating cathodic antigen (POC-CCA) urine test is more sensitive than Kato-Katz for <i>S. mansoni</i> in low-intensity infections.",
            ),
        },
      },
    ],
  },
  {
    slug: "acoustic-engineering-building-noise-control",
    discipline: "Acoustic engineering",
    title: "Noise Control Engineering in Buildings",
    description:
      "Noise control in buildings rests on a few quantitative ideas, and this final-year module develops each of them: sound insulation and the mass law, reverberation time and Sabine's equation, flanking transmission between rooms, and the design of active noise control systems.",
    level: "advanced",
    duration: "one semester, 15 credits",
    plantedGap: "active noise control",
    modules: [
      {
        title: "Airborne Sound Insulation and the Mass Law",
        description:
          "A single partition's sound reduction index is predicted from its mass, then corrected for the coincidence dip and reduced to a single-number rating.",
        lesson: {
          title: "Mass law, coincidence and Rw",
          html: p(
            "The airborne sound insulation of a partition is described by its sound reduction index R = 10 log<sub>10</sub>(1/τ) dB, where τ is the ratio of transmitted to incident sound power. R is measured in a laboratory between two reverberant rooms to ISO 10140 and varies strongly with frequency, so it is reported in one-third octave bands from 100 Hz to 3150 Hz or wider.",
            "For a large, limp, single-leaf panel, the transmission of sound at frequencies well above its resonances is controlled by its inertia. The field-incidence mass law gives approximately R ≈ 20 log<sub>10</sub>(m f) - 47 dB, where m is the surface density in kg/m<sup>2</sup> and f the frequency in Hz. Doubling either the mass or the frequency therefore adds about 6 dB. A 100 mm dense concrete block wall of about 200 kg/m<sup>2</sup> at 500 Hz gives 20 log<sub>10</sub>(100,000) - 47 = 100 - 47 = 53 dB, a realistic prediction for that wall.",
            "Real panels are also stiff, and stiffness produces the coincidence effect. At the critical frequency f<sub>c</sub>, the wavelength of free bending waves in the panel matches the trace wavelength of sound in air at grazing incidence, and transmission increases sharply. For a thin plate f<sub>c</sub> ≈ c<sup>2</sup> / (1.8 c<sub>L</sub> h), where c is the speed of sound in air, c<sub>L</sub> the longitudinal wave speed in the material and h its thickness. A 12.5 mm plasterboard sheet has f<sub>c</sub> near 2.5-3 kHz, right in the range of speech, which is why two thinner layers often outperform one thick one of the same mass. Above coincidence R rises again, steeply at first, at a rate that depends on the damping of the panel.",
            "Double-leaf constructions beat the mass law above their mass-air-mass resonance, f<sub>0</sub> ≈ 60 √[(m<sub>1</sub> + m<sub>2</sub>)/(m<sub>1</sub> m<sub>2</sub> d)] for a cavity of depth d in metres, provided the cavity contains a porous absorber. For specification the frequency curve is reduced to a single number, the weighted sound reduction index R<sub>w</sub>, by fitting a reference curve as described in ISO 717-1; spectrum adaptation terms C and C<sub>tr</sub> correct it for pink noise and for low-frequency traffic noise respectively.",
          ),
        },
      },
      {
        title: "Reverberation and Room Absorption",
        description:
          "Sabine's formula is derived, applied and tested against its limits in rooms with uneven absorption.",
        lesson: {
          title: "Sabine, Eyring and the design of a classroom",
          html:
            p(
              "Reverberation time T is the time taken for the sound pressure level in a room to fall by 60 dB after a source stops. Wallace Clement Sabine established its dependence on room volume and absorption in experiments at Harvard around 1898, deriving T = 0.161 V / A, with V the volume in m<sup>3</sup> and A the equivalent absorption area in m<sup>2</sup>. A is the sum over all surfaces of area times absorption coefficient, plus any furniture and people. In practice T is measured to ISO 3382 from a decay of 20 or 30 dB and extrapolated (T<sub>20</sub>, T<sub>30</sub>).",
              "Worked example: a classroom 8 m x 7 m x 3 m has V = 168 m<sup>3</sup>. At 500 Hz its surfaces are:",
            ) +
            "<table><tr><th>Surface</th><th>Area (m²)</th><th>α at 500 Hz</th><th>Absorption (m²)</th></tr><tr><td>Plastered walls</td><td>90</td><td>0.02</td><td>1.8</td></tr><tr><td>Vinyl floor</td><td>56</td><td>0.03</td><td>1.7</td></tr><tr><td>Plasterboard ceiling</td><td>56</td><td>0.05</td><td>2.8</td></tr><tr><td>Pupils and furniture</td><td>-</td><td>-</td><td>8.0</td></tr></table>" +
            p(
              "A = 14.3 m<sup>2</sup>, so T = 0.161 x 168 / 14.3 ≈ 1.9 s, far too long for speech. The UK guidance Building Bulletin 93 asks for a mid-frequency reverberation time of 0.8 s or less in a new-build classroom. The required absorption is 0.161 x 168 / 0.8 ≈ 33.8 m<sup>2</sup>, an extra 19.5 m<sup>2</sup>. Replacing the ceiling with an acoustic tile of α = 0.75 adds 56 x (0.75 - 0.05) = 39.2 m<sup>2</sup>, giving A = 53.5 m<sup>2</sup> and T ≈ 0.5 s: the target is met with margin.",
              "Sabine's formula assumes a diffuse field and modest absorption. When the average absorption coefficient is high, Eyring's formula, T = 0.161 V / (-S ln(1 - ᾱ)), is more accurate, since Sabine's formula wrongly predicts a finite reverberation time even for a room of perfect absorbers. When absorption is concentrated on one surface, as in the classroom above, the field is not diffuse and measured times can exceed predictions; wall absorbers may then be needed as well as a ceiling.",
            ),
        },
      },
      {
        title: "Flanking Transmission",
        description:
          "Sound also travels around a separating wall through the floors, walls and ceilings joined to it, and this module predicts by how much.",
        lesson: {
          title: "Why the field result falls short of the laboratory",
          html: p(
            "A separating wall with a laboratory rating of R<sub>w</sub> 55 dB rarely achieves a site result that high. In the laboratory, test rooms are structurally isolated so that sound passes only through the specimen. In a building, sound energy also travels through the flanking elements, the floor, ceiling, facade and internal walls that are connected to the separating element and continue past it. The apparent sound reduction index R' measured on site includes all these paths and is typically several decibels below the laboratory value.",
            "The prediction method in EN ISO 12354-1 names each path by the element through which sound enters in the source room and leaves in the receiving room, with D for the direct (separating) element and F for a flanking element: Dd is the direct path, and Ff, Df and Fd are the three flanking paths at each junction. With four junctions around a wall there are twelve flanking paths. The flanking reduction index for each path depends on the sound reduction of the elements involved and on the vibration reduction index K<sub>ij</sub> of the junction, which measures how much vibration energy is lost in crossing it. A rigid cross junction of heavy walls has a high K<sub>ij</sub>; a lightweight wall stopping against a continuous heavy floor has a low one.",
            "The total is a power sum: R' = -10 log<sub>10</sub>(10<sup>-R<sub>Dd</sub>/10</sup> + Σ 10<sup>-R<sub>ij</sub>/10</sup>). If the direct path gives 55 dB and each of four dominant flanking paths gives 58 dB, then R' = -10 log<sub>10</sub>(10<sup>-5.5</sup> + 4 x 10<sup>-5.8</sup>) ≈ 50.2 dB. Improving the wall alone to 65 dB would only raise R' to about 51.8 dB: once flanking dominates, the separating element is no longer the limit.",
            "In England, Approved Document E requires new-build separating walls between dwellings to achieve D<sub>nT,w</sub> + C<sub>tr</sub> of at least 45 dB in pre-completion testing, and 43 dB in material change of use. Good detailing, such as breaking a continuous timber floor under a party wall, sealing gaps and using resilient connections, is therefore as important as the choice of wall.",
          ),
        },
      },
    ],
  },
  {
    slug: "nuclear-medicine-imaging-technetium-to-pet",
    discipline: "Nuclear medicine",
    title: "Nuclear Medicine Imaging: From Technetium to PET",
    description:
      "Imaging function rather than anatomy, nuclear medicine depends equally on chemistry, physics and clinical judgement; this advanced module for radiographers and medical physicists treats the technetium-99m generator and its radiopharmaceuticals, the gamma camera and SPECT, PET with FDG and the standardised uptake value, and radionuclide therapy.",
    level: "advanced",
    duration: "one semester (postgraduate certificate module)",
    plantedGap: "radionuclide therapy",
    modules: [
      {
        title: "The Technetium-99m Generator",
        description:
          "Most nuclear medicine scans begin with an elution from a molybdenum-99 generator, checked for purity before a single dose is drawn up.",
        lesson: {
          title: "Transient equilibrium, elution and quality control",
          html: p(
            "Technetium-99m is used in the large majority of diagnostic nuclear medicine procedures because its properties are close to ideal: it decays by isomeric transition with a half-life of 6.01 hours, emitting a 140 keV gamma photon that a gamma camera detects efficiently, with no particulate emission to add dose. Its short half-life would make it impossible to ship, so it is produced on site from a generator containing its parent, molybdenum-99, which has a half-life of about 66 hours.",
            "In the generator, Mo-99 is adsorbed as molybdate on an alumina column. About 87.5 per cent of Mo-99 decays to Tc-99m, which forms pertechnetate (TcO<sub>4</sub><sup>-</sup>) and, being less tightly bound, is washed off by passing 0.9 per cent saline through the column into an evacuated vial. Because the parent is longer-lived than the daughter, the pair reaches transient equilibrium, and after an elution the Tc-99m activity regrows to a maximum after about 23 hours, which is why generators are usually eluted once a day.",
            "Each eluate is tested before use. Molybdenum breakthrough, Mo-99 washed off the column, is measured in a lead pot that stops the 140 keV photons but not the more energetic Mo-99 emissions; the European and US pharmacopoeias limit it to 0.15 kBq of Mo-99 per MBq of Tc-99m at the time of administration. Aluminium ion breakthrough is checked with a colorimetric spot test, against a limit of 10 µg/ml in the US Pharmacopeia, because excess aluminium causes labelling failures.",
            "Pertechnetate itself images the thyroid and salivary glands, but most uses need a kit. Stannous ion in the kit reduces technetium from the +7 oxidation state so that it binds the ligand: medronate (MDP) for bone, macroaggregated albumin for lung perfusion, sestamibi for myocardium and parathyroid, mertiatide (MAG3) for renal function. Radiochemical purity, typically required to exceed 90 or 95 per cent, is checked by thin-layer chromatography, separating the labelled compound from free pertechnetate and reduced hydrolysed technetium.",
            "Doses decay between preparation and injection. An 800 MBq vial measured at 08:00 contains 800 x 2<sup>-6/6.01</sup> ≈ 400 MBq at 14:00, and the activity drawn up must be corrected accordingly.",
          ),
        },
      },
      {
        title: "The Gamma Camera and SPECT",
        description:
          "We follow a photon from the patient through the collimator and crystal to a pixel, then reconstruct the three-dimensional image.",
        lesson: {
          title: "Collimation, positioning and tomography",
          html:
            p(
              "The gamma camera was invented by Hal Anger in 1957 and still follows his design. Gamma rays from the patient pass first through a collimator, a lead plate pierced by thousands of parallel holes, which accepts only photons travelling nearly perpendicular to the detector and so forms an image. The cost is sensitivity: only about one photon in ten thousand emitted gets through. Behind the collimator, a large sodium iodide crystal doped with thallium, NaI(Tl), usually 9.5 mm thick for Tc-99m work, converts each photon into a flash of light, and an array of photomultiplier tubes measures it. The position is computed from the relative signals of the tubes (Anger logic) and the energy from their sum.",
              "Energy discrimination rejects scattered photons, which have lost energy. A window of 15 to 20 per cent centred on 140 keV accepts roughly 126-154 keV for a 20 per cent window. Choice of collimator trades resolution against sensitivity:",
            ) +
            "<table><tr><th>Collimator</th><th>Use</th><th>Trade-off</th></tr><tr><td>Low-energy high-resolution (LEHR)</td><td>Most Tc-99m studies</td><td>Best detail, lower count rate</td></tr><tr><td>Low-energy general purpose</td><td>Dynamic renal studies</td><td>More counts, coarser detail</td></tr><tr><td>Medium or high energy</td><td>In-111 and Ga-67 (medium); I-131 (high)</td><td>Thicker septa stop penetration</td></tr><tr><td>Pinhole</td><td>Thyroid, small parts</td><td>Magnification, very low sensitivity</td></tr></table>" +
            p(
              "System resolution worsens with distance from the collimator face, so the detector is brought as close to the patient as possible. In single-photon emission computed tomography (SPECT), one or two heads rotate around the patient, usually acquiring 60 to 128 projections over 360 degrees (180 degrees for myocardial perfusion). The projections are reconstructed by iterative methods, most often ordered-subset expectation maximisation (OSEM), which model noise and can include corrections for attenuation, scatter and collimator blurring. Hybrid SPECT/CT supplies an attenuation map and anatomical localisation in one session.",
              "Quality control underpins every scan: daily uniformity floods and energy peaking, and periodic checks of centre of rotation, resolution and sensitivity, following guidance such as the IPEM reports or NEMA NU 1.",
            ),
        },
      },
      {
        title: "PET with FDG and the Standardised Uptake Value",
        description:
          "Positron emission tomography with fluorodeoxyglucose measures glucose metabolism, and the SUV turns the image into a number that must be interpreted with care.",
        lesson: {
          title: "Coincidence detection and SUV",
          html: p(
            "Positron emission tomography (PET) images tracers labelled with positron emitters. Fluorine-18, with a half-life of 109.8 minutes, is the most widely used. An emitted positron travels a millimetre or so in tissue, then annihilates with an electron, producing two 511 keV photons travelling in almost opposite directions. A ring of scintillation detectors, typically lutetium-based (LSO or LYSO) crystals, records pairs of photons that arrive within a coincidence window of a few nanoseconds. Each pair defines a line of response along which the annihilation occurred, so no collimator is needed, giving far higher sensitivity than SPECT. Time-of-flight systems also measure the difference in arrival times, localising the event along the line to within a few centimetres and reducing image noise.",
            "Fluorodeoxyglucose (FDG) is a glucose analogue. It enters cells through glucose transporters and is phosphorylated by hexokinase to FDG-6-phosphate, which cannot proceed further along glycolysis and is trapped. Tissues with high glucose use, including many tumours, brain, active muscle and inflammation, accumulate it. Patient preparation therefore controls glucose metabolism: fasting for at least four to six hours, blood glucose checked before injection, rest in a warm, quiet room, and an uptake period of about 60 minutes before scanning, as in the EANM procedure guidelines.",
            "The standardised uptake value normalises tissue activity to the injected activity per unit of body weight: SUV = C<sub>t</sub> / (A / W), where C<sub>t</sub> is the activity concentration in kBq/ml, A the injected activity decay-corrected to scan time in kBq, and W the weight in g. For a 70 kg patient with 350 MBq at scan time, A / W = 350,000 / 70,000 = 5 kBq/g. A lesion with 15 kBq/ml has an SUV of 3.0.",
            "SUV is semi-quantitative and sensitive to many factors: uptake time, blood glucose, extravasation at the injection site, scanner calibration, reconstruction settings and the partial volume effect, which lowers measured values in lesions smaller than about two to three times the system resolution. Normalising to lean body mass (SUL), as in the PERCIST response criteria, reduces dependence on body fat. Serial comparisons are only valid when the protocol is held constant, which is why accreditation programmes such as EARL harmonise scanners across centres.",
          ),
        },
      },
    ],
  },
  {
    slug: "comparative-mining-law-ownership-licences-royalties",
    discipline: "Mining law",
    title: "Comparative Mining Law",
    description:
      "Who owns minerals in the ground, and on what terms a company may extract them, are the questions this postgraduate module answers comparatively, through the ownership of mineral rights, licensing regimes and modern mining codes, royalties and fiscal terms, and mine closure and rehabilitation.",
    level: "advanced",
    duration: "one term, LLM elective (20 credits)",
    plantedGap: "mine closure",
    modules: [
      {
        title: "Who Owns the Minerals?",
        description:
          "Two traditions, the regalian and the accession principle, divide the world's mineral laws, and England mixes both.",
        lesson: {
          title: "Regalian ownership and accession",
          html: p(
            "Mineral laws begin with ownership, and the world's systems fall broadly into two traditions. Under the accession principle, associated with the common law and summed up in the maxim <i>cuius est solum, eius est usque ad coelum et ad inferos</i>, the owner of the surface owns everything beneath it, including minerals, unless they have been severed and conveyed separately. Under the regalian or domanial principle, derived from Roman and medieval royal prerogatives and adopted by most civil-law countries, minerals belong to the sovereign or the state regardless of who owns the surface, and a company obtains the right to extract them by a grant from the state.",
            "The regalian model now dominates. Article 27 of the Mexican Constitution of 1917 vested subsoil resources in the nation, a pattern followed across Latin America; most African states vest minerals in the state or 'the people' in their constitutions or mining codes; in Australia minerals in most land are owned by the Crown in right of each state. The United States is the main exception: on private land minerals are usually privately owned and may be held as a separate 'split estate', while on federal land the General Mining Act of 1872 still lets prospectors locate claims to hard-rock minerals.",
            "England shows both traditions side by side. In the Case of Mines (<i>R v Earl of Northumberland</i>, 1568) the courts held that gold and silver, the 'royal mines', belong to the Crown even under private land. Petroleum was vested in the Crown by the Petroleum (Production) Act 1934, now the Petroleum Act 1998. Coal was nationalised by the Coal Act 1938 and, after privatisation, vested in the Coal Authority by the Coal Industry Act 1994. All other minerals, such as limestone, sand and gravel, remain with the landowner unless severed, so a quarry operator needs a lease from the mineral owner and planning permission from the mineral planning authority.",
            "Ownership shapes everything that follows. Where the state owns minerals it decides who may explore, collects royalties as owner as well as taxes as sovereign, and bears responsibility to its citizens for how the resource is used. Where private owners hold minerals, the state's role is mainly regulatory, and royalties are a private contract term.",
          ),
        },
      },
      {
        title: "Licensing Regimes and Mining Codes",
        description:
          "How modern mining codes grant exploration and mining rights, and why security of tenure matters so much to investors.",
        lesson: {
          title: "From exploration licence to mining lease",
          html:
            p(
              "Where the state owns minerals, a mining code sets out how private parties acquire rights to them. The reforms promoted by the World Bank from the 1990s, and the later African Mining Vision adopted by the African Union in 2009, produced codes with a broadly common structure, distinguishing rights by stage of activity:",
            ) +
            "<ul><li><b>Reconnaissance permit</b>: non-exclusive, short-term, for regional surveys.</li><li><b>Exploration licence</b>: exclusive over a defined area for a few years, renewable, with a minimum work programme and expenditure, and compulsory relinquishment of part of the area at each renewal.</li><li><b>Mining licence or lease</b>: granted over a defined deposit for a long term, often 20-25 years, after a feasibility study and environmental approval.</li></ul>" +
            p(
              "Two allocation methods are used. Under first come, first served, the first qualified applicant for open ground receives the licence; this is simple and attracts junior explorers, but invites speculation. Competitive tendering or auctions are used for known deposits, where the state has information that gives the ground a value it can capture. In both, a transparent mining cadastre, a public register of all licences, applications and boundaries, increasingly online, prevents overlapping grants and discretionary allocation.",
              "Security of tenure is the central promise of a modern code: a holder of an exploration licence who discovers a deposit and complies with its obligations has a right, not merely a hope, to be granted a mining licence. Explorers risk large sums on uncertain outcomes, and without such a right the state could award the discovery to another party. Against this, 'use it or lose it' provisions, such as work obligations, annual area fees that rise over time and cancellation for non-performance, stop companies from holding ground idle. The balance between the two is a recurring theme of mining law reform and of disputes before courts and investment tribunals.",
            ),
        },
      },
      {
        title: "Royalties and Fiscal Terms",
        description:
          "Students compare unit, ad valorem and profit-based royalties on a worked example, and assess how each shares risk between state and investor.",
        lesson: {
          title: "Designing a mineral royalty",
          html: p(
            "A royalty is a payment to the mineral owner for the resource extracted, distinct from income tax paid on profits. Where the state is the owner, the royalty is its compensation for a non-renewable asset, and its design allocates risk between state and investor. There are three main types. A unit or specific royalty is a fixed amount per tonne or per unit, common for industrial minerals such as sand and gravel. An ad valorem royalty is a percentage of the value of production, gross or after defined deductions such as transport to the point of sale. A profit-based royalty is a percentage of a measure of profit, such as revenue minus operating and capital costs.",
            "Worked example: a copper mine sells 100,000 tonnes of copper at $8,000 a tonne, giving revenue of $800 million, with costs of $650 million. A 3 per cent ad valorem royalty yields $24 million, 16 per cent of the $150 million margin. If the price falls to $7,000, revenue is $700 million, the royalty $21 million, and with unchanged costs the margin of $50 million is 42 per cent royalty. A 20 per cent profit-based royalty would yield $30 million at the higher price and $10 million at the lower. The ad valorem royalty is easy to assess and pays from the first tonne, but is regressive; it can push marginal operations into loss and encourages high-grading, mining only the richest ore. The profit-based royalty is progressive and neutral in principle, but depends on auditing costs and is vulnerable to transfer pricing between related companies.",
            "Many jurisdictions therefore combine the two. Western Australia charges ad valorem royalties fixed in its Mining Regulations, for example 2.5 per cent of the royalty value of gold. Chile's 2023 royalty law for large copper producers adds a margin-based component to a 1 per cent ad valorem charge. Fiscal terms also include corporate income tax, withholding taxes, import duties and sometimes a free carried state interest. Investors often seek stability clauses that freeze these terms for a period, while states increasingly resist them as an unjustified limit on sovereignty.",
          ),
        },
      },
    ],
  },
];
