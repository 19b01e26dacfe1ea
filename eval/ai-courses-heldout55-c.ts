/** Fifty-fifth held-out evaluation courses, advanced level (mosaic conservation to choreology); see ai-courses-heldout55.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT55_C: EvalCourse[] = [
  {
    slug: "mosaic-conservation-survey-grouting-lifting",
    discipline: "Mosaic conservation",
    title: "Conserving Ancient Floor Mosaics on Open Sites",
    description:
      "Ancient floor mosaics left exposed after excavation can deteriorate faster in a few decades than in all the centuries they lay buried. At postgraduate level, the course treats condition survey and mapping, in situ stabilisation with lime-based injection grouts, the lifting and relaying of pavements, and reburial as a protective strategy.",
    level: "advanced",
    duration: "one semester, including a two-week field school",
    plantedGap: "reburial",
    modules: [
      {
        title: "Condition Survey and Mapping",
        description:
          "Before anything is touched, every phenomenon of decay is recorded on a base image in a standard vocabulary.",
        lesson: {
          title: "Reading the layers and mapping decay",
          html:
            p(
              "A Roman floor mosaic is a layered structure, and its decay can only be understood layer by layer. Vitruvius (De architectura, book VII) describes the ideal sequence: a foundation of stones (<i>statumen</i>), a thick layer of lime mortar with coarse rubble (<i>rudus</i>), a finer layer of mortar with crushed brick or tile (<i>nucleus</i>), and the setting bed into which the tesserae, small cubes of stone, glass or ceramic, were pressed. Real floors vary considerably, but the principle of coarse layers below and fine above is general.",
              "A condition survey records the state of every part of the mosaic so that treatment can be planned and later change detected. The base document is a rectified photograph or an orthophoto produced by photogrammetry, at a scale such as 1:10 or 1:20, on which conditions are drawn as separate layers in a CAD or GIS system. The Getty Conservation Institute's illustrated glossary of mosaics in situ (2013) provides a standard vocabulary so that surveys by different teams can be compared. Principal condition phenomena include:",
            ) +
            "<ul><li><b>loss</b> of tesserae or of whole areas (lacunae), with the depth of loss recorded: tesserae only, or setting bed, or lower layers;</li><li><b>detachment</b>: separation between layers, producing voids that sound hollow when tapped;</li><li><b>bulging</b> and <b>depressions</b>, often following subsidence of the ground beneath;</li><li><b>cracks</b>, with their width and whether they are active;</li><li><b>loose tesserae</b>, whose mortar has disaggregated;</li><li><b>salts</b>, visible as efflorescence, and <b>biological growth</b> such as algae, lichens and plant roots;</li><li>previous interventions, notably cement repairs.</li></ul>" +
            p(
              "Detachment is found by gentle tapping, with a small rubber hammer or the fingertips, and its extent is outlined directly on the mapping. The survey also records the causes: drainage and standing water, visitor footfall, vegetation, and exposure to frost or sun.",
              "The result is quantitative. A team can report, for example, that 14 per cent of a 40 square-metre pavement is detached and 3 per cent is lost, and repeat the survey after five years to measure the rate of change, which is the most useful single figure for deciding priorities across a site.",
            ),
        },
      },
      {
        title: "Stabilisation in Situ",
        description:
          "Grouting voids and protecting the edges of lacunae keeps a pavement where it was laid, and this module shows how both are done with lime-based materials.",
        lesson: {
          title: "Injection grouts and edging mortars",
          html: p(
            "Since the 1980s, conservation practice, reflected in the work of the International Committee for the Conservation of Mosaics (ICCM, founded 1977) and the Getty's MOSAIKON initiative, has favoured keeping mosaics in situ wherever possible. Stabilisation in place aims to re-establish adhesion between detached layers, to secure loose tesserae, and to protect vulnerable edges, using materials compatible with the original lime mortars.",
            "Voids between layers are filled with <b>injection grouts</b>. A good grout must be fluid enough to flow through narrow voids, stable enough not to separate into water and solids, low in shrinkage, and weaker and more permeable than the original mortar, so that future stresses and moisture pass through the repair and not through the ancient fabric. Hydraulic lime grouts, sometimes with fine pozzolanic additions such as brick dust or metakaolin, and with small quantities of additives to improve flow, are widely used. Portland cement is avoided: it is stronger and stiffer than the original, it releases soluble salts such as sodium and potassium sulphates, and it cannot be removed without damage.",
            "The procedure follows a routine. Entry holes are made through existing gaps between tesserae, not by removing sound ones. The void is cleaned of dust by gentle air or water and pre-wetted with a water–alcohol mixture, which helps the grout flow and prevents the dry mortar from absorbing the grout's water too quickly. The grout is injected with a syringe, beginning at the lowest point and working upward, until it appears at neighbouring holes. The area is pressed lightly and supported while the grout sets, and then kept damp for several days, because lime needs moisture and carbon dioxide to cure.",
            "The edges of lacunae and of the excavated pavement are the points where tesserae are most easily lost. They are protected by <b>edging</b> (sometimes called bordering) with a lime mortar fillet, sloped from just below the level of the tesserae down to the lower layers, and toned to sit quietly beside the mosaic. Larger losses may be filled with lime mortar set slightly below the surface, so that the repair is distinguishable and does not imitate the missing design.",
          ),
        },
      },
      {
        title: "Lifting and Relaying",
        description:
          "When a mosaic must be moved, it is faced, cut, detached, backed and relaid; the module also examines what went wrong with twentieth-century concrete backings.",
        lesson: {
          title: "Facing, detachment and new supports",
          html:
            p(
              "Lifting is now a last resort, justified when a pavement cannot be protected where it is, for example because of construction, flooding or theft. It was once routine: in the mid-twentieth century many mosaics were lifted, relaid on reinforced concrete and displayed on museum walls or relaid on site. Many of those backings have since failed, as corroding iron reinforcement expanded and cracked the concrete, and the cement released salts into the tesserae. Conservators now spend much effort undoing these earlier treatments.",
              "The modern procedure has four main stages. First, the surface is cleaned and documented, and the mosaic is divided into sections along lines of lesser importance, such as plain backgrounds or existing cracks, with each section numbered. Second, the surface is <b>faced</b>: layers of cotton gauze and then stronger canvas are adhered to the tesserae with a reversible adhesive, traditionally hot animal glue, which holds the tesserae together while the mortar below is cut. Third, each section is <b>detached</b> by cutting horizontally through the bedding with long blades, chisels or saws; large sections are rolled onto a padded wooden drum as they are freed.",
              "Fourth, on the workbench, the section is turned face down and the old setting bed is removed from the reverse until the backs of the tesserae are exposed and clean. A new support is then built:",
            ) +
            "<table><tr><th>Layer</th><th>Function</th></tr><tr><td>Lime mortar bedding</td><td>Re-embeds the tesserae in a compatible, reversible material</td></tr><tr><td>Intervention layer</td><td>A separating layer so that the support can be removed in future</td></tr><tr><td>Honeycomb panel (aluminium or composite)</td><td>Light, rigid, stable support that will not corrode like steel</td></tr></table>" +
            p(
              "Finally, the facing is removed with hot water or steam, and the joints between sections are filled. A pavement relaid on site is set on a new, well-drained foundation, and the joins are retouched so that the whole reads again as one floor.",
            ),
        },
      },
    ],
  },
  {
    slug: "port-hydrography-s44-patch-test-tides",
    discipline: "Hydrographic surveying for ports",
    title: "Hydrographic Surveying for Ports and Harbours",
    description:
      "Port authorities must be able to prove the depths they publish. This Master's-level option deals with IHO S-44 survey orders and total vertical uncertainty, multibeam echosounder calibration by patch test, tidal reduction to chart datum, and the under-keel clearance calculations that turn surveyed depths into safe transits.",
    level: "advanced",
    duration: "one semester (3 ECTS lectures plus a 5-day field survey)",
    plantedGap: "under-keel clearance",
    modules: [
      {
        title: "Survey Orders and Uncertainty",
        description:
          "IHO S-44 sets the accuracy a survey must achieve, and students compute the allowable uncertainty for real port depths.",
        lesson: {
          title: "Total vertical uncertainty under IHO S-44",
          html:
            p(
              "The International Hydrographic Organization's Standards for Hydrographic Surveys, publication S-44 (6th edition, 2020), define the minimum standards for surveys used in nautical charting. Surveys are classified into <b>orders</b> according to how critical the area is to navigation. Exclusive Order, introduced in the 6th edition, is for the most demanding areas, such as berths and critical channels, where the seabed must be known in the greatest detail. Special Order covers harbours, approach channels and other areas of critical navigational importance; Orders 1a and 1b cover shallower coastal waters; Order 2 covers deeper areas where a general description of the seabed is adequate.",
              "The central quantity is the <b>total vertical uncertainty</b> (TVU): the combined uncertainty of a reduced depth, at the 95 per cent confidence level, from all sources, including the echosounder, sound speed, motion sensor, vessel draught and settlement, and tide. The maximum allowable TVU depends on depth <i>d</i> and two order-specific parameters, a and b:",
              "TVU<sub>max</sub> = √(a² + (b × d)²)",
            ) +
            "<table><tr><th>Order</th><th>a (m)</th><th>b</th><th>Feature detection</th><th>THU (95%)</th></tr><tr><td>Exclusive</td><td>0.15</td><td>0.0075</td><td>cubic features &gt; 0.5 m</td><td>1 m</td></tr><tr><td>Special</td><td>0.25</td><td>0.0075</td><td>cubic features &gt; 1 m</td><td>2 m</td></tr><tr><td>1a</td><td>0.5</td><td>0.013</td><td>cubic features &gt; 2 m (depths to 40 m)</td><td>5 m + 5% of depth</td></tr><tr><td>2</td><td>1.0</td><td>0.023</td><td>not specified</td><td>20 m + 10% of depth</td></tr></table>" +
            p(
              "Worked example: in an approach channel with a depth of 15 m surveyed to Special Order, TVU<sub>max</sub> = √(0.25² + (0.0075 × 15)²) = √(0.0625 + 0.0127) = √0.0752 ≈ 0.27 m. The same depth at a berth surveyed to Exclusive Order allows √(0.0225 + 0.0127) ≈ 0.19 m. The surveyor must demonstrate, before the survey, through an a priori uncertainty budget, that the system can meet this, and afterwards, from crossline comparisons, that it did.",
              "Special Order also requires full bathymetric coverage, a search of 100 per cent of the area, and Exclusive Order requires 200 per cent, so that every part of the seabed is ensonified at least twice; in practice this means multibeam, or swept systems in very shallow water. Total horizontal uncertainty (THU) governs where each depth is placed.",
            ),
        },
      },
      {
        title: "Calibrating a Multibeam: The Patch Test",
        description:
          "Residual timing and angular offsets between echosounder, motion sensor and positioning are measured over purpose-chosen seabed features.",
        lesson: {
          title: "Latency, pitch, roll and yaw",
          html: p(
            "A multibeam echosounder measures ranges along a fan of beams across the ship's track, and converts them to seabed positions using the vessel's position, heading and attitude. Even after careful measurement of sensor offsets, small residual misalignments remain between the transducer and the motion reference unit, and a small time offset may remain between the positioning system and the sounder. The <b>patch test</b> measures these residuals by running pairs of lines over chosen seabed features and comparing the results. It is done after installation, after any change to the mounting, and at the start of significant surveys.",
            "The conventional sequence in many field manuals is latency, pitch, roll and yaw; roll does not depend on the others and is often determined first in practice. For <b>latency</b>, the vessel runs the same line twice in the same direction at very different speeds over a sloping seabed or distinct feature; a position shift of the feature between the lines, divided by the speed difference, gives the time offset. For <b>pitch</b>, the same line is run in opposite directions at the same speed over a slope or feature; a pitch offset θ displaces the nadir soundings along track by about d tan θ on each line, so the feature appears separated by 2d tan θ.",
            "For <b>roll</b>, a pair of reciprocal lines is run over a flat seabed. A roll offset tilts the swath, making one side appear too deep and the other too shallow, with the sense reversed on the reciprocal line. If, at a distance of 40 m from nadir, the two lines differ in depth by 0.28 m, the roll offset δ satisfies 2 × 40 × tan δ = 0.28, so tan δ = 0.0035 and δ ≈ 0.20°. That may seem small, but uncorrected it would put outer beams at 60 m across-track off by about 0.2 m, a large part of the Special Order uncertainty budget.",
            "For <b>yaw</b>, or heading offset, two parallel lines in the same direction are run with a feature in the outer beams of each; a yaw offset rotates the swath and shifts the feature in opposite directions on the two lines. Modern processing software estimates each value interactively, but the surveyor must choose suitable ground, keep speed and line spacing consistent, and record the results in the calibration report.",
          ),
        },
      },
      {
        title: "Tidal Reduction to Chart Datum",
        description:
          "Depths measured from a moving, rising and falling ship become charted depths only when reduced to a fixed vertical datum.",
        lesson: {
          title: "From observed depth to charted depth",
          html: p(
            "Charted depths in a port are referred to <b>chart datum</b>, a low-water surface below which the tide seldom falls. In the United Kingdom and under IHO recommendations, chart datum is approximately the level of Lowest Astronomical Tide (LAT), the lowest level predicted under average meteorological conditions. Heights of tide are given above chart datum, so the depth available at any moment is the charted depth plus the height of tide.",
            "Reduction reverses this. The sounding measured below the transducer is first corrected for the draught of the transducer below the waterline, including dynamic draught (settlement and squat) at survey speed, and then the height of tide at the time and place of the sounding is subtracted. For example, an observed depth below the transducer of 11.42 m, a static draught of 0.65 m, dynamic draught of 0.05 m and a tide height of 3.18 m above chart datum give a reduced depth of 11.42 + 0.65 + 0.05 − 3.18 = 8.94 m below chart datum.",
            "Traditionally, the height of tide is taken from a tide gauge in or near the survey area. A single gauge is adequate only close to it; where the tide's range or timing changes across the survey area, the area is divided into <b>tidal zones</b>, each with corrections for time and range derived from co-tidal charts or temporary gauges. Errors in zoning are often the largest single item in the uncertainty budget in estuaries with large tidal ranges.",
            "Increasingly, ports use <b>ellipsoidally referenced surveys</b>. A GNSS receiver on the vessel, using real-time or post-processed kinematic positioning, measures the antenna's height above the ellipsoid continuously, so the seabed height relative to the ellipsoid is obtained directly, including the vessel's heave, squat and the tide. A separation model then converts ellipsoidal heights to chart datum; in UK waters the Vertical Offshore Reference Frames (VORF) model, developed for the UK Hydrographic Office, provides this surface. The method removes the need for tide zoning and for separate heave and draught measurements, but it depends on continuous, reliable GNSS heights and on the quality of the separation model.",
          ),
        },
      },
    ],
  },
  {
    slug: "map-conservation-large-sheets-linings-verdigris",
    discipline: "Map conservation",
    title: "Conservation of Maps and Large-Format Paper",
    description:
      "Maps are often the largest objects in a paper collection, and they arrive folded, varnished or mounted on linen, presenting problems that ordinary paper does not. The module addresses humidification and flattening of large sheets, removal of degraded linings, the treatment of copper-green corrosion in hand-coloured maps, and long-term storage and display.",
    level: "advanced",
    duration: "12 weeks (laboratory practicals and seminars)",
    plantedGap: "storage and display",
    modules: [
      {
        title: "Humidifying and Flattening Large Sheets",
        description:
          "Relaxing a creased, cockled sheet without dissolving its colours is a matter of controlled moisture, and this module compares the methods.",
        lesson: {
          title: "Controlled moisture for large formats",
          html:
            p(
              "Maps are often larger than any other paper object in a collection, and they have usually been folded, rolled or creased in use. Paper fibres are hygroscopic: as they take up moisture they swell and relax, and the hydrogen bonds between them are loosened, so that a sheet can be flattened and then dried under restraint into a new, flat equilibrium. The conservator's task is to introduce enough moisture to relax the sheet without allowing water-sensitive media to move, and without over-wetting weak paper.",
              "Before any treatment, media are tested. Hand-colouring in watercolour, printing inks, manuscript annotations and later additions are each tested with a small moistened swab under magnification. The results determine which humidification method, if any, is safe.",
            ) +
            "<table><tr><th>Method</th><th>How it works</th><th>Typical use</th></tr><tr><td>Humidity chamber</td><td>Sheet rests on a support above water or damp blotter in a closed chamber for minutes to hours</td><td>Gentle, even relaxation of whole sheets</td></tr><tr><td>Semi-permeable membrane (Gore-Tex) package</td><td>Water vapour passes through the membrane from damp blotter; liquid water does not</td><td>Controlled local or overall humidification, sensitive media</td></tr><tr><td>Ultrasonic humidifier with a hood</td><td>Cold vapour directed at a local area</td><td>Local relaxation of a fold or crease</td></tr><tr><td>Aqueous immersion</td><td>Sheet floated or immersed in a bath</td><td>Only when media are stable and washing is also needed</td></tr></table>" +
            p(
              "For large sheets the problem is scale. A map of a square metre or more must be supported throughout on a polyester web or a sheet of spun-bonded polyester, moved with the support rather than by the paper, and humidified evenly, because uneven moisture causes new cockling. Two or more people are often needed to handle it.",
              "After humidification, the sheet is flattened. The usual method is to place it between layers of non-woven polyester and blotting paper, under felts and a board with light, evenly distributed weight, changing the blotters as they absorb moisture until the sheet is dry. Alternatively, the sheet can be tension-dried on a board: its edges are pasted to a drying board, such as the Japanese <i>karibari</i>, and the sheet dries flat under gentle tension. Tension drying gives a very flat result but requires a lined or strong sheet, and the paste margins must be carefully released afterwards.",
            ),
        },
      },
      {
        title: "Removing Old Linings",
        description:
          "Many nineteenth-century maps were mounted on linen, and students learn to identify the adhesive and remove failed linings safely.",
        lesson: {
          title: "Linen, paste, glue and enzymes",
          html: p(
            "From the eighteenth century onward, maps intended for use were often mounted on linen or cotton cloth, either whole or cut into sections ('dissected') so that they folded along the gaps between panels without cracking the paper. Wall maps were mounted on cloth and rollers and frequently varnished. The linings that once protected these maps now often damage them: the cloth shrinks and pulls, acidic adhesives have discoloured the paper, and varnishes have yellowed and embrittled. Where a lining has failed or causes active damage, removal is justified, though a stable lining that still functions is normally left in place.",
            "The first step is identifying the adhesive. Starch paste and animal glue were the most common; later mounts used dextrin, and twentieth-century repairs introduced synthetic adhesives and pressure-sensitive tapes. Simple tests help: starch gives a blue-black colour with iodine–potassium iodide solution, while animal glue swells and softens in warm water. Solvent tests on an inconspicuous area identify synthetic residues.",
            "Removal then follows the adhesive. A lining attached with water-soluble starch or glue can often be released by humidifying the whole object or by floating it face up on water, then peeling the cloth away at a low angle while the paper is supported. Where adhesives are aged and resistant, <b>enzymes</b> offer a selective method: an α-amylase gel breaks down starch, and a protease gel breaks down animal glue and gelatin, without affecting cellulose. Enzyme poultices are applied through a tissue, kept at a controlled temperature and moisture for the time required, and the residues are then thoroughly rinsed or removed.",
            "Once the old lining has gone, the bare sheet is usually too weak to stand alone, and is relined. Current practice uses Japanese paper, typically a thin kozo tissue, attached with wheat starch paste. The lining is chosen to be a little weaker than the map itself, so that any future stress causes failure in the lining rather than in the original. For dissected maps, the conservator may reline on a new cloth, retaining the folding format that is part of the object's history, rather than converting it to a flat sheet.",
          ),
        },
      },
      {
        title: "Copper-Green Corrosion in Hand-Coloured Maps",
        description:
          "Here the seminar considers why verdigris destroys the paper it colours and which treatments do not make the damage worse.",
        lesson: {
          title: "Verdigris, browning and breakage",
          html:
            p(
              "Hand-coloured maps of the sixteenth to eighteenth centuries often carry a bright green, used for boundaries, woods and sea margins, made from <b>verdigris</b>, a group of copper acetates, or from related copper pigments. Over time these colours commonly turn brown, and the paper beneath them browns, becomes brittle and finally breaks along the coloured lines, sometimes leaving a boundary as an open slit. The same pattern is seen in illuminated manuscripts and in copper-containing inks.",
              "The mechanism resembles that of iron gall ink corrosion. Copper ions catalyse the oxidation of cellulose, and the acidity of the pigment and its binder promotes acid hydrolysis of the cellulose chains. The damage spreads beyond the painted area, visible under ultraviolet light as a halo, and it advances with high relative humidity and with fluctuations in it. Because copper ions migrate in water, aqueous treatment is dangerous: washing can carry copper into previously sound paper and extend the damage.",
              "Treatment decisions are therefore cautious. Options discussed in the literature and in practice include:",
            ) +
            "<ul><li><b>Non-aqueous mending</b> of breaks with remoistenable tissues, Japanese tissue pre-coated with an adhesive such as wheat starch paste or methylcellulose and reactivated with a minimum of moisture or with solvent, so that water does not reach the copper-green area;</li><li><b>local consolidation</b> of flaking pigment with a dilute cellulose ether or gelatin, applied under magnification;</li><li><b>antioxidant treatment</b>: calcium phytate with calcium bicarbonate, developed in the Netherlands for iron gall ink, has been investigated for copper-induced degradation, but it is aqueous and is used only after careful testing;</li><li><b>minimal intervention</b>, leaving the coloured areas untreated where the map is stable enough to be handled with care.</li></ul>" +
            p(
              "Whichever route is chosen, the decision is documented, including the testing, the condition before and after, and the reasons for not attempting more.",
            ),
        },
      },
    ],
  },
  {
    slug: "theatre-producing-capitalisation-recoupment",
    discipline: "Theatre producing",
    title: "The Commercial Theatre Producer: Money, Risk and Recoupment",
    description:
      "Commercial theatre producers raise money from investors before a show opens and answer to them for years afterwards. In this final-year module students analyse capitalisation and the investor agreement, weekly running costs and the break-even point, royalty pools and recoupment, and touring a production after its original run.",
    level: "advanced",
    duration: "one semester (weekly 3-hour seminar)",
    plantedGap: "touring",
    modules: [
      {
        title: "Capitalisation and the Investors",
        description:
          "Students build a capitalisation for a mid-scale West End play and draft the main terms of an investor agreement.",
        lesson: {
          title: "What the money buys, and on what terms",
          html:
            p(
              "A commercial production is financed before it opens. The <b>capitalisation</b> is the total sum the producer must raise to take the show from development to opening night and to protect it during its early weeks. It has three broad parts: the production costs, spent once; the pre-opening running costs, such as rehearsal salaries and advance marketing; and reserves, held against poor early sales.",
            ) +
            "<table><tr><th>Item</th><th>£</th></tr><tr><td>Physical production (set, costumes, props, lighting and sound)</td><td>520,000</td></tr><tr><td>Creative team fees and advances</td><td>180,000</td></tr><tr><td>Rehearsal salaries (cast, stage management)</td><td>140,000</td></tr><tr><td>Pre-opening marketing and press</td><td>350,000</td></tr><tr><td>Theatre get-in, technical rehearsals and previews shortfall</td><td>190,000</td></tr><tr><td>Legal, accounting, insurance and general management</td><td>120,000</td></tr><tr><td>Reserve</td><td>300,000</td></tr><tr><td><b>Total capitalisation</b></td><td><b>1,800,000</b></td></tr></table>" +
            p(
              "The money comes from investors, often called angels, and sometimes from co-producers who bring both money and expertise. In the UK the production is usually set up as a special-purpose company or limited partnership, and each investor buys units in it. The investor agreement sets out the key terms: how much each unit costs, how net profits will be shared, what happens if the capitalisation is not fully raised (normally, the money is returned), and the producer's right to call on an overcall, a limited additional contribution, if costs exceed the budget.",
              "The traditional sharing arrangement gives investors all net profits until they have recouped their investment, and thereafter divides profits between investors and producer, commonly 60/40 in the UK in favour of investors and 50/50 on Broadway. The producer's share rewards the work of finding, developing and managing the production; from it the producer may give away points to stars or co-producers.",
              "Investors should be told plainly that most commercial productions do not recoup. Private investment in theatre is treated as high risk, and in the UK it can be promoted only to certified high-net-worth or sophisticated investors unless an exemption applies. A producer's reputation rests on honest reporting, especially when a show loses money.",
            ),
        },
      },
      {
        title: "Running Costs and Break-Even",
        description: "What does the show cost each week, and how much must the box office take to pay for it?",
        lesson: {
          title: "The weekly operating budget",
          html: p(
            "Once a show opens, its economics are weekly. The <b>weekly running costs</b> include cast and crew salaries, the theatre's charges, royalties, marketing, maintenance of sets and costumes, insurance and the general manager's and producer's weekly fees. Theatre contracts in the West End commonly combine a percentage of box office receipts, often in the region of 10 to 15 per cent, with a 'contra', a fixed weekly charge covering the theatre's own staff and services, such as front-of-house and box office staff, cleaning and utilities.",
            "The <b>break-even point</b> is the weekly box office income needed to cover these costs. Because some costs are fixed and some rise with the box office, the calculation separates them. Suppose a play's fixed weekly costs are £125,000 (salaries, contra, marketing, fees and so on) and its variable costs are 25 per cent of net box office receipts (theatre percentage, box office charges and percentage royalties). Each pound of receipts then contributes 75 pence to fixed costs, and break-even is £125,000 ÷ 0.75 = £166,667 a week. In an 800-seat theatre with eight performances a week, capacity is 6,400 seats; at an average net ticket price of £50, the potential gross is £320,000, so the show breaks even at about 52 per cent of potential.",
            "A producer watches three figures every Monday: the previous week's gross, the percentage of potential achieved, and the advance, the money already taken for future performances. A healthy advance allows a producer to ride out a weak week; a shrinking advance with weekly grosses near break-even is the usual signal that closing notices will have to be posted.",
            "Costs can be reduced only within limits set by contracts. Equity agreements with the Society of London Theatre and UK Theatre fix minimum salaries and conditions for performers, and musicians and stage staff have equivalent agreements. Producers therefore look first at marketing spend, ticket pricing and the mix of discounted and premium seats when a show's margin narrows.",
          ),
        },
      },
      {
        title: "Royalty Pools and Recoupment",
        description:
          "The module ends with the mechanism that lets creative teams share in success without sinking a struggling show.",
        lesson: {
          title: "Sharing operating profit fairly",
          html: p(
            "Royalties are payments to the authors, composer, director, designers and sometimes star performers, traditionally calculated as a percentage of the weekly gross box office. Under a pure gross royalty, a show that is losing money every week still pays its royalty holders in full, which can force an otherwise viable show to close. In the 1980s Broadway producers, led by the need to keep long-running musicals open through slow periods, introduced the <b>royalty pool</b>, now common in the UK as well.",
            "Under a royalty pool, each royalty participant is allocated a number of points instead of a fixed percentage of the gross. Each week, a fixed share of the weekly operating profit, the box office receipts minus running costs before royalties, is placed in the pool, often around 35 to 40 per cent before recoupment, and divided among participants in proportion to their points. The remaining operating profit goes to repaying investors. Most pools also guarantee each participant a small minimum weekly payment, so that creative teams are paid something even in a loss-making week.",
            "A worked example shows the effect. Weekly net receipts are £260,000 and running costs before royalties are £200,000, leaving an operating profit of £60,000. With a pool of 35 per cent, £21,000 is paid to royalty participants, who hold 14 points in total: a writer with 6 points receives £21,000 × 6/14 = £9,000, a director with 4 points £6,000, and two designers with 2 points each £3,000 apiece. The other £39,000 goes towards recoupment. If the capitalisation was £1,800,000, the show will recoup in about 46 weeks at this level, assuming no change in receipts.",
            "After <b>recoupment</b>, the date on which investors have received back their whole investment, the terms usually change: royalty participants' share of the pool often rises, and profits are divided between investors and producer as agreed. Because every participant's income depends on the same weekly operating profit, the pool aligns incentives, and producers and creative teams alike have reason to keep costs under control.",
          ),
        },
      },
    ],
  },
  {
    slug: "choreology-benesh-stave-rhythm-formations",
    discipline: "Choreology",
    title: "Choreology: Advanced Benesh Movement Notation",
    description:
      "Benesh Movement Notation is the script in which professional choreologists record and preserve ballets. This advanced course, which assumes the elementary signs, concentrates on the stave and the plotting of the body, the writing of rhythm and phrasing, group formations and floor patterns, and the reconstruction of a ballet from its score in rehearsal.",
    level: "advanced",
    duration: "two terms (4 hours a week)",
    plantedGap: "reconstruction of a ballet",
    modules: [
      {
        title: "The Stave and the Plotted Body",
        description:
          "A five-line stave that is also a picture of the body is the foundation of the system, and this module revisits it in depth.",
        lesson: {
          title: "Seeing the dancer from behind",
          html: p(
            "Benesh Movement Notation was devised by Rudolf Benesh, an accountant and artist, and his wife Joan Benesh, a dancer with the Sadler's Wells Ballet, and was published in 1955. The Royal Ballet adopted it, and in 1962 the Beneshes founded the Institute of Choreology in London, now the Benesh Institute, to train notators. A professional notator is called a <b>choreologist</b>; major ballet companies employ choreologists to record new works as they are created.",
            "The system is written on a five-line stave, read from left to right like a musical stave. Its lines are not arbitrary: they form a matrix representing the body as seen from behind, and each line corresponds to a level. From the top, the lines mark the top of the head, the shoulders, the waist, the knees and the floor. Because the notator imagines standing behind the dancer, the dancer's right is on the notator's right, which avoids the mirror-image confusion of describing a dancer from the front.",
            "Within each frame, a short section of the stave representing one moment, the notator plots the positions of the extremities, the hands and the feet, as signs placed on the matrix. A short horizontal dash shows an extremity level with the body, in the plane of the torso; a vertical stroke shows it in front of the body; a dot shows it behind. A foot at floor level under the body is written on the bottom line, a hand raised above the head above the top line, a hand at shoulder height on the shoulder line, and so on. Bends of the limbs are shown by additional signs at the position of the knee or elbow, plotted on the same matrix.",
            "This economy is the system's strength. Because only the positions of the extremities and joints are plotted, a single frame can show the whole body's shape, and what lies between frames is understood as a movement from one position to the next. Reading fluently means learning to see each frame as a picture rather than as a set of separate signs, in much the way a musician reads a chord.",
          ),
        },
      },
      {
        title: "Rhythm and Phrasing",
        description:
          "Timing in Benesh is written above the stave, and students learn to record beats, holds and the dynamics of a phrase.",
        lesson: {
          title: "Writing when, not only where",
          html:
            p(
              "In Benesh notation the timing of movement is written above the stave, so that the stave itself is kept for the body. Bar lines divide the score into bars corresponding to the music, and the notator records how the movement falls within the count. Where each frame receives one beat, no rhythm sign is needed; the frames are simply spaced evenly. Where movements fall on other parts of the beat, or are held across several beats, rhythm signs above the stave show the exact timing.",
              "The basic principle is that a frame's timing is read from the sign above it. Signs indicate, for example, a movement falling on the beat, on the 'and' (half a beat), or on a subdivision of it; holds extend a position across beats; and small marks show the start and end of a movement that takes time. A choreologist who notates a passage of adagio needs precise holds and sustained movements, while allegro needs subdivisions and clear accents.",
              "Phrasing is more than counting. A dancer and a choreographer may agree on counts that do not match the musical bar: a phrase of ten counts over music in 4/4, for instance. The notator records both, placing the music's bar lines in the score and showing the dancer's counts where they differ, because a later reader of the score will need to know both what the music does and how the dancers think of it. Dynamics are written with signs and verbal annotations, such as an accent, a sudden stop or a sustained quality, and the score may also carry remarks about intention in words.",
            ) +
            "<ul><li>Identify the musical metre and write the bar lines first.</li><li>Mark the dancers' counts where they differ from the music.</li><li>Place frames at the moments of each position, then add rhythm signs.</li><li>Add dynamic and qualitative signs last, checking them against video and the choreographer's comments.</li></ul>" +
            p(
              "Accuracy here matters to the choreographer's rights as well as to the art. In copyright law a dance work must be recorded to be protected in the UK, and a notated score, with its rhythm and phrasing, is among the most precise records that exist.",
            ),
        },
      },
      {
        title: "Formations and Floor Patterns",
        description: "Where are twenty-four dancers on the stage, and how do they get from one pattern to the next?",
        lesson: {
          title: "Location signs and the stage plan",
          html: p(
            "A ballet score must record not only what each dancer does with the body but also where each dancer is on the stage and which way he or she faces. Benesh notation handles this with signs written below the stave, the part of the score reserved for location and direction, so that the stave above remains uncluttered.",
            "Location is described in relation to the stage. The stage is imagined as a grid, with the front of the stage (downstage) towards the audience, and positions across and up and down the stage are indicated by location signs. Facing direction is shown by a sign that indicates whether the dancer faces the audience, the back, one of the sides or a diagonal. Paths of travel, whether straight, circular or curved, are shown by path signs that link the starting location to the end location, with the timing of the path given by its position along the stave.",
            "When many dancers move at once, the notator uses <b>formation</b> diagrams. A formation is drawn as a small stage plan in which each dancer or group is marked, often by a letter or number, and lines show the paths to the next formation. A corps de ballet of twenty-four, for example, may begin in four lines of six, move into two diagonals, and finish in a circle; each change is recorded as a new plan at the bar in which it is complete, with the paths of individual dancers added where they cross or wind between others.",
            "Group writing requires decisions about economy. Where all dancers perform the same movement, a single stave is written for the group, with the formation plans showing their positions; where dancers differ, separate staves are written, one per dancer or per subgroup, aligned vertically like the parts of an orchestral score. The choreologist chooses the simplest layout that is unambiguous, because the score will be read by others, often many years after the original production.",
          ),
        },
      },
    ],
  },
];
