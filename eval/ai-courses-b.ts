/** Evaluation courses (statistics to astronomy); see ai-courses.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const COURSES_B: EvalCourse[] = [
  {
    slug: "baroque-art",
    discipline: "Art history",
    title: "Baroque Art in Rome and Madrid",
    description:
      "Caravaggio, Gian Lorenzo Bernini, Diego Velázquez and Artemisia Gentileschi, and the Counter-Reformation patronage that shaped seventeenth-century painting and sculpture.",
    level: "intermediate",
    duration: "5 weeks",
    plantedGap: "Artemisia Gentileschi",
    modules: [
      {
        title: "Caravaggio and Bernini in Rome",
        description: "Drama and naturalism in Counter-Reformation Rome.",
        lesson: {
          title: "Light, stone and the viewer",
          html: p(
            "Caravaggio painted religious scenes with ordinary people as models and used tenebrism, a dramatic contrast of deep shadow and raking light. In The Calling of Saint Matthew, painted for the Contarelli Chapel in San Luigi dei Francesi around 1600, a beam of light follows the gesture of Christ toward the tax collector Matthew. Some contemporaries criticised his saints for their dirty feet, but patrons valued the immediacy of his images.",
            "Gian Lorenzo Bernini brought the same theatrical energy to sculpture and architecture. His Ecstasy of Saint Teresa in the Cornaro Chapel, completed in 1652, combines marble, gilded rays and hidden windows so that the scene seems lit from heaven. Members of the Cornaro family are carved in boxes at the sides, watching the vision like spectators in a theatre. Bernini also designed the colonnade of Saint Peter's Square, whose two curved arms were meant to embrace the faithful.",
          ),
        },
      },
      {
        title: "Velázquez in Madrid",
        description: "Painting at the Spanish court.",
        lesson: {
          title: "Las Meninas",
          html: p(
            "Diego Velázquez became court painter to Philip IV of Spain in 1623 and spent most of his career in Madrid. His portraits of the king, the royal children and court dwarfs are marked by loose, visible brushwork that resolves into detail only when seen from a distance.",
            "Las Meninas, painted in 1656, shows the Infanta Margarita surrounded by her maids of honour, a dwarf and a dog, while Velázquez himself stands at a large canvas. A mirror on the back wall reflects the king and queen, who seem to stand where the viewer stands. The painting raises questions about who is looking at whom, and about the status of the painter at court. Velázquez wears the red cross of the Order of Santiago, which was added after he was knighted in 1659.",
          ),
        },
      },
    ],
  },
  {
    slug: "psych-memory",
    discipline: "Psychology",
    title: "Cognitive Psychology: Memory",
    description:
      "Working memory, encoding and retrieval, forgetting and eyewitness testimony, with classic experiments.",
    level: "intermediate",
    duration: "4 weeks",
    plantedGap: "eyewitness testimony",
    modules: [
      {
        title: "Working Memory",
        description: "The limited workspace of the mind.",
        lesson: {
          title: "The multicomponent model",
          html: p(
            "Baddeley and Hitch proposed in 1974 that short-term memory is not a single store but a working memory system with several components. The phonological loop holds speech-based information and is refreshed by inner rehearsal. The visuospatial sketchpad holds images and spatial layouts. The central executive directs attention and coordinates the other components, and the episodic buffer, added in 2000, links working memory with long-term memory.",
            "Evidence for separate components comes from dual-task experiments. People can hold a list of digits while tracking a moving target almost as well as doing either task alone, but two verbal tasks interfere strongly with each other. The word length effect, in which lists of short words are recalled better than lists of long words, suggests that the phonological loop holds about as much as can be said in two seconds.",
          ),
        },
      },
      {
        title: "Encoding, Retrieval and Forgetting",
        description: "Getting information in and out of long-term memory.",
        lesson: {
          title: "Levels of processing and interference",
          html: p(
            "Craik and Lockhart argued that memory depends on the depth of processing. In their experiments, participants who judged whether a word fitted a sentence remembered more words than those who judged whether the word was printed in capital letters, because meaning-based processing creates richer memory traces.",
            "The testing effect shows that retrieving information strengthens memory more than restudying it. Students who take practice tests remember more a week later, even though restudying feels more effective at the time. Forgetting is often caused by interference rather than decay: in proactive interference old learning disrupts new learning, while in retroactive interference new learning disrupts the recall of old material. Retrieval cues that match the context of encoding improve recall, as divers who learned words underwater recalled them better underwater.",
          ),
        },
      },
    ],
  },
  {
    slug: "bayesian-stats",
    discipline: "Statistics",
    title: "Bayesian Data Analysis",
    description:
      "Prior and posterior distributions, conjugate models, Markov chain Monte Carlo and model comparison for graduate students.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "model comparison",
    modules: [
      {
        title: "Priors and Posteriors",
        description: "Updating beliefs with Bayes' theorem.",
        lesson: {
          title: "Conjugate updating",
          html: p(
            "Bayesian inference treats unknown parameters as random variables. The prior distribution expresses what is believed about a parameter before seeing the data, the likelihood expresses how probable the observed data are for each parameter value, and Bayes' theorem combines them into the posterior distribution, which is proportional to the prior times the likelihood.",
            "When the prior and the posterior belong to the same family, the prior is called conjugate. For a binomial likelihood, a Beta(a, b) prior gives a Beta(a + k, b + n - k) posterior after observing k successes in n trials. The prior parameters act like pseudo-counts: a Beta(1, 1) prior is uniform and carries the weight of two observations, so it is quickly overwhelmed by data.",
            "A 95 percent credible interval contains the parameter with 95 percent posterior probability. Unlike a confidence interval, it can be read directly as a probability statement about the parameter, given the model and the prior.",
          ),
        },
      },
      {
        title: "Markov Chain Monte Carlo",
        description: "Sampling from posteriors that have no closed form.",
        lesson: {
          title: "Metropolis and diagnostics",
          html: p(
            "Most realistic models have posteriors with no closed form, so we draw samples from them with Markov chain Monte Carlo. The Metropolis algorithm proposes a move from the current value, accepts it with a probability equal to the ratio of the posterior densities when that ratio is below one, and otherwise always accepts. Over many iterations the chain's values are distributed according to the posterior.",
            "Early samples depend on the starting point and are discarded as warm-up. Several chains are run from dispersed starting values, and the potential scale reduction statistic, R-hat, compares the variance within and between chains; values close to 1.00 suggest convergence. Because successive draws are correlated, the effective sample size is smaller than the number of draws, and it determines how precisely posterior means are estimated.",
          ),
        },
      },
    ],
  },
  {
    slug: "concrete-design",
    discipline: "Civil engineering",
    title: "Reinforced Concrete Design",
    description:
      "Flexural design of beams, shear reinforcement, serviceability and deflection, and prestressed concrete for senior civil engineering students.",
    level: "advanced",
    duration: "8 weeks",
    plantedGap: "prestressed concrete",
    modules: [
      {
        title: "Flexural Design of Beams",
        description: "Designing tension reinforcement for bending.",
        lesson: {
          title: "The rectangular stress block",
          html: p(
            "Concrete is strong in compression but weak in tension, so steel bars are placed near the tension face of a beam to carry tensile forces after the concrete cracks. At the ultimate limit state, the compressive stresses in the concrete are replaced by an equivalent rectangular stress block with a depth of beta one times the neutral axis depth and an intensity of 0.85 times the specified compressive strength.",
            "Equilibrium requires the compression force in the stress block to equal the tension force in the steel, which is the steel area times its yield strength in an under-reinforced section. The nominal moment capacity is that tension force multiplied by the lever arm between the two forces, the effective depth minus half the stress block depth. Design codes require the tension steel to yield before the concrete crushes, so that the beam gives visible warning through large deflections and wide cracks before it fails.",
          ),
        },
      },
      {
        title: "Shear and Serviceability",
        description: "Stirrups, cracking and deflection limits.",
        lesson: {
          title: "Stirrups and deflection",
          html: p(
            "Shear failures in concrete beams are sudden and brittle, because diagonal tension cracks form near the supports where shear is highest. Vertical stirrups cross these cracks and carry part of the shear force, while the concrete itself carries the rest through aggregate interlock and the uncracked compression zone. The spacing of stirrups is limited so that every potential diagonal crack is crossed by at least one stirrup.",
            "Serviceability checks ensure the structure performs well under everyday loads. Deflections are calculated with an effective moment of inertia that lies between the gross and the cracked section values. Long-term deflection grows because of creep and shrinkage, and compression reinforcement reduces it. Crack widths are controlled by using several smaller bars at close spacing rather than a few large bars.",
          ),
        },
      },
    ],
  },
  {
    slug: "ethics-ai",
    discipline: "Philosophy",
    title: "Ethical Theory",
    description:
      "Utilitarianism, Kantian deontology, virtue ethics and contractualism, applied to contemporary moral problems.",
    level: "advanced",
    duration: "6 weeks",
    plantedGap: "contractualism",
    modules: [
      {
        title: "Consequentialism and Deontology",
        description: "Outcomes versus duties.",
        lesson: {
          title: "Mill and Kant",
          html: p(
            "Utilitarianism holds that the right action is the one that produces the greatest overall happiness. John Stuart Mill distinguished higher pleasures of the intellect from lower bodily pleasures and argued that competent judges who know both prefer the higher. Critics object that utilitarianism can justify sacrificing an innocent person whenever doing so maximises total welfare, as in the case of a surgeon who could save five patients by harvesting the organs of one healthy visitor.",
            "Immanuel Kant argued that the moral worth of an action lies in the maxim it follows, not in its consequences. The categorical imperative requires us to act only on maxims we could will to become universal laws, and to treat humanity, in ourselves and others, always as an end and never merely as a means. On Kant's view, lying to a murderer at the door is wrong, a conclusion many readers find hard to accept.",
          ),
        },
      },
      {
        title: "Virtue Ethics",
        description: "Character and the good life.",
        lesson: {
          title: "Aristotle's virtues",
          html: p(
            "Virtue ethics asks not which act is right but what kind of person one should be. For Aristotle, a virtue is a stable trait of character that lies in a mean between two vices: courage lies between cowardice and recklessness, and generosity between stinginess and extravagance. The mean is relative to the person and the situation, and finding it requires practical wisdom, or phronesis.",
            "Virtues are acquired by habituation: we become just by doing just acts, much as we become builders by building. The goal of a virtuous life is eudaimonia, often translated as flourishing rather than happiness, because it describes a life lived well over time rather than a feeling. Critics argue that virtue ethics gives little guidance in hard cases, while defenders reply that moral rules also need judgment to apply.",
          ),
        },
      },
    ],
  },
  {
    slug: "food-safety",
    discipline: "Culinary arts",
    title: "Food Safety and Sanitation",
    description:
      "Foodborne illness, time and temperature control, cross-contamination, cleaning and sanitizing, and allergen management for culinary students.",
    level: "beginner",
    duration: "3 weeks",
    plantedGap: "allergen management",
    modules: [
      {
        title: "Time and Temperature Control",
        description: "Keeping food out of the danger zone.",
        lesson: {
          title: "The temperature danger zone",
          html: p(
            "Bacteria that cause foodborne illness grow fastest between 5 and 60 degrees Celsius, a range known as the temperature danger zone. Foods that support bacterial growth, such as meat, poultry, dairy, cooked rice and cut melons, must spend as little time as possible in this range. Cold food is held at 5 degrees Celsius or below and hot food at 60 degrees Celsius or above.",
            "Cooked food must be cooled quickly: from 60 to 21 degrees Celsius within two hours, and then to 5 degrees Celsius within a further four hours. Large pots of stock or chili cool too slowly in a refrigerator, so cooks divide them into shallow pans, use ice baths or stir with an ice paddle. Poultry must be cooked to an internal temperature of 74 degrees Celsius, checked with a calibrated probe thermometer in the thickest part.",
          ),
        },
      },
      {
        title: "Preventing Cross-Contamination",
        description: "Keeping pathogens from spreading in the kitchen.",
        lesson: {
          title: "Cleaning, sanitizing and storage",
          html: p(
            "Cross-contamination happens when pathogens move from one food or surface to another, for example when raw chicken juices drip onto salad in the refrigerator. Raw meat is stored on the bottom shelves, below ready-to-eat food, and separate colour-coded cutting boards are used for raw meat and for vegetables.",
            "Cleaning removes visible dirt and food from a surface, while sanitizing reduces the number of pathogens to a safe level. A surface must be cleaned before it is sanitized, because food residue protects bacteria from the sanitizer. Chemical sanitizers work only at the right concentration, which is checked with test strips, and need a contact time that the label specifies. Food handlers wash their hands for at least twenty seconds with soap and warm water after handling raw meat, touching their face or taking out the rubbish.",
          ),
        },
      },
    ],
  },
  {
    slug: "stellar-astro",
    discipline: "Astronomy",
    title: "Stellar Astrophysics",
    description:
      "Stellar spectra and classification, the Hertzsprung-Russell diagram, nuclear fusion in stellar cores and supernovae, for physics majors.",
    level: "advanced",
    duration: "6 weeks",
    plantedGap: "supernovae",
    modules: [
      {
        title: "Spectra and the HR Diagram",
        description: "What starlight tells us about stars.",
        lesson: {
          title: "Reading stellar spectra",
          html: p(
            "A star's spectrum is a continuous spectrum crossed by dark absorption lines, produced when cooler gas in the stellar atmosphere absorbs light at specific wavelengths. The strength of these lines depends mainly on temperature rather than composition. Stars are classified into the spectral types O, B, A, F, G, K and M, from hottest to coolest: O stars show lines of ionised helium, A stars have the strongest hydrogen Balmer lines, and M stars show molecular bands of titanium oxide.",
            "The Hertzsprung-Russell diagram plots luminosity against surface temperature. About ninety percent of stars lie on the main sequence, where they fuse hydrogen into helium in their cores. Red giants lie above and to the right of the main sequence: they are cool but luminous because of their enormous radii. White dwarfs lie below and to the left, hot but faint because they are about the size of the Earth.",
          ),
        },
      },
      {
        title: "Stellar Interiors and Fusion",
        description: "How stars make energy.",
        lesson: {
          title: "The proton-proton chain and the CNO cycle",
          html: p(
            "Stars are held in hydrostatic equilibrium: at every depth, the outward pressure gradient balances the inward pull of gravity. The energy radiated from the surface is produced by nuclear fusion in the core, where temperatures exceed about ten million kelvin.",
            "In stars like the Sun, hydrogen is fused into helium mainly by the proton-proton chain, which begins when two protons combine to form deuterium through the weak interaction. In stars more massive than about 1.3 solar masses, the CNO cycle dominates: carbon, nitrogen and oxygen nuclei act as catalysts, and the reaction rate is far more sensitive to temperature. Energy moves outward by radiation in some zones and by convection in others; the Sun has a radiative interior and a convective outer envelope.",
          ),
        },
      },
    ],
  },
];
