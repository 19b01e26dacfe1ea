/** Seventy-fourth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout74.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT74_A: EvalCourse[] = [
  {
    slug: "musical-theatre-foundations-acting-through-song",
    discipline: "Musical theatre",
    title: "Musical Theatre Foundations: Acting Through Song",
    description:
      "Can you sing a song and still tell a story? First-year performers work on acting through song, healthy legit and belt technique, harmony singing, and preparing a sixteen-bar audition cut.",
    level: "beginner",
    duration: "ten weeks (two three-hour studio sessions a week)",
    plantedGap: "harmony singing",
    modules: [
      {
        title: "Acting Through Song",
        description:
          "Treating a lyric as a scripted monologue, with given circumstances, an objective and a reason the character has to sing rather than speak.",
        lesson: {
          title: "The Lyric as a Monologue",
          html: p(
            "The commonest note an audition panel gives a young performer is some version of “I heard a lovely voice, but I didn’t believe you.” A song in a book musical is a scene, and the method for preparing it is borrowed from Stanislavski: before you sing a note, speak the lyric aloud as plain text, in your own accent, as if it were a monologue. Mark where the thought changes. Each change of thought is a new beat, and each beat should be played with a different action.",
            "Next, establish the given circumstances. Who am I? Where am I, and at what time of day or night? What has just happened in the previous scene? Whom am I singing to? Eliza Doolittle’s first song in My Fair Lady is not a pretty tune about comfort; it is sung by a cold, hungry flower seller on a winter night in Covent Garden, surrounded by other street traders, imagining a warm room she has never had. Those facts decide how the first phrase is coloured.",
            "Then find the objective, phrased as an active, transitive verb aimed at someone: to persuade him, to comfort her, to convince myself. “To be sad” is not playable; “to make him stay” is. When the listener is absent, place them: choose a precise focal point just above the heads of the panel, never the panel itself, and keep returning to it so that the audience reads a relationship rather than a performer scanning the room.",
            "Finally, ask why the character sings at all. The working convention of the form is that characters sing when speech is no longer enough, so the song should begin at a point of heightened need and end with something changed: a decision taken, a hope given up, a plan made. That change is what the final chord, the “button”, confirms. A useful check is to describe the song in one sentence of the form “She starts wanting X and ends having decided Y.” If you cannot write that sentence, you have not yet found the acting.",
            "In the studio, each performer will speak their lyric, then sing it on one pitch, and only then sing it as written, keeping the thought changes they discovered in the spoken version.",
          ),
        },
      },
      {
        title: "Voice for Musical Theatre: Breath, Legit and Belt",
        description:
          "How the registers work, what distinguishes a legit sound from a belt, and how to belt without strain.",
        lesson: {
          title: "Registers and a Sustainable Belt",
          html: p(
            "Musical theatre asks one singer for several sounds in the same evening, so it helps to understand the mechanism. Pitch is controlled mainly by two muscle systems in the larynx. The thyroarytenoid (TA) muscles shorten and thicken the vocal folds and dominate in what singers call chest voice; the cricothyroid (CT) muscles tilt the thyroid cartilage, lengthening and thinning the folds, and dominate in head voice. Every healthy sound is a balance of the two; “mix” is simply a name for a coordination somewhere in the middle.",
            "A legit sound, the style of Rodgers and Hammerstein ingénues and much of Golden Age repertoire, is head-dominant, with a relatively low, stable larynx, tall rounded vowels and a steady vibrato. A belt is chest-dominant and speech-like: the vocal folds stay closed for a greater proportion of each vibration cycle, the vowels are brighter and more open, and the larynx may sit slightly higher. Most female belt repertoire lies below about D5, the D an octave and a tone above middle C; pushing chest weight much higher usually ends in strain rather than excitement.",
            "Belting safely depends on three habits. First, breath: a low, expanded rib cage and steady abdominal support, not a big gasp into the upper chest. Second, vowel choice: belt on speech-like vowels, shading a closed “ee” towards “eh” as the pitch rises. Third, freedom in the throat: the sound should feel loud in the mouth, not tight in the neck. Squeezing the false vocal folds above the true ones produces a pressed, grinding quality that tires the voice within minutes.",
            "Warm up with semi-occluded vocal tract exercises, such as phonating through a drinking straw or on a lip trill, which reduce the load on the folds while they find an efficient vibration. Keep a vocal log during rehearsal weeks. Hoarseness lasting more than two weeks, loss of your top notes or pain when singing are reasons to stop and seek a laryngoscopic examination, not to push through.",
          ),
        },
      },
      {
        title: "The Audition Book",
        description:
          "Choosing contrasting repertoire, cutting songs to sixteen and thirty-two bars, and working with the audition pianist.",
        lesson: {
          title: "Choosing and Cutting a Sixteen-Bar Audition",
          html:
            p(
              "Most open calls and many drama school first rounds ask for “sixteen bars”. The number is a guide rather than a law: the panel wants roughly thirty seconds that shows your voice, your acting and your casting type. A thirty-two-bar cut, about a minute, is the usual request at recalls. Your audition book, a ring binder of marked-up sheet music, should hold material that lets you answer any reasonable request on the spot.",
              "A working book for a student contains at least:",
            ) +
            "<ul><li>a legit ballad and a legit up-tempo;</li><li>a contemporary ballad and a contemporary up-tempo, including one belt song;</li><li>a comic or character song;</li><li>one reliable song you could sing well even when tired or unwell.</li></ul>" +
            p(
              "Choose songs for characters you could plausibly play in the next five years, and avoid the handful of numbers that every panel hears ten times a day unless you have something genuinely new to say with them.",
              "To cut a song, find the most revealing sixteen bars: usually the final section, where the character’s decision lands and the melody climbs. Start on a complete phrase, including any pickup notes, and end on a strong cadence so that the pianist can finish cleanly. If the cut needs a one-bar introduction, add it and mark it.",
              "The pianist is sight-reading under pressure, so make the music easy to play. Copy it double-sided, avoid shiny plastic sleeves that glare under studio lights, and arrange the pages so that no page turn falls mid-phrase. Bracket the start and end clearly, write the tempo and any tempo changes in large letters, and cross out repeats you are not using. At the piano, give the tempo by singing the first line quietly or tapping lightly on the music, never by clicking your fingers at the pianist. Then walk to your spot, breathe, find your focal point, and begin the scene.",
            ),
        },
      },
    ],
  },
  {
    slug: "coaching-mountain-biking-foundation-skills",
    discipline: "Mountain biking coaching",
    title: "Coaching Mountain Biking: Foundation Skills",
    description:
      "For riders working towards a first coaching qualification: the body position behind every technical skill, braking and cornering progressions, trail etiquette, and planning a safe group session on green and blue graded trails.",
    level: "beginner",
    duration: "six weekends (one full day on the trail each weekend)",
    plantedGap: "trail etiquette",
    modules: [
      {
        title: "The Attack Position",
        description:
          "Teaching the neutral and attack positions and the idea that the bike moves underneath a stable rider.",
        lesson: {
          title: "Neutral, Attack and Bike–Body Separation",
          html:
            p(
              "Nearly every technical fault a coach sees on the trail, from sliding front wheels to going over the bars on a steep roll, starts with body position. Teach position first, and teach it on flat grass or a car park before any gradient.",
              "The neutral position is used when the trail is easy: pedals level at three and nine o’clock, standing lightly out of the saddle, knees and elbows slightly bent, head up and eyes well ahead. The attack position is used when the trail becomes technical: hips move back and down, knees bend more, elbows bend and point outwards, the chest lowers towards the bars and the heels drop. The coaching phrase is “heavy feet, light hands”: the rider’s weight goes through the pedals, and the hands only steer and brake.",
              "From a good attack position the rider can let the bike move while the body stays quiet, which coaches call bike–body separation. A simple test is to ask the rider, rolling at walking pace, to push the bike forward and pull it back beneath them, then to lean it left and right while their head stays on the same line. Riders who cannot do this will ride steep or rough sections with locked arms, so the bike pushes them around.",
              "A standard structure for teaching any skill is IDEAS: Introduce the skill and why it matters; Demonstrate it, ideally twice, from the side and from the front; Explain the two or three key points; let the riders Attempt it while you observe; and Summarise, giving each rider one thing to keep and one to change. Limit feedback to one point at a time.",
              "Common errors to look for:",
            ) +
            "<ul><li>straight, locked arms, which transmit every bump to the upper body;</li><li>hips too far forward over the bars, leaving the front wheel overloaded;</li><li>eyes fixed on the front wheel instead of the trail ahead;</li><li>dropped pedal at six o’clock on rough ground, inviting a pedal strike.</li></ul>" +
            p("Film riders on a phone so that they can see the gap between what they feel and what they do."),
        },
      },
      {
        title: "Braking and Cornering",
        description:
          "Progressive braking, the role of the front brake, and turning the bike through flat and bermed corners.",
        lesson: {
          title: "Stopping Well and Turning the Bike",
          html: p(
            "When a bike decelerates, weight transfers forward onto the front tyre, which is why the front brake provides most of the available stopping power on a good surface, often well over half. Novice riders fear the front brake because they have grabbed it and been thrown forward. The cure is progression, not avoidance. On modern hydraulic brakes one finger on each lever is enough, leaving the other fingers wrapped round the grip for control.",
            "Teach braking in stages. First, from walking pace, ask riders to stop with their front wheel on a marked line using both brakes, in the attack position with heels dropped. Then raise the speed. Then repeat on a gentle descent. Coaching points: squeeze smoothly rather than snatching; push the hips back as the braking force rises; and keep the rear wheel rolling, because a locked rear wheel skids, removes control and gouges the trail surface.",
            "The cornering rule is simple to say and hard to do: brake before the corner, not in it. Braking while leaned over asks the tyres to provide grip for two jobs at once. Slow down on the straight, release the brakes at the entry, look through the corner to the exit, and let the bike turn.",
            "On a flat corner the rider drops the outside pedal to six o’clock and presses weight into it, pushing the tyres into the ground. The bike leans more than the body, using the separation learned in the attack position. On a bermed corner, where the banking supports the tyres, pedals stay level and the rider pushes the bike into the berm rather than leaning the body.",
            "Set up a simple figure-of-eight with cones on grass so that riders practise turns in both directions; almost everyone has a weaker side, and it is usually the one they have avoided. Progress to a marked corner on a green trail once the flat-ground version is consistent.",
          ),
        },
      },
      {
        title: "Planning and Leading a Session",
        description: "Session planning, pre-ride checks, trail grades and managing a group safely on the trail.",
        lesson: {
          title: "From Session Plan to Car Park Debrief",
          html: p(
            "A coaching session starts days before the riders arrive. The plan should name the group, their current ability, one or two session objectives written as things the riders will be able to do, the venue, timings, equipment, and what you will do if the weather or the group makes the plan unworkable.",
            "Visit the venue in advance. UK trail centres grade their routes green (easy), blue (moderate), red (difficult) and black (severe), with orange often used for bike parks and freeride features. Grades are set locally and vary between centres, so ride the actual sections you intend to use and note places suitable for teaching: a wide, run-out area for braking practice, a sequence of corners in both directions, and somewhere to regroup out of the way of riders coming through.",
            "At the start of the session, every bike gets an M-check. Start at the front hub (wheel secure, quick-release or axle tight), move up the fork to the headset and bars (no play, bars aligned, brakes working), down to the bottom bracket and cranks, up to the saddle and seatpost, and down to the rear hub, checking tyres, chain and gears on the way. The path traced is the letter M. Riders should learn to do it themselves; it is one of the most useful habits you can give them.",
            "On the trail, the coach normally leads so that they control the pace and can stop the group before hazards, with a competent rider or assistant as back marker. Agree stopping rules before setting off: regroup at every junction, and never pass the leader. Keep a running, dynamic assessment of risk as conditions change: a wet root on a blue trail can be harder than a dry red.",
            "Carry a first aid kit, a phone with the local emergency number and the venue’s own rescue contact, a group shelter, spare tubes, a pump and a basic multitool. Finish with a short debrief in the car park: what each rider improved, and one thing to practise before next time.",
          ),
        },
      },
    ],
  },
  {
    slug: "beginners-norwegian-bokmal",
    discipline: "Norwegian language",
    title: "Beginners’ Norwegian (Bokmål)",
    description:
      "Norwegian Bokmål from the very first word to CEFR level A1: pronunciation and spelling, noun gender and the suffixed definite article, present-tense verbs and the verb-second rule, plus weather vocabulary for everyday small talk.",
    level: "beginner",
    duration: "twelve weeks (two ninety-minute classes a week)",
    plantedGap: "weather vocabulary",
    modules: [
      {
        title: "Sounds and Spelling",
        description: "The Norwegian alphabet, long and short vowels, silent letters and the two tonal accents.",
        lesson: {
          title: "Vowels, Silent Letters and Pitch Accent",
          html:
            p(
              "Norwegian uses the 26 letters of the English alphabet plus æ, ø and å, which come at the end, in that order; a dictionary lists “ål” after “øl”. There are nine vowel letters: a, e, i, o, u, y, æ, ø, å. Several do not sound as an English speaker expects. O is very often pronounced like English “oo”, as in bok (book) and sko (shoe). U is a close, rounded vowel made with tightly pursed lips, as in hus (house). Y resembles French u or German ü: say “ee” and round the lips.",
              "Spelling shows vowel length reliably. A stressed vowel followed by a double consonant is short; a stressed vowel followed by a single consonant or none is usually long. Compare hat (hatred), with a long a, and hatt (hat), with a short one; or tak (roof) and takk (thanks).",
              "Some letters are silent in common patterns:",
            ) +
            "<ul><li>h before v or j: hva (what), hvor (where), hjem (home);</li><li>g in gj before a vowel, which is said as “y”: gjøre (to do);</li><li>d after l or n in many words: kald (cold), land;</li><li>final t in the definite neuter ending and in det (it, that), said “deh”.</li></ul>" +
            p(
              "Kj is a soft hissing sound, like German ich: kjøre (to drive). Sk before i, y, ø or øy, and the spelling sj, give a “sh” sound: ski is said “shee”. In eastern Norwegian, r followed by s, t, d, n or l merges into a retroflex sound, so norsk sounds close to “nosh-k”.",
              "Finally, Norwegian has two tonal word accents. Accent 1 has a single pitch movement; accent 2 has a falling-then-rising melody. Most words of one syllable have accent 1, and many words of two syllables have accent 2. The accent can distinguish meaning: bønder (farmers) has accent 1 and bønner (beans) accent 2; tanken means “the tank” with accent 1 and “the thought” with accent 2. Learners are understood without perfect tones, but imitating the melody of whole phrases from recordings is the fastest way to sound natural.",
            ),
        },
      },
      {
        title: "Nouns, Gender and the Definite Article",
        description:
          "The three genders, the definite article attached to the end of the noun, and regular and irregular plurals.",
        lesson: {
          title: "En, Ei, Et and the End of the Word",
          html:
            p(
              "Every Norwegian noun has a gender, shown by the indefinite article: en for masculine (en bil, a car), ei for feminine (ei jente, a girl), et for neuter (et hus, a house). Masculine is the largest group. Bokmål allows every feminine noun to be treated as masculine instead, so en jente is also correct; learners can safely use two genders at first, en and et, and add ei later.",
              "The definite article is not a separate word but a suffix. Masculine nouns add -en, feminine nouns -a, neuter nouns -et:",
            ) +
            "<table><tr><th>Gender</th><th>A …</th><th>The …</th><th>Plural</th><th>The … (plural)</th></tr><tr><td>Masculine</td><td>en bil</td><td>bilen</td><td>biler</td><td>bilene</td></tr><tr><td>Feminine</td><td>ei jente</td><td>jenta</td><td>jenter</td><td>jentene</td></tr><tr><td>Neuter</td><td>et hus</td><td>huset</td><td>hus</td><td>husene</td></tr><tr><td>Neuter</td><td>et eple</td><td>eplet</td><td>epler</td><td>eplene</td></tr></table>" +
            p(
              "Two patterns in the table are worth memorising. Most indefinite plurals end in -er; but many neuter nouns of one syllable take no ending at all, so et hus (a house) and mange hus (many houses) look identical. The definite plural is -ene for almost every noun.",
              "A small group of common nouns is irregular and must be learned as sets: en mann, mannen, menn, mennene (man); et barn, barnet, barn, barna (child); en bror, broren, brødre, brødrene (brother). Nouns ending in unstressed -e, such as jente and eple, drop the e before adding an ending beginning with a vowel.",
              "When an adjective stands before a definite noun, Norwegian marks definiteness twice: with a separate word den, det or de before the adjective, and with the suffix on the noun. So “the big car” is den store bilen, “the big house” is det store huset, and “the big houses” is de store husene. This double definiteness surprises English and German speakers, and it is one of the clearest signs of a learner’s progress when it becomes automatic.",
            ),
        },
      },
      {
        title: "The Verb in Second Place",
        description:
          "Present-tense verbs, verb-second word order, yes–no and question-word questions, and the position of ikke.",
        lesson: {
          title: "Present Tense, V2 and Negation",
          html: p(
            "Norwegian verbs are pleasingly regular in the present tense: they do not change for person. Most add -r to the infinitive: å snakke (to speak) gives jeg snakker, du snakker, hun snakker, vi snakker, de snakker. A few very common verbs are irregular and should be learned first: å være (to be) gives er; å ha (to have) gives har; å gjøre (to do) gives gjør; å si (to say) gives sier; å vite (to know a fact) gives vet.",
            "The central rule of main-clause word order is verb second, or V2: the finite verb is always the second element of the clause. When the subject comes first, this looks like English: Jeg spiser frokost (I eat breakfast). But if anything else comes first, a time expression, an object or a place, the subject moves after the verb: I dag spiser jeg frokost hjemme (Today eat I breakfast at home). English speakers regularly produce “I dag jeg spiser”, which Norwegians notice immediately. Practise by starting sentences with i dag, nå (now), her (here) and i morgen (tomorrow).",
            "Yes–no questions put the verb first: Snakker du norsk? (Do you speak Norwegian?). There is no equivalent of English “do”. Questions with a question word put the question word first and the verb second: Hvor bor du? (Where do you live?), Hva heter du? (What are you called?), Hvorfor lærer du norsk? (Why are you learning Norwegian?). Answering a negative question with “yes” uses jo rather than ja: Snakker du ikke norsk? Jo! (Don’t you speak Norwegian? Yes, I do!).",
            "Negation uses ikke, which in a main clause comes directly after the finite verb: Jeg snakker ikke tysk (I don’t speak German). In a subordinate clause, introduced by words such as fordi (because), at (that) and hvis (if), ikke moves in front of the verb: …fordi jeg ikke snakker tysk. Subordinate clauses do not follow V2, so the same sentence pieces appear in a different order.",
            "Classroom drills will combine all three rules: start a sentence with a time word, ask the matching question, then negate the answer.",
          ),
        },
      },
    ],
  },
  {
    slug: "product-management-essentials",
    discipline: "Product management",
    title: "Product Management Essentials",
    description:
      "Good products rarely fail for lack of engineering; they fail because nobody checked that the problem was worth solving. Customer discovery, prioritisation frameworks, outcome roadmaps, success metrics and pricing are taught through case studies and a team project.",
    level: "beginner",
    duration: "eight weeks (one three-hour evening workshop a week)",
    plantedGap: "pricing",
    modules: [
      {
        title: "Discovering the Problem",
        description: "Interviewing customers about what they actually do, and framing needs as jobs to be done.",
        lesson: {
          title: "Customer Interviews and Jobs to Be Done",
          html: p(
            "Product discovery is the work of finding out which problems are worth solving before the team builds anything. Its main tool is the customer interview, and its main danger is that people are polite. Ask someone whether they would use your idea and most will say yes, because saying no feels rude and costs nothing. Rob Fitzpatrick’s book The Mom Test names the remedy: talk about the customer’s life, not your idea; ask about specific things they did in the past, not what they might do in the future; and listen far more than you speak.",
            "Compare two questions. “Would you use an app that reminds you to renew your car insurance?” invites a cheerful guess. “Tell me about the last time your insurance came up for renewal. What did you do?” produces evidence: whether they noticed, whether they shopped around, what it cost them in time, and what they tried before. Follow up on anything emotional or expensive; that is usually where the real problem is.",
            "Jobs to be done, a framing popularised by Clayton Christensen, asks what “job” a customer hires a product to do. His team’s well-known example concerned a fast-food chain that could not raise milkshake sales by making the shakes tastier. Watching customers showed that many shakes were bought early in the morning by lone commuters who wanted something that lasted through a long, dull drive and kept them full until lunch. The competition was not other milkshakes but bananas, bagels and boredom, and the fixes that mattered were thicker shakes and faster purchase.",
            "A job statement has a situation, a motivation and an outcome: “When I am driving to work alone, I want something to occupy me and stop me getting hungry, so that I arrive feeling fine.” Write one for each pattern you hear.",
            "Interview until new conversations stop teaching you anything new; for a narrow customer segment that is often between eight and fifteen interviews. Record notes on the same day, separate what people said from what you inferred, and share raw quotes with the team so that engineers and designers hear customers directly.",
          ),
        },
      },
      {
        title: "What Do We Build Next?",
        description:
          "Comparing candidate features with RICE scoring, MoSCoW and the Kano model, and knowing the limits of each.",
        lesson: {
          title: "RICE, MoSCoW and Kano",
          html:
            p(
              "Every product team has more ideas than capacity. Prioritisation frameworks do not make the decision for you, but they force the assumptions behind a decision into the open where they can be challenged.",
              "RICE, developed at Intercom, scores each idea as Reach × Impact × Confidence ÷ Effort. Reach is the number of people affected in a period, such as customers per quarter. Impact uses a fixed scale: 3 for massive, 2 high, 1 medium, 0.5 low, 0.25 minimal. Confidence is a percentage, usually 100, 80 or 50, reflecting how much evidence you have. Effort is in person-months. A worked comparison:",
            ) +
            "<table><tr><th>Idea</th><th>Reach</th><th>Impact</th><th>Confidence</th><th>Effort</th><th>RICE</th></tr><tr><td>Bulk upload</td><td>2,000</td><td>1</td><td>80%</td><td>2</td><td>800</td></tr><tr><td>Mobile app</td><td>6,000</td><td>2</td><td>50%</td><td>12</td><td>500</td></tr><tr><td>Fix onboarding email</td><td>9,000</td><td>0.5</td><td>100%</td><td>0.5</td><td>9,000</td></tr></table>" +
            p(
              "The unglamorous onboarding fix wins by a wide margin, which is a typical and valuable result. Notice that the mobile app’s low confidence is doing a lot of work: a week of discovery that raised confidence to 80% would lift its score to 800.",
              "MoSCoW, from the DSDM agile method, sorts requirements for a fixed release into Must have, Should have, Could have and Won’t have this time. It works best when “Must” is reserved for items without which the release is pointless or unlawful; if more than about 60% of effort is labelled Must, the category has lost its meaning.",
              "The Kano model, from the Japanese quality researcher Noriaki Kano, classifies features by how satisfaction responds to them. Basic features cause anger when absent but no delight when present, such as a working password reset. Performance features increase satisfaction roughly in proportion, such as speed. Delighters are unexpected and produce disproportionate pleasure, but over time customers come to expect them and they drift into the basic category. A backlog with no basics covered will lose customers however many delighters it contains.",
            ),
        },
      },
      {
        title: "Roadmaps and Success Metrics",
        description:
          "Outcome-based roadmaps, choosing a North Star metric, and setting objectives and key results with guardrails.",
        lesson: {
          title: "Outcome Roadmaps and the North Star Metric",
          html: p(
            "A traditional roadmap is a timeline of features with dates. It reassures stakeholders but commits the team to outputs before anyone knows whether those outputs will change customer behaviour. An outcome roadmap instead lists problems to solve and the measurable change expected, and deliberately reduces precision as it looks further ahead. The common Now / Next / Later format, associated with Janna Bastow, has no dates at all: Now holds work in progress and well-understood problems, Next holds problems being explored, Later holds strategic bets.",
            "To know whether outcomes are being achieved, teams choose a North Star metric: a single measure that captures the value customers get and that predicts the long-term health of the business. Airbnb has used nights booked; a music streaming service might use time spent listening. A good North Star is a measure of delivered value rather than activity, moves within weeks rather than years, and can be influenced by the team. Page views and sign-ups usually fail the first test.",
            "The North Star is too broad to act on directly, so it is broken into input metrics that teams can own. For nights booked, inputs might include the number of searches that return at least one good listing, the share of visitors who complete a booking, and the proportion of hosts who accept requests within an hour.",
            "Many companies set quarterly goals as objectives and key results (OKRs), a practice Andy Grove developed at Intel and John Doerr carried to Google. The objective is qualitative and inspiring: “Make booking effortless for first-time guests.” Each key result is a number with a deadline: “Raise first-booking completion from 31% to 38% by the end of Q3.” Key results describe outcomes, never tasks; “launch the new checkout” is a task.",
            "Every target invites gaming, so pair each key result with a guardrail metric that must not worsen. If completion rises because the cancellation button has been hidden, the guardrail, such as support complaints or refund rates, will show it.",
          ),
        },
      },
    ],
  },
  {
    slug: "parquet-floor-laying-subfloor-to-finish",
    discipline: "Parquet flooring",
    title: "Parquet Floor Laying: Subfloor to Finish",
    description:
      "Trainee floor layers follow a parquet job in the order it runs on site: testing the subfloor for moisture and flatness; setting out and bonding a herringbone floor; sanding, filling and finishing; fitting stair nosings.",
    level: "beginner",
    duration: "five weeks full time (thirty hours a week in the training workshop)",
    plantedGap: "stair nosings",
    modules: [
      {
        title: "Subfloor Assessment",
        description:
          "Why wood moves, how to measure moisture in screeds and timber, and how flat a subfloor must be before blocks go down.",
        lesson: {
          title: "Moisture and Flatness Before Anything Else",
          html: p(
            "Wood is hygroscopic: it takes up and gives off moisture until it reaches equilibrium with the air around it, swelling as it gains water and shrinking as it loses it, far more across the grain than along it. Most parquet failures, cupping, gaps, blocks lifting off the adhesive, come from moisture, and almost all of that moisture comes from the subfloor or from a building that was not ready.",
            "Before a job is accepted the building should be weathertight, with windows in and wet trades such as plastering and screeding finished. Heating should be running at normal living conditions. Solid wood parquet is typically supplied at a moisture content of around 9%, give or take 2%; check a sample of blocks with a pin-type wood moisture meter set for the species, and store the flooring in the room where it will be laid, following the manufacturer’s instructions on whether packs are opened.",
            "New sand–cement screeds dry slowly. The traditional rule of thumb of about one day per millimetre of thickness for the first 40 mm, and slower beyond that, is only a guide; a 65 mm screed can take three months or more. Measure instead. The standard UK method is the hygrometer hood test: a sealed hood is placed on the screed and left until the trapped air reaches equilibrium, typically at least 72 hours, and the relative humidity is read. Most flooring and adhesive manufacturers require 75% relative humidity or lower, and some specify 65% for solid wood; the data sheet is the rule you will be held to. Where the screed is too wet and the programme cannot wait, a surface damp-proof membrane approved by the adhesive maker is applied.",
            "Flatness is measured with a 2 m straightedge laid in several directions. British Standard 8204 defines surface regularity classes: SR1 allows a maximum gap of 3 mm under the straightedge, SR2 5 mm and SR3 10 mm. Parquet needs SR1. High spots are ground off; hollows are filled with a levelling compound compatible with the adhesive. Calcium sulfate screeds carry a weak surface layer of laitance that must be sanded away before bonding.",
            "Record every reading with its location and date. If a floor fails later, those records are your defence.",
          ),
        },
      },
      {
        title: "Setting Out a Herringbone Floor",
        description:
          "Finding the centre line, building a square starting section and bonding blocks with an expansion gap.",
        lesson: {
          title: "Centre Line, Starting Section and Bonding",
          html: p(
            "Herringbone is laid with rectangular blocks set at right angles to one another, each block’s end butting against the side of its neighbour, so that the pattern forms a zigzag running down the room. Chevron differs in that the block ends are cut at an angle and meet in a straight point. Tongue-and-groove herringbone comes in left-handed and right-handed blocks, usually marked A and B, and the two must alternate.",
            "The pattern must run straight and centred, because the eye instantly reads a herringbone that drifts towards one wall. Decide the main axis, usually parallel to the longest wall or the line of sight from the main doorway. Measure the room width at both ends and at the middle, mark the midpoints and snap a chalk line between them. Walls are rarely parallel, so this centre line, not a wall, is your reference. Check that it is square to the doorway using a 3-4-5 triangle: 3 m along one line, 4 m along the other, and the diagonal between them should measure exactly 5 m.",
            "The points of the herringbone run along the centre line, so offset a working line from it by the calculated distance and fix a straight batten along that line. Against the batten, dry-lay and then bond a starting section of about ten rows, checking repeatedly with a square. Once the adhesive has grabbed, work outwards in both directions from this section.",
            "Spread adhesive, commonly a modified-silane polymer or a two-part polyurethane, with the notched trowel specified on the data sheet, and only over the area you can cover within the stated open time. Press each block down with a slight sliding motion to achieve full contact, and lift a block occasionally to confirm the back is properly covered. Remove adhesive from the face of the wood before it cures.",
            "Leave an expansion gap around the perimeter and at every fixed object such as pipes, columns and door frames, typically 10 to 15 mm and more in large rooms, to be concealed later by skirting or a cover bead. Many designs finish with a border of blocks laid parallel to the walls, which hides the cut ends of the herringbone field.",
          ),
        },
      },
      {
        title: "Sanding and Finishing",
        description:
          "Grit sequences, sanding herringbone without chatter marks, gap filling and choosing between lacquer and hardwax oil.",
        lesson: {
          title: "Sanding Sequence, Filling and Finishes",
          html:
            p(
              "A bonded parquet floor is sanded level once the adhesive has fully cured, usually after 24 to 48 hours. The equipment is a belt or drum sander for the field, an edger for the perimeter, and a multi-disc or rotary buffer for the final blend. Wear an FFP3 respirator and hearing protection, and connect machines to effective dust extraction; hardwood dust is a recognised cause of nasal cancer and asthma.",
              "Work through the grits in sequence without skipping more than one grade, for example 36 or 40, then 60, then 80, then 100 or 120. Each grit’s job is to remove the scratches of the one before; jumping from 40 to 100 leaves deep scratches that show clearly once finish goes on. Because herringbone grain runs in two directions, the first, coarse cut is usually made diagonally across the pattern to flatten the floor, and later cuts follow the length of the room. Lower the drum only while the machine is moving and lift it before stopping; a stationary drum digs a hollow in seconds.",
              "After the 60 or 80 cut, fill gaps by mixing fine dust from that same floor with a resin gap filler, trowelling it across the surface and sanding off the residue with the next grit. Dust from the same floor gives the closest colour match.",
              "The two main finish families behave differently:",
            ) +
            "<ul><li>Water-based polyurethane lacquer forms a hard film on the surface: typically a primer and two or three top coats, light sanding or abrading between coats, good wear resistance, low odour, but scratches and worn areas usually mean recoating a whole room.</li><li>Hardwax oil penetrates the wood and hardens within it: a more natural, matt look, easy spot repair by cleaning and re-oiling one area, but more frequent maintenance.</li></ul>" +
            p(
              "Most finishes allow light foot traffic after about 24 hours but need around seven days to reach full hardness; furniture should be placed on felt pads and rugs kept off for at least a week. Rags used with oil finishes can self-heat and ignite as the oil oxidises, so lay them flat outdoors to dry or keep them in a closed metal container filled with water.",
            ),
        },
      },
    ],
  },
];
