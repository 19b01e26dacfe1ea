/** Sixty-ninth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout69.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT69_A: EvalCourse[] = [
  {
    slug: "bass-guitar-foundations-technique-reading-and-groove",
    discipline: "Bass guitar playing",
    title: "Bass Guitar Foundations: Technique, Reading and Groove",
    description:
      "Aimed at complete beginners with a four-string electric bass, the course builds alternating two-finger plucking, fretting-hand economy, tablature and bass-clef reading, root-fifth-octave patterns and slap technique, and ends with locking a bass line to a drummer in rock, pop and soul grooves.",
    level: "beginner",
    duration: "ten weeks (one ninety-minute group lesson a week plus thirty minutes' daily practice)",
    plantedGap: "slap technique",
    modules: [
      {
        title: "Holding the Bass and Plucking with Two Fingers",
        description:
          "Posture, strap height, alternating index and middle fingers, and muting unwanted strings with both hands.",
        lesson: {
          title: "Posture, the alternating pluck and muting",
          html: p(
            "A four-string bass is tuned E, A, D, G from the thickest string, an octave below the lowest four strings of a guitar; the open E sounds at about 41.2 Hz. Tune with a clip-on or pedal tuner before every session, because a bass that is slightly flat makes the whole band sound wrong in a way that is hard to pin down.",
            "Set the strap so the instrument sits at roughly the same height standing as it does on your right thigh when seated. If you practise seated and then stand to play, a low strap will bend your fretting wrist sharply and the muscles in the forearm will tire within minutes. The neck should point slightly upwards, at around ten o'clock.",
            "The fretting hand uses one finger per fret in the lower positions: index on fret 1, middle on 2, ring on 3, little finger on 4. Keep the thumb behind the neck, roughly opposite the middle finger, and press just behind the fret wire rather than in the middle of the fret, which needs less force and gives a cleaner note.",
            "The plucking hand anchors its thumb on the pickup or on the E string and strikes with the index (i) and middle (m) fingers in strict alternation. Use a rest stroke: the finger pulls through the string towards your body and comes to rest on the next string down, which gives a full, round tone and keeps the finger close for the next note. Keep alternating even when you cross strings; beginners who repeat the same finger lose time at faster tempos.",
            "Basses ring. Any string you are not playing must be silenced. The plucking thumb can float, resting across the strings below the one being played, while the unused fingers of the fretting hand lie lightly across the strings above it. Check by stopping suddenly: the room should go quiet at once.",
            "Practise with a metronome at 60 beats per minute: four crotchets on the open E, then eight quavers, then the same on each string, then alternate between E and A every two notes, always i-m-i-m. Raise the tempo by 4 beats per minute only when a full minute is clean and relaxed.",
          ),
        },
      },
      {
        title: "Reading Tab, Notation and the Fretboard",
        description:
          "How bass tablature and bass-clef notation encode pitch and rhythm, and how to find any natural note on the first five frets.",
        lesson: {
          title: "From tab to bass clef",
          html:
            p(
              "Bass tablature uses four horizontal lines, one for each string, with the lowest line standing for the E string, the string nearest the floor when you play. A number on a line is the fret to press; 0 means the open string. Tab is quick to learn and shows exactly where to play, but most tab shows no rhythm at all, so you must know the song or have a recording. That is why working players also read standard notation.",
              "Bass music is written in the bass clef, also called the F clef: its two dots sit either side of the fourth line up, which is the F below middle C. The lines from the bottom read G, B, D, F, A (Good Boys Do Fine Always) and the spaces A, C, E, G (All Cows Eat Grass). Bass parts are written an octave higher than they sound, so that the notes fit on the staff. The open E string is written on the first ledger line below the staff.",
              "To find notes, learn the natural notes on the E and A strings first. Between B and C and between E and F there is only a semitone, one fret; every other pair of neighbouring natural notes is two frets apart. Two octave shapes then cover the neck:",
            ) +
            "<ul><li>The same note on the next string up lies five frets lower: fret 5 on the E string is the open A.</li><li>The octave lies two strings up and two frets higher: G at fret 3 on the E string has its octave at fret 5 on the D string.</li><li>The note at fret 12 on any string is the open string an octave higher.</li></ul>" +
            p(
              "Rhythm is read from note shapes: a semibreve lasts four beats in 4/4 time, a minim two, a crotchet one and a quaver half a beat; a dot adds half the note's value again. Every note value has a matching rest, and on bass the rests matter as much as the notes, because they are where you mute. Count quavers aloud as one-and-two-and while clapping a line before you play it, then play it slowly from the page without looking at your hands.",
            ),
        },
      },
      {
        title: "Root, Fifth and Octave: Playing with a Drummer",
        description:
          "Building lines from chord roots, fifths and octaves, and placing notes against the kick and snare drums.",
        lesson: {
          title: "Locking in with the kick drum",
          html: p(
            "Most bass lines in popular music are built from the root of each chord, its fifth and its octave. With the root on the E string at any fret, the fifth is two frets higher on the A string and the octave is two frets higher on the D string. For an A chord, play fret 5 on the E string, fret 7 on the A string (E, the fifth) and fret 7 on the D string (the A an octave up). The shape is movable: slide it to fret 3 for G or fret 8 for C.",
            "Take the progression G, D, E minor, C, one bar each, very common in pop. A first line plays the root as four crotchets per bar. A second plays root, root, fifth, octave. A third adds an approach note: on the last quaver of each bar, play the note one fret below or above the next root, so that the line leads the ear into the change. Approach notes were a hallmark of James Jamerson's playing on Motown records.",
            "The bass player's partner is the kick drum. In a basic rock beat the kick falls on beats 1 and 3 and the snare on 2 and 4. Play your roots exactly with the kick, and listen for the kick pattern before inventing a line: if the drummer adds a kick on the 'and' of 2, a bass note there makes the groove feel solid. Note length matters as much as pitch. Stopping a note on the snare hit, by lifting the fretting finger slightly, leaves space for the backbeat; letting it ring across the snare makes the groove feel heavier and slower.",
            "Practise with a drum loop at 80 beats per minute. Record yourself and listen for flamming, where your note and the kick land a fraction apart; most beginners rush. When a rock loop is comfortable, try a soul groove, where the kick is sparser and short, slightly early-feeling bass notes on off-beats create the bounce. Good time, not fast fingers, is what gets a bassist booked again.",
          ),
        },
      },
    ],
  },
  {
    slug: "carpet-fitting-measuring-preparing-and-stretching",
    discipline: "Carpet fitting",
    title: "Carpet Fitting: Measuring, Preparing and Stretching",
    description:
      "Most carpet complaints, from ripples and visible seams to lifting edges, trace back to poor measuring, poor preparation or too little stretch. Covering room measurement and cut planning, subfloor checks, gripper and underlay, stair carpeting, power stretching and seam joining, the course prepares new entrants for supervised work on domestic jobs.",
    level: "beginner",
    duration: "six weeks (two practical workshop days a week)",
    plantedGap: "stair carpeting",
    modules: [
      {
        title: "Measuring Up and Planning the Cut",
        description:
          "Taking room measurements, allowing for trim, choosing roll width and pile direction, and planning seam positions.",
        lesson: {
          title: "From room sketch to cut plan",
          html: p(
            "Every job starts with a dimensioned sketch of each room. Measure the longest point in each direction, because few rooms are square, and measure into each doorway to the point where the carpet will finish, normally under the centre of the closed door. Note alcoves, chimney breasts, radiators and fixed units on the sketch, and mark where the main window and the door are.",
            "Add a trimming allowance of about 100 mm to every wall so the carpet can be cut to the skirting after stretching. Carpet in the UK is usually sold in 4 m and 5 m roll widths, and some ranges come in 3.66 m (12 ft) widths. The cut plan is a choice between roll widths and orientations that balances waste against seams.",
            "Worked example: a room measuring 3.6 m by 4.8 m needs a piece of at least 3.8 m by 5.0 m once the allowance is added. From a 4 m roll you would cut 5.0 m, buying 20 m², and the pile would run along the 4.8 m length. From a 5 m roll you would cut 3.8 m, buying 19 m², with the pile running across the room. Both avoid a seam; the 5 m roll saves a square metre, so unless the customer has a view on pile direction it is the better buy.",
            "Pile direction matters because the tufts lean slightly one way and reflect light differently depending on the angle. All pieces in a room, and in connected areas that meet at a doorway, must run the same way, or the join will look like two shades of carpet. Check by brushing a hand across the pile: it feels smooth with the lay and rough against it.",
            "When a seam cannot be avoided, keep it out of doorways and main walking routes, run it towards the main window so that shadow does not fall across it, and place it under furniture where possible. Patterned carpet needs extra length to match the pattern repeat across a seam, usually one full repeat per drop, so ask for the repeat size before ordering.",
          ),
        },
      },
      {
        title: "Subfloor, Gripper and Underlay",
        description:
          "Checking and preparing the subfloor, then fixing gripper with the correct gully and laying underlay.",
        lesson: {
          title: "Gripper gully and underlay",
          html: p(
            "A carpet can only be as good as the floor beneath it. Concrete must be dry; new screeds hold a great deal of water, and the code of practice for textile floorcoverings, BS 5325, uses a limit of 75% relative humidity measured with a hygrometer sealed to the slab. Above that, adhesive fails and underlay can deteriorate. Timber floors must be firm: screw down loose or squeaking boards, punch in raised nail heads, and where boards are cupped or badly worn, cover them with hardboard or thin plywood fixed at close centres so the old board edges do not show through as lines.",
            "Gripper, also called smoothedge, is a wooden strip with angled pins. Fix it around the perimeter with the pins pointing towards the wall. Leave a gap between gripper and skirting, called the gully, of slightly less than the thickness of the carpet, so that the trimmed edge can be tucked down into it and held; too wide a gully lets the edge pull out, too narrow a gully leaves a hump. Use the nailed type on timber and the masonry-pin type or an adhesive on concrete, and cut short lengths to follow bay windows and curves. Leave gripper out across doorways where a door bar will be fitted.",
            "Underlay lies inside the gripper, never over it, and is trimmed so it butts up to the gripper's inner edge. The main types are polyurethane foam, rubber crumb, sponge rubber and felt; a thicker underlay feels luxurious but makes stretching harder and can shorten the life of a thin carpet. Butt joints rather than overlapping them, tape the joins, and staple to timber floors. Run underlay joins at right angles to any carpet seam so the two never coincide.",
            "Over underfloor heating, the combined thermal resistance of carpet and underlay matters. The usual industry advice is a total of no more than 2.5 tog; choose a low-tog underlay and check the carpet label before promising the customer a warm room.",
          ),
        },
      },
      {
        title: "Stretching, Trimming and Seaming",
        description:
          "Using the knee kicker and power stretcher, trimming to the wall, and making hot-melt seams that hold.",
        lesson: {
          title: "Getting the stretch right",
          html:
            p(
              "A carpet laid loose on gripper will ripple within months as it is walked on and as the humidity changes. Stretching puts the backing under tension so that it lies flat for its life. The knee kicker, a short tool with adjustable teeth that you strike with the muscle just above the knee, positions the carpet and stretches short distances, into corners and along short walls. It cannot tension a whole room; for that you need a power stretcher, a telescopic pole that braces against the opposite wall and levers the carpet forward. Manufacturers specify how much stretch their product needs, typically around 1 to 1.5% of the room length, and warranties can be void if a room was kicked only.",
              "A standard sequence for a single-piece room:",
            ) +
            "<ol><li>Hook the carpet onto the gripper in one corner and along a few centimetres of each adjoining wall.</li><li>Kick along the first short wall and hook it.</li><li>Power-stretch from that wall towards the opposite wall, working along the room, and hook the far edge.</li><li>Power-stretch across the room from the first long wall to the other and hook it.</li><li>Check for ripples; restretch any area that is still slack before trimming.</li></ol>" +
            p(
              "Trim with a wall trimmer set to the carpet thickness, then tuck the edge into the gully with a bolster or tucking tool. Finish doorways with the correct door bar: a Z-bar grips the edge where carpet meets a hard floor, and a cover strip joins two carpets.",
              "For seams, trim both edges straight along a row of tufts, lay hot-melt seaming tape adhesive side up beneath the join, and run the seaming iron slowly along the tape while pressing the two edges into the molten adhesive behind it. Keep the edges tight together, roll or weight the seam while it cools, and never walk on it or stretch across it until it has set.",
            ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-counselling-skills",
    discipline: "Counselling",
    title: "Introduction to Counselling Skills",
    description:
      "What makes a conversation genuinely helpful rather than merely kind? Participants practise listening, reflecting and summarising; explore the contract, boundaries and confidentiality that frame a helping relationship; meet the person-centred core conditions; and consider counsellor self-care. Suitable as a first step towards diploma-level training.",
    level: "beginner",
    duration: "twelve weeks (one three-hour evening session a week, including skills practice in triads)",
    plantedGap: "counsellor self-care",
    modules: [
      {
        title: "Active Listening: Attending, Reflecting, Paraphrasing and Summarising",
        description: "The micro-skills that show a client they have been heard, practised in observed triads.",
        lesson: {
          title: "The micro-skills of listening",
          html: p(
            "Listening in counselling is a set of observable behaviours, often called micro-skills after the work of Allen Ivey. They can be learned, practised and given feedback on like any other skill.",
            "Attending comes first. Gerard Egan, in The Skilled Helper, summarised it with the acronym SOLER: face the client Squarely, adopt an Open posture, Lean slightly towards them, keep comfortable Eye contact, and stay Relaxed. These are guides, not rules; sitting at a slight angle is often more comfortable than squarely opposite, and norms for eye contact differ between people.",
            "Paraphrasing returns the content of what the client said in your own words, more briefly. Reflecting feelings names the emotion you hear, whether or not the client named it. Summarising draws together several minutes of material, often at the end of a session or when the client seems to be going round in circles. Minimal encouragers such as a nod or 'mm' keep the client talking without steering them, and silence, which beginners find hard, gives the client room to reach what they have not yet said.",
            "Consider a client who says: 'My manager keeps giving the interesting work to other people, and I just sit there and say nothing.' A paraphrase might be: 'The work you would like goes to others, and you haven't said anything about it.' A reflection of feeling might be: 'It sounds as if you feel overlooked, and perhaps frustrated with yourself too.' A closed question such as 'Have you spoken to HR?' moves the conversation to the helper's agenda; an open question such as 'What happens for you when you sit there saying nothing?' keeps it with the client.",
            "Skills practice uses triads. One person speaks about a real but manageable issue, one listens, and one observes with a checklist, noting each response and its effect. After fifteen minutes the observer gives specific feedback, such as 'your reflection at the end helped her slow down', and the roles rotate until everyone has held each one.",
          ),
        },
      },
      {
        title: "Contracting, Boundaries and Confidentiality",
        description: "How a working agreement is made, and why the limits of confidentiality are stated at the start.",
        lesson: {
          title: "The working agreement",
          html:
            p(
              "Counselling is a professional relationship with a structure agreed at the start. The contract, written or spoken, tells the client what to expect and protects both parties. In the UK, most practitioners work to the Ethical Framework for the Counselling Professions published by the British Association for Counselling and Psychotherapy (BACP), which expects clients to be given clear information before they commit. A typical first-session contract covers:",
            ) +
            "<ul><li>time and frequency: usually a fifty-minute session at the same time each week;</li><li>the number of sessions, or when the arrangement will be reviewed;</li><li>fees and the cancellation policy, if the work is paid;</li><li>contact between sessions, and what the client should do in a crisis;</li><li>confidentiality and its limits;</li><li>what notes are kept, how they are stored and who can see them.</li></ul>" +
            p(
              "Confidentiality is the foundation of trust, but it is never absolute, and a client must hear its limits before disclosing anything. The usual exceptions are a serious risk of harm to the client or to someone else, including concerns about a child or an adult at risk; information about acts of terrorism, which the Terrorism Act 2000 requires to be reported; and a court order. The counsellor also discusses anonymised work with a supervisor, which the BACP framework requires, and the client should know this.",
              "Notes are personal data under the UK GDPR. Keep them brief, factual and stored securely, and remember that clients have a right of access to them.",
              "Boundaries keep the relationship safe. The counsellor does not become the client's friend, business partner or romantic partner, and avoids dual relationships such as counselling a colleague. Gifts, physical touch, contact on social media and the counsellor's disclosure of their own experience all need thought: the test is whether an action serves the client's process or the counsellor's needs. When a boundary is tested, the contract is the reference point both parties return to.",
            ),
        },
      },
      {
        title: "Rogers' Core Conditions",
        description: "Empathy, unconditional positive regard and congruence, and what each looks like in practice.",
        lesson: {
          title: "Empathy, acceptance and genuineness",
          html: p(
            "Carl Rogers' 1957 paper 'The necessary and sufficient conditions of therapeutic personality change' proposed six conditions: that two people are in psychological contact; that the client is in a state of incongruence, vulnerable or anxious; that the therapist is congruent in the relationship; that the therapist experiences unconditional positive regard for the client; that the therapist experiences an empathic understanding of the client's internal frame of reference and tries to communicate it; and that the client perceives, at least to a minimal degree, that empathy and regard. Three of these, congruence, unconditional positive regard and empathy, became known as the core conditions.",
            "Empathy is sensing the client's world as if it were your own, without losing the 'as if'. It differs from sympathy, which is feeling for the client from your own position. An empathic response tracks the client's meaning closely, often catching something at the edge of their awareness: 'Part of you seems relieved it's over, even though you're telling me how much you miss it.'",
            "Unconditional positive regard is a warm acceptance of the client as a person, not approval of everything they do. A counsellor can find an action troubling and still prize the person who describes it. Rogers believed that when people experience acceptance without conditions of worth, their actualising tendency, the drive towards growth, can operate more freely.",
            "Congruence, or genuineness, means that what the counsellor communicates matches what they actually experience. It does not mean telling the client every passing thought; it means not hiding behind a professional façade. If a counsellor notices they are bored, congruence might mean wondering aloud whether the conversation has moved away from what matters most.",
            "The research evidence is broadly supportive. A 2018 meta-analysis by Robert Elliott and colleagues, covering 82 samples, found an average correlation of about 0.28 between therapist empathy and client outcome, a moderate effect that holds across different therapeutic approaches.",
          ),
        },
      },
    ],
  },
  {
    slug: "copy-editing-for-publication",
    discipline: "Copy-editing",
    title: "Copy-editing for Publication",
    description:
      "Core skills for preparing a manuscript for typesetting: applying house style and building a style sheet; correcting grammar, punctuation and consistency; reference checking; and querying authors clearly with tracked changes. For new editorial assistants and freelancers working to UK publishing conventions.",
    level: "beginner",
    duration: "eight weeks (one two-hour online seminar and one marked exercise a week)",
    plantedGap: "reference checking",
    modules: [
      {
        title: "House Style and the Style Sheet",
        description:
          "Where house style comes from, which decisions it settles, and how to record your own decisions for each book.",
        lesson: {
          title: "Keeping a style sheet",
          html:
            p(
              "English allows many correct choices: organise or organize, 1990s or 1990's, 'single' or \u201cdouble\u201d quotation marks. A publisher's house style settles these choices so that its books are consistent. Many houses base their style on a published guide, such as New Hart's Rules from Oxford, the Chicago Manual of Style in the United States, or a newspaper guide such as the Guardian's, and then list their own exceptions.",
              "Common decisions a house style settles include:",
            ) +
            "<table><tr><th>Issue</th><th>Typical UK choice</th></tr><tr><td>-ise or -ize</td><td>-ise, or Oxford spelling: -ize but analyse</td></tr><tr><td>Quotation marks</td><td>single, with double inside</td></tr><tr><td>Dashes</td><td>spaced en rule \u2013 like this</td></tr><tr><td>Numbers</td><td>words for one to ninety-nine, figures from 100</td></tr><tr><td>Dates</td><td>12 March 2025</td></tr><tr><td>Serial comma</td><td>often omitted, always used by Oxford</td></tr></table>" +
            p(
              "House style cannot anticipate every book. A history of aviation needs decisions about aircraft names (italic or roman?), about whether to write Second World War or World War II, and about how to spell place names that have changed. The copy-editor records each decision on a style sheet, a running document sent to the proofreader and typesetter with the edited file.",
              "A style sheet is usually arranged under headings: general points (spelling system, dash style, number style), an alphabetical word list, and lists of personal and place names. Enter a word the first time you make a decision about it, for example 'air raid (n.), air-raid (adj.)', 'Heathrow Airport', 'Spitfire (roman)', so that on page 240 you can check what you decided on page 12. A good style sheet lets another editor pick up the job mid-way and make the same decisions you would have made.",
            ),
        },
      },
      {
        title: "Grammar, Punctuation and Consistency",
        description: "The errors copy-editors most often meet, and how to correct them without rewriting the author.",
        lesson: {
          title: "Correcting without rewriting",
          html: p(
            "The copy-editor's first principle is minimum intervention. The text belongs to the author; you correct errors, resolve inconsistencies and remove ambiguity, but you do not impose your own tastes on a sentence that is already correct and clear.",
            "Some errors recur in almost every manuscript. Subject and verb must agree, though British usage allows a collective noun to take a plural verb when the members are thought of individually: 'the committee are divided' is acceptable, provided the book is consistent. Dangling modifiers attach a phrase to the wrong subject: 'Walking to the station, the rain began' implies the rain was walking; change it to 'As I walked to the station, the rain began'. Comma splices join two independent clauses with only a comma; use a semicolon, a full stop or a conjunction.",
            "Punctuation needs particular care. A non-restrictive clause is enclosed by commas ('My brother, who lives in Leeds, is a nurse' implies one brother), a restrictive clause is not ('My brother who lives in Leeds is a nurse' implies more than one). Apostrophes do not form plurals: MPs, the 1990s. 'Its' is possessive and 'it's' means 'it is'. A compound modifier before a noun is usually hyphenated, as in 'a well-known author', but not after it ('the author is well known'), and never after an adverb ending in -ly ('a highly regarded study'). Use an en rule, not a hyphen, for ranges: 1914\u201318, pages 45\u201367.",
            "Consistency is where a copy-editor adds most value, because authors write over months or years and cannot see their own drift. Check that names are spelled the same way throughout, that numbered figures and tables run in sequence and are mentioned in the text before they appear, that heading levels are used logically, and that abbreviations are spelled out at first use in each chapter. Many editors make a separate consistency pass for each of these items rather than trying to catch everything in one read, and use Word's Find function or a tool such as PerfectIt to locate variants.",
          ),
        },
      },
      {
        title: "Marking Up and Querying the Author",
        description:
          "Working on screen with Track Changes, coding headings, and writing author queries that get useful answers.",
        lesson: {
          title: "Tracked changes and author queries",
          html: p(
            "Most copy-editing is now done on screen in Microsoft Word with Track Changes switched on, so that the author can see, accept or reject every change. Not every change needs to be tracked: routine house-style impositions such as converting double quotation marks to single or closing up spaced em rules can be made silently with Find and Replace, provided the covering note tells the author that you have done so. Tracking hundreds of trivial changes buries the ones the author really needs to look at.",
            "The typesetter needs to know the structure of the text. Either apply the publisher's Word styles (Heading 1, Heading 2, Extract, Caption) or insert codes at the start of each element, for example [A] for a chapter-level heading, [B] for a subheading and [EXT] for a displayed quotation, according to the publisher's instructions. Coding must be complete: an uncoded heading will be typeset as body text.",
            "Queries go in Word comments, each marked AQ (author query). A good query is specific, brief, polite and, where possible, offers a solution that the author can simply approve. Compare 'Numbers don't add up?' with 'AQ: The text gives 412 respondents, but Table 2.1 totals 421. Please confirm which figure is correct.' The second can be answered in seconds. Never ask a question you can answer yourself with a dictionary, and do not query the same issue fifty times; query it once, explain that you have applied the change throughout, and ask the author to say if they disagree.",
            "Tone matters. Authors receive queries on work they have spent years on, and a phrase such as 'this makes no sense' invites a defensive reply. 'Could this be read as meaning X? If so, perhaps reword as follows' achieves the same result.",
            "The job ends with a handover package: the edited file with changes tracked, the style sheet, a list of any outstanding problems such as missing figures or permissions, and a short covering note to the project editor summarising what you did and what still needs attention.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-dressage",
    discipline: "Dressage",
    title: "Introduction to Dressage",
    description:
      "An introduction to flatwork for riders who walk, trot and canter confidently and want to ride their first test. Sessions cover the arena and its markers, accurate school figures, the scales of training, lateral work, and how judges mark a preliminary test.",
    level: "beginner",
    duration: "eight weeks (one forty-five-minute riding lesson a week and a theory session every fortnight)",
    plantedGap: "lateral work",
    modules: [
      {
        title: "The Arena and School Figures",
        description:
          "The 20 by 40 m and 20 by 60 m arenas, their markers, and riding accurate circles, serpentines and changes of rein.",
        lesson: {
          title: "Riding accurate figures",
          html: p(
            "Tests at the lower levels are ridden in a small arena, 20 m wide and 40 m long. Standing at A, the entry point in the middle of one short side, and looking towards C at the far end, the markers down the left-hand long side are K, E and H, and down the right-hand side F, B and M. Going round clockwise from A the order is A, K, E, H, C, M, B, F, which riders remember as All King Edward's Horses Can Make Big Fences. K, F, H and M are 6 m from the corners; E and B are at the halfway point. The centre line carries invisible points D, X and G, with X in the very centre. The large arena, 20 by 60 m, adds V, S, R and P on the long sides and L and I on the centre line.",
            "Judges reward accuracy because it shows control and correct bend. A 20 m circle at A touches the long sides 10 m from the short side and passes through X. A 20 m circle at E or B fills the width of the arena, touching both long sides. A 10 m circle at E reaches exactly to X. A three-loop serpentine in the small arena uses loops about 13 m wide, crossing the centre line at right angles each time.",
            "Transitions and changes of figure are ridden as the rider's body passes the marker, not the horse's nose. That means preparing a few strides earlier with a half-halt, a brief coordinated use of seat, leg and hand that asks the horse to rebalance and pay attention.",
            "Corners at this level are ridden as roughly a quarter of a 10 m circle. Cutting them loses marks and lets the horse fall onto its inside shoulder. A change of rein across the diagonal, say from K to M, should leave the track at the first marker and reach the other long side at the second, on a straight line. Look ahead to where you are going; the horse follows the rider's eyes and shoulders more than most riders realise.",
          ),
        },
      },
      {
        title: "The Scales of Training",
        description:
          "Rhythm, suppleness, contact, impulsion, straightness and collection as a sequence for building a horse's education.",
        lesson: {
          title: "Six scales, in order",
          html:
            p(
              "The scales of training, from the German Skala der Ausbildung, are the framework judges and trainers use to assess a horse's education. The German National Equestrian Federation groups them in three overlapping phases: familiarisation, developing pushing power and developing carrying power. Each scale builds on the ones before it.",
            ) +
            "<ol><li>Rhythm: the regularity of the steps and their tempo. The walk is a four-beat gait with no moment of suspension, the trot two-beat in diagonal pairs with suspension, and the canter three-beat followed by suspension. A hurried or irregular rhythm is the first fault a judge notices.</li><li>Suppleness: looseness of the muscles and a swinging back. Signs include a gently chewing mouth, soft snorting, a tail carried and swinging, and the horse stretching forward and down when the rein is offered.</li><li>Contact: a soft, steady connection between the rider's hand and the horse's mouth, which the horse seeks forward. It is never achieved by pulling the head in; the nose should be slightly in front of the vertical.</li><li>Impulsion: energy created by the hindquarters and transmitted through a swinging back. It exists only in gaits with a moment of suspension, so not in walk.</li><li>Straightness: the hind feet follow the tracks of the forefeet on straight lines and on curves. All horses are naturally crooked, usually stiffer on one side, so straightening is lifelong work.</li><li>Collection: the hindquarters lower and carry more weight, and the forehand lightens. Only expected at higher levels.</li></ol>" +
            p(
              "For a first test, the first three scales matter most. A horse that goes in a steady rhythm, loose through the back and accepting the contact will score well at preliminary level even if its paces are ordinary.",
            ),
        },
      },
      {
        title: "Riding and Scoring a Preliminary Test",
        description: "How test sheets are laid out, what judges mark from 0 to 10, and how to learn and ride a test.",
        lesson: {
          title: "From test sheet to score",
          html: p(
            "In Britain, riders usually start with British Dressage Introductory tests, walk and trot only, and move to Preliminary tests, which add canter. A test sheet lists numbered movements, each with the markers where it begins and ends and the directive ideas the judge is looking for: for example, '20 m circle at B; shape and size of circle, quality of trot, bend'.",
            "Each movement is marked from 0 to 10: 10 excellent, 9 very good, 8 good, 7 fairly good, 6 satisfactory, 5 sufficient, 4 insufficient, 3 fairly bad, 2 bad, 1 very bad and 0 not executed. Some movements carry a coefficient of 2, so their mark counts double; these are usually movements fundamental to the level, such as the free walk on a long rein. At the end come collective marks for the overall picture, such as the horse's paces, willingness and the harmony between horse and rider. The total is expressed as a percentage of the maximum; a score in the mid-sixties is a respectable result at preliminary level, and over 70% usually wins.",
            "An error of course, such as turning at the wrong marker, is signalled by the judge's bell. The rider is shown where to rejoin and loses marks, and repeated errors lead to elimination. At lower levels many competitions allow the test to be commanded, meaning a caller reads each movement aloud, but learning it thoroughly lets you concentrate on riding.",
            "Learn a test by walking it on foot in a marked-out space, then riding it in sections rather than all at once, because a horse that learns the pattern starts to anticipate transitions. Plan the preparation for each transition into your memory of the test: half-halt two strides before the marker.",
            "On the day, warm up long enough to reach the suppleness you achieve at home. Enter at A in a straight line, halt at X, and salute the judge at C by dropping one hand to your side and nodding. Ride every movement as if it were a separate test; a mistake costs only that mark unless you let it unsettle the next.",
          ),
        },
      },
    ],
  },
];
