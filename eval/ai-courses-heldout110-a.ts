/** One-hundred-and-tenth held-out evaluation courses, beginner level; see ai-courses-heldout110.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT110_A: EvalCourse[] = [
  {
    slug: "air-source-heat-pump-installation-for-heating-engineers",
    discipline: "Heat pump installation",
    title: "Air Source Heat Pump Installation for Heating Engineers",
    description:
      "Aimed at plumbers and gas engineers moving into low-carbon heating, the course covers room-by-room heat loss calculation, emitter sizing at low flow temperatures, monobloc and split system layouts, weather compensation and cylinder sizing. Throughout, the emphasis is on how design decisions taken before the first pipe is cut decide what the householder pays to run the system.",
    level: "beginner",
    duration: "ten weeks (one three-hour workshop a week)",
    plantedGap: "cylinder sizing",
    modules: [
      {
        title: "Heat Loss Calculation",
        description:
          "Calculating the design heat loss of each room from fabric U-values, ventilation and the design outdoor temperature.",
        lesson: {
          title: "Room-by-room heat loss to BS EN 12831",
          html: p(
            "A heat pump is sized from the heat loss of the building, never from the output of the boiler it replaces. Old boilers were routinely oversized by a factor of two or more, and a gas boiler tolerates that; a heat pump that is too big cycles on and off, loses efficiency and wears its compressor. MCS installation standards therefore require a room-by-room calculation to BS EN 12831 before any equipment is chosen.",
            "Heat leaves a room in two ways. Fabric loss through each wall, window, floor and ceiling is Q = U × A × ΔT, where U is the thermal transmittance in W/m²K, A the area in m² and ΔT the difference between the room's design temperature and the temperature on the other side. Ventilation loss is Q = 0.33 × n × V × ΔT, where n is air changes per hour, V the room volume in m³ and 0.33 Wh/m³K the heat capacity of air.",
            "Take a living room 5 m × 4 m × 2.4 m high, designed for 21 °C, in a location with a design outdoor temperature of −2 °C, so ΔT = 23 K. Its unfilled cavity external wall has 12 m² of net area at about U = 1.5: 1.5 × 12 × 23 = 414 W. A 3 m² double-glazed window at U = 2.8 adds 193 W. With 1.5 air changes per hour the volume of 48 m³ loses 0.33 × 1.5 × 48 × 23 = 546 W. Add the floor, and any wall to a cooler hallway, and the room needs roughly 1.3 kW on the coldest design day.",
            "Repeat this for every room, using the standard internal design temperatures (commonly 21 °C for living rooms, 18 °C for bedrooms and 22 °C for bathrooms), and sum the results to get the whole-house design heat loss. Then select a unit whose rated output at the design outdoor temperature and your chosen flow temperature meets it; manufacturers publish this as, for example, A-2/W45, meaning air at −2 °C and water at 45 °C. The output printed on the box is usually quoted at a milder condition, so always read the full performance table.",
          ),
        },
      },
      {
        title: "Emitters and Flow Temperature",
        description:
          "Why lower flow temperatures raise efficiency, and how to check whether existing radiators can deliver each room's heat.",
        lesson: {
          title: "Sizing radiators for a 45 °C flow",
          html: p(
            "A heat pump moves heat uphill, from outdoor air into the water circuit, and the steeper the hill the more electricity it needs. Its coefficient of performance (COP) is heat delivered divided by electricity used. The theoretical Carnot limit is T_hot / (T_hot − T_cold) in kelvin, and real machines achieve roughly half of it, so every degree you take off the flow temperature helps: a common rule of thumb is 2 to 3 per cent better efficiency per degree. A system running at 35 °C can achieve a seasonal COP well above 4; the same unit forced to 55 °C may manage under 3.",
            "Radiators are catalogued at ΔT50 under BS EN 442, meaning a mean water temperature 50 K above the room. Their output falls non-linearly at lower temperatures, following approximately (ΔT/50)^1.3 for panel radiators. With a flow of 45 °C and return of 40 °C, the mean water temperature is 42.5 °C; in a 21 °C room ΔT is 21.5 K and the factor is (21.5/50)^1.3 ≈ 0.33. A radiator rated at 1,500 W therefore gives about 500 W.",
            "The living room from the heat loss exercise needs about 1.3 kW, so its radiators must have a combined ΔT50 rating of about 1,300 / 0.33 ≈ 3,900 W. The usual remedies are replacing a single panel with a type 22 or type 33 double or triple panel of the same footprint, fitting a longer radiator, adding a second one, or using underfloor heating, which works comfortably at 35 °C.",
            "Heat pumps also run with a small temperature difference between flow and return, typically 5 K rather than the 20 K used with condensing boilers, so flow rates are much higher. Delivering 7 kW at 5 K needs 7,000 / (4,186 × 5) ≈ 0.33 kg/s, about 20 litres a minute. Microbore pipework cannot carry that without excessive noise and pump head, which is why primary runs are often upgraded to 28 mm copper.",
          ),
        },
      },
      {
        title: "Monobloc or Split? System Layout and Controls",
        description:
          "Comparing system layouts, hydraulic arrangements and control strategies, including weather compensation and defrost.",
        lesson: {
          title: "Choosing a layout and setting the heating curve",
          html: p(
            "In a monobloc unit the whole refrigerant circuit is factory-sealed inside the outdoor unit, and water pipes run from the house to it. Because the installer never opens the refrigerant circuit, no F-gas qualification is needed, but the external water pipework must be protected against freezing with glycol or anti-freeze valves and well insulated. In a split system the outdoor unit is joined by refrigerant pipes to an indoor hydraulic unit; this keeps water indoors but requires an F-gas certified engineer to make, pressure test and evacuate the refrigerant joints.",
            "Refrigerant choice affects siting. R32 has a global warming potential of 675; R290 (propane) has a potential of about 3 but is highly flammable, so manufacturers specify clearance zones around the outdoor unit, away from drains, openable windows and ignition sources.",
            "Hydraulic design should be as simple as the system allows. Buffer vessels and low-loss headers separate the heat pump circuit from the heating circuit, but they can mix return water into the flow and raise the temperature the unit must produce. Many designers prefer a direct connection with most emitters left open, provided the system holds enough water for the heat pump's minimum volume during defrost. Defrost happens because, at outdoor temperatures from a few degrees below freezing to about 7 °C with high humidity, ice forms on the evaporator; the unit briefly reverses its cycle, taking heat from the water circuit to melt it.",
            "Weather compensation sets the flow temperature from the outdoor temperature along a heating curve, for example 45 °C at −2 °C outside falling linearly to 25 °C at 15 °C. The curve is tuned after handover: if rooms overheat in mild weather, lower the curve; if they fall short in cold weather, raise its upper end. A well-set curve lets the unit run long, steady cycles at the lowest workable temperature, which is where its efficiency is highest.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-gaelic-football-foundations-for-club-coaches",
    discipline: "Gaelic football coaching",
    title: "Coaching Gaelic Football: Foundations for Club Coaches",
    description:
      "New to coaching Gaelic football? The course works through session planning for under-12s, the core skills of the catch, solo, hand pass and kick pass, the legal tackle and kickout strategy, using the games-based approach that GAA coach education promotes.",
    level: "beginner",
    duration: "six weeks (one evening workshop and one pitch session a week)",
    plantedGap: "kickout strategy",
    modules: [
      {
        title: "Planning a Session for Under-12s",
        description:
          "Structuring a sixty-minute session around games, small-sided play and skill practice matched to young players' development.",
        lesson: {
          title: "The games-based session",
          html: p(
            "Children join a club to play, and the single best predictor of whether they stay is how much of each session they spend with a ball in a game. A session built on long queues, laps and lectures fails that test. The games-based approach, rooted in Bunker and Thorpe's Teaching Games for Understanding model of 1982, starts from a game, draws out a problem, practises the skill that solves it and returns to the game to see whether it worked.",
            "A sixty-minute under-12 session might run as follows:" +
              "<ol><li>Warm-up with a ball (10 minutes): a tag or possession game in a small grid that raises the heart rate and brings in running, dodging and catching.</li><li>Skill block (15 minutes): one skill, such as the hand pass, practised in groups of three or four, first unopposed and then with a passive defender.</li><li>Conditioned game (20 minutes): small-sided, for example 5 v 5, with a rule that rewards the skill, such as a bonus point if every player touches the ball before a score.</li><li>Full game (10 minutes): normal rules, and the coach watches whether the skill transfers.</li><li>Recap (5 minutes): two or three questions, not a speech.</li></ol>",
            "Equipment matters. Younger players use a smaller, lighter ball than the adult size 5, and there should be enough balls for one between two at least. Grids of about 20 m × 15 m keep groups of eight busy. The GAA's Go Games for younger age groups follow the same logic: small-sided formats in which every child plays the whole match.",
            "Coaching language should be short and specific. Instead of telling a player to be better at passing, ask, “Where was your team-mate when you passed? Where could you have passed so they could run onto it?” Questions like this build decision-making, which drills alone do not. Plan every session on one page with its objective, timings, layout and two coaching points per activity, and note afterwards what worked.",
          ),
        },
      },
      {
        title: "The Core Skills: Catch, Solo, Hand Pass and Kick Pass",
        description:
          "Teaching points, common faults and progressions for the four skills a young Gaelic footballer uses most.",
        lesson: {
          title: "Teaching the catch, solo and passes",
          html: p(
            "The skills follow from the rules. A player in possession may take four steps, then must either bounce the ball or solo it, which means dropping it onto the foot and kicking it back into the hands. The ball may not be bounced twice in succession, so a player who has bounced must solo before bouncing again. The ball cannot be lifted off the ground with the hands: it must be scooped up with the foot, the toe-tap pick-up. A hand pass must be a clear striking action with the fist or open hand; throwing is a foul.",
            "The high catch is the signature skill. Teaching points: eyes on the ball, arms extended above the head, fingers spread, thumbs close together behind the ball, jump off one foot and raise the opposite knee to protect yourself. Begin with self-feed throws, progress to a partner's lob, then add a second player competing for the ball. The chest catch, with the ball drawn into the body, is the safer option under pressure.",
            "For the solo, the ball is dropped, not thrown, onto the laces, and the foot flicks it back up at waist height. The classic fault is looking down at the feet; once players can solo walking, ask them to jog and call out how many fingers the coach is holding up. Build both sides from the start, because a player who can only solo on the right foot is easy to read.",
            "The hand pass uses the strong hand as a fist or open palm striking the ball off the other hand, which stays still beneath it, directed at the receiver's chest or into space ahead. The kick pass is a drop punt: hold the ball at waist height, drop it onto the laces, keep the toes pointed and follow through towards the target. Progress every skill from static to moving, then under pressure, then into a conditioned game, and praise good decisions as well as clean technique.",
          ),
        },
      },
      {
        title: "Tackling and Defending",
        description: "The legal tackle, body position and simple team defensive shape for young players.",
        lesson: {
          title: "The legal tackle and defensive positioning",
          html: p(
            "Gaelic football allows less physical contact than many codes, and young players must learn precisely what is permitted. A defender may try to knock or flick the ball from an opponent's hand with an open hand, and may make a fair shoulder-to-shoulder charge on a player who is in possession or playing the ball, provided at least one foot is on the ground. It is a foul to pull, push, trip, hold, strike, charge from behind, or grab the hand that holds the ball. Deliberate cynical fouls, such as pulling an attacker down, can bring a black card, under which the player is sin-binned for ten minutes in current rules.",
            "The safe and effective tackle comes from good footwork rather than lunging. Teach the defender to approach at speed, then slow down with short steps about an arm's length away, stay low with knees bent, and stand side-on to steer the attacker towards the sideline or towards support. The moment to strike is when the ball is exposed: as it leaves the hand for a bounce or solo. A block on a kick, with hands raised and no contact with the kicker, is also legal.",
            "A simple practice is a channel 5 m wide and 20 m long: an attacker must solo to the end line, and the defender scores a point for a clean dispossession without a foul. Rotate roles every thirty seconds and count fouls as well as turnovers.",
            "At team level, under-12 defending should rest on individual responsibility rather than elaborate systems. Each defender stays goal-side of the player they mark, between that player and the goal, and keeps both the ball and the opponent in view. Players communicate with short calls such as “I've got 10” or “Switch”. The blanket defences seen in senior inter-county football ask young players to stand in zones, which reduces their contact with the ball and slows the development of tackling.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-kabuki-theatre",
    discipline: "Kabuki theatre",
    title: "Introduction to Kabuki Theatre",
    description:
      "Born on a dry riverbed in Kyoto in 1603, kabuki grew into one of the world's great popular theatres. Students explore its history from Izumo no Okuni to the Kabukiza, the hanamichi and the revolving stage, aragoto and wagoto acting and the onnagata tradition, kumadori makeup, music and costume design, with a recorded performance screened each week.",
    level: "beginner",
    duration: "eight weeks (one two-hour seminar and screening a week)",
    plantedGap: "costume design",
    modules: [
      {
        title: "From Okuni to the Kabukiza: A Short History",
        description:
          "How kabuki moved from a scandalous riverbed entertainment to a classical theatre with hereditary acting families.",
        lesson: {
          title: "Origins, bans and the Genroku flowering",
          html: p(
            "Kabuki begins with Izumo no Okuni, a woman who claimed to be a shrine maiden of the Izumo Grand Shrine and who, around 1603, performed dances and comic sketches on the dry bed of the Kamo River in Kyoto. The name comes from the verb kabuku, to lean or to be out of the ordinary, and kabukimono were the flamboyant young men of the time whose style Okuni imitated on stage.",
            "The early form, onna-kabuki or women's kabuki, was immensely popular and closely associated with prostitution. In 1629 the Tokugawa shogunate banned women from the stage. Troupes of adolescent boys, wakashu kabuki, replaced them and raised the same concerns; they were banned in 1652. What remained was yarō kabuki, performed by adult men with their forelocks shaved, and from it grew the onnagata, the male specialists in female roles who are still central to kabuki today.",
            "The Genroku era (1688–1704) brought kabuki's first maturity. In Edo, Ichikawa Danjūrō I created the bold aragoto style of superhuman heroes; in Kyoto and Osaka, Sakata Tōjūrō I perfected the gentle wagoto style of romantic young men. Kabuki also borrowed heavily from the puppet theatre, now called bunraku: some of its most performed plays, such as Kanadehon Chūshingura (1748), the story of the forty-seven loyal retainers, and Yoshitsune Senbon Zakura (1747), were first written for puppets and later adapted for actors.",
            "Acting families pass stage names from generation to generation, and taking a great name, shūmei, is a major public event; in 2022 Ichikawa Ebizō XI became Ichikawa Danjūrō XIII. Modern kabuki is produced by the Shochiku company, and its best-known home is the Kabukiza in Tokyo's Ginza district, first opened in 1889 and rebuilt several times, most recently in 2013. UNESCO inscribed kabuki on its Representative List of the Intangible Cultural Heritage of Humanity in 2008.",
          ),
        },
      },
      {
        title: "Stage, Space and Machinery",
        description:
          "How the hanamichi, revolving stage, trap lifts and stage assistants shape what the audience sees.",
        lesson: {
          title: "The hanamichi and the mechanical stage",
          html: p(
            "The most distinctive feature of the kabuki theatre is the hanamichi, literally the flower path: a raised walkway that runs from the stage through the audience to a curtained doorway at the back of the auditorium, on the audience's left. Important entrances and exits are made along it, so that a hero marches into the story through the spectators rather than appearing from the wings. The key position is the shichisan, the point seven-tenths of the way from the back and three-tenths from the stage, where actors stop to pose or deliver a speech. A small trap lift there, the suppon, is used for ghosts, foxes and magicians who rise mysteriously into view.",
            "Kabuki was a pioneer of stage machinery. The revolving stage, mawari-butai, was developed in Osaka theatres in the mid-eighteenth century, the playwright Namiki Shōzō usually being credited with its introduction in 1758, long before revolving stages were used in Europe. It allows one scene to rotate away while the next swings into view in full sight of the audience. Larger traps called seri raise whole sets or groups of actors from below the stage.",
            "Several conventions ask the audience to see selectively. Kuroko, stage assistants dressed entirely in black, hand actors properties and adjust their clothing; by convention they are invisible. The opening and closing curtain, the jōshiki-maku, has vertical stripes of black, persimmon and green and is drawn sideways rather than raised.",
            "Sound punctuates the action. The hyōshigi, two wooden clappers, mark the opening and close of a scene with accelerating beats. The tsuke, two wooden blocks struck on a board at the side of the stage, accent running footsteps, fights and above all the mie, the frozen pose at an emotional climax in which the actor may cross one eye. At these moments connoisseurs in the audience call out the actor's house name, such as “Naritaya!” for the Ichikawa Danjūrō line, a practice called kakegoe.",
          ),
        },
      },
      {
        title: "Acting Styles, Makeup and Music",
        description:
          "Aragoto and wagoto acting, the art of the onnagata, kumadori makeup, and the musicians on and behind the stage.",
        lesson: {
          title: "Aragoto, wagoto, onnagata and kumadori",
          html: p(
            "Aragoto, the rough style, belongs to Edo and the Ichikawa Danjūrō line. Its heroes are larger than life: they stamp, strike huge poses and speak in a declamatory, rhythmic voice. The classic showpiece is Shibaraku, first staged in 1697, in which the hero halts an execution by shouting “Wait a moment!” from the hanamichi. Wagoto, the soft style associated with Kyoto and Osaka, presents gentle, often comic young lovers, frequently the disowned sons of merchant families, whose charm lies in their weakness.",
            "Aragoto roles wear kumadori makeup. Over a white base, lines are painted to exaggerate the muscles and veins of the face, and colour carries meaning: red marks courage, passion and righteous strength; indigo or blue marks villainy, jealousy or cold menace; brown is used for demons and supernatural creatures. Audiences read character at a glance before a word is spoken.",
            "The onnagata does not imitate a real woman but constructs an ideal of femininity through movement, voice and posture: knees held together, shoulders lowered, small gliding steps. The early master Yoshizawa Ayame I (1673–1729) taught, in precepts recorded as the Ayamegusa, that an onnagata should live as a woman offstage too. In modern times Bandō Tamasaburō V, designated a Living National Treasure in 2012, is the most celebrated.",
            "Music is continuous. Nagauta, the long song, combines singers, shamisen, flute and drums and accompanies dance pieces. Plays adapted from the puppet theatre keep gidayū narration, a chanter and a thick-necked shamisen seated at the side of the stage. Behind a black bamboo blind at the side of the stage on the audience's left, the geza musicians provide sound effects and mood: soft beats on the large drum suggest falling snow, faster patterns suggest rain or water. The repertoire is divided into jidaimono, history plays about samurai and nobles; sewamono, domestic plays about townspeople; and shosagoto, dance plays.",
          ),
        },
      },
    ],
  },
  {
    slug: "invasion-biology-how-introduced-species-spread-and-what-they-change",
    discipline: "Invasion biology",
    title: "Invasion Biology: How Introduced Species Spread and What They Change",
    description:
      "Grey squirrels, Japanese knotweed, cane toads and zebra mussels all reached new continents with human help. Introductory topics include the invasion pathway from transport to spread, the tens rule and propagule pressure, competing explanations for invasion success, ecological and economic impacts, and eradication campaigns.",
    level: "beginner",
    duration: "nine weeks (two one-hour lectures and a practical a week)",
    plantedGap: "eradication campaigns",
    modules: [
      {
        title: "From Stowaway to Invader: The Invasion Pathway",
        description: "The stages an introduced species passes through and the barriers that stop most of them.",
        lesson: {
          title: "Stages, barriers and the tens rule",
          html: p(
            "Most species moved by people never become a problem. To explain why a few do, Blackburn and colleagues proposed in 2011 a unified framework that divides an invasion into four stages: transport, introduction, establishment and spread. At each stage a barrier filters species out. Geography is the first barrier, overcome by transport. Captivity or cultivation is the next, overcome when an organism escapes or is released. Survival and reproduction barriers decide whether a self-sustaining population forms, and dispersal and environmental barriers decide whether it spreads far from the point of release.",
            "The vocabulary follows the stages. A non-native or alien species is one moved outside its natural range by people. A casual species survives for a while but does not maintain populations. A naturalised species reproduces and persists without help. An invasive species is a naturalised one that spreads widely and, in most policy definitions, causes harm.",
            "Pathways may be deliberate or accidental. The cane toad was deliberately released in Queensland in 1935, when just over a hundred toads brought from Hawaii were bred to control beetles in sugar cane; they did not control the beetles and now number many millions across northern Australia. The zebra mussel, native to the Black and Caspian Sea region, reached the North American Great Lakes in ships' ballast water and was discovered in 1988.",
            "Williamson and Fitter's tens rule (1996) summarised the filtering: roughly one in ten imported species appears in the wild, one in ten of those becomes established, and one in ten of those becomes a pest. It is a rule of thumb, not a law; for birds and mammals deliberately released, establishment rates are often far higher. The strongest single predictor of establishment is propagule pressure, the number of individuals released combined with the number of separate release events. Large or repeated introductions buffer a population against bad years, chance deaths and inbreeding, which is why biosecurity aims first at reducing the number of arrivals.",
          ),
        },
      },
      {
        title: "Why Do Some Invaders Succeed?",
        description:
          "Testing the main hypotheses that explain why particular species and particular places are prone to invasion.",
        lesson: {
          title: "Hypotheses of invasion success",
          html: p(
            "No single theory explains all invasions, and ecologists test several competing hypotheses against case studies and experiments.",
            "<ul><li><strong>Enemy release</strong> (Keane and Crawley, 2002): introduced species leave behind their specialist herbivores, parasites and pathogens, so they grow and reproduce better than in their native range.</li><li><strong>Evolution of increased competitive ability</strong> (Blossey and Nötzold, 1995): freed from enemies, introduced populations evolve to put resources into growth instead of defence.</li><li><strong>Novel weapons</strong> (Callaway and Ridenour, 2004): some invaders produce chemicals to which native neighbours have never adapted.</li><li><strong>Biotic resistance</strong> (going back to Elton, 1958): species-rich communities use resources more fully and contain more competitors and predators, so they resist newcomers.</li><li><strong>Fluctuating resources</strong> (Davis and colleagues, 2000): communities become invasible when unused resources suddenly increase, for example after disturbance or nutrient enrichment.</li></ul>",
            "Japanese knotweed illustrates enemy release. Introduced to Britain as an ornamental in the mid-nineteenth century, it spread along rivers, railways and roads, reproducing almost entirely from rhizome and stem fragments because the British population is a single female clone. In Japan around two hundred insect species feed on it; in Britain almost none did. In 2010 the psyllid Aphalara itadori, one of its specialist herbivores from Japan, was licensed for release in England after years of host-specificity testing, the first approved biological control release against a weed in the European Union.",
            "Invasional meltdown (Simberloff and Von Holle, 1999) describes invaders helping one another. On Christmas Island, supercolonies of the yellow crazy ant farm introduced scale insects for their honeydew, and the ants have killed millions of the island's red land crabs, which previously controlled seedlings on the forest floor. Traits often shared by successful invaders, such as rapid growth, high fecundity, broad diets and vegetative reproduction, help, but the same species can succeed in one place and fail in another, so the receiving community always matters.",
          ),
        },
      },
      {
        title: "Counting the Costs: Ecological and Economic Impacts",
        description:
          "How invasive species affect native species, ecosystems and economies, and how their impacts are classified.",
        lesson: {
          title: "Measuring and classifying impact",
          html: p(
            "Invaders affect natives through a handful of mechanisms. Predation is the most dramatic: the brown tree snake, accidentally carried to Guam after the Second World War, wiped out most of the island's native forest birds. Competition can be equally decisive but slower. Disease can travel with the invader. Hybridisation can swamp a native gene pool, as the North American ruddy duck threatened the white-headed duck in Spain. Ecosystem engineers change the environment itself: zebra mussels filter such volumes of water that lakes become clearer, shifting food webs from open water to the bottom.",
            "The grey squirrel in Britain combines several mechanisms. Introduced from North America in the late nineteenth century, including a well-documented release at Henbury Park in Cheshire in 1876, it outcompetes the native red squirrel partly because it can digest acorns efficiently. It also carries squirrelpox virus, which does it little harm but kills red squirrels within about two weeks of symptoms appearing. Where both factors operate, reds disappear far faster than competition alone would predict.",
            "Economic costs are hard to measure but large. The InvaCost database, compiled by Diagne and colleagues in 2021, estimated recorded global costs of at least 1.288 trillion US dollars between 1970 and 2017, with annual costs rising steeply. A 2010 study for the British government put the cost of non-native species to the British economy at about £1.7 billion a year, dominated by agricultural weeds, pests of crops and damage to infrastructure. Zebra mussels alone cost North American water utilities and power stations heavily by clogging intake pipes.",
            "To compare impacts consistently, the IUCN adopted the Environmental Impact Classification for Alien Taxa (EICAT) in 2020. Each species is assigned to one of five categories according to the most severe documented effect on native species: Minimal Concern, Minor, Moderate, Major or Massive. Massive means that a native species has been driven to irreversible local or global extinction. The scheme also records confidence, so that a species with few studies is not mistaken for a harmless one.",
          ),
        },
      },
    ],
  },
  {
    slug: "lobbying-and-public-affairs-an-introduction",
    discipline: "Lobbying and public affairs",
    title: "Lobbying and Public Affairs: An Introduction",
    description:
      "Introduces the craft of influencing public policy ethically and within the law: how lobbying is regulated in the UK and the EU, how to map stakeholders and decision-makers, how to follow a bill and respond to a consultation, how to write a one-page briefing, and how to run media relations around a campaign.",
    level: "beginner",
    duration: "six weeks (one two-hour evening class a week)",
    plantedGap: "media relations",
    modules: [
      {
        title: "What Lobbying Is and How It Is Regulated",
        description:
          "Definitions of lobbying and public affairs, and the transparency rules that apply in the UK, the EU and the United States.",
        lesson: {
          title: "Lobbying, transparency and the rules",
          html: p(
            "Lobbying is communication with public officials intended to influence a decision: a law, a regulation, a spending choice or a licence. Public affairs is the wider discipline around it, including monitoring policy, building coalitions and preparing evidence. Lobbyists fall into three groups: in-house staff of companies and charities, trade associations and membership bodies, and consultant lobbyists in agencies who act for paying clients. Charities, trade unions and professional bodies lobby as much as businesses do; the activity is a normal part of democratic life, and the question is whether it is transparent and fair.",
            "In the UK, the Transparency of Lobbying, Non-Party Campaigning and Trade Union Administration Act 2014 created a statutory Register of Consultant Lobbyists, kept by the Registrar of Consultant Lobbyists. Only consultant lobbyists must register, and only if they communicate personally with ministers or permanent secretaries on behalf of clients; in-house lobbyists and contacts with special advisers or officials below permanent secretary level are outside it. Critics argue that this captures a small fraction of lobbying. Government departments also publish quarterly details of ministers' meetings with external organisations, and the Advisory Committee on Business Appointments advises former ministers and senior officials on jobs they take within two years of leaving office. The House of Commons Code of Conduct prohibits MPs from paid advocacy.",
            "The European Union's Transparency Register, placed on a new footing by an interinstitutional agreement in 2021 between the Parliament, Council and Commission, is formally voluntary, but registration is a precondition for meetings with Commissioners, their cabinets and directors-general, so in practice serious lobbyists join. Registrants declare clients, budgets and the files they work on.",
            "In the United States the Lobbying Disclosure Act of 1995 requires registration once thresholds of time and money are crossed, and quarterly reports of issues, agencies contacted and spending. Professional codes add obligations beyond the law; the codes of the PRCA and the CIPR in the UK, for example, require members to be honest about whom they represent and never to offer inducements to officials.",
          ),
        },
      },
      {
        title: "Mapping Stakeholders and the Policy Process",
        description:
          "Identifying who decides, who influences them, and the points in the policy and legislative cycle where influence is possible.",
        lesson: {
          title: "Power-interest mapping and the legislative timetable",
          html: p(
            "Effective public affairs starts with a map. List everyone who can affect the decision or is affected by it, then place each on Mendelow's power-interest grid. High power and high interest: manage closely, with regular contact. High power and low interest: keep satisfied without overloading them. Low power and high interest: keep informed, because these are often natural allies. Low power and low interest: monitor. Repeat the exercise as circumstances change; a backbench MP with little interest becomes central the day she is appointed to the relevant bill committee.",
            "Decision-makers are rarely only ministers. Officials in the policy team draft the options; special advisers shape what reaches the minister; select committees scrutinise and publish reports the government must answer; peers revise legislation; devolved governments and local authorities hold many relevant powers. Regulators such as Ofcom or Ofwat make decisions with legal force of their own.",
            "A UK government bill passes through first reading, second reading (the debate on principle), committee stage (line-by-line scrutiny, in a public bill committee in the Commons), report stage and third reading, then repeats the process in the other House. Amendments are exchanged between the Houses until both agree, and Royal Assent follows. Each stage offers opportunities: evidence to the public bill committee, briefings for members tabling amendments, support for peers at report stage.",
            "Influence is usually greatest before a bill exists. Manifesto commitments, green papers, white papers and formal consultations are where policy options are still open. After Royal Assent, much of the detail is decided in secondary legislation and statutory guidance, another stage where technical evidence is welcomed. Suppose a cycling charity wants safer junction design: its map would include Department for Transport ministers and officials, Active Travel England, local highway authorities, the Transport Select Committee, and allies such as road safety and disability groups.",
          ),
        },
      },
      {
        title: "Writing for Decision-Makers",
        description:
          "Drafting consultation responses and one-page briefings that busy officials and politicians will read and use.",
        lesson: {
          title: "Consultation responses and the one-page briefing",
          html: p(
            "A consultation response is read by officials who must summarise hundreds of submissions for ministers. Responses that change outcomes answer the questions actually asked, in the numbered order given, and support each answer with evidence: data, costings, case studies and the practical consequences of each option. Say who you represent and how you gathered your views. Propose specific wording where a draft regulation or guidance is involved, because officials can adopt a good drafting suggestion directly. UK government consultations follow the Cabinet Office Consultation Principles, which allow proportionate periods, often between two and twelve weeks, so plan the work as soon as a consultation is trailed.",
            "A briefing for an MP, peer or councillor must fit on one page and survive being read in two minutes between meetings. A reliable structure:" +
              "<ol><li>Headline ask in one sentence at the top: what you want them to do.</li><li>Why it matters: two or three facts with sources, including the local angle for their constituency or ward.</li><li>What the change would achieve and what it would cost.</li><li>The specific action: table an amendment, ask a written parliamentary question, sign a letter, attend an event.</li><li>A named contact with phone number and email.</li></ol>",
            "Plain English is essential. Avoid acronyms and sector jargon, use short sentences, and never make a claim you cannot source, because a politician who repeats an inaccurate figure will not trust you again.",
            "Meetings follow the same discipline. Confirm the time available, usually no more than half an hour; open with the ask; bring someone with direct experience if possible, such as a nurse, a business owner or a service user; and leave the briefing behind. Follow up within two working days with a short note thanking them, restating what was agreed and supplying any information promised. Keep a record of every contact, both for your own planning and because transparency rules or professional codes may require it.",
          ),
        },
      },
    ],
  },
];
