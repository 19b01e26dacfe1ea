/** Sixty-seventh held-out evaluation courses, intermediate level (disciplines A to C); see ai-courses-heldout67.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT67_B: EvalCourse[] = [
  {
    slug: "civil-litigation-and-procedure-in-england-and-wales",
    discipline: "Civil procedure",
    title: "Civil Litigation and Procedure in England and Wales",
    description:
      "This course follows a money claim from letter before claim to trial under the Civil Procedure Rules: limitation and pre-action protocols, issuing and serving the claim form, defences and default judgment, interim payments, track allocation, and costs budgeting and Part 36 offers.",
    level: "intermediate",
    duration: "one term (ten two-hour seminars)",
    plantedGap: "interim payments",
    modules: [
      {
        title: "Before Proceedings: Limitation and Pre-Action Conduct",
        description:
          "The overriding objective, limitation periods under the Limitation Act 1980, and what the pre-action protocols require of both parties.",
        lesson: {
          title: "Before Issue: Limitation, Protocols and the Overriding Objective",
          html: p(
            "The Civil Procedure Rules (CPR) came into force in April 1999 following Lord Woolf's Access to Justice reports. Rule 1.1 states the overriding objective: to enable the court to deal with cases justly and at proportionate cost. That includes putting the parties on an equal footing, saving expense, dealing with a case in ways proportionate to the money involved, its importance, its complexity and the parties' finances, dealing with it expeditiously and fairly, allotting it an appropriate share of the court's resources, and enforcing compliance with rules and orders, an element added in 2013 after Sir Rupert Jackson's costs review.",
            "A solicitor's first question about any claim is whether it is in time. Under the Limitation Act 1980, claims in tort must be brought within six years of the cause of action accruing (s 2), claims on a simple contract within six years of the breach (s 5) and claims on a deed within twelve (s 8). Personal injury claims have three years from the injury or from the claimant's date of knowledge (ss 11 and 14), with a discretion to disapply the limit under s 33. For latent damage in negligence other than personal injury, s 14A allows three years from knowledge, subject to a fifteen-year longstop. A claim is brought when the claim form is received in the court office, not when it is served.",
            "Before issuing, the parties must follow the relevant pre-action protocol, such as those for personal injury, clinical disputes, professional negligence or debt claims, or, where none applies, the Practice Direction on Pre-Action Conduct and Protocols. The claimant sends a letter setting out concise details of the claim; the defendant should reply within a reasonable period, which the Practice Direction puts at 14 days in a straightforward case and no more than three months in a very complex one. Under the Debt Claims protocol a debtor has 30 days. The parties must also consider alternative dispute resolution. In Churchill v Merthyr Tydfil CBC [2023] EWCA Civ 1416 the Court of Appeal held that a court may order parties to engage in non-court dispute resolution, provided the order does not impair the essence of the right to a judicial hearing and is proportionate, and the CPR were amended in 2024 to reflect this. Non-compliance with protocols is sanctioned mainly through costs and interest.",
          ),
        },
      },
      {
        title: "Issue, Service and the Defendant's Response",
        description:
          "Issuing and serving a claim within the time limits, the defendant's options and deadlines, and entering and setting aside default judgment.",
        lesson: {
          title: "From Claim Form to Default Judgment",
          html: p(
            "Proceedings start when the court issues a claim form, form N1, or, for a specified sum under £100,000, through Money Claim Online. The particulars of claim may be included or served separately, but must follow within 14 days of service of the claim form (CPR 7.4). Both carry a statement of truth, and a person who makes a false statement in a document verified by one without an honest belief in its truth may be proceeded against for contempt of court.",
            "A claim form for service within the jurisdiction must be served within four months of issue. Under CPR 7.5 the claimant must complete the relevant step, such as posting it or leaving it at the proper address, before midnight on the calendar day four months after issue. Under CPR 6.14 the claim form is deemed served on the second business day after that step.",
            "The defendant must respond within 14 days of service of the particulars of claim, either by filing a defence or an admission, or by filing an acknowledgment of service (CPR 10.3). An acknowledgment extends the time for the defence to 28 days after service of the particulars (CPR 15.4), and the parties may agree a further extension of up to 28 days, which the defendant must notify to the court (CPR 15.5). Under CPR 16.5 the defence must state which allegations are denied, with reasons and the defendant's own version of events, which the defendant cannot admit or deny but requires the claimant to prove, and which are admitted. A bare denial is inadequate.",
            "If the defendant files neither an acknowledgment nor a defence in time, the claimant may request default judgment under CPR 12: for a specified sum, judgment for that sum; for unspecified damages, judgment with the amount to be decided. The court must set aside a default judgment that was wrongly entered, for example before time had expired (CPR 13.2). Otherwise it may set aside or vary it if the defendant shows a real prospect of successfully defending the claim or some other good reason (CPR 13.3), having regard to whether the application was made promptly. In FXF v English Karate Federation [2023] EWCA Civ 891 the Court of Appeal confirmed that the three-stage Denton test for relief from sanctions applies to such applications.",
          ),
        },
      },
      {
        title: "Case Management, Costs and Part 36 Offers",
        description:
          "Allocation to the four tracks, costs management on the multi-track, and the costs consequences of Part 36 offers.",
        lesson: {
          title: "Tracks, Budgets and Offers to Settle",
          html:
            p(
              "Once a defence is filed, the court sends the parties a notice requiring a directions questionnaire and then allocates the claim to a track under CPR 26, mainly by value:",
            ) +
            "<table><thead><tr><th>Track</th><th>Normal value</th><th>Main features</th></tr></thead><tbody>" +
            "<tr><td>Small claims</td><td>Up to £10,000 (personal injury £1,500; road traffic injury £5,000)</td><td>Informal hearing; very limited recoverable costs</td></tr>" +
            "<tr><td>Fast track</td><td>£10,000 to £25,000</td><td>Trial of no more than one day; fixed recoverable costs</td></tr>" +
            "<tr><td>Intermediate track</td><td>£25,000 to £100,000 (claims issued from 1 October 2023)</td><td>Trial of no more than three days; oral expert evidence from no more than two experts per party; fixed costs by complexity band</td></tr>" +
            "<tr><td>Multi-track</td><td>Above £100,000 or complex claims</td><td>Tailored directions; costs management</td></tr>" +
            "</tbody></table>" +
            p(
              "On the multi-track, claims under £10 million are usually subject to costs management under CPR 3.12 to 3.18. Each party files a budget in Precedent H, and once the court has approved or agreed a budget, the receiving party will not recover more than the budgeted figure on the standard basis without good reason.",
              "Part 36 provides a self-contained settlement regime. An offer must be in writing, state that it is made under Part 36, specify a relevant period of at least 21 days in which the defendant will be liable for the claimant's costs if it is accepted, and say whether it covers the whole claim or part of it. The offer is not communicated to the trial judge until liability and quantum have been decided (CPR 36.16). The costs consequences are set out in CPR 36.17. If a claimant fails to obtain a judgment more advantageous than a defendant's offer, the claimant will normally pay the defendant's costs from the end of the relevant period, with interest. Suppose a defendant offers £40,000, the claimant rejects it and is awarded £35,000: the claimant recovers costs up to the expiry of the relevant period and pays the defendant's costs after it. If instead a claimant obtains a judgment at least as advantageous as its own offer, the court will normally award enhanced interest of up to 10 per cent above base rate on the sum awarded, costs on the indemnity basis with similarly enhanced interest, and an additional amount of 10 per cent of the first £500,000 and 5 per cent above that, capped at £75,000, unless it would be unjust.",
            ),
        },
      },
    ],
  },
  {
    slug: "aircraft-maintenance-practices-standards-inspection-and-certification",
    discipline: "Aircraft maintenance",
    title: "Aircraft Maintenance Practices: Standards, Inspection and Certification",
    description:
      "Apply torque and lock fasteners to approved data, assess borescope and structural findings against manual limits, complete maintenance records and certify release to service, recognise human-factor traps in the hangar, and calculate weight and balance: the core practical standards for Part-66 B1 and B2 licence students.",
    level: "intermediate",
    duration: "six weeks (three workshop and hangar days a week)",
    plantedGap: "weight and balance",
    modules: [
      {
        title: "Torque, Safety Wire and Self-Locking Fasteners",
        description:
          "Applying specified torque correctly, including with adapters and self-locking nuts, and securing fasteners with safety wire and cotter pins.",
        lesson: {
          title: "Applying Torque and Locking Fasteners to Approved Data",
          html: p(
            "Torque values come from approved data: the aircraft maintenance manual (AMM) task, the structural repair manual, or the standard practices in ATA chapter 20 when no specific value is given. Torque is only a proxy for what matters, the tension in the bolt, and friction decides how much of the applied torque becomes tension. That is why the data specify whether threads are to be dry or lubricated, and with what. Lubricating threads that the manual specifies dry can raise bolt tension for the same torque reading enough to overstress the fastener.",
            "When a self-locking nut is used, the technician measures its prevailing or running torque, the torque needed to turn it before it seats, and adds this to the specified value unless the manual states otherwise. Fibre-insert self-locking nuts are limited to about 121 degrees C (250 degrees F) and are not used where the bolt is subject to rotation; all-metal types are used at higher temperatures. A nut that can be run down its thread by hand has lost its locking feature and is rejected.",
            "Torque wrenches are calibrated at set intervals and carry a calibration label; ISO 6789 allows a click-type wrench a tolerance of plus or minus 4 per cent for most sizes. A crowfoot or extension that lengthens the wrench changes the torque delivered. If the adapter extends the wrench in line by a length E and the wrench's effective length is L, the setting is the required torque multiplied by L divided by L plus E. For 40 N m with a 0.30 m wrench and a 0.05 m in-line adapter, the wrench is set to 40 x 0.30 / 0.35, or 34.3 N m.",
            "Safety wire is installed by the double-twist method so that any tendency of the fastener to loosen tightens the wire; the wire must pull in the tightening direction. AC 43.13-1B tabulates twists per inch by wire diameter, limits widely spaced fasteners wired by the double-twist method to three in a series, and calls for a pigtail of several twists bent back so it cannot snag. Wire is never reused. For castellated nuts with cotter pins, the nut is torqued to the lower value of the range and then tightened further to align the slot, never backed off; if no slot aligns within the range, a different washer is fitted.",
          ),
        },
      },
      {
        title: "Inspection Levels and Borescope Assessment",
        description:
          "Distinguishing general visual, detailed and special detailed inspections, and assessing engine and structural damage against manual limits.",
        lesson: {
          title: "From General Visual to Borescope Inspection",
          html: p(
            "Maintenance programmes developed with the MSG-3 logic define inspection levels precisely, and a technician must do the level the task card asks for. A general visual inspection (GVI) is a visual examination of an area, installation or assembly to detect obvious damage, failure or irregularity, made from within touching distance unless otherwise specified, using normally available lighting and, if necessary, a mirror. A detailed inspection (DET) is an intensive examination of a specific item to detect damage, failure or irregularity, with a direct source of good lighting and aids such as mirrors and magnifying lenses; surface cleaning and elaborate access may be required. A special detailed inspection (SDI) adds a specific technique, such as eddy current, ultrasonic or borescope examination.",
            "Borescopes let the technician see inside an engine without disassembly. Rigid scopes give the sharpest image through straight access ports; flexible fibrescopes and, now more commonly, videoscopes with articulating tips reach round bends. The engine is turned slowly by hand or with a turning tool so each blade passes the lens, counting from a marked reference blade. Typical tasks include the high-pressure compressor, looking for nicks, dents and tip curl from foreign object damage, the combustor, looking for cracks, burning and distortion of the liner, and the high-pressure turbine, looking for coating loss, burning, cracks and missing material.",
            "Findings are not judged by eye alone. Each is measured, using stereo or three-dimensional phase-measurement probes where available, and compared with the limits in the engine manual for that location and damage type. The outcome is one of three: serviceable; serviceable with a reduced re-inspection interval; or beyond limits, leading to engine removal or an approved repair. Images are saved against the serial number so the next inspection can compare growth.",
            "Structural damage follows the same principle with the structural repair manual. For a dent, the technician records its depth, its diameter and its distance from fasteners, edges and other damage, and checks for cracks or creases at its base, because allowable limits usually depend on all of these. Damage within the allowable limits is recorded; damage beyond them needs an SRM repair or an approved repair from the manufacturer.",
          ),
        },
      },
      {
        title: "Certification, Deferred Defects and Human Factors",
        description:
          "Who may certify what under Part-66 and Part-145, how defects are deferred under the MEL, and how human error enters maintenance.",
        lesson: {
          title: "Signing for the Work: Release to Service and the Dirty Dozen",
          html:
            p(
              "Under EASA Part-145, and the UK's retained equivalent, an aircraft may return to service only after an authorised certifying staff member issues a certificate of release to service (CRS), stating that the work was carried out in accordance with the organisation's procedures and that the aircraft is considered ready for release. Part-66 licence categories determine what a person may certify: category A covers limited line tasks, B1 mechanical work including structures, powerplant and mechanical and electrical systems, B2 avionics and electrical systems, B3 piston-engine non-pressurised aeroplanes of 2,000 kg maximum take-off mass and below, and C base maintenance of the whole aircraft. After any disturbance of a flight control system, an independent inspection by a second qualified person is required before release.",
              "Not every defect must be fixed before flight. The operator's minimum equipment list (MEL) allows some items to be inoperative for a limited time, with rectification interval categories: A as specified in the item, B three consecutive calendar days, C ten, D one hundred and twenty, excluding the day of discovery. Each deferral is entered in the technical log with any required placards and operational procedures.",
              "Human factors training in maintenance commonly uses Gordon Dupont's Dirty Dozen, developed for Transport Canada around 1993:",
            ) +
            "<ul><li>Lack of communication, complacency, lack of knowledge, distraction</li><li>Lack of teamwork, fatigue, lack of resources, pressure</li><li>Lack of assertiveness, stress, lack of awareness, norms</li></ul>" +
            p(
              "The BAC One-Eleven accident of June 1990, British Airways flight 5390, shows several at once. A windscreen was replaced overnight by a shift maintenance manager working alone. He matched replacement bolts by eye and touch against those removed rather than consulting the illustrated parts catalogue: 84 of the 90 new bolts were 0.026 inch too small in diameter and six were too short. The windscreen blew out as the aircraft climbed through about 17,300 ft and the captain was drawn partly out of the aircraft, held by the cabin crew until the co-pilot landed at Southampton. The lessons, about working to approved data, fatigue and unchallenged norms, remain central to every CRS signature.",
            ),
        },
      },
    ],
  },
  {
    slug: "sequence-analysis-in-bioinformatics",
    discipline: "Bioinformatics",
    title: "Sequence Analysis in Bioinformatics",
    description:
      "A sequencing run produces millions of short reads, and turning them into biological answers depends on a handful of well-understood algorithms. The course covers pairwise alignment by dynamic programming, substitution matrices and BLAST statistics, read quality and mapping to a reference, and phylogenetic inference.",
    level: "intermediate",
    duration: "nine weeks (one lecture and one three-hour computer practical a week)",
    plantedGap: "phylogenetic inference",
    modules: [
      {
        title: "Pairwise Alignment by Dynamic Programming",
        description:
          "Global and local alignment with the Needleman-Wunsch and Smith-Waterman algorithms, traceback, and affine gap penalties.",
        lesson: {
          title: "Global and Local Alignment",
          html: p(
            "Aligning two sequences means inserting gaps so that residues thought to share ancestry sit in the same column, and scoring the result. The number of possible alignments grows exponentially with length, but dynamic programming finds the best one exactly. Needleman and Wunsch published the global method in 1970. For sequences x of length m and y of length n, fill a matrix F with m+1 rows and n+1 columns. With a linear gap penalty d, the first row and column hold 0, -d, -2d and so on, and each other cell is F(i,j) = max{ F(i-1,j-1) + s(x_i, y_j), F(i-1,j) - d, F(i,j-1) - d }, where s is the substitution score. The bottom-right cell holds the optimal score, and tracing back through the choices that produced it recovers the alignment. Time and memory are both proportional to mn; Hirschberg's 1975 refinement reduces memory to linear.",
            "A small example shows the scoring. With match +1, mismatch -1 and gap -2, the alignment of ACGTT with AGTT as ACGTT over A-GTT scores four matches and one gap, +4 - 2 = +2. Aligning them as ACGTT over AGTT- gives A/A +1, C/G -1, G/T -1, T/T +1 and a terminal gap -2, a total of -2. The dynamic programming matrix would find the first, and no alignment scores higher.",
            "Smith and Waterman's 1981 local algorithm finds the best-scoring pair of segments rather than aligning sequences end to end, which is what is wanted when two proteins share only one domain. It adds 0 as a fourth option in the recurrence, so a cell never goes negative, initialises the first row and column to 0, and starts traceback from the highest cell anywhere in the matrix, stopping on reaching 0.",
            "Real gaps are better modelled with affine penalties: a cost to open a gap plus a smaller cost for each extra position, reflecting that one insertion event of several residues is more likely than several separate events. Gotoh's 1982 algorithm handles this in the same order of time using three matrices, for alignments ending in a match, a gap in x or a gap in y. Protein BLAST's default with BLOSUM62, for example, is 11 to open and 1 to extend.",
          ),
        },
      },
      {
        title: "Substitution Matrices and BLAST Statistics",
        description:
          "How PAM and BLOSUM matrices are derived, how BLAST searches a database quickly, and how to read bit scores and E-values.",
        lesson: {
          title: "Scoring Matrices and Database Search",
          html: p(
            "Substitution scores are log-odds ratios: the score for aligning residues a and b is proportional to the logarithm of q_ab divided by p_a p_b, where q_ab is the frequency with which a and b are seen aligned in related proteins and p_a and p_b are their background frequencies. A positive score means the pair occurs more often in true alignments than by chance. Dayhoff's PAM matrices (1978) were derived from closely related sequences and extrapolated to greater distances, so PAM250 is meant for distant relatives. The Henikoffs' BLOSUM matrices (1992) were derived directly from conserved, ungapped blocks of aligned sequences; BLOSUM62 clusters sequences sharing at least 62 per cent identity before counting. Higher-numbered BLOSUM matrices, such as BLOSUM80, suit closer relatives and lower numbers, such as BLOSUM45, more distant ones. In BLOSUM62 a tryptophan pair scores +11 and an alanine pair only +4, because conserved rare residues are more informative, while leucine against isoleucine scores +2, reflecting their similar chemistry.",
            "Running Smith-Waterman against a whole database is slow, so BLAST (Altschul and colleagues, 1990) uses a heuristic. It lists short words from the query, three residues by default for proteins, together with neighbouring words that score at least a threshold T against them, finds exact hits to these words in the database, and extends promising hits into high-scoring segment pairs, with a gapped extension step in modern versions. Low-complexity regions are masked first, for example with the SEG filter, because they produce spurious hits.",
            "Karlin-Altschul statistics give the expected number of hits with score at least S arising by chance: E = K m n e^(-lambda S), where m and n are the query and database lengths and K and lambda depend on the scoring system. Normalising gives the bit score S' = (lambda S - ln K) / ln 2, so that E = m n 2^(-S'). Bit scores can therefore be compared across searches, while the E-value depends on database size. For a 300-residue query against a database of a billion residues, m n is 3 x 10^11. A hit with a bit score of 50 has E of about 3 x 10^-4; a hit scoring 40 bits has E of about 0.27, meaning such a score would be expected by chance in roughly one search in four. As databases grow, the same alignment earns a larger E-value.",
          ),
        },
      },
      {
        title: "Read Quality and Mapping to a Reference",
        description:
          "Reading FASTQ quality scores, trimming and checking reads, mapping with index-based aligners, and interpreting SAM records and coverage.",
        lesson: {
          title: "From FASTQ to Aligned Reads",
          html: p(
            "Short-read sequencers write FASTQ files, with four lines per read: an identifier beginning with @, the base sequence, a separator line beginning with +, and a quality string with one character per base. Each character encodes a Phred score Q = -10 log10 P, where P is the estimated probability that the base call is wrong, so Q20 means a 1 in 100 error probability and Q30 1 in 1,000. Current Illumina data use the Sanger encoding, in which Q is the character's ASCII code minus 33: the character 5 (ASCII 53) is Q20 and I (ASCII 73) is Q40.",
            "Before mapping, tools such as FastQC summarise per-position quality, adapter content and duplication, and trimmers such as cutadapt or Trimmomatic remove adapter sequence and low-quality tails. Adapter read-through is common when the DNA fragment is shorter than the read length, and untrimmed adapter causes reads to map poorly or not at all.",
            "Aligning hundreds of millions of reads to a 3-gigabase genome with dynamic programming alone would be far too slow. Mappers such as BWA (Li and Durbin, 2009) and Bowtie (Langmead and colleagues, 2009) index the reference with the Burrows-Wheeler transform and an FM-index, which allow exact substring matches to be found in time proportional to the length of the substring rather than the genome. Seeds found this way are then extended with local alignment to allow for mismatches and small insertions and deletions.",
            "The output is SAM, or its compressed binary form BAM. Each record carries a bitwise FLAG (4 means unmapped, 16 reverse strand, 1024 marked as a duplicate), the position, a mapping quality MAPQ = -10 log10 of the probability that the position is wrong, and a CIGAR string describing the alignment. The CIGAR 50M2I48M describes a 100-base read with 50 aligned bases, a two-base insertion relative to the reference and 48 further aligned bases; S marks soft-clipped bases and D deletions. Reads that map equally well to several places, such as repeats, get a MAPQ of 0 from BWA and are usually filtered in variant calling. PCR and optical duplicates are marked with tools such as Picard MarkDuplicates so they are not counted as independent evidence.",
            "Expected coverage follows the Lander-Waterman relation C = N L / G. Four hundred million 150-base reads over a 3.1-gigabase human genome give about 19x average coverage, although real coverage is uneven, lower in GC-rich and repetitive regions.",
          ),
        },
      },
    ],
  },
  {
    slug: "agroforestry-systems-design",
    discipline: "Agroforestry",
    title: "Agroforestry Systems Design",
    description:
      "Aimed at farm advisers and agriculture graduates, this course examines how trees can be integrated with crops and livestock: silvoarable alley cropping, silvopasture, shelterbelts and windbreaks, tree-crop competition for light and water, and carbon accounting.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week, plus two farm visits)",
    plantedGap: "carbon accounting",
    modules: [
      {
        title: "Silvoarable Alley Cropping",
        description:
          "Laying out rows of trees within arable fields, choosing species and spacings, and measuring combined productivity with the land equivalent ratio.",
        lesson: {
          title: "Designing Alley Cropping Systems",
          html: p(
            "Silvoarable agroforestry, or alley cropping, grows rows of trees within arable fields, with crops in the alleys between them. The design starts with machinery, not trees. Alley width is set as a multiple of the widest implement, usually the sprayer boom, so a farm with a 24 m boom plants rows 24 or 48 m apart; a narrower alley makes every pass awkward and the system will be abandoned. The tree row itself sits in an uncropped strip about 2 to 3 m wide, often sown with grasses and wildflowers, which supports pollinators and natural enemies of pests but must be managed so it does not become a source of weeds.",
            "Rows are usually oriented north to south. The shadow of a north-south row moves across the alley from one side in the morning to the other in the afternoon, spreading the shading evenly; an east-west row at temperate latitudes would shade the same strip on its north side all day. On sloping land, rows along the contour take priority, because they slow run-off and reduce erosion.",
            "Species choice depends on the intended products. Timber trees such as hybrid walnut, cherry or poplar are spaced 8 to 12 m within the row and pruned in their early years to give a clear stem of 4 to 6 m, the length that earns a premium for veneer or sawlogs; lifting the canopy also lets more light reach the crop. Fruit and nut trees give earlier income but need more management and may conflict with the arable operations. In Suffolk, Martin Wolfe's Wakelyns farm has combined rows of fruit, nut and timber trees with organic arable alleys since 1994.",
            "The combined productivity of trees and crops is assessed with the land equivalent ratio: LER = (crop yield in the agroforest / crop yield in a sole crop) + (tree yield in the agroforest / tree yield in a plantation). Suppose the alleys yield 80 per cent of a sole wheat crop and the trees 50 per cent of the timber of a plantation on the same area. The LER is 0.8 + 0.5 = 1.3, meaning a farm growing the two separately would need 30 per cent more land for the same output. Reported LERs for temperate silvoarable systems are often in the range 1.2 to 1.4, mainly because trees and crops use resources at different depths and times of year.",
          ),
        },
      },
      {
        title: "Silvopasture: Trees, Grass and Grazing Animals",
        description:
          "Integrating trees into grazed pasture, protecting young trees from livestock, and using trees for shade, shelter and fodder.",
        lesson: {
          title: "Silvopasture Design and Management",
          html: p(
            "Silvopasture combines trees, forage and grazing livestock on the same land. The main benefits to the animals are shade and shelter. Dairy cows begin to lose milk yield when the temperature-humidity index rises above about 68 to 72, and cattle with access to shade have lower body temperatures and respiration rates in hot weather. In cold, wet and windy conditions, shelter reduces heat loss, which matters most for newborn lambs, whose mortality rises sharply with wind chill. These benefits are becoming more valuable as summer heat waves become more frequent.",
            "Young trees must be protected, and the protection must match the animal. Sheep browse foliage and strip bark; cattle rub against stems, browse higher and can snap young trees; horses chew bark readily. Spiral or mesh guards deal with rabbits, but livestock need robust guards of three or four posts with rails or wire, set far enough from the stem that animals cannot reach round them. Many farmers plant and exclude stock entirely for the first few years, or graze only with sheep under close supervision, until stems are beyond reach. Planting wider spacings of larger trees reduces the number of guards needed.",
            "The pasture under the trees depends on light. Shade-tolerant grasses such as cocksfoot perform better than perennial ryegrass under partial canopy, but productivity falls as cover increases, so many designs aim to keep at least half of the incoming light reaching the sward by choosing wide spacing, thinning and pruning. Where animals camp under trees, dung and urine concentrate nutrients and soil becomes compacted and poached; rotational grazing and moving water troughs spread the load.",
            "Trees can also be a feed. Willow and poplar are planted as fodder blocks or rows and cut or browsed, and pollarding keeps the regrowth at a convenient height. Willow leaves contain condensed tannins, and trials in New Zealand found that browsing willow during drought maintained ewe and lamb performance and could reduce internal parasite burdens. Alder, which fixes nitrogen through symbiosis with Frankia, is another common choice, and its presence can reduce fertiliser needs for the sward nearby.",
          ),
        },
      },
      {
        title: "Shelterbelts and Tree-Crop Interactions",
        description:
          "How windbreaks alter wind and microclimate, how to design them, and how trees and crops compete for and share water and light.",
        lesson: {
          title: "Windbreak Design and Competition Below Ground",
          html: p(
            "The effect of a windbreak is described in multiples of its height, H. Wind speed is reduced for about 2 to 5 H upwind and for 10 to 30 H downwind, with the greatest reductions within about 10 H. Porosity, the proportion of open space in the barrier seen side-on, controls the pattern. A dense barrier gives a large reduction immediately behind it, but air spilling over creates turbulent eddies and the sheltered zone is short. A barrier of about 40 to 50 per cent optical porosity lets some air filter through, lowering turbulence and giving the longest useful sheltered zone. A belt of several rows with shrubs beneath the trees keeps its porosity at ground level as the trees lift their crowns.",
            "Design rules follow from this. The belt should run perpendicular to the most damaging winds and be at least ten times as long as it is tall, to limit end effects where wind wraps round. Gaps, such as gateways, funnel wind and can produce speeds higher than in open ground, so they should be avoided or angled. Within the sheltered zone, evaporation falls, daytime air and soil temperatures rise slightly, dew lasts longer and crops suffer less physical damage and lodging.",
            "Trees and crops compete, and the pattern of crop yield across an alley or behind a windbreak reflects it. Next to the trees, within about 1 to 2 H, yields are usually depressed by shade and by root competition for water and nutrients. Further out, between about 3 and 10 H, yields are often higher than in the open, and in windy, dry regions the net effect on the field can be positive.",
            "Root competition can be managed. Cutting tree roots near the surface with a subsoiler run along each side of the tree row, typically 1 to 2 m from the trees and to a depth of about 60 cm, forces trees to root more deeply. The deep roots then take water from below the crop root zone and intercept nitrate leaching past the crop roots, the so-called safety-net effect, which makes the two components complementary rather than purely competitive. Species matter too: black walnut releases juglone, which inhibits some crops such as tomatoes and should be considered when choosing what to grow beside it.",
          ),
        },
      },
    ],
  },
  {
    slug: "teaching-adults-theory-and-practice-in-further-and-community-education",
    discipline: "Adult education",
    title: "Teaching Adults: Theory and Practice in Further and Community Education",
    description:
      "How do adults learn differently from children, and what should a tutor do about it? The course examines andragogy and its critics, experiential and transformative learning, planning inclusive sessions, formative assessment with adult groups, and the recognition of prior learning.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour evening session a week)",
    plantedGap: "recognition of prior learning",
    modules: [
      {
        title: "Andragogy and Its Critics",
        description:
          "Malcolm Knowles's assumptions about adult learners, the criticisms they attracted, and what remains useful for the tutor.",
        lesson: {
          title: "Knowles's Assumptions and the Debate They Started",
          html: p(
            "The word andragogy was used by the German teacher Alexander Kapp in 1833 and by Eduard Lindeman in the United States in the 1920s, but it was Malcolm Knowles who made it the best-known idea in adult education. His 1970 book The Modern Practice of Adult Education carried the subtitle Andragogy versus Pedagogy; the 1980 revision changed it to From Pedagogy to Andragogy, a telling shift from opposition to continuum.",
            "Knowles's model rests on six assumptions, added to over time. Adults need to know why they should learn something before undertaking it. Their self-concept is of being responsible for their own decisions, and they resent having others' wills imposed on them. They bring a large and varied store of experience, which is both a resource and a source of fixed habits. Their readiness to learn is tied to the tasks of their social roles, as worker, parent or carer. Their orientation is problem-centred rather than subject-centred: they learn what helps them deal with situations now. And their strongest motivations are internal, such as self-esteem and quality of life. For the tutor the implications are practical: a climate of mutual respect, involving learners in planning, diagnosing needs together, using learners' experience through discussion and problem-solving, and joint evaluation.",
            "The critics were numerous. Anne Hartree argued in 1984 that it was unclear whether andragogy was a theory of learning, a theory of teaching or a set of good-practice principles. Stephen Brookfield questioned whether self-direction is a natural characteristic of adults or a culturally specific ideal, and others pointed out that the assumptions describe some adults and some children equally well. Later writers criticised its individualism, arguing that it ignores how race, class and gender shape who feels entitled to direct their own learning.",
            "What survives is a flexible stance. An adult beginner in accounting or a new language may need more structure than Knowles's model suggests. Gerald Grow's 1991 Staged Self-Directed Learning model describes learners moving from dependent to interested to involved to self-directed, with the teacher's role shifting from authority and coach to motivator, facilitator and finally consultant. The skilled tutor diagnoses where each learner is and changes role accordingly, rather than assuming all adults want the same freedom.",
          ),
        },
      },
      {
        title: "Learning from Experience: Kolb, Schön and Mezirow",
        description:
          "Experiential learning cycles, reflective practice and transformative learning, with the evidence for and against learning styles.",
        lesson: {
          title: "Experience, Reflection and Transformation",
          html: p(
            "David Kolb's Experiential Learning (1984) describes learning as a cycle of four stages: concrete experience, reflective observation, abstract conceptualisation and active experimentation. A care worker on a dementia course might handle a difficult mealtime (experience), think back over what the resident did and how they responded (reflection), connect it to a model of distressed behaviour as communication (conceptualisation), and try a different approach the next day (experimentation). The cycle is useful for designing sessions: a workshop that only lectures offers concepts without experience, and one that only offers activities leaves experience unexamined.",
            "Kolb also derived four learning styles from the cycle, and his Learning Style Inventory became widely used. The evidence is weak. Coffield and colleagues' 2004 review of 71 learning style models found serious problems of reliability and validity in most, and Pashler and colleagues in 2008 found no adequate evidence for the meshing hypothesis, that matching teaching to a learner's preferred style improves learning. Tutors should therefore use the cycle to plan varied activity for everyone, not to sort learners into types.",
            "Donald Schön's The Reflective Practitioner (1983) distinguished reflection-in-action, thinking on one's feet while a situation unfolds, from reflection-on-action, looking back afterwards. Much professional education in further education, from nursing to teaching itself, builds reflective logs and supervision on this distinction.",
            "Jack Mezirow's transformative learning theory grew from his 1978 study of women returning to college study in the United States. Mezirow argued that the most significant adult learning changes the frames of reference through which people interpret experience. It often begins with a disorienting dilemma, such as redundancy, illness or migration, which existing assumptions cannot explain, and proceeds through self-examination, critical assessment of those assumptions, exploring new roles, planning and trying them, and reintegrating a changed perspective; he set out ten phases in all. Critics such as Edward Taylor and John Dirkx argued that the theory is too rational and neglects emotion, relationships and imagination. For the tutor, the practical point is that some learning in adult classes is unsettling by nature, and learners need time, discussion and support, not just information.",
          ),
        },
      },
      {
        title: "Planning, Inclusion and Formative Assessment",
        description:
          "Writing objectives and session plans for mixed adult groups, making sessions inclusive, and using assessment to steer learning.",
        lesson: {
          title: "Planning Sessions and Assessing for Learning",
          html: p(
            'A session plan begins with what learners should be able to do by the end, written as objectives with observable verbs. The revised Bloom\'s taxonomy of Anderson and Krathwohl (2001) offers six levels of cognitive process: remember, understand, apply, analyse, evaluate and create. An objective such as "understand budgeting" cannot be assessed; "prepare a monthly household budget that balances income and spending" can. The plan then sets out timings, activities for tutor and learners, resources, how each objective will be checked, and how the session will be adjusted for different learners.',
            "Adult groups are usually more mixed than school classes, in age, confidence, literacy and digital skills, and many adults return to learning carrying anxiety from bad experiences at school. Initial and diagnostic assessment at the start of a course, such as a short literacy and numeracy screening or a skills self-assessment discussed one to one, identifies needs early. Under the Equality Act 2010, providers must make reasonable adjustments for disabled learners. Universal Design for Learning, developed by CAST, goes further by designing for variability from the start: multiple means of engagement, of representation and of action and expression, such as offering a handout and a recording, or letting learners show understanding by talk, writing or demonstration.",
            "Formative assessment uses evidence of learning to adjust teaching while it is still happening. Black and Wiliam's 1998 review, summarised for teachers as Inside the Black Box, found that strengthening formative practice produced substantial gains, with effect sizes often quoted between 0.4 and 0.7. Wiliam and Thompson later described five key strategies: clarifying learning intentions and success criteria; engineering discussions and tasks that elicit evidence of understanding; giving feedback that moves learners forward; activating learners as resources for one another; and activating learners as owners of their own learning. In an adult class this might mean a hinge question with lettered answers halfway through, mini-whiteboards, paired checking of a worked example, or an exit ticket asking for one thing learnt and one question remaining. Feedback to adults should be specific and private where possible, and ground rules agreed in the first session, about respect, confidentiality and phones, protect the confidence that makes honest assessment possible.",
          ),
        },
      },
    ],
  },
];
