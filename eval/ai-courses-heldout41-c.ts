/** Forty-first held-out evaluation courses, advanced level (Chola history to lymphoedema nursing); see ai-courses-heldout41.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT41_C: EvalCourse[] = [
  {
    slug: "chola-state-temple-and-sea",
    discipline: "Chola history",
    title: "The Chola Empire, c. 850–1279: State, Temple and Sea",
    description:
      "Tamil inscriptions on temple walls are the richest source for any medieval Indian kingdom, and in this research-led honours seminar students read them in translation to test rival models of the Chola state, reconstruct village and brahmin assemblies, follow Rajendra I's campaigns overseas, and place the Chola bronzes in their ritual setting.",
    level: "advanced",
    duration: "one semester (honours seminar, 2 hours a week)",
    plantedGap: "bronzes",
    modules: [
      {
        title: "Bureaucratic Empire or Segmentary State?",
        description:
          "Nilakanta Sastri and Burton Stein read the same inscriptions and reached opposite conclusions; students assess why.",
        lesson: {
          title: "Models of the Chola polity",
          html: p(
            "The imperial Cholas rose from a minor principality when Vijayalaya seized Thanjavur around 850 CE. Under Parantaka I (907–955) they expanded north into Tondaimandalam and south towards Madurai, and under Rajaraja I (985–1014) and his son Rajendra I (1012/1014–1044) they dominated peninsular India, Sri Lanka's north, and the maritime routes of the Bay of Bengal. The dynasty, merged with the Eastern Chalukyas from the accession of Kulottunga I in 1070, lasted until the Pandyas overwhelmed it in the thirteenth century, the last ruler, Rajendra III, being recorded in 1279.",
            "How this state actually worked is the central historiographical question. K. A. Nilakanta Sastri's <i>The Colas</i> (1935–37), still the indispensable narrative, described a centralised monarchy with a hierarchy of officials, a land revenue survey under Rajaraja I, provinces (<i>mandalam</i>) divided into <i>valanadu</i> and <i>nadu</i>, and a standing army, somewhat on the model of a European bureaucratic empire. Local assemblies, in his account, enjoyed a striking autonomy within this framework.",
            "Burton Stein's <i>Peasant State and Society in Medieval South India</i> (1980) reversed the emphasis. Drawing on Aidan Southall's African studies, he argued that the Chola realm was a 'segmentary state': the king's real political control was confined to the Kaveri delta core, while in outlying regions the <i>nadu</i>, a locality dominated by landholding peasant groups, ran its own affairs, and royal authority was largely ritual, expressed through temple patronage and the ceremonial incorporation of local chiefs. Stein's critics, notably Noboru Karashima and Y. Subbarayalu, used statistical analysis of thousands of inscriptions to show an increase in royal officials, revenue terms and state-created units under Rajaraja and Rajendra, followed by decentralisation in the twelfth century. Their work suggests a state that became more centralised for a period and then less so, rather than a fixed type. Students should note that the evidence itself is biased: almost every Chola inscription records a gift or endowment to a temple, so the state is seen through transactions that the temple thought worth carving in stone.",
          ),
        },
      },
      {
        title: "The Uttaramerur Inscriptions and Local Assemblies",
        description: "Close reading of the best-known description of village self-government in medieval India.",
        lesson: {
          title: "Ur, sabha and nadu",
          html:
            p(
              "Chola inscriptions name several kinds of local assembly. The <i>ur</i> was the assembly of an ordinary village of landholding cultivators. The <i>sabha</i> or <i>mahasabha</i> governed a <i>brahmadeya</i>, a village granted to brahmins and held by them collectively. The <i>nagaram</i> was the assembly of merchants in a market town, and the <i>nadu</i> was a gathering of the leading men of a whole locality. These bodies collected and apportioned taxes, managed irrigation tanks, settled disputes, administered temple endowments and sold land.",
              "The fullest account of how an assembly was constituted comes from two inscriptions at Uttaramerur, a brahmadeya near Kanchipuram, dated in the 12th and 14th regnal years of Parantaka I, corresponding to 919 and 921 CE. The later one amends the first after unsatisfactory experience, and sets out rules for choosing the executive committees (<i>variyam</i>) of the sabha. The village was divided into thirty wards (<i>kudumbu</i>), and from each ward names of eligible men were written on palm-leaf tickets, placed in a pot (<i>kudam</i>), and one drawn by a young boy; hence the name <i>kudavolai</i>, 'pot-ticket'. The selected men served one year on committees such as those for the annual administration, the gardens and the tanks.",
            ) +
            "<ul><li>age between 35 and 70;</li><li>ownership of more than a quarter <i>veli</i> of tax-paying land and residence in a house on one's own site;</li><li>knowledge of mantras and a Brahmana, or of one Veda and its commentary;</li><li>no service on a committee in the previous three years;</li><li>exclusion of those who had failed to submit accounts, and of their relatives, and of persons guilty of specified crimes.</li></ul>" +
            p(
              "Indian nationalist historians once read these texts as evidence of ancient democracy. A more careful reading notes that they describe a brahmin landowning elite regulating itself, that the lot served to distribute office among qualified families and defuse faction, and that the inscription's very existence implies prior disputes. Uttaramerur is therefore best used as evidence of corporate self-regulation by privileged landholders, not of village government everywhere.",
            ),
        },
      },
      {
        title: "Temple and Sea under Rajaraja and Rajendra",
        description: "The Thanjavur temple as an economic institution, and the 1025 expedition against Srivijaya.",
        lesson: {
          title: "Brihadisvara and the Bay of Bengal",
          html: p(
            "The Rajarajesvaram, now called the Brihadisvara temple, at Thanjavur was completed by Rajaraja I in his 25th regnal year, 1010 CE. Its vimana, some 66 metres high, was the tallest structure in India at the time. The inscriptions on its base are as important as its architecture. They list the king's gifts of gold, jewels and villages, the 400 dancing women transferred from other temples and housed in the streets around it, with the names of each, and the obligations of villages across the Chola territories, and even in Sri Lanka, to supply the temple with paddy, money and sheep for its lamps. The temple thus functioned as a redistributive centre, binding distant localities to the capital through ritual obligation and royal generosity.",
            "Rajendra I extended this ideology. After a northern campaign that reached the Ganges, commemorated in his new capital Gangaikondacholapuram ('city of the Chola who took the Ganges'), he sent a naval expedition around 1025 against Srivijaya, the Malay-Sumatran power that controlled the Straits of Melaka. Rajendra's Tamil <i>meykkirti</i> (royal eulogy) names the places attacked, including Kadaram (Kedah), Srivijaya (Palembang), Malaiyur and Ilamuridesam in northern Sumatra, and records the capture of the king Sangrama Vijayottungavarman. Historians such as Hermann Kulke and Tansen Sen have argued that the raid was not an attempt at conquest but a response to Srivijayan interference with Tamil merchants and with the Chola's own missions to the Song court, recorded in Chinese sources in 1015, 1033 and 1077. Tamil merchant guilds such as the Ainnurruvar, 'the Five Hundred', left inscriptions from Sumatra to Thailand, and the raid may have served their interests as much as the king's glory.",
            "Whichever view is preferred, the sources show that Chola kings understood sea power in commercial and diplomatic rather than territorial terms, and that the temple inscriptions of Thanjavur and the Chinese court annals must be read together to make sense of it.",
          ),
        },
      },
    ],
  },
  {
    slug: "tribology-contact-lubrication-wear",
    discipline: "Tribology",
    title: "Tribology: Contact, Lubrication and Wear",
    description:
      "Friction and wear cost industrialised economies a few per cent of GDP, and designing against them needs quantitative models. This MEng elective develops those models for concentrated contacts: Hertzian contact stresses, the Stribeck curve and lubrication regimes, the Reynolds equation for hydrodynamic bearings, elastohydrodynamic film thickness, and Archard's wear law.",
    level: "advanced",
    duration: "one semester (3 lectures and a lab a week)",
    plantedGap: "Reynolds equation",
    modules: [
      {
        title: "Hertzian Contact of Non-Conforming Surfaces",
        description:
          "Ball bearings, gear teeth and cams all meet over tiny areas; Hertz's theory tells us how large those areas are and how high the stresses climb.",
        lesson: {
          title: "Contact radius, peak pressure and subsurface shear",
          html: p(
            "Heinrich Hertz solved the problem of two elastic bodies pressed together in 1882. He assumed frictionless, smooth surfaces, small contact compared with the radii of curvature, and linear elastic, isotropic materials. For a sphere of radius R on a flat, or two spheres whose reduced radius is given by 1/R = 1/R<sub>1</sub> + 1/R<sub>2</sub>, pressed together by a normal load W, the contact is a circle of radius a = (3WR / 4E*)<sup>1/3</sup>, where the reduced modulus E* is defined by 1/E* = (1 − ν<sub>1</sub><sup>2</sup>)/E<sub>1</sub> + (1 − ν<sub>2</sub><sup>2</sup>)/E<sub>2</sub>. The pressure distribution is semi-ellipsoidal, with a maximum at the centre of p<sub>0</sub> = 3W / 2πa<sup>2</sup>, one and a half times the mean pressure.",
            "A worked example: a steel ball of radius 10 mm is loaded at 100 N against a steel flat. With E = 210 GPa and ν = 0.3 for both, 1/E* = 2 × 0.91 / 210 GPa, so E* = 115 GPa. Then a = (3 × 100 × 0.010 / (4 × 115 × 10<sup>9</sup>))<sup>1/3</sup> = (6.5 × 10<sup>−12</sup>)<sup>1/3</sup> m ≈ 0.19 mm, and p<sub>0</sub> = 3 × 100 / (2π × (1.87 × 10<sup>−4</sup>)<sup>2</sup>) ≈ 1.37 GPa. A modest load of 100 N, about the weight of a 10 kg mass, produces a peak pressure well above the yield stress of mild steel, which is why rolling elements are made of through-hardened bearing steels such as AISI 52100.",
            "The contact scales in a characteristic way: because a varies with W<sup>1/3</sup>, doubling the load raises the peak pressure by only 2<sup>1/3</sup>, about 26 per cent. The most important consequence for design is below the surface. The maximum shear stress in a frictionless circular contact is about 0.31 p<sub>0</sub> and lies at a depth of about 0.48a, roughly 90 μm in our example. Yield therefore starts beneath the surface, when p<sub>0</sub> reaches about 1.6 times the yield stress in tension by the Tresca criterion, and repeated cycling of this subsurface shear is the origin of rolling contact fatigue, which appears at the surface as spalling after millions of cycles.",
          ),
        },
      },
      {
        title: "The Stribeck Curve and Lubrication Regimes",
        description:
          "Learners relate friction to speed, viscosity and load, and classify a contact by the ratio of film thickness to roughness.",
        lesson: {
          title: "Boundary, mixed and full-film lubrication",
          html:
            p(
              "In the early 1900s Richard Stribeck measured the friction of journal bearings over a wide range of speeds and loads. Plotted against the Hersey number ηN/P (dynamic viscosity times rotational speed divided by load per unit projected area), friction coefficients fall from a high value at low speed to a minimum and then rise slowly. This Stribeck curve is the map by which tribologists locate a contact.",
            ) +
            "<table><tr><th>Regime</th><th>Λ</th><th>Typical μ</th><th>Load carried by</th></tr><tr><td>Boundary</td><td>&lt; 1</td><td>0.05–0.15</td><td>asperity contacts and adsorbed or reacted surface films</td></tr><tr><td>Mixed</td><td>1–3</td><td>0.01–0.05</td><td>partly the fluid film, partly asperities</td></tr><tr><td>Full film (hydrodynamic or EHL)</td><td>&gt; 3</td><td>0.001–0.01</td><td>a continuous fluid film; viscous shear gives friction</td></tr></table>" +
            p(
              "The film parameter Λ (lambda ratio) compares the minimum film thickness h<sub>min</sub> with the composite roughness of the surfaces: Λ = h<sub>min</sub> / √(R<sub>q1</sub><sup>2</sup> + R<sub>q2</sub><sup>2</sup>), where R<sub>q</sub> is each surface's root-mean-square roughness. If a gear contact develops a film of 0.4 μm between surfaces with R<sub>q</sub> of 0.3 μm and 0.2 μm, then Λ = 0.4 / 0.36 ≈ 1.1, and the gears run in the mixed regime, with occasional asperity contacts. Polishing both surfaces to 0.1 μm would lift Λ to 2.8, close to full separation.",
              "In the boundary regime the bulk viscosity of the oil hardly matters. Friction and wear are controlled by very thin surface films formed by additives: fatty acids and esters that adsorb physically, and anti-wear and extreme-pressure additives, such as zinc dialkyldithiophosphate (ZDDP), that react with hot steel surfaces to form protective tribofilms of iron and zinc phosphates and sulfides. Engines and gearboxes pass through the boundary regime at every start-up and at every reversal of a piston ring, which is why wear concentrates at those moments and why additive chemistry is as much a part of tribology as fluid mechanics.",
            ),
        },
      },
      {
        title: "Elastohydrodynamic Films and Archard Wear",
        description:
          "Two powerful results: how thick an oil film survives in a gigapascal contact, and how fast surfaces wear when it does not.",
        lesson: {
          title: "Pressure-viscosity, film thickness and the wear coefficient",
          html: p(
            "In a Hertzian contact lubricated with oil, pressures of 1–3 GPa would squeeze out any ordinary fluid film. Two effects prevent this. The surfaces deform elastically, flattening the inlet, and the oil's viscosity rises enormously with pressure. The Barus equation approximates this as η = η<sub>0</sub> exp(αp), where α, the pressure-viscosity coefficient, is around 2 × 10<sup>−8</sup> Pa<sup>−1</sup> for mineral oils. At 1 GPa the exponent is 20, so the viscosity rises by a factor of about e<sup>20</sup> ≈ 5 × 10<sup>8</sup>, and the oil in the contact behaves almost like a solid. Lubrication in these conditions is called elastohydrodynamic (EHL).",
            "Hamrock and Dowson's regression formulae (1977), derived from numerical solutions, give the central and minimum film thicknesses in point contacts. Their most important feature is the exponents. The minimum film thickness varies approximately with entrainment speed to the power 0.68, with (αη<sub>0</sub>)<sup>0.68</sup>, and with load only to the power −0.073. Doubling speed therefore thickens the film by about 60 per cent, while doubling load thins it by only 5 per cent, because a heavier load also enlarges the contact. Typical films in rolling bearings and gears are 0.1–1 μm thick, comparable with surface roughness, which is why the Λ ratio is critical.",
            "When films fail, surfaces wear. J. F. Archard's law (1953) for sliding wear states that the volume removed is V = K W s / H, where W is the normal load, s the sliding distance, H the hardness of the softer surface and K a dimensionless wear coefficient. For a pin-on-disc test at W = 50 N over s = 1000 m against a steel of hardness 2 GPa with K = 5 × 10<sup>−5</sup>, the wear volume is V = 5 × 10<sup>−5</sup> × 50 × 1000 / (2 × 10<sup>9</sup>) = 1.25 × 10<sup>−9</sup> m<sup>3</sup>, or 1.25 mm<sup>3</sup>. Engineers often quote instead the specific wear rate k = K/H = V/(Ws), here 2.5 × 10<sup>−5</sup> mm<sup>3</sup>/N m. K spans many orders of magnitude, from about 10<sup>−8</sup> for well-lubricated surfaces to 10<sup>−2</sup> for severe unlubricated adhesive wear, so it must come from tests that reproduce the service conditions.",
          ),
        },
      },
    ],
  },
  {
    slug: "franchise-law-disclosure-competition-relations",
    discipline: "Franchise law",
    title: "Franchise Law: Disclosure, Competition and the Relationship",
    description:
      "Franchising puts a small business inside a larger brand, and the law has to decide how much each side owes the other. Taught comparatively (United States, EU and England), the module considers pre-contract disclosure under the FTC Franchise Rule, competition law on franchise restraints, good faith and termination, and encroachment on a franchisee's territory.",
    level: "advanced",
    duration: "one semester (LLM module, 2-hour seminar a week)",
    plantedGap: "encroachment",
    modules: [
      {
        title: "Disclosure before the Deal",
        description:
          "The FTC Franchise Rule and the Franchise Disclosure Document, item by item, with the state laws that sit on top.",
        lesson: {
          title: "The FTC Franchise Rule and the FDD",
          html:
            p(
              "The United States was the first jurisdiction to regulate franchise sales specifically. After widespread fraud in the franchise boom of the 1960s, California enacted the Franchise Investment Law in 1970, and the Federal Trade Commission adopted its Franchise Rule in 1978; the Rule was substantially revised in 2007, now at 16 C.F.R. Part 436, with compliance required from July 2008. The Rule rests on disclosure rather than merit review: it does not stop anyone selling a poor franchise, but it requires the franchisor to tell the buyer enough to judge.",
              "A commercial relationship is a franchise for the Rule's purposes if three elements are present: the franchisee operates under the franchisor's trademark; the franchisor exerts significant control over, or provides significant assistance in, the franchisee's method of operation; and the franchisee makes a required payment to the franchisor or its affiliate. Exemptions exist for small payments in the first six months, for large investments, for large and experienced franchisees, and for fractional franchises that add a line to an existing business. The franchisor must give a prospective franchisee the Franchise Disclosure Document (FDD) at least fourteen calendar days before the prospect signs a binding agreement or pays any consideration. The FDD has twenty-three prescribed items, among them:",
            ) +
            "<ul><li>Item 3, litigation history, and Item 4, bankruptcy;</li><li>Items 5–7, initial fees, other fees and the estimated initial investment;</li><li>Item 12, territory, stating whether the territory is exclusive;</li><li>Item 19, financial performance representations, which are optional but, if made, must have a reasonable basis and written substantiation;</li><li>Item 20, outlets and franchisee information, including the contact details of current and recently departed franchisees;</li><li>Item 21, audited financial statements.</li></ul>" +
            p(
              "There is no private right of action under the FTC Act; the Rule is enforced by the Commission, which can seek injunctions, civil penalties and redress. Private remedies come from the state franchise investment laws, about fifteen of which also require registration of the FDD with a state regulator before sales, and from state 'little FTC Acts'. Counsel must therefore manage a federal disclosure regime overlaid by divergent state registration and relationship statutes.",
            ),
        },
      },
      {
        title: "Competition Law and Franchise Restraints",
        description:
          "Which restrictions protect the network's know-how and identity, and which merely restrict competition?",
        lesson: {
          title: "From Pronuptia to the 2022 block exemptions",
          html: p(
            "European competition law met franchising in <i>Pronuptia de Paris GmbH v Pronuptia de Paris Irmgard Schillgalis</i> (Case 161/84, [1986] ECR 353). The Court of Justice held that a distribution franchise is not in itself restrictive of competition under what is now Article 101(1) TFEU. Clauses that are indispensable to protect the franchisor's know-how and assistance from benefiting competitors, such as a ban on opening a competing shop during the contract and for a reasonable period afterwards in the franchisee's territory, fall outside Article 101(1), as do clauses needed to preserve the network's identity and reputation, such as control over premises, suppliers and advertising. Clauses that share markets or fix prices are caught: the franchisor may recommend resale prices but not impose them, and a combination of exclusive territories with location clauses can partition the market.",
            "Today most franchise agreements are assessed under the Vertical Block Exemption Regulation, Regulation (EU) 2022/720, which applies where neither party's market share exceeds 30 per cent. It exempts vertical agreements unless they contain hardcore restrictions in Article 4, chiefly resale price maintenance and most restrictions of the territory into which, or customers to whom, the buyer may sell, including, in general, restrictions of passive sales. Article 5 excludes certain obligations from the exemption without condemning the whole agreement: non-compete obligations lasting more than five years, and post-term non-competes, except those limited to one year, to the premises from which the franchisee operated, and to goods or services competing with the contract goods and indispensable to protect know-how. The Commission's Vertical Guidelines add that non-competes necessary to protect the franchise's common identity may fall outside Article 101(1) for the whole of the agreement.",
            "After Brexit, the United Kingdom adopted the Competition Act 1998 (Vertical Agreements Block Exemption) Order 2022, in force from 1 June 2022 for six years. It closely tracks the EU text, with some differences, for example in the treatment of parity obligations. English courts also apply the common law doctrine of restraint of trade to post-term covenants, which must protect a legitimate interest and go no further than reasonably necessary in duration, area and activity.",
          ),
        },
      },
      {
        title: "Good Faith, Relational Contracts and Termination",
        description:
          "Does a franchisor owe more than the words of the contract? The English courts' answer has changed since 2013.",
        lesson: {
          title: "Yam Seng, Bates and the relational contract",
          html: p(
            "English contract law recognises no general duty of good faith, and franchise agreements are usually drafted by the franchisor to give it wide discretion over standards, supply, marketing and renewal. Two first-instance decisions have nonetheless introduced the idea that certain long-term agreements carry an implied duty of good faith. In <i>Yam Seng Pte Ltd v International Trade Corporation Ltd</i> [2013] EWHC 111 (QB), Leggatt J held that a duty of good faith could be implied into an exclusive distribution agreement as a matter of fact, because the parties' relationship required communication, cooperation and mutual trust; the defendant's false statements and undercutting breached it. He described such agreements as 'relational contracts'.",
            "In <i>Bates v Post Office Ltd (No 3)</i> [2019] EWHC 606 (QB), Fraser J applied the idea to the contracts under which subpostmasters operated Post Office branches, a relationship closely analogous to franchising. He identified indicia of a relational contract: a long-term relationship with no specified duration, an intention that the parties' roles be performed with integrity and fidelity to their bargain, a commitment to collaborate, a spirit that cannot be fully expressed in written terms, mutual trust and confidence, significant investment by one or both parties, and exclusivity. Where these are present, the implied duty requires the parties to refrain from conduct that reasonable and honest people would regard as commercially unacceptable; it does not require one party to subordinate its own interests.",
            "Franchisors respond with clauses excluding any implied duty of good faith, and later decisions have been cautious, confirming that an implication cannot contradict express terms. Termination rights are therefore decisive. A franchisor's contractual discretion to terminate or refuse renewal is, after <i>Braganza v BP Shipping</i> [2015] UKSC 17, generally to be exercised rationally and not arbitrarily where the discretion involves an assessment between the parties, and express termination clauses are construed strictly. In Australia, by contrast, the Franchising Code of Conduct imposes a statutory obligation of good faith on both parties, and comparative study shows how differently legislatures and courts have balanced franchisor control against franchisee investment.",
          ),
        },
      },
    ],
  },
  {
    slug: "seawater-reverse-osmosis-design",
    discipline: "Desalination engineering",
    title: "Seawater Reverse Osmosis: Process Design",
    description:
      "Reverse osmosis now produces most of the world's desalinated water, and its design is a contest between thermodynamics, membranes and energy bills. Taught at master's level, the course treats osmotic pressure and recovery, specific energy consumption and energy recovery devices, fouling, scaling and pretreatment, and boron removal in second-pass systems.",
    level: "advanced",
    duration: "one semester (2 lectures and a design tutorial a week)",
    plantedGap: "boron",
    modules: [
      {
        title: "Osmotic Pressure, Flux and Recovery",
        description:
          "Why does a seawater plant need pumps at 60 bar, and what limits the fraction of the feed it can turn into product?",
        lesson: {
          title: "The driving force for reverse osmosis",
          html: p(
            "When a semipermeable membrane separates pure water from a salt solution, water flows towards the solution until the pressure on that side rises by the osmotic pressure π. Applying a pressure greater than π to the saline side reverses the flow, pushing water through the membrane and leaving the salt behind: reverse osmosis. For dilute solutions the van 't Hoff equation gives π = iCRT, where i is the number of ions per formula unit, C the molar concentration, R the gas constant and T the absolute temperature. Treating seawater as 35 g/L of sodium chloride (58.44 g/mol) gives C = 0.60 mol/L, and π = 2 × 0.60 × 0.08314 × 298 ≈ 29.7 bar. Real seawater is non-ideal, with an osmotic coefficient of about 0.9, and its osmotic pressure at 25 °C is usually quoted as about 27 bar.",
            "The water flux through a polyamide thin-film composite membrane is described by the solution–diffusion model: J<sub>w</sub> = A(ΔP − Δπ), where A is the water permeability coefficient and ΔP and Δπ the differences in hydraulic and osmotic pressure across the membrane. Salt passes by diffusion at a rate J<sub>s</sub> = B ΔC, independent of pressure, so raising the applied pressure increases water flux while salt flux stays constant, improving product quality. Seawater membranes reject about 99.7–99.8 per cent of sodium chloride.",
            "Recovery r is the fraction of feed converted to permeate. As water is removed along the pressure vessels the concentrate becomes saltier: at 50 per cent recovery the concentrate has roughly twice the feed salinity, about 70 g/L, with an osmotic pressure near 55 bar. Since the applied pressure must exceed the local osmotic pressure everywhere, including at the tail end, seawater plants operate at feed pressures of roughly 55–70 bar and recoveries of 40–50 per cent. Higher recovery reduces intake and pretreatment costs per cubic metre of product but raises the required pressure, the risk of scaling and the salinity of the reject stream. The choice of recovery is therefore one of the central economic optimisations of a design.",
          ),
        },
      },
      {
        title: "Energy and Energy Recovery",
        description:
          "Specific energy consumption is computed from first principles and compared with what modern plants achieve.",
        lesson: {
          title: "Specific energy consumption and the pressure exchanger",
          html:
            p(
              "The specific energy consumption (SEC) of a reverse osmosis plant is the electrical energy used per cubic metre of product, in kWh/m<sup>3</sup>. Thermodynamics sets a floor: the minimum reversible work to extract fresh water from seawater at vanishing recovery is about 0.76 kWh/m<sup>3</sup>, rising to about 1.06 kWh/m<sup>3</sup> at 50 per cent recovery. Real plants cannot approach this closely, because a finite flux needs a pressure margin above the osmotic pressure and because pumps and motors lose energy.",
              "A first estimate of the high-pressure pump's energy follows from the hydraulic work. Pressurising 1 m<sup>3</sup> of feed to 60 bar (6 × 10<sup>6</sup> Pa) requires 6 MJ, or 1.67 kWh. At 45 per cent recovery, each cubic metre of permeate requires 2.22 m<sup>3</sup> of feed, so with a pump and motor efficiency of 80 per cent the SEC is 1.67 × 2.22 / 0.8 ≈ 4.6 kWh/m<sup>3</sup>. Most of that energy leaves the membranes in the concentrate, still at about 58 bar, and the history of seawater desalination since the 1980s is largely the history of recovering it.",
            ) +
            "<table><tr><th>Energy recovery device</th><th>Principle</th><th>Typical efficiency</th></tr><tr><td>Francis turbine (reversed pump)</td><td>concentrate drives a turbine on the pump shaft</td><td>75–80%</td></tr><tr><td>Pelton wheel</td><td>concentrate jets drive an impulse turbine on the shaft</td><td>80–88%</td></tr><tr><td>Isobaric pressure exchanger</td><td>concentrate pressurises incoming feed directly in rotating ducts or pistons</td><td>94–98%</td></tr></table>" +
            p(
              "In a plant with isobaric pressure exchangers, the high-pressure pump handles only a flow equal to the permeate, while the exchanger pressurises the rest of the feed from the concentrate, and a small booster pump makes up the pressure losses. The calculation then becomes roughly 1.67 / 0.8 ≈ 2.1 kWh/m<sup>3</sup> for the main pump, plus the booster, so large modern plants report a total SEC of about 2.5–3.5 kWh/m<sup>3</sup> including intake and pretreatment. The exchanger also allows recovery to be chosen more freely, since energy is no longer lost with the concentrate.",
            ),
        },
      },
      {
        title: "Fouling, Scaling and Pretreatment",
        description:
          "Membranes fail slowly from what the feed deposits on them; this module treats the measurement and control of that deposition.",
        lesson: {
          title: "Silt density index, concentration polarisation and antiscalants",
          html:
            p(
              "Spiral-wound membrane elements have narrow feed channels, about 0.7–0.9 mm high, held open by a plastic spacer, and anything the feed deposits on the membrane surface reduces flux and raises pressure drop. Four kinds of fouling are distinguished: particulate and colloidal fouling from silt, clay and iron or aluminium hydroxides; biofouling from bacteria growing as a biofilm; organic fouling from natural organic matter and algal exudates; and scaling, the precipitation of sparingly soluble salts such as calcium carbonate, calcium sulfate and barium sulfate.",
              "Concentration polarisation makes all of these worse. Water passing through the membrane carries salt to the surface, where it accumulates in a boundary layer because it diffuses back only slowly. The ratio of surface to bulk concentration, the polarisation factor, is typically 1.1–1.2 in a well-designed element, so the membrane sees a higher osmotic pressure and a higher risk of scaling than the bulk feed suggests. Design guidelines limit the flux (for open-intake seawater, around 12–15 L/m<sup>2</sup>h on average) and the recovery per element, and require a minimum concentrate flow to keep the boundary layer thin.",
              "The silt density index (SDI, ASTM D4189) measures particulate fouling potential. Feed is filtered through a 0.45 μm membrane at 2.07 bar (30 psi); the time t<sub>i</sub> to collect 500 mL at the start and t<sub>f</sub> after 15 minutes of continuous filtration are measured, and SDI<sub>15</sub> = (1 − t<sub>i</sub>/t<sub>f</sub>) × 100 / 15. If t<sub>i</sub> = 30 s and t<sub>f</sub> = 45 s, SDI<sub>15</sub> = (1 − 0.667) × 100 / 15 ≈ 2.2. Membrane manufacturers require an SDI below 5 and recommend below 3.",
            ) +
            "<ul><li>Conventional pretreatment: coagulation with ferric chloride, then dual-media filtration and 5 μm cartridge filters.</li><li>Membrane pretreatment: ultrafiltration, which gives SDI consistently below 3 even during algal blooms.</li><li>Chemical conditioning: acid to lower pH and alkalinity, and phosphonate or polymer antiscalants that delay crystal growth.</li><li>Biofouling control: intermittent chlorination, with dechlorination by sodium bisulfite before the membranes, since polyamide is destroyed by free chlorine.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "lymphoedema-nursing-specialist-practice",
    discipline: "Lymphoedema nursing",
    title: "Specialist Practice in Lymphoedema Nursing",
    description:
      "Chronic oedema affects several people in every thousand, and many of them are cared for by nurses working well beyond their initial training. At specialist-practitioner level, nurses study the assessment and staging of lymphoedema, limb volume measurement, decongestive lymphatic therapy with multilayer bandaging, compression garment prescription, and the prevention and treatment of cellulitis.",
    level: "advanced",
    duration: "one semester (level 7, 30 credits, with supervised clinical practice)",
    plantedGap: "cellulitis",
    modules: [
      {
        title: "Assessment, Staging and Measurement",
        description:
          "A full assessment establishes the cause, the stage and a reliable baseline volume against which treatment is judged.",
        lesson: {
          title: "From Stemmer's sign to excess limb volume",
          html:
            p(
              "Lymphoedema is swelling caused by failure of lymph drainage, which allows protein-rich fluid to accumulate in the interstitium. Primary lymphoedema results from a developmental abnormality of the lymphatics; secondary lymphoedema, far more common in developed countries, follows damage by cancer treatment (especially axillary or inguinal node dissection and radiotherapy), trauma, infection, venous disease or immobility. Assessment begins with a history of onset, cancer treatment and comorbidities such as heart failure or chronic kidney disease, which can cause or aggravate oedema and may contraindicate compression.",
              "On examination, the nurse notes pitting, skin thickening, skin folds, lymphorrhoea, papillomatosis and hyperkeratosis. Stemmer's sign is positive when the skin on the dorsum of the second toe or finger cannot be pinched and lifted; a positive sign strongly supports lymphoedema, although a negative sign does not exclude it. The International Society of Lymphology (ISL) stages the condition:",
            ) +
            "<table><tr><th>ISL stage</th><th>Features</th></tr><tr><td>0 (latent)</td><td>impaired transport, no visible swelling yet</td></tr><tr><td>I</td><td>swelling that pits and subsides with elevation</td></tr><tr><td>II</td><td>elevation alone rarely reduces swelling; pitting gives way to fibrosis</td></tr><tr><td>III</td><td>lymphostatic elephantiasis: fibrosis, skin changes such as acanthosis, fat deposits and warty overgrowth</td></tr></table>" +
            p(
              "Limb volume is calculated from circumferences measured every 4 cm from the wrist or ankle, treating each segment as a truncated cone: V = h (C<sub>1</sub><sup>2</sup> + C<sub>1</sub>C<sub>2</sub> + C<sub>2</sub><sup>2</sup>) / 12π, where h is the segment length (4 cm) and C<sub>1</sub> and C<sub>2</sub> the circumferences at its ends. For a segment with circumferences of 24 cm and 26 cm, V = 4 × (576 + 624 + 676) / 37.7 ≈ 199 mL. Summing segments gives the limb volume, and in unilateral disease the excess is expressed as a percentage of the unaffected limb. A limb of 2,900 mL against a contralateral 2,400 mL has a 21 per cent excess, which the ISL severity scale classes as moderate (20–40 per cent; minimal below 20, severe above 40). Perometers measure the same quantity optically and are faster and more repeatable.",
            ),
        },
      },
      {
        title: "Decongestive Lymphatic Therapy and Bandaging",
        description:
          "The intensive phase of treatment, with the physics that explains why bandaging technique matters.",
        lesson: {
          title: "Multilayer lymphoedema bandaging",
          html: p(
            "Decongestive lymphatic therapy (also called complete or complex decongestive therapy) has an intensive phase, usually two to four weeks of daily treatment for a moderate to severe or misshapen limb, and a maintenance phase of self-management. The intensive phase combines skin care, manual lymphatic drainage (MLD), multilayer lymphoedema bandaging (MLLB) and exercise. MLD, developed by Emil and Estrid Vodder in the 1930s, uses light, slow, rhythmic skin-stretching movements that start by clearing the neck and trunk quadrants, then work towards the limb, to stimulate contraction of lymph collectors and redirect fluid across watersheds to functioning nodes.",
            "MLLB uses short-stretch (inelastic) bandages applied over a tubular stockinette, padding and finger or toe bandages. Short-stretch bandages produce a low resting pressure, tolerable for 24 hours, and a high working pressure when muscles contract against the unyielding layer, which pumps fluid towards the trunk during exercise. Laplace's law explains how technique determines pressure: sub-bandage pressure P (mmHg) ≈ T × n × 4620 / (C × W), where T is bandage tension in kilograms force, n the number of layers, C the limb circumference in cm and W the bandage width in cm. With T = 1 kgf, two layers (50 per cent overlap), C = 30 cm and W = 10 cm, P ≈ 1 × 2 × 4620 / 300 ≈ 31 mmHg. The same tension on a narrower ankle of 22 cm gives about 42 mmHg, so constant tension produces the graduated pressure, highest distally, that the treatment needs; padding is used to reshape the limb into a cylinder so that bony prominences and small circumferences are not over-compressed.",
            "Before compression is applied to a leg, arterial disease must be excluded. The ankle-brachial pressure index (ABPI) is measured by Doppler: full compression is generally considered safe with an ABPI between about 0.8 and 1.3, reduced compression with specialist supervision between 0.5 and 0.8, and compression is contraindicated below 0.5. An ABPI above 1.3 suggests calcified arteries and requires further assessment, such as toe pressures. Other precautions include uncontrolled heart failure, acute deep vein thrombosis and severe peripheral neuropathy. Bandages are reapplied daily, with limb volume measured at the start and end of the intensive phase.",
          ),
        },
      },
      {
        title: "Compression Garments and Long-Term Self-Management",
        description: "How do we choose, measure for and review a garment the patient will wear every day for years?",
        lesson: {
          title: "Garment classes, knit types and concordance",
          html:
            p(
              "Once the limb has been reduced and reshaped, or from the outset in mild, well-shaped limbs, control is maintained with compression garments worn every day from waking. The garment's pressure class is the first decision, and nurses must be aware that different standards define classes differently:",
            ) +
            "<table><tr><th>Class</th><th>British Standard BS 6612 (mmHg at ankle)</th><th>RAL-GZG, European (mmHg at ankle)</th></tr><tr><td>1</td><td>14–17</td><td>18–21</td></tr><tr><td>2</td><td>18–24</td><td>23–32</td></tr><tr><td>3</td><td>25–35</td><td>34–46</td></tr><tr><td>4</td><td>not defined</td><td>49 and above</td></tr></table>" +
            p(
              "Lymphoedema generally calls for the stiffer European RAL standard garments, whereas British Standard classes are designed for venous disease. The second decision is the knit. Circular-knit garments are seamless, thinner and more cosmetically acceptable, and suit limbs of normal shape with mild swelling. Flat-knit garments are knitted as a flat piece and seamed, so rows can be added or removed to follow an irregular shape; they are stiffer, less likely to dig into skin folds, and are the usual choice for moderate to severe lymphoedema, for distorted limbs and after the intensive phase. Adjustable wrap systems with hook-and-loop straps offer an alternative for patients who cannot pull on a garment.",
              "Measurements are taken early in the morning, or immediately after bandages are removed, when swelling is least, at the points specified by the manufacturer. Garments lose elasticity with wear and washing and are usually replaced every three to six months, with two in use so that one can be washed. Concordance is the decisive factor in long-term outcome: difficulty donning garments, heat, skin irritation and appearance lead many patients to stop wearing them. Nurses teach the use of donning aids and rubber gloves, daily skin care with emollients, self-lymphatic drainage and exercise, and agree a review schedule, usually every six months, at which volume is remeasured and the prescription adjusted.",
            ),
        },
      },
    ],
  },
];
