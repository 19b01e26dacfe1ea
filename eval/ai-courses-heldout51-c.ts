/** Fifty-first held-out evaluation courses, advanced level (orthokeratology to archery coaching); see ai-courses-heldout51.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT51_C: EvalCourse[] = [
  {
    slug: "orthokeratology-reverse-geometry-myopia-control",
    discipline: "Orthokeratology",
    title: "Orthokeratology and Myopia Control",
    description:
      "Registered optometrists extend their contact lens practice to overnight corneal reshaping: the mechanism of reverse-geometry lens action, corneal topography and fitting, myopia control in children, and the prevention and management of microbial keratitis.",
    level: "advanced",
    duration: "one semester, 20 credits at postgraduate level",
    plantedGap: "microbial keratitis",
    modules: [
      {
        title: "How Reverse-Geometry Lenses Reshape the Cornea",
        description:
          "The mechanism behind overnight corneal reshaping, explained through tear-film forces and epithelial redistribution.",
        lesson: {
          title: "Tear film forces and epithelial thinning",
          html: p(
            "Orthokeratology (ortho-k) is the deliberate, temporary reduction of refractive error by a rigid contact lens that reshapes the anterior cornea. Early attempts in the 1960s with flat-fitting conventional rigid lenses were slow and unpredictable. The method became practical with reverse-geometry lens designs, made possible by high-Dk gas permeable materials and computer-controlled lathes in the 1990s, and with overnight wear, which lets the patient see clearly without lenses during the day.",
            "A reverse-geometry lens has a back optic zone flatter than the central cornea, surrounded by a steeper reverse curve, then an alignment or landing zone that rests on the mid-peripheral cornea, and a peripheral edge lift. The flat central zone exerts a slight positive pressure on the central epithelium through the thin post-lens tear film, while the tear reservoir under the reverse curve creates a negative, suction-like force on the mid-periphery.",
            "Studies with optical coherence tomography show that the main change is a redistribution of the epithelium: the central epithelium thins by around 10 to 20 µm and the mid-peripheral epithelium thickens, with little change in stromal thickness. Munnerlyn's formula, depth ≈ S²D/3 (depth in µm, S the optical zone diameter in mm, D the change in dioptres), relates tissue change to refractive change: over a 5 mm zone about 8 µm of central thinning corresponds to one dioptre, so the observed epithelial changes account for much of a typical correction of 2 to 3 dioptres.",
            "The typical range treated is up to about -4.00 to -5.00 D of myopia with low astigmatism, below around 1.50 D with toric designs extending this. The effect regresses gradually over the day, so lenses must be worn every night, or nearly so, to maintain clear vision.",
          ),
        },
      },
      {
        title: "Topography-Led Fitting",
        description:
          "Fitting begins and ends with corneal topography; students learn to read tangential difference maps.",
        lesson: {
          title: "Reading the bull's-eye",
          html:
            p(
              "Baseline measurements before an ortho-k fit include refraction, keratometry, horizontal visible iris diameter, corneal topography, pupil size in dim light, and slit-lamp assessment of the cornea, lids and tear film. Many modern designs are selected from the flat K reading and the refraction to be corrected, or designed from the topography file itself, with the sagittal height of the lens matched to the corneal sagitta at the chord of the landing zone.",
              "After the first night, the key tool is the tangential (instantaneous) difference map, which subtracts the baseline topography from the post-wear map. A well-centred lens produces a bull's-eye: a central zone of flattening, shown in blue, about 3 to 4 mm across, surrounded by a ring of steepening, shown in red. Patterns that depart from this tell the practitioner what to change.",
            ) +
            "<table><tr><th>Difference-map pattern</th><th>Likely cause</th><th>Typical change</th></tr><tr><td>Bull's-eye, well centred</td><td>Good fit</td><td>None</td></tr><tr><td>Smiley face (treatment zone displaced upward)</td><td>Lens riding high, too flat</td><td>Steepen or increase sag</td></tr><tr><td>Frowny face (displaced downward)</td><td>Lens too steep or too small</td><td>Flatten or increase diameter</td></tr><tr><td>Central island (small steep area within the flat zone)</td><td>Lens too steep centrally, bearing off the apex</td><td>Reduce sag</td></tr></table>" +
            p(
              "Decentration of more than about 1 mm causes induced astigmatism, glare and ghosting, particularly at night when the pupil dilates beyond the treatment zone. Lens positions are therefore checked at aftercare visits the morning after first wear, after one week and one month, and every three to six months thereafter. At each visit the practitioner also records unaided morning and evening visual acuity and the residual refraction, since a patient who sees well on waking but blurs by late afternoon needs a lens with a greater target, or more consistent nightly wear, rather than a change of centration.",
            ),
        },
      },
      {
        title: "Myopia Control in Children",
        description: "What the evidence shows about slowing axial elongation, and how to advise parents.",
        lesson: {
          title: "Slowing axial growth",
          html:
            p(
              "The prevalence of myopia has risen sharply worldwide, and Holden and colleagues projected in 2016 that about half the world's population would be myopic by 2050. High myopia raises the lifetime risk of myopic maculopathy, retinal detachment and glaucoma, and every dioptre of myopia prevented lowers that risk. Interventions in childhood therefore aim to slow the elongation of the eye, not merely to correct the blur.",
              "Ortho-k lenses produce a ring of relative myopic defocus in the mid-peripheral retina, because of the steep mid-peripheral cornea they create. This peripheral defocus is thought to act as a signal that slows axial growth, although the mechanism is still debated. Randomised and controlled studies, among them the LORIC study in Hong Kong by Cho and colleagues (2005) and the ROMIO trial (2012), found that axial elongation was reduced by roughly 40 to 50 per cent over two years compared with single-vision spectacles or lenses.",
              "Worked example: a child of nine with -2.00 D of myopia would, untreated, be expected to elongate by about 0.3 mm per year. If ortho-k halves this, the eye grows about 0.3 mm less over two years, equivalent to roughly 0.75 D less myopia, since 1 mm of axial length corresponds to about 2.5 to 3 D.",
            ) +
            "<ul><li>Measure axial length by optical biometry at baseline and every six months</li><li>Compare growth against age-appropriate percentile charts</li><li>Consider combining with low-dose atropine if progression continues</li><li>Set realistic expectations: slowing is not stopping</li></ul>" +
            p(
              "Consent discussions with parents must explain that the lenses are worn overnight, require strict hygiene and daily handling by the child or parent, and bring a small but real risk of sight-threatening complications.",
            ),
        },
      },
    ],
  },
  {
    slug: "funeral-directing-law-pricing-arrangements",
    discipline: "Funeral directing",
    title: "Advanced Practice in Funeral Directing",
    description:
      "Experienced funeral staff preparing for a management role study the law and practice around a death in England and Wales: certification, registration and the coroner; burial and cremation paperwork; international repatriation; pricing transparency under the CMA order; and supporting bereaved families through the arrangement meeting.",
    level: "advanced",
    duration: "two terms, part-time",
    plantedGap: "repatriation",
    modules: [
      {
        title: "Certification, Registration and the Coroner",
        description: "The steps between a death and a funeral, as reshaped by the medical examiner system from 2024.",
        lesson: {
          title: "From death to the certificate for burial or cremation",
          html:
            p(
              "In England and Wales a death must normally be registered within five days, with the registrar of births and deaths for the district where it occurred. Since 9 September 2024 every death not referred to the coroner is scrutinised by an independent medical examiner, a senior doctor who reviews the records, speaks to the attending practitioner and offers the family a chance to raise concerns. The attending practitioner then completes the Medical Certificate of Cause of Death (MCCD), which the medical examiner's office sends to the registrar electronically.",
              "A death must be referred to the coroner when, among other grounds set out in the Notification of Deaths Regulations 2019, it may have been unnatural, violent or due to poisoning, occurred in custody or state detention, followed an accident, or its cause is unknown. The coroner may decide after enquiry that no further action is needed, order a post-mortem examination, or open an inquest. Only once the coroner is satisfied can the death be registered, or, if an inquest is opened, an interim certificate of the fact of death is issued so that the estate can be administered.",
              "The registrar issues the certificate for burial or cremation, known in the trade as the green form, unless the coroner has issued his or her own order for burial or certificate for cremation. The funeral director must have this document before a burial can take place; for a cremation, the cremation authority requires it together with the application form (Cremation 1) and the medical forms.",
            ) +
            "<ul><li>Registration period: five days (England and Wales); eight days in Scotland</li><li>Coroner's referral: any doubt about the cause or manner of death</li><li>Green form: authorises burial or an application for cremation</li></ul>",
        },
      },
      {
        title: "Cremation Paperwork and Pricing Rules",
        description:
          "How the cremation forms fit together, and what the Competition and Markets Authority now requires funeral directors to publish.",
        lesson: {
          title: "Forms, referees and the price list",
          html:
            p(
              "The Cremation (England and Wales) Regulations 2008, as amended, govern the paperwork for cremation. The applicant, usually the executor or nearest relative, completes form Cremation 1, declaring among other things whether there is any reason to suspect the death was other than natural and whether the deceased had an implanted device. A pacemaker or other battery-powered implant must be removed before cremation because it may explode in the cremator, and the funeral director arranges this.",
              "Following the 2024 reforms, the medical paperwork is the MCCD scrutinised by the medical examiner, or the coroner's certificate for cremation (Cremation 6) where the coroner is involved. The crematorium's medical referee, a registered medical practitioner appointed by the cremation authority, reviews the documents and authorises the cremation on form Cremation 10. The referee may refuse or ask for a post-mortem if anything is unclear.",
              "After a market investigation into funerals that reported in December 2020, the Competition and Markets Authority made the Funerals Market Investigation Order 2021, which came into force in June 2021. It requires funeral directors to display a standardised price list, in a prescribed format and on their website where they have one, for an attended funeral and an unattended funeral, and to give a price list for other items. It also bans soliciting business through hospitals, care homes and hospices, and the payment of commissions to them.",
            ) +
            "<table><tr><th>Obligation under the Order</th><th>Practice</th></tr><tr><td>Standardised price list</td><td>Shown in branch and online; given to every client at the arrangement</td></tr><tr><td>Third-party payments</td><td>Disbursements such as crematorium fees listed separately</td></tr><tr><td>No inducements</td><td>No payments to hospitals, hospices or care homes for referrals</td></tr></table>",
        },
      },
      {
        title: "The Arrangement Meeting",
        description:
          "Managers lead by example in arranging a funeral with a bereaved family, so we study how the meeting is structured.",
        lesson: {
          title: "Listening first, deciding together",
          html: p(
            "The arrangement meeting is the single conversation in which a family makes most decisions about a funeral, often only a day or two after a death. Its quality determines the family's experience more than any other part of the service. The funeral director's first task is to listen: to hear who the person was, what the family already knows they want, and what the deceased may have wished or recorded, for instance in a will, a pre-paid plan or a note left with family.",
            "Only then does the director turn to choices and their consequences. These typically include burial or cremation; the place and form of the service, whether religious, civil-celebrant, humanist or none; whether the family will view the deceased, which affects whether embalming is recommended; coffin, vehicles and flowers; the date, often set by crematorium or church availability; and what is to be done with the ashes. An unattended cremation, with no service, is now chosen by a substantial minority of families and must be presented neutrally.",
            "Good practice, reflected in the codes of the National Association of Funeral Directors and SAIF, is to provide the standardised price list at the outset, give a written estimate before committing the family, and confirm everything in writing afterwards. Families in grief retain little of what they are told, so summaries and a single named contact matter.",
            "Certain situations require particular skill: the death of a child, a death by suicide, a death after long estrangement, or disputes between relatives. Where relatives disagree over arrangements, the person with the right to decide is generally the executor, or the administrator of the estate, and directors should not proceed while a real dispute remains.",
          ),
        },
      },
    ],
  },
  {
    slug: "full-cave-diving-gas-planning-and-line",
    discipline: "Cave diving",
    title: "Full Cave Diving: Planning, Line Work and Emergencies",
    description:
      "Qualified cavern and intro-cave divers progress to full cave penetration: gas planning by the rule of thirds, guideline protocol and navigation at jumps and Ts, lost-line and lost-buddy procedures, and decompression on stage bottles.",
    level: "advanced",
    duration: "eight days, including at least twelve cave dives",
    plantedGap: "stage bottles",
    modules: [
      {
        title: "Lessons from Accident Analysis",
        description: "Sheck Exley's analysis of cave diving fatalities still underpins every rule in this course.",
        lesson: {
          title: "Why cave divers die",
          html:
            p(
              "In 1979 Sheck Exley published <i>Basic Cave Diving: A Blueprint for Survival</i>, based on analysis of cave diving fatalities, mostly in the springs of Florida. He found that most deaths involved a small number of repeated errors, and his list, later refined by others, still forms the backbone of cave training. Cave diving is an overhead environment: there is no direct ascent to the surface, so every problem must be solved underwater, often in silt and darkness.",
            ) +
            "<ul><li>Failure to run a continuous guideline to open water</li><li>Failure to reserve at least two-thirds of the gas supply for the exit</li><li>Diving deeper than the gas or training allows</li><li>Failure to carry at least three sources of light</li><li>Lack of training for the overhead environment</li></ul>" +
            p(
              "A sixth rule, added as diving expanded, concerns equipment: cave divers carry redundant gas in independent cylinders, either back-mounted doubles with an isolation manifold or side-mounted cylinders, so that a failed regulator or burst hose does not cut off all gas.",
              "These rules explain the culture of the sport. Teams dive with a plan agreed at the surface, including the turn pressure and the direction of each jump, and any diver may call the dive at any time for any reason, without argument. Turning a dive because of silt, discomfort or a small equipment problem is normal and is never questioned.",
              "Cave divers also learn to dive conservatively in unfamiliar systems. Flow direction, visibility, percolation from the ceiling and restrictions all change the margins. A restriction that two divers can pass in good visibility on the way in may be impassable in silted-out conditions on the way out.",
            ),
        },
      },
      {
        title: "Gas Planning by Thirds and Beyond",
        description:
          "Turn pressures, the rule of thirds, and why it is not enough in flowing caves or with mismatched cylinders.",
        lesson: {
          title: "Turn pressures that work",
          html: p(
            "The rule of thirds divides the usable gas into one third for penetration, one third for the exit and one third for an emergency, typically to supply a buddy whose gas has failed at the furthest point of the dive. The dive is turned as soon as any team member has used one third of their supply.",
            "Worked example: a diver starts on twin 12-litre cylinders at 210 bar. Thirds are calculated on the starting pressure, rounded down to a number divisible by three: 210 / 3 = 70 bar, so the turn pressure is 210 - 70 = 140 bar. If the diver's buddy has twin 12-litre cylinders at 200 bar, rounded to 198, the buddy's third is 66 bar.",
            "The rule assumes the team members have equal cylinders and that consumption will be similar in both directions. Neither is safe with mismatched cylinders. If one diver has twin 7-litre cylinders and the other twin 12s, a third of the smaller supply is a much smaller volume of gas, and it will not cover the larger-cylinder diver's exit in an out-of-gas emergency. Teams therefore calculate turn pressures in volume: each diver's reserve must be enough for the diver with the greatest consumption to exit from the furthest point, at an elevated breathing rate of at least 1.5 times normal.",
            "Flowing caves add another correction. Swimming in against the current uses more gas than drifting out with it, so siphon dives, where the flow runs into the cave, are planned with more conservative fractions, often a quarter or less for penetration, since the exit will be the harder swim.",
          ),
        },
      },
      {
        title: "Guideline Protocol and Lost-Line Drills",
        description: "The guideline is the way home; we cover jumps, markers and what to do when you lose it.",
        lesson: {
          title: "Lines, markers and lost-line procedure",
          html:
            p(
              "In a cave the guideline is the route out. Most established cave systems have a permanent main line running from the entrance; divers lay a primary reel from open water to the start of the main line, leaving a gap of no more than a short distance, and use a jump or safety spool to cross any gap to a side line. A continuous line from the team to open water is an absolute rule.",
              "Directional markers, arrows made of plastic and clipped to the line, point towards the nearest exit, and each diver also places a personal non-directional marker, such as a cookie, at each junction to show which way the team went. Touch contact with the line, forming an OK ring loosely around it with the thumb and finger, keeps a diver connected in zero visibility.",
              "If a diver loses the line, the first action is to stop, since swimming further increases the distance to it. The diver then checks for light from teammates and, if none, ties off a safety spool to a solid point and begins a systematic search, sweeping in a widening arc while unreeling, keeping the spool tight. When the search line crosses the guideline, the diver clips in, determines the exit direction from the nearest arrow, and follows the line out.",
            ) +
            "<table><tr><th>Situation</th><th>Immediate response</th></tr><tr><td>Line lost in zero visibility</td><td>Stop, tie off safety spool, search in widening arcs</td></tr><tr><td>Buddy lost</td><td>Search for up to one minute along the line, then exit as planned</td></tr><tr><td>Line broken</td><td>Hold both ends if possible; repair with a spool before moving on</td></tr></table>",
        },
      },
    ],
  },
  {
    slug: "escape-room-puzzle-flow-and-game-mastering",
    discipline: "Escape room design",
    title: "Designing Escape Rooms: Puzzle Flow to Game Mastering",
    description:
      "Sixty minutes, a locked door and a team of strangers: this studio module takes experienced game designers through the complete escape room: linear and branching puzzle flow, playtesting and metrics, game master hinting, accessibility, and fire safety and means of escape for enclosed rooms.",
    level: "advanced",
    duration: "one term, studio-based, with a built prototype",
    plantedGap: "fire safety",
    modules: [
      {
        title: "Puzzle Flow and Structure",
        description:
          "Puzzle dependency charts make flow visible; students draw them for linear, open and multilinear rooms.",
        lesson: {
          title: "Dependency charts and the shape of a game",
          html:
            p(
              "An escape room is a timed game, usually of 60 minutes, in which a team of two to six players solves a sequence of puzzles to achieve a goal, traditionally leaving a locked room. The format spread from Japan, where the company SCRAP ran its 'Real Escape Game' events from 2007, and from Budapest's early rooms around 2011, to thousands of venues worldwide within a decade.",
              "The designer's central tool is the puzzle dependency chart, a technique borrowed from adventure video games, where Ron Gilbert popularised it at Lucasfilm. Each node is a puzzle or an event, and an arrow from A to B means that solving A is needed before B can be attempted. The chart shows the structure of the room at a glance.",
            ) +
            "<table><tr><th>Structure</th><th>Shape of chart</th><th>Strength</th><th>Weakness</th></tr><tr><td>Linear</td><td>A single chain</td><td>Clear narrative, easy to hint</td><td>Bottlenecks: larger teams stand idle</td></tr><tr><td>Open</td><td>Many parallel puzzles converging on a meta-puzzle</td><td>Everyone has something to do</td><td>Players lose track of what is solved</td></tr><tr><td>Multilinear</td><td>Two or three parallel chains that merge</td><td>Balances pace and teamwork</td><td>Needs clear signposting of which items belong where</td></tr></table>" +
            p(
              "Most experienced designers use a multilinear structure for teams of four or more, with two or three parallel chains that converge at points of dramatic reveal, such as a hidden door. The chart also exposes red herrings, objects that lead nowhere. These are generally avoided in modern design, because in a timed game players interpret every ambiguity as a puzzle, and unrewarded effort feels unfair rather than clever. A good chart also marks where each item is found and used, so that no object must be carried across the room unnoticed.",
            ),
        },
      },
      {
        title: "Playtesting and Measuring the Game",
        description:
          "A room is finished only when strangers have played it; this module sets out how to test and what to record.",
        lesson: {
          title: "From friends-and-family tests to metrics",
          html: p(
            "Playtesting proceeds in stages. Early tests use paper prototypes and lock boxes on a table to check that the logic of each puzzle is solvable and that its clues are sufficient. Later tests take place in the built room with teams who have never seen it, since friends and colleagues who watched the room being built already know too much. A designer should plan for at least ten to twenty full playtests before opening to the public.",
            "During each test, the designer or game master logs the time at which each puzzle is solved, every hint given and why, any interaction with the set that was not intended, such as players forcing a drawer or unscrewing a fitting, and moments of confusion. After the game, a short debrief asks players what they thought each puzzle wanted, which reveals misleading clues better than any question about whether they enjoyed it.",
            "The data turn into metrics. Escape rate, the proportion of teams who finish within the time, is the headline figure; many venues aim for something between 30 and 60 per cent depending on the room's advertised difficulty. Median time per puzzle identifies bottlenecks: if 80 per cent of hints concern one puzzle, that puzzle is the problem, whatever its author thinks of it.",
            "Worked example: in twelve playtests of a 60-minute room, teams spent a median of 14 minutes on a cipher puzzle, about a quarter of the game, and needed a hint on it in nine tests. The designer replaced a 26-letter key with a shorter word key and added a clue to the key's location; in the next eight tests the median fell to 6 minutes and only two teams needed a hint.",
          ),
        },
      },
      {
        title: "The Game Master's Craft",
        description:
          "What should a game master say, and when? Hint systems and live game management are the subject here.",
        lesson: {
          title: "Hints that keep players feeling clever",
          html:
            p(
              "The game master (GM) watches the room by camera and microphone, delivers hints, resets the room between games and is responsible for the players' welfare. The GM's most important skill is to give just enough help at the right moment, so that players solve the puzzle themselves and leave feeling clever.",
              "Hint delivery methods vary: a screen in the room, a walkie-talkie, an in-character voice over a speaker, or an actor in the room. Some rooms give hints only when asked, and others push hints when a team has been stuck beyond a set time. Many designers use a graduated hint ladder for each puzzle.",
            ) +
            "<ul><li>Level 1, a nudge: draw attention to the area ('Have you looked closely at the painting?')</li><li>Level 2, a direction: name what matters ('The numbers on the frame might be useful')</li><li>Level 3, a method: explain how to use it ('Try reading the numbers as positions in the poem')</li><li>Level 4, the answer: given only when the game would otherwise stall</li></ul>" +
            p(
              "A GM also reads the team's mood. A team that is debating enthusiastically does not need a hint even if they are slow; a team that has gone quiet and started to sit down does. Hints should be consistent with the room's story and voice, and the GM never ridicules a wrong guess.",
              "Finally, the GM controls the overall pace: if a team is far behind, the GM may give hints earlier so that they see the final scene, because a team that reaches the climax in 62 minutes usually leaves happier than one that is stopped two puzzles short at 60.",
            ),
        },
      },
    ],
  },
  {
    slug: "archery-coaching-biomechanics-and-periodisation",
    discipline: "Archery coaching",
    title: "Performance Archery Coaching",
    description:
      "Coaches working with competitive recurve archers analyse the shot cycle and its biomechanics, tune bows and arrows to the archer, plan a periodised training year, and apply sport psychology, including the management of target panic.",
    level: "advanced",
    duration: "one year, blended (six residential weekends plus coaching log)",
    plantedGap: "target panic",
    modules: [
      {
        title: "The Shot Cycle and Its Biomechanics",
        description: "Breaking the recurve shot into phases so that faults can be traced to their cause.",
        lesson: {
          title: "From stance to follow-through",
          html:
            p(
              "Modern recurve coaching describes the shot as a cycle of phases, each with observable checkpoints. World Archery's coaching manuals and the influential system of Kisik Lee, former head coach of the United States and Australian teams, both use such a model, though they name the phases differently. A typical sequence is stance, nocking, set-up of bow hand and hook, pre-draw, drawing, loading into the anchor, transfer of load to the back muscles, aiming and expansion, release, and follow-through.",
              "The central biomechanical idea is that the draw should be held by the back, not the arm. As the archer comes to anchor, with the string against the chin and nose and the hand under the jaw, the load held by the drawing arm is transferred to the rhomboids and lower trapezius, which draw the scapula of the string-side shoulder towards the spine. The drawing forearm should then lie nearly in line with the arrow when seen from above. Continued motion of the scapula during aiming, called expansion, moves the arrow a millimetre or two through the clicker, which signals the release.",
            ) +
            "<table><tr><th>Observed fault</th><th>Frequent cause</th></tr><tr><td>Arrows grouping left (right-handed archer)</td><td>Plucking the string away from the face at release</td></tr><tr><td>High arrows and a collapsing draw</td><td>Load not transferred to the back; draw held with the arm</td></tr><tr><td>Vertical stringing of groups</td><td>Inconsistent anchor height or bow-shoulder position</td></tr></table>" +
            p(
              "High-speed video, filmed from behind and from the bow side at 120 frames per second or more, lets the coach compare checkpoints over many shots. Shot-to-shot consistency matters more than matching a model: a coach changes form only when a fault clearly limits scores or risks injury, particularly to the bow shoulder.",
            ),
        },
      },
      {
        title: "Tuning Bow and Arrows",
        description:
          "A properly tuned bow makes a good shot hit the middle; this module covers spine, centre shot and the bare-shaft test.",
        lesson: {
          title: "Spine, centre shot and bare shafts",
          html: p(
            "Tuning is the process of matching bow and arrows to the archer so that a well-executed shot groups in the centre with minimal sensitivity to small errors. It begins with arrow selection. An arrow flexes as it leaves the string, an effect known as the archer's paradox, and its stiffness, or spine, must suit the draw weight on the fingers, the draw length, the point weight and the bow. Manufacturers' spine charts give a starting point: a recurve archer drawing 40 lb at 28 inches with a 100-grain point might begin at a spine of around 600 to 700, the deflection in thousandths of an inch under a standard load.",
            "Set-up follows a standard order. Brace height is set within the manufacturer's range and adjusted to the quietest, best-grouping setting. The nocking point is placed slightly above square, typically about 3 to 6 mm. Centre shot is set so that, viewed from behind with the string aligned through the centre of the limbs, the arrow point sits just outside the string, on the left for a right-handed archer. The plunger's spring tension is then adjusted.",
            "The bare-shaft test checks the result. The archer shoots a group of fletched arrows and two or three identical unfletched shafts at about 18 to 30 m. If the bare shafts group with the fletched arrows, the arrow is well matched. For a right-handed archer, bare shafts grouping to the left indicate an arrow too stiff; to the right, too weak. Bare shafts grouping high suggest the nocking point is too low, and grouping low, too high. The coach corrects with plunger tension, point weight, draw weight or, finally, a different shaft.",
          ),
        },
      },
      {
        title: "Planning the Training Year",
        description:
          "Students plan a periodised season around the main competitions, balancing arrow volume with recovery.",
        lesson: {
          title: "Macrocycles, mesocycles and arrow counts",
          html:
            p(
              "Periodisation organises training into cycles so that the archer peaks for the most important competitions. The classical model, associated with Lev Matveyev and developed by Tudor Bompa, divides the year, or macrocycle, into a preparation period, a competition period and a transition period. Each is split into mesocycles of three to six weeks and these into weekly microcycles.",
            ) +
            "<table><tr><th>Phase</th><th>Weeks</th><th>Emphasis</th><th>Arrows per week (elite recurve)</th></tr><tr><td>General preparation</td><td>8 to 12</td><td>Physical conditioning, form change, high volume at short distance</td><td>1,000 to 1,500</td></tr><tr><td>Specific preparation</td><td>6 to 8</td><td>Competition distances, scoring rounds, tuning</td><td>1,200 to 1,800</td></tr><tr><td>Competition</td><td>12 to 20</td><td>Quality, simulation, tapering before main events</td><td>700 to 1,200</td></tr><tr><td>Transition</td><td>2 to 4</td><td>Rest, other sports, injury rehabilitation</td><td>0 to 200</td></tr></table>" +
            p(
              "Arrow count is the primary volume measure in archery, and intensity is represented by draw weight, distance and the proportion of scored shooting. Increases in weekly volume should be gradual, perhaps 10 per cent a week, because the rotator cuff and the bow shoulder are vulnerable to overuse injury when volume jumps.",
              "Before a major event, the coach reduces volume by around 30 to 50 per cent over one to two weeks while keeping shooting at competition intensity, so that fatigue dissipates while form stays sharp. A training diary recording arrows shot, scores, sleep and perceived fatigue lets coach and archer see whether the plan is being followed and adjust it. Physical preparation runs alongside the shooting plan: shoulder-stabilising exercises for the rotator cuff and scapular muscles, general strength and aerobic fitness, and holding drills with the bow at full draw, which build the specific endurance needed for a 72-arrow ranking round.",
            ),
        },
      },
    ],
  },
];
