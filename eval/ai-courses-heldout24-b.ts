/** Twenty-fourth held-out evaluation courses, intermediate level (Ming history to smart grids); see ai-courses-heldout24.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT24_B: EvalCourse[] = [
  {
    slug: "ming-china-1368-1644",
    discipline: "Ming history",
    title: "Ming China, 1368-1644",
    description:
      "Ruling China from 1368 to 1644, the Ming dynasty rebuilt an empire after Mongol rule and lost it to rebels and the Manchus. Lectures and translated sources trace Zhu Yuanzhang's founding institutions, the maritime expeditions of Zheng He, the silver economy and the Single Whip tax reform, and the collapse of the 1640s.",
    level: "intermediate",
    duration: "one term (10 weeks, lecture plus seminar)",
    plantedGap: "Zheng He",
    modules: [
      {
        title: "The Hongwu Emperor and His Institutions",
        description:
          "Zhu Yuanzhang, a poor orphan who became emperor, designed a state to last forever; we examine what he built and why.",
        lesson: {
          title: "Founding a dynasty from below",
          html: p(
            "Zhu Yuanzhang (1328-1398) was born into a destitute peasant family in the Huai River region. Orphaned by famine and epidemic in 1344, he spent years as a novice in a Buddhist monastery and as a mendicant before joining the Red Turban rebels who rose against the Mongol Yuan dynasty in the 1350s. He defeated rival rebel regimes, captured Nanjing in 1356 and in 1368 proclaimed the Ming ('bright') dynasty, taking the reign title Hongwu, 'vast military power'. The same year his armies drove the last Yuan emperor out of Dadu, the later Beijing.",
            "Hongwu's institutions reflected both his rural origins and his deep suspicion of officials. In the countryside he organised households into the <i>lijia</i> system: groups of 110 households, in which the ten wealthiest took turns as heads responsible for tax collection and labour service. Land and population were recorded in registers, the 'Yellow Registers' of households and the 'fish-scale' maps of fields. Military households were registered separately and attached hereditarily to garrisons, the <i>weisuo</i> system, which was meant to make the army self-supporting by farming its own land.",
            "At the centre, his rule grew increasingly autocratic. In 1380 he accused the chancellor Hu Weiyong of plotting rebellion and had him executed; purges connected to the case eventually claimed tens of thousands of lives. He then abolished the chancellorship itself and placed the Six Ministries directly under the emperor, a change that concentrated an enormous workload on the throne and later opened the way for the Grand Secretariat and for powerful palace eunuchs to fill the gap.",
            "Hongwu also restored the civil service examinations, which became the main route into office for the rest of the dynasty, with the Neo-Confucian commentaries of Zhu Xi as the orthodox curriculum. His <i>Ancestral Injunctions</i> forbade later emperors from changing his laws. They did change them, but the founder's framework of registration, hereditary military households and an emperor without a chancellor shaped Ming government until its end.",
          ),
        },
      },
      {
        title: "Silver and the Single Whip",
        description:
          "This module follows the silver that poured into Ming China from Japan and the Americas and the tax reform that made silver the currency of the state.",
        lesson: {
          title: "How silver remade the Ming economy",
          html: p(
            "The Ming state began with a largely non-monetary fiscal system. Taxes were paid in grain and cloth and in labour services owed by households, and the founder's attempt to impose paper money failed as the notes lost value through over-issue. By the fifteenth century, uncoined silver, weighed in taels of about 37 grams, had become the preferred medium for large transactions, even though the government had not planned it.",
            "From the mid-sixteenth century silver flowed into China in very large quantities. Japan's mines, notably Iwami, expanded their output dramatically after the introduction of new smelting techniques in the 1530s. After the Spanish founded Manila in 1571, galleons carried silver from Potosí and the Mexican mines across the Pacific, where Chinese merchants exchanged it for silk and porcelain. Estimates vary widely, but historians such as Dennis Flynn and Arturo Giráldez have argued that China absorbed a large share of the world's silver production in this period, because silver was worth more relative to gold in China than in Europe.",
            "The government adapted its taxes to this reality. Over several decades, local officials in the south experimented with commuting labour services and various levies into a single payment in silver. The reform, known as the Single Whip (<i>yitiao bianfa</i>), was applied across the empire under the Grand Secretary Zhang Juzheng, who dominated government during the minority of the Wanli Emperor from 1572 to his death in 1582. Zhang also ordered a national land survey in 1580-1581 to bring hidden land back onto the registers.",
            "The consequences were mixed. Commutation simplified collection and encouraged commercial agriculture and handicrafts, especially in the Yangzi delta. But it tied state revenue and peasant welfare to the supply and price of silver. When imports fell in the 1630s and 1640s, because of Japanese restrictions on trade and disruptions in the Pacific, the price of silver in terms of grain rose, and taxpayers had to sell more grain to pay the same tax.",
          ),
        },
      },
      {
        title: "The Fall of the Ming",
        description:
          "Climate, money, factional politics and rebellion all played their part when Beijing fell in 1644, and we weigh how much each mattered.",
        lesson: {
          title: "Crisis and collapse in the 1640s",
          html:
            p(
              "The end of the Ming is a classic problem of historical explanation, because so many pressures coincided. Historians usually group them under several headings.",
            ) +
            "<ul><li><b>Fiscal strain.</b> The Wanli Emperor's three great campaigns of the 1590s, including the defence of Korea against Toyotomi Hideyoshi's invasions, were enormously expensive. Wars against the rising Manchu state in the northeast after 1618 added new surtaxes.</li><li><b>Political paralysis.</b> Wanli withdrew from court business for long periods and left offices unfilled. Under the Tianqi Emperor the eunuch Wei Zhongxian persecuted the officials of the Donglin faction in the 1620s.</li><li><b>Climate and disease.</b> The 1630s and early 1640s were among the coldest and driest decades of the millennium, part of the 'Little Ice Age'. Drought, locusts and epidemics caused famine in the northwest and north China plain.</li><li><b>Military collapse.</b> Unpaid soldiers and laid-off postal couriers joined bandit armies; the hereditary garrisons had long since decayed.</li></ul>" +
            p(
              "One of those laid-off couriers was Li Zicheng, who emerged in Shaanxi as the leader of a vast rebel army. Promising to abolish grain taxes, he captured Xi'an, proclaimed his own Shun dynasty, and in April 1644 entered Beijing almost unopposed. The Chongzhen Emperor hanged himself on the hill behind the palace, now Jingshan Park, on 25 April.",
              "The decisive turn came at Shanhai Pass, where the eastern end of the Great Wall meets the sea. The Ming general Wu Sangui, holding the pass against the Manchus, chose to ally with them against Li Zicheng. Their combined forces defeated Li's army in May, and the Manchu regent Dorgon occupied Beijing and installed the young Shunzhi Emperor of the Qing dynasty. Ming loyalist courts, the Southern Ming, held out in the south until 1662.",
              "Historians differ on the weighting. Frederic Wakeman emphasised the gradual breakdown of order and the choices of elites; others, such as Timothy Brook and Geoffrey Parker, stress the climatic crisis that struck much of the world at once. A good answer explains why a dynasty that had survived earlier crises could not survive this combination.",
            ),
        },
      },
    ],
  },
  {
    slug: "haemodialysis-vascular-access-care",
    discipline: "Dialysis access nursing",
    title: "Vascular Access Care in Haemodialysis",
    description:
      "Haemodialysis depends on a working vascular access, and nurses are usually the first to notice when one is failing. This module for renal nurses covers the assessment of arteriovenous fistulas and grafts by look, listen and feel, cannulation by rope-ladder, area and buttonhole techniques, the care of tunnelled central venous catheters, and access surveillance by flow measurement.",
    level: "intermediate",
    duration: "6 weeks, blended (online theory plus supervised practice)",
    plantedGap: "surveillance",
    modules: [
      {
        title: "Look, Listen, Feel",
        description:
          "A structured physical examination before every session, taking no more than a minute or two, detects most problems with a fistula or graft.",
        lesson: {
          title: "Examining the arteriovenous fistula and graft",
          html:
            p(
              "An arteriovenous fistula (AVF) is a surgical connection, or anastomosis, between an artery and a vein, usually at the wrist (radiocephalic) or the elbow (brachiocephalic or brachiobasilic). Arterial pressure makes the vein enlarge and its wall thicken until it can be needled repeatedly and deliver the blood flow a dialysis machine needs. An arteriovenous graft (AVG) joins the artery and vein with a tube of synthetic material, usually expanded polytetrafluoroethylene. Guidelines such as the KDOQI vascular access guideline prefer a fistula where it is suitable, because fistulas have fewer infections and interventions over their life, but they take six weeks or more to mature.",
              "Before each treatment the nurse examines the access in a fixed order.",
            ) +
            "<ul><li><b>Look:</b> compare both arms. Note swelling of the arm, face or breast (suggesting central venous stenosis), redness, pus, aneurysms, shiny or thinned skin over a needling site, and scabs that do not heal.</li><li><b>Listen:</b> with a stethoscope along the whole vein, a healthy access has a low-pitched, continuous 'machinery' bruit through systole and diastole. A high-pitched bruit, or one heard only in systole, suggests a narrowing.</li><li><b>Feel:</b> a healthy fistula has a soft, easily compressible vein and a continuous thrill, a buzzing vibration, strongest at the anastomosis. A strong, hammering pulse without thrill suggests an outflow stenosis; a weak, flat vein suggests an inflow problem.</li></ul>" +
            p(
              "Two simple manoeuvres add information. In the arm elevation test, the patient raises the arm above heart level: a normal fistula collapses, whereas one with an outflow stenosis stays distended. In the pulse augmentation test, the nurse occludes the vein a few centimetres beyond the anastomosis; the pulse proximal to the finger should strengthen, and a weak augmentation suggests an inflow narrowing.",
              "The nurse should also ask about cold, pale, painful fingers during dialysis, which can indicate steal syndrome, where the access diverts too much blood from the hand. Any absent thrill or bruit means a possible thrombosis: the access must not be needled, and the vascular access team should be contacted the same day, since early declotting has the best results.",
            ),
        },
      },
      {
        title: "Cannulation Techniques",
        description: "Where and how the needles go in decides how long the access will last.",
        lesson: {
          title: "Rope-ladder, area and buttonhole needling",
          html:
            p(
              "Each haemodialysis session usually requires two needles: the arterial needle, which takes blood to the dialyser, placed nearer the anastomosis, and the venous needle, which returns blood, placed further downstream. The two tips should be at least 5 cm apart, and the arterial needle at least 3-5 cm from the anastomosis, so that cleaned blood is not drawn straight back into the circuit (recirculation). Needles are typically 17 gauge for a new fistula, increasing to 16 or 15 gauge as the access matures and higher pump speeds are used.",
              "Three patterns of needle placement are used, and each affects the vessel differently.",
            ) +
            "<table><tr><th>Technique</th><th>Method</th><th>Effect</th></tr><tr><td>Rope-ladder</td><td>Sites rotate along the whole usable length, each new puncture a short distance from the last</td><td>Even dilatation; recommended for most fistulas and all grafts</td></tr><tr><td>Area (one-site)</td><td>Repeated needling within a small segment</td><td>Weakens the wall; leads to aneurysms and stenosis beside them; should be avoided</td></tr><tr><td>Buttonhole</td><td>Blunt needles enter the same site at the same angle each time, through a tunnel created over several sessions with sharp needles</td><td>Less pain; useful for short fistulas and self-cannulation; higher risk of infection</td></tr></table>" +
            p(
              "For sharp-needle cannulation, apply a light tourniquet for fistulas (never for grafts), clean the skin according to local policy, for example with 2% chlorhexidine in 70% alcohol, and allow it to dry. Insert the needle bevel up at about 20-35 degrees for a fistula and about 45 degrees for a graft, then flatten the angle once flashback is seen and advance gently. Secure the needles with tape so that they cannot be pulled out.",
              "Buttonhole sites require strict asepsis. The scab over each tunnel must be removed with a sterile device after cleaning, and the skin cleaned again before the blunt needle is inserted. Studies have linked buttonhole use to higher rates of <i>Staphylococcus aureus</i> bloodstream infection, so many units reserve it for selected patients and audit infections closely.",
            ),
        },
      },
      {
        title: "Caring for Tunnelled Catheters",
        description:
          "Catheters are sometimes unavoidable, and meticulous handling is what keeps them free of infection and clot.",
        lesson: {
          title: "Tunnelled central venous catheters",
          html: p(
            "When a patient needs dialysis before a fistula or graft is ready, or has no suitable vessels, a tunnelled cuffed central venous catheter (CVC) is used. It is inserted into a central vein, preferably the right internal jugular, with its tip in the right atrium, and runs under the skin for several centimetres before exiting on the chest wall. A Dacron cuff in the tunnel provokes fibrous tissue that anchors the catheter and forms a barrier to bacteria. Catheters have the highest infection and mortality rates of all access types, so they should be used for as short a time as possible.",
            "Connection and disconnection are the moments of greatest risk. Staff use an aseptic non-touch technique: hand hygiene and clean gloves, a mask for the nurse and for the patient or a turned head, scrubbing the catheter hub with 2% chlorhexidine in 70% alcohol and allowing it to dry, and never leaving the lumens open to air. Before connecting, the nurse aspirates the lock solution from each lumen, usually 5 mL or the stated lumen volume plus a little, and flushes with saline to check flow.",
            "At the end of treatment the lumens are filled with a lock solution to prevent clotting between sessions. The volume is printed on each clamp, commonly 1.5-2.5 mL, and must be matched exactly; overfilling spills anticoagulant into the circulation. Common locks are heparin (1,000 or 5,000 units/mL), 4% trisodium citrate, and taurolidine-based solutions that also have antimicrobial activity.",
            "The exit site is inspected at every session and dressed with a sterile transparent or gauze dressing. Redness or discharge at the exit site may be treated locally, but pain and pus along the tunnel suggest tunnel infection, which usually requires catheter removal. Fever or rigors starting soon after dialysis begins strongly suggest a catheter-related bloodstream infection: blood cultures should be taken from the catheter and a peripheral vein before antibiotics are started, according to the unit's protocol.",
          ),
        },
      },
    ],
  },
  {
    slug: "forensic-toxicology-casework",
    discipline: "Forensic toxicology",
    title: "Forensic Toxicology in Casework",
    description:
      "When a death or an arrest may involve drugs, the laboratory must establish what was present and what it meant. Case-based teaching addresses specimen selection at post-mortem, immunoassay screening and confirmation by LC-MS/MS, post-mortem redistribution, and the interpretation of blood concentrations against UK drug-driving limits.",
    level: "intermediate",
    duration: "one semester (24 hours of teaching)",
    plantedGap: "drug-driving",
    modules: [
      {
        title: "Choosing and Preserving Specimens",
        description:
          "No analysis can rescue a poorly chosen or poorly preserved sample, so the module starts at the mortuary table.",
        lesson: {
          title: "Specimens at post-mortem",
          html:
            p(
              "Forensic toxicology asks whether drugs, alcohol or poisons contributed to a death, to impairment or to a crime. The answer depends first on the specimens. At a post-mortem examination the pathologist collects several, because each answers a different question and because one may be contaminated or unavailable.",
            ) +
            "<table><tr><th>Specimen</th><th>Why it is taken</th></tr><tr><td>Femoral (peripheral) blood</td><td>Best estimate of the concentration at death; drawn from a ligated femoral vein</td></tr><tr><td>Heart blood</td><td>Larger volume for screening; not suitable for interpreting concentrations on its own</td></tr><tr><td>Urine</td><td>Drugs and metabolites concentrate here; shows exposure over hours to days</td></tr><tr><td>Vitreous humour</td><td>Protected from putrefaction and bacteria; useful for alcohol, glucose and electrolytes</td></tr><tr><td>Liver, gastric contents</td><td>High concentrations after overdose; gastric contents may show unabsorbed tablets</td></tr><tr><td>Hair</td><td>Use of drugs over weeks to months, at about 1 cm of growth a month</td></tr></table>" +
            p(
              "Blood for alcohol and many drugs is collected into tubes containing sodium fluoride (typically 1-2%) as a preservative and potassium oxalate as an anticoagulant. Fluoride inhibits micro-organisms that could produce ethanol after death, which can otherwise happen in decomposing bodies, and slows enzymatic breakdown of drugs such as cocaine. Samples are labelled with the case number, the site and the time of collection, sealed, and stored frozen or refrigerated.",
              "Every transfer of a specimen is recorded in a chain of custody, showing who held it, when and why. A court must be satisfied that the sample analysed is the one taken from the deceased and that nothing was added or lost. In practice, laboratories accredited to ISO/IEC 17025 document receipt, storage location, aliquots taken and disposal.",
              "Alcohol interpretation illustrates why several specimens help. If femoral blood shows 150 mg/100 mL of ethanol but vitreous humour shows none, post-mortem production by bacteria is likely. If vitreous and blood agree, with the vitreous value somewhat higher, the person was probably drinking in the hours before death.",
            ),
        },
      },
      {
        title: "Screening and Confirmation",
        description:
          "A screening result is a question and a confirmed result is an answer, and analysts must know the difference.",
        lesson: {
          title: "From immunoassay to LC-MS/MS",
          html: p(
            "Laboratories analyse samples in two stages. Screening tests are fast and inexpensive and look for the classes of drugs most likely to be present. Confirmation tests identify and quantify individual compounds with a second, independent technique of higher specificity. A result should not be reported as positive on the strength of a screen alone.",
            "Immunoassays are the traditional screen. An antibody raised against a drug, or a class such as the benzodiazepines or opiates, competes for binding between the drug in the sample and a labelled version of the drug. Results are compared with a cut-off concentration. The weakness of immunoassay is cross-reactivity: structurally related compounds may bind the antibody. Some antihistamines and antidepressants have caused false positives for amphetamines or tricyclics, and many newer benzodiazepines and synthetic opioids react weakly or not at all, producing false negatives. Many laboratories now screen directly by high-resolution mass spectrometry instead.",
            "Liquid chromatography with tandem mass spectrometry (LC-MS/MS) is the usual confirmation method. Chromatography separates compounds by their retention time on a column. In the first mass analyser a precursor ion of the drug is selected; it is fragmented in a collision cell; and the second analyser measures characteristic product ions. This mode, multiple reaction monitoring, is highly specific. Identification criteria normally require the correct retention time, within about 0.1 minute or 2% of a reference standard, and at least two product-ion transitions whose abundance ratio matches the standard within a set tolerance, often ±20-30%.",
            "Quantitation relies on an internal standard, most often a deuterated analogue of the drug (for example morphine-d3), added to every sample, calibrator and control at the start. Because it behaves almost identically through extraction and ionisation, it corrects for losses and for matrix effects, the suppression or enhancement of ionisation by other substances in blood. A calibration curve of at least five points, and quality controls at low and high concentrations in each batch, complete the method.",
          ),
        },
      },
      {
        title: "Post-mortem Redistribution",
        description:
          "Drug concentrations change after death, sometimes several-fold, and misreading them can turn an accident into an apparent overdose.",
        lesson: {
          title: "Why concentrations move after death",
          html: p(
            "After death, drugs continue to move. Post-mortem redistribution is the term for changes in drug concentrations at a sampling site that occur between death and the collection of the specimen. It was described systematically in the late 1980s and 1990s, notably by Derrick Pounder and Graham Jones in their work on digoxin and other drugs, and it is now one of the central problems of post-mortem interpretation.",
            "Several mechanisms contribute. Drugs diffuse from organs with high concentrations, such as the lungs, liver and myocardium, into the blood in nearby large vessels. Unabsorbed drug in the stomach can diffuse through the stomach wall into heart blood and the left lobe of the liver. As cells die and lose their membrane integrity, drug bound within tissues is released. Blood also settles under gravity and may clot unevenly. The result is that heart blood concentrations often exceed those in femoral blood.",
            "The drugs most affected share two properties: they are basic and lipophilic, and they have a large volume of distribution, meaning that most of the drug in the body is in tissues rather than plasma. Tricyclic antidepressants such as amitriptyline, digoxin, many antipsychotics and some opioids fall into this group. Drugs with small volumes of distribution, such as salicylate or ethanol, redistribute little.",
            "A common indicator is the central-to-peripheral ratio, the concentration in heart blood divided by that in femoral blood. Suppose a man found dead at home has amitriptyline at 2.4 mg/L in heart blood and 0.8 mg/L in femoral blood. The ratio of 3 suggests substantial redistribution. The femoral value, though itself possibly elevated, is the better estimate; it lies above the usual therapeutic range but below many concentrations reported in fatal poisonings, so the case needs careful context rather than a simple conclusion.",
            "Practical rules follow: sample peripheral blood from a ligated femoral vein, record the interval between death and sampling, and compare results with reference collections of post-mortem rather than clinical data.",
          ),
        },
      },
    ],
  },
  {
    slug: "photograph-conservation-processes-and-care",
    discipline: "Photograph conservation",
    title: "Conservation of Photographs",
    description:
      "Photographs are chemically complex objects, and each process decays in its own way. The course teaches the identification of historical processes from the daguerreotype to the gelatin silver print, the deterioration of cellulose nitrate and acetate film, housing and cold storage, and the principles of the Photographic Activity Test.",
    level: "intermediate",
    duration: "10 weeks (lectures and laboratory sessions)",
    plantedGap: "Photographic Activity Test",
    modules: [
      {
        title: "Identifying Photographic Processes",
        description:
          "With a 30x loupe and good light, most prints and cased images can be identified, and the identification guides every later decision.",
        lesson: {
          title: "Reading structure under magnification",
          html:
            p(
              "Identification is the first step in caring for any photograph, because each process has its own vulnerabilities. The conservator examines the object in raking and reflected light and with a loupe or stereo microscope at about 30x, looking at the image material, the binder that holds it and the support.",
              "A useful framework is the number of layers. Salted paper prints (1840s-1850s) are one-layer prints: the silver image lies in the paper fibres themselves, so fibres are visible in the dark areas and the surface is matt. Albumen prints (about 1855-1895) are two-layer: a thin layer of egg-white binder sits on the paper, giving a slight gloss, and under magnification the paper fibres can still be glimpsed through it. Albumen usually shows yellowing of the highlights and a network of fine cracks in the binder. Gelatin silver prints, dominant from the 1890s, are three-layer: between the paper and the gelatin emulsion lies a baryta layer of barium sulphate in gelatin that hides the fibres entirely and gives a smooth, bright white.",
              "Cased images of the 1840s-1860s are identified differently:",
            ) +
            "<ul><li><b>Daguerreotype</b>: a unique image on a silver-plated copper sheet. Its mirror-like surface shows the image as positive or negative depending on the angle of view. The surface is extremely fragile and must never be touched or cleaned.</li><li><b>Ambrotype</b>: a collodion negative on glass made to appear positive by a dark backing. It looks positive at every angle.</li><li><b>Tintype</b> (ferrotype): a collodion image on a thin, blackened iron plate; a magnet is attracted to it.</li></ul>" +
            p(
              "Deterioration also aids identification. Silver mirroring, a bluish metallic sheen in the dark areas near the edges of gelatin silver prints and negatives, results from oxidation of the silver image and migration of silver ions to the surface. Fading of the highlights combined with an overall yellow-brown tone is characteristic of albumen. Many later prints, including resin-coated papers introduced in the late 1960s, have a plastic-like surface and a paper core visible only at a torn edge.",
            ),
        },
      },
      {
        title: "Film Bases That Decay",
        description:
          "Two plastics used for negatives and motion picture film, nitrate and acetate, break down in ways that threaten both the film and the people near it.",
        lesson: {
          title: "Cellulose nitrate and vinegar syndrome",
          html: p(
            "Film bases are the flexible plastics that carry the photographic emulsion. Three families have been used. Cellulose nitrate was introduced for roll film in 1889 and was used for professional sheet film and 35 mm motion picture film until about 1951. Cellulose acetates, known as safety film, replaced it gradually from the 1920s in amateur formats and from about 1951 in cinema. Polyester (polyethylene terephthalate) was introduced in the mid-1950s and is chemically very stable.",
            "Cellulose nitrate decays by hydrolysis and oxidation of its nitrate groups, giving off nitrogen oxides which form nitric acid with moisture. The acids attack the silver image, the gelatin and the base itself, and the damage accelerates as it proceeds. Degradation runs through recognisable stages: yellowing of the base and fading of the image, then a sticky emulsion, then softening with bubbles and a strong acrid smell, and finally a brown powder. Nitrate is also highly flammable, burns without external oxygen and can ignite spontaneously when badly degraded in warm conditions, as several fires in archives have shown. Collections must be segregated, stored cold in approved vaults, and often duplicated before disposal of the original under fire-safety regulations.",
            "Cellulose acetate suffers hydrolysis of its acetyl groups, which releases acetic acid. This is the 'vinegar syndrome', named after its smell. Once the acid concentration reaches a threshold the reaction becomes autocatalytic, speeding up sharply. The base shrinks while the emulsion does not, causing channelling, in which the emulsion lifts in ridges, and the film becomes brittle and curled. Plasticisers may crystallise as white deposits or liquid droplets on the surface.",
            "Acid-detecting strips, such as the A-D Strips developed by the Image Permanence Institute, change colour from blue to yellow in the presence of acetic acid and let a collection be surveyed quickly. Because the reaction depends strongly on temperature and relative humidity, the only effective remedy is to store the film cold and dry, slowing the chemistry, and to copy the content of film already in advanced decay.",
          ),
        },
      },
      {
        title: "Housing and Cold Storage",
        description:
          "We ask which enclosures are safe, how cold is cold enough, and how to take an object out of a freezer without harming it.",
        lesson: {
          title: "Enclosures and climate for photographic collections",
          html:
            p(
              "Good housing protects photographs from handling, light, dust and pollutants, and a suitable climate slows their chemical decay. International standards, especially ISO 18920 on storage of processed photographic reflection prints and films, set out the requirements.",
              "Enclosures come in two broad kinds, each with advantages:",
            ) +
            "<ul><li><b>Paper</b> enclosures should be made of high-alpha-cellulose paper free of lignin, with no added sulphur or metal particles. They are opaque, let vapours escape and do not trap moisture, which makes them the better choice for deteriorating nitrate and acetate film and for prints with flaking or sticky surfaces. Buffered paper is suitable for most black-and-white prints; unbuffered paper is preferred for some colour materials and for albumen prints.</li><li><b>Plastic</b> enclosures allow viewing without removal and protect against fingerprints. Only uncoated polyester, polypropylene and polyethylene are acceptable. Polyvinyl chloride, which gives off hydrochloric acid, and plastics with plasticisers or surface coatings must be avoided.</li></ul>" +
            p(
              "Temperature and relative humidity are the controlling factors for chemical stability. As a rule of thumb, the rate of many decay reactions roughly halves for every 5 °C fall in temperature. Black-and-white prints on paper are reasonably stable at room temperature, about 18 °C, and 30-50% RH. Chromogenic colour materials, whose dyes fade even in the dark, and acetate film benefit greatly from cold storage at 2-8 °C or from frozen storage at -18 °C, at 30-40% RH. Fluctuations matter too, since swings in humidity make gelatin expand and contract and can crack emulsions.",
              "Frozen storage requires discipline. Objects are packed in an inner paper enclosure, a board box and a sealed vapour-proof bag, sometimes with a humidity indicator card. When an item is needed, the whole package is allowed to warm to room temperature for several hours, often overnight, before it is opened; opening it cold would cause condensation on the emulsion. Access copies reduce the number of times originals need to be removed at all.",
            ),
        },
      },
    ],
  },
  {
    slug: "smart-grid-distribution-engineering",
    discipline: "Smart grid engineering",
    title: "Smart Grids for Distribution Networks",
    description:
      "Electricity networks were built for one-way power flow from large stations, and rooftop solar, batteries and electric heating have changed that. Engineering students study advanced metering infrastructure, demand response, automated fault location, isolation and service restoration (FLISR) on distribution feeders, and the IEC 61850 substation communication standard.",
    level: "intermediate",
    duration: "one semester (3 lectures and a lab a week)",
    plantedGap: "IEC 61850",
    modules: [
      {
        title: "Advanced Metering Infrastructure",
        description:
          "A smart meter is only the visible end of a system that collects, checks and delivers millions of readings a day.",
        lesson: {
          title: "From meter to meter data management",
          html:
            p(
              "Advanced metering infrastructure (AMI) is the combination of electronic meters, two-way communication networks and back-office systems that lets a utility read consumption remotely at short intervals and send commands back to the meter. Its predecessor, automated meter reading, only collected register readings in one direction, typically from a van driving past.",
              "An AMI has four layers:",
            ) +
            "<ul><li><b>Smart meters</b> record energy in intervals, commonly 15 or 30 minutes, and measure voltage, power quality events and outages. Many include a remote disconnect switch and a local home area network interface.</li><li><b>Communications</b>: in the neighbourhood, meters often form a radio-frequency mesh or use power line carrier; data concentrators then backhaul over cellular or fibre links. In Great Britain, meters communicate through a national Data Communications Company.</li><li><b>Head-end system</b>: schedules reads, sends commands and receives alarms, speaking protocols such as DLMS/COSEM (IEC 62056).</li><li><b>Meter data management system</b>: validates readings, estimates missing intervals, and passes billing determinants to billing and network data to planning and operations.</li></ul>" +
            p(
              "The volume of data is large. A utility with two million meters reading every 30 minutes receives 48 readings per meter per day, or 96 million interval values daily before any voltage or event data. Validation, estimation and editing rules, for instance flagging a day whose total differs from the register advance by more than a set tolerance, are therefore automated.",
              "For distribution engineers, AMI data has uses beyond billing. Voltage measurements from meters reveal where rooftop solar is pushing voltage above the statutory limit (230 V +10% / -6% in the UK) on sunny afternoons. The 'last gasp' message that many meters send as they lose supply helps control rooms locate outages before customers call. Aggregated interval data replaces assumed load profiles in network planning, showing the real impact of heat pumps and electric vehicle charging on individual transformers.",
            ),
        },
      },
      {
        title: "Demand Response",
        description:
          "Demand can be shaped as well as supplied, and this module compares price signals with direct control as ways of doing it.",
        lesson: {
          title: "Making load flexible",
          html:
            p(
              "Demand response means changes in electricity use by customers, away from their normal pattern, in response to prices or to incentives offered when the system is stressed. It provides flexibility that would otherwise require generation or network reinforcement. Programmes fall into two broad families.",
            ) +
            "<table><tr><th>Type</th><th>Examples</th><th>How the customer responds</th></tr><tr><td>Price-based</td><td>Time-of-use tariffs, critical peak pricing, real-time pricing</td><td>Customer or an automated device chooses to shift use when prices are high</td></tr><tr><td>Incentive-based</td><td>Direct load control, interruptible contracts, flexibility markets</td><td>Customer is paid to let the utility or an aggregator reduce load when called</td></tr></table>" +
            p(
              "Time-of-use tariffs have fixed higher prices in predictable peak periods, such as 16:00-19:00 on weekdays. Critical peak pricing adds a very high price on a limited number of days announced a day ahead. Direct load control lets the utility cycle air-conditioners, water heaters or electric vehicle chargers for short periods, usually with an override for the customer.",
              "Consider a worked example. A distribution network operator has a primary substation whose winter peak is forecast to exceed its firm capacity of 24 MVA by 1.5 MVA for about 40 hours a year within five years. Reinforcement would cost £3 million. Instead, the operator contracts for 2 MW of flexibility from an aggregator, controlling storage heaters, commercial refrigeration and a battery, for an availability fee and a utilisation payment per MWh. If the contracts cost £150,000 a year, flexibility defers the investment economically for several years while the load growth is monitored.",
              "Demand response has limits. Shifted load often rebounds after the event ends, as thermostats recover, so an event can create a second peak. The baseline against which the reduction is measured, what the customer would have used, is estimated and open to gaming. And response from households declines when customers are called too often, so programmes limit the number and duration of events per season.",
            ),
        },
      },
      {
        title: "Fault Location, Isolation and Service Restoration",
        description:
          "Automated switching can restore most customers on a faulted feeder in about a minute, and we work through how.",
        lesson: {
          title: "FLISR on a radial feeder",
          html: p(
            "Most distribution feeders are operated radially: each customer is supplied by one path from the substation, even though normally open tie switches connect the feeder to neighbouring feeders. When a permanent fault occurs, the substation circuit breaker or a recloser trips and every customer downstream loses supply. Without automation, crews patrol the line, find the fault, open switches on either side and close the tie manually, which can take hours.",
            "FLISR, fault location, isolation and service restoration, automates these steps. Consider a feeder with a circuit breaker at the substation, two remotely controlled sectionalising switches S1 and S2 dividing it into sections A, B and C, and a normally open tie switch T at the far end connecting section C to a neighbouring feeder. A permanent fault in section B trips the breaker after its reclosing attempts fail, interrupting 3,000 customers: 1,200 in A, 800 in B and 1,000 in C.",
            "Location: fault passage indicators at S1 and S2 report whether fault current passed them. S1 saw fault current; S2 did not. The fault therefore lies between S1 and S2, in section B. Isolation: the controller opens S1 and S2. Restoration: it closes the substation breaker, restoring section A, and checks that the neighbouring feeder has spare capacity before closing T, restoring section C. Only the 800 customers of section B wait for the repair crew.",
            "The benefit shows in reliability indices. SAIDI, the system average interruption duration index, is total customer minutes of interruption divided by customers served. Suppose the repair takes 180 minutes and FLISR completes its switching in 1 minute. Without automation all 3,000 customers are off for 180 minutes: 540,000 customer minutes. With FLISR, 2,200 customers are off for 1 minute and 800 for 180 minutes: 146,200 customer minutes, a 73% reduction. Interruptions under 3 minutes are also excluded from the 'long interruption' statistics in many regulatory regimes.",
            "FLISR can be centralised in a distribution management system, distributed among peer-to-peer controllers, or local in the logic of the reclosers themselves.",
          ),
        },
      },
    ],
  },
];
