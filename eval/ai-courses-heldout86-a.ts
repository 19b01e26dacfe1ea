/** Eighty-sixth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout86.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT86_A: EvalCourse[] = [
  {
    slug: "coaching-youth-lacrosse-foundations",
    discipline: "Lacrosse coaching",
    title: "Coaching Youth Lacrosse: Foundations",
    description:
      "New to coaching and just handed a lacrosse squad? This foundation award covers stick skills and how to teach them, the rules of the field game as they apply to young players, practice planning, and safeguarding, so that you can run safe, lively sessions from your first week.",
    level: "beginner",
    duration: "six weeks (one evening workshop and one supervised coaching session a week)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Cradling, passing and catching",
        description:
          "The grip, the cradle, the overhand pass, the catch and the ground ball, with the coaching points that fix the commonest faults.",
        lesson: {
          title: "Teaching the core stick skills",
          html: p(
            "Every lacrosse skill starts with the grip. A right-handed player puts the right hand (the top hand) a little below the throat of the stick, where the head meets the shaft, and the left hand (the bottom hand) at the butt end. The top hand does the fine work; the bottom hand steers and supplies leverage. Beginners nearly always grip too tightly and bunch their hands together, which kills both feel and power. Ask them to hold the stick firmly enough that it cannot be knocked away but loosely enough that the shaft can turn in the bottom hand.",
            "Cradling keeps the ball seated in the pocket while the player runs. The top hand curls the stick head in an arc from in front of the face to beside the ear, the wrist rolling, while the bottom hand stays loose so the shaft rotates inside it. Teach it standing, then walking, then jogging, then with changes of direction. The coaching points are few: head of the stick near the ear, elbows relaxed, eyes up rather than on the pocket.",
            "The overhand pass is a lever. The stick head starts back by the ear with the pocket facing the target. The player steps towards the target with the opposite foot; the top hand pushes forward while the bottom hand pulls down towards the hip; the follow-through finishes with the head pointing at the target. Passes that sail high usually mean an early release, and passes that bounce a late one, so fix the release point before asking for more power.",
            "Catching reverses the movement. The receiver shows a target beside the ear with the open face of the pocket, reaches towards the ball and gives backwards as it arrives, then goes straight into a cradle. Ground balls, the most contested moments in any game, are won by bending the knees and hips, bringing the shaft almost parallel to the ground, scooping through the ball rather than stabbing at it, and lifting the stick to a protected position by the face.",
            "Wall ball builds all of this fastest. Ten minutes a day of throwing against a brick wall from about five metres, alternating right and left hands, gives a young player several hundred touches. Set it as homework from the first week: two-handed players are far harder to defend.",
          ),
        },
      },
      {
        title: "The rules of the field game",
        description:
          "The men's and women's field games compared, including team sizes, contact, offside and the fouls that most often stop a youth match.",
        lesson: {
          title: "Two games under one name",
          html: p(
            "Lacrosse is played under two quite different sets of field rules, and a coach must know which one the team is playing. Both use a square goal six feet (1.83 m) high and wide, and both are played over four quarters, but the numbers, the equipment and the contact differ sharply.",
            "In the men's field game each side fields ten players: a goalkeeper, three defenders, three midfielders and three attackers. Play starts each quarter and after each goal with a face-off at the centre. Body checking and stick checking are permitted within the rules at senior level, which is why players wear helmets, gloves and shoulder and arm pads; most youth competitions restrict or ban body checking at younger ages. The offside rule is simple to state: a team must keep at least four players, the goalkeeper included, in its defensive half and at least three in its attacking half. Attackers may not enter the crease, the circle of nine feet radius around the goal.",
            "In the women's field game, played by twelve a side under World Lacrosse rules, the stick has a shallower pocket, play restarts with a draw, and body contact is not allowed. Stick checks are permitted only when they are directed away from the body, and no stick may enter the imaginary sphere around an opponent's head. A defender may not stand in the free space to goal, the shooting lane between an attacker with the ball and the goal, unless she is closely marking an opponent; this rule protects players from being hit by a shot. Field players wear goggles and mouthguards rather than the full helmets of the men's game, and the rules on soft headgear vary from country to country.",
            "Two further rules come up constantly in youth matches. When a shot goes out of bounds, possession is awarded to the team whose player was nearest the ball when it crossed the line, which is why good teams chase missed shots hard. And most junior programmes use small-sided, reduced-contact versions, often six a side on a shortened pitch, so that every player touches the ball more often. Sixes, World Lacrosse's fast six-a-side format with a thirty-second shot clock, has made this kind of game familiar at every level.",
          ),
        },
      },
      {
        title: "Planning a practice that works",
        description:
          "How to structure a ninety-minute session so that players get many touches, learn through games and leave wanting more.",
        lesson: {
          title: "A session plan built around touches",
          html: p(
            "The commonest fault in youth sessions is standing in line. A drill with eight players in one queue gives each child one touch every thirty seconds; the same drill run in three short lines triples the repetitions. Plan every activity by asking how many times each player will handle the ball.",
            "A reliable structure for a ninety-minute practice is shown below. It moves from individual skill to pressure to game, so that what is practised early is used later.",
            "<table><tr><th>Time</th><th>Block</th><th>Example</th></tr>" +
              "<tr><td>0–10 min</td><td>Warm-up</td><td>Raise, activate and mobilise, potentiate: jogging with sticks, dynamic stretches, short sprints</td></tr>" +
              "<tr><td>10–30 min</td><td>Skill block</td><td>Partner passing at five and ten metres, both hands; ground-ball races</td></tr>" +
              "<tr><td>30–50 min</td><td>Skill under pressure</td><td>Two attackers against one defender to goal; three against two</td></tr>" +
              "<tr><td>50–80 min</td><td>Conditioned game</td><td>Small-sided game with a rule that rewards the focus, such as a bonus goal after three passes</td></tr>" +
              "<tr><td>80–90 min</td><td>Cool-down and review</td><td>Easy jogging, stretching, two questions to the group</td></tr></table>",
            "The conditioned game is where learning sticks. This is the thinking behind Teaching Games for Understanding, the approach developed by Bunker and Thorpe in the 1980s: players meet a tactical problem inside a game before being taught the technique that solves it. If the team keeps losing the ball in midfield, a game in which a goal counts only after every player has touched the ball forces them to move off the ball and call for it.",
            "Instructions should be short. Name the skill, demonstrate it once at full speed and once slowly, give no more than two coaching points, and get players moving within a minute. Feedback works best when it is specific and immediate: 'step with your left foot' helps more than 'better pass'. Ask questions as well as giving answers; a player who can explain why the cutter went to the back post has understood something that will transfer to the next match.",
            "Finally, write the plan down and review it afterwards. Note what worked, which players struggled and what to repeat next week. Over a season, these notes become the best coaching resource you own.",
          ),
        },
      },
    ],
  },
  {
    slug: "grain-storage-on-the-farm",
    discipline: "Grain storage",
    title: "Grain Storage on the Farm",
    description:
      "For farm staff and agricultural students, a practical grounding in keeping harvested cereals and oilseeds in condition until they leave the farm: drying to a safe moisture content, cooling by aeration, store hygiene, insect and mite monitoring, and grain sampling.",
    level: "beginner",
    duration: "five weeks (one three-hour practical session a week in the autumn term)",
    plantedGap: "grain sampling",
    modules: [
      {
        title: "Moisture, temperature and safe storage",
        description:
          "Why damp or warm grain deteriorates, the moisture and temperature targets for long-term storage, and how to measure both reliably.",
        lesson: {
          title: "The two numbers that keep grain safe",
          html: p(
            "Harvested grain is alive. It respires, slowly burning its own starch and releasing heat and water, and the moulds, insects and mites that share the store do the same, much faster. Whether a heap of wheat stays saleable for nine months depends on two numbers: its moisture content and its temperature.",
            "Moisture matters because it sets the humidity of the air between the kernels. Grain and the air around it come to equilibrium, and at about 14.5 per cent moisture wheat holds the interstitial air at roughly 65 to 70 per cent relative humidity. Below that, storage moulds struggle; above it they grow quickly, and the warmth they produce speeds up everything else. For this reason the AHDB grain storage guide recommends drying cereals to 14.5 per cent for long-term storage, with a little more tolerance for grain that will be sold within weeks. Oilseed rape stores far drier, at about 8 per cent, because its oil holds no water and the same humidity is reached at a much lower moisture content. Storage mites need damp conditions too, and are controlled mainly by keeping grain at about 14 per cent or below.",
            "Temperature matters because insects breed fast in warm grain and hardly at all in cold. The same guide sets two targets: cool the grain to below 15 °C within two weeks of harvest, and to below 5 °C by the end of December. Freshly combined grain in August may be at 25 °C, and a large heap loses heat only slowly, because grain is a good insulator.",
            "Both numbers must be measured, not guessed. Moisture meters estimate moisture from electrical properties and need checking against a reference oven method at least once a season; a meter reading half a point low can cost a whole store. Temperature is measured with probes or fixed cables at several depths, because trouble starts in pockets, typically in the centre of the heap or where fines collected under the loading point. Record readings weekly on a simple chart for each bay. A temperature that rises at one point while the rest of the heap is cooling is the earliest warning of insects or mould, often weeks before anything can be seen on the surface.",
          ),
        },
      },
      {
        title: "Drying and cooling with air",
        description:
          "How hot-air and ambient-air drying remove water, how aeration fans cool a heap, and how to calculate the weight lost in drying.",
        lesson: {
          title: "Moving water and heat out of the heap",
          html: p(
            "Drying works because warm air can carry more water than cold air. Warming air by a single degree Celsius lowers its relative humidity by roughly four to five percentage points, so even a few degrees of heat turns damp autumn air into air that will take water from grain. Farms use two broad systems. Continuous-flow and batch driers push grain past air heated to well above 50 °C and can take several points of moisture out in one pass; they are fast but use a lot of fuel, and temperature limits are lower for seed and malting barley, whose germination must survive. Floor or bin driers blow ambient or slightly warmed air up through a bed of grain from ducts or a perforated floor. A drying front forms at the bottom and moves slowly upwards, so the top layer stays wet longest and must be checked before the fan is turned off.",
            "Cooling uses the same fans at far lower airflow. About 10 cubic metres of air per hour per tonne is enough to push a cooling front through a heap over a week or two. Fans should run only when the outside air is at least four or five degrees cooler than the grain, usually at night in early autumn; running them in warm, humid air simply adds heat and moisture. Thermostatic controllers that switch fans on this temperature difference save both electricity and mistakes.",
            "Drying has a cost in weight, and every trainee should be able to calculate it. The dry matter does not change, so final weight equals initial weight multiplied by (100 − initial moisture) divided by (100 − final moisture). Drying 100 tonnes of wheat from 18 per cent to 14.5 per cent gives 100 × 82 ÷ 85.5 = 95.9 tonnes: 4.1 tonnes of water have been removed.",
            "The same sum shows why over-drying wastes money. Drying that wheat to 13 per cent instead leaves 100 × 82 ÷ 87 = 94.3 tonnes. The extra 1.6 tonnes is water the buyer would have paid for at the wheat price, and the driver also paid for the fuel to remove it. Good practice is to dry to the contract specification, check with a calibrated meter, and stop.",
          ),
        },
      },
      {
        title: "Keeping the store clean and free of pests",
        description:
          "Preparing the store before harvest, recognising the main storage insects and mites, trapping to detect them, and excluding birds and rodents.",
        lesson: {
          title: "Store hygiene and pest monitoring",
          html: p(
            "Most insect infestations in stored grain do not arrive with the new crop. They survive from the previous season in residues: spilt grain under conveyors, dust in cracks in the floor, and debris in drier pits and ducts. A thorough clean-out at least a month before harvest removes them. Sweep and vacuum every surface, including walls and beams, clear out ducts and elevator boots, dispose of the sweepings well away from the store, and then apply an approved insecticide to the structure if monitoring has shown insects are present. Assurance schemes such as Red Tractor require records of this work.",
            "The commonest pests in British stores are few and worth learning by sight.",
            "<ul><li><strong>Saw-toothed grain beetle</strong> (<em>Oryzaephilus surinamensis</em>): slim, brown, about 3 mm long, with six tooth-like projections on each side of the thorax. It breeds rapidly in warm grain and is the usual cause of heating in the first weeks after harvest.</li>" +
              "<li><strong>Grain weevil</strong> (<em>Sitophilus granarius</em>): dark, with a long snout; the larva develops hidden inside a single kernel, so damage is found only when adults emerge.</li>" +
              "<li><strong>Flour mite</strong> (<em>Acarus siro</em>): pale and barely visible, it taints grain with a sweet, minty smell and thrives in damp grain even when it is cool.</li></ul>",
            "Detection relies on traps, because a beetle population can be large before it is visible. Pitfall traps, perforated cones pushed into the grain surface, catch insects moving through the top layer, where they gather in autumn. Probe traps inserted deeper reach the middle of the heap. Place traps in a grid, about one every 10 metres, with extra traps at warm spots found by temperature monitoring, and inspect them weekly in the first months. Finding even a single saw-toothed beetle in early autumn is a signal to cool the grain harder.",
            "Birds and rodents foul grain, and their droppings can carry Salmonella, which makes contaminated grain unsaleable for food or feed. Doors should be kept closed, gaps above walls netted, and bait stations for rats and mice kept in a mapped, recorded programme run by a trained operator. A store that is clean, cool, dry and closed will keep its grain in condition far longer than any chemical treatment could.",
          ),
        },
      },
    ],
  },
  {
    slug: "domestic-gas-fitting-core-safety",
    discipline: "Gas fitting",
    title: "Domestic Gas Fitting: Core Safety",
    description:
      "One loose joint or a blocked flue can kill a household, which is why gas work is licensed. Trainees on this foundation route towards assessment study combustion and carbon monoxide; pipework, pressures and gas rates; tightness testing and purging; the unsafe situations procedure; and LPG installations.",
    level: "beginner",
    duration: "ten weeks (two days a week in the training centre, with supervised site experience)",
    plantedGap: "LPG installations",
    modules: [
      {
        title: "Combustion and carbon monoxide",
        description:
          "The chemistry of burning natural gas, what goes wrong when combustion is incomplete, and how flues and ventilation keep occupants safe.",
        lesson: {
          title: "Why complete combustion matters",
          html: p(
            "Natural gas is mostly methane. When it burns completely, each molecule combines with two molecules of oxygen to give carbon dioxide and water vapour: CH<sub>4</sub> + 2O<sub>2</sub> → CO<sub>2</sub> + 2H<sub>2</sub>O. Because air is only about one-fifth oxygen, a cubic metre of natural gas needs roughly ten cubic metres of air to burn completely. Natural gas will burn only when it makes up between about 5 and 15 per cent of a mixture with air; these are its lower and upper flammable limits, and they explain why a slow leak into a closed room is so dangerous once it reaches 5 per cent.",
            "When there is not enough oxygen, or the flame is cooled before combustion is finished, some carbon leaves as carbon monoxide instead of carbon dioxide. Carbon monoxide is colourless and odourless, and it binds to haemoglobin around 200 times more strongly than oxygen does, so even low concentrations gradually starve the body of oxygen. Early symptoms, such as headache, nausea, tiredness and dizziness, are easily mistaken for flu, and a clue is that they ease when the person leaves the house.",
            "Incomplete combustion has a small number of causes, and a competent engineer checks each one:",
            "<ul><li>insufficient air, from blocked or missing ventilation or a room-sealed case left open;</li>" +
              "<li>flame chilling, where a flame touches a cold surface such as a heat exchanger before it has finished burning;</li>" +
              "<li>an incorrect gas rate or pressure, usually over-gassing;</li>" +
              "<li>a blocked, damaged or badly terminated flue that lets products of combustion back into the room.</li></ul>",
            "The flame itself is evidence. A correctly aerated natural-gas flame is crisp, blue and stable on the burner; a lazy, yellow or sooting flame indicates incomplete combustion. Flue design matters just as much. An open-flued appliance takes its combustion air from the room and relies on the flue to carry products away, so the room must have permanent ventilation and the flue must be tested for spillage with a smoke match at the draught diverter once the appliance has run for about five minutes. A room-sealed appliance takes its air from outside and discharges outside through a balanced flue, which is why almost all new boilers are room-sealed. Engineers confirm combustion performance with a calibrated electronic analyser, comparing the readings with the manufacturer's figures and the action levels in BS 7967.",
          ),
        },
      },
      {
        title: "Pipework, pressures and gas rates",
        description:
          "Supply and working pressures, sizing and jointing installation pipework, protective bonding, and measuring an appliance's heat input at the meter.",
        lesson: {
          title: "From meter to appliance",
          html: p(
            "A domestic natural-gas supply in Great Britain is governed to give a working pressure of about 21 mbar, plus or minus 2 mbar, at the meter outlet. Appliances are designed to work correctly at their rated inlet pressure, so installation pipework is sized to lose no more than 1 mbar between the meter outlet and the appliance inlet when every appliance is running at full rate. Sizing tables give the heat input, in kilowatts, that each pipe diameter can carry over a given length; each elbow and tee adds an allowance of equivalent length, so a run that looks short on paper may need a larger pipe. A 15 mm copper pipe is usually adequate for a cooker on a short run, but a combination boiler of 30 kW or more typically needs 22 mm, and sometimes 28 mm, from the meter.",
            "Copper to BS EN 1057 jointed with capillary fittings is the common material, with steel and corrugated stainless steel used in some situations. Compression fittings must remain accessible, so they are not used under floors or inside walls. Pipes through walls are sleeved, and buried or concealed runs have to be protected against corrosion and damage. Main protective equipotential bonding is connected to the consumer's pipework within 600 mm of the meter outlet, before any branch, so that a fault cannot make the gas pipework live.",
            "Engineers confirm that an appliance is burning the amount of gas its manufacturer intended by measuring the gas rate at the meter with all other appliances off. On a metric meter, read the consumption over two minutes and multiply by 30 to get cubic metres per hour. Suppose the meter advances by 0.050 m³ in two minutes: the rate is 1.5 m³/h. Multiplying by the calorific value, about 39.5 MJ/m³, and dividing by 3.6 to convert megajoules per hour into kilowatts gives a gross heat input of 16.5 kW. Most manufacturers quote net input, found by dividing the gross figure by 1.11, here 14.8 kW. A result more than a few per cent above or below the data plate points to a wrong burner pressure, a wrong injector or a supply problem, and must be investigated before the appliance is left in use.",
          ),
        },
      },
      {
        title: "Tightness testing, purging and unsafe situations",
        description:
          "Testing an installation for leaks, purging air safely, and classifying and acting on unsafe situations under the industry procedure.",
        lesson: {
          title: "Proving an installation safe",
          html: p(
            "Before any work on an existing installation, and after any work that could affect it, the engineer carries out a tightness test to the industry standard IGEM/UP/1B. The test uses a manometer, either a water gauge or a calibrated electronic gauge, connected at the meter outlet test point, with all appliance isolation valves and pilot supplies turned off.",
            "<ol><li><strong>Let-by test.</strong> Raise the pressure in the installation to between 7 and 10 mbar, then close the emergency control valve and watch the gauge for one minute. Any rise shows that the valve is passing gas and must be dealt with before continuing.</li>" +
              "<li><strong>Stabilisation.</strong> Raise the pressure to the test pressure of 20 mbar, close the valve and allow one minute for the temperature of the gas to settle.</li>" +
              "<li><strong>Tightness test.</strong> Observe the gauge for two minutes. For a new installation with no appliances connected, no perceptible drop is allowed. For existing installations the permissible drop depends on the meter type and whether appliances are connected, and is read from the table in the standard; any smell of gas requires the leak to be traced and repaired whatever the gauge shows.</li></ol>",
            "New pipework and pipework that has been opened must be purged of air before appliances are lit. The purge volume is the meter's tabulated purge volume plus one and a half times the volume of the installation pipework, and the purge is carried out through an open end or burner in a well-ventilated room with no sources of ignition, until a steady flame can be maintained. Purging to a closed room or a cellar is never acceptable.",
            "Engineers who find dangerous situations follow the Gas Industry Unsafe Situations Procedure. An installation classified as Immediately Dangerous is one that is an immediate danger to life or property; with the responsible person's permission it is disconnected and labelled 'Danger Do Not Use', and a warning notice is completed. One classified as At Risk has faults that could become dangerous; it is turned off with permission and labelled. If the responsible person refuses permission, the engineer informs the gas emergency service provider. Under the RIDDOR regulations, Gas Safe registered engineers must also report any gas fitting they find that is dangerous enough to be likely to cause death or serious injury.",
          ),
        },
      },
    ],
  },
  {
    slug: "reasoning-well-an-introduction-to-informal-logic",
    discipline: "Informal logic",
    title: "Reasoning Well: An Introduction to Informal Logic",
    description:
      "Arguments are everywhere: in editorials, in courtrooms, in advertising and at the kitchen table. An introduction for first-year students in any subject to recognising arguments and setting out their structure, telling deductive validity from inductive strength, spotting the classic fallacies, and evaluating reasoning by analogy.",
    level: "beginner",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "reasoning by analogy",
    modules: [
      {
        title: "What is an argument?",
        description:
          "Identifying premises and conclusions, distinguishing arguments from explanations, supplying unstated premises and reading charitably.",
        lesson: {
          title: "Finding and standardising arguments",
          html: p(
            "In logic an argument is not a quarrel. It is a set of statements in which some, the premises, are offered as reasons for accepting another, the conclusion. The first skill is to find them. Indicator words help: 'therefore', 'so', 'hence' and 'it follows that' usually introduce a conclusion, while 'because', 'since', 'for' and 'given that' usually introduce a premise. They are only clues, though. 'Since' can mean 'from the time when', and many real arguments contain no indicators at all, so the reliable test is to ask what the author is trying to get the reader to believe, and what is offered in support.",
            "Arguments must also be distinguished from explanations, which use the same words. 'The bridge collapsed because the bolts had corroded' is not trying to persuade anyone that the bridge collapsed; that is accepted, and the sentence explains why. 'The bridge is unsafe, because the bolts have corroded' is an argument: the corrosion is a reason to accept the conclusion that the bridge is unsafe.",
            "Once found, an argument is standardised: the premises are written as numbered statements, each a complete sentence, followed by the conclusion. Take the editorial claim: 'The council should not build the bypass. It will destroy ancient woodland.' Standardised, it reads:",
            "<ol><li>The bypass will destroy ancient woodland.</li><li>[Unstated] The council should not approve projects that destroy ancient woodland.</li><li>Therefore, the council should not build the bypass.</li></ol>",
            "The bracketed premise was never stated, but without it the conclusion does not follow. Arguments with missing premises are called enthymemes, and most everyday arguments are enthymemes. Supplying the missing premise is often where the real disagreement is exposed: a supporter of the bypass may accept premise 1 and reject premise 2, holding that a road-safety gain can justify the loss.",
            "When supplying premises, apply the principle of charity: choose the most plausible premise that makes the argument work and that the author could reasonably accept, not the weakest one available. Attacking a version of an argument that nobody holds proves nothing, and a reader who reconstructs an opponent's case at its strongest is far better placed to find its genuine weaknesses.",
          ),
        },
      },
      {
        title: "Validity, soundness and strength",
        description:
          "The standards for deductive and inductive arguments, the common valid and invalid forms, and testing validity by counterexample.",
        lesson: {
          title: "Two standards for good arguments",
          html: p(
            "A deductive argument aims to make its conclusion certain. It is valid when it is impossible for all its premises to be true and its conclusion false. Validity concerns structure, not truth: 'All fish can fly; salmon are fish; so salmon can fly' is valid, because if the premises were true the conclusion would have to be. An argument that is valid and has true premises is sound, and only a sound argument guarantees its conclusion.",
            "Because validity depends on form, a few forms are worth memorising.",
            "<table><tr><th>Form</th><th>Pattern</th><th>Verdict</th></tr>" +
              "<tr><td>Modus ponens</td><td>If P then Q; P; so Q</td><td>Valid</td></tr>" +
              "<tr><td>Modus tollens</td><td>If P then Q; not Q; so not P</td><td>Valid</td></tr>" +
              "<tr><td>Disjunctive syllogism</td><td>P or Q; not P; so Q</td><td>Valid</td></tr>" +
              "<tr><td>Affirming the consequent</td><td>If P then Q; Q; so P</td><td>Invalid</td></tr>" +
              "<tr><td>Denying the antecedent</td><td>If P then Q; not P; so not Q</td><td>Invalid</td></tr></table>",
            "The invalid forms are tempting because they resemble valid ones. 'If the pipe has burst, the floor will be wet; the floor is wet; so the pipe has burst' affirms the consequent: the floor might be wet because someone spilt a bucket. That alternative is a counterexample, a situation in which the premises are true and the conclusion false, and finding one is the standard way to show that an argument is invalid. If no coherent counterexample can be described, the argument is valid.",
            "Most reasoning in science, law and everyday life is inductive: it aims to make its conclusion probable, not certain. Inductive arguments are judged by strength, the degree to which true premises would make the conclusion likely. 'Ninety-five per cent of a random national survey of 2,000 adults support the policy, so most adults support it' is strong; the same claim based on 20 volunteers from one club is weak, because the group is small and self-selected. A strong inductive argument with true premises is called cogent. Unlike validity, strength comes in degrees, and new evidence can weaken an inductive argument that looked strong, whereas adding premises can never make a valid argument invalid.",
          ),
        },
      },
      {
        title: "Fallacies of relevance and presumption",
        description:
          "The classic informal fallacies, how to name them precisely, and when apparently fallacious moves are in fact reasonable.",
        lesson: {
          title: "Recognising the classic fallacies",
          html: p(
            "An informal fallacy is a pattern of reasoning that seems persuasive but fails to support its conclusion, for reasons that lie in content and context rather than in logical form. Naming a fallacy is not the end of analysis: the critic must show why, in this case, the move does not support the conclusion.",
            "Fallacies of relevance offer premises that have nothing to do with the truth of the conclusion. The ad hominem attacks the arguer instead of the argument. It comes in an abusive form ('she is an idiot'), a circumstantial form ('he would say that, he owns shares') and the tu quoque ('you smoke too'). The straw man misrepresents an opponent's position and refutes the distortion: a proposal to reduce speed limits near schools is answered as though it were a proposal to ban cars. The red herring changes the subject to something easier to discuss.",
            "Fallacies of presumption rely on an unwarranted assumption. A false dilemma presents two options when others exist: 'either we cut the library budget or we raise council tax'. Begging the question assumes the conclusion in the premises, often in disguised words: 'the witness is reliable because she always tells the truth'. Hasty generalisation draws a general conclusion from too few or unrepresentative cases. Post hoc ergo propter hoc infers that because one event followed another, the first caused the second, ignoring coincidence and common causes. The slippery slope claims that a modest first step will lead, through a chain of consequences, to disaster, without evidence that each link is likely.",
            "Context decides whether a move is fallacious. Pointing out that a witness has been paid by one party is a circumstantial ad hominem, but it is relevant when the question is how far to trust that witness's testimony, as distinct from whether her argument is valid. Some slopes really are slippery, when each step makes the next more likely and there is evidence that it does. Precedent in law works like this. The skilled critic therefore asks two questions of every suspected fallacy: what exactly is the faulty inference, and would a reasonable person in this setting be misled by it?",
          ),
        },
      },
    ],
  },
  {
    slug: "home-care-practice-supporting-people-in-their-own-homes",
    discipline: "Home care",
    title: "Home Care Practice: Supporting People in Their Own Homes",
    description:
      "Working alone in someone else's home is very different from working on a ward. Designed for new domiciliary care workers and mapped to the Care Certificate, the course covers person-centred care and consent, safe moving and handling, medication support, nutrition and hydration, and recording and reporting changes in a person's condition.",
    level: "beginner",
    duration: "four weeks (two classroom days and two shadowed shifts a week)",
    plantedGap: "medication support",
    modules: [
      {
        title: "Person-centred care and consent",
        description:
          "What person-centred care means on a thirty-minute visit, how care plans are used, and the principles of the Mental Capacity Act in everyday decisions.",
        lesson: {
          title: "The person, the plan and the right to choose",
          html: p(
            "A home care worker is a guest. The person being supported decides who comes in, where things are kept and how the morning goes, and good practice begins with accepting that. Person-centred care means organising support around the individual's preferences, history and goals rather than around the tasks on the rota: knowing that Mr Ahmed likes his tea before he is washed, or that Mrs Jones, a former nurse, wants to direct her own dressing. Those details belong in the care plan, which sets out the support agreed, the risks identified and how the person wants things done. Read it before the first visit and every time it changes.",
            "New workers in England complete the Care Certificate, an agreed set of 15 standards introduced in 2015 that covers areas such as duty of care, privacy and dignity, communication, equality and person-centred working. It does not replace judgement on the doorstep, but it sets the minimum that every person receiving care can expect. Time is a real pressure: NICE guideline NG21 on home care advises that visits shorter than 30 minutes should be used only in limited circumstances, because rushed visits undermine both dignity and safety.",
            "Consent is required for every intervention, every time, and it can be given in words, by gesture or by cooperation. Where there is doubt about whether someone can make a particular decision, the Mental Capacity Act 2005 applies. Its five principles are worth learning by heart:",
            "<ol><li>A person must be assumed to have capacity unless it is established that they lack it.</li><li>All practicable steps must be taken to help them make the decision before concluding that they cannot.</li><li>Making an unwise decision does not in itself mean a person lacks capacity.</li><li>Anything done for a person who lacks capacity must be done in their best interests.</li><li>The least restrictive option must be considered.</li></ol>",
            "Capacity is decision-specific and can fluctuate. A man living with dementia may not be able to manage his finances yet be entirely able to decide what to wear, and may decide differently in the morning than in the evening. A care worker who believes someone cannot make a decision should record what was observed and report it to the coordinator rather than make a formal judgement alone.",
          ),
        },
      },
      {
        title: "Moving and handling in the home",
        description:
          "Assessing moving and handling risks in domestic settings, using slide sheets and hoists correctly, and the techniques that must never be used.",
        lesson: {
          title: "Moving people safely without a hospital's equipment",
          html: p(
            "Back injuries are among the commonest injuries to care workers, and the home makes them more likely: low beds, narrow bathrooms, rugs, stairs and furniture that cannot be moved. The Manual Handling Operations Regulations 1992 set out a clear order of thinking. First avoid hazardous manual handling where reasonably practicable; where it cannot be avoided, assess the risk; then reduce it to the lowest level reasonably practicable, usually with equipment, technique and planning.",
            "A useful structure for assessment is TILEO: the Task (what movement, how often, how far), the Individual carrying it out (their height, training, health), the Load (here a person, with their weight, pain, understanding and ability to help), the Environment (space, flooring, lighting, bed height) and Other factors such as equipment and clothing. Each visit may change the picture: a person who could stand yesterday may be too weak today, and the assessment must be updated rather than followed blindly.",
            "Equipment does much of the work. Slide sheets reduce friction so that a person can be repositioned in bed with far less force; they are used by two workers, one on each side, and removed immediately afterwards, because leaving them under someone creates a falls risk. Standing aids support people who can bear some weight. Mobile and ceiling hoists lift people who cannot, and the Lifting Operations and Lifting Equipment Regulations 1998 require equipment used to lift people to be thoroughly examined at least every six months. Before each use, check the examination date, the safe working load, the condition of the sling, and that the sling is the correct type and size for this person and compatible with this hoist. Most care packages that use a hoist require two workers.",
            "Some techniques are considered unsafe in all circumstances. The drag lift, in which a worker hooks a hand or arm under a person's armpit to pull them up, can dislocate a shoulder and injure the worker's back, and should never be used. Neither should lifting a person's full weight manually, except in a genuine life-threatening emergency. When a person has fallen, do not lift them: check for injury, keep them warm and comfortable, and follow the agency's falls procedure, which will normally involve specialist lifting equipment or emergency services.",
          ),
        },
      },
      {
        title: "Nutrition, hydration and noticing change",
        description:
          "Spotting dehydration and malnutrition risk, using the MUST screening tool, and writing records that allow others to act on what you observe.",
        lesson: {
          title: "Eating, drinking and writing it down",
          html: p(
            "Older people living alone are at high risk of both dehydration and malnutrition. Thirst sensation declines with age, some people limit drinks to avoid trips to the toilet, and appetite may fall with illness, low mood or difficulty shopping and cooking. European Food Safety Authority reference values suggest a total water intake of about 2.0 litres a day for women and 2.5 litres for men, of which roughly four-fifths comes from drinks, so a woman needs about 1.6 litres, around eight mugs. Signs of dehydration include dark, strong-smelling urine, dry mouth, constipation, headaches and new confusion, and dehydration increases the risk of falls and urinary infections.",
            "Malnutrition risk is screened with the Malnutrition Universal Screening Tool (MUST), developed by BAPEN. It adds three scores. Body mass index scores 0 above 20, 1 between 18.5 and 20, and 2 below 18.5. Unplanned weight loss in the past three to six months scores 0 if under 5 per cent, 1 if 5 to 10 per cent and 2 if over 10 per cent. An acute illness that has meant, or is likely to mean, no nutritional intake for more than five days adds 2. A total of 0 is low risk, 1 medium and 2 or more high, and each level has a set response, from routine rescreening to referral to a dietitian. Care workers often contribute the observations, such as weight, meals left or clothes becoming loose, even when a nurse completes the tool.",
            "Records are how one worker's observation becomes another's action. Good records are written at the time, factual, dated, timed and signed, and describe what was seen rather than a conclusion. Compare 'Ate well' with 'Ate half a bowl of porridge and drank one cup of tea at 08.15; said she was not hungry; lunch from yesterday untouched in fridge.' The second lets the next visitor, the family and the GP see a pattern.",
            "When something changes, such as a person eating much less, becoming confused, or missing several drinks, report it the same day to the coordinator, following the agency's escalation procedure, and record that you did so and to whom. Call 999 if someone is seriously unwell. Small changes noticed early, on an ordinary weekday visit, are often what prevents a hospital admission.",
          ),
        },
      },
    ],
  },
];
