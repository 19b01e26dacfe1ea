/** Twenty-second held-out evaluation courses, advanced level (rail signalling to sigillography); see ai-courses-heldout22.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT22_C: EvalCourse[] = [
  {
    slug: "rail-signalling-block-interlocking-and-etcs",
    discipline: "Rail signalling engineering",
    title: "Rail Signalling: Block, Interlocking and ETCS",
    description:
      "Trains cannot stop within the distance a driver can see, and the whole of railway signalling follows from that fact. This MEng module treats fixed-block signalling and headway, track circuits and axle counters for train detection, route locking in interlockings, and ETCS Level 2 cab signalling.",
    level: "advanced",
    duration: "one semester (24 lectures and a design exercise)",
    plantedGap: "axle counters",
    modules: [
      {
        title: "Fixed Block and Headway",
        description:
          "We derive the minimum headway of a multiple-aspect signalled line from braking distance, block length and train length.",
        lesson: {
          title: "Why four aspects allow closer running",
          html: p(
            "A heavy train braking at a typical service rate of around 0.5 to 0.7 m/s² from 200 km/h needs several kilometres to stop, far beyond sighting distance. Railways therefore divide the line into <i>block sections</i> and allow only one train in each section at a time. In modern fixed-block systems the occupancy of each section is detected automatically, and a <i>track circuit</i> is the traditional means: a low-voltage current fed through the rails energises a relay at the far end, and the wheels and axles of a train shunt the current so that the relay drops. The arrangement is fail-safe, because a broken rail, a disconnected wire or a power failure also drops the relay and shows the section as occupied.",
            "In colour-light signalling each signal protects the block ahead of it. With three aspects, a red signal is preceded by a yellow, so the spacing between signals must be at least the full service braking distance. With four aspects (red, yellow, double yellow, green) the warning is spread over two sections, each of which need be only half the braking distance. Shorter blocks mean that a following train can run closer.",
            "The minimum headway on plain line with no stations can be estimated as the time a following train needs to cover the distance that keeps it always seeing green: the braking distance, the sighting distance, the block lengths that must be clear, the overlap beyond the red signal, and its own length. Consider four-aspect signalling with blocks of 1,000 m, a train of 200 m, a sighting distance of 200 m and an overlap of 180 m, at 160 km/h (44.4 m/s). A following driver sees a green aspect only when the three sections beyond it are clear. The required separation is roughly 200 + 3 × 1,000 + 180 + 200 = 3,580 m, which at 44.4 m/s takes about 81 seconds. Adding a margin for signal clearing and driver reaction, planners would typically assume around two minutes.",
            "Station stops, junctions and speed differences between trains, not plain-line signal spacing, usually limit capacity in practice, a point that the UIC leaflet 406 method for measuring capacity consumption takes into account.",
          ),
        },
      },
      {
        title: "Interlocking",
        description:
          "The interlocking is the safety core of a signalling system, and in this module students specify route locking for a simple junction.",
        lesson: {
          title: "Routes, locking and flank protection",
          html:
            p(
              "An <i>interlocking</i> prevents the signaller from setting up conflicting movements. Mechanical interlockings, introduced in Britain from the 1850s, used tappets and locking bars between levers in a signal box, so that a signal lever could not be pulled until the point levers for its route had been set. Relay interlockings replaced them from the mid-twentieth century, and computer-based interlockings, such as British Rail's Solid State Interlocking (SSI) from 1985 and today's CBI systems, implement the same logic in software developed to safety integrity level 4.",
              "Modern interlockings are route-based. The signaller requests a route from an entry signal to an exit signal; the interlocking checks that it can be set safely, moves and locks the points, proves them detected in the correct position, and only then clears the signal. The principal checks are these:",
            ) +
            "<ul><li><b>Conflicting routes</b>: no route may be set that shares track with, crosses or leads head-on towards a route already set.</li><li><b>Points set and detected</b>: every set of points in the route and its overlap must be in the required position, locked and detected.</li><li><b>Track clear</b>: the sections of the route and its overlap must be detected clear.</li><li><b>Flank protection</b>: points and signals beside the route are placed so that no movement can run into its side.</li><li><b>Approach locking</b>: once a signal has cleared and a train may be approaching, the route cannot be released immediately if the signal is replaced; a time delay, often two minutes, or proof that the train has stopped, is required.</li><li><b>Route locking</b>: sections of a route stay locked until the train has passed over them, then release sequentially behind it.</li></ul>" +
            p(
              "These rules are captured in a <i>control table</i> for each signal, listing the points that must be set, the track sections that must be clear, and the routes that must not be set. The control tables are the specification against which the interlocking data are written and independently tested, and errors in them, rather than in the hardware, have been the cause of several serious incidents.",
            ),
        },
      },
      {
        title: "ETCS Level 2",
        description:
          "How does a train know how far it may go with no signal to look at? We examine movement authorities, balises and braking curves.",
        lesson: {
          title: "Movement authority by radio",
          html: p(
            "The European Train Control System (ETCS) is the signalling and train protection part of the European Rail Traffic Management System (ERTMS), specified in the Control-Command and Signalling Technical Specification for Interoperability. At Level 2, lineside signals can be removed. The train's on-board computer, the European Vital Computer (EVC), receives a <i>movement authority</i> by radio from a trackside Radio Block Centre (RBC). The authority states how far the train may go, with the speed profile, gradient and any conditions, and the driver reads the target speed and distance on the cab display (the DMI).",
            "The RBC calculates movement authorities from the routes set by the interlocking and from train positions. Train detection on the ground still shows which sections are occupied, but the RBC also uses the position reports each train sends. A train knows where it is by odometry, from wheel sensors, radar and accelerometers, corrected every time it passes a <i>Eurobalise</i>, a passive transponder between the rails that the train powers and reads as it passes. Balises are laid in groups so that the train can tell its direction of travel. Communication originally used GSM-R, a railway version of second-generation mobile radio, which is to be replaced by FRMCS.",
            "Protection comes from braking curves. From the end of authority and the speed profile, the EVC computes the curve at which it would command an emergency brake, using the train's braking model, and from it a series of lower curves for the permitted speed, warning and indication. If the driver exceeds the permitted speed the system warns; if the train reaches the emergency brake intervention curve, the EVC applies the brakes itself. The calculations are specified in the Subset-026 system requirements specification so that any trackside equipment works with any compliant train.",
            "Level 2 still uses fixed blocks, so capacity gains over good four-aspect signalling come mainly from shorter block sections and from braking curves tailored to each train, rather than to the worst-performing one. Lines such as the Cambrian line in Wales (2011) and the core of London's Thameslink route, where ETCS Level 2 works with automatic train operation, show the technology in British service.",
          ),
        },
      },
    ],
  },
  {
    slug: "malware-analysis-static-unpacking-dynamic",
    discipline: "Malware analysis",
    title: "Malware Analysis: Static Triage, Unpacking and the Lab",
    description:
      "Reverse engineering hostile code is slow, careful work, and defenders need it to understand what an intrusion actually did. Taught to students fluent in C and x86 assembly, this course covers static triage of Windows PE files, packers and manual unpacking, dynamic analysis in an isolated laboratory, and writing YARA rules to detect what has been found.",
    level: "advanced",
    duration: "one semester (lab-based)",
    plantedGap: "YARA",
    modules: [
      {
        title: "Static Triage of PE Files",
        description:
          "Before running anything, an analyst learns a great deal from a file's hashes, headers, sections, imports and strings.",
        lesson: {
          title: "Reading a sample without running it",
          html:
            p(
              "Static analysis examines a sample without executing it. It is fast and safe, and it decides how much further effort a sample deserves. Most Windows malware arrives as a Portable Executable (PE) file, the format of .exe and .dll files, so triage begins with the PE structure.",
            ) +
            "<ol><li><b>Hash it.</b> Compute MD5, SHA-1 and SHA-256 hashes to identify the sample and check threat-intelligence sources. An import hash (imphash), computed from the imported functions, can link samples built from the same code.</li><li><b>Read the headers.</b> The DOS header begins with 'MZ' and points to the PE header, whose file header gives the machine type and a compile timestamp, and whose optional header gives the entry point address and image base. Timestamps are easily forged but are still useful when they cluster.</li><li><b>Inspect the sections.</b> Normal compiled code has sections such as .text (code), .rdata (read-only data and imports), .data and .rsrc (resources). Unusual names, a section that is both writable and executable, or a large difference between a section's raw size on disk and its virtual size in memory all suggest packing.</li><li><b>List the imports.</b> The import address table shows which Windows API functions the program calls. VirtualAlloc, WriteProcessMemory and CreateRemoteThread together suggest process injection; RegSetValueEx with a Run key suggests persistence; InternetOpenUrl suggests downloading.</li><li><b>Extract strings.</b> ASCII and UTF-16 strings may reveal URLs, IP addresses, file paths, registry keys, mutex names or error messages. Tools such as FLOSS also recover strings that the program builds or decodes at run time.</li></ol>" +
            p(
              "Entropy measures how random the bytes are, on a scale of 0 to 8 bits per byte. Ordinary code usually scores around 5 to 6.5; compressed or encrypted data approach 8. A sample whose main section has entropy above about 7.2 and which imports only a handful of functions, typically LoadLibrary and GetProcAddress, is very likely packed, and the analyst's next task is to unpack it.",
            ),
        },
      },
      {
        title: "Packers and Manual Unpacking",
        description:
          "Here we learn how packers hide code and how to recover the original program from memory with a debugger.",
        lesson: {
          title: "Finding the original entry point",
          html: p(
            "A <i>packer</i> compresses or encrypts a program and wraps it in a small stub. When the packed file runs, the stub allocates memory, decodes the original program into it, resolves its imports, and jumps to its original entry point (OEP). Legitimate software uses packers such as UPX to reduce size; malware authors use them, along with custom crypters, to defeat signature detection and slow analysis. Because the original code exists in memory once the stub has finished, the standard approach is to let the stub do its work and capture the result.",
            "Known packers can be removed by their own tools: UPX-packed files, recognisable by sections named UPX0 and UPX1, can often be restored with <code>upx -d</code>. Custom packers require manual unpacking in a debugger such as x64dbg, inside the isolated analysis machine. A common sequence is as follows. Set breakpoints on memory-allocation functions such as VirtualAlloc and VirtualProtect and run; when they return, watch the allocated region being filled. For packers that write the decoded program back over their own image, look for the <i>tail jump</i>, a jump or push-and-return near the end of the stub to an address in a distant section. Stepping across it lands at the OEP, where the code typically begins with a recognisable compiler prologue, for example a call to the C runtime's security cookie initialisation in programs built with Visual C++. Hardware breakpoints on execution in the original code section provide another way to stop there.",
            "At the OEP, the analyst dumps the process memory to a file with a plug-in such as Scylla. The dump is not yet runnable, because the import address table contains addresses resolved at run time rather than the names that the Windows loader expects. Scylla searches for the table, resolves each address back to its DLL and function name, and rebuilds a valid import directory, then fixes the entry point in the header to the OEP. The result can be loaded into a disassembler such as IDA or Ghidra with meaningful API names. Samples that unpack in several stages, or inject the decoded payload into another process, require the analyst to repeat the process in the target.",
          ),
        },
      },
      {
        title: "Dynamic Analysis in an Isolated Lab",
        description:
          "Running malware teaches what it does, but only in a laboratory built so that nothing can escape and every action is recorded.",
        lesson: {
          title: "Building and using the sandbox",
          html: p(
            "Dynamic analysis runs the sample and observes its behaviour: files created, registry keys changed, processes started and network traffic sent. It quickly reveals persistence mechanisms and command-and-control addresses that static analysis might take hours to find, but it can be evaded, and it is dangerous if the laboratory is badly built.",
            "The usual laboratory consists of a Windows virtual machine for detonation and a Linux virtual machine that impersonates the internet, connected only to each other on a host-only virtual network with no route to the real network. The Windows guest has its network settings pointed at the Linux machine, which runs INetSim or FakeNet-NG to answer DNS, HTTP, SMTP and other requests with plausible replies, so that the malware proceeds as if it had reached its servers. Shared folders, clipboard sharing and drag-and-drop between host and guest are disabled, and a clean snapshot is taken so the machine can be restored after every run.",
            "Monitoring is set up before detonation. Process Monitor records file, registry and process activity; Process Explorer or System Informer shows the process tree; Regshot compares registry and file-system snapshots taken before and after; and Wireshark on the Linux machine captures every packet. The analyst then runs the sample, interacts with it if necessary, waits several minutes, and reviews the logs, filtering Process Monitor by the sample's process name and its children.",
            "Malware often checks whether it is being watched. It may look for registry keys, MAC address prefixes or drivers belonging to VMware or VirtualBox, for running analysis tools, for a very small number of recent documents or a low screen resolution, or it may simply sleep for an hour. Analysts counter with hardened virtual machines, realistic user artefacts and debugger patches to skip long sleeps, and treat an uneventful run as a sign of evasion rather than evidence of harmlessness. Findings are recorded as indicators of compromise with their context, so that defenders can search their own networks for the same behaviour.",
          ),
        },
      },
    ],
  },
  {
    slug: "lithium-ion-cells-chemistry-ageing-thermal-safety",
    discipline: "Battery engineering",
    title: "Lithium-Ion Cells: Chemistry, Ageing and Thermal Safety",
    description:
      "Electric vehicles and grid storage depend on cells whose performance, life and safety are decided at the level of the electrode. This postgraduate module in battery engineering examines cathode and anode chemistries, the mechanisms of capacity fade, state-of-charge estimation in the battery management system, and thermal runaway with the pack cooling that prevents it.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "state-of-charge estimation",
    modules: [
      {
        title: "Electrode Chemistries",
        description:
          "Students compare the main cathode families and graphite and silicon anodes by voltage, capacity and stability.",
        lesson: {
          title: "Intercalation and the choice of cathode",
          html:
            p(
              "A lithium-ion cell stores energy by moving lithium ions between two host materials. On charge, ions leave the cathode, cross the electrolyte and intercalate between the graphene layers of a graphite anode, while electrons flow through the external circuit; discharge reverses the process. The electrolyte is typically LiPF<sub>6</sub> dissolved in a mixture of organic carbonates such as ethylene carbonate and dimethyl carbonate, and a porous polyolefin separator keeps the electrodes apart. The cell voltage is the difference between the electrochemical potentials of lithium in the two electrodes, so the cathode chemistry largely sets it.",
            ) +
            "<table><tr><th>Cathode</th><th>Structure</th><th>Nominal voltage vs graphite</th><th>Practical specific capacity</th><th>Notes</th></tr><tr><td>LCO (LiCoO<sub>2</sub>)</td><td>layered</td><td>3.7 V</td><td>about 150 mAh/g</td><td>consumer electronics; cobalt cost</td></tr><tr><td>NMC (e.g. NMC811)</td><td>layered</td><td>3.6–3.7 V</td><td>160–200 mAh/g</td><td>most electric cars; less thermally stable as nickel rises</td></tr><tr><td>NCA</td><td>layered</td><td>3.6 V</td><td>about 200 mAh/g</td><td>high energy; used by Panasonic and Tesla</td></tr><tr><td>LMO (LiMn<sub>2</sub>O<sub>4</sub>)</td><td>spinel</td><td>3.8–4.0 V</td><td>100–120 mAh/g</td><td>high power; manganese dissolution limits life</td></tr><tr><td>LFP (LiFePO<sub>4</sub>)</td><td>olivine</td><td>3.2–3.3 V</td><td>150–160 mAh/g</td><td>long life, very stable; flat voltage curve</td></tr></table>" +
            p(
              "The energy a material stores is roughly its capacity multiplied by its voltage, which is why nickel-rich layered oxides dominate where range matters, while LFP, cheaper and safer, has gained ground in standard-range vehicles and stationary storage.",
              "Graphite, the usual anode, forms LiC<sub>6</sub> when fully lithiated, a theoretical capacity of 372 mAh/g, at a potential only about 0.1 V above lithium metal. Silicon can store about ten times more, roughly 3,600 mAh/g as Li<sub>15</sub>Si<sub>4</sub>, but expands by some 300 per cent on lithiation, cracking particles and its protective surface film; it is therefore blended into graphite in small proportions. On the first charge the electrolyte is reduced at the anode surface, forming the solid electrolyte interphase (SEI), a film that conducts ions but not electrons and stops further reaction. Forming the SEI consumes lithium, so a new cell loses several per cent of its capacity during the manufacturer's formation cycles.",
            ),
        },
      },
      {
        title: "Ageing and Capacity Fade",
        description:
          "Why does a cell lose capacity even when it is not used? This module separates calendar and cycle ageing and their mechanisms.",
        lesson: {
          title: "Losing lithium, losing electrode",
          html: p(
            "Cells age in two ways. <i>Calendar ageing</i> happens during storage, whether or not the cell is used, and is driven mainly by temperature and by how fully charged the cell is kept. <i>Cycle ageing</i> is the additional loss caused by charging and discharging, and depends on current, depth of discharge and temperature. An automotive cell is conventionally said to reach end of life when its capacity falls to 80 per cent of the rated value, its state of health falling from 100 to 80 per cent, although many cells remain useful in second-life stationary applications well beyond that point.",
            "Degradation mechanisms are usually grouped into three modes. <i>Loss of lithium inventory</i> occurs when cyclable lithium is locked in side reactions, above all the continued slow growth of the SEI. Because the film thickens more slowly as it grows, calendar capacity loss often follows roughly the square root of time. <i>Loss of active material</i> occurs when electrode particles crack, lose electrical contact or change structure, for example when nickel-rich cathodes undergo surface reconstruction or when particles fracture through repeated expansion and contraction. <i>Increased resistance</i> from thicker films and degraded contacts reduces power and raises heat generation.",
            "Operating conditions determine which mechanism dominates. High temperature accelerates side reactions; a common rule of thumb, derived from the Arrhenius equation, is that the rate of calendar ageing roughly doubles for each 10 °C rise. Storing a cell fully charged at high temperature is therefore particularly damaging, because the anode sits at a low potential where electrolyte reduction is fastest and the cathode at a high potential where it oxidises the electrolyte. Charging at low temperature or high rate presents the opposite danger: lithium ions cannot intercalate into graphite fast enough and deposit as metallic lithium on the anode surface. <i>Lithium plating</i> consumes lithium irreversibly and can grow dendrites that pierce the separator.",
            "Engineering responses follow directly. Battery systems limit charging current below about 10 °C, keep cells within a preferred temperature window, avoid holding them at full charge when not needed, and restrict the usable voltage window of each cell; a vehicle that displays 100 per cent may in fact be using only part of the electrochemical capacity to extend life.",
          ),
        },
      },
      {
        title: "Thermal Runaway and Pack Thermal Management",
        description:
          "In this module students follow the chain of exothermic reactions in a failing cell and size a cooling system to keep healthy cells far from it.",
        lesson: {
          title: "From self-heating to propagation",
          html: p(
            "<i>Thermal runaway</i> occurs when a cell generates heat faster than it can lose it, its temperature rises, and rising temperature accelerates further heat-producing reactions. It can be triggered by external heating, overcharge, an internal short circuit from a manufacturing defect or lithium dendrite, or mechanical damage such as a crushed or penetrated cell.",
            "Accelerating rate calorimetry shows a characteristic sequence for a layered-oxide cell with graphite anode. From about 80 to 120 °C the SEI begins to decompose, exposing lithiated graphite to the electrolyte and allowing exothermic reactions to resume. Around 130 °C a polyethylene separator melts and its pores close, a shutdown feature that stops ionic current, but at about 160 to 170 °C the separator shrinks and collapses, allowing widespread internal short circuits. Above roughly 200 °C, and lower for nickel-rich NMC, the delithiated cathode decomposes and releases oxygen, which reacts with the flammable electrolyte. The temperature can then climb to several hundred degrees within seconds, venting flammable gases. LFP cathodes do not release oxygen in this way, which is why LFP cells run away at higher temperatures and with much less energy.",
            "Pack design must both prevent runaway and contain it. Prevention depends on thermal management, which keeps cells in a narrow temperature band, typically about 15 to 35 °C, with a spread of no more than about 5 °C across the pack so that cells age evenly. The main heat source in normal use is resistive. A pack of 96 series cells, each of 1.5 mΩ internal resistance, discharging at 120 A generates 120² × 0.0015 = 21.6 W per cell, or about 2.1 kW in total, which must be removed by air, by liquid coolant in plates beneath the cells, or by immersion in a dielectric fluid. Containment depends on preventing one failed cell from heating its neighbours: mica or aerogel barriers between cells, fused busbars, venting channels that carry hot gases away from other modules, and sufficient spacing. Regulators have begun to test this directly: China's standard GB 38031-2020, for example, requires that after one cell is forced into runaway the pack give a warning and that no fire or explosion follow for at least five minutes, time for the occupants to leave the vehicle.",
          ),
        },
      },
    ],
  },
  {
    slug: "paediatric-orthopaedics-hip-and-physis",
    discipline: "Paediatric orthopaedics",
    title: "Paediatric Orthopaedics: The Growing Hip and the Physis",
    description:
      "A child's skeleton is no scaled-down adult skeleton: it grows, remodels and fails in its own ways. Orthopaedic trainees preparing for the specialty examination study developmental dysplasia of the hip, Perthes disease, slipped capital femoral epiphysis, physeal fractures classified by Salter and Harris, and adolescent idiopathic scoliosis.",
    level: "advanced",
    duration: "ten weekly seminars",
    plantedGap: "scoliosis",
    modules: [
      {
        title: "Developmental Dysplasia of the Hip",
        description:
          "Screening, ultrasound and the Pavlik harness are the focus here, together with what changes once a child is walking.",
        lesson: {
          title: "From the Ortolani test to open reduction",
          html: p(
            "Developmental dysplasia of the hip (DDH) covers a spectrum from a shallow acetabulum with a stable hip, through a hip that can be dislocated, to one that is dislocated at birth. Because the acetabulum and femoral head shape each other as they grow, late-diagnosed DDH is a major cause of early osteoarthritis. Risk factors include breech presentation in the third trimester, a first-degree family history, female sex, first pregnancy and oligohydramnios; tight swaddling with the hips extended also increases the risk.",
            "Clinical screening relies on two manoeuvres performed on a relaxed infant, one hip at a time. In the <i>Barlow test</i> the examiner adducts the flexed hip and pushes gently posteriorly; a hip that slips out of the socket is dislocatable. In the <i>Ortolani test</i> the examiner abducts the flexed hip while lifting the greater trochanter forwards; a palpable clunk as the head relocates shows a dislocated but reducible hip. Both become unreliable after about three months, when soft-tissue tightness develops; limited abduction and asymmetric thigh folds or leg lengths then become the signs. In the UK, the Newborn and Infant Physical Examination programme examines hips within 72 hours of birth and again at six to eight weeks, with ultrasound for babies with abnormal findings or risk factors.",
            "Ultrasound is the imaging of choice before the femoral head ossifies, around four to six months. In the Graf method the alpha angle, between the ilium and the bony acetabular roof, is measured on a standard coronal image: 60 degrees or more is normal (type I), 50 to 59 degrees is type II, which in a baby under 12 weeks may be physiological immaturity, and lower values or a displaced head indicate dysplasia or dislocation.",
            "Treatment depends on age. An unstable or dysplastic hip in a baby under about six months is usually treated in a Pavlik harness, which holds the hips flexed to about 100 degrees and lets them abduct gently; the risks are avascular necrosis if abduction is forced and femoral nerve palsy if flexion is excessive. If the hip is not reduced within three to four weeks, the harness is abandoned. Older infants need closed reduction under anaesthesia with an arthrogram and a hip spica cast, and children presenting after about eighteen months commonly need open reduction, often with femoral or pelvic osteotomy.",
          ),
        },
      },
      {
        title: "Perthes Disease and the Slipped Epiphysis",
        description:
          "Two hip disorders of different age groups, both presenting with a limp, are compared for their natural history, classification and treatment.",
        lesson: {
          title: "The limping child at five and at thirteen",
          html:
            p(
              "<i>Legg–Calvé–Perthes disease</i> is idiopathic avascular necrosis of the capital femoral epiphysis in childhood. It most often affects children aged four to eight, boys about four to five times as often as girls, and is bilateral in around one in ten cases. The child presents with a limp and pain in the groin, thigh or knee, and loss of internal rotation and abduction. The disease passes through the radiographic stages described by Waldenström: initial sclerosis of a small flattened epiphysis, fragmentation, re-ossification and finally the remodelled, healed stage. The prognosis depends mainly on age at onset, with children under six usually doing well, and on the extent of collapse, graded during fragmentation by the Herring lateral pillar classification (A, B, B/C border, C). Treatment aims to keep the softened head contained within the acetabulum so that it remodels round; older children with B or B/C hips may benefit from femoral or pelvic osteotomy.",
              "<i>Slipped capital femoral epiphysis</i> (SCFE) occurs through the weakened physis in adolescence, typically at ten to sixteen years, more often in boys and strongly associated with obesity. A child outside the usual age range or with a very low weight should be investigated for endocrine disease such as hypothyroidism. The femoral neck displaces anteriorly and superiorly relative to the epiphysis, which remains in the acetabulum. Pain is often referred to the knee, and a missed diagnosis is common. Key features are summarised below:",
            ) +
            "<ul><li><b>Examination</b>: obligatory external rotation as the hip is flexed.</li><li><b>Imaging</b>: AP and frog-leg lateral radiographs of both hips; on the AP view Klein's line, drawn along the superior femoral neck, should cross part of the epiphysis. The lateral view shows small slips better.</li><li><b>Stability (Loder)</b>: a stable slip allows weight bearing; an unstable one does not, even with crutches, and carries a risk of avascular necrosis reported as high as about 50 per cent.</li><li><b>Treatment</b>: urgent fixation in situ, usually with a single cannulated screw crossing the centre of the epiphysis, without forceful manipulation.</li></ul>",
        },
      },
      {
        title: "Physeal Fractures",
        description:
          "Because the growth plate is weaker than the surrounding bone and ligaments, we study how it fails and how to prevent growth arrest.",
        lesson: {
          title: "Salter–Harris types and their consequences",
          html:
            p(
              "The physis, or growth plate, is a disc of cartilage between the epiphysis and metaphysis where longitudinal growth takes place. In a child it is weaker than the ligaments around it and weaker than bone, so an injury that would sprain an adult ligament often fractures a child's physis instead. About 15 to 30 per cent of childhood fractures involve the physis. Fracture lines typically pass through the zone of provisional calcification near the metaphysis, sparing the germinal cells on the epiphyseal side, which is why most physeal fractures heal without growth disturbance. The classification published by Robert Salter and Robert Harris in 1963 remains the standard and predicts the risk:",
            ) +
            "<table><tr><th>Type</th><th>Fracture line</th><th>Comment</th></tr><tr><td>I</td><td>Through the physis only</td><td>Often in infants; radiograph may look normal</td></tr><tr><td>II</td><td>Through the physis and out through the metaphysis</td><td>Most common, about three quarters of cases; the metaphyseal fragment is the Thurston Holland fragment</td></tr><tr><td>III</td><td>Through the physis and out through the epiphysis into the joint</td><td>Intra-articular; needs anatomical reduction</td></tr><tr><td>IV</td><td>From the metaphysis across the physis into the epiphysis</td><td>Intra-articular and crosses the germinal layer; high risk of bar formation</td></tr><tr><td>V</td><td>Crush of the physis</td><td>Rare, usually recognised late from growth arrest</td></tr></table>" +
            p(
              "Types III and IV require anatomical reduction, often open, with fixation placed parallel to the physis where possible and smooth wires if it must be crossed. Growth arrest results from a <i>physeal bar</i>, a bridge of bone across the plate. A central bar causes shortening; a peripheral one causes angular deformity as the rest of the physis keeps growing. The consequences depend on the growth that remains. The distal femoral physis, which contributes about 9 to 10 mm a year and roughly 70 per cent of the femur's length, is especially important, and even displaced Salter–Harris II fractures there have a high rate of arrest. Children with physeal injuries at high-risk sites should be followed clinically and radiographically for at least a year. A bar involving less than about half of the physis in a child with two or more years of growth left can be resected and filled with fat, after Langenskiöld; otherwise completing the arrest and addressing the leg-length difference may be preferred.",
            ),
        },
      },
    ],
  },
  {
    slug: "sigillography-medieval-seals-and-their-makers",
    discipline: "Sigillography",
    title: "Sigillography: Medieval Seals and Their Makers",
    description:
      "Seals were the signatures of the Middle Ages, and tens of thousands survive in archives still attached to their documents. This master's option, for students with palaeographical training, studies the making of matrices, sealing wax and methods of attachment, the iconography of seals by status and gender, counterseals, and the lettering and dating of legends.",
    level: "advanced",
    duration: "one term (8 seminars with archive visits)",
    plantedGap: "counterseals",
    modules: [
      {
        title: "Matrices and Their Makers",
        description:
          "We examine surviving matrices: what they were made of, how they were engraved, who owned them and what happened to them when the owner died.",
        lesson: {
          title: "Engraving in reverse",
          html: p(
            "A seal has two parts that must be kept distinct in description: the <i>matrix</i>, the engraved object, and the <i>impression</i>, the mark it leaves in wax. The matrix is cut in intaglio and in reverse, so that the impression reads correctly and stands in relief. Most surviving medieval matrices are of copper alloy, cast and then engraved with gravers and punches; high-status owners often had them made of silver, and in thirteenth- and fourteenth-century England very large numbers of small, cheap personal matrices were cast in lead or tin alloy for peasants, artisans and townspeople, showing how far sealing had spread down the social scale. Antique engraved gems were also set into metal mounts and reused, their classical figures reinterpreted and surrounded by a new legend.",
            "The form of the matrix reflects its use. Many have a loop or a ridge on the back for a cord or chain so that the owner could hang it from the belt; others have a conical handle ending in a trefoil or a small moulded figure, or are set in signet rings for small private seals. Larger institutional matrices, such as those of cathedral chapters, abbeys and towns, could be several centimetres across and were engraved by goldsmiths of considerable skill; some accounts name the engraver and record what he was paid.",
            "Because a matrix could authenticate any document, its custody and its fate mattered. Keepers of important seals were sworn officers, institutional matrices were often kept in a chest with several locks whose keys were held by different people, and the theft or loss of a seal had to be publicly proclaimed to limit forgery. At an owner's death the matrix was frequently cancelled, defaced by a cut across the face, or broken; the great seals of English kings were broken and replaced at a change of reign, and the silver from a bishop's matrix was sometimes given to the church to make a chalice. Finds reported to the Portable Antiquities Scheme in England and Wales have added thousands of humble matrices to the record in recent decades.",
          ),
        },
      },
      {
        title: "Wax and Attachment",
        description:
          "How was a seal fixed to a document, and what does the method tell us? Students learn to describe colours, tags, cords and placards.",
        lesson: {
          title: "Tags, laces and the colour of the wax",
          html:
            p(
              "Medieval sealing wax was chiefly beeswax, mixed with resin to make it harder and less brittle and often with chalk as a filler. Left uncoloured it was a pale yellow-brown, usually called natural or white in the records; vermilion or red lead turned it red, and verdigris turned it green. Shellac-based wax, familiar from later letters, spread in Europe only from the sixteenth century. Impressions are often protected by a shallow dish of uncoloured wax into which a coloured layer was pressed, or wrapped in a cloth or leather bag, and from the later Middle Ages by a twist of rush or straw around the edge.",
              "The method of attachment is recorded in every catalogue description because it relates to the type of document and the practice of the issuing office:",
            ) +
            "<ul><li><b>Applied</b> (<i>en placard</i>): the wax is placed directly on the face of the document, usually near the foot, and the matrix pressed into it; common for closing letters and in some French and papal practice.</li><li><b>Pendent on a tongue</b> (<i>sur simple queue</i>): a strip is cut partly free from the lower edge of the parchment and the seal is formed around it.</li><li><b>Pendent on a tag</b> (<i>sur double queue</i>): a separate strip of parchment is passed through slits in the folded foot of the document, the plica, and the seal formed around both ends.</li><li><b>Pendent on cords or laces</b>: silk or linen threads, sometimes plaited in colours, pass through holes in the plica.</li></ul>" +
            p(
              "In the English royal Chancery these choices became formalised. Charters and letters patent granting rights in perpetuity were usually sealed in green wax on red and green silk laces, while letters patent of temporary effect carried white wax on a tag, and letters close, which were folded and addressed, were sealed so that the recipient had to break the seal to read them. The colour and attachment therefore help identify a document's type even when the text is damaged, and a mismatch between the two may signal a later repair or a forgery.",
            ),
        },
      },
      {
        title: "Iconography and Legends",
        description:
          "This module reads the imagery and inscriptions of seals as evidence of identity, status and date, and practises transcription of legends.",
        lesson: {
          title: "Knights, shields, vesicas and Lombardic letters",
          html: p(
            "The shape and image of a seal told contemporaries who its owner was. In England and northern France a broad pattern emerges in the twelfth and thirteenth centuries. Men of knightly and baronial rank used round seals showing the owner on horseback, armed, with sword or lance raised, an image that asserted military status; kings used the same form alongside their enthroned image. Ecclesiastics used a pointed oval, the <i>vesica</i>, showing a standing or seated figure in vestments with staff or crozier, and religious houses often displayed their patron saint or their church. Noblewomen, who sealed in their own right as widows, heiresses and landholders, also commonly used the vesica, showing a standing lady in a long gown, often holding a bird or a fleur-de-lis. From the late twelfth century armorial shields appear on seals, first held by the equestrian figure and then as the main image, and by the fourteenth century heraldic seals were used by families well below the baronage. Townsmen and peasants chose birds, stars, flowers, tools or puns on their names.",
            "The <i>legend</i> runs round the edge, usually beginning with a small cross at the top and reading clockwise. The standard formula is <i>SIGILLVM</i> ('seal') followed by the owner's name in the genitive, very commonly abbreviated: <i>S' ROB'TI FIL' WILL'I</i> expands to <i>Sigillum Roberti filii Willelmi</i>, 'the seal of Robert son of William'. Transcriptions should keep abbreviation marks and indicate damaged letters in square brackets.",
            "Lettering is a useful guide to date. Twelfth-century legends are generally in Roman capitals, square and angular. In the thirteenth and fourteenth centuries <i>Lombardic</i> capitals prevail, with rounded, uncial forms of E, M, N and T, often closed by a vertical stroke, and with growing ornamental serifs. From the middle of the fourteenth century black-letter minuscule, the Gothic textualis used in books, increasingly replaces capitals, often with words separated by sprigs or small devices. Combined with the costume and armour shown in the image and with the dates of the documents a seal is attached to, these features allow most impressions to be dated within half a century.",
          ),
        },
      },
    ],
  },
];
