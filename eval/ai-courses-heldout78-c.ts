/** Seventy-eighth held-out evaluation courses, advanced level (C); see ai-courses-heldout78.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT78_C: EvalCourse[] = [
  {
    slug: "glycobiology-biosynthesis-and-analysis-of-protein-glycans",
    discipline: "Glycobiology",
    title: "Glycobiology: Biosynthesis and Analysis of Protein Glycans",
    description:
      "More than half of human proteins are thought to carry glycans, yet glycosylation is not template-driven and remains hard to predict or measure. The module examines N-glycan assembly and quality control in the endoplasmic reticulum, Golgi processing and mucin-type O-glycosylation, analytical glycomics by mass spectrometry, and congenital disorders of glycosylation.",
    level: "advanced",
    duration: "a ten-week graduate module (two lectures and one paper-reading session a week)",
    plantedGap: "congenital disorders of glycosylation",
    modules: [
      {
        title: "N-glycan assembly and ER quality control",
        description:
          "The dolichol pathway, en bloc transfer by oligosaccharyltransferase and the calnexin-calreticulin cycle.",
        lesson: {
          title: "From dolichol to calnexin",
          html: p(
            "N-linked glycans are not built on the protein. A 14-sugar precursor, Glc3Man9GlcNAc2, is first assembled on the lipid carrier dolichol pyrophosphate in the endoplasmic reticulum (ER) membrane. The first steps take place on the cytoplasmic face. DPAGT1 (ALG7 in yeast) transfers GlcNAc-1-phosphate from UDP-GlcNAc to dolichol phosphate, the step inhibited by tunicamycin, which is why tunicamycin is the classical tool for blocking N-glycosylation and inducing ER stress. Further GlcNAc and mannose residues are added from nucleotide sugars to give Man5GlcNAc2-PP-Dol, which is flipped into the lumen. There, four more mannoses and three glucoses are added from the lipid-linked donors Dol-P-Man and Dol-P-Glc.",
            "Oligosaccharyltransferase (OST) transfers the whole glycan en bloc to asparagine in the sequon Asn-X-Ser/Thr, where X is any amino acid except proline. Mammals have two OST complexes with different catalytic subunits: STT3A, associated with the translocon, glycosylates sites co-translationally as the chain enters the ER; STT3B acts post-translationally on sites that STT3A skips. Not every sequon is occupied, and occupancy varies with local structure and folding speed, one reason glycosylation is heterogeneous.",
            "Trimming of the glucoses couples glycosylation to protein folding. Glucosidase I removes the terminal α1,2-glucose and glucosidase II the next α1,3-glucose, leaving Glc1Man9GlcNAc2. This monoglucosylated glycan is recognised by the lectin chaperones calnexin (membrane-bound) and calreticulin (soluble), which recruit the oxidoreductase ERp57 to help form disulfide bonds. Glucosidase II then removes the last glucose and the protein is released. If it has folded, it proceeds to the Golgi. If not, UDP-glucose:glycoprotein glucosyltransferase (UGGT), which recognises exposed hydrophobic patches on near-native proteins, adds a glucose back, and the protein re-enters the cycle.",
            "Proteins that fail repeatedly are removed. Slow trimming of mannose residues by ER mannosidase I and the EDEM proteins exposes an α1,6-linked mannose that is recognised by the lectins OS-9 and XTP3-B, which deliver the protein to the HRD1 ubiquitin ligase complex for retrotranslocation to the cytosol and degradation by the proteasome (ER-associated degradation, ERAD). Mannose trimming thus acts as a timer on how long a protein may try to fold.",
          ),
        },
      },
      {
        title: "Golgi processing and O-glycosylation",
        description:
          "How N-glycans become high-mannose, hybrid or complex structures, and how mucin-type O-glycans are initiated and extended.",
        lesson: {
          title: "Branching, capping and mucin-type O-glycans",
          html: p(
            "In the cis-Golgi, α-mannosidases I trim Man8-9GlcNAc2 to Man5GlcNAc2. N-acetylglucosaminyltransferase I (GlcNAc-TI, encoded by MGAT1) then adds a β1,2-GlcNAc to the α1,3-mannose arm, the committed step towards hybrid and complex glycans. Golgi α-mannosidase II removes the two remaining outer mannoses from the α1,6 arm, allowing GlcNAc-TII (MGAT2) to add a second GlcNAc and create a biantennary complex core. Glycans that escape these enzymes remain high-mannose; those processed by GlcNAc-TI but not mannosidase II are hybrid.",
            "This sequence gives a simple experimental marker. Endoglycosidase H cleaves high-mannose and hybrid glycans but not complex ones, so acquisition of Endo H resistance shows that a glycoprotein has passed through the medial Golgi. Peptide-N-glycosidase F (PNGase F), by contrast, removes almost all N-glycans, the exception being those carrying α1,3-linked core fucose, found in plants and insects.",
            "Further branching enzymes build tri- and tetra-antennary glycans: GlcNAc-TIV (MGAT4) adds a β1,4 branch and GlcNAc-TV (MGAT5) a β1,6 branch. MGAT5 products are elongated with poly-N-acetyllactosamine, bind galectins and form a lattice at the cell surface that slows endocytosis of receptors; increased β1,6 branching is associated with tumour progression. GlcNAc-TIII (MGAT3) adds a bisecting GlcNAc that blocks further branching. FUT8 adds α1,6-fucose to the innermost GlcNAc (core fucosylation). The antennae are then galactosylated and capped, for example with sialic acid in α2,3 or α2,6 linkage (the latter largely by ST6GAL1), or with fucose to form Lewis antigens.",
            "Mucin-type O-glycosylation is quite different. There is no consensus sequon. It begins in the Golgi when one of about twenty polypeptide GalNAc-transferases (GALNT1 to GALNT20 in humans), with overlapping but distinct specificities, adds GalNAc in α-linkage to serine or threonine, forming the Tn antigen. Core 1 synthase (C1GALT1), which requires its private chaperone Cosmc to fold, adds galactose to give Galβ1-3GalNAc (core 1, the T antigen); core 2 is formed when GCNT1 adds a β1,6-GlcNAc to core 1. Truncated O-glycans such as Tn and sialyl-Tn are characteristic of many carcinomas. Mucins carry dense clusters of these glycans on tandem repeats rich in serine, threonine and proline, which stiffen the protein into an extended rod.",
          ),
        },
      },
      {
        title: "Analytical glycomics",
        description:
          "Releasing, labelling, separating and measuring glycans and glycopeptides, and the limits of each approach.",
        lesson: {
          title: "Releasing, labelling and measuring glycans",
          html: p(
            "Glycan analysis is hard because glycans are branched, isomeric and heterogeneous: the same composition can correspond to many structures differing in linkage, branch position or anomeric configuration. No single technique resolves all of these, so glycomics combines release, derivatisation, separation and mass spectrometry.",
            "N-glycans are usually released enzymatically with PNGase F, which hydrolyses the amide bond and converts the asparagine to aspartic acid, a mass increase of 0.984 Da. Carried out in H2(18)O water, the reaction labels former sites with a +2.988 Da shift, a classic way to map occupied sites in proteomics, although spontaneous deamidation can cause false positives. O-glycans have no universal releasing enzyme; they are released chemically by reductive β-elimination with sodium hydroxide and sodium borohydride, which reduces the released glycans to alditols and prevents peeling reactions that would degrade them.",
            "For liquid chromatography, released glycans are tagged at the reducing end, classically by reductive amination with 2-aminobenzamide (2-AB), 2-aminobenzoic acid or procainamide, or with rapid carbamate-based tags that give stronger MS signals. Hydrophilic interaction chromatography (HILIC) with fluorescence detection separates them, and retention times are expressed as glucose units against a dextran ladder, allowing comparison with databases. Sequential exoglycosidase digestions, for example with sialidase, β-galactosidase, β-N-acetylhexosaminidase and fucosidase, confirm structures by the shift each enzyme causes.",
            "In mass spectrometry, permethylation replaces the hydrogen of every hydroxyl and amide N-H group with a methyl group. This stabilises sialic acids, improves ionisation, makes fragmentation more informative and allows linkage analysis by gas chromatography-MS of partially methylated alditol acetates. MALDI-TOF of permethylated glycans gives rapid compositional profiles. Sialic acid linkage can be read from mass alone after linkage-specific derivatisation: with ethyl esterification, α2,6-linked sialic acids are esterified while α2,3-linked ones form lactones, so the two differ in mass. Porous graphitised carbon LC-MS separates many isomers that MALDI cannot.",
            "Glycoproteomics analyses intact glycopeptides, preserving site information. Fragmentation by higher-energy collisional dissociation breaks glycosidic bonds, while electron-transfer methods such as EThcD preserve the glycan and fragment the peptide backbone; software such as Byonic or pGlyco assigns spectra, but false discovery control for glycopeptides remains an active research problem.",
          ),
        },
      },
    ],
  },
  {
    slug: "ichnology-trace-fossils-in-sedimentary-analysis",
    discipline: "Ichnology",
    title: "Ichnology: Trace Fossils in Sedimentary Analysis",
    description:
      "Burrows, borings, trails and vertebrate trackways preserve behaviour that body fossils cannot. The course treats ethological classification and ichnotaxonomy, Seilacher's ichnofacies model, and the analysis of bioturbation and tiering in core and outcrop.",
    level: "advanced",
    duration: "one semester (a weekly lecture, fortnightly core-store practicals and a four-day field course)",
    plantedGap: "vertebrate trackways",
    modules: [
      {
        title: "Classifying trace fossils",
        description:
          "What counts as a trace fossil, how ichnotaxa are named, and Seilacher's ethological and toponomic schemes.",
        lesson: {
          title: "Ethology, toponomy and ichnotaxonomy",
          html:
            p(
              "A trace fossil is a sedimentary structure produced by the activity of an organism: a burrow, boring, trail, resting impression or bioerosion scar. Trace fossils have properties that make them powerful for sedimentary analysis. They are almost always preserved in place, so they record conditions at the site rather than transported remains. Many are long-ranging and facies-controlled, so they say more about environment than about age. They survive diagenesis that dissolves shells, and are common in rocks with few body fossils. Their weakness is that the producer is rarely known: one organism makes different traces according to behaviour, and unrelated organisms make similar ones.",
              "Ichnotaxonomy names traces by morphology, not producer, using ichnogenera and ichnospecies under the International Code of Zoological Nomenclature. A trilobite resting produces Rusophycus, and the same animal ploughing through sediment produces Cruziana; the names describe the structure, and the interpretation is kept separate.",
              "Adolf Seilacher's ethological classification (1953), later extended by others, groups traces by the behaviour they record:",
            ) +
            "<ul><li>Cubichnia, resting traces (Rusophycus, Asteriacites).</li><li>Repichnia, crawling or locomotion traces (Cruziana).</li><li>Pascichnia, grazing trails that cover a surface efficiently (Nereites, Helminthoides).</li><li>Fodinichnia, deposit-feeding burrows (Chondrites, Rhizocorallium).</li><li>Domichnia, dwelling burrows of suspension feeders or predators (Skolithos, Ophiomorpha, Diplocraterion).</li><li>Agrichnia, regular networks interpreted as traps or microbial farms (Paleodictyon).</li><li>Fugichnia, escape structures, and equilibrichnia, burrows adjusted upward or downward to keep pace with sedimentation or erosion.</li></ul>" +
            p(
              "Further categories include praedichnia (predation traces such as the drill holes Oichnus) and calichnia (breeding structures). Many traces record more than one behaviour, and category assignments are interpretations to be argued.",
              "Toponomy describes preservation relative to the casting medium. In Seilacher's scheme, epichnia lie on the top of a bed, hypichnia on its sole, endichnia within it and exichnia outside the main bed. Martinsson's widely used alternative speaks of epirelief and hyporelief, each concave or convex, and of full relief. A groove on the top of a mudstone becomes, after sand fills it, a convex hyporelief on the sole of the sandstone above, which is where most trails in turbidite successions are seen.",
            ),
        },
      },
      {
        title: "Seilacher's ichnofacies",
        description:
          "The archetypal softground and substrate-controlled ichnofacies, the environmental controls behind them and common misuses.",
        lesson: {
          title: "Archetypal ichnofacies and their limits",
          html: p(
            "In papers of 1964 and 1967 Seilacher proposed that recurring associations of trace fossils, ichnofacies, reflect environmental conditions and broadly follow water depth. The softground marine ichnofacies, from shore to deep sea, are the core of the model. The Psilonichnus ichnofacies represents the backshore and supratidal zone, with crab burrows and root traces. The Skolithos ichnofacies records high-energy shifting sand in the foreshore and upper shoreface: vertical dwelling burrows such as Skolithos, Ophiomorpha, Arenicolites and Diplocraterion, made by suspension feeders that must escape scour and burial. The Cruziana ichnofacies characterises the lower shoreface and offshore transition, between fair-weather and storm wave base, with mixed horizontal deposit-feeding and locomotion traces and high diversity. The Zoophycos ichnofacies occupies quieter, often oxygen-poor, muddy slope and offshore settings, dominated by complex spreite-bearing feeding structures. The Nereites ichnofacies is typical of deep-water turbidite systems, with intricate grazing trails and graphoglyptids such as Paleodictyon on turbidite soles.",
            "The continental Scoyenia ichnofacies marks periodically wet non-marine substrates such as floodplains and lake margins. Substrate-controlled ichnofacies depend on firmness rather than depth. The Glossifungites ichnofacies consists of sharp-walled, unlined burrows in firm, dewatered mud exhumed by erosion, and often marks sequence boundaries or transgressive surfaces. The Trypanites ichnofacies records borings in hardgrounds or rocky shores, and the Teredolites ichnofacies borings in wood.",
            "Depth itself is not the control. Energy, food supply, oxygen, salinity, sedimentation rate and substrate consistency vary with depth in typical settings, which is why the model works, but they can be decoupled: Ophiomorpha and other vertical dwelling burrows occur in sand-rich deep-water channel deposits, and an oxygen-poor shallow lagoon may resemble the Zoophycos ichnofacies. The ichnofacies are archetypes, and real assemblages should be compared with them, not forced into them.",
            "Brackish-water assemblages show how stress modifies the archetypes. Reduced and fluctuating salinity yields low-diversity suites of small, simple forms produced by trophic generalists, such as Planolites, Teichichnus and Skolithos, often in high densities and mixing elements of several ichnofacies. Recognising such stressed assemblages is central to interpreting estuarine and deltaic reservoirs.",
          ),
        },
      },
      {
        title: "Bioturbation, tiering and ichnofabric",
        description:
          "Quantifying bioturbation, reconstructing tiered communities from cross-cutting, and applying ichnofabric analysis to cored reservoirs.",
        lesson: {
          title: "Reading ichnofabric in core",
          html: p(
            "Ichnofabric is the total texture and internal structure of a sediment resulting from bioturbation and bioerosion. In core, where discrete trace fossils are seen only in two-dimensional section, ichnofabric analysis is often more useful than naming individual traces.",
            "Bioturbation intensity is recorded semi-quantitatively. The Bioturbation Index of Taylor and Goldring (1993) runs from 0 to 6: grade 0 is no bioturbation; 1 is sparse, about 1 to 4 per cent of the sediment; 2 is low, 5 to 30 per cent; 3 is moderate, 31 to 60 per cent; 4 is high, 61 to 90 per cent; 5 is intense, with bedding barely visible; and 6 is complete biogenic homogenisation. Droser and Bottjer's ichnofabric indices (1986) use a similar five- or six-point scale. Logging is done bed by bed on slabbed core, wetted to improve contrast, with the grade recorded alongside grain size and physical structures.",
            "Tiering is the vertical partitioning of burrowing organisms below the sediment surface. In modern marine muds the uppermost centimetres form a thoroughly mixed layer, globally about 10 cm thick on average, where soft, poorly defined traces form and are quickly destroyed. Beneath it, in the transition layer, organisms make discrete, better-preserved burrows at successively deeper tiers; Thalassinoides and Zoophycos are typical of intermediate to deep tiers, and Chondrites commonly of the deepest. Because the community migrates upward as sediment accumulates, deep-tier traces overprint shallower ones. Cross-cutting relationships in core, where the last-formed, deepest traces cut all others, are therefore used to reconstruct the tiering profile. The well-preserved deep-tier forms that dominate the final fabric were called 'elite' trace fossils by Bromley.",
            "Ichnofabric informs oxygenation as well as energy. Assemblages dominated by small Chondrites and Planolites, with shallow tiering and low diversity, are typical of dysoxic bottom waters, whereas deep, diverse tiering indicates well-oxygenated pore waters.",
            "Applications are practical. In reservoirs, bioturbation can reduce permeability by mixing mud into sand, or enhance it where burrows are sand-filled, as with Ophiomorpha and Macaronichnus in shoreface sands, creating connected high-permeability pathways in otherwise tight rock. In sequence stratigraphy, a Glossifungites-demarcated surface, where firmground burrows filled with overlying sand penetrate older mud, identifies an erosional discontinuity that is easy to miss in logs.",
          ),
        },
      },
    ],
  },
  {
    slug: "legislative-drafting",
    discipline: "Legislative drafting",
    title: "Legislative Drafting",
    description:
      "Drafting exercises and critique on the model of the UK Office of the Parliamentary Counsel: reading drafting instructions, structuring a Bill, choosing words that carry one meaning, amending existing Acts, framing delegated powers and writing explanatory notes.",
    level: "advanced",
    duration: "a twelve-week LLM module (one three-hour drafting workshop a week)",
    plantedGap: "explanatory notes",
    modules: [
      {
        title: "From instructions to structure",
        description:
          "How policy reaches the drafter, the questions the drafter asks of it, and the standard architecture of a Bill.",
        lesson: {
          title: "Reading instructions and planning a Bill",
          html: p(
            "Government Bills for the UK Parliament are drafted by the Office of the Parliamentary Counsel (OPC), a small specialist office, on instructions from the lawyers of the sponsoring department. The instructions explain the policy, its background and the legal context; they are not meant to be draft clauses. The drafter's first task is analytical: to work out what legal change the policy actually needs. Drafting is not transcription, and a good drafter's most valuable contribution is often a question the department has not asked.",
            "Typical questions are these. Is legislation needed at all, or can existing powers achieve the result? What legal mechanism fits: a duty, a power, a prohibition, a criminal offence, a civil penalty, the creation of a new body, or a change to existing rights? Who will exercise any power, and subject to what safeguards? How does the proposal interact with existing statutes and the common law? Is it compatible with the European Convention on Human Rights, given that the minister in charge must make a statement under section 19 of the Human Rights Act 1998? What is its territorial extent and application, and does it touch devolved matters in Scotland, Wales or Northern Ireland, which by the Sewel convention would normally require the consent of the devolved legislature?",
            "The standard architecture of a Bill is familiar from any recent Act. It opens with a long title, which is relevant to the scope within which amendments must fall, then clauses (which become sections on Royal Assent), grouped into Parts and sometimes Chapters, with detailed or technical material moved into Schedules. Substantive provisions come first, followed by enforcement and administration, and then final provisions: general interpretation, provisions about regulations, financial provisions, extent, commencement and the short title.",
            "Before drafting clauses, OPC drafters often prepare an outline that sets out the structure and the sequence of provisions, and share it with the instructing lawyers. Good structure tells the reader where to find things and lets the main rule stand out; a Bill organised in the order in which the policy was developed, rather than the order in which a user will need it, is hard to follow. OPC's published Drafting Guidance sets out the office's conventions and is the house style this module adopts for exercises.",
          ),
        },
      },
      {
        title: "Words that carry one meaning",
        description:
          "Modern drafting language: duties and powers, definitions, gender-neutral drafting and the avoidance of ambiguity.",
        lesson: {
          title: "Language, definitions and drafting conventions",
          html: p(
            "Legislation is read by people looking for a way round it as well as by people trying to comply, so every word is tested. Modern UK drafting prefers 'must' for duties and 'may' for powers. The traditional 'shall' is ambiguous, since it can impose a duty, declare a legal effect or simply express the future, and OPC has largely abandoned it. Prohibitions are expressed as 'must not' or 'may not'. Since 2007 government policy has been to draft primary legislation in gender-neutral terms where practicable, by repeating the noun, restructuring the sentence or using 'they', rather than relying on the Interpretation Act rule that words importing the masculine include the feminine.",
            "The Interpretation Act 1978 supplies default meanings that drafters rely on. Unless the contrary intention appears, words in the singular include the plural and vice versa (section 6), and 'person' includes a body of persons corporate or unincorporate (Schedule 1). Drafters need not repeat these points, and should know that readers will apply them.",
            "Definitions must be handled carefully. 'Means' gives an exhaustive definition; 'includes' extends or clarifies the ordinary meaning, leaving its core intact. A definition should not contain substantive rules, which are hidden from a reader who does not look there, and a term should not be defined in a way that departs sharply from its ordinary meaning, which readers will bring with them regardless. A term defined once should be used consistently: using two different words for the same thing invites a court to find two different meanings.",
            "Ambiguity often comes from syntax rather than vocabulary. In 'a doctor or nurse who is registered', it is unclear whether 'who is registered' qualifies both nouns or only the second. In 'the employer must notify the employee and the inspector within 7 days', it is unclear whether the time limit applies to both notifications. Tabulation into paragraphs (a), (b) and (c), with a clear lead-in and a clear closing phrase, removes such doubts: conjunctions should appear only between the last two paragraphs, and 'and' and 'or' should never be mixed in one list. 'And/or' is avoided altogether; 'or' is generally read inclusively, and where it is not, 'but not both' can be added.",
          ),
        },
      },
      {
        title: "Amending Acts and delegating power",
        description:
          "Textual amendment, commencement, and the design and scrutiny of delegated powers, including Henry VIII powers.",
        lesson: {
          title: "Textual amendment, commencement and Henry VIII powers",
          html:
            p(
              "Most new legislation amends old legislation. UK practice strongly favours textual amendment, which changes the words of the earlier Act so that the amended text can be printed in full: 'In section 4(2) of the Example Act 2010, for \u201c30 days\u201d substitute \u201c60 days\u201d.' The three basic operations are insert, omit and substitute. Non-textual amendment, which leaves the old text alone and provides that it 'has effect as if' it said something else, forces readers to combine several Acts in their heads, and the Renton Committee on the Preparation of Legislation (1975) recommended a general preference for textual amendment. Revised versions on legislation.gov.uk now show most Acts as amended. A Keeling schedule, which reproduces the earlier text with the amendments shown, can be provided to help Parliament see the effect of complex amendments.",
              "Commencement needs deliberate choice. An Act with no commencement provision comes into force at the beginning of the day on which it receives Royal Assent. Common alternatives are a fixed delay, for example 'at the end of the period of two months beginning with the day on which this Act is passed', or commencement by regulations made by a minister, which allows preparation but leaves some provisions unimplemented for years.",
              "Delegated powers allow ministers to make secondary legislation, usually by statutory instrument. The enabling Act chooses the parliamentary procedure:",
            ) +
            "<ul><li>Negative procedure: the instrument becomes law unless either House resolves to annul it within 40 days.</li><li>Affirmative procedure: a draft must be approved by resolution of both Houses (or the Commons alone for certain financial matters) before it is made.</li><li>Made affirmative procedure: the instrument takes effect at once but lapses unless approved within a set period, used for urgency.</li></ul>" +
            p(
              "A Henry VIII power allows secondary legislation to amend or repeal primary legislation. Because it lets ministers change Acts without a Bill, the convention is that it should be justified specifically, drawn as narrowly as possible and normally subject to the affirmative procedure. The House of Lords Delegated Powers and Regulatory Reform Committee scrutinises each Bill's delegated powers, using the department's delegated powers memorandum, and has repeatedly criticised skeleton Bills that leave most of the substance to regulations. Drafters should consider sunset clauses and review requirements where a broad power is genuinely needed.",
            ),
        },
      },
    ],
  },
  {
    slug: "gas-turbine-engineering",
    discipline: "Gas turbine engineering",
    title: "Gas Turbine Engineering",
    description:
      "Taught at final-year and MSc level, the module analyses gas turbine performance from the thermodynamic cycle down to the blade: real Brayton cycle analysis, axial compressor aerodynamics and stability, turbine cooling and high-temperature materials, and NOx control.",
    level: "advanced",
    duration: "eleven weeks (three lectures and one tutorial a week, with a performance-modelling coursework)",
    plantedGap: "NOx control",
    modules: [
      {
        title: "The real Brayton cycle",
        description:
          "Ideal and real cycle analysis, the effect of component efficiencies and turbine entry temperature, and the logic of combined cycles.",
        lesson: {
          title: "Cycle analysis with component losses",
          html: p(
            "The ideal Brayton cycle comprises isentropic compression, constant-pressure heat addition, isentropic expansion and constant-pressure heat rejection. With a perfect gas, its thermal efficiency depends only on the pressure ratio r: η = 1 − 1/r^((γ−1)/γ). For air with γ = 1.4, a pressure ratio of 30 gives η = 1 − 1/30^0.286 ≈ 1 − 1/2.64 ≈ 0.62. The ideal cycle's specific work, however, depends on the ratio of turbine entry temperature (TET) to inlet temperature, and for a fixed TET it is greatest when the compressor delivery temperature equals the square root of the product of the inlet and turbine entry temperatures.",
            "Consider a simplified real cycle with inlet temperature 288 K, pressure ratio 20, compressor isentropic efficiency 0.88, TET 1600 K and turbine isentropic efficiency 0.90, using air properties throughout (cp = 1.005 kJ/kg K, γ = 1.4) and neglecting fuel mass and pressure losses. The isentropic temperature ratio is 20^0.286 ≈ 2.354. Compressor: the isentropic exit temperature is 288 × 2.354 ≈ 678 K, so the actual temperature rise is (678 − 288)/0.88 ≈ 443 K, and the compressor work is about 445 kJ/kg. Turbine: the isentropic exit temperature is 1600/2.354 ≈ 680 K, so the actual drop is 0.90 × 920 ≈ 828 K, giving about 832 kJ/kg. Net work is about 387 kJ/kg. Heat input is 1.005 × (1600 − 731) ≈ 873 kJ/kg, so efficiency is about 0.44, against 0.58 for the ideal cycle at the same pressure ratio.",
            "The reason for the large gap is the work ratio, net work divided by turbine work, here only about 0.47. Because the net output is a small difference between two large quantities, a few per cent of loss in either turbomachine removes a much larger fraction of the net work. Raising TET increases turbine work without increasing compressor work, so it raises the work ratio and makes the cycle far less sensitive to component losses. It also explains why the optimum pressure ratio for a real cycle rises with TET.",
            "The simple cycle's exhaust, around 600 °C in large industrial machines, is recovered in combined-cycle plants by a steam bottoming cycle; the best exceed 60 per cent overall efficiency on a lower heating value basis.",
          ),
        },
      },
      {
        title: "Axial compressor aerodynamics and stability",
        description:
          "Velocity triangles, stage loading and diffusion limits, the compressor map, and the mechanisms of stall and surge.",
        lesson: {
          title: "Velocity triangles, stage loading and surge",
          html: p(
            "The work done on the flow by a compressor rotor is given by the Euler work equation: Δh0 = U(Cθ2 − Cθ1), where U is the blade speed and Cθ the absolute tangential velocity before and after the rotor. Stage design is conveniently described by three non-dimensional parameters: the flow coefficient φ = Cx/U, the stage loading coefficient ψ = Δh0/U², and the degree of reaction, the fraction of the stage's static enthalpy rise that occurs in the rotor. A 50 per cent reaction stage has symmetric velocity triangles and shares the diffusion equally between rotor and stator.",
            "The fundamental limit on an axial compressor is diffusion. The flow is decelerated against a rising pressure, and boundary layers on the blades and end walls separate if the deceleration is too great. The de Haller criterion requires the relative velocity ratio across a blade row, W2/W1, to stay above about 0.72. Lieblein's diffusion factor, a better predictor of loss, is typically kept below about 0.45 to 0.6. These limits explain why a subsonic stage achieves a pressure ratio of only about 1.2 to 1.4, and why compressors need many stages, while turbines, with accelerating flow, can carry far higher loading per stage.",
            "The compressor map plots pressure ratio against corrected mass flow, with constant corrected speed lines and efficiency contours, bounded at low flow by the surge line. The operating line must keep a surge margin, commonly defined as the fractional increase in pressure ratio from the operating point to the surge line at the same corrected flow, because distortion, transients and fouling erode it.",
            "Rotating stall is local: one or more cells of stalled flow rotate around the annulus at a fraction of rotor speed, typically between about a fifth and three-quarters of it, exciting blade vibration. Surge is a system instability: a large axisymmetric oscillation of mass flow through the whole compression system, which can reverse the flow. Greitzer's B parameter (1976), which grows with rotor speed and downstream plenum volume, predicts whether a given system goes into surge or settles into rotating stall.",
            "At low speed, the front stages of a high-pressure-ratio compressor tend to stall while the rear stages choke. Variable stator vanes, bleed valves and multiple spools are the standard remedies.",
          ),
        },
      },
      {
        title: "Turbine cooling and hot-section materials",
        description:
          "How turbine blades survive gas temperatures above their melting point: superalloys, single crystals, thermal barrier coatings, cooling and creep life.",
        lesson: {
          title: "Keeping blades alive above their melting point",
          html: p(
            "In modern engines the high-pressure turbine entry temperature can exceed 1,900 K, well above the temperature at which the nickel-based superalloys of the blades begin to melt, roughly 1,550 to 1,650 K. Blades survive through strong alloys, ceramic coatings and cooling.",
            "Nickel superalloys derive their strength from a high volume fraction of ordered γ′ precipitates, Ni3(Al,Ti), coherent with the nickel-rich γ matrix; in modern single-crystal alloys the γ′ fraction is about 60 to 70 per cent. Grain boundaries transverse to the blade's principal stress are sites for creep damage, so blades were first directionally solidified, with columnar grains along the span, and then cast as single crystals in which grain boundaries are eliminated altogether. Second- and third-generation single-crystal alloys, such as CMSX-4 with about 3 per cent rhenium, gained further creep strength from refractory elements.",
            "Thermal barrier coatings (TBCs), usually zirconia stabilised with about 7 to 8 per cent by weight of yttria, are applied over a metallic bond coat, either MCrAlY or platinum-modified aluminide. On rotating blades, electron-beam physical vapour deposition gives a columnar structure that tolerates thermal strain. The bond coat grows a thin alumina layer, the thermally grown oxide, whose growth eventually causes the coating to spall. A coating a few hundred micrometres thick can lower the metal temperature by of the order of 100 K, provided the blade is also cooled.",
            "Cooling air is bled from the compressor, and in advanced engines the total cooling and sealing flow can be a fifth or more of core flow, a direct penalty on cycle efficiency. Inside the blade, ribbed serpentine passages enhance convection and jets impinge on the leading edge; the air then leaves through film-cooling holes, often fan-shaped, forming an insulating layer over the surface.",
            "Life is limited mainly by creep, assessed with the Larson-Miller parameter, LMP = T(C + log10 tr), with T in kelvin, tr the rupture time in hours and C about 20. If a blade lasts 1,000 hours at 1,273 K at a given stress, LMP = 1273 × 23 ≈ 29,280. At the same stress but 1,300 K, log10 tr = 29,280/1,300 − 20 ≈ 2.52, so tr ≈ 330 hours: a rise of only 27 K cuts creep life to a third.",
          ),
        },
      },
    ],
  },
  {
    slug: "gender-theory-performativity-intersectionality-masculinities",
    discipline: "Gender studies",
    title: "Gender Theory: Performativity, Intersectionality, Masculinities",
    description:
      "Three debates organise this advanced seminar: whether gender is expressed or performed, how it intersects with race and class, and how masculinities are ranked against one another. A final session turns to transnational feminism and its challenge to Western categories of analysis.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week, with assessed position papers)",
    plantedGap: "transnational feminism",
    modules: [
      {
        title: "Doing and performing gender",
        description:
          "From the sex/gender distinction to Butler's theory of performativity and the arguments it provoked.",
        lesson: {
          title: "From Beauvoir to Butler",
          html: p(
            "Simone de Beauvoir's The Second Sex (1949) gave the field its founding sentence: one is not born, but rather becomes, a woman. Woman, Beauvoir argued, is constituted as man's Other, and what passes for feminine nature is the product of a situation. Second-wave feminists formalised the idea as a distinction between sex, the biological category, and gender, the social meanings attached to it. The terminology came partly from clinical research on intersex and transgender people by John Money in the 1950s and Robert Stoller in the 1960s, and was brought into sociology by Ann Oakley's Sex, Gender and Society (1972).",
            "Candace West and Don Zimmerman's 'Doing Gender' (1987) relocated gender from the individual to interaction. Gender is not something one has but a routine accomplishment, performed in everyday conduct and constantly assessed by others against normative conceptions of appropriate behaviour for one's sex category. The key concept is accountability: people may do gender well or badly, but they cannot easily opt out of being held to account.",
            "Judith Butler's Gender Trouble (1990) went further and questioned the sex/gender distinction itself. If gender is the cultural interpretation of sex, Butler asked, how do we access a sex that is not already interpreted? Gender is performative: it is 'the repeated stylization of the body, a set of repeated acts within a highly rigid regulatory frame', which congeals over time into the appearance of a natural substance. There is no doer behind the deed, a phrase Butler adapts from Nietzsche; the subject is produced by the acts, not expressed in them. Butler named the norm that aligns sex, gender and desire the heterosexual matrix, and read drag as a parody that exposes the imitative structure of all gender.",
            "Many readers took this as a claim that gender is a costume chosen each morning. In Bodies That Matter (1993) Butler rejected that reading: performativity draws on J. L. Austin's speech-act theory and Derrida's account of citation, and refers to the reiteration of norms that precede and constrain the subject, not to voluntary theatrical performance. Martha Nussbaum's 'The Professor of Parody' (1999) nonetheless argued that Butler's work offered little basis for normative politics.",
          ),
        },
      },
      {
        title: "Intersectionality",
        description:
          "Crenshaw's legal argument, its roots in Black feminist thought, and the methodological debates that followed.",
        lesson: {
          title: "Crenshaw, Collins and the politics of categories",
          html: p(
            "The term intersectionality was coined by the legal scholar Kimberlé Crenshaw in 'Demarginalizing the Intersection of Race and Sex' (University of Chicago Legal Forum, 1989), but the idea has a longer history in Black feminist thought, from Sojourner Truth's speeches to the Combahee River Collective Statement (1977), which described race, sex, class and sexual oppression as interlocking and simultaneous.",
            "Crenshaw's starting point was anti-discrimination law. In DeGraffenreid v. General Motors (1976), five Black women claimed that the company's seniority system, combined with its history of not hiring Black women before 1964, discriminated against them. The court refused to treat Black women as a protected class in their own right: they could sue for race discrimination or sex discrimination but not for a combination. Because General Motors had hired white women and Black men, each claim taken separately failed. Crenshaw argued that a single-axis framework, which treats the experience of the most privileged members of each group as the norm, renders Black women's experience invisible. In 'Mapping the Margins' (Stanford Law Review, 1991) she distinguished structural intersectionality, how the location of women of colour shapes their experience of, for example, domestic violence and the services meant to address it; political intersectionality, how antiracist and feminist politics can each marginalise them; and representational intersectionality, their cultural construction.",
            "Patricia Hill Collins, in Black Feminist Thought (1990; second edition 2000), developed the concept of a matrix of domination: intersecting oppressions organised across structural, disciplinary, hegemonic and interpersonal domains of power. Collins also argued that Black women's standpoint, grounded in everyday experience, produces distinctive knowledge.",
            "Intersectionality raises methodological questions. Leslie McCall's 'The Complexity of Intersectionality' (Signs, 2005) distinguished anticategorical approaches, which deconstruct categories altogether; intracategorical approaches, which study particular social groups at neglected points of intersection, often qualitatively; and intercategorical approaches, which provisionally adopt existing categories to measure inequalities between groups, often quantitatively. Debates continue over whether intersectionality is a theory, a method or a heuristic, and over its travel into policy and diversity management, where critics argue it is often reduced to a list of identities.",
            "Seminar task: analyse a recent employment discrimination case or equality policy using each of McCall's three approaches in turn.",
          ),
        },
      },
      {
        title: "Hegemonic masculinity",
        description:
          "Connell's concept, its Gramscian roots, its 2005 reformulation and the alternatives proposed since.",
        lesson: {
          title: "Connell's concept and its revision",
          html: p(
            "The concept of hegemonic masculinity was first proposed in work on Australian high schools and set out in Carrigan, Connell and Lee's 'Toward a New Sociology of Masculinity' (1985), then developed in Raewyn Connell's Gender and Power (1987) and Masculinities (1995).",
            "Connell rejected the idea of a single male sex role, arguing instead for multiple masculinities arranged in a hierarchy. Hegemonic masculinity is the currently most honoured way of being a man, which legitimates men's collective dominance over women. Other men relate to it in different ways. Complicit masculinities do not embody the ideal but benefit from the patriarchal dividend it secures. Subordinated masculinities, above all gay masculinities in Connell's account, are symbolically expelled from legitimacy. Marginalised masculinities are shaped by class or race relations, so that, for example, a Black athlete may be celebrated as exemplary of masculine qualities without gaining the social authority that the ideal confers on others.",
            "The term hegemony comes from Antonio Gramsci and matters: dominance is achieved mainly through cultural ascendancy and consent, through institutions, media and everyday practices, rather than primarily through force. Hegemonic masculinity is therefore not a description of most men, or of violent men; very few men fully embody it, and it can change when a new form wins acceptance.",
            "Connell and Messerschmidt's 'Hegemonic Masculinity: Rethinking the Concept' (Gender & Society, 2005) responded to two decades of use and criticism. They retained the core idea of a hierarchy of masculinities and its relation to the subordination of women, rejected the reading of hegemonic masculinity as a fixed set of traits such as aggression, and proposed analysing masculinities at local, regional and global levels. They also emphasised the agency of subordinated groups and the possibility of more democratic gender relations.",
            "Critics have pressed further. Demetrakis Demetriou (2001) argued that hegemonic masculinity works by appropriating elements of subordinated and marginalised masculinities, forming a hybrid bloc, rather than simply excluding them. Eric Anderson's inclusive masculinity theory (2009) claims that declining homophobia among young men in some settings has produced softer, more inclusive forms, a claim others dispute as mistaking changes in style for changes in power.",
            "Position paper: using a sport or occupation you know, assess whether the concept still explains how male dominance is reproduced.",
          ),
        },
      },
    ],
  },
];
