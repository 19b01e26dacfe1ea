/** One-hundred-and-third held-out evaluation courses, beginner level; see ai-courses-heldout103.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT103_A: EvalCourse[] = [
  {
    slug: "market-gardening-on-a-small-scale",
    discipline: "Market gardening",
    title: "Market Gardening on a Small Scale",
    description:
      "A well-run market garden of less than a hectare can support a grower's livelihood, but only with disciplined habits that kitchen gardening never demands. Over ten weeks the course covers permanent bed systems and soil care, crop planning and succession sowing, drip irrigation, and harvesting and handling produce so that it reaches the customer in prime condition.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical session a week)",
    plantedGap: "drip irrigation",
    modules: [
      {
        title: "Beds, Paths and Living Soil",
        description: "How permanent beds are laid out and how their soil is built up with compost and kept covered.",
        lesson: {
          title: "Setting Out Permanent Beds",
          html: p(
            "Most small commercial growers work on permanent beds of a single standard size. A widely copied system, popularised by Jean-Martin Fortin in Quebec, uses beds 75 cm wide separated by 45 cm paths, with every bed 30 m long. The width lets a grower reach the centre from either side without stepping on the soil, and the fixed length turns the bed into a unit of planning: seed quantities, compost, crop covers and labour can all be worked out per bed. A 30 m bed of lettuce planted in four rows at 25 cm spacing holds 120 plants per row, or 480 heads.",
            "Because beds are never walked on, the soil is not compacted and does not need to be dug or ploughed each year. Many growers follow a no-dig approach, associated in Britain with Charles Dowding. When a bed is first made on grassland, cardboard is laid over the turf to exclude light and 10–15 cm of compost is spread on top; perennial weeds such as couch grass and bindweed weaken and die under the cover within a season. Established beds then receive a mulch of about 5 cm of well-rotted compost each year, which feeds soil life, suppresses annual weeds and improves structure as earthworms draw organic matter down.",
            "Where the soil is heavy or compacted, a broadfork loosens it without turning it over: the grower steps onto the crossbar, pushes the tines in to about 25 cm, and levers back gently so that the layers stay in place. Inverting soil with a spade brings buried weed seed to the surface, where light triggers germination, and disrupts fungal networks.",
            "Two further habits protect beds between crops. Bare soil should be covered, either by the next crop, by a green manure such as phacelia or winter rye, or by an opaque silage tarp; three to four weeks under a tarp (a practice called occultation) lets weed seedlings germinate in the warm, moist dark and then die. Finally, test the soil before the first season. Most vegetables grow best at pH 6.0–7.0, and brassicas prefer the upper end of that range, so a low reading should be corrected with ground limestone well before planting.",
          ),
        },
      },
      {
        title: "Planning the Season: What, When and How Much",
        description: "Working back from a weekly sales target to sowing dates, bed numbers and successions.",
        lesson: {
          title: "From Sales Target to Sowing Plan",
          html:
            p(
              "A crop plan begins with the market, not the seed catalogue. Suppose a grower expects to sell 40 lettuces a week from the beginning of June to the middle of October, about 20 weeks. A single planting of lettuce stays in good condition for only one to two weeks before it bolts or toughens, so the harvest must be staggered by sowing small batches at regular intervals, a practice called succession sowing.",
              "Work backwards from each harvest date. In late spring and summer a lettuce transplant takes roughly six weeks from planting out to harvest, and the transplant itself spends about four weeks in a module tray, so seed for a harvest beginning on 1 June is sown around 20 March. If each succession is to cover two weeks of sales, it must yield 80 saleable heads; adding an allowance of 20–30 per cent for failed modules, slugs and heads that miss grade gives about 100 plants per sowing. Ten successions, two weeks apart, cover the season.",
              "The intervals cannot stay fixed all year. Growth slows as days shorten, and once daylength falls below about ten hours, the period the American grower Eliot Coleman called the Persephone period, most crops almost stop growing. Late-summer sowings therefore need to be closer together, and the last ones must be in the ground early enough to reach size before growth stalls.",
            ) +
            "<table><tr><th>Succession</th><th>Sow</th><th>Plant out</th><th>First harvest</th></tr>" +
            "<tr><td>1</td><td>20 March</td><td>20 April</td><td>1 June</td></tr>" +
            "<tr><td>2</td><td>3 April</td><td>4 May</td><td>15 June</td></tr>" +
            "<tr><td>3</td><td>17 April</td><td>18 May</td><td>29 June</td></tr></table>" +
            p(
              "The same calculation, repeated for every crop, produces a spreadsheet listing sowing date, transplant date, bed, expected harvest window and quantity. Group crops by family when assigning beds (brassicas, alliums, legumes, roots, solanaceous and cucurbit crops) and move each family to a different bed each year, which limits the build-up of soil-borne diseases and balances nutrient demand. Record actual dates and yields as the season runs; after two or three years, your own records are more reliable than any published figure.",
            ),
        },
      },
      {
        title: "Harvest and Post-Harvest Handling",
        description: "Picking at the right time and removing field heat so that produce keeps its quality until sale.",
        lesson: {
          title: "Keeping Produce Fresh After Picking",
          html: p(
            "Vegetables are still alive after harvest. They continue to respire, burning stored sugars and losing moisture, and the rate of respiration roughly doubles or triples with every 10 °C rise in temperature. A bunch of rocket left in a crate in the sun at 30 °C can lose more shelf life in an hour than it would in a day in a cold store. Post-harvest handling is therefore mostly about removing field heat quickly and keeping produce at the right temperature and humidity.",
            "Harvest leafy crops in the cool of the early morning, when they are fully turgid. Salad leaves are plunged into cold water immediately, which both cleans them and pulls heat out faster than air can, and then spun dry, because surface moisture left on leaves encourages rots in the bag. Roots such as carrots and beetroot are washed, graded and trimmed. Work in the shade and keep crates off bare ground.",
            "Storage conditions depend on the crop. Most leafy greens, brassicas and roots keep best at 0–2 °C with relative humidity of 95–98 per cent. Crops of tropical or subtropical origin are damaged by cold: cucumbers, courgettes, beans and basil suffer chilling injury below about 10 °C, showing pitting, water-soaked patches or blackening, and tomatoes lose flavour in a domestic fridge. These are held at about 10–12 °C. Many small growers build a walk-in cold room from an insulated shed and a domestic air-conditioning unit fitted with a controller, such as the CoolBot, that overrides its usual lower temperature limit.",
            "Ethylene, a gas given off by ripening fruit such as apples and tomatoes, speeds ageing in sensitive crops: it yellows cucumbers and broccoli and makes carrots bitter. Store ethylene producers apart from leafy and root crops.",
            "Finally, plan harvest around sales. Pick to order where possible, label crates with crop and date, rotate stock first in, first out, and keep harvest containers clean and reserved for food, since post-harvest hygiene matters as much for food safety as for appearance.",
          ),
        },
      },
    ],
  },
  {
    slug: "painting-and-decorating-foundation-skills",
    discipline: "Painting and decorating",
    title: "Painting and Decorating: Foundation Skills",
    description:
      "For learners starting out in the finishing trades, this foundation programme builds the core skills of the painter and decorator: preparing surfaces, choosing and applying paint systems by brush and roller, spray application, and hanging lining paper and wallcoverings to a professional standard.",
    level: "beginner",
    duration: "twelve weeks (two workshop days a week)",
    plantedGap: "spray application",
    modules: [
      {
        title: "Surface Preparation",
        description:
          "Assessing, cleaning, repairing and abrading surfaces so that coatings adhere and the finish is flat.",
        lesson: {
          title: "Preparing New and Previously Painted Surfaces",
          html: p(
            "Experienced decorators say that most of a good finish is decided before the tin is opened. Paint follows every dent and ridge beneath it and will peel if it cannot grip, so preparation follows a fixed order: inspect, clean, repair, abrade and dust off.",
            "Inspection looks for damp, flaking or powdery coatings, mould, cracks and stains. A moisture meter is useful on new work: bare timber should generally be below about 18 per cent moisture content before it is primed, and new plaster must be dry, which a skim coat usually is within one to two weeks in a heated building, though thick backing coats take much longer. In buildings painted before the 1970s, assume that old coatings may contain lead; never dry-sand or burn them off, use a test kit, and rub down wet to keep dust out of the air.",
            "Cleaning removes grease and nicotine that would stop new paint bonding. Wash with sugar soap solution, rinse with clean water and let the surface dry. Mould is treated with a fungicidal wash before anything else.",
            "Repairs come next. Ready-mixed fillers are convenient for small holes and hairline cracks; two-part or powder fillers set harder and shrink less in deeper repairs. Overfill slightly, let the filler set and rub it flush. Flexible decorator's caulk closes gaps where skirting boards and architraves meet the wall, but it is not a filler for holes. On bare softwood, seal resinous knots with knotting solution before priming, or resin will bleed through the finish as brown stains.",
            "Abrading, or sanding, does two jobs: it levels the surface and it gives existing gloss paint a key for the new coat. Choose the grade to suit the task: P80 to remove nibs and old runs, P120–P180 for general rubbing down, and P240 or finer between coats. Dust off with a brush and then a tack rag. On new bare plaster, apply a mist coat of emulsion thinned with water so that it soaks into the porous surface rather than sitting on top. Avoid vinyl emulsions for this coat, because they form a film that can trap residual moisture.",
          ),
        },
      },
      {
        title: "Paint Systems by Brush and Roller",
        description:
          "Primer, undercoat and finish; water-borne and solvent-borne coatings; laying off by brush and roller.",
        lesson: {
          title: "Building a Paint System with Brush and Roller",
          html: p(
            "A paint system is the sequence of coats that together protect and decorate a surface. On bare timber it is typically a primer to seal the surface and give adhesion, an undercoat to build film thickness and obliterate the colour beneath, and one or two finishing coats that give the final colour and sheen. On walls, emulsion is often applied as a thinned first coat followed by two full coats of the same product.",
            "Every paint contains a binder that forms the film, pigment that gives colour and hiding power, a carrier (water or an organic solvent) and additives. Water-borne paints dry faster, smell less and clean up with water; solvent-borne paints flow out to a smoother finish and resist wear, but release more volatile organic compounds, which is why EU rules have capped their solvent content since 2010. Sheen ranges from matt through eggshell and satin to gloss: the higher the sheen, the more washable the surface and the more it shows defects.",
            "Estimate quantities before buying. A room 4 m by 3.5 m with a ceiling height of 2.4 m has a wall perimeter of 15 m and a wall area of 36 m². Deduct a door of about 1.7 m² and a window of about 1.5 m² to leave roughly 32.8 m². Two coats mean 65.6 m² of painting; at a spreading rate of 12 m² per litre, you need about 5.5 litres, so buy one 5-litre and one 1-litre tin from the same batch.",
            "Work from the top down: ceiling first, then walls, then woodwork, so that drips fall on unpainted areas. Cut in the edges with a brush before rolling. When brushing, dip only the first third of the bristles, apply the paint, spread it evenly and then lay off with light strokes in one direction. With a roller, apply the paint in a loose W pattern about a metre square, fill it in without reloading and lay off lightly from top to bottom. Always keep a wet edge, joining each new section to paint that is still wet, or the overlap will show as a band of different sheen when the wall dries.",
          ),
        },
      },
      {
        title: "Hanging Wallcoverings",
        description: "Measuring, pasting and hanging lining paper and patterned papers with accurate, invisible joins.",
        lesson: {
          title: "Lining Paper and First Lengths",
          html:
            p(
              "A standard roll of wallpaper sold in Britain and Europe measures 10.05 m long and 0.53 m wide, about 5.3 m². To estimate rolls, work in lengths rather than area. For a wall 2.4 m high, add about 100 mm for trimming at top and bottom: each length is 2.5 m, so one roll gives four full lengths. A room with a 15 m perimeter needs 15 ÷ 0.53, or 29 lengths (round up), which is eight rolls before deducting for doors and windows. Patterned papers need extra for the pattern repeat, and every roll should carry the same batch number, because shades differ between print runs.",
              "Lining paper evens out a sound but imperfect wall and gives a uniform base. It is sold in grades such as 1000, 1200 and 1400, the higher numbers being thicker. If a decorative paper will follow, hang the lining horizontally, known as cross-lining, so that its joins cannot coincide with the joins above. If the lining will simply be painted, hang it vertically like any other paper.",
              "Preparation follows a routine:",
            ) +
            "<ol><li>Size the wall with diluted paste so that it does not absorb paste too quickly and the paper can be slid into position.</li>" +
            "<li>Mark a plumb line with a weighted line or level one paper width minus 10 mm from the starting corner.</li>" +
            "<li>Paste evenly from the centre out, fold the length paste to paste, and leave it to soak for the time on the label so that it expands before it goes on the wall.</li></ol>" +
            p(
              "Hang the first length to the plumb line, not to the corner, because few corners are truly vertical. Smooth from the centre outwards with a paperhanging brush to drive out air. Crease the paper into the angle at ceiling and skirting, peel it back, trim along the crease with a sharp blade and brush it back. Butt each following length tightly against the last without overlapping, and work away from the main window so that any slight ridge at a join does not cast a shadow. Wipe surplus paste off the face straight away, before it dries to a shine. For non-woven papers, paste the wall instead of the paper and hang the lengths dry from the roll.",
            ),
        },
      },
    ],
  },
  {
    slug: "napoleon-and-europe-1796-1815",
    discipline: "Napoleonic history",
    title: "Napoleon and Europe, 1796–1815",
    description:
      "How did a Corsican artillery officer become Emperor of the French, and why did his empire collapse within a decade? An introduction to the period for first-year history students, following Napoleon's seizure of power, the lasting reforms of the Consulate, the Haitian Revolution and the loss of France's richest colony, and the wars that redrew the map of Europe.",
    level: "beginner",
    duration: "eight weeks (one lecture and one seminar a week)",
    plantedGap: "Haitian Revolution",
    modules: [
      {
        title: "From Toulon to Brumaire",
        description: "Napoleon's rise from the siege of Toulon to the coup that made him First Consul.",
        lesson: {
          title: "The Making of a General and a Coup",
          html: p(
            "Napoleone Buonaparte was born in Ajaccio on 15 August 1769, a year after Genoa ceded Corsica to France. His father's standing among the island's minor nobility won him a royal scholarship to the military school at Brienne and then the École Militaire in Paris, where he trained as an artillery officer. The Revolution, which opened careers to talent and drove many noble officers into exile, made his rapid rise possible.",
            "His first reputation came at the siege of Toulon in December 1793. Royalists had handed the port to a British and Spanish fleet; Bonaparte, a captain in command of the artillery, identified the high ground that commanded the harbour and placed his guns there, forcing the fleet out. He was promoted brigadier general at 24. In October 1795, on 13 Vendémiaire, he helped the government of the Convention crush a royalist rising in Paris with artillery fire, the famous ‘whiff of grapeshot’, and earned the patronage of the politician Paul Barras.",
            "In 1796 the Directory gave him command of the Army of Italy. Victories at Lodi, Arcole and Rivoli drove the Austrians from northern Italy, and the Treaty of Campo Formio in October 1797 confirmed French gains. Bonaparte had also learned to manage his image, founding army newspapers that were read in Paris. His expedition to Egypt in 1798 won the Battle of the Pyramids, but Nelson destroyed the French fleet at Aboukir Bay on 1 August, stranding the army. In August 1799 Bonaparte left it behind and sailed for France.",
            "He arrived at a moment of opportunity. The Directory was unpopular, divided and short of money, and the director Emmanuel Sieyès was seeking a general to back a revision of the constitution. On 18–19 Brumaire Year VIII (9–10 November 1799) the legislature was moved out of Paris to Saint-Cloud; when deputies of the Council of Five Hundred jostled Bonaparte, his brother Lucien, the council's president, called in the troops. The Constitution of Year VIII made Bonaparte First Consul with dominant executive power. A plebiscite approved it with an officially announced three million votes, a figure historians now think Lucien roughly doubled.",
          ),
        },
      },
      {
        title: "Governing France: Code, Concordat and Prefects",
        description: "The institutions of the Consulate and Empire, and why many of them outlived Napoleon.",
        lesson: {
          title: "Reforms That Lasted",
          html:
            p(
              "Napoleon's military conquests were undone within a few years of Waterloo, but much of the state he built survived every later change of regime in France. Historians often describe these institutions as the ‘masses of granite’ on which post-revolutionary France was founded, borrowing Napoleon's own phrase. Their common thread was centralisation: the Revolution had destroyed the old order, and the Consulate rebuilt authority from Paris downwards.",
            ) +
            "<ul><li><strong>Prefects (1800).</strong> A law of 17 February 1800 placed a prefect, appointed by and answerable to the central government, at the head of each department. Mayors too were appointed rather than elected. Prefects still exist today.</li>" +
            "<li><strong>The Bank of France (1800)</strong> stabilised state finance and, from 1803, held the monopoly of issuing notes in Paris.</li>" +
            "<li><strong>The Concordat (1801).</strong> Signed with Pope Pius VII, it recognised Catholicism as the religion of the great majority of French citizens, had the state nominate bishops and pay the clergy, and in return the Church accepted the loss of its lands sold during the Revolution. The Organic Articles added by the government in 1802 tightened state control.</li>" +
            "<li><strong>The Civil Code (1804).</strong> Promulgated on 21 March 1804 in 2,281 articles, it replaced hundreds of local customary laws with one national code.</li>" +
            "<li><strong>Lycées and the Legion of Honour (1802)</strong> trained and rewarded a loyal elite selected, in principle, by merit.</li></ul>" +
            p(
              "The Civil Code shows the mixed legacy of the regime. It confirmed revolutionary gains: equality before the law, the abolition of feudal privilege, the security of property, civil marriage and divorce, and equal division of inheritance among sons and daughters, which slowly broke up large estates. But it restored patriarchal authority within the family. Article 213 stated that a husband owes protection to his wife and a wife obedience to her husband; a married woman could not buy or sell property without her husband's consent.",
              "The Code travelled with French armies to the Rhineland, the Low Countries, parts of Italy and the Duchy of Warsaw, and it remained the basis of law in Belgium and elsewhere long after French rule ended. Ask, when reading about any reform, whom it served: the Concordat pacified a deeply Catholic countryside, while the prefects and the Code gave property-owning men the stability they wanted in exchange for political liberty.",
            ),
        },
      },
      {
        title: "War, Empire and Collapse",
        description:
          "The campaigns from Austerlitz to Waterloo and the economic and military overreach that ended the Empire.",
        lesson: {
          title: "Why the Empire Fell",
          html: p(
            "Napoleon crowned himself Emperor at Notre-Dame on 2 December 1804. Exactly a year later, at Austerlitz, he defeated the armies of Austria and Russia, and in October 1806 he crushed Prussia at Jena and Auerstedt. The Treaties of Tilsit in July 1807 left him master of continental Europe, with Russia as an ally. Yet less than seven years later he abdicated. Historians offer several connected explanations.",
            "The first is British sea power and money. Nelson's victory at Trafalgar on 21 October 1805 ended any prospect of invading Britain. Napoleon turned to economic warfare: the Berlin Decree of November 1806 and the Milan Decree of December 1807 created the Continental System, banning trade with Britain across French-controlled Europe. The blockade was widely evaded, harmed continental ports and merchants, and pushed Napoleon into ever wider occupation to enforce it. Britain, meanwhile, financed successive coalitions with subsidies to its allies.",
            "The second is overstretch. In 1808 Napoleon placed his brother Joseph on the Spanish throne, provoking a popular rising and a guerrilla war that, with Wellington's army in Portugal, tied down hundreds of thousands of French troops; Napoleon later called it his ‘Spanish ulcer’. Then, when Russia left the Continental System, he invaded. The Grande Armée that crossed the Niemen on 24 June 1812 numbered around 600,000 men from many nations. After the bloody battle of Borodino on 7 September he entered Moscow, but the city burned, the Tsar refused to negotiate, and the retreat through the Russian winter destroyed the army; only a small fraction of the men who had crossed the Niemen came back.",
            "The third is that his enemies learned. Prussia reformed its army after 1806 under Scharnhorst and Gneisenau, and in 1813 Russia, Prussia, Austria and Sweden fought together. At Leipzig in October 1813, the ‘Battle of the Nations’, over half a million men fought and Napoleon was decisively beaten. Paris fell in March 1814 and he abdicated in April, accepting exile on Elba. He returned in March 1815 for the Hundred Days, but was defeated by Wellington and Blücher at Waterloo on 18 June 1815 and died on St Helena on 5 May 1821.",
          ),
        },
      },
    ],
  },
  {
    slug: "personal-training-fundamentals",
    discipline: "Personal training",
    title: "Personal Training Fundamentals",
    description:
      "Core skills for new fitness professionals: screening clients and running a first consultation; designing progressive resistance programmes; coaching safe exercise technique; and giving basic nutrition guidance within professional limits. Practical assessment takes place in a working gym with volunteer clients.",
    level: "beginner",
    duration: "six weeks (two evening sessions a week plus supervised gym practice)",
    plantedGap: "nutrition guidance",
    modules: [
      {
        title: "Screening and the First Consultation",
        description:
          "Using the PAR-Q+ and a structured conversation to decide whether a client can start exercising safely.",
        lesson: {
          title: "Screening a New Client",
          html: p(
            "Before a personal trainer sets a single exercise, they must establish whether the client can safely begin. Exercise is very safe for most people, but vigorous exertion briefly raises the risk of a cardiac event in people with undiagnosed heart disease, and screening is how trainers identify those who need medical advice first.",
            "The standard tool is the Physical Activity Readiness Questionnaire for Everyone, the PAR-Q+. It opens with seven general questions, for example whether a doctor has ever said the client has a heart condition or high blood pressure, whether they feel chest pain at rest or during activity, and whether they lose balance through dizziness. If every answer is no, the client can usually begin. Any yes leads to follow-up pages about the specific condition, which may clear the client or direct them to a doctor or a qualified exercise professional. The American College of Sports Medicine's 2015 screening algorithm takes a similar approach, asking whether the client already exercises regularly, whether they have known cardiovascular, metabolic or renal disease, and whether they have symptoms.",
            "Take resting measurements at the first meeting. Measure blood pressure seated after five minutes' rest. Readings of 140/90 mmHg or above on repeated occasions warrant a recommendation to see a GP, and many employers' policies do not allow training to start with a resting reading of 160/100 or more until a doctor has given clearance. Record resting heart rate and, if the client wishes, body measurements.",
            "The consultation also covers goals, history and preferences. Ask about previous injuries, current activity, work and sleep patterns, and what the client has enjoyed or disliked before. Turn vague aims into SMART goals: ‘get fitter’ becomes ‘walk 5 km in under 50 minutes by the end of March’. Finish with informed consent, in which the client signs to confirm they understand what the programme involves and its risks.",
            "Finally, teach the client the warning signs that mean stopping at once and seeking help: chest pain or tightness, unusual breathlessness, dizziness, palpitations or faintness.",
          ),
        },
      },
      {
        title: "Programme Design: Overload, Specificity and Progression",
        description:
          "Setting sets, repetitions, loads and rest so that a beginner's programme keeps producing results.",
        lesson: {
          title: "Writing a Beginner's Resistance Programme",
          html:
            p(
              "Programme design rests on a few principles. Overload means the body adapts only when it is asked to do more than it is used to. Specificity means it adapts to the particular demand: heavy squats build leg strength, not endurance for a half-marathon. Progression means the overload must increase gradually as the client adapts, and reversibility means gains fade when training stops. Individuality reminds us that two clients on the same programme will respond differently.",
              "The FITT framework turns these principles into variables: frequency, intensity, time and type. For muscular strength in untrained adults, the American College of Sports Medicine recommends training each major muscle group two to three days a week, with one to three sets of 8–12 repetitions at roughly 60–70 per cent of the one-repetition maximum. Leave about 48 hours before training the same muscles again. The UK Chief Medical Officers' guidelines of 2019 ask adults to do muscle-strengthening activity on at least two days a week alongside 150 minutes of moderate aerobic activity.",
              "Beginners rarely need a one-repetition maximum test. Instead, choose a load the client can lift for the target repetitions while stopping with two or three repetitions in reserve, and check effort with a rating of perceived exertion. Progress with the double progression method: keep the load fixed while repetitions rise from 8 towards 12 across sessions, and when the client completes every set at 12 with good form, add about 5 per cent and return to 8. A useful check is the ‘two-for-two’ guideline: if the client can perform two extra repetitions on the final set in two consecutive sessions, increase the load.",
              "A first full-body session, performed twice a week, might be:",
            ) +
            "<ol><li>Goblet squat, 3 × 8–12</li><li>Dumbbell Romanian deadlift, 3 × 8–12</li><li>Incline dumbbell press, 3 × 8–12</li><li>Seated cable row, 3 × 8–12</li><li>Plank, 3 × 20–30 seconds</li></ol>" +
            p(
              "Rest 60–90 seconds between sets. Review the programme every four to six weeks, changing exercises or rep ranges only when progress stalls, because beginners improve quickly on simple, consistent plans.",
            ),
        },
      },
      {
        title: "Coaching Technique: The Squat",
        description: "Teaching, observing and correcting a fundamental movement pattern with clear cues.",
        lesson: {
          title: "Teaching the Squat",
          html: p(
            "The squat is a fundamental pattern used every time someone sits down or stands up, and most programmes include a loaded version. Teaching it well shows the coaching process that applies to every exercise: explain briefly, demonstrate, let the client try, observe from more than one angle, and give one piece of feedback at a time.",
            "A sound bodyweight squat has these features. Feet are about shoulder-width apart with toes turned out by 15–30 degrees. The client braces the trunk, then bends hips and knees together, keeping the heels down and the knees travelling in line with the toes. Depth is as low as the client can go while keeping the spine neutral, often with the thighs around parallel to the floor. They then drive up through the whole foot to standing.",
            "Watch for four common faults. Knees collapsing inwards, known as valgus, is often corrected with a cue such as ‘spread the floor apart with your feet’. Heels lifting usually indicates limited ankle mobility; raise the heels on a small plate or move to a goblet squat, which lets the torso stay upright. Excessive forward lean may come from weak trunk muscles or from a load held too far behind the body. A tucking of the pelvis at the bottom, sometimes called butt wink, is best managed by limiting depth to the point just before it happens.",
            "Research on attention by Gabriele Wulf and colleagues shows that external cues, which direct attention to an effect in the environment, generally produce better learning than internal cues about body parts. ‘Push the floor away’ tends to work better than ‘extend your knees’.",
            "Match the exercise to the client. Regressions include squatting to a box, which gives a target and reassurance, and holding a suspension trainer for support. Progressions run from goblet squat to barbell front squat and back squat. Teach breathing: inhale and brace before descending and exhale once past the hardest part of the ascent. Prolonged breath-holding under heavy load raises blood pressure sharply, so clients with hypertension should breathe steadily throughout.",
          ),
        },
      },
    ],
  },
  {
    slug: "radio-presenting-voice-script-and-live-studio",
    discipline: "Radio presenting",
    title: "Radio Presenting: Voice, Script and Live Studio",
    description:
      "Live radio leaves no room for a second take. Across eight weeks in a working studio, beginners practise microphone technique and breath control, write links that sound spoken rather than read, run live interviews, and learn the Ofcom rules that every presenter on a licensed UK station must follow.",
    level: "beginner",
    duration: "eight weeks (one four-hour studio session a week)",
    plantedGap: "Ofcom rules",
    modules: [
      {
        title: "Using the Microphone",
        description: "Posture, breath, distance and levels for a clean, confident on-air sound.",
        lesson: {
          title: "Mic Technique and Breath",
          html: p(
            "Most radio studios use dynamic microphones such as the Electro-Voice RE20 or Shure SM7B. They have a cardioid pickup pattern, most sensitive to sound arriving from the front, and reject much of the room noise behind them. Like all directional microphones they show the proximity effect: the closer you are, the more the bass is boosted. A presenter can use this to sound warmer, but too close and the voice becomes boomy and every breath is audible.",
            "A good starting distance is about a hand-span, 15–20 cm, from the grille. Keep it constant: turning your head to look at a guest or a screen changes your level and tone. Speak slightly across the microphone rather than straight into it, which reduces popping on plosive consonants such as p and b; a foam cover or pop shield helps further.",
            "Levels matter because listeners adjust their volume once and expect you to stay consistent. On a studio with peak programme meters, UK practice is for speech to peak at about PPM 5, with PPM 6 as the ceiling. Before every show, do a level check by talking as you will on air, not by saying ‘one, two’ quietly. Wear headphones so you hear what the listener hears.",
            "Your voice depends on breath. Sit upright or stand, with shoulders relaxed, and breathe low into the abdomen rather than lifting the chest. Take a breath before each sentence rather than running out halfway. A comfortable speaking rate for radio is around three words a second; nervous presenters speed up, so mark natural pauses in your script. Smiling genuinely changes the shape of the mouth and brightens the tone, and listeners can hear it.",
            "Above all, talk to one person. Radio is usually heard alone, in a car or a kitchen, so ‘all of you listening out there’ sounds distant, while ‘you’ sounds personal. Finally, treat every microphone as live. Fader starts and open talkback mean a careless remark can go to air, so say nothing near a microphone that you would not broadcast.",
          ),
        },
      },
      {
        title: "Writing for the Ear",
        description: "Scripting links, trails and back-announcements that sound natural when read aloud.",
        lesson: {
          title: "Scripts That Sound Spoken",
          html: p(
            "A reader can go back over a sentence; a listener cannot. Writing for radio therefore follows different conventions from writing for the page. Use one idea per sentence and put the subject and verb near the start. Prefer short, common words and contractions such as ‘it's’ and ‘we're’, because that is how people talk. Avoid brackets, abbreviations that are not said aloud, and long lists, which the ear cannot hold.",
            "Numbers need special care. Round them wherever accuracy allows: ‘nearly two thousand people’ is heard; ‘1,947 people’ is not. Write numbers as you will say them, and repeat a key figure if it matters. Give time references that help the listener: ‘this afternoon’ rather than a date.",
            "Timing is simple arithmetic. At about three words a second, a 30-second link takes roughly 90 words, and a 10-second trail about 30. Writing to length prevents overruns that push the news or the advertisements late.",
            "Consider a line written for the page: ‘The council, which met on Tuesday evening, approved by a majority of 27 to 14 the controversial proposal to close the Market Street library.’ Rewritten for radio it becomes: ‘The library on Market Street is going to close. Councillors voted for it last night, by 27 votes to 14. Campaigners say they'll keep fighting.’ The news comes first, the sentences are short, and the last line gives the listener somewhere to go next.",
            "Music radio has its own conventions. A front-sell names the song before it plays; a back-announcement names it after, which matters because listeners who liked it want to know what it was. Mention the station name regularly, since people tune in constantly. Many presenters talk over the instrumental introduction of a song and finish exactly as the vocal starts, called hitting the post; playout systems display the introduction's length in seconds to make this possible.",
            "Finally, mark up your script. A slash for a pause, an underline for stress, and a phonetic spelling for any difficult name turn a page of text into a performance you can deliver with confidence.",
          ),
        },
      },
      {
        title: "The Live Interview",
        description: "Preparing, asking and controlling a short live interview, including handling the unexpected.",
        lesson: {
          title: "Running a Live Interview",
          html: p(
            "A live interview on daytime radio typically lasts three to five minutes, which means four or five questions at most. Success depends on preparation. Research the guest and the subject, and talk to them briefly before they go on air. This pre-chat lets you check how to pronounce their name, hear how they speak and find out what they are best placed to say. Agree the area you will cover, but do not read them your questions, or the answers will sound rehearsed.",
            "Plan an outline rather than a script: an introduction that tells the listener who the guest is and why they are worth hearing now, a first question that gets to the heart of the story, two or three follow-ups, and a closing question. Write the introduction in full and keep the questions as short notes, so that you are listening rather than reading.",
            "Ask open questions beginning with how, why, what or tell me, and ask one at a time. Double questions let the guest choose the easier half. The most important skill is listening: the best follow-up usually comes from something the guest has just said, not from your list. If an answer is unclear, ask for an example; the listener cannot see a diagram or a face.",
            "Keep control of time. Know your hard out, the fixed point such as the news on the hour by which you must finish, and watch the studio clock. If a guest talks at length, wait for a breath, use their name and ask a narrow question that lets you move on. If a guest freezes, an easy question about their own experience usually restarts them.",
            "Guests on the telephone or a remote line sound worse than guests in the studio, so keep those questions especially clear, and ask remote guests to turn off any radio near them to avoid feedback and confusing delay.",
            "End cleanly: thank the guest by name, repeat who they are for listeners who joined late, and move straight to the next item.",
          ),
        },
      },
    ],
  },
];
