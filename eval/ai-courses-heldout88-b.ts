/** Eighty-eighth held-out evaluation courses, intermediate level; see ai-courses-heldout88.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT88_B: EvalCourse[] = [
  {
    slug: "classical-syriac-grammar-and-reading",
    discipline: "Syriac language",
    title: "Classical Syriac: Grammar and Reading",
    description:
      "Passages from the Peshitta Gospels and Ephrem's hymns are the goal of this second-year course, which consolidates the three scripts and their pronunciation traditions, the noun states, and the verbal stems and weak verbs.",
    level: "intermediate",
    duration: "ten weeks (two one-hour language classes a week)",
    plantedGap: "Ephrem's hymns",
    modules: [
      {
        title: "Scripts and Pronunciation: Estrangela, Serto and East Syriac",
        description:
          "Reading all three Syriac scripts with their vowel systems, and understanding the West and East Syriac pronunciation traditions.",
        lesson: {
          title: "One Alphabet, Three Hands",
          html: p(
            "Syriac, the Aramaic dialect of Edessa, is written from right to left in an alphabet of 22 consonants, most of which join to the following letter. Three forms of the script are in use. Estrangela is the oldest, found in manuscripts of the fifth and sixth centuries and still used for many printed editions and for headings. After the church divided in the fifth century, two descendants developed: Serto, the rounded cursive of the West Syriac (Syriac Orthodox and Maronite) tradition, and the East Syriac or Madnhaya script of the Church of the East.",
            "The consonant skeleton is the same in all three, but vowels are marked differently. West Syriac uses small signs derived from Greek vowel letters, placed above or below the line; East Syriac uses combinations of dots. Most texts, including many Peshitta editions, are only partly vocalised, so readers must recognise word patterns.",
            "The two traditions also pronounce the language differently. The clearest difference is that West Syriac pronounces long ā as o: the word for 'book' is ktābā in East Syriac and ktobo in West Syriac. Students should choose one system and use it consistently; this course transliterates in the East Syriac, more conservative, form.",
            "Several diacritics are essential even in unvocalised text:",
            "<ul><li>Dalath and resh have the same shape and are distinguished only by a dot below (dalath) or above (resh).</li><li>Seyame, two dots placed above a word, mark the plural, which is otherwise often invisible in the consonants.</li><li>The six consonants b, g, d, k, p, t have a hard and a soft pronunciation; after a vowel they are normally softened, so b becomes v and k becomes kh. The dots called qushshaya and rukkakha mark hard and soft pronunciation where scribes chose to show it.</li></ul>",
            "A good exercise is to write the same short sentence in all three scripts. Copying by hand fixes the letter shapes far faster than reading alone, and it shows which letters, such as the final forms of nun and kaph, change most between the hands.",
          ),
        },
      },
      {
        title: "Nouns in Three States and the Verbal Stems",
        description:
          "Absolute, emphatic and construct nouns, the particle d-, and the six derived stems of the regular and weak verb.",
        lesson: {
          title: "From ktābā to ʾettaqṭal",
          html: p(
            "Syriac nouns have three states. The emphatic state, ending in -ā in the singular, was once the definite form but in Classical Syriac has become the ordinary form of the noun, so ktābā means either 'a book' or 'the book'. The absolute state, ktāb, survives mainly in numerals, distributive expressions and predicates. The construct state links a noun to a following noun: bar nāšā, 'son of man', uses bar, the construct of brā, 'son'. In the plural the endings are -ē (emphatic), -īn (absolute) and -ay (construct): ktābē, ktābīn, ktābay.",
            "Syriac prefers to avoid the construct by using the particle d-, 'of, which, who'. It can simply link two nouns, or it can follow a noun that already carries a possessive suffix pointing forward to the second noun. The Peshitta Gospels render 'the Son of Man' in exactly this way as breh d-nāšā, literally 'his son, of man'.",
            "The verb is built on three-consonant roots in six main stems, shown here with the root q-ṭ-l, 'kill':",
            "<table><tr><th>Stem</th><th>Perfect 3ms</th><th>Typical meaning</th></tr><tr><td>Peʿal</td><td>qṭal</td><td>basic: he killed</td></tr><tr><td>Ethpeʿel</td><td>ʾetqṭel</td><td>passive of Peʿal</td></tr><tr><td>Paʿʿel</td><td>qaṭṭel</td><td>intensive or factitive</td></tr><tr><td>Ethpaʿʿal</td><td>ʾetqaṭṭal</td><td>passive of Paʿʿel</td></tr><tr><td>Aphʿel</td><td>ʾaqṭel</td><td>causative</td></tr><tr><td>Ettaphʿal</td><td>ʾettaqṭal</td><td>passive of Aphʿel</td></tr></table>",
            "The imperfect uses prefixes, and Syriac, unlike Biblical Aramaic, marks the third person masculine with n- rather than y-: neqṭol, 'he will kill'. The active participle qāṭel, combined with an enclitic pronoun, supplies the present tense: qāṭel-nā, 'I kill'.",
            "Weak roots change shape predictably. A verb with first radical n assimilates it in the imperfect, so npal, 'he fell', becomes neppel. Verbs with a weak final radical end in -ā in the perfect and -ē in the imperfect, as ḥzā, 'he saw', neḥzē. Hollow verbs keep a long vowel: qām, 'he rose', nqūm.",
          ),
        },
      },
      {
        title: "Reading the Peshitta: The Lord's Prayer",
        description:
          "A guided grammatical reading of Matthew 6:9-10 in the Peshitta, applying the noun states, suffixes and verbal stems.",
        lesson: {
          title: "Matthew 6:9-10 Word by Word",
          html: p(
            "The Peshitta is the standard Syriac Bible. Its Old Testament was translated from Hebrew, probably in the second century AD, and its New Testament text was established by the early fifth century, replacing the earlier Old Syriac Gospels and Tatian's harmony. The Lord's Prayer in Matthew 6:9-10 reads, in East Syriac transliteration: ʾabūn d-ba-šmayyā, netqaddaš šmāk, tēʾtē malkūtāk, nehwē ṣebyānāk, ʾaykannā d-ba-šmayyā ʾāp b-ʾarʿā.",
            "<ul><li>ʾabūn: 'our father', ʾabā with the first person plural suffix, an irregular form worth memorising.</li><li>d-ba-šmayyā: the particle d- introduces a relative clause without a verb, 'who (are) in heaven'; ba- is the preposition b-, 'in', and šmayyā is a plural-only noun in the emphatic state.</li><li>netqaddaš: Ethpaʿʿal imperfect third person masculine singular of q-d-š, 'may it be sanctified'; note the n- prefix and the t of the Eth- stems.</li><li>šmāk: 'your name', šmā with the second person masculine singular suffix -āk.</li><li>tēʾtē: imperfect third person feminine singular of ʾetā, 'come'; the t- prefix agrees with the feminine noun that follows.</li><li>malkūtāk: 'your kingdom', from malkūtā, built with the abstract ending -ūtā, which is always feminine.</li><li>nehwē: imperfect of hwā, 'be', a weak-final verb ending in -ē.</li><li>ṣebyānāk: 'your will'.</li><li>ʾaykannā … ʾāp: 'as … so also'; b-ʾarʿā, 'on earth', with the feminine noun ʾarʿā.</li></ul>",
            "Three points repay attention. First, the imperfects here are jussive in sense, expressing wishes, a common use of the imperfect with no separate form. Second, the verb precedes its subject throughout, the normal order in Peshitta narrative and prayer. Third, the phrase ʾaykannā d-ba-šmayyā repeats d-ba-šmayyā from the opening line, framing the two halves of the petition.",
            "Students should first read the verse aloud from an unvocalised Estrangela text, then parse every word on paper, naming stem, tense, person, number and gender for verbs, and state and suffix for nouns. Comparing the Syriac with the Greek of Matthew shows where the translators followed the Greek word order and where they preferred natural Syriac idiom.",
          ),
        },
      },
    ],
  },
  {
    slug: "rehabilitation-after-spinal-cord-injury",
    discipline: "Spinal cord injury rehabilitation",
    title: "Rehabilitation after Spinal Cord Injury",
    description:
      "Rehabilitation after spinal cord injury turns a neurological level into a realistic plan for independence. Practitioners learn to classify injuries with the International Standards, prevent and manage autonomic dysreflexia, orthostatic hypotension and pressure injury, set functional goals by level, and address sexual function.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour seminar a week alongside clinical placement)",
    plantedGap: "sexual function",
    modules: [
      {
        title: "Classifying the Injury: ISNCSCI and the AIS",
        description:
          "Performing the standardised sensory and motor examination and deriving the neurological level and ASIA Impairment Scale grade.",
        lesson: {
          title: "From Examination to Neurological Level",
          html: p(
            "The International Standards for Neurological Classification of Spinal Cord Injury (ISNCSCI), maintained by the American Spinal Injury Association, give every team the same language for describing an injury. The examination has a sensory and a motor part, both performed supine.",
            "Sensation is tested at key points in 28 dermatomes on each side, from C2 to S4-5, for light touch and for pinprick, each scored 0 (absent), 1 (altered) or 2 (normal). Motor testing grades ten key muscle groups on each side from 0 to 5:",
            "<table><tr><th>Level</th><th>Key muscle function</th><th>Level</th><th>Key muscle function</th></tr><tr><td>C5</td><td>Elbow flexors</td><td>L2</td><td>Hip flexors</td></tr><tr><td>C6</td><td>Wrist extensors</td><td>L3</td><td>Knee extensors</td></tr><tr><td>C7</td><td>Elbow extensors</td><td>L4</td><td>Ankle dorsiflexors</td></tr><tr><td>C8</td><td>Long finger flexors</td><td>L5</td><td>Long toe extensors</td></tr><tr><td>T1</td><td>Little finger abductors</td><td>S1</td><td>Ankle plantar flexors</td></tr></table>",
            "The sensory level on each side is the most caudal dermatome with normal light touch and pinprick. The motor level is the lowest key muscle graded at least 3, provided every key muscle above it is graded 5. The single neurological level of injury (NLI) is the most rostral of the four sensory and motor levels.",
            "Completeness depends on sacral sparing: light touch or pinprick at S4-5, deep anal pressure, or voluntary anal contraction. The ASIA Impairment Scale (AIS) then grades the injury:",
            "<ul><li>A, complete: no sensory or motor function in S4-5.</li><li>B, sensory incomplete: sacral sensation spared but no motor function more than three levels below the motor level on either side.</li><li>C, motor incomplete: motor function preserved below the NLI, with fewer than half the key muscles below it graded 3 or more.</li><li>D, motor incomplete, with at least half graded 3 or more.</li><li>E, normal, in a person who previously had deficits.</li></ul>",
            "The first examination should be repeated at around 72 hours and at intervals, because the grade then predicts recovery: many people with AIS C and most with AIS D injuries regain walking, whereas conversion from AIS A is uncommon.",
          ),
        },
      },
      {
        title: "Autonomic Dysreflexia, Orthostatic Hypotension and Pressure Injury",
        description: "Recognising and managing the medical complications that most often interrupt rehabilitation.",
        lesson: {
          title: "Complications That Every Therapist Must Recognise",
          html: p(
            "Autonomic dysreflexia occurs in people with injuries at or above T6, above the main sympathetic outflow to the splanchnic circulation. A noxious stimulus below the injury, most often a full bladder or blocked catheter, and next most often a loaded bowel, triggers a reflex sympathetic discharge that cannot be moderated from the brain. The splanchnic vessels constrict and blood pressure rises. Baroreceptors detect the rise and the brain slows the heart and dilates vessels above the injury, producing a pounding headache, flushing and sweating above the level, nasal stuffiness and often bradycardia.",
            "It is defined as a rise in systolic pressure of 20 mmHg or more above baseline, and the baseline matters: many people with tetraplegia normally run a systolic pressure of 90 to 110 mmHg, so 140 mmHg may already be dangerous. Management follows a fixed order:",
            "<ol><li>Sit the person up and lower the legs to pool blood in the lower limbs.</li><li>Loosen clothing, leg-bag straps and binders.</li><li>Check the bladder: look for a kinked or blocked catheter, or catheterise.</li><li>If pressure remains high, check the bowel, using anaesthetic gel.</li><li>If systolic pressure stays at 150 mmHg or above, give a rapid-acting antihypertensive as prescribed, such as glyceryl trinitrate or nifedipine, and keep monitoring.</li></ol>",
            "Orthostatic hypotension, a fall of at least 20 mmHg systolic or 10 mmHg diastolic within three minutes of sitting or standing up, is common in the first weeks after cervical and high thoracic injury because sympathetic tone to the vessels is lost. It is managed with abdominal binders, compression stockings, gradual tilt-table progression, adequate fluid and salt, and sometimes midodrine.",
            "Pressure injuries develop over the sacrum, ischial tuberosities, heels and greater trochanters because sensation and movement are absent. Prevention means pressure-redistributing mattresses and cushions, turning in bed every two to four hours initially, and teaching wheelchair users to relieve pressure every 15 to 30 minutes for one to two minutes, by leaning forward or to each side, and to inspect their skin daily with a mirror.",
          ),
        },
      },
      {
        title: "Setting Functional Goals by Neurological Level",
        description:
          "Using expected outcomes by level to set realistic goals for mobility, transfers and self-care, and protecting the tenodesis grip.",
        lesson: {
          title: "What Each Level Makes Possible",
          html: p(
            "The neurological level gives a first estimate of what a person can achieve with a complete injury, and the Consortium for Spinal Cord Medicine's outcome guidelines summarise these expectations. They are starting points, adjusted for age, body build, other injuries, motivation and the home environment.",
            "<table><tr><th>Level</th><th>New key function</th><th>Typical expected outcomes</th></tr><tr><td>C4</td><td>Diaphragm, neck and shoulder elevation</td><td>Power wheelchair with head or chin control; dependent for transfers and personal care</td></tr><tr><td>C5</td><td>Elbow flexion, shoulder abduction</td><td>Power chair with hand control; eats with adapted utensils and splints; assisted transfers</td></tr><tr><td>C6</td><td>Wrist extension</td><td>Tenodesis grasp; manual chair on level surfaces; may transfer with a sliding board</td></tr><tr><td>C7</td><td>Elbow extension</td><td>Independent level transfers and manual chair use; largely independent self-care</td></tr><tr><td>C8-T1</td><td>Hand function</td><td>Independent in wheelchair skills and personal care</td></tr><tr><td>Thoracic</td><td>Trunk control increasing with level</td><td>Independent manual chair use; standing in a frame for exercise</td></tr><tr><td>L2-L4</td><td>Hip flexion, knee extension</td><td>Walking with orthoses and aids, often for short distances</td></tr></table>",
            "The C6 level illustrates how therapy protects future function. When a person with active wrist extension but no finger flexion extends the wrist, the long finger flexors are passively tightened and the fingers close against the thumb; letting the wrist drop opens the hand. This tenodesis grip lets people pick up cups, cutlery and pens. It depends on slight tightness of the finger flexors, so therapists never stretch the fingers into full extension while the wrist is extended; they range the fingers with the wrist flexed, and the wrist with the fingers flexed.",
            "Triceps at C7 makes a large practical difference, because elbow extension allows a person to lift the body in depression transfers and to push a chair up slopes. Strengthening latissimus dorsi, pectorals and triceps, and practising transfers between bed, chair, toilet and car, take up much of inpatient therapy for people with lower cervical injuries.",
            "Goals should be written with the person, expressed as measurable tasks, and reviewed as motor recovery occurs, which is greatest in the first six months.",
          ),
        },
      },
    ],
  },
  {
    slug: "sanctions-compliance-in-financial-services",
    discipline: "Sanctions compliance",
    title: "Sanctions Compliance in Financial Services",
    description:
      "How does a bank know that a payment to a trading company in Dubai does not benefit a designated person? Participants work through the UK, EU and US sanctions regimes; ownership and control tests; name screening and alert handling; licences and reporting; and vessel tracking.",
    level: "intermediate",
    duration: "six weeks (one evening webinar and one case workshop a week)",
    plantedGap: "vessel tracking",
    modules: [
      {
        title: "Legal Frameworks: OFSI, OFAC and the EU",
        description:
          "The legal basis, jurisdiction and enforcement approach of the three sanctions regimes that matter most to a UK financial institution.",
        lesson: {
          title: "Three Regimes, One Payment",
          html: p(
            "Financial sanctions restrict dealings with designated persons and with certain countries or sectors. A UK bank processing a payment in US dollars for a customer with EU subsidiaries may be subject to all three major regimes at once, so compliance teams must understand each.",
            "In the United Kingdom, sanctions are made under the Sanctions and Anti-Money Laundering Act 2018, with separate regulations for each regime, such as the Russia (Sanctions) (EU Exit) Regulations 2019. The Office of Financial Sanctions Implementation (OFSI), part of HM Treasury, maintains the consolidated list of asset freeze targets and enforces financial sanctions. Since June 2022 OFSI can impose civil monetary penalties on a strict liability basis, meaning it need not prove that the firm knew or suspected a breach.",
            "In the United States, the Office of Foreign Assets Control (OFAC), part of the Treasury Department, administers sanctions mainly under the International Emergency Economic Powers Act. Its best-known list is the Specially Designated Nationals and Blocked Persons (SDN) List. US jurisdiction reaches US persons wherever located, anyone in the United States, and transactions that pass through the US financial system, which is why dollar payments between two non-US banks can still breach US sanctions. Civil liability is also strict.",
            "In the European Union, sanctions are adopted as Council regulations under Article 215 of the Treaty on the Functioning of the European Union, are directly binding in every member state, and are enforced by national authorities. For Russia, Regulation 269/2014 contains the asset freeze and Regulation 833/2014 the sectoral measures.",
            "The core asset freeze prohibition is similar in all three: do not deal with funds or economic resources owned, held or controlled by a designated person, and do not make funds available to or for the benefit of that person, directly or indirectly. The words 'indirectly' and 'for the benefit of' are what make ownership analysis and careful screening necessary, since designated persons rarely appear by name on a payment.",
          ),
        },
      },
      {
        title: "Ownership and Control",
        description:
          "Applying the OFAC 50 Percent Rule and the UK and EU ownership and control tests to corporate structures.",
        lesson: {
          title: "When Is an Unlisted Company Caught?",
          html: p(
            "Most sanctions breaches by banks involve companies that are not themselves listed but are owned or controlled by listed persons. The three regimes test this differently, and a structure can be caught under one but not another.",
            "OFAC's 50 Percent Rule treats any entity owned 50 per cent or more, directly or indirectly, individually or in the aggregate, by one or more blocked persons as itself blocked, even if it appears on no list. Ownership is traced through chains of entities: if a blocked person owns 100 per cent of company B, and B owns 50 per cent of company C, C is blocked. Control without ownership does not trigger the rule, although OFAC warns firms to be cautious with entities that blocked persons control.",
            "The UK test catches an entity that a designated person owns or controls, directly or indirectly. Ownership means holding more than 50 per cent of the shares or voting rights, or the right to appoint or remove a majority of the board. Control also covers cases where it is reasonable to expect that the designated person could ensure that the company's affairs are conducted according to their wishes. OFSI does not aggregate the holdings of different designated persons unless they are held jointly or under an arrangement. EU guidance uses a similar more-than-50-per-cent ownership test with a list of control indicators.",
            "<table><tr><th>Structure</th><th>OFAC</th><th>UK</th></tr><tr><td>Designated person A owns 30% and designated person B owns 25% of X, independently</td><td>Blocked: 55% in aggregate</td><td>Not owned under the more-than-50% test; assess control</td></tr><tr><td>A owns 50% exactly</td><td>Blocked</td><td>Not owned, since 50% is not more than half; assess control</td></tr><tr><td>A owns 10% but appoints the chief executive and signs contracts</td><td>Not blocked by the rule; high risk</td><td>Likely controlled</td></tr></table>",
            "Analysts should build an ownership chart from registry data and customer documents, record the sources and dates, and escalate any case where a designated person appears anywhere in the structure, even below the thresholds.",
          ),
        },
      },
      {
        title: "Screening, Alerts, Licences and Reporting",
        description:
          "How name-matching systems work, how analysts decide alerts, and what to do when a true match, a licence or a reporting duty arises.",
        lesson: {
          title: "From Fuzzy Match to Report",
          html: p(
            "Banks screen customers at onboarding and whenever the lists change, and screen payments in real time before they are released. Screening software compares names against list entries using fuzzy matching, because names are misspelled, abbreviated and transliterated: Muhammad, Mohammed and Mohamad are the same name. Common techniques include edit-distance measures such as Levenshtein distance, the Jaro-Winkler similarity score, which weights agreement at the start of a string, and phonetic algorithms that reduce names to sound codes.",
            "Each match produces a score, and the bank sets a threshold above which an alert is raised. Lowering the threshold catches more true matches but multiplies false positives; in many banks well over 95 per cent of alerts are false. Thresholds should therefore be set by testing the system against known list names with deliberate variations, and the results documented.",
            "An analyst deciding an alert compares secondary identifiers on the list entry with the customer or payment data: date of birth, nationality, address, passport or company registration number, and the parties, goods and countries in the payment. A decision to discount an alert must state which identifiers differ. Ambiguous alerts go to a second reviewer.",
            "When a match is confirmed, the bank freezes the funds or rejects the payment and reports. UK firms must tell OFSI as soon as practicable when they know or have reasonable cause to suspect that a person is designated or has breached sanctions. OFAC requires reports of blocked property and of rejected transactions within ten business days.",
            "Dealings with frozen funds are lawful only under a licence. General licences, published by OFSI or OFAC, permit defined activities for anyone who meets their conditions, such as paying routine legal fees; specific licences are applied for case by case. Firms using a general licence must keep records and, for many UK general licences, notify OFSI within a set period.",
          ),
        },
      },
    ],
  },
  {
    slug: "vacuum-technology-for-laboratories-and-industry",
    discipline: "Vacuum technology",
    title: "Vacuum Technology for Laboratories and Industry",
    description:
      "Topics include the kinetic theory of gases, flow regimes and conductance, pump selection from rotary vane to turbomolecular, pumpdown and outgassing, pressure gauges, leak detection, and applications such as vacuum brazing.",
    level: "intermediate",
    duration: "eight weeks (one lecture and one laboratory session a week)",
    plantedGap: "vacuum brazing",
    modules: [
      {
        title: "Gas Kinetics, Pressure Ranges and Flow",
        description:
          "Mean free path, flow regimes and conductance, and how pipework limits the pumping speed delivered to a chamber.",
        lesson: {
          title: "Why the Pipe Matters as Much as the Pump",
          html: p(
            "Vacuum practice uses the millibar (1 mbar = 100 Pa) alongside the pascal and the torr (1 Torr = 133.3 Pa). The conventional ranges are rough or low vacuum from atmospheric pressure to 1 mbar, medium vacuum from 1 to 10⁻³ mbar, high vacuum from 10⁻³ to 10⁻⁷ mbar, and ultra-high vacuum below 10⁻⁷ mbar.",
            "The key quantity is the mean free path, the average distance a molecule travels between collisions. For air at room temperature the product of mean free path and pressure is roughly 6.7 × 10⁻³ mbar·cm, so the mean free path is about 67 micrometres at 1 mbar but about 67 metres at 10⁻⁶ mbar, far larger than the chamber. Comparing it with a typical dimension d gives the Knudsen number, Kn = λ/d. Below about 0.01 the gas flows as a viscous continuum, molecules colliding mainly with each other; above about 0.5 flow is molecular, molecules colliding mainly with the walls; between lies transitional flow.",
            "In molecular flow, gas cannot be pushed towards a pump; molecules arrive at the pump inlet only by random motion, so the geometry of the connecting pipe matters greatly. Its conductance C, in litres per second, describes how readily gas passes. For air at 20 °C a thin aperture has a conductance of about 11.6 L/s per square centimetre of area, and a long round tube C ≈ 12.1 d³/l, with diameter d and length l in centimetres. Conductances in series combine like resistors in parallel: 1/C = 1/C₁ + 1/C₂ + …",
            "The effective pumping speed at the chamber is given by 1/S_eff = 1/S + 1/C. Consider a turbomolecular pump of 250 L/s connected through a tube 10 cm in diameter and 50 cm long. The tube's conductance is 12.1 × 1000 ÷ 50 = 242 L/s, so S_eff = 1 ÷ (1/250 + 1/242) ≈ 123 L/s: half the pump's speed is lost in the pipe. The lesson is to mount high-vacuum pumps as close to the chamber as possible, through the widest and shortest connection the design allows.",
            "Gas load is expressed as throughput, Q = pS, in mbar·L/s, which is conserved along a pumping line in steady state.",
          ),
        },
      },
      {
        title: "Pumps and Pumpdown",
        description:
          "How the main mechanical, momentum-transfer and capture pumps work, and estimating pumpdown time from volume and speed.",
        lesson: {
          title: "Choosing Pumps and Predicting Pumpdown",
          html: p(
            "No single pump works from atmosphere to high vacuum, so systems combine a backing pump with a high-vacuum pump.",
            "<table><tr><th>Pump</th><th>Principle</th><th>Typical ultimate pressure</th></tr><tr><td>Two-stage rotary vane</td><td>Oil-sealed vanes sweep gas from inlet to exhaust</td><td>About 10⁻³ mbar</td></tr><tr><td>Scroll</td><td>Dry: one spiral orbits inside a fixed spiral</td><td>About 10⁻² mbar</td></tr><tr><td>Turbomolecular</td><td>Rotor blades moving at speeds comparable with molecular speeds give molecules momentum towards the exhaust</td><td>10⁻⁹ mbar and below with suitable backing</td></tr><tr><td>Ion pump</td><td>Ionised gas is buried in titanium cathodes</td><td>Below 10⁻¹⁰ mbar</td></tr><tr><td>Cryopump</td><td>Gas condenses or adsorbs on surfaces at 10 to 20 K</td><td>10⁻¹⁰ mbar</td></tr></table>",
            "Rotary vane pumps have a gas ballast valve that admits a little air during compression so that water vapour is exhausted before it condenses in the oil. Scroll pumps avoid oil entirely and are preferred where hydrocarbon contamination would spoil the process. Turbomolecular pumps spin at between about 20 000 and 90 000 revolutions per minute and must exhaust into a backing pump, at a foreline pressure from about 0.1 to 10 mbar depending on the design. Their compression ratio depends strongly on molecular mass: for nitrogen it may reach 10⁸ or more, for hydrogen only 10³ to 10⁵, which is why hydrogen dominates the remaining gas in well-pumped stainless steel systems.",
            "In the rough range the chamber volume dominates and pressure falls exponentially: t = (V/S) ln(p₀/p). A 100 L chamber pumped by a 10 m³/h rotary pump, about 2.78 L/s, has a time constant V/S of 36 s, so reaching 1 mbar from 1000 mbar takes 36 × ln 1000 ≈ 250 s, a little over four minutes, ignoring conductance losses.",
            "Below about 10⁻³ mbar the gas comes mainly from surfaces, not the volume. Water vapour adsorbed on the walls desorbs slowly and the pressure falls only roughly in proportion to 1/t. Reducing exposed area, venting with dry nitrogen rather than room air, and heating the chamber to 150 to 250 °C for ultra-high vacuum speed up this stage far more than a larger pump.",
          ),
        },
      },
      {
        title: "Measuring Pressure and Finding Leaks",
        description:
          "Selecting gauges across the pressure range, correcting for gas type, and locating leaks with helium and rate-of-rise tests.",
        lesson: {
          title: "Gauges, Helium and the Rate-of-Rise Test",
          html: p(
            "Pressure gauges are either direct, measuring force on a surface, or indirect, measuring a gas property that depends on pressure. A capacitance diaphragm gauge senses the deflection of a thin diaphragm; it reads true pressure independent of gas type, and each head covers about four decades, so two or three heads span atmosphere to 10⁻⁴ mbar. Pirani gauges measure heat loss from a heated wire, which depends on thermal conductivity and so on gas type, and are useful from about 10⁻³ to 100 mbar.",
            "Below 10⁻³ mbar, ionisation gauges are used. Cold-cathode gauges (Penning and inverted magnetron types) sustain a discharge in a magnetic field and read roughly 10⁻² to 10⁻⁹ mbar. Hot-cathode Bayard-Alpert gauges ionise gas with electrons from a heated filament and reach about 10⁻¹⁰ mbar; their lower limit is set by soft X-rays from the grid releasing electrons from the collector. Ionisation gauges are calibrated for nitrogen, and other gases need correction: the relative sensitivity for helium is about 0.18, so a helium atmosphere reads at less than a fifth of its true pressure.",
            "Leak rates are expressed in mbar·L/s. The most sensitive method is helium leak detection, using a small mass spectrometer tuned to mass 4 and connected to the pumped system. The operator sprays small amounts of helium on suspect joints from outside; helium entering through a leak gives a signal within seconds. Modern detectors sense leaks below 10⁻¹¹ mbar·L/s. Because helium is light and rises, spraying begins at the top of the system and works downwards, and fans or draughts must be avoided.",
            "A rate-of-rise test distinguishes leaks from outgassing. Close the valve to the pump and record pressure against time. The gas load is Q = V Δp/Δt. A real leak gives a straight-line rise that continues indefinitely, whereas outgassing produces a rise that curves over as the surfaces approach equilibrium. Virtual leaks, gas trapped in blind tapped holes or between surfaces, behave like slow real leaks and are avoided with vented screws and careful design.",
          ),
        },
      },
    ],
  },
  {
    slug: "sociolinguistics-variation-identity-and-contact",
    discipline: "Sociolinguistics",
    title: "Sociolinguistics: Variation, Identity and Contact",
    description:
      "Language varies with who is speaking, to whom and where. Building on introductory linguistics, the course examines the linguistic variable and quantitative methods, social networks and communities of practice, code-switching and language shift, and language attitudes.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one data seminar a week)",
    plantedGap: "language attitudes",
    modules: [
      {
        title: "The Linguistic Variable and Labov's Methods",
        description:
          "How variationist sociolinguistics defines, collects and counts variables, from the New York department stores to regression models.",
        lesson: {
          title: "Counting the (r) in Fourth Floor",
          html: p(
            "Variationist sociolinguistics begins from the observation that speakers choose between alternative ways of saying the same thing, and that these choices are patterned, not random. The unit of analysis is the linguistic variable: a set of variants with the same meaning, such as the presence or absence of /r/ after a vowel in words like car, or the ending of walking pronounced [ɪŋ] or [ɪn].",
            "William Labov's department store study of 1962, reported in The Social Stratification of English in New York City (1966), showed how such a variable tracks social class. Labov asked shop assistants in three stores of different prestige, Saks Fifth Avenue, Macy's and S. Klein, for a department he knew was on the fourth floor, then pretended not to hear to elicit a careful repetition. The phrase contains two possible postvocalic /r/ sounds. Assistants who used some /r/ made up about 62 per cent at Saks, 51 per cent at Macy's and 21 per cent at Klein's, and all groups used more /r/ in the careful repetition.",
            "Labov's sociolinguistic interview then elicited a range of styles from the same speaker, from casual speech through careful speech, a reading passage and a word list to minimal pairs, on the principle that attention paid to speech increases use of prestige variants. The design addresses the observer's paradox: researchers want to study how people speak when not observed, but can obtain data only by observing them. Peter Trudgill's 1974 study of Norwich found the same interaction of class and style for (ing), with every class using more [ɪn] in casual speech.",
            "<ul><li>Define the variable and the envelope of variation: which contexts allow both variants.</li><li>Code every token, not a selection.</li><li>Record linguistic factors (following sound, word class) as well as social ones.</li></ul>",
            "Early studies reported percentages; current work fits mixed-effects logistic regression models, for example with R's lme4 package, which estimate the effect of each factor while treating individual speakers and words as random effects.",
          ),
        },
      },
      {
        title: "Social Networks and Communities of Practice",
        description:
          "Explaining variation through the ties between speakers and the social practices they share, from Belfast to Belten High.",
        lesson: {
          title: "From Class to Networks to Practice",
          html: p(
            "Social class explains much variation but not why individuals in the same class speak differently. Lesley Milroy's research in Belfast in the 1970s, published as Language and Social Networks (1980), studied three working-class communities: Ballymacarrett in the east of the city, and the Hammer and Clonard in the west. She measured each speaker's network with a scale from 0 to 5 based on density, how far a person's contacts know one another, and multiplexity, how far the same people are linked in several roles, as kin, neighbours, workmates and friends.",
            "Speakers embedded in dense, multiplex networks used more local vernacular variants. Milroy argued that such networks act as norm-enforcement mechanisms, maintaining local speech against pressure from standard forms, and that weakening of networks through unemployment, rehousing or commuting loosens that hold. The approach also explains why, in Ballymacarrett, where men worked locally in the shipyard, men's networks were denser and their speech more vernacular than women's, while in Clonard, with high male unemployment, the pattern differed.",
            "Penelope Eckert's ethnography of a Detroit suburban high school, which she called Belten High, moved the focus to practice. Two opposed groups, the school-oriented jocks and the urban-oriented burnouts, defined themselves through clothing, territory and activities, and also through vowels of the Northern Cities Shift. The burnouts, especially the most urban-oriented burnout girls, led in the newest changes, such as the backing of the vowel in but, using them as resources for constructing identity. Eckert drew on the concept of the community of practice: a group of people who come together around a shared enterprise and develop shared ways of doing things, including ways of speaking.",
            "Eckert later described three waves of variation study: the first correlating variables with broad categories such as class; the second using ethnography to find locally meaningful categories; and the third treating variants as carrying social meanings that speakers use stylistically. A single variant can carry a field of related meanings, its indexical field, which speakers activate differently in different situations.",
          ),
        },
      },
      {
        title: "Code-Switching and Language Shift",
        description:
          "Why bilinguals alternate languages within conversations and sentences, and how communities give up one language for another.",
        lesson: {
          title: "From Switching in a Sentence to Shifting over Generations",
          html: p(
            "Code-switching is the alternation of two languages or varieties within a conversation. Jan-Petter Blom and John Gumperz's study of Hemnesberget in northern Norway (1972) distinguished situational switching, where a change of setting or topic brings a change of code, from metaphorical switching, where speakers change code within the same situation to evoke the associations of the other variety. Residents used the local dialect, Ranamål, among themselves and standard Bokmål for official business, but might shift into Bokmål during a chat to signal an official stance.",
            "Shana Poplack's study of Puerto Rican speakers in New York, published in 1980 under the title Sometimes I'll start a sentence in Spanish y termino en español, showed that switching within sentences is grammatically constrained. Her equivalence constraint states that switches tend to occur where the word orders of the two languages coincide; her free morpheme constraint states that a switch cannot occur between a bound morpheme and its stem unless the stem has been phonologically integrated. She also found that the most fluent bilinguals made the most intra-sentential switches, countering the belief that switching signals incompetence. Carol Myers-Scotton's Matrix Language Frame model (1993) proposes instead that one language supplies the grammatical frame, including system morphemes, into which content words from the other are inserted.",
            "Language shift is the community-level replacement of one language by another. Susan Gal's study of Oberwart (Felsőőr) in Austria (1979) traced the shift from Hungarian to German. German was associated with industrial work and Hungarian with peasant life, and young women's preference for German-speaking worker husbands accelerated the change. The typical course runs over three generations: a monolingual first generation, a bilingual second generation and a third generation speaking only the new language.",
            "Joshua Fishman's Graded Intergenerational Disruption Scale (1991) ranks the threat to a language in eight stages, from stage 1, use in higher education and national media, to stage 8, where only a few isolated elderly speakers remain. Its central claim is that no revitalisation succeeds unless the language is again transmitted from parents to children at home.",
          ),
        },
      },
    ],
  },
];
