/** Held-out evaluation courses (genetics to network security); see ai-courses-heldout.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT_B: EvalCourse[] = [
  {
    slug: "genetics",
    discipline: "Genetics",
    title: "Principles of Genetics",
    description:
      "Mendelian inheritance, linkage and recombination, pedigree analysis and population genetics, with problem sets every week.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "population genetics",
    modules: [
      {
        title: "Mendelian Inheritance",
        description: "Segregation, independent assortment and crosses.",
        lesson: {
          title: "Crosses and ratios",
          html: p(
            "Mendel's law of segregation states that the two alleles of a gene separate during gamete formation, so each gamete carries only one. A cross between two heterozygotes, Aa by Aa, gives offspring in a 1:2:1 genotypic ratio and, when A is completely dominant, a 3:1 phenotypic ratio. A test cross with a homozygous recessive individual reveals whether an organism showing the dominant trait is homozygous or heterozygous.",
            "The law of independent assortment states that alleles of different genes are sorted into gametes independently of each other, which gives the 9:3:3:1 ratio in a dihybrid cross. It holds for genes on different chromosomes, because the orientation of each chromosome pair at metaphase I is random.",
            "Many traits depart from these ratios. In incomplete dominance the heterozygote has an intermediate phenotype, as in pink snapdragons from red and white parents. In codominance both alleles are expressed, as in the AB blood group. Epistasis occurs when one gene masks the effect of another, which modifies the 9:3:3:1 ratio, for example to 9:3:4 for coat colour in Labrador retrievers.",
          ),
        },
      },
      {
        title: "Linkage and Pedigrees",
        description: "Genes on the same chromosome and inheritance in families.",
        lesson: {
          title: "Recombination frequency and family trees",
          html: p(
            "Genes close together on the same chromosome tend to be inherited together and are said to be linked. Crossing over during prophase I exchanges segments between homologous chromosomes and produces recombinant gametes. The recombination frequency is the proportion of recombinant offspring, and one percent recombination is defined as one map unit, or centimorgan. Because crossing over is more likely between distant genes, recombination frequencies can be used to order genes on a map; two genes far apart never show more than 50 percent recombination.",
            "A pedigree is a chart of a family's phenotypes across generations. An autosomal recessive trait often skips generations and can appear in children of two unaffected carriers. An autosomal dominant trait appears in every generation, and an affected person usually has an affected parent. An X-linked recessive trait affects mostly males, and an affected father never passes it to his sons, because sons receive his Y chromosome.",
          ),
        },
      },
    ],
  },
  {
    slug: "sociology-methods",
    discipline: "Sociology",
    title: "Research Methods in Sociology",
    description:
      "How sociologists study society: survey design, sampling, ethnography, interviews, research ethics and content analysis.",
    level: "intermediate",
    duration: "4 weeks",
    plantedGap: "content analysis",
    modules: [
      {
        title: "Surveys and Sampling",
        description: "Designing questionnaires and choosing who to ask.",
        lesson: {
          title: "Asking many people",
          html: p(
            "A survey collects standardised answers from many respondents, which makes it suited to measuring how common attitudes and behaviours are in a population. Good questionnaire items ask about one thing at a time: a double-barrelled question such as whether the council should cut taxes and improve parks cannot be answered clearly. Leading questions, which suggest the expected answer, bias the results, and closed questions need response options that cover every case without overlap.",
            "A sample is the part of the population actually studied. In a simple random sample every member of the sampling frame has an equal chance of selection, which allows the sampling error to be estimated. Stratified sampling divides the population into groups such as age bands and samples each, which guarantees that small groups are represented. Convenience samples, such as passers-by in a shopping centre, are cheap but cannot be generalised. Non-response is a serious source of bias when the people who refuse differ systematically from those who answer.",
          ),
        },
      },
      {
        title: "Ethnography and Interviews",
        description: "Qualitative fieldwork and its ethics.",
        lesson: {
          title: "Being there",
          html: p(
            "Ethnography studies a group by taking part in its daily life over a long period. In participant observation the researcher joins the activities of the group while recording detailed field notes, which reveals meanings and routines that a questionnaire would miss. The observer may change what people do, a problem known as reactivity, which usually lessens as members become used to the researcher.",
            "Semi-structured interviews follow a guide of open questions but let the interviewer follow up on unexpected answers. Researchers record and transcribe the interviews and then code the transcripts, marking passages that express the same theme. Qualitative studies aim for depth rather than statistical generalisation, so participants are often chosen by purposive or snowball sampling.",
            "Research ethics protect participants. Informed consent means that people agree to take part knowing the purpose, risks and their right to withdraw. Researchers keep data confidential and anonymise names in publications. Covert observation, where the group does not know it is being studied, needs strong justification from an ethics committee.",
          ),
        },
      },
    ],
  },
  {
    slug: "epidemiology",
    discipline: "Epidemiology",
    title: "Advanced Epidemiologic Methods",
    description:
      "For public health graduate students: study designs, measures of association, confounding and bias, and screening test evaluation.",
    level: "advanced",
    duration: "6 weeks",
    plantedGap: "screening test evaluation",
    modules: [
      {
        title: "Study Designs and Measures of Association",
        description: "Cohort and case-control studies and the measures they yield.",
        lesson: {
          title: "Cohorts, cases and controls",
          html: p(
            "A cohort study follows people classified by exposure and compares the incidence of disease between exposed and unexposed groups. Because incidence is measured directly, a cohort study yields the risk ratio, the risk in the exposed divided by the risk in the unexposed. Prospective cohorts are expensive and slow for rare diseases, since very large numbers must be followed for years.",
            "A case-control study starts from people with the disease and a comparison group without it and looks back at earlier exposure. It is efficient for rare diseases and diseases with long latency, but it cannot measure incidence, so it yields the odds ratio. When the disease is rare in the source population, the odds ratio approximates the risk ratio. Controls must come from the population that gave rise to the cases; hospital controls admitted for conditions related to the exposure distort the comparison.",
            "Recall bias is a particular threat in case-control studies, because people with a disease often search their memories for causes more thoroughly than healthy controls.",
          ),
        },
      },
      {
        title: "Confounding and Bias",
        description: "Threats to validity and how to control them.",
        lesson: {
          title: "Third variables",
          html: p(
            "Confounding occurs when a third variable is associated with the exposure, is an independent cause of the outcome and does not lie on the causal pathway between them. In a study of coffee and lung cancer, smoking confounds the association, because smokers drink more coffee and smoking causes lung cancer. Confounding can be controlled in the design by randomisation, restriction or matching, and in the analysis by stratification or multivariable regression. The Mantel-Haenszel method pools stratum-specific estimates into one adjusted estimate.",
            "Effect modification is different from confounding: the association itself truly differs between strata, as when a drug works in women but not in men. It should be reported separately for each stratum rather than adjusted away.",
            "Selection bias arises when the way participants enter or remain in a study depends on both exposure and outcome, for example differential loss to follow-up. Information bias arises from errors in measuring exposure or outcome. Non-differential misclassification of a binary exposure usually biases the estimate toward the null.",
          ),
        },
      },
    ],
  },
  {
    slug: "machine-learning",
    discipline: "Machine learning",
    title: "Machine Learning Theory and Practice",
    description:
      "A graduate course on the bias-variance tradeoff, regularisation, decision trees and ensembles, neural network training and model interpretability.",
    level: "advanced",
    duration: "5 weeks",
    plantedGap: "model interpretability",
    modules: [
      {
        title: "Generalisation and Regularisation",
        description: "Why models overfit and how to prevent it.",
        lesson: {
          title: "Bias, variance and penalties",
          html: p(
            "The expected prediction error of a model on new data can be decomposed into bias, variance and irreducible noise. Bias is the error from wrong assumptions, as when a linear model is fitted to a curved relationship; variance is the sensitivity of the fitted model to the particular training sample. Flexible models have low bias and high variance, so they can fit the training data closely while generalising poorly, which is called overfitting.",
            "Regularisation reduces variance by penalising complexity. Ridge regression adds the sum of squared coefficients to the loss and shrinks all coefficients toward zero. The lasso adds the sum of absolute coefficients, which sets some coefficients exactly to zero and so performs variable selection. The strength of the penalty is a hyperparameter chosen by cross-validation: the data are split into k folds, the model is trained on k minus one folds and validated on the remaining one, and the validation errors are averaged. The test set is used only once, at the end, because tuning on it gives an optimistic estimate of the error.",
          ),
        },
      },
      {
        title: "Trees, Ensembles and Neural Networks",
        description: "From single trees to boosting, and training networks.",
        lesson: {
          title: "Many weak learners and gradient descent",
          html: p(
            "A decision tree splits the feature space recursively, choosing at each node the split that most reduces impurity, measured for classification by the Gini index or entropy. Deep trees have high variance. Bagging trains many trees on bootstrap samples and averages them; a random forest also considers a random subset of features at each split, which decorrelates the trees and reduces variance further. Boosting instead fits trees sequentially, each to the errors of the current ensemble, and mainly reduces bias.",
            "A neural network is trained by gradient descent: backpropagation computes the gradient of the loss with respect to every weight, and each weight is moved a small step against its gradient. The learning rate sets the size of that step. A learning rate that is too large makes the loss diverge, while one that is too small makes training slow. Dropout randomly disables units during training and acts as a regulariser, and early stopping halts training when the validation loss begins to rise.",
          ),
        },
      },
    ],
  },
  {
    slug: "corporate-finance",
    discipline: "Finance",
    title: "Corporate Finance",
    description: "Capital budgeting, the cost of capital, capital structure and dividend policy for MBA students.",
    level: "advanced",
    duration: "5 weeks",
    plantedGap: "dividend policy",
    modules: [
      {
        title: "Capital Budgeting",
        description: "Valuing investment projects with discounted cash flows.",
        lesson: {
          title: "NPV and its rivals",
          html: p(
            "Net present value is the sum of a project's expected cash flows, each discounted at the opportunity cost of capital, minus the initial investment. A project with a positive NPV adds value to the firm and should be accepted. Only incremental cash flows count: sunk costs, such as a market study already paid for, are ignored, while opportunity costs, such as the rent a vacant building could earn, are included. Working capital tied up by the project is a cash outflow at the start and an inflow when it is recovered.",
            "The internal rate of return is the discount rate at which the NPV equals zero. It usually agrees with the NPV rule, but it can mislead when comparing mutually exclusive projects of different scale, and a project whose cash flows change sign more than once can have several internal rates of return. The payback period ignores cash flows after the cutoff and the time value of money, so it is at best a rough screen for liquidity.",
          ),
        },
      },
      {
        title: "Cost of Capital and Capital Structure",
        description: "WACC, leverage and the Modigliani-Miller propositions.",
        lesson: {
          title: "Debt, equity and value",
          html: p(
            "The weighted average cost of capital combines the cost of equity and the after-tax cost of debt, weighted by their market values. The cost of equity is commonly estimated with the capital asset pricing model: the risk-free rate plus beta times the market risk premium. Interest is tax-deductible, so the cost of debt is multiplied by one minus the tax rate. The WACC is the right discount rate only for projects with the same risk as the firm's existing business.",
            "Modigliani and Miller showed that in a perfect market without taxes the value of a firm does not depend on its capital structure: borrowing raises the expected return on equity, but it raises the risk of equity by exactly enough to leave the WACC unchanged. With corporate taxes, the interest tax shield makes debt valuable. The trade-off theory adds the costs of financial distress, which grow with leverage, so each firm has an optimal debt ratio. The pecking order theory argues instead that managers prefer internal funds, then debt, and issue equity last, because investors read a share issue as a sign that the stock is overvalued.",
          ),
        },
      },
    ],
  },
  {
    slug: "aviation-weather",
    discipline: "Aviation meteorology",
    title: "Aviation Weather for Commercial Pilots",
    description: "Atmospheric stability, thunderstorms, airframe icing, wind shear and reading METAR and TAF reports.",
    level: "advanced",
    duration: "4 weeks",
    plantedGap: "wind shear",
    modules: [
      {
        title: "Stability and Thunderstorms",
        description: "Lapse rates, convection and the life cycle of a thunderstorm.",
        lesson: {
          title: "Why air rises",
          html: p(
            "Atmospheric stability is the tendency of a displaced parcel of air to return to its original level. Unsaturated air cools at the dry adiabatic lapse rate of about 3 degrees Celsius per 1,000 feet as it rises, and saturated air cools more slowly, at about 1.5 degrees, because condensation releases latent heat. When the actual temperature falls faster with height than a rising parcel cools, the parcel stays warmer than its surroundings and keeps rising: the air is unstable. Unstable air gives cumuliform clouds, turbulence and showers; stable air gives stratiform clouds, poor visibility and smooth flight.",
            "A thunderstorm needs moisture, unstable air and a lifting force such as a front or heating of the ground. It passes through three stages. In the cumulus stage updrafts dominate. The mature stage begins when precipitation falls and downdrafts appear beside the updrafts; this is when hail, severe turbulence and lightning are most likely. In the dissipating stage downdrafts dominate and the cell rains itself out. Pilots keep at least 20 nautical miles from a severe thunderstorm, because hail can be thrown out far beyond the visible cloud.",
          ),
        },
      },
      {
        title: "Icing and Weather Reports",
        description: "Structural icing and coded aviation reports.",
        lesson: {
          title: "Ice on the airframe and METARs",
          html: p(
            "Structural icing needs visible moisture and an airframe at or below freezing. Clear ice forms from large supercooled droplets that spread before freezing, often in cumuliform cloud or freezing rain, and is heavy, hard and difficult to remove. Rime ice forms from small droplets that freeze on impact, trapping air, and is rough, milky and lighter. Ice on the wing disrupts the airflow, increases drag and raises the stall speed, so even a thin layer on the leading edge is dangerous on take-off.",
            "A METAR is a routine observation at an airport, issued every hour. It gives, in order, the station, the time in UTC, the wind, the visibility, the weather, the cloud layers, the temperature and dew point, and the altimeter setting. A TAF is a forecast for the area within five statute miles of an airport, usually valid for 24 or 30 hours, and uses change groups such as FM, TEMPO and PROB30 to show expected changes. A small spread between temperature and dew point warns of fog.",
          ),
        },
      },
    ],
  },
  {
    slug: "network-security",
    discipline: "Cybersecurity",
    title: "Network Security",
    description:
      "Security engineering for experienced network administrators: cryptographic protocols, firewalls and segmentation, intrusion detection and incident response.",
    level: "advanced",
    duration: "6 weeks",
    plantedGap: "incident response",
    modules: [
      {
        title: "Cryptographic Protocols",
        description: "Symmetric and public-key cryptography and TLS.",
        lesson: {
          title: "Keys and handshakes",
          html: p(
            "Symmetric encryption uses one shared key for encryption and decryption; AES is fast and suits bulk data, but the two parties must first agree on the key. Public-key cryptography solves that problem with a key pair: data encrypted with the public key can be decrypted only with the matching private key, and a signature made with the private key can be verified by anyone holding the public key. A cryptographic hash function maps data to a fixed-size digest, and it must be infeasible to find two inputs with the same digest.",
            "TLS combines these tools. In the handshake the client and server agree on a cipher suite, the server proves its identity with a certificate signed by a certificate authority, and an ephemeral Diffie-Hellman exchange produces the session keys. Because the keys are ephemeral, recorded traffic stays secret even if the server's long-term private key is stolen later, a property called forward secrecy. Certificate validation is essential: a client that accepts any certificate is open to a man-in-the-middle attack.",
          ),
        },
      },
      {
        title: "Firewalls and Intrusion Detection",
        description: "Filtering traffic, segmenting networks and detecting attacks.",
        lesson: {
          title: "Filtering and watching",
          html: p(
            "A packet filter decides on each packet from its header fields: addresses, protocol and ports. A stateful firewall also tracks connections, so it admits reply traffic for sessions opened from inside and drops unsolicited packets. The safest rule base denies by default and allows only the traffic that is needed. Segmentation divides the network into zones, for example a demilitarised zone for public web servers, so that an attacker who compromises one host cannot reach the database servers directly.",
            "An intrusion detection system monitors traffic or hosts for signs of attack. Signature-based detection matches known attack patterns and produces few false alarms, but it misses new attacks. Anomaly-based detection models normal behaviour and flags deviations, so it can find novel attacks at the cost of more false positives. An intrusion prevention system sits inline and can block traffic itself, which means a false positive interrupts legitimate service. Encrypted traffic limits what a network sensor can inspect, so host-based sensors and logs complement it.",
          ),
        },
      },
    ],
  },
];
