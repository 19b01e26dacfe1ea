/** Twelfth held-out evaluation courses, intermediate level (African history to musicology); see ai-courses-heldout12.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT12_B: EvalCourse[] = [
  {
    slug: "west-african-empires-ghana-songhay",
    discipline: "African history",
    title: "Gold, Salt and Scholarship: The Empires of West Africa",
    description:
      "Ranging from the eighth century to the sixteenth, this course studies the empires of Ghana, Mali and Songhay, the trans-Saharan gold and salt trade that sustained them, Islamic scholarship in Timbuktu, and the Swahili city-states of the East African coast as a point of comparison.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "Swahili",
    modules: [
      {
        title: "Ghana and the Trans-Saharan Trade",
        description:
          "The earliest of the great Sahelian states grew rich by controlling the exchange of gold for salt.",
        lesson: {
          title: "Camels, gold and the kingdom of Wagadu",
          html: p(
            "The empire that Arabic writers called Ghana was known to its Soninke-speaking people as Wagadu; 'ghana' was the title of its king. It lay not in the modern state of Ghana but several hundred kilometres to the north-west, in the Sahel of what is now south-eastern Mauritania and western Mali. By the eighth century, when it first appears in Arabic sources, it was already a powerful kingdom, and it flourished until the late eleventh century.",
            "Its wealth rested on its position between two zones that needed each other. The Sahara had salt, mined in slabs at places such as Taghaza, but no gold; the savanna and forest edge to the south had gold, washed from the alluvial fields of Bambuk between the Senegal and Falémé rivers, but little salt, which people and livestock needed in a hot climate. The camel, spread across North Africa in the early centuries CE, made regular crossings of the desert possible, and Berber merchants organised caravans of hundreds or thousands of animals.",
            "Our best description comes from the Andalusian geographer al-Bakri, writing in 1068 from the reports of travellers. He describes a capital of two towns about six miles apart: a Muslim merchant town with twelve mosques, and the king's town, where the ruler held court surrounded by pages bearing gold-mounted swords. Al-Bakri records that the king took a tax of one dinar on every donkey-load of salt entering the country and two dinars on every load leaving it, and that all gold nuggets belonged to the king, leaving only gold dust to the people, a rule that kept the price of gold from collapsing.",
            "The causes of Ghana's decline are debated. Older accounts, drawing on later Arabic writers, describe a conquest by the Almoravids, a Berber reform movement, in 1076. Many historians, following David Conrad and Humphrey Fisher's critique of 1982, doubt that a military conquest occurred and emphasise instead drought, shifting trade routes, the opening of new goldfields further south and the rise of rival states. The archaeological site of Koumbi Saleh, excavated from the 1910s onwards, is widely identified as the merchant town of the capital.",
          ),
        },
      },
      {
        title: "Mali: Sundiata and Mansa Musa",
        description:
          "How did a small Malinke kingdom become the largest state in West Africa, and what do oral epic and Arabic chronicle each tell us about it?",
        lesson: {
          title: "The empire of Mali, c. 1235–1400",
          html:
            p(
              "Mali's founding is remembered in the Epic of Sundiata, performed for centuries by the <i>jeliw</i> (singular <i>jeli</i>), hereditary bards often called griots in French and English. In the epic, Sundiata Keita, a disabled child mocked at his father's court, grows into a hero who leads the Malinke clans against Sumanguru Kanté, the sorcerer-king of Sosso, and defeats him at the battle of Kirina, usually dated to around 1235. Historians treat the epic as a source for how the Malinke understood political legitimacy, kinship and the relationship between rulers and bards, rather than as a literal chronicle.",
              "Under Sundiata's successors the empire expanded from the upper Niger to the Atlantic coast and north into the Sahel, controlling both the goldfields of Bambuk and Bure and the southern termini of the desert routes at Walata and, later, Timbuktu and Gao. The ruler took the title <i>mansa</i>. Provinces were governed by local rulers who paid tribute, and Islam, practised by the rulers and merchants, coexisted with older religious practice among most of the population.",
              "Mansa Musa, who reigned from about 1312 to 1337, made Mali famous across the Islamic world and Europe. His pilgrimage to Mecca in 1324–25 was accompanied by thousands of people and, according to the Cairo official al-Umari, so much gold that its value in Egypt fell and had not recovered twelve years later. On his return Musa brought scholars and the Andalusian poet and architect Abu Ishaq al-Sahili, to whom the Djinguereber mosque in Timbuktu is traditionally attributed. The Catalan Atlas of 1375 shows a Malian king enthroned and holding a gold nugget.",
            ) +
            "<ul><li><b>Oral sources</b>: the Sundiata epic and clan traditions, transmitted by jeliw.</li><li><b>Arabic sources</b>: al-Umari (c. 1337–38), based on informants in Cairo; Ibn Battuta, who visited Mali in 1352–53 under Mansa Sulayman; Ibn Khaldun's list of rulers.</li><li><b>Material evidence</b>: mosques, excavated towns such as Niani, and European maps.</li></ul>" +
            p(
              "Ibn Battuta admired the security of travel in Mali and the rigour of Friday prayers, while criticising court customs he thought un-Islamic, a reminder that each source reflects its author's expectations.",
            ),
        },
      },
      {
        title: "Songhay and the Scholars of Timbuktu",
        description: "Trace the rise of Songhay from Gao, the learning of Timbuktu, and the Moroccan invasion of 1591.",
        lesson: {
          title: "Askias, scholars and the road to Tondibi",
          html: p(
            "As Mali weakened in the fifteenth century, the Songhay state centred on Gao, on the great bend of the Niger, became the dominant power. Sonni Ali, who ruled from 1464 to 1492, was a formidable military leader who used the river fleet and cavalry to seize Timbuktu in 1468 and, after a long siege, Djenné. The Timbuktu chroniclers remembered him harshly, as a tyrant who persecuted scholars, which says as much about the chroniclers' loyalties as about Sonni Ali.",
            "In 1493 the general Muhammad Ture seized power and founded the Askia dynasty. Askia Muhammad made the pilgrimage to Mecca in 1496–97, where he was invested as caliph of the western Sahel, and he governed with the support of Muslim scholars, reorganised the provinces and extended Songhay rule from the Atlantic side of the Sahel to the Hausa lands. At its height Songhay was larger than Mali had been.",
            "Timbuktu was the intellectual centre of this world. Scholarly families taught law, theology, grammar, logic and astronomy in and around the mosques of Sankore, Djinguereber and Sidi Yahya, and private libraries accumulated manuscripts copied locally or brought by the caravans. The most famous scholar, Ahmad Baba (1556–1627), wrote dozens of works, including a biographical dictionary of Maliki jurists and a treatise on slavery arguing that free-born Muslims must not be enslaved. Much of what we know of Songhay comes from two seventeenth-century chronicles written in Timbuktu in Arabic, the <i>Tarikh al-Sudan</i> of Abd al-Rahman al-Sa'di and the <i>Tarikh al-Fattash</i>.",
            "The empire ended with a Moroccan invasion. Sultan Ahmad al-Mansur, seeking control of the gold trade, sent an army of about 4,000 men under Judar Pasha, many of them Spanish-born converts and mercenaries armed with arquebuses, across the desert. At Tondibi in 1591 they defeated a much larger Songhay army, whose cavalry and cattle stampede could not withstand gunfire. Gao and Timbuktu were occupied; Ahmad Baba was deported to Marrakesh in chains. Yet the Moroccans never controlled the goldfields, and the trans-Saharan trade increasingly gave way to the Atlantic routes of European ships.",
          ),
        },
      },
    ],
  },
  {
    slug: "traffic-and-transport-engineering",
    discipline: "Transport engineering",
    title: "Traffic and Transport Engineering",
    description:
      "Using the methods of the Highway Capacity Manual and the four-step travel model, students analyse traffic streams, time signalised intersections, design horizontal and vertical curves, and forecast travel demand for a growing town.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "vertical curves",
    modules: [
      {
        title: "Traffic Flow Fundamentals",
        description:
          "Flow, density and speed are linked by one identity, and a simple model of that link predicts capacity and queues.",
        lesson: {
          title: "The fundamental relationship and Greenshields' model",
          html: p(
            "A stream of traffic is described by three macroscopic variables. Flow <i>q</i> is the number of vehicles passing a point per hour; density <i>k</i> is the number of vehicles per kilometre of lane at an instant; and space-mean speed <i>v</i> is the average speed of the vehicles over a length of road. They are related by the fundamental identity <i>q</i> = <i>k</i> × <i>v</i>. A lane carrying 1,500 veh/h at 75 km/h therefore has a density of 20 veh/km, an average spacing of 1,000 / 20 = 50 m and an average time headway of 3,600 / 1,500 = 2.4 s.",
            "In 1935 Bruce Greenshields, photographing traffic on a rural road in Ohio, proposed that speed falls linearly with density: <i>v</i> = <i>v</i><sub>f</sub>(1 − <i>k</i>/<i>k</i><sub>j</sub>), where <i>v</i><sub>f</sub> is the free-flow speed and <i>k</i><sub>j</sub> the jam density at which traffic stops. Substituting into the identity gives a parabolic flow-density curve, <i>q</i> = <i>v</i><sub>f</sub><i>k</i> − (<i>v</i><sub>f</sub>/<i>k</i><sub>j</sub>)<i>k</i><sup>2</sup>. Flow is zero both on an empty road and in a jam, and reaches its maximum, the capacity, at half the jam density: <i>q</i><sub>max</sub> = <i>v</i><sub>f</sub><i>k</i><sub>j</sub> / 4.",
            "With <i>v</i><sub>f</sub> = 100 km/h and <i>k</i><sub>j</sub> = 100 veh/km, the model predicts a capacity of 2,500 veh/h per lane at 50 veh/km and 50 km/h. Real motorway lanes carry roughly 2,000 to 2,400 passenger cars per hour, and measured speed stays nearly constant until close to capacity, so modern manuals such as the Highway Capacity Manual use more realistic curves; but Greenshields' model remains a clear way to reason about the trade-offs.",
            "When two traffic states meet, the boundary between them moves as a shock wave. Lighthill and Whitham (1955) and Richards (1956) showed that its speed is <i>w</i> = (<i>q</i><sub>2</sub> − <i>q</i><sub>1</sub>) / (<i>k</i><sub>2</sub> − <i>k</i><sub>1</sub>). Suppose traffic at 1,800 veh/h and 30 veh/km approaches a lane closure where vehicles are queued at 1,200 veh/h and 80 veh/km. Then <i>w</i> = (1,200 − 1,800) / (80 − 30) = −12 km/h: the back of the queue travels upstream at 12 km/h, and drivers meet it far from the closure itself.",
          ),
        },
      },
      {
        title: "Signalised Intersections",
        description:
          "Calculate a cycle length and green splits with Webster's method and check each approach's degree of saturation.",
        lesson: {
          title: "Webster's method for fixed-time signals",
          html:
            p(
              "A traffic signal shares the time at an intersection between conflicting movements. Each phase gives right of way to one set of compatible movements, and the cycle is the time taken to run through all phases once. When a queue is released at the start of green, vehicles cross the stop line at a steady maximum rate called the saturation flow <i>s</i>, commonly around 1,800 to 1,900 vehicles per hour of green per lane. Part of each phase is lost, however, to drivers' reaction at the start of green and to the clearance interval at the end, typically 4 to 5 seconds per phase in total; this is the lost time.",
              "For each phase the critical flow ratio is <i>y</i> = <i>q</i> / <i>s</i>, taken for the most heavily loaded lane group in that phase. F. V. Webster of the UK Road Research Laboratory showed in 1958 that the cycle length minimising average delay is approximately <i>C</i><sub>0</sub> = (1.5<i>L</i> + 5) / (1 − <i>Y</i>), where <i>L</i> is the total lost time per cycle in seconds and <i>Y</i> the sum of the critical flow ratios. The effective green time available, <i>C</i> − <i>L</i>, is then divided between phases in proportion to their <i>y</i> values.",
            ) +
            "<table><tr><th>Phase</th><th>Critical flow (veh/h)</th><th>Saturation flow (veh/h)</th><th><i>y</i></th></tr><tr><td>1 (north–south)</td><td>810</td><td>1,800</td><td>0.45</td></tr><tr><td>2 (east–west)</td><td>540</td><td>1,800</td><td>0.30</td></tr></table>" +
            p(
              "In this example <i>Y</i> = 0.75, and with 5 s lost per phase <i>L</i> = 10 s. Webster's formula gives <i>C</i><sub>0</sub> = (15 + 5) / 0.25 = 80 s. The effective green of 70 s is split 42 s to phase 1 (70 × 0.45 / 0.75) and 28 s to phase 2. The capacity of phase 1 is <i>s</i> × <i>g</i> / <i>C</i> = 1,800 × 42 / 80 = 945 veh/h, so its degree of saturation is 810 / 945 = 0.86, the same as phase 2, as the method intends.",
              "As <i>Y</i> approaches 1, the formula's denominator approaches zero and the cycle grows without limit: the intersection is simply overloaded, and no timing will cure it. Engineers usually keep degrees of saturation below about 0.9, and the Highway Capacity Manual grades performance by average control delay per vehicle, from level of service A (10 s or less at signals) to F (more than 80 s).",
            ),
        },
      },
      {
        title: "Forecasting Travel Demand",
        description:
          "Generate, distribute, split by mode and assign the trips of a growing town with the classic four-step model.",
        lesson: {
          title: "The four-step model in practice",
          html:
            p(
              "Transport planners forecast future traffic in order to decide which roads, bus routes or rail lines a region will need. The classic method, developed for the Detroit and Chicago area transportation studies in the 1950s, divides the study area into zones and proceeds in four steps.",
            ) +
            "<ul><li><b>Trip generation</b> estimates the trips produced by and attracted to each zone from land use: households, car ownership, jobs and floor space, usually by regression or cross-classification tables.</li><li><b>Trip distribution</b> links productions to attractions, most often with a gravity model.</li><li><b>Mode choice</b> splits each origin-destination flow between car, bus, rail, cycling and walking.</li><li><b>Traffic assignment</b> loads the vehicle trips onto routes through the network.</li></ul>" +
            p(
              "The gravity model states that trips from zone <i>i</i> to zone <i>j</i> are proportional to the productions of <i>i</i>, the attractions of <i>j</i> and a friction factor that decreases with travel cost: <i>T</i><sub>ij</sub> = <i>P</i><sub>i</sub> <i>A</i><sub>j</sub> <i>F</i><sub>ij</sub> / Σ<sub>k</sub> <i>A</i><sub>k</sub> <i>F</i><sub>ik</sub>. Suppose zone 1 produces 1,000 work trips, zone A offers 600 jobs at 10 minutes' travel and zone B 400 jobs at 20 minutes, and <i>F</i> = 1/<i>t</i><sup>2</sup>. The weights are 600/100 = 6 and 400/400 = 1, so 6/7 of the trips, about 857, go to A and 143 to B.",
              "Mode choice is usually modelled with the multinomial logit model, in which the probability of choosing mode <i>m</i> is e<sup><i>U</i><sub>m</sub></sup> / Σ e<sup><i>U</i></sup>, where <i>U</i> is a utility combining time, cost and other attributes. If the utility of car for a trip is −1.2 and of bus −2.0, the car's share is 1 / (1 + e<sup>−0.8</sup>) = 0.69.",
              "Assignment normally seeks user equilibrium, Wardrop's first principle of 1952: no driver can reduce their travel time by switching route, so all used routes between a pair of zones have equal times. Link times rise with volume, commonly through the Bureau of Public Roads function <i>t</i> = <i>t</i><sub>0</sub>[1 + 0.15(<i>v</i>/<i>c</i>)<sup>4</sup>], so that a link at capacity is 15 per cent slower than when free. The model's weakness is that its steps are estimated separately; good practice feeds the congested times back into distribution and mode choice until the results are consistent.",
            ),
        },
      },
    ],
  },
  {
    slug: "physical-chemistry-thermodynamics-kinetics",
    discipline: "Physical chemistry",
    title: "Chemical Thermodynamics and Kinetics",
    description:
      "Taking first-year chemistry as its starting point, the course develops the first and second laws of thermodynamics, relates the Gibbs energy to chemical equilibrium, analyses reaction rates with integrated rate laws and the Arrhenius equation, and introduces the phase diagrams of pure substances.",
    level: "intermediate",
    duration: "11 weeks",
    plantedGap: "phase diagram",
    modules: [
      {
        title: "The First and Second Laws",
        description: "Energy is conserved, but entropy decides which way a process goes.",
        lesson: {
          title: "Work, heat, internal energy and entropy",
          html: p(
            "The first law of thermodynamics states that the internal energy <i>U</i> of an isolated system is constant. For a closed system that exchanges energy with its surroundings, the change in internal energy equals the heat supplied to the system plus the work done on it: Δ<i>U</i> = <i>q</i> + <i>w</i>. (This is the IUPAC sign convention.) Because most chemistry happens at constant pressure, it is convenient to define the enthalpy <i>H</i> = <i>U</i> + <i>pV</i>; at constant pressure, with only expansion work, Δ<i>H</i> = <i>q</i><sub>p</sub>, the heat measured in a coffee-cup calorimeter.",
            "Work depends on the path. When an ideal gas expands isothermally and reversibly, the external pressure is always infinitesimally less than the gas pressure and the work is <i>w</i> = −<i>nRT</i> ln(<i>V</i><sub>2</sub>/<i>V</i><sub>1</sub>). For 1.00 mol at 298 K doubling its volume, <i>w</i> = −(1.00)(8.314 J K<sup>−1</sup> mol<sup>−1</sup>)(298 K) ln 2 = −1.72 kJ. The internal energy of an ideal gas depends only on temperature, so Δ<i>U</i> = 0 and the gas absorbs <i>q</i> = +1.72 kJ of heat. Expanding the same gas into a vacuum does no work at all, although the final state is identical: <i>q</i> and <i>w</i> are path functions, <i>U</i> and <i>H</i> are state functions.",
            "The first law cannot explain why heat flows from hot to cold but never spontaneously the other way. The second law does so through the entropy <i>S</i>, defined by d<i>S</i> = d<i>q</i><sub>rev</sub>/<i>T</i>. For the isothermal expansion, Δ<i>S</i> = <i>q</i><sub>rev</sub>/<i>T</i> = <i>nR</i> ln 2 = +5.76 J K<sup>−1</sup>; entropy is a state function, so the free expansion has the same Δ<i>S</i>. The second law states that the entropy of an isolated system increases in any spontaneous process: Δ<i>S</i><sub>total</sub> = Δ<i>S</i><sub>system</sub> + Δ<i>S</i><sub>surroundings</sub> > 0. In the reversible expansion the surroundings lose exactly 5.76 J K<sup>−1</sup> and the total change is zero; in the free expansion the surroundings are untouched and the total increases.",
            "Boltzmann's statistical formula, <i>S</i> = <i>k</i> ln <i>W</i>, links entropy to the number of microscopic arrangements <i>W</i> consistent with a macroscopic state, which is why entropy increases as a gas spreads into more volume.",
          ),
        },
      },
      {
        title: "Gibbs Energy and Chemical Equilibrium",
        description:
          "Which way will a reaction run, and how far? The standard Gibbs energy answers both questions through the equilibrium constant.",
        lesson: {
          title: "From ΔG° to K",
          html:
            p(
              "Checking the entropy of the surroundings every time is inconvenient, so chemists use the Gibbs energy, <i>G</i> = <i>H</i> − <i>TS</i>. At constant temperature and pressure, Δ<i>G</i> = Δ<i>H</i> − <i>T</i>Δ<i>S</i>, and a process is spontaneous if Δ<i>G</i> < 0. This one criterion combines the energy and entropy of the system with the entropy change of the surroundings, which at constant <i>T</i> and <i>p</i> equals −Δ<i>H</i>/<i>T</i>.",
              "The signs of Δ<i>H</i> and Δ<i>S</i> decide how temperature matters:",
            ) +
            "<table><tr><th>Δ<i>H</i></th><th>Δ<i>S</i></th><th>Spontaneous?</th></tr><tr><td>−</td><td>+</td><td>at all temperatures</td></tr><tr><td>+</td><td>−</td><td>at no temperature</td></tr><tr><td>−</td><td>−</td><td>below <i>T</i> = Δ<i>H</i>/Δ<i>S</i></td></tr><tr><td>+</td><td>+</td><td>above <i>T</i> = Δ<i>H</i>/Δ<i>S</i></td></tr></table>" +
            p(
              "For a reaction mixture, the reaction Gibbs energy depends on composition through the reaction quotient <i>Q</i>: Δ<sub>r</sub><i>G</i> = Δ<sub>r</sub><i>G</i>° + <i>RT</i> ln <i>Q</i>. The reaction proceeds while Δ<sub>r</sub><i>G</i> is negative and stops when it reaches zero, at which point <i>Q</i> equals the equilibrium constant <i>K</i>. Hence Δ<sub>r</sub><i>G</i>° = −<i>RT</i> ln <i>K</i>, one of the most useful equations in chemistry. A reaction with Δ<sub>r</sub><i>G</i>° = −10.0 kJ mol<sup>−1</sup> at 298 K has ln <i>K</i> = 10,000 / (8.314 × 298) = 4.04, so <i>K</i> = 56.6: products are favoured, but not overwhelmingly. Every 5.7 kJ mol<sup>−1</sup> of Δ<sub>r</sub><i>G</i>° changes <i>K</i> by a factor of ten at room temperature.",
              "The effect of temperature on <i>K</i> follows from the van 't Hoff equation, ln(<i>K</i><sub>2</sub>/<i>K</i><sub>1</sub>) = −(Δ<sub>r</sub><i>H</i>°/<i>R</i>)(1/<i>T</i><sub>2</sub> − 1/<i>T</i><sub>1</sub>), assuming Δ<sub>r</sub><i>H</i>° is constant over the range. For an exothermic reaction such as the synthesis of ammonia, N<sub>2</sub> + 3H<sub>2</sub> ⇌ 2NH<sub>3</sub> with Δ<sub>r</sub><i>H</i>° = −92 kJ mol<sup>−1</sup>, <i>K</i> falls as temperature rises, which is the thermodynamic basis of Le Chatelier's principle. The Haber–Bosch process nonetheless runs at around 400–450 °C because at lower temperatures equilibrium would be reached far too slowly; thermodynamics says where a reaction ends, not how fast it gets there.",
            ),
        },
      },
      {
        title: "Rates of Reaction",
        description:
          "Students determine rate laws from data and use the Arrhenius equation to predict how temperature changes a rate constant.",
        lesson: {
          title: "Rate laws, half-lives and activation energy",
          html:
            p(
              "The rate of a reaction is the change in concentration of a reactant or product per unit time, scaled by its stoichiometric coefficient. Experimentally, rates usually depend on concentrations through a rate law such as rate = <i>k</i>[A]<sup><i>m</i></sup>[B]<sup><i>n</i></sup>, where <i>k</i> is the rate constant and the exponents are the orders with respect to each reactant. Orders must be found by experiment; they equal the stoichiometric coefficients only for elementary steps. The decomposition 2N<sub>2</sub>O<sub>5</sub> → 4NO<sub>2</sub> + O<sub>2</sub>, for example, is first order in N<sub>2</sub>O<sub>5</sub>.",
              "Integrating the rate law gives concentration as a function of time, and the form of the integrated law is the usual test of order:",
            ) +
            "<table><tr><th>Order</th><th>Integrated law</th><th>Linear plot</th><th>Half-life</th></tr><tr><td>0</td><td>[A] = [A]<sub>0</sub> − <i>kt</i></td><td>[A] vs <i>t</i></td><td>[A]<sub>0</sub>/2<i>k</i></td></tr><tr><td>1</td><td>ln[A] = ln[A]<sub>0</sub> − <i>kt</i></td><td>ln[A] vs <i>t</i></td><td>ln 2 / <i>k</i></td></tr><tr><td>2</td><td>1/[A] = 1/[A]<sub>0</sub> + <i>kt</i></td><td>1/[A] vs <i>t</i></td><td>1/<i>k</i>[A]<sub>0</sub></td></tr></table>" +
            p(
              "The first-order half-life does not depend on concentration. A reaction with <i>k</i> = 0.0231 min<sup>−1</sup> has a half-life of 0.693 / 0.0231 = 30.0 min, and after 90 min, three half-lives, 12.5 per cent of the reactant remains whatever the starting amount.",
              "Rate constants rise steeply with temperature. Svante Arrhenius proposed in 1889 that <i>k</i> = <i>A</i> e<sup>−<i>E</i><sub>a</sub>/<i>RT</i></sup>, where <i>E</i><sub>a</sub> is the activation energy, the minimum energy colliding molecules need to react, and <i>A</i> the pre-exponential factor. A plot of ln <i>k</i> against 1/<i>T</i> is a straight line of slope −<i>E</i><sub>a</sub>/<i>R</i>. For two temperatures, ln(<i>k</i><sub>2</sub>/<i>k</i><sub>1</sub>) = (<i>E</i><sub>a</sub>/<i>R</i>)(1/<i>T</i><sub>1</sub> − 1/<i>T</i><sub>2</sub>). With <i>E</i><sub>a</sub> = 50 kJ mol<sup>−1</sup>, warming from 298 K to 308 K gives ln(<i>k</i><sub>2</sub>/<i>k</i><sub>1</sub>) = 6,014 K × 1.09 × 10<sup>−4</sup> K<sup>−1</sup> = 0.655, so the rate constant nearly doubles: the origin of the chemist's rule of thumb. A catalyst speeds a reaction by providing a pathway with a lower activation energy, without changing the equilibrium constant.",
            ),
        },
      },
    ],
  },
  {
    slug: "computer-architecture-risc-v-pipelines",
    discipline: "Computer architecture",
    title: "Computer Architecture: Pipelines and Memory",
    description:
      "Centred on the RISC-V instruction set, the course follows an instruction from its binary encoding through a five-stage pipeline, analyses data and control hazards, measures how caches shape performance, and explains virtual memory and address translation.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "virtual memory",
    modules: [
      {
        title: "The Instruction Set Architecture",
        description: "An ISA is the contract between software and hardware; RISC-V shows how a clean one is designed.",
        lesson: {
          title: "RISC-V encoding and the iron law of performance",
          html:
            p(
              "The instruction set architecture (ISA) is the part of a computer visible to the programmer or compiler: the instructions, registers, data types, addressing modes and memory model. Everything below it, the microarchitecture, can change from one processor to the next without breaking software. RISC-V, begun at the University of California, Berkeley in 2010 and now maintained by RISC-V International as an open standard, is a good example of a reduced instruction set computer (RISC) design.",
              "The base integer ISA, RV32I, has 32 general-purpose registers, x0 to x31, each 32 bits wide; register x0 always reads as zero, which makes many operations simpler, for example <code>add x5, x6, x0</code> copies x6 into x5. RISC-V is a load-store architecture: arithmetic operates only on registers, and memory is accessed only by load and store instructions. Every base instruction is 32 bits long, and there are only six formats, chosen so that the register fields always sit in the same bit positions and the hardware can read registers before it has finished decoding.",
            ) +
            "<table><tr><th>Format</th><th>Used for</th><th>Example</th></tr><tr><td>R</td><td>register–register arithmetic</td><td><code>add x5, x6, x7</code></td></tr><tr><td>I</td><td>immediates and loads</td><td><code>lw x5, 8(x6)</code></td></tr><tr><td>S</td><td>stores</td><td><code>sw x5, 8(x6)</code></td></tr><tr><td>B</td><td>conditional branches</td><td><code>beq x5, x6, loop</code></td></tr><tr><td>U</td><td>upper immediates</td><td><code>lui x5, 0x12345</code></td></tr><tr><td>J</td><td>jumps</td><td><code>jal x1, func</code></td></tr></table>" +
            p(
              "An R-type instruction is divided, from the most significant bit, into funct7 (7 bits), rs2 (5), rs1 (5), funct3 (3), rd (5) and opcode (7). Five bits suffice to name one of 32 registers.",
              "How fast a program runs is captured by the 'iron law' of processor performance: CPU time = instruction count × cycles per instruction (CPI) × clock cycle time. A program of 10<sup>9</sup> instructions with an average CPI of 1.5 on a 2 GHz processor (cycle time 0.5 ns) takes 10<sup>9</sup> × 1.5 × 0.5 ns = 0.75 s. The ISA and compiler chiefly determine the instruction count, the microarchitecture the CPI, and the circuit technology and pipeline depth the clock rate; improving one often worsens another.",
            ),
        },
      },
      {
        title: "The Five-Stage Pipeline",
        description:
          "By overlapping the steps of successive instructions, a pipeline completes up to one instruction per cycle.",
        lesson: {
          title: "Fetch, decode, execute, memory, write-back",
          html:
            p(
              "A simple processor could execute each instruction completely before starting the next, but most of its hardware would then sit idle most of the time. Pipelining applies the assembly-line idea: the work of an instruction is divided into stages, and each stage works on a different instruction in the same clock cycle. The classic RISC pipeline, described by Hennessy and Patterson, has five stages:",
            ) +
            "<ul><li><b>IF</b> (instruction fetch): read the instruction at the program counter from the instruction cache and increment the PC by 4.</li><li><b>ID</b> (instruction decode): decode the instruction and read its source registers from the register file.</li><li><b>EX</b> (execute): perform the ALU operation, compute a load or store address, or evaluate a branch condition.</li><li><b>MEM</b> (memory access): read or write the data cache for loads and stores.</li><li><b>WB</b> (write-back): write the result into the destination register.</li></ul>" +
            p(
              "Pipeline registers between the stages (IF/ID, ID/EX, EX/MEM, MEM/WB) hold each instruction's data and control signals as it moves along. In steady state, one instruction enters and one leaves every cycle, so the ideal CPI is 1 even though each instruction takes five cycles from start to finish. Pipelining improves throughput, not the latency of an individual instruction.",
              "The clock period is set by the slowest stage plus the overhead of the pipeline registers. Suppose an unpipelined datapath takes 800 ps per instruction and is split into five stages of 200, 150, 200, 150 and 100 ps, with 20 ps of register overhead. The pipelined clock period is 200 + 20 = 220 ps. For a long run of instructions, the speed-up is 800 / 220 ≈ 3.6, not the ideal 5, because the stages are unbalanced and the registers add delay. Deeper pipelines raise the clock rate but increase the overhead and, as the next lesson shows, the cost of hazards.",
              "A structural hazard arises when two instructions need the same hardware in the same cycle. The classic design avoids the most obvious one, an instruction fetch and a data access colliding on memory, by using separate instruction and data caches, and it writes the register file in the first half of a cycle and reads it in the second.",
            ),
        },
      },
      {
        title: "Data and Control Hazards",
        description:
          "When one instruction needs a result that is not ready, or a branch has not yet been decided, the pipeline must forward, stall or predict.",
        lesson: {
          title: "Forwarding, stalls and branch prediction",
          html: p(
            "A data hazard occurs when an instruction depends on the result of an earlier instruction still in the pipeline. In the sequence <code>add x1, x2, x3</code> followed by <code>sub x4, x1, x5</code>, the <code>sub</code> wants to read x1 in its ID stage, but the <code>add</code> will not write x1 until its WB stage two cycles later. This is a read-after-write (RAW) dependence.",
            "Most such hazards are solved by forwarding, also called bypassing. The result of the <code>add</code> exists at the end of its EX stage, so extra multiplexers route it from the EX/MEM pipeline register straight to the ALU input of the <code>sub</code> in the next cycle. A forwarding unit compares the destination register of instructions in EX/MEM and MEM/WB with the source registers of the instruction in EX and selects the newest value.",
            "Forwarding cannot help when a load is followed immediately by an instruction that uses its result, because the data arrives only at the end of MEM. The hazard-detection unit then inserts one bubble, stalling the dependent instruction for a cycle. Compilers reduce these load-use stalls by scheduling an independent instruction between the load and its use.",
            "Control hazards arise from branches: the pipeline has fetched the following instructions before it knows whether the branch is taken. Simple designs predict 'not taken' and flush the wrongly fetched instructions if the prediction fails. Dynamic predictors do much better. A 2-bit saturating counter for each branch changes its prediction only after two consecutive mispredictions, so a loop branch is mispredicted once per loop exit rather than twice.",
            "The cost of hazards adds to the ideal CPI. Consider a program in which 25 per cent of instructions are loads, 40 per cent of loads are followed by a dependent instruction, and 15 per cent are branches with a misprediction rate of 10 per cent and a penalty of 2 cycles. Then CPI = 1 + (0.25 × 0.4 × 1) + (0.15 × 0.1 × 2) = 1 + 0.10 + 0.03 = 1.13.",
          ),
        },
      },
      {
        title: "Caches",
        description: "Students compute cache geometry and average memory access time, and classify misses by cause.",
        lesson: {
          title: "Locality, mapping and average memory access time",
          html:
            p(
              "Main memory (DRAM) takes on the order of 100 processor cycles to respond, far longer than a pipeline stage. Caches bridge the gap by keeping copies of recently used data in small, fast SRAM close to the processor. They work because programs show locality: temporal locality, re-using the same data soon, and spatial locality, using data near recently accessed addresses, as when a loop walks through an array.",
              "A cache is organised in blocks, or lines, typically 64 bytes. To find a block, the address is split into three fields: the offset selects a byte within the block, the index selects a set, and the tag, stored with each block, identifies which memory block occupies it. In a direct-mapped cache each set has one block; in an <i>n</i>-way set-associative cache a block may go in any of <i>n</i> places in its set, which reduces conflicts at the cost of comparing <i>n</i> tags in parallel.",
              "Take a 32 KiB, 4-way set-associative cache with 64-byte blocks and 32-bit addresses. It holds 32,768 / 64 = 512 blocks, in 512 / 4 = 128 sets. The offset needs log<sub>2</sub> 64 = 6 bits, the index log<sub>2</sub> 128 = 7 bits, and the tag the remaining 32 − 6 − 7 = 19 bits.",
              "Performance is summarised by the average memory access time: AMAT = hit time + miss rate × miss penalty. With a 1-cycle hit, a 5 per cent miss rate and a 100-cycle penalty, AMAT = 1 + 0.05 × 100 = 6 cycles. Adding a second-level cache with a 10-cycle hit time that catches most first-level misses sharply reduces the effective penalty.",
              "Mark Hill's 'three Cs' classify misses by cause:",
            ) +
            "<ul><li><b>compulsory</b>: the first access to a block, which no cache can avoid (larger blocks help);</li><li><b>capacity</b>: the working set is bigger than the cache;</li><li><b>conflict</b>: too many blocks map to the same set, reduced by higher associativity.</li></ul>" +
            p(
              "On a write, a write-through cache updates memory at once, while a write-back cache marks the block dirty and writes it only on eviction, saving bandwidth.",
            ),
        },
      },
    ],
  },
  {
    slug: "musicology-sources-notation-performance",
    discipline: "Musicology",
    title: "Sources, Notation and Performance in Early Music",
    description:
      "Drawing on manuscripts, treatises and early recordings, the course considers how musicologists establish a text through source criticism, how Renaissance mensural notation is read and transcribed, the debates surrounding historically informed performance, and the reception history of Beethoven's Ninth Symphony.",
    level: "intermediate",
    duration: "one term (10 weeks)",
    plantedGap: "reception history",
    modules: [
      {
        title: "Sources and the Critical Edition",
        description: "What is 'the' text of a piece of music when its sources disagree?",
        lesson: {
          title: "From autograph to Urtext",
          html:
            p(
              "A piece of music written before the age of recording survives only in its sources: the composer's sketches and drafts, the autograph score, copies made by scribes or pupils, the engraver's copy (<i>Stichvorlage</i>) sent to the publisher, first and later printed editions, and performing parts marked up in use. These sources rarely agree in every detail. Notes, accidentals, slurs, dynamics and even whole passages differ, and the editor's first task is to understand how the sources are related.",
              "Source criticism in music borrowed its method from classical philology, and particularly from the stemmatics associated with Karl Lachmann. If two copies share an error that is unlikely to have arisen independently, they probably derive from a common lost exemplar. By grouping sources according to shared errors the editor builds a stemma, a family tree that shows which readings are independent witnesses and which merely repeat others.",
              "Stemmatics works best for medieval and Renaissance repertory copied by hand. Later music poses different problems. Chopin, for instance, sold many works to publishers in Paris, Leipzig and London at the same time, sending each a different manuscript and correcting proofs unevenly; he also altered his pupils' printed copies by hand. There is often no single authorised text but several, each legitimate for its time and place.",
              "The modern scholarly edition records the editor's decisions. An Urtext edition, from the German for 'original text', aims to present the composer's intentions as far as the sources allow, without later editorial additions such as fingerings and expressive markings passed off as original. Complete critical editions of a composer's works, such as the Neue Bach-Ausgabe, published from 1954 to 2007 by the Johann-Sebastian-Bach-Institut in Göttingen and the Bach-Archiv Leipzig, go further:",
            ) +
            "<ul><li>the main text distinguishes editorial additions typographically, by brackets, small print or dashed slurs;</li><li>a critical report (<i>Kritischer Bericht</i>) describes every source, its date and provenance, and its relationship to the others;</li><li>a list of variant readings records where sources differ and why the editor chose one reading.</li></ul>" +
            p(
              "Performers who consult the critical report can see where the text is certain and where they may reasonably choose otherwise.",
            ),
        },
      },
      {
        title: "Reading Mensural Notation",
        description:
          "Learn the note values and mensuration signs of white mensural notation and transcribe a short passage into modern score.",
        lesson: {
          title: "Tempus, prolation and perfection",
          html:
            p(
              "Polyphony of the fifteenth and sixteenth centuries, from Dufay to Palestrina, was written in white mensural notation, so called because the larger note heads are drawn in outline. It has no bar lines and no score: each voice was copied separately, either in its own section of a large choirbook page or in separate partbooks, and singers counted their rests and kept time by a steady beat, the <i>tactus</i>.",
              "The note values in descending order are the maxima, longa, brevis (breve), semibrevis (semibreve) and minima (minim), with smaller values such as the semiminim. The crucial difference from modern notation is that the relationship between adjacent values can be duple or triple. A value divided into three was called perfect, a reference to the Trinity; a value divided into two was imperfect. The relation of breve to semibreve is called <i>tempus</i> and that of semibreve to minim <i>prolatio</i>. Both are shown by a mensuration sign at the start of a voice: a circle for perfect tempus, a half-circle for imperfect, and a dot inside the sign for major (triple) prolation.",
            ) +
            "<table><tr><th>Sign</th><th>Tempus</th><th>Prolation</th><th>Minims per breve</th><th>Usual transcription (values halved)</th></tr><tr><td>O</td><td>perfect</td><td>minor</td><td>6 (3 × 2)</td><td>3/2</td></tr><tr><td>C</td><td>imperfect</td><td>minor</td><td>4 (2 × 2)</td><td>2/2</td></tr><tr><td>O with dot</td><td>perfect</td><td>major</td><td>9 (3 × 3)</td><td>9/4</td></tr><tr><td>C with dot</td><td>imperfect</td><td>major</td><td>6 (2 × 3)</td><td>6/4</td></tr></table>" +
            p(
              "In perfect mensurations the reader must decide from context whether a note has its full value. The rule of perfection and imperfection states that a breve in perfect tempus is worth three semibreves unless it is immediately followed or preceded by a single semibreve, which 'imperfects' it, reducing it to two so that breve and semibreve together fill one perfection. A dot of division can separate groups to prevent this, and alteration doubles the second of two semibreves standing between breves so that the group still adds up to three.",
              "Ligatures, shapes joining two or more notes on a single syllable, have their own rules for value depending on the direction of the stems and note heads. Modern editors transcribe into score, usually halving or quartering the values, and many draw bar lines only between the staves (the <i>Mensurstrich</i>) so as not to imply modern accentuation.",
            ),
        },
      },
      {
        title: "Historically Informed Performance",
        description:
          "This module traces the early-music movement from Dolmetsch to the present and weighs the arguments of its critics.",
        lesson: {
          title: "Authenticity and its discontents",
          html:
            p(
              "Historically informed performance (HIP) is the attempt to play music in ways its first performers would have recognised, using instruments, techniques and conventions of its period. Its pioneers included Arnold Dolmetsch (1858–1940), who built recorders, viols and harpsichords and in 1915 published <i>The Interpretation of the Music of the XVIIth and XVIIIth Centuries</i>, and the harpsichordist Wanda Landowska. After 1950 the movement grew rapidly: Nikolaus Harnoncourt founded Concentus Musicus Wien in 1953, and Gustav Leonhardt, Frans Brüggen, Christopher Hogwood and others recorded Baroque and Classical repertory on period instruments.",
              "Practitioners draw on several kinds of evidence:",
            ) +
            "<ul><li>surviving instruments, such as Baroque violins with gut strings, lower bridges and shorter fingerboards, and valveless natural horns and trumpets;</li><li>treatises, among them Quantz on the flute (1752), C. P. E. Bach on the keyboard (1753) and Leopold Mozart on the violin (1756), which discuss ornamentation, articulation, tempo and the notes inégales of French style;</li><li>documents on the size and placement of ensembles, such as pay lists for Bach's Leipzig choir;</li><li>iconography, paintings and engravings of musicians at work.</li></ul>" +
            p(
              "Pitch is a clear example of the movement's conventions. Baroque pitch varied widely between cities and decades, from roughly A = 392 Hz to above 465 Hz. Modern period ensembles have standardised on A = 415 Hz for much Baroque music, a semitone below modern A = 440 Hz, and often A = 430 Hz for Classical repertory; these are practical compromises, not restorations of a single historical pitch.",
              "The movement's early claims to 'authenticity' provoked sharp criticism. In essays collected as <i>Text and Act</i> (1995), Richard Taruskin argued that the supposedly historical style, with its fast tempos, light textures and clean articulation, was in fact thoroughly modern, reflecting the objective, anti-Romantic taste of the twentieth century more than any eighteenth-century reality. Others noted that the evidence is always incomplete and that listeners' ears cannot be restored to the past. Most practitioners now prefer the term 'historically informed' and treat historical evidence as a stimulus to imagination rather than a set of rules, and the approach has moved into the mainstream: many symphony orchestras now invite period specialists and use natural trumpets and hard timpani sticks in Haydn and Mozart.",
            ),
        },
      },
    ],
  },
];
