/** Sixtieth held-out evaluation courses, advanced level (noise mapping to sign language linguistics); see ai-courses-heldout60.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT60_C: EvalCourse[] = [
  {
    slug: "strategic-noise-mapping-under-the-end",
    discipline: "Noise mapping",
    title: "Strategic Noise Mapping under the Environmental Noise Directive",
    description:
      "Acoustic consultants and local authority officers who already hold a diploma in acoustics study the legal basis and indicators of strategic noise maps, the CNOSSOS-EU road source model, outdoor propagation, and the assessment of population exposure from the finished map.",
    level: "advanced",
    duration: "five days, block release",
    plantedGap: "population exposure",
    modules: [
      {
        title: "The Directive and Its Indicators",
        description:
          "We unpack Directive 2002/49/EC and the day-evening-night level on which every strategic map is based.",
        lesson: {
          title: "Lden and Lnight",
          html: p(
            "The Environmental Noise Directive (END), Directive 2002/49/EC, requires EU member states to produce strategic noise maps every five years for agglomerations with more than 100,000 inhabitants, major roads carrying more than three million vehicles a year, major railways with more than 30,000 train passages a year and major airports with more than 50,000 movements a year. The maps feed action plans that aim to reduce noise where it is harmful and to protect quiet areas. The United Kingdom implemented the Directive through the Environmental Noise (England) Regulations 2006 and parallel regulations in the devolved nations, and has kept the mapping cycle since leaving the EU.",
            "The END fixes two harmonised indicators. The night level, Lnight, is the A-weighted long-term equivalent continuous sound level over the night periods of a year, by default 23:00 to 07:00. The day-evening-night level combines the day (07:00–19:00), evening (19:00–23:00) and night levels with penalties of 5 dB and 10 dB for the evening and night, reflecting greater sensitivity at those times:",
            "Lden = 10 log₁₀ [ (12 × 10<sup>Lday/10</sup> + 4 × 10<sup>(Levening+5)/10</sup> + 8 × 10<sup>(Lnight+10)/10</sup>) / 24 ].",
            "A worked example shows the weight of the penalties. With Lday = 65 dB, Levening = 62 dB and Lnight = 56 dB, the three terms inside the bracket are 12 × 10<sup>6.5</sup> ≈ 3.79 × 10⁷, 4 × 10<sup>6.7</sup> ≈ 2.00 × 10⁷ and 8 × 10<sup>6.6</sup> ≈ 3.18 × 10⁷. Their sum divided by 24 is about 3.74 × 10⁶, giving Lden ≈ 65.7 dB, higher than the daytime level even though the night is 9 dB quieter. Levels are calculated as incident sound at a height of 4 m above ground, at the most exposed façade, excluding the sound reflected from that façade itself. This last rule is a frequent source of error: a receiver placed 1 m in front of the façade, as in many older British methods, includes a reflection that adds about 3 dB.",
          ),
        },
      },
      {
        title: "Road Traffic Source Modelling in CNOSSOS-EU",
        description:
          "From the 2022 round onward every member state has computed its maps with the common CNOSSOS-EU methods, starting from the source.",
        lesson: {
          title: "Rolling noise, propulsion noise and the emission line",
          html:
            p(
              "Commission Directive (EU) 2015/996 replaced the national calculation methods previously allowed under the END with the Common Noise Assessment Methods, CNOSSOS-EU, mandatory from the mapping round of 2022. For road traffic, the model represents each lane of traffic as a line of incoherent point sources 0.05 m above the road surface and computes their sound power in eight octave bands from 63 Hz to 8 kHz.",
              "Vehicles fall into categories with separate coefficients:",
            ) +
            "<table><tr><th>Category</th><th>Vehicles</th></tr><tr><td>1</td><td>Light motor vehicles (cars, vans up to 3.5 t)</td></tr><tr><td>2</td><td>Medium heavy vehicles (two axles, over 3.5 t, buses)</td></tr><tr><td>3</td><td>Heavy vehicles (three or more axles)</td></tr><tr><td>4a / 4b</td><td>Two-wheelers: mopeds and more powerful motorcycles</td></tr><tr><td>5</td><td>Open category reserved for future vehicles, such as electric cars</td></tr></table>" +
            p(
              "For each category the sound power is the energetic sum of two parts. Rolling noise, from the tyre–road contact, is L<sub>WR</sub> = A<sub>R</sub> + B<sub>R</sub> log₁₀(v/v<sub>ref</sub>) plus corrections for road surface, studded tyres and air temperature, with v<sub>ref</sub> = 70 km/h. Propulsion noise, from engine, exhaust and transmission, is L<sub>WP</sub> = A<sub>P</sub> + B<sub>P</sub>(v − v<sub>ref</sub>)/v<sub>ref</sub> plus corrections for gradient and for acceleration near junctions and roundabouts. Rolling noise dominates for cars above roughly 40 km/h; below that, propulsion noise, which changes less with speed, takes over, so reducing speed from 50 to 30 km/h typically lowers the level from car traffic by only about 2–4 dB, whereas a low-noise surface can achieve similar gains at any speed.",
              "The directional sound power per metre of lane is then obtained from the hourly flow Q and mean speed: L<sub>W′</sub> = L<sub>W</sub> + 10 log₁₀(Q / 1000v). A doubling of flow therefore adds 3 dB, and a flow of 1,000 vehicles per hour at 50 km/h gives a term of −17 dB. The choice of input data, traffic flows from models or counts, the proportion of heavy vehicles, and the road surface type, usually matters more than any fine detail of propagation.",
            ),
        },
      },
      {
        title: "Outdoor Propagation",
        description:
          "Between source and receiver the sound spreads, is absorbed by air and ground, is diffracted by barriers and bent by the weather.",
        lesson: {
          title: "The attenuation terms and the weather",
          html: p(
            "Outdoor propagation in CNOSSOS-EU follows the same structure as ISO 9613-2: the level at the receiver in each octave band equals the sound power of the source minus a sum of attenuations along each propagation path. Geometrical divergence, A<sub>div</sub> = 20 log₁₀(d) + 11 dB for a point source, is the largest term: the level drops by 6 dB per doubling of distance from a point source, or 3 dB from an infinitely long line of steady traffic. Atmospheric absorption, A<sub>atm</sub>, depends on frequency, temperature and humidity; at 4 kHz it can reach 20–30 dB per kilometre, while at 250 Hz it is around 1 dB/km, so distant noise sounds low and rumbling.",
            "Ground attenuation depends on the ground factor G, from 0 for hard surfaces such as water, asphalt and concrete to 1 for porous ground such as grass, farmland and forest floor. Over soft ground, interference between direct and ground-reflected sound causes a dip typically in the 250–500 Hz bands, and a receiver 4 m high across 200 m of fields may gain several decibels compared with the same distance over a car park. Diffraction, A<sub>dif</sub>, is computed from the path difference δ between the path over a barrier edge and the direct path, through the Fresnel number N = 2δ/λ; a well-placed barrier, interrupting the line of sight, typically gives 5–15 dB.",
            "The most distinctive feature of CNOSSOS-EU is its treatment of meteorology. Each path is computed twice, once in homogeneous conditions and once in favourable conditions, in which a downward-refracting atmosphere, caused by wind blowing towards the receiver or a temperature inversion at night, bends sound back towards the ground and reduces the benefit of barriers and soft ground. The long-term level is the energetic combination L = 10 log₁₀[p × 10<sup>LF/10</sup> + (1 − p) × 10<sup>LH/10</sup>], where p is the occurrence of favourable conditions for that direction and period. Default values of p are 0.5 by day, 0.75 in the evening and 1.0 at night, which is one reason night levels far from a road fall more slowly than simple daytime measurements suggest.",
          ),
        },
      },
    ],
  },
  {
    slug: "tractor-implement-mechanics-and-soil",
    discipline: "Agricultural engineering",
    title: "Tractor–Implement Mechanics and Soil",
    description:
      "Tractor, implement and soil are treated as one mechanical system in this final-year engineering module. Topics are traction and wheel slip, implement draft prediction with ASABE D497, soil compaction under tyres, and variable-rate application in precision farming.",
    level: "advanced",
    duration: "one semester (two lectures and one design class a week)",
    plantedGap: "variable-rate",
    modules: [
      {
        title: "Traction and Wheel Slip",
        description: "How much of the engine's power reaches the drawbar, and what is lost in the tyres on soft soil?",
        lesson: {
          title: "Tractive efficiency and the power chain",
          html: p(
            "A tractor's engine power passes through the transmission and axles to the driving wheels, and from the tyres to the soil. Only part of it appears as useful drawbar power, the product of pull and forward speed. The ratio of drawbar power to axle power is the tractive efficiency, TE = (P × v) / (T × ω), where P is the net pull, v the actual travel speed, T the axle torque and ω its angular velocity. Tractive efficiency is typically 75–80% on firm ground, 65–75% on tilled soil and can fall below 55% on loose, wet or sandy soil.",
            "Two losses reduce it. Rolling resistance arises because the tyre sinks into and deforms the soil, climbing continuously out of its own rut. Wheel slip is the loss of forward travel: a wheel whose theoretical travel per revolution is 5.0 m but which advances only 4.4 m has slip s = 1 − 4.4/5.0 = 12%. A tyre can only develop pull by shearing the soil, so some slip is unavoidable, and pull rises steeply with slip at first and then levels off. Tractive efficiency peaks at a modest slip, usually 8–12% on firm soil and 10–15% on tilled soil. Operators who see much higher slip should add ballast; those seeing much lower slip are carrying too much weight and causing unnecessary compaction and rolling resistance.",
            "Researchers express traction in dimensionless form. Brixius (1987) related the net traction ratio, pull divided by dynamic wheel load, to a mobility number combining cone index, tyre width, diameter, section height and deflection. For a tyre of given size, softer soil (lower cone index) gives a lower mobility number, so achieving the same pull needs more slip. Practical ballasting rules follow from this: a two-wheel-drive tractor carries about 25% of its weight on the front axle when pulling, and a four-wheel-drive tractor about 55–60% on the front with a towed implement. Because the weight transfers rearward under drawbar pull, static weight is placed to give the correct dynamic split, not an equal static split.",
          ),
        },
      },
      {
        title: "Predicting Implement Draft",
        description:
          "We use the ASABE D497 draft equation to size a tractor for an implement, and test the answer against field data.",
        lesson: {
          title: "The D497 draft equation",
          html:
            p(
              "Draft is the horizontal force needed to pull an implement through the soil. For tillage tools, the ASABE standard D497 gives a general equation for draft in newtons:",
              "D = F<sub>i</sub> [A + B(S) + C(S)²] W T,",
              "where F<sub>i</sub> is a soil texture adjustment (i = 1 for fine, 2 for medium and 3 for coarse soils), A, B and C are machine-specific parameters, S is the field speed in km/h, W is the machine width in metres or the number of rows or tools, and T is the tillage depth in centimetres (T = 1 for tools not depending on depth). Selected values are:",
            ) +
            "<table><tr><th>Implement</th><th>A</th><th>B</th><th>C</th><th>F (fine / medium / coarse)</th><th>Width unit</th></tr><tr><td>Mouldboard plough</td><td>652</td><td>0</td><td>5.1</td><td>1.0 / 0.70 / 0.45</td><td>m</td></tr><tr><td>Chisel plough</td><td>91</td><td>5.4</td><td>0</td><td>1.0 / 0.85 / 0.65</td><td>tools</td></tr><tr><td>Tandem disk harrow</td><td>309</td><td>16</td><td>0</td><td>1.0 / 0.88 / 0.78</td><td>m</td></tr></table>" +
            p(
              "Worked example: a 2.0 m mouldboard plough working 20 cm deep at 7 km/h in a medium-textured soil. D = 0.70 × (652 + 5.1 × 49) × 2.0 × 20 = 0.70 × 901.9 × 40 ≈ 25,250 N, or about 25 kN. Drawbar power is D × v = 25.25 kN × 1.944 m/s ≈ 49 kW. To size the tractor, divide by tractive efficiency (say 0.72 on tilled soil) and transmission efficiency (about 0.96), giving about 71 kW of engine power, then allow a reserve of 15–20% for variation in soil and the tractor's rated versus usable power: a tractor of around 85 kW would be chosen.",
              "D497 warns that its predictions vary by ±40% or more for the mouldboard plough and ±50% for many other tools, because draft depends on soil moisture, bulk density and the condition of the tools. The equation is best used for planning and comparing options, with drawbar dynamometer or CAN-bus data from the farm used to refine it.",
            ),
        },
      },
      {
        title: "Soil Compaction under Tyres",
        description:
          "Heavy machines press soil beyond its strength and damage its structure for years: this module quantifies that stress.",
        lesson: {
          title: "Contact pressure, stress in depth and tyre inflation",
          html: p(
            "Soil compaction is the increase in bulk density and loss of large pores that occur when applied stress exceeds the soil's precompression stress, its strength from previous loading and drying. Compacted soil has poorer aeration and drainage, restricts root growth, and can reduce yields by 10–20% in the years after a severe event. Topsoil compaction is largely reversed by tillage and frost, but subsoil compaction below about 40 cm may persist for decades, and is the main concern with modern heavy machinery such as self-propelled harvesters and slurry tankers whose wheel loads exceed 10 tonnes.",
            "The stress applied at the surface is roughly the wheel load divided by the contact area; for radial tyres the mean contact pressure is close to the inflation pressure plus a small allowance for carcass stiffness. Stress then spreads and decreases with depth. Söhne's classic work, and the later Boussinesq-based models such as SoilFlex, show that the stress near the surface depends mainly on contact pressure, while the stress deep in the subsoil depends mainly on the total wheel load. Halving the inflation pressure therefore protects the topsoil but does little for the subsoil if the load stays the same. A commonly quoted guideline (after Håkansson and Reeder) is to keep axle loads below about 6 tonnes on moist soil to limit subsoil compaction.",
            "Practical measures follow from the mechanics. Lower inflation pressures on larger tyres, such as IF and VF tyres designed to carry the same load at 20–40% less pressure, enlarge the footprint; central tyre inflation systems let operators drop pressure to about 0.8 bar in the field and raise it for the road. Tracks spread the load over a longer contact length, though the pressure under the track rollers peaks well above the mean. Controlled traffic farming confines all wheels to permanent tramlines, so that often 80–85% of the field is never driven on. Above all, work should be avoided when soil moisture is near field capacity, when precompression stress is lowest.",
          ),
        },
      },
    ],
  },
  {
    slug: "uk-taxation-of-trusts-advanced",
    discipline: "Taxation of trusts",
    title: "UK Taxation of Trusts",
    description:
      "Trust taxation is where inheritance tax, income tax and capital gains tax meet, and this advanced module for tax professionals treats the relevant property regime and its periodic and exit charges, income tax on discretionary trusts and the tax pool, hold-over relief on gains, and trustees' duties under the Trust Registration Service.",
    level: "advanced",
    duration: "one term (ten 3-hour seminars)",
    plantedGap: "Trust Registration Service",
    modules: [
      {
        title: "The Relevant Property Regime",
        description:
          "Most trusts created in lifetime since 2006 fall into the relevant property regime, with charges on entry, every ten years and on exit.",
        lesson: {
          title: "Entry, ten-year and exit charges",
          html: p(
            "Since the Finance Act 2006, almost every trust created during the settlor's lifetime, whether discretionary or giving a beneficiary an interest in possession, is taxed for inheritance tax under the relevant property regime. The exceptions include trusts for disabled persons and some pre-2006 interest in possession trusts. The regime imposes three kinds of charge.",
            "The entry charge arises because a transfer into a relevant property trust is an immediately chargeable lifetime transfer, not a potentially exempt transfer. Tax is charged at 20%, half the death rate, on the value exceeding the settlor's available nil-rate band of £325,000, after the annual exemption and taking into account chargeable transfers in the previous seven years. If the settlor pays the tax, the transfer must be grossed up: a gift of £425,000 by a settlor with no previous transfers and no annual exemptions left exceeds the nil-rate band by £100,000, on which the trustees would pay £20,000, but if the settlor pays, the tax is £100,000 × 20/80 = £25,000.",
            "The principal or ten-year charge falls on each tenth anniversary of the trust. The trustees compute a hypothetical transfer: the value of the relevant property on the anniversary, plus the value of any related settlements, treated as made by a person whose cumulative total equals the settlor's chargeable transfers in the seven years before the trust was created plus any distributions from the trust in the past ten years. Tax on that hypothetical transfer at lifetime rates gives an effective rate, of which 30% is charged. The maximum rate is therefore 30% × 20% = 6%. For a trust worth £725,000 with no previous transfers by the settlor and no distributions, the excess over the nil-rate band is £400,000, the hypothetical tax £80,000, the effective rate 11.03% and the charge 30% of that, 3.31%, or £24,000.",
            "The exit or proportionate charge applies when property leaves the trust between anniversaries. It is calculated at the rate used at the last ten-year charge (or, in the first ten years, a notional rate based on the value at creation), multiplied by the number of complete quarters since the last anniversary divided by forty. An appointment of £100,000 made 22 complete quarters after the anniversary in the example above bears 3.31% × 22/40 = 1.82%, or £1,820.",
          ),
        },
      },
      {
        title: "Income Tax on Discretionary Trusts",
        description:
          "Trustees of discretionary trusts pay income tax at the trust rates, and beneficiaries receive credits through the tax pool.",
        lesson: {
          title: "Trust rates, expenses and the tax pool",
          html:
            p(
              "Trustees are liable to income tax on trust income, and for discretionary and accumulation trusts the trust rates under sections 479 to 483 of the Income Tax Act 2007 apply. From 6 April 2024 the former £1,000 standard rate band was abolished; instead, trusts whose income does not exceed £500 pay no income tax on it at all, and above that level all income is taxed at the trust rates: 39.35% for dividends and 45% for other income. Trust management expenses properly chargeable to income are set first against dividend income, grossed up at the dividend ordinary rate of 8.75%, reducing the amount taxed at the higher trust rates.",
              "When trustees make a discretionary income payment to a beneficiary, the payment carries a 45% tax credit: a net payment of £5,500 is treated as gross income of £10,000 for the beneficiary, with £4,500 of tax deducted, and the trustees issue form R185. A basic-rate taxpayer can reclaim the difference between 45% and 20%, a non-taxpayer the whole credit. To ensure that the trustees have actually paid the credit given, section 496 of ITA 2007 requires a tax pool.",
            ) +
            "<table><tr><th>Tax pool entries for the year</th><th>£</th></tr><tr><td>Brought forward</td><td>1,200</td></tr><tr><td>Add: tax on rental income (£12,000 × 45%)</td><td>5,400</td></tr><tr><td>Add: tax on dividends (£4,000 net of expenses × 39.35%)</td><td>1,574</td></tr><tr><td>Less: credit on payments to beneficiaries (£5,500 × 45/55)</td><td>−4,500</td></tr><tr><td>Carried forward</td><td>3,674</td></tr></table>" +
            p(
              "If the credits on distributions exceed the pool, the trustees pay the shortfall as additional tax under section 496. Dividend income is the classic trap: under the rules since 2016 a dividend taxed at 39.35% feeds the pool at that rate, but a distribution of it requires a 45% credit, so paying out all the net dividend income leaves a shortfall. Trusts with an interest in possession are treated differently: income belongs to the life tenant as it arises, trustees pay at basic rates, and no pool is needed.",
            ),
        },
      },
      {
        title: "Capital Gains Tax and Hold-Over Relief",
        description:
          "Putting assets into a trust, and taking them out, are disposals for capital gains tax, unless a relief intervenes.",
        lesson: {
          title: "Section 260 and section 165",
          html: p(
            "A transfer of an asset into a trust is a disposal by the settlor at market value under section 17 of the Taxation of Chargeable Gains Act 1992, since settlor and trustees are connected persons. So is the transfer of an asset out of the trust to a beneficiary, a disposal by the trustees under section 71. Trustees pay capital gains tax at 24% on gains from 30 October 2024, with an annual exempt amount of half the individual amount, £1,500 for 2024/25, divided among trusts created by the same settlor, subject to a minimum of one-fifth.",
            "Section 260 TCGA 1992 allows hold-over relief where a disposal is a chargeable transfer for inheritance tax purposes, which covers gifts into and out of relevant property trusts even where no inheritance tax is actually payable because the value is within the nil-rate band. On a claim, made by the transferor alone where the trustees receive the asset and jointly by transferor and transferee otherwise, the gain is not taxed; instead the transferee's base cost is reduced by the held-over gain. Example: a settlor transfers shares worth £300,000, with a base cost of £80,000, into a discretionary trust. Without relief the settlor would realise a gain of £220,000. With a section 260 claim, no tax arises and the trustees take the shares at a base cost of £80,000. Twelve years later they appoint the shares, now worth £410,000, to a beneficiary; the trustees' gain of £330,000 can again be held over, and the beneficiary takes over the £80,000 base cost.",
            "Section 260 takes priority over the business asset relief in section 165, which applies to gifts of trading assets and unquoted trading company shares. Anti-avoidance rules limit both reliefs. Hold-over is not available on a transfer into a settlor-interested trust, one in which the settlor, a spouse or civil partner, or a dependent minor child can benefit (section 169B), and a held-over gain is clawed back if the trust becomes settlor-interested within six years. Relief is also restricted where the transferee is not UK resident, since the gain would otherwise escape tax altogether.",
          ),
        },
      },
    ],
  },
  {
    slug: "science-in-the-medieval-islamic-world",
    discipline: "Medieval Islamic science",
    title: "Science in the Medieval Islamic World",
    description:
      "Scholars writing in Arabic and Persian between the ninth and fifteenth centuries translated, criticised and transformed Greek, Persian and Indian learning. Reading sources in translation, this seminar studies the Graeco-Arabic translation movement, al-Khwārizmī's algebra, Ibn al-Haytham's optics, and the astrolabe.",
    level: "advanced",
    duration: "one semester (weekly two-hour seminar)",
    plantedGap: "astrolabe",
    modules: [
      {
        title: "The Translation Movement",
        description:
          "Why did the ʿAbbāsid elite pay for Greek philosophy and medicine to be put into Arabic, and how was the work done?",
        lesson: {
          title: "Baghdad, patrons and translators",
          html: p(
            "From the late eighth century to the end of the tenth, a remarkable proportion of the surviving secular Greek literature in philosophy, mathematics, astronomy and medicine was translated into Arabic, often via Syriac. The older story credited this to a single institution, the Bayt al-Ḥikma or 'House of Wisdom' of the caliph al-Maʾmūn (r. 813–833). Historians such as Dimitri Gutas, in <i>Greek Thought, Arabic Culture</i> (1998), have argued that the Bayt al-Ḥikma was more likely a palace library in the Sasanian tradition, and that the movement was driven by a broad society of patrons: caliphs, but also court families such as the Barmakids, physicians, officials and scholars who needed the texts for practical and ideological reasons.",
            "Those reasons were varied. Early ʿAbbāsid rulers adopted Sasanian imperial ideology, in which the translation of learning was a royal duty, and astrology was valued for political prediction. Administrators needed arithmetic, surveying and accounting. Physicians trained in the tradition of Jundishapur, and those in Baghdad, needed Galen. Theologians engaged in <i>kalām</i> debates with Christians and others found Aristotle's logic and dialectic useful weapons.",
            "The most famous translator was the Nestorian Christian physician Ḥunayn ibn Isḥāq (d. 873), who with his son Isḥāq and nephew Ḥubaysh translated most of the Galenic corpus. In a letter surveying his work, Ḥunayn describes gathering several Greek manuscripts of a treatise, collating them to establish a sound text, and then translating for meaning rather than word for word, a method that replaced the earlier literal translations associated with figures such as Ibn al-Biṭrīq. Thābit ibn Qurra (d. 901), a Sabian from Ḥarrān, translated and revised mathematical works including Euclid's <i>Elements</i> and Ptolemy's <i>Almagest</i>. The result was not a passive storehouse: within a generation Arabic-writing scholars were correcting and extending what they had translated.",
          ),
        },
      },
      {
        title: "Al-Khwārizmī and the Beginnings of Algebra",
        description:
          "We read the opening of the 'Compendious Book on Calculation by Completion and Balancing' and solve its problems the way its author did.",
        lesson: {
          title: "Six canonical equations, solved in words",
          html:
            p(
              "Muḥammad ibn Mūsā al-Khwārizmī, working in Baghdad in the reign of al-Maʾmūn, wrote <i>al-Kitāb al-mukhtaṣar fī ḥisāb al-jabr wa-l-muqābala</i> around 820. The word <i>al-jabr</i>, restoring, referred to moving a subtracted quantity to the other side of an equation, and <i>al-muqābala</i>, balancing, to cancelling equal terms from both sides. Through the twelfth-century Latin translations of Robert of Chester and Gerard of Cremona, the first of these terms became 'algebra'. Al-Khwārizmī used no symbols. He worked with three kinds of quantity, 'roots' (<i>jidhr</i>), 'squares' (<i>māl</i>) and 'simple numbers', and reduced every problem to one of six types with positive coefficients:",
            ) +
            "<ul><li>squares equal roots (ax² = bx)</li><li>squares equal numbers (ax² = c)</li><li>roots equal numbers (bx = c)</li><li>squares and roots equal numbers (x² + bx = c)</li><li>squares and numbers equal roots (x² + c = bx)</li><li>roots and numbers equal squares (bx + c = x²)</li></ul>" +
            p(
              "His best-known example is 'a square and ten roots are equal to thirty-nine dirhams', x² + 10x = 39. The rule, stated in words, is to halve the number of roots, giving five; multiply it by itself, giving twenty-five; add this to thirty-nine, giving sixty-four; take the root, eight; and subtract half the roots, five, leaving three, the root of the square, which is nine. He then justifies the rule geometrically by completing the square: a square of side x with two rectangles of 5 by x attached, completed by a small square of 25, forms a large square of area 64 and side 8.",
              "Negative numbers and zero as a solution are not admitted, which is why there are six cases rather than one general form. The fifth type can have two positive roots, and al-Khwārizmī notes both, as in x² + 21 = 10x, whose roots are 3 and 7. The second half of the book applies these methods to commercial transactions, surveying and, at great length, the division of inheritances under Islamic law.",
            ),
        },
      },
      {
        title: "Ibn al-Haytham's Optics",
        description:
          "Ibn al-Haytham rejected the idea that the eye sends out rays and rebuilt the study of vision on experiment.",
        lesson: {
          title: "The <i>Kitāb al-Manāẓir</i> and the intromission theory",
          html: p(
            "Abū ʿAlī al-Ḥasan ibn al-Haytham (c. 965–c. 1040), known in Latin as Alhacen or Alhazen, worked in Cairo under the Fāṭimid caliphs. His <i>Kitāb al-Manāẓir</i> (Book of Optics), in seven books, is the most important work on optics between Ptolemy and Kepler. Ancient theories of vision were of two main kinds. Mathematicians following Euclid and Ptolemy held an extramission theory: a cone of visual rays issues from the eye to the object. Natural philosophers following Aristotle held that something passes from the object to the eye, but gave no geometrical account of how an ordered image could result.",
            "Ibn al-Haytham combined the strengths of both. He argued that light and colour radiate from every point of an illuminated object in all directions in straight lines, so that every point of the eye receives rays from every point of the object. To explain how a clear image nonetheless forms, he proposed that only the ray from each point that strikes the surface of the eye perpendicularly passes through unrefracted and is registered; the others are refracted and weakened. The perpendicular rays form a cone with its apex at the centre of the eye, so the geometry of the mathematicians' visual cone was kept while its direction was reversed.",
            "Equally important was his method. He insisted that claims be tested by <i>iʿtibār</i>, controlled experimental verification, and described apparatus in detail: darkened chambers with small apertures, through which the light of several candles produces separate spots on a wall, showing that light travels in straight lines without the rays mixing; graduated copper instruments for measuring angles of reflection and refraction. He established experimentally that the angles of incidence and reflection are equal and lie in a plane perpendicular to the surface. He also posed and solved geometrically the problem, still known as 'Alhazen's problem', of finding the point on a spherical mirror at which light from a given point is reflected to the eye. Translated into Latin around 1200 as <i>De aspectibus</i>, the work shaped the optics of Roger Bacon, Witelo and Kepler.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-grammar-of-sign-languages",
    discipline: "Sign language linguistics",
    title: "The Grammar of Sign Languages",
    description:
      "Sign languages are full natural languages whose grammar exploits space and simultaneity in ways spoken languages cannot. Assuming a prior course in linguistics, the module analyses sign phonology and its parameters, classifier constructions, verb agreement in signing space, and what the emergence of Nicaraguan Sign Language reveals about how languages are born.",
    level: "advanced",
    duration: "one semester (two lectures and a data class weekly)",
    plantedGap: "Nicaraguan Sign Language",
    modules: [
      {
        title: "Sign Phonology",
        description:
          "Signs have meaningless sublexical units, just as words have phonemes, and minimal pairs prove it.",
        lesson: {
          title: "Parameters, minimal pairs and constraints",
          html:
            p(
              "Until the 1960s, signing was widely regarded as pantomime or as a manual code for spoken language. William Stokoe's <i>Sign Language Structure</i> (1960) showed that signs of American Sign Language (ASL) can be analysed into a small set of meaningless, recombinable units, which he called cheremes by analogy with phonemes. Linguists now simply speak of sign phonology. Stokoe identified three parameters, and later work by Battison and others added two more:",
            ) +
            "<ul><li><b>Handshape</b>: the configuration of the fingers and thumb (e.g. flat B, fist A, index 1)</li><li><b>Location</b> (place of articulation): where the sign is made, on the body or in neutral space</li><li><b>Movement</b>: path movements (arcs, straight lines) and internal movements (wiggling, opening and closing of the hand)</li><li><b>Orientation</b>: the direction the palm and fingers face</li><li><b>Non-manual features</b>: facial expression, mouth patterns, head and body position</li></ul>" +
            p(
              "Minimal pairs show that each parameter is contrastive. In ASL, APPLE and CANDY share location (cheek) and movement (twisting) but differ in handshape; SUMMER and UGLY differ only in location (forehead versus nose); in British Sign Language, NAME and AFTERNOON are often cited as differing in location alone. Phonological processes familiar from spoken languages also occur: assimilation of handshape between adjacent signs in compounds, deletion of movement, and a preference for particular unmarked handshapes in the non-dominant hand.",
              "Battison (1978) formulated two well-known constraints on two-handed signs. The Symmetry Condition states that if both hands move, they must have the same handshape and the same or mirror-image movement. The Dominance Condition states that if the hands have different handshapes, the non-dominant hand must be static and its handshape drawn from a small unmarked set (such as B, A, S, 1, 5, O and C). These constraints hold across many unrelated sign languages, suggesting that the phonology reflects the articulatory and perceptual properties of the visual–manual modality.",
            ),
        },
      },
      {
        title: "Classifier Constructions",
        description:
          "This module analyses the predicates in which handshapes stand for classes of objects moving and located in space.",
        lesson: {
          title: "Entity, handling and size-and-shape classifiers",
          html: p(
            "In classifier constructions, also called depicting verbs or polycomponential verbs, a handshape represents a referent by virtue of some property of its class, while the movement and location of the hand represent the referent's motion and position. In ASL a vehicle is represented by the '3' handshape (thumb, index and middle fingers extended), in BSL by a flat B handshape; moving the hand forward and bumping it up and down depicts a car driving along a rough road. A single construction thus expresses what English needs a whole clause to say: figure, path, manner and ground at once.",
            "Three main types of classifier are usually distinguished. Entity classifiers represent a whole object: the upright index finger for a person, the bent V for an animal or a seated person. Handling classifiers represent the hand manipulating an object, so the handshape encodes the object's size and shape as it is grasped: holding a cup, a thin book or a suitcase handle. Size-and-shape specifiers trace or show the outline of an object, such as a flat round plate or a long thin pipe. Handling classifiers are typically used with transitive, agentive predicates (someone moves something), whereas entity classifiers occur in intransitive predicates of motion and location.",
            "Classifier constructions raise deep analytic questions. Supalla (1982) analysed them as combinations of discrete morphemes, with a finite inventory of movement roots and affixes. Others, including Liddell (2003), argued that location and much of the movement are not morphemes at all but gradient depictions, mapped analogically onto real space, combining linguistic and gestural elements in one unit. Experimental work by Emmorey and Herzig (2003) supports a mixed view: signers treat handshape categorically but interpret changes in hand location gradiently, much as spoken-language users treat phonemes categorically while interpreting co-speech gesture analogically. Crosslinguistic comparison shows that although the inventory differs, classifiers occur in nearly every sign language studied, a striking typological universal of the modality.",
          ),
        },
      },
      {
        title: "Verb Agreement in Signing Space",
        description:
          "Some verbs move between points in space that stand for the subject and object; is this agreement, pointing, or both?",
        lesson: {
          title: "Plain, agreeing and spatial verbs",
          html: p(
            "Signers establish referents at locations in signing space, known as loci, by signing a noun and pointing to or articulating at a location, or by locating a present referent in its real position. Carol Padden's classification (1983, published 1988) divides ASL verbs into three classes according to how they use those loci. Plain verbs, such as LOVE or THINK in ASL, do not move between loci and are often body-anchored; their arguments are shown by word order or pronouns. Agreeing verbs (also called indicating or directional verbs), such as GIVE, HELP, ASK and INFORM, move from the locus of the subject to the locus of the object, and/or orient the palm or fingertips towards the object. Spatial verbs, such as MOVE or PUT, use loci to mark locative source and goal rather than grammatical subject and object.",
            "For an agreeing verb the direction encodes the participants. If a signer places MARY on the left and JOHN on the right, then a GIVE sign moving from left to right means 'Mary gives to John', and from right to left 'John gives to Mary'. Moving the sign from the signer's chest outward means 'I give you'. Backwards verbs, such as ASL TAKE and INVITE, move from object to subject, which shows that the direction follows semantic source and goal, while facing (the orientation of the hand) is associated with the syntactic object.",
            "Whether this is agreement in the same sense as person and number marking on verbs in spoken languages is contested. The number of loci is, in principle, unlimited, and their position depends on the real or imagined location of referents, which has led Liddell and others to argue that directionality is a form of gestural pointing fused with lexical verbs. Defenders of a grammatical analysis, including Lillo-Martin and Meier (2011), note that the verb classes are lexically specified, that agreement interacts with syntax (licensing null arguments, for instance), and that children acquire it gradually, making errors typical of grammatical systems. A common compromise treats the phonologically fixed parts of the system, such as the first-person versus non-first-person distinction, as grammatical, and the precise direction as a gestural component.",
          ),
        },
      },
    ],
  },
];
