/** Fourteenth held-out evaluation courses, intermediate level (Ottoman history to landscape architecture); see ai-courses-heldout14.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT14_B: EvalCourse[] = [
  {
    slug: "ottoman-state-and-society-1453-1699",
    discipline: "Ottoman history",
    title: "The Ottoman State and Society, 1453–1699",
    description:
      "The two and a half centuries from the conquest of Constantinople to the Treaty of Karlowitz saw the Ottoman state at its greatest extent. Lectures and source seminars deal with the timar system of military land grants, the devshirme and the Janissary corps, the organisation of non-Muslim communities, and the imperial mosques built by the architect Sinan.",
    level: "intermediate",
    duration: "one term (20 lectures, 10 seminars)",
    plantedGap: "Sinan",
    modules: [
      {
        title: "Land and Cavalry: the Timar System",
        description:
          "We trace how grants of revenue from land paid for the provincial cavalry that won the empire its early wars.",
        lesson: {
          title: "Revenue in return for service",
          html: p(
            "The timar was the foundation of Ottoman provincial administration and of the army's cavalry from the fourteenth century to the end of the sixteenth. A timar was not ownership of land but the right to collect specified taxes from a defined area, usually several villages, in return for military service. The holder, the <i>sipahi</i>, lived on this revenue and was obliged to appear on campaign with his horse and equipment and, above a certain income, with armed retainers called <i>cebelü</i> in proportion to his revenue.",
            "Grants were graded by annual yield in <i>akçe</i>, the silver coin of account. A timar proper yielded under 20,000 akçe; a <i>zeamet</i>, held by more senior officers, between 20,000 and 100,000; and a <i>has</i>, reserved for governors, viziers and members of the dynasty, more than 100,000. The land itself remained <i>miri</i>, belonging to the state, and the peasants who farmed it held hereditary rights of use in return for taxes, notably the <i>çift resmi</i>, a tax on a farm that a pair of oxen could plough.",
            "The system depended on careful record-keeping. After a province was conquered, officials compiled a <i>tahrir defteri</i>, a detailed survey listing households, adult males, crops and expected revenue village by village. These registers, many of which survive in the archives in Istanbul and Ankara, are among the richest sources for the economic and demographic history of the Balkans, Anatolia and the Arab lands in the sixteenth century.",
            "From the late sixteenth century the timar declined. Warfare against the Habsburgs demanded infantry armed with firearms rather than mounted archers, inflation after about 1585 eroded the real value of fixed revenues, and the treasury increasingly preferred tax farming (<i>iltizam</i>), which brought in cash. Historians once read this as evidence of a general Ottoman 'decline'; most now describe it as a transformation of the fiscal-military state, comparable to changes in other European states of the same period.",
          ),
        },
      },
      {
        title: "The Devshirme and the Janissaries",
        description:
          "Christian boys levied from the villages could rise to be grand vizier: this module asks how the levy worked and what it meant for those who were taken.",
        lesson: {
          title: "Slaves of the sultan",
          html: p(
            "The devshirme ('collection') was a periodic levy of Christian boys, mostly from the Balkan provinces, who were taken into the sultan's service. It probably began under Murad I or Bayezid I in the late fourteenth century and was conducted at intervals of several years, with officials visiting villages and selecting unmarried boys, typically aged between eight and eighteen, at a usual rate of one boy from every forty households. Only sons, married youths and, in principle, boys from Istanbul and other cities were exempt. The boys were converted to Islam and became <i>kul</i>, slaves of the sultan, a status that brought no social stigma and could lead to great power.",
            "Most recruits were first placed with Turkish farming families in Anatolia to learn the language and customs and then entered the Janissary corps, the sultan's standing infantry. The most promising were trained in the palace schools, above all the Enderun in Topkapı Palace, where they studied languages, the Qurʼan, law, calligraphy and horsemanship. Graduates staffed the palace and the highest offices of state; several grand viziers of the sixteenth century, including Sokollu Mehmed Pasha, a Bosnian Serb, were products of the levy.",
            "The Janissaries were among the first standing infantry armies in Europe, paid quarterly in cash, barracked in Istanbul and provincial garrisons, and equipped with firearms from the fifteenth century. Their numbers grew from a few thousand in the mid-fifteenth century to around 13,000 under Süleyman I and far more in the seventeenth century, when Muslim-born men were increasingly admitted and the devshirme fell out of regular use. The corps then became a powerful political body, capable of deposing sultans, as it did Osman II in 1622, and it was finally abolished by Mahmud II in 1826.",
            "Modern historians stress the violence of forcible separation from families while noting that some families sought selection for their sons because of the careers it opened.",
          ),
        },
      },
      {
        title: "Religious Communities and the Millet Question",
        description:
          "How did a Muslim dynasty govern Orthodox, Armenian and Jewish subjects, and was there ever a 'millet system'?",
        lesson: {
          title: "Governing difference",
          html: p(
            "Non-Muslims made up a large part, in some periods perhaps a majority, of the empire's population in the fifteenth and sixteenth centuries. Their legal position rested on the Islamic status of <i>dhimmi</i>, protected peoples of the Book, who were permitted to practise their religion and to govern many of their own affairs in return for payment of the poll tax (<i>cizye</i>) and acceptance of certain restrictions, such as limits on building new churches and on bearing arms.",
            "A well-known tradition holds that Mehmed II, soon after the conquest of 1453, installed Gennadios Scholarios as Orthodox patriarch and granted him authority over all Orthodox Christians, and that similar arrangements were soon made for Armenians and Jews, creating three religious communities, or millets, each led by its own head and responsible for its own courts, schools and taxes. This picture of a 'millet system' shaped scholarship for much of the twentieth century.",
            "Since an influential article by Benjamin Braude in 1982, historians have shown that the picture is largely a back-projection from the nineteenth century. The term <i>millet</i> was not used systematically for non-Muslim communities before the Tanzimat reforms. In the earlier period arrangements were local and negotiated: individual bishops and rabbis received berats (warrants of appointment), community leaders collected taxes and managed disputes, and members of all faiths could and often did take cases to the kadı's court, where Islamic law applied. Records from kadı courts in cities such as Bursa, Salonica and Jerusalem show Christians and Jews registering sales, loans and even marriages there when it suited them.",
            "The current consensus therefore describes a pragmatic, flexible accommodation of religious difference, with real inequalities in status and taxation, rather than a single system laid down by Mehmed II. Students should treat claims about 'the millet system' in secondary literature with caution and ask which period and which community the evidence comes from.",
          ),
        },
      },
    ],
  },
  {
    slug: "consumer-rights-act-in-practice",
    discipline: "Consumer law",
    title: "The Consumer Rights Act in Practice",
    description:
      "Under the Consumer Rights Act 2015 and related regulations, people who buy goods, digital content and services have statutory rights that a trader cannot exclude. The course deals with the quality and fitness standards for goods, the tiered remedies of rejection, repair and price reduction, the control of unfair terms, and cancellation of distance contracts.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "distance contracts",
    modules: [
      {
        title: "What Goods Must Be",
        description:
          "Sections 9 to 11 set the standards of satisfactory quality, fitness for purpose and correspondence with description, and the trader cannot contract out of them.",
        lesson: {
          title: "The statutory standards for goods",
          html:
            p(
              "The Consumer Rights Act 2015 (CRA) consolidated the rules on consumer sales in England, Wales, Scotland and Northern Ireland. It applies to contracts between a trader, who acts for purposes relating to a trade, business, craft or profession, and a consumer, an individual acting wholly or mainly outside those purposes. Every such contract for goods is treated as including several terms.",
            ) +
            "<ul><li><b>Satisfactory quality</b> (s 9): the goods must meet the standard a reasonable person would consider satisfactory, taking account of the description, the price and all other relevant circumstances. Relevant aspects include fitness for all the purposes for which goods of that kind are usually supplied, appearance and finish, freedom from minor defects, safety and durability.</li><li><b>Fitness for a particular purpose</b> (s 10): if the consumer makes known a particular purpose, the goods must be reasonably fit for it, unless the consumer did not rely, or it was unreasonable to rely, on the trader's skill or judgement.</li><li><b>Description</b> (s 11): goods must match their description, and where they are supplied by sample or model, they must match it too.</li></ul>" +
            p(
              "The satisfactory quality term does not cover a defect specifically drawn to the consumer's attention before the contract, or one that a pre-contract examination ought to have revealed. Price matters: a reasonable person expects less of a £40 kettle than of a £250 one, but neither should fail after three months of ordinary use. Durability is judged in light of the whole product; a car bought second-hand with 90,000 miles may reasonably need a new clutch sooner than a new one.",
              "Section 31 makes these terms mandatory. A term that would exclude or restrict them, or make a remedy subject to onerous conditions such as returning goods in their original packaging, does not bind the consumer. Information the trader gives about the goods, for example in advertising or a salesperson's statement, and which the consumer takes into account, also becomes a term of the contract under section 12. A consumer who can prove breach of any of these terms has the remedies set out in sections 19 to 24, which the next module considers.",
            ),
        },
      },
      {
        title: "Remedies for Faulty Goods",
        description: "A consumer's remedies come in tiers, and timing decides which tier is available.",
        lesson: {
          title: "Reject, repair or replace, reduce",
          html: p(
            "The CRA gives the consumer remedies in three tiers, and understanding which tier applies at a given moment is the core of advising a client with faulty goods.",
            "The first tier is the <b>short-term right to reject</b> (s 22). For 30 days from the time ownership or possession passes and the goods are delivered, the consumer may reject goods that breach sections 9 to 11 and receive a full refund, without any deduction for use. The period is shorter for perishable goods, ending when they could reasonably be expected to last. The refund must be given within 14 days of the trader agreeing that the consumer is entitled to it, by the same means of payment unless the consumer agrees otherwise.",
            "The second tier is <b>repair or replacement</b> (s 23). The consumer may choose either, and the trader must provide it within a reasonable time, without significant inconvenience and at its own cost, including carriage. The trader may refuse the chosen remedy only if it is impossible or disproportionate compared with the other. Asking for repair pauses the 30-day period, which is extended to at least seven days after the goods come back.",
            "The third tier is a <b>price reduction or the final right to reject</b> (s 24). It becomes available if, after one repair or one replacement, the goods still do not conform, or if the trader fails to repair or replace within a reasonable time or without significant inconvenience. On final rejection the refund may be reduced to reflect the use the consumer has had, except that no deduction is allowed for a motor vehicle in the first six months.",
            "The burden of proof helps the consumer early on. Under section 19(14) and (15), a fault that appears within six months of delivery is presumed to have existed at delivery unless the trader proves otherwise or the presumption is incompatible with the nature of the goods. After six months the consumer must show that the goods were faulty when delivered, often with an expert report. A claim for breach of contract can be brought up to six years after the breach in England and Wales, five years in Scotland.",
          ),
        },
      },
      {
        title: "Unfair Terms",
        description:
          "Part 2 of the Act lets a court strike out a term that tilts the bargain against the consumer; here we learn the test and its exceptions.",
        lesson: {
          title: "The fairness test",
          html: p(
            "Part 2 of the CRA, which replaced the Unfair Terms in Consumer Contracts Regulations 1999, controls unfair terms and consumer notices. Under section 62, a term is unfair if, contrary to the requirement of good faith, it causes a significant imbalance in the parties' rights and obligations to the detriment of the consumer. Fairness is judged by reference to the subject matter of the contract and all the circumstances when the term was agreed, including the other terms. An unfair term is not binding on the consumer, but the rest of the contract continues so far as practicable.",
            "The leading interpretation of the test comes from the House of Lords in <i>Director General of Fair Trading v First National Bank</i> [2001] UKHL 52 and the Court of Justice in <i>Aziz v Caixa d'Estalvis de Catalunya</i> (C-415/11). Significant imbalance asks whether the term departs from the position the consumer would have under the general law; good faith requires fair and open dealing, meaning the term is expressed clearly and the trader does not take advantage of the consumer's weaker bargaining position.",
            "Schedule 2 contains an indicative and non-exhaustive 'grey list' of terms that may be regarded as unfair. Examples include a term that requires a consumer who fails to perform to pay a disproportionately high sum in compensation, a term allowing the trader to alter the characteristics of the product unilaterally without a valid reason, and a term automatically extending a fixed-term contract where the deadline for objecting is unreasonably early.",
            "Section 64 exempts from assessment the main subject matter and the appropriateness of the price, but only if the term is transparent and prominent: expressed in plain and intelligible language, legible, and brought to the consumer's attention so that an average consumer would be aware of it. In <i>Office of Fair Trading v Abbey National</i> [2009] UKSC 6, bank overdraft charges were held to be part of the price under the earlier regulations; the prominence requirement added in 2015 narrows that exemption. Courts must consider fairness of their own motion, under section 71, even if neither party raises it.",
          ),
        },
      },
    ],
  },
  {
    slug: "track-wheel-and-curve",
    discipline: "Railway engineering",
    title: "Track, Wheel and Curve",
    description:
      "A railway carries heavy axle loads at speed through a steel contact patch about the size of a small coin. This module for third-year civil and mechanical engineers explains the coned wheelset and the wheel–rail interface, cant and cant deficiency on curves, the ballasted track structure, and the fixed-block signalling that keeps trains apart.",
    level: "intermediate",
    duration: "11 weeks",
    plantedGap: "signalling",
    modules: [
      {
        title: "The Wheel–Rail Interface",
        description: "Why does a railway wheelset steer itself, and why does that same geometry make it sway at speed?",
        lesson: {
          title: "Coned wheels and the contact patch",
          html: p(
            "A railway wheelset is two wheels fixed rigidly to a common axle, so both wheels turn at the same rate. The treads are not cylindrical but coned or, in modern practice, worn-profile shapes with an effective conicity typically between 0.05 and 0.3, and the rails are inclined inwards, commonly at 1 in 20 in Britain and 1 in 40 in much of Europe. When the wheelset shifts sideways, the outer wheel runs on a larger rolling radius than the inner one. On a curve this is exactly what is needed, because the outer rail is longer, so a wheelset steers itself into the curve without relying on its flanges. The flanges are a safety backstop, not the normal means of guidance.",
            "The same mechanism causes a sinusoidal side-to-side motion on straight track, called kinematic oscillation or hunting. Klingel's formula of 1883 gives its wavelength as λ = 2π√(r₀ b / γ), where r₀ is the nominal wheel radius, b half the distance between contact points and γ the effective conicity. For r₀ = 0.46 m, b = 0.75 m and γ = 0.2, λ = 2π√(1.725), about 8.3 m. At low speed the motion is gentle; above a critical speed, which depends on conicity, suspension stiffness and mass, it becomes an unstable, violent oscillation that damages track and vehicle. Worn wheels develop higher conicity and a lower critical speed, one reason wheel profiles are re-turned on a lathe at regular intervals.",
            "The wheel and rail touch over an elliptical contact patch roughly 1 cm² in area, which Hertzian contact theory predicts from the load and the radii of curvature. With a static wheel load of about 100 kN, contact pressures exceed 1,000 MPa, above the yield strength of ordinary rail steel, so the surface work-hardens and, under repeated loading, may develop rolling contact fatigue cracks such as head checks on the gauge corner. The friction forces in the patch, called creep forces, arise from small differences between the rolling and travelling speeds and are central to traction, braking and steering.",
          ),
        },
      },
      {
        title: "Cant and Curves",
        description:
          "This module works through equilibrium cant, cant deficiency and the limits that set the safe speed on a curve.",
        lesson: {
          title: "Calculating cant",
          html:
            p(
              "On a curve the outer rail is raised above the inner rail so that part of the centripetal acceleration is provided by gravity rather than by lateral forces between wheel and rail. The height difference is the cant, or superelevation, measured in millimetres. Equilibrium cant is the cant at which the resultant of weight and centrifugal force is perpendicular to the plane of the rails, so passengers feel no sideways force. For standard gauge, with about 1,500 mm between rail centres, it is E = G v² / (g R), which in practical units becomes E = 11.8 V² / R, with V in km/h, R in metres and E in millimetres.",
              "Worked example: a curve of radius 1,000 m on a line with a line speed of 120 km/h needs an equilibrium cant of 11.8 × 120² / 1,000 = 11.8 × 14,400 / 1,000, about 170 mm. British standards limit applied cant to 150 mm on most plain line, so the designer applies 150 mm and the train runs with a cant deficiency of 20 mm, a small unbalanced lateral acceleration that passengers hardly notice.",
              "Cant cannot simply be set for the fastest trains, because slow trains must use the same track. A heavy freight train at 60 km/h on the same curve has an equilibrium cant of only about 42 mm, so it runs with a cant excess of about 108 mm, pressing on the inner rail and wearing it. The chosen cant is therefore a compromise across the traffic mix, and designers check both limits.",
            ) +
            "<table><tr><th>Quantity</th><th>Typical UK limit</th></tr><tr><td>Applied cant, plain line</td><td>150 mm</td></tr><tr><td>Cant deficiency, conventional stock</td><td>110 mm</td></tr><tr><td>Cant deficiency, tilting trains</td><td>up to about 300 mm</td></tr><tr><td>Rate of change of cant on a transition</td><td>about 35–55 mm/s</td></tr></table>" +
            p(
              "Cant is introduced gradually along a transition curve, usually a clothoid or cubic parabola, in which curvature grows linearly with distance so that cant and lateral acceleration build up smoothly.",
            ),
        },
      },
      {
        title: "The Ballasted Track Structure",
        description:
          "Rail, fastening, sleeper, ballast and formation: each layer spreads the wheel load before it reaches the ground.",
        lesson: {
          title: "Spreading the load",
          html:
            p(
              "Conventional railway track is a layered structure whose purpose is to reduce the very high contact stress under a wheel to a pressure the underlying soil can carry without excessive settlement. A wheel load of 100 kN is concentrated on a contact patch of about 1 cm² at the rail head; by the time it reaches the formation, the pressure is usually below 100 kPa.",
            ) +
            "<ul><li><b>Rail</b>: the flat-bottom rail, such as the 60E1 section weighing 60.2 kg per metre, acts as a continuous beam on elastic supports and spreads each wheel load over several sleepers. Rails are now usually continuously welded in lengths of hundreds of metres and stressed so that they neither buckle in summer nor pull apart in winter.</li><li><b>Fastenings and pads</b>: resilient clips such as the Pandrol e-clip hold the rail to the sleeper, resist longitudinal creep, and with a rubber pad under the rail add elasticity and electrical insulation.</li><li><b>Sleepers</b>: prestressed concrete monoblock sleepers, spaced at about 600 to 650 mm, hold the gauge and transmit load to the ballast.</li><li><b>Ballast</b>: a layer of crushed, angular hard stone, typically 28 to 50 mm in size and about 250 to 300 mm deep below the sleeper, which distributes the load, resists lateral and longitudinal movement and drains water away quickly.</li><li><b>Sub-ballast and formation</b>: a blanket of finer graded material separates ballast from the subgrade, preventing fine soil pumping up into the ballast.</li></ul>" +
            p(
              "Ballasted track settles unevenly under traffic, so its geometry degrades and must be restored. Tamping machines lift the track, correct line and level, and squeeze ballast under the sleepers with vibrating tines. Each tamping, however, breaks some stones and rounds their corners, so ballast gradually fouls with fine material, loses its drainage and must eventually be cleaned or renewed. Poor drainage is the single most common cause of rapid track-geometry deterioration, which is why maintenance engineers check cesses and drains before blaming the ballast itself.",
            ),
        },
      },
    ],
  },
  {
    slug: "labour-markets-wages-and-work",
    discipline: "Labour economics",
    title: "Labour Markets: Wages and Work",
    description:
      "Economists treat the labour market as the meeting of households' supply of hours with firms' demand for workers. This intermediate course studies the labour–leisure choice, labour demand under competition and under monopsony, human capital and the returns to schooling, and compensating wage differentials for unpleasant or risky jobs.",
    level: "intermediate",
    duration: "one semester",
    plantedGap: "compensating wage differentials",
    modules: [
      {
        title: "The Labour–Leisure Choice",
        description:
          "Starting from a single worker's budget constraint, we derive hours of work, the reservation wage and the pull of income and substitution effects.",
        lesson: {
          title: "How many hours to work",
          html: p(
            "The neoclassical model of labour supply treats a person as choosing between consumption, C, and leisure, L, subject to a time limit and a budget. If T hours are available, the wage is w and non-labour income is V, the budget constraint is C = w(T − L) + V. The slope of the constraint in a diagram with leisure on the horizontal axis is −w: each extra hour of leisure costs an hour's pay. The worker chooses the point at which the indifference curve is tangent to the constraint, where the marginal rate of substitution between leisure and consumption equals the wage.",
            "Take a worker with utility U = C<sup>0.5</sup>L<sup>0.5</sup>, T = 16 hours a day, a wage of £10 an hour and non-labour income of £40 a day. Full income, the value of all time plus V, is 10 × 16 + 40 = £200. With these preferences the worker spends half of full income on leisure, so L = 100 ÷ 10 = 10 hours, and works 6 hours, consuming 60 + 40 = £100.",
            "Whether the worker participates at all depends on the reservation wage, the wage at which they are just indifferent between working and not. It equals the marginal rate of substitution at zero hours of work. In the example, at L = 16 and C = 40 the MRS is C/L = 40/16 = £2.50, so any wage above £2.50 draws this person into work. Higher non-labour income raises the reservation wage, which is why benefit design affects participation.",
            "A wage rise has two effects on hours. The substitution effect always increases hours, because leisure has become more expensive. The income effect reduces hours if leisure is a normal good, because the worker is richer. If the income effect dominates at high wages, the individual supply curve bends backwards. Empirical work finds that the hours of prime-age men respond very little to wages, with elasticities close to zero, while the participation of married women has historically been much more responsive, a pattern that matters for the design of taxes and in-work benefits.",
          ),
        },
      },
      {
        title: "Labour Demand, Monopsony and the Minimum Wage",
        description:
          "What happens to employment when a single employer sets the wage, and can a minimum wage then raise both pay and jobs?",
        lesson: {
          title: "When employers set wages",
          html:
            p(
              "A profit-maximising firm hires workers up to the point at which the marginal revenue product of labour (MRP), the extra revenue an additional worker brings in, equals the marginal cost of hiring that worker. In a perfectly competitive labour market the firm is a wage-taker: it can hire as many workers as it wants at the market wage, so the marginal cost of labour equals the wage and the firm's demand curve for labour is its MRP curve.",
              "A monopsonist faces the whole upward-sloping market supply curve. To attract one more worker it must raise the wage, and if it cannot discriminate, it must raise pay for all existing workers too. The marginal cost of labour therefore lies above the supply curve. Suppose the supply of labour to a firm is w = 5 + 0.5E, where E is employment, and each worker's MRP is a constant £20 an hour. Total labour cost is wE = 5E + 0.5E², so the marginal cost of labour is 5 + E. Setting this equal to 20 gives E = 15, and the firm pays the wage on the supply curve, w = 5 + 7.5 = £12.50. Under competition the wage would be £20 and employment 30.",
            ) +
            "<table><tr><th>Case</th><th>Wage (£/h)</th><th>Employment</th></tr><tr><td>Monopsony, no minimum wage</td><td>12.50</td><td>15</td></tr><tr><td>Minimum wage of £15</td><td>15.00</td><td>20</td></tr><tr><td>Competitive benchmark</td><td>20.00</td><td>30</td></tr></table>" +
            p(
              "A minimum wage of £15 makes the marginal cost of labour flat at £15 up to the point where the supply curve reaches £15, at E = 20. Since the MRP of £20 exceeds £15, the firm hires all 20 workers willing to work: both pay and employment rise. This result, known since Joan Robinson's work in 1933, is the theoretical basis for the claim that moderate minimum wages need not destroy jobs. The best-known empirical test is David Card and Alan Krueger's 1994 study of fast-food restaurants in New Jersey and Pennsylvania, which found no fall in employment after New Jersey raised its minimum wage. Modern research attributes monopsony power less to single-employer towns than to search frictions, commuting costs and workers' attachment to particular jobs, which give ordinary employers some wage-setting power.",
            ),
        },
      },
      {
        title: "Human Capital and the Returns to Schooling",
        description:
          "Education is treated here as an investment, and we ask how economists measure its rate of return.",
        lesson: {
          title: "Investing in skills",
          html: p(
            "Human capital theory, developed by Gary Becker and Theodore Schultz in the early 1960s, treats education and training as investments: a person gives up earnings and pays direct costs now in return for higher productivity and earnings later. The decision rule is the same as for any investment. A student should continue in education if the present value of the extra lifetime earnings exceeds the present value of the costs, or equivalently if the internal rate of return exceeds the interest rate at which they can borrow.",
            "Consider a school-leaver who could earn £22,000 a year now, or spend three years at university paying £9,250 a year in fees and then earn more. The cost of the degree is not the fees alone: forgone earnings of £66,000 exceed fees of £27,750, a reminder that the largest cost of education is usually the student's time. If graduates earn £8,000 a year more than non-graduates over a forty-year career, the investment pays, but only if that premium is genuinely caused by the degree.",
            "Jacob Mincer's earnings function, published in 1974, provides the standard empirical framework: ln w = a + rS + b₁X − b₂X², where S is years of schooling and X is years of work experience. The coefficient r is interpreted as the percentage return to a year of schooling, and estimates across many countries cluster around 7 to 10 per cent. The quadratic in experience captures the concave shape of age–earnings profiles, which rise steeply early in a career as workers accumulate on-the-job training and flatten later.",
            "A simple regression may overstate the return because of ability bias: people who stay longer in school may be more able and would have earned more anyway. Economists address this with natural experiments, such as Joshua Angrist and Alan Krueger's use of quarter of birth, which interacts with school-leaving laws, and with studies of twins. Such estimates are usually similar to or slightly above the simple ones. A rival view, Michael Spence's signalling model of 1973, holds that education may raise earnings by revealing ability to employers rather than by creating it.",
          ),
        },
      },
    ],
  },
  {
    slug: "reading-and-shaping-the-site",
    discipline: "Landscape architecture",
    title: "Reading and Shaping the Site",
    description:
      "Good landscape design begins by reading the ground. In this intermediate studio, students carry out a site inventory and analysis, shape landform with contours and spot levels, develop planting design in layers, and test Ian McHarg's overlay method of suitability mapping.",
    level: "intermediate",
    duration: "one semester studio (6 hours a week)",
    plantedGap: "planting design",
    modules: [
      {
        title: "Site Inventory and Analysis",
        description: "You will survey a real site, record what is there, and then interpret what it means for design.",
        lesson: {
          title: "From facts to opportunities",
          html:
            p(
              "Every landscape project starts with two related but distinct tasks. The site inventory records what is present, as objectively as possible; the site analysis interprets those facts, asking what they mean for the intended use. Confusing the two is a common weakness of student work: a map of soil types is an inventory, while a map showing where the soil will drain well enough for a playing field is analysis.",
              "A thorough inventory gathers information in several categories, usually starting from a measured topographic survey and the legal boundary:",
            ) +
            "<ul><li>landform, slopes and elevations;</li><li>geology, soils and their drainage, including any contamination;</li><li>hydrology: watercourses, flood zones, springs and the direction of surface runoff;</li><li>existing vegetation, with the species, size and condition of significant trees and their root protection areas;</li><li>microclimate: sun and shade through the year, prevailing winds, frost pockets;</li><li>circulation and access, utilities, and legal constraints such as easements, listed structures and planning designations;</li><li>visual character: views into and out of the site, landmarks, and detractors;</li><li>use and meaning: how people use the place now, and its history.</li></ul>" +
            p(
              "The analysis then evaluates these layers together. A common technique is to produce a constraints and opportunities plan, in which the designer marks areas that are unsuitable for building or intensive use (steep slopes, wet ground, important trees), areas that offer advantages (a sheltered south-facing slope, a fine view, an existing desire line across a lawn), and the relationships between them. Kevin Lynch's vocabulary from <i>The Image of the City</i> (1960), of paths, edges, districts, nodes and landmarks, is useful for describing how people read and move through a place.",
              "Site visits should be repeated at different times of day and, where possible, in different seasons and weather, because many of the most important facts, such as where water collects after heavy rain or where a cold wind funnels between buildings, cannot be seen on a single sunny afternoon. The analysis is complete when it leads naturally to a concept that responds to the site rather than being imposed on it.",
            ),
        },
      },
      {
        title: "Grading with Contours",
        description:
          "Contours are the landscape architect's main tool for designing landform and drainage, so this module drills reading, calculating and redrawing them.",
        lesson: {
          title: "Slopes, contours and spot levels",
          html:
            p(
              "A contour is a line joining points of equal elevation. On a grading plan, existing contours are drawn dashed and proposed contours solid, and the designer changes the landform by redrawing the contour lines. A few rules govern how contours behave: they never cross or split (except on an overhang), every contour eventually closes on itself, closely spaced contours mean steep ground and widely spaced ones gentle ground, and contours point uphill where they cross a valley or swale and downhill where they cross a ridge.",
              "Slope is expressed as a percentage, a ratio or an angle. As a percentage it is the vertical rise divided by the horizontal distance, multiplied by 100. With a contour interval of 0.5 m and contours 10 m apart on plan, the slope is 0.5 ÷ 10 × 100 = 5 per cent, a ratio of 1:20. Rearranging the same formula gives the horizontal spacing needed for a chosen gradient: to achieve a 2 per cent fall with 0.25 m contours, they must be 0.25 ÷ 0.02 = 12.5 m apart.",
            ) +
            "<table><tr><th>Surface or use</th><th>Typical slope</th></tr><tr><td>Paved areas, minimum for drainage</td><td>1–1.5%</td></tr><tr><td>Lawns and sports grass</td><td>1.5–2% minimum, 25% maximum for mowing</td></tr><tr><td>Accessible walkway without handrails</td><td>up to 5% (1:20)</td></tr><tr><td>Ramp (UK Building Regulations, short runs)</td><td>up to about 8% (1:12)</td></tr></table>" +
            p(
              "Contours alone cannot describe flat surfaces such as terraces, paths and building thresholds, so designers add spot elevations at key points: corners, tops and bottoms of steps and walls, and drainage outlets. The finished floor level of a building should be at least 150 mm above the surrounding ground, and the ground should fall away from the building. Where proposed contours lie above existing ones, the design requires fill; where they lie below, cut. Balancing cut and fill within the site reduces the cost and carbon of importing or removing soil.",
            ),
        },
      },
      {
        title: "McHarg and the Overlay Method",
        description:
          "This module revisits a landmark of ecological planning and its legacy in today's geographic information systems.",
        lesson: {
          title: "Design with Nature",
          html: p(
            "Ian McHarg (1920–2001), a Scottish landscape architect who taught at the University of Pennsylvania, set out his method in <i>Design with Nature</i> (1969). He argued that land use should follow from the natural processes and values of a place: the geology, hydrology, soils, vegetation and wildlife that make some land intrinsically suitable for building and other land essential to protect. The method makes those judgements explicit and repeatable.",
            "In the overlay method, each factor is mapped separately on a transparent sheet and shaded according to its value or constraint, darker tones meaning greater value to protect or greater cost to develop. McHarg's study for the route of the Richmond Parkway on Staten Island mapped factors including historic value, water quality, forest value, wildlife habitat, residential value and the cost of construction on different soils and slopes. When the sheets are laid on top of one another on a light table, the lightest areas show the corridor where the road would cause the least social and environmental cost. The same technique was used to identify land suitable for conservation, recreation and urban growth in regional studies such as the Potomac River basin.",
            "The method was a direct forerunner of geographic information systems. In a modern GIS, each factor becomes a raster layer with values scored, for example, from 1 to 5; layers are given weights reflecting their importance and combined by weighted overlay to produce a suitability surface. If slope is weighted 0.4, flood risk 0.4 and habitat 0.2, a cell scoring 5, 4 and 2 receives 0.4 × 5 + 0.4 × 4 + 0.2 × 2 = 4.0.",
            "Critics point out that the apparent objectivity depends on subjective choices about which factors to map, how to score them and how to weight them, and that adding ordinal scores is mathematically questionable. Students should therefore document and test their weights, asking how sensitive the result is to each choice.",
          ),
        },
      },
    ],
  },
];
