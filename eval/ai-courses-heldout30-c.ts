/** Thirtieth held-out evaluation courses, advanced level (energy law to cytopathology); see ai-courses-heldout30.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT30_C: EvalCourse[] = [
  {
    slug: "energy-regulation-networks-and-low-carbon-markets",
    discipline: "Energy law",
    title: "Energy Regulation: Networks and Low-Carbon Markets",
    description:
      "Electricity and gas reach consumers through regulated monopolies and competitive markets at the same time. At postgraduate level this option analyses the unbundling rules of the EU energy packages, Ofgem's RIIO price controls, the UK Contracts for Difference regime, and investment treaty arbitration in the energy sector.",
    level: "advanced",
    duration: "one term (20 hours of seminars)",
    plantedGap: "investment treaty arbitration",
    modules: [
      {
        title: "Unbundling Networks from Supply",
        description:
          "EU law separates the wires and pipes from generation and supply, and the three permitted models do so to different degrees.",
        lesson: {
          title: "Ownership unbundling, ISO and ITO",
          html:
            p(
              "Transmission networks for electricity and gas are natural monopolies: duplicating them would be wasteful, so competition in generation and supply depends on fair access to a single network. A vertically integrated company that owns both the network and generation has an incentive to favour its own plants, by delaying connections, withholding information or under-investing in interconnectors that would let rivals import power. The EU's answer, developed across three legislative packages (1996-98, 2003 and 2009), is unbundling: separating network operation from competitive activities.",
              "The Third Energy Package of 2009 (for electricity, Directive 2009/72/EC, now recast as Directive (EU) 2019/944) requires each Member State to apply one of three models to transmission system operators:",
            ) +
            "<ul><li><b>Ownership unbundling</b>: the same person may not control a supply or generation undertaking and exercise control or any right over a TSO. This is the default model and the most complete separation.</li><li><b>Independent system operator (ISO)</b>: a vertically integrated company keeps ownership of the network, but its operation, including investment planning, is entrusted to a separate operator designated by the state and approved by the Commission.</li><li><b>Independent transmission operator (ITO)</b>: the network stays within the integrated group in a subsidiary, subject to detailed rules on independent management, separate branding and premises, a compliance officer and a supervisory body, with limits on staff moving between the TSO and the rest of the group.</li></ul>" +
            p(
              "The ISO and ITO options were a political compromise, forced largely by France and Germany, whose integrated incumbents resisted full divestment. Certification by the national regulator, with an opinion from the Commission, is required before a TSO may operate, and Article 11 of the 2009 Directive added a further test where a TSO is controlled from a third country, aimed at security of supply. Distribution system operators face lighter duties: legal and functional unbundling only, with an exemption Member States may apply to DSOs serving fewer than 100,000 customers. Great Britain, which had already separated National Grid from generation in the 1990 privatisation, largely applied ownership unbundling.",
            ),
        },
      },
      {
        title: "RIIO: Regulating Network Revenues",
        description:
          "How does Ofgem decide what a monopoly network may charge? Through RIIO, an incentive-based price control that sets allowed revenue for five years.",
        lesson: {
          title: "Revenue = Incentives + Innovation + Outputs",
          html: p(
            "Network companies in Great Britain are licensed under the Electricity Act 1989 and the Gas Act 1986, and their charges are controlled by Ofgem, the Gas and Electricity Markets Authority, through price control conditions in their licences. From privatisation until 2013 Ofgem used RPI-X regulation, in which allowed revenue rose each year by the retail price index minus an efficiency factor X. RPI-X cut costs successfully but was criticised for encouraging short-term cost cutting and discouraging investment and innovation at a time when the networks needed to prepare for decarbonisation. In 2010 Ofgem replaced it with RIIO: Revenue = Incentives + Innovation + Outputs.",
            "RIIO sets allowed revenue for a fixed period in advance. The first generation, RIIO-1, ran for eight years from 2013 for transmission and gas distribution and from 2015 for electricity distribution. RIIO-2 returned to five-year periods, starting in April 2021 for transmission and gas distribution and in April 2023 for electricity distribution (RIIO-ED2). Several features distinguish it from RPI-X. Companies submit business plans, scrutinised by Ofgem and by customer engagement groups. Capital and operating expenditure are treated together as totex, so that a company has no incentive to prefer capital solutions simply because they are added to its regulatory asset value. A fixed share of totex, the capitalisation rate, is added to the regulatory asset value and recovered over time with an allowed return.",
            "Totex is subject to a sharing factor: if a company spends less than its allowance, it keeps part of the saving and customers receive the rest through lower charges; if it overspends, costs are shared in the same proportion. With a sharing factor of 50 per cent, an underspend of £100 million would leave £50 million with the company and return £50 million to customers. Outputs, such as reliability, connection times and customer satisfaction, carry financial rewards and penalties, and innovation funding supports trials of new techniques. Licensees may appeal price control decisions to the Competition and Markets Authority, as several did against RIIO-2 in 2021, with partial success, notably against Ofgem's 'outperformance wedge' deduction from the allowed return on equity.",
          ),
        },
      },
      {
        title: "Contracts for Difference",
        description:
          "Low-carbon generators in Great Britain are supported by a contract that pays them when prices are low and claws money back when prices are high.",
        lesson: {
          title: "Strike prices, reference prices and allocation rounds",
          html:
            p(
              "Part 2 of the Energy Act 2013, introduced under Electricity Market Reform, created the Contracts for Difference (CfD) scheme, the main support mechanism for new low-carbon electricity generation in Great Britain. A CfD is a private law contract between a generator and the Low Carbon Contracts Company (LCCC), a government-owned company that acts as counterparty. The generator sells its electricity in the market in the usual way. The CfD then pays the difference between a fixed strike price and a market reference price for each megawatt-hour generated. The difference runs both ways:",
            ) +
            "<table><tr><th>Strike price</th><th>Market reference price</th><th>Payment per MWh</th></tr><tr><td>£60</td><td>£45</td><td>LCCC pays generator £15</td></tr><tr><td>£60</td><td>£60</td><td>no payment</td></tr><tr><td>£60</td><td>£95</td><td>generator pays LCCC £35</td></tr></table>" +
            p(
              "The generator thus earns an effective, stable price per MWh, which lowers its cost of capital, while consumers are protected against windfall profits. During the price spike of 2022 many CfD generators paid large sums back to the LCCC, which reduced suppliers' levy costs. Payments to generators are funded by a levy on electricity suppliers, passed on to consumers. Strike prices are indexed to the Consumer Prices Index and contracts usually last fifteen years. For intermittent technologies such as wind and solar the reference price is a day-ahead hourly price, and under the rules for more recent rounds no difference payments are made for periods of negative prices, which are meant to discourage generation when the system is oversupplied.",
              "Contracts are awarded in allocation rounds run by National Grid Electricity System Operator (now the National Energy System Operator). The government sets an administrative strike price for each technology, a budget and sometimes separate pots for established and less established technologies. Projects bid sealed strike prices and a pay-as-clear auction sets a single clearing price within each pot. Allocation Round 4, in 2022, contracted some 11 GW, including offshore wind at about £37 per MWh in 2012 prices. Applicants who are refused entry to a round may seek a review by the delivery body and then appeal to Ofgem.",
            ),
        },
      },
    ],
  },
  {
    slug: "bell-founding-profiles-moulds-and-tuning",
    discipline: "Bell founding",
    title: "Bell Founding: Profiles, Moulds and Tuning",
    description:
      "Church and carillon bells are still cast in bronze of about four parts copper to one of tin and tuned on a vertical lathe. This advanced workshop module deals with bell profiles and the partials they produce, loam moulding, melting and pouring, true-harmonic tuning, and hanging for full-circle ringing.",
    level: "advanced",
    duration: "a 12-week foundry placement with seminars",
    plantedGap: "full-circle ringing",
    modules: [
      {
        title: "Profiles and Partials",
        description:
          "A bell does not sound one note but a family of partials, and the shape of its cross-section decides how they are tuned to each other.",
        lesson: {
          title: "Hum, prime, tierce, quint and nominal",
          html:
            p(
              "When a bell is struck it vibrates in many modes at once, each with its own frequency, called a partial. Unlike the overtones of a string, a bell's partials are not naturally harmonic; their relationship depends on the bell's profile, the shape of its cross-section from crown to lip, including the thickness of the wall at each height. The thickest part, the soundbow, just above the lip, is where the clapper strikes. A bell's weight and pitch are related by its profile: for similar profiles the frequency varies inversely with diameter, so a bell an octave lower must be about twice as wide and roughly eight times as heavy.",
              "The five lowest partials have traditional English names. In a bell tuned on the 'true-harmonic' or Simpson principle, their intended ratios to the prime are:",
            ) +
            "<table><tr><th>Partial</th><th>Interval to the prime</th><th>Ratio</th><th>Example (Hz)</th></tr><tr><td>Hum</td><td>octave below</td><td>0.5</td><td>220</td></tr><tr><td>Prime (fundamental)</td><td>unison</td><td>1</td><td>440</td></tr><tr><td>Tierce</td><td>minor third above</td><td>1.2</td><td>528</td></tr><tr><td>Quint</td><td>fifth above</td><td>1.5</td><td>660</td></tr><tr><td>Nominal</td><td>octave above</td><td>2</td><td>880</td></tr></table>" +
            p(
              "The note a listener hears, the strike note, is not usually any of these physical partials. It is a pitch perceived by the ear, generally an octave below the nominal, arising from the nominal and the partials above it. The minor-third tierce gives the bell its characteristic plaintive, minor quality. Canon Arthur Simpson, in articles of 1895 and 1896, argued that the partials of English bells were badly out of tune with one another and should be tuned to octaves of the strike note; John Taylor & Co of Loughborough adopted his principle in 1896 and, after them, other founders. Designing a profile that places each partial close to its target before any tuning is the founder's most closely guarded knowledge.",
            ),
        },
      },
      {
        title: "Loam Moulding",
        description:
          "The mould for a bell is built from loam and shaped by a rotating board, a method largely unchanged for centuries.",
        lesson: {
          title: "Building the core and the cope",
          html: p(
            "A bell is cast in a two-part mould: the core, which forms the inside of the bell, and the cope, which forms the outside. The space between them is the exact shape of the finished bell. Traditional founders build both from loam, a mixture of sand, clay, water and a binder of organic fibre such as horse dung, goat hair or chopped straw. The fibre makes the loam workable and stops it cracking as it dries; when the hot metal is poured, it burns out and leaves fine channels that let gases escape from the mould.",
            "The shape is produced with strickle boards, also called crooks: wooden templates cut to the profile of the inside and the outside of the bell and rotated around a central vertical spindle. For the core, a hollow brick structure is built on a base plate, and coats of loam are applied over it and swept to shape with the inner strickle, each coat dried before the next; a fire or gas burner inside the core speeds drying. In the older method a 'false bell' of loam was then built over the core with the outer strickle, modelled with inscriptions and decoration in wax, and the cope was formed over it; the false bell was broken away before casting. Most modern founders instead sweep the cope separately inside a cast-iron case, shaping its inner surface with the outer strickle, and press lettering and decoration into it in reverse.",
            "When core and cope are dry, the inside of the cope is blackened with a graphite wash so that the casting releases cleanly. The cope is lifted by crane and lowered precisely over the core, with the bell mouth downwards, and the two are clamped. For a large bell the assembled mould is set in a casting pit and rammed round with sand to resist the pressure of the molten metal, which at the bottom of a tall mould is considerable. A runner and risers at the crown allow the metal to enter and air to escape.",
          ),
        },
      },
      {
        title: "Melting, Pouring and Tuning",
        description:
          "We follow a bell from the furnace to the tuning machine, where metal is removed from inside the bell to bring its partials into their intended relationship.",
        lesson: {
          title: "Bell metal and the tuning machine",
          html:
            p(
              "Bell metal is a tin bronze of roughly 77 to 80 per cent copper and 20 to 23 per cent tin. The tin raises hardness and gives the long, clear resonance that a bell needs, but too much makes the alloy brittle, and a bell cast with high tin may crack if struck hard in cold weather. Copper is melted first in a reverberatory or crucible furnace, tin added, and the bronze brought to a pouring temperature of around 1,100 to 1,150 °C. Pouring must be continuous and steady; an interruption can leave a cold shut, a weak seam where two fronts of metal failed to fuse. A small bell solidifies within minutes but is left to cool for a day or more, and a very large bell for a week or longer, because cooling too fast sets up stresses that can crack it.",
              "After the mould is broken away, the bell is cleaned and its partials are measured, traditionally with tuning forks and today by electronic spectrum analysis. Bells are deliberately cast with a little extra metal so that they can be tuned. On a vertical tuning machine the bell is clamped mouth upwards on a rotating table, and a cutting tool removes thin shavings from the inside surface at chosen heights. Removing metal in general lowers the partials, but different heights affect them differently:",
            ) +
            "<ul><li>metal removed near the lip and soundbow mainly lowers the nominal;</li><li>metal removed in the waist, above the soundbow, has a strong effect on the prime and tierce;</li><li>metal removed high in the bell, near the shoulder, chiefly lowers the hum.</li></ul>" +
            p(
              "The tuner works step by step, measuring after each cut. Because metal can only be removed, an overcut partial cannot be raised again, and the bell must be matched to a lower target or, at worst, recast. In a ring or carillon each bell is also tuned to its neighbours, so that the nominals form the intended scale.",
            ),
        },
      },
    ],
  },
  {
    slug: "lighting-engineering-photometry-and-interior-design",
    discipline: "Lighting engineering",
    title: "Lighting Engineering: Photometry and Interior Design",
    description:
      "Lighting a room well is a calculation before it is an aesthetic choice. This master's module works through photometric quantities and the laws of illumination, interior lighting to EN 12464-1 by the lumen method, discomfort glare and the UGR, and the daylight factor.",
    level: "advanced",
    duration: "one semester (15 ECTS)",
    plantedGap: "daylight factor",
    modules: [
      {
        title: "Photometric Quantities and Laws",
        description:
          "Flux, intensity, illuminance and luminance are defined here, together with the inverse square and cosine laws that connect them.",
        lesson: {
          title: "From lumens to luminance",
          html:
            p(
              "Photometry measures light as the human eye responds to it. Radiant power at each wavelength is weighted by the CIE spectral luminous efficiency function V(λ), which peaks at 555 nm in the green for daytime (photopic) vision. The maximum luminous efficacy of radiation is 683 lumens per watt at 555 nm, a figure that fixes the SI definition of the candela. Four quantities are used constantly:",
            ) +
            "<table><tr><th>Quantity</th><th>Meaning</th><th>Unit</th></tr><tr><td>Luminous flux Φ</td><td>total light output of a source</td><td>lumen (lm)</td></tr><tr><td>Luminous intensity I</td><td>flux per unit solid angle in a given direction</td><td>candela (cd) = lm/sr</td></tr><tr><td>Illuminance E</td><td>flux falling on a surface, per unit area</td><td>lux (lx) = lm/m²</td></tr><tr><td>Luminance L</td><td>intensity per unit projected area of a surface, as seen from a direction</td><td>cd/m²</td></tr></table>" +
            p(
              "Illuminance from a small source follows the inverse square law combined with the cosine law: E = I cos θ / d², where I is the intensity towards the point, d the distance from source to point and θ the angle between the incident light and the normal to the surface. As a worked example, a downlight 3 m above a desk emits 1,200 cd straight down. Directly below, E = 1,200 / 3² = 133 lx. At a point on the desk 2 m to one side, the distance is √(3² + 2²) = 3.61 m and cos θ = 3 / 3.61 = 0.83; if the intensity in that direction is 900 cd, E = 900 × 0.83 / 3.61² = 57 lx. The point-source approximation is acceptable when the distance is at least five times the largest dimension of the luminaire.",
              "Luminance is the quantity the eye actually sees, and the one that determines brightness and glare. For a perfectly diffusing (Lambertian) surface, L = ρE / π, where ρ is the reflectance. A white wall of reflectance 0.8 lit to 300 lx therefore has a luminance of 0.8 × 300 / π ≈ 76 cd/m².",
            ),
        },
      },
      {
        title: "Lighting a Room by the Lumen Method",
        description:
          "Standards say how much light a task needs; the lumen method tells the designer how many luminaires will provide it over the life of the installation.",
        lesson: {
          title: "EN 12464-1 and the lumen method",
          html: p(
            "The European standard EN 12464-1, Light and lighting: Lighting of work places, Part 1: Indoor work places (current edition 2021), sets requirements for each type of task or activity. For writing, typing, reading and data processing in offices it requires a maintained illuminance of 500 lx on the task area, a uniformity (minimum divided by average illuminance) of at least 0.60, a colour rendering index Ra of at least 80 and a unified glare rating limit of 19. The 2021 edition also lists 'modified' illuminance values that a designer should apply where, for instance, the task involves low contrast or the occupants are older, and it requires minimum illuminances on walls and ceilings so that rooms do not feel gloomy.",
            "The lumen method estimates the average illuminance over a working plane, or the number of luminaires needed to achieve it. It is based on the utilisation factor UF, the fraction of lamp flux reaching the working plane, which depends on the luminaire's light distribution, the room's proportions (expressed by the room index K = L × W / [H<sub>m</sub> (L + W)], where H<sub>m</sub> is the mounting height above the working plane) and the surface reflectances. The maintenance factor MF allows for the fall in output of the light source and the accumulation of dirt on luminaires and room surfaces over time. The number of luminaires is N = E × A / (Φ × UF × MF), where Φ is the flux of one luminaire.",
            "Take an office 12 m by 8 m with luminaires mounted 2.4 m above a desk plane 0.8 m high, so that H<sub>m</sub> = 1.6 m. K = 96 / (1.6 × 20) = 3.0. The manufacturer's UF table gives 0.72 for this room index and the reflectances of the ceiling, walls and floor; the maintenance factor is 0.80. For 500 lx with luminaires of 4,000 lm each, N = 500 × 96 / (4,000 × 0.72 × 0.80) = 20.8, rounded up to 21, although a layout of 24 in a grid of 6 by 4 fits the room and keeps spacing even. The method gives only the average: uniformity and local levels must be checked by point-by-point calculation in software such as DIALux or Relux.",
          ),
        },
      },
      {
        title: "Discomfort Glare and the UGR",
        description:
          "Bright luminaires in the field of view cause discomfort even when there is enough light, and the Unified Glare Rating quantifies it.",
        lesson: {
          title: "Calculating and limiting glare",
          html:
            p(
              "Glare is a condition of vision caused by an unsuitable distribution of luminance or by extreme contrasts. Disability glare reduces the visibility of objects, for example through light scattered in the eye from oncoming headlights. Discomfort glare causes annoyance or fatigue without necessarily impairing vision and is the main concern in interiors, where occupants see the same luminaires for hours a day. The International Commission on Illumination (CIE) published the Unified Glare Rating in CIE 117 in 1995 to replace several incompatible national systems:",
              "UGR = 8 log<sub>10</sub> [ (0.25 / L<sub>b</sub>) × Σ (L² ω / p²) ]",
              "Here L<sub>b</sub> is the background luminance in cd/m², L the luminance of the luminous parts of each luminaire in the direction of the observer's eye, ω the solid angle of those luminous parts in steradians, and p the Guth position index, which weights each luminaire by its displacement from the line of sight; sources near the centre of vision have a low p and so a large effect. The summation is taken over every luminaire in view.",
            ) +
            "<ul><li>UGR values run in practice from about 10 to 30, with steps of 3 (13, 16, 19, 22, 25, 28) treated as just-perceptible differences.</li><li>EN 12464-1 sets limits such as 16 for technical drawing, 19 for offices and classrooms, 22 for light industrial work and 25 for heavy industry.</li><li>Manufacturers publish UGR tables for each luminaire, calculated for standard room sizes and reflectances, viewed crosswise and endwise.</li></ul>" +
            p(
              "Because L appears squared, glare is reduced most effectively by reducing the luminance of the luminaire in the critical zone, typically at angles of 65 degrees and more from the downward vertical, with louvres, prismatic diffusers or deeper recesses. Raising background luminance by lighting walls and ceilings brightens L<sub>b</sub> and also lowers the UGR.",
            ),
        },
      },
    ],
  },
  {
    slug: "special-educational-needs-law-england",
    discipline: "Education law",
    title: "Special Educational Needs and the Law in England",
    description:
      "Disputes about children with special educational needs reach the First-tier Tribunal in their thousands each year. This advanced law option analyses Part 3 of the Children and Families Act 2014, the EHC needs assessment and plan, how provision must be specified, school exclusion, and the powers of the tribunal.",
    level: "advanced",
    duration: "one term",
    plantedGap: "school exclusion",
    modules: [
      {
        title: "The Statutory Framework",
        description:
          "Part 3 of the 2014 Act defines who has special educational needs and what a local authority owes them, with the SEND Code of Practice as statutory guidance.",
        lesson: {
          title: "Definitions and general duties under Part 3",
          html: p(
            "The law on special educational needs in England was reformed by Part 3 of the Children and Families Act 2014, in force from 1 September 2014, which replaced the statements of special educational needs of the Education Act 1996 with education, health and care (EHC) plans and extended protection to young people up to the age of 25. The Special Educational Needs and Disability Regulations 2014 supply the procedural detail, and the SEND Code of Practice: 0 to 25 years (January 2015) is statutory guidance to which local authorities, schools and others must have regard; departures from it must be justified.",
            "Section 20 defines the central terms. A child or young person has special educational needs if he or she has a learning difficulty or disability which calls for special educational provision to be made. A learning difficulty or disability exists where the person has a significantly greater difficulty in learning than the majority of others of the same age, or has a disability which prevents or hinders them from making use of facilities of a kind generally provided for others of the same age in mainstream schools or post-16 institutions. Difficulty arising only because the language of the home differs from the language of instruction is excluded. Section 21 defines special educational provision, for a child aged two or more, as educational or training provision that is additional to, or different from, that made generally for others of the same age in mainstream settings. Health or social care provision which educates or trains a child is to be treated as special educational provision, an important point when therapies such as speech and language therapy are disputed.",
            "Section 19 requires a local authority, in exercising its functions under Part 3, to have regard to the views, wishes and feelings of the child and parent or of the young person, to the importance of their participation in decisions, and to supporting the child's development to achieve the best possible educational and other outcomes. Most children with special educational needs are supported at school level under 'SEN support' without a plan; schools must use their best endeavours to secure the provision their needs call for under section 66.",
          ),
        },
      },
      {
        title: "Assessment and the EHC Plan",
        description:
          "The threshold for an EHC needs assessment is low, the deadlines are strict, and the content of the plan is where most legal disputes arise.",
        lesson: {
          title: "From request to a specified plan",
          html:
            p(
              "A request for an EHC needs assessment may be made by a parent, a young person, or a school or college, and the local authority may also act on its own initiative. Under section 36(8) the authority must secure an assessment if it is of the opinion that the child or young person has or may have special educational needs and may need special educational provision to be made in accordance with an EHC plan. The test is deliberately low: 'may have' and 'may need'. The Regulations fix the timetable:",
            ) +
            "<table><tr><th>Stage</th><th>Time limit</th></tr><tr><td>Decision whether to assess</td><td>6 weeks from the request</td></tr><tr><td>Decision whether to issue a plan after assessment</td><td>16 weeks from the request</td></tr><tr><td>Final EHC plan issued</td><td>20 weeks from the request</td></tr><tr><td>Parent's comments on the draft plan</td><td>at least 15 days</td></tr></table>" +
            p(
              "Once an authority maintains a plan, section 42 imposes an absolute duty to secure the special educational provision specified in it; lack of resources is no defence. That makes the wording of the plan critical. Section F must specify the provision, and the courts have long required it to be specific and normally quantified. In <i>L v Clarke and Somerset County Council</i> [1998] ELR 129 the High Court held that a statement must be so specific and so clear as to leave no room for doubt as to what has been decided is necessary in the individual case, ordinarily quantifying it in terms of hours and the level of expertise required. Phrases such as 'access to speech and language therapy as appropriate' or 'regular support' are therefore vulnerable on appeal. The Code of Practice states the same expectation. Section I names the school or other institution. Under section 39 a parent or young person may request a particular maintained school, academy or other listed institution, and the authority must name it unless it is unsuitable for the child's age, ability, aptitude or needs, or its attendance would be incompatible with the efficient education of others or the efficient use of resources.",
            ),
        },
      },
      {
        title: "Appeals to the Tribunal",
        description:
          "Most SEND disputes end before the First-tier Tribunal (Special Educational Needs and Disability), whose jurisdiction, procedure and powers are set out here.",
        lesson: {
          title: "Jurisdiction, mediation and remedies",
          html: p(
            "Section 51 of the 2014 Act gives parents and young people a right of appeal to the First-tier Tribunal (Special Educational Needs and Disability) against a range of decisions: a refusal to carry out an EHC needs assessment, a decision not to issue a plan after assessment, the contents of sections B (needs), F (provision) and I (placement) of a plan or of an amended plan, and decisions to cease to maintain a plan. The tribunal is a specialist body, usually sitting as a judge and a specialist member, and it decides the matter afresh on the evidence at the date of the hearing rather than reviewing the lawfulness of the authority's reasoning.",
            "Before appealing, a parent or young person must, under section 55, contact a mediation adviser and obtain a certificate, unless the appeal concerns only the school or placement named. They need not go on to mediate. An appeal must normally be brought within two months of the date of the decision letter, or one month from the date of the mediation certificate if that is later. Appeals are numerous and parents succeed in a high proportion of those that go to a decision; in recent years the Ministry of Justice has reported parents' success rates above 90 per cent, although many appeals are conceded or withdrawn before a hearing.",
            "The tribunal may dismiss the appeal, order the authority to carry out an assessment or to make and maintain a plan, or order amendments to the description of needs, the specified provision or the named institution. In 2018 the government began a national trial, later extended, under which the tribunal may also make non-binding recommendations about the health and social care sections of a plan where an appeal includes educational issues; the health or social care body must respond in writing within five weeks and give reasons if it does not follow them. A party may appeal a tribunal decision to the Upper Tribunal (Administrative Appeals Chamber), but only on a point of law and with permission.",
          ),
        },
      },
    ],
  },
  {
    slug: "diagnostic-cytopathology-reporting-systems",
    discipline: "Cytopathology",
    title: "Diagnostic Cytopathology: Reporting Systems in Practice",
    description:
      "International reporting systems now shape most cytology reports. Specialty trainees and biomedical scientists preparing for advanced practice work here through cervical screening in the era of primary HPV testing, the Bethesda System for thyroid fine-needle aspiration, the Paris System for urine, and serous effusion cytology.",
    level: "advanced",
    duration: "one semester of weekly microscopy sessions",
    plantedGap: "serous effusion",
    modules: [
      {
        title: "Cervical Cytology after Primary HPV Testing",
        description:
          "This session places cytology within an HPV-first screening programme and compares UK and Bethesda terminology.",
        lesson: {
          title: "Triage cytology and dyskaryosis",
          html:
            p(
              "Persistent infection with high-risk human papillomavirus (HPV), especially types 16 and 18, causes virtually all cervical cancers. Because a negative HPV test gives far greater reassurance than a negative cytology result, England moved its NHS Cervical Screening Programme to primary HPV testing in 2019, and Scotland and Wales also use it. Samples are taken into liquid-based cytology (LBC) vials, such as ThinPrep or SurePath, and tested for high-risk HPV first. Only HPV-positive samples go on to cytology, which becomes a triage test. The cytologist therefore sees an enriched population of abnormal samples, and the positive predictive value of each category differs from that in the old cytology-first programme.",
              "UK laboratories report with the British Society for Clinical Cytology (BSCC) terminology of 2013, which maps onto the US Bethesda System for cervical cytology as follows:",
            ) +
            "<table><tr><th>BSCC (UK)</th><th>Bethesda equivalent</th></tr><tr><td>Borderline change in squamous cells</td><td>ASC-US</td></tr><tr><td>Low-grade dyskaryosis</td><td>LSIL</td></tr><tr><td>High-grade dyskaryosis (moderate)</td><td>HSIL</td></tr><tr><td>High-grade dyskaryosis (severe)</td><td>HSIL</td></tr><tr><td>High-grade dyskaryosis ?invasive squamous carcinoma</td><td>squamous cell carcinoma</td></tr><tr><td>?Glandular neoplasia of endocervical type</td><td>AGC / adenocarcinoma in situ</td></tr></table>" +
            p(
              "Dyskaryosis means nuclear abnormality in cells whose cytoplasm is relatively mature. In low-grade dyskaryosis the affected cells are superficial or intermediate squamous cells with enlarged, hyperchromatic nuclei occupying less than half of the cell area; koilocytes, with a sharply defined perinuclear halo and irregular nucleus, are the cytopathic signature of HPV. In high-grade dyskaryosis the cells are smaller, parabasal-like, with a high nuclear-to-cytoplasmic ratio, coarse chromatin and irregular nuclear membranes. A sample reported as high grade leads to direct referral for colposcopy.",
            ),
        },
      },
      {
        title: "Thyroid FNA and the Bethesda System",
        description:
          "Six diagnostic categories, each tied to a risk of malignancy and a management recommendation, make up the Bethesda System for Reporting Thyroid Cytopathology.",
        lesson: {
          title: "Categories, risks and criteria",
          html:
            p(
              "Fine-needle aspiration (FNA) under ultrasound guidance is the first-line test for thyroid nodules that meet size and ultrasound criteria for sampling. The Bethesda System for Reporting Thyroid Cytopathology, first published in 2009 and now in its third edition (2023), gives each report one of six categories, each with an estimated risk of malignancy (ROM) and a usual management:",
            ) +
            "<table><tr><th>Category</th><th>Name</th><th>Mean ROM (3rd edition)</th></tr><tr><td>I</td><td>Nondiagnostic</td><td>13%</td></tr><tr><td>II</td><td>Benign</td><td>4%</td></tr><tr><td>III</td><td>Atypia of undetermined significance</td><td>22%</td></tr><tr><td>IV</td><td>Follicular neoplasm</td><td>30%</td></tr><tr><td>V</td><td>Suspicious for malignancy</td><td>74%</td></tr><tr><td>VI</td><td>Malignant</td><td>97%</td></tr></table>" +
            p(
              "Adequacy comes first. A benign diagnosis requires at least six groups of well-preserved follicular cells, each containing at least ten cells, although abundant colloid alone, or findings such as inflammation in lymphocytic thyroiditis, may be diagnostic without that number. A benign follicular nodule shows abundant thin or thick colloid, macrofollicles and flat sheets of evenly spaced follicular cells with small round nuclei, sometimes with macrophages containing haemosiderin.",
              "Papillary thyroid carcinoma, the commonest thyroid malignancy, is diagnosed on nuclear features: enlarged, oval, overlapping nuclei with pale, powdery chromatin, longitudinal nuclear grooves, and intranuclear cytoplasmic pseudoinclusions, with papillae and psammoma bodies in many cases. When these features are present in some cells but are incomplete or sparse, the sample falls into category V or III instead. Category IV covers cellular aspirates made of microfollicles or crowded trabeculae with scant colloid; cytology cannot distinguish follicular adenoma from carcinoma, because the diagnosis of carcinoma depends on capsular or vascular invasion, which only histology can show. Molecular testing is increasingly used to refine the risk in categories III and IV before surgery is decided.",
            ),
        },
      },
      {
        title: "Urine Cytology and the Paris System",
        description:
          "The Paris System reorients urine cytology towards the one target it detects well: high-grade urothelial carcinoma.",
        lesson: {
          title: "Reporting urine with the Paris System",
          html: p(
            "Urine cytology is good at detecting high-grade urothelial carcinoma, including carcinoma in situ, which may be flat and invisible at cystoscopy, and poor at detecting low-grade papillary tumours, whose cells differ little from normal urothelium. Older reporting practice blurred this distinction and used categories such as 'atypical' very inconsistently. The Paris System for Reporting Urinary Cytology, first published in 2016 and revised in a second edition in 2022, makes the detection of high-grade urothelial carcinoma (HGUC) its explicit aim.",
            "Its diagnostic categories are: nondiagnostic or unsatisfactory; negative for high-grade urothelial carcinoma (NHGUC); atypical urothelial cells (AUC); suspicious for HGUC (SHGUC); HGUC; low-grade urothelial neoplasm (LGUN); and other malignancies, primary and secondary. The criteria for HGUC are built around the nuclear-to-cytoplasmic (N/C) ratio, which is assessed in non-superficial, non-degenerated urothelial cells. A cell diagnosed as HGUC should have an N/C ratio of 0.7 or more together with moderate to severe hyperchromasia, and either markedly irregular nuclear membranes or coarse, clumped chromatin. At least five to ten such abnormal cells are expected for a definite diagnosis of HGUC in voided urine; with fewer, the sample is reported as suspicious. Atypical urothelial cells have an N/C ratio above 0.5 with one additional feature, such as mild hyperchromasia or irregular chromatin.",
            "Several benign mimics must be recognised. Degenerated cells in voided urine can look hyperchromatic, and their N/C ratio should not be assessed. Instrumented samples after cystoscopy or catheterisation contain clusters of benign urothelial cells that can be mistaken for papillary fragments. Polyomavirus (BK virus) infection, common in transplant recipients, produces 'decoy cells' with enlarged nuclei and glassy, homogeneous inclusions that mimic HGUC, but lack the coarse chromatin and irregular membranes of carcinoma. Stones and intravesical therapy such as BCG also produce reactive changes. The report then carries the implied risk: the ROM for HGUC is above 90 per cent, and for NHGUC it is low.",
          ),
        },
      },
    ],
  },
];
