/** Twenty-third held-out evaluation courses, advanced level (nuclear fusion engineering to codicology); see ai-courses-heldout23.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT23_C: EvalCourse[] = [
  {
    slug: "magnetic-confinement-fusion-power-plant-engineering",
    discipline: "Nuclear fusion engineering",
    title: "Engineering a Magnetic-Confinement Fusion Power Plant",
    description:
      "Tokamak power plants must turn a physics requirement into hardware, and this postgraduate module follows that path through the Lawson criterion and the triple product, superconducting magnet systems including high-temperature superconductors, divertor heat exhaust and plasma-facing materials, and tritium breeding in lithium blankets.",
    level: "advanced",
    duration: "one semester (MSc option, 15 credits)",
    plantedGap: "tritium breeding",
    modules: [
      {
        title: "The Lawson Criterion and the Triple Product",
        description:
          "What must a burning plasma achieve? This module derives the condition for ignition and translates it into the gain targets of current machines.",
        lesson: {
          title: "From power balance to Q",
          html: p(
            "The deuterium-tritium reaction, D + T → ⁴He (3.5 MeV) + n (14.1 MeV), releases 17.6 MeV per event and has the largest cross-section of any fusion reaction at achievable temperatures, with its reactivity ⟨σv⟩ peaking near 65 keV but the power balance most favourable around 10 to 20 keV. Only the alpha particle, carrying one fifth of the energy, is charged and stays in the magnetic field to heat the plasma; the neutron escapes and deposits its energy in the surrounding structures.",
            "J. D. Lawson's analysis of 1955 asked when fusion heating can compensate for losses. In a steady plasma of density <i>n</i>, temperature <i>T</i> and energy confinement time τ<sub>E</sub> (the stored energy divided by the power lost), ignition requires alpha heating alone to balance transport and radiation losses. For a 50:50 D-T mix this leads to a condition on the triple product: <i>n T</i> τ<sub>E</sub> ≳ 3 × 10²¹ keV s m⁻³, evaluated near 10 to 15 keV. A plasma at 15 keV with a density of 1 × 10²⁰ m⁻³ therefore needs an energy confinement time of about 2 s. Confinement time grows with plasma size, current and magnetic field, which is why burning-plasma tokamaks are large or operate at high field.",
            "Below ignition, performance is measured by the gain Q, the ratio of fusion power to external heating power. ITER's design goal is Q = 10: 500 MW of fusion power from 50 MW of injected heating, sustained for several hundred seconds. At that point alpha heating is 0.2 × 500 = 100 MW, twice the external heating, so two thirds of the plasma heating is self-generated and the plasma is said to be burning. For comparison, JET's record D-T campaigns reached Q of about 0.67 transiently in 1997 and produced 69 MJ of fusion energy in a single pulse of about five seconds in 2023. Note that Q counts only power delivered to the plasma; an electricity-producing plant must also cover the efficiency of heating systems, cryogenics and power conversion, which pushes the required Q towards 20 or more.",
          ),
        },
      },
      {
        title: "Superconducting Magnets",
        description:
          "Why field strength matters so much, how low- and high-temperature superconductors compare, and what makes quench protection hard.",
        lesson: {
          title: "Field, beta and the superconductor",
          html:
            p(
              "The magnetic field is the most powerful lever in tokamak design. The plasma pressure a field can hold is limited by beta, the ratio of plasma pressure to magnetic pressure <i>B</i>²/2μ₀, and stability sets a maximum beta of a few per cent. At fixed beta the fusion power density scales as β²<i>B</i>⁴, so doubling the field at the plasma increases power density sixteen-fold, or allows a much smaller machine for the same output. Toroidal field coils must therefore produce the highest field that the conductor, structure and cost allow; because the field falls as 1/<i>R</i> from the coil centre, the peak field on the conductor is roughly twice the field on the plasma axis.",
            ) +
            "<table><tr><th>Conductor</th><th>Typical operation</th><th>Used in</th></tr><tr><td>NbTi</td><td>About 4 K, up to about 6 T</td><td>ITER poloidal field coils</td></tr><tr><td>Nb₃Sn</td><td>About 4.5 K, up to about 13 T</td><td>ITER toroidal field coils (11.8 T peak) and central solenoid</td></tr><tr><td>REBCO tape</td><td>About 20 K, above 20 T</td><td>SPARC and similar compact designs</td></tr></table>" +
            p(
              "Nb₃Sn is brittle after its reaction heat treatment and its critical current falls with strain, so ITER's cable-in-conduit conductors are wound, heat-treated and handled with great care. Rare-earth barium copper oxide (REBCO) high-temperature superconductors carry high current densities at fields above 20 T and at temperatures around 20 K, where cooling is far cheaper than at 4 K. In 2021 Commonwealth Fusion Systems and MIT tested a large-bore REBCO toroidal field model coil at 20 T, supporting the SPARC design with 12.2 T on a plasma axis of radius 1.85 m.",
              "The price is quench protection. If a region of conductor turns normal, its stored magnetic energy, gigajoules in a full set of coils, must be extracted before the hot spot overheats. In low-temperature superconductors the normal zone spreads quickly and is easy to detect, but in REBCO it propagates at only centimetres per second, so a local hot spot can burn out before voltage detection responds. Designers use no-insulation or partially insulated windings, fibre-optic sensing and fast discharge circuits, and the coils must also be shielded from neutrons, which degrade the superconductor and deposit heat in the cold mass.",
            ),
        },
      },
      {
        title: "Divertor Heat Exhaust",
        description:
          "The divertor target may be the hardest engineering problem in fusion; we quantify its heat load and the measures that keep it below material limits.",
        lesson: {
          title: "Ten megawatts per square metre",
          html: p(
            "Heat that crosses the last closed flux surface, the separatrix, flows along open field lines in the thin scrape-off layer and is guided by the magnetic geometry onto divertor target plates far from the main plasma. In ITER roughly 100 MW crosses the separatrix. The difficulty is the width of the channel. Measurements across many tokamaks, compiled by Thomas Eich and colleagues in 2013, show that the power decay length λ<sub>q</sub> at the outboard midplane scales inversely with the poloidal field and does not grow with machine size; for ITER it is expected to be only about 1 mm. Spread over a ring of that width at a major radius of about 6 m, the parallel heat flux would reach hundreds of megawatts per square metre.",
            "Three measures bring this down. Magnetic flux expansion broadens the channel by a factor of about five to ten near the target. Tilting the target to a grazing angle of a few degrees spreads the footprint further. Finally, the plasma is made to radiate: impurities such as nitrogen, neon or argon are injected so that a large fraction of the power is lost as radiation in the divertor volume, and the plasma at the target cools below about 5 eV and partly recombines. In this detached state the plasma pressure falls along the field line before the target, and both heat flux and sputtering drop sharply. ITER's design limit for steady heat flux on the target is 10 MW/m², with 20 MW/m² allowed for slow transients.",
            "The targets themselves are made of tungsten monoblocks, each a few centimetres across, threaded on a copper-chromium-zirconium cooling tube carrying pressurised water. Tungsten is chosen for its melting point of 3,422 °C, its low sputtering yield and its low retention of hydrogen isotopes. The remaining threats are transient: edge-localised modes can deposit energy in less than a millisecond at densities that melt tungsten surfaces, so they must be suppressed or made small by resonant magnetic perturbations or pellet pacing, and a disruption must be mitigated by massive injection of gas or shattered pellets before its thermal quench reaches the wall.",
          ),
        },
      },
    ],
  },
  {
    slug: "media-law-publishing-in-england-and-wales",
    discipline: "Media law",
    title: "Media Law: Reputation, Privacy and the Courts",
    description:
      "Journalists in England and Wales publish under the constant risk of a libel claim or a contempt prosecution. This final-year LLB option analyses defamation under the Defamation Act 2013, misuse of private information, contempt of court and reporting restrictions, and the protection of sources.",
    level: "advanced",
    duration: "one semester (weekly two-hour seminar)",
    plantedGap: "protection of sources",
    modules: [
      {
        title: "Defamation after the 2013 Act",
        description:
          "Students analyse the serious harm threshold, the statutory defences, and how the courts have read both since 2014.",
        lesson: {
          title: "Serious harm and the statutory defences",
          html:
            p(
              "A claimant in defamation must show that the words complained of were published to a third party, referred to the claimant and bore a meaning defamatory of them, classically one that tends to lower them in the estimation of right-thinking members of society generally (<i>Sim v Stretch</i> [1936]). The court determines a single natural and ordinary meaning, and for allegations of wrongdoing it commonly places that meaning on the scale set out in <i>Chase v News Group Newspapers</i> [2002]: guilt, reasonable grounds to suspect, or grounds to investigate. A newspaper can therefore win or lose a case at the meaning stage, before any defence is considered.",
              "The Defamation Act 2013, in force from 1 January 2014, added a threshold. Under section 1 a statement is not defamatory unless its publication has caused or is likely to cause serious harm to the claimant's reputation; for a body trading for profit, harm is serious only if it has caused or is likely to cause serious financial loss. In <i>Lachaux v Independent Print Ltd</i> [2019] UKSC 27 the Supreme Court held that serious harm must be proved as a fact, by reference to the actual impact of the words, not inferred from their meaning alone, though inference from the gravity of the allegation and the extent of publication remains permissible.",
            ) +
            "<ul><li><b>Truth</b> (s 2): the imputation is substantially true; replaces justification.</li><li><b>Honest opinion</b> (s 3): the statement is one of opinion, indicates its basis, and an honest person could have held it on a fact existing when it was published.</li><li><b>Public interest</b> (s 4): the statement was on a matter of public interest and the defendant reasonably believed publishing it was in the public interest; it replaced the <i>Reynolds</i> defence, and in <i>Serafin v Malkiewicz</i> [2020] UKSC 23 the Supreme Court stressed that its terms, not the old <i>Reynolds</i> checklist, govern.</li><li><b>Website operators</b> (s 5) and <b>peer-reviewed publications</b> (s 6) have specific defences.</li></ul>" +
            p(
              "Section 8 introduced a single publication rule, so the one-year limitation period runs from first publication even if the material remains online, and section 11 removed the presumption of jury trial; most defamation trials are now heard by a judge alone.",
            ),
        },
      },
      {
        title: "Misuse of Private Information",
        description:
          "A tort built from breach of confidence and Article 8: its two-stage test, its leading cases and the injunction.",
        lesson: {
          title: "Reasonable expectation and the balancing exercise",
          html: p(
            "English law recognises no general tort of invasion of privacy (<i>Wainwright v Home Office</i> [2003] UKHL 53), but after the Human Rights Act 1998 the courts developed the equitable action for breach of confidence into a distinct tort of misuse of private information. Its structure was set by the House of Lords in <i>Campbell v MGN Ltd</i> [2004] UKHL 22, where the Daily Mirror had published details and a photograph of the model Naomi Campbell attending Narcotics Anonymous. The claimant must first show a reasonable expectation of privacy in the information. If she does, the court balances her right to respect for private life under Article 8 of the European Convention on Human Rights against the publisher's freedom of expression under Article 10. Neither right has automatic precedence; the court conducts an intense focus on the comparative importance of the rights in the particular case.",
            "Whether an expectation of privacy is reasonable is a question of fact, assessed on factors listed in <i>Murray v Express Newspapers plc</i> [2008] EWCA Civ 446: the attributes of the claimant, the nature of the activity, the place where it happened, the nature and purpose of the intrusion, the absence of consent, the effect on the claimant, and the circumstances in which the information reached the publisher. In <i>ZXC v Bloomberg LP</i> [2022] UKSC 5 the Supreme Court confirmed that, as a legitimate starting point, a person under criminal investigation has a reasonable expectation of privacy in that fact before being charged, a ruling with large consequences for crime reporting.",
            "The most valuable remedy is an interim injunction, since damages cannot restore privacy once lost. Section 12 of the Human Rights Act requires the court to have particular regard to freedom of expression and to any relevant privacy code, such as the IPSO Editors' Code, and section 12(3) means an injunction restraining publication will normally be granted only if the claimant is likely to succeed at trial (<i>Cream Holdings v Banerjee</i> [2004] UKHL 44). In <i>PJS v News Group Newspapers</i> [2016] UKSC 26 the Supreme Court kept an injunction in place even though the story had been published abroad and online, reasoning that further intrusion in English media would still cause harm.",
          ),
        },
      },
      {
        title: "Contempt and Reporting Restrictions",
        description:
          "When do criminal proceedings become active, and what can then be published? The strict liability rule and the statutory restrictions that protect complainants and children.",
        lesson: {
          title: "Publishing while a case is active",
          html: p(
            "The Contempt of Court Act 1981 makes it a contempt, regardless of intent, to publish material that creates a substantial risk that the course of justice in particular proceedings will be seriously impeded or prejudiced (the strict liability rule, sections 1 and 2). The rule applies only while proceedings are active. Under Schedule 1, criminal proceedings become active on arrest, the issue of a warrant or summons, or charge, and remain so until acquittal, sentence or discontinuance. From the moment of an arrest, then, reporting that a suspect has a previous conviction, publishing a confession, or presenting him as guilty can be contempt, because jurors may read it. The risk is judged at the time of publication, taking account of how prominent the story was, how far away the trial is, and the fade factor.",
            "The Attorney General prosecutes. A cautionary case is <i>Attorney General v MGN Ltd and News Group Newspapers Ltd</i> [2011] EWHC 2074 (Admin), in which the Daily Mirror and The Sun were fined £50,000 and £18,000 for vilifying Christopher Jefferies, the landlord arrested and later released without charge in the investigation of the murder of Joanna Yeates. Two defences are available: under section 3, a publisher who did not know and had no reason to suspect that proceedings were active; and under section 5, a discussion in good faith of public affairs where the risk to the proceedings is merely incidental. Courts can also order postponement of reporting under section 4(2) and the withholding of names under section 11.",
            "Several restrictions apply automatically or by order. Complainants of sexual offences have lifelong anonymity under the Sexual Offences (Amendment) Act 1992, which is breached by publishing anything likely to identify them, including a combination of details that allows jigsaw identification. Children in youth court proceedings are protected automatically by section 49 of the Children and Young Persons Act 1933, while in adult courts anonymity for those under 18 depends on an order under section 45 of the Youth Justice and Criminal Evidence Act 1999. Jury deliberations may not be disclosed or solicited under section 20D of the Juries Act 1974.",
          ),
        },
      },
    ],
  },
  {
    slug: "forensic-analysis-of-storage-media",
    discipline: "Digital forensics",
    title: "Forensic Analysis of Storage Media",
    description:
      "A seized disk yields evidence only as good as the method that recovered it. Working to evidential standard on practical casework, the module treats write-blocked imaging and hash verification, NTFS internals including the Master File Table and its timestamps, recovery of deleted files by carving, and the analysis of Windows registry artefacts.",
    level: "advanced",
    duration: "12 weeks (lectures and casework labs)",
    plantedGap: "registry",
    modules: [
      {
        title: "Acquisition and Verification",
        description:
          "Principles, write blockers, image formats and hashes: how an examiner copies a disk without changing it and proves that the copy is exact.",
        lesson: {
          title: "Imaging to evidential standard",
          html:
            p(
              "The first duty of a forensic examiner is not to alter the evidence. In the United Kingdom the ACPO Good Practice Guide for Digital Evidence set out four principles that remain the basis of practice, now alongside the Forensic Science Regulator's statutory Code of Practice and the international standard ISO/IEC 27037 on the identification, collection, acquisition and preservation of digital evidence.",
            ) +
            "<ul><li>No action should change data that may subsequently be relied upon in court.</li><li>Where original data must be accessed, the person doing so must be competent and able to explain the relevance and implications of their actions.</li><li>An audit trail or other record of all processes applied should be created and preserved, so that an independent third party can repeat them and reach the same result.</li><li>The person in charge of the investigation has overall responsibility for ensuring the law and these principles are followed.</li></ul>" +
            p(
              "Storage media are therefore acquired through a <b>write blocker</b>, a hardware device or validated software layer that passes read commands to the drive and blocks any command that would write to it; an operating system otherwise writes to a connected disk almost at once, updating journals and access times. The examiner records the drive's make, model, serial number and capacity and checks for a Host Protected Area or Device Configuration Overlay, which can hide sectors from the operating system. The image may be a raw bit-for-bit copy (the <code>dd</code> format) or a forensic container such as the Expert Witness Format (E01), which compresses the data and stores case metadata and checksums alongside it.",
              "The integrity of the copy is demonstrated by hashing. A cryptographic hash of the whole source device is computed during acquisition and compared with the hash of the image; identical values show that the image is exact. MD5 and SHA-1 are still widely reported for compatibility, but because practical collisions have been demonstrated for both, SHA-256 should be used as the primary hash. Throughput sets the timetable: a 1 TB disk read at 150 MB/s takes 10¹² ÷ 1.5 × 10⁸ ≈ 6,700 s, nearly two hours, before verification. Solid-state drives add a difficulty, since TRIM and internal garbage collection can erase deleted data once the drive is powered, independent of any write blocker.",
            ),
        },
      },
      {
        title: "Inside the Master File Table",
        description:
          "NTFS records everything about a file in the Master File Table, and reading its entries directly reveals what file browsers hide.",
        lesson: {
          title: "MFT entries, attributes and timestamps",
          html: p(
            "In NTFS every file and directory, including the file system's own metadata, is described by at least one entry in the Master File Table ($MFT). Entries are normally 1,024 bytes long and begin with the signature <code>FILE</code>. The first sixteen entries are reserved for metadata files: entry 0 is $MFT itself, 1 is $MFTMirr, 2 is $LogFile, 5 is the root directory, 6 is $Bitmap, which records cluster allocation, and 11 is $Extend, the parent of the change journal $UsnJrnl. Each entry header contains a flags field showing whether the entry is in use and whether it is a directory, and a sequence number that is incremented each time the entry is reused. When a file is deleted, its entry is simply marked not in use; until it is overwritten, its name, timestamps and pointers to its data survive.",
            "An entry is a list of attributes. The $STANDARD_INFORMATION attribute (type 0x10) holds the timestamps and permissions shown by Windows Explorer; the $FILE_NAME attribute (type 0x30) holds the name, the parent directory reference and a second set of timestamps; the $DATA attribute (type 0x80) holds the content. Small files, up to roughly 700 bytes, are <b>resident</b>, stored inside the MFT entry itself, which means they may be recovered from the MFT even when no data clusters were allocated. Larger files are non-resident, and $DATA then holds run lists pointing to clusters on disk.",
            "Each of the two timestamp sets records four times, often abbreviated MACB: modified, accessed, MFT entry changed and born (created). They are stored as 64-bit FILETIME values, counts of 100-nanosecond intervals since 1 January 1601 UTC. The distinction matters because $STANDARD_INFORMATION times can be changed from user mode through a documented API, which anti-forensic tools exploit to backdate a file, a technique called timestomping. $FILE_NAME times are maintained by the kernel and are much harder to alter. A file whose $STANDARD_INFORMATION creation time precedes its $FILE_NAME creation time, or whose times have sub-second fields of exactly zero, deserves suspicion, and the change journal and $LogFile may corroborate the true sequence of events.",
          ),
        },
      },
      {
        title: "File Carving",
        description:
          "When the file system no longer knows where a file is, its content may still be found by its own structure.",
        lesson: {
          title: "Recovering files from raw data",
          html:
            p(
              "File carving recovers files from unallocated space, or from a damaged or reformatted volume, without relying on file system metadata. It uses the internal structure of file formats, most simply their signatures: fixed byte sequences at the start (header) and sometimes the end (footer) of a file.",
            ) +
            "<table><tr><th>Format</th><th>Header (hex)</th><th>Footer</th></tr><tr><td>JPEG</td><td>FF D8 FF</td><td>FF D9</td></tr><tr><td>PNG</td><td>89 50 4E 47 0D 0A 1A 0A</td><td>IEND chunk, ending AE 42 60 82</td></tr><tr><td>PDF</td><td>25 50 44 46 (%PDF)</td><td>%%EOF</td></tr><tr><td>ZIP, DOCX, XLSX</td><td>50 4B 03 04 (PK)</td><td>End of central directory record</td></tr></table>" +
            p(
              "A header-footer carver such as Foremost or Scalpel scans the image for headers, usually only at sector or cluster boundaries, since files begin there, and copies the data up to the next matching footer or a maximum length. For formats without footers it uses a length field in the header or simply a maximum size. PhotoRec goes further by parsing formats to find where each file ends. Because carving ignores the file system, recovered files lose their names, paths and timestamps, and the examiner must describe them by offset and content.",
              "The weakness of simple carving is fragmentation. It assumes that a file occupies contiguous clusters; if a file was stored in two pieces with unrelated data between, the carved output is corrupt. Simson Garfinkel's 2007 study of second-hand drives found that most files were contiguous but that a significant minority, particularly large and frequently modified files, were fragmented, often into two pieces. Bifragment gap carving tries each possible gap between a header and a footer and keeps the combination that validates, for example a JPEG that decodes without error. Validation is essential in any case, because signatures occur by chance: a three-byte header will match random data at about one byte offset in every 16.8 million (2²⁴). A carving report should therefore state the tool and version, the signatures used and how each recovered file was validated.",
            ),
        },
      },
    ],
  },
  {
    slug: "speleothem-palaeoclimate-archives",
    discipline: "Speleothem science",
    title: "Speleothems as Climate Archives",
    description:
      "Stalagmites grow layer by layer from cave drip water and can be dated more precisely than almost any other terrestrial archive. The module examines uranium–thorium dating, the interpretation of oxygen and carbon isotopes, kinetic fractionation and cave monitoring, and trace-element ratios such as Mg/Ca.",
    level: "advanced",
    duration: "one semester (lectures, laboratory and a field week)",
    plantedGap: "trace-element ratios",
    modules: [
      {
        title: "Uranium–Thorium Dating",
        description:
          "Why a freshly grown stalagmite contains uranium but almost no thorium, and how that lets us date it to within decades over hundreds of thousands of years.",
        lesson: {
          title: "Counting the ingrowth of thorium-230",
          html: p(
            "Uranium-series dating exploits the different chemistry of uranium and thorium in groundwater. Uranium, oxidised to the uranyl ion and complexed by carbonate, is readily dissolved as water percolates through limestone; thorium is almost insoluble and stays adsorbed on clays. Calcite deposited from drip water therefore contains uranium, typically 0.1 to 10 parts per million, but very little thorium. Within the calcite, ²³⁸U decays through short-lived intermediates to ²³⁴U (half-life 245,620 years) and then to ²³⁰Th (half-life 75,584 years, values from Cheng and colleagues, 2013). The ²³⁰Th grows in towards secular equilibrium with its parents, and the measured activity ratios (²³⁰Th/²³⁸U) and (²³⁴U/²³⁸U) give the age.",
            "In the simplest case, when (²³⁴U/²³⁸U) equals one, the ingrowth is (²³⁰Th/²³⁸U) = 1 − e<sup>−λt</sup>, where λ is the ²³⁰Th decay constant. A measured ratio of 0.5 thus gives an age of exactly one half-life, about 75,600 years. In practice drip water carries excess ²³⁴U, so the full equation includes a term for the initial ²³⁴U excess, and the ages and initial ratio are solved together. Because the ratio approaches equilibrium asymptotically, the method's upper limit is set by analytical precision, about 600,000 years with modern instruments.",
            "Measurements are now made by multi-collector inductively coupled plasma mass spectrometry (MC-ICP-MS) on samples of tens to a few hundred milligrams, after chemical separation of U and Th on ion-exchange columns with isotope spikes added. For clean, uranium-rich calcite, uncertainties of a few tenths of a per cent (2σ) are achievable, that is, decades on ages of tens of thousands of years. The main complication is detrital thorium carried in with clay, which brings its own ²³⁰Th. Its presence is revealed by ²³²Th, and a correction is made by assuming an initial ²³⁰Th/²³²Th atomic ratio, conventionally 4.4 ± 2.2 × 10⁻⁶, the value for average crustal silicate in secular equilibrium. Dated points along the growth axis are then converted into a continuous chronology by age-depth modelling, with programs such as StalAge or COPRA that propagate uncertainties and reject outliers.",
          ),
        },
      },
      {
        title: "Oxygen and Carbon Isotopes",
        description:
          "The module explains what δ¹⁸O and δ¹³C in cave calcite record, and why the answer differs between a monsoon cave and a mid-latitude one.",
        lesson: {
          title: "Reading δ¹⁸O and δ¹³C",
          html:
            p(
              "Stable isotope ratios are reported in delta notation: δ¹⁸O = (<i>R</i><sub>sample</sub>/<i>R</i><sub>standard</sub> − 1) × 1000, in per mil, where <i>R</i> is ¹⁸O/¹⁶O. Calcite is reported against the VPDB standard and water against VSMOW. If calcite forms in isotopic equilibrium with drip water, its δ¹⁸O depends on two things: the δ¹⁸O of the drip water and the cave temperature. The equilibrium fractionation between calcite and water decreases by about 0.2 per mil for each degree of warming, so warmer caves deposit isotopically lighter calcite from the same water.",
              "Drip water δ¹⁸O in turn reflects that of rainfall, averaged over the months or years it takes to percolate through the soil and rock. What controls rainfall δ¹⁸O differs by region, and the interpretation of a record depends on it:",
            ) +
            "<ul><li><b>Temperature effect</b>: at mid and high latitudes, rainfall δ¹⁸O rises by roughly 0.5 to 0.7 per mil per °C (Dansgaard, 1964), partly cancelling the opposite fractionation effect in the cave.</li><li><b>Amount effect</b>: in the tropics and monsoon regions, heavier rain is more depleted in ¹⁸O, so lower δ¹⁸O means wetter conditions or a stronger monsoon.</li><li><b>Source and seasonality effects</b>: changes in moisture source, transport path or the season in which recharge occurs can shift drip water δ¹⁸O without any change in local climate.</li></ul>" +
            p(
              "The Hulu Cave record from eastern China (Wang and colleagues, 2001) showed abrupt shifts in δ¹⁸O that match the millennial warm and cold events in Greenland ice, giving an absolutely dated template for the last glacial period. Carbon isotopes tell a different story. Most carbon in speleothem calcite comes from soil CO₂, produced by root respiration and decay, and the rest from the host limestone. Under C3 vegetation, calcite δ¹³C typically lies between about −14 and −6 per mil; under C4 grasses it is higher. Higher δ¹³C can thus mean sparser vegetation or lower soil activity, but it is also raised by degassing and by calcite precipitating upstream of the drip, so δ¹³C is usually interpreted as a local hydrological and ecological signal.",
            ),
        },
      },
      {
        title: "Kinetic Fractionation and Cave Monitoring",
        description:
          "Is the calcite in isotopic equilibrium? Students learn the classical tests, their limits, and how monitoring the modern cave answers the question better.",
        lesson: {
          title: "Testing for equilibrium",
          html: p(
            "Calcite precipitates in a cave when drip water, which has equilibrated with high-CO₂ soil air, meets cave air with lower CO₂ and degasses. If degassing and precipitation are slow, the calcite forms close to isotopic equilibrium with the water. If they are fast, or if the water evaporates, kinetic fractionation enriches the calcite in both ¹⁸O and ¹³C, and its δ¹⁸O no longer records climate in the simple way described by equilibrium equations.",
            "The classical check is the Hendy test, proposed by C. H. Hendy in 1971. Samples are drilled along a single growth layer, from the central axis outward towards the flank. Under equilibrium δ¹⁸O should be constant along the layer and should not correlate with δ¹³C; a rise of both away from the axis indicates kinetic effects as the water film thins and degasses. The test has limits. Single growth layers are hard to sample without crossing into adjacent years, and kinetic effects can occur at the apex too. A stronger test is replication: if two or more stalagmites from the same cave, with different drip regimes, yield the same δ¹⁸O record over the same dated interval, the shared signal is very likely climatic.",
            "Modern monitoring grounds both tests in measurement. A monitoring programme typically logs cave air temperature and CO₂ concentration, which can swing from near-atmospheric levels in winter to several thousand parts per million in summer in caves ventilated by seasonal air-density contrasts; counts drip rates with acoustic loggers; samples drip water monthly for δ¹⁸O; and collects calcite grown on glass plates placed under active drips. Comparing this farmed calcite with its parent water yields an empirical fractionation factor for the cave. Such work, including a study by Tremaine, Froelich and Wang in 2011, found that cave calcite commonly has higher δ¹⁸O than laboratory equilibrium equations predict, and led to cave-specific calibrations that are now preferred when converting speleothem δ¹⁸O into climate.",
          ),
        },
      },
    ],
  },
  {
    slug: "codicology-the-medieval-book-as-object",
    discipline: "Codicology",
    title: "Codicology: The Medieval Book as an Object",
    description:
      "Reading a manuscript means reading its material as well as its text. Through close work with originals and facsimiles, this MA module considers parchment and the hair and flesh sides, the structure of quires and Gregory's rule, pricking and ruling, and Carolingian and Romanesque binding structures.",
    level: "advanced",
    duration: "one term (weekly seminar in the special collections reading room)",
    plantedGap: "binding",
    modules: [
      {
        title: "Parchment",
        description:
          "From skin to writing surface: how parchment was made, how to tell its two sides apart, and what scientific analysis has revealed about the animals used.",
        lesson: {
          title: "Skin, lime and tension",
          html: p(
            "Parchment is animal skin that has been dehaired, cleaned and dried under tension; unlike leather, it is not tanned. The usual sources in medieval Europe were calf, sheep and goat. The flayed skin was soaked for several days in a bath of lime (calcium hydroxide), which loosened the hair and began to break down the fats. It was then laid over a wooden beam and the hair scraped away with a blunt knife. The decisive step followed: the wet skin was laced to a wooden frame, often called a herse, and as it dried it was scraped on both sides with a crescent-shaped knife, the lunellum, while the lacing was tightened. Drying under tension realigns the collagen fibres into a flat, stiff sheet. Finally the surface was pared, pounced with pumice and sometimes dusted with chalk to take ink.",
            "The two sides of a sheet differ and can usually be told apart. The hair side, from the outside of the animal, tends to be yellower or greyer, slightly rougher, and may show the pattern of hair follicles, especially in goat and calf. The flesh side is whiter, smoother and often slightly glossy. The difference is most visible in thicker, less carefully prepared skins; high-quality Italian and French parchment of the thirteenth century can be finished so evenly that the sides are hard to distinguish. Sheepskin, fatty and loosely structured, tends to split into layers, which is one reason why it was favoured for English legal records: an erasure damages the surface visibly.",
            "The term vellum is sometimes reserved for calfskin, but usage is inconsistent, and many catalogues use it for any fine parchment. The exceptionally thin 'uterine vellum' of thirteenth-century pocket Bibles was long assumed to come from aborted or stillborn animals. In 2015 Sarah Fiddyment and colleagues identified the species of hundreds of such leaves by collecting proteins from their surfaces with an ordinary eraser and analysing them by mass spectrometry. They found calf, goat and sheep, used much as for ordinary parchment, and concluded that the thinness came from skilled preparation rather than from fetal skins.",
          ),
        },
      },
      {
        title: "Quires and Gregory's Rule",
        description:
          "How bifolia were nested into gatherings, how scribes kept them in order, and how to write a collation formula.",
        lesson: {
          title: "Gatherings and their arrangement",
          html:
            p(
              "A medieval codex is made of quires, or gatherings: sets of folded sheets nested one inside another and sewn through the central fold. Each folded sheet is a bifolium of two leaves, and each leaf has a recto and a verso, so a quire of four bifolia, the quaternion, has eight leaves and sixteen pages. The quaternion was the standard quire in the Latin West for most of the Middle Ages; quinions of five bifolia are common in some Insular and later manuscripts, and quires of six bifolia became frequent in paper books.",
              "In 1885 Caspar René Gregory observed that in Greek manuscripts the bifolia were arranged so that at every opening a hair side faced a hair side and a flesh side faced a flesh side, giving each spread a uniform colour and texture. The pattern, known as Gregory's rule, follows naturally if a large skin is folded two or three times to make the quire, and scribes also reproduced it when nesting separately cut bifolia. Most continental Latin manuscripts observe it too, while Insular manuscripts often do not; its presence or absence is a small piece of evidence about where and how a book was made.",
              "Scribes and later users kept quires in order with two devices. A <b>quire signature</b>, a letter or numeral in the lower margin of the first or last page of a quire, numbers the gatherings. A <b>catchword</b>, written at the foot of the last verso of a quire, repeats the first word of the next quire, and became common from the twelfth century. Codicologists record a manuscript's structure in a collation formula. Conventions vary, but in a common form:",
            ) +
            "<ul><li><code>1–3⁸</code>: quires one to three are quaternions.</li><li><code>4⁸ (−8)</code>: quire four was a quaternion but has lost its eighth leaf, probably a blank cancelled or cut away.</li><li><code>5⁶ (+1 after 3)</code>: quire five is a ternion with a singleton leaf added after the third leaf.</li></ul>" +
            p(
              "Establishing a collation requires examining the sewing at the centre of each quire, the conjugacy of leaves and the pattern of hair and flesh sides, and it often reveals losses, insertions and the original order of a book that has been rearranged.",
            ),
        },
      },
      {
        title: "Pricking and Ruling",
        description:
          "Before writing, the page was laid out; the marks left by that process are a guide to date and origin.",
        lesson: {
          title: "Laying out the page",
          html: p(
            "Before a scribe wrote, the page was prepared with a grid of lines to keep the text block straight and the writing even. The first step was pricking: small holes were made in the margins, with an awl, a knife point or, later, possibly a spiked wheel, to mark the positions of the ruled lines. Pricking was often done through several leaves or a whole quire at once, so the holes align across the gathering. Their position changed over time. In many early medieval manuscripts prickings lie in both outer and inner margins, while from about the twelfth century they are increasingly confined to the outer margin, and in luxury books they were often trimmed away when the edges were cut.",
            "The ruling joined the prickings. Until the late eleventh century most Latin scribes ruled in <b>drypoint</b>, pressing a hard stylus into the parchment so that it made a furrow on one side and a ridge on the other. Because one stroke ruled several leaves, the pattern of furrows and ridges through a quire shows which sheets were ruled together. From the late eleventh and twelfth centuries <b>lead point</b>, or plummet, became usual, leaving a grey line, and later ink and coloured crayon were used. Ruling patterns, the arrangement of vertical bounding lines and horizontal lines, have been classified systematically, by Julien Leroy for Greek manuscripts and by Denis Muzerelle for Latin ones, so that they can be compared across collections.",
            "A small change in practice can help to date a manuscript. N. R. Ker showed in 1960 that English scribes before about 1230 normally began writing on the top ruled line, the first line of text sitting on it, while later scribes left the top line empty and began below it, using it as a frame. The change, 'from above top line to below top line', spread across Europe in the thirteenth century. Such evidence is never decisive on its own, but combined with the script, decoration and the structure of the quires, it allows the date and place of a book's making to be narrowed considerably.",
          ),
        },
      },
    ],
  },
];
