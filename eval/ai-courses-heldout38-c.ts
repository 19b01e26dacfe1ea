/** Thirty-eighth held-out evaluation courses, advanced level (Akkadian to equine dentistry); see ai-courses-heldout38.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT38_C: EvalCourse[] = [
  {
    slug: "akkadian-cuneiform-grammar-and-hammurabi",
    discipline: "Akkadian language",
    title: "Old Babylonian Akkadian: Script, Grammar and the Laws of Hammurabi",
    description:
      "Akkadian, the Semitic language of Babylon and Assyria, was written in cuneiform for more than two thousand years. Graduate students with a reading knowledge of another Semitic language learn the sign system, noun inflection and the bound form, the G-stem verb, and read selected paragraphs of the Laws of Hammurabi together with Old Babylonian letters.",
    level: "advanced",
    duration: "two semesters (3 hours a week)",
    plantedGap: "Old Babylonian letters",
    modules: [
      {
        title: "How Cuneiform Writes Akkadian",
        description:
          "Logograms, syllabograms and determinatives: the three jobs a cuneiform sign can do, and how to transliterate them.",
        lesson: {
          title: "Signs, values and transliteration",
          html:
            p(
              "Cuneiform was invented in southern Mesopotamia towards the end of the fourth millennium BCE to write Sumerian, a language isolate, and was later adapted to write Akkadian, an East Semitic language. The mismatch between the two languages explains much of the system's complexity. A single sign, impressed with a reed stylus into clay, can function in three ways, and the reader must decide which from context.",
            ) +
            "<ul><li><b>Logogram</b> (Sumerogram): the sign stands for a whole word, read in Akkadian but transliterated in Sumerian in capitals. LUGAL is read <i>šarrum</i>, 'king'; É is read <i>bītum</i>, 'house'.</li><li><b>Syllabogram</b>: the sign has a phonetic value of the shape V, CV, VC or CVC: <i>a</i>, <i>ba</i>, <i>ab</i>, <i>tam</i>. Most Old Babylonian texts spell Akkadian largely with such signs.</li><li><b>Determinative</b>: an unpronounced classifier placed before or after a word to mark its category: DINGIR before divine names, KI after place names, LÚ before professions, GIŠ before wooden objects. In transliteration determinatives are written in superscript.</li></ul>" +
            p(
              "Signs are also polyphonous and homophonous. The sign UD has, among others, the values <i>ud</i>, <i>ut</i>, <i>tam</i>, <i>pár</i> and <i>u₄</i>, and as a logogram it means <i>ūmum</i>, 'day'. Conversely, several different signs share the value <i>u</i>, so Assyriologists distinguish them by accents and subscript numbers: <i>u</i>, <i>ú</i>, <i>ù</i>, <i>u₄</i>. The indexing convention goes back to François Thureau-Dangin and is maintained in the sign lists of Wolfram von Soden and Rykle Borger.",
              "Transliteration reproduces the signs one by one, joined by hyphens: <i>i-na</i> É <i>a-wi-lim</i>. Normalisation then gives the reconstructed Akkadian word forms with vowel length: <i>ina bīt awīlim</i>, 'in the house of a man'. Because cuneiform cannot show vowel length consistently, and because it writes voiced, voiceless and emphatic consonants with the same CV signs in many periods (<i>ga</i>, <i>ka</i> and <i>qa</i> may share a sign), normalisation is an interpretation that depends on knowing the grammar. Students should always give both forms in their exercises.",
            ),
        },
      },
      {
        title: "The Noun and the Bound Form",
        description: "Case endings with mimation, gender and number, and the construct chain that expresses 'X of Y'.",
        lesson: {
          title: "Cases, mimation and the status constructus",
          html:
            p(
              "Old Babylonian nouns inflect for three cases, two genders and, in practice, two numbers, with a dual surviving mainly for paired body parts. In the singular the endings carry a final <i>-m</i>, known as mimation, which disappears in later dialects. The masculine noun <i>šarrum</i>, 'king', and the feminine <i>šarratum</i>, 'queen', marked by the suffix <i>-(a)t-</i>, decline as follows:",
            ) +
            "<table><tr><th>Case</th><th>Masc. sg.</th><th>Fem. sg.</th><th>Masc. pl.</th><th>Fem. pl.</th></tr><tr><td>Nominative</td><td>šarr-um</td><td>šarr-at-um</td><td>šarr-ū</td><td>šarr-āt-um</td></tr><tr><td>Genitive</td><td>šarr-im</td><td>šarr-at-im</td><td>šarr-ī</td><td>šarr-āt-im</td></tr><tr><td>Accusative</td><td>šarr-am</td><td>šarr-at-am</td><td>šarr-ī</td><td>šarr-āt-im</td></tr></table>" +
            p(
              "The nominative marks the subject and the predicate of a verbless clause; the genitive follows prepositions such as <i>ina</i>, 'in, from', and <i>ana</i>, 'to, for', and marks the possessor; the accusative marks the direct object and adverbial expressions. Word order in prose is normally subject–object–verb, with the verb at the end of its clause.",
              "Possession is expressed by the bound form (status constructus). The first noun loses its case ending and is followed immediately by the possessor in the genitive: <i>bītum</i>, 'house', becomes <i>bīt awīlim</i>, 'the house of the man'; <i>bēlum</i>, 'lord', becomes <i>bēl eqlim</i>, 'the owner of the field'. The bound form is not always simply the bare stem. Nouns whose stems end in two consonants insert a helping vowel (<i>kalbum</i> 'dog', bound <i>kalab</i>), and feminine nouns often show <i>-at</i> (<i>šarratum</i>, bound <i>šarrat</i>). Pronominal suffixes attach to the same form with a linking vowel: <i>bīssu</i>, 'his house', from <i>bīt</i> + <i>-šu</i> with assimilation.",
              "An alternative analytic construction uses the particle <i>ša</i>, 'that of': <i>bītum ša awīlim</i>. It is common when the head noun is modified by an adjective or when a chain would become too long.",
            ),
        },
      },
      {
        title: "The G-Stem Verb in Hammurabi's Laws",
        description:
          "Learners meet the triconsonantal root, the preterite, durative and perfect, and then read the talionic laws of §§196–200 in the original.",
        lesson: {
          title: "iprus, iparras, iptaras: reading the casuistic laws",
          html:
            p(
              "Akkadian verbs are built on roots of usually three consonants, into which vowel patterns and affixes are inserted. The basic stem, called G (from German <i>Grundstamm</i>), is illustrated by the root <i>p-r-s</i>, 'to decide, to separate'. Its finite forms are marked for person by prefixes: <i>i-</i> for the third person, <i>ta-</i> for the second, <i>a-</i> for the first singular and <i>ni-</i> for the first plural, with suffixes for gender and number such as <i>-ū</i> (masc. pl.) and <i>-ī</i> (2nd fem. sg.).",
            ) +
            "<table><tr><th>Form</th><th>3rd sg.</th><th>Main use</th></tr><tr><td>Preterite</td><td>iprus</td><td>past action; the verb of the protasis in laws</td></tr><tr><td>Durative (present)</td><td>iparras</td><td>present, future, habitual; the apodosis of laws</td></tr><tr><td>Perfect</td><td>iptaras</td><td>completed action, often sequential; in laws, a second protasis verb</td></tr><tr><td>Stative</td><td>paris</td><td>state or condition</td></tr><tr><td>Imperative</td><td>purus</td><td>command</td></tr></table>" +
            p(
              "The theme vowel, here <i>u</i> in the preterite and <i>a</i> in the durative, varies between verbs and must be learnt with each one: <i>ṣabātum</i>, 'to seize', has preterite <i>iṣbat</i> and durative <i>iṣabbat</i>. The doubling of the middle consonant in the durative is the form's hallmark and is often not written in the script, so a form spelled <i>i-pa-ra-as</i> must be recognised as <i>iparras</i>.",
              "The Laws of Hammurabi, inscribed on the diorite stele found at Susa in 1901–1902 and now in the Louvre, consist of about 282 casuistic laws: 'if (<i>šumma</i>) someone has done X, then Y shall happen'. The protasis uses the preterite or perfect; the apodosis uses the durative. Law 196 reads: <i>šumma awīlum īn mār awīlim uḫtappid, īnšu uḫappadū</i>, 'If a man has destroyed the eye of a member of the awīlum class, they shall destroy his eye.' Here the verbs are D-stem forms of <i>ḫapādum</i>: a perfect in the protasis and a durative with the plural <i>-ū</i> in the apodosis. Law 198 applies to the eye of a <i>muškēnum</i>, a lower-status free person, where the penalty is one mina of silver, showing that the principle of talion in these laws was graded by social class.",
            ),
        },
      },
    ],
  },
  {
    slug: "quantum-chemistry-wavefunction-methods",
    discipline: "Quantum chemistry",
    title: "Quantum Chemistry: Wavefunction Methods",
    description:
      "Nearly every number a computational chemist publishes rests on three choices: a method, a basis set and an approximation to electron correlation. This graduate module treats Hartree–Fock theory and the self-consistent field, Gaussian basis sets and extrapolation, Møller–Plesset and coupled-cluster theory, and density functional theory.",
    level: "advanced",
    duration: "one semester (2 lectures and 1 computer lab a week)",
    plantedGap: "density functional theory",
    modules: [
      {
        title: "Hartree–Fock and the Self-Consistent Field",
        description:
          "The mean-field approximation, the Roothaan–Hall equations and what the Hartree–Fock energy leaves out.",
        lesson: {
          title: "Solving the Roothaan–Hall equations",
          html: p(
            "Within the Born–Oppenheimer approximation the electronic Schrödinger equation for a molecule cannot be solved exactly for more than one electron, because the electron–electron repulsion couples the motion of every electron to every other. Hartree–Fock (HF) theory replaces this many-body problem by a set of one-electron problems. The wavefunction is approximated as a single Slater determinant of spin orbitals, which automatically satisfies the Pauli principle, and the orbitals are chosen variationally to minimise the energy. Each electron then moves in the average field of the others, described by the Fock operator, which contains the kinetic energy, the nuclear attraction, a Coulomb term J and an exchange term K that arises from antisymmetry and has no classical analogue.",
            "Because the Fock operator depends on the orbitals it is meant to determine, the equations are solved iteratively. Clemens Roothaan and George Hall independently showed in 1951 how to do this in a finite basis: expanding each molecular orbital as a linear combination of basis functions turns the HF equations into the matrix eigenvalue problem FC = SCε, where F is the Fock matrix, S the overlap matrix of the basis functions, C the orbital coefficients and ε the orbital energies. The self-consistent field (SCF) procedure guesses a density matrix, builds F, solves for C, forms a new density and repeats until energy and density stop changing, typically to 10⁻⁸ hartree. Convergence accelerators such as Pulay's DIIS are used routinely.",
            "The HF energy in a complete basis is the Hartree–Fock limit. It typically recovers over 99 per cent of the total energy, yet the missing part matters. Per-Olov Löwdin defined the correlation energy as E<sub>corr</sub> = E<sub>exact</sub> − E<sub>HF</sub>; for the water molecule it is about −0.37 hartree, nearly 1,000 kJ/mol, larger than many reaction energies. Koopmans' theorem lets HF orbital energies estimate ionisation energies, with errors that partly cancel between neglected relaxation and correlation.",
          ),
        },
      },
      {
        title: "Gaussian Basis Sets",
        description:
          "Students compare Pople and Dunning families and extrapolate correlation energies to the complete-basis limit.",
        lesson: {
          title: "From STO-3G to cc-pV5Z",
          html:
            p(
              "Atomic orbitals are best described by Slater-type functions, which decay as e<sup>−ζr</sup> and have the correct cusp at the nucleus, but integrals over them are costly. S. F. Boys proposed in 1950 to use Gaussian functions, e<sup>−αr²</sup>, because the product of two Gaussians on different centres is another Gaussian, so the many-centre integrals can be evaluated analytically. Gaussians decay too fast and lack the cusp, so contracted Gaussian functions, fixed linear combinations of several primitives, are used to mimic each Slater function.",
              "Two families dominate. John Pople's split-valence sets, such as 6-31G, describe each core orbital by one contraction of six primitives and split each valence orbital into an inner part of three primitives and an outer single primitive, so the valence shell can expand or contract in the molecule. Polarisation functions of higher angular momentum (the * in 6-31G*, adding d functions on heavy atoms) allow orbitals to distort, and diffuse functions (+) are needed for anions and weak interactions. Thom Dunning's correlation-consistent sets, cc-pVXZ with cardinal number X = D, T, Q, 5, 6, were designed so that each step adds shells that recover similar amounts of correlation energy, which makes their convergence systematic.",
            ) +
            "<table><tr><th>Basis (for C)</th><th>Contracted functions</th></tr><tr><td>STO-3G</td><td>5 (2s1p)</td></tr><tr><td>6-31G*</td><td>15 (3s2p1d, Cartesian d)</td></tr><tr><td>cc-pVDZ</td><td>14 (3s2p1d)</td></tr><tr><td>cc-pVTZ</td><td>30 (4s3p2d1f)</td></tr><tr><td>cc-pVQZ</td><td>55 (5s4p3d2f1g)</td></tr></table>" +
            p(
              "Correlation energies converge slowly, approximately as X<sup>−3</sup>. Helgaker and co-workers therefore extrapolate two results to the complete basis set (CBS) limit: E<sub>CBS</sub> = (X³E<sub>X</sub> − Y³E<sub>Y</sub>)/(X³ − Y³). With correlation energies of −0.300 hartree (TZ, X = 3) and −0.315 hartree (QZ, X = 4), E<sub>CBS</sub> = (64 × −0.315 − 27 × −0.300)/37 = −0.326 hartree, about 11 millihartree beyond the QZ value.",
            ),
        },
      },
      {
        title: "Electron Correlation: MP2 and Coupled Cluster",
        description:
          "Perturbation theory and the exponential ansatz are the two routes beyond Hartree–Fock taken here, along with their costs and the question of size consistency.",
        lesson: {
          title: "Perturbation theory, CCSD(T) and scaling",
          html: p(
            "Post-Hartree–Fock methods recover correlation energy by allowing the wavefunction to contain excited determinants, in which electrons are promoted from occupied to virtual orbitals. Configuration interaction does this directly, but truncated CI, such as CISD, is not size-consistent: the energy of two non-interacting molecules computed together differs from twice the energy of one, an error that grows with system size. The two methods most used in practice avoid this flaw.",
            "Møller–Plesset perturbation theory, introduced by Christian Møller and Milton Plesset in 1934, takes the sum of Fock operators as the unperturbed Hamiltonian and treats the remainder as a perturbation. The first correction to the HF energy appears at second order: E<sup>(2)</sup> = ¼ Σ |⟨ij||ab⟩|² / (ε<sub>i</sub> + ε<sub>j</sub> − ε<sub>a</sub> − ε<sub>b</sub>), summed over occupied orbitals i, j and virtual orbitals a, b. MP2 is size-consistent, scales as N⁵ with system size, and typically recovers 80 to 90 per cent of the correlation energy in a good basis. Higher orders do not converge reliably, and MP2 fails for systems with near-degenerate configurations, such as stretched bonds.",
            "Coupled-cluster theory writes the wavefunction as Ψ = e<sup>T</sup>Φ<sub>HF</sub>, where T = T₁ + T₂ + ... generates single, double and higher excitations. The exponential ensures size consistency even when T is truncated, because products such as ½T₂² automatically include the disconnected quadruple excitations that CISD omits. CCSD scales as N⁶. Adding a perturbative estimate of connected triples gives CCSD(T), proposed by Raghavachari, Trucks, Pople and Head-Gordon in 1989, which scales as N⁷ and is widely called the 'gold standard': with a CBS extrapolation it typically predicts reaction energies of small closed-shell molecules to within about 4 kJ/mol. The cost is severe: doubling the size of a molecule multiplies a CCSD(T) calculation's time by roughly 2⁷ = 128, which is why local correlation approximations such as DLPNO-CCSD(T) are now used for larger systems.",
          ),
        },
      },
    ],
  },
  {
    slug: "eu-medical-device-regulation-in-practice",
    discipline: "Medical device regulation",
    title: "The EU Medical Device Regulation in Practice",
    description:
      "Since 26 May 2021 every medical device placed on the EU market has had to comply with Regulation (EU) 2017/745. Aimed at regulatory affairs professionals, this advanced module deals with classification under Annex VIII, conformity assessment and notified bodies, clinical evaluation, post-market surveillance and vigilance, and unique device identification.",
    level: "advanced",
    duration: "ten weeks (online, with two case workshops)",
    plantedGap: "unique device identification",
    modules: [
      {
        title: "Classification under Annex VIII",
        description:
          "The twenty-two rules that sort a device into Class I, IIa, IIb or III, and why the class drives everything that follows.",
        lesson: {
          title: "Applying the classification rules",
          html:
            p(
              "The Medical Device Regulation (MDR) classifies devices by risk into Classes I, IIa, IIb and III, and the class determines the conformity assessment route, the depth of clinical evidence and the intensity of post-market obligations. Classification is the manufacturer's responsibility and follows the 22 rules of Annex VIII, read together with the definitions in Chapter I of that Annex. Where more than one rule applies, the strictest resulting class is taken (Section 3.5).",
              "The rules turn on a few concepts. Duration of use is transient (normally less than 60 minutes continuously), short-term (60 minutes to 30 days) or long-term (more than 30 days). Invasiveness distinguishes non-invasive devices, those entering through a body orifice, and surgically invasive ones. Further questions are whether the device is active, whether it contacts the central circulatory or central nervous system, and whether it incorporates a medicinal substance.",
            ) +
            "<table><tr><th>Device</th><th>Rule</th><th>Class</th></tr><tr><td>Wheelchair, non-invasive</td><td>1</td><td>I</td></tr><tr><td>Urinary catheter, short-term via body orifice</td><td>5</td><td>IIa</td></tr><tr><td>Orthopaedic bone screw, long-term implant</td><td>8</td><td>IIb</td></tr><tr><td>Coronary stent (central circulatory system)</td><td>8</td><td>III</td></tr><tr><td>Diagnostic imaging software informing decisions</td><td>11</td><td>IIa at least</td></tr></table>" +
            p(
              "Rule 11 is new in the MDR and has moved much standalone software upwards. Software that provides information used to take decisions with diagnostic or therapeutic purposes is Class IIa, rising to IIb if such decisions could cause a serious deterioration in health or a surgical intervention, and to III if they could cause death or irreversible deterioration. Software intended to monitor physiological processes is IIa, or IIb where it monitors vital parameters whose variation could result in immediate danger. The Medical Device Coordination Group's guidance document MDCG 2019-11 gives worked examples, and manufacturers should document their reasoning rule by rule in the technical documentation.",
            ),
        },
      },
      {
        title: "Conformity Assessment and Notified Bodies",
        description: "The routes set out in Annexes IX to XI, and what a notified body audit involves.",
        lesson: {
          title: "Choosing the route to the CE mark",
          html: p(
            "Before a device can carry the CE marking, the manufacturer must demonstrate conformity with the general safety and performance requirements of Annex I, document this in technical documentation structured according to Annexes II and III, and draw up an EU declaration of conformity (Article 19). Who checks that demonstration depends on the class, as Article 52 prescribes.",
            "Class I devices are self-declared: the manufacturer assesses conformity itself and no notified body is involved, except for the sterile (Is), measuring (Im) and reusable surgical instrument (Ir) subcategories, where a notified body examines only the aspects concerned, such as sterility. For Classes IIa, IIb and III, a notified body, an independent organisation designated by a Member State authority and listed in the Commission's NANDO database, must be involved.",
            "The usual route for all three higher classes is Annex IX: assessment of the manufacturer's quality management system, in practice certified to EN ISO 13485:2016 and extended to cover MDR-specific obligations, together with assessment of technical documentation. For Class IIa the notified body assesses the technical documentation of at least one representative device for each category of devices; for Class IIb it samples per generic device group, except that implantable IIb devices (with listed exceptions such as sutures and screws) require a review for every device; for Class III every device's documentation is assessed. Alternatively, Annex X type-examination may be combined with Annex XI production quality assurance or product verification.",
            "Class III implantables and certain Class IIb active devices that administer or remove medicinal products are also subject to the clinical evaluation consultation procedure of Article 54, in which an expert panel may give a scientific opinion on the notified body's clinical evaluation assessment report. Notified bodies must carry out surveillance audits at least annually and unannounced audits at least once every five years. Certificates are valid for no more than five years.",
          ),
        },
      },
      {
        title: "Clinical Evidence and Surveillance After Market Entry",
        description:
          "A device's life does not end at certification; this module links clinical evaluation to the post-market surveillance system and the vigilance deadlines.",
        lesson: {
          title: "Clinical evaluation, PMCF and vigilance reporting",
          html:
            p(
              "Article 61 and Annex XIV require every manufacturer to plan, conduct and document a clinical evaluation showing that the device achieves its intended performance and that its benefits outweigh its risks. Evidence may come from clinical investigations of the device itself, from the scientific literature, or from data on an equivalent device. The MDR tightened equivalence: technical, biological and clinical characteristics must all be shown to be similar, and for implantable and Class III devices a manufacturer claiming equivalence to a competitor's device must have a contract giving full ongoing access to its technical documentation. In practice most Class III implantables now need their own clinical investigation, conducted under Articles 62 to 82 and EN ISO 14155.",
              "Clinical evaluation continues after the device is on the market through post-market clinical follow-up (PMCF), planned under Part B of Annex XIV. The PMCF results feed the post-market surveillance (PMS) system that Articles 83 to 86 require of every manufacturer, with outputs scaled by class:",
            ) +
            "<ul><li>Class I: a PMS report, updated when necessary.</li><li>Class IIa: a periodic safety update report (PSUR), updated at least every two years.</li><li>Classes IIb and III: a PSUR updated at least annually; for Class III and implantables it is submitted to the notified body.</li><li>Class III and implantable devices: a summary of safety and clinical performance (Article 32), validated by the notified body and published.</li></ul>" +
            p(
              "Vigilance covers individual events. Under Article 87, a manufacturer must report any serious incident to the competent authority immediately after establishing a causal relationship, and no later than 15 days after becoming aware of it. Shorter limits apply: two days for a serious public health threat, and ten days in the event of death or an unanticipated serious deterioration in health. Field safety corrective actions, such as recalls, are notified before they are undertaken, and trend reporting under Article 88 captures statistically significant increases in non-serious incidents.",
            ),
        },
      },
    ],
  },
  {
    slug: "law-of-cultural-heritage-looting-war-and-restitution",
    discipline: "Cultural heritage law",
    title: "The Law of Cultural Heritage: Looting, War and Restitution",
    description:
      "Looted antiquities and plundered art move across borders faster than the law that governs them. This LLM seminar studies the protection of cultural property in armed conflict, the UNESCO 1970 and UNIDROIT 1995 conventions on illicit trade, restitution claims in national courts, and the protection of underwater cultural heritage.",
    level: "advanced",
    duration: "one term (ten two-hour seminars)",
    plantedGap: "underwater cultural heritage",
    modules: [
      {
        title: "Cultural Property in Armed Conflict",
        description:
          "From the 1954 Hague Convention and its two Protocols to the prosecution of Ahmad Al Faqi Al Mahdi at the International Criminal Court.",
        lesson: {
          title: "The Hague regime and individual criminal responsibility",
          html: p(
            "The modern law begins with the Convention for the Protection of Cultural Property in the Event of Armed Conflict, adopted at The Hague on 14 May 1954 in response to the destruction of the Second World War. Article 1 defines cultural property broadly as movable or immovable property of great importance to the cultural heritage of every people, together with the buildings that house it. States undertake to safeguard such property in peacetime, for example by preparing inventories and shelters, and to respect it in war by refraining from using it, or its immediate surroundings, for purposes likely to expose it to damage, and from directing hostilities against it. The obligation of respect may be waived, however, 'only in cases where military necessity imperatively requires such a waiver' (Article 4(2)), a formula criticised as vague.",
            "The First Protocol, adopted on the same day, requires an occupying power to prevent the export of cultural property from occupied territory and to return any that is exported at the close of hostilities. The Second Protocol of 1999, drafted after the shelling of Dubrovnik and the destruction of the Old Bridge at Mostar, narrowed the waiver: an attack is permitted only if the property has by its function been made into a military objective, there is no feasible alternative, and, where circumstances permit, an effective advance warning is given. It also created a regime of enhanced protection for heritage of the greatest importance to humanity and defined serious violations that states must make criminal offences, with jurisdiction over offenders found in their territory.",
            "International criminal law has added enforcement. Article 8(2)(b)(ix) and (e)(iv) of the Rome Statute make intentionally directing attacks against historic monuments and buildings dedicated to religion, education, art or science a war crime. In <i>Prosecutor v Al Mahdi</i> (2016), the International Criminal Court convicted Ahmad Al Faqi Al Mahdi, on his guilty plea, for directing the destruction of nine mausoleums and a mosque door in Timbuktu in 2012; he was sentenced to nine years' imprisonment, and in 2017 the Court ordered reparations assessed at €2.7 million.",
          ),
        },
      },
      {
        title: "The International Trade in Cultural Objects",
        description:
          "Two conventions, two philosophies: the public-law UNESCO model of export control and the private-law UNIDROIT model of return.",
        lesson: {
          title: "UNESCO 1970, UNIDROIT 1995 and English criminal law",
          html:
            p(
              "The UNESCO Convention on the Means of Prohibiting and Preventing the Illicit Import, Export and Transfer of Ownership of Cultural Property, adopted on 14 November 1970, relies on state action. Parties undertake to establish national services to protect their heritage, to introduce export certificates, to prevent museums within their territory from acquiring illegally exported objects, and, under Article 7(b), to prohibit the import of cultural property stolen from a museum or public institution of another party, provided it is documented in that institution's inventory, and to recover and return such property on request, with just compensation paid to an innocent purchaser. The Convention is not retroactive; 1970 has nonetheless become the ethical cut-off date for many museums' acquisition policies. The United Kingdom became a party only in 2002.",
              "Because UNESCO 1970 does not change private-law rules on title, the UNIDROIT Convention on Stolen or Illegally Exported Cultural Objects of 1995 was drafted to do so. Its key provisions are these:",
            ) +
            "<ul><li>Article 3(1): the possessor of a cultural object which has been stolen shall return it, regardless of good faith.</li><li>Article 3(3): claims must be brought within three years from the time the claimant knew the location of the object and the identity of its possessor, and in any case within fifty years of the theft.</li><li>Article 4: a possessor who neither knew nor ought reasonably to have known that the object was stolen, and who exercised due diligence when acquiring it, is entitled to fair and reasonable compensation.</li><li>Chapter III: a state may request the return of an object illegally exported from its territory if removal impairs specified cultural interests.</li></ul>" +
            p(
              "The UK has not ratified UNIDROIT. Its main domestic measure is the Dealing in Cultural Objects (Offences) Act 2003, which makes it an offence dishonestly to deal in a cultural object knowing or believing it to be tainted, that is, removed or excavated unlawfully after the Act came into force, punishable by up to seven years' imprisonment.",
            ),
        },
      },
      {
        title: "Restitution Claims before National Courts",
        description: "Conflict of laws decides most cases; we read Winkworth, Goldberg and Barakat.",
        lesson: {
          title: "Lex situs, good faith and foreign patrimony laws",
          html: p(
            "Where no treaty applies, a claim to recover a stolen cultural object turns on private international law. The dominant rule in England is that title to movables is governed by the law of the place where the object was situated when the relevant transfer occurred, the <i>lex situs</i>. In <i>Winkworth v Christie Manson and Woods Ltd</i> [1980] Ch 496, Japanese works of art stolen from the claimant in England were taken to Italy and sold there to a purchaser in good faith, who then sent them to London for sale. Slade J held that Italian law governed the Italian sale, and since Italian law protected the good-faith buyer, the original owner had lost title. The rule rewards laundering through jurisdictions friendly to purchasers, and commentators have long proposed a special rule for cultural objects, such as applying the law of the state of origin.",
            "Courts in the United States have been readier to favour original owners. In <i>Autocephalous Greek-Orthodox Church of Cyprus v Goldberg &amp; Feldman Fine Arts</i>, 917 F.2d 278 (7th Cir. 1990), sixth-century mosaics stripped from the Kanakaria church in northern Cyprus after 1974 were bought in Geneva by an Indiana dealer. The court applied Indiana's choice-of-law rules, held that Indiana rather than Swiss law governed title, and ordered their return, applying a discovery rule under which limitation did not run until the church, having used due diligence, found the mosaics.",
            "States also claim objects as owners under national patrimony laws vesting undiscovered antiquities in the state. In <i>Government of the Islamic Republic of Iran v The Barakat Galleries Ltd</i> [2007] EWCA Civ 1374, the Court of Appeal held that Iran could sue in conversion for antiquities looted from the Jiroft region, because Iranian legislation gave it an immediate right to possession, and that such a claim was not an unenforceable attempt to apply foreign public law. The decision makes English courts considerably more hospitable to claims by source states.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-equine-dentistry-for-veterinarians",
    discipline: "Equine dentistry",
    title: "Advanced Equine Dentistry for Veterinarians",
    description:
      "Equine cheek teeth erupt throughout life, and most dental disease in the horse follows from that fact. Qualified veterinary surgeons taking this postgraduate certificate module revisit dental anatomy and the Triadan system, carry out oral examination and corrective floating, manage diastemata and periodontal disease, and perform cheek tooth extraction.",
    level: "advanced",
    duration: "twelve weeks (blended, with three practical days)",
    plantedGap: "extraction",
    modules: [
      {
        title: "Hypsodont Anatomy and the Triadan System",
        description:
          "Teeth that keep erupting need a common numbering system, and this module applies the modified Triadan scheme to the whole arcade.",
        lesson: {
          title: "Numbering and understanding the equine arcade",
          html:
            p(
              "Horses have hypsodont teeth: long crowns, most of which lie in reserve within the alveolus and erupt gradually over the animal's life to compensate for wear by an abrasive, silica-rich diet. A young adult cheek tooth may be 75 to 90 millimetres long, and it erupts at roughly 2 to 3 millimetres a year until, in old age, only short roots remain. Cheek teeth consist of enamel infolded within dentine and cementum; the different hardness of the three tissues produces the ridged occlusal surface that grinds forage. Upper cheek teeth also contain two infundibula, enamel-lined cement-filled invaginations, which can become carious if incompletely filled with cement.",
              "The modified Triadan system gives every tooth a three-digit number. The first digit is the quadrant, viewed with the horse facing the examiner: 1 upper right, 2 upper left, 3 lower left, 4 lower right. Deciduous teeth use quadrants 5 to 8. The last two digits count backwards from the central incisor:",
            ) +
            "<table><tr><th>Digits</th><th>Tooth</th></tr><tr><td>01–03</td><td>central, intermediate and corner incisors</td></tr><tr><td>04</td><td>canine (usually only in males)</td></tr><tr><td>05</td><td>first premolar, the 'wolf tooth', often absent</td></tr><tr><td>06–08</td><td>second to fourth premolars</td></tr><tr><td>09–11</td><td>first to third molars</td></tr></table>" +
            p(
              "The 'rule of 4 and 9' helps orientation: the canine is always 04 and the first molar always 09, so 109 is the upper right first molar and 311 the lower left third molar. The six cheek teeth of each arcade act as a single grinding unit, held tightly together by the angled 06 and 11 teeth.",
              "The upper jaw is about 30 per cent wider than the lower, a condition called anisognathia. Chewing movements wear the arcades at an occlusal angle of roughly 10 to 15 degrees, leaving unworn enamel on the buccal edges of the upper teeth and the lingual edges of the lower teeth, where sharp points form and lacerate the cheeks and tongue.",
            ),
        },
      },
      {
        title: "Oral Examination and Corrective Floating",
        description:
          "Sedation, the speculum and a systematic examination come first; rasping follows only where it is indicated.",
        lesson: {
          title: "Examining the mouth and floating safely",
          html: p(
            "A complete oral examination is impossible in the standing, unsedated horse. Standard practice is sedation with an alpha-2 agonist such as detomidine, often combined with butorphanol, followed by placement of a full-mouth speculum, a bright headlamp, irrigation of the mouth to remove food, and examination with a dental mirror, a periodontal probe and digital palpation. An oral endoscope or camera allows the caudal teeth, particularly the 10s and 11s, to be seen properly. Findings are recorded tooth by tooth on a dental chart using Triadan numbers, together with the external examination of the head for asymmetry, nasal discharge and swellings.",
            "Sharp enamel overgrowths, focal overgrowths opposite a missing or shortened tooth (formerly called 'hooks' and 'ramps'), and step or wave mouth abnormalities are corrected by floating, that is, rasping the teeth. Hand floats with tungsten carbide blades remain useful for sharp points; motorised instruments are efficient for larger overgrowths but carry real risks. Studies of motorised burrs have shown that prolonged contact generates enough heat to damage the pulp, so the burr must be kept moving, contact periods kept short, and water cooling used. Excessive reduction may also expose the subocclusal secondary dentine and, below it, the pulp horns, which lie only a few millimetres beneath the occlusal surface in young horses.",
            "The principle is to remove what causes injury or disturbs mastication and no more. Routine 'bit seats' and wholesale reduction of occlusal surfaces have no evidence base and shorten the functional life of teeth that cannot be replaced. Most horses need examination once a year, younger and older horses more often, and the interval should be based on the findings rather than on habit.",
          ),
        },
      },
      {
        title: "Diastemata and Periodontal Disease",
        description:
          "Food packing between cheek teeth is one of the most painful conditions in equine dentistry, and we examine its causes, recognition and treatment.",
        lesson: {
          title: "Managing cheek tooth diastemata",
          html:
            p(
              "A diastema is an abnormal gap between adjacent cheek teeth. Studies by Padraic Dixon's group at the University of Edinburgh have shown that diastemata are among the most common and painful equine dental disorders, most prevalent in the lower arcades between the 08s, 09s, 10s and 11s. Congenital diastemata arise when teeth are spaced too widely or angled insufficiently; acquired ones develop in older horses as the tapering reserve crowns erupt and gaps open between them. A 'valve' diastema, narrower at the occlusal surface than at the gingiva, is worst, because food is forced in during chewing but cannot escape.",
              "Impacted, fermenting forage causes periodontal disease: gingivitis, then destruction of the periodontal ligament and alveolar bone, with pockets that may exceed 10 millimetres in depth. Affected horses quid, holding food in the cheeks and dropping partly chewed boluses, eat slowly, lose weight and may resent the bit. The smell of the breath is often the first sign the owner notices.",
            ) +
            "<ul><li>Clean each diastema thoroughly with picks, forceps and high-pressure water or air, under sedation.</li><li>Measure pocket depth with a periodontal probe and record it on the chart.</li><li>Correct any opposing overgrowth that drives food into the gap.</li><li>Where needed, widen a valve diastema with a narrow motorised burr to turn it into an open diastema that self-cleans, staying within the coronal part of the crown to protect the pulp.</li><li>Consider temporary filling with a soft impression material after cleaning, and advise on diet: shorter-chopped forage packs less.</li></ul>" +
            p(
              "Treatment often needs repeating every few months until the periodontal tissues recover. Widening carries a risk of thermal pulp damage and must be performed conservatively, usually by clinicians who have trained in the technique.",
            ),
        },
      },
    ],
  },
];
