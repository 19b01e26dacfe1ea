/** Ninetieth held-out evaluation courses, intermediate level; see ai-courses-heldout90.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT90_B: EvalCourse[] = [
  {
    slug: "genetic-counselling-skills-pedigrees-risk-and-results",
    discipline: "Genetic counselling",
    title: "Genetic Counselling Skills: Pedigrees, Risk and Results",
    description:
      "Designed for nurses, midwives and allied health professionals moving into genomic medicine, this course develops the core skills of the genetic counselling consultation: taking and interpreting a three-generation family history, calculating Mendelian and Bayesian risks, explaining how variants are classified, and organising cascade testing for relatives.",
    level: "intermediate",
    duration: "ten weeks (one three-hour workshop a week, with role-play clinics)",
    plantedGap: "cascade testing",
    modules: [
      {
        title: "Taking a Three-Generation Family History",
        description:
          "Recording a family history in standard pedigree notation and recognising the main patterns of inheritance, with their pitfalls.",
        lesson: {
          title: "Drawing and reading the pedigree",
          html:
            p(
              "The pedigree is a clinical tool, not a formality. Drawn well, it suggests the likely mode of inheritance, shows who in the family is at risk, and identifies the affected relative in whom genetic testing is most likely to be informative. A standard history covers three generations: the consultand's children, siblings, parents, aunts and uncles, and grandparents, with first cousins added when the condition requires it. Keep two terms distinct. The proband is the affected person through whom the family came to attention; the consultand is the person seeking advice, who may be unaffected.",
              "Use the standardised nomenclature first published by Bennett and colleagues for the National Society of Genetic Counselors and updated in 2008 and 2022:",
            ) +
            "<ul><li>Squares for males, circles for females, diamonds where sex is not specified; the 2022 update records gender identity and sex assigned at birth separately.</li><li>A filled symbol for an affected person, a diagonal line through the symbol for someone who has died.</li><li>An arrow marking the proband; a double horizontal line joining consanguineous partners.</li><li>A small triangle for a pregnancy loss; generations numbered in Roman numerals and individuals in Arabic numerals from left to right.</li></ul>" +
            p(
              "Ask about current ages, ages at diagnosis, causes of death, ancestry, consanguinity and pregnancy losses on both sides of the family. Confirm important diagnoses from records where possible: relatives' reports of cancer are often imprecise, and a 'stomach cancer' may prove to have been ovarian.",
              "Then read the pattern. Autosomal dominant conditions typically appear in successive generations, affect both sexes, and can pass from father to son; male-to-male transmission excludes X-linked inheritance. Autosomal recessive conditions tend to appear in siblings with unaffected parents, sometimes with consanguinity. In X-linked recessive inheritance, affected males are related through unaffected or mildly affected females, and there is no male-to-male transmission. Mitochondrial DNA disorders pass through the maternal line to children of both sexes, with severity that varies with heteroplasmy.",
              "Patterns can mislead. Reduced penetrance, as in many BRCA1 families, can make a dominant condition appear to skip a generation; variable expressivity, as in neurofibromatosis type 1, can hide mildly affected relatives; a new mutation, which accounts for about 80 per cent of achondroplasia, produces an affected child with unaffected parents. Small families, adoption and misattributed parentage all limit what a pedigree can show.",
            ),
        },
      },
      {
        title: "How Likely Is It? Mendelian and Bayesian Risk",
        description:
          "Calculating carrier and recurrence risks from Mendelian principles, and refining them with conditional information using Bayes' theorem.",
        lesson: {
          title: "From Punnett squares to conditional probability",
          html:
            p(
              "Simple Mendelian risks are the starting point. The child of a person heterozygous for an autosomal dominant condition has a 1 in 2 chance of inheriting it in each pregnancy, independently of previous children. When both parents carry the same autosomal recessive condition, each child has a 1 in 4 chance of being affected, 1 in 2 of being a carrier and 1 in 4 of being neither. An unaffected sibling of an affected child therefore has a 2 in 3 chance of being a carrier, because the affected outcome has been excluded and two of the three remaining outcomes are carriers.",
              "Consider a man whose brother has cystic fibrosis. His carrier risk is 2/3. His partner has no family history and is of northern European ancestry, where the carrier frequency is about 1 in 25. The risk that their child is affected is 2/3 × 1/25 × 1/4 = 1/150. If she has a carrier test that detects 90 per cent of variants in her population and it is negative, her carrier risk falls from 1/25 to (0.04 × 0.1) / (0.04 × 0.1 + 0.96) ≈ 1/241, and the couple's risk falls to about 1 in 1,450.",
              "Bayes' theorem also uses phenotypic information. A woman's brother has Duchenne muscular dystrophy, and her mother, who also has an affected brother, is treated as an obligate carrier. The woman's prior carrier risk is 1/2. She has three unaffected sons, which is much more likely if she is not a carrier.",
            ) +
            "<table><tr><th></th><th>Carrier</th><th>Not a carrier</th></tr><tr><td>Prior probability</td><td>1/2</td><td>1/2</td></tr><tr><td>Conditional: three unaffected sons</td><td>(1/2)<sup>3</sup> = 1/8</td><td>1</td></tr><tr><td>Joint probability</td><td>1/16</td><td>1/2 = 8/16</td></tr><tr><td>Posterior probability</td><td>1/9</td><td>8/9</td></tr></table>" +
            p(
              "Her carrier risk falls from 1 in 2 to 1 in 9, and the risk that a future son is affected is 1/9 × 1/2 = 1/18. Once the family's pathogenic variant has been identified, a direct test replaces such estimates, but Bayesian reasoning remains essential whenever testing is unavailable or uninformative.",
              "Present risks in several forms: 1 in 9, about 11 per cent, and an 8 in 9 chance that she is not a carrier. People hear 'one in nine' and '89 per cent reassuring' very differently, and offering both framings helps them weigh the result for themselves.",
            ),
        },
      },
      {
        title: "Explaining Variant Classification",
        description:
          "The ACMG/AMP five-tier framework for classifying sequence variants and how to explain uncertain results to patients.",
        lesson: {
          title: "Pathogenic, benign and the uncertain middle",
          html:
            p(
              "Most genetic test reports turn on a single judgement: is this variant the cause of disease? Laboratories answer it with the framework published in 2015 by the American College of Medical Genetics and Genomics and the Association for Molecular Pathology (Richards and colleagues), adapted in the UK by the Association for Clinical Genomic Science. Variants are placed in five classes: pathogenic, likely pathogenic, uncertain significance (VUS), likely benign and benign. 'Likely' is defined as greater than 90 per cent certainty.",
              "The framework sets out 28 criteria, 16 for pathogenicity and 12 for benign impact, each assigned a strength: very strong, strong, moderate or supporting for pathogenic evidence, and stand-alone, strong or supporting for benign. Examples include:",
            ) +
            "<ul><li>PVS1 (very strong): a null variant, such as a nonsense or frameshift change, in a gene where loss of function is a known mechanism of disease.</li><li>PS1 (strong): the same amino-acid change as an established pathogenic variant.</li><li>PM2 (moderate): absent from, or extremely rare in, population databases such as gnomAD.</li><li>PP3 (supporting): multiple computational tools predict a damaging effect.</li><li>BA1 (stand-alone benign): an allele frequency above 5 per cent in a large population database.</li></ul>" +
            p(
              "Rules then combine the criteria: one very strong plus one strong criterion, for example, is enough for a pathogenic classification. Newer approaches convert the strengths into points within a Bayesian model, which makes the combination rules more consistent.",
              "A VUS is the hardest result to explain. It should not be used to guide clinical management or predictive testing; decisions rest instead on the personal and family history, exactly as if no variant had been found. Patients need to know that classifications change as evidence accumulates. In large laboratory series, most reclassified VUS have been downgraded to likely benign or benign rather than upgraded, so a VUS is more often a false alarm than a hidden diagnosis.",
              "Prepare patients before testing by explaining that an uncertain result is possible. When giving results, use plain language, check understanding with teach-back ('Can you tell me what you will say to your sister about this result?'), and follow up with a letter that records the classification, its meaning and who will contact the patient if it is revised.",
            ),
        },
      },
    ],
  },
  {
    slug: "land-law-estates-registration-and-easements",
    discipline: "Land law",
    title: "Land Law: Estates, Registration and Easements",
    description:
      "Who owns land, and which rights over it will bind a buyer? Building on first-year property concepts, students examine the legal estates and interests recognised by the Law of Property Act 1925, title registration under the Land Registration Act 2002, the creation and characteristics of easements, and freehold covenants.",
    level: "intermediate",
    duration: "one term (a weekly lecture and a fortnightly problem-question tutorial)",
    plantedGap: "freehold covenants",
    modules: [
      {
        title: "Legal Estates and Interests under the 1925 Legislation",
        description:
          "The two legal estates and the list of legal interests in section 1 of the Law of Property Act 1925, and the formalities needed to create them.",
        lesson: {
          title: "Two estates and a short list of interests",
          html: p(
            "The 1925 property legislation set out to make buying land simpler and safer. Its central technique was to limit the rights that can exist at law, so a buyer has fewer to investigate, and to push the rest into equity, where they can be overreached or protected by registration.",
            "Section 1(1) of the Law of Property Act 1925 allows only two legal estates: the fee simple absolute in possession and the term of years absolute. The fee simple is the freehold. 'Absolute' means it is not conditional or determinable, and 'in possession' includes the right to receive rents, so a freehold let to a tenant is still in possession. The term of years absolute is the lease, and by section 205 it includes terms of less than a year and periodic tenancies.",
            "Section 1(2) lists the interests capable of being legal: (a) an easement, right or privilege for an interest equivalent to one of the legal estates; (b) a rentcharge in possession, either perpetual or for a term of years absolute; (c) a charge by way of legal mortgage; (d) land tax, tithe rentcharge and similar charges not created by an instrument; and (e) rights of entry exercisable over a legal lease or annexed to a legal rentcharge. Under section 1(3) every other interest, including life interests, beneficial interests under a trust, estate contracts and options, takes effect in equity only.",
            "Formalities must also be observed. Section 52 requires a deed to convey or create a legal estate, and under the Law of Property (Miscellaneous Provisions) Act 1989 a deed must be clear on its face, signed, witnessed and delivered. The main exception, in sections 52(2)(d) and 54(2), is a lease taking effect in possession for a term not exceeding three years at the best rent reasonably obtainable without a premium, which can be created orally. A contract to sell or create an interest in land must, under section 2 of the 1989 Act, be in writing, incorporate all the expressly agreed terms and be signed by or for each party; otherwise it is void.",
            "In Walsh v Lonsdale (1882) an agreement for a lease, being specifically enforceable, was treated as an equitable lease on the same terms; such a lease depends on the availability of specific performance and may not bind a purchaser unless protected.",
          ),
        },
      },
      {
        title: "Registered Land and Overriding Interests",
        description:
          "How the Land Registration Act 2002 determines priority between a buyer and existing interests, and the interests that bind without appearing on the register.",
        lesson: {
          title: "Mirror, curtain and the interests that override",
          html:
            p(
              "Registration of title has been compulsory throughout England and Wales since 1 December 1990, and the Land Registration Act 2002 now governs the system. Its aims are often summarised in three principles. The mirror principle: the register should reflect all the rights affecting the land. The curtain principle: trusts are kept off the register, so buyers need not investigate beneficial interests. The insurance principle: a person who suffers loss because of a mistake in the register is compensated under Schedule 8.",
              "First registration is triggered under section 4 by events such as a transfer of the freehold, whether for value or by gift, the grant of a lease of more than seven years, and a first legal mortgage. Once title is registered, section 27 lists the registrable dispositions, such as transfers, leases of more than seven years and express legal easements, which do not operate at law until registered.",
              "The key priority rule is in section 29. A registered disposition for valuable consideration takes priority over any earlier interest unless that interest is protected by a notice on the register, or overrides under Schedule 3. Schedule 3 interests bind a buyer without appearing on the register:",
            ) +
            "<ul><li>Paragraph 1: legal leases granted for seven years or less.</li><li>Paragraph 2: the interest of a person in actual occupation, except where the person failed to disclose it when asked and could reasonably have been expected to do so, or where the occupation would not have been obvious on a reasonably careful inspection and the buyer did not actually know of the interest.</li><li>Paragraph 3: certain legal easements and profits, discussed in the next unit.</li></ul>" +
            p(
              "In Williams &amp; Glyn's Bank v Boland [1981] a wife who had contributed to the purchase price held a beneficial interest under a trust, and because she was in actual occupation it bound the bank that lent to her husband as sole registered proprietor. In City of London Building Society v Flegg [1988], by contrast, the money was paid to two trustees, so the beneficial interests were overreached under sections 2 and 27 of the 1925 Act, even though the beneficiaries were in occupation. Buyers and lenders therefore inspect the property, question every adult occupier and pay capital money to two trustees.",
            ),
        },
      },
      {
        title: "Easements: What Counts and How They Arise",
        description:
          "The characteristics an easement must have, and the express, implied and prescriptive routes by which easements are created.",
        lesson: {
          title: "From Re Ellenborough Park to prescription",
          html: p(
            "An easement is a right enjoyed by one piece of land over another, such as a right of way or of light. The leading statement of its characteristics comes from Re Ellenborough Park [1956] Ch 131. There must be a dominant tenement that benefits and a servient tenement that is burdened; the right must accommodate the dominant tenement, benefiting the land itself rather than its owner personally; the two tenements must be owned or occupied by different persons; and the right must be capable of forming the subject matter of a grant, which requires, among other things, that it be sufficiently definite.",
            "The categories are not closed. In Regency Villas Title Ltd v Diamond Resorts (Europe) Ltd [2018] UKSC 57, the Supreme Court held that rights to use recreational and sporting facilities could exist as an easement. A right will fail, however, if it effectively excludes the servient owner, an ouster principle argued most often in parking cases such as Batchelor v Marlow [2001] and Moncrieff v Jamieson [2007] UKHL 42.",
            "Easements arise in three main ways. Express grant or reservation by deed is the cleanest; over registered land it must also be registered to be legal. Implied grant arises on the division of land in common ownership: by necessity, where land would otherwise be landlocked; by common intention, as in Pwllbach Colliery Co v Woodman [1915] AC 634; under Wheeldon v Burrows (1879), for quasi-easements that are continuous and apparent, necessary for the reasonable enjoyment of the land and in use at the time of the grant; and under section 62 of the Law of Property Act 1925, which can turn a permission into a full easement on a conveyance. Wood v Waddington [2015] EWCA Civ 538 confirms that section 62 needs no prior diversity of occupation for continuous and apparent rights.",
            "Prescription recognises long use: at least twenty years of use as of right, that is, without force, secrecy or permission (nec vi, nec clam, nec precario), through common law prescription, lost modern grant or the Prescription Act 1832. Implied and prescriptive legal easements override a registered disposition under Schedule 3, paragraph 3 of the 2002 Act if the buyer knew of them, they were obvious on a reasonably careful inspection, or they were exercised within the preceding year.",
          ),
        },
      },
    ],
  },
  {
    slug: "laser-materials-processing-sources-cutting-and-safety",
    discipline: "Laser materials processing",
    title: "Laser Materials Processing: Sources, Cutting and Safety",
    description:
      "Fibre and CO2 lasers now cut, join and mark metals in almost every fabrication shop. Aimed at engineering technicians and final-year students, the course covers laser sources and beam quality, fusion and oxygen cutting, keyhole welding, and safe operation under IEC 60825-1.",
    level: "intermediate",
    duration: "six weeks (a two-hour lecture and a three-hour laboratory each week)",
    plantedGap: "keyhole welding",
    modules: [
      {
        title: "Laser Sources and Beam Quality",
        description:
          "How the main industrial laser types differ in wavelength, efficiency and beam delivery, and how beam quality sets the focused spot.",
        lesson: {
          title: "Why wavelength and beam quality decide what a laser can do",
          html: p(
            "Three families of laser dominate materials processing. CO2 gas lasers emit at 10.6 µm with a wall-plug efficiency of roughly 10 per cent. Solid-state lasers emit near 1 µm: fibre lasers (ytterbium-doped silica) at about 1.07 µm and disk lasers (thin Yb:YAG disks) at 1.03 µm, with wall-plug efficiencies of 30 to 50 per cent. Direct diode lasers are now joined by blue diodes at about 450 nm. The CO2 beam must be steered by mirrors because silica absorbs 10.6 µm, whereas 1 µm beams travel through a flexible process fibre to the cutting head.",
            "Wavelength also governs absorption. Polished steel absorbs only a few per cent of a 10.6 µm beam but roughly a third at 1 µm, and absorption rises as the metal heats and melts. Copper reflects about 95 per cent of 1 µm light but absorbs roughly ten times as much at 450 nm. Conversely, wood, plastics and textiles absorb 10.6 µm strongly, so CO2 lasers remain the choice for non-metals.",
            "Beam quality is expressed by M², which equals 1 for an ideal Gaussian beam, or by the beam parameter product (BPP), the waist radius multiplied by the far-field half-angle divergence: BPP = M²λ/π. A single-mode fibre laser with M² = 1.1 at 1.07 µm has a BPP of about 0.37 mm·mrad; multimode kilowatt lasers for thick-section work typically have 2 to 8 mm·mrad.",
            "For a Gaussian-type beam the focused spot diameter is d = 4M²λf/(πD), where f is the focal length and D the beam diameter at the lens. Take M² = 1.1, λ = 1.07 µm, f = 150 mm and D = 10 mm: d ≈ 22 µm. At 4 kW that gives a mean intensity of about 10⁹ W/cm². The Rayleigh length, z = πw²/(M²λ) with w the waist radius of about 11 µm, is only about 0.34 mm, so the usable depth of focus is well under a millimetre.",
            "This is the central trade-off: a smaller spot gives higher intensity but less depth of focus and less tolerance of height errors. For multimode fibre lasers the head simply images the fibre core onto the work: a 100 µm core, 100 mm collimator and 200 mm focusing lens give a spot of about 200 µm.",
          ),
        },
      },
      {
        title: "Fusion and Oxygen Cutting",
        description:
          "The two main cutting mechanisms, the parameters that control them, and how to diagnose common cut-edge faults.",
        lesson: {
          title: "Choosing the gas, the focus and the speed",
          html:
            p(
              "In laser cutting, the focused beam melts a narrow channel through the sheet while a coaxial gas jet from the nozzle blows the molten metal out of the bottom of the kerf. The kerf is typically 0.1 to 0.3 mm wide in thin sheet, widening with thickness.",
              "Oxygen cutting, used for mild steel, is reactive: the oxidation of iron is strongly exothermic and supplies a large share of the energy, often quoted as up to half or more in thick plate. Gas pressure is low, typically below 1 bar, and a 6 kW machine can cut mild steel 20 mm thick or more. The cut edge carries a thin oxide film that may need removing before powder coating. Because the reaction can outrun the beam, heat build-up at sharp corners causes uncontrolled burning, so controllers reduce and pulse the power there.",
              "Fusion cutting uses an inert gas, usually nitrogen, for stainless steel and aluminium. With no reaction energy, all the heat comes from the laser, so thick sections cut more slowly, and high pressures of 10 to 20 bar are needed to clear the melt quickly. The reward is a bright, oxide-free edge that can be painted or further processed without cleaning. Nitrogen is a major running cost; compressed air is a cheaper compromise for thin sheet.",
              "Focus position and stand-off matter as much as the gas. For nitrogen cutting the focus is often set below the top surface, widening the kerf lower down so that the melt escapes; for oxygen cutting it is usually near the top surface. The nozzle stand-off, typically 0.5 to 1.5 mm, is held constant by a capacitive height sensor.",
            ) +
            "<table><tr><th>Fault</th><th>Likely causes</th><th>First corrections</th></tr><tr><td>Dross clinging to the lower edge</td><td>Speed too high, gas pressure too low, focus too high</td><td>Reduce speed, raise pressure, lower focus</td></tr><tr><td>Deep, coarse striations</td><td>Speed too low in oxygen cutting, power too high</td><td>Increase speed or reduce power</td></tr><tr><td>Burn-out at corners</td><td>Excess heat input in oxygen cutting</td><td>Corner power ramping or pulsing</td></tr><tr><td>Cut fails to go through</td><td>Dirty or damaged nozzle or lens, focus drift</td><td>Inspect optics and nozzle, recentre beam</td></tr></table>",
        },
      },
      {
        title: "Laser Safety in the Workshop",
        description:
          "Laser classification, the beam and non-beam hazards of high-power systems, and the hierarchy of controls required in a UK workplace.",
        lesson: {
          title: "Classes, exposure limits and controls",
          html: p(
            "Laser products are classified under IEC 60825-1 into Classes 1, 1M, 2, 2M, 3R, 3B and 4 according to the accessible emission in normal operation. Class 4 begins above the Class 3B limit of 0.5 W for a continuous beam; such beams injure the eye and skin even by diffuse reflection and can start fires. Every multi-kilowatt cutting source is Class 4, yet a fully enclosed, interlocked machine is a Class 1 product in normal use. The danger returns during servicing and alignment, when covers are removed or interlocks overridden.",
            "Wavelength determines the injury. Between 400 and 1400 nm, the retinal hazard region, the eye focuses the beam onto the retina, concentrating irradiance by a factor of up to about 100,000. Fibre and disk lasers at around 1 µm are in this region and invisible, so there is no blink reflex and a stray reflection gives no warning. CO2 radiation at 10.6 µm is absorbed by the cornea and skin, causing surface burns rather than retinal damage.",
            "The maximum permissible exposure (MPE) is the level to which the eye or skin can be exposed without injury; it depends on wavelength and exposure duration. The nominal ocular hazard distance (NOHD) is the distance from the source beyond which the irradiance falls below the MPE. For multi-kilowatt beams the NOHD can be far longer than any workshop, which is why full enclosure, not distance, is the primary control.",
            "In the UK the Control of Artificial Optical Radiation at Work Regulations 2010 require exposures to be assessed and kept below the limits, following a hierarchy of controls. Engineering controls come first: enclosures, interlocks, beam dumps and viewing windows rated for the wavelength and power. Administrative controls follow: an appointed laser safety officer, written local rules, a designated controlled area and permits for service work. Protective eyewear, the last line of defence, must match the wavelength and power; under EN 207, a marking such as D 1070 LB7 shows protection for a continuous-wave beam at 1070 nm at protection level 7.",
            "Non-beam hazards cause more everyday harm. Cutting stainless steel releases fume containing nickel and chromium compounds, including hexavalent chromium, so local exhaust ventilation is essential, and its ducts must be cleaned because fine metal dust can ignite.",
          ),
        },
      },
    ],
  },
  {
    slug: "lean-manufacturing-in-practice",
    discipline: "Lean manufacturing",
    title: "Lean Manufacturing in Practice",
    description:
      "Participants map current- and future-state value streams, calculate takt time and balance work across an assembly cell, cut changeover times with SMED, and size kanban loops between processes. Aimed at production supervisors and manufacturing engineers, the course is built around data from a real shop floor.",
    level: "intermediate",
    duration: "five days spread over five weeks, with a shop-floor project between sessions",
    plantedGap: "kanban loops",
    modules: [
      {
        title: "Value Stream Mapping",
        description: "Drawing a current-state map for one product family and using it to find where lead time is lost.",
        lesson: {
          title: "Seeing the whole flow",
          html: p(
            "Value stream mapping was popularised by Mike Rother and John Shook in Learning to See (1998), drawing on Toyota's material and information flow diagrams. Its purpose is to show the whole door-to-door flow for one product family, because improving a single machine in isolation often leaves total lead time unchanged. The map shifts attention from individual processes to the waiting time between them.",
            "Start by choosing a product family: products that pass through similar steps and equipment downstream, identified with a simple product-process matrix. Then walk the flow yourself, starting at shipping and working upstream, so that each process is seen from the point of view of its customer. Collect real data with a stopwatch rather than relying on standard times, and draw the map by hand in pencil; a tidy software map too often replaces looking.",
            "Under each process draw a data box recording cycle time, changeover time, uptime, number of operators, number of shifts and available working time. Between processes, draw an inventory triangle and convert the count into days of demand. Show push arrows where material is sent on regardless of need, and along the top draw the information flow from the customer through production control to each process.",
            "Consider a bracket line with daily demand of 920 pieces, running two shifts of 460 available minutes each. Counting finds 4,600 blanks before stamping (5 days), 2,760 stamped parts before spot welding (3 days), 1,380 parts before assembly (1.5 days) and 2,300 finished brackets in the warehouse (2.5 days): a production lead time of 12 days. The processing times add up to just 188 seconds. Over 12 working days of 55,200 seconds each, that is a value-added ratio below 0.03 per cent. Such figures are typical: almost all lead time is material waiting.",
            "The future-state map answers a short list of questions. What is the takt time? Will you build to a finished-goods store or directly to shipping? Where can you use continuous flow? Which single process, the pacemaker, will receive the customer schedule? How will you level the product mix there? And which improvements, such as shorter changeovers or better uptime, are needed to make the future state work? The resulting action plan, with owners and dates, is the real output of the map.",
          ),
        },
      },
      {
        title: "Takt Time and Line Balancing",
        description:
          "Setting the pace of production from customer demand and distributing work elements across operators to meet it.",
        lesson: {
          title: "Matching the pace of work to the pace of demand",
          html:
            p(
              "Takt time is the available working time divided by customer demand. It is the rate at which a product must be completed to meet demand exactly, not a measure of how fast the process can run. For the bracket line, each shift provides 480 minutes less 20 minutes of breaks, 460 minutes; two shifts give 920 minutes, or 55,200 seconds. With demand of 920 brackets a day, takt time is 55,200 / 920 = 60 seconds.",
              "Assembly consists of eight work elements, measured by timing each one repeatedly and taking a representative value. Their total work content is 216 seconds, so the theoretical minimum number of operators is 216 / 60 = 3.6, rounded up to 4. One balance that respects the element sequence is:",
            ) +
            "<table><tr><th>Operator</th><th>Elements (seconds)</th><th>Total</th></tr><tr><td>1</td><td>A 24, B 30</td><td>54</td></tr><tr><td>2</td><td>C 18, D 36</td><td>54</td></tr><tr><td>3</td><td>E 22, F 28</td><td>50</td></tr><tr><td>4</td><td>G 34, H 24</td><td>58</td></tr></table>" +
            p(
              "Every operator is within takt, and balance efficiency is total work content divided by operators times takt: 216 / (4 × 60) = 90 per cent. Plot the result as a yamazumi chart, a stacked bar for each operator with a horizontal line at takt, which makes imbalance visible at a glance.",
              "Two refinements matter in practice. First, many plants plan to a cycle time slightly below takt, perhaps 90 to 95 per cent of it, to absorb normal variation and minor stoppages. At a planned cycle of 55 seconds, operator 4 is overloaded and element H must be split or improved. Second, Toyota practice is not to spread the slack evenly. Instead, load the first operators fully to takt and leave the remaining work on the last operator, so the spare capacity is visible and becomes the target for improvement; when that work has been eliminated, the line runs with one fewer person.",
              "Takt changes with demand. If demand rises to 1,100 a day, takt falls to about 50 seconds and five operators are needed. A cell laid out in a U shape, with operators able to perform adjacent elements, can be rebalanced quickly for three, four or five people, which is why lean cells favour multi-skilled operators and movable workstations.",
            ),
        },
      },
      {
        title: "Quick Changeover with SMED",
        description: "Shigeo Shingo's method for cutting changeover times, applied step by step to a press changeover.",
        lesson: {
          title: "From ninety minutes to single minutes",
          html:
            p(
              "Single-minute exchange of die (SMED) was developed by Shigeo Shingo from the 1950s onwards, most famously at Toyota, where a changeover on a 1,000-tonne press that had taken four hours was cut to ninety minutes and then, within months, to three minutes. 'Single-minute' means a changeover of under ten minutes. The aim is economic: when changeovers are short, small batches become cheap, inventory falls and the plant can respond quickly to changes in demand.",
              "Changeover time is measured from the last good part of one product to the first good part of the next at full rate, so it includes trial runs and adjustments, which are often the longest part. Shingo's method proceeds in stages.",
            ) +
            "<ol><li>Observe and record the current changeover, ideally on video, listing every element with its duration.</li><li>Separate internal elements, which can only be done with the machine stopped, from external elements, which can be done while it runs, such as fetching the next die, tools and materials.</li><li>Convert internal elements to external: preheat moulds, pre-stage tools on a cart, and preset dies to a standard height so the press shut height no longer needs resetting.</li><li>Streamline the remaining internal elements: replace bolts with quarter-turn or one-turn fasteners and U-slot clamps, use locating pins and setting blocks so no adjustment is needed, and have two people work in parallel with a clear sequence.</li><li>Streamline external elements too, so that preparation does not become the new constraint.</li></ol>" +
            p(
              "A typical press example shows the pattern. A 90-minute changeover recorded on video contains about 25 minutes of searching for tools, clamps and the die, all of which becomes external once a checklist and a pre-staged cart are used. Standardising die heights and fitting quick clamps removes another 30 minutes of adjustment. Two operators working in parallel on opposite sides bring the result to about 9 minutes.",
              "Shingo insisted that the largest gains come from organisation and simple engineering, not from expensive automation, which should be considered only once the method has been applied. The payoff is easy to quantify. If a press spends the same 90 minutes a day on changeovers, a 9-minute changeover allows ten changeovers instead of one, so each product can be made far more frequently in smaller batches.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-economics-of-happiness-and-well-being",
    discipline: "Happiness economics",
    title: "The Economics of Happiness and Well-Being",
    description:
      "Economists have long treated income as a stand-in for welfare; survey measures of life satisfaction now let them test that assumption directly. Topics are the measurement of subjective well-being, the Easterlin paradox and the income-happiness relationship, unemployment and well-being, and the use of WELLBYs in policy appraisal.",
    level: "intermediate",
    duration: "eight weeks (a weekly lecture and a data-analysis class)",
    plantedGap: "unemployment and well-being",
    modules: [
      {
        title: "Measuring Subjective Well-Being",
        description:
          "The main survey measures of well-being, their reliability and validity, and the statistical issues in analysing them.",
        lesson: {
          title: "Evaluations, experiences and their pitfalls",
          html: p(
            "Subjective well-being is usually divided into three kinds of measure. Evaluative measures ask people to judge their life as a whole, such as 'Overall, how satisfied are you with your life nowadays?' on a 0 to 10 scale, or the Cantril ladder, which asks respondents to place their life between the worst possible (0) and best possible (10). The Gallup World Poll uses the ladder, and it underlies the country rankings of the World Happiness Report. Experienced or hedonic measures capture feelings as they occur. Eudaimonic measures ask whether life feels meaningful or worthwhile.",
            "Since 2011 the UK Office for National Statistics has asked four questions in its Annual Population Survey, each scored 0 to 10: life satisfaction, whether the things you do are worthwhile, how happy you felt yesterday and how anxious you felt yesterday. Together they cover all three kinds of measure with very few questions.",
            "Experienced well-being needs different methods. In experience sampling, people are prompted at random moments, nowadays by smartphone, to report what they are doing and how they feel; Killingsworth and Gilbert (2010) used this approach to show that people are less happy when their minds wander. The Day Reconstruction Method, introduced by Kahneman and colleagues in 2004 with a sample of 909 employed women in Texas, asks respondents to divide the previous day into episodes and rate feelings in each, approximating sampling at far lower cost.",
            "Are the numbers meaningful? Single-item life satisfaction has moderate test-retest reliability and correlates with ratings by friends and family, with smiling, and with health outcomes. But responses are sensitive to context. Deaton (2012) found that in a large United States survey, asking political questions immediately before the life evaluation lowered the answers markedly, an effect later removed by inserting a buffer question.",
            "The statistical treatment matters too. The scales are ordinal, yet economists often analyse them with ordinary least squares as if they were cardinal. Ferrer-i-Carbonell and Frijters (2004) found that this choice changes results little compared with ordered models, while controlling for individual fixed effects changes them a great deal. Bond and Lang (2019) countered that group rankings by average happiness can be reversed by plausible monotonic transformations of the scale, so conclusions that rely on comparing means should be tested for robustness.",
          ),
        },
      },
      {
        title: "Does Money Buy Happiness? The Easterlin Paradox",
        description:
          "The evidence on income and well-being within countries, across countries and over time, and the explanations offered for it.",
        lesson: {
          title: "Rich people, rich countries and rising incomes",
          html: p(
            "In 1974 Richard Easterlin set out what became known as the Easterlin paradox. Within a country at a point in time, richer people report higher happiness than poorer people. Yet across countries the link looked weak, and in the United States average happiness had not risen between 1946 and 1970 despite substantial growth in real income per head. If income makes individuals happier, why does economic growth not make societies happier?",
            "Two explanations dominate. The first is relative income: people compare themselves with others, so if everyone's income rises together, no one feels better off. Luttmer (2005) found that, holding a person's own income constant, higher earnings among their neighbours were associated with lower reported happiness. The second is adaptation: people become accustomed to higher income and their aspirations rise, the so-called hedonic treadmill, so gains in well-being fade.",
            "The paradox has been challenged. Using larger datasets, including the Gallup World Poll, Deaton (2008) and Stevenson and Wolfers (2008) found a strong relationship between life evaluation and the logarithm of income per head across countries, with a gradient similar to that found within countries. A logarithmic relationship means that equal proportional increases matter equally: doubling income from $5,000 to $10,000 raises life satisfaction by about as much as doubling it from $50,000 to $100,000. Easterlin replied that the long-run time-series relationship, measured over ten years or more, remains close to zero even in fast-growing economies such as China, and the debate continues.",
            "A parallel debate concerns emotional well-being. Kahneman and Deaton (2010), analysing about 450,000 responses from a United States survey, found that life evaluation rose steadily with log income but that day-to-day emotional well-being levelled off above an annual income of about $75,000. Killingsworth (2021), using 1.7 million experience-sampling reports, found no such plateau. The two sides then collaborated: in a joint 2023 paper with Barbara Mellers, they showed that a plateau appears only among the least happy minority, roughly 15 to 20 per cent of people, whose happiness stops rising above about $100,000, while for everyone else it continues to rise.",
            "For policy, income matters, but as one input among many, and its distribution matters alongside its level.",
          ),
        },
      },
      {
        title: "Well-Being in Policy Appraisal",
        description:
          "How the WELLBY is defined and valued in UK appraisal guidance, and how to apply it to a policy option.",
        lesson: {
          title: "Putting a value on a WELLBY",
          html: p(
            "Measured well-being can be used to compare policies directly. The unit that makes this possible is the WELLBY, a well-being-adjusted life year, defined as a change of one point in life satisfaction on the 0 to 10 scale for one person for one year. It plays a role similar to the quality-adjusted life year (QALY) in health economics, but it applies to any policy area.",
            "In July 2021 HM Treasury published supplementary Green Book guidance on well-being in appraisal. It recommends a central value of £13,000 per WELLBY in 2019 prices, with a range of £10,000 to £16,000 for sensitivity analysis. The value can be used to convert well-being changes into money, so they can enter a cost-benefit analysis alongside other monetised costs and benefits.",
            "A worked example shows the arithmetic. A community programme is expected to raise the life satisfaction of 2,000 participants by 0.1 points for three years. That is 2,000 × 0.1 × 3 = 600 WELLBYs, worth 600 × £13,000 = £7.8 million at the central value, before discounting, and between £6 million and £9.6 million across the range. If the programme costs £4 million, it passes even at the low value, but the analyst's real task lies in the assumptions behind the 0.1.",
            "Three questions decide whether such an estimate is credible. First, attribution: the effect size should come from a study with a credible counterfactual, ideally a randomised trial or a strong quasi-experiment, not from a cross-sectional correlation. Second, persistence: because people adapt, effects often fade, so assuming a constant effect for several years can overstate the benefit; evidence on how long effects last is often the weakest part of an appraisal. Third, scope: effects on family members and others outside the target group may be large, and leaving them out can bias comparisons between policies.",
            "Advocates, such as Frijters and Krekel in their 2021 handbook on well-being policy-making, argue that WELLBYs allow very different policies, from mental health services to parks, to be compared on one scale. Critics worry about the reliability of small changes in self-reported data and about treating a point of life satisfaction as equally valuable for everyone. Both concerns are reasons to report well-being estimates transparently, with ranges, rather than to ignore them.",
          ),
        },
      },
    ],
  },
];
