/** Twenty-third held-out evaluation courses, intermediate level (Songhai history to health insurance economics); see ai-courses-heldout23.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT23_B: EvalCourse[] = [
  {
    slug: "songhai-from-sonni-ali-to-the-askiyas",
    discipline: "Songhai history",
    title: "Songhai: Rulers, Scholars and the Niger Bend, 1464–1591",
    description:
      "From its capital at Gao on the middle Niger, Songhai grew in the late fifteenth century into the largest state West Africa had known. Reading the Timbuktu chronicles in translation, second-year students trace Sonni Ali's conquests, the pilgrimage and government of Askiya Muhammad, Timbuktu's scholarly world, and the Moroccan invasion of 1591.",
    level: "intermediate",
    duration: "one term (10 weeks, lecture and seminar)",
    plantedGap: "Moroccan invasion",
    modules: [
      {
        title: "Sonni Ali and the Making of an Empire",
        description:
          "Conqueror or tyrant? We set the military record of Sonni Ali against the hostile portrait drawn by the Muslim scholars who wrote his history.",
        lesson: {
          title: "Sonni Ali, 1464–1492",
          html: p(
            "Songhai had been a kingdom centred on Gao, on the great bend of the Niger, for centuries before it became an empire, and for part of the fourteenth century it had acknowledged the overlordship of Mali. Its expansion was the work of Sonni Ali, who ruled from 1464 to 1492 and spent almost his whole reign on campaign. His armies combined cavalry, which dominated the open Sahel, with a fleet of war canoes on the Niger, which let him move troops rapidly along the river and besiege towns from the water.",
            "The two decisive conquests were Timbuktu and Jenne. Timbuktu had been held since the 1430s by Tuareg under Akil; in 1468 Sonni Ali took it, and the chroniclers record that he killed and humiliated members of its scholarly families, whom he suspected of siding with the Tuareg. Jenne, the great commercial city of the inland delta, fell a few years later after a long siege; tradition, with suspicious symmetry, makes it last seven years, seven months and seven days. Sonni Ali also fought the Mossi to the south, the Fulani and the Dogon, and the chronicles mention an attempt to dig a canal towards Walata that was abandoned.",
            "Our picture of him comes almost entirely from two Arabic chronicles written in Timbuktu in the seventeenth century, the <i>Taʼrikh al-Sudan</i> of ʻAbd al-Rahman al-Saʻdi and the <i>Taʼrikh al-Fattash</i>. Both were produced in scholarly circles that remembered his violence against their forebears, and both call him a tyrant and a bad Muslim who mixed Islam with the cults of the Songhai. Historians read these judgements as partisan. Oral traditions of the Songhai themselves, collected in the twentieth century, remember him instead as Si, a hero and magician. The tension between these sources is itself evidence of the religious and political divide between the court's older traditions and the Muslim townsmen, which the next ruler would exploit.",
          ),
        },
      },
      {
        title: "Askiya Muhammad: Pilgrim and Administrator",
        description:
          "A usurper who made his rule legitimate through Islam: his seizure of power, his journey to Mecca and the state he organised.",
        lesson: {
          title: "The first askiya, 1493–1528",
          html:
            p(
              "When Sonni Ali died in 1492, his son Sonni Baru succeeded him but, according to the chronicles, refused to profess Islam openly. One of Sonni Ali's generals, Muhammad Ture, used the refusal as his cause, defeated Baru at Anfao near Gao in 1493 and took the title <i>askiya</i>. The new dynasty's legitimacy rested on Islam and on the support of the Muslim towns that Sonni Ali had alienated.",
              "In 1496 Askiya Muhammad made the pilgrimage to Mecca, returning around 1498. He travelled with a large escort and a great quantity of gold, which he spent on alms and on a hostel for West African pilgrims in Medina. In Cairo the Abbasid caliph, who had religious rather than political authority under the Mamluks, invested him as his deputy for the lands of the Sudan. The investiture gave a usurper a dignity no rival could claim. Askiya Muhammad also corresponded with the North African jurist Muhammad al-Maghili, whose replies argue that a ruler may make war on Muslims who mix Islam with idolatry; those answers later served to justify jihad elsewhere in West Africa.",
            ) +
            "<ul><li><b>Provinces</b>: the empire was divided into regions under governors, with the western provinces under the <i>Kurmina-fari</i>, usually a close kinsman of the askiya, and the east under the <i>Dendi-fari</i>.</li><li><b>Army</b>: a permanent professional force replaced the older levy of free men, so that most subjects could farm and trade.</li><li><b>Law and trade</b>: qadis were appointed in the major towns, and weights, measures and markets were supervised.</li></ul>" +
            p(
              "Campaigns took Songhai power west into the former heartland of Mali and east towards Agadez. The old askiya's end was less glorious: blind and aged, he was deposed in 1528 by his son Musa and died ten years later, and his successors fought repeatedly over the throne.",
            ),
        },
      },
      {
        title: "Timbuktu's Scholars and Their Books",
        description:
          "Who taught in Timbuktu's mosques, what did they read, and how did a city of traders become a city of manuscripts?",
        lesson: {
          title: "A city of learning",
          html: p(
            "By the sixteenth century Timbuktu was famous across the Muslim world for its scholars. Learning there was not organised in a university with faculties and degrees, as European visitors later imagined, but in a network of teachers who taught in their homes and in the three great mosques: the Djinguereber, built in the time of Mansa Musa of Mali in the fourteenth century, the Sidi Yahya and the Sankore. A student read a text with a master, line by line, and when he had mastered it received an <i>ijaza</i>, a licence to teach it in turn, which placed him in a chain of transmission going back to the text's author.",
            "The curriculum was that of the Maliki school of law that prevailed in North and West Africa. Students began with the Qurʼan and Arabic grammar, then moved to law, above all the <i>Mukhtasar</i> of Khalil ibn Ishaq, and to theology, hadith, Qurʼanic exegesis, logic, rhetoric and astronomy. Leading families held the city's religious offices for generations: the Aqit family, of Sanhaja origin, supplied the qadis of Timbuktu through much of the sixteenth century, and the qadi Mahmud ibn ʻUmar Aqit was respected even by the askiyas, whose representatives he is said to have turned away.",
            "Books were central. Paper was imported across the Sahara from North Africa and, increasingly, from Italy, and copyists were paid to reproduce texts; the trade in books was among the most profitable in the city, according to the traveller known as Leo Africanus, who visited in the early sixteenth century. The best-known scholar of the period, Ahmad Baba (1556–1627), wrote more than forty works, among them a biographical dictionary of Maliki scholars. The private libraries of Timbuktu's families, added to over the following centuries, are the source of the tens of thousands of manuscripts that have been catalogued and conserved since the 1970s.",
          ),
        },
      },
    ],
  },
  {
    slug: "acute-mental-health-nursing-assessment-and-safety",
    discipline: "Mental health nursing",
    title: "Assessment, Risk and Safety on the Acute Mental Health Ward",
    description:
      "Acute adult wards demand that nurses assess mental state and risk with confidence from their first day. This second-year module of the pre-registration programme covers the mental state examination, risk assessment and collaborative safety planning, de-escalation of aggression, and the nurse's holding power under the Mental Health Act 1983.",
    level: "intermediate",
    duration: "12 weeks (theory with a concurrent ward placement)",
    plantedGap: "holding power",
    modules: [
      {
        title: "The Mental State Examination",
        description:
          "We work through each domain of the mental state examination and practise writing it up in plain, observational language.",
        lesson: {
          title: "Describing a mind at one moment",
          html:
            p(
              "The mental state examination (MSE) is to mental health what the physical examination is to general medicine: a structured description of what the clinician observes and elicits at one point in time. It is distinct from the history, which tells the story of how the person came to be unwell. A nurse completes an MSE on admission and documents changes throughout a shift, so it must be written in observable, non-judgemental terms that another professional could check. 'Unkempt' tells the reader little; 'wearing a stained jumper, hair uncombed, strong smell of stale sweat' tells them what you saw.",
            ) +
            "<table><tr><th>Domain</th><th>What is recorded</th></tr><tr><td>Appearance and behaviour</td><td>Dress, self-care, eye contact, rapport, psychomotor agitation or retardation</td></tr><tr><td>Speech</td><td>Rate, volume, tone, quantity; pressure of speech; poverty of speech</td></tr><tr><td>Mood and affect</td><td>Mood in the person's own words; affect as observed: reactive, flat, labile, incongruent</td></tr><tr><td>Thought form</td><td>Flight of ideas, loosening of associations, thought block</td></tr><tr><td>Thought content</td><td>Preoccupations, delusions, obsessions, thoughts of self-harm, suicide or harm to others</td></tr><tr><td>Perception</td><td>Hallucinations in any modality, illusions, depersonalisation</td></tr><tr><td>Cognition</td><td>Orientation, attention, memory</td></tr><tr><td>Insight</td><td>The person's understanding of their experiences and attitude to treatment</td></tr></table>" +
            p(
              "Mood and affect are often confused. Mood is the sustained emotional state the person reports, so it is quoted: 'I feel like a ghost.' Affect is the emotional expression you observe, and the two may not match; a man who reports feeling 'fine' while tearful and speaking slowly has an affect incongruent with his stated mood. Similarly, a delusion is a fixed, false belief held with conviction and not explained by the person's culture; recording the content precisely ('believes his neighbours are pumping gas through the vents to kill him') matters more than the label. The MSE should always end with the nurse's observation of risk, which leads into the wider risk assessment.",
            ),
        },
      },
      {
        title: "Risk Assessment and Safety Planning",
        description:
          "Current guidance has moved away from predicting risk with scores and towards understanding it with the person; this module explains why and shows how.",
        lesson: {
          title: "From risk scores to safety plans",
          html: p(
            "For many years services assessed the risk of suicide with checklists and scales that classified patients as low, medium or high risk. The evidence has not supported them. Suicide is rare at the level of an individual, even among inpatients, and tools built from population risk factors have poor positive predictive value: most people rated high risk never die by suicide, and many who do had been rated low. In its 2022 guideline on self-harm (NG225), the National Institute for Health and Care Excellence advised that risk tools and scales should not be used to predict future suicide or self-harm, nor to decide who is offered treatment or who is discharged.",
            "What replaces them is a formulation. The nurse gathers historical factors (previous attempts, their method and lethality), current factors (hopelessness, recent loss, intoxication, access to means, command hallucinations) and protective factors (reasons for living, relationships, engagement with care), and asks directly about suicidal thoughts. Asking about suicide does not plant the idea; it is often a relief to be asked. The result is a narrative understanding of what drives this person's risk, what makes it worse and what helps, recorded in their own words where possible and reviewed whenever circumstances change, especially before leave and discharge.",
            "That understanding is turned into a safety plan, written together with the patient. The Safety Planning Intervention described by Barbara Stanley and Gregory Brown in 2012 has six steps: recognising personal warning signs; internal coping strategies; people and social settings that provide distraction; people who can be asked for help; professionals and crisis services, with telephone numbers; and making the environment safe by limiting access to means. A good plan is short, specific and in the person's handwriting or words, and the patient keeps a copy. On the ward, the same understanding guides observation levels, which should be set and reviewed by the team rather than fixed mechanically by a score.",
          ),
        },
      },
      {
        title: "De-escalation and the Least Restrictive Response",
        description:
          "Most aggression on wards can be defused; this module teaches the skills that do it and the law that governs what happens when they fail.",
        lesson: {
          title: "Calming a situation",
          html:
            p(
              "Aggression on acute wards usually has a context: fear, frustration at detention, an unmet request, intoxication, pain or psychotic experiences. NICE guideline NG10 (2015) on violence and aggression asks staff first to prevent it by understanding those triggers and then, when tension rises, to use de-escalation before any restrictive intervention. De-escalation is a set of verbal and non-verbal skills intended to reduce arousal and restore a sense of control to the person.",
            ) +
            "<ul><li>One staff member leads the conversation; others stay nearby but out of the person's space.</li><li>Keep a calm, low voice, an open posture and more than arm's length of distance; do not block exits, yours or theirs.</li><li>Listen and acknowledge the grievance, even when it cannot be met: 'I can see you're angry that your leave was cancelled.'</li><li>Offer real choices, such as moving to a quieter room, a drink or time with a chosen nurse, and avoid ultimatums.</li><li>Remove the audience where possible, since other patients can escalate a situation.</li></ul>" +
            p(
              "If de-escalation fails and there is an immediate risk of harm, staff may use restrictive interventions: physical restraint, rapid tranquillisation, or seclusion. These must be the least restrictive option, used for the shortest possible time and never as punishment. Prone restraint, face down, carries a risk of positional asphyxia and should be avoided or ended as quickly as possible. In England the Mental Health Units (Use of Force) Act 2018, known as Seni's Law after Olaseni Lewis, who died after prolonged restraint in 2010, requires providers to publish policies, train staff in de-escalation, record every use of force and report deaths. Every incident should be followed by a debrief with the patient and, separately, with staff, to understand what happened and to repair the therapeutic relationship.",
            ),
        },
      },
    ],
  },
  {
    slug: "pharmacognosy-plant-metabolites-as-medicines",
    discipline: "Pharmacognosy",
    title: "Plant Metabolites as Medicines",
    description:
      "Many of medicine's most important drugs, from morphine and digoxin to artemisinin and paclitaxel, came from plants. At intermediate level the module surveys the main classes of plant secondary metabolites, namely alkaloids, glycosides, terpenoids and phenolics, how they are extracted, and how herbal drugs are identified by thin-layer chromatography.",
    level: "intermediate",
    duration: "one semester (2 lectures and a 3-hour practical each week)",
    plantedGap: "thin-layer chromatography",
    modules: [
      {
        title: "Alkaloids and Their Extraction",
        description:
          "Here the basic nitrogen atom that defines an alkaloid is shown to be the key to getting it out of the plant.",
        lesson: {
          title: "Basic nitrogen, acid and base",
          html: p(
            "Alkaloids are nitrogen-containing compounds of natural origin, usually with the nitrogen in a heterocyclic ring and usually basic. Most are derived biosynthetically from amino acids: the tropane alkaloids such as hyoscyamine from ornithine, the isoquinolines such as morphine from tyrosine, and the indole alkaloids such as vincristine from tryptophan. They are often highly active pharmacologically, which is why the class includes so many drugs and poisons: morphine and codeine from the latex of the opium poppy, <i>Papaver somniferum</i>; atropine from deadly nightshade, <i>Atropa belladonna</i>; quinine from the bark of <i>Cinchona</i> species; and caffeine, a purine alkaloid, from coffee and tea.",
            "The basicity of alkaloids is the basis of their classical extraction. In the plant they occur mostly as salts of organic acids, which are water-soluble. If the powdered drug is moistened with a base such as ammonia solution, the salts are converted to the free bases, which dissolve in organic solvents. The drug is then extracted with a solvent such as dichloromethane, which takes the free alkaloids along with fats, chlorophyll and other neutral material. Shaking this extract with dilute sulfuric acid converts the alkaloids back into salts, which pass into the aqueous layer while the neutral impurities stay behind. Finally the acid layer is made alkaline again and re-extracted with fresh solvent, which on evaporation leaves a crude total alkaloid fraction. This acid-base cycle can be repeated to increase purity.",
            "Simple precipitation tests confirm that alkaloids are present. Mayer's reagent (potassium mercuric iodide) gives a cream precipitate, and Dragendorff's reagent (potassium bismuth iodide) an orange-red one, with most alkaloids in acid solution. These tests are not specific; proteins and some other compounds can also react, so a positive result must be confirmed by other methods. The alkaloid content of a drug can be assayed by titration of the isolated bases with standard acid, a method still found in some pharmacopoeial monographs.",
          ),
        },
      },
      {
        title: "Glycosides",
        description:
          "Sugar plus aglycone: cardiac, anthraquinone and cyanogenic glycosides, and what hydrolysis does to each.",
        lesson: {
          title: "Cardiac, anthraquinone and cyanogenic glycosides",
          html:
            p(
              "A glycoside is a molecule in which a sugar, the glycone, is joined through a glycosidic bond to a non-sugar part, the aglycone or genin. The bond is usually through oxygen (O-glycosides), but C-, S- and N-glycosides also occur. The sugar makes the molecule more water-soluble and often affects how it is absorbed; the aglycone generally carries the pharmacological activity. O-glycosides are hydrolysed by dilute acid or by enzymes that the plant stores separately from its glycosides, while C-glycosides such as barbaloin from aloes resist acid hydrolysis.",
            ) +
            "<table><tr><th>Group</th><th>Example and source</th><th>Use</th></tr><tr><td>Cardiac</td><td>Digoxin, from <i>Digitalis lanata</i></td><td>Atrial fibrillation, heart failure</td></tr><tr><td>Anthraquinone</td><td>Sennosides A and B, from <i>Senna alexandrina</i></td><td>Stimulant laxative</td></tr><tr><td>Cyanogenic</td><td>Amygdalin, from bitter almond</td><td>None; a toxicological concern</td></tr></table>" +
            p(
              "Cardiac glycosides have a steroid aglycone carrying a five-membered unsaturated lactone ring (in the cardenolides) and usually a chain of 2-deoxy sugars such as digitoxose, which give a positive Keller–Kiliani test. They inhibit the sodium-potassium ATPase of heart muscle, raising intracellular calcium and strengthening contraction. William Withering described the use of foxglove leaf for dropsy in 1785. Digoxin has a narrow therapeutic index; plasma concentrations above about 2 ng/mL are associated with toxicity, especially when potassium is low.",
              "The sennosides are dianthrone glycosides that pass unchanged through the small intestine. Bacteria in the colon hydrolyse and reduce them to rhein anthrone, which stimulates colonic motility, explaining why senna acts after 8 to 12 hours. Borntrager's test detects free anthraquinones as a pink colour in ammonia. Cyanogenic glycosides such as amygdalin release hydrogen cyanide when the plant tissue is crushed and the glycoside meets the enzyme emulsin, a defence against herbivores and the reason bitter almonds are poisonous.",
            ),
        },
      },
      {
        title: "Terpenoids and Phenolics",
        description:
          "Built from five-carbon units or from the shikimate pathway, these two large families supply essential oils, antimalarials, anticancer drugs and tannins.",
        lesson: {
          title: "Isoprene units and aromatic rings",
          html: p(
            "Terpenoids are built from five-carbon isoprene units, made in plants by two routes: the mevalonate pathway in the cytosol and the methylerythritol phosphate (MEP) pathway in plastids. They are classified by the number of units. Monoterpenes (C10), such as menthol and limonene, are volatile and make up most essential oils, which are obtained by steam distillation. Sesquiterpenes (C15) include artemisinin from sweet wormwood, <i>Artemisia annua</i>, a sesquiterpene lactone with an endoperoxide bridge that is essential to its antimalarial action; Tu Youyou shared the 2015 Nobel Prize in Physiology or Medicine for its discovery. Diterpenes (C20) include paclitaxel, first isolated from the bark of the Pacific yew, <i>Taxus brevifolia</i>. Because stripping bark kills the tree and the yield was tiny, paclitaxel is now made by semi-synthesis from 10-deacetylbaccatin III extracted from the renewable needles of the European yew, or by plant cell culture. Triterpenes (C30) include the saponins and glycyrrhizin from liquorice, and the tetraterpenes (C40) are the carotenoids.",
            "Phenolic compounds carry one or more hydroxyl groups on an aromatic ring and are made mostly by the shikimic acid pathway, sometimes combined with the acetate pathway. The simplest are phenolic acids such as caffeic acid. Coumarins, such as those in melilot, have a fused benzopyrone ring. Flavonoids have a C6-C3-C6 skeleton of two aromatic rings joined by a three-carbon bridge; they include quercetin, the anthocyanin pigments of red and blue flowers, and the flavonolignans of milk thistle. Tannins are polyphenols that bind and precipitate proteins, which gives them their astringent taste and their traditional uses for diarrhoea and wounds. Hydrolysable tannins are esters of gallic acid with a sugar and are broken down by acid; condensed tannins are polymers of flavan-3-ol units and are not.",
          ),
        },
      },
    ],
  },
  {
    slug: "software-localisation-engineering",
    discipline: "Localisation",
    title: "Internationalising and Localising Software",
    description:
      "Software that is to reach other markets must first be internationalised and only then localised. This intermediate module works through string externalisation and resource files, plural and gender rules in ICU MessageFormat, locale-aware dates and numbers from CLDR data, right-to-left layout, and the management of translation memory.",
    level: "intermediate",
    duration: "10 weeks (lab-based)",
    plantedGap: "translation memory",
    modules: [
      {
        title: "Externalising Strings",
        description:
          "Getting every user-visible string out of the code and into resource files, with enough context for a translator to do a good job.",
        lesson: {
          title: "Internationalisation starts in the code",
          html:
            p(
              "Internationalisation (often abbreviated i18n, for the eighteen letters between the i and the n) is the engineering work that makes a product adaptable to any language and region without changes to its code. Localisation (l10n) is the adaptation itself: translating text, adjusting formats, replacing images and checking the result for a particular locale. The first task is string externalisation. Every piece of text the user can see is removed from the source code and placed in a resource file, referenced by a key. Common formats include Java <code>.properties</code> files, gettext <code>.po</code> files, JSON bundles in web applications, Android <code>strings.xml</code> and the XLIFF interchange format used by translation tools.",
              "Externalising is more than moving text. Several habits that work in a single-language product break localisation:",
            ) +
            "<ul><li><b>Concatenation.</b> Building 'Deleted ' + n + ' files from ' + folder assumes English word order. Use one message with placeholders, because a German or Japanese translator may need to move them.</li><li><b>Reusing strings.</b> The English word 'Open' may be a verb on a button and an adjective in a status column; most languages need two translations. Give each use its own key.</li><li><b>Missing context.</b> Add a comment for the translator saying where the string appears, what each placeholder contains and any length limit.</li><li><b>Fixed widths.</b> Translations into German or Finnish are often 30 per cent longer than English, and short strings can double. Layouts must grow.</li></ul>" +
            p(
              "A cheap way to find these problems before any translator sees the product is <b>pseudo-localisation</b>: an automatic transformation that replaces letters with accented look-alikes, pads each string by a third and brackets it, so 'Settings' becomes '[Šéţţîñĝš one two]'. Any text that still appears in plain English was never externalised, and any truncated bracket reveals a layout that will not fit a longer language. All text should be stored and processed as Unicode, normally UTF-8.",
            ),
        },
      },
      {
        title: "Plurals, Gender and ICU MessageFormat",
        description:
          "English has two plural forms, Arabic has six and Japanese one; learn how CLDR plural categories and MessageFormat cope with all of them.",
        lesson: {
          title: "One file, two files, few files, many files",
          html: p(
            "A message such as 'You have 3 new messages' cannot be localised with a simple if-statement for one and more than one, because languages divide numbers differently. The Unicode Common Locale Data Repository (CLDR) defines, for each language, which of six plural categories a number falls into: <i>zero</i>, <i>one</i>, <i>two</i>, <i>few</i>, <i>many</i> and <i>other</i>. English uses only <i>one</i> and <i>other</i>. French puts 0 as well as 1 into <i>one</i>, so '0 fichier' is singular. Russian uses <i>one</i> for 1, 21, 31 and so on but not 11; <i>few</i> for 2 to 4, 22 to 24 and the like; and <i>many</i> for 0, 5 to 20 and 25 to 30; fractions fall into <i>other</i>. Arabic uses all six categories, and Japanese, Chinese and Korean have only <i>other</i>.",
            "ICU MessageFormat, implemented in ICU4J, ICU4C and many JavaScript libraries, lets the translator supply one variant per category inside a single message: <code>{count, plural, =0 {No new messages} one {# new message} other {# new messages}}</code>. The <code>#</code> is replaced by the locale-formatted number, and the explicit <code>=0</code> case overrides the category rules. A Russian translator would supply <i>one</i>, <i>few</i>, <i>many</i> and <i>other</i> branches in the same message, and the library chooses the right one using CLDR rules, so the developer never writes plural logic.",
            "Grammatical gender works similarly through <code>select</code>: <code>{gender, select, female {She replied} male {He replied} other {They replied}}</code>. In languages such as French or Polish, adjectives and past participles agree with the gender of the person, so a message like 'X has been invited' needs the select even when English does not. Plural and select can be nested, but deeply nested messages are hard to translate. A good rule is to put the complete sentence inside every branch rather than fragments, so that translators see whole sentences and can reorder them freely.",
          ),
        },
      },
      {
        title: "Dates, Numbers and Right-to-Left Text",
        description:
          "The same number, date or paragraph can look different in every locale, so we use CLDR data and the bidirectional algorithm rather than guesswork.",
        lesson: {
          title: "Locale-aware formatting and bidi",
          html:
            p(
              "Numbers and dates must never be formatted by hand. CLDR holds the conventions for hundreds of locales, and platform libraries expose them: ICU, Java's <code>java.text</code> and the JavaScript <code>Intl</code> API. The same value, 1234567.891, is written in several ways:",
            ) +
            "<table><tr><th>Locale</th><th>Formatted</th><th>Notes</th></tr><tr><td>en-US</td><td>1,234,567.891</td><td>Comma groups thousands</td></tr><tr><td>de-DE</td><td>1.234.567,891</td><td>Roles of point and comma swapped</td></tr><tr><td>fr-FR</td><td>1 234 567,891</td><td>Narrow no-break space groups thousands</td></tr><tr><td>hi-IN</td><td>12,34,567.891</td><td>Lakh grouping after the first three digits</td></tr></table>" +
            p(
              "Dates are worse, since 03/04/2025 is 4 March in the United States and 3 April in Britain. Code should store instants in UTC, convert to the user's time zone only for display, and format with a locale-aware style such as <code>new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long' })</code>, which also supplies the right digits and month names. The first day of the week, the calendar system and the order of name parts also vary, and all are in CLDR.",
              'Arabic, Hebrew, Persian and Urdu are written right to left. Text is always stored in logical order, the order in which it is typed and read, and the Unicode Bidirectional Algorithm (Unicode Standard Annex #9) determines how it is displayed, keeping embedded numbers and Latin words left to right. On the web, setting <code>dir="rtl"</code> on the root element mirrors the layout, provided stylesheets use logical properties such as <code>margin-inline-start</code> instead of <code>margin-left</code>. Strings supplied by users, whose direction is unknown, should be isolated with the <code>&lt;bdi&gt;</code> element or <code>dir="auto"</code>, otherwise a Hebrew user name followed by a number can appear scrambled. Icons that imply direction, such as back arrows, must be mirrored; clocks and media play buttons are not.',
            ),
        },
      },
    ],
  },
  {
    slug: "economics-of-health-insurance-markets",
    discipline: "Health insurance economics",
    title: "The Economics of Health Insurance",
    description:
      "Markets for health cover behave unlike markets for most goods, and this module uses intermediate microeconomics to explain why, through the demand for insurance under risk aversion, adverse selection and the Rothschild–Stiglitz model, moral hazard and the RAND Health Insurance Experiment, and risk adjustment in regulated markets.",
    level: "intermediate",
    duration: "one term (20 lectures and 8 problem classes)",
    plantedGap: "risk adjustment",
    modules: [
      {
        title: "Why People Buy Insurance",
        description:
          "Starting from expected utility, we show how much a risk-averse person will pay to be rid of a risk.",
        lesson: {
          title: "Risk aversion and the risk premium",
          html: p(
            "Insurance exists because people dislike risk. In the expected utility model, a person with wealth <i>W</i> facing uncertain losses evaluates each outcome with a utility function <i>u</i> and weights it by its probability. If <i>u</i> is concave, so that each extra pound adds less utility than the last, the person is risk averse: they prefer a certain amount to a gamble with the same expected value. Health shocks are a natural case, because the loss from a serious illness can be large relative to income and is concentrated in a small share of people.",
            "A worked example shows the logic. Suppose wealth is £100,000 and there is a 10 per cent chance of an illness costing £75,000, with utility <i>u</i>(<i>W</i>) = ln <i>W</i>, measured in thousands of pounds. Expected wealth is 0.9 × 100 + 0.1 × 25 = 92.5, that is £92,500, and the actuarially fair premium for full cover is the expected loss, £7,500. Expected utility without insurance is 0.9 ln 100 + 0.1 ln 25 = 0.9 × 4.605 + 0.1 × 3.219 = 4.466. The certain wealth that gives the same utility, the certainty equivalent, is e<sup>4.466</sup> ≈ 87.05, or about £87,050. This person would therefore pay up to 100 − 87.05 = 12.95, that is £12,950, for full insurance, which is £5,450 more than the fair premium. That £5,450 is the <b>risk premium</b>, the value of removing uncertainty.",
            "The gap between willingness to pay and expected cost is what allows insurers to cover administrative costs and profit, a margin usually expressed as the loading. When loading is proportional to expected losses, theory predicts that risk-averse buyers will choose less than full cover, accepting a deductible, a result associated with Kenneth Arrow's 1963 paper on the welfare economics of medical care. Arrow also argued that medical care differs from ordinary goods because of uncertainty about both illness and the effectiveness of treatment, and that the absence of markets for some risks explains the growth of non-market institutions, such as professional ethics and public insurance, in health care.",
          ),
        },
      },
      {
        title: "Adverse Selection",
        description:
          "When buyers know more about their own risk than insurers do, a market can unravel; we study how and when.",
        lesson: {
          title: "Hidden risk types and separating contracts",
          html: p(
            "Adverse selection arises when people know more about their expected health costs than the insurer does and the insurer cannot, or may not, price according to that knowledge. George Akerlof's 1970 paper on the market for 'lemons' gave the general argument: if a single price is charged, it reflects average quality, so the best risks, here the healthiest people, find it a poor deal and leave, raising the average cost of those who remain and forcing the price up. In the extreme the market unravels until only the highest risks are insured, or none at all.",
            "Michael Rothschild and Joseph Stiglitz (1976) analysed what competitive insurers would offer when there are two risk types, high and low, that look identical to the insurer. They showed that no pooling equilibrium, a single contract bought by both types, can survive: a rival could always offer a contract with slightly less cover at a lower price that attracts only the low risks. If an equilibrium exists, it is separating. High risks buy full cover at the fair price for high risks; low risks are offered partial cover at the fair price for low risks, with the deductible just large enough that high risks do not want it. The low risks are thus rationed, bearing risk they would willingly insure, and that loss is the welfare cost of hidden information. If low risks are numerous, a pooling contract could make everyone better off, and then no equilibrium exists at all.",
            "A well-documented real case is Harvard University's staff health plans in the mid-1990s, studied by David Cutler and Sarah Reber. When the university changed its contributions so that employees paid the full extra cost of its most generous plan, younger and healthier staff switched to cheaper plans. The generous plan's premium rose, more people left, and within three years it was withdrawn, a classic death spiral. Policies used against adverse selection include mandates to buy cover, subsidies that keep low risks in the pool, open enrolment periods and restrictions on when people can switch.",
          ),
        },
      },
      {
        title: "Moral Hazard and the RAND Experiment",
        description:
          "Insurance lowers the price of care at the point of use, and the RAND Health Insurance Experiment measured by how much that changes behaviour.",
        lesson: {
          title: "Cost sharing and the demand for care",
          html:
            p(
              "Moral hazard in health insurance is the change in behaviour caused by being insured. <i>Ex ante</i> moral hazard is a reduction in prevention because illness will be cheaper; it is thought to be small in health. <i>Ex post</i> moral hazard is the increase in the use of care when its price at the point of use falls, and it is large. Mark Pauly pointed out in 1968 that this is not a moral failing but ordinary demand behaviour: a patient who pays 20 per cent of the price will rationally use care worth more than 20 per cent of its cost but less than its full cost.",
              "A numerical example makes the welfare loss visible. Suppose a visit costs £100 to provide. Without insurance a person makes 4 visits a year; with 20 per cent coinsurance they pay £20 a visit and make 6. The 2 extra visits cost £200, but the person valued them at between £20 and £100 each, about £120 in total if demand is linear. The difference, £80, is a deadweight loss, to be set against the gain from the risk protection the insurance provides.",
            ) +
            "<ul><li><b>Design</b>: the RAND Health Insurance Experiment ran from 1974 to 1982 and randomly assigned about 2,750 families, more than 7,700 people in six US cities, to plans with coinsurance rates of 0, 25, 50 or 95 per cent, with an annual cap on out-of-pocket spending.</li><li><b>Use</b>: people with free care used substantially more services than those with the highest cost sharing, and spending fell as coinsurance rose; the price elasticity of demand is usually summarised as about −0.2.</li><li><b>Health</b>: for the average participant, the extra care made little measurable difference to health, though poorer people with high blood pressure had better control under free care.</li></ul>" +
            p(
              "The experiment remains the main evidence for the claim that demand for health care responds to price, and its results are still used to set deductibles and copayments.",
            ),
        },
      },
    ],
  },
];
