/** Eightieth held-out evaluation courses, advanced level (C); see ai-courses-heldout80.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT80_C: EvalCourse[] = [
  {
    slug: "vibration-analysis-for-machinery-diagnostics",
    discipline: "Vibration analysis",
    title: "Vibration Analysis for Machinery Diagnostics",
    description:
      "Spectra, waveforms and phase are the evidence; a diagnosis is the verdict. For reliability and maintenance engineers who already collect route data, the course covers FFT settings and their trade-offs; diagnosis of unbalance, misalignment and looseness; rolling-element bearing defect frequencies; envelope analysis; and alarm limits.",
    level: "advanced",
    duration: "twelve weeks (a weekly three-hour session combining lecture and test-rig work)",
    plantedGap: "alarm limits",
    modules: [
      {
        title: "Acquiring a Useful Spectrum",
        description: "Choosing units, frequency span, resolution, window and averaging for rotating-machinery data.",
        lesson: {
          title: "FFT Settings and Their Trade-offs",
          html: p(
            "A vibration spectrum is only as good as the settings used to acquire it. Four choices matter most: the measured quantity, the maximum frequency (Fmax), the number of lines of resolution and the window.",
            "Quantity. Accelerometers measure acceleration, which emphasises high frequencies; integrating once gives velocity and twice gives displacement. For general assessment of machinery between roughly 10 Hz and 1 kHz, velocity in mm/s RMS is preferred, because in that range damage correlates with velocity over a wide range of running speeds. Displacement, usually measured directly by proximity probes at fluid-film bearings, suits low frequencies and shaft motion relative to the bearing; acceleration suits gear-mesh and bearing-related frequencies above about 1 kHz.",
            "Resolution. The line spacing is Δf = Fmax / N, where N is the number of lines, and the time record is T = N / Fmax = 1 / Δf. A 1,000 Hz, 1,600-line spectrum has Δf = 0.625 Hz and needs 1.6 s per average. Doubling resolution doubles the collection time, and on a variable-speed machine a long record smears peaks. Analysers sample at 2.56 × Fmax, leaving margin for the anti-aliasing filter.",
            "Worked example: a two-pole induction motor on a 50 Hz supply runs at 2,980 rpm, or 49.67 Hz, so its 2× running-speed component is 99.3 Hz, only 0.7 Hz from the electrical component at twice line frequency, 100 Hz. Separating them is diagnostic, because the electrical component disappears the instant power is cut. With a Hanning window each peak spreads over several lines, so Δf should be about 0.15 Hz or finer: with Fmax = 200 Hz, 1,600 lines give Δf = 0.125 Hz and an 8-second record.",
            "Window. The FFT assumes that the record repeats periodically; when it does not, energy leaks into neighbouring lines. The Hanning window tapers the record to zero at both ends, limiting leakage; its worst-case amplitude error, for a frequency midway between lines, is about 15 per cent (1.4 dB), against about 36 per cent (3.9 dB) for the rectangular window. The flat-top window keeps amplitude error below about 0.1 dB at the cost of broad peaks and is used for calibration.",
            "Averaging reduces random noise in the spectrum but cannot remove components that are not synchronous with the shaft; time-synchronous averaging, triggered by a once-per-revolution tachometer, does, and is standard in gearbox diagnosis.",
          ),
        },
      },
      {
        title: "Unbalance, Misalignment and Looseness",
        description:
          "Distinguishing the commonest rotating-machinery faults using amplitude, frequency and phase together.",
        lesson: {
          title: "Reading 1×, 2× and Phase",
          html:
            p(
              "Most faults in rotating machinery appear at integer multiples of running speed (1×, 2×, 3×), so the spectrum alone often cannot distinguish them. Phase, the timing of the vibration relative to a once-per-revolution reference or between two transducers, usually can.",
            ) +
            "<table><tr><th>Fault</th><th>Spectrum</th><th>Phase evidence</th></tr><tr><td>Static unbalance</td><td>dominant 1× radial, low axial</td><td>horizontal and vertical at one bearing differ by about 90°; the two bearings are in phase in the same direction</td></tr><tr><td>Couple unbalance</td><td>dominant 1× radial</td><td>about 180° between the bearings at the two ends of the rotor, measured in the same direction</td></tr><tr><td>Angular misalignment</td><td>high 1× axial, often with 2× and 3×</td><td>axial readings about 180° apart across the coupling</td></tr><tr><td>Parallel (offset) misalignment</td><td>high 2× radial, often exceeding 1×</td><td>radial readings about 180° apart across the coupling</td></tr><tr><td>Mechanical looseness</td><td>many harmonics of 1×, sometimes half-order components (0.5×, 1.5×), raised noise floor</td><td>unsteady between readings; large phase changes between the machine foot, baseplate and foundation</td></tr></table>" +
            p(
              "The signatures follow from the physics. Unbalance produces a force rotating at 1×, so the bearing responds at 1× in every radial direction. If horizontal and vertical stiffness were equal, the motion would be circular and perpendicular transducers would read 90° apart. Supports are usually less stiff horizontally, so horizontal amplitude is usually the higher. Below the first critical speed, unbalance force, and usually the response, rises with the square of speed, a useful check during run-up.",
              "A misaligned flexible coupling transmits reaction forces that reverse twice per revolution, hence the 2× component; angular misalignment also drives the shafts axially in opposite directions on either side of the coupling.",
              "Two traps catch even experienced analysts. Resonance amplifies any 1× force when running speed coincides with a natural frequency, and the result looks like severe unbalance. An impact test, or a coast-down with amplitude and phase recorded, exposes it: the response peaks at the natural frequency and phase shifts through about 180°, passing 90° at resonance. A bent shaft, meanwhile, produces high 1× axial vibration with axial phase about 180° across the machine, mimicking angular misalignment; measuring shaft run-out with a dial indicator separates the two.",
              "Order of work matters. Eliminate looseness and resonance before balancing: balancing a loose machine gives results that cannot be repeated, and balancing a machine on resonance requires tiny correction weights whose effect changes with small shifts in speed.",
            ),
        },
      },
      {
        title: "Rolling-Element Bearing Diagnostics",
        description:
          "Calculating defect frequencies from bearing geometry and detecting them early with envelope analysis.",
        lesson: {
          title: "Defect Frequencies and Envelope Spectra",
          html:
            p(
              "A localised defect in a rolling-element bearing, such as a spall, produces a short impact every time a rolling element meets it. The impacts repeat at frequencies fixed by geometry. For a bearing with n rolling elements of diameter d on a pitch diameter D, with contact angle φ, on a shaft turning at fr with the outer ring stationary:",
            ) +
            "<ul><li>ball pass frequency, outer race: BPFO = (n/2) fr (1 − (d/D) cos φ);</li><li>ball pass frequency, inner race: BPFI = (n/2) fr (1 + (d/D) cos φ);</li><li>fundamental train (cage) frequency: FTF = (fr/2)(1 − (d/D) cos φ);</li><li>ball spin frequency: BSF = (D/2d) fr (1 − ((d/D) cos φ)²).</li></ul>" +
            p(
              "Worked example: a deep-groove ball bearing with n = 9, d/D = 0.2 and φ = 0, on a shaft at 1,500 rpm (fr = 25 Hz). BPFO = 4.5 × 25 × 0.8 = 90 Hz; BPFI = 4.5 × 25 × 1.2 = 135 Hz; FTF = 12.5 × 0.8 = 10 Hz; BSF = 2.5 × 25 × 0.96 = 60 Hz. Check: BPFO + BPFI = n × fr = 225 Hz. The defect frequencies are non-integer multiples of running speed (3.6× and 5.4×), unlike most other faults.",
              "Early impacts are too weak to show in a velocity spectrum at these low frequencies. Each impact, however, excites structural resonances of the bearing and housing, typically in the kilohertz range. Envelope analysis exploits this. The acceleration signal is band-pass filtered around a band dominated by an excited resonance, which a spectral kurtogram helps to select; the envelope of the filtered signal is extracted, by rectification and low-pass filtering or by the Hilbert transform; and the envelope is transformed by FFT. The envelope spectrum shows the impact repetition rate: lines at BPFO and its harmonics for an outer-race defect.",
              "The load zone adds diagnostic detail. An outer-race defect stays in one place, so its impacts are steady. An inner-race defect rotates into and out of the load zone once per revolution, so its BPFI lines carry sidebands at ±1×. A rolling-element defect strikes both races, giving lines at 2 × BSF, modulated at FTF because the cage carries the element through the load zone.",
              "As damage progresses, impacts blur into a raised broadband floor, and the bearing can appear to improve shortly before failure; only trend data reveals this.",
            ),
        },
      },
    ],
  },
  {
    slug: "secured-transactions-law-charges-registration-and-priority",
    discipline: "Secured transactions law",
    title: "Secured Transactions Law: Charges, Registration and Priority",
    description:
      "When a borrower fails, a secured creditor's fate turns on choices made when the loan was taken. The seminars analyse fixed and floating charges and how courts characterise them, registration under Part 25 of the Companies Act 2006, priority between competing interests, retention of title clauses, and security over mobile equipment under the Cape Town Convention.",
    level: "advanced",
    duration: "one term (eight three-hour seminars with written problem questions)",
    plantedGap: "Cape Town Convention",
    modules: [
      {
        title: "Fixed or Floating?",
        description:
          "How courts characterise a charge, and why the label the parties choose does not settle the question.",
        lesson: {
          title: "Characterisation after Spectrum Plus",
          html: p(
            "The distinction between fixed and floating charges decides who is paid first in insolvency. Realisations from floating charge assets are paid after the expenses of the administration or liquidation and after preferential creditors, including, since 1 December 2020, HMRC for certain taxes such as VAT. The floating chargee must also surrender the 'prescribed part' for unsecured creditors under s 176A of the Insolvency Act 1986: 50 per cent of the first £10,000 of net property and 20 per cent of the remainder, capped at £800,000 where the charge was created on or after 6 April 2020. A fixed chargee is paid from its collateral ahead of all of these.",
            "The classic description of a floating charge is that of Romer LJ in Re Yorkshire Woolcombers Association Ltd [1903] 2 Ch 284: a charge on a class of assets, present and future, which changes from time to time in the ordinary course of business, and which the company may continue to use in the ordinary way until the chargee intervenes. Romer LJ called these characteristics typical, not definitive.",
            "In Agnew v Commissioner of Inland Revenue [2001] UKPC 28 (Re Brumark), Lord Millett held that the court first construes the instrument to identify the rights and obligations the parties intended to grant each other, and then categorises the charge as a matter of law, whatever label the parties used. The decisive question is whether the chargor may remove the charged assets from the security without the chargee's consent.",
            "In Re Spectrum Plus Ltd [2005] UKHL 41 the House of Lords applied the test to book debts. The debenture prohibited dealings with uncollected debts but allowed the company to pay their proceeds into its ordinary current account with the bank and draw on it. That freedom made the charge floating. Siebe Gorman & Co Ltd v Barclays Bank Ltd [1979] 2 Lloyd's Rep 142, which had upheld a materially identical clause as fixed, was overruled. A lender seeking a fixed charge over receivables must therefore control the proceeds in fact, typically through a blocked account from which the chargor cannot draw without consent, and must operate that block in practice.",
            "Seminar problem: characterise a 'fixed charge' over stock in trade that permits sales in the ordinary course of business, and explain the consequences for the bank in the company's administration.",
          ),
        },
      },
      {
        title: "Registration under Part 25",
        description: "What must be registered at Companies House, by when, and what follows from failure to register.",
        lesson: {
          title: "Section 859A and the Consequences of Default",
          html: p(
            "For charges created on or after 6 April 2013, registration of charges created by UK-registered companies is governed by Chapter A1 of Part 25 of the Companies Act 2006 (ss 859A–859Q). The reform replaced the old list of registrable charges with a general rule: any charge created by a company is registrable unless it is expressly excluded.",
            "Under s 859A, the company or any person interested in the charge may deliver to the registrar a statement of particulars, on form MR01, together with a certified copy of the charge instrument, within the period of 21 days beginning with the day after the date of the charge's creation. Excluded by s 859A(6) are a charge in favour of a landlord over a cash deposit given as security in connection with a lease of land and charges created by members of Lloyd's to secure underwriting obligations. Security financial collateral arrangements are taken out of the regime by the Financial Collateral Arrangements (No 2) Regulations 2003.",
            "Registration is not compulsory in the sense that failure is an offence: the 2013 reform removed the criminal sanction. The civil consequences, however, are severe. Under s 859H, if a registrable charge is not registered in time, the security is void against a liquidator, an administrator and any creditor of the company, and the money secured becomes immediately payable. The charge remains valid against the company itself, but fails exactly where it matters.",
            "If the period has been missed, the chargee may apply to the court under s 859F to extend it. The court may do so if satisfied that the failure was accidental, or due to inadvertence or some other sufficient cause, or is not of a nature to prejudice creditors or shareholders, or that it is otherwise just and equitable to grant relief. Extensions are usually ordered without prejudice to rights acquired in the meantime, and courts rarely grant them once liquidation or administration is imminent.",
            "The registrar issues a certificate of registration, which is conclusive evidence that the required documents were delivered within the period allowed (s 859I(6)). Separate registration may also be needed: a legal charge over registered land must be registered at HM Land Registry for the chargee to obtain legal title and priority under the Land Registration Act 2002.",
          ),
        },
      },
      {
        title: "Priority and Retention of Title",
        description:
          "Ranking competing security interests, and testing whether a supplier's reservation of title creates a registrable charge.",
        lesson: {
          title: "Who Ranks First?",
          html: p(
            "Between competing equitable interests, the first in time prevails; a later legal interest acquired for value without notice defeats an earlier equitable one. Between successive assignments or charges of a debt, the rule in Dearle v Hall (1828) 3 Russ 1 gives priority to the first assignee to give notice to the debtor, provided that assignee did not know of the earlier interest when it took its own.",
            "The floating charge has its own rules. Because the chargor may deal with the assets in the ordinary course of business, a fixed charge created later ranks ahead of an earlier floating charge over the same asset. Lenders therefore include a negative pledge, a promise not to create later security ranking ahead of theirs. A negative pledge binds a later chargee only if that chargee had actual notice of it. Registration gives notice of a charge's existence, but traditionally not constructive notice of restrictions in the instrument; whether that remains true now that complete instruments are publicly available on the register, and form MR01 asks whether the charge contains a negative pledge, is debated.",
            "Suppliers on credit protect themselves by retention of title. In Aluminium Industrie Vaassen BV v Romalpa Aluminium Ltd [1976] 1 WLR 676 the Court of Appeal gave effect to a clause reserving ownership of aluminium foil until payment: because the buyer never owned the goods, it could not have charged them, and nothing required registration. The House of Lords upheld an 'all-monies' clause, reserving title until every debt owed to the seller is paid, in Armour v Thyssen Edelstahlwerke AG [1991] 2 AC 339.",
            "Extended clauses fare badly. Claims to new products made from the goods have generally been held to create charges granted by the buyer, void if unregistered: Borden (UK) Ltd v Scottish Timber Products Ltd [1981] Ch 25 (resin made into chipboard) and Re Peachdart Ltd [1984] Ch 131 (leather made into handbags). In Clough Mill Ltd v Martin [1985] 1 WLR 111 the Court of Appeal upheld a simple reservation over unused yarn but accepted that a claim to new products would ordinarily be a charge. Claims to resale proceeds are usually charges too: Compaq Computer Ltd v Abercorn Group Ltd [1991] BCC 484.",
            "Seminar problem: a steel supplier's all-monies clause also claims products and resale proceeds. Advise the buyer's administrator, who holds unprocessed steel, fabricated gates and receivables.",
          ),
        },
      },
    ],
  },
  {
    slug: "taphonomy-from-death-to-the-fossil-record",
    discipline: "Taphonomy",
    title: "Taphonomy: From Death to the Fossil Record",
    description:
      "Between death and discovery, every organism passes through filters that remove, damage, move and alter its remains. Graduate students in palaeontology and zooarchaeology examine bone weathering and surface modification, hydraulic transport and sorting, decay experiments, exceptional preservation in Konservat-Lagerstätten, and time-averaging in fossil assemblages.",
    level: "advanced",
    duration: "one semester (a weekly seminar and a three-hour laboratory session)",
    plantedGap: "time-averaging",
    modules: [
      {
        title: "Bones on the Land Surface",
        description: "Weathering stages, carnivore and tool damage, trampling and fracture patterns in exposed bone.",
        lesson: {
          title: "Reading Bone Surfaces",
          html:
            p(
              "The term taphonomy was coined in 1940 by the Soviet palaeontologist Ivan Efremov, from the Greek taphos (burial) and nomos (law), for the study of the transition of organic remains from the biosphere to the lithosphere. Much of its method was built on observations of modern bones in the field.",
              "Anna K. Behrensmeyer's 1978 study of mammal carcasses in Amboseli National Park, Kenya, defined six weathering stages for bones lying exposed on the land surface:",
            ) +
            "<table><tr><th>Stage</th><th>Description</th></tr><tr><td>0</td><td>no cracking or flaking; bone greasy, soft tissue may remain</td></tr><tr><td>1</td><td>cracking parallel to the fibre structure; articular surfaces may show mosaic cracking</td></tr><tr><td>2</td><td>outermost concentric layers flaking, usually along cracks; crack edges angular</td></tr><tr><td>3</td><td>rough patches of fibrous bone where weathering has penetrated 1–1.5 mm; crack edges rounded</td></tr><tr><td>4</td><td>surface coarsely fibrous and rough; loose splinters; cracks open into the marrow cavity</td></tr><tr><td>5</td><td>bone falling apart in situ into large splinters; original shape may be hard to determine</td></tr></table>" +
            p(
              "At Amboseli, bones reached stage 1 within about three years of death and some reached stage 5 within six to fifteen years, but rates depend on microclimate, body size and burial by vegetation or sediment. A bone's weathering stage is therefore a guide to the minimum time it lay exposed before burial, not a precise clock.",
              "Surface modifications identify agents. Stone-tool cut marks are typically V-shaped in cross-section, often with fine internal striations and shoulder effects, and cluster near muscle attachments. Carnivore tooth marks include pits, punctures and broad, U-shaped scores, often with crushing and furrowing of the ends of long bones. Trampling in sandy sediment produces shallow, sinuous striations in random orientations that can mimic cut marks. Blind tests show that analysts disagree on ambiguous marks, so criteria are applied in combination, increasingly with 3D microscopy and statistical classifiers.",
              "Fracture patterns distinguish fresh from dry breakage. Green bone, still rich in collagen, breaks with spiral (helical) outlines, oblique fracture angles and smooth edges; dry bone breaks with transverse outlines, right-angled fracture edges and rough surfaces. Villa and Mahieu's 1991 criteria of outline, angle and edge texture allow breakage to be attributed to marrow extraction or to later sediment loading.",
            ),
        },
      },
      {
        title: "Transport and Sorting by Water",
        description:
          "How flowing water selects, orients and abrades skeletal elements, and what that implies for interpreting an assemblage.",
        lesson: {
          title: "Voorhies Groups and Hydraulic Behaviour",
          html:
            p(
              "Bones in a river behave as sedimentary particles, but very irregular ones: their density varies with element and condition, and a dry, porous vertebra behaves quite differently from a dense tooth. Michael Voorhies (1969) placed disarticulated sheep and coyote skeletons in a flume and recorded the order in which a steady current moved the elements. He defined three groups:",
            ) +
            "<ul><li>Group I, removed almost immediately by low-velocity currents: ribs, vertebrae, sacrum and sternum, with scapula, phalanges and ulna intermediate between Groups I and II;</li><li>Group II, removed gradually: femur, tibia, humerus, metapodials, pelvis and radius, with the mandibular ramus intermediate between Groups II and III;</li><li>Group III, lag elements moved only by strong currents: skull and mandible.</li></ul>" +
            p(
              "An assemblage dominated by Group III elements suggests winnowing, a lag left behind after lighter elements were carried away; one dominated by Group I elements suggests deposition downstream of the source. Later experiments showed that the groups shift with bone condition (fresh, dry or fossil), with shape, with the bed and with flow depth, so Voorhies groups are a first approximation. Behrensmeyer (1975) expressed hydraulic behaviour as a quartz equivalent: the diameter of a quartz grain that settles at the same velocity as a given bone, which allows bones to be compared with the grain size of the enclosing sediment.",
              "Water also orients elongate bones. In unidirectional flow, long bones tend to align parallel to the current, often with the heavier end upstream, or perpendicular to it when they roll; rose diagrams of long-bone orientation are used to infer palaeocurrent direction, and a random pattern suggests that currents were not the main agent. Abrasion rounds fracture edges and processes; tumbling experiments, such as those of Fernández-Jalvo and Andrews (2003), show that fresh and weathered bone round at different rates, so abrasion must be read together with weathering stage.",
              "These observations feed the classification of fossil concentrations proposed by Kidwell, Fürsich and Aigner (1986): autochthonous, with remains preserved in life position or in their original habitat; parautochthonous, moved but not out of that habitat; and allochthonous, transported from elsewhere. The distinction matters for palaeoecology, since only the first two allow an assemblage to be read as a sample of a single community.",
            ),
        },
      },
      {
        title: "Exceptional Preservation",
        description:
          "How soft tissues survive into the rock record, and what decay experiments reveal about interpreting them.",
        lesson: {
          title: "Konservat-Lagerstätten and Decay",
          html:
            p(
              "Adolf Seilacher distinguished two kinds of Fossil-Lagerstätten, deposits unusually rich in palaeontological information. In Konzentrat-Lagerstätten, hard parts are concentrated, as in bone beds and shell beds. In Konservat-Lagerstätten, the quality of preservation is exceptional, with soft tissues and articulated skeletons. The second kind provides most of our evidence for animals without mineralised skeletons, which make up the majority of species in many living communities.",
              "Exceptional preservation requires that decay, scavenging and burrowing are halted or outpaced. Three broad routes are recognised:",
            ) +
            "<ul><li>Burgess Shale-type preservation, as carbonaceous compressions in fine mudstone, seen in the Burgess Shale of British Columbia, about 508 million years old and discovered by Charles Walcott in 1909, and the Chengjiang biota of Yunnan, about 518 million years old. Rapid burial in mud, low oxygen and clay minerals that may have inhibited decay have all been invoked.</li><li>Early authigenic mineralisation, in which minerals replicate soft tissue before it decays, sometimes within weeks: phosphatised fish muscle in the Cretaceous Santana Formation of Brazil, pyritised trilobite appendages in the Ordovician Beecher's Trilobite Bed of New York, and siderite concretions at Mazon Creek, Illinois.</li><li>Entombment in resin, or burial in stratified, oxygen-free lakes and lagoons: the Eocene Messel oil shale of Germany, about 47 million years old, which preserves feather and fur outlines and stomach contents, and the Late Jurassic Solnhofen limestone of Bavaria, source of Archaeopteryx.</li></ul>" +
            p(
              "Decay experiments test how anatomy degrades before mineralisation can capture it. Derek Briggs and colleagues have decayed polychaetes, shrimps and other invertebrates under controlled conditions to establish which features persist longest. Sansom, Gabbott and Purnell (Nature, 2010) decayed amphioxus and larval lampreys and found that characters diagnostic of vertebrates and chordates tended to decay before more general ones. This produces 'stemward slippage': a partially decayed fossil is placed lower on the evolutionary tree than it belongs, because its distinctive characters have been lost.",
              "The implication for interpretation is direct. The absence of a feature in an exceptionally preserved fossil is weak evidence that the animal lacked it, unless experiments show that the feature would have survived as long as the features that are preserved.",
            ),
        },
      },
    ],
  },
  {
    slug: "tropical-geometry",
    discipline: "Tropical geometry",
    title: "Tropical Geometry",
    description:
      "Prerequisites: a first course in algebraic geometry and some familiarity with polyhedra. Topics: the tropical semiring and tropical polynomials; hypersurfaces, Newton polytopes and regular subdivisions; balancing; valued fields, Puiseux series and Kapranov's theorem; the Fundamental Theorem; and tropical curve counting.",
    level: "advanced",
    duration: "ten weeks (two lectures and one problem class a week)",
    plantedGap: "tropical curve counting",
    modules: [
      {
        title: "Arithmetic in the Tropical Semiring",
        description: "Min-plus algebra, tropical polynomials as piecewise-linear functions, and their roots.",
        lesson: {
          title: "Min-Plus Algebra and Tropical Roots",
          html: p(
            "The tropical semiring is ℝ ∪ {∞} with tropical addition x ⊕ y = min(x, y) and tropical multiplication x ⊙ y = x + y. The identity for ⊕ is ∞, since min(x, ∞) = x, and the identity for ⊙ is 0. ⊙ distributes over ⊕: x ⊙ (y ⊕ z) = x + min(y, z) = min(x + y, x + z). There are no additive inverses, since no y satisfies min(3, y) = ∞, so the structure is a semiring, not a ring. Addition is idempotent, x ⊕ x = x, and the 'freshman's dream' holds: (x ⊕ y)<sup>⊙n</sup> = x<sup>⊙n</sup> ⊕ y<sup>⊙n</sup>, because n·min(x, y) = min(nx, ny). We use the min convention; many authors use max.",
            "A tropical polynomial in one variable, p(x) = ⊕<sub>i</sub> a<sub>i</sub> ⊙ x<sup>⊙i</sup>, evaluates to p(x) = min<sub>i</sub>(a<sub>i</sub> + ix). It is a concave, piecewise-linear function with integer slopes. Its tropical roots are the points where the minimum is attained by at least two terms, that is, where p fails to be linear; the multiplicity of a root is the change of slope there.",
            "Worked example: p(x) = 3 ⊕ (1 ⊙ x) ⊕ x<sup>⊙2</sup> = min(3, 1 + x, 2x). For x < 1 the minimum is 2x; for 1 < x < 2 it is 1 + x; for x > 2 it is 3. The roots are x = 1 and x = 2, each of multiplicity one, since the slope falls 2 → 1 → 0. Correspondingly p factors: (x ⊕ 1) ⊙ (x ⊕ 2) = min(x, 1) + min(x, 2) = min(2x, x + 2, x + 1, 3), and the term x + 2 is never the minimum because it always exceeds x + 1, so the product is min(3, 1 + x, 2x).",
            "Distinct tropical polynomials can define the same function. q(x) = min(3, 5 + x, 2x) equals min(3, 2x) everywhere: 5 + x could be smallest only if it were below 3, which needs x < −2, but then 2x < 5 + x. The general statement uses the Newton polygon. Plot the points (i, a<sub>i</sub>) and take their lower convex hull. Terms whose points lie strictly above the hull never attain the minimum. The roots are the negatives of the slopes of the hull's edges, and each root's multiplicity is the horizontal length of its edge. For p, the hull joins (0, 3), (1, 1) and (2, 0), with slopes −2 and −1, giving roots 2 and 1.",
          ),
        },
      },
      {
        title: "Tropical Hypersurfaces",
        description:
          "Corner loci, their duality with regular subdivisions of Newton polytopes, and the balancing condition.",
        lesson: {
          title: "Tropical Lines, Curves and Duality",
          html: p(
            "For a tropical polynomial f(x) = min<sub>u∈A</sub>(c<sub>u</sub> + u·x) in n variables, with A ⊂ ℤ<sup>n</sup> finite, the tropical hypersurface trop(V(f)) is the set of points x ∈ ℝ<sup>n</sup> at which the minimum is attained at least twice. It is the support of a polyhedral complex of dimension n − 1.",
            "The tropical line f = min(a, b + x, c + y) in ℝ<sup>2</sup> illustrates this. The three terms are equal at the point (a − b, a − c). Where a = b + x < c + y the curve is the ray from that point in direction (0, 1); where a = c + y < b + x it is the ray in direction (1, 0); and where b + x = c + y < a it is the ray in direction (−1, −1).",
            "Duality with the Newton polytope explains the shape. Lift each exponent u ∈ A to height c<sub>u</sub>, giving points (u, c<sub>u</sub>) in ℝ<sup>n+1</sup>, and project the lower faces of their convex hull back to ℝ<sup>n</sup>. The result is the regular subdivision of Newt(f) induced by the coefficients, and it is dual to trop(V(f)). For a plane curve, each vertex of the curve corresponds to a two-dimensional cell of the subdivision, each edge of the curve to an edge of the subdivision perpendicular to it, and each region of the complement to a vertex of the subdivision. For the tropical line the subdivision is the single triangle with vertices (0, 0), (1, 0) and (0, 1); the ray in direction (0, 1), for example, is perpendicular to the edge joining (0, 0) and (1, 0).",
            "Each edge of a plane tropical curve carries a weight, the lattice length of its dual edge, and at every vertex the weighted primitive edge directions sum to zero. This is the balancing condition. For the line, (0, 1) + (1, 0) + (−1, −1) = (0, 0).",
            "A curve of degree d has Newton polytope the triangle with vertices (0, 0), (d, 0) and (0, d). If the subdivision is a unimodular triangulation, into d² triangles each of area 1/2, the curve is called smooth: it has d² vertices, every edge has weight one, and it contains (d − 1)(d − 2)/2 independent cycles, one for each interior lattice point of the triangle, matching the genus of a smooth plane curve of degree d.",
            "Stable intersection gives a tropical Bézout theorem: two plane tropical curves of degrees d and e meet in de points, with multiplicity, after perturbation into general position. Two generic tropical lines thus meet once.",
          ),
        },
      },
      {
        title: "Valuations and the Fundamental Theorem",
        description:
          "Connecting varieties over valued fields with their tropicalisations through Kapranov's theorem and its generalisation.",
        lesson: {
          title: "Puiseux Series, Kapranov and Tropical Bases",
          html: p(
            "Tropical geometry becomes algebraic geometry over a field K with a valuation val: K → ℝ ∪ {∞}, satisfying val(ab) = val(a) + val(b) and val(a + b) ≥ min(val(a), val(b)), with equality when val(a) ≠ val(b). The standard example is the field of Puiseux series ℂ{{t}}, whose elements are series Σ a<sub>q</sub>t<sup>q</sup> with rational exponents having bounded denominators and a least exponent; the valuation takes a non-zero series to its least exponent. This field is algebraically closed, by the Newton–Puiseux theorem, and its value group ℚ is dense in ℝ.",
            "For f = Σ c<sub>u</sub>x<sup>u</sup> in the Laurent polynomial ring K[x<sub>1</sub><sup>±1</sup>, …, x<sub>n</sub><sup>±1</sup>], define trop(f)(w) = min<sub>u</sub>(val(c<sub>u</sub>) + u·w). If f(x) = 0, no term c<sub>u</sub>x<sup>u</sup> can have uniquely minimal valuation, since it could not be cancelled, so valuations of zeros lie in trop(V(f)).",
            "Kapranov's theorem gives the converse for hypersurfaces: when K is algebraically closed with a non-trivial valuation, the closure in ℝ<sup>n</sup> of the set {(val(x<sub>1</sub>), …, val(x<sub>n</sub>)) : x ∈ V(f) ⊂ (K*)<sup>n</sup>} equals trop(V(f)).",
            "For an ideal I, the Fundamental Theorem of tropical algebraic geometry (Maclagan and Sturmfels, Theorem 3.2.3) states that three sets coincide: the intersection of the tropical hypersurfaces trop(V(f)) over all f ∈ I; the set of w ∈ ℝ<sup>n</sup> for which the initial ideal in<sub>w</sub>(I) contains no monomial; and the closure of the set of coordinatewise valuations of points of V(I). The initial form in<sub>w</sub>(f) keeps the terms attaining the minimum in trop(f)(w), with coefficients scaled and reduced to the residue field.",
            "Intersecting the hypersurfaces of a generating set is not enough. Take the trivial valuation on ℂ and I = ⟨x + y + 1, x + 2y⟩, whose variety is the single point (−2, 1). Its tropicalisation is the origin. But trop(x + y + 1) is the tropical line with its vertex at the origin, and trop(x + 2y) is the diagonal x = y, so the two hypersurfaces meet in the whole ray {(−s, −s) : s ≥ 0}. A finite generating set whose hypersurfaces do cut out trop(V(I)) is called a tropical basis. Every ideal has one, computable by Gröbner methods.",
          ),
        },
      },
    ],
  },
  {
    slug: "vestibular-assessment-and-rehabilitation",
    discipline: "Vestibular rehabilitation",
    title: "Vestibular Assessment and Rehabilitation",
    description:
      "Dizziness is among the commonest reasons adults consult a doctor, and much of it is treatable. For physiotherapists and audiologists moving into specialist practice: bedside oculomotor and head impulse examination, the HINTS examination in acute vertigo, diagnosis and treatment of benign paroxysmal positional vertigo, gaze stabilisation and habituation exercise, and persistent postural-perceptual dizziness.",
    level: "advanced",
    duration: "eleven weeks (a weekly lecture and a supervised clinical skills session)",
    plantedGap: "persistent postural-perceptual dizziness",
    modules: [
      {
        title: "Examining the Vestibulo-Ocular Reflex",
        description: "Nystagmus, the head impulse test and the HINTS examination in the acute vestibular syndrome.",
        lesson: {
          title: "Head Impulse, Nystagmus and Skew",
          html:
            p(
              "The vestibulo-ocular reflex (VOR) keeps images stable on the retina during head movement by rotating the eyes equally and oppositely to the head, with a latency of around 10 milliseconds. After an acute unilateral peripheral loss, the eyes drift slowly towards the affected side and fast phases beat away from it; nystagmus is named by its fast phase. Peripheral nystagmus is horizontal with a torsional component, keeps the same direction in all positions of gaze, is suppressed by visual fixation, so is best seen with Frenzel goggles or video-oculography, and obeys Alexander's law, increasing when the patient looks in the direction of the fast phase.",
              "The head impulse test, described by Halmagyi and Curthoys in 1988, examines each horizontal canal separately. The patient fixes on the examiner's nose while the examiner turns the head quickly and unpredictably through 10–20° to one side. With a normal VOR the eyes stay on target. If the canal on the side towards which the head is turned is hypofunctioning, the eyes move with the head and a corrective catch-up saccade brings them back to the target: a positive test. Covert saccades, made during the impulse, cannot be seen with the naked eye; video head impulse test (vHIT) systems detect them and measure VOR gain, eye velocity divided by head velocity, which is normally about 0.8–1.0 for the horizontal canals.",
              "In the acute vestibular syndrome, with continuous vertigo, nausea, nystagmus and unsteadiness lasting a day or more, the crucial question is whether the cause is vestibular neuritis or a posterior circulation stroke. Kattah and colleagues (2009) showed that a three-part bedside examination, HINTS, was more sensitive for stroke than early MRI with diffusion-weighted imaging in the first 48 hours:",
            ) +
            "<ul><li>Head Impulse: a normal test is the worrying finding, because a central lesion spares the peripheral reflex;</li><li>Nystagmus: direction-changing nystagmus on eccentric gaze suggests a central cause;</li><li>Test of Skew: vertical refixation on alternate cover testing (skew deviation) suggests a brainstem lesion.</li></ul>" +
            p(
              "Any one central sign makes the examination 'dangerous' and calls for urgent stroke assessment. Adding a bedside test for new unilateral hearing loss (HINTS plus) improves detection of strokes in the territory of the anterior inferior cerebellar artery. HINTS applies only to patients with continuous vertigo and nystagmus: in a patient without nystagmus, a normal head impulse test is simply normal.",
            ),
        },
      },
      {
        title: "Positional Vertigo",
        description: "Diagnosing and treating canalithiasis of the posterior and horizontal semicircular canals.",
        lesson: {
          title: "Dix–Hallpike, Epley and the Roll Test",
          html:
            p(
              "Benign paroxysmal positional vertigo (BPPV) is the commonest cause of vertigo of peripheral vestibular origin. Otoconia dislodged from the utricular macula enter a semicircular canal and move under gravity when the head changes position, deflecting the cupula (canalithiasis). Brief vertigo, usually under a minute, follows lying down, rolling over in bed or looking up. The posterior canal is affected in the large majority of cases, commonly quoted as 80–90 per cent, and the horizontal canal in most of the remainder.",
              "The Dix–Hallpike test (1952) diagnoses posterior-canal BPPV. With the patient sitting on the couch, the head is turned 45° towards the side being tested and the patient is brought briskly supine, with the neck extended about 20° over the end of the couch. A positive test produces, after a latency of a few seconds, torsional nystagmus with the upper poles of the eyes beating towards the lowermost ear, combined with an upbeating vertical component. It builds and fades within 60 seconds, reverses direction when the patient sits up, and fatigues with repetition.",
              "Treatment is by repositioning. The Epley manoeuvre, published in 1992, moves the debris around the canal and back into the utricle:",
            ) +
            "<ol><li>From the positive Dix–Hallpike position, wait until the nystagmus and vertigo stop, and for at least 30 seconds.</li><li>Rotate the head 90° towards the unaffected side and hold for 30 seconds.</li><li>Roll the patient onto the unaffected side while turning the head a further 90°, so that the nose points about 45° towards the floor, and hold for 30 seconds.</li><li>Sit the patient up, then bring the head to the midline, chin slightly down.</li></ol>" +
            p(
              "A Cochrane review (Hilton and Pinder, 2014) found the Epley manoeuvre substantially more effective than sham manoeuvres; repeating it in the same session raises success further. Post-treatment posture restrictions add little.",
              "Horizontal-canal BPPV is diagnosed with the supine roll test: the patient lies supine with the head flexed about 30°, and the head is turned briskly 90° to each side. Horizontal nystagmus beating towards the lowermost ear on both sides (geotropic) indicates canalithiasis, with the stronger response on the affected side; nystagmus beating towards the uppermost ear (apogeotropic) suggests debris adherent to the cupula or lying in the anterior arm of the canal. Geotropic horizontal-canal BPPV is treated with the Lempert, or barbecue, roll, turning the patient in 90° steps towards the unaffected side.",
            ),
        },
      },
      {
        title: "Exercise-Based Rehabilitation",
        description:
          "Gaze stabilisation, habituation and balance training after vestibular loss, and measuring the outcome.",
        lesson: {
          title: "Adaptation, Substitution and Habituation",
          html:
            p(
              "After a unilateral vestibular loss, such as vestibular neuritis, the central nervous system recovers function through three mechanisms that rehabilitation is designed to drive. Adaptation is a lasting change in VOR gain, driven by retinal slip, the error signal produced when images move across the retina during head movement. Substitution replaces lost input with other strategies, such as pre-programmed saccades and greater reliance on vision and somatosensation for balance. Habituation is a reduction in symptoms through repeated exposure to provoking movements. Resolution of spontaneous nystagmus in the first days occurs largely without exercise; recovery of function during head movement needs active practice.",
              "Gaze stabilisation exercises provide the retinal slip that adaptation requires:",
            ) +
            "<ul><li>VOR ×1: the patient holds a card with a letter on it at arm's length and moves the head side to side, then up and down, as fast as possible while keeping the letter in focus, for one to two minutes;</li><li>VOR ×2: the card and head move in opposite directions, doubling the demand;</li><li>progressions: a busier background, standing, walking, or a narrower base of support.</li></ul>" +
            p(
              "The American Physical Therapy Association's clinical practice guideline for peripheral vestibular hypofunction (Hall and colleagues, 2016, updated 2022) recommends gaze stabilisation exercise and suggests dosage: for acute or subacute unilateral loss, at least three times a day for a total of at least 12 minutes a day; for chronic unilateral loss, three to five times a day for a total of at least 20 minutes a day, over four to six weeks; and for bilateral loss, 20–40 minutes a day over five to seven weeks.",
              "Habituation uses the provoking movement itself. The Motion Sensitivity Quotient test scores the intensity and duration of dizziness across 16 positions and head movements; the two to four most provocative are then repeated several times, two or three times a day, at an intensity that provokes mild to moderate symptoms which settle within about half an hour.",
              "Progress is measured with standard tools: the Dizziness Handicap Inventory (Jacobson and Newman, 1990), 25 items scored from 0 to 100, in which a change of 18 points is regarded as meaningful; the Activities-specific Balance Confidence scale; dynamic visual acuity; and gait measures such as the Functional Gait Assessment, on which a score of 22 or less out of 30 indicates an increased risk of falls in older adults.",
            ),
        },
      },
    ],
  },
];
