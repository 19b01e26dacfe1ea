/** Ninety-first held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout91.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT91_B: EvalCourse[] = [
  {
    slug: "principles-of-non-medical-prescribing",
    discipline: "Non-medical prescribing",
    title: "Principles of Non-Medical Prescribing",
    description:
      "Registered nurses, pharmacists and allied health professionals preparing to prescribe study the legal basis of independent and supplementary prescribing, the structured prescribing consultation, and the pharmacokinetic reasoning behind dose adjustment in older adults and in renal impairment. Accountability, documentation and the particular risks of remote prescribing are addressed throughout.",
    level: "intermediate",
    duration: "twelve weeks (blended: a study day every fortnight plus online tutorials)",
    plantedGap: "remote prescribing",
    modules: [
      {
        title: "The legal and professional framework",
        description:
          "Independent and supplementary prescribing, which professions may do which, and the accountability that comes with signing a prescription.",
        lesson: {
          title: "Independent versus supplementary prescribing",
          html: p(
            "In the United Kingdom the legal basis for prescribing by professionals other than doctors and dentists lies in the Human Medicines Regulations 2012, which consolidated earlier medicines legislation. Two forms of prescribing are recognised, and the difference between them shapes what a prescriber may do.",
            "An independent prescriber takes responsibility for the clinical assessment of a patient with an undiagnosed or diagnosed condition and for decisions about clinical management, including prescribing. Nurses, pharmacists, physiotherapists, podiatrists, paramedics and therapeutic radiographers can qualify as independent prescribers, and optometrists may prescribe independently for conditions affecting the eye. An independent prescriber may prescribe any medicine within their competence and scope of practice, subject to certain legal restrictions that vary by profession.",
            "Supplementary prescribing is a voluntary partnership between an independent prescriber, who must be a doctor or dentist, and a supplementary prescriber, to implement an agreed, patient-specific clinical management plan (CMP) with the patient's agreement. The CMP names the patient and condition, lists the medicines that may be prescribed with their dose limits, and sets out when the case must be referred back. Some professions, such as dietitians, may prescribe only in this supplementary form. It suits long-term conditions where the diagnosis is established and care is shared, such as hypertension managed in a nurse-led clinic.",
            "After completing an approved programme, the qualification is annotated on the professional register: the Nursing and Midwifery Council for nurses (the V300 annotation), the Health and Care Professions Council for allied health professionals, and the General Pharmaceutical Council for pharmacists. Prescribers must prescribe only within the scope of their role as agreed with their employer, because the employer's vicarious liability, and their own indemnity, depend on it.",
            "The Royal Pharmaceutical Society's Competency Framework for All Prescribers sets out ten competencies in two domains. The consultation covers assessing the patient, identifying evidence-based options, presenting options and reaching a shared decision, prescribing, providing information, and monitoring and review. Prescribing governance covers prescribing safely, prescribing professionally, improving prescribing practice and prescribing as part of a team.",
            "Accountability is personal. Whoever signs a prescription is professionally accountable for it, even if a colleague suggested the medicine. Each decision must be documented in the patient's record contemporaneously or as soon as possible afterwards, including the indication, dose, duration and the plan for review.",
          ),
        },
      },
      {
        title: "The prescribing consultation",
        description:
          "Structuring history-taking, shared decision-making and safety-netting so that every prescription follows from a clear working diagnosis.",
        lesson: {
          title: "From history to prescription",
          html: p(
            "Most prescribing errors start before the pen touches the paper: an incomplete history, a missed interaction or a diagnosis assumed rather than made. A consultation model gives the structure that prevents this. The Calgary–Cambridge guide, widely taught in the UK, divides the consultation into initiating the session, gathering information, physical examination, explanation and planning, and closing the session, with providing structure and building the relationship running throughout.",
            "The medication history must be complete. Ask about prescribed medicines, over-the-counter products, herbal remedies and supplements, and recreational drugs. St John's wort, for example, induces the liver enzyme CYP3A4 and can lower levels of drugs including some oral contraceptives and immunosuppressants. Distinguish a true allergy from an intolerance and record the nature of the reaction: 'penicillin — urticarial rash and lip swelling in 2019' is useful, while 'penicillin allergy' alone is not.",
            "Exploring the patient's ideas, concerns and expectations (ICE) avoids prescribing what the patient does not want or will not take. Shared decision-making, set out in NICE guideline NG197 (2021), means presenting the options, including doing nothing, with their benefits and harms in terms the patient can use. Absolute numbers and natural frequencies are clearer than relative risk: 'of 100 people like you who take this for five years, about four fewer will have a stroke' is more informative than 'it reduces your risk by a third'.",
            "Write the prescription clearly. Use the generic name unless a specific brand is needed for clinical reasons, as with some modified-release preparations; state the dose, frequency, route and duration or quantity; and write 'micrograms' and 'units' in full, because the abbreviations µg and U have caused tenfold and hundredfold errors.",
            "Close with safety-netting: tell the patient what effects to expect, which warning signs should prompt them to seek help, and when and how the treatment will be reviewed. Record the information given as well as the decision, because a note showing that the risks were discussed is the best evidence that they were.",
          ),
        },
      },
      {
        title: "Dose adjustment in older adults and renal impairment",
        description:
          "Estimating creatinine clearance, recognising when age and kidney function change dosing, and applying this to drugs with a narrow margin of safety.",
        lesson: {
          title: "Pharmacokinetics at the bedside",
          html: p(
            "Ageing changes how the body handles drugs. Renal clearance declines, so renally excreted drugs accumulate. The proportion of body fat rises and lean mass falls, increasing the volume of distribution of fat-soluble drugs such as diazepam and prolonging their half-life. Serum albumin may be low, raising the free fraction of highly bound drugs. Because steady state is reached after about four to five half-lives, a longer half-life means both slower build-up and slower wash-out.",
            "The Cockcroft–Gault equation estimates creatinine clearance (CrCl) in mL/min:",
            "<ul><li>CrCl = (140 − age) × weight in kg × F ÷ serum creatinine in µmol/L, where F is 1.23 for men and 1.04 for women.</li></ul>",
            "Worked example: a woman aged 82 who weighs 55 kg has a serum creatinine of 110 µmol/L. CrCl = (140 − 82) × 55 × 1.04 ÷ 110 = 58 × 55 × 1.04 ÷ 110 = 3317.6 ÷ 110 ≈ 30 mL/min. Her laboratory eGFR may well be higher, because eGFR is normalised to a body surface area of 1.73 m² and she is small. The BNF advises using CrCl from Cockcroft–Gault rather than eGFR for drugs with a narrow therapeutic index, such as direct oral anticoagulants, aminoglycosides, digoxin and lithium, particularly in older people and at extremes of body weight.",
            "Two examples show how these numbers drive decisions. Nitrofurantoin should generally be avoided when eGFR is below 45 mL/min/1.73 m²; it may be used with caution between 30 and 44 for a short course when no alternative exists for a resistant organism, and is contraindicated below 30, because it becomes less effective and more toxic as renal function falls. For stroke prevention in atrial fibrillation, apixaban is reduced from 5 mg to 2.5 mg twice daily when at least two of three criteria are met: age 80 or over, weight 60 kg or less, and serum creatinine 133 µmol/L or more.",
            "Beyond individual doses, review the whole regimen. The STOPP/START criteria list potentially inappropriate medicines in older people and commonly omitted beneficial ones, and anticholinergic burden scales help identify combinations that together raise the risk of confusion and falls.",
          ),
        },
      },
    ],
  },
  {
    slug: "managing-nonprofit-organisations",
    discipline: "Nonprofit management",
    title: "Managing Nonprofit Organisations",
    description:
      "Mission alone does not keep a charity solvent. For managers and trustees of charities and community organisations, the course examines board governance and trustee duties, building a resilient funding mix with full cost recovery, measuring impact with theories of change, and volunteer management.",
    level: "intermediate",
    duration: "ten weeks (one three-hour evening seminar a week)",
    plantedGap: "volunteer management",
    modules: [
      {
        title: "Governance: the board and its duties",
        description:
          "What trustees are legally responsible for, how a board differs from the executive, and the principles of the Charity Governance Code.",
        lesson: {
          title: "What trustees are for",
          html: p(
            "In England and Wales, charity trustees are the people with ultimate responsibility for directing a charity's affairs, whatever they are called in the governing document: directors, committee members or governors. Their duties are set out in law, principally the Charities Act 2011 and the general law of trusts and companies, and summarised by the Charity Commission in its guidance CC3, The Essential Trustee.",
            "CC3 identifies six main duties. Trustees must ensure the charity is carrying out its purposes for the public benefit; comply with the governing document and the law; act in the charity's best interests; manage its resources responsibly; act with reasonable care and skill; and ensure the charity is accountable. Trustees are normally unpaid: they may receive reasonable expenses, but payment for serving as a trustee requires authority in the governing document, from the Commission or from the court.",
            "The most common governance failure is confusion between the board and the executive. The board sets purpose, strategy and risk appetite, approves the budget, appoints the chief executive and holds them to account. The executive runs operations within that framework. A board that manages day-to-day detail neglects its oversight role; a board that only rubber-stamps the chief executive's reports fails it in another way.",
            "The Charity Governance Code, refreshed in 2020, is not mandatory but is widely used. It has seven principles: organisational purpose; leadership; integrity; decision-making, risk and control; board effectiveness; equality, diversity and inclusion; and openness and accountability. Its recommended practice for larger charities includes a board of at least five and no more than twelve trustees, a formal review of board performance every year and an external review every three years, and special justification for any trustee serving longer than nine years.",
            "Conflicts of interest deserve particular care, because trustees must act only in the charity's interest. A sound procedure has three parts: a register of interests updated annually, a standing agenda item at which trustees declare any conflict, and a rule that a conflicted trustee leaves the room and takes no part in the decision. The minutes should record each step.",
          ),
        },
      },
      {
        title: "Funding mix and full cost recovery",
        description:
          "Diversifying income, distinguishing restricted from unrestricted funds, and pricing projects so that their share of core costs is paid for.",
        lesson: {
          title: "Pricing the true cost of a project",
          html: p(
            "Charities draw income from grants, contracts for public services, individual donations, legacies, trading and investments. Each behaves differently: contracts are large but tightly specified and sometimes paid in arrears; donations are flexible but slow to build; legacies are valuable but unpredictable. Dependence on a single source is a risk in itself, and many boards treat any funder providing more than about half of income as a concentration risk requiring a contingency plan.",
            "Funds are either restricted, which may be spent only on purposes specified by the donor, or unrestricted, which the trustees may spend on any of the charity's purposes. Core costs such as finance, premises, governance and management have to be met somewhere, and if projects are funded only for their direct costs, the core is left to unrestricted income, which is usually the scarcest.",
            "Full cost recovery, promoted in 2004 by ACEVO and New Philanthropy Capital, means pricing each project to include a fair share of overheads. A worked example: a project's direct costs, mainly staff, are £120,000 a year. The charity's overheads total £90,000. Allocating overheads by staff time, the project employs 4 of the charity's 12 full-time-equivalent staff, so it bears one third, £30,000. The full cost is £150,000, an overhead rate of 25 per cent of direct costs. If a funder caps overheads at 10 per cent, £12,000, the charity must find the remaining £18,000 from unrestricted income or decline the grant.",
            "Ann Goggins Gregory and Don Howard described the nonprofit starvation cycle in 2009: funders expect low overheads, charities under-report true costs to meet those expectations, and the resulting under-investment in systems and staff weakens delivery, which reinforces the unrealistic expectations.",
            "Reserves are the buffer against income shocks. The Charity Commission's guidance CC19 expects trustees to adopt and explain a reserves policy. Many charities aim to hold between three and six months of unrestricted expenditure, but the right figure depends on how volatile income is and how quickly commitments could be wound down.",
          ),
        },
      },
      {
        title: "Theory of change and impact measurement",
        description:
          "Mapping the path from activities to long-term change, choosing indicators, and being honest about attribution.",
        lesson: {
          title: "From activities to outcomes",
          html: p(
            "A logic model sets out the chain by which a programme is expected to work: inputs (money, staff, premises) fund activities (what the charity does), which produce outputs (the direct, countable products, such as sessions delivered), which lead to outcomes (changes for participants) and, over time, to impact (wider, longer-term change). Confusing outputs with outcomes is the commonest weakness in charity reports: 200 young people attending workshops is an output; 60 per cent of them securing a job interview within three months is an outcome.",
            "A theory of change goes further. Popularised in evaluation by Carol Weiss in the 1990s, it is usually built backwards: start with the long-term goal, identify the preconditions that must be in place for it, then the conditions for those, down to the charity's activities. Crucially, it states the assumptions linking each step. For a youth employment programme, one assumption might be that local employers have entry-level vacancies; if that is false, better CVs will not produce jobs, and the evaluation should test it.",
            "Indicators translate outcomes into measurable terms. They should be specific, measurable, achievable, relevant and time-bound, and the charity needs baseline data, collected before the programme starts, to show change.",
            "The hardest question is attribution: how much of the observed change did the charity cause? Social return on investment (SROI) practice uses four adjustments. Deadweight is what would have happened anyway; displacement is benefit that merely moved from elsewhere, such as a job taken from another local applicant; attribution is the share of change due to other organisations; and drop-off is the decline of the effect over time. If 60 per cent of participants gain jobs but comparable young people in the area achieve 40 per cent, only the difference of 20 percentage points can be claimed. A contribution claim, that the programme was one plausible cause among several, is often more honest than a precise attribution.",
            "Measurement should be proportionate. A small charity cannot run a randomised trial, but it can collect before-and-after data consistently, follow up a sample of participants, and report what did not work as openly as what did.",
          ),
        },
      },
    ],
  },
  {
    slug: "neon-glass-bending-and-processing",
    discipline: "Neon sign making",
    title: "Neon Glass Bending and Processing",
    description:
      "Turning a full-size drawing into a lit sign: bending lead and soda-lime tubing over ribbon and cross-fire burners, sealing in electrodes, bombarding and pumping on a vacuum manifold, choosing gas fills and phosphor-coated tubing for colour, and mounting and wiring finished work. Students should already be comfortable with basic hot-glass safety.",
    level: "intermediate",
    duration: "twelve weeks (two three-hour studio sessions a week)",
    plantedGap: "mounting and wiring",
    modules: [
      {
        title: "Reading the pattern and making bends",
        description:
          "Preparing a reversed full-size pattern, heating tubing evenly on the ribbon burner and keeping the bore open with the blow hose.",
        lesson: {
          title: "From pattern to bend",
          html: p(
            "Every tube begins with a full-size pattern. The design is drawn at actual size and then reversed, because the glass is bent with its finished face down against the pattern and the bender works from the back. The pattern is drawn on heat-resistant paper or sheet, and it marks the centreline of the tube, the positions of electrodes at each end, and any sections to be blocked out with opaque paint where a letter joins the next without lighting.",
            "Neon tubing is sold in lengths of about 1.2 to 1.5 metres and in outside diameters from about 8 to 18 mm, with 10, 12 and 15 mm the most common. Traditional lead glass softens at a lower temperature and is more forgiving; soda-lime glass, now widely used, works at a higher temperature and is less tolerant of uneven heating. Different glasses have different expansion coefficients and must not be joined together.",
            "The ribbon burner, a long row of small gas-air or gas-oxygen jets, produces a flat flame used to heat a length of tube evenly for a smooth bend. The cross-fire burner, with opposing jets, concentrates heat on a short section for sharp bends, splices and electrode seals. A hand torch covers small adjustments.",
            "Before heating, cork one end of the tube and fit a blow hose, a length of rubber tubing with a mouthpiece, to the other. Heat the section to be bent while rotating the tube continuously so that it softens all the way round; uneven heat gives a bend that kinks on one side. The length to heat depends on the radius required: a gentle curve needs a longer heated zone than a tight corner.",
            "When the glass sags under its own weight it is ready. Lift it from the fire, form the bend in the air or lay it onto the pattern, and immediately blow gently through the hose. Bending thins and partly collapses the wall on the inside of the curve, and a short breath restores the round bore, which matters because any constriction raises the electrical resistance of the finished tube. Check the tube against the pattern while it is still soft, then let it cool slowly away from draughts to avoid strain that could crack it later.",
          ),
        },
      },
      {
        title: "Electrodes, bombarding and pumping",
        description:
          "Sealing electrodes to the tube, cleaning it by bombarding on the manifold, and evacuating it before filling.",
        lesson: {
          title: "Processing a tube on the manifold",
          html: p(
            "Neon signs are cold-cathode discharge lamps: current passes through a low-pressure gas between two electrodes, one sealed into each end of the tube. Each electrode is a metal shell, often coated on the inside with an emissive material, carried on metal lead-ins sealed through a glass envelope. The envelope is joined to the end of the bent tube on the cross-fire burner, heating both glasses to a soft state, pressing them together and blowing gently to form a smooth, even joint. One electrode, or a separate small branch of glass, carries a tubulation: the narrow side tube through which the unit will be evacuated and filled.",
            "The tube is then attached through the tubulation to the manifold, a glass or metal system of taps connecting a vacuum pump, a pressure gauge and the gas supply. Processing follows a fixed sequence:",
            "<ol><li>Pump the tube down to a low pressure and check that it holds, which tests the seals.</li><li>Bombard: pass a heavy current through the tube from a high-voltage bombarding supply. The discharge heats the glass and the electrodes, driving off water vapour, gases and contaminants absorbed on the surfaces. The electrodes are taken to red heat and the glass to its specified temperature, which many benders judge by touching a strip of paper to the tube and watching for scorching.</li><li>While the tube is still hot, pump it down again to a high vacuum so that the released contaminants are removed rather than re-absorbed.</li><li>Allow the tube to cool under vacuum, fill it with gas to the chosen pressure, and seal off the tubulation by melting it closed with a hand torch.</li></ol>",
            "Bombarding is the step most often blamed when a tube fails early. Too little heat leaves impurities that contaminate the gas, giving a dull colour, flicker and short life. Too much heat overheats the electrodes or softens the glass so the tube distorts. Lead glass and soda-lime glass need different targets, so follow the supplier's figures for the glass in use.",
            "The bombarding supply delivers voltages of thousands of volts. The manifold area must have an interlocked switch, an insulated floor or mat, and a strict rule that only one person controls the supply and nobody touches the tube while it is energised.",
          ),
        },
      },
      {
        title: "Gas fills, phosphors and colour",
        description:
          "How neon, argon and mercury produce light, how phosphor coatings and coloured glass modify it, and how to age a new tube.",
        lesson: {
          title: "Choosing a colour",
          html: p(
            "Only the reds and oranges of a 'neon' sign actually come from neon. Pure neon in clear tubing glows orange-red, because most of its visible emission lies in strong lines between about 585 and 640 nanometres. Almost every other colour is produced by a second family of fills based on argon with a small amount of mercury.",
            "When current passes through argon containing mercury vapour, the mercury emits strongly in the ultraviolet, at 253.7 nanometres, and weakly in the visible blue and green. In clear glass the result is a pale blue light. Coat the inside of the tube with a phosphor, a powder that absorbs ultraviolet and re-emits visible light, and the colour is set by the phosphor: blues, greens, pinks, purples and a range of whites. Coloured glass filters the light further, so the same gas and phosphor in tinted glass give a deeper shade. Neon can also be used in coated or coloured tubing, for instance to give a deeper red.",
            "<table><tr><th>Fill</th><th>Tube</th><th>Typical result</th></tr><tr><td>Neon</td><td>Clear</td><td>Orange-red</td></tr><tr><td>Neon</td><td>Red-tinted glass</td><td>Deeper red</td></tr><tr><td>Argon–mercury</td><td>Clear</td><td>Pale blue</td></tr><tr><td>Argon–mercury</td><td>Phosphor-coated</td><td>Colour set by phosphor, e.g. green, white, pink</td></tr></table>",
            "Fill pressure depends on tube diameter: narrower tubes need higher pressure, measured in torr, and each supplier publishes a chart. Pressure too low shortens electrode life; too high makes the tube hard to start and dims it. Mercury must be distributed carefully: after filling, a small droplet is introduced into the tube and rolled along its length so that mercury is distributed throughout. Handle mercury with a spill kit and good ventilation, and dispose of waste as hazardous.",
            "A new tube is aged, or burned in, by running it for a period, often at a higher current than normal, until the discharge is stable and the colour uniform. Argon–mercury tubes may glow unevenly in a cold workshop because the mercury vapour pressure depends on temperature, so judge the colour warm. A tube that still flickers, shows a bluish tinge in a neon fill or darkens near an electrode after ageing has usually been contaminated during processing and should be reprocessed.",
          ),
        },
      },
    ],
  },
  {
    slug: "meiji-japan-revolution-from-above-1868-1912",
    discipline: "Meiji history",
    title: "Meiji Japan: Revolution from Above, 1868–1912",
    description:
      "In 1868 a coalition of southwestern domains overthrew the Tokugawa shogunate in the emperor's name; within forty years Japan had a written constitution, a conscript army and an overseas empire. The course traces the Restoration and the dismantling of the domains, the Iwakura Mission and the reforms of the 1870s, the Meiji Constitution, and Hokkaido colonisation, reading official documents alongside recent historians.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one document seminar a week)",
    plantedGap: "Hokkaido colonisation",
    modules: [
      {
        title: "The Restoration and the end of the domains",
        description: "From the fall of the shogunate and the Boshin War to the abolition of the domains in 1871.",
        lesson: {
          title: "From the Boshin War to the prefectures",
          html: p(
            "The crisis that ended the Tokugawa order began with foreign pressure. Commodore Perry's arrival in 1853 and the commercial treaties of 1858 opened ports, fixed low tariffs and granted foreigners extraterritoriality. The shogunate's concessions, made without convincing imperial approval, gave its critics a cause: 'revere the emperor, expel the barbarian'. By the mid-1860s the two most powerful opposition domains, Satsuma and Chōshū, had learned from bombardments by Western ships that expulsion was impossible and had turned instead to military modernisation. In 1866 they formed a secret alliance.",
            "In late 1867 the last shogun, Tokugawa Yoshinobu, returned governing authority to the court, hoping to lead a council of lords. On 3 January 1868 Satsuma and allied troops seized the palace gates, and a decree proclaimed the restoration of imperial rule. In the Boshin War that followed, the new government's forces defeated Tokugawa troops at Toba–Fushimi near Kyoto; Edo surrendered without a battle after negotiations between Saigō Takamori and Katsu Kaishū; the northeastern domain of Aizu fell after a siege in late 1868; and the last resistance ended in mid-1869.",
            "In April 1868 the government issued the Charter Oath in the name of the fifteen-year-old emperor. Its five articles promised deliberative assemblies and decisions by public discussion, the union of high and low, freedom for all to pursue their callings, the abandonment of 'evil customs of the past', and the seeking of knowledge throughout the world. Historians read it less as a democratic programme than as a statement designed to win over the domain lords while committing the regime to learning from abroad.",
            "The new state still had no direct control of most of the country. In 1869 the lords surrendered their domain registers to the emperor and were reappointed as governors of the same territories. Then, in August 1871, with troops from Satsuma, Chōshū and Tosa in the capital, the government abolished the domains altogether and replaced them with prefectures run by appointed officials; the initial three urban prefectures and 302 rural ones were consolidated to 72 by the end of the year. The state took over the domains' debts and samurai stipends, and in 1876 the stipends were converted compulsorily into government bonds. Within a decade the samurai had lost their income, their exclusive right to bear arms and their status as a ruling class.",
          ),
        },
      },
      {
        title: "The Iwakura Mission and the reforms of the 1870s",
        description:
          "What the leaders learned abroad, and the education, conscription and land-tax reforms that remade state and society.",
        lesson: {
          title: "Learning from the West",
          html: p(
            "In December 1871 nearly half the leadership set off on a journey of almost two years. The Iwakura Mission, led by Iwakura Tomomi with Ōkubo Toshimichi, Kido Takayoshi and Itō Hirobumi among its members, travelled through the United States and Europe with about fifty officials and a similar number of students. Its first aim, revising the unequal treaties, failed almost at once: in Washington it became clear that the Western powers would not revise them until Japan's legal system met their expectations. The mission turned instead to studying factories, schools, parliaments, prisons and armies. Kume Kunitake's five-volume official record, published in 1878, remains a key source for how the leaders saw the industrial West.",
            "Meanwhile the caretaker government at home pressed ahead. The Education Order of 1872 set out a national school system and the aim of universal elementary schooling; attendance rose only slowly because families paid fees and lost children's labour. At the start of 1873 Japan adopted the Gregorian calendar.",
            "The Conscription Ordinance of January 1873, shaped by Yamagata Aritomo, made men liable to three years' active service from the age of twenty. Its many exemptions, for heads of household, heirs, certain officials and those who paid a substitution fee of 270 yen, meant that in practice the burden fell on the younger sons of poor farmers, who resisted it in a number of 'blood tax' riots. For the samurai it was a deeper blow: it ended their monopoly on fighting.",
            "The Land Tax Reform of July 1873 gave the state a stable cash revenue. Instead of dues paid in rice as a share of the harvest, landowners paid 3 per cent of the assessed value of their land in money, whatever the year's yield. Ownership certificates were issued to those who paid. After widespread protests the rate was cut to 2.5 per cent in 1877.",
            "These reforms divided the leadership. When the returning mission members overturned the caretakers' plan to force open relations with Korea in 1873, Saigō Takamori and others resigned. In 1877 Saigō led disaffected Satsuma samurai in the Satsuma Rebellion, the last great samurai revolt; its defeat by the conscript army showed that the new state had won the monopoly of force.",
          ),
        },
      },
      {
        title: "The Meiji Constitution and its working",
        description:
          "Why the oligarchs granted a constitution, how it distributed power, and how the Diet and the wars of 1894 and 1904 reshaped the state.",
        lesson: {
          title: "Sovereignty, the Diet and the oligarchs",
          html: p(
            "Pressure for representative government came from outside the ruling circle. In 1874 Itagaki Taisuke and other former councillors petitioned for an elected assembly, launching the Freedom and People's Rights Movement, whose local societies drafted constitutions of their own. In the political crisis of 1881 the government dismissed Ōkuma Shigenobu, who had urged a British-style cabinet, and issued an imperial rescript promising a national assembly by 1890. The promise allowed the oligarchs to control the timetable and the content.",
            "Itō Hirobumi spent much of 1882 in Europe, studying with Rudolf von Gneist in Berlin and Lorenz von Stein in Vienna, and returned convinced that the Prussian model, with a strong monarch and a limited parliament, suited Japan. The German adviser Hermann Roesler helped draft the text. A cabinet system was created in 1885, with Itō as first prime minister, and a Privy Council to deliberate on the constitution.",
            "The Constitution of the Empire of Japan was promulgated on 11 February 1889 as a gift from the emperor to his subjects and came into force in November 1890. The emperor was 'sacred and inviolable', combined in himself the rights of sovereignty, and held supreme command of the army and navy. Ministers were responsible to the emperor, not to the legislature. The Imperial Diet had two houses: a House of Peers and an elected House of Representatives. The vote went to men aged 25 or over who paid at least 15 yen a year in direct national taxes, only about 1 per cent of the population.",
            "Yet the Diet had real leverage. Its consent was needed for new laws and for the budget; if it rejected a budget, the government could only carry forward the previous year's, which was inadequate in a period of rapid military expansion. The oligarchs were therefore drawn into bargaining with the parties, and by 1900 Itō himself had founded a party, the Seiyūkai.",
            "Victory over China in 1894–95 brought Taiwan as Japan's first colony, although the Triple Intervention forced the return of the Liaodong peninsula. Extraterritoriality ended in 1899, the alliance with Britain followed in 1902, and victory over Russia in 1904–05 led to the annexation of Korea in 1910. The Meiji emperor died in July 1912. Carol Gluck's work on late-Meiji ideology shows how far the emperor-centred civic creed of these years was constructed rather than inherited.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundry-pattern-making",
    discipline: "Pattern making (foundry)",
    title: "Foundry Pattern Making",
    description:
      "Every sand casting starts life as a pattern. Building on basic joinery skills, the course covers shrinkage, draft and machining allowances; split, loose-piece and match-plate patterns and the placing of the parting line; core prints and pattern timbers; and 3D-printed patterns as an alternative to traditional construction.",
    level: "intermediate",
    duration: "twelve weeks (one full workshop day a week)",
    plantedGap: "3D-printed patterns",
    modules: [
      {
        title: "Allowances: shrinkage, draft and machining",
        description:
          "Sizing a pattern so that the casting comes out of the mould, cools to the right dimensions and leaves enough metal to machine.",
        lesson: {
          title: "Sizing a pattern",
          html: p(
            "A pattern is never the same size as the finished part. It must be made larger to allow for the contraction of the metal as it cools from solidification to room temperature, larger again on surfaces that will be machined, and tapered so that it can be drawn from the sand without tearing the mould.",
            "Shrinkage allowance depends on the metal. Typical linear values used in pattern shops are about 1 per cent for grey cast iron (traditionally 1/8 inch per foot), about 1.3 per cent for aluminium alloys, about 1.5 per cent for brass and about 2 per cent for steel (1/4 inch per foot). Pattern makers work with a contraction rule, a rule graduated so that each 'inch' or 'millimetre' is already enlarged by the chosen allowance, so dimensions can be marked out directly from the drawing. These are starting points: cores and mould restraint reduce free contraction, so allowances are often adjusted after the first castings are measured.",
            "Machining allowance adds metal to every surface that will be machined. It grows with the size of the casting and is usually greater for ferrous metals than for light alloys; a few millimetres is typical for small work. Faces that will lie in the cope, the upper half of the mould, often get extra, because sand, slag and gas tend to rise and collect at the top of a casting.",
            "Worked example: an aluminium bracket is 300 mm long when finished and both ends are machined, with 3 mm allowed at each end. The cast length must be 306 mm. With a 1.3 per cent shrinkage allowance the pattern length is 306 × 1.013 ≈ 310.0 mm.",
            "Draft is a taper on every surface parallel to the direction of draw. For wooden patterns 1 to 3 degrees is common on external faces, with more on deep pockets and internal faces, where the sand grips the pattern. On a face 100 mm deep, 1.5 degrees of draft moves the edge by 100 × tan 1.5° ≈ 2.6 mm, a change that must be checked against the drawing's tolerances.",
            "Sharp internal corners are replaced by fillets, made from wax, leather or filler. They strengthen the mould, improve metal flow and avoid the hot spots and tearing that sharp corners cause as the casting cools.",
          ),
        },
      },
      {
        title: "Pattern types and the parting line",
        description:
          "Choosing between solid, split, loose-piece, odd-side and plate patterns, and deciding where the mould will divide.",
        lesson: {
          title: "Choosing a pattern construction",
          html: p(
            "The simplest pattern is a one-piece or solid pattern with a flat face that lies on the moulding board. The moulder rams it in the drag, the lower box, turns the box over, and rams the cope on top. It suits shapes with one flat side and small quantities.",
            "A split pattern is made in two halves divided along the parting line, located by dowels called pattern pins so the halves register exactly. One half is rammed in the drag, the other placed on it and rammed in the cope. Split patterns are used for shapes such as pipes, pulleys and cylinders that would otherwise have no flat face to draw from.",
            "Where a feature would lock the pattern into the sand, such as a boss or rib projecting sideways, it can be made as a loose piece, held on the main pattern by a skewer or a sliding dovetail. The skewer is withdrawn after ramming, the main pattern is drawn, and the loose piece is then pulled sideways into the cavity and lifted out. Loose pieces slow moulding and can shift, so the pattern maker should design them out where possible. For patterns with an irregular parting, a follow board or odd-side, shaped to cradle the pattern, provides the first surface to ram against.",
            "For production, patterns are mounted on plates. A match plate carries the cope half on one side and the drag half on the other, accurately registered, for use on moulding machines. Larger work uses separate cope and drag plates, so that two moulders or machines can work on the halves at once. As a rough guide, loose wooden patterns suit a handful of castings, mounted patterns suit tens to hundreds, and metal or resin plates suit runs in the thousands.",
            "The choice of parting line affects every other decision. Good practice is to keep it on a single flat plane where possible; to place the deepest part of the pattern in the drag; to keep critical dimensions and features that must line up in the same half of the mould, so that mould shift between cope and drag cannot affect them; to avoid loose pieces; and to make sure every surface can be given draft away from the parting. Mark the parting line clearly on the drawing and the pattern before construction starts.",
          ),
        },
      },
      {
        title: "Core prints and pattern timbers",
        description:
          "Locating and supporting cores with core prints, allowing for buoyancy, and choosing and finishing timber for stable, durable patterns.",
        lesson: {
          title: "Cores, prints and materials",
          html: p(
            "Internal cavities such as bores and passages are formed by cores, shapes of bonded sand made separately in a core box and placed in the mould before it is closed. The pattern must provide somewhere for the core to sit. Core prints are projections added to the pattern that form recesses, or seats, in the sand; the extended ends of the core rest in these seats. Core prints appear on the pattern but not on the casting, which is why many shops paint them a contrasting colour.",
            "A horizontal core is best supported by a print at each end. A core supported at one end only is called a balanced core, and its print must be long enough, often at least as long as the overhanging part, to stop it tipping. Where prints alone cannot hold a core, the moulder uses chaplets, small metal supports that are cast into the part, so their position should be agreed with the foundry.",
            "Prints must resist buoyancy. Molten iron has a density of about 7.0 g/cm³ and a bonded sand core about 1.6 g/cm³, so the net upward force on a core equals the weight of the iron it displaces minus its own weight. For a core of 500 cm³ surrounded by iron, that is (7.0 − 1.6) × 500 = 2,700 g, a force of about 26 newtons pushing the core upwards. The print seats in the cope must bear that load without crushing.",
            "Traditional pattern timbers are chosen for stability and ease of working. Yellow pine was once the standard but is now scarce; jelutong is widely used because it is light, straight-grained, stable and carves cleanly; mahogany is harder-wearing for longer runs. Medium-density fibreboard and plywood are used for flat work and follow boards, and polyurethane modelling board for patterns that need durability and fine detail.",
            "Wood moves with moisture, and green sand is damp, so construction aims at stability. Larger patterns are built up from glued strips or blocks with the grain direction alternated to balance movement, rather than cut from a single thick piece. Finish with several coats of shellac or polyurethane varnish, rubbed down between coats, to seal the surface and give a smooth draw.",
          ),
        },
      },
    ],
  },
];
