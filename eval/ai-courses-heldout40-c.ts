/** Fortieth held-out evaluation courses, advanced level (arbitration to pyrotechnics); see ai-courses-heldout40.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT40_C: EvalCourse[] = [
  {
    slug: "international-commercial-arbitration-seat-award",
    discipline: "Arbitration law",
    title: "International Commercial Arbitration: Agreement, Tribunal and Award",
    description:
      "London is one of the world's busiest seats of international arbitration, and this LLM module studies the law that makes it so: the arbitration agreement and its governing law, separability and competence-competence, challenges to awards under the Arbitration Act 1996 as amended in 2025, enforcement under the New York Convention, and emergency arbitrator procedures.",
    level: "advanced",
    duration: "one semester (10 two-hour seminars)",
    plantedGap: "emergency arbitrator",
    modules: [
      {
        title: "The Arbitration Agreement and Its Law",
        description:
          "Separability, the one-stop presumption of Fiona Trust, and the new statutory rule for the law of the arbitration agreement.",
        lesson: {
          title: "Separability and the governing law",
          html: p(
            "Arbitration rests on consent, expressed in an arbitration agreement, usually a clause in a wider contract. Under section 7 of the Arbitration Act 1996, unless the parties agree otherwise, an arbitration agreement that forms part of another agreement is to be treated as a distinct agreement, and it is not invalid, non-existent or ineffective merely because the main contract is. This doctrine of separability means that an allegation that the main contract was procured by bribery does not, by itself, impeach the arbitration clause; the tribunal may decide that the contract is void without destroying its own jurisdiction. Only an attack directed specifically at the arbitration agreement, such as forgery of the signature on the clause, will do that.",
            "The House of Lords in <i>Fiona Trust &amp; Holding Corp v Privalov</i> [2007] UKHL 40 added a presumption of construction: rational businessmen are likely to intend that all disputes arising out of their relationship be decided by the same tribunal, so an arbitration clause should be construed broadly unless its language makes clear that certain questions were intended to be excluded. Fine distinctions between disputes 'arising under' and 'arising out of' a contract were abandoned.",
            "Which law governs the arbitration agreement itself? In <i>Enka v Chubb</i> [2020] UKSC 38 the Supreme Court held that, absent an express choice, the law chosen for the main contract would generally apply to the arbitration clause too, with the law of the seat applying only in default. Parliament reversed this approach. The Arbitration Act 2025, which amended the 1996 Act from 1 August 2025, inserts section 6A: the law of the arbitration agreement is the law the parties expressly agree applies to it, and otherwise the law of the seat. A choice of law for the main contract does not, by itself, count as an express choice for the arbitration agreement. A contract governed by New York law with a London-seated clause will therefore now have an arbitration agreement governed by English law unless the parties say otherwise.",
          ),
        },
      },
      {
        title: "Jurisdiction and Challenges to Awards",
        description:
          "The tribunal may rule on its own jurisdiction, but the court has the last word, and the Act offers three routes to challenge an award.",
        lesson: {
          title: "Sections 30, 67, 68 and 69",
          html:
            p(
              "The principle of competence-competence, in section 30 of the 1996 Act, allows the tribunal to rule on its own substantive jurisdiction: whether there is a valid arbitration agreement, whether the tribunal is properly constituted, and what matters have been submitted. The ruling is not final. A party may challenge an award on jurisdiction in court, and the Supreme Court in <i>Dallah v Ministry of Religious Affairs of Pakistan</i> [2010] UKSC 46 held that the court then decides the question afresh, without deference to the tribunal's view. The 2025 amendments changed this for section 67 challenges by a party who took part in the arbitration: the court will not now entertain new grounds or evidence that could have been put to the tribunal, and will not rehear evidence unless the interests of justice require it.",
              "The Act provides three routes of challenge, each within 28 days of the award:",
            ) +
            "<table><tr><th>Section</th><th>Ground</th><th>Can parties exclude it?</th></tr><tr><td>s 67</td><td>lack of substantive jurisdiction</td><td>no</td></tr><tr><td>s 68</td><td>serious irregularity causing substantial injustice</td><td>no</td></tr><tr><td>s 69</td><td>appeal on a question of English law</td><td>yes, and commonly excluded, for instance by ICC and LCIA rules</td></tr></table>" +
            p(
              "Serious irregularity under section 68 is a high threshold. The listed irregularities include failure by the tribunal to comply with its general duty of fairness under section 33, exceeding its powers, and uncertainty or ambiguity in the award. In <i>Lesotho Highlands Development Authority v Impregilo</i> [2005] UKHL 43, the House of Lords held that an error of law, even a serious one, is not an excess of power: the tribunal that wrongly exercises a power it has is not acting outside it. Courts have repeatedly described section 68 as a longstop for extreme cases where the tribunal has gone so wrong that justice calls out for correction, and most applications fail.",
            ),
        },
      },
      {
        title: "Enforcement Abroad",
        description: "A London award is worth having mainly because it can be enforced in more than 170 countries.",
        lesson: {
          title: "The New York Convention, Article V",
          html:
            p(
              "The Convention on the Recognition and Enforcement of Foreign Arbitral Awards, concluded in New York in 1958, obliges each contracting state to recognise awards made in other states and enforce them on the same conditions as domestic awards. More than 170 states are parties. The applicant need only supply the authenticated original award or a certified copy and the original arbitration agreement, with translations if needed (Article IV). The burden then shifts to the party resisting enforcement, and the grounds for refusal are exhaustive and are construed narrowly.",
              "Article V(1) lists grounds that the resisting party must prove:",
            ) +
            "<ul><li>(a) incapacity of a party, or invalidity of the arbitration agreement under its governing law</li><li>(b) lack of proper notice or inability to present its case</li><li>(c) the award deals with matters beyond the submission to arbitration</li><li>(d) the tribunal or procedure did not accord with the parties' agreement or, failing that, the law of the seat</li><li>(e) the award is not yet binding, or has been set aside or suspended at the seat</li></ul>" +
            p(
              "Article V(2) allows the enforcing court to refuse of its own motion if the subject matter is not arbitrable under its law, or if enforcement would be contrary to its public policy. In England these provisions appear as section 103 of the 1996 Act. The opening words of Article V, 'may be refused', have been read in several jurisdictions as leaving the court a discretion to enforce even where a ground is made out, although <i>Dallah</i> shows that an English court will rarely enforce where there was no agreement to arbitrate at all. French courts have gone further, enforcing awards set aside at the seat, as in the <i>Hilmarton</i> and <i>Putrabali</i> cases, on the view that an international award is not anchored in the legal order of its seat.",
            ),
        },
      },
    ],
  },
  {
    slug: "biobank-governance-consent-access-return",
    discipline: "Biobank governance",
    title: "Governing Biobanks: Consent, Access and Participants' Interests",
    description:
      "Population biobanks hold samples and data from hundreds of thousands of people for research not yet imagined, which raises hard questions of governance. Topics: models of consent, access committees and trusted research environments, withdrawal and return of results, and benefit sharing with participating communities.",
    level: "advanced",
    duration: "one term (8 seminars)",
    plantedGap: "benefit sharing",
    modules: [
      {
        title: "Consent for Unknown Future Research",
        description: "Broad, tiered and dynamic consent compared, with UK Biobank as the central case.",
        lesson: {
          title: "Can consent be broad and still informed?",
          html:
            p(
              "Classical research ethics, from the Nuremberg Code to the Declaration of Helsinki, requires specific informed consent: the participant is told the purpose, methods, risks and benefits of a particular study. A population biobank cannot meet this standard, because at recruitment it does not know which studies will use the samples. UK Biobank, which recruited about 500,000 people aged 40 to 69 between 2006 and 2010, asked participants to consent to the use of their samples and data for a wide range of health-related research, by academic and commercial researchers, for many years, including linkage to their medical records. This is broad consent.",
              "Three main models are debated:",
            ) +
            "<table><tr><th>Model</th><th>What the participant agrees to</th><th>Main criticism</th></tr><tr><td>Broad</td><td>a category of future research under stated governance</td><td>participants cannot foresee specific uses</td></tr><tr><td>Tiered</td><td>chooses among options, such as commercial use or certain research areas</td><td>choices are hard to track and may fragment the collection</td></tr><tr><td>Dynamic</td><td>an ongoing digital relationship, consenting study by study or changing preferences online</td><td>cost, consent fatigue, and bias towards the digitally engaged</td></tr></table>" +
            p(
              "Defenders of broad consent argue that what participants consent to is not a project but a governance framework: an independent ethics and governance council, published access rules, security measures and a right to withdraw. On this view the ethical weight shifts from the moment of signature to the continuing trustworthiness of the institution. The Council for International Organizations of Medical Sciences (CIOMS) guidelines of 2016 accept broad consent for biobanks on condition of such governance. Critics reply that some uses, such as research on the genetics of behaviour or sale of data to insurers, are so contested that participants should be asked specifically.",
            ),
        },
      },
      {
        title: "Access and the Trusted Research Environment",
        description: "Who may use the resource, for what, and where the data may travel.",
        lesson: {
          title: "Access committees and the Five Safes",
          html:
            p(
              "A biobank's value lies in its use, so governance must enable research as well as constrain it. The usual model is managed access: researchers register, describe a project and sign a material or data transfer agreement, and an access committee checks that the purpose falls within the consent, that the researcher is bona fide and that the request is proportionate. UK Biobank, for instance, approves health-related research in the public interest from researchers in universities, charities, government and industry, and requires results to be returned to the resource and published. It does not give access to insurers or for police use without a court order, a limit it states publicly.",
              "Genomic data resist anonymisation. Studies in the 2010s showed that surnames could be inferred from Y-chromosome markers matched against genealogy databases, and that the presence of an individual in a pooled sample could be detected from summary statistics. Rather than relying on de-identification alone, biobanks have moved towards trusted research environments, in which the data stay in a secure platform and researchers bring their analysis to them, exporting only aggregate results after checks. UK Biobank moved researchers to such a cloud platform in 2023-24.",
              "The design of such environments is often explained with the Five Safes framework, first developed at the UK Office for National Statistics:",
            ) +
            "<ul><li><b>Safe projects</b>: is the use appropriate and lawful?</li><li><b>Safe people</b>: are the researchers trained and accredited?</li><li><b>Safe data</b>: is the level of identifiability minimised?</li><li><b>Safe settings</b>: does the environment prevent unauthorised use?</li><li><b>Safe outputs</b>: are results checked for disclosure risk before release?</li></ul>" +
            p(
              "Under the UK GDPR, research use generally relies on the public task or legitimate interests lawful bases, together with the research condition for special category data, with the safeguards of Article 89; consent to take part remains an ethical requirement even where it is not the legal basis for processing.",
            ),
        },
      },
      {
        title: "Withdrawal and Return of Results",
        description:
          "Participants' continuing rights, and the biobank's duties when its data reveal something important about an individual.",
        lesson: {
          title: "Levels of withdrawal and actionable findings",
          html: p(
            "The right to withdraw is a basic principle of research ethics, but withdrawal from a biobank raises practical questions. Data already used in completed analyses cannot be removed from published results. UK Biobank therefore offers graded options: 'no further contact', in which the biobank keeps using existing data and samples and may still receive linked health records; 'no further access', in which it stops contacting the participant and stops obtaining new records but keeps previously collected information; and 'no further use', in which samples are destroyed and data no longer made available, although data already distributed to researchers cannot be recalled. Stating these limits at recruitment is part of honest consent.",
            "Return of individual results is more divisive. Whole-genome sequencing of a large cohort will reveal thousands of carriers of pathogenic variants in genes such as <i>BRCA1</i>, <i>BRCA2</i> or those causing familial hypercholesterolaemia, conditions for which screening or treatment can save lives. The American College of Medical Genetics and Genomics maintains a list of such actionable genes for clinical sequencing, and some biobanks, including the Geisinger MyCode programme in the United States, return these findings to participants through genetic counsellors. UK Biobank, by contrast, told participants at recruitment that it would not return individual genetic results, except for findings from its baseline assessment visit, such as high blood pressure, and more recently for imaging findings in the imaging sub-study.",
            "Arguments for return emphasise respect and the duty of rescue; arguments against point to the cost of confirming research-grade results in an accredited laboratory, the burden on health services, the risk of false reassurance, and the fact that a research resource is not a clinical service. A defensible policy is decided in advance, explained at consent and applied consistently.",
          ),
        },
      },
    ],
  },
  {
    slug: "hydrogeophysics-resistivity-aquifers",
    discipline: "Hydrogeophysics",
    title: "Hydrogeophysics: Imaging Water in the Subsurface",
    description:
      "Geophysical measurements can map aquifers and track water and solutes without drilling a borehole at every point. The module develops petrophysical links such as Archie's law, electrical resistivity tomography and its inversion, surface nuclear magnetic resonance, and ground-penetrating radar for the shallow vadose zone.",
    level: "advanced",
    duration: "one semester (lectures, computer practicals and a field week)",
    plantedGap: "ground-penetrating radar",
    modules: [
      {
        title: "Petrophysics: From Resistivity to Water",
        description:
          "Geophysics measures physical properties, not hydrological ones, so we need petrophysical relations to translate between them.",
        lesson: {
          title: "Archie's law and its limits",
          html: p(
            "Most dry minerals are electrical insulators, so in the subsurface electric current flows mainly through the water in pores, carried by dissolved ions. The bulk resistivity of a rock or soil therefore depends on how much water it holds, how saline that water is, and how the pores are connected. In 1942 Gus Archie, a petroleum engineer at Shell, published an empirical relation for clean sandstones that remains the starting point of hydrogeophysics:",
            "ρ<sub>b</sub> = a ρ<sub>w</sub> φ<sup>-m</sup> S<sub>w</sub><sup>-n</sup>",
            "where ρ<sub>b</sub> is bulk resistivity, ρ<sub>w</sub> the resistivity of the pore water, φ the porosity, S<sub>w</sub> the water saturation, m the cementation exponent (typically 1.3 for unconsolidated sands to about 2 for consolidated rocks), n the saturation exponent (often close to 2), and a a tortuosity factor often set to 1. For a saturated sand, the ratio F = ρ<sub>b</sub>/ρ<sub>w</sub> = φ<sup>-m</sup> is the formation factor.",
            "A worked example shows the sensitivity. Take a saturated sand with φ = 0.30, m = 1.5 and groundwater of 20 ohm-metres. Then F = 0.30<sup>-1.5</sup> ≈ 6.1 and ρ<sub>b</sub> ≈ 122 ohm-metres. If seawater intrusion lowers the pore-water resistivity to 0.5 ohm-metres, the bulk resistivity falls to about 3 ohm-metres, a contrast easily seen in a survey. If instead the sand drains to S<sub>w</sub> = 0.5 with fresh water, and n = 2, resistivity rises fourfold to about 490 ohm-metres.",
            "Archie's law fails where clay is present, because clay minerals carry surface charge and conduct along their grain surfaces independently of pore-water salinity. Waxman and Smits (1968) added a surface conductivity term for such shaly sands. In practice a hydrogeophysicist calibrates the relation with laboratory measurements on cores or borehole logs from the site, since published exponents can give errors of a factor of two or more.",
          ),
        },
      },
      {
        title: "Electrical Resistivity Tomography",
        description:
          "This module follows an ERT survey from the choice of array, through the field measurements, to an inverted image whose resolution the interpreter must judge.",
        lesson: {
          title: "Arrays, apparent resistivity and inversion",
          html:
            p(
              "In a resistivity measurement, current I is injected through two electrodes and the resulting potential difference ΔV is measured between two others. For a homogeneous half-space, resistivity is ρ = K ΔV / I, where K is a geometric factor that depends only on the electrode positions. For the Wenner array, with four equally spaced electrodes a metres apart, K = 2πa. Over real, heterogeneous ground the same formula gives an apparent resistivity, a weighted average of the true resistivities the current encounters.",
              "Electrical resistivity tomography (ERT) uses a line of dozens of electrodes, typically 48 to 96, connected to a multichannel instrument that switches automatically through hundreds or thousands of four-electrode combinations at increasing separations. Wider separations sample deeper ground. The choice of array matters:",
            ) +
            "<table><tr><th>Array</th><th>Strengths</th><th>Weaknesses</th></tr><tr><td>Wenner</td><td>strong signal, good for horizontal layers</td><td>poor lateral resolution, few data points</td></tr><tr><td>Dipole-dipole</td><td>good for vertical structures, efficient with multichannel systems</td><td>weak signal at large separations, sensitive to noise</td></tr><tr><td>Wenner-Schlumberger</td><td>a compromise between the two</td><td>moderate in both respects</td></tr></table>" +
            p(
              "The measured apparent resistivities are plotted as a pseudosection, which is not an image of the ground. A true resistivity model is obtained by inversion: the subsurface is divided into cells, a forward model computes the data each trial model would produce, and the model is adjusted iteratively to minimise the misfit between computed and measured data, subject to a smoothness constraint that chooses the simplest model among the infinitely many that fit. Codes such as RES2DINV and the open-source ResIPy and pyGIMLi implement this approach. The result is smoothed and loses resolution with depth, so interpreters check depth of investigation indices and compare the image with borehole data. Repeated surveys on permanent electrodes, called time-lapse ERT, can follow an infiltrating tracer or the seasonal drying of soil.",
            ),
        },
      },
      {
        title: "Surface Nuclear Magnetic Resonance",
        description: "The only geophysical method that responds directly to water molecules.",
        lesson: {
          title: "Exciting protons in groundwater",
          html: p(
            "Surface nuclear magnetic resonance (SNMR), also called magnetic resonance sounding, detects the hydrogen nuclei (protons) in groundwater directly. In the Earth's magnetic field, of the order of 50,000 nanotesla, protons precess at the Larmor frequency, f = γB/2π, where γ/2π for the proton is 42.58 Hz per microtesla. In a field of 50,000 nT (50 μT) this gives about 2,129 Hz. A large loop of wire laid on the ground, often a square 50 to 100 metres on a side, carries a pulse of alternating current at exactly the local Larmor frequency, which tips the protons' magnetisation away from the Earth's field. When the pulse stops, the protons precess back into alignment and induce a small voltage in the same loop, measured in nanovolts.",
            "The initial amplitude of this signal is proportional to the number of protons in free pore water, so it gives water content directly, without the petrophysical assumptions needed to interpret resistivity. Increasing the pulse moment, the product of current and pulse duration, excites protons at greater depth, so a sequence of pulse moments produces a sounding that can be inverted for water content as a function of depth, typically to 100 to 150 metres.",
            "The decay time of the signal carries information about pore size. Water in large pores relaxes slowly, because its protons rarely encounter a grain surface; water in fine pores relaxes quickly. Surface NMR measures the free-induction decay time constant T<sub>2</sub>* and, with more complex pulse sequences, T<sub>1</sub> and T<sub>2</sub>. Empirical relations adapted from the Schlumberger-Doll Research equation of borehole NMR, in surface NMR usually written K = C φ (T<sub>2</sub>*)<sup>2</sup>, estimate hydraulic conductivity from water content and relaxation time, after calibration with pumping tests. The method's weakness is noise: signals of tens of nanovolts are easily swamped by power lines and electric fences, so surveys use figure-of-eight loops, reference coils for noise cancellation and many stacked repeats.",
          ),
        },
      },
    ],
  },
  {
    slug: "sailing-yacht-design-hull-stability-balance",
    discipline: "Yacht design",
    title: "Sailing Yacht Design: Hull Form, Stability and Balance",
    description:
      "The naval architecture of monohull sailing yachts, taught to final-year and master's students of ship science. Principal dimensions and hull form coefficients, static stability and the ISO 12217 criteria, the balance of sail plan and underwater profile, and the use of tank testing to validate a design.",
    level: "advanced",
    duration: "one semester (lectures and a design project)",
    plantedGap: "tank testing",
    modules: [
      {
        title: "Hull Form and Resistance",
        description:
          "Dimensions and form coefficients determine how much resistance a hull makes and how fast it can sail.",
        lesson: {
          title: "Displacement-length ratio and prismatic coefficient",
          html:
            p(
              "A yacht's resistance in calm water has two main components. Frictional resistance arises in the boundary layer and scales with wetted surface area and roughly the square of speed; it dominates at low speed. Wave-making resistance comes from the energy carried away by the waves the hull generates, and it rises steeply as the wave created by the hull approaches the length of the waterline. The speed at which the bow and stern wave systems reinforce each other is often given by the rule of thumb 'hull speed' = 1.34 √LWL, in knots with the waterline length in feet, corresponding to a Froude number Fn = V/√(gL) of about 0.4. Heavy displacement hulls cannot practically exceed this speed; light ones can plane or surf beyond it.",
              "Designers characterise hull form with dimensionless coefficients:",
            ) +
            "<table><tr><th>Quantity</th><th>Definition</th><th>Typical cruising yacht</th></tr><tr><td>Displacement-length ratio</td><td>displacement in long tons / (0.01 LWL in feet)<sup>3</sup></td><td>150-300 (under 100 is ultralight)</td></tr><tr><td>Prismatic coefficient C<sub>p</sub></td><td>underwater volume / (maximum section area × LWL)</td><td>0.52-0.58</td></tr><tr><td>Block coefficient C<sub>b</sub></td><td>underwater volume / (LWL × beam × draft of canoe body)</td><td>0.35-0.45</td></tr></table>" +
            p(
              "The prismatic coefficient describes how the volume is distributed along the length. A low value concentrates volume amidships, with fine ends, which reduces resistance at low speeds; a higher value, with fuller ends, suits higher speed-length ratios because it lengthens the effective wave-making length. Worked example: a yacht of 10.0 m waterline (32.8 ft) displacing 6,000 kg (5.91 long tons) has a displacement-length ratio of 5.91 / (0.328)<sup>3</sup> ≈ 167, a moderate value, and a hull speed of 1.34 × √32.8 ≈ 7.7 knots.",
            ),
        },
      },
      {
        title: "Static Stability",
        description:
          "Righting arm curves and the ISO criteria that decide which design category a yacht may be sold for.",
        lesson: {
          title: "The GZ curve and the angle of vanishing stability",
          html: p(
            "When a yacht heels, its centre of buoyancy B moves towards the lower side while the centre of gravity G stays fixed in the hull. The horizontal distance between the vertical lines through G and B is the righting arm GZ, and the righting moment is the displacement multiplied by GZ. At small angles GZ ≈ GM sin φ, where GM is the metacentric height, a measure of initial stiffness. For a 6,000 kg yacht with GZ of 0.6 m at 30° of heel, the righting moment is about 6,000 × 9.81 × 0.6 ≈ 35 kN·m, which the heeling moment of the sails must equal at that angle.",
            "The GZ curve plots righting arm against heel angle from upright to capsize. It rises to a maximum, often between 50° and 70° for a ballasted yacht, then falls to zero at the angle of vanishing stability (AVS), beyond which the yacht will continue to invert. Below the axis, the negative area represents the stability of the yacht upside down. A low centre of gravity, from a deep ballasted fin keel, raises the AVS; high freeboard and beam add form stability at small angles but can make a yacht stable when inverted. The ratio of the positive area under the curve to the negative area indicates how readily a capsized yacht will right itself in a breaking sea.",
            "The Recreational Craft Directive in Europe assigns each yacht to a design category from A (ocean) to D (sheltered waters), and the harmonised standard ISO 12217-2 sets the stability requirements for sailing boats of 6 m length or more. Its central measure is the Stability Index, STIX, which combines the AVS, the area under the GZ curve, the displacement-length relationship, downflooding angles and knockdown recovery into a single number. A monohull seeking category A must generally have a STIX of at least 32 and an AVS of at least 100° to 130°, depending on its mass, while category B requires a STIX of at least 23. The calculation uses the yacht in its minimum operating condition, the lightest state in which it would put to sea.",
          ),
        },
      },
      {
        title: "Sail Plan and Balance",
        description:
          "In this final module we position the rig relative to the keel, so that the finished yacht carries a light weather helm.",
        lesson: {
          title: "Centre of effort, lateral resistance and lead",
          html: p(
            "A yacht sailing upwind is in equilibrium between the aerodynamic force on its sails and the hydrodynamic force on its hull, keel and rudder. If the two forces do not act along the same line, the yacht tends to turn, and the helmsman must apply rudder to hold course. A small amount of weather helm, a tendency to round up into the wind needing perhaps 3 to 5 degrees of rudder, is desirable: it gives feel, lets the rudder generate some lift, and makes the yacht turn safely into the wind if the helm is released. Lee helm is considered dangerous and slow.",
            "Designers estimate balance using two geometric points on the profile drawing. The centre of effort (CE) is the geometric centroid of the sail plan, usually taken from the mainsail and the foretriangle, each treated as a flat triangle: the combined centroid is found by taking moments of the two areas about a reference point. The centre of lateral resistance (CLR) is the centroid of the underwater profile, typically of the canoe body, keel and rudder together. In a simple static diagram these points would coincide for neutral balance. In reality the hydrodynamic centre moves forward when the yacht is heeled and making leeway, and the aerodynamic force acts outboard of the hull when heeled, producing a turning moment towards the wind.",
            "Designers therefore place the CE ahead of the CLR by an amount called lead, expressed as a percentage of the waterline length. Traditional practice gives 10 to 18 per cent for masthead sloops of moderate beam; fractional rigs, beamy modern hulls and yachts with deep, high-aspect keels often need different values, and the figure is best chosen from the performance of similar successful designs. For a yacht of 10 m waterline, a lead of 12 per cent puts the CE 1.2 m ahead of the CLR. If a completed yacht carries too much weather helm, the mast can be raked forward slightly or the keel moved aft.",
          ),
        },
      },
    ],
  },
  {
    slug: "display-pyrotechnics-classification-safety",
    discipline: "Pyrotechnics",
    title: "Professional Display Pyrotechnics: Classification, Site Design and Safety",
    description:
      "Large firework displays are operated by trained professionals under explosives law. This module, for practising display operators, analyses the classification and licensing of pyrotechnic articles, site layout and safety distances, the management of misfires and debris, and the design of pyromusicals synchronised to a soundtrack.",
    level: "advanced",
    duration: "five days, plus a supervised display",
    plantedGap: "pyromusical",
    modules: [
      {
        title: "Classification and the Law",
        description:
          "Hazard divisions, product categories and the licensing regime that applies to professional display fireworks in the UK.",
        lesson: {
          title: "Hazard types, categories and storage",
          html:
            p(
              "Fireworks are classified in two parallel ways. For transport and storage, the UN Recommendations on the Transport of Dangerous Goods place all explosives in Class 1 and divide them by the hazard they present when a package is involved in fire. Consumer fireworks are generally Division 1.4G, in which effects are largely confined to the package; most display shells are 1.3G, with a mass fire hazard but no mass explosion; some large shells and items are 1.1G, which can mass-explode. The letter G is the compatibility group for pyrotechnic substances. In the UK, the Explosives Regulations 2014 convert these divisions into hazard types HT1 to HT4 for storage, with HT1 corresponding to 1.1 and HT4 to 1.4, and set separation distances from stores to occupied buildings accordingly.",
              "For sale and use, the Pyrotechnic Articles (Safety) Regulations 2015, implementing EU Directive 2013/29/EU and retained in UK law, assign each firework to a category:",
            ) +
            "<table><tr><th>Category</th><th>Hazard</th><th>Who may use</th></tr><tr><td>F1</td><td>very low, for confined areas</td><td>public, from age 16 (Christmas crackers from 12)</td></tr><tr><td>F2</td><td>low, for small outdoor areas</td><td>public, from age 18</td></tr><tr><td>F3</td><td>medium, for large open areas</td><td>public, from age 18</td></tr><tr><td>F4</td><td>high, professional use only</td><td>persons with specialist knowledge only</td></tr></table>" +
            p(
              "Category F4 articles may be supplied only to persons with specialist knowledge, in practice professional display operators with recognised training. Storage needs a licence or registration from the local authority or the Health and Safety Executive, depending on quantity. The Health and Safety at Work etc. Act 1974 also applies to every display: the operator must carry out and record a risk assessment and provide safe systems of work for crew and public.",
            ),
        },
      },
      {
        title: "Site Layout and Safety Distances",
        description: "Where the audience stands is decided by the largest shell and the direction of the wind.",
        lesson: {
          title: "Fallout zones and the 70 feet per inch rule",
          html: p(
            "A display site is laid out from the firing area outwards. The key zones are the firing area, where mortars, racks and ground pieces are set; the fallout area, where debris and any malfunctioning shells may land; the safety zone between these and the spectators; and the spectator area itself, with its emergency exits and access for fire and ambulance crews. The site survey also records overhead lines, buildings, trees, roads and flammable ground cover.",
            "Safety distances scale with the largest aerial shell. The American standard NFPA 1123, <i>Code for Fireworks Display</i>, requires a minimum distance of 70 feet for each inch of internal mortar diameter between the mortars and spectators, so a display whose largest shells are 6 inches needs at least 420 feet (about 128 m). UK practice, set out in guidance such as the <i>Working Together on Firework Displays</i> guide from the Health and Safety Executive and the British Standard on the display of fireworks, uses comparable shell-size-based distances and requires the operator to follow the manufacturer's minimum safety distances printed on each F4 article, which may be larger.",
            "Wind moves the fallout area downwind, and most operators enlarge it in the downwind direction, while the display director must set a maximum wind speed, commonly around 15 to 20 mph for aerial shells, above which the display is postponed. Mortars are usually angled slightly away from the audience, never towards it, so that a shell that bursts low or fails to burst travels away from spectators. Racks are braced and, for larger calibres, buried or sandbagged, so that a shell exploding in its mortar, a flowerpot, cannot tip the rack and fire its neighbours horizontally. Ground pieces and set pieces, which throw sparks sideways, need their own distances.",
          ),
        },
      },
      {
        title: "Misfires and Clearing the Site",
        description:
          "When something fails to fire, the most dangerous part of the evening begins, and it requires a procedure rehearsed in advance.",
        lesson: {
          title: "After the last shell",
          html:
            p(
              "A misfire is any item that fails to function when fired. With electrical firing, the firing system's continuity test before the display identifies open circuits, and the firing log shows which cues did not fire. With manual firing, the crew must count and record. A misfired shell may be a dud with a burnt-out fuse, or it may be smouldering and able to fire without warning minutes later, which is why the rule for every crew is simple: do not approach, and never look into a mortar.",
              "A typical procedure, adapted from industry guidance and manufacturers' instructions, is:",
            ) +
            "<ol><li>Keep all personnel out of the firing area after the final cue and disconnect and secure the firing system.</li><li>Wait a fixed period before approaching any misfired item; many operators use a minimum of 30 minutes for aerial shells.</li><li>Approach from the side, never over the mouth of the mortar, wearing full personal protective equipment.</li><li>Flood the mortar with water, or remove the item according to the manufacturer's method, and place it in a water-filled container.</li><li>Record each misfire and return it to the supplier, who is responsible for its disposal; never attempt to re-fuse or re-fire it.</li></ol>" +
            p(
              "The fallout area must then be searched systematically, ideally at first light the next morning, in lines across the area. Debris includes unburnt stars, paper and plastic casing fragments, and occasionally complete shells that failed to burst, which must be treated as live explosives. The operator's records of every item fired, misfired and recovered let the display director reconcile the count and sign the site off as clear before the public is readmitted.",
            ),
        },
      },
    ],
  },
];
