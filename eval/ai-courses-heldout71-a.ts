/** Seventy-first held-out evaluation courses, beginner level (A to B); see ai-courses-heldout71.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT71_A: EvalCourse[] = [
  {
    slug: "beginner-indonesian-first-conversations",
    discipline: "Indonesian language",
    title: "Beginner Indonesian: First Conversations",
    description:
      "For complete beginners heading to Indonesia for travel, fieldwork or a work placement. Classes cover pronunciation and spelling, greetings and forms of address, telling the time, and the basic sentence patterns needed for shopping and asking directions.",
    level: "beginner",
    duration: "ten weeks (two 90-minute evening classes a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds and spelling",
        description: "How modern Indonesian spelling maps onto sounds, and where English speakers tend to go wrong.",
        lesson: {
          title: "Reading Indonesian aloud",
          html:
            p(
              "Indonesian (Bahasa Indonesia) is written in the Latin alphabet, and its spelling is close to phonemic: once you know the rules, you can pronounce almost any word you see. The current system dates from the 1972 reform known as Ejaan yang Disempurnakan ('Perfected Spelling'), agreed with Malaysia. It replaced the Dutch-influenced dj with j, tj with c, j with y, nj with ny, sj with sy and ch with kh. An earlier reform in 1947 had already replaced oe with u, which is why older sources write the first president's name Soekarno and newer ones Sukarno.",
              "There are five vowel letters. A, i, o and u are pure vowels, roughly as in Italian or Spanish, without the glide English adds in 'go' or 'day'. The letter e has two values: an unstressed schwa, as in besar (big), empat (four) and terima kasih (thank you), and a clearer é, as in enak (delicious) and meja (table).",
            ) +
            "<ul><li>c is always 'ch' as in church: cari (look for), kucing (cat).</li>" +
            "<li>ng is the sound in singer, never in finger: bangun (wake up); ngg gives the finger sound: mangga (mango).</li>" +
            "<li>ny is the sound in canyon, even at the start of a word: nyanyi (sing).</li>" +
            "<li>r is tapped or trilled with the tip of the tongue: rumah (house), besar.</li>" +
            "<li>k at the end of a word is usually a glottal stop rather than a released k: tidak (not), bapak (father, sir).</li>" +
            "<li>h is pronounced lightly between vowels and at the end of a word: mahal (expensive), rumah.</li></ul>" +
            p(
              "Stress in Indonesian is light and far less important than in English; a word does not change its meaning when the stress moves. As a default, put a slight stress on the second-to-last syllable, unless that syllable contains the schwa e, in which case the stress moves to the final syllable: MA-kan (eat) and BU-ku (book), but be-SAR and te-MAN (friend). English speakers tend to over-stress and lengthen vowels; keeping syllables even makes you much easier to understand.",
              "One feature you will meet on every page is reduplication, written with a hyphen: buku-buku (books), anak-anak (children). Nouns are not otherwise marked for plural, so buku can mean 'book' or 'books' and context decides. Pronounce each half in full; do not run them together.",
            ),
        },
      },
      {
        title: "Meeting people: greetings and forms of address",
        description: "Greeting people appropriately, choosing the right titles and pronouns, and introducing yourself.",
        lesson: {
          title: "Selamat pagi, Bu: greeting and introducing yourself",
          html: p(
            "Indonesian greetings are built on selamat, from an Arabic root meaning safety or well-being, and change with the part of the day: selamat pagi in the morning, selamat siang around the middle of the day, selamat sore in the afternoon until dusk, and selamat malam in the evening and at night. Selamat tinggal ('stay safely') is said by the person leaving, and selamat jalan ('go safely') by the person who stays.",
            "The usual exchange after a greeting is Apa kabar? (literally 'what news?'), answered Baik, terima kasih (fine, thank you) or Kabar baik. Terima kasih is answered with sama-sama ('likewise') or, more formally, kembali. Permisi means 'excuse me' when passing someone or entering a shop; maaf means 'sorry'.",
            "Indonesians rarely use a bare word for 'you' with someone older or of higher status. Instead they use kinship titles: Bapak (shortened to Pak) for a man and Ibu (Bu) for a woman, either alone or before a first name: Selamat pagi, Pak Budi. The same words serve as 'you': Bapak mau kopi? means 'Would you (sir) like coffee?'. Anda is the neutral formal 'you' of advertisements and forms, but in conversation it can sound stiff. Kamu is informal, for friends, children and people younger than you. For 'I', saya is always safe; aku is intimate and informal. In Java you will also hear Mas (to a young man) and Mbak (to a young woman), borrowed from Javanese and widely used for waiters, drivers and shop assistants.",
            "A typical introduction runs: 'Selamat siang. Nama saya Emma.' 'Selamat siang, Bu Emma. Saya Rudi.' 'Senang berkenalan dengan Bapak.' 'Ibu dari mana?' 'Saya dari Inggris, tapi sekarang tinggal di Yogyakarta.' Three patterns here can be reused at once: Nama saya ... (my name is ...), Saya dari ... (I am from ...) and Saya tinggal di ... (I live in ...). Dari means 'from' and di means 'at' or 'in'; senang berkenalan means 'pleased to meet you'.",
            "Body language completes the greeting. Indonesians shake hands lightly rather than firmly, and many then touch the right hand briefly to the chest. Use the right hand to give or receive anything, and avoid pointing with the index finger; indicate with the thumb of the right hand instead.",
          ),
        },
      },
      {
        title: "Simple sentences for the market and the street",
        description: "Equational sentences, negation and question words, applied to buying things and asking the way.",
        lesson: {
          title: "Berapa harganya? Building simple sentences",
          html: p(
            "Indonesian grammar is kind to beginners: verbs do not change for person or number, and there is no verb 'to be' linking a subject to a noun or adjective. Saya guru means 'I am a teacher'; Rumah itu besar means 'That house is big'. (Formal writing may insert adalah before a noun; speech does not need it.) Describing words follow the noun: rumah besar is 'a big house' and kopi panas 'hot coffee'. Possessors follow too: rumah saya, 'my house'. Ini (this) and itu (that) come after the noun: buku ini, 'this book'. Compare rumah besar itu, 'that big house', with rumah itu besar, a complete sentence meaning 'that house is big'.",
            "Two words translate 'not'. Tidak (in casual speech often nggak) negates verbs and adjectives: Saya tidak lapar (I am not hungry), Ini tidak mahal (This is not expensive). Bukan negates nouns: Ini bukan kopi, ini teh (This is not coffee, it is tea). Bukan also works as a tag: Ini kopi, bukan? (This is coffee, isn't it?).",
            "Yes/no questions can be made with rising intonation alone, or more formally with apakah at the front: Apakah ada kamar? (Is there a room?). The answer is ya or tidak, or bukan for nouns. Question words usually sit where the answer would: Ini apa? (What is this?), Dia siapa? (Who is he or she?), Stasiun di mana? (Where is the station?). Di mana asks 'where at', ke mana 'where to' and dari mana 'where from'; berapa asks 'how much' or 'how many'.",
            "In a market the key phrase is Berapa harganya? (How much is it?). Prices run into thousands of rupiah, so learn ribu (thousand) early: dua puluh ribu is 20,000 and lima belas ribu 15,000. Bargaining is normal in markets but not in supermarkets or shops with marked prices. Useful lines are Mahal sekali! (Very expensive!), Bisa kurang? (Can you go lower?), Saya mau beli dua (I want to buy two) and Tidak, terima kasih (No, thank you).",
            "For directions, start politely: Permisi, Pak, stasiun di mana? Answers use a small set of words: lurus or jalan terus (straight on), belok kiri (turn left), belok kanan (turn right), di sebelah (next to), di depan (in front of), dekat (near) and jauh (far).",
          ),
        },
      },
    ],
  },
  {
    slug: "flute-for-adult-beginners",
    discipline: "Flute playing",
    title: "Flute for Adult Beginners",
    description:
      "Starting from the headjoint alone, adult beginners build a reliable embouchure and breath support, learn the fingerings of the low register and how to read simple melodies, and are introduced to vibrato once a steady tone is established.",
    level: "beginner",
    duration: "ten weeks (one 45-minute group lesson a week, with daily home practice)",
    plantedGap: "vibrato",
    modules: [
      {
        title: "Assembly, posture and the headjoint",
        description:
          "Putting the flute together safely, holding it with three points of balance, and making a first sound on the headjoint alone.",
        lesson: {
          title: "First sounds on the headjoint",
          html: p(
            "A concert flute comes in three parts: the headjoint, with the lip plate and embouchure hole; the body, with most of the keys; and the footjoint, with the keys for the lowest notes. Assemble it by holding each part where there are no keys, at the plain ends of the tubes, and twist the joints gently together. Never grip the key mechanism: the rods bend easily, and a bent rod means pads that no longer seal. Line up the centre of the embouchure hole with the centre of the first key on the body, and the rod of the footjoint with the centre of the lowest key on the body.",
            "The flute is held to the right, roughly parallel to the line of the lips, with the head turned slightly to the left and the arms relaxed. It is balanced at three points: the chin and lower lip pressing lightly inwards, the base of the left index finger pushing the flute towards the face, and the right thumb, placed underneath roughly below the first and second fingers of the right hand, pushing outwards.",
            "Begin with the headjoint alone. Rest the lip plate against the chin so that the near edge of the embouchure hole meets the line where the red of the lower lip begins, and let the lower lip cover roughly a quarter to a third of the hole. Relax the lips and blow a narrow stream of air, as if saying 'poo' without voice, across the hole towards the far edge. The sound is produced when the air jet strikes that edge and sets the air column in the tube vibrating. If you hear only rushing air, roll the headjoint in or out a few degrees, or make the lip opening smaller.",
            "Two exercises on the headjoint build control. First, play with the open end uncovered, then cover it with the flat of the right palm: the pitch drops by about an octave, because a tube closed at one end sounds roughly an octave lower than an open tube of the same length. Second, with the end open, slide the palm slowly over it while blowing, making a siren-like glide; this teaches you to keep the air stream steady while the pitch changes.",
          ),
        },
      },
      {
        title: "Breathing and the first five notes",
        description: "Breath support for a steady sound, and the fingerings for B, A, G, F and E in the low register.",
        lesson: {
          title: "Breath, support and the left-hand notes",
          html:
            p(
              "The flute uses a great deal of air compared with most wind instruments, because part of the air stream passes over the embouchure hole rather than into the tube. Breathing therefore matters from the first lesson. Breathe in through the corners of the mouth without raising the shoulders, letting the expansion happen around the lower ribs, the abdomen and the back. As you play, the abdominal muscles and the muscles between the ribs resist the collapse of the chest, so that air leaves at a steady speed rather than in a rush. This controlled resistance is what flute teachers mean by support.",
              "The first notes use mainly the left hand. The right-hand fingers rest lightly above their keys, the right little finger holds down the E-flat key, and the left little finger stays off the G-sharp key.",
            ) +
            "<table><tr><th>Note</th><th>Left hand</th><th>Right hand</th></tr>" +
            "<tr><td>B</td><td>thumb on the B key, first finger</td><td>little finger on E-flat key</td></tr>" +
            "<tr><td>A</td><td>thumb, first and second fingers</td><td>little finger on E-flat key</td></tr>" +
            "<tr><td>G</td><td>thumb, first, second and third fingers</td><td>little finger on E-flat key</td></tr>" +
            "<tr><td>F</td><td>as for G</td><td>first finger, little finger on E-flat key</td></tr>" +
            "<tr><td>E</td><td>as for G</td><td>first and second fingers, little finger on E-flat key</td></tr></table>" +
            p(
              "Play each note as a long tone. Set a metronome at 60 beats per minute, breathe in over two beats and hold the note for eight, listening for a steady pitch and an even sound from start to finish. Then slur between neighbouring notes, B to A and A to G, keeping the air constant while only the fingers move. A common fault is pressing the keys hard enough to whiten the fingertips: the keys only need to be closed, and tension in the fingers travels up into the arms and throat.",
              "Lower notes need a slightly larger, slower air stream directed a little more down into the hole; higher notes need the lips to move slightly forward and the opening to narrow, so that the air travels faster. Once E to B are secure, play the same fingerings with faster, more focused air: they produce the notes an octave higher. If the upper note will not speak, do not blow harder; make the aperture smaller instead.",
            ),
        },
      },
      {
        title: "From the page to the flute",
        description:
          "Reading treble-clef notation, starting notes with the tongue, and putting both together in simple tunes.",
        lesson: {
          title: "Reading, tonguing and first tunes",
          html: p(
            "The flute is a non-transposing instrument: it sounds the pitch that is written, and its music is in the treble clef. Its standard range runs from middle C (C4) to about C7, three octaves, although the lowest C and C-sharp need a C footjoint, which almost all student flutes have. The notes learned so far sit on the staff: E on the bottom line, F in the first space, G on the second line, A in the second space and B on the middle line.",
            "Rhythm is read from note values. In most simple metres a crotchet (quarter note) takes one beat, a minim two, a semibreve four and a quaver half a beat. The time signature at the start, for example 4/4 or 3/4, gives the number of beats in a bar and the note value that carries the beat. Before playing a new piece, count it aloud while fingering silently; most early mistakes are rhythmic, not technical.",
            "Notes on the flute are started with the tongue, not with a push of breath. Place the tip of the tongue lightly behind the upper front teeth, build a little air pressure behind it and release it as though whispering 'tu' or 'du'. The tongue acts as a valve; the air does the work. It should not touch the lips or push between the teeth. Notes joined by a curved slur are tongued only at the start of the group, while the fingers change and the air continues. A comma above the staff marks a place to breathe.",
            "Simple tunes use only the left-hand notes. 'Hot Cross Buns' is B–A–G, B–A–G, then four quaver Gs and four quaver As, then B–A–G. 'Mary Had a Little Lamb' begins B–A–G–A–B–B–B. Play each tune slowly with every note tongued, then again with the first three notes slurred. Recording yourself is revealing: beginners often find that the first note of each phrase is late, because the breath was taken on the beat instead of before it.",
            "Twenty minutes of practice a day does more than a long session once a week. Spend the first five minutes on long tones, the next ten on note patterns and pieces, and the last five on something you enjoy playing.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-basketball-fundamentals-for-young-players",
    discipline: "Basketball coaching",
    title: "Coaching Basketball Fundamentals for Young Players",
    description:
      "Coaching young players well rests on a handful of fundamentals: footwork and pivoting, shooting form, player-to-player and zone defence, and practices in which nobody waits in a long queue.",
    level: "beginner",
    duration: "six weeks (one three-hour practical workshop a week)",
    plantedGap: "zone defence",
    modules: [
      {
        title: "Footwork: stops, pivots and the triple threat",
        description:
          "Teaching legal stops and pivots and the balanced position from which every attacking move begins.",
        lesson: {
          title: "Stopping and pivoting within the travelling rule",
          html: p(
            "Footwork is the most neglected fundamental in youth basketball and a major source of turnovers, because young players travel when they stop or turn with the ball. Under FIBA rules, a player who gathers the ball while moving, or at the end of a dribble, may take two steps to stop, pass or shoot; since the 2017 rule changes FIBA also recognises a 'gather step', so the foot on the floor at the moment of gaining control does not count. Once stopped, the player must keep one foot, the pivot foot, in contact with the floor until the ball is released for a pass or shot, and must release the ball to start a dribble before lifting the pivot foot.",
            "Two stops are taught. In the jump stop the player lands on both feet at once, shoulder-width apart with knees bent; either foot may then become the pivot foot, which is why beginners learn it first. In the stride stop, or one-two stop, one foot lands first and becomes the pivot foot while the other lands ahead of it. The stride stop is quicker and useful when attacking the basket, but the player has given up the choice of pivot foot.",
            "From either stop, players practise the front pivot (stepping forward with the free foot, chest leading) and the reverse pivot (stepping backwards, back leading), turning on the ball of the pivot foot with the heel slightly raised. The usual fault is dragging or lifting the pivot foot during the turn; have players pivot on a taped cross so that they can see it.",
            "After a stop, or after catching the ball facing the basket, players adopt the triple-threat position: feet shoulder-width apart, knees flexed, the ball held firmly at the hip on the shooting-hand side, and eyes up to see the ring and teammates. From here the player can shoot, pass or dribble, and the defender cannot tell which.",
            "A drill that builds all of this without queues: players work in pairs with one ball per pair. One dribbles towards the partner, jump-stops on the coach's whistle, performs two front and two reverse pivots, then passes to the partner, who repeats. With twelve players, six pairs work at once and each player makes thirty or more stops in five minutes.",
          ),
        },
      },
      {
        title: "Shooting form",
        description:
          "A progression for teaching a repeatable one-hand set shot, from close-range form shooting to game-range shots.",
        lesson: {
          title: "Building a repeatable shot",
          html:
            p(
              "Good shooting habits form most easily when the equipment fits the player. The full-size basket is 3.05 m (10 ft) high. FIBA mini-basketball, for players under 12, uses a 2.60 m ring and a size 5 ball; women and girls from about 12 use the size 6 ball and men and older boys the size 7. Young players shooting a heavy ball at a high ring learn to heave it from the chest, a habit that is hard to undo.",
              "Many coaches teach the acronym BEEF: Balance, Eyes, Elbow, Follow-through. Balance: feet about shoulder-width apart, the shooting-side foot slightly ahead, knees bent. Eyes: on the target, the front of the ring or just over it, from before the shot until the ball arrives. Elbow: under the ball, so that the shooting hand, wrist, elbow and knee line up towards the basket. Follow-through: the arm extends fully upwards, the wrist snaps forward and the fingers finish pointing at the ring, the 'hand in the cookie jar'. The guide hand rests on the side of the ball and comes away without pushing it.",
              "The reasons are physical. A ball released off the fingertips with backspin loses energy when it touches the ring and is more likely to drop in. A higher arc also enlarges the effective target: the ring's inner diameter is 45 cm and a size 7 ball is about 24 cm across, so a ball dropping steeply has a much larger margin for error than one arriving flat. Studies of shot trajectories suggest that an entry angle of around 45 degrees or a little more suits most shooters.",
              "Teach the shot in this order:",
            ) +
            "<ol><li>One-hand form shooting from about 1 m in front of the basket, guide hand off, until the player makes five in a row cleanly.</li>" +
            "<li>Add the guide hand, checking that it does not push the ball sideways.</li>" +
            "<li>Move back one step at a time along a line straight out from the basket.</li>" +
            "<li>Add a catch from a pass, then a shot after one dribble.</li></ol>" +
            p(
              "Range increases only when form holds up at the current distance. Record makes and attempts at each stage, for example ten shots from each of five spots, because young players and their coaches both tend to overestimate improvement.",
            ),
        },
      },
      {
        title: "How do we stop the ball? Player-to-player defence",
        description:
          "Stance, footwork and positioning for guarding the ball handler and helping away from the ball, with practice designs that keep every player active.",
        lesson: {
          title: "Guarding the ball and seeing the ball",
          html: p(
            "Young players should learn player-to-player defence first, because it teaches individual responsibility and the footwork on which every other defensive system depends. Each defender is responsible for one opponent, and must know at every moment where both that opponent and the ball are.",
            "The defensive stance: feet wider than the shoulders, weight on the balls of the feet, knees bent and hips low, back fairly upright, head above the feet rather than ahead of them. One hand is up to contest passes and shots; the other is low, palm up, to pressure the dribble. The defender stays about an arm's length from the ball handler, between the attacker and the basket, so that the attacker has to go around them.",
            "To move sideways, defenders slide: push off the trailing foot, step with the leading foot, and never let the feet come together or cross, which leaves them off balance. When the attacker changes direction, the defender uses a drop step, swinging the lead foot back at about 45 degrees, and then slides again. The zig-zag drill trains this: in a lane about a third of the court wide, the attacker dribbles diagonally from side to side up the court and the defender slides to stay in front, using a drop step at each change of direction.",
            "Away from the ball, the principle is 'ball, you, player': each defender stands on a line between the ball and their own opponent. One pass away, the defender is close to the opponent in a denial position, with a hand in the passing lane. Two passes away, the defender sinks towards the middle in a help position, pointing one hand at the ball and one at the opponent. From there the defender can stop a drive to the basket and still recover to their own player.",
            "Design defensive practice so that nobody waits. Split the court into three or four working areas, run 1v1 and 2v2 games with the winner staying on and no more than two players waiting at each basket, and change the activity every three or four minutes. A 90-minute under-12 session might give 15 minutes to warm-up and footwork, 20 to shooting, 20 to defence, 25 to small-sided games and 10 to a cool-down and review.",
          ),
        },
      },
    ],
  },
  {
    slug: "site-concrete-mixing-testing-placing-and-curing",
    discipline: "Concrete technology",
    title: "Site Concrete: Mixing, Testing, Placing and Curing",
    description:
      "Most defects in site concrete (cracking, dusty surfaces, honeycombing, low cube results) trace back to water, compaction and curing rather than to the cement itself. Aimed at first-year construction trainees, the course covers mix constituents and designations, the slump test, placing and compaction, curing, and cold-weather concreting.",
    level: "beginner",
    duration: "five weeks (one day a week, half in the classroom and half in the workshop)",
    plantedGap: "cold-weather concreting",
    modules: [
      {
        title: "What goes into concrete",
        description:
          "Cement, aggregates and water, how hydration produces strength, and how mixes are specified in the UK.",
        lesson: {
          title: "Constituents, hydration and the water–cement ratio",
          html: p(
            "Concrete is a mixture of cement, water, fine aggregate (sand, with particles up to 4 mm) and coarse aggregate (gravel or crushed rock, commonly 20 mm maximum size). The aggregates make up roughly 70 to 75 per cent of the volume and are largely inert; the cement and water form a paste that coats every particle and binds them together as it hardens. Most site concrete in the UK uses Portland cement, alone or blended with fly ash or ground granulated blast-furnace slag, classified under BS EN 197-1: CEM I is plain Portland cement, while CEM II and CEM III contain increasing proportions of other constituents.",
            "Concrete hardens by hydration, not by drying out. The calcium silicates in the cement, mainly tricalcium silicate (C3S) and dicalcium silicate (C2S), react with water to form calcium silicate hydrate, which gives strength, and calcium hydroxide. Hydration gives off heat and continues for months if water is available, but most of the strength develops in the first four weeks: a typical CEM I concrete reaches about 65 to 70 per cent of its 28-day strength at 7 days.",
            "The most important number in any mix is the water–cement ratio: the mass of free water divided by the mass of cement. Cement needs only about a quarter of its own mass of water to hydrate chemically, but mixes are made wetter, typically 0.4 to 0.6, so that they can be placed and compacted. Water beyond what hydration uses leaves pores behind. Abrams' rule, published in 1918, states that for fully compacted concrete the strength falls as the water–cement ratio rises; going from 0.45 to 0.65 can cut the 28-day strength by a third or more, and the more porous concrete also resists carbonation and chlorides less well, so reinforcement corrodes sooner.",
            "In the UK concrete is specified to BS 8500 and BS EN 206. A strength class such as C25/30 means a characteristic cylinder strength of 25 N/mm² and a characteristic cube strength of 30 N/mm² at 28 days. Ready-mixed suppliers also offer designated concretes, such as GEN1 for unreinforced foundations in non-aggressive ground and RC32/40 for reinforced work. The traditional nominal mix of 1:2:4 cement, sand and coarse aggregate by volume gives roughly a C20 concrete, but volume batching is imprecise: damp sand can bulk by 20 per cent or more.",
          ),
        },
      },
      {
        title: "Measuring workability: the slump test",
        description:
          "Carrying out the slump test to BS EN 12350-2 and deciding what the result means for the load on the truck.",
        lesson: {
          title: "Carrying out and interpreting a slump test",
          html:
            p(
              "Workability is how easily fresh concrete can be placed and compacted. On site it is checked with the slump test, standardised in BS EN 12350-2. Its real value is as a check of consistency: a slump outside the specified class warns that the water content, and therefore the strength, may differ from what was ordered.",
              "The equipment is a steel cone 300 mm high, 200 mm in diameter at the base and 100 mm at the top; a 16 mm diameter steel tamping rod with rounded ends, 600 mm long; a rigid, flat, non-absorbent base plate; and a rule. The procedure is:",
            ) +
            "<ol><li>Take a representative sample, dampen the cone and base plate, and stand on the cone's foot pieces to hold it down.</li>" +
            "<li>Fill the cone in three layers, each about one third of its height after compaction, rodding each layer 25 times with strokes spread evenly over the section and just penetrating the layer below.</li>" +
            "<li>Strike off the top level with a rolling action of the rod.</li>" +
            "<li>Lift the cone vertically and steadily in 2 to 5 seconds, without twisting.</li>" +
            "<li>Measure at once the difference between the height of the cone and the highest point of the slumped concrete, and record it to the nearest 10 mm.</li></ol>" +
            p(
              "The whole test, from starting to fill the cone to lifting it, should take no more than 150 seconds. Record the shape as well as the number. A true slump, where the concrete subsides and keeps roughly its form, is the only valid result. A shear slump, where part of the cone slides away sideways, should be repeated with a fresh sample; if it happens again, the mix probably lacks cohesion. A collapse slump indicates a very wet mix or a flowing concrete, whose workability is better measured with the flow table or slump-flow test.",
              "BS EN 206 groups results into consistence classes: S1 (10–40 mm), S2 (50–90 mm), S3 (100–150 mm), S4 (160–210 mm) and S5 (220 mm or more). If a truck arrives with a low slump, do not add water without the supplier's authority: it breaks the specification and lowers strength. Note the delivery ticket number and the batching time, because UK practice expects ready-mixed concrete to be discharged within about two hours of batching unless the specification allows longer.",
            ),
        },
      },
      {
        title: "Placing, compaction and curing",
        description:
          "Getting concrete into the forms without segregation, removing entrapped air with poker vibrators, and keeping the concrete moist while it gains strength.",
        lesson: {
          title: "From the chute to a cured slab",
          html: p(
            "Placing should keep the mix uniform. Discharge concrete as close as possible to its final position rather than moving it sideways with a vibrator or shovel, which separates mortar from stone. Limit free fall to about 1.5 m unless a chute, pump line or tremie is used, and place in layers, usually 300 to 500 mm deep, each compacted before it stiffens so that the next layer can be knitted into it.",
            "Freshly placed concrete contains entrapped air, from about 5 to 20 per cent of its volume depending on workability. Each 1 per cent of air left in the hardened concrete reduces its strength by roughly 5 to 6 per cent, so compaction is essential. Insert a poker vibrator vertically and quickly at spacings of about ten times its diameter (around 500 mm for a 50 mm poker), let it sink through the layer and about 100 mm into the one below, hold it until air bubbles stop rising and the surface looks glossy, typically 10 to 30 seconds, and withdraw it slowly. Over-vibrating a wet mix causes segregation and bleeding.",
            "Honeycombing, where coarse aggregate shows without mortar between it, usually results from poor compaction near congested reinforcement or formwork faces, or from grout leaking out through badly sealed formwork joints.",
            "Curing means keeping the concrete moist, and at a suitable temperature, so that hydration can continue, particularly in the outer few millimetres that govern durability and wear. The main methods are polythene sheeting, lapped and weighted at the edges as soon as the surface can be touched without marking; wet hessian kept wet; and a sprayed curing compound applied immediately after finishing, which must be compatible with, or removed before, any bonded screed or floor finish. Many specifications require at least seven days of curing for exposed slabs, and longer for blends containing fly ash or slag.",
            "On hot, dry or windy days water evaporates from the surface faster than bleed water rises to replace it, and the surface shrinks while still plastic, producing plastic shrinkage cracks within the first few hours. Windbreaks, sunshades, damping the sub-base and formwork beforehand and starting curing promptly all prevent them. A dusty surface that wears quickly is the mark of a slab left uncovered and allowed to dry out early.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-disability-studies",
    discipline: "Disability studies",
    title: "Introduction to Disability Studies",
    description:
      "An introduction to how disability has been understood, organised around and fought over: the medical and social models, the disabled people's movement and the campaign for independent living, Deaf culture, and the debates about language and representation that follow from them.",
    level: "beginner",
    duration: "one semester (eleven weekly lectures with fortnightly seminars)",
    plantedGap: "Deaf culture",
    modules: [
      {
        title: "Models of disability",
        description:
          "The medical, social and biopsychosocial models of disability, where they came from and what their critics say.",
        lesson: {
          title: "From impairment to disabling barriers",
          html: p(
            "For most of the twentieth century, disability in Western societies was understood through what is now called the medical model: disability is a deficit located in an individual's body or mind, to be diagnosed, treated, cured or compensated for by professionals. Its assumptions shaped long-stay hospitals, segregated special schools and benefit systems that required people to prove their incapacity.",
            "The challenge came from disabled people themselves. The Union of the Physically Impaired Against Segregation (UPIAS), formed in Britain after Paul Hunt wrote to The Guardian in 1972, published its Fundamental Principles of Disability in 1976. It drew a sharp line between impairment, 'lacking part of or all of a limb, or having a defective limb, organ or mechanism of the body', and disability, 'the disadvantage or restriction of activity caused by a contemporary social organisation which takes no or little account of people who have physical impairments'. On this view it is society that disables people. The sociologist Mike Oliver, himself a wheelchair user, named this 'the social model of disability' in 1983.",
            "The practical force of the social model is that it moves attention from fixing people to removing barriers. A wheelchair user who cannot get into a library is disabled by the steps, not by a spinal injury, and the remedy is a ramp and a lift. The same reasoning applies to information in inaccessible formats, inflexible working hours and hostile attitudes.",
            "Critics within disability studies accepted the model's political value but questioned its completeness. Jenny Morris and Liz Crow argued that it left no room to talk about pain, fatigue and illness; Crow's 1996 essay 'Including All of Our Lives' asked for impairment to be brought back into the analysis. Carol Thomas proposed the term 'impairment effects' for restrictions that arise directly from impairment, and Tom Shakespeare argued in Disability Rights and Wrongs (2006) for a critical realist approach in which disability results from the interaction of individual and contextual factors.",
            "That interactional view is close to the World Health Organization's International Classification of Functioning, Disability and Health (ICF), adopted in 2001 to replace the 1980 ICIDH. The ICF describes functioning at three levels, body functions and structures, activities, and participation, each shaped by environmental and personal factors. Often called a biopsychosocial model, it underlies much official measurement of disability.",
          ),
        },
      },
      {
        title: "Nothing about us without us: the disabled people's movement",
        description:
          "How disabled activists in the United States and Britain won independent living and civil rights legislation.",
        lesson: {
          title: "Independent living and civil rights",
          html: p(
            "The independent living movement began in Berkeley, California. Ed Roberts, who had survived polio and used a respirator, enrolled at the University of California in 1962 and lived in the campus hospital because no residence could accommodate him. With other disabled students, who called themselves the Rolling Quads, he set up a student support programme that led in 1972 to the first Center for Independent Living. Its principles were that disabled people are the experts on their own needs, that services should be controlled by disabled people, and that support should make it possible to live in the community rather than in institutions.",
            "Civil rights came through direct action. Section 504 of the US Rehabilitation Act of 1973 banned discrimination by federally funded programmes, but the regulations to enforce it went unsigned for four years. In April 1977 activists occupied federal offices in several cities; the sit-in in San Francisco lasted nearly four weeks, supported by the Black Panthers and trade unions, until Secretary Joseph Califano signed the regulations. The Americans with Disabilities Act followed in 1990, shortly after the 'Capitol Crawl', in which activists left their wheelchairs and crutches to climb the steps of the Capitol.",
            "In Britain, residents of a Cheshire Home in Hampshire planned their move into the community through Project 81, one of the first schemes in which disabled people managed funding for their own personal assistance. The British Council of Organisations of Disabled People, founded in 1981, campaigned for anti-discrimination law. After more than a dozen private members' bills failed, and after protests by the Direct Action Network, founded in 1993, Parliament passed the Disability Discrimination Act 1995, later replaced by the Equality Act 2010. The Community Care (Direct Payments) Act 1996 allowed local authorities to give disabled people money to employ their own personal assistants instead of receiving services arranged for them.",
            "Internationally, the UN Convention on the Rights of Persons with Disabilities (adopted in 2006, in force in 2008) was negotiated with unusual participation by disabled people's organisations, under the slogan 'Nothing about us without us'. Its preamble states that disability 'results from the interaction between persons with impairments and attitudinal and environmental barriers', and Article 19 sets out the right to live independently and be included in the community.",
          ),
        },
      },
      {
        title: "Language, images and stereotypes",
        description:
          "Why terminology is contested, and how disabled people have been represented in literature, media and advertising.",
        lesson: {
          title: "Who is represented, and how?",
          html: p(
            "Terminology is political rather than merely polite. In Britain, organisations that follow the social model prefer 'disabled people', because on that model people are disabled by society; 'people with disabilities' suggests that disability is something a person has. In the United States and in UN documents, person-first language ('people with disabilities') is standard, promoted as a way of putting the person before the diagnosis. Many autistic people prefer identity-first language ('autistic person'). Expressions such as 'wheelchair-bound', 'suffers from' and 'the handicapped' are widely rejected because they frame disability as tragedy or confinement.",
            "Representation has been studied systematically. The 1966 collection Stigma: The Experience of Disability, edited by Paul Hunt, already protested that disabled people were cast as unfortunate, useless and sick. Colin Barnes's 1992 report Disabling Imagery and the Media, written for the British Council of Organisations of Disabled People, identified eleven recurring stereotypes, among them the disabled person as pitiable and pathetic, as sinister or evil, as a 'super cripple', as an object of ridicule, as a burden and as their own worst enemy. Many can be traced through literature, from Shakespeare's Richard III, whose villainy is written on his body, to Dickens's Tiny Tim, whose role is to move the non-disabled reader.",
            "Newer stereotypes are subtler. The Australian comedian and journalist Stella Young coined 'inspiration porn' for images that present disabled people as inspiring simply for existing, for the benefit of non-disabled viewers; her 2014 TEDx talk 'I'm not your inspiration, thank you very much' spread the term widely. The 'supercrip' story, in which disability is overcome through extraordinary effort, implies that those who do not overcome have failed. Rosemarie Garland-Thomson's concept of the 'normate' (1997) names the unmarked, non-disabled figure against which other bodies are defined as different.",
            "Debates continue about non-disabled actors being cast in disabled roles, sometimes called 'cripping up', and about who gets to tell disabled people's stories. A useful seminar exercise is to analyse a recent film, novel or advertising campaign with three questions. Is the disabled character the subject of the story or an object in someone else's? Is disability the whole of their identity? Who made the work, and were disabled people involved in making it?",
          ),
        },
      },
    ],
  },
];
