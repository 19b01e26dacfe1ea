/** Seventy-first held-out evaluation courses, advanced level (A to B); see ai-courses-heldout71.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT71_C: EvalCourse[] = [
  {
    slug: "information-theory-entropy-coding-and-channel-capacity",
    discipline: "Information theory",
    title: "Information Theory: Entropy, Coding and Channel Capacity",
    description:
      "In 1948 Claude Shannon asked how far data can be compressed and how fast it can be sent reliably over a noisy channel, and answered both questions with one quantity, entropy. Final-year and master's students develop entropy and mutual information, source coding from Kraft's inequality to Huffman and arithmetic codes, channel capacity and the noisy-channel coding theorem, and Kolmogorov complexity as an algorithmic counterpart to entropy.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one problem class a week)",
    plantedGap: "Kolmogorov complexity",
    modules: [
      {
        title: "Measuring information",
        description:
          "Entropy, conditional entropy, mutual information and relative entropy, with the inequalities that make them useful.",
        lesson: {
          title: "Entropy, mutual information and divergence",
          html: p(
            "Shannon's 'A Mathematical Theory of Communication' (Bell System Technical Journal, 1948) defined the entropy of a discrete random variable X with distribution p as H(X) = −Σ p(x) log2 p(x), measured in bits. It is the expected surprisal −log2 p(X), and it satisfies 0 ≤ H(X) ≤ log2 |𝒳|, with equality on the left only when X is deterministic and on the right only when X is uniform. A fair coin carries 1 bit; a coin with P(heads) = 0.11 has binary entropy h(0.11) = −0.11 log2 0.11 − 0.89 log2 0.89 ≈ 0.50 bits. Shannon showed that, up to the base of the logarithm, this is the only measure that is continuous in the probabilities, increases with n for n equally likely outcomes, and obeys a grouping rule when a choice is broken into successive choices.",
            "For a pair of variables, the chain rule H(X,Y) = H(X) + H(Y|X) holds, where H(Y|X) = Σ p(x) H(Y|X = x). Conditioning cannot increase entropy on average: H(Y|X) ≤ H(Y). The mutual information I(X;Y) = H(X) − H(X|Y) = H(X) + H(Y) − H(X,Y) is the reduction in uncertainty about X from observing Y; it is symmetric, non-negative, and zero exactly when X and Y are independent.",
            "The relative entropy or Kullback–Leibler divergence D(p‖q) = Σ p(x) log2 (p(x)/q(x)) measures the mismatch between two distributions. By Jensen's inequality applied to the concave logarithm, D(p‖q) ≥ 0 with equality only when p = q (Gibbs' inequality). It is not symmetric and not a metric. Two facts show its importance: mutual information is the divergence between the joint distribution and the product of its marginals, I(X;Y) = D(p(x,y)‖p(x)p(y)); and a code designed for q but used on a source with distribution p costs on average D(p‖q) extra bits per symbol.",
            "Two inequalities recur throughout the course. The data-processing inequality states that if X → Y → Z forms a Markov chain, then I(X;Z) ≤ I(X;Y): no processing of Y, deterministic or random, can increase the information it carries about X, with equality when Z is a sufficient statistic. Fano's inequality, H(X|Y) ≤ h(Pe) + Pe log2(|𝒳| − 1), links the residual uncertainty to the probability of error Pe of any estimator of X from Y. It is the key step in proving that reliable communication above capacity is impossible.",
          ),
        },
      },
      {
        title: "Source coding: how far can data be compressed?",
        description:
          "The asymptotic equipartition property, Kraft's inequality, optimal prefix codes and coding schemes that approach the entropy.",
        lesson: {
          title: "Prefix codes, Huffman coding and beyond",
          html: p(
            "For independent, identically distributed symbols, the asymptotic equipartition property states that −(1/n) log2 p(X1, …, Xn) converges in probability to H(X). Almost all probability therefore falls on a typical set of about 2^(nH) sequences, each with probability close to 2^(−nH). Indexing the typical set takes about nH bits, which is the content of Shannon's source coding theorem: n symbols can be compressed to roughly nH bits with vanishing probability of error, and not reliably to fewer.",
            "For symbol-by-symbol codes, the binding constraint is Kraft's inequality: a binary prefix code with codeword lengths l1, …, lm exists if and only if Σ 2^(−li) ≤ 1. McMillan (1956) showed that every uniquely decodable code satisfies the same inequality, so nothing is lost by restricting attention to prefix codes, which are decodable instantly. Minimising the expected length L = Σ pi li subject to Kraft's inequality gives ideal lengths li = −log2 pi, hence L ≥ H(X). Rounding up to li = ⌈log2 (1/pi)⌉ gives H(X) ≤ L < H(X) + 1, and coding blocks of n symbols cuts the overhead to below 1/n bits per symbol.",
            "Huffman's algorithm (1952) finds an optimal prefix code by repeatedly merging the two least probable symbols. Take probabilities 0.4, 0.2, 0.2, 0.1 and 0.1, with entropy of about 2.122 bits. Merging 0.1 and 0.1, then two of the 0.2s, and so on gives codeword lengths (1, 3, 3, 3, 3) or, with a different tie-break, (2, 2, 2, 3, 3). Both satisfy Kraft's inequality with equality and both give L = 2.2 bits, only 0.078 bits above the entropy; the second has lower variance of length, which is preferable when coded output feeds a fixed-rate buffer.",
            "Symbol codes are inefficient when one symbol dominates. A binary source with probabilities 0.99 and 0.01 has entropy of only about 0.081 bits, yet any symbol code needs 1 bit per symbol. Arithmetic coding, developed by Rissanen and Pasco in 1976, avoids this by mapping a whole sequence to a subinterval of [0, 1) whose width equals the sequence's probability; the output is within about 2 bits of −log2 p(x1, …, xn) for the entire message. Lempel–Ziv methods (1977, 1978) take another route: they are universal, compressing any stationary ergodic source asymptotically to its entropy rate without knowing its statistics, and LZ77 combined with Huffman coding forms DEFLATE, used in gzip and PNG.",
          ),
        },
      },
      {
        title: "Channel capacity and the noisy-channel coding theorem",
        description:
          "Capacity of discrete and Gaussian channels, Shannon's coding theorem and its converse, and the codes that finally approached his limit.",
        lesson: {
          title: "Reliable communication over noisy channels",
          html: p(
            "A discrete memoryless channel is described by transition probabilities p(y|x), and its capacity is C = max over input distributions p(x) of I(X;Y). For the binary symmetric channel with crossover probability p, the maximum is reached by uniform inputs and C = 1 − h(p); a channel that flips 11 per cent of bits therefore has a capacity of about 0.5 bits per use. For the binary erasure channel, which loses each bit with probability ε but never flips it, C = 1 − ε.",
            "The noisy-channel coding theorem states that for every rate R < C there exist block codes whose maximal probability of error tends to zero as the block length n grows, and that for R > C the error probability is bounded away from zero; the weak converse follows from Fano's inequality, and a strong converse shows it tends to one. Shannon's proof chose codewords at random and decoded by looking for the unique codeword jointly typical with the received sequence. Averaged over the random ensemble the error probability vanishes, so at least one good code must exist. The argument is not constructive, and Gallager later showed that error probability falls exponentially in n at any rate below capacity.",
            "For the additive white Gaussian noise channel Y = X + Z with input power P and noise variance N, capacity is ½ log2(1 + P/N) bits per real sample, achieved by Gaussian inputs. For a channel of bandwidth W hertz this becomes the Shannon–Hartley formula C = W log2(1 + S/N). A 3 kHz telephone channel with a signal-to-noise ratio of 30 dB (a factor of 1,000) therefore has capacity of 3,000 × log2 1,001 ≈ 29.9 kbit/s. Letting bandwidth grow without limit gives the minimum energy per bit for reliable transmission, Eb/N0 = ln 2, or −1.59 dB.",
            "For more than forty years practical codes operated several decibels from these limits. Turbo codes, announced by Berrou, Glavieux and Thitimajshima in 1993, came within about half a decibel at a bit error rate of 10^−5. Low-density parity-check codes, proposed by Gallager in 1962 and rediscovered by MacKay and Neal in the 1990s, reach similar performance with belief-propagation decoding. Arıkan's polar codes (2009) were the first explicit construction proved to achieve capacity on binary-input symmetric memoryless channels, with encoding and decoding in O(n log n) operations. The 5G New Radio standard uses LDPC codes for data channels and polar codes for control channels.",
          ),
        },
      },
    ],
  },
  {
    slug: "facade-engineering-performance-and-design-of-building-envelopes",
    discipline: "Façade engineering",
    title: "Façade Engineering: Performance and Design of Building Envelopes",
    description:
      "The building envelope is where structural, thermal and weathertightness requirements collide, and where a large share of construction defects and disputes originate. Through design reviews of built projects, students develop the engineering of curtain walling and structural glazing, glass design under wind load, thermal bridging and condensation risk, rainscreen principles, and acoustic performance.",
    level: "advanced",
    duration: "one semester (a weekly three-hour design studio with supporting lectures)",
    plantedGap: "acoustic performance",
    modules: [
      {
        title: "Curtain wall systems",
        description:
          "Stick and unitised curtain walling, movement accommodation, mullion design and structural silicone glazing.",
        lesson: {
          title: "Stick, unitised and structurally glazed systems",
          html: p(
            "A curtain wall is a non-loadbearing envelope that spans between floors, carries its own weight and the wind load on it, and transfers both to the primary structure through brackets. In a stick system, mullions and transoms are fixed and glazed piece by piece on site. It needs external access, and quality depends on site workmanship and weather. In a unitised system, storey-height panels, often about 1.5 m wide, are assembled and glazed in a factory, lifted by crane or floor-mounted hoist and hooked onto brackets at the slab edge. Adjacent panels interlock through split male and female mullions, and a stack joint at each floor accommodates vertical movement. Unitised walls install quickly from inside the building with better quality control, and dominate on tall buildings.",
            "Movement accommodation drives much of the detailing. Brackets provide three-dimensional adjustment to absorb construction tolerances, since slab edges are commonly specified to about ±25 mm. Joints must also take thermal movement: aluminium expands at about 23 × 10⁻⁶ per kelvin, so a 4 m mullion with a 70 K range of service temperature changes length by 4,000 × 23 × 10⁻⁶ × 70 ≈ 6.4 mm. Added to this are the live-load deflection of the slab edge and inter-storey drift under wind; the structural engineer must state both.",
            "Mullions are typically designed as simply supported or two-span beams under wind load, with bending checked against the 0.2 per cent proof stress of the alloy, about 160 MPa for 6063-T6 extrusions, and deflection limited, in UK practice, to span/200 or 15 mm for framing members.",
            "In structural silicone glazing, the glass is bonded to the frame rather than clamped. The silicone bite, the width of the bond, is sized so that wind load on the panel is resisted at a low design stress. For a rectangular pane with trapezoidal load distribution, bite = (0.5 × short side × wind pressure) / design stress. With a wind pressure of 2.0 kPa, a short side of 1,500 mm and the design stress of 0.14 N/mm² used under ASTM C1401, the bite is 0.5 × 1,500 × 0.002 / 0.14 ≈ 10.7 mm, so 12 mm would be specified. European systems following ETAG 002 usually carry the self-weight of the glass on mechanical supports, leaving the silicone to resist wind.",
          ),
        },
      },
      {
        title: "Glass under wind load",
        description:
          "Wind pressures on cladding, the properties of annealed, heat-strengthened, toughened and laminated glass, and the causes of glass breakage.",
        lesson: {
          title: "Wind pressures, glass types and breakage",
          html:
            p(
              "Cladding wind loads in Europe are derived from BS EN 1991-1-4. The peak velocity pressure qp(z) depends on the basic wind velocity, terrain roughness and height, and the net pressure on an element is w = qp (cpe − cpi). For cladding, local external pressure coefficients for loaded areas of 1 m² or less apply, and suction near wall corners (zone A) reaches cpe = −1.4. With qp = 1.2 kPa, cpe = −1.4 and an internal coefficient of +0.2, the net suction is 1.2 × 1.6 = 1.92 kPa.",
              "The glass types available differ in strength and, as importantly, in how they break:",
            ) +
            "<table><tr><th>Glass</th><th>Characteristic bending strength</th><th>Breakage pattern</th></tr>" +
            "<tr><td>Annealed float (EN 572)</td><td>45 MPa</td><td>Large sharp shards</td></tr>" +
            "<tr><td>Heat-strengthened (EN 1863)</td><td>70 MPa</td><td>Large fragments that tend to stay in the frame</td></tr>" +
            "<tr><td>Thermally toughened (EN 12150)</td><td>120 MPa</td><td>Small blunt fragments; whole pane falls out</td></tr>" +
            "<tr><td>Laminated (EN ISO 12543)</td><td>That of its plies</td><td>Fragments held by the interlayer</td></tr></table>" +
            p(
              "Annealed glass also loses strength under sustained load, because of stress corrosion at surface flaws, so design codes reduce its strength with load duration; the compressive surface prestress in heat-treated glass is not affected. In laminated glass, the shear coupling provided by PVB or stiffer ionoplast interlayers depends on temperature and load duration, and for long-term loads designers conservatively treat the plies as acting separately.",
              "Toughened glass can break spontaneously because of nickel sulphide inclusions, which undergo a slow phase change with a volume increase of about 4 per cent; an inclusion in the tensile core of the pane can shatter it years after installation. The heat soak test of EN 14179 holds toughened panes at 290 ± 10 °C for two hours to break most contaminated panes in the factory, reducing the residual risk to about one breakage per 400 tonnes of glass. Heat-strengthened glass, with much lower core tension, is rarely affected.",
              "Thermal stress is the other common cause of breakage. When the centre of a pane is heated by sun while its edges stay cool in the frame or shaded by deep mullions, internal blinds or spandrel back-pans, the edge goes into tension. Annealed glass with clean-cut edges tolerates a temperature difference of only about 40 K, heat-strengthened glass roughly twice that or more, and toughened glass far more.",
            ),
        },
      },
      {
        title: "Heat, vapour and water: envelope physics",
        description:
          "U-values and thermal bridges, surface and interstitial condensation, and how rainscreens and pressure equalisation keep water out.",
        lesson: {
          title: "Thermal bridges, condensation and rainscreens",
          html: p(
            "Approved Document L (2021) sets a limiting U-value of 1.6 W/m²K for curtain walling in new non-domestic buildings. Centre-pane values are only part of the picture: a low-emissivity argon-filled double-glazed unit may achieve about 1.1 W/m²K and a triple unit about 0.6, but frames, spacer bars and brackets add heat loss, quantified as linear thermal transmittances (ψ, W/mK) and combined by the component method of BS EN ISO 12631.",
            "Thermal bridges matter for condensation as much as for energy. The temperature factor fRsi = (θsi − θe)/(θi − θe) expresses the internal surface temperature at a bridge as a fraction of the internal–external difference. BRE Information Paper IP1/06 recommends minimum values of 0.75 for dwellings and 0.50 for offices and retail, reflecting their lower internal humidity. With 20 °C inside and 0 °C outside, fRsi = 0.75 means a surface at 15 °C, comfortably above the dew point of about 9.3 °C for air at 20 °C and 50 per cent relative humidity.",
            "Interstitial condensation is traditionally assessed with the Glaser method of BS EN ISO 13788, a steady-state monthly calculation of vapour diffusion. It ignores moisture storage, driving rain and air leakage, which are often decisive in façades; for timber, masonry or retrofit constructions, transient hygrothermal simulation to BS EN 15026 is more reliable. In curtain walls, opaque spandrel zones are a recurring problem: insulation behind glass can trap moisture unless the back-pan forms a continuous, sealed vapour barrier on the warm side.",
            "Water crosses joints through six mechanisms: gravity, surface tension, capillarity, kinetic energy, air currents and pressure difference. A face-sealed wall relies on perfect seals and fails when any one degrades. Drained and back-ventilated systems accept that some water passes the outer line and drain it out of a cavity. The pressure-equalised rainscreen goes further: the air barrier on the inner line resists the wind pressure, while the cavity behind the open-jointed outer screen is vented and compartmented so its pressure follows the external gusts, removing the pressure difference that would drive water through the outer joints. Weathertightness is proved by laboratory testing in the CWCT sequence, covering air permeability, static and dynamic water penetration and wind resistance, with watertightness classified under EN 12154 from R4 (150 Pa) to R7 (600 Pa) and RE above that.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-practice-in-epilepsy-nursing",
    discipline: "Epilepsy nursing",
    title: "Advanced Practice in Epilepsy Nursing",
    description:
      "Epilepsy affects around 600,000 people in the UK, and epilepsy specialist nurses are often their most consistent clinical contact. The module develops advanced practitioners' skills in seizure classification and diagnostic history taking, anti-seizure medication management including valproate and pregnancy, emergency care of prolonged seizures, and counselling about SUDEP.",
    level: "advanced",
    duration: "fifteen weeks (blended learning with a supervised clinical portfolio)",
    plantedGap: "SUDEP",
    modules: [
      {
        title: "Classifying seizures and taking a history",
        description:
          "The ILAE definitions and classifications, and how a structured history distinguishes epileptic seizures from their mimics.",
        lesson: {
          title: "ILAE classification and the diagnostic history",
          html:
            p(
              "The International League Against Epilepsy (ILAE) practical definition of 2014 allows a diagnosis of epilepsy after two unprovoked seizures more than 24 hours apart; after one unprovoked seizure when the probability of further seizures over the next ten years is similar to the recurrence risk after two, at least 60 per cent (for example, with an epileptiform EEG or a relevant structural lesion); or on diagnosis of an epilepsy syndrome. Epilepsy is considered resolved in people with an age-dependent syndrome who have passed the applicable age, or who have been seizure-free for ten years with no medication for the last five.",
              "The ILAE 2017 operational classification first sorts seizures by onset:",
            ) +
            "<ul><li>Focal onset, further described as aware or impaired awareness, and as motor onset (for example automatisms, clonic, tonic) or non-motor onset (for example autonomic, cognitive, emotional, sensory); a focal seizure may evolve into a focal to bilateral tonic-clonic seizure.</li>" +
            "<li>Generalised onset, either motor (tonic-clonic, clonic, tonic, myoclonic, atonic, epileptic spasms and combinations) or non-motor, that is absence seizures, typical, atypical, myoclonic or with eyelid myoclonia.</li>" +
            "<li>Unknown onset, used when the onset was not witnessed or cannot be determined, and revised as information accumulates.</li></ul>" +
            p(
              "The diagnosis is clinical, and rests above all on the history. Take accounts from the patient and from an eyewitness, and ask for a smartphone video of any further event. Cover what happened before (triggers, posture, warning symptoms), during (colour, breathing, movements, responsiveness, duration) and after (confusion, headache, injury, incontinence, focal weakness). Lateral tongue biting is highly specific for a tonic-clonic seizure, and prolonged confusion afterwards favours a seizure over syncope. Syncope typically follows standing, heat or pain, with light-headedness, greying of vision, sweating and pallor; loss of consciousness is brief, and although a few jerks are common, reorientation is rapid. Functional or dissociative seizures are suggested by events with the eyes closed, long duration, a fluctuating course and side-to-side head or body movements, and are confirmed by video-EEG.",
              "NICE recommends a 12-lead ECG for anyone with a suspected seizure, because cardiac arrhythmias such as long QT syndrome can present as convulsive events. A normal interictal EEG does not exclude epilepsy and an abnormal one does not establish it, so EEG is used to support a diagnosis and classify the epilepsy, not to make the diagnosis; MRI is the preferred imaging.",
            ),
        },
      },
      {
        title: "Anti-seizure medication management",
        description:
          "Choosing, starting and monitoring anti-seizure medicines, with particular attention to women and girls of childbearing potential.",
        lesson: {
          title: "Choosing, titrating and monitoring anti-seizure medicines",
          html: p(
            "NICE guideline NG217 (2022) recommends lamotrigine or levetiracetam as first-line monotherapy for focal seizures. For generalised tonic-clonic seizures, sodium valproate is first-line for boys and men and for women unable to have children, and lamotrigine or levetiracetam for women and girls able to have children. Ethosuximide is first-line for absence seizures; for myoclonic seizures the choice is valproate or, for women and girls able to have children, levetiracetam. Carbamazepine, oxcarbazepine, phenytoin, gabapentin, pregabalin, tiagabine and vigabatrin can worsen absence and myoclonic seizures.",
            "Valproate exposure in pregnancy carries a risk of about 10 per cent of major congenital malformations and of 30 to 40 per cent of neurodevelopmental disorders in the child. Since 2018 it may be prescribed to women and girls of childbearing potential only under a Pregnancy Prevention Programme, and MHRA measures from 2024 require that it is not started in anyone under 55 unless two specialists independently agree that no other treatment is effective or tolerated. Women taking any anti-seizure medicine who may become pregnant should be offered folic acid 5 mg daily before conception. Enzyme-inducing drugs such as carbamazepine, phenytoin and oxcarbazepine reduce the effectiveness of hormonal contraception, so an intrauterine method or progestogen injection is advised. Lamotrigine clearance rises sharply in pregnancy and with oestrogen-containing contraceptives, so levels need monitoring and the dose often needs adjusting.",
            "Lamotrigine starts at 25 mg daily for two weeks, then 50 mg daily for two weeks, then rises by 50–100 mg every one to two weeks; with valproate, the schedule is halved, starting at 25 mg on alternate days. Faster escalation increases the risk of serious rash, including Stevens–Johnson syndrome. Before carbamazepine is started in people of Han Chinese, Thai or other South-East Asian ancestry, testing for HLA-B*15:02 is recommended because of the same risk. Levetiracetam can cause irritability, low mood and, rarely, suicidal thoughts, which should be asked about at every review.",
            "About half of people with newly diagnosed epilepsy become seizure-free on their first medicine; in Kwan and Brodie's 2000 cohort, 47 per cent did so, 13 per cent more on a second, and only a few on later regimens. Drug-resistant epilepsy, defined by the ILAE in 2010 as failure of two tolerated, appropriately chosen and used schedules, should prompt referral to a tertiary centre for assessment for surgery, vagus nerve stimulation or the ketogenic diet.",
          ),
        },
      },
      {
        title: "When a seizure will not stop",
        description:
          "Definitions of status epilepticus, rescue medication in the community, the hospital treatment pathway and the nurse's role in emergency care planning.",
        lesson: {
          title: "Emergency management from community to intensive care",
          html: p(
            "The ILAE's 2015 definition of status epilepticus introduced two time points: t1, after which a seizure is unlikely to stop by itself and treatment should begin, and t2, after which long-term consequences become likely. For tonic-clonic status, t1 is 5 minutes and t2 is 30 minutes; for focal status with impaired awareness, t1 is 10 minutes and t2 more than 60 minutes. Treatment therefore starts at 5 minutes.",
            "In the community, carers time the seizure, protect the head, avoid restraining the person or putting anything in the mouth, and place them in the recovery position when the jerking stops. If an individual emergency care plan prescribes rescue medication, buccal midazolam (10 mg for most adults) is given at 5 minutes into the buccal space between the lower gum and cheek. An ambulance should be called if the seizure continues 5 minutes after rescue medication, if there is no rescue medication and the seizure lasts more than 5 minutes, if it is a first seizure, if there is injury or breathing difficulty, or if seizures recur without recovery in between.",
            "In hospital, the first priorities are airway, breathing with high-flow oxygen, circulation and a capillary glucose, with intravenous glucose for hypoglycaemia and intravenous thiamine where alcohol misuse or malnutrition is suspected. First-line treatment is intravenous lorazepam 0.1 mg/kg, usually 4 mg in an adult, repeated once after 5 to 10 minutes if needed; benzodiazepines cause respiratory depression, so ventilation must be watched. If seizures continue, a second-line agent is given: levetiracetam 60 mg/kg (maximum 4.5 g), sodium valproate 40 mg/kg (maximum 3 g) or phenytoin or fosphenytoin at 20 mg/kg phenytoin equivalent, with ECG and blood pressure monitoring. The ESETT trial (2019) found the three about equally effective, each stopping status in roughly half of patients. Refractory status requires anaesthesia with propofol, midazolam or thiopental in intensive care, with EEG monitoring.",
            "The epilepsy nurse's main contribution comes before and after the emergency. Individual care plans should state the seizure type, when to give rescue medication, the dose, how many doses may be given in 24 hours and when to call an ambulance. Carers and school staff need training in buccal midazolam. After every episode of status or rescue medication use, the nurse reviews adherence, triggers and whether maintenance treatment needs to change.",
          ),
        },
      },
    ],
  },
  {
    slug: "exhibition-design-space-object-and-interpretation",
    discipline: "Exhibition design",
    title: "Exhibition Design: Space, Object and Interpretation",
    description:
      "Taking a museum exhibition from curatorial brief to opening night, students develop the designer's core competences: planning space and visitor flow, specifying display cases and conservation-grade environments, lighting sensitive objects, writing and laying out interpretive text, and integrating digital interactives.",
    level: "advanced",
    duration: "one academic year (a weekly studio day, with a live project for a partner museum)",
    plantedGap: "digital interactives",
    modules: [
      {
        title: "Space and visitor flow",
        description:
          "Spatial strategies for exhibitions, what visitor studies reveal about how people move and attend, and planning for access and capacity.",
        lesson: {
          title: "Planning the visitor route",
          html: p(
            "Exhibition layouts fall into a few families. A directed or linear route, where every visitor passes every section in sequence, suits chronological narratives and very busy shows with timed entry, but frustrates visitors who want to skip. A hub-and-spoke plan places an introduction in a central space with thematic bays around it, allowing choice while keeping orientation simple. An open plan lets visitors make their own paths and suits loosely connected themes, but needs strong sightlines and landmarks to avoid confusion. Designers usually start with bubble diagrams of sections, sized by content and expected dwell, and arranged by adjacency before any walls are drawn.",
            "Visitor studies temper designers' ambitions. Edward Robinson described 'museum fatigue' in 1928, and his student Arthur Melton showed in the 1930s that visitors tend to turn right on entering a gallery and that attention to each object declines as the number of objects rises. Beverly Serrell's Paying Attention (1998), based on tracking studies of more than a hundred exhibitions, introduced two measures: the sweep rate index, the floor area divided by the average minutes spent, which averaged around 300 square feet per minute; and the percentage of diligent visitors, those who stopped at more than half the elements, which was usually well under a third. Her '51 per cent solution' challenges designers to create exhibitions in which most visitors attend to most of the content.",
            "Capacity can be estimated with Little's law: the average number of people in a space equals the arrival rate multiplied by the average dwell. At 600 arrivals an hour and a 45-minute visit, the gallery will hold about 450 people at once. If that density is too high for the floor area, the options are timed entry, a shorter route or more space.",
            "Access shapes every dimension. BS 8300 recommends a clear width of 1,800 mm where two wheelchair users need to pass, and routes need regular seating, level changes handled by ramps or lifts, and turning space in front of cases. Sightlines must work both for standing adults, whose eye level is around 1,500 to 1,600 mm, and for seated visitors and children, whose eye level may be 1,100 mm or lower. The Smithsonian Guidelines for Accessible Exhibition Design (1996) remain a practical checklist.",
          ),
        },
      },
      {
        title: "Cases, mounts and the conservation environment",
        description:
          "Environmental standards, light exposure limits, case construction and materials testing, and mounting objects safely.",
        lesson: {
          title: "Designing for the object's safety",
          html: p(
            "Environmental specifications have moved from tight, energy-hungry targets towards stability within broader bands. The Bizot Group's Green Protocol (2014) adopted interim guidelines for most collections of a stable relative humidity between 40 and 60 per cent and a stable temperature between 16 and 25 °C, with fluctuations of no more than ±10 per cent RH in 24 hours. PAS 198:2012 provides a framework for specifying conditions according to each collection's needs.",
            "Light damage is cumulative: it depends on illuminance multiplied by exposure, so both the lux level and the hours on display must be controlled. CIE 157:2004 sets limiting annual exposures of about 15,000 lux hours for highly responsive materials such as textiles, watercolours and many dyed papers, 150,000 for medium and 600,000 for low responsivity materials. At 50 lux, 15,000 lux hours allows only 300 hours of display, about five weeks of normal opening, which is why works on paper are rotated. Ultraviolet radiation adds damage without aiding vision; modern LED sources emit almost none, and filters should keep any remaining UV well below the older limit of 75 microwatts per lumen.",
            "A showcase is a microclimate, and its air exchange rate decides how well it buffers the room: a well-sealed modern case can achieve around 0.1 air changes per day. Buffering material such as conditioned silica gel, held in a concealed compartment and pre-conditioned to the target humidity, then keeps the RH stable. Sealing also traps pollutants emitted by the case itself. Oak and many wood-based boards release acetic and formic acids that corrode lead and attack shells and other calcareous objects. Every candidate material should pass an Oddy test, devised by Andrew Oddy at the British Museum in 1973: a sample is sealed with coupons of silver, copper and lead at 60 °C and 100 per cent relative humidity for 28 days, and rated suitable for permanent use, temporary use only, or unsuitable, according to the corrosion on the coupons.",
            "Mounts should support objects at their strongest points, distribute weight widely, avoid adhesives on the object, and use inert materials such as polyethylene foam or brass padded with silicone tubing. Lenders will ask for a facilities report, usually the UK Registrars Group standard form, covering environment, security and fire protection, before agreeing to a loan.",
          ),
        },
      },
      {
        title: "Interpretive text and graphics",
        description:
          "Building a text hierarchy from a single big idea, writing labels that visitors read, and setting them legibly in the gallery.",
        lesson: {
          title: "Writing and setting exhibition text",
          html:
            p("Exhibition text works as a hierarchy, and each level has a different job:") +
            "<ol><li>The exhibition title and introductory panel state what the exhibition is about and why it matters, in no more than about 150 words.</li>" +
            "<li>Section panels introduce each theme and tell visitors what to look for in that part of the route.</li>" +
            "<li>Object labels combine a 'tombstone' of basic data (maker, title, date, materials, lender) with a short interpretive caption.</li>" +
            "<li>Extended captions or flip panels serve the minority who want depth, without burdening everyone else.</li></ol>" +
            p(
              "Beverly Serrell's Exhibit Labels: An Interpretive Approach (1996) argues that every exhibition needs a 'big idea': a single sentence, with a subject, an active verb and a consequence, that states what the exhibition is about. The big idea decides what is included and what is cut. Serrell's research shows that visitors read short labels far more often than long ones, so most captions should stay within about 50 words.",
              "Good captions start with what the visitor can see, not with what the curator knows. Compare 'This bowl was produced in Iznik in the 1560s' with 'Look at the tulips painted around the rim: Iznik potters of the 1560s drew them from the Ottoman court's designs.' The second directs attention, uses concrete nouns and active verbs, and links the object to the exhibition's argument. Avoid jargon and undefined technical terms, and aim for a reading level that a twelve-year-old could manage; specialist visitors rarely object to clear writing.",
              "Legibility depends on size, contrast, layout and placement. Type must be sized for the reading distance; for labels read from about a metre, body text is typically set no smaller than 18 to 24 point, with larger type for panels read from further away. Aim for a luminance contrast of at least 70 per cent, lines of roughly 45 to 65 characters, left-aligned text with a ragged right edge, and no long passages in capitals or over busy images. Matt finishes avoid glare from spotlights, and labels inside cases must be readable through the glass at the angle visitors actually stand. Before final production, print full-size drafts, fix them in a gallery mock-up and test them with visitors; this formative evaluation is cheap, and it exposes problems that no amount of desk editing will find.",
            ),
        },
      },
    ],
  },
  {
    slug: "islamic-finance-contracts-sukuk-and-shariah-governance",
    discipline: "Islamic finance",
    title: "Islamic Finance: Contracts, Sukuk and Shariah Governance",
    description:
      "What makes a financing structure Shariah-compliant, and when does compliance become mere form? For postgraduates in finance and law, the course analyses the prohibitions of riba, gharar and maysir; sale-based, lease-based and partnership contracts; sukuk structuring; Shariah governance; and takaful.",
    level: "advanced",
    duration: "ten weeks (a weekly three-hour seminar built around case studies)",
    plantedGap: "takaful",
    modules: [
      {
        title: "Riba, gharar and sale-based finance",
        description:
          "The core prohibitions of Islamic commercial law and how murabaha and tawarruq are used to provide finance within them.",
        lesson: {
          title: "From prohibition to murabaha",
          html: p(
            "The Qur'an (2:275) states that God 'has permitted trade and forbidden riba'. Jurists distinguish riba al-nasi'ah, an increase charged for deferment, which covers interest on loans, from riba al-fadl, an unequal exchange of like commodities. The hadith of the six commodities, gold, silver, wheat, barley, dates and salt, requires that each be exchanged like for like, in equal amounts and hand to hand, which is why currency exchange must be settled on the spot. Gharar, excessive uncertainty about the subject matter, price or delivery, invalidates contracts, and maysir, gambling, rules out contracts whose gains depend on pure chance.",
            "The most widely used financing contract is murabaha, a cost-plus sale with a disclosed mark-up. A client wanting a machine costing 100,000 asks the bank to buy it; the bank buys from the supplier, takes ownership and at least constructive possession, with the risk that goes with it, and then sells the machine to the client for 115,000 payable in 36 monthly instalments. The client's earlier undertaking to buy is a promise (wa'd), not a sale, because a bank cannot sell what it does not yet own. AAOIFI Shariah Standard No. 8 sets out the conditions. Once the sale is concluded, the price is a fixed debt: it cannot be increased if the client pays late, because that would be riba, so late-payment charges are typically paid to charity rather than kept as income.",
            "The mark-up is often priced off a conventional benchmark, formerly LIBOR and now SONIA or SOFR. Most Shariah boards accept the benchmark as a pricing reference only, but critics such as Mahmoud El-Gamal argue that such practices amount to 'Shariah arbitrage', reproducing conventional loans in legal form while changing little in economic substance.",
            "The tension is sharpest in tawarruq. The client buys a commodity from the bank on deferred murabaha terms and immediately sells it to a third party for cash, so the net effect is a cash advance repaid with a mark-up. The International Islamic Fiqh Academy of the OIC ruled in 2009 that organised tawarruq, in which the bank arranges every leg, is impermissible, yet commodity murabaha remains central to interbank liquidity management. A further constraint is the general prohibition on selling debt at a discount, which means murabaha receivables cannot simply be traded in secondary markets.",
          ),
        },
      },
      {
        title: "Leasing and partnership contracts",
        description:
          "Ijara, musharaka and mudaraba, and how they are used for asset finance, home finance and investment accounts.",
        lesson: {
          title: "Ijara, musharaka and mudaraba",
          html: p(
            "Ijara is the sale of a usufruct, the right to use an asset, for a rent. The lessor must own the asset and bear the risks of ownership: if the asset is destroyed without the lessee's fault, rent ceases, and major structural maintenance falls on the lessor, while the lessee bears routine operating maintenance. Because the rent for each future period can be agreed in advance by formula, rentals may float, reset periodically by reference to a benchmark. In ijara muntahia bittamleek, a lease ending in ownership, the transfer at the end is effected by a separate unilateral promise to sell or give the asset, rather than as a condition of the lease, to avoid combining two contracts in one.",
            "Musharaka is a partnership in which each party contributes capital. Profits are shared in an agreed ratio, which need not match the capital shares, but losses must be borne strictly in proportion to capital, and no partner may guarantee another's capital. Diminishing musharaka is widely used for home finance: the bank and the customer buy a property together the customer pays rent for the use of the bank's share and gradually buys the bank's units until owning the whole. In the UK such home purchase plans became competitive after the Finance Act 2003 removed the double charge to stamp duty land tax that arose from the two transfers.",
            "In mudaraba, one party (rabb al-mal) provides capital and the other (the mudarib) provides management. Profits are divided in a pre-agreed ratio; financial losses fall entirely on the capital provider, unless the mudarib was negligent or breached the terms, and the mudarib loses only the value of its effort. Islamic banks use mudaraba on the liability side for profit-sharing investment accounts, whose holders in principle bear the risk of the assets financed. In practice banks smooth the returns paid through a profit equalisation reserve and an investment risk reserve, and often give up part of their own share to pay competitive returns, an exposure known as displaced commercial risk.",
            "The original theory of Islamic banking, a two-tier mudaraba in which depositors share in the profits of partnership investments, has given way to a balance sheet dominated by murabaha and other debt-like contracts. Tarik Yousef called this the 'murabaha syndrome' (2004), and the scarcity of genuine profit-and-loss sharing remains a central debate.",
          ),
        },
      },
      {
        title: "Sukuk and Shariah governance",
        description:
          "How sukuk are structured, the controversy over asset-based sukuk, and the institutions that certify and supervise Shariah compliance.",
        lesson: {
          title: "Structuring sukuk and supervising compliance",
          html: p(
            "AAOIFI Shariah Standard No. 17 defines sukuk as certificates of equal value representing undivided shares in the ownership of tangible assets, usufructs and services, or in the assets of a particular project or investment activity. In the common ijara sukuk, the originator sells assets to a special purpose vehicle, which issues the certificates and holds the assets in trust for investors; the SPV leases the assets back to the originator, whose rentals fund the periodic distributions, and at maturity the originator buys the assets back under a purchase undertaking at an exercise price equal to the face value. Wakala sukuk, now the most common structure, substitute a portfolio of assets managed by the originator as agent, which must include a minimum proportion of tangible assets.",
            "In 2007 Muhammad Taqi Usmani, chairman of AAOIFI's Shariah board, stated that about 85 per cent of sukuk then issued were not compliant, because musharaka and mudaraba sukuk used purchase undertakings at face value to guarantee investors' capital. AAOIFI's statement of February 2008 responded by requiring that sukuk represent real ownership and that managers of partnership and agency sukuk not guarantee capital at face value.",
            "Most sukuk remain asset-based rather than asset-backed: investors have beneficial ownership, but in default they rely on the obligor's purchase undertaking rather than on selling the assets, and rating agencies treat them like senior unsecured debt. The Dana Gas case showed the legal risk. In 2017 the company claimed that its mudaraba sukuk had become unlawful under UAE law, but the English High Court upheld the English-law purchase undertaking, and the dispute ended in a restructuring. The UK issued a £200 million ijara sukuk in 2014, based on central government office buildings.",
            "Compliance is certified and monitored by Shariah supervisory boards of scholars, which approve products and contracts and review operations, supported by internal Shariah review and audit; income found to be non-compliant is purified by payment to charity. The IFSB's guiding principles on Shariah governance (IFSB-10, 2009) set expectations for independence, competence, confidentiality and consistency. Malaysia has a centralised model: under the Central Bank of Malaysia Act 2009, rulings of the Shariah Advisory Council bind the courts and arbitrators. Critics point to conflicts of interest when boards are paid by the institutions they oversee, and to the concentration of board seats among a small number of prominent scholars.",
          ),
        },
      },
    ],
  },
];
