/** Twenty-fifth held-out evaluation courses, intermediate level (perioperative nursing to cloud security); see ai-courses-heldout25.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT25_B: EvalCourse[] = [
  {
    slug: "perioperative-nursing-theatre-practice",
    discipline: "Perioperative nursing",
    title: "Perioperative Nursing: Safe Practice in the Operating Theatre",
    description:
      "Nurses and operating department practitioners on theatre placements build the core competences of the scrub and circulating roles: the WHO Surgical Safety Checklist, surgical hand antisepsis and the sterile field, swab and instrument counts, patient positioning, and handover in the post-anaesthesia care unit.",
    level: "intermediate",
    duration: "one term, with supervised theatre practice",
    plantedGap: "patient positioning",
    modules: [
      {
        title: "The Surgical Safety Checklist",
        description:
          "Three pauses, at sign in, time out and sign out, catch the errors that cause wrong-site surgery and retained items.",
        lesson: {
          title: "Sign in, time out, sign out",
          html:
            p(
              "The World Health Organization introduced its Surgical Safety Checklist in 2008 as part of the campaign Safe Surgery Saves Lives. In an eight-country study published by Haynes and colleagues in the <i>New England Journal of Medicine</i> in 2009, use of the checklist was associated with a fall in major complications from 11.0 to 7.0 percent and in inpatient deaths from 1.5 to 0.8 percent. In England its use is required for every patient undergoing a surgical procedure, and omissions that lead to wrong-site surgery or a retained foreign object are classed as Never Events.",
            ) +
            "<table><tr><th>Phase</th><th>When</th><th>Key checks</th></tr><tr><td>Sign in</td><td>Before induction of anaesthesia</td><td>Identity, site, procedure and consent confirmed with the patient; site marked; anaesthesia machine checked; known allergy; difficult airway or aspiration risk; risk of blood loss over 500 ml</td></tr><tr><td>Time out</td><td>Before skin incision</td><td>All team members introduce themselves by name and role; surgeon, anaesthetist and nurse confirm patient, site and procedure; anticipated critical events; antibiotic prophylaxis within the last 60 minutes; essential imaging displayed</td></tr><tr><td>Sign out</td><td>Before the patient leaves theatre</td><td>Procedure recorded; instrument, swab and needle counts correct; specimens labelled; equipment problems; key concerns for recovery</td></tr></table>" +
            p(
              "The checklist works only when it is a genuine conversation rather than a ritual read aloud while others carry on working. Good practice is for one named person, often the circulating nurse, to lead each phase, for all activity to stop during the time out, and for any team member, whatever their grade, to be able to halt the procedure if a check fails. Many trusts add a team brief at the start of the list and a debrief at its end, following the National Safety Standards for Invasive Procedures (NatSSIPs).",
            ),
        },
      },
      {
        title: "Scrubbing and the Sterile Field",
        description:
          "Here the scrub practitioner's core skill is taught step by step: preparing hands, gowning and gloving, and keeping the sterile field intact.",
        lesson: {
          title: "Surgical hand antisepsis and aseptic technique",
          html: p(
            "Surgical hand antisepsis aims to remove transient micro-organisms from the hands and forearms and to reduce resident flora for the length of the operation. Before the first scrub of the day the nails are cleaned under running water with a nail pick; rings, watches and nail varnish are not worn, and nails are kept short. The practitioner then washes with an antimicrobial solution, usually 4 percent chlorhexidine gluconate or 7.5 percent povidone-iodine, for two to three minutes, working from fingertips to elbows and keeping the hands higher than the elbows so that water drains away from the clean area. An alternative accepted by WHO is a surgical alcohol hand rub applied according to the manufacturer's timing, typically 1.5 to 3 minutes, after an initial wash.",
            "Hands are dried with a sterile towel, one side for each arm, moving from hand to elbow. The gown is then put on without touching its outer surface, and gloves are applied by the closed gloving technique, in which the hands stay inside the gown cuffs until each glove has been pulled over the cuff. Double gloving is recommended for most procedures, since it reduces perforations of the inner glove.",
            "Once gowned, the practitioner considers sterile only the front of the gown from chest to the level of the sterile field and the sleeves from two inches above the elbow to the cuff. The rules of the sterile field follow from this: scrubbed staff face the field and pass each other back to back; non-scrubbed staff keep at least 30 centimetres away and never reach across it; the edges of a drape or a pack are regarded as non-sterile; and any item of doubtful sterility is treated as contaminated. If a breach occurs, for instance a glove is punctured, it is reported aloud at once and the glove or item is replaced.",
          ),
        },
      },
      {
        title: "Counts and Recovery Handover",
        description:
          "Nothing may be left inside a patient, and nothing important may be lost when the patient passes to the recovery team.",
        lesson: {
          title: "Accountable items and the PACU handover",
          html:
            p(
              "A retained swab or instrument is a Never Event, and the count is the defence. Accountable items include swabs, packs, needles, blades, instruments and small items such as vessel loops and bulldog clips. The scrub practitioner and the circulating practitioner count together, aloud, and record the count on a whiteboard and in the perioperative record.",
            ) +
            "<ul><li><b>When to count.</b> Before the procedure starts; before closure of a cavity within a cavity, such as the uterus; before closure of the wound; at skin closure; and whenever staff hand over.</li><li><b>How to count.</b> Swabs are separated and counted in bundles of five, each with its radio-opaque marker visible; needles are counted on a magnetic mat.</li><li><b>If the count is wrong.</b> Tell the surgeon at once, search the field, floor and bins, and, if the item is not found, arrange an intra-operative X-ray before the patient leaves theatre, and complete an incident report.</li></ul>" +
            p(
              "At the end of the procedure the patient is transferred to the post-anaesthesia care unit (PACU), where the anaesthetist and theatre nurse hand over to the recovery practitioner. A structured tool such as SBAR (situation, background, assessment, recommendation) keeps the handover complete: the procedure performed, anaesthetic technique and airway, intra-operative events and blood loss, fluids and drugs given, drains and dressings, analgesia plan and any specific instructions. The recovery nurse does not accept the patient until the airway is secure and observations are recorded, and the patient remains in PACU until agreed discharge criteria are met, commonly including a stable airway, oxygen saturation at baseline, controlled pain and nausea, and normothermia above 36 degrees Celsius.",
            ),
        },
      },
    ],
  },
  {
    slug: "ghana-empire-wagadu-gold-and-salt",
    discipline: "Ghana Empire history",
    title: "Wagadu: The Ghana Empire and the Western Sahel, c. 700–1240",
    description:
      "Long before Mali or Songhai, the Soninke kingdom of Wagadu, which Arabic writers called Ghana, grew rich at the southern end of the Saharan caravan routes. Second-year history students read al-Bakri and the archaeology of Koumbi Saleh, analyse the gold and salt trade, consider the matrilineal succession of its kings, and weigh the debate over an Almoravid conquest.",
    level: "intermediate",
    duration: "one semester (weekly lecture and seminar)",
    plantedGap: "matrilineal succession",
    modules: [
      {
        title: "Al-Bakri and Koumbi Saleh",
        description:
          "What did an eleventh-century geographer in Córdoba know about a Sahelian capital, and what have excavations added to his account?",
        lesson: {
          title: "A capital of two towns",
          html: p(
            "The fullest written description of ancient Ghana comes from Abu Ubayd al-Bakri, a geographer who wrote his <i>Kitab al-Masalik wa-l-Mamalik</i> (Book of Routes and Realms) in Córdoba in 1068. Al-Bakri never crossed the Sahara; he compiled reports from merchants and from earlier written sources, among them the work of Muhammad ibn Yusuf al-Warraq. His account must therefore be read as second-hand, but it is precise enough to be tested against archaeology. Ghana, he explains, was the title of the king, while the land was known as Awkar; the people themselves, the Soninke, remember the state as Wagadu.",
            "Al-Bakri describes a capital of two towns about ten kilometres apart. One was a Muslim merchant town with twelve mosques, imams, muezzins and scholars. The other, called al-Ghaba, 'the forest', held the king's palace, domed houses, sacred groves guarded by priests, and the tombs of dead kings. The king, though not a Muslim, employed Muslims as interpreters and ministers and received visitors seated in a domed pavilion surrounded by horses covered in gold cloth and dogs wearing gold collars.",
            "The ruins at Koumbi Saleh in southern Mauritania, excavated by French archaeologists from 1914 and more intensively by Serge Robert and Jean Devisse in the 1950s to 1970s, have been widely identified with the Muslim town. They reveal a stone-built settlement covering more than 50 hectares at its height, with multi-storey houses, a large mosque, imported North African pottery and glass weights used for weighing gold, and radiocarbon dates running from about the ninth to the fourteenth century. The royal town has not been found with certainty, and some historians argue that Ghana's capital moved several times. The site therefore supports al-Bakri's picture of a wealthy, literate merchant community while reminding us how much of the state remains unexcavated.",
          ),
        },
      },
      {
        title: "Gold, Salt and the Caravan Trade",
        description:
          "Ghana did not mine gold itself; it taxed and controlled the trade between the goldfields and the Saharan caravans.",
        lesson: {
          title: "Taxing the trans-Saharan exchange",
          html: p(
            "The adoption of the camel in the Sahara in the early centuries AD made regular crossings of the desert possible, and after the Arab conquest of North Africa in the late seventh century Muslim merchants organised caravans between Sijilmasa in southern Morocco and the Sahel. The journey took about two months. Northbound caravans carried gold, slaves, ivory and hides; southbound ones carried salt, copper, cloth, horses, glass beads and books. Ghana's importance lay in its position between the desert-side market towns, such as Awdaghust, and the sources of gold further south.",
            "The gold came from alluvial fields at Bambuk, between the Senegal and Falémé rivers, and later from Bure on the upper Niger. These fields lay outside Ghana's direct control, and their inhabitants guarded the locations jealously. The scarcity of salt in the forest and savanna, where people needed it for diet and for preserving food, created the demand that balanced the exchange. Salt was mined at Taghaza and Awlil and carried south in slabs; in some markets it was said to be worth its weight in gold, a rhetorical exaggeration that nevertheless reflects its value far from the desert.",
            "Al-Bakri records how the king profited. On every donkey-load of salt entering the country he levied one dinar, and two dinars on every load leaving. A load of copper paid five mithqals, other goods ten. The king also claimed every nugget of gold found in his lands, leaving only gold dust to the people, which kept the price of gold high by restricting supply. These revenues paid for an army that al-Bakri puts, certainly with exaggeration, at 200,000 men, and for the display of wealth that impressed visitors. The famous story of the 'silent trade', in which goods were exchanged without the parties meeting, reported by Herodotus for Carthage and later applied to West Africa by al-Masudi, is best treated as a literary motif rather than evidence for how Ghana's merchants actually did business.",
          ),
        },
      },
      {
        title: "The Almoravid Question and Decline",
        description:
          "Historians have argued for fifty years over whether the Almoravids conquered Ghana in 1076 or whether this conquest is a later invention.",
        lesson: {
          title: "Conquest, conversion or gradual decline?",
          html:
            p(
              "In the eleventh century the Almoravids, a reform movement among the Sanhaja Berbers of the western Sahara inspired by the preacher Abdallah ibn Yasin, took control of the desert routes, seized Sijilmasa in 1054 and Awdaghust, which had been tributary to Ghana, in 1055. Later Arabic writers, above all Ibn Khaldun in the fourteenth century and the thirteenth-century geographer al-Zuhri, state or imply that Ghana was then conquered and its people converted to Islam, a date of 1076 being widely repeated in textbooks.",
              "In 1982 David Conrad and Humphrey Fisher published a two-part article, 'The Conquest That Never Was', arguing that no contemporary source mentions such a conquest and that the story arose from later misreadings. They proposed instead a peaceful and gradual conversion of Ghana's rulers, who were already described as Muslim by al-Idrisi in 1154. Other scholars have defended a military episode of some kind, and the debate remains open.",
            ) +
            "<ul><li><b>For a conquest:</b> al-Zuhri's statement that Ghana's people became Muslims in 1076 under Almoravid influence; oral traditions of war with the north; the sudden decline of Awdaghust.</li><li><b>Against:</b> silence of al-Bakri (1068) and of Almoravid chronicles; al-Idrisi's description of a prosperous Muslim Ghana in 1154; no archaeological destruction layer at Koumbi Saleh.</li></ul>" +
            p(
              "Whatever happened in the 1070s, Ghana's power declined over the following century as gold production shifted south to Bure, desiccation affected the Sahel, and vassal states broke away. The Sosso under Sumanguru Kante took the region around 1200, and after Sunjata Keita's victory at Kirina about 1235 the new empire of Mali absorbed what remained.",
            ),
        },
      },
    ],
  },
  {
    slug: "sound-archiving-carriers-to-files",
    discipline: "Sound archiving",
    title: "Sound Archiving: From Carrier to Preservation File",
    description:
      "Nothing recorded on a wax cylinder, a lacquer disc or a magnetic tape lasts for ever, and most such carriers will be unplayable within a generation. In this module for archive and library professionals the stress falls on identifying carriers and their risks, treating sticky-shed tape, transferring to preservation files to IASA TC-04, and rights clearance for access copies.",
    level: "intermediate",
    duration: "ten weeks, part-time",
    plantedGap: "rights clearance",
    modules: [
      {
        title: "Knowing the Carrier",
        description:
          "Every format has its own chemistry and its own way of failing, and a condition survey starts with recognising what you hold.",
        lesson: {
          title: "Cylinders, discs and tapes",
          html:
            p(
              "An audio collection is a collection of physical carriers, and the first task of the sound archivist is to identify them correctly, since format determines both the risk of loss and the equipment needed for playback. The main families are mechanical carriers, in which a groove is cut or moulded, and magnetic carriers, in which a signal is stored as the magnetisation of particles in a coating. Optical media such as CD-R came later and fail in their own ways.",
            ) +
            "<table><tr><th>Carrier</th><th>Period</th><th>Main risks</th></tr><tr><td>Wax cylinder</td><td>1889–c. 1929</td><td>Brittleness, mould, cracking with temperature change</td></tr><tr><td>Shellac disc (78 rpm)</td><td>c. 1898–1950s</td><td>Breakage, groove wear from steel needles</td></tr><tr><td>Lacquer (instantaneous) disc</td><td>1930s–1950s</td><td>Nitrocellulose lacquer shrinks and delaminates from its aluminium or glass core; plasticiser exudes as a white residue</td></tr><tr><td>Acetate-base tape</td><td>1930s–1960s</td><td>Vinegar syndrome, brittleness, cupping</td></tr><tr><td>Polyester-base tape</td><td>1960s–</td><td>Binder hydrolysis (sticky-shed), print-through</td></tr><tr><td>Compact cassette, DAT, MiniDisc</td><td>1963–2000s</td><td>Thin tape, obsolete machines, dropouts</td></tr></table>" +
            p(
              "Identification uses simple clues. A quarter-inch tape on a clear or bluish translucent base that smells of vinegar is acetate; an opaque grey or black base with a matt back coating is usually polyester. Lacquer discs are often labelled by hand and have a thin soft coating that may flake at the edge. Obsolescence is as much a threat as decay: IASA has warned that working replay machines and the skills to maintain them are disappearing faster than the carriers, which is why archives now prioritise digitisation by risk, transferring the most endangered formats first. A condition survey therefore records, for each item, its format, base material, dimensions, visible damage and the availability of a replay machine, and combines them into a risk score that orders the transfer programme.",
            ),
        },
      },
      {
        title: "Sticky-Shed Syndrome",
        description:
          "Many tapes of the 1970s and 1980s squeal and clog the heads when played; a controlled treatment can recover them for one good transfer.",
        lesson: {
          title: "Binder hydrolysis and baking",
          html: p(
            "The magnetic coating of a tape consists of oxide particles held in a binder, and in many polyester tapes made from the early 1970s to the late 1980s, notably some Ampex and Scotch professional stocks, the binder was a polyester polyurethane that is vulnerable to hydrolysis. Over years, it absorbs moisture from the air, its long molecular chains break, and low-molecular-weight products migrate to the surface. The result, known as sticky-shed syndrome, is a tacky, gummy coating. When played, such a tape squeals, sheds brown deposits on the heads and guides, slows down or stops, and may lose its oxide altogether.",
            "Sticky tape must not be played untreated. The usual remedy is baking: incubation at a low, controlled temperature, which temporarily drives out moisture and firms up the binder. A common regime is 50 to 55 degrees Celsius for about eight hours for a quarter-inch reel, with longer periods for wider tapes, in a laboratory oven or a food dehydrator with reliable temperature control, followed by cooling to room temperature for several hours. The tape must be on a metal or sturdy plastic reel, wound smoothly and never in a domestic oven where hot spots can distort it. The treatment lasts from days to a few weeks, so the tape is transferred promptly after baking.",
            "Not every problem tape is sticky. Acetate tapes suffering from vinegar syndrome must never be baked, because heat accelerates their decay; and a squealing tape may simply be dry, having lost its lubricant, in which case careful cleaning is the answer. Diagnosis therefore comes first: check the base material, examine a short length, listen for squeal at the start of playback and stop immediately if residue appears. Every treatment is recorded in the item's preservation metadata so that later users know what was done.",
          ),
        },
      },
      {
        title: "Transfer to Preservation Files",
        description:
          "The aim of a transfer is to capture everything on the carrier once, to an agreed standard, and to describe the result well enough that nobody has to do it again.",
        lesson: {
          title: "IASA TC-04 in practice",
          html:
            p(
              "The International Association of Sound and Audiovisual Archives publishes <i>Guidelines on the Production and Preservation of Digital Audio Objects</i>, known as IASA TC-04, which sets the professional norms for digitisation. Its principle is that the transfer should extract the original signal as completely as possible, without subjective improvement, so that any later restoration is done on a copy and can be repeated or undone.",
            ) +
            "<ul><li><b>Format.</b> Linear PCM in a Broadcast WAVE file (BWF, EBU Tech 3285), which carries descriptive metadata in its bext chunk.</li><li><b>Resolution.</b> A minimum of 48 kHz sampling and 24-bit word length; 96 kHz and 24 bits are recommended for analogue sources. At 96 kHz and 24 bits a stereo file uses about 2 gigabytes per hour.</li><li><b>Replay.</b> Correct speed, equalisation curve, track format and azimuth for tape; for discs, the right stylus size and replay curve, recorded in the metadata.</li><li><b>No processing.</b> No noise reduction, declicking or normalisation in the preservation master.</li></ul>" +
            p(
              "A transfer of a quarter-inch reel recorded at 19 centimetres per second (7.5 inches per second) with NAB equalisation, for example, is played on a calibrated machine whose azimuth has been adjusted by ear and on an oscilloscope for maximum high-frequency output. Both tracks are captured even if one appears empty, and the reel's leader, boxes and annotations are photographed. The archivist then creates a checksum, such as an MD5 or SHA-256 hash, stores the file in at least two geographically separate locations, and records the equipment, settings, operator and date, so that the integrity of the file can be checked over decades.",
            ),
        },
      },
    ],
  },
  {
    slug: "surtitling-opera-and-theatre",
    discipline: "Surtitling",
    title: "Surtitling for Opera and Theatre",
    description:
      "Translators who want to work in the performing arts learn here what distinguishes a surtitle from a subtitle: condensing a sung text, segmenting it for reading speed, cueing titles live from the score, and captioning for deaf and hard-of-hearing audiences.",
    level: "intermediate",
    duration: "one semester, with a live cueing placement",
    plantedGap: "captioning",
    modules: [
      {
        title: "Condensing the Libretto",
        description:
          "A sung line is slower to hear than to read, yet audiences still cannot take in everything; the translator's first skill is to decide what to leave out.",
        lesson: {
          title: "Reduction without loss of sense",
          html: p(
            "Surtitles, first used by the Canadian Opera Company for Strauss's <i>Elektra</i> in January 1983, project a translation above or beside the stage while the original language is sung. Their purpose is not to render every word but to let the audience follow the drama while still watching the performers. Because the eye must leave the stage to read, every title is a small cost to the performance, and good surtitlers aim for the fewest and shortest titles that keep the action clear.",
            "Condensation is the surtitler's basic operation. Opera libretti repeat text constantly: a line such as 'Di quella pira l'orrendo foco' may be sung three or four times in an aria, and a single title suffices for all repetitions. Within a line, the translator omits vocatives, interjections and filler, merges parallel clauses and replaces elaborate metaphors with their sense when the image is not dramatically important. Names that the audience can hear need not be written out. Typical reductions are between 20 and 50 percent of the source text.",
            "What must be kept is everything that drives the plot or explains a reaction on stage. If the Countess in <i>Le nozze di Figaro</i> laughs, the audience must have read the line that caused the laugh; if a character lies, the title must not accidentally reveal the truth before the music does. Register matters as well: a servant's coarse joke should not be rendered in the style of a prayer. Poetry is generally not rhymed in surtitles, since rhyme forces padding, but rhythm is considered so that a title reads naturally in the time it is displayed. Translators often work from a vocal score rather than the libretto alone, because the score shows repetitions, ensembles in which several characters sing different words at once, and the length of each passage, all of which govern how much text can be shown.",
          ),
        },
      },
      {
        title: "Segmentation and Reading Speed",
        description:
          "Where a title breaks, and how long it stays up, decide whether the audience reads it comfortably or misses the next entrance.",
        lesson: {
          title: "One idea per title",
          html:
            p(
              "A surtitle normally occupies one or two lines of about 35 to 40 characters each, displayed on a screen above the proscenium or on seat-back displays. Segmentation, the division of the translation into titles, follows the structure of the music and the sense of the text together: each title should contain one complete idea, begin where a phrase begins and ideally disappear as the corresponding musical phrase ends, so that the audience is never reading a sentence that the singer finished long ago.",
            ) +
            "<ul><li>Break lines at natural syntactic boundaries, after a clause or before a conjunction, never between an article and its noun.</li><li>Allow a minimum display time of about one and a half to two seconds even for a very short title; audiences need time to look up.</li><li>Aim at a reading speed of roughly 12 to 15 characters per second; a two-line title of 70 characters needs about five seconds.</li><li>Insert blank titles during long orchestral passages, dances and repeated text, so that the screen does not distract.</li><li>In ensembles, give priority to the character whose words matter to the plot, and mark simultaneous speakers with a dash or a name.</li></ul>" +
            p(
              "The constraint is sharper than in film subtitling because the rate of a sung text is set by the composer and the conductor, not the translator, and because in slow arias the same short title may need to stay up for twenty seconds while the audience watches the singer. The surtitler therefore marks the vocal score with the first note of each title and checks the layout at a rehearsal in the house, since a title that is easily read on a laptop may be too long from the back of the upper circle.",
            ),
        },
      },
      {
        title: "Cueing Live",
        description:
          "Every performance is different, so the titles are released by hand, one by one, by an operator following the score.",
        lesson: {
          title: "The surtitle operator's night",
          html: p(
            "Unlike film subtitles, which are locked to a timecode, surtitles are released live. A surtitle operator, who is often the translator, sits in a booth or in the wings with the marked vocal score, a monitor showing the stage and a laptop running cueing software, and presses a key to display each title at the moment its cue arrives. Tempos, pauses and stage business vary from night to night, and a singer may skip or repeat a passage, so no automatic timing could follow a live performance reliably.",
            "Preparation is what makes the night run smoothly. The operator attends the dress rehearsals and at least one piano or stage rehearsal, marking each cue in the score with a number that matches the title file: typically a cue for the title to appear on the first syllable of its phrase and a cue for a blank at the end. For a three-hour opera there may be 800 to 1,200 cues. The operator also notes visual cues, such as a character's entrance or a lighting change, because in a noisy ensemble these are sometimes easier to follow than the voice.",
            "During the performance the operator reads the score one bar ahead and keeps a hand over the 'next' key; most systems also allow a jump back, a jump to any numbered cue and an immediate blank. If the stage goes wrong, the rule is to blank the screen rather than show a title that no longer matches, and to rejoin at the next clear cue. A log of errors and timing problems after each show helps the team correct the file, for instance by splitting a title that was too long to read within its phrase, before the next performance.",
          ),
        },
      },
    ],
  },
  {
    slug: "cloud-security-shared-responsibility",
    discipline: "Cloud security",
    title: "Securing Public Cloud Workloads",
    description:
      "Moving to AWS, Azure or Google Cloud hands some security duties to the provider and keeps others firmly with the customer. Third-year computing students work through the shared responsibility model, least-privilege identity and access policies, encryption with managed keys, audit logging, and Kubernetes workload hardening.",
    level: "intermediate",
    duration: "twelve weeks (lecture plus lab)",
    plantedGap: "Kubernetes",
    modules: [
      {
        title: "Who Secures What",
        description:
          "The shared responsibility model draws a line between provider and customer, and the line moves with the service model.",
        lesson: {
          title: "The shared responsibility model",
          html:
            p(
              "Every major cloud provider publishes a shared responsibility model. Its principle, in Amazon Web Services' phrasing, is that the provider is responsible for security <i>of</i> the cloud, while the customer is responsible for security <i>in</i> the cloud. The provider secures the data centres, hardware, hypervisors and the global network; the customer secures what it builds and stores. Where exactly the line falls depends on the service model, since the more the provider manages, the fewer layers the customer must protect.",
            ) +
            "<table><tr><th>Layer</th><th>IaaS (e.g. EC2 virtual machine)</th><th>PaaS (e.g. managed database)</th><th>SaaS (e.g. Microsoft 365)</th></tr><tr><td>Physical, network, hypervisor</td><td>Provider</td><td>Provider</td><td>Provider</td></tr><tr><td>Operating system patching</td><td>Customer</td><td>Provider</td><td>Provider</td></tr><tr><td>Application and runtime</td><td>Customer</td><td>Shared</td><td>Provider</td></tr><tr><td>Identity and access configuration</td><td>Customer</td><td>Customer</td><td>Customer</td></tr><tr><td>Data classification and protection</td><td>Customer</td><td>Customer</td><td>Customer</td></tr></table>" +
            p(
              "Two rows never move: the customer always owns its identities and its data. This is why the great majority of cloud breaches are caused not by provider failures but by customer misconfiguration. In 2019 an attacker exploited a server-side request forgery flaw in a misconfigured web application firewall at Capital One to obtain temporary credentials from the EC2 instance metadata service, and, because the attached role had excessive permissions, listed and copied data on more than 100 million people from S3 buckets. Every control in that chain, from the firewall rule to the role's permissions, lay on the customer's side of the line. Gartner's frequently quoted prediction that through 2025 99 percent of cloud security failures would be the customer's fault makes the same point.",
            ),
        },
      },
      {
        title: "Least Privilege with IAM",
        description:
          "We write and test identity policies that grant exactly what a workload needs, and look at the tools that find permissions nobody uses.",
        lesson: {
          title: "Policies, roles and temporary credentials",
          html: p(
            "Identity and access management (IAM) decides which principal may perform which action on which resource under which conditions. In AWS a policy is a JSON document of statements, each with an <code>Effect</code> (Allow or Deny), a list of <code>Action</code>s such as <code>s3:GetObject</code>, the <code>Resource</code>s they apply to as Amazon Resource Names, and optional <code>Condition</code>s. Evaluation starts from an implicit deny; a request is allowed only if some policy explicitly allows it and no policy explicitly denies it, so an explicit Deny always wins. Azure role-based access control and Google Cloud IAM express the same ideas through role assignments at a scope.",
            "The principle of least privilege, stated by Saltzer and Schroeder in 1975, requires every principal to have only the permissions needed for its task. In practice this means avoiding wildcards: a policy granting <code>s3:*</code> on <code>*</code> lets a compromised application delete every bucket in the account, whereas one allowing <code>s3:GetObject</code> on <code>arn:aws:s3:::reports-prod/*</code> limits the damage to reading one bucket. Conditions narrow access further, for example requiring multi-factor authentication or a source network.",
            "Long-lived access keys are the most commonly leaked credential, found in public Git repositories within minutes by automated scanners. Workloads should therefore use roles, which issue short-lived credentials through the Security Token Service, and humans should sign in through federation with a corporate identity provider and MFA. The root user of an account should have hardware MFA and be used almost never. Because permissions accumulate over time, regular review is part of the discipline: tools such as AWS IAM Access Analyzer and last-accessed data show which permissions a role has not used in, say, 90 days, so they can be removed.",
          ),
        },
      },
      {
        title: "Encryption and Audit Logging",
        description:
          "Encrypt everything with keys you control, and record every API call so that an incident can be reconstructed afterwards.",
        lesson: {
          title: "Managed keys and the audit trail",
          html:
            p(
              "Cloud providers encrypt stored data by default, but the customer decides who controls the keys. Key management services such as AWS KMS, Azure Key Vault and Google Cloud KMS hold key-encryption keys in hardware security modules validated to FIPS 140-2 or 140-3. They use envelope encryption: each object or volume is encrypted with its own data key, and that data key is itself encrypted by a master key that never leaves the HSM. Using a customer-managed key rather than a provider-owned one means that access to the data also requires permission on the key, which adds a second, independent control and allows the customer to disable the key, making the data unreadable, in an emergency. Data in transit should be protected with TLS 1.2 or later.",
              "Logging answers the question every incident responder asks first: who did what, when and from where? The essential sources are:",
            ) +
            "<ul><li><b>Control-plane audit logs</b> (AWS CloudTrail, Azure Activity Log, Google Cloud Audit Logs), which record every management API call with the caller's identity, source IP address and time.</li><li><b>Data-access logs</b>, such as S3 server access logs or object-level CloudTrail events, which are off by default and must be enabled for sensitive stores.</li><li><b>Network flow logs</b>, which record accepted and rejected connections.</li></ul>" +
            p(
              "Logs must be sent to a separate, locked-down account or project with write-once retention, because an attacker with administrator rights will otherwise delete them. Alerts are then defined for high-risk events, for instance a root-user sign-in, a change to a CloudTrail configuration, or a bucket policy that makes data public.",
            ),
        },
      },
    ],
  },
];
