/** Twenty-sixth held-out evaluation courses, advanced level (space law to tidal stream engineering); see ai-courses-heldout26.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT26_C: EvalCourse[] = [
  {
    slug: "space-law-treaties-liability-resources",
    discipline: "Space law",
    title: "The Law of Outer Space",
    description:
      "LLM elective. The 1967 Outer Space Treaty was written for two superpowers; today thousands of private satellites and plans for asteroid mining test it daily. The seminar analyses non-appropriation and state responsibility, the Liability Convention, national space resources legislation, and the allocation of radio frequency spectrum and orbital slots.",
    level: "advanced",
    duration: "one semester (2-hour seminar a week)",
    plantedGap: "frequency",
    modules: [
      {
        title: "The Outer Space Treaty: Freedom, Non-Appropriation and Responsibility",
        description: "Articles I, II and VI of the Treaty, read closely and against the practice of states since 1967.",
        lesson: {
          title: "Core principles of the 1967 Treaty",
          html: p(
            "The Treaty on Principles Governing the Activities of States in the Exploration and Use of Outer Space, including the Moon and Other Celestial Bodies, opened for signature in January 1967 and in force from October of that year, is the constitution of space law. It grew out of the 1963 UN General Assembly Declaration of Legal Principles (Resolution 1962 (XVIII)) and was negotiated in the Committee on the Peaceful Uses of Outer Space (COPUOS). More than 110 states are parties, including every state with a significant space programme.",
            "Article I declares that exploration and use of outer space shall be carried out for the benefit and in the interests of all countries and shall be 'the province of all mankind', and that space shall be free for exploration and use by all states without discrimination. Article II then provides that outer space, including the Moon and other celestial bodies, 'is not subject to national appropriation by claim of sovereignty, by means of use or occupation, or by any other means'. The prohibition forecloses territorial claims of the kind made on earth. Whether it also prevents the extraction and ownership of resources, which are not territory, is the central contemporary debate.",
            "Article VI contains the rule that makes the Treaty workable in a commercial era. States bear international responsibility for national activities in outer space 'whether such activities are carried on by governmental agencies or by non-governmental entities', and the activities of non-governmental entities 'shall require authorization and continuing supervision by the appropriate State'. Unlike general international law, in which private conduct is not ordinarily attributed to the state, Article VI attributes it directly. This is why states enact national space laws, such as the United Kingdom's Outer Space Act 1986 and Space Industry Act 2018, with licensing regimes for operators.",
            "Article IV adds a partial demilitarisation: no nuclear weapons or other weapons of mass destruction in orbit or on celestial bodies, and the Moon and celestial bodies to be used exclusively for peaceful purposes. Conventional weapons in orbit are not expressly prohibited, a gap that continues to shape arms-control negotiations.",
          ),
        },
      },
      {
        title: "Liability for Damage",
        description: "When a space object causes harm, who pays, on what standard, and through which procedure?",
        lesson: {
          title: "The 1972 Liability Convention in practice",
          html: p(
            "Article VII of the Outer Space Treaty made launching states internationally liable for damage caused by their space objects, and the Convention on International Liability for Damage Caused by Space Objects of 1972 elaborated the rule. Its key concept is the 'launching state', defined in Article I as a state which launches or procures the launching of a space object, or from whose territory or facility it is launched. Up to four states may qualify for a single launch, and where two or more are launching states they are jointly and severally liable.",
            "The Convention creates two standards of liability. Under Article II, a launching state is absolutely liable to pay compensation for damage caused by its space object on the surface of the earth or to aircraft in flight: the claimant need show only causation and damage, not fault. Under Article III, for damage caused elsewhere than on the surface, typically to another space object in orbit, liability arises only if the damage is due to the fault of the launching state or of persons for whom it is responsible. Fault in orbit is hard to prove, since no binding traffic rules define a standard of care, which is why the 2009 collision between Iridium 33 and the defunct Russian satellite Cosmos 2251 produced no claim.",
            "Claims are presented through diplomatic channels within one year of the damage or of identifying the liable state. If no settlement is reached within one year, either party may request a Claims Commission, whose decision is binding only if the parties have so agreed; otherwise it is a recommendation. Damage is defined as loss of life, personal injury or other impairment of health, and loss of or damage to property.",
            "The only claim ever brought under the Convention followed the crash of the Soviet nuclear-powered satellite Cosmos 954 in the Northwest Territories of Canada in January 1978, which scattered radioactive debris over a wide area. Canada claimed about C$6 million for its clean-up costs, citing the Convention as well as general principles of international law. The dispute was settled in 1981 by a protocol under which the Soviet Union paid C$3 million, without admitting liability under the Convention.",
          ),
        },
      },
      {
        title: "Space Resources Legislation",
        description:
          "The United States, Luxembourg, the United Arab Emirates and Japan have legislated for private ownership of space resources, and this module asks whether they may.",
        lesson: {
          title: "Owning what is mined",
          html: p(
            "Since 2015 several states have enacted laws declaring that private companies may own resources they extract in space. The first was Title IV of the United States Commercial Space Launch Competitiveness Act of 2015, which provides that a United States citizen engaged in commercial recovery of an asteroid resource or a space resource 'shall be entitled to any asteroid resource or space resource obtained, including to possess, own, transport, use, and sell' it, in accordance with applicable law including the international obligations of the United States. The Act adds, in a section of findings, that by this enactment the United States does not assert sovereignty or exclusive rights over any celestial body. Luxembourg followed with its Law of 20 July 2017 on the exploration and use of space resources, which states simply that 'space resources are capable of being appropriated', and then the United Arab Emirates (2019) and Japan (2021).",
            "Supporters argue that Article II of the Outer Space Treaty prohibits only national appropriation of territory, that resources once extracted are movable property, and that the freedom of 'use' in Article I includes taking and consuming resources, as with fishing on the high seas. They point to practice: the United States and the Soviet Union brought back lunar samples, some of which have been exchanged, and no state objected to their ownership.",
            "Critics reply that the Treaty prohibits appropriation 'by any other means', that a state which licenses and protects its nationals' claims is appropriating indirectly, and that Article I's 'province of all mankind' requires benefit sharing. The 1979 Moon Agreement declares the Moon and its natural resources the 'common heritage of mankind' and contemplates an international regime to govern their exploitation, but it has only about seventeen parties and none of the major spacefaring states.",
            "The debate has moved to soft law. The Artemis Accords, signed by the United States and seven other states in October 2020 and by many more since, affirm that extraction does not inherently constitute national appropriation under Article II. COPUOS established a Working Group on Legal Aspects of Space Resource Activities in 2021 to develop principles.",
          ),
        },
      },
    ],
  },
  {
    slug: "levee-engineering-seepage-stability-filters",
    discipline: "Levee engineering",
    title: "Levee Design and Assessment",
    description:
      "Most levee failures begin underground. Taught to final-year and master's civil engineers with a grounding in soil mechanics, the module analyses underseepage and exit gradients, slope stability under steady seepage and rapid drawdown, filter and drain design against internal erosion, and emergency breach closure.",
    level: "advanced",
    duration: "one semester (3 hours a week plus a design project)",
    plantedGap: "breach closure",
    modules: [
      {
        title: "Underseepage and Exit Gradients",
        description:
          "Using blanket theory, we calculate the uplift at the landside toe and design relief wells and berms to control it.",
        lesson: {
          title: "Uplift, sand boils and blanket theory",
          html: p(
            "Many river levees in alluvial valleys sit on a thin, relatively impermeable top stratum of clay or silt, the blanket, overlying a thick, permeable sand or gravel aquifer. During a flood, water enters the aquifer through the riverside blanket or through the riverbed and flows beneath the levee. Because the landside blanket resists its escape, the water pressure under it rises. If the upward gradient through the blanket exceeds the critical value, the blanket heaves or ruptures, and sand is carried up through the crack to form a sand boil. Unchecked, the process erodes a pipe back under the levee, one of the main causes of levee failure on the Mississippi and elsewhere.",
            "The critical gradient is the gradient at which the effective stress in the blanket falls to zero: <i>i</i><sub>c</sub> = γ′/γ<sub>w</sub>, where γ′ is the buoyant unit weight of the blanket soil and γ<sub>w</sub> that of water, 9.81 kN/m³. For a clay blanket with a saturated unit weight of 18.8 kN/m³, γ′ = 9.0 kN/m³ and <i>i</i><sub>c</sub> ≈ 0.92.",
            "Suppose the blanket is 3 m thick and the analysis, using the blanket theory formulas of US Army Corps of Engineers manual EM 1110-2-1913, predicts an excess head of 4 m at its base at the landside toe. The exit gradient is 4/3 = 1.33, and the factor of safety against heave is 0.92/1.33 = 0.69. Heave and sand boils are expected. The Corps' guidance calls for a factor of safety of at least about 1.6 against uplift at the toe for design, so the excess head must be reduced to 0.92 × 3/1.6 ≈ 1.7 m, or the resistance increased.",
            "Three remedies are common. A landside seepage berm, a wedge of fill placed beyond the toe, adds weight to the blanket and lengthens the seepage path. Relief wells, typically spaced 15 to 60 m apart, penetrate the aquifer and release water under controlled conditions, lowering the head beneath the blanket. A cutoff wall of soil-bentonite or sheet piling through the aquifer removes the problem at its source but is costly where the pervious stratum is deep.",
          ),
        },
      },
      {
        title: "Slope Stability Under Flood Loading",
        description: "Which loading conditions govern a levee slope, and what factor of safety is required for each?",
        lesson: {
          title: "Steady seepage and rapid drawdown",
          html:
            p(
              "A levee embankment must be stable on both slopes under several loading conditions, each with its own pore pressure distribution. The standard set, used in US Army Corps of Engineers guidance and in most national codes, is as follows:",
            ) +
            "<table><tr><th>Condition</th><th>Critical slope</th><th>Typical minimum factor of safety</th></tr><tr><td>End of construction</td><td>Both</td><td>1.3</td></tr><tr><td>Long-term steady seepage at design flood level</td><td>Landside</td><td>1.4</td></tr><tr><td>Rapid drawdown from flood level</td><td>Riverside</td><td>1.0 to 1.2</td></tr><tr><td>Earthquake (pseudo-static)</td><td>Both</td><td>1.0</td></tr></table>" +
            p(
              "Steady seepage develops if a flood lasts long enough for a phreatic surface to form through the embankment. Water then exits on the landside slope or at its toe, the seepage force acts outward, and effective stresses near the face are reduced. Rapid drawdown is the opposite case: after a long flood the river falls faster than the pore pressures in the embankment can dissipate, and the saturated riverside slope loses the stabilising water load against its face while still carrying high internal pore pressures.",
              "Stability is analysed by limit equilibrium using methods of slices, such as Bishop's simplified method for circular surfaces or Spencer's and Morgenstern-Price methods, which satisfy both force and moment equilibrium and can handle non-circular surfaces along weak layers. The infinite slope model gives a useful check for shallow sliding in cohesionless fill. For a dry sand with φ′ = 32° on a 1V:3H slope (β = 18.4°), FS = tan φ′ / tan β = 0.625/0.333 = 1.88. If seepage emerges parallel to the slope, the factor is multiplied by γ′/γ<sub>sat</sub>, about 9/19 for typical soils, giving FS ≈ 0.89, and the face will slough.",
              "This calculation explains why landside slopes that show seepage during floods are flattened, given a drained toe, or covered with a weighted filter: the design aim is to keep the phreatic surface inside the embankment and to let the water leave through material that cannot move.",
            ),
        },
      },
      {
        title: "Filters and Drains Against Internal Erosion",
        description:
          "This module shows how granular filters are sized so that water can leave the soil while the soil itself stays put.",
        lesson: {
          title: "Designing a filter",
          html:
            p(
              "Internal erosion is the transport of soil particles by seepage flow within or beneath an embankment. It takes several forms: backward erosion piping, in which a pipe grows upstream from an unprotected exit; concentrated leak erosion along a crack or around a conduit; suffusion, in which fine particles wash out from a gap-graded soil; and contact erosion at the boundary between fine and coarse layers. Internal erosion causes roughly half of all embankment dam and levee failures, and it gives little warning, which is why control of the exit point is fundamental.",
              "The control is a filter: a granular layer placed where water leaves the protected soil, such as a toe drain, a chimney drain within the embankment, or a blanket beneath a seepage berm. A filter must satisfy two opposing requirements. It must be fine enough to retain the base soil, and coarse enough to be far more permeable than the base soil so that no pore pressure builds up behind it. Karl Terzaghi formulated the classical criteria in terms of grain sizes, where D<sub>15F</sub> is the particle size of the filter for which 15 per cent by mass is finer and D<sub>85B</sub> is the corresponding 85 per cent size of the base soil:",
            ) +
            "<ul><li>retention: D<sub>15F</sub> ≤ 4 to 5 × D<sub>85B</sub>;</li><li>permeability: D<sub>15F</sub> ≥ 4 to 5 × D<sub>15B</sub>.</li></ul>" +
            p(
              "Consider a silty sand base soil with D<sub>85B</sub> = 0.40 mm and D<sub>15B</sub> = 0.02 mm. Retention requires D<sub>15F</sub> ≤ 1.6 to 2.0 mm, and permeability requires D<sub>15F</sub> ≥ 0.08 to 0.10 mm. A clean concrete sand with D<sub>15F</sub> around 0.3 to 0.5 mm satisfies both with a margin. Modern criteria, such as those of Sherard and Dunnigan (1989) adopted by the US Natural Resources Conservation Service, refine the rule by grouping base soils by fines content.",
              "A filter must also be internally stable, cohesionless so that it cannot hold a crack open (fines content below about 5 per cent of non-plastic fines), thick enough to be placed without segregation, and protected from contamination during construction. A geotextile can serve as a filter, but it cannot be inspected or replaced once buried.",
            ),
        },
      },
    ],
  },
  {
    slug: "incident-response-lifecycle-evidence-ad",
    discipline: "Incident response",
    title: "Advanced Incident Response",
    description:
      "When intruders are already inside the network, every hour and every keystroke matters. This master's module takes practitioners through the NIST incident response lifecycle, volatile evidence collection in order of volatility, containment and eradication after an Active Directory compromise, and regulatory notification under GDPR.",
    level: "advanced",
    duration: "one term (20 hours of teaching plus a two-day simulated incident)",
    plantedGap: "GDPR",
    modules: [
      {
        title: "The Incident Response Lifecycle",
        description:
          "We work through the NIST SP 800-61 phases and ask what preparation has to be in place before the first alert.",
        lesson: {
          title: "Phases, playbooks and preparation",
          html:
            p(
              "The most widely used model of incident handling is that of NIST Special Publication 800-61, the Computer Security Incident Handling Guide. Its second revision (2012) describes four phases: preparation; detection and analysis; containment, eradication and recovery; and post-incident activity. The cycle is not strictly linear. Analysis continues during containment, since each newly discovered compromised host widens the scope, and lessons learned feed back into preparation. The third revision, published in 2025, reframes the guidance around the functions of the NIST Cybersecurity Framework 2.0 (Govern, Identify, Protect, Detect, Respond, Recover), but the practical activities remain recognisable.",
              "Preparation decides most outcomes. An organisation that has not prepared will spend the first day of an incident finding out who owns which system, whether logs exist, and who may authorise shutting down a production server. Preparation includes:",
            ) +
            "<ul><li>a policy giving the incident response team its authority, and a plan naming roles, escalation paths and out-of-band communication channels, since the corporate e-mail may be compromised;</li><li>centralised, time-synchronised logging with retention long enough to cover attacker dwell time, which in many intrusions is weeks;</li><li>endpoint detection and response (EDR) tooling deployed in advance, able to isolate hosts and collect evidence remotely;</li><li>playbooks for common incident types such as ransomware, business e-mail compromise and credential theft;</li><li>retainer arrangements with external forensic specialists and legal counsel;</li><li>exercises, from tabletop discussions to full technical simulations.</li></ul>" +
            p(
              "Detection and analysis turn alerts into incidents. Analysts validate an alert, determine scope and impact, and assign a priority based on functional impact, information impact and recoverability. Documentation starts at once: a timeline of observed events and of every action taken by responders, with timestamps in UTC.",
              "Post-incident activity is the most often neglected phase. A blameless review within about two weeks should establish the root cause, what detected the attack, how long each phase took, and which controls and playbooks must change. Metrics such as time to detect and time to contain are tracked across incidents to show whether the programme is improving.",
            ),
        },
      },
      {
        title: "Collecting Volatile Evidence",
        description:
          "Memory first, disk later: the order of volatility and how to collect without destroying what you collect.",
        lesson: {
          title: "Order of volatility in practice",
          html:
            p(
              "Evidence on a running computer decays at different rates. The contents of memory, including running processes, network connections, decrypted data and injected code that never touches the disk, vanish when the machine is powered off and change every second it runs. RFC 3227, Guidelines for Evidence Collection and Archiving (2002), therefore tells responders to collect from the most volatile to the least volatile:",
            ) +
            "<table><tr><th>Order</th><th>Source</th></tr><tr><td>1</td><td>Registers and cache</td></tr><tr><td>2</td><td>Routing table, ARP cache, process table, kernel statistics, memory</td></tr><tr><td>3</td><td>Temporary file systems</td></tr><tr><td>4</td><td>Disk</td></tr><tr><td>5</td><td>Remote logging and monitoring data relevant to the system</td></tr><tr><td>6</td><td>Physical configuration and network topology</td></tr><tr><td>7</td><td>Archival media</td></tr></table>" +
            p(
              "In practice registers and cache are beyond reach, so live response begins with a full memory image, taken with a tool such as WinPmem, Magnet RAM Capture or an EDR agent on Windows, or AVML or LiME on Linux, written to external storage or across the network rather than to the suspect disk. The image can then be analysed with Volatility to list processes, network connections, loaded modules and signs of code injection. Triage collection follows: event logs, registry hives, prefetch files, scheduled tasks, and the master file table, gathered with tools such as KAPE or Velociraptor. A full disk image is taken last, if it is needed at all.",
              "Every collection changes the system a little, because running a tool loads code into memory. The responder minimises the change, uses trusted binaries from external media, records exactly what was run and when, and computes cryptographic hashes (SHA-256) of every file collected so that integrity can be shown later. Chain of custody records who held each item of evidence at every moment.",
              "Pulling the power cord, once standard advice, destroys the memory evidence and is now reserved for cases where an attack is actively destroying data; isolating the host from the network through the EDR console preserves both the evidence and the organisation.",
            ),
        },
      },
      {
        title: "Containment and Eradication After Domain Compromise",
        description:
          "Once an attacker holds domain administrator rights, piecemeal clean-up fails; this module plans a coordinated eviction.",
        lesson: {
          title: "Evicting an attacker from Active Directory",
          html: p(
            "In many ransomware and espionage intrusions the attacker's decisive step is to obtain domain administrator privileges in Active Directory, often by dumping credentials from memory with tools like Mimikatz, by Kerberoasting service accounts with weak passwords, or by abusing misconfigured delegation. Once this has happened, the attacker can create accounts, read any mailbox, deploy software to every machine through Group Policy and, by stealing the hash of the krbtgt account, forge Kerberos tickets, so-called golden tickets, that remain valid whatever passwords users change.",
            "Containment must therefore be planned as a single coordinated operation, not as a sequence of reactions. If responders reset a few compromised accounts as they find them, the attacker, still holding other credentials and persistence mechanisms, notices, changes tactics and may trigger destructive actions early. The team first scopes the intrusion as completely as possible, monitoring quietly, then executes all containment and eradication steps within a short window.",
            "A typical eviction plan includes several elements. Network access paths the attacker uses, such as VPN accounts and remote management tools, are blocked. All privileged accounts and service accounts are reset, and privileged access is restricted to a small set of hardened administrative workstations under a tiered model in which Tier 0 (domain controllers and their administrators) is isolated. The krbtgt password is reset twice, because Active Directory keeps the current and the previous password; the two resets are separated by at least the maximum ticket lifetime, ten hours by default, so that legitimate tickets can renew without mass authentication failures. Persistence is removed from every host: malicious scheduled tasks, services, Group Policy objects, web shells and added accounts. Where trust in a domain controller is lost, it is rebuilt from known-good media rather than cleaned.",
            "After eviction, heightened monitoring continues for weeks, watching for re-entry through credentials or back doors that the scoping missed.",
          ),
        },
      },
    ],
  },
  {
    slug: "maxillofacial-prosthetics-obturators-silicone-digital",
    discipline: "Maxillofacial prosthetics",
    title: "Maxillofacial Prosthetic Rehabilitation",
    description:
      "Where surgery for head and neck cancer, trauma or congenital defect leaves a gap that tissue cannot fill, a prosthesis can restore speech, swallowing and appearance. Aimed at specialty registrants in prosthodontics and maxillofacial prosthetists, this module treats obturators after maxillectomy, silicone facial prostheses and their colouring, implant retention in irradiated bone including the role of hyperbaric oxygen, and digital design and manufacture.",
    level: "advanced",
    duration: "one academic year (fortnightly seminars and supervised clinics)",
    plantedGap: "hyperbaric oxygen",
    modules: [
      {
        title: "Obturators After Maxillectomy",
        description:
          "Classifying the defect, and designing surgical, interim and definitive obturators that stay in place.",
        lesson: {
          title: "Designing the maxillary obturator",
          html: p(
            "Resection of part of the maxilla for a tumour opens the mouth into the maxillary sinus and nasal cavity. Without treatment the patient speaks with severe hypernasality, and liquids and food escape into the nose. An obturator, a prosthesis that closes the defect, restores separation of the oral and nasal cavities and, when it carries teeth, chewing and facial support.",
            "Treatment usually proceeds in three stages. A surgical obturator, a simple acrylic plate made from preoperative casts, is fitted at the operation, often wired or screwed in place, to support the surgical packing and allow speech and swallowing from the first day. An interim obturator replaces it after about a week to ten days and is relined repeatedly with soft or temporary materials as the tissues heal and contract over the following months. The definitive obturator is made when the defect has stabilised, commonly three to six months after surgery, or later if radiotherapy has been given.",
            "Aramany's classification (1978) describes partially dentate maxillectomy defects in six classes according to the relation of the defect to the remaining teeth. Class I, the commonest, is a midline resection with teeth remaining on the other side; Class II is a unilateral defect with the anterior teeth retained; Class III a central palatal defect with all teeth retained; Class IV a bilateral defect crossing the midline with teeth remaining on one side only; Class V a posterior defect with anterior teeth retained on both sides; and Class VI an anterior defect with posterior teeth retained. The class guides the placement of clasps and rests and the path of insertion.",
            "Because the prosthesis tends to rotate into the defect around a fulcrum line through the abutment teeth nearest it, the designer seeks retention as far from that line as possible, uses undercuts within the defect, such as the scar band along the lateral wall, and keeps the bulb light. A hollow bulb, either closed or open at the top, can reduce the weight of a large obturator considerably, making it easier for the remaining teeth to hold it in place.",
          ),
        },
      },
      {
        title: "Silicone Facial Prostheses",
        description:
          "The ear, nose and orbit are rebuilt in silicone, coloured to match the patient's skin; this module covers materials, colouring and retention.",
        lesson: {
          title: "Materials, colour and margins",
          html: p(
            "Facial prostheses replace an ear, nose, eye and orbit, or larger parts of the mid-face lost to cancer surgery, trauma or congenital absence. Since the 1970s the material of choice has been medical-grade silicone elastomer, usually a platinum-catalysed polydimethylsiloxane that cures at room temperature or with heat. Silicone is flexible, skin-like to touch, reasonably resistant to tearing at thin margins, and tolerant of skin. Its weaknesses are colour instability under ultraviolet light and gradual degradation from skin oils, adhesives and cleaning, so that most facial prostheses need to be remade every one to two years.",
            "Colour matching is built up in two layers. Intrinsic colouring mixes pigments into the silicone before it is packed into the mould: a base colour matched to the patient's skin in daylight-balanced light, with additional tints layered into different zones of the mould, for example a redder tone in the helix of an ear or a bluish one along the nasal ala, and flocking fibres to simulate small vessels. Extrinsic colouring, applied to the cured surface with pigments in a silicone medium, adds freckles, blemishes and final adjustments, but wears off faster than intrinsic colour. Matching is checked at the chair under several light sources, because pigments that match in daylight may differ under fluorescent light, a phenomenon called metamerism.",
            "The margins of the prosthesis are made as thin as possible, often well under 0.5 mm, and placed where natural creases or shadows hide them, such as behind the ear or along the nasolabial fold. Glasses can conceal the upper edge of nasal and orbital prostheses.",
            "Retention may be anatomical, using undercuts in the defect; adhesive, with medical-grade silicone or acrylic adhesives; or implant-based, with osseointegrated craniofacial implants in the mastoid region or orbital rim carrying bars with clips, or magnets embedded in the prosthesis. Implant retention gives the most secure and accurately repositioned prosthesis and avoids the daily skin irritation of adhesives, but requires careful hygiene around the abutments.",
          ),
        },
      },
      {
        title: "Digital Design and Manufacture",
        description:
          "What does scanning, computer-aided design and 3D printing change in the prosthetist's workflow, and what does it not?",
        lesson: {
          title: "From scan to silicone",
          html: p(
            "The traditional workflow for a facial prosthesis is manual from start to finish: an impression of the defect in alginate or silicone, a stone cast, a wax sculpture of the missing part carved freehand and tried on the patient, a multi-part stone mould made around the wax, and finally silicone packed and cured in the mould. Good results depend heavily on the sculptor's skill, and the impression itself can be distressing for a patient with a large facial defect.",
            "Digital methods replace several of these steps. The defect and the rest of the face are captured by surface scanning, using structured-light or laser scanners or multi-camera stereophotogrammetry, which records the face within a fraction of a second and without contact. Computed tomography data, already available for most cancer patients, can also be segmented to provide underlying bone surfaces for implant planning. In computer-aided design software the missing part is modelled. For a unilateral ear defect the usual approach is to mirror a scan of the patient's own healthy ear to the other side, then adjust its position, angle and size to match the defect and the face. For noses, designers can select from libraries of scanned noses or use a scan of the patient's nose taken before surgery.",
            "The design is then made physical by 3D printing. Some centres print a resin or wax pattern which is refined by hand and moulded conventionally; others print the mould itself, ready for packing with silicone, cutting hours of laboratory time. Direct printing of silicone is now possible, but printed silicones are still limited in colour range and translucency compared with intrinsically coloured, hand-packed material.",
            "Digital methods improve symmetry and repeatability and allow a remake from stored files, but they do not remove clinical judgement. Scans of soft, mobile tissues capture one expression at one moment, margins must still be adapted to moving skin, and colouring remains a manual, artistic process done at the chair.",
          ),
        },
      },
    ],
  },
  {
    slug: "tidal-stream-resource-blockage-arrays",
    discipline: "Tidal stream engineering",
    title: "Tidal Stream Energy Engineering",
    description:
      "Tidal currents are as predictable as the Moon, and in a few narrow straits they run fast enough to turn turbines economically. Building on fluid mechanics and renewable energy fundamentals, the module treats resource assessment and power density, actuator-disc theory with blockage correction, array layout and wake recovery, and seabed foundations for turbines.",
    level: "advanced",
    duration: "one semester (30 lecture hours and a design assignment)",
    plantedGap: "foundations",
    modules: [
      {
        title: "Characterising the Tidal Resource",
        description:
          "From tidal constituents to power density, we quantify how much energy a site offers and how much of it can be taken.",
        lesson: {
          title: "Power density and the extractable resource",
          html: p(
            "Tidal currents are driven by the gravitational pull of the Moon and Sun on the oceans, modified by the shape of basins and coastlines. Because the forcing is astronomical, the currents can be predicted years ahead by harmonic analysis, which represents the tide as a sum of constituents of known period. The principal lunar semidiurnal constituent M2 has a period of 12.42 hours and the principal solar constituent S2 exactly 12 hours; their interference produces the spring-neap cycle of about 14.8 days. At a typical site, peak currents at springs are roughly twice those at neaps.",
            "The kinetic power flowing through a unit area normal to a current of speed <i>U</i> is ½ρ<i>U</i>³, with seawater density ρ ≈ 1025 kg/m³. At 2.5 m/s this gives 0.5 × 1025 × 15.6 ≈ 8.0 kW/m², and at 3.5 m/s about 22 kW/m², which is why developers concentrate on sites with spring peak speeds above about 2.5 m/s, such as the Pentland Firth, where the MeyGen project installed four 1.5 MW turbines in 2016 and 2017, or the Bay of Fundy. Because power scales with the cube of speed, a 10 per cent error in the velocity estimate produces a 33 per cent error in power, so resource assessment relies on months of acoustic Doppler current profiler (ADCP) measurements and calibrated hydrodynamic models, not a few spot readings.",
            "The kinetic flux through a channel is not the power that can be extracted from it. Extracting energy adds resistance, which reduces the flow itself. Garrett and Cummins (2005) showed, for a channel connecting two large basins, that the maximum average power available is approximately 0.22ρ<i>g</i><i>a</i><i>Q</i><sub>max</sub>, where <i>a</i> is the amplitude of the tidal head difference between the ends and <i>Q</i><sub>max</sub> the peak natural volume flux. Achieving it would reduce the natural flow by around 42 per cent. In practice environmental limits and device efficiency mean that only a fraction of this theoretical maximum is ever developed, and a resource study must report which of these very different numbers it is quoting.",
          ),
        },
      },
      {
        title: "Actuator Discs and Blockage",
        description:
          "Why can a tidal turbine in a channel beat the Betz limit, and how should its test results be corrected?",
        lesson: {
          title: "Momentum theory in a confined flow",
          html:
            p(
              "Linear momentum theory models a turbine rotor as an actuator disc, a permeable disc that extracts energy by imposing a uniform pressure drop across the flow. In unbounded flow, conservation of mass, momentum and energy in the stream tube passing through the disc gives the power coefficient <i>C</i><sub>P</sub> = 4<i>a</i>(1 − <i>a</i>)², where <i>a</i> is the axial induction factor, the fractional reduction of velocity at the disc. The maximum, at <i>a</i> = 1/3, is <i>C</i><sub>P</sub> = 16/27 ≈ 0.593: the Lanchester-Betz limit. No unconfined turbine can extract more than 59.3 per cent of the kinetic power flowing through its swept area, and real tidal rotors achieve around 0.40 to 0.48.",
              "Tidal turbines, however, operate in flows bounded by the seabed and the free surface, and often in channels, so the flow cannot expand freely around the rotor. Confinement raises the pressure drop the disc can sustain and accelerates the bypass flow. Garrett and Cummins (2007) extended actuator disc theory to a disc occupying a fraction ε of a channel's cross-section, the blockage ratio. In the limit of low Froude number the maximum power coefficient becomes",
            ) +
            "<ul><li><i>C</i><sub>P,max</sub> = (16/27)(1 − ε)<sup>−2</sup>.</li></ul>" +
            p(
              "For ε = 0.1, <i>C</i><sub>P,max</sub> = 0.593/0.81 = 0.732, and for ε = 0.2 it is 0.593/0.64 = 0.926. Power coefficients apparently exceeding the Betz limit are therefore physically possible in confined flow, though much of the extra energy is dissipated in the mixing of the fast bypass flow with the slow wake downstream, rather than delivered by the turbine.",
              "The same physics matters in testing. Scale models are tested in towing tanks and flumes where blockage may be 5 to 20 per cent, which inflates measured power and thrust relative to an open-sea turbine. Results must be corrected to unblocked conditions before being scaled up, for example by the method of Bahaj and colleagues (2007), which derives an equivalent free-stream velocity from the measured thrust. Reporting uncorrected flume coefficients is a common and serious source of over-optimistic performance claims.",
            ),
        },
      },
      {
        title: "Array Layout and Wake Recovery",
        description:
          "Turbines sited in a tidal array interact; this module shows how spacing and staggering trade wake losses against the limited area of fast flow.",
        lesson: {
          title: "Spacing turbines in a fast channel",
          html: p(
            "Commercial tidal stream projects will consist of arrays of tens to hundreds of turbines, and because the area of fast flow at any site is small, turbines must be packed closely. Each turbine leaves a wake of slower, more turbulent water, and a downstream turbine sitting in that wake produces much less power, since power depends on the cube of the incoming velocity: a turbine facing 90 per cent of the free-stream speed generates only about 73 per cent of the free-stream power.",
            "Wakes recover by mixing with the faster surrounding flow, and the rate of recovery depends strongly on ambient turbulence, the proximity of the seabed and surface, and the rotor's thrust. Flume studies and field measurements suggest that velocity deficits remain significant to around 10 to 20 rotor diameters (D) downstream in typical conditions, recovering faster in highly turbulent flows such as the Pentland Firth, where turbulence intensities of 10 per cent or more are common. Tidal flows also reverse twice a day, so wakes extend in both directions along the principal axis and a layout must work on the flood and the ebb, which often differ in direction by a few degrees and in peak speed.",
            "Common design guidance, derived from such studies, places turbines in rows across the flow with lateral spacing of about 2 to 3 D between rotor centres and longitudinal spacing of about 10 to 20 D between rows, with successive rows staggered so that each turbine sits in the accelerated flow between two upstream wakes. Close lateral spacing can even increase power slightly, through a local blockage effect similar to that in a channel.",
            "Array design cannot be separated from the resource. Every turbine added increases resistance to the flow and reduces the current through the whole site, so beyond a point extra turbines yield less and less. Array optimisation therefore combines wake models with regional hydrodynamic models, using numerical optimisation such as the adjoint-based method of Funke and colleagues (2014), to find layouts that maximise energy yield within constraints on spacing, water depth and seabed conditions.",
          ),
        },
      },
    ],
  },
];
