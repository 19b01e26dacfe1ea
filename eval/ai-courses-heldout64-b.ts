/** Sixty-fourth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout64.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT64_B: EvalCourse[] = [
  {
    slug: "practical-printed-circuit-board-design",
    discipline: "Printed circuit board design",
    title: "Practical Printed Circuit Board Design",
    description:
      "This course takes students who can already draw a schematic through the layout decisions that make a board work first time: layer stack-up and return current paths, decoupling and power distribution, trace width and clearance, design-rule checking and manufacturing outputs, and panelisation for assembly.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one three-hour CAD laboratory a week)",
    plantedGap: "panelisation",
    modules: [
      {
        title: "Stack-up and return current paths",
        description:
          "Why every signal needs a return path, and how layer order and reference planes control loop area, crosstalk and impedance.",
        lesson: {
          title: "Where the current comes back",
          html: p(
            "Every signal current flows in a loop, and the half of the loop that beginners forget is the return. At low frequencies return current spreads out and follows the path of least resistance. From roughly the tens of kilohertz upwards on a typical board it follows the path of least inductance, which over a solid ground plane is a narrow band in the plane directly beneath the signal trace, because that path minimises the area of the loop. Good layout is largely a matter of keeping that path short and unbroken.",
            "A slot or split in the plane under a trace forces the return current to detour around the gap. The loop area grows, the loop radiates, and it couples into neighbouring loops as crosstalk. The usual culprits are splits between analogue and digital grounds, rows of closely spaced vias whose clearance holes merge into a slot, and cut-outs around connectors. The rule that follows is simple: never route a fast signal across a gap in its reference plane. If a signal must change layers, place a ground via beside the signal via, or a stitching capacitor where the reference changes from ground to a power plane, so that the return current can change layers too.",
            "Stack-up is the order and thickness of copper and dielectric layers. A common 1.6 mm four-layer board is built as signal, ground, power, signal, with thin prepreg between each outer layer and its plane and a thick core in the middle. Many designers now prefer signal, ground, ground, signal, with power poured as copper areas on the outer layers, because each signal layer then references an unbroken ground.",
            "The stack-up also sets trace impedance. For a microstrip, an outer trace over a plane, characteristic impedance depends mainly on trace width, the dielectric height to the plane and the dielectric constant, which is about 4.2 to 4.5 for FR-4 at 1 GHz. Over 0.2 mm of prepreg a 50 ohm microstrip is roughly 0.35 to 0.4 mm wide; on a 1.6 mm two-layer board the same impedance needs a trace nearly 3 mm wide, which is one reason controlled-impedance designs use four or more layers. Ask the fabricator for their stack-up and impedance calculation before routing, because real prepreg thickness and dielectric constant differ from nominal values.",
          ),
        },
      },
      {
        title: "Decoupling and power distribution",
        description:
          "Sizing and placing bypass capacitors so that fast switching currents are supplied locally with little noise on the supply rails.",
        lesson: {
          title: "Placing bypass capacitors",
          html: p(
            "A digital IC draws current in short pulses each time its outputs switch. The regulator, centimetres away through inductive copper, cannot respond within nanoseconds, so the charge must come from capacitors beside the device. The aim is to keep the impedance of the power distribution network below a target value across the frequency range of those current pulses. The target follows from the allowed ripple and the transient current: for a 3.3 V rail allowed 5 per cent ripple, 0.165 V, with a 1 A transient, the target impedance is 0.165 V / 1 A = 0.165 ohm.",
            "Above its self-resonant frequency a capacitor behaves as an inductor. Its effective inductance is dominated not by the part itself, whose equivalent series inductance is typically 0.5 to 1 nH in 0402 and 0603 cases, but by the loop formed by its pads, traces and vias to the planes. Ten millimetres of thin trace to a via can add several nanohenries, more than the capacitor contributes. Place the capacitor as close as possible to the power pin, put vias directly beside or within the pads and keep connections short and wide.",
            "A common starting scheme is one 100 nF ceramic capacitor per power pin, plus a bulk capacitor of 10 µF or more per rail where power enters the area. Mixing values such as 1 nF, 10 nF and 100 nF is often recommended to cover more frequencies, but capacitors of different values in parallel can form anti-resonant impedance peaks between their individual resonances; several capacitors of the same value, closely placed, often perform as well or better. Above a few hundred megahertz only the capacitance between closely spaced power and ground planes and the capacitance inside the IC package remain effective.",
            "Check the capacitance you will actually get. X5R and X7R multilayer ceramic capacitors lose capacitance as DC voltage is applied: a 10 µF, 6.3 V part in an 0603 case may provide only 3 to 4 µF at 5 V. Manufacturers publish DC bias curves, and choosing a larger case or a higher voltage rating reduces the loss. Tantalum and aluminium electrolytic bulk capacitors have higher series resistance, which helps to damp resonances but limits their usefulness at high frequency.",
          ),
        },
      },
      {
        title: "Trace width, clearance and the design-rule check",
        description:
          "Calculating copper width for current, setting clearances, and verifying the layout against the fabricator's rules before generating manufacturing files.",
        lesson: {
          title: "Sizing copper and running the checks",
          html:
            p(
              "Trace width is set by current, permitted temperature rise and copper thickness. The long-standing IPC-2221 chart is based on the formula I = k × ΔT^0.44 × A^0.725, where I is the current in amperes, ΔT the allowed temperature rise in °C, A the cross-sectional area in square mils, and k is 0.048 for external layers and 0.024 for internal layers. For 1 A on an external layer of 1 oz copper (35 µm, about 1.37 mil thick) with a 10 °C rise, A comes to about 16 square mils, so the trace must be about 12 mil, or 0.3 mm, wide; the same current on an internal layer needs about 0.8 mm. The newer IPC-2152 standard replaces these charts with curves based on fresh measurements, which show that nearby planes, board thickness and material change the result considerably and that internal traces run much cooler than IPC-2221 assumed.",
              "Clearance between conductors depends on voltage and environment. For low-voltage logic, fabrication capability usually governs: a standard process reliably produces 0.15 mm (6 mil) track and gap and 0.3 mm drilled holes, while finer geometry costs more. For mains voltages, spacing comes from the product safety standard, such as IEC 62368-1, as creepage along the surface and clearance through air, often several millimetres, and slots may be routed through the board to lengthen creepage paths.",
              "Before generating outputs, set the design rules to the fabricator's published capabilities and run the design-rule check: minimum track width and gap, annular ring around drilled holes, drill-to-copper distance, copper-to-board-edge clearance, silkscreen over pads and unconnected nets. Run the electrical rule check on the schematic first, and resolve every error rather than waiving it; a waived warning is where many first-article failures hide. The manufacturing package then normally contains:",
            ) +
            "<ul><li>Gerber files, in RS-274X or the newer Gerber X2 format that records each layer's function, for every copper, solder mask, silkscreen and paste layer, plus the board outline;</li>" +
            "<li>an Excellon drill file, with plated and non-plated holes separated;</li>" +
            "<li>a pick-and-place or centroid file giving each component's position, rotation and side;</li>" +
            "<li>a bill of materials with manufacturer part numbers;</li>" +
            "<li>a fabrication drawing stating stack-up, material, surface finish and impedance requirements.</li></ul>" +
            p(
              "Open the outputs in an independent Gerber viewer before ordering. The viewer shows what the fabricator will build, which is not always what the CAD tool displays.",
            ),
        },
      },
    ],
  },
  {
    slug: "wills-and-probate-in-england-and-wales",
    discipline: "Wills and probate",
    title: "Wills and Probate in England and Wales",
    description:
      "Covers the law and practice of succession in England and Wales: the formal validity of wills; testamentary capacity and knowledge and approval; revocation by marriage; the intestacy rules; claims under the Inheritance (Provision for Family and Dependants) Act 1975; and obtaining a grant and administering the estate, including inheritance tax.",
    level: "intermediate",
    duration: "twelve weeks (one two-hour seminar a week)",
    plantedGap: "revocation by marriage",
    modules: [
      {
        title: "Making a valid will",
        description:
          "The formalities in section 9 of the Wills Act 1837, the rule on witness-beneficiaries, and the tests for capacity and for knowledge and approval.",
        lesson: {
          title: "Formalities, capacity and knowledge and approval",
          html: p(
            "Under section 9 of the Wills Act 1837, as substituted in 1982, a will is valid only if it is in writing and signed by the testator, or by another person in the testator's presence and by their direction; it appears that the testator intended by the signature to give effect to the will; the signature is made or acknowledged by the testator in the presence of two or more witnesses present at the same time; and each witness either attests and signs the will or acknowledges their signature in the presence of the testator, though not necessarily in the presence of each other. The testator must be at least 18 (section 7).",
            "Anyone capable of seeing the testator sign can act as a witness, but section 15 makes a gift to an attesting witness, or to the witness's spouse or civil partner, void. The will itself remains valid, and under the Wills Act 1968 the gift is saved if the will would be duly executed without that witness's signature, for example because there were three witnesses.",
            "The common-law test of testamentary capacity comes from Banks v Goodfellow (1870): the testator must understand the nature of the act and its effects, understand the extent of the property being disposed of, be able to comprehend and appreciate the claims to which they ought to give effect, and have no disorder of the mind that poisons their affections or perverts their sense of right. The courts have continued to apply this test, rather than the Mental Capacity Act 2005, to wills (Clitheroe v Bond, 2021). A practitioner taking instructions from an elderly or seriously ill client should follow the golden rule in Kenward v Adams (1975): have the will witnessed or approved by a medical practitioner who has satisfied themselves of the testator's capacity, and record the examination.",
            "Capacity is presumed where a rational will is duly executed, and the testator is also presumed to know and approve its contents. The presumption is displaced by suspicious circumstances, classically where the person who prepared the will takes a substantial benefit under it (Barry v Butlin, 1838). The person propounding the will must then positively prove knowledge and approval, for example by showing that the will was read over to the testator or that the instructions came from the testator independently.",
          ),
        },
      },
      {
        title: "The intestacy rules",
        description:
          "Distribution under section 46 of the Administration of Estates Act 1925 where there is no valid will, with a worked example.",
        lesson: {
          title: "Who inherits without a will",
          html:
            p(
              "Where a person dies without a valid will, the estate passes under section 46 of the Administration of Estates Act 1925, as amended. Property held as beneficial joint tenants passes to the surviving joint owner by survivorship and falls outside the estate, as do nominated pension benefits and life policies written in trust.",
              "If the deceased leaves a spouse or civil partner and issue (children, or the descendants of a child who died earlier), the spouse takes the personal chattels, a statutory legacy of £322,000 for deaths on or after 26 July 2023, and half of the remaining residue absolutely. The other half passes to the issue on the statutory trusts: equally among the children who reach 18 or marry or form a civil partnership before then, with the share of a child who died before the deceased passing to that child's own children. If there is a spouse but no issue, the spouse has taken the whole estate since 1 October 2014. The spouse must survive the deceased by 28 days to inherit. Where there is no surviving spouse, the estate passes to the first class of relatives with a member alive:",
            ) +
            "<ol><li>issue, on the statutory trusts;</li><li>parents, equally;</li><li>brothers and sisters of the whole blood, or their issue;</li><li>brothers and sisters of the half blood, or their issue;</li><li>grandparents, equally;</li><li>uncles and aunts of the whole blood, or their issue;</li><li>uncles and aunts of the half blood, or their issue;</li><li>the Crown, the Duchy of Lancaster or the Duchy of Cornwall, as bona vacantia.</li></ol>" +
            p(
              "A worked example. A dies intestate in 2024, leaving his wife B and two adult children. A's half share of the family home was held with B as joint tenants, so it passed to B outside the estate. After debts and funeral expenses the remaining estate is worth £600,000, apart from A's car and furniture. B takes the chattels, £322,000, and half of the remaining £278,000, that is £139,000. The children share the other £139,000, receiving £69,500 each.",
              "A cohabiting partner has no entitlement on intestacy, however long the relationship. After two years of living together immediately before the death, the partner can claim under the Inheritance (Provision for Family and Dependants) Act 1975, but only for reasonable maintenance, a lower standard than the one applied to a surviving spouse.",
            ),
        },
      },
      {
        title: "From death to distribution",
        description:
          "Applying for a grant of representation, dealing with inheritance tax, protecting personal representatives and distributing the estate.",
        lesson: {
          title: "Obtaining the grant and administering the estate",
          html: p(
            "Executors named in a will apply for a grant of probate. Where there is no will, or no executor able and willing to act, the person entitled under rule 20 (where there is a will) or rule 22 (on intestacy) of the Non-Contentious Probate Rules 1987 applies for letters of administration, with the will annexed where there is one. A grant is needed to collect assets from banks, pension providers and share registrars above their own small-estate limits, and to sell or transfer land held in the deceased's sole name.",
            "Inheritance tax must be dealt with before the grant issues. The nil-rate band is £325,000, and the residence nil-rate band adds up to £175,000 where a home, or an interest in one, passes to direct descendants; the residence band tapers away by £1 for every £2 by which the estate exceeds £2 million. Tax above the available bands is charged at 40 per cent, or 36 per cent where at least 10 per cent of the net estate is left to charity. Gifts to a spouse or civil partner are exempt, and the unused proportion of a deceased spouse's nil-rate bands can be transferred to the survivor's estate. Since 1 January 2022 excepted estates have not needed a separate IHT205 return; other estates submit form IHT400 and must pay the tax on non-instalment property before the grant issues. Tax is due by the end of the sixth month after the month of death, after which interest runs.",
            "Personal representatives who distribute too early can be personally liable. Advertising for creditors under section 27 of the Trustee Act 1925, in The Gazette and a local newspaper, and waiting until the period of at least two months stated in the notices has expired, protects them against unknown creditors. Claims under the 1975 Act must normally be brought within six months of the grant (section 4), and section 20 protects personal representatives who distribute after that period ends, so most practitioners wait six months from the grant before distributing the residue.",
            "Administration then follows a fixed order: collect the assets, pay funeral and testamentary expenses and debts, pay legacies, and distribute the residue. Each step is recorded in estate accounts that show capital and income separately and are approved by the residuary beneficiaries.",
          ),
        },
      },
    ],
  },
  {
    slug: "theories-and-patterns-of-international-migration",
    discipline: "Migration studies",
    title: "Theories and Patterns of International Migration",
    description:
      "Push and pull, expected wages, household strategies, networks and remittances: the course examines how economists, geographers and sociologists explain international migration, why flows persist once established, and how remittances and climate-related displacement are reshaping the relationship between migration and development.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "climate-related displacement",
    modules: [
      {
        title: "Explaining migration: from Ravenstein to the household",
        description:
          "The main theories of why people migrate, from nineteenth-century laws to neoclassical, household and labour-market models, and what each predicts.",
        lesson: {
          title: "Push and pull, wage gaps and household strategies",
          html: p(
            "Systematic theorising begins with E. G. Ravenstein, whose laws of migration (1885 and 1889), drawn from British census data, observed that most migrants move short distances, that migration proceeds in steps, that each main current produces a counter-current, and that economic motives predominate. Everett Lee's 1966 reformulation framed migration as the outcome of positive and negative factors at origin and destination, intervening obstacles such as distance and law, and personal factors. The push and pull model remains a useful checklist but is not a theory: it lists causes without explaining why most people facing the same pressures do not move.",
            "Neoclassical theory explains migration as a response to wage differentials. At the macro level, labour moves from labour-abundant, low-wage regions to capital-rich, high-wage ones until wages converge. At the micro level, individuals migrate when the discounted expected returns exceed the costs. Todaro (1969) and Harris and Todaro (1970) added that migrants respond to expected wages, the wage multiplied by the probability of finding a job, which explains continued rural-to-urban migration despite high urban unemployment.",
            "The new economics of labour migration, associated with Oded Stark and colleagues in the 1980s, moves the unit of decision from the individual to the household. Where credit and insurance markets are missing, a household sends one member abroad to diversify its income risks and to raise capital for investment at home, so remittances are a central aim rather than a by-product. The model predicts that migration can occur even without a wage gap, that relative deprivation within a village matters as much as absolute poverty, and that migration may fall once local financial markets improve.",
            "Structural theories look at demand. Michael Piore's dual labour market theory (1979) argued that advanced economies generate a persistent demand for workers in a secondary sector of insecure, low-status jobs that native workers avoid, so recruitment is driven by employers rather than by migrants' choices. Hein de Haas and others have also documented a migration hump: emigration tends to rise as poor countries develop, because more people acquire the resources and aspirations to move, and falls only at upper-middle income levels. This challenges the common assumption that development aid will reduce emigration.",
          ),
        },
      },
      {
        title: "Networks, systems and cumulative causation",
        description: "Why migration flows, once started, tend to sustain themselves, and what this means for policy.",
        lesson: {
          title: "Why migration persists",
          html: p(
            "Migrant networks are the ties of kinship, friendship and shared origin that link migrants, former migrants and non-migrants. Each migrant lowers the costs and risks of migration for those who follow, by providing information, housing, job contacts and help with documents. Douglas Massey and colleagues treated networks as a form of social capital and showed, with data from Mexican communities, that the probability of a first trip to the United States rises sharply when a family member has already migrated.",
            "Massey (1990) adapted Gunnar Myrdal's idea of cumulative causation to argue that each act of migration alters the social context in ways that make further migration more likely. Remittances raise some households' incomes and create relative deprivation among others; land bought by migrants may be farmed less intensively, reducing local jobs; a culture of migration develops in which going abroad becomes a rite of passage for young men and, increasingly, women; and in destination economies some occupations become labelled as immigrant jobs, which sustains demand.",
            "The West German guest-worker programme illustrates the dynamic. West Germany signed recruitment agreements with Italy in 1955, Turkey in 1961 and several other countries, expecting temporary workers to rotate home. When recruitment was halted in November 1973, after the oil price shock, migration from Turkey did not stop. It changed form: workers stayed rather than risk being unable to return, and family reunification brought spouses and children. The Turkish-origin population in Germany continued to grow for decades after recruitment ended.",
            "Migration systems theory, which builds on Akin Mabogunje's 1970 study of rural-to-urban migration in Africa, treats origins and destinations as linked by flows of people, goods, money and ideas, with feedback from each flow shaping the next. Later work adds the migration industry: recruiters, smugglers, lawyers, travel agents and money transfer firms with a commercial interest in continued movement. The Philippines, whose state agencies have long licensed recruiters and promoted overseas employment, shows how governments themselves become part of the system. For policy, these theories explain why restrictions often divert flows into irregular channels rather than stopping them.",
          ),
        },
      },
      {
        title: "Remittances and development",
        description:
          "How remittances are measured, how large they are, what sending them costs, and the debate over their effects on origin countries.",
        lesson: {
          title: "Measuring and interpreting remittance flows",
          html: p(
            "In balance-of-payments statistics, following the sixth edition of the IMF's Balance of Payments Manual (BPM6), remittances are mainly the sum of personal transfers, money sent by resident households to households abroad, and compensation of employees, the earnings of seasonal, short-term and cross-border workers. Money moved through informal channels, such as hawala brokers or cash carried home by travellers, is not fully recorded, so official figures understate the true total.",
            "Even so, recorded remittances are large. The World Bank estimated flows to low- and middle-income countries at about US$656 billion in 2023, far more than official development assistance and, excluding China, more than foreign direct investment in those countries. India is the largest recipient, at about US$120 billion in 2023, followed by Mexico, China, the Philippines and Pakistan. Relative to the size of the economy the most dependent countries are small: in Tajikistan and Tonga, remittances have amounted to around 40 per cent of GDP or more.",
            "The cost of sending money matters for both households and policy. The global average cost of sending US$200 has stayed above 6 per cent for years, while Sustainable Development Goal target 10.c aims to cut it below 3 per cent and to eliminate corridors costing more than 5 per cent by 2030. Costs are highest for transfers into sub-Saharan Africa and lowest for digital transfers and for large corridors where many firms compete.",
            "The development debate has swung back and forth. Pessimists, especially in the 1970s and 1980s, argued that remittances were spent on consumption and housing rather than productive investment, widened inequality between migrant and non-migrant households, and created dependency. Optimists point out that remittances go directly to households, tend to be stable or even rise when origin economies suffer shocks, and finance education, health care and small businesses. Later research suggests that the effects depend on context: spending on housing and schooling is itself investment; inequality may rise in the early stages of a village's migration history and fall as networks spread access to migration; and very large inflows can push up the real exchange rate and hurt exporters, a form of Dutch disease.",
          ),
        },
      },
    ],
  },
  {
    slug: "makeup-for-film-television-and-photography",
    discipline: "Makeup artistry",
    title: "Makeup for Film, Television and Photography",
    description:
      "Match foundation to skin under studio light, correct discolouration with colour theory rather than guesswork, and run a kit that meets the hygiene standards of a busy set. Students also learn to keep continuity records across a shoot.",
    level: "intermediate",
    duration: "six weeks (two full studio days a week)",
    plantedGap: "continuity records",
    modules: [
      {
        title: "Skin, undertone and foundation matching",
        description:
          "Reading skin type and undertone, preparing the skin, and testing foundation shades under light suited to the camera.",
        lesson: {
          title: "Finding the right base",
          html: p(
            "Foundation matching involves two separate judgements: depth, how light or dark the skin is, and undertone, the colour beneath the surface. Undertones are usually described as cool (pink or red), warm (yellow, golden or peach), neutral, or olive, a muted green-grey cast common in Mediterranean, Middle Eastern and some South Asian skin. The often-quoted Fitzpatrick scale of types I to VI describes how skin responds to ultraviolet light, by burning or tanning; it is useful for sun care and some skin treatments but is not a shade or undertone system.",
            "Test two or three candidate shades as stripes along the jawline, running from the cheek onto the neck, and view them in daylight-balanced light of about 5,600 K or in the light that will be used for the shoot. The correct shade disappears into both face and neck. Matching on the back of the hand or the wrist is unreliable, because that skin is usually a different colour from the face. Many foundations oxidise and darken slightly over the first ten to twenty minutes, so look at the stripe again before deciding. Where face and neck differ, favour the neck: a mask-like line at the jaw is far more visible on camera than a small difference in facial colour.",
            "Preparation determines how long the base survives hot lights. Cleanse, then apply a moisturiser suited to the skin, a light gel for oily skin and a richer cream for dry skin. Primers either blur the appearance of pores, usually with silicones, or help foundation grip. Test combinations before a job, because some water-based foundations separate or pill over heavy silicone primers.",
            "High-definition cameras reveal texture, so build coverage in thin layers and spot-conceal only where needed rather than applying one heavy layer. For flash photography, avoid foundations and powders high in titanium dioxide, zinc oxide or silica: these reflect the flash strongly and produce flashback, a white cast on the face that is invisible to the eye but obvious in the image. Set the T-zone with a finely milled powder and leave some natural sheen on the cheekbones so that the face does not look flat and lifeless under even lighting.",
          ),
        },
      },
      {
        title: "Colour correction",
        description:
          "Using complementary colours to neutralise redness, dark circles and sallowness before the foundation goes on.",
        lesson: {
          title: "Using the colour wheel to neutralise",
          html:
            p(
              "Colour correction relies on complementary colours, which sit opposite each other on the colour wheel and cancel towards a neutral tone when layered. A corrector is applied thinly to the area of discolouration before foundation, so that the foundation need only even out the result rather than hide a strong colour under heavy coverage.",
            ) +
            "<table><thead><tr><th>Problem</th><th>Corrector</th><th>Notes</th></tr></thead><tbody>" +
            "<tr><td>Redness: rosacea, broken capillaries, blemishes</td><td>Green</td><td>Use sparingly; too much leaves a grey or ashy tone</td></tr>" +
            "<tr><td>Blue or purple under-eye shadows on light skin</td><td>Peach or salmon</td><td>Press into the inner corner and the hollow only</td></tr>" +
            "<tr><td>Blue-grey shadows or dark patches on deep skin</td><td>Orange or red-orange</td><td>Stronger pigment is needed to neutralise against deeper tones</td></tr>" +
            "<tr><td>Sallow, yellowish tone</td><td>Lavender</td><td>Used lightly to brighten, mainly on light to medium skin</td></tr>" +
            "</tbody></table>" +
            p(
              "Texture matters as much as colour. Creamy correctors are used under the eye, where the skin is thin and moves constantly; drier, higher-coverage formulas are used on blemishes so they stay in place. Apply with a small synthetic brush or a fingertip, press rather than rub, and let the corrector set for a minute. Then apply foundation over it with a stippling or pressing motion, because a sweeping stroke drags the corrector away and undoes the work.",
              "Work under the light the camera will use. Tungsten lighting at about 3,200 K warms everything, while cool daylight LEDs can exaggerate any grey from over-correction. If the camera is white-balanced to the scene, colours that look slightly odd to the eye may look neutral on screen, so check the monitor whenever possible rather than relying on the mirror.",
              "Over-correction is the commonest error. If a grey or ashy patch shows after foundation, too much green or the wrong shade of peach was used, and it is quicker to remove the area and start again than to add more layers. Deep skin tones are particularly prone to an ashy cast when light peach or pink correctors are used on dark circles; a warmer orange or red-orange corrects without greying.",
            ),
        },
      },
      {
        title: "Hygiene and kit management",
        description:
          "Preventing cross-infection between performers and keeping products safe to use throughout a production.",
        lesson: {
          title: "Working hygienically on set",
          html:
            p(
              "On a film or television set one kit may be used on dozens of faces in a day, so infection control is a professional obligation. The basic rule is that nothing that has touched a face goes back into a product. Creams, foundations and lip products are decanted onto a clean stainless steel palette with a spatula and applied from the palette; never work directly from the pot, and never dip a used brush back into a product.",
            ) +
            "<ul><li>Use disposable mascara wands and lip applicators, one per performer, and discard them after use.</li>" +
            "<li>Sharpen pencils before each performer to remove the used surface, and wipe the sharpener with alcohol.</li>" +
            "<li>Mist powder compacts, palettes and the surfaces of lipsticks lightly with 70 per cent isopropyl alcohol, which disinfects better than stronger solutions because the water slows evaporation and helps denature proteins.</li>" +
            "<li>Clean brushes between performers with a fast-drying brush cleaner, and wash them thoroughly at the end of each day.</li>" +
            "<li>Wash or sanitise hands before and after every performer.</li></ul>" +
            p(
              "Check the skin before starting. Do not apply makeup over cold sores, conjunctivitis, impetigo, broken skin or undiagnosed rashes; refer the performer to the production's medic. Ask about allergies, and patch-test eyelash adhesive and prosthetic adhesives 24 to 48 hours in advance, because some performers react to latex or to acrylate ingredients.",
              "Products also expire. The period-after-opening symbol, an open jar with a number of months such as 6M or 12M, shows how long a product stays stable after first use. Mascara is usually replaced every three months, because the wand carries bacteria from the lashes back into the tube. Discard any product that separates or changes smell or texture, and label each item with the date it was opened.",
            ),
        },
      },
    ],
  },
  {
    slug: "geometrical-and-wave-optics",
    discipline: "Optics",
    title: "Geometrical and Wave Optics",
    description:
      "Designed for second-year physics and engineering students, the course treats light first as rays and then as waves: refraction and thin lenses, ray-transfer matrices for multi-element systems, two-beam interference and thin films, Fraunhofer diffraction and the limit it sets on resolution, and polarisation.",
    level: "intermediate",
    duration: "eleven weeks (two lectures and one problem class a week, with four laboratory sessions)",
    plantedGap: "polarisation",
    modules: [
      {
        title: "Refraction and thin lenses",
        description:
          "Snell's law, total internal reflection and the equations that locate the image formed by a thin lens.",
        lesson: {
          title: "Snell's law and the thin-lens equation",
          html: p(
            "When light crosses a boundary between media of refractive index n1 and n2, the angles of incidence and refraction, measured from the normal, obey Snell's law: n1 sin θ1 = n2 sin θ2. Refractive index is the ratio of the speed of light in vacuum to its speed in the medium; typical values are 1.000 for air, 1.33 for water and 1.5 to 1.9 for optical glasses. Light entering a medium of higher index bends towards the normal. Going the other way, from glass to air, there is a critical angle θc = arcsin(n2/n1) beyond which no refracted ray exists and all the light is reflected. For glass of index 1.5 in air θc = 41.8°, which is why a right-angle prism can fold a beam through 90° by total internal reflection and why optical fibres guide light.",
            "A thin lens is one whose thickness is small compared with its focal length, so that refraction at both surfaces can be treated as occurring in a single plane. The lensmaker's equation relates the focal length to the surface radii and the index: 1/f = (n − 1)(1/R1 − 1/R2), with a radius taken as positive when its centre of curvature lies to the right of the surface. A symmetric biconvex lens with n = 1.5 and radii of 100 mm has R1 = +100 mm and R2 = −100 mm, giving f = 100 mm.",
            "The image position follows from the Gaussian thin-lens equation, 1/s_o + 1/s_i = 1/f, with object distances to the left and image distances to the right of the lens counted as positive, and the transverse magnification is m = −s_i/s_o. For a 100 mm lens with an object 150 mm away, 1/s_i = 1/100 − 1/150 = 1/300, so the image is real, 300 mm behind the lens, inverted and twice the size (m = −2). With the object at 50 mm, inside the focal length, 1/s_i = 1/100 − 1/50 = −1/100, so s_i = −100 mm: a virtual, upright image magnified twice, which is how a simple magnifier works.",
            "The thin-lens model ignores aberrations. Spherical aberration, in which marginal rays focus closer to the lens than paraxial rays, and chromatic aberration, caused by the variation of refractive index with wavelength, are the two that most limit simple lenses.",
          ),
        },
      },
      {
        title: "Ray-transfer matrices",
        description:
          "Describing any paraxial optical system by a two-by-two matrix and extracting its focal length, focal points and principal planes.",
        lesson: {
          title: "ABCD matrices for multi-element systems",
          html: p(
            "In the paraxial approximation, where angles are small enough that sin θ ≈ θ, a ray at any plane can be described by a column vector of its height y above the axis and its angle θ. Each optical element then acts as a two-by-two matrix, written [[A, B], [C, D]], that transforms the input vector into the output vector. Two elementary matrices describe most systems: free propagation over a distance d, T = [[1, d], [0, 1]], which changes height but not angle, and a thin lens of focal length f, L = [[1, 0], [−1/f, 1]], which changes angle but not height.",
            "The matrix of a system is the product of the element matrices written in the reverse order of the light's passage: for a lens L1, a gap T and a lens L2, M = L2 T L1. When input and output planes are in the same medium the determinant AD − BC equals 1. The effective focal length is f = −1/C; the back focal distance, from the last element to the rear focal point, is −A/C; and the front focal distance, from the front focal point to the first element, is −D/C.",
            "Consider two thin lenses, each of focal length 100 mm, 50 mm apart. First, T L1 = [[1 − d/f1, d], [−1/f1, 1]] = [[0.5, 50], [−0.01, 1]]. Multiplying by L2 gives M = [[0.5, 50], [−0.015, 0.5]], with C in mm⁻¹. The effective focal length is −1/C = 66.7 mm, agreeing with the two-lens formula 1/f = 1/f1 + 1/f2 − d/(f1 f2) = 0.01 + 0.01 − 0.005 = 0.015 mm⁻¹. The back focal distance is −A/C = 33.3 mm, so the rear focal point lies 33.3 mm behind the second lens. Since the effective focal length is measured from the rear principal plane, that plane lies 66.7 − 33.3 = 33.3 mm in front of the second lens, or 16.7 mm behind the first.",
            "Other elements extend the method. Refraction at a spherical surface of radius R, from index n1 to index n2, has the matrix [[1, 0], [−(n2 − n1)/(n2 R), n1/n2]], whose determinant is n1/n2; a thick lens is two such surfaces with a translation between them.",
          ),
        },
      },
      {
        title: "Interference and diffraction",
        description:
          "Two-beam interference, thin-film coatings and Fraunhofer diffraction, and the resolution limit they set for optical instruments.",
        lesson: {
          title: "Young's fringes, thin films and the Airy disc",
          html: p(
            "In Young's double-slit experiment a single source illuminates two slits separated by d, and bright fringes appear on a screen at distance L wherever the path difference d sin θ equals a whole number of wavelengths, mλ. For small angles the fringe spacing is Δy = λL/d. With a helium-neon laser (λ = 633 nm), slits 0.25 mm apart and a screen 1.0 m away, Δy = (633 × 10⁻⁹ × 1.0)/(0.25 × 10⁻³) ≈ 2.5 mm.",
            "Thin films produce interference between the reflections from their top and bottom surfaces. A reflection from a medium of higher index adds a phase shift of π, while one from a lower-index medium does not. An anti-reflection coating exploits this. A layer of magnesium fluoride (n = 1.38) on glass gives two reflections that are both from higher-index media, so with an optical thickness of a quarter wavelength the reflected waves differ by half a wavelength and interfere destructively. For λ = 550 nm the physical thickness is 550/(4 × 1.38) ≈ 100 nm. Cancellation is complete only if the coating index equals the square root of the glass index, about 1.22 for n = 1.5, so a single magnesium fluoride layer reduces reflectance from about 4 per cent to about 1.3 to 1.4 per cent.",
            "Fraunhofer, or far-field, diffraction is described by the Fourier transform of the aperture. A single slit of width a gives a central maximum with minima where a sin θ = mλ (m = ±1, ±2, …), so narrowing the slit widens the pattern. A circular aperture of diameter D gives the Airy pattern, a bright central disc surrounded by faint rings, with the first dark ring at sin θ = 1.22λ/D.",
            "Because every point in an image is blurred into an Airy disc, two point sources are conventionally just resolved when the centre of one disc falls on the first dark ring of the other: the Rayleigh criterion, θmin = 1.22λ/D. A telescope of 100 mm aperture at 550 nm therefore resolves 1.22 × 550 × 10⁻⁹/0.1 ≈ 6.7 × 10⁻⁶ rad, about 1.4 arcseconds. In practice atmospheric turbulence blurs stars to about one arcsecond at good sites, so ground-based telescopes larger than about 15 cm gain resolution only with adaptive optics, although they still gain light.",
          ),
        },
      },
    ],
  },
];
