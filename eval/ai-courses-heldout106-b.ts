/** One-hundred-and-sixth held-out evaluation courses, intermediate level; see ai-courses-heldout106.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT106_B: EvalCourse[] = [
  {
    slug: "process-instrumentation-and-measurement",
    discipline: "Instrumentation engineering",
    title: "Process Instrumentation and Measurement",
    description:
      "A control loop can be no better than the measurements it acts on. Building on first-year circuit theory, the module treats temperature, pressure and flow measurement, control valves, and the 4–20 mA loop with HART communication, calibration practice and the uncertainty budget.",
    level: "intermediate",
    duration: "twelve weeks (two lectures a week and a fortnightly laboratory)",
    plantedGap: "control valves",
    modules: [
      {
        title: "Temperature Measurement: Thermocouples and RTDs",
        description:
          "How thermocouples and platinum resistance thermometers work, their standard tolerances, and the wiring errors that spoil them in the field.",
        lesson: {
          title: "Choosing between a thermocouple and a Pt100",
          html: p(
            "Two sensors dominate industrial temperature measurement. A thermocouple is a pair of dissimilar metal wires joined at the measuring point; because of the Seebeck effect, a voltage appears that depends on the temperature difference between that hot junction and the reference junction where the wires meet copper. A type K thermocouple (nickel-chromium against nickel-aluminium) produces about 41 µV per °C and can be used from about −200 °C to about 1250 °C; type J (iron against constantan) and type T (copper against constantan) suit lower ranges. Since the output depends on the reference junction, the instrument must measure that temperature and add the corresponding voltage, a correction called cold-junction compensation. The wires between sensor and instrument must be of matching extension or compensating cable; an ordinary copper cable creates extra junctions and an error.",
            "A resistance temperature detector uses the rise in resistance of platinum with temperature. The standard Pt100 element is 100 Ω at 0 °C with a coefficient of 0.00385 Ω/Ω/°C, so it reads about 138.5 Ω at 100 °C. IEC 60751 defines tolerance classes: class B is ±(0.3 + 0.005|t|) °C and class A is ±(0.15 + 0.002|t|) °C, so at 100 °C a class A sensor is within ±0.35 °C. RTDs are more accurate and stable than thermocouples below about 600 °C; thermocouples are cheaper, more robust, faster and reach far higher temperatures.",
            "Lead resistance is the classic RTD wiring error. Suppose a Pt100 is connected with two wires, each of 0.5 Ω. The instrument sees 1 Ω extra, and since the sensitivity is 0.385 Ω per °C, it reads about 2.6 °C high. A three-wire connection uses the third lead to measure and cancel the lead resistance, provided the leads are equal; a four-wire connection passes the excitation current through one pair and measures voltage across the other, eliminating lead resistance entirely; it is used for laboratory and custody-transfer work.",
            "Sensors in process pipes sit in thermowells, which protect them and allow replacement without draining the line, but add thermal lag. A thermowell also has to survive the flow: ASME PTC 19.3 TW sets out calculations to avoid fatigue failure from vortex-induced vibration, a cause of several well-known failures.",
          ),
        },
      },
      {
        title: "Pressure and Flow",
        description:
          "Differential-pressure transmitters, orifice plates and the square-root law, and the electromagnetic, Coriolis and vortex meters that have replaced them in many services.",
        lesson: {
          title: "The square-root law and its consequences",
          html:
            p(
              "Most process pressure is measured by transmitters with a diaphragm whose deflection is sensed capacitively, piezoresistively or by a resonant element. The same instrument, fitted with two process connections, measures differential pressure (DP), and DP is the basis of the oldest flow method still in common use.",
              "An orifice plate is a thin plate with a sharp-edged, concentric hole, clamped between pipe flanges. Fluid accelerates through the hole and its static pressure falls; by Bernoulli's equation and continuity, the volumetric flow Q is proportional to the square root of the pressure drop ΔP. ISO 5167 gives the discharge coefficients, the permitted ratio β of bore to pipe diameter (for orifices roughly 0.1 to 0.75) and the lengths of straight pipe needed upstream and downstream so that the velocity profile is fully developed.",
              "The square-root law has a practical consequence. At half of full-scale flow, ΔP is only a quarter of its full-scale value; at 10 per cent flow it is one per cent. Small signals near the bottom of the range are swamped by transmitter error, so an orifice meter is usually limited to a turndown of about 3:1 to 4:1. The transmitter or control system must also apply square-root extraction: a transmitter reading 25 per cent of its DP span indicates 50 per cent flow.",
              "Other technologies avoid these limits:",
            ) +
            "<table><tr><th>Meter</th><th>Principle</th><th>Notes</th></tr><tr><td>Electromagnetic</td><td>Faraday's law: a conductive liquid moving through a magnetic field generates a voltage proportional to velocity</td><td>No obstruction or pressure loss; liquid must be conductive, typically above about 5 µS/cm, so it cannot measure hydrocarbons</td></tr><tr><td>Coriolis</td><td>Vibrating tubes twist in proportion to mass flow</td><td>Measures mass flow and density directly; high accuracy, about ±0.1 per cent; expensive in large sizes</td></tr><tr><td>Vortex</td><td>A bluff body sheds vortices at a frequency proportional to velocity</td><td>Works on liquids, gases and steam; needs a minimum Reynolds number</td></tr></table>" +
            p(
              "Whatever the meter, the installation matters as much as the instrument. DP impulse lines should slope continuously, downwards from the tapping for liquids so that gas bubbles rise back into the pipe, and upwards for gases so that condensate drains away; trapped bubbles or liquid create a false head and a steady error.",
            ),
        },
      },
      {
        title: "The 4–20 mA Loop, HART and Calibration",
        description:
          "Why process signals are carried as 4–20 mA currents, how to budget loop resistance, how HART rides on the loop, and how to calibrate a transmitter and state its uncertainty.",
        lesson: {
          title: "Scaling, loop budgets and a five-point calibration",
          html: p(
            "The 4–20 mA current loop remains the standard analogue process signal. A current, unlike a voltage, is unaffected by the resistance of long cables, and the 'live zero' at 4 mA distinguishes a true zero reading from a broken wire, which gives 0 mA. The 4 mA also powers a two-wire transmitter, which draws its operating current from the loop it modulates. The NAMUR recommendation NE 43 reserves currents below 3.6 mA or above 21 mA to signal a device failure.",
            "Scaling is linear. For a transmitter ranged 0 to 10 bar, the signal is I = 4 + 16 × (P/10) mA, so 5 bar gives 12 mA, and a reading of 7.2 mA corresponds to (7.2 − 4)/16 × 10 = 2 bar.",
            "Every loop needs a voltage budget. If the power supply gives 24 V and the transmitter needs at least 10.5 V across its terminals, the remaining 13.5 V must drive 20 mA through the cable, the receiver's input resistor and any barriers, so the maximum total loop resistance is 13.5/0.020 = 675 Ω. A 250 Ω input resistor and a 340 Ω barrier leave little room for cable.",
            "HART superimposes a digital signal on the analogue current by frequency-shift keying, using 1200 Hz for a binary 1 and 2200 Hz for a 0 at 1200 bit/s. Because the tones average to zero, the analogue reading is undisturbed, and a handheld communicator can read diagnostics or change the range while the loop runs. HART needs at least about 230 Ω of loop resistance.",
            "Calibration compares the instrument with a reference of known, smaller uncertainty. A typical five-point check applies 0, 25, 50, 75 and 100 per cent of range, rising and then falling, and records 'as found' errors before adjustment and 'as left' errors after it. Differences between the rising and falling readings reveal hysteresis.",
            "The result is incomplete without an uncertainty statement. List each contribution, such as the reference standard, readout resolution, repeatability and temperature effects, convert each to a standard uncertainty, combine them by root-sum-of-squares, and multiply by a coverage factor k = 2 to give an expanded uncertainty at roughly 95 per cent confidence. A common rule asks for a test uncertainty ratio of at least 4:1 between the tolerance being checked and that uncertainty.",
          ),
        },
      },
    ],
  },
  {
    slug: "revenge-satire-and-the-city-jacobean-drama",
    discipline: "Jacobean drama",
    title: "Revenge, Satire and the City: Jacobean Drama",
    description:
      "Between 1603 and 1625 the London stage produced some of the darkest and funniest plays in English. Second-year students read Webster, Middleton and Jonson alongside the playhouses they wrote for, studying revenge tragedy, city comedy, the court masque and the move indoors to the Blackfriars.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one seminar a week)",
    plantedGap: "the court masque",
    modules: [
      {
        title: "Revenge Tragedy after Kyd",
        description:
          "How Jacobean dramatists inherited and darkened the conventions of revenge tragedy, read through The Revenger's Tragedy and The Duchess of Malfi.",
        lesson: {
          title: "Vindice, the Duchess and the corrupt court",
          html: p(
            "The Jacobean dramatists inherited a ready-made form. Thomas Kyd's The Spanish Tragedy, written in the late 1580s, had established the conventions of revenge tragedy: a secret crime, a ghost or other supernatural prompt, a revenger who delays, feigned or real madness, a play within the play, and a final catastrophe in which the revenger dies with his victims. Hamlet, around 1600, turned the form inward. The playwrights who followed after 1603 turned it outward, onto the Italianate court as a machine of lust, ambition and flattery, a setting that let them comment at a safe distance on the new Stuart court.",
            "The Revenger's Tragedy, performed by the King's Men and printed anonymously in 1607–8, was long attributed to Cyril Tourneur; stylistic and linguistic studies now give it, with wide agreement, to Thomas Middleton. It opens with Vindice holding the skull of Gloriana, his betrothed, poisoned by the Duke for refusing him. The play is a black comedy of disguise: Vindice, hired by the Duke's son as a pander, is commissioned to corrupt his own sister. The revenger becomes an artist who relishes his plots, and when he boasts of them at the end he is sent to execution by the new ruler. Revenge no longer restores order; it exposes the revenger as one more product of the court.",
            "John Webster's The Duchess of Malfi, first performed by the King's Men around 1613–14 and printed in 1623, changes the centre of gravity. The victim, not the revenger, holds the stage. The widowed Duchess secretly marries her steward Antonio, defying her brothers, the Cardinal and Duke Ferdinand, whose obsession with her 'blood' shades into incestuous jealousy. In Act 4 she is tormented with waxwork corpses and a dance of madmen, and meets her strangling with the line 'I am Duchess of Malfi still.' Ferdinand's response over her body, 'Cover her face; mine eyes dazzle: she died young', is one of the most quoted lines of the period.",
            "Seminar discussion should test the critical commonplace that these plays are simply decadent. Ask instead how they use spectacle, sententious moralising and sudden shifts of tone to make audiences judge characters whom the plot does not punish fairly.",
          ),
        },
      },
      {
        title: "City Comedy: Jonson and Middleton",
        description:
          "Satire of money, appetite and social climbing in The Alchemist and A Chaste Maid in Cheapside, and the comic structures that carry it.",
        lesson: {
          title: "Cozeners and gulls in Jacobean London",
          html: p(
            "City comedy is the Jacobean genre most firmly rooted in contemporary London. Its characters are merchants, gallants, lawyers, Puritans, prostitutes and confidence tricksters; its subject is money, and the appetites money makes visible. Two plays show the range of the form.",
            "Ben Jonson's The Alchemist was performed by the King's Men in 1610. The master of a house in Blackfriars has fled the plague, and his butler Face, the fake alchemist Subtle and the prostitute Dol Common run a confidence trick from it. A procession of gulls arrives: the lawyer's clerk Dapper, who wants a familiar spirit to win at gambling; the tobacconist Drugger; the voluptuary Sir Epicure Mammon, who dreams of the philosopher's stone as a key to limitless luxury; and the Anabaptists Tribulation Wholesome and Ananias, who want gold for their congregation. Jonson keeps strictly to the classical unities: one house, one day, and a plot whose time roughly matches the time of performance. The comedy lies in the accelerating juggling of visitors, until the owner, Lovewit, returns and Face saves himself by giving his master the rich widow the tricksters had been fighting over. Vice is exposed, but not punished: Jonson's satire trusts the audience to judge.",
            "Thomas Middleton's A Chaste Maid in Cheapside, performed around 1613 by the Lady Elizabeth's Men at the Swan, is messier and more disturbing. Its plots turn human reproduction into commerce. The goldsmith Yellowhammer tries to sell his daughter Moll to the dissolute Sir Walter Whorehound; the Allwit household is kept in comfort by Sir Walter, who fathers its children, with the husband's contented consent; the Kixes pay the fertile Touchwood Senior to cure their childlessness. The play's wit lies in how calmly everyone treats these transactions.",
            "Reading the two plays together raises the central critical questions of the genre. Is city comedy conservative satire, mocking upstarts and defending traditional order, or does it celebrate the quick-witted who exploit a market society? Critics from L. C. Knights, who read Jonson as a moralist of the old economic order, to later historicist and materialist readers have answered differently.",
          ),
        },
      },
      {
        title: "Going Indoors: The Blackfriars and Performance",
        description:
          "What changed when the King's Men began playing at the candlelit Blackfriars as well as the Globe, and how the indoor theatre shaped dramatic writing.",
        lesson: {
          title: "Two playhouses, two audiences",
          html:
            p(
              "For most of Elizabeth's reign the adult companies played in large open-air amphitheatres such as the Theatre, the Rose and, from 1599, the Globe. The Globe could hold perhaps three thousand people, many of them standing in the yard for a penny. Indoor, candlelit playhouses were associated with the boy companies, such as the Children of the Queen's Revels, who played at the Blackfriars, a hall within a former Dominican priory.",
              "In 1608 the King's Men regained the lease of the Blackfriars, and from around 1609 they used it alongside the Globe, the indoor house in the winter season and the Globe in summer. The difference was considerable. The Blackfriars held perhaps six to seven hundred people. The cheapest admission was sixpence, six times the Globe's, and the best seats were on the stage itself. Everyone sat, and the audience was wealthier, closer to the stage and better able to hear quiet speech.",
              "Several consequences for drama follow:",
            ) +
            "<ul><li>Acts and intervals. Wax candles had to be trimmed, so performances paused between acts; plays increasingly were written in five acts with breaks, and music was played between them.</li><li>Music. The boy companies had a tradition of consort music, and the King's Men added musicians to their indoor performances.</li><li>Intimacy. Candlelight, a smaller room and a seated audience favoured subtle effects: whispered asides, darkness created by carrying lights off, and quieter verse.</li></ul>" +
            p(
              "The change should not be overstated. The King's Men took the same plays between both houses; the title page of the 1623 quarto of The Duchess of Malfi says it was presented 'privately at the Black-Friers; and publiquely at the Globe'. A play written for one space had to work in the other.",
              "Modern practice offers evidence to test these claims. The Sam Wanamaker Playhouse, opened in 2014 beside Shakespeare's Globe in London, is an experimental reconstruction of an indoor Jacobean theatre lit by beeswax candles. Productions there have shown how candle-lit darkness sharpens the dungeon and madhouse scenes of Webster's play, and how close the actors are to every spectator. Students should read reviews of such productions critically, as evidence of what is possible rather than proof of original practice.",
            ),
        },
      },
    ],
  },
  {
    slug: "human-trafficking-and-modern-slavery-definitions-data-and-responses",
    discipline: "Human trafficking studies",
    title: "Human Trafficking and Modern Slavery: Definitions, Data and Responses",
    description:
      "How do you count people whose exploitation is designed to stay hidden? The course examines the international legal definition of trafficking, the methods and limits of prevalence estimates, victim identification through the UK National Referral Mechanism, and supply chain due diligence by businesses.",
    level: "intermediate",
    duration: "one term (nine two-hour seminars)",
    plantedGap: "supply chain due diligence",
    modules: [
      {
        title: "Defining Trafficking: The Palermo Protocol",
        description:
          "The act, means and purpose elements of the international definition, how it differs from smuggling, and how UK law translates it.",
        lesson: {
          title: "Act, means and purpose",
          html:
            p(
              "The modern international definition of trafficking comes from the Protocol to Prevent, Suppress and Punish Trafficking in Persons, Especially Women and Children, adopted in Palermo in 2000 as a supplement to the UN Convention against Transnational Organized Crime and in force since December 2003. Article 3(a) breaks trafficking into three elements, all of which must normally be present:",
            ) +
            "<ul><li>An act: the recruitment, transportation, transfer, harbouring or receipt of persons.</li><li>A means: the threat or use of force or other forms of coercion, abduction, fraud, deception, the abuse of power or of a position of vulnerability, or the giving or receiving of payments to a person having control over another.</li><li>A purpose of exploitation, including at a minimum the exploitation of the prostitution of others or other forms of sexual exploitation, forced labour or services, slavery or practices similar to slavery, servitude, or the removal of organs.</li></ul>" +
            p(
              "Under Article 3(b), the consent of a victim to the intended exploitation is irrelevant once any of the means has been used. Under Article 3(c) and (d), where the victim is a child, meaning anyone under 18, the means element is not required at all: recruiting or moving a child for exploitation is trafficking.",
              "Trafficking is often confused with migrant smuggling, covered by a separate protocol. Smuggling is procuring, for profit, illegal entry into a state; the migrant consents, the relationship usually ends on arrival, and a border must be crossed. Trafficking requires none of these: it can take place entirely within one country, and its defining feature is exploitation, not movement across borders. In practice the two overlap: a smuggled migrant in debt to the smuggler may become a trafficking victim.",
              "Forced labour has its own older definition in the ILO Forced Labour Convention of 1930 (No. 29): 'all work or service which is exacted from any person under the menace of any penalty and for which the said person has not offered himself voluntarily.' In England and Wales, the Modern Slavery Act 2015 creates two main offences: section 1, holding a person in slavery or servitude or requiring forced or compulsory labour, and section 2, human trafficking, defined as arranging or facilitating the travel of another person with a view to their exploitation. Travel within the UK is sufficient, and the victim's consent is no defence.",
            ),
        },
      },
      {
        title: "Counting the Hidden: Prevalence Estimates",
        description:
          "Survey-based global estimates and multiple systems estimation, what assumptions each makes, and why trafficking statistics are so contested.",
        lesson: {
          title: "From capture-recapture to the Global Estimates",
          html: p(
            "Exploitation is designed to be invisible, so no register lists its victims. Every prevalence figure is an estimate, and its meaning depends on the method and the definition behind it.",
            "The most cited global figures come from the Global Estimates of Modern Slavery produced by the International Labour Organization, Walk Free and the International Organization for Migration. The 2022 edition estimated that about 50 million people were in modern slavery on an average day in 2021: 27.6 million in forced labour and 22 million in forced marriage. These figures rest mainly on nationally representative household surveys, many run through the Gallup World Poll, which ask respondents about their own experience and that of immediate family members, combined with administrative data on forced labour imposed by states. Surveys reach households, so they undercount people in institutions, labour camps or hidden accommodation, and they extrapolate to countries where no survey was run.",
            "National estimates often use multiple systems estimation (MSE), a development of the capture-recapture methods ecologists use to count animals. The simplest two-list version is the Lincoln–Petersen estimator: if list A (say, police records) holds 400 victims, list B (a charity's records) holds 300, and 60 people appear on both, the estimated total is 400 × 300 / 60 = 2,000. The logic is that the proportion of list B also found on list A estimates the proportion of all victims that list A captures.",
            "The estimator rests on assumptions that trafficking data violate: the population must be closed during the counting period, every victim must have the same chance of appearing on each list, and appearing on one list must not change the chance of appearing on another. In reality, a police referral often leads directly to a charity referral. MSE with several lists and log-linear models allows some dependence between lists to be modelled. In 2014 the UK Home Office used MSE on six lists to estimate 10,000 to 13,000 potential victims in the UK; later analyses showed how sensitive such estimates are to modelling choices.",
            "Numbers in this field also do political work. Researchers such as Ronald Weitzer have criticised large headline figures that travel without their caveats, and students should always ask what definition, method and interval lie behind any number they cite.",
          ),
        },
      },
      {
        title: "Identification and Support: The National Referral Mechanism",
        description:
          "How potential victims are identified and referred in the UK, the two-stage decision process, and the recovery rights owed under the European trafficking convention.",
        lesson: {
          title: "From indicators to a conclusive grounds decision",
          html:
            p(
              "Victims rarely self-identify. Many do not know the legal term, fear deportation or reprisals against family, or owe a debt they believe is legitimate. Identification therefore depends on professionals who recognise indicators. The ILO lists eleven indicators of forced labour:",
            ) +
            "<ol><li>Abuse of vulnerability</li><li>Deception</li><li>Restriction of movement</li><li>Isolation</li><li>Physical and sexual violence</li><li>Intimidation and threats</li><li>Retention of identity documents</li><li>Withholding of wages</li><li>Debt bondage</li><li>Abusive working and living conditions</li><li>Excessive overtime</li></ol>" +
            p(
              "No single indicator proves forced labour; several together should prompt a referral.",
              "In the UK, referral is through the National Referral Mechanism (NRM), created in 2009 to implement the Council of Europe Convention on Action against Trafficking in Human Beings (2005). Only designated first responder organisations can refer, including police forces, local authorities, the Home Office and some charities such as the Salvation Army and Barnardo's. Adults must consent to a referral; children do not need to. Where an adult declines, public authorities in England and Wales still have a duty under section 52 of the Modern Slavery Act 2015 to notify the Home Office anonymously.",
              "Decisions are made in two stages by a Single Competent Authority within the Home Office, with a separate authority for immigration cases. The first is a reasonable grounds decision, whether there are reasonable grounds to believe the person is a victim, a deliberately low threshold with a target of five working days. A positive decision gives access to a recovery period, now a minimum of 30 days under the Nationality and Borders Act 2022, during which the person cannot be removed from the UK and can receive safe accommodation, financial support, legal advice and counselling, delivered in England and Wales through the Modern Slavery Victim Care Contract. The second stage is a conclusive grounds decision, made on the balance of probabilities. Waiting times for it have often exceeded a year.",
              "Identification also matters in criminal justice. Victims are frequently compelled to commit offences, such as cannabis cultivation or drug running in 'county lines' operations. Section 45 of the 2015 Act gives a defence to victims who were compelled, or who were children acting as a direct consequence of their exploitation, except for serious offences listed in Schedule 4. It reflects the non-punishment principle in Article 26 of the Convention.",
            ),
        },
      },
    ],
  },
  {
    slug: "group-accounts-under-ifrs",
    discipline: "Group accounting",
    title: "Group Accounts under IFRS",
    description:
      "Prepare a consolidated statement of financial position and statement of profit or loss, decide when control exists under IFRS 10, measure goodwill and non-controlling interests under IFRS 3, eliminate intra-group trading and account for foreign subsidiaries: the core group-reporting skills examined at professional level.",
    level: "intermediate",
    duration: "nine weeks (one three-hour workshop a week)",
    plantedGap: "foreign subsidiaries",
    modules: [
      {
        title: "When Does Control Exist?",
        description:
          "The three elements of control in IFRS 10, with cases on potential voting rights, de facto control and the boundary with associates and joint arrangements.",
        lesson: {
          title: "Power, returns and the link between them",
          html:
            p(
              "Consolidation is required for every entity the parent controls, and IFRS 10 defines control by three elements that must all be present. An investor controls an investee when it has power over the investee; exposure, or rights, to variable returns from its involvement; and the ability to use its power to affect the amount of those returns.",
              "Power means existing rights that give the current ability to direct the relevant activities, those that significantly affect the investee's returns, such as selling goods, managing investments or approving budgets. In most companies power comes from voting rights, and a holding of more than half the votes gives control unless other arrangements override it. But the standard looks at substance, not percentages alone:",
            ) +
            "<ul><li>Contractual rights: an investor holding 40 per cent of the shares but with the contractual right to appoint a majority of the board has power.</li><li>Potential voting rights, such as share options or convertible instruments, count if they are substantive, meaning the holder has the practical ability to exercise them when decisions must be made.</li><li>De facto control: an investor with 48 per cent of the votes, where the remaining shares are spread among thousands of small holders with no arrangement to act together, may have power even without a majority.</li><li>Protective rights, such as a lender's veto over fundamental changes, do not give power.</li></ul>" +
            p(
              "The second element, variable returns, includes dividends, changes in the value of the investment, fees and cost savings. The third links the two: a fund manager may have power over a fund and earn variable fees, but if it acts primarily as an agent for the investors rather than as a principal, it does not control the fund.",
              "Where the investor does not control the investee, other standards apply. Significant influence, the power to participate in policy decisions, is presumed at 20 per cent or more of the votes and makes the investee an associate accounted for by the equity method under IAS 28. Joint control, where decisions need the unanimous consent of the parties sharing control, brings IFRS 11 into play, classifying the arrangement as a joint venture, also equity-accounted, or a joint operation, in which each party recognises its share of assets and liabilities.",
              "Control must be reassessed whenever facts suggest that one of the three elements has changed.",
            ),
        },
      },
      {
        title: "Goodwill and Non-Controlling Interests",
        description:
          "Applying the acquisition method of IFRS 3 and measuring goodwill under both options for non-controlling interests, with a worked example.",
        lesson: {
          title: "Full and partial goodwill compared",
          html:
            p(
              "IFRS 3 requires every business combination to be accounted for by the acquisition method. The acquirer identifies the acquisition date, the date it obtains control, and recognises the subsidiary's identifiable assets and liabilities at their fair values on that date, including intangible assets, such as customer lists or brands, that the subsidiary itself never recognised. Goodwill is the residual:",
              "Goodwill = consideration transferred + non-controlling interest + fair value of any previously held interest − fair value of identifiable net assets.",
              "The non-controlling interest (NCI) is the equity in the subsidiary not attributable to the parent. For each acquisition, IFRS 3 allows a choice: measure NCI at fair value, which produces 'full' goodwill including the NCI's share, or at the NCI's proportionate share of the identifiable net assets, which produces 'partial' goodwill attributable to the parent only.",
              "Worked example. P acquires 80 per cent of S for cash of 5,000. At the acquisition date S's identifiable net assets have a fair value of 5,200, after a fair value uplift of 400 on land. The fair value of the 20 per cent NCI, based on the share price, is 1,200.",
            ) +
            "<table><tr><th></th><th>NCI at fair value</th><th>NCI at proportionate share</th></tr><tr><td>Consideration</td><td>5,000</td><td>5,000</td></tr><tr><td>NCI</td><td>1,200</td><td>1,040 (20% × 5,200)</td></tr><tr><td>Less net assets</td><td>(5,200)</td><td>(5,200)</td></tr><tr><td>Goodwill</td><td>1,000</td><td>840</td></tr></table>" +
            p(
              "The difference of 160 is goodwill attributable to the NCI, which appears only under the fair value method.",
              "Several related rules follow. Acquisition-related costs such as legal and advisory fees are expensed, not added to the consideration. Contingent consideration is measured at fair value at the acquisition date and, if classified as a liability, remeasured through profit or loss afterwards. Goodwill is not amortised; it is tested for impairment at least annually under IAS 36, allocated to cash-generating units. If net assets exceed the consideration plus NCI, the acquirer first reassesses its measurements and then recognises any remaining bargain purchase gain in profit or loss.",
              "Fair value adjustments have consequences after acquisition. An uplift on depreciable plant creates additional depreciation in the consolidated accounts, reducing post-acquisition profits, which are shared between the parent and the NCI in proportion to their holdings.",
            ),
        },
      },
      {
        title: "Intra-Group Trading and Unrealised Profit",
        description:
          "Cancelling intra-group balances and sales, and removing unrealised profit on inventory, including the effect on non-controlling interests.",
        lesson: {
          title: "Eliminating the group's trade with itself",
          html:
            p(
              "Consolidated accounts present the group as a single economic entity, and an entity cannot trade with itself at a profit. Every transaction between group members must therefore be removed.",
              "Start with balances. Intra-group receivables and payables cancel, but only after they agree. Where the parent's ledger shows a receivable of 300 and the subsidiary shows a payable of only 250 because a cash payment of 50 was sent but not received by the year end, treat the cash as in transit: add 50 to consolidated cash and cancel 300 against 300.",
              "Next, intra-group sales and purchases. Deduct the full value of intra-group sales from both consolidated revenue and cost of sales; the group's gross profit is unchanged by this step.",
              "The harder adjustment is unrealised profit in inventory. Profit on goods sold within the group is realised only when the goods are sold to a third party. Suppose P sells goods costing 600 to its subsidiary S at a mark-up of 25 per cent on cost, for 750. At the year end, S still holds 40 per cent of them, carried at 300. The profit included in that inventory is 300 × 25/125 = 60. Note the fraction: a mark-up of 25 per cent on cost is a margin of 20 per cent on selling price. The adjustment is:",
            ) +
            "<ul><li>Debit cost of sales (reducing group retained earnings) 60.</li><li>Credit inventory 60.</li></ul>" +
            p(
              "Who bears the adjustment depends on who made the sale. When the parent is the seller, the whole 60 reduces the parent's share of profit. When the subsidiary is the seller, the profit sits in the subsidiary's results, so the adjustment reduces the subsidiary's post-acquisition profit and is shared between the parent and the NCI. If P owned 80 per cent of S and S had made the sale, the NCI would bear 12 and group retained earnings 48.",
              "Similar logic applies to non-current assets transferred within the group at a profit: eliminate the profit and adjust depreciation so that the asset is carried at what it would have been had the transfer never occurred. Intra-group dividends are also removed; the parent's dividend income from the subsidiary is cancelled, and only dividends paid to the NCI leave the group.",
            ),
        },
      },
    ],
  },
  {
    slug: "landscape-painting-light-space-and-atmosphere",
    discipline: "Landscape painting",
    title: "Landscape Painting: Light, Space and Atmosphere",
    description:
      "Working outdoors and in the studio, painters who already handle oils or acrylics confidently develop the skills of the landscape genre: designing a picture in values, painting aerial perspective and colour temperature, observing skies after Constable, and varnishing finished work.",
    level: "intermediate",
    duration: "twelve weeks (one three-hour studio or plein-air session a week)",
    plantedGap: "varnishing",
    modules: [
      {
        title: "Designing in Values",
        description:
          "Simplifying a scene into three or four value masses, testing compositions with thumbnails, and avoiding the common design faults of beginners' landscapes.",
        lesson: {
          title: "Thumbnails before paint",
          html:
            p(
              "Most failed landscapes fail before any colour is mixed. The painter has copied the scene detail by detail, and the picture has no clear pattern of light and dark. Value, the lightness or darkness of a colour, carries the structure of a painting; colour can be surprisingly wrong if the values are right, but never the reverse.",
              "Begin every painting with thumbnail sketches, about 5 by 7 cm, in pencil or marker. Squint at the scene: squinting reduces detail and merges similar values, showing the big shapes. Reduce the scene to three or four values, for example the sky as the lightest, the ground plane as a light-middle, distant hills as a dark-middle and trees as the darkest. Let adjoining shapes of similar value merge into one; a landscape with four large connected shapes reads more strongly than one with forty small ones. A two-value version, in which every shape is simply light or dark, is called a notan, after the Japanese term; it is a quick test of whether the design holds together.",
              "Make three or four thumbnails of different compositions before choosing one. Check each for the common faults:",
            ) +
            "<ul><li>A horizon across the exact middle, dividing the picture into two equal halves; move it up or down towards a third.</li><li>Tangents, where two edges just touch, such as a hill line meeting the top of a tree; make them overlap clearly or separate them.</li><li>A road or river leading straight out of a corner, taking the eye out of the picture.</li><li>Equal spacing of trees, fence posts or clouds; vary the intervals.</li><li>A focal point with no value contrast; place the strongest light-dark contrast where you want attention.</li></ul>" +
            p(
              "The old masters used recurring designs that are still useful. Claude Lorrain often framed a luminous distance with a dark mass of trees or buildings at one or both sides, a repoussoir that pushes the eye into the space. Constable sometimes prepared a major canvas with a full-size oil sketch, his 'six-footers', to resolve the design before committing to the final work. Whatever scale you work at, the principle is the same: resolve the design small and fast, so that the painting itself can be about light and colour.",
            ),
        },
      },
      {
        title: "Aerial Perspective and Colour Temperature",
        description:
          "The optics of haze and the painter's rules that follow from them, Carlson's theory of angles, and warm and cool colour in sunlight and overcast conditions.",
        lesson: {
          title: "Making distance with colour",
          html: p(
            "Leonardo da Vinci noted that distant mountains appear bluer and paler than near ones, and painters have called the effect aerial or atmospheric perspective ever since. Its cause is physical. Between the eye and a distant hill lies a great depth of air, and the air scatters sunlight towards the eye. Air molecules scatter short wavelengths much more strongly than long ones, the Rayleigh scattering that also makes the sky blue, so the scattered 'airlight' is bluish and is added to the light from the hill. At the same time, light from the hill itself is partly scattered away. The result is that, with distance, darks become lighter and bluer, contrast falls, edges soften and detail disappears. Haze and humidity add larger particles that scatter all wavelengths, making distance greyer and paler rather than bluer.",
            "The practical rules follow directly. Keep the darkest darks and the sharpest edges in the foreground. Mix distant darks lighter and cooler than they appear at first glance. Reduce texture and detail with distance; a few accurate shapes convince more than careful drawing of faraway trees.",
            "John F. Carlson, in Elementary Principles of Landscape Painting (1929), later reissued as Carlson's Guide to Landscape Painting, systematised how light falls on the main planes of a landscape. Since daylight comes from above, the sky is usually the lightest element; flat planes such as fields and water face the sky and are next lightest; slanting planes such as hillsides receive less light and are darker; upright planes such as trees and cliffs are darkest. Departures from this order, such as a bright sunlit tree trunk, should be deliberate.",
            "Colour temperature adds a second dimension. On a sunny day the direct light is warm, yellow to orange, and the shadows are lit mainly by the blue sky, so they are cool. Paint sunlit planes with warm, light mixtures and shadows with cooler ones, and keep the temperature consistent across the picture so that the light seems to come from one source. Under an overcast sky the relationship often reverses: the light is cool and grey, and shadows may appear relatively warm. A useful exercise is to paint the same motif in the morning and late afternoon and compare how the warm and cool relationships shift.",
          ),
        },
      },
      {
        title: "Skies after Constable",
        description:
          "Observing and painting skies using Constable's cloud studies, Luke Howard's classification, and the perspective of clouds and clear sky.",
        lesson: {
          title: "The sky as the source of light",
          html:
            p(
              "Constable called the sky 'the chief organ of sentiment' in a landscape and 'the source of light in nature', and he governed everything by it. In the summers of 1821 and 1822, at Hampstead, he made dozens of oil sketches of clouds, many on paper, and inscribed the backs with the date, time of day and wind direction, treating painting as a form of observation close to natural science. He was working in the years after the chemist and meteorologist Luke Howard published his classification of clouds in 1803, which gave Latin names still in use: cirrus for fibrous high cloud, cumulus for heaped cloud, stratus for layered cloud, and nimbus for rain cloud.",
              "Knowing what a cloud is helps you paint it. Cumulus forms where rising air cools to its condensation level, so a field of cumulus has flat bases at roughly the same height and billowing tops. Those flat bases obey linear perspective: clouds near the zenith show their undersides as large shapes, while towards the horizon they become smaller, flatter, closer together and overlap into bands. Painting every cloud the same size is the commonest way to flatten a sky.",
              "Clear sky has its own gradation. Away from the sun, the blue is usually deepest and most saturated high overhead and becomes lighter and often slightly warmer or greener towards the horizon, where you look through more air. The sky near the sun is lighter and less blue.",
              "A practical procedure for an outdoor sky study:",
            ) +
            "<ol><li>Decide the value of the sky relative to the land before anything else; the sky is usually lighter than the land but darker than most painters first mix it.</li><li>Block in the clear sky with its gradation from top to horizon.</li><li>Lay in cloud shadows, which are cool greys tending to violet, then the lit tops, which should be slightly warmer and lighter than everything else.</li><li>Soften most cloud edges into the sky while the paint is wet, and keep a few firm edges where light tops meet blue.</li></ol>" +
            p(
              "Work fast. Clouds change within minutes, and like Constable you are recording an effect, not a fixed object.",
            ),
        },
      },
    ],
  },
];
