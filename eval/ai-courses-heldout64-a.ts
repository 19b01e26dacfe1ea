/** Sixty-fourth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout64.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT64_A: EvalCourse[] = [
  {
    slug: "introduction-to-paperhanging",
    discipline: "Paperhanging",
    title: "Introduction to Paperhanging",
    description:
      "For apprentice decorators and confident home improvers, this practical course covers preparing and sizing walls, cross-lining, measuring and pasting lengths, hanging to a plumb line, matching patterns, and safe stairwell work.",
    level: "beginner",
    duration: "five days (full-time workshop in a training bay)",
    plantedGap: "stairwell work",
    modules: [
      {
        title: "Surface preparation and cross-lining",
        description:
          "Assessing, repairing, sizing and lining a wall so that the finish paper goes onto a sound, even and evenly absorbent surface.",
        lesson: {
          title: "Getting the wall ready",
          html: p(
            "Most faults that show in finished wallpaper start in the wall behind it. Before anything is hung, check the surface for damp, loose material and unevenness. Press a strip of masking tape firmly onto old paintwork and pull it off sharply: if paint comes away with it, the coating will not hold paper and must be scraped back and sanded. Fill cracks and holes with a fine surface filler, slightly overfilling so that the repair can be sanded flush, and spot-prime bare filler so that it does not draw water out of the paste faster than the surrounding wall.",
            "New or porous plaster must be sized. Size is a diluted coat of wallpaper paste, or a proprietary size, brushed over the whole wall and allowed to dry. It reduces and evens out suction, so the paste stays wet long enough for the paper to be slid into position, and it gives the surface a little slip. Gloss and eggshell paint present the opposite problem: they are too smooth and non-absorbent to grip paste, so they are keyed with abrasive paper and washed down with sugar soap before papering.",
            "Lining paper gives an even, uniformly absorbent base and hides minor surface defects. It is sold in grades that indicate its weight and thickness, commonly 800, 1000, 1200, 1400 and 1700 grade; heavier grades bridge fine cracks and uneven plaster better but are stiffer to handle. Where a finish paper will follow, lining paper is hung horizontally, a method called cross-lining, so that its joints can never coincide with the vertical joints of the paper above. Work from the top of the wall downwards, butting each length against the one above rather than overlapping it, because an overlap shows as a ridge through the finish paper.",
            "Trim lining paper one or two millimetres short of the ceiling line, internal corners and skirting instead of pushing it tight into the angle; a tight fit can curl as it dries and lift the finish paper with it. If the wall is to be painted rather than papered, lining paper is hung vertically, like a finish paper, and the joints are filled and sanded. Either way, leave it to dry thoroughly, normally overnight, and inspect it under a low, raking light for bubbles and open joints, which are far easier to correct now than later.",
          ),
        },
      },
      {
        title: "Measuring, cutting and pasting",
        description:
          "Reading the roll label, allowing for pattern repeats, cutting lengths in sequence and pasting them so that every length expands by the same amount.",
        lesson: {
          title: "From roll to pasted length",
          html: p(
            "A standard British roll is 10.05 metres long and 0.53 metres wide, about 5.3 square metres. Before cutting, check that every roll carries the same batch or shade number, because rolls printed in different runs can differ slightly in colour, and unroll the first few metres in good light to look for printing faults.",
            "Measure the drop from ceiling to skirting at several points and add about 100 millimetres, 50 at the top and 50 at the bottom, for trimming. Then allow for the pattern. A free match, such as a plain texture or a stripe, needs no allowance. A straight match repeats horizontally, so the same motif sits at the same height on every length. With an offset or half-drop match the motif on alternate lengths is dropped by half the repeat, and wastage can be much higher: a 640 mm repeat can add most of a metre to some lengths. Decide where the main motif should fall at the ceiling line, cut the first length, then match each following length against it dry on the table, numbering the back at the top in pencil.",
            "Paste from the centre of the length outwards, letting the paper overhang the table edge slightly as each side is pasted so that no paste reaches the table or the printed face. Fold the pasted ends towards the middle, paste to paste, without creasing the folds; this is called booking, and it keeps the paste moist while the paper soaks. Paper expands when wet. A length hung before it has finished expanding goes on stretching on the wall and forms bubbles, or shrinks back as it dries and opens the joints. Follow the soaking time on the label, often five to ten minutes for standard papers, and keep it identical for every length so that all lengths are the same width on the wall.",
            "Match the adhesive to the paper. Starch pastes are cheap and have good slip; cellulose pastes carry less water and are less likely to stain; ready-mixed heavy-duty adhesives, which usually contain a fungicide, are used for vinyls and heavy papers. Non-woven papers are the exception to booking: they are paste-the-wall products, hung dry onto a pasted surface and not soaked at all, because they do not expand.",
          ),
        },
      },
      {
        title: "Hanging to a plumb line",
        description:
          "Setting out the first length, brushing out, trimming at ceiling and skirting, turning corners and working around switches and sockets.",
        lesson: {
          title: "Hanging, trimming and turning corners",
          html: p(
            "Walls and corners are rarely vertical, so never use a corner as the reference for the first length. Measure out from the corner by the width of the roll less about 15 millimetres and mark a true vertical with a plumb bob or a long spirit level. On a chimney breast or feature wall with a bold pattern, set out from the centre instead, so that the design is symmetrical. Traditionally, hanging starts beside the main window and works away from the light in both directions.",
            "Unfold the top of the booked length, offer it to the wall with about 50 mm lying onto the ceiling, slide it to the plumb line and smooth it with the paperhanging brush, working from the centre outwards and downwards to drive out air. Release the lower fold and continue. Run the back of the scissors along the ceiling angle to crease the paper, peel it back, cut along the crease and brush it back; repeat at the skirting. Each following length is butted to the previous edge, not overlapped, and the joint is pressed lightly with a seam roller. Never use a seam roller on embossed or textured papers, which it would flatten. Wipe paste off the face at once with a clean, damp sponge.",
            "At an internal corner, measure from the last length into the corner at the top, middle and bottom, take the widest measurement and add 10 to 15 mm. Cut the length to that width and hang it so that it turns slightly onto the return wall. Mark a new plumb line on the return wall, the width of the offcut away from the corner, and hang the offcut to that line so that it overlaps the turned edge. At an external corner, wrap the paper about 25 mm round the corner and hang the next length to a new vertical.",
            "For a switch or socket, first isolate the circuit at the consumer unit. Hang the paper over the fitting, press it gently to find the corners, and make diagonal cuts from the centre to each corner. Trim the flaps, leaving about 5 mm, loosen the faceplate screws, tuck the paper behind the plate and re-tighten. Metallic and foil papers conduct electricity and must never be tucked behind a faceplate; trim them neatly around it instead.",
          ),
        },
      },
    ],
  },
  {
    slug: "starting-out-in-netball-umpiring",
    discipline: "Netball umpiring",
    title: "Starting Out in Netball Umpiring",
    description:
      "What does an umpire actually watch during a sixty-minute match? This course prepares new umpires to apply the rules on areas of play, footwork, obstruction and contact; to move along the sideline and behind the goal line; to signal decisions clearly; and to deal calmly with injury stoppages.",
    level: "beginner",
    duration: "six weeks (one two-hour evening session a week, with umpiring practice at club matches)",
    plantedGap: "injury stoppages",
    modules: [
      {
        title: "Who may go where? Positions and areas of play",
        description:
          "The court, the seven playing positions and the areas each may enter, with the offside rule and the split of control between the two umpires.",
        lesson: {
          title: "Areas of play and offside",
          html:
            p(
              "A netball court is 30.5 metres long and 15.25 metres wide and is divided by two transverse lines into three equal thirds: a goal third at each end and the centre third between them. Each goal third contains a semicircular goal circle of 4.9 metres radius, and in the middle of the court is a centre circle 0.9 metres in diameter.",
              "Each team has seven players, and the position on each bib defines the areas that player may enter. Only the Goal Shooter and Goal Attack may score, and only from inside the goal circle they attack.",
            ) +
            "<table><thead><tr><th>Position</th><th>Areas allowed</th></tr></thead><tbody>" +
            "<tr><td>Goal Shooter (GS)</td><td>Attacking goal third, including the goal circle</td></tr>" +
            "<tr><td>Goal Attack (GA)</td><td>Centre third and attacking goal third, including the goal circle</td></tr>" +
            "<tr><td>Wing Attack (WA)</td><td>Centre third and attacking goal third, excluding the goal circle</td></tr>" +
            "<tr><td>Centre (C)</td><td>All three thirds, excluding both goal circles</td></tr>" +
            "<tr><td>Wing Defence (WD)</td><td>Centre third and defending goal third, excluding the goal circle</td></tr>" +
            "<tr><td>Goal Defence (GD)</td><td>Centre third and defending goal third, including the goal circle</td></tr>" +
            "<tr><td>Goal Keeper (GK)</td><td>Defending goal third, including the goal circle</td></tr>" +
            "</tbody></table>" +
            p(
              "A player who enters an area not allowed for that position, with or without the ball, is offside, and the umpire awards a free pass to the opposing team where the infringement occurred. A player may reach or lean over a line without being offside, provided no part of the body touches the ground in the offside area: offside is judged by where a player lands or stands, not where the arms go. At each centre pass the Centre must stand with at least one foot wholly within the centre circle, all other players start in their goal thirds, and the pass must be caught or touched by a player standing in, or landing wholly within, the centre third.",
              "Two umpires control the match. Each takes one half of the court lengthways and one sideline, stays off the court, and moves along that sideline and behind the goal line at their end so that they can see into the goal circle. Each umpire gives decisions in their own half and on throw-ins over their own sideline along the full length of the court. Good positioning means staying level with or slightly ahead of play and keeping the ball and the players nearest it in view.",
            ),
        },
      },
      {
        title: "Footwork and obstruction",
        description:
          "Judging the landing foot, the pivot and stepping, and the distance a defender must keep from the player holding the ball.",
        lesson: {
          title: "Landing foot, pivot and the 0.9 metre rule",
          html: p(
            "The footwork rule depends on how the player lands. A player who catches the ball while landing on one foot may step with the other foot in any direction, lift the landing foot, and must throw or shoot before it is regrounded. The landing foot may also pivot, turning on the spot, while the other foot steps. A player who lands on both feet at once may step with either foot in any direction, lift the other foot, and must throw or shoot before that foot is regrounded; either foot may be used to pivot.",
            "The common infringements are dragging or sliding the landing foot, hopping on either foot, regrounding the landing foot after lifting it while still holding the ball, and jumping from both feet and landing on both feet again with the ball. Each is penalised with a free pass to the opposing team. A player must also pass or shoot within three seconds of receiving the ball; holding it longer is also a free pass. Watch the landing foot from the moment of the catch: umpires who look at the ball first rarely know which foot landed.",
            "Obstruction concerns defending distance. A defender trying to intercept or defend the ball must be at least 0.9 metres (three feet) from the player with the ball. The distance is measured on the ground from the landing foot of the attacker to the nearer foot of the defender; if the landing foot has been lifted, it is measured from where that foot was. A defender may stand closer than 0.9 metres, but must then make no attempt to defend, for example by raising the arms towards the ball. Obstruction can also occur away from the ball, when a player uses outstretched arms to reduce the space available to an opponent who does not have it.",
            "Obstruction and contact are penalised with a penalty pass taken where the offender stood. The offending player must stand beside and away from the thrower, taking no part in play until the ball has been released. When the offence is committed inside the goal circle against the Goal Shooter or Goal Attack, the penalty becomes a penalty pass or shot, so the shooter may choose to shoot without being defended.",
          ),
        },
      },
      {
        title: "Whistle, call and signal",
        description:
          "Communicating each decision clearly to the players and the co-umpire, applying advantage, and working as a pair from the sideline.",
        lesson: {
          title: "Making and communicating a decision",
          html: p(
            "Every decision follows the same sequence: whistle, call, signal. The whistle stops play and should be short and firm for a routine infringement and longer and louder for a serious one, so that players hear the difference. The call names the infringement and the player, for example 'Contact, Blue GA', loud enough for the players near the ball. The umpire then gives the hand signal for the infringement, points in the direction the pass will go, and shows the penalty: a free pass, or a penalty pass, in which case the offending player is directed to stand beside the thrower. Signals make the decision visible to the co-umpire, the scorers and spectators, who cannot hear the call.",
            "The advantage rule tells the umpire not to blow if stopping play would penalise the team that was offended against. If a Wing Defence contacts a Wing Attack who still completes a good pass to an unmarked Goal Attack, the umpire calls 'Advantage' or 'Play on', often with an arm extended in the direction of play, and lets the game continue. The judgement must be made in the instant after the offence: a whistle that comes after the next pass has already been made confuses players and looks like a change of mind.",
            "Umpires work as a pair. Before the match, agree how you will help each other, for example by confirming which player last touched a ball that went over the goal line, and make eye contact at every centre pass. Stay off the court, move with play, and look into the circle from beyond the goal line when the ball is in your goal third. The umpire must also work with the timekeeper and scorers, checking the score at every quarter and knowing the procedure for extra time in a drawn knockout match.",
            "A useful habit is to umpire the space, not just the ball. Most contact happens as players compete for space before a pass, and most obstruction happens around the player with the ball, so scan from the ball to the nearest pairs of players and back. After each match, write down two decisions you were unsure about and check them against the exact wording of the rules; confidence grows from that wording, and World Netball revises the rules every few years.",
          ),
        },
      },
    ],
  },
  {
    slug: "trumpet-for-adult-beginners",
    discipline: "Trumpet playing",
    title: "Trumpet for Adult Beginners",
    description:
      "Students learn to form a relaxed, stable embouchure, breathe for a steady sound, buzz on the mouthpiece, play the first notes of the harmonic series with all seven valve combinations, read simple parts written for trumpet in B-flat, and keep the instrument working with regular valve oiling.",
    level: "beginner",
    duration: "ten weeks (one hour-long group lesson a week plus daily home practice)",
    plantedGap: "valve oiling",
    modules: [
      {
        title: "Breath, buzz and embouchure",
        description:
          "How the lips produce the sound, how to set the mouthpiece, and how to support the air that drives the buzz.",
        lesson: {
          title: "Buzzing before blowing",
          html: p(
            "A trumpet has no reed: the player's lips are the vibrating source. Air pushed between lightly closed lips makes them open and close many times a second, and the instrument reinforces the frequencies that match its own resonances. The arrangement of lips and facial muscles that does this is called the embouchure. A good beginner embouchure has firm corners and a relaxed, moist centre. Say 'mmm' and hold the shape: the lips touch evenly, the corners are anchored against the teeth, and the chin is flat and pointed down rather than bunched.",
            "Buzz the lips without the mouthpiece first, aiming for a steady, even sound like a distant motorboat, then add the mouthpiece. Most teachers suggest centring it left to right and setting it roughly half on the upper lip and half on the lower, although the best position varies with the shape of the teeth and lips and should not be forced. A standard medium-cup beginner mouthpiece such as a Bach 7C or equivalent is sensible; very small or very large cups make early progress harder. Buzz on the mouthpiece alone, sliding up and down like a siren, then try to hold a single pitch against a piano or tuner. A player who can buzz a steady pitch on the mouthpiece will find the trumpet does the rest.",
            "The buzz depends on steady air. Breathe in through the corners of the mouth, low and relaxed, letting the waist and lower ribs expand rather than lifting the shoulders. Then blow as if through a long tube towards a point across the room, keeping the air moving at a constant speed. The cheeks should not puff out; puffed cheeks waste support and pull the corners loose.",
            "Notes are started with the tongue, not with a push of breath. Place the tip of the tongue just behind the upper front teeth and release it as if whispering 'too' or 'tah': the air is already waiting behind the tongue, so the note begins cleanly. Beginners often press the mouthpiece hard against the lips to make high notes sound. This works for a few minutes, then squeezes the blood supply from the lips and ends the practice session. Use only enough pressure for an airtight seal, and rest as much as you play.",
          ),
        },
      },
      {
        title: "The harmonic series and the three valves",
        description:
          "Why a trumpet can play several notes with no valves pressed, and how the valves lower the pitch to fill the gaps between them.",
        lesson: {
          title: "How three valves make every note",
          html:
            p(
              "With no valves pressed, a trumpet can sound a series of notes called the harmonic series, or partials, whose frequencies are whole-number multiples of a low fundamental. On the B-flat trumpet the open notes a beginner uses are, in written pitch, middle C (often called low C on the trumpet), the G on the second line of the treble stave, the C in the third space, the E in the top space, and the G just above the stave. Moving between them without changing fingers, by changing lip tension and air speed, is called a lip slur.",
              "Each valve adds a length of tubing and lowers the pitch: the second valve by a semitone, the first by a tone, and the third by a minor third, three semitones. Combined, the valves give seven positions, open, 2, 1, 1+2, 2+3, 1+3 and 1+2+3, lowering the pitch by nothing up to six semitones. That is enough to fill the widest gap between the lower partials, the perfect fifth from low C up to G, and to reach down to the F sharp below low C. The written C major scale in the first octave is fingered as follows.",
            ) +
            "<table><thead><tr><th>Written note</th><th>Valves</th></tr></thead><tbody>" +
            "<tr><td>C (low C)</td><td>open</td></tr><tr><td>D</td><td>1 and 3</td></tr><tr><td>E</td><td>1 and 2</td></tr><tr><td>F</td><td>1</td></tr>" +
            "<tr><td>G</td><td>open</td></tr><tr><td>A</td><td>1 and 2</td></tr><tr><td>B</td><td>2</td></tr><tr><td>C (third space)</td><td>open</td></tr>" +
            "</tbody></table>" +
            p(
              "Valve combinations are not perfectly in tune, because each valve's tubing is cut to the right length for use on its own. When valves are combined, the added tubing is slightly too short, so the combinations 1+3 and 1+2+3 are noticeably sharp. That is why trumpets have a ring or saddle on the first-valve slide and a ring on the third-valve slide: pushing them out lengthens the tubing and lowers the pitch. Low D (1+3) and low C sharp (1+2+3) both need the third slide extended. The third valve alone gives the same pitch as 1+2 but is usually less well in tune, so 1+2 is the normal fingering and the third valve alone is kept as an alternative.",
            ),
        },
      },
      {
        title: "Reading parts in B-flat",
        description:
          "Transposition, tuning to a band or piano, and a first practice routine built around simple tunes.",
        lesson: {
          title: "Transposition, tuning and a first routine",
          html: p(
            "The standard trumpet is a transposing instrument in B-flat: when a trumpeter reads and plays a written C, the sound is the B-flat a whole tone lower. Trumpet parts are therefore written a major second above concert pitch. A hymn in concert F major appears in the trumpet part in G major, with one sharp instead of one flat; a piece in concert E-flat appears in F. When reading from a piano score or a lead sheet in concert pitch, the trumpeter must transpose every note up a tone.",
            "Bands tune to concert B-flat, which is the trumpet's written C. Play the third-space C with a good, relaxed sound and compare it with a tuner or a reference pitch. If the note is sharp, pull the main tuning slide out a few millimetres; if it is flat, push the slide in. Tune after two or three minutes of playing, because a cold instrument plays flat and rises in pitch as the air inside warms. Then check the G on the second line and low C: if the third-space C is in tune but these are not, the problem usually lies in the embouchure, not in the instrument.",
            "Early tunes should stay within the octave from low C, where notes come most easily. Count rhythms aloud before playing them, clap them, then play them on a single note before adding the pitches. Plan breaths at the ends of phrases: a quick, full breath on the rest before a phrase is better than running out of air in the middle of one.",
            "A daily session of twenty to thirty minutes could run as follows: two minutes of mouthpiece buzzing; long notes on second-line G, third-space C and low C, each held for eight slow beats with a steady sound; lip slurs between open G and C; the written C major scale, slowly; then the tune of the week. Stop when the lips tire and the sound turns thin, and rest between sections. Short daily practice builds endurance far better than one long weekly session. Arban's Complete Conservatory Method, first published in 1864, remains the standard source of exercises for all of these.",
          ),
        },
      },
    ],
  },
  {
    slug: "russian-for-complete-beginners",
    discipline: "Russian language",
    title: "Russian for Complete Beginners",
    description:
      "An introduction to Russian for learners with no previous knowledge: the Cyrillic alphabet, stress and vowel reduction, grammatical gender, the present tense of first-conjugation verbs, greetings and introductions, and the prepositional case.",
    level: "beginner",
    duration: "twelve weeks (two ninety-minute classes a week)",
    plantedGap: "prepositional case",
    modules: [
      {
        title: "Cyrillic in three groups",
        description:
          "Learning the 33 letters of the Russian alphabet by sorting them into familiar letters, false friends and new shapes.",
        lesson: {
          title: "Reading Cyrillic",
          html: p(
            "The Russian alphabet has 33 letters: 21 consonant letters, 10 vowel letters and two signs with no sound of their own. It looks harder than it is, because it can be learned in three groups. The first are letters that look and sound much as in English: А (a as in father), К, М, О and Т. The second are false friends, familiar shapes with different sounds: В is v, Е is ye, Н is n, Р is a rolled r, С is s, У is oo, and Х is the kh of Scottish loch. The third group are new shapes, several borrowed from Greek: Б (b), Г (g), Д (d), Ж (zh, like the s in pleasure), З (z), И (ee), Й (a short y), Л (l), П (p), Ф (f), Ц (ts), Ч (ch), Ш (sh), Щ (a long, soft shch), Ы, Э, Ю (yu), Я (ya) and Ё (yo).",
            "Two vowels need special attention. Ы has no English equivalent: keep the tongue pulled back as for the u of put while spreading the lips as for ee. Э is the e of met without the y-glide that Е has. The soft sign Ь has no sound of its own; it shows that the consonant before it is soft, or palatalised, pronounced with the middle of the tongue raised towards the hard palate, as in мать (mother) and день (day). The hard sign Ъ is rare and separates a consonant from a following y-sound, as in объект (object).",
            "Vowel letters come in pairs: А and Я, Э and Е, Ы and И, О and Ё, У and Ю. The second letter of each pair either softens the consonant before it or, at the start of a word or after another vowel, adds a y-sound. Compare мал (small) with мял (crumpled), or hear the initial y in яблоко (apple) and ёлка (fir tree).",
            "Practise by reading words you already know: ресторан, метро, такси, студент, парк, телефон, компьютер, банк, спорт. Printed and handwritten forms differ, and the italic and cursive forms can mislead: cursive т looks like an English m, д can look like g, и looks like u and п like n. Learn to read handwriting from the first week, because teachers, signs and menus use it, and write each new word by hand as well as typing it.",
          ),
        },
      },
      {
        title: "Stress and vowel reduction",
        description:
          "Why Russian words are rarely pronounced exactly as spelled, and the rules that let a learner predict the sounds.",
        lesson: {
          title: "Why молоко is not mo-lo-ko",
          html: p(
            "Russian stress is free, meaning it can fall on any syllable, and mobile, meaning it can move between the forms of a single word: рука (hand) is stressed on the ending, but руку, the form used as a direct object, is stressed on the first syllable. Stress is not shown in ordinary writing, so learners' materials mark it with an acute accent: молоко́, соба́ка, го́род. Learn the stress with every new word, because stress controls how the vowels sound.",
            "Only stressed vowels are pronounced at full value. Unstressed о is reduced, a process called akanye: in the syllable immediately before the stress it sounds like a short [ɐ], close to the a of father but shorter, and further from the stress it weakens to a neutral [ə]. So молоко (milk) is pronounced roughly [məlɐˈko], хорошо (good) [xərɐˈʂo], and Москва [mɐˈskva]. Unstressed а behaves the same way. After soft consonants, unstressed е and я are reduced to a short [ɪ], which is called ikanye: сестра (sister) sounds like [sʲɪˈstra], and язык (language) like [jɪˈzɨk]. The letter ё is always stressed and never reduces; in most printed texts the two dots are left out and it appears as е, so the reader must know the word.",
            "Consonants change too. A voiced consonant at the end of a word is devoiced: хлеб (bread) ends in [p], город (city) in [t], and муж (husband) in [ʂ]. Inside a word, a consonant takes on the voicing of the consonant that follows it: водка is pronounced [ˈvotkə], and вокзал (station) [vɐɡˈzal], with the к voiced before з.",
            "Together these rules mean that a learner who knows where the stress falls can pronounce almost any written word correctly, and a learner who knows the rules can work out how to spell words heard in speech. Practise by reading aloud with the stress marked, lengthening and strengthening the stressed vowel and shortening the others. The rhythm of Russian, with one strong syllable and several weak ones, matters as much as the individual sounds, and it is the first thing listeners notice in a foreign accent.",
          ),
        },
      },
      {
        title: "Gender, pronouns and first sentences",
        description:
          "How nouns are assigned to masculine, feminine and neuter, how simple sentences work without the verb 'to be', and how to conjugate the verb знать.",
        lesson: {
          title: "Nouns, gender and the verb знать",
          html:
            p(
              "Russian has no articles and, in the present tense, normally leaves out the verb 'to be': Я студент means 'I am a student', and Это Анна means 'This is Anna'. A statement becomes a yes-or-no question through intonation alone, with the pitch rising sharply on the word being asked about and falling after it: Это Анна? 'Is this Anna?'",
              "Every noun is masculine, feminine or neuter, and the dictionary form usually shows which. Nouns ending in a consonant or й are masculine: стол (table), музей (museum). Nouns ending in -а or -я are mostly feminine: мама, неделя (week). Nouns ending in -о or -е are neuter: окно (window), море (sea). Nouns ending in the soft sign can be masculine, like словарь (dictionary), or feminine, like ночь (night), and must be learned with their gender. A few nouns in -а that refer to men, such as папа and дядя (uncle), are masculine. Gender decides which pronoun replaces the noun, он, она or оно, and the ending of an adjective: новый стол, новая книга, новое окно.",
              "Verbs change their endings for person and number. The verb знать (to know) shows the pattern of the first conjugation, which many common verbs follow, among them читать (to read), делать (to do), понимать (to understand) and работать (to work):",
            ) +
            "<ul><li>я знаю (I know)</li><li>ты знаешь (you know, informal)</li><li>он, она, оно знает (he, she, it knows)</li><li>мы знаем (we know)</li><li>вы знаете (you know, plural or polite)</li><li>они знают (they know)</li></ul>" +
            p(
              "Ты is the informal singular 'you', used with family, friends and children; вы is both the plural and the polite singular. Greet a teacher with Здравствуйте, in which the first в is silent, and a friend with Привет. Introduce yourself with Меня зовут Анна, literally 'me they call Anna', and ask Как вас зовут? politely or Как тебя зовут? informally.",
            ),
        },
      },
    ],
  },
  {
    slug: "principles-of-organic-farming",
    discipline: "Organic farming",
    title: "Principles of Organic Farming",
    description:
      "Keeping land fertile and crops clean without soluble fertilisers or herbicides calls for a different way of planning a farm. This course introduces fertility building with legumes and green manures, rotation design, and weed control by cultural and mechanical means, and explains what happens during the conversion period.",
    level: "beginner",
    duration: "eight weeks (one three-hour session a week, including two farm visits)",
    plantedGap: "conversion period",
    modules: [
      {
        title: "Fertility building with legumes",
        description:
          "How clover leys and green manures supply nitrogen, protect soil over winter and set up the crops that follow.",
        lesson: {
          title: "Clover leys and green manures",
          html: p(
            "On an organic farm, nitrogen comes mainly from biological fixation rather than from a bag. Legumes such as clovers, vetches, peas and beans form root nodules colonised by Rhizobium bacteria, which fix nitrogen gas from the air as ammonia that the plant can use; in return the plant supplies the bacteria with sugars. Fixation slows when the soil already holds plenty of mineral nitrogen, which is one reason legumes suit low-input systems.",
            "The backbone of most mixed organic rotations is a grass and clover ley, sown for two or three years and grazed or cut for silage. A well-managed red clover ley can fix roughly 150 to 250 kilograms of nitrogen per hectare per year; white clover leys under grazing usually fix somewhat less. The figures vary widely with clover content, soil pH, phosphate and potash levels and management, so advisers judge fixation from the proportion of clover in the sward rather than assuming a fixed value.",
            "Because the ley builds fertility, this part of the rotation is called the fertility-building phase, and the arable crops that follow draw it down in the exploitative phase. When the ley is ploughed, its roots and residues decompose and release nitrogen over the next one to two seasons. Residues with a low carbon-to-nitrogen ratio, such as clover, break down quickly and release nitrogen; those with a high ratio, such as straw, temporarily lock nitrogen up while soil microbes decompose them. The most demanding crop, usually winter wheat, therefore goes straight after the ley.",
            "Green manures are crops grown to be incorporated into the soil rather than harvested. Legume green manures such as vetch and crimson clover add nitrogen. Non-legumes such as phacelia, mustard and rye add organic matter and take up nitrate left in the soil after harvest, holding it over winter instead of letting it leach into drains and watercourses. Any green cover also protects bare soil from erosion and surface capping and competes with weeds. The choice depends on the gap available: fast-growing mustard suits a six-week summer window, while a vetch and rye mixture is sown in early autumn and incorporated in spring, ahead of a spring crop.",
          ),
        },
      },
      {
        title: "Designing a rotation",
        description:
          "The principles behind an organic crop sequence, worked through for a six-year mixed arable rotation.",
        lesson: {
          title: "A six-year rotation worked through",
          html:
            p(
              "A rotation is the organic farmer's main tool for managing nutrients, weeds, pests and diseases together. Four principles guide its design: alternate fertility-building and fertility-depleting crops; alternate cereals with broad-leaved crops; alternate autumn-sown and spring-sown crops, so that weeds adapted to one sowing season are disrupted by the other; and leave enough years between crops of the same family to starve soil-borne pests and diseases. A typical mixed-farm rotation looks like this.",
            ) +
            "<table><thead><tr><th>Year</th><th>Crop</th><th>Role in the rotation</th></tr></thead><tbody>" +
            "<tr><td>1 and 2</td><td>Red clover and grass ley</td><td>Builds nitrogen and organic matter; cutting and grazing set back annual weeds</td></tr>" +
            "<tr><td>3</td><td>Winter wheat</td><td>Highest nitrogen demand, so placed first after the ley</td></tr>" +
            "<tr><td>4</td><td>Potatoes with farmyard manure</td><td>Broad-leaved break crop; ridging and inter-row cultivation clean the land</td></tr>" +
            "<tr><td>5</td><td>Spring beans</td><td>Legume adding some nitrogen; spring sowing disrupts autumn-germinating weeds</td></tr>" +
            "<tr><td>6</td><td>Spring oats undersown with clover</td><td>Cereal tolerant of lower fertility; the undersown clover establishes the next ley</td></tr>" +
            "</tbody></table>" +
            p(
              "Check the breaks. Wheat appears once in six years, which keeps take-all, a root disease that builds up in consecutive cereal crops, under control. Potatoes also appear once in six years, an interval that helps keep potato cyst nematode populations down. If brassicas are added, they need long breaks, because the resting spores of clubroot survive in soil for fifteen years or more. Peas and beans should not be grown too often either; a gap of at least five years between pulse crops is usually advised to limit foot-rot diseases.",
              "Check the nutrient balance too. In this rotation two years in six, a third of the land, is in ley, and the livestock that graze it return manure to the arable crops. Stockless organic rotations, with no animals to use the grass, replace the grazed ley with a clover ley that is cut and left as mulch, or with a longer run of legumes, and they usually need imported compost or manure to replace the phosphate and potash removed in harvested crops, since legumes supply only nitrogen.",
            ),
        },
      },
      {
        title: "Weed control without herbicides",
        description:
          "Preventing weeds through the rotation and the seedbed, and removing them with tine weeders, hoes and flame.",
        lesson: {
          title: "Cultural and mechanical weed control",
          html:
            p(
              "Organic weed control starts with prevention, because a single plant allowed to seed adds thousands of seeds to the soil seed bank; one well-grown fat hen plant may produce tens of thousands. Many weed seeds stay viable for years, so a field allowed to seed once causes problems for several seasons. The rotation does much of the work: the ley, cut several times a year, suppresses annual weeds, while the mix of autumn and spring cropping stops any one group from building up.",
              "In the seedbed, the stale or false seedbed technique is widely used. The seedbed is prepared one to three weeks before drilling, weeds are allowed to germinate, and they are then killed by a very shallow cultivation, or by flame, just before the crop is sown or before it emerges. Every flush destroyed is a flush that will not compete with the crop. Later drilling of winter cereals, higher seed rates and tall, leafy varieties that shade the ground all help the crop compete with what remains. The main mechanical tools are:",
            ) +
            "<ul><li>spring-tine weeders, harrows with thin flexible tines worked across the whole field, which kill weeds at the white-thread to two-leaf stage and are used in cereals once the crop is well rooted;</li>" +
            "<li>inter-row hoes, which cut weeds between crop rows; camera-guided steering now allows hoeing within a few centimetres of the row at working speed;</li>" +
            "<li>finger and torsion weeders, which work close to or within the row in vegetable crops;</li>" +
            "<li>flame weeders, used before emergence in slow-germinating crops such as carrots to kill weeds that emerge before the crop.</li></ul>" +
            p(
              "Perennial weeds such as creeping thistle, docks and couch grass are harder, because they spread by roots or rhizomes and regrow after cultivation. The main tools are repeated cutting during the ley, which exhausts their root reserves, and cultivation in a dry summer fallow, which brings rhizomes to the surface to dry out. Docks are dug out or pulled before they set seed, since their seeds survive for decades in the soil.",
            ),
        },
      },
    ],
  },
];
