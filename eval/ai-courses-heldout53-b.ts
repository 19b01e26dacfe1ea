/** Fifty-third held-out evaluation courses, intermediate level (kora to competitive debating); see ai-courses-heldout53.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT53_B: EvalCourse[] = [
  {
    slug: "kora-kumbengo-and-birimintingo",
    discipline: "Kora",
    title: "Kora: Accompaniment and Ornament",
    description:
      "The 21-string harp-lute of the Mande jali is approached here by players who can already tune and play a simple kumbengo: the course moves on to the main tunings, the birimintingo runs that decorate an accompaniment, the repertoire of praise songs such as Kuruntu Kelefa, and the place of the jali in Mande society.",
    level: "intermediate",
    duration: "12 weeks (one-to-one and group lessons)",
    plantedGap: "Kuruntu Kelefa",
    modules: [
      {
        title: "Tunings of the Kora",
        description: "Players learn to retune between the four common scales by moving leather rings or modern pegs.",
        lesson: {
          title: "Tomora ba, sauta, hardino and mesengo",
          html:
            p(
              "The kora has 21 strings in two rows, eleven on the left and ten on the right of the bridge, played with the thumbs and index fingers of both hands while the other fingers hold the two hand-posts. The notes alternate between the hands, so a scale climbs zigzag from left to right. Traditionally each string was tied to the neck with a leather ring (<i>konso</i>) that the player slid up or down to tune; many players now use guitar-style machine heads or wooden pegs, which hold tuning much better in changing humidity.",
              "Because the strings are fixed in pitch, a kora plays in one mode at a time, and changing mode means retuning several strings. Four tunings are standard in the Gambia and Senegal, and a player names each one rather than its pitch:",
            ) +
            "<ul><li><b>Tomora ba</b>, whose intervals are close to those of a Western major scale.</li><li><b>Sauta</b>, which raises the fourth degree by a semitone and so resembles the Lydian mode.</li><li><b>Hardino</b>, a bright tuning used for many older Gambian pieces.</li><li><b>Tomora mesengo</b>, whose lowered degrees give it a darker colour.</li></ul>" +
            p(
              "The lowest string, played by the left thumb, is the fundamental of the tuning and is usually set around F in Gambian practice, although players in Mali often tune higher. Malian players also use a tuning called silaba. To retune from tomora ba to sauta, a player raises by a semitone every string that carries the fourth degree of the scale, checking each octave against its neighbours. Intermediate players should be able to make this change in under two minutes and by ear, using the octave relationships between the left and right rows as reference.",
            ),
        },
      },
      {
        title: "Kumbengo and Birimintingo",
        description: "We separate the two layers of kora playing and practise moving between the cycle and the runs.",
        lesson: {
          title: "The ostinato and the runs",
          html: p(
            "Kora music is built from two contrasting kinds of playing. The <b>kumbengo</b> is the accompaniment: a repeating cycle, usually of twelve or twenty-four pulses, in which the thumbs play a bass line and the index fingers add a counter-melody. It is the identity of a piece, and a listener recognises a song from its kumbengo before any words are sung. The <b>birimintingo</b> is the improvised, virtuosic passage work that breaks out of the cycle, with rapid runs across the strings, usually played while the singer rests.",
            "The cycle is felt in a three-against-two or four-against-three relationship between the hands, and a kumbengo played with even weight on every note sounds flat. Teachers ask students to tap the main pulse with the foot while playing, and to exaggerate the accents of the bass at first. A typical twelve-pulse kumbengo has the left thumb marking four beats in dotted crotchets while the right index plays a more syncopated line against it.",
            "Birimintingo is learned from models before it is improvised. Players memorise short runs from recordings of masters such as Sidiki Diabaté or Jali Nyama Suso, practise them slowly with a metronome, and then place them at the point in the cycle where the kumbengo would return. The key skill is landing: every run must finish on the correct pulse so that the accompaniment can resume without a gap. A good exercise is to play one cycle of kumbengo, one cycle of a learned run, and one cycle of kumbengo again, twenty times without stopping.",
          ),
        },
      },
      {
        title: "The Jali and the Word",
        description: "Who plays the kora, for whom, and why the music cannot be separated from lineage and praise.",
        lesson: {
          title: "Griots, patrons and the Sunjata epic",
          html: p(
            "In Mande society, across present-day Mali, Guinea, Senegal and the Gambia, the kora belongs to the <i>jali</i> (plural <i>jalolu</i>), often called griots in French and English. Jalolu are a hereditary group of specialists in speech and music. Their traditional role is to keep the genealogies and histories of noble families, to praise patrons at weddings, namings and public events, and to mediate in disputes. Family names such as Kouyaté, Diabaté, Suso and Cissokho are associated with jali lineages, and most celebrated kora players come from them.",
            "The central text of the repertoire is the epic of Sunjata Keita, founder of the Mali Empire in the thirteenth century. According to tradition, the first jali, Bala Fasseké Kouyaté, served Sunjata, and the Kouyaté family still claim that descent. Episodes of the epic are sung and narrated over kora accompaniment, and many pieces take their names from heroes and their patrons.",
            "The relationship between jali and patron is one of mutual obligation. The patron rewards the musician with gifts or money; the musician, in return, publicly names and praises the patron's ancestors. This is why the words of a performance change with the audience: the singer inserts the names of those present. For a non-Mande learner, respecting this context means recognising that technique alone is not the tradition, and that much of the meaning lies in the sung text, or <i>sataro</i> and <i>donkilo</i>, the declaimed and the sung sections. Learners who work with a jali teacher are usually expected to learn a piece's history and the names connected with it along with its accompaniment, and to ask before recording or publishing what they have been taught.",
          ),
        },
      },
    ],
  },
  {
    slug: "lighthouse-keeping-history-and-practice",
    discipline: "Lighthouse keeping",
    title: "The Lighthouse Keeper's Craft, 1800-1998",
    description:
      "Until the last keepers left North Foreland in November 1998, British lights were run by people, and this course reconstructs their work: the optics and lamps they tended, the watch system and the logbook, the fog signals, and the social life of the rock and shore stations.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "fog signals",
    modules: [
      {
        title: "Lenses, Lamps and Characters",
        description: "How a Fresnel lens and a paraffin vapour burner produced a light seen twenty miles away.",
        lesson: {
          title: "The apparatus the keeper tended",
          html:
            p(
              "Augustin Fresnel's lens, first installed at Cordouan in 1823, replaced the large reflectors of earlier lights with a set of concentric glass prisms. The central 'bull's-eye' refracted light from the lamp into a parallel beam, and the outer catadioptric prisms bent and reflected light that would otherwise have escaped above and below. A first-order Fresnel lens had a focal distance of 920 mm and stood taller than a man, and it concentrated the output of a single flame into a beam visible, in clear weather, to the geographical limit set by the curvature of the earth.",
              "Lights are distinguished by their character, the pattern of flashes and eclipses shown in a set period. A rotating lens assembly, floated on a bath of mercury from the 1890s, made this possible: the panels of the lens swept beams across the horizon like the spokes of a wheel. The rotation was driven by a clockwork mechanism with a falling weight, which the keeper wound every half-hour or so through the night.",
              "The standard British burner from the early twentieth century was the Hood or Chance paraffin vapour burner. Paraffin was forced under air pressure into a heated vaporiser tube and burned as vapour inside an incandescent mantle, giving a very bright white light. Lighting it required preheating the vaporiser with a methylated spirit torch for several minutes. A lit burner that had not been properly preheated flared yellow and smoked, blackening the mantle and the lens, a fault every assistant keeper learned to avoid.",
            ) +
            "<table><tr><th>Character</th><th>Abbreviation</th><th>Example</th></tr><tr><td>Fixed</td><td>F</td><td>Steady light</td></tr><tr><td>Flashing</td><td>Fl</td><td>Fl(2) 30s: two flashes every 30 seconds</td></tr><tr><td>Occulting</td><td>Oc</td><td>Light longer than dark</td></tr></table>",
        },
      },
      {
        title: "The Watch and the Log",
        description: "Night duties were divided strictly, and every hour of the watch left a trace in writing.",
        lesson: {
          title: "A night on watch",
          html: p(
            "A rock lighthouse in the Northern Lighthouse Board or Trinity House service was normally manned by three keepers at a time: a principal keeper and two assistants, each spending about a month on the station and then a period ashore, with a relief by boat or, in later decades, by helicopter. The night was divided into watches, often of four hours, so that the light was never left unattended between sunset and sunrise.",
            "At sunset the keeper on duty lit the burner, checked the mantle, started the rotation and confirmed that the character matched the published one by timing the flashes with a stopwatch. During the watch the keeper pumped up the paraffin pressure, wound the clockwork, trimmed or replaced the mantle if it blackened, and kept a lookout for ships in distress. At the change of watch the incoming keeper had to be woken and present in the lightroom before the outgoing keeper left; leaving the light unattended was a dismissable offence.",
            "The log, or journal, recorded the time of lighting and extinguishing, weather observations at fixed hours, visibility, any shipping casualties seen, stores received and used, and maintenance carried out. Many stations also sent regular weather reports to the Meteorological Office. By day the keepers cleaned and polished the lens and brass, cleaned the lantern glazing inside and out, and painted and maintained the tower. The first thing an inspecting superintendent looked at was the condition of the lens; the second was the log. Entries were made in ink, signed by the keeper on watch, and could not be erased; a mistake was struck through and initialled.",
          ),
        },
      },
      {
        title: "Life on Rock and Shore Stations",
        description: "Isolation, families and the end of manned lights through automation.",
        lesson: {
          title: "Keepers, families and automation",
          html: p(
            "Stations were classed by how the keepers lived. On a <b>rock station</b>, such as the Bell Rock, Skerryvore or the Eddystone, the tower stood alone on a reef and the keepers lived inside it in a stack of round rooms: oil store, kitchen, bedrooms with curved bunks, and the lightroom at the top. Families lived ashore at a base, often in purpose-built terraces. On a <b>shore station</b> or island station the keepers' cottages stood beside the tower and families lived on site, with children sometimes rowed to school or taught at home.",
            "Isolation shaped the job. Reliefs could be delayed for weeks by weather, and keepers had to get on with each other in a confined space. Hobbies were encouraged, and many keepers built ship models, made rugs or kept detailed natural history notes. The 1900 disappearance of the three keepers at Flannan Isles, who were never found, became the best-known story of the service and shows how exposed the rock stations were.",
            "Automation was the result of reliable electric lamps, remote monitoring and cost. Electrification began in the 1920s and 1930s, and from the 1960s lights were steadily converted to run unattended, monitored by telemetry from a central control room. Trinity House completed automation with North Foreland in November 1998, and the Northern Lighthouse Board with Fair Isle South in March 1998. Many former keepers' cottages are now holiday lets, and the log books are held by archives such as the National Records of Scotland. Oral history projects recorded many former keepers in their retirement, and these recordings are now one of the main sources for the social history of the service.",
          ),
        },
      },
    ],
  },
  {
    slug: "steel-bicycle-frame-building-brazed",
    discipline: "Bicycle frame building",
    title: "Building a Lugged Steel Bicycle Frame",
    description:
      "Twelve full days at the jig are enough for each participant to design, mitre and braze a lugged steel road frame to their own measurements, with teaching on frame geometry and fit, tube selection, silver and brass brazing, frame alignment and the basics of paint preparation.",
    level: "intermediate",
    duration: "12 days",
    plantedGap: "paint preparation",
    modules: [
      {
        title: "Geometry and Fit",
        description:
          "A frame drawing starts from the rider, and this module turns body measurements into angles and lengths.",
        lesson: {
          title: "Drawing the frame",
          html:
            p(
              "A diamond frame is defined by a handful of numbers: seat tube length and angle, top tube length, head tube length and angle, chainstay length, bottom bracket drop, and the fork's rake (offset). The builder works from the rider's contact points, saddle, bars and pedals, backward to the tubes. A common starting point for saddle height is the inseam multiplied by 0.883, measured from the centre of the bottom bracket to the top of the saddle, a rule associated with Greg LeMond's coach Cyrille Guimard.",
              "The head angle and fork rake together set the trail, the distance by which the tyre's contact patch lies behind the point where the steering axis meets the ground. Trail largely decides how a bicycle steers. It is calculated as trail = (R cos θ − r) / sin θ, where R is the wheel radius, θ the head angle measured from horizontal and r the fork rake. For a 700×25 wheel (R ≈ 336 mm), a 73° head angle and 45 mm rake give trail = (336 × 0.292 − 45) / 0.956 ≈ 55.6 mm, which is in the range of a stable, neutral road bike.",
            ) +
            "<table><tr><th>Parameter</th><th>Typical road value</th><th>Effect of increasing it</th></tr><tr><td>Head angle</td><td>72-73.5°</td><td>Less trail, quicker steering</td></tr><tr><td>Chainstay</td><td>405-415 mm</td><td>Longer wheelbase, calmer ride</td></tr><tr><td>BB drop</td><td>68-72 mm</td><td>Lower centre of mass, less pedal clearance</td></tr></table>" +
            p(
              "The design is drawn full size, on paper or in software such as BikeCAD, and every mitre angle is read from the drawing. Drawing the rider's position onto the frame at this stage catches errors before any tube is cut.",
            ),
        },
      },
      {
        title: "Tubes, Lugs and Mitres",
        description: "Choosing butted tubing and cutting it to fit the lugs closely enough to braze.",
        lesson: {
          title: "Preparing the tubeset",
          html: p(
            "Steel frames are made from chromium-molybdenum (4130) or heat-treated, air-hardening alloys such as Reynolds 853. Good tubes are double- or triple-butted: thicker at the ends, where the joints concentrate stress and where brazing heat softens the metal, and thinner in the middle to save weight. A typical top tube might be 0.8 mm thick at the ends and 0.5 mm in the middle. Butts must not be cut off, so the builder measures the butt lengths before cutting, using the maker's data sheet, and trims from the end that leaves enough thick wall inside each lug.",
            "Lugs are cast or pressed sleeves that join tubes at the head, seat cluster and bottom bracket. Because they are made for a fixed set of angles, a builder whose drawing calls for a slightly different angle must bend or file the lug, or choose a different one. Inside each lug the tube must be mitred, or coped, so that it meets the other tube closely. Mitres are cut with a tube notcher and a hole saw or by hand with files against a paper template wrapped round the tube.",
            "The target gap for brazing with brass is about 0.05 to 0.15 mm; with silver, less. A tube pushed into its lug should slide in with light hand pressure and should not rock. Before brazing, lugs and tubes are cleaned back to bright metal with emery cloth, and pinned or tack-brazed so that nothing moves in the heat. A frame jig or a fixture of aluminium bars holds the tubes at the drawn angles while they are pinned, and the builder checks the angles with a protractor before and after tacking.",
          ),
        },
      },
      {
        title: "Brazing and Alignment",
        description: "Heat, flux and filler rod join the frame, and then a surface plate tells you how straight it is.",
        lesson: {
          title: "Making the joints and checking the frame",
          html: p(
            "Brazing joins steel without melting it. A filler metal with a lower melting point is drawn into the close gap between tube and lug by capillary action. Two fillers are used. Silver brazing alloys, around 56% silver, flow at about 650 °C and fill tight lug joints with little heat. Brass or bronze rods, such as nickel-bronze, flow at roughly 870-900 °C and are used for fillet-brazed joints and where a strong fillet is needed. Lower temperature means less distortion and less softening of thin-walled tubing, which is why silver is preferred for lugged work with modern steels.",
            "Flux is painted onto the joint before heating. It cleans oxides away and shows temperature: a common white silver flux turns clear and glassy at the working temperature. The torch, usually oxy-propane or oxy-acetylene with a soft neutral flame, heats the thicker part first, the lug, and keeps moving so that the thin tube does not overheat. The rod is touched to the joint at the edge of the lug, and the molten alloy is drawn toward the hottest point. A joint is complete when a thin line of filler shows all round the edge of the lug.",
            "Heat distorts a frame, so alignment is checked once it has cooled. On a flat surface plate, the builder measures with a height gauge whether the head tube and seat tube are in the same plane and whether the rear dropouts are equidistant from the centre line. Tolerances of about 0.5 mm are normal. Small errors are corrected cold, with bars and care; large ones mean the brazing sequence was wrong.",
          ),
        },
      },
    ],
  },
  {
    slug: "cryptic-crossword-setting-workshop",
    discipline: "Crossword setting",
    title: "Setting the Cryptic Crossword",
    description:
      "Solvers who can finish a broadsheet cryptic now try the other side of the grid, learning to fill a blocked 15×15 grid, to write fair clues by Ximenean principles, to handle anagrams, charades and hidden words, and to prepare a puzzle for test-solving and submission to an editor.",
    level: "intermediate",
    duration: "8 weekly online workshops",
    plantedGap: "test-solving",
    modules: [
      {
        title: "Grids and Fills",
        description: "Blocked grids follow conventions that solvers expect, and filling one well is half the job.",
        lesson: {
          title: "Building a fair grid",
          html: p(
            "British cryptic crosswords use blocked grids, in which black squares separate the entries and not every letter is part of two words. The standard daily size is 15×15, and nearly all published grids have rotational symmetry of order two: the pattern looks the same when the grid is turned through 180 degrees. Newspapers usually work from a fixed library of approved grids rather than letting setters draw new ones.",
            "The important measure is checking. A letter is 'checked' if it belongs to both an across and a down entry, and 'unchecked' if it belongs to only one. A fair grid gives every entry at least half its letters checked, and avoids two unchecked letters in a row, since a solver who cannot get the clue then has nothing to go on. An entry of seven letters, for example, should have at least four checked squares. Grids with too many unches at the start of words are unpopular because initial letters help the solver most.",
            "Filling means placing words so that every crossing works. Setters usually start with long entries across the middle, especially any theme words or long phrases they want to clue, and then work outward, filling the hardest corners, with awkward letters such as J, Q, X and Z, before the easy ones. Software such as Crossword Compiler or Qxw suggests words from a list, but the setter must reject obscure entries that would be unfair without a good clue. A finished fill should contain a mix of nouns, verbs, phrases and some proper names, and no word should appear twice.",
          ),
        },
      },
      {
        title: "Definition and Wordplay",
        description: "Every cryptic clue has two halves; we learn the grammar that joins them.",
        lesson: {
          title: "Ximenean clue structure",
          html:
            p(
              "A standard cryptic clue contains a definition of the answer, placed at the beginning or the end, and a piece of wordplay that leads to the same answer by another route. The two parts together should also read as a plausible English phrase, the 'surface reading', which is what makes the clue misleading and satisfying. The principles of fair clueing were set out by Derrick Macnutt, who set as Ximenes in <i>The Observer</i>, in <i>Ximenes on the Art of the Crossword</i> (1966); setters whose clues follow them are called Ximenean.",
              "Macnutt's core rule, often summarised as 'say what you mean, not mean what you say', is that the wordplay must be grammatically and logically exact when read cryptically, however misleading it looks on the surface. The main kinds of wordplay are:",
            ) +
            "<ul><li><b>Anagram</b>: letters rearranged, signalled by an indicator such as 'broken', 'wild' or 'in disorder'. <i>Pay attention, silent in disorder (6)</i>: SILENT rearranged gives LISTEN, defined by 'pay attention'.</li><li><b>Charade</b>: the answer built from pieces placed one after another. <i>Vehicle and companion animal make a rug (6)</i>: CAR + PET = CARPET.</li><li><b>Hidden word</b>: the answer spelled out inside the clue, signalled by 'in', 'some' or 'seen in'. <i>Fish seen in Bach arrangement (4)</i>: ba<b>CH AR</b>rangement gives CHAR.</li><li><b>Double definition</b>: two meanings of one word side by side. <i>Reject wastepaper basket (3)</i>: BIN.</li></ul>" +
            p(
              "In each example the definition sits at one end, the indicator tells the solver what to do, and the fodder supplies exactly the letters needed. Before a clue is kept, the setter reads it cryptically word by word and checks that every word has a job, that nothing is left over, and that the indicator points in the right grammatical direction: 'in disorder' may follow its fodder, but 'disordered' placed after the definition would leave the solver unsure which word to rearrange.",
            ),
        },
      },
      {
        title: "Editors and Submission",
        description: "What a crossword editor checks, and how a new setter gets a first puzzle published.",
        lesson: {
          title: "From draft to print",
          html: p(
            "Newspaper crosswords pass through an editor, who checks every clue for accuracy, fairness and house style before publication. Each paper has its own conventions. Some, such as <i>The Times</i>, follow Ximenean principles closely; others, notably <i>The Guardian</i>, allow more libertarian clueing, in which indirect anagrams or loose grammar may be accepted for the sake of wit. A new setter should solve at least a month of a publication's puzzles before submitting, and should study which abbreviations it allows, which words are taboo, and how it enumerates hyphenated and multi-word answers, such as (5-4) or (3,6).",
            "A submission normally includes the filled grid, the clues with their enumerations, and a list of answers with a brief explanation of the wordplay for each clue, so that the editor can check quickly. Editors receive many unsolicited puzzles, and most ask for a sample rather than a finished series. Puzzles with offensive surface readings, obscure answers, or clues that depend on a single dictionary's unusual definition are returned.",
            "Fees vary widely. National daily cryptics may pay a few hundred pounds per puzzle, while specialist magazines and local papers pay less, and many new setters start in online communities or in competition puzzles, such as the long-running clue-writing competition attached to the Azed puzzle in <i>The Observer</i>. Persistence matters: most published setters describe years of rejected drafts before their first acceptance. Many also kept their early rejection letters, because an editor's specific objections to a clue are the most direct training in fairness a new setter can get.",
          ),
        },
      },
    ],
  },
  {
    slug: "british-parliamentary-debating-intermediate",
    discipline: "Competitive debating",
    title: "British Parliamentary Debating",
    description:
      "University debaters with a season of novice competitions behind them sharpen the skills that win rounds in the British Parliamentary format: the roles of the four teams, extension arguments for closing teams, weighing and comparative analysis, points of information, and how adjudicators rank a room.",
    level: "intermediate",
    duration: "10 weeks (weekly training debates)",
    plantedGap: "points of information",
    modules: [
      {
        title: "The Format and Its Roles",
        description: "Four teams, eight speakers and two benches: who is expected to do what in a BP round.",
        lesson: {
          title: "Roles in British Parliamentary",
          html:
            p(
              "British Parliamentary (BP) is the format of the World Universities Debating Championship (WUDC) and of most university competitions in Europe and beyond. A room contains four teams of two: Opening Government (OG), Opening Opposition (OO), Closing Government (CG) and Closing Opposition (CO). Each of the eight speakers speaks for seven minutes, alternating between the sides. Teams receive the motion fifteen minutes before the round and prepare without the internet.",
            ) +
            "<table><tr><th>Order</th><th>Speaker</th><th>Main duty</th></tr><tr><td>1</td><td>Prime Minister (OG)</td><td>Define the motion, set out the government's case</td></tr><tr><td>2</td><td>Leader of the Opposition (OO)</td><td>Respond, set out the opposition's case</td></tr><tr><td>3</td><td>Deputy Prime Minister (OG)</td><td>Rebut, rebuild, add arguments</td></tr><tr><td>4</td><td>Deputy Leader of the Opposition (OO)</td><td>Rebut, rebuild, add arguments</td></tr><tr><td>5</td><td>Member of Government (CG)</td><td>Extension</td></tr><tr><td>6</td><td>Member of Opposition (CO)</td><td>Extension</td></tr><tr><td>7</td><td>Government Whip (CG)</td><td>Summary of the whole debate</td></tr><tr><td>8</td><td>Opposition Whip (CO)</td><td>Summary of the whole debate</td></tr></table>" +
            p(
              "The striking feature of BP is that the two teams on each side are allies against the other bench but rivals against each other. The adjudicators rank all four teams from first to fourth, so Closing Government can win the room while Opening Government comes last. The Prime Minister's definition binds the debate unless it is unreasonable, for example a definition that squirrels the motion into a different topic or leaves the opposition nothing fair to argue. Opening teams set the terms of the debate and must give the room enough material to carry four teams through forty-five minutes of discussion; an opening that is too narrow often finishes fourth even when its own arguments are good. Speakers are timed, and a speaker who runs well over seven minutes is stopped by the chair.",
            ),
        },
      },
      {
        title: "Winning from Closing",
        description: "How a closing team brings something new without contradicting its opening.",
        lesson: {
          title: "Extensions",
          html: p(
            "A closing team speaks after four speakers have already argued, and the adjudicators will not credit it for repeating what its opening said. It must bring an extension: material that is new, relevant and significant, and that is consistent with the opening team on the same side. Contradicting one's own opening, known as knifing, is heavily penalised under the WUDC rules.",
            "Extensions come in several forms. A team may introduce a new argument, a new actor or stakeholder whose interests have been ignored, a deeper mechanism explaining why an existing argument is true, or a new framing that changes how the debate should be judged. The best extensions are often not new topics but deeper analysis of the central clash, because an argument about a marginal issue, however new, will not outweigh the main points of the debate.",
            "Take the motion 'This House would ban private schools'. Suppose OG argued that private schools entrench inequality of opportunity and OO argued about parental liberty. A strong CG extension might explain the mechanism of elite capture: because the children of decision-makers attend state schools after a ban, politicians acquire a personal stake in funding them. That is new, it is consistent with OG, and it goes to the heart of whether the ban improves outcomes. The Member of Government should state the extension clearly in the first minute, signpost it throughout, and spend at least four of the seven minutes on it. The Whip then defends the extension and compares it with the material from the other bench.",
          ),
        },
      },
      {
        title: "Weighing and Adjudication",
        description: "Judges compare rather than count, and debaters must help them to do so.",
        lesson: {
          title: "Comparative analysis",
          html:
            p(
              "Adjudicators in BP are told to judge as an average reasonable voter who is informed but not expert, and to decide which team did most to persuade them that its side is right. They do not tick off arguments. A team that makes five points which are all left unweighed may lose to a team that makes two and explains why they matter more than anything the other side said.",
              "Weighing is the comparison of impacts. Debaters use a set of recognised criteria:",
            ) +
            "<ul><li><b>Magnitude</b>: how large the harm or benefit is for each person affected.</li><li><b>Scope</b>: how many people are affected.</li><li><b>Probability</b>: how likely the outcome is, given the mechanism.</li><li><b>Reversibility</b>: whether a harm can be undone later.</li><li><b>Vulnerability</b>: whether those affected can protect themselves.</li></ul>" +
            p(
              "A worked example: on a motion about banning gambling advertising, Government claims a small harm to broadcasters' revenue is outweighed by a large harm to a smaller group of problem gamblers, because that harm is severe, falls on people with reduced capacity to resist, and is often irreversible through debt. That sentence does the judge's work for them. Whips in particular should structure their summary around two or three clashes, say who won each and why, and end with the comparison. After the round, the chair gives an oral adjudication, explaining the ranking of all four teams, and speakers receive individual scores, usually on a scale centred around 75. Reading the oral adjudication closely, and asking the panel questions afterwards, is the quickest way for a team to improve.",
            ),
        },
      },
    ],
  },
];
