/** Thirteenth held-out evaluation courses, intermediate level (Byzantine history to archival science); see ai-courses-heldout13.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT13_B: EvalCourse[] = [
  {
    slug: "byzantium-justinian-to-the-komnenoi",
    discipline: "Byzantine history",
    title: "Byzantium from Justinian to the Komnenoi, 527-1180",
    description:
      "The Roman Empire did not end in 476: in the East it survived, centred on Constantinople, for nearly another thousand years. This second-level history course follows the empire from the reconquests of Justinian through the Arab conquests and the iconoclast controversy to the Macedonian revival, the defeat at Manzikert and the sack of Constantinople in the Fourth Crusade.",
    level: "intermediate",
    duration: "One semester",
    plantedGap: "Fourth Crusade",
    modules: [
      {
        title: "Justinian and the Limits of Reconquest",
        description:
          "Justinian set out to restore the whole Roman world; this module asks what his wars, laws and buildings achieved and at what cost.",
        lesson: {
          title: "The age of Justinian, 527-565",
          html: p(
            "Justinian I came to the throne in 527 with an ambition to restore the Roman Empire of the Mediterranean. His general Belisarius destroyed the Vandal kingdom in North Africa in 533-534 with a small expeditionary force, and then invaded Ostrogothic Italy in 535. The Italian war proved far harder than the African one. It dragged on for nearly twenty years, was ended only by the eunuch general Narses in the early 550s, and left much of Italy devastated. A foothold in south-eastern Spain was also won. On the eastern frontier, meanwhile, the empire paid heavily for peace with Sasanian Persia, whose king Khusrau I sacked Antioch in 540.",
            "At home Justinian's reign was marked by two lasting achievements. A commission led by the jurist Tribonian codified Roman law in what later ages called the <i>Corpus Juris Civilis</i>: the Code of imperial constitutions, the Digest of juristic writings (533), the Institutes as a textbook for students, and the Novels, Justinian's own later laws. Rediscovered in western Europe in the eleventh century, this body of law shaped the civil-law systems of most of continental Europe. The second achievement was the church of Hagia Sophia in Constantinople, designed by Anthemius of Tralles and Isidore of Miletus and dedicated in 537, whose great dome seemed to contemporaries to hang from heaven.",
            "The reign also had a darker side. The Nika riot of 532, when the circus factions of Blues and Greens joined together against the government, almost drove Justinian from the city; it was suppressed by troops under Belisarius with the reported slaughter of some 30,000 people in the Hippodrome. From 541 the first recorded pandemic of bubonic plague struck the empire, killing a large part of the population of Constantinople and recurring for two centuries.",
            "Historians disagree about the balance sheet. The historian Procopius praised Justinian in his <i>Wars</i> and <i>Buildings</i> but attacked him savagely in his <i>Secret History</i>. Many modern scholars argue that the reconquests overstretched resources that plague and war had reduced, leaving the empire exposed to the crises of the following century.",
          ),
        },
      },
      {
        title: "Crisis and Iconoclasm",
        description:
          "After the loss of the eastern provinces to the Arabs, a quarrel over religious images divided the empire for more than a century.",
        lesson: {
          title: "The Arab conquests and the controversy over images",
          html:
            p(
              "The seventh century transformed the empire. Heraclius (610-641) won a long war against Persia, recovering Jerusalem and the relic of the True Cross in 630. Within a few years, however, the armies of the new Islamic state defeated the exhausted Byzantines at the River Yarmuk in 636. Syria, Palestine and then Egypt, the empire's richest province, were lost within a decade. Constantinople itself was besieged by the Arabs in 674-678 and again in 717-718; both sieges failed, helped by the walls of the city and by 'Greek fire', an incendiary liquid projected from ships. The empire that survived was smaller, poorer, overwhelmingly Greek-speaking and organised for permanent defence.",
              "In this atmosphere of defeat arose iconoclasm, the rejection of religious images. Its course can be set out in stages:",
            ) +
            "<ul><li>Around 726-730, Emperor Leo III is said to have removed an image of Christ from the Chalke Gate of the palace and to have forbidden the veneration of icons; how far he acted is debated, since most sources are later and hostile.</li><li>In 754 his son Constantine V held the Council of Hieria, which condemned images as idolatrous.</li><li>In 787 the Second Council of Nicaea, called under the Empress Irene, restored the veneration of icons.</li><li>In 815 Leo V reintroduced iconoclasm.</li><li>In 843, under the Empress Theodora, images were restored for good, an event still celebrated in the Orthodox Church as the Triumph of Orthodoxy.</li></ul>" +
            p(
              "The defenders of images, above all John of Damascus and Theodore the Studite, distinguished between the worship due to God alone and the honour given to an image, which passes to the person it represents. They also argued that because God had become man in Christ, Christ could be depicted. Modern historians have linked iconoclasm to military failure, to debates about holy objects and to rivalry between emperors and monasteries, but no single explanation commands agreement.",
            ),
        },
      },
      {
        title: "The Macedonian Revival",
        description:
          "From 867 a new dynasty brought expansion in the Balkans and the East and a flowering of learning.",
        lesson: {
          title: "Basil I to Basil II, 867-1025",
          html: p(
            "The Macedonian dynasty, founded by Basil I in 867, presided over the empire's greatest recovery. Its military success rested on a gradual shift from defence to attack. In the east, the armies of Nikephoros II Phokas and John I Tzimiskes retook Crete (961), Cyprus and Antioch (969), and pushed into northern Syria. Emperors of this period were often soldiers from the great landowning families of Asia Minor, and the dynasty had to balance their power against legislation protecting the small farmers who supplied soldiers and taxes.",
            "The longest reign was that of Basil II (976-1025). After early civil wars against rebel generals, he fought the Bulgarian tsar Samuel for decades. In 1014 he won a decisive battle at Kleidion; according to the chronicler John Skylitzes he blinded some 15,000 prisoners, leaving one eye to every hundredth man so that he could lead the others home, and Samuel died of shock on seeing them. The figure is probably exaggerated, and the epithet 'Bulgar-slayer' became common only later, but by 1018 all Bulgaria was annexed. When Basil died, the empire stretched from the Danube to Armenia and southern Italy, and its treasury was full.",
            "The period is also known for a revival of learning sometimes called the Macedonian Renaissance. Photios, patriarch in the 860s and 870s, compiled the <i>Bibliotheca</i>, summaries of some 280 books he had read, many since lost. Constantine VII Porphyrogennetos sponsored encyclopaedic works on ceremonial, on the administration of the empire and on the provinces. Scholars copied ancient texts from the old uncial script into the new minuscule, and many classical Greek authors survive only because of copies made at this time.",
            "Byzantine missions reached the Slavs. Cyril and Methodios, sent to Moravia in 863, created an alphabet for the Slavonic language, and in 988 Vladimir of Kiev accepted baptism and married Basil II's sister Anna, bringing Rus' into the Orthodox world.",
          ),
        },
      },
      {
        title: "Manzikert and the Komnenian Restoration",
        description:
          "Defeat in Anatolia in 1071 opened a crisis that Alexios I Komnenos and his successors met with new methods.",
        lesson: {
          title: "1071 and after",
          html: p(
            "Half a century after Basil II's death the empire faced threats on several fronts at once. Norman adventurers were conquering southern Italy, where Bari, the last Byzantine city, fell in 1071. In the east, the Seljuk Turks were raiding deep into Asia Minor. The emperor Romanos IV Diogenes led a large army to meet them, and in August 1071 he was defeated and captured by the Sultan Alp Arslan at Manzikert, north of Lake Van. The battle itself was not a massacre, and Alp Arslan released Romanos on terms. The disaster lay in what followed: Romanos was deposed and blinded by his rivals, civil war broke out, and Turkish groups settled across central Anatolia, the empire's heartland of soldiers and taxes.",
            "Order was restored by Alexios I Komnenos, who seized power in 1081. He defeated the Normans of Robert Guiscard in the Balkans with help from Venice, rewarding the Venetians in 1082 with trading privileges, including exemption from customs duties, that later weakened Byzantine finances. He crushed the Pechenegs in 1091. His appeal for western mercenaries helped prompt Pope Urban II to preach the First Crusade in 1095, and the crusaders who passed through Constantinople in 1096-1097 returned some Anatolian cities, such as Nicaea, to him. His daughter Anna Komnene wrote the <i>Alexiad</i>, a history of his reign and one of the first historical works known to have been written by a woman.",
            "Alexios and his successors John II (1118-1143) and Manuel I (1143-1180) governed through their extended family, giving relatives titles and commands. This made the state stable while the dynasty held together. Manuel engaged closely with the Latin West, but his defeat by the Seljuks at Myriokephalon in 1176 ended hopes of recovering central Anatolia, and after his death in 1180 family rivalries returned.",
          ),
        },
      },
    ],
  },
  {
    slug: "occupational-health-nursing-surveillance-and-fitness",
    discipline: "Occupational health nursing",
    title: "Occupational Health Nursing: Surveillance and Fitness for Work",
    description:
      "Registered nurses moving into workplace health services need a different set of tools from those of the ward. The module prepares them to run health surveillance programmes for noise, vibration and respiratory hazards, to advise managers on fitness for work and reasonable adjustments, and to set up drug and alcohol testing policies.",
    level: "intermediate",
    duration: "15 weeks",
    plantedGap: "drug and alcohol testing",
    modules: [
      {
        title: "Health Surveillance for Noise",
        description:
          "Health surveillance exists to catch harm early; audiometry for noise-exposed workers is the commonest example.",
        lesson: {
          title: "Audiometry under the Noise Regulations",
          html:
            p(
              "Health surveillance is a system of ongoing checks on workers exposed to a hazard that can harm health, where a valid method exists to detect early effects. In Great Britain it is required by regulations such as the Control of Substances Hazardous to Health Regulations 2002 (COSHH), the Control of Noise at Work Regulations 2005 and the Control of Vibration at Work Regulations 2005. It is not a substitute for controlling the hazard; it checks whether control is working.",
              "The Noise Regulations set three values based on daily personal exposure, L<sub>EP,d</sub>. At the lower exposure action value of 80 dB(A), the employer must assess risk and provide hearing protection on request. At the upper exposure action value of 85 dB(A), hearing protection and hearing protection zones become mandatory. The exposure limit value of 87 dB(A), taking account of the protection worn, must not be exceeded. Health surveillance is required for employees regularly exposed above the upper action value, and for those at risk between the action values, for example because they already have hearing loss.",
              "The occupational health nurse usually performs audiometry, after training to a recognised standard. A baseline audiogram is taken before or soon after exposure begins, followed by a test annually for the first two years and then normally every three years. The Health and Safety Executive's guidance classifies results into categories:",
            ) +
            "<table><tr><th>Category</th><th>Meaning</th><th>Action</th></tr><tr><td>1 Acceptable</td><td>hearing within normal limits for age</td><td>routine re-test</td></tr><tr><td>2 Mild hearing impairment</td><td>warning</td><td>inform the employee</td></tr><tr><td>3 Poor hearing</td><td>referral</td><td>refer to a doctor</td></tr><tr><td>4 Rapid hearing loss</td><td>a fall of 30 dB or more across 3, 4 and 6 kHz within three years</td><td>refer, and review the employer's controls</td></tr></table>" +
            p(
              "Noise-induced hearing loss typically appears first as a notch in the audiogram at around 4 kHz, with recovery at 8 kHz, a pattern that distinguishes it from age-related loss. Individual results are confidential medical information, but the employer must be told of fitness and of any need for action, and anonymised group results should be used to review the noise controls themselves.",
            ),
        },
      },
      {
        title: "Hand-Arm Vibration and Respiratory Surveillance",
        description:
          "Tiered questionnaires, clinical assessment and spirometry pick up vibration injury and occupational lung disease before they become disabling.",
        lesson: {
          title: "HAVS and occupational asthma",
          html: p(
            "Hand-arm vibration syndrome (HAVS) is caused by regular use of vibrating tools such as grinders, breakers and chainsaws. It has a vascular component, vibration white finger, in which fingers blanch on exposure to cold, and a sensorineural component with numbness, tingling and loss of dexterity. Carpal tunnel syndrome is also associated with vibration. The Control of Vibration at Work Regulations 2005 set an exposure action value of 2.5 m/s² A(8), above which the employer must reduce exposure and provide health surveillance, and an exposure limit value of 5 m/s² A(8).",
            "HSE guidance describes a tiered approach. Tier 1 is a short questionnaire before exposure; Tier 2 an annual questionnaire; Tier 3 an assessment by a qualified nurse, with a structured history and examination; Tier 4 a formal diagnosis by a doctor, who decides on fitness; and Tier 5, used where needed, specialist tests. Severity is graded on the Stockholm Workshop scales, separately for the vascular and sensorineural components. A worker at an early stage may continue with reduced exposure; one with progressive symptoms may need to be removed from vibrating work.",
            "Respiratory surveillance is required under COSHH for workers exposed to substances that can cause occupational asthma, such as isocyanates in vehicle paint sprays, flour and grain dust, wood dust and glutaraldehyde. A baseline questionnaire and spirometry are obtained, followed by questionnaires at six and twelve weeks after starting exposure and annually thereafter, with spirometry repeated regularly.",
            "Spirometry measures the forced expiratory volume in one second (FEV<sub>1</sub>) and forced vital capacity (FVC). An FEV<sub>1</sub>/FVC ratio below 0.7 suggests airflow obstruction. For example, an FEV<sub>1</sub> of 2.4 L with an FVC of 3.8 L gives a ratio of 0.63. Equally important in surveillance is change over time: a fall in FEV<sub>1</sub> of more than about 15 per cent from baseline, or symptoms that improve at weekends and on holiday, should prompt referral, because early removal from exposure greatly improves the outlook in occupational asthma.",
          ),
        },
      },
      {
        title: "Fitness for Work and Adjustments",
        description: "What should an occupational health report to a manager say, and what must it leave out?",
        lesson: {
          title: "Advising on fitness and reasonable adjustments",
          html:
            p(
              "A large part of occupational health work is assessing whether an employee is fit for their job, whether at pre-placement, during sickness absence or on return to work. The question is always functional: not what the diagnosis is, but what the person can and cannot do, for how long, and what would help. A nurse assessing an employee returning after a knee replacement, for example, considers standing and walking tolerance, use of stairs and ladders, driving, and the demands of the specific role.",
              "In Great Britain, the fit note issued by a GP or other healthcare professional states that a person is either not fit for work or may be fit for work taking account of advice, such as a phased return, amended duties, altered hours or workplace adaptations. The occupational health adviser turns this into practical recommendations that fit the employer's work.",
              "The Equality Act 2010 adds a legal dimension. A person is disabled if they have a physical or mental impairment that has a substantial and long-term adverse effect on their ability to carry out normal day-to-day activities; long-term means lasting, or likely to last, at least twelve months. Cancer, HIV infection and multiple sclerosis count from diagnosis. Employers must make reasonable adjustments to remove substantial disadvantages for disabled employees. Whether someone is disabled is ultimately a legal question for a tribunal, so the report should describe function and likely duration and leave the conclusion to the employer.",
              "A good report to a manager answers the questions asked, in plain language, and contains only the clinical information needed. The employee's consent is required under the Access to Medical Reports Act 1988 where a report is sought from their own doctor, and good practice, reflected in guidance from the Nursing and Midwifery Council, is to obtain informed consent for any report, to let the employee see it first, and to keep occupational health records separate from personnel files.",
            ) +
            "<ul><li>Is the employee fit for their role now, with or without adjustments?</li><li>What adjustments are recommended, and for how long?</li><li>When is a return or improvement expected?</li><li>Is the Equality Act likely to apply?</li></ul>",
        },
      },
    ],
  },
  {
    slug: "agricultural-markets-and-farm-decisions",
    discipline: "Agricultural economics",
    title: "Agricultural Markets and Farm Decisions",
    description:
      "Farm incomes swing with the weather and with world prices more than those of almost any other business, and applied microeconomics goes a long way towards explaining why. The module treats the elasticity of food demand and supply, cyclical price behaviour and the cobweb model, the economics of input use on the farm, agricultural support policy in Europe and the UK, and land tenure.",
    level: "intermediate",
    duration: "11 weeks",
    plantedGap: "land tenure",
    modules: [
      {
        title: "Elasticity and the Farm Problem",
        description: "Why can a bumper harvest leave farmers poorer than a poor one?",
        lesson: {
          title: "Inelastic demand and farm revenue",
          html: p(
            "The price elasticity of demand measures the percentage change in quantity demanded for a one per cent change in price. For staple foods it is low: estimates for cereals, milk and potatoes in high-income countries are often between −0.1 and −0.4. People do not eat twice as much bread when its price halves, and they do not stop eating when it rises. Income elasticities of demand for food are also low and fall as incomes grow, which is Engel's law: the share of household spending on food declines as income rises, from over half in the poorest countries to around a tenth in Britain.",
            "Supply is also inelastic in the short run, because production is biological. A wheat crop is sown months before it is sold, and a dairy herd takes years to expand. Once planted, output depends heavily on weather and disease, which shift the supply curve unpredictably from year to year.",
            "Put the two together and small changes in output cause large changes in price. Suppose demand for a crop has an elasticity of −0.25 and a good season raises output by 10 per cent. To sell the extra quantity, the price must fall by approximately 10 ÷ 0.25 = 40 per cent. Total revenue becomes 1.10 × 0.60 = 0.66 of its former level, a fall of about a third. A good harvest has made farmers collectively poorer. The observation is sometimes called King's law, after the seventeenth-century English statistician Gregory King, who noticed that a small shortfall in the harvest raised the price of corn far more than proportionally.",
            "The same arithmetic explains why an individual farmer, who is a price-taker, still wants a large crop, even though all farmers together would gain from a smaller one. It also explains the long-run 'farm problem' described by economists in the mid-twentieth century: technical progress shifts supply outwards faster than demand grows, prices fall in real terms, and labour must leave agriculture for incomes to keep pace with the rest of the economy.",
          ),
        },
      },
      {
        title: "Price Cycles and the Cobweb Model",
        description:
          "When farmers plan next year's output on this year's price, prices can oscillate for years; the cobweb model shows when the oscillations die away.",
        lesson: {
          title: "Lagged supply and price cycles",
          html:
            p(
              "In the 1920s and 1930s economists noticed regular cycles in the prices of pigs, potatoes and cattle. The German 'hog cycle' lasted about four years: high prices encouraged farmers to breed more sows, the extra pigs reached the market a year or more later and depressed prices, farmers then cut back, and prices rose again. Mordecai Ezekiel formalised the explanation in 1938 as the cobweb theorem, named after the shape traced on a supply-and-demand diagram.",
              "The model has two assumptions. Producers decide this period's output on the basis of last period's price, so supply is lagged: Q<sub>t</sub> = c + dP<sub>t−1</sub>. Once output is harvested it must be sold for whatever price clears the market: Q<sub>t</sub> = a − bP<sub>t</sub>.",
              "Take demand Q = 100 − 2P and supply Q<sub>t</sub> = 10 + P<sub>t−1</sub>. The equilibrium is where 100 − 2P = 10 + P, so P = 30 and Q = 40. Start from a price of 20 after a poor year.",
            ) +
            "<table><tr><th>Year</th><th>Quantity supplied</th><th>Market price</th></tr><tr><td>1</td><td>10 + 20 = 30</td><td>(100 − 30) ÷ 2 = 35</td></tr><tr><td>2</td><td>10 + 35 = 45</td><td>27.5</td></tr><tr><td>3</td><td>37.5</td><td>31.25</td></tr><tr><td>4</td><td>41.25</td><td>29.38</td></tr></table>" +
            p(
              "Price jumps above and below 30, but each swing is half the one before, so the cycle converges. The ratio of successive deviations equals d/b, the slope of supply divided by the slope of demand measured as quantity per unit of price. The cycle converges when d &lt; b, that is, when supply responds less to price than demand does; it continues with constant amplitude when d = b and explodes when d &gt; b.",
              "The model's weakness is its naive expectations: farmers who lost money twice by following last year's price would learn. John Muth's theory of rational expectations (1961) was partly a response to the cobweb, and modern work finds cycles in livestock markets that are damped, irregular and influenced by futures prices and feed costs. The model remains useful for showing how production lags and inelastic demand combine to make prices unstable.",
            ),
        },
      },
      {
        title: "Input Use and the Production Function",
        description:
          "Deciding how much fertiliser to apply is a textbook problem of marginal analysis, worked through here with real numbers.",
        lesson: {
          title: "The economic optimum rate of nitrogen",
          html:
            p(
              "A production function describes how output responds to inputs, holding technology constant. In agriculture the most studied is the response of crop yield to nitrogen fertiliser. Yield rises steeply with the first kilograms applied, then more slowly, and eventually levels off or falls. This is the law of diminishing marginal returns: each additional unit of a variable input, added to fixed amounts of others such as land, adds less output than the one before.",
              "Suppose trials show that winter wheat yield Y, in tonnes per hectare, responds to nitrogen N, in kilograms per hectare, as Y = 6 + 0.04N − 0.0001N². The marginal product of nitrogen is the derivative, 0.04 − 0.0002N tonnes per kilogram. Yield is at its maximum where the marginal product is zero, at N = 200 kg/ha, giving 10 t/ha.",
              "The farmer, however, wants to maximise profit, not yield. The rule is to use an input up to the point where the value of its marginal product equals its price. With wheat at £200 per tonne and nitrogen at £1.00 per kilogram, set 200 × (0.04 − 0.0002N) = 1. Then 0.04 − 0.0002N = 0.005, so N = 175 kg/ha. Yield at this rate is 6 + 7 − 3.06 = 9.94 t/ha. Cutting the application from 200 to 175 kg saves £25 per hectare in fertiliser and loses only 0.06 t, worth £12.",
              "The optimum depends only on the price ratio, here 1.00 ÷ 200 = 0.005 tonnes of wheat per kilogram of nitrogen. If fertiliser prices double, as they did in 2022, the ratio becomes 0.01 and the optimum falls to 150 kg/ha. UK fertiliser recommendations publish tables of optimum rates by price ratio for this reason.",
            ) +
            "<ul><li>Marginal analysis applies to any variable input: feed, labour, irrigation water or pesticide.</li><li>Response curves vary with soil, season and previous crop, so the optimum is uncertain.</li><li>Where overuse has environmental costs, such as nitrate leaching, the private optimum exceeds the social one.</li></ul>",
        },
      },
      {
        title: "Agricultural Support Policy",
        description:
          "Students trace the Common Agricultural Policy from price support to decoupled payments and follow England's move to paying for public goods.",
        lesson: {
          title: "From price support to public money for public goods",
          html: p(
            "The Common Agricultural Policy (CAP) of the European Economic Community began operating in the 1960s with the aim, set out in the Treaty of Rome, of raising agricultural productivity, ensuring a fair standard of living for farmers, stabilising markets and ensuring reasonable prices for consumers. Its main instrument was price support. The Community set target prices above world levels, bought surplus produce into intervention stores at a guaranteed price, taxed imports with variable levies and subsidised exports.",
            "Price support raises the domestic price above the world price. Consumers pay more and buy less; producers supply more; the government buys up or exports the gap. The producer gain is smaller than the combined loss to consumers and taxpayers, and the difference is a deadweight loss. By the 1980s the result was the famous 'butter mountains' and 'wine lakes', a budget under strain and friction with trading partners.",
            "Reform came in stages. The MacSharry reform of 1992 cut support prices for cereals and beef and compensated farmers with direct payments linked to area and headage. The Fischler reform of 2003 decoupled most payments from production, creating the Single Payment Scheme, paid whatever a farmer produced, on condition of meeting standards on environment, animal welfare and land condition, known as cross-compliance. A 'second pillar' funded rural development and agri-environment schemes.",
            "After leaving the EU, the UK devolved agricultural policy. In England the Agriculture Act 2020 provided for direct payments to be phased out between 2021 and 2027, replaced by payments for environmental outcomes such as soil health, hedgerows and habitat, delivered through schemes including the Sustainable Farming Incentive. The principle, often summarised as 'public money for public goods', reflects the economic argument that payments should buy benefits that markets do not reward, rather than simply transfer income. Scotland and Wales have followed different paths, keeping more support linked to active farming.",
          ),
        },
      },
    ],
  },
  {
    slug: "limnology-lakes-as-physical-and-chemical-systems",
    discipline: "Limnology",
    title: "Limnology: Lakes as Physical, Chemical and Biological Systems",
    description:
      "Lakes and reservoirs are studied here as whole systems in which physics sets the stage for chemistry and biology. Lectures and a field week deal with thermal stratification and mixing, light and primary production, phosphorus and eutrophication, hypolimnetic oxygen depletion, and food-web interactions such as the trophic cascade.",
    level: "intermediate",
    duration: "One term plus a field week",
    plantedGap: "trophic cascade",
    modules: [
      {
        title: "Stratification and Mixing",
        description:
          "The unusual density of water explains why many lakes form layers in summer and turn over in autumn.",
        lesson: {
          title: "Thermal stratification",
          html:
            p(
              "Fresh water is densest at about 4 °C. Above that temperature it expands as it warms, and below it, down to freezing, it also expands, which is why ice floats and why the bottom water of a deep temperate lake stays near 4 °C all year. The relation between temperature and density is not linear: the density difference between water at 24 °C and 25 °C is about forty times that between 4 °C and 5 °C. Warm surface water therefore resists mixing far more strongly than cold water does, and this has profound consequences for lake life.",
              "In spring, a temperate lake is at nearly the same temperature from top to bottom and wind mixes it completely. As the sun warms the surface, a warm, light layer forms that wind can no longer mix with the cold water beneath. The lake becomes thermally stratified into three layers:",
            ) +
            "<ul><li>the <b>epilimnion</b>, the warm, well-mixed surface layer;</li><li>the <b>metalimnion</b>, where temperature falls rapidly with depth, containing the thermocline, often defined as the plane of maximum temperature gradient, or where temperature changes by more than 1 °C per metre;</li><li>the <b>hypolimnion</b>, the cold, dense bottom water, cut off from the atmosphere until autumn.</li></ul>" +
            p(
              "In autumn the surface cools, the density difference shrinks, and storms eventually mix the whole water column again, an event called overturn. Lakes are classified by their mixing pattern. Dimictic lakes, typical of cold temperate regions with winter ice, mix twice a year, in spring and autumn, and are inversely stratified under the ice. Warm monomictic lakes, such as Windermere in the English Lake District, never freeze over and mix continuously through the winter, stratifying once in summer. Polymictic lakes are so shallow or windy that they mix frequently, even daily. Meromictic lakes never mix completely, because a dense, often saline, bottom layer called the monimolimnion is separated from the water above by a chemical gradient, the chemocline.",
              "Stratification determines how nutrients, oxygen and heat are distributed. While it lasts, nutrients sinking from the epilimnion are trapped below the thermocline, and oxygen consumed in the hypolimnion cannot be replaced from the air.",
            ),
        },
      },
      {
        title: "Light and Primary Production",
        description:
          "Learners measure how light fades with depth and how fast phytoplankton fix carbon in the lighted layer.",
        lesson: {
          title: "The euphotic zone and measuring production",
          html: p(
            "Light decreases exponentially with depth, as described by the Beer-Lambert law, I<sub>z</sub> = I<sub>0</sub>e<sup>−kz</sup>, where I<sub>0</sub> is the irradiance just below the surface, I<sub>z</sub> the irradiance at depth z, and k the vertical attenuation coefficient in m<sup>−1</sup>. The coefficient depends on water itself, dissolved organic matter that stains water brown, suspended sediment and phytoplankton. The euphotic zone, where enough light reaches for photosynthesis to exceed respiration, is conventionally taken to extend to the depth receiving 1 per cent of surface light. Since ln(100) ≈ 4.6, its depth is 4.6 ÷ k. In a lake with k = 0.46 m<sup>−1</sup> the euphotic zone is 10 m deep; in a turbid lake with k = 2.3 m<sup>−1</sup> it is only 2 m.",
            "The simplest field measure of transparency is the Secchi disc, a 20 cm disc with black and white quadrants lowered on a marked rope until it disappears. The Secchi depth correlates with k, and the euphotic zone is often roughly two to three times the Secchi depth, although the relationship varies between lakes.",
            "Primary production is the rate at which phytoplankton and other plants fix carbon. A classic method uses light and dark bottles filled with lake water and suspended at the depth of interest. In the dark bottle only respiration occurs; in the light bottle photosynthesis and respiration occur together. Suppose the initial dissolved oxygen is 8.0 mg/L and after four hours the light bottle reads 9.2 mg/L and the dark bottle 7.4 mg/L. Net production is 9.2 − 8.0 = 1.2 mg O<sub>2</sub>/L, respiration is 8.0 − 7.4 = 0.6 mg/L, and gross production is their sum, 1.8 mg/L in four hours.",
            "More sensitive is the radiocarbon method introduced by Einar Steemann Nielsen in 1952, in which the uptake of carbon-14 added as bicarbonate is measured. Chlorophyll <i>a</i> concentration, measured by extraction or by fluorescence, is widely used as a proxy for phytoplankton biomass.",
          ),
        },
      },
      {
        title: "Phosphorus, Eutrophication and Oxygen",
        description: "How nutrient loading makes a lake green, and how the green water strips oxygen from the depths.",
        lesson: {
          title: "Trophic state and internal loading",
          html:
            p(
              "Algae need carbon, nitrogen and phosphorus in roughly the Redfield ratio of 106:16:1 by atoms. In most freshwater lakes phosphorus is the nutrient in shortest supply relative to need, and so it limits production. Whole-lake experiments at the Experimental Lakes Area in Ontario in the 1970s, led by David Schindler, showed this dramatically: half of Lake 226, divided by a plastic curtain, received carbon and nitrogen and the other half carbon, nitrogen and phosphorus, and only the half with phosphorus developed dense algal blooms.",
              "Lakes are classified by trophic state according to productivity. The OECD scheme of 1982 uses mean total phosphorus concentration.",
            ) +
            "<table><tr><th>Trophic state</th><th>Total phosphorus (µg/L)</th></tr><tr><td>Ultra-oligotrophic</td><td>below 4</td></tr><tr><td>Oligotrophic</td><td>4-10</td></tr><tr><td>Mesotrophic</td><td>10-35</td></tr><tr><td>Eutrophic</td><td>35-100</td></tr><tr><td>Hypertrophic</td><td>above 100</td></tr></table>" +
            p(
              "Robert Carlson's trophic state index (1977) puts Secchi depth, chlorophyll and phosphorus on a common scale. For Secchi depth SD in metres, TSI = 60 − 14.41 ln(SD), so a lake with a Secchi depth of 2 m scores 60 − 14.41 × 0.693 = 50, on the boundary between mesotrophic and eutrophic.",
              "Eutrophication, the enrichment of water by nutrients from sewage, detergents and farmland, increases algal growth, including blooms of cyanobacteria that may produce toxins. When the algae die and sink, their decomposition consumes oxygen in the hypolimnion, which is cut off from the atmosphere during stratification. In a productive lake the hypolimnion can become anoxic by midsummer, killing cold-water fish such as Arctic charr. Anoxia also releases phosphorus from the sediments: in oxygenated conditions phosphate is bound to iron(III) oxides, but when oxygen is exhausted the iron is reduced to soluble iron(II) and the phosphate is released, as Clifford Mortimer showed in Esthwaite Water in the early 1940s. This internal loading can keep a lake eutrophic for years after external inputs are cut. Lake Washington, near Seattle, is the well-known exception: after its sewage was diverted in the 1960s it cleared within a few years, as W. T. Edmondson documented, partly because its deep hypolimnion had never become anoxic.",
            ),
        },
      },
    ],
  },
  {
    slug: "archival-principles-appraisal-and-description",
    discipline: "Archival science",
    title: "Archival Principles: Appraisal, Arrangement and Description",
    description:
      "Archivists decide which records survive and make it possible for others to find them decades later. The course sets out the principles of provenance and original order, the theory and practice of appraisal, arrangement and description to the ISAD(G) standard, and digital preservation.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "digital preservation",
    modules: [
      {
        title: "Provenance and Original Order",
        description:
          "Two nineteenth-century principles still govern how archivists treat a body of records, and this module explains why.",
        lesson: {
          title: "Respect des fonds",
          html: p(
            "Archives differ from library collections in that they are not gathered by subject but accumulate as a by-product of activity. A company, a government department or a family creates and keeps records in the course of its business, and their meaning depends on that context. Two principles protect it.",
            "The principle of provenance, formulated in France as <i>respect des fonds</i> by a circular of 1841 associated with the historian Natalis de Wailly, requires that records created by one body be kept together and not mixed with those of another. Before this, archivists in many countries had broken up records and rearranged them by topic, place or date, destroying evidence of how and why they were made. The principle of original order, developed by Prussian archivists in the 1880s and set out in the Dutch manual of 1898 by Samuel Muller, Johan Feith and Robert Fruin, adds that records should be kept in the arrangement given to them by their creator, since that arrangement itself shows how the creator worked.",
            "In Britain, Hilary Jenkinson's <i>Manual of Archive Administration</i> (1922) gave these ideas a moral dimension. For Jenkinson the archivist was the impartial custodian of evidence, whose duty was to maintain an unbroken chain of custody so that the records could be trusted as authentic.",
            "Applying the principles is not always straightforward. A single body may change its name and functions over decades; records may pass through several hands before reaching the archive; and original order may already be lost. Archivists increasingly speak of multiple provenance, recognising that records can reflect several creators and that context must be documented rather than assumed. Where order has been lost, the archivist reconstructs a logical arrangement and records what was done, so that users can distinguish the creator's order from the archivist's.",
          ),
        },
      },
      {
        title: "Appraisal",
        description:
          "Since only a small part of what is created can be kept, what should an archive select, and on what grounds?",
        lesson: {
          title: "Values, functions and retention",
          html:
            p(
              "Appraisal is the process of deciding which records have enduring value and should be kept permanently, and which may be destroyed once their immediate use is over. Every archive appraises, explicitly or not, because the volume of records created by modern organisations far exceeds what could be stored or used.",
              "Jenkinson held that archivists should not choose: selection should be left to the creating body, so that the archivist could not impose a view of what mattered. The American archivist Theodore Schellenberg, facing the enormous federal records of the United States, argued in <i>Modern Archives</i> (1956) that archivists must appraise, and proposed a framework of values. Primary values are those records have for the creator, for administration, law and finance. Secondary values are those they have for others, and Schellenberg divided them into evidential value, showing how the organisation functioned, and informational value, the facts they contain about people, places and events.",
              "From the 1980s, the Canadian archivist Terry Cook and colleagues developed macro-appraisal. Instead of examining records file by file, the archivist first analyses the functions and structures of the creating organisation and the society it serves, identifies where the most significant activity took place, and then selects the records that best document it. This approach suits large bureaucracies and is applied before the records are created, through records management.",
            ) +
            "<ul><li>A <b>retention schedule</b> lists record series with the period each must be kept and its final disposition: destroy, review, or transfer to the archive.</li><li><b>Sampling</b> keeps a representative selection from large, uniform series, such as case files, by random, systematic or purposive methods.</li><li><b>Legal requirements</b>, such as statutory minimum periods for tax or employment records, set floors but not ceilings on retention.</li></ul>" +
            p(
              "Appraisal decisions should be documented, so that future users understand why certain records are absent.",
            ),
        },
      },
      {
        title: "Arrangement and Description with ISAD(G)",
        description:
          "Students describe a small collection at several levels, using the international standard's elements and rules.",
        lesson: {
          title: "Multilevel description",
          html:
            p(
              "Arrangement is the intellectual and physical organisation of records in accordance with provenance and original order. Description is the creation of an accurate representation of the records and their context, so that users can find and understand them. The <i>General International Standard Archival Description</i>, ISAD(G), published by the International Council on Archives and revised in 2000, provides the common framework.",
              "ISAD(G) describes records in a hierarchy of levels, from the whole fonds, meaning all the records of one creator, down through sub-fonds, series and files to individual items. A description of a solicitor's firm might look like this:",
            ) +
            "<table><tr><th>Level</th><th>Example</th></tr><tr><td>Fonds</td><td>Records of Smith and Jones, solicitors, 1850-1990</td></tr><tr><td>Series</td><td>Client deed packets</td></tr><tr><td>File</td><td>Deeds of Hill Farm, Ashford, 1862-1931</td></tr><tr><td>Item</td><td>Conveyance of Hill Farm, 3 May 1862</td></tr></table>" +
            p(
              "The standard defines 26 elements grouped into seven areas: identity, context, content and structure, conditions of access and use, allied materials, notes, and description control. Six are considered essential for the international exchange of information: reference code, title, name of creator, dates, extent of the unit of description, and level of description.",
              "Four rules govern multilevel description. Describe from the general to the specific, so that the fonds is described first and lower levels follow. Give only information relevant to the level being described, so that the history of the firm appears at fonds level, not on each deed. Link each description to the next higher level. Do not repeat information: what is stated at a higher level is inherited by the levels below it.",
              "Information about the creators themselves, such as the history of the firm and biographies of partners, is best maintained in separate authority records under the companion standard ISAAR(CPF), so that one authority record can be linked to fonds held in several repositories. Catalogues built to these standards can be exchanged, for example using the Encoded Archival Description XML format, and searched together in union catalogues such as the National Archives' Discovery.",
            ),
        },
      },
    ],
  },
];
