/** Fifty-first held-out evaluation courses, intermediate level (sommelier service to radio drama); see ai-courses-heldout51.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT51_B: EvalCourse[] = [
  {
    slug: "sommelier-floor-service-and-pairing",
    discipline: "Sommelier service",
    title: "Wine Service on the Restaurant Floor",
    description:
      "Restaurant staff who already know the basics of wine move on to the sommelier's working routine: presenting and opening still and sparkling bottles, decanting, serving temperatures, detecting cork taint and other faults, and pairing wine with a tasting menu.",
    level: "intermediate",
    duration: "eight half-day sessions",
    plantedGap: "pairing",
    modules: [
      {
        title: "Presenting and Opening the Bottle",
        description: "The ritual at the table has practical reasons, and each step is taught with them.",
        lesson: {
          title: "From presentation to the host's taste",
          html: p(
            "Wine service at the table follows a sequence that exists to prevent mistakes and to let the guest refuse a faulty bottle before anyone has drunk it. The sommelier presents the bottle to the host, label facing them, and states producer, wine and vintage aloud; restaurants list wines imprecisely often enough that a different vintage must be pointed out before the bottle is opened.",
            "For still wine the foil is cut below the lip with the knife of a waiter's friend, the two-stage lever corkscrew, so that wine poured later does not run over metal. The top of the bottle is wiped. The worm is inserted slightly off centre so that its spiral runs down the axis of the cork, turned until one turn remains visible, and the cork is levered out in two stages and eased the last few millimetres by hand, silently. The cork is checked by smell and look: a cork soaked through or pushed up can signal heat damage.",
            "Sparkling wine needs a different technique because a bottle of Champagne holds around five to six atmospheres of pressure. The cage is loosened, never removed, with the thumb kept over the cork from that moment on. The bottle is held at about 45 degrees, pointing away from guests, and it is the bottle, not the cork, that is turned, so that the cork releases with a sigh rather than a pop.",
            "A taste of about 25 ml is poured for the host, who confirms the wine is sound. Then guests are served, women first by tradition in many restaurants or clockwise from the host's right, and the host last, with glasses filled to about a third so the wine can be swirled.",
          ),
        },
      },
      {
        title: "Temperature and Decanting",
        description: "Serving temperature changes how a wine tastes; decanting serves two distinct purposes.",
        lesson: {
          title: "Serving each wine at its best",
          html:
            p(
              "Temperature alters the perception of a wine. Cold suppresses aroma and emphasises acidity, bitterness and tannin; warmth releases aroma but makes alcohol more obvious and can make a wine seem flabby. The old advice to serve red wine at room temperature dates from rooms far cooler than today's restaurants, so many reds are served too warm.",
            ) +
            "<table><tr><th>Style</th><th>Serving temperature</th></tr><tr><td>Sparkling wine, sweet whites</td><td>6 to 10 °C</td></tr><tr><td>Light and medium whites, rosé</td><td>7 to 12 °C</td></tr><tr><td>Full-bodied, oaked whites</td><td>10 to 13 °C</td></tr><tr><td>Light reds (e.g. Beaujolais)</td><td>13 °C or so</td></tr><tr><td>Medium and full-bodied reds</td><td>15 to 18 °C</td></tr></table>" +
            p(
              "Decanting has two purposes. The first is to separate an old wine, typically a mature red or vintage port, from the sediment of tannins and pigments that has settled in the bottle. The bottle should have stood upright for a day if possible; otherwise it is carried horizontally in a cradle. The sommelier pours it slowly and continuously into the decanter over a candle or torch held below the shoulder of the bottle, and stops as soon as sediment reaches the neck.",
              "The second purpose is aeration. Young, tannic reds, and some tightly structured whites, can be opened up by contact with air, and a wide-based decanter gives the greatest surface. The guest's permission is always sought, and for a fragile old wine the sommelier may advise decanting immediately before drinking, because exposure to air can make its faded fruit collapse within half an hour. Sparkling wines are not normally decanted, although a few producers and sommeliers do so to soften very young, assertive Champagne. Whatever is decided, the decanter must be spotlessly clean and free of detergent smell, and rinsed with a little of the wine if in doubt.",
            ),
        },
      },
      {
        title: "Recognising Faults",
        description:
          "Trainees learn to identify the common wine faults by smell and to handle a returned bottle gracefully.",
        lesson: {
          title: "Cork taint and its relatives",
          html:
            p(
              "The most common fault a sommelier meets is cork taint, caused mainly by 2,4,6-trichloroanisole (TCA). TCA forms when chlorophenols, once used in wood treatments and bleaching, are converted by moulds in cork or in winery timber. Humans can detect it at a few nanograms per litre. At high levels it smells of damp cardboard or a musty cellar; at low levels it simply dulls the fruit, so that the wine seems muted and short. Screwcaps eliminate TCA from the closure, though not from a contaminated winery.",
            ) +
            "<ul><li>Oxidation: bruised apple, sherry-like notes, browning colour; from a failed seal or age</li><li>Reduction: struck match, rotten egg or cabbage from sulphur compounds; often clears with air</li><li>Volatile acidity: vinegar or nail varnish (ethyl acetate)</li><li><i>Brettanomyces</i>: sticking plaster, farmyard or horse sweat; from a spoilage yeast</li><li>Heat damage: cooked, jammy fruit and a pushed cork</li></ul>" +
            p(
              "Not every unexpected smell is a fault. Tartrate crystals in a white wine are harmless, and a slight spritz in a young white can be deliberate. Whether mild <i>Brettanomyces</i> character is a fault is disputed; some regions' reds are prized for a little of it.",
              "When a guest rejects a bottle, the sommelier tastes it discreetly away from the table. If it is faulty, a new bottle of the same wine is brought without argument. If it is sound but not to the guest's taste, house policy decides, but most good restaurants will still replace it and use the opened bottle by the glass. Faulty bottles are kept and returned to the supplier for credit, with a note of the fault, the date and the table, so that a pattern across one shipment or one producer can be recognised.",
            ),
        },
      },
    ],
  },
  {
    slug: "pilates-mat-instructor-cueing-and-progressions",
    discipline: "Pilates instruction",
    title: "Teaching Mat Pilates: Cueing and Progressions",
    description:
      "Teachers-in-training who have completed a foundation certificate learn to structure a mat class around Joseph Pilates' principles, to cue alignment and breathing, to progress and regress the classical exercises, and to screen clients and adapt for pregnancy.",
    level: "intermediate",
    duration: "twelve weeks, one weekend workshop plus weekly practice teaching",
    plantedGap: "pregnancy",
    modules: [
      {
        title: "Principles and the Shape of a Class",
        description: "We examine the six principles and how they shape the order of a classical mat session.",
        lesson: {
          title: "From Contrology to a fifty-five-minute class",
          html:
            p(
              "Joseph Pilates, born in Germany in 1883, developed his method, which he called Contrology, during and after the First World War, and taught it in New York from 1926 with his wife Clara. His 1945 book <i>Return to Life through Contrology</i> sets out thirty-four mat exercises in a fixed order. The six principles usually attributed to the method, concentration, control, centring, flow, precision and breathing, were articulated by his students and later teachers rather than listed by him, but they capture his intentions well.",
              "A mat class is more than a list of exercises. The classical order moves from warming, spine-articulating work such as the Hundred and the Roll Up, through exercises that flex, rotate and extend the spine, to more demanding work such as the Teaser, and finishes with standing or seated exercises. Contemporary schools often add a pre-Pilates warm-up of pelvic tilts, breathing and shoulder mobility before the repertoire begins.",
            ) +
            "<table><tr><th>Phase</th><th>Approx. time</th><th>Examples</th></tr><tr><td>Centring and warm-up</td><td>8 min</td><td>Breathing, pelvic clock, spine curls</td></tr><tr><td>Flexion and articulation</td><td>15 min</td><td>Hundred, Roll Up, Rolling Like a Ball</td></tr><tr><td>Rotation and lateral work</td><td>10 min</td><td>Spine Twist, Saw, Side Kick series</td></tr><tr><td>Extension</td><td>10 min</td><td>Swan, Single Leg Kick, Swimming</td></tr><tr><td>Integration and close</td><td>12 min</td><td>Teaser, Seal, standing roll-down</td></tr></table>" +
            p(
              "Balancing flexion with extension matters because many clients sit for most of the day. A class that is nearly all abdominal curling reinforces a flexed posture, whereas the method as Pilates designed it works the spine in every direction. The instructor plans the class on paper beforehand, noting for each exercise its purpose, the number of repetitions (often only five to ten in the classical method) and the transition into the next, so that the session flows without long pauses.",
            ),
        },
      },
      {
        title: "Cueing Alignment and Breath",
        description: "Students practise three kinds of cue, verbal, visual and tactile, and learn when each helps.",
        lesson: {
          title: "Saying less, so clients feel more",
          html: p(
            "A cue is any instruction that changes what the client does. Instructors use three types. Verbal cues may be directive ('lengthen the back of the neck'), or imagery-based ('imagine your spine as a string of pearls peeling off the mat one at a time'). Visual cues are demonstrations, which work best before an exercise rather than during it, when the teacher should be watching the class. Tactile cues, a light touch to show where to move, are powerful but always need the client's consent, asked for at the start of the class and again before touching.",
            "Good cueing is short, specific and timed to the movement. A common error is to describe everything at once: position of the head, shoulders, ribs, pelvis and feet, before the client has moved. Instead, set the starting position, give the movement cue, and then add one correction at a time, watching whether it lands. If three clients make the same error, the cue, not the clients, needs to change.",
            "Breathing cues usually follow the lateral, or posterolateral, pattern taught in most schools: the inhalation widens the lower ribs to the sides and back while the abdominal wall keeps some tone, and the exhalation draws the ribs down and in. In most exercises the exhalation accompanies the effortful phase, for example the curl up in the Hundred. The Hundred itself takes its name from its breathing: five beats of the arms on the inhalation and five on the exhalation, repeated ten times.",
            "Teachers should watch for breath holding, which often signals that an exercise is too hard. That is a cue to regress it, not to encourage more effort.",
          ),
        },
      },
      {
        title: "Progressions, Regressions and Screening",
        description: "How to make any classical exercise easier or harder, and what to ask clients before they start.",
        lesson: {
          title: "Adapting the Roll Up and the Teaser",
          html:
            p(
              "Every exercise in the repertoire can be made easier or harder by changing four variables: lever length, base of support, range of motion and speed or load. Shortening the lever by bending the knees, widening the base, reducing the range or adding support from a band or the hands makes an exercise easier; the reverse makes it harder.",
            ) +
            "<ul><li>Roll Up regression: start seated and roll back halfway, holding the backs of the thighs</li><li>Roll Up regression: use a resistance band around the feet to assist the return</li><li>Roll Up progression: arms overhead throughout, legs together and straight</li><li>Teaser regression: one leg extended, the other foot on the mat</li><li>Teaser progression: lower and raise the legs while the trunk stays still</li></ul>" +
            p(
              "Before a client joins a class, the instructor completes a health screening, usually a written questionnaire followed by a short conversation. It asks about current injuries, surgery, back pain with leg symptoms, osteoporosis, high blood pressure and any other condition under medical care. Its purpose is not to diagnose but to identify who should be referred to a doctor or physiotherapist first and which exercises need modification.",
              "Osteoporosis is the commonest example in group classes. Loaded spinal flexion, as in the Roll Up, the Hundred with a high head lift and Rolling Like a Ball, increases compressive force on the front of the vertebral bodies and is associated with wedge fractures, so clients with low bone density are given neutral-spine and extension work instead. Red flags such as unexplained weight loss, night pain or numbness in the saddle area mean the client should see a doctor before exercising.",
            ),
        },
      },
    ],
  },
  {
    slug: "functional-hoof-trimming-dairy-cattle",
    discipline: "Cattle hoof trimming",
    title: "Functional Hoof Trimming for Dairy Herds",
    description:
      "Practising trimmers and herd staff refine the Dutch five-step method, identify and treat sole ulcers, white line disease and digital dermatitis, apply blocks, and plan lameness control through mobility scoring and footbathing.",
    level: "intermediate",
    duration: "four days (two classroom, two in the crush)",
    plantedGap: "footbathing",
    modules: [
      {
        title: "The Dutch Five-Step Method",
        description:
          "Toine Toussaint Raven's method balances weight between the claws; each step is explained and measured.",
        lesson: {
          title: "Five steps to a balanced foot",
          html:
            p(
              "Functional trimming, described by the Dutch veterinarian E. Toussaint Raven in the 1980s, aims to restore the weight-bearing surfaces of the claws so that load is shared evenly between the inner (medial) and outer (lateral) claws and taken on the wall and heel rather than the sole. In the hind feet of housed dairy cows the outer claw usually overgrows and carries too much weight, which is why most sole ulcers appear there.",
            ) +
            "<ol><li>Trim the inner claw to the correct toe length (about 7.5 cm on the dorsal wall for a Holstein) and leave a sole thickness of 5 to 7 mm at the toe, keeping the heel intact.</li><li>Trim the outer claw to match the inner claw in length and height, so that the two are level.</li><li>Hollow out the sole towards the axial (inner) side of each claw, to move weight onto the wall.</li><li>Relieve the damaged or painful claw by lowering its heel and sole further.</li><li>Remove loose horn and hollow out any cracks or pockets where dirt collects.</li></ol>" +
            p(
              "Steps one to three are preventive and applied to every foot; steps four and five are curative and applied only where there is a lesion. Over-trimming is as harmful as neglect: a sole thinner than about 5 mm flexes under pressure, and the cow will walk tenderly for weeks. Trimmers check sole thickness by pressing with the thumb; if the sole yields, they stop.",
              "Most herds benefit from routine trimming twice a year, often at drying off and around 100 days into lactation, the times when claw horn and the corium beneath it are most often under stress.",
            ),
        },
      },
      {
        title: "Claw Lesions and Their Treatment",
        description:
          "Sole ulcers, white line disease and digital dermatitis are the three lesions most trimmers deal with weekly.",
        lesson: {
          title: "Horn lesions and infectious lesions",
          html: p(
            "Claw lesions fall into two groups. Horn lesions, chiefly sole ulcers, sole haemorrhage and white line disease, arise when the corium, the living tissue that produces horn, is bruised or disrupted. Causes include long standing on concrete, the loosening of the suspensory apparatus of the pedal bone around calving, thin soles and overgrown outer claws. Infectious lesions, chiefly digital dermatitis and foul in the foot, are caused by bacteria and spread between cows.",
            "A sole ulcer typically sits at the junction of sole and heel in the outer hind claw, where the pedal bone's flexor process presses on the corium. The trimmer removes loose and undermined horn around it, slopes the edges so that no pocket remains, and relieves the claw by lowering it. A block glued to the healthy claw then lifts the ulcerated claw off the ground; the block should be checked within three to four weeks and removed by six, before it unbalances the foot.",
            "White line disease is a separation of the junction between wall and sole, most often in the outer hind claw near the heel, into which dirt is packed and where an abscess can form. The loose horn is removed and the tract opened to drain, and again a block is applied if the cow is lame.",
            "Digital dermatitis, linked to <i>Treponema</i> bacteria, produces a raw, strawberry-like lesion on the skin above the heel bulbs. It is treated by cleaning, drying and topical antibiotic spray, usually oxytetracycline, under the direction of the herd's veterinary surgeon, and bandaging is generally avoided. Affected cows should be treated promptly and rechecked, because chronic lesions become a reservoir that reinfects the rest of the herd.",
          ),
        },
      },
      {
        title: "Measuring Lameness in the Herd",
        description: "A herd-level view: mobility scoring, records and the targets a dairy should aim for.",
        lesson: {
          title: "Mobility scoring and records",
          html:
            p(
              "Lameness is one of the three biggest health costs in dairy herds, alongside mastitis and infertility. A single case has been estimated to cost a UK farm several hundred pounds through lost milk, treatment, reduced fertility and early culling. Because cows hide pain, lameness is consistently underestimated by farmers, and a systematic score is needed.",
              "The AHDB Dairy Mobility Score, widely used in the United Kingdom, grades each cow walking on a flat, firm surface, ideally as she leaves the parlour:",
            ) +
            "<table><tr><th>Score</th><th>Description</th><th>Action</th></tr><tr><td>0</td><td>Good mobility: even weight bearing, long strides</td><td>None</td></tr><tr><td>1</td><td>Imperfect: uneven steps or shortened strides</td><td>Routine trim, monitor</td></tr><tr><td>2</td><td>Impaired: uneven weight bearing, obviously lame</td><td>Lift and treat as soon as possible</td></tr><tr><td>3</td><td>Severely impaired: cannot keep up with the herd</td><td>Urgent treatment, veterinary attention</td></tr></table>" +
            p(
              "A herd is scored every month or two by a trained scorer. The proportion of cows scoring 2 or 3 gives the prevalence of lameness; many UK herds have a prevalence of 20 to 30 per cent, while good herds manage under 10. Worked example: of 180 cows scored, 27 are score 2 and 5 are score 3, a prevalence of 32 in 180, or about 18 per cent.",
              "Every lesion found in the crush should be recorded with cow number, foot, claw and lesion code, ideally using the ICAR Claw Health Atlas terms, so that the herd's pattern shows itself: mostly sole ulcers point to cow comfort and trimming, mostly digital dermatitis to hygiene and biosecurity. Reviewing these records with the herd's veterinary surgeon every quarter turns trimming from a fire-fighting exercise into a planned part of herd health, and lets the farm see whether changes to cubicles, tracks or routines have worked.",
            ),
        },
      },
    ],
  },
  {
    slug: "machine-shorthand-theory-and-realtime",
    discipline: "Stenography",
    title: "Machine Shorthand: from Theory to Realtime",
    description:
      "Having mastered the steno keyboard, students build speed toward 180 words per minute, refine a conflict-free theory, develop briefs and phrases, maintain a personal dictionary for computer-aided translation, and learn the transcript formats used in court.",
    level: "intermediate",
    duration: "two semesters",
    plantedGap: "transcript formats",
    modules: [
      {
        title: "The Steno Keyboard and Chording",
        description: "A review of the keyboard layout and the principle of writing whole syllables in one stroke.",
        lesson: {
          title: "Writing by chord",
          html:
            p(
              "A stenotype machine writes by chords: the writer presses several keys at once and releases them, and the whole combination is recorded as one stroke. The keyboard, standardised in the machine patented by Ward Stone Ireland in 1913 and developed further by the Stenotype Company, has 22 or 23 keys in two rows plus a row of number keys and a vowel row below. The left hand writes initial consonants, the thumbs write vowels, and the right hand writes final consonants.",
            ) +
            "<table><tr><th>Part of the stroke</th><th>Keys</th></tr><tr><td>Initial consonants (left hand)</td><td>S T K P W H R</td></tr><tr><td>Vowels (thumbs)</td><td>A O E U</td></tr><tr><td>Final consonants (right hand)</td><td>F R P B L G T S D Z, with * (asterisk) in the middle</td></tr></table>" +
            p(
              "Since there are fewer keys than sounds, many sounds are written as combinations. Initial D is TK, initial B is PW, initial M is PH, and initial N is TPH; final N is PB, final M is PL and final K is BG. Thus in Plover's theory the word 'bank' is written in one stroke as PWA*PBG, the asterisk marking final NK, while PWAPBG, with final NG, is 'bang'. Long vowels are also combinations: long A is AEU, long E is AOE and long I is AOEU.",
              "Because each stroke represents a whole syllable or word, a competent writer reaches speeds that no typist can. A court reporter needs around 225 words per minute for testimony in the United States certification tests, while the best realtime writers exceed 300. Speed does not come from pressing keys faster; it comes from writing fewer strokes per word, which is why theory and briefs matter so much.",
            ),
        },
      },
      {
        title: "Theory, Conflicts and Briefs",
        description: "Why words that sound alike must be written differently, and how short forms cut strokes.",
        lesson: {
          title: "Conflict-free writing",
          html:
            p(
              "A steno theory is the set of rules a writer follows to turn sounds into strokes. Older theories taught writers to write by sound and rely on the human reader to sort out homophones, since notes were read back by the reporter. Modern computer-aided translation (CAT) needs every stroke to map to one word, so contemporary theories, such as Magnum Steno, Phoenix and StenEd, are designed to be conflict-free or nearly so.",
              "A conflict occurs when two words share an outline. 'Their', 'there' and 'they're' are the classic case. A conflict-free theory resolves it by convention: for example, one form is written by sound, another with the asterisk added, and the third with a different vowel. Similar rules distinguish 'to', 'too' and 'two'; 'right', 'write' and 'rite'; and 'principal' and 'principle'.",
              "Briefs are short forms for common words and phrases, written in a single stroke although the word has several syllables. Phrasing goes further and writes a string of short words in one stroke: 'I don't know' or 'do you remember' can each be a single stroke, which saves time on the words that make up most of spoken English. Every phrase must still be unambiguous. A careful writer adds briefs one at a time, practising each until it is automatic, because a brief that has to be thought about is slower than writing the word out.",
            ) +
            "<ul><li>Frequent words: one stroke each, always</li><li>Long technical terms in a specialism: brief them</li><li>Phrases: build from the most common openings, such as 'I think', 'do you'</li><li>Retire a brief that keeps causing misstrokes, and write the word out instead</li></ul>",
        },
      },
      {
        title: "Building a Personal Dictionary",
        description: "Your CAT dictionary is your professional asset; this module covers how to grow and maintain it.",
        lesson: {
          title: "Dictionaries and realtime translation",
          html: p(
            "CAT software, such as Case CATalyst or Eclipse, or the open-source Plover, translates each stroke or sequence of strokes into English text by looking it up in the writer's dictionary. When the software finds no entry, it shows the raw steno, an untranslate, on screen. In realtime work, where a judge, a deaf student or a live caption viewer reads the output as it is written, every untranslate is visible, so the quality of the dictionary directly determines the quality of the work.",
            "A personal dictionary typically grows to well over 100,000 entries. It begins with the entries supplied for the writer's theory and grows as the writer defines new words, names and briefs. Good practice is to globally define an entry as soon as an untranslate is corrected, so that the software learns it permanently, and to prepare for each job by adding case-specific terms in advance. For a medical malpractice deposition, that might mean the names of parties and witnesses, drug names and anatomical terms taken from the case papers.",
            "Job dictionaries hold terms needed only for one case; they sit above the main dictionary in priority and can be discarded afterwards, which keeps the main dictionary clean. Writers should also search their dictionaries regularly for misstrokes that have been defined by accident and for entries that now conflict.",
            "Realtime translation rate is the proportion of words that translate correctly without editing. A writer at 95 per cent leaves one error in every twenty words, roughly one per sentence; the National Court Reporters Association's Certified Realtime Reporter examination demands at least 96 per cent at 180 to 200 words per minute.",
          ),
        },
      },
    ],
  },
  {
    slug: "radio-drama-writing-and-production",
    discipline: "Radio drama",
    title: "Writing and Producing Radio Drama",
    description:
      "Radio drama happens in the listener's head, and this module shows writers and producers how to put it there: scripting for the ear, casting and directing voices, building scenes with spot effects and atmosphere, and editing the finished play to time.",
    level: "intermediate",
    duration: "one term (ten weekly sessions)",
    plantedGap: "editing",
    modules: [
      {
        title: "Scripting for the Ear",
        description:
          "The listener cannot see, so the script must tell them who is speaking, where they are and what changes.",
        lesson: {
          title: "No pictures: writing what can be heard",
          html: p(
            "Radio drama has a long history in Britain, from the BBC's first play written for radio, Richard Hughes's <i>A Comedy of Danger</i> in 1924, set in a coal mine after the lights have failed. Hughes chose darkness deliberately: the audience and the characters were equally blind. The constraint remains the writer's central problem and its opportunity. Radio is cheap to stage, so a play can move from a battlefield to the inside of a character's head in a line.",
            "Because nothing is seen, the script must establish who is present, where the scene is set and what is happening, without sounding like an inventory. Characters should be named early and differentiated by voice, rhythm and vocabulary, and a scene seldom holds more than three or four speaking characters, since listeners lose track of more. Location is established by acoustic and by a few signature sounds, not by characters describing the room to each other, the classic fault known as 'Look, Mary, here comes the postman with a letter'.",
            "Radio scripts are laid out so that the actors and the studio manager can read them quickly. Each scene begins with a heading stating location and acoustic, for example 'INT. KITCHEN. NIGHT. RAIN ON WINDOW'. Character names are in capitals, and sound effects (FX) are on separate lines, underlined or capitalised. Speeches are numbered consecutively within each page so that retakes can be called precisely.",
            "A BBC Radio 4 afternoon drama runs to about 43 minutes and a script of roughly 45 to 55 pages, depending on layout; one page is, very roughly, a minute of air time.",
          ),
        },
      },
      {
        title: "Voices in the Studio",
        description: "Casting for distinct voices and directing actors at the microphone.",
        lesson: {
          title: "Casting, microphone technique and direction",
          html:
            p(
              "In radio, casting is casting by ear. Two actors who look nothing alike may sound similar, and the listener will confuse their characters. Directors therefore listen to voices side by side in auditions or showreels, looking for contrast in pitch, timbre, pace and accent across the cast. An actor's age and appearance matter little; an actor in her sixties can play a teenager convincingly if the voice carries it.",
              "Microphone technique is the actor's main tool. Working close to a cardioid or figure-of-eight microphone gives an intimate sound, suitable for interior monologue or a whispered exchange; stepping back or turning off-axis makes a voice sound further away or as if speaking from across a room. Movement is acted with the body: an actor climbing stairs is breathing heavily, and one carrying a box is strained.",
            ) +
            "<ul><li>Close and on-mic: thoughts, intimacy, narration</li><li>Normal distance, about 30 to 60 cm: most dialogue</li><li>Off-mic or turning away: departures, calls from another room</li><li>Moving in from off-mic: entrances</li></ul>" +
            p(
              "Studio drama in the BBC tradition is recorded in a dedicated studio with several acoustically distinct areas: a dead room for exteriors, where no reflections should be heard, a live area for halls and churches, and a carpeted 'domestic' area. Actors move between them as the scene requires. The director gives notes between takes on intention and rhythm rather than line readings, and the studio manager calls timings. Because a radio cast rarely rehearses for more than a few hours before recording, a director arrives with a clear view of each scene's purpose and of the few moments that must land, and protects time for them rather than polishing every line equally.",
            ),
        },
      },
      {
        title: "Sound: Spot Effects and Atmosphere",
        description:
          "Effects and atmos build the world; we look at what to do live in the studio and what to lay in later.",
        lesson: {
          title: "Doors, footsteps and the sound of a room",
          html: p(
            "Sound effects in radio drama are of two kinds. Spot effects are performed live in the studio, in time with the actors: doors opening and closing, cups placed on saucers, footsteps, papers rustled, a key turning. Because they are recorded in the same acoustic as the voices they match them perfectly, which is why BBC studios have working doors, staircases of different surfaces, a gravel tray and a water tank. Recorded effects and atmospheres are taken from libraries or recorded on location and mixed in later.",
            "Atmosphere, or 'atmos', is the continuous background that tells the listener where the scene is: traffic for a street, wind and gulls for a cliff top, distant clatter and chatter for a café. It should be established at the start of the scene, usually for two to four seconds before the first line, then reduced to a level where it is sensed more than heard. Changing atmos is the simplest way to signal a change of scene.",
            "The most common beginner's mistake is too many effects. The listener's imagination fills in a great deal from a few well-chosen sounds. A single creak of a gate and footsteps on gravel put a character at a country house more effectively than a full soundscape of birds, wind, distant tractors and dogs, which merely muddies the dialogue. Each effect should do one of three jobs: locate the scene, show an action the plot needs, or create mood.",
            "Music is a separate layer and is used sparingly in radio drama. A short sting can mark a scene change or a shift in time, but continuous underscoring competes with speech for the listener's attention.",
          ),
        },
      },
    ],
  },
];
