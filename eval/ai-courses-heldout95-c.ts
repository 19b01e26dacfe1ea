/** Ninety-fifth held-out evaluation courses, advanced level (C to D); see ai-courses-heldout95.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT95_C: EvalCourse[] = [
  {
    slug: "paleomagnetism-from-rock-magnetism-to-plate-reconstructions",
    discipline: "Paleomagnetism",
    title: "Paleomagnetism: From Rock Magnetism to Plate Reconstructions",
    description:
      "Rocks remember the magnetic field in which they formed. Examining how that memory is acquired, recovered and interpreted, the course covers the physics of remanent magnetisation in magnetite and hematite, stepwise demagnetisation and principal component analysis, Fisher statistics and field tests, magnetostratigraphy, and the use of virtual geomagnetic poles and apparent polar wander paths in tectonic reconstruction.",
    level: "advanced",
    duration: "one semester (two lectures and one three-hour laboratory a week)",
    plantedGap: "magnetostratigraphy",
    modules: [
      {
        title: "Remanence and its carriers",
        description:
          "Relates the magnetic minerals, grain sizes and relaxation physics of rocks to the main types of natural remanent magnetisation and the geocentric axial dipole model.",
        lesson: {
          title: "How rocks acquire a magnetic memory",
          html:
            p(
              "A rock's natural remanent magnetisation (NRM) is carried by a small fraction of ferrimagnetic or canted antiferromagnetic grains. The most important carrier is magnetite (Fe<sub>3</sub>O<sub>4</sub>), with a Curie temperature of 580 °C; substituting titanium lowers the Curie temperature of titanomagnetites, which dominate fresh basalts. Hematite (α-Fe<sub>2</sub>O<sub>3</sub>), a canted antiferromagnet with a Néel temperature near 675 °C, is weakly magnetic but has very high coercivity and carries the remanence of red beds. Maghemite, pyrrhotite (Curie temperature about 320 °C) and goethite (about 120 °C) are also encountered.",
              "Grain size controls stability. Magnetite grains below roughly 20 to 30 nanometres are superparamagnetic at room temperature: thermal energy flips their moments too quickly for them to hold a remanence. Single-domain grains, up to very roughly 70 to 80 nanometres for equant magnetite, are the most stable recorders. Larger grains form vortex and then multidomain states, which hold remanence less stably. Néel theory expresses the relaxation time as τ = τ<sub>0</sub> exp(KV/kT), where K is the anisotropy constant, V the grain volume and τ<sub>0</sub> about 10<sup>−9</sup> seconds. Because τ depends exponentially on V/T, a grain whose moment relaxes in microseconds at 550 °C can be stable for billions of years at surface temperature. The temperature at which τ passes through laboratory timescales is the grain's blocking temperature.",
              "The main types of remanence follow from this physics:",
            ) +
            "<ul><li><strong>Thermoremanent (TRM)</strong>: acquired as igneous rocks cool through the blocking temperatures of their grains; usually strong and parallel to the ambient field.</li><li><strong>Detrital (DRM)</strong>: acquired as magnetic particles settle and are locked into sediment; often affected by compaction.</li><li><strong>Chemical (CRM)</strong>: acquired when grains grow through their blocking volume, for example hematite forming during diagenesis of red beds, possibly long after deposition.</li><li><strong>Viscous (VRM)</strong>: gradually acquired in the recent field by low-stability grains; a common secondary overprint.</li><li><strong>Isothermal (IRM)</strong>: acquired in strong fields at constant temperature, notably from lightning strikes.</li></ul>" +
            p(
              "Interpretation rests on the geocentric axial dipole (GAD) hypothesis: averaged over several thousand years, the field resembles that of a dipole at Earth's centre aligned with the rotation axis. Inclination I then depends only on latitude λ through tan I = 2 tan λ. An inclination of 49.1° therefore implies a palaeolatitude of 30°, since tan 49.1° ≈ 1.155 = 2 tan 30°.",
            ),
        },
      },
      {
        title: "Isolating the primary direction",
        description:
          "Covers sampling design, thermal and alternating-field demagnetisation, principal component analysis, Fisher statistics and field tests of remanence age.",
        lesson: {
          title: "Demagnetisation, PCA and Fisher statistics",
          html: p(
            "Sampling is designed to average errors at several levels. Oriented cores, typically 2.5 centimetres in diameter, are drilled in the field and oriented with magnetic and, where possible, sun compasses; six to ten cores are taken from each site, a single cooling unit or bed, and many sites are collected spanning enough time to average out geomagnetic secular variation.",
            "Because NRM is usually the sum of several components, specimens are demagnetised in steps and measured after each, normally on a cryogenic (SQUID) magnetometer. Alternating-field (AF) demagnetisation, in peak fields up to 100 millitesla or more, randomises moments of grains with coercivities below each step; it works well for magnetite but cannot unblock hematite. Thermal demagnetisation heats specimens in zero field to progressively higher temperatures, up to about 580 °C for magnetite and 680 °C for hematite, unblocking grains in order of blocking temperature. Results are plotted on orthogonal vector (Zijderveld) diagrams, which project the vector endpoint onto horizontal and vertical planes. A straight segment represents removal of a single component; the final segment trending to the origin defines the characteristic remanent magnetisation (ChRM).",
            "Directions are fitted by principal component analysis following Kirschvink (1980), whose maximum angular deviation (MAD) measures linearity; many studies reject lines with MAD above about 10° to 15°. Where two components have overlapping unblocking spectra and no stable endpoint is reached, remagnetisation great circles can be combined with well-defined directions using the method of McFadden and McElhinny (1988).",
            "Site means are calculated with Fisher (1953) statistics, which treat directions as unit vectors on a sphere. For N vectors with resultant length R, the precision parameter is estimated as k ≈ (N − 1)/(N − R), and the 95 per cent cone of confidence as α<sub>95</sub> ≈ 140°/√(kN). For eight specimens with R = 7.86, k ≈ 7/0.14 = 50 and α<sub>95</sub> ≈ 140/√400 = 7°.",
            "Field tests then constrain when the remanence was acquired. In the fold test (Graham, 1949), directions from both limbs of a fold that cluster more tightly after restoring bedding to horizontal indicate magnetisation before folding. In the conglomerate test, randomly directed clasts show that the parent rock has not been remagnetised since deposition. In the baked contact test, country rock heated by an intrusion should share the intrusion's direction near the contact but not far from it.",
          ),
        },
      },
      {
        title: "Poles, paths and moving plates",
        description:
          "Converts site directions into virtual geomagnetic poles and uses apparent polar wander paths to reconstruct palaeolatitudes and relative plate motions.",
        lesson: {
          title: "Virtual geomagnetic poles and apparent polar wander",
          html: p(
            "A site-mean direction can be transformed into the pole of the dipole that would produce it at that site: a virtual geomagnetic pole (VGP). First the magnetic colatitude p, the angular distance from site to pole, is found from tan I = 2 cot p. The pole latitude is then λ<sub>p</sub> = arcsin(sin λ<sub>s</sub> cos p + cos λ<sub>s</sub> sin p cos D), where λ<sub>s</sub> is site latitude and D the declination; pole longitude follows from spherical trigonometry. For a site at 45° N with D = 0° and I = 45°, tan λ = 0.5 gives a palaeolatitude of 26.6° and p = 63.4°, and λ<sub>p</sub> = arcsin(0.707 × 0.447 + 0.707 × 0.894) = arcsin 0.949 = 71.6°; with zero declination the pole lies on the site's meridian.",
            "Individual VGPs scatter because of secular variation, so a palaeomagnetic pole is the Fisher mean of many VGPs spanning, ideally, tens of thousands of years or more. A sequence of such poles of different ages from one plate forms an apparent polar wander path (APWP). The term is deliberately cautious: under the GAD hypothesis the pole stays at the rotation axis, so apparent wander records motion of the plate relative to the axis, with a possible contribution from true polar wander, the rotation of the whole solid Earth.",
            "In the 1950s Keith Runcorn, Ted Irving and colleagues showed that the APWPs of Europe and North America have similar shapes but are offset, and that closing the Atlantic brings them into near coincidence, one of the first quantitative arguments for continental drift. The same logic is used today to test terrane displacements and to constrain Precambrian supercontinent configurations.",
            "Several limitations must be kept in view. Palaeolongitude is undetermined, because a dipole field is symmetric about the axis. For old rocks without independent constraints, it can be ambiguous which hemisphere a block occupied. Sedimentary rocks often show inclination shallowing due to compaction, biasing palaeolatitudes towards the equator; the elongation/inclination method of Tauxe and Kent (2004) corrects this using the shape of the distribution of directions. Quality schemes such as Van der Voo's (1990) seven criteria, covering age control, statistics, demagnetisation, field tests and structural control, help users judge which poles to trust. A single well-dated, well-tested pole is worth more than many poorly demagnetised ones.",
          ),
        },
      },
    ],
  },
  {
    slug: "chemical-rocket-propulsion",
    discipline: "Rocket propulsion",
    title: "Chemical Rocket Propulsion",
    description:
      "Derive the rocket equation, size a nozzle, choose an engine cycle: an advanced module for final-year and master's students in aerospace and mechanical engineering, covering thrust and specific impulse, staging, convergent–divergent nozzle flow, liquid propellant combinations and feed cycles, and hybrid motors.",
    level: "advanced",
    duration: "eleven weeks (three lectures and one tutorial a week)",
    plantedGap: "hybrid motors",
    modules: [
      {
        title: "Thrust, specific impulse and the rocket equation",
        description:
          "Derives the thrust equation and Tsiolkovsky's rocket equation and uses them to show why launch vehicles are staged.",
        lesson: {
          title: "From momentum to mass ratio",
          html: p(
            "Applying conservation of momentum to a control volume around a rocket gives the thrust equation F = ṁv<sub>e</sub> + (p<sub>e</sub> − p<sub>a</sub>)A<sub>e</sub>, where ṁ is propellant mass flow rate, v<sub>e</sub> the exhaust velocity at the nozzle exit, p<sub>e</sub> and p<sub>a</sub> the exit and ambient pressures and A<sub>e</sub> the exit area. It is convenient to lump both terms into an effective exhaust velocity c = F/ṁ. Specific impulse, I<sub>sp</sub> = c/g<sub>0</sub> with g<sub>0</sub> = 9.80665 m/s², is expressed in seconds and is the standard figure of merit for a propellant and engine combination. Representative vacuum values are about 450 to 465 s for liquid oxygen and hydrogen, 340 to 350 s for high-expansion kerosene engines, 310 to 320 s for storable hypergolics and roughly 270 to 290 s for composite solid propellants.",
            "Integrating the momentum equation for a vehicle in free space gives Tsiolkovsky's rocket equation, Δv = c ln(m<sub>0</sub>/m<sub>f</sub>), where m<sub>0</sub>/m<sub>f</sub> is the ratio of initial to final mass. The logarithm is the central fact of rocketry: each additional increment of velocity requires multiplying, not adding to, the mass ratio.",
            "Reaching low Earth orbit requires about 7.8 km/s of orbital velocity plus roughly 1.5 to 2 km/s of gravity, drag and steering losses, a budget of about 9.3 to 9.5 km/s. With c = 3,430 m/s (I<sub>sp</sub> ≈ 350 s), a single stage delivering 9.4 km/s needs m<sub>0</sub>/m<sub>f</sub> = exp(9,400/3,430) ≈ 15.5, meaning that propellant must be about 93.5 per cent of lift-off mass, leaving 6.5 per cent for tanks, engines, structure and payload together. That is at the edge of what structures can achieve, and payload would be tiny.",
            "Staging solves the problem by discarding empty tanks and engines. Two stages each with a mass ratio of 4 give Δv = 2 × 3,430 × ln 4 ≈ 9,510 m/s, and a mass ratio of 4 leaves a quarter of each stage's initial mass for structure and the next stage. Real vehicles also mix technologies: dense propellants in the first stage reduce tank size and drag, while high-specific-impulse propellants pay off in upper stages, where every kilogram saved is payload gained.",
          ),
        },
      },
      {
        title: "Convergent–divergent nozzle flow",
        description:
          "Applies isentropic flow to the rocket nozzle, calculates exit velocity and thrust coefficient, and examines over- and under-expansion.",
        lesson: {
          title: "Expansion ratio, exit velocity and flow separation",
          html: p(
            "A rocket nozzle converts the thermal energy of combustion gases at high chamber pressure p<sub>c</sub> and temperature T<sub>c</sub> into directed kinetic energy. Treating the flow as steady, one-dimensional and isentropic, with constant ratio of specific heats γ, the flow accelerates to Mach 1 at the throat, which is choked, and becomes supersonic in the diverging section. The exit velocity is:",
            "v<sub>e</sub> = √{ [2γ/(γ − 1)] (R<sub>u</sub>T<sub>c</sub>/𝔐) [1 − (p<sub>e</sub>/p<sub>c</sub>)<sup>(γ−1)/γ</sup>] }",
            "where R<sub>u</sub> is the universal gas constant and 𝔐 the mean molar mass of the products. High chamber temperature and low molar mass raise v<sub>e</sub>, which is why hydrogen-rich exhaust gives the highest specific impulse. Worked example: with γ = 1.2, T<sub>c</sub> = 3,500 K, 𝔐 = 22 kg/kmol (so R = 378 J/kg K), p<sub>c</sub> = 10 MPa and p<sub>e</sub> = 0.1 MPa, the pressure term is 0.01<sup>0.1667</sup> = 0.464, so v<sub>e</sub> = √(12 × 378 × 3,500 × 0.536) ≈ 2,920 m/s, a specific impulse near 297 s at optimum expansion.",
            "The characteristic velocity c* = p<sub>c</sub>A<sub>t</sub>/ṁ, where A<sub>t</sub> is throat area, measures combustion performance and is nearly independent of the nozzle. The thrust coefficient C<sub>F</sub> = F/(p<sub>c</sub>A<sub>t</sub>) measures how well the nozzle amplifies thrust, typically 1.3 to 2.0. Together, F = C<sub>F</sub>p<sub>c</sub>A<sub>t</sub> and c = C<sub>F</sub>c*.",
            "The area ratio A<sub>e</sub>/A<sub>t</sub> sets p<sub>e</sub>. Thrust is maximised when p<sub>e</sub> equals p<sub>a</sub>, but ambient pressure falls during ascent, so any fixed nozzle is a compromise. An over-expanded nozzle at sea level, with p<sub>e</sub> well below p<sub>a</sub>, risks flow separation inside the bell; the empirical Summerfield criterion places separation when p<sub>e</sub> falls to roughly 0.25 to 0.4 of p<sub>a</sub>. Sea-level engines therefore use area ratios of roughly 10 to 40, and vacuum engines 100 or more; the RL10B-2 upper-stage engine has an area ratio of about 285. Most modern nozzles are contoured bells designed by Rao's method, often truncated to about 80 per cent of the length of an equivalent 15° cone to save mass with little loss of performance.",
          ),
        },
      },
      {
        title: "Liquid propellants and engine cycles",
        description:
          "Compares the main liquid propellant combinations and the pressure-fed, gas-generator, staged-combustion and expander cycles used to feed them.",
        lesson: {
          title: "Choosing propellants and a feed cycle",
          html:
            p(
              "Propellant choice balances specific impulse against density, storability, handling and cost. The main combinations in current use are:",
            ) +
            "<table><tr><th>Propellants</th><th>Typical O/F by mass</th><th>Characteristics</th></tr><tr><td>LOX / liquid hydrogen</td><td>5.5–6</td><td>Highest specific impulse; hydrogen's density of about 71 kg/m³ gives a bulk density near 0.36 g/cm³, so tanks are large; cryogenic, prone to boil-off</td></tr><tr><td>LOX / kerosene (RP-1)</td><td>2.3–2.7</td><td>Dense (bulk density about 1.0 g/cm³), cheap, fuel storable; soot and coking in fuel-rich gas</td></tr><tr><td>LOX / methane</td><td>about 3.5</td><td>Intermediate density and performance; little coking, which suits reuse; both propellants cryogenic at similar temperatures</td></tr><tr><td>N<sub>2</sub>O<sub>4</sub> / MMH or UDMH</td><td>about 1.6–2.7</td><td>Hypergolic (ignite on contact) and storable for years; highly toxic; used in spacecraft and upper stages</td></tr></table>" +
            p(
              "The feed system must deliver propellant to the chamber at a pressure well above chamber pressure. In a <strong>pressure-fed</strong> engine, the tanks themselves are pressurised, usually with helium. It is simple and reliable, as in the Apollo service module engine, but tank mass grows with pressure, limiting chamber pressure and making it unsuitable for large boosters.",
              "Pump-fed engines use turbopumps, and the cycle describes how the turbine is driven. In the <strong>gas-generator</strong> cycle, a small fraction of propellant is burned in a separate generator, usually fuel-rich to keep turbine temperatures acceptable, and its exhaust is dumped overboard; the F-1, Merlin and Vulcain use it. It is relatively simple, but the dumped flow costs a few per cent of specific impulse. In <strong>staged combustion</strong>, the preburner exhaust passes through the turbine and then into the main chamber, so no propellant is wasted and very high chamber pressures are possible. The RS-25 uses fuel-rich preburners; Russian engines such as the RD-180 use oxidiser-rich preburners, which required special alloys to resist hot oxygen; SpaceX's Raptor uses full-flow staged combustion with both. In the <strong>expander</strong> cycle, fuel heated in the regenerative cooling jacket drives the turbine without any combustion, as in the RL10 and Vinci. It is clean and reliable but limited in thrust, because heat transfer through the chamber wall grows more slowly than chamber volume as an engine is scaled up.",
              "Nearly all large engines are regeneratively cooled, passing fuel through channels in the chamber and nozzle walls before injection, so the cycle and the cooling design must be developed together.",
            ),
        },
      },
    ],
  },
  {
    slug: "psephology-measuring-and-forecasting-elections",
    discipline: "Psephology",
    title: "Psephology: Measuring and Forecasting Elections",
    description:
      "Drawing on British and comparative elections, this advanced seminar examines how votes become seats and how results are measured and predicted: swing and the uniform national swing model, indices of disproportionality and party-system fragmentation, opinion polling and its errors, multilevel regression and post-stratification (MRP), and exit polls.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar and one one-hour computer lab a week)",
    plantedGap: "exit polls",
    modules: [
      {
        title: "Swing and the uniform national swing",
        description:
          "Defines Butler and two-party swing, applies the uniform national swing model to constituency results and examines where it breaks down.",
        lesson: {
          title: "From vote shares to seats",
          html:
            p(
              "British psephology grew up around the concept of swing, popularised by David Butler in the Nuffield election studies from the 1950s. Butler swing between two parties is the average of one party's gain and the other's loss in percentage points of the total vote. If the Conservatives fall from 40 to 36 per cent and Labour rises from 35 to 41, the swing is [(41 − 35) + (40 − 36)]/2 = 5 points from Conservative to Labour. Steed or two-party swing instead measures the change in one party's share of the two-party vote, C/(C + L), which is less distorted when third parties gain or lose heavily.",
              "The uniform national swing (UNS) model assumes that the national change applies equally in every constituency. Under UNS a seat changes hands between the two parties if the winner's majority over the challenger, in percentage points, is less than twice the swing. With a 5-point swing, every seat the Conservatives held over Labour by less than 10 points would fall. Ranking seats by majority therefore produces a ‘target list’ and a direct translation from national polling into seats.",
              "UNS worked well enough in the two-party era of the 1950s and 1960s, when swings were strikingly uniform, but it has clear weaknesses:",
            ) +
            "<ul><li><strong>Floor effects</strong>: a party on 8 per cent in a seat cannot fall by 10 points. Proportional swing, applying a relative change, handles this better for parties whose support collapses.</li><li><strong>Multi-party competition</strong>: UNS has no natural way to handle three- or four-way seats, as the collapse of Labour in Scotland in 2015 showed.</li><li><strong>Tactical voting and incumbency</strong>: local factors produce systematic departures from uniformity.</li><li><strong>Regional and demographic divergence</strong>: since the 2016 referendum, swings have differed sharply between seats by education, age and Leave vote.</li></ul>" +
            p(
              "An older rule of thumb, the cube law reported by Kendall and Stuart in 1950, held that the ratio of seats won by two parties equals the cube of the ratio of their votes. It described mid-century Britain quite well but broke down as the number of marginal seats declined and geography came to matter more. Modern analysis also measures electoral bias: the difference in seats the two main parties would win with equal vote shares, arising from differences in constituency size, turnout and the efficiency of each party's vote distribution.",
            ),
        },
      },
      {
        title: "Disproportionality and fragmentation",
        description:
          "Calculates the Loosemore–Hanby and Gallagher indices and the effective number of parties, and interprets them across electoral systems.",
        lesson: {
          title: "Indices for comparing electoral outcomes",
          html:
            p(
              "Comparative electoral research relies on a few standard indices that reduce a result to a single number. Disproportionality measures the gap between parties' vote shares v<sub>i</sub> and seat shares s<sub>i</sub>, both in percentages. The Loosemore–Hanby index (1971) is half the sum of the absolute differences, D = ½ Σ|v<sub>i</sub> − s<sub>i</sub>|, and can be read as the share of seats that would have to move to achieve perfect proportionality. Its weakness is that it is inflated by many tiny deviations when there are many small parties. Michael Gallagher's least-squares index (1991), LSq = √[½ Σ(v<sub>i</sub> − s<sub>i</sub>)²], squares the deviations so that large ones dominate, and it is now the most widely reported measure.",
              "Party-system fragmentation is usually measured by the effective number of parties of Laakso and Taagepera (1979), N = 1/Σp<sub>i</sub>², where p<sub>i</sub> are proportions. It counts parties weighted by size: two equal parties give N = 2, while one party with 70 per cent and another with 30 per cent gives 1/(0.49 + 0.09) ≈ 1.72. Calculated on votes it is the effective number of electoral parties; on seats, the effective number of parliamentary parties. The gap between the two is another sign of how strongly the electoral system compresses the party system.",
              "Worked example for a hypothetical election:",
            ) +
            "<table><tr><th>Party</th><th>Votes %</th><th>Seats %</th><th>v − s</th></tr><tr><td>A</td><td>40</td><td>55</td><td>−15</td></tr><tr><td>B</td><td>35</td><td>40</td><td>−5</td></tr><tr><td>C</td><td>15</td><td>5</td><td>10</td></tr><tr><td>D</td><td>10</td><td>0</td><td>10</td></tr></table>" +
            p(
              "Loosemore–Hanby: ½(15 + 5 + 10 + 10) = 20. Gallagher: √[½(225 + 25 + 100 + 100)] = √225 = 15. Effective number of electoral parties: 1/(0.16 + 0.1225 + 0.0225 + 0.01) = 1/0.315 ≈ 3.17; of parliamentary parties: 1/(0.3025 + 0.16 + 0.0025) ≈ 2.15.",
              "Typical values illustrate Duverger's observations about electoral systems. Gallagher scores for national list proportional systems such as the Netherlands or Sweden are often below 2, while first-past-the-post elections in Britain and Canada usually score between about 6 and 20, and often above 10. Single-member plurality systems reward parties with geographically concentrated support and penalise those whose votes are evenly spread, which is why the index should always be read alongside the distribution of each party's vote.",
            ),
        },
      },
      {
        title: "Polls, polling error and MRP",
        description:
          "Examines sampling and non-sampling error in pre-election polls, the lessons of recent polling misses and the logic of multilevel regression and post-stratification.",
        lesson: {
          title: "Why polls miss and how MRP works",
          html:
            p(
              "Textbook sampling error is the smallest of a pollster's problems. For a simple random sample of n = 1,000 and a party on 50 per cent, the 95 per cent margin of error is 1.96 × √(0.5 × 0.5/1,000) ≈ 3.1 points; for the lead between two parties it is nearly twice that. Weighting inflates variance further through the design effect. Yet historical polling errors are mostly non-sampling errors that no increase in sample size would fix.",
              "British polls underestimated the Conservatives in 1992 and again in 2015. The inquiry for the British Polling Council and Market Research Society, chaired by Patrick Sturgis and reporting in 2016, concluded that the main cause of the 2015 miss was unrepresentative samples: online panels and telephone samples contained too many politically engaged young people and too few older, less engaged voters, and weighting to standard demographic targets did not correct this. Other recurrent sources of error include differential non-response, modelling who will actually vote, late swing, ‘shy’ respondents and herding, the tendency of pollsters to adjust methods until their figures resemble those of competitors. Pollsters now commonly weight by past vote, political attention and education as well as age, sex and region.",
              "National vote shares do not directly give seats, and constituency polls are expensive and small. Multilevel regression and post-stratification (MRP) addresses this in two steps:",
            ) +
            "<ol><li><strong>Regression</strong>: a large national sample, often tens of thousands, is used to fit a multilevel model predicting vote choice from individual characteristics (age, education, past vote, ethnicity) and constituency characteristics (region, previous result, demographics), with constituency-level effects partially pooled towards the mean.</li><li><strong>Post-stratification</strong>: for each constituency, the model's predictions for every demographic cell are weighted by the number of people in that cell, estimated from census data, and summed to give an estimated vote share for the constituency.</li></ol>" +
            p(
              "MRP came to prominence in Britain in 2017, when YouGov's model indicated a hung parliament while most conventional polls pointed to a Conservative majority. It is not a guarantee of accuracy: it inherits any bias in the underlying sample, and its results depend on the quality of the post-stratification frame and on model choices that differ between firms. Students should therefore compare several models and examine the assumptions behind each before trusting any seat projection.",
            ),
        },
      },
    ],
  },
  {
    slug: "clinical-neuropsychology-memory-executive-function-and-test-interpretation",
    discipline: "Neuropsychology",
    title: "Clinical Neuropsychology: Memory, Executive Function and Test Interpretation",
    description:
      "A patient who cannot recall yesterday's conversation yet learns a new motor skill as quickly as anyone else shows why brain–behaviour relationships must be studied system by system. For trainee clinical psychologists and allied clinicians, the course covers memory systems and the amnesic syndrome, executive function and the frontal lobes, the psychometric interpretation of test scores, and mental capacity assessment.",
    level: "advanced",
    duration: "twelve weeks (one three-hour teaching session and one supervised case discussion a week)",
    plantedGap: "mental capacity assessment",
    modules: [
      {
        title: "Memory systems and the amnesic syndrome",
        description:
          "Uses classic cases and modern taxonomies to describe the amnesic syndrome, its causes and how memory tests separate encoding, storage and retrieval.",
        lesson: {
          title: "What amnesia reveals about memory",
          html:
            p(
              "Modern memory research began with Henry Molaison (H.M.), who in 1953 underwent bilateral resection of the medial temporal lobes, including the amygdala, the anterior hippocampus and adjacent cortex, by William Scoville to treat intractable epilepsy. Brenda Milner's studies showed a severe and lasting anterograde amnesia with preserved intelligence, language and immediate memory: he could repeat a string of digits but forgot events within minutes once distracted. Yet over three days he improved steadily at mirror-drawing, a visuomotor skill, while denying each time that he had done the task before.",
              "Such dissociations underpin the taxonomy associated with Larry Squire. Declarative memory, which can be consciously recalled, comprises episodic memory for personally experienced events and semantic memory for facts; it depends on the medial temporal lobe and diencephalon. Non-declarative memory includes procedural skills (basal ganglia and cerebellum), priming (neocortex) and classical conditioning, and is typically spared in amnesia.",
              "The amnesic syndrome has a characteristic profile: severe anterograde amnesia; retrograde amnesia that is often temporally graded, sparing remote memories more than recent ones (Ribot's law); normal digit span; and preserved general intellectual function. Its causes include:",
            ) +
            "<ul><li><strong>Korsakoff's syndrome</strong>: thiamine deficiency, usually with alcohol misuse, damaging the mammillary bodies and mediodorsal thalamus; confabulation and executive problems are common.</li><li><strong>Herpes simplex encephalitis</strong>: often asymmetric medial and anterior temporal damage, with semantic as well as episodic loss.</li><li><strong>Hypoxic-ischaemic injury</strong>: selective loss of CA1 hippocampal neurons, as in patient R.B.</li><li><strong>Transient global amnesia</strong>: an abrupt, benign episode of anterograde amnesia that resolves within twenty-four hours.</li></ul>" +
            p(
              "Assessment aims to locate the breakdown. List-learning tests such as the Rey Auditory Verbal Learning Test measure acquisition over trials, delayed recall and recognition. If free recall is poor but recognition is near normal, the problem is likely retrieval, a pattern seen in frontal-subcortical conditions; if recognition is also poor, the information was never consolidated, as in hippocampal amnesia. Story recall, such as the Logical Memory subtest of the Wechsler Memory Scale, and visual tests such as the Rey–Osterrieth Complex Figure extend the comparison across materials, and a marked verbal–visual difference may point to lateralised damage.",
            ),
        },
      },
      {
        title: "Executive function and the frontal lobes",
        description:
          "Relates frontal subregions to executive processes, reviews the standard tests and discusses why test performance may not reflect everyday functioning.",
        lesson: {
          title: "Assessing the dysexecutive syndrome",
          html:
            p(
              "Executive function is an umbrella term for processes that control other cognition: planning, initiating, inhibiting prepotent responses, shifting between tasks, monitoring performance and holding information in mind while working on it. The classic case is Phineas Gage, a railway foreman whose left frontal lobe was pierced by a tamping iron in 1848; he survived with intact memory and language but, according to his physician John Harlow, with a changed, impulsive personality. Accounts of Gage have been exaggerated over time, but clinical experience confirms that frontal damage can transform behaviour while sparing standard cognitive scores.",
              "Different frontal regions contribute differently. Damage to the dorsolateral prefrontal cortex tends to impair planning, working memory, set-shifting and abstract reasoning. Orbitofrontal and ventromedial damage produces disinhibition, poor social judgement and impaired decision-making under uncertainty. Medial frontal and anterior cingulate damage is associated with apathy, reduced initiation and, at its most severe, akinetic mutism.",
              "Standard tests each target part of the domain:",
            ) +
            "<table><tr><th>Test</th><th>Main process</th><th>Key score</th></tr><tr><td>Wisconsin Card Sorting Test</td><td>Set-shifting, rule inference</td><td>Perseverative errors</td></tr><tr><td>Stroop test</td><td>Inhibition of a prepotent response</td><td>Interference time or errors</td></tr><tr><td>Trail Making Test</td><td>Switching between sequences</td><td>Time for part B minus part A</td></tr><tr><td>Letter fluency (F, A, S)</td><td>Initiation, strategic search</td><td>Words per 60 seconds</td></tr><tr><td>Hayling and Brixton tests</td><td>Response suppression; rule detection</td><td>Errors and scaled scores</td></tr></table>" +
            p(
              "None of these tests is a pure measure of frontal function: each also draws on speed, language or visual processing, and posterior or diffuse damage can impair performance. The B minus A difference on the Trail Making Test is useful precisely because it subtracts out speed and scanning.",
              "The greatest limitation is ecological validity. Structured tests provide the external organisation that patients with dysexecutive problems lack in everyday life, so some patients score normally yet cannot manage a shopping trip or a job. Shallice and Burgess (1991) described such patients and devised the Multiple Errands Test, in which the person completes a set of errands in a real shopping area under simple rules; rule breaks and inefficiencies are recorded. For this reason, a competent executive assessment always combines tests with collateral history from family or carers, observation and questionnaires such as the Dysexecutive Questionnaire.",
            ),
        },
      },
      {
        title: "Interpreting test scores",
        description:
          "Converts raw scores to standard metrics, estimates premorbid ability, applies the reliable change index and considers the base rate of low scores in healthy people.",
        lesson: {
          title: "Norms, reliable change and base rates",
          html:
            p(
              "A raw score means nothing until compared with an appropriate normative sample, matched at least for age and often for education. Scores are then expressed on standard metrics, all transformations of the z score, z = (X − M)/SD: T scores (mean 50, SD 10), scaled scores (mean 10, SD 3), standard scores (mean 100, SD 15) and percentiles. For example, a raw score of 42 on a test whose age norms have mean 50 and SD 6 gives z = −1.33, equivalent to T ≈ 37, a scaled score of about 6, a standard score of 80 and roughly the 9th percentile.",
              "Impairment is a decline from the individual's own previous level, not merely a low score. Premorbid ability is estimated from measures relatively resistant to brain injury, particularly reading of irregular words, as in the National Adult Reading Test (Nelson, 1982) and the Test of Premorbid Functioning, combined with educational and occupational history. A score at the 25th percentile may represent significant decline in a former engineer and no change in someone with limited schooling.",
              "When a patient is retested, for example after surgery or to track a degenerative disease, the question is whether a change exceeds measurement error. Jacobson and Truax's (1991) reliable change index (RCI) uses the test's reliability r:",
            ) +
            "<ul><li>Standard error of measurement: SEM = SD × √(1 − r)</li><li>Standard error of the difference: S<sub>diff</sub> = √2 × SEM</li><li>RCI = (X<sub>2</sub> − X<sub>1</sub>)/S<sub>diff</sub>; values beyond ±1.96 are unlikely (p &lt; 0.05) to reflect measurement error alone</li></ul>" +
            p(
              "With SD = 15 and r = 0.90, SEM = 4.74 and S<sub>diff</sub> = 6.71, so a 10-point fall gives RCI = 1.49 and is not reliable change. Variants of the index also correct for practice effects.",
              "Finally, low scores are common in healthy people. When a battery contains twenty or more scores, a large proportion of healthy adults, often the majority, obtain at least one below the 5th percentile, and several below one standard deviation. Interpreting any single low score as impairment therefore produces false positives. Look instead for a pattern that is consistent across tests of the same domain, fits the history and the known effects of the condition, and exceeds the base rate of low scores expected for someone of that ability level.",
            ),
        },
      },
    ],
  },
  {
    slug: "microfluidics-physics-fabrication-and-droplet-systems",
    discipline: "Microfluidics",
    title: "Microfluidics: Physics, Fabrication and Droplet Systems",
    description:
      "Semester-long, laboratory-based and quantitative, the course treats flow at the micrometre scale from first principles: low-Reynolds-number flow and hydraulic resistance, diffusion and mixing, soft lithography in PDMS, droplet generation and encapsulation, and electrokinetic pumping.",
    level: "advanced",
    duration: "one semester (two lectures a week and five four-hour cleanroom and laboratory sessions)",
    plantedGap: "electrokinetic pumping",
    modules: [
      {
        title: "Scaling laws at the microscale",
        description:
          "Uses the Reynolds and Péclet numbers and the hydraulic circuit analogy to predict flow rates, diffusion times and mixing lengths in microchannels.",
        lesson: {
          title: "Reynolds, Péclet and hydraulic resistance",
          html: p(
            "Shrinking a channel changes which forces dominate. The Reynolds number, Re = ρUL/μ, compares inertial to viscous forces. For water (ρ = 1,000 kg/m³, μ = 1 mPa s) flowing at 1 mm/s in a channel 100 micrometres wide, Re = 1,000 × 10<sup>−3</sup> × 10<sup>−4</sup>/10<sup>−3</sup> = 0.1. Flow is therefore laminar and, for most purposes, in the Stokes regime: it is reversible, streamlines do not cross, and two streams flowing side by side mix only by diffusion.",
            "Pressure-driven flow in such channels is described by hydraulic resistance R = ΔP/Q, the analogue of Ohm's law, with resistances adding in series and combining reciprocally in parallel just as in electrical circuits. For a circular tube of radius r and length L, the Hagen–Poiseuille result is R = 8μL/(πr<sup>4</sup>). Most microchannels are rectangular; for height h smaller than width w, a good approximation is R ≈ 12μL/[wh<sup>3</sup>(1 − 0.63h/w)]. Worked example: w = 100 μm, h = 50 μm, L = 1 cm and water give R ≈ 1.2 × 10<sup>−4</sup>/(10<sup>−4</sup> × 1.25 × 10<sup>−13</sup> × 0.685) ≈ 1.4 × 10<sup>13</sup> Pa s/m³. A pressure of 10 kPa then drives Q ≈ 7 × 10<sup>−10</sup> m³/s, about 43 microlitres per minute.",
            "Diffusion sets the time for molecules to cross a channel, t ≈ x²/2D. For a small molecule with D ≈ 10<sup>−9</sup> m²/s, crossing 100 μm takes about 5 seconds; for a protein with D ≈ 5 × 10<sup>−11</sup> m²/s it takes over a minute and a half. The Péclet number, Pe = UL/D, compares advection with diffusion. At U = 1 mm/s, w = 100 μm and D = 10<sup>−9</sup> m²/s, Pe = 100, and since the mixing length in a straight channel scales roughly as Pe × w, full mixing requires about a centimetre of channel; for proteins, many centimetres.",
            "Practical devices therefore use passive mixers that fold and stretch the fluid. The staggered herringbone mixer of Stroock and colleagues (2002) uses grooves in the channel floor to generate transverse rotating flows; because the striations thin exponentially, the mixing length grows only with the logarithm of Pe rather than in proportion to it.",
          ),
        },
      },
      {
        title: "Soft lithography in PDMS",
        description:
          "Works through master fabrication in SU-8, replica moulding in PDMS and plasma bonding, with the material properties that affect device design.",
        lesson: {
          title: "From photomask to bonded chip",
          html:
            p(
              "Soft lithography, developed in George Whitesides's group at Harvard and described for microfluidics by Duffy and colleagues in 1998, made it possible to go from design to working device in a day without a full cleanroom process for every chip. The method has two stages: making a reusable master, then casting elastomer replicas from it.",
            ) +
            "<ol><li><strong>Design and mask</strong>: channels are drawn in CAD software and printed as a photomask. High-resolution transparency masks are adequate for features down to roughly 10 to 20 micrometres; finer features need chrome-on-glass masks.</li><li><strong>Master</strong>: SU-8, an epoxy-based negative photoresist, is spin-coated onto a silicon wafer, the spin speed setting the thickness and so the channel height. After a soft bake the resist is exposed to UV light through the mask, given a post-exposure bake to cross-link the exposed regions, developed in PGMEA to remove unexposed resist and hard-baked.</li><li><strong>Release layer</strong>: the master is exposed to a fluorinated trichlorosilane vapour so that cured elastomer peels away cleanly.</li><li><strong>Casting</strong>: PDMS (commonly Sylgard 184) base and curing agent are mixed 10:1 by weight, degassed under vacuum, poured over the master and cured at about 65 to 80 °C for one to two hours.</li><li><strong>Finishing and bonding</strong>: the cured slab is peeled off, inlet and outlet holes are cut with a biopsy punch, and both the PDMS and a glass slide are treated in oxygen plasma, which creates silanol groups that condense into Si–O–Si bonds when the surfaces are brought together within a few minutes.</li></ol>" +
            p(
              "PDMS owes its popularity to useful properties: it is optically transparent into the near ultraviolet, cheap, easily moulded to sub-micrometre fidelity and permeable to oxygen and carbon dioxide, which suits long-term cell culture. Its low Young's modulus, around 1 to 3 MPa, allows pneumatically actuated valves formed by a thin membrane between two channel layers. The same softness is a constraint: very wide, shallow channels, with aspect ratios below about 1:10, can sag and collapse, and channels deform under pressure, increasing flow rate above the rigid-channel prediction.",
              "Other properties need care. PDMS swells in many organic solvents, it absorbs small hydrophobic molecules from solution, which can distort concentration-dependent assays, and plasma-treated surfaces are hydrophilic only temporarily, recovering their hydrophobicity over hours as low-molecular-weight chains migrate to the surface.",
            ),
        },
      },
      {
        title: "Droplet microfluidics",
        description:
          "Explains droplet generation in T-junctions and flow-focusing devices, the role of the capillary number and surfactants, and Poisson statistics for encapsulation.",
        lesson: {
          title: "Making, stabilising and loading droplets",
          html: p(
            "Droplet microfluidics uses two immiscible liquids, usually aqueous droplets in a fluorinated or hydrocarbon oil, to create millions of picolitre to nanolitre compartments. Two geometries dominate. In the T-junction, introduced by Thorsen and colleagues in 2001, the dispersed phase enters a main channel carrying the continuous phase at right angles. In flow focusing, described by Anna, Bontoux and Stone in 2003, the dispersed phase is squeezed from both sides by continuous phase through a narrow orifice, giving smaller droplets and a wider operating range.",
            "The governing parameter is the capillary number, Ca = μU/γ, which compares the viscous stress of the continuous phase with interfacial tension. Example: for an oil of viscosity 1.2 mPa s flowing at 1 cm/s with interfacial tension 5 mN/m, Ca = (1.2 × 10<sup>−3</sup> × 10<sup>−2</sup>)/(5 × 10<sup>−3</sup>) = 0.0024. At such low values, below about 0.01 in a T-junction, droplets form in the squeezing regime: the growing plug blocks the channel, upstream pressure builds and the neck is pinched off. Garstecki and colleagues (2006) showed that droplet length then follows L/w ≈ 1 + α(Q<sub>d</sub>/Q<sub>c</sub>), where α is of order one, so size is set mainly by the flow-rate ratio and the geometry rather than by fluid properties. At higher Ca, viscous shear detaches droplets before they fill the channel (dripping), and at still higher flow rates a long jet forms that breaks up less regularly.",
            "Two practical conditions must be met. The continuous phase must preferentially wet the channel walls, so water-in-oil droplets need hydrophobic channels; native PDMS is suitable. And droplets must be stabilised with surfactant to prevent coalescence when they pack together during incubation.",
            "Because cells or DNA molecules arrive at random, the number per droplet follows a Poisson distribution, P(k) = λ<sup>k</sup>e<sup>−λ</sup>/k!, where λ is the mean per droplet. For single-cell work, loading is kept low: at λ = 0.1, about 90.5 per cent of droplets are empty, 9.0 per cent contain one cell and only 0.5 per cent contain two or more. Droplet digital PCR exploits the same statistics in reverse: from the fraction of positive droplets p, the mean number of template copies per droplet is λ = −ln(1 − p), giving absolute quantification without a standard curve.",
          ),
        },
      },
    ],
  },
];
