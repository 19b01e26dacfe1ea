/** One-hundred-and-twelfth held-out evaluation courses, advanced level; see ai-courses-heldout112.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT112_C: EvalCourse[] = [
  {
    slug: "spintronics-magnetoresistance-and-spin-torques",
    discipline: "Spintronics",
    title: "Spintronics: Magnetoresistance and Spin Torques",
    description:
      "Graduate students in condensed-matter physics and electronic engineering meet the physics behind magnetic read heads and MRAM: spin-dependent transport, giant and tunnelling magnetoresistance, spin-transfer torque, spin-orbit torques and skyrmion racetracks.",
    level: "advanced",
    duration: "ten weeks (two lectures and one problem class a week)",
    plantedGap: "skyrmion racetracks",
    modules: [
      {
        title: "Spin-Dependent Transport and Giant Magnetoresistance",
        description:
          "The two-current model of conduction in ferromagnets, the discovery of giant magnetoresistance, and the spin valve as a practical sensor.",
        lesson: {
          title: "Two Spin Channels and the GMR Effect",
          html: p(
            "In the ferromagnetic transition metals iron, cobalt and nickel, the exchange interaction splits the 3d bands, so the density of states at the Fermi level differs for majority-spin and minority-spin electrons. Mott's two-current model (1936) follows from this. Well below the Curie temperature spin-flip scattering is weak, so spin-up and spin-down electrons conduct in two parallel channels with different resistivities. Conduction is carried mainly by light s-like electrons, and their scattering rate depends on the number of d states available to scatter into at the Fermi level, which is spin-dependent.",
            "Giant magnetoresistance (GMR) was discovered in 1988 by Albert Fert's group in Fe/Cr multilayers and by Peter Grünberg's group in Fe/Cr/Fe trilayers; the two shared the 2007 Nobel Prize in Physics. With chromium spacers about 0.9 nm thick, interlayer exchange coupling aligns neighbouring iron layers antiparallel in zero field; a large applied field forces them parallel, and at 4.2 K Fert's samples showed the resistance falling by almost a factor of two.",
            "A simple resistor model captures the effect. Suppose each ferromagnetic layer presents a resistance r to electrons whose spin is aligned with its majority direction and R, greater than r, to the opposite spin. In the parallel state one channel sees 2r and the other 2R, so R_P = 2rR/(r + R). In the antiparallel state both channels see r + R, so R_AP = (r + R)/2. The GMR ratio is (R_AP − R_P)/R_P = (R − r)²/(4rR). For R = 3r this gives 4/12, or 33 per cent. GMR therefore needs strong spin asymmetry and spacer layers thinner than the relevant spin-transport length.",
            "Multilayers need large fields to switch, so devices use the spin valve introduced at IBM by Dieny and colleagues in 1991. Two ferromagnetic layers are separated by a copper spacer; one is pinned by exchange bias from an adjacent antiferromagnet such as FeMn, later IrMn or PtMn, while the free layer rotates in small fields. Room-temperature signals of 5 to 10 per cent at fields of a few millitesla were enough for hard-disk read heads, which IBM shipped from 1997.",
          ),
        },
      },
      {
        title: "Tunnelling Magnetoresistance and MgO Barriers",
        description:
          "Spin-polarised tunnelling, the Jullière model, and the symmetry filtering that gives crystalline MgO junctions their very large magnetoresistance.",
        lesson: {
          title: "Magnetic Tunnel Junctions from Jullière to CoFeB/MgO",
          html: p(
            "A magnetic tunnel junction (MTJ) consists of two ferromagnetic electrodes separated by an insulating barrier typically 1 to 2 nm thick. If spin is conserved during tunnelling, the conductance for each spin channel is proportional to the product of the densities of states of the two electrodes at the Fermi level. Defining the spin polarisation of each electrode as P = (N↑ − N↓)/(N↑ + N↓), Jullière (1975) derived the tunnelling magnetoresistance TMR = (R_AP − R_P)/R_P = 2P₁P₂/(1 − P₁P₂). With P₁ = P₂ = 0.5 the model predicts 2(0.25)/0.75, or 67 per cent; with P = 0.7 it predicts about 190 per cent.",
            "Room-temperature TMR arrived in 1995, when Moodera and colleagues reported about 12 per cent in CoFe/Al₂O₃/Co junctions and Miyazaki and Tezuka about 18 per cent in Fe/Al₂O₃/Fe. With amorphous aluminium oxide barriers, values rose to roughly 70 per cent.",
            "Crystalline MgO changed the picture because the barrier no longer transmits all Bloch states equally. In 2001 Butler and colleagues, and independently Mathon and Umerski, calculated that in epitaxial Fe(001)/MgO(001)/Fe(001) the evanescent state of Δ₁ symmetry decays much more slowly in MgO than states of other symmetries. In bcc iron a Δ₁ band crosses the Fermi level only for majority spins, so the junction behaves almost as if the electrodes were half-metallic, and TMR of over 1,000 per cent was predicted. Experiments in 2004 by Parkin's group, about 220 per cent, and by Yuasa's group, about 180 per cent, at room temperature confirmed the mechanism. Sputtered CoFeB/MgO/CoFeB junctions made the effect manufacturable: the amorphous CoFeB crystallises on annealing into bcc grains templated by the MgO, and Ikeda and colleagues reported 604 per cent at room temperature in 2008.",
            "Two practical parameters govern device design. TMR falls with bias voltage, often halving at a few hundred millivolts, because hot electrons excite magnons and other inelastic processes. The resistance-area product (RA) depends exponentially on barrier thickness: read heads need very low RA, below about 1 Ω·µm², to limit noise and heating at small sizes, whereas memory cells tolerate higher values. TMR heads replaced GMR heads in hard drives from the mid-2000s.",
          ),
        },
      },
      {
        title: "Spin-Transfer and Spin-Orbit Torques for MRAM",
        description:
          "How spin-polarised and spin Hall currents switch a magnet, the stability and write-current trade-off in memory cells, and three-terminal device designs.",
        lesson: {
          title: "Writing Bits with Current",
          html: p(
            "In 1996 Slonczewski and Berger independently predicted that a spin-polarised current can exert a torque on a ferromagnet. Electrons polarised by a fixed layer enter a free layer whose magnetisation points in another direction; the transverse component of their spin is absorbed within about a nanometre of the interface, and the lost angular momentum is transferred to the magnetisation. In the Landau-Lifshitz-Gilbert equation this adds a Slonczewski term proportional to m × (m × p), where m is the free-layer unit vector and p the polarisation direction. Depending on current direction, the torque either opposes or adds to Gilbert damping; once it exceeds damping, the magnetisation switches. The critical current density scales with the damping constant α, the saturation magnetisation and the free-layer thickness, divided by the spin-transfer efficiency, and is typically 10⁶ to 10⁷ A/cm².",
            "In STT-MRAM each bit is an MTJ read by its TMR and written by spin-transfer torque. Retention requires an energy barrier E_b large compared with thermal energy; the thermal stability factor Δ = E_b/k_BT must be about 60 for ten-year retention in large arrays. Ikeda and colleagues' 2010 demonstration of perpendicular anisotropy at CoFeB/MgO interfaces was decisive: in perpendicular MTJs the critical current scales roughly with αΔ divided by the efficiency, giving a better balance of retention and write energy.",
            "STT has intrinsic drawbacks. The write current passes through the tunnel barrier, stressing it towards dielectric breakdown, and read and write share the same path, so a read can disturb a bit. Spin-orbit torque (SOT) separates the two. A charge current in a heavy-metal underlayer generates a transverse spin current through the spin Hall effect, which exerts a torque on the adjacent free layer. The efficiency is expressed by the spin Hall angle, the ratio of spin to charge current density: roughly +0.07 to +0.1 for platinum, about −0.12 for β-tantalum (Liu and colleagues, 2012) and about −0.3 for β-tungsten (Pai and colleagues, 2012). A three-terminal cell writes through the heavy-metal line and reads through the MTJ, giving sub-nanosecond switching and high endurance at the cost of a larger cell. Deterministic SOT switching of perpendicular magnets requires broken symmetry, usually an in-plane bias field, and field-free switching remains an active research problem.",
          ),
        },
      },
    ],
  },
  {
    slug: "thermal-energy-storage-engineering",
    discipline: "Thermal energy storage",
    title: "Thermal Energy Storage Engineering",
    description:
      "Storing heat costs far less per kilowatt-hour than storing electricity, but a store that performs as designed demands careful analysis. Topics: sensible-heat stores and thermocline stratification; phase-change materials and the Stefan problem; two-tank molten-salt systems for concentrating solar power; and techno-economic assessment of storage projects.",
    level: "advanced",
    duration: "a five-week intensive block (three lectures and one design clinic a week)",
    plantedGap: "techno-economic assessment",
    modules: [
      {
        title: "Sensible Heat Storage and Thermocline Stratification",
        description:
          "Energy and exergy in sensible-heat stores, why stratification matters, how to preserve it, and large seasonal stores in district heating.",
        lesson: {
          title: "Energy, Exergy and the Stratified Tank",
          html: p(
            "A sensible-heat store holds Q = m c_p ΔT. Water is the usual medium below 100 °C because of its high specific heat, 4.18 kJ/kg·K, and volumetric heat capacity of about 4.2 MJ/m³·K. A 10 m³ tank cycled between 30 and 70 °C stores 10,000 × 4.18 × 40 = 1.67 GJ, or about 464 kWh. Rock and concrete, at roughly 2.2 MJ/m³·K, store about half as much per unit volume but can operate at several hundred degrees.",
            "Energy alone is a poor measure of a store's value, because heat is useful only at a sufficient temperature. The exergy of a mass m of water at absolute temperature T, relative to surroundings at T₀, is Ex = m c_p [(T − T₀) − T₀ ln(T/T₀)]. Take T₀ = 20 °C and compare a tank whose upper half is at 80 °C and lower half at 20 °C with the same tank fully mixed at 50 °C. The energy content is identical. The stratified tank's exergy is 0.5 m c_p [60 − 293.15 ln(353.15/293.15)] = 2.71 m c_p (with temperatures in kelvin), whereas the mixed tank's is m c_p [30 − 293.15 ln(323.15/293.15)] = 1.44 m c_p; mixing has destroyed 47 per cent of the exergy. A stratified tank also delivers water at full temperature until the thermocline, the thin layer between hot and cold zones, nearly reaches the outlet.",
            "Stratification is preserved by limiting mixing at the inlets. Designers use low inlet velocities, radial or perforated diffusers, and stratification lances that release water at the level of matching density. The Richardson number, Ri = gβΔT H/v², compares buoyancy with inlet momentum; high values favour stratification. Tall tanks, with height-to-diameter ratios of about 2 to 4, keep the thermocline thin relative to the height.",
            "Because heat losses scale with surface area, large seasonal stores lose proportionally little. Danish district heating schemes use insulated, lined pit stores of 60,000 to about 200,000 m³, as at Dronninglund, Marstal and Vojens. At the Drake Landing Solar Community in Alberta, solar heat is stored in the ground through 144 boreholes 35 m deep, and the scheme has supplied over 90 per cent of its homes' space heating in good years.",
          ),
        },
      },
      {
        title: "Phase-Change Materials and the Stefan Problem",
        description:
          "The main families of phase-change materials, their practical problems, and analytical models of the melting front that expose the heat-transfer limit.",
        lesson: {
          title: "Latent Heat Storage and the Moving Boundary",
          html: p(
            "Phase-change materials (PCMs) store latent heat at nearly constant temperature. Organic paraffins store roughly 150 to 250 kJ/kg; n-octadecane, for instance, melts at about 28 °C with a latent heat of around 240 kJ/kg. Salt hydrates offer higher volumetric density: sodium sulfate decahydrate (Glauber's salt) melts at about 32 °C, and sodium acetate trihydrate at 58 °C, each with around 250 kJ/kg.",
            "Each family has characteristic problems. Salt hydrates may melt incongruently, the anhydrous salt settling out so that the material degrades with each cycle; thickeners and extra water mitigate this. Many supercool: sodium acetate trihydrate can remain liquid far below its melting point, which is exploited in hand warmers and long-term stores. Most PCMs change volume by around 10 per cent on melting, and salt hydrates corrode many metals. The most serious limitation is thermal conductivity: about 0.2 W/m·K for paraffin and around 0.5 for salt hydrates. Fins, expanded-graphite composites, metal foams, encapsulation and heat pipes are all ways of shortening the conduction path.",
            "The Stefan problem shows why. Consider a slab of PCM initially at its melting temperature T_m, with one face raised to T_w. With a linear temperature profile in the thin melt layer of thickness s, an energy balance at the front gives ρL ds/dt = k(T_w − T_m)/s, so s(t) = √[2k(T_w − T_m)t/(ρL)]. For paraffin with k = 0.2 W/m·K, ρ = 800 kg/m³, L = 200 kJ/kg and a 10 K driving difference, s after one hour is √(2 × 0.2 × 10 × 3,600/(800 × 200,000)) = √(9 × 10⁻⁵) m, about 9.5 mm; after ten hours it is only about 30 mm. The melt front slows as √t because heat must conduct through an ever thicker liquid layer.",
            "The exact Neumann solution writes s = 2λ√(αt), where λ satisfies λ exp(λ²) erf(λ) = Ste/√π and the Stefan number Ste = c_pΔT/L. For small Ste, typically below 0.1 in PCM stores, λ ≈ √(Ste/2) and the quasi-steady result above is recovered. Natural convection in the melt speeds melting in real enclosures, which is why melting usually outpaces solidification in the same store.",
          ),
        },
      },
      {
        title: "Two-Tank Molten-Salt Storage for Concentrating Solar Power",
        description:
          "The properties of solar salt, direct and indirect two-tank configurations, sizing a store, and the operating hazards of freezing and high-temperature tanks.",
        lesson: {
          title: "Solar Salt, Tank Sizing and Operating Hazards",
          html: p(
            "Most concentrating solar power (CSP) plants with storage use solar salt, a mixture of 60 per cent sodium nitrate and 40 per cent potassium nitrate by mass. It begins to freeze at about 238 °C and is fully solid near 220 °C, and it is stable to about 565 to 600 °C, above which nitrate decomposes to nitrite and oxides. Its specific heat is about 1.5 kJ/kg·K. It is inexpensive and non-flammable, but it is an oxidiser.",
            "In a direct two-tank system, used in central-receiver towers, the salt is itself the heat-transfer fluid. It is pumped from a cold tank at about 290 °C through the receiver, returns at 565 °C to a hot tank, and is later drawn through the steam generator back to the cold tank. Gemasolar in Spain, operating since 2011 with a 19.9 MW turbine, stores enough for about 15 hours of full-load operation. Parabolic trough plants usually use an indirect system, because their synthetic-oil heat-transfer fluid is limited to about 393 °C; an oil-to-salt heat exchanger charges the salt from about 292 to 386 °C. Andasol-1 (50 MWe, 2008) holds about 28,500 t of salt for 7.5 hours of full-load operation.",
            "The temperature swing dominates sizing. Per tonne of salt, a tower swing of 275 K stores 1,000 × 1.5 × 275 = 412.5 MJ, or 114.6 kWh of heat. A 100 MWe plant with ten hours of storage and a 42 per cent efficient power cycle needs 100 × 10/0.42 = 2,381 MWh of heat, or about 20,800 t of salt, plus an unusable heel in each tank. A trough plant's swing of about 94 K stores only 39 kWh per tonne, so it needs roughly three times as much salt per unit of stored heat.",
            "Freezing is the main operational hazard. Pipes and valves carry electric heat tracing, layouts are designed to drain back to the tanks, and the cold tank is kept well above the freezing range. Stainless-steel hot tanks at 565 °C suffer thermal stresses during cycling; their foundations must be cooled to protect the ground beneath. At Crescent Dunes in Nevada a leak from the hot tank in 2016 kept the plant offline for about eight months.",
          ),
        },
      },
    ],
  },
  {
    slug: "corporate-turnaround-management",
    discipline: "Turnaround management",
    title: "Corporate Turnaround Management",
    description:
      "When a company's cash runs short, its directors and advisers have weeks rather than months to act. Built around case studies from retail, manufacturing and services, the course examines the causes and early signs of decline, distress prediction models, the thirteen-week cash-flow forecast, operational restructuring and stakeholder negotiation.",
    level: "advanced",
    duration: "six weeks (one three-hour case workshop a week)",
    plantedGap: "stakeholder negotiation",
    modules: [
      {
        title: "Why Companies Decline",
        description:
          "The internal and external causes of corporate decline and the qualitative and statistical models used to detect distress before it becomes a crisis.",
        lesson: {
          title: "Causes of Decline and Distress Prediction",
          html: p(
            "Decline is rarely sudden. Stuart Slatter's study of British turnarounds (1984) identified recurring causes: poor management, inadequate financial control, a high cost structure, weak marketing, adverse changes in market demand or competition, big projects and acquisitions that went wrong, imprudent financial policy, and overtrading, growth faster than working capital can fund. Most are internal, which is why turnarounds so often begin with changes at the top. A company usually passes through a hidden phase, in which reported profit holds up while market share, margins or cash conversion erode, before the problem becomes visible and finally turns into a cash crisis.",
            "John Argenti's A-score (1976) turns these observations into a checklist. Defects, such as an autocratic chief executive, a passive board, weak finance functions and poor response to change, carry up to 43 points; mistakes, such as high gearing, overtrading and a single big project, carry up to 45; and symptoms of failure, including deteriorating ratios, creative accounting and declining quality, up to 12. A total above 25 signals danger, as do more than 10 points for defects or more than 15 for mistakes even if the total is lower. Its value lies in focusing attention on management rather than on accounts alone.",
            "Edward Altman's Z-score (1968) takes the statistical route. Using discriminant analysis on listed US manufacturers, he derived Z = 1.2X₁ + 1.4X₂ + 3.3X₃ + 0.6X₄ + 1.0X₅, where X₁ is working capital, X₂ retained earnings and X₃ earnings before interest and tax, each divided by total assets; X₄ is the market value of equity divided by the book value of total liabilities; and X₅ is sales divided by total assets. Scores below 1.81 indicate distress and scores above 2.99 safety, with a grey zone between. Consider a company with total assets of £100m, working capital of £5m, retained earnings of £10m, EBIT of £3m, equity valued at £30m, liabilities of £70m and sales of £120m. Its Z is 0.06 + 0.14 + 0.099 + 0.257 + 1.2, about 1.76, in the distress zone despite a reported profit.",
            "Altman later published versions for private companies and non-manufacturers. All such models predict rather than diagnose, rely on accounts that may be months old, and can be distorted by aggressive accounting.",
          ),
        },
      },
      {
        title: "Stabilising Cash: The Thirteen-Week Cash-Flow Forecast",
        description:
          "Building and rolling a weekly direct cash forecast, using it to control payments and release cash, and its role in protecting directors.",
        lesson: {
          title: "Building and Using the Thirteen-Week Forecast",
          html:
            p(
              "In a crisis, profit is a lagging indicator and cash is the constraint. The thirteen-week cash-flow forecast covers one quarter in weekly periods, fine enough to show the timing of payroll, rent quarter days and VAT payments, and short enough to be forecast with reasonable accuracy. It uses the direct method, listing actual receipts and payments, rather than deriving cash from profit. Receipts are built from the sales ledger, customer by customer for the largest accounts, with realistic collection assumptions; payments come from the purchase ledger, payroll and known fixed commitments. Each week the forecast is rolled forward, and actual figures are compared with the previous week's forecast. Persistent variances show whether management's assumptions can be trusted. A simplified extract, in £m, for a company with a £2.0m overdraft facility:",
            ) +
            "<table><tr><th></th><th>Week 1</th><th>Week 2</th><th>Week 3</th><th>Week 4</th></tr><tr><td>Opening balance</td><td>−0.8</td><td>−1.0</td><td>−0.8</td><td>−1.6</td></tr><tr><td>Customer receipts</td><td>1.2</td><td>1.1</td><td>1.0</td><td>1.2</td></tr><tr><td>Payroll</td><td>−0.6</td><td>0.0</td><td>−0.6</td><td>0.0</td></tr><tr><td>Suppliers</td><td>−0.7</td><td>−0.8</td><td>−0.7</td><td>−0.8</td></tr><tr><td>VAT, rent and other</td><td>−0.1</td><td>−0.1</td><td>−0.5</td><td>−0.6</td></tr><tr><td>Closing balance</td><td>−1.0</td><td>−0.8</td><td>−1.6</td><td>−1.8</td></tr><tr><td>Headroom</td><td>1.0</td><td>1.2</td><td>0.4</td><td>0.2</td></tr></table>" +
            p(
              "Headroom falls to £0.2m in week 4, within the margin of forecasting error, so action is needed now. The levers are familiar but must be pulled at once: chase overdue debtors and offer settlement discounts only where they pay for themselves; prioritise payments to suppliers critical to continued trading; cut stock purchases; freeze capital expenditure; sell surplus assets; and seek a Time to Pay arrangement with HMRC for tax arrears. A cash committee meeting at least weekly should approve every payment above a set threshold.",
              "The forecast also protects the directors. Once a company is insolvent or bordering on insolvency, the Supreme Court in BTI 2014 LLC v Sequana SA [2022] UKSC 25 confirmed that directors must give weight to creditors' interests, and section 214 of the Insolvency Act 1986 exposes them to wrongful trading liability if they continue trading when they knew, or ought to have concluded, that insolvent liquidation or administration could not reasonably be avoided. A credible, regularly updated forecast is the best evidence that the board took every step to minimise losses.",
            ),
        },
      },
      {
        title: "Operational Restructuring",
        description:
          "Contribution analysis, exit decisions, cost and footprint reduction, the legal requirements for collective redundancy, and the formal restructuring tools available in the UK.",
        lesson: {
          title: "Fixing the Business after the Cash Crisis",
          html: p(
            "Once cash is under control, the business model itself must be repaired. Contribution analysis is the starting point: revenue less the costs that vary with each product, customer or site. Consider a manufacturer with three product lines. Line A earns £20m of revenue and £6m of contribution; line B, £12m and £1.5m; line C, £8m and a negative contribution of £0.5m. After fixed overheads of £8m, the company loses £1m. Exiting line C removes its negative contribution and, if it frees a production shift costing £0.8m, improves profit by £1.3m, turning the loss into a £0.3m profit. The trap lies in allocated overheads: closing a line that appears unprofitable only after allocation may leave the overhead behind and worsen results. Often a fifth of products or customers generate most of the contribution, while the long tail absorbs working capital and management time.",
            "Cost reduction follows a sequence. Quick wins in the first hundred days, such as stopping discretionary spending and removing management layers, build credibility and cash. Structural changes, such as closing sites, reshaping the product range and re-tendered supply contracts, take longer and carry one-off cash costs for redundancy, dilapidations and lease exits, which must appear in the thirteen-week forecast before they are announced.",
            "Headcount reductions carry legal obligations. Under section 188 of the Trade Union and Labour Relations (Consolidation) Act 1992, an employer proposing to dismiss 20 to 99 employees at one establishment within 90 days must consult employee representatives at least 30 days before the first dismissal takes effect, and at least 45 days where 100 or more are affected, and must notify the Secretary of State on form HR1. Failure can lead to protective awards of up to 90 days' pay per employee.",
            "Where leases or debts cannot be reduced by agreement, formal tools exist. A company voluntary arrangement, approved by 75 per cent by value of voting creditors, has been used widely by retailers to exit or reduce store leases. The restructuring plan under Part 26A of the Companies Act 2006, introduced by the Corporate Insolvency and Governance Act 2020, allows the court to sanction a plan that binds dissenting classes of creditors, provided they are no worse off than in the relevant alternative and at least one class with a genuine economic interest has approved it.",
          ),
        },
      },
    ],
  },
  {
    slug: "social-movements-and-contentious-politics",
    discipline: "Social movement studies",
    title: "Social Movements and Contentious Politics",
    description:
      "How do people with few resources come to act together, and why do they succeed in some places and fail in others? Seminars work through resource mobilisation theory, political opportunity structures, framing processes, repertoires of contention and digital activism, testing each against historical and contemporary cases.",
    level: "advanced",
    duration: "eleven weeks (one two-hour seminar a week, with an assessed case-study essay)",
    plantedGap: "digital activism",
    modules: [
      {
        title: "Collective Action and Resource Mobilisation",
        description:
          "The free-rider problem, the organisational turn of resource mobilisation theory, and the evidence of the American civil rights movement.",
        lesson: {
          title: "From the Free Rider to the Movement Organisation",
          html: p(
            "Mancur Olson's The Logic of Collective Action (1965) set the problem that later theories had to answer. If a collective good, such as a higher wage or a cleaner river, benefits everyone in a group whether or not they contributed, a rational individual will leave the costs to others. The larger the group, the smaller each person's share of the benefit and the less any single contribution matters, so large latent groups tend to be under-mobilised unless organisations offer selective incentives, benefits available only to participants, or apply coercion. Olson's argument explained why so many grievances never produce action, but it struggled to explain why mass movements happen at all.",
            "Resource mobilisation theory moved the question from grievance to organisation. John McCarthy and Mayer Zald (1977) argued that grievances are relatively constant and that what varies is the availability of resources, money, labour, skills and legitimacy, and the organisations able to gather them. They distinguished the social movement, a set of preferences for change; the social movement organisation (SMO), a formal body pursuing those preferences; the social movement industry, all SMOs sharing a goal; and the social movement sector, all industries together. They also identified conscience constituents, supporters who contribute without standing to benefit, and professional SMOs run by paid staff who mobilise money from such supporters rather than mass participation.",
            "Aldon Morris's The Origins of the Civil Rights Movement (1984) refined the argument with archival and interview evidence. The Montgomery bus boycott of 1955-56, which lasted 381 days, drew on indigenous resources: black churches supplied meeting places, communication networks, money and leaders such as Martin Luther King Jr; colleges supplied students; and local branches of the NAACP supplied experience and legal capacity. Outside allies mattered, but the movement's core resources were internal to the community.",
            "Critics raised three objections. Frances Fox Piven and Richard Cloward's Poor People's Movements (1977) argued that formal organisation can blunt the disruptive power that is poor people's main resource. Others noted that the theory neglected grievances, emotion and meaning, which returned in later work on framing. A third objection, that organisation is not the same as opportunity, is the subject of the next module.",
          ),
        },
      },
      {
        title: "Political Opportunity Structures",
        description:
          "The political process model, the dimensions of political opportunity, cross-national comparison, and the critique of structural explanation.",
        lesson: {
          title: "Openings, Allies and Repression",
          html: p(
            "The political process tradition argues that movements rise and fall with changes in the political environment. Peter Eisinger's study of protest in American cities (1973) found a curvilinear relationship: protest was most frequent where political systems combined open and closed features, since wholly closed systems deterred it and wholly open ones made it unnecessary. Charles Tilly's From Mobilization to Revolution (1978) placed challengers outside the polity of established members and treated both opportunity and threat as triggers of action.",
            "Doug McAdam's Political Process and the Development of Black Insurgency, 1930-1970 (1982) gave the model its classic form. He combined expanding political opportunities, including the decline of the cotton economy and the growing electoral weight of black voters who had migrated north, with the organisational strength of black communities and what he called cognitive liberation, the shared belief that change was possible and action could achieve it. In a later synthesis (1996) McAdam listed four dimensions of opportunity: the relative openness of the institutional political system, the stability of elite alignments, the presence of elite allies, and the state's capacity and propensity for repression.",
            "Herbert Kitschelt's comparison of anti-nuclear movements in France, Sweden, the United States and West Germany (1986) showed the value of cross-national design. He classified states by their input structures, open or closed to new demands, and output structures, strong or weak in implementing policy. Open input structures encouraged assimilative strategies such as lobbying and referendums, as in Sweden and the United States; closed ones encouraged confrontation, as in France and West Germany. Sidney Tarrow's work on cycles of contention added a dynamic element: early risers reveal opportunities and lower the costs of protest for groups that follow, until the wave subsides through repression, reform or exhaustion.",
            "The concept's success brought criticism. Jeff Goodwin and James Jasper (1999), in an article subtitled ‘caught in a winding, snarling vine’, argued that political opportunity had been stretched to cover almost any feature of the environment and that its structural bias ignored culture, emotion and strategic choice. Goldstone and Tilly (2001) stressed that threats, not only openings, drive mobilisation. Seminar work asks students to specify in advance which dimension of opportunity should matter in a chosen case, so that the concept can be tested rather than applied after the fact.",
          ),
        },
      },
      {
        title: "Framing and Repertoires of Contention",
        description:
          "How movements construct meaning through framing, and how forms of collective action are learned, transmitted and transformed over time.",
        lesson: {
          title: "Frames, Resonance and the Modular Repertoire",
          html: p(
            "Framing theory brought meaning back into the study of movements. David Snow and colleagues (1986) described frame alignment, the processes that link individual interpretations to a movement's. Frame bridging connects ideologically similar but unconnected frames; frame amplification clarifies or invigorates existing values and beliefs; frame extension enlarges a movement's frame to include the interests of potential supporters; and frame transformation replaces old understandings with new ones. Snow and Benford (1988) added three core framing tasks: diagnostic framing, which identifies a problem and attributes blame; prognostic framing, which proposes solutions and strategies; and motivational framing, which supplies the rationale and vocabulary for action.",
            "Why do some frames mobilise and others fall flat? Benford and Snow's review (2000) links resonance to credibility, the frame's consistency, empirical fit and the standing of those who articulate it, and to salience, its centrality in people's lives, its fit with their experience and its narrative fidelity to familiar cultural stories. Some frames become master frames that many movements borrow; the rights frame developed by the American civil rights movement was adopted by the women's, disability and gay liberation movements.",
            "Charles Tilly's concept of the repertoire of contention describes the limited set of routines that people in a given time and place know how to use. In Popular Contention in Great Britain, 1758-1834 (1995) he traced a shift from an older repertoire that was parochial, bifurcated and particular, such as seizures of grain, rough music and attacks on tollgates, to a new one that was cosmopolitan, modular and autonomous: public meetings, petition drives, demonstrations and special-purpose associations, usable by any group against any target. In Social Movements, 1768-2004 he argued that the social movement itself was an invention of this period, combining sustained campaigns, this modular repertoire and public displays of WUNC: worthiness, unity, numbers and commitment.",
            "Repertoires change slowly, usually by innovation at the edges. McAdam's study of tactical interaction (1983) showed how the sit-ins that began at Greensboro in February 1960 and the Freedom Rides of 1961 revived the civil rights movement, and how authorities' adaptation to each tactic pushed campaigners to invent the next. Seminar essays apply these concepts to a movement of the student's choice.",
          ),
        },
      },
    ],
  },
  {
    slug: "syntactic-theory-structure-movement-and-binding",
    discipline: "Syntax",
    title: "Syntactic Theory: Structure, Movement and Binding",
    description:
      "A research-led course in generative syntax for postgraduate linguists, covering phrase structure from X-bar theory to Bare Phrase Structure, wh-movement and island constraints, phases, binding theory and ellipsis.",
    level: "advanced",
    duration: "one term (ten weekly two-hour lectures with problem sets)",
    plantedGap: "ellipsis",
    modules: [
      {
        title: "From X-bar Theory to Bare Phrase Structure",
        description:
          "Evidence for constituency, the X-bar schema and its extension to functional categories, and the reduction of phrase structure to Merge.",
        lesson: {
          title: "Heads, Projections and Merge",
          html: p(
            "Syntactic theory begins with constituency. Strings that behave as units can be replaced by a pro-form, fronted, clefted and coordinated: in Mary will buy a book about whales, the string a book about whales can be replaced by it and clefted (It is a book about whales that Mary will buy). Such tests show that sentences have hierarchical structure, not merely linear order.",
            "X-bar theory (Chomsky 1970; Jackendoff 1977) generalised over the shapes of phrases. Every phrase is projected from a head: XP → (Specifier) X′; X′ → X′ (Adjunct); X′ → X (Complement). The intermediate level is motivated by data such as one-substitution: in the student of physics with long hair, one can replace student of physics (the one with long hair) but not student alone (*the one of physics with long hair), showing that the complement of physics combines with the head more closely than the adjunct with long hair. The order of head and complement varies across languages: English is head-initial, with verb-object order and prepositions, while Japanese is head-final, with object-verb order, postpositions and clause-final complementisers.",
            "The schema was extended to functional categories. In Barriers (1986) Chomsky treated the inflectional element I and the complementiser C as heads projecting IP and CP. Abney (1987) argued that determiners head noun phrases, giving DPs a structure parallel to clauses. Pollock (1989) split INFL into separate tense and agreement heads, using the contrast between French Jean embrasse souvent Marie and English *John kisses often Mary as evidence that finite verbs raise to a higher head in French but not in English.",
            "Bare Phrase Structure (Chomsky 1995) removes the stipulations. A single operation, Merge, takes two syntactic objects α and β and forms K = {γ, {α, β}}, where the label γ is the label of one of them, the one that projects. Bar levels are no longer primitives: a minimal projection is one that does not project from anything, and a maximal projection is one that projects no further, so a single word can be both. The Inclusiveness Condition forbids the computation to introduce new elements such as indices or bar levels that were not present in the lexical items. Chomsky's ‘Problems of projection’ (2013) goes further, deriving labels by a labelling algorithm.",
          ),
        },
      },
      {
        title: "Movement and Locality",
        description:
          "Unbounded dependencies, Ross's island constraints, Subjacency and its parameters, evidence for successive-cyclic movement, and phase theory.",
        lesson: {
          title: "Islands, Cycles and Phases",
          html:
            p(
              "Wh-movement creates dependencies of apparently unbounded length: What did you say that Mary thought that John bought __? Yet some structures block extraction entirely. John Ross's dissertation (1967) named these islands:",
            ) +
            "<ul><li>Complex NP Constraint: *What did you believe the claim that John bought __?</li><li>Coordinate Structure Constraint: *What did you buy bread and __?</li><li>Sentential Subject Constraint: *Who is [that Mary likes __] obvious?</li><li>Left Branch Condition: *Whose did you see [__ book]?</li></ul>" +
            p(
              "Extraction from embedded questions is also degraded, as in ??What do you wonder whether John bought __?, the wh-island effect. Chomsky's Subjacency condition (1973) unified several of these: a single movement may not cross more than one bounding node, NP and S in English. Long movement must therefore proceed successive-cyclically through the specifier of each intermediate CP, and an island arises when that escape hatch is filled or absent. Rizzi (1982) showed that Italian permits extraction from some wh-islands that English forbids and proposed that Italian's bounding nodes are NP and S′ rather than NP and S, an early case of parametric variation.",
              "Successive cyclicity is not only a theoretical convenience; languages show it overtly. In Irish, as McCloskey (2002) documented, the ordinary declarative complementiser go is replaced by the particle written aL in every clause along the path of an A-bar dependency, marking each intermediate landing site. In West Ulster English, McCloskey (2000) observed that all can be stranded at intermediate positions: What all did he say (all) that he wanted (all)?, where all may appear at any of the marked positions along the movement path.",
              "Phase theory (Chomsky 2000, 2001) recasts locality in terms of the derivation. Structure is built and sent to the interfaces in chunks, the phases, standardly CP and the transitive vP (v*P). The Phase Impenetrability Condition states that in a phase with head H, the domain of H is inaccessible to operations outside the phase; only H and its edge, its specifiers, remain visible. Any element that is to move further must first reach the phase edge, which derives successive cyclicity through both CP and vP. Seminars examine whether all island effects reduce to phases, or whether some, such as the Coordinate Structure Constraint, are better explained by semantic or processing factors.",
            ),
        },
      },
      {
        title: "Binding Theory",
        description:
          "C-command, the three binding principles and their classic data, problems for complementary distribution, and cross-linguistic variation in anaphora.",
        lesson: {
          title: "Anaphors, Pronouns and R-Expressions",
          html: p(
            "Binding theory explains how noun phrases may and may not be interpreted as coreferent. Its structural relation is c-command (Reinhart 1976): α c-commands β if neither dominates the other and the first branching node dominating α also dominates β. An element is bound if it is coindexed with a c-commanding antecedent and free if it is not.",
            "In Lectures on Government and Binding (1981) Chomsky divided nominal expressions into three types and stated a principle for each. Principle A: an anaphor, a reflexive or reciprocal, must be bound in its governing category, roughly the smallest clause or noun phrase containing it and a subject. Principle B: a pronoun must be free in its governing category. Principle C: an R-expression, such as a name, must be free everywhere. John likes himself is fine, but *John thinks that Mary likes himself violates Principle A, because the antecedent lies outside the embedded clause. John thinks that Mary likes him allows him to refer to John, whereas in *John likes him, with the two intended as coreferent, Principle B is violated. He thinks that John is clever cannot mean that John thinks he himself is clever, by Principle C. In John's mother likes him, coreference is possible because John, inside the subject, does not c-command him; for the same reason *John's mother likes himself is ungrammatical if himself is meant to refer to John.",
            "Principles A and B predict that anaphors and pronouns should be in complementary distribution, but they are not always. In John saw a picture of himself and John saw a picture of him, both forms can refer to John. Chomsky (1986) redefined the local domain as a complete functional complex to accommodate such cases. Reinhart and Reuland's Reflexivity (1993) took a different route: Condition A applies to predicates marked as reflexive, so a reflexive that is not an argument of a predicate, as in Physicists like yourself are rare, is exempt and behaves logophorically.",
            "Icelandic sig can be bound by an antecedent outside its own clause, typically when the intervening clause is subjunctive, and the Mandarin reflexive ziji allows long-distance binding subject to a blocking effect, in which an intervening subject of a different person prevents it. Such long-distance anaphors have led to proposals that binding domains are parameterised.",
          ),
        },
      },
    ],
  },
];
