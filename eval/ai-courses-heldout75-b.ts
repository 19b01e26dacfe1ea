/** Seventy-fifth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout75.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT75_B: EvalCourse[] = [
  {
    slug: "saints-lives-reading-medieval-hagiography",
    discipline: "Hagiography",
    title: "Saints' Lives: Reading Medieval Hagiography",
    description:
      "Saints' lives were among the most copied narratives of the Middle Ages, and among the most misread by modern historians. The seminar traces the genre from Athanasius's Life of Antony to the Golden Legend, examining its stock motifs, the critical method of the Bollandists, canonisation processes and vernacular retellings, and asks what these texts can and cannot tell us about the past.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week, with set readings in English translation)",
    plantedGap: "canonisation processes",
    modules: [
      {
        title: "The Birth of a Genre",
        description:
          "Early Christian models of sanctity: martyr acts, Athanasius's Life of Antony and Sulpicius Severus's Life of Martin.",
        lesson: {
          title: "From martyr to ascetic",
          html: p(
            "The earliest Christian writing about holy people celebrated martyrs. Texts such as the Passion of Perpetua and Felicity, set in Carthage in 203 and partly presented as Perpetua's own prison diary, recorded trial, suffering and death, and were read aloud on the anniversary of the martyr's death, which Christians called the dies natalis, the birthday into heaven. Once Constantine ended persecution in the early fourth century, martyrdom became rare, and Christian writers needed a new model of heroic sanctity. They found it in the ascetic, whose lifelong renunciation was presented as a slower martyrdom.",
            "The decisive text was the Life of Antony, written in Greek by Athanasius, bishop of Alexandria, around 360, a few years after the Egyptian hermit's death in 356. It describes Antony's renunciation of his inheritance on hearing the Gospel command to sell all he had, his withdrawal ever deeper into the desert, his combat with demons who appear as beasts, women and soldiers, and the disciples who gathered round him. A Latin translation by Evagrius of Antioch carried it westward, and Augustine's Confessions, Book VIII, describes how the story of two officials converted by reading it helped precipitate his own conversion in Milan in 386.",
            "In Gaul, Sulpicius Severus wrote his Life of Martin of Tours around 396, while Martin was still alive; he died in 397. Martin was a former soldier turned monk and bishop, and the episode of him cutting his military cloak in half to clothe a beggar at Amiens became one of the most reproduced scenes in European art. Sulpicius presented Martin as a Western equal of the Egyptian desert fathers, and his text became a model for Latin lives for centuries.",
            "Reading across these texts reveals recurring motifs, or topoi: the precocious child who behaves like an old man, the puer senex; the decisive renunciation; struggles with demons; miracles modelled on those of Christ and the prophets; foreknowledge of death; and wonders at the tomb. Hagiographers borrowed freely, sometimes copying whole passages from earlier lives. For the historian, this means a motif found in a life is first evidence of literary imitation and only secondarily, if at all, evidence of an event.",
          ),
        },
      },
      {
        title: "Legend and Evidence: The Bollandist Method",
        description:
          "How the Bollandists and Hippolyte Delehaye taught historians to sift hagiographic texts for reliable evidence.",
        lesson: {
          title: "The Acta Sanctorum and the critical tradition",
          html: p(
            "Early modern scholars inherited a vast, uneven body of saints' lives, and Protestant critics attacked many of them as fables. The Flemish Jesuit Heribert Rosweyde planned a critical edition of the lives drawn from the best manuscripts, and after his death in 1629 the work was taken up by Jean Bolland, whose name the enterprise still bears. The first two volumes of the Acta Sanctorum, covering the saints of January, appeared in Antwerp in 1643. The collection was arranged by the calendar, saint by saint under each feast day, and each text was preceded by a commentary on its manuscripts, date and reliability. The project continued, with interruptions caused by the suppression of the Jesuits and the French Revolution, until its last volume appeared in 1940, by which point it had reached well over sixty folio volumes and had still not reached the end of the calendar year.",
            "The Bollandists also built the tools the discipline still uses. Their journal Analecta Bollandiana has appeared since 1882, and the Bibliotheca Hagiographica Latina, published in 1898 to 1901, assigns a number to every known Latin hagiographic text, so that scholars can cite, for example, a particular version of a passion precisely rather than by a vague title.",
            "The most influential Bollandist theorist was Hippolyte Delehaye. In Les légendes hagiographiques of 1905 he distinguished the history of a saint from the legend that grew around the saint, and ranked texts from official records of martyrs' trials through eyewitness accounts down to pure romances that borrowed a name and a place. In later work he argued that the most secure facts about an early saint are often the hagiographic coordinates: the date of the feast and the place of the cult. If a church in a particular city kept a feast on a particular day from an early date, that fact may be better evidence than any narrative.",
            "Delehaye's method remains a starting point, but later scholars widened the questions. Peter Brown's article on the rise and function of the holy man, published in 1971, read saints' lives for what they reveal about the social role of ascetics in late Roman villages, regardless of whether individual miracles happened. Today historians ask less whether a life is true than whose interests it served, who commissioned and read it, and how its author reshaped a saint for a particular audience.",
          ),
        },
      },
      {
        title: "The Golden Legend and Its Afterlives",
        description:
          "Jacobus de Voragine's compilation and its vernacular translations, adaptations and early printed editions.",
        lesson: {
          title: "Compiling sanctity for preachers and readers",
          html: p(
            "The single most successful collection of saints' lives in the Middle Ages was the Legenda aurea, the Golden Legend, compiled around the 1260s by Jacobus de Voragine, a Dominican friar who later became archbishop of Genoa in 1292. It was designed as a handbook for preachers. Its roughly 180 chapters follow the liturgical year from Advent onwards, mixing chapters on feasts of Christ and the Virgin with the lives of saints, and each life is condensed into a few pages of narrative drawn from earlier sources that Jacobus often names. More than a thousand Latin manuscripts survive, a figure matched by very few medieval texts.",
            "A distinctive feature is the etymology that opens many chapters. Jacobus explains a saint's name by several proposed derivations, usually false by modern standards but spiritually suggestive, before turning to the story. The practice reflects a medieval conviction that names disclose the nature of what they name, and preachers could turn each derivation into a point in a sermon.",
            "The Golden Legend moved rapidly into the vernaculars. Jean de Vignay's French translation, the Légende dorée, was made in the 1330s, and William Caxton printed an English Golden Legend at Westminster in 1483, drawing on the Latin, the French and an earlier English version. Caxton's edition, illustrated with woodcuts, was reprinted repeatedly before the Reformation. England also had its own verse collection, the South English Legendary, compiled in the late thirteenth century and surviving in many manuscripts, which shaped saints' stories for lay listeners in English.",
            "Adaptation always involved choices. Translators added local saints, omitted chapters their audiences would not need, and softened or sharpened episodes. A useful seminar exercise compares the same life, for example that of Margaret of Antioch, who bursts out of the belly of a dragon, in the Latin, in Caxton and in a verse version, and asks what each text emphasises.",
            "The collection's reputation fell sharply in the sixteenth century. The humanist Juan Luis Vives dismissed it as the work of a man with a mouth of iron and a heart of lead, and scholarly taste turned towards the source-critical approach later developed by the Bollandists. Modern scholars, by contrast, value the Golden Legend precisely as a window onto what medieval audiences heard and believed about the saints.",
          ),
        },
      },
    ],
  },
  {
    slug: "health-informatics-terminologies-interoperability-and-decision-support",
    discipline: "Health informatics",
    title: "Health Informatics: Terminologies, Interoperability and Decision Support",
    description:
      "Code a discharge summary in SNOMED CT, exchange it as an HL7 FHIR resource, and design an alert that clinicians will not ignore. Built for clinicians, analysts and developers moving into digital health roles, the course also covers information governance for patient data.",
    level: "intermediate",
    duration: "eight weeks (online, about six hours of study a week)",
    plantedGap: "information governance",
    modules: [
      {
        title: "Clinical Terminologies and Classifications",
        description:
          "The difference between a terminology and a classification, and how SNOMED CT and ICD-10 represent clinical meaning.",
        lesson: {
          title: "SNOMED CT concepts and ICD-10 codes",
          html: p(
            "Health records need coded data so that computers can search, count and reason over them, but there are two kinds of coding system with different purposes. A clinical terminology aims to record everything a clinician might want to say about a patient at the level of detail needed for care. A classification groups conditions into a limited set of mutually exclusive categories so that they can be counted consistently for statistics, funding and research. SNOMED CT is the leading terminology; ICD-10, the International Classification of Diseases maintained by the World Health Organization, is the leading classification.",
            "SNOMED CT contains more than 350,000 active concepts. Each concept has a numeric identifier that carries no meaning in itself, such as 22298006 for myocardial infarction, and several descriptions: a fully specified name that ends in a semantic tag, as in myocardial infarction (disorder), a preferred term for display, and synonyms such as heart attack. Concepts are linked by relationships. The is-a relationship builds a hierarchy in which a concept can have more than one parent, so that viral pneumonia is both a kind of pneumonia and a kind of viral infection. Attribute relationships define meaning, for example a finding site of lung structure and an associated morphology of inflammation. Because meaning is modelled, software can answer a query such as all disorders of the lung without a list of every code.",
            "ICD-10 works differently. Its chapters and three-character categories, such as I21 for acute myocardial infarction, are designed so that each case falls in one place. Rules and conventions govern which code is assigned, and the tenth revision, although superseded internationally by ICD-11 from 2022, remains in wide use for mortality statistics and for hospital activity data.",
            "The two systems are complementary. Clinicians record in SNOMED CT during care, and maps convert the record to ICD-10 for reporting; these maps are often many-to-one, because the terminology is more detailed than the classification, and some need human review where the map depends on context. In England, SNOMED CT became mandatory in primary care from April 2018 and was required across secondary care systems by 2020, making it the common language of NHS records.",
          ),
        },
      },
      {
        title: "Interoperability with HL7 FHIR",
        description:
          "Resources, RESTful interactions and profiles: how FHIR lets separate clinical systems exchange data that both can use.",
        lesson: {
          title: "Resources, REST and profiles",
          html: p(
            "Interoperability is usually described in layers. Foundational interoperability means one system can send data to another; structural interoperability means the receiver can parse the data because the format is agreed; semantic interoperability means the receiver understands the meaning, because both sides use the same codes; and organisational interoperability covers the policies and workflows that let data actually be used across organisations. Many older interfaces reached the structural layer but not the semantic one.",
            "Fast Healthcare Interoperability Resources, or FHIR, is the HL7 standard designed to make exchange easier for web developers. Its first draft was published in 2014, Release 4 in 2019 was the first to contain normative, stable content, and Release 5 followed in 2023. FHIR breaks healthcare information into about 150 resources, each a small, reusable unit such as Patient, Encounter, Observation, Condition, MedicationRequest or DiagnosticReport. Every resource has a logical id, metadata, a human-readable narrative and structured elements, and can be represented in JSON or XML.",
            "Resources are exchanged through a RESTful API over HTTP. Reading patient 123 from a server is a GET request to the Patient endpoint followed by the id; creating an observation is a POST of an Observation resource to the Observation endpoint. Searches use parameters: a request for a patient's heart rate observations can filter by the patient reference and by the LOINC code 8867-4, which identifies heart rate. Results return as a Bundle, a resource that contains other resources, and a Bundle can also carry a whole document, such as a discharge summary, as one unit.",
            "Semantic interoperability depends on coded elements. A FHIR CodeableConcept holds one or more codings, each with a system URI and a code, so that an Observation can carry both a LOINC code and a local code, and a Condition can carry a SNOMED CT concept.",
            "Base resources are deliberately general, so real projects constrain them with profiles. A profile might require that every Patient carries a national identifier, or that an Observation's code comes from a specified value set. Profiles are collected in implementation guides, such as US Core in the United States and UK Core in England, and servers can validate incoming resources against them. Extensions allow data that the base resource does not define, but every extension must be formally defined so that receivers can understand it.",
          ),
        },
      },
      {
        title: "Clinical Decision Support That Works",
        description:
          "Designing alerts and recommendations that fit clinical workflow and avoid the alert fatigue that undermines them.",
        lesson: {
          title: "The five rights and the problem of alert fatigue",
          html:
            p(
              "Clinical decision support, or CDS, covers any tool that gives clinicians or patients knowledge filtered for a particular person at an appropriate time. The most familiar examples are rule-based: if a prescriber orders a drug to which the patient has a recorded allergy, show a warning. Others include order sets, dose calculators, reminders for overdue screening, and predictive models that estimate the risk of deterioration or sepsis.",
              "The most common failure is not a wrong rule but an ignored one. A systematic review by van der Sijs and colleagues in 2006 found that clinicians overrode between 49 and 96 per cent of drug safety alerts. Each unnecessary interruption teaches users that alerts can be dismissed without reading, so the important warning is lost among the trivial. This is alert fatigue, and it turns a safety tool into a hazard.",
              "A widely used design checklist is the CDS Five Rights, associated with Jerome Osheroff and colleagues: the right information, to the right person, in the right format, through the right channel, at the right time in the workflow. A warning about renal dosing is most useful to the prescriber at the moment of ordering, not to a pharmacist hours later; a reminder about overdue vaccination may work better as a non-interruptive list on the patient summary than as a pop-up.",
              "Practical steps follow from these principles:",
            ) +
            "<ul><li>reserve interruptive alerts for serious, time-critical and highly specific situations, and tier the rest as passive information;</li><li>make the recommended action one click away, for example ordering the missing monitoring test from within the alert;</li><li>require a reason for overriding only when the reason will be reviewed and used;</li><li>monitor override rates for each alert, and retire or refine alerts that are overridden almost every time.</li></ul>" +
            p(
              "Standards now help CDS travel between systems. The HL7 CDS Hooks specification lets an electronic record call an external service at defined points, such as when a patient's chart is opened or an order is signed, and display the response as cards with suggested actions. Whatever the technology, each intervention should be evaluated like any other clinical intervention: what proportion of its alerts are correct, how often clinicians act on them, and whether patient outcomes change.",
            ),
        },
      },
    ],
  },
  {
    slug: "european-human-rights-law-in-practice",
    discipline: "Human rights law",
    title: "European Human Rights Law in Practice",
    description:
      "What does it mean for a state to respect, protect and secure a right? Working from the case law of the European Court of Human Rights and of the UK courts, students analyse qualified rights and proportionality, positive obligations, extraterritorial jurisdiction, and the interpretive and remedial scheme of the Human Rights Act 1998.",
    level: "intermediate",
    duration: "one eleven-week semester (a two-hour seminar and a one-hour problem class each week)",
    plantedGap: "extraterritorial jurisdiction",
    modules: [
      {
        title: "Qualified Rights and Proportionality",
        description:
          "The three-stage test for interferences with Articles 8 to 11: prescribed by law, legitimate aim, and necessary in a democratic society.",
        lesson: {
          title: "Testing an interference with a qualified right",
          html: p(
            "Articles 8 to 11 of the European Convention on Human Rights protect private and family life, thought and religion, expression, and assembly and association. Each has a second paragraph permitting interference, and the European Court of Human Rights applies a structured test to decide whether an interference is justified. The applicant first shows that the right is engaged and has been interfered with; the burden then shifts to the state.",
            "The interference must first be in accordance with the law, or prescribed by law. This requires a basis in domestic law, but also quality of law: the law must be accessible and formulated with sufficient precision for people to foresee its consequences, as the Court held in Sunday Times v United Kingdom (1979). In Malone v United Kingdom (1984) the interception of a suspect's telephone calls failed at this stage, because it rested on administrative practice rather than law that indicated the scope of the power with reasonable clarity.",
            "Second, the interference must pursue one of the legitimate aims listed in the paragraph, such as national security, public safety, the prevention of disorder or crime, the protection of health or morals, or the protection of the rights of others. The lists are exhaustive, but states rarely fail here.",
            "Third, it must be necessary in a democratic society. In Handyside v United Kingdom (1976) the Court explained that necessary is not synonymous with indispensable, nor as flexible as useful or desirable; it implies a pressing social need, and the reasons given must be relevant and sufficient and the measure proportionate to the aim. Handyside also developed the margin of appreciation, the latitude given to national authorities, which is wider where there is no European consensus or where moral questions are involved, and narrower where an intimate aspect of private life or political speech is at stake.",
            "UK courts now apply a four-stage version set out by Lord Reed in Bank Mellat v HM Treasury (No 2) [2013] UKSC 39: whether the objective is sufficiently important to justify limiting a fundamental right; whether the measure is rationally connected to it; whether a less intrusive measure could have been used without unacceptably compromising the objective; and whether, balancing severity against benefit, a fair balance has been struck. The third and fourth questions usually decide the case, and problem answers should spend most of their analysis there.",
          ),
        },
      },
      {
        title: "Positive Obligations",
        description:
          "When a state must act to protect people, from the operational duty to protect life to the duty to investigate.",
        lesson: {
          title: "Duties to protect and to investigate",
          html: p(
            "The Convention is framed mainly as a set of restraints on the state, but the Court has long held that effective protection of rights also requires action. These positive obligations arise in three main forms: a duty to put in place a legal and administrative framework that deters violations; an operational duty to take protective measures in particular circumstances; and a procedural duty to investigate.",
            "The framework duty is illustrated by X and Y v Netherlands (1985), in which Dutch criminal law left a gap that prevented the prosecution of a man who sexually assaulted a young woman with a learning disability; the absence of an effective criminal-law remedy violated Article 8. In Z v United Kingdom (2001) the failure of a local authority to protect four children from years of serious neglect and abuse of which it was aware breached Article 3.",
            "The operational duty under Article 2 comes from Osman v United Kingdom (1998). It is breached where the authorities knew or ought to have known at the time of the existence of a real and immediate risk to the life of an identified individual from the criminal acts of a third party, and failed to take measures within the scope of their powers which, judged reasonably, might have been expected to avoid that risk. The test is demanding, and the Osman family themselves lost on the facts. In Rabone v Pennine Care NHS Foundation Trust [2012] UKSC 2, the Supreme Court held that the duty extended to a voluntary psychiatric in-patient at real and immediate risk of suicide, because of her vulnerability and the control the hospital exercised over her.",
            "The procedural duty requires an effective official investigation when a person is killed by state agents or dies in circumstances that may engage the state's responsibility. McCann v United Kingdom (1995), arising from the shooting of three IRA members by soldiers in Gibraltar, established the duty; later cases required the investigation to be independent, prompt, adequate, open to public scrutiny and involving the next of kin.",
            "Because positive obligations can impose heavy burdens, the Court interprets them so as not to impose an impossible or disproportionate burden on the authorities, bearing in mind the unpredictability of human conduct and operational choices about priorities and resources. In problem questions, identify which type of obligation is in play before applying its test.",
          ),
        },
      },
      {
        title: "The Human Rights Act 1998 in the Courts",
        description:
          "Sections 2, 3, 4 and 6: how UK courts read legislation compatibly, declare incompatibility and hold public authorities to account.",
        lesson: {
          title: "Interpretation, declarations and public authorities",
          html: p(
            "The Human Rights Act 1998, in force from October 2000, gives effect to Convention rights in UK law without allowing courts to strike down Acts of Parliament. Four sections carry most of the weight.",
            "Section 2 requires courts to take into account Strasbourg case law. In R (Ullah) v Special Adjudicator [2004] UKHL 26, Lord Bingham said the duty of national courts is to keep pace with Strasbourg jurisprudence as it evolves over time: no more, but certainly no less. Later cases have softened this mirror principle, notably where Strasbourg has misunderstood UK law.",
            "Section 3 requires legislation to be read and given effect in a way compatible with Convention rights so far as it is possible to do so. In Ghaidan v Godin-Mendoza [2004] UKHL 30, the House of Lords read the words as his or her wife or husband in the Rent Act 1977 to include a same-sex partner, so that the survivor of a long same-sex relationship could succeed to a statutory tenancy. Section 3 may therefore require courts to depart from the ordinary meaning of words, but not to adopt a meaning inconsistent with a fundamental feature of the legislation or going against its grain.",
            "Where compatible interpretation is impossible, section 4 allows higher courts to make a declaration of incompatibility. A declaration does not affect the validity or continuing operation of the provision; it returns the question to Parliament. In Bellinger v Bellinger [2003] UKHL 21, the Lords declared the Matrimonial Causes Act 1973 incompatible because it did not recognise the acquired gender of a transgender woman for marriage, and Parliament responded with the Gender Recognition Act 2004. Section 10 provides for remedial orders to amend legislation quickly after a declaration.",
            "Section 6 makes it unlawful for a public authority to act incompatibly with a Convention right, unless primary legislation required it to act as it did. Core public authorities, such as government departments and the police, are bound in everything they do; hybrid bodies are bound only when exercising functions of a public nature. In YL v Birmingham City Council [2007] UKHL 27 a private care home providing publicly funded care was held not to be performing public functions, a result Parliament later reversed for regulated care by statute. Sections 7 and 8 let victims bring proceedings and allow courts to award damages where necessary to afford just satisfaction.",
          ),
        },
      },
    ],
  },
  {
    slug: "hazardous-waste-classification-treatment-and-disposal",
    discipline: "Hazardous waste management",
    title: "Hazardous Waste: Classification, Treatment and Disposal",
    description:
      "From the laboratory bench to the landfill cell, hazardous waste must be identified, tracked and treated before it can be disposed of safely. Topics include classification under the List of Waste and the hazardous properties HP1 to HP15, consignment notes, thermal and physico-chemical treatment, and waste acceptance criteria for landfill.",
    level: "intermediate",
    duration: "nine weeks (two lectures and one laboratory session or site visit a week)",
    plantedGap: "consignment notes",
    modules: [
      {
        title: "Classifying Hazardous Waste",
        description:
          "Using the List of Waste, mirror entries and the hazardous properties to decide whether a waste is hazardous.",
        lesson: {
          title: "Absolute entries, mirror entries and HP codes",
          html:
            p(
              "Classification is the step on which every later decision depends, because a waste wrongly classed as non-hazardous may be sent to a facility that cannot contain it. In the European Union, and in the United Kingdom, which retained the same system, wastes are classified using the List of Waste, established by Commission Decision 2000/532/EC and revised by Decision 2014/955/EU. Each waste has a six-digit code: the first two digits identify one of 20 chapters, usually by the source of the waste, the next two a sub-chapter, and the last two the specific waste. Codes marked with an asterisk are hazardous.",
              "Entries fall into two kinds. Absolute hazardous entries are hazardous whatever their composition, such as 13 02 05*, mineral-based non-chlorinated engine, gear and lubricating oils. Mirror entries come in pairs, one hazardous and one not, such as 17 05 03*, soil and stones containing hazardous substances, and 17 05 04, soil and stones other than those mentioned in 17 05 03. For a mirror entry the producer must assess the waste's composition, normally by sampling and chemical analysis, and compare the results with the thresholds set for each hazardous property.",
              "Commission Regulation (EU) No 1357/2014 defines fifteen hazardous properties:",
            ) +
            "<table><tr><th>Code</th><th>Property</th><th>Code</th><th>Property</th></tr><tr><td>HP1</td><td>Explosive</td><td>HP9</td><td>Infectious</td></tr><tr><td>HP2</td><td>Oxidising</td><td>HP10</td><td>Toxic for reproduction</td></tr><tr><td>HP3</td><td>Flammable</td><td>HP11</td><td>Mutagenic</td></tr><tr><td>HP4</td><td>Irritant</td><td>HP12</td><td>Release of an acute toxic gas</td></tr><tr><td>HP5</td><td>Specific target organ toxicity or aspiration toxicity</td><td>HP13</td><td>Sensitising</td></tr><tr><td>HP6</td><td>Acute toxicity</td><td>HP14</td><td>Ecotoxic</td></tr><tr><td>HP7</td><td>Carcinogenic</td><td>HP15</td><td>Capable of exhibiting a property not displayed by the original waste</td></tr><tr><td>HP8</td><td>Corrosive</td><td></td><td></td></tr></table>" +
            p(
              "Most properties are assessed from the hazard statement codes of the substances present. Some thresholds apply to individual substances: a waste containing 0.1 per cent or more of a single substance classified as a category 1A or 1B carcinogen has property HP7. Others are additive: HP8 applies when the substances classified as causing severe skin burns together make up 5 per cent or more of the waste. In the United Kingdom the technical guidance document WM3 sets out this procedure in detail, including how to treat results for metals when the exact compound present is unknown, where the assessor assumes the worst-case compound unless evidence shows otherwise.",
            ),
        },
      },
      {
        title: "Treatment Technologies",
        description:
          "High-temperature incineration, physico-chemical treatment and stabilisation: what each achieves and when each is chosen.",
        lesson: {
          title: "Destroying, converting and immobilising hazards",
          html: p(
            "Treatment aims to destroy a hazardous component, convert it to a less hazardous form, or immobilise it so that it cannot escape. The choice follows the waste hierarchy, which ranks prevention first, then preparation for reuse, recycling, other recovery such as energy recovery, and disposal last, but technical and economic constraints decide which option is realistic for a given stream.",
            "Incineration destroys organic hazards. Under the EU Industrial Emissions Directive, 2010/75/EU, the gas resulting from incineration must be raised to at least 850 degrees Celsius for at least two seconds after the last injection of combustion air; if the waste contains more than 1 per cent of halogenated organic substances, expressed as chlorine, the temperature must be at least 1,100 degrees Celsius. Regulators in the United States express performance as a destruction and removal efficiency of at least 99.99 per cent for each principal organic hazardous constituent, and 99.9999 per cent for wastes containing dioxins. Incineration does not make hazards disappear entirely: flue gases are cleaned by acid-gas scrubbing, activated carbon injection to adsorb dioxins and mercury, and fabric filters, and the resulting air pollution control residues are themselves hazardous waste.",
            "Physico-chemical treatment handles many inorganic wastes. Acids and alkalis are neutralised, and dissolved metals are precipitated as hydroxides by raising the pH, commonly to between 8 and 10 depending on the metal. Hexavalent chromium, which is toxic and carcinogenic, is first reduced to trivalent chromium, typically with sodium metabisulfite or ferrous sulfate at a pH of about 2 to 3, and then precipitated. Cyanide wastes from metal finishing are destroyed by alkaline chlorination, oxidising cyanide to cyanate and then to carbon dioxide and nitrogen; the pH is held above about 10 during the first stage, because under acidic conditions the reaction would release highly toxic hydrogen cyanide or cyanogen chloride.",
            "Solidification and stabilisation mix wastes such as metal-bearing sludges or incinerator residues with cement, lime, fly ash or other binders. Solidification produces a monolithic solid with low permeability; stabilisation changes the chemistry, for example by keeping metals in insoluble hydroxide or carbonate forms. The product must then pass the leaching tests that decide which type of landfill may accept it. Stabilisation does not destroy anything, so its long-term performance depends on the binder remaining intact and the pH staying high.",
          ),
        },
      },
      {
        title: "Landfill Acceptance Criteria",
        description:
          "How leaching tests and limit values decide whether treated waste may enter an inert, non-hazardous or hazardous landfill.",
        lesson: {
          title: "Leaching tests and limit values",
          html:
            p(
              "The EU Landfill Directive, 1999/31/EC, divides landfills into three classes, for inert, non-hazardous and hazardous waste, and requires most waste to be treated before landfilling. Council Decision 2003/33/EC sets the waste acceptance criteria, or WAC, that decide which class of site may accept a given waste. Hazardous waste that meets certain stricter limits, known as stable non-reactive hazardous waste, may be placed in a separate cell of a non-hazardous landfill, provided it is not deposited with biodegradable waste.",
              "Acceptance follows three levels of testing. Basic characterisation establishes the waste's origin, composition and leaching behaviour in full when a stream is first sent to landfill. Compliance testing, at least once a year and whenever the process changes, checks that the waste still behaves as characterised. On-site verification at the landfill gate confirms that each load matches its description.",
              "The main leaching test is a batch test, EN 12457, in which the crushed waste is shaken with water at a liquid-to-solid ratio of 10 litres per kilogram, and the concentrations leached are expressed in milligrams per kilogram of dry waste. Selected limits at that ratio are shown below.",
            ) +
            "<table><tr><th>Element</th><th>Inert</th><th>Non-hazardous and stable non-reactive hazardous</th><th>Hazardous</th></tr><tr><td>Arsenic</td><td>0.5</td><td>2</td><td>25</td></tr><tr><td>Cadmium</td><td>0.04</td><td>1</td><td>5</td></tr><tr><td>Chromium (total)</td><td>0.5</td><td>10</td><td>70</td></tr><tr><td>Lead</td><td>0.5</td><td>10</td><td>50</td></tr><tr><td>Mercury</td><td>0.01</td><td>0.2</td><td>2</td></tr></table>" +
            p(
              "Organic content is limited as well. Waste for a hazardous landfill must have total organic carbon of no more than 6 per cent, or a loss on ignition of no more than 10 per cent, which is why organic hazardous waste is normally incinerated rather than landfilled. Inert waste is limited to 3 per cent total organic carbon.",
              "A worked case shows how the criteria shape treatment. A metal-finishing sludge leaches 120 mg/kg of chromium and 80 mg/kg of lead at a ratio of 10 litres per kilogram, above even the hazardous limits. Reduction of the chromium and cement stabilisation bring the leached values to 6 and 4 mg/kg. The treated product now meets the hazardous limits with a wide margin and the metal limits for stable non-reactive hazardous waste, though it may still be placed in such a cell only if it also meets the other criteria for that class, such as pH and acid neutralisation capacity.",
            ),
        },
      },
    ],
  },
  {
    slug: "learning-disability-nursing-health-communication-and-capacity",
    discipline: "Learning disability nursing",
    title: "Learning Disability Nursing: Health, Communication and Capacity",
    description:
      "People with a learning disability in England die, on average, about twenty years earlier than the general population, often from conditions that could have been prevented or treated. This module prepares second-year nursing students to narrow that gap through annual health checks, accessible communication, epilepsy management and sound use of the Mental Capacity Act 2005.",
    level: "intermediate",
    duration: "seven weeks (a weekly lecture and simulation session alongside clinical placement)",
    plantedGap: "epilepsy management",
    modules: [
      {
        title: "Health Inequalities and Annual Health Checks",
        description:
          "Why people with learning disabilities die younger, and how annual health checks and health action plans are meant to respond.",
        lesson: {
          title: "Avoidable deaths and the annual health check",
          html: p(
            "The scale of health inequality became undeniable with the Confidential Inquiry into Premature Deaths of People with Learning Disabilities, published in 2013 by Pauline Heslop and colleagues at the University of Bristol. It found that men with learning disabilities died on average 13 years younger than men in the general population, and women 20 years younger. The inquiry led to the national Learning Disabilities Mortality Review programme, now called Learning from Lives and Deaths, or LeDeR, which reviews the deaths of adults with a learning disability, and since 2022 of autistic adults, in England. Its reports continue to show a median age at death around 20 years below that of the general population and a high proportion of deaths judged avoidable.",
            "Several causes recur. Respiratory illness, especially aspiration pneumonia linked to swallowing difficulty, is a leading cause of death. Constipation, common because of immobility, diet and medication, has caused deaths from bowel obstruction. Cancer is often diagnosed late, partly because screening uptake is low. Running through many reviews is diagnostic overshadowing: symptoms such as distress, reduced eating or withdrawal are attributed to the learning disability itself rather than investigated as signs of illness.",
            "The annual health check is the main structured response. In England, anyone aged 14 or over who is on their general practice's learning disability register is entitled to a yearly check, and the NHS Long Term Plan set a target that at least 75 per cent of those eligible should receive one. A good check includes a physical examination; review of weight, blood pressure and relevant blood tests; review of medication; checks of vision, hearing, dental care and swallowing; screening status; and attention to mental health. It ends with a health action plan, written in an accessible format, setting out agreed actions, who will take them and by when.",
            "The nurse's role goes beyond the check itself. Learning disability nurses encourage people to join the register, prepare them for the appointment with pictures or a practice visit, help practices make reasonable adjustments such as longer or first-of-the-day appointments, and follow up the actions. A check that identifies a problem but is not followed through leaves the inequality unchanged.",
          ),
        },
      },
      {
        title: "Accessible Communication",
        description: "Easy Read, Makaton, objects of reference and hospital passports in everyday nursing practice.",
        lesson: {
          title: "Making yourself understood and understanding others",
          html: p(
            "Communication difficulties are among the most common features of a learning disability, and they affect both understanding and expression. Professionals often overestimate understanding, because people may nod, repeat the last words heard or answer yes to please. Good practice is to check understanding by asking the person to show or tell back, rather than asking whether they have understood.",
            "Easy Read is a way of presenting written information using short sentences with one idea each, everyday words, a clear font of at least 14 points, and a picture beside each point, conventionally on the left. It suits appointment letters, consent information and health action plans. An Easy Read document is a tool for conversation, not a replacement for it, and should be produced with, and tested by, people who will use it.",
            "Makaton uses signs and symbols alongside speech. It was developed in the 1970s by the speech and language therapist Margaret Walker, working with Kathy Johnston and Tony Cornforth, whose first names gave the programme its name. Only the key words in a sentence are signed, in spoken word order, so a nurse saying would you like a drink before your medicine might sign drink and medicine. Learning a core vocabulary of signs for pain, drink, toilet, home and similar needs makes a measurable difference on a ward.",
            "Some people communicate at an earlier developmental level. Objects of reference are real objects that stand for an activity, such as a cup for a drink or a towel for a bath, and help a person anticipate what will happen next. Intensive interaction, described by Melanie Nind and Dave Hewett in 1994, builds the basic building blocks of communication, such as eye contact, turn-taking and shared attention, by responding to and joining in with the person's own sounds and movements.",
            "The hospital passport brings this knowledge together. It is a short document the person brings to hospital, usually with three sections: things staff must know, such as allergies and how the person communicates; things that are important, such as routines and how they take medicines; and likes and dislikes. Pain is a particular risk because many people cannot report it in words. The Disability Distress Assessment Tool, DisDAT, developed in Northumberland, records how an individual looks and sounds when content and when distressed, so that staff who do not know the person can recognise change.",
          ),
        },
      },
      {
        title: "Applying the Mental Capacity Act",
        description:
          "The five principles, the test of capacity and best-interests decisions, worked through a consent-to-treatment case.",
        lesson: {
          title: "Capacity, consent and best interests",
          html: p(
            "The Mental Capacity Act 2005 governs decision-making for people aged 16 and over in England and Wales who may lack capacity. Section 1 sets out five principles: a person must be assumed to have capacity unless it is established that they lack it; a person is not to be treated as unable to make a decision unless all practicable steps to help them have been taken without success; a person is not to be treated as unable to make a decision merely because it is unwise; anything done for a person who lacks capacity must be in their best interests; and before acting, regard must be had to whether the purpose can be achieved in a way that is less restrictive of the person's rights and freedom of action.",
            "Capacity is decision-specific and time-specific. Under sections 2 and 3, a person lacks capacity if they are unable to make the particular decision at the material time because of an impairment of, or disturbance in the functioning of, the mind or brain. They are unable to decide if they cannot understand the relevant information, retain it long enough to decide, use or weigh it as part of the process of deciding, or communicate their decision by any means. In A Local Authority v JB [2021] UKSC 52 the Supreme Court confirmed the order of questions: first whether the person can make the decision, then whether any inability is caused by the impairment.",
            "Consider Daniel, a 34-year-old man with a moderate learning disability who needs several painful teeth removed under general anaesthetic. The nurse uses pictures, a visit to the dental unit and two separate conversations. Despite these steps, Daniel understands that his teeth hurt and will be taken out, but cannot retain or weigh why he must not eat beforehand or what recovery involves. The dentist, as decision-maker, records that he lacks capacity for this decision.",
            "The decision then turns to best interests under section 4. The decision-maker considers Daniel's past and present wishes and feelings, his beliefs and values, and the views of his mother and support workers, and must not decide on the basis of his age, appearance or condition alone. Had Daniel no family or friend to consult, this serious treatment would require an Independent Mental Capacity Advocate. The team agrees that treatment is in his best interests and records its reasons.",
          ),
        },
      },
    ],
  },
];
