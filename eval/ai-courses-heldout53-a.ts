/** Fifty-third held-out evaluation courses, beginner level (clowning to recorder consort); see ai-courses-heldout53.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT53_A: EvalCourse[] = [
  {
    slug: "clowning-first-steps-red-nose",
    discipline: "Clowning",
    title: "Clowning: The Red Nose and the Audience",
    description:
      "Putting on the red nose is the easy part; this eight-week studio class trains complete beginners in presence and the clown's look to the audience, the flop, simple slapstick falls and the entrée structure of a short clown routine.",
    level: "beginner",
    duration: "8 weeks (one 3-hour session a week)",
    plantedGap: "slapstick falls",
    modules: [
      {
        title: "Presence and the Look Out",
        description: "We start by standing still in front of people and letting them see us.",
        lesson: {
          title: "Being seen: the clown's first skill",
          html: p(
            "Modern theatre clowning, as taught in the tradition of Jacques Lecoq and later Philippe Gaulier, begins not with tricks but with presence. The red nose, often called the smallest mask in the world, hides almost nothing; what it does is announce that the person behind it is open to being looked at. The first exercise in most schools is simply to walk on, stop, and look at the audience for a count of ten without performing anything. Most beginners find this harder than any juggling routine, because the impulse to fill the silence with a joke is very strong.",
            "The key technical idea is the 'look out', sometimes called the take to the audience. Whenever something happens to the clown, the clown shares it with the spectators by turning the face fully toward them, holding the gaze for a moment, and only then reacting. The look tells the audience that the clown knows they are there and invites them into complicity. A look that is too short reads as nervous; one that is held too long becomes a demand for laughter and kills it.",
            "Good presence is physical. Teachers ask for a neutral stance: feet under the hips, knees soft, weight slightly forward, arms hanging free. From there the body can respond to any impulse. Tension in the shoulders or a fixed smile signals that the performer is protecting themselves, and audiences laugh less at a protected clown.",
            "A simple practice sequence for a first session might run: enter from the wings; find the centre; look out to the left, the centre and the right of the house; notice one person and let that discovery show; exit. Repeated by every member of the class, and watched by the others, it teaches more about timing than a lecture could, because everyone can see at once when a look lands and when it does not.",
          ),
        },
      },
      {
        title: "Failure and the Flop",
        description:
          "Why is a clown funniest when things go wrong, and how do you stay in the failure long enough for it to matter?",
        lesson: {
          title: "The flop",
          html: p(
            "French teachers in the Lecoq and Gaulier tradition use the word <i>bide</i>, and English-speaking teachers 'the flop', for the moment when a performer's attempt fails in front of the audience. In ordinary acting a failure is something to recover from quickly. In clowning the flop is the material itself. The clown tries to impress, the attempt collapses, and the audience laughs not at the failure but at the clown's honest response to it.",
            "A flop has three beats. First comes the ambition: the clown announces, by look and gesture, that something wonderful is about to happen, say a bow that will be the most elegant ever seen. Second comes the collapse: the bow is stiff, or the hat falls off, or nobody applauds. Third, and most important, is the acknowledgement, in which the clown looks out and lets the audience see the disappointment. Beginners tend to skip the third beat and rush into a new gag. Staying with the feeling, even for two or three seconds, is what makes the audience warm to the clown.",
            "Teachers usually coach the flop with a 'bad performance' exercise. Each student prepares something they are genuinely poor at: singing, a cartwheel, a poem in a language they barely know. They perform it seriously, and the teacher, sometimes beating a drum, stops them at the point where the audience has stopped laughing. The student must then find a new, truthful response to that silence.",
            "<ul><li>Do not pretend to fail; try for real and let it go wrong.</li><li>Keep the look out between every attempt.</li><li>Let the size of the disappointment match the size of the ambition.</li><li>Never punish the audience for not laughing.</li></ul>",
          ),
        },
      },
      {
        title: "Building an Entrée",
        description:
          "Circus clowns called a short, complete routine an entrée; in this module each student devises one of about three minutes.",
        lesson: {
          title: "Structure of a short clown routine",
          html: p(
            "In the European circus the <i>entrée</i> was the spoken or mimed routine performed by the clowns between the larger acts, classically by a white-faced clown and an auguste. Today the word is used loosely for any short, self-contained clown piece. Whatever its length, a good entrée has a clear structure, and beginners benefit from building one deliberately rather than hoping that improvisation will supply it.",
            "A common model has four parts. The <b>entrance</b> establishes who the clown is and what they want. The <b>problem</b> appears: a chair that will not unfold, a partner who steals the spotlight, a letter that must be delivered to someone in the audience. The <b>development</b> escalates the problem through repeated attempts, usually following the rule of three, in which two similar attempts set up a pattern and the third breaks it. Finally the <b>exit</b> resolves the situation or abandons it in a way that lets the audience applaud.",
            "Take a worked example. A clown enters carrying a folding chair and wants to sit and read a newspaper. Attempt one: the chair folds flat; look out. Attempt two: the clown unfolds it with great care and it folds again; a longer look out. Attempt three: the clown gives up, sits on the floor, and the chair unfolds by itself. Total running time is about three minutes, and every laugh comes from the clown's relationship with the object and the audience rather than from a verbal joke.",
            "Students should write their entrée as a list of beats on one side of paper, rehearse it with a partner watching, and cut anything that does not advance the problem. Most first drafts are too long; the discipline of three minutes forces choices.",
          ),
        },
      },
    ],
  },
  {
    slug: "ice-sculpture-from-the-block",
    discipline: "Ice sculpture",
    title: "Ice Sculpture from the Block",
    description:
      "Over six practical sessions in a chilled workshop, newcomers learn how clear carving ice is made, how to use chisels and chainsaws safely, how to transfer a template onto the block, and how to display a finished piece under coloured lighting.",
    level: "beginner",
    duration: "6 sessions of 4 hours",
    plantedGap: "coloured lighting",
    modules: [
      {
        title: "Clear Ice and Why It Matters",
        description: "The material comes first: where a 300-pound block comes from and how to store it.",
        lesson: {
          title: "How carving blocks are frozen",
          html: p(
            "Ice from a household freezer is cloudy because it freezes from all sides at once. Dissolved air and minerals are pushed toward the centre and trapped there as white bubbles and streaks, and a sculpture carved from such ice looks milky and cracks easily along the bubble planes. Professional carving ice is clear because it is frozen directionally and the water is kept moving.",
            "The most widely used machine is the Clinebell block maker, introduced in the United States in the 1970s. Water is held in a stainless-steel can with a refrigerated floor, so that it freezes from the bottom upward over about three days, while a small pump circulates the water above the ice front. Air and impurities cannot be trapped in the growing crystal and are concentrated in the last unfrozen water, which the operator removes or pours off before the top freezes. The result is a standard block of about 40 by 20 by 10 inches weighing roughly 300 pounds (136 kg).",
            "Clear ice must be tempered before carving. A block straight from a freezer at -20 °C is brittle and will shatter under a chisel or crack from thermal shock. Carvers let it rest at a temperature just below freezing, usually between -5 °C and -2 °C, until the whole block has warmed evenly; for a standard block this takes a few hours. A tempered block sounds duller when tapped and the surface feels faintly wet to a gloved hand.",
            "<table><tr><th>Ice type</th><th>Appearance</th><th>Use</th></tr><tr><td>Clinebell block</td><td>Clear throughout</td><td>Display sculpture</td></tr><tr><td>Snow ice (frozen slush)</td><td>White</td><td>Contrast inlays, bases</td></tr><tr><td>Household freezer ice</td><td>Cloudy core</td><td>Practice only</td></tr></table>",
          ),
        },
      },
      {
        title: "Tools and Safe Working",
        description: "Chisels, saws and the chainsaw, and the personal protection that goes with them.",
        lesson: {
          title: "The ice carver's tool kit",
          html:
            p(
              "Ice carving uses tools that look like a woodworker's, but the geometry is different because ice is harder to split cleanly and melts under friction. The basic hand tools are flat chisels from about 1 to 3 inches wide, V-parting chisels for lines and lettering, round gouges for hollows, and a hand saw with large, widely set teeth so that chips clear the kerf instead of refreezing in it. A pick with three or six prongs, usually called a chipper, splits off large waste quickly.",
              "For roughing out, most professionals use an electric chainsaw fitted with a bar and chain used only for ice. Petrol saws are avoided indoors because of exhaust fumes and because oil contaminates the ice. The chain is run without bar oil or with a food-safe lubricant. Die grinders and rotary tools with burrs are then used for detail, and a clothes iron or an aluminium plate warmed in water is used to fuse pieces together.",
              "Safety rules in a teaching workshop include:",
            ) +
            "<ul><li>Insulated waterproof gloves with a good grip, and steel-toe boots with non-slip soles.</li><li>Eye protection whenever a power tool or pick is in use, because ice chips fly.</li><li>Electric tools connected through a residual-current device (RCD/GFCI), since the floor is always wet.</li><li>Moving a block with at least two people, or with ice tongs and a trolley.</li></ul>" +
            p(
              "Chisels should be kept sharp and honed flat on the back. A dull chisel has to be struck harder and is much more likely to fracture the ice or slip. After each session tools are dried and lightly oiled to prevent rust.",
            ),
        },
      },
      {
        title: "From Template to Form",
        description: "Students draw a simple swan, transfer it to the block and rough it out.",
        lesson: {
          title: "Transferring a design and roughing out",
          html: p(
            "Almost every beginner's first piece is a swan, because its silhouette is strong and forgiving. The design is drawn full size on paper, usually a single side profile that fits inside the outline of the block. The paper template is laid against the tempered block, where the thin film of water on the surface makes it cling, and the outline is traced through the paper with a V-chisel or the tip of a chainsaw. When the paper is peeled off, a shallow groove remains as the guide.",
            "Roughing out removes all the ice outside the outline. The carver cuts straight in from the edge toward the line, leaving a margin of about 1 cm, and then removes the waste in blocks. Working from the profile first and only later shaping the other views is called the 'silhouette method'. A common mistake is to cut the neck too thin at this stage: a swan's neck less than about 6 cm thick is likely to snap once it starts to warm.",
            "After the profile, the carver marks a centre line along the top of the form and shapes the body in the round, rounding the breast, separating the wings and thinning the tail feathers. Detail comes last: feather lines with a V-chisel, the eye with a small gouge. A final pass with a warm, damp cloth or a heat gun removes tool marks and restores clarity, because a scratched surface scatters light and looks white.",
            "A beginner's swan from a half block takes about three hours, and the finished piece on a drip tray in a room at 20 °C will last roughly four to six hours before the detail softens.",
          ),
        },
      },
    ],
  },
  {
    slug: "stilt-walking-peg-to-parade",
    discipline: "Stilt walking",
    title: "Stilt Walking: From Peg Stilts to the Parade",
    description:
      "Ten metres up? Not yet: this weekend workshop keeps beginners under a metre while they learn to strap on peg stilts, to stand and walk with a spotter, to fall safely, and to dance a short street-parade routine.",
    level: "beginner",
    duration: "one weekend (2 days of 5 hours)",
    plantedGap: "street-parade routine",
    modules: [
      {
        title: "Kinds of Stilts and Strapping On",
        description: "Peg, drywall and sprung stilts compared, then fitting a pair properly to your own legs.",
        lesson: {
          title: "Choosing and fitting stilts",
          html: p(
            "Three main kinds of stilts are used in performance. Hand-held stilts, with tall poles gripped by the hands, are children's toys and are not taught here. <b>Peg stilts</b> are wooden or aluminium poles that strap to the lower leg and end in a small rubber foot; because the foot has almost no area, the walker must keep moving to stay balanced, as on a unicycle. <b>Drywall stilts</b>, originally made for plasterers, have a broad articulated foot plate and a spring-loaded ankle, so the wearer can stand still. <b>Sprung stilts</b> with curved carbon-fibre leaf springs are used for jumping acts and are for advanced performers only.",
            "Beginners in this course start on peg stilts with a height of about 60 cm from ground to foot plate. Fitting matters more than height. The foot rests on a plate and is held by a strap across the instep and another around the toe of the shoe. The pole runs up the outside of the leg and is strapped just below the knee, with a padded cuff spreading the load over the shin. A third strap above the knee is used on taller stilts.",
            "The straps must be tight enough that the stilt moves as part of the leg, with no play at the knee cuff. A loose cuff lets the pole swing sideways, and the walker loses the feedback they need to balance. Shoes should be flat, with firm heels; trainers with thick soft soles are not suitable. Before every session the walker checks: rubber feet intact and not worn through, screws and bolts tight, straps free of fraying, and buckles closing firmly.",
          ),
        },
      },
      {
        title: "Standing, Walking and Falling",
        description:
          "With two spotters beside you, you stand up, take your first steps, and practise how to come down.",
        lesson: {
          title: "First steps with a spotter",
          html: p(
            "Getting up is the first hazard. The walker straps on while sitting on a high surface, such as a stage edge or a table at about the height of the foot plates plus the leg. Two spotters stand one on each side, offering forearms rather than hands, so that the walker can grip and push down. The walker slides forward, places both stilts on the floor about hip-width apart, and rises by straightening the legs while leaning slightly forward.",
            "On peg stilts one cannot stand still for long. The walker shifts weight from foot to foot in small, constant steps, like marching on the spot, with knees slightly bent and eyes on the horizon rather than the floor. Looking down moves the head forward and pulls the whole body off balance. Steps should be short, about the length of one's own foot, and the feet should land under the hips, not wide apart.",
            "Falling is taught deliberately on crash mats before it happens by accident. The safe direction is forward. As the walker feels the fall begin, they bend the knees, drop onto both knees, which are protected by knee pads, and then onto the forearms, with palms flat and the chin tucked. Falling backward is the dangerous case and the reason why beginners keep their weight forward at all times. Falling sideways is reduced by keeping the feet close together.",
            "<ul><li>Knee pads, wrist guards and a helmet are worn in every beginner session.</li><li>Never walk on wet grass, gravel or polished floors.</li><li>Spotters stay within arm's reach until the teacher releases them.</li></ul>",
          ),
        },
      },
      {
        title: "Moving with Intention",
        description:
          "Turning, changing direction and adding arm movement so that walking starts to look like performance.",
        lesson: {
          title: "Turns, stops and arms",
          html: p(
            "Once a beginner can walk forward without spotters, the next skills are turning and changing speed. A turn on peg stilts is made in a series of small steps, each foot pivoting a few degrees, rather than a single spin. The walker keeps marching rhythmically throughout. A quarter turn typically takes four to six steps; trying to do it in two is the commonest cause of falls in a class.",
            "Walking backward is practised next, always with a spotter behind, because it reverses the instinctive safe direction. The steps are even shorter than forward steps and the walker leans slightly forward while moving back. Side-stepping, by crossing one stilt in front of the other, is left until later because the poles can catch on each other.",
            "Arms give stilt walking its theatrical quality. Because the performer is tall, arm movements read from far away, and an outstretched arm can double the apparent size of the figure. Beginners practise slow, large movements that do not throw the centre of mass sideways: arms raised forward and up, a wave from the shoulder, a bow from the hips with the weight kept over the feet. A rule of thumb is that the hands should not go further behind the body than the ears.",
            "By the end of the second day, students should be able to walk a 20-metre course, turn at each end, stop for a three-count of marching on the spot with a gesture to the watchers, and return. That is the foundation of any outdoor stilt act.",
          ),
        },
      },
    ],
  },
  {
    slug: "surf-instruction-foundation-coaching",
    discipline: "Surf instruction",
    title: "Coaching Beginner Surfers",
    description:
      "Competent surfers who would like to teach others are shown how to read a beach for rip currents, how to run a safe group lesson in the white water, how to coach the pop-up, and how surfing etiquette and the right of way are explained to novices.",
    level: "beginner",
    duration: "5 days (including beach practicals)",
    plantedGap: "etiquette",
    modules: [
      {
        title: "Reading the Beach",
        description: "Before anyone paddles out, the instructor learns to spot rips, banks and hazards from the shore.",
        lesson: {
          title: "Rip currents and safe zones",
          html: p(
            "A rip current is a narrow, fast seaward flow of water that returns to sea the water piled up on the beach by breaking waves. On sandy beaches rips form in the channels between sandbars, where waves break less and water can escape. Rip speeds of 0.5 m/s are common and speeds above 2 m/s, faster than an Olympic swimmer, have been measured. Rips are the main cause of surf drownings around the world, so an instructor's first job on any beach is to find them.",
            "From a high viewpoint, a rip channel usually shows as a gap in the line of breaking waves, with darker, deeper-looking water, a rippled or choppy surface, and often foam, sand or debris being carried seaward. The paradox beginners must learn is that the calm-looking patch between breakers is often the dangerous one. Rips also move with the tide and with changes in the sandbars, so a beach that was safe yesterday may not be safe today.",
            "The instructor chooses a teaching zone on a sandbar where waves break gently and evenly into waist-deep water, well away from any rip, groynes, rocks or bathers' areas. The zone is marked mentally or with flags, and its limits are explained to students on the sand before they enter. Students are taught the advice used by lifesaving organisations: if caught in a rip, stay calm, float, raise a hand, and swim parallel to the beach rather than against the current.",
            "<table><tr><th>Sign</th><th>Likely meaning</th></tr><tr><td>Gap in breaking waves</td><td>Rip channel</td></tr><tr><td>Consistent lines of whitewater</td><td>Sandbar, good teaching zone</td></tr><tr><td>Discoloured water moving out</td><td>Rip carrying sand</td></tr></table>",
          ),
        },
      },
      {
        title: "Running a Group Lesson",
        description: "Ratios, equipment and positioning for a safe two-hour lesson in the white water.",
        lesson: {
          title: "Organising the session",
          html: p(
            "National governing bodies, such as Surfing England and Surfing Australia, set maximum ratios for beginner lessons, typically one instructor to eight students, reduced for children or poorer conditions. Every student wears a wetsuit suited to the water temperature and uses a soft-top foam board of 7 to 9 feet, which floats well and causes few injuries. The leash is attached to the back ankle, that is the right ankle for a 'regular' stance surfer who rides with the left foot forward.",
            "A lesson has a predictable shape. It begins on the sand with a safety briefing, a warm-up and practice of the basic positions. Students then enter the water in the teaching zone and catch broken waves, the white water, lying down on the board. Only when that is reliable do they try to stand. The last minutes are used for a debrief on the sand.",
            "Positioning is the instructor's most important habit. The instructor stands in the water seaward of the group, so that every student is between the instructor and the beach and can be seen at a glance, and so that the instructor can see incoming sets. Students are spaced across the zone, never in a line behind each other, because a loose board travelling shoreward can injure the person in front. Head counts are made regularly and every time the group moves.",
            "Instructors carry a whistle and agree signals in advance: one blast to look at the instructor, repeated blasts to come in. They must hold a current surf lifesaving or beach lifeguard award and a first-aid certificate.",
          ),
        },
      },
      {
        title: "Coaching the Pop-Up",
        description: "The move from lying to standing, broken down into steps you can demonstrate and correct.",
        lesson: {
          title: "Teaching the stand",
          html:
            p(
              "The pop-up is the single movement by which a surfer goes from lying prone on the board to a balanced standing stance. For beginners it is usually taught in stages on the sand, drawing the outline of a board or using a real board with the fins removed.",
              "The common coaching sequence is as follows. Lying on the board, the student places the hands flat under the chest, beside the ribs, not gripping the rails. On the count, the student pushes the chest up with straight arms, looking forward. The back foot slides up to the middle of the board, and then the front foot comes through between the hands in one movement, landing along the centre line with the toes angled slightly forward. The student finishes low, knees bent, arms out for balance, eyes looking where they want to go.",
              "Typical faults and their corrections are easy to spot from the shore:",
            ) +
            "<ul><li>Standing up in stages via the knees: makes the board stall; practise the sweep of the front foot on the sand.</li><li>Looking down at the feet: the head drops and the surfer falls forward; tell them to look at the beach.</li><li>Feet on the rails rather than the stringer: the board tips; mark the centre line with wax.</li><li>Standing too tall: bend the knees, 'sit in a chair'.</li></ul>" +
            p(
              "In the water the instructor pushes the student onto a broken wave, shouts the cue when the board is moving, and watches the whole movement. Feedback should be short and specific, one correction at a time, and given as the student walks back out.",
            ),
        },
      },
    ],
  },
  {
    slug: "recorder-consort-first-playing",
    discipline: "Recorder consort playing",
    title: "Playing in a Recorder Consort",
    description:
      "Adults who already read music and can play a descant or treble recorder are brought into consort playing: the family of instruments from sopranino to bass, tuning together, reading from a part rather than a score, and interpreting the dance music of Holborne and Susato.",
    level: "beginner",
    duration: "10 weekly sessions of 2 hours",
    plantedGap: "Holborne",
    modules: [
      {
        title: "The Recorder Family",
        description: "Sizes, ranges and clefs of the consort instruments and which ones a beginner should play.",
        lesson: {
          title: "From sopranino to bass",
          html:
            p(
              "A recorder consort is a group of recorders of different sizes playing polyphonic music, one player to a part. The instruments are pitched in fifths and fourths, alternating between instruments whose lowest note is F and those whose lowest note is C. The four sizes met in almost every amateur consort are the descant (soprano) in C, the treble (alto) in F, the tenor in C and the bass in F. Larger great basses and contrabasses and the tiny sopranino are added in bigger ensembles.",
            ) +
            "<table><tr><th>Instrument</th><th>Lowest note</th><th>Written in</th></tr><tr><td>Descant</td><td>C5</td><td>Treble clef, sounding an octave higher</td></tr><tr><td>Treble</td><td>F4</td><td>Treble clef, at pitch</td></tr><tr><td>Tenor</td><td>C4</td><td>Treble clef, at pitch</td></tr><tr><td>Bass</td><td>F3</td><td>Bass clef, sounding an octave higher</td></tr></table>" +
            p(
              "Because C and F instruments share the same fingering pattern but different note names, players learn 'C fingering' and 'F fingering'. A descant player who takes up the tenor needs no new fingering at all, only larger stretches for the lower holes, which are often keyed. A descant player moving to treble must learn to read the same written notes with different fingers. This is the first real hurdle for many consort beginners, and it is worth practising simple scales on the treble until F fingering becomes automatic.",
              "Modern consorts often use Baroque-pattern plastic or wooden instruments at A = 440 Hz. Renaissance-pattern recorders, with a wider bore and a fuller low register, blend better in sixteenth-century music and are often pitched at A = 466 Hz. A consort should agree one pitch standard before anyone buys an instrument, since no amount of pulling out a joint will bring a recorder down by a semitone.",
            ),
        },
      },
      {
        title: "Tuning and Blending",
        description: "Playing in tune with others needs listening more than a tuner, and this module shows how.",
        lesson: {
          title: "Breath, temperature and tuning",
          html: p(
            "The pitch of a recorder depends strongly on breath pressure: blowing harder raises the pitch and blowing more gently lowers it. Unlike a flute, the recorder has a fixed windway, so the player cannot change the angle of the airstream to compensate. Pitch also rises as the instrument warms, by a noticeable fraction of a semitone between a cold instrument and one at body temperature, so instruments should be warmed in the hands or a pocket before tuning.",
            "The basic adjustment is made at the joint between the head and the body. Pulling the head joint out a millimetre or two lengthens the air column and flattens the whole instrument; pushing it in sharpens it. Consorts usually tune to the bass or the lowest instrument, because it is the hardest to adjust by breath, and then each player tunes a unison or octave against it. A sustained chord of the tonic, played softly and then slowly crescendoing, shows at once who is out of tune: the beats, a slow wavering in the sound, disappear when two pitches match.",
            "Individual notes also need care. On most recorders the low notes go flat if the player blows too softly, and some cross-fingered notes, such as B flat on a C instrument, sit sharp or flat and must be shaded with breath or by partly covering a lower hole. A good consort player knows the tendencies of their own instrument and listens across the group, adjusting so that major thirds are slightly narrow and the chord rings.",
          ),
        },
      },
      {
        title: "Reading from Parts",
        description:
          "Renaissance music was printed in separate part-books, and here we learn to keep our place without a score.",
        lesson: {
          title: "Part-books, counting and leading",
          html: p(
            "Sixteenth-century consort music was published in part-books, one book for each voice, so that no player saw what the others were playing. Modern editions usually provide both a score and parts, but consort players are encouraged to play from parts, because it trains them to listen for the other lines rather than read them. It also means that a player who gets lost must find their way back by ear.",
            "Counting is the foundation. Many Renaissance pieces have long rests in one part while another voice enters with the theme in imitation. A player should count the rests in full bars and, when possible, write a cue, a few small notes from another part, into their copy just before an entry. Pencil marks for breaths are also useful: a consort breathes together at cadences and at the ends of phrases, not wherever one player runs out.",
            "Consorts do not normally have a conductor. One player, usually the top part, leads each piece with a visible upbeat: a slight lift of the instrument and an audible breath in tempo, one beat before the entry. Other players watch the leader from the corner of the eye and begin together. The same gesture signals the final cut-off. The leader lifts the instrument slightly on the last note and brings it down to end the sound, and all players release together, closing with the tongue rather than letting the note fade.",
            "<ul><li>Agree the tempo and the number of beats in a bar before starting.</li><li>Mark every repeat and first- and second-time ending in pencil.</li><li>If lost, stop playing, listen for the next cadence and come back in there.</li></ul>",
          ),
        },
      },
    ],
  },
];
