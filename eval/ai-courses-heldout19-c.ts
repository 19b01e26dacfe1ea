/** Nineteenth held-out evaluation courses, advanced level (harbour engineering to paleoclimatology); see ai-courses-heldout19.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT19_C: EvalCourse[] = [
  {
    slug: "harbour-engineering-waves-breakwaters-quays",
    discipline: "Harbour engineering",
    title: "Harbour Engineering: Waves, Breakwaters and Quays",
    description:
      "Ships need calm water, deep water and something solid to tie up to. This MSc module treats the design of each: wave transformation and tranquillity inside a harbour, rubble-mound breakwaters sized by the Hudson and Van der Meer methods, quay walls and berthing energy, and the maintenance dredging that keeps approach channels open.",
    level: "advanced",
    duration: "one semester (15 credits)",
    plantedGap: "dredging",
    modules: [
      {
        title: "Waves Approaching and Entering a Harbour",
        description:
          "We follow a wave from deep water to the berth, through shoaling, refraction, diffraction and reflection.",
        lesson: {
          title: "Wave transformation and harbour tranquillity",
          html: p(
            "Harbour layout begins with the wave climate offshore, usually summarised as a joint distribution of significant wave height H<sub>s</sub>, peak period T<sub>p</sub> and direction, derived from buoy records or hindcast models. From linear wave theory, the deep-water wavelength is L<sub>0</sub> = gT²/2π, approximately 1.56T² metres. A swell of period 10 seconds therefore has a deep-water wavelength of about 156 metres and begins to feel the seabed at a depth of roughly half that, 78 metres.",
            "As waves enter shallower water their speed falls, and four processes change them. Shoaling alters height as the energy flux is conserved in a slower wave: height first dips slightly and then increases toward breaking. Refraction bends wave crests to align with the depth contours, concentrating energy on headlands and spreading it in bays. Breaking limits height in shallow water; a common first estimate is that waves break when height reaches about 0.78 times the depth. Diffraction carries energy into the shadow zone behind a breakwater head. Penney and Price applied Sommerfeld's optical solution to a semi-infinite breakwater in 1952, and the resulting diffraction diagrams, reproduced in the Shore Protection Manual and its successor the Coastal Engineering Manual, show the ratio of diffracted to incident height at any point in the lee.",
            "Reflection completes the picture. Vertical quay walls reflect almost all incident energy, so that a harbour lined with them can amplify waves and, when the basin's natural period coincides with long-period waves or seiches of a few minutes, resonate. Harbour designers therefore include absorbing slopes or perforated caisson walls, and check the basin for resonance with numerical models based on the mild-slope or Boussinesq equations.",
            "Tranquillity is judged against operational criteria. Modern practice, following PIANC guidance, states limits in terms of the motions a moored ship can tolerate for safe loading, such as surge, sway and heave, rather than wave height alone. Simple designs use limiting significant wave heights at each berth, set by ship type and wave direction, and the designer computes the percentage of time each berth is expected to be unusable, known as downtime.",
          ),
        },
      },
      {
        title: "Rubble-Mound Breakwaters",
        description:
          "How heavy must an armour stone be to stay put in a design storm? Two empirical methods answer the question, with different assumptions.",
        lesson: {
          title: "Sizing armour with Hudson and Van der Meer",
          html:
            p(
              "A rubble-mound breakwater is built in layers: a core of quarry run, one or two underlayers of progressively larger stone acting as filters, and a double layer of armour units, either rock or concrete shapes such as Tetrapods, Accropode or Xbloc, on the seaward slope. A toe berm supports the armour at its foot, and a crest wall may limit overtopping. Each underlayer stone is typically about one tenth of the mass of the armour above it, so that fine material is not drawn out through the voids.",
              "The Hudson formula, from laboratory tests at the US Waterways Experiment Station in the 1950s, remains the starting point. Written in terms of the nominal diameter D<sub>n50</sub>, the side of a cube of the median stone mass, it states H / (Δ D<sub>n50</sub>) = (K<sub>D</sub> cot α)<sup>1/3</sup>, where H is the design wave height, Δ = ρ<sub>r</sub>/ρ<sub>w</sub> − 1 is the relative buoyant density, α the slope angle and K<sub>D</sub> an empirical stability coefficient.",
            ) +
            "<table><tr><th>Quantity</th><th>Value</th></tr><tr><td>Design wave height H</td><td>4.0 m</td></tr><tr><td>Rock density ρ<sub>r</sub></td><td>2,650 kg/m³</td></tr><tr><td>Sea water density ρ<sub>w</sub></td><td>1,025 kg/m³</td></tr><tr><td>Δ</td><td>1.585</td></tr><tr><td>K<sub>D</sub> (rough angular rock, trunk, non-breaking waves)</td><td>4.0</td></tr><tr><td>Slope cot α</td><td>2.0</td></tr></table>" +
            p(
              "With these values (K<sub>D</sub> cot α)<sup>1/3</sup> = 8<sup>1/3</sup> = 2, so D<sub>n50</sub> = 4.0 / (1.585 × 2) = 1.26 m, and the median armour mass is ρ<sub>r</sub> D<sub>n50</sub>³ = 2,650 × 2.0 ≈ 5.3 tonnes.",
              "The Hudson formula ignores wave period, storm duration, the permeability of the structure and the degree of damage accepted. Jentsje van der Meer's formulae of 1988, based on extensive tests at Delft Hydraulics, include all four. They express stability through the surf similarity parameter, which distinguishes plunging from surging waves, a notional permeability P ranging from 0.1 for an impermeable core to 0.6 for a homogeneous structure, the number of waves in the storm N, and a damage level S, where S = 2 represents start of damage on a 1:2 slope. Designers now use the Van der Meer approach, or its later refinements, and check results against physical model tests for important structures.",
            ),
        },
      },
      {
        title: "Quay Walls and Berthing Energy",
        description:
          "Here the structure meets the ship: quay wall types, and the energy a berthing vessel delivers to the fenders.",
        lesson: {
          title: "Choosing a quay and sizing its fenders",
          html: p(
            "Quay walls fall into three broad families. Gravity walls, built from precast blocks or floated-in concrete caissons, resist earth pressure and ship loads by their own weight and need a good foundation, often a trench excavated in the seabed and filled with rock. Sheet-pile and combined walls, in which steel tubes or king piles alternate with sheet piles, are driven into the seabed and anchored back to a buried anchor wall by tie rods; they are quick to build on soft ground. Open piled decks, a concrete slab on raking and vertical piles above a rock revetment, transmit few wave reflections and suit deep water, but are vulnerable to ship impact on their piles.",
            "Every berth is loaded by berthing ships, and fenders must absorb the kinetic energy the ship brings to the wall. The standard method, in PIANC's 2002 guidelines for fender systems and in BS 6349-4, gives the characteristic berthing energy as E = ½ M V² C<sub>m</sub> C<sub>e</sub> C<sub>s</sub> C<sub>c</sub>. M is the displacement of the ship, V its velocity normal to the berth, C<sub>m</sub> the added-mass coefficient accounting for the water moving with the hull, C<sub>e</sub> the eccentricity coefficient reflecting that a ship striking at a quarter point rotates and delivers only part of its energy, C<sub>s</sub> a softness coefficient and C<sub>c</sub> a berth configuration coefficient.",
            "Consider a bulk carrier displacing 50,000 tonnes berthing at 0.15 m/s, with C<sub>m</sub> = 1.8, C<sub>e</sub> = 0.5 and C<sub>s</sub> = C<sub>c</sub> = 1.0. Then E = 0.5 × 50,000,000 kg × 0.15² × 1.8 × 0.5 = 506,250 J, about 506 kNm. Berthing velocity is the most sensitive input because energy varies with its square; PIANC relates design velocity to ship size and to how exposed and difficult the approach is, using the Brolsma curves. To allow for accidental conditions such as a tug failing or a misjudged approach, the characteristic energy is multiplied by an abnormal berthing factor, commonly 1.5 to 2.0, giving about 760 to 1,010 kNm here. The chosen fender must absorb this energy while its reaction force and the resulting hull pressure stay within what the structure and the ship's side can bear.",
          ),
        },
      },
    ],
  },
  {
    slug: "sports-law-arbitration-doping-eu",
    discipline: "Sports law",
    title: "Sports Law: Arbitration, Anti-Doping and EU Law",
    description:
      "Sport is governed largely by private associations whose rules reach across borders and bind athletes who never agreed to them individually. This LLM module analyses the Court of Arbitration for Sport and its review by state courts, strict liability under the World Anti-Doping Code, the application of EU free movement and competition law to sporting rules, and the sale of media and broadcasting rights.",
    level: "advanced",
    duration: "one term (10 two-hour seminars)",
    plantedGap: "broadcasting",
    modules: [
      {
        title: "The Court of Arbitration for Sport",
        description:
          "Seminar one asks whether arbitration imposed by a federation can be genuinely independent, and what the Swiss and Strasbourg courts have said about it.",
        lesson: {
          title: "CAS, its independence and its supervision",
          html: p(
            "The Court of Arbitration for Sport (CAS) was created by the International Olympic Committee in 1984 and sits in Lausanne. Its independence was first tested in <i>Gundel v FEI</i> (1993), where the Swiss Federal Tribunal accepted that CAS was a true arbitral tribunal in a dispute with an equestrian federation but warned that its close financial and organisational ties to the IOC could be a problem in a case involving the IOC itself. The response was the Paris Agreement of 1994, which created the International Council of Arbitration for Sport (ICAS) to finance and supervise CAS at arm's length from the Olympic movement.",
            "CAS operates an Ordinary Arbitration Division for first-instance commercial disputes, such as sponsorship or transfer contracts, and an Appeals Arbitration Division that hears appeals against decisions of federations and anti-doping organisations. Since the Atlanta Games of 1996, an ad hoc division has sat at each Olympic Games to decide disputes within twenty-four hours. Because CAS has its seat in Switzerland, its awards may be challenged only before the Swiss Federal Tribunal, on the narrow grounds listed in Article 190(2) of the Swiss Private International Law Act, which include irregular constitution of the panel, lack of jurisdiction, violation of the right to be heard and incompatibility with public policy. Such challenges rarely succeed.",
            "The deeper issue is consent. Athletes accept CAS jurisdiction because the rules of their federation require it as a condition of competing, so arbitration is in substance compulsory. In <i>Mutu and Pechstein v Switzerland</i> (2018), the European Court of Human Rights held that such forced arbitration must offer all the guarantees of Article 6 of the European Convention. It found CAS sufficiently independent, but held that the refusal of a public hearing to the speed skater Claudia Pechstein, who had requested one, violated Article 6(1). CAS amended its Code in 2019 to allow public hearings at an athlete's request. The case shows how human rights law now reaches the private justice system of sport, and why the structural reforms of the 1990s remain under scrutiny.",
          ),
        },
      },
      {
        title: "Strict Liability under the World Anti-Doping Code",
        description:
          "The presence of a prohibited substance is itself the violation; the argument is about the sanction, and this seminar follows how fault reduces it.",
        lesson: {
          title: "Presence, fault and the length of ineligibility",
          html:
            p(
              "The World Anti-Doping Code, first adopted in 2003 and most recently revised with effect from 2021, binds signatories including the IOC, international federations and national anti-doping organisations. Article 2 lists the anti-doping rule violations. The first, Article 2.1, is the presence of a prohibited substance or its metabolites in an athlete's sample. It is a strict liability offence: the anti-doping organisation need not prove intent, fault, negligence or knowing use. Each athlete is personally responsible for what enters his or her body. The standard of proof on the organisation is 'comfortable satisfaction' of the hearing panel (Article 3.1), higher than the balance of probabilities but lower than proof beyond reasonable doubt, while an athlete rebutting a presumption or establishing facts must do so on the balance of probability.",
              "Strict liability governs the violation; fault enters at the sanction. Under Article 10.2 the period of ineligibility for a presence violation is:",
            ) +
            "<ul><li>four years where the violation involves a non-specified substance, unless the athlete proves it was not intentional, or involves a specified substance and the organisation proves it was intentional;</li><li>otherwise two years;</li><li>eliminated entirely under Article 10.5 if the athlete establishes no fault or negligence, a rare outcome such as sabotage by a third party;</li><li>reduced under Article 10.6 where there is no significant fault or negligence, for specified substances and contaminated products to anything between a reprimand and two years.</li></ul>" +
            p(
              "A substance enters the Prohibited List, published annually by the World Anti-Doping Agency, if it meets two of three criteria: potential to enhance performance, actual or potential health risk, and violation of the spirit of sport. An athlete with a medical need may obtain a Therapeutic Use Exemption. Cases on contamination, such as the clenbuterol case of the cyclist Alberto Contador decided by CAS in 2012, in which the panel rejected contaminated meat as the explanation and imposed a two-year ban, show how demanding the athlete's burden can be in practice.",
            ),
        },
      },
      {
        title: "Sport and the Law of the European Union",
        description:
          "When is a sporting rule merely sporting, and when is it an economic restriction that EU law must scrutinise?",
        lesson: {
          title: "From Walrave to the Super League",
          html: p(
            "The Court of Justice first considered sport in <i>Walrave and Koch</i> (Case 36/74, 1974), holding that the practice of sport falls within Community law insofar as it constitutes an economic activity, while rules of purely sporting interest, such as the composition of national teams, do not. The decisive case was <i>Bosman</i> (C-415/93, 1995). Jean-Marc Bosman, a Belgian footballer whose contract with RFC Liège had expired, was prevented from joining a French club because the clubs could not agree a transfer fee. The Court held that transfer fees for out-of-contract players moving between member states, and UEFA's nationality quotas limiting the number of foreign EU players in a team, infringed the free movement of workers under what is now Article 45 TFEU. The ruling transformed the labour market of European football.",
            "<i>Meca-Medina and Majcen v Commission</i> (C-519/04 P, 2006), concerning two swimmers banned under anti-doping rules, rejected the idea that sporting rules sit outside EU law altogether. A rule that restricts competition must be assessed under Article 101 TFEU in its context: whether it pursues a legitimate objective, whether its restrictive effects are inherent in pursuing that objective, and whether they are proportionate. This test, drawn from <i>Wouters</i> (2002), allowed anti-doping rules to survive while exposing federations to review.",
            "In December 2023 the Grand Chamber decided three cases together. In <i>European Superleague Company</i> (C-333/21) it held that FIFA and UEFA rules requiring prior approval of new competitions, with no transparent, objective, non-discriminatory and proportionate criteria, infringed Articles 101 and 102 TFEU. In <i>International Skating Union v Commission</i> (C-124/21 P) it upheld the Commission's finding that the ISU's eligibility rules, which threatened skaters with lifetime bans for joining unauthorised events, restricted competition by object. In <i>Royal Antwerp</i> (C-680/21) it held that home-grown player rules may restrict free movement and competition and must be justified and proportionate. Together these judgments mean that federations acting as both regulator and commercial organiser must exercise their powers under clear, reviewable criteria.",
          ),
        },
      },
    ],
  },
  {
    slug: "radiopharmacy-generators-kits-quality-control",
    discipline: "Radiopharmacy",
    title: "Radiopharmacy: Generators, Kits and Quality Control",
    description:
      "A radiopharmaceutical with a six-hour half-life cannot wait for the result of a fourteen-day sterility test, so its quality has to be built in. This postgraduate module for pharmacists and clinical scientists studies the technetium-99m generator, the chemistry of cold kits and their reconstitution, radiochemical purity testing by thin-layer chromatography, and cyclotron production of fluorine-18 tracers.",
    level: "advanced",
    duration: "12 weeks (part-time, with placement)",
    plantedGap: "cyclotron",
    modules: [
      {
        title: "The Technetium-99m Generator",
        description:
          "Most nuclear medicine scans start at a lead-shielded column of molybdenum, and this module explains its physics, its elution and the checks on every eluate.",
        lesson: {
          title: "Transient equilibrium and eluate testing",
          html: p(
            "Technetium-99m is used in the large majority of diagnostic nuclear medicine procedures because its physical properties are close to ideal for imaging: a half-life of 6.01 hours, long enough to prepare and administer a dose but short enough to limit radiation burden, and an almost pure gamma emission at 140 keV, which gamma cameras detect efficiently. Its half-life is too short to ship it from a reactor, so hospitals receive it as the decay product of molybdenum-99 (half-life 66 hours) in a generator.",
            "In the generator, molybdenum-99 as molybdate is adsorbed on an alumina column inside lead or tungsten shielding. As it decays, technetium-99m forms as pertechnetate, TcO<sub>4</sub><sup>−</sup>, which binds the alumina much less strongly. Passing sterile 0.9 per cent sodium chloride through the column elutes the pertechnetate into an evacuated, shielded vial while the molybdate stays behind. Because the parent is longer-lived than the daughter, the system reaches transient equilibrium; after an elution, technetium-99m activity on the column regrows and reaches its maximum after about 23 hours, which is why generators are usually eluted once a day, in the morning. About half of that maximum has regrown after four to five hours, which allows a second, smaller elution later in the day when demand requires it.",
            "Every eluate is tested before use. Molybdenum breakthrough, the amount of molybdenum-99 escaping the column, is measured by placing the eluate vial in a lead pot that absorbs the 140 keV photons but transmits part of molybdenum's higher-energy emissions, and assaying it in the dose calibrator. The European and United States pharmacopoeias set a limit of 0.15 kBq of molybdenum-99 per MBq of technetium-99m at the time of administration. Because molybdenum decays more slowly than technetium, the ratio rises with time, and the eluate's expiry must take this into account. Aluminium ion breakthrough is checked with a colorimetric spot test. Decay correction is routine: an eluate of 20 GBq at 08:00 contains 20 × 0.5<sup>(3/6.01)</sup> ≈ 14.1 GBq at 11:00, and this figure governs how many patient doses can still be drawn.",
          ),
        },
      },
      {
        title: "Cold Kits and Their Reconstitution",
        description:
          "Pertechnetate does not label anything until it is reduced, and the contents of a kit vial are designed to do exactly that.",
        lesson: {
          title: "Stannous reduction and the preparation of kits",
          html:
            p(
              "Pertechnetate contains technetium in its highest oxidation state, +7, and is chemically unreactive towards most ligands. To form a complex, it must be reduced to a lower oxidation state. Commercial cold kits supply, in a sterile, freeze-dried vial under nitrogen, the ligand, a reducing agent (almost always stannous chloride or another tin(II) salt) and excipients such as buffers, antioxidants and stabilisers. Adding generator eluate reconstitutes the kit and the labelling reaction proceeds in the vial.",
              "The stannous ion is the kit's weak point. Oxygen oxidises tin(II) to tin(IV), which can no longer reduce technetium, so air must not enter the vial; operators withdraw an equal volume of gas after adding eluate to keep pressure neutral, and use eluate that is not too old, because radiolysis in older eluates generates oxidising species. Too much technetium-99 carrier, present in eluates from a generator not eluted for several days, can also exhaust the available tin. Each manufacturer's summary of product characteristics sets a maximum activity and volume and a shelf-life after reconstitution.",
            ) +
            "<table><tr><th>Kit</th><th>Use</th><th>Key preparation step</th><th>Shelf-life after labelling (typical)</th></tr><tr><td>Medronate (MDP)</td><td>bone scan</td><td>room temperature</td><td>6-8 hours</td></tr><tr><td>Mertiatide (MAG3)</td><td>renal function</td><td>heat in boiling water bath for 10 minutes</td><td>4-8 hours</td></tr><tr><td>Sestamibi</td><td>myocardial perfusion</td><td>heat in boiling water bath for 10 minutes</td><td>6-12 hours</td></tr><tr><td>Exametazime (HMPAO)</td><td>cerebral perfusion, white cell labelling</td><td>fresh eluate, use promptly</td><td>30 minutes unstabilised</td></tr></table>" +
            p(
              "Exametazime shows how chemistry governs practice: the lipophilic complex that crosses the blood-brain barrier converts to a hydrophilic form within minutes, so unstabilised preparations must be injected within half an hour. Preparation is carried out in a grade A environment, usually an isolator in a grade D background, following EU GMP Annex 1 principles.",
            ),
        },
      },
      {
        title: "Radiochemical Purity Testing",
        description:
          "Students perform, calculate and interpret two-strip chromatography, the most common quality control test in a hot lab.",
        lesson: {
          title: "Two strips, three species",
          html: p(
            "Radiochemical purity is the fraction of the total radioactivity present in the intended chemical form. A technetium kit can contain two main radiochemical impurities: free pertechnetate, from incomplete reduction or reoxidation, which localises in the thyroid, salivary glands and stomach; and reduced hydrolysed technetium, colloidal TcO<sub>2</sub>, formed when reduced technetium fails to bind the ligand, which is taken up by the liver, spleen and bone marrow. Both degrade image quality and add dose to organs that are not being studied.",
            "Thin-layer chromatography separates the species by their mobility on instant thin-layer chromatography silica gel (ITLC-SG) strips. For technetium medronate, two strips are run. On the first strip, developed in acetone or methyl ethyl ketone, free pertechnetate migrates with the solvent front (Rf about 1), while the medronate complex and reduced hydrolysed technetium remain at the origin. On the second strip, developed in 0.9 per cent saline, both pertechnetate and the medronate complex migrate, while colloidal reduced hydrolysed technetium remains at the origin. Each strip is cut at a marked point and the two parts are counted, or the whole strip is scanned with a radio-TLC scanner.",
            "Suppose the acetone strip gives 3,000 counts in the front section and 97,000 at the origin: free pertechnetate is 3,000 / 100,000 = 3.0 per cent. The saline strip gives 1,500 counts at the origin and 98,500 in the front: reduced hydrolysed technetium is 1.5 per cent. Radiochemical purity is therefore 100 − 3.0 − 1.5 = 95.5 per cent, which meets the European Pharmacopoeia limit of not less than 95 per cent for medronate. A result below the limit means the preparation must not be released; the investigation looks at the age of the eluate, the activity added, the handling of the vial and possible air ingress.",
            "Because the tests take ten to twenty minutes, they are done on each new batch before release, and the results, the batch record and the release decision are documented by an authorised person.",
          ),
        },
      },
    ],
  },
  {
    slug: "periodontics-staging-pathogenesis-stepwise-therapy",
    discipline: "Periodontics",
    title: "Advanced Periodontics: Staging, Pathogenesis and Stepwise Therapy",
    description:
      "Severe periodontitis affects roughly one adult in ten worldwide and is a leading cause of tooth loss. Specialty trainees in this module apply the 2017 classification of periodontal diseases, analyse the host-microbial interactions that drive tissue destruction, plan treatment by the steps of the EFP S3 guideline including regenerative surgery, and manage peri-implantitis.",
    level: "advanced",
    duration: "one academic year (fortnightly seminars with clinical sessions)",
    plantedGap: "implant",
    modules: [
      {
        title: "Staging and Grading under the 2017 Classification",
        description:
          "Using the framework of the 2017 World Workshop, trainees assign stage and grade to real cases and justify each decision from the evidence in the record.",
        lesson: {
          title: "Severity, complexity and rate of progression",
          html:
            p(
              "The World Workshop on the classification of periodontal diseases and conditions, held by the American Academy of Periodontology and the European Federation of Periodontology in 2017 and published in 2018, replaced the older division into chronic and aggressive periodontitis with a single disease, periodontitis, described by stage and grade, in a structure borrowed from oncology. Stage describes severity and the complexity of management; grade describes the rate of progression and the patient's risk of further disease.",
              "Stage is determined mainly by the worst site in the mouth, using interdental clinical attachment loss (CAL), radiographic bone loss (RBL) and tooth loss due to periodontitis, then adjusted for complexity factors such as probing depths, furcation involvement and masticatory dysfunction.",
            ) +
            "<table><tr><th>Stage</th><th>Interdental CAL</th><th>Radiographic bone loss</th><th>Teeth lost to periodontitis</th></tr><tr><td>I</td><td>1-2 mm</td><td>coronal third, &lt;15%</td><td>none</td></tr><tr><td>II</td><td>3-4 mm</td><td>coronal third, 15-33%</td><td>none</td></tr><tr><td>III</td><td>≥5 mm</td><td>to middle third or beyond</td><td>≤4</td></tr><tr><td>IV</td><td>≥5 mm</td><td>to middle third or beyond</td><td>≥5, with need for complex rehabilitation</td></tr></table>" +
            p(
              "Grade starts at B by default and is moved to A or C by evidence. The primary criterion is direct evidence of progression over five years or, more often, the indirect measure of percentage bone loss at the worst tooth divided by the patient's age: below 0.25 indicates grade A, 0.25 to 1.0 grade B, and above 1.0 grade C. Grade modifiers then account for risk factors: smoking fewer than 10 cigarettes a day moves a case to at least grade B, and 10 or more to grade C; in diabetes, an HbA1c below 7.0 per cent indicates grade B and 7.0 per cent or above grade C.",
              "Consider a 45-year-old with 5 mm interdental attachment loss, bone loss of 40 per cent at the worst tooth extending into the middle third, no teeth lost and vertical defects up to 4 mm. This is stage III. The ratio 40/45 = 0.89 suggests grade B, but if the patient smokes 15 cigarettes a day the grade becomes C. The diagnosis reads 'periodontitis, generalised, stage III, grade C'.",
            ),
        },
      },
      {
        title: "Host Response and the Dysbiotic Biofilm",
        description: "Why does the same plaque cause gingivitis in one person and rapid bone loss in another?",
        lesson: {
          title: "From specific bacteria to polymicrobial dysbiosis",
          html: p(
            "Early theories of periodontal disease swung between blaming plaque in general, the non-specific plaque hypothesis, and blaming particular species. In 1998 Sigmund Socransky and colleagues used DNA checkerboard hybridisation on over 13,000 subgingival samples and grouped bacteria into complexes. The 'red complex' of <i>Porphyromonas gingivalis</i>, <i>Tannerella forsythia</i> and <i>Treponema denticola</i> was strongly associated with deep pockets and bleeding on probing.",
            "Current understanding, set out in the keystone-pathogen hypothesis of George Hajishengallis and colleagues (2012) and the polymicrobial synergy and dysbiosis model, sees periodontitis as a disruption of the relationship between a whole microbial community and the host. <i>P. gingivalis</i>, even at low abundance, subverts innate immunity, for example by manipulating complement receptor and Toll-like receptor signalling, so that neutrophils fail to clear bacteria while inflammation continues. The inflamed pocket then supplies tissue breakdown products and bleeding that feed proteolytic, inflammophilic bacteria, and the community shifts further toward dysbiosis. Inflammation and dysbiosis reinforce one another in a self-sustaining cycle.",
            "Tissue destruction is largely the work of the host response. Activated neutrophils, macrophages and lymphocytes release interleukin-1β, tumour necrosis factor-α and prostaglandin E<sub>2</sub>. Matrix metalloproteinases degrade collagen of the gingiva and periodontal ligament. Bone loss follows from the balance between RANKL, which drives osteoclast formation, and its decoy receptor osteoprotegerin: inflammatory mediators increase RANKL expression by osteoblasts and T cells and tip the balance toward resorption.",
            "Susceptibility therefore depends on the host. Smoking impairs neutrophil function and vascular responses, masking bleeding while increasing destruction. Poorly controlled diabetes amplifies the inflammatory response through advanced glycation end-products; the relationship is bidirectional, since treating periodontitis produces a modest fall in HbA1c of about 0.3 to 0.4 percentage points in meta-analyses. Genetic factors contribute too, though no single gene test has proved clinically useful. These concepts explain the clinical emphasis on controlling risk factors as part of therapy.",
          ),
        },
      },
      {
        title: "Stepwise Therapy and Periodontal Regeneration",
        description:
          "Trainees follow the four steps of the S3 guideline, from behaviour change to supportive care, and learn when a residual intrabony defect warrants regenerative surgery.",
        lesson: {
          title: "The four steps and the regenerative decision",
          html:
            p(
              "The European Federation of Periodontology's S3-level clinical practice guideline for stage I to III periodontitis, published by Sanz and colleagues in 2020, organises treatment into four sequential steps, each with evidence-graded recommendations.",
            ) +
            "<ul><li><b>Step 1</b> aims to change behaviour: explanation of the disease, individually tailored oral hygiene instruction including interdental cleaning, risk-factor control such as smoking cessation and diabetes management, and removal of supragingival plaque and calculus and of retentive factors.</li><li><b>Step 2</b> is cause-related subgingival instrumentation, by hand or powered instruments, to remove subgingival biofilm and calculus, with selected adjuncts; systemic antibiotics are not recommended routinely and may be considered only for specific patient groups, such as young adults with generalised stage III disease.</li><li><b>Step 3</b> treats sites that do not respond, typically residual probing depths of 6 mm or more, with repeated instrumentation or surgery: access flaps, resective surgery, or regenerative surgery.</li><li><b>Step 4</b> is supportive periodontal care at intervals of 3 to 12 months according to risk.</li></ul>" +
            p(
              "The endpoint of therapy is a stable periodontium, defined as probing depths of 4 mm or less with no bleeding on probing. Response is reassessed, commonly six to twelve weeks after step 2, once healing of the soft tissues has largely been completed.",
              "Regenerative surgery is recommended for residual pockets associated with intrabony defects 3 mm deep or more. Its aim is to restore new cementum, periodontal ligament and bone, rather than merely to reduce pocket depth through repair. Options include enamel matrix derivative, derived from porcine tooth buds and thought to mimic events in root development, and guided tissue regeneration, in which a barrier membrane excludes the epithelium and gingival connective tissue so that cells from the periodontal ligament repopulate the root surface; either may be combined with bone replacement grafts in non-contained defects. Flap design matters: papilla preservation techniques, first described by Takei and developed by Cortellini and Tonetti, maintain primary closure over the defect. Deep, narrow, three-walled defects in non-smokers with good plaque control gain most, commonly 3 to 4 mm of clinical attachment.",
            ),
        },
      },
    ],
  },
  {
    slug: "paleoclimatology-proxies-orbits-abrupt-change",
    discipline: "Paleoclimatology",
    title: "Paleoclimatology: Proxies, Orbits and Abrupt Change",
    description:
      "The instrumental record covers barely 170 years; ice, sediment and cave stone extend it by millions. At final-year and master's level, the module interrogates stable-isotope proxies, the dating of climate archives, orbital forcing of the Pleistocene ice ages, Dansgaard-Oeschger and Heinrich events, and the Paleocene-Eocene Thermal Maximum as an analogue for rapid carbon release.",
    level: "advanced",
    duration: "one semester (2 lectures and a practical a week)",
    plantedGap: "Paleocene",
    modules: [
      {
        title: "Oxygen Isotopes in Ice and Foraminifera",
        description:
          "The single most used proxy in the discipline, and the reasons why it records ice volume and temperature at once.",
        lesson: {
          title: "δ¹⁸O: fractionation, ice volume and temperature",
          html: p(
            "Oxygen has two stable isotopes of interest, ¹⁶O and the heavier, rarer ¹⁸O. Their ratio in a sample is reported in delta notation relative to a standard: δ¹⁸O = (R<sub>sample</sub> / R<sub>standard</sub> − 1) × 1000, in per mil (‰), where R is ¹⁸O/¹⁶O. Waters are referenced to Vienna Standard Mean Ocean Water (VSMOW) and carbonates to Vienna Pee Dee Belemnite (VPDB).",
            "Isotopes fractionate because molecules containing the heavier isotope evaporate slightly less readily and condense slightly more readily. As an air mass travels poleward and cools, it rains out progressively, and the heavier molecules leave first. This Rayleigh distillation makes the remaining vapour, and the snow that eventually falls on an ice sheet, ever more depleted in ¹⁸O the colder the condensation temperature. Willi Dansgaard showed in 1964 that the δ¹⁸O of mean annual precipitation at mid- and high-latitude sites varies by about 0.7‰ per °C, which made polar ice cores into thermometers, although calibrations based on borehole temperatures show the glacial-interglacial slope in Greenland is considerably smaller.",
            "In the ocean, foraminifera build calcite shells whose δ¹⁸O depends on two things. The first is temperature: Samuel Epstein and Harold Urey's palaeotemperature equation of the early 1950s shows that calcite becomes about 0.22‰ heavier for every 1 °C of cooling. The second is the isotopic composition of sea water itself. Because ice sheets are built from ¹⁸O-depleted snow, growing ice sheets leave the ocean enriched in ¹⁸O. At the Last Glacial Maximum, about 21,000 years ago, sea level was roughly 120 to 130 metres lower than today, and mean ocean δ¹⁸O was about 1.0‰ higher.",
            "Benthic foraminifera, living in cold deep water whose temperature can vary only a few degrees, therefore record mainly global ice volume, with a temperature component that must be separated using independent proxies such as Mg/Ca ratios. Stacking 57 benthic records, Lorraine Lisiecki and Maureen Raymo published in 2005 the LR04 stack, a reference curve of 5.3 million years whose numbered marine isotope stages, odd for warm and even for cold, give the framework for the Quaternary.",
          ),
        },
      },
      {
        title: "Dating Climate Archives",
        description:
          "A proxy record is only as useful as its age model; we compare layer counting, radiocarbon and uranium-series methods.",
        lesson: {
          title: "Building an age model",
          html:
            p(
              "Every paleoclimate inference, from the timing of a deglaciation to the lead or lag between regions, rests on an age model relating depth in an archive to age. Different archives lend themselves to different methods, and good age models combine several with explicit uncertainties.",
            ) +
            "<table><tr><th>Method</th><th>Principle</th><th>Typical range</th><th>Archives</th></tr><tr><td>Layer counting</td><td>annual layers from seasonal cycles</td><td>tens of thousands of years</td><td>ice cores, varved lake sediments, tree rings</td></tr><tr><td>Radiocarbon</td><td>decay of ¹⁴C, half-life 5,730 years</td><td>to about 50,000 years</td><td>organic matter, foraminifera, charcoal</td></tr><tr><td>Uranium-thorium</td><td>ingrowth of ²³⁰Th from ²³⁴U</td><td>to about 500,000 years</td><td>speleothems, corals</td></tr><tr><td>Tephrochronology</td><td>geochemically identified volcanic ash layers</td><td>any age, tied to a dated eruption</td><td>ice, lake and marine sediments</td></tr></table>" +
            p(
              "Annual layers in Greenland ice, visible in dust, impurity chemistry and isotopes, were counted for the Greenland Ice Core Chronology 2005 (GICC05) back to about 60,000 years, with a counting error that grows with depth to a few per cent. Radiocarbon dates must be calibrated, because atmospheric ¹⁴C production has varied with solar activity and the geomagnetic field; the IntCal20 curve, built from tree rings, speleothems and other records, converts radiocarbon ages to calendar ages. By convention radiocarbon ages are still calculated with Libby's half-life of 5,568 years and then calibrated. Marine samples need a further correction, the marine reservoir age, about 400 years on average for surface waters but much greater in upwelling zones and at high latitudes during glacials, because the ocean exchanges carbon slowly with the atmosphere.",
              "Uranium-thorium dating exploits the fact that uranium is soluble in water while thorium is not, so a freshly formed stalagmite or coral contains uranium and almost no thorium; ²³⁰Th then accumulates at a known rate. High-precision mass spectrometry now yields dates with uncertainties of well under one per cent, which is why speleothems from caves such as Hulu in China anchor the timing of abrupt events.",
            ),
        },
      },
      {
        title: "Orbital Forcing and the Ice Ages",
        description:
          "Three orbital cycles set the rhythm of the ice ages, yet the strongest rhythm of the last million years is the one the orbit forces most weakly.",
        lesson: {
          title: "Milankovitch, the pacemaker and the 100,000-year problem",
          html: p(
            "Earth's orbit and axis vary in three ways that redistribute incoming sunlight by latitude and season. Eccentricity, the departure of the orbit from a circle, varies with periods of about 100,000 and 405,000 years; it is the only parameter that changes total annual insolation, and only by about 0.2 per cent. Obliquity, the tilt of the axis, varies between about 22.1° and 24.5° with a period of 41,000 years; higher tilt gives warmer summers and colder winters at high latitudes. Precession of the equinoxes determines at which season Earth is closest to the Sun, with periods of about 19,000 and 23,000 years, and its effect is scaled by eccentricity.",
            "Milutin Milanković calculated in the 1920s and 1930s that ice sheets grow when summers at high northern latitudes are cool enough for winter snow to survive. Summer insolation at 65°N, which can vary by more than 100 W m⁻² between extremes, became the standard index of orbital forcing. The theory was confirmed in 1976 when James Hays, John Imbrie and Nicholas Shackleton, in a paper titled 'Variations in the Earth's orbit: pacemaker of the ice ages', found spectral peaks near 100,000, 41,000 and 23,000 years in deep-sea cores from the Southern Ocean.",
            "Two puzzles remain at the centre of research. First, over the last 800,000 years glacial cycles have lasted about 100,000 years and ended in abrupt terminations, yet eccentricity's direct effect on insolation is tiny. Proposed explanations invoke nonlinear ice-sheet dynamics, with large ice sheets becoming unstable as they depress the bedrock beneath them, and carbon dioxide feedbacks: ice-core records from Antarctica show CO₂ swinging between about 180 ppm in glacials and 280 ppm in interglacials. Second, between about 1.2 and 0.8 million years ago, the Mid-Pleistocene Transition, the dominant rhythm changed from 41,000 to roughly 100,000 years without any corresponding change in orbital forcing. Hypotheses include the gradual removal of soft regolith from beneath North American ice sheets, allowing them to grow thicker on hard bedrock, and a long-term decline in atmospheric CO₂.",
          ),
        },
      },
      {
        title: "Abrupt Change in the Last Glacial Period",
        description:
          "Greenland warmed by ten degrees within decades, many times over, and students examine the evidence and the mechanisms proposed for it.",
        lesson: {
          title: "Dansgaard-Oeschger cycles, Heinrich events and the bipolar seesaw",
          html: p(
            "Greenland ice cores drilled in the early 1990s (GRIP and GISP2) revealed that the last glacial period was far from a steady cold state. Some 25 times between about 115,000 and 12,000 years ago, Greenland temperatures jumped abruptly from cold stadial to milder interstadial conditions, by 8 to 16 °C according to nitrogen and argon isotope thermometry, within a few decades, before cooling gradually and then dropping back to stadial conditions. These Dansgaard-Oeschger events, numbered as Greenland Interstadials 1 to 25, are echoed in records from Chinese speleothems, Arabian Sea sediments and Venezuelan basins, showing shifts of the monsoons and the tropical rain belt.",
            "In 1988 Hartmut Heinrich described layers in North Atlantic sediments rich in ice-rafted debris, sand and gravel that can only have been carried far out to sea by icebergs. Six main Heinrich events, occurring every 7,000 to 10,000 years during the coldest stadials, record massive discharges of icebergs, mostly from the Laurentide ice sheet through Hudson Strait. The fresh water they released would have reduced the density of North Atlantic surface waters.",
            "The favoured explanation links both phenomena to the Atlantic Meridional Overturning Circulation (AMOC), which carries warm surface water north and returns cold deep water south. When overturning weakens, heat accumulates in the South Atlantic and the North Atlantic cools. Thomas Stocker and Sigfús Johnsen formalised this in 2003 as a thermal bipolar seesaw, in which Antarctica warms slowly while Greenland is cold, and the Antarctic ice cores show exactly this antiphased pattern, with each Antarctic Isotope Maximum peaking when Greenland abruptly warms. The last such oscillation was the Younger Dryas, a return to near-glacial conditions in the North Atlantic region from about 12,900 to 11,700 years ago, ended by a warming of about 10 °C in Greenland within a few decades. Whether the trigger was meltwater, sea ice or internal oscillation of the climate system remains debated.",
          ),
        },
      },
    ],
  },
];
