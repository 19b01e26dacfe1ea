/** One-hundred-and-fourth held-out evaluation courses, intermediate level; see ai-courses-heldout104.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT104_B: EvalCourse[] = [
  {
    slug: "spirometry-performance-and-interpretation",
    discipline: "Spirometry",
    title: "Spirometry: Performance and Interpretation",
    description:
      "Designed for practice nurses, healthcare assistants and respiratory physiologists who already perform lung function tests, the course covers the physiology behind the flow–volume loop, testing to the 2019 ATS/ERS standard, quality grading, bronchodilator reversibility testing and interpretation against GLI reference equations.",
    level: "intermediate",
    duration: "six weeks (a weekly two-hour workshop plus supervised practice)",
    plantedGap: "bronchodilator reversibility testing",
    modules: [
      {
        title: "Volumes, Flows and the Flow–Volume Loop",
        description:
          "Relates the main spirometric indices to lung mechanics and explains the characteristic loop shapes of common disorders.",
        lesson: {
          title: "What the loop is telling you",
          html: p(
            "Spirometry measures the volume a person can exhale and how fast they exhale it. The forced vital capacity (FVC) is the total volume blown out from full inspiration as hard and fast as possible; the forced expiratory volume in one second (FEV1) is the part of it exhaled in the first second; and FEV1/FVC, usually expressed as a decimal, is the proportion. Peak expiratory flow (PEF) is the highest flow reached, within about the first tenth of a second. Spirometry cannot measure residual volume or total lung capacity (TLC), because air left in the lungs never passes the sensor; those need body plethysmography or gas dilution.",
            "The flow–volume loop plots flow on the vertical axis against exhaled volume on the horizontal. In healthy lungs the expiratory limb climbs steeply to PEF and then falls in an almost straight line to FVC. The first part of the curve depends on effort. After roughly the first quarter of the FVC, flow becomes largely independent of effort: as pleural pressure rises, the airways are squeezed at an equal pressure point, and pushing harder only compresses them further. This effort-independent portion is why the descending limb is so informative about the small airways.",
            "In airflow obstruction, as in asthma or COPD, flow falls away early and the expiratory limb becomes concave, the classic scooped shape, with FEV1 reduced more than FVC and therefore a low ratio. In a restrictive process, such as pulmonary fibrosis or chest-wall disease, the loop keeps a near-normal shape but is small and narrow, with FVC reduced and the ratio normal or high, because stiff lungs recoil strongly.",
            "The inspiratory limb, a roughly semicircular curve below the axis, identifies upper-airway obstruction. A fixed obstruction, such as tracheal stenosis, flattens both limbs into plateaus. A variable extrathoracic obstruction, such as vocal cord dysfunction, flattens mainly the inspiratory limb, because negative pressure during inspiration narrows the airway outside the chest. A variable intrathoracic obstruction flattens mainly the expiratory limb, because positive pleural pressure narrows the airway inside the chest during forced expiration.",
            "Always look at the loop and the volume–time curve before reading any number: a hesitant start, a cough or an early stop change the curve shape long before they are obvious in the indices.",
          ),
        },
      },
      {
        title: "Performing the Test to Standard",
        description:
          "Works through preparation, coaching, acceptability and repeatability criteria and quality grades from the 2019 ATS/ERS technical standard.",
        lesson: {
          title: "Acceptable, repeatable, graded",
          html:
            p(
              "The 2019 update of the American Thoracic Society and European Respiratory Society technical standard defines what counts as a valid test. Check the equipment first: a calibration check with a 3 L syringe must read within ±3%, that is between 2.91 and 3.09 L, at least daily. Record height without shoes, age, sex and the ethnicity or population data the reference equations require. Screen for relative contraindications, such as a myocardial infarction in the past week, a recent pneumothorax, or recent eye, chest or abdominal surgery.",
              "Seat the patient upright with a nose clip. Coach a complete, rapid inspiration to TLC, a tight seal around the mouthpiece, a brief pause of no more than two seconds, then a maximal blast continued until the end-of-test criteria are met. Vigorous, continued coaching matters more than any other single factor in test quality.",
              "Each manoeuvre is then judged for acceptability. The main criteria are:",
            ) +
            "<ul><li>a good start: back-extrapolated volume no more than 5% of FVC or 0.100 L, whichever is greater;</li><li>no cough or glottic closure in the first second, which would invalidate FEV1;</li><li>no leak and no obstruction of the mouthpiece by tongue or teeth;</li><li>an end of forced expiration shown by a plateau, less than 0.025 L exhaled in the last second, or an expiratory time of 15 seconds, or an FVC within the repeatability tolerance of or greater than the largest FVC already recorded.</li></ul>" +
            p(
              "Aim for at least three acceptable manoeuvres, stopping at about eight in adults to avoid exhaustion. For anyone older than six, the two largest FVC values and the two largest FEV1 values should each agree within 0.150 L. Report the largest FVC and largest FEV1, even if they come from different blows.",
              "The session is graded from A to F for FEV1 and FVC separately. Grade A means three or more acceptable manoeuvres repeatable within 0.150 L; B, two within 0.150 L; C, two within 0.200 L; D, two within 0.250 L; E, two that differ by more than 0.250 L or only one acceptable manoeuvre; U, no acceptable but at least one usable manoeuvre; F, nothing acceptable or usable. Grades A to C are generally suitable for interpretation; lower grades should be reported with a caution.",
            ),
        },
      },
      {
        title: "Interpreting Results with Reference Equations",
        description:
          "Uses GLI reference equations, lower limits of normal and z-scores to classify patterns and grade severity.",
        lesson: {
          title: "Beyond the fixed ratio",
          html: p(
            "A measured value means little until it is compared with what is expected for someone of the same age, height and sex. The Global Lung Function Initiative (GLI) 2012 equations cover ages 3 to 95 and express results as z-scores: the number of standard deviations a result lies from the predicted mean. The lower limit of normal (LLN) is the fifth percentile, a z-score of −1.645, so by definition one healthy person in twenty falls below it. In 2023 the American Thoracic Society recommended the race-neutral GLI Global equations in place of separate ethnic equations; local policy will determine which set your software uses, and the report should state it.",
            "Percent predicted, with 80% as the cut-off, ignores the fact that variability changes with age, and the fixed FEV1/FVC ratio of 0.70 used in some guidelines has the same problem. Because the ratio falls with normal ageing, 0.70 over-diagnoses obstruction in older adults and under-diagnoses it in young ones. Take a 68-year-old man with FEV1/FVC of 0.68 and a ratio z-score of −1.2. By the fixed ratio he is obstructed; by the LLN he is within normal limits. Conversely, a 25-year-old woman with a ratio of 0.74 may have a z-score well below −1.645 and real obstruction that the fixed ratio misses.",
            "The ERS/ATS interpretation standard of 2022 classifies patterns as follows. Obstruction is an FEV1/FVC below the LLN. A low FVC with a normal ratio suggests restriction, but restriction can only be confirmed by a TLC below its LLN, because poor effort, air trapping and obesity also reduce FVC. A low FEV1 with a normal ratio, sometimes with a low FVC, is called preserved ratio impaired spirometry (PRISm) and carries a higher risk of later disease. A mixed disorder combines a low ratio with a TLC below the LLN.",
            "Severity is graded from the FEV1 z-score, whatever the pattern: above −2.5 is mild, from −2.5 to −4 moderate, and below −4 severe. Write the interpretation in words, for example 'FEV1/FVC below the LLN (z −2.1) indicating obstruction; FEV1 z −2.8, moderate', and always relate it to the clinical question and to the test's quality grade.",
          ),
        },
      },
    ],
  },
  {
    slug: "sponsorship-management-rights-activation-and-evaluation",
    discipline: "Sponsorship management",
    title: "Sponsorship Management: Rights, Activation and Evaluation",
    description:
      "Sponsorship is sold as a bundle of rights and bought as a marketing investment, and the two views rarely match. Topics include building and pricing a rights-holder's asset inventory; planning activation against clear objectives; measuring outcomes and return on investment; and protecting partners from ambush marketing.",
    level: "intermediate",
    duration: "ten weeks (one three-hour evening class a week)",
    plantedGap: "ambush marketing",
    modules: [
      {
        title: "Building and Pricing the Rights Package",
        description:
          "Shows rights-holders how to audit their sponsorship assets, structure partnership tiers and set a defensible price.",
        lesson: {
          title: "The asset inventory",
          html: p(
            "Before a rights-holder, whether a club, festival, charity or governing body, can sell sponsorship, it needs a complete inventory of what it owns. Assets fall into two groups. Tangible assets can be counted: perimeter boards, shirt and kit positions, naming rights to a venue or competition, tickets and hospitality, stand space at events, advertising in programmes, and digital inventory such as website placements, social posts and email sends. Intangible rights are permissions: the right to use a designation such as 'Official Partner', to use the rights-holder's logos, images and players in the sponsor's own advertising and promotions, and, most valuable of all, category exclusivity.",
            "Exclusivity is what turns advertising into sponsorship. A bank that is the only financial services partner of a club owns an association no competitor can buy. The category must therefore be defined precisely in the agreement. 'Soft drinks' is narrower than 'non-alcoholic beverages', which would also cover water, juice and sports drinks; an ambiguous definition produces disputes when the club later signs a water brand.",
            "Most properties sell in tiers: one headline or title partner, a small number of principal partners, then official suppliers who often pay partly in goods or services (value in kind). Each tier receives a defined set of assets, and lower tiers must never receive benefits that undercut the tier above.",
            "Pricing should start from evidence rather than what a competitor is said to charge. Three methods are common. Cost-based pricing covers the cost of delivering the benefits plus a margin, and sets a floor. Market comparison benchmarks similar properties. Value-based pricing estimates what each asset is worth to a buyer. Suppose a netball club offers a principal partner 20 match tickets for each of 12 home games, at £25 each, worth £6,000; a hospitality box valued at £8,000 for the season; shirt-sleeve branding seen by an average of 40,000 broadcast and streaming viewers per match; and 24 sponsored social posts. Tickets and hospitality are priced at retail. Media exposure is better valued by comparing the cost of reaching the same audience through paid media than by counting seconds on screen. The sum of tangible values gives a base; category exclusivity and designation rights are then priced as a premium on top, typically the largest single element for a well-known property.",
          ),
        },
      },
      {
        title: "Activation: Making the Rights Work",
        description:
          "Covers setting sponsorship objectives, assessing fit and planning activation that uses the rights rather than merely displaying a logo.",
        lesson: {
          title: "From logo to activity",
          html: p(
            "Buying rights is only the entry ticket; activation is the spending and activity that turns them into results. A long-quoted rule of thumb is to budget at least as much for activation as for the rights fee, and surveys of North American sponsors during the 2010s reported activation spending of roughly two dollars for every dollar of rights. A sponsor that buys rights and does nothing else is effectively paying for logo exposure at a premium price.",
            "Activation starts with objectives, and different objectives need different activity. Brand awareness needs reach and repetition. Image transfer, in Gwinner's 1997 model, works by associating the brand with qualities of the event or team, such as youth, excellence or community; it depends on fit, the perceived congruence between sponsor and property, and research consistently finds that stronger fit produces more favourable attitudes and better recall. Sales objectives need a call to action: a product tie-in, an offer available only to fans, sampling at the venue. Business-to-business objectives use hospitality to build relationships with clients. Internal objectives use the property to engage staff, for example by offering tickets as rewards or volunteering at community events.",
            "Write each objective so that it can be measured, with a baseline, a target and a date: raise prompted awareness of the sponsorship among the club's followers from 22% to 40% by the end of the season, or generate 5,000 new loyalty-scheme sign-ups through an in-stadium offer. Each activity in the plan should map to one objective and one measure.",
            "An activation plan sets out a calendar that uses the property's moments, such as the season launch, derby matches and awards nights, and allocates the sponsor's owned channels, paid media, point-of-sale and staff time around them. The strongest activations give fans something they value, such as access, content or a better experience, rather than simply repeating the logo. A rights-holder that helps plan activation, supplying content, player appearances and data about its audience, makes renewal more likely, because a sponsor that can show results renews.",
          ),
        },
      },
      {
        title: "Measuring What Sponsorship Delivers",
        description:
          "Introduces an evaluation hierarchy from exposure to outcomes and calculates sponsorship return on investment.",
        lesson: {
          title: "Outputs, outtakes, outcomes",
          html: p(
            "Sponsorship evaluation has long been dominated by exposure counts: seconds of logo time on television, readable mentions in print, impressions on social media, often converted into an advertising value equivalent (AVE) by multiplying by the cost of buying the same space. The Barcelona Principles, agreed by communication measurement bodies in 2010 and revised in 2015 and 2020, explicitly reject AVEs as a measure of value, because an appearance on screen is not an advertisement: it carries no message, may be fleeting, and says nothing about whether anyone noticed.",
            "A more useful approach works through three levels. Outputs are what was delivered: the number of branded appearances, the screen share and clarity of the logo, attendance, reach. Outtakes are what the audience took from it: awareness and correct identification of the sponsor, usually measured by unprompted recall and prompted recognition. Outcomes are changes in attitude or behaviour: favourability, consideration, purchase intention and actual sales.",
            "Research design matters. Compare the target audience with a control group who were not exposed, or measure the same audience before and after the season, so that changes can be attributed to the sponsorship rather than to general advertising. Be aware of sponsor misidentification: Johar and Pham (1999) showed that people often name a prominent brand or one that seems to fit the event, whether or not it is the real sponsor. High recognition for a market leader may therefore tell you little.",
            "Return on investment needs incremental results and full costs. Suppose tracking of loyalty-card data shows £400,000 of additional sales among fans over the season compared with a matched control group, at a gross margin of 30%, giving £120,000 of incremental gross profit. The rights fee was £50,000 and activation cost £40,000, a total of £90,000. ROI is (120,000 − 90,000) ÷ 90,000 = 33%. Had the analysis used total sales to fans rather than incremental sales, or left out activation costs, the apparent return would have been much higher and wrong. Report the method with the number, and treat attitudinal gains that do not yet show in sales as evidence of future value, not as cash.",
          ),
        },
      },
    ],
  },
  {
    slug: "egg-tempera-painting-materials-and-method",
    discipline: "Tempera painting",
    title: "Egg Tempera Painting: Materials and Method",
    description:
      "Before oil paint, Italian panel painters worked in egg tempera, and its luminous, hatched surfaces still reward the patience they demand. Working from Cennino Cennini's Il Libro dell'Arte and from modern studio practice, the class prepares gesso panels, mixes the egg medium and pigment pastes, underpaints in terre verte and verdaccio, builds form by hatching, and practises water gilding.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour studio class a week)",
    plantedGap: "water gilding",
    modules: [
      {
        title: "Preparing a Gesso Panel",
        description:
          "Covers supports, glue size and the application and finishing of a true gesso ground for egg tempera.",
        lesson: {
          title: "A ground that drinks",
          html: p(
            "Egg tempera is a brittle paint film and must sit on a rigid support with an absorbent ground. Italian painters of the fourteenth and fifteenth centuries used poplar panels; modern painters often use medium-density fibreboard or birch plywood, braced or cradled on the back when larger than about 40 cm, so that the panel cannot flex and crack the gesso.",
            "True gesso is an inert white mineral bound in animal glue. Cennini's workshop used gypsum: coarse gesso grosso for the first layers, then gesso sottile, the same plaster slaked in water for weeks until it loses its setting power and becomes a soft, fine powder. Northern European and most modern recipes use chalk (calcium carbonate), sold as whiting. Acrylic 'gesso' is a different material; it is not absorbent enough and egg tempera does not bond reliably to it.",
            "Begin with the size. Soak rabbit-skin glue granules in cold water overnight, then warm them gently in a double boiler until dissolved; recipes range from about one part glue to ten to fifteen parts water by weight. Never boil glue, which breaks down its strength. Brush one coat of warm size over the panel and its edges and let it dry.",
            "To make the gesso, sift whiting slowly into warm size until the mixture has the consistency of single cream, stirring gently to avoid bubbles, which leave pinholes. Apply eight to ten thin coats, each brushed at right angles to the last, and put on each new coat when the previous one has lost its shine but is still damp, so the layers fuse into one. Keep the pot warm throughout. Coat the back of the panel too, to balance the pull of the drying gesso and prevent warping.",
            "Let the panel dry for several days, then sand it with progressively finer abrasive paper on a block, and finish with a cabinet scraper or a damp cloth for a surface like polished ivory. Test it: a drop of water should sink in within a second or two. A surface that stays wet is too glue-rich and the paint will crawl; a surface that powders under the finger is too lean. Faults in the ground show in every layer above it, so this stage repays care.",
          ),
        },
      },
      {
        title: "The Egg Medium and Pigment Pastes",
        description:
          "Explains the chemistry of egg yolk as a binder and the practical ratios and tests for mixing reliable paint.",
        lesson: {
          title: "Yolk, water and pigment",
          html: p(
            "Egg yolk is a natural emulsion: roughly half water, about a third lipids, including the emulsifier lecithin, and about a sixth proteins. When tempera paint is brushed out it dries to the touch in seconds as the water evaporates. Over the following months the unsaturated oils in the yolk oxidise and the proteins cross-link, so a film that could be lifted with a damp cloth on the first day becomes tough and insoluble. This slow curing is why finished panels should not be varnished for six months to a year.",
            "Prepare the medium fresh each day. Separate the egg and roll the yolk in the palm of the hand, drying it on a paper towel so that no white remains; the white makes a brittle, glossy film. Hold the yolk by its membrane over a jar, pierce it and let the contents run out, discarding the sac. Many painters then add roughly an equal volume of distilled water, adjusting it to the pigments and the weather.",
            "Pigments are first ground with distilled water into stiff pastes, which can be stored in small airtight jars and kept moist. On the palette, mix paste and yolk medium in roughly equal volumes as a starting point and adjust for each pigment: earth colours usually need less egg, while some lightweight or transparent pigments need more. Handle dry pigments with care. Lead white, vermilion and the cadmium colours are toxic; grind them wet, wear gloves and never grind dry powder without suitable respiratory protection.",
            "Test every new mixture. Paint a stroke onto a sheet of glass and let it dry for a few minutes, then push a razor blade under it. A well-bound film peels away as a coherent ribbon. If it crumbles to powder there is too little egg, and the paint will be underbound and fragile on the panel. If the dried stroke is glossy and cracks as it curls, there is too much egg, and thick or egg-rich layers may crack or peel as they cure.",
            "Keep the paint lean and the strokes thin. Tempera layers are built up many times, and a rule shared by most tempera painters is that each layer should be thin enough to dry almost at once; thick, pasty paint is the commonest cause of cracking in student panels.",
          ),
        },
      },
      {
        title: "Underpainting, Hatching and Layering",
        description:
          "Follows Cennini's sequence from drawing and underpainting to building form and colour with hatched strokes.",
        lesson: {
          title: "Building form stroke by stroke",
          html: p(
            "Egg tempera dries too quickly to blend wet into wet, so tone and colour are built optically, by laying many thin strokes side by side and over one another. The painter plans the image in layers, working from a transparent underpainting to fully modelled colour.",
            "Transfer the drawing to the panel and fix it lightly, for example by going over charcoal lines with a diluted ink or earth pigment and dusting off the charcoal. Cennini describes painting flesh on panels by first laying in terre verte, green earth, thinly over the whole area of face and hands, and then modelling the shadows with verdaccio, a mixed greenish-brown he made from black, ochre, white and a pink called cinabrese. Only then are the flesh colours, lightened with white, laid over the modelled underpainting, leaving the green to show slightly in the half-shadows. Seen at a distance, the complementary green cools and neutralises the pinks, giving the characteristic soft, luminous flesh of trecento and quattrocento panels.",
            "Cennini's method for draperies and many other forms is to mix three values of each colour, light, middle and dark, before starting, and to apply them in bands that follow the form, then unify them with strokes of the intermediate values. This keeps colour clean and avoids muddy mixing on the panel.",
            "Hatching is the technique that gives tempera its surface. Use a small round sable, load it lightly and blot it on a cloth so that the brush holds very little paint, then lay short, parallel strokes that follow the contour of the form. Cross-hatch in a second direction to deepen tone. Strokes should be close enough that at viewing distance they fuse into continuous tone, and each new layer should be thin and slightly lighter or darker than the last. Highlights are built with repeated touches of white, not one thick dab.",
            "Glazes of a more egg-rich, transparent colour can be passed over a finished area to warm it or to unify a passage, but only once the layers beneath are dry. After several months of curing, a finished panel may be polished gently with soft silk or cotton to a quiet sheen, and varnished only after it has fully cured.",
          ),
        },
      },
    ],
  },
  {
    slug: "traffic-psychology-why-drivers-err",
    discipline: "Traffic psychology",
    title: "Traffic Psychology: Why Drivers Err",
    description:
      "Most road crashes involve a human contribution, yet the drivers who make mistakes are rarely incompetent. Topics: the distinction between errors and violations, hazard perception and how it develops with experience, theories of speed choice and risk, driver fatigue, and which interventions the evidence supports.",
    level: "intermediate",
    duration: "eight weeks (a weekly lecture and a two-hour laboratory class)",
    plantedGap: "driver fatigue",
    modules: [
      {
        title: "Errors, Lapses and Violations",
        description:
          "Examines the evidence on human contributions to crashes and the Driver Behaviour Questionnaire's distinction between kinds of aberrant behaviour.",
        lesson: {
          title: "Not all mistakes are alike",
          html: p(
            "Two in-depth crash studies from the 1970s set the figures still quoted. The Indiana tri-level study led by Treat and colleagues (1979) judged human factors to be a definite or probable cause in about 93% of crashes investigated, environmental factors in about 34% and vehicle factors in about 13%. In Britain, Sabey and Taylor (1980) at the Transport and Road Research Laboratory found road-user factors in about 95% of crashes, road environment in 28% and vehicle defects in 8.5%. The figures sum to well over 100% because most crashes have several contributory factors. They show that human behaviour is almost always involved, not that engineering is irrelevant: a forgiving road can stop a human error from becoming a fatal crash.",
            "Reason and colleagues (1990) argued that 'human factors' lumps together very different things, and built the Driver Behaviour Questionnaire (DBQ) to separate them. Drawing on Reason's wider work on human error, they distinguished errors, in which planned actions fail to achieve their intended outcome, such as misjudging the speed of an oncoming vehicle; lapses, failures of attention and memory, such as realising you cannot remember the last stretch of road; and violations, deliberate deviations from safe practice or the law, such as speeding or close following. Factor analysis of drivers' self-reports reproduced these groupings. Lawton and colleagues (1997) later split violations into ordinary highway-code violations and aggressive violations, such as chasing another driver in anger.",
            "The distinction matters because the categories predict different things. In a three-year study, Parker and colleagues (1995) found that self-reported violations predicted crash involvement, whereas errors and lapses did not to the same extent. Violations are more common among young men and fall with age; lapses are more common in older drivers and are associated with fewer crashes than violations.",
            "Michon's (1985) hierarchical model of the driving task adds a second lens. Strategic decisions, such as whether to travel, which route and when, are made over minutes or hours; tactical decisions, such as overtaking, gap acceptance and speed choice, over seconds; and operational control, steering and braking, in milliseconds. Errors tend to occur at the operational and tactical levels and respond to training and vehicle technology. Violations are tactical or strategic choices and respond better to enforcement, incentives and attitude change, which is why a single countermeasure rarely works for both.",
          ),
        },
      },
      {
        title: "Hazard Perception",
        description:
          "Defines hazard perception, reviews evidence that it develops with experience and predicts crashes, and examines how it is tested and trained.",
        lesson: {
          title: "Seeing trouble coming",
          html: p(
            "Hazard perception is the ability to anticipate dangerous traffic situations before they develop: noticing the child between parked cars, the van whose driver is looking for a gap, the brake lights three vehicles ahead. It is one of the few driving skills that consistently distinguishes experienced drivers from novices and that predicts crash involvement. New drivers' crash rates are highest immediately after licensing and fall steeply over the first months of solo driving, faster than age alone can explain, which points to skills acquired by experience.",
            "Eye-tracking studies show what develops. Mourant and Rockwell (1972) found that novices looked closer to the front of the car and sampled mirrors less. Underwood and colleagues (2002) showed that novices' horizontal search did not widen on demanding roads such as dual carriageways, whereas experienced drivers adapted their scanning to the road's complexity. Novices also tend to detect a hazard, but later, and to underestimate how quickly it will develop.",
            "Great Britain introduced a hazard perception test into the driving theory test in November 2002. Candidates watch video clips, each containing at least one developing hazard, and respond by clicking as soon as they see one develop; each hazard is scored from 5 down to 0 according to how early the response falls within its scoring window, and patterns of random clicking score zero. The test has used computer-generated clips since 2015. For car drivers it comprises 14 clips with 15 scoreable hazards, and the pass mark is 44 out of 75. A cohort study by Wells and colleagues (2008) estimated that the test's introduction was associated with a reduction of about 11% in non-low-speed crashes on public roads for which new drivers were at least partly responsible.",
            "Hazard perception can also be trained. Commentary driving, in which learners describe aloud what they see and what might happen, improves hazard perception scores. The 'what happens next?' paradigm, in which a video is stopped and blanked just before a hazard develops and viewers predict what will occur, was developed by Jackson, Chapman and Crundall (2009) and is used for both assessment and training. Training effects on simulated tests are well established; effects on real-world crash rates are harder to demonstrate and remain an active research question.",
          ),
        },
      },
      {
        title: "Speed Choice and Theories of Risk",
        description:
          "Compares risk homeostasis, zero-risk and task-difficulty accounts of speed choice and quantifies the relation between speed and crash outcomes.",
        lesson: {
          title: "Why drivers choose the speed they do",
          html: p(
            "Speed is the variable drivers most directly control, and several theories try to explain how they choose it. Wilde's risk homeostasis theory (1982) proposed that each driver has a target level of risk and adjusts behaviour to keep perceived risk at that target, so that safety measures which make driving feel safer are offset by riskier driving. Its strong form, that safety measures cannot reduce crashes at all, is not supported: seat belts, better roads and safer vehicles have reduced deaths. But behavioural adaptation is real. In a well-known study of Munich taxi drivers, cabs fitted with anti-lock brakes were not involved in fewer crashes, and their drivers tended to follow more closely and brake more sharply.",
            "Näätänen and Summala's zero-risk theory (1974) argued instead that most of the time drivers feel no risk at all; they act on learned habits and safety margins and only change behaviour when subjective risk crosses a threshold. Fuller's task-capability interface model (2005) shifts the focus to difficulty. Task difficulty is the gap between the demands of the situation and the driver's capability at that moment. Drivers try to keep difficulty within a preferred range, and speed is their main means of adjusting it: slower driving gives more time, reducing demand. The model explains why inexperienced drivers, whose capability is lower, get into trouble when they adopt speeds chosen by experienced peers, and why any temporary loss of capability is dangerous if speed is not reduced.",
            "The consequences of speed choice are quantified by Nilsson's power model (2004). When mean traffic speed changes from v1 to v2, fatal crashes change roughly in proportion to (v2/v1) to the fourth power, fatal and serious injury crashes to the third power, and all injury crashes to the second power. Elvik's later meta-analyses broadly confirmed the model with exponents varying by road type. A worked example: a 5% rise in mean speed gives 1.05⁴ = 1.22, about 22% more fatal crashes; a 5% reduction gives 0.95⁴ = 0.81, about 19% fewer. This non-linearity is why small changes in average speed through limits, enforcement and road design produce large safety effects, and why the individual driver, who rarely sees a crash, consistently underestimates them.",
          ),
        },
      },
    ],
  },
  {
    slug: "urban-ecology-cities-as-ecosystems",
    discipline: "Urban ecology",
    title: "Urban Ecology: Cities as Ecosystems",
    description:
      "Cities are ecosystems too, with their own climates, species pools and disturbance regimes. Across ten weeks the class examines the urban heat island, biodiversity along urban–rural gradients, biotic homogenisation, noise pollution and its effects on wildlife, and green infrastructure designed for habitat connectivity.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one fieldwork afternoon a week)",
    plantedGap: "noise pollution",
    modules: [
      {
        title: "The Urban Heat Island",
        description:
          "Explains the physical causes of urban warmth, how it is measured and what it means for urban organisms.",
        lesson: {
          title: "Why cities run warm",
          html: p(
            "A city is usually warmer than the surrounding countryside, and the difference is the urban heat island (UHI). Climatologists distinguish two forms. The canopy-layer UHI is the difference in air temperature measured between buildings, at about street height. The surface UHI is the difference in the temperature of surfaces themselves, typically mapped from the thermal bands of satellites such as Landsat. They behave differently: the surface UHI is strongest on sunny summer days, when dark roofs and roads heat far more than vegetation, whereas the canopy-layer UHI is usually strongest a few hours after sunset on clear, calm nights.",
            "Several causes combine. Asphalt and dark roofs have low albedo and absorb more solar radiation. Sealed surfaces shed rain quickly, so less energy goes into evaporation and more into heating. Buildings and paving have high thermal mass, storing heat by day and releasing it by night. Narrow street canyons have a low sky view factor: surfaces see little open sky, so outgoing longwave radiation is trapped. Traffic, air conditioning and heating add anthropogenic heat. Wind mixes warm city air with cooler rural air, which is why calm, clear nights show the largest differences.",
            "Oke's classic analysis (1973) showed that the maximum nocturnal heat island increases roughly with the logarithm of city population, and in large cities canopy-layer differences of 8 to 12 °C have been recorded under ideal conditions. Urban ecologists measure the UHI with fixed loggers along transects from centre to countryside, with vehicle-mounted sensors driven across the city at night, and with satellite land-surface temperature.",
            "The ecological consequences are measurable. Urban plants come into leaf and flower earlier in spring, and satellite studies have found longer growing seasons in urban areas than in nearby rural land. Warmer winters let some species overwinter farther from their usual range, and urban populations of some insects show evolved tolerance of higher temperatures. Heat also interacts with drought, because urban trees often grow in small, sealed pits with little water.",
            "Mitigation is itself an ecological question. Tree canopy shades surfaces and cools air through transpiration, and parks can be noticeably cooler than the streets around them, with the effect extending some distance beyond their edges. Reflective roofs and permeable paving reduce surface heating. Measuring these effects before and after an intervention is one of the standard fieldwork designs in this module.",
          ),
        },
      },
      {
        title: "Biodiversity Along Urban–Rural Gradients",
        description:
          "Uses the gradient approach to examine how species richness and composition change with urbanisation and why cities come to resemble one another.",
        lesson: {
          title: "Exploiters, adapters and avoiders",
          html: p(
            "McDonnell and Pickett (1990) proposed studying urban ecology along gradients from dense city centre to rural land, treating urbanisation as a measurable environmental variable rather than an all-or-nothing condition. Gradients are defined by measures such as impervious surface cover, building density, human population density or distance from the centre, and sampling sites are stratified along them.",
            "The results differ by taxon. For birds, species richness usually falls toward the urban core, but abundance of a few species rises sharply. Blair's (1996) study of birds around Palo Alto, California, sorted species into urban avoiders, which disappear as development increases; urban adapters, which use suburban habitats and often peak there; and urban exploiters, which reach their highest densities in the most built-up areas, such as feral pigeons, house sparrows and European starlings. For plants, McKinney's reviews (2002, 2008) found that richness often peaks at intermediate levels of urbanisation. Suburbs combine remnant native vegetation with many introduced garden species and a patchwork of habitats, while the core has too little unsealed ground.",
            "Richness alone can mislead. The species that thrive in cities are largely the same ones everywhere, so cities on different continents come to share more species with each other than with their own surrounding countryside. McKinney (2006) called this biotic homogenisation: local richness may rise while regional and global distinctiveness falls. Beta diversity, the turnover of species between sites, is therefore often a better measure of urbanisation's effect than alpha diversity.",
            "Social patterns shape ecological ones. Hope and colleagues (2003) found that plant diversity across neighbourhoods of Phoenix, Arizona, rose with median household income, which they called the luxury effect: wealthier residents plant and irrigate more, and wealthier districts have more green space. Similar relationships have since been reported for birds and trees in other cities.",
            "A typical fieldwork exercise places point counts for birds or quadrats for plants at sites along a gradient of impervious cover, measured from aerial imagery, and tests whether richness, abundance and composition change linearly, peak at intermediate urbanisation, or show thresholds.",
          ),
        },
      },
      {
        title: "Green Infrastructure and Habitat Connectivity",
        description:
          "Applies patch, corridor and connectivity concepts to the design and evaluation of urban green networks.",
        lesson: {
          title: "Patches, corridors and stepping stones",
          html: p(
            "Urban habitats are mostly small, isolated patches set in a matrix of buildings and roads. Two bodies of theory help predict what they can support. Island biogeography, from MacArthur and Wilson (1967), predicts that larger patches close to other habitat hold more species, because extinction rates fall with area and colonisation rates rise with proximity. Metapopulation theory treats a species as a set of local populations that blink out and are re-founded by dispersal; it persists only if patches are connected enough for colonisation to keep pace with local extinction.",
            "Green infrastructure is the planned network of green and blue spaces: parks, street trees, gardens, river corridors, railway embankments and green roofs. Forman's patch–corridor–matrix framework describes its elements. Corridors, continuous strips such as river banks and disused railways, allow movement for species that will not cross open ground. Stepping stones, small patches spaced within dispersal distance, serve mobile species such as birds and many insects. The matrix is not uniformly hostile: gardens, allotments and cemeteries are permeable to many species.",
            "Connectivity can be measured rather than assumed. Structural connectivity is the physical continuity of habitat seen on a map. Functional connectivity depends on the species: a hedgehog and a bumblebee experience the same streets very differently. Least-cost path analysis assigns each land-cover type a resistance to movement for a focal species and finds the easiest route between patches. Circuit theory, introduced to ecology by McRae and colleagues (2008) and implemented in Circuitscape, treats the landscape as an electrical circuit and identifies pinch points through which movement is concentrated.",
            "Small interventions can matter. Hedgehogs need to move through many gardens each night, and garden fences are a major barrier in British suburbs; gaps of about 13 cm by 13 cm at the base of fences reconnect gardens into usable territory. Green roofs vary widely. Extensive roofs have thin substrates, often under 15 cm, planted with sedums, and support limited invertebrate communities; biodiverse or brown roofs use varied, locally sourced substrates, and in London have been designed to provide habitat for the black redstart.",
            "Design decisions involve trade-offs. A corridor that links populations can also spread invasive species and disease, so connectivity plans should be assessed for the species they are meant to serve.",
          ),
        },
      },
    ],
  },
];
