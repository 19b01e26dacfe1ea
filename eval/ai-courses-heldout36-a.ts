/** Thirty-sixth held-out evaluation courses, beginner level (Lithuanian to soap carving); see ai-courses-heldout36.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT36_A: EvalCourse[] = [
  {
    slug: "lithuanian-sounds-cases-first-verbs",
    discipline: "Lithuanian language",
    title: "Beginning Lithuanian: Sounds, Cases and First Verbs",
    description:
      "Lithuanian, one of the two living Baltic languages, is taught here from scratch: the alphabet and its pronunciation, greetings, noun gender and the case endings, the three present-tense conjugations, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Letters, Sounds and Stress",
        description:
          "You will learn to read any Lithuanian word aloud, including the letters with hooks, dots and hačeks that English lacks.",
        lesson: {
          title: "Thirty-two letters and a mobile stress",
          html:
            p(
              "The Lithuanian alphabet uses the Latin script with thirty-two letters. It has no q, w or x, and it adds letters with diacritics: the <i>nosinės</i> or 'nasal' vowels ą, ę, į and ų, the dotted ė, the long ū, and the consonants č, š and ž with a háček. The name 'nasal' is historical: in the modern standard language these four letters are simply long vowels, so <i>ą</i> sounds like a long a and <i>į</i> like a long i. The letter <i>y</i> is also a vowel, a long i, and is alphabetised right after <i>į</i>.",
              "Spelling is close to phonetic, so a learner who masters a short list of correspondences can read aloud almost anything:",
            ) +
            "<table><tr><th>Letter</th><th>Sound</th><th>Example</th></tr><tr><td>c</td><td>ts as in 'cats'</td><td><i>cukrus</i> 'sugar'</td></tr><tr><td>č</td><td>ch as in 'church'</td><td><i>čia</i> 'here'</td></tr><tr><td>š</td><td>sh</td><td><i>šalis</i> 'country'</td></tr><tr><td>ž</td><td>as s in 'pleasure'</td><td><i>žmogus</i> 'person'</td></tr><tr><td>ė</td><td>long close e</td><td><i>upė</i> 'river'</td></tr><tr><td>ie</td><td>diphthong, roughly 'ye'</td><td><i>pienas</i> 'milk'</td></tr></table>" +
            p(
              "Consonants are softened (palatalised) before the front vowels e, ę, ė, i, į and y, and an <i>i</i> written between a consonant and a back vowel usually just marks this softness rather than being pronounced: <i>čia</i> is one syllable, not two. Lithuanian stress is free and mobile. It can fall on any syllable and can move within a word as the ending changes, so <i>rankà</i> ('hand') has a stressed ending but its accusative <i>rañką</i> is stressed on the stem. Long stressed syllables also carry one of two pitch contours, acute (falling) or circumflex (rising), which dictionaries mark with accent signs. Beginners should learn each new noun with its stress mark and accentuation class, because no rule predicts them from spelling alone.",
              "The first greetings give practice with all of this: <i>Labas</i> ('Hi'), <i>Laba diena</i> ('Good day'), <i>Ačiū</i> ('Thank you') and <i>Viso gero</i> ('Goodbye').",
            ),
        },
      },
      {
        title: "Gender and the Seven Cases",
        description:
          "Nouns are masculine or feminine, and each one changes its ending across seven cases; this module shows how to recognise both from the nominative.",
        lesson: {
          title: "Vyras, mergina and their endings",
          html:
            p(
              "Every Lithuanian noun is either masculine or feminine; the neuter gender survives only in a few adjectives and pronouns. The ending of the nominative singular is usually a reliable guide. Nouns in <i>-as</i>, <i>-is</i>, <i>-ys</i> and <i>-us</i> are mostly masculine (<i>vyras</i> 'man', <i>brolis</i> 'brother', <i>sūnus</i> 'son'), while nouns in <i>-a</i> and <i>-ė</i> are mostly feminine (<i>mergina</i> 'girl', <i>upė</i> 'river'). Adjectives agree with their noun: <i>didelis namas</i> 'a big house', <i>didelė upė</i> 'a big river'.",
              "Lithuanian has seven cases, and its endings preserve many features of older Indo-European languages, which is why historical linguists value it so highly. Each case has its own job. The nominative names the subject, the accusative the direct object, the genitive possession and quantity, the dative the recipient, the instrumental the means, the locative the place, and the vocative the person addressed. The table shows the singular of two common patterns.",
            ) +
            "<table><tr><th>Case</th><th>vyras 'man'</th><th>mergina 'girl'</th></tr><tr><td>Nominative</td><td>vyras</td><td>mergina</td></tr><tr><td>Genitive</td><td>vyro</td><td>merginos</td></tr><tr><td>Dative</td><td>vyrui</td><td>merginai</td></tr><tr><td>Accusative</td><td>vyrą</td><td>merginą</td></tr><tr><td>Instrumental</td><td>vyru</td><td>mergina</td></tr><tr><td>Locative</td><td>vyre</td><td>merginoje</td></tr><tr><td>Vocative</td><td>vyre</td><td>mergina</td></tr></table>" +
            p(
              "The locative is the case beginners need first, because it answers 'where?' without any preposition: <i>Vilnius</i> becomes <i>Vilniuje</i> 'in Vilnius', <i>miestas</i> becomes <i>mieste</i> 'in the city'. The genitive follows numbers and negation and marks the owner before the thing owned, so <i>brolio namas</i> is 'the brother's house'. Because word order is flexible, it is the endings, not position, that say who does what: <i>Vyras myli merginą</i> and <i>Merginą myli vyras</i> both mean that the man loves the girl.",
            ),
        },
      },
      {
        title: "Present-Tense Verbs",
        description:
          "Which of the three conjugations does a verb belong to? The third-person form tells you, and from it you can build the whole present tense.",
        lesson: {
          title: "Dirba, myli, rašo: three conjugations",
          html:
            p(
              "Lithuanian verbs are listed in dictionaries under three principal parts: the infinitive, the third person of the present tense, and the third person of the past tense. For the present tense the second part is the key, because its final vowel places the verb in one of three conjugations. Verbs whose third person ends in <i>-a</i> belong to the first conjugation, those in <i>-i</i> to the second, and those in <i>-o</i> to the third. A peculiarity that simplifies learning is that the third person is identical in the singular and the plural: <i>jis dirba</i> 'he works' and <i>jie dirba</i> 'they work'.",
            ) +
            "<table><tr><th>Person</th><th>dirbti 'to work'</th><th>mylėti 'to love'</th><th>rašyti 'to write'</th></tr><tr><td>aš (I)</td><td>dirbu</td><td>myliu</td><td>rašau</td></tr><tr><td>tu (you)</td><td>dirbi</td><td>myli</td><td>rašai</td></tr><tr><td>jis, ji (he, she)</td><td>dirba</td><td>myli</td><td>rašo</td></tr><tr><td>mes (we)</td><td>dirbame</td><td>mylime</td><td>rašome</td></tr><tr><td>jūs (you, pl./polite)</td><td>dirbate</td><td>mylite</td><td>rašote</td></tr><tr><td>jie, jos (they)</td><td>dirba</td><td>myli</td><td>rašo</td></tr></table>" +
            p(
              "The verb <i>būti</i> 'to be' is irregular and must be memorised: <i>aš esu, tu esi, jis yra, mes esame, jūs esate, jie yra</i>. With it a learner can already introduce themselves: <i>Aš esu studentas</i> (a man) or <i>Aš esu studentė</i> (a woman), 'I am a student'. Pronoun subjects are often dropped because the ending already shows the person, so <i>Dirbu Kaune</i> is a complete sentence, 'I work in Kaunas', with the locative from the previous module.",
              "Negation is made by attaching <i>ne-</i> directly to the verb, written as one word: <i>nedirbu</i> 'I do not work'. The direct object of a negated verb goes into the genitive rather than the accusative, so <i>Rašau laišką</i> 'I am writing a letter' becomes <i>Nerašau laiško</i>. Questions can be formed with the particle <i>ar</i> at the start: <i>Ar tu dirbi?</i> 'Do you work?'",
            ),
        },
      },
    ],
  },
  {
    slug: "fly-tying-first-flies-at-the-vise",
    discipline: "Fly tying",
    title: "Fly Tying: First Flies at the Vise",
    description:
      "Six evening sessions at the vise take newcomers from an empty hook to flies they can fish: tools and hook sizes, thread control, the Woolly Bugger, hackled dry flies, and saltwater flies.",
    level: "beginner",
    duration: "6 evening sessions of 2.5 hours",
    plantedGap: "saltwater flies",
    modules: [
      {
        title: "Tools, Hooks and Thread",
        description: "Set up a vise, read a hook chart and lay a thread base that will not slip.",
        lesson: {
          title: "The bench, the hook and the jam knot",
          html:
            p(
              "A beginner needs only a few tools. The vise holds the hook by its bend; its jaws should grip firmly without cracking the point. A bobbin holder carries the spool and lets the thread be wound under steady tension. Sharp, fine-pointed scissors cut thread and soft materials, and a second, older pair should be kept for wire and tinsel. Hackle pliers grip feather tips, a bodkin (a needle in a handle) picks out fibres and applies head cement, and a whip finisher ties off the thread at the end.",
              "Hooks are described by size, wire and shank length. The size numbers run backwards: a size 18 hook is tiny, a size 12 is a typical trout dry-fly hook, and a size 6 is large. Shank length is given relative to a standard, so '2XL' means a shank as long as that of a standard hook two sizes larger. Fine wire keeps dry flies light; heavy wire helps nymphs sink. Barbless hooks, or hooks with the barb flattened with pliers, release fish more gently and are required on many waters.",
              "Thread sizes are commonly given in the 'aught' system, in which 6/0 is a general-purpose thread and 8/0 is finer, for small flies. The first skill is starting the thread with a jam knot:",
            ) +
            "<ul><li>Hold the tag end above and behind the hook and the bobbin below.</li><li>Wrap the thread forward two or three turns over the shank, then wrap back over those turns so the thread traps itself.</li><li>Continue back in touching turns to the point above the barb, then trim the tag.</li></ul>" +
            p(
              "Most faults later in a fly come from thread handling. Wraps should lie side by side, not piled up; tension should be firm enough to hold materials but below the breaking point, which a tyer learns by deliberately breaking a few threads. Letting the bobbin hang under its own weight keeps tension when both hands are needed elsewhere.",
            ),
        },
      },
      {
        title: "The Woolly Bugger",
        description:
          "A marabou tail, a chenille body and a palmered hackle make this the most useful first fly, and its steps teach proportions that later patterns reuse.",
        lesson: {
          title: "Tying the Woolly Bugger step by step",
          html: p(
            "The Woolly Bugger is usually credited to Russell Blessing of Pennsylvania, who tied it in 1967 to imitate a hellgrammite. It catches trout, bass and many other species, and because its materials are forgiving it is the standard first fly. A typical recipe is a 2XL or 3XL streamer hook in size 8 or 10, black 6/0 thread, a black marabou tail, a few strands of flash, a body of olive or black chenille, a black saddle hackle wound through the body, and copper wire as a rib.",
            "Proportion matters more than neatness. The tail should be about as long as the hook shank; a longer tail 'short-strikes', with fish nipping the end and missing the hook. The tyer measures the marabou against the shank before tying it in on top of the hook at the bend, with two loose wraps followed by firm ones so that it does not roll around the shank.",
            "The sequence, which tyers often call 'back to front', runs as follows. Tie in the tail, then the copper wire, then the hackle by its tip with the shiny side facing forward, then the chenille, all at the bend. Advance the thread to just behind the eye, leaving about one eye-length of bare shank. Wind the chenille forward in touching turns and tie it off. Palmer the hackle forward in five or six open spiral turns, stroking the fibres back as you go, and tie it off behind the eye. Finally wind the wire forward in the opposite direction to the hackle, so that each turn crosses and protects the hackle stem, and tie it off.",
            "The head is built with a few smooth turns of thread and completed with a whip finish, four or five turns of thread laid over the working thread and pulled tight. A drop of head cement protects the knot. Weighted versions add lead-free wire wraps or a bead at the eye before anything else is tied in.",
          ),
        },
      },
      {
        title: "A Dry Fly: the Parachute Adams",
        description:
          "Dry flies float on the surface film, and here you tie the Adams with a parachute hackle, the most forgiving way to make one sit upright.",
        lesson: {
          title: "Wing post, dubbing and a parachute hackle",
          html: p(
            "The Adams was first tied in 1922 by Leonard Halladay in Michigan for a friend, Charles Adams, and it remains the best-known general mayfly imitation. Its grey body and mixed brown and grizzly hackle suggest many insects without copying one. The parachute version winds the hackle horizontally around a vertical wing post, so that the body sits in the surface film and the fly lands upright almost every time.",
            "A standard recipe uses a dry-fly hook in size 14, grey 8/0 thread, a wing post of white calf body hair or synthetic yarn, a tail of mixed brown and grizzly hackle fibres, a body of grey dubbing, and one brown and one grizzly cock hackle. Cock hackles for dry flies have stiff, glossy, web-free fibres; a hackle gauge helps choose feathers whose fibres are about one and a half times the hook gap.",
            "The wing post is tied first, about one third of the shank back from the eye. Thread wraps around its base, a technique called posting, make it stiff and give the hackle a foundation. The tail is then tied in at the bend, about one shank length long. Dubbing is spun onto the thread: a very small pinch of fur is twisted in one direction between finger and thumb so that it grips the thread, and the resulting 'noodle' is wound forward to make a slim body tapering towards the post. The most common beginner's error is too much dubbing; the body of a size 14 dry fly should be barely thicker than a matchstick.",
            "Both hackles are tied in by their stems at the base of the post, then wound one at a time around the post, each turn below the previous one, three or four turns each. The tips are tied off on the shank, and a whip finish completes the head. Checked from the front, the hackle should form a flat disc and the tail should balance the fly on the water.",
          ),
        },
      },
    ],
  },
  {
    slug: "contra-dance-first-nights",
    discipline: "Contra dance",
    title: "Contra Dance for First-Timers",
    description:
      "Nobody needs a partner or experience to start contra dancing, and this short course builds the rest: the longways set and how it progresses, the basic figures, phrasing the dance to reels and jigs, and dance etiquette.",
    level: "beginner",
    duration: "4 Friday evenings of 2 hours",
    plantedGap: "dance etiquette",
    modules: [
      {
        title: "The Longways Set",
        description: "Couples line up in long lines, count off in fours and move up or down the hall; we explain why.",
        lesson: {
          title: "Hands four, proper and improper",
          html: p(
            "A contra dance is danced in long lines of couples running the length of the hall, the form called a longways set. Partners face each other across the set, and the couples are then grouped in fours by the instruction 'take hands four from the top', the top being the end nearest the band. Within each group of four, one couple faces down the hall and the other faces up. The dance is a sequence of figures danced with your partner and with your 'neighbour', the person of the other couple who is not your partner.",
            "Most modern contras are duple minor dances: the sequence is written for two couples, and every couple in the hall dances it at once. At the end of each time through the sequence, the couples facing down (the ones) have moved one place down the hall, and the couples facing up (the twos) one place up, so each couple meets a new neighbour. This movement is called progression, and it means that in a long set everyone will dance with most of the line during one dance.",
            "When a couple reaches the end of the line, there is nobody for them to dance with for one time through. They stand out as a 'neutral' couple, wait, and then rejoin the line facing the other way, so ones become twos and vice versa. Beginners are often told to keep moving and not to worry about this, because experienced dancers will pull them into the right place.",
            "Older New England dances were 'proper', with all the men in one line and all the women in the other. Most dances written since the 1970s are 'improper': in each group of four, the ones have crossed over, so that each line alternates. Improper formations give more figures with the neighbour and let the swing end in a convenient place.",
          ),
        },
      },
      {
        title: "Basic Figures",
        description:
          "Swing, balance, allemande, circle, do-si-do, ladies' chain and the hey for four are introduced and practised slowly.",
        lesson: {
          title: "The figures that make most dances",
          html:
            p(
              "Contra choreography is assembled from a small vocabulary of figures, each with a standard length in beats. Knowing how long a figure lasts is as important as knowing its shape, because the next figure must start on time. The most common ones are these:",
            ) +
            "<ul><li><b>Circle left (or right)</b>: four dancers join hands and walk around, usually three-quarters or once around in 8 beats.</li><li><b>Allemande</b>: two dancers join right (or left) hands with the palms vertical and thumbs up, and turn around each other, usually once and a half in 8 beats.</li><li><b>Do-si-do</b>: two dancers pass right shoulders, slide back to back and pass left shoulders to return, in 8 beats.</li><li><b>Balance</b>: step forward on one foot, bring the other beside it, step back and bring the feet together, 4 beats, often followed by a swing.</li><li><b>Swing</b>: partners or neighbours take a ballroom-like hold and turn clockwise with a buzz step, usually 8 or 12 beats.</li><li><b>Ladies' chain</b>: two dancers cross the set by the right hand and are turned by the opposite dancer with a courtesy turn, 8 beats.</li><li><b>Hey for four</b>: four dancers weave past one another along the set like a braid, 16 beats.</li></ul>" +
            p(
              "The swing is the figure newcomers worry about most. In the usual buzz step the right foot stays near the centre of the turn and the left foot pushes, as on a scooter. Both dancers lean slightly back against each other's hold, which gives a smooth ride; a stiff or clinging hold makes the swing hard work. The swing always ends with the partners side by side facing across or along the set, the woman or the 'robin' on the right, ready for the next figure.",
              "A useful habit is 'giving weight': keeping a little tension in the arms so that both dancers can feel where the other is going. Dances run at about 120 steps per minute, so small, light steps are safer than large ones.",
            ),
        },
      },
      {
        title: "Phrasing to the Music",
        description:
          "We listen to reels and jigs, count the A and B parts, and see how each figure fits a phrase of the tune.",
        lesson: {
          title: "A1, A2, B1, B2: sixty-four beats",
          html:
            p(
              "Contra dances are danced to live music, usually fiddle tunes played by a small band. Almost all of them are reels in 2/4 or 4/4 time or jigs in 6/8 time, and almost all have the same shape: an A part of eight bars played twice and a B part of eight bars played twice, written AABB. A time through the tune lasts 32 bars. Dancers do not count bars, however; they count walking steps, and a time through the tune has 64 of them, sixteen in each of the four parts, which callers and dancers name A1, A2, B1 and B2.",
              "A written contra dance is a list of figures assigned to these parts, and each part holds exactly sixteen beats. Here is a typical beginner's dance laid out in that way:",
            ) +
            "<table><tr><th>Part</th><th>Beats</th><th>Figures</th></tr><tr><td>A1</td><td>16</td><td>Neighbours balance and swing</td></tr><tr><td>A2</td><td>16</td><td>Long lines forward and back (8); ladies chain across (8)</td></tr><tr><td>B1</td><td>16</td><td>Partners balance and swing</td></tr><tr><td>B2</td><td>16</td><td>Circle left three-quarters (8); pass through along the line to new neighbours (8)</td></tr></table>" +
            p(
              "Every section fills exactly 16 beats, and the last figure of B2 carries out the progression. The dance then begins again with new neighbours. Because the band changes tune every few times through but never changes this shape, a dancer who can hear the start of each part can always find the place again after a mistake.",
              "Musicians help with phrasing by marking the start of each part with a stronger accent and often by playing a short 'pickup' before it. Listening for that accent and starting each figure on it, rather than a beat late, is the single habit that most improves a beginner's dancing. Reels tend to feel smooth and driving, jigs bouncier; the step does not change.",
            ),
        },
      },
    ],
  },
  {
    slug: "kite-making-flat-and-sled-kites",
    discipline: "Kite making",
    title: "Kite Making: Sleds, Diamonds and Why They Fly",
    description:
      "Anyone who can measure, cut and knot can build a kite that flies: the course explains lift and drag, the bridle and tow point, sled kites and bowed diamond kites, and box kites.",
    level: "beginner",
    duration: "5 weekly workshops of 3 hours",
    plantedGap: "box kites",
    modules: [
      {
        title: "How a Kite Flies",
        description: "Lift, drag, weight and line tension must balance; the bridle sets the angle at which they do.",
        lesson: {
          title: "Forces, angle of attack and the bridle",
          html:
            p(
              "A kite is a tethered wing. Wind flowing past the sail exerts an aerodynamic force that can be split into two parts: lift, perpendicular to the wind, and drag, parallel to it. Weight acts downward, and the flying line pulls down and towards the flyer. When the kite is stable these four forces balance, and the line sets itself along the resultant of lift, drag and weight.",
              "The angle between the sail and the wind is the angle of attack. At a small angle, around 10 to 20 degrees, a flat kite produces the most lift for its drag and flies high overhead. As the angle grows, drag increases faster than lift, the kite flies lower and pulls harder. Beyond a certain angle the airflow separates from the sail and the kite stalls and falls.",
              "The angle of attack is set by the bridle, the arrangement of lines attached to the kite that meet at the towing point where the flying line is tied. Moving the tow point towards the nose reduces the angle of attack; moving it towards the tail increases it. A rule of thumb for adjustment:",
            ) +
            "<ul><li>In light wind, move the tow point forward (toward the nose) so that the kite flies at a flatter angle and climbs.</li><li>In strong wind, move it back, so the kite sheds some of its load and does not overfly or spin.</li><li>If the kite dives repeatedly to one side, check that both bridle legs are the same length and that the spars are symmetrical before blaming the wind.</li></ul>" +
            p(
              "Stability comes from dihedral, drag behind the centre of pressure and a low centre of gravity. A tail adds drag far behind the kite and works like the feathers of an arrow; a good first tail is about five to seven times the kite's length. Most single-line kites fly best in a wind of roughly Beaufort force 2 to 4, that is about 6 to 28 km/h.",
            ),
        },
      },
      {
        title: "The Sled Kite",
        description:
          "A soft kite with two or three vertical spars and no cross spar is easy to build and flies in light winds; we make one from a plastic sheet.",
        lesson: {
          title: "Building a sled from a bin bag",
          html: p(
            "The sled is one of the simplest kites that fly well. William Allison of Dayton, Ohio, patented a sled design in 1950, and Frank Scott later added vents to stabilise it. A sled has only vertical spars, usually two at the edges of a central panel, and no cross spar: the wind fills the sail and holds it open like a parachute, giving it a curved, keel-like shape. It flies best in light to moderate wind and folds flat for the pocket.",
            "For a sled about 60 cm tall you need a sheet of thin polythene (a heavy bin bag works), two round wooden dowels or carbon rods of 3 to 4 mm diameter and 60 cm length, strong tape, about 2 m of bridle line, a small ring or curtain ring, and 30 to 50 m of flying line on a winder. Ripstop nylon is the better material for a kite meant to last, but plastic is easier to cut and costs nothing.",
            "Draw the shape on the plastic with a marker and ruler. A classic pattern is a hexagon 60 cm tall, whose central panel is 30 cm wide and whose two side 'wings' each extend a further 20 cm at the widest point, about a third of the way down. Cut it out. Tape the two spars along the edges of the central panel, from top to bottom, with short strips of tape every 10 cm. Reinforce the outer tips of the wings with several layers of tape and punch a small hole through each.",
            "Tie one end of the bridle through each wing tip hole. Find the middle of the bridle line, tie on the ring with a lark's head knot, and tie the flying line to the ring. The bridle should be about three times the width of the kite so that the wings can open fully. If the kite collapses in gusts, a short tail or a vent cut in the lower centre panel usually cures it.",
          ),
        },
      },
      {
        title: "The Bowed Diamond",
        description:
          "How do a cross spar and a bow turn a flat diamond into a kite that flies without a tail? We build the Eddy type and find out.",
        lesson: {
          title: "Spine, spar and dihedral",
          html: p(
            "The diamond kite is the shape most people draw. Flat diamonds need a long tail to stay upright, but in the 1890s the American William Eddy showed that bowing the cross spar backwards gives the kite enough stability to fly without any tail. His design, now called the Eddy kite and sometimes the Malay kite after its Asian predecessors, was widely used for lifting meteorological instruments.",
            "The frame consists of a vertical spine and a horizontal cross spar of equal length, typically 90 cm each in a first kite, made from 6 mm ramin or bamboo. The cross spar crosses the spine at about 18 per cent of the spine's length from the top. The two spars are lashed together at the crossing with thread wound in a figure of eight and glued. A notch cut in each spar end holds a perimeter string that is run round the four tips, tensioned, and tied off; this string defines the outline of the sail.",
            "The sail is cut about 2 cm larger than the string outline all round, folded over the string and glued or taped. The bow is then added by tying a string across the back of the cross spar from one tip to the other and tightening it until the centre of the spar is bent back by about 10 per cent of its length, so 9 cm for a 90 cm spar. Seen from below, the two halves of the sail now form a shallow V, called dihedral. When a gust rolls the kite to one side, the lower half presents more area to the wind and pushes the kite back level.",
            "The bridle is a two-leg bridle attached to the spine, one leg at the cross-spar junction and one about 10 cm above the tail end. The tow point is found by trial, starting at about a third of the spine's length from the nose. If the kite wobbles in a strong wind, add more bow rather than a tail.",
          ),
        },
      },
    ],
  },
  {
    slug: "soap-carving-first-figures",
    discipline: "Soap carving",
    title: "Soap Carving: First Figures in a Bar",
    description:
      "A bar of soap is soft enough to carve with a paring knife and cheap enough to spoil, which makes it an ideal first sculpture material; topics include choosing soap and tools, transferring a design, roughing out in the round, carving relief, and polishing.",
    level: "beginner",
    duration: "4 two-hour sessions",
    plantedGap: "polishing",
    modules: [
      {
        title: "Soap and Tools",
        description: "Which soaps carve cleanly, which crumble, and what simple tools do the work.",
        lesson: {
          title: "Choosing a bar and a few blades",
          html:
            p(
              "Soap carving became a popular craft in the United States in the 1920s and 1930s, when Procter &amp; Gamble ran national soap sculpture competitions using bars of Ivory soap. The reasons it caught on still apply: soap is cheap, clean, soft, and it can be cut with everyday tools. A spoiled carving costs little, so beginners can practise the fundamental sculptural skill of removing material to reveal a form without fear.",
              "Not all soap carves equally well. The best bars are plain, mild, fairly soft and of even texture throughout. Milled, perfumed bars tend to be hard and brittle; translucent glycerine soaps are rubbery; very fresh soap may be so moist that it smears. Many carvers unwrap a bar and leave it to dry for a day or two, which firms the surface. Large rectangular bars give the most room; a bar about 9 by 6 by 3 cm suits a first figure.",
              "The tool kit is small:",
            ) +
            "<ul><li>A small paring knife or craft knife for large cuts and straight surfaces.</li><li>An orange stick, a wooden skewer or a pencil for drawing on the soap and for detail.</li><li>A teaspoon or melon baller for hollows and rounded forms.</li><li>A set of clay loop tools, whose wire loops shave off thin curls.</li><li>A toothpick or needle for fine lines such as hair and feathers.</li></ul>" +
            p(
              "Safety comes first with blades. Cut away from the hand that holds the soap, use short controlled strokes rather than long ones, and keep fingers behind the edge. Children should use blunt-edged tools such as lolly sticks and plastic knives, which work perfectly well on soft soap. Keep shavings: pressed together with a little warm water they make a new, if slightly weaker, block.",
            ),
        },
      },
      {
        title: "From Drawing to Rough Form",
        description: "Draw the subject on each face of the bar, then cut it back in broad planes before any detail.",
        lesson: {
          title: "Transferring the design and blocking in",
          html: p(
            "Carving is subtractive: every cut is permanent, so planning comes first. Choose a compact subject with no thin projections, because soap is weak and a slender neck, tail or leg will snap. Animals lying or sitting with their limbs close to the body, such as a sleeping cat, a turtle, a whale or a seated owl, are ideal.",
            "Begin by scraping the printed brand name and any bevelled edges off the bar with the flat of the knife so that you have smooth, flat faces. Then draw the subject's outline on the bar. For a figure in the round, draw its side view on the largest face and its top or front view on an adjacent face, making sure the heights and widths match where the views meet. Some carvers draw on paper first, cut out the template, lay it on the soap and trace around it with a skewer.",
            "Roughing out, or blocking in, removes the soap outside the outline. Work from the profile you drew: cut straight down with the knife a few millimetres outside the line and remove the waste in small chips rather than forcing the blade through the whole thickness, which cracks the bar. Then turn the bar and cut to the second view. At this stage the figure should look angular, a set of flat planes like a crude wooden toy. That is correct.",
            "Next, round the corners. Shave off the edges between planes at about 45 degrees, then shave the new edges again, and the form will begin to curve. Turn the piece constantly and look at it from every side; a common mistake is to carve one side beautifully and leave the other flat. Keep the carving larger than you think it needs to be until the whole form is balanced, because soap cannot be put back.",
          ),
        },
      },
      {
        title: "Relief and Detail",
        description:
          "Carving a low relief on one face of the bar teaches depth, undercutting and line; the same tools then add eyes, feathers and texture to a figure.",
        lesson: {
          title: "Working in relief and adding texture",
          html: p(
            "A relief is a carving that projects from a background rather than standing free. In low relief (bas-relief), as on a coin, the figure rises only a little from the ground; in high relief, it projects by half or more of its natural depth. Relief is a good exercise because the bar stays strong and the carver must create an illusion of depth with very little actual thickness.",
            "To carve a low relief, draw the design on one broad face of the bar, leaving a border of 5 mm or so. Incise the outline with the point of the knife, holding it vertical and cutting about 3 mm deep. Then lower the background: with a spoon or loop tool, shave the soap away outside the outline until it is an even depth everywhere. The figure now stands up as a flat plateau. Model it by rounding its edges toward the background and by cutting shallow steps where one part overlaps another, for example where a bird's wing lies over its body. Parts that are nearer to the viewer are left higher.",
            "Detail and texture come last, on both relief and figures in the round. Eyes can be made with the end of a skewer pressed in and twisted, or as two small incised curves. Feathers are suggested with rows of small overlapping U-shaped cuts from a loop tool; fur with fine parallel lines from a toothpick, following the direction in which the hair would grow; scales with a grid of small crescent-shaped cuts. Texture should be used sparingly: a few textured areas next to smooth ones read better than an evenly scratched surface.",
            "When the carving is complete, let it dry for a day at room temperature, away from radiators, before handling it further. Brush away loose crumbs with a soft dry paintbrush.",
          ),
        },
      },
    ],
  },
];
