/** Fifty-fourth held-out evaluation courses, advanced level (forensic accounting to piano restoration); see ai-courses-heldout54.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT54_C: EvalCourse[] = [
  {
    slug: "fraud-examination-and-the-forensic-accountant",
    discipline: "Forensic accounting",
    title: "Fraud Examination and the Forensic Accountant",
    description:
      "Fraud leaves traces in ledgers, bank statements and tax returns, and this master's-level module trains accountants to find them through the fraud triangle, digital analysis using Benford's law, indirect methods of reconstructing income, and writing an expert report under Part 35 of the Civil Procedure Rules.",
    level: "advanced",
    duration: "one semester (15 credits)",
    plantedGap: "Part 35",
    modules: [
      {
        title: "Why People Commit Fraud",
        description:
          "Cressey's fraud triangle and its successors frame how investigators think about motive, opportunity and excuse.",
        lesson: {
          title: "The fraud triangle and occupational fraud",
          html: p(
            "The criminologist Donald Cressey, interviewing imprisoned embezzlers in the 1940s and 1950s, concluded that trusted employees violated that trust when three conditions met. First, they had a non-shareable financial problem, a pressure they felt unable to disclose, such as gambling debts or business losses. Second, they perceived an opportunity, knowing that their position let them solve the problem in secret. Third, they could rationalise the act, telling themselves that they were only borrowing the money or that the employer owed it to them. Later writers drew these three elements as the fraud triangle.",
            "The model shapes both prevention and investigation. Organisations can rarely remove pressure or rationalisation, but they can reduce opportunity through internal controls: segregation of duties, mandatory holidays, independent reconciliation of bank accounts and rotation of staff in sensitive posts. Investigators use the triangle to frame questions in interviews and to look for behavioural red flags, such as an employee living beyond their means or refusing to take leave. Wolfe and Hermanson added a fourth element, capability, arguing that a fraudster must also have the skill and nerve to carry it out, and the result is sometimes called the fraud diamond.",
            "The Association of Certified Fraud Examiners classifies occupational fraud into three main branches: asset misappropriation, corruption, and financial statement fraud. Its periodic <i>Report to the Nations</i> consistently finds that asset misappropriation is by far the most frequent, present in around 85 per cent of cases, but has the lowest median loss, whereas financial statement fraud is the least frequent and the most costly. The same surveys find that tips from employees detect more frauds than any other method, more than internal and external audit combined, which is why whistleblowing hotlines are a standard recommendation.",
          ),
        },
      },
      {
        title: "Benford's Law and Digital Analysis",
        description:
          "This module tests whether a population of numbers looks natural, using the expected frequencies of leading digits.",
        lesson: {
          title: "First-digit tests in practice",
          html:
            p(
              "In many naturally occurring sets of numbers, the leading digit is far more often small than large. Simon Newcomb noticed this in 1881 from the wear on books of logarithms, and the physicist Frank Benford documented it across 20 data sets in 1938. Benford's law states that the probability that the first digit is <i>d</i> equals log<sub>10</sub>(1 + 1/<i>d</i>). Thus about 30.1 per cent of numbers begin with 1 and only 4.6 per cent with 9.",
            ) +
            "<table><tr><th>First digit</th><th>Expected proportion</th></tr><tr><td>1</td><td>30.1%</td></tr><tr><td>2</td><td>17.6%</td></tr><tr><td>3</td><td>12.5%</td></tr><tr><td>4</td><td>9.7%</td></tr><tr><td>5</td><td>7.9%</td></tr><tr><td>6</td><td>6.7%</td></tr><tr><td>7</td><td>5.8%</td></tr><tr><td>8</td><td>5.1%</td></tr><tr><td>9</td><td>4.6%</td></tr></table>" +
            p(
              "Mark Nigrini popularised the law in auditing in the 1990s. Accounts payable, sales invoices and expense claims tend to conform because they arise from the multiplication of many independent factors such as quantity and price. Invented numbers usually do not: people choose middle digits and avoid repetition. A typical test compares the observed first-digit or first-two-digit frequencies with the expected ones and measures the difference with the mean absolute deviation; Nigrini suggests that a first-digit MAD above 0.015 indicates nonconformity.",
              "Consider 10,000 expense claims in which 1,150 begin with 4, against 970 expected. The excess may reveal employees keeping claims just under a 500-pound approval limit, a pattern confirmed by then testing the first two digits, where 48 and 49 would spike. Benford's law is a tool for selecting items to examine, not proof of fraud. It fails for assigned numbers, such as invoice numbers, for data with fixed minimums or maximums, and for small populations. Second-order and last-two-digit tests extend the method, the latter being useful for spotting rounded or invented figures.",
            ),
        },
      },
      {
        title: "Reconstructing Hidden Income",
        description:
          "When records are missing or false, the forensic accountant proves income indirectly from what a person owns and spends.",
        lesson: {
          title: "The net worth and expenditure methods",
          html: p(
            "Where a subject's books are incomplete or falsified, income can be proved indirectly. The two classic methods, developed by the US Internal Revenue Service and upheld by the Supreme Court in <i>Holland v. United States</i> (1954), are the net worth method and the expenditure, or source and application of funds, method. Both rest on the principle that money spent or saved must have come from somewhere.",
            "The net worth method compares the subject's net worth at the start and end of a period. Net worth is total assets at cost less total liabilities. The increase in net worth, plus personal living expenses and other non-deductible outgoings, equals total income; subtracting known legitimate income leaves income from unknown sources. Suppose a subject's net worth rose from 200,000 to 320,000 in a year, and living expenses were 60,000. Total income must have been at least 180,000. If the subject declared 70,000 of salary and had 10,000 of documented inheritance, 100,000 is unexplained.",
            "The expenditure method suits subjects who spend rather than accumulate. It totals all money applied during the period, including purchases, loan repayments, and living costs, and subtracts all known sources of funds. The difference again represents unexplained income.",
            "Both methods depend on a firm opening position. The investigator must establish the starting net worth precisely, because any cash hoard the subject can later claim to have held at the start, the so-called 'cash on hand' defence, would explain the increase. Courts therefore expect the investigator to follow up reasonable leads offered by the subject and to use documentary evidence such as bank records, land registry entries, loan applications and earlier tax returns, in which people often state their assets proudly to a lender.",
          ),
        },
      },
    ],
  },
  {
    slug: "valuing-fine-art-for-insurance-and-sale",
    discipline: "Art valuation",
    title: "Valuing Fine Art for Insurance and Sale",
    description:
      "Fine art has no quoted price, so a valuer's figure depends on the purpose of the valuation; this advanced professional module teaches the bases of value, the comparable sales approach, attribution and condition, provenance, and the Artist's Resale Right.",
    level: "advanced",
    duration: "10 weeks (2-hour seminars)",
    plantedGap: "Artist's Resale Right",
    modules: [
      {
        title: "Bases of Value",
        description:
          "The same painting can carry three different correct values, depending on why the valuation is made.",
        lesson: {
          title: "Market value, replacement value and their uses",
          html:
            p(
              "A valuation is an opinion of value for a stated purpose at a stated date. In art, the purpose determines the basis of value, and confusing bases is the commonest error of inexperienced valuers. The RICS, whose <i>Red Book</i> governs valuations by its members, and the International Valuation Standards both require the basis to be defined in the report.",
            ) +
            "<table><tr><th>Basis</th><th>Typical use</th><th>Market examined</th></tr><tr><td>Fair market value / market value</td><td>Probate, tax, sale advice, loans</td><td>The most common market, usually auction hammer price plus premium</td></tr><tr><td>Retail replacement value</td><td>Insurance</td><td>The price to buy a comparable work from a dealer within a reasonable time</td></tr><tr><td>Forced sale value</td><td>Insolvency, secured lending</td><td>Sale under time pressure</td></tr></table>" +
            p(
              "Market value, as the IVS define it, is the estimated amount for which an asset should exchange on the valuation date between a willing buyer and a willing seller in an arm's length transaction, after proper marketing, where the parties acted knowledgeably, prudently and without compulsion. For inheritance tax in the UK, HMRC applies the statutory 'open market' value at the date of death.",
              "Insurance replacement value is higher, because a dealer's retail price includes the dealer's margin, and the insured must be able to replace a lost work promptly. A print that makes 4,000 pounds at auction, including buyer's premium, might carry a replacement value of 6,000 to 7,000 pounds from a specialist gallery. Stating the wrong one exposes the client either to underinsurance, where the insurer may apply average and reduce a claim, or to paying inflated premiums. Every report should also state the date, the extent of inspection and any assumptions, since values change with markets.",
            ),
        },
      },
      {
        title: "Comparable Sales and Adjustment",
        description:
          "Here you will build a valuation from past sales, adjusting each comparable for the differences that matter.",
        lesson: {
          title: "Working from auction records",
          html: p(
            "The comparable sales, or market, approach values a work by reference to prices achieved for similar works. Auction results are the main evidence because they are public and dated; databases such as Artprice, Artnet and the auction houses' own archives record hammer prices and, increasingly, prices including the buyer's premium. Dealer prices are private and harder to verify, though they matter for retail replacement values.",
            "A good comparable is by the same artist, of the same medium, period, subject and size, in similar condition, sold recently in a similar market. Perfect matches are rare, so the valuer adjusts. Suppose a valuer must value an oil landscape by a minor nineteenth-century painter, 50 by 75 centimetres, in good condition. Three comparables sold in the past two years: a similar landscape of 60 by 90 centimetres for 12,000; a smaller work of 40 by 60 centimetres for 7,000; and a 50 by 75 landscape with a tear and retouching for 6,500. Size usually matters, though not in simple proportion, and condition problems can reduce value by a third or more. A reasoned range for the subject might be 8,000 to 10,000, with the valuer explaining each adjustment in the report.",
            "Prices must also be adjusted for time and for market. A sale in a provincial saleroom five years ago may be poor evidence for a London sale today, and art markets move differently by sector; Old Masters, Impressionists and contemporary art have had very different decades. Unsold lots are evidence too: a work that failed to reach its reserve signals that the estimate was above what buyers would pay. Valuers should record all comparables considered, including those rejected, so that the reasoning can be checked.",
          ),
        },
      },
      {
        title: "Attribution, Condition and Provenance",
        description:
          "Who painted it, what state it is in and where it has been are the three questions that move a price most.",
        lesson: {
          title: "The three great multipliers",
          html: p(
            "Attribution is the largest single factor in the value of a work. Auction houses express degrees of certainty through a conventional glossary: a work catalogued under the artist's full name is, in the house's opinion, by that artist; 'attributed to' means probably by the artist in whole or part; 'studio of' or 'workshop of' means executed in the artist's studio, possibly under supervision; 'circle of' means by an unidentified hand associated with the artist; 'follower of' and 'manner of' indicate works in the style, possibly of a later date. Each step down this ladder can cut value by half or more. A valuer relies on catalogues raisonnés, the opinions of recognised experts, technical analysis and signatures, bearing in mind that signatures are easily added.",
            "Condition is judged by close examination under raking and ultraviolet light, which shows later retouching as dark patches on older varnish. Relining, overpaint, abrasion and tears all reduce value; a report from a conservator may be needed for an important work. Condition affects works on paper especially: fading, foxing and light staining can reduce the value of a watercolour dramatically.",
            "Provenance, the history of ownership, supports both attribution and title. Labels, stamps and inscriptions on the back of a canvas, exhibition catalogues, dealers' stock books and sale records allow a chain to be built. A distinguished provenance can add value, but gaps matter too, particularly for works in Europe between 1933 and 1945, where a gap may indicate a loss through Nazi persecution. Valuers check registers such as the Art Loss Register and, where a gap appears, advise the client that due diligence is needed before sale, since a work with unresolved title can be unsaleable.",
          ),
        },
      },
    ],
  },
  {
    slug: "conserving-historic-textiles",
    discipline: "Textile conservation",
    title: "Conserving Historic Textiles",
    description:
      "Textiles are among the most fragile objects in any museum, and this MA module addresses fibre identification, wet cleaning, stitched support, display and light exposure, and integrated pest management.",
    level: "advanced",
    duration: "one term (30 hours of teaching and laboratory work)",
    plantedGap: "pest management",
    modules: [
      {
        title: "Identifying Fibres",
        description: "Treatment choices depend on what an object is made of, so we begin with the microscope.",
        lesson: {
          title: "Fibres under the microscope",
          html:
            p(
              "Before any treatment, a conservator must know the fibres in an object, because protein and cellulose fibres respond differently to water, detergents, pH and light. Identification usually starts with transmitted-light microscopy of a few fibres taken from a hidden area, mounted in a medium such as glycerine or a mounting resin and examined at 100 to 400 times magnification. Only a few millimetres of fibre are needed, and the sampling site is recorded so that later researchers know exactly where material was removed.",
            ) +
            "<table><tr><th>Fibre</th><th>Class</th><th>Appearance under the microscope</th></tr><tr><td>Wool</td><td>Protein</td><td>Overlapping surface scales; round cross-section</td></tr><tr><td>Silk</td><td>Protein</td><td>Smooth, glassy, no scales; triangular cross-section when degummed</td></tr><tr><td>Cotton</td><td>Cellulose</td><td>Flat twisted ribbon with convolutions</td></tr><tr><td>Flax (linen)</td><td>Cellulose</td><td>Cylindrical with cross-markings (nodes) like bamboo</td></tr></table>" +
            p(
              "Further tests distinguish fibres that look alike. Polarised light microscopy helps separate bast fibres. The twist test, in which a wetted flax fibre rotates clockwise as it dries while hemp rotates anticlockwise, has long been used though it is not fully reliable. Burn tests, common in hobby guides, are destructive and rarely acceptable on museum objects. For synthetic fibres and for degraded samples, conservators use Fourier-transform infrared spectroscopy, which identifies the chemical groups present from a tiny sample.",
              "Dyes and mordants are identified by other means, such as high-performance liquid chromatography for natural dyes. The results go into the treatment record together with the structure of the textile: weave, thread count, spin direction of the yarns, and any finishes. Silk weighted with tin salts, common in the late nineteenth century, deserves special note, because weighting makes silk shatter and split and rules out many treatments.",
            ),
        },
      },
      {
        title: "Wet Cleaning",
        description:
          "Washing can remove harmful soiling but can also ruin an object; this module teaches you to decide and to do it safely.",
        lesson: {
          title: "Testing, washing and drying a flat textile",
          html: p(
            "Wet cleaning removes soluble soiling and acidic degradation products that accelerate the decay of fibres, and it can relax creases. It is also one of the most hazardous treatments in textile conservation, because water swells fibres, can move dyes, and makes weak textiles heavy. The decision to wash is therefore taken only after testing and after weighing the information that soiling may carry, such as evidence of use.",
            "Every dye is tested for fastness. A small pad of damp white blotting paper is pressed against each colour for a minute, first with deionised water and then with the proposed washing solution; any colour transferred means the object must not be immersed, or must be cleaned by other means. Conservators use deionised or softened water to avoid depositing calcium and iron salts, and a non-ionic or anionic detergent at low concentration, for example 0.05 to 0.1 per cent, below or near its critical micelle concentration.",
            "A flat textile is supported throughout on a sheet of polyester net or crepeline so that it is never lifted by its own fabric. It is laid in a shallow bath larger than the object, wetted out, and the washing solution is worked through it by gentle sponging or by tamping with a soft brush, never rubbing. Several rinses follow, often until the conductivity of the rinse water has fallen close to that of the clean water, a measurable sign that detergent and soluble soil have gone. The object is then blotted, eased back into its correct shape and weave alignment, and dried flat, sometimes under a gentle air flow. Dimensions are measured before and after, because some textiles shrink during washing.",
          ),
        },
      },
      {
        title: "Stitched Support and Display",
        description:
          "Weak silk and wool need support before they can be handled or shown, and they need protection from light once they are.",
        lesson: {
          title: "Couching, mounts and light levels",
          html: p(
            "Stitched support secures a weak or split textile to a new backing fabric. The conservator chooses a support fabric compatible with the object, often a cotton, linen or silk dyed to a toning colour so that gaps are not distracting, and washes it to remove finishes. The object is laid on the support on a slate frame or padded table, aligned so that warp and weft run straight.",
            "The usual stitch is laid couching. A long thread, often fine silk or polyester filament dyed to match, is laid across the damaged area, and then held down at intervals by tiny perpendicular stitches that pass through the object and the support. Rows of couching are spaced a few millimetres apart, close enough to hold the loose fibres but no closer than necessary, since every stitch passes through the original. Needles are curved or fine straight beading needles, chosen so that they pass between threads rather than piercing them. Stitches must be reversible and distinguishable from the original, a principle shared with all conservation work.",
            "Textiles are damaged cumulatively by light. Ultraviolet radiation and visible light break chemical bonds in both fibres and dyes, and the damage cannot be reversed. Museum guidance sets limits on illuminance and total exposure: for highly sensitive materials such as textiles, a common recommendation is 50 lux, with annual exposure kept to about 150,000 lux hours, and ultraviolet filtered to below 75 microwatts per lumen. At 50 lux for eight hours a day, 150,000 lux hours permits roughly a year's display on a six-day week, after which the object rests in dark storage. Mounts spread the load evenly: a flat textile is better displayed on a padded, fabric-covered board at a slight slope than hung from its top edge.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-bsl-english-interpreting",
    discipline: "Sign language interpreting",
    title: "Advanced BSL-English Interpreting",
    description:
      "Interpreting between British Sign Language and spoken English at a professional level demands more than fluency in both; this final-year module examines Gile's effort model and processing time, the use of signing space and register, professional ethics under the NRCPD code, and team interpreting.",
    level: "advanced",
    duration: "one semester (20 credits)",
    plantedGap: "team interpreting",
    modules: [
      {
        title: "Cognitive Load and Processing Time",
        description:
          "Why do skilled interpreters deliberately wait before starting? This module applies cognitive models of interpreting.",
        lesson: {
          title: "Gile's effort model and lag",
          html: p(
            "Daniel Gile's effort model, developed from the 1980s for spoken-language conference interpreting and since applied to sign language interpreting, treats simultaneous interpreting as the sharing of limited processing capacity between several efforts. The listening or watching and analysis effort (L) takes in and understands the source; the production effort (P) formulates the target; the short-term memory effort (M) holds material between reception and production; and a coordination effort (C) manages the others. Interpreting succeeds only while the total demand does not exceed available capacity, written as L + P + M + C ≤ total available capacity.",
            "The model explains many common errors. When a source is dense in numbers, names or lists, the memory effort rises; when the target requires heavy restructuring, as it often does between BSL and English, the production effort rises. If the interpreter saturates, the effect often appears later, as an omission in a passage that was not itself difficult. Gile called this the 'tightrope hypothesis': interpreters work close to saturation most of the time.",
            "Processing time, or lag, is the interval between the source message and the interpreter's rendering. Research by Dennis Cokely in American Sign Language interpreting found that interpreters with very short lags made more errors than those who waited longer, because they started before understanding the meaning and were then forced to follow English word order. BSL uses a topic-comment structure and places time references early, so an interpreter who starts too soon may sign an English sentence's elements in an order that BSL users find hard to follow. Students practise extending lag to a few seconds, or to the end of a clause, and monitor the resulting gain in accuracy against the increased memory load.",
          ),
        },
      },
      {
        title: "Signing Space and Register",
        description:
          "Space in BSL does grammatical work, so you will practise setting it up and keeping it consistent while matching the register of the speaker.",
        lesson: {
          title: "Placement, role shift and matching formality",
          html:
            p(
              "BSL uses the space in front of the signer grammatically. Referents, whether people, places or ideas, are placed at locations in that space and then referred to by pointing, by directing agreement verbs such as GIVE or ASK between locations, or by eye gaze. An interpreter rendering an English lecture about two competing companies might set one company on the left and the other on the right, and then sign comparisons by moving between them. Consistency is essential: if the interpreter later reverses the locations, the audience will follow the wrong referent.",
              "Role shift, sometimes called constructed action, lets the signer take on the viewpoint of a character by turning the shoulders and changing gaze and facial expression. It is how BSL reports speech and action, and it often replaces English reported speech with 'he said that'. Interpreting from BSL to English, the interpreter must decide whether to keep direct speech or convert it into indirect speech, according to the register.",
            ) +
            "<ul><li>Frozen register: ritual texts such as oaths; wording is fixed.</li><li>Formal: lectures, tribunal hearings; complete sentences, technical vocabulary.</li><li>Consultative: doctor and patient, meetings; turn-taking and feedback.</li><li>Casual: conversation between acquaintances; shared background assumed.</li><li>Intimate: close family; private references.</li></ul>" +
            p(
              "Martin Joos's five registers, listed above, help interpreters judge which features to match. A formal English lecture should not become chatty BSL, nor a Deaf manager's confident presentation become hesitant English. Register errors change how participants judge each other, which is why interpreters attend to signing size, pace, and the choice of fingerspelled technical terms as well as meaning. Interpreters preparing for an assignment therefore ask for slides, agendas and names in advance, so that signs and spellings can be agreed before they start.",
            ),
        },
      },
      {
        title: "Professional Ethics and the NRCPD Code",
        description: "Confidentiality, impartiality and knowing when to decline work are the subject of this module.",
        lesson: {
          title: "Decisions the code cannot make for you",
          html: p(
            "In the United Kingdom, sign language interpreters are registered by the National Registers of Communication Professionals working with Deaf and Deafblind People (NRCPD), and registrants agree to its Code of Conduct. The code requires registrants to respect confidentiality, to act impartially, to accept only work within their competence, to maintain their continuing professional development, and to declare conflicts of interest. Interpreters working in courts and police stations may also be bound by the rules of the justice system, such as the requirement that interpreters for police interviews be registered and qualified.",
            "The principles are easy to state and hard to apply. Confidentiality means that an interpreter does not disclose what they learned on an assignment, yet an interpreter who learns of a risk of serious harm to a child may face legal safeguarding duties. Impartiality means the interpreter does not take sides, yet many practitioners reject the old 'conduit' model, in which the interpreter was a neutral machine, in favour of a view of the interpreter as an active participant managing communication. Robyn Dean and Robert Pollard's demand-control schema helps here. It analyses the environmental, interpersonal, paralinguistic and intrapersonal demands of an assignment and asks which controls, meaning decisions and actions, the interpreter can apply, judging each decision by its consequences rather than by a fixed rule.",
            "Consider a medical appointment in which the doctor speaks quickly and uses unexplained jargon, and the Deaf patient nods politely. Rendering the jargon faithfully is accurate but may not produce understanding; explaining it would be stepping outside the role. A common control is to interpret faithfully and then tell the doctor, transparently and in the patient's presence, that the terms may need explaining. Declining an assignment is also a control: an interpreter who lacks medical vocabulary should not accept a consultation about chemotherapy.",
          ),
        },
      },
    ],
  },
  {
    slug: "rebuilding-the-piano-action-and-soundboard",
    discipline: "Piano restoration",
    title: "Rebuilding the Piano: Action and Soundboard",
    description:
      "Rebuilding an old grand or upright can give it several more decades of playing life; this advanced workshop module deals with the soundboard and its crown, restringing and tuning-pin torque, regulating the action, and voicing the hammers.",
    level: "advanced",
    duration: "12 weeks (two workshop days a week)",
    plantedGap: "voicing",
    modules: [
      {
        title: "Soundboard and Crown",
        description:
          "We examine the soundboard as a structure under load, and decide when to repair it and when to replace it.",
        lesson: {
          title: "Cracks, crown and downbearing",
          html: p(
            "The soundboard is a thin panel, usually of quarter-sawn spruce about 8 to 10 millimetres thick, that turns the vibration of the strings into sound. Its grain runs diagonally, and across the grain on the underside are glued ribs that stiffen it. Traditionally the ribs are curved, or the board is dried to a low moisture content before ribbing so that it swells into a slight arch when it returns to normal humidity. This arch is the crown, typically a few millimetres across the board, and it pushes up against the bridge to resist the downward force of the strings.",
            "That downward force is downbearing. The strings cross the bridge at a slight angle, about 1 to 2 degrees on many pianos, and press on it with a total force of several hundred kilograms. Downbearing couples the strings to the board; with too little, tone is weak and short, and with too much, the board is crushed and loses its crown. The technician measures bearing with a bearing gauge, a small rocker placed on the strings either side of the bridge, and measures crown by stretching a string or straightedge across the board.",
            "Cracks appear when the board dries and shrinks, usually along the grain. A crack alone does not ruin the tone, but cracks that buzz, loose ribs, and a board with no remaining crown do. A cracked board that still has crown is repaired by routing the crack into a V-groove and gluing in a matching spruce shim, then regluing loose ribs. A board that has gone flat or negative, or is badly split, is usually replaced, the new board being made, ribbed and crowned to the original dimensions before it is glued into the rim and the bridges refitted.",
          ),
        },
      },
      {
        title: "Restringing and Tuning Pins",
        description:
          "New strings and pins must hold tension for years, so this module covers wire sizes, pin torque and bringing a new set of strings up to pitch.",
        lesson: {
          title: "Wire, pins and stretch",
          html:
            p(
              "A modern grand piano carries roughly 230 strings at an average tension of about 75 to 90 kilograms each, so the total load on the frame is around 18 to 20 tonnes. When a piano is restrung, the old wire is measured at each note with a micrometer and recorded on a stringing scale, because string diameters change in half-size steps along the compass and an error alters both tone and tension. Treble strings are plain high-carbon steel music wire; bass strings are steel cores wound with copper, made to order from the old strings' measurements.",
            ) +
            "<table><tr><th>Item</th><th>Typical value</th></tr><tr><td>Music wire sizes</td><td>No. 13 (0.775 mm) to No. 22 (1.225 mm) and above</td></tr><tr><td>Tuning pin diameter</td><td>7.0 mm standard; oversize 7.1-7.5 mm</td></tr><tr><td>Target pin torque</td><td>about 10-17 N·m (90-150 inch-pounds)</td></tr><tr><td>Coils on pin</td><td>3 full turns</td></tr></table>" +
            p(
              "Tuning pins are driven into a laminated hardwood block, the pinblock or wrestplank, and hold by friction alone. A pin must turn smoothly under a tuning lever yet stay put under string tension. Technicians measure this with a torque wrench; pins that turn too easily will not hold a tuning. When restringing with the old block, oversize pins restore tightness. If pins are loose even at the largest size, or the block is cracked, it must be replaced.",
              "New wire stretches, so a freshly strung piano drops in pitch quickly. The technician pulls it up in stages over several weeks: a rough tuning to pitch, then repeated tunings slightly sharp, sometimes four or five in the first month, until the strings settle. The final fine tuning is left until the piano has settled in the room where it will be played, since changes in humidity also move the pitch.",
            ),
        },
      },
      {
        title: "Regulating the Grand Action",
        description:
          "Regulation sets dozens of small distances in each key so that all 88 notes respond identically under the fingers.",
        lesson: {
          title: "Key dip, blow distance, let-off and drop",
          html: p(
            "Regulation is the adjustment of the action so that each of the 88 notes behaves the same way. A grand action has around a dozen adjustments per note, each set with small screws, punchings and capstans, and they must be made in order, because each depends on the ones before it. A full regulation of a rebuilt grand takes a skilled technician two to three days.",
            "The work begins with the keys. The keys are levelled to a straight line using paper punchings under the front rail, and key dip, the distance the front of a white key travels, is set, typically about 10 millimetres. Next the hammers are set to a uniform blow distance, the gap between the top of the hammer at rest and the string, commonly about 45 to 48 millimetres on a concert grand, by raising or lowering the capstan screws on the keys.",
            "Let-off, or escapement, is the distance from the string at which the jack trips out from under the hammer knuckle, letting the hammer fly freely to the string and rebound. It is set by adjusting the let-off button, usually to about 1.5 to 3 millimetres, closer in the treble than the bass. If let-off is too close, the hammer may block against the string and mute it; if too far, soft playing becomes unreliable. Drop is then set by the drop screw, so that the repetition lever lowers the hammer a few millimetres after let-off before catching it. This double escapement, patented by Sébastien Érard in 1821, lets the pianist repeat a note before the key has returned fully. Finally the dampers are regulated to lift together and the hammers are checked in checking position.",
          ),
        },
      },
    ],
  },
];
