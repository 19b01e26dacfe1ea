/** Eighty-seventh held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout87.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT87_B: EvalCourse[] = [
  {
    slug: "mycenaean-greece-palaces-tablets-and-collapse",
    discipline: "Mycenaean history",
    title: "Mycenaean Greece: Palaces, Tablets and Collapse",
    description:
      "Between roughly 1600 and 1200 BCE, mainland Greece produced fortified citadels, a bureaucratic script and a warrior elite whose burials still astonish. Drawing on excavation reports and the Linear B archives, the seminar examines the shaft graves at Mycenae, tholos tombs, the palace economy of Pylos and Knossos, and the competing explanations for the destructions of around 1200 BCE.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "tholos tombs",
    modules: [
      {
        title: "The Shaft Graves and the Rise of Mycenae",
        description: "What Grave Circles A and B reveal about the emergence of a competitive mainland elite.",
        lesson: {
          title: "Grave Circles A and B",
          html: p(
            `In 1876 Heinrich Schliemann excavated a ring of graves just inside the Lion Gate at Mycenae, convinced he had found the burial of Agamemnon. Grave Circle A contained six deep rectangular shaft graves holding some nineteen men, women and children, buried with an astonishing quantity of gold: face masks of beaten sheet gold, diadems, cups, and bronze daggers inlaid with gold, silver and niello showing lion hunts. The so-called Mask of Agamemnon came from Shaft Grave V. The graves date to about 1600 to 1500 BCE, the transition from Middle to Late Helladic, centuries before any plausible date for a Trojan War.`,
            `A second cemetery, Grave Circle B, was found outside the later walls in 1951 and excavated by Ioannis Papadimitriou and George Mylonas. It is somewhat earlier, beginning in the Middle Helladic, and its graves are more modest, though one contained a mask of electrum. Read together, the two circles show a sequence: burial wealth rises sharply over two or three generations, and the richest graves are reserved for a narrowing group.`,
            `The origin of the wealth is debated. Many objects are Cretan in style or manufacture, and others point to wider contacts: amber from the Baltic, ostrich eggshell and possibly Egyptian motifs. Older explanations imagined foreign conquerors or mercenaries paid in Egyptian gold. Most scholars now see local chiefs competing for status through conspicuous display and exchange, drawing on Minoan craftsmen and long-distance networks, with warfare, shown in the weapons and the chariot scenes on grave stelai, as one route to prestige.`,
            `The graves were not forgotten. Around 1250 BCE, when the citadel walls were extended in the massive Cyclopean masonry and the Lion Gate was built, Grave Circle A was deliberately enclosed within the fortifications and surrounded by a new double ring of upright slabs. The rulers of the palace period were apparently claiming a connection with the ancestors buried there, an early example of the political use of the past.`,
          ),
        },
      },
      {
        title: "Linear B and the Palace Economy",
        description:
          "Reading the clay archives of Pylos and Knossos as evidence for how the palaces ran their territories.",
        lesson: {
          title: "Reading the Pylos Tablets",
          html: p(
            `Linear B was deciphered in 1952 by Michael Ventris, an architect, working with the philologist John Chadwick. It records an early form of Greek in a script of about 87 syllabic signs, together with logograms for commodities such as wheat, wine, oil, sheep and chariots, and a decimal number system. Its use was administrative: almost all surviving texts are inventories, allocations and lists of personnel.`,
            `The tablets were made of unbaked clay and were meant to be temporary. They survive because the palaces burned, firing the clay by accident. The archives therefore cover only the last months before each destruction, a single year at most, which makes them vivid but static snapshots. The largest collections come from Knossos on Crete, with several thousand tablets and fragments, and from the Palace of Nestor at Pylos, excavated by Carl Blegen from 1939, where about 1,100 tablets were found, the first on the opening day of the dig.`,
            `The Pylos tablets outline a hierarchical kingdom. At its head was the <em>wanax</em>, the king; the <em>lawagetas</em>, perhaps "leader of the people", held the second-largest estate. The territory was divided into two provinces, the Hither and the Further, with sixteen districts between them. Local officials included the <em>qa-si-re-u</em>, the word that later became <em>basileus</em>, the Greek for king, showing how terms shifted as the palace system vanished.`,
            `The Jn series lists about 270 bronze-smiths in various places, many of them receiving an allocation of metal and some receiving none, which has been read as evidence of a shortage of bronze. The Aa and Ab series record groups of women textile workers with their children and their rations of grain and figs. The An series includes lists of rowers, sometimes interpreted as emergency measures against seaborne threats.`,
            `Paul Halstead and others have argued that the palaces did not run the whole economy. They controlled selected sectors, such as perfumed oil, textiles and bronze, through a mixture of direct production and obligations owed by local communities, while much farming and exchange continued outside the written record.`,
          ),
        },
      },
      {
        title: "Why Did the Palaces Fall?",
        description:
          "Weighing invasion, raiders, earthquakes, drought and systems collapse as explanations for the end of the palace world.",
        lesson: {
          title: "Explaining the Collapse",
          html: p(
            `Around 1200 BCE, at the end of the pottery phase known as Late Helladic IIIB, the palace centres of mainland Greece were destroyed or abandoned: Pylos by fire, Mycenae and Tiryns in a series of destructions, Thebes and others in the same broad horizon. Writing disappeared with them, and Linear B was never used again. The question of why has produced several competing explanations, none sufficient on its own.`,
            `The oldest is the Dorian invasion, derived from Greek legends of the return of the Heracleidae and from the later distribution of the Doric dialect. Archaeologists have found no distinctive material culture that marks newcomers arriving at this time, and most now treat the Dorian story as later myth-making.`,
            `A second explanation looks to raiders. Egyptian texts, above all the inscription of Ramesses III at Medinet Habu, describe a coalition of "Sea Peoples" attacking Egypt in his eighth year, around 1177 BCE, after overrunning Hatti, Cyprus and the Levant. The Pylos rower tablets and the extension of fortifications at Mycenae, Tiryns and Athens, including protected access to underground water, suggest rulers expecting attack. But the identity of the attackers, and whether they were cause or symptom, is unclear.`,
            `Natural explanations have gained ground. Klaus Kilian argued that Tiryns was damaged by earthquake, and Amos Nur and Eric Cline proposed an "earthquake storm" across the eastern Mediterranean. Pollen cores from Cyprus and coastal Syria analysed by David Kaniewski and colleagues indicate a drier climate around the time of the collapse, which would have strained palace grain stores.`,
            `Most current accounts therefore speak of systems collapse, an idea developed by Colin Renfrew and popularised by Cline's <em>1177 B.C.</em> The palaces were highly centralised and interdependent, relying on imported copper, tin and prestige goods. A combination of drought, earthquakes, disrupted trade, internal unrest and raiding could overwhelm such a system even if no single factor would have.`,
            `Life did not end. Tiryns was rebuilt and its lower town expanded in Late Helladic IIIC, and coastal communities flourished for a generation or two. What vanished was the palace: its administration, its scribes and its monopoly on wealth.`,
          ),
        },
      },
    ],
  },
  {
    slug: "mathematical-models-in-biology",
    discipline: "Mathematical biology",
    title: "Mathematical Models in Biology",
    description:
      "Differential and difference equations applied to living systems; single-species growth and the route to chaos; predator-prey and competition dynamics; epidemic thresholds and vaccination; and reaction-diffusion. Weekly computer laboratories pair each analytical result with numerical simulation.",
    level: "intermediate",
    duration: "one semester (two lectures and one computer laboratory a week)",
    plantedGap: "reaction-diffusion",
    modules: [
      {
        title: "Growth of a Single Population",
        description:
          "Continuous and discrete logistic models, equilibria and their stability, and the period-doubling route to chaos.",
        lesson: {
          title: "From Logistic Growth to Chaos",
          html: p(
            `The logistic equation dN/dt = rN(1 − N/K) describes a population growing at per-capita rate r when small and levelling off at the carrying capacity K. It has the exact solution N(t) = K ÷ [1 + ((K − N<sub>0</sub>)/N<sub>0</sub>)e<sup>−rt</sup>], an S-shaped curve. The growth rate dN/dt is greatest at N = K/2, where it equals rK/4. This is the basis of the classical maximum sustainable yield in fisheries: harvesting rK/4 per year from a stock held at half its carrying capacity, a result that has often proved dangerous because r and K are poorly known.`,
            `Equilibria are found by setting dN/dt = 0, giving N* = 0 and N* = K. Their stability follows from the sign of the derivative of the right-hand side, f(N) = rN(1 − N/K), at each point: f′(0) = r > 0, so extinction is unstable, and f′(K) = −r < 0, so the carrying capacity is stable. In continuous time with one variable, solutions approach equilibria monotonically; oscillations are impossible.`,
            `Many organisms, such as insects with one generation a year, are better modelled in discrete time. The logistic map x<sub>n+1</sub> = r x<sub>n</sub>(1 − x<sub>n</sub>), with x scaled to lie between 0 and 1, behaves very differently. Its non-zero fixed point is x* = 1 − 1/r. The stability condition for a map is |f′(x*)| < 1, and here f′(x*) = 2 − r, so the fixed point is stable only for 1 < r < 3.`,
            `At r = 3 the fixed point loses stability and a stable two-cycle appears: the population alternates between a high and a low value. At r = 1 + √6 ≈ 3.449 this gives way to a four-cycle, then an eight-cycle, with the intervals between successive doublings shrinking by a factor approaching Feigenbaum's constant, about 4.669. The cascade accumulates at r ≈ 3.5699, beyond which most values of r give chaos: deterministic but aperiodic behaviour with sensitive dependence on initial conditions.`,
            `Robert May's 1976 review in <em>Nature</em> used this map to show biologists that erratic population fluctuations need not be caused by random environmental noise. In the laboratory you will plot a bifurcation diagram by iterating the map for a range of r, discarding the transient, and plotting the remaining values.`,
          ),
        },
      },
      {
        title: "Predators, Prey and Competitors",
        description:
          "Lotka-Volterra models of interacting species, their linear stability analysis and their biologically more realistic extensions.",
        lesson: {
          title: "Lotka-Volterra and Beyond",
          html: p(
            `The Lotka-Volterra predator-prey model couples prey x and predators y: dx/dt = ax − bxy and dy/dt = cxy − dy. Prey grow exponentially without predators; predators die at rate d without prey; encounters, proportional to xy, remove prey and produce predators. Setting both derivatives to zero gives the coexistence equilibrium x* = d/c, y* = a/b. Notice that the prey equilibrium depends only on predator parameters, and vice versa.`,
            `Linearising about the equilibrium, the Jacobian matrix has zeros on the diagonal and off-diagonal entries −bd/c and ac/b. Its eigenvalues are ±i√(ad), purely imaginary, so the equilibrium is a neutral centre. In fact the quantity V = cx − d ln x + by − a ln y is conserved along trajectories, so every solution is a closed orbit whose amplitude is fixed by the initial conditions. The period of small oscillations is 2π/√(ad), with predator peaks lagging a quarter-cycle behind prey peaks.`,
            `This neutral behaviour is structurally unstable: almost any modification changes it. Adding prey self-limitation, replacing ax with ax(1 − x/K), turns the centre into a stable spiral, giving damped oscillations. Replacing the linear predation term with a saturating Holling type II functional response, bx/(1 + hx), gives the Rosenzweig-MacArthur model, which can show a stable limit cycle. Rosenzweig showed in 1971 that raising the prey carrying capacity in such a model can destabilise the equilibrium, the "paradox of enrichment".`,
            `Competition between two species uses dN<sub>1</sub>/dt = r<sub>1</sub>N<sub>1</sub>(1 − (N<sub>1</sub> + α<sub>12</sub>N<sub>2</sub>)/K<sub>1</sub>) and the symmetric equation for N<sub>2</sub>, where α<sub>12</sub> measures the effect of species 2 on species 1. Drawing the two straight-line nullclines in the phase plane gives four cases. Stable coexistence requires α<sub>12</sub> < K<sub>1</sub>/K<sub>2</sub> and α<sub>21</sub> < K<sub>2</sub>/K<sub>1</sub>, meaning each species limits itself more than it limits its competitor. Otherwise one species excludes the other, or the outcome depends on starting numbers.`,
            `The classic data set, the Hudson's Bay Company lynx and snowshoe hare pelt records, shows cycles of about ten years, but it should be used cautiously: pelt counts reflect trapping effort, and hare cycles persist where lynx are absent.`,
          ),
        },
      },
      {
        title: "Epidemics and the Threshold Theorem",
        description: "The SIR model, the basic reproduction number, final epidemic size and the vaccination threshold.",
        lesson: {
          title: "The SIR Model",
          html: p(
            `Kermack and McKendrick's 1927 model divides a closed population of size N into susceptible (S), infectious (I) and removed (R) individuals: dS/dt = −βSI/N, dI/dt = βSI/N − γI, dR/dt = γI. Here β is the transmission rate and γ the recovery rate, so the mean infectious period is 1/γ. Births, deaths and loss of immunity are ignored, which is reasonable for a single outbreak lasting weeks or months.`,
            `The basic reproduction number R<sub>0</sub> = β/γ is the expected number of secondary cases caused by one infectious person in a wholly susceptible population. From the equation for I, infections grow at the start if βS<sub>0</sub>/N > γ, that is, if R<sub>0</sub>S<sub>0</sub>/N > 1. This is the threshold theorem. As the epidemic proceeds S falls, and infections peak at the moment S/N = 1/R<sub>0</sub>; after that each case produces fewer than one new case, and the epidemic declines even though many susceptibles remain.`,
            `Dividing dS/dt by dR/dt and integrating gives the final size relation. If z is the fraction of the population eventually infected, starting from almost everyone susceptible, then z = 1 − e<sup>−R<sub>0</sub>z</sup>. This equation has no closed-form solution but is easily solved by iteration. For R<sub>0</sub> = 2, z ≈ 0.80, so about 80% of the population is infected, well above the 50% at which the peak occurs; the epidemic "overshoots" the threshold.`,
            `Vaccination reduces the susceptible fraction before an outbreak. If a fraction p is immune, the effective reproduction number is R<sub>0</sub>(1 − p), and outbreaks cannot grow when this is below one. The critical vaccination coverage is therefore p<sub>c</sub> = 1 − 1/R<sub>0</sub>. Measles, with R<sub>0</sub> commonly estimated at 12 to 18, needs about 92 to 94% immunity, which is why national targets for two-dose coverage are set at 95%; influenza with R<sub>0</sub> near 1.5 would need about 33%.`,
            `In practice, β is rarely measured directly. Early in an outbreak, cases grow roughly exponentially at rate r = β − γ, so R<sub>0</sub> can be estimated as 1 + r/γ from the observed growth rate and a known infectious period. In the laboratory you will fit this to outbreak data and compare the simulated final size with the analytical value.`,
          ),
        },
      },
    ],
  },
  {
    slug: "police-legitimacy-and-public-trust",
    discipline: "Policing studies",
    title: "Police, Legitimacy and Public Trust",
    description:
      "Who consents to be policed, and on what terms? Drawing on criminology, law and social psychology, the module examines the tradition of policing by consent, procedural justice and legitimacy, police culture, the law and evidence on stop and search, and whether hot-spots and problem-oriented policing reduce crime.",
    level: "intermediate",
    duration: "twelve weeks (one lecture and one seminar a week)",
    plantedGap: "police culture",
    modules: [
      {
        title: "Policing by Consent",
        description: "The Peelian tradition and the research on why people obey and cooperate with the police.",
        lesson: {
          title: "Legitimacy and Procedural Justice",
          html: p(
            `The Metropolitan Police Act 1829, steered through Parliament by Robert Peel, created a uniformed, salaried force for London. The "Peelian principles" often quoted today, including the statement that "the police are the public and the public are the police", are not found in any document from 1829. Susan Lentz and Robert Chaires showed in 2007 that the nine principles were assembled by twentieth-century writers, notably Charles Reith, from the General Instructions issued to the first constables and from later interpretation. They remain influential as an ideal of policing that depends on public approval rather than force.`,
            `Modern research asks why people comply with the law and cooperate with police. Tom Tyler's <em>Why People Obey the Law</em> (1990), based on a panel survey in Chicago, found that people's willingness to comply depended less on their estimate of the risk of punishment than on whether they saw the police as legitimate, that is, as entitled to be obeyed. Legitimacy, in turn, was shaped mainly by procedural justice: the fairness of how people were treated, rather than whether the outcome favoured them.`,
            `Tyler identified four elements of procedural justice: voice (the chance to explain one's side), neutrality (decisions based on facts, not bias), respect (treatment with dignity) and trustworthy motives (the sense that officers care about the person's welfare). These can be trained and observed in ordinary encounters such as traffic stops.`,
            `The Queensland Community Engagement Trial, led by Lorraine Mazerolle and published in 2013, tested this experimentally. Roadside random breath tests were assigned either to a normal procedure or to a short script that explained the purpose of the test, invited questions and thanked the driver. Drivers in the procedural-justice condition reported significantly higher satisfaction and perceptions of fairness, from a contact lasting about a minute and a half.`,
            `Anthony Bottoms and Justice Tankebe have argued that legitimacy is dialogic: police must also believe in their own authority, and claims made by power-holders interact with the responses of audiences. This helps explain why legitimacy can be high in one community and low in another served by the same force.`,
          ),
        },
      },
      {
        title: "Stop and Search: Law, Practice and Disproportionality",
        description: "The legal powers to stop and search in England and Wales and the evidence on how they are used.",
        lesson: {
          title: "Reasonable Grounds",
          html: p(
            `The main power in England and Wales is section 1 of the Police and Criminal Evidence Act 1984 (PACE), which allows an officer to search a person or vehicle for stolen or prohibited articles, such as offensive weapons or items for use in burglary, if the officer has reasonable grounds for suspecting they will be found. Section 23 of the Misuse of Drugs Act 1971 gives a parallel power for drugs.`,
            `PACE Code A sets out what reasonable suspicion means. It must rest on objective grounds, such as intelligence or behaviour, never on personal factors alone: race, age, appearance or previous convictions. Officers explain a search using the mnemonic GOWISELY: Grounds for the search, Object sought, Warrant card if not in uniform, Identity of the officer, Station to which attached, Entitlement to a copy of the record, Legal power used, and You are detained for the purpose of the search.`,
            `Some powers require no suspicion at all. Section 60 of the Criminal Justice and Public Order Act 1994 allows searches for weapons throughout a defined area for a limited period once a senior officer reasonably believes serious violence may occur. In <em>R (Roberts) v Commissioner of Police of the Metropolis</em> [2015] UKSC 79 the Supreme Court held that section 60 is compatible with Article 8 of the European Convention on Human Rights because of the safeguards around authorisation. By contrast, in <em>Gillan and Quinton v United Kingdom</em> (2010) the European Court of Human Rights held that the no-suspicion power in section 44 of the Terrorism Act 2000 was not "in accordance with the law", and it was repealed.`,
            `Home Office statistics consistently show disproportionality. Over the last decade Black people in England and Wales have been stopped and searched at between roughly four and ten times the rate of white people, with the gap largest under section 60. The outcome rate, the share of searches ending in arrest, has typically been in the region of one in ten to one in six, and the find rate for drugs is usually higher than for weapons.`,
            `Researchers debate what these figures mean, since exposure to patrols, the population present in public places and officer decision-making all contribute. What is not in doubt is that stop and search is the police encounter with the greatest effect on trust in some communities.`,
          ),
        },
      },
      {
        title: "What Works? Hot Spots and Problem-Oriented Policing",
        description: "The concentration of crime in small places and the evidence for targeting them.",
        lesson: {
          title: "Concentrating on Place and Problem",
          html:
            p(
              `In 1989 Lawrence Sherman, Patrick Gartin and Michael Buerger analysed a year of calls to the Minneapolis police and found that about 3% of addresses produced half of all calls. David Weisburd later replicated this pattern in many cities and proposed a "law of crime concentration": a narrow band of small places, typically around 4% of street segments, accounts for roughly half of recorded crime, and the share is remarkably stable over time.`,
              `If crime concentrates in place, patrols can concentrate too. The Minneapolis Hot Spots Patrol Experiment (Sherman and Weisburd, 1995) randomly assigned 55 of 110 hot spots to receive extra patrol presence; the treated hot spots saw fewer calls and much less observed disorder. Christopher Koper's analysis of the same data suggested that stops of about 10 to 15 minutes, made unpredictably, gave the longest residual deterrence after officers left, a finding now known as the Koper curve.`,
              `The obvious objection is displacement: offenders may simply move round the corner. Weisburd and colleagues tested this in Jersey City in a 2006 study that observed the areas surrounding targeted sites. They found little displacement and more often the opposite, with nearby areas also improving. Systematic reviews by Anthony Braga and colleagues, most recently covering 65 studies, conclude that hot-spots policing produces modest but significant crime reductions without substantial displacement.`,
              `Herman Goldstein's 1979 paper on problem-oriented policing argued that police should focus on underlying problems rather than responding to incidents one at a time. John Eck and William Spelman turned this into the SARA model:`,
            ) +
            `<ol><li>Scanning: identifying recurring problems from data and community input;</li><li>Analysis: examining the conditions that produce them, often with the problem analysis triangle of offender, victim or target, and place;</li><li>Response: designing tailored measures, frequently involving partners such as councils or businesses;</li><li>Assessment: checking whether the problem actually reduced.</li></ol>` +
            p(
              `A typical example is a car park with repeated thefts from vehicles, where analysis reveals poor lighting and an unmonitored pedestrian shortcut; the response might be better lighting, closing the shortcut and adjusting opening hours, rather than more arrests. Reviews suggest problem-oriented approaches reduce crime, though assessment is the stage most often skipped in practice.`,
            ),
        },
      },
    ],
  },
  {
    slug: "marine-propulsion-machinery-and-auxiliary-systems",
    discipline: "Marine engineering",
    title: "Marine Propulsion Machinery and Auxiliary Systems",
    description:
      "For cadets and junior engineers preparing for watchkeeping certification: how a slow-speed two-stroke crosshead engine breathes and burns its fuel, the treatment of heavy fuel oil from bunker tank to injector, central fresh-water cooling, and steering gear.",
    level: "intermediate",
    duration: "eleven weeks (two three-hour sessions a week, including engine-room simulator practice)",
    plantedGap: "steering gear",
    modules: [
      {
        title: "The Slow-Speed Two-Stroke Crosshead Engine",
        description:
          "Uniflow scavenging, the crosshead arrangement, cylinder lubrication and the risk of scavenge fires.",
        lesson: {
          title: "Scavenging, Lubrication and the Crosshead",
          html: p(
            `Most large merchant ships are driven by slow-speed two-stroke diesel engines turning at roughly 60 to 130 revolutions per minute, coupled directly to a fixed-pitch propeller without a gearbox. The largest have cylinder bores approaching a metre, and their thermal efficiency exceeds 50%, the highest of any common heat engine.`,
            `Modern designs use uniflow scavenging. Air from the turbocharger passes through a charge air cooler into the scavenge air receiver. Near the bottom of the stroke the piston uncovers a ring of ports in the cylinder liner, and air enters with a swirl while the hydraulically operated exhaust valve in the cylinder head is open. The air flows in one direction, from bottom to top, sweeping the exhaust gases out ahead of it. The exhaust valve closes after the ports are covered, compression follows, and fuel is injected near top dead centre. On electronically controlled engines, injection and valve timing are set by a control system acting on hydraulic actuators rather than by a camshaft.`,
            `In a crosshead engine the piston is attached to a rigid piston rod, which passes through a stuffing box in the diaphragm separating the cylinder space from the crankcase. The rod ends at the crosshead, a sliding bearing running in guides, and the connecting rod links the crosshead to the crankshaft. Side thrust is taken by the guides instead of the liner, and combustion products are kept out of the crankcase.`,
            `This separation allows two lubrication systems. System oil circulates through the bearings and crosshead. Cylinder oil is injected in metered quantities through quills in the liner wall and is burned in service. Its base number (BN), a measure of alkalinity, must match the fuel sulphur content: high-BN oils, around BN 70 to 100, neutralise the sulphuric acid formed from high-sulphur fuel, while low-sulphur fuels need lower-BN oils, around BN 40, to avoid hard calcium deposits that polish the liner.`,
            `Unburnt fuel and cylinder oil can collect in the scavenge space and ignite, a scavenge fire. Warning signs include a rise in exhaust temperature and scavenge temperature at one unit and sparks or smoke at the scavenge drains. The immediate response is to reduce engine speed, increase cylinder lubrication to the affected unit and let the fire burn out; the space is not opened until it has cooled, because fresh air can cause an explosion.`,
          ),
        },
      },
      {
        title: "Fuel Oil Treatment from Bunker to Injector",
        description: "Settling, centrifugal separation, heating and viscosity control of residual fuel.",
        lesson: {
          title: "Settling, Separating and Heating",
          html: p(
            `Residual fuel oil is the heavy fraction left after refining, and it arrives on board containing water, sludge and abrasive particles. A common grade under the ISO 8217 standard is RMG 380, with a maximum kinematic viscosity of 380 cSt at 50 °C. Since 1 January 2020 MARPOL Annex VI has limited fuel sulphur to 0.50% globally, and 0.10% in emission control areas, unless an exhaust gas cleaning system is fitted, so many ships now burn very low sulphur fuel oils with their own compatibility and stability problems.`,
            `Fuel is transferred from the bunker tanks to a settling tank, where it is heated and left so that water and heavy sludge settle to the bottom and can be drained off. From there it passes through centrifugal separators to the service tank that feeds the engine.`,
            `A separator is a stack of conical discs spinning at several thousand revolutions per minute. The centrifugal field is thousands of times stronger than gravity, so separation that would take days in a tank occurs in seconds. In traditional purifier mode, a gravity disc sets the position of the oil-water interface, and the correct disc depends on fuel density; a wrong choice loses oil to the water outlet or lets water through. Modern self-adjusting separators detect water in the clean oil outlet and discharge it automatically, handling fuels with densities up to 1010 kg/m³ at 15 °C.`,
            `The most damaging contaminants are catalytic fines, particles of aluminium and silicon compounds from refinery catalysts. They embed in piston rings and liners and cause rapid wear. ISO 8217 allows up to 60 mg/kg of aluminium plus silicon in RMG grades, but engine builders typically want no more than 15 mg/kg at the engine inlet. Separators remove fines best at a high temperature, about 98 °C, and a low flow rate, which is why separators are often run continuously at well below their rated capacity.`,
            `Heavy fuel must be heated again before injection to reach the viscosity the injection system needs, typically in the range 10 to 15 cSt. A viscosity controller measures viscosity continuously and adjusts the steam or electric heaters, which usually brings the fuel to somewhere between 120 and 150 °C. Controlling on viscosity rather than temperature compensates automatically for changes between bunker deliveries.`,
          ),
        },
      },
      {
        title: "Cooling Water Systems",
        description:
          "Central cooling with sea water, low- and high-temperature fresh-water circuits, and jacket water treatment.",
        lesson: {
          title: "Central Cooling and the Jacket Water Circuit",
          html: p(
            `Sea water is an excellent coolant but a poor one to circulate through engines: it is corrosive, carries marine growth and deposits scale at high temperature. Most modern ships therefore use a central cooling system in which sea water passes through only one set of heat exchangers, the central coolers, usually titanium plate exchangers. Everything else is cooled by fresh water.`,
            `Sea water is drawn through sea chests in the hull, with a high suction for shallow or muddy water and a low suction for normal use and for conditions where ice or air might be drawn in. Strainers remove debris, and a marine growth prevention system releases small quantities of copper and aluminium ions from anodes to discourage mussels and barnacles in the pipework.`,
            `The fresh-water side has two circuits. The low-temperature circuit, held at around 36 °C, cools the charge air coolers, the lubricating oil coolers and auxiliary equipment. The high-temperature circuit, the jacket water system, cools the cylinder liners, cylinder covers and exhaust valves, with an engine outlet temperature typically around 80 to 90 °C. A three-way thermostatic valve mixes cooler and hotter water to hold the set point. Liners must stay hot enough to avoid condensation of sulphuric acid on their surfaces, but not so hot that lubricating oil breaks down.`,
            `An expansion tank above the highest point of the system keeps it full, accommodates thermal expansion and allows air to escape; a falling level warns of a leak, and oil or gas bubbles in it can indicate a cracked cover or liner. Jacket water is treated with a corrosion inhibitor, commonly a nitrite-borate type, and kept slightly alkaline, with pH typically in the range 8.3 to 10, and chloride content low. Weekly tests of inhibitor concentration, pH and chloride are logged.`,
            `The heat in the jacket water is too valuable to waste. A fresh-water generator uses it to boil sea water under vacuum, where it evaporates at around 40 to 60 °C, producing distilled water for boilers and domestic use. Before a cold main engine is started, the jacket water is preheated to around 60 °C or higher to reduce thermal stress and liner wear during the first minutes of running.`,
          ),
        },
      },
    ],
  },
  {
    slug: "personal-financial-planning-in-practice",
    discipline: "Personal financial planning",
    title: "Personal Financial Planning in Practice",
    description:
      "Before any product is recommended, a planner needs a client's cash-flow picture, a view of their retirement saving and an understanding of how much investment risk they can bear. Through UK case studies the course works through budgeting and emergency funds, pension tax relief and allowances, risk profiling and diversification, and inheritance tax.",
    level: "intermediate",
    duration: "ten weeks (one two-and-a-half-hour evening class a week)",
    plantedGap: "inheritance tax",
    modules: [
      {
        title: "Cash Flow, Budgets and Emergency Funds",
        description:
          "Building a household cash-flow statement and deciding how much cash to hold and which debts to clear first.",
        lesson: {
          title: "Building a Cash-Flow Picture",
          html: p(
            `A financial plan starts with a cash-flow statement: net monthly income after tax and National Insurance, set against spending. Spending is split into essential outgoings (housing, utilities, food, transport to work, insurance premiums and minimum debt repayments) and discretionary spending. Clients typically underestimate discretionary spending, so planners ask for three months of bank statements rather than relying on memory.`,
            `The surplus is what can be directed to goals. Before long-term saving, most plans establish an emergency fund of three to six months of essential spending, held in an instant-access account. The lower end suits a dual-income household in secure employment; the upper end, or more, suits the self-employed, single-income families and those with variable earnings. Holding this in cash is deliberate: its job is to be available without having to sell investments at a bad time or borrow on a credit card.`,
            `Debt repayment comes next. Two methods are common. The avalanche method pays the minimum on all debts and directs every spare pound to the one with the highest interest rate; it minimises total interest. The snowball method clears the smallest balance first; it costs more but gives quick wins, which some clients need to stay motivated. Planners should be frank about the cost of the choice.`,
            `Worked example: a client has £3,000 on a credit card at 24.9% APR and a £6,000 car loan at 7.9%, and a monthly surplus of £300 after minimum payments. Under the avalanche method the surplus goes to the card. Each £1,000 of card debt costs roughly £220 a year in interest, compared with under £80 for the loan, so clearing the card first, in about ten months, saves substantially more than overpaying the loan.`,
            `Some commitments are priorities whatever the interest rate: rent or mortgage, council tax, energy bills and court fines, because the consequences of arrears include losing the home or enforcement action. A planner who finds a client in arrears on these refers them to free debt advice before any other planning begins.`,
            `Finally, the cash-flow statement is revisited annually and at life events such as a new child, a job change or a move, because every later recommendation depends on it.`,
          ),
        },
      },
      {
        title: "Saving for Retirement",
        description: "Types of pension, how tax relief is given and the main allowances that limit it.",
        lesson: {
          title: "Pension Tax Relief and Allowances",
          html: p(
            `Workplace pensions are either defined benefit (DB), which promise an income based on salary and years of service, with the employer bearing the investment risk, or defined contribution (DC), in which contributions build a pot whose value depends on investment returns, with the member bearing the risk. Most private-sector employees now save in DC schemes. Under automatic enrolment, employers must enrol eligible workers and total contributions must be at least 8% of qualifying earnings, of which at least 3% comes from the employer.`,
            `Tax relief is the main attraction. In a relief-at-source scheme, such as most personal pensions, the member pays contributions net of basic-rate tax and the provider claims the 20% from HMRC. A net payment of £80 becomes a gross contribution of £100. A higher-rate taxpayer can claim a further £20 through self-assessment, so the £100 contribution has cost them £60. In a net pay arrangement, common in occupational schemes, contributions are deducted from pay before tax, giving full relief automatically.`,
            `Relief is limited in two ways. Personal contributions attract relief only up to 100% of relevant UK earnings in the tax year, or £3,600 gross for people with little or no earnings. Total contributions from all sources are also tested against the annual allowance, £60,000 for 2024/25. Unused allowance from the previous three tax years can be carried forward if the member belonged to a registered scheme in those years. The allowance tapers down, to a minimum of £10,000, for people with very high incomes, and anyone who has flexibly accessed a DC pot becomes subject to a money purchase annual allowance of £10,000.`,
            `The lifetime allowance was abolished from April 2024. In its place, the tax-free lump sum available from pensions is capped at £268,275 for most people, normally 25% of each pot taken. Benefits cannot usually be taken before the normal minimum pension age, 55, rising to 57 from April 2028.`,
            `The state pension sits underneath these savings. The full new state pension, for those reaching state pension age since April 2016, requires 35 qualifying years of National Insurance, with at least 10 for any entitlement. A planner always obtains a state pension forecast before estimating how much private saving is needed. Because these figures change with each Budget, every plan states the tax year its numbers come from.`,
          ),
        },
      },
      {
        title: "Investment Risk and Diversification",
        description:
          "Assessing attitude to risk and capacity for loss, and using diversification and low costs to build a suitable portfolio.",
        lesson: {
          title: "Risk Profiling and Building a Portfolio",
          html: p(
            `Good practice, reflecting the FCA's suitability rules, assesses risk in three parts: attitude to risk (how much volatility the client is willing to accept, usually measured with a psychometric questionnaire), capacity for loss (how much the client could lose without harming their standard of living, which depends on their other assets, income and time horizon), and the risk required to meet their goals. Where these conflict, the planner discusses changing the goal rather than simply raising the risk.`,
            `Diversification reduces risk because assets do not move perfectly together. For a two-asset portfolio, the variance is σ<sub>p</sub>² = w<sub>1</sub>²σ<sub>1</sub>² + w<sub>2</sub>²σ<sub>2</sub>² + 2w<sub>1</sub>w<sub>2</sub>ρσ<sub>1</sub>σ<sub>2</sub>, where w are weights, σ standard deviations and ρ the correlation. Worked example: a 60/40 portfolio of equities (σ = 16%) and bonds (σ = 6%) with ρ = 0.2 has a variance of 0.36 × 256 + 0.16 × 36 + 2 × 0.6 × 0.4 × 0.2 × 16 × 6 = 92.16 + 5.76 + 9.22 = 107.14, so σ<sub>p</sub> ≈ 10.4%. This is less than the weighted average of the two volatilities, 12%. The benefit disappears as correlation approaches 1, and correlations between risky assets tend to rise in a crisis.`,
            `Costs matter as much as asset mix because they compound. £100,000 growing at 5% a year before charges becomes about £323,000 over 25 years with a 0.2% annual charge (a net 4.8%), but only about £267,000 with a 1.0% charge (a net 4.0%). The difference of over £55,000 comes entirely from fees.`,
            `Tax wrappers come next. In 2024/25 each adult can subscribe £20,000 a year to ISAs, where growth and withdrawals are free of income tax and capital gains tax. Outside wrappers, the capital gains annual exempt amount is £3,000 and the dividend allowance £500, so holding income-producing assets inside an ISA or pension is usually more efficient.`,
            `Two timing risks complete the picture. Sequence risk means that losses early in retirement, while withdrawals are being taken, do far more damage than the same losses later. Regular monthly investing, known as pound-cost averaging, reduces the risk of investing everything at a peak, although a lump sum invested at once has historically done better more often than not.`,
          ),
        },
      },
    ],
  },
];
