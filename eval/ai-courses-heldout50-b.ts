/** Fiftieth held-out evaluation courses, intermediate level (payroll administration to wool classing); see ai-courses-heldout50.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT50_B: EvalCourse[] = [
  {
    slug: "uk-payroll-calculations-in-practice",
    discipline: "Payroll administration",
    title: "UK Payroll Calculations in Practice",
    description:
      "Payroll staff with a year's experience move on here to the calculations behind a correct payslip: cumulative PAYE and tax codes, Class 1 National Insurance, statutory sick pay, automatic enrolment pension deductions and Real Time Information submissions to HMRC.",
    level: "intermediate",
    duration: "ten weeks (one evening a week)",
    plantedGap: "statutory sick pay",
    modules: [
      {
        title: "Tax Codes and Cumulative PAYE",
        description:
          "This module explains what a tax code means and how the cumulative method spreads the personal allowance across the year.",
        lesson: {
          title: "Reading a tax code and taxing a month's pay",
          html: p(
            "Pay As You Earn (PAYE) is the system by which employers in the United Kingdom deduct income tax from wages before paying them. HMRC tells the employer how much tax-free pay each employee is entitled to through a tax code. In the standard code 1257L, the number is the annual personal allowance divided by ten, so 1257L gives £12,570 of tax-free pay a year; the letter L means the employee receives the standard allowance. Other letters carry other meanings: M and N relate to the marriage allowance, BR means all pay is taxed at the basic rate with no allowance, and a K code means the employee has deductions, such as a company car, that exceed the allowance, so an amount is added to taxable pay.",
            "Most codes are operated cumulatively. Each pay period, the payroll compares the employee's total pay to date with the total free pay to date and taxes the difference. The free pay for month 1 on code 1257L is £12,570 ÷ 12 = £1,047.50.",
            "Take an employee paid £3,000 a month on 1257L in England. In month 1, taxable pay is £3,000 − £1,047.50 = £1,952.50, and tax at the basic rate of 20% is £390.50. In month 2, cumulative pay is £6,000, cumulative free pay is £2,095 and cumulative taxable pay £3,905, giving cumulative tax of £781; tax due this month is £781 − £390.50 = £390.50. The advantage of the cumulative method appears when pay varies or an employee starts mid-year: an employee with no earnings in the first months of the tax year receives the unused allowance, and often a refund, in the first payslip.",
            "Codes marked W1 or M1, or an X on an RTI record, are non-cumulative: each period is taxed on its own, and no refunds arise. HMRC uses them when it cannot yet establish the employee's previous earnings.",
          ),
        },
      },
      {
        title: "Class 1 National Insurance",
        description:
          "Employee and employer contributions are calculated on earnings between thresholds, with categories that change the rates.",
        lesson: {
          title: "Thresholds, rates and category letters",
          html:
            p(
              "National Insurance contributions (NICs) on employment income are known as Class 1. Unlike income tax they are calculated on each pay period separately, not cumulatively, except for company directors, whose contributions are calculated on an annual earnings period. The calculation depends on earnings thresholds and on the employee's category letter, which is A for most adults under State Pension age.",
              "For the 2024/25 tax year the main monthly thresholds and rates for category A were as follows.",
            ) +
            "<table><tr><th>Threshold</th><th>Monthly amount</th><th>Effect</th></tr><tr><td>Lower Earnings Limit (LEL)</td><td>£533</td><td>Earnings above it protect state benefits; no NICs yet</td></tr><tr><td>Primary Threshold (PT)</td><td>£1,048</td><td>Employee pays 8% above this</td></tr><tr><td>Secondary Threshold (ST)</td><td>£758</td><td>Employer pays 13.8% above this</td></tr><tr><td>Upper Earnings Limit (UEL)</td><td>£4,189</td><td>Employee rate falls to 2% above this</td></tr></table>" +
            p(
              "For an employee earning £3,000 in a month, the employee contribution is (£3,000 − £1,048) × 8% = £156.16. The employer contribution is (£3,000 − £758) × 13.8% = £309.40. If the same employee earned £5,000, the employee would pay (£4,189 − £1,048) × 8% + (£5,000 − £4,189) × 2% = £251.28 + £16.22 = £267.50.",
              "Category letters change these results. Category M, for employees under 21, and category H, for apprentices under 25, reduce the employer rate to zero up to the Upper Secondary Threshold. Category C applies to employees over State Pension age, who pay no employee contribution, although the employer still pays. Payroll staff must check the letter whenever an employee has a birthday that crosses one of these ages, because the software only applies the correct letter if the date of birth is right. Where an employee has more than one job with the same employer, earnings from both may have to be aggregated before the thresholds are applied, which can raise the total contribution considerably.",
            ),
        },
      },
      {
        title: "Pension Auto-Enrolment",
        description: "Assess workers, enrol the eligible ones, and deduct contributions on the right band of earnings.",
        lesson: {
          title: "Assessing workers and calculating contributions",
          html:
            p(
              "Under the Pensions Act 2008, every employer in the UK must enrol eligible workers into a qualifying workplace pension scheme and contribute to it. Payroll must assess each worker every pay period, because a change in age or earnings can change their category.",
            ) +
            "<ul><li>Eligible jobholders are aged 22 to State Pension age and earn more than £10,000 a year (£833 a month). They must be enrolled automatically.</li><li>Non-eligible jobholders are aged 16 to 74 and earn above the lower limit of qualifying earnings but are not eligible; they may opt in, and the employer must contribute if they do.</li><li>Entitled workers earn below the lower limit; they may join a scheme but the employer need not contribute.</li></ul>" +
            p(
              "Minimum contributions are a total of 8% of qualifying earnings, of which at least 3% must come from the employer. Qualifying earnings are the band between a lower limit of £6,240 and an upper limit of £50,270 a year, or £520 and £4,189 a month. For a worker earning £2,500 a month, the qualifying earnings are £2,500 − £520 = £1,980. The employer pays 3% of that, £59.40, and the total of 8% is £158.40, so the worker's share is £99.00.",
              "How the worker's share is taken depends on the scheme's tax relief method. Under net pay arrangements the contribution is deducted before tax, so the worker receives relief at their marginal rate automatically. Under relief at source, the payroll deducts 80% of the contribution from net pay, £79.20 in the example, and the provider claims the remaining 20% from HMRC. Workers who opt out within the one-month opt-out period receive a refund of their deductions, and the employer must re-enrol them about every three years.",
            ),
        },
      },
      {
        title: "Reporting to HMRC in Real Time",
        description:
          "The Full Payment Submission and Employer Payment Summary tell HMRC what was paid and what is owed.",
        lesson: {
          title: "FPS, EPS and the payment deadline",
          html: p(
            "Since 2013, employers have reported payroll information to HMRC under Real Time Information (RTI). The key rule is that a Full Payment Submission (FPS) must be sent on or before the day on which employees are paid. The FPS lists every employee paid in that period, with their pay, tax, National Insurance, student loan deductions and year-to-date figures, together with starter and leaver details.",
            "The Employer Payment Summary (EPS) is sent when the employer needs to adjust what it owes HMRC for the month. It is used to claim the Employment Allowance, which reduces the employer's secondary National Insurance bill by up to £5,000 a year for eligible employers, to reclaim statutory payments such as maternity pay, and to tell HMRC that no employees were paid in a period, so that HMRC does not estimate a liability.",
            "The tax month runs from the 6th of one month to the 5th of the next. Payment of the PAYE and NICs due for a tax month must reach HMRC by the 22nd of the following month when paid electronically, or the 19th by cheque. An employer paid on 28 May, for example, sends the FPS by 28 May; the payment for tax month 2 (6 May to 5 June) is due by 22 June.",
            "Late FPS submissions attract penalties based on the number of employees, from £100 a month for 1 to 9 employees to £400 a month for 250 or more, and late payments attract interest and further penalties. Corrections are made on the next FPS by adjusting the year-to-date figures, or after the year end by an FPS for the earlier year. When an employee leaves, the FPS records the leaving date, and a P45 is issued showing pay and tax to date.",
          ),
        },
      },
    ],
  },
  {
    slug: "topiary-shaping-and-renovation",
    discipline: "Topiary",
    title: "Topiary: Shaping, Training and Renovation",
    description:
      "Clipped yew and box are among the oldest living features of a formal garden, and keeping them requires more than a sharp pair of shears. Gardeners who already maintain hedges learn plant choice for topiary, cutting geometric forms, training figures on frames, box blight and its control, and the renovation of overgrown specimens.",
    level: "intermediate",
    duration: "five day-schools across a year",
    plantedGap: "box blight",
    modules: [
      {
        title: "Choosing Plants for Topiary",
        description: "Which species take hard clipping, how fast they grow and what soils they need.",
        lesson: {
          title: "Yew, box and their alternatives",
          html:
            p(
              "Good topiary plants share three properties: small leaves, a dense habit that produces new shoots from behind a cut, and tolerance of repeated clipping. Only a handful of species meet all three, and the choice between them depends on the scale of the shape, the site and the time available for maintenance.",
            ) +
            "<table><tr><th>Plant</th><th>Growth per year</th><th>Clipping</th><th>Notes</th></tr><tr><td>Yew (<i>Taxus baccata</i>)</td><td>15 to 30 cm</td><td>Once, late summer</td><td>Long-lived; regrows from old wood; all parts toxic</td></tr><tr><td>Box (<i>Buxus sempervirens</i>)</td><td>10 to 15 cm</td><td>Once or twice, from June</td><td>Fine texture; vulnerable to box moth</td></tr><tr><td>Japanese holly (<i>Ilex crenata</i>)</td><td>10 to 20 cm</td><td>Once or twice</td><td>Box substitute; dislikes chalk</td></tr><tr><td>Privet (<i>Ligustrum</i>)</td><td>30 cm or more</td><td>Two to three times</td><td>Fast; semi-evergreen in cold winters</td></tr><tr><td>Bay (<i>Laurus nobilis</i>)</td><td>15 to 30 cm</td><td>Once, with secateurs</td><td>Large leaves; tender in cold sites</td></tr></table>" +
            p(
              "Yew is the classic plant for large pieces such as hedges with buttresses, cones and peacocks. Contrary to its reputation it is not slow once established: a young yew on good soil will easily grow 30 centimetres a year, so a 1.5-metre cone can be formed within eight to ten years. It requires free drainage, since waterlogged roots lead to Phytophthora root rot, which kills yew quickly.",
              "Box has long been the standard for low edging and small shapes, but the box tree caterpillar (<i>Cydalima perspectalis</i>), which arrived in Britain in 2007, has made it much harder to keep. Japanese holly and the small-leaved evergreen <i>Lonicera nitida</i> are now widely planted instead, though neither gives quite the density of box. Whatever the choice, plant into well-prepared soil with organic matter, and water the first two summers. Young plants of 30 to 60 centimetres establish faster and more cheaply than large specimens, and they can be shaped from the start rather than cut into an existing form.",
            ),
        },
      },
      {
        title: "Cutting Geometric Forms",
        description: "Cones, balls and cubes depend on guides, templates and working from the top down.",
        lesson: {
          title: "Guides for clean lines",
          html: p(
            "Geometric topiary looks simple and is unforgiving: a cone that leans by a few degrees or a ball with one flat side is obvious from across a garden. Experienced topiarists rarely trust the eye alone, and they use guides for every shape.",
            "For a cone, drive three or four canes into the ground around the plant at equal distances from the centre and tie them together at the apex, forming a wigwam that matches the intended shape. The shears are then run parallel to the canes, working from the top downwards so that clippings fall clear. A ball can be cut with a semicircular template made of plywood or wire, rotated around the centre of the plant, or by cutting a horizontal band round the middle and a vertical band over the top first, and then shaping the quarters between them. Cubes and hedges need horizontal lines: a builder's line stretched between two posts at the correct height and checked with a spirit level gives the top, and sides are cut with a slight batter, narrower at the top than at the base, so that light reaches the lower leaves.",
            "The cutting tool matters. Hand shears give the most control on small and medium pieces and leave cleaner cuts on fine-leaved plants. Powered hedge trimmers are faster on large yew but bruise leaves more. Bay and other large-leaved plants should be cut with secateurs, shoot by shoot, because shears slice leaves in half and the cut edges turn brown.",
            "Timing matters as well. Yew is best clipped once in August or early September, when growth has slowed, so that the shape remains crisp through the winter. Avoid clipping in hot sun, which scorches freshly exposed leaves.",
          ),
        },
      },
      {
        title: "Figures on Frames",
        description:
          "Animals, birds and spirals are trained on wire frames over several years, a process that asks for patience.",
        lesson: {
          title: "Training a bird on a frame",
          html: p(
            "Figurative topiary, from peacocks on yew hedges to hares in box, is rarely carved out of an existing bush. It is grown into shape over years by tying young shoots to a framework and clipping the growth that extends beyond it. The frame gives the gardener the outline, and the plant gradually fills it.",
            "Frames are made of galvanised or stainless steel wire, welded or bound onto a strong central stake. Commercial frames are widely sold, but a simple bird can be made from a stout wire bent into the shape of the body and tail, fixed above the plant on two uprights. The frame should be slightly smaller than the final figure, so that it becomes hidden within the foliage.",
            "Training starts with a young plant that already has several long shoots. The shoots that run in the direction of a part of the figure, such as the tail, are bent gently and tied to the frame with soft twine or rubber ties, never wire, which cuts into bark as the stems thicken. Shoots that cannot be used are shortened to encourage branching, which fills the body of the figure. In the following years, new growth is tied in where it is needed to extend a feature, and shoots that protrude through the frame are clipped back to it. Ties must be checked each year and loosened where they constrict.",
            "Different parts of the figure grow at different speeds. Thin features such as necks and tails grow most slowly, so the gardener clips them less, and leaves them longer before shaping, while the body is clipped more heavily. A yew peacock may take eight to twelve years to look finished, and a box figure rather longer.",
          ),
        },
      },
      {
        title: "Renovating Overgrown Topiary",
        description:
          "A neglected hedge or shape can be cut back hard, but only some species and only at the right season.",
        lesson: {
          title: "Hard pruning in stages",
          html: p(
            "Neglected topiary loses its outline as shoots lengthen and the shape becomes a shaggy mass, often twice its intended size. Because yew and box regrow from old wood, they can usually be restored, but the work should be planned over several years, not done in one cut.",
            "Yew is the most forgiving. It will regrow even when cut back to bare trunks, a property used at gardens such as Powis Castle and Levens Hall, where large hedges and shapes have been renovated successfully. The standard method is to cut one side of a hedge or shape hard back to the main stems in spring, from late March to April, and to leave the other side. When the cut side has regrown, usually after two years, the other side is done. Working in stages keeps enough foliage to feed the plant through the recovery.",
            "Before hard pruning, feed the plant with a general fertiliser, mulch the roots with well-rotted organic matter and water in dry weather through the following summer. A yew under stress from poor drainage or drought may fail to regrow, so test the plant's vigour first by cutting back a small area.",
            "Box regrows from old wood more slowly and less reliably. Renovate it in late spring, cutting back by no more than a third in one season, and feed and water as for yew. Privet and Lonicera nitida tolerate hard pruning well. Most conifers other than yew, including Leyland cypress and most junipers, do not regrow from bare wood at all, and overgrown shapes in them cannot be rescued by cutting back; they must be replaced. Record each stage with photographs, so that the shape can be reinstated accurately once regrowth is complete.",
          ),
        },
      },
    ],
  },
  {
    slug: "chimney-sweeping-solid-fuel-and-wood-stoves",
    discipline: "Chimney sweeping",
    title: "Sweeping Solid Fuel and Wood-Burning Appliances",
    description:
      "Chimney fires and carbon monoxide poisoning are still caused every winter by flues that were swept badly or not at all. Working sweeps extend their skills in this course to flue liners and their inspection, sweeping multi-fuel stoves, smoke testing and the certificate of sweeping, and the recognition and removal of glazed creosote.",
    level: "intermediate",
    duration: "three days",
    plantedGap: "glazed creosote",
    modules: [
      {
        title: "Flue Construction and Liners",
        description:
          "Know the flue before you sweep it: masonry, clay, concrete and stainless steel liners each behave differently.",
        lesson: {
          title: "What lies inside the chimney",
          html:
            p(
              "A chimney is the structure; the flue is the passage inside it that carries combustion products to the outside air. Before sweeping, the sweep needs to know what the flue is made of, because brushes and rods suitable for one material can damage another.",
              "Houses built before about 1965 in Britain usually have unlined brick flues, rendered on the inside with a lime mortar called parging. Over a century the parging crumbles, joints open, and tar and fumes may leak into rooms or neighbouring flues. Since then, new chimneys have been built with clay or pumice-concrete liners, laid as sections with sockets facing upward, so that condensate runs down inside rather than out through the joints. Clay liners are usually round or square, 150 to 225 millimetres across, and will accept a standard wire or polypropylene brush of matching size.",
            ) +
            "<ul><li>Flexible stainless steel liners, usually 316 or 904 grade, are fitted inside existing chimneys for stoves. They must be swept with polypropylene brushes only, since steel brushes scratch the liner and shorten its life.</li><li>Twin-wall insulated system chimneys are prefabricated steel flues for buildings without a chimney.</li><li>Cast-in-situ liners are made by pouring a lightweight concrete round an inflatable former and are swept like a masonry flue.</li></ul>" +
            p(
              "Approved Document J of the Building Regulations sets the minimum flue sizes: 150 millimetres diameter for a stove burning wood or any fuel other than smokeless fuel at up to 20 kilowatts, or 125 millimetres for some appliances burning smokeless fuel. A flue that is too large cools the gases, reduces draught and increases deposits. The sweep should note the liner type, diameter and any bends on the certificate, and should look at the top of the stack for a cowl or bird guard that will need to be removed or cleaned.",
            ),
        },
      },
      {
        title: "Sweeping a Multi-Fuel Stove",
        description:
          "Protect the room, open the appliance, sweep through the flue outlet and clean the baffle and throat.",
        lesson: {
          title: "A stove sweep step by step",
          html: p(
            "Sweeping a stove takes longer than sweeping an open fire, because access to the flue is through the appliance itself and the components inside the firebox must be removed and cleaned. The following sequence is standard practice among members of the recognised British sweeping associations.",
            "First, protect the room. Lay dust sheets from the hearth to the door, seal the stove's front with a sheet and tape, and run an industrial vacuum with a HEPA filter close to the work throughout. Ask the customer when the stove was last lit; a stove that is still warm must not be swept, because the brush can ignite smouldering deposits.",
            "Second, open the appliance. Remove the ash pan, the grate, the firebricks where necessary and, most importantly, the baffle plate or throat plate at the top of the firebox, which deflects gases forward and collects soot on its upper surface. Some stoves require the baffle to be lowered rather than removed. The flue can then be reached through the stove's flue collar. Where the stove sits under a register plate in an older fireplace, an access hatch in the plate may give better access.",
            "Third, sweep. Rods are added one at a time, the brush being pushed up to the top of the flue and drawn back in short strokes. The number of rods is recorded, which tells the sweep the flue height and confirms that the brush reached the top. With a powered rotary system the brush head is spun by a drill, which cleans liners more evenly but must be used at low speeds in steel liners.",
            "Finally, clean the baffle, inspect the door seal and glass, replace every component and carry out a smoke test before leaving.",
          ),
        },
      },
      {
        title: "Smoke Tests and the Sweeping Certificate",
        description:
          "A swept flue must be shown to draw and not to leak, and the results must be recorded for the customer and their insurer.",
        lesson: {
          title: "Proving the flue works",
          html: p(
            "After sweeping, the sweep must confirm that the flue draws correctly and does not leak. The standard check is a smoke test, described in Appendix E of Approved Document J and in the guidance of HETAS, the body that approves solid-fuel installers in England and Wales.",
            "There are two kinds of smoke test. A flow test checks that smoke introduced at the base of the flue is drawn upward and emerges from the chimney terminal. The sweep warms the flue for a few minutes with a gas torch or a lit newspaper, places a smoke pellet in the stove or grate, closes the doors, and checks at the top that smoke appears, and at the fireplace that it does not spill into the room. A tightness test checks the flue for leaks by lighting a smoke pellet with the top of the flue sealed, then inspecting the rooms and loft for escaping smoke. Tightness tests are usually carried out when a new liner is fitted or leakage is suspected, and a flow test after every sweep.",
            "Smoke test failures are serious. Smoke emerging inside the house, including into bedrooms above or a neighbouring property, means that carbon monoxide can follow the same path. The sweep should advise that the appliance is not used until the defect is repaired, and record that advice in writing.",
            "The certificate of sweeping records the customer's address, the appliance and fuel, the flue type, the method and number of rods used, the result of the smoke test, any defects, and a recommendation for the next sweep. Most home insurers require one at least once a year, and the Guild of Master Sweeps and similar bodies advise sweeping twice a year for wood and once a year for smokeless fuel.",
          ),
        },
      },
    ],
  },
  {
    slug: "teaching-dinghy-sailing-on-the-water",
    discipline: "Dinghy sailing instruction",
    title: "Teaching Dinghy Sailing on the Water",
    description:
      "Competent sailors preparing to teach need a method for turning their own skill into someone else's. This instructor-training programme addresses briefing ashore, teaching tacking and gybing, coaching from a powerboat, and the assessment of the RYA Stage 2 certificate.",
    level: "intermediate",
    duration: "five days, with a moderation day",
    plantedGap: "assessment of the RYA Stage 2 certificate",
    modules: [
      {
        title: "The Shore Briefing",
        description:
          "Learn to give short, visual briefings that send students afloat knowing exactly what to do and where.",
        lesson: {
          title: "Brief, demonstrate, do, review",
          html: p(
            "Most teaching in a sailing school happens ashore before the boats launch. A good briefing sends students afloat with a clear picture of the skill to be practised, the area to use and what to do if something goes wrong; a poor one leaves them confused on the water, where explanations are difficult to hear.",
            "Instructors trained in the Royal Yachting Association (RYA) scheme follow a simple cycle: brief, demonstrate, practise and review. The brief should take five minutes or less and should use a visual aid, for example a magnetic board with model boats or a dinghy rigged on its trolley, because students remember what they have seen much better than what they have heard. The instructor states the skill, its purpose and three or four key points, then asks students questions to check understanding, such as 'Which way will you push the tiller to bear away?'.",
            "Every briefing contains a safety element, stated every time. The instructor names the sailing area and its boundaries, describes the wind and tide at that moment, explains the recall signal, often a whistle or a flag on the safety boat, and says what to do after a capsize: stay with the boat, hold on and wait for the boat to come if unable to right it.",
            "A demonstration follows if the skill is new. On the water the instructor may sail the manoeuvre in a dinghy or in a tethered boat while students watch from the shore or a keelboat. The practice phase gives each student several attempts in turn. Finally, the review, held after the session ashore, asks students what went well and what they would change, before the instructor adds two or three observations of their own.",
          ),
        },
      },
      {
        title: "Teaching the Tack and the Gybe",
        description: "Two turns, two different risks: break each one down into stages the novice can practise.",
        lesson: {
          title: "Breaking manoeuvres into stages",
          html:
            p(
              "Tacking turns the boat's bow through the wind; gybing turns its stern through the wind. Both change the side from which the wind blows, and both require the crew to move across the boat and the helm to change hands on the tiller and mainsheet. For a beginner they are the first coordinated manoeuvres, and instructors teach them in stages.",
            ) +
            "<ul><li>Ready about: the helm checks the area is clear and calls; the crew prepares the jib sheet and replies 'Ready'.</li><li>Lee-oh: the helm pushes the tiller away, towards the sail, and the boat turns into and through the wind.</li><li>Crossing: the helm faces forward, moves across under the boom, and sits on the new side.</li><li>Handover: the helm swaps the tiller and mainsheet between hands behind the back or in front, following the method taught.</li><li>Straighten up and sail on a close reach on the new side.</li></ul>" +
            p(
              "Common faults are turning too little, so that the boat stops head to wind in irons, and turning too much, so that it bears away too far on the new tack. Both are cured by teaching the helm to watch a point on the shore and to turn through about 90 degrees.",
              "The gybe is faster and more dangerous, because the boom swings across suddenly with the wind filling the sail from behind. Instructors teach beginners a controlled gybe in light winds only: the helm bears away to a training run, calls 'Stand by to gybe', checks the crew is ready, says 'Gybe-oh' and pulls the tiller towards the sail, while the helm or crew guides the boom across by grasping the mainsheet. A sharp turn back to the course once the boom has crossed prevents a broach. In winds above about 12 knots, novices are taught to tack round rather than gybe, a manoeuvre called a chicken gybe.",
            ),
        },
      },
      {
        title: "Coaching from a Powerboat",
        description: "The powerboat is the instructor's classroom, rescue craft and vantage point, all at once.",
        lesson: {
          title: "Positioning and communication afloat",
          html: p(
            "Once students can sail a dinghy on their own, instructors usually teach from a powerboat, often a rigid inflatable, following groups of boats around the sailing area. Coaching from a powerboat requires the instructor to hold an RYA Powerboat Level 2 certificate and the Safety Boat certificate, and to manage three tasks at once: driving, watching and communicating.",
            "Position matters most. The instructor should be downwind of the group, where capsized boats will drift and where a rescue can be made by motoring upwind to the dinghy, and close enough to see the sailors' faces and hands but never where a boat turning unexpectedly could hit the powerboat. The outboard engine must be in neutral when near a swimmer, and the kill cord must be attached to the driver at all times, since falling overboard from a moving powerboat with the engine running has caused deaths.",
            "Communication is hard over wind and engine noise. Instructors use short verbal cues delivered alongside a boat at low speed, with the engine in neutral, and agreed hand signals at a distance: a hand on the head for 'come to me', a circling arm for 'sail round me', and a pointing arm to show a direction. Feedback should be one point at a time, for example 'Sit further forward' or 'Let the mainsheet out until the sail stops flapping, then pull in a little'.",
            "An effective on-water exercise is the figure-of-eight around two marks, which combines tacking, gybing and sailing on every point of sail in a few minutes, and allows the instructor to watch each boat in turn from a fixed position. Keep every exercise short, no more than ten to fifteen minutes, and bring the group together afterwards for a brief review before moving on.",
          ),
        },
      },
    ],
  },
  {
    slug: "wool-classing-for-the-shed",
    discipline: "Wool classing",
    title: "Wool Classing for the Shearing Shed",
    description:
      "A well-classed clip earns more at auction because buyers can trust that each bale matches its description. Topics include measuring fibre diameter, staple length and strength, preparing the classer's specification, and the Australian Wool Exchange code of practice for classers.",
    level: "intermediate",
    duration: "four weeks (block release)",
    plantedGap: "Australian Wool Exchange code of practice",
    modules: [
      {
        title: "Fibre Diameter",
        description:
          "Fineness is the single biggest influence on the price of wool, and the classer must estimate it by eye and confirm it by testing.",
        lesson: {
          title: "Microns and the price of wool",
          html:
            p(
              "Fibre diameter, measured in microns (thousandths of a millimetre), determines what a wool can be spun into, and therefore its value. Fine wool can be spun into fine yarns, which produce light, soft fabrics for suiting and next-to-skin knitwear; coarser wool goes into carpets, tweeds and blankets. In the Australian Merino market, a difference of one micron at around 18 microns can change the price by ten per cent or more.",
            ) +
            "<table><tr><th>Category</th><th>Mean fibre diameter</th><th>Typical use</th></tr><tr><td>Superfine Merino</td><td>below 18.5 µm</td><td>Fine suiting, luxury knitwear</td></tr><tr><td>Fine Merino</td><td>18.6 to 19.5 µm</td><td>Worsted suiting, knitwear</td></tr><tr><td>Medium Merino</td><td>19.6 to 22.5 µm</td><td>Apparel fabrics</td></tr><tr><td>Crossbred</td><td>24 to 32 µm</td><td>Knitting yarns, blankets</td></tr><tr><td>Strong crossbred</td><td>over 32 µm</td><td>Carpets, upholstery</td></tr></table>" +
            p(
              "Classers estimate diameter by looking at the crimp, the natural waviness of the staple, and by feeling the wool. Finer wools generally have more crimps per centimetre, though the relationship varies between flocks and is not reliable enough for sale descriptions. The objective measurement is made on a core sample taken from the bale after classing, using the laser scanner or airflow methods standardised by the International Wool Textile Organisation. Many growers also test fleeces on the farm with portable instruments such as the OFDA2000, which measures diameter along the staple, and use the results to class by measured diameter rather than by eye.",
              "The coefficient of variation of diameter matters too. Two lines with a mean of 19 microns may process differently if one has a spread of 16 per cent and the other 24 per cent; a lower variation gives finer-feeling yarn and fewer prickly coarse fibres. Fibres coarser than about 30 microns are what the skin perceives as prickle, which is why even a small proportion of them lowers the value of a wool intended for garments worn next to the skin.",
            ),
        },
      },
      {
        title: "Staple Length and Strength",
        description:
          "The classer reads a staple held between the hands for its length, its strength and the position of any break.",
        lesson: {
          title: "Testing a staple by hand",
          html: p(
            "After diameter, the most important properties of a wool are the length of its staples and their strength, because together they decide how well the wool processes through combing, the step that aligns the fibres before spinning. A long, sound wool gives long fibres in the top, the product of combing; a short or tender wool breaks in the comb and is discarded as short fibre, called noil.",
            "Staple length is measured from the base to the tip of an unstretched staple and is reported in millimetres. Merino fleeces shorn each year usually fall between 70 and 110 millimetres. A short staple, below about 55 millimetres, is better suited to the woollen process, where shorter fibres are used.",
            "Staple strength is tested by hand in the shed. The classer takes a staple from the midside of the fleece, holds it at each end and gives it a sharp tug, listening and feeling for a break. A staple that holds is called sound; one that breaks easily is tender. Tender wool is caused by a thinning of the fibres at one point in their growth, usually a period of stress such as drought, lambing or illness. Where the break lies along the staple matters as much as its strength. A break near the tip or base causes less damage in processing than a break in the middle, which halves the fibre length.",
            "In the laboratory, staple strength is measured in newtons per kilotex (N/ktex) on the ATLAS instrument, and values above about 35 N/ktex are regarded as sound. The classer should separate tender fleeces into their own line, rather than mixing them with sound wool, since a single tender bale in a lot will lower its price.",
          ),
        },
      },
      {
        title: "Building the Classer's Specification",
        description:
          "Lines are built from the flock's range of fleeces, described on the specification and checked against the bale count.",
        lesson: {
          title: "Lines, bales and descriptions",
          html:
            p(
              "Classing means grouping fleeces into lines that are uniform enough for a buyer to trust the description on each bale. The classer looks at the whole flock before shearing begins, inspecting a sample of sheep to judge the range of diameter, length, colour and vegetable matter, and plans the lines in advance.",
              "A typical Merino clip is divided into a main line of the most common fleece type, a second line of fleeces that differ in one major property, such as a finer or stronger line, and separate lines for tender, coloured or heavily contaminated fleeces. Pieces, bellies, locks and crutchings are packed separately. The aim is to make as few lines as possible while keeping each one uniform, because small lots, below about three bales, attract fewer bids.",
            ) +
            "<ul><li>Fleece lines are described with a code, such as AAA for the best Merino line, AA for the second, and so on.</li><li>Non-fleece lines are labelled PCS (pieces), BLS (bellies) and LKS (locks).</li><li>Each bale is stencilled with the brand, the line description and the bale number.</li></ul>" +
            p(
              "The specification, a form completed by the classer, lists each line with its description, its number of bales and the number of sheep it came from. It is sent with the clip to the broker and tells buyers how the wool was prepared. Errors in it, for instance a bale labelled AAA that holds pieces, are detected when the bale is core-sampled and can lead to the whole clip being treated with suspicion. A classer who keeps to the plan, checks each fleece at the table and records every bale accurately protects both the grower's price and their own reputation.",
            ),
        },
      },
    ],
  },
];
