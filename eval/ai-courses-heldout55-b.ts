/** Fifty-fifth held-out evaluation courses, intermediate level (glass eye making to concert promotion); see ai-courses-heldout55.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT55_B: EvalCourse[] = [
  {
    slug: "glass-eye-making-cryolite-lampwork",
    discipline: "Glass eye making",
    title: "Glass Eye Making at the Lamp",
    description:
      "German cryolite glass, worked in a gas–oxygen flame, remains the material of choice for many European ocularists; at intermediate level this workshop course deals with the properties of the glass, blowing and shaping the shell, building the iris and veining the sclera, and the replacement intervals a wearer should expect.",
    level: "intermediate",
    duration: "8 workshop days spread over one term",
    plantedGap: "replacement intervals",
    modules: [
      {
        title: "Cryolite Glass and the Lampworking Tradition",
        description:
          "The course opens with the material itself: what cryolite does to glass, and how a Thuringian village came to supply the world with artificial eyes.",
        lesson: {
          title: "Why eyes are made of cryolite glass",
          html: p(
            "Artificial eyes have been made of glass since at least the sixteenth century, when Venetian glassworkers produced them, but early glass eyes were fragile and were quickly roughened by tear fluid. The decisive improvement came in the nineteenth century in Lauscha, a glassmaking village in the Thuringian Forest of Germany. In 1835 the glassblower Ludwig Müller-Uri produced an artificial eye of greatly improved appearance, and later in the century the Lauscha glassworks developed a glass whose white colour came from cryolite, a mineral of sodium aluminium fluoride (Na₃AlF₆). Cryolite glass is opaque, milky white and closely resembles the sclera, the white of the eye, and it has proved more resistant to the chemical attack of tear fluid than the glasses used before it.",
            "The glass is supplied as tubes and rods. A typical workshop holds white cryolite tubes of several diameters for the body of the eye, thin rods of coloured glass for the iris, clear glass for the cornea, and very fine red threads for blood vessels. All the glasses used together must have closely matched coefficients of thermal expansion; if one contracts more than its neighbour as it cools, the finished eye will crack, sometimes days later.",
            "The work is done at the lamp, a bench torch burning natural gas or propane with oxygen. The ocularist controls the flame from a soft, bushy, slightly reducing flame for gentle heating to a small, hot, oxidising point for fine work. Glass is heated gradually, because cryolite glass thrown into a hot flame will shock and shatter, and it is kept turning constantly so that it softens evenly.",
            "Glass eyes largely disappeared from the United States during the Second World War, when German supplies were cut off and dental technicians and the military developed eyes of acrylic resin (PMMA). In Germany, Austria and parts of Scandinavia, however, the cryolite tradition continued, and many wearers there still choose glass, which holds a very smooth, highly polished surface.",
          ),
        },
      },
      {
        title: "Blowing the Blank and Forming the Shell",
        description: "From a tube to a hollow sphere, and from a sphere to a shell that fits a socket.",
        lesson: {
          title: "Sphere, shell and reform eye",
          html:
            p(
              "Every glass eye begins as a hollow sphere blown from the closed end of a cryolite tube. The ocularist heats the end of the tube until it collapses and seals, then blows gently through the open end while rotating the tube in the flame, so that the softened glass swells into an even bubble. The aim is a sphere of uniform wall thickness, slightly larger than the finished eye; a thin spot will collapse later when the front is heated for the iris, and a thick spot will hold heat and distort.",
              "With the sphere formed and, usually, the iris and cornea built on its front (the subject of the next module), the back must be shaped to fit the patient. There are two basic forms:",
            ) +
            "<ul><li><b>Single-walled shell.</b> The back of the sphere is heated and drawn off, leaving a curved shell like a contact lens but much thicker and larger. Shells are used over an eye that remains but is blind and shrunken, or over a well-healed socket with a shallow cavity.</li><li><b>Reform eye (double-walled).</b> The back of the sphere is softened and, by sucking on the tube, drawn inward so that it folds into the front half, leaving a double-walled body with a rounded rim. The reform eye is fuller and lighter than a solid piece of glass of the same size and is used where the socket is deeper, for example after removal of the eye (enucleation).</li></ul>" +
            p(
              "The finished form is adjusted to the dimensions recorded in the fitting: horizontal and vertical size, the height and position of the iris, and the curvature of the back. Because glass cannot be ground and repolished as easily as acrylic, most adjustment is made while the glass is soft, by warming the rim and pressing or drawing it with graphite paddles and tweezers.",
              "When the shape is right, the eye is removed from the tube by melting through the glass stem, and the scar is fire-polished. It is then allowed to cool slowly, buried in a fine insulating material or placed in a warm kiln, so that stresses within the glass relax rather than remaining locked in.",
            ),
        },
      },
      {
        title: "The Iris and the Sclera",
        description:
          "In this module students lay down the iris in coloured threads, seat the pupil and cornea, and add the fine veining that makes an eye look alive.",
        lesson: {
          title: "Building an iris in glass threads",
          html: p(
            "The iris is what people look at, and matching it to the wearer's other eye is the ocularist's central artistic task. Unlike an acrylic eye, in which the iris is painted, a glass iris is built up from glass. The ocularist first heats a small circular area on the front of the sphere, then melts on a disc of base colour, for example a grey-blue, to establish the size of the iris, typically 11 to 12 mm across for an adult. Onto this base the ocularist draws thin threads of coloured glass, called stringers, pulled from rods in the flame. The threads are laid radially from the centre outward, imitating the fibres of the iris stroma, and are melted in so that the surface stays smooth.",
            "Colour is built in layers. A brown iris might have a dark collarette near the pupil, lighter radial threads in a warm tan, and a darker limbal ring at the edge, where the iris meets the white. Flecks and crypts are placed by touching a fine rod to the hot surface. The ocularist works from a direct comparison with the patient's fellow eye, ideally with the patient present and in daylight, because glass colours shift as they are heated and the final colour must be judged cold.",
            "A small dot of black glass forms the pupil, usually sized to the fellow eye's pupil in average room light. A layer of clear glass is then melted over iris and pupil to form the cornea, which gives depth and catches reflections like a natural eye. The clear layer must be free of bubbles, which would show as bright specks.",
            "Finally the sclera is given life. Very fine red threads, drawn thinner than a hair, are laid on the white in irregular, branching lines that run from the edge of the eye towards the iris, as the conjunctival vessels do. A yellowish tint can be added near the corners for an older wearer. Restraint is the rule: too many vessels make the eye look inflamed, too few make it look like porcelain.",
          ),
        },
      },
    ],
  },
  {
    slug: "canal-restoration-survey-locks-puddle",
    discipline: "Canal restoration",
    title: "Restoring Derelict Canals",
    description:
      "Britain's derelict waterways have been brought back to navigation largely by volunteers, and this course follows the restoration sequence in the order a project meets it: surveying a lost line, rebuilding lock chambers in lime mortar, relining the bed with puddle clay, and securing a reliable water supply for the reopened canal.",
    level: "intermediate",
    duration: "one semester, with two weekend working parties",
    plantedGap: "water supply",
    modules: [
      {
        title: "Surveying a Lost Line",
        description:
          "A restoration starts on paper and on foot, tracing the canal's route, its structures and its owners.",
        lesson: {
          title: "Desk study, walkover and constraints",
          html:
            p(
              "The modern canal restoration movement in Britain dates from the founding of the Inland Waterways Association in 1946 by Robert Aickman and Tom Rolt, and from the first large volunteer projects such as the Stratford-upon-Avon Canal, reopened in 1964. Since then volunteer trusts, often working with the Waterway Recovery Group (founded 1970), have restored hundreds of miles, including the Kennet and Avon (reopened 1990) and the Huddersfield Narrow (2001). Every such project begins with a survey of what survives.",
              "The <b>desk study</b> gathers the historical record. The canal's Act of Parliament and the deposited plans that accompanied it show the authorised line and limits of deviation. Early Ordnance Survey maps, particularly the first edition at 25 inches to the mile from the 1870s onward, show locks, bridges, wharves and culverts. Company minute books and engineers' reports, where they survive in archives, record dimensions and later alterations. Land Registry searches establish who now owns each length, which is often the most time-consuming task of all.",
              "The <b>walkover survey</b> then checks the record on the ground. Surveyors walk the line, photograph and locate every structure, and note its condition. A standard record for each lock includes:",
            ) +
            "<ul><li>chamber length and width, and the fall from upper to lower pound;</li><li>condition of walls, copings, quoins and gate recesses;</li><li>whether culverts and paddle gear survive;</li><li>vegetation, including trees rooted in the masonry;</li><li>access for machinery and for volunteers.</li></ul>" +
            p(
              "Finally, the survey identifies <b>constraints</b>. Many locks and bridges are listed buildings, and some canal structures are scheduled monuments needing consent for any work. Derelict canals often become valuable habitats, so ecological surveys for protected species such as water voles, great crested newts, bats and nesting birds must be done at the right season. Where the line has been built over, for example by a road or housing, the survey records the obstruction and the options for a diversion, which will shape the whole project.",
            ),
        },
      },
      {
        title: "Rebuilding a Lock Chamber",
        description:
          "Why do restorers rebuild in lime rather than cement, and how is a bulging chamber wall taken down and rebuilt?",
        lesson: {
          title: "Masonry, lime mortar and the hollow quoin",
          html: p(
            "A lock chamber is a rectangular basin with walls of brick or stone, closed at each end by gates. The walls are not simply retaining walls: they resist the pressure of the ground behind them when the chamber is empty and the pressure of water inside it when full, and they are cycled between these states every time a boat passes. Years of dereliction let roots penetrate the joints, frost open them, and the unbalanced earth pressure push the walls inward, so that a derelict chamber typically shows bulging, open joints and missing copings.",
            "Where a wall has bulged beyond repair, it is taken down to sound masonry. Before dismantling, the wall is photographed and drawn, and facing stones or bricks are numbered so that they can be returned to their original positions. Behind the face, the backing masonry and the clay fill are inspected for voids and for the cause of movement, usually a failed drain or tree roots.",
            "Rebuilding uses lime mortar, normally a natural hydraulic lime such as NHL 3.5 mixed with sharp sand at about one part lime to two and a half or three parts sand by volume. Lime is preferred to cement because it is weaker and more flexible than the historic brick or stone, so that any future movement cracks the joint rather than the masonry, and because it allows the wall to dry out through the joints. It is also what the original builders used, which matters for listed structures. Lime sets slowly and must be protected from frost and from drying too fast; restoration bricklaying is therefore a spring-to-autumn activity.",
            "Certain parts demand particular care. The <b>hollow quoin</b> is the curved recess in which the heel post of each gate turns; it must be rebuilt to a true vertical curve, traditionally in dressed stone or specially shaped bricks, or the gate will bind and leak. The <b>cill</b> under the upper gates, against which they seal, is rebuilt level and watertight. Copings, large stones laid along the top of the walls, are reset to protect the masonry below from water and from boats.",
          ),
        },
      },
      {
        title: "Puddle Clay and Modern Linings",
        description:
          "Students compare the eighteenth-century puddle lining with bentonite and membrane alternatives and learn when each is appropriate.",
        lesson: {
          title: "Making a canal hold water",
          html:
            p(
              "Most British canals were built through permeable ground and were made watertight with <b>puddle</b>, a lining of clay worked with water until it became a dense, plastic, almost impermeable mass. The method is associated with James Brindley, engineer of the Bridgewater Canal (1761), though it was known earlier. Clay was dug, mixed with water, and spread in layers, each of which was chopped and trodden, sometimes by driving cattle along the bed, to destroy lumps and air pockets before the next was laid. The finished lining was commonly 450 to 900 millimetres thick on the bed and continued up the banks.",
              "Puddle works only while it stays wet. If a canal is drained, the clay dries, shrinks and cracks, and roots grow into the cracks. That is why many derelict canals, dry for decades, leak badly when first rewatered, and why restorers keep newly puddled lengths under water. Repairing puddle in the traditional way is labour-intensive but uses local material and is easy to patch in future.",
              "Modern alternatives include:",
            ) +
            "<table><tr><th>Lining</th><th>Description</th><th>Main strengths and weaknesses</th></tr><tr><td>Machine-placed clay</td><td>Suitable clay placed and compacted by excavator and roller in 150 mm layers</td><td>Close to traditional; needs a good clay source and testing</td></tr><tr><td>Bentonite mat (GCL)</td><td>Sodium bentonite held between two geotextiles; swells on wetting</td><td>Quick to lay; must be covered with soil to confine it</td></tr><tr><td>Polymer membrane</td><td>HDPE or EPDM sheet with protective geotextile and a cover layer</td><td>Very low permeability; vulnerable to puncture by boat poles and anchors</td></tr><tr><td>Concrete</td><td>Cast lining, sometimes over a membrane</td><td>Durable in locks and channels; expensive and hard to alter</td></tr></table>" +
            p(
              "The choice depends on ground conditions, cost and heritage value. A permeability test on the proposed clay, in the laboratory or with a trial section, helps the engineer decide; a clay lining of the right thickness should have a coefficient of permeability below about 10⁻⁹ metres per second.",
            ),
        },
      },
    ],
  },
  {
    slug: "horology-history-verge-pendulum-chronometer",
    discipline: "Horology history",
    title: "Clocks, Pendulums and the Longitude: A History of Timekeeping",
    description:
      "Mechanical timekeeping improved more between 1656 and 1760 than in the three centuries before; this second-year history module traces the medieval verge-and-foliot clock, Huygens's pendulum and the anchor escapement, the marine chronometer and the longitude problem, and the quartz revolution of the twentieth century.",
    level: "intermediate",
    duration: "one semester (10 lectures and 5 seminars)",
    plantedGap: "quartz revolution",
    modules: [
      {
        title: "The Medieval Mechanical Clock",
        description:
          "We look at the first weight-driven clocks of the late thirteenth and fourteenth centuries and ask what they were for.",
        lesson: {
          title: "Verge, foliot and the striking of the hours",
          html: p(
            "The weight-driven mechanical clock appeared in Europe in the late thirteenth century; references to clockmakers and clocks in English and Italian cathedral records multiply after about 1280, though no surviving machine can be dated that early. By the fourteenth century such clocks were installed in cathedrals, monasteries and town halls. The clock at Salisbury Cathedral, usually dated to about 1386, and the Wells Cathedral clock of the 1390s are among the oldest survivors in England. Giovanni de' Dondi's astronomical clock, the Astrarium, completed in Padua in 1364, shows how sophisticated gearing had already become.",
            "Every mechanical clock needs three things: a source of power, a train of gears, and a regulator that releases the power in equal steps. In the early clocks the power was a falling weight on a rope wound round a barrel. The regulator was the <b>verge escapement with foliot</b>. The verge is a vertical arbor carrying two small flags, called pallets, set at about 90 degrees to each other; they engage alternately with the teeth of a crown-shaped escape wheel. At the top of the verge is the foliot, a horizontal bar with small adjustable weights at each end. As the escape wheel pushes one pallet, the verge and foliot turn until the other pallet catches a tooth on the opposite side and drives them back. The clock therefore advances in a steady series of beats.",
            "The foliot has no natural period of its own: its rate depends on the driving force and on friction, and it can be adjusted only by moving the weights in or out. Such clocks probably varied by a quarter of an hour a day or more, and were reset regularly against a sundial.",
            "Many early clocks had no dial at all. Their purpose was to strike a bell, either to call a religious community to the hours of prayer or to mark the hours for a town. The word clock is related to words for bell, such as the medieval Latin clocca. The spread of public striking clocks in fourteenth-century towns helped establish the equal hour of sixty minutes in place of the seasonal hours, which varied in length with the length of the day.",
          ),
        },
      },
      {
        title: "The Pendulum Revolution",
        description:
          "Huygens's pendulum clock of 1656 and the anchor escapement that followed made clocks accurate to seconds rather than minutes.",
        lesson: {
          title: "Huygens, the anchor and the seconds pendulum",
          html:
            p(
              "Galileo Galilei had noticed that a pendulum's swing takes nearly the same time whatever its amplitude, and late in life he designed a pendulum-controlled escapement that was never completed. The first working pendulum clock was designed by the Dutch scientist Christiaan Huygens at Christmas 1656 and built for him by the Hague clockmaker Salomon Coster, who obtained a patent in 1657. Huygens's clocks still used a verge escapement, turned on its side to drive a short pendulum, but the improvement was dramatic: error fell from perhaps fifteen minutes a day to around ten or fifteen seconds.",
              "Huygens also showed, in his Horologium Oscillatorium (1673), that a simple pendulum is not perfectly isochronous: wide swings take slightly longer than narrow ones, the so-called circular error. His remedy was to make the pendulum swing between curved cheeks shaped as cycloids. In practice a simpler solution prevailed: keep the swing small.",
              "The <b>anchor escapement</b>, introduced in England around 1670 and attributed to William Clement or Robert Hooke, made small swings possible. Its anchor-shaped pallets engage a flat escape wheel and let the pendulum swing through only 4 to 6 degrees, compared with some 40 degrees for a verge. This allowed a long, heavy pendulum in a tall case, the origin of the longcase clock. The period of a simple pendulum is T = 2π√(L/g). For a 'seconds pendulum', which takes one second for each swing and so has T = 2 s, L = g T²/4π² = 9.81 × 4 / 39.48 ≈ 0.994 m, which is why longcase clocks stand about two metres high.",
            ) +
            "<table><tr><th>Date</th><th>Innovation</th><th>Typical daily error</th></tr><tr><td>c. 1300</td><td>Verge and foliot</td><td>15 minutes or more</td></tr><tr><td>1656</td><td>Huygens's pendulum clock</td><td>10–15 seconds</td></tr><tr><td>c. 1670</td><td>Anchor escapement, long pendulum</td><td>a few seconds</td></tr><tr><td>c. 1715</td><td>Graham's deadbeat escapement</td><td>about one second</td></tr></table>" +
            p(
              "George Graham's deadbeat escapement of about 1715 removed the anchor's recoil and became the standard for astronomical regulators for nearly two centuries.",
            ),
        },
      },
      {
        title: "Harrison and the Marine Chronometer",
        description:
          "Could a clock be made to keep time at sea? This module follows the Longitude Act, John Harrison's timekeepers and the chronometer makers who followed him.",
        lesson: {
          title: "Finding longitude with a clock",
          html: p(
            "A navigator can find latitude from the height of the Sun or Pole Star, but longitude requires knowing the time at a reference meridian at the moment of a local observation. Because the Earth turns 360 degrees in 24 hours, every hour of difference between local time and home time corresponds to 15 degrees of longitude, and every four minutes to one degree. A clock carried from London that kept perfect time would therefore give longitude directly. The difficulty was that pendulum clocks could not work on a moving ship, and spring-driven watches were affected by temperature and motion.",
            "After the loss of Admiral Shovell's fleet on the Isles of Scilly in 1707, Parliament passed the Longitude Act of 1714, offering £20,000 for a method accurate to within half a degree, which at the equator is about 30 nautical miles. For a clock, half a degree means an error of no more than two minutes of time over a voyage to the West Indies of around six weeks, or under three seconds a day.",
            "John Harrison, a carpenter and self-taught clockmaker from Lincolnshire, built a series of marine timekeepers. H1 (1735) was a large, spring-driven machine with two linked balances to cancel the ship's motion, and gridiron compensation, combining brass and steel, against temperature. H2 and H3 followed over twenty years. His breakthrough, H4 (completed 1759), was a large watch about 13 cm across, with a fast-beating balance. On its trial voyage to Jamaica in 1761–62 it lost only 5.1 seconds in 81 days. The Board of Longitude paid Harrison in stages and demanded further proof, and he received most of his reward only after the intervention of George III and Parliament in 1773.",
            "The practical marine chronometer came from Harrison's successors. Larcum Kendall's copy of H4, known as K1, accompanied James Cook on his second voyage (1772–75) and performed superbly. Pierre Le Roy in France, and John Arnold and Thomas Earnshaw in England, developed the detent escapement and the compensation balance, producing simpler, cheaper chronometers that by the 1820s were standard equipment on naval ships.",
          ),
        },
      },
    ],
  },
  {
    slug: "arts-administration-budgets-grants-boards",
    discipline: "Arts administration",
    title: "Running a Small Arts Organisation",
    description:
      "Running a small arts organisation means juggling money, people and legal duties at once. Module by module, participants work through project budgeting, applying to Arts Council England's National Lottery Project Grants, board governance and trustees' duties, and the collection and use of audience data.",
    level: "intermediate",
    duration: "8 weeks, part-time (evening seminars)",
    plantedGap: "audience data",
    modules: [
      {
        title: "Budgeting a Project",
        description:
          "A balanced project budget is built line by line, with in-kind support and contingency shown honestly.",
        lesson: {
          title: "Income, expenditure and the balanced budget",
          html:
            p(
              "A project budget is a forecast of everything a project will cost and every source of money or support that will pay for it. Funders expect it to <b>balance</b>: total income equals total expenditure. A budget that shows a surplus raises the question of why the grant is needed; one that shows a deficit shows that the project cannot go ahead as planned.",
              "Expenditure is usually grouped into artists' fees, production costs (materials, hire of equipment and venues), marketing, access costs (such as British Sign Language interpretation, captioning or a quiet space), evaluation, overheads and contingency. Fees should follow recognised rates, for example those published by Equity, the Musicians' Union or a-n The Artists Information Company, because funders increasingly check that artists are paid fairly. A contingency of around five to ten per cent of direct costs covers the unexpected.",
              "Income lists cash from each source, whether confirmed or pending, and <b>in-kind</b> support: goods or services given free, such as a rehearsal room offered by a school. In-kind support appears on both sides of the budget at its fair market value, so that the true cost of the project is visible. A small example:",
            ) +
            "<table><tr><th>Expenditure</th><th>£</th><th>Income</th><th>£</th></tr><tr><td>Artists' fees</td><td>9,600</td><td>Project grant (requested)</td><td>14,500</td></tr><tr><td>Venue and equipment hire</td><td>3,200</td><td>Town council (confirmed)</td><td>1,500</td></tr><tr><td>Marketing</td><td>1,400</td><td>Ticket income (estimated)</td><td>900</td></tr><tr><td>Access costs</td><td>1,100</td><td>In-kind: rehearsal room</td><td>800</td></tr><tr><td>Rehearsal room (in-kind)</td><td>800</td><td></td><td></td></tr><tr><td>Contingency</td><td>1,600</td><td></td><td></td></tr><tr><td><b>Total</b></td><td><b>17,700</b></td><td><b>Total</b></td><td><b>17,700</b></td></tr></table>" +
            p(
              "VAT needs checking: an organisation that is not VAT-registered cannot reclaim VAT and must budget for costs including it. Once the project is under way, the budget becomes a management tool, with actual spending recorded alongside each line and variances explained at each board meeting.",
            ),
        },
      },
      {
        title: "Applying for a Project Grant",
        description:
          "Applications to Arts Council England's open fund are built around a clear activity plan, a match-funded budget and realistic timescales.",
        lesson: {
          title: "National Lottery Project Grants in practice",
          html: p(
            "Arts Council England's National Lottery Project Grants is an open-access programme for arts, museums and libraries projects. Individuals and organisations can apply for between £1,000 and £100,000 for projects lasting up to three years, and applications are accepted on a rolling basis through the Arts Council's online system, Grantium. Because it is funded by the National Lottery and open to all, the programme is highly competitive, and success rates have often been around one in three or lower.",
            "An application is assessed against published criteria, principally the quality of the activity, its public engagement, how well it will be managed, and its finance. The narrative must therefore say clearly what will happen, who will take part and benefit, who will deliver it, and when. An activity plan, a simple timetable of tasks from start to finish, is required for larger requests, and the project should not start before a decision is expected.",
            "The budget is scrutinised closely. Applicants must show that at least ten per cent of the total budget comes from sources other than the Arts Council; this can be cash from other funders, earned income, the applicant's own money, or in-kind support. Costs should be realistic and consistent with the narrative: a plan to tour four venues that budgets for only one van hire will be noticed. The Arts Council also expects fair pay for artists and asks applicants to consider access costs.",
            "Decision times depend on the size of the request. For requests of £30,000 or less the Arts Council aims to decide within about eight weeks; for larger requests, within about twelve weeks. An unsuccessful applicant normally receives a short explanation and may apply again, but should act on the feedback. Most experienced fundraisers also recommend contacting the local relationship manager before submitting a large application, and reading the current guidance in full, because eligibility rules and thresholds are revised from time to time.",
          ),
        },
      },
      {
        title: "Boards and Trustees",
        description:
          "This module sets out what a charity board is for, what the law requires of trustees, and how a board and its director divide the work.",
        lesson: {
          title: "Governance for arts charities",
          html:
            p(
              "Most small arts organisations in England are charities, commonly set up as a company limited by guarantee that is also a registered charity, or as a charitable incorporated organisation (CIO), a structure introduced in 2013. Either way, ultimate responsibility lies with the board of trustees, who are usually unpaid volunteers. The paid director or chief executive runs the organisation day to day, but the board is accountable for it.",
              "The Charity Commission's guidance The Essential Trustee (CC3) summarises trustees' main duties in six headings:",
            ) +
            "<ul><li>ensure the charity is carrying out its purposes for the public benefit;</li><li>comply with the charity's governing document and the law;</li><li>act in the charity's best interests;</li><li>manage the charity's resources responsibly;</li><li>act with reasonable care and skill;</li><li>ensure the charity is accountable.</li></ul>" +
            p(
              "In practice, these duties translate into concrete tasks. The board approves the strategy and the annual budget, monitors management accounts at each meeting, appoints and supports the director, and ensures that risks are identified and managed. It makes sure that the annual report and accounts are filed with the Charity Commission and, for a company, with Companies House, within the deadlines. Trustees must declare and manage conflicts of interest: a trustee who is also a freelance designer should not take part in a decision to hire their own business.",
              "The <b>Charity Governance Code</b>, first published in 2017 and revised in 2020, offers voluntary good practice on top of the legal minimum, with separate versions for larger and smaller charities. Among its recommendations are regular board reviews, term limits (normally no more than nine years for a trustee), and attention to the board's diversity. A common weakness in small arts organisations is a board made up of the founder's friends and the artistic director's colleagues; a skills audit, listing the expertise the board needs in finance, law, fundraising and the art form, helps identify gaps to fill at the next recruitment.",
            ),
        },
      },
    ],
  },
  {
    slug: "concert-promotion-deals-ticketing-settlement",
    discipline: "Concert promotion",
    title: "Promoting Live Music: Deals, Tickets and Settlement",
    description:
      "Independent promoters live or die on the numbers, so this course works through artist deals (guarantees, door splits and versus deals), ticket pricing and ticketing, settlement on the night, and the premises licensing a UK event requires.",
    level: "intermediate",
    duration: "6 weeks (one 3-hour workshop a week)",
    plantedGap: "premises licensing",
    modules: [
      {
        title: "Artist Deals",
        description:
          "Guarantee, door split or versus deal: each shares risk between artist and promoter in a different way, and we model all three.",
        lesson: {
          title: "Who carries the risk?",
          html: p(
            "An artist deal sets out how money from a show will be divided between the artist and the promoter. It is negotiated between the promoter and the artist's booking agent and confirmed in a written offer and contract, with a rider setting out technical and hospitality requirements. The three common structures differ mainly in who carries the risk of poor ticket sales.",
            "A <b>flat guarantee</b> pays the artist a fixed fee whatever happens. The promoter takes all the risk and all the upside. A <b>door split</b> divides the takings after agreed costs in a fixed ratio, often 70/30 or 80/20 in the artist's favour; the artist shares the risk and the promoter may be left with little. The <b>versus deal</b> combines the two: the artist receives a guarantee versus a percentage of the net, whichever is greater. It is the standard structure for established touring acts.",
            "A worked example shows the arithmetic. A 400-capacity venue sells 350 tickets at £15, including VAT. Gross takings are 350 × £15 = £5,250. UK tickets carry VAT at 20 per cent, so one sixth of the price is VAT: £5,250 ÷ 6 = £875, leaving net box office of £4,375. Agreed show costs are venue hire £800, sound and lighting £300, marketing £400, support act £150 and hospitality £100, a total of £1,750. The net after costs is £4,375 − £1,750 = £2,625. Under a deal of £1,000 guarantee versus 80 per cent of net after costs, the percentage is 0.8 × £2,625 = £2,100, which exceeds the guarantee, so the artist receives £2,100 and the promoter keeps £525.",
            "The promoter must also know the <b>break-even</b> point. Each ticket yields £12.50 net of VAT, and the promoter needs to cover costs of £1,750 plus the £1,000 guarantee: £2,750 ÷ £12.50 = 220 tickets. Below that figure the promoter loses money; above it the promoter's margin grows until the percentage overtakes the guarantee, here at 1,000 ÷ 0.8 + 1,750 = £3,000 net, or 240 tickets. Some deals add a promoter's profit, typically 15 per cent of costs, which is deducted before the split, and bonuses for selling out.",
          ),
        },
      },
      {
        title: "Pricing and Selling Tickets",
        description: "Students price a show, plan an on-sale, and read a sales curve to decide when to push marketing.",
        lesson: {
          title: "Price tiers, fees and the sales curve",
          html:
            p(
              "Ticket pricing starts from the deal and the venue: the promoter needs a price that covers break-even at a realistic attendance and that the artist's audience will pay. Research means looking at what the artist charged on the last tour, what comparable acts charge in the same city, and how the previous show sold. Pricing too high slows sales; pricing too low leaves money on the table and can make it impossible to cover a guarantee.",
              "Many shows use tiered pricing. A limited number of 'early bird' tickets at a lower price rewards fans who buy at once and gives the promoter early cash and an early signal of demand; later tiers step up as each allocation sells out. Large events increasingly use dynamic pricing, varying prices with demand, but this is controversial with fans and some artists refuse it.",
              "The advertised price must be clear about fees. Ticket agents such as Ticketmaster, See Tickets or DICE add a booking fee per ticket, which may be shared with the promoter or venue under their contract, and sometimes an order fee. UK consumer law and the Advertising Standards Authority require the total price, including compulsory fees, to be shown upfront.",
              "Before on-sale the promoter agrees an inventory: total capacity, less 'holds' for the artist's guest list, production kills (seats lost to a mixing desk or camera position) and any comps for press and partners. Sales are then tracked daily. A typical sales curve for a club show looks like this:",
            ) +
            "<ul><li>a spike at the on-sale, often 20 to 40 per cent of eventual sales in the first week;</li><li>a long, slow middle period with few sales;</li><li>a late rise in the final two or three weeks, especially after support acts are announced and in the last days before the show.</li></ul>" +
            p(
              "Comparing the curve with previous shows tells the promoter whether to spend more on advertising, add a support act with its own following, or, if sales are strong, consider an upgrade to a bigger room.",
            ),
        },
      },
      {
        title: "Settling the Show",
        description:
          "At the end of the night, promoter and tour manager reconcile every ticket and every cost before anyone is paid.",
        lesson: {
          title: "The settlement sheet",
          html: p(
            "Settlement is the reconciliation of the show's finances between the promoter and the artist's representative, usually the tour manager, at the end of the night or shortly after. Its purpose is to calculate the artist's payment under the deal and to show how it was reached. A clean, honest settlement builds the relationship with agents and artists on which a promoter's future bookings depend.",
            "The settlement begins with the <b>ticket audit</b>. The promoter provides the ticket agent's final report: tickets sold at each price tier, comps issued, and any tickets sold on the door. The number of scans at the door is checked against tickets issued, and gross box office is recalculated from the counts, not taken on trust. Comps are listed by category, because most deals count only paid tickets towards gross.",
            "Next come the <b>expenses</b>. Every cost deducted must have been agreed in the contract and should be supported by an invoice or receipt: venue hire, production, marketing, support act, security, catering and so on. Costs often differ from the estimates in the offer; if they are higher than agreed, the artist's side may refuse them unless they were approved in advance. A tour manager will typically query any line without paperwork.",
            "The promoter then applies the deal. With the figures from the earlier example, net box office of £4,375, agreed costs of £1,750 and a £1,000 guarantee versus 80 per cent of net, the artist's share is £2,100. Any deposit already paid to the agent, often 50 per cent of the guarantee paid when the contract is signed, is subtracted; here £500 has been paid, so £1,600 remains due. Merchandise sales are settled separately, with the venue's commission on merchandise, if any, agreed in advance.",
            "Both parties sign the settlement sheet, and each keeps a copy. Payment is usually made by bank transfer the next working day; cash settlements are now uncommon for reasons of security and record-keeping.",
          ),
        },
      },
    ],
  },
];
