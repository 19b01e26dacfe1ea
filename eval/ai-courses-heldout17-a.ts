/** Seventeenth held-out evaluation courses, beginner level (Romanian to web archiving); see ai-courses-heldout17.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT17_A: EvalCourse[] = [
  {
    slug: "romanian-one-sounds-nouns-verbs",
    discipline: "Romanian language",
    title: "Romanian 1: Sounds, Nouns and the Present Tense",
    description:
      "Romanian is the only Romance language to have grown up in south-eastern Europe, and this first-semester class treats it on its own terms: spelling and the vowels ă, â and î, the definite article that is attached to the end of the noun, the present tense of regular verbs, and the vocative forms used to address people.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "vocative",
    modules: [
      {
        title: "Spelling and Pronunciation",
        description:
          "Romanian spelling is close to phonetic once a handful of rules are known, and this module sets out those rules letter by letter.",
        lesson: {
          title: "Five special letters and the rules for c and g",
          html:
            p(
              "Romanian uses the Latin alphabet with five additional letters, and each of them stands for a sound that English speakers need to practise. The letter <i>ă</i> is a mid central vowel, the unstressed sound at the end of English <i>sofa</i>: <i>casă</i> ('house') ends in it. The letters <i>â</i> and <i>î</i> both stand for a higher central vowel with no English equivalent, made by saying the <i>i</i> of <i>bit</i> with the lips spread and the tongue pulled back. The two letters have the same value; by the spelling reform of 1993 <i>î</i> is written at the beginning and end of a word (<i>înainte</i>, 'before') and <i>â</i> inside it (<i>România</i>, <i>mâine</i>, 'tomorrow'). The consonant letters <i>ș</i> and <i>ț</i>, with a comma below, are pronounced <i>sh</i> and <i>ts</i>: <i>șase</i> ('six'), <i>țară</i> ('country').",
              "The letters <i>c</i> and <i>g</i> follow the same pattern as in Italian. Before <i>a</i>, <i>ă</i>, <i>â</i>, <i>o</i>, <i>u</i> and consonants they are hard, as in <i>cal</i> ('horse') and <i>gară</i> ('station'). Before <i>e</i> and <i>i</i> they soften to the sounds in English <i>church</i> and <i>gem</i>: <i>cer</i> ('sky'), <i>ginere</i> ('son-in-law'). To keep the hard sound before <i>e</i> or <i>i</i>, Romanian inserts an <i>h</i>:",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>ce, ci</td><td>che, chi (as in church)</td><td>cinci 'five'</td></tr><tr><td>che, chi</td><td>ke, ki</td><td>chei 'keys'</td></tr><tr><td>ge, gi</td><td>je, ji (as in gem)</td><td>ger 'frost'</td></tr><tr><td>ghe, ghi</td><td>ge, gi (as in get)</td><td>ghid 'guide'</td></tr></table>" +
            p(
              "Two further points catch beginners. A final <i>-i</i> after a consonant is usually not a full vowel but only softens the consonant before it, so <i>pomi</i> ('trees') is one syllable. And stress is not marked in writing: it falls most often on the last syllable of words ending in a consonant and on the second-to-last of words ending in a vowel, but there are many exceptions to learn with each word.",
            ),
        },
      },
      {
        title: "Nouns, Gender and the Article",
        description:
          "Why does 'the house' in Romanian become a single word, casa? We look at the three genders and the article that follows the noun.",
        lesson: {
          title: "Masculine, feminine, neuter, and -ul, -le, -a",
          html: p(
            "Romanian nouns fall into three genders. Masculine nouns mostly end in a consonant, in <i>-u</i> or in <i>-e</i> (<i>pom</i> 'tree', <i>codru</i> 'forest', <i>frate</i> 'brother'). Feminine nouns mostly end in <i>-ă</i> or <i>-e</i> (<i>casă</i> 'house', <i>carte</i> 'book'). The third gender, traditionally called neuter, behaves like a masculine noun in the singular and like a feminine noun in the plural: <i>un scaun</i> ('a chair') but <i>două scaune</i> ('two chairs'). Because of this double behaviour Romanian grammarians also call these nouns ambigeneric. Most neuters are inanimate, and their plural typically ends in <i>-e</i> or <i>-uri</i> (<i>tren, trenuri</i> 'train, trains').",
            "The indefinite article comes before the noun, as in English: masculine and neuter <i>un</i>, feminine <i>o</i>, plural <i>niște</i> ('some'). The definite article, by contrast, is enclitic: it is attached to the end of the noun, a feature Romanian shares with Albanian and Bulgarian rather than with French or Italian. A masculine or neuter noun ending in a consonant adds <i>-ul</i>: <i>pom</i> becomes <i>pomul</i> ('the tree'). One ending in <i>-e</i> adds <i>-le</i>: <i>frate</i>, <i>fratele</i>. A feminine noun ending in <i>-ă</i> replaces it with <i>-a</i>: <i>casă</i>, <i>casa</i>; one ending in <i>-e</i> adds <i>-a</i>: <i>carte</i>, <i>cartea</i>. In the plural the masculine article is <i>-i</i> and the feminine and neuter article is <i>-le</i>: <i>pomii</i> ('the trees'), <i>casele</i> ('the houses'), <i>trenurile</i> ('the trains').",
            "Adjectives normally follow the noun and agree with it in gender and number, and when a noun carries the article it is the noun, not the adjective, that takes it: <i>casa mare</i>, 'the big house'. If the adjective is placed first for emphasis, the article moves onto the adjective: <i>marea casă</i>. Learning each new noun together with its article and its plural, as in <i>carte, cartea, cărți</i>, saves a great deal of confusion later.",
          ),
        },
      },
      {
        title: "Verbs in the Present Tense",
        description:
          "Students learn the two irregular verbs a fi and a avea and the regular patterns of the four conjugations, including the -ez and -esc types.",
        lesson: {
          title: "Conjugating the present: a fi, a avea and regular verbs",
          html:
            p(
              "Romanian verbs are cited in the infinitive with the particle <i>a</i>, like English 'to': <i>a cânta</i> ('to sing'). Verbs change their endings for person and number, and subject pronouns are usually left out because the ending already shows the subject: <i>cânt</i> means 'I sing'. Grammars traditionally group verbs into four conjugations by the ending of the infinitive: <i>-a</i> (<i>a cânta</i>), <i>-ea</i> (<i>a vedea</i> 'to see'), <i>-e</i> (<i>a merge</i> 'to go') and <i>-i</i> or <i>-î</i> (<i>a dormi</i> 'to sleep', <i>a coborî</i> 'to descend').",
              "Two irregular verbs must be learnt first, because they are also used to build other tenses:",
            ) +
            "<table><tr><th>Person</th><th>a fi 'to be'</th><th>a avea 'to have'</th><th>a cânta 'to sing'</th></tr><tr><td>eu (I)</td><td>sunt</td><td>am</td><td>cânt</td></tr><tr><td>tu (you)</td><td>ești</td><td>ai</td><td>cânți</td></tr><tr><td>el, ea (he, she)</td><td>este (e)</td><td>are</td><td>cântă</td></tr><tr><td>noi (we)</td><td>suntem</td><td>avem</td><td>cântăm</td></tr><tr><td>voi (you pl.)</td><td>sunteți</td><td>aveți</td><td>cântați</td></tr><tr><td>ei, ele (they)</td><td>sunt</td><td>au</td><td>cântă</td></tr></table>" +
            p(
              "Notice that in <i>a cânta</i> the third person singular and plural are identical, which is true of all first-conjugation verbs. Notice also the consonant change in <i>cânți</i>: before the ending <i>-i</i>, <i>t</i> becomes <i>ț</i>, <i>d</i> becomes <i>z</i> and <i>s</i> becomes <i>ș</i>, so <i>a vedea</i> gives <i>văd, vezi</i>.",
              "Many verbs of the first and fourth conjugations add a suffix in the singular and in the third person plural. First-conjugation verbs take <i>-ez</i>: <i>a lucra</i> ('to work') gives <i>lucrez, lucrezi, lucrează, lucrăm, lucrați, lucrează</i>. Fourth-conjugation verbs take <i>-esc</i>: <i>a vorbi</i> ('to speak') gives <i>vorbesc, vorbești, vorbește, vorbim, vorbiți, vorbesc</i>. Whether a verb takes the suffix cannot be predicted from the infinitive, so dictionaries give the first person singular, and learners should memorise it. Negation is simple: <i>nu</i> goes before the verb, as in <i>Nu vorbesc engleză</i>.",
            ),
        },
      },
    ],
  },
  {
    slug: "dry-stone-walling-footings-to-top",
    discipline: "Dry stone walling",
    title: "Dry Stone Walling: Rebuilding a Field Wall",
    description:
      "A wall built without mortar can stand for two centuries if its stones are laid to a few simple rules. On this six-day field course learners strip out a fallen length of wall and rebuild it, learning to sort stone and handle it safely, set up batter frames and lines, lay the footings, fill with hearting and place through stones, and finish the wall with a cope.",
    level: "beginner",
    duration: "six days on site",
    plantedGap: "cope",
    modules: [
      {
        title: "Stripping Out and Sorting the Stone",
        description:
          "Before any building, the gap is taken down to sound footings and every stone is sorted by size and job along both sides of the site.",
        lesson: {
          title: "Taking down a gap and laying out the stone",
          html:
            p(
              "A length of collapsed wall is called a gap, and the first job is to take it down to a point where the remaining structure is sound. Work from the top downwards and from the ends towards the middle, pulling the stone out and setting it on the ground on both sides of the wall, a metre or so back, so that there is a clear working strip along the line. Take the wall back at each end until the faces are firm and the stones are still locked together; a ragged, loose end will only fall later and spoil the new work.",
              "As each stone comes out it is sorted into heaps according to the job it will do. The main groups are:",
            ) +
            "<ul><li>footings: the largest and flattest stones, which will form the bottom course;</li><li>building stones: the face stones for the courses, graded roughly from larger to smaller, because the wall narrows as it rises;</li><li>through stones: long stones able to span the full width of the wall at mid-height;</li><li>hearting: small, irregular pieces used to pack the middle of the wall.</li></ul>" +
            p(
              "Any old hearting left in the bottom of the gap is raked out and saved. If the original footings are still level and solid they can stay; if they have tipped or sunk, they are lifted and the trench is cleaned down to firm subsoil.",
              "Stone is heavy and the commonest injuries in walling are crushed fingers, strained backs and stone chips in the eye. Wear steel-toed boots and gloves, and wear eye protection when dressing stone with a hammer. Lift with bent knees and a straight back, keeping the stone close to the body, and roll or walk large stones rather than carrying them. Never reach over the wall to place a stone on the far side; go round. A typical field wall in the Yorkshire Dales contains around a tonne of stone per metre run, so a six-metre gap means moving six tonnes twice: once to take it down and once to build it up again.",
            ),
        },
      },
      {
        title: "Batter Frames, Lines and Footings",
        description:
          "In this module the shape of the finished wall is fixed with frames and string lines, and the first course is laid.",
        lesson: {
          title: "Setting out the batter and laying the footings",
          html: p(
            "A field wall is not built with vertical faces. It tapers from a broad base to a narrower top, and this inward slope of each face is called the batter. The batter puts the weight of the stones into the centre of the wall and is the main reason a well-built wall stays upright. The dimensions vary by region, but a typical Pennine wall might be 700 mm wide at the base, 350 mm wide at the top and 1.4 m high, so that each face leans in by 175 mm over its height.",
            "To build to this shape the waller makes a batter frame: two uprights, usually of timber battens, fixed together with cross-pieces at exactly the profile of the wall. A frame is set up at each end of the gap, plumb and square to the line of the wall, and held with stakes or stones. If the ends of the existing wall are sound, the frame can be replaced by lines pinned into the old faces. Builders' lines are then stretched between the frames on both sides, one at the level of the course being laid. The line is moved up as each course is finished, and no stone should touch or push the line, because a line that is pushed out no longer shows the true face.",
            "The footings are the largest stones in the wall and they are laid in a shallow trench, cut down through the topsoil to firm ground. Each stone is laid with its length running into the wall, not along it, which ties the face to the centre, and with its best face outwards and its top as level as possible. The two rows of footings should touch or almost touch in the middle, and the gap between them is packed tightly with hearting placed by hand, not thrown in. Time spent getting the footings firm is never wasted: any movement at the bottom is multiplied at the top of the wall.",
          ),
        },
      },
      {
        title: "Building the Courses",
        description:
          "With the footings in, students raise both faces course by course, pack the middle, and lay a row of through stones at mid-height.",
        lesson: {
          title: "One over two, hearting and throughs",
          html:
            p(
              "Above the footings the wall is built in courses, each of two faces with hearting between them. The first rule of building is to cross the joints: each stone should sit over the joint between two stones below, the principle wallers sum up as 'one over two, two over one'. A vertical joint running through two or more courses, called a running joint, is a line of weakness along which the wall will split.",
              "Every face stone is placed with its length into the wall, as with the footings, and it should sit firmly on the stones below without rocking. A stone that rocks is corrected by turning it or choosing another, not by wedging it on the face with small pieces, which work loose as soon as frost gets at them. The top of each stone should slope slightly outwards, so that rainwater drains away from the heart of the wall rather than into it. Stones are graded so that larger ones go lower down and smaller ones higher up, and each course is brought up level along the line before the next is started.",
              "Hearting is not rubble thrown in to fill a space. Each piece is placed by hand to pack behind the face stones and lock them, and the middle of the wall is brought up level with the faces at every course. A wall with loose or missing hearting will sag inwards and bulge within a few years.",
            ) +
            "<ul><li>Cross every joint.</li><li>Length into the wall.</li><li>Top of each stone level or falling outwards.</li><li>Hearting placed, not dropped.</li><li>Keep off the line.</li></ul>" +
            p(
              "At about half the finished height, commonly near 60 cm, a course of through stones is laid. These are long stones that span the full width of the wall and often project a little on each side, tying the two faces together. They are spaced roughly a metre apart along the wall, and the courses above them are built in the same way, now narrower, until the wall reaches its full height.",
            ),
        },
      },
    ],
  },
  {
    slug: "family-history-civil-census-parish",
    discipline: "Genealogy",
    title: "Tracing Your Family History in England and Wales",
    description:
      "Where did your great-grandparents live, and how would you prove it? This ten-week evening class teaches the sources an English or Welsh family historian uses first, namely civil registration, the census returns and parish registers, together with the Genealogical Proof Standard for weighing evidence and the use of DNA test results.",
    level: "beginner",
    duration: "ten weekly evening sessions",
    plantedGap: "DNA",
    modules: [
      {
        title: "Civil Registration since 1837",
        description:
          "Birth, marriage and death certificates are the backbone of most family trees, and here you learn to find them in the indexes and read what they say.",
        lesson: {
          title: "Finding and reading certificates",
          html:
            p(
              "Civil registration of births, marriages and deaths began in England and Wales on 1 July 1837. The country was divided into registration districts, each under a superintendent registrar, and copies of every entry were sent to the General Register Office (GRO) in London, which compiled national indexes arranged by year and, until 1983, by quarter. An entry in the March quarter covers events registered in January, February and March; note that the date of registration, not the date of the event, decides the quarter, and a birth had to be registered within 42 days.",
              "Each index entry gives the surname, forenames, registration district, volume and page. From 1911 the birth index also shows the mother's maiden surname, and from 1866 the death index shows the age at death, both of which help to pick the right entry among several people of the same name. The volume and page references, or the GRO's own online index, are used to order a certificate. The certificates themselves contain:",
            ) +
            "<table><tr><th>Certificate</th><th>Main details recorded</th></tr><tr><td>Birth</td><td>date and place, name, sex, father's name and occupation, mother's name and maiden surname, informant</td></tr><tr><td>Marriage</td><td>date and place, names, ages, condition (bachelor, spinster, widow), occupations, residences, fathers' names and occupations, witnesses</td></tr><tr><td>Death</td><td>date and place, name, sex, age, occupation, cause of death, informant</td></tr></table>" +
            p(
              "The marriage certificate is often the most valuable, because it names the fathers of both parties and so carries a line back a generation. Ages on marriage certificates, however, are frequently given simply as 'full age', meaning 21 or over, and any age may have been rounded or invented. A death certificate is only as accurate as its informant's knowledge: a grieving neighbour reporting an elderly widow's age may be years out. The rule is to treat every certificate as a claim made by a named person at a known time, and to look for a second source before accepting it.",
            ),
        },
      },
      {
        title: "The Census Returns, 1841 to 1921",
        description:
          "Every ten years the census placed each household at an address on a single night, and this module shows how to use those snapshots.",
        lesson: {
          title: "Households on census night",
          html: p(
            "A national census has been taken in England and Wales every ten years since 1801, except in 1941, but the returns of 1801 to 1831 were mainly head counts, and the surviving name-by-name records of genealogical use begin in 1841. The enumerator's books record every person present in a household on census night, which for 1841 was 6 June and for 1881 was 3 April. Because the information is personal, the returns are closed for 100 years; the 1921 census was released in January 2022. The 1931 returns were destroyed by fire in 1942, and no census was taken in 1941, so the 1939 Register compiled at the outbreak of war fills the gap.",
            "The 1841 census is the least informative. It gives names, approximate ages, occupations and whether a person was born in the same county, but not relationships. Ages of those over 15 were meant to be rounded down to the nearest five, so a woman shown as 35 could have been anywhere from 35 to 39. From 1851 onwards each return gives the relationship to the head of the household, marital condition, exact age, occupation and parish and county of birth, which makes 1851 and later returns far more useful for linking generations.",
            "Reading a household takes care. A 'daughter-in-law' in a nineteenth-century return may be what we would call a stepdaughter. Ages drift from census to census, and birthplaces change as people give the nearest town instead of a village. Trace the same family through every census in which it appears and compare the entries: a child born between two censuses narrows the birth date, and a missing parent suggests a death to look for in the civil registration index. Finally, remember that visitors, lodgers and servants were listed where they spent the night, so a missing family member may turn up in another household miles away.",
          ),
        },
      },
      {
        title: "Parish Registers and Proving a Line",
        description:
          "Before 1837 the Church of England's registers are the main source; we end with the standard genealogists use to decide when a conclusion is proved.",
        lesson: {
          title: "Baptisms, marriages, burials and the Genealogical Proof Standard",
          html:
            p(
              "From 1538, by order of Thomas Cromwell, every parish in England was required to keep a register of baptisms, marriages and burials. Early registers survive patchily, and the entries are brief: a baptism may give only the child's name, the father's name and the date. Three reforms improved them. Hardwicke's Marriage Act of 1753, in force from 1754, required marriages to be recorded in a separate bound book with signatures of the parties and witnesses. Rose's Act of 1812 introduced printed registers with fixed columns, so that from 1813 baptisms record both parents' names, the abode and the father's occupation, and burials give the age. Copies sent each year to the bishop, called bishop's transcripts, can fill gaps where the parish original is lost or illegible. Most registers are now held at county record offices, and many are searchable online.",
              "With several sources in hand, the beginner faces the main problem of the discipline: deciding when two records refer to the same person. The Genealogical Proof Standard, set out by the Board for Certification of Genealogists in the United States and widely used elsewhere, asks for five things:",
            ) +
            "<ul><li>a reasonably exhaustive search of the sources that might bear on the question;</li><li>complete and accurate citation of each source used;</li><li>analysis and correlation of the information, judging each source's quality;</li><li>resolution of any conflicting evidence;</li><li>a soundly reasoned, coherent written conclusion.</li></ul>" +
            p(
              "Suppose that a baptism of 1790 names a John Harper, son of William, and that the 1851 census shows John Harper, aged 61, born in the same parish. The match is plausible but not proved until other John Harpers baptised in the area have been ruled out and the evidence is written up with its sources.",
            ),
        },
      },
    ],
  },
  {
    slug: "beginning-tap-sounds-and-time-steps",
    discipline: "Tap dance",
    title: "Beginning Tap",
    description:
      "Tap is music made with the feet. Across twelve studio classes, absolute beginners learn the basic sounds of toe and heel, shuffles, flaps and ball changes, the single time step, and short improvisation over a twelve-bar blues.",
    level: "beginner",
    duration: "twelve 75-minute studio classes",
    plantedGap: "improvisation",
    modules: [
      {
        title: "Shoes, Posture and the Basic Sounds",
        description:
          "The first classes cover the shoe, the stance, and the single-sound steps from which every combination is built.",
        lesson: {
          title: "Weight, stance and one-sound steps",
          html:
            p(
              "A tap shoe carries two metal plates, the toe tap under the ball of the foot and the heel tap under the heel. Each tap is fixed with screws, and loosening the centre screw slightly gives a brighter, more ringing tone. Beginners often use a low-heeled oxford-style shoe; professionals usually prefer a flatter, jazz-style shoe, which keeps the heel closer to the floor. Whatever the shoe, the floor matters as much: a sprung wooden floor or a portable tap board gives clear sound and protects the joints, while concrete covered with vinyl is hard on knees and sounds dull.",
              "The basic stance is upright but relaxed, knees softly bent, weight over the balls of the feet, and arms loose at the sides. Most of the sound comes from the ankle and the knee, not from the thigh, and tension in the upper body makes the feet late and heavy. A key distinction from the first class is whether a movement transfers weight or not: a step takes the weight onto the foot, whereas a touch or tap sounds on the floor and leaves the weight where it was. Students who confuse the two find that they are on the wrong foot for the next step.",
            ) +
            "<table><tr><th>Step</th><th>Action</th><th>Weight change?</th></tr><tr><td>Step</td><td>place the ball of the foot down</td><td>yes</td></tr><tr><td>Stamp</td><td>the whole flat foot strikes the floor</td><td>yes</td></tr><tr><td>Stomp</td><td>the whole flat foot strikes and lifts away</td><td>no</td></tr><tr><td>Heel drop</td><td>drop the heel while standing on the ball</td><td>already on that foot</td></tr><tr><td>Toe tap</td><td>tap the toe behind or beside you</td><td>no</td></tr><tr><td>Brush</td><td>swing the ball of the foot forward so it strikes the floor in passing</td><td>no</td></tr></table>" +
            p(
              "Practise each step slowly and in time, listening for one clear, even sound. A clean, single sound at a slow tempo is more useful than a blur of fast ones, and it is the foundation for everything that follows.",
            ),
        },
      },
      {
        title: "Shuffles, Flaps and Ball Changes",
        description: "Two-sound steps and the way tap dancers count them, practised at slow and then faster tempos.",
        lesson: {
          title: "Counting on the 'and'",
          html: p(
            "Once single sounds are clean, dancers combine them into two-sound steps, and these need a different way of counting. Tap is counted in eighth notes, with 'and' between the beats: 'one and two and three and four and'. Many two-sound steps start on the 'and' and land on the number, so the first sound is an upbeat and the second falls on the beat.",
            "The shuffle is a brush forward followed by a brush back, both with the ball of the same foot and neither taking weight. The movement comes from a loose ankle and a relaxed knee swinging from below, and both sounds should be equally loud; a common fault is a strong forward brush and a weak, inaudible one on the way back. The flap is a brush forward that ends in a step, so it makes two sounds and changes weight: the foot brushes the floor and lands on the ball, taking the weight. Walking forward with alternating flaps, counting 'and one, and two', is a good test of timing.",
            "The ball change is two quick transfers of weight: the ball of one foot steps, usually slightly behind, and the weight returns at once to the other foot. It is counted 'and one' or 'a one', and it is the standard way of changing feet quickly. Put these together and you have the most common phrase in beginners' routines, the shuffle ball change: shuffle with the right (and a), step on the ball of the right (and), change to the left (one). That is four sounds in the space of one beat and a fraction, and the aim is to make them even, like four notes played on a drum.",
            "Practise with a metronome at 60 to 80 beats a minute. Speed comes later and only if the sounds are already even; rushing produces what teachers call mud, a smear of sound in which the individual taps cannot be heard.",
          ),
        },
      },
      {
        title: "The Single Time Step",
        description:
          "Students learn the single time step, the traditional audition phrase of the tap dancer, on both feet.",
        lesson: {
          title: "Shuffle, hop, step, flap, step",
          html: p(
            "Time steps began as the short phrases tap dancers performed to set the tempo for the band before a routine, and in American studios they became the standard test of a tap dancer's basic rhythm. There are many versions, but the single time step in the form most widely taught is a sequence of five movements: shuffle, hop, step, flap, step. The shuffle and the flap each make two sounds, so the phrase has seven sounds in all, and it is performed first on one side and then repeated starting with the other foot.",
            "Begin standing on the left foot with the right free. Shuffle with the right foot, brushing forward and back. Hop on the left foot: the hop leaves the floor and lands on the same foot, on the ball, making one sound. Step on the right foot, taking the weight. Flap with the left foot, brushing forward and landing on the ball so that the weight moves onto the left. Finally step on the right foot again, ready for the left foot to start the repeat. Many teachers add a stamp or stomp at the beginning as a preparation, and the whole step is commonly counted so that the shuffle falls on the 'and' before the first beat.",
            "Three points decide whether the time step works. First, the hop must be small and sharp; a high hop arrives late and drags the rest of the phrase. Second, the flap must travel only slightly, or the dancer drifts forward across the room. Third, the rhythm should stay even whether the phrase begins on the right or on the left, which means practising the weaker side more.",
            "The single is the base for the double and triple time steps, which insert extra sounds into the same frame, and for the time-step breaks that end a chorus. Mastering it slowly and evenly, with a metronome, is therefore the main goal of these last classes.",
          ),
        },
      },
    ],
  },
  {
    slug: "web-archiving-capture-warc-replay",
    discipline: "Web archiving",
    title: "Web Archiving Essentials",
    description:
      "Libraries, universities and national archives now collect websites as they once collected print. This short course shows how a crawler such as Heritrix captures a site within a defined scope, how the WARC format stores the capture, how archived pages are replayed through the Wayback Machine and Memento, and on what legal basis, including legal deposit, institutions may collect.",
    level: "beginner",
    duration: "three full-day workshops",
    plantedGap: "legal deposit",
    modules: [
      {
        title: "Crawling and Scoping",
        description:
          "You will set up a crawl from a list of seeds and learn to write scope rules that collect what you want and little else.",
        lesson: {
          title: "Seeds, scope and crawler traps",
          html:
            p(
              "Most large web archives are built by crawlers, programs that start from a list of addresses called seeds, download each page, extract the links it contains, and add those links to a queue of pages still to fetch. Heritrix, the open-source crawler written by the Internet Archive and used by many national libraries, works in this way, as do lighter tools such as Browsertrix Crawler, which drives a real browser so that pages built by JavaScript are captured as a visitor would see them.",
              "Because links lead everywhere, the most important decision in a crawl is its scope: the rules that decide which discovered links are fetched. A typical scope for a university website might be:",
            ) +
            "<ul><li>fetch any address under the seed's host, for example everything under www.example.ac.uk;</li><li>also fetch embedded resources such as images, style sheets and scripts from any host, so that pages display correctly;</li><li>follow links to other hosts only one hop out, capturing the linked page but not continuing from it;</li><li>exclude address patterns known to generate endless pages.</li></ul>" +
            p(
              "Those endless pages are called crawler traps. A calendar with a 'next month' link will produce a new page for every month until the year 3000; a site that appends session identifiers to its links makes each page appear under thousands of addresses; faceted search pages multiply combinations of filters. A crawl operator watches the queue during the first hours of a crawl and adds exclusion rules, usually as regular expressions, when one host starts to dominate it.",
              "Crawls must also be polite. Heritrix waits between requests to the same server, typically several times the time the last response took, and a crawl is normally limited by a time budget or a maximum number of documents. Whether to obey a site's robots.txt file, which asks crawlers to keep away from certain paths, is a policy decision: many archives respect it by default, but some ignore it for sites they have a mandate to collect, since robots.txt often blocks the style sheets needed to render the pages.",
            ),
        },
      },
      {
        title: "The WARC File Format",
        description:
          "What exactly is saved when a page is archived, and how is it found again? This module opens a WARC file and its index.",
        lesson: {
          title: "Records, headers and indexes",
          html: p(
            "Captured material is stored in WARC (Web ARChive) files, a format standardised as ISO 28500, first published in 2009 with a revised version in 2017. WARC grew out of the older ARC format used by the Internet Archive since 1996. A WARC file is a simple concatenation of records, each consisting of a block of named headers, a blank line and a content block. Files are normally compressed record by record with gzip, which allows a single record to be read without decompressing the whole file, and they are usually capped at about 1 GB each.",
            "Every record has a type. A 'response' record holds the complete HTTP response as received from the server, including the status line and HTTP headers, so that the archive keeps not only the page but also its content type, date and any redirect. A 'request' record keeps the request that the crawler sent. A 'metadata' record can hold information such as the links the crawler extracted, and a 'warcinfo' record at the start of each file describes the software and settings that produced it. When a crawler downloads a resource it has seen before with identical content, it can write a short 'revisit' record that points to the earlier copy instead of storing the content again; this deduplication saves large amounts of space in repeated crawls.",
            "Required headers include WARC-Type, WARC-Record-ID, a unique identifier, WARC-Date, the moment of capture in UTC, and Content-Length. Response records also carry WARC-Target-URI, the address fetched, and usually a WARC-Payload-Digest, a SHA-1 hash of the content, which is what makes deduplication possible and lets curators check that files have not been corrupted.",
            "Finding one page among millions of records requires an index. The traditional CDX index, and its newer JSON-based variant CDXJ, lists each capture as a line giving a normalised form of the address, the timestamp, the content type, the status code, the digest, and the name of the WARC file with the byte offset at which the record begins, so that a replay tool can jump straight to it.",
          ),
        },
      },
      {
        title: "Replay and Memento",
        description:
          "The module shows how archived pages are served back to readers and how Memento lets software ask for a page as it was on a given date.",
        lesson: {
          title: "Serving the past: the Wayback Machine, pywb and Memento",
          html: p(
            "Replay is the process of serving archived resources so that a page can be viewed in a browser as it looked when it was captured. The Internet Archive's Wayback Machine, opened to the public in 2001, established the familiar form of archive addresses: a prefix, a fourteen-digit timestamp and the original address, as in web.archive.org/web/20100315120000/http://www.example.com/. Open-source replay systems such as OpenWayback and its successor pywb use the same pattern, looking up each request in the CDX index and fetching the record from the WARC file.",
            "Replay must solve a problem that the original site never had: every link and embedded resource in the page points at the live web. Server-side rewriting changes those addresses as the page is served so that they point back into the archive. Pages that build their content with JavaScript are harder, because the addresses are constructed in the browser; pywb therefore injects a client-side script that intercepts requests made by the page. When rewriting fails, the archived page may quietly load a live image or script, a so-called leak, and present a mixture of past and present. The nearest capture in time is also used for each embedded resource, so a replayed page can combine images captured days or months apart.",
            "Memento, defined in RFC 7089 in 2013, adds time to HTTP. It names the original resource the URI-R, each archived copy a memento or URI-M, and introduces a TimeGate: a client sends a request with an Accept-Datetime header such as 'Thu, 15 Mar 2010 12:00:00 GMT', and the TimeGate redirects it to the memento closest to that date. A TimeMap lists every memento of a resource with its capture time. Because many archives support the protocol, aggregators can search them all at once and return the closest copy wherever it is held, which is how a citation to a vanished page can often still be followed.",
          ),
        },
      },
    ],
  },
];
