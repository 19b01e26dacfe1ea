/** Twenty-fifth held-out evaluation courses, advanced level (radiochemistry to agricultural policy economics); see ai-courses-heldout25.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT25_C: EvalCourse[] = [
  {
    slug: "radiochemistry-decay-separation-counting",
    discipline: "Radiochemistry",
    title: "Radiochemistry: Decay, Separation and Measurement",
    description:
      "Final-year chemists and nuclear engineers treat radioactivity here as a chemical tool and a chemical problem, working quantitatively through decay chains and the Bateman equations, radioactive equilibrium and generators, hot atom chemistry, solvent extraction of the actinides, and liquid scintillation counting.",
    level: "advanced",
    duration: "one semester (three lectures and one laboratory a week)",
    plantedGap: "hot atom chemistry",
    modules: [
      {
        title: "Decay Chains and Equilibrium",
        description:
          "Starting from first-order kinetics, the Bateman equations describe how daughters grow in, and they explain why some pairs reach equilibrium.",
        lesson: {
          title: "Parent, daughter and the Bateman solution",
          html: p(
            "Radioactive decay is a first-order process: the rate of decay of a nuclide is proportional to the number of atoms present, dN/dt = −λN, so that N = N₀e<sup>−λt</sup>, where the decay constant λ is related to the half-life by λ = ln 2 / t<sub>½</sub>. Activity, A = λN, is measured in becquerels, one decay per second. One gram of radium-226 (t<sub>½</sub> = 1600 years) has an activity of about 3.7 × 10<sup>10</sup> Bq, the origin of the old unit, the curie.",
            "When a parent (1) decays to a radioactive daughter (2), the daughter is formed at rate λ<sub>1</sub>N<sub>1</sub> and lost at rate λ<sub>2</sub>N<sub>2</sub>. Harry Bateman solved the general chain in 1910; for two members with no daughter present initially, N<sub>2</sub> = N<sub>1,0</sub> λ<sub>1</sub>/(λ<sub>2</sub> − λ<sub>1</sub>) (e<sup>−λ<sub>1</sub>t</sup> − e<sup>−λ<sub>2</sub>t</sup>). Three cases follow from the ratio of half-lives. If the parent lives much longer than the daughter, as with radium-226 and radon-222 (3.82 days), the daughter activity grows until it equals the parent's after about seven daughter half-lives, and thereafter both decay together with the parent's half-life: secular equilibrium. If the parent is longer-lived but not overwhelmingly so, the daughter activity rises to exceed the parent's by the factor λ<sub>2</sub>/(λ<sub>2</sub> − λ<sub>1</sub>) and then decays parallel to it: transient equilibrium. If the daughter lives longer than the parent, no equilibrium is reached.",
            "Transient equilibrium is the basis of the radionuclide generator. In the technetium generator, molybdenum-99 (t<sub>½</sub> = 66 hours) is adsorbed on alumina and decays to technetium-99m (6.0 hours). Pertechnetate is eluted with saline, and because the daughter regrows towards equilibrium, maximum activity is reached again about 23 hours after each elution, which is why hospitals elute once a day. At equilibrium the Tc-99m activity is about 0.96 times that of the Mo-99, less than the theoretical 1.1 because only about 87.5 percent of Mo-99 decays pass through the metastable state.",
          ),
        },
      },
      {
        title: "Solvent Extraction of the Actinides",
        description:
          "The chemistry of uranium and plutonium oxidation states makes their separation from fission products possible, as in the PUREX process.",
        lesson: {
          title: "Distribution ratios and PUREX",
          html:
            p(
              "Solvent extraction separates species by their distribution between two immiscible liquids, usually an aqueous acid and an organic solvent. Its figure of merit is the distribution ratio D, the total concentration of a metal in the organic phase divided by its total concentration in the aqueous phase. Separation of two metals depends on the separation factor, the ratio of their D values. If D = 10 and equal phase volumes are used, one contact extracts 10/11, about 91 percent, of the metal; three successive contacts leave only (1/11)<sup>3</sup>, under 0.1 percent, behind.",
              "The PUREX process (plutonium uranium reduction extraction), developed in the United States in the late 1940s and used in reprocessing plants such as La Hague and Sellafield's THORP, extracts uranium and plutonium from spent fuel dissolved in nitric acid with 30 percent tri-n-butyl phosphate (TBP) in a kerosene-type diluent. TBP forms neutral solvates such as UO<sub>2</sub>(NO<sub>3</sub>)<sub>2</sub>·2TBP and Pu(NO<sub>3</sub>)<sub>4</sub>·2TBP, which are soluble in the organic phase. The process relies on oxidation-state chemistry:",
            ) +
            "<ul><li>U(VI) as uranyl and Pu(IV) are extracted strongly from 3 to 4 mol/L nitric acid; trivalent actinides, lanthanides and most fission products stay in the aqueous raffinate.</li><li>Plutonium is then stripped by reducing it to Pu(III), which is poorly extracted, using U(IV) or hydroxylamine nitrate, while uranium stays in the solvent.</li><li>Uranium is finally back-extracted into dilute nitric acid, near 0.01 mol/L, where its D is low.</li></ul>" +
            p(
              "Decontamination factors above 10<sup>6</sup> for fission products are achieved in multistage counter-current mixer-settlers or pulsed columns. Radiolysis of TBP to dibutyl and monobutyl phosphate, which bind plutonium and zirconium strongly, is the chief chemical problem, and the solvent is washed with sodium carbonate to remove these degradation products before it is recycled.",
            ),
        },
      },
      {
        title: "Liquid Scintillation Counting",
        description:
          "Low-energy beta emitters such as tritium and carbon-14 are measured by dissolving the sample in a scintillating cocktail, and quench correction is the key to accurate results.",
        lesson: {
          title: "Cocktails, quench and counting efficiency",
          html: p(
            "Tritium (maximum beta energy 18.6 keV) and carbon-14 (156 keV) emit betas so weak that they are absorbed in the window of a gas counter or within the sample itself. Liquid scintillation counting solves this by mixing the sample intimately with a cocktail of an aromatic solvent, such as di-isopropylnaphthalene, and fluors. The beta particle excites solvent molecules, which transfer energy to a primary fluor such as PPO (2,5-diphenyloxazole); this emits ultraviolet light that a secondary fluor, such as bis-MSB, shifts to around 420 nanometres, where photomultiplier tubes are most sensitive. Two photomultipliers in coincidence, requiring a pulse in both within about 20 nanoseconds, reject thermal noise in each tube.",
            "Anything that reduces light output is called quench. Chemical quench occurs when substances in the sample, such as dissolved oxygen, nitromethane or chloroform, take energy from excited solvent molecules before it reaches the fluor; colour quench occurs when a coloured sample absorbs the emitted photons. Quench shifts the pulse-height spectrum to lower energies and lowers the counting efficiency, most strongly for tritium, where efficiency falls from about 60 percent in an unquenched sample to 20 percent or less in a heavily quenched one.",
            "Activity is therefore calculated as DPM = (CPM − background) / efficiency, and efficiency must be determined for each sample. The usual method is a quench curve: a set of standards of known activity with increasing amounts of a quencher is counted, and efficiency is plotted against a quench indicating parameter, such as the transformed spectral index of the external standard (tSIE), obtained by irradiating the vial with an external gamma source such as barium-133. For example, a tritium sample giving 4,250 CPM with a background of 25 CPM and a tSIE that corresponds to 32 percent efficiency contains (4,250 − 25)/0.32 ≈ 13,200 DPM, or about 220 Bq.",
          ),
        },
      },
    ],
  },
  {
    slug: "orthognathic-surgery-planning-and-osteotomies",
    discipline: "Orthognathic surgery",
    title: "Orthognathic Surgery: Planning and Osteotomies",
    description:
      "Specialty trainees in oral and maxillofacial surgery and orthodontics study the joint correction of jaw discrepancies, including cephalometric diagnosis, pre-surgical orthodontics, virtual surgical planning, the Le Fort I and bilateral sagittal split osteotomies, and genioplasty.",
    level: "advanced",
    duration: "twelve weekly seminars with theatre sessions",
    plantedGap: "genioplasty",
    modules: [
      {
        title: "Diagnosis and Pre-surgical Orthodontics",
        description:
          "Cephalometric analysis measures the skeletal problem, and orthodontic decompensation prepares the teeth so that the jaws can be moved fully.",
        lesson: {
          title: "From cephalogram to decompensated arches",
          html:
            p(
              "Orthognathic surgery repositions the jaws to correct skeletal discrepancies that orthodontics alone cannot treat, such as severe Class II or Class III malocclusion, anterior open bite and facial asymmetry. Diagnosis combines clinical facial analysis, study models and a lateral cephalogram, a standardised lateral skull radiograph on which landmarks are traced and angles measured.",
            ) +
            "<table><tr><th>Measurement</th><th>Typical norm (Caucasian adults)</th><th>Meaning</th></tr><tr><td>SNA</td><td>81° ± 3°</td><td>Anteroposterior position of the maxilla</td></tr><tr><td>SNB</td><td>78° ± 3°</td><td>Anteroposterior position of the mandible</td></tr><tr><td>ANB</td><td>3° ± 2°</td><td>Skeletal relationship: over 4° suggests Class II, under 0° Class III</td></tr><tr><td>Maxillary–mandibular planes angle</td><td>27° ± 5°</td><td>Vertical proportions; a high angle accompanies long face and open bite</td></tr><tr><td>Upper incisor to maxillary plane</td><td>109° ± 6°</td><td>Incisor inclination (compensation)</td></tr></table>" +
            p(
              "A patient with an ANB of −4°, SNA of 78° and SNB of 82° has a Class III skeletal pattern with both maxillary retrusion and mandibular prognathism, which points towards surgery on both jaws. Such patients nearly always show dentoalveolar compensation: the body has tried to close the bite by proclining the upper incisors and retroclining the lowers. Before surgery the orthodontist reverses this, decompensating the arches by placing the incisors upright over basal bone, aligning and coordinating the arches so that they will fit together once the jaws are moved. Decompensation deliberately makes the bite and the facial appearance look worse for 12 to 18 months, which must be explained to the patient when consent is taken. Surgery is planned only after growth has ceased, usually confirmed by stable serial cephalograms, because residual mandibular growth would undo a Class III correction.",
            ),
        },
      },
      {
        title: "Virtual Surgical Planning",
        description:
          "Three-dimensional planning software and printed splints have largely replaced plaster model surgery on an articulator.",
        lesson: {
          title: "From CBCT to printed splint",
          html: p(
            "Traditional planning transferred the patient's jaw relationships to a semi-adjustable articulator using a facebow, and the surgeon cut and moved plaster models to build acrylic wafers that guided the jaws into position in theatre. Facebow transfer introduces errors in the orientation of the occlusal plane, and model surgery is slow. Virtual surgical planning (VSP), in routine use since the early 2010s, replaces these steps with computer models.",
            "The workflow starts with a cone-beam CT of the face taken in centric relation with a thin bite registration, and a high-resolution optical scan of the dental arches, because CBCT represents teeth poorly. Software fuses the two data sets into a composite skull model and sets it in natural head position, recorded with the patient looking at a distant point. The surgeon then simulates the osteotomies: for example, advancing the maxilla 5 millimetres, impacting it 2 millimetres at the incisors, and setting the mandible back 4 millimetres, while checking the new occlusion, bony interferences, the midline and the symmetry of the chin. Soft-tissue prediction algorithms estimate the change in the lips and nose, though they are less reliable than skeletal prediction.",
            "The plan is exported to design occlusal splints and, increasingly, patient-specific cutting guides and titanium plates, which are 3D-printed or milled. In a bimaxillary case where the maxilla is operated first, an intermediate splint relates the moved maxilla to the uncut mandible, and a final splint relates the two jaws in their planned occlusion. Studies comparing planned with achieved positions on postoperative CT typically find mean discrepancies under 2 millimetres. VSP also improves communication, since the plan can be reviewed by the orthodontist and shown to the patient, and it shortens theatre time by removing decisions from the operation itself.",
          ),
        },
      },
      {
        title: "Le Fort I and Sagittal Split Osteotomies",
        description:
          "The two workhorse operations of the specialty move the maxilla and the mandible independently, each with its own risks.",
        lesson: {
          title: "Moving the jaws safely",
          html:
            p(
              "The Le Fort I osteotomy, named after René Le Fort's 1901 description of fracture patterns in the midface, separates the tooth-bearing maxilla from the skull base along a horizontal line above the apices of the teeth. Through an intraoral vestibular incision the surgeon cuts the lateral maxillary walls, the nasal septum and the lateral nasal walls, then separates the pterygomaxillary junction with an osteotome and down-fractures the maxilla. It can then be advanced, impacted, lowered or rotated and fixed with titanium miniplates. The chief risk is haemorrhage from the descending palatine artery and the pterygoid plexus.",
              "The bilateral sagittal split osteotomy (BSSO), developed by Hugo Obwegeser and Richard Trauner in the 1950s and modified by Dal Pont and others, splits each mandibular ramus and the posterior body lengthwise. The tooth-bearing distal segment can then be advanced or set back while the proximal segment, carrying the condyle, stays seated in the joint. The inferior alveolar nerve runs within the split and must be freed into the distal segment.",
            ) +
            "<ul><li><b>Nerve injury.</b> Altered sensation of the lower lip and chin is reported by most patients immediately after BSSO; persistent sensory change at one year affects roughly 10 to 30 percent, more in older patients.</li><li><b>Bad split.</b> An unfavourable fracture of the buccal or lingual plate occurs in about 1 to 2 percent and needs extra fixation.</li><li><b>Condylar sag.</b> If the condyle is displaced during fixation, the occlusion shifts when muscles relax after surgery.</li><li><b>Relapse.</b> Large mandibular advancements over 6 to 7 millimetres and maxillary downward movements are the least stable.</li></ul>" +
            p(
              "Rigid internal fixation with plates or bicortical screws allows the patient to open the mouth soon after surgery; light guiding elastics are used for a few weeks and post-surgical orthodontics completes the occlusion over about six months.",
            ),
        },
      },
    ],
  },
  {
    slug: "offshore-wind-foundations-and-loads",
    discipline: "Offshore wind engineering",
    title: "Offshore Wind Turbines: Loads, Foundations and Fatigue",
    description:
      "Structural and civil engineers at MEng level study the design of bottom-fixed offshore wind support structures: combined wind and wave loading, monopile design with p-y curves, the design load cases of IEC 61400-3, fatigue of welded steel, and scour protection.",
    level: "advanced",
    duration: "one term (30 lecture hours and a design project)",
    plantedGap: "scour",
    modules: [
      {
        title: "Wind and Wave Loads",
        description:
          "Morison's equation for waves and the thrust of the rotor are combined, and the frequency band of the structure is chosen to avoid both.",
        lesson: {
          title: "Morison loading and the soft-stiff design",
          html: p(
            "An offshore wind turbine is loaded by the wind acting on the rotor and tower, by waves and currents acting on the substructure, and by its own weight. For the slender cylinders of a monopile, whose diameter is small compared with the wavelength, hydrodynamic force per unit length is estimated with Morison's equation (1950): f = ½ρC<sub>D</sub>D|u|u + ρC<sub>M</sub>(πD²/4)du/dt, where ρ is the density of seawater (about 1025 kg/m³), D the diameter, u the water particle velocity and C<sub>D</sub> and C<sub>M</sub> drag and inertia coefficients, typically around 1.0 and 2.0. For a pile of 8 metres diameter the inertia term dominates, since drag becomes important only when wave height is large compared with the diameter. Where D exceeds roughly a fifth of the wavelength, diffraction theory such as the MacCamy–Fuchs correction is required.",
            "The rotor thrust at rated wind speed is the largest single load; for a 15-megawatt reference turbine it is in the order of 2.5 meganewtons, applied about 150 metres above sea level, producing an overturning moment at the mudline of several hundred meganewton-metres. Wind and wave loads are combined with consideration of their misalignment, since waves arriving at right angles to the wind act on a structure with little aerodynamic damping.",
            "Dynamics govern the design as much as strength. The rotor excites the structure at its rotational frequency, called 1P, and at the blade-passing frequency, 3P for a three-bladed rotor. For a turbine rotating between 5 and 7.6 revolutions per minute, 1P spans 0.083 to 0.127 hertz and 3P spans 0.25 to 0.38 hertz. Almost all offshore turbines are designed 'soft-stiff', with a first natural frequency between the 1P and 3P bands, here perhaps 0.17 to 0.22 hertz, with a margin of at least 10 percent from each. Waves, whose energy peaks at 0.07 to 0.15 hertz, lie uncomfortably close, which is why accurate prediction of the natural frequency, and therefore of foundation stiffness, is critical.",
          ),
        },
      },
      {
        title: "Monopiles and Soil Springs",
        description:
          "Most installed offshore turbines stand on a single large steel tube driven into the seabed; here we model its lateral response.",
        lesson: {
          title: "From API p-y curves to PISA",
          html: p(
            "A monopile is a welded steel tube, now commonly 8 to 11 metres in diameter and weighing over 1,500 tonnes, driven 25 to 40 metres into the seabed, with a transition piece on top carrying the tower. It is loaded mainly by a horizontal force and a large overturning moment, which the soil must resist through lateral pressure along the embedded length. The design must show adequate capacity at the ultimate limit state, acceptable permanent rotation (commonly no more than 0.25 degrees at the mudline after installation tolerance) at the serviceability limit state, and a foundation stiffness that places the natural frequency in the soft-stiff window.",
            "The traditional method models the soil as a set of nonlinear springs along the pile, each defined by a p-y curve relating the soil reaction per unit length p to the lateral displacement y. The curves in API RP 2GEO and DNV guidance derive from tests by Matlock (1970) on soft clay and by Reese and Cox on sand in the 1970s, on flexible piles around 0.6 metres in diameter. For sand, the API curve is p = A p<sub>u</sub> tanh(kHy / (A p<sub>u</sub>)), with p<sub>u</sub> the ultimate resistance and k an initial modulus increasing with friction angle.",
            "Applied to rigid, large-diameter monopiles with a length-to-diameter ratio of 3 to 5, these curves are known to underestimate initial stiffness and to ignore resistance mechanisms that matter for short piles: distributed moment from vertical shear on the pile wall, and horizontal force and moment at the pile base. The PISA joint industry project, led by the Carbon Trust with Oxford, Imperial and University College Dublin from 2013 to 2018, ran field tests at Cowden (clay) and Dunkirk (sand) and produced calibrated one-dimensional models with four reaction components, derived from three-dimensional finite-element analysis. Designs using the PISA method typically save material, since a stiffer foundation permits a shorter or thinner pile while still meeting the frequency target.",
          ),
        },
      },
      {
        title: "Design Load Cases and Fatigue",
        description:
          "The lifetime of a support structure is usually set not by the largest storm but by a billion small cycles at its welds.",
        lesson: {
          title: "IEC 61400-3 and S-N curve fatigue",
          html:
            p(
              "The international standard IEC 61400-3-1 defines the design requirements for fixed offshore wind turbines, building on IEC 61400-1 for the turbine. It requires analysis of a set of design load cases (DLCs) that pair turbine operating states with environmental conditions, each evaluated for ultimate strength (U) or fatigue (F). Simulations are run in aero-hydro-servo-elastic codes such as OpenFAST or Bladed, with many random seeds of turbulent wind and irregular sea states.",
            ) +
            "<ul><li><b>DLC 1.2 (F):</b> power production in normal turbulence and normal sea states across the range of wind speeds; usually the dominant fatigue case.</li><li><b>DLC 1.6 (U):</b> power production in a severe sea state with a 50-year significant wave height.</li><li><b>DLC 6.1 (U):</b> parked or idling rotor in the 50-year extreme wind with the extreme sea state.</li><li><b>DLC 6.4 (F):</b> idling at wind speeds below cut-in or above cut-out, important because aerodynamic damping is absent.</li></ul>" +
            p(
              "Fatigue of the welds, particularly the circumferential butt welds between cans of the monopile, commonly governs wall thickness. The approach in DNV-RP-C203 uses S-N curves, which give the number of cycles N to failure at a stress range S, for each detail category, for example the D curve for good-quality butt welds in seawater with cathodic protection. Time-series stresses are reduced to a histogram of stress ranges by rainflow counting, and damage is summed by the Palmgren–Miner rule, D = Σ n<sub>i</sub>/N<sub>i</sub>, which must not exceed 1 over the design life multiplied by a design fatigue factor, typically 2 to 3 for inaccessible submerged welds. A weld that accumulates D = 0.2 in 25 years under a factor of 3 thus has a fatigue utilisation of 0.6 and is acceptable.",
            ),
        },
      },
    ],
  },
  {
    slug: "sports-governance-law-cas-and-eu",
    discipline: "Sports governance law",
    title: "The Law of Sports Governance",
    description:
      "Sport claims to regulate itself through federations and its own courts, but national and European law keep breaking in. Postgraduate law students analyse the autonomy of sports bodies, appeals to the Court of Arbitration for Sport, strict liability under the World Anti-Doping Code, EU free movement and competition law from Bosman to the Super League, and the regulation of match-fixing.",
    level: "advanced",
    duration: "one semester (LLM elective, two-hour seminar weekly)",
    plantedGap: "match-fixing",
    modules: [
      {
        title: "The Court of Arbitration for Sport",
        description:
          "Almost every international sports dispute ends in Lausanne, and we ask whether that forum is truly independent.",
        lesson: {
          title: "CAS, the Swiss Federal Tribunal and Strasbourg",
          html: p(
            "The Court of Arbitration for Sport (CAS) was established in 1984 by the International Olympic Committee and has its seat in Lausanne. After the Swiss Federal Tribunal, in the <i>Gundel</i> case of 1993, questioned its independence from the IOC, the International Council of Arbitration for Sport (ICAS) was created in 1994 to administer and finance it. CAS now decides several hundred cases a year through an ordinary division for commercial disputes, an appeals division for challenges to decisions of sports bodies, an anti-doping division since 2019, and ad hoc divisions at the Olympic Games.",
            "CAS jurisdiction rests on consent, but the consent is rarely free: athletes must accept a federation's rules, including its CAS arbitration clause, as a condition of competing. Proceedings are governed by the CAS Code and Swiss law, and the award may be challenged only before the Swiss Federal Tribunal on the narrow grounds of Article 190 of the Swiss Private International Law Act, such as lack of jurisdiction, irregular composition of the panel or violation of public policy.",
            "This structure was tested in <i>Mutu and Pechstein v Switzerland</i> (2018). Claudia Pechstein, a German speed skater banned for doping on the basis of blood-profile evidence, argued that CAS was not an independent and impartial tribunal within Article 6(1) of the European Convention on Human Rights. The European Court of Human Rights held that because her arbitration was forced rather than voluntary, Article 6 guarantees applied in full; it found CAS sufficiently independent, but held that Switzerland had violated Article 6 by refusing her request for a public hearing. CAS hearings are now public at an athlete's request. In <i>Semenya v Switzerland</i> (Grand Chamber, 2025) the Court went further, finding that the Swiss Federal Tribunal's limited review of a CAS award had failed to give the rigorous scrutiny required where an athlete's fundamental rights are at stake.",
          ),
        },
      },
      {
        title: "Strict Liability under the Anti-Doping Code",
        description:
          "The World Anti-Doping Code makes the athlete responsible for whatever is found in the sample, and the seminar tests how that principle is softened at the sanction stage.",
        lesson: {
          title: "Presence, fault and the length of a ban",
          html:
            p(
              "The World Anti-Doping Code, adopted in 2003 and most recently revised with effect from 1 January 2021 (a further revision takes effect in 2027), is implemented by the World Anti-Doping Agency and accepted by the Olympic movement and by governments through the UNESCO International Convention against Doping in Sport of 2005. Article 2.1 makes the presence of a prohibited substance in an athlete's sample an anti-doping rule violation in itself: it is not necessary to prove intent, fault, negligence or knowing use. CAS has repeatedly upheld this strict liability as proportionate, since otherwise doping would be almost impossible to sanction.",
              "Fault matters at the sanction stage, which the 2021 Code structures as follows:",
            ) +
            "<table><tr><th>Situation</th><th>Period of ineligibility</th></tr><tr><td>Non-specified substance, athlete cannot show the violation was not intentional</td><td>4 years (Art. 10.2.1)</td></tr><tr><td>Otherwise, including specified substances unless intent is proved</td><td>2 years (Art. 10.2.2)</td></tr><tr><td>No significant fault or negligence, specified substance or contaminated product</td><td>From a reprimand to 2 years (Art. 10.6.1)</td></tr><tr><td>No fault or negligence</td><td>Eliminated (Art. 10.5)</td></tr></table>" +
            p(
              "To benefit from a reduction for a substance such as a contaminated supplement, the athlete must normally establish how the substance entered the body, on the balance of probability. In <i>Sharapova v ITF</i> (2016) CAS reduced a two-year ban for meldonium to fifteen months, finding that she bore some but not significant fault. Critics argue that the burden of proving the source of a trace quantity is often impossible for athletes without wealth, and the 2021 Code responded by introducing a category of 'substances of abuse' and protections for minors and recreational athletes.",
            ),
        },
      },
      {
        title: "EU Law and the Autonomy of Sport",
        description:
          "Since Bosman, sporting rules have had to satisfy free movement and competition law, and the 2023 judgments asked whether federations can control who organises competitions.",
        lesson: {
          title: "From Walrave to Superleague",
          html: p(
            "The Court of Justice first held in <i>Walrave and Koch</i> (1974) that sport is subject to EU law in so far as it constitutes an economic activity, while accepting that rules of purely sporting interest, such as the composition of national teams, fall outside. <i>Bosman</i> (Case C-415/93, 1995) applied free movement of workers to professional football: transfer fees for out-of-contract players moving between member states and nationality quotas limiting the number of EU players in a team were both unlawful. The judgment transformed the labour market in European football.",
            "<i>Meca-Medina and Majcen v Commission</i> (Case C-519/04 P, 2006) rejected the idea of a category of purely sporting rules immune from competition law. Two swimmers challenged the IOC's anti-doping limits under Articles 101 and 102 TFEU. The Court held that such rules must be assessed under the <i>Wouters</i> test: whether the restriction pursues a legitimate objective, is inherent in pursuing it, and is proportionate. The doping rules passed, but the method established that every regulatory rule of a federation is open to scrutiny.",
            "In December 2023 the Grand Chamber delivered three judgments. In <i>European Superleague Company v FIFA and UEFA</i> (C-333/21) it held that prior approval rules allowing FIFA and UEFA to block rival competitions, unaccompanied by transparent, objective, non-discriminatory and proportionate criteria, amounted to an abuse of a dominant position and restrictions of competition by object, which cannot be saved by the <i>Meca-Medina</i> approach. In <i>International Skating Union v Commission</i> (C-124/21 P) it upheld the Commission's finding against the ISU's rules threatening skaters with lifetime bans for taking part in unauthorised events, and criticised the exclusive CAS appeal route because CAS awards cannot be referred to the Court of Justice. In <i>Royal Antwerp</i> (C-680/21) it required the home-grown player rules to be tested for proportionality. Together they confirm that a federation's dual role as regulator and commercial organiser must be exercised under procedural safeguards.",
          ),
        },
      },
    ],
  },
  {
    slug: "agricultural-policy-economics-support-and-trade",
    discipline: "Agricultural policy economics",
    title: "The Economics of Agricultural Policy",
    description:
      "Rich countries subsidise their farmers while poor countries often tax them, and graduate students in economics explain why with welfare analysis of price supports and deadweight loss, the OECD producer support estimate, the WTO Agreement on Agriculture and its boxes, the reform path of the EU's Common Agricultural Policy, and the economics of food security.",
    level: "advanced",
    duration: "one semester (graduate seminar with problem sets)",
    plantedGap: "food security",
    modules: [
      {
        title: "Welfare Analysis of Price Support",
        description:
          "Partial-equilibrium diagrams and a worked numerical example show who gains and who pays when a government guarantees a price above the market level.",
        lesson: {
          title: "Surpluses, transfers and deadweight loss",
          html: p(
            "Consider a closed market for wheat with inverse demand P = 300 − 2Q and inverse supply P = 60 + Q, with Q in million tonnes and P in euros per tonne. Equilibrium is where 300 − 2Q = 60 + Q, so Q = 80 and P = 140. Suppose the government guarantees producers a support price of 170 euros and buys any surplus at that price to store or destroy. At 170, producers supply Q<sub>s</sub> = 110, while consumers buy only Q<sub>d</sub> = 65. The government purchases the surplus of 45 million tonnes at a cost of 170 × 45 = 7,650 million euros.",
            "Producer surplus rises by the area between the old and new price to the left of the supply curve: the rectangle 30 × 80 plus the triangle ½ × 30 × 30, in total 2,400 + 450 = 2,850 million euros. Consumers pay 170 instead of 140 on a smaller quantity and lose 30 × 65 + ½ × 30 × 15 = 1,950 + 225 = 2,175 million euros. The net welfare change is 2,850 − 2,175 − 7,650 = −6,975 million euros, before any resale value of the stocks. Each euro of producer gain has cost consumers and taxpayers about 3.4 euros. This low transfer efficiency is the classic argument against price support, and it motivated Gardner's work in the 1980s on the optimal choice among price supports, deficiency payments and supply controls.",
            "A deficiency payment, by contrast, lets the market clear at whatever price consumers pay for the quantity producers supply at the target price, and pays farmers the gap from the Treasury. At a target of 170, producers again supply 110, consumers take all of it at P = 300 − 220 = 80, and the payment is 90 × 110 = 9,900 million euros. Producers gain the same 2,850, consumers gain from lower prices, and the deadweight loss is smaller, but the budget cost is higher and visible. The example shows a general lesson: the instrument matters as much as the level of support, and policies hiding their costs in consumer prices have often proved more durable politically than those paid openly from taxation.",
          ),
        },
      },
      {
        title: "Measuring Support and Disciplining It",
        description:
          "Economists measure support with the OECD's producer support estimate, and trade negotiators sort it into WTO boxes, but the two measures answer different questions.",
        lesson: {
          title: "PSE and the Agreement on Agriculture",
          html:
            p(
              "Since 1987 the OECD has published the producer support estimate (PSE), the annual monetary value of gross transfers from consumers and taxpayers to farmers arising from policy, measured at the farm gate. It has two parts: market price support, calculated as the gap between the domestic producer price and the border reference price multiplied by production, and budgetary payments. The %PSE expresses support as a share of gross farm receipts. In the OECD area it fell from about 37 percent in 1986–88 to just under 20 percent by the late 2010s, with wide variation: Norway, Iceland, Switzerland, Japan and Korea remain above 40 percent, New Zealand and Australia below 3 percent. Some emerging economies, among them India and Argentina, have shown negative market price support, implicitly taxing farmers through export restrictions.",
              "The WTO Agreement on Agriculture, concluded in the Uruguay Round and in force from 1995, disciplines domestic support by classifying it into boxes:",
            ) +
            "<ul><li><b>Amber box:</b> trade-distorting support such as market price support and coupled payments, measured by the Aggregate Measurement of Support (AMS) and subject to reduction commitments, with a de minimis exemption of 5 percent of production value for developed and 10 percent for developing members.</li><li><b>Blue box:</b> payments under production-limiting programmes, based on fixed areas or herds, exempt from reduction.</li><li><b>Green box:</b> support with no more than minimal trade distortion, such as research, decoupled income support and environmental programmes, listed in Annex 2 and not capped.</li></ul>" +
            p(
              "Because AMS measures price support against a fixed 1986–88 external reference price rather than current world prices, it can diverge sharply from the PSE, a source of dispute in recent WTO cases on public stockholding.",
            ),
        },
      },
      {
        title: "Reforming the Common Agricultural Policy",
        description:
          "The CAP has moved from intervention buying towards decoupled payments and environmental conditions, and each step can be read as a response to economic pressure.",
        lesson: {
          title: "MacSharry, Fischler and after",
          html: p(
            "The Common Agricultural Policy, launched in 1962, supported farm incomes chiefly through high intervention prices, variable import levies and export refunds. By the 1980s it generated the notorious butter mountains and wine lakes, absorbed about 70 percent of the Community budget, and provoked conflict with exporters in the GATT. Milk quotas were introduced in 1984 to contain surpluses, but the decisive change was the MacSharry reform of 1992, which cut the intervention price for cereals by about 30 percent and compensated farmers with area payments coupled to historical yields and conditional on set-aside. These payments were classified in the WTO blue box.",
            "The Fischler reform of 2003 went further, introducing the Single Payment Scheme from 2005, which decoupled most direct payments from production: farmers received a payment based on historical entitlements or a regional flat rate whether they produced or not, subject to cross-compliance with environmental, animal-welfare and food-safety standards. Decoupled payments fall in the green box and, in economic terms, distort production less, though research shows they still affect output through wealth effects, credit access and expectations of future updating, and they are partly capitalised into land rents, benefiting landowners rather than tenants.",
            "Later reforms redistributed and greened the payments. The 2013 reform moved towards uniform per-hectare rates and made 30 percent of direct payments conditional on greening practices. The CAP for 2023–2027 requires each member state to draw up a national strategic plan, introduces eco-schemes taking at least 25 percent of direct payments, and makes enhanced conditionality the baseline. Economists continue to debate whether area payments are a well-targeted income policy, given that the largest 20 percent of recipients receive about 80 percent of payments, and whether public money would achieve more if tied directly to environmental outcomes.",
          ),
        },
      },
    ],
  },
];
