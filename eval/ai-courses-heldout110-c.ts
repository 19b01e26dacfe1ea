/** One-hundred-and-tenth held-out evaluation courses, advanced level; see ai-courses-heldout110.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT110_C: EvalCourse[] = [
  {
    slug: "advanced-hepatology-fibrosis-portal-hypertension-and-decompensation",
    discipline: "Hepatology",
    title: "Advanced Hepatology: Fibrosis, Portal Hypertension and Decompensation",
    description:
      "Topics: non-invasive fibrosis staging in steatotic liver disease; portal hypertension, varices and the Baveno VII criteria; ascites, spontaneous bacterial peritonitis and hepatic encephalopathy; and liver transplantation assessment. Intended for doctors in gastroenterology and hepatology specialty training.",
    level: "advanced",
    duration: "twelve weeks (one case-based seminar a week)",
    plantedGap: "liver transplantation",
    modules: [
      {
        title: "Staging Fibrosis Without a Biopsy",
        description:
          "Applying the new steatotic liver disease nomenclature, FIB-4 and elastography to stratify risk in primary and secondary care.",
        lesson: {
          title: "MASLD, FIB-4 and elastography",
          html: p(
            "The 2023 multisociety Delphi consensus replaced the terms NAFLD and NASH. Steatotic liver disease (SLD) is now the umbrella term. Metabolic dysfunction-associated steatotic liver disease (MASLD) requires hepatic steatosis plus at least one of five cardiometabolic risk factors, such as raised BMI or waist circumference, dysglycaemia, hypertension, raised triglycerides or low HDL cholesterol. MetALD describes MASLD with alcohol intake of 140 to 350 g a week in women or 210 to 420 g a week in men, and MASH replaces NASH. The change matters clinically less than it seems: fibrosis stage, not steatosis or inflammation, remains the main predictor of liver-related events and death.",
            "Stratification is sequential. The first step is FIB-4 = (age × AST) / (platelet count × √ALT), with age in years, enzymes in U/L and platelets in 10⁹/L. Below 1.3 the risk of advanced fibrosis is low and the patient can stay in primary care with reassessment every few years; for patients over 65 a lower cut-off of 2.0 reduces false positives. Above 2.67 the risk is high. Values between are indeterminate and need a second test. Worked example: a 58-year-old with AST 48, ALT 52 and platelets 165 has FIB-4 = (58 × 48) / (165 × 7.21) ≈ 2.34, so is indeterminate.",
            "The second test is usually vibration-controlled transient elastography (VCTE). A liver stiffness measurement below 8 kPa makes advanced fibrosis unlikely; 12 kPa or above indicates high risk and warrants hepatology follow-up. The enhanced liver fibrosis (ELF) blood test is an alternative, with NICE using a threshold of 10.51 to indicate advanced fibrosis in NAFLD. Stiffness is falsely raised by acute hepatitis with high transaminases, hepatic congestion in heart failure, extrahepatic cholestasis and recent meals, so patients should fast for at least two hours, and the XL probe should be used in obesity. The controlled attenuation parameter recorded during the same examination estimates steatosis.",
            "Stiffness also stages compensated advanced chronic liver disease (cACLD) by the Baveno rule of five: values of 10, 15, 20 and 25 kPa mark increasing probability of cACLD, clinically significant portal hypertension and decompensation, linking this module directly to the next.",
          ),
        },
      },
      {
        title: "Portal Hypertension and Varices",
        description:
          "Measuring portal pressure, applying Baveno VII to avoid unnecessary endoscopy, and managing acute variceal bleeding.",
        lesson: {
          title: "HVPG, Baveno VII and variceal bleeding",
          html: p(
            "The reference measure of portal hypertension is the hepatic venous pressure gradient (HVPG), the wedged minus the free hepatic venous pressure, measured by a balloon catheter in a hepatic vein. Normal is 1 to 5 mmHg. An HVPG of 10 mmHg or more defines clinically significant portal hypertension (CSPH), above which varices form and decompensation risk rises; 12 mmHg or more is associated with variceal bleeding. HVPG reflects sinusoidal pressure and is therefore unreliable in pre-sinusoidal causes such as schistosomiasis.",
            "Baveno VII (2021) allows CSPH to be inferred non-invasively. In cACLD from viral, alcohol-related and non-obese MASLD aetiologies, liver stiffness of 25 kPa or more rules in CSPH, whereas stiffness of 15 kPa or less with platelets of at least 150 × 10⁹/L rules it out. Patients with stiffness below 20 kPa and platelets above 150 × 10⁹/L can safely avoid screening endoscopy. Following the PREDESCI trial, non-selective beta-blockers, with carvedilol preferred, are recommended in CSPH to prevent decompensation, not merely to prevent first bleeding, which reduces the need for surveillance endoscopy in patients established on them.",
            "Acute variceal haemorrhage requires a bundle of actions:" +
              "<ul><li>restrictive transfusion, transfusing red cells when haemoglobin falls to about 70 g/L and aiming for 70 to 80 g/L, since liberal transfusion raises portal pressure and rebleeding;</li><li>a vasoactive drug, terlipressin or octreotide, started as soon as bleeding is suspected and continued for two to five days;</li><li>antibiotic prophylaxis, for example ceftriaxone 1 g daily for up to seven days, which reduces infection, rebleeding and death;</li><li>endoscopy within twelve hours of presentation once resuscitated, with band ligation of oesophageal varices;</li><li>pre-emptive TIPS within 72 hours, ideally within 24, for patients at high risk of failure: Child-Pugh C with a score below 14, or Child-Pugh B above 7 with active bleeding at endoscopy.</li></ul>",
            "Balloon tamponade or an oesophageal self-expanding metal stent serves only as a bridge when bleeding is uncontrolled. After recovery, secondary prophylaxis combines a non-selective beta-blocker with repeated band ligation until varices are eradicated, unless TIPS has already been placed.",
          ),
        },
      },
      {
        title: "Decompensation: Ascites, SBP and Encephalopathy",
        description:
          "Investigating and treating ascites and its infective and renal complications, and managing hepatic encephalopathy.",
        lesson: {
          title: "Managing the decompensated patient",
          html: p(
            "Diagnostic paracentesis is indicated in every patient with new ascites and in every patient with cirrhosis and ascites admitted to hospital, whatever the reason. A serum-ascites albumin gradient of 11 g/L or more indicates portal hypertension. An ascitic neutrophil count above 250 cells/mm³ diagnoses spontaneous bacterial peritonitis (SBP), whether or not cultures grow; inoculating blood culture bottles at the bedside improves yield. Treat with an empirical antibiotic chosen for local resistance patterns, classically a third-generation cephalosporin in community-acquired cases, and give intravenous albumin 1.5 g/kg at diagnosis and 1 g/kg on day three, which in Sort and colleagues' 1999 trial reduced renal failure and mortality.",
            "Uncomplicated ascites is managed with moderate sodium restriction, 80 to 120 mmol a day, roughly 4.6 to 6.9 g of salt, and diuretics: spironolactone from 100 mg up to 400 mg daily, with furosemide from 40 mg up to 160 mg added for recurrent or resistant ascites. Tense ascites is drained by large-volume paracentesis; when more than 5 litres are removed, give 8 g of albumin per litre drained to prevent post-paracentesis circulatory dysfunction. Refractory ascites is treated with serial paracentesis or TIPS in selected patients.",
            "Acute kidney injury is defined by the International Club of Ascites as a rise in creatinine of at least 26.5 µmol/L within 48 hours or of 50 per cent or more within seven days. Stop diuretics and nephrotoxins, treat precipitants, and give albumin 1 g/kg for two days. Hepatorenal syndrome-AKI is diagnosed when there is no response to this, in the absence of shock, nephrotoxins or structural kidney disease, and is treated with terlipressin plus albumin, monitoring closely for fluid overload and ischaemic complications.",
            "Hepatic encephalopathy is graded by the West Haven criteria from 1, subtle changes in attention and mood, to 4, coma. Always look for a precipitant: infection, gastrointestinal bleeding, constipation, hypokalaemia, dehydration and sedatives. Lactulose is titrated to two or three soft stools a day; rifaximin 550 mg twice daily is added to prevent recurrence after a second episode. Prognosis in decompensated cirrhosis is assessed with the Child-Pugh score and with MELD, a model originally developed to predict survival after TIPS.",
          ),
        },
      },
    ],
  },
  {
    slug: "kabbalah-texts-doctrines-and-historiography",
    discipline: "Kabbalah studies",
    title: "Kabbalah: Texts, Doctrines and Historiography",
    description:
      "Reading the Zohar alongside its modern critics, this seminar traces Jewish mysticism from the Sefer Yetzirah and the Bahir through thirteenth-century Castile and sixteenth-century Safed. Participants analyse the doctrine of the sefirot and Lurianic cosmology, weigh Gershom Scholem's historical model against Moshe Idel's phenomenology, and consider Hasidic adaptations of kabbalistic ideas.",
    level: "advanced",
    duration: "a twelve-week semester (one two-hour text seminar a week)",
    plantedGap: "Hasidic adaptations",
    modules: [
      {
        title: "The Sefirot and the Zohar",
        description: "The theosophical system of the ten sefirot and the composition and authorship of the Zohar.",
        lesson: {
          title: "Ten sefirot and the world of the Zohar",
          html: p(
            "The Sefer Yetzirah, a short and enigmatic work usually dated to late antiquity, describes creation through thirty-two paths of wisdom: ten sefirot, which here mean primordial numbers or dimensions, and the twenty-two letters of the Hebrew alphabet. The Sefer ha-Bahir, which surfaced in Provence in the late twelfth century, reinterpreted the sefirot as divine powers and introduced much of the symbolism of later kabbalah, including a feminine aspect of the divine.",
            "In developed theosophical kabbalah the sefirot are ten emanated aspects through which the hidden Godhead, Ein Sof, the Infinite, becomes manifest and active:" +
              "<table><thead><tr><th>Sefirah</th><th>Common alternative names</th><th>Chief associations</th></tr></thead><tbody><tr><td>Keter</td><td>Ayin (Nothingness)</td><td>Crown, primal will</td></tr><tr><td>Hokhmah</td><td>Wisdom</td><td>Father, first point of emanation</td></tr><tr><td>Binah</td><td>Understanding</td><td>Mother, palace</td></tr><tr><td>Hesed</td><td>Gedullah</td><td>Love, right arm, Abraham</td></tr><tr><td>Gevurah</td><td>Din</td><td>Judgement, left arm, Isaac</td></tr><tr><td>Tiferet</td><td>Rahamim</td><td>Beauty, compassion, Jacob, the Holy One blessed be He</td></tr><tr><td>Netsah</td><td>Eternity</td><td>Right leg, prophecy</td></tr><tr><td>Hod</td><td>Splendour</td><td>Left leg, prophecy</td></tr><tr><td>Yesod</td><td>Tsaddik (Righteous One)</td><td>Foundation, phallus, Joseph</td></tr><tr><td>Malkhut</td><td>Shekhinah, Knesset Yisrael</td><td>Kingship, bride, David</td></tr></tbody></table>",
            "The Zohar, the central text of the tradition, is a vast Aramaic commentary on the Torah presented as the teachings of the second-century sage Shimon bar Yohai and his companions. It was composed largely in Castile in the late thirteenth century. Gershom Scholem concluded that Moses de León (c. 1240–1305), who circulated the first manuscripts, was essentially its author. More recent scholarship, notably by Yehuda Liebes, Ronit Meroz and Daniel Abrams, sees a circle of authors and a literary process that continued for decades, with the Zohar as a book largely constituted by its sixteenth-century editors and printers, the first editions appearing at Mantua and Cremona in 1558–60.",
            "The Zohar's religious vision is dynamic: exile separates Tiferet from the Shekhinah, and human observance of the commandments, performed with right intention, helps reunite them. This theurgical claim, that human action affects the divine life, is one of the features that distinguishes kabbalah from philosophical theology.",
          ),
        },
      },
      {
        title: "Safed and Lurianic Kabbalah",
        description: "Cordovero's systematisation and Isaac Luria's myth of contraction, shattering and repair.",
        lesson: {
          title: "Tsimtsum, shevirah and tikkun",
          html: p(
            "After the expulsion of the Jews from Spain in 1492 and from Portugal soon after, the small town of Safed in the Galilee became, by the mid-sixteenth century, the most important centre of kabbalah. Moses Cordovero (1522–1570) produced in his Pardes Rimmonim (1548) a comprehensive systematisation of earlier kabbalah, addressing problems such as whether the sefirot are the divine essence itself or instruments through which it acts. Isaac Luria (1534–1572), known as the Ari, arrived in Safed around 1570 and died in an epidemic in 1572. He wrote very little; his teachings were recorded and reworked by disciples, above all Hayyim Vital (1542–1620), whose Ets Hayyim became the canonical presentation.",
            "Lurianic cosmology opens with tsimtsum: before creation, Ein Sof contracted or withdrew itself to make a primordial space in which finite worlds could exist. Into that space entered a single line of divine light. The light was to be contained in vessels, but the lower vessels could not bear it and shattered, the shevirat ha-kelim. Sparks of holiness fell with the shards and became trapped in the kelipot, husks or shells, which are the source of evil and give it its vitality.",
            "The divine structure was then reconstituted as partsufim, configurations or faces, such as Arikh Anpin, Abba, Imma and Ze'ir Anpin with his female counterpart, between which relationships of union and separation are worked out. The completion of this process is entrusted to humanity. Tikkun, repair, is achieved through the commandments and through prayer performed with kavvanot, elaborate contemplative intentions directed at the sefirot and partsufim, which raise the fallen sparks. Lurianic teaching also developed the doctrine of gilgul, transmigration of souls, as part of the same work of repair.",
            "Scholem read the myth of exile and restoration as a response to the trauma of the Spanish expulsion, and saw its messianic energy released in the movement around Sabbatai Zevi in 1665–66, whose prophet Nathan of Gaza drew on Lurianic concepts. Later scholars have questioned both links: the Lurianic texts hardly mention the expulsion, and the spread of Lurianic kabbalah beyond small elite circles seems to have come largely in the seventeenth century. Seminar work compares passages from Vital with these competing readings.",
          ),
        },
      },
      {
        title: "Scholem, Idel and the Modern Study of Kabbalah",
        description: "Competing historical and phenomenological models of kabbalah and the debates they generated.",
        lesson: {
          title: "Historical and phenomenological approaches",
          html: p(
            "Nineteenth-century Wissenschaft des Judentums scholars, such as Heinrich Graetz, treated kabbalah largely as an embarrassing irrational episode in Jewish history. Gershom Scholem (1897–1982) made it a legitimate academic subject. Using philological and historical methods, he recovered and dated manuscripts, reconstructed schools and traced development in works such as Major Trends in Jewish Mysticism (1941), Origins of the Kabbalah (first published in German in 1962) and his monumental study of Sabbatai Zevi. He presented mysticism as a stage in the history of religion that reasserts myth within a monotheistic tradition, emphasised possible Gnostic influences on early kabbalah, and saw the history of kabbalah as driven dialectically by historical crises.",
            "Moshe Idel, in Kabbalah: New Perspectives (1988), challenged much of this framework. He proposed a phenomenological approach that classifies kabbalah into models rather than following one line of historical development. The theosophical-theurgical model centres on the sefirot and the effect of human action on the divine. The ecstatic model, represented by Abraham Abulafia (1240–after 1291), seeks union with God through letter combination, breathing techniques and meditation. A magical model concerns drawing divine power into the world. Idel also stressed continuity with older rabbinic and Jewish esoteric traditions rather than external Gnostic sources, and criticised explanations that tie doctrines too directly to historical events.",
            "Other scholars have opened further questions. Elliot Wolfson's Through a Speculum That Shines (1994) and later work analysed the gender symbolism of kabbalah, arguing that it is fundamentally androcentric, with the feminine ultimately reabsorbed into the masculine. Boaz Huss has studied how the Zohar acquired its canonical status and how the category of Jewish mysticism itself was constructed in modern scholarship.",
            "For assessed work, students take one claim on which Scholem and Idel disagree, for example the origins of the Bahir or the relationship between Lurianic kabbalah and the expulsion, and evaluate it against primary texts in translation and the secondary literature. Strong essays identify what kind of evidence each scholar treats as decisive and whether the disagreement is factual, methodological or about the definition of kabbalah itself.",
          ),
        },
      },
    ],
  },
  {
    slug: "international-criminal-law-jurisdiction-crimes-and-liability",
    discipline: "International criminal law",
    title: "International Criminal Law: Jurisdiction, Crimes and Liability",
    description:
      "Participants examine the law and practice of the International Criminal Court and the ad hoc tribunals: jurisdiction, admissibility and complementarity; the elements of genocide, crimes against humanity and war crimes; joint criminal enterprise, co-perpetration and command responsibility; and victim reparations.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week, with moot preparation)",
    plantedGap: "victim reparations",
    modules: [
      {
        title: "Jurisdiction, Admissibility and Complementarity",
        description:
          "How situations and cases come before the International Criminal Court and when national proceedings bar them.",
        lesson: {
          title: "Getting a case before the ICC",
          html: p(
            "The Rome Statute was adopted on 17 July 1998 and entered into force on 1 July 2002, and more than 120 states are now parties. The Court's jurisdiction is limited in four ways. Temporally, it covers crimes committed after 1 July 2002, or after the Statute entered into force for the state concerned. Materially, under Article 5, it covers genocide, crimes against humanity, war crimes and the crime of aggression. Under Article 12, the crime must have been committed on the territory of a state party or by one of its nationals, unless a non-party accepts jurisdiction by declaration under Article 12(3), as Ukraine did in 2014 and 2015 before ratifying. These preconditions do not apply to Security Council referrals.",
            "Article 13 provides three triggers. A state party may refer a situation; the Security Council, acting under Chapter VII of the UN Charter, may refer a situation, as it did for Darfur in 2005 (Resolution 1593) and Libya in 2011 (Resolution 1970); or the Prosecutor may open an investigation proprio motu, which under Article 15 requires authorisation by a Pre-Trial Chamber. The first use of that power was in Kenya in 2010.",
            "The ICC is complementary to national courts. Under Article 17, a case is inadmissible if it is being or has been investigated or prosecuted by a state with jurisdiction, unless the state is unwilling or unable genuinely to do so. In the Kenya cases the Appeals Chamber held in 2011 that national proceedings must concern the same person and substantially the same conduct; general investigations into post-election violence were not enough. In Libya, the Court found the case against Abdullah Al-Senussi inadmissible in 2013, because Libya was genuinely prosecuting him, but the case against Saif Al-Islam Gaddafi admissible, because Libya could not secure his custody or the evidence.",
            "A case must also be of sufficient gravity (Article 17(1)(d)), and the ne bis in idem principle in Article 20 protects persons already tried elsewhere, unless the proceedings were designed to shield them or were not conducted independently or impartially. Students should be able to run a full admissibility analysis on a hypothetical situation, identifying the relevant trigger, each precondition and each admissibility question in turn.",
          ),
        },
      },
      {
        title: "The Core Crimes",
        description:
          "The specific intent of genocide, the contextual elements of crimes against humanity, and how they differ from war crimes.",
        lesson: {
          title: "Genocide and crimes against humanity",
          html: p(
            "Genocide, defined in Article II of the 1948 Genocide Convention and reproduced in Article 6 of the Rome Statute, consists of five acts committed with intent to destroy, in whole or in part, a national, ethnical, racial or religious group, as such: killing members of the group; causing serious bodily or mental harm; deliberately inflicting conditions of life calculated to bring about its physical destruction; imposing measures intended to prevent births; and forcibly transferring children to another group. The list of groups is closed, and cultural destruction alone is not genocide.",
            "The defining element is the specific intent, dolus specialis. Intent to destroy part of a group requires that the part be substantial, judged by numbers and by its significance to the group as a whole; in Krstić (2004) the ICTY Appeals Chamber held that the Bosnian Muslims of Srebrenica were such a part. Because perpetrators rarely declare their intent, it is usually inferred from the pattern of conduct, and the International Court of Justice held in Croatia v Serbia (2015) that such an inference must be the only reasonable one available on the evidence. In Akayesu (1998), the ICTR delivered the first conviction for genocide by an international tribunal and held that rape and sexual violence could constitute acts of genocide.",
            "Crimes against humanity under Article 7 are listed acts, including murder, extermination, enslavement, deportation, torture, rape, persecution and enforced disappearance, committed as part of a widespread or systematic attack directed against any civilian population, with knowledge of the attack. Widespread refers to the large scale of the attack or the number of people targeted; systematic refers to its organised nature and the improbability of random occurrence. Article 7(2)(a) adds that the attack must be a course of conduct pursuant to or in furtherance of a state or organisational policy, a requirement absent from customary definitions applied by the ad hoc tribunals.",
            "Unlike war crimes, crimes against humanity need no connection with armed conflict, although the ICTY Statute required one for jurisdictional reasons. War crimes, by contrast, require a nexus with an international or non-international armed conflict, and Article 8 distinguishes the lists applicable to each. The same conduct may therefore be charged under several heads, and students must identify which contextual elements the evidence can prove.",
          ),
        },
      },
      {
        title: "Modes of Liability",
        description:
          "How individuals far from the crime scene are held responsible: joint criminal enterprise, co-perpetration and superior responsibility.",
        lesson: {
          title: "JCE, co-perpetration and command responsibility",
          html: p(
            "International crimes are collective, so the central doctrinal problem is attributing them to leaders who never touched a weapon. The ICTY Appeals Chamber in Tadić (1999) derived joint criminal enterprise (JCE) from customary law in three forms. JCE I, the basic form, covers participants sharing the intent to commit crimes within a common plan. JCE II, the systemic form, covers organised systems of ill-treatment such as detention camps. JCE III, the extended form, makes a participant liable for crimes outside the common plan if they were a foreseeable consequence and the accused willingly took that risk. JCE III is criticised for diluting the mental element, and in 2010 the Pre-Trial Chamber of the Extraordinary Chambers in the Courts of Cambodia held that it was not part of customary law at the time of the Khmer Rouge crimes.",
            "The ICC follows the Rome Statute's own scheme. Under Article 25(3)(a), co-perpetration has been interpreted through the control-of-the-crime theory influenced by German doctrine: co-perpetrators share a common plan and each makes an essential contribution, so that each could frustrate the crime by withholding it. In Lubanga (2012), the Court's first judgment, Thomas Lubanga was convicted as a co-perpetrator of conscripting and enlisting children under fifteen and using them to participate actively in hostilities, and sentenced to fourteen years. Indirect co-perpetration, including commission through an organised power apparatus, was developed in the Katanga and Ngudjolo confirmation decision (2008). Article 25(3)(d) provides a residual form for contributions to crimes by a group acting with a common purpose.",
            "Command responsibility under Article 28, with roots in the Yamashita case of 1946, makes military commanders liable for subordinates' crimes if they knew or, owing to the circumstances, should have known of them, and failed to take all necessary and reasonable measures to prevent, repress or report them. Civilian superiors face a stricter mental test: they must have known or consciously disregarded information clearly indicating the crimes. Article 28 also requires that the crimes result from the superior's failure to exercise control properly.",
            "In Bemba, the Trial Chamber convicted Jean-Pierre Bemba under Article 28 in 2016, but in 2018 the Appeals Chamber, by majority, acquitted him, holding that the trial judges had failed to assess properly what measures a remote commander could reasonably take.",
          ),
        },
      },
    ],
  },
  {
    slug: "gravitational-wave-astronomy",
    discipline: "Gravitational-wave astronomy",
    title: "Gravitational-Wave Astronomy",
    description:
      "Since September 2015, ground-based interferometers have recorded gravitational waves from colliding black holes and neutron stars. The course develops the linearised theory and the quadrupole formula, the design and noise budget of laser interferometers, matched filtering and Bayesian parameter estimation, multimessenger observations and standard sirens, and the search for a nanohertz background with pulsar timing arrays.",
    level: "advanced",
    duration: "ten weeks (two lectures and one problems class a week)",
    plantedGap: "pulsar timing arrays",
    modules: [
      {
        title: "Waves in Spacetime and How to Detect Them",
        description:
          "Linearised general relativity, the quadrupole formula, and the design and noise sources of kilometre-scale interferometers.",
        lesson: {
          title: "From the quadrupole formula to a 4 km interferometer",
          html: p(
            "Write the metric as g_μν = η_μν + h_μν with |h_μν| ≪ 1. In the Lorenz gauge the trace-reversed perturbation obeys □h̄_μν = −(16πG/c⁴)T_μν, so in vacuum perturbations propagate at c. In the transverse-traceless (TT) gauge a plane wave along z has two polarisations, h₊ and h×. A ring of free particles in the x–y plane is alternately stretched along x and squeezed along y by h₊, and the same pattern rotated by 45° for h×.",
            "To leading order the radiation field of a slow-moving source is given by the quadrupole formula, h_ij^TT = (2G/c⁴r) d²Q_ij/dt², where Q_ij is the reduced (trace-free) mass quadrupole moment, projected transverse-traceless. The radiated power is P = (G/5c⁵)⟨d³Q_ij/dt³ d³Q_ij/dt³⟩. There is no monopole radiation because mass-energy is conserved and no dipole radiation because momentum is conserved, which is why gravitational radiation is so weak. For a circular binary the strain amplitude scales as h ≈ (4/r)(GM_c/c²)^(5/3)(πf/c)^(2/3), where M_c is the chirp mass and f the gravitational-wave frequency, twice the orbital frequency.",
            "GW150914, detected on 14 September 2015 by the two LIGO detectors, swept from about 35 to 250 Hz in roughly 0.2 seconds, with peak strain about 1.0 × 10⁻²¹. It came from black holes of about 36 and 29 solar masses at roughly 410 Mpc, merging into one of about 62 solar masses and radiating around three solar masses of energy.",
            "Measuring such strains requires a Michelson interferometer with Fabry–Perot cavities in its arms. LIGO's arms are 4 km long, Virgo's and KAGRA's 3 km. A strain of 10⁻²¹ changes the arm length by ΔL = hL/2 ≈ 2 × 10⁻¹⁸ m, a fraction of a proton's diameter. Power recycling raises the circulating laser power to hundreds of kilowatts, and signal recycling shapes the frequency response. The noise budget has three main regions: seismic and suspension noise dominate below about 10 Hz, despite multi-stage pendulum isolation; thermal noise in mirror coatings and suspensions matters in the tens to hundreds of hertz; and quantum noise, shot noise at high frequencies and radiation-pressure noise at low frequencies, sets the limit across much of the band. Injecting squeezed vacuum states of light, in routine use since the third observing run, reduces shot noise.",
          ),
        },
      },
      {
        title: "Finding Signals: Matched Filtering and Parameter Estimation",
        description:
          "Template-bank searches, significance estimation by time slides, and Bayesian inference of source parameters.",
        lesson: {
          title: "Templates, SNR and Bayesian inference",
          html: p(
            "Detector output is d(t) = n(t) + h(t), with stationary Gaussian noise characterised in the usual approximation by its one-sided power spectral density S_n(f). The natural inner product is the noise-weighted (a|b) = 4 Re ∫ ã(f) b̃*(f) / S_n(f) df. Filtering the data with a template h gives the signal-to-noise ratio ρ = (d|h)/√(h|h), and the optimal SNR of a signal is ρ² = 4 ∫ |h̃(f)|² / S_n(f) df. By the Neyman–Pearson lemma, the matched filter is the optimal linear detector for a known signal in Gaussian noise.",
            "Compact-binary searches therefore correlate the data with a bank of hundreds of thousands of templates spanning component masses and spins, placed so that no possible signal loses more than about 3 per cent of its SNR to the nearest template. The best-measured quantity in the inspiral is the chirp mass, M_c = (m₁m₂)^(3/5)/(m₁+m₂)^(1/5), because it controls the frequency evolution at leading order: df/dt = (96/5) π^(8/3) (GM_c/c³)^(5/3) f^(11/3).",
            "Real noise contains non-Gaussian transients, glitches, so candidates must pass signal-consistency tests such as the χ² test and be coincident between detectors within the light travel time, about 10 ms between Hanford and Livingston. Significance is estimated empirically by time slides: shifting one detector's data by far more than 10 ms many times produces a background of accidental coincidences against which the false-alarm rate of a candidate is measured. GW150914 had a false-alarm rate below one in 203,000 years, a significance above 5.1σ.",
            "Parameter estimation is Bayesian. The posterior p(θ|d) ∝ L(d|θ) π(θ) is sampled with Markov chain Monte Carlo or nested sampling, in codes such as LALInference and Bilby, using a Gaussian (Whittle) likelihood in the frequency domain. A quasi-circular binary with precessing spins has fifteen parameters: two masses, six spin components, distance, sky position, inclination, polarisation angle, coalescence time and phase. Strong correlations limit precision: distance is degenerate with inclination, and mass ratio with the effective aligned spin χ_eff. Results also depend on waveform models, effective-one-body, phenomenological or numerical-relativity surrogate, so analyses compare several families to estimate systematic error.",
          ),
        },
      },
      {
        title: "Multimessenger Astronomy and Standard Sirens",
        description:
          "What GW170817 revealed about gravity, neutron stars and heavy elements, and how gravitational waves measure the Hubble constant.",
        lesson: {
          title: "GW170817 and measuring the Hubble constant",
          html: p(
            "On 17 August 2017 the LIGO and Virgo detectors recorded GW170817, the inspiral of two neutron stars, in band for about 100 seconds with a combined network SNR of 32.4. About 1.7 seconds after the merger, the Fermi Gamma-ray Burst Monitor detected the short gamma-ray burst GRB 170817A. Virgo's weak signal, explained by its unfavourable antenna pattern, helped shrink the sky area to about 28 square degrees, and within eleven hours an optical counterpart was found in the galaxy NGC 4993, about 40 Mpc away.",
            "The results were transformative. The arrival times after travelling some 130 million years constrained the difference between the speed of gravity and the speed of light to between about −3 × 10⁻¹⁵ and +7 × 10⁻¹⁶ of c, ruling out many modified-gravity theories that predicted otherwise. The optical and infrared emission was a kilonova, powered by radioactive decay of freshly synthesised r-process nuclei; its red, long-lived component implies lanthanide-rich ejecta, making neutron-star mergers a major source of the heaviest elements. Tidal deformability measured from the late inspiral constrained the neutron-star equation of state, disfavouring very stiff models.",
            "Bernard Schutz pointed out in 1986 that compact binaries are standard sirens. The waveform's amplitude and frequency evolution give the luminosity distance directly, calibrated by general relativity rather than by a cosmic distance ladder. With the redshift of the host galaxy, the Hubble constant follows from H₀ ≈ v_H/d_L at such low redshift. GW170817 alone gave H₀ = 70 (+12, −8) km s⁻¹ Mpc⁻¹, the broad uncertainty dominated by the degeneracy between distance and orbital inclination.",
            "The method matters because of the Hubble tension: early-universe inference from the cosmic microwave background gives about 67.4 km s⁻¹ Mpc⁻¹, while the Cepheid-calibrated distance ladder gives about 73. Chen, Fishbach and Holz estimated in 2018 that some fifty neutron-star mergers with identified hosts would yield about 2 per cent precision. Events without counterparts can contribute as dark sirens, by statistically marginalising over the redshifts of all catalogued galaxies in the localisation volume, or through features in the black-hole mass distribution that break the degeneracy between mass and redshift.",
          ),
        },
      },
    ],
  },
  {
    slug: "liquefied-natural-gas-engineering",
    discipline: "Liquefied natural gas engineering",
    title: "Liquefied Natural Gas Engineering",
    description:
      "Cooling methane to about −162 °C shrinks its volume some six-hundredfold, and every step of the chain is an engineering problem. Advanced students analyse cascade and mixed-refrigerant liquefaction cycles, full-containment tank design, boil-off and rollover, regasification terminals and FSRUs, and LNG bunkering, with worked energy balances throughout.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one design tutorial a week)",
    plantedGap: "LNG bunkering",
    modules: [
      {
        title: "Liquefaction Processes",
        description:
          "Gas pretreatment and the thermodynamics of cascade, propane-precooled mixed-refrigerant and expander cycles.",
        lesson: {
          title: "Cascade and mixed-refrigerant cycles",
          html: p(
            "Before liquefaction, feed gas is treated to remove anything that would freeze or corrode at cryogenic temperatures. Carbon dioxide is removed by amine absorption to below about 50 ppmv; water is removed by molecular sieves to below about 0.1 ppmv; mercury is removed to nanogram levels because it attacks the brazed aluminium heat exchangers; and heavy hydrocarbons such as benzene are removed in a scrub column before they can solidify.",
            "Liquefaction must remove sensible heat and, at lower pressures, latent heat, rejecting it to ambient. The thermodynamic minimum work is set by the exergy of the product, but real plants consume on the order of 250 to 350 kWh of compression work per tonne of LNG, and the designer's task is to reduce the irreversibility in the heat exchangers, which is proportional to the temperature difference between the hot and cold streams across the whole cooling range.",
            "The classic cascade process, developed commercially as the ConocoPhillips Optimized Cascade, uses three pure-refrigerant loops in series, typically propane, ethylene and methane, each evaporating at a fixed temperature. Its composite cooling curve is a staircase, which leaves large temperature differences in places. The mixed-refrigerant solution is to use a refrigerant blend of nitrogen, methane, ethane and propane that boils over a temperature glide closely matching the natural gas cooling curve, so the gap between hot and cold composite curves stays small throughout.",
            "The propane-precooled mixed-refrigerant process, C3MR, licensed by Air Products, has been the dominant baseload technology for decades. Propane chillers precool the feed and the mixed refrigerant to around −35 °C; the mixed refrigerant then liquefies and subcools the gas in a large spiral-wound main cryogenic heat exchanger. The AP-X variant adds a nitrogen expander loop for final subcooling, enabling the 7.8 million tonnes per annum trains built in Qatar. Dual mixed-refrigerant processes replace the propane loop with a second mixed refrigerant, suiting cold climates. For small-scale and floating plants, single mixed-refrigerant and nitrogen expander cycles are preferred: less efficient, but simpler, compact, and free of large inventories of flammable refrigerant on a crowded deck.",
            "Students compare cycles using composite curves, exergy loss by equipment item and specific power, and learn why compressor driver selection, gas turbine frame size in particular, often fixes train capacity.",
          ),
        },
      },
      {
        title: "Storage: Tanks, Boil-Off and Rollover",
        description:
          "Full-containment tank construction, boil-off gas management and the prevention of stratification and rollover.",
        lesson: {
          title: "Full-containment tanks and stratification",
          html: p(
            "LNG is stored at near-atmospheric pressure, a few tens of millibar gauge, at its boiling point of about −162 °C. Modern onshore terminals mostly use full-containment tanks of 160,000 to 200,000 m³. The inner tank, which holds the liquid, is made of 9 per cent nickel steel, which remains ductile at cryogenic temperatures. The outer tank of prestressed concrete, with a reinforced concrete roof, is designed to contain both liquid and vapour if the inner tank fails. Between them sit perlite insulation and a resilient blanket that accommodates the inner tank's thermal contraction; a suspended deck insulates the roof space; and the base slab is heated so that the ground beneath does not freeze and heave.",
            "Heat leaking in, however small, evaporates liquid as boil-off gas (BOG). Onshore tanks are typically designed for about 0.05 per cent of their contents a day. For a 180,000 m³ tank this is 90 m³ of LNG a day, or about 40 tonnes at a density of roughly 450 kg/m³. BOG is compressed and sent to a recondenser, where it is absorbed into cold send-out LNG, or used as fuel; flaring is the last resort. During ship unloading, displaced vapour and heat from pumps and pipework multiply the BOG rate, which sizes the compressors.",
            "Rollover is the characteristic storage hazard. If LNG of different densities is stored in layers, for example when a denser cargo is bottom-filled beneath a lighter heel, the layers do not mix. Heat entering through the walls and floor warms the lower layer, but the hydrostatic head suppresses its boiling, so it becomes superheated, while the upper layer continues to boil off and, losing its lightest component, methane, preferentially, grows denser. When the densities converge, the layers mix suddenly, and the superheated liquid flashes, producing a vapour surge many times the normal BOG rate that can overwhelm the relief system. The best-known incident occurred at La Spezia, Italy, in 1971, when a tank rolled over about eighteen hours after filling.",
            "Prevention relies on knowing and controlling densities. Level-temperature-density gauges profile the tank contents; cargoes denser than the heel are top-filled and lighter ones bottom-filled so that they mix; jet nozzles and recirculation promote mixing; and operators watch for a falling BOG rate, a warning sign that the lower layer is storing heat.",
          ),
        },
      },
      {
        title: "Regasification and Floating Terminals",
        description:
          "Send-out pumping, vaporiser selection and heat balances, and the design and operation of floating storage and regasification units.",
        lesson: {
          title: "Vaporiser selection and FSRU operations",
          html: p(
            "At a receiving terminal, in-tank pumps deliver LNG to a recondenser and then to high-pressure send-out pumps, which raise it to pipeline pressure, commonly 70 to 100 bar, while it is still liquid. Pumping a liquid costs a small fraction of the work needed to compress the equivalent gas, which is why the pressure is raised before vaporisation.",
            "Heating LNG from −162 °C to a send-out temperature of a few degrees above zero at high pressure requires roughly 800 to 900 kJ per kilogram. Worked example: a send-out of 1,000 tonnes an hour at 850 kJ/kg needs about 236 MW of heat. If seawater supplies it with a temperature drop limited to 5 K, the seawater flow is 236,000 kW / (4.0 kJ/kg K × 5 K) ≈ 11,800 kg/s, about 41,000 m³ an hour, which determines intake and outfall design and the environmental permit.",
            "The main vaporiser types are:" +
              "<ul><li><strong>Open rack vaporisers</strong>, in which seawater flows down the outside of panels of finned aluminium-alloy tubes carrying LNG upwards; low operating cost, but they need clean, warm enough seawater, and the cold, usually chlorinated discharge must be permitted.</li><li><strong>Submerged combustion vaporisers</strong>, which burn roughly 1.5 per cent of the send-out gas to heat a water bath containing the LNG coil; compact and independent of seawater, used for peak demand or cold climates, but costly in fuel and emissions.</li><li><strong>Intermediate fluid vaporisers</strong>, which use a fluid such as propane or glycol-water between seawater and LNG to avoid icing.</li><li><strong>Ambient air vaporisers</strong>, for small satellite terminals.</li></ul>",
            "A floating storage and regasification unit (FSRU) is a ship, newbuilt or converted from an LNG carrier, typically of around 170,000 m³, with regasification modules on deck, moored at a jetty or offshore buoy and delivering gas ashore by high-pressure arms or a subsea pipeline. FSRUs can be deployed in months rather than years; Germany's first, at Wilhelmshaven, began operating in December 2022, less than a year after the decision to build. They may regasify in open loop, using seawater directly, or closed loop, heating an intermediate circuit with boilers, trading fuel consumption against seawater discharge. Whatever the terminal type, send-out gas must meet the grid's Wobbe index limits, which can require nitrogen ballasting of rich LNG.",
          ),
        },
      },
    ],
  },
];
