/** Eighty-first held-out evaluation courses, beginner level (A to F); see ai-courses-heldout81.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT81_A: EvalCourse[] = [
  {
    slug: "espresso-and-milk-foundations-of-barista-practice",
    discipline: "Barista skills",
    title: "Espresso and Milk: Foundations of Barista Practice",
    description:
      "Pulling a balanced shot is as much about numbers as about feel. Aimed at new café staff and hospitality students, the course covers dose, yield and extraction time; grinder adjustment; steaming and texturing milk; latte art; and the cleaning routine that keeps an espresso machine in service.",
    level: "beginner",
    duration: "six weeks (one three-hour practical session a week)",
    plantedGap: "latte art",
    modules: [
      {
        title: "Dialling In: Dose, Yield and Time",
        description:
          "How to set and adjust an espresso recipe by weighing the dose and the drink and reading the taste of the shot.",
        lesson: {
          title: "Reading a recipe and correcting a shot",
          html: p(
            "An espresso recipe has three numbers: the dose of dry ground coffee, the yield of liquid espresso in the cup, and the time the pump runs. A common starting point for a double basket is 18 g in, 36 g out, in 25 to 30 seconds. The ratio of dose to yield, here 1:2, is the brew ratio; a ristretto runs tighter, around 1:1.5, and a lungo looser, around 1:3. Weigh both dose and yield on a scale reading to 0.1 g, because judging by volume is unreliable when crema can make up a third of the liquid.",
            "The machine supplies the other conditions. Most commercial machines push water through the puck at about 9 bar, at a temperature between 90 and 96 °C, usually set near 93 °C. Within those limits the barista controls extraction mainly through grind size. A finer grind packs more tightly, slows the flow and dissolves more from each particle; a coarser grind does the opposite. The target is to dissolve roughly 18 to 22 per cent of the coffee's dry mass, the range the Specialty Coffee Association associates with balanced flavour.",
            "Taste tells you which way to move. A shot that runs fast and tastes sour, salty or thin is under-extracted: grind finer. A shot that runs slow and tastes bitter, hollow or dry on the tongue is over-extracted: grind coarser. Change one variable at a time, and after adjusting the grinder purge a few grams, because the burr chamber holds old grounds that would otherwise go into the next shot.",
            "Puck preparation decides whether the recipe is repeatable. Distribute the grounds evenly in the basket before tamping, tamp level and with the same firm pressure every time, and wipe loose grounds from the rim so the group gasket seals. An uneven puck lets water find a path of least resistance, called channelling, which over-extracts coffee along the channel and under-extracts the rest; a shot that blonds early or sprays from the bottom of a naked portafilter is the usual sign. Fresh beans also matter: most roasters suggest resting espresso roasts for a week or two after roasting so that carbon dioxide can escape.",
          ),
        },
      },
      {
        title: "Steaming and Texturing Milk",
        description:
          "The two stages of steaming, the temperatures to aim for and how milk composition changes the foam.",
        lesson: {
          title: "Stretching, rolling and stopping at the right temperature",
          html: p(
            "Good steamed milk is glossy microfoam: bubbles too small to see, folded evenly through the liquid so that it pours like wet paint. It is made in two stages. Start with cold milk straight from the fridge, at about 4 °C, because cold milk gives you more time before it gets too hot. Fill the jug to just below the base of the spout, and purge the steam wand into a cloth to clear condensed water.",
            "In the first stage, stretching, set the wand tip just below the surface and open the valve fully. The tip draws air in with a soft, regular sound like paper tearing, and the volume rises. Stretch for longer for a cappuccino, which needs a thick foam layer of a centimetre or more, and only briefly for a flat white or cortado, which need a thin, silky layer. Large bubbles and a loud screech mean the tip is too high.",
            "In the second stage, texturing, lower the tip slightly and angle the jug so that the milk spins in a whirlpool. The rolling motion breaks large bubbles into small ones and folds the foam into the liquid. Stop at 55 to 65 °C. A practical guide is the hand on the side of the jug: when it becomes too hot to hold for more than a second, you are near 60 °C. Above about 70 °C milk tastes flat and cooked, because its perceived sweetness falls and its whey proteins denature.",
            "Composition explains why milks behave differently. In whole cow's milk, about 3.3 per cent protein stabilises the bubble walls, and fat gives body and a rounder taste; semi-skimmed milk foams easily but the foam is drier. Plant milks sold for café use usually contain added acidity regulators, such as dipotassium phosphate, so that their proteins do not curdle when they meet acidic coffee. After steaming, wipe and purge the wand at once, before milk bakes on, then tap the jug on the counter and swirl it to burst stray bubbles and keep the foam glossy until you pour.",
          ),
        },
      },
      {
        title: "Cleaning and Maintaining the Espresso Station",
        description:
          "The daily and weekly cleaning tasks for the group heads, steam wands, grinder and water supply, and the reasons for each.",
        lesson: {
          title: "Backflushing, soaking and the weekly routine",
          html: p(
            "Coffee contains oils that cling to metal and turn rancid within hours, and milk residues grow bacteria. A dirty machine therefore makes bitter, stale-tasting drinks however good the beans. Cleaning is part of the job, not an extra, and most cafés post a written schedule beside the machine.",
            "Backflushing cleans the group head and the solenoid valve behind it. Fit a blind basket, which has no holes, into the portafilter, add 3 to 5 g of espresso-machine detergent, lock it in and run the pump for about ten seconds, then stop for ten seconds; the pressure forces detergent back through the group and out of the drain. Repeat five times, then rinse with plain water in the same pattern. During service, a quick water-only backflush every hour or so keeps oils from building up. Only machines with a three-way solenoid valve can be backflushed; check the manual first.",
            "The daily routine at close usually includes:" +
              "<ul><li>backflushing each group with detergent, then rinsing;</li><li>soaking portafilters and baskets (not the plastic handles) in hot detergent solution;</li><li>scrubbing the group gasket and shower screen with a group brush;</li><li>soaking the steam wand tips in milk-system cleaner and purging the wand;</li><li>emptying and washing the drip tray and knock box.</li></ul>",
            "Weekly tasks go deeper. Remove and clean the shower screens, brush old grounds from the grinder burrs and hopper, and wash the hopper to remove oil. Check the group gaskets: a gasket that has hardened lets water leak around the portafilter and needs replacing, typically every six to twelve months in a busy café.",
            "Water quality decides how long the machine lasts. Hard water deposits limescale in the boiler and heating elements, which cuts heating efficiency and can block the narrow pipes. Most cafés fit a filter or softening cartridge on the water supply and change it after the number of litres the manufacturer states, which depends on the local supply. Scale is far easier to prevent than to remove, because descaling a commercial boiler means taking the machine out of service.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-amateur-boxing-stance-punches-and-safe-sparring",
    discipline: "Boxing coaching",
    title: "Coaching Amateur Boxing: Stance, Punches and Safe Sparring",
    description:
      "For club volunteers working towards a first coaching qualification. Sessions cover the orthodox and southpaw stance, footwork, the four basic punches and pad work, hand wrapping, and how to run conditioned sparring that keeps novice boxers safe.",
    level: "beginner",
    duration: "eight weeks (one two-hour practical session a week)",
    plantedGap: "hand wrapping",
    modules: [
      {
        title: "Stance, Guard and Footwork",
        description:
          "Setting up a balanced stance and guard and teaching the step-and-slide footwork that underpins every punch.",
        lesson: {
          title: "Building the stance from the feet up",
          html: p(
            "Every punch and every defensive move starts from the stance, so coaches teach it first and correct it constantly. For an orthodox boxer, who leads with the left side, the feet are about shoulder-width apart with the left foot forward. Draw an imaginary line on the floor: the toes of the front foot and the heel of the back foot sit either side of it, never on it, so the boxer is stable both forwards and sideways. The front foot points roughly towards the opponent or slightly inwards, the back foot turns out at about 45 degrees, and the back heel is lifted a little so the boxer is ready to push off.",
            "The knees stay soft, the body upright with the chin tucked towards the lead shoulder. The lead hand is held at about eye height, a little in front of the face; the rear hand rests against the chin or cheek. The elbows stay close to the ribs to protect the body. A southpaw mirrors all of this with the right foot and hand leading. Let beginners find their own side rather than forcing everyone orthodox; most will lead with the weaker hand.",
            "Footwork follows one rule: step with the foot nearest the direction of travel, then slide the other foot the same distance to restore the stance. To go forward, the front foot steps and the back foot follows; to go back, the back foot steps first; to go left as an orthodox boxer, the left foot leads. The feet never cross and never come together, because a boxer with crossed feet can be pushed over and cannot punch. A pivot on the ball of the front foot turns the stance to a new angle.",
            "Useful drills include mirror work, where pairs face each other and one follows the other's steps; shadow boxing with the coach calling directions; and the ladder or floor-line drill for rhythm. Common faults to watch for are a stance that is too narrow, heels flat on the floor, the chin lifting, and the rear hand dropping when the boxer moves. Correct one fault at a time and praise the fix.",
          ),
        },
      },
      {
        title: "The Jab, Cross, Hook and Uppercut",
        description:
          "Teaching the mechanics of the four basic punches, the numbering system for combinations and how to hold pads for them.",
        lesson: {
          title: "Punch mechanics and pad work",
          html: p(
            "Most clubs number the punches so that combinations can be called quickly: 1 is the jab, 2 the cross, 3 the lead hook, 4 the rear hook, 5 the lead uppercut and 6 the rear uppercut. A call of 1-2-3 is therefore jab, cross, lead hook.",
            "The jab is the lead hand thrown straight from the guard. The fist travels in a straight line, turns so the palm faces down just before contact, and comes back along the same line to the guard; a small step with the front foot adds range. The cross is the rear hand thrown straight. Power comes from the ground: the back foot pivots so the heel turns outwards, the hips and shoulders rotate towards the target, and the arm extends last. Teach the sequence as a chain from foot to fist, and check that the lead hand stays up to guard the chin while the rear hand is out.",
            "The lead hook is a short, horizontal punch. The elbow rises to about shoulder height with the arm bent at roughly 90 degrees, and the boxer rotates on the ball of the front foot so the hips turn the arm through the target; the arm itself hardly moves relative to the body. The uppercut rises from below. The boxer dips slightly by bending the knees, then drives upwards with the legs and hips, keeping the punch short with the palm facing the boxer. Wide, looping hooks and uppercuts that start with a wind-up are the typical beginner faults, because they are slow and leave the chin open.",
            "Pad work lets the coach act as a moving target. Hold the pads close to where a real head or body would be, at the boxer's own head height, and meet each punch with a slight push so that the boxer feels resistance without the coach's elbows taking the shock. Angle the pad for each punch: facing forwards for straight punches, turned inwards for hooks, facing down for uppercuts. Call short combinations, start slowly, and build speed only when technique holds. Rounds for beginners are usually two minutes with a one-minute rest.",
          ),
        },
      },
      {
        title: "Running Safe Conditioned Sparring",
        description:
          "Matching partners, setting rules that limit risk, and responding correctly to a suspected head injury.",
        lesson: {
          title: "Conditioned sparring and concussion",
          html: p(
            "Sparring is where boxers learn to use technique against a resisting partner, and it is where most injuries happen. For novices it should always be conditioned: the coach sets rules that limit what each boxer may do, so that the exercise teaches one skill at a controlled intensity. Examples include jab-only sparring; body-only sparring, where punches to the head are not allowed; attacker-and-defender rounds, where one boxer throws and the other may only block, slip or move; and counter drills, where one boxer may only punch after the partner has.",
            "Match partners by size, age, experience and temperament, not just by who is free. Every boxer wears a headguard, a fitted mouthguard and properly fitting sparring gloves, usually 14 to 16 oz, which spread the force of a punch more than bag gloves do. Set the intensity before the round, for example 'fifty per cent, touch don't hurt', and stop the round at once if one boxer starts to dominate or lose control. Rounds for beginners are short, often one to two minutes, and the coach stands close enough to step in.",
            "Coaches must recognise a possible concussion. Signs include a boxer who is slow to get up, unsteady on their feet, holding their head, confused about the round or score, or who has a blank look; symptoms reported by the boxer include headache, dizziness, nausea, blurred vision and feeling 'foggy'. The rule in UK grassroots sport guidance, published in 2023, is simple: if in doubt, sit them out. Remove the boxer from the session straight away, do not let them return that day, and make sure they are not left alone or allowed to drive. Red flags, such as worsening headache, repeated vomiting, seizure or increasing drowsiness, mean calling emergency services.",
            "The same guidance advises 24 to 48 hours of relative rest, a gradual return to activity, and no return to competition before day 21 after the injury, and only if symptoms have gone. Record every incident, tell parents or carers of junior boxers, and follow your national governing body's medical rules before the boxer spars again.",
          ),
        },
      },
    ],
  },
  {
    slug: "rearing-dairy-calves-from-birth-to-weaning",
    discipline: "Calf rearing",
    title: "Rearing Dairy Calves from Birth to Weaning",
    description:
      "A calf's first ten weeks shape its health and growth for the rest of its life. Practical sessions on farm deal with colostrum management and navel care; milk replacer feeding; housing and ventilation; disbudding; and weaning onto solid feed, with growth targets for replacement heifers.",
    level: "beginner",
    duration: "ten weeks (one half-day farm session a week)",
    plantedGap: "disbudding",
    modules: [
      {
        title: "Colostrum and the Newborn Calf",
        description:
          "Why the calf depends on colostrum for immunity, and how to feed enough good colostrum soon enough.",
        lesson: {
          title: "Quality, quantity and speed",
          html: p(
            "A calf is born with almost no antibodies, because the structure of the cow's placenta stops immunoglobulins from crossing to the foetus. For its first weeks the calf relies on antibodies absorbed from colostrum, the first milk, a process called passive transfer. The small intestine can absorb these large proteins whole only for a short time after birth; absorption falls steadily over the first day and has largely stopped by about 24 hours, when the gut 'closes'. Calves that miss out suffer more scour and pneumonia and grow more slowly.",
            "Farm advice summarises good practice as the three Qs. Quality: good colostrum contains more than 50 g of immunoglobulin G (IgG) per litre, which corresponds to a reading of 22 per cent or more on a Brix refractometer. Test each cow's colostrum and freeze surplus good colostrum for later. Quantity: feed about 10 per cent of the calf's birth weight at the first feed, so around 4 litres for a 40 kg Holstein calf. Quickly: give that first feed within two hours of birth, and a second feed within about twelve hours.",
            "If the calf will not suck a teat, a trained stockperson can give colostrum with an oesophageal tube feeder, passing the tube down the left side of the mouth and checking that it can be felt in the oesophagus on the left side of the neck, beside the windpipe, before releasing the liquid. Clean equipment matters because bacteria in colostrum bind to the gut and reduce antibody absorption; aim for fewer than 100,000 colony-forming units per millilitre. Thaw frozen colostrum in warm water no hotter than about 60 °C, not in boiling water or at full microwave power, which would damage the proteins.",
            "Vets check whether passive transfer has worked by testing blood from calves aged two to seven days. Serum total protein of about 5.2 g/dL or more, or a serum Brix reading of 8.4 per cent or more, has traditionally been taken to show adequate transfer; newer herd standards aim higher. The navel is the other early route for infection: dip it in strong iodine or chlorhexidine solution as soon as possible after birth, and again a few hours later, and keep the calving pen clean and well bedded.",
          ),
        },
      },
      {
        title: "Milk Feeding and Calf Housing",
        description:
          "Mixing and feeding milk replacer, providing water, and keeping calves warm and dry in well-ventilated buildings.",
        lesson: {
          title: "Feeding plans and the calf's environment",
          html: p(
            "After the colostrum feeds, most dairy calves are reared on whole milk or milk replacer. A typical replacer for heifer calves contains 20 to 26 per cent crude protein and 16 to 20 per cent fat, and is mixed at around 125 to 150 g of powder per litre of mix. Traditional systems fed about 4 litres a day, but research since the 2000s has shown that calves fed more, around 6 to 8 litres a day or 750 to 900 g of powder, grow faster and later produce more milk. Feed at about 39 °C, at the same times each day, at the same concentration, because sudden changes upset digestion and can cause nutritional scour.",
            "Fresh, clean water must be available from the first days of life; in the UK the welfare regulations require it for all calves over two weeks old, and for younger calves in hot weather or when they are ill. Water drives intake of dry feed and therefore rumen development. Provide calf starter, a palatable concentrate, and clean straw or hay from the first week.",
            "Housing has three jobs: keep calves dry, supply fresh air and avoid draughts. Airborne bacteria and ammonia from wet bedding are the main drivers of calf pneumonia, so buildings need air inlets high on the side walls and outlets at the ridge, so warm, stale air can rise out by the stack effect. At calf height, air speed should be low, under about 0.2 m/s in winter. A newborn calf's lower critical temperature is around 10 to 15 °C, meaning it uses extra energy to keep warm below that. In cold weather give deep straw that the calf can nest in, so that its legs are hidden when it lies down, and consider calf jackets.",
            "Calves may be kept individually or in pairs or small groups. UK rules require that a calf in an individual pen can see and touch other calves and that calves are not kept in individual pens after eight weeks of age unless a vet certifies it. Pair housing from early on encourages starter intake and eases the stress of grouping at weaning.",
          ),
        },
      },
      {
        title: "Weaning and Growth Targets",
        description: "How the rumen develops, when a calf is ready to wean, and how to measure growth against targets.",
        lesson: {
          title: "From milk to solid feed",
          html: p(
            "A newborn calf digests milk like a single-stomached animal. When it sucks, a reflex closes the oesophageal groove, sending milk past the rumen to the abomasum, the true stomach. The rumen is small and undeveloped at birth and must grow before the calf can live on solid feed. Its development depends on what the calf eats. Concentrate starter is fermented by rumen microbes into volatile fatty acids, especially butyrate and propionate, which stimulate the growth of the papillae that line the rumen wall and absorb nutrients. Chopped straw or hay adds bulk, develops the rumen's muscle layer and helps keep its pH stable.",
            "Weaning is therefore timed by starter intake, not just by age. A widely used rule is to wean when a calf eats at least 1 to 1.5 kg of starter a day for three days in a row. Most dairy calves reach this between eight and ten weeks. Reduce milk gradually over one to two weeks, for example by halving the feed and then moving to a single feed a day, rather than stopping abruptly, because a sudden drop in energy intake causes a growth check.",
            "Weaning is stressful, so avoid stacking other stresses on it. Do not wean, regroup, move to a new building and vaccinate in the same week; keep calves in the same group for a week or two after weaning before making other changes.",
            "Growth targets give a measure of success. A common target is for a heifer calf to double its birth weight by about eight weeks, which requires a daily liveweight gain of around 0.7 to 0.8 kg. Weigh calves at birth and at weaning, using scales or a weigh band around the heart girth, and record the results. Calves that fall behind usually point to a problem earlier in rearing, such as poor colostrum intake or respiratory disease, and the records let the farm find and fix it. Well-grown heifers can be served at about 13 to 15 months and calve at around two years old.",
          ),
        },
      },
    ],
  },
  {
    slug: "talk-in-interaction-an-introduction-to-conversation-analysis",
    discipline: "Conversation analysis",
    title: "Talk in Interaction: An Introduction to Conversation Analysis",
    description:
      "How do speakers know when it is their turn, and how do they fix a misunderstanding in mid-sentence? Working with recordings of everyday talk, the course introduces Jeffersonian transcription, turn-taking, adjacency pairs, preference organisation, repair and membership categorisation.",
    level: "beginner",
    duration: "ten weeks (one two-hour data session a week)",
    plantedGap: "membership categorisation",
    modules: [
      {
        title: "Transcribing Talk: The Jefferson System",
        description:
          "Why conversation analysts transcribe in fine detail and how to read and produce a Jeffersonian transcript.",
        lesson: {
          title: "Symbols for timing, overlap and delivery",
          html: p(
            "Conversation analysis, developed in the 1960s and 1970s by Harvey Sacks, Emanuel Schegloff and Gail Jefferson, studies naturally occurring talk: recordings of real interaction, not invented examples or interviews about how people think they speak. Sacks argued that there is 'order at all points', so details that look like noise, such as a half-second pause or a breath, may be doing interactional work. The transcript therefore records not only words but how and when they were said. The system most analysts use was devised by Gail Jefferson; its commonest symbols are:" +
              "<table><tr><th>Symbol</th><th>Meaning</th></tr><tr><td>(0.5)</td><td>silence timed in seconds</td></tr><tr><td>(.)</td><td>micropause, under about 0.2 seconds</td></tr><tr><td>[ ]</td><td>start and end of overlapping talk</td></tr><tr><td>=</td><td>latching: no gap between one turn and the next</td></tr><tr><td>wo::rd</td><td>sound stretched; more colons, longer stretch</td></tr><tr><td><u>word</u></td><td>underlining marks stress</td></tr><tr><td>WORD</td><td>noticeably louder talk</td></tr><tr><td>°word°</td><td>noticeably quieter talk</td></tr><tr><td>&gt;word&lt;</td><td>faster talk</td></tr><tr><td>.hh / hh</td><td>in-breath / out-breath</td></tr><tr><td>↑ ↓</td><td>sharp rise or fall in pitch</td></tr><tr><td>( )</td><td>talk the transcriber could not hear</td></tr><tr><td>(( ))</td><td>transcriber's description</td></tr></table>",
            "Punctuation marks intonation, not grammar: a full stop is falling intonation, a comma continuing intonation, a question mark strongly rising intonation. Line numbers let analysts refer to exact moments. Recordings are made with the participants' informed consent, and names, places and other identifying details are replaced with pseudonyms in the transcript.",
            "Transcribing is slow: an hour's careful transcript may cover only a minute or two of lively talk. Analysts work from the recording throughout, using the transcript as a tool for noticing rather than a substitute for the data. A good exercise is to transcribe the same thirty seconds twice, a week apart, and compare the versions, which quickly shows how much of what we hear we normally filter out.",
          ),
        },
      },
      {
        title: "Who Speaks Next? Turn-Taking and Sequences",
        description:
          "The turn-taking system described by Sacks, Schegloff and Jefferson, and the adjacency pair as the basic unit of sequence.",
        lesson: {
          title: "Turn-constructional units and adjacency pairs",
          html: p(
            "In 1974 Sacks, Schegloff and Jefferson published 'A simplest systematics for the organization of turn-taking for conversation' in the journal Language. They noted that in ordinary conversation, overwhelmingly one person speaks at a time, and transitions from one speaker to the next mostly happen with little gap and little overlap. No one decides the order of speakers in advance, so how is this achieved?",
            "Their answer has two parts. Turns are built from turn-constructional units (TCUs): a sentence, a clause, a phrase or even a single word such as 'Tuesday.' Listeners can project when a TCU will be complete from its grammar, intonation and the action it is doing, and the point of possible completion is a transition-relevance place. At that place, a set of ordered rules applies: if the current speaker has selected the next speaker, for example by name or gaze, that person should speak; if not, anyone may self-select, and the first to start gets the turn; if no one does, the current speaker may continue. Much overlap happens exactly at these places, when two people self-select at once.",
            "Talk is also organised in sequences. The basic unit is the adjacency pair: two turns by different speakers, where the first pair part, such as a question, greeting, invitation or request, makes a particular type of second pair part relevant next, such as an answer, return greeting, acceptance or refusal. Schegloff called this conditional relevance. Because the second part is expected, its absence is noticeable: if a question gets silence, the questioner usually treats it as meaningful and may repeat or rephrase it.",
            "Pairs can be expanded. An insertion sequence comes between the first and second parts, as when A asks 'Can I have a large coffee?' and B replies 'Oat milk or regular?' before serving. A pre-sequence comes before, as when 'What are you doing tonight?' checks the ground before an invitation; a reply of 'Nothing much' gives a go-ahead, while 'Working, why?' lets the inviter withdraw without a refusal ever being spoken.",
          ),
        },
      },
      {
        title: "Preference and Repair",
        description:
          "How speakers design agreeing and disagreeing responses differently, and how they deal with trouble in speaking, hearing and understanding.",
        lesson: {
          title: "Dispreferred responses and the organisation of repair",
          html: p(
            "Not all second pair parts are equal. For an invitation, acceptance is the preferred response and refusal the dispreferred one; for most assessments, agreement is preferred. Preference here does not refer to what the speaker privately wants. It describes how responses are built. Preferred responses tend to come quickly and plainly. Dispreferred responses tend to be delayed by a pause, prefaced with items such as 'well' or 'uh', softened, and accompanied by an account. Compare 'Yes, I'd love to' with '(0.8) Well (.) I'd really like to but I've got my sister staying that weekend.' Anita Pomerantz showed in 1984 that the same features mark disagreement with an assessment, so a pause after 'Great film, wasn't it?' is often heard as the start of disagreement before a word of it is said.",
            "Repair is the set of practices for dealing with trouble in speaking, hearing or understanding. Schegloff, Jefferson and Sacks, in a 1977 paper, distinguished who notices the trouble from who fixes it, and identified a preference for self-repair. The stretch of talk that causes trouble is called the trouble source.",
            "Self-initiated self-repair is the most common kind and usually happens within the same turn: 'She went on Thurs- no, Friday.' Other-initiated repair happens when the recipient signals a problem in the next turn, leaving the original speaker to fix it. Initiators range from open-class forms such as 'Huh?' or 'Sorry?', which do not locate the problem, to more specific ones such as 'Who?', a partial repeat ('On Friday?') or a candidate understanding ('You mean the Friday after next?'). Speakers tend to use the strongest initiator they can, because it shows how much they did understand.",
            "Third-position repair deals with misunderstanding that only becomes visible from the other person's response: A asks something, B answers in a way that shows B took the question differently, and A says 'No, I meant...'. Analysing repair shows participants displaying to each other, and therefore to the analyst, how they understood the previous turn.",
          ),
        },
      },
    ],
  },
  {
    slug: "esperanto-for-beginners-grammar-word-building-and-conversation",
    discipline: "Esperanto language",
    title: "Esperanto for Beginners: Grammar, Word-Building and Conversation",
    description:
      "Designed in 1887 to be learned quickly, Esperanto has regular spelling, no irregular verbs and a productive system of affixes. Beginners practise pronunciation and stress; noun, adjective and verb endings; the accusative; building words with affixes; and the table of correlatives, alongside simple everyday conversation.",
    level: "beginner",
    duration: "twelve weeks (two one-hour classes a week)",
    plantedGap: "table of correlatives",
    modules: [
      {
        title: "Sounds, Letters and Stress",
        description: "The 28-letter alphabet, the sounds of the accented letters and the fixed stress rule.",
        lesson: {
          title: "One letter, one sound",
          html: p(
            "Esperanto was published in Warsaw on 26 July 1887 by Ludwik Lejzer Zamenhof, an eye doctor, in a booklet in Russian known as the Unua Libro (First Book), under the pen name Doktoro Esperanto, 'Doctor Hopeful'. The core rules were fixed by the Fundamento de Esperanto, accepted at the first World Esperanto Congress at Boulogne-sur-Mer in 1905. A key aim was ease of learning, and pronunciation shows it: every letter has one sound, and every sound is written with one letter.",
            "The alphabet has 28 letters. It lacks q, w, x and y, and adds six with diacritics. Most letters sound much as in Italian or Spanish, but several differ from English:" +
              "<ul><li>c is 'ts' as in 'bits': celo (aim);</li><li>ĉ is 'ch' as in 'church': ĉokolado;</li><li>ĝ is 'j' as in 'judge': ĝardeno (garden);</li><li>ĥ is the throaty 'ch' of Scottish 'loch': ĥoro (choir);</li><li>j is 'y' as in 'yes': jes (yes);</li><li>ĵ is 's' as in 'measure': ĵurnalo (newspaper);</li><li>ŝ is 'sh': ŝipo (ship);</li><li>ŭ is a short 'w' used after a or e: aŭto (car), Eŭropo.</li></ul>",
            "The five vowels a, e, i, o, u are pure and roughly as in Spanish; they do not reduce to a neutral 'uh' sound in unstressed syllables as English vowels do. The combinations aj, oj, ej and uj sound like English 'eye', 'boy', 'hey' and 'phooey', and aŭ is like 'cow'.",
            "Stress always falls on the second-to-last syllable, with no exceptions in ordinary words: a-MI-ko (friend), fa-mi-LI-o (family), es-pe-RAN-to. Each vowel makes a syllable, so familio has four and the i and o are said separately. This rule lets a learner read any word aloud correctly on first sight.",
            "Useful first phrases follow the same rules: Saluton! (Hello!), Bonan matenon (Good morning), Kiel vi fartas? (How are you?), Mi fartas bone, dankon (I am well, thank you), Mia nomo estas... (My name is...), Ĝis revido! (Goodbye!). Read them aloud, stressing the second-to-last syllable each time.",
          ),
        },
      },
      {
        title: "Endings That Show Grammar",
        description: "How fixed endings mark nouns, adjectives, adverbs, plurals, the accusative and verb tenses.",
        lesson: {
          title: "Nouns, adjectives, verbs and the accusative -n",
          html: p(
            "In Esperanto a word's ending tells you its part of speech. Nouns end in -o, adjectives in -a, and derived adverbs in -e: hundo (dog), granda (big), rapide (quickly). The plural adds -j, pronounced like the y in 'boy': hundoj (dogs). Adjectives agree with their nouns in number: grandaj hundoj (big dogs). There is a definite article, la, which never changes, and no indefinite article: hundo means 'a dog' or simply 'dog'.",
            "Verbs have one form for all persons, so there is nothing to conjugate. The ending shows tense or mood:" +
              "<table><tr><th>Ending</th><th>Use</th><th>Example</th></tr><tr><td>-i</td><td>infinitive</td><td>legi (to read)</td></tr><tr><td>-as</td><td>present</td><td>mi legas (I read, I am reading)</td></tr><tr><td>-is</td><td>past</td><td>ŝi legis (she read)</td></tr><tr><td>-os</td><td>future</td><td>ni legos (we will read)</td></tr><tr><td>-us</td><td>conditional</td><td>vi legus (you would read)</td></tr><tr><td>-u</td><td>volitive (commands, wishes)</td><td>Legu! (Read!)</td></tr></table>",
            "The personal pronouns are mi (I), vi (you), li (he), ŝi (she), ĝi (it), ni (we) and ili (they). Possessives add -a: mia (my), via (your), and take -j and -n like any adjective.",
            "The feature English speakers find hardest is the accusative ending -n, which marks the direct object. Because the object is marked, word order is flexible: La hundo vidas la katon and La katon vidas la hundo both mean 'The dog sees the cat', while La kato vidas la hundon means 'The cat sees the dog'. Adjectives describing the object also take -n: Mi havas grandan domon (I have a big house). Note that -n always comes after -j: Mi vidas la grandajn hundojn.",
            "The accusative also shows direction of movement after prepositions of place. La kato estas en la domo means the cat is in the house; La kato kuras en la domon means the cat runs into the house. After other prepositions, such as kun (with) or de (of, from), the plain nominative is used.",
          ),
        },
      },
      {
        title: "Building Words with Affixes",
        description: "Using prefixes and suffixes to build large vocabularies from a small stock of roots.",
        lesson: {
          title: "Prefixes, suffixes and compound words",
          html: p(
            "Esperanto roots are mostly drawn from Romance and Germanic languages, with some from Greek and Slavic languages, but the real economy of the language comes from its affixes. Each affix has a fixed meaning and can attach to any root where the meaning makes sense, and most can also stand as words in their own right, such as ejo (a place), eta (tiny) and ege (extremely). Learning about forty affixes multiplies a learner's vocabulary many times over.",
            "The most useful ones for beginners are:" +
              "<ul><li>mal- (opposite): bona (good), malbona (bad); granda (big), malgranda (small);</li><li>-in- (female): patro (father), patrino (mother);</li><li>ge- (both sexes together): gepatroj (parents);</li><li>-ej- (place for): lerni (to learn), lernejo (school);</li><li>-ist- (professional): dento (tooth), dentisto (dentist);</li><li>-ul- (person characterised by): juna (young), junulo (a young person);</li><li>-et- (small or weak): domo (house), dometo (cottage); ridi (to laugh), rideti (to smile);</li><li>-eg- (large or intense): domego (mansion); varma (warm), varmega (hot);</li><li>-ebl- (able to be): manĝi (to eat), manĝebla (edible);</li><li>re- (again, back): veni (to come), reveni (to come back);</li><li>-ig- (to cause) and -iĝ- (to become): pura (clean), purigi (to clean something), puriĝi (to become clean).</li></ul>",
            "Affixes combine freely. Take the root san- (health): sana means healthy; malsana means ill; malsanulo is an ill person, a patient; malsanulejo is a place for ill people, a hospital. Because each piece keeps its meaning, a learner meeting malsanulejo for the first time can usually work it out.",
            "Roots also join to form compounds, with the main idea last: vaporŝipo (steamship), from vaporo (steam) and ŝipo (ship). An -o- may be inserted for ease of pronunciation: skribotablo or skribtablo (desk). Because endings carry grammar, a root can move between parts of speech simply by changing its ending: la parolo (speech), paroli (to speak), parola (oral), parole (orally).",
            "A good habit is to keep a vocabulary notebook organised by root rather than by English translation, so that each new root immediately produces a family of related words.",
          ),
        },
      },
    ],
  },
];
