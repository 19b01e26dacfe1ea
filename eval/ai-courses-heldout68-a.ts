/** Sixty-eighth held-out evaluation courses, beginner level (A to B); see ai-courses-heldout68.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT68_A: EvalCourse[] = [
  {
    slug: "introduction-to-picture-framing",
    discipline: "Picture framing",
    title: "Introduction to Picture Framing",
    description:
      "Aimed at hobbyists and new staff in framing workshops, this course covers the core bench skills of the trade: cutting bevelled window mounts, float mounting, measuring, mitring and joining mouldings, and fitting glazing and backing to conservation standards.",
    level: "beginner",
    duration: "six weeks (one three-hour workshop a week)",
    plantedGap: "float mounting",
    modules: [
      {
        title: "Measuring and cutting a window mount",
        description:
          "How to choose mountboard, size a window and its borders around an artwork, and cut a clean bevel with a bench mount cutter.",
        lesson: {
          title: "Sizing and cutting a bevelled window mount",
          html: p(
            "Mountboard comes in three broad grades. Standard board has a wood-pulp core that yellows as its lignin breaks down, so the white bevel turns cream within a few years. Conservation board is made from purified, lignin-free pulp buffered with calcium carbonate to neutralise acids. Museum board is made from cotton rag throughout and is the choice for original works on paper. The common thickness is about 1.4 mm; 2 mm and thicker boards give a deeper, more dramatic bevel.",
            "The window must overlap the artwork so that the paper cannot fall through. An overlap of 3 to 5 mm on each side is normal. For an A4 print, 210 mm wide and 297 mm high, a 4 mm overlap gives a window of 202 by 289 mm. Borders are then added. A mount with equal borders looks bottom-heavy in reverse: the eye reads the picture as sliding down. Framers therefore bottom-weight the mount, making the lower border 10 to 15 mm wider than the others. With 60 mm at the top and sides and 72 mm at the bottom, the outer size becomes 322 by 421 mm.",
            "Mark the window on the back of the board in sharp pencil, measuring each border from the outer edge rather than adding up running totals, which compounds small errors. Place a spare slip sheet underneath so the blade passes cleanly through the board instead of dragging on the cutter bed. On a bench cutter you cut from the back, with the blade leaning outwards towards the border; the sloping white core then shows on the front. Use the start and stop marks on the cutting head to line the blade up with each corner pencil line.",
            "Most faults come from two sources. An overcut, where the blade runs past the corner, leaves a visible slit on the face; an undercut leaves the corner attached so the drop-out tears when pulled. Both are avoided by sighting the stop mark carefully and by changing blades often: a blade that has dulled crushes the core fibres and leaves a furry bevel. Cut each side in one smooth, steady stroke, and never go back over a cut that has already been made.",
          ),
        },
      },
      {
        title: "Mouldings, mitres and joining",
        description:
          "Reading a moulding profile, calculating the length needed, cutting accurate 45-degree mitres and joining the corners with glue and V-nails.",
        lesson: {
          title: "Cutting and joining a mitred frame",
          html: p(
            "A moulding is described by its width, its height and its rebate, the stepped recess on the back that holds the glazing, mount and backing. The rebate must be deep enough for the whole package: 2 mm glass, a 1.4 mm mount, a 2 mm backboard and the artwork need at least 6 mm, and a little more makes fitting easier. Frame sizes are always measured along the rebate, not the outer edge.",
            "The rebate is cut slightly larger than the mount so the package drops in without bowing. An allowance of 2 to 3 mm on each dimension is usual, so the 322 by 421 mm mount from the previous session needs a rebate of about 324 by 423 mm. To find how much moulding to buy, add the four rebate lengths and then eight times the moulding width, because each mitred end extends outward by one width. For a 30 mm moulding: 2 times (324 + 423) is 1,494 mm, plus 240 mm, gives 1,734 mm. Add about ten per cent for trimming and defects.",
            "Workshops cut mitres either on a double-mitre saw or on a mitre guillotine, which pares the wood away in a series of thin slices with two blades set at 90 degrees to each other. With a guillotine, take several light cuts rather than one heavy one: the last cut should remove a shaving no thicker than a sheet of card, leaving a smooth, accurate face. Cut the two long sides as a matched pair and the two short sides as a matched pair, setting the length stop once for each pair, so opposite sides are identical.",
            "Joints are made with wood glue and V-nails. Spread a thin film of PVA on both mitre faces, clamp the corner in an underpinner and drive V-nails up from below across the joint. Choose the V-nail height to suit the moulding: 7 mm for thin profiles, 10 to 15 mm for deeper ones, using two or three at different heights in wide mouldings. Hardwood and softwood V-nails differ in their cutting edge, so use the type matched to the timber. Check the frame for square by measuring both diagonals, which should be equal, and fill any hairline gap with coloured wax.",
          ),
        },
      },
      {
        title: "Glazing, hinging and fitting",
        description:
          "Selecting glass or acrylic, hinging the artwork with reversible materials and sealing the frame package against dust and acid.",
        lesson: {
          title: "Fitting a frame to conservation standards",
          html:
            p(
              "Conservation framing means that nothing in the package should harm the artwork and that everything done to it can be undone. The three main decisions concern glazing, the attachment of the artwork and the back of the frame.",
              "Ordinary 2 mm picture glass is cheap, flat and easy to clean, but transmits most of the ultraviolet light that fades watercolours, inks and photographs. Conservation glass carries a coating that blocks around 99 per cent of UV between about 300 and 380 nm. Acrylic sheet weighs half as much as glass and will not shatter, which makes it the right choice for large frames, children's rooms and work sent by courier, but it scratches easily, attracts dust by static and must never be used over pastel or charcoal, whose loose pigment it can lift. Clean acrylic only with a dedicated anti-static cleaner and a soft cloth.",
              "Works on paper are hinged, not stuck down. The standard method uses strips of Japanese tissue and wheat-starch paste, both of which can be released later with moisture. Hinges attach to the back of the artwork at the top edge only and to the backboard of the mount, never to the window, so the paper hangs freely and can expand and contract with humidity. A T-hinge is used when the mount window covers the top edge; a pendant hinge is used when the whole sheet is to show. Self-adhesive tapes, including masking tape, are never acceptable: their adhesives yellow, migrate into the paper and are very hard to remove.",
              "The mount itself does an important job by keeping the glazing off the surface of the artwork, which prevents condensation and sticking. Behind the package goes a conservation-grade backing board. MDF and hardboard release acidic vapours, so if they are used for strength they need a barrier layer between them and the artwork. The package is held in with framer's points fired from a point driver, and the back is sealed with gummed brown paper tape, which keeps out dust and insects and can be removed later with water.",
            ) +
            "<ul><li>Picture glass: cheapest, heavy, little UV protection.</li><li>UV-filtering glass: blocks about 99 per cent of UV; best for valuable works.</li><li>Acrylic: light and shatter-resistant; not for pastel or charcoal.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "refereeing-rugby-union-first-steps",
    discipline: "Rugby refereeing",
    title: "Refereeing Rugby Union: First Steps",
    description:
      "What does a referee actually look for when the ball carrier goes to ground? This entry-level course prepares new referees for community and age-grade matches, covering the tackle, ruck and maul, advantage and sanctions, kick-offs and restarts, and lineout management.",
    level: "beginner",
    duration: "five weeks (one evening session a week plus one observed match)",
    plantedGap: "kick-offs and restarts",
    modules: [
      {
        title: "The tackle, ruck and maul",
        description:
          "What makes a tackle, what the tackler, tackled player and arriving players must each do, and how to recognise when a ruck or maul has formed.",
        lesson: {
          title: "Reading the tackle area",
          html: p(
            "More penalties are given at the tackle than anywhere else, and most disputes between teams start there. The laws define a tackle as the ball carrier being held by one or more opponents and brought to ground. Brought to ground means having one or both knees on the ground, sitting on the ground, or lying on top of another player who is on the ground. If the ball carrier is not held, there is no tackle, and a player who simply trips over stays free to get up and play on.",
            "Once a tackle has happened, check the players in a fixed order. First the tackler: he or she must immediately release the ball carrier and either roll away or get back to their feet before playing the ball. Second the tackled player: they must immediately pass, release or place the ball, and may place it in any direction. Third the arriving players: they must stay on their feet and enter through the gate, from behind the ball and directly behind their hindmost team-mate, not from the side. An arriving player who is on their feet may play the ball with the hands until a ruck forms, which is why the player competing for the ball over the tackled player, often called the jackaler, is legal while supporting their own weight and illegal once they go off their feet.",
            "A ruck forms when players from each team, on their feet, are in physical contact over the ball on the ground. From that moment nobody may handle the ball, and offside lines run through the hindmost foot of each team in the ruck. Calling ruck, hands away tells both teams that the contest with the hands has ended.",
            "A maul needs the ball carrier and at least one player from each team, bound together and on their feet. Mauls may be moved forward; if a maul stops moving towards the goal line for more than five seconds, call use it, and the ball must then be played within five seconds. If it is not, or if the maul collapses without foul play, the team not in possession at the start of the maul is awarded a scrum.",
            "Unions may vary the laws locally; in England the community-game tackle height was lowered to below the base of the sternum in 2023.",
          ),
        },
      },
      {
        title: "Advantage, penalties and cards",
        description:
          "When to play advantage and when to blow, how free kicks differ from penalties, and how to use yellow and red cards consistently.",
        lesson: {
          title: "Advantage and the sanction ladder",
          html: p(
            "The advantage law lets the game flow when stopping it would reward the team that broke the law. When an offence occurs, extend your arm horizontally towards the non-offending team and call advantage. That team may gain a tactical advantage, freedom to play the ball as it wishes, or a territorial one, ground made towards the opposition line. When you judge that a real advantage has been gained, call advantage over. If it has not, blow and return to the original offence. Advantage is a judgement, not a timer: a penalty offence deserves a longer look than a knock-on, because the penalty is worth more to the non-offending side.",
            "Sanctions rise in steps. A free kick is given for technical offences, such as wasting time at a set piece or the non-throwing team putting more players into a lineout than the throwing team. A free kick cannot be kicked at goal and the opponents must retire 10 metres. A penalty is given for more serious offences, including most illegal play at the tackle and offside. The team given a penalty may kick at goal, kick for touch and throw in at the resulting lineout, tap and run, or ask for a scrum.",
            "Foul play, meaning obstruction, unfair play, repeated infringements, dangerous play and misconduct, may also earn a card. A yellow card removes the player for ten minutes of playing time in most competitions; a red card removes them for the rest of the match. Repeated infringements by different players can lead you to warn the captain and then show a card to the next offender. When a try would probably have been scored but for foul play by the defending team, award a penalty try: it is worth seven points, no conversion is attempted and the offender is shown a yellow card.",
            "Dangerous contact with the head is judged in a sequence: was there head contact, was there foul play, what was the degree of danger, and is there mitigation such as a sudden drop in height by the ball carrier. Work through the same steps every time and explain your decision to the captains in plain words.",
          ),
        },
      },
      {
        title: "Managing the lineout",
        description:
          "Forming a legal lineout, judging the throw and the contest in the air, and allowing or refusing a quick throw-in.",
        lesson: {
          title: "Lineout positioning and common offences",
          html:
            p(
              "The lineout is where a new referee most often loses control, because a lot happens in about two seconds. A good routine before the throw lets you watch the contest itself rather than sorting out positions.",
              "First, confirm the formation. Each team must have at least two players in the line, and the throwing team decides the maximum number; the opponents may use fewer but not more. The players form two straight lines, parallel to each other and at right angles to the touchline, with a clear gap of one metre between them. The front of the lineout is at least five metres from touch and the back no more than fifteen metres. The receiver, usually the scrum-half, stands two metres from the line of their own players. All other players must stay ten metres behind the mark of touch, or on their goal line if that is nearer, until the lineout ends.",
              "Second, judge the throw. It must be straight along the mark of touch, reach the five-metre line and be thrown without delay once the lineout has formed. If it is not straight, the opposing team chooses a lineout throw of their own or a scrum. Stand where you can see the throw and the gap between the lines; many referees start level with the front of the lineout and move towards the back as the ball is thrown, changing sides during the match so that both teams are seen closely.",
              "Third, watch the contest. Lifting is allowed, but a jumper in the air may not be tackled, pulled down or pushed, and the lifters must bring the jumper down safely. Players may not close the gap before the ball is thrown, lean on an opponent or use an opponent as a lever to jump.",
              "A quick throw-in may be taken before the lineout forms, from anywhere between the place where the ball went into touch and the thrower's own goal line, as long as the same ball is used and nobody else has touched it.",
            ) +
            "<ol><li>Count players and check the gap.</li><li>Check the throw is straight.</li><li>Watch the jumpers, lifters and gap.</li><li>Call lineout over when the ball leaves the lineout.</li></ol>",
        },
      },
    ],
  },
  {
    slug: "caring-for-the-stabled-horse",
    discipline: "Stable management",
    title: "Caring for the Stabled Horse",
    description:
      "This course introduces the daily work of a yard: mucking out and bedding, feeding and watering by the rules of good feeding, grooming, routine health checks and worming programmes, with the emphasis on safe handling throughout.",
    level: "beginner",
    duration: "eight weeks (two half-days a week on a working yard)",
    plantedGap: "worming programmes",
    modules: [
      {
        title: "Mucking out and bedding",
        description: "Safe routines for cleaning a stable, choosing a bedding material and managing the muck heap.",
        lesson: {
          title: "The daily stable routine",
          html: p(
            "A stable for an average riding horse is about 3.65 by 3.65 metres, or 12 by 12 feet; a pony needs around 3 by 3 metres and a large horse more. It should be well ventilated without being draughty, because stale, ammonia-laden air irritates the airways and contributes to respiratory disease. The top door should normally be left open.",
            "Before mucking out, either take the horse out of the stable or tie it up with a quick-release knot to a loop of breakable string, never directly to a fixed ring. Keep the tools outside the door when not in use so that neither horse nor handler trips over them. The basic kit is a four-pronged fork for straw or a shavings fork for finer beds, a shovel, a stiff broom, a wheelbarrow and a skip for droppings. Wear gloves and sturdy boots.",
            "A full muck-out removes all droppings and wet bedding, sweeps the floor and lets it dry before the bed is relaid. Some yards use a semi-deep litter system, in which droppings and the worst wet patches are taken out daily and fresh bedding is added on top, with a full clear-out every few weeks. Either way, skip out droppings several times a day. Bank the bedding up around the walls: banks reduce draughts and help prevent a horse becoming cast, stuck against the wall after rolling.",
            "Bedding choice depends on the horse, cost and disposal. Straw is cheap and warm but some horses eat it, and it can be dusty. Dust-extracted wood shavings are absorbent and suit horses that eat their bed, though they are dearer and slower to rot. Shredded paper is almost dust-free but heavy when wet. Wood pellets expand when wetted and are very absorbent. Rubber matting reduces the amount of bedding needed and cushions the floor, but needs some bedding on top to absorb urine.",
            "Site the muck heap away from the stables, downwind, and well away from ditches and watercourses, since run-off pollutes water. A three-sided bay keeps it tidy, and stacking it squarely helps it rot down quickly.",
          ),
        },
      },
      {
        title: "The rules of good feeding",
        description:
          "How the horse's digestive system shapes the rules of good feeding, and how to calculate a daily ration from bodyweight.",
        lesson: {
          title: "Feeding and watering the stabled horse",
          html:
            p(
              "The horse evolved to graze for sixteen hours or more a day. Its stomach is small, holding only about 8 to 15 litres, roughly a tenth of the digestive tract, while most fibre is fermented by microbes in the large hindgut. The traditional rules of good feeding follow directly from this anatomy.",
              "Feed plenty of forage. A horse eats about 2 to 2.5 per cent of its bodyweight a day as dry matter, and at least 1.5 per cent should be forage such as hay, haylage or grass. A 500 kg horse therefore needs around 10 to 12.5 kg of dry matter a day, of which 7.5 kg or more should be forage. Many horses in light work need little or no hard feed at all.",
              "Feed little and often, and make any change of diet gradually, over one to two weeks, because the hindgut microbes need time to adapt. Sudden changes, such as a jump in cereal feed or turnout onto lush grass, are a well-known cause of colic and laminitis. Feed at the same times each day, and do not work a horse hard straight after a large feed; allow about an hour.",
              "Feed according to bodyweight, type, temperament and work, and weigh feed rather than measuring it by the scoop, since a scoop of pellets and a scoop of chaff weigh very different amounts. Estimate bodyweight with a weigh tape and check body condition regularly on a 0 to 5 scale, feeling the crest, ribs and quarters rather than judging by eye alone.",
              "Always provide clean, fresh water. A horse drinks about 25 to 55 litres a day, more in hot weather, in hard work or on a hay diet. Check buckets or automatic drinkers at every visit; an automatic drinker that has stopped working is easy to miss. Soaking hay reduces dust and sugar, which helps horses with respiratory problems or laminitis, but it also washes out some minerals.",
            ) +
            "<ul><li>Plenty of forage; little and often.</li><li>Changes gradually.</li><li>Feed by weight and work.</li><li>Routine feeding times.</li><li>Clean water always.</li></ul>",
        },
      },
      {
        title: "Grooming and the daily health check",
        description:
          "Using the grooming kit correctly and recognising the normal signs of health, including temperature, pulse and respiration.",
        lesson: {
          title: "Grooming kit and the signs of health",
          html: p(
            "Grooming keeps the coat and skin clean, improves circulation and, just as importantly, gives the handler a daily close look at every part of the horse. Tie the horse up safely and work from the neck backwards, keeping one hand on the horse so that it knows where you are.",
            "A dandy brush has stiff bristles and removes dried mud and sweat marks; it is too harsh for the face or for clipped and thin-skinned horses. A body brush has short, dense, soft bristles that remove grease and scurf from the coat; use it in firm strokes in the direction of the hair, cleaning it every few strokes on a metal curry comb held in the other hand. A rubber or plastic curry comb is used in circles on the coat to lift mud and loose hair. Separate damp sponges clean the eyes and nose and the dock area, and a mane comb untangles the mane and tail. Keep each horse's kit separate to limit the spread of skin infections.",
            "While grooming, check the whole horse against what is normal for it. A healthy horse is alert, interested in its surroundings, eating and drinking normally and standing square, resting a hind leg only occasionally. Droppings should be passed eight to ten times a day and break on hitting the ground. The coat should lie flat and shine, and the skin should move freely over the ribs.",
            "Learn to take the vital signs. Normal values for an adult horse at rest are a temperature of about 37.5 to 38.5 °C, a pulse of 28 to 44 beats a minute and a breathing rate of 8 to 16 breaths a minute. Take the temperature with a digital thermometer in the rectum, standing to the side of the hindquarters, not behind. Find the pulse where the facial artery crosses the lower edge of the jawbone. Count breaths by watching the flank rise and fall. The gums should be moist and salmon pink, and when pressed with a finger the colour should return within two seconds. Record the values when the horse is well, so that a change is easy to spot.",
          ),
        },
      },
    ],
  },
  {
    slug: "saxophone-for-beginners",
    discipline: "Saxophone playing",
    title: "Saxophone for Beginners",
    description:
      "Students learn to assemble and care for an alto saxophone, form a stable embouchure, produce a steady tone with good breath support, read and finger the first octave and a half of notes, and play simple tunes with swing quavers by the end of the term.",
    level: "beginner",
    duration: "ten weeks (one one-hour group lesson a week plus daily practice)",
    plantedGap: "swing quavers",
    modules: [
      {
        title: "Assembly, reed and embouchure",
        description:
          "Putting the instrument together without damage, setting up the reed and forming a firm, relaxed mouth position.",
        lesson: {
          title: "Setting up the saxophone and forming the embouchure",
          html: p(
            "The alto saxophone comes in four main parts: the body, the crook or neck, the mouthpiece and the ligature, plus the reed and a neck strap. Fit the strap first and hook it to the body, so that the instrument can never be dropped during assembly. Twist the crook gently into the body while holding it below the octave key mechanism; gripping the small octave lever on the crook bends it, and a bent octave key is one of the commonest repairs on beginners' instruments.",
            "Beginners usually start on a reed of strength 2 or 2.5. Moisten the tip of the reed in the mouth for a few seconds. Lay the flat side on the table of the mouthpiece, with the tip of the reed level with the tip of the mouthpiece so that only a hair of black shows above it. Slide the ligature over and tighten the screws just enough to hold the reed firmly, with the ligature sitting over the thick heel of the reed rather than over the thin, carved vamp, where it would stop the reed vibrating. Push the mouthpiece about halfway onto the cork.",
            "The embouchure is the mouth's grip on the mouthpiece. Rest the top teeth on the mouthpiece roughly 1 to 1.5 cm from the tip, about where the reed starts to separate from the mouthpiece. Roll the bottom lip slightly over the bottom teeth so it cushions the reed. Bring the corners of the mouth in, as if pulling a drawstring bag closed, and keep the chin flat and pointing down. Too little mouthpiece gives a thin, pinched sound; too much gives a loud, uncontrolled one that squawks.",
            "A useful check is to play the mouthpiece alone, without the crook. On alto, the mouthpiece by itself should sound close to a concert A, 880 Hz. A lower note means the embouchure is too loose; a higher, squeezed one means you are biting.",
            "After playing, take the reed off, dry it and store it flat in a reed guard. Pull a swab through the body from the bell end to remove moisture, and wipe the mouthpiece out. Moisture left in the instrument rots the key pads.",
          ),
        },
      },
      {
        title: "Breath support and long notes",
        description:
          "Developing a full breath, steady air and a controlled start to the note through daily long-note practice.",
        lesson: {
          title: "Breathing, long notes and tuning",
          html: p(
            "Tone comes from air more than from fingers. Breathe in low and quickly through the corners of the mouth, without lifting the shoulders, so that the waist, sides and lower back expand. Then blow a steady, supported stream, as if blowing a candle flame sideways without putting it out. Players often describe the feeling of support as keeping the muscles around the waist gently engaged while breathing out, so that the air pressure stays constant to the end of the note rather than sagging.",
            "Long notes are the single most useful daily exercise. Set a metronome to 60 beats a minute and hold a note for eight beats, breathe for four, and repeat on the next note. Start in the middle of the instrument, on written G, A and B, where the saxophone responds most easily, and move outward as the sound steadies. Listen for three things: an even volume, a steady pitch and a consistent colour from start to finish. Then add dynamics, a crescendo from quiet to loud over eight beats and a diminuendo back again, keeping the pitch steady while the volume changes.",
            "Start each note with the tongue rather than with a puff of breath. Set the air pressure first, with the tip of the tongue lightly touching the tip of the reed, then release the tongue as if saying the syllable tah or dah. The tongue should move only a little; a heavy, thudding start usually means it is moving too far.",
            "Tuning is adjusted at the mouthpiece. Pushing the mouthpiece further onto the cork raises the pitch; pulling it out lowers it. Tune to written F sharp or to concert A with an electronic tuner after the instrument has warmed up for a few minutes, because a cold saxophone plays flat. If the pitch drifts during a long note, the cause is almost always the air or the lip, not the instrument: a sharp note usually means biting, and a flat one means the air support has dropped.",
          ),
        },
      },
      {
        title: "First notes and reading music",
        description:
          "Hand position, the first left-hand and right-hand notes, the octave key, and reading simple rhythms on the treble stave.",
        lesson: {
          title: "Fingering the first notes",
          html:
            p(
              "The left hand sits at the top of the instrument. The thumb rests on the thumb rest, with its tip next to the octave key, and the first three fingers cover the three large pearl keys, numbered 1, 2 and 3 from the top. The right thumb goes under the hook at the back and the right hand's first three fingers cover the lower pearl keys. Keep the fingers curved and resting on the keys, and the little fingers free for the side keys they will use later.",
              "Start with the left hand alone. Written B is played with finger 1, A with fingers 1 and 2, and G with 1, 2 and 3. Written C is the one surprise: finger 2 alone. Then add the right hand below a full left hand: one finger gives F, two give E and three give D. Adding the right little finger on the low C key gives low C. Pressing the octave key with the left thumb raises each of these fingerings from D upwards by an octave, so the same patterns give the upper notes.",
              "Saxophones are transposing instruments. The alto is pitched in E flat: a written C sounds as the E flat a major sixth lower. The tenor is in B flat and sounds a major ninth lower than written. Music for the saxophone is written in the treble clef whatever the size of the instrument, so one set of fingerings serves all of them.",
              "For reading, we start in 4/4 time with semibreves of four beats, minims of two and crotchets of one, and then move on to quavers, two to a beat, counted 1 and 2 and. Clap and count a line before playing it, then play it slowly with the metronome on.",
            ) +
            "<table><tr><th>Written note</th><th>Left hand</th><th>Right hand</th></tr><tr><td>B</td><td>1</td><td>none</td></tr><tr><td>A</td><td>1 2</td><td>none</td></tr><tr><td>G</td><td>1 2 3</td><td>none</td></tr><tr><td>C</td><td>2</td><td>none</td></tr><tr><td>F</td><td>1 2 3</td><td>1</td></tr><tr><td>E</td><td>1 2 3</td><td>1 2</td></tr><tr><td>D</td><td>1 2 3</td><td>1 2 3</td></tr></table>",
        },
      },
    ],
  },
  {
    slug: "beginning-mandarin-chinese",
    discipline: "Mandarin Chinese",
    title: "Beginning Mandarin Chinese",
    description:
      "Four skills for a first term of Mandarin: hearing and producing the four tones through Hanyu Pinyin, greeting people and asking simple questions, counting and handling money with measure words, and writing basic characters in the correct stroke order. No prior knowledge of Chinese is assumed.",
    level: "beginner",
    duration: "twelve weeks (two ninety-minute classes a week)",
    plantedGap: "stroke order",
    modules: [
      {
        title: "Pinyin and the four tones",
        description:
          "The sound system of Mandarin as written in Hanyu Pinyin: initials, finals, the four tones and the main tone changes.",
        lesson: {
          title: "Syllables, tones and tone changes",
          html: p(
            "Hanyu Pinyin, officially adopted in the People's Republic of China in 1958, spells Mandarin in the Latin alphabet. Every syllable has an initial consonant, a final containing the vowel, and a tone. Tones distinguish words just as vowels do: mā with the first tone means mother, má hemp, mǎ horse and mà to scold.",
            "The first tone is high and level. The second rises from mid to high, like a surprised question in English: what? The third starts low, dips and, when said in isolation, rises again; in ordinary speech it is usually just low. The fourth falls sharply from high to low, like a firm command. Syllables with no tone mark carry the neutral tone, short and light, as in the second syllable of māma, mother, or xièxie, thank you.",
            "Some tones change in context, and the spelling does not always show it. When two third tones come together, the first becomes a second tone: nǐ hǎo, hello, is pronounced ní hǎo. The negative bù becomes bú before a fourth tone, as in bú shì, is not. The number yī, one, is said yí before a fourth tone and yì before the other tones, except when counting or at the end of a word.",
            "Several initials need special attention from English speakers. The pairs b and p, d and t, g and k differ in aspiration, not voicing: p, t and k are followed by a strong puff of air, while b, d and g are unaspirated and sound like the p in spin. Z sounds like ds in kids and c like ts in cats, with aspiration. Zh, ch and sh are made with the tongue tip curled back towards the roof of the mouth. J, q and x are made with the tongue flat against the lower teeth: q is close to the ch in cheap and x to a light sh with spread lips. These three are only ever followed by i or ü, so after them ü is written simply as u, as in qù, to go.",
            "Practise tones in pairs, not singly: the contrast between, say, a second tone followed by a fourth is what the ear must learn to hear.",
          ),
        },
      },
      {
        title: "Greetings and simple questions",
        description: "Introducing yourself, basic word order and the three common ways of asking a question.",
        lesson: {
          title: "Meeting people",
          html: p(
            "The everyday greeting is nǐ hǎo, literally you good; nín hǎo uses the polite form of you and is used to older people, teachers and customers. To give your name, say wǒ jiào followed by your name, I am called. To ask someone's name, say nǐ jiào shénme míngzi? you are called what name? A more formal question is nín guì xìng? what is your honourable surname? answered with wǒ xìng and your surname.",
            "Mandarin word order is subject, verb, object, as in English, but verbs never change form for person or tense and there are no articles. Wǒ shì xuésheng means I am a student; tā shì xuésheng means he or she is a student. Note that shì, to be, links two nouns but is not used before adjectives. I am fine is wǒ hěn hǎo, with hěn, normally very, acting as a link; saying wǒ shì hǎo is a typical beginner's mistake.",
            "There are three common ways to ask a question. The first adds the particle ma to the end of a statement: nǐ shì lǎoshī ma? are you a teacher? The second uses the affirmative-negative pattern, putting the verb and its negation side by side: nǐ shì bu shì lǎoshī? The third uses a question word, which stays in the place where the answer will go, instead of moving to the front as in English. Nǐ shì nǎ guó rén? you are which country person? is answered wǒ shì Yīngguó rén, I am British, with the answer in exactly the position of the question word.",
            "Negation uses bù before verbs and adjectives: wǒ bú shì lǎoshī, I am not a teacher; wǒ bù máng, I am not busy. Remember that bù becomes bú before a fourth-tone syllable such as shì.",
            "Useful closing phrases are xièxie, thank you, answered with bú kèqi, you're welcome, and zàijiàn, goodbye. In pairs, practise a complete exchange: greeting, name, nationality and occupation, one question of each type, and goodbye.",
          ),
        },
      },
      {
        title: "Numbers, measure words and money",
        description:
          "Counting to ninety-nine and beyond, using measure words between numbers and nouns, and asking and giving prices.",
        lesson: {
          title: "Counting and shopping",
          html:
            p(
              "The numbers from one to ten are yī, èr, sān, sì, wǔ, liù, qī, bā, jiǔ and shí. Larger numbers are built logically: eleven is shíyī, ten-one; twenty is èrshí, two-ten; ninety-nine is jiǔshíjiǔ. One hundred is yìbǎi. Learners who know these rules can count to 999 after a single lesson, which is one of the pleasant surprises of the language.",
              "Between a number and a noun Mandarin requires a measure word, also called a classifier. The most general is gè, usually said with the neutral tone: yí ge rén, one person; sān ge xuésheng, three students. Many nouns take a specific measure word linked to their shape or type: běn for books, sān běn shū; zhāng for flat things such as tickets and tables, yì zhāng piào; bēi for cups, liǎng bēi kāfēi, two cups of coffee. Note that before a measure word two is normally liǎng, not èr.",
              "To ask how many, use jǐ for small numbers, usually under ten, always with a measure word: nǐ yǒu jǐ ge háizi? how many children do you have? For larger or unknown amounts use duōshao, which can stand without a measure word.",
              "The Chinese currency is the rénmínbì. Its unit is written yuán but in speech usually called kuài. A tenth of a kuài is written jiǎo and spoken máo, and a hundredth is the fēn, now rarely used. So 3.50 is sān kuài wǔ, with the final máo often dropped. To ask a price, say zhège duōshao qián? how much is this? If it is too expensive, tài guì le! Shop assistants may answer with a number followed by kuài, and learners should practise hearing prices quickly rather than only saying them.",
            ) +
            "<table><tr><th>Written</th><th>Spoken</th><th>Value</th></tr><tr><td>yuán</td><td>kuài</td><td>1</td></tr><tr><td>jiǎo</td><td>máo</td><td>0.1</td></tr><tr><td>fēn</td><td>fēn</td><td>0.01</td></tr></table>",
        },
      },
    ],
  },
];
