/** Seventy-eighth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout78.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT78_B: EvalCourse[] = [
  {
    slug: "industrial-relations-bargaining-conflict-and-voice",
    discipline: "Industrial relations",
    title: "Industrial Relations: Bargaining, Conflict and Voice",
    description:
      "Theories of the employment relationship; the actors and institutions of collective bargaining; strikes, ballots and the law; works councils and other channels of employee voice. Examples are drawn mainly from Britain since the Donovan Commission.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "works councils",
    modules: [
      {
        title: "Frames of reference: unitarism, pluralism and radical perspectives",
        description:
          "Fox's frames of reference and Dunlop's industrial relations system as ways of reading workplace conflict.",
        lesson: {
          title: "Three ways to see the employment relationship",
          html: p(
            "How a manager, a union official or a researcher explains a dispute depends heavily on their assumptions about the employment relationship. Alan Fox, in a research paper for the Donovan Commission (1966), set out two frames of reference. The unitary frame sees the organisation as a team with a single source of authority and shared goals; conflict is abnormal, caused by poor communication, troublemakers or outside agitators, and unions are unnecessary intruders. The pluralist frame sees the organisation as a coalition of groups with legitimately different interests; conflict is normal and the task is to institutionalise it through procedures such as collective bargaining, so that it is resolved rather than suppressed.",
            "In Beyond Contract (1974) Fox moved towards a radical frame, associated with Richard Hyman's Industrial Relations: A Marxist Introduction (1975). Here conflict stems from the structural inequality between capital and labour, and pluralist procedures are seen as ways of containing workers' challenges while leaving the imbalance of power intact. Underlying all three is the indeterminacy of the labour contract: an employer buys a worker's time and capacity to work, not a fixed amount of effort, so the wage-effort bargain is never settled once and for all.",
            "John Dunlop's Industrial Relations Systems (1958) offered a different tool: a system made up of three sets of actors (managers, workers and their organisations, and specialised government agencies), operating within contexts of technology, market or budgetary constraints and the distribution of power in society, bound together by a shared ideology. The output of the system is a web of rules governing the workplace, both substantive rules such as pay rates and procedural rules such as grievance procedures. Allan Flanders defined the field similarly as the study of the institutions of job regulation.",
            "Critics argue that Dunlop's model explains stability better than change and underplays conflict. Applying the frames is a useful seminar exercise: take a recent dispute, such as a hospital strike over pay, and ask how each frame would explain its cause, what it would count as a good outcome and what it would recommend to management.",
          ),
        },
      },
      {
        title: "Collective bargaining in Britain",
        description: "Levels, scope and coverage of collective bargaining, and how a union wins recognition.",
        lesson: {
          title: "Bargaining levels, coverage and recognition",
          html:
            p(
              "Collective bargaining is the process by which employers and unions negotiate terms and conditions for a group of workers. Its reach in Britain has shrunk dramatically. In the late 1970s about seven in ten employees had their pay set by collective agreements; by the 2020s the figure was roughly a quarter, with a sharp split between the public sector, where a majority of employees are covered, and the private sector, where coverage is in the low to mid teens. Union density, the share of employees who are members, was about 22 per cent in 2023, down from a peak of over half in 1979.",
              "Three dimensions describe a bargaining system:",
            ) +
            "<ul><li>Level: multi-employer (industry-wide) bargaining, single-employer company bargaining, or workplace bargaining. Industry-wide agreements largely collapsed in the British private sector in the 1980s and 1990s, whereas they remain dominant in much of continental Europe.</li><li>Scope: the range of issues negotiated, from pay, hours and holidays to pensions, training and work organisation.</li><li>Coverage: the proportion of workers whose terms are set by an agreement, which can exceed membership where agreements apply to non-members.</li></ul>" +
            p(
              "In much of the public sector, pay is no longer bargained at all in the traditional sense: independent pay review bodies, for example for NHS staff and school teachers, make recommendations that government accepts, modifies or rejects.",
              "Recognition is the gateway. Since the Employment Relations Act 1999 (Schedule A1 to the Trade Union and Labour Relations (Consolidation) Act 1992), a union refused voluntary recognition by an employer with at least 21 workers can apply to the Central Arbitration Committee. It must show that at least 10 per cent of the bargaining unit are members and that a majority would be likely to support recognition. If more than half the unit are members, the CAC may grant recognition without a ballot; otherwise a ballot must show a majority of those voting and at least 40 per cent of the whole unit in favour. The government elected in 2024 brought forward legislation to loosen several of these thresholds, so check the current rules. Statutory recognition covers bargaining over pay, hours and holidays.",
              "Walton and McKersie (1965) distinguished distributive bargaining, dividing a fixed sum, from integrative bargaining, solving shared problems. Most real negotiations mix both.",
            ),
        },
      },
      {
        title: "Strikes, ballots and the law",
        description:
          "How industrial action is measured, why it rises and falls, and the legal conditions for lawful action in the UK.",
        lesson: {
          title: "Industrial action and its legal framework",
          html: p(
            "Industrial action includes strikes and action short of a strike, such as overtime bans, working to rule and refusal of particular duties. The usual official measure of strike activity in the UK is working days lost, published by the Office for National Statistics. The long-run decline is steep: about 29.5 million days were lost in 1979, the year of the 'winter of discontent', compared with fewer than a million in most years after 1990. The wave of disputes in 2022, driven by inflation eroding real pay on the railways, in the postal service and in the NHS, saw about 2.5 million days lost, the highest figure since 1989.",
            "UK law has never given a positive right to strike. Instead, organising industrial action, which would otherwise be a tort such as inducing a breach of contract, is protected by statutory immunity. Under section 219 of the Trade Union and Labour Relations (Consolidation) Act 1992, the immunity applies to acts done 'in contemplation or furtherance of a trade dispute', the so-called golden formula, which dates back to the Trade Disputes Act 1906. A trade dispute must be between workers and their own employer and relate wholly or mainly to matters such as pay, conditions, jobs or discipline.",
            "The immunity is lost unless the union follows detailed procedures. It must hold a secret postal ballot of the members it intends to call out, give the employer notice of the ballot and sample voting papers, use an independent scrutineer where more than 50 members are balloted, report the result, and give the employer notice before action begins. The Trade Union Act 2016 added a requirement that at least 50 per cent of those entitled to vote do so, an extra requirement in important public services that at least 40 per cent of all those entitled vote yes, a notice period of 14 days, and a limit of six months on a ballot mandate (nine if the employer agrees). The government elected in 2024 committed to repealing much of the 2016 Act and the Strikes (Minimum Service Levels) Act 2023, so the current position must be checked.",
            "Workers taking protected official action cannot fairly be dismissed for it during the first twelve weeks, but they have no right to be paid for days on strike.",
          ),
        },
      },
    ],
  },
  {
    slug: "internal-auditing-in-practice",
    discipline: "Internal auditing",
    title: "Internal Auditing in Practice",
    description:
      "From risk assessment to final report, the course follows one audit engagement through each of its stages. It covers the Global Internal Audit Standards, risk-based planning, testing controls and sampling, fraud investigation, and writing findings that management will act on.",
    level: "intermediate",
    duration: "nine weeks (one two-hour class a week, built around a case-study engagement)",
    plantedGap: "fraud investigation",
    modules: [
      {
        title: "The mandate and the Standards",
        description:
          "What internal audit is for, how the 2024 Global Internal Audit Standards are organised, and why independence is secured through reporting lines.",
        lesson: {
          title: "Purpose, independence and the Three Lines Model",
          html:
            p(
              "The Institute of Internal Auditors (IIA) published its Global Internal Audit Standards in January 2024, replacing the International Standards for the Professional Practice of Internal Auditing with effect from 9 January 2025. The Standards state the purpose of the profession: internal auditing strengthens the organisation's ability to create, protect and sustain value by providing the board and management with independent, risk-based and objective assurance, advice, insight and foresight.",
              "The Standards are grouped into five domains containing fifteen principles:",
            ) +
            "<ol><li>Purpose of Internal Auditing.</li><li>Ethics and Professionalism: integrity, objectivity, competency, due professional care and confidentiality.</li><li>Governing the Internal Audit Function: the board's role in authorising, positioning and overseeing the function.</li><li>Managing the Internal Audit Function: strategy, resources, communication and quality.</li><li>Performing Internal Audit Services: planning engagements, conducting them and communicating results.</li></ol>" +
            p(
              "Independence is organisational, not a personal virtue. The chief audit executive should report functionally to the board, usually through its audit committee, which approves the internal audit charter, the audit plan and the budget, and is consulted on the appointment and removal of the chief audit executive. Administratively, for day-to-day matters such as expenses and leave, the chief audit executive usually reports to the chief executive. Objectivity is an individual matter: an auditor should not provide assurance over an activity for which they were responsible within the previous twelve months.",
              "The IIA's Three Lines Model (2020) describes where internal audit sits. The governing body is accountable to stakeholders for oversight. Management carries first-line roles, delivering products and services and managing the risk in them, and second-line roles, providing expertise and monitoring on risk, for example through risk management, compliance and information security teams. Internal audit provides independent assurance as the third line. External assurance providers, such as the external auditor and regulators, sit outside the organisation. The 2020 revision stresses collaboration between the lines rather than rigid defensive layers.",
              "The quality of the function is itself assured: the Standards require an external quality assessment at least once every five years, carried out by a qualified independent assessor.",
            ),
        },
      },
      {
        title: "Risk-based planning and scoping an engagement",
        description:
          "Building an audit universe, ranking risks and turning one high-risk area into a scoped engagement with clear objectives.",
        lesson: {
          title: "From audit universe to engagement plan",
          html:
            p(
              "Internal audit cannot look at everything every year, so the annual plan is built from risk. The starting point is the audit universe, a list of auditable units such as processes, business units, systems and projects. Each unit is scored, often on five-point scales, for the impact and likelihood of its key risks, and the score is adjusted for factors such as the strength of the control environment, recent changes in systems or staff, the results of previous audits and the time since the last review. Units are then ranked, and the plan covers the highest-risk areas each year and lower-risk areas on a cycle of perhaps three to five years. The plan is discussed with senior management and approved by the audit committee.",
              "Once an engagement is chosen, planning turns it into something testable. Take an accounts payable audit. The auditor first understands the process through interviews, documents and a walkthrough of one transaction from purchase order to payment, often drawing a process map. The key tool is then a risk and control matrix, which links each business objective to the risks that threaten it, the controls that address each risk and the tests the auditor will perform:",
            ) +
            "<table><tr><th>Risk</th><th>Key control</th><th>Planned test</th></tr><tr><td>Invoices paid twice</td><td>System blocks duplicate supplier and invoice number</td><td>Inspect configuration; run duplicate analysis on the full year's payments</td></tr><tr><td>Unauthorised changes to supplier bank details</td><td>Independent call-back to a known contact before any change is approved</td><td>Select a sample of changes and inspect call-back evidence</td></tr><tr><td>Payments made without approval</td><td>Approval limits enforced in the payment system</td><td>Re-perform approvals for a sample against the authority matrix</td></tr></table>" +
            p(
              "The engagement objectives and scope are then written down in terms of reference agreed with the process owner: what is in scope, what period is covered, what criteria will be used to judge the controls and when the report is due. Clear criteria, such as a policy, a regulation or an agreed standard, matter because every later finding will be measured against them. The plan also fixes resources, including any specialist skills such as data analysis or IT audit, and the timetable for fieldwork and reporting.",
            ),
        },
      },
      {
        title: "Testing, evidence and reporting",
        description:
          "Testing control design and operating effectiveness, choosing sample sizes, and writing findings in a condition, criteria, cause and consequence format.",
        lesson: {
          title: "Sampling, evidence and the five Cs of a finding",
          html: p(
            "A control can fail in two ways: it may be badly designed, so that even if performed it would not address the risk, or it may be well designed but not performed consistently. Design is usually assessed through the walkthrough and inspection of the control's documentation; operating effectiveness is assessed by testing a sample of occurrences over the period under review.",
            "Evidence must be sufficient, reliable, relevant and useful. Reliability rises when evidence comes from independent outside sources rather than the auditee, when the auditor obtains it directly, and when it is documentary rather than oral. The main techniques are inquiry, observation, inspection of documents, re-performance, recalculation and confirmation from third parties. Inquiry alone is never enough to conclude that a control works.",
            "Sample sizes depend on how often a control operates. Many audit functions use guidance along these lines: one item for an annual control, two for a quarterly control, two to five for monthly, five to fifteen for weekly, twenty to forty for daily and twenty-five to sixty for controls performed many times a day. Statistical attribute sampling gives a defensible basis. If the auditor wants 95 per cent confidence that the deviation rate is below 5 per cent and expects no deviations, the required sample is 59, because the probability of drawing 59 compliant items from a population with a 5 per cent deviation rate is 0.95 to the power 59, about 0.048. If any deviation is found, the auditor cannot simply conclude the control works and must assess its cause and extent.",
            "Findings are written in a standard structure often called the five Cs: condition, what the auditor found; criteria, what should be happening; cause, why the gap arose; consequence or effect, the risk or impact that results; and corrective action, the recommendation and the agreed management action. Cause is the most often neglected and the most useful, because a recommendation that does not address cause will not fix the problem.",
            "Each finding is rated, typically high, medium or low, and the agreed action is given an owner and a date. Internal audit tracks actions to closure and reports overdue actions to the audit committee.",
          ),
        },
      },
    ],
  },
  {
    slug: "injection-moulding-process-technology",
    discipline: "Injection moulding",
    title: "Injection Moulding Process Technology",
    description:
      "Process setting and troubleshooting for thermoplastic injection moulding, aimed at technicians and engineers with some shop-floor experience. Topics: the moulding cycle and clamp force; scientific moulding methods; hot runner systems; and the diagnosis of common part defects.",
    level: "intermediate",
    duration: "six weeks (two three-hour sessions a week, half of them at the machine)",
    plantedGap: "hot runner systems",
    modules: [
      {
        title: "The moulding cycle and clamp force",
        description:
          "The phases of the cycle, where the time goes, and how to estimate the clamp tonnage a part needs.",
        lesson: {
          title: "Anatomy of a cycle",
          html: p(
            "An injection moulding cycle has six phases: the mould closes and clamps; the screw moves forward to inject melt and fill the cavity; pressure is held to pack extra material in as the part shrinks; the part cools while the screw rotates and retracts to plasticise the next shot; the mould opens; and the part is ejected. Cooling usually takes the largest share, often half to four-fifths of the cycle, and cooling time rises roughly with the square of wall thickness, so doubling the wall from 2 mm to 4 mm roughly quadruples the cooling needed.",
            "The reciprocating screw has three zones. The feed zone conveys solid pellets from the hopper; the transition or compression zone, where the channel depth decreases, melts the polymer largely through shear heating; and the metering zone delivers a homogeneous melt to the front of the screw. A typical general-purpose screw has a length-to-diameter ratio of about 20:1 and a compression ratio of about 2.5:1. A non-return valve at the tip stops melt flowing back during injection. Back pressure during screw recovery improves mixing and melt consistency but increases shear heating and recovery time.",
            "Shot size should sit comfortably within the barrel's capacity. A common guideline is to use between about 20 and 80 per cent of the barrel's shot capacity: below that, the melt spends too long in the barrel and can degrade; above it, recovery becomes inconsistent.",
            "Clamp force must exceed the force of the melt trying to open the mould, which equals the projected area of the moulding multiplied by the mean cavity pressure. Projected area is the area of the part and its feed system seen from the direction of mould opening. Mean cavity pressure depends on the material, wall thickness and flow length, typically 300 to 600 bar for general moulding. Worked example: a housing with a projected area of 150 cm² including its feed system, at a mean cavity pressure of 400 bar (40 MPa), needs 0.015 m² × 40 × 10⁶ Pa = 600 kN, about 61 tonnes-force. Adding a margin of 10 to 20 per cent, a 70 to 80 tonne machine would be chosen. Too little clamp force produces flash.",
          ),
        },
      },
      {
        title: "Setting a process: scientific moulding",
        description:
          "Data-driven methods for fixing injection speed, switchover and hold time so that the process is robust rather than endlessly adjusted.",
        lesson: {
          title: "Viscosity curves, switchover and gate-seal studies",
          html: p(
            "Scientific moulding replaces trial-and-error with a sequence of studies, each fixing one group of settings. Its central idea is decoupling: fill the cavity under velocity control, then switch to pressure control to pack and hold, rather than using a single pressure for both. In the common decoupled approach the screw fills the part to about 95 to 98 per cent by volume at a controlled speed, transfers at a set screw position (the V/P switchover), and completes filling and packing under hold pressure.",
            "Before any of this, the material must be right. Hygroscopic polymers such as polyamide, polycarbonate, PET and ABS absorb water, which causes splay and, in PC and PET, hydrolysis that cuts molecular weight. Polycarbonate, for example, is typically dried at about 120 °C for three to four hours to a moisture content below 0.02 per cent. Melt and mould temperatures start from the supplier's datasheet: ABS is commonly moulded at a melt temperature of 220 to 260 °C with a mould at 50 to 80 °C.",
            "Injection speed is chosen with an in-mould relative viscosity curve. The setter makes short shots at a range of injection speeds and records the fill time and the peak hydraulic injection pressure at each. Relative viscosity is calculated as peak pressure × fill time × intensification ratio (the ratio of melt pressure to hydraulic pressure, often about 10:1 on hydraulic machines), and plotted against relative shear rate, taken as 1 / fill time. Because most polymer melts are shear-thinning, viscosity falls steeply at low speeds and then flattens. A speed on the flat part of the curve is chosen, so that small variations in material viscosity barely change filling. The setter also checks that the process is not pressure-limited, that is, that peak pressure stays comfortably below the machine's maximum.",
            "Hold time is fixed by a gate-seal study. With all else constant, hold time is increased in steps of about half a second and the parts, without their feed system, are weighed. Part weight rises and then plateaus when the gate freezes and no more material can enter. The hold time is set slightly beyond the plateau point. Finally, a process window is mapped by varying hold pressure and melt temperature to find the range in which parts meet specification.",
          ),
        },
      },
      {
        title: "Diagnosing defects",
        description:
          "Short shots, flash, sink marks, weld lines and warpage: their causes and a systematic way to correct them.",
        lesson: {
          title: "A defect troubleshooting guide",
          html:
            p(
              "Defects have causes in four places: the material, the machine, the mould and the process settings. Good troubleshooting starts by checking that the process actually running matches the documented one and that the material is correctly dried, before any setting is changed. Then change one variable at a time, allow ten or more cycles for the process to stabilise, and record each change and its result. The table summarises common defects.",
            ) +
            "<table><tr><th>Defect</th><th>Typical causes</th><th>First checks and remedies</th></tr><tr><td>Short shot</td><td>Too little material, pressure-limited fill, blocked vents, cold melt</td><td>Check cushion and shot size; check that peak pressure is below the limit; clean vents</td></tr><tr><td>Flash</td><td>Insufficient clamp force, worn parting line, excessive hold pressure, excessive melt temperature</td><td>Check transfer position and hold pressure; inspect parting line for damage</td></tr><tr><td>Sink marks</td><td>Thick sections, too little packing, gate freezing early</td><td>Increase hold pressure or time; check gate seal; lower mould temperature locally</td></tr><tr><td>Weld (knit) lines</td><td>Two flow fronts meeting and failing to fuse fully</td><td>Raise melt temperature and injection speed; improve venting at the line; move the gate in the longer term</td></tr><tr><td>Warpage</td><td>Uneven shrinkage from non-uniform cooling or molecular and fibre orientation</td><td>Balance mould temperatures on both halves; review packing; consider part and gate design</td></tr><tr><td>Burn marks</td><td>Air trapped and compressed ahead of the melt (dieseling)</td><td>Reduce speed at the end of fill; add or deepen vents</td></tr></table>" +
            p(
              "Shrinkage behaviour explains much warpage. Semi-crystalline polymers such as polypropylene and polyamide shrink far more than amorphous ones, because crystallisation packs the chains densely: polypropylene shrinks around 1.5 to 2.5 per cent, ABS around 0.4 to 0.7 per cent. In glass-fibre-filled grades, shrinkage along the flow direction is much lower than across it, so parts bow even with perfect cooling.",
              "Sink marks and voids are two sides of the same problem. If the outer skin is stiff enough when the core shrinks, the shrinkage appears inside as a void; if the skin is soft, it is pulled inward as a sink. Raising mould temperature can turn a void into a sink, and vice versa, which is why the cause must be understood before settings are changed.",
            ),
        },
      },
    ],
  },
  {
    slug: "hermeneutics-theories-of-interpretation-from-schleiermacher-to-ricoeur",
    discipline: "Hermeneutics",
    title: "Hermeneutics: Theories of Interpretation from Schleiermacher to Ricoeur",
    description:
      "What does it mean to understand a text written in another century, or another person? The seminar reads Schleiermacher, Dilthey, Heidegger, Gadamer and Ricoeur in turn, and closes with Habermas's critique of Gadamer's defence of tradition.",
    level: "intermediate",
    duration: "eleven weeks (one two-hour reading seminar a week)",
    plantedGap: "Habermas's critique",
    modules: [
      {
        title: "Schleiermacher and Dilthey: understanding as method",
        description:
          "General hermeneutics, the hermeneutic circle and the human sciences' claim to a method of their own.",
        lesson: {
          title: "Grammatical and psychological interpretation",
          html: p(
            "Before the nineteenth century, hermeneutics meant a set of special rules for interpreting particular kinds of text: scripture, classical authors, law. Friedrich Schleiermacher (1768-1834), in lectures given from 1805 and published after his death in 1838, argued for a general hermeneutics, an art of understanding that applies to any utterance. His starting point was that misunderstanding arises as a matter of course, so understanding must be willed and sought at every point. This he called the stricter practice, against a laxer practice that assumes understanding is automatic and intervenes only when something looks obscure.",
            "Interpretation, for Schleiermacher, has two sides. Grammatical interpretation places the utterance within the shared language of its time: vocabulary, syntax, genre. Psychological (or technical) interpretation grasps it as the expression of a particular individual's thought and style. Each needs the other. He also distinguished a comparative method, which places the author among others of a type, from a divinatory method, an intuitive leap into the author's individuality. His famous aim was to understand the text first as well as and then even better than its author, by making explicit what the author did unconsciously.",
            "Understanding moves in a circle. A word is understood from the sentence, the sentence from the work, the work from the author's life and the literature of the period; yet each whole can only be grasped through its parts. This hermeneutic circle is not a logical flaw but the normal movement of interpretation.",
            "Wilhelm Dilthey (1833-1911) extended hermeneutics into a foundation for the human sciences (Geisteswissenschaften). In his Ideas Concerning a Descriptive and Analytic Psychology (1894) he put the contrast sharply: we explain nature, but we understand mental life. The human sciences work with a triad of lived experience (Erleben), its expressions (Ausdruck) in words, actions, institutions and artworks, and understanding (Verstehen), the re-experiencing of the life expressed. In his late work The Formation of the Historical World in the Human Sciences (1910) Dilthey shifted from psychology towards the objective structures of meaning in which individuals live. The seminar question for both thinkers is whether understanding can be made into a method that guarantees objectivity, as the natural sciences claim for theirs.",
          ),
        },
      },
      {
        title: "Heidegger and Gadamer: understanding as a way of being",
        description: "The fore-structure of understanding, the rehabilitation of prejudice and the fusion of horizons.",
        lesson: {
          title: "Prejudice, tradition and the fusion of horizons",
          html: p(
            "Martin Heidegger's Being and Time (1927) changed the question. Understanding is not first a method applied to texts but a basic way in which human existence (Dasein) is in the world: we always already understand ourselves in terms of possibilities. Any explicit interpretation therefore rests on a fore-structure, which in section 32 Heidegger divides into fore-having (Vorhabe), fore-sight (Vorsicht) and fore-conception (Vorgriff). The hermeneutic circle is not vicious: 'What is decisive is not to get out of the circle but to come into it in the right way.'",
            "Hans-Georg Gadamer's Truth and Method (1960) develops this into a philosophical hermeneutics. His most provocative move is the rehabilitation of prejudice (Vorurteil, literally pre-judgement). The Enlightenment, he argues, held a prejudice against prejudice, treating all pre-judgements as obstacles. But understanding is impossible without them; the task is to distinguish productive from unproductive prejudices, and this happens through the encounter with the text itself. Authority and tradition, on this view, are not simply opposed to reason: to acknowledge an authority can be a rational act of recognising that another knows better.",
            "Temporal distance, which Schleiermacher treated as a gap to be bridged by reconstructing the author's world, becomes for Gadamer productive. Over time the tradition of reception filters out local, accidental meanings and reveals what is significant. Gadamer calls this the history of effects (Wirkungsgeschichte); to be aware that one's own understanding is shaped by it is historically effected consciousness.",
            "Understanding takes place as a fusion of horizons (Horizontverschmelzung). The interpreter's horizon is not abandoned in favour of the author's, nor does it simply absorb the text. Instead, in a process modelled on conversation, the text's questions and the interpreter's questions transform each other, producing a wider horizon. Gadamer adds that application (Anwendung) is not a later step: understanding a text always means understanding it in relation to the interpreter's present situation.",
            "For discussion: if all understanding is conditioned by tradition, what grounds remain for judging one interpretation better than another? Gadamer's own answer appeals to the experience of being pulled up short by a text that does not fit our expectations.",
          ),
        },
      },
      {
        title: "Ricoeur: distanciation and suspicion",
        description:
          "Ricoeur's model of the text, the dialectic of explanation and understanding, and the masters of suspicion.",
        lesson: {
          title: "Explanation, understanding and suspicion",
          html: p(
            "Paul Ricoeur (1913-2005) sought to reconcile the hermeneutic tradition with methods it had rejected. In Freud and Philosophy (1965) he described two opposed styles of interpretation. One aims at the restoration of meaning, listening to what a symbol or text says, in the spirit of the phenomenology of religion. The other aims at the reduction of illusion: it treats the manifest meaning as a disguise for something else. Its practitioners, Marx, Nietzsche and Freud, Ricoeur called the three masters of a school of suspicion; commentators have since spoken of a hermeneutics of suspicion. For Marx, consciousness conceals class interest; for Nietzsche, the will to power; for Freud, unconscious desire. Ricoeur summed up the double motivation of modern hermeneutics as willingness to suspect, willingness to listen; vow of rigour, vow of obedience.",
            "His essay 'The Model of the Text' (1971) explains why texts need both. Writing fixes discourse and thereby creates distanciation: the text escapes the intention of its author, the situation in which it was produced and its original audience, and addresses anyone who can read. It is no longer a dialogue. This autonomy makes explanation possible. Just as linguistics explains language as a system, structural analysis can explain a narrative's codes and functions without reference to the author's mind.",
            "But explanation is not the end. Ricoeur's formula is that to explain more is to understand better. Structural analysis brings out the sense of the text, its internal organisation; interpretation then moves to its reference, the world the text opens in front of itself, which the reader can inhabit. This last step he calls appropriation: making one's own what was alien. It is not projection of the reader onto the text but an enlarged self received from it.",
            "In the three volumes of Time and Narrative (1983-1985) Ricoeur applied this to narrative through a threefold mimesis: the prefigured practical world of action; its configuration by emplotment, which synthesises heterogeneous events into a whole; and its refiguration in the reader's life. The seminar closes by asking whether Ricoeur's mediation between Gadamer's belonging to tradition and the suspicious distance of structural and psychoanalytic methods succeeds, or merely places them side by side.",
          ),
        },
      },
    ],
  },
  {
    slug: "health-visiting-practice-the-healthy-child-programme",
    discipline: "Health visiting",
    title: "Health Visiting Practice: The Healthy Child Programme",
    description:
      "Aimed at qualified nurses and midwives beginning the Specialist Community Public Health Nursing programme, the course covers the five mandated contacts of the Healthy Child Programme, developmental review with the ASQ-3, breastfeeding support and safeguarding in the home.",
    level: "intermediate",
    duration: "seven weeks (one study day a week alongside practice placement)",
    plantedGap: "breastfeeding support",
    modules: [
      {
        title: "The Healthy Child Programme and the mandated contacts",
        description: "The universal offer to every family in England, and what each mandated contact is for.",
        lesson: {
          title: "Five contacts, one universal offer",
          html:
            p(
              "The Healthy Child Programme (HCP), first published in 2009, is England's evidence-based public health programme for children from pregnancy to age 5, extended to 19 through school nursing. Health visitors, who are registered nurses or midwives with a further qualification as Specialist Community Public Health Nurses, lead its delivery for the under-fives. Since 2015 the service has been commissioned by local authorities. The HCP is built on progressive universalism: every family receives a universal offer, and more support is added according to need.",
              "Five contacts are mandated for every family in England:",
            ) +
            "<ol><li>An antenatal health promoting visit, from around 28 weeks of pregnancy.</li><li>A new baby review, ideally 10 to 14 days after birth, when care passes from the midwife.</li><li>A 6 to 8 week assessment.</li><li>A review at around one year (the 9 to 12 month review).</li><li>A review at 2 to 2½ years.</li></ol>" +
            p(
              "Levels of service are graded: community (services available to all), universal (the mandated contacts), universal plus (extra help for a specific issue, such as sleep or behaviour) and universal partnership plus (ongoing multi-agency support for complex needs). The family's level is reviewed at each contact, so a family may move up or down.",
              "The new baby review shows how much a single visit covers. The health visitor weighs the baby and plots the weight on the UK-WHO growth chart in the Personal Child Health Record (the 'red book'). Most babies lose weight in the first days and regain their birth weight by about two weeks; a loss of more than 10 per cent needs prompt assessment. Jaundice persisting beyond 14 days in a term baby, or 21 days in a preterm baby, calls for a prolonged jaundice screen, and pale stools with dark urine need same-day referral. Safer sleep advice is given and checked: baby on the back, feet to the foot of the cot, in a clear cot in the parents' room for the first six months. The visit also covers the parents' own health, the home environment, immunisation timing and how to reach the service.",
            ),
        },
      },
      {
        title: "Reviewing development at two to two-and-a-half",
        description: "Using the Ages and Stages Questionnaire well, interpreting scores and deciding what to do next.",
        lesson: {
          title: "Using the ASQ-3 well",
          html: p(
            "The 2 to 2½ year review is the main universal check on early development before school, and its results are reported nationally as a public health outcome. The tool used in England is the Ages and Stages Questionnaire, third edition (ASQ-3), developed by Jane Squires and Diane Bricker. It is completed by the parent, ideally before the visit, which makes the parent an active partner and draws on what they see every day rather than on one short observation.",
            "Each age-specific questionnaire has thirty items across five domains: communication, gross motor, fine motor, problem solving and personal-social. Each domain has six items, answered 'yes', 'sometimes' or 'not yet' and scored 10, 5 or 0, so each domain scores from 0 to 60. The total for each domain is compared with published cut-offs for that questionnaire interval. A score below the cut-off, set about two standard deviations below the mean, suggests the child needs further assessment. A score in the monitoring zone, between one and two standard deviations below the mean, calls for activities to support that area and a planned re-check. The ASQ:SE-2 screens social and emotional development separately.",
            "Interpretation needs care. The correct questionnaire must be chosen for the child's age, and for a child born three or more weeks early the age is corrected for prematurity until 24 months. The health visitor checks whether the parent understood each item, whether the child had the opportunity to show the skill, and whether the family speaks another language at home, which affects communication items but is not itself a concern. ASQ-3 is a screen, not a diagnosis.",
            "Worked example: a 27-month-old scores below the cut-off in communication and in the monitoring zone for personal-social, with other domains above. The health visitor observes play, asks about understanding of simple instructions and about hearing, and discusses concerns with the parent. Likely actions are a referral for a hearing test, referral to speech and language therapy or a local early language programme, advice on daily talking and shared book reading, and a review in three months. Loss of previously acquired skills at any age is different: it needs prompt referral to a paediatrician.",
          ),
        },
      },
      {
        title: "Safeguarding in the home",
        description:
          "Recognising risk to children during home visits, thresholds for action and working with other agencies.",
        lesson: {
          title: "Recognising risk and acting on it",
          html: p(
            "Health visitors see children in their homes more often than almost any other professional, which gives them a particular responsibility in safeguarding. The statutory guidance in England is Working Together to Safeguard Children (2023). Under the Children Act 1989, local authorities assess children in need under section 17, and, where there is reasonable cause to suspect a child is suffering or likely to suffer significant harm, make enquiries under section 47. The four recognised categories of abuse are physical, emotional, sexual and neglect.",
            "Some signs are specific to babies. Bruising in a baby who is not yet mobile is rare; as the saying summarising Sugar's 1999 study has it, those who don't cruise rarely bruise. Any bruise in a non-mobile infant should lead to referral under the local multi-agency protocol and paediatric assessment, whatever explanation is offered. Abusive head trauma is most common in the first months, when crying peaks, and the ICON programme gives parents four messages: Infant crying is normal; Comforting methods can help; It's OK to walk away; Never, ever shake a baby.",
            "Risk also lies in the circumstances of the adults. Domestic abuse, parental substance misuse and parental mental ill-health are strongly associated with serious harm to children. Reviews of child deaths have repeatedly found that professionals saw warning signs but accepted reassuring explanations. The lesson is professional curiosity: asking about who lives in and visits the home, seeing the child and where the child sleeps, and asking women routinely, and alone, about domestic abuse.",
            "Thresholds guide action. Where needs are emerging, an early help assessment brings in support with the family's consent. Where a child may be in need or at risk of significant harm, the health visitor discusses concerns with the family (unless that would increase risk) and makes a referral to children's social care, following up in writing. Neglect is often cumulative, so chronologies matter: a single missed appointment means little, but a pattern of missed contacts, faltering growth and poor home conditions can show a clear picture.",
            "Accurate, contemporaneous records and regular safeguarding supervision, typically at least every three months for health visitors with cases on child protection plans, support sound judgement under pressure.",
          ),
        },
      },
    ],
  },
];
