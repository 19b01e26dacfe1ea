/** Sixth held-out evaluation courses, intermediate level (tax law to emergency management); see ai-courses-heldout6.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT6_B: EvalCourse[] = [
  {
    slug: "federal-income-taxation",
    discipline: "Tax law",
    title: "Federal Income Taxation of Individuals",
    description:
      "A second-year law school course on gross income and exclusions, divorce and alimony, business and personal deductions, tax credits, and capital gains and basis, for JD students who have completed first-year contracts and property.",
    level: "intermediate",
    duration: "one semester (3 credits)",
    plantedGap: "divorce and alimony",
    modules: [
      {
        title: "Gross Income and Exclusions",
        description: "What counts as income under section 61, and what Congress has excluded.",
        lesson: {
          title: "All income from whatever source derived",
          html: p(
            "Section 61(a) of the Internal Revenue Code defines gross income as 'all income from whatever source derived', followed by a non-exhaustive list that includes compensation for services, business income, interest, rents, dividends and gains from dealings in property. The breadth is deliberate. In Commissioner v. Glenshaw Glass Co. (1955), the Supreme Court held that punitive damages recovered in an antitrust suit were taxable, describing income as 'undeniable accessions to wealth, clearly realized, and over which the taxpayers have complete dominion'. That formulation remains the starting point for any question about whether a receipt is income.",
            "The form of a benefit does not matter. In Old Colony Trust Co. v. Commissioner (1929), an employer paid its president's federal income tax directly to the government; the Court held that the payment was additional income to the employee, because the discharge of a person's obligation by another is equivalent to receiving cash. Found property is also income: in Cesarini v. United States (1969), a couple who discovered about $4,467 in old currency inside a used piano they had bought for $15 were taxed on it in the year of discovery.",
            "Not every economic benefit is taxed. Borrowed money is not income, because the borrower's wealth is offset by the obligation to repay; it becomes income only if the debt is later forgiven. Imputed income, such as the value of living in your own home or of cleaning it yourself, is not taxed in the United States, although economists regard it as income.",
            "Congress has also enacted specific exclusions. Section 102 excludes gifts, bequests and inheritances; under Commissioner v. Duberstein (1960), a transfer is a gift only if it proceeds from 'detached and disinterested generosity', so the Cadillac that Duberstein received from a business contact in thanks for customer referrals was taxable. Section 101 excludes life insurance proceeds paid by reason of death, and section 103 excludes interest on most state and local bonds. Students often reason backwards from fairness; the correct method is to ask first whether the receipt is an accession to wealth, and then whether a specific statutory exclusion applies.",
          ),
        },
      },
      {
        title: "Deductions and Credits",
        description: "Business and personal deductions, and how credits differ from deductions.",
        lesson: {
          title: "Reducing income and reducing tax",
          html:
            p(
              "Deductions reduce the income on which tax is computed; credits reduce the tax itself. The distinction matters because deductions are worth more to high-bracket taxpayers. The structure of the individual return is easiest to see as a sequence:",
            ) +
            "<ol><li>Gross income (section 61), less exclusions.</li><li>Less 'above-the-line' deductions listed in section 62, such as trade or business expenses of the self-employed, giving adjusted gross income (AGI).</li><li>Less the greater of the standard deduction or itemized deductions (for example, home mortgage interest and charitable contributions), and any qualified business income deduction, giving taxable income.</li><li>Apply the rate schedule in section 1 to find the tax.</li><li>Subtract credits to find the tax due or the refund.</li></ol>" +
            p(
              "The central business deduction is section 162(a), which allows 'all the ordinary and necessary expenses paid or incurred during the taxable year in carrying on any trade or business'. In Welch v. Helvering (1933), a businessman who voluntarily repaid the debts of his failed former employer to rebuild his reputation could not deduct the payments; Justice Cardozo held that they were not 'ordinary', observing that 'life in all its fullness must supply the answer'. Section 262 denies deductions for personal, living or family expenses, which is why commuting from home to a regular workplace is not deductible, and section 263 requires capital expenditures, such as buying a machine, to be capitalized and recovered through depreciation rather than deducted at once.",
              "The value of a deduction equals the amount deducted times the taxpayer's marginal rate. For a taxpayer in the 24 percent bracket, a $1,000 deduction saves $240, while for one in the 12 percent bracket it saves $120. A $1,000 credit saves both of them $1,000. Marginal and average rates are also frequently confused: under a progressive schedule, moving into a higher bracket taxes only the dollars above the threshold at the higher rate, so a raise never reduces after-tax income through the rate schedule alone.",
              "Credits may be nonrefundable, reducing tax only to zero, or refundable, so that any excess is paid to the taxpayer. The earned income tax credit in section 32 is refundable, which is why it operates as a wage subsidy for low-income workers.",
            ),
        },
      },
      {
        title: "Capital Gains and Basis",
        description: "Realization, basis and the preferential treatment of long-term capital gains.",
        lesson: {
          title: "Gain, loss and basis",
          html: p(
            "Gain on a sale of property is not income until it is realized. Under section 1001, gain equals the amount realized less the adjusted basis, and loss is the reverse. Basis is usually cost (section 1012), increased by capital improvements and reduced by depreciation. If you buy shares for $10,000 and sell them for $16,000, your realized gain is $6,000; an unsold share that has doubled in value produces no tax at all, which is why the realization requirement is central to tax planning.",
            "Section 1221 defines a capital asset by exclusion: all property held by the taxpayer except, among other things, inventory and property held primarily for sale to customers, depreciable property and real property used in a trade or business, and accounts receivable. Stocks, bonds and a personal residence held by an individual are typical capital assets. Gain on a capital asset held for more than one year is long-term and is taxed at preferential rates of 0, 15 or 20 percent under section 1(h), depending on income; gain on assets held for one year or less is short-term and is taxed as ordinary income.",
            "Capital losses are limited. Individuals may deduct capital losses against capital gains and then against up to $3,000 of ordinary income a year (section 1211(b)); the unused loss carries forward indefinitely (section 1212(b)). Section 1091 disallows a loss on a 'wash sale', in which substantially identical securities are bought within 30 days before or after the sale, and adds the disallowed loss to the basis of the new shares.",
            "How property was acquired changes its basis. Property received by gift generally takes the donor's basis (section 1015), so the built-in gain shifts to the donee; for computing a loss, however, basis is limited to the fair market value at the time of the gift if that was lower. Property acquired from a decedent takes a basis equal to its fair market value at death (section 1014). If a parent bought land for $50,000 that is worth $400,000 at death, the heir's basis is $400,000 and the $350,000 of appreciation is never taxed as income, a result often called the 'step-up'. Finally, section 121 lets an individual exclude up to $250,000 of gain ($500,000 for most married couples filing jointly) on the sale of a principal residence owned and used as such for two of the five preceding years.",
          ),
        },
      },
    ],
  },
  {
    slug: "principles-of-toxicology",
    discipline: "Toxicology",
    title: "Principles of Toxicology",
    description:
      "An intermediate course on dose-response relationships, toxicokinetics, metabolism and bioactivation, genotoxicity assays, and chemical risk assessment, for second- and third-year students of pharmacy, biomedical science and environmental health.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "genotoxicity assays",
    modules: [
      {
        title: "Dose and Response",
        description: "Why the dose makes the poison, and how toxicity is quantified.",
        lesson: {
          title: "Describing dose-response relationships",
          html:
            p(
              "Toxicology's founding principle is usually attributed to Paracelsus (1493-1541): 'All things are poison, and nothing is without poison; only the dose makes a thing not a poison.' Water, oxygen and table salt are all toxic at sufficient doses, and the most potent toxins are harmless below some exposure. The question is therefore never simply whether a substance is toxic, but at what dose, by what route and over what period.",
              "A graded dose-response curve relates dose to the magnitude of an effect in one individual or tissue, for example the fall in blood cholinesterase activity with increasing exposure to an organophosphate. A quantal curve relates dose to the proportion of a population showing an all-or-none effect, such as death. Plotted against log dose, quantal data usually form a sigmoid curve, from which the median lethal dose (LD50), the dose expected to kill half of the test animals, is read. J. W. Trevan introduced the LD50 in 1927 to standardise biological preparations such as digitalis and insulin.",
            ) +
            "<table><tr><th>Substance</th><th>Approximate oral LD50 in the rat</th></tr><tr><td>Ethanol</td><td>7,000 mg/kg</td></tr><tr><td>Sodium chloride</td><td>3,000 mg/kg</td></tr><tr><td>Caffeine</td><td>190 mg/kg</td></tr><tr><td>Nicotine</td><td>50 mg/kg</td></tr><tr><td>Botulinum toxin (all routes, estimated)</td><td>about 1 ng/kg</td></tr></table>" +
            p(
              "The LD50 says nothing about the shape of the curve. Two compounds with the same LD50 can differ greatly in slope: with a steep curve, a small increase above a harmless dose is lethal. For that reason regulators rely more on the no-observed-adverse-effect level (NOAEL), the highest tested dose without a significant adverse effect, and the lowest-observed-adverse-effect level (LOAEL). Both depend on the doses chosen for the study, which is a known weakness. For medicines, the therapeutic index (TD50/ED50, or LD50/ED50 in animals) compares the toxic and effective doses; digoxin and lithium have narrow indices and require monitoring of blood concentrations.",
            ),
        },
      },
      {
        title: "Toxicokinetics",
        description: "Absorption, distribution and elimination of toxicants, with simple calculations.",
        lesson: {
          title: "What the body does to a toxicant",
          html: p(
            "Toxicokinetics describes the absorption, distribution, metabolism and excretion (ADME) of a toxicant, and so determines how much reaches the target tissue and for how long. Most chemicals cross membranes by passive diffusion, which favours small, lipid-soluble, un-ionised molecules. For weak acids and bases, ionisation depends on pH and pKa according to the Henderson-Hasselbalch equation: aspirin (pKa about 3.5) is largely un-ionised in the acid stomach, while weak bases are absorbed mainly in the small intestine, whose vast surface area in any case makes it the main site of absorption for most substances.",
            "After absorption, a compound taken orally passes through the liver before it reaches the systemic circulation, so first-pass metabolism can remove much of it. Inhaled and dermal exposures avoid this, which is one reason why route of exposure changes toxicity. Distribution follows blood flow and affinity: lipophilic organochlorines such as DDT and the dioxins accumulate in adipose tissue, and lead is stored in bone, where its half-life is measured in decades. Stored toxicant is not necessarily harmless; weight loss or pregnancy can mobilise it.",
            "Two parameters summarise distribution and elimination. The apparent volume of distribution (Vd) is the dose divided by the initial plasma concentration; a Vd far larger than total body water (about 42 L in a 70 kg adult) indicates extensive tissue binding. Clearance (CL) is the volume of plasma cleared of the compound per unit time. The elimination half-life follows from both: t½ = 0.693 × Vd / CL. For a compound with a Vd of 40 L and a clearance of 4 L/h, the half-life is 0.693 × 40 / 4, or about 6.9 hours. With repeated exposure, concentrations approach steady state after four to five half-lives, roughly 28 to 35 hours here.",
            "Most elimination follows first-order kinetics, in which a constant fraction is removed per unit time. Ethanol is the classic exception: alcohol dehydrogenase saturates at low concentrations, so elimination becomes zero-order, with a roughly constant amount (about 7 to 10 g an hour in an adult) removed regardless of concentration. Excretion is mainly renal, and biliary excretion can be followed by reabsorption from the gut, an enterohepatic cycle that prolongs exposure.",
          ),
        },
      },
      {
        title: "Metabolism and Bioactivation",
        description: "Phase I and phase II reactions, and how metabolism can create a toxic product.",
        lesson: {
          title: "When metabolism makes things worse",
          html: p(
            "Xenobiotic metabolism generally converts lipophilic compounds into more water-soluble products that can be excreted in urine or bile. Phase I reactions (oxidation, reduction and hydrolysis) introduce or expose a functional group; the cytochrome P450 (CYP) enzymes of the liver's endoplasmic reticulum perform most oxidations. Phase II reactions conjugate the compound or its phase I product with an endogenous molecule: glucuronic acid, sulphate, glutathione, an acetyl group or an amino acid. The usual result is detoxification, but not always. When metabolism produces a more toxic species, the process is called bioactivation.",
            "Paracetamol (acetaminophen) is the standard example. At therapeutic doses most of it is conjugated with glucuronide or sulphate, and only about 5 to 10 per cent is oxidised by CYP2E1 and CYP3A4 to the reactive N-acetyl-p-benzoquinone imine (NAPQI), which is immediately conjugated with glutathione and excreted. After an overdose the conjugation pathways saturate, more drug is diverted to NAPQI, and hepatic glutathione is depleted. Once it falls below roughly 30 per cent of normal, NAPQI binds covalently to cellular proteins, particularly mitochondrial proteins, causing necrosis that is most severe in the centrilobular region (zone 3), where CYP2E1 is most concentrated.",
            "The antidote works by restoring the detoxifying pathway. Acetylcysteine supplies cysteine for glutathione synthesis and is almost completely protective when started within 8 hours of ingestion. In the UK, since 2012, treatment is given to any patient whose plasma paracetamol concentration lies on or above a line joining 100 mg/L at 4 hours to 15 mg/L at 15 hours after ingestion. Factors that raise CYP2E1 activity (such as chronic alcohol use) or deplete glutathione (such as starvation) increase susceptibility.",
            "Methanol shows bioactivation by a different enzyme. Methanol itself is only mildly toxic, but alcohol dehydrogenase converts it to formaldehyde and then formic acid, which causes metabolic acidosis and damage to the optic nerve. Treatment therefore blocks alcohol dehydrogenase with fomepizole or with ethanol, which competes for the enzyme, while haemodialysis removes both methanol and formate. A common misconception is that faster metabolism is always protective; for compounds that are bioactivated, enzyme induction can make poisoning worse.",
          ),
        },
      },
      {
        title: "Chemical Risk Assessment",
        description: "The four-step framework and the derivation of tolerable intakes.",
        lesson: {
          title: "From animal data to safe exposure limits",
          html: p(
            "Hazard and risk are not the same. Hazard is the intrinsic capacity of a substance to cause harm; risk is the probability that harm will occur under specific conditions of exposure. A highly hazardous chemical sealed in a drum poses little risk, while a mildly hazardous one inhaled daily by thousands of workers may pose a considerable one. The framework used by most regulators was set out by the US National Research Council in 1983 (the 'Red Book') and has four steps: hazard identification, dose-response assessment, exposure assessment and risk characterisation.",
            "For effects believed to have a threshold, the dose-response step produces a health-based guidance value such as a tolerable daily intake (TDI), an acceptable daily intake (ADI) for food additives and pesticide residues, or a reference dose (RfD) in US usage. The value is derived by dividing a point of departure by uncertainty factors. The point of departure is traditionally the NOAEL from the most sensitive relevant animal study, although the benchmark dose approach (typically the lower confidence limit on the dose causing a 10 per cent response, the BMDL10) is increasingly preferred because it uses the whole dose-response curve. The default uncertainty factor is 100: a factor of 10 for differences between animals and humans and 10 for variability among humans.",
            "Consider a worked example. A two-year rat study gives a NOAEL of 5 mg/kg body weight per day for liver effects. Dividing by 100 gives a TDI of 0.05 mg/kg bw/day, or 3.5 mg/day for a 70 kg adult. If monitoring shows the chemical in drinking water at 0.4 mg/L and an adult drinks 2 L a day, intake is 0.8 mg/day, or about 0.011 mg/kg bw/day. The hazard quotient, exposure divided by the guidance value, is 0.011 / 0.05, or about 0.23. A quotient below 1 suggests that adverse effects are unlikely; above 1 it indicates a need for closer assessment, not that harm is certain.",
            "Additional factors may be applied when the database is incomplete, when only a LOAEL is available, or when a study was shorter than the exposure of concern. Students should remember that these factors express uncertainty and policy judgement, not measured biology, and that exposure assessment, which is often the weakest step, needs as much scrutiny as the toxicity data.",
          ),
        },
      },
    ],
  },
  {
    slug: "textile-fibres-and-fabrics",
    discipline: "Textile science",
    title: "Textile Fibres and Fabrics",
    description:
      "An intermediate course on fibre classification and properties, yarn formation and linear density, woven and knitted fabric structures, and dyeing and colour fastness, for second-year students of textile technology and fashion design.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "dyeing and colour fastness",
    modules: [
      {
        title: "Fibre Classification and Properties",
        description: "Natural, regenerated and synthetic fibres, and how their chemistry shapes their behaviour.",
        lesson: {
          title: "What a fibre is made of",
          html:
            p(
              "Textile fibres are classified by origin. Natural fibres are either cellulosic (cotton from seed hairs, flax and hemp from plant stems) or protein (wool and other animal hairs, and silk from the cocoon of the silkworm Bombyx mori). Regenerated fibres such as viscose and lyocell are made by dissolving wood pulp cellulose and extruding it through a spinneret, so they are cellulose chemically but man-made in form. Synthetic fibres, including polyester, nylon and acrylic, are polymers made from petrochemicals.",
              "Chemistry explains much of a fibre's behaviour. Cellulose has many hydroxyl groups, so cotton absorbs water and is stronger wet than dry, which is why cotton sheets survive repeated laundering. Wool is keratin, with a scaly surface and a natural crimp that traps air and gives warmth and resilience; the scales also cause felting when wool is agitated in hot water. Polyester (polyethylene terephthalate) absorbs almost no water, so it dries quickly but can feel clammy and builds up static. All the common synthetics are thermoplastic: they soften and melt with heat, which allows heat-setting of pleats but also means a hot iron can glaze or hole them.",
              "Moisture regain, the mass of water held by a fibre as a percentage of its oven-dry mass, is measured after conditioning in the standard atmosphere of 20 °C and 65 per cent relative humidity. Typical values are shown below.",
            ) +
            "<table><tr><th>Fibre</th><th>Class</th><th>Approx. moisture regain</th><th>Burning behaviour</th></tr><tr><td>Cotton</td><td>Natural cellulosic</td><td>8.5%</td><td>Burns quickly, smells of paper, soft grey ash</td></tr><tr><td>Wool</td><td>Natural protein</td><td>15-17%</td><td>Smoulders, smells of burning hair, crushable black bead</td></tr><tr><td>Viscose</td><td>Regenerated cellulosic</td><td>11-13%</td><td>Like cotton</td></tr><tr><td>Nylon 6,6</td><td>Synthetic</td><td>about 4%</td><td>Melts and shrinks from flame, hard bead</td></tr><tr><td>Polyester</td><td>Synthetic</td><td>about 0.4%</td><td>Melts, sooty smoke, hard bead</td></tr></table>" +
            p(
              "Because regain varies, fibre is traded at a conventional 'commercial' regain, so that a buyer does not pay for water. If 1,000 kg of wool is delivered with a regain of 20 per cent, its dry mass is 1,000 / 1.20, or 833 kg.",
            ),
        },
      },
      {
        title: "Yarns and Linear Density",
        description: "How fibres become yarn, how twist works, and how yarn fineness is expressed.",
        lesson: {
          title: "Spinning, twist and count",
          html: p(
            "Fibres come as staple, short lengths measured in centimetres (cotton is typically 22 to 35 mm), or as filament, effectively continuous strands such as silk or extruded polyester. Staple fibres must be spun: they are opened, cleaned, carded into a web that aligns them roughly, drawn out into a thinner strand and then twisted. Ring spinning, the most common system for quality yarns, inserts twist as a traveller runs around a ring; rotor (open-end) spinning is faster and cheaper but gives a bulkier, weaker yarn with a less regular structure.",
            "Twist binds staple fibres together through friction. Its direction is described by the letters S and Z: if you hold the yarn vertically, the fibres of an S-twist yarn slope like the middle stroke of an S, and those of a Z-twist yarn like the middle of a Z. Most single yarns are Z-twisted. When two or more singles are plied, the plying twist is usually in the opposite direction (Z singles, S ply) so that the torques partly cancel and the yarn does not snarl. Strength rises with twist up to an optimum, beyond which the fibres are so inclined to the yarn axis that strength falls again, and the yarn becomes hard and lively.",
            "Yarn fineness is expressed as linear density. Direct systems give mass per unit length, so a larger number means a thicker yarn: the tex is grams per 1,000 m, the decitex (dtex) grams per 10,000 m, and the denier grams per 9,000 m. Indirect systems give length per unit mass, so a larger number means a finer yarn: the English cotton count (Ne) is the number of 840-yard hanks that weigh one pound.",
            "Conversions are routine. A yarn of which 100 m weighs 2 g has a linear density of 20 tex. Because the denier uses 9,000 m instead of 1,000 m, denier = 9 × tex, so a 150 denier filament yarn is about 16.7 tex, or 167 dtex. Tex and English count are related by tex = 590.5 / Ne, so a 30s cotton yarn is about 19.7 tex. A frequent error is to assume that a higher count always means a thicker yarn: that is true for tex and denier but false for Ne.",
          ),
        },
      },
      {
        title: "Woven and Knitted Structures",
        description: "Interlacing and interlooping, and how fabric structure determines handle and stretch.",
        lesson: {
          title: "Interlacing and interlooping",
          html: p(
            "A woven fabric is made by interlacing two sets of yarns at right angles. The warp (ends) runs along the length of the fabric and is held under tension on the loom; the weft (picks) is inserted across it. The density of a cloth is stated as ends and picks per centimetre, and the firmly woven edges on each side are the selvedges. Because warp yarns must withstand tension and abrasion during weaving, they are usually stronger and more highly twisted than weft yarns. Woven fabrics are stable along warp and weft but stretch considerably on the bias, at 45 degrees, which dressmakers exploit for drape.",
            "Three basic weaves underlie most others. In plain weave each weft passes over one end and under the next, giving the maximum number of interlacings, a firm fabric and the same appearance on both faces; calico, poplin and taffeta are examples. In twill, the interlacing point moves one end along on each pick, producing diagonal lines; denim is usually a 3/1 twill, in which each warp yarn passes over three picks and under one. Satin has long floats and widely spaced, non-adjacent interlacings, giving a smooth, lustrous face that snags easily. The longer the float, the softer and more flexible the fabric, but the poorer its resistance to abrasion and the more the yarns can slip.",
            "Knitted fabrics are made by interlooping a yarn. In weft knitting, as in hand knitting and the circular machines that make T-shirt jersey, one yarn runs across the fabric forming a row of loops; in warp knitting, many yarns run lengthways, each forming loops that interlock with neighbouring yarns, as in tricot lingerie fabrics. The rows of loops across the fabric are called courses and the columns along it wales, and fabric density is stated as courses and wales per centimetre.",
            "Because loops can deform, knitted fabrics stretch and recover far more than woven ones, which is why they are used for sportswear and hosiery. Weft knits have one important weakness: if a yarn breaks, loops can unravel down a wale, producing a ladder (a 'run' in American usage). Warp knits resist laddering, and single jersey also curls at its cut edges, a nuisance when sewing that experienced machinists learn to anticipate.",
          ),
        },
      },
    ],
  },
  {
    slug: "choral-conducting-techniques",
    discipline: "Choral conducting",
    title: "Choral Conducting Techniques",
    description:
      "An intermediate course covering conducting gesture and beat patterns, preparations and releases, vowel unification and diction, score study and rehearsal planning, and repertoire selection, for music education and voice majors who have completed basic conducting.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "repertoire selection",
    modules: [
      {
        title: "Gesture, Preparations and Releases",
        description: "Beat patterns, the ictus, and how a conductor starts and stops a choir.",
        lesson: {
          title: "Breathing with the choir",
          html: p(
            "A conducting pattern is a map of the measure in the air. In the standard right-hand patterns, the first beat always falls straight down, and the last beat always rises. A two-pattern moves down and up; a three-pattern moves down, out to the right and up; a four-pattern moves down, in to the left, out to the right and up. The ictus is the precise point at which each beat occurs, usually felt as a small rebound at the bottom of the gesture, and singers take their timing from it. A clear ictus depends on a consistent plane (usually around the height of the lower chest) and on a relaxed wrist; a tense arm produces a blurred ictus and a tense sound.",
            "The preparatory gesture is the most important single motion a choral conductor makes, because singers must breathe before they sing. The preparation is one beat long, is given in the tempo of the music that follows, and shows its character, dynamic and articulation: a small, quick, light preparation invites a light staccato entrance, and a broad, slow one invites a sustained forte. Breathe with the singers on the preparation, and your own breath will shape the gesture. An entrance on a beat other than one is prepared from the preceding beat, so for a piece beginning on beat 3 of a four-pattern you give beat 2 as the preparation.",
            "The release, or cutoff, must be prepared just as an entrance is. A common method is a small loop or circular motion that comes to a definite stop, with the stop showing exactly when the sound ends. Decide where final consonants go: in 'Amen' the [n] should be placed together by the whole choir at the release, not trailing off at different times. For a fermata, stop the pattern and sustain the gesture, then release it and, if the music continues, use the release as the preparation for what follows.",
            "The left hand should do something different from the right. Mirroring the beat pattern in both hands adds nothing; instead use the left hand to cue entrances, shape crescendos, and show sustain or tension, and rest it when there is nothing to show. Students often make gestures too large: large motions take longer to complete and make the ictus harder to read, so conduct as small as the music allows.",
          ),
        },
      },
      {
        title: "Vowel Unification and Diction",
        description: "Uniting a choir's vowels and handling English diphthongs and Latin pronunciation.",
        lesson: {
          title: "One vowel, one choir",
          html:
            p(
              "A choir sounds in tune and blended largely when its singers form the same vowels. Most choral conductors teach five 'pure' vowels, [i], [e], [a], [o] and [u], as in Italian, using International Phonetic Alphabet (IPA) symbols to avoid the ambiguity of English spelling. Singers are asked for 'tall' vowels, with a relaxed, lowered jaw and lifted soft palate, which slightly rounds and darkens [i] and [e] so that they match the naturally darker [o] and [u]. If one section sings [a] with a spread, wide mouth and another with a tall one, the resulting chord will sound out of tune even when the pitches are correct.",
              "English diphthongs need particular care. A diphthong is two vowels in one syllable, and the rule in choral singing is to sustain the first vowel and move to the second only at the very end of the note. In 'night' the choir sustains [a] and adds [ɪ] just before the next consonant; in 'day' it sustains [e] and adds [ɪ] late. Moving to the second vowel early produces the nasal 'na-eet' that audiences hear as amateurish. Final [r], as in 'Lord', is usually softened or omitted in formal choral English, and voiced consonants such as [m], [n] and [l] can be given pitch and a little length.",
            ) +
            "<p>Ecclesiastical (Italianate) Latin is the pronunciation most often used for sacred works. A few rules cover most texts:</p><ul><li><strong>c</strong> before e, i, ae or oe is [tʃ], as in caeli [ˈtʃɛli].</li><li><strong>g</strong> before e or i is [dʒ], as in regina; <strong>gn</strong> is [ɲ], as in Agnus [ˈaɲus].</li><li><strong>h</strong> is silent, except in mihi and nihil, which are sung [ˈmiki] and [ˈnikil].</li><li><strong>xc</strong> before e or i is [kʃ], as in excelsis [ɛkˈʃɛlsis].</li><li><strong>ae</strong> and <strong>oe</strong> are both [ɛ], and every vowel is pure.</li></ul>" +
            p(
              "Many scholars prefer a regional Latin (German or French) for composers such as Bach or Fauré, but a choir must at least be consistent within a piece.",
            ),
        },
      },
      {
        title: "Score Study and Rehearsal Planning",
        description: "Preparing a score and structuring an efficient rehearsal.",
        lesson: {
          title: "Preparing before the first downbeat",
          html: p(
            "The conductor's most important work happens away from the choir. Thorough score study means that you can sing every line, know where each part breathes, understand the form and harmony, and hear the piece in your head before you hear it in the room. A practical sequence is to read the text first and translate it word by word if it is not in English; then identify the form (for example, ABA or strophic) and mark the main cadences; then sing or play each voice part alone, marking likely problem spots such as awkward leaps, exposed entrances and passages where the accompaniment does not support the singers; and finally mark breaths, releases and your own gestures in pencil.",
            "Rehearsal planning turns that knowledge into a schedule. Begin with a warm-up of about 10 to 15 minutes that does more than loosen voices: if today's music includes a long descending chromatic line, build that shape into the vocalises. Rehearse the most demanding material early, while singers are fresh, and end with something they already sing well, so that they leave with a sense of success. A whole-part-whole approach works for most pieces: sing through a section so the choir hears its shape, isolate and fix the problems, then put it back in context.",
            "Feedback should be specific and brief. 'Altos, measure 23, the F-sharp is flat; think it higher' is useful; 'that wasn't very good' is not. Robert Shaw was well known for insisting on precise rhythmic work, having choirs count-sing the numbers of the beats on pitch to secure rhythm and ensemble before adding text. Research on rehearsal pacing suggests that conductors who talk less and keep the choir singing hold attention better, so aim for short instructions followed immediately by singing.",
            "Finally, plan your time in minutes. A 90-minute rehearsal might allocate 15 minutes to warm-up, 30 to the newest and hardest piece, 20 each to two pieces in progress and 5 to a final run-through. Write the plan on the board so that singers know what to expect, and after each rehearsal note what was achieved and what needs to change next time.",
          ),
        },
      },
    ],
  },
  {
    slug: "emergency-management-principles",
    discipline: "Emergency management",
    title: "Principles of Emergency Management",
    description:
      "A course on the four phases of emergency management, the Incident Command System, hazard identification and risk assessment, emergency operations centers, and evacuation and sheltering, for public administration, fire science and public safety students.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "evacuation and sheltering",
    modules: [
      {
        title: "The Four Phases",
        description: "Mitigation, preparedness, response and recovery as a framework for emergency management.",
        lesson: {
          title: "A comprehensive approach",
          html: p(
            "Modern emergency management in the United States rests on the idea of comprehensive emergency management, set out in a 1979 report by the National Governors' Association. It proposed that all hazards, natural and human-caused, be managed through four phases: mitigation, preparedness, response and recovery. The same year, President Carter created the Federal Emergency Management Agency (FEMA), consolidating agencies that had previously handled different pieces of the problem.",
            "Mitigation is sustained action to reduce or eliminate long-term risk to people and property. Examples include building codes for wind and seismic loads, elevating homes above the base flood elevation, and buying out properties that flood repeatedly. Studies by the National Institute of Building Sciences estimated that each dollar spent on federal mitigation grants saves about six dollars in future losses. Preparedness builds the capability to respond: plans, training, stockpiles and exercises. The Homeland Security Exercise and Evaluation Program (HSEEP) distinguishes discussion-based exercises, such as tabletop exercises in which officials talk through a scenario, from operations-based exercises, which range from drills to functional exercises to full-scale exercises with responders in the field.",
            "Response covers the actions taken immediately before, during and after an incident to save lives, protect property and meet basic human needs: search and rescue, firefighting, emergency medical care and restoring critical services. Recovery is the longer process of restoring a community, from debris removal and temporary repairs to rebuilding housing and the local economy, and it can take years. Federal assistance for major disasters is authorized by the Robert T. Stafford Disaster Relief and Emergency Assistance Act of 1988, and it generally follows a governor's request and a presidential disaster declaration.",
            "A common misconception is that the phases are strictly sequential. In practice they overlap: recovery planning should begin during response, and rebuilding is the best opportunity for mitigation, for example by reconstructing a washed-out bridge higher and with wider spans rather than exactly as before. The phases are better thought of as a cycle in which lessons from each event feed the next round of mitigation and preparedness.",
          ),
        },
      },
      {
        title: "The Incident Command System",
        description: "The standardized management structure used to command incidents of any size.",
        lesson: {
          title: "Who is in charge, and of what",
          html:
            p(
              "The Incident Command System (ICS) grew out of FIRESCOPE, a program created after disastrous California wildfires in 1970, when agencies found that they could not coordinate because they used different structures, terms and radio procedures. Homeland Security Presidential Directive 5 (2003) led to the National Incident Management System (NIMS) in 2004, which made ICS the standard for incidents in the United States; agencies must adopt NIMS to receive federal preparedness grants.",
              "ICS is organized by function rather than by agency, and it expands or contracts with the incident. The Incident Commander is responsible for the whole incident and performs every function until delegating it. On larger incidents the structure looks like this:",
            ) +
            "<ul><li><strong>Command Staff</strong>, reporting to the Incident Commander: the Public Information Officer, the Safety Officer (who can stop unsafe acts immediately) and the Liaison Officer (the contact for assisting agencies).</li><li><strong>Operations Section</strong>: directs all tactical resources.</li><li><strong>Planning Section</strong>: collects and evaluates information, tracks resources and prepares the Incident Action Plan.</li><li><strong>Logistics Section</strong>: provides facilities, services, food, equipment and communications support.</li><li><strong>Finance/Administration Section</strong>: tracks costs, time, procurement and compensation claims.</li></ul>" +
            p(
              "Several principles make the system work. Span of control should be between three and seven subordinates per supervisor, with five considered optimal, so a Division Supervisor with eleven strike teams should split the division. Common terminology and plain language replace agency-specific codes. Each operational period, often 12 hours, is managed by an Incident Action Plan with measurable objectives. When several jurisdictions share responsibility, for instance a fire spanning a county line, a Unified Command lets their leaders set joint objectives without giving up their own authority. A frequent mistake is treating ICS as a military rank structure: position in ICS depends on qualifications and assignment, not on seniority in the home agency.",
            ),
        },
      },
      {
        title: "Hazard Analysis and Emergency Operations Centers",
        description: "Assessing a community's hazards and coordinating support from an EOC.",
        lesson: {
          title: "Knowing your hazards and coordinating support",
          html: p(
            "A hazard identification and risk assessment (HIRA) is the foundation of every emergency plan, because a jurisdiction cannot prepare for everything equally. The process begins by identifying hazards from historical records, scientific data and local knowledge: floods, tornadoes, hazardous materials routes, dam failure, pandemic disease. Each hazard is then profiled by its likely frequency, magnitude, duration, seasonality and speed of onset. A flash flood gives minutes of warning and a drought months, and that difference changes what preparedness looks like.",
            "Risk is commonly expressed as likelihood multiplied by consequence, and planners often use a 5 × 5 matrix. Suppose a county rates riverine flooding 4 for likelihood (expected several times a decade) and 4 for consequence, giving a score of 16, and a chemical release from a rail line 2 for likelihood but 5 for consequence, giving 10. The scores do not decide priorities mechanically, but they make the reasoning explicit and comparable. A vulnerability assessment then asks who and what is exposed: critical facilities in the floodplain, nursing homes, people who depend on home medical equipment, and residents with limited English. The DHS Threat and Hazard Identification and Risk Assessment (THIRA) adds a step of setting capability targets, such as the number of people a jurisdiction must be able to rescue within a given time.",
            "When a major incident occurs, the emergency operations center (EOC) supports those in the field. A common misunderstanding is that the EOC commands the incident; tactical command remains with the Incident Commander on scene, while the EOC coordinates resources, gathers and shares situational information, supports policy decisions by elected officials and communicates with state and federal partners. EOCs typically use activation levels, for example from routine monitoring, through partial activation with key agencies present, to full activation with all functions staffed around the clock, although the numbering of levels differs between jurisdictions.",
            "An EOC may be organized along ICS lines, by emergency support functions (for example, transportation or public works), or as a departmental structure. Whichever model is chosen, the center needs redundant power and communications, and it should not sit in the floodplain or other high-hazard zone that it is meant to manage.",
          ),
        },
      },
    ],
  },
];
