/** Twenty-fourth held-out evaluation courses, advanced level (tunnel ventilation to karst hydrology); see ai-courses-heldout24.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT24_C: EvalCourse[] = [
  {
    slug: "road-tunnel-ventilation-and-smoke-control",
    discipline: "Tunnel ventilation engineering",
    title: "Road Tunnel Ventilation and Smoke Control",
    description:
      "Smoke, not flame, kills most victims of road tunnel fires, and the ventilation system decides where that smoke goes. This advanced module treats design fire heat release rates, the critical velocity needed to prevent backlayering, the sizing of longitudinal systems with jet fans, and the design of transverse and semi-transverse systems with ducted extraction.",
    level: "advanced",
    duration: "one semester (36 hours plus design project)",
    plantedGap: "transverse",
    modules: [
      {
        title: "Design Fires",
        description:
          "Every ventilation calculation starts from an assumed fire, and this module asks how large that fire should be.",
        lesson: {
          title: "Heat release rates for tunnel design",
          html:
            p(
              "The heat release rate (HRR) of a fire, measured in megawatts, is the single most important input to tunnel ventilation design. It determines the volume and temperature of smoke, the air velocity needed to control it and the thermal load on the structure. Designers choose a design fire appropriate to the traffic permitted in the tunnel, usually taking guidance from PIARC (the World Road Association) and the US standard NFPA 502.",
              "Full-scale tests since the 1990s have raised the values considered realistic. In the Runehamar tunnel tests of 2003 in Norway, mock-ups of heavy goods vehicle trailers loaded with wood, plastic pallets and furniture reached peak HRRs of roughly 70-200 MW within 10-20 minutes of ignition. The catastrophic fires of 1999 in the Mont Blanc tunnel, where 39 people died after a lorry carrying flour and margarine caught fire, and in the Tauern tunnel, showed how quickly such fires spread between vehicles.",
            ) +
            "<table><tr><th>Vehicle</th><th>Typical peak HRR used in design</th></tr><tr><td>Passenger car</td><td>5-10 MW</td></tr><tr><td>Van or several cars</td><td>15-20 MW</td></tr><tr><td>Bus or coach</td><td>20-30 MW</td></tr><tr><td>Heavy goods vehicle, ordinary load</td><td>30-100 MW</td></tr><tr><td>Petrol tanker</td><td>200-300 MW</td></tr></table>" +
            p(
              "A design fire is more than a peak value. Its growth phase is often represented by a t-squared curve, Q = αt², where α for a burning HGV might be around 0.1-0.2 kW/s², or by a linear rise to peak over 10 minutes. The growth rate matters because evacuation and the start of ventilation both take time: if the fans reach full speed 3 minutes after detection, the system must be able to control the fire as it will be at that moment.",
              "Designers must also decide whether the fire is fuel-controlled or ventilation-controlled. A large HGV fire in a low tunnel may be limited by the oxygen supply, and increasing the air velocity can then raise the HRR. This is one reason why the design fire, the ventilation strategy and any fixed fire-fighting system, such as water mist, are specified together rather than separately.",
            ),
        },
      },
      {
        title: "Critical Velocity and Backlayering",
        description:
          "Push the air too slowly and smoke creeps back against the flow; this module derives how fast is fast enough.",
        lesson: {
          title: "Calculating critical velocity",
          html: p(
            "In longitudinal ventilation, the fans push air along the tunnel so that all the smoke travels downstream of the fire and the upstream side, where queued vehicles wait, stays clear. Hot smoke is buoyant, however, and tends to flow along the ceiling against the ventilation air. The layer that flows upstream is called backlayering. The critical velocity is the minimum longitudinal air velocity that prevents backlayering, and it is the central design criterion for a longitudinal system.",
            "Early analysis by P. H. Thomas in 1958 related backlayering to a Froude number balancing the buoyancy of the smoke against the inertia of the air. This led to the Kennedy formula, long used in NFPA 502 and in the Subway Environment Simulation program, which must be solved iteratively because the smoke temperature depends on the velocity. A widely used modern correlation is that of Li, Lei and Ingason (2010), based on scale experiments. It uses a dimensionless heat release rate and velocity:",
            "Q* = Q / (ρ<sub>0</sub> c<sub>p</sub> T<sub>0</sub> g<sup>1/2</sup> H<sup>5/2</sup>) and V* = V<sub>c</sub> / (gH)<sup>1/2</sup>, where H is the tunnel height. For Q* ≤ 0.15, V* = 0.81 Q*<sup>1/3</sup>; for Q* > 0.15, V* = 0.43, independent of the fire size.",
            "Worked example: a tunnel 6 m high, ambient air at 293 K with ρ<sub>0</sub> = 1.2 kg/m³ and c<sub>p</sub> = 1.005 kJ/(kg·K). The denominator of Q* is 1.2 × 1005 × 293 × 9.81<sup>1/2</sup> × 6<sup>5/2</sup> ≈ 97.6 MW, and (gH)<sup>1/2</sup> = 7.67 m/s. For a 5 MW car fire, Q* = 0.051, V* = 0.81 × 0.051<sup>1/3</sup> = 0.30, and V<sub>c</sub> ≈ 2.3 m/s. For a 30 MW bus fire, Q* = 0.31 > 0.15, so V* = 0.43 and V<sub>c</sub> ≈ 3.3 m/s. Any fire larger than about 15 MW in this tunnel therefore needs about the same velocity, which is why critical velocities in design reports rarely exceed 3-3.5 m/s.",
            "Corrections are applied for gradient, because a downhill slope helps buoyant smoke flow uphill against the air, and for obstructions such as vehicles, which reduce the free cross-section. Sustained velocity slightly above critical is preferred to large margins, since very high velocities tilt the flames, spread fire downstream and destroy the smoke stratification that people escaping downstream rely on.",
          ),
        },
      },
      {
        title: "Sizing Jet Fans",
        description:
          "Once the required velocity is known, how many jet fans does the tunnel need, and where should they hang?",
        lesson: {
          title: "The pressure balance of a longitudinal system",
          html:
            p(
              "Jet fans are axial fans, typically 0.6-1.6 m in diameter, mounted in groups near the tunnel ceiling. Each discharges a high-velocity jet, commonly 30-35 m/s, which transfers momentum to the surrounding air and creates a pressure rise along the tunnel. The designer must show that the total pressure rise from the fans exceeds the sum of all resistances when the air moves at the required velocity, with the fans nearest the fire assumed lost.",
              "The pressure needed is found by summing several components at the design velocity u:",
            ) +
            "<ul><li>wall friction and portal losses: (λL/D<sub>h</sub> + ζ<sub>in</sub> + ζ<sub>out</sub>) ρu²/2;</li><li>the drag of stationary vehicles in the tunnel;</li><li>the 'throttling' effect of the fire itself, caused by heating and expansion of the air;</li><li>adverse wind pressure on the portals and stack effect from differences in portal height and temperature.</li></ul>" +
            p(
              "Worked example: a 2,000 m tunnel with cross-section A = 60 m², hydraulic diameter D<sub>h</sub> = 7.5 m, friction factor λ = 0.02, entry and exit loss coefficients 0.5 and 1.0, and a design velocity of 3 m/s. Friction and portals give (0.02 × 2000/7.5 + 1.5) × 1.2 × 3²/2 = 6.83 × 5.4 ≈ 37 Pa. Adding allowances for wind, fire throttling and vehicle drag brings the total requirement, say, to 60 Pa.",
              "The pressure rise from one jet fan is approximately Δp = k T (1 − u/u<sub>j</sub>) / A, where T is the fan's rated thrust, u<sub>j</sub> its jet velocity and k an installation factor, often 0.7-0.9, that accounts for losses from wall friction close to the fan and from interaction between fans. With T = 1,200 N, u<sub>j</sub> = 34 m/s and k = 0.85, each fan gives 0.85 × 1200 × (1 − 3/34) / 60 ≈ 15.5 Pa. Four fans supply 62 Pa. If one group of two fans could be destroyed by the fire, and one fan is assumed out of service for maintenance, the designer installs seven.",
              "Fans are spaced along the tunnel, usually at least 80-100 m apart, so that each jet has room to mix before reaching the next group. Fans must also be rated for high-temperature operation, commonly 250 °C or 400 °C for two hours, so that those downstream of the fire keep running long enough for evacuation and fire-fighting.",
            ),
        },
      },
    ],
  },
  {
    slug: "gambling-regulation-great-britain",
    discipline: "Gambling law",
    title: "Gambling Regulation in Great Britain",
    description:
      "Great Britain's Gambling Act 2005 replaced a patchwork of older statutes with a single licensing regime under the Gambling Commission. The option analyses the three licensing objectives, operating licences and the Licence Conditions and Codes of Practice, the point-of-consumption regime for remote gambling, and the enforcement powers used against operators that fail on money laundering and social responsibility.",
    level: "advanced",
    duration: "one term (8 two-hour seminars)",
    plantedGap: "point-of-consumption",
    modules: [
      {
        title: "The Licensing Objectives",
        description: "Three statutory objectives run through every decision under the Act, and we read them closely.",
        lesson: {
          title: "Section 1 and the duty to aim to permit",
          html:
            p(
              "The Gambling Act 2005 came fully into force on 1 September 2007. It repealed the Betting, Gaming and Lotteries Act 1963, the Gaming Act 1968 and the Lotteries and Amusements Act 1976, among others, and replaced the Gaming Board with the Gambling Commission. It applies in England, Wales and Scotland; Northern Ireland has separate legislation. Its structure rests on section 1, which states the licensing objectives:",
            ) +
            "<ul><li>preventing gambling from being a source of crime or disorder, being associated with crime or disorder or being used to support crime;</li><li>ensuring that gambling is conducted in a fair and open way;</li><li>protecting children and other vulnerable persons from being harmed or exploited by gambling.</li></ul>" +
            p(
              "These objectives are not merely aspirations. Section 22 requires the Commission to pursue them and to permit gambling in so far as it thinks it reasonably consistent with pursuing them. The same structure appears at local level: licensing authorities, which are local councils in England and Wales, grant premises licences for betting shops, bingo halls, adult gaming centres and casinos, and section 153 requires them to aim to permit the use of premises for gambling in so far as they think it is in accordance with any relevant code, guidance, the licensing objectives and their own statement of policy.",
              "The 'aim to permit' duty is significant because it excludes several grounds that objectors often raise. Moral objection to gambling, or a belief that there is no demand for another betting shop, is not a ground for refusal. An authority that wishes to restrict clustering of premises must tie its reasoning to the licensing objectives, for instance to evidence that vulnerable people in a particular area are at risk, and must set out its approach in its statement of principles.",
              "The third objective has driven most recent regulatory activity. It is framed as protection from harm or exploitation rather than from gambling itself, so the Act accepts gambling as a legitimate leisure activity for adults while imposing duties to identify and act on signs of harm. Children, meaning those under 16, and young persons aged 16 or 17, are protected by specific offences, including inviting or permitting a child or young person to gamble.",
            ),
        },
      },
      {
        title: "Operating Licences and the LCCP",
        description:
          "Most of an operator's day-to-day obligations are found not in the Act but in the conditions and codes attached to its licence.",
        lesson: {
          title: "Licence conditions and codes of practice",
          html: p(
            "Providing facilities for gambling without the appropriate licence is an offence under section 33. A business needs an operating licence from the Commission, issued under section 65 for one or more activities: for example casino, bingo, general betting, pool betting, gaming machine general, gambling software and lottery licences, each available in remote or non-remote form. The Commission assesses the applicant's identity and ownership, the source of its finances, its integrity, competence and any criminal record, and its policies for the licensing objectives. Key individuals must also hold personal licences: by section 80, at least one person in a specified management office must hold a personal management licence.",
            "Licences are subject to conditions from three sources: those in the Act itself, those made by the Secretary of State in regulations, and those attached by the Commission under section 75 (general conditions for classes of licence) and section 77 (individual conditions for a particular licence). The general conditions and the Commission's codes of practice under section 24 are published together as the Licence Conditions and Codes of Practice (LCCP).",
            "The LCCP contains two kinds of code provision. Social responsibility code provisions are made conditions of every relevant licence by section 82, so a breach is a breach of licence, exposing the operator to review and financial penalty. Ordinary code provisions are not conditions; they set out good practice and may be taken into account in legal proceedings and in assessing the operator's suitability, but a breach does not by itself attract a penalty.",
            "Important social responsibility provisions include those on customer interaction, which require operators to monitor indicators of harm such as time spent, spending patterns and changes in behaviour, and to act on them; on age verification, which for remote operators must be completed before a customer can deposit or gamble; on self-exclusion, including participation in the national GAMSTOP scheme for online gambling; and on the fair and transparent terms of bonus offers. Operators must also report key events, such as the loss of a key personal licence holder or a serious cyber incident, to the Commission within set periods.",
          ),
        },
      },
      {
        title: "Enforcement and Sanctions",
        description:
          "What happens when an operator fails: reviews, penalties, settlements and, at the extreme, revocation.",
        lesson: {
          title: "The Commission's regulatory powers",
          html:
            p(
              "The Commission's main enforcement tool is the licence review under section 116, which it may begin when it suspects that a licence condition has been breached, that the licensee or a relevant person is unsuitable, or for any other reason. Following a review, section 117 lets the Commission give a warning, attach, remove or amend conditions, suspend the licence or revoke it. Under section 121 it may impose a financial penalty for a breach of licence condition; there is no statutory maximum, and the Commission's statement of principles for financial penalties looks at the harm caused, the operator's gain and its size. Operators may appeal against these decisions to the First-tier Tribunal under section 141.",
              "In practice many cases end in a regulatory settlement, in which the operator agrees to pay a sum, often as a divestment of the gross gain from the failures, to accept an independent audit and to publish a statement of the facts, in return for the Commission not pursuing formal sanctions. Recent settlements show the typical failings.",
            ) +
            "<table><tr><th>Year</th><th>Operator group</th><th>Amount</th><th>Failings</th></tr><tr><td>2022</td><td>Entain (Ladbrokes Coral)</td><td>£17 million</td><td>Social responsibility and anti-money-laundering failures in retail and online businesses</td></tr><tr><td>2023</td><td>William Hill group</td><td>£19.2 million</td><td>Customers permitted to spend large sums without interaction or checks on source of funds</td></tr></table>" +
            p(
              "Money laundering duties come from two directions. Part 7 of the Proceeds of Crime Act 2002 applies to all gambling operators and creates offences of dealing with criminal property and of failing to report suspicions to the National Crime Agency. Casinos, remote and land-based, are additionally subject to the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017, which require customer due diligence, risk assessment and record-keeping. The licence conditions add requirements for all operators to assess money laundering risk and to keep policies proportionate to it.",
              "The recurring lesson of enforcement cases is that written policies are not enough: the Commission examines what actually happened to individual customers and judges the operator by its outcomes.",
            ),
        },
      },
    ],
  },
  {
    slug: "cyber-threat-intelligence-analysis",
    discipline: "Threat intelligence",
    title: "Cyber Threat Intelligence: Analysis and Tradecraft",
    description:
      "Intelligence is information that has been collected, analysed and put to use against a named problem. Advanced students work through the intelligence cycle and priority intelligence requirements, intrusion modelling with the Diamond Model and MITRE ATT&CK, machine-readable sharing with STIX 2.1, and structured analytic techniques such as analysis of competing hypotheses.",
    level: "advanced",
    duration: "12 weeks (seminars and analytic labs)",
    plantedGap: "STIX",
    modules: [
      {
        title: "Requirements and the Intelligence Cycle",
        description:
          "Intelligence work begins with a question from someone who has to make a decision, not with a data feed.",
        lesson: {
          title: "From requirements to dissemination",
          html:
            p(
              "Cyber threat intelligence (CTI) borrows its method from national intelligence. The intelligence cycle describes it as a loop of stages: direction, in which decision-makers state what they need to know; collection of relevant data; processing into a usable form; analysis, which turns information into judgements; dissemination to the people who need them; and feedback, which revises the requirements. The cycle is a simplification, and stages overlap in practice, but it makes one point clearly: collection should be driven by requirements, not the other way round.",
              "Requirements are written as priority intelligence requirements (PIRs), questions about the threat that matter to a specific decision. 'Which threat actors have targeted European water utilities in the past two years, and how did they gain initial access?' is a usable PIR; 'tell us about threats' is not. Each PIR is broken into more specific information requirements that guide collection sources such as internal logs, incident reports, malware analysis, commercial feeds and sharing communities.",
              "Intelligence is usually described at three levels, each with different customers:",
            ) +
            "<table><tr><th>Level</th><th>Audience</th><th>Typical product</th></tr><tr><td>Strategic</td><td>Board, senior leadership</td><td>Trends, motivations of adversaries, risk to the business over months or years</td></tr><tr><td>Operational</td><td>Security managers, incident responders</td><td>Campaigns, adversary behaviour, likely next steps</td></tr><tr><td>Tactical</td><td>Security operations centre, detection engineers</td><td>Indicators of compromise, detection rules, technical details</td></tr></table>" +
            p(
              "David Bianco's 'Pyramid of Pain' (2013) ranks indicators by how much it costs the adversary when defenders detect them. At the bottom are hash values, trivially changed by recompiling malware; above them IP addresses and domain names; then network and host artefacts; then tools; and at the top tactics, techniques and procedures (TTPs), which are expensive for an adversary to change. The implication for analysts is that intelligence about behaviour has a longer useful life than lists of indicators, which is why mature programmes invest in understanding how adversaries operate.",
            ),
        },
      },
      {
        title: "Modelling Intrusions",
        description:
          "Two frameworks, one relational and one a catalogue of behaviour, let analysts describe an intrusion in a form others can use.",
        lesson: {
          title: "The Diamond Model and ATT&CK",
          html: p(
            "The Diamond Model of Intrusion Analysis, published by Sergio Caltagirone, Andrew Pendergast and Christopher Betz in 2013, describes every malicious event by four core features arranged as the corners of a diamond: the adversary, the capability the adversary uses, the infrastructure that delivers it, and the victim. Edges connect the features: an adversary uses a capability over infrastructure against a victim. The model's analytic power lies in pivoting. Knowing one feature, an analyst asks what it reveals about the others. A phishing email's sending domain (infrastructure) may be registered with an e-mail address that also registered other domains, revealing more infrastructure and, through them, further victims. Events are linked in time order into activity threads, and similar threads are grouped into activity groups, which is how analysts justify attributing separate intrusions to one cluster.",
            "MITRE ATT&CK is a knowledge base of adversary behaviour observed in real intrusions. Its Enterprise matrix arranges behaviour under fourteen tactics, the adversary's tactical goals, from Reconnaissance and Resource Development through Initial Access, Execution, Persistence, Privilege Escalation, Defense Evasion, Credential Access, Discovery, Lateral Movement, Collection, Command and Control and Exfiltration to Impact. Under each tactic are techniques and sub-techniques, each with an identifier: T1566 is Phishing, with T1566.001 Spearphishing Attachment, and T1059 is Command and Scripting Interpreter.",
            "The two frameworks complement each other. The Diamond Model structures reasoning about relationships and attribution; ATT&CK provides a common vocabulary for the capability corner. Mapping a report to ATT&CK technique identifiers lets a defender compare the behaviour of a threat group with the organisation's detection coverage, often visualised as a heat map of techniques detected, partly detected and undetected.",
            "Mapping requires care. Analysts should map only behaviour that the evidence actually shows, cite the evidence for each technique, and resist the temptation to fill the matrix by inference. A technique such as valid account use (T1078) may be inferred from a login pattern, but the confidence of that inference should be stated rather than hidden in a tidy table.",
          ),
        },
      },
      {
        title: "Analysing Under Uncertainty",
        description:
          "This module is about the analyst's own mind: its shortcuts, the techniques that check them, and honest language for confidence.",
        lesson: {
          title: "Competing hypotheses and estimative language",
          html:
            p(
              "Analysts work with incomplete, sometimes deceptive information, and the mind takes shortcuts that produce predictable errors. Richards Heuer, in <i>Psychology of Intelligence Analysis</i> (1999), described the most damaging: anchoring on a first explanation, seeking evidence that confirms it, and giving too much weight to vivid or consistent evidence. Structured analytic techniques are procedures that make reasoning explicit so that these biases can be seen and challenged.",
              "Heuer's analysis of competing hypotheses (ACH) is the best known. The analyst lists all plausible hypotheses, for example that an intrusion was carried out by a state-sponsored group, by a criminal ransomware affiliate, or by an insider. A matrix lists every significant item of evidence against every hypothesis and marks whether each item is consistent, inconsistent or neutral. The crucial step is to work across the rows and look for evidence that is inconsistent with hypotheses, because evidence consistent with all of them, such as the use of a common remote-access tool, has no diagnostic value. The hypothesis with the least inconsistent evidence is favoured, the sensitivity of the conclusion to a few critical items is checked, and indicators that would change the judgement are listed for future monitoring.",
              "Sources are graded separately from the information they provide. The Admiralty or NATO system rates source reliability from A (completely reliable) to F (cannot be judged) and information credibility from 1 (confirmed by other sources) to 6 (cannot be judged), so a report might be graded B2.",
              "Conclusions must be communicated with calibrated language. Sherman Kent argued in 1964 that words such as 'probable' were read by different readers as very different probabilities. Many services now use fixed scales, such as the UK Professional Head of Intelligence Assessment yardstick:",
            ) +
            "<table><tr><th>Term</th><th>Probability</th></tr><tr><td>Remote chance</td><td>≤ 5%</td></tr><tr><td>Highly unlikely</td><td>10-20%</td></tr><tr><td>Unlikely</td><td>25-35%</td></tr><tr><td>Realistic possibility</td><td>40-50%</td></tr><tr><td>Likely or probably</td><td>55-75%</td></tr><tr><td>Highly likely</td><td>80-90%</td></tr><tr><td>Almost certain</td><td>≥ 95%</td></tr></table>" +
            p(
              "Likelihood and confidence are different: an analyst may judge an attribution 'likely' while expressing only moderate confidence because the evidence base is thin.",
            ),
        },
      },
    ],
  },
  {
    slug: "economics-of-pensions",
    discipline: "Pension economics",
    title: "The Economics of Pensions",
    description:
      "Why save for retirement through pensions at all, and who bears the risk when the money runs short? This graduate module studies life-cycle saving, the choice between pay-as-you-go and funded financing, the annuity puzzle, and the behavioural evidence on defaults that led to automatic enrolment.",
    level: "advanced",
    duration: "one semester (2-hour lecture and 1-hour class weekly)",
    plantedGap: "annuity puzzle",
    modules: [
      {
        title: "Saving over the Life Cycle",
        description:
          "Modigliani's model explains why people save while working, and its failures explain why governments do not leave pensions to individuals alone.",
        lesson: {
          title: "The life-cycle hypothesis and its limits",
          html: p(
            "The life-cycle hypothesis, developed by Franco Modigliani with Richard Brumberg in the 1950s, starts from the idea that people prefer a smooth path of consumption to one that rises and falls with income. Because earnings are concentrated in working years, a forward-looking household saves during work and runs its savings down in retirement. Pensions, in this view, are one instrument for transferring purchasing power across the life cycle.",
            "A simple worked example shows the logic. Suppose a worker earns a constant real income Y for 40 years, then retires for 20 years, and the real interest rate is zero. Lifetime resources are 40Y, spread over 60 years, so consumption is (2/3)Y in every year. The worker saves Y/3 each year while working, accumulating 40 × Y/3 = 13.3Y by retirement, which finances 20 years of consumption at (2/3)Y. The required saving rate falls if the interest rate is positive, and rises sharply if the retirement period lengthens relative to the working life: with 35 working years and 25 retired, consumption is (35/60)Y and the saving rate rises to 42%.",
            "Extensions add uncertainty. Life expectancy is uncertain, so a household that saves only enough for the average lifespan risks running out of money if it lives long; one that saves for the longest plausible life consumes too little. Income, investment returns and health costs are uncertain too, and precautionary saving responds to them.",
            "The model also serves as a benchmark against which real behaviour is judged, and here it fares less well. Many households reach retirement with little wealth beyond their house and state pension. Explanations include myopia and present bias, in which people discount the near future much more heavily than the distant future; limited financial literacy, documented by Annamaria Lusardi and Olivia Mitchell; and inertia. These findings are the standard economic justification for compulsory or default pension saving: if individuals systematically under-save, a policy that changes the default may improve welfare even by the individual's own standards.",
          ),
        },
      },
      {
        title: "Pay-as-you-go versus Funding",
        description: "Should today's workers pay today's pensions, or should each generation save for its own?",
        lesson: {
          title: "The Aaron-Samuelson condition and the transition problem",
          html:
            p(
              "Pension systems can be financed in two ways. In a pay-as-you-go (PAYG) system, contributions from current workers pay the pensions of current retirees; most public pensions, such as the UK State Pension and US Social Security, are largely PAYG. In a funded system, each cohort's contributions are invested, and its pensions are paid from the accumulated assets.",
              "The budget constraint of a PAYG scheme links three quantities. If c is the contribution rate, w the average wage, N<sub>w</sub> the number of workers, b the benefit and N<sub>r</sub> the number of retirees, then c w N<sub>w</sub> = b N<sub>r</sub>, so c = (N<sub>r</sub>/N<sub>w</sub>) × (b/w). The contribution rate equals the dependency ratio times the replacement rate. With one retiree for every three workers and a replacement rate of 60%, c = 20%; if the ratio rises to one retiree for every two workers, the same replacement rate requires 30%.",
              "Paul Samuelson (1958) and Henry Aaron (1966) showed that in a PAYG system each generation's implicit rate of return on its contributions equals the growth rate of the wage bill, approximately n + g, where n is the growth rate of the workforce and g the growth rate of real wages. A funded system earns the market rate of return r. The Aaron-Samuelson condition states that PAYG offers a higher return than funding whenever n + g > r.",
            ) +
            "<ul><li>If n + g > r, the economy is dynamically inefficient and PAYG makes every generation better off.</li><li>If r > n + g, as in most developed economies with slow population growth, funding offers a higher return in the steady state.</li></ul>" +
            p(
              "This does not settle the question in favour of moving to funding, because of the transition problem. The first generation of a PAYG scheme received pensions without having contributed fully; that gift is an implicit debt. A move to funding requires one or more generations to pay twice, for their parents' pensions and their own saving, and the present value of that double burden equals the gain from the higher return. Peter Diamond and Nicholas Barr have stressed that funding is not a cure for ageing: both systems ultimately divide current output between workers and retirees, and their real differences lie in risk-sharing, labour-market effects and political sustainability.",
            ),
        },
      },
      {
        title: "Defaults, Inertia and Automatic Enrolment",
        description:
          "When workers must opt out rather than opt in, participation transforms, and this module asks why and with what side effects.",
        lesson: {
          title: "The power of the default",
          html:
            p(
              "Standard theory predicts that whether a worker must sign up for a pension or must ask to leave it should not matter much, since the cost of filling in a form is small compared with the stakes. The evidence says otherwise. In a landmark study, Brigitte Madrian and Dennis Shea (2001) examined a large US firm that switched its 401(k) plan from opt-in to automatic enrolment for new hires. Participation among new employees rose from about 37% to 86%. Most of those enrolled automatically also stayed at the default contribution rate of 3% of pay and the default investment, a money market fund, even though most voluntary participants had chosen higher rates and riskier assets.",
              "Explanations draw on behavioural economics: procrastination and present bias, which delay an unpleasant decision indefinitely; the complexity of the choice; and the perception of the default as an implicit recommendation. Richard Thaler and Shlomo Benartzi's Save More Tomorrow scheme (2004) used the same forces in the other direction, committing workers in advance to raise contributions at each pay rise. In the first implementation, average saving rates rose from 3.5% to 13.6% over about 40 months.",
              "The United Kingdom applied these findings at national scale. Following the Pensions Commission chaired by Adair Turner, the Pensions Act 2008 required employers to enrol eligible workers automatically into a qualifying workplace pension. The duties were phased in by employer size from October 2012.",
            ) +
            "<table><tr><th>Feature</th><th>UK rule</th></tr><tr><td>Eligible jobholders</td><td>Aged 22 to State Pension age, earning above £10,000 a year</td></tr><tr><td>Minimum total contribution</td><td>8% of qualifying earnings from April 2019, at least 3% from the employer</td></tr><tr><td>Opting out</td><td>Allowed within one month, with re-enrolment every three years</td></tr></table>" +
            p(
              "Participation of eligible private-sector employees in workplace pensions rose from 42% in 2012 to 86% in 2019, and opt-out rates have been around 10%. The policy also raised new questions. Defaults anchor behaviour, so a low default contribution may lead many savers to save less than they would have chosen; default funds must be chosen with care; and small pots scattered across many employers create administrative costs that policy is still trying to resolve.",
            ),
        },
      },
    ],
  },
  {
    slug: "karst-hydrology-and-springs",
    discipline: "Karst hydrology",
    title: "Karst Hydrology",
    description:
      "Karst aquifers form by the dissolution of limestone, dolomite and gypsum, and they carry water through conduits at speeds measured in kilometres per day. Advanced students study the carbonate chemistry of dissolution, tracer testing with fluorescent dyes, spring hydrograph recession analysis, and the vulnerability mapping used to protect karst water supplies.",
    level: "advanced",
    duration: "one semester (lectures, laboratory and a field week)",
    plantedGap: "vulnerability mapping",
    modules: [
      {
        title: "The Chemistry of Dissolution",
        description: "We follow carbon dioxide from the soil to the conduit wall and ask why caves grow at all.",
        lesson: {
          title: "Carbonate equilibria and conduit growth",
          html: p(
            "Limestone dissolves because rainwater becomes acid as it passes through the soil. Carbon dioxide dissolves in water and forms carbonic acid, CO<sub>2</sub> + H<sub>2</sub>O ⇌ H<sub>2</sub>CO<sub>3</sub>, which reacts with calcite: CaCO<sub>3</sub> + H<sub>2</sub>O + CO<sub>2</sub> ⇌ Ca<sup>2+</sup> + 2HCO<sub>3</sub><sup>-</sup>. The amount of calcite that water can dissolve depends above all on the partial pressure of CO<sub>2</sub> with which it has equilibrated. The atmosphere has a pCO<sub>2</sub> of about 10<sup>-3.4</sup> atm, but respiration by roots and microbes raises soil air to 10<sup>-2</sup> atm or more. Water that equilibrates with soil air at 10 °C can dissolve roughly 1.5-2 mmol/L of calcium, several times what it could dissolve with atmospheric CO<sub>2</sub>. Because CO<sub>2</sub> is more soluble in cold water, cool climates do not necessarily have slower dissolution, provided that vegetation supplies CO<sub>2</sub>.",
            "The state of the water relative to calcite is expressed by the saturation index, SI = log(IAP/K<sub>s</sub>), where IAP is the ion activity product of Ca<sup>2+</sup> and CO<sub>3</sub><sup>2-</sup> and K<sub>s</sub> the solubility product. SI = 0 means equilibrium, negative values undersaturation and positive values supersaturation, which is the condition in which speleothems are deposited. Alfred Bögli described mixing corrosion: because the equilibrium curve of calcium against CO<sub>2</sub> is non-linear, mixing two waters that are each saturated but at different pCO<sub>2</sub> produces an undersaturated mixture, which can enlarge conduits where flow paths meet.",
            "Why do conduits form at all, rather than dissolution being used up at the entrance of every fissure? The answer lies in kinetics. Dissolution rates, described by the Plummer-Wigley-Parkhurst equation and later by Wolfgang Dreybrodt's work, fall sharply as water approaches saturation. Water close to saturation therefore dissolves slowly but can travel far into a fissure, widening it along its whole length. Once a fissure reaches a width of about 5-10 mm, flow becomes turbulent and undersaturated water passes through it quickly; this 'breakthrough', which typically takes thousands to tens of thousands of years, is followed by rapid enlargement, at up to about a millimetre per year, into a conduit.",
          ),
        },
      },
      {
        title: "Tracer Testing with Dyes",
        description:
          "A fluorescent dye put into a sinking stream and caught at a spring reveals connections that no borehole could find.",
        lesson: {
          title: "Planning and interpreting a dye trace",
          html:
            p(
              "Groundwater in karst flows through conduits whose positions are largely unknown, so hydrogeologists establish connections directly, by injecting a tracer at a sinking stream, a doline or a borehole and monitoring springs and wells for its arrival. Fluorescent dyes are the standard tracers because they are detectable at very low concentrations, in the range of parts per billion or below, and are of low toxicity at the concentrations used.",
            ) +
            "<table><tr><th>Dye</th><th>Colour index</th><th>Notes</th></tr><tr><td>Fluorescein (uranine)</td><td>Acid Yellow 73</td><td>Most sensitive; degraded by sunlight; good for most traces</td></tr><tr><td>Eosine</td><td>Acid Red 87</td><td>Similar behaviour to fluorescein; can be used with it if spectra are separated</td></tr><tr><td>Rhodamine WT</td><td>Acid Red 388</td><td>Moderately sorbing; stable in light</td></tr><tr><td>Sulforhodamine B</td><td>Acid Red 52</td><td>Low sorption; useful in sediment-rich water</td></tr></table>" +
            p(
              "Monitoring combines passive detectors, packets of activated charcoal placed in springs and changed at intervals, with field fluorometers that record concentration every few minutes, and water samples analysed in a laboratory spectrofluorometer. Background sampling for at least a week before injection is essential, because natural organic matter and previous traces can fluoresce in similar wavelengths.",
              "A quantitative trace yields a breakthrough curve of concentration against time. Consider 3 kg of fluorescein injected into a swallow hole 4.2 km from a spring. The first arrival occurs after 36 hours and the peak at 52 hours. The velocity of first arrival is 4,200 m / 36 h ≈ 117 m/h, or 2.8 km/d; the peak velocity is 4,200 / 52 ≈ 81 m/h, or 1.9 km/d. Such velocities, thousands of times faster than typical flow in porous aquifers, are diagnostic of conduit flow.",
              "Mass recovery is found by integrating discharge times concentration over the curve. If the spring discharges a steady 0.8 m³/s and the dye averages 12 µg/L above background over 60 hours, the recovered mass is 0.8 × 216,000 s × 1,000 L/m³ × 12 µg/L ≈ 2.07 kg, or about 69% of that injected. Low recovery suggests that the dye has been stored in the aquifer, lost by sorption or degradation, or divided between several springs, some of which were not monitored.",
            ),
        },
      },
      {
        title: "Spring Hydrographs and Recession",
        description:
          "The way a spring's discharge falls after rain is a signature of the aquifer that feeds it, and here we learn to read it.",
        lesson: {
          title: "Recession analysis of karst springs",
          html: p(
            "A karst spring hydrograph responds to rainfall with a rapid rise, a peak and a long recession. The recession, the part of the curve when no recharge is arriving, contains information about how water is stored in the aquifer. Analysis began with E. Maillet in 1905, who showed that outflow from a single linear reservoir decreases exponentially: Q<sub>t</sub> = Q<sub>0</sub> e<sup>-αt</sup>, where Q<sub>0</sub> is the discharge at the start of the recession, Q<sub>t</sub> the discharge after time t, and α the recession coefficient with units of inverse time. Plotted on a semi-logarithmic graph, such a recession is a straight line with slope -α.",
            "Worked example: a spring discharges 2.5 m³/s at the start of a dry period and 1.1 m³/s 30 days later, with no rain in between. Then α = ln(2.5/1.1) / 30 = 0.0274 per day. Integrating the exponential from zero to infinity gives the volume of water stored above the spring outlet at the start of the recession, V = Q<sub>0</sub>/α. With Q<sub>0</sub> = 2.5 × 86,400 = 216,000 m³/d, V ≈ 216,000 / 0.0274 ≈ 7.9 million m³. This dynamic volume is what can drain naturally to the spring; it is not the total water in the aquifer.",
            "Karst recessions are rarely a single straight line. On a semi-logarithmic plot they usually break into two or three segments with decreasing slope: a steep early segment reflecting the rapid drainage of conduits, and flatter later segments reflecting slow drainage of the fractured and porous matrix. Following Forkasiewicz and Paloc (1967), each segment can be treated as a separate reservoir with its own coefficient, for example α<sub>1</sub> = 0.15 d<sup>-1</sup> for conduits and α<sub>2</sub> = 0.01 d<sup>-1</sup> for the matrix. Alain Mangin proposed an alternative model that separates an infiltration term from a baseflow term and derived indices to classify karst systems by how well developed their drainage network is.",
            "Recession coefficients have practical uses. They allow forecasts of minimum flows for water supply during droughts, and comparisons between years or springs. Interpretation needs caution, however: pumping, snowmelt and outflow to other springs all distort the curves, so recessions should be selected from long periods without recharge and checked against several years of records.",
          ),
        },
      },
    ],
  },
];
