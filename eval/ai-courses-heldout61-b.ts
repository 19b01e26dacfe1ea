/** Sixty-first held-out evaluation courses, intermediate level (B to F); see ai-courses-heldout61.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT61_B: EvalCourse[] = [
  {
    slug: "biogeography-islands-realms-and-the-distribution-of-species",
    discipline: "Biogeography",
    title: "Biogeography: Islands, Realms and the Distribution of Species",
    description:
      "What explains where species live, and why islands, mountaintops and continents differ so much in how many they hold? The course covers the species-area relationship, the equilibrium theory of island biogeography, biogeographic realms and Wallace's Line, and glacial refugia, with practical work fitting species-area curves to real data.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one two-hour practical a week)",
    plantedGap: "glacial refugia",
    modules: [
      {
        title: "The Species-Area Relationship",
        description:
          "Fitting and interpreting the power-law relationship between the area sampled and the number of species found.",
        lesson: {
          title: "Fitting S = cA^z",
          html: p(
            "One of the oldest generalisations in ecology is that larger areas hold more species. Olof Arrhenius described it in 1921 as a power function, S = cA^z, where S is the number of species, A is area, c is a constant that depends on the taxon and region, and z describes how quickly richness rises with area. Taking logarithms turns the curve into a straight line, log S = log c + z log A, so z is simply the slope of a log-log plot and can be estimated by ordinary linear regression.",
            "Values of z are informative. For nested samples within a continuous region of mainland habitat, z is typically about 0.12 to 0.17. For true islands, or isolated patches such as lakes and mountaintops, it is typically about 0.20 to 0.35, because small isolated areas lose species faster than small samples of continuous habitat, where transient species keep wandering in from the surroundings. A value near 0.3 gives a convenient rule of thumb: since 10 raised to the power 0.3 is about 2, a tenfold increase in area roughly doubles the number of species. Philip Darlington used this rule for the reptiles and amphibians of the West Indies in 1957.",
            "A worked example shows how the equation is used. Suppose an archipelago has z = 0.25 and an island of 100 square kilometres supports 40 bird species. An island of 1,000 square kilometres would be predicted to support 40 × 10^0.25, about 71 species, while an island of 10 square kilometres would support 40 / 10^0.25, about 22.",
            "Three different mechanisms can generate the pattern, and they are not mutually exclusive. Larger samples simply contain more individuals and so more species (the sampling effect); larger areas contain more kinds of habitat (habitat diversity); and larger areas support larger populations that are less likely to die out (area per se).",
            "The relationship is widely used in conservation to estimate extinctions from habitat loss, but with care. He and Hubbell argued in Nature in 2011 that running the species-area curve backwards overestimates extinctions, because the area needed to lose a species entirely is much larger than the area needed to find its first individual.",
          ),
        },
      },
      {
        title: "The Equilibrium Theory of Island Biogeography",
        description:
          "How immigration and extinction rates balance to set the number of species on an island, and how the theory was tested.",
        lesson: {
          title: "MacArthur and Wilson's Equilibrium",
          html: p(
            "In a 1963 paper and their 1967 book The Theory of Island Biogeography, Robert MacArthur and Edward O. Wilson proposed that the number of species on an island is a dynamic equilibrium between two rates. The immigration rate, the number of new species arriving per unit time, is highest when the island is empty and falls as the island fills, because more and more arrivals belong to species already present; it reaches zero when every species in the mainland pool P is present. The extinction rate rises as the number of species grows, because there are more species to lose and each population is squeezed into less space.",
            "Where the two curves cross, the island has an equilibrium number of species, S*. The composition is not fixed, however: species keep arriving and disappearing, so the theory predicts continuing turnover even when the number is stable. Two island properties shift the curves:" +
              "<ul><li>Distance from the mainland lowers the immigration curve, so remote islands reach a lower S*.</li><li>Small area raises the extinction curve, because populations are smaller, so small islands also reach a lower S*.</li></ul>" +
              "Large, near islands are therefore predicted to hold the most species and small, remote ones the fewest.",
            "The most famous test was an experiment by Daniel Simberloff and Wilson, published in 1969 and 1970. They had small mangrove islets in the Florida Keys covered with tents and fumigated with methyl bromide to remove their arthropods, then surveyed recolonisation. Within about a year most islets had returned to roughly their original number of species, but with a different set of species, and the most distant islet was recolonised most slowly and held the fewest, just as the theory predicts. The natural recolonisation of Krakatau after its eruption in 1883 provided a longer record of the same process for birds and plants.",
            "The theory has been refined rather than overturned. Brown and Kodric-Brown (1977) described the rescue effect, in which immigrants reduce extinction on near islands; larger islands also intercept more dispersers, the target effect; and on remote oceanic islands such as Hawaii, speciation within the archipelago adds species that no mainland pool contains. The general dynamic model of Whittaker and colleagues (2008) links these rates to the geological life cycle of volcanic islands, from emergence to erosion and subsidence.",
          ),
        },
      },
      {
        title: "Realms, Regions and Wallace's Line",
        description:
          "How the world's animals and plants are divided into realms, and what the boundaries between them reveal about Earth history.",
        lesson: {
          title: "Drawing Lines Across the Map",
          html: p(
            "Early naturalists noticed that the world's faunas form large, distinct blocks. In 1858 Philip Sclater divided the world into six regions on the basis of bird distributions, and Alfred Russel Wallace adopted and extended the scheme in The Geographical Distribution of Animals (1876). The six regions were the Palaearctic, Nearctic, Neotropical, Ethiopian (now usually called Afrotropical), Oriental and Australian. In 2013 Ben Holt and colleagues updated the map in Science, using the distributions and evolutionary relationships of more than 21,000 species of amphibians, birds and mammals, and recognised 11 realms divided into 20 regions.",
            "The most famous boundary is Wallace's Line, which he drew after years of collecting in the Malay Archipelago. It runs between Bali and Lombok, less than 40 kilometres apart, and between Borneo and Sulawesi. To the west, the fauna is Asian: tigers, rhinoceroses, barbets, woodpeckers. To the east, Asian groups thin out and Australasian elements such as marsupials, cockatoos and honeyeaters appear. Thomas Huxley later redrew the northern part of the line to place the Philippines on the Asian side.",
            "The explanation lies in sea depth. During the Pleistocene, sea levels repeatedly fell by up to about 120 metres, exposing the shallow Sunda Shelf and joining Sumatra, Java, Borneo and Bali to mainland Asia, while the Sahul Shelf joined New Guinea to Australia. The deep straits between these shelves, including the Lombok Strait, were never dry, so land animals could cross only by swimming, rafting or flying.",
            "The islands between the two shelves, including Sulawesi, the Lesser Sundas and the Moluccas, are now called Wallacea. Never connected to either continent, they have been colonised across water from both sides and are rich in endemic species, such as the babirusa and the anoas of Sulawesi. Other lines mark transitions within Wallacea: Lydekker's Line follows the edge of the Sahul Shelf, and Weber's Line marks the point at which Asian and Australian faunal elements are roughly balanced. Wallacea shows the two classic routes by which distributions arise: vicariance, where a barrier splits a once-continuous range, and dispersal, where organisms cross an existing barrier.",
          ),
        },
      },
    ],
  },
  {
    slug: "event-management-feasibility-budgets-and-crowd-safety",
    discipline: "Event management",
    title: "Event Management: Feasibility, Budgets and Crowd Safety",
    description:
      "Scope an event, cost it and keep the crowd safe: students work through feasibility testing and the event brief, budgeting and break-even analysis, sponsorship, and crowd management and risk assessment, using a live festival or conference proposal as the course project.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour workshop a week)",
    plantedGap: "sponsorship",
    modules: [
      {
        title: "Feasibility and the Event Brief",
        description:
          "Testing whether an event should go ahead at all, and recording its purpose, audience and constraints in a written brief.",
        lesson: {
          title: "Is the Event Feasible?",
          html: p(
            "Most events that fail do so because of decisions taken, or not taken, months before the doors open. A feasibility study is the structured test an organiser runs before committing money, and it should end in a clear recommendation to go ahead, change the concept, or stop. It examines the idea from several directions.",
            "Market feasibility asks whether enough of the intended audience will attend, and at what price. Evidence comes from comparable events, past attendance, surveys and pre-registration. Financial feasibility asks whether the likely income covers the likely costs with an acceptable margin and whether the organiser can fund the deposits due long before any tickets are sold. Operational feasibility covers dates, venue capacity, access, power, water, staffing and the availability of key suppliers; a date that clashes with a major event nearby can remove both audience and contractors.",
            "Legal feasibility is often underestimated. In England and Wales, selling alcohol or providing regulated entertainment requires authorisation under the Licensing Act 2003: either a premises licence, which can take months to obtain, or, for small events, a Temporary Event Notice, which covers no more than 499 people present at any one time and lasts no more than 168 hours. Road closures, noise limits and planning permission for temporary structures may also apply. Many local authorities run a Safety Advisory Group, a panel of council, police, fire and ambulance representatives, which reviews the plans for larger public events.",
            "The conclusions feed into the event brief, the document against which every later decision is checked. A good brief records:" +
              "<ul><li>the purpose of the event and who has commissioned it;</li><li>objectives written in SMART form, for example 1,800 paying attendees and a 15 per cent surplus;</li><li>the target audience and its expectations;</li><li>the date, location and capacity;</li><li>the budget envelope and the approval limits of the event manager;</li><li>stakeholders and their interests;</li><li>constraints and known risks;</li><li>how success will be measured after the event.</li></ul>",
            "Larger projects set stage gates: points such as the signing of the venue contract or the launch of ticket sales, at which the feasibility assumptions are checked again and the event can still be stopped at known cost.",
          ),
        },
      },
      {
        title: "Budgeting and Break-Even",
        description:
          "Building an event budget from fixed and variable costs and finding the number of tickets needed to cover them.",
        lesson: {
          title: "Costing an Event and Finding the Break-Even Point",
          html: p(
            "An event budget starts by separating costs by how they behave. Fixed costs do not change with attendance once the event is committed: venue or site hire, staging, sound and lighting, fencing, toilets, security and stewarding contracts, marketing, insurance and licence fees. Variable costs rise with each attendee: wristbands, catering included in the ticket, per-ticket booking charges and card fees. A contingency of around 10 per cent of costs is normally included, because events almost always meet unplanned costs.",
            "The break-even point is the number of tickets at which income equals costs. Each ticket makes a contribution, its net price minus the variable cost per head, and break-even is fixed costs divided by that contribution. Take a one-day festival with fixed costs of 48,000 pounds. The ticket price is 45 pounds including VAT at 20 per cent, so the net price is 45 / 1.2 = 37.50 pounds. Variable costs are 7.50 pounds a head, giving a contribution of 30 pounds. Break-even is 48,000 / 30 = 1,600 tickets. If the site holds 2,500, the margin of safety is (2,500 - 1,600) / 2,500 = 36 per cent; sales can fall short of capacity by just over a third before the event loses money.",
            "Ticket income is seldom the only source. Food and drink traders usually pay either a fixed pitch fee or a percentage of their takings; bars may be run directly or let to a contractor; merchandise adds a margin; and arts or community events may receive public grants, which normally come with reporting conditions. Each income line should be estimated cautiously and tested in scenarios: a worst case, an expected case and a best case, varying attendance, weather and secondary spending.",
            "Profit is not the same as cash. Venues and suppliers often require deposits of 25 to 50 per cent months in advance, while some ticketing platforms hold ticket money until after the event. A monthly cash-flow forecast shows whether the organiser can pay its bills on time, and it often reveals the need for a loan, an overdraft or a smaller first edition of the event.",
          ),
        },
      },
      {
        title: "Crowd Safety and Risk Assessment",
        description:
          "Planning capacity, entry and exit, and writing a risk assessment that will satisfy a Safety Advisory Group.",
        lesson: {
          title: "Planning for a Safe Crowd",
          html: p(
            "Under the Health and Safety at Work etc. Act 1974 an event organiser owes a duty to workers and the public, and the Management of Health and Safety at Work Regulations 1999 require a suitable and sufficient risk assessment. In the UK, practical guidance comes from the Purple Guide, published by the Events Industry Forum, for outdoor events, and from the Green Guide, the Guide to Safety at Sports Grounds, whose figures are widely borrowed for other venues. The Terrorism (Protection of Premises) Act 2025, known as Martyn's Law after a victim of the 2017 Manchester Arena attack, adds further duties for larger venues and events.",
            "Risk assessment follows a standard sequence: identify the hazards, decide who could be harmed and how, evaluate the risk, record the controls, and review. Many organisers score risks on a five-by-five matrix of likelihood multiplied by severity, then apply the hierarchy of control: eliminate the hazard, substitute something less hazardous, engineer it out with barriers or layout, then use management controls such as stewarding and signage, and only last rely on personal protective equipment.",
            "Crowd density is the central crowd hazard. Standing crowds move freely at up to about two people per square metre; at around four they become restricted; at five or more the risk of crowd collapse and crushing becomes serious. Capacity is therefore calculated from usable area, after subtracting stages, bars, structures and circulation routes, multiplied by a safe density. A standing arena with 4,000 square metres of usable space at two people per square metre has a capacity of 8,000.",
            "Emergency exits are sized from a flow rate. The Green Guide uses 82 people per metre of exit width per minute on level ground and 66 on stairways. For 8,000 people to leave within an evacuation time of 8 minutes, an open site needs 8,000 / (82 × 8), about 12.2 metres of exit width. Because any single exit might be blocked by the emergency itself, planners then check that the remaining exits still meet the target with the largest exit discounted.",
            "The risk assessment, crowd management plan and emergency plan are submitted to the Safety Advisory Group well before the event, and the organiser should expect questions about each figure.",
          ),
        },
      },
    ],
  },
  {
    slug: "evidence-law-proof-hearsay-and-character",
    discipline: "Evidence law",
    title: "Evidence Law: Proof, Hearsay and Character",
    description:
      "A trial is only as fair as the evidence the tribunal of fact is permitted to hear. Focusing on criminal proceedings in England and Wales, the course examines the burden and standard of proof; the hearsay provisions of the Criminal Justice Act 2003; evidence of bad character; and legal professional privilege, with weekly problem questions drawn from appellate case law.",
    level: "intermediate",
    duration: "eleven weeks (one lecture and one tutorial a week)",
    plantedGap: "legal professional privilege",
    modules: [
      {
        title: "Burden and Standard of Proof",
        description: "Who must prove what, to what standard, and when a statute may place a burden on the defendant.",
        lesson: {
          title: "Woolmington and the Reverse Burden",
          html: p(
            "The starting point is Woolmington v DPP [1935] AC 462, in which Viscount Sankey described the 'golden thread' running through English criminal law: it is the duty of the prosecution to prove the prisoner's guilt, subject to the defence of insanity and to any statutory exception. A defendant who raises a defence such as self-defence or duress bears only an evidential burden, the burden of adducing or pointing to enough evidence to make the issue live; once that is done, the prosecution bears the legal (persuasive) burden of disproving it.",
            "The criminal standard is proof beyond reasonable doubt. Since R v Summers (1952) judges have preferred to tell juries that they must be sure of guilt, and the Crown Court Compendium recommends that formulation. In civil cases the standard is the balance of probabilities, and the House of Lords in Re B (Children) [2008] UKHL 35 confirmed that there is only one civil standard, however serious the allegation. Where a criminal defendant does bear a legal burden, the standard is also the balance of probabilities (R v Carr-Briant [1943] KB 607).",
            "Statutes reverse the burden in two ways. Some do so expressly. Others do so by implication: under section 101 of the Magistrates' Courts Act 1980, and by the equivalent common law rule recognised in R v Hunt [1987] AC 352, a defendant who relies on an exception, exemption or proviso must prove it.",
            "Since the Human Rights Act 1998, reverse burdens must be reconciled with the presumption of innocence in Article 6(2) of the European Convention on Human Rights. Section 3 of the Act requires legislation to be read compatibly with Convention rights where possible. In R v Lambert [2001] UKHL 37 a majority of the House of Lords held that section 28 of the Misuse of Drugs Act 1971 should be read as imposing only an evidential burden. In Sheldrake v DPP; Attorney General's Reference (No 4 of 2002) [2004] UKHL 43, the legal burden in the drink-driving defence under section 5(2) of the Road Traffic Act 1988 was upheld as proportionate, while the burden in section 11(2) of the Terrorism Act 2000 was read down to an evidential one. The courts weigh the seriousness of the penalty, whether the matter lies within the defendant's own knowledge, and whether the offence is regulatory or truly criminal.",
          ),
        },
      },
      {
        title: "Hearsay under the Criminal Justice Act 2003",
        description:
          "The statutory definition of hearsay and the routes through which it may be admitted in criminal proceedings.",
        lesson: {
          title: "Defining and Admitting Hearsay",
          html: p(
            "Part 11, Chapter 2 of the Criminal Justice Act 2003 replaced the common law hearsay rule. By section 114(1), a statement not made in oral evidence in the proceedings is admissible as evidence of any matter stated only if one of four routes applies: (a) a provision of the Act or another statute makes it admissible; (b) a common law rule preserved by section 118 applies; (c) all parties agree; or (d) the court is satisfied that it is in the interests of justice to admit it. For route (d), section 114(2) lists nine factors to consider, including probative value, reliability and the difficulty of challenging the statement.",
            "Section 115 narrows what counts as hearsay. A 'matter stated' is caught only if one of the purposes of the person making the statement appeared to the court to be to cause another to believe the matter or to act on that basis. Implied assertions are therefore no longer hearsay, reversing the effect of R v Kearley [1992] 2 AC 228, where callers asking to buy drugs were treated as implicitly asserting that the defendant was a dealer.",
            "The principal statutory routes are:" +
              "<ul><li>section 116, where the maker is identified but unavailable because dead, unfit, outside the United Kingdom, unable to be found, or, with the court's leave, not giving evidence through fear;</li><li>section 117, for business and other documents created in the course of a trade, business, profession or office;</li><li>section 118, which preserves rules including res gestae, confessions and public information;</li><li>section 120, for a witness's previous statements in defined circumstances.</li></ul>",
            "Res gestae illustrates the preserved rules. In R v Andrews [1987] AC 281 a dying victim's identification of his attackers, made minutes after the stabbing, was admitted because the event so dominated his thoughts that the possibility of concoction or distortion could be disregarded.",
            "As safeguards, section 124 allows the credibility of an absent maker to be attacked, and section 125 requires the judge to stop a case that depends wholly or partly on hearsay so unconvincing that a conviction would be unsafe. The Supreme Court in R v Horncastle [2009] UKSC 14 held that the Act's safeguards satisfy Article 6, and the Grand Chamber in Al-Khawaja and Tahery v United Kingdom (2011) accepted that even sole or decisive hearsay may be admitted if there are sufficient counterbalancing factors.",
          ),
        },
      },
      {
        title: "Evidence of Bad Character",
        description:
          "The statutory definition of bad character, the seven gateways for a defendant's bad character, and the court's power to exclude.",
        lesson: {
          title: "The Section 101 Gateways",
          html: p(
            "Part 11, Chapter 1 of the Criminal Justice Act 2003 abolished the common law rules on bad character in criminal proceedings. Section 98 defines bad character as evidence of, or of a disposition towards, misconduct, and section 112 defines misconduct as the commission of an offence or other reprehensible behaviour. Evidence that has to do with the alleged facts of the offence charged, or with misconduct in connection with its investigation or prosecution, falls outside the definition and is admissible in the ordinary way.",
            "A defendant's bad character is admissible only through one of the seven gateways in section 101(1):" +
              "<ol><li>(a) all parties agree to its admission;</li><li>(b) the defendant adduces it himself or it is given in answer to his question;</li><li>(c) it is important explanatory evidence;</li><li>(d) it is relevant to an important matter in issue between the defendant and the prosecution;</li><li>(e) it has substantial probative value on an important matter in issue between the defendant and a co-defendant;</li><li>(f) it corrects a false impression given by the defendant;</li><li>(g) the defendant has made an attack on another person's character.</li></ol>",
            "Gateway (d) is the most used. Section 103 provides that the matters in issue include whether the defendant has a propensity to commit offences of the kind charged, which may be shown by previous convictions for an offence of the same description or the same category. In R v Hanson [2005] EWCA Crim 824 the Court of Appeal set out three questions: does the history establish a propensity; does that propensity make it more likely that the defendant committed this offence; and is it unjust to rely on the convictions, or would the proceedings be unfair if they were admitted? A single previous conviction will often not show propensity unless it reveals a tendency to unusual behaviour or its circumstances are strikingly similar.",
            "Under section 101(3) the court must not admit evidence under gateways (d) or (g) if, on an application by the defendant, it appears that admitting it would have such an adverse effect on the fairness of the proceedings that it ought not to be admitted; age of the convictions is a specific consideration under section 101(4). The bad character of non-defendants, such as complainants and witnesses, is governed by the stricter section 100, which generally requires the court's leave and evidence of substantial probative value.",
          ),
        },
      },
    ],
  },
  {
    slug: "exercise-physiology-energy-systems-oxygen-uptake-and-thresholds",
    discipline: "Exercise physiology",
    title: "Exercise Physiology: Energy Systems, Oxygen Uptake and Thresholds",
    description:
      "This course examines how the body fuels and sustains exercise: the phosphocreatine, glycolytic and oxidative energy systems; the measurement of maximal oxygen uptake; the lactate threshold and how it sets training intensities; and altitude acclimatisation. Laboratory practicals use online gas analysis and capillary blood lactate sampling.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one two-hour laboratory practical a week)",
    plantedGap: "altitude acclimatisation",
    modules: [
      {
        title: "The Three Energy Systems",
        description:
          "How ATP is resynthesised by phosphocreatine breakdown, glycolysis and oxidative phosphorylation, and how their contributions overlap.",
        lesson: {
          title: "Resynthesising ATP During Exercise",
          html: p(
            "Adenosine triphosphate (ATP) is the only fuel that myosin can use directly, yet skeletal muscle stores very little of it: roughly 5 to 6 mmol per kilogram of wet muscle, enough for only a couple of seconds of maximal contraction. Muscle ATP concentration barely falls even in exhausting exercise, because three pathways resynthesise it continuously. Their differences lie in rate and capacity.",
            "The phosphocreatine (PCr) system is the fastest. Creatine kinase transfers a phosphate from PCr to ADP (PCr + ADP gives ATP + creatine) in a single step. Muscle holds three to four times as much PCr as ATP, and during a maximal sprint PCr is largely depleted within about 10 seconds. It is resynthesised aerobically during recovery with a half-time of roughly 30 seconds, so near-complete recovery takes three to five minutes, which is why repeated-sprint performance depends on aerobic fitness.",
            "Anaerobic glycolysis breaks glucose down to two molecules of pyruvate in the cytoplasm, yielding a net 2 ATP per glucose, or 3 when the glucose unit comes from muscle glycogen, because the phosphorylase reaction saves one ATP. When pyruvate is produced faster than the mitochondria can take it up, lactate dehydrogenase converts it to lactate, regenerating the NAD+ that glycolysis needs to continue. Glycolysis reaches its peak rate within a few seconds of maximal exercise and dominates efforts of roughly 10 to 60 seconds.",
            "Oxidative phosphorylation in the mitochondria completes the breakdown of carbohydrate and fat. Modern estimates give about 30 to 32 ATP per glucose (older textbooks quote 36 to 38) and about 106 per molecule of palmitate. Its capacity is effectively unlimited, but its maximal rate is lower, limited by oxygen delivery and mitochondrial content.",
            "The systems do not switch on in sequence like gears. All three contribute from the first second; what changes is their relative share. In a review of maximal exercise studies, Gastin (2001) concluded that aerobic and anaerobic metabolism contribute equally at around 75 seconds of all-out exercise, which is earlier than older textbooks suggested. Even in a 30-second Wingate test the aerobic system provides a substantial minority of the energy.",
          ),
        },
      },
      {
        title: "Measuring Maximal Oxygen Uptake",
        description: "Protocols, verification criteria and calculations for determining VO2max in the laboratory.",
        lesson: {
          title: "The Incremental Test to Exhaustion",
          html: p(
            "Maximal oxygen uptake (VO2max) is the highest rate at which the body can take up and use oxygen during whole-body exercise. The Fick equation explains what sets it: VO2 equals cardiac output multiplied by the arteriovenous oxygen difference. An endurance athlete with a maximal cardiac output of 25 litres per minute and an a-vO2 difference of 160 ml per litre of blood has a VO2max of 4.0 litres per minute.",
            "Typical values for healthy young adults are about 40 to 45 ml per kilogram per minute in untrained men and 35 to 40 in untrained women; elite male endurance athletes commonly exceed 75. To express an absolute value relative to body mass, divide by mass: 3.5 litres per minute in a 70 kg runner is 3,500 / 70 = 50 ml per kilogram per minute.",
            "The standard test is an incremental protocol, either a ramp or steps of one to three minutes, on a treadmill or cycle ergometer, continued to volitional exhaustion. Buchfuhrer and colleagues (1983) showed that protocols lasting about 8 to 12 minutes give the highest values; shorter tests end before oxygen uptake peaks, and longer ones end through fatigue. Treadmill values are usually 5 to 10 per cent higher than cycling values in people who are not trained cyclists, because a larger muscle mass is active. Expired gas is analysed breath by breath or collected in Douglas bags; breath-by-breath data are noisy and should be averaged over 15 to 30 seconds.",
            "The classical criterion for a true maximum is a plateau, an increase of less than about 150 ml per minute despite a further increase in work rate, as proposed by Taylor and colleagues in 1955. Many participants do not plateau, so secondary criteria have been used:" +
              "<ul><li>respiratory exchange ratio of at least 1.10 to 1.15;</li><li>heart rate within about 10 beats per minute of age-predicted maximum;</li><li>blood lactate of at least 8 mmol per litre;</li><li>rating of perceived exertion of 19 or 20.</li></ul>" +
              "These secondary criteria can be met well below the true maximum, so current practice favours a verification bout: after recovery, the participant exercises at about 105 to 110 per cent of the peak work rate, and the maximum is confirmed if oxygen uptake does not rise meaningfully. Without this confirmation the highest value is reported as VO2peak.",
          ),
        },
      },
      {
        title: "Lactate Threshold and Training Intensity",
        description: "Identifying thresholds from blood lactate samples and translating them into training zones.",
        lesson: {
          title: "From Lactate Curve to Training Zones",
          html: p(
            "Blood lactate at rest is about 1 mmol per litre. During an incremental test it stays close to that value through the easier stages, then rises, gently at first and then steeply. Because the rise reflects the balance between lactate production and clearance, the intensities at which it bends are sensitive markers of endurance fitness and are widely used to set training intensities.",
            "A lactate test uses stages of three to four minutes, long enough for blood lactate to approach a steady value, with a small capillary sample from the earlobe or fingertip taken at the end of each stage. Two thresholds are usually identified. The first lactate threshold (LT1) is the intensity at which lactate first rises consistently above baseline, often defined as a rise of 0.5 to 1.0 mmol per litre. The second (LT2) approximates the maximal lactate steady state (MLSS), the highest intensity at which lactate stays stable, rising by no more than 1 mmol per litre between the 10th and 30th minutes of constant-load exercise. MLSS itself can only be confirmed by several separate constant-load tests.",
            "A simpler convention is the onset of blood lactate accumulation (OBLA), the intensity at a fixed concentration of 4 mmol per litre. It is easy to apply, but individual MLSS values range from roughly 2 to 7 mmol per litre, so a fixed value misjudges many athletes. Curve-fitting methods such as Dmax, which finds the point on the curve furthest from a line joining its first and last points, were developed to reduce subjective judgement.",
            "Lactate is not a waste product that causes fatigue. Work by George Brooks and others on the lactate shuttle has shown that it is a major fuel, taken up and oxidised by heart muscle and less active skeletal muscle, and a substrate for gluconeogenesis in the liver.",
            "The two thresholds divide intensity into three zones:" +
              "<table><thead><tr><th>Zone</th><th>Boundaries</th><th>Typical use</th></tr></thead><tbody><tr><td>1</td><td>below LT1</td><td>long easy sessions</td></tr><tr><td>2</td><td>between LT1 and LT2</td><td>tempo work</td></tr><tr><td>3</td><td>above LT2</td><td>intervals</td></tr></tbody></table>" +
              "Studies of elite endurance athletes by Stephen Seiler and colleagues found that about 80 per cent of sessions are performed in zone 1, a distribution described as polarised. Training shifts the lactate curve to the right, so thresholds occur at a higher percentage of VO2max.",
          ),
        },
      },
    ],
  },
  {
    slug: "french-polishing-and-traditional-shellac-finishes",
    discipline: "French polishing",
    title: "French Polishing and Traditional Shellac Finishes",
    description:
      "A tired Victorian sideboard or a ring-marked table top rarely needs stripping back to bare wood. Building on basic woodworking, this course teaches surface preparation, grain filling, bodying up a shellac finish with the rubber, spiriting off, and ammonia fuming, together with the safe handling of solvents and oily rags.",
    level: "intermediate",
    duration: "ten weeks (one three-hour workshop a week)",
    plantedGap: "ammonia fuming",
    modules: [
      {
        title: "Preparing the Surface",
        description:
          "Identifying an existing finish, deciding whether to revive or strip it, and scraping, sanding and staining ready for polish.",
        lesson: {
          title: "Preparation Before Polish",
          html: p(
            "A French polish is a thin, glass-like film, and it magnifies every flaw beneath it. Preparation therefore takes more time than polishing, and it starts with identifying what is already on the piece. On a hidden area, such as the inside of a leg, dab a little methylated spirit on a cotton bud. If the finish softens and becomes sticky within a minute, it is shellac, and the piece can usually be revived or polished over. If not, try cellulose thinners: a finish that softens in thinners but not in spirit is nitrocellulose lacquer. A finish that resists both is probably a modern catalysed lacquer or polyurethane and will need a chemical stripper.",
            "Stripping removes patina, the colour and surface texture built up over generations, so on antiques it is a last resort. Shellac can often be cleaned and cut back rather than removed. Where stripping is necessary, old shellac comes off with methylated spirit and fine steel wool, working with the grain.",
            "On bare wood the goal is a flat, scratch-free surface. A cabinet scraper with a turned burr removes tear-out and old residues without the clogging that sandpaper suffers, and it leaves a crisp surface on hardwoods. Sand with the grain through a progression of grits, typically 120, 180 and 240, using a cork block so that the edges of the paper do not dig in, and never skip more than one grade.",
            "Wetting the wood raises the grain, so the surface is raised on purpose before any water-based stain is applied. Wipe it with a damp cloth, let it dry, and cut the raised fibres back lightly with 320 grit.",
            "Stains fall into three families:" +
              "<ul><li>water stains, which penetrate well and are lightfast but raise the grain;</li><li>spirit stains, dissolved in methylated spirit, which dry very fast and can be tricky to apply evenly;</li><li>oil stains, which are easy to apply but must dry completely before shellac goes on.</li></ul>" +
              "Small holes and cracks are filled with coloured shellac sticks, melted in with a hot knife, or with hard stopping, levelled flush before polishing begins.",
          ),
        },
      },
      {
        title: "Grain Filling and Bodying Up",
        description:
          "Making and charging a rubber, filling open grain, and building the shellac body in thin, even layers.",
        lesson: {
          title: "The Rubber and the Body",
          html: p(
            "Shellac is a resin secreted by the lac insect, Kerria lacca, on trees in India and Thailand, refined into flakes and dissolved in methylated spirit. The grades range from dark garnet and amber button polish to pale blonde and transparent grades from which the natural wax has been removed. The strength of a solution is often given as a cut: a two-pound cut is two pounds of flakes per US gallon of spirit, about 240 grams per litre, and is a good working strength for bodying.",
            "Open-grained timbers such as oak, mahogany and walnut need their pores filled, or the finished surface will show hundreds of tiny pits. In the traditional pumice method, a little fine pumice powder is sprinkled on the surface and worked in with a rubber charged with thin polish. The pumice abrades fine fibres from the wood, which combine with the shellac into a paste that is pressed into the pores. Paste grain fillers are a quicker alternative, applied across the grain and wiped off before they set.",
            "The rubber is the polisher's main tool. A pad of cotton wadding is folded into a pear shape and wrapped in a square of fine, lint-free cotton or linen, twisted at the back so that the face is smooth and the front comes to a point for reaching into corners. To charge it, unwrap the cover and pour polish onto the wadding, never the cover, then rewrap it and press it on a clean board until the polish comes evenly to the face without being wet.",
            "Bodying up builds the film in many thin layers. Glide the rubber onto the surface from the side and keep it moving; if it stops, it sticks and leaves a mark. The usual sequence is straight strokes along the grain first, then small overlapping circles, then figure-of-eight strokes across the whole panel, and finally straight strokes again. When the rubber begins to drag, touch a single drop of raw linseed oil onto its face; too much oil will later sweat through the finish. Work in sessions, letting the shellac harden overnight, and lightly flatten any nibs with very fine abrasive paper between sessions. A table top typically needs several sessions before the body is full enough for the final stage.",
          ),
        },
      },
      {
        title: "Spiriting Off and Workshop Safety",
        description:
          "Removing the lubricating oil and bringing up the final gloss, and storing solvents and used rags safely.",
        lesson: {
          title: "Spiriting Off, Stiffing and Safe Practice",
          html: p(
            "At the end of bodying the surface is glossy but smeared with the linseed oil used to lubricate the rubber. If the oil is left, it dulls the shine and can creep out of the finish over the following weeks. Two traditional methods remove it and burnish the film to a final gloss.",
            "In spiriting off, the polisher uses a separate rubber charged with methylated spirit alone, and only barely damp; a useful test is that it should feel cool rather than wet when pressed against the cheek. Working with long, straight strokes along the grain, the rubber dissolves the very top of the shellac and redistributes it, lifting the oil smears and levelling the surface. Too much spirit will soften and drag the body that has taken days to build, so it is better to recharge often and lightly.",
            "In stiffing, the polisher instead uses a rubber charged with thinned polish and no oil, again with straight strokes only, until the smears disappear. Many finishers stiff first and spirit off last. To check progress, breathe on the surface: oil shows as a faint cloudy streak as the breath clears.",
            "The finished polish should be left for about a week to harden before the piece is used. If a softer satin sheen is wanted, the gloss can be rubbed down lightly with the finest grade of steel wool.",
            "French polishing uses materials that need respect:" +
              "<ul><li>Methylated spirit is highly flammable, with a flash point of around 13 degrees Celsius, so its vapour can ignite at room temperature. Work with good ventilation, no naked flames and no smoking, and keep stock in a closed metal cabinet.</li><li>Rags and rubbers soaked in linseed oil can catch fire by themselves. The oil hardens by oxidation, which gives off heat, and a crumpled pile of rags traps that heat until it reaches ignition. Lay used rags flat outdoors to dry, or keep them under water in a sealed metal container until disposal.</li><li>Solvents and stains should be listed in the workshop's COSHH assessment, and nitrile gloves protect the skin from defatting and staining.</li></ul>",
          ),
        },
      },
    ],
  },
];
