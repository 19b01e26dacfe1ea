/** Forty-third held-out evaluation courses, advanced level (air quality to mountain guiding); see ai-courses-heldout43.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT43_C: EvalCourse[] = [
  {
    slug: "industrial-air-pollution-control-design",
    discipline: "Air quality engineering",
    title: "Industrial Air Pollution Control: Dispersion and Abatement",
    description:
      "Emission limits under the Industrial Emissions Directive are met by a combination of abatement plant and dispersion; this MEng elective treats Gaussian plume modelling and stack height, electrostatic precipitators and fabric filters for particulates, wet limestone flue gas desulphurisation, and selective catalytic reduction of NOx.",
    level: "advanced",
    duration: "one semester (2 lectures and a design class a week)",
    plantedGap: "selective catalytic reduction",
    modules: [
      {
        title: "Gaussian Plume Dispersion",
        description:
          "A steady-state plume model, its stability classes and what it tells us about ground-level concentration and stack height.",
        lesson: {
          title: "The Gaussian plume equation and effective stack height",
          html: p(
            "The Gaussian plume model describes the steady concentration downwind of a continuous point source in a uniform wind. With the x-axis along the wind, the concentration at ground level on the plume centreline is C(x) = Q / (π u σ<sub>y</sub> σ<sub>z</sub>) · exp(−H² / 2σ<sub>z</sub>²), where Q is the emission rate (g/s), u the wind speed at stack height (m/s), H the effective stack height (m), and σ<sub>y</sub>, σ<sub>z</sub> the horizontal and vertical dispersion coefficients (m), which grow with distance downwind. The formula includes full reflection of the plume at the ground. The dispersion coefficients depend on atmospheric stability, traditionally expressed as the Pasquill-Gifford classes from A (very unstable, strong sunshine, light wind) to F (stable, clear night, light wind).",
            "The effective stack height H is the physical height plus plume rise, caused by the plume's buoyancy and momentum. Briggs's formulae are the usual estimate. For a buoyant plume in neutral or unstable conditions, the final rise is Δh ≈ 1.6 F<sup>1/3</sup> x<sub>f</sub><sup>2/3</sup> / u, where F is the buoyancy flux parameter, proportional to the heat emission, and x<sub>f</sub> the distance to final rise.",
            "Differentiating C(x) with respect to distance shows that, for a given stability, the maximum ground-level concentration occurs roughly where σ<sub>z</sub> = H/√2, and that the maximum is approximately proportional to Q / (u H²). Doubling the effective stack height therefore cuts the peak ground-level concentration by about a factor of four, which is why tall stacks were once the main answer to local pollution. A worked example: a source emitting 100 g/s of SO₂ in a 5 m/s wind with H = 100 m in neutral class D conditions gives a maximum of roughly 100 to 200 µg/m³ some 2.5 to 5 km downwind, depending on which set of dispersion curves is used. Regulators in the UK now assess such sources with advanced models such as ADMS or AERMOD, which replace stability classes with boundary-layer parameters, but the Gaussian form remains their core.",
          ),
        },
      },
      {
        title: "Particulate Control",
        description:
          "We size an electrostatic precipitator with the Deutsch-Anderson equation and compare it with a pulse-jet fabric filter.",
        lesson: {
          title: "Electrostatic precipitators and fabric filters",
          html:
            p(
              "An electrostatic precipitator (ESP) charges particles in a corona discharge between high-voltage discharge electrodes and earthed collecting plates, and the charged particles migrate to the plates, from which they are periodically removed by rapping. The collection efficiency is estimated by the Deutsch-Anderson equation, η = 1 − exp(−w A / Q), where w is the effective migration velocity (m/s), A the total collecting plate area (m²) and Q the gas flow (m³/s). The ratio A/Q is the specific collection area.",
              "For example, to treat 200 m³/s of flue gas from a coal-fired boiler at 99.5 per cent efficiency with an effective migration velocity of 0.08 m/s, the required area is A = −(Q/w) ln(1 − η) = −(200/0.08) × ln(0.005) ≈ 13 250 m², a specific collection area of about 66 s/m. Raising the efficiency to 99.9 per cent requires ln(0.001), or about 17 270 m²: the last fraction of a per cent is costly. Migration velocity depends strongly on particle size and on dust resistivity; high-resistivity ash from low-sulphur coal builds an insulating layer on the plates that causes back-corona and sharply cuts performance.",
            ) +
            "<table><tr><th>Feature</th><th>ESP</th><th>Pulse-jet fabric filter</th></tr><tr><td>Pressure drop</td><td>Low, about 0.2 kPa</td><td>Higher, 1 to 2 kPa</td></tr><tr><td>Sensitivity to dust resistivity</td><td>High</td><td>Low</td></tr><tr><td>Fine particle (PM2.5) capture</td><td>Good</td><td>Very good, above 99.9%</td></tr><tr><td>Temperature limit</td><td>High</td><td>Set by fabric, e.g. about 130 °C for polyester, 260 °C for PTFE</td></tr></table>" +
            p(
              "Fabric filters are sized by the air-to-cloth ratio, the gas flow divided by the filter area, typically 0.8 to 1.5 m³/m²/min for pulse-jet units. They now dominate new installations because they meet tight emission limits largely independent of fuel quality.",
            ),
        },
      },
      {
        title: "Flue Gas Desulphurisation",
        description:
          "This module walks through the chemistry and mass balance of a wet limestone scrubber producing gypsum.",
        lesson: {
          title: "Wet limestone scrubbing",
          html: p(
            "Wet limestone flue gas desulphurisation (FGD) is the most widely installed process for removing sulphur dioxide from large combustion plants, and routinely achieves removal efficiencies of 95 to 99 per cent. Flue gas rises through an open spray tower against a recirculating slurry of finely ground limestone. SO₂ dissolves and reacts to form calcium sulphite, which is oxidised by air blown into the reaction tank below the tower to calcium sulphate dihydrate, gypsum. The overall reaction is CaCO₃ + SO₂ + ½O₂ + 2H₂O → CaSO₄·2H₂O + CO₂.",
            "The stoichiometry gives a quick mass balance. One mole of SO₂ (64 g) requires one mole of CaCO₃ (100 g) and produces one mole of gypsum (172 g) and one mole of CO₂ (44 g). A boiler emitting 1000 kg/h of SO₂, scrubbed at 98 per cent efficiency, removes 980 kg/h, or about 15.3 kmol/h. With a typical limestone stoichiometric ratio of 1.03 and limestone of 95 per cent purity, the limestone demand is 15.3 × 1.03 × 100 / 0.95 ≈ 1660 kg/h, and the gypsum produced is about 15.3 × 172 ≈ 2630 kg/h, which can be sold to plasterboard manufacturers if its purity exceeds about 90 per cent.",
            "The key design variables are the liquid-to-gas ratio (L/G), commonly 10 to 20 litres of slurry per cubic metre of gas, the slurry pH, held around 5.0 to 5.8 as a balance between limestone dissolution and SO₂ absorption, and the residence time in the reaction tank for complete oxidation and crystal growth. Chloride from the fuel accumulates in the loop and is controlled by a purge stream, which must itself be treated before discharge. A wet scrubber also saturates and cools the gas to about 50 °C, so the plume leaves the stack with less buoyancy and may produce a visible vapour plume; some plants reheat the gas, while others accept the reduced plume rise in their dispersion assessment.",
          ),
        },
      },
    ],
  },
  {
    slug: "secure-smart-contract-engineering-evm",
    discipline: "Smart contract engineering",
    title: "Secure Smart Contract Engineering on the EVM",
    description:
      "Code deployed to Ethereum is public, adversarial and hard to change; this master's-level module teaches the EVM execution and storage model, reentrancy and the checks-effects-interactions pattern, gas cost engineering, upgradeable proxies, and property-based fuzzing of Solidity contracts.",
    level: "advanced",
    duration: "10 weeks (2 lectures and a lab a week)",
    plantedGap: "upgradeable proxies",
    modules: [
      {
        title: "The EVM Execution and Storage Model",
        description: "What does a transaction actually do to the state, and what does each byte of storage cost?",
        lesson: {
          title: "Stack, memory, storage and calls",
          html:
            p(
              "The Ethereum Virtual Machine is a deterministic stack machine with 256-bit words. Each contract account has code, which is immutable once deployed, and persistent storage, a mapping from 256-bit keys to 256-bit values. During execution a contract also uses the stack (at most 1024 entries), byte-addressed memory that is cleared at the end of each call, and read-only calldata holding the transaction's input. Every instruction costs gas, and a transaction that runs out of gas reverts all its state changes while still paying for the gas consumed.",
              "Solidity lays out state variables in storage slots in declaration order, packing consecutive variables smaller than 32 bytes into one slot. A mapping occupies a slot that stays empty; the value for key k is stored at keccak256(k ‖ p), where p is the mapping's slot number. Dynamic arrays store their length at slot p and their elements from keccak256(p) onwards. Knowing this layout is essential for reading storage off-chain and for reasoning about collisions.",
            ) +
            "<table><tr><th>Operation (after EIP-2929 and EIP-3529)</th><th>Approximate gas</th></tr><tr><td>SLOAD, cold slot</td><td>2100</td></tr><tr><td>SLOAD, warm slot</td><td>100</td></tr><tr><td>SSTORE, zero to non-zero</td><td>22 100 (cold)</td></tr><tr><td>SSTORE, non-zero to non-zero</td><td>5000 (cold)</td></tr><tr><td>CALL to a cold address</td><td>2600 plus value and memory costs</td></tr></table>" +
            p(
              "A message call from one contract to another creates a new execution context. CALL runs the callee's code against the callee's storage; DELEGATECALL runs the callee's code against the caller's storage, with msg.sender and msg.value preserved; STATICCALL forbids any state change. Calls forward at most 63/64 of the remaining gas (EIP-150), and a failed low-level call returns false rather than reverting the caller, so its return value must always be checked.",
            ),
        },
      },
      {
        title: "Reentrancy",
        description:
          "Analyses the flaw behind The DAO hack of 2016 and the coding patterns that prevent it, including cross-function and read-only variants.",
        lesson: {
          title: "Checks, effects, interactions",
          html:
            p(
              "Reentrancy occurs when a contract makes an external call before it has finished updating its own state, and the callee calls back into the contract while that state is inconsistent. The classic case is a withdraw function that sends ether to the caller and only afterwards sets the caller's balance to zero. If the caller is a contract, its receive function can call withdraw again; the balance has not yet been cleared, so the payment is made again, repeatedly, until the victim is drained or gas runs out. In June 2016 an attacker used a variant of this flaw against The DAO and moved about 3.6 million ether, which led to the hard fork that created Ethereum and Ethereum Classic.",
              "The standard defence is the checks-effects-interactions pattern: first check all conditions, then make all state changes, and only then interact with other contracts.",
            ) +
            '<ul><li><b>Checks</b>: require(balance[msg.sender] >= amount).</li><li><b>Effects</b>: balance[msg.sender] -= amount.</li><li><b>Interactions</b>: (bool ok, ) = msg.sender.call{value: amount}(""); require(ok).</li></ul>' +
            p(
              "A reentrancy guard adds a second layer. OpenZeppelin's ReentrancyGuard sets a storage flag on entry to a nonReentrant function and reverts if the flag is already set; since the Cancun upgrade of 2024, transient storage (EIP-1153, TSTORE and TLOAD) makes such a lock cheap. Guards on single functions do not stop cross-function reentrancy, in which the attacker re-enters a different function that reads the same stale state, nor read-only reentrancy, in which a view function returns an inconsistent value, such as a pool's share price in mid-update, to a third protocol that trusts it. Several lending protocols lost funds in 2022 and 2023 to read-only reentrancy through price oracles built on Curve pool view functions. The robust habit is to treat every external call, including token transfers with hooks such as ERC-777 and ERC-721's safeTransferFrom, as a point where arbitrary code may run.",
            ),
        },
      },
      {
        title: "Testing by Properties",
        description:
          "Students write invariants for a token vault and let a fuzzer search for sequences of calls that break them.",
        lesson: {
          title: "Invariants and stateful fuzzing",
          html: p(
            "Unit tests check the cases their author thought of. Property-based testing instead states properties that must hold for all inputs, and lets a tool generate inputs to try to falsify them. For smart contracts the most productive properties are invariants: statements about the contract's state that must remain true after any sequence of transactions. Foundry's forge, Echidna from Trail of Bits and Medusa all support invariant testing of Solidity code.",
            "Consider a vault that accepts deposits of an ERC-20 token and issues shares. Useful invariants include: the sum of all users' shares equals totalSupply; the vault's token balance is at least the amount owed if all shares were redeemed at the current rate; no user can redeem more tokens than they deposited plus accrued yield; and totalSupply is zero if and only if totalAssets is zero. In Foundry, each is written as a function whose name begins with invariant_ and which asserts the property. The fuzzer then calls a target contract's functions in random order with random arguments, typically thousands of runs of depth 50 or more, and checks every invariant after each call.",
            "Stateful fuzzing works best through a handler contract, which wraps the vault's functions, bounds their arguments to sensible ranges, and tracks ghost variables such as the total deposited. Without a handler most random calls simply revert and the search is wasted. When the fuzzer finds a violation it shrinks the failing sequence to a minimal reproduction. A well-known class of bug it finds is the share inflation attack on ERC-4626 vaults, where a first depositor donates tokens directly to the vault to inflate the share price so that a later depositor's shares round down to zero. Fuzzing complements, but does not replace, manual review and formal verification with tools such as Certora or the SMTChecker built into solc.",
          ),
        },
      },
    ],
  },
  {
    slug: "customs-law-classification-valuation-origin",
    discipline: "Customs law",
    title: "Customs Law: Classification, Valuation and Origin",
    description:
      "Every consignment crossing a customs border must be given a tariff code, a value and an origin before duty can be calculated; this LLM option analyses classification under the General Interpretative Rules of the Harmonized System, valuation under the WTO Customs Valuation Agreement, preferential and non-preferential origin, special procedures such as inward processing, and customs penalties, with reference to UK and EU law.",
    level: "advanced",
    duration: "one term (10 two-hour seminars)",
    plantedGap: "penalties",
    modules: [
      {
        title: "Tariff Classification",
        description:
          "Six rules, applied in order, decide where in the Harmonized System a product belongs, and the case law shows how strictly.",
        lesson: {
          title: "The General Interpretative Rules",
          html:
            p(
              "The Harmonized Commodity Description and Coding System (HS), maintained by the World Customs Organization under the HS Convention of 1983, classifies all goods into 21 sections, 97 chapters, headings at four digits and subheadings at six digits. Contracting parties may add further digits: the EU's Combined Nomenclature uses eight, and the UK Global Tariff ten for import declarations. Classification is governed by the six General Interpretative Rules (GIRs), which must be applied in sequence; a later rule is used only if the earlier ones do not resolve the question.",
            ) +
            "<ul><li><b>GIR 1</b>: classification is determined by the terms of the headings and the section and chapter notes; titles are for reference only.</li><li><b>GIR 2(a)</b>: incomplete or unassembled articles are classified as the complete article if they have its essential character; <b>2(b)</b> extends a material heading to mixtures and goods partly of that material.</li><li><b>GIR 3</b>: where goods are prima facie classifiable under two or more headings, (a) the most specific description is preferred, (b) mixtures and sets are classified by the component giving essential character, and (c) otherwise the heading last in numerical order applies.</li><li><b>GIR 4</b>: goods not otherwise classifiable go to the heading for the most akin goods.</li><li><b>GIR 5</b>: cases and packing materials presented with goods are in general classified with them.</li><li><b>GIR 6</b>: the same principles apply at subheading level, comparing only subheadings at the same level.</li></ul>" +
            p(
              "The Court of Justice of the EU has repeatedly held that the decisive criterion for classification is to be sought in the objective characteristics and properties of the goods as presented, as defined in the wording of the headings and notes, and that intended use is relevant only where it is inherent in the product. In a long line of cases on multifunction devices, beginning with <i>Hewlett Packard</i> (C-119/99, 2001), the Court had to decide whether any one function gave the machine its essential character. The WCO's Explanatory Notes and Classification Opinions, though not legally binding, are an important aid to interpretation. A trader can obtain legal certainty through an Advance Tariff Ruling from HMRC, or a Binding Tariff Information decision in the EU, valid for three years and binding on the authority.",
            ),
        },
      },
      {
        title: "Customs Valuation",
        description:
          "Transaction value is the rule, but it must be adjusted, and sometimes abandoned, in six carefully ordered ways.",
        lesson: {
          title: "Transaction value and its adjustments",
          html:
            p(
              "The WTO Agreement on Implementation of Article VII of GATT 1994, the Customs Valuation Agreement, is implemented in the EU by Articles 69 to 76 of the Union Customs Code and in the UK by the Taxation (Cross-border Trade) Act 2018, Schedule 4. The primary method is the transaction value: the price actually paid or payable for the goods when sold for export to the customs territory, adjusted under Article 8 of the Agreement. It may be used only if there are no unacceptable restrictions on the buyer's use of the goods, the price is not subject to conditions whose value cannot be determined, no proceeds of resale accrue to the seller unless added, and any relationship between buyer and seller has not influenced the price.",
              "Additions under Article 8 include commissions (other than buying commissions), the cost of containers and packing, 'assists' such as tools, dies and moulds supplied free by the buyer, royalties and licence fees related to the goods and paid as a condition of sale, and, in the EU and UK, transport and insurance costs up to the place of entry. A worked example:",
            ) +
            "<table><tr><th>Item</th><th>£</th></tr><tr><td>Invoice price, FOB Shanghai</td><td>80 000</td></tr><tr><td>Mould supplied free by buyer, apportioned</td><td>4 000</td></tr><tr><td>Royalty payable as condition of sale</td><td>6 000</td></tr><tr><td>Freight and insurance to UK border</td><td>5 000</td></tr><tr><td><b>Customs value</b></td><td><b>95 000</b></td></tr></table>" +
            p(
              "Where transaction value cannot be used, the Agreement prescribes the fallback methods in strict order: the transaction value of identical goods, then of similar goods, then the deductive method, working back from resale prices in the importing country, then the computed method, building up from production costs, and finally the 'fall-back' method using reasonable means consistent with the Agreement. The importer may ask for the computed method to be applied before the deductive. Transfer pricing between related parties is a major area of dispute, and the CJEU's judgment in <i>Hamamatsu</i> (C-529/16, 2017) limited the use of year-end transfer pricing adjustments to change the customs value after import.",
            ),
        },
      },
      {
        title: "Origin and Special Procedures",
        description:
          "Where goods come from determines whether a preference applies, and a special procedure can suspend duty altogether.",
        lesson: {
          title: "Rules of origin and inward processing",
          html: p(
            "Customs law distinguishes non-preferential origin, used for trade defence measures such as anti-dumping duties, quotas and origin marking, from preferential origin, which decides whether goods qualify for a reduced or zero rate under a free trade agreement. Goods wholly obtained in one country, such as minerals extracted or animals born and raised there, originate there. For goods involving more than one country, the non-preferential rule in the Union Customs Code, Article 60, assigns origin to the country where they underwent their last substantial, economically justified processing, resulting in a new product or an important stage of manufacture. Preferential agreements instead set product-specific rules: a change of tariff heading, a maximum percentage of non-originating materials by value, or a specified process.",
            "Under the EU-UK Trade and Cooperation Agreement of 2020, for example, many manufactured goods qualify if non-originating materials do not exceed a stated percentage of the ex-works price, often 50 per cent, and bilateral cumulation allows EU materials to count as originating in the UK and vice versa. Preference is claimed by a statement on origin made by the exporter on the invoice, or on the importer's knowledge. The importer must be able to support the claim, and HMRC or an EU customs authority can verify it afterwards, recovering duty where the rule was not met.",
            "Special procedures allow goods to enter without payment of duty while they are stored, used or processed. Inward processing suspends import duty on goods brought in to be repaired or manufactured into products that will be re-exported. An authorisation is needed, the goods must be identifiable in the processed products, usually through records showing rates of yield, and a bill of discharge must be filed within the set period. If processed goods are instead released for free circulation in the customs territory, the suspended duty becomes payable, generally calculated on the imported goods, and compensatory interest may be charged.",
          ),
        },
      },
    ],
  },
  {
    slug: "latin-epigraphy-reading-roman-inscriptions",
    discipline: "Epigraphy",
    title: "Latin Epigraphy: Reading Roman Inscriptions",
    description:
      "Tens of thousands of Latin inscriptions preserve the careers, families and vows of people the literary sources ignore; this postgraduate seminar trains students to read and expand epigraphic abbreviations, to interpret funerary and honorific formulae and the cursus honorum, to date inscriptions from internal evidence, to use the CIL and the online databases, and to record stones by making squeezes.",
    level: "advanced",
    duration: "one term (8 two-hour seminars and a museum visit)",
    plantedGap: "squeezes",
    modules: [
      {
        title: "Expanding the Text",
        description:
          "Inscriptions were carved in capitals, without spaces and full of abbreviations, and an edition restores them to readable Latin.",
        lesson: {
          title: "From the stone to an edited text",
          html:
            p(
              "Roman inscriptions on stone were normally cut in square capitals, often with interpuncts, small triangular or leaf-shaped marks, between words, and with very heavy use of abbreviation. Standard formulae, names and titles were reduced to initials or a few letters, because the reader was expected to know them. The editor's first task is to transcribe the text exactly, line by line, and then to expand it using the Leiden conventions: letters supplied to complete an abbreviation go in round brackets, letters lost through damage in square brackets.",
              "Thus the common opening D M becomes <i>D(is) M(anibus)</i>, 'to the spirits of the departed', and the closing H S E becomes <i>h(ic) s(itus) e(st)</i>, 'he lies here'. Many abbreviations recur so often that they can be learned as a vocabulary:",
            ) +
            "<table><tr><th>Abbreviation</th><th>Expansion</th><th>Meaning</th></tr><tr><td>D M</td><td>Dis Manibus</td><td>to the spirits of the departed</td></tr><tr><td>V A</td><td>vixit annos</td><td>lived ... years</td></tr><tr><td>F C</td><td>faciendum curavit</td><td>had this made</td></tr><tr><td>B M</td><td>bene merenti</td><td>to the well-deserving</td></tr><tr><td>S T T L</td><td>sit tibi terra levis</td><td>may the earth lie lightly on you</td></tr><tr><td>V S L M</td><td>votum solvit libens merito</td><td>fulfilled the vow willingly and deservedly</td></tr><tr><td>COS</td><td>consul</td><td>consul</td></tr><tr><td>TRIB POT</td><td>tribunicia potestate</td><td>holding tribunician power</td></tr></table>" +
            p(
              "Personal names follow their own conventions. A Roman citizen man had a <i>praenomen</i>, abbreviated to one or a few letters (M. for Marcus, C. for Gaius, Cn. for Gnaeus), a <i>nomen</i> or family name, often a <i>cognomen</i>, and a filiation and voting tribe: M(arcus) Valerius M(arci) f(ilius) Gal(eria tribu) Rufus. Freedmen gave their patron's praenomen with l(ibertus). The filiation and tribe show citizen status, and their disappearance from inscriptions in the third century is itself evidence of date.",
            ),
        },
      },
      {
        title: "Careers in Stone",
        description:
          "Honorific inscriptions list a man's offices, and knowing the cursus honorum lets us read them in the right order.",
        lesson: {
          title: "The senatorial and equestrian cursus",
          html: p(
            "Honorific and funerary inscriptions of senators and equestrians commonly set out the posts the man held, either in ascending order from his first office or, more often for senators in the imperial period, in descending order from his highest. Reading these careers requires knowledge of the <i>cursus honorum</i>, the sequence of offices regulated in the late Republic by the <i>lex Villia annalis</i> of 180 BC and Sulla's legislation, and reshaped under Augustus.",
            "A typical senatorial career of the second century AD began with a post in the vigintivirate, such as one of the <i>tresviri monetales</i> who oversaw the mint, followed by a military tribunate as <i>tribunus laticlavius</i> in a legion. The man then held the quaestorship, which brought entry to the Senate at about 25, then either the tribunate of the plebs or the aedileship, and the praetorship at about 30. Praetorian posts followed, such as command of a legion as <i>legatus legionis</i> or the governorship of a province of praetorian rank, before the consulship, often as <i>consul suffectus</i>. Consular posts included the great governorships of Britain, Syria or the Germanies, and for a few the proconsulship of Asia or Africa, the summit of a senatorial career.",
            "Equestrian careers had their own sequence, the <i>tres militiae</i>: prefect of an auxiliary cohort, tribune of a legion or of a milliary cohort, and prefect of an auxiliary cavalry unit, the <i>ala</i>. After these came procuratorships graded by salary as <i>sexagenarius</i>, <i>centenarius</i>, <i>ducenarius</i> and <i>trecenarius</i>, at 60 000, 100 000, 200 000 and 300 000 sesterces a year, and, for the most successful, the great prefectures: the <i>annona</i>, Egypt and the praetorian guard. Because the sequences were regular, a fragmentary career inscription can often be restored with confidence, and because particular governors are dated by other sources, a career can date the stone that records it.",
          ),
        },
      },
      {
        title: "Dating and the Corpus",
        description: "Where no date is given, formulae, letter forms and imperial titles narrow it down.",
        lesson: {
          title: "Internal dating and the CIL",
          html:
            p(
              "Few inscriptions carry an explicit date, but many can be dated from their content. The most precise evidence comes from imperial titulature: emperors counted their years of tribunician power, renewed annually, their consulships and their acclamations as <i>imperator</i>, and they added victory titles such as <i>Germanicus</i> or <i>Parthicus</i> when these were awarded. A dedication to Trajan naming him <i>Dacicus</i> but not <i>Parthicus</i>, for instance, falls between late 102 and 116. Consular dates, naming the two ordinary consuls of the year, are also common on altars and official texts.",
              "Where such evidence is absent, the epigrapher uses cumulative indications:",
            ) +
            "<ul><li>the formula D M, rare before the mid-first century AD and standard on funerary texts thereafter;</li><li>the decline of the filiation and tribe in names after the Constitutio Antoniniana of AD 212 extended citizenship to nearly all free inhabitants;</li><li>the use of the praenomen, increasingly omitted from the later second century;</li><li>letter forms and layout, a weak criterion because workshops varied greatly;</li><li>the archaeological context of the stone, where recorded.</li></ul>" +
            p(
              "The reference collection is the <i>Corpus Inscriptionum Latinarum</i> (CIL), founded by Theodor Mommsen under the Berlin Academy in 1853 and arranged by region in seventeen volumes, continually supplemented. New finds appear annually in <i>L'Année épigraphique</i> (AE). Searching these collections is now done mainly through online databases: the Epigraphik-Datenbank Clauss-Slaby (EDCS), the Epigraphic Database Roma, and the Epigraphic Database Heidelberg, whose editorial work ended in 2021 but whose records remain freely available. Citing an inscription properly means giving its CIL or AE number and, where useful, the database identifier, and checking the edition against a photograph whenever possible.",
            ),
        },
      },
    ],
  },
  {
    slug: "alpine-guiding-rope-avalanche-altitude",
    discipline: "Mountain guiding",
    title: "Alpine Guiding: Ropework, Avalanches and Altitude",
    description:
      "Guiding clients in alpine terrain is a matter of managing risk continuously rather than eliminating it; the advanced module of an aspirant guide's training deals with short-roping and moving together, the choice of rope technique for the terrain, avalanche decision making, crevasse rescue, and the recognition and treatment of altitude illness.",
    level: "advanced",
    duration: "3 weeks residential (in the Alps)",
    plantedGap: "crevasse rescue",
    modules: [
      {
        title: "Short-Roping and Moving Together",
        description:
          "On easy but exposed ground a guide holds a client on a short rope, and the technique is only as good as the guide's stance and judgement.",
        lesson: {
          title: "Rope techniques matched to terrain",
          html:
            p(
              "A guide chooses among rope techniques according to the terrain, the consequences of a slip and the client's ability, and changes technique as often as the ground changes. On easy but exposed ridges and snow slopes, the guide uses short-roping: the client is tied in on one to three metres of rope, with the guide above, holding a few hand coils and ready to check a stumble before it becomes a fall. Short-roping works by preventing a slip from accelerating; it cannot hold a falling client once they have gained speed, and it is therefore used only where a guide could realistically arrest a slip from a stable stance.",
              "On longer stretches of moderate ground where a fall could not be held by hand, the pair moves together with running protection: a longer rope, typically 10 to 20 m, is clipped through spikes, bolts or slings so that at least one piece of protection is always between guide and client. On steep or difficult terrain the guide pitches, climbing while the client belays and then belaying the client from an anchor. Guides summarise the choice as follows:",
            ) +
            "<table><tr><th>Terrain</th><th>Typical technique</th><th>What it relies on</th></tr><tr><td>Walking terrain, low consequence</td><td>Unroped or rope carried</td><td>Client's own footwork</td></tr><tr><td>Easy, exposed scrambling</td><td>Short-roping, hand coils</td><td>Guide's stance and reaction</td></tr><tr><td>Sustained moderate ground</td><td>Moving together with protection</td><td>Protection between climbers</td></tr><tr><td>Steep rock, ice or snow</td><td>Pitching from anchors</td><td>Belays and anchors</td></tr></table>" +
            p(
              "The transitions are where accidents happen. Guides plan them in advance, choose safe platforms to change technique, and shorten or lengthen the rope with practised sequences so that the client is never unattached on exposed ground. Client ratio matters too: the IFMGA bodies generally limit short-roping to one or two clients, because a guide cannot hold more on hand coils.",
            ),
        },
      },
      {
        title: "Avalanche Decision Making",
        description:
          "Snowpack tests are useful, but most avalanche accidents are decisions, so we study structured methods for making them.",
        lesson: {
          title: "Bulletins, terrain and human factors",
          html: p(
            "Most people caught in avalanches trigger the slide themselves, and most accidents happen when the danger was forecast as moderate or considerable rather than high. Guides therefore treat avalanche safety less as a problem of snow science than of decision making under uncertainty, structured by a few tools. The starting point is the regional avalanche bulletin, which in Europe uses the five-level European Avalanche Danger Scale from 1 (low) to 5 (very high), together with avalanche problems, such as new snow, wind slab, persistent weak layers, wet snow and gliding snow, and the aspects and elevations where they are found.",
            "Structured methods then relate the danger level to terrain. Werner Munter's reduction method, developed in Switzerland in the 1990s, assigns a hazard potential to each danger level, doubling from level to level, and allows it to be reduced by reduction factors for slope steepness, avoided aspects and group behaviour such as keeping spacing; the route is acceptable if the residual risk is at or below 1. For example, at considerable danger (hazard potential 8), keeping the steepest part of the route between 35 and 39 degrees gives a reduction factor of 2, and avoiding the northern sector, from north-west through north to north-east, a further factor of 2, leaving 8 / 4 = 2: not acceptable unless a third factor is added, such as a small group keeping spacing (factor 3), which brings the residual risk to about 0.7. The Canadian Avaluator and the Swiss GRM graphical reduction method work on similar principles.",
            "Finally, guides study the human factors that lead experienced people into avalanche terrain. Ian McCammon's analysis of North American accidents identified the 'FACETS' heuristic traps: familiarity, acceptance, consistency, the expert halo, tracks or scarcity, and social facilitation. Good guiding practice counters them with explicit plans, decision points on the route where the group stops and reassesses, and the habit of saying aloud what evidence would turn the party around.",
          ),
        },
      },
      {
        title: "Altitude Illness",
        description:
          "Clients on a first four-thousander are at real risk, and a guide must recognise the three conditions and act early.",
        lesson: {
          title: "AMS, HACE and HAPE",
          html:
            p(
              "Altitude illness results from hypoxia: at 4000 m the barometric pressure, and therefore the partial pressure of inspired oxygen, is about 60 per cent of its sea-level value. The body acclimatises over days by increasing ventilation and, later, red cell production, but an ascent faster than acclimatisation allows produces illness. Three conditions matter to a guide. Acute mountain sickness (AMS) is common above 2500 m and consists of headache with one or more of nausea, fatigue, dizziness and poor sleep, usually beginning 6 to 12 hours after arrival. It is graded with the Lake Louise score and is uncomfortable but not dangerous in itself.",
              "High-altitude cerebral oedema (HACE) is the severe end of the same process: ataxia and altered consciousness in a person with AMS, and it can kill within hours. High-altitude pulmonary oedema (HAPE) is a separate condition of excessive pulmonary vascular pressure, with breathlessness at rest, reduced exercise tolerance, cough and later pink frothy sputum, usually on the second to fourth night at a new altitude. Both require immediate action.",
            ) +
            "<ul><li><b>Prevention</b>: above 3000 m, raise the sleeping altitude by no more than 300 to 500 m a day, with a rest day every three to four days; acetazolamide may be used as a preventive for those at high risk.</li><li><b>AMS</b>: stop ascending; rest, fluids, paracetamol or ibuprofen; descend if symptoms worsen.</li><li><b>HACE</b>: descend at once, even at night; dexamethasone and oxygen if available; a portable hyperbaric bag if descent is impossible.</li><li><b>HAPE</b>: descend and give oxygen; nifedipine is a second-line treatment; keep exertion to a minimum.</li></ul>" +
            p(
              "The guide's most useful rule, endorsed by the Wilderness Medical Society guidelines, is simple: illness at altitude should be presumed to be altitude illness until proven otherwise, and no one with symptoms should go higher. A client who cannot walk heel to toe in a straight line has HACE until shown otherwise.",
            ),
        },
      },
    ],
  },
];
