/** Ninety-sixth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout96.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT96_B: EvalCourse[] = [
  {
    slug: "venice-and-its-empire-800-1600",
    discipline: "Venetian history",
    title: "Venice and Its Empire, 800-1600",
    description:
      "How did a cluster of lagoon islands become one of the longest-lived republics in European history and a Mediterranean sea power? Topics include the city's Byzantine origins, the Fourth Crusade and the maritime empire, the closing of the Great Council and the Council of Ten, the Arsenal, and the expansion onto the mainland that ended in disaster at Agnadello.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one document seminar a week)",
    plantedGap: "the Arsenal",
    modules: [
      {
        title: "From lagoon refuge to Byzantine client",
        description:
          "The settlement of the lagoon, the early dogeship and the commercial privileges won from Constantinople.",
        lesson: {
          title: "Origins, the Doge and Saint Mark",
          html: p(
            `Venetian chroniclers dated the city's foundation to 25 March 421, but this is a later civic myth. What the evidence shows is a gradual movement of people from the mainland cities of the Veneto, such as Aquileia, Altino and Padua, onto the islands and sandbanks of the lagoon, accelerating after the Lombard invasion of Italy in 568. The lagoon communities remained part of the Byzantine Empire, governed through the exarchate of Ravenna.`,
            `The doge, from the Latin dux, began as a Byzantine military official. Tradition names Paolo Lucio Anafesto as the first doge in 697, but he is probably legendary; Orso, elected around 726, is the first whose existence is reasonably secure. Early doges tried repeatedly to make the office hereditary, and several were blinded, exiled or killed by rival factions, which helps explain later Venetian suspicion of concentrated power.`,
            `The decisive early crisis came in 810, when Pepin, son of Charlemagne and king of Italy, attacked the lagoon. The inhabitants withdrew to the more defensible islands of Rivo Alto, the Rialto, which became the political centre. The Pax Nicephori between Charlemagne and the Byzantine emperor, agreed in 812 and confirmed in 814, left Venice within the Byzantine sphere, an outcome that shaped its commercial future. In 828 two Venetian merchants smuggled relics believed to be those of Saint Mark out of Alexandria. The evangelist displaced the Greek Saint Theodore as patron, and the basilica built to house him, attached to the doge's palace, was the doge's chapel rather than the city's cathedral.`,
            `Commercial privileges followed naval service. A chrysobull of Basil II in 992 reduced the tolls Venetian ships paid at the Dardanelles. Far more important was the Golden Bull of 1082, issued by Alexios I Komnenos in return for Venetian naval help against the Norman Robert Guiscard. It granted Venetian merchants freedom from the kommerkion, the ten per cent trade tax, across most of the empire, and gave them a commercial quarter with wharves in Constantinople. Venetians now traded on better terms than the emperor's own subjects, a position that generated wealth and, in time, deep Byzantine resentment.`,
          ),
        },
      },
      {
        title: "1204 and the Stato da Mar",
        description:
          "How Venice diverted a crusade, took a share of a fallen empire and organised a network of colonies and convoys.",
        lesson: {
          title: "The Fourth Crusade and the Maritime Empire",
          html: p(
            `In 1201 the leaders of the Fourth Crusade contracted with Venice for transport and supplies for 33,500 men, namely 4,500 knights with their horses, 9,000 squires and 20,000 foot soldiers, for 85,000 marks of silver. Venice halted much of its normal trade for a year to build and fit the fleet. When the crusaders assembled in 1202, far fewer had arrived than expected and they could not pay. Doge Enrico Dandolo, then in his nineties and almost blind, proposed that the debt be deferred if the crusade first helped Venice recover Zara, a rebellious Christian city on the Dalmatian coast. Zara was taken in November 1202, and Pope Innocent III excommunicated the crusaders.`,
            `The crusade was then diverted again, to restore the exiled Byzantine prince Alexios Angelos, who promised money, troops and church union. He was installed as Alexios IV in 1203, could not pay, and was murdered. The crusaders stormed Constantinople in April 1204 and sacked it. Venice's share of the spoils included the famous bronze horses later placed on the façade of San Marco.`,
            `The partition treaty gave Venice "a quarter and half a quarter", three-eighths, of the Latin Empire. Rather than try to govern large inland territories, Venice chose bases that controlled sea routes: three-eighths of Constantinople itself, the ports of Modon and Coron in the south-western Peloponnese, known as "the eyes of the Republic", and Crete, bought from Boniface of Montferrat and conquered after a struggle with Genoa. Euboea, called Negroponte, came increasingly under Venetian control over the following century. This chain of harbours and islands became the Stato da Mar.`,
            `Long-distance trade was organised through the muda system. Each year the state built and owned large merchant galleys, auctioned the right to charter them to groups of merchants, and sent them in armed convoys on fixed routes and schedules: to Romania and the Black Sea, to Alexandria and Beirut, and from the fourteenth century to Flanders and England. High-value cargoes such as spices and silk travelled in these galleys, while bulk goods like grain, salt and timber moved in privately owned round ships. Rivalry with Genoa over the same routes produced four wars, culminating in the War of Chioggia of 1378 to 1381, when a Genoese fleet entered the lagoon and was only narrowly defeated.`,
          ),
        },
      },
      {
        title: "Oligarchy at home, empire on the mainland",
        description:
          "The closing of the Great Council, the councils that checked the doge, and the rise and near-collapse of the terraferma state.",
        lesson: {
          title: "The Serrata, the Council of Ten and Agnadello",
          html: p(
            `In 1297, under Doge Pietro Gradenigo, the Great Council (Maggior Consiglio) passed the measure later called the Serrata, the "closing". Membership was restricted to men who had sat in the council during the previous four years, together with a limited number of others approved by vote, and, over the following decades, to their legitimate male descendants. Far from shrinking the ruling class, the reform enlarged the council, which grew from about 450 members to over 1,100 by the 1310s, but it fixed a hereditary patriciate whose births and marriages were later recorded in the Golden Book.`,
            `The Council of Ten was created in 1310 as a temporary emergency committee after the failed conspiracy of Bajamonte Tiepolo and the Querini family, and was made permanent in 1335. It dealt with state security, conspiracy and, increasingly, secret diplomacy. Its most famous use of power came in 1355, when Doge Marino Faliero was tried and beheaded for plotting to make himself a prince. Other councils spread power further: the Senate handled foreign policy and trade, the Collegio prepared business, and the doge, elected from 1268 by a procedure of ten alternating rounds of lot and vote, swore on election a promissione that limited his powers. Sixteenth-century writers such as Gasparo Contarini presented this system as an ideal mixed constitution, the core of what historians call the myth of Venice.`,
            `From the late fourteenth century Venice turned to the Italian mainland, seeking secure food supplies, trade routes over the Alps and buffers against hostile neighbours. It acquired Treviso in 1339, and between 1404 and 1405 Vicenza, Verona and Padua; under Doge Francesco Foscari, after 1423, it pushed west to Brescia and Bergamo. By 1500 the terraferma reached from Friuli almost to the Adda.`,
            `That success united Venice's enemies. In December 1508 the League of Cambrai brought together the Emperor Maximilian, Louis XII of France, Pope Julius II and Ferdinand of Aragon to partition the mainland state. On 14 May 1509 a French army crushed the Venetian forces at Agnadello, and within weeks most mainland cities had surrendered or opened their gates. Venice survived through diplomacy and the fragility of the alliance, recovering Padua in 1509 and most of its territory by 1517, but it never again attempted major expansion in Italy.`,
          ),
        },
      },
    ],
  },
  {
    slug: "transfer-pricing-in-practice",
    discipline: "Transfer pricing",
    title: "Transfer Pricing in Practice",
    description:
      "When a subsidiary in one country sells goods or services to a sister company in another, the price it charges decides where the group's profit is taxed. The course works through the arm's length principle and the OECD Guidelines, functional analysis, the five recognised pricing methods, benchmarking with commercial databases, advance pricing agreements, and the master file, local file and country-by-country report.",
    level: "intermediate",
    duration: "six weeks (one three-hour evening class a week)",
    plantedGap: "advance pricing agreements",
    modules: [
      {
        title: "The arm's length principle and functional analysis",
        description:
          "What associated enterprises must charge each other and how the transaction is delineated before any pricing begins.",
        lesson: {
          title: "Functions, Assets and Risks",
          html: p(
            `The arm's length principle is set out in Article 9 of the OECD Model Tax Convention: where the conditions between associated enterprises differ from those that independent enterprises would have agreed, profits that would have accrued to one of them may be adjusted and taxed accordingly. The OECD Transfer Pricing Guidelines, most recently consolidated in 2022, explain how to apply it and are followed, with local variations, by most tax administrations. The United States applies the same principle through section 482 of the Internal Revenue Code and its regulations.`,
            `Any analysis starts by accurately delineating the transaction: identifying what is really exchanged and on what terms, using the written contracts as a starting point but checking them against the actual conduct of the parties. This was strengthened in 2015 by BEPS Actions 8 to 10, which responded to structures where contracts allocated valuable risks and intangibles to low-tax entities that had little real substance.`,
            `The core tool is the functional analysis, often abbreviated FAR: which functions each party performs, which assets it uses and which risks it assumes. For risk, the Guidelines ask two questions. Does the entity that contractually bears the risk actually control it, meaning that its own people make the decisions to take on, lay off or respond to the risk? And does it have the financial capacity to bear the consequences if the risk materialises? If not, the risk, and the return that goes with it, is allocated to the entity that does control it.`,
            `The Guidelines also list five comparability factors: the contractual terms, the functional analysis, the characteristics of the property or services, the economic circumstances, and the business strategies pursued.`,
            `Consider a group whose German parent designs and manufactures machinery and sells it to a Spanish subsidiary, which resells it to customers in Spain. If the Spanish company employs a sales team but does not set prices, hold significant inventory or bear credit risk, and the parent makes the key marketing decisions, it is characterised as a limited-risk distributor. Such an entity should earn a modest, relatively stable profit; the residual profit or loss from the machinery belongs to the parent that owns the intangibles and controls the risks. The characterisation drives everything that follows, including which method is chosen and which party is tested.`,
          ),
        },
      },
      {
        title: "Choosing and applying a method",
        description:
          "The five OECD methods, the choice of the most appropriate one, and building a benchmark from database comparables.",
        lesson: {
          title: "The Five Methods and the Benchmarking Study",
          html:
            p(
              `The OECD Guidelines recognise five methods, and since 2010 require the most appropriate method for the case rather than a strict hierarchy. Three are traditional transaction methods:`,
            ) +
            `<ul><li>The comparable uncontrolled price (CUP) method compares the price charged with the price in comparable transactions between independent parties. It is the most direct, but even small product differences undermine it.</li><li>The resale price method starts from the price at which a reseller sells to independent customers and deducts an appropriate gross margin.</li><li>The cost plus method adds an appropriate gross mark-up to the supplier's costs.</li></ul>` +
            p(
              `Two are transactional profit methods. The transactional net margin method (TNMM) compares a net profit indicator of the tested party with that earned by comparable independent companies. The profit split method divides the combined profit from a transaction according to each party's contribution, and suits highly integrated operations where both sides make unique and valuable contributions.`,
              `In practice TNMM is by far the most used, because net margins are less sensitive to small differences between transactions and because public financial data on comparable companies is available. The tested party is normally the less complex one, for example the limited-risk distributor, and the profit level indicator matches its activity: operating margin (operating profit over sales) for distributors, net cost plus (operating profit over total costs) for service providers and contract manufacturers.`,
              `The comparables come from a benchmarking study. Analysts search a commercial database such as Orbis or Compustat using industry codes and regions, apply independence criteria, for example excluding companies with a shareholder owning more than 25 per cent, screen out companies with persistent losses or very different functions, and review the remaining candidates' descriptions and websites by hand. Typically three years of data are averaged, and the interquartile range of results forms the arm's length range.`,
              `Suppose the Spanish distributor earns an operating margin of 1.0 per cent on sales of 50 million euros, and the benchmark gives an interquartile range of 1.8 to 4.2 per cent with a median of 2.9 per cent. The result is outside the range. Many tax administrations would adjust it to the median: an operating profit of 2.9 per cent of 50 million, or 1.45 million euros, instead of 0.5 million, increasing Spanish taxable profit by 0.95 million euros.`,
            ),
        },
      },
      {
        title: "Documentation: master file, local file and CbCR",
        description:
          "The three-tier documentation standard introduced by BEPS Action 13 and how it is used by tax authorities.",
        lesson: {
          title: "Documenting the Group's Transfer Pricing",
          html: p(
            `BEPS Action 13, finalised in 2015 and incorporated into Chapter V of the OECD Guidelines, introduced a standardised three-tier approach to transfer pricing documentation. Its purpose is to give tax authorities a consistent picture of the group as a whole, of the local entity's transactions, and of where profits, taxes and activities are located.`,
            `The master file gives a high-level overview of the multinational group: its organisational structure, a description of the business and its main value drivers, supply chains for the principal products, its intangibles and who owns them, its intercompany financing arrangements, and its financial and tax positions. It is prepared once and supplied to every jurisdiction that requests it.`,
            `The local file covers the specific entity: its management structure, its controlled transactions with amounts, the contracts, the functional analysis, the choice of method and the comparability analysis, with the benchmarking study, and financial information reconciling the tested party's results to its statutory accounts.`,
            `The country-by-country report (CbCR) applies to groups with consolidated revenue of at least 750 million euros in the previous year. The ultimate parent normally files it in its home jurisdiction within twelve months of the end of the fiscal year, and it is exchanged automatically with other tax authorities under the Multilateral Competent Authority Agreement. For each jurisdiction it reports related-party and unrelated-party revenue, profit or loss before tax, income tax paid and accrued, stated capital, accumulated earnings, number of employees and tangible assets other than cash, together with a list of constituent entities and their main activities.`,
            `The CbCR is explicitly a risk-assessment tool: a jurisdiction with large profits but few employees and tangible assets stands out immediately. The OECD has stated that it should not be used on its own to propose adjustments by formulary apportionment. It has also become public in part: the European Union's public country-by-country reporting directive applies to financial years beginning on or after 22 June 2024.`,
            `Documentation has practical consequences. In many countries contemporaneous documentation, prepared by the time the tax return is filed, shifts the burden of proof or protects the taxpayer from penalties if an adjustment is later made. The United Kingdom, for example, has required large groups to keep a master file and local file in the OECD format for accounting periods beginning on or after 1 April 2023.`,
          ),
        },
      },
    ],
  },
  {
    slug: "social-psychology-influence-judgement-and-attitudes",
    discipline: "Social psychology",
    title: "Social Psychology: Influence, Judgement and Attitudes",
    description:
      "Conformity and obedience, attribution, attitudes and persuasion, intergroup relations: the classic experiments of social psychology and what has become of them in the replication era. Seminars read original papers alongside large-scale replications and registered reports.",
    level: "intermediate",
    duration: "eleven weeks (two lectures a week and a fortnightly practical)",
    plantedGap: "intergroup relations",
    modules: [
      {
        title: "Conformity and obedience",
        description: "Asch's line studies, Milgram's obedience experiments and how later work has reinterpreted them.",
        lesson: {
          title: "Asch, Milgram and Their Afterlives",
          html: p(
            `Solomon Asch's studies in the early 1950s placed one genuine participant in a group of confederates who were asked to say which of three comparison lines matched a standard line. The answer was obvious, and control participants judging alone made errors on fewer than 1 per cent of trials. On the critical trials, when the confederates unanimously gave a wrong answer, participants conformed on about 37 per cent of trials overall; around three-quarters conformed at least once, while about a quarter never did. Unanimity was crucial. When a single confederate gave the correct answer, conformity fell sharply, to about 5 per cent of critical trials.`,
            `Deutsch and Gerard (1955) distinguished two processes that Asch's design confounds: informational influence, accepting others' judgement as evidence about reality, and normative influence, going along to avoid standing out. Making responses anonymous reduced conformity, pointing to a normative component. A meta-analysis by Bond and Smith (1996) of 133 Asch-type studies found conformity had declined in the United States since the 1950s and was higher in more collectivist cultures.`,
            `Stanley Milgram's obedience study (1963) instructed 40 men to give escalating shocks, in 15-volt steps up to 450 volts, to a learner who was in fact a confederate. Twenty-six of the 40, 65 per cent, continued to the maximum. Milgram ran many variations: obedience fell to 30 per cent when the participant had to press the learner's hand onto a shock plate, to about 20 per cent when the experimenter gave orders by telephone, and to 10 per cent when two peers refused to continue.`,
            `Later work has complicated the story. Jerry Burger's partial replication in 2009 stopped at 150 volts, the point where the learner first demands to be released, for ethical reasons; 70 per cent of his participants were prepared to continue beyond it, compared with 82.5 per cent in the comparable Milgram condition. Archival research by Gina Perry showed that the experimenter often departed from the script and that many participants doubted the shocks were real. Haslam and Reicher argue that participants who went on were not blindly obedient but identified with the scientific enterprise; tellingly, the prod "You have no other choice, you must go on" almost never produced compliance.`,
          ),
        },
      },
      {
        title: "Explaining behaviour: attribution",
        description: "How people infer the causes of others' actions, and the systematic biases in those inferences.",
        lesson: {
          title: "Why We Blame the Person",
          html: p(
            `Attribution research asks how ordinary people explain behaviour. Fritz Heider (1958) proposed that people act as naive scientists, distinguishing internal causes, located in the person's disposition or effort, from external causes in the situation. Harold Kelley's covariation model (1967) formalised the logic. To explain why Ana laughed at a comedian, the perceiver considers consensus (do others laugh at this comedian?), distinctiveness (does Ana laugh at other comedians?) and consistency (does Ana laugh at this comedian every time?). High consensus, high distinctiveness and high consistency point to the comedian; low consensus, low distinctiveness and high consistency point to Ana.`,
            `Real perceivers deviate from this model in systematic ways. In Jones and Harris's study (1967), participants read essays supporting or opposing Fidel Castro. Even when told that the writer had been assigned the position, they still judged that writers of pro-Castro essays were more pro-Castro. Lee Ross (1977) named the general tendency to overweight dispositions and underweight situations the fundamental attribution error; Gilbert and Malone (1995) preferred the term correspondence bias and identified its causes, including failure to see situational constraints and insufficient correction after an automatic dispositional inference.`,
            `A vivid demonstration is the quizmaster study of Ross, Amabile and Steinmetz (1977). Participants randomly assigned to set questions from their own knowledge were rated by contestants and observers as more knowledgeable than the randomly assigned contestants, even though everyone knew that the roles were arbitrary and that question-setters had an enormous advantage.`,
            `Two extensions deserve critical reading. Jones and Nisbett (1971) proposed an actor–observer asymmetry, in which people explain their own behaviour situationally and others' dispositionally. Bertram Malle's 2006 meta-analysis of 173 studies found the average effect close to zero, except in specific conditions such as when the actor's behaviour was negative. Cultural research suggests the dispositional bias is not universal: Morris and Peng (1994) found that English-language newspapers explained two mass murders mainly through the killers' personalities, whereas Chinese-language newspapers gave more weight to situational and relational factors. Attribution style therefore appears to be shaped by cultural theories of the person, not fixed by human cognition alone.`,
          ),
        },
      },
      {
        title: "Attitudes, dissonance and persuasion",
        description:
          "How attitudes change when behaviour conflicts with them or when people encounter persuasive messages.",
        lesson: {
          title: "From One Dollar to Two Routes",
          html: p(
            `Leon Festinger's theory of cognitive dissonance (1957) holds that holding inconsistent cognitions, such as "I said this task was interesting" and "the task was dull", produces an unpleasant state that people reduce by changing one of them. In the classic induced-compliance study, Festinger and Carlsmith (1959) had students spend an hour on tedious tasks, turning pegs and emptying spools, and then paid them either one dollar or twenty dollars to tell the next participant the tasks were enjoyable. Those paid one dollar later rated the tasks as more enjoyable than those paid twenty. Twenty dollars was sufficient justification for the lie; one dollar was not, so the one-dollar group reduced dissonance by changing their attitude.`,
            `Daryl Bem's self-perception theory (1967) offered an alternative: people infer their attitudes from their behaviour as an observer would, without any aversive state. Later studies showing physiological arousal and the effect of misattributing that arousal to a pill favoured dissonance for attitude-discrepant behaviour. However, a multi-laboratory registered replication of the induced-compliance paradigm by Vaidis and colleagues, published in 2024, failed to find the predicted attitude change, so the robustness of the original effect is now genuinely in question.`,
            `Persuasion research is dominated by Petty and Cacioppo's elaboration likelihood model. When people are motivated and able to think about a message, they follow the central route, and attitude change depends on the strength of the arguments. When motivation or ability is low, they follow the peripheral route and respond to cues such as the source's expertise or the sheer number of arguments. In Petty, Cacioppo and Goldman (1981), students heard a proposal to introduce comprehensive exams. When told it would apply at their own university next year, argument quality drove attitudes; when told it would apply in ten years, source expertise mattered more. Attitudes changed by the central route tend to last longer and predict behaviour better.`,
            `Attitudes do not always predict behaviour. Icek Ajzen's theory of planned behaviour (1991) predicts intention from attitude towards the behaviour, subjective norms and perceived behavioural control, and intention and control together predict behaviour; meta-analyses find it explains a substantial share of variance in intentions but much less in actual behaviour.`,
          ),
        },
      },
    ],
  },
  {
    slug: "vertebrate-palaeontology-major-transitions",
    discipline: "Vertebrate palaeontology",
    title: "Vertebrate Palaeontology: Major Transitions",
    description:
      "A lecture-and-laboratory course on the fossil record of backboned animals, built around three great evolutionary transitions: fish to tetrapods, dinosaurs to birds, and synapsids to mammals. Practicals train students in bone identification, phylogenetic character coding and the interpretation of mass extinctions in the rock record.",
    level: "intermediate",
    duration: "twelve weeks (one lecture and one three-hour practical a week)",
    plantedGap: "mass extinctions",
    modules: [
      {
        title: "Out of the water: the fish-tetrapod transition",
        description: "Devonian lobe-finned fishes and early tetrapods, and how to read limb bones in the laboratory.",
        lesson: {
          title: "Eusthenopteron to Acanthostega",
          html:
            p(
              `Tetrapods, vertebrates with limbs and digits, evolved from lobe-finned fishes (sarcopterygians) during the Devonian period, 419 to 359 million years ago. The key evidence is a series of fossils that show the characteristic features appearing in steps rather than all at once.`,
              `Eusthenopteron, from Late Devonian rocks of Quebec about 385 million years old, was a fully aquatic fish, but its pectoral fin contains a single upper bone followed by two lower bones, which correspond to the humerus, radius and ulna of a tetrapod arm. Panderichthys, slightly younger, had a flattened, crocodile-like skull with eyes on top. Tiktaalik roseae, described in 2006 by Daeschler, Shubin and Jenkins from Ellesmere Island in Arctic Canada and dated to about 375 million years, goes further: it has a mobile neck, because the bones linking skull and shoulder girdle were lost, robust ribs, and a pectoral fin with a functional elbow and wrist-like joints that could prop the body up in shallow water, yet it retains fin rays and scales.`,
              `Acanthostega, from East Greenland, about 365 million years old, had true limbs with eight digits on the forelimb, but also internal gills and a tail fin, and its limbs were poorly suited to walking on land. Ichthyostega, from the same region, had seven toes on its hind foot. These animals show that digits evolved in water, probably for moving through vegetation-choked shallows, before tetrapods became terrestrial. Trackways from Zachełmie in Poland, reported in 2010 and dated to about 395 million years, suggest that tetrapods with digits existed even earlier than Tiktaalik, implying a long unrecorded ghost lineage.`,
              `In the practical, students identify limb elements from casts. Useful landmarks include:`,
            ) +
            `<ul><li>The humerus: an expanded proximal head for the shoulder joint, a deltopectoral crest for muscle attachment, and distal condyles for the radius and ulna.</li><li>The radius and ulna: the ulna usually bears an olecranon process behind the elbow in terrestrial forms.</li><li>Digit count and the presence of fin rays (lepidotrichia), which separate fin-limbs from true limbs.</li></ul>` +
            p(
              `Compare the Eusthenopteron fin skeleton with the Acanthostega forelimb bone by bone, and record which elements are homologous and which are new.`,
            ),
        },
      },
      {
        title: "Dinosaurs and the origin of birds",
        description: "The fossil evidence that birds are living theropod dinosaurs.",
        lesson: {
          title: "Archaeopteryx, Liaoning and the Theropod Skeleton",
          html:
            p(
              `Archaeopteryx was found in the Late Jurassic Solnhofen limestone of Bavaria, about 150 million years old, with a single feather described in 1861 and the first skeleton, now in London, the same year. It combined feathered wings with teeth, clawed fingers and a long bony tail. Thomas Henry Huxley compared it with the small theropod Compsognathus from the same deposits and argued in the late 1860s that birds were related to dinosaurs. The idea faded during the early twentieth century, partly because theropods were thought to lack clavicles, which in birds fuse to form the furcula, or wishbone.`,
              `John Ostrom revived it after describing Deinonychus in 1969, a lightly built Early Cretaceous dromaeosaur whose hand and wrist closely resembled those of Archaeopteryx. Cladistic analyses in the 1980s, notably by Jacques Gauthier, placed birds within the maniraptoran theropods. Since then the evidence has become overwhelming:`,
            ) +
            `<ul><li>Feathered non-avian dinosaurs from the Early Cretaceous Jehol Biota of Liaoning, China, beginning with Sinosauropteryx in 1996, which has simple filaments, and including Caudipteryx with pennaceous feathers and Microraptor with long feathers on both arms and legs.</li><li>A furcula in many theropods, including tyrannosaurs and dromaeosaurs.</li><li>Hollow, air-filled bones connected to an air-sac system, shown by pneumatic openings in the vertebrae of theropods.</li><li>A semilunate carpal bone in the wrist allowing the hand to fold sideways, the basis of the bird wing-folding motion.</li><li>Oviraptorosaurs such as Citipati preserved sitting on their nests in a brooding posture, with arms spread over the eggs.</li></ul>` +
            p(
              `The phylogenetic conclusion is that birds are not merely descended from dinosaurs but are dinosaurs: Avialae sits within Paraves, alongside dromaeosaurs and troodontids, inside Maniraptora. Many features once considered uniquely avian, such as feathers, wishbones and brooding, evolved earlier in theropods for purposes other than flight, for example insulation and display. This is an example of exaptation: a structure evolves under one function and is later co-opted for another.`,
              `For the practical, students compare casts of a Deinonychus hand, an Archaeopteryx hand and a modern chicken wing skeleton, identifying the three digits in each, the semilunate carpal, and the progressive fusion of carpals and metacarpals into the carpometacarpus of modern birds.`,
            ),
        },
      },
      {
        title: "Synapsids and the making of mammals",
        description:
          "How the mammalian jaw and middle ear arose, and how such transitions are coded for phylogenetic analysis.",
        lesson: {
          title: "Jaws, Ears and Coding Characters",
          html:
            p(
              `Mammals belong to the synapsids, amniotes identified by a single opening in the skull behind the eye, the temporal fenestra, below the postorbital and squamosal bones. The earliest synapsids, informally called pelycosaurs, include Dimetrodon from the Early Permian, about 295 to 272 million years ago; despite its sail it is not a dinosaur and is more closely related to us than to any reptile. Later therapsids and then cynodonts, such as Thrinaxodon from the Early Triassic, acquired progressively more mammal-like features: a bony secondary palate, teeth differentiated into incisors, canines and cheek teeth, and an enlarged dentary.`,
              `The most celebrated transition concerns the jaw joint. In reptiles the lower jaw hinges on the articular bone against the quadrate of the skull; in mammals the dentary articulates directly with the squamosal. Advanced cynodonts such as Diarthrognathus and early mammaliaforms such as Morganucodon had both joints side by side, so the change occurred without any non-functional intermediate. The freed articular and quadrate became the malleus and incus of the mammalian middle ear, as the embryologists Karl Reichert, in 1837, and later Ernst Gaupp inferred from development, in which these bones arise from the same cartilage precursors as the reptilian jaw joint. Early Cretaceous fossils such as Yanoconodon and Liaoconodon preserve the middle-ear bones still linked to the jaw by an ossified Meckel's cartilage, an intermediate stage.`,
              `In the practical, students code such features as characters for phylogenetic analysis. A character is a comparable feature; each possible condition is a state, numbered from zero. For example:`,
            ) +
            `<ul><li>Character 12, jaw articulation: 0, articular–quadrate only; 1, both articular–quadrate and dentary–squamosal; 2, dentary–squamosal only.</li><li>Character 13, secondary palate: 0, absent; 1, present.</li></ul>` +
            p(
              `Missing or unpreserved data are coded with a question mark, not a zero, because absence of evidence is not evidence of absence. Multistate characters may be treated as ordered, when states are thought to pass through each other in sequence, as with character 12, or unordered. The resulting taxon-by-character matrix, rooted with an outgroup such as a reptile, is analysed under maximum parsimony in programs such as TNT or PAUP*, which search for the trees requiring the fewest state changes.`,
            ),
        },
      },
    ],
  },
  {
    slug: "watercolour-painting-washes-glazes-and-colour",
    discipline: "Watercolour painting",
    title: "Watercolour Painting: Washes, Glazes and Colour",
    description:
      "Building on basic drawing and brush control, this studio course examines how watercolour actually behaves: pigment properties and paper surfaces; flat, graded and wet-in-wet washes; glazing, lifting and edge control; and the use of masking fluid to reserve whites.",
    level: "intermediate",
    duration: "eight weeks (one three-hour studio session a week)",
    plantedGap: "masking fluid",
    modules: [
      {
        title: "Pigments and paper",
        description: "Reading pigment information on a tube and choosing paper by fibre, weight and surface.",
        lesson: {
          title: "What Is in the Pan and What It Sits On",
          html:
            p(
              `Watercolour paint is finely ground pigment bound in gum arabic, the dried sap of acacia trees, with small amounts of humectant such as glycerine or honey to keep it re-wettable, and a wetting agent to help it flow. Because the binder is weak and the paint film thin, the properties of each pigment show far more than in oil or acrylic, so a good painter reads the label rather than the colour name. "Cerulean" or "sap green" can mean different pigments from different makers. The Colour Index Generic Name identifies the actual pigment: PB29 is ultramarine blue, PB15 a phthalocyanine blue, PBr7 a natural iron oxide such as burnt sienna, PR101 a synthetic iron oxide, and PY35 cadmium yellow.`,
              `Four properties matter most:`,
            ) +
            `<ul><li>Transparency: phthalocyanines and quinacridones are transparent, cadmiums and cerulean are relatively opaque and can look chalky when layered.</li><li>Staining: phthalo blue and quinacridones bind into the paper fibres and cannot be lifted; ultramarine and most earths lift easily.</li><li>Granulation: heavy or coarse pigments such as ultramarine, cobalt and many earths settle into the hollows of the paper, giving texture.</li><li>Lightfastness: the ASTM D4303 scale rates pigments from I (excellent) to V; serious work uses only I and II.</li></ul>` +
            p(
              `Paper matters as much as paint. Artist-quality paper is acid-free and usually 100 per cent cotton, which is strong enough to survive scrubbing and lifting. It is sized with gelatine, internally and on the surface, which controls how quickly water soaks in; poorly sized papers absorb washes unevenly. Weight is given in grams per square metre: 300 gsm (140 lb) is standard and, at small sizes, can be used without stretching, while lighter sheets of 190 gsm buckle when wet and should be stretched. To stretch, soak the sheet for a few minutes, lay it flat on a board, tape all four edges with gummed brown-paper tape and let it dry flat; it dries taut and stays flat when painted.`,
              `There are three surfaces. Hot-pressed paper is smooth, good for fine detail but harder for even washes. Cold-pressed paper, called NOT in Britain because it is not hot-pressed, has a moderate tooth and is the most versatile. Rough paper has a pronounced texture that catches granulating pigments and breaks up dry-brush strokes.`,
            ),
        },
      },
      {
        title: "Washes",
        description:
          "Laying flat, graded and wet-in-wet washes and controlling them by reading the wetness of the paper.",
        lesson: {
          title: "Flat, Graded and Wet-in-Wet Washes",
          html: p(
            `The wash is the basic unit of watercolour. A flat wash is an even tone across an area. Tilt the board to about fifteen degrees, mix far more paint than seems necessary, because mixing mid-wash produces a visible change, and load a large round or flat brush fully. Paint a horizontal stroke across the top; gravity gathers a bead of wet paint along its lower edge. Each following stroke slightly overlaps that bead and picks it up, carrying it down the paper. At the bottom, squeeze the brush dry and touch it to the remaining bead to lift it off; otherwise it will creep back into the drying wash and form a bloom.`,
            `A graded wash moves from dark to light. Start with a strong mix and add a brushful of clean water to the mix before each new stroke, so that the tone decreases evenly. A variegated wash changes colour rather than tone, for example from warm yellow at the horizon to blue higher in a sky.`,
            `Wet-in-wet means adding paint to paper that is already wet, and its control depends on reading the shine of the surface. When the paper glistens, pigment spreads freely into soft, feathered shapes. When it has a satin sheen, paint spreads a little with soft edges, the most useful stage for modelling skies and foliage. When the sheen has gone but the paper is still cool and damp, any brushload wetter than the paper will push pigment outward and leave a hard-edged bloom, often called a cauliflower or backrun. The rule is that the brush should always carry less water than the paper when working into damp areas.`,
            `The water-to-pigment ratio is often taught by analogy with drinks: tea for pale glazes, milk for mid-tones, cream for strong darks and butter for marks dropped into wet paper so that they hold their shape. Beginners' failures in wet-in-wet usually come from dropping tea-strength paint into damp paper, which dilutes and blooms, instead of cream-strength paint that holds its place.`,
            `Practise each wash on quarter sheets, then combine them: a graded sky wash, with wet-in-wet clouds lifted or dropped in while it still has a satin sheen.`,
          ),
        },
      },
      {
        title: "Building the picture: glazing, lifting and edges",
        description: "Layering transparent colour, removing pigment deliberately and managing hard and soft edges.",
        lesson: {
          title: "Layering Light",
          html: p(
            `Watercolour works from light to dark because the paint is transparent and there is no white paint in the traditional method: light comes from the paper reflecting through the colour. The lightest areas are planned before painting begins and left as untouched paper by painting around them, which demands a clear drawing and a decision about where the highlights will sit.`,
            `Glazing means laying a transparent wash over a completely dry earlier layer. The two colours mix optically rather than physically, so a glaze of transparent yellow over a dry blue gives a clearer, more luminous green than the same two pigments mixed in the palette. Glazes must go on quickly with a soft, fully loaded brush and in as few strokes as possible; scrubbing re-wets the underlayer and muddies it. Staining, transparent pigments such as phthalocyanines and quinacridones are ideal for underlayers because they will not be disturbed, while opaque or granulating pigments are better saved for the top layers, where their texture shows. Three or four glazes are usually the useful limit before colours start to deaden.`,
            `Lifting removes colour deliberately. While a wash is wet, blotting with a crumpled tissue lifts soft cloud shapes. Once dry, a clean, damp synthetic brush can loosen paint, which is then blotted away; this works well with non-staining pigments such as ultramarine and the earths but barely affects the staining ones. A thin damp line lifted along the edge of a form suggests reflected light.`,
            `Edges carry much of a painting's meaning. Hard edges form when paint meets dry paper and draw the eye; soft edges form in wet paper, or when a hard edge is softened with a damp brush immediately after it is painted. A useful rule is to keep the hardest edges and strongest contrasts at the centre of interest and let edges soften away from it.`,
            `A practical exercise: paint a still life of a white jug and two lemons in three passes. First, a pale overall wash leaving the brightest highlights as paper. Second, mid-tone glazes defining forms, with soft edges on the turning planes. Third, small dark accents and the crisp edges where the eye should rest.`,
          ),
        },
      },
    ],
  },
];
