/** Second held-out evaluation courses (pharmacology to human anatomy); see ai-courses-heldout2.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT2_A: EvalCourse[] = [
  {
    slug: "pharmacology-basics",
    discipline: "Pharmacology",
    title: "Principles of Pharmacology",
    description:
      "Covers pharmacokinetics, receptors and dose-response, the therapeutic index and drug interactions for allied health students.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "drug interactions",
    modules: [
      {
        title: "Pharmacokinetics",
        description: "What the body does to a drug: absorption, distribution, metabolism and excretion.",
        lesson: {
          title: "The journey of a drug through the body",
          html: p(
            "Pharmacokinetics describes what the body does to a drug, in four processes: absorption, distribution, metabolism and excretion. Absorption is the movement of a drug from its site of administration into the bloodstream. A tablet swallowed by mouth must survive stomach acid and cross the gut wall, while an intravenous injection enters the blood directly, so its bioavailability is 100 percent.",
            "Bioavailability is the fraction of a dose that reaches the systemic circulation unchanged. Oral drugs absorbed from the gut pass through the liver before reaching the rest of the body, and the liver may inactivate a large part of the dose. This first-pass effect explains why oral morphine needs a higher dose than injected morphine.",
            "Distribution carries the drug from the blood into the tissues. Drugs bound to plasma proteins such as albumin cannot leave the vessels, so only the free fraction is active. Metabolism, mostly by cytochrome P450 enzymes in the liver, usually turns drugs into more water-soluble compounds, and the kidneys then excrete them in urine.",
            "The half-life is the time it takes for the plasma concentration of a drug to fall by half. Because a drug given at regular intervals accumulates, it reaches a steady state after about four to five half-lives.",
          ),
        },
      },
      {
        title: "Pharmacodynamics",
        description: "What a drug does to the body: receptors, agonists, antagonists and the dose-response curve.",
        lesson: {
          title: "Receptors and the dose-response curve",
          html: p(
            "Pharmacodynamics describes what a drug does to the body. Most drugs act by binding to receptors, proteins on or inside cells that normally respond to the body's own messengers such as hormones and neurotransmitters. An agonist binds to a receptor and activates it, producing a response; salbutamol is an agonist at beta-2 receptors in the airways and relaxes their smooth muscle. An antagonist binds to the receptor without activating it and blocks the agonist; naloxone is an antagonist at opioid receptors and reverses an opioid overdose.",
            "The dose-response curve plots the size of the effect against the dose. Potency refers to the amount of drug needed to produce a given effect, while efficacy is the maximum effect a drug can produce however high the dose. A drug can be very potent yet have low efficacy.",
            "The therapeutic index is the ratio of the dose that is toxic to the dose that is effective. A drug with a narrow therapeutic index, such as digoxin or lithium, needs careful monitoring of blood levels, because a small rise in concentration can cause toxicity.",
          ),
        },
      },
    ],
  },
  {
    slug: "carpentry-foundations",
    discipline: "Carpentry",
    title: "Foundations of Carpentry",
    description:
      "A first course in wood, hand tools, joinery and stair layout for apprentices entering the building trades.",
    level: "beginner",
    duration: "5 weeks",
    plantedGap: "stair layout",
    modules: [
      {
        title: "Wood and Lumber",
        description: "How wood grows, how lumber is cut and why it moves.",
        lesson: {
          title: "Understanding wood",
          html: p(
            "Wood is made of long cellulose fibres that run along the trunk of the tree, and the direction of these fibres is called the grain. Wood is strong along the grain and splits easily across it, so a carpenter lays out every cut with the grain in mind. Hardwood comes from broadleaf trees such as oak and maple, and softwood from conifers such as pine and spruce; the names describe the tree, not the hardness, since balsa is a hardwood.",
            "Freshly cut green lumber holds a great deal of water. As it dries it shrinks, and it shrinks about twice as much along the growth rings as across them. Uneven drying makes boards warp: a board that curves across its width is said to cup, and one that bends along its length is said to bow. Lumber is therefore dried in a kiln to a moisture content of about 12 percent before it is used indoors.",
            "Lumber is sold by nominal size, which is larger than the actual size. A two-by-four measures about one and a half by three and a half inches after drying and planing. Plywood, made of thin veneers glued with the grain of each layer at right angles to the next, resists splitting and moves far less than solid wood.",
          ),
        },
      },
      {
        title: "Joinery and Hand Tools",
        description: "Measuring, cutting and the basic joints that hold a frame together.",
        lesson: {
          title: "Making a joint",
          html: p(
            "Accurate joinery starts with layout. A combination square checks that an edge is at 90 degrees to a face and marks lines across a board, and a marking gauge scribes a line parallel to an edge. Carpenters mark the waste side of every line, because the saw blade removes a strip of wood called the kerf, and cutting on the wrong side makes the piece too short.",
            "A crosscut saw has teeth shaped like small knives and cuts across the grain, while a rip saw has chisel-shaped teeth and cuts along the grain. A chisel pares wood away to clean a joint; it is pushed with the bevel facing up for paring and struck with a mallet to chop a mortise.",
            "The butt joint, in which one board simply meets the face of another, is quick but weak, because end grain holds nails and glue poorly. A lap joint removes half the thickness of each board so that they overlap and share a large glue surface. The mortise and tenon joint, in which a tongue on one piece fits into a rectangular hole in the other, is one of the strongest joints for frames and has been used in furniture for thousands of years.",
          ),
        },
      },
    ],
  },
  {
    slug: "contract-law",
    discipline: "Contract law",
    title: "Contract Law: Formation and Remedies",
    description:
      "An advanced study of offer and acceptance, consideration, promissory estoppel and remedies for breach of contract in the common law.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "promissory estoppel",
    modules: [
      {
        title: "Formation of a Contract",
        description: "Offer, acceptance, consideration and the intention to create legal relations.",
        lesson: {
          title: "When does a contract exist?",
          html: p(
            "A contract is a legally enforceable agreement, and at common law its formation requires an offer, an acceptance, consideration and an intention to create legal relations. An offer is a definite promise to be bound on specific terms if the other party accepts. An advertisement or a display of goods in a shop window is usually an invitation to treat rather than an offer, as the court held in Pharmaceutical Society v Boots, so the customer makes the offer at the till.",
            "Acceptance must be unconditional and must mirror the terms of the offer. A reply that changes the terms is a counter-offer, which rejects the original offer and cannot later be accepted, as in Hyde v Wrench. Under the postal rule, an acceptance sent by post takes effect when it is posted, not when it arrives.",
            "Consideration is something of value given in exchange for a promise. It must be sufficient but need not be adequate, so a peppercorn can support a promise, but past consideration, a benefit conferred before the promise was made, is no consideration at all. Agreements between family members are presumed not to be intended as legally binding, while commercial agreements are presumed to be binding.",
          ),
        },
      },
      {
        title: "Remedies for Breach",
        description: "Damages, remoteness, mitigation and equitable remedies.",
        lesson: {
          title: "What the innocent party can recover",
          html: p(
            "The usual remedy for breach of contract is damages, which aim to put the innocent party in the position it would have been in had the contract been performed. This measure protects the expectation interest. Where expected profits are too speculative, a claimant may instead recover its reliance interest, the expenses wasted in reliance on the contract.",
            "Damages are limited by remoteness. Under the rule in Hadley v Baxendale, a defendant is liable only for losses that arise naturally from the breach or that both parties reasonably contemplated when they made the contract. The mill owner in that case could not recover lost profits from a delayed crankshaft, because the carrier did not know the mill would stand idle.",
            "The innocent party must also mitigate its loss by taking reasonable steps to reduce it, and cannot recover for loss it could have avoided. A clause fixing the sum payable on breach is enforceable as liquidated damages if it protects a legitimate interest, but it is struck down as a penalty if it is out of all proportion to that interest.",
            "Equitable remedies are discretionary. Specific performance orders a party to perform the contract and is granted when damages would be inadequate, as in the sale of land or a unique painting, but never to enforce a contract for personal services.",
          ),
        },
      },
    ],
  },
  {
    slug: "classical-mechanics",
    discipline: "Physics",
    title: "Classical Mechanics",
    description:
      "Newton's laws, work and energy, momentum and rotational motion for second-year physics and engineering students.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "rotational motion",
    modules: [
      {
        title: "Newton's Laws of Motion",
        description: "Force, mass and acceleration, and the free-body diagram.",
        lesson: {
          title: "Forces and acceleration",
          html: p(
            "Newton's first law states that a body stays at rest or moves in a straight line at constant speed unless a net force acts on it. This tendency to resist changes in motion is called inertia, and mass is its measure. Newton's second law states that the net force on a body equals its mass multiplied by its acceleration, so a net force of 10 newtons gives a 2 kilogram cart an acceleration of 5 metres per second squared.",
            "Newton's third law states that when one body exerts a force on a second body, the second exerts a force of equal size and opposite direction on the first. The two forces act on different bodies, which is why they never cancel each other.",
            "To solve a problem, a physicist draws a free-body diagram showing every force acting on one body: its weight, the normal force from a surface, friction, and any tension in ropes. Weight is the gravitational force on a body and equals its mass multiplied by the gravitational acceleration, about 9.8 metres per second squared near the Earth's surface. Kinetic friction opposes sliding and is roughly proportional to the normal force, the constant of proportionality being the coefficient of friction. Summing the forces along each axis and applying the second law gives the acceleration.",
          ),
        },
      },
      {
        title: "Energy and Momentum",
        description: "Work, kinetic and potential energy, conservation laws and collisions.",
        lesson: {
          title: "Conservation laws",
          html: p(
            "Work is done when a force moves a body through a distance, and it equals the force multiplied by the displacement in the direction of the force. The work-energy theorem states that the net work done on a body equals the change in its kinetic energy, which is one half of the mass multiplied by the square of the speed.",
            "Gravitational potential energy near the Earth equals mass multiplied by the gravitational acceleration and the height. When only conservative forces such as gravity act, mechanical energy, the sum of kinetic and potential energy, is conserved, so a ball dropped from 5 metres reaches the ground at about 10 metres per second whatever its mass. Friction is a non-conservative force that turns mechanical energy into heat.",
            "Momentum is mass multiplied by velocity, and because Newton's third law makes internal forces cancel, the total momentum of an isolated system is conserved. In an elastic collision kinetic energy is also conserved, as when two billiard balls collide. In an inelastic collision some kinetic energy is lost, and in a perfectly inelastic collision the bodies stick together and move off with a common velocity. Impulse, the force multiplied by the time it acts, equals the change in momentum, which is why an airbag reduces the force on a passenger by lengthening the stopping time.",
          ),
        },
      },
    ],
  },
  {
    slug: "ecology-principles",
    discipline: "Ecology",
    title: "Principles of Ecology",
    description:
      "An introduction to food webs, energy flow, population growth and nutrient cycling for first-year biology students.",
    level: "beginner",
    duration: "5 weeks",
    plantedGap: "nutrient cycling",
    modules: [
      {
        title: "Energy Flow in Ecosystems",
        description: "Producers, consumers, trophic levels and food webs.",
        lesson: {
          title: "Who eats whom",
          html: p(
            "An ecosystem is a community of living organisms together with their physical environment. Energy enters almost every ecosystem as sunlight, which producers such as plants and algae capture through photosynthesis and store in sugars. Consumers obtain energy by eating other organisms: herbivores eat producers, carnivores eat other animals, and omnivores such as bears eat both. Decomposers, mainly bacteria and fungi, break down dead matter.",
            "Each feeding step in a food chain is called a trophic level. Producers form the first trophic level, herbivores the second and carnivores the third and higher. Because organisms use most of the energy they take in for their own respiration and lose it as heat, only about 10 percent of the energy at one trophic level passes to the next. This ten percent rule explains why food chains rarely have more than four or five links and why there are far fewer lions than zebras.",
            "In a real ecosystem, feeding relationships form a food web rather than a single chain, since most animals eat several kinds of food. A keystone species has an effect on its ecosystem much larger than its numbers suggest. When sea otters disappeared from parts of the Pacific coast, sea urchins multiplied and destroyed the kelp forests.",
          ),
        },
      },
      {
        title: "Population Growth",
        description: "How populations grow and what limits them.",
        lesson: {
          title: "Growth and its limits",
          html: p(
            "A population is a group of individuals of the same species living in the same area. Its size changes through births, deaths, immigration and emigration. When resources are unlimited, a population grows exponentially: the larger it becomes, the faster it grows, and its numbers double at regular intervals, as bacteria do in a fresh culture.",
            "No environment can support exponential growth for long. The carrying capacity is the largest population that an environment can sustain indefinitely with the food, water and space available. As a population approaches its carrying capacity, births fall and deaths rise, and growth slows until the population levels off. Plotted over time, this logistic growth gives an S-shaped curve.",
            "Limiting factors that grow stronger as a population becomes more crowded, such as competition for food and the spread of disease, are called density-dependent factors. Factors such as a flood, a drought or a forest fire affect a population whatever its density and are called density-independent. Predators also limit their prey: in the classic records of the Hudson's Bay Company, the numbers of lynx rose and fell a year or two after the numbers of snowshoe hares.",
          ),
        },
      },
    ],
  },
  {
    slug: "nutrition-basics",
    discipline: "Nutrition",
    title: "Human Nutrition Basics",
    description:
      "An introduction to macronutrients, vitamins and minerals, energy balance and reading food labels for anyone interested in healthy eating.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "food labels",
    modules: [
      {
        title: "Macronutrients",
        description: "Carbohydrates, proteins and fats, and the energy they provide.",
        lesson: {
          title: "The energy-yielding nutrients",
          html: p(
            "Macronutrients are the nutrients the body needs in large amounts: carbohydrates, proteins and fats. Carbohydrates and proteins each provide about 4 kilocalories per gram, while fat provides about 9 kilocalories per gram, more than twice as much.",
            "Carbohydrates are the body's main source of fuel, and the brain relies almost entirely on glucose. Simple sugars such as those in fruit and table sugar are absorbed quickly, while starches in bread, rice and potatoes are broken down more slowly. Dietary fibre is a carbohydrate that human enzymes cannot digest; it adds bulk to stools and helps lower blood cholesterol.",
            "Proteins are made of amino acids and are used to build and repair muscle, enzymes and other tissues. Nine of the twenty amino acids are essential amino acids, which the body cannot make and must obtain from food. Meat, eggs and dairy products supply all nine, while most plant foods lack one or more, so vegetarians combine sources such as beans and grains.",
            "Fats store energy, insulate the body and carry the fat-soluble vitamins. Saturated fats, found in butter and fatty meat, are solid at room temperature and raise LDL cholesterol. Unsaturated fats, found in olive oil, nuts and fish, are liquid at room temperature and are better for the heart.",
          ),
        },
      },
      {
        title: "Vitamins, Minerals and Energy Balance",
        description: "Micronutrients, deficiency diseases and how body weight changes.",
        lesson: {
          title: "Micronutrients and energy balance",
          html: p(
            "Vitamins and minerals are micronutrients, needed in small amounts but essential for health. Vitamins are organic compounds. The water-soluble vitamins, vitamin C and the B vitamins, are not stored in large amounts and must be eaten regularly, while the fat-soluble vitamins A, D, E and K are stored in the liver and fatty tissue. A lack of vitamin C causes scurvy, which killed many sailors on long voyages until citrus fruit was added to their rations, and a lack of vitamin D causes rickets in children.",
            "Minerals are inorganic elements. Calcium builds bones and teeth, and iron carries oxygen as part of haemoglobin in red blood cells. Iron deficiency is the most common nutritional deficiency in the world and causes anaemia, with tiredness and pale skin.",
            "Energy balance compares the energy a person takes in from food with the energy the body uses for its basal metabolism, digestion and physical activity. When intake exceeds expenditure, the extra energy is stored, mostly as body fat, and weight rises; when expenditure exceeds intake, weight falls. The basal metabolic rate, the energy used at complete rest, accounts for about 60 to 70 percent of daily energy use in most adults.",
          ),
        },
      },
    ],
  },
  {
    slug: "automotive-engines",
    discipline: "Automotive technology",
    title: "Automotive Engine Fundamentals",
    description:
      "A beginner course on the four-stroke cycle, cooling and lubrication and the ignition system for future automotive technicians.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "ignition system",
    modules: [
      {
        title: "The Four-Stroke Cycle",
        description: "How a petrol engine turns fuel into motion.",
        lesson: {
          title: "Intake, compression, power, exhaust",
          html: p(
            "Most car engines are four-stroke internal combustion engines. A piston moves up and down inside a cylinder and is linked by a connecting rod to the crankshaft, which turns the up-and-down motion into rotation. Each stroke is one movement of the piston from top to bottom or back, and a full cycle takes two turns of the crankshaft.",
            "On the intake stroke the piston moves down and the intake valve opens, drawing a mixture of air and fuel into the cylinder. On the compression stroke both valves close and the piston moves up, squeezing the mixture into a small space. The compression ratio compares the volume of the cylinder with the piston at the bottom to the volume with the piston at the top; a typical petrol engine has a ratio of about 10 to 1.",
            "Near the top of the compression stroke the spark plug fires, and the burning mixture expands and drives the piston down on the power stroke, the only stroke that produces work. On the exhaust stroke the exhaust valve opens and the rising piston pushes the burnt gases out. The camshaft, driven by a timing belt or chain from the crankshaft at half its speed, opens and closes the valves at the right moments. A heavy flywheel keeps the crankshaft turning smoothly between power strokes.",
          ),
        },
      },
      {
        title: "Cooling and Lubrication",
        description: "Keeping the engine at the right temperature and its moving parts apart.",
        lesson: {
          title: "Heat and friction",
          html: p(
            "Only about a third of the energy in petrol becomes useful work; much of the rest becomes heat that the cooling system must remove. A water pump driven by the engine circulates coolant, a mixture of water and antifreeze, through passages around the cylinders and then to the radiator at the front of the car, where air flowing through thin fins cools it.",
            "The thermostat is a valve that stays closed while the engine is cold, so that the engine warms up quickly, and opens at about 90 degrees Celsius to let coolant flow to the radiator. A thermostat stuck closed causes the engine to overheat, which can warp the cylinder head and blow the head gasket. The pressure cap raises the boiling point of the coolant, so a technician never opens it on a hot engine.",
            "The lubrication system keeps a thin film of oil between moving metal parts so that they never touch. The oil pump draws oil from the sump and forces it through the oil filter to the crankshaft bearings, the camshaft and the cylinder walls. The viscosity of oil, its resistance to flow, is shown by a grade such as 5W-30; the first number describes its flow when cold. Low oil pressure warns of a worn pump or low oil level and can destroy the bearings within minutes.",
          ),
        },
      },
    ],
  },
  {
    slug: "anatomy-cardiovascular",
    discipline: "Human anatomy",
    title: "Anatomy of the Cardiovascular System",
    description:
      "Covers the heart, blood vessels and the lymphatic system for first-year students of nursing, physiotherapy and sport science.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "lymphatic system",
    modules: [
      {
        title: "The Heart",
        description: "Chambers, valves and the conduction system of the heart.",
        lesson: {
          title: "A four-chambered pump",
          html: p(
            "The heart is a muscular organ about the size of a fist, lying in the mediastinum between the lungs. Its wall has three layers: the thin epicardium on the outside, the thick muscular myocardium, and the endocardium lining the chambers. The heart is enclosed in a double-walled sac called the pericardium.",
            "The heart has four chambers. The right atrium receives deoxygenated blood from the body through the superior and inferior venae cavae, and the right ventricle pumps it through the pulmonary trunk to the lungs. The left atrium receives oxygenated blood from the lungs through the pulmonary veins, and the left ventricle pumps it into the aorta. The wall of the left ventricle is about three times thicker than that of the right, because it must push blood around the whole body.",
            "Four valves keep blood flowing in one direction. The tricuspid valve lies between the right atrium and right ventricle, and the mitral valve, which has two cusps, between the left atrium and left ventricle. The pulmonary and aortic valves guard the exits of the ventricles. The sounds of a heartbeat are made by the valves closing.",
            "Each beat begins at the sinoatrial node in the wall of the right atrium, the heart's natural pacemaker. The impulse spreads through the atria to the atrioventricular node, which delays it briefly so the ventricles can fill, and then passes down the bundle of His to the ventricles.",
          ),
        },
      },
      {
        title: "Blood Vessels",
        description: "Arteries, capillaries and veins, and the two circulations.",
        lesson: {
          title: "The vascular network",
          html: p(
            "Blood vessels form two circuits. The pulmonary circulation carries blood between the heart and the lungs, where it picks up oxygen and gives off carbon dioxide, and the systemic circulation carries blood to every other tissue of the body.",
            "Arteries carry blood away from the heart. Their walls are thick and contain elastic fibres and smooth muscle, so they can withstand high pressure and stretch with each heartbeat; the pulse felt at the wrist is this stretching. The aorta, the largest artery, branches into smaller arteries and then into arterioles, which control how much blood enters each tissue by narrowing or widening.",
            "Capillaries are the smallest vessels, with walls only one cell thick, and they are where oxygen, nutrients and wastes pass between the blood and the tissues. A red blood cell moves through a capillary in single file.",
            "Veins carry blood back to the heart under low pressure. Their walls are thinner than those of arteries and their lumen is wider. Veins in the legs contain valves that stop blood from flowing backwards, and the contraction of the surrounding skeletal muscles squeezes the blood upward, which is why standing still for long periods can make the ankles swell. The coronary arteries, the first branches of the aorta, supply the heart muscle itself.",
          ),
        },
      },
    ],
  },
];
