/** Fourth held-out evaluation courses, advanced level (biochemistry to industrial design); see ai-courses-heldout4.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT4_C: EvalCourse[] = [
  {
    slug: "enzyme-kinetics-regulation",
    discipline: "Biochemistry",
    title: "Enzyme Kinetics and Metabolic Regulation",
    description:
      "Michaelis-Menten kinetics, reversible inhibition, allosteric regulation, regulation by phosphorylation and metabolic control analysis, for students who have completed a first course in biochemistry.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "metabolic control analysis",
    modules: [
      {
        title: "Michaelis-Menten Kinetics",
        description: "The rate equation for a simple enzyme and the meaning of its constants.",
        lesson: {
          title: "Km, Vmax and kcat",
          html: p(
            "In 1913 Leonor Michaelis and Maud Menten described how the initial rate of an enzyme-catalysed reaction depends on substrate concentration. In the simplest scheme, enzyme E binds substrate S reversibly to form a complex ES, which breaks down to product and free enzyme with rate constant k2, also called kcat. George Briggs and J. B. S. Haldane showed in 1925 that if the concentration of ES is assumed constant during the measurement, the steady-state assumption, the initial rate v0 equals Vmax multiplied by [S] and divided by the sum of Km and [S].",
            "The Michaelis constant Km equals the sum of k-1 and k2 divided by k1, and it is the substrate concentration at which the rate is half of Vmax. It approximates the dissociation constant of ES, and so an inverse measure of affinity, only when k2 is much smaller than k-1. Vmax is the rate when every enzyme molecule is saturated with substrate, and kcat, Vmax divided by the total enzyme concentration, is the turnover number: the number of substrate molecules converted per active site per second. It ranges from below one per second for some enzymes to about a million per second for carbonic anhydrase.",
            "At substrate concentrations well below Km, which is common in cells, the rate equals kcat divided by Km, multiplied by the concentrations of free enzyme and substrate. The ratio kcat over Km, the specificity constant, therefore measures catalytic efficiency and compares an enzyme's preference for competing substrates. It cannot exceed the rate at which enzyme and substrate meet by diffusion, about 10 to the 8 to 10 to the 9 per molar per second; enzymes such as triose phosphate isomerase approach this limit and are described as catalytically perfect.",
            "Kinetic constants were long estimated from the Lineweaver-Burk double-reciprocal plot of 1 over v0 against 1 over [S], a straight line with a y-intercept of 1 over Vmax and an x-intercept of minus 1 over Km. Because the plot gives most weight to the least accurate measurements at low substrate concentration, constants are now fitted by non-linear regression, and the plot is used mainly to display inhibition patterns.",
          ),
        },
      },
      {
        title: "Reversible Inhibition",
        description: "Competitive, uncompetitive and mixed inhibition and their kinetic signatures.",
        lesson: {
          title: "How inhibitors change Km and Vmax",
          html: p(
            "Reversible inhibitors bind enzymes non-covalently and dissociate again, unlike irreversible inhibitors such as aspirin, which acetylates a serine in cyclooxygenase, or penicillin, which acylates the bacterial transpeptidase. Reversible inhibitors are classified by which forms of the enzyme they bind.",
            "A competitive inhibitor binds only the free enzyme, usually at the active site, and so competes with substrate. Raising the substrate concentration overcomes it: Vmax is unchanged while the apparent Km is multiplied by the factor alpha, equal to 1 plus the inhibitor concentration divided by the inhibition constant Ki. On a Lineweaver-Burk plot the lines for different inhibitor concentrations meet on the y-axis. Methotrexate, a structural analogue of folate, competitively inhibits dihydrofolate reductase, and ethanol or fomepizole is given in methanol poisoning because it competes for alcohol dehydrogenase and slows the formation of toxic formaldehyde and formic acid.",
            "An uncompetitive inhibitor binds only the enzyme-substrate complex. It lowers Vmax and Km by the same factor, so the lines on a double-reciprocal plot are parallel. Uncompetitive inhibition becomes more effective as substrate accumulates, which makes it potent in vivo; lithium's inhibition of inositol monophosphatase is an example.",
            "A mixed inhibitor binds both the free enzyme and the ES complex, with different affinities. Vmax always falls, and the apparent Km rises or falls depending on which form is bound more tightly; the lines meet to the left of the y-axis. In the special case called non-competitive inhibition the two affinities are equal, Km is unchanged and the lines meet on the x-axis. Because these patterns are distinct, measuring rates at several substrate and inhibitor concentrations reveals the mechanism of a new drug candidate.",
          ),
        },
      },
      {
        title: "Allosteric Regulation",
        description: "Cooperative enzymes, models of allostery and the regulation of phosphofructokinase.",
        lesson: {
          title: "Enzymes that change shape",
          html: p(
            "Allosteric enzymes are regulated by molecules that bind at sites other than the active site, changing the enzyme's conformation and activity. They are usually multi-subunit proteins, and instead of the hyperbolic curve of Michaelis-Menten kinetics they show a sigmoidal dependence of rate on substrate concentration, because binding of substrate to one subunit increases the affinity of the others. This cooperativity makes the enzyme behave like a switch: over a narrow range of substrate concentration its activity changes from low to high. The degree of cooperativity is expressed by the Hill coefficient, which is 1 for a non-cooperative enzyme and greater than 1 for positive cooperativity.",
            "Two models describe cooperativity. In the concerted model of Jacques Monod, Jeffries Wyman and Jean-Pierre Changeux (1965), all subunits of the enzyme switch together between a low-affinity T state and a high-affinity R state; substrates and activators stabilise R and inhibitors stabilise T. In the sequential model of Daniel Koshland, George Nemethy and David Filmer (1966), binding to one subunit changes the shape of that subunit, which in turn changes its neighbours, so hybrid states exist and negative cooperativity is possible.",
            "Aspartate transcarbamoylase, which catalyses the committed step of pyrimidine synthesis in Escherichia coli, is the classic example of feedback inhibition: it is inhibited by CTP, the end product of the pathway, and activated by ATP, which balances purine and pyrimidine supply.",
            "Phosphofructokinase-1, which catalyses the committed step of glycolysis, integrates several signals of the cell's energy state. ATP, a substrate, also binds an allosteric site and lowers the enzyme's affinity for fructose 6-phosphate, so glycolysis slows when energy is plentiful; AMP relieves this inhibition. Citrate, signalling ample fuel for the citric acid cycle, inhibits it. Fructose 2,6-bisphosphate, discovered by Henri-Gery Hers and others in 1980, is the most potent activator; in the liver its concentration falls when glucagon is high, which slows glycolysis and favours gluconeogenesis.",
          ),
        },
      },
      {
        title: "Regulation by Phosphorylation",
        description: "Reversible phosphorylation and the cascade that mobilises glycogen.",
        lesson: {
          title: "Switching enzymes with phosphate",
          html: p(
            "Many enzymes are regulated by covalent modification, most often by reversible phosphorylation. Protein kinases transfer the terminal phosphate of ATP to the hydroxyl group of a serine, threonine or tyrosine residue, and protein phosphatases remove it by hydrolysis. The added phosphate carries two negative charges and can form hydrogen bonds, so it can change the conformation of an enzyme within seconds. Unlike allosteric regulation, the change persists until a phosphatase reverses it.",
            "Edwin Krebs and Edmond Fischer, who shared the Nobel Prize in 1992, discovered this mechanism while studying glycogen phosphorylase, which releases glucose 1-phosphate from glycogen. Phosphorylase exists as the less active phosphorylase b and the more active phosphorylase a, which carries a phosphate on serine 14 of each subunit. The conversion of b to a is catalysed by phosphorylase kinase. Allosteric regulation works alongside it: in muscle, AMP activates phosphorylase b when energy runs low, and in the liver, glucose binds phosphorylase a and makes it a better substrate for dephosphorylation.",
            "The phosphorylation is the last step of a cascade. Adrenaline in muscle, or glucagon in the liver, binds a G-protein-coupled receptor; the stimulatory G protein activates adenylyl cyclase, which makes cyclic AMP, the second messenger discovered by Earl Sutherland. Cyclic AMP activates protein kinase A, which phosphorylates and activates phosphorylase kinase, which in turn activates phosphorylase. Because each enzyme activates many molecules of the next, a few hormone molecules mobilise a great deal of glucose within seconds.",
            "The same kinase phosphorylates glycogen synthase, which inactivates it, so glycogen breakdown and synthesis are reciprocally regulated and do not run at once in a futile cycle. Insulin reverses the process by activating protein phosphatase 1, which dephosphorylates all three enzymes, inactivating phosphorylase and phosphorylase kinase and activating glycogen synthase.",
          ),
        },
      },
    ],
  },
  {
    slug: "mechanical-behaviour-materials",
    discipline: "Materials science",
    title: "Mechanical Behaviour of Materials",
    description:
      "Strengthening mechanisms in metals, linear elastic fracture mechanics, fatigue and creep, for engineering students who have taken an introductory materials course.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "creep",
    modules: [
      {
        title: "Strengthening Mechanisms",
        description: "Why metals yield by dislocation motion, and four ways of making dislocations harder to move.",
        lesson: {
          title: "Obstacles to dislocations",
          html: p(
            "Metals deform plastically by the glide of dislocations, line defects in the crystal lattice, on slip planes. The theoretical shear strength of a perfect crystal is roughly a tenth of its shear modulus, but real metals yield at stresses hundreds or thousands of times lower, because a dislocation moves by breaking and re-forming bonds along a line rather than over a whole plane at once. Every strengthening mechanism therefore works by placing obstacles in the path of dislocations.",
            "In grain-boundary strengthening, boundaries between differently oriented grains block slip, and dislocations pile up against them. The Hall-Petch relation, established by E. O. Hall in 1951 and N. J. Petch in 1953, states that the yield strength equals a friction stress plus a constant multiplied by the inverse square root of the grain size. Refining the grain is unusual among mechanisms in that it raises toughness as well as strength, which is why controlled rolling is used to produce fine-grained structural steels.",
            "In solid-solution strengthening, solute atoms of different size from the host distort the lattice, and their strain fields interact with those of dislocations; zinc in copper, making brass, is an example. In work hardening, plastic deformation multiplies dislocations until they obstruct one another; the flow stress rises in proportion to the square root of the dislocation density, as G. I. Taylor showed, and it can be removed by annealing.",
            "Precipitation hardening, discovered by Alfred Wilm in an aluminium-copper alloy in 1906, is the most powerful mechanism in aluminium alloys. The alloy is solution treated to dissolve the copper, quenched to keep it in supersaturated solution and then aged, during which fine coherent precipitates form: Guinier-Preston zones, followed by the metastable phases theta double-prime and theta-prime. Dislocations must cut through small precipitates or, once the precipitates are larger and more widely spaced, bow around them, the Orowan mechanism. Strength peaks at an intermediate size; with prolonged ageing the particles coarsen into equilibrium theta phase, Al2Cu, and the alloy is overaged and softer.",
          ),
        },
      },
      {
        title: "Linear Elastic Fracture Mechanics",
        description: "Griffith's theory, the stress intensity factor and fracture toughness.",
        lesson: {
          title: "Cracks and toughness",
          html: p(
            "Brittle materials fail at stresses far below their theoretical strength because they contain cracks that concentrate stress. In 1920 A. A. Griffith explained this with an energy balance for glass: a crack grows when the elastic strain energy released by its extension exceeds the energy needed to create the new surfaces. For a crack of length 2a in a large plate, the fracture stress is the square root of 2 multiplied by the Young's modulus and the surface energy, divided by pi times a. Larger cracks therefore fail at lower stresses, in proportion to the inverse square root of their length.",
            "George Irwin extended the theory to metals, in which plastic deformation at the crack tip absorbs far more energy than the surface energy, and introduced the stress intensity factor. For opening-mode loading, K_I equals a geometry factor Y multiplied by the applied stress and by the square root of pi times the crack length. Fracture occurs when K_I reaches the material's fracture toughness, K_IC. For a through crack of half-length 10 millimetres in a wide plate, with Y equal to 1, a stress of 200 megapascals gives K_I of about 35 megapascal root metres, enough to break a high-strength aluminium alloy with a toughness of about 25 but not a tough structural steel with a toughness above 100. Ceramics and glass have toughnesses of only about 1 to 5 megapascal root metres.",
            "The measured toughness falls as the specimen thickens, because a thick specimen constrains the plastic zone at the crack tip, until it reaches a minimum, the plane-strain fracture toughness. ASTM E399 requires that the thickness and crack length both exceed 2.5 times the square of the ratio of K_IC to the yield strength for a valid plane-strain result.",
            "Temperature matters too. Steels with a body-centred cubic structure show a ductile-to-brittle transition: below a transition temperature, measured with the Charpy impact test, they fracture by cleavage with little energy absorbed. Many welded Liberty ships of the Second World War cracked in cold water for this reason.",
          ),
        },
      },
      {
        title: "Fatigue",
        description: "Failure under cyclic loading: S-N curves, crack growth and design against fatigue.",
        lesson: {
          title: "Failure by repeated loading",
          html: p(
            "Fatigue is failure under repeated or fluctuating stresses whose maximum is well below the tensile strength. It causes most mechanical failures in service. August Wohler studied it in the 1850s and 1860s after fractures of railway axles, and the de Havilland Comet airliner disasters of 1954, traced to fatigue cracks at the corners of windows and openings in the pressurised fuselage, showed its importance in aircraft design.",
            "Fatigue data are presented as an S-N curve, the stress amplitude against the number of cycles to failure on a logarithmic scale. Steels and titanium alloys show an endurance limit, a stress below which failure does not occur however many cycles are applied; for many steels it is about half the tensile strength. Aluminium alloys have no endurance limit, so a fatigue strength at a stated number of cycles, such as 10 to the 8, is quoted instead. A tensile mean stress reduces the permissible stress amplitude, a relation described by the Goodman line.",
            "A fatigue failure passes through three stages. A crack initiates at a stress concentration, such as a notch, a scratch, an inclusion or a persistent slip band at the surface. It then grows a small distance in each cycle, leaving microscopic striations and, visible to the eye, beach marks on the fracture surface. Finally, when the crack is long enough for the stress intensity to reach the fracture toughness, the remaining section fails suddenly. In the growth stage, the Paris law, proposed by Paul Paris in the early 1960s, states that the crack growth per cycle equals a constant multiplied by the range of stress intensity raised to a power m, typically 2 to 4 for metals. Integrating it gives the remaining life of a component with a known crack, the basis of damage-tolerant design and inspection intervals in aircraft.",
            "Fatigue life is improved by smooth surfaces, generous fillet radii and compressive residual stresses introduced by shot peening. For loading of varying amplitude, Miner's rule assumes failure when the sum of the cycle ratios, the cycles applied at each stress divided by the cycles to failure at that stress, reaches one.",
          ),
        },
      },
    ],
  },
  {
    slug: "translation-theory-methods",
    discipline: "Translation studies",
    title: "Theories and Methods of Translation",
    description:
      "For postgraduate students of translation: equivalence, Vinay and Darbelnet's translation procedures, skopos theory, domestication and foreignisation, and post-editing of machine translation.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "post-editing of machine translation",
    modules: [
      {
        title: "Equivalence",
        description: "Formal and dynamic equivalence, and the debate over what a translation must preserve.",
        lesson: {
          title: "What stays the same?",
          html: p(
            "For much of the twentieth century translation theory was organised around the idea of equivalence: the relation that should hold between a source text and its translation. Roman Jakobson, in his 1959 essay on the linguistic aspects of translation, distinguished intralingual translation, or rewording in the same language, interlingual translation between languages, and intersemiotic translation into another sign system, such as from a novel to film. Because languages divide up the world differently, he argued, interlingual translation involves equivalence in difference: replacing whole messages rather than separate code units.",
            "Eugene Nida, drawing on his experience of Bible translation, distinguished in 1964 between formal and dynamic equivalence. Formal equivalence focuses on the message itself, in both form and content, and tries to reproduce the source's grammatical units, word usage and meanings; its extreme is the gloss translation, which lets the reader see the source as closely as possible. Dynamic equivalence aims at the principle of equivalent effect: the relationship between the receptors and the translated message should be substantially the same as that between the original receptors and the source message. Nida's best-known example is rendering the Lamb of God, for a people who have never seen sheep, with an animal that carries similar associations of innocence in their culture. He later renamed the concept functional equivalence.",
            "J. C. Catford, writing in 1965 from a linguistic standpoint, described the departures from formal correspondence that translation requires as shifts, either of level, as when a grammatical feature is rendered lexically, or of category, such as changes of structure, class, unit or system.",
            "Critics objected that the effect on readers cannot be measured, that the original readers' response is unknowable for older texts, and that equivalence presupposes a symmetry between languages that does not exist. These objections prepared the way for functionalist theories.",
          ),
        },
      },
      {
        title: "Translation Procedures",
        description: "Vinay and Darbelnet's seven procedures from direct to oblique translation.",
        lesson: {
          title: "Seven procedures",
          html: p(
            "In their comparative stylistics of French and English, published in 1958, Jean-Paul Vinay and Jean Darbelnet described two strategies, direct and oblique translation, comprising seven procedures. Direct translation is possible when the languages' structures and concepts run parallel.",
            "Borrowing takes a source-language word unchanged, often to fill a gap or to add local colour, as with sushi or glasnost in English. A calque borrows an expression but translates its elements literally, as French gratte-ciel renders skyscraper and English beer garden renders German Biergarten. Literal translation is word-for-word rendering that produces a grammatical and idiomatic text, most common between closely related languages; Vinay and Darbelnet held that it should be abandoned only when it gives a different meaning, no meaning, an impossible structure or an expression with no counterpart in the target language's experience.",
            "Oblique translation is needed when literal translation fails. Transposition replaces one word class with another without changing the meaning, as French après son retour for English after he comes back, where a verb becomes a noun. Modulation changes the point of view, as when it is not difficult to show becomes the equivalent of it is easy to show, or a negative is expressed as a positive. Equivalence, in their narrower sense, renders the same situation by entirely different stylistic and structural means, and applies to idioms, proverbs and interjections, such as the cry of pain ouch, which is aie in French. Adaptation replaces a situation that does not exist in the target culture with one that does; their example is replacing a reference to cricket with one to the Tour de France for French readers.",
            "The procedures remain a useful vocabulary for describing and teaching solutions, although they treat translation at the level of words and sentences rather than whole texts and their purposes.",
          ),
        },
      },
      {
        title: "Skopos Theory",
        description: "Functionalist translation theory and the translation brief.",
        lesson: {
          title: "Translation for a purpose",
          html: p(
            "Skopos theory, proposed by Hans J. Vermeer in 1978 and set out with Katharina Reiss in their 1984 book on a general theory of translation, moved the focus from the source text to the function of the translation in its target culture. Skopos is Greek for purpose. Translation is seen as a purposeful human action, and its principal rule, the skopos rule, is that the translation is determined by its purpose: in Vermeer's phrase, the end justifies the means.",
            "Two further rules are subordinate to it. The coherence rule requires the translation to be coherent for its receivers in their situation and culture, making sense to them as a text. The fidelity rule requires intertextual coherence between the translation and the source text, but only as far as the skopos and the coherence rule allow. A source text can therefore be legitimately translated in different ways for different purposes: a medical research article might be translated in full for specialists and as a simplified summary for patients.",
            "The skopos is usually defined by the translation brief, the commissioner's instructions, which ideally state the intended function of the text, its addressees, the time and place of reception, the medium and the motive for producing it. Comparing the brief with an analysis of the source text shows the translator which elements must be kept, adapted or omitted.",
            "Critics objected that the theory suits pragmatic texts better than literary ones and that it could license any departure from the source if the purpose required it. Christiane Nord answered the second objection in 1997 with the principle of function plus loyalty: the translator has a responsibility not only to the purpose but to both the source-text author and the target readers, and must not deceive either about the kind of translation produced.",
          ),
        },
      },
      {
        title: "Domestication and Foreignisation",
        description: "Schleiermacher's two methods and Venuti's critique of fluent translation.",
        lesson: {
          title: "Moving the reader or the writer",
          html: p(
            "In a lecture of 1813 the German theologian Friedrich Schleiermacher argued that there are only two methods of translation: either the translator leaves the writer in peace as much as possible and moves the reader towards him, or leaves the reader in peace and moves the writer towards the reader. Schleiermacher preferred the first, a translation that lets the reader feel the foreignness of the original.",
            "Lawrence Venuti revived this distinction in The Translator's Invisibility (1995) as domestication and foreignisation. A domesticating translation is fluent: it reads as if it had been written in the target language, using current, idiomatic usage, replacing culture-specific references with familiar ones and smoothing over anything strange. Venuti showed that reviewers of translations into English praise precisely this fluency, and argued that its dominance makes the translator invisible, since a translation that reads like an original conceals the translator's work, and that it imposes target-culture values on foreign texts, which he called an ethnocentric reduction. A foreignising translation instead deliberately registers the linguistic and cultural difference of the source, for example by keeping forms of address, culture-specific items, syntactic patterns or archaic and non-standard language, so that the reader is reminded that the text is a translation.",
            "The choice is not a simple binary but a range of strategies applied item by item, and its effect depends on the target culture: what reads as foreignising in English, a dominant language that imports few translations, may be ordinary practice in a culture that translates widely. Antoine Berman's analysis of the deforming tendencies of translation, such as rationalisation, clarification, expansion and the destruction of rhythm, offers a complementary vocabulary for describing how fluent translations efface the source text's otherness.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-social-work-practice",
    discipline: "Social work",
    title: "Advanced Social Work Practice: Assessment and Intervention",
    description:
      "For final-year social work students: ecological assessment, motivational interviewing, crisis intervention, trauma-informed practice and ethical decision-making.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "ethical decision-making",
    modules: [
      {
        title: "Ecological Assessment",
        description: "The person in the environment, Bronfenbrenner's systems and the ecomap.",
        lesson: {
          title: "The person in the environment",
          html: p(
            "Since Mary Richmond's Social Diagnosis of 1917, social work has defined itself by attention to the person in the environment: problems are understood as arising from the interaction between people and their circumstances rather than from individual deficits alone. The life model of Carel Germain and Alex Gitterman (1980) described practice as improving the fit between people and their environments.",
            "The developmental psychologist Urie Bronfenbrenner gave this idea a structure in The Ecology of Human Development (1979). The microsystem comprises the settings in which a person directly takes part, such as the household, the school and the peer group. The mesosystem is the set of relations between microsystems, for instance how well a child's school and carers communicate. The exosystem contains settings in which the person does not take part but which affect them, such as a carer's workplace or the local housing authority. The macrosystem is the overarching pattern of culture, law, economic conditions and values, and the chronosystem, added later, represents change over time, such as a move, a bereavement or a divorce.",
            "Two tools make the assessment visible. The genogram, popularised by Monica McGoldrick and Randy Gerson, maps relationships, events and patterns such as illness or addiction across at least three generations. The ecomap, devised by Ann Hartman in the 1970s, places the person or household in a central circle surrounded by circles for the systems in their life: relatives, friends, work, school, health services, faith groups and benefits agencies. Lines show the nature of each connection, solid for strong, dashed for tenuous and hatched for stressful, and arrows show the direction in which energy and resources flow. Completed with the service user, an ecomap reveals both isolation and untapped sources of support.",
            "An ecological assessment is also a strengths assessment. Dennis Saleebey's strengths perspective holds that every person, group and community has resources, capacities and aspirations, and that assessment should identify these as carefully as it identifies problems.",
          ),
        },
      },
      {
        title: "Motivational Interviewing",
        description: "The spirit, skills and processes of motivational interviewing.",
        lesson: {
          title: "Evoking change",
          html: p(
            "Motivational interviewing (MI) was first described by William Miller in 1983 in work with problem drinkers and developed with Stephen Rollnick. It is a collaborative conversation style for strengthening a person's own motivation and commitment to change. It starts from the observation that ambivalence is normal: most people considering change have reasons both to change and to stay the same. When a practitioner argues for change, the person tends to voice the other side of the ambivalence and becomes more committed to the status quo.",
            "The spirit of MI has four elements: partnership, working with rather than on the person; acceptance, including respect for their autonomy and accurate empathy; compassion, actively promoting the person's welfare; and evocation, drawing out the person's own reasons and resources rather than installing the practitioner's.",
            "The core skills are summarised as OARS: open questions, affirmations that recognise strengths and efforts, reflective listening, and summaries that collect what the person has said. The practitioner listens for change talk, the person's own statements in favour of change, and selectively reflects and explores it. Preparatory change talk expresses desire, ability, reasons and need; mobilising change talk expresses commitment, activation and taking steps, a sequence remembered as DARN-CAT. Its opposite, sustain talk, favours the status quo; it is reflected rather than confronted, since arguing increases it.",
            "In the third edition of their book (2013), Miller and Rollnick describe four overlapping processes: engaging, building a working relationship; focusing, agreeing a direction; evoking, eliciting the person's motivation; and planning, developing commitment and a concrete plan. Clinical trials support MI for alcohol and drug use and for improving engagement with treatment, usually as a brief intervention or as a prelude to other help.",
          ),
        },
      },
      {
        title: "Crisis Intervention",
        description: "Crisis theory and Roberts' seven-stage model of intervention.",
        lesson: {
          title: "Working in crisis",
          html: p(
            "Crisis theory grew from Erich Lindemann's study of survivors and bereaved relatives after the Cocoanut Grove nightclub fire in Boston in 1942 and from Gerald Caplan's work in community mental health. A crisis is a state of disequilibrium that occurs when a hazardous event, such as a bereavement, an assault or the loss of a home, overwhelms a person's usual coping methods. Caplan observed that crises are time-limited, usually resolving within about four to six weeks, and that they can resolve adaptively, leaving the person stronger, or maladaptively. During a crisis people are often more open to help than at other times, so timely, brief and focused intervention can have large effects.",
            "Albert Roberts' seven-stage model is widely used to structure the work. First, the practitioner plans and conducts a thorough assessment, beginning with lethality: the risk of suicide or of harm to others, and any imminent danger. Second, the practitioner makes psychological contact and rapidly establishes rapport, conveying respect and acceptance. Third, the major problems, including the precipitating event, are identified. Fourth, the person is encouraged to explore feelings and emotions, with active listening and validation. Fifth, alternatives and coping strategies are generated and explored, drawing on those that have worked before. Sixth, functioning is restored through an action plan with concrete steps. Seventh, follow-up is arranged to check progress.",
            "Where suicide risk is identified, a safety plan, as developed by Barbara Stanley and Gregory Brown, lists in the person's own words their warning signs, internal coping strategies, people and places that provide distraction, people to ask for help, professional and emergency contacts, and steps to make the environment safer by restricting access to lethal means. The plan is written collaboratively and kept where the person can find it quickly.",
          ),
        },
      },
      {
        title: "Trauma-Informed Practice",
        description: "Adverse childhood experiences and the principles of a trauma-informed service.",
        lesson: {
          title: "Realising the impact of trauma",
          html: p(
            "The Adverse Childhood Experiences (ACE) Study, conducted by Vincent Felitti, Robert Anda and colleagues with more than 17,000 adult members of a health plan in San Diego in the mid-1990s, asked about categories of childhood adversity: physical, emotional and sexual abuse, neglect, and household dysfunction such as domestic violence, substance misuse, mental illness, parental separation and imprisonment of a household member. Adverse experiences were common, and they showed a dose-response relationship with later harm: people reporting four or more categories had several times the risk of alcoholism, drug use, depression and suicide attempts, and raised risks of heart disease and other chronic illness.",
            "Because so many service users have trauma histories, trauma-informed practice treats trauma as likely rather than waiting for disclosure. The United States Substance Abuse and Mental Health Services Administration (SAMHSA) defined in 2014 a trauma-informed service as one that realises the widespread impact of trauma and understands paths to recovery, recognises its signs in clients, staff and others, responds by integrating knowledge about trauma into policies and practice, and seeks actively to resist re-traumatisation.",
            "SAMHSA sets out six principles: safety, physical and emotional; trustworthiness and transparency in decisions; peer support; collaboration and mutuality, levelling power differences between staff and service users; empowerment, voice and choice; and attention to cultural, historical and gender issues. In practice this means explaining what will happen and why before a home visit or an interview, offering choices wherever possible, avoiding unnecessary repetition of a traumatic history, and recognising that behaviour labelled as non-compliance may be a survival response.",
            "Judith Herman's model of recovery, from Trauma and Recovery (1992), describes three stages: establishing safety, remembrance and mourning, and reconnection with ordinary life. Trauma-informed practice is not itself trauma therapy; it creates the conditions in which people can engage with help, including specialist treatment.",
          ),
        },
      },
    ],
  },
  {
    slug: "design-for-manufacture",
    discipline: "Industrial design",
    title: "Design for Manufacture and Assembly",
    description:
      "For industrial design students in their final year: design for assembly, design rules for injection-moulded parts, tolerance analysis and life cycle assessment.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "life cycle assessment",
    modules: [
      {
        title: "Design for Assembly",
        description: "Reducing part count and making parts easy to handle and insert.",
        lesson: {
          title: "Fewer parts, faster assembly",
          html: p(
            "Decisions made during concept design fix most of a product's manufacturing cost, so manufacturing must be considered from the start rather than after the design is finished. Design for assembly (DFA), developed by Geoffrey Boothroyd and Peter Dewhurst from the late 1970s, offers a systematic way to do so.",
            "The most effective step is to reduce the number of parts. For each part the designer asks three questions. During the product's normal operation, does the part move relative to all other parts already assembled? Must it be of a different material from, or isolated from, all other parts already assembled, for reasons such as electrical insulation or wear? Must it be separate from all other parts because otherwise assembling or disassembling other parts would be impossible? A part that meets none of these criteria is a candidate for elimination or for combining with a neighbouring part. Separate fasteners are the commonest candidates: screws, washers and nuts can often be replaced by snap fits or integral features moulded into a part.",
            "The Boothroyd-Dewhurst design efficiency index compares the actual design with an ideal one. It equals three seconds, the assumed time to handle and insert an ideal part, multiplied by the theoretical minimum number of parts, and divided by the estimated total assembly time. Redesigns guided by the index regularly reduce part counts by half or more.",
            "The remaining parts should be easy to handle and insert. Parts should be symmetrical, so that their orientation does not matter, or obviously asymmetrical, so that they cannot be inserted wrongly; should not tangle or nest; and should be self-locating, with chamfers, lead-ins and guides. Assembly should proceed from one direction, preferably straight down onto a base part, so that the product need not be turned over, and parts should be held in place as soon as they are inserted. Poka-yoke, or mistake-proofing, features make incorrect assembly physically impossible.",
          ),
        },
      },
      {
        title: "Designing Injection-Moulded Parts",
        description: "Wall thickness, draft, ribs, corners and undercuts in plastic part design.",
        lesson: {
          title: "Rules for plastic parts",
          html: p(
            "Injection moulding forces molten thermoplastic into a closed steel mould, where it cools and solidifies before the mould opens and the part is ejected. It produces complex parts cheaply in large quantities, but the tooling is expensive and slow to change, so the part must be designed for the process.",
            "The first rule is uniform wall thickness, typically 1 to 4 millimetres for common thermoplastics such as ABS and polypropylene. Because cooling time rises with the square of the wall thickness, thick walls lengthen the cycle and cost. Thick sections also shrink more than thin ones as they cool, producing sink marks on the surface, internal voids and warping. Where thickness must change, the transition should be gradual.",
            "Stiffness is obtained with ribs rather than thicker walls. A rib should be about 50 to 60 percent of the thickness of the wall it joins, less for materials that shrink a lot, so that the junction does not create a thick section that sinks; its height is usually limited to about three times the wall thickness, and several shorter ribs are preferred to one tall one. Bosses for screws are cored out and connected to walls by ribs or gussets for the same reason.",
            "Walls need draft, a taper in the direction in which the mould opens, so that the part releases from the mould without scraping. A draft of at least 1 degree is typical, and textured surfaces need more. Internal corners should have a radius of at least half the wall thickness, and the outside radius should equal the inside radius plus the wall thickness, which keeps the wall uniform and reduces stress concentration and resistance to flow.",
            "Undercuts, features that prevent the part from being pulled straight out of the mould, require side actions or lifters that increase tooling cost, and they should be designed out where possible. The designer should also consider where the gate will be and where flow fronts will meet, since the resulting weld lines are weaker and visible.",
          ),
        },
      },
      {
        title: "Tolerance Analysis",
        description: "Tolerance stack-ups by the worst-case and statistical methods, and geometric tolerancing.",
        lesson: {
          title: "Will the parts fit?",
          html: p(
            "No manufacturing process makes parts exactly to their nominal dimensions, so every dimension carries a tolerance, the permitted variation. Tight tolerances raise cost steeply, because they require slower or more precise processes, more inspection and more scrap, so the designer should specify tolerances only as tight as the function requires.",
            "Tolerance analysis predicts how the variations of individual parts combine in an assembly. A stack-up follows a chain of dimensions that together determine a critical feature, such as the gap between a lid and its housing. In worst-case analysis the tolerances of all the dimensions in the chain are added, on the assumption that every part is at its limit in the unfavourable direction at once. For four parts each toleranced at plus or minus 0.1 millimetres, the worst-case gap varies by plus or minus 0.4 millimetres. This guarantees that every assembly works but often demands needlessly tight part tolerances.",
            "Statistical analysis recognises that it is unlikely all parts will be at their extremes together. The root-sum-square method takes the square root of the sum of the squares of the tolerances: for the same four parts, the square root of four times 0.01, or plus or minus 0.2 millimetres. The method assumes that the dimensions vary independently, are normally distributed and are centred on their nominal values; if a process drifts, the prediction is optimistic, so some designers apply a correction factor. Statistical tolerancing suits high-volume production, where a very small fraction of out-of-tolerance assemblies is acceptable.",
            "Conventional plus-or-minus tolerances do not control form, orientation or position unambiguously. Geometric dimensioning and tolerancing, defined in ASME Y14.5 and in the ISO geometrical product specification standards, specifies tolerance zones for features relative to datums. The datum reference frame is commonly established by the 3-2-1 principle: three points of contact define the primary datum plane, two the secondary and one the tertiary, fixing all six degrees of freedom of the part as it will be located in assembly and inspection.",
          ),
        },
      },
    ],
  },
];
