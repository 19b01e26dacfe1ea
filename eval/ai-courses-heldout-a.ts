/** Held-out evaluation courses (geology to linguistics); see ai-courses-heldout.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT_A: EvalCourse[] = [
  {
    slug: "geology-rocks",
    discipline: "Geology",
    title: "Physical Geology",
    description:
      "An introduction to the rock cycle, plate tectonics, earthquakes and groundwater for students with no science background.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "groundwater",
    modules: [
      {
        title: "The Rock Cycle",
        description: "How igneous, sedimentary and metamorphic rocks form and change into one another.",
        lesson: {
          title: "Three families of rock",
          html: p(
            "Igneous rock forms when molten rock cools and crystallises. Magma that cools slowly deep underground produces coarse-grained intrusive rock such as granite, because the crystals have time to grow. Lava that cools quickly at the surface produces fine-grained extrusive rock such as basalt, and very rapid cooling can produce volcanic glass called obsidian.",
            "Sedimentary rock forms from fragments of older rock that are weathered, transported by water, wind or ice, deposited in layers and then compacted and cemented. Sandstone is made of cemented sand grains, shale of compacted mud, and limestone mostly of calcium carbonate from the shells of marine organisms. Fossils are found almost only in sedimentary rock.",
            "Metamorphic rock forms when existing rock is changed by heat and pressure without melting. Shale becomes slate, limestone becomes marble and sandstone becomes quartzite. Pressure often aligns minerals into parallel bands, a texture called foliation, which is typical of schist and gneiss. Any rock can be melted, weathered or metamorphosed again, so the rock cycle has no fixed starting point.",
          ),
        },
      },
      {
        title: "Plate Tectonics",
        description: "The moving plates of the lithosphere and what happens at their boundaries.",
        lesson: {
          title: "Boundaries between plates",
          html: p(
            "The lithosphere, the rigid outer layer of the Earth, is broken into tectonic plates that move a few centimetres a year over the softer asthenosphere. Convection in the mantle and the pull of sinking slabs drive the motion.",
            "At a divergent boundary plates move apart and new oceanic crust forms from rising magma, as along the Mid-Atlantic Ridge. At a convergent boundary plates move toward each other. When oceanic crust meets continental crust, the denser oceanic plate sinks beneath the other in a subduction zone, producing a deep trench and a chain of volcanoes such as the Andes. When two continents collide, neither sinks easily, and the crust thickens into high mountains such as the Himalaya. At a transform boundary plates slide past each other horizontally, as along the San Andreas Fault in California; no crust is created or destroyed there.",
            "The ages of the sea floor support the theory: rocks are youngest at the ridges and grow older with distance from them.",
          ),
        },
      },
    ],
  },
  {
    slug: "circuits-dc",
    discipline: "Electrical engineering",
    title: "DC Circuit Analysis",
    description:
      "Covers Ohm's law, series and parallel resistors, Kirchhoff's laws, capacitors and the Thevenin equivalent for first-year engineering technicians.",
    level: "beginner",
    duration: "5 weeks",
    plantedGap: "Thevenin equivalent",
    modules: [
      {
        title: "Ohm's Law and Resistor Networks",
        description: "Voltage, current, resistance and combining resistors.",
        lesson: {
          title: "Voltage, current and resistance",
          html: p(
            "Electric current is the rate at which charge flows past a point, measured in amperes. Voltage is the energy given to each unit of charge, measured in volts, and resistance is the opposition to current, measured in ohms. Ohm's law states that the voltage across a resistor equals the current through it multiplied by its resistance, so a 12 volt source across a 4 ohm resistor drives a current of 3 amperes.",
            "Resistors in series carry the same current, and their total resistance is the sum of the individual resistances. Resistors in parallel share the same voltage, and the reciprocal of the total resistance is the sum of the reciprocals; the total is therefore always smaller than the smallest branch. Two equal resistors in parallel have half the resistance of one.",
            "Power is the rate at which energy is converted, and in a resistor it equals the voltage multiplied by the current. A resistor that dissipates more power than its rating overheats, so technicians choose a power rating with a safety margin.",
          ),
        },
      },
      {
        title: "Kirchhoff's Laws and Capacitors",
        description: "Node and loop rules, and how capacitors charge.",
        lesson: {
          title: "Nodes, loops and stored charge",
          html: p(
            "Kirchhoff's current law states that the total current entering a node equals the total current leaving it, because charge is conserved. Kirchhoff's voltage law states that the sum of the voltage rises and drops around any closed loop is zero, because energy is conserved. Together with Ohm's law these two laws let a technician find every unknown current in a network, one equation per node or loop.",
            "A capacitor stores energy in the electric field between two conducting plates separated by an insulator called the dielectric. Its capacitance, measured in farads, is the charge stored per volt. When a capacitor charges through a resistor, its voltage rises quickly at first and then more slowly. The time constant, equal to the resistance multiplied by the capacitance, is the time the capacitor takes to reach about 63 percent of the supply voltage; after five time constants it is considered fully charged. In a steady DC circuit a charged capacitor carries no current and behaves like an open circuit.",
          ),
        },
      },
    ],
  },
  {
    slug: "french-revolution",
    discipline: "History",
    title: "The French Revolution",
    description:
      "Explores the causes of the Revolution, the storming of the Bastille, the Reign of Terror and the rise of Napoleon.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "rise of Napoleon",
    modules: [
      {
        title: "Causes of the Revolution",
        description: "The crisis of the old regime in France before 1789.",
        lesson: {
          title: "A kingdom in debt",
          html: p(
            "By the 1780s the French monarchy was nearly bankrupt. Wars, including French support for the American Revolution, had left enormous debts, and interest payments consumed about half of royal spending. The tax system made the problem worse: the clergy, who formed the First Estate, and the nobility, the Second Estate, were largely exempt from direct taxes, so the burden fell on the Third Estate of peasants, artisans and the middle class.",
            "Poor harvests in 1788 doubled the price of bread, and hungry city workers blamed the government. At the same time the ideas of the Enlightenment spread among educated readers. Writers such as Rousseau argued that sovereignty belonged to the people, and Montesquieu praised a separation of powers that limited the king.",
            "To raise new taxes, Louis XVI summoned the Estates-General in May 1789, the first meeting since 1614. When the Third Estate was outvoted by the two privileged orders, its deputies declared themselves the National Assembly and swore in the Tennis Court Oath not to separate until France had a constitution.",
          ),
        },
      },
      {
        title: "The Bastille and the Terror",
        description: "From the fall of the Bastille to Robespierre.",
        lesson: {
          title: "From liberty to terror",
          html: p(
            "On 14 July 1789 a Paris crowd stormed the Bastille, a royal fortress and prison, in search of gunpowder. Its fall showed that the king could no longer control the capital. In August the National Assembly abolished feudal privileges and adopted the Declaration of the Rights of Man and of the Citizen, which proclaimed that men are born free and equal in rights.",
            "War with Austria and Prussia from 1792 radicalised the Revolution. The monarchy was abolished, and Louis XVI was tried and executed in January 1793. Facing foreign armies and a revolt in the Vendee, the National Convention gave wide powers to the Committee of Public Safety, led by Maximilien Robespierre. During the Reign of Terror revolutionary tribunals sentenced about 17,000 people to death, many by the guillotine, for suspected disloyalty. The Terror ended in July 1794, when the Convention turned against Robespierre and had him executed. Historians still debate whether the Terror was a response to emergency or a product of revolutionary ideology itself.",
          ),
        },
      },
    ],
  },
  {
    slug: "photography-basics",
    discipline: "Photography",
    title: "Digital Photography Basics",
    description:
      "For hobbyists with a new camera: the exposure triangle, depth of field, composition and studio lighting.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "studio lighting",
    modules: [
      {
        title: "The Exposure Triangle",
        description: "Aperture, shutter speed and ISO, and how they trade off.",
        lesson: {
          title: "Aperture, shutter speed and ISO",
          html: p(
            "Exposure is the amount of light that reaches the camera sensor. Three settings control it. The aperture is the opening in the lens, written as an f-number: a small f-number such as f/2 is a wide opening that lets in much light, while f/16 is a narrow opening that lets in little. The shutter speed is how long the sensor is exposed, from a few seconds to a thousandth of a second or less. ISO sets how strongly the sensor signal is amplified.",
            "Each setting has a side effect. A slow shutter speed blurs moving subjects and shows camera shake, so a handheld shot usually needs at least 1/60 of a second. A high ISO brightens a dark scene but adds digital noise, visible as grainy specks in the shadows. Opening the aperture by one full stop doubles the light, so a photographer can keep the same exposure by making the shutter speed twice as fast.",
            "The light meter in the camera suggests settings for a middle grey result, which is why snow often comes out grey unless the photographer adds exposure compensation.",
          ),
        },
      },
      {
        title: "Depth of Field and Composition",
        description: "Controlling what is sharp and arranging the frame.",
        lesson: {
          title: "Sharpness and the frame",
          html: p(
            "Depth of field is the range of distances in a photograph that appear acceptably sharp. A wide aperture, a long focal length and a close subject all make it shallow, which separates a portrait subject from a blurred background. A narrow aperture and a wide-angle lens make it deep, which landscape photographers use to keep both the foreground rocks and the distant mountains sharp.",
            "Composition is the arrangement of elements within the frame. The rule of thirds divides the frame with two horizontal and two vertical lines and places the main subject on one of the intersections rather than in the centre. Leading lines, such as a road or a fence, draw the eye toward the subject. Framing uses a doorway or branches around the subject to give depth. A level horizon matters: a tilted horizon in a seascape looks like a mistake unless the tilt is strong and clearly deliberate.",
          ),
        },
      },
    ],
  },
  {
    slug: "horticulture-soil",
    discipline: "Horticulture",
    title: "Home Vegetable Gardening",
    description:
      "A practical course on soil preparation, composting, watering and pest management for community gardeners.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "pest management",
    modules: [
      {
        title: "Soil Preparation",
        description: "Soil texture, pH and organic matter.",
        lesson: {
          title: "Knowing your soil",
          html: p(
            "Soil texture describes the proportions of sand, silt and clay. Sandy soil drains quickly and warms early in spring but holds few nutrients, while clay soil holds water and nutrients but drains slowly and compacts when worked wet. A loam, with a balance of the three, suits most vegetables. A simple jar test shows the proportions: shake soil in water and let the layers settle, sand at the bottom and clay on top.",
            "Soil pH measures acidity on a scale from 0 to 14, and most vegetables grow best between 6.0 and 7.0. Garden lime raises the pH of an acid soil, and elemental sulfur lowers it, but both act slowly, so gardeners test the soil in autumn and amend it months before planting.",
            "Organic matter improves almost every soil. It binds sand particles so they hold water and opens up clay so roots and air can enter. Raised beds filled with a mix of topsoil and organic matter are a good answer to heavy clay or poor drainage.",
          ),
        },
      },
      {
        title: "Composting and Watering",
        description: "Making compost and watering efficiently.",
        lesson: {
          title: "Compost and water",
          html: p(
            "A compost pile turns kitchen and garden waste into humus through the work of bacteria, fungi and worms. The microbes need a balance of carbon-rich browns, such as dry leaves and straw, and nitrogen-rich greens, such as grass clippings and vegetable scraps; about three parts browns to one part greens by volume works well. The pile also needs air and moisture: it should feel like a wrung-out sponge, and turning it every week or two supplies oxygen. A well-managed pile heats up to about 60 degrees Celsius, which kills many weed seeds. Meat and dairy are left out because they attract rats.",
            "Vegetables need about 2.5 centimetres of water a week. Watering deeply once or twice a week encourages deep roots, while frequent light sprinkling keeps roots near the surface. Drip irrigation and soaker hoses deliver water to the soil rather than the leaves, which saves water and reduces fungal disease. Watering in the early morning lets foliage dry before evening. A layer of mulch keeps the soil moist and cool and suppresses weeds.",
          ),
        },
      },
    ],
  },
  {
    slug: "macroeconomics",
    discipline: "Economics",
    title: "Intermediate Macroeconomics",
    description:
      "For economics majors who have completed an introductory course: aggregate demand and supply, the money multiplier, fiscal policy, exchange rates and the Phillips curve.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "exchange rates",
    modules: [
      {
        title: "Aggregate Demand and Supply",
        description: "The AD-AS model of output and the price level.",
        lesson: {
          title: "Shifts in the AD-AS model",
          html: p(
            "Aggregate demand is the total quantity of goods and services demanded at each price level, the sum of consumption, investment, government purchases and net exports. The aggregate demand curve slopes downward: a lower price level raises real money balances, lowers interest rates and stimulates investment.",
            "In the short run the aggregate supply curve slopes upward because some wages and prices are sticky. In the long run output returns to its potential level, set by labour, capital and technology, so the long-run aggregate supply curve is vertical. A fall in aggregate demand, for example after a collapse in business confidence, first lowers output and raises unemployment; if policy does nothing, falling wages eventually shift short-run supply out and restore potential output at a lower price level.",
            "A supply shock shifts the short-run supply curve itself. An oil price increase raises production costs and produces stagflation, higher prices together with lower output, which leaves policymakers with a dilemma: stimulating demand restores output but raises inflation further.",
          ),
        },
      },
      {
        title: "Money and Fiscal Policy",
        description: "How banks create money and how government spending affects output.",
        lesson: {
          title: "Multipliers",
          html: p(
            "Commercial banks create money when they lend. If banks hold a fraction of deposits as reserves, a new deposit supports a chain of loans and redeposits. The simple money multiplier is the reciprocal of the reserve ratio: with a reserve ratio of 10 percent, an extra 100 dollars of reserves can support up to 1,000 dollars of deposits. In practice the multiplier is smaller, because households hold cash and banks keep excess reserves.",
            "Fiscal policy uses government spending and taxation to influence aggregate demand. The spending multiplier equals one divided by one minus the marginal propensity to consume, so with a propensity of 0.8 an extra dollar of government purchases raises output by up to five dollars. Tax cuts have a smaller multiplier, because part of the extra income is saved. Crowding out weakens both: higher government borrowing raises interest rates and reduces private investment. Automatic stabilisers such as unemployment benefits raise spending in recessions without any new legislation.",
          ),
        },
      },
    ],
  },
  {
    slug: "organic-chem",
    discipline: "Organic chemistry",
    title: "Organic Chemistry I",
    description:
      "Structure and reactivity of organic molecules: functional groups, stereochemistry, substitution reactions and infrared spectroscopy.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "infrared spectroscopy",
    modules: [
      {
        title: "Functional Groups and Stereochemistry",
        description: "Recognising functional groups and chiral molecules.",
        lesson: {
          title: "Groups and handedness",
          html: p(
            "A functional group is a group of atoms that gives a molecule its characteristic reactions. Alcohols contain a hydroxyl group bonded to a saturated carbon, and their hydrogen bonding gives them much higher boiling points than alkanes of similar mass. Carboxylic acids contain a carboxyl group and are weak acids. Aldehydes and ketones both contain a carbonyl group; in an aldehyde the carbonyl carbon carries at least one hydrogen, in a ketone it is bonded to two carbons. Amines are derivatives of ammonia and act as bases.",
            "A carbon atom bonded to four different groups is a stereocentre, and a molecule with one stereocentre is chiral: it is not superimposable on its mirror image. The two mirror-image forms are enantiomers. They have identical boiling points and solubilities but rotate plane-polarised light in opposite directions, and they can act very differently in the body. The Cahn-Ingold-Prelog rules rank the four groups by atomic number to label each stereocentre R or S. A racemic mixture contains equal amounts of both enantiomers and shows no optical rotation.",
          ),
        },
      },
      {
        title: "Nucleophilic Substitution",
        description: "SN1 and SN2 mechanisms.",
        lesson: {
          title: "SN1 and SN2",
          html: p(
            "In a nucleophilic substitution a nucleophile replaces a leaving group on a saturated carbon. In the SN2 mechanism the nucleophile attacks from the side opposite the leaving group in a single concerted step, so the configuration of the carbon is inverted. The rate depends on the concentrations of both the substrate and the nucleophile. Bulky groups around the carbon block the backside attack, so SN2 is fastest for methyl and primary substrates and does not occur at tertiary carbons.",
            "In the SN1 mechanism the leaving group departs first to form a carbocation, which the nucleophile then attacks. The rate depends only on the substrate concentration, because forming the carbocation is the slow step. Tertiary substrates react fastest by SN1, because alkyl groups stabilise the positive charge. The planar carbocation can be attacked from either face, so a chiral substrate gives a largely racemic product. Polar protic solvents such as water favour SN1 by stabilising the ions, while polar aprotic solvents such as acetone favour SN2. Good leaving groups, such as iodide and bromide, are weak bases.",
          ),
        },
      },
    ],
  },
  {
    slug: "phonology",
    discipline: "Linguistics",
    title: "Introduction to Phonology",
    description:
      "Students examine phonemes and allophones, distinctive features, syllable structure and stress systems in the world's languages.",
    level: "intermediate",
    duration: "5 weeks",
    plantedGap: "stress systems",
    modules: [
      {
        title: "Phonemes and Allophones",
        description: "Contrast and predictable variation in sound inventories.",
        lesson: {
          title: "Minimal pairs and complementary distribution",
          html: p(
            "A phoneme is a sound that distinguishes words in a particular language. Two sounds belong to different phonemes when a minimal pair exists, two words that differ only in those sounds, such as English pat and bat for the phonemes /p/ and /b/. An allophone is a predictable variant of a phoneme. English /p/ is aspirated at the start of a word, as in pin, but unaspirated after /s/, as in spin; native speakers hear both as the same sound.",
            "Allophones usually occur in complementary distribution: each appears only in contexts where the other never does, so a rule can predict which one is used. Whether two sounds are allophones or separate phonemes depends on the language. Aspiration is predictable in English, but in Hindi aspirated and unaspirated stops contrast, so they are separate phonemes there.",
            "Phonologists write phonemes between slashes and allophones between square brackets, and state rules in the form A becomes B in context C.",
          ),
        },
      },
      {
        title: "Features and Syllables",
        description: "Distinctive features and the internal structure of syllables.",
        lesson: {
          title: "Natural classes and onsets",
          html: p(
            "Distinctive features describe sounds as bundles of binary properties such as voice, nasal and continuant. A natural class is a set of sounds that share features and behave alike in rules. The English plural suffix, for instance, is voiceless after voiceless consonants, as in cats, and voiced after voiced sounds, as in dogs; the rule refers to the feature voice rather than listing sounds one by one.",
            "A syllable consists of an optional onset and an obligatory rhyme, and the rhyme contains a nucleus, usually a vowel, and an optional coda. The sonority sequencing principle states that sonority rises from the onset to the nucleus and falls toward the coda, which is why English allows the onset in plan but not lpan. Languages differ in which syllables they allow: Japanese permits almost no codas, while English allows clusters of up to three consonants in the onset, as in strong. Loanwords are often repaired to fit the syllable structure of the borrowing language, for example by inserting a vowel.",
          ),
        },
      },
    ],
  },
];
