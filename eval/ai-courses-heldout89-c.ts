/** Eighty-ninth held-out evaluation courses, advanced level (C to D); see ai-courses-heldout89.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT89_C: EvalCourse[] = [
  {
    slug: "astrobiology-habitability-origins-and-biosignatures",
    discipline: "Astrobiology",
    title: "Astrobiology: Habitability, Origins and Biosignatures",
    description:
      "Covering the habitable zone and its limits, prebiotic chemistry from Miller-Urey to the RNA world, biosignatures and their false positives, and planetary protection, the course asks what evidence would justify a claim that life exists beyond Earth.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one problem class a week)",
    plantedGap: "planetary protection",
    modules: [
      {
        title: "The habitable zone and its limits",
        description:
          "Derives habitable-zone boundaries from climate models and tests the concept against M-dwarf systems and recent JWST observations.",
        lesson: {
          title: "Calculating and questioning the habitable zone",
          html: p(
            "The circumstellar habitable zone is the range of orbital distances at which a rocky planet with an Earth-like atmosphere could maintain liquid water on its surface. The modern boundaries come from one-dimensional radiative-convective climate models, first by Kasting, Whitmire and Reynolds (1993) and updated by Kopparapu and colleagues (2013). The inner edge is set by water loss: at the moist greenhouse limit the stratosphere becomes wet enough for water to be photolysed and hydrogen to escape, and at the runaway greenhouse limit the oceans evaporate entirely. The outer edge is the maximum greenhouse limit, beyond which adding CO2 cools rather than warms because Rayleigh scattering outweighs its greenhouse effect. For the present Sun, Kopparapu et al. place the conservative zone between about 0.99 AU (moist greenhouse) and 1.67 AU (maximum greenhouse). Empirical limits based on Venus, which apparently lacked surface water by 1 billion years ago, and on early Mars, which had it 3.8 billion years ago, give an optimistic range of about 0.75 to 1.77 AU.",
            "The boundaries are expressed as an effective stellar flux, S_eff, relative to the flux Earth receives. The distance follows from d = (L / S_eff)^0.5, with d in AU and luminosity L in solar units. S_eff depends on stellar temperature: a cool star emits more in the near-infrared, where water and CO2 absorb strongly, so the limits shift to lower fluxes.",
            "Worked example: TRAPPIST-1, an ultracool dwarf with L ≈ 0.00055 L_sun. For a star this cool the model limits fall to roughly S_eff ≈ 0.85 at the inner edge and 0.23 at the outer edge. The zone therefore runs from (0.00055/0.85)^0.5 ≈ 0.025 AU to (0.00055/0.23)^0.5 ≈ 0.049 AU. Planets e, f and g, at 0.029, 0.038 and 0.047 AU, lie inside it. Planet e receives L/d² ≈ 0.00055/0.00086 ≈ 0.65 times Earth's insolation.",
            "Being in the zone is not the same as being habitable. Planets this close are almost certainly tidally locked. M dwarfs flare frequently and spend hundreds of millions of years in a luminous pre-main-sequence phase, during which planets now in the zone could have lost their water (Luger and Barnes, 2015). JWST thermal emission measurements of TRAPPIST-1b at 15 micrometres (Greene et al., 2023) are consistent with a bare rock, and observations of TRAPPIST-1c (Zieba et al., 2023) exclude a thick CO2-rich atmosphere.",
          ),
        },
      },
      {
        title: "Prebiotic chemistry and the origin of life",
        description:
          "Reviews experimental routes to life's building blocks and the evidence for and against an RNA world, together with competing geochemical settings.",
        lesson: {
          title: "From Miller-Urey to RNA",
          html: p(
            "In 1953 Stanley Miller, working in Harold Urey's laboratory, passed electric sparks through a mixture of methane, ammonia, hydrogen and water vapour and found amino acids, including glycine and alanine, in the condensed liquid after a week. A 2008 reanalysis of archived samples from his 'volcanic' apparatus, which injected steam into the spark chamber, identified 22 amino acids. The experiment showed that organic building blocks form readily under reducing conditions. Geochemists now think the early atmosphere was dominated by CO2 and N2 and was far less reducing, which greatly lowers yields. This has shifted attention to local reducing environments, impacts and hydrogen cyanide chemistry.",
            "Sugars and nucleotides proved harder. The formose reaction makes ribose from formaldehyde but produces a complex mixture in which ribose is a minor, unstable product, and attaching a nucleobase to free ribose works poorly. In 2009 Matthew Powner, Béatrice Gerland and John Sutherland showed a route to activated pyrimidine ribonucleotides that bypasses free ribose and free nucleobases altogether, proceeding through 2-aminooxazole from simple precursors, with phosphate acting as a catalyst and buffer and ultraviolet light destroying unwanted isomers. Later work from the same group (Patel et al., 2015) described 'cyanosulfidic' chemistry in which hydrogen cyanide, hydrogen sulfide and UV light give precursors of nucleotides, amino acids and lipids together.",
            "The RNA world hypothesis, named by Walter Gilbert in 1986, proposes that RNA once served as both genetic material and catalyst. Support comes from the discovery of ribozymes by Thomas Cech and Sidney Altman (Nobel Prize 1989), and from the structure of the ribosome solved in 2000, which showed that peptide bonds are formed by ribosomal RNA, not protein. The main difficulty is that no ribozyme has yet been shown to copy RNA of its own length efficiently.",
            "Competing settings are debated. Alkaline hydrothermal vents, such as the Lost City field discovered in 2000, provide natural pH and redox gradients across thin mineral walls, which Michael Russell and William Martin argue prefigure the proton gradients used by all cells. Terrestrial hot springs, favoured by David Deamer and Bruce Damer, offer wet-dry cycles that drive polymerisation, which is difficult in bulk water. The geological record sets a deadline: stromatolites in the 3.48-billion-year-old Dresser Formation of Western Australia are widely accepted as biological, whereas claimed 3.7-billion-year-old stromatolites from Isua, Greenland (Nutman et al., 2016) have been disputed (Allwood et al., 2018).",
          ),
        },
      },
      {
        title: "Biosignatures and false positives",
        description:
          "Examines which atmospheric and surface signals could indicate life, how abiotic processes can mimic them, and how confidence should be reported.",
        lesson: {
          title: "When is oxygen evidence of life?",
          html:
            p(
              "James Lovelock argued in 1965 that the most general sign of life is chemical disequilibrium in an atmosphere. Earth's atmosphere contains about 21 per cent oxygen together with about 1.9 parts per million of methane; the two react, and their coexistence requires continuous resupply, which on Earth is overwhelmingly biological. In 1993 Carl Sagan and colleagues tested this reasoning on Earth itself using the Galileo spacecraft's flyby: they detected abundant O2, methane far in excess of equilibrium, a sharp rise in surface reflectance at about 0.7 micrometres (the vegetation 'red edge') and narrowband, modulated radio emission. They concluded that life was likely present, and that only the radio signal implied technology.",
              "Oxygen is the leading candidate biosignature for rocky exoplanets, but it has false positives. The main proposed abiotic routes are:",
            ) +
            "<ul><li>Water photolysis followed by hydrogen escape during the long, luminous pre-main-sequence phase of an M dwarf, potentially leaving large amounts of O2 (Luger and Barnes, 2015).</li><li>Photolysis of CO2 on dry planets, where the O and CO fail to recombine because catalytic species from water are scarce.</li><li>Loss of water on a planet with little nitrogen or other non-condensing gases, so that water reaches the upper atmosphere and is photolysed (Wordsworth and Pierrehumbert, 2014).</li></ul>" +
            p(
              "Each mechanism leaves other traces, so context can discriminate. Abundant CO alongside O2 points to CO2 photolysis. Very dense O2 atmospheres produce absorption by O2-O2 collision pairs (O4) at 1.06 and 1.27 micrometres. The review by Meadows and colleagues (2018) recommends treating oxygen as a biosignature only within a characterisation of the whole planet and its star. Catling and colleagues (2018) proposed a Bayesian framework in which the probability of life is conditioned on the observed spectrum and on the planet's context, and Green and colleagues (2021) proposed a seven-level Confidence of Life Detection (CoLD) scale for reporting claims.",
              "Recent cases show why caution is needed. The reported detection of phosphine in Venus's clouds (Greaves et al., 2020) was weakened by reanalyses of the data and by the possibility that the feature was a sulfur dioxide line. Claims of dimethyl sulfide in the atmosphere of the sub-Neptune K2-18b (Madhusudhan et al., 2023 and 2025) have been challenged by other teams, who find the statistical significance depends heavily on modelling choices. In each case, the scientific question was not only 'is the signal real?' but also 'what else could produce it?'",
            ),
        },
      },
    ],
  },
  {
    slug: "implant-engineering-biomaterials-biomechanics-and-fatigue",
    discipline: "Biomedical engineering",
    title: "Implant Engineering: Biomaterials, Biomechanics and Fatigue",
    description:
      "Topics: the host response to implanted materials; biological evaluation under ISO 10993; stress shielding and load sharing between implant and bone; fatigue design and pre-clinical testing; sterilisation validation. Aimed at final-year and master's students in biomedical and mechanical engineering.",
    level: "advanced",
    duration: "eleven weeks (two lectures a week and a fortnightly laboratory)",
    plantedGap: "sterilisation validation",
    modules: [
      {
        title: "Host response and biological evaluation",
        description:
          "Follows the body's response to an implanted material from protein adsorption to fibrous encapsulation and shows how ISO 10993-1 structures the biological evaluation of a device.",
        lesson: {
          title: "From protein adsorption to ISO 10993-1",
          html: p(
            "Within seconds of implantation, a material surface is coated with adsorbed plasma proteins, and cells never meet the bare material; they meet this protein layer. Abundant proteins such as albumin and fibrinogen adsorb first and are progressively displaced by less abundant proteins of higher surface affinity, a sequence known as the Vroman effect. The identity, amount and conformation of these proteins determine which cells adhere and how they behave.",
            "The inflammatory response that follows has a characteristic sequence, described in detail by James Anderson. Neutrophils dominate for the first days, then monocytes arrive and differentiate into macrophages. If the material is too large to be phagocytosed, macrophages attempt it anyway ('frustrated phagocytosis') and some fuse, under the influence of cytokines such as interleukin-4 and interleukin-13, into foreign-body giant cells, which can persist at the interface for the life of the implant. Fibroblasts then deposit collagen, and the implant is walled off by a fibrous capsule, typically tens to a couple of hundred micrometres thick. For some devices, such as glucose sensors, whose signals depend on diffusion, or orthopaedic implants, which need direct bone apposition, the capsule is a failure mode.",
            "ISO 10993-1:2018 sets out how biological safety is evaluated. The key change from older practice is that evaluation is part of a risk management process under ISO 14971, not a fixed checklist of tests. The first step is to categorise the device by nature of body contact (surface device; externally communicating device; implant device) and by contact duration: limited (up to 24 hours), prolonged (more than 24 hours up to 30 days) or long-term (more than 30 days). The categorisation determines which biological endpoints must be addressed, such as cytotoxicity (ISO 10993-5), sensitisation (10993-10), irritation (10993-23), systemic toxicity (10993-11), genotoxicity (10993-3), implantation effects (10993-6) and, for blood-contacting devices, haemocompatibility (10993-4).",
            "Each endpoint can be addressed by existing data, chemical characterisation or testing. Chemical characterisation under ISO 10993-18 identifies extractable and leachable substances, and toxicological risk assessment under ISO 10993-17 compares estimated patient exposure with tolerable intakes. Testing is done on the final finished device, or representative samples made by the same processes, because machining oils, cleaning residues and surface treatments can change the result. In the common in vitro cytotoxicity assay, a reduction in cell viability of more than 30 per cent relative to the control is considered a cytotoxic effect.",
          ),
        },
      },
      {
        title: "Stress shielding and load sharing",
        description:
          "Quantifies how stiffness mismatch between a femoral stem and bone redistributes load and explains the design responses.",
        lesson: {
          title: "Why a stiff stem starves the bone",
          html:
            p(
              "Bone adapts its mass and architecture to the mechanical loads it carries, a principle associated with Julius Wolff (1892). When a stiff implant takes over load that the bone used to carry, the bone is 'shielded' from stress and resorbs. Around cementless femoral stems, dual-energy X-ray absorptiometry studies consistently find the greatest bone loss in the proximal medial femur, the calcar region (Gruen zone 7), often amounting to tens of per cent in the first years after surgery.",
              "The mismatch in stiffness is large:",
            ) +
            "<table><tr><th>Material</th><th>Elastic modulus (GPa)</th></tr><tr><td>Cortical bone</td><td>about 15 to 20</td></tr><tr><td>Cancellous bone</td><td>about 0.1 to 2</td></tr><tr><td>Ti-6Al-4V</td><td>about 110</td></tr><tr><td>316L stainless steel</td><td>about 190 to 200</td></tr><tr><td>Cobalt-chromium-molybdenum alloy</td><td>about 210 to 230</td></tr><tr><td>PEEK</td><td>about 3 to 4</td></tr></table>" +
            p(
              "A simple model shows the effect. Treat a section of the femoral diaphysis as a bone tube (outer diameter 28 mm, inner 12 mm) rigidly bonded to a solid stem filling the canal (diameter 12 mm), under an axial load of 3 kN. Because the two parts strain equally, each carries a share of load proportional to its axial stiffness, EA. The bone area is π/4 × (28² − 12²) ≈ 503 mm²; the stem area is π/4 × 12² ≈ 113 mm². With cortical bone at 17 GPa, the bone's EA is about 8.55 × 10⁶ N. For a titanium alloy stem, EA ≈ 110,000 × 113 ≈ 12.4 × 10⁶ N, so the bone carries 8.55 / (8.55 + 12.4) ≈ 41 per cent of the load. Its stress falls from 3,000 / 503 ≈ 6.0 MPa in the intact bone to about 2.4 MPa. With a cobalt-chromium stem (EA ≈ 23.8 × 10⁶ N), the bone share falls to about 26 per cent and its stress to about 1.6 MPa. Bending loads, which dominate in the real proximal femur, show the same pattern through EI.",
              "Designers respond in several ways: lower-modulus beta-titanium alloys such as Ti-13Nb-13Zr (about 80 GPa); proximally coated, tapered stems that transfer load into the metaphysis; shorter stems; and porous or lattice structures, now practical with additive manufacturing, that reduce effective stiffness. There is a trade-off. A more flexible stem increases relative motion at the bone-implant interface, and bone ingrowth into porous coatings fails when micromotion exceeds about 150 micrometres, a threshold from Pilliar's experiments in the 1980s, leaving fibrous tissue instead.",
            ),
        },
      },
      {
        title: "Fatigue design and pre-clinical testing",
        description:
          "Applies stress-life methods, mean-stress and notch corrections to implant design and introduces standard fatigue tests for hip and spinal devices.",
        lesson: {
          title: "Designing for tens of millions of cycles",
          html: p(
            "A walking patient loads a hip implant roughly one to two million times a year, so an implant expected to last twenty years must survive tens of millions of cycles. Fatigue, not static overload, is therefore the governing failure mode for stems, spinal rods and plates. Fracture surfaces show the history: a crack initiates at a stress concentration, grows by a small amount each cycle, leaving microscopic striations and visible beach marks, and the part finally fails by overload when the remaining section can no longer carry the load.",
            "Stress-life (S-N) design relates stress amplitude to cycles to failure. In the high-cycle regime Basquin's relation applies: σa = σ'f (2Nf)^b, where b is typically between −0.05 and −0.12 for metals. Fatigue data are usually measured for fully reversed loading (mean stress zero), whereas implants carry a mean stress from body weight. The modified Goodman relation corrects for this: σa/Se + σm/Su = 1/n, where Se is the fatigue strength at the design life, Su the ultimate tensile strength and n the safety factor.",
            "Worked example: a stem region in Ti-6Al-4V (Su ≈ 950 MPa, smooth-specimen fatigue strength at 10⁷ cycles Se ≈ 500 MPa) sees σa = 200 MPa and σm = 250 MPa. Then 200/500 + 250/950 = 0.40 + 0.26 = 0.66, so n ≈ 1.5. Now add a notch at a modular junction with theoretical stress concentration Kt = 2.0 and notch sensitivity q = 0.9. The fatigue notch factor is Kf = 1 + q(Kt − 1) = 1.9, raising the effective amplitude to 380 MPa: 380/500 + 0.26 = 1.02, so n < 1 and the design fails. Geometry, not material, is usually the problem.",
            "Surface condition matters as much. Sintered porous coatings create sharp necks and notches and have been reported to reduce the fatigue strength of Ti-6Al-4V by more than half, which is why they are applied only to low-stress proximal regions. Fretting at modular taper junctions initiates cracks and releases corrosion products. Shot peening, which introduces compressive residual stress at the surface, increases fatigue life.",
            "Pre-clinical tests reproduce worst cases. ISO 7206-4 tests femoral stems for five million cycles with the stem embedded so that proximal support is absent, simulating loss of bone around the upper stem. ASTM F1717 tests spinal rod-and-screw constructs in a vertebrectomy model, and ASTM F2077 tests intervertebral body fusion devices, both commonly to a five-million-cycle run-out.",
          ),
        },
      },
    ],
  },
  {
    slug: "surface-supplied-diving-physiology-decompression-and-emergency-procedures",
    discipline: "Commercial diving",
    title: "Surface-Supplied Diving: Physiology, Decompression and Emergency Procedures",
    description:
      "A diver breathing air at 50 metres takes in nitrogen at six times its surface partial pressure, and every decision on that dive follows from it. For experienced divers moving towards supervision, the course covers gas physics and physiology, decompression theory and surface decompression with oxygen, emergency procedures in a surface-supplied team, and the hazards of underwater welding.",
    level: "advanced",
    duration: "three weeks full time (classroom, chamber and in-water exercises)",
    plantedGap: "underwater welding",
    modules: [
      {
        title: "Gas laws and the physiology of depth",
        description:
          "Applies Boyle's and Dalton's laws to gas supply, narcosis and oxygen exposure limits in surface-supplied air diving.",
        lesson: {
          title: "Partial pressure, narcosis and oxygen limits",
          html: p(
            "In sea water, pressure increases by about 1 bar for every 10 metres, so the absolute pressure at depth d metres is approximately 1 + d/10 bar. At 50 m a diver is at 6 bar absolute. By Dalton's law, each gas in a mixture exerts a partial pressure equal to its fraction multiplied by the absolute pressure. Breathing air at 50 m, the diver's inspired nitrogen partial pressure is 0.79 × 6 ≈ 4.7 bar and oxygen 0.21 × 6 ≈ 1.26 bar.",
            "Nitrogen narcosis becomes noticeable in many divers from about 30 m and worsens with depth, impairing judgement and manual skill. This is one reason why UK regulation, through the Diving at Work Regulations 1997 and the Approved Codes of Practice, limits surface-supplied air diving to 50 m; deeper work uses helium-oxygen mixtures. Oxygen is toxic at high partial pressure. Central nervous system toxicity, whose most dangerous sign is a convulsion that can cause drowning, becomes a significant risk above about 1.6 bar, and lower limits apply to working divers under exertion. Pulmonary toxicity develops with long exposures above about 0.5 bar and is tracked in oxygen tolerance units: OTU per minute = ((PO2 − 0.5) / 0.5)^0.83, so one minute breathing pure oxygen at 1 bar is 1 OTU.",
            "Carbon dioxide is the hidden hazard. Gas density rises in proportion to absolute pressure, so at 50 m air is six times denser than at the surface and the work of breathing increases greatly. Hard work with high breathing resistance, or inadequate ventilation of a helmet's dead space, leads to CO2 retention, which increases the risk of both narcosis and oxygen convulsions.",
            "Boyle's law governs gas supply. A diver's breathing rate at the surface is multiplied by the absolute pressure at depth to give the volume of surface-equivalent gas consumed. Worked example: assume a hard-working diver uses 40 litres per minute at surface pressure. At 40 m (5 bar) consumption is 200 litres per minute of free gas. A 10-litre bailout cylinder charged to 200 bar holds roughly 2,000 litres of free gas, ignoring real-gas effects, which lasts only about 10 minutes at that rate. This is why the emergency gas supply must be sized for the actual route and time needed to reach a place of safety, such as the diving stage or basket.",
          ),
        },
      },
      {
        title: "Decompression theory and surface decompression",
        description:
          "Traces decompression models from Haldane to gradient factors, works through tissue loading, and sets out surface decompression with oxygen.",
        lesson: {
          title: "From Haldane to gradient factors",
          html: p(
            "During a dive, inert gas dissolves into the body's tissues at rates that depend on their blood supply. John Scott Haldane, with Boycott and Damant (1908), modelled the body as a set of theoretical compartments, each taking up gas exponentially with its own half-time; his compartments had half-times from 5 to 75 minutes. The loading of a compartment after time t at constant depth is P = P0 + (Pi − P0)(1 − 2^(−t/T)), where P0 is the starting tension, Pi the inspired partial pressure and T the half-time.",
            "Worked example: a diver starts with nitrogen tension 0.79 bar and descends to 30 m (4 bar absolute) on air, so Pi = 0.79 × 4 = 3.16 bar. In a 20-minute compartment, after 20 minutes the tension is 0.79 + 2.37 × 0.5 ≈ 1.98 bar; after 40 minutes it is 0.79 + 2.37 × 0.75 ≈ 2.57 bar. On ascent the process reverses, and decompression stops keep the tension in every compartment below the limit allowed at each depth.",
            "Haldane limited the ratio of tissue pressure to ambient pressure to about 2:1. Robert Workman (1965) replaced the single ratio with M-values, maximum tolerated tensions that vary by compartment and depth. Albert Bühlmann's ZH-L16 model uses 16 compartments with nitrogen half-times from about 4 to 635 minutes and is the basis of most dive computers. Doppler ultrasound studies from the 1970s onwards showed that venous gas bubbles are common after dives well within table limits, so M-values are not a line between safety and injury. Gradient factors, introduced by Erik Baker, express conservatism as fractions of the M-value: with GF 30/70, the first stop is set where the leading compartment reaches 30 per cent of the gap between ambient pressure and its M-value, and the diver surfaces with no compartment above 70 per cent.",
            "Surface decompression with oxygen (SurDO2) shortens the time a diver spends in the water. After completing in-water stops down to 12 m, the diver ascends, is undressed on deck and recompressed in a deck chamber to 15 m to complete decompression breathing oxygen. Under US Navy procedures, the surface interval from leaving the 12 m stop to reaching 15 m in the chamber must not exceed five minutes. The tenders' speed in removing the helmet and harness is therefore part of the decompression plan, and it must be rehearsed.",
          ),
        },
      },
      {
        title: "Emergency procedures in a surface-supplied team",
        description:
          "Drills the team's response to loss of gas, loss of communications, an unconscious diver and differential pressure hazards.",
        lesson: {
          title: "When the main gas fails",
          html:
            p(
              "UK diving projects are run under the Diving at Work Regulations 1997 and Approved Codes of Practice, for example L103 for offshore and L104 for inland and inshore work. The diving contractor appoints a supervisor in writing, and during the operation the supervisor's instructions are final. Each surface-supplied dive has at least a working diver, a standby diver dressed and ready to enter the water immediately, and tenders for both, with the team size set by the risk assessment.",
              "The diver's umbilical contains a main gas hose, a pneumofathometer hose (an open-ended hose whose back-pressure on a surface gauge shows the diver's depth), a communications cable and a strength member. At the surface, the gas panel takes a primary and an independent secondary supply. The diver carries a bailout cylinder connected through a first-stage regulator to the helmet's side block, where a bailout valve can be opened by hand.",
              "Loss of main gas follows a drilled sequence:",
            ) +
            "<ol><li>The diver opens the bailout valve at once and tells the surface.</li><li>The supervisor switches the panel to the secondary supply.</li><li>Whether or not supply is restored, the dive is aborted and the diver returns to the stage or basket, breathing bailout if necessary.</li><li>The standby diver is told to be ready and, if the diver stops responding, is sent down the umbilical.</li><li>Any decompression missed during the emergency is managed in the chamber.</li></ol>" +
            p(
              "If voice communications fail, the team falls back on line-pull signals through the umbilical; the code must be agreed at the pre-dive briefing, and most systems reserve a series of continuous pulls for an emergency. An unconscious diver is reached by the standby diver following the umbilical, who ensures the helmet is receiving gas, keeps the helmet on and brings the diver to the stage for recovery.",
              "Differential pressure, often called delta P, has killed many commercial divers. Where water flows through an opening such as an intake, sluice or damaged pipe, the pressure difference across it can pin a diver. The force is pressure difference times area: just 0.1 bar (10,000 pascals) across a 30 cm diameter opening, area about 0.07 m², produces about 700 newtons, the weight of a 70 kg mass, and much larger forces occur at dams. Such hazards must be identified in the risk assessment and physically isolated, with pumps and valves locked off, before any diver enters the water.",
            ),
        },
      },
    ],
  },
  {
    slug: "cheminformatics-molecular-representation-similarity-and-qsar",
    discipline: "Cheminformatics",
    title: "Cheminformatics: Molecular Representation, Similarity and QSAR",
    description:
      "Participants represent molecules as strings and graphs, compute fingerprints and similarity, build QSAR models that meet the OECD validation principles, and apply these tools to virtual screening, all in Python with RDKit.",
    level: "advanced",
    duration: "ten weeks (one lecture and one three-hour computer lab a week)",
    plantedGap: "virtual screening",
    modules: [
      {
        title: "Representing molecules: graphs, SMILES and InChI",
        description:
          "Explains molecular graphs, the SMILES and InChI notations, canonicalisation and the standardisation steps needed before any comparison.",
        lesson: {
          title: "One molecule, many strings",
          html: p(
            "Cheminformatics treats a molecule as a graph: atoms are nodes labelled with element, charge and isotope; bonds are edges labelled with bond order. Hydrogens are usually implicit, inferred from valence. Everything else, from fingerprints to machine learning models, is computed from this graph, so errors in building it propagate through every later step.",
            "SMILES (Simplified Molecular Input Line Entry System), introduced by David Weininger in 1988, writes the graph as a line of text by walking through it. Atoms are written by symbol, branches are in parentheses, and ring closures are marked with matching digits. Lowercase letters denote aromatic atoms. Aspirin can be written CC(=O)Oc1ccccc1C(=O)O. Stereochemistry uses @ and @@ for tetrahedral centres (L-alanine is N[C@@H](C)C(=O)O) and the slashes / and \\ for double-bond geometry, so F/C=C/F is the E isomer of 1,2-difluoroethene.",
            "Because the walk can start at any atom and take branches in any order, one molecule has many valid SMILES. Canonicalisation assigns atoms a unique ranking so that a toolkit always writes the same string for the same molecule. Canonical SMILES are not portable between toolkits, or even between versions of the same toolkit, so they should never be used as permanent identifiers across databases. In RDKit, Chem.MolFromSmiles parses a string into a molecule object and Chem.MolToSmiles writes the canonical form.",
            "InChI, the IUPAC International Chemical Identifier, was designed to be canonical and open. It is built in layers: the molecular formula, then atom connections (/c), hydrogen positions (/h), charge, stereochemistry (/b for double bonds, /t and /m for tetrahedral centres) and isotopes. Standard InChI fixes the options so that identifiers are comparable. The InChIKey is a 27-character hashed form for web searching: a 14-character block encoding the connectivity, then a block for the remaining layers plus the standard flag and version, then one character for protonation. Aspirin's InChIKey is BSYNRYMUTXBXSQ-UHFFFAOYSA-N. Hash collisions are theoretically possible but very rare.",
            "Before comparing molecules from different sources, they must be standardised. A typical pipeline removes salts and solvents, keeping the parent fragment; neutralises charges where chemically appropriate; normalises functional groups drawn in different ways, such as nitro groups; and chooses a canonical tautomer. Tautomers are a persistent problem: 2-hydroxypyridine and 2-pyridone are the same compound in most contexts, but they have different SMILES and would otherwise receive different fingerprints. RDKit's rdMolStandardize module implements these steps, but every project should record exactly which rules were applied.",
          ),
        },
      },
      {
        title: "Fingerprints and similarity",
        description:
          "Compares substructure-key and circular fingerprints and the similarity coefficients used with them, including their statistical meaning.",
        lesson: {
          title: "Measuring how alike two molecules are",
          html: p(
            "The similar property principle, set out by Mark Johnson and Gerald Maggiora in 1990, states that structurally similar molecules tend to have similar properties. Most practical cheminformatics depends on it, so we need a numerical measure of structural similarity that can be computed quickly for millions of compounds.",
            "A molecular fingerprint is a bit vector in which each bit records the presence of a structural feature. Substructure-key fingerprints use a predefined dictionary; the public MACCS keys contain 166 features, such as 'contains a ring of size 6' or 'contains a sulfur atom'. Circular fingerprints are generated from the molecule itself. The Extended Connectivity Fingerprint (ECFP), described by David Rogers and Mathew Hahn in 2010, starts with an identifier for each atom and iteratively combines it with the identifiers of its neighbours. After each iteration the identifiers represent larger circular environments. ECFP4 uses environments up to diameter four bonds, equivalent to radius 2 in RDKit's Morgan implementation. The identifiers are hashed and usually folded into 1,024 or 2,048 bits, so different features can collide on the same bit. In RDKit, rdFingerprintGenerator.GetMorganGenerator(radius=2, fpSize=2048) creates these fingerprints.",
            "The Tanimoto (Jaccard) coefficient compares two fingerprints: T = c / (a + b − c), where a and b are the numbers of bits set in each molecule and c is the number set in both. Worked example: molecule A sets 40 bits, molecule B sets 35, and 25 are common. T = 25 / (40 + 35 − 25) = 25 / 50 = 0.50. The Dice coefficient, 2c / (a + b) = 50 / 75 ≈ 0.67, weights common bits more heavily.",
            "Similarity values are only meaningful relative to a given fingerprint. Yvonne Martin and colleagues (2002) found that, using Daylight fingerprints, only about 30 per cent of compounds with Tanimoto similarity of 0.85 or above to an active compound were themselves active. The same threshold is far too strict for ECFP4, where unrelated drug-like pairs typically score around 0.1 to 0.2 and close analogues often score 0.4 to 0.7. Before choosing a cut-off, compute the distribution of similarities between random pairs in your own dataset.",
            "The principle has exceptions called activity cliffs: pairs of very similar compounds with large differences in potency, such as when adding a single methyl group blocks binding. They make structure-activity relationships hard to model.",
          ),
        },
      },
      {
        title: "Building and validating QSAR models",
        description:
          "Develops quantitative structure-activity relationship models from Hansch analysis to machine learning and applies the OECD principles, external testing and applicability domains.",
        lesson: {
          title: "From Hansch to the applicability domain",
          html:
            p(
              "Quantitative structure-activity relationship (QSAR) modelling began with Corwin Hansch and Toshio Fujita in 1964. They related biological activity to physicochemical parameters of substituents: log(1/C) = a·π + b·σ + c, where C is the concentration producing a standard effect, π is the hydrophobicity contribution and σ the Hammett electronic constant; a squared term in hydrophobicity was later added to describe an optimum. The Free-Wilson approach of the same year instead assigned additive contributions to each substituent at each position. Modern QSAR uses hundreds of descriptors or fingerprints with methods such as random forests, support vector machines and neural networks, but the central problem remains validation.",
              "In 2004 the OECD agreed five principles for QSAR models used in regulation. A model should have:",
            ) +
            "<ol><li>a defined endpoint;</li><li>an unambiguous algorithm;</li><li>a defined domain of applicability;</li><li>appropriate measures of goodness-of-fit, robustness and predictivity;</li><li>a mechanistic interpretation, if possible.</li></ol>" +
            p(
              "Goodness of fit on training data says little. Topliss and Edwards (1979) showed that when many descriptors are tried for few compounds, chance correlations become likely. Golbraikh and Tropsha (2002) showed that a high leave-one-out cross-validated q² does not ensure good prediction of new compounds, so performance must be reported on an external test set not used in any modelling decision. Y-randomisation, refitting the model after shuffling the activity values, should give poor models; if it does not, the original model is fitting noise. The way the data are split matters too. Random splits place close analogues in both training and test sets and overestimate performance. Scaffold splits, which group compounds by their Bemis-Murcko framework, or time splits, which predict later compounds from earlier ones, are more realistic.",
              "The applicability domain defines where predictions can be trusted. For regression models a common measure is leverage, h = xᵀ(XᵀX)⁻¹x, where X is the training descriptor matrix. The warning leverage is h* = 3(p + 1)/n for p descriptors and n training compounds. Worked example: with 5 descriptors and 120 training compounds, h* = 3 × 6 / 120 = 0.15. A new compound with leverage 0.22 lies outside the domain, and its prediction should be flagged however confident the model appears. A Williams plot of standardised residuals against leverage shows outliers (residuals beyond ±3) and influential compounds together.",
            ),
        },
      },
    ],
  },
  {
    slug: "pretransfusion-testing-and-transfusion-safety",
    discipline: "Blood transfusion science",
    title: "Pretransfusion Testing and Transfusion Safety",
    description:
      "Every unit of red cells issued rests on a chain of sampling, grouping, antibody detection and compatibility decisions, and a single error can kill. For biomedical scientists working towards specialist practice in transfusion, the course covers resolving ABO and RhD grouping discrepancies; antibody identification with reagent panels; electronic issue and serological crossmatching; haemovigilance; and laboratory support for major haemorrhage.",
    level: "advanced",
    duration: "twelve weeks (one lecture and one laboratory case session a week)",
    plantedGap: "major haemorrhage",
    modules: [
      {
        title: "ABO and RhD grouping discrepancies",
        description:
          "Sets out the causes of disagreement between forward and reverse groups and the laboratory steps used to resolve them, together with weak and partial D.",
        lesson: {
          title: "When the forward and reverse groups disagree",
          html:
            p(
              "ABO grouping is the only routine test in which the result is checked by two independent methods. The forward (cell) group tests the patient's red cells with anti-A and anti-B reagents; the reverse (serum or plasma) group tests the patient's plasma against reagent A1 and B cells for the expected naturally occurring antibodies. The two must agree:",
            ) +
            "<table><tr><th>Group</th><th>Anti-A</th><th>Anti-B</th><th>A1 cells</th><th>B cells</th></tr><tr><td>O</td><td>0</td><td>0</td><td>+</td><td>+</td></tr><tr><td>A</td><td>+</td><td>0</td><td>0</td><td>+</td></tr><tr><td>B</td><td>0</td><td>+</td><td>+</td><td>0</td></tr><tr><td>AB</td><td>+</td><td>+</td><td>0</td><td>0</td></tr></table>" +
            p(
              "When they do not agree, the group must not be reported until the discrepancy is explained. The causes fall into recognisable patterns. Missing or weak reverse reactions occur in neonates, who do not produce their own ABO antibodies until about three to six months of age, in elderly patients and in hypogammaglobulinaemia. Weak or missing forward reactions suggest a weak A subgroup, such as A3 or Ax, or antigen depression in leukaemia. Mixed-field forward reactions, two cell populations, follow transfusion of another group or an ABO-mismatched stem cell transplant. Extra reactions arise from cold autoantibodies, rouleaux caused by raised plasma proteins in myeloma, or the acquired B phenotype, in which bacterial enzymes in patients with colorectal disease deacetylate A antigen so that it reacts with some anti-B reagents.",
              "Each pattern has a resolution. Take a fresh sample and review the transfusion and transplant history. Replace plasma with saline to disperse rouleaux. Wash the cells in warm saline and test at 37 °C to remove cold autoantibody interference. Extend incubation of the reverse group at room temperature, with an autocontrol, to reveal weak antibodies. Test with the lectin Dolichos biflorus, which agglutinates A1 but not A2 cells, to characterise subgroups; an A2 or A2B patient may make anti-A1, which explains an unexpected reaction with A1 reagent cells. Until the group is resolved, the patient receives group O red cells and group AB plasma.",
              "For RhD, weak D types carry reduced amounts of normal D antigen, whereas partial D types lack some D epitopes and can make anti-D. UK guidance requires monoclonal anti-D reagents for patient testing that do not detect category DVI, the partial D most often associated with anti-D, so those patients type as D negative, receive D-negative red cells and are offered anti-D prophylaxis in pregnancy.",
            ),
        },
      },
      {
        title: "Antibody screening and identification",
        description:
          "Covers the design of screening cells, the logic of panel interpretation and the clinical significance of common alloantibodies.",
        lesson: {
          title: "Reading a panel",
          html: p(
            "Patients may form alloantibodies against red cell antigens after transfusion or pregnancy. The antibody screen detects them by testing the patient's plasma against group O reagent red cells in the indirect antiglobulin test (IAT), usually in column agglutination cards, with reactions graded from 0 to 4+. British Society for Haematology guidelines require at least two screening cells, one R1R1 and one R2R2, which together carry the clinically important antigens, with homozygous expression of Jka, Jkb, S, s, Fya and Fyb. Homozygous cells matter because many antibodies, notably those of the Kidd, Duffy, MNS and Rh (other than D) systems, show dosage: they react more strongly with cells carrying a double dose of the antigen, and weak examples may react only with them.",
            "A positive screen is investigated with an identification panel, typically 10 or 11 group O cells whose antigens are listed on an antigram. The standard method is exclusion, or ruling out: for each cell that does not react, cross out the antigens it carries, normally only where that cell is homozygous for antigens subject to dosage. The antibody specificities that remain are then compared with the pattern of positive reactions.",
            "Worked example: the patient's plasma reacts with panel cells 2, 5 and 8 and with none of the other eight cells. Cells 2, 5 and 8 are K positive and all the non-reacting cells are K negative, while the non-reacting cells together exclude the other common specificities. The pattern indicates anti-K. Two further checks complete the identification. The rule of three requires at least three antigen-positive cells that react and three antigen-negative cells that do not, giving a probability of about 0.05 that the pattern arose by chance. The patient's own red cells should type as K negative, since a person cannot normally make alloantibody to an antigen they carry.",
            "Clinically significant antibodies, those able to cause haemolytic transfusion reactions or haemolytic disease of the fetus and newborn, include anti-D, -c, -E, -K, -Fya and -Jka. Antibodies such as anti-M, anti-N and anti-Lea that do not react at 37 °C are usually not significant. Kidd antibodies are particularly dangerous because they often fall below detectable levels and then return rapidly after re-exposure, causing delayed haemolytic reactions. Antigen-negative blood is therefore provided for life once a significant antibody has been identified, even if later screens are negative.",
          ),
        },
      },
      {
        title: "Compatibility testing, electronic issue and haemovigilance",
        description:
          "Explains when red cells can be issued electronically, when a serological crossmatch is required, and how haemovigilance reporting improves safety.",
        lesson: {
          title: "Choosing how to issue, and learning from error",
          html: p(
            "Compatibility testing protects against two risks: ABO incompatibility, which can cause immediate intravascular haemolysis and death, and alloantibodies missed or ignored. Sample timing is the first control. If a patient has been transfused or pregnant within the last three months, new antibodies may be forming, so British Society for Haematology guidance requires the sample to have been taken no more than three days before the planned transfusion.",
            "The second control addresses wrong blood in tube (WBIT), when a sample is taken from one patient but labelled with another's details. Audits suggest a rate of roughly one in 2,000 samples. A WBIT error produces a group that is correct for the person bled and wrong for the named patient, and no laboratory test on a single sample can detect it. For this reason, UK guidance requires the ABO group of a patient with no historical record to be confirmed on a second, independently taken sample before non-group-O red cells are issued.",
            "Electronic issue, sometimes called computer crossmatching, allows red cells to be selected and issued without a serological crossmatch. It is permitted only when all of the following apply: the laboratory information system has been checked for this purpose and controls the process; the patient's ABO and RhD group has been determined twice, at least once on a separate sample, with concordant results; the current antibody screen is negative; and there is no history of clinically significant antibodies. The system then permits only ABO- and RhD-appropriate units. If any criterion fails, a serological crossmatch is performed by IAT, using antigen-negative units when an antibody is present.",
            "Haemovigilance closes the loop. In the UK, the Serious Hazards of Transfusion (SHOT) scheme has collected reports since 1996, and serious adverse reactions and events must also be reported to the MHRA through SABRE under the Blood Safety and Quality Regulations 2005. SHOT reports show year after year that most reported incidents involve errors rather than unavoidable reactions. They include incorrect blood components transfused, handling and storage errors, avoidable transfusions and delays. Transfusion of ABO-incompatible red cells is classed as a Never Event in England. The recurring recommendations are to make positive patient identification at the bedside non-negotiable, checking name, date of birth and identification number against the wristband, and to analyse errors for their human-factors causes rather than stopping at the individual who made them.",
          ),
        },
      },
    ],
  },
];
