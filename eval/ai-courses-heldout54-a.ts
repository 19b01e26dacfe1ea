/** Fifty-fourth held-out evaluation courses, beginner level (accordion to heritage railways); see ai-courses-heldout54.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT54_A: EvalCourse[] = [
  {
    slug: "piano-accordion-from-the-bellows-up",
    discipline: "Accordion playing",
    title: "Piano Accordion from the Bellows Up",
    description:
      "Bellows control is the heart of accordion tone, so this ten-week evening class starts there before moving on to the right-hand keyboard, the Stradella bass system and simple waltz accompaniment; the last weeks introduce playing from lead sheets.",
    level: "beginner",
    duration: "10 weeks (one 2-hour evening class a week)",
    plantedGap: "lead sheets",
    modules: [
      {
        title: "Straps, Posture and the Bellows",
        description:
          "You will fit the instrument to your body and learn to open and close the bellows evenly, since every note depends on it.",
        lesson: {
          title: "Breathing with the bellows",
          html: p(
            "A piano accordion is a free-reed instrument: each note is produced by a brass or steel reed riveted over a slot in a metal plate, and the reed vibrates when air is forced through the slot. The air comes from the bellows, which the left arm opens and closes. Because the reeds only sound while air moves, the bellows do for the accordionist what the bow does for a violinist and the breath for a singer. Pressing a key without moving the bellows produces silence; moving the bellows harder makes the note louder and, on cheaper instruments, slightly flatter.",
            "Before playing, adjust the two shoulder straps so that the instrument sits upright against the chest with the top of the keyboard near the chin and the bottom resting on the left thigh when seated. The right strap is usually a little shorter than the left, which tips the keyboard towards the right hand. The left hand slides under the bass strap on the left end; tighten it until the palm can press against the bass board to open the bellows but the fingers can still reach the buttons.",
            "The first exercise uses only the air button, a release valve under the left thumb that lets air in or out without sounding a reed. Open the bellows slowly for four beats, then close them for four beats, keeping the movement smooth and fan-shaped, wider at the bottom than at the top. Then hold a single note, middle C, for four beats in each direction and listen for any bump in volume at the change. Good players change direction at bar lines or phrase ends, never in the middle of a slurred group, and they plan changes in advance by marking the music with the signs for opening and closing.",
          ),
        },
      },
      {
        title: "The Stradella Bass",
        description:
          "How can a few dozen buttons play every major, minor and seventh chord? This module explains the layout of the left-hand board.",
        lesson: {
          title: "Rows, columns and the circle of fifths",
          html:
            p(
              "Most piano accordions use the Stradella bass system, named after the Italian town where it was developed in the nineteenth century. A full-size instrument has 120 buttons arranged in 20 diagonal columns and 6 rows. Moving along a row from one column to the next moves a perfect fifth, so the columns follow the circle of fifths: E flat, B flat, F, C, G, D, A and so on. The C column is marked by a button with a dimple or a rhinestone so that the player can find it by touch.",
              "Each column contains, from the bellows outwards, the same sequence of buttons:",
            ) +
            "<ul><li>a counter-bass, sounding the major third above the root (E in the C column);</li><li>the fundamental bass, the root note itself (C);</li><li>the major chord (C, E, G);</li><li>the minor chord (C, E flat, G);</li><li>the dominant seventh chord (C, E, B flat, without the fifth);</li><li>the diminished seventh chord.</li></ul>" +
            p(
              "Beginners learn the fundamental bass with the third finger and the chords with the second finger, the finger sliding one row outwards. Because each chord button is a single key, a C major chord takes exactly the same effort as a B flat minor one. The notes of the chords sound within a single octave regardless of the root, so the instrument never sounds muddy. Basses below the C column are used most in flat keys and those above it in sharp keys; songs in C, G and F keep the hand within three neighbouring columns. Accordion music writes the fundamental basses as notes below the middle line of the bass clef and the chords as notes above it, often marked M, m, 7 or d to show which chord row is meant.",
            ),
        },
      },
      {
        title: "Waltzes and Marches for Two Hands",
        description:
          "Putting the hands together, we play the 'oom-pah' and 'oom-pah-pah' patterns that underpin dance music.",
        lesson: {
          title: "Bass-chord patterns in two and three time",
          html: p(
            "Most traditional accordion accompaniment alternates a bass note with a chord. In march or polka time, written in 2/4, the left hand plays the fundamental bass on the first beat and the major chord on the second: bass-chord, bass-chord. In waltz time, 3/4, the pattern becomes bass-chord-chord. The bass note is played slightly longer and the chords short and light, so that the rhythm lifts rather than plods. Played well, the left hand sounds like a small band of tuba and guitar.",
            "Variety comes from the alternating bass. Instead of repeating the root on every bar, the player moves to the counter-bass or to the fifth of the chord on the second bar. For a C major waltz the left hand might play C-chord-chord in the first bar and G-chord-chord in the second, both with the C major chord button; the G is simply the next fundamental button up the row. The same trick works in every column because the layout repeats.",
            "When the hands join, begin with a simple tune such as 'Lavender's Blue' in C major, whose harmony uses only C, F and G major chords. Practise the left hand alone until the chord changes are automatic, then add the right hand very slowly, counting aloud. Keep the bellows moving in one direction for a whole phrase, typically four bars, and change direction on the first beat of the next phrase, where the bass note hides the tiny break. Most beginners rush the right hand; a metronome set at 80 beats a minute restores the steady pulse that dancers need, and the tempo can rise only when the pattern is clean.",
          ),
        },
      },
    ],
  },
  {
    slug: "hand-lettered-signs-with-the-brush",
    discipline: "Sign painting",
    title: "Hand-Lettered Signs with the Brush",
    description:
      "Lettering by hand with a long-haired brush is a trade skill that rewards patience, and this twelve-session workshop covers the tools and enamels of the sign painter, the single-stroke alphabet, layout and spacing of a panel, and gilding on glass.",
    level: "beginner",
    duration: "12 sessions of 3 hours",
    plantedGap: "gilding on glass",
    modules: [
      {
        title: "Brushes, Enamels and the Mahl Stick",
        description:
          "Our first sessions are about tools: choosing lettering brushes, thinning paint to the right flow, and steadying the hand.",
        lesson: {
          title: "Tools of the sign writer",
          html:
            p(
              "The traditional lettering brush is a 'quill' or 'writer': a long, soft bundle of squirrel or synthetic hair, often three or four centimetres long, set in a quill or metal ferrule. The length of hair holds a reservoir of paint, so that one loading can pull a stroke the full height of a letter. Flat brushes called 'fitches' and chisel-edged 'one-strokes' are used for block letters and for filling large areas.",
              "Sign painters mostly use alkyd or oil-based lettering enamels because they level well, stay workable for a few minutes and weather outdoors. The paint is thinned with white spirit on a palette, often a pad of glossy paper, until it flows off the brush without dragging or running; a common description is the consistency of single cream. The brush is 'dressed' by working it back and forth on the palette to fill the hair and shape it to a clean edge or point.",
            ) +
            "<table><tr><th>Tool</th><th>Use</th></tr><tr><td>Quill / writer, size 4-10</td><td>Script and casual letters</td></tr><tr><td>Flat fitch, 6-25 mm</td><td>Block letters and backgrounds</td></tr><tr><td>Mahl stick</td><td>Resting the painting hand</td></tr><tr><td>Chalk or Stabilo pencil</td><td>Marking out</td></tr></table>" +
            p(
              "The mahl stick is a light rod about a metre long with a padded end. The padded end rests on the panel, away from wet paint, and the painting hand rests on the stick, which keeps the wrist off the work and steadies it. Beginners usually grip the brush too tightly. Hold it between thumb and first two fingers, roll it slightly as the stroke turns, and let the arm, not the fingers, move the brush along straight strokes.",
            ),
        },
      },
      {
        title: "The Single-Stroke Alphabet",
        description: "Learn to form every letter of the casual alphabet from a small number of pulled strokes.",
        lesson: {
          title: "Building letters from strokes",
          html: p(
            "The single-stroke or 'casual' alphabet was developed by American show-card writers in the early twentieth century, when every shop window needed price tickets written quickly. Each part of a letter is made with one pull of a flat or chisel brush, so the stroke width comes from the brush itself rather than from outlining and filling. A beginner who masters six basic strokes can build almost every letter.",
            "Those strokes are the vertical pulled downwards, the horizontal pulled left to right, the two diagonals, and the left and right curves that make the bowls of O, C and D. Vertical strokes are pulled towards the body; horizontals are pulled sideways with the brush held flat to the line so that they come out a little thinner than the verticals, which is what the eye expects. Curves are started slightly above the guideline and finished slightly below it, because round letters that only touch the lines look too small. This overshoot is usually about three per cent of the letter height.",
            "Practise on lined paper with a cap line and a baseline 50 millimetres apart and a 12-millimetre flat brush. Write rows of the same stroke until the ends are square and the widths match, then combine them: an E is one vertical and three horizontals, with the middle bar slightly above centre so that the letter does not look top-heavy. An R is a vertical, a bowl and a diagonal leg. Keep the paint loaded evenly, reloading before the brush runs dry, since a starved brush leaves ragged edges that no amount of retouching hides. Work letters in order from left to right so that the hand never drags through wet enamel.",
          ),
        },
      },
      {
        title: "Layout and Spacing of a Panel",
        description:
          "A sign is read from across the street, so this module teaches you to plan letter heights, margins and optical spacing before any paint is used.",
        lesson: {
          title: "From rough sketch to chalked layout",
          html: p(
            "Every good sign starts on paper. The painter first counts the wording and decides which line matters most; on a shop fascia that is usually the business name, which takes the largest letters, with the trade or telephone number smaller beneath it. A rule of thumb used by many writers is that one centimetre of letter height gives roughly three metres of comfortable reading distance, so a name meant to be read from thirty metres needs letters about ten centimetres high.",
            "Margins frame the lettering. A common starting point is to leave at least the height of the capital letters clear at each end of a panel and rather more at the bottom than the top, because optical centre lies slightly above the true centre. The layout is then drawn full size on detail paper, or marked straight onto the panel with chalk, starting from a centre line and working outwards so that the lettering is balanced.",
            "Spacing is judged by area, not by measurement. Two straight letters such as H and I need the most space between them; a straight and a round letter, such as H and O, a little less; two round letters, such as O and C, the least; and open letters such as L, T and A can be tucked closer still. Setting equal gaps between letters makes a word look patchy, with holes around L and A. Many sign writers pounce a finished layout: the paper pattern is perforated along the letter outlines with a pounce wheel and dabbed with a bag of chalk dust, leaving a dotted guide on the panel. The pattern can be kept and reused for a second sign.",
          ),
        },
      },
    ],
  },
  {
    slug: "safe-stage-combat-foundations",
    discipline: "Stage combat",
    title: "Safe Stage Combat: Foundations",
    description:
      "Safety comes before spectacle in this eight-week studio class for acting students, which teaches the principles of safe fight choreography, non-contact punches and slaps with the knap, controlled falls and rolls, and the basics of rapier and dagger.",
    level: "beginner",
    duration: "8 weeks (two 90-minute sessions a week)",
    plantedGap: "rapier",
    modules: [
      {
        title: "Principles of a Safe Fight",
        description:
          "We lay down the rules every fight in the course obeys: eye contact, distance, control, and the victim in charge.",
        lesson: {
          title: "Illusion, distance and consent",
          html: p(
            "A stage fight is a piece of choreography that must look dangerous and be entirely safe, eight shows a week. Fight directors achieve this by separating what the audience sees from what actually happens. The force of a blow is created by the reaction of the person 'hit', the sound by a separate action called a knap, and the apparent contact by the sightline from the audience. None of these requires real impact.",
            "Four principles guide every sequence. First, eye contact: partners look at each other before each move, which confirms that both are ready. Second, distance: most blows are thrown out of range, so that a missed cue lands on air; a straight punch to the face is thrown with the fist passing at least thirty centimetres short of or beside the target. Third, control: every move is rehearsed slowly, first at walking pace and then at about three-quarter speed, and is never performed faster than it can be stopped. Fourth, the victim is in control: the person receiving the move leads it, so that a hair pull, for example, is performed by the victim holding the attacker's hand on their own head and pulling themselves.",
            "Before rehearsal, partners warm up for at least ten minutes, agree a signal for stopping, such as a clap or the word 'hold', and check the floor for obstacles. Any move that frightens one partner is changed, not forced. In professional practice the sequence is run again at the 'fight call' before every performance, because tiredness and adrenaline change the timing. Students keep a written record of each fight so that it is repeated exactly, since improvisation is the most common cause of stage-fight injury.",
          ),
        },
      },
      {
        title: "Punches, Slaps and the Knap",
        description:
          "You will learn the non-contact straight punch, the roundhouse and the slap, and how the knap sells them.",
        lesson: {
          title: "Making a blow the audience believes",
          html:
            p(
              "The knap is the sound of a stage blow. Most knaps are made by the victim, who claps their hands together or slaps their own chest out of the audience's view at the moment the blow apparently lands. A 'shared knap' is made by the attacker's hand striking the victim's raised hand; a 'body knap' is made when the attacker slaps a large muscle group, such as the upper arm, with an open hand. The knap must coincide exactly with the reaction; even a tenth of a second out of step looks false.",
              "A typical non-contact roundhouse punch to the jaw is learnt in this order:",
            ) +
            "<ul><li>Partners stand out of distance, the fist stopping well short of the victim's face.</li><li>The attacker makes eye contact and draws the fist back in a clear preparation.</li><li>The fist travels across the front of the face, passing about a hand's width in front of it, and follows through.</li><li>As the fist passes, the victim knaps and snaps the head in the direction of the blow.</li><li>The victim then reacts with the body, stepping or stumbling away from the blow.</li></ul>" +
            p(
              "The audience must be placed so that the gap between fist and face is hidden, usually with the attacker's back partly to the house or with the blow crossing the line of sight. Slaps follow the same logic: the attacker's open hand passes in front of the face with the fingers relaxed, and the victim turns the head and knaps. Never aim a stage slap at the ear, where even light contact can damage the eardrum.",
            ),
        },
      },
      {
        title: "Falls and Rolls",
        description:
          "Here you will practise going to the floor safely, using the large muscles and rounded surfaces of the body.",
        lesson: {
          title: "Getting down without getting hurt",
          html: p(
            "A stage fall looks sudden but is controlled from start to finish. The performer lowers the centre of gravity first, then spreads the landing over the fleshy, rounded parts of the body: the side of the calf, the thigh, the buttock and the large muscles of the back. The points that must never take the weight are the knees, the elbows, the base of the spine, the head and the heels of the hands, because landing on them with a stiff arm is how wrists and collarbones break.",
            "The basic backward fall is taught in stages. The performer steps back with one foot, bends that knee deeply so that the body sinks, and sits onto the buttock beside the heel. From there they roll back along the rounded spine, tucking the chin to the chest so that the head never touches the floor, and let the arms slap the floor at about forty-five degrees to spread the shock. Each stage is drilled separately on a mat, then joined together slowly, and only then taken to the stage floor.",
            "The forward shoulder roll carries a performer over the floor and back to standing. Kneeling first, the student places the hands on the floor, tucks the head to look under the armpit on the opposite side, and rolls diagonally across the back from one shoulder to the opposite hip, never over the neck. The same rules hold for every fall: warm up, breathe out on impact, and keep the movement continuous, since freezing halfway is what causes awkward landings. Costume matters too, and falls are rehearsed in the actual shoes and clothes of the show as early as possible.",
          ),
        },
      },
    ],
  },
  {
    slug: "voice-acting-first-sessions",
    discipline: "Voice acting",
    title: "Voice Acting: First Sessions at the Microphone",
    description:
      "Radio commercials, animation and audiobooks all hire actors for their voices alone; this beginners' workshop trains breath support, microphone technique, reading a script cold, and setting up a home studio for auditions.",
    level: "beginner",
    duration: "6 weeks (one 3-hour workshop a week)",
    plantedGap: "home studio",
    modules: [
      {
        title: "Breath and Support",
        description:
          "Long narration and shouting in character both rest on the breath, which we train before anything else.",
        lesson: {
          title: "Breathing for the microphone",
          html: p(
            "Voice actors speak for hours, often at extremes of pitch and volume, and the breath is what keeps the voice free and healthy while they do it. The main muscle of quiet breathing is the diaphragm, a dome-shaped sheet under the lungs that flattens when it contracts, drawing air in. In supported speech the performer lets the lower ribs and abdomen expand on the in-breath and then controls the out-breath with the abdominal and intercostal muscles, rather than squeezing at the throat. Raised shoulders and a tight neck are signs that breathing has moved too high.",
            "A simple exercise builds control. Lie on the back with a book on the abdomen, breathe in through the nose for a count of four and watch the book rise, then release the air on a steady 'sss' for a count of eight, then twelve, then sixteen, keeping the sound even throughout. Standing, repeat the exercise with the hand on the lower ribs, feeling them swing outwards on the in-breath.",
            "At the microphone, breath becomes part of the performance and a technical problem at the same time. Large gasps are picked up clearly and must be edited out of commercial reads, so performers learn to take silent, low breaths at punctuation and to mark breath points in the script with a slash. Good hydration matters: the vocal folds are covered with a thin mucus layer, and water drunk through the day, rather than just before a session, keeps it thin. Dairy and salty snacks thicken saliva and cause the small clicks that microphones amplify; many actors keep a slice of green apple in the booth for the same reason.",
          ),
        },
      },
      {
        title: "Working the Microphone",
        description:
          "This module teaches distance, angle and the proximity effect, so that your performance reaches the recording intact.",
        lesson: {
          title: "Distance, angle and plosives",
          html:
            p(
              "Studio voice work is usually recorded on a large-diaphragm condenser microphone set to a cardioid pattern, which picks up sound mainly from the front and rejects it from the back. The performer's position relative to the capsule changes the sound as much as the performance does.",
              "Distance sets both level and tone. At about 15 to 20 centimetres, the typical working distance for narration, the voice sounds natural and even. Moving closer raises the level and, because of the proximity effect, boosts the bass, which gives an intimate, warm sound useful for a whispered line or a late-night radio advert. Moving back lowers the level and lets more of the room into the recording. For a shout, the actor turns the head slightly away or steps back rather than asking the engineer to turn down the gain.",
              "Plosives are bursts of air from the consonants p and b that strike the diaphragm and cause a low thump. A pop filter, a mesh screen placed a few centimetres in front of the microphone, breaks up the burst. Speaking slightly across the capsule, with the microphone angled a few degrees off the line of the mouth, also helps.",
            ) +
            "<table><tr><th>Problem</th><th>Cause</th><th>Remedy</th></tr><tr><td>Boomy sound</td><td>Too close</td><td>Move back to 15-20 cm</td></tr><tr><td>Popping</td><td>Plosives hitting capsule</td><td>Pop filter; angle off-axis</td></tr><tr><td>Distorted shout</td><td>Level overload</td><td>Turn head or step back</td></tr><tr><td>Paper rustle</td><td>Handling script</td><td>Read from a tablet or stand</td></tr></table>" +
            p(
              "Above all, stay still. A change of a few centimetres between takes makes edits audible, so actors mark their position with a hand on the stand or a fixed reference point.",
            ),
        },
      },
      {
        title: "Reading Cold",
        description:
          "Auditions give you a script minutes before you record it; here you learn to find its meaning and shape quickly.",
        lesson: {
          title: "Five questions for an unseen script",
          html: p(
            "A cold read is a performance of a script seen only moments before. Casting directors use it to judge how quickly an actor understands a text and how well they take direction. The trick is to make choices fast, and five questions help: who am I, who am I talking to, where am I, what do I want, and what just happened before the first line?",
            "Take a typical thirty-second radio script for a garden centre. The answers might be: a friendly neighbour, talking to one listener, over a garden fence, wanting them to visit this weekend's sale, having just seen their wilting tomato plants. These answers turn a list of product names into a conversation. Experienced voice actors speak to one person, never to 'the listeners', because radio is heard by individuals.",
            "The next step is to mark the script. Underline the words that carry the selling point, usually the brand name, the offer and the call to action, and mark pauses and breaths with slashes. Check the timing: commercial copy is written for a set length, commonly 30 or 60 seconds, and at a relaxed conversational pace of about 150 words a minute a 30-second script holds roughly 75 words. If the script runs long, the actor tightens the pace through the middle rather than rushing the brand name at the end.",
            "Finally, be ready to change. A director may say 'warmer', 'less announcery' or 'smile more', and the best auditions show that an actor can give a genuinely different second take. Listen, nod, and then perform the note rather than explaining your first choice.",
          ),
        },
      },
    ],
  },
  {
    slug: "volunteering-on-a-heritage-railway",
    discipline: "Heritage railway operation",
    title: "Volunteering on a Heritage Railway",
    description:
      "Preserved steam lines in Britain run largely on volunteer labour, and this induction course prepares new recruits for the rule book and personal track safety, the duties of the guard, single-line token working and locomotive preparation.",
    level: "beginner",
    duration: "5 Saturdays",
    plantedGap: "locomotive preparation",
    modules: [
      {
        title: "Safety on and near the Line",
        description:
          "You will learn why the railway is dangerous, what the rule book requires and how to walk safely near running lines.",
        lesson: {
          title: "Personal track safety",
          html: p(
            "A heritage railway is a real railway. Trains may weigh several hundred tonnes, take hundreds of metres to stop and move almost silently on a downhill gradient. In Great Britain heritage lines operate under the Railways and Other Guided Transport Systems (Safety) Regulations 2006, which require each operator to have a safety management system, and each railway issues its own rule book based on the traditional railway rules. Every volunteer who works on or near the line must be trained and assessed in personal track safety before going out.",
            "The basic rules are simple but absolute. Walk in a position of safety, normally at least two metres from the nearest rail, and face oncoming traffic where possible. Never step on rails, sleepers' ends or point rodding, which can be slippery and can move. Always wear high-visibility clothing of the approved colour, usually orange on the railway. Before crossing a line, stop, look both ways and listen, then cross at right angles, quickly but without running.",
            "When a train approaches, move to the position of safety, raise an arm in acknowledgement of the driver's horn and stay there until the whole train has passed; a second train may be hidden behind the first on double track. Nobody may go onto the line without permission from the person in charge of the site. Volunteers also learn the meaning of hand signals: a red flag or a red lamp means stop, a green flag held steady means proceed, and any object waved violently means stop in an emergency. Reports of defects or near misses go to the duty officer the same day, because most railway accidents are preceded by incidents that nobody reported.",
          ),
        },
      },
      {
        title: "The Guard's Duties",
        description:
          "What does a guard actually do between stations? This module follows a guard through a working day.",
        lesson: {
          title: "From booking on to the last train",
          html:
            p(
              "The guard is in charge of the train and its passengers; the driver is in charge of the locomotive. On a heritage railway the guard is usually a volunteer who has worked up through station and ticket duties and passed a rules examination and a practical assessment by an inspector.",
              "A guard's day follows a set routine:",
            ) +
            "<ul><li>Book on with the duty officer, read the notices for speed restrictions and engineering work, and check the watch against the station clock.</li><li>Carry out the brake test with the driver: the vacuum or air brake is applied from the locomotive and the guard confirms it at the rear, then applies it from the brake van and the driver confirms at the front.</li><li>Check that the train's doors are closed and locked, that the tail lamp is lit and that the guard's van equipment is present: flags, lamp, detonators and first-aid kit.</li><li>At each station, ensure passengers are clear, then give the 'right away' to the driver with a green flag held steady or a green lamp.</li><li>At the terminus, make sure the coaches are empty and hand over or secure the train.</li></ul>" +
            p(
              "If a train stops unexpectedly, the guard must find out why and protect it. Protection means making sure no other train can run into it, which on most heritage lines is guaranteed by the token system, but the guard still carries detonators, small charges clipped to the rail that explode when a train passes over them, to warn an approaching driver. A guard also keeps the journal, recording departure times and delays, which the railway uses to investigate late running.",
            ),
        },
      },
      {
        title: "Single-Line Token Working",
        description:
          "Most preserved lines are single track, so this module explains the token, the one object that keeps two trains from meeting head-on.",
        lesson: {
          title: "One section, one token, one train",
          html: p(
            "Heritage railways are usually single lines with passing loops at some stations. The great danger on a single line is two trains entering the same section from opposite ends. Since the nineteenth century this has been prevented by the token: a physical object, such as a staff, a tablet or a key, which the driver must hold before entering the section. Because only one token exists for each section, only one train can be in it at a time.",
            "In its simplest form, 'one train working', a single wooden or brass staff covers the whole line, and only one train runs at a time. Busier railways use electric key token or tablet instruments, introduced by Edward Tyer in 1878, in which a token for a section is kept in machines at both ends. The instruments are electrically interlocked so that a token can be withdrawn at one end only with the cooperation of the signaller at the other, and no second token can be released until the first has been replaced in one of the machines.",
            "On a typical day the signaller at station A rings station B on the block bell to offer a train, B accepts, and A withdraws a token and hands it to the driver, often in a leather pouch on a hoop. The driver checks that the token is for the correct section, since each is engraved with the names of the stations at its ends, before starting. At B the token is surrendered and replaced in the instrument, which frees the section for the next train. A driver who finds the wrong token, or none, must not move the train.",
          ),
        },
      },
    ],
  },
];
