/** Fifty-eighth held-out evaluation courses, beginner level (harmonica to ice hockey coaching); see ai-courses-heldout58.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT58_A: EvalCourse[] = [
  {
    slug: "diatonic-harmonica-from-first-note-to-cross-harp",
    discipline: "Harmonica",
    title: "Diatonic Harmonica: From First Note to Cross Harp",
    description:
      "Small enough for a pocket, the ten-hole diatonic harmonica is also one of the hardest instruments to play cleanly. Over eight evening classes complete newcomers with a harmonica in C learn single notes by lip pursing and by tongue blocking, read harmonica tab, bend the draw notes on holes 1 to 4, and play in second position, the 'cross harp' of the blues.",
    level: "beginner",
    duration: "8 weekly evening classes of 90 minutes",
    plantedGap: "tongue blocking",
    modules: [
      {
        title: "Meet the Instrument: Layout and Single Notes",
        description:
          "You will learn how the reeds in a Richter-tuned harmonica are laid out and how to isolate one hole with your lips.",
        lesson: {
          title: "Twenty reeds and a pucker",
          html:
            p(
              "A standard diatonic harmonica has ten holes and twenty reeds, two in each hole. One reed sounds when you blow and the other when you draw (breathe in). The reeds are riveted to two brass plates, the blow reeds on the upper plate and the draw reeds on the lower, and air passing over a reed makes it vibrate through its slot. Almost every harmonica sold today uses the layout devised in the nineteenth century and named after Joseph Richter, so called Richter tuning.",
              "On a harmonica in C the notes run as follows:",
            ) +
            "<table><tr><th>Hole</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th><th>8</th><th>9</th><th>10</th></tr><tr><td>Blow</td><td>C</td><td>E</td><td>G</td><td>C</td><td>E</td><td>G</td><td>C</td><td>E</td><td>G</td><td>C</td></tr><tr><td>Draw</td><td>D</td><td>G</td><td>B</td><td>D</td><td>F</td><td>A</td><td>B</td><td>D</td><td>F</td><td>A</td></tr></table>" +
            p(
              "Two features of this table explain much of the instrument's character. First, blowing anywhere gives notes of the C major chord and drawing in the low holes gives notes of the G major chord, so strumming several holes at once always sounds harmonious. Second, the complete C major scale only exists in the middle octave, holes 4 to 7; in the bottom octave A and F are missing, and at hole 7 the pattern swaps so that the draw note is lower than the blow note.",
              "Playing a melody needs single notes, and the first way to get them is lip pursing (the 'pucker'). Relax the jaw, let the harmonica sit deep between the lips so that the moist inner part of the lip seals against the cover plates, and shape the lips as if whistling or sipping through a straw. Breathe gently from the diaphragm rather than sucking from the cheeks: a harmonica needs very little air, and forcing it makes the reeds choke. Practise on hole 4, blow then draw, until each note sounds clear without its neighbours, then move slowly up and down holes 4 to 7 to play the scale: 4 blow, 4 draw, 5 blow, 5 draw, 6 blow, 6 draw, 7 draw, 7 blow.",
            ),
        },
      },
      {
        title: "Reading Tab and Playing Tunes",
        description:
          "Harmonica music is usually written not in staff notation but in tab, which tells you which hole to play and which way to breathe.",
        lesson: {
          title: "Numbers, arrows and rhythm",
          html:
            p(
              "Harmonica tablature, or tab, gives a hole number for each note and shows the breathing direction with a sign. Different books use different signs, so a player should check the key at the front of any collection. The most common conventions are a plain number or a plus sign for blow (4 or +4) and a minus sign or a downward arrow for draw (-4). Bends, which we meet later, are marked with an apostrophe after the number: -3' means hole 3 draw bent down one semitone, -3'' two semitones.",
              "Tab has one great weakness: it says which note to play but not when to play it or for how long. Good tab therefore sits under the lyrics, or over a staff, or has the beats marked; when it does not, the player must know the tune by ear. This is why beginners learn tunes they already know. The first phrase of 'Twinkle, Twinkle, Little Star' in the middle octave is written 4 4 6 6 -6 -6 6, and 'Oh! Susanna' begins 4 -4 5 6 6 -6 6 5 4. Sing each line before playing it and tap the beat with a foot.",
              "Several habits make tab practice productive:",
            ) +
            "<ul><li>Play slowly enough to make every note clean; speed comes from accuracy, not the other way round.</li><li>Move the harmonica, not the head, so the lips keep their seal.</li><li>Keep the throat open and breathe through the instrument between phrases rather than removing it to gasp.</li><li>Record yourself on a phone once a week; the ear hears airiness and neighbouring notes far better on playback than in the moment.</li></ul>" +
            p(
              "Because the scale in holes 4 to 7 changes direction at hole 7, tunes that climb past 7 draw feel awkward at first. Practise the turn 6 blow, -6, -7, 7 on its own until it is smooth, since it appears in almost every tune in C.",
            ),
        },
      },
      {
        title: "Bending Notes and Second Position",
        description:
          "Here the harmonica starts to sound like the blues: we lower draw notes by changing the shape of the mouth, then play in G on a C harmonica.",
        lesson: {
          title: "How a draw bend works, and why blues players use cross harp",
          html: p(
            "Bending is lowering the pitch of a note by changing the resonance of the mouth and throat. In each hole the two reeds interact, and the higher-pitched reed of the pair can be pulled down towards the lower one. In holes 1 to 6 the draw reed is the higher, so those holes bend on the draw; in holes 7 to 10 the blow reed is higher and they bend on the blow. The number of semitones available is the gap between the two reeds less one: hole 1 draw (D over C) bends by one semitone, hole 2 draw (G over E) by two, hole 3 draw (B over G) by three, hole 4 draw (D over C) by one.",
            "To find a bend, play a clean draw note on hole 4, then slowly change the vowel you are silently shaping from 'ee' to 'oo', drawing the tongue back and dropping the jaw, as if the air had to travel further. The pitch should sag and the tone darken. Many learners feel nothing for a week and then find the bend all at once. Hole 4 and hole 1 are usually easiest, hole 2 and hole 3 hardest because the deeper bends need a larger mouth cavity and a gentle airflow. Use a tuner app to check that a bend is in tune: a half-bent note that wanders between pitches sounds like a mistake rather than expression.",
            "Playing a C harmonica in the key of C is called first position. Blues players usually prefer second position, or cross harp, and play in G. The home note is then 2 draw (or its twin, 3 blow), the low draw holes give the G chord, and the bendable draw notes of holes 2, 3 and 4 fall exactly where blues singers slide into their notes. The 4 draw sits on D, the fifth of the key, and the bent 3 draw gives the flattened seventh and third that colour the blues scale. A G blues riff such as -2 -3' -4 -4' -4 -3 -2 uses all of this in a single phrase.",
          ),
        },
      },
    ],
  },
  {
    slug: "gaeilge-first-steps-conversation-and-grammar",
    discipline: "Irish language",
    title: "Gaeilge: First Steps in Conversation and Grammar",
    description:
      "Gaeilge is the first official language of Ireland, and in this one-semester module absolute beginners learn to greet people, introduce themselves and ask simple questions. Grammar is taught as it is needed: broad and slender consonants in spelling and speech, the two verbs meaning 'to be', and the initial mutations called lenition and eclipsis.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "eclipsis",
    modules: [
      {
        title: "Sounds and Spelling: Broad and Slender",
        description:
          "Irish spelling looks strange until its main rule is grasped, so the course opens with the sounds of the language and how vowels tell you which consonant you are hearing.",
        lesson: {
          title: "Caol le caol agus leathan le leathan",
          html:
            p(
              "Irish has three main dialects, spoken in Munster, Connacht and Ulster, and a written standard (An Caighdeán Oifigiúil) used in schools, publishing and government since 1958. Pronunciation differs noticeably between the dialects, so learners should choose one for speaking while reading the standard. The spelling system itself, however, is shared, and once its logic is understood it is far more regular than English.",
              "The key is that almost every Irish consonant comes in two forms, broad and slender. A broad consonant is pronounced with the back of the tongue raised, roughly as in English 'too' or 'go'; a slender one is pronounced with the front of the tongue raised towards the palate, giving a sound like the 'ty' in 'tune' or a light 'sh' for slender <i>s</i>. Irish writing shows which is meant through the vowels beside the consonant. The broad vowels are <i>a</i>, <i>o</i> and <i>u</i>; the slender vowels are <i>e</i> and <i>i</i>. A consonant next to a broad vowel is broad, and one next to a slender vowel is slender.",
              "From this comes the spelling rule every learner memorises: <i>caol le caol agus leathan le leathan</i>, 'slender with slender and broad with broad'. A consonant or consonant group between two vowels must have vowels of the same kind on both sides, so that its quality is never in doubt. That is why words contain vowel groups such as <i>ea</i>, <i>ai</i>, <i>oi</i> and <i>ui</i>, many of whose letters are not pronounced separately but simply mark the quality of the consonant next to them.",
            ) +
            "<ul><li><i>bó</i> 'cow': broad <i>b</i>; <i>beo</i> 'alive': slender <i>b</i>, the <i>e</i> only marks it</li><li><i>sé</i> 'he', pronounced like English 'shay'; <i>sú</i> 'juice', with an ordinary <i>s</i></li><li><i>cailín</i> 'girl': the <i>i</i> after <i>a</i> makes the <i>l</i> slender, to agree with the <i>í</i> after it</li></ul>" +
            p(
              "Long vowels carry an acute accent, the <i>síneadh fada</i>, and it changes meaning: <i>sean</i> 'old' but <i>seán</i> 'a sloping place'. The <i>fada</i> must always be written.",
            ),
        },
      },
      {
        title: "Two Verbs 'To Be': Tá and Is",
        description:
          "Learn when to say tá and when to use the copula is, the distinction on which the first real sentences depend.",
        lesson: {
          title: "Saying where, how and what you are",
          html:
            p(
              "Irish, like Spanish, has two ways of expressing English 'to be', and beginners must learn early which to use. The substantive verb <i>bí</i>, whose present tense is <i>tá</i>, describes states, conditions and locations: how someone is, where something is, what the weather is doing. The copula <i>is</i> links two nouns or pronouns, saying what someone or something is, in identification or classification.",
              "In Irish the verb comes first in the sentence, followed by the subject and then everything else, the order linguists call VSO. With <i>tá</i> this gives sentences such as <i>Tá mé go maith</i>, 'I am well'; <i>Tá Máire sa bhaile</i>, 'Máire is at home'; <i>Tá sé fuar inniu</i>, 'It is cold today'. The negative form is <i>níl</i>: <i>Níl mé tuirseach</i>, 'I am not tired'. A question begins with the fixed phrase <i>An bhfuil...?</i>, which learners should simply memorise: <i>An bhfuil tú go maith?</i> is answered <i>Tá</i> (yes) or <i>Níl</i> (no), because Irish has no single words for yes and no and repeats the verb instead.",
              "The copula is used to say what someone is. <i>Is múinteoir é</i> means 'He is a teacher', literally 'is teacher he'; <i>Is mise Seán</i> means 'I am Seán'. English speakers are tempted to write *<i>Tá sé múinteoir</i>, which is wrong, because <i>tá</i> cannot join two nouns directly. Its negative is <i>ní</i> (<i>Ní múinteoir é</i>) and its question form <i>an</i> (<i>An múinteoir é?</i>, answered <i>Is ea</i> or <i>Ní hea</i>).",
            ) +
            "<table><tr><th>Meaning</th><th>Verb</th><th>Example</th></tr><tr><td>state or feeling</td><td>tá</td><td>Tá ocras orm (I am hungry)</td></tr><tr><td>place</td><td>tá</td><td>Tá sí sa siopa (she is in the shop)</td></tr><tr><td>identity</td><td>is</td><td>Is mise Aoife (I am Aoife)</td></tr><tr><td>profession, class</td><td>is</td><td>Is dochtúir í (she is a doctor)</td></tr></table>",
        },
      },
      {
        title: "Greetings, Possessives and Lenition",
        description:
          "Talking about your family means saying 'my', 'your' and 'his', and each of these changes the first sound of the noun that follows.",
        lesson: {
          title: "Mo mháthair, do chara: the séimhiú",
          html:
            p(
              "Conversation in Irish begins with a blessing. The standard greeting is <i>Dia duit</i>, 'God to you', and the reply adds Mary: <i>Dia is Muire duit</i>. To ask how someone is, each dialect has its own phrase: <i>Conas atá tú?</i> in Munster, <i>Cén chaoi a bhfuil tú?</i> in Connacht and <i>Cad é mar atá tú?</i> in Ulster. Name and origin follow: <i>Is mise Pádraig. Is as Corcaigh mé</i>, 'I am Pádraig. I am from Cork.'",
              "Talking about family introduces the most characteristic feature of Celtic grammar, the initial mutation: a change to the first consonant of a word caused by the word before it. The commonest mutation is lenition, <i>séimhiú</i> in Irish, which softens a consonant and is written by adding <i>h</i> after it. The possessives <i>mo</i> 'my', <i>do</i> 'your' and <i>a</i> 'his' all cause lenition:",
            ) +
            "<ul><li><i>máthair</i> 'mother' becomes <i>mo mháthair</i>, said with a <i>w</i> or <i>v</i> sound</li><li><i>cara</i> 'friend' becomes <i>do chara</i>, with <i>ch</i> as in Scottish 'loch'</li><li><i>teach</i> 'house' becomes <i>a theach</i> 'his house', with <i>th</i> pronounced like <i>h</i></li><li><i>fear</i> 'man' becomes <i>mo fhear</i>, where <i>fh</i> is silent</li></ul>" +
            p(
              "Not every letter can be lenited. Vowels, <i>l</i>, <i>n</i> and <i>r</i> show no change in writing, and neither do <i>s</i> clusters such as <i>sc</i>, <i>sm</i>, <i>sp</i> and <i>st</i>. Before a vowel <i>mo</i> and <i>do</i> shorten: <i>m'athair</i> 'my father', <i>d'árasán</i> 'your flat'. The word <i>a</i> is particularly instructive. 'His coat' is <i>a chóta</i> with lenition, but 'her coat' is <i>a cóta</i> with none, so the mutation alone tells the listener whose coat it is. Learners should therefore practise the possessives aloud in pairs, describing a family photograph: <i>Seo é m'athair agus seo í mo dheirfiúr</i>, 'This is my father and this is my sister.'",
            ),
        },
      },
    ],
  },
  {
    slug: "cheese-affinage-maturing-room-practice",
    discipline: "Cheese affinage",
    title: "Cheese Affinage: Maturing Room Practice",
    description:
      "Maturing rooms, not dairies, give many cheeses their finished character. Working in a commercial cave over six days, learners control temperature and humidity, turn and brush natural rinds, wash rinds with brine to encourage Brevibacterium linens, and learn to judge ripeness by sampling with a cheese iron.",
    level: "beginner",
    duration: "6 days (one day a week)",
    plantedGap: "cheese iron",
    modules: [
      {
        title: "The Maturing Room",
        description:
          "Every decision an affineur makes starts with the air in the room, so we measure it and learn what each style of cheese needs.",
        lesson: {
          title: "Temperature, humidity and air movement",
          html:
            p(
              "Affinage is the care of cheese between the make room and the counter. During maturation enzymes from the milk, the rennet and the starter and ripening cultures break down protein and fat into the compounds we taste, while moulds, yeasts and bacteria colonise the surface to form the rind. The affineur cannot add flavour; the job is to set conditions in which the right changes happen at the right speed and the wrong ones do not.",
              "Three variables govern a maturing room. Temperature sets the pace: ripening roughly halves in speed for each drop of ten degrees, so cellars are kept cool, most between 8 and 14 °C. Relative humidity (RH) decides whether the cheese loses water: at low RH the rind dries, cracks and lets in unwanted moulds; at very high RH surfaces turn slimy. Air movement carries moisture away and evens out conditions, but a direct draught will crack a rind in a day.",
            ) +
            "<table><tr><th>Style</th><th>Typical temperature</th><th>Typical RH</th></tr><tr><td>Bloomy rind (Camembert type)</td><td>10-13 °C</td><td>90-95 %</td></tr><tr><td>Washed rind</td><td>12-15 °C</td><td>90-95 %</td></tr><tr><td>Natural rind, hard or cloth-bound</td><td>10-13 °C</td><td>80-90 %</td></tr></table>" +
            p(
              "Humidity is measured with a digital hygrometer, checked each month against a wet-and-dry-bulb psychrometer or a salt test. It helps to understand what RH means. Air at 12 °C can hold about 10.7 g of water vapour per cubic metre; at 85 % RH it holds about 9.1 g, so it can still take up 1.6 g from every cubic metre that passes a cheese. Raise the temperature to 16 °C without adding water and the RH falls to about 67 %, which is why a warm day with the door open can dry a whole room of cheese. Record temperature and humidity twice a day in a log: patterns in that log explain most rind faults long before they are visible.",
            ),
        },
      },
      {
        title: "Natural Rinds: Turning, Brushing and Mites",
        description:
          "Hard cheeses with natural or cloth-bound rinds need regular, unglamorous handling, and this module shows how and why it is done.",
        lesson: {
          title: "Keeping a natural rind healthy",
          html:
            p(
              "A natural rind forms when the surface of a pressed cheese is allowed to dry and is colonised by the moulds and yeasts of the room. Traditional clothbound Cheddar, Lancashire and many Alpine and Pyrenean mountain cheeses mature this way, some for a year or more. The affineur's routine is simple but must never lapse.",
              "Turning comes first. A young cheese is full of moisture, and gravity draws it down towards the shelf. Turning the cheese daily for the first week or two, then weekly, keeps moisture and fat evenly distributed, keeps the wheel symmetrical and stops the underside sticking to the board or growing damp patches of unwanted mould. Boards of spruce are traditional because the wood absorbs and releases moisture and carries a beneficial flora of its own; they are scrubbed and dried, not sterilised.",
              "Brushing is the second task. A healthy rind grows a grey or greenish coat of moulds such as <i>Penicillium</i> and <i>Mucor</i>; left alone, the fluffy 'cat's hair' of <i>Mucor</i> thickens and the surface becomes uneven. Brushing with a stiff brush every week or two keeps the growth short and even. It also controls cheese mites, tiny arachnids (chiefly <i>Tyrophagus casei</i> and <i>Acarus siro</i>) that feed on the rind and leave a fine brown dust. A few mites are normal in a traditional store and some producers, as with Mimolette, even value them; heavy infestations damage the rind, so affineurs brush, vacuum the shelves and keep records of which batches are affected.",
            ) +
            "<ul><li>Wash hands and change gloves between batches, so moulds from one cheese are not carried to another.</li><li>Inspect every wheel when it is turned: cracks, soft spots, unusual colours and smells are noted on the batch card.</li><li>Small cracks are rubbed with lard or butter and the cheese is watched; deep cracks let in blue mould and can spoil the wheel.</li></ul>",
        },
      },
      {
        title: "Washed Rinds and the Smear",
        description:
          "Washing the surface with brine changes which microbes win, and the orange, pungent rinds of Époisses and Munster are the result.",
        lesson: {
          title: "From Geotrichum to Brevibacterium",
          html: p(
            "Washed-rind cheeses are rubbed or wiped repeatedly with a salt solution, sometimes with added beer, cider, wine or spirit, from the first days of maturation. The washing keeps the surface moist and salty and selects for a community of salt-tolerant microorganisms called the smear, or <i>morge</i> in French. The best known member is <i>Brevibacterium linens</i>, which gives the orange to reddish colour and part of the characteristic smell, though modern studies show that coryneform bacteria such as <i>Arthrobacter</i> and <i>Corynebacterium</i>, and yeasts, make up most of the community.",
            "The succession on the surface follows the chemistry. A fresh cheese is acidic, with a pH around 4.8 to 5.2, which the smear bacteria cannot tolerate. Yeasts such as <i>Debaryomyces hansenii</i> and the mould-like yeast <i>Geotrichum candidum</i> grow first; they consume lactic acid and release ammonia, so the pH of the surface rises. Once it passes about 5.8 the bacteria can establish themselves, and over two to three weeks the rind turns from white and velvety to tacky and orange.",
            "A typical washing routine for a small soft washed-rind cheese is as follows. A brine of about 3 to 5 % salt (30 to 50 g per litre of boiled, cooled water) is prepared fresh each week. The cheese is wiped with a cloth or soft brush dipped in brine two or three times in the first week, then two or three times a week, and turned at each washing. Many affineurs practise old-young smearing: they wash the oldest cheeses first and then the youngest with the same cloth, carrying the established flora onto the new batch. This works but also carries any contaminant, so the cloth is changed daily and the brine discarded when it clouds.",
            "Faults are easily read. A rind that stays white and furry has been washed too little or kept too dry; a slimy, grey or evil-smelling rind has been washed too much or kept too wet and warm, and needs a drier shelf and a few days' rest.",
          ),
        },
      },
    ],
  },
  {
    slug: "sheet-metal-bench-fundamentals",
    discipline: "Sheet metal work",
    title: "Sheet Metal Bench Fundamentals",
    description:
      "Sheet metal is cut, bent and joined far more often than it is cast or machined. Trade-entry learners in this course choose materials and gauges, mark out patterns by parallel-line development, cut with snips and guillotine, fold with the correct bend allowance, and join work with rivets and grooved seams.",
    level: "beginner",
    duration: "12 weeks (one practical day a week)",
    plantedGap: "rivet",
    modules: [
      {
        title: "Materials and Gauges",
        description:
          "Which sheet should you use, and how thick is it? We compare the common metals and the ways their thickness is specified.",
        lesson: {
          title: "Steel, aluminium and stainless in the workshop",
          html:
            p(
              "Most work in a general sheet metal shop uses four materials. Cold-rolled mild steel (CR4 in British practice, DC01 in the European standard EN 10130) is cheap, strong and easy to form and weld, but rusts unless painted. Galvanised steel carries a zinc coating that protects it from corrosion and is the usual choice for ductwork, guttering and agricultural work; the coating gives off harmful fumes if welded or heated. Aluminium sheet, typically grade 1050A for soft, easily formed work or 5251 for stronger marine and vehicle panels, is about one third the weight of steel for the same volume and does not rust. Stainless steel, most often grade 304, is used for catering and food equipment; it work-hardens quickly, so it needs sharp tools and slower cutting.",
              "Thickness is specified either in millimetres or by gauge. Gauge numbers run backwards, a larger number meaning thinner sheet, and several incompatible systems exist. British shops still use the Standard Wire Gauge (SWG):",
            ) +
            "<table><tr><th>SWG</th><th>Thickness (mm)</th><th>Typical use</th></tr><tr><td>24</td><td>0.56</td><td>light ducting, trays</td></tr><tr><td>20</td><td>0.91</td><td>enclosures, guards</td></tr><tr><td>18</td><td>1.22</td><td>brackets, vehicle panels</td></tr><tr><td>16</td><td>1.63</td><td>heavier covers, chassis parts</td></tr></table>" +
            p(
              "Because American gauges for steel and for aluminium differ from SWG and from each other, a drawing should always give thickness in millimetres, and a learner should check any sheet with a micrometer or a sheet gauge before marking out. Note also the rolling direction, usually visible as fine lines on the surface: sheet bends more reliably, and cracks less, when the fold line runs across the rolling direction rather than along it.",
            ),
        },
      },
      {
        title: "Marking Out and Pattern Development",
        description:
          "Before a single cut, the three-dimensional job has to be unfolded into a flat pattern, and parallel-line development is the first method to master.",
        lesson: {
          title: "Unrolling a cylinder",
          html:
            p(
              "Pattern development is the geometry of unfolding a three-dimensional object into a flat shape that can be cut from sheet and then formed. Sheet metal workers use three classic methods: parallel-line development for prisms and cylinders, radial-line development for cones and pyramids, and triangulation for transition pieces such as square-to-round ducts. Parallel-line development comes first because it is the simplest and the most used.",
              "The principle is that the surface of a cylinder or prism consists of parallel lines, its elements, all of which appear at true length in the side elevation. To develop a cylinder cut obliquely at one end, such as one half of a two-piece elbow, the worker draws the elevation and a half plan, divides the plan circle into equal parts (twelve is usual), and projects each division up to the cut line. The stretchout, a straight line equal to the circumference, is divided into the same twelve parts, and the height of each element is carried across from the elevation. A smooth curve through the points gives the cut edge of the pattern.",
              "The stretchout length is calculated rather than measured. For a pipe of 100 mm diameter the circumference is π × 100 = 314.2 mm. Strictly, the pattern should be developed on the mean diameter, the inside diameter plus one metal thickness, because the outside of a rolled sheet stretches and the inside compresses; with 1 mm sheet and 100 mm inside diameter the stretchout becomes π × 101 = 317.3 mm. Allowances for the joint are then added: a grooved seam needs a total allowance of three times the finished seam width, split between the two edges, so a 6 mm seam adds 18 mm to the stretchout.",
            ) +
            "<ul><li>Mark with a scriber on bare metal and a fine pencil on coated or stainless sheet, where a scribed line could start corrosion.</li><li>Take all measurements from one datum edge, checked square with an engineer's square.</li><li>Centre-punch bend and hole positions lightly, and label every pattern with job, material and thickness.</li></ul>",
        },
      },
      {
        title: "Cutting and Folding",
        description:
          "Snips, guillotine and folder: you will learn to cut cleanly to a line and to work out where a bend must start so the finished part is the right size.",
        lesson: {
          title: "Snips, the box-and-pan folder and bend allowance",
          html: p(
            "Straight cuts in sheet up to about 1.5 mm mild steel are made on a treadle or powered guillotine, which shears the metal between two hardened blades; the sheet must be held flat against the back gauge and fingers kept behind the guard. Shorter and curved cuts are made with hand snips. Straight-pattern snips cut straight lines and gentle curves; compound 'aviation' snips are colour-coded: red handles cut curves to the left, green to the right and yellow straight. Cut just outside the line, keep the blades fully open at the start of each stroke and do not close them completely, or the tip leaves a small tear. Every cut edge is sharp and must be deburred with a file.",
            "Bends are made on a folding machine. The box-and-pan folder has a clamping beam made of removable fingers, so that boxes with four sides can be folded without the earlier flanges fouling the beam. Sheet is clamped with the bend line exactly on the edge of the beam and the folding leaf swung up to the required angle, a few degrees past it to allow for springback, the elastic recovery of the metal when released.",
            "Metal in a bend does not fold at a sharp line; it curves round an inside radius, the outside stretching and the inside compressing. Somewhere between them lies the neutral axis, which keeps its length. The length of the curved part of the blank, the bend allowance (BA), is therefore calculated on this axis:",
            "BA = (π / 180) × A × (R + K × T)",
            "where A is the bend angle in degrees, R the inside radius, T the thickness and K the K-factor, the fractional position of the neutral axis, typically 0.33 to 0.5. For a 90° bend in 1.2 mm sheet with a 2 mm inside radius and K = 0.44, BA = 1.5708 × (2 + 0.528) = 3.97 mm. If the part needs two straight legs of 25 mm and 40 mm measured to the start of the bend, the blank is 25 + 40 + 3.97 = 68.97 mm, rounded to 69 mm.",
          ),
        },
      },
    ],
  },
  {
    slug: "youth-ice-hockey-coaching-practice-and-skills",
    discipline: "Ice hockey coaching",
    title: "Coaching Youth Ice Hockey: Practice Design and Core Skills",
    description:
      "Youth hockey needs coaches who can keep every player moving for a whole hour of ice time. Entry-level volunteer coaches learn to plan station-based practices, teach skating stance, stride and stops, introduce stickhandling and passing, and apply the rules on body checking for each age group.",
    level: "beginner",
    duration: "2 classroom days and 3 on-ice sessions",
    plantedGap: "body checking",
    modules: [
      {
        title: "Planning a Practice That Keeps Everyone Busy",
        description:
          "Why do young players spend most of a traditional practice standing in line, and how do stations fix it?",
        lesson: {
          title: "Stations, small areas and puck touches",
          html:
            p(
              "Ice time is expensive and short, and the single biggest factor in a young player's development is how much of it they spend actively skating and handling the puck. Studies of youth practices by USA Hockey, which built its American Development Model (ADM) on this evidence from 2009, found that in traditional full-ice drills, where two players go while the rest wait in line, a player may be active for only eight or ten minutes of a sixty-minute session. Station-based practices reverse that ratio.",
              "In a station practice the rink is divided, with portable boards or pucks as markers, into several areas, each run by one coach with a small group. With 20 players and four coaches, four stations of five players each can run for about 10 to 12 minutes before groups rotate. Each station focuses on one skill, and drills are chosen so that every player has a puck, or is involved in play, almost all the time. Small-area games, two-on-two or three-on-three in a third of the rink, are included at every practice, because they create many more puck touches, shots and decisions per player than full-ice play. For the youngest age groups, cross-ice games, played across the width of the rink, are now standard in both Hockey Canada and USA Hockey programmes.",
            ) +
            "<ul><li>Warm-up (5 minutes): skating with pucks, free movement, no lines.</li><li>Stations (40 minutes): four skills, rotated on the whistle.</li><li>Small-area game (10 minutes): the skill of the day built into the rules, for example a goal counts double after a pass.</li><li>Cool-down and a short message (5 minutes).</li></ul>" +
            p(
              "A written plan, with a simple diagram of each station and the coaching points for it, should be given to every assistant before the players take the ice, so that no time is lost explaining drills. The head coach's role during stations is to circulate, correct and keep time.",
            ),
        },
      },
      {
        title: "Skating: Stance, Stride and Stopping",
        description:
          "Skating underpins everything else in the game, and these are the fundamentals to teach first and correct most often.",
        lesson: {
          title: "Teaching the forward stride and the two-foot stop",
          html: p(
            "Every skating skill starts from the athletic stance: feet about shoulder width apart, knees bent so that they are over the toes, ankles flexed, back straight, head and eyes up, and weight balanced over the middle of the blades. Young players stand too upright, which puts their weight on the heels and makes them unstable; the cue 'sit in the chair' and a check that the knee hides the toe when the player looks down are simple corrections.",
            "The forward stride has three phases. In the push, the skate turns outwards about 45 degrees and the leg drives sideways and back, on the inside edge, until it is fully extended, finishing with a flick of the toe. In the recovery, the pushing skate returns close to the ice under the body. In the glide, the weight rides on the other skate, which then becomes the pushing leg. Common faults are short, choppy pushes without full extension, pushing straight back with the toe instead of sideways with the edge, and bobbing up and down because the knees straighten during the glide.",
            "Stopping must be taught before players are allowed to skate fast. Beginners learn the snowplough stop: skates pointed inwards, knees bent, pushing the heels out so the inside edges scrape the ice. The two-foot parallel stop, or hockey stop, follows. The player glides in the athletic stance, then turns hips and shoulders together ninety degrees, bringing both skates across the direction of travel. The outside skate, further from the turn, bites with its inside edge and the inside skate with its outside edge, knees bend deeply and the weight settles low and slightly back. Players should practise stops to both sides equally, because most children have a strong and a weak side.",
            "A useful station is the 'stop and start' line: players skate from the goal line to the blue line, stop facing the same boards every time, skate back, and stop facing the other way.",
          ),
        },
      },
      {
        title: "Puck Skills: Stickhandling and Passing",
        description:
          "The stick is both a tool and a habit, and in this module coaches learn grip, the soft hands of stickhandling, and how to teach a pass and its reception.",
        lesson: {
          title: "From the grip to the tape-to-tape pass",
          html:
            p(
              "Correct equipment comes first. A player standing in skates should have a stick that reaches between the chin and the nose when held upright with the blade on the floor; a stick that is too long forces the puck far from the body and makes the hands stiff. Left-handed shooters hold the stick with the right hand at the top and the left lower down, and vice versa. The top hand grips the end of the shaft and controls the blade angle; the bottom hand sits about a forearm's length below and moves freely.",
              "Stickhandling is moving the puck from side to side with the blade, cupping it by rolling the wrists so that the blade closes over it on each touch. Teaching points are soft hands, a loose grip mainly with the fingers; the puck in front of the body, not at the side; wide movements before fast ones; and above all the head up, so that the player sees the ice rather than the puck. A good progression is stationary stickhandling in a wide stance, then while gliding, then round cones, then with a partner trying to steal the puck.",
              "The first pass to teach is the forehand sweep pass. The puck starts at the back of the blade beside the back foot; the player sweeps it forwards along the ice, transferring weight from back to front foot, and follows through low, with the blade pointing at the target. The stick should stay on the ice and the puck should slide flat rather than bounce. Receiving matters as much as passing: the receiver gives a target by placing the blade on the ice and, at contact, lets the blade give slightly backwards to cushion the puck, rather than stabbing at it.",
            ) +
            "<table><tr><th>Fault</th><th>Cause</th><th>Cue</th></tr><tr><td>Pass wobbles or bounces</td><td>Puck struck, not swept</td><td>'Start on the heel, roll to the toe'</td></tr><tr><td>Pass misses the target</td><td>Follow-through across the body</td><td>'Point the blade at the tape'</td></tr><tr><td>Puck rebounds off the receiver</td><td>Stiff blade</td><td>'Catch an egg'</td></tr></table>",
        },
      },
    ],
  },
];
