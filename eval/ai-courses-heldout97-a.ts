/** Ninety-seventh held-out evaluation courses, beginner level; see ai-courses-heldout97.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT97_A: EvalCourse[] = [
  {
    slug: "coaching-youth-baseball-fundamentals-for-new-coaches",
    discipline: "Baseball coaching",
    title: "Coaching Youth Baseball: Fundamentals for New Coaches",
    description:
      "New to coaching a youth baseball team and unsure where to start? This practical course covers the throwing and catching progression, fielding ground balls and fly balls, hitting mechanics, baserunning, and how to plan a 90-minute practice that keeps every player busy.",
    level: "beginner",
    duration: "six weeks (one two-hour evening session a week, half of it on the field)",
    plantedGap: "baserunning",
    modules: [
      {
        title: "Throwing, catching and fielding",
        description:
          "Grip, footwork and arm path for an accurate throw, and the ready positions young fielders need for ground balls and fly balls.",
        lesson: {
          title: "The four-seam grip and the throwing progression",
          html: p(
            "Most errors in youth baseball are throwing errors, so the throw is taught first and revisited every session. Start with the grip. Players hold the ball across the wide part of the seams, the horseshoe, with the index and middle fingers on top and the thumb underneath. This four-seam grip makes the ball spin backwards with all four seams cutting the air, so it carries straight instead of tailing. Young players with small hands may use three fingers on top; that is fine as long as the ball sits in the fingers and not deep in the palm.",
            "Teach the throw as a chain. The player turns the glove-side shoulder to the target, separates the hands with the throwing hand going down, back and up, and lifts the elbow to at least shoulder height. The step is made with the glove-side foot directly towards the target. The hips then rotate, the arm comes through, and the follow-through finishes with the throwing hand outside the opposite knee. A low elbow is the fault to watch for: it pushes the ball, costs accuracy and puts stress on the inside of the elbow.",
            "A reliable progression builds the chain from the top down. Players first throw from one knee, glove-side knee up, so that only the arm and trunk work. Next they stand with feet already turned and throw without a step. Finally they add the step-behind footwork, in which the back foot crosses behind the front to create momentum. Ten good throws at each stage beat forty rushed ones.",
            "Catching rules are simple: two hands, thumbs together for a ball above the waist, little fingers together for a ball below it. For ground balls the fielder starts in a ready position with feet wider than the shoulders, knees bent and glove out in front, then fields the ball in the centre of the body with the throwing hand covering it. For fly balls the first move is a drop step back, after which the player runs on the balls of the feet and catches above the throwing shoulder, ready to throw.",
            "Keep throwing volume sensible. Count hard throws, increase distance gradually over the first weeks of the season, and stop any player who reports elbow or shoulder pain.",
          ),
        },
      },
      {
        title: "Hitting: stance, load and swing",
        description:
          "A simple, teachable swing sequence for young hitters, and the tee, soft-toss and front-toss drills that groove it.",
        lesson: {
          title: "Teaching the swing from the tee up",
          html: p(
            "Begin with equipment, because a bat that is too heavy ruins mechanics before coaching starts. A quick test is to ask the player to hold the bat by the handle straight out to the side for about twenty seconds; if the barrel drops, the bat is too heavy. Youth bats are described by their drop, the length in inches minus the weight in ounces, so a 29-inch, 19-ounce bat is a drop 10.",
            "The grip lines up the middle knuckles of both hands, the knuckles used to knock on a door, and holds the bat in the fingers rather than the palms. The stance is balanced: feet slightly wider than the shoulders, weight on the balls of the feet, knees flexed, and hands near the back shoulder. From there the swing is taught in four parts.",
            "<strong>Load.</strong> As the ball is released, weight shifts slightly to the back leg and the hands move a few centimetres back. <strong>Stride.</strong> The front foot takes a short, soft step and lands closed, so the hips have not yet opened. <strong>Rotation.</strong> The back hip drives forward, the back foot turns onto its toe and the hands take a direct path to the ball. <strong>Contact and extension.</strong> At contact the top hand is palm up and the bottom hand palm down; the arms then extend through the ball before the follow-through.",
            "Contact point depends on location. A ball on the inside half is hit further out in front of the plate; a ball on the outside half is allowed to travel deeper and is hit towards the opposite field. Moving the tee forward and back is the easiest way to teach this.",
            "The drill sequence runs from most controlled to most game-like. Tee work isolates the swing and lets the coach watch one cue at a time. Soft toss, with the feeder kneeling at about 45 degrees in front and to the side of the hitter, adds a moving ball. Front toss, thrown underhand from behind a protective L-screen about ten metres away, adds timing. Give one correction per round, such as 'keep your front shoulder closed', and let the player take several swings with it before adding anything else. Every hitter wears a helmet at every hitting station, including the tee.",
          ),
        },
      },
      {
        title: "Planning a practice that keeps everyone moving",
        description:
          "How to structure a 90-minute session around stations, short lines and a competitive finish, with a model plan.",
        lesson: {
          title: "Stations, ratios and the 90-minute plan",
          html:
            p(
              "The commonest weakness in youth practices is standing around: one player hits while eleven watch. A ten-year-old in a line of six gets perhaps a dozen repetitions in an hour. The cure is stations, with no more than three players waiting at any one time and an adult or trusted older player at each station. With twelve players and three adults, three stations of four players each give every child a turn roughly every minute.",
              "A model plan for a 90-minute session looks like this:",
            ) +
            "<table><thead><tr><th>Time</th><th>Activity</th><th>Purpose</th></tr></thead><tbody>" +
            "<tr><td>0 to 10 min</td><td>Dynamic warm-up: skips, lunges, arm circles, short sprints</td><td>Raise temperature, prepare the throwing arm</td></tr>" +
            "<tr><td>10 to 20 min</td><td>Throwing progression in pairs, lengthening distance</td><td>Daily throwing habit</td></tr>" +
            "<tr><td>20 to 50 min</td><td>Three 10-minute stations: tee, soft toss, ground balls</td><td>High-repetition skill work</td></tr>" +
            "<tr><td>50 to 70 min</td><td>Team defence: fielders in position, coach hits, play made to first base</td><td>Apply skills in game positions</td></tr>" +
            "<tr><td>70 to 85 min</td><td>Competitive game, such as points for clean fielding plays</td><td>Pressure, fun, effort</td></tr>" +
            "<tr><td>85 to 90 min</td><td>Cool-down and one-minute debrief</td><td>Reinforce the day's key point</td></tr>" +
            "</tbody></table>" +
            p(
              "Plan around one new teaching point per session and repeat it at every station where it fits; young players retain one idea far better than five. Write the plan on a card with times, and keep to the times even when a drill is going well, because moving on while energy is high is part of good pacing.",
              "Safety shapes the layout. Hitting stations face away from the other groups, with a clear gap of at least ten metres, and no one stands in the swing zone behind or beside a hitter. Throwing pairs line up in parallel, all throwing in the same direction, so a missed ball does not fly into another pair.",
              "Feedback should be specific and brief: name what was done well, give one cue to change, and let the player try again at once. End every practice with a game that has a score, and finish on time; parents and players trust a coach who does both.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-avocados-orchard-fundamentals",
    discipline: "Avocado production",
    title: "Growing Avocados: Orchard Fundamentals",
    description:
      "Avocado trees are unforgiving of waterlogged soil, erratic in how they set fruit and easy to harvest too early. Working from those three problems, the course covers site selection and drainage, the A- and B-type flowering cycle, irrigation, pruning, and judging harvest maturity by dry matter.",
    level: "beginner",
    duration: "five weeks (one three-hour class a week, including an orchard visit)",
    plantedGap: "pruning",
    modules: [
      {
        title: "Site, soil and drainage",
        description:
          "Why root rot decides where avocados can be planted, and how soil choice, mounding, rootstocks and mulch reduce the risk.",
        lesson: {
          title: "Keeping Phytophthora out of the root zone",
          html: p(
            "The single most important fact about avocado soils is that the tree's feeder roots need air. Avocado evolved in the free-draining volcanic soils of Mexico and Central America, and its fine roots are shallow, mostly in the top 30 to 60 centimetres, with few root hairs. When soil stays saturated, the roots are starved of oxygen and the water mould <em>Phytophthora cinnamomi</em> attacks them. Phytophthora root rot is the most destructive disease of the crop worldwide: affected trees show small, pale leaves, wilting in warm weather, dieback from the top and, eventually, death.",
            "Site selection therefore starts with drainage. A suitable soil has at least a metre of free-draining material with no compacted or clay layer that will perch water. Dig test pits before planting, fill them with water, and watch how fast it drains; water still standing the next day is a warning. Slopes drain better than valley floors, which also collect cold air. Soil pH between about 5.5 and 6.5 suits the tree, and avocado is sensitive to salinity, especially chloride, so irrigation water quality should be tested before any trees are bought.",
            "Where drainage is marginal, growers plant on mounds or ridges, typically 0.5 to 1 metre high and 2 to 3 metres wide, which lift the root zone above wet subsoil. Mounding is standard practice in many Australian and South African orchards.",
            "Rootstock choice adds protection. Seedling rootstocks vary widely, so commercial nurseries graft onto clonal rootstocks selected for tolerance of Phytophthora, such as Duke 7, one of the first released in California, and Dusa, selected in South Africa. Tolerance is not immunity: a tolerant rootstock in a wet hollow will still fail.",
            "Mulch is the third tool. A coarse organic mulch, such as composted wood chips spread 10 to 15 centimetres deep and kept clear of the trunk, keeps the surface roots cool and moist, and supports soil microbes that suppress the pathogen. Finally, hygiene matters: buy certified disease-free nursery trees, and do not move soil or muddy equipment from infected blocks into clean ones. Trees already infected can be treated with phosphonate (phosphorous acid) sprays or trunk injections, which slow the disease but do not cure it.",
          ),
        },
      },
      {
        title: "Why avocado flowers open twice",
        description:
          "The A- and B-type flowering cycle, the role of temperature and pollinators, and what it means for orchard layout.",
        lesson: {
          title: "Synchronous dichogamy and fruit set",
          html:
            p(
              "Each avocado flower contains both male and female parts, yet it rarely pollinates itself, because each flower opens twice. At the first opening it is functionally female: the stigma is receptive but the anthers shed no pollen. The flower then closes, and at its second opening it is functionally male, shedding pollen while the stigma is no longer receptive. All the flowers on a tree follow the same timetable, which is why the behaviour is called synchronous dichogamy.",
              "Cultivars fall into two groups according to that timetable:",
            ) +
            "<ul><li><strong>A-type</strong> (for example Hass, Reed, Pinkerton, Gwen): flowers open female on the morning of the first day, close, and reopen male in the afternoon of the second day.</li>" +
            "<li><strong>B-type</strong> (for example Fuerte, Bacon, Zutano, Ettinger): flowers open female in the afternoon of the first day and reopen male on the morning of the second day.</li></ul>" +
            p(
              "An A-type tree shedding pollen in the afternoon therefore coincides with B-type flowers that are female in the afternoon, and the reverse holds in the morning. In theory, planting the two types together gives cross-pollination every day.",
              "In practice the cycle is loose. Cool weather, especially night temperatures below about 10 °C during flowering, delays the openings so that female and male phases overlap on the same tree, and self-pollination becomes common. This is why single-cultivar Hass blocks still crop well in many climates. Research on the value of B-type polliniser rows has given mixed results, and many growers plant them mainly as insurance in warm districts where the cycle stays strict.",
              "Pollen has to be carried by insects. Honey bees are the main pollinators in most commercial orchards, and growers commonly bring in hives at flowering; flies and native bees also contribute. Avoid insecticide sprays that are toxic to bees during bloom.",
              "Fruit set is strikingly low. A mature tree may produce around a million flowers, yet well under one per cent become harvested fruit; most flowers and many small fruitlets drop naturally. Heavy crops also deplete the tree's reserves, so avocado tends towards alternate bearing, with a heavy 'on' year followed by a light 'off' year. Balanced irrigation and timely harvest, covered next, help to reduce the swing.",
            ),
        },
      },
      {
        title: "Water, nutrition and harvest timing",
        description:
          "Scheduling irrigation for a shallow-rooted tree, basic nutrient management, and measuring dry matter to decide when fruit is mature.",
        lesson: {
          title: "From tensiometer to dry matter test",
          html: p(
            "Because its roots are shallow, an avocado tree cannot draw on deep soil water, yet it is easily damaged by waterlogging. The goal is frequent, moderate irrigation that keeps the top 60 centimetres moist but never saturated. Micro-sprinklers are preferred to drippers because they wet a wider area of the root zone. Many growers schedule irrigation with tensiometers installed at about 30 and 60 centimetres: the shallow instrument tells when to irrigate, and the deep one shows whether water is passing below the roots. Where irrigation water carries salt, an occasional heavier application leaches salts below the root zone; leaf-tip burn in late summer is the typical sign of chloride build-up.",
            "Nutrition is guided by leaf analysis taken in autumn from mature leaves on non-fruiting shoots. Nitrogen, zinc and boron are the nutrients most often adjusted. Too much nitrogen drives vigorous leafy growth at the expense of fruit, so applications are split across the season rather than given in one dose.",
            "Harvest timing is unusual. Avocado fruit does not soften on the tree; it softens only after picking. A fruit can therefore look full-sized for months before it is mature enough to ripen into good eating quality. Immature fruit shrivels, ripens unevenly and tastes watery. Because oil content rises as fruit matures and water content falls, industries use dry matter percentage as the legal or commercial maturity index. California's minimum for Hass is 20.8 per cent dry matter, and many export markets ask for 23 per cent or more.",
            "The test is simple. Take a sample of at least ten representative fruit, peel and cut a slice of flesh from each, and weigh the fresh flesh. Dry it in an oven or a microwave at low power until the weight stops falling, then weigh again. Dry matter per cent equals dry mass divided by fresh mass, times 100. For example, 50.0 grams of fresh flesh that dries to 11.5 grams gives 23 per cent.",
            "Pick with clippers and leave a short stem button on the fruit, because a torn stem end lets in the fungi that cause stem-end rot. Handle fruit gently, keep it shaded, and cool it promptly after harvest.",
          ),
        },
      },
    ],
  },
  {
    slug: "making-comics-from-thumbnail-to-lettered-page",
    discipline: "Comics",
    title: "Making Comics: From Thumbnail to Lettered Page",
    description:
      "Thumbnails, panel transitions, page layout, lettering and inking: a first studio course for anyone who wants to tell stories in sequential pictures. Each week ends with a finished page for group critique.",
    level: "beginner",
    duration: "eight weeks (one three-hour studio session a week)",
    plantedGap: "inking",
    modules: [
      {
        title: "What happens in the gutter?",
        description:
          "Closure and Scott McCloud's six kinds of panel-to-panel transition, used as tools for controlling pace.",
        lesson: {
          title: "Closure and the six transitions",
          html:
            p(
              "A comic is a sequence of still images, yet readers experience movement and time. Scott McCloud's <em>Understanding Comics</em> (1993) calls the mental process that makes this happen closure: the reader sees two panels and infers what happened between them, in the blank space of the gutter. A panel of a raised axe followed by a panel of a scream across a city skyline forces the reader to imagine the blow. The cartoonist decides what to show; the reader supplies the rest, and that shared work is why comics feel participatory.",
              "McCloud classified the relationships between adjacent panels into six types:",
            ) +
            "<ol><li><strong>Moment-to-moment</strong>: very little time passes, as in a character's eyes slowly closing over three panels.</li>" +
            "<li><strong>Action-to-action</strong>: a single subject in a clear sequence of actions, such as a batter swinging and the ball flying.</li>" +
            "<li><strong>Subject-to-subject</strong>: the scene stays the same but the view moves between subjects, for example from a speaker to a listener's reaction.</li>" +
            "<li><strong>Scene-to-scene</strong>: a jump across time or space, often signalled by a caption such as 'Ten years later'.</li>" +
            "<li><strong>Aspect-to-aspect</strong>: time seems to stand still while the eye wanders over different parts of a place or mood.</li>" +
            "<li><strong>Non-sequitur</strong>: no logical relationship between panels.</li></ol>" +
            p(
              "When McCloud counted transitions in mainstream American comics, action-to-action dominated, followed by subject-to-subject and scene-to-scene. In Japanese manga, especially the work descended from Osamu Tezuka, he found far more aspect-to-aspect transitions, which create a slower, atmospheric reading experience. Neither is better; each produces a different rhythm.",
              "The practical lesson is that transition choice controls pace. Moment-to-moment transitions stretch a dramatic beat and slow the reader down; scene-to-scene transitions compress time and speed the story along. A common beginner's mistake is using action-to-action for everything, so every moment has the same weight.",
              "This week's exercise is to take one short event, such as a character finding a letter under the door, and draw it three times as a four-panel strip. Version one uses only action-to-action transitions, version two spends three panels moment-to-moment on the discovery, and version three opens with two aspect-to-aspect panels of the empty hallway. Compare which version creates suspense, and why.",
            ),
        },
      },
      {
        title: "Thumbnailing and page layout",
        description:
          "Planning a page in small rough sketches, guiding the reader's eye, and using grids, panel size and the page turn.",
        lesson: {
          title: "Designing the reading path",
          html: p(
            "Every finished page begins as a thumbnail: a rough plan drawn small, typically a few centimetres high, so that the whole page can be seen and changed quickly. Thumbnails are not for drawing well. They settle three decisions: how many panels the page needs, how big each one is, and where the figures and speech balloons will sit. Because changes at this size cost seconds, cartoonists often try three or four layouts before choosing one.",
            "In English-language comics the reader moves left to right and top to bottom, in a Z-shaped path through each row, or tier. A layout works when the eye never has to guess which panel comes next. Trouble starts when a tall panel on the right cuts across two tiers, or when panels are staggered so that the next one could be either to the right or below. Test a thumbnail by asking someone unfamiliar with the story to point through it in order.",
            "Grids give structure. The six-panel grid of two columns and three tiers is a workhorse of newspaper-influenced books, and the nine-panel grid, three by three, became famous through Dave Gibbons's art for <em>Watchmen</em>, where its regularity makes any break from it feel like an event. Panel size also signals time and importance: a wide, short panel reads as a pause, a tall narrow one as quick action, and a splash page, a single image filling the page, as a major moment.",
            "The page turn is the cartoonist's only guaranteed surprise. In a printed book, the reader sees a two-page spread at once, so a reveal placed on the right-hand page is spoiled by a glance. Save reveals for the first panel of a left-hand page, which is seen only after turning.",
            "Within panels, establish a scene with a wide shot before cutting in close, and respect the 180-degree rule from film: keep the imaginary line between two speaking characters on the same side, so they do not appear to swap places. Avoid tangents, where the edges of separate objects just touch and flatten the space. This week, thumbnail a four-page story in three different layouts before drawing any finished panel.",
          ),
        },
      },
      {
        title: "Lettering: balloons, captions and sound effects",
        description:
          "Placing balloons so that they read in the right order, choosing balloon shapes and lettering styles, and handling sound effects.",
        lesson: {
          title: "Making the words readable",
          html: p(
            "Lettering is the part of comics that readers notice only when it goes wrong. Good lettering is placed at the layout stage, not squeezed in at the end, because balloons need space and their positions fix the reading order of the dialogue. As a working guide, reserve about a third of a panel for text when there is dialogue, and keep a balloon to roughly 25 words; when a character says more, split the speech into two joined balloons or spread it across panels.",
            "Reading order follows the same rule as panels: left to right, top to bottom. That means the character who speaks first should be placed on the left of the panel, and a balloon placed higher is read first. Tails point towards the speaker's mouth and stop short of it. They should not cross other balloons or each other.",
            "Balloon shape carries meaning. A smooth oval is ordinary speech; a spiky burst is shouting; a dashed outline is a whisper; a wavering outline suggests weakness or illness; a cloud with a trail of small bubbles is a thought, now less common than first-person captions. A balloon with a jagged tail can mark speech from a phone or radio. Caption boxes carry narration and are usually rectangular, sometimes tinted to separate two narrators.",
            "Comics lettering is traditionally in capital letters, with the crossbar form of the capital I reserved for the pronoun 'I' and the simple stroke used everywhere else. Emphasis uses bold rather than underlining. Digital letterers use dedicated comic fonts, such as those from Comicraft or Blambot, laid out in programs such as Adobe Illustrator or Clip Studio Paint. Hand letterers first rule light guidelines with a lettering guide so that letter heights stay constant, commonly around 3 millimetres at printed size.",
            "Sound effects are part of the drawing. Their letterforms should look like the sound: heavy, chunky shapes for a crash, thin stretched letters for a creak. Place them where the sound comes from, and let them overlap the art rather than sit in a box. This week, letter your four-page story, then check that a reader can follow the dialogue without hesitation.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-debt-advice",
    discipline: "Debt advice",
    title: "Foundations of Debt Advice",
    description:
      "Aimed at volunteers and trainee caseworkers in advice agencies in England and Wales, the course follows a client's debts in the order an adviser would handle them: separating priority from non-priority debts, drawing up a Standard Financial Statement, using Breathing Space, and choosing between the main debt solutions.",
    level: "beginner",
    duration: "six weeks (one three-hour workshop a week alongside supervised casework)",
    plantedGap: "Breathing Space",
    modules: [
      {
        title: "Priority debts first",
        description:
          "Ranking debts by the consequences of non-payment rather than by size or by how hard the creditor is pressing.",
        lesson: {
          title: "Ranking debts by consequence",
          html:
            p(
              "Clients usually arrive worried about whichever creditor is phoning most often. The adviser's first job is to re-rank the debts by a different test: what is the worst that can legally happen if this debt is not paid? Debts whose non-payment can lead to loss of the home, loss of an essential supply or service, imprisonment, or seizure of essential goods are priority debts. All other debts are non-priority, however large they are or however aggressive the letters.",
              "The usual priority debts are:",
            ) +
            "<ul><li><strong>Mortgage and rent arrears</strong>: possession proceedings and eviction.</li>" +
            "<li><strong>Council tax</strong>: a liability order from the magistrates' court, then enforcement agents, attachment of earnings or deductions from benefits; in England committal to prison remains possible as a last resort, while Wales abolished it in 2019.</li>" +
            "<li><strong>Gas and electricity</strong>: disconnection is rare, but suppliers can install a prepayment meter, often with a debt recovery rate added.</li>" +
            "<li><strong>Magistrates' court fines</strong>: ultimately imprisonment for wilful refusal or culpable neglect to pay.</li>" +
            "<li><strong>TV licence</strong>: using a television without a licence is a criminal offence.</li>" +
            "<li><strong>Income tax and VAT</strong>, and <strong>child maintenance</strong> arrears, which carry strong enforcement powers.</li>" +
            "<li><strong>Hire purchase or conditional sale</strong> on essential goods such as a car needed for work: once a third of the total price is paid, the creditor needs a court order to repossess.</li></ul>" +
            p(
              "Credit cards, personal loans, overdrafts, catalogue accounts, buy-now-pay-later balances and payday loans are non-priority. The worst realistic outcome is a County Court Judgment followed by enforcement, and even then the court sets instalments the client can afford on the basis of a financial statement. That is not a reason to ignore them, but it does mean they can wait until priority debts are secure.",
              "In practice the adviser lists every debt with the creditor, amount, account number and any court or enforcement stage reached. Urgent deadlines come first: a possession hearing next week or an enforcement agent's visit outranks everything. The adviser then negotiates affordable payments for priority debts, including the ongoing cost as well as arrears, before dividing whatever remains among non-priority creditors. Explaining this ranking to the client is itself part of the advice, because it replaces panic with a plan.",
            ),
        },
      },
      {
        title: "The Standard Financial Statement",
        description:
          "Building an accurate budget with the client, testing it against spending guidelines, and sharing any surplus fairly between creditors.",
        lesson: {
          title: "From budget to pro-rata offer",
          html:
            p(
              "The Standard Financial Statement (SFS) is the budget format accepted by most creditors and debt advice agencies in the UK. It records household income, then expenditure under set headings: home and contents, travel, communications and leisure, food and housekeeping, personal costs, and savings. Using a common format matters because creditors know how to read it and are less likely to challenge figures they recognise.",
              "Every figure is converted to a monthly amount. A weekly sum is multiplied by 52 and divided by 12, so £60 a week becomes £260 a month; a four-weekly sum is multiplied by 13 and divided by 12. Mixing weekly and monthly figures is the commonest error trainees make.",
              "The SFS comes with spending guidelines, known as trigger figures, for categories such as food, communications and personal costs, adjusted for household size. Spending above a trigger figure is allowed but should be explained, for example higher travel costs because of a rural commute. Figures far below the guideline are also worth questioning, because an unrealistically low budget leads to an offer the client cannot keep.",
              "Priority payments, including ongoing rent or council tax plus any agreed arrears instalments, go into expenditure. What is left is the available surplus for non-priority creditors, shared pro rata, in proportion to each debt. A worked example:",
            ) +
            "<table><thead><tr><th>Creditor</th><th>Balance</th><th>Share of total</th><th>Monthly offer</th></tr></thead><tbody>" +
            "<tr><td>Credit card</td><td>£4,000</td><td>50%</td><td>£40.00</td></tr>" +
            "<tr><td>Personal loan</td><td>£2,500</td><td>31.25%</td><td>£25.00</td></tr>" +
            "<tr><td>Catalogue account</td><td>£1,500</td><td>18.75%</td><td>£15.00</td></tr>" +
            "<tr><td><strong>Total</strong></td><td>£8,000</td><td>100%</td><td>£80.00</td></tr>" +
            "</tbody></table>" +
            p(
              "With a surplus of £80, each creditor receives its share of £80: the credit card's £4,000 is half the total, so it is offered £40. Pro-rata offers are fair and defensible, and creditors find them hard to refuse. If there is no surplus, advisers may propose token payments, often £1 a month per creditor, while the client's situation is reviewed.",
            ),
        },
      },
      {
        title: "Choosing a debt solution",
        description:
          "Comparing debt management plans, debt relief orders, individual voluntary arrangements and bankruptcy, and matching them to the client.",
        lesson: {
          title: "Four routes out of debt",
          html: p(
            "Once the budget is reliable, the adviser can compare the main debt solutions. None is right for everyone; the choice depends on the level of debt, the surplus, the client's assets, especially home ownership, and how the client feels about the consequences.",
            "A <strong>debt management plan</strong> (DMP) is an informal agreement to pay non-priority creditors a reduced monthly amount, usually the pro-rata offers worked out from the financial statement. Free providers such as StepChange and PayPlan run DMPs without fees. Creditors often freeze interest and charges but are not obliged to, and a DMP gives no legal protection; it can last many years if debts are large and the surplus small.",
            "A <strong>debt relief order</strong> (DRO) is a formal insolvency option for people with few assets and little income to spare. Since 2024 the limits have been total qualifying debts of no more than £50,000, a monthly surplus of no more than £75, assets worth no more than £2,000, and a vehicle worth no more than £4,000; the application fee has been abolished. Applications are made through an approved intermediary, usually an adviser in an authorised agency, to the Insolvency Service. Creditors cannot take action for 12 months, after which the included debts are written off.",
            "An <strong>individual voluntary arrangement</strong> (IVA) is a legally binding agreement, supervised by an insolvency practitioner, to pay an agreed amount, typically over five years. It needs the approval of creditors holding at least 75 per cent by value of the debts voting. It can protect a home, but homeowners are usually asked to release equity towards the end, and the practitioner's fees come out of the payments.",
            "<strong>Bankruptcy</strong> is applied for online, with a fee of £680, and decided by an adjudicator. Discharge usually follows after 12 months, but a client with spare income may have to pay into an income payments agreement for three years, and any equity in the home is at risk. Some professions restrict bankrupt people from holding certain posts.",
            "Record the options discussed and the reasons for the client's choice; the decision belongs to the client, and the file should show that it was an informed one.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-digital-logic-design",
    discipline: "Digital logic design",
    title: "Introduction to Digital Logic Design",
    description:
      "An introductory course in the design of digital circuits: binary and hexadecimal number systems, two's complement arithmetic, Boolean algebra, Karnaugh maps, latches and flip-flops, with an introduction to Verilog in the final laboratory.",
    level: "beginner",
    duration: "ten weeks (two lectures and one three-hour laboratory a week)",
    plantedGap: "Verilog",
    modules: [
      {
        title: "Binary numbers and two's complement",
        description:
          "Positional notation in base 2 and base 16, and how digital hardware represents and adds signed integers.",
        lesson: {
          title: "Representing signed integers",
          html: p(
            "Digital circuits work with two voltage levels, so numbers are stored in base 2. Each bit position has a weight that is a power of two: in the 8-bit number 00101101 the ones sit at weights 32, 8, 4 and 1, so its value is 45. Long binary strings are hard to read, so engineers group bits in fours and write each group as one hexadecimal digit, 0 to 9 then A to F. 0010 1101 becomes 0x2D. Conversion between binary and hexadecimal is exact and needs no arithmetic, which is why hex is used in datasheets and debuggers.",
            "Negative numbers need a convention. Early machines tried sign-magnitude, using the top bit as a sign, but it has two zeros and makes addition awkward. Almost all modern hardware uses two's complement. In an n-bit two's complement number the most significant bit has weight minus 2 to the power n minus 1, and all other bits are positive. An 8-bit value therefore ranges from −128 to +127.",
            "To negate a number, invert every bit and add one. Take +37, which is 00100101. Inverting gives 11011010, and adding one gives 11011011, or 0xDB. You can check it: read as an unsigned number, 0xDB is 219, and 256 minus 37 is 219.",
            "The great advantage of two's complement is that one adder circuit handles both signed and unsigned numbers. Add 45 and −37: 00101101 plus 11011011 gives 1 00001000. The ninth bit, the carry out, is simply discarded in 8-bit hardware, leaving 00001000, which is 8, the correct answer. Subtraction is therefore performed as addition of the negated operand, so a processor needs no separate subtractor.",
            "The limit is overflow. If two positive numbers add to more than +127, the result wraps into the negative range. Adding 100 and 50 gives 10010110, which reads as −106, not 150. The rule for detecting signed overflow is that it occurs only when both operands have the same sign and the result has the opposite sign; equivalently, when the carry into the top bit differs from the carry out of it. Adding numbers of opposite signs can never overflow. In the laboratory you will build a 4-bit adder with an overflow flag and confirm each of these rules with switches and LEDs.",
          ),
        },
      },
      {
        title: "Boolean algebra and Karnaugh maps",
        description:
          "Describing logic with truth tables and Boolean expressions, and minimising them by algebra and by Karnaugh map.",
        lesson: {
          title: "From truth table to minimal circuit",
          html: p(
            "Boolean algebra describes circuits whose inputs and outputs take only the values 0 and 1. The three basic operations are AND, written as a product (AB), OR, written as a sum (A + B), and NOT, written with a prime (A'). Two results matter constantly in design. De Morgan's theorems state that (AB)' = A' + B' and (A + B)' = A'B'. And NAND on its own is universal: any function can be built from NAND gates alone, and in CMOS a NAND gate needs only four transistors, which makes it one of the cheapest building blocks available.",
            "A design usually starts as a truth table. Each row where the output is 1 is a minterm, the AND of all the inputs in true or complemented form, and the function equals the OR of its minterms. This sum-of-products form is correct but rarely minimal. Suppose F(A, B, C) is 1 for rows 1, 3, 5, 6 and 7, that is for ABC = 001, 011, 101, 110 and 111. Written out, that is five three-input AND terms feeding a five-input OR gate.",
            "A Karnaugh map arranges the same table so that physically adjacent cells differ in exactly one variable. For three variables, draw two rows for A = 0 and A = 1 and four columns for BC in Gray-code order: 00, 01, 11, 10. Enter the 1s. Now circle groups of adjacent 1s whose size is a power of two, making each group as large as possible; the map wraps around at its edges. Within a group, any variable that changes is eliminated.",
            "In the example, the four cells with C = 1 form one group, in which A and B both vary, so the group simplifies to C. The cells 110 and 111 form a pair in which only C varies, giving AB. The minimal expression is F = C + AB: one two-input AND gate and one two-input OR gate, instead of five three-input ANDs.",
            "Two further points. Outputs that can never occur, such as codes 1010 to 1111 in a binary-coded decimal input, are don't-cares and may be treated as 1 or 0, whichever gives bigger groups. And for more than four or five variables, maps become unwieldy, and designers rely on software minimisation based on the Quine–McCluskey method and its heuristic successors.",
          ),
        },
      },
      {
        title: "From latches to flip-flops",
        description:
          "How feedback creates memory, why edge-triggered flip-flops replaced latches in synchronous design, and timing constraints.",
        lesson: {
          title: "Storing a bit",
          html: p(
            "Memory appears when an output is fed back to an input. The simplest example is the SR latch, two cross-coupled NOR gates with inputs S (set) and R (reset). With S = 1 and R = 0 the output Q becomes 1; with S = 0 and R = 1 it becomes 0; with both inputs at 0 the feedback holds whichever value was last stored. The combination S = R = 1 is forbidden, because it forces both outputs to 0 and leaves the next state unpredictable when the inputs are released together.",
            "The gated D latch removes the forbidden case. It has a data input D and an enable input. While the enable is high, the latch is transparent and Q follows D; when the enable goes low, Q keeps the last value. Transparency is the problem in larger systems: if the output of one latch feeds another while both are enabled, data can race through several stages in one clock phase.",
            "The edge-triggered D flip-flop solves this. One common construction places two latches in series, master and slave, enabled on opposite clock levels, so the output changes only at the instant the clock rises. Between edges, changes on D have no effect. All storage elements in a synchronous system share one clock, so every register updates at the same instant and the designer can reason about the circuit one clock cycle at a time.",
            "Edge-triggering brings timing constraints. The setup time is the interval before the clock edge during which D must be stable, and the hold time is the interval after the edge during which it must remain stable. The clock period must exceed the flip-flop's clock-to-output delay plus the longest combinational path delay plus the setup time. For example, with a clock-to-output delay of 0.5 ns, a logic path of 3.2 ns and a setup time of 0.3 ns, the minimum period is 4.0 ns, a maximum clock frequency of 250 MHz.",
            "A useful first circuit connects a flip-flop's inverted output back to its D input. The output then toggles on every rising edge, dividing the clock frequency by two. Chaining three such stages, each clocked by the previous stage's output, gives a 3-bit ripple counter that counts from 0 to 7, which you will build and observe on an oscilloscope in the laboratory.",
          ),
        },
      },
    ],
  },
];
