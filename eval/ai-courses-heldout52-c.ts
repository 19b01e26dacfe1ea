/** Fifty-second held-out evaluation courses, advanced level (mycoremediation to ski patrol); see ai-courses-heldout52.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT52_C: EvalCourse[] = [
  {
    slug: "fungal-bioremediation-of-contaminated-land",
    discipline: "Mycoremediation",
    title: "Fungal Bioremediation of Contaminated Land",
    description:
      "White-rot fungi secrete oxidative enzymes that attack molecules bacteria leave alone, and this MSc-level module examines those lignin-modifying enzymes, the degradation of polycyclic aromatic hydrocarbons in soil, the uptake of radionuclides by fungal biomass, and the design of field treatments.",
    level: "advanced",
    duration: "one semester module (15 credits)",
    plantedGap: "radionuclide",
    modules: [
      {
        title: "Lignin-Modifying Enzymes",
        description: "The extracellular oxidative machinery of white-rot basidiomycetes and why it is non-specific.",
        lesson: {
          title: "Peroxidases, laccases and radical chemistry",
          html:
            p(
              "Lignin is a heterogeneous aromatic polymer with no regular repeating bond that a hydrolytic enzyme could attack. White-rot basidiomycetes, such as <i>Phanerochaete chrysosporium</i>, <i>Trametes versicolor</i> and <i>Pleurotus ostreatus</i>, degrade it instead by oxidation, secreting enzymes that generate highly reactive radicals outside the hypha. Because these radicals react with any sufficiently electron-rich aromatic structure, the same machinery can oxidise a wide range of pollutants that resemble lignin substructures, which is the basis of mycoremediation.",
            ) +
            "<table><tr><th>Enzyme</th><th>Cofactor / oxidant</th><th>Mechanism</th></tr><tr><td>Lignin peroxidase (LiP, EC 1.11.1.14)</td><td>haem, H<sub>2</sub>O<sub>2</sub></td><td>one-electron oxidation of non-phenolic aromatics to cation radicals; high redox potential</td></tr><tr><td>Manganese peroxidase (MnP, EC 1.11.1.13)</td><td>haem, H<sub>2</sub>O<sub>2</sub>, Mn<sup>2+</sup></td><td>oxidises Mn<sup>2+</sup> to Mn<sup>3+</sup>, which is chelated by organic acids and diffuses as an oxidant</td></tr><tr><td>Versatile peroxidase (VP)</td><td>haem, H<sub>2</sub>O<sub>2</sub></td><td>combines LiP and MnP activities</td></tr><tr><td>Laccase (EC 1.10.3.2)</td><td>four copper atoms, O<sub>2</sub></td><td>oxidises phenols; with mediators such as ABTS or HBT, also non-phenolic substrates</td></tr></table>" +
            p(
              "The peroxidases need hydrogen peroxide, which the fungus supplies through its own oxidases, such as glyoxal oxidase and aryl-alcohol oxidase. Expression is regulated by nutrient status: in <i>P. chrysosporium</i> LiP and MnP are produced mainly under nitrogen limitation during secondary metabolism, so nutrient-rich amendments can suppress exactly the enzymes that remediation depends on. Laccase, by contrast, is often constitutive and induced by aromatic compounds and copper. Because the oxidants act outside the cell, the pollutant need not be taken up; this matters for large, hydrophobic molecules with low bioavailability, though final mineralisation of the oxidised products to carbon dioxide often depends on intracellular cytochrome P450 enzymes and on bacteria.",
            ),
        },
      },
      {
        title: "Polycyclic Aromatic Hydrocarbons in Soil",
        description: "What limits fungal degradation of PAHs in real soils, and how treatment kinetics are measured.",
        lesson: {
          title: "Bioavailability, metabolites and kinetics",
          html: p(
            "Polycyclic aromatic hydrocarbons (PAHs) are fused-ring compounds produced by incomplete combustion and found at high concentrations at former gasworks, coking and wood-preserving sites. The US EPA's list of 16 priority PAHs runs from two-ring naphthalene to six-ring compounds such as benzo[ghi]perylene. Solubility and volatility fall and hydrophobicity rises with ring number, so the high-molecular-weight PAHs, including the carcinogen benzo[a]pyrene, persist longest and are the main risk drivers. Bacteria degrade two- and three-ring PAHs readily; their activity on five- and six-ring compounds is limited, which is where white-rot fungi add value.",
            "Fungal oxidation of benzo[a]pyrene by LiP, MnP or laccase yields quinones, notably benzo[a]pyrene-1,6-, 3,6- and 6,12-quinone, which are more soluble and more easily degraded by indigenous bacteria than the parent compound. Some quinones are themselves toxic, so a decrease in parent PAH concentration is not evidence of detoxification on its own; good studies measure metabolites and toxicity, for instance by Microtox or earthworm bioassays, alongside parent compounds.",
            "The main obstacle in soil is bioavailability. PAHs sorb strongly to soil organic matter and black carbon and diffuse slowly into micropores as contamination ages, so a fraction becomes effectively unavailable to any organism. Degradation therefore typically shows a fast first phase followed by a slow tail, often modelled by biphasic first-order kinetics: C(t) = C<sub>f</sub>e<sup>-k<sub>f</sub>t</sup> + C<sub>s</sub>e<sup>-k<sub>s</sub>t</sup>, with rapidly and slowly desorbing fractions. A field trial reporting 60 per cent removal of total PAHs in 16 weeks may have removed mainly the fast fraction of the lighter compounds. Mild extractions with hydroxypropyl-β-cyclodextrin or Tenax are used to estimate the bioaccessible fraction and hence the realistic end-point of treatment.",
          ),
        },
      },
      {
        title: "Designing a Field Treatment",
        description: "From laboratory flask to biopile: inoculum, substrate, moisture and monitoring.",
        lesson: {
          title: "Inoculum, carrier and biopile design",
          html:
            p(
              "Results obtained with pure cultures in liquid media rarely transfer directly to the field. In soil, an introduced fungus must compete with the resident microbial community, survive fluctuations in moisture and temperature, and grow into the contaminated matrix. Successful field designs therefore give the inoculum a head start and a food supply of its own. The fungus is grown on a lignocellulosic carrier, typically wood chips, straw or spent mushroom substrate, until colonisation is complete, and this colonised carrier is mixed into the soil at a ratio of about 5 to 20 per cent by mass.",
              "Key design variables include:",
            ) +
            "<ul><li>Moisture: 40 to 60 per cent of water-holding capacity, since saturation excludes oxygen that hyphae need.</li><li>Temperature: most white-rot species grow best between 20 and 30 °C, so covered or insulated biopiles extend the treatment season.</li><li>pH: about 4.5 to 6.5; strongly alkaline soils, common at gasworks with lime waste, inhibit growth.</li><li>Aeration: forced or passive ventilation pipes in piles more than about 1.5 m high.</li><li>Nitrogen: limited deliberately, to sustain ligninolytic enzyme expression.</li></ul>" +
            p(
              "Monitoring must be designed before the first soil is moved. Sampling follows a grid with composite samples from each cell, at baseline and at fixed intervals, analysed by an accredited laboratory for the target contaminants. Fungal establishment is tracked by ergosterol content or quantitative PCR, and enzyme activity by laccase and MnP assays on soil extracts. Untreated control piles, or soil amended with sterile carrier only, are essential because much of the observed removal in published trials has come from the stimulation of native bacteria by added organic matter rather than from the inoculated fungus. End-points are set against the site's risk-based remediation criteria, agreed with the regulator in advance.",
            ),
        },
      },
    ],
  },
  {
    slug: "flue-pipe-scaling-voicing-and-soundboards",
    discipline: "Organ building",
    title: "Flue Pipes, Voicing and the Slider Soundboard",
    description:
      "Apprentice organ builders in their final workshop year learn to calculate flue pipe scales, to voice flue pipes at the mouth, to build and regulate a slider soundboard with mechanical action, and to set a historical temperament.",
    level: "advanced",
    duration: "one year (block release, 8 weeks in college)",
    plantedGap: "temperament",
    modules: [
      {
        title: "Scaling Flue Pipes",
        description:
          "Scale is the relation of a pipe's diameter to its length, and it shapes tone more than any other variable.",
        lesson: {
          title: "Diameters, ratios and the normal scale",
          html:
            p(
              "An open flue pipe speaks at a pitch set mainly by its length: an open pipe sounding C two octaves below middle C, the bottom note of an 8-foot stop, is about 2.4 m long, and each octave higher halves the length. The diameter, however, is free, and its relation to length, the scale, governs tone. Narrow pipes are rich in upper harmonics and sound string-like; wide pipes have fewer harmonics and a fluty, round tone. A principal stop lies in between.",
              "If diameters halved with each octave, as lengths do, the treble would sound thin and weak, because small pipes lose proportionally more energy. Builders therefore halve diameters more slowly. The reference is the <i>Normalmensur</i> of Johann Gottlob Töpfer (1791-1870), in which the cross-sectional area falls by a ratio of 1:√8 per octave, so the diameter halves on the seventeenth note, an octave and a major third higher, rather than on the thirteenth. Töpfer's normal scale gives an inside diameter of 155.5 mm for 8-foot C. Individual stops are described by their deviation from it in semitones: a principal 'two half-tones wide' at C has the diameter the normal scale gives two notes lower.",
            ) +
            "<table><tr><th>Stop type</th><th>Typical scale at 8-foot C</th><th>Tone</th></tr><tr><td>Principal</td><td>normal to 2 semitones wide</td><td>the characteristic organ tone</td></tr><tr><td>Open flute</td><td>4 to 8 semitones wide</td><td>round, few harmonics</td></tr><tr><td>Salicional / gamba</td><td>6 to 10 semitones narrow</td><td>string-like, rich in upper partials</td></tr></table>" +
            p(
              "Historical builders did not use Töpfer's tables, which date from the 1830s and 1840s. Many used constant-ratio scales derived geometrically, and some varied the ratio across the compass so that the bass was relatively narrow and the treble wide, which brightens the bass and strengthens the treble. Measuring surviving pipes and plotting their diameters against a normal scale on a graph is the standard method for understanding an old instrument's scaling before restoration.",
            ),
        },
      },
      {
        title: "Voicing at the Mouth",
        description: "Apprentices learn the adjustments to mouth, languid and foot that give each pipe its speech.",
        lesson: {
          title: "Cut-up, languid, nicking and toe",
          html: p(
            "A flue pipe sounds when a sheet of wind from the flue, the narrow slot between the languid and the lower lip, strikes the upper lip and oscillates in and out of the pipe, coupled to the air column. Voicing adjusts the geometry of the mouth and the supply of wind so that the pipe speaks promptly, with the desired tone and volume, and matches its neighbours. In a principal, the mouth width is usually about one quarter of the circumference, and the cut-up, the height of the mouth, about one quarter of its width.",
            "The cut-up is the voicer's main control of tone and power. A low cut-up for a given wind pressure gives a bright, loud tone but risks the pipe overblowing to its octave; a higher cut-up gives a rounder, quieter tone and slower speech. Because metal can be cut away but not replaced, the mouth is raised in small stages, testing the pipe after each one. The languid height relative to the lower lip controls the direction of the wind sheet: a languid set too high gives a breathy, slow attack, too low a harsh, quick but unstable speech.",
            "Nicking, small cuts along the edge of the languid, breaks up eddies in the wind sheet and reduces the initial chiff. Baroque-style voicing at low pressure, perhaps 60 to 75 mm of water column, uses little or no nicking, open toes and a clear chiff, while nineteenth-century voicing at higher pressures often used heavy nicking and a more closed toe to regulate volume. Regulating the toe hole sets the volume of wind reaching the foot: opening it makes the pipe louder and brighter. Voicing is finished in the building, not in the workshop, because room acoustics change how every pipe is heard, and the voicer works through the compass so that volume and colour progress evenly from bass to treble.",
          ),
        },
      },
      {
        title: "The Slider Soundboard and Tracker Action",
        description: "How a key opens a pallet and how a stop selects which pipes speak, built and regulated by hand.",
        lesson: {
          title: "Channels, pallets, sliders and trackers",
          html:
            p(
              "The slider soundboard, or slider chest, is the wind chest of most mechanical-action organs and has been in use since the fifteenth century. It is a grid: each key has a channel running from front to back under all the stops, and each stop has a slider, a thin board running from side to side across the channels. When the key is pressed, a pallet, a hinged valve covered with leather, opens beneath that key's channel and admits wind from the pallet box. A pipe sounds only where a hole in its stop's slider lines up with the channel and with the hole in the upper board above it; the stop knob moves the slider so that these holes either align or block.",
              "Between key and pallet is the tracker action, a chain of light levers and rods, each component adjustable:",
            ) +
            "<ul><li>the key, pivoted or balanced;</li><li>trackers, thin strips of wood or wire in tension;</li><li>squares, which turn the motion through a right angle;</li><li>a rollerboard, which shifts motion sideways where pallets and keys do not line up;</li><li>the pull-down wire, passing through a brass pallet-box seal to the pallet.</li></ul>" +
            p(
              "Regulation sets the action so that every key has the same depth of touch, usually about 8 to 10 mm, and the same point of resistance, and no key has lost motion. Leaking between channels, called running, makes neighbouring notes sound faintly and is the main fault of slider chests: it is prevented by well-fitted sliders, packing such as leather or felt around the slider holes, and seasoned timber that does not move with changes in humidity. The pressure of the wind on the pallet gives the characteristic 'pluck' felt at the start of the key stroke, and keeping that pallet resistance even across the compass is the builder's final task.",
            ),
        },
      },
    ],
  },
  {
    slug: "harpsichord-action-regulation-and-voicing",
    discipline: "Harpsichord regulation",
    title: "Harpsichord Action: Regulation and Voicing",
    description:
      "Harpsichordists most often complain of jacks that pluck unevenly, dampers that buzz and a keyboard that feels heavy in one octave, and this advanced workshop course for instrument technicians addresses the jack and its tongue, cutting and voicing plectra, stagger and touch depth, damper setting, and regulating the buff stop.",
    level: "advanced",
    duration: "5 days",
    plantedGap: "buff stop",
    modules: [
      {
        title: "The Jack",
        description: "Every adjustment on a harpsichord is made at the jack, so it is studied in detail first.",
        lesson: {
          title: "Anatomy of the jack and the return",
          html:
            p(
              "The harpsichord jack is a slip of wood or plastic, about 15 cm long in a typical instrument, standing on the back end of the key and passing through slots in two registers, the upper movable register and the fixed lower guide. Near its top is a slot holding a pivoted tongue, from which the plectrum projects toward the string. When the key is pressed, the jack rises and the plectrum plucks the string. On the return, the plectrum meets the string from above, the tongue swings back on its pivot, and the plectrum slides past without plucking; a small spring of bristle, brass or plastic then returns the tongue to its resting position.",
            ) +
            "<ul><li><b>Jack body</b>: traditionally pear wood or holly; modern instruments often use acetal.</li><li><b>Tongue</b>: pivots on a pin, with a small clearance; too tight and it will not return, too loose and it wobbles and fails to pluck consistently.</li><li><b>Plectrum</b>: bird quill, or acetal (Delrin) in most modern instruments.</li><li><b>Tongue spring</b>: light enough for a quiet return, strong enough to reset the tongue every time.</li><li><b>Damper</b>: a piece of felt in a slot beside the tongue, resting on the string when the jack is down.</li><li><b>End pin or adjusting screw</b>: at the foot, adjusting the jack's height on the key.</li></ul>" +
            p(
              "Most regulation faults begin with the tongue. A tongue that sticks open leaves a silent note; one that returns sluggishly gives a double pluck or a click on release. Before any voicing, the technician removes each jack, checks that the tongue swings freely through its full travel and returns promptly under its spring, and makes sure the jack slides freely in both register and guide without side play. Swollen jacks in damp weather are eased with very fine abrasive, never by enlarging the register slot.",
            ),
        },
      },
      {
        title: "Voicing Plectra",
        description: "Shaping each plectrum so that the whole register plucks with an even volume and feel.",
        lesson: {
          title: "Length, thickness and the taper",
          html: p(
            "Voicing is the shaping of each plectrum to control the strength of the pluck, and with it both the volume of the note and the resistance felt under the finger. The two main variables are the plectrum's projection beyond the string and its stiffness. A plectrum should project only about 1 mm beyond the string; longer plectra pluck later, feel heavier and may catch the string on the return. Stiffness is reduced by thinning the underside of the plectrum from the tongue toward the tip, with a sharp voicing knife on a hard block, making a smooth taper. The top surface, which meets the string, is left flat.",
            "Voicing always proceeds by small amounts, because material removed cannot be put back. A practical method is to voice a reference note near the middle of the compass until it sounds well and feels right, then voice its neighbours to match, playing each new note against the reference in chromatic sequence. The ear judges volume and the finger judges resistance; both should change smoothly across the compass, with the bass slightly stronger and the treble lighter.",
            "Delrin plectra are cut from strips of about 0.4 to 0.5 mm, while bird quill, traditionally crow or raven for fine instruments and turkey or condor on some historical models, varies in stiffness along the feather and needs more care. Quill becomes brittle as it ages and dries, and a quill-voiced instrument needs frequent attention. A common error is to make the tip too thin: the pluck then becomes weak and inconsistent, and the plectrum soon fatigues and droops. The aim is a plectrum that bends in a smooth curve along its whole length as it plucks.",
          ),
        },
      },
      {
        title: "Stagger, Touch and Dampers",
        description:
          "With voicing done, the technician sets the order and timing of plucks and the silence after them.",
        lesson: {
          title: "Setting the pluck point and the damping",
          html:
            p(
              "On an instrument with two or more sets of strings, the registers are not meant to pluck at the same instant. If two 8-foot choirs plucked together, the combined resistance would be felt as one heavy point and the sound would lack articulation. Technicians therefore set a stagger: with both registers on, the key is pressed slowly and the jacks pluck one after another, typically about 0.5 to 1 mm of key travel apart, with the 4-foot usually plucking last. The pluck point is adjusted by the jack's height, through the end pin, screw or by adding or removing felt or leather on the key under the jack.",
              "The depth of touch, the total travel of the key at its front, is usually about 8 to 9 mm on a historical-style instrument and is set by the height of the key's front rail or by the jackrail, the padded rail above the jacks that stops their rise. All plucks must be complete with some travel to spare, so that the plectrum clears the string before the jack stops.",
            ) +
            "<table><tr><th>Symptom</th><th>Likely cause</th><th>Remedy</th></tr><tr><td>Note continues to sound after release</td><td>damper too high or worn</td><td>lower jack or replace felt</td></tr><tr><td>Buzz on release</td><td>damper touching the string before the plectrum has passed</td><td>cut damper back or reset its height</td></tr><tr><td>Double pluck</td><td>sluggish tongue return</td><td>ease pivot, adjust spring</td></tr><tr><td>Uneven feel in one octave</td><td>plectra projecting too far</td><td>trim to about 1 mm projection</td></tr></table>" +
            p(
              "Dampers should rest just on top of the string with the jack down, stopping the note cleanly without pressing the string down. They must sit high enough above the plectrum that the plectrum passes under the string on the return before the felt lands; otherwise the falling jack produces a buzz. Test each note slowly, listening for a clean stop, and then at speed.",
            ),
        },
      },
    ],
  },
  {
    slug: "crypto-asset-regulation-us-and-eu",
    discipline: "Cryptocurrency regulation",
    title: "Regulating Crypto-Assets in the United States and the European Union",
    description:
      "Crypto-assets sit uneasily between securities, payments and commodities law, and this LLM option compares the US investment-contract test with the EU's MiCA regime, covering token classification, authorisation of crypto-asset service providers, the travel rule, and market abuse.",
    level: "advanced",
    duration: "one term (10 two-hour seminars)",
    plantedGap: "market abuse",
    modules: [
      {
        title: "Tokens as Investment Contracts",
        description: "When is a token a security under US law? The Howey test and its application to crypto-assets.",
        lesson: {
          title: "Howey, the DAO Report and Ripple",
          html: p(
            "US federal securities law defines 'security' to include an 'investment contract', a term the Supreme Court construed in <i>SEC v. W. J. Howey Co.</i>, 328 U.S. 293 (1946). An investment contract exists where there is (1) an investment of money (2) in a common enterprise (3) with an expectation of profits (4) to be derived from the entrepreneurial or managerial efforts of others. The test is flexible and looks at economic reality rather than form: in Howey itself, sales of citrus grove plots coupled with service contracts were investment contracts because buyers relied entirely on the company to cultivate and market the fruit.",
            "The Securities and Exchange Commission first applied Howey to tokens in its 2017 DAO Report, concluding that DAO tokens sold for Ether were securities: buyers invested money, pooled funds in a common enterprise, and expected profits from the efforts of Slock.it and the DAO's curators. The SEC's 2019 'Framework for Investment Contract Analysis of Digital Assets' then listed factors relevant to reliance on the efforts of others, such as whether an active participant develops the network and whether the token is marketed as an investment. If a token is a security, its offer and sale must be registered under section 5 of the Securities Act of 1933 or qualify for an exemption, and intermediaries trading it may need to register as exchanges or broker-dealers.",
            "In <i>SEC v. Ripple Labs</i> (S.D.N.Y. 2023), Judge Torres held that Ripple's direct sales of XRP to institutional buyers were investment contracts, but that its programmatic sales on exchanges to buyers who did not know they were buying from Ripple were not, because those buyers could not reasonably have expected profits from Ripple's efforts. The decision shows that the same token can be sold in a securities transaction in one context and not in another; what is analysed is the transaction, not the asset in the abstract. The Commodity Futures Trading Commission, meanwhile, treats Bitcoin and Ether as commodities, giving it anti-fraud jurisdiction over spot markets and full jurisdiction over derivatives.",
          ),
        },
      },
      {
        title: "MiCA",
        description:
          "The EU's Markets in Crypto-Assets Regulation, its token categories and the authorisation of service providers.",
        lesson: {
          title: "Token categories, white papers and CASP licensing",
          html:
            p(
              "Regulation (EU) 2023/1114 on markets in crypto-assets (MiCA) creates a harmonised regime for crypto-assets not already covered by EU financial services law. A crypto-asset that qualifies as a financial instrument under MiFID II remains subject to securities law and falls outside MiCA, so classification under MiFID II comes first. The provisions on stablecoins applied from 30 June 2024 and the rest of the Regulation from 30 December 2024, with a transitional period of up to 18 months for service providers already operating under national law.",
            ) +
            "<table><tr><th>Category</th><th>Definition (summary)</th><th>Main obligations of issuer</th></tr><tr><td>E-money token (EMT)</td><td>maintains a stable value by referencing one official currency</td><td>must be a credit institution or e-money institution; redemption at par at any time</td></tr><tr><td>Asset-referenced token (ART)</td><td>maintains a stable value by referencing another value, right or combination, including several currencies</td><td>authorisation by a national competent authority; reserve of assets; own funds</td></tr><tr><td>Other crypto-assets</td><td>everything else within scope, e.g. utility tokens</td><td>publish a crypto-asset white paper and notify it; liability for its contents</td></tr></table>" +
            p(
              "Significant ARTs and EMTs, identified by thresholds such as more than 10 million holders or a reserve above EUR 5 billion, are supervised by the European Banking Authority and carry higher own-funds and liquidity requirements. Crypto-asset service providers (CASPs), which include custody, operating a trading platform, exchange against funds or other crypto-assets, order execution, placing, transfer services, advice and portfolio management, must be authorised by a national competent authority. Authorisation grants a passport throughout the EU, and brings prudential requirements, governance and fit-and-proper rules, safekeeping and segregation of clients' assets, and complaint-handling procedures. Supervisors in each Member State can withdraw an authorisation, and the European Securities and Markets Authority keeps a public register of authorised CASPs.",
            ),
        },
      },
      {
        title: "The Travel Rule",
        description:
          "Anti-money-laundering rules require information to travel with a crypto transfer, as it does with a wire.",
        lesson: {
          title: "FATF Recommendation 16 and Regulation (EU) 2023/1113",
          html: p(
            "In June 2019 the Financial Action Task Force amended its standards to apply anti-money-laundering obligations to virtual asset service providers (VASPs). The Interpretive Note to Recommendation 15 extends Recommendation 16, the 'travel rule' for wire transfers, to virtual asset transfers: originating VASPs must obtain and hold accurate originator information and required beneficiary information and transmit it to the beneficiary VASP immediately and securely, and beneficiary VASPs must obtain and hold it. FATF allows a de minimis threshold of USD/EUR 1,000 below which less information is required.",
            "The EU implemented the standard in Regulation (EU) 2023/1113, the recast Transfer of Funds Regulation, which applies from 30 December 2024 and extends to transfers of crypto-assets. Unlike FATF, it sets no de minimis threshold for transfers between CASPs: every transfer must be accompanied by the originator's name, distributed ledger address or account number, and address, official document number, customer number or date and place of birth, and the beneficiary's name and address or account number. The beneficiary CASP must have procedures to detect missing or incomplete information and to decide whether to reject or suspend the transfer.",
            "Transfers to or from self-hosted wallets, which no CASP controls, raise a particular difficulty. The Regulation requires the CASP to collect the information from its own customer and, for transfers above EUR 1,000, to take adequate measures to verify that the customer owns or controls the self-hosted address, for instance by a signed message or a small test transaction. Industry has built messaging protocols such as TRISA and the IVMS101 data standard to carry the information between providers, but interoperability between protocols, and identifying counterparty CASPs in jurisdictions without the rule, the so-called sunrise problem, remain practical obstacles.",
          ),
        },
      },
    ],
  },
  {
    slug: "ski-patrol-advanced-operations",
    discipline: "Ski patrol",
    title: "Advanced Ski Patrol Operations",
    description:
      "Patrollers responsible for opening terrain each morning and for rescue on it train here in explosive avalanche mitigation with hand charges, toboggan handling on steep and icy slopes, spinal motion restriction for casualties on snow, and lift evacuation.",
    level: "advanced",
    duration: "2 weeks (early season)",
    plantedGap: "lift evacuation",
    modules: [
      {
        title: "Hand Charges and Control Routes",
        description: "Explosive avalanche control as the patrol carries it out on a ski area before opening.",
        lesson: {
          title: "Placing, initiating and assessing hand charges",
          html: p(
            "Explosive control releases unstable slabs at a time chosen by the patrol, when the terrain below is closed, rather than leaving them to release under skiers. Hand charges, carried and thrown by patrollers on foot or ski, are the core method on most ski areas, supplemented by fixed systems such as gas exploders and by artillery or avalanche launchers where terrain is large. A typical hand charge is a cast primer, such as pentolite, or an emulsion cartridge of about 1 to 2 kg, initiated by a length of safety fuse with a non-electric cap and a pull-wire igniter, giving a burn time of 90 seconds or more so the blaster can retreat to a safe position.",
            "Only licensed blasters, working under the area's written blasting plan and the national or state explosives regulations, handle and initiate charges; other patrollers act as blaster's assistants. A control route is a fixed sequence of shots on named paths, run in a fixed order so that each team knows where the others are. Before each shot the blaster confirms that the guard positions below are closed and that partners are in the safe zone, calls the charge lit, and throws it onto the slope or lowers it on a cord into a start zone. Shots on the snow surface have less effect than air blasts, so charges are often suspended 1 to 2 m above the snow on a pole or tram to increase the pressure wave over the slab.",
            "Each shot is recorded: location, size, result and the size and depth of any avalanche released. A charge that does not detonate is a misfire; the blaster marks the position, waits the period set in the blasting plan before approaching, and follows the plan's procedure for disposal. Results feed the patrol's hazard assessment: if a slope fails to release under control, it is not automatically safe, and ski cutting or further shots may follow before the terrain is opened.",
          ),
        },
      },
      {
        title: "Toboggan Handling on Steep Terrain",
        description: "Moving a loaded rescue toboggan down steep, icy or mogulled slopes without losing control.",
        lesson: {
          title: "Running, belaying and the tail rope",
          html:
            p(
              "The patrol toboggan, a rigid sled with fixed or folding handles at the front, carries a casualty packaged in blankets or a vacuum mattress, strapped in and usually positioned feet downhill. On moderate slopes one patroller skis in front, between the handles, controlling speed with a wedge or sideslip; on steep slopes a second patroller controls the tail with a rope, so that the sled cannot overtake or swing past the front operator.",
            ) +
            "<ul><li>On groomed runs up to about 25°, the front operator runs the sled in a controlled wedge or in short traverses, keeping the handles low to keep weight on the skis.</li><li>On steeper pitches, the operator sideslips with the sled downhill, using edge control rather than speed.</li><li>On ice or very steep terrain, a tail rope attendant belays from above, and a chain or brake under the runners adds friction.</li><li>In moguls, the front operator chooses a line through the troughs, and the tail rope keeps the sled from dropping into holes.</li></ul>" +
            p(
              "Communication is constant: 'stop', 'slow', 'moving' and 'belay on', with the tail operator calling hazards the front operator cannot see. The casualty's comfort and condition are checked at every stop, and the patrol avoids jolting a casualty with suspected spinal or pelvic injury. Training progresses from an empty sled on gentle terrain to a loaded sled carrying a colleague of realistic weight on the area's steepest runs, and patrollers should practise the full run with a tail rope in poor visibility, since that is when many accidents happen. A patroller is signed off only after running a loaded sled on the steepest terrain the area opens, in the conditions the assessors choose.",
            ),
        },
      },
      {
        title: "Spinal Motion Restriction on Snow",
        description: "Deciding who needs spinal precautions and packaging them on a slope.",
        lesson: {
          title: "Clinical decision rules and the vacuum mattress",
          html: p(
            "Current pre-hospital practice has moved away from routine rigid immobilisation of every trauma casualty toward selective spinal motion restriction, applied to those at real risk. Patrollers use validated decision rules such as NEXUS, which identifies low-risk patients as having no midline cervical tenderness, no focal neurological deficit, normal alertness, no intoxication and no painful distracting injury. A casualty meeting all five criteria does not need cervical spine precautions. The Canadian C-spine rule adds mechanism: a dangerous mechanism, such as a fall from more than 1 m or five stairs or an axial load, is a high-risk factor, and a ski crash into a tree or a high-speed fall frequently meets it.",
            "On snow, the casualty is often lying head downhill or twisted. Before packaging, the patrol first rotates the casualty as a unit so that the body lies in line across or up the slope, with one patroller holding the head in neutral alignment and directing every move. Rigid long boards slip on snow, are cold and uncomfortable, and produce pressure injuries within an hour; most patrols now use a vacuum mattress, which is moulded around the casualty and then rigidised by evacuating the air with a pump. It immobilises the whole body, insulates well and is comfortable for a long transport.",
            "A typical sequence is to apply a cervical collar where indicated and sized correctly, logroll or lift the casualty onto the mattress using a scoop stretcher, mould the mattress around head, trunk and limbs, evacuate it, and secure it into the toboggan with straps across chest, pelvis and legs. Helmets are left on unless they obstruct the airway. Neurological status is checked before and after packaging and recorded, because a change in function is the most important finding to hand over.",
          ),
        },
      },
    ],
  },
];
