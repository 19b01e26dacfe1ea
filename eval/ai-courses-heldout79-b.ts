/** Seventy-ninth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout79.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT79_B: EvalCourse[] = [
  {
    slug: "mechatronic-system-design",
    discipline: "Mechatronics",
    title: "Mechatronic System Design",
    description:
      "Building on first-year circuits and mechanics, this second-year module integrates sensing, actuation and control in laboratory builds: quadrature encoders and strain-gauge bridges, DC and stepper motor drives, discrete PID control on a microcontroller, and PLC ladder logic for sequencing.",
    level: "intermediate",
    duration: "one semester (two-hour lecture and three-hour laboratory each week)",
    plantedGap: "PLC ladder logic",
    modules: [
      {
        title: "Measuring Motion and Force",
        description:
          "Incremental and absolute encoders, quadrature decoding and speed estimation, and strain gauges in Wheatstone bridge circuits.",
        lesson: {
          title: "Encoders and strain-gauge bridges",
          html: p(
            "An incremental optical encoder has a disc with N lines and produces two square-wave channels, A and B, a quarter of a cycle (90 electrical degrees) apart. Direction comes from which channel leads. Counting every rising and falling edge of both channels, known as ×4 decoding, gives 4N counts per revolution. A 500-line encoder on a motor shaft therefore gives 2,000 counts per motor revolution; behind a 20:1 gearbox that is 40,000 counts per output revolution, a resolution of 0.009°. Use the microcontroller's hardware quadrature counter where one exists.",
            "Speed can be estimated by counting edges in a fixed sample period. With a 1 ms sample and the 2,000-count encoder, 40 counts per sample means 0.02 revolutions per millisecond, or 1,200 rpm. At low speed this method fails: one count per millisecond corresponds to 30 rpm, so the estimate jumps in 30 rpm steps. The alternative is to time the interval between edges, which is precise at low speed and poor at high speed; many drives switch between the two. An index channel gives one pulse per revolution for homing. An absolute encoder, usually Gray-coded so that only one bit changes at each step, reports position at power-up without homing.",
            "A bonded foil strain gauge changes resistance with strain ε according to ΔR/R = GF·ε, where the gauge factor GF is about 2 for common alloys and nominal resistances are 120 Ω or 350 Ω. The changes are tiny, so the gauge is placed in a Wheatstone bridge. For a quarter bridge with one active gauge, the output is approximately Vout = Vex·GF·ε/4. Worked example: with 5 V excitation, GF = 2.0 and 500 microstrain, Vout = 5 × 2 × 0.0005 ÷ 4 = 1.25 mV. A 12-bit converter with a 3.3 V range resolves about 0.8 mV per step, so an instrumentation amplifier with a gain of around 1,000 is needed before conversion.",
            "Temperature changes the resistance of the gauge and expands the structure, producing apparent strain. A half bridge with gauges on the top and bottom surfaces of a beam in bending doubles the output and cancels the temperature effect, because both gauges see the same temperature but opposite strains. Commercial load cells use full bridges and quote sensitivity as millivolts per volt of excitation, typically 2 mV/V at rated load.",
          ),
        },
      },
      {
        title: "Driving DC and Stepper Motors",
        description:
          "The brushed DC motor model, H-bridge and PWM drives, and stepper motors with microstepping and their limits.",
        lesson: {
          title: "From motor equations to drive electronics",
          html: p(
            "A brushed DC motor is described by two constants. Torque is proportional to current, T = kt·I, and the back-EMF is proportional to speed, E = ke·ω. In SI units, with kt in N·m/A and ke in V·s/rad, the two constants are numerically equal. At steady state the supply voltage satisfies V = I·R + ke·ω. Worked example: a motor with kt = 0.05 N·m/A and winding resistance 2 Ω on a 24 V supply draws a stall current of 12 A and produces a stall torque of 0.6 N·m; its no-load speed is about V/ke = 480 rad/s, roughly 4,580 rpm.",
            "The motor is driven from an H-bridge: four switches, usually MOSFETs, arranged so that turning on one diagonal pair drives current one way through the motor and the other pair reverses it. The two switches in the same leg must never conduct together, which would short the supply, so the driver inserts a short dead time at each transition. The bridge is switched by pulse-width modulation at about 20 kHz, above the audible range; the motor's inductance smooths the current, and the average voltage equals the duty cycle times the supply. Freewheeling diodes, or switching the opposite transistor on during the off-time, give the inductive current a path when a switch opens.",
            "A hybrid stepper motor typically moves 1.8° per full step, 200 steps per revolution. The driver accepts step and direction signals, and microstepping divides each step by setting the two phase currents in sine and cosine proportions. With 1/16 microstepping and a lead screw of 5 mm lead, one revolution is 3,200 microsteps and each microstep moves the nut 1.5625 µm; a speed of 10 mm/s needs a step rate of 6,400 per second. Microstepping smooths motion, but microstep positions are inaccurate under load.",
            "Steppers run open loop, which is their attraction and their weakness: if the load torque exceeds the available torque, the motor loses steps and nothing reports it. Available torque falls with speed, because the winding inductance limits how fast current can rise in each step. Chopper drives use a supply voltage several times the motor's rated voltage and regulate current, and step rates are ramped up and down to avoid stalling. A DC motor with an encoder suits fast, dynamic loads; a stepper suits cheap, moderate-load positioning.",
          ),
        },
      },
      {
        title: "Closing the Loop: Digital PID",
        description:
          "Implementing a discrete PID controller with a fixed sample time, anti-windup and a filtered derivative, and tuning it.",
        lesson: {
          title: "Implementing and tuning a PID loop",
          html:
            p(
              "A PID controller computes its output from the error e = setpoint − measurement: u = Kp·e + Ki·∫e dt + Kd·de/dt. The proportional term reacts to the present error but, acting alone on many plants, leaves a steady-state error. The integral term accumulates past error and removes that offset. The derivative term responds to the rate of change, adding damping, but it also amplifies sensor noise.",
              "On a microcontroller the controller must run at a fixed sample time, set by a timer interrupt rather than by the main loop, because the integral and derivative both depend on Δt. A typical update for a motor position loop at 1 kHz:",
            ) +
            "<ol><li>Read the encoder count and compute the error.</li><li>Add Ki·e·Δt to the integral, then clamp the integral between the actuator limits.</li><li>Compute the derivative from the change in measurement, not the change in error, and pass it through a first-order low-pass filter.</li><li>Sum the three terms, saturate the result to ±100 per cent duty, and write it to the PWM peripheral.</li></ol>" +
            p(
              "Integral windup happens when the actuator saturates: the error persists, the integral keeps growing, and the system overshoots badly once it finally reaches the setpoint. Clamping the integral, or pausing integration while the output is saturated, prevents this. Taking the derivative of the measurement avoids derivative kick, the large spike that a step change in setpoint would otherwise produce.",
              "A quick starting point for tuning is the Ziegler–Nichols closed-loop method. Set Ki and Kd to zero and raise Kp until the loop oscillates steadily; record this ultimate gain Ku and the oscillation period Pu. The classic PID settings are Kp = 0.6Ku, integral time Ti = Pu/2 and derivative time Td = Pu/8. Worked example: with Ku = 4 and Pu = 0.5 s, Kp = 2.4, Ti = 0.25 s and Td = 0.0625 s, so Ki = Kp/Ti = 9.6 s⁻¹ and Kd = Kp·Td = 0.15 s.",
              "Ziegler–Nichols settings aim at quarter-amplitude decay and are deliberately aggressive, so expect around 25 per cent overshoot or more. Reduce Kp and lengthen Ti until the step response meets the specification, and check it at the extremes of load, because a loop tuned unloaded may oscillate with a heavy inertia attached.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-mamluk-sultanate-1250-1517",
    discipline: "Mamluk history",
    title: "The Mamluk Sultanate, 1250–1517",
    description:
      "Slave soldiers who became sultans: the Mamluk state in Egypt and Syria from the fall of the Ayyubids to the Ottoman conquest. Seminars examine the recruitment and training of mamluks, the victory at Ayn Jalut and the destruction of the Crusader states, the Abbasid caliphate in Cairo, and Mamluk architectural patronage.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one source-based seminar a week)",
    plantedGap: "architectural patronage",
    modules: [
      {
        title: "Purchase, Conversion and Manumission",
        description:
          "How boys bought on the steppe and in the Caucasus became a ruling military elite, and why that elite was meant not to be hereditary.",
        lesson: {
          title: "How the mamluk system worked",
          html: p(
            "Mamluk means owned in Arabic. Slave soldiers had served Islamic rulers since the Abbasid caliph al-Mu'tasim (r. 833–842) assembled a Turkish guard, but in Egypt they took power themselves. The Ayyubid sultan al-Salih Ayyub (r. 1240–1249) bought large numbers of Kipchak Turks, whom the Mongol conquests had flooded onto the slave markets of the steppe north of the Black Sea, and quartered them on the island of Roda in the Nile. From bahr, used of the Nile, they were called the Bahriyya, and the first Mamluk period (1250–1382) is named the Bahri period. From 1382, when Barquq became the first Circassian sultan, recruits came mainly from the Caucasus; this is the Burji period, named after the towers (burj) of the Cairo Citadel where Qalawun had quartered Circassian mamluks.",
            "The recruit was bought as a boy or adolescent, converted to Islam, and housed in the barracks (tibaq) of the Citadel under eunuch supervisors. He learned Arabic, the Qur'an and the basics of law, then furusiyya: horsemanship, the lance, swordsmanship and, above all, mounted archery. On completing his training he was freed, often in a group ceremony, and received a horse and equipment. Freedom did not end his obligations. He owed loyalty to the master who had bought and freed him, his ustadh, and solidarity to the men freed with him, his khushdashiyya, a bond that shaped factions and coups for the whole period.",
            "Successful mamluks rose through a hierarchy of amirs: amir of ten, amir of forty, and amir of a hundred, who also commanded a thousand soldiers in war. Their income came from iqta', assignments of the revenue of land, which were not owned and could be withdrawn or reassigned.",
            "In principle the system renewed itself every generation. The sons of mamluks, the awlad al-nas, were born free Muslims and were largely excluded from the elite regiments, so power stayed with men recently bought from outside. Historians such as Amalia Levanoni and Jo Van Steenbergen have qualified this picture. Qalawun and his descendants held the sultanate almost continuously from 1279 to 1382, and amirs constantly tried to place their sons and households. The one-generation nobility was an ideal that contemporaries invoked as much as a rule they obeyed.",
          ),
        },
      },
      {
        title: "Ayn Jalut and the End of Frankish Syria",
        description:
          "The seizure of power in 1250, the defeat of the Mongols in 1260, and the campaigns that ended the Crusader states by 1291.",
        lesson: {
          title: "From Mansura to Acre, 1250–1291",
          html: p(
            "The Mamluks came to power in the middle of a crusade. Louis IX of France took Damietta in 1249; al-Salih Ayyub died in November; and in February 1250 the Bahri mamluks defeated the Franks at Mansura, then captured Louis in April. When the new sultan, Turanshah, tried to replace his father's mamluks with his own men, they murdered him in May 1250. Al-Salih's widow Shajar al-Durr briefly ruled in her own name before marrying the amir Aybak, who took the title of sultan; whether she or he counts as the first Mamluk ruler is a matter of definition.",
            "The Mongol threat soon dwarfed the Frankish one. Hulegu sacked Baghdad in 1258 and took Aleppo and Damascus in 1260, but on news of the Great Khan Möngke's death he withdrew most of his army, leaving a smaller force under Kitbuqa. The sultan Qutuz marched north, the Franks of Acre allowing him passage, and on 3 September 1260 at Ayn Jalut in the Jezreel valley the Mongol army was destroyed and Kitbuqa killed. Historians now stress that this was a defeat of a detachment rather than the main Mongol army, but its political effect was enormous. On the way back Baybars, one of the Bahri amirs, killed Qutuz and took the throne himself (r. 1260–1277).",
            "Baybars turned systematically on the Frankish coast: Caesarea and Arsuf fell in 1265, Safed in 1266, Jaffa and Antioch in 1268, and the Hospitaller castle of Krak des Chevaliers in 1271. Qalawun (r. 1279–1290) took Margat in 1285 and Tripoli in 1289. His son al-Ashraf Khalil besieged Acre and took it on 18 May 1291; Tyre, Sidon and Beirut were abandoned within weeks, and only the island of Ruad held out until 1302. The Mamluks dismantled the coastal fortifications they captured, so that a crusade arriving by sea would find no base.",
            "Conflict with the Mongol Ilkhanate of Iran lasted longer. Qalawun won at Homs in 1281; Ghazan defeated the Mamluks at Wadi al-Khazindar in 1299 and briefly held Damascus; the Mamluks won decisively at Marj al-Suffar in 1303; and peace was finally agreed in 1323. Seminar question: how far did war on two fronts create the Mamluk state, rather than merely test it?",
          ),
        },
      },
      {
        title: "Sultan and Caliph: Legitimacy in Cairo",
        description:
          "How former slaves justified their rule, the role of the Abbasid caliphs in Cairo, and the Ottoman conquest of 1516–1517.",
        lesson: {
          title: "Legitimacy without a dynasty",
          html: p(
            "Mamluk sultans faced an obvious problem: they were former slaves with no dynastic claim, often of recent and foreign origin, and most came to the throne by killing or deposing a predecessor. They answered it in three main ways: by victory in holy war against Franks and Mongols, by protecting the holy cities of Mecca and Medina and the annual pilgrimage, and by reviving the Abbasid caliphate under their own roof.",
            "In 1261 Baybars received in Cairo a man named Ahmad, presented as a son of the caliph al-Zahir and a survivor of the Mongol sack of Baghdad. After his descent was formally attested he was proclaimed caliph as al-Mustansir and, in return, invested Baybars with authority over all Islamic lands. Later that year al-Mustansir was killed in an expedition to recover Baghdad. A second claimant was installed in 1262 as al-Hakim, and his descendants held the title in Cairo until 1517.",
            "The Cairo caliphs had prestige but no power. Each new sultan received the caliph's investiture, the caliph appeared at accession ceremonies, and his name lent legitimacy to decrees, but sultans removed caliphs who displeased them. The caliph al-Musta'in was even made sultan for a few months in 1412, a compromise between rival amirs that ended when the strongest, Shaykh, took the throne himself. Outside Egypt the institution still mattered: the Delhi sultan Muhammad bin Tughluq sought investiture from the Cairo caliph in the 1340s.",
            "Protection of the pilgrimage was displayed every year in the procession of the mahmal, an empty ceremonial litter sent with the pilgrim caravan from Cairo to Mecca as a sign of Mamluk sovereignty over the Hijaz. Control of the Red Sea trade through Jedda, on which customs revenue depended, gave the role an economic side as well.",
            "The end came quickly. The Ottoman sultan Selim I defeated the Mamluk army at Marj Dabiq, north of Aleppo, on 24 August 1516, where the sultan Qansuh al-Ghawri died. At Raydaniyya outside Cairo in January 1517 his successor Tumanbay was defeated, and in April he was hanged at Bab Zuwayla. The last Cairo caliph, al-Mutawakkil III, was taken to Istanbul. The claim that he formally transferred the caliphate to the Ottomans appears only much later, in the eighteenth century.",
          ),
        },
      },
    ],
  },
  {
    slug: "microfinance-lending-risk-and-pricing",
    discipline: "Microfinance",
    title: "Microfinance: Lending, Risk and Pricing",
    description:
      "Small loans to people without collateral raise hard questions about risk, cost and fairness. Seminars work through group and individual lending methodologies; portfolio-at-risk and other measures of loan quality; how interest rates are built up and disclosed; and what the randomised evaluations of microcredit have and have not shown.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar and one case-study workshop a week)",
    plantedGap: "randomised evaluations",
    modules: [
      {
        title: "Lending Without Collateral: Groups and Individuals",
        description:
          "Joint-liability groups, village banks and individual lending, and the economic reasons each can work without conventional collateral.",
        lesson: {
          title: "Lending methodologies and why they work",
          html: p(
            "Modern microcredit is usually dated to Muhammad Yunus's first small loans in the village of Jobra, Bangladesh, in 1976. The Grameen Bank became a formal bank in 1983, and Yunus and the bank shared the Nobel Peace Prize in 2006. The classic Grameen model lent to women organised in groups of five, several groups forming a centre that met weekly with a loan officer. Loans were disbursed first to two members, then to others as the first repaid, and the group shared responsibility for repayment: if one member defaulted, the others lost access to further loans.",
            "Other methodologies spread in parallel. Solidarity groups of three to seven members were used in Latin America, notably by BancoSol in Bolivia, formed in 1992 from the NGO PRODEM. Village banking, developed by John Hatch for FINCA in 1984, lends to larger self-managed groups of roughly 20 to 30 members, who also accumulate savings in an internal account and relend them.",
            "Economic theory offers three reasons why joint liability can substitute for collateral. Screening: borrowers know one another, so safer borrowers choose each other as partners and riskier ones are left to group together, which lets a lender charging one price still separate types (Ghatak, 1999). Monitoring: group members watch how loans are used more cheaply than a loan officer could (Stiglitz, 1990). Enforcement: social sanctions make strategic default costly (Besley and Coate, 1995). Dynamic incentives reinforce all three: each repaid loan unlocks a larger one, and repayment begins within a week or two of disbursement, so it relies on household income as well as the business.",
            "Groups have costs too: time spent in meetings, pressure on members who fall into genuine difficulty, and free-riding. Since about 2000 many lenders have moved to individual liability while keeping group meetings for efficient collection; the Grameen Bank itself did so in its Grameen II reform of 2001 to 2002. Individual lending is used for larger loans. The loan officer analyses the cash flow of the whole household and business, and uses collateral substitutes such as household assets, personal guarantors and the borrower's repayment history. Lenders such as the ProCredit banks built their models on this approach for small businesses that have outgrown group loans.",
          ),
        },
      },
      {
        title: "Measuring Portfolio Quality",
        description:
          "Portfolio at risk, why repayment rates mislead, provisioning, write-offs and the warning signs of hidden arrears.",
        lesson: {
          title: "PAR30 and its companions",
          html:
            p(
              "Because microloans are unsecured and short, a lender must see arrears early. The standard measure is portfolio at risk over 30 days, PAR30: the outstanding principal of all loans with one or more instalments more than 30 days overdue, divided by the gross loan portfolio. The whole outstanding balance of a late loan is counted, not only the missed instalments, because once a borrower stops paying the whole loan is in doubt.",
              "The repayment rate, amounts collected divided by amounts due, can look reassuring while the portfolio decays, and the arrears rate, which counts only overdue amounts, understates the risk. Worked example: a lender has a gross portfolio of 2,000,000. Loans with instalments more than 30 days late have 15,000 in missed payments but 90,000 in outstanding balances. The arrears rate is 0.75 per cent; PAR30 is 4.5 per cent, six times higher. A PAR30 below about 5 per cent is commonly cited as healthy for group lenders.",
              "Lenders set aside a loan loss reserve according to how late loans are. An illustrative ageing schedule:",
            ) +
            "<table><tr><th>Days overdue</th><th>Provision on outstanding balance</th></tr><tr><td>Current</td><td>1%</td></tr><tr><td>1 to 30</td><td>10%</td></tr><tr><td>31 to 60</td><td>25%</td></tr><tr><td>61 to 90</td><td>50%</td></tr><tr><td>Over 90</td><td>100%</td></tr></table>" +
            p(
              "Actual percentages are set by regulators or internal policy. The risk coverage ratio, loan loss reserve divided by PAR30, shows how far expected losses are covered: a reserve of 60,000 against the 90,000 above gives 67 per cent.",
              "Two practices can hide problems. Aggressive write-offs remove bad loans from the portfolio and lower PAR, so PAR should always be read together with the write-off ratio over the same period. Restructuring or refinancing late loans resets their clocks; analysts ask for restructured loans to be reported separately. The 2010 crisis in Andhra Pradesh, India, showed how quickly things can turn: after rapid growth and multiple borrowing, a state ordinance restricting collection was followed by a collapse in repayment across the state's portfolio.",
            ),
        },
      },
      {
        title: "Pricing Loans and Calculating the True Rate",
        description:
          "Why microloans cost more to make, the Rosenberg pricing formula, and converting flat rates and fees into an effective annual rate.",
        lesson: {
          title: "What a microloan really costs",
          html: p(
            "Microcredit rates are high by banking standards, mainly because of administrative cost. A loan officer spends roughly as much time appraising, disbursing and collecting a loan of 100 as one of 10,000, so costs form a far larger share of a small loan. Richard Rosenberg's formula for CGAP sets out the rate a sustainable lender needs: R = (AE + LL + CF + K − II) ÷ (1 − LL), where AE is administrative expense, LL loan losses, CF the cost of funds, K the target capitalisation rate and II investment income, all as a share of the loan portfolio. Worked example: with AE 20 per cent, LL 2 per cent, CF 8 per cent, K 3 per cent and II 1 per cent, R = 32 ÷ 0.98, or about 32.7 per cent a year.",
            "The rate a lender quotes is often not the rate the borrower pays. Many lenders quote a flat rate, charging interest on the original amount for the whole term even though the balance falls with each repayment. Worked example: a loan of 1,000 for 12 months at 2 per cent a month flat carries 240 of interest, so the borrower repays 103.33 a month. Solving for the rate on the declining balance that gives the same payments yields 3.48 per cent a month: an annual percentage rate of 41.7 per cent, or an effective annual rate of 50.7 per cent with compounding. A quoted 24 per cent a year hides a price almost twice as high.",
            "Fees and compulsory savings push the figure higher. If the same loan carries an upfront fee of 2 per cent, so that the borrower receives only 980, the monthly rate rises to 3.82 per cent and the APR to 45.8 per cent. Compulsory savings held by the lender raise it further, because the borrower pays interest on money they cannot use.",
            "Transparency therefore matters more than the headline rate. The MicroFinance Transparency initiative, led by Chuck Waterfield, collected loan terms from lenders in several countries and published their true APRs, revealing wide variation within the same market. Caps on interest rates are politically popular, but if set below the cost of lending they tend to push lenders away from the smallest loans and the most remote borrowers, who are the most expensive to serve.",
          ),
        },
      },
    ],
  },
  {
    slug: "news-framing-and-audiences",
    discipline: "Media studies",
    title: "News, Framing and Audiences",
    description:
      "Analyse how news is selected, framed and received. Second-year students apply news-values taxonomies, agenda-setting and framing theory, Stuart Hall's encoding/decoding model and the study of algorithmic curation on social platforms to current coverage of their own choosing.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week, with a coursework portfolio)",
    plantedGap: "algorithmic curation",
    modules: [
      {
        title: "What Makes News? Gatekeeping and News Values",
        description:
          "From the gatekeeper studies of the 1950s to Galtung and Ruge and the revised taxonomies of Harcup and O'Neill.",
        lesson: {
          title: "Selecting the news",
          html: p(
            "Every news organisation receives far more material than it can publish, so the first question of news research is how selection happens. David Manning White's 1950 gatekeeper study followed Mr Gates, the wire editor of a small American daily newspaper, for a week. He used only about a tenth of the agency copy he received, and his written reasons for rejecting items, such as not interested or too vague, suggested that personal judgement played a large part.",
            "Johan Galtung and Mari Holmboe Ruge's 1965 article The Structure of Foreign News, published in the Journal of Peace Research, shifted attention from individuals to systematic factors. Analysing how four Norwegian newspapers covered the Congo, Cuba and Cyprus crises, they proposed twelve news factors. Eight were presented as culturally general: frequency, threshold, unambiguity, meaningfulness, consonance, unexpectedness, continuity and composition. Four were culture-bound: reference to elite nations, reference to elite people, personification and negativity. Events scoring high on several factors were more likely to become news and to be reported in a way that accentuated those factors.",
            "Tony Harcup and Deirdre O'Neill tested the list against a month of UK national newspapers in 2001 and found it a poor fit for domestic news, full of celebrities, entertainment and good news stories. Their 2017 revision, based on print and online news, proposes fifteen values: exclusivity, bad news, conflict, surprise, audio-visuals, shareability, entertainment, drama, follow-up, the power elite, relevance, magnitude, celebrity, good news, and the news organisation's own agenda.",
            "News-values lists have weaknesses worth discussing in seminar. They describe features of stories that were published, so they risk circularity: a story appeared, therefore it must have had news value. They say little about organisational routine. Gaye Tuchman's ethnography Making News (1978) showed how newsrooms cast a news net of beats and trusted sources, so that events occurring where reporters are stationed are far more likely to be noticed at all.",
            "Portfolio task: take the front pages or home pages of three outlets on the same day, code each lead story against the Harcup and O'Neill list, and explain the differences you find with reference to each outlet's audience and routines.",
          ),
        },
      },
      {
        title: "Agenda-Setting, Priming and Framing",
        description:
          "The Chapel Hill study and its successors, priming, and how framing theory is defined and operationalised in content analysis.",
        lesson: {
          title: "Telling audiences what to think about",
          html: p(
            "In 1963 Bernard Cohen wrote that the press may not be successful much of the time in telling people what to think, but it is stunningly successful in telling its readers what to think about. Maxwell McCombs and Donald Shaw tested the idea during the 1968 US presidential election in Chapel Hill, North Carolina. They asked 100 undecided voters which issues mattered most and compared the answers with the emphasis given to issues by the media they used. The rank-order correlation for major items was 0.967. Their 1972 article founded agenda-setting research, which has since been replicated in many countries and extended to a second level: the media also influence which attributes of an issue or candidate people consider salient.",
            "Priming, developed by Shanto Iyengar and Donald Kinder in News That Matters (1987), follows from this. The issues that receive most coverage become the standards by which audiences judge leaders, so a government's rating shifts when coverage shifts from, say, the economy to defence.",
            "Framing concerns how an issue is presented. Robert Entman's widely cited 1993 definition says that to frame is to select some aspects of a perceived reality and make them more salient in a communicating text, in such a way as to promote a particular problem definition, causal interpretation, moral evaluation and/or treatment recommendation. Iyengar's Is Anyone Responsible? (1991) distinguished episodic frames, which present an issue through a single case, from thematic frames, which place it in a broader context. In his experiments, viewers shown episodic stories about poverty were more likely to hold the poor themselves responsible, while thematic stories led them to blame society and government.",
            "Frames can be identified deductively or inductively. Holli Semetko and Patti Valkenburg's 2000 study of European news offered five generic frames that can be coded with yes/no questions: attribution of responsibility, human interest, conflict, morality and economic consequences. Inductive approaches build frames from close reading of a sample. In either case, reliable content analysis needs a written codebook, two coders working independently on a shared subsample, and a reported agreement statistic such as Krippendorff's alpha, with 0.8 a common threshold.",
            "Portfolio task: code twenty articles on one issue for the five generic frames and report intercoder agreement.",
          ),
        },
      },
      {
        title: "Encoding, Decoding and Active Audiences",
        description:
          "Hall's model of preferred and oppositional readings, Morley's audience research, and uses and gratifications.",
        lesson: {
          title: "How audiences make meaning",
          html: p(
            "Effects research long treated audiences as targets. Stuart Hall's paper Encoding and Decoding in the Television Discourse, circulated by the Birmingham Centre for Contemporary Cultural Studies in 1973, argued instead that meaning is produced at two moments. Broadcasters encode a message within professional routines and dominant assumptions, building in a preferred reading; audiences decode it from their own social positions, and nothing guarantees that the two match.",
            "Hall proposed three hypothetical decoding positions. In the dominant-hegemonic position the viewer takes the preferred meaning as intended. In the negotiated position the viewer accepts the general framework but adapts it to local circumstances, for example agreeing that strikes harm the national economy while supporting a pay claim in their own workplace. In the oppositional position the viewer understands the preferred reading but interprets the message within an alternative framework.",
            "David Morley tested the model empirically in The Nationwide Audience (1980), showing an episode of the BBC's early-evening magazine programme Nationwide to 29 groups of people from different occupations and educational backgrounds and recording their discussions. Bank managers tended towards dominant readings and shop stewards towards oppositional ones, but the patterns did not follow social class in any simple way: apprentices and shop stewards, both working-class, read the programme very differently, which Morley explained through the discourses and institutions each group belonged to. Ien Ang's Watching Dallas (1985), based on letters from Dutch viewers, took reception research further into pleasure and irony.",
            "A separate tradition, uses and gratifications, asks what people do with media rather than what media do to people. Elihu Katz, Jay Blumler and Michael Gurevitch set out its assumptions in 1974: audiences are active and goal-directed, and media compete with other sources of satisfaction. Denis McQuail's typology groups gratifications into information, personal identity, integration and social interaction, and entertainment. Critics point out that the approach relies heavily on self-report and can neglect the power of the text.",
            "Seminar question: Hall's model was built for a small number of national broadcasters and a mass audience. Which parts still work for participatory culture, in Henry Jenkins's sense, in which audiences also remix and circulate texts themselves, and which need rethinking?",
          ),
        },
      },
    ],
  },
  {
    slug: "nursing-the-acutely-unwell-child",
    discipline: "Paediatric nursing",
    title: "Nursing the Acutely Unwell Child",
    description:
      "Children are not small adults: their vital signs, drug doses and fluid needs all change with age and weight. Building on first-year placements, the module develops recognition of deterioration with paediatric early warning scores, weight-based drug calculation, maintenance fluid prescribing checks, and family-centred care on the acute ward.",
    level: "intermediate",
    duration: "nine weeks (two three-hour taught sessions a week, including simulation)",
    plantedGap: "family-centred care",
    modules: [
      {
        title: "Recognising Deterioration in Children",
        description:
          "Age-related normal values, the signs of compensated and decompensated illness, and paediatric early warning scores.",
        lesson: {
          title: "Normal values, compensation and PEWS",
          html:
            p(
              "Children compensate for serious illness remarkably well, and then decompensate suddenly. A child in early shock keeps the blood pressure normal by raising the heart rate and constricting peripheral vessels, so hypotension is a late, pre-terminal sign. Bradycardia in a hypoxic child means that arrest is imminent. Recognition therefore depends on knowing normal values for age and noticing trends. Commonly taught ranges, from Advanced Paediatric Life Support, are:",
            ) +
            "<table><tr><th>Age</th><th>Respiratory rate (breaths/min)</th><th>Heart rate (beats/min)</th><th>Systolic BP (mmHg)</th></tr><tr><td>Under 1 year</td><td>30–40</td><td>110–160</td><td>80–90</td></tr><tr><td>1–2 years</td><td>25–35</td><td>100–150</td><td>85–95</td></tr><tr><td>2–5 years</td><td>25–30</td><td>95–140</td><td>85–100</td></tr><tr><td>5–12 years</td><td>20–25</td><td>80–120</td><td>90–110</td></tr><tr><td>Over 12 years</td><td>15–20</td><td>60–100</td><td>100–120</td></tr></table>" +
            p(
              "Assess breathing for effort, efficacy and effects. Increased effort shows as a raised rate, subcostal, intercostal or sternal recession, nasal flaring, head bobbing, tracheal tug and, in infants, grunting. Recession is more obvious in young children because the chest wall is compliant. Efficacy is judged by chest expansion, air entry and oxygen saturation; a quiet chest in a child who was wheezing is an ominous sign of exhaustion, not improvement. The effects of inadequate breathing appear in the heart rate, skin colour and conscious level, assessed quickly with AVPU. Capillary refill over 2 seconds, measured centrally on the sternum for 5 seconds of pressure, suggests poor perfusion.",
              "Paediatric early warning scores turn these observations into a consistent trigger for escalation. In England, NHS England introduced a national PEWS with the System-wide Paediatric Observations Tracking (SPOT) programme in 2023, using separate charts for age bands from infancy to adolescence, each scoring deviation from the normal range for that age. A rising score, or a single observation in the most abnormal band, prompts a defined response: more frequent observations, review by a senior nurse or doctor within a set time, or an emergency call. Nurses' clinical concern is itself an escalation criterion, and should be documented as such.",
            ),
        },
      },
      {
        title: "Weight-Based Drug Calculations",
        description:
          "Obtaining an accurate weight, estimating it in emergencies, calculating doses and volumes, and the safety checks that prevent tenfold errors.",
        lesson: {
          title: "Calculating doses safely",
          html: p(
            "Almost every paediatric dose is prescribed per kilogram, so the calculation begins with an accurate weight. Weigh the child in kilograms on calibrated scales, undressed or in light clothing for infants, and record it on the prescription chart and in the notes. Scales set to pounds and weights copied from old admissions are common errors.",
            "In a resuscitation, when weighing is impossible, the Advanced Paediatric Life Support formulas estimate weight from age: (0.5 × age in months) + 4 for infants up to 12 months; (2 × age in years) + 8 for children aged 1 to 5; and (3 × age in years) + 7 for children aged 6 to 12. A 3-year-old is therefore estimated at 14 kg. Estimates are replaced by a measured weight as soon as possible.",
            "The calculation has two steps: dose = dose per kg × weight, then volume = dose ÷ stock strength × stock volume. Worked example: paracetamol 15 mg/kg orally for a 14 kg child is 210 mg. The oral suspension is 120 mg in 5 mL, so the volume is 210 ÷ 120 × 5 = 8.75 mL. Check it against the maximum: at 75 mg/kg a day, the daily limit is 1,050 mg, and four doses of 210 mg total 840 mg. A second example: gentamicin 7 mg/kg intravenously once daily for a 22 kg child is 154 mg; from a 40 mg/mL vial the volume is 154 ÷ 40 = 3.85 mL. Later doses are adjusted on serum concentrations.",
            "Tenfold errors are the characteristic danger of paediatric prescribing, because the numbers are small and a slipped decimal point is easy to miss. Habits that prevent them:",
            "Always write a leading zero before a decimal point (0.5 mg, never .5 mg) and never a trailing zero (5 mg, never 5.0 mg). Write micrograms and units in full rather than abbreviating them. Compare every calculated dose with the formulary dose range and with the adult dose, which a child's dose should not normally exceed. Use oral or enteral syringes, which cannot connect to intravenous lines, for all oral liquids. Have a second registered nurse perform an independent check, calculating from the prescription without seeing your answer. Finally, ask whether the result makes sense: 8.75 mL of paracetamol suspension for a toddler is plausible; 87.5 mL is not.",
          ),
        },
      },
      {
        title: "Maintenance Fluids and Hyponatraemia",
        description:
          "Calculating maintenance requirements by the Holliday–Segar method, choosing an isotonic fluid, and monitoring for hyponatraemia and overload.",
        lesson: {
          title: "Calculating and checking maintenance fluids",
          html: p(
            "Maintenance fluid replaces normal daily losses of water and electrolytes in a child who cannot drink enough. The standard calculation comes from Malcolm Holliday and William Segar, who in 1957 linked water needs to energy expenditure: 100 mL/kg/day for the first 10 kg of body weight, 50 mL/kg/day for the next 10 kg, and 20 mL/kg/day for every kilogram above 20 kg. The hourly equivalent is the 4-2-1 rule: 4 mL/kg/h for the first 10 kg, 2 for the next 10 and 1 for each kilogram after that.",
            "Worked example for a 24 kg child: 1,000 mL for the first 10 kg, 500 mL for the next 10 kg and 4 × 20 = 80 mL for the remaining 4 kg, giving 1,580 mL a day, or about 66 mL an hour. The 4-2-1 rule gives 40 + 20 + 4 = 64 mL an hour, which is close enough for practice. Fluid deficits from dehydration are calculated and prescribed separately, as percentage dehydration × weight × 10 mL.",
            "Acutely ill children often secrete antidiuretic hormone inappropriately, in response to pain, nausea, surgery, pneumonia or meningitis, and so retain free water. If they are given hypotonic fluids such as 0.18 per cent sodium chloride, plasma sodium falls, and hyponatraemic encephalopathy can cause cerebral oedema and death. Deaths of this kind led to the Northern Ireland Inquiry into Hyponatraemia-Related Deaths, which reported in 2018. NICE guideline NG29 (2015, updated 2020) therefore recommends isotonic crystalloids with sodium in the range 131 to 154 mmol/L for routine maintenance, such as 0.9 per cent sodium chloride with 5 per cent glucose or a balanced solution with glucose, and advises considering restricting fluids to 50 to 80 per cent of routine maintenance in children at risk of water retention.",
            "Monitoring is the nurse's central role. Measure plasma electrolytes and blood glucose when intravenous fluids are started and at least every 24 hours thereafter, more often if abnormal. Keep an accurate fluid balance chart, including oral intake, urine output measured by weighing nappies (1 g of nappy weight equals 1 mL of urine) and other losses, and weigh the child daily where possible. Report headache, nausea, vomiting, irritability or reduced consciousness promptly, since these can signal falling sodium. Stop intravenous fluids as soon as the child can drink adequately.",
          ),
        },
      },
    ],
  },
];
