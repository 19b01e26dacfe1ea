/** Ninety-first held-out evaluation courses, beginner level (A to B); see ai-courses-heldout91.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT91_A: EvalCourse[] = [
  {
    slug: "te-reo-maori-for-beginners",
    discipline: "Māori language",
    title: "Te Reo Māori for Beginners",
    description:
      "Designed for learners with no prior knowledge of the language, this introduction to te reo Māori covers pronunciation and the use of macrons, greetings and introductions, personal pronouns including the dual forms, simple present- and past-tense sentences, and counting. Classes combine spoken practice in pairs with short written exercises.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute evening class a week)",
    plantedGap: "counting",
    modules: [
      {
        title: "Pronunciation: vowels, consonants and macrons",
        description:
          "The five vowels and their long forms, the ten consonants including ng and wh, and why a macron can change the meaning of a word.",
        lesson: {
          title: "Sounding out te reo",
          html: p(
            "The Māori alphabet has fifteen letters: five vowels (a, e, i, o, u) and ten consonants (h, k, m, n, p, r, t, w, ng, wh). Because the written form was standardised in the nineteenth century to match the spoken language closely, a word can almost always be pronounced correctly from its spelling once the values of the letters are known.",
            "The vowels are pure, much as in Italian or Spanish. Short a is close to the u in English 'but', and long ā to the a in 'car'. E is as in 'egg', i as in 'eat', o as in 'or' and u as in 'moon'. Each vowel has a long form, written with a macron (tohutō). Length is not decoration: kaka is a garment but kākā is a native parrot, and for a handful of nouns the long vowel marks the plural, as in wahine (woman) and wāhine (women), tangata (person) and tāngata (people).",
            "Most consonants are close to English, with three that need attention. The r is a light tap of the tongue, similar to the tt in American 'butter', never the rolled or silent r of some English accents. Ng is the sound in the middle of 'singer' and, unlike English, it can begin a word: ngā (the, plural), ngaru (wave). Wh is pronounced close to an English f in most regions, so whānau (extended family) begins like 'far'; in some areas, notably Taranaki and Whanganui, a softer sound is used, and learners should follow local speakers where they live.",
            "Every Māori syllable ends in a vowel, and a syllable is either a vowel alone or a consonant followed by a vowel. Breaking words into syllables is the most reliable way to pronounce long place names: Tau-ra-nga, Whā-nga-rei, Ō-tau-tahi (Christchurch). Where two vowels meet they are usually run together smoothly, as in kai (food) or Aotearoa (Ao-te-a-ro-a). Stress generally falls on the first syllable of a word, but a long vowel tends to attract it.",
            "Careful pronunciation is a matter of respect as well as accuracy. Names of people, tribal groups and places carry whakapapa (genealogy), and mispronouncing them, or dropping the macrons in writing, is noticed. Practise daily by reading aloud slowly, syllable by syllable, and then at natural speed.",
          ),
        },
      },
      {
        title: "Greetings, introductions and pronouns",
        description:
          "Greeting one, two or many people, introducing yourself and where you are from, and using the singular, dual and plural pronouns with their inclusive and exclusive forms.",
        lesson: {
          title: "Tēnā koe, tēnā kōrua, tēnā koutou",
          html: p(
            "Kia ora is the all-purpose greeting: it means 'be well' and also serves as thanks and agreement. More formal greetings change with the number of people addressed: tēnā koe to one person, tēnā kōrua to two, and tēnā koutou to three or more. The same pattern runs through the whole pronoun system, which distinguishes singular, dual and plural, so it is worth learning the greetings and the pronouns together.",
            "For leave-taking, the person going says e noho rā ('stay well') to those staying, and those staying say haere rā ('go well') to the person leaving. Ka kite anō means 'see you again'. Mōrena, borrowed from English 'morning', is common at the start of the day.",
            "The pronoun table below is the core of this unit. In the dual and plural of the first person, te reo makes a distinction English does not: whether the listener is included. Tāua means 'you and I', but māua means 'he or she and I, not you'. Tātou is 'all of us, you included', while mātou is 'us, but not you'. Using the wrong one can exclude a listener you meant to welcome, so pay attention to who is in the conversation.",
            "<table><tr><th></th><th>One</th><th>Two</th><th>Three or more</th></tr><tr><td>First person</td><td>au / ahau (I)</td><td>tāua (incl.), māua (excl.)</td><td>tātou (incl.), mātou (excl.)</td></tr><tr><td>Second person</td><td>koe (you)</td><td>kōrua (you two)</td><td>koutou (you all)</td></tr><tr><td>Third person</td><td>ia (he, she)</td><td>rāua (they two)</td><td>rātou (they all)</td></tr></table>",
            "To introduce yourself, use the ko construction: Ko Mere tōku ingoa ('My name is Mere'). To say where you are from, use nō: Nō Rotorua ahau ('I am from Rotorua'). The matching questions are Ko wai tō ingoa? ('What is your name?') and Nō hea koe? ('Where are you from?'). In formal settings a speaker often gives a pepeha, naming in turn their mountain (Ko Taupiri te maunga), river, ancestral canoe and tribe, before giving their own name. Learners without Māori descent can adapt the pattern to describe the places they come from.",
          ),
        },
      },
      {
        title: "Building sentences with tense markers",
        description:
          "How a verbal sentence is built from a tense marker, a verb and its subject, and how to ask and answer simple questions and make negatives.",
        lesson: {
          title: "Kei te, i, ka and kua",
          html: p(
            "A basic Māori verbal sentence begins with a small word called a tense marker, followed by the verb, then the subject, then any object or place phrase. Verbs themselves never change their form for tense or person; all of that information is carried by the marker and the pronoun. This makes the system regular once the markers are learned.",
            "Kei te marks an action happening now: Kei te kai ahau ('I am eating'). I marks a completed action in the past: I haere ia ki te toa ('She went to the shop'). Ka marks a future or a new action about to begin: Ka haere mātou āpōpō ('We will go tomorrow'). Kua marks an action that has been completed and whose result still holds: Kua mutu te mahi ('The work has finished'). E ... ana surrounds the verb for an action in progress: E kōrero ana rāua ('The two of them are talking').",
            "Kei te also forms the most common everyday question, Kei te pēhea koe? ('How are you?'). Typical replies use a state word in the verb slot: Kei te pai ahau ('I am well'), Kei te ngenge ahau ('I am tired'), Kei te hiakai ahau ('I am hungry'). A yes–no question is formed simply by rising intonation: Kei te haere koe? ('Are you going?'). The answer is āe (yes) or kāo (no).",
            "Negatives with kāore follow a pattern learners often find surprising: the pronoun subject moves forward, directly after kāore, and the present marker kei te changes to i te. So Kei te kai au becomes Kāore au i te kai ('I am not eating'), and the past I haere ia becomes Kāore ia i haere ('He did not go').",
            "Two articles complete the basic toolkit: te means 'the' for one thing and ngā means 'the' for more than one, as in te whare (the house) and ngā whare (the houses). Because the noun itself usually does not change, the article is often the only sign of plurality. Combine these elements and short, correct sentences can be built from the first week: Kei te haere ngā tamariki ki te kura ('The children are going to school').",
          ),
        },
      },
    ],
  },
  {
    slug: "phenology-timing-in-nature",
    discipline: "Phenology",
    title: "Phenology: Timing in Nature",
    description:
      "When does the first swallow arrive, and why are oaks coming into leaf earlier than they did in the 1950s? An introduction to the science of seasonal timing, covering how phenophases are recorded, the temperature and daylength cues that trigger them, climate-driven shifts and trophic mismatch, and satellite phenology.",
    level: "beginner",
    duration: "six weeks (one two-hour lecture and one field walk a week)",
    plantedGap: "satellite phenology",
    modules: [
      {
        title: "What phenologists record",
        description:
          "Phenophases, standard coding scales such as BBCH, and how long-term records such as the Marsham diaries and the Kyoto cherry-blossom dates were built.",
        lesson: {
          title: "Phenophases and long-term records",
          html: p(
            "Phenology is the study of the timing of recurring biological events and of how that timing relates to weather and climate. The term was coined in the mid-nineteenth century by the Belgian botanist Charles Morren, but people had been noting the dates of flowering, harvest and bird arrival for centuries before it had a name.",
            "The unit of observation is the phenophase: a clearly defined, observable stage in an organism's annual cycle. For plants the common phenophases are bud burst, first leaf unfolded, first flower open, full flowering, first ripe fruit, leaf colouring and leaf fall. For animals they include the first sighting of a migrant, first song, first egg laid and the emergence of adult insects. A good definition leaves no room for doubt: 'first flower open' means a flower with its anthers or stigma visible, not a swelling bud.",
            "To make records comparable across species and sites, agricultural and ecological scientists often use the BBCH scale, a decimal code for growth stages. The first digit gives the principal stage, from 0 (germination or bud development) through 1 (leaf development), 5 (inflorescence emergence) and 6 (flowering) to 9 (senescence). The second digit subdivides it, so BBCH 60 is 'first flowers open' and BBCH 65 is full flowering, with half the flowers open.",
            "The value of phenology rests on long, consistent series. Robert Marsham, a Norfolk landowner, began recording 27 'indications of spring' in 1736, and his descendants kept the record going until 1958. In Japan, dates of full cherry blossom in Kyoto can be reconstructed from court diaries and other documents back to the ninth century; in 2021 the peak fell on 26 March, the earliest in that record.",
            "Good practice in the field follows from how such records are used. Observe the same marked individuals or the same fixed route every year; visit at least twice a week during the active season, because a phenophase missed by four days is recorded four days late; write down the exact location and the observer's name; and record when you looked and saw nothing, since absence data show how closely a site was watched. First dates are sensitive to effort and to population size, so where possible record the mean or median date as well.",
          ),
        },
      },
      {
        title: "Cues: temperature, chilling and daylength",
        description:
          "How growing degree-days, winter chilling and photoperiod combine to decide when buds burst, insects emerge and birds set off on migration.",
        lesson: {
          title: "Degree-days, chilling and photoperiod",
          html: p(
            "For temperate plants in spring, temperature is the dominant cue. Development proceeds faster in warm weather, and a simple way to capture this is the growing degree-day (GDD). For each day, subtract a base temperature, below which development is assumed to stop, from the daily mean temperature; negative values count as zero. Add up the daily values from a fixed start date, and an event is predicted when the running total reaches a threshold for that species.",
            "A worked example: with a base of 5 °C, common for temperate trees, four days with mean temperatures of 8, 11, 4 and 9 °C contribute 3 + 6 + 0 + 4 = 13 degree-days. Maize models usually use a base of 10 °C, and many insect models use a similar base, because insect development is also strongly temperature-driven.",
            "Many woody plants will not respond to spring warmth until they have first experienced enough cold. Buds enter a winter state called endodormancy, and this is broken only by accumulated chilling. A classic measure counts chill hours between 0 and 7.2 °C; more refined models, such as the Utah model, weight different temperatures differently and subtract hours above about 16 °C. This matters for climate change: a warmer winter can delay the release from dormancy, so warmer years do not always bring earlier bud burst in a straight line.",
            "Daylength, or photoperiod, is the third cue. It is the same every year on a given date, so it acts as a safeguard against being fooled by a warm spell in January. European beech is one of the most photoperiod-sensitive trees: even in a warm spring it holds back bud burst until the days are long enough. In autumn, shortening days together with falling temperatures trigger leaf senescence.",
            "Animals use the same cues in different proportions. Long-distance migrant birds time their departure largely by photoperiod on their wintering grounds, thousands of kilometres away, because they cannot sense the temperature of a European spring. Resident species and insects respond much more directly to local temperature. That difference sets up the problem of the next unit.",
          ),
        },
      },
      {
        title: "Climate change and trophic mismatch",
        description:
          "The evidence that springs have advanced, and what happens to predators and prey when their timing shifts by different amounts.",
        lesson: {
          title: "Earlier springs and the great tit's problem",
          html: p(
            "The clearest biological signal of recent warming is the advance of spring. In a European study published in 2006, Annette Menzel and colleagues analysed more than 125,000 phenological series from 21 countries for the period 1971 to 2000. About 78 per cent of leafing, flowering and fruiting records had become earlier, and spring and summer events had advanced on average by 2.5 days per decade. Earlier in Britain, Alastair and Richard Fitter, using Richard Fitter's own records from Oxfordshire, found that the mean first flowering date of 385 plant species was 4.5 days earlier in the 1990s than in the preceding four decades.",
            "Species do not all shift by the same amount, and this creates the risk of trophic mismatch. The idea goes back to David Cushing's match–mismatch hypothesis in fisheries science: the survival of young fish depends on whether they hatch when their plankton food is at its peak. The same logic applies on land wherever a consumer's period of greatest demand must coincide with a short-lived peak in food.",
            "The best-known terrestrial case comes from the Hoge Veluwe in the Netherlands. Great tits feed their nestlings mainly on winter moth caterpillars, which are abundant for only two or three weeks as oak leaves open. Marcel Visser and colleagues showed in 1998 that warmer springs had brought the caterpillar peak forward, but the birds' laying dates had advanced much less, so many broods were being raised after the food peak. The birds' laying is triggered partly by photoperiod and by temperatures earlier in spring that had warmed less than those later in the season.",
            "The pied flycatcher, which winters in West Africa, shows the problem more sharply. It cannot detect the early Dutch spring from its wintering grounds, and Christiaan Both and colleagues reported in 2006 that populations had declined by about 90 per cent over two decades in areas where the food peak was earliest, but far less where it was late.",
            "Mismatch is measured as the difference, in days, between the date of peak demand, such as when nestlings are about ten days old, and the date of peak food supply. Its consequences depend on how steep the food peak is and on whether a population can adjust its timing over generations.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-pickleball-foundations",
    discipline: "Pickleball coaching",
    title: "Coaching Pickleball: Foundations",
    description:
      "Pickleball's rapid growth has left many clubs with more new players than qualified coaches. Aimed at new and assistant coaches, the course covers the rules and the court, teaching the dink and the third-shot drop, doubles stacking, and planning a safe, well-paced session for beginners.",
    level: "beginner",
    duration: "five weeks (one three-hour practical a week)",
    plantedGap: "doubles stacking",
    modules: [
      {
        title: "The court, the rules and scoring",
        description:
          "Court dimensions, the serve, the two-bounce rule, the non-volley zone and traditional side-out scoring, explained as a coach must explain them to novices.",
        lesson: {
          title: "Rules every beginner must know",
          html: p(
            "A pickleball court measures 20 by 44 feet (6.10 by 13.41 metres), the same as a badminton doubles court, and the same court is used for singles and doubles. The net is 36 inches high at the sidelines and 34 inches at the centre, which is why cross-court shots pass over the lowest part of the net. On each side a non-volley zone, universally called the kitchen, extends 7 feet from the net; its lines count as part of the zone.",
            "The serve must be hit underhand. In a volley serve, contact must be below the server's waist, with the paddle moving in an upward arc and the paddle head below the wrist at contact. The rules now also allow a drop serve, in which the ball is dropped and struck after it bounces, and beginners often find this easier. The serve goes diagonally into the opposite service court and must clear the kitchen: a serve landing on the kitchen line is a fault.",
            "The two-bounce rule is the feature new players forget most often. The serve must bounce before it is returned, and the return must bounce before the serving team plays it. Only after these two bounces may either side volley. The kitchen rule then limits volleying: a player may not volley while touching the kitchen or its line, and it is also a fault if the momentum of a volley carries the player into the kitchen afterwards. Players may step into the kitchen at any time to play a ball that has bounced.",
            "In traditional scoring only the serving side can win a point, and games are normally played to 11, won by 2. In doubles the score is called as three numbers: the serving team's score, the receiving team's score, and the server number, 1 or 2. Both partners serve before the serve passes to the opponents, except at the start of the game, when only one partner serves; that is why the first call is 0–0–2. The first server of each side serves from the right-hand court, and partners switch sides each time they win a point on serve. Some events now trial rally scoring, so check the format before any tournament.",
          ),
        },
      },
      {
        title: "Teaching the dink and the third-shot drop",
        description:
          "Grip, ready position and a feeding progression for the two soft shots that decide most recreational doubles points.",
        lesson: {
          title: "Soft-game progressions",
          html: p(
            "Most recreational doubles points are decided near the kitchen line, so the soft game should be taught early. The dink is a soft shot played from at or near the kitchen line that lands in the opponents' kitchen. Because it bounces low in a zone where they cannot volley, it forces them to hit upwards, and a ball hit upwards can be attacked.",
            "Start with the grip. Most coaches teach a continental grip, like shaking hands with the paddle edge, because it allows forehand and backhand without changing grip. Ask players to hold it lightly, around three or four on a scale of ten, since a tight grip makes the ball fly. The ready position is knees bent, weight forward and paddle up in front of the chest.",
            "The dinking motion comes from the shoulder, with a firm wrist and a short lift rather than a swing. The aim is an arc that peaks on the player's own side of the net, so the ball is already descending as it crosses and drops into the kitchen. Use this progression, moving on only when most pairs succeed about seven times in ten:",
            "<ol><li>Coach feeds by hand; player dinks straight ahead into a hoop or target cones in the kitchen.</li><li>Cooperative straight dinking between partners at the line, counting consecutive shots.</li><li>Cooperative cross-court dinking, using the longer diagonal and the lower centre net.</li><li>Half-court competitive dinking, with points lost for balls landing outside the kitchen or popping up above net height.</li></ol>",
            "The third-shot drop solves a problem created by the two-bounce rule. After the return, the receiving team is usually already at the kitchen line, while the serving team is still at the baseline, held back by having to let the return bounce. The third shot is therefore hit from deep, and its aim is to land softly in the opponents' kitchen so that the serving team can move forward. Teach it as a long dink: open paddle face, low-to-high swing, follow-through towards the target, apex on the hitter's own side. A drop that sits up high has too much pace or wrist; correct one fault at a time, and have players take two or three steps forward after each good drop so that they learn to follow it in.",
          ),
        },
      },
      {
        title: "Planning a beginner session",
        description:
          "Structuring a sixty-minute group session for new players, with a warm-up, safety briefing, skill blocks and game play.",
        lesson: {
          title: "A sixty-minute session plan",
          html: p(
            "Pickleball attracts many players over fifty, and many who have not played a racket sport for years. The commonest injuries in this group are strains of the calf and Achilles tendon and falls, especially backwards falls onto an outstretched hand that can fracture the wrist. A good session plan is built around those risks as well as around the skills.",
            "Open with a safety briefing. Players must never run backwards for a lob: teach them to turn sideways and move back with crossover steps, or to let the ball go. Any loose ball rolling onto a court is a hazard, so anyone who sees one calls 'ball on court' and play stops immediately. Check footwear: court shoes with lateral support, not running shoes.",
            "A typical plan for eight players on two courts with one coach:",
            "<table><tr><th>Time</th><th>Block</th><th>Content</th></tr><tr><td>0–10 min</td><td>Warm-up</td><td>Walking, then side shuffles, leg swings, calf raises, split-step practice</td></tr><tr><td>10–25 min</td><td>Skill 1</td><td>Demonstrate, explain briefly, then practise: dinking progression at the kitchen line</td></tr><tr><td>25–40 min</td><td>Skill 2</td><td>Serve and return to deep targets, reinforcing the two-bounce rule</td></tr><tr><td>40–55 min</td><td>Games</td><td>Short games to 7, rotating partners, coach calling the score aloud</td></tr><tr><td>55–60 min</td><td>Cool-down</td><td>Light stretching, one key point to remember, questions</td></tr></table>",
            "Keep explanations under a minute and get players hitting quickly; beginners learn the strokes by repeating them, not by listening. Give feedback on one point at a time and phrase it as something to do, such as 'finish with the paddle pointing at the kitchen', rather than something to avoid.",
            "Equipment affects the session. Outdoor balls are harder, with about 40 smaller holes, and travel faster; indoor balls are softer, with about 26 larger holes, and are easier for beginners to control. Have spare paddles of moderate weight, roughly 7.5 to 8.5 ounces, for newcomers. Plan breaks for water every fifteen to twenty minutes in hot conditions, and know where the first-aid kit and the nearest defibrillator are before the first ball is hit.",
          ),
        },
      },
    ],
  },
  {
    slug: "growing-pulse-crops",
    discipline: "Pulse crop production",
    title: "Growing Pulse Crops",
    description:
      "Peas, field beans, lentils and chickpeas: an introductory course on how pulse crops fix nitrogen, where they fit in an arable rotation, how to establish them, which pests and diseases matter most, and how to approach grain marketing.",
    level: "beginner",
    duration: "eight weeks (one lecture and one farm visit a week)",
    plantedGap: "grain marketing",
    modules: [
      {
        title: "Nitrogen fixation and the rotation",
        description:
          "How root nodules supply the crop with nitrogen, how much a pulse leaves for the next crop, and why pulses are valued as a break crop.",
        lesson: {
          title: "Why grow a pulse?",
          html: p(
            "Pulses are legumes harvested for their dry seed. The FAO definition excludes legumes grown mainly for oil, such as soya and groundnut, and those picked green as vegetables, so in northern Europe the main pulses are combining peas and field beans (faba beans), with lentils and chickpeas grown on a smaller scale in drier regions.",
            "Their defining feature is biological nitrogen fixation. Soil bacteria called rhizobia infect the root hairs and form nodules, inside which the enzyme nitrogenase reduces atmospheric nitrogen gas to ammonia that the plant can use. Peas, beans, lentils and vetches are nodulated by Rhizobium leguminosarum biovar viciae; chickpeas need a different partner, Mesorhizobium ciceri. The reaction is expensive, costing about sixteen molecules of ATP for each molecule of nitrogen fixed, and the plant pays for it with sugars from photosynthesis.",
            "You can check whether fixation is working by digging up plants at early flowering and cutting nodules open. Active nodules are pink or red inside, coloured by leghaemoglobin, which controls oxygen around the nitrogenase. White, green or brown nodules are inactive. Few or no nodules on a pea or bean crop usually point to poor soil structure, waterlogging or very acid soil rather than a lack of bacteria, since most British soils that have grown these crops before carry plenty.",
            "A well-nodulated pulse needs no nitrogen fertiliser. Field beans commonly fix in the order of 100 to 200 kg of nitrogen per hectare, although much of this leaves the field in the protein-rich seed. The following cereal still benefits: wheat after a pulse typically needs less fertiliser nitrogen and often yields more than wheat after wheat.",
            "That yield gain is also a break-crop effect. A pulse interrupts the life cycles of cereal diseases such as take-all and allows different herbicides to be used against grass weeds such as black-grass. The benefit only lasts if pulses themselves are not grown too often. Peas and beans share several soil-borne diseases, including foot rots, so advisory bodies such as PGRO recommend a gap of at least five years between pea crops in the same field, and counting beans and peas together when planning the interval.",
          ),
        },
      },
      {
        title: "Establishment: drilling dates, depth and seed rates",
        description:
          "Choosing winter or spring types, working out a seed rate from thousand-grain weight, and drilling at the right depth into well-structured soil.",
        lesson: {
          title: "Getting the crop in",
          html: p(
            "Pulses are less forgiving of poor establishment than cereals because they cannot compensate much by tillering. Field beans come in winter and spring types: winter beans are drilled from mid-October to November and spring beans from February to March, as soon as soils are workable. Combining peas are almost all spring-sown, from late February to April. Pulses are very sensitive to compaction and waterlogging, so only drill when the soil is fit; a few days' wait for good conditions is almost always worth it.",
            "Seed rates must be set from the target plant population and the size of the seed, because thousand-grain weight (TGW) varies several-fold between varieties and seed lots. The standard formula is:",
            "<ul><li>Seed rate (kg/ha) = target plants per m² × TGW (g) ÷ expected establishment (%)</li></ul>",
            "Worked example: for spring beans the target might be 45 plants per square metre. If the seed lot has a TGW of 550 g and you expect 90 per cent of seeds to produce plants, the seed rate is 45 × 550 ÷ 90 = 275 kg/ha. Check the logic: 50 seeds per square metre are needed to give 45 plants, and 50 seeds weighing 0.55 g each is 27.5 g per square metre, which is 275 kg per hectare. Winter beans need far fewer plants, often around 20 to 25 per square metre, while combining peas are usually sown to achieve roughly 70 plants per square metre. Reduce the expected establishment figure for cloddy seedbeds or late drilling.",
            "Depth matters more than in most crops. Beans are drilled deep, typically 7 to 10 cm, which keeps the seed away from pigeons and rooks and places it below the layer treated by pre-emergence herbicides. Peas are usually sown at about 5 to 7 cm. Roll peas after drilling to press stones into the surface, as the crop is cut very close to the ground.",
            "Weed control in pulses relies heavily on pre-emergence herbicides, applied to a fine, moist seedbed soon after drilling, because post-emergence options are limited. Lentils and chickpeas, new to many farms, may need a seed inoculant with the correct rhizobia, since the bacteria are unlikely to be present in soils where these crops have never been grown.",
          ),
        },
      },
      {
        title: "Pests and diseases",
        description:
          "Recognising and managing the pests and diseases that most often cut yield or quality in peas and field beans.",
        lesson: {
          title: "Protecting peas and beans",
          html: p(
            "The pea and bean weevil, Sitona lineatus, is usually the first pest noticed, because the adults cut neat U-shaped notches in the leaf margins of emerging crops. The leaf damage is rarely serious on its own. The greater loss comes from the larvae, which feed on the root nodules and reduce nitrogen fixation, so crops under stress from drought or poor soil structure suffer most.",
            "The bean seed beetle, or bruchid, Bruchus rufimanus, matters mainly for quality. Adults migrate into flowering crops and lay eggs on young pods once temperatures rise above about 20 °C. The larvae bore into the developing seeds and later emerge, leaving round holes. Damaged beans are downgraded or rejected for human consumption, where quality standards allow very little holed seed, so monitoring during flowering and pod set, when warm spells coincide with young pods, is important.",
            "Pea moth, Cydia nigricana, lays eggs on pea plants, and its caterpillars feed inside the pods, spoiling seed intended for human food. Pheromone traps placed in the crop at early flowering show when moths are flying and help time any treatment. Aphids are pests in both crops: the black bean aphid forms dense colonies on bean shoots, and the pea aphid transmits viruses such as pea enation mosaic virus.",
            "<table><tr><th>Disease</th><th>Crop</th><th>Signs</th><th>Favoured by</th></tr><tr><td>Chocolate spot (Botrytis fabae)</td><td>Beans</td><td>Small brown spots on leaves, merging into blackened areas in aggressive phase</td><td>Wet, humid weather, dense canopies</td></tr><tr><td>Downy mildew (Peronospora viciae)</td><td>Peas, beans</td><td>Yellowing above, grey-violet fungal growth below leaves</td><td>Cool, damp springs</td></tr><tr><td>Bean rust (Uromyces viciae-fabae)</td><td>Beans</td><td>Raised orange-brown pustules</td><td>Warm weather later in the season</td></tr><tr><td>Ascochyta leaf and pod spot</td><td>Peas, beans</td><td>Sunken lesions with dark margins; can be seed-borne</td><td>Rain splash, infected seed</td></tr></table>",
            "Integrated control starts before drilling: use healthy, tested seed, respect rotation intervals, and choose varieties with good disease ratings on the descriptive lists. Monitor crops at least weekly from emergence and apply treatments only when pests or disease reach advisory thresholds, which protects the pollinating bees on which beans partly depend.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-qualitative-research-methods",
    discipline: "Qualitative research methods",
    title: "Introduction to Qualitative Research Methods",
    description:
      "A first course in qualitative inquiry for social science undergraduates. It covers framing a research question and sampling strategy, conducting semi-structured interviews, ethnographic fieldwork, and coding and thematic analysis, with weekly practical exercises built around students' own small projects.",
    level: "beginner",
    duration: "eleven weeks (one lecture and one workshop a week)",
    plantedGap: "ethnographic fieldwork",
    modules: [
      {
        title: "Designing a qualitative study",
        description:
          "Framing open research questions, choosing a purposive sample, deciding how many participants are enough, and judging the quality of qualitative work.",
        lesson: {
          title: "Questions, samples and saturation",
          html: p(
            "Qualitative research asks how, why and what it is like. It studies meanings, experiences and processes in people's own words, rather than measuring how much or how often. Compare two questions about university students. 'Does a sense of belonging predict whether first-year students stay on their course?' is a quantitative question, answered by measuring belonging and retention in a large sample. 'How do first-generation students describe belonging in their first term?' is a qualitative one: it wants rich accounts from a smaller number of people.",
            "Because the aim is depth rather than statistical generalisation, qualitative samples are chosen on purpose. Michael Patton's term purposive sampling covers strategies for selecting information-rich cases. Maximum variation sampling deliberately includes people who differ, for example in age, gender and subject, to see which patterns hold across them. Homogeneous sampling focuses on one tightly defined group. Snowball sampling asks participants to recommend others and is useful for hard-to-reach groups, at the cost of recruiting through one social network. In grounded theory, Barney Glaser and Anselm Strauss described theoretical sampling, in which the choice of later participants is guided by ideas emerging from earlier analysis.",
            "How many participants are enough? The traditional answer is saturation: keep going until new data add no new insights. Greg Guest and colleagues tested this in 2006 with 60 interviews and found that, in a fairly homogeneous sample, most of their codes had appeared within the first twelve interviews. Later writers caution against treating twelve as a rule. Malterud and colleagues proposed information power: the narrower the aim, the more specific the sample and the richer the dialogue, the fewer participants are needed.",
            "Quality in qualitative research is judged by different criteria from validity and reliability. Yvonna Lincoln and Egon Guba proposed four: credibility (do the findings ring true to participants and the data?), transferability (is there enough description for readers to judge whether findings apply elsewhere?), dependability (is the process documented and consistent?) and confirmability (are findings grounded in data rather than the researcher's preferences?). Keeping a reflexive diary, in which you note your own assumptions and decisions, supports all four.",
          ),
        },
      },
      {
        title: "Semi-structured interviewing",
        description:
          "Writing an interview guide, asking open questions and probes, running an interview well and preparing transcripts for analysis.",
        lesson: {
          title: "Writing and running an interview guide",
          html: p(
            "A semi-structured interview follows a guide of prepared questions but allows the interviewer to change the order, follow up unexpected points and let the participant lead. It is the most widely used qualitative method because it balances comparability across interviews with the flexibility to explore.",
            "A typical guide for a 45- to 60-minute interview has six to ten main questions. Begin with easy, descriptive questions that help the participant settle, such as 'Can you tell me how you came to choose this course?', and move towards more reflective or sensitive topics once rapport is established. End with an open invitation: 'Is there anything we haven't talked about that you think is important?'",
            "Good questions are open, neutral and single. Avoid closed questions that invite yes or no, leading questions that signal the answer you expect, and double-barrelled questions that ask two things at once. For example, 'Didn't you find the first weeks stressful and isolating?' is leading, closed and double-barrelled; 'How did you experience your first few weeks?' is none of these. Under each main question, list probes to use if needed: 'Can you give me an example?', 'What happened next?', 'How did you feel about that?'",
            "Pilot the guide with one or two people similar to your participants, then revise questions that were misunderstood or produced short answers. Before each interview, give the participant an information sheet, obtain written consent, and explain that they may skip questions or stop at any time. Record with the participant's permission, on two devices if possible.",
            "During the interview, listen more than you speak. Allow silences: people often add their most considered thoughts after a pause. Summarise occasionally to check understanding, and avoid sharing your own views, which can steer answers. Immediately afterwards, write a short memo noting the setting, the participant's manner and your first impressions of what mattered.",
            "Transcribe verbatim, including hesitations and laughter where they carry meaning, and remove identifying details. Allow four to six hours to transcribe one hour of speech by hand. Automatic transcription is faster but must be checked line by line against the recording.",
          ),
        },
      },
      {
        title: "Coding and thematic analysis",
        description:
          "Following Braun and Clarke's six phases from familiarisation to the written report, and telling codes from themes.",
        lesson: {
          title: "Braun and Clarke's six phases",
          html: p(
            "Thematic analysis is a method for identifying and interpreting patterns of meaning across a data set. The most widely cited version is by Virginia Braun and Victoria Clarke, first published in 2006, which sets out six phases. They are not a rigid sequence; analysts move back and forth between them.",
            "<ol><li>Familiarisation: read and reread the transcripts, listen to recordings, and note initial ideas.</li><li>Generating initial codes: label features of the data relevant to the research question, systematically across the whole data set.</li><li>Generating themes: collate codes into candidate themes and gather the data relevant to each.</li><li>Reviewing themes: check each theme against the coded extracts and against the whole data set, splitting, merging or discarding as needed.</li><li>Defining and naming themes: write a short definition of what each theme captures and give it a clear, informative name.</li><li>Writing the report: select vivid extracts and relate the analysis back to the question and the literature.</li></ol>",
            "The difference between a code and a theme is the point students most often miss. A code is a short label attached to a segment of data. A theme is a pattern of shared meaning organised around a central idea. Consider this extract from a first-year student: 'I always sat at the back so nobody would ask me anything.' Codes might include 'avoiding attention in class' and 'fear of being exposed as not knowing'. Across several participants, such codes might form a theme named 'Managing visibility', describing how students regulate how much they are seen until they feel they belong.",
            "Coding can be semantic, staying close to what participants say, or latent, interpreting underlying assumptions. It can be inductive, driven by the data, or deductive, guided by an existing theory. Say which you did and why.",
            "A common weakness is presenting topic summaries as themes: 'Experiences of teaching' merely collects everything said about teaching, whereas a theme makes an interpretive claim. Keep an audit trail of codebooks and memos, whether you work in software such as NVivo or with printed transcripts and coloured pens, so a reader can follow how you reached your themes.",
          ),
        },
      },
    ],
  },
];
