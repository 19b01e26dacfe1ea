/** Twenty-second held-out evaluation courses, beginner level (Vietnamese to film editing); see ai-courses-heldout22.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT22_A: EvalCourse[] = [
  {
    slug: "vietnamese-tones-pronouns-and-first-conversations",
    discipline: "Vietnamese language",
    title: "Vietnamese: Tones, Pronouns and First Conversations",
    description:
      "Vietnamese is written in a Latin alphabet, yet its six tones and its kinship pronouns make it unlike any European language; this first-year language class teaches the quốc ngữ spelling, the northern tones, forms of address, noun classifiers and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Quốc Ngữ and the Six Tones",
        description:
          "You will learn to read the alphabet with its extra letters and diacritics, and to hear and produce each tone of the Hanoi standard.",
        lesson: {
          title: "One syllable, six meanings",
          html:
            p(
              "Modern Vietnamese is written in <i>chữ quốc ngữ</i>, the 'national script', a Latin alphabet devised by Portuguese and Italian missionaries in the seventeenth century and fixed in print by the Jesuit Alexandre de Rhodes, whose Vietnamese–Portuguese–Latin dictionary appeared in Rome in 1651. It replaced Chinese characters and the native <i>chữ Nôm</i> script in official use during the early twentieth century. The alphabet has twenty-nine letters. It lacks f, j, w and z, and adds đ (a voiced d, as in English 'day') and the modified vowels ă, â, ê, ô, ơ and ư. Plain d, by contrast, is pronounced like z in the north and like y in the south.",
              "Every syllable also carries a tone, and the tone changes the meaning as completely as a change of consonant would. The Hanoi standard has six tones, shown by five marks placed on the main vowel and by the absence of a mark for the level tone. The syllable <i>ma</i> gives the classic illustration:",
            ) +
            "<table><tr><th>Tone name</th><th>Mark</th><th>Contour</th><th>Example</th></tr><tr><td>ngang</td><td>none</td><td>mid level</td><td>ma 'ghost'</td></tr><tr><td>huyền</td><td>grave</td><td>low falling</td><td>mà 'but'</td></tr><tr><td>sắc</td><td>acute</td><td>high rising</td><td>má 'cheek; mother (southern)'</td></tr><tr><td>hỏi</td><td>hook</td><td>dipping</td><td>mả 'grave, tomb'</td></tr><tr><td>ngã</td><td>tilde</td><td>rising, broken by a glottal catch</td><td>mã 'horse (in chess); code'</td></tr><tr><td>nặng</td><td>dot below</td><td>low, short, glottalised</td><td>mạ 'rice seedling'</td></tr></table>" +
            p(
              "Two practical points follow. First, a tone mark and a vowel diacritic can sit on the same letter, as in <i>người</i> ('person'), where ơ carries the grave accent; beginners should learn to type both with a Telex or VNI keyboard from the first week. Second, southern speakers merge hỏi and ngã into a single dipping-rising tone, so a learner who listens to Saigon speech will hear five tones, not six. Practise in minimal sets, reading <i>ba, bà, bá, bả, bã, bạ</i> aloud until each is distinct.",
            ),
        },
      },
      {
        title: "Who Is Speaking to Whom",
        description:
          "Greetings in Vietnamese depend on age and relationship, so here we practise the kinship terms that do the work of 'I' and 'you'.",
        lesson: {
          title: "Anh, chị, em: pronouns borrowed from the family",
          html: p(
            "English speakers expect a neutral word for 'you'. Vietnamese has almost none in everyday use. Instead, speakers address each other with kinship terms chosen by relative age, sex and social closeness, and the same terms are used for self-reference. A young man talking to a woman a few years older calls her <i>chị</i> ('elder sister') and calls himself <i>em</i> ('younger sibling'); she in turn calls him <i>em</i> and herself <i>chị</i>. A man older than the speaker but of the same generation is <i>anh</i> ('elder brother'). People of the parents' generation are <i>cô</i> (aunt, also used for a female teacher), <i>chú</i> (younger uncle) or <i>bác</i> (elder uncle or aunt), and those of the grandparents' generation are <i>ông</i> ('grandfather, Mr') and <i>bà</i> ('grandmother, Mrs').",
            "The neutral first-person pronoun <i>tôi</i> exists and is safe with strangers and in formal settings, but it can sound distant among friends. Plurals are made with <i>các</i> for the addressees, as in <i>các anh</i> ('you, brothers'), and with <i>chúng</i> for the speaker's group. Here Vietnamese makes a distinction English lacks: <i>chúng tôi</i> means 'we, not including you', while <i>chúng ta</i> means 'we, including you'.",
            "The basic greeting is <i>chào</i> followed by the address term: <i>Chào anh</i>, <i>Chào bà</i>. The more formal <i>Xin chào</i> suits a classroom or a shop sign. Speaking to an elder, a polite speaker adds the particle <i>ạ</i> at the end: <i>Cháu chào bác ạ</i>, 'I (your niece or nephew) greet you, uncle'. Asking someone's name uses the same system: <i>Chị tên là gì?</i>, literally 'Elder sister name is what?'. Getting the terms right matters more to Vietnamese listeners than perfect tones, because a wrong choice signals a wrong relationship, and learners should ask politely how a new acquaintance prefers to be addressed.",
          ),
        },
      },
      {
        title: "Classifiers and Simple Sentences",
        description:
          "Counting things and asking yes-or-no questions both need small grammatical words, and this module introduces the commonest of them.",
        lesson: {
          title: "Con mèo, cái bàn and the question with không",
          html:
            p(
              "Vietnamese is an isolating language: words never change their form for number, tense or case, and grammar is carried by word order and by small function words. One such set is the classifiers, which stand between a number and a noun, much as English says 'three <i>head</i> of cattle'. The noun phrase follows a fixed order: number, classifier, noun, then a demonstrative such as <i>này</i> ('this') or <i>đó</i> ('that'). So <i>hai con mèo này</i> is 'these two cats'.",
            ) +
            "<ul><li><i>con</i> for animals and some moving things: <i>một con chó</i>, 'a dog'</li><li><i>cái</i> for most inanimate objects: <i>ba cái bàn</i>, 'three tables'</li><li><i>quyển</i> (north) or <i>cuốn</i> (south) for books: <i>một quyển sách</i></li><li><i>người</i> for people in counting: <i>năm người bạn</i>, 'five friends'</li><li><i>chiếc</i> for single items, vehicles and one of a pair: <i>một chiếc xe đạp</i>, 'a bicycle'</li></ul>" +
            p(
              "Simple sentences follow subject–verb–object order. The copula <i>là</i> links two nouns, as in <i>Tôi là sinh viên</i> ('I am a student'), but an adjective needs no copula: <i>Cô ấy cao</i> means 'She is tall'. Negation places <i>không</i> before the verb or adjective: <i>Tôi không mệt</i>, 'I am not tired'; before a noun predicate the form is <i>không phải là</i>.",
              "The commonest yes-or-no question wraps the predicate in <i>có … không</i>: <i>Anh có khỏe không?</i> ('Are you well?'). The reply repeats the key word rather than saying a bare yes: <i>Khỏe</i>, or <i>Có, tôi khỏe</i>. Content questions keep the question word in the place of the missing information, so there is no inversion: <i>Đây là cái gì?</i> ('This is what thing?') and <i>Anh đi đâu?</i> ('Where are you going?').",
            ),
        },
      },
    ],
  },
  {
    slug: "bharatanatyam-stance-adavus-and-hastas",
    discipline: "Bharatanatyam",
    title: "Bharatanatyam: Stance, Adavus and Hastas",
    description:
      "Bharatanatyam is learned with the body before the mind. Beginners in this studio course build the half-seated araimandi, the first families of adavus counted in adi tala, the single-hand gestures of the Abhinaya Darpana, and an understanding of the margam, the order a solo recital follows.",
    level: "beginner",
    duration: "ten weeks (two 90-minute classes a week)",
    plantedGap: "margam",
    modules: [
      {
        title: "Araimandi: The Foundation Stance",
        description:
          "Everything else rests on a stable half-sitting position, so we spend the first weeks building it safely.",
        lesson: {
          title: "Building the half-seated position",
          html: p(
            "Araimandi (Tamil, literally 'half sitting') is the basic position of Bharatanatyam, and almost every step begins and ends in it. The heels touch, the feet turn outwards so that they form a line or a wide V, and the knees bend outwards over the toes until the thighs make a diamond shape with the lower legs. The spine stays long and upright, the chest is lifted, and the hands usually rest on the waist with the fingers forward and the thumbs back. Seen from the front, the dancer's body forms a set of triangles, which is why teachers often describe the ideal line as geometric.",
            "The depth is roughly halfway between standing and the full sitting position, muzhumandi, in which the knees open fully and the dancer rests on the balls of the feet. A beginner should not force depth. The turn-out must come from rotation at the hip; if the knees drop inside the line of the toes, the twisting load falls on the knee joint, and repeated stamping in that position is a common cause of knee pain among young dancers. A good check is to look down: the kneecap should sit over the second or third toe.",
            "Strength comes with time. Teachers typically ask students to hold araimandi for thirty seconds, rest, and repeat, lengthening the hold by a few seconds each week, while also working on hip mobility off the studio floor. Students should warm up before class, dance on a sprung or wooden floor rather than concrete, and stop if pain in the knee or lower back persists. A correct araimandi looks effortless only because the legs, not the back, carry the weight.",
          ),
        },
      },
      {
        title: "Adavus and Adi Tala",
        description:
          "Adavus are the basic units of nritta, and in this module students learn the tatta and natta families with their spoken syllables.",
        lesson: {
          title: "Counting steps in eight beats",
          html:
            p(
              "An adavu is a short, fixed combination of foot positions, leg movements, hand gestures and glances, performed to rhythmic syllables called <i>sollukattu</i>. Adavus are the building blocks of <i>nritta</i>, pure dance without narrative meaning. Different schools, or <i>banis</i>, such as the Pandanallur and Vazhuvoor traditions, teach slightly different sets, but most begin with the same families and practise each one at three speeds, doubling the tempo each time.",
            ) +
            "<ul><li><b>Tatta adavu</b>: stamping with the flat of the foot in araimandi, to the syllables <i>tai ya tai</i>; it trains rhythm and evenness of sound.</li><li><b>Natta adavu</b>: stretching one leg to the side and striking the heel while the arms extend in line; it trains balance and clean lines.</li><li><b>Visharu adavu</b>: circular wrist and arm movements with the feet marking time.</li><li><b>Kuditta mettu adavu</b>: jumping onto the toes and landing on the heels.</li></ul>" +
            p(
              "Most beginning adavus are set to <i>adi tala</i>, the eight-beat cycle of Carnatic music. The cycle is counted by the hand: a clap and three finger counts (four beats), then a clap and a wave, then a clap and a wave again, giving 4 + 2 + 2 = 8 beats. Students keep this cycle going while the teacher, the <i>nattuvanar</i>, recites syllables and marks time with cymbals. A tatta adavu done at first speed places one stamp on each beat, eight in a cycle; at second speed sixteen; at third speed thirty-two.",
              "The aim is not speed but clarity. Each stamp should be audible and equal, the araimandi should not rise as the tempo increases, and the eyes should follow the hands where the step requires it. A dancer who can keep perfect time at third speed while holding the stance has mastered the family.",
            ),
        },
      },
      {
        title: "The Language of the Hands",
        description: "What can a single hand say? We learn the twenty-eight single-hand hastas and some of their uses.",
        lesson: {
          title: "Asamyuta hastas from the Abhinaya Darpana",
          html: p(
            "Hand gestures, <i>hastas</i> or <i>mudras</i>, allow a Bharatanatyam dancer to depict objects, actions and ideas. The standard reference is the <i>Abhinaya Darpana</i> ('Mirror of Gesture'), a Sanskrit treatise attributed to Nandikeshvara and usually dated to somewhere in the first millennium CE. It lists twenty-eight <i>asamyuta hastas</i>, gestures made with one hand, and twenty-four <i>samyuta hastas</i>, made with both hands together. Students learn the single-hand list first, chanting the verse that names them in order, beginning <i>pataka, tripataka, ardhapataka, kartarimukha, mayura, ardhachandra</i>.",
            "Each hasta has a defined shape and a list of uses, the <i>viniyoga</i>. <i>Pataka</i> ('flag') is the flat hand with fingers together and the thumb bent against the side of the palm; it can mean a cloud, a forest, a river, a blessing, or the start of a dance. <i>Tripataka</i> bends the ring finger and can show a crown, a tree or a flame. <i>Ardhachandra</i> ('half moon') spreads the thumb away from the flat hand and can depict the moon on the eighth day of the lunar month, or a hand seizing someone by the neck. <i>Mushti</i>, the closed fist with the thumb over the fingers, shows steadiness, grasping, or wrestling. <i>Shikhara</i>, the fist with the thumb raised, can signify the god of love, a bow, a pillar, or the question 'what?'.",
            "Because one shape carries many meanings, the context is supplied by the placement of the hand, the movement, the facial expression and the words of the song. A pataka held still above the head suggests a crown; the same hand moving slowly forward at waist level may show a river flowing. Beginners should aim for precise finger positions, clean transitions between shapes, and eyes that follow the hand, since the tradition teaches that where the hand goes, the eyes follow, and where the eyes go, the mind follows.",
          ),
        },
      },
    ],
  },
  {
    slug: "keeping-a-pipe-organ-in-tune",
    discipline: "Organ tuning",
    title: "Keeping a Pipe Organ in Tune",
    description:
      "Pipe organs drift with every change of temperature, and in this short practical course church musicians and apprentice builders learn how flue and reed pipes speak, how the temperament is set by counting beats, how flue pipes are corrected with cones, slides and stoppers, and how reeds are adjusted at the tuning wire.",
    level: "beginner",
    duration: "six Saturday sessions",
    plantedGap: "temperament",
    modules: [
      {
        title: "How Pipes Speak",
        description:
          "Before touching a pipe, we look at why flue pipes and reed pipes sound as they do and why they react differently to heat.",
        lesson: {
          title: "Flues, reeds and the thermometer",
          html: p(
            "An organ pipe makes its sound in one of two ways. In a <i>flue pipe</i>, wind from the windchest passes through a narrow slit, the flue, and strikes the upper lip of the mouth. The sheet of air oscillates in and out of the pipe, and the column of air inside the resonator governs the frequency. In a <i>reed pipe</i>, wind enters a boot and sets a thin brass tongue vibrating against an opening in a tube called the shallot; the tongue controls the pitch, and the resonator above it shapes the tone and loudness.",
            "The pitch of a flue pipe depends mainly on the length of its air column. An open pipe sounds a note whose wavelength is about twice its length, so the lowest C of an 8-foot stop comes from a pipe roughly eight feet long; stops are named by this nominal length, and a 4-foot stop sounds an octave higher than an 8-foot one. A stopped pipe, closed at the top, sounds an octave lower than an open pipe of the same length, which is why a stopped 8-foot flute can be only about four feet tall.",
            "Temperature is the organ tuner's constant opponent. The speed of sound in air rises by about 0.6 metres per second for each degree Celsius, and with it the frequency of every flue pipe: roughly 3 cents (hundredths of a semitone) per degree. A church heated from 8 °C to 20 °C for Sunday service therefore raises its flue pipes by more than a third of a semitone. Reed pitch depends on the tongue, a piece of metal whose vibration changes very little with temperature. The result is that the flues move while the reeds stay almost still, and in a cold or overheated building the reeds sound out of tune against the rest of the organ even though nothing has been touched. Reeds should therefore be tuned at the temperature at which the instrument will be played.",
          ),
        },
      },
      {
        title: "Tuning Flue Pipes by Beats",
        description:
          "Here the ear does the measuring: students learn to hear beats between two pipes and to move a flue pipe in pitch with the right tool.",
        lesson: {
          title: "Beats, cones and slides",
          html:
            p(
              "When two pipes of nearly the same pitch sound together, the listener hears a regular swelling and fading called <i>beating</i>. The number of beats per second equals the difference between the two frequencies. A pipe at 442 Hz sounded with a reference at 440 Hz beats twice a second; as the tuner brings the two together the beats slow down and vanish at the unison. Octaves are tuned the same way, by listening for the beat between the upper note and the second harmonic of the lower one.",
              "In routine tuning the tuner does not retune everything from scratch. One rank, usually the 4-foot Principal of the Great, serves as the reference. Its pitch is checked first, then every other stop is tuned to it note by note, by unison or octave, with an assistant holding keys at the console. How the pitch of a pipe is moved depends on its construction:",
            ) +
            "<ul><li><b>Open metal pipes without fittings</b> are coned: a tuning cone pressed point-down into the top flares the end and raises the pitch; the cup end closes the top slightly and lowers it. Repeated coning damages the pipe metal, so light taps are preferred.</li><li><b>Pipes with tuning slides</b>, sleeves of spring metal around the top, are tuned by sliding the sleeve up to lengthen the pipe and lower the pitch, or down to raise it.</li><li><b>Pipes with scrolls or slots</b> are tuned by rolling a flap of metal near the top to cover more or less of the opening.</li><li><b>Stopped pipes</b> are tuned by moving the stopper or cap: pushing it in shortens the air column and raises the pitch.</li></ul>" +
            p(
              "Always tune from flat to sharp where possible: bringing a pipe up to pitch leaves it seated more stably than pushing it down. Handle pipes with cotton gloves or a cloth, because the heat of the hand warms the metal and the air inside, and the pipe will read sharp until it cools again.",
            ),
        },
      },
      {
        title: "Reeds and the Tuning Wire",
        description:
          "Reed stops go out of tune fastest, and this session shows how the tuner corrects them without harming the tongue.",
        lesson: {
          title: "Tapping the wire up and down",
          html: p(
            "The pitch of a reed pipe is set mainly by the vibrating length of its tongue. A stiff wire, the <i>tuning wire</i> or tuning spring, passes down through the block and presses the tongue against the shallot. The part of the tongue below the wire is free to vibrate. Moving the wire down shortens the vibrating length and raises the pitch; moving it up lengthens the vibrating length and lowers the pitch. The tuner adjusts the wire with a reed knife or a small tuning tool, tapping it gently rather than pushing it, because a sudden movement can bend the tongue and spoil its curve.",
            "The curve of the tongue, set by the voicer, controls how the reed speaks, and it must never be altered during ordinary tuning. If a reed refuses to come into tune with a small movement of the wire, or speaks slowly, rattles or is much weaker than its neighbours, something else is wrong: dirt or a dead insect on the tongue, a tongue that has lost its curve, or a loose wedge. Such faults belong to the voicer or the organ builder.",
            "Reeds are tuned last and to the flue stops, not to each other in isolation. A common method is to tune the Trumpet 8-foot to the Principal 4-foot, listening to the octave, and then to tune other reeds to the Trumpet. Because the flues drift with the temperature, reeds should be touched up just before the instrument is used, with the heating already at its service setting. A reed at the correct pitch but with a poor tone may also benefit from adjusting the length of its resonator slightly, which changes the tone more than the pitch. After tuning, play a chord on the full reed chorus; any remaining slow beat shows which pipe still needs attention.",
          ),
        },
      },
    ],
  },
  {
    slug: "poultry-science-from-egg-to-flock",
    discipline: "Poultry science",
    title: "Poultry Science: From Egg to Flock",
    description:
      "The domestic chicken converts feed into food more efficiently than any other farmed land animal. This beginner module follows the bird from the inside out, taking in its digestive system, the hen's laying cycle and how an egg is formed, artificial incubation and hatching, and the biosecurity that keeps avian influenza out of a flock.",
    level: "beginner",
    duration: "eight weeks",
    plantedGap: "biosecurity",
    modules: [
      {
        title: "The Digestive System of the Fowl",
        description:
          "A bird has no teeth, so we trace how feed is stored, ground and absorbed on its way from beak to cloaca.",
        lesson: {
          title: "Crop, gizzard and caeca",
          html:
            p(
              "The chicken's digestive tract is short, light and fast, an adaptation to flight that domestic birds have kept. Feed passes through it in roughly three to four hours in a laying hen, compared with a day or more in a pig. Because birds have no teeth, the work of grinding is moved from the mouth to a muscular stomach, and the order of organs differs from that of mammals.",
            ) +
            "<table><tr><th>Organ</th><th>Main function</th></tr><tr><td>Beak and mouth</td><td>Pick up feed; saliva lubricates it; little chewing or digestion</td></tr><tr><td>Crop</td><td>Pouch of the oesophagus that stores and softens feed</td></tr><tr><td>Proventriculus</td><td>Glandular stomach secreting hydrochloric acid and pepsin</td></tr><tr><td>Gizzard (ventriculus)</td><td>Muscular stomach that grinds feed, helped by grit</td></tr><tr><td>Small intestine</td><td>Enzymatic digestion and absorption of nutrients</td></tr><tr><td>Caeca (two)</td><td>Microbial fermentation of fibre; water reabsorption</td></tr><tr><td>Cloaca</td><td>Common exit for faeces, urine and eggs</td></tr></table>" +
            p(
              "Two features matter in practice. The gizzard can exert considerable pressure, and insoluble grit in it acts as millstones; birds fed whole grain need access to grit, whereas birds on a fully ground commercial ration need little. The proventriculus sits before the gizzard, so feed is acidified and mixed with pepsin before it is ground, and then passes back and forth between the two.",
              "Birds excrete nitrogen as uric acid rather than urea, which is why droppings carry a white cap. Uric acid is insoluble and needs little water to excrete, another saving of weight. Because the tract is short, the feed must be digestible: a broiler ration is typically about 20 per cent crude protein with a balanced supply of the amino acids lysine and methionine, and adding the enzyme phytase releases phosphorus that the bird could not otherwise absorb from plant material.",
            ),
        },
      },
      {
        title: "The Laying Cycle",
        description: "Students follow a single egg through the oviduct and learn why day length controls production.",
        lesson: {
          title: "Twenty-five hours to make an egg",
          html: p(
            "A hen has only one functional ovary and oviduct, on the left; the right-hand ones stop developing in the embryo. At the point of lay, around 18 to 20 weeks of age in modern laying strains, the ovary carries a hierarchy of yolks, or follicles, at different stages of growth. When the largest is mature it is released into the oviduct, an event called ovulation, and the egg is built around it as it travels.",
            "The oviduct has five regions. The <i>infundibulum</i> catches the yolk, and it is here, within about fifteen minutes, that fertilisation occurs if sperm are present. The <i>magnum</i> adds most of the albumen over about three hours. The <i>isthmus</i> adds the two shell membranes in a little over an hour. The <i>shell gland</i>, or uterus, is where the egg spends about twenty hours while calcium carbonate is laid down as shell, and pigment is added in brown-egg breeds. Finally the egg passes through the vagina and is laid, blunt end usually first, with a thin protective layer, the cuticle, still wet on its surface.",
            "The whole process takes about 24 to 26 hours, and the next ovulation normally follows within an hour of laying. Each day's egg therefore comes a little later than the last, until the hen skips a day and begins a new sequence, or clutch. A good commercial hen lays over 300 eggs in a year.",
            "Light is the switch. Day length is sensed through the eye and also directly through the skull by the hypothalamus, which releases the hormones that drive the ovary. Increasing day length stimulates laying, and a falling day length reduces it, which is why backyard flocks slow down in autumn. Commercial flocks are kept on about 14 to 16 hours of light a day and the light is never reduced during lay. A shell needs about 2 grams of calcium, so layers are fed a ration with around 4 per cent calcium, often partly as coarse limestone eaten in the afternoon when shell formation begins.",
          ),
        },
      },
      {
        title: "Incubation and Hatching",
        description:
          "An incubator must do what a broody hen does by instinct, and this module sets out the temperature, humidity and turning a hatch needs.",
        lesson: {
          title: "Twenty-one days in the incubator",
          html:
            p(
              "A fertile chicken egg hatches after about 21 days at the right temperature. A broody hen keeps her eggs warm, turns them with her beak many times a day and leaves the nest briefly to feed; an incubator must copy each of these. Hatching eggs should be clean, unwashed, of normal shape, and set within seven days of lay, stored meanwhile at about 15 to 18 °C with the pointed end down. Hatchability falls steadily with longer storage.",
              "The main settings for a forced-air incubator, where a fan keeps the temperature even, are these:",
            ) +
            "<ul><li><b>Temperature</b>: 37.5 °C (99.5 °F). Half a degree too hot for long shortens the incubation and produces weak or deformed chicks; too cold delays hatching.</li><li><b>Humidity</b>: about 45 to 55 per cent relative humidity for days 1 to 18, so that the egg loses roughly 12 per cent of its weight by evaporation and forms an adequate air cell.</li><li><b>Turning</b>: at least three times a day, and hourly in most automatic machines, through about 45 degrees each way, to stop the embryo sticking to the shell membranes. Turning stops on day 18.</li><li><b>Lockdown</b>: from day 18 the eggs lie flat in the hatcher, humidity is raised to about 65 to 70 per cent to keep the membranes soft, and the lid stays closed.</li></ul>" +
            p(
              "Candling, shining a bright light through the shell in a dark room, lets the operator check progress. At about day 7 a fertile egg shows a network of blood vessels spreading from a dark spot, the embryo; a clear egg is infertile and should be removed, and an egg with a blood ring has an embryo that has died. At day 18 the embryo fills most of the egg. The chick then breaks into the air cell (internal pipping), breathes air, chips a hole in the shell and finally cuts round the blunt end to emerge. Chicks can live for about two days on the absorbed yolk sac, which is why hatcheries can ship day-old chicks.",
            ),
        },
      },
    ],
  },
  {
    slug: "film-editing-first-cuts",
    discipline: "Film editing",
    title: "Film Editing: First Cuts",
    description:
      "Editing is the last rewrite of a film. In twelve workshop sessions beginners organise and log their footage, learn the continuity conventions of cutting on action and the 180-degree rule, cut a dialogue scene, and see how the Kuleshov effect lets an audience read emotion into a neutral face.",
    level: "beginner",
    duration: "twelve weekly workshops",
    plantedGap: "Kuleshov effect",
    modules: [
      {
        title: "Organising the Footage",
        description:
          "Good editing starts before the first cut, with folders, bins, names and notes that let you find any take in seconds.",
        lesson: {
          title: "Bins, logs and timecode",
          html: p(
            "A short film may come back from the shoot with several hundred clips, and a feature with tens of thousands. An editor who cannot find a shot cannot cut with it, so the first day of any project is spent on organisation. Professional editors follow a consistent routine whichever software they use, whether Avid Media Composer, Adobe Premiere Pro or DaVinci Resolve.",
            "First, copy the camera cards to two separate drives and verify the copies before any card is wiped; a checksum tool compares the files byte for byte. Second, create a project folder structure that separates original media, sound, graphics, music and exports. Third, import the footage into <i>bins</i> (folders inside the editing software) organised by scene, and rename clips using the scene, shot and take numbers from the slate: 12B-3, for example, is scene 12, shot B, take 3. Double-system sound, recorded separately from the picture, must be synced to the picture, either automatically by matching timecode or audio waveforms or manually by lining up the frame where the clapperboard closes with the spike in the audio.",
            "Timecode identifies every frame with hours, minutes, seconds and frames, as in 01:02:15:12. At 24 frames per second the last field counts from 00 to 23; at 25 fps, the European broadcast rate, from 00 to 24. Timecode lets the editor return to an exact frame months later and lets the colourist and sound mixer work from the same reference.",
            "Finally, watch everything and log it. Read the script supervisor's notes, which record the director's preferred takes and any continuity problems, and add your own comments to each clip: performance, focus, a good reaction, a background actor who looks at the lens. Heavy camera formats are often converted to lightweight <i>proxy</i> files for editing, then relinked to the full-quality originals at the end. An hour of logging saves a day of searching.",
          ),
        },
      },
      {
        title: "Continuity Cutting",
        description:
          "Why does a well-cut scene feel seamless? This module teaches the rules of continuity editing that make space and movement read clearly.",
        lesson: {
          title: "Cutting on action and keeping the line",
          html:
            p(
              "The continuity system, developed in American cinema in the 1910s and still dominant, aims to make cuts invisible so that the audience follows the story rather than the editing. It rests on keeping space, direction and movement consistent from one shot to the next. The main conventions are easiest to learn as a list and to remember as reasons:",
            ) +
            "<ul><li><b>The 180-degree rule.</b> Imagine a line running through the two characters in a scene. As long as every camera position stays on one side of it, A always looks right and B always looks left. Cutting to a shot from the other side makes them appear to swap places.</li><li><b>Cutting on action.</b> Cut during a movement, such as a character sitting down or opening a door, beginning it in one shot and completing it in the next. The eye follows the motion and does not notice the join.</li><li><b>Eyeline match.</b> A shot of someone looking off-screen followed by a shot of what they see tells the viewer what they are looking at.</li><li><b>The 30-degree rule.</b> Two consecutive shots of the same subject should differ in angle by at least 30 degrees, or in size by a clear step, or the cut looks like a mistake, a jump cut.</li></ul>" +
            p(
              "Cutting on action needs precise frame choice. A common method is to let about two thirds of the movement play in the outgoing shot and the final third in the incoming one, then adjust by single frames until the movement appears continuous. If an actor lifts a cup with the right hand in the wide shot and the left in the close-up, the editor can choose a different take, cut away to a reaction, or accept the error if the performance is stronger; audiences notice mismatched performance far more readily than a mismatched cup.",
              "The rules can be broken, and often are, for deliberate effect: Jean-Luc Godard's jump cuts in <i>À bout de souffle</i> (1960) are the best-known example. But an editor should break them knowingly, not by accident.",
            ),
        },
      },
      {
        title: "Cutting a Dialogue Scene",
        description:
          "Students cut the same two-person scene three ways and compare how the choice of shot changes the audience's sympathy.",
        lesson: {
          title: "On the line, off the line",
          html: p(
            "A dialogue scene is usually covered with a <i>master</i> shot showing both characters, a pair of over-the-shoulder shots, and closer singles of each actor. The editor's task is to choose, moment by moment, whose face the audience should be watching. The beginner's instinct is to cut to whoever is speaking, which produces a flat, ping-pong rhythm. Experienced editors cut more often on reactions, because the listener's face shows how the words land, and that is where much of the drama lies.",
            "A standard structure begins in the master to establish the space, moves into over-the-shoulder shots as the conversation develops, and saves the tightest close-ups for the emotional turn of the scene. If the editor uses close-ups too early, there is nowhere left to go when the scene needs intensity.",
            "Split edits make dialogue flow. In a <i>J-cut</i> the sound of the next shot starts before its picture: we hear B begin to answer while still watching A. In an <i>L-cut</i> the picture changes before the sound: A's line continues over a shot of B listening. Both soften the cut and keep the audience attentive to both characters. On a typical timeline they appear as the audio and video tracks of a clip starting or ending at different points.",
            "Rhythm is judged by feeling, but it can be examined. Walter Murch, editor of <i>The Conversation</i> and <i>Apocalypse Now</i>, proposed in <i>In the Blink of an Eye</i> (1995) six criteria for a good cut in order of importance: emotion, story, rhythm, eye-trace, two-dimensional plane of the screen, and three-dimensional space. He weighted emotion at 51 per cent. An editor cutting a scene should first ask whether each cut is true to what the characters feel at that moment; a cut that is perfect for continuity but wrong for emotion is the wrong cut. Pauses, too, are material: removing a few frames of silence before a reply makes a character seem quick or defensive, while extending it makes them seem hurt or calculating.",
          ),
        },
      },
    ],
  },
];
