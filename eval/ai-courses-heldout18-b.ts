/** Eighteenth held-out evaluation courses, intermediate level (Mughal history to court interpreting); see ai-courses-heldout18.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT18_B: EvalCourse[] = [
  {
    slug: "mughal-empire-conquest-nobility-revenue",
    discipline: "Mughal history",
    title: "The Mughal Empire, 1526-1605: Conquest, Nobility and Revenue",
    description:
      "Babur's victory at Panipat in 1526 opened two centuries of Mughal rule in northern India, and this second-year history module asks how a conquest became a state, studying Babur's campaigns and Humayun's exile, Akbar's mansabdari nobility, the zabt assessment of land revenue, and the imperial architecture of Fatehpur Sikri.",
    level: "intermediate",
    duration: "one semester (weekly lecture and seminar)",
    plantedGap: "architecture",
    modules: [
      {
        title: "Babur, Humayun and the Sur Interlude",
        description:
          "A Timurid prince from Central Asia wins an Indian kingdom, and his son loses it for fifteen years.",
        lesson: {
          title: "From Kabul to Delhi and back again",
          html: p(
            "Zahir al-Din Muhammad Babur (1483 to 1530) descended from Timur on his father's side and from Chinggis Khan on his mother's. Driven out of his Central Asian homeland of Ferghana and unable to hold Samarkand, he took Kabul in 1504 and from there raided into the Punjab. His memoir, the <i>Baburnama</i>, written in Chaghatai Turkic, is the principal source for his campaigns and an unusually candid self-portrait of a ruler.",
            "On 21 April 1526 Babur met Ibrahim Lodi, the Afghan sultan of Delhi, at Panipat. His army was much smaller, but he chained carts together into a defensive line behind which his matchlockmen and cannon, commanded by Ustad Ali Quli and Mustafa, fired into the massed Lodi troops, while mounted archers carried out the Central Asian <i>tulughma</i>, a flanking movement around both wings. Ibrahim died on the field. A year later, at Khanwa in March 1527, the same combination of field fortification, firearms and mobile cavalry defeated a confederacy of Rajput chiefs led by Rana Sanga of Mewar.",
            "Babur died in 1530 and his son Humayun inherited conquests that were not yet a state. Humayun's brothers held Kabul and the Punjab and did not always support him, and in the east the Afghan leader Sher Khan Sur rebuilt Afghan power. Sher Khan defeated Humayun at Chausa in 1539 and again near Kannauj in 1540, took the title Sher Shah, and drove him into exile at the Safavid court of Shah Tahmasp.",
            "The Sur interlude mattered for what came after. In a reign of only five years Sher Shah issued a standard silver coin, the rupiya, ordered the measurement of cultivated land, and built roads with rest houses, including the route from Bengal to the Punjab later known as the Grand Trunk Road. Humayun, with Persian help, recovered Delhi in 1555 but died in January 1556 after a fall on the steps of his library. His thirteen-year-old son Akbar, guided by the regent Bairam Khan, secured the throne by defeating Hemu at the second battle of Panipat in November 1556.",
          ),
        },
      },
      {
        title: "Akbar's Mansabdari System",
        description:
          "This module explains how ranks, pay and transferable revenue assignments turned a diverse warrior elite into an imperial service.",
        lesson: {
          title: "Rank, horse and jagir",
          html:
            p(
              "Under Akbar (reigned 1556 to 1605) every high officer of the empire, military or civil, held a <i>mansab</i>, a numerical rank. Introduced in the 1570s, the system graded officers in a single hierarchy from commanders of 10 up to commanders of 5,000, with still higher ranks reserved for princes of the blood. From the 1590s each mansab was expressed as a pair of numbers. The <i>zat</i> rank fixed the holder's personal status and salary; the <i>sawar</i> rank fixed the number of cavalrymen, with their horses, that he had to maintain for imperial service.",
            ) +
            "<table><tr><th>Example mansab</th><th>Zat</th><th>Sawar</th><th>Meaning</th></tr><tr><td>1,000 / 1,000</td><td>1,000</td><td>1,000</td><td>First class of that rank: troops equal to zat</td></tr><tr><td>1,000 / 500</td><td>1,000</td><td>500</td><td>Second class: troops at least half the zat</td></tr><tr><td>1,000 / 300</td><td>1,000</td><td>300</td><td>Third class: troops below half the zat</td></tr></table>" +
            p(
              "Mansabdars were paid either in cash from the treasury or, more often, by the assignment of a <i>jagir</i>, the right to collect the land revenue of a specified territory whose assessed yield, the <i>jama</i>, matched the salary due. The crucial feature was that jagirs were not hereditary and were transferred every few years. A noble therefore had no permanent local base from which to challenge the emperor, and his heirs had no claim on his assignment; on his death his property could be resumed by the state to settle debts to the treasury.",
              "To stop nobles drawing pay for troops they did not keep, Akbar's administration required the branding of horses (<i>dagh</i>) with imperial marks and the keeping of descriptive rolls of soldiers (<i>chehra</i>), and musters were held to check them. The nobility itself was deliberately mixed. Alongside Turanis from Central Asia and Iranis from Persia, Akbar admitted Indian Muslims and, most strikingly, Rajput chiefs such as Raja Man Singh of Amber, who rose to a rank of 7,000. Binding Rajput houses to the throne by rank, marriage and service gave the dynasty a loyal military elite rooted in India rather than in Kabul.",
            ),
        },
      },
      {
        title: "Land Revenue and the Zabt System",
        description:
          "Why was measuring a field with a bamboo rod a political act? We read the Ain-i Akbari on how the peasant's share and the state's were calculated.",
        lesson: {
          title: "Todar Mal, the dahsala and the peasant's crop",
          html: p(
            "Land revenue was the fiscal foundation of the Mughal state, and our main source for how Akbar assessed it is the <i>Ain-i Akbari</i>, the administrative volume of Abu'l Fazl's official history, completed around 1598. The system most closely associated with Akbar's finance minister Raja Todar Mal is called <i>zabt</i>, assessment by measurement. It was applied in the central provinces from Lahore to Allahabad, where the land was fertile and the administration strong.",
            "Zabt had three steps. First, the cultivated area of each village was measured, field by field. Akbar replaced the hemp rope, which stretched and shrank with the weather, by a <i>jarib</i> of bamboo lengths joined with iron rings, and fixed a standard unit of area, the <i>bigha</i>. Second, the state's share of the produce of each crop per bigha was worked out. Third, that share was converted into cash using local prices, so that the peasant paid in coin.",
            "The difficulty lay in the second and third steps, because yields and prices changed every year. After experiments in the 1570s, the <i>dahsala</i>, or ten-year system, was introduced in 1580. Officials averaged the produce and the prices of the previous ten years, roughly 1570 to 1579, for each crop in each assessment circle, and from those averages set a fixed cash rate per bigha for every crop, the <i>dastur</i>. The state's demand was in principle one-third of the average produce. Once the rates were published, a village's revenue could be calculated each season simply by multiplying the measured area under each crop by its rate.",
            "Land was also classified by how regularly it was cultivated: <i>polaj</i> was cropped every year, <i>parauti</i> was left fallow for a year or two, <i>chachar</i> for three or four, and <i>banjar</i> for five or more, with lower demands on land recently brought back into cultivation. Where zabt was not used, older methods survived, such as crop-sharing (<i>batai</i>) and assessment by estimate. Historians such as Irfan Habib have argued that the heavy cash demand drew the peasant into markets and, in later reigns, contributed to agrarian distress.",
          ),
        },
      },
    ],
  },
  {
    slug: "behavioural-economics-choices-biases-policy",
    discipline: "Behavioural economics",
    title: "Behavioural Economics: Choices, Biases and Policy",
    description:
      "People do not choose the way the consumers of textbook theory do, and this intermediate economics module sets out the evidence and the models: prospect theory and loss aversion, present bias and the beta-delta model, mental accounting, and the design of nudges and defaults in public policy.",
    level: "intermediate",
    duration: "11 weeks, 2 lectures and 1 problem class a week",
    plantedGap: "mental accounting",
    modules: [
      {
        title: "Prospect Theory and Loss Aversion",
        description:
          "Gains and losses are judged from a reference point, and losses loom larger, as Kahneman and Tversky showed.",
        lesson: {
          title: "Value, reference points and the fear of losing",
          html: p(
            "Expected utility theory assumes that people evaluate risky options by their effect on final wealth, weighting each outcome by its probability. In 1979 Daniel Kahneman and Amos Tversky proposed prospect theory as a descriptive alternative, built on experimental choices that expected utility could not explain. It has three central features.",
            "First, reference dependence: outcomes are coded as gains or losses relative to a reference point, usually the status quo or an expectation, not as levels of wealth. Second, diminishing sensitivity: the value function is concave for gains and convex for losses, so the difference between gaining 100 and 200 feels larger than that between 1,100 and 1,200, and people tend to be risk-averse for gains but risk-seeking for losses. Third, loss aversion: the function is steeper for losses than for gains. In their 1992 estimates Tversky and Kahneman proposed v(x) = x<sup>0.88</sup> for gains and v(x) = −2.25(−x)<sup>0.88</sup> for losses, so a loss weighs roughly twice as much as an equal gain.",
            "A simple classroom test shows the effect. Offered a bet on a fair coin that loses 100 on tails, most people refuse unless the win on heads is around 200. Under expected utility with any smooth utility function, such strong aversion to a small stake is implausible, as Matthew Rabin showed in 2000.",
            "Loss aversion explains the endowment effect. In an experiment by Kahneman, Knetsch and Thaler (1990), students randomly given a coffee mug asked a median of about 7 dollars to sell it, while those without one would pay only about 3 dollars, a gap far too large to be explained by income effects. Once the mug is owned, giving it up is coded as a loss.",
            "The fourth element of prospect theory is probability weighting: people overweight small probabilities and underweight moderate and large ones. This helps explain why the same person may buy both lottery tickets and insurance. Framing effects follow too, since describing an outcome as lives lost rather than lives saved changes the reference point and with it the choice.",
          ),
        },
      },
      {
        title: "Present Bias and Self-Control",
        description:
          "Work through the beta-delta model and see why plans made for the future are abandoned when the future arrives.",
        lesson: {
          title: "Quasi-hyperbolic discounting",
          html:
            p(
              "In the standard exponential model a person discounts utility received t periods ahead by δ<sup>t</sup>. This has the attractive property of time consistency: if today I prefer 110 in 31 days to 100 in 30 days, I will still prefer it when day 30 arrives. Experiments repeatedly show otherwise. Many people who choose the larger, later reward when both are distant switch to the smaller, sooner one when it becomes immediate. Such preference reversals indicate present bias.",
              "David Laibson's quasi-hyperbolic or beta-delta model captures present bias with one extra parameter. Utility now is counted in full, and every future period is multiplied by β < 1 as well as by the usual δ<sup>t</sup>. Take β = 0.7 and, for simplicity over short horizons, δ = 1:",
            ) +
            "<table><tr><th>Choice</th><th>Sooner</th><th>Later</th><th>Chosen</th></tr><tr><td>100 today or 110 tomorrow</td><td>100</td><td>0.7 × 110 = 77</td><td>100 today</td></tr><tr><td>100 in 30 days or 110 in 31 days</td><td>0.7 × 100 = 70</td><td>0.7 × 110 = 77</td><td>110 in 31 days</td></tr></table>" +
            p(
              "The same person therefore plans to wait but gives in when the moment comes. Ted O'Donoghue and Matthew Rabin distinguished sophisticated agents, who foresee their future present bias, from naive agents, who do not. Sophisticates value commitment devices that remove tempting options; naifs repeatedly overestimate their future self-control.",
              "Field evidence is striking. Stefano DellaVigna and Ulrike Malmendier (2006) found that members of American health clubs who chose a flat monthly contract of about 70 dollars attended so rarely that they paid more than 17 dollars per visit, when a pay-per-visit option cost 10 dollars. In the Save More Tomorrow plan designed by Richard Thaler and Shlomo Benartzi, employees committed in advance to raise their pension contributions at each future pay rise; in the first company to use it, participants' average saving rate rose from 3.5 per cent to 13.6 per cent over 40 months, because the plan asked for sacrifice only in the future, which present-biased people discount most.",
            ),
        },
      },
      {
        title: "Nudges and Defaults",
        description:
          "Choice architecture can change behaviour without banning options or changing prices; this module weighs the evidence and the objections.",
        lesson: {
          title: "Designing choices for people as they are",
          html: p(
            "Richard Thaler and Cass Sunstein's book <i>Nudge</i> (2008) defined a nudge as any aspect of choice architecture that alters people's behaviour in a predictable way without forbidding any options or significantly changing their economic incentives. Putting fruit at eye level in a canteen is a nudge; banning crisps is not. The authors called their position libertarian paternalism: the choice architect steers people towards options that they themselves would judge better, while leaving them free to choose otherwise.",
            "Defaults are the most powerful nudge. Brigitte Madrian and Dennis Shea (2001) studied a US firm that switched its 401(k) retirement plan from opt-in to automatic enrolment. Participation among new employees rose from about 37 per cent to about 86 per cent, yet most of those enrolled automatically stayed at the default contribution rate and fund, showing that inertia works both ways. Eric Johnson and Daniel Goldstein (2003) compared European countries and found that effective consent to organ donation was above 85 per cent in most countries with an opt-out default, and often below 30 per cent in countries with an opt-in. Several explanations combine here: procrastination, the effort of filling in forms, and the reading of a default as an implicit recommendation.",
            "Governments adopted these ideas quickly. The United Kingdom created the Behavioural Insights Team in 2010, and its trials with HM Revenue and Customs found that adding a social-norm sentence to tax reminders, stating that nine out of ten people pay their tax on time, increased prompt payment. The Pensions Act 2008 introduced automatic enrolment into workplace pensions, phased in from 2012.",
            "Critics raise three objections. Nudges may be manipulative when they work through biases the chooser is unaware of. Their effects can be small or short-lived; meta-analyses suggest published effect sizes are inflated by publication bias. And they may distract policy-makers from stronger tools, such as taxes or regulation, when those are needed.",
          ),
        },
      },
    ],
  },
  {
    slug: "cinematography-exposure-lenses-light",
    discipline: "Cinematography",
    title: "Cinematography II: Exposure, Lenses and Light",
    description:
      "On set, the director of photography answers for how every shot looks, and this second-year film production module trains that judgement through exposure control with stops, shutter angle and neutral density, the choice of focal length and depth of field, lighting ratios and colour temperature, and camera movement on dolly, crane and gimbal.",
    level: "intermediate",
    duration: "one semester, weekly 4-hour studio",
    plantedGap: "camera movement",
    modules: [
      {
        title: "Controlling Exposure",
        description: "Stops, shutter angle, exposure index and ND filters are four controls on one quantity of light.",
        lesson: {
          title: "Stops, shutter angle and neutral density",
          html:
            p(
              "Exposure is the quantity of light that reaches the sensor or film for each frame, and cinematographers measure it in stops: one stop more means twice the light, one stop less means half. The aperture is described by its f-number, the focal length divided by the diameter of the entrance pupil. The standard full-stop series is f/1.4, 2, 2.8, 4, 5.6, 8, 11, 16 and 22, each number about 1.4 times the last, because the area of the opening, and so the light, halves at each step. Cine lenses are usually marked in T-stops, which are measured from the light actually transmitted and so allow different lenses to be matched exactly.",
              "Unlike a stills photographer, a cinematographer rarely changes the exposure time freely, because it affects motion blur. It is expressed as a shutter angle: exposure time = (shutter angle / 360) × (1 / frame rate). The convention of a 180° shutter at 24 frames per second gives 1/48 second, the amount of motion blur audiences associate with cinema. Halving the angle to 90° removes one stop of light and makes fast action look sharper and more staccato.",
            ) +
            "<table><tr><th>ND filter</th><th>Optical density</th><th>Light cut</th></tr><tr><td>ND 0.3</td><td>0.3</td><td>1 stop</td></tr><tr><td>ND 0.6</td><td>0.6</td><td>2 stops</td></tr><tr><td>ND 0.9</td><td>0.9</td><td>3 stops</td></tr><tr><td>ND 1.2</td><td>1.2</td><td>4 stops</td></tr></table>" +
            p(
              "Neutral density filters reduce light without changing colour, and each 0.3 of density removes one stop. They let the cinematographer choose the aperture for artistic reasons. Suppose an exterior scene at an exposure index of 800 meters at f/16 with a 180° shutter, but the director wants the shallow focus of f/2.8. From f/16 to f/2.8 is five stops (16, 11, 8, 5.6, 4, 2.8), so the camera needs ND 1.5 in front of the lens.",
              "Light is measured with an incident meter held at the subject and pointed at the camera, which reads the light falling on the scene, or with a spot meter, which reads the light reflected from one area and assumes it to be a middle grey of about 18 per cent reflectance.",
            ),
        },
      },
      {
        title: "Lenses and Depth of Field",
        description:
          "What does a longer lens really change? We separate field of view, perspective and depth of field, and calculate focus for a scene.",
        lesson: {
          title: "Focal length, perspective and the zone of focus",
          html: p(
            "The focal length of a lens, together with the size of the sensor, sets the angle of view. On a Super 35 sensor, roughly 25 mm wide, a 35 mm lens gives a moderate field of view often called normal, an 18 mm lens is wide-angle and an 85 mm lens is a short telephoto. The same focal length gives a wider view on a larger full-frame sensor, which is why focal lengths quoted without the format can mislead.",
            "It is a common belief that wide lenses distort and long lenses compress. Strictly, perspective, the relative size of near and far objects, depends only on the distance from the camera to the subject. A wide lens tempts the operator to move close, which enlarges the foreground and exaggerates depth; a long lens is used from far away, which makes background and foreground appear stacked together. Directors choose focal length partly for this effect: a face shot on a 24 mm lens from half a metre looks quite different from the same framing on a 100 mm lens from three metres.",
            "Depth of field is the range of distances that appears acceptably sharp. It increases as the aperture closes, as the subject gets further away and as the focal length shortens, and it depends on the circle of confusion chosen as the limit of sharpness, often taken as 0.025 mm for Super 35. The hyperfocal distance, the nearest focus setting at which everything to infinity is acceptably sharp, is H = f² / (N × c) + f. For a 25 mm lens at f/4 with c = 0.025 mm, H = 625 / 0.1 + 25 ≈ 6,275 mm, so focusing at about 6.3 m keeps everything from about 3.1 m to infinity in focus.",
            "On set, these calculations belong to the first assistant camera, the focus puller, who measures distances to the actors' marks with a tape or laser and pulls focus by hand or remote control during the take. Shallow depth of field isolates a subject and guides the eye, but it leaves little margin: at f/1.4 on an 85 mm lens at 2 m, the sharp zone is only a few centimetres deep.",
          ),
        },
      },
      {
        title: "Lighting Ratios and Colour Temperature",
        description:
          "Practise the three-point set-up, then control contrast with lighting ratios and match sources of different colour.",
        lesson: {
          title: "Key, fill, back and the colour of light",
          html:
            p(
              "The three-point set-up is the starting grammar of lighting a person. The key light is the main source, usually placed 30 to 45 degrees to one side of the camera and somewhat above the eyeline; it shapes the face and sets the exposure. The fill light, on the opposite side, softens the shadows cast by the key without creating shadows of its own. The back light, behind the subject and opposite the camera, rims the hair and shoulders and separates the subject from the background. In practice a cinematographer motivates each source, so that the key seems to come from a window or lamp in the scene.",
              "Contrast is controlled by the lighting ratio, the ratio of key plus fill on the lit side to fill alone on the shadow side. Each doubling is one stop of difference:",
            ) +
            "<ul><li>2:1 (one stop) gives a bright, gentle look suited to comedy and commercials; this is high-key lighting.</li><li>4:1 (two stops) gives clear modelling with readable shadows, typical of drama.</li><li>8:1 (three stops) or more gives the dark, dramatic low-key style of film noir.</li></ul>" +
            p(
              "Light intensity obeys the inverse square law: moving a lamp to half its distance from the subject increases the illumination fourfold, two stops. Moving a key light from 4 m to 2 m therefore raises a 2:1 ratio towards roughly 5:1 unless the fill is adjusted. Hardness depends on the apparent size of the source relative to the subject: a bare bulb or the sun gives crisp shadows, while a large diffused source close to the subject wraps light softly around it.",
              "Sources also differ in colour, measured as correlated colour temperature in kelvin. Tungsten studio lamps are about 3,200 K and look orange in daylight; daylight is balanced at about 5,600 K and looks blue next to tungsten. The camera's white balance is set for the dominant source, and the others are corrected with gels: full CTO (colour temperature orange) converts daylight to tungsten, and full CTB (colour temperature blue) converts tungsten to daylight, at a cost of roughly two-thirds of a stop and nearly two stops of light respectively. A deliberate mismatch, warm practical lamps against a cool window, is a common way to suggest evening.",
            ),
        },
      },
    ],
  },
  {
    slug: "forensic-chemistry-seized-drugs-and-fire-debris",
    discipline: "Forensic chemistry",
    title: "Forensic Chemistry: Seized Drugs and Fire Debris",
    description:
      "Evidence that reaches a forensic laboratory must be identified by methods that will survive cross-examination. This intermediate module for chemistry undergraduates treats presumptive colour tests, confirmation of seized drugs by GC-MS under SWGDRUG guidance, the recovery and classification of ignitable liquid residues, and the measurement of blood alcohol by headspace gas chromatography.",
    level: "intermediate",
    duration: "one term (20 lectures and 5 laboratory sessions)",
    plantedGap: "blood alcohol",
    modules: [
      {
        title: "Presumptive Tests and the SWGDRUG Framework",
        description:
          "Colour tests are quick and cheap, but what can they prove? This module answers with the SWGDRUG categories of analytical technique.",
        lesson: {
          title: "Colour tests and what they can and cannot show",
          html:
            p(
              "A presumptive test indicates that a substance may belong to a class of drugs; it cannot identify it. Colour tests remain widely used at the start of an examination because they are fast, need only milligrams of material, and guide the choice of confirmatory method. Each test is run with a blank, to show that the reagent gives no colour by itself, and a positive control of a known standard, to show that the reagent is working.",
            ) +
            "<table><tr><th>Reagent</th><th>Composition</th><th>Typical result</th></tr><tr><td>Marquis</td><td>Formaldehyde in concentrated sulfuric acid</td><td>Purple with opiates such as heroin; orange-brown with amphetamine; dark purple to black with MDMA</td></tr><tr><td>Cobalt thiocyanate (Scott test)</td><td>Cobalt(II) thiocyanate, with acid and chloroform steps</td><td>Blue precipitate with cocaine</td></tr><tr><td>Duquenois-Levine</td><td>Vanillin and acetaldehyde in ethanol, then hydrochloric acid, then chloroform</td><td>Violet colour that moves into the chloroform layer with cannabis</td></tr><tr><td>Simon's</td><td>Sodium nitroprusside and acetaldehyde, then sodium carbonate</td><td>Blue with secondary amines such as methamphetamine and MDMA</td></tr></table>" +
            p(
              "Colour tests give false positives: cobalt thiocyanate, for example, also turns blue with lidocaine and several other local anaesthetics and antihistamines, which are themselves common cutting agents. Mixtures can also mask a colour. For this reason the Scientific Working Group for the Analysis of Seized Drugs (SWGDRUG) ranks techniques by their discriminating power. Category A techniques, infrared spectroscopy, mass spectrometry, nuclear magnetic resonance, Raman spectroscopy and X-ray diffractometry, give structural information. Category B techniques, such as gas or liquid chromatography, capillary electrophoresis, thin-layer chromatography and microcrystalline tests, give selective but not structural information. Category C techniques, including colour tests, ultraviolet spectroscopy, fluorescence and immunoassay, give general class information.",
              "SWGDRUG recommends that when a Category A technique is used, at least one other technique from any category must support it; when no Category A technique is available, at least three uncorrelated techniques are needed, two of them from Category B. A colour test followed by GC-MS therefore satisfies the minimum standard for most seized powders.",
            ),
        },
      },
      {
        title: "GC-MS Identification of Seized Drugs",
        description:
          "Learn how retention time and an electron-ionisation mass spectrum together identify a controlled substance, and where they can fail.",
        lesson: {
          title: "Retention time, fragments and reference standards",
          html: p(
            "Gas chromatography-mass spectrometry is the workhorse of the seized-drug laboratory. A small portion of the sample is dissolved, commonly in methanol, and a microlitre is injected into a heated inlet where it vaporises. Helium carrier gas sweeps the vapour through a fused-silica capillary column, typically 30 m long with a 0.25 mm internal diameter and a thin film of 5 per cent phenyl methylpolysiloxane. The oven temperature is raised on a programme, for example from 100 °C to 300 °C at 20 °C per minute, and compounds leave the column at characteristic retention times according to their volatility and interaction with the stationary phase.",
            "As each compound leaves the column it enters the ion source of the mass spectrometer, where a beam of electrons at 70 eV ionises and fragments it. Because this energy is standardised, electron-ionisation spectra are highly reproducible and can be compared with libraries such as the NIST and SWGDRUG collections. Cocaine, molecular mass 303, gives a molecular ion at m/z 303 and a base peak at m/z 82 from the tropane ring system. Methamphetamine, molecular mass 149, fragments so readily that its molecular ion is weak, and the spectrum is dominated by a base peak at m/z 58, the iminium ion formed by cleavage next to the nitrogen.",
            "A library match alone is not an identification. The analyst runs a certified reference standard on the same instrument under the same conditions, and requires both the retention time, within a tolerance set by the laboratory, commonly about ±2 per cent, and the mass spectrum to agree. This matters most for isomers: positional isomers of synthetic cathinones or of fluoroamphetamine can give almost identical electron-ionisation spectra and be distinguished only by chromatography or by a Category A technique such as infrared spectroscopy.",
            "When the law depends on purity, the drug is quantified by comparing its peak area with a calibration curve of standards containing a fixed concentration of an internal standard. Every result is recorded with the instrument's tuning report, blanks run between samples to rule out carry-over, and the chain of custody of the exhibit.",
          ),
        },
      },
      {
        title: "Ignitable Liquid Residues in Fire Debris",
        description:
          "When arson is suspected, the chemist recovers traces of fuel from charred material and classifies them by pattern.",
        lesson: {
          title: "Recovery by passive headspace and classification under ASTM E1618",
          html:
            p(
              "Debris from a suspected arson is packed at the scene in clean, airtight metal cans or in nylon or polyester bags designed for the purpose; ordinary polyethylene bags are unsuitable because volatile hydrocarbons pass through them. In the laboratory, the most widely used recovery method is passive headspace concentration with activated charcoal, described in ASTM E1412. A strip of activated charcoal is suspended in the closed container, which is heated, typically at 60 to 80 °C for several hours or overnight. Volatile compounds in the headspace adsorb onto the charcoal, which is then eluted with a small volume of solvent, usually carbon disulfide or pentane, and the extract is analysed by GC-MS.",
              "Interpretation follows ASTM E1618, which sorts ignitable liquids into classes by their chemical composition and the range of carbon numbers they span:",
            ) +
            "<ul><li>Gasoline, recognised by its pattern of aromatic compounds such as toluene, xylenes, the C3-alkylbenzenes (including 1,2,4-trimethylbenzene) and methylnaphthalenes.</li><li>Petroleum distillates, such as kerosene and diesel, with a bell-shaped series of n-alkanes accompanied by branched alkanes and aromatics.</li><li>Isoparaffinic products, aromatic products and naphthenic-paraffinic products, made by refining or synthesis for specific uses.</li><li>Normal-alkane products, oxygenated solvents and a miscellaneous class.</li></ul>" +
            p(
              "Each class except gasoline is subdivided into light (about C4 to C9), medium (C8 to C13) and heavy (C9 to C20 or above) ranges. A total ion chromatogram is compared with reference liquids, and extracted ion profiles help: for example, m/z 57 and 71 trace alkanes, 91 and 105 trace alkylbenzenes, and 128 and 142 trace naphthalenes.",
              "The greatest difficulty is the background. Burning carpets, plastics and wood produce pyrolysis products, including aromatic hydrocarbons, that can imitate parts of an ignitable liquid pattern, and some products, such as polystyrene foam, naturally contain them. A comparison sample of unburnt material from the scene is therefore analysed whenever possible, and an ignitable liquid is reported only when its full pattern, not a few compounds, is present.",
            ),
        },
      },
    ],
  },
  {
    slug: "court-interpreting-modes-fidelity-ethics",
    discipline: "Court interpreting",
    title: "Court Interpreting: Modes, Fidelity and Ethics",
    description:
      "Interpreters in criminal and civil courts give a voice to witnesses and defendants who do not speak the language of the proceedings. This intermediate module for bilingual students prepares them for that role through consecutive and simultaneous interpreting with note-taking, sight translation of legal documents, the preservation of register and style, and the professional codes of conduct that govern interpreters.",
    level: "intermediate",
    duration: "one semester, 3 hours of classroom practice a week",
    plantedGap: "sight translation",
    modules: [
      {
        title: "Consecutive and Simultaneous Interpreting",
        description:
          "Testimony is rendered consecutively, while the defendant hears everything else simultaneously; we practise both and the note-taking that supports the first.",
        lesson: {
          title: "Two modes and the notes between them",
          html:
            p(
              "Courts use interpreting in two main modes. In consecutive interpreting, the speaker pauses after a segment, a question from counsel or a witness's answer, and the interpreter then renders the whole segment in the other language. It is the standard mode for witness testimony, because it allows the court record to capture the interpretation of every question and answer, and because the tribunal can see that the witness has been given the full question before answering. In simultaneous interpreting, the interpreter speaks at the same time as the speaker, a few words behind. In court it is used so that a defendant can follow everything said by others, either by whispering close to the defendant (chuchotage) or with a portable transmitter and headsets.",
              "Simultaneous interpreting is extremely demanding. Daniel Gile's effort model describes it as the sharing of limited attention between listening and analysis, memory, and speech production, with coordination between them; when any one effort demands too much, errors follow. For this reason courts and professional bodies expect interpreters to work in pairs for long hearings, changing over about every 30 minutes.",
              "Consecutive interpreting of long answers depends on notes. The method taught in most programmes derives from Jean-François Rozan's <i>La prise de notes en interprétation consécutive</i> (1956). Its principles include:",
            ) +
            "<ul><li>noting ideas, not words, and recording the links between them (because, but, therefore);</li><li>writing diagonally down the page, one idea per line, with subordinate ideas indented;</li><li>using symbols and abbreviations for frequent concepts, such as an arrow for movement or change;</li><li>marking negation and verb tense clearly, since they are easily lost;</li><li>drawing a horizontal line to end each segment.</li></ul>" +
            p(
              "In court, notes have a special risk: names, dates, times, addresses and numbers must be taken down exactly, because a mistaken figure can change the evidence. Many court interpreters therefore write every number in full as soon as it is heard and read it back in the rendition before anything else.",
            ),
        },
      },
      {
        title: "Accuracy and Register",
        description:
          "This module shows why the interpreter must render everything, in the speaker's own register, and never tidy up testimony.",
        lesson: {
          title: "Legal equivalence",
          html: p(
            "The court interpreter's standard of accuracy is often called legal equivalence: the interpreted version must have the same legal effect as the original, so that the judge and jury are placed as nearly as possible in the position of someone who understood the witness directly. In practice that means rendering everything that is said, without adding, omitting, summarising or explaining, and preserving not only the content but the manner in which it was said.",
            "Register is the part most often lost. A witness who says 'I ain't seen nothing, I was off my face' should not be heard by the jury as 'I did not observe anything; I was intoxicated'. Raising the register makes the witness sound more educated and possibly more credible than he is; lowering it does the reverse. Hesitations, false starts, self-corrections and fillers are also evidence, because juries assess credibility from them, so they are rendered with equivalent hesitations. Swearing and insults are interpreted with equivalent force, however uncomfortable.",
            "The form of questions matters as much as the form of answers. Counsel's choice between an open question, 'What happened next?', and a leading one, 'You hit him then, didn't you?', is a deliberate technique of examination, and the interpreter must keep the tag question, the ambiguity or the pressure it contains. Interpreters speak in the first person, 'I saw him', never 'she says she saw him', so that the record reads as the witness's own words.",
            "When an interpreter does not understand a word, perhaps a regional term or a slang name for a drug, the proper course is not to guess but to inform the court and ask permission to clarify with the witness, so that everyone knows what is happening. An interpreter who realises later that an earlier rendition was wrong has a duty to correct it on the record at once, even if the correction is embarrassing. A mistaken rendition that stands uncorrected can affect a verdict.",
          ),
        },
      },
      {
        title: "Ethics and the Interpreter's Role",
        description:
          "Impartial, confidential and within the limits of the role: the codes that define professional conduct, and the law that guarantees an interpreter.",
        lesson: {
          title: "Codes of conduct and the right to an interpreter",
          html:
            p(
              "The right to an interpreter is a component of the right to a fair trial. Article 6(3)(e) of the European Convention on Human Rights guarantees everyone charged with a criminal offence 'the free assistance of an interpreter if he cannot understand or speak the language used in court', and EU Directive 2010/64/EU set minimum standards for interpretation and translation in criminal proceedings. In the United States, the Court Interpreters Act of 1978 created a certification programme for federal courts. Professional bodies set the ethical rules, among them the Code of Ethics and Professional Responsibilities of the National Association of Judiciary Interpreters and Translators (NAJIT) and, in the United Kingdom, the Code of Professional Conduct of the National Register of Public Service Interpreters (NRPSI).",
              "The codes share a core of principles:",
            ) +
            "<ul><li><b>Accuracy</b>: interpret faithfully and completely, and correct one's own errors.</li><li><b>Impartiality</b>: take no side, and disclose any conflict of interest, such as knowing a party or a witness, before accepting or continuing an assignment.</li><li><b>Confidentiality</b>: do not disclose privileged or confidential information learned in the course of the work, including what passes between lawyer and client.</li><li><b>Limits of practice</b>: do not give legal advice, express opinions or act as an advocate, even when a defendant asks for help.</li><li><b>Competence</b>: accept only work one is qualified to do and keep developing skills.</li></ul>" +
            p(
              "The principles are clear; their application is not. A defendant who turns to the interpreter in a corridor and asks 'Should I plead guilty?' must be told politely that the interpreter cannot advise and that the question should go to the defence lawyer. An interpreter who recognises a witness from their own community must raise the matter with the court, which decides whether to continue. If fatigue makes accurate work impossible, the interpreter is expected to say so and ask for a break. Each of these moments tests the same idea: the interpreter is a neutral officer of communication, not a helper of any party.",
            ),
        },
      },
    ],
  },
];
