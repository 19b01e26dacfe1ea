/** Eighty-first held-out evaluation courses, intermediate level (A to F); see ai-courses-heldout81.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT81_B: EvalCourse[] = [
  {
    slug: "advertising-law-and-regulation-in-the-uk",
    discipline: "Advertising law",
    title: "Advertising Law and Regulation in the UK",
    description:
      "Who decides whether an advert is misleading, and what happens to the advertiser when it is? The course examines the self-regulatory system run by the ASA under the CAP and BCAP Codes; the statutory controls on misleading claims and the substantiation advertisers must hold; influencer marketing; and the special rules protecting children.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "influencer marketing",
    modules: [
      {
        title: "The ASA, the Codes and Co-Regulation",
        description:
          "How the UK's advertising self-regulatory system is structured, funded and enforced, and how it sits alongside statutory regulators.",
        lesson: {
          title: "Self-regulation with statutory backstops",
          html: p(
            "Most day-to-day regulation of UK advertising is done not by a government body but by the Advertising Standards Authority (ASA), an independent regulator set up by the industry in 1962. The rules it applies are written by two industry committees. The Committee of Advertising Practice (CAP) writes the UK Code of Non-broadcast Advertising and Direct and Promotional Marketing, known as the CAP Code, which covers print, posters, cinema, direct mail, sales promotions and marketing on websites and social platforms in the advertiser's own space. The Broadcast Committee of Advertising Practice (BCAP) writes the BCAP Code for television and radio. The system is funded by a levy of 0.1 per cent on the cost of buying advertising space, collected by an arm's-length body, Asbof, so that funding does not depend on the outcome of any case.",
            "Broadcast advertising is co-regulated. Under the Communications Act 2003 Ofcom is responsible for broadcast advertising standards, but since 2004 it has contracted that function out to the ASA, keeping backstop powers, including the power to fine or revoke a broadcaster's licence.",
            "Anyone can complain to the ASA free of charge, and the ASA can also open investigations itself, including through proactive monitoring using automated tools. Formal investigations end in a ruling by the ASA Council, a majority of whose members are independent of the industry; rulings are published weekly. A party dissatisfied with a ruling can ask the Independent Reviewer to look at it, and ASA decisions are in principle open to judicial review.",
            "The ASA cannot fine. Its sanctions rely on publicity and on the co-operation of the media: adverse rulings are published and widely reported; media owners are asked, through Ad Alerts, not to carry the offending advert; trading privileges such as industry discounts can be withdrawn; persistent offenders may be required to have future adverts pre-vetted; and paid search advertisements can be placed highlighting a non-compliant advertiser. As a final step the ASA refers non-broadcast advertisers to Trading Standards, and broadcasters to Ofcom, where statutory enforcement becomes available. This layered design is why the system is often described as self-regulation with a legal backstop.",
          ),
        },
      },
      {
        title: "Misleading Claims and Substantiation",
        description:
          "The Code and statutory rules on misleading advertising, the average consumer test and the evidence needed before a claim is made.",
        lesson: {
          title: "Testing a claim before it runs",
          html: p(
            "The central rule of the CAP Code is rule 3.1: marketing communications must not materially mislead or be likely to do so. Misleading can happen through what is said, through what is left out, and through the overall impression created by words, images and layout together. The ASA judges an advert by its likely effect on the average consumer, a test drawn from European and UK consumer law: someone reasonably well informed, reasonably observant and circumspect, neither an expert nor unusually credulous. Where an advert targets a particular group, such as older people or children, the average member of that group is the benchmark.",
            "Rule 3.7 requires marketers to hold documentary evidence to prove objective claims before the advert is published, not to assemble it once a complaint arrives. The strength of evidence needed depends on the claim. 'Clinically proven' requires robust human trials of the product, or an equivalent formulation, showing the claimed effect. Superlative claims such as 'fastest broadband' need evidence across the relevant market and a clear basis of comparison. Small print may clarify a claim but must not contradict the headline; a headline of 'unlimited data' cannot be qualified by a fair-use cap that makes it false.",
            "Statutory law sits behind the Code. Since 6 April 2025 the unfair commercial practices provisions of the Digital Markets, Competition and Consumers Act 2024 (Part 4, Chapter 1) have replaced the Consumer Protection from Unfair Trading Regulations 2008. They prohibit misleading actions and misleading omissions that are likely to cause the average consumer to take a transactional decision they would not otherwise have taken, such as clicking through to a product page, as well as aggressive practices. Schedule 20 lists practices that are unfair in all circumstances, including falsely claiming that a product is available only for a very limited time and, newly, submitting or commissioning fake consumer reviews.",
            "The Act also gave the Competition and Markets Authority power to decide for itself that consumer law has been broken and to impose penalties of up to 10 per cent of global turnover, without going to court first. For advertisers, the practical consequence is that an advert that fails the CAP Code's misleading rules is increasingly likely also to carry statutory risk, and that substantiation files must be complete before launch.",
          ),
        },
      },
      {
        title: "Advertising to Children",
        description:
          "The Code's child-protection rules and the product-specific restrictions on food, alcohol and gambling advertising that children may see.",
        lesson: {
          title: "Harm, targeting and less healthy food",
          html: p(
            "For CAP Code purposes a child is someone under 16. Section 5 of the Code sets general protections: adverts addressed to or likely to be seen by children must not contain anything likely to cause them physical, mental or moral harm; must not exploit their credulity, loyalty or inexperience; must not directly exhort them to buy a product or to ask their parents to buy it for them, a practice often called pester power; and must not make them feel inferior or unpopular for not having a product. Direct exhortation to children is also one of the practices banned outright by statute.",
            "Alongside these general rules sit restrictions on particular products, which are based on who is likely to see an advert rather than only on its content. Since July 2017, adverts for food or soft drinks high in fat, salt or sugar (HFSS), identified using the Department of Health's 2004/05 nutrient profiling model, may not appear in non-broadcast media directed at under-16s, or where under-16s make up more than 25 per cent of the audience. For gambling, the CAP Code has since October 2022 prohibited content likely to be of strong appeal to under-18s, which in practice excludes most top sports stars and much video-game imagery, not merely content that appeals more to children than to adults. Alcohol adverts must not be likely to appeal strongly to under-18s or feature anyone who is, or seems to be, under 25 in a significant role.",
            "The Health and Care Act 2022 added a statutory layer for food. It restricts adverts for less healthy food and drink products on television and on-demand programme services between 5.30 am and 9 pm, and bans paid-for online advertising of those products altogether, subject to exemptions such as small and medium businesses. After repeated delays the restrictions took legal effect on 5 January 2026, with the industry having committed to comply voluntarily from October 2025.",
            "Applying these rules requires audience evidence. When the ASA investigates, it asks the advertiser what targeting tools were used, what data showed the age profile of the audience, and whether steps such as age-gating were effective. An advertiser that cannot show how it kept an advert away from children usually loses.",
          ),
        },
      },
    ],
  },
  {
    slug: "colloids-and-interfaces",
    discipline: "Colloid science",
    title: "Colloids and Interfaces",
    description:
      "Milk, paint, blood and mayonnaise share one feature: particles or droplets between a nanometre and a micrometre across, dispersed in another phase. Lectures and laboratory classes cover Brownian motion and sedimentation, surface tension and surfactants, micelles and emulsions, the electrical double layer, DLVO theory and light scattering.",
    level: "intermediate",
    duration: "one semester (two lectures and one three-hour laboratory a week)",
    plantedGap: "light scattering",
    modules: [
      {
        title: "What Makes a Dispersion Colloidal?",
        description:
          "The size range, classification and large interfacial area of colloids, and how Brownian motion competes with sedimentation.",
        lesson: {
          title: "Size, surface area and Brownian motion",
          html: p(
            "A colloid is a system in which one phase is dispersed in another as particles, droplets or bubbles with at least one dimension between about 1 nm and 1 µm. The combinations have familiar names: a sol is solid in liquid (ink, gold sols), an emulsion is liquid in liquid (milk, mayonnaise), a foam is gas in liquid (beer head), and an aerosol is liquid or solid in gas (fog, smoke). Lyophilic colloids, such as dissolved proteins or polymers, form spontaneously and are thermodynamically stable; lyophobic colloids, such as metal sols or oil droplets in water, are only kinetically stable and tend to aggregate unless something prevents it.",
            "What makes colloids special is area. Divide a 1 cm cube into cubes 10 nm across and the total surface grows from 6 cm² to 600 m². Because so much material lies at or near an interface, surface energy and surface forces dominate behaviour that bulk properties would govern in larger particles.",
            "Small particles are also kept in constant random motion by collisions with solvent molecules. The diffusion coefficient of a sphere is given by the Stokes-Einstein equation, D = kT/6πηr, where k is Boltzmann's constant, T the temperature, η the solvent viscosity and r the particle radius. For a particle 100 nm in diameter in water at 25 °C, with η = 0.89 mPa s, D is about 4.9 × 10⁻¹² m² s⁻¹, so the particle moves a root-mean-square distance of roughly 3 µm in one direction in a second.",
            "Gravity competes with this. A sphere settles at the Stokes velocity v = 2r²Δρg/9η, where Δρ is the density difference from the liquid. For the same 100 nm particle with Δρ = 1000 kg m⁻³, v is about 6 × 10⁻⁹ m s⁻¹, or half a millimetre a day, easily outweighed by Brownian motion and convection. Because v rises with r², a 10 µm particle settles ten thousand times faster and sediments within hours. The same relation governs creaming in emulsions, where Δρ is negative and droplets rise; it explains why homogenised milk, with fat droplets reduced to below about 1 µm, does not form a cream layer.",
          ),
        },
      },
      {
        title: "Surfactants, Micelles and Emulsions",
        description:
          "How amphiphilic molecules adsorb at interfaces, form micelles and stabilise emulsions, and how emulsions break down.",
        lesson: {
          title: "From adsorption to emulsion stability",
          html: p(
            "Surface tension is the work needed to create new interface; for pure water at 25 °C it is about 72 mN m⁻¹. Surfactants are amphiphiles, molecules with a polar head group and a hydrocarbon tail, and they lower surface tension by adsorbing at the interface with their tails out of the water. The Gibbs adsorption equation links the two: the surface excess Γ = −(1/nRT)(dγ/d ln c), where n is 1 for non-ionic surfactants and 2 for a 1:1 ionic surfactant without added salt. A steep fall in γ with log concentration therefore means strong adsorption.",
            "Above a certain concentration, surfactant molecules start to assemble into micelles, aggregates with the tails packed inside and the heads facing the water. This is the critical micelle concentration (CMC), and it shows as a sharp break in plots of surface tension, conductivity or osmotic pressure against concentration. Above the CMC the surface tension stays nearly constant because added surfactant goes into micelles. For sodium dodecyl sulfate in water at 25 °C the CMC is about 8 mM and the micelles contain around 60 molecules. Micelles can dissolve oily material in their cores, which is the basis of detergency.",
            "Emulsions need an emulsifier, and the hydrophile-lipophile balance (HLB) helps to choose one. In Griffin's scheme for non-ionic surfactants, HLB = 20 × Mh/M, where Mh is the mass of the hydrophilic part and M the total molecular mass. Surfactants with HLB of about 3 to 6 favour water-in-oil emulsions; those of about 8 to 18 favour oil-in-water. This agrees with Bancroft's rule: the phase in which the emulsifier is more soluble tends to become the continuous phase. Fine solid particles wetted by both phases can also stabilise droplets, giving Pickering emulsions.",
            "Emulsions break down by four main routes: creaming or sedimentation, driven by density difference; flocculation, where droplets stick together but stay distinct; coalescence, where the film between droplets ruptures and they merge; and Ostwald ripening, where the higher Laplace pressure inside small droplets raises the solubility of their contents, so material diffuses from small droplets to large ones. Each has a different remedy: thickening the continuous phase, increasing repulsion between droplets, strengthening the interfacial film, or adding a poorly soluble component to the dispersed phase.",
          ),
        },
      },
      {
        title: "Charge, the Double Layer and DLVO Theory",
        description:
          "Why charged particles repel, how salt screens that repulsion, and how DLVO theory predicts stability and coagulation.",
        lesson: {
          title: "Balancing attraction and repulsion",
          html: p(
            "Most particles in water carry a surface charge, from ionisation of surface groups such as carboxylic acids or silanols, from adsorption of ions or surfactants, or from lattice substitution in clays. The charge attracts a cloud of counterions. Close to the surface some ions are held in a compact Stern layer; beyond it, the diffuse layer of ions extends into the solution, with the potential decaying roughly exponentially. The characteristic thickness of the diffuse layer is the Debye length, κ⁻¹. For a 1:1 electrolyte in water at 25 °C, κ⁻¹ ≈ 0.304/√I nm, where I is the ionic strength in mol dm⁻³: about 9.6 nm at 1 mM and under 1 nm at 0.1 M. Adding salt compresses the double layer.",
            "The potential at the plane where liquid starts to move relative to the particle is the zeta potential, found from the particle's velocity in an electric field. A magnitude above roughly 30 mV is a common rule of thumb for a dispersion stabilised by charge, although it is only a rule of thumb.",
            "DLVO theory, developed by Derjaguin and Landau (1941) and Verwey and Overbeek (1948), treats the interaction between two particles as the sum of two terms. Van der Waals attraction, scaled by the Hamaker constant, grows steeply at short range. Double-layer repulsion decays over a distance of the order of κ⁻¹. The sum typically shows a deep primary minimum at contact, an energy barrier at a few nanometres, and, at high salt or for large particles, a shallow secondary minimum further out where particles can flocculate reversibly. If the barrier is many times kT, aggregation is very slow; as salt is added the barrier shrinks until, at the critical coagulation concentration, it disappears and coagulation is rapid.",
            "The theory explains the Schulze-Hardy rule, known empirically since the 1880s: the critical coagulation concentration falls steeply with counterion valence z, roughly as z⁻⁶ for highly charged surfaces, giving ratios of about 1 : 1/64 : 1/729 for mono-, di- and trivalent ions. This is why aluminium salts are used to coagulate particles in water treatment. DLVO does not cover everything: adsorbed polymers give steric stabilisation, and hydration and hydrophobic forces matter at short range.",
          ),
        },
      },
    ],
  },
  {
    slug: "double-bass-technique-and-orchestral-playing",
    discipline: "Double bass playing",
    title: "Double Bass: Technique and Orchestral Playing",
    description:
      "Aimed at bassists of around grade 5 to grade 6 standard who want to play in orchestras with confidence. Weekly lessons and sectionals develop the left-hand frame and shifting, French and German bow technique, walking bass lines, and the preparation of standard orchestral excerpts.",
    level: "intermediate",
    duration: "twelve weeks (one one-hour lesson and one two-hour sectional a week)",
    plantedGap: "walking bass lines",
    modules: [
      {
        title: "The Left-Hand Frame and Simandl Fingering",
        description:
          "Setting a stable left-hand frame, the Simandl system of positions and fingerings, and checking intonation.",
        lesson: {
          title: "Positions, fingerings and intonation",
          html: p(
            "The orchestral double bass is normally tuned in fourths, E1, A1, D2 and G2, and its music is written an octave higher than it sounds so that it stays on the bass clef stave. Because the string length is long, usually about 104 to 106 cm on a three-quarter bass, a semitone in the lower positions is wider than most hands can cover with adjacent fingers. The most widely taught solution is the fingering system of Franz Simandl, set out in his New Method for the Double Bass, first published in the nineteenth century and still in print.",
            "In the lower positions Simandl's system uses only three fingers: 1, 2 and 4, with the third finger supporting the fourth. The hand spans a whole tone: 1 to 2 is a semitone and 2 to 4 another. On the G string, half position gives A flat with finger 1, A with finger 2 and B flat with finger 4; first position then moves the hand up a semitone to give A, B flat and B. Positions continue upward in semitone steps with names such as second, second and a half, third and third and a half. Because each position covers only a tone, shifting is constant, and clean shifts, with a light hand sliding on the string and the arm leading, are a core skill. An alternative approach, François Rabbath's pivot technique, uses rotation of the hand around the thumb to reach notes without moving the whole arm.",
            "The frame itself matters more than any fingering chart. Keep the thumb behind the neck roughly opposite the second finger, relaxed rather than squeezing; let the weight of the arm, not thumb pressure, hold the string down; and keep the fingers curved so that each finger lands on its tip.",
            "Intonation checks are built into the instrument. The natural harmonic halfway along the G string sounds the octave G and marks the end of the neck positions for many basses. Stopped notes can be checked against open strings: a D stopped on the A string, a fourth above the open string, should make the open D string ring in sympathy. Practise slow scales with a drone and listen for resonance rather than watching tape on the fingerboard.",
          ),
        },
      },
      {
        title: "Bowing: French and German Holds",
        description:
          "The two bow holds in use, the three variables of tone production and the basic orchestral bow strokes.",
        lesson: {
          title: "Speed, weight and contact point",
          html: p(
            "Bassists use two different bows and holds. The French bow resembles a cello bow, with a narrow frog, and is held overhand with the fingers on top of the stick. The German bow, descended from the viol bow, has a deep frog and is held underhand: the frog sits in the palm between thumb and fingers, the thumb rests on top of the stick, and the hand is more like a loose grip on a saw. Both are used in professional orchestras; the German bow is traditional in German-speaking countries and the French in France, while both are widely used in Britain and North America. Neither is easier in principle, and students usually keep the one they started on.",
            "Tone depends on three variables: bow speed, the weight transferred into the string, and the contact point between bridge and fingerboard. They are linked. Near the bridge the string needs more weight and a slower bow; nearer the fingerboard it takes less weight and more speed. The thick lower strings respond slowly and need more time to start speaking, especially on the E string, where beginners often produce a scratch followed by the note. Good practice is to start each stroke with a small 'catch' of weight before the bow moves, so that the string begins to vibrate cleanly.",
            "Useful exercises include long open-string notes at a slow, even speed, listening for a steady tone from frog to tip, and crescendos and diminuendos made by varying one variable at a time. Double bass rosin is much softer and stickier than violin or cello rosin, and it comes in grades for different climates; too much rosin gives a gritty sound.",
            "The basic orchestral strokes are détaché, separate smooth strokes with no accent; martelé, a strong bite at the start of each stroke followed by a release; hooked bowing, two notes in the same bow direction separated by a stop, often used for dotted rhythms; and a controlled off-string stroke for light, fast passages. Because a bass section plays the foundation of the harmony, section leaders agree bowings so that every player changes direction together and the section's attack is unified.",
          ),
        },
      },
      {
        title: "Preparing Orchestral Excerpts",
        description:
          "How to learn and practise the excerpts most often asked for in orchestral auditions and seating trials.",
        lesson: {
          title: "Beethoven, Mahler and a practice method",
          html: p(
            "Orchestras ask bassists to play short, difficult passages from the repertoire at auditions, and the same passages appear year after year because they test specific skills. Learning them is also the fastest way to understand the bass's role in the orchestra.",
            "The trio of the third movement of Beethoven's Fifth Symphony opens with a fast fugato in C major for cellos and basses alone. It tests clean string crossings, even semiquavers at a steady tempo, and clarity in the low register; the common fault is rushing the upbeat figures. The recitatives at the start of the finale of Beethoven's Ninth Symphony give the cellos and basses an operatic voice before the baritone enters, and test phrasing and a singing sound across shifts. The third movement of Mahler's First Symphony begins with a solo muted double bass playing the round 'Frère Jacques', transposed into the minor, high on the instrument; it tests intonation and a controlled, expressive tone when the player is completely exposed.",
            "In Classical-era scores the basses usually share a line with the cellos, sounding an octave lower; when playing from a shared part, basses need to know when the composer intended them to drop out, often marked 'violoncello solo' or 'senza basso'.",
            "A reliable method for each excerpt is:" +
              "<ol><li>listen to several recordings with the score, noting tempo and character;</li><li>decide and write in fingerings and bowings before practising;</li><li>practise slowly with a metronome, in short sections, until each is correct three times in a row;</li><li>raise the tempo in small steps, then join the sections;</li><li>record yourself and compare the recording with a professional one;</li><li>play the excerpt cold, without warming up, as you would at an audition.</li></ol>",
            "Panels listen first for rhythm and intonation, then for sound and musical character. A clean, steady performance at a slightly slower tempo almost always scores higher than a fast one with lapses in time or pitch.",
          ),
        },
      },
    ],
  },
  {
    slug: "falls-prevention-in-older-adults-assessment-and-intervention",
    discipline: "Falls prevention",
    title: "Falls Prevention in Older Adults: Assessment and Intervention",
    description:
      "About a third of people over 65 living at home fall at least once a year, and around half of those over 80 do. Designed for nurses, physiotherapists and occupational therapists, the course covers multifactorial risk assessment, gait and balance testing, medication review, strength and balance exercise, home hazard modification and fear of falling.",
    level: "intermediate",
    duration: "six weeks (one three-hour workshop a week)",
    plantedGap: "fear of falling",
    modules: [
      {
        title: "Multifactorial Falls Risk Assessment",
        description:
          "Identifying older people at risk of falls and assessing the many factors that contribute to each person's risk.",
        lesson: {
          title: "Case finding and the components of assessment",
          html: p(
            "Falls rarely have a single cause. They arise from an interaction between the person's intrinsic risk factors, such as weak muscles, poor balance, low blood pressure on standing or impaired vision, and the demands of the activity and environment at the time. Assessment therefore has to be multifactorial, and interventions are tailored to what the assessment finds.",
            "In England, NICE guidance on falls in older people (CG161, 2013, replaced by NG249 in 2025) and the World Guidelines for Falls Prevention and Management published in 2022 share a common approach. Professionals should ask older people routinely, for example at reviews or when they attend with another problem, whether they have fallen in the past year, and how often, and in what circumstances. People who report a fall, or who have problems with walking or balance, then need further assessment; those with an injurious fall, recurrent falls, a long lie on the floor or frailty are at highest risk and should receive a full multifactorial assessment.",
            "A multifactorial assessment typically covers:" +
              "<ul><li>falls history: number, circumstances, injuries and any loss of consciousness;</li><li>gait, balance, mobility and muscle strength;</li><li>osteoporosis and fracture risk;</li><li>vision, including cataracts and use of multifocal glasses when walking;</li><li>cognition, mood and delirium;</li><li>continence, especially urgency and night-time toileting;</li><li>cardiovascular assessment, including heart rate and rhythm and lying and standing blood pressure;</li><li>medication review;</li><li>footwear, foot problems and home hazards.</li></ul>",
            "Lying and standing blood pressure is one of the most often omitted parts. Orthostatic hypotension is defined as a fall of at least 20 mmHg systolic or 10 mmHg diastolic within three minutes of standing; measure after five minutes lying down, then at one and three minutes after standing, and ask whether the person feels dizzy. A transient loss of consciousness reported as a trip may actually be syncope, which needs cardiovascular investigation rather than exercise alone.",
            "The assessment should end with a shared plan: which factors can be changed, who will act on each, and when the plan will be reviewed.",
          ),
        },
      },
      {
        title: "Testing Gait and Balance",
        description:
          "Using standard clinical tests of mobility and balance, interpreting their cut-off scores and observing gait.",
        lesson: {
          title: "Timed Up and Go, balance stances and gait speed",
          html: p(
            "Standardised tests turn an impression of unsteadiness into a measure that can be compared over time and between professionals. None predicts falls perfectly, so results are combined with the history and observation.",
            "The Timed Up and Go (TUG) test, described by Podsiadlo and Richardson in 1991, is the most widely used. The person sits in a standard chair with arms, stands on the command 'go', walks 3 metres at a comfortable pace, turns, walks back and sits down; they use their usual walking aid. A time of 12 seconds or more is the cut-off used in the CDC's STEADI toolkit to indicate increased falls risk; the World Guidelines use 15 seconds. Watch as well as time: hesitation on rising, a loss of balance in the turn, or a shuffling gait tell you more than the number.",
            "The four-stage balance test asks the person to hold four progressively harder positions for 10 seconds each without support: feet side by side, semi-tandem with the instep of one foot touching the big toe of the other, tandem with one foot directly in front of the other, and standing on one leg. Being unable to hold the tandem stance for 10 seconds indicates increased risk. The 30-second chair stand test counts how many times a person can rise fully from a chair with arms folded; the result is compared with age- and sex-specific norms and reflects leg strength.",
            "The Berg Balance Scale is a longer assessment of 14 tasks, each scored from 0 to 4, for a maximum of 56; scores of 45 or below are commonly associated with increased falls risk, although the threshold varies between studies. Usual gait speed, measured over a few metres after a run-up, is a strong general marker of health: speeds below about 0.8 m/s indicate impaired mobility and higher risk.",
            "When observing gait, note step length and symmetry, foot clearance, base width, arm swing, the number of steps needed to turn, and whether the person reaches for furniture. Retest after an intervention to show progress.",
          ),
        },
      },
      {
        title: "Exercise, Medicines and the Home",
        description:
          "The evidence for strength and balance exercise, reviewing medicines that raise falls risk, and reducing hazards at home.",
        lesson: {
          title: "Interventions that reduce falls",
          html: p(
            "Exercise has the strongest evidence of any single intervention. A Cochrane review by Sherrington and colleagues in 2019, pooling over a hundred trials in community-dwelling older people, found that exercise programmes reduce the rate of falls by about 23 per cent, with programmes focused on balance and functional exercise most effective and those adding resistance training also effective. Tai chi also reduces falls. Walking programmes on their own have not been shown to prevent falls.",
            "Effective programmes share features: the balance exercises genuinely challenge balance, for example by narrowing the base of support or reducing hand support; they progress as the person improves; and they continue long enough. A frequently cited benchmark is a total of at least 50 hours, such as two to three hours a week for six months. The Otago Exercise Programme, developed in New Zealand for delivery at home, combines progressive leg-strengthening with ankle cuff weights, balance exercises and a walking plan, three times a week; in the original trials it reduced falls by about 35 per cent, with the largest benefit in people aged 80 and over. The group-based FaME programme is widely used in the UK.",
            "Medication review targets fall-risk-increasing drugs. The main groups are psychotropics, including benzodiazepines, Z-drugs, antidepressants and antipsychotics; drugs that lower blood pressure, especially when orthostatic hypotension is present; opioids; and drugs with a high anticholinergic burden. The STOPPFall tool, published in 2021, helps prescribers decide which to reduce or stop. Deprescribing is done gradually, particularly for benzodiazepines, to avoid withdrawal effects. Vitamin D supplements are not recommended for falls prevention alone, although they may be indicated for bone health.",
            "Home hazard modification, such as removing loose rugs, improving lighting, fitting grab rails and rearranging commonly used items to avoid reaching and bending, is most effective when an occupational therapist assesses the person in their own home and the person is at high risk. Fitting equipment without assessing how the person actually moves around the house has much weaker evidence. A plan for getting up after a fall and summoning help, such as a pendant alarm, limits the harm of a long lie.",
          ),
        },
      },
    ],
  },
  {
    slug: "cryogenic-engineering-liquefaction-insulation-and-storage",
    discipline: "Cryogenic engineering",
    title: "Cryogenic Engineering: Liquefaction, Insulation and Storage",
    description:
      "Topics for second- and third-year mechanical and chemical engineers: the properties of cryogenic fluids; Joule-Thomson expansion and the Linde-Hampson and Claude liquefaction cycles; vacuum and multilayer insulation; storage vessels and boil-off; pressure relief; and low-temperature embrittlement of structural metals.",
    level: "intermediate",
    duration: "ten weeks (two lectures and one tutorial a week)",
    plantedGap: "low-temperature embrittlement",
    modules: [
      {
        title: "Cryogens and Their Properties",
        description:
          "The boiling points, latent heats, densities and expansion ratios of the common cryogenic fluids, and what they mean for design.",
        lesson: {
          title: "Numbers every cryogenic engineer should know",
          html: p(
            "Cryogenic engineering is conventionally taken to begin at about 120 K (−153 °C), below which the permanent gases of air liquefy at atmospheric pressure. The normal boiling points of the main cryogens set the temperature ranges in which they are used:" +
              "<table><tr><th>Fluid</th><th>Normal boiling point (K)</th><th>Liquid density (kg/m³)</th><th>Latent heat (kJ/kg)</th></tr><tr><td>Helium-4</td><td>4.2</td><td>125</td><td>21</td></tr><tr><td>Hydrogen</td><td>20.3</td><td>71</td><td>446</td></tr><tr><td>Neon</td><td>27.1</td><td>1204</td><td>86</td></tr><tr><td>Nitrogen</td><td>77.4</td><td>807</td><td>199</td></tr><tr><td>Argon</td><td>87.3</td><td>1395</td><td>161</td></tr><tr><td>Oxygen</td><td>90.2</td><td>1141</td><td>213</td></tr><tr><td>Methane</td><td>111.7</td><td>422</td><td>510</td></tr></table>",
            "Three features of this table drive design. First, helium's latent heat is tiny: about 2.6 kJ per litre of liquid, against about 160 kJ per litre for nitrogen. A heat leak of one watt evaporates roughly 1.4 litres of liquid helium an hour, so helium systems are usually surrounded by a shield cooled with liquid nitrogen or by cold helium vapour.",
            "Second, liquids expand enormously when they vaporise and warm to room temperature. One litre of liquid nitrogen becomes about 700 litres of gas at 20 °C and atmospheric pressure; for liquid oxygen the ratio is about 860 and for helium about 750. Liquid trapped in a closed space, for example between two shut valves on a transfer pipe, will generate very high pressure as it warms, so every section that could trap liquid needs a relief valve or bursting disc.",
            "Third, the gases displace or enrich air. Nitrogen, argon and helium are asphyxiants that give no warning, and a small spill in a poorly ventilated room can reduce oxygen below safe levels. Liquid oxygen, and liquid nitrogen that has condensed oxygen from the air, makes organic materials such as oil, grease and asphalt highly flammable.",
            "Hydrogen has a further peculiarity. It exists as ortho and para forms whose equilibrium ratio changes with temperature, and the heat released as normal hydrogen converts to para hydrogen is larger than its latent heat. Unless liquefiers include a catalyst to complete the conversion during cooling, the stored liquid slowly boils itself away.",
          ),
        },
      },
      {
        title: "Liquefaction Cycles",
        description:
          "How the Joule-Thomson effect and expansion engines are used in the Linde-Hampson and Claude cycles, and the minimum work of liquefaction.",
        lesson: {
          title: "From Joule-Thomson expansion to the Claude cycle",
          html: p(
            "When a real gas expands through a valve at constant enthalpy, its temperature changes according to the Joule-Thomson coefficient, μ = (∂T/∂P) at constant h. Cooling occurs only below the inversion temperature. The maximum inversion temperature is about 620 K for nitrogen, so nitrogen cools on throttling from room temperature, but it is about 200 K for hydrogen and only about 40 to 50 K for helium. Hydrogen must therefore be precooled, typically with liquid nitrogen, and helium cooled below its inversion temperature by other means, before throttling can liquefy them.",
            "The simplest liquefier is the Linde-Hampson cycle, patented in 1895. Gas is compressed to a high pressure, often around 200 bar, cooled to near ambient temperature in an aftercooler, and passed through a counterflow heat exchanger where it is cooled by returning cold gas. It then expands through a Joule-Thomson valve into a separator, where a fraction y liquefies; the unliquefied vapour returns through the heat exchanger. An energy balance on the heat exchanger, valve and separator gives y = (h₁ − h₂)/(h₁ − h_f), where h₁ is the enthalpy of the low-pressure gas leaving the warm end, h₂ that of the high-pressure gas entering, and h_f that of saturated liquid. Because h₂ is only slightly lower than h₁, the yield for nitrogen is under a tenth of the gas compressed, and performance is very sensitive to heat exchanger effectiveness.",
            "Georges Claude's cycle of 1902 diverts part of the high-pressure stream through an expansion engine, now usually a turbine. Expansion that does external work is nearly isentropic and always cools the gas, whatever its temperature, so the engine provides refrigeration that the valve cannot. The cooled stream rejoins the return flow and chills the incoming gas further, raising the liquid yield and lowering the work per kilogram. Samuel Collins's helium liquefier of the 1940s used two expansion engines on the same principle, and modern large helium plants use several turbines in series.",
            "The benchmark is the ideal work of liquefaction, found from a reversible process that cools the gas from ambient to saturated liquid: about 768 kJ per kg for nitrogen and about 6800 kJ per kg for helium, starting from 300 K and 1 atm. Real plants need several times these values; the ratio of ideal to actual work is the figure of merit.",
          ),
        },
      },
      {
        title: "Insulation, Storage and Boil-Off",
        description:
          "Reducing heat leak by conduction, convection and radiation, and calculating boil-off from storage vessels.",
        lesson: {
          title: "Keeping the cold in",
          html: p(
            "Every watt of heat that reaches a cryogen evaporates some of it, and each watt removed at low temperature costs many watts of input power at room temperature. Insulation is therefore central to cryogenic design, and it attacks the three modes of heat transfer separately.",
            "Convection and gas conduction are removed by evacuating the space between an inner and an outer vessel. In the free-molecular regime, gas conduction is proportional to pressure, so the vacuum must typically be better than about 10⁻³ Pa to make it negligible. James Dewar's vacuum flask of 1892 is the original of every cryogenic storage vessel.",
            "Radiation then dominates. Between black surfaces at 300 K and 77 K the net flux is σ(T_h⁴ − T_c⁴) ≈ 5.67 × 10⁻⁸ × (300⁴ − 77⁴) ≈ 460 W/m². Polished metal surfaces with low emissivity reduce this considerably, and multilayer insulation (MLI), consisting of many layers of aluminised polyester film separated by low-conductivity spacers, reduces it further, because each layer acts as a floating radiation shield. Well-installed MLI between room temperature and 77 K achieves around 1 W/m² or less. MLI works only in a good vacuum, and compressing the layers raises the conduction between them, so fewer layers installed carefully often outperform many layers packed tightly.",
            "Solid conduction through supports, pipes and necks is the remaining path. Designers use long, thin-walled supports of low-conductivity materials such as glass-fibre epoxy composites or thin stainless steel, and they use thermal conductivity integrals, the integral of k(T) dT between the two temperatures, because conductivity changes greatly over the range.",
            "Boil-off follows directly from the heat leak. For liquid nitrogen with latent heat 199 kJ/kg, a total leak of 100 W evaporates 100/199 000 = 5.0 × 10⁻⁴ kg/s, or about 43 kg a day, which at 807 kg/m³ is about 54 litres a day. Vessel specifications often quote this as a percentage of the full contents lost per day; large storage tanks achieve well under 1 per cent because the ratio of surface area to volume falls as size increases. Boil-off gas must always have a route out: storage vessels carry a pressure-building circuit, an economiser, and duplicate relief valves and bursting discs sized for the worst case, such as loss of vacuum.",
          ),
        },
      },
    ],
  },
];
