/** Sixty-seventh held-out evaluation courses, advanced level (disciplines C to H); see ai-courses-heldout67.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT67_C: EvalCourse[] = [
  {
    slug: "enumerative-combinatorics-generating-functions-and-symmetry",
    discipline: "Enumerative combinatorics",
    title: "Enumerative Combinatorics: Generating Functions and Symmetry",
    description:
      "Building on a first course in discrete mathematics, students develop the algebraic toolkit of modern enumeration: ordinary and exponential generating functions and the symbolic method, first steps in singularity analysis, Lagrange inversion and tree enumeration, counting under symmetry with Burnside's lemma and Pólya's theorem, and q-analogues.",
    level: "advanced",
    duration: "one semester (two one-hour lectures and a problem class each week)",
    plantedGap: "q-analogues",
    modules: [
      {
        title: "Generating Functions and the Symbolic Method",
        description:
          "Translating combinatorial constructions directly into equations for ordinary and exponential generating functions, and reading off asymptotics from singularities.",
        lesson: {
          title: "From Constructions to Equations",
          html: p(
            "A combinatorial class A with a<sub>n</sub> objects of size n has ordinary generating function A(x) = Σ a<sub>n</sub>x<sup>n</sup>. The symbolic method, systematised by Flajolet and Sedgewick in Analytic Combinatorics (2009), turns constructions into operations on these series. Disjoint union gives A(x) + B(x); Cartesian product, with sizes adding, gives A(x)B(x); and sequences of objects of A, provided a<sub>0</sub> = 0, give 1/(1 − A(x)).",
            "Binary trees illustrate the method. A binary tree is either empty or an internal node with a left and right subtree, so B = 1 + Z × B × B, and counting internal nodes gives B(x) = 1 + xB(x)<sup>2</sup>. Solving the quadratic and choosing the root that is analytic at 0 gives B(x) = (1 − √(1 − 4x))/(2x), and the binomial series yields b<sub>n</sub> = (1/(n+1))·C(2n, n), the Catalan numbers 1, 1, 2, 5, 14, 42, ... No bijective insight was needed; the specification did the work.",
            "For labelled objects, where the n atoms carry distinct labels 1 to n, the exponential generating function Σ a<sub>n</sub>x<sup>n</sup>/n! is appropriate, because the labelled product, which relabels the two components in all order-consistent ways, corresponds to the ordinary product of EGFs. Sets of components give exp(A(x)) and cycles give log(1/(1 − A(x))). A permutation is a set of cycles of atoms, so its EGF is exp(log(1/(1 − x))) = 1/(1 − x), confirming n! permutations. A set partition is a set of non-empty sets, giving exp(e<sup>x</sup> − 1), the EGF of the Bell numbers 1, 1, 2, 5, 15, 52, ... A derangement is a set of cycles of length at least 2, giving e<sup>−x</sup>/(1 − x), from which D<sub>n</sub> = n! Σ<sub>k≤n</sub> (−1)<sup>k</sup>/k!, the nearest integer to n!/e; for instance D<sub>4</sub> = 9.",
            "Generating functions also give asymptotics. The exponential growth rate of the coefficients is the reciprocal of the radius of convergence, set by the singularity nearest the origin, and the nature of that singularity fixes the sub-exponential factor. The Catalan function has a square-root singularity at x = 1/4, and the transfer theorems of singularity analysis convert the local behaviour B(x) ≈ 2 − 2√(1 − 4x) into b<sub>n</sub> ~ 4<sup>n</sup>/(√π n<sup>3/2</sup>). The n<sup>−3/2</sup> factor is characteristic of tree-like families.",
          ),
        },
      },
      {
        title: "Lagrange Inversion and Tree Enumeration",
        description:
          "Extracting coefficients of functions defined implicitly by T = xφ(T), with applications to labelled and plane trees and forests.",
        lesson: {
          title: "Coefficients of Implicitly Defined Series",
          html: p(
            "Many tree families satisfy an equation of the form T(x) = xφ(T(x)), where φ is a power series with φ(0) ≠ 0: a tree is a root attached to some structure of subtrees described by φ. Such an equation determines T uniquely as a power series, but solving it explicitly is rarely possible. The Lagrange inversion theorem extracts the coefficients anyway: for n ≥ 1, [x<sup>n</sup>] T(x) = (1/n)[u<sup>n−1</sup>] φ(u)<sup>n</sup>, and more generally [x<sup>n</sup>] H(T(x)) = (1/n)[u<sup>n−1</sup>] H′(u)φ(u)<sup>n</sup> for any power series H. In particular [x<sup>n</sup>] T<sup>k</sup> = (k/n)[u<sup>n−k</sup>] φ(u)<sup>n</sup>. Proofs go through formal residues or through Raney's cycle lemma, which gives a combinatorial explanation of the factor 1/n.",
            "Plane trees, rooted trees in which the children of each node are ordered, satisfy T = x/(1 − T), a root followed by a sequence of subtrees, so φ(u) = 1/(1 − u). Then [x<sup>n</sup>] T = (1/n)[u<sup>n−1</sup>](1 − u)<sup>−n</sup> = (1/n)·C(2n − 2, n − 1), the Catalan number c<sub>n−1</sub>. Binary trees counted by internal nodes satisfy T = x(1 + T)<sup>2</sup>, giving (1/n)·C(2n, n − 1) = c<sub>n</sub>, and ternary trees similarly give (1/n)·C(3n, n − 1), which equals (1/(2n + 1))·C(3n, n).",
            "Labelled rooted trees, in which a root carries an unordered set of subtrees, have EGF satisfying T = x e<sup>T</sup>, so φ(u) = e<sup>u</sup>. Lagrange gives [x<sup>n</sup>] T = (1/n)[u<sup>n−1</sup>] e<sup>nu</sup> = n<sup>n−1</sup>/n!, so there are n<sup>n−1</sup> rooted labelled trees on n vertices. Dividing by the n choices of root gives Cayley's formula, n<sup>n−2</sup> labelled trees, first stated by Borchardt in 1860 and by Cayley in 1889.",
            "The power version counts forests. An ordered k-tuple of rooted trees has EGF T<sup>k</sup>, and [x<sup>n</sup>] T<sup>k</sup> = (k/n)·n<sup>n−k</sup>/(n − k)!. Multiplying by n! and dividing by k! to forget the order gives C(n, k)·k·n<sup>n−k−1</sup>, which simplifies to C(n − 1, k − 1)·n<sup>n−k</sup> rooted forests of k trees on n labelled vertices. A useful check is k = 1, which recovers n<sup>n−1</sup>, and k = n, which gives 1, the forest of isolated roots. Checks of this kind at boundary values are a habit worth forming, because sign and index errors in Lagrange calculations are easy to make and hard to see.",
          ),
        },
      },
      {
        title: "Counting Under Symmetry: Burnside and Pólya",
        description:
          "Counting orbits of a group action by averaging fixed points, and the cycle index as a generating function for colourings.",
        lesson: {
          title: "Orbits, Fixed Points and the Cycle Index",
          html: p(
            "When objects that differ by a symmetry are to be counted once, the problem is to count orbits of a finite group G acting on a set X. The lemma usually called Burnside's, though due to Cauchy and Frobenius, states that the number of orbits equals the average number of fixed points: |X/G| = (1/|G|) Σ<sub>g∈G</sub> |Fix(g)|. The proof counts pairs (g, x) with gx = x in two ways, using the orbit-stabiliser theorem.",
            "Necklaces of n beads in k colours, up to rotation, are the classic example. The cyclic group of order n acts, and a rotation by j positions splits the positions into gcd(n, j) cycles, each of which must be a single colour, so it fixes k<sup>gcd(n,j)</sup> colourings. Grouping rotations by the value of the gcd gives (1/n) Σ<sub>d|n</sub> φ(d)k<sup>n/d</sup>, with φ Euler's totient. For n = 6 and k = 2 the divisors 1, 2, 3 and 6 contribute 64, 8, 2 × 4 and 2 × 2, a total of 84, so there are 84/6 = 14 necklaces.",
            "Pólya's enumeration theorem records more information. Each group element, acting as a permutation of the positions, is encoded by a monomial s<sub>1</sub><sup>c<sub>1</sub></sup> s<sub>2</sub><sup>c<sub>2</sub></sup> ..., where c<sub>i</sub> is the number of cycles of length i, and the cycle index Z(G) is the average of these monomials. For the 24 rotations of a cube acting on its six faces, Z = (1/24)(s<sub>1</sub><sup>6</sup> + 6s<sub>1</sub><sup>2</sup>s<sub>4</sub> + 3s<sub>1</sub><sup>2</sup>s<sub>2</sub><sup>2</sup> + 8s<sub>3</sub><sup>2</sup> + 6s<sub>2</sub><sup>3</sup>): the identity; rotations by 90 degrees about face axes; by 180 degrees about face axes; by 120 degrees about vertex axes; and by 180 degrees about edge axes.",
            "Substituting s<sub>i</sub> = k counts colourings with k colours up to rotation: (k<sup>6</sup> + 3k<sup>4</sup> + 12k<sup>3</sup> + 8k<sup>2</sup>)/24, which gives 10 for two colours and 57 for three. Substituting s<sub>i</sub> = x<sup>i</sup> + y<sup>i</sup> instead produces a polynomial whose coefficient of x<sup>a</sup>y<sup>b</sup> counts colourings with a faces of one colour and b of the other. The coefficient of x<sup>3</sup>y<sup>3</sup> works out to (20 + 12 + 16)/24 = 2: three faces of one colour either meet at a corner or form a U-shaped band.",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-hyperbaric-oxygen-therapy",
    discipline: "Hyperbaric medicine",
    title: "Clinical Hyperbaric Oxygen Therapy",
    description:
      "Breathing oxygen at two to three atmospheres raises the oxygen dissolved in plasma about twentyfold, with effects that range from lifesaving to toxic. The course examines the physics and physiology of hyperbaric oxygen, the evidence for accepted indications, treatment tables for decompression illness, oxygen toxicity and barotrauma, patient selection and chamber safety, and transcutaneous oximetry.",
    level: "advanced",
    duration: "five days (intensive residential course)",
    plantedGap: "transcutaneous oximetry",
    modules: [
      {
        title: "Physics and Physiology of Hyperbaric Oxygen",
        description:
          "The gas laws at pressure, plasma oxygen transport, and the cellular and vascular mechanisms that justify treatment.",
        lesson: {
          title: "Pressure, Dissolved Oxygen and Mechanisms of Action",
          html: p(
            "Hyperbaric oxygen therapy (HBOT) means breathing close to 100 per cent oxygen at a pressure greater than one atmosphere absolute (ATA), usually 2.0 to 2.4 ATA for routine treatments and 2.8 ATA for emergencies, with 3.0 ATA used in some protocols. Two gas laws explain much of its action.",
            "Boyle's law states that at constant temperature gas volume varies inversely with pressure. A bubble compressed to 2.8 ATA occupies about 36 per cent of its surface volume, though its diameter falls only to about 71 per cent, because diameter varies with the cube root of volume. This is why recompression relieves symptoms of gas embolism and decompression illness quickly, and also why closed gas spaces, the middle ear, sinuses and an undrained pneumothorax, are at risk during compression and decompression.",
            "Henry's law states that the amount of gas dissolved in a liquid is proportional to its partial pressure. Plasma carries 0.003 mL of oxygen per 100 mL per mmHg. Breathing air at sea level, arterial oxygen tension is about 100 mmHg and dissolved oxygen about 0.3 mL/dL, trivial beside the roughly 20 mL/dL carried by haemoglobin. At 3 ATA breathing oxygen, the alveolar gas equation gives an alveolar oxygen tension of about (2280 − 47) − 40/0.8, or roughly 2180 mmHg, and arterial tension approaches 2000 mmHg, so about 6 mL/dL is dissolved. That matches average resting tissue extraction of about 5 mL/dL, which is why Boerema's 1960 experiments, published as Life without blood, could keep exsanguinated pigs alive at 3 ATA.",
            "Carbon monoxide elimination illustrates the therapeutic consequence. The half-life of carboxyhaemoglobin is about 320 minutes breathing air, about 75 minutes on 100 per cent oxygen at 1 ATA and about 20 minutes at 2.5 to 3 ATA. Elimination is only part of the rationale, since CO also binds cytochrome c oxidase and triggers lipid peroxidation and inflammation in the brain.",
            "Other mechanisms are slower. Hyperoxia causes vasoconstriction, reducing oedema while oxygen delivery is maintained by the dissolved fraction. It inhibits beta-2 integrin-mediated adherence of neutrophils to damaged endothelium, reducing reperfusion injury; restores the oxygen-dependent killing of neutrophils in hypoxic wounds; and, through repeated exposure, stimulates angiogenesis and the mobilisation of stem and progenitor cells from bone marrow, described by Thom and colleagues in 2006.",
          ),
        },
      },
      {
        title: "Indications, Evidence and Treatment Tables",
        description:
          "The accepted indications, the quality of evidence behind them, and the US Navy tables used for decompression illness.",
        lesson: {
          title: "What to Treat, What the Trials Show, and How",
          html: p(
            "The Undersea and Hyperbaric Medical Society (UHMS) publishes a committee report listing accepted indications; its fourteenth edition lists fourteen: air or gas embolism; carbon monoxide poisoning; clostridial myonecrosis; crush injury, compartment syndrome and other acute traumatic ischaemias; decompression sickness; arterial insufficiencies, including central retinal artery occlusion and selected problem wounds; severe anaemia; intracranial abscess; necrotising soft tissue infections; refractory osteomyelitis; delayed radiation injury of soft tissue and bone; compromised grafts and flaps; acute thermal burns; and idiopathic sudden sensorineural hearing loss. European consensus conferences publish a similar list with graded recommendations.",
            "The strength of evidence varies widely. For gas embolism and decompression sickness, recompression is the established treatment and randomised trials against no recompression would be unethical. For CO poisoning, Weaver and colleagues' 2002 trial in the New England Journal of Medicine gave three sessions within 24 hours and found cognitive sequelae at six weeks in 25 per cent of the hyperbaric group against 46 per cent of the normobaric oxygen group, although other trials were negative and debate continues about selection criteria. For radiation injury, Marx's 20/30 protocol of sessions before and after dental extraction in an irradiated mandible was long standard, but the HOPON randomised trial (Shaw and colleagues, 2019) found no significant reduction in osteoradionecrosis, and units have revised their practice accordingly. Routine elective courses, for example for diabetic foot ulcers, use 2.0 to 2.4 ATA for 90 to 120 minutes, 20 to 40 times.",
            "Decompression illness is treated with US Navy tables. Treatment Table 6 compresses the patient to 60 feet of sea water (2.8 ATA) breathing oxygen for three 20-minute periods separated by 5-minute air breaks, which reduce the risk of oxygen seizure. The chamber then ascends to 30 feet over 30 minutes, where the patient has two 60-minute oxygen periods separated by 15-minute air breaks, before a 30-minute ascent to the surface: 4 hours 45 minutes in all. The table may be extended with further oxygen periods at both depths if symptoms have not resolved. Treatment Table 5, lasting 2 hours 15 minutes, is reserved for pain-only or skin symptoms that resolve completely within 10 minutes at 60 feet, with no neurological findings. After treatment, residual symptoms are managed with daily repeat treatments until no further improvement occurs.",
          ),
        },
      },
      {
        title: "Complications, Contraindications and Chamber Safety",
        description:
          "Barotrauma and oxygen toxicity, the drugs and conditions that exclude or complicate treatment, and fire safety in chambers.",
        lesson: {
          title: "Managing Risk in the Chamber",
          html: p(
            "Middle ear barotrauma is the commonest complication of HBOT, affecting a sizeable minority of patients at some point in a course. It occurs during compression when the Eustachian tube fails to equalise pressure. Findings are graded with the TEED or O'Neill scales, from retraction through haemorrhage into the drum to perforation. Patients are taught autoinflation before their first treatment, compression is slowed or paused for those who struggle, and tympanostomy tubes are placed for those who cannot equalise, including intubated and unconscious patients. Sinus and dental barotrauma are less common.",
            "Oxygen toxicity takes two forms. Central nervous system toxicity, the Paul Bert effect, causes seizures, sometimes preceded by facial twitching, nausea or visual disturbance; the incidence at routine pressures is of the order of 1 to 3 per 10,000 treatments, higher at 2.8 ATA and above and in CO poisoning. A seizure in the chamber is managed by removing the mask and switching to air, protecting the patient, and never decompressing during the tonic-clonic phase, when the closed glottis risks pulmonary barotrauma. Pulmonary toxicity, the Lorrain Smith effect, is cumulative; unit pulmonary toxic dose calculations help plan intensive tables. Progressive myopia develops over a long course and usually reverses over weeks to months; very long courses can accelerate nuclear cataract.",
            "An untreated pneumothorax is the only universally accepted absolute contraindication, because gas trapped at pressure can become a tension pneumothorax on decompression. Drug histories matter: bleomycin raises concern about pulmonary toxicity, doxorubicin about cardiotoxicity, and cisplatin, disulfiram and mafenide acetate have also been cited as contraindications. Relative contraindications include upper respiratory infection, poorly controlled epilepsy, severe COPD with gas trapping, claustrophobia and pregnancy other than for CO poisoning. Diabetic patients should have their blood glucose checked before each session, since hyperoxia can lower it.",
            "Fire is the catastrophic risk. Monoplace chambers are pressurised with 100 per cent oxygen, so every item inside is controlled: cotton garments only, no oils, greases or hair products, no electronic devices, and patients grounded to dissipate static. In multiplace chambers patients breathe oxygen by mask or hood while the chamber holds air, and NFPA 99 requires the chamber oxygen concentration to be kept at or below 23.5 per cent, with continuous monitoring, overboard exhaust of exhaled gas and a deluge system.",
          ),
        },
      },
    ],
  },
  {
    slug: "acousmatic-composition-and-spectromorphology",
    discipline: "Electroacoustic music",
    title: "Acousmatic Composition and Spectromorphology",
    description:
      "An advanced studio course in fixed-media composition. Participants trace the lineage from Schaeffer's musique concrète to the acousmatic tradition; analyse works using Smalley's spectromorphology; build textures with granular and phase-vocoder processing; and present work through loudspeaker-orchestra diffusion and ambisonics.",
    level: "advanced",
    duration: "one semester (a weekly three-hour studio seminar)",
    plantedGap: "ambisonics",
    modules: [
      {
        title: "From Musique Concrète to the Acousmatic",
        description:
          "Schaeffer's sound object and modes of listening, the contrast with Cologne, and the acousmatic concert with its loudspeaker orchestras.",
        lesson: {
          title: "Sound Objects, Reduced Listening and the Loudspeaker Orchestra",
          html: p(
            "Pierre Schaeffer, an engineer at French radio, broadcast his Étude aux chemins de fer, built from recordings of locomotives, in a Concert de bruits in October 1948. Working first with lacquer discs, he used the sillon fermé, a locked groove that looped a fragment, to detach sounds from their sources. With Pierre Henry he made the Symphonie pour un homme seul (1950), and the Groupe de Recherche de Musique Concrète, founded in 1951, became the Groupe de Recherches Musicales (GRM) in 1958.",
            "Schaeffer's Traité des objets musicaux (1966) set out the theory. Its central concept is the sound object, a sound perceived as a unit in its own right, apart from its cause and meaning. Perceiving it requires reduced listening, attention to the sound's own qualities rather than its source or message. Schaeffer distinguished four modes of listening: écouter, listening to identify a source; ouïr, the raw, passive reception of sound; entendre, selective attention to particular qualities; and comprendre, grasping a meaning. He then classified sound objects by their typology and morphology, for example by mass, dynamics and grain.",
            "The contrast with the Cologne studio of West German radio is instructive. There, Herbert Eimert and Karlheinz Stockhausen built elektronische Musik from sine tones under serial control, as in Stockhausen's Studie I and II (1953 to 1954). Paris began with recorded sound and worked from perception; Cologne began with synthesis and worked from structure. Stockhausen's Gesang der Jünglinge (1955 to 1956), combining a boy's voice with electronic sounds, already blurred the divide.",
            "The word acousmatic comes from the akousmatikoi, pupils said to have heard Pythagoras from behind a veil; the writer Jérôme Peignot suggested it to Schaeffer for sound heard without its cause being seen. François Bayle adopted musique acousmatique in 1974 for music composed for loudspeakers, and in the same year created the Acousmonium at GRM, an orchestra of loudspeakers of different sizes and colours arranged across and around the stage. In 1982 Jonty Harrison founded BEAST, the Birmingham ElectroAcoustic Sound Theatre, with a similar aim. In concert diffusion, a performer at a mixing desk routes the stereo or multichannel fixed-media work to the loudspeakers in real time, shaping its dynamics and spatial articulation to the hall, so that the performance of a fixed work is never quite the same twice.",
          ),
        },
      },
      {
        title: "Spectromorphology as an Analytical Tool",
        description:
          "Smalley's framework for describing how sound spectra are shaped in time, and its use in listening-based analysis.",
        lesson: {
          title: "Describing Sound-Shapes: Spectrum, Motion and Source",
          html: p(
            "Denis Smalley introduced spectromorphology in a 1986 chapter in Simon Emmerson's The Language of Electroacoustic Music and refined it in Spectromorphology: explaining sound-shapes, published in Organised Sound in 1997. The term joins spectrum, the content of a sound, to morphology, the way that content is shaped in time. It extends Schaeffer's work into a vocabulary for describing and analysing acousmatic music by ear, where there is no score to consult.",
            "Spectral typology places sounds on a continuum from note through node to noise. A note has a clear pitch; a node is a dense band or cluster in which pitch can be sensed but not named; noise has no pitch focus at all. Morphology is described by archetypes built from onset, continuant and termination: an attack that decays, a graduated swell, an attack followed by a sustained resonance. Motion and growth processes describe how sounds and textures change, with a deliberately metaphorical vocabulary: ascent and descent, dilation and contraction, rotation, agglomeration and dissipation, flocking and turbulence. Structural functions name roles in the larger form, such as onset, emergence and anacrusis; prolongation and maintenance; and closure, release and resolution. Smalley also described spatiomorphology, space as shaped by sound.",
            "A central idea is source bonding, the listener's tendency to relate sounds to imagined sources and causes. Smalley's gestural surrogacy orders describe the distance from physical gesture: first-order surrogacy is recognisable sound-making with no musical intention, such as a door closing; second-order is traditional instrumental gesture; third-order is gesture inferred but uncertain; and remote surrogacy is where source and cause can no longer be deduced. Composers play deliberately along this scale, letting a recognisable sound dissolve into an abstract texture or the reverse.",
            "In the seminar, the framework is applied to Bernard Parmegiani's De Natura Sonorum (1975). Students produce a listening score, a time-line annotated with spectromorphological terms and symbols, and correlate it with a sonogram, which shows spectral content over time but not how a listener groups it. The exercise reveals the framework's strength, precision about change, and its limits, since two attentive listeners rarely segment a passage identically, which is a finding in itself.",
          ),
        },
      },
      {
        title: "Granular and Spectral Transformation",
        description:
          "Granular synthesis and processing, and phase-vocoder techniques for time-stretching, freezing and cross-synthesis, with their artefacts.",
        lesson: {
          title: "Grains and Spectra: Techniques and Their Artefacts",
          html: p(
            "Granular techniques rest on Dennis Gabor's 1947 proposal that sound can be represented as a succession of acoustic quanta, short grains localised in both time and frequency. Iannis Xenakis composed Analogique A et B (1958 to 1959) by splicing tape into grains according to stochastic screens. Curtis Roads implemented granular synthesis on a computer in the mid-1970s, and Barry Truax achieved it in real time in 1986, composing Riverrun with his PODX system.",
            "A grain is a short segment, usually 1 to 100 milliseconds, shaped by an envelope such as a Gaussian or Hann window to avoid clicks. The main parameters are grain duration, density (grains per second), the envelope shape, the pitch of each grain, and, when granulating a recording, the read position in the source with a random jitter around it. Very short grains emphasise the envelope's own broadband spectrum and sound like clicks or noise; longer grains preserve the pitch and timbre of the source. Low densities give audible pointillism; high densities fuse into clouds. Time-stretching by granulation moves the read pointer more slowly than real time while grains are laid down at their normal rate, so duration changes without a change of pitch.",
            "The phase vocoder, introduced by Flanagan and Golden in 1966 and popularised for musicians by Mark Dolson's 1986 tutorial, analyses sound with the short-time Fourier transform. Frequency resolution equals the sample rate divided by the FFT size: at 44.1 kHz a 4096-point FFT gives bins about 10.8 Hz wide but a window about 93 ms long, which blurs sharp onsets. Overlapping windows by a factor of four or more, adjusting the hop between analysis and resynthesis, and correcting phases so that each bin's frequency stays consistent give time-stretching and pitch-shifting independently. Holding one frame's magnitudes produces a spectral freeze; combining the magnitudes of one sound with the phases or spectral envelope of another produces cross-synthesis.",
            "Each technique has characteristic artefacts. Phase-vocoder stretching smears transients and gives a phasey, reverberant quality unless phases are locked across neighbouring bins; granulation can sound grainy and amplitude-modulated at low densities. Composers in Max, SuperCollider or the Composers Desktop Project treat these artefacts as material, but should choose them, not accept them by default.",
          ),
        },
      },
    ],
  },
  {
    slug: "court-estate-and-warrior-in-heian-japan-794-1185",
    discipline: "Heian period history",
    title: "Court, Estate and Warrior in Heian Japan, 794-1185",
    description:
      "Historians long described the Heian period as an age of aristocratic refinement giving way to warrior rule; this seminar tests that narrative against the sources and the modern historiography. Themes: Fujiwara regency politics and the court women who wrote in kana, the growth of private estates (shōen), rule by retired emperors, the rise of the Taira and Minamoto, and Pure Land Buddhism.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "Pure Land Buddhism",
    modules: [
      {
        title: "Regents and Marriage Politics: The Fujiwara Ascendancy",
        description:
          "How the northern Fujiwara turned the regency into a family monopoly through marriage, and how court women's writing served and recorded that politics.",
        lesson: {
          title: "Regency, Marriage and the Women Writers of the Court",
          html: p(
            "Emperor Kanmu moved the capital to Heian-kyō in 794, leaving behind the great institutions of Nara. Within two generations the northern branch of the Fujiwara had learnt to govern through the throne rather than against it. Fujiwara no Yoshifusa acted as regent for his grandson, the child Emperor Seiwa, from 858 and received the formal title of sesshō in 866, the first non-imperial holder of that office. His adopted son Mototsune became the first kanpaku, regent to an adult emperor, in 887, and the Ako dispute that followed showed he could paralyse government until his authority was acknowledged. The exile of the scholar-minister Sugawara no Michizane in 901 removed the last serious rival outside the family.",
            "The system, sekkan seiji or regency government, rested on marriage. Imperial children were commonly raised in their mother's family residence, and a maternal grandfather who controlled the heir's upbringing and succession held power no office could match. Fujiwara no Michinaga (966 to 1027) brought this to its height: four daughters became imperial consorts, three of them empresses, and three emperors were his grandsons. Yet he held the title of sesshō only briefly, in 1016 and 1017, and never that of kanpaku, governing instead through the privilege of inspecting documents before they reached the emperor. His boast of 1018, that the world was his like the full moon without a flaw, survives because his critic Fujiwara no Sanesuke recorded it in his diary, the Shōyūki; Michinaga's own diary, the Midō kanpakuki, is another key source.",
            "Marriage politics also produced the period's literature. A consort's standing depended on the brilliance of her household, so fathers recruited educated women as attendants. Murasaki Shikibu served Michinaga's daughter Shōshi, and her diary shows The Tale of Genji circulating at court by 1008. Sei Shōnagon served the rival empress Teishi, daughter of Michinaga's brother Michitaka, and her Pillow Book (Makura no sōshi) presents that salon's wit even as its patrons fell from power. These women wrote in kana, the phonetic script associated with private and vernacular writing, while men's official records were kept in Chinese. Historians now read these texts as political evidence, of factional rivalry, patronage and the lives of women in the palace, not merely as literature.",
          ),
        },
      },
      {
        title: "Shōen and the Transformation of Land Tenure",
        description:
          "How private estates grew within and against the ritsuryō land system, and how historians have modelled the result.",
        lesson: {
          title: "Commendation, Immunity and the Estate System",
          html: p(
            "The ritsuryō codes of the eighth century envisaged state ownership of rice land, allotted to cultivators in kubunden and taxed by provincial officials. The system was never fully realised and soon came under strain. To encourage land clearance, a law of 743 allowed newly cleared fields to be held in perpetuity, creating a legal basis for private holdings, and from the ninth century aristocrats, imperial relatives and great religious institutions accumulated estates called shōen.",
            "Two immunities gave an estate its value. Fuyu was exemption from provincial taxes, and funyū the right to exclude provincial officials from entering the estate. These could be secured only through connections at court, which produced the practice of commendation (kishin). A local proprietor who had developed land commended it to a more powerful patron in the capital, the ryōke, keeping managerial rights and a share of the yield; the ryōke might commend it again to a still higher patron, the honke, to secure protection. Each layer held a defined share of rights and income (shiki) rather than outright ownership, so a single field could support a cultivator, a local manager, a provincial warrior house and two tiers of capital patrons.",
            "The court tried repeatedly to limit this. Estate regulation edicts were issued in 902 and at intervals thereafter, and in 1069 Emperor Go-Sanjō established the Kirokujo, the Office for the Investigation of Estate Documents, to confiscate estates lacking proper title, a measure aimed largely at Fujiwara holdings. Meanwhile the provincial governors (zuryō) became tax farmers who profited from the public land, kokugaryō, that remained under provincial administration.",
            "Historians have modelled the result in different ways. Older accounts presented shōen as the private, proto-feudal negation of the public order. Amino Yoshihiko's concept of the shōen-kōryō system stressed instead that estates and public provincial land coexisted within a single structure of layered rights, with similar obligations on both. Kuroda Toshio's kenmon theory of 1963 described a ruling order shared by powerful blocs, court nobility, great religious institutions and, later, warrior houses, each with its own estate networks and mutually dependent. Both approaches undermine the simple story of a centralised state collapsing into private feudalism, and seminar discussion tests them against estate documents in translation.",
          ),
        },
      },
      {
        title: "Insei and the Road to the Genpei War",
        description:
          "Rule by retired emperors, the provincial military houses, and the rise and fall of Taira no Kiyomori.",
        lesson: {
          title: "Retired Emperors, Warrior Houses and the Crisis of 1180",
          html: p(
            "Go-Sanjō, who reigned from 1068 to 1073, was the first emperor in about 170 years without a Fujiwara mother, and he reasserted imperial initiative. His son Shirakawa took the decisive step: he abdicated in 1086 in favour of his young son and continued to rule as retired emperor until his death in 1129. This was insei, rule by a retired or cloistered emperor. Free of the ritual burdens of the throne, the retired emperor governed through his own household office, the in-no-chō, issued decrees (inzen) that carried more weight than those of the reigning emperor, controlled succession, and built his own estate portfolio through commendations. Toba and Go-Shirakawa continued the pattern, and the Fujiwara regents, though still present, became one faction among several.",
            "Force increasingly decided court disputes. Provincial military households had grown up in the ninth and tenth centuries, managing estates and policing for governors; the revolt of Taira no Masakado in the east in 939 and 940 showed their independent power. Retired emperors recruited warriors of the Taira and Minamoto lineages as guards and agents. In the Hōgen disturbance of 1156 a succession quarrel between Emperor Go-Shirakawa and the retired emperor Sutoku was settled by warriors in a single night's fighting; in the Heiji disturbance of 1159 and 1160 Taira no Kiyomori destroyed his Minamoto rivals.",
            "Kiyomori then did what the Fujiwara had done, with soldiers behind him. He became chancellor (daijō-daijin) in 1167, married his daughter Tokuko to Emperor Takakura, and in 1179 confined Go-Shirakawa and seized control of government. In 1180 his infant grandson was enthroned as Emperor Antoku. Prince Mochihito's call to arms that year set off the Genpei War. Minamoto no Yoritomo built a base at Kamakura, and the Taira were destroyed at Dan-no-ura in 1185, where Antoku drowned.",
            "The end-date of the period is itself a historiographical question. Older textbooks took 1192, when Yoritomo became shōgun. Most historians now prefer 1185, when the court authorised him to appoint military governors (shugo) and land stewards (jitō), because that grant, rather than the title, inserted Kamakura's men into the estate system described in the previous module. The court and the estate system, however, continued for more than a century, which cautions against reading 1185 as the end of aristocratic power.",
          ),
        },
      },
    ],
  },
  {
    slug: "credit-risk-modelling-and-management",
    discipline: "Credit risk management",
    title: "Credit Risk Modelling and Management",
    description:
      "Probability of default, loss given default and exposure at default are the building blocks of modern credit risk. From them the course develops the Basel internal ratings-based capital formula, IFRS 9 expected credit loss staging, scorecard development and validation, and stress testing.",
    level: "advanced",
    duration: "four weeks (two full-day workshops a week)",
    plantedGap: "stress testing",
    modules: [
      {
        title: "PD, LGD and EAD: The Components of Expected Loss",
        description:
          "Defining default and estimating each component of expected loss, including the treatment of undrawn commitments and economic downturns.",
        lesson: {
          title: "Expected Loss and Its Three Parameters",
          html: p(
            "Expected loss on an exposure is the product of three parameters: EL = PD × LGD × EAD. PD, the probability of default, is normally estimated over one year; LGD, loss given default, is the proportion of the exposure lost after recoveries; EAD, exposure at default, is the amount owed at the moment of default. For a £2 million term loan with a one-year PD of 1.5 per cent and an LGD of 40 per cent, EL is 0.015 × 0.40 × 2,000,000, or £12,000. Expected loss is a cost of doing business, priced into the loan margin and covered by provisions; regulatory capital exists to absorb losses beyond it.",
            "Everything depends on the definition of default. Under the Basel framework, and the European Banking Authority's guidelines that implement it, an obligor is in default when a material credit obligation is more than 90 days past due or the bank considers the obligor unlikely to pay in full without recourse to security, for example after a restructuring on concessionary terms or an insolvency filing. Inconsistent application of this definition across portfolios or years corrupts every model estimated on the data.",
            "PD models assign obligors to grades on a master scale, each grade with a calibrated PD. A point-in-time model moves with the economic cycle, raising PDs in a recession; a through-the-cycle model aims at the long-run average for the grade, producing more stable capital. Most rating systems are hybrids, and their cyclicality should be understood and documented.",
            "LGD is usually estimated from workout data: the discounted value of all recoveries after default, net of collection costs, divided by EAD. Collateral type, seniority and cure rates, the share of defaulters who return to performing without loss, drive the result. Because losses are higher when many defaults occur together, IRB banks must use downturn LGD. Under the foundation approach the supervisor sets LGD instead: in the final Basel III reforms, 40 per cent for senior unsecured exposures to non-financial corporates and 45 per cent for financial institutions.",
            "For revolving facilities, borrowers draw down as they approach default, so EAD exceeds the current balance. It is modelled as the drawn balance plus a credit conversion factor applied to the undrawn limit. A £1 million facility with £600,000 drawn and a 50 per cent CCF has an EAD of £800,000.",
          ),
        },
      },
      {
        title: "The IRB Capital Formula and IFRS 9",
        description:
          "The single-factor model behind Basel IRB capital, a worked capital calculation, and the three-stage expected credit loss model of IFRS 9.",
        lesson: {
          title: "Unexpected Loss, Capital and Accounting Provisions",
          html: p(
            "The internal ratings-based (IRB) formula derives from Vasicek's asymptotic single risk factor model, in which each obligor's asset value depends on one systematic factor and an idiosyncratic term, with asset correlation R. Conditional on the systematic factor at its 99.9th percentile, the default rate becomes N[(G(PD) + √R × G(0.999)) / √(1 − R)], where N is the standard normal distribution function and G its inverse. The capital requirement K per unit of EAD is LGD times the difference between this conditional PD and PD itself, since expected loss is covered by provisions, multiplied by a maturity adjustment (1 + (M − 2.5)b)/(1 − 1.5b), with b = (0.11852 − 0.05478 ln PD)². Risk-weighted assets are 12.5 × K × EAD, the inverse of the 8 per cent minimum ratio.",
            "For corporates R falls from 0.24 to 0.12 as PD rises, interpolated by an exponential weight in PD, reflecting evidence that larger, safer firms are more exposed to the systematic factor. Residential mortgages use a fixed R of 0.15 and qualifying revolving retail exposures 0.04. Take a corporate exposure with PD of 1 per cent, LGD of 45 per cent and M of 2.5 years. R is about 0.193, the conditional default rate about 14.0 per cent, so K = 0.45 × (0.140 − 0.010), about 5.9 per cent before the maturity adjustment. With b about 0.137, the adjustment is about 1.26, giving K of about 7.4 per cent and a risk weight of about 92 per cent. The model assumes an infinitely granular portfolio, so concentrations to single names or sectors are assessed separately under Pillar 2.",
            "Accounting provisions follow a different logic. IFRS 9, effective from January 2018, replaced the incurred-loss model of IAS 39 with expected credit losses in three stages. Stage 1 assets carry a 12-month ECL allowance. Assets whose credit risk has increased significantly since origination move to Stage 2 and carry lifetime ECL; there is a rebuttable presumption that 30 days past due signals such an increase. Credit-impaired assets are in Stage 3, also with lifetime ECL, and interest is recognised on the carrying amount net of the allowance. IFRS 9 requires unbiased, probability-weighted estimates using forward-looking information, so banks run several macroeconomic scenarios and weight them, and they use point-in-time PDs and lifetime PD curves, which differ from the regulatory parameters. The move to lifetime losses in Stage 2 creates a cliff effect, and the Stage 2 criteria are among the most scrutinised model judgements.",
          ),
        },
      },
      {
        title: "Scorecards and Model Validation",
        description:
          "Building application scorecards with weight of evidence and logistic regression, scaling scores, and validating discrimination, calibration and stability.",
        lesson: {
          title: "Building and Validating a Scorecard",
          html:
            p(
              "Retail credit decisions are made with scorecards, usually logistic regression models of the log-odds of default on characteristics such as time at address, existing debt and payment history. Continuous variables are binned, and each bin is replaced by its weight of evidence, WoE = ln(share of goods in the bin / share of bads in the bin). This makes the relationship with the log-odds monotonic and linear, handles missing values as their own bin, and gives coefficients that can be explained. A characteristic's information value, IV = Σ (share of goods − share of bads) × WoE, screens predictors: below 0.02 is usually considered useless, 0.02 to 0.1 weak, 0.1 to 0.3 medium and above 0.3 strong, with very high values a warning of leakage from the outcome.",
              "Model outputs are scaled to points. With points to double the odds (PDO) of 20, and a score of 600 fixed at good-to-bad odds of 50 to 1, the factor is 20/ln 2, about 28.85, and the offset is 600 − 28.85 × ln 50, about 487.1; the score is offset + factor × ln(odds). Each 20 points then doubles the odds of being good.",
              "Validation examines three properties, ideally on out-of-time data:",
            ) +
            "<table><thead><tr><th>Property</th><th>Typical measures</th><th>Question answered</th></tr></thead><tbody>" +
            "<tr><td>Discrimination</td><td>Gini coefficient (2 × AUC − 1), Kolmogorov-Smirnov statistic</td><td>Does the model rank bads below goods?</td></tr>" +
            "<tr><td>Calibration</td><td>Binomial test per grade, Hosmer-Lemeshow, observed versus predicted default rates</td><td>Are predicted PDs accurate in level?</td></tr>" +
            "<tr><td>Stability</td><td>Population stability index, characteristic analysis</td><td>Has the population drifted since development?</td></tr>" +
            "</tbody></table>" +
            p(
              "The population stability index is Σ (A − E) × ln(A/E) over score bands, with A and E the actual and expected proportions; below 0.1 is conventionally stable, 0.1 to 0.25 a shift worth investigating, and above 0.25 significant. A model can discriminate well yet be poorly calibrated, for example after a change in the economy, so the three measures are read together. Reject inference, the problem that outcomes are observed only for accepted applicants, must also be addressed, whether by augmentation, parcelling or accepting a small random sample of applicants below the cut-off. Validation is performed by a team independent of development and reported to a model risk committee.",
            ),
        },
      },
    ],
  },
];
