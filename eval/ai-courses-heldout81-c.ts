/** Eighty-first held-out evaluation courses, advanced level (A to F); see ai-courses-heldout81.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT81_C: EvalCourse[] = [
  {
    slug: "transmission-electron-microscopy-for-materials-characterisation",
    discipline: "Electron microscopy",
    title: "Transmission Electron Microscopy for Materials Characterisation",
    description:
      "Index diffraction patterns, identify defects from their contrast, interpret high-resolution and Z-contrast images, and choose the right technique for a materials question. The course treats electron optics and lens aberrations; electron diffraction and diffraction contrast; phase-contrast imaging and scanning transmission electron microscopy (STEM); and electron energy-loss spectroscopy.",
    level: "advanced",
    duration: "one semester (two lectures a week and six half-day instrument sessions)",
    plantedGap: "electron energy-loss spectroscopy",
    modules: [
      {
        title: "Electron Optics and the Limits of Resolution",
        description:
          "Electron wavelength, magnetic lenses and why spherical and chromatic aberration, not wavelength, limit resolution.",
        lesson: {
          title: "Wavelength, aberrations and correction",
          html: p(
            "Electrons accelerated through a potential V have a de Broglie wavelength λ = h/√[2m₀eV(1 + eV/2m₀c²)], where the bracketed term is the relativistic correction, already about 10 per cent in energy terms at 100 kV. The wavelength is 3.70 pm at 100 kV, 2.51 pm at 200 kV and 1.97 pm at 300 kV, roughly a hundredth of typical interatomic spacings. If wavelength were the limit, a TEM would resolve far below 0.01 nm. In practice the limit comes from lens aberrations.",
            "Electron lenses are electromagnets whose rotationally symmetric fields focus electrons in helical paths. In 1936 Otto Scherzer proved that such lenses, if static, free of space charge and rotationally symmetric, always have positive spherical aberration: rays far from the axis are focused too strongly. A point is imaged as a disc whose radius in the object plane scales as Csα³, where Cs is the spherical aberration coefficient, typically around 1 mm for an objective lens, and α the collection semi-angle. Diffraction by the aperture gives a disc scaling as λ/α, so an optimum aperture exists. For phase-contrast imaging the resulting point resolution is approximately 0.66 Cs^(1/4) λ^(3/4); with Cs = 1.2 mm at 200 kV this gives about 0.24 nm.",
            "Chromatic aberration blurs the image because electrons of different energy focus at different planes. The defocus spread is Δf = Cc(ΔE/E₀), where Cc is the chromatic aberration coefficient, ΔE the energy spread and E₀ the beam energy. The spread comes from the source, about 0.3 eV for a cold field-emission gun against 1.5 eV or more for a LaB₆ thermionic source, from instabilities in the high-voltage and lens supplies, and from inelastic scattering in thick specimens. Thin specimens and high-brightness sources with a narrow energy spread reduce it.",
            "Scherzer's theorem also showed the way out: break one of its conditions. Practical correctors use non-round multipole lenses. Haider, Rose, Urban and colleagues demonstrated a hexapole corrector for TEM imaging in 1998, and Krivanek's quadrupole-octupole correctors were developed for STEM probes in the same period. Tuning Cs to a small value, or even to a slightly negative value for particular imaging conditions, has brought point resolution to around 0.05 to 0.1 nm. With spherical aberration corrected, chromatic aberration and specimen damage become the main limits, which is why low-voltage corrected instruments are used for beam-sensitive materials such as graphene.",
          ),
        },
      },
      {
        title: "Electron Diffraction and Diffraction Contrast",
        description:
          "Indexing selected-area diffraction patterns, setting up two-beam conditions and identifying dislocations by contrast analysis.",
        lesson: {
          title: "From Bragg's law to g·b analysis",
          html: p(
            "Because the electron wavelength is so short, Bragg angles are tiny. For aluminium (fcc, a = 0.405 nm) the {111} spacing is 0.234 nm, and at 200 kV Bragg's law, 2d sinθ = λ, gives θ ≈ λ/2d ≈ 5.4 mrad, about 0.3°. The radius of the Ewald sphere, 1/λ, is therefore very large compared with reciprocal lattice spacings, and because the thin specimen elongates reciprocal lattice points into rods along the beam direction, a single zone-axis pattern shows many reflections at once.",
            "In the diffraction pattern, a reflection at distance R from the central spot satisfies Rd = λL, where L is the camera length and λL the camera constant, found by calibration with a standard such as polycrystalline gold. With L = 1 m, the Al (111) reflection lies at R ≈ 2.51 pm × 1 m / 0.234 nm ≈ 10.7 mm. Indexing proceeds by measuring the ratios of spot distances and the angles between them, comparing them with those allowed for the crystal structure, and checking that the zone axis [uvw] satisfies hu + kv + lw = 0 for every indexed reflection.",
            "Diffraction contrast images use the objective aperture to select either the direct beam, giving a bright-field image, or one diffracted beam, giving a dark-field image. For interpretation the specimen is tilted to a two-beam condition in which only one reflection g is strongly excited. Small departures from the exact Bragg condition are measured by the deviation parameter s, and the intensity oscillates with depth over the extinction distance ξg, producing thickness fringes at wedge-shaped edges and bend contours where the foil is buckled.",
            "Crystal defects are visible because they locally bend the diffracting planes. A dislocation with Burgers vector b is generally invisible, or nearly so, when g·b = 0; for an edge dislocation the additional condition g·(b × u) = 0, where u is the line direction, is needed for complete invisibility, and elastically anisotropic materials show residual contrast. The standard procedure is to image the same dislocation with at least two different reflections in which it disappears; b is then parallel to the cross product of the two g vectors. Weak-beam dark-field imaging with large s narrows dislocation images to a few nanometres, allowing closely spaced partial dislocations to be resolved.",
          ),
        },
      },
      {
        title: "Phase Contrast, STEM and Z-Contrast",
        description:
          "How the contrast transfer function shapes high-resolution images and why annular dark-field STEM images are more directly interpretable.",
        lesson: {
          title: "Reading atomic-resolution images",
          html: p(
            "A very thin specimen of light atoms acts as a weak phase object: it shifts the phase of the electron wave without changing its amplitude, and a perfect lens in focus would show no contrast at all. Phase contrast arises because the objective lens's aberrations and defocus add a further phase shift χ(k) = πΔfλk² + ½πCsλ³k⁴ to each spatial frequency k. The image intensity then depends on the contrast transfer function, sin χ(k), damped at high frequencies by envelopes from partial spatial and temporal coherence. Sign conventions differ between texts, so always check which one a simulation program uses.",
            "At Scherzer defocus, Δf = −1.2(Csλ)^(1/2), which is about 66 nm underfocus for Cs = 1.2 mm at 200 kV, the transfer function stays near −1 over a broad band of frequencies before its first zero, and atom columns appear dark on a light background. Beyond the first zero, contrast reverses repeatedly, so the same structure can appear with columns dark, light or displaced depending on defocus and thickness. For this reason high-resolution TEM images are interpreted by comparing through-focus series with image simulations, normally by the multislice method introduced by Cowley and Moodie in 1957, rather than by reading them directly.",
            "Scanning transmission electron microscopy reverses the geometry. A focused probe, below 0.1 nm in an aberration-corrected instrument, is scanned across the specimen and the signal at each point is recorded by detectors in the diffraction plane. A high-angle annular dark-field (HAADF) detector collects electrons scattered to large angles, typically with an inner angle above about 50 to 60 mrad. Scattering to such angles is dominated by incoherent, Rutherford-like interaction with the nucleus, so the intensity of each atomic column rises roughly as Z^n, with n between about 1.6 and 2. HAADF images are therefore called Z-contrast images: heavy columns appear bright, contrast does not reverse with small changes of defocus or thickness, and individual dopant atoms of high atomic number can be identified in a light matrix.",
            "HAADF's weakness is its low signal from light elements. Annular bright-field imaging, using an annular detector inside the cone of the direct beam, shows light columns such as oxygen, nitrogen and even hydrogen or lithium alongside heavy ones, and integrated differential phase contrast from segmented or pixelated detectors extends this to low doses.",
          ),
        },
      },
    ],
  },
  {
    slug: "fracture-mechanics-and-damage-tolerant-design",
    discipline: "Fracture mechanics",
    title: "Fracture Mechanics and Damage-Tolerant Design",
    description:
      "Most structural failures begin at a crack that was already there. Starting from linear elastic fracture mechanics, the course develops stress intensity factors, fracture toughness testing, elastic-plastic parameters (CTOD and the J-integral), fatigue crack growth and inspection planning, and the use of failure assessment diagrams for flawed structures.",
    level: "advanced",
    duration: "one semester (two lectures and one example class a week)",
    plantedGap: "failure assessment diagrams",
    modules: [
      {
        title: "Linear Elastic Fracture Mechanics",
        description:
          "Griffith's energy balance, Irwin's stress intensity factor and its use to find critical stresses and crack sizes.",
        lesson: {
          title: "From Griffith's energy balance to K",
          html: p(
            "A. A. Griffith, working on glass in 1921, asked why real materials break at a small fraction of their theoretical strength. He proposed that a crack extends when the elastic strain energy released by growth exceeds the energy needed to create the new surfaces. For a through-crack of length 2a in an infinite plate under remote tension σ, this gives the fracture stress σf = √(2Eγs/πa), where E is Young's modulus and γs the surface energy per unit area. Stress at fracture therefore falls with the square root of crack size. For metals the surface energy term is dwarfed by the plastic work done near the tip; Irwin and Orowan independently replaced 2γs with a much larger total fracture energy in the late 1940s.",
            "Irwin then reformulated the problem in terms of the crack-tip stress field. Near the tip of a crack in a linear elastic body the stresses take the form σij = (K/√(2πr)) fij(θ), where r and θ are polar coordinates centred on the tip. The single parameter K, the stress intensity factor, contains all the dependence on load and geometry, so two cracks with the same K have the same tip field. Three modes are distinguished: mode I opening, mode II in-plane shear and mode III out-of-plane tearing; most engineering fractures are mode I. K is related to the energy release rate G by G = K²/E′, with E′ = E in plane stress and E/(1 − ν²) in plane strain.",
            "For a mode I crack, K_I = Yσ√(πa), where Y is a dimensionless geometry factor: 1 for a centre crack in an infinite plate, about 1.12 for a shallow edge crack, and tabulated in handbooks for other geometries. Fracture occurs when K_I reaches the material's fracture toughness, K_IC.",
            "As an example, a steel plate with K_IC = 50 MPa√m contains a 5 mm edge crack. The critical stress is σc = K_IC/(Y√(πa)) = 50/(1.12 × √(π × 0.005)) ≈ 356 MPa. If the design stress is 200 MPa, the critical edge-crack length is a = (1/π)(K_IC/Yσ)² ≈ 16 mm. Comparing this critical size with the smallest crack that inspection can reliably detect is the basis of damage-tolerant design. Failures such as those of welded Liberty ships in the 1940s and the Comet airliners in 1954 turned these ideas into engineering practice.",
          ),
        },
      },
      {
        title: "Fracture Toughness Testing and Crack-Tip Plasticity",
        description:
          "Measuring valid plane-strain fracture toughness, estimating the plastic zone and moving to CTOD and J when plasticity is extensive.",
        lesson: {
          title: "Validity, plastic zones and elastic-plastic parameters",
          html: p(
            "Plane-strain fracture toughness is measured to standards such as ASTM E399 on compact tension, C(T), or single-edge-notched bend, SE(B), specimens. A machined notch is sharpened by fatigue precracking at low load. The specimen is loaded while load and crack-mouth opening are recorded. A line with a slope 5 per cent lower than the initial elastic slope is drawn through the origin; its intersection with the record defines P_Q, and a conditional value K_Q is calculated. K_Q becomes a valid K_IC only if Pmax/P_Q ≤ 1.10 and the crack length a and the ligament (W − a) are at least 2.5(K_Q/σ_Y)², where σ_Y is the yield strength; the thickness B is usually at least the same.",
            "The size requirement follows from crack-tip plasticity. Irwin's first-order estimate of the plastic zone size in plane stress is r_p = (1/2π)(K/σ_Y)²; in plane strain, constraint raises the local yield stress and the zone is roughly a third as large. The condition ensures that the plastic zone is small compared with the specimen dimensions, so that K still describes the tip field, and that the thickness gives enough constraint for plane strain. For a high-strength aluminium alloy with K_IC ≈ 27 MPa√m and σ_Y ≈ 500 MPa, the requirement is about 7 mm, and valid tests are easy. For a tough structural steel with K around 150 MPa√m and σ_Y ≈ 350 MPa, it is about 460 mm, which is impractical to test and far thicker than real plates.",
            "For such materials elastic-plastic parameters are used. Wells proposed in 1961 that fracture occurs at a critical crack-tip opening displacement (CTOD), δ, measured by clip gauge and converted to the tip using a hinge model; BS 7448 and ISO 12135 standardise the test. Rice introduced the J-integral in 1968, a contour integral around the crack tip that is path-independent for non-linear elastic material and equals the energy release rate; for small-scale yielding, J = K²/E′. ASTM E1820 measures J through a resistance curve, with J_IC defined near the onset of stable tearing.",
            "J and CTOD are related by J = mσ_Yδ, with m between about 1 and 2 depending on constraint and hardening. The practical message is that low-constraint specimens, such as shallow cracks, give higher apparent toughness than deeply cracked specimens, so test geometry must be matched to the structure.",
          ),
        },
      },
      {
        title: "Fatigue Crack Growth and Inspection Intervals",
        description:
          "Predicting fatigue crack growth with the Paris law and using the result to set inspection intervals.",
        lesson: {
          title: "Integrating the Paris law",
          html: p(
            "Under cyclic loading a crack grows by a small increment each cycle. Plotting growth rate da/dN against the stress intensity range ΔK = K_max − K_min on logarithmic axes gives a characteristic sigmoidal curve. Below a threshold ΔK_th, typically a few MPa√m for steels, growth is negligible (region I). In region II the curve is nearly straight and is described by the Paris law, published by Paris and Erdogan in 1963: da/dN = C(ΔK)^m. For structural steels in air m is close to 3, and C is of the order of 10⁻¹² to 10⁻¹¹ with da/dN in m/cycle and ΔK in MPa√m. In region III growth accelerates as K_max approaches the fracture toughness.",
            "Mean stress matters. At higher stress ratio R = K_min/K_max, cracks grow faster at the same ΔK. Elber showed in 1970 that crack faces can touch before the minimum load is reached, so only the part of the cycle above the opening load drives growth; this crack closure explains much of the R-ratio effect.",
            "Life follows by integrating the Paris law from an initial crack a₀ to a final size a_f: N = ∫ da / [C(YΔσ√(πa))^m]. For m ≠ 2 and constant Y this gives N = 2[a₀^(1−m/2) − a_f^(1−m/2)] / [(m − 2) C (YΔσ√π)^m]. Take an edge crack with Y = 1.12, Δσ = 100 MPa, C = 10⁻¹¹ and m = 3, growing from 1 mm to 20 mm. The result is about 6.3 × 10⁵ cycles. Most of the life is spent while the crack is small, because growth rate rises with crack length. And life is very sensitive to stress: with m = 3, a 10 per cent reduction in stress range increases life by about 37 per cent.",
            "Damage-tolerant design turns the calculation into an inspection plan. The starting crack is the largest that the chosen non-destructive testing method might miss, taken from probability-of-detection data; in military aircraft practice, for example, a 1.27 mm corner crack at a fastener hole has long been assumed. The end point is the critical crack size at the maximum expected load. The inspection interval is then set at a fraction of the growth life between the two, commonly one half, so that a crack missed at one inspection still has a second chance of detection before it becomes critical.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-matter-of-britain-arthurian-romance-from-geoffrey-of-monmouth-to-malory",
    discipline: "Arthurian literature",
    title: "The Matter of Britain: Arthurian Romance from Geoffrey of Monmouth to Malory",
    description:
      "From a Latin chronicle of the 1130s to a printed English book of 1485, the story of Arthur was rewritten again and again for new audiences. Seminars read Geoffrey of Monmouth's History of the Kings of Britain, the romances of Chrétien de Troyes, the French prose Vulgate Cycle, the alliterative Morte Arthure and Malory's Morte Darthur, asking how each text reshapes kingship, chivalry and the Grail.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "alliterative Morte Arthure",
    modules: [
      {
        title: "Geoffrey of Monmouth and the Making of Arthurian History",
        description:
          "How Geoffrey's Latin history turned a shadowy war leader into a conquering king, and how it was received and translated.",
        lesson: {
          title: "A history of the kings of Britain",
          html: p(
            "Before the twelfth century Arthur appears only in scattered sources. The Historia Brittonum, compiled in Wales around 829 to 830 and traditionally attributed to Nennius, lists twelve battles won by Arthur as a 'dux bellorum', a leader of battles, ending at Mount Badon. The Annales Cambriae, surviving in a tenth-century compilation, record Badon and 'the strife of Camlann, in which Arthur and Medraut fell'. Welsh poetry and tales knew Arthur as a figure of legend, but nothing yet resembled a biography.",
            "Geoffrey of Monmouth, a cleric probably of Breton descent working in Oxford, completed his Historia regum Britanniae around 1136 to 1138. It traces British kings from the Trojan Brutus to Cadwaladr in the seventh century, and Arthur occupies its climactic section. Geoffrey gives him a conception engineered by Merlin, who transforms Uther Pendragon into the likeness of Gorlois so that he may lie with Igerna at Tintagel; victories over Saxons, Picts and Scots; conquests across Scandinavia and Gaul; a magnificent crown-wearing at Caerleon; and a campaign against Rome that is cut short when his nephew Modredus seizes the kingdom and the queen. Arthur is mortally wounded at the river Camblam and carried to the isle of Avalon.",
            "Geoffrey claimed to be translating 'a very ancient book in the British language' given to him by Walter, archdeacon of Oxford. No such book has been identified, and the work mixes earlier sources with a great deal of invention. It was nonetheless enormously popular, surviving in over two hundred manuscripts, and it gave Britain a history to rival Rome's. Its reception was not uncritical: in the 1190s William of Newburgh condemned its fables as lies.",
            "Translation carried the story to new audiences. Wace's Anglo-Norman verse Roman de Brut, completed in 1155, adds the Round Table, which Arthur establishes so that none of his barons can claim precedence, and states that the Bretons await Arthur's return. Around 1200 the English priest Laȝamon adapted Wace in his Brut, a long poem in English that expands the battle scenes and the supernatural. Across these versions Arthur is above all a king and conqueror; the knights who dominate later romance are still in the background.",
          ),
        },
      },
      {
        title: "Chrétien de Troyes and the Romance of the Knight",
        description:
          "How Chrétien's verse romances moved the focus from the king to individual knights, love and the Grail.",
        lesson: {
          title: "Conjointure, love and adventure",
          html: p(
            "Chrétien de Troyes wrote five Arthurian romances in Old French octosyllabic rhyming couplets between about 1170 and 1190: Erec et Enide, Cligès, Le Chevalier de la Charrette (Lancelot), Le Chevalier au Lion (Yvain) and the unfinished Le Conte du Graal (Perceval). With them the centre of interest moves from the king's wars to the inner life and adventures of single knights. Arthur's court becomes the fixed point from which knights depart and to which they return, and the king himself is often passive.",
            "Chrétien is self-conscious about his craft. In the prologue to Erec he contrasts the storytellers who 'mangle and corrupt' the tale with his own 'molt bele conjointure', a very beautiful arrangement, and the term is used by modern critics for his shaping of inherited material into a coherent structure. The prologue to Lancelot says that Marie, Countess of Champagne, gave him the matter and the sen, the meaning or interpretation, while he contributed the work; the poem was finished by Godefroi de Leigny. Critics still debate how far Chrétien endorses the adulterous love of Lancelot and Guinevere that he was asked to celebrate, especially in the episode where Lancelot hesitates for two steps before climbing into the shameful cart.",
            "Erec and Yvain share a pattern of crisis and recovery: the hero marries, then errs by neglecting either chivalry or his wife, and must rebuild his reputation through a sequence of adventures. Critics have read this structure as an exploration of how the private demands of love can be reconciled with the public duties of knighthood.",
            "The Conte du Graal, written for Philip of Flanders and left unfinished, introduced the graal: a dish carried in procession at the castle of the Fisher King, which the naive young Perceval sees but fails to ask about. The question he does not ask, whom the graal serves, becomes the hinge of his story. Chrétien's graal is not yet explicitly the cup of the Last Supper. Its unfinished state generated four verse continuations, and around 1200 Robert de Boron's Joseph d'Arimathie gave the Grail a sacred history, identifying it as the vessel in which Christ's blood was collected. The religious Grail that later writers inherited grew from this combination of Chrétien's mystery and Robert's theology.",
          ),
        },
      },
      {
        title: "Malory's Morte Darthur: Sources, Structure and Texts",
        description:
          "How Malory reworked French prose romance into English, and how the Winchester manuscript changed the way the work is read.",
        lesson: {
          title: "Caxton, Winchester and the question of unity",
          html: p(
            "Between about 1215 and 1235 anonymous French writers produced the Vulgate or Lancelot-Grail Cycle, a vast prose sequence: the Estoire del Saint Graal, the Estoire de Merlin, the prose Lancelot, the Queste del Saint Graal and the Mort Artu. Its technique of entrelacement, or interlace, alternates and suspends multiple adventures. It makes Galahad, Lancelot's son, the pure knight who achieves the Grail in the Queste, and it ends in the Mort Artu with the discovery of Lancelot and Guinevere's adultery, war between Lancelot and Arthur, Mordred's treachery and the fall of the Round Table. A later Post-Vulgate cycle and the prose Tristan extended this material.",
            "Sir Thomas Malory turned this French prose, along with other sources, into English prose. He is usually identified with Sir Thomas Malory of Newbold Revel in Warwickshire, a knight with a long record of charges of violence and theft who spent years in prison; the work's colophon calls its author a 'knight prisoner' and dates its completion to the ninth year of Edward IV's reign, that is 1469 to 1470. Malory compresses and reorders his sources, cutting much of the interlace and sharpening the focus on loyalty, fellowship and the conflicts between them, so that the fall of the Round Table comes as much from divided loyalties as from sin.",
            "William Caxton printed the work at Westminster on 31 July 1485 as Le Morte Darthur, dividing it into 21 books and 507 chapters and supplying a preface that presents it as a history teaching noble conduct. For four and a half centuries Caxton's edition was the only text known.",
            "In 1934 Walter Oakeshott identified a manuscript of Malory in the library of Winchester College. It lacks Caxton's divisions, contains explicits marking the ends of separate tales, and differs in places, most notably in the account of Arthur's war against Rome, which Caxton's edition shortens considerably. Eugène Vinaver's edition of 1947, titled The Works of Sir Thomas Malory, argued that Malory wrote eight separate romances rather than one book. The debate over unity that followed remains central to Malory criticism. Study of ink offsets has since shown that the Winchester manuscript was itself in Caxton's workshop, so the two texts are closer relatives than once assumed.",
          ),
        },
      },
    ],
  },
  {
    slug: "cleaning-and-retouching-easel-paintings-advanced-conservation-practice",
    discipline: "Easel painting conservation",
    title: "Cleaning and Retouching Easel Paintings: Advanced Conservation Practice",
    description:
      "A studio-based course on the decisions a conservator faces when an old oil painting arrives dirty, discoloured and damaged: understanding its layer structure and ageing, choosing solvent or aqueous cleaning systems, removing degraded varnish, canvas lining, and filling and retouching losses with reversible materials.",
    level: "advanced",
    duration: "one academic year (one studio day a week)",
    plantedGap: "canvas lining",
    modules: [
      {
        title: "Reading the Layers: Structure, Ageing and Examination",
        description:
          "The stratigraphy of an oil painting, how each layer ages, and the examination methods that reveal structure and past treatment before work begins.",
        lesson: {
          title: "Stratigraphy and technical examination",
          html: p(
            "A typical oil painting on canvas is a layered structure. The textile support, usually linen before the nineteenth century, was sized with animal glue to reduce its absorbency, then given a ground: chalk or gypsum bound in glue in much Italian and earlier northern work, or oil-bound grounds containing lead white, earth pigments or both, often coloured, from the sixteenth century onward. Over the ground lie any underdrawing and imprimatura, the paint layers, and finally varnish. Treatment decisions depend on knowing each layer's composition and condition.",
            "Drying oils such as linseed cure by autoxidation: unsaturated fatty acid chains take up oxygen and cross-link into a network. Over time the network continues to oxidise and hydrolyse, producing more polar, acidic material; free fatty acids can react with lead and zinc pigments to form metal soaps, which may aggregate into protrusions that break through the surface, and oil films grow more transparent with age, so that pentimenti, an artist's changes, may become visible. Natural resin varnishes, such as dammar and mastic, are triterpenoids that oxidise, yellow, become more polar and crack. Modern conservation varnishes include low-molecular-weight synthetic resins such as the hydrogenated hydrocarbon Regalrez 1094 and the urea-aldehyde Laropal A81, chosen for their good optical properties and greater stability.",
            "Examination comes before any treatment:" +
              "<ul><li>raking light shows surface texture, cupping, tears and deformation;</li><li>ultraviolet fluorescence reveals aged natural resin varnish, which fluoresces greenish, and later retouchings, which often appear dark on top of it;</li><li>infrared reflectography, with sensitivity up to about 1700 nm in InGaAs cameras, penetrates many paint layers to reveal carbon-containing underdrawing;</li><li>X-radiography records the distribution of dense, lead-containing materials such as lead white, showing earlier compositions, damages and the weave of the support;</li><li>cross-sections from tiny samples at the edges of losses, examined under the microscope and by scanning electron microscopy with X-ray microanalysis, show the layer sequence and pigments.</li></ul>",
            "Macro-XRF scanning, which maps elements across the whole picture, has become widely available in the last decade. Findings are recorded in a condition report with photographs under each type of illumination, so that later conservators can see exactly what was found and done.",
          ),
        },
      },
      {
        title: "Cleaning Systems: Solvents, Water and Gels",
        description:
          "How to test, choose and control solvent mixtures, aqueous solutions and gels for removing dirt and varnish.",
        lesson: {
          title: "Designing a cleaning system",
          html: p(
            "Cleaning normally proceeds in two stages: removing surface dirt, which is largely particulate and polar, and then thinning or removing discoloured varnish and old retouchings. Each stage must remove the unwanted layer while affecting the paint as little as possible, and since oil paint and aged varnish both become more polar with age, their solubilities can overlap.",
            "Solvent choice is guided by solubility parameters. The Teas chart, adapted for conservation from Teas's 1968 work and popularised by Robert Feller, plots each solvent by the fractional contributions of dispersion, polar and hydrogen-bonding forces, so that mixtures can be located on the chart and moved gradually in polarity. In practice conservators run solubility tests with a graded series, such as Feller's mixtures of a hydrocarbon with acetone or ethanol, or the Cremonesi series, proceeding from the least polar mixture upward until the varnish responds. Tests are made in small areas, under magnification, with a rolled swab, noting whether any pigment appears on the swab. Polar solvents can swell oil paint and extract its low-molecular-weight components, so contact time and solvent retention matter as much as solubility.",
            "Aqueous cleaning, systematised by Richard Wolbers from the late 1980s, controls specific parameters. pH is buffered, usually within about 5.5 to 8.5 to avoid swelling or saponifying oil films; conductivity is adjusted, because solutions far from the ionic strength of the paint surface draw ions and water in or out of it; chelating agents such as triammonium citrate bind metal ions in dirt; surfactants and enzymes, such as lipases or proteases, target particular materials. Wolbers and Chris Stavroudis's Modular Cleaning Program organises these choices into tested stock solutions.",
            "Gels add control over where and how long the liquid acts. Physical gels of polyacrylic acid or hydroxypropyl cellulose thicken solvents and water; rigid gels of agar or gellan gum release water gently and can be cut to shape; chemical hydrogels, such as the polyvinyl alcohol gels developed in Florence, retain liquid and leave little residue. Any gel residue must be cleared with a suitable solvent, and the whole procedure is recorded so that its results can be judged later.",
          ),
        },
      },
      {
        title: "Filling and Retouching Losses",
        description:
          "Building fills, the principles and methods of reintegrating losses, and the choice of stable, reversible retouching media.",
        lesson: {
          title: "Reintegration: illusion, visibility and reversibility",
          html: p(
            "After cleaning, losses in the paint and ground interrupt the image. Reintegration aims to restore legibility while respecting three principles: treatment is confined to areas of loss and does not cover original paint; materials are stable and remain removable with solvents that do not affect the original; and the work is documented so that it can be distinguished in future, for instance under ultraviolet light.",
            "A fill first restores the level of the ground. Traditional gesso of chalk in rabbit-skin glue is still used, as are prepared fillers and wax-resin fills for paintings sensitive to moisture. The fill is levelled, then textured to match the surrounding surface, for example by impressing a silicone rubber mould taken from an intact area with similar canvas weave or brushwork, or by carving and modelling under magnification.",
            "Approaches to retouching range from fully illusionistic to clearly visible. Mimetic or deceptive retouching aims to make the loss invisible at normal viewing distance and is common in museum practice in Britain and North America. Tratteggio, developed at the Istituto Centrale del Restauro in Rome under Cesare Brandi, builds the loss with fine vertical hatching in pure colours, so that it reads as continuous from a distance but can be identified close up. Umberto Baldini and colleagues in Florence, after the 1966 flood, developed selezione cromatica, in which hatching follows the form, and astrazione cromatica, an abstract interweaving of colours used for losses that cannot be reconstructed. Large losses of essential content raise ethical questions about how much to invent, which are discussed with curators and owners.",
            "Retouching media must remain reversible and must not change colour. Oil paint is avoided because it darkens and becomes insoluble. Conservators use watercolour or gouache for underlayers, and pigments bound in synthetic resins, such as Laropal A81 or Paraloid B-72, for final glazes. An isolating varnish between original and retouching makes later removal safer. Pigment choice must also avoid metamerism, in which a retouching matches under one light source but not another; checking matches under daylight-balanced, incandescent and LED sources reduces the risk. Final varnishing unifies surface gloss and saturation.",
          ),
        },
      },
    ],
  },
  {
    slug: "enterprise-risk-management-frameworks-appetite-and-quantification",
    discipline: "Enterprise risk management",
    title: "Enterprise Risk Management: Frameworks, Appetite and Quantification",
    description:
      "Boards are now expected to state how much risk they will accept and to show that their controls work. For risk professionals, internal auditors and finance managers, the programme compares COSO ERM with ISO 31000, sets and cascades risk appetite, applies the Three Lines Model, designs key risk indicators, and quantifies exposure with Monte Carlo simulation.",
    level: "advanced",
    duration: "eight weeks (one three-hour evening seminar a week)",
    plantedGap: "key risk indicators",
    modules: [
      {
        title: "COSO ERM and ISO 31000 Compared",
        description:
          "The structure, definitions and intended use of the two dominant frameworks, and the governance requirements they are used to meet.",
        lesson: {
          title: "Two frameworks, one purpose",
          html: p(
            "Enterprise risk management treats risk across the whole organisation and links it to strategy, rather than leaving each department to manage its own hazards in isolation. Two frameworks dominate practice.",
            "COSO, the US Committee of Sponsoring Organizations of the Treadway Commission, published its first ERM framework in 2004, often pictured as a cube of eight components, four objective categories and organisational levels. Its 2017 replacement, Enterprise Risk Management: Integrating with Strategy and Performance, abandoned the cube for five components supported by twenty principles: Governance and Culture; Strategy and Objective-Setting; Performance; Review and Revision; and Information, Communication and Reporting. The shift is significant. The 2004 model was often implemented as a compliance exercise; the 2017 version insists that risk is considered when strategy is chosen, including the risk that the strategy does not fit the organisation's mission and values, not only in executing it.",
            "ISO 31000, revised in 2018, is shorter and applies to any organisation. It defines risk as the 'effect of uncertainty on objectives', where effects may be positive or negative, and is organised as principles, a framework and a process. The process runs from establishing scope, context and criteria, through risk assessment, meaning identification, analysis and evaluation, to treatment, with monitoring and review, recording and reporting, and communication and consultation running throughout. It is not certifiable, unlike management system standards such as ISO 9001.",
            "The two are complementary more than competing. COSO speaks to boards and investors about strategy and performance and is widely used by listed companies in the United States; ISO 31000 provides a common vocabulary and process that can be embedded in operations worldwide. Many organisations use ISO 31000's process inside a governance structure described in COSO's terms.",
            "Governance codes increasingly demand evidence. The UK Corporate Governance Code requires boards to carry out a robust assessment of emerging and principal risks, and its 2024 revision adds, under Provision 29 and for financial years beginning on or after 1 January 2026, a declaration on the effectiveness of material internal controls. ERM frameworks are the usual means of producing the evidence behind such statements.",
          ),
        },
      },
      {
        title: "Risk Appetite and the Three Lines Model",
        description:
          "Setting risk appetite, tolerance and limits, assigning roles under the Three Lines Model, and the weaknesses of heat maps.",
        lesson: {
          title: "Deciding how much risk to take, and who watches it",
          html: p(
            "Risk appetite is the amount and type of risk an organisation is willing to pursue or retain in pursuit of its objectives. It is bounded by risk capacity, the maximum it could absorb before failing to meet regulatory minimums or obligations to creditors. An appetite statement combines qualitative statements, such as 'no appetite for breaches of sanctions law' or 'a moderate appetite for product innovation risk', with quantitative measures where possible, such as a minimum capital ratio, a maximum loss from a single customer, or an earnings-at-risk limit. Tolerances set the acceptable variation around specific objectives, and the appetite is cascaded into operational limits that business units can act on. An appetite statement that cannot be traced to limits and decisions is decoration.",
            "Responsibility is commonly described using the Institute of Internal Auditors' Three Lines Model, published in 2020 to replace the earlier Three Lines of Defence. The governing body is accountable to stakeholders for oversight. Management holds first-line roles, owning and managing risk in delivering products and services, and second-line roles, providing expertise, monitoring and challenge through functions such as risk management and compliance. Internal audit provides independent and objective assurance as the third line, reporting to the governing body, usually through the audit committee. The 2020 revision deliberately moved away from the defensive language of the earlier model, emphasising that the lines collaborate to create as well as protect value, while preserving internal audit's independence.",
            "Most organisations still communicate risk through a register and a heat map that scores likelihood and impact on five-point scales and multiplies them. Louis Anthony Cox's 2008 paper 'What's wrong with risk matrices?' set out the problems: ordinal scores cannot meaningfully be multiplied; range compression places very different risks in the same cell; the same risk can be rated differently by different assessors; and matrices can rank risks in the wrong order, sometimes worse than random for negatively correlated likelihood and impact. Matrices remain useful for communication and triage, but decisions about significant exposures, especially those measured against a quantitative appetite, need quantitative analysis.",
          ),
        },
      },
      {
        title: "Quantifying Exposure with Monte Carlo Simulation",
        description:
          "Replacing single-point estimates with probability distributions and simulation, and reading the results against appetite.",
        lesson: {
          title: "From risk register to loss distribution",
          html: p(
            "A risk register usually records each risk as a probability and an impact, and the temptation is to add up probability times impact and call it the exposure. That figure, the expected loss, hides the shape of the distribution, which is what appetite decisions need.",
            "Consider a project with three independent risks: A, with probability 0.3 of a £2.0m overrun; B, with probability 0.1 of £5.0m; and C, with probability 0.5 of £0.4m. The expected loss is 0.6 + 0.5 + 0.2 = £1.3m. Enumerating the eight combinations gives the full distribution:" +
              "<table><tr><th>Outcome</th><th>Loss (£m)</th><th>Probability</th><th>Cumulative</th></tr><tr><td>none</td><td>0</td><td>0.315</td><td>0.315</td></tr><tr><td>C</td><td>0.4</td><td>0.315</td><td>0.630</td></tr><tr><td>A</td><td>2.0</td><td>0.135</td><td>0.765</td></tr><tr><td>A + C</td><td>2.4</td><td>0.135</td><td>0.900</td></tr><tr><td>B</td><td>5.0</td><td>0.035</td><td>0.935</td></tr><tr><td>B + C</td><td>5.4</td><td>0.035</td><td>0.970</td></tr><tr><td>A + B</td><td>7.0</td><td>0.015</td><td>0.985</td></tr><tr><td>A + B + C</td><td>7.4</td><td>0.015</td><td>1.000</td></tr></table>",
            "A contingency of £1.3m would be exceeded with probability 0.37. The P90 is £2.4m, and the 95th percentile is £5.4m, because risk B, the least likely, dominates the tail.",
            "Real problems have continuous impacts, dozens of risks and dependencies, so enumeration gives way to Monte Carlo simulation. Each uncertain quantity is given a distribution: triangular or PERT for expert three-point estimates, lognormal for losses with long right tails, Bernoulli for whether a risk event happens at all. The model draws values from each distribution, computes the outcome, and repeats thousands of times. Dependence between inputs is introduced through rank correlation, for example using the Iman-Conover method, because ignoring positive correlation makes the tail look thinner than it is. The standard error of an estimated mean falls as 1/√n, so quadrupling iterations halves it; tail percentiles converge more slowly and need more iterations.",
            "Outputs are read against appetite: percentiles such as P50 and P80 for budgets, Value at Risk at a stated confidence, and expected shortfall, the average loss beyond that percentile, which better reflects tail severity. Sensitivity analysis, often displayed as a tornado chart, shows which inputs drive the result and therefore where mitigation or better data would matter most.",
          ),
        },
      },
    ],
  },
];
