/** Fifteenth held-out evaluation courses, advanced level (tunnel engineering to development economics); see ai-courses-heldout15.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT15_C: EvalCourse[] = [
  {
    slug: "tunnel-design-rock-and-soft-ground",
    discipline: "Tunnel engineering",
    title: "Tunnel Design in Rock and Soft Ground",
    description:
      "Master's-level design of bored and mined tunnels: characterising the rock mass with the RMR and Q systems, sequential excavation with sprayed concrete linings, selecting and operating closed-face tunnel boring machines, predicting surface settlement above shallow tunnels, and designing ventilation for construction and operation.",
    level: "advanced",
    duration: "one semester (3 hours of lectures and a design studio each week)",
    plantedGap: "ventilation",
    modules: [
      {
        title: "Rock Mass Classification",
        description:
          "Two empirical systems, Bieniawski's RMR and Barton's Q, turn borehole and mapping data into a first estimate of support.",
        lesson: {
          title: "RMR and Q: from field data to support",
          html:
            p(
              "Intact rock is rarely what controls a tunnel's stability; the joints, faults and weathered zones that divide it into blocks are. Rock mass classification systems condense these features into a number that can be correlated with the behaviour of past excavations. They are empirical, and their outputs are a starting point for design, to be checked by analysis and by observation during construction, not a substitute for either.",
              "Bieniawski's Rock Mass Rating (RMR), in its 1989 version, adds ratings for five parameters and then applies an adjustment for the orientation of the joints relative to the tunnel drive. The total ranges from 0 to 100 and divides rock into five classes, from very good (81-100) to very poor (below 21).",
            ) +
            "<table><tr><th>Parameter</th><th>Maximum rating</th></tr><tr><td>Uniaxial compressive strength of intact rock</td><td>15</td></tr><tr><td>Rock Quality Designation (RQD)</td><td>20</td></tr><tr><td>Spacing of discontinuities</td><td>20</td></tr><tr><td>Condition of discontinuities</td><td>30</td></tr><tr><td>Groundwater</td><td>15</td></tr></table>" +
            p(
              "Barton's Q-system, developed at the Norwegian Geotechnical Institute in 1974, multiplies three quotients: Q = (RQD/J<sub>n</sub>) × (J<sub>r</sub>/J<sub>a</sub>) × (J<sub>w</sub>/SRF). The first represents block size, using the joint set number J<sub>n</sub>; the second the shear strength between blocks, from joint roughness J<sub>r</sub> and alteration J<sub>a</sub>; the third the active stress, from the water reduction factor J<sub>w</sub> and the stress reduction factor SRF. Q spans six orders of magnitude, from 0.001 for squeezing fault gouge to 1,000 for massive, unjointed rock.",
              "A worked example shows its use. A granite has RQD = 75, three joint sets (J<sub>n</sub> = 9), rough undulating joints (J<sub>r</sub> = 3), unaltered walls (J<sub>a</sub> = 1), dry conditions (J<sub>w</sub> = 1) and medium stress (SRF = 1). Then Q = (75/9) × 3 × 1 = 25, which is good rock. For a 10 m span road tunnel with an excavation support ratio ESR of 1.0, the equivalent dimension is 10, and the Q-system support chart recommends systematic rock bolts at about 2 m spacing, with or without a thin layer of unreinforced sprayed concrete. The two systems are often related by the empirical correlation RMR ≈ 9 ln Q + 44, which here gives about 73, consistent with class II, good rock.",
            ),
        },
      },
      {
        title: "Sequential Excavation and Sprayed Concrete Linings",
        description:
          "We examine the principles behind the New Austrian Tunnelling Method and the design of sprayed concrete linings for urban caverns and junctions.",
        lesson: {
          title: "NATM, the ground reaction curve and early-age shotcrete",
          html: p(
            "The New Austrian Tunnelling Method, set out by Ladislaus von Rabcewicz, Leopold Müller and Franz Pacher in the early 1960s, rests on the idea that the ground around a tunnel is part of the support system. When a tunnel is excavated, the ground converges inward and, by deforming, mobilises its own shear strength; a lining installed too early and too stiff attracts unnecessary load, while one installed too late lets the ground loosen and lose strength. The design aim is to install a relatively flexible primary lining, typically sprayed concrete with rock bolts or lattice girders, at a time that lets controlled deformation occur, and to monitor convergence to confirm that the ground is stabilising.",
            "The concept is formalised in the convergence-confinement method. The ground reaction curve plots the internal support pressure needed to hold the tunnel wall against its radial displacement: at zero displacement the pressure equals the in-situ stress, and it falls as the wall converges, until in weak ground it rises again as a loosened zone develops. The support characteristic line starts at the displacement that has already occurred when the lining is installed, often estimated from the longitudinal deformation profile near the face, and rises with the lining's stiffness. Their intersection gives the equilibrium pressure on the lining and the final displacement.",
            "In soft ground under cities, the method is now usually called the sprayed concrete lining (SCL) method, and it is used for station caverns, cross-passages and junctions whose shapes a tunnel boring machine cannot form. The face is divided into headings and benches, each advanced by about one metre before the ring is closed, because early ring closure is the most effective means of limiting settlement in clay. The lining is designed for its early-age strength: sprayed concrete gains strength within hours, and the design specifies minimum strengths, classified in EN 14487 by the J1, J2 and J3 curves, that must be reached before the next advance. Monitoring arrays of survey targets in the lining are read after every round, and trigger levels for displacement, set in advance, decide whether to proceed, add support or stop.",
          ),
        },
      },
      {
        title: "Closed-Face TBMs and Surface Settlement",
        description:
          "Earth pressure balance and slurry machines control the face, but some ground loss is inevitable, and we predict its effect on buildings above.",
        lesson: {
          title: "Face pressure, volume loss and the Gaussian settlement trough",
          html: p(
            "Below the water table in soils, tunnel boring machines must support the face to prevent inflow and collapse. An earth pressure balance (EPB) machine does so with the excavated soil itself: the cutterhead chamber is kept full of spoil, conditioned with foam and polymers to a paste-like consistency, and the pressure is controlled by balancing the advance rate against the rate at which a screw conveyor removes material. EPB machines suit clays and silty sands. A slurry machine instead fills the chamber with pressurised bentonite slurry, which forms a filter cake on the face and carries the spoil away by pipe to a separation plant. Slurry machines suit permeable sands and gravels and give finer pressure control, at the cost of a large surface plant.",
            "Even with good face control, the volume of ground excavated exceeds the volume of the finished tunnel, because of movement at the face, over-excavation at the shield and the gap left behind the tail as the segmental lining is built. This excess, expressed as a percentage of the tunnel's cross-sectional area, is the volume loss V<sub>L</sub>. Modern closed-face machines in London Clay typically achieve 0.5 to 1.5%.",
            "Peck proposed in 1969 that the transverse settlement trough above a tunnel follows a Gaussian curve: S(x) = S<sub>max</sub> exp(−x²/2i²), where x is the horizontal distance from the tunnel centreline and i is the distance to the point of inflexion. O'Reilly and New (1982) showed that i ≈ K z<sub>0</sub>, where z<sub>0</sub> is the depth of the tunnel axis and K is about 0.5 for clays and 0.25 to 0.45 for granular soils. The volume of the trough per metre equals V<sub>L</sub> times the excavated area, so S<sub>max</sub> = V<sub>L</sub> A / (√(2π) i).",
            "Take a 6 m diameter tunnel (A = 28.3 m²) with its axis 20 m deep in clay and V<sub>L</sub> = 1%. Then i = 0.5 × 20 = 10 m and S<sub>max</sub> = 0.01 × 28.3 / (2.507 × 10) ≈ 0.011 m, or 11 mm. Buildings within the trough are then assessed in stages, following Burland's approach: those with predicted settlement below 10 mm and slopes below 1/500 are screened out, and the rest are analysed for the tensile strain induced in their walls and assigned a damage category from negligible to very severe.",
          ),
        },
      },
    ],
  },
  {
    slug: "banking-law-bank-and-customer",
    discipline: "Banking law",
    title: "Banking Law: Bank, Customer and Payment",
    description:
      "Bank and customer stand in a relationship of debtor and creditor, and this final-year and postgraduate option traces how English law has built on that foundation since Foley v Hill, through the bank's duty of confidentiality and the Quincecare duty of care, to liability for unauthorised payments under the Payment Services Regulations 2017.",
    level: "advanced",
    duration: "one term (10 two-hour seminars)",
    plantedGap: "confidentiality",
    modules: [
      {
        title: "The Nature of the Banker-Customer Relationship",
        description:
          "A deposit is a loan to the bank, and from that nineteenth-century holding flow most of the rules on accounts, demand and limitation.",
        lesson: {
          title: "Foley v Hill, Joachimson and the current account",
          html: p(
            "The foundation of the modern law is <i>Foley v Hill</i> (1848) 2 HLC 28, in which the House of Lords held that money paid into a bank account ceases to be the customer's money and becomes the bank's, to deal with as it pleases. The bank is not a trustee or agent holding the customer's funds but a debtor who has borrowed them; the customer is a creditor with a personal claim for the amount. Lord Cottenham LC explained that the banker is not bound to keep the money in a separate place or to account for the profit made on it. Three consequences follow. The customer has no proprietary claim to any particular fund if the bank becomes insolvent, and ranks as an unsecured creditor subject to deposit-guarantee protection. The bank owes no fiduciary duty simply by holding the deposit. And the bank may use the money in its lending business.",
            "The relationship, however, is not a simple loan. In <i>N Joachimson v Swiss Bank Corporation</i> [1921] 3 KB 110, Atkin LJ described a single contract containing several implied terms. The bank undertakes to receive money and collect bills for the customer's account, and to repay the sums at the branch where the account is kept, against the customer's written order. Crucially, the bank is not liable to repay until the customer has made a demand. This matters for limitation: since the customer's cause of action does not accrue until demand, time does not start running on a dormant credit balance merely because the money has been left untouched for many years.",
            "The customer also owes duties. In <i>London Joint Stock Bank v Macmillan and Arthur</i> [1918] AC 777, the House of Lords held that a customer must take reasonable care in drawing cheques so as not to facilitate fraud, and in <i>Greenwood v Martins Bank</i> [1933] AC 51 that a customer who learns of forgeries on the account must tell the bank. The courts have refused to go further. In <i>Tai Hing Cotton Mill v Liu Chong Hing Bank</i> [1986] AC 80, the Privy Council declined to imply a general duty on customers to check their bank statements or to run their businesses so as to prevent employee fraud; such a duty exists only if the contract clearly imposes it.",
          ),
        },
      },
      {
        title: "The Quincecare Duty after Philipp v Barclays",
        description:
          "When must a bank refuse to carry out its customer's instruction because it suspects fraud, and whose fraud does that duty cover?",
        lesson: {
          title: "Agents, victims and the limits of the duty to question",
          html: p(
            "A bank's primary duty on a current account is to execute its customer's payment instructions promptly. In <i>Barclays Bank plc v Quincecare Ltd</i> [1992] 4 All ER 363, Steyn J held that this duty is qualified by an implied duty of reasonable skill and care: a bank must refrain from executing an order if, and for so long as, it is put on inquiry, in the sense of having reasonable grounds for believing that the order is an attempt to misappropriate the customer's funds. The standard is that of an ordinary prudent banker, and Steyn J stressed that the threshold is high, since banks cannot be expected to act as amateur detectives. In <i>Singularis Holdings Ltd v Daiwa Capital Markets Europe Ltd</i> [2019] UKSC 50, the Supreme Court applied the duty where the company's dominant shareholder and chairman had instructed payments that were plainly a dishonest misapplication of its money, and refused to attribute his fraud to the company to defeat its claim.",
            "These cases concerned instructions given by an agent of the customer, such as a director or an authorised signatory, who was defrauding the customer. The question in <i>Philipp v Barclays Bank UK plc</i> [2023] UKSC 25 was whether the duty extends to a customer who personally instructs a payment after being deceived by a third party, in what is known as authorised push payment (APP) fraud. Mrs Philipp, persuaded by fraudsters posing as investigators, instructed her bank to transfer £700,000 to accounts in the United Arab Emirates. The Supreme Court, in a judgment given by Lord Leggatt, held unanimously that there was no such duty. The Quincecare duty is not a freestanding duty but an application of the bank's duty to act on the customer's genuine instructions: where the customer is an individual who gives the instruction personally, there is no doubt that the instruction is genuine, and the bank must carry it out.",
            "Two routes remained open. The bank may owe a duty to try to recall funds once it learns of the fraud, which the Court left to be argued on the facts. And regulation has stepped in: from October 2024, the Payment Systems Regulator required payment service providers to reimburse most APP fraud victims on the Faster Payments system, up to a limit of £85,000, with the cost shared equally between the sending and receiving firms.",
          ),
        },
      },
      {
        title: "Unauthorised Payments under the PSRs 2017",
        description:
          "The regulations allocate loss for payments the customer did not authorise; we trace who bears it and when.",
        lesson: {
          title: "Refund, gross negligence and the burden of proof",
          html:
            p(
              "The Payment Services Regulations 2017 (SI 2017/752), which implemented the EU's second Payment Services Directive in the United Kingdom, establish a statutory regime for payment transactions that the payer did not authorise. Authorisation is defined by consent: under regulation 67, a transaction is authorised only if the payer has given consent in the form and by the procedure agreed. A payment made by a fraudster who has stolen a card or hijacked online banking is therefore unauthorised, while a payment the customer makes personally after being deceived, as in <i>Philipp</i>, is authorised and falls outside this regime.",
              "Where a payment is unauthorised, regulation 76 requires the payment service provider to refund the amount and restore the account to the state it would have been in, as soon as practicable and in any event by the end of the business day following notification, unless it has reasonable grounds to suspect fraud by the customer and notifies the police or other appropriate authority. The customer must notify without undue delay and in any event within 13 months of the debit date.",
            ) +
            "<table><tr><th>Situation (reg. 77)</th><th>Customer's liability</th></tr><tr><td>Loss from a lost or stolen instrument or misappropriated credentials</td><td>Up to £35</td></tr><tr><td>Customer could not have detected the loss before payment</td><td>Nil</td></tr><tr><td>Customer acted fraudulently</td><td>All losses</td></tr><tr><td>Intentional or grossly negligent failure to keep credentials safe or to notify</td><td>All losses before notification</td></tr><tr><td>Provider did not require strong customer authentication</td><td>Nil, unless the customer acted fraudulently</td></tr></table>" +
            p(
              "The burden of proof lies on the provider. Under regulation 75, where a customer denies authorising a transaction, it is for the provider to prove that the transaction was authenticated, accurately recorded and not affected by a technical breakdown, and the use of the payment instrument alone is not necessarily sufficient to prove authorisation or gross negligence. Gross negligence has been read, following the Financial Conduct Authority's approach, as a very significant degree of carelessness, well beyond ordinary negligence; writing a PIN on the card itself would qualify, but falling for a sophisticated impersonation scam often would not.",
            ),
        },
      },
    ],
  },
  {
    slug: "atmospheric-chemistry-oxidants-and-ozone",
    discipline: "Atmospheric chemistry",
    title: "Atmospheric Chemistry: Oxidants, Ozone and Pollution",
    description:
      "Beginning from photolysis and the hydroxyl radical, this graduate-level course treats the Chapman mechanism and catalytic ozone loss in the stratosphere, the photochemical production of tropospheric ozone from nitrogen oxides and volatile organic compounds, and acid deposition.",
    level: "advanced",
    duration: "one semester (3 lectures a week and problem classes)",
    plantedGap: "acid deposition",
    modules: [
      {
        title: "Photolysis and the Hydroxyl Radical",
        description:
          "Sunlight drives atmospheric chemistry, and the hydroxyl radical it produces is the troposphere's detergent.",
        lesson: {
          title: "Photolysis rates and OH production",
          html: p(
            "Chemistry in the atmosphere is driven by sunlight. A photolysis reaction, such as NO<sub>2</sub> + hν → NO + O, proceeds at a first-order rate J = ∫ σ(λ) φ(λ) F(λ) dλ, where σ is the absorption cross-section of the molecule, φ the quantum yield for the products, and F the spectral actinic flux, the radiation arriving at a point from all directions. Because ozone in the stratosphere absorbs nearly all radiation below about 290 nm, only longer wavelengths reach the troposphere, and only molecules that absorb there can be photolysed near the ground. For NO<sub>2</sub>, which absorbs up to about 420 nm, the midday J value is typically 8 × 10<sup>-3</sup> s<sup>-1</sup>, a lifetime of about two minutes.",
            "The hydroxyl radical, OH, controls the oxidising capacity of the troposphere. Its main primary source is the photolysis of ozone at wavelengths below about 330 nm to give an electronically excited oxygen atom, O(<sup>1</sup>D). Most O(<sup>1</sup>D) atoms are quenched by collision with N<sub>2</sub> or O<sub>2</sub> to ground-state O(<sup>3</sup>P), which simply recombines with O<sub>2</sub> to re-form ozone. A small fraction, around 10% in humid tropical air at the surface, reacts instead with water vapour: O(<sup>1</sup>D) + H<sub>2</sub>O → 2OH. The yield therefore depends on humidity as well as on ozone and ultraviolet light.",
            "OH reacts with almost every reduced gas emitted to the atmosphere, including carbon monoxide, methane and other hydrocarbons, sulphur dioxide and many halocarbons, and for most of them this reaction is the principal removal process. Despite its importance, its concentration is tiny: a global mean of about 1 × 10<sup>6</sup> molecules cm<sup>-3</sup>, with midday values several times higher, because it is destroyed within about a second of being formed. The lifetime of a gas against OH is τ = 1/(k[OH]). For methane, with k ≈ 3.6 × 10<sup>-15</sup> cm<sup>3</sup> molecule<sup>-1</sup> s<sup>-1</sup> at a representative tropospheric temperature of 272 K, this gives τ ≈ 1/(3.6 × 10<sup>-15</sup> × 10<sup>6</sup>) ≈ 2.8 × 10<sup>8</sup> s, or about nine years, close to the value derived from budgets. The global mean OH concentration is itself inferred from the observed decay of methyl chloroform, an industrial solvent with well-known emissions whose only significant sink is OH.",
          ),
        },
      },
      {
        title: "Stratospheric Ozone: Chapman and Catalytic Cycles",
        description:
          "The Chapman mechanism explains why there is an ozone layer, and its failure to match observations led to the catalytic cycles.",
        lesson: {
          title: "Why the Chapman mechanism overpredicts ozone",
          html:
            p(
              "In 1930 Sydney Chapman proposed a purely oxygen-based mechanism for the ozone layer. Oxygen molecules are photolysed by ultraviolet radiation below 242 nm, and the oxygen atoms combine with O<sub>2</sub> in a three-body reaction to form ozone; ozone is photolysed back to O and O<sub>2</sub>, and ozone is lost when it reacts with an oxygen atom.",
            ) +
            "<ul><li>(1) O<sub>2</sub> + hν → 2O (λ &lt; 242 nm)</li><li>(2) O + O<sub>2</sub> + M → O<sub>3</sub> + M</li><li>(3) O<sub>3</sub> + hν → O<sub>2</sub> + O</li><li>(4) O + O<sub>3</sub> → 2O<sub>2</sub></li></ul>" +
            p(
              "Reactions 2 and 3 cycle rapidly, so it is useful to treat O and O<sub>3</sub> together as odd oxygen, O<sub>x</sub>. Odd oxygen is produced only by reaction 1 and destroyed only by reaction 4. The mechanism correctly places the peak of the ozone layer where the product of ultraviolet intensity and air density is greatest, in the middle stratosphere. However, once the rate constants were measured accurately in the 1960s, it became clear that the Chapman mechanism predicts ozone concentrations several times higher than those observed. Additional loss processes were needed.",
              "These are catalytic cycles of the form X + O<sub>3</sub> → XO + O<sub>2</sub>, followed by XO + O → X + O<sub>2</sub>, with net reaction O + O<sub>3</sub> → 2O<sub>2</sub>. The catalyst X is regenerated and can destroy thousands of ozone molecules before it is removed. Paul Crutzen identified the NO<sub>x</sub> cycle in 1970; the HO<sub>x</sub> cycle operates mainly in the lower and upper stratosphere; and in 1974 Mario Molina and Sherwood Rowland showed that chlorine released by the photolysis of chlorofluorocarbons in the stratosphere would drive a chlorine cycle. The three shared the 1995 Nobel Prize in Chemistry.",
              "The Antarctic ozone hole, reported by Farman, Gardiner and Shanklin in 1985, required further chemistry. In the polar winter, polar stratospheric clouds form at temperatures below about 195 K, and reactions on their surfaces convert the reservoir species HCl and ClONO<sub>2</sub> into Cl<sub>2</sub>. When sunlight returns in spring, Cl<sub>2</sub> is photolysed and the ClO dimer cycle, which needs no oxygen atoms, destroys ozone rapidly. The Montreal Protocol of 1987 and its amendments have since phased out the main ozone-depleting substances.",
            ),
        },
      },
      {
        title: "Tropospheric Ozone and Photochemical Smog",
        description:
          "Ozone near the ground is a pollutant made by sunlight acting on NOx and VOCs, and its sensitivity to each precursor decides how to control it.",
        lesson: {
          title: "The photostationary state, peroxy radicals and NOx- and VOC-limited regimes",
          html: p(
            "In the troposphere, ozone is formed only by the photolysis of NO<sub>2</sub>, because radiation energetic enough to split O<sub>2</sub> does not reach it. Three reactions link ozone and the nitrogen oxides: NO<sub>2</sub> + hν → NO + O; O + O<sub>2</sub> + M → O<sub>3</sub> + M; and NO + O<sub>3</sub> → NO<sub>2</sub> + O<sub>2</sub>. In the absence of other chemistry they reach a photostationary state described by the Leighton relationship, [O<sub>3</sub>] = J<sub>NO2</sub>[NO<sub>2</sub>]/(k[NO]). This null cycle produces no net ozone: each ozone molecule made is consumed by NO.",
            "Net ozone production requires a route that converts NO to NO<sub>2</sub> without consuming ozone. Peroxy radicals provide it. When OH oxidises carbon monoxide or a volatile organic compound (VOC), the products include HO<sub>2</sub> and organic peroxy radicals RO<sub>2</sub>, which react with NO: HO<sub>2</sub> + NO → OH + NO<sub>2</sub>, and RO<sub>2</sub> + NO → RO + NO<sub>2</sub>. Each such reaction is followed by photolysis of the NO<sub>2</sub>, so each yields one new ozone molecule, while OH is regenerated to oxidise more VOC. The VOCs act as fuel and the NO<sub>x</sub> as a catalyst.",
            "The result is a strongly non-linear dependence of ozone production on its two precursors, displayed in ozone isopleth diagrams. In NO<sub>x</sub>-limited conditions, typical of rural and suburban air downwind of cities, where VOCs are abundant relative to NO<sub>x</sub>, peroxy radicals react with each other rather than with NO, and ozone production rises almost linearly with NO<sub>x</sub>. In VOC-limited conditions, typical of city centres with heavy traffic, NO<sub>2</sub> competes with VOCs for OH, forming nitric acid and removing radicals; ozone then responds to VOC reductions, and cutting NO<sub>x</sub> alone can increase ozone. This explains the 'weekend effect' observed in Los Angeles and other cities, where ozone is often higher on weekends despite lower NO<sub>x</sub> emissions from lorries. The ratio of formaldehyde to NO<sub>2</sub> columns measured from satellites is widely used to diagnose which regime applies, with values above about 2 suggesting NO<sub>x</sub>-limited conditions.",
          ),
        },
      },
    ],
  },
  {
    slug: "photovoltaic-system-design-engineering",
    discipline: "Solar energy engineering",
    title: "Photovoltaic System Engineering",
    description:
      "Engineering design of grid-connected photovoltaic plants, proceeding from the solar resource and irradiance on inclined planes, through the single-diode model of the solar cell and its temperature dependence, to string sizing against inverter voltage limits, energy-yield estimation with the performance ratio, and the levelised cost of energy.",
    level: "advanced",
    duration: "one semester (lectures and a PV design project)",
    plantedGap: "levelised cost",
    modules: [
      {
        title: "The Solar Resource on an Inclined Plane",
        description:
          "From global horizontal irradiance to plane-of-array irradiance: decomposition, transposition and the geometry of the sun.",
        lesson: {
          title: "Beam, diffuse and reflected components",
          html: p(
            "Above the atmosphere the solar irradiance on a surface normal to the sun's rays averages about 1,361 W/m², the solar constant. Absorption and scattering in the atmosphere reduce this to around 1,000 W/m² at the surface at noon on a clear day, the value chosen for standard test conditions. What reaches the ground arrives in two parts: beam (direct) irradiance from the sun's disc, and diffuse irradiance scattered by air, aerosols and clouds from the whole sky. Meteorological stations and satellite-derived datasets usually provide global horizontal irradiance (GHI), the sum of the two on a horizontal surface, as hourly or sub-hourly values for a typical meteorological year.",
            "A designer needs the irradiance on the tilted plane of the modules, the plane-of-array irradiance G<sub>POA</sub>, and obtaining it takes two steps. First, decomposition models, such as those of Erbs or Engerer, estimate the diffuse fraction from the clearness index, the ratio of GHI to extraterrestrial horizontal irradiance. Second, transposition models combine the components on the tilted plane: G<sub>POA</sub> = G<sub>b</sub> cos θ + G<sub>d,POA</sub> + ρ GHI (1 − cos β)/2, where θ is the angle of incidence between the sun's rays and the module normal, β the tilt angle, ρ the ground albedo (about 0.2 for grass, up to 0.8 for fresh snow), and G<sub>b</sub> the direct normal irradiance. The diffuse term is the difficult one. The isotropic model treats the sky as uniformly bright, giving G<sub>d</sub>(1 + cos β)/2, but the sky is brighter near the sun and near the horizon, and the anisotropic Perez model, which accounts for both, is standard in commercial simulation software.",
            "The angle of incidence follows from solar geometry: the sun's declination, which varies between ±23.45° over the year, the hour angle and the site latitude. For a fixed, equator-facing array, a tilt near the latitude maximises annual irradiation in clear climates, while a somewhat lower tilt is preferred in cloudy climates with a high diffuse fraction. At 52°N, a tilt of about 35 to 40° typically increases annual irradiation by around 10 to 15% relative to a horizontal surface. Single-axis trackers, which turn east to west, add a further 15 to 25% in sunny locations.",
          ),
        },
      },
      {
        title: "The Single-Diode Model and Temperature",
        description:
          "Five parameters describe a module's current-voltage curve, and temperature shifts that curve in ways that design must respect.",
        lesson: {
          title: "I-V curves, fill factor and temperature coefficients",
          html: p(
            "A solar cell is a large-area p-n junction. In the dark it behaves as a diode; under light, photons with energy above the band gap create electron-hole pairs, and the built-in field separates them to produce a photocurrent I<sub>L</sub> proportional to irradiance. The widely used single-diode model represents the cell as a current source in parallel with a diode and a shunt resistance R<sub>sh</sub>, in series with a resistance R<sub>s</sub>: I = I<sub>L</sub> − I<sub>0</sub>[exp((V + IR<sub>s</sub>)/(n V<sub>t</sub>)) − 1] − (V + IR<sub>s</sub>)/R<sub>sh</sub>. Here I<sub>0</sub> is the diode saturation current, n the ideality factor, typically between 1 and 2, and V<sub>t</sub> = kT/q the thermal voltage, about 25.7 mV at 25°C. For a module, V<sub>t</sub> is multiplied by the number of cells in series.",
            "The resulting current-voltage curve has three key points: the short-circuit current I<sub>sc</sub>, the open-circuit voltage V<sub>oc</sub>, and the maximum power point (V<sub>mp</sub>, I<sub>mp</sub>) that the inverter's tracker seeks. The fill factor FF = (V<sub>mp</sub> I<sub>mp</sub>)/(V<sub>oc</sub> I<sub>sc</sub>) measures the squareness of the curve, and is around 0.78 to 0.82 for good crystalline silicon modules. Series resistance reduces the fill factor by tilting the curve near V<sub>oc</sub>; low shunt resistance, from manufacturing defects, tilts it near I<sub>sc</sub>.",
            "Temperature has a large effect. As cell temperature rises, the band gap narrows, I<sub>0</sub> rises steeply and V<sub>oc</sub> falls. For crystalline silicon, V<sub>oc</sub> typically falls by about 0.27 to 0.30% per kelvin, I<sub>sc</sub> rises slightly, by about 0.05% per kelvin, and maximum power falls by about 0.30 to 0.40% per kelvin. Cell temperature can be estimated from the nominal operating cell temperature (NOCT): T<sub>c</sub> = T<sub>a</sub> + (NOCT − 20)/800 × G. With NOCT = 45°C, an ambient temperature of 30°C and G = 1,000 W/m², T<sub>c</sub> ≈ 30 + 25/800 × 1,000 ≈ 61°C. A module rated at 400 W at 25°C with a power coefficient of −0.35%/K would then deliver about 400 × (1 − 0.0035 × 36) ≈ 350 W, some 13% less than its nameplate rating.",
          ),
        },
      },
      {
        title: "String Sizing and Energy Yield",
        description:
          "We size strings against the inverter's voltage window and then estimate what the plant will produce in a year.",
        lesson: {
          title: "Voltage limits, the performance ratio and specific yield",
          html:
            p(
              "Modules are wired in series into strings to raise the voltage to the inverter's operating range, and strings are connected in parallel to raise the current. Two limits govern the number of modules per string. The maximum is set by the highest voltage that can occur, which is V<sub>oc</sub> on the coldest morning, when the array is lit but the inverter is not yet drawing current. This must stay below both the inverter's maximum DC input voltage and the system voltage rating of the modules, commonly 1,000 or 1,500 V. The minimum is set by the lowest maximum-power voltage, on the hottest day, which must stay above the lower end of the inverter's MPPT window.",
              "Consider a module with V<sub>oc</sub> = 49.5 V and V<sub>mp</sub> = 41.5 V at 25°C, with a V<sub>oc</sub> temperature coefficient of −0.28%/K and a V<sub>mp</sub> coefficient of −0.36%/K, feeding an inverter with a 1,500 V maximum input and an MPPT window starting at 860 V. At a record low of −10°C, V<sub>oc</sub> rises to 49.5 × (1 + 0.0028 × 35) ≈ 54.4 V, so at most 1,500/54.4 = 27 modules may be used. At a cell temperature of 70°C, V<sub>mp</sub> falls to 41.5 × (1 − 0.0036 × 45) ≈ 34.8 V, so at least 860/34.8 ≈ 24.7, rounded up to 25 modules, are needed. Strings of 25 to 27 modules are therefore acceptable.",
            ) +
            "<table><tr><th>Loss</th><th>Typical value</th></tr><tr><td>Temperature</td><td>3-8%</td></tr><tr><td>Soiling</td><td>1-5%</td></tr><tr><td>Module mismatch and DC wiring</td><td>1.5-3%</td></tr><tr><td>Inverter conversion</td><td>1.5-3%</td></tr><tr><td>Availability and AC losses</td><td>1-3%</td></tr></table>" +
            p(
              "Energy yield is then estimated, normally with hourly simulation software but checked by hand through the performance ratio, PR = (E/P<sub>STC</sub>)/(H<sub>POA</sub>/1 kW/m²): the energy actually delivered divided by what the array would produce if it always worked at its nameplate efficiency. Well-designed modern plants achieve a PR of about 0.80 to 0.85. A 10 MW<sub>p</sub> plant receiving 1,800 kWh/m² a year in the plane of the array, with PR = 0.82, will deliver about 10,000 × 1,800 × 0.82 ≈ 14.8 GWh a year, a specific yield of 1,476 kWh per kW<sub>p</sub>.",
            ),
        },
      },
    ],
  },
  {
    slug: "development-economics-growth-and-institutions",
    discipline: "Development economics",
    title: "Development Economics: Growth, Dualism and Institutions",
    description:
      "Income per head in the richest countries is fifty or more times that in the poorest, and this graduate module seeks explanations in the neoclassical growth model and poverty traps, the Lewis model of the dual economy, randomised evaluations of microfinance, and the institutional theory of comparative development advanced by Acemoglu, Johnson and Robinson.",
    level: "advanced",
    duration: "one term (2 lectures and 1 seminar a week)",
    plantedGap: "microfinance",
    modules: [
      {
        title: "Convergence and Poverty Traps",
        description:
          "The Solow model predicts convergence; we ask whether the data agree and why some economies might stay poor.",
        lesson: {
          title: "Conditional convergence and multiple equilibria",
          html: p(
            "In the Solow-Swan model, output per effective worker is y = f(k), with diminishing returns to capital per effective worker k. Capital accumulates according to k̇ = s f(k) − (n + g + δ) k, where s is the saving rate, n population growth, g the rate of technical progress and δ depreciation. Because f is concave, the model has a unique, stable steady state k*, at which investment exactly offsets the dilution and depreciation of capital. Two predictions follow. A country's long-run income level depends on its saving and population growth, not its starting point; and a country below its own steady state grows faster the further below it is, which is conditional convergence.",
            "Mankiw, Romer and Weil (1992) tested the model on cross-country data. Augmented with human capital, so that output is Y = K<sup>α</sup> H<sup>β</sup> (AL)<sup>1−α−β</sup>, it explained about 80% of the variation in income per worker across countries and yielded a rate of conditional convergence of about 2% a year, implying that an economy closes half the gap to its steady state in roughly 35 years (ln 2/0.02). Unconditional convergence, however, fails for the world as a whole: poor countries in 1960 did not, on average, grow faster than rich ones, a pattern that Pritchett summarised as 'divergence, big time'.",
            "A poverty trap arises when the dynamics have more than one stable equilibrium. If the saving rate is very low at subsistence incomes, or if technology exhibits increasing returns over some range, for example because a modern technology is profitable only above a threshold scale, then the curve s f(k) can cross the break-even line (n + g + δ)k three times. The lower and upper crossings are stable and the middle one unstable: an economy starting below it sinks back to the low equilibrium, while one starting above it grows towards the high one. Nutrition-based efficiency wages, coordination failures between complementary industries, as in the big push model of Rosenstein-Rodan formalised by Murphy, Shleifer and Vishny (1989), and demographic traps all generate such thresholds. The policy implication is stark: a large, temporary aid or investment push could permanently lift an economy over the threshold, whereas small transfers would be wasted. Kraay and McKenzie (2014) review the micro and macro evidence and find support for traps in only a few specific settings.",
          ),
        },
      },
      {
        title: "The Lewis Model of the Dual Economy",
        description: "Arthur Lewis's model of surplus labour and its turning point, with its modern empirical tests.",
        lesson: {
          title: "Unlimited supplies of labour and the Lewis turning point",
          html: p(
            "W. Arthur Lewis's 1954 article 'Economic Development with Unlimited Supplies of Labour' divided a developing economy into a traditional, largely agricultural sector and a modern, capitalist sector. In the traditional sector, where land is scarce and family members share the output, the marginal product of labour is very low, possibly zero, while workers receive roughly their average product, an institutionally determined subsistence wage. Labour can therefore be withdrawn from agriculture without reducing farm output. The modern sector can hire as many workers as it wishes at a wage slightly above subsistence, enough to compensate for the costs of moving to town: its labour supply curve is horizontal.",
            "Growth in the model comes from reinvested profit. Modern-sector employers hire labour until its marginal product equals the fixed wage. The gap between output and the wage bill is profit, and because capitalists save a large share of profit, it is reinvested, shifting out the demand for labour and drawing more workers from the traditional sector. The share of profits, and hence of saving, in national income rises as the modern sector grows, which is how Lewis explained the central puzzle of development: how a country that saves 5% of its income becomes one that saves 12% or more.",
            "The process ends at the Lewis turning point, when surplus labour is exhausted. Further withdrawal of labour now reduces agricultural output, food prices rise unless farm productivity grows, and the modern sector faces an upward-sloping labour supply: real wages begin to rise with productivity. Fei and Ranis (1961) formalised the stages and stressed the need for agricultural productivity growth to avoid a food bottleneck. Harris and Todaro (1970) amended the model to explain urban unemployment, showing that migrants respond to the expected urban wage, the wage multiplied by the probability of finding a job, so that creating urban jobs can raise unemployment by attracting more migrants. Whether China passed its turning point in the late 2000s, as rising rural migrant wages suggested, has been an active empirical debate, with Cai Fang arguing that it had and others pointing to remaining rural labour reserves.",
          ),
        },
      },
      {
        title: "Institutions and Comparative Development",
        description:
          "Did colonial institutions set the paths of today's economies? We examine the settler-mortality argument, its critics and what it implies.",
        lesson: {
          title: "Settler mortality, instrumental variables and reversal of fortune",
          html: p(
            "Acemoglu, Johnson and Robinson, in 'The Colonial Origins of Comparative Development' (American Economic Review, 2001), set out to estimate the causal effect of institutions on income. A simple regression of income per head on a measure of institutions, such as protection against expropriation risk, cannot identify this effect: rich countries can afford better institutions, and unobserved factors may drive both. AJR proposed an instrumental variable. Where European colonists faced high mortality from malaria and yellow fever, they did not settle in numbers but set up extractive institutions designed to move resources to the metropole, with little protection for property or checks on power. Where mortality was low, as in North America, Australia and New Zealand, they settled and established inclusive institutions resembling those at home. Because institutions persist, early settler mortality predicts institutions today, and the exclusion restriction holds if mortality affects current income only through institutions.",
            "The two-stage least squares estimates were large. In the first stage, log settler mortality strongly predicted expropriation risk in the mid-1990s; in the second, a one-point improvement on the ten-point expropriation index was associated with about 0.9 log points more income per head, more than a doubling, larger than the ordinary least squares estimate, which the authors attributed to measurement error in institutions. Geography, measured by latitude or by continent dummies, lost its significance once institutions were instrumented. A companion paper, 'Reversal of Fortune' (Quarterly Journal of Economics, 2002), showed that among former colonies, those that were most prosperous in 1500, measured by urbanisation and population density, are relatively poorer today, which the authors read as evidence that Europeans imposed extractive institutions where there was most to extract.",
            "The work has drawn sharp criticism. Albouy (2012) argued that much of the mortality data were assigned from neighbouring countries or came from military campaigns rather than peacetime settlement, and that the first stage weakens when these observations are corrected. Glaeser, La Porta, Lopez-de-Silanes and Shleifer (2004) contended that settlers brought human capital as well as institutions, violating the exclusion restriction. Sachs and others maintain that disease environments affect income directly. The debate remains central to the field.",
          ),
        },
      },
    ],
  },
];
