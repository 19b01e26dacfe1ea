/** Ninety-fourth held-out evaluation courses, intermediate level; see ai-courses-heldout94.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT94_B: EvalCourse[] = [
  {
    slug: "investor-relations-for-listed-companies",
    discipline: "Investor relations",
    title: "Investor Relations for Listed Companies",
    description:
      "Aimed at finance, legal and communications staff moving into an investor relations role at a UK-listed company. Topics: the disclosure of inside information under the UK Market Abuse Regulation; running the results timetable from closed period to analyst call; analysing and targeting the shareholder register; and responding to activist campaigns.",
    level: "intermediate",
    duration: "eight weeks (one two-hour evening seminar a week)",
    plantedGap: "activist campaigns",
    modules: [
      {
        title: "Inside information and when to announce it",
        description:
          "The definition of inside information, the duty to disclose it as soon as possible, the conditions for delaying disclosure, and handling leaks and selective disclosure.",
        lesson: {
          title: "Disclosure under the Market Abuse Regulation",
          html: p(
            "The first legal duty of investor relations is to ensure the whole market learns price-sensitive news at once, through the proper channel. In the UK that duty comes from the Market Abuse Regulation (MAR), which applied across the EU from July 2016 and was retained in UK law after Brexit, supervised by the Financial Conduct Authority (FCA).",
            "Article 7 defines inside information as information of a precise nature, which has not been made public, relating directly or indirectly to the issuer or its financial instruments, and which would be likely to have a significant effect on the price if it were made public. The last limb is judged by the reasonable investor test: would a reasonable investor be likely to use the information as part of the basis of an investment decision? In a protracted process, such as merger negotiations or a chief executive's planned departure, an intermediate step can itself be inside information, as the Court of Justice confirmed in Geltl v Daimler (2012).",
            "Article 17 requires the issuer to disclose inside information to the public as soon as possible, in the UK through a Regulatory Information Service. Disclosure may be delayed only if three conditions are all met: immediate disclosure is likely to prejudice the issuer's legitimate interests; the delay is not likely to mislead the public; and the issuer can ensure confidentiality. The issuer must record its decision and, once the information is published, inform the FCA that disclosure was delayed; in the UK a written explanation is provided if the FCA requests it.",
            "If confidentiality is lost, including where a market rumour refers explicitly and accurately enough to the information, the issuer must announce as soon as possible. That is why well-run companies keep a draft holding announcement ready for every live project. Article 18 requires insider lists of everyone with access, and Article 10 makes it unlawful to pass inside information to anyone except in the normal exercise of an employment, profession or duties. For IR this has a practical consequence: one-to-one meetings with investors and analysts may explain and add colour to what has been published but must never reveal anything new and price-sensitive. If something slips out, the remedy is prompt publication to everyone.",
          ),
        },
      },
      {
        title: "The results timetable",
        description:
          "Reporting deadlines, closed and quiet periods, managing market expectations, and the sequence of a results day.",
        lesson: {
          title: "From closed period to analyst call",
          html:
            p(
              "Results are the fixed points of the IR year. Under the FCA's Disclosure Guidance and Transparency Rules, a UK-listed company must publish its annual financial report within four months of its year end and its half-yearly report within three months of the half-year end. Mandatory quarterly reporting was removed in 2014, although many companies still publish trading updates between results.",
              "Two kinds of restricted period surround each set of results. The closed period is a legal requirement: Article 19(11) of MAR forbids persons discharging managerial responsibilities from dealing in the company's shares during the 30 calendar days before the announcement of an interim or year-end report. The quiet period is a company policy, not a legal rule: from the end of the reporting period until results are published, many companies decline to discuss current trading with analysts or investors, which removes the risk of selective disclosure while management already knows the numbers.",
              "Managing expectations is where IR earns its place. Many companies collect the forecasts of the sell-side analysts who cover them and publish a company-compiled consensus. If the board concludes that results will differ materially from what the market expects, that divergence may itself be inside information, and an early trading statement, in the bad case a profit warning, may be required. There is no fixed percentage in law; the judgement is made with the company's brokers and lawyers, and it is made early rather than on results day.",
              "A typical UK results day runs in a fixed sequence:",
            ) +
            "<ol><li>7.00 a.m.: the announcement is released through a Regulatory Information Service, before the market opens at 8.00 a.m.</li><li>Early morning: the slides, data pack and a recorded or live webcast link go up on the IR website.</li><li>Around 9.00 a.m.: the analyst presentation, in person and by webcast, followed by questions.</li><li>Late morning: media interviews, with messages consistent with the announcement.</li><li>Following days and weeks: roadshow meetings with investors, often arranged by the company's brokers.</li></ol>" +
            p(
              "Preparation for questions is done in advance: IR drafts a book of likely questions with agreed answers drawn only from published material, and rehearses it with the chief executive and finance director. Recordings or transcripts of the call are posted on the website so that every investor has access to what was said.",
            ),
        },
      },
      {
        title: "Understanding the shareholder register",
        description:
          "Reading the register, using section 793 notices to reveal beneficial owners, major-holding notifications, and targeting investors by style.",
        lesson: {
          title: "Who owns us, and who should?",
          html:
            p(
              "A company's share register rarely shows who really owns it. Most institutional and many private holdings sit in the names of nominee companies operated by custodian banks, brokers and investment platforms, so the legal owner on the register is a nominee while the beneficial owner, the fund or person whose money is invested, is hidden behind it.",
              "Section 793 of the Companies Act 2006 gives a company the tool to look through. It may serve a notice on anyone it knows or has reasonable cause to believe is, or was during the previous three years, interested in its shares, requiring them to confirm the interest and give details. If a recipient fails to answer, the company may apply to the court under section 794 for restrictions on the shares, such as suspension of voting and dividend rights. In practice share-register analysis firms send chains of section 793 notices down through custodians until they reach the fund manager, and report the results monthly or quarterly. Separately, the Disclosure Guidance and Transparency Rules require a shareholder in a UK issuer to notify the company when its voting rights reach, exceed or fall below 3 per cent and each whole percentage point above that; the company must then announce the notification.",
              "Once the owners are known, IR classifies them, because different investors want different conversations:",
            ) +
            "<ul><li>Index and passive funds hold the shares because the company is in an index; they will not sell on valuation, but their stewardship teams vote and engage on governance and pay.</li><li>Active long-only managers buy on a view of value and are described by style: growth, value, growth at a reasonable price (GARP) and income.</li><li>Hedge funds may hold long or short positions and trade around events such as results or corporate transactions.</li><li>Private investors and employees often hold for the long term and respond to clear, plain-language communication.</li></ul>" +
            p(
              "Targeting turns this analysis into a meeting plan. A standard method is peer-holder analysis: identify funds that hold large positions in comparable companies, whose style fits the company's investment case, and which own none or little of its shares. Check that the fund's typical position size and portfolio turnover match the company's size and liquidity, then prioritise roadshow meetings accordingly. Measure success over several quarters by changes in the register, not by the number of meetings held.",
            ),
        },
      },
    ],
  },
  {
    slug: "geomicrobiology-microbes-minerals-and-metals",
    discipline: "Geomicrobiology",
    title: "Geomicrobiology: Microbes, Minerals and Metals",
    description:
      "Microbes drive much of the chemistry of rocks, soils, sediments and natural waters. Building on introductory microbiology and chemistry, students examine the thermodynamics of microbial respiration and the redox ladder, the microbial generation and treatment of acid mine drainage, biomineralisation from stromatolites to magnetite, and life in the deep biosphere.",
    level: "intermediate",
    duration: "ten weeks (two lectures and one three-hour laboratory practical a week)",
    plantedGap: "deep biosphere",
    modules: [
      {
        title: "The redox ladder",
        description:
          "Why microbes use electron acceptors in a predictable order, how that order zones sediments and aquifers, and how some bacteria respire solid minerals.",
        lesson: {
          title: "Energy from electron transfer",
          html:
            p(
              "Respiring microbes gain energy by moving electrons from a donor, such as organic matter or hydrogen, to an acceptor. The energy available is set by the difference in reduction potential between the two redox couples: ΔG°′ = −nFΔE°′, where n is the number of electrons transferred and F is the Faraday constant, 96.485 kJ per volt per mole of electrons.",
            ) +
            "<table><tr><th>Couple (pH 7)</th><th>E°′ (V)</th></tr><tr><td>O2 / H2O</td><td>+0.82</td></tr><tr><td>NO3− / N2</td><td>+0.74</td></tr><tr><td>SO4²− / HS−</td><td>−0.22</td></tr><tr><td>CO2 / CH4</td><td>−0.24</td></tr><tr><td>2H+ / H2</td><td>−0.41</td></tr></table>" +
            p(
              "Worked example. With hydrogen as donor and oxygen as acceptor, ΔE°′ = 0.82 − (−0.41) = 1.23 V, so each mole of H2 (two electrons) releases about 2 × 96.5 × 1.23 ≈ 237 kJ. Methanogenesis, 4H2 + CO2 → CH4 + 2H2O, transfers eight electrons across only 0.17 V and yields about 131 kJ per mole of methane, or roughly 33 kJ per mole of H2, about a seventh of the aerobic yield. Manganese(IV) and iron(III) oxides lie between nitrate and sulfate; their exact potentials depend strongly on the mineral and on pH, which is why a poorly crystalline iron oxide such as ferrihydrite is a better acceptor than goethite.",
              "Because organisms using higher-energy acceptors grow faster and can draw shared donors such as hydrogen and acetate down to concentrations too low for their competitors, acceptors are consumed in a predictable order: oxygen, then nitrate, manganese(IV), iron(III), sulfate, and finally carbon dioxide. In a lake or marine sediment this produces vertical zones, with oxygen often exhausted within millimetres of the surface. Seawater contains about 28 mM sulfate, so marine sediments have a thick zone of sulfate reduction before methanogenesis begins; in low-sulfate freshwater sediments methanogenesis takes over much sooner. The same sequence develops along the flow path of a contaminated aquifer downstream of a pollution source.",
              "Iron and manganese oxides are solids, so bacteria that respire them face a problem: the acceptor cannot enter the cell. Geobacter metallireducens, isolated by Derek Lovley and colleagues in 1987, and Shewanella oneidensis MR-1 solve it by extracellular electron transfer, using outer-membrane c-type cytochromes, electrically conductive filaments and soluble shuttle molecules such as flavins. The consequences are practical: microbial reduction of iron oxides that carry adsorbed arsenic is a major cause of arsenic release into the groundwater of the Bengal Basin.",
            ),
        },
      },
      {
        title: "Acid mine drainage",
        description:
          "The chemistry of pyrite oxidation, the role of iron-oxidising acidophiles, and active and passive treatment.",
        lesson: {
          title: "How microbes acidify mine waters",
          html:
            p(
              "Acid mine drainage (AMD) forms when sulfide minerals, above all pyrite (FeS2), are exposed to air and water by mining. It is one of the most widespread and persistent forms of water pollution from industry, and it is fundamentally a microbial process.",
              "The overall chemistry can be written in a few steps. Pyrite is first oxidised by oxygen: FeS2 + 3.5O2 + H2O → Fe²⁺ + 2SO4²⁻ + 2H⁺. The ferrous iron released is oxidised to ferric iron: Fe²⁺ + 0.25O2 + H⁺ → Fe³⁺ + 0.5H2O. Ferric iron is a far more aggressive oxidant of pyrite than oxygen: FeS2 + 14Fe³⁺ + 8H2O → 15Fe²⁺ + 2SO4²⁻ + 16H⁺. Finally, where the water is less acidic, ferric iron hydrolyses and precipitates: Fe³⁺ + 3H2O → Fe(OH)3 + 3H⁺, the orange deposit miners call yellow boy, releasing still more acid.",
              "Singer and Stumm showed in 1970 that, below about pH 3.5, the abiotic oxidation of ferrous to ferric iron is very slow and becomes the rate-limiting step of the whole cycle. Acidophilic iron-oxidising microbes, notably Acidithiobacillus ferrooxidans and Leptospirillum ferrooxidans, accelerate that step by a factor of the order of a million, regenerating ferric iron as fast as pyrite consumes it. The result is a self-sustaining loop that can drive pH to extreme values: waters in the Richmond mine at Iron Mountain, California, reached a measured pH of about −3.6, the most acidic waters ever reported. Acid waters also dissolve metals such as copper, zinc, cadmium and aluminium, which are often more toxic to aquatic life than the acidity itself.",
              "Treatment follows from the chemistry:",
            ) +
            "<ul><li>Active treatment adds alkali, usually lime, to neutralise acidity and precipitate metals as hydroxides in settling ponds. It is effective but needs continuous reagent, power and sludge disposal.</li><li>Aerobic wetlands suit net-alkaline mine waters, oxidising and settling iron.</li><li>Anoxic limestone drains add alkalinity; oxygen must be excluded, or iron hydroxide coats the limestone and stops it dissolving.</li><li>Sulfate-reducing systems use organic substrates such as compost so that sulfate-reducing bacteria generate bicarbonate alkalinity and hydrogen sulfide, which precipitates metals as insoluble sulfides.</li></ul>" +
            p(
              "Passive systems are cheaper to run but need large areas of land and periodic renewal of their substrates, so the choice depends on flow, acidity and the site's long-term ownership.",
            ),
        },
      },
      {
        title: "Biomineralisation",
        description:
          "Biologically induced versus biologically controlled mineral formation, from microbially induced calcite precipitation and stromatolites to magnetosomes.",
        lesson: {
          title: "Microbes that make minerals",
          html: p(
            "Microbes do not only dissolve minerals; they also make them. Heinz Lowenstam's 1981 distinction remains the standard framework. In biologically induced mineralisation, minerals form as a by-product of metabolism that changes the chemistry of the cell's surroundings, and the organism exerts little control over crystal size, shape or type. In biologically controlled mineralisation, the organism builds a specific mineral in a defined compartment, with tightly regulated composition and form.",
            "Microbially induced calcite precipitation (MICP) is the best-studied induced process. Ureolytic bacteria, above all Sporosarcina pasteurii, produce large amounts of the enzyme urease, which hydrolyses urea: CO(NH2)2 + 2H2O → 2NH4⁺ + CO3²⁻. The carbonate and the rise in pH that accompanies ammonium production push the water towards supersaturation with calcium carbonate, and with calcium available, CaCO3 precipitates, often nucleating on the negatively charged cell surfaces. Engineers have used MICP to cement loose sand, reducing its susceptibility to liquefaction, and in self-healing concrete, where dormant bacterial spores and a calcium source are mixed into the concrete and become active when water enters a crack, sealing it with calcite. The ammonium by-product is a drawback that field applications must manage.",
            "Stromatolites are layered sedimentary structures built by microbial mats, mainly of cyanobacteria, that trap and bind sediment grains and induce carbonate precipitation, growing upward layer by layer. They include some of the oldest widely accepted evidence of life, such as the roughly 3.48-billion-year-old structures of the Dresser Formation in the Pilbara of Western Australia, and they dominated shallow marine environments for most of the Precambrian. Living stromatolites survive today mainly where grazing animals are excluded, most famously in the hypersaline water of Hamelin Pool in Shark Bay.",
            "Magnetotactic bacteria, described by Richard Blakemore in 1975, are the clearest case of controlled mineralisation. Inside membrane-bounded vesicles called magnetosomes they grow crystals of magnetite (Fe3O4) or, in some species, greigite (Fe3S4). The crystals fall within a narrow size range, roughly 35 to 120 nanometres, that makes each one a single magnetic domain, and they are arranged in chains that act as a compass needle. The cells are passively aligned with the Earth's magnetic field and swim along it, which helps them find the oxic-anoxic transition zone in sediments and water columns. Their distinctive crystals survive in sediments as magnetofossils.",
          ),
        },
      },
    ],
  },
  {
    slug: "immunisation-practice-for-health-professionals",
    discipline: "Immunisation practice",
    title: "Immunisation Practice for Health Professionals",
    description:
      "Grounded in the UK Green Book and current resuscitation guidance, a practical programme for registered nurses, pharmacists and other health professionals who give vaccines. It covers how the main vaccine types generate protection, valid consent and contraindications, safe intramuscular technique, the recognition and management of anaphylaxis, and addressing vaccine hesitancy.",
    level: "intermediate",
    duration: "six weeks (online units plus one supervised clinical skills day)",
    plantedGap: "vaccine hesitancy",
    modules: [
      {
        title: "How vaccines work",
        description:
          "Primary and secondary immune responses, the main vaccine types and why they are given as they are, and population immunity.",
        lesson: {
          title: "From antigen to protection",
          html:
            p(
              "A vaccine presents the immune system with antigen so that it produces a primary response without the risks of the disease. After a first exposure there is a lag of days to weeks before antibody appears, first mainly IgM and then IgG. More important in the long run are the memory B and T cells that remain. When the antigen is met again, a secondary response is faster and larger, and its antibodies bind more strongly because B cells have undergone affinity maturation in germinal centres. This is why many vaccines are given as a primary course followed by boosters: in the UK, for example, infants receive the hexavalent vaccine at 8, 12 and 16 weeks.",
              "The main vaccine types behave differently:",
            ) +
            "<ul><li>Live attenuated vaccines (MMR, varicella, BCG, rotavirus, the nasal influenza vaccine) replicate in the recipient and give strong, long-lasting immunity after one or two doses, but they can cause disease in people with seriously weakened immunity.</li><li>Inactivated whole-organism vaccines (inactivated polio, hepatitis A) cannot replicate and usually need several doses.</li><li>Subunit and recombinant protein vaccines (hepatitis B, HPV, the recombinant shingles vaccine) present selected antigens, usually with an adjuvant such as an aluminium salt to strengthen the response.</li><li>Toxoid vaccines (diphtheria, tetanus) use inactivated toxins, because it is the toxin that causes the disease.</li><li>Conjugate vaccines (Hib, pneumococcal, MenACWY) link a bacterial capsular polysaccharide to a carrier protein.</li><li>mRNA vaccines deliver instructions, in lipid nanoparticles, for cells to make the antigen themselves.</li></ul>" +
            p(
              "The conjugate principle explains a whole schedule. Pure polysaccharides stimulate B cells without T-cell help, so they give poor responses in children under two and little immune memory. Joining the polysaccharide to a protein such as tetanus toxoid or CRM197 recruits T-cell help, giving good responses in infants and a memory that boosters can build on.",
              "Vaccination also protects people who are not vaccinated. If each case of a disease infects R0 others in a fully susceptible population, transmission declines once more than 1 − 1/R0 of the population is immune. For measles, with an R0 of about 12 to 18, that threshold is roughly 92 to 94 per cent, which is why the target is 95 per cent coverage with two doses. Because no vaccine is fully effective, coverage must be higher still than the threshold itself.",
            ),
        },
      },
      {
        title: "Consent and contraindications",
        description:
          "Valid consent for adults and children, true contraindications, reasons to postpone, and the many conditions that are not contraindications.",
        lesson: {
          title: "Is it safe to vaccinate today?",
          html:
            p(
              "Consent to vaccination, like any treatment, is valid only if it is informed, given voluntarily and given by someone with capacity. There is no legal requirement for written consent; verbal consent, properly recorded, is sufficient, and consent can be withdrawn at any point. A young person aged 16 or 17 can consent as an adult can, under section 8 of the Family Law Reform Act 1969. A child under 16 who has sufficient understanding and intelligence to understand fully what is proposed can consent on their own behalf under the principle from Gillick v West Norfolk and Wisbech Area Health Authority (1985); otherwise consent comes from a person with parental responsibility. For adults who lack capacity, the Mental Capacity Act 2005 requires a decision in their best interests.",
              "True contraindications are few. No vaccine should be given to someone who has had a confirmed anaphylactic reaction to a previous dose of the same vaccine or to any of its components, which makes checking the summary of product characteristics essential. Live vaccines are also contraindicated in people with significant immunosuppression, such as primary immunodeficiency, current or recent chemotherapy, or high-dose systemic corticosteroids as defined in Chapter 6 of the Green Book, and in pregnancy. If someone is acutely unwell with a fever, postpone the vaccination until they recover, so that the illness is not mistaken for a vaccine reaction; a minor illness without fever is not a reason to delay.",
              "Far more children and adults miss vaccines because of false contraindications than true ones:",
            ) +
            "<table><tr><th>Not a contraindication</th><th>Why</th></tr><tr><td>Prematurity</td><td>Vaccinate by chronological age; infants born at or before 28 weeks receive their first doses in hospital with respiratory monitoring for 48 to 72 hours</td></tr><tr><td>Egg allergy and MMR</td><td>MMR can be given in the normal setting; it contains negligible egg protein</td></tr><tr><td>Stable neurological conditions</td><td>They are not worsened by vaccination, and these children are at high risk from the diseases</td></tr><tr><td>Family history of vaccine reactions</td><td>Only the individual's own history is relevant</td></tr><tr><td>Breastfeeding, current antibiotics, a previous mild local reaction</td><td>None affects safety</td></tr><tr><td>Past history of the disease, such as pertussis</td><td>Vaccination still gives additional protection</td></tr></table>" +
            p(
              "Before every vaccination, check the person's identity and age, their vaccination record, how they are today, allergies, medicines and treatment affecting immunity, and pregnancy. Record the outcome of every check, including decisions to defer.",
            ),
        },
      },
      {
        title: "Giving the injection safely",
        description:
          "Site and needle selection, intramuscular technique, documentation and reporting, and the recognition and emergency management of anaphylaxis.",
        lesson: {
          title: "Technique and immediate reactions",
          html:
            p(
              "Most vaccines are given by intramuscular injection, which gives good immunogenicity and fewer local reactions than injection into subcutaneous fat. For infants under one year, use the anterolateral aspect of the thigh, over the vastus lateralis, which is the largest muscle mass at that age; for older children and adults, use the deltoid. The buttock is not used, because of the risk to the sciatic nerve and because injection into fat reduces the response. A 23- or 25-gauge needle 25 mm long suits most infants, children and adults; a 16 mm needle is reserved for very small or preterm infants, and a 38 mm needle may be needed for adults with larger arms.",
              "Insert the needle at 90 degrees to the skin, with the skin stretched flat between finger and thumb, and inject steadily. Aspirating before injection is not necessary. When two or more vaccines are given at one visit they can go in the same limb if the sites are at least 2.5 cm apart, and the sites should be recorded so that any local reaction can be attributed. Document the vaccine, batch number, expiry date, dose, site, date and the vaccinator's name in the patient record and, for children, in the personal child health record. Suspected adverse reactions are reported through the Yellow Card scheme.",
              "Anaphylaxis after vaccination is very rare, but every vaccinator must be able to recognise and treat it. It develops suddenly, usually within minutes, with life-threatening airway, breathing or circulation problems, often but not always with skin or mucosal changes such as urticaria or swelling. It must be distinguished from a faint, which typically causes pallor, a slow pulse and rapid recovery on lying flat. For suspected anaphylaxis, call for help, lie the patient flat with legs raised (or sitting if breathing is easier), and give intramuscular adrenaline 1 mg/mL into the anterolateral thigh without delay, using the Resuscitation Council UK doses:",
            ) +
            "<table><tr><th>Age</th><th>Adrenaline IM dose</th></tr><tr><td>Under 6 months</td><td>100-150 micrograms (0.1-0.15 mL)</td></tr><tr><td>6 months to 6 years</td><td>150 micrograms (0.15 mL)</td></tr><tr><td>6 to 12 years</td><td>300 micrograms (0.3 mL)</td></tr><tr><td>Over 12 years and adults</td><td>500 micrograms (0.5 mL); 300 micrograms if a child is small or prepubertal</td></tr></table>" +
            p(
              "Repeat the dose after five minutes if there is no improvement, give high-flow oxygen and intravenous fluids when available, and transfer to hospital.",
            ),
        },
      },
    ],
  },
  {
    slug: "juvenile-justice-law-policy-and-practice",
    discipline: "Juvenile justice",
    title: "Juvenile Justice: Law, Policy and Practice",
    description:
      "Societies disagree sharply about how to respond when children break the law. Comparing England and Wales, Scotland, New Zealand and the United States, the module traces the birth of the separate juvenile court, debates over the minimum age of criminal responsibility and adolescent brain development, diversion and restorative justice, and racial disproportionality.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one seminar a week)",
    plantedGap: "racial disproportionality",
    modules: [
      {
        title: "Why a separate system? Origins of the juvenile court",
        description:
          "From the Cook County court of 1899 and the Children Act 1908 to the due-process revolution of In re Gault and Scotland's welfare-based hearings.",
        lesson: {
          title: "Parens patriae and its critics",
          html: p(
            "Until the late nineteenth century, children in England and America who broke the law were dealt with by the same courts as adults. The common law offered some protection through the doctrine of doli incapax: a child under seven was conclusively presumed incapable of crime, and a child aged seven to fourteen was presumed incapable unless the prosecution proved that the child knew the act was seriously wrong.",
            "The separate juvenile court was the achievement of Progressive-era reformers, the so-called child savers. The Illinois Juvenile Court Act of 1899 created the first juvenile court, in Cook County, Chicago. Its guiding idea was parens patriae, the state as parent: the court's task was not to punish but to diagnose and treat. Proceedings were civil rather than criminal, informal and private; lawyers were rarely present; probation officers prepared social histories; and dispositions could last until the child reached adulthood. A new vocabulary marked the difference: petitions rather than charges, adjudication rather than conviction, disposition rather than sentence. In England and Wales the Children Act 1908 established juvenile courts sitting separately from adult proceedings.",
            "By the 1960s critics argued that informality had become unaccountable discretion. In Kent v United States (1966) the Supreme Court warned that the child might receive the worst of both worlds, neither the protections given to adults nor the care promised to children. In re Gault (1967) made the point unavoidable. Gerald Gault, aged 15, was committed to the state industrial school until the age of 21 for an allegedly lewd telephone call for which an adult could have received at most a $50 fine or two months in jail. The Court held that juveniles facing commitment are entitled to notice of the charges, counsel, confrontation and cross-examination of witnesses, and the privilege against self-incrimination. In re Winship (1970) added proof beyond reasonable doubt, although McKeiver v Pennsylvania (1971) held that jury trial was not required.",
            "Scotland took the opposite path. The Kilbrandon Report (1964) led to the Children's Hearings System, operating from 1971, in which a lay panel addresses the needs of children who offend alongside those in need of care, leaving prosecution in court for the most serious cases. The tension between a welfare model and a justice model still shapes every system studied on this module.",
          ),
        },
      },
      {
        title: "How old is old enough?",
        description:
          "Minimum ages of criminal responsibility compared, the age-crime curve, and how developmental science reached the US Supreme Court.",
        lesson: {
          title: "Age, responsibility and the adolescent brain",
          html:
            p(
              "Every jurisdiction sets a minimum age of criminal responsibility (MACR), below which a child cannot be prosecuted at all. The ages vary remarkably among otherwise similar democracies:",
            ) +
            "<table><tr><th>Jurisdiction</th><th>MACR</th><th>Note</th></tr><tr><td>England and Wales</td><td>10</td><td>Raised from 8 by the Children and Young Persons Act 1963</td></tr><tr><td>Scotland</td><td>12</td><td>Raised from 8 by the Age of Criminal Responsibility (Scotland) Act 2019</td></tr><tr><td>Canada</td><td>12</td><td>Youth Criminal Justice Act 2003</td></tr><tr><td>Germany</td><td>14</td><td>Criminal Code, section 19</td></tr><tr><td>Sweden</td><td>15</td><td>Criminal Code</td></tr></table>" +
            p(
              "The UN Committee on the Rights of the Child, in General Comment No. 24 (2019), urged states to set the minimum at no lower than 14. In England and Wales the issue is sharpened by the abolition of the rebuttable presumption of doli incapax for children aged 10 to 13 by section 34 of the Crime and Disorder Act 1998, which the House of Lords confirmed in R v JTB (2009). A ten-year-old there is treated, for the purposes of liability, in the same way as an adult.",
              "Criminology supplies one of its most robust findings here, the age-crime curve: recorded offending rises steeply in early adolescence, peaks in the late teens and declines through the twenties. Terrie Moffitt's 1993 taxonomy distinguished a large group of adolescence-limited offenders, whose offending is close to normative and fades with adult roles, from a small group of life-course-persistent offenders with early neurodevelopmental and family risks.",
              "Developmental neuroscience offers an explanation that courts have found persuasive. Laurence Steinberg's dual-systems model holds that reward sensitivity, linked to subcortical systems, rises sharply at puberty, while cognitive control, dependent on the slowly maturing prefrontal cortex, continues developing into the mid-twenties. The gap is widest in mid-adolescence, and it widens further in the presence of peers: in a 2005 driving-game study by Gardner and Steinberg, adolescents took far more risks when friends were watching, while adults were little affected.",
              "The US Supreme Court drew on this research in a line of cases. Roper v Simmons (2005) abolished the death penalty for crimes committed under 18; Graham v Florida (2010) barred life without parole for non-homicide offences by juveniles; and Miller v Alabama (2012) struck down mandatory life without parole for juveniles convicted of homicide, a rule made retroactive by Montgomery v Louisiana (2016). Seminar question: if adolescents are less culpable, why should the MACR not rise further?",
            ),
        },
      },
      {
        title: "Diversion and restorative justice",
        description:
          "Labelling theory and the evidence on system contact, out-of-court responses, referral orders and youth offender panels, and New Zealand's family group conferences.",
        lesson: {
          title: "Keeping children out of court",
          html: p(
            "Diversion rests on a theoretical claim and an empirical one. The theoretical claim comes from labelling theory: Edwin Lemert distinguished primary deviance, the initial act, from secondary deviance that follows when a person takes on the identity that official reaction gives them. The empirical claim is that formal processing can make matters worse. The Edinburgh Study of Youth Transitions and Crime, which followed about 4,300 young people who started secondary school in the city in 1998, found that, comparing young people with similar behaviour, those who had contact with the formal youth justice system were less likely to desist from offending afterwards, as McAra and McVie reported in 2007.",
            "England and Wales reorganised youth justice under the Crime and Disorder Act 1998, which created the Youth Justice Board and multi-agency Youth Offending Teams. Out-of-court responses now include community resolutions, youth cautions and youth conditional cautions, the latter two introduced by the Legal Aid, Sentencing and Punishment of Offenders Act 2012 in place of reprimands and final warnings. The number of children entering the system for the first time fell by more than four-fifths in the decade after 2007, one of the largest shifts in modern criminal justice.",
            "For children who do come to court, the referral order, introduced by the Youth Justice and Criminal Evidence Act 1999, is the standard response for most of those who plead guilty on a first appearance. The child is referred to a youth offender panel, made up of two trained community volunteers and a member of the Youth Offending Team, which agrees a contract of three to twelve months. Contracts typically combine reparation to the victim or community with work on the causes of the offending, and once the contract is completed the conviction is treated as spent.",
            "New Zealand went furthest. The Children, Young Persons, and Their Families Act 1989 placed the family group conference at the centre of youth justice, drawing on Māori practices in which the extended family, the whānau, takes part in resolving harm. The young person, family, victim, police and a coordinator meet to agree a plan, and most cases are resolved without a court order. Reviews of restorative justice, including Sherman and Strang's 2007 assessment of the evidence, report high victim satisfaction and reductions in repeat offending that are larger for violent offences than for property offences.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-gothic-novel-1764-1897",
    discipline: "Gothic fiction",
    title: "The Gothic Novel, 1764-1897",
    description:
      "Haunted castles, persecuted heroines and a creature assembled in a laboratory: the seminar reads the British Gothic novel from Walpole to Stoker alongside Burke's theory of the sublime, Radcliffe's explained supernatural and the scandal of The Monk, Freud's essay on the uncanny, and Gothic drama.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week, with weekly set reading)",
    plantedGap: "Gothic drama",
    modules: [
      {
        title: "Otranto, Burke and the sublime",
        description:
          "How Horace Walpole invented a genre in 1764, and how Edmund Burke's theory of terror gave it an aesthetic.",
        lesson: {
          title: "Inventing the Gothic story",
          html:
            p(
              "The Castle of Otranto appeared in December 1764, dated 1765, presented as a translation by one William Marshal of an Italian work by Onuphrio Muralto, supposedly printed at Naples in 1529. The author was in fact Horace Walpole, builder of Strawberry Hill, his mock-medieval villa at Twickenham. Walpole acknowledged it in the second edition of 1765 and added the subtitle A Gothic Story. In the eighteenth century 'Gothic' meant medieval, and by extension barbarous and superstitious; Walpole turned the insult into a brand.",
              "The second preface explains the project as a blend of 'two kinds of romance, the ancient and the modern'. In the ancient, imagination and improbability ruled; in the modern, the novel copied nature and common life. Walpole wanted supernatural events, but with characters who react to them as real people would. The result set the template for what followed: a usurping tyrant, Manfred; an ancient prophecy; a gigantic helmet that falls from the sky and crushes his son on his wedding day; a portrait that steps out of its frame; a fleeing heroine in underground passages; and a secret of birth that restores the rightful heir.",
              "The genre's aesthetic came from Edmund Burke's A Philosophical Enquiry into the Origin of Our Ideas of the Sublime and Beautiful (1757). For Burke, whatever is fitted to excite ideas of pain and danger, whatever is in any sort terrible, is a source of the sublime, the strongest emotion the mind can feel. Danger experienced at a safe distance produces not pain but delight. Terror, Burke writes, is in all cases, openly or latently, the ruling principle of the sublime. Beauty, by contrast, rests on smallness, smoothness and delicacy, and produces love.",
              "Burke's catalogue of sublime qualities reads like a Gothic checklist:",
            ) +
            "<ul><li>Obscurity: darkness and uncertainty, because 'to make any thing very terrible, obscurity seems in general to be necessary'.</li><li>Power, above all power that can harm us.</li><li>Privations: vacuity, darkness, solitude and silence.</li><li>Vastness and infinity, including the endless repetition of columns and vaults.</li></ul>" +
            p(
              "In seminar, read the first chapter of Otranto against these categories. Where does Walpole create Burkean terror, and where do the comic servants or the sheer absurdity of the giant helmet undercut it? Readers have divided ever since over whether the book is sublime or ridiculous, an instability the genre never loses.",
            ),
        },
      },
      {
        title: "Terror, horror and the explained supernatural",
        description:
          "Ann Radcliffe's fiction and her distinction between terror and horror, Matthew Lewis's The Monk, and the debate over a 'female Gothic'.",
        lesson: {
          title: "Radcliffe, Lewis and the politics of fear",
          html: p(
            "Ann Radcliffe was the most admired and best-paid novelist of the 1790s. The Mysteries of Udolpho (1794) follows Emily St Aubert, orphaned and carried off by her aunt's husband, the Italian adventurer Montoni, to his castle in the Apennines. Radcliffe's method is suspense sustained over hundreds of pages: landscapes rendered in the language of the sublime, half-heard music, and above all the black veil that Emily lifts in a remote chamber, seeing something so dreadful that she faints. The reader is told what lay behind it only near the end: a figure of wax, a memento mori. This is the explained supernatural, Radcliffe's trademark: every apparently supernatural event is finally given a natural cause.",
            "Radcliffe theorised her practice in an essay, 'On the Supernatural in Poetry', published posthumously in 1826. Terror and horror, she argues, are so far opposite 'that the first expands the soul, and awakens the faculties to a high degree of life; the other contracts, freezes, and nearly annihilates them'. Terror works through obscurity and anticipation, in Burke's sense; horror confronts the reader with the thing itself.",
            "Matthew Lewis's The Monk (1796), written when he was about nineteen, chose horror. Ambrosio, the celebrated abbot of Madrid, is seduced by Matilda, a demon in disguise, and descends through rape and murder to a pact with Lucifer. Its supernatural is real and unexplained, including the legend of the Bleeding Nun, and its violence is explicit. Coleridge, reviewing it in 1797, called it a romance that a parent who found it in the hands of a son or daughter might reasonably turn pale to see, and Lewis cut the most offending passages from later editions.",
            "In Literary Women (1976) Ellen Moers coined the term 'female Gothic' for fiction, from Radcliffe onwards, in which a heroine is both persecuted victim and courageous explorer of confined spaces, often read as an exploration of women's legal and economic vulnerability. Critics have since debated whether the distinction between female terror and male horror describes the texts or merely repeats Radcliffe's own self-positioning. Jane Austen's Northanger Abbey, written in the late 1790s but published in 1817, offers a test case: it parodies a reader who sees Udolpho everywhere, yet its heroine's suspicion that General Tilney is a domestic tyrant proves not entirely mistaken.",
          ),
        },
      },
      {
        title: "The uncanny: Frankenstein to Dracula",
        description:
          "Freud's 1919 essay as a tool for reading nineteenth-century Gothic, from Mary Shelley's creature to Stoker's vampire.",
        lesson: {
          title: "Doubles, returns and the uncanny",
          html: p(
            "Sigmund Freud's essay 'Das Unheimliche' (1919), usually translated as 'The Uncanny', has become the most widely used theoretical tool in Gothic studies. Freud begins with a word history. Heimlich means homely and familiar, but also concealed and secret; followed through its meanings, heimlich develops towards an ambivalence until it coincides with its opposite, unheimlich. The uncanny, he concludes, is that class of the frightening which leads back to what is known of old and long familiar. He quotes Schelling's definition with approval: the uncanny is what ought to have remained secret and hidden but has come to light.",
            "Freud rejects Ernst Jentsch's 1906 explanation that the uncanny arises from intellectual uncertainty, for instance about whether a figure is alive or an automaton. His main example is E. T. A. Hoffmann's tale 'The Sandman', in which the student Nathanael falls in love with the automaton Olimpia, but Freud argues that the story's real source of dread is the Sandman who steals children's eyes, which he reads as a figure of castration anxiety. The uncanny effect comes from the return of something repressed, whether infantile fears or surmounted primitive beliefs such as the omnipotence of thoughts. His list of uncanny motifs includes the double, involuntary repetition, and the confusion of living and dead.",
            "These categories illuminate nineteenth-century Gothic. In Mary Shelley's Frankenstein (1818, revised 1831), Victor's creature is his double, assembled from the dead, and the novel's plot is compulsive repetition: each pursues the other across Europe and finally into the Arctic. Robert Louis Stevenson's Strange Case of Dr Jekyll and Mr Hyde (1886) makes the double literal and locates it inside a respectable London professional.",
            "Bram Stoker's Dracula (1897) is a compendium of uncanny effects: the undead aristocrat, the return of an ancient evil into modern London, the mirror that shows no reflection. It is also intensely modern in form, assembled from journals, letters, newspaper cuttings, a phonograph diary and Mina Harker's typewritten transcriptions. Stephen Arata's influential 1990 essay reads the novel as a narrative of reverse colonisation, in which anxieties about imperial decline appear as an invasion of the imperial centre by a figure from its margins. For seminar, compare a Freudian and a historicist reading of the scene in which Jonathan Harker watches the Count crawl face down the castle wall.",
          ),
        },
      },
    ],
  },
];
