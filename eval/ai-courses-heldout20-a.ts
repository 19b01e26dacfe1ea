/** Twentieth held-out evaluation courses, beginner level (Tamil to toponymy); see ai-courses-heldout20.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT20_A: EvalCourse[] = [
  {
    slug: "tamil-script-and-simple-sentences",
    discipline: "Tamil language",
    title: "Tamil Script and Simple Sentences",
    description:
      "Tamil has been written for more than two thousand years, and this first-year language course starts with its alphabet of vowels and consonants, moves on to the combined uyirmei letters, and then builds sentences with personal pronouns and the present tense, with a closing look at the diglossia that separates written from spoken Tamil.",
    level: "beginner",
    duration: "one semester (4 hours a week)",
    plantedGap: "diglossia",
    modules: [
      {
        title: "Life and Body: Vowels and Consonants",
        description:
          "Learn the twelve vowels, the eighteen consonants and the dot that turns a syllable into a bare consonant.",
        lesson: {
          title: "Uyir, mey and the puḷḷi",
          html:
            p(
              "The Tamil script is an abugida descended, like the other scripts of South and South-East Asia, from the ancient Brahmi script. Tamil grammarians divide its letters into <i>uyir</i> ('life'), the vowels, and <i>mey</i> ('body'), the consonants, and the names are apt: a consonant on its own is a body without life until a vowel animates it. The standard alphabet has twelve vowels, eighteen consonants and one special sign, the <i>āytam</i> (ஃ), which is rare and appears mainly in classical words and in spelling the foreign sound f as ஃப.",
            ) +
            '<table><tr><th>Short</th><th>Long</th></tr><tr><td>அ a</td><td>ஆ ā</td></tr><tr><td>இ i</td><td>ஈ ī</td></tr><tr><td>உ u</td><td>ஊ ū</td></tr><tr><td>எ e</td><td>ஏ ē</td></tr><tr><td>ஒ o</td><td>ஓ ō</td></tr><tr><td colspan="2">ஐ ai and ஔ au (diphthongs)</td></tr></table>' +
            p(
              "Vowel length changes meaning, so a and ā are separate letters, as are e and ē and o and ō, distinctions English spelling does not make. கல் <i>kal</i> means 'stone' but கால் <i>kāl</i> means 'leg'.",
              "Written alone, a consonant carries a dot above it, the <i>puḷḷi</i>, which cancels the vowel: க் is a bare k. The eighteen consonants fall into three groups of six: the hard consonants (<i>vallinam</i>) க் ச் ட் த் ப் ற், the soft or nasal consonants (<i>mellinam</i>) ங் ஞ் ண் ந் ம் ன், and the medial consonants (<i>iṭaiyinam</i>) ய் ர் ல் வ் ழ் ள். Tamil has one letter for each place of articulation among the stops, so க stands for both k and g. It is voiceless at the start of a word or when doubled, as in பக்கம் <i>pakkam</i> ('side'), and voiced between vowels or after a nasal, as in மகன் <i>makaṉ</i>, pronounced roughly 'magan' ('son').",
              "The letter ழ், transliterated ḻ, is a retroflex approximant, made by curling the tongue tip back towards the roof of the mouth without touching it. It appears in the name of the language itself, தமிழ் <i>tamiḻ</i>, and learners should practise it early. A few further letters, the Grantha letters ஜ (j), ஷ (ṣ), ஸ (s) and ஹ (h), were borrowed to write words from Sanskrit and other languages, as in ஜன்னல் <i>jaṉṉal</i>, 'window', from Portuguese <i>janela</i>.",
            ),
        },
      },
      {
        title: "Uyirmei: Consonant and Vowel in One Letter",
        description:
          "When a consonant meets a vowel, the two fuse into a single written unit, and this module shows where each vowel sign goes.",
        lesson: {
          title: "Eleven vowel signs instead of 216 shapes",
          html:
            p(
              "When a consonant is followed by a vowel, Tamil does not write the two letters side by side. The vowel is written as a sign attached to the consonant, and the combination is called <i>uyirmey</i>, 'life-body'. Eighteen consonants times twelve vowels gives 216 such letters; adding the twelve vowels, the eighteen bare consonants and the āytam gives the traditional count of 247 letters. Fortunately the learner memorises a handful of vowel signs rather than 216 separate shapes.",
              "The vowel a is inherent: a consonant written without the puḷḷi is read with a following a, so க is <i>ka</i>. The other vowels are shown by signs that follow, precede or surround the consonant:",
            ) +
            "<table><tr><th>Vowel</th><th>Position of sign</th><th>With க</th></tr><tr><td>ā</td><td>after</td><td>கா kā</td></tr><tr><td>i, ī</td><td>joined at top right</td><td>கி ki, கீ kī</td></tr><tr><td>u, ū</td><td>fused with the letter</td><td>கு ku, கூ kū</td></tr><tr><td>e, ē, ai</td><td>before</td><td>கெ ke, கே kē, கை kai</td></tr><tr><td>o, ō, au</td><td>on both sides</td><td>கொ ko, கோ kō, கௌ kau</td></tr></table>" +
            p(
              "Three points cause most beginners' mistakes. First, the signs for e, ē and ai are written to the left of the consonant but pronounced after it: கை is read <i>kai</i>. Second, the o-vowels combine a left-hand and a right-hand sign, so கொ is simply கெ with the ā sign added after it. Third, the u and ū signs are not uniform: they fuse with the consonant and change its shape, as in கு <i>ku</i>, டு <i>ṭu</i>, மு <i>mu</i> and ரு <i>ru</i>, and each of these must be learned as a shape of its own.",
              "Reading a word is then a matter of splitting it into these units. படம் (<i>paṭam</i>, 'picture') is ப + ட + ம்: <i>pa</i>, <i>ṭa</i> and a final bare m. வீடு (<i>vīṭu</i>, 'house') is வீ + டு. Many Tamil words end in a short u that is barely sounded, and the intervocalic ட is voiced, so வீடு is heard as something close to 'veedu'. Copying twenty common words a day, syllable by syllable, fixes the signs quickly.",
            ),
        },
      },
      {
        title: "I Am a Student: Pronouns and the Present Tense",
        description: "How do you say who you are and what you are doing, with the verb always at the end?",
        lesson: {
          title: "Sentences without 'to be', and verbs with personal endings",
          html:
            p(
              "Tamil word order is subject, object, verb, and in the present tense it needs no verb 'to be' to join a subject to a noun. நான் மாணவன் <i>nāṉ māṇavaṉ</i> means 'I am a student' (a man speaking); இது புத்தகம் <i>itu puttakam</i> means 'This is a book'. A yes-no question is made by adding -ā to the last word: இது புத்தகமா? <i>itu puttakamā?</i>, 'Is this a book?' The personal pronouns are:",
            ) +
            "<ul><li>நான் <i>nāṉ</i> 'I'; நாங்கள் <i>nāṅkaḷ</i> 'we' (not including the listener); நாம் <i>nām</i> 'we' (including the listener)</li><li>நீ <i>nī</i> 'you' (familiar); நீங்கள் <i>nīṅkaḷ</i> 'you' (polite or plural)</li><li>அவன் <i>avaṉ</i> 'he'; அவள் <i>avaḷ</i> 'she'; அவர் <i>avar</i> 'he or she' (respectful); அது <i>atu</i> 'it'; அவர்கள் <i>avarkaḷ</i> 'they'</li></ul>" +
            p(
              "Verbs are built by adding suffixes to a stem. The present tense adds the marker -kiṟ- or -kkiṟ- and then a personal ending that agrees with the subject. The stem படி <i>paṭi</i> ('study, read') takes -kkiṟ-, giving படிக்கிறேன் <i>paṭikkiṟēṉ</i> 'I study', படிக்கிறாய் <i>paṭikkiṟāy</i> 'you (familiar) study', படிக்கிறான் <i>paṭikkiṟāṉ</i> 'he studies', படிக்கிறாள் <i>paṭikkiṟāḷ</i> 'she studies', படிக்கிறோம் <i>paṭikkiṟōm</i> 'we study' and படிக்கிறார்கள் <i>paṭikkiṟārkaḷ</i> 'they study'. The stem செய் <i>cey</i> ('do') takes the shorter marker: செய்கிறேன் <i>ceykiṟēṉ</i>, 'I do'.",
              "Because the ending already identifies the subject, the pronoun is often dropped: படிக்கிறேன் on its own is a full sentence. Objects come before the verb, so 'I study Tamil' is நான் தமிழ் படிக்கிறேன் <i>nāṉ tamiḻ paṭikkiṟēṉ</i>. The same form translates both 'I study' and 'I am studying'. A useful drill is to take five verb stems and conjugate each through all the persons aloud, checking that the ending of the verb matches the pronoun in front of it.",
            ),
        },
      },
    ],
  },
  {
    slug: "lime-plastering-for-old-walls",
    discipline: "Lime plastering",
    title: "Lime Plastering for Old Walls",
    description:
      "Cement render traps moisture in old solid walls, while lime lets it escape; on this ten-week craft course trainees learn the lime cycle and the types of lime, mix haired coarse stuff, lay three-coat plaster on lath, and finish surfaces with limewash.",
    level: "beginner",
    duration: "10 weeks (one day a week)",
    plantedGap: "limewash",
    modules: [
      {
        title: "From Stone to Putty and Back Again",
        description:
          "This first module follows lime from the kiln to the wall and explains why a hydraulic lime behaves differently from a putty.",
        lesson: {
          title: "Burning, slaking and carbonation",
          html:
            p(
              "Every lime plaster begins as limestone or chalk, which is mostly calcium carbonate. Burnt in a kiln at around 900 °C, the stone gives off carbon dioxide and becomes quicklime, calcium oxide, a caustic, lumpy material that must be kept dry and handled with goggles and gloves. Adding water to quicklime, called slaking, produces calcium hydroxide with a great deal of heat: a slaking tub can boil. Slaked with an excess of water and left to mature, the lime forms a stiff, buttery putty; slaked with only just enough water, it becomes the dry powder sold in bags as hydrated lime.",
              "Once spread on a wall, the putty hardens by carbonation. Calcium hydroxide reacts with carbon dioxide from the air and returns to calcium carbonate, releasing water. The reaction needs some moisture to proceed and starts at the surface, moving inwards slowly, so a thick coat may take months to carbonate fully. Because the end product is chemically the same as the original stone, the whole sequence is called the lime cycle:",
            ) +
            "<ul><li>Burning: CaCO<sub>3</sub> → CaO + CO<sub>2</sub></li><li>Slaking: CaO + H<sub>2</sub>O → Ca(OH)<sub>2</sub> + heat</li><li>Carbonation: Ca(OH)<sub>2</sub> + CO<sub>2</sub> → CaCO<sub>3</sub> + H<sub>2</sub>O</li></ul>" +
            p(
              "Limes made from pure limestone set only by carbonation and are called non-hydraulic or air limes. Limestones that contain clay give hydraulic limes, which also set by a chemical reaction with water, rather like a weak cement, so they harden faster, in damp conditions and even under water. The European standard BS EN 459-1 grades natural hydraulic limes by their compressive strength at 28 days: NHL 2, NHL 3.5 and NHL 5, the figures being newtons per square millimetre. For internal plaster on soft brick or stone, a non-hydraulic putty or a feeble NHL 2 is usually right; NHL 3.5 and NHL 5 suit exposed external work.",
              "The guiding principle of repair is that new work should be weaker and more permeable than the masonry it covers. Moisture and movement are then taken up by the plaster, which can be renewed, rather than by the bricks or stones, which cannot.",
            ),
        },
      },
      {
        title: "Mixing Coarse Stuff",
        description:
          "Sand, lime and hair: choose them, proportion them and mix them so that the plaster neither crumbles nor cracks.",
        lesson: {
          title: "Sand, ratios and hair",
          html: p(
            "Plaster is mostly sand; the lime is the glue that binds it. A good plastering sand is sharp, meaning angular rather than rounded, well graded from fine to coarse particles, and clean, free of the clay and silt that would weaken the mix and make it shrink. For base coats the sand typically runs up to about 4 mm; for a fine finishing coat, up to about 1 mm.",
            "The usual proportion for lime putty plaster is one part lime to three parts sand by volume. The ratio is not arbitrary. A well-graded dry sand contains roughly one-third empty space between its grains, and the lime fills those voids. You can test a sand yourself: fill a 10-litre bucket with dry sand and pour in water from a measuring jug until it reaches the surface. If the sand takes 3 litres, the voids are 30 per cent and a ratio of a little over 1:3 will fill them. Too little lime gives a hungry, crumbly mix; too much lime shrinks and cracks as it dries.",
            "Lime putty mixes improve if they are made in advance. Traditional plasterers beat and chopped the coarse stuff, the mixed putty and sand, until it became plastic, then stored it under damp sacking for weeks. A mix that has stiffened in storage is knocked up again by beating, not by adding water, which would only weaken it. Hydraulic lime mixes are different: they begin to set within hours and must be used the same day.",
            "Animal hair, usually goat or horse hair 25 to 50 mm long, is added to base coats, especially those laid on timber lath. It holds the plaster together as it shrinks and stops the lumps of plaster that key behind the laths from snapping off. Tease the hair apart and add it at the end of mixing so that it does not ball up. When a lump of mix lifted on the trowel shows hairs evenly through its whole depth, there is enough.",
          ),
        },
      },
      {
        title: "Three Coats on Lath",
        description:
          "Scratch coat, floating coat and setting coat go on in turn, each one firm before the next, and the plaster then needs days of care.",
        lesson: {
          title: "Scratch, float and set",
          html:
            p(
              "Traditional lath is made of riven oak or sawn softwood strips nailed to the studs with gaps of about 6 to 10 mm between them. The first coat is pressed hard enough for the plaster to squeeze through the gaps and curl over behind the laths, forming the nibs that hold the whole ceiling or wall up. Before any coat, dampen the laths or masonry so that they do not suck the water out of the plaster, and never work on a frozen background or when the temperature is likely to fall below about 5 °C.",
            ) +
            "<table><tr><th>Coat</th><th>Typical thickness</th><th>Mix</th><th>Treatment</th></tr><tr><td>Scratch (pricking-up) coat</td><td>about 10 mm</td><td>1:3 haired coarse stuff</td><td>scored with a lath scratcher in diagonal lines</td></tr><tr><td>Floating (browning) coat</td><td>6-10 mm</td><td>1:3 coarse stuff, often haired</td><td>ruled flat with a straightedge, rubbed with a wooden float</td></tr><tr><td>Setting (finishing) coat</td><td>2-3 mm</td><td>putty with fine sand, about 1:1</td><td>trowelled smooth, then polished</td></tr></table>" +
            p(
              "Each coat must be firm but not dry before the next goes on, which for a putty plaster means days rather than hours. As the floating coat stiffens it is rubbed back hard with a float to close the fine shrinkage cracks that open as water leaves, and then keyed lightly with a devil float, a float with nail points protruding from its face. The setting coat is laid thinly in two passes and trowelled repeatedly as it firms, which compacts and polishes the surface.",
              "Lime gains strength slowly, and the first week decides the quality of the job. Plaster that dries too fast loses its water before it can carbonate and is left weak and powdery. Shade the work from direct sun, keep draughts and frost off it, and mist it lightly with water two or three times a day for the first few days. On external work, wet hessian hung a little away from the wall does the same job. Cracks that appear in the first days can still be closed by rubbing with a damp float.",
            ),
        },
      },
    ],
  },
  {
    slug: "kathak-foundations-footwork-and-spins",
    discipline: "Kathak",
    title: "Kathak Foundations: Footwork, Rhythm and Spins",
    description:
      "Kathak grew out of the storytellers of north India and the courts where they performed; beginners here train the stance and tatkar footwork, learn to count the sixteen-beat teentaal and compose a tihai, practise chakkars, and meet the gharanas whose styles shaped the dance.",
    level: "beginner",
    duration: "12 weeks (two 90-minute classes a week)",
    plantedGap: "gharanas",
    modules: [
      {
        title: "Stance and Tatkar",
        description:
          "Stand, listen and stamp: we lay the foundation of posture and even footwork on which every later step depends.",
        lesson: {
          title: "Standing tall and striking evenly",
          html:
            p(
              "The name Kathak comes from <i>katha</i>, 'story', and the dance descends from the <i>kathakars</i>, storytellers who recited and mimed epic tales in north Indian temples. Later, in the Mughal and Rajput courts, its rhythmic and virtuoso side flourished. A beginner meets both sides, but the first weeks belong to posture and footwork.",
              "The basic stance is upright and comparatively relaxed: feet together, weight spread over the whole sole, knees soft but not deeply bent, chest lifted and gaze level. Unlike Bharatanatyam, Kathak does not hold a deep half-sitting position, and much of its rhythm is produced by the feet striking the floor flat. The dancer wears <i>ghungroo</i>, strings of small brass bells tied around each ankle, so that every strike is heard.",
              "Tatkar is the core footwork exercise. Its basic phrase is spoken as <i>ta thei thei tat, aa thei thei tat</i>, and the feet alternate right, left, right, left for the first half and left, right, left, right for the second, so the pattern mirrors itself and both legs work equally. Good practice follows a few rules:",
            ) +
            "<ul><li>Strike with the flat of the foot from a small lift, letting the heel contact clearly, rather than stamping from the knee.</li><li>Keep the upper body still; the sound should come from the feet alone.</li><li>Speak the syllables aloud while dancing, a practice called <i>padhant</i>, so the mind holds the rhythm.</li><li>Make left and right strikes equally loud; record yourself and listen.</li></ul>" +
            p(
              "Speed in Kathak is measured against the underlying beat. At <i>thah</i>, single speed, one syllable falls on each beat; at <i>dugun</i> two fit into each beat, and at <i>chaugun</i> four. A student practising tatkar at a steady 60 beats per minute therefore makes one strike per second at thah and four per second at chaugun. Move to the faster speed only when the slower one is perfectly even, because clarity, not speed, is the mark of good footwork.",
            ),
        },
      },
      {
        title: "Counting Teentaal",
        description:
          "Sixteen beats, three claps and a wave organise nearly all beginners' Kathak, and by the end you will compose your own tihai within them.",
        lesson: {
          title: "Theka, sam and the tihai",
          html:
            p(
              "A <i>taal</i> is a rhythmic cycle of fixed length that repeats throughout a piece. Teentaal, the cycle in which most Kathak is first taught, has sixteen beats (<i>matras</i>) divided into four sections (<i>vibhags</i>) of four. The first beat is <i>sam</i>, the strongest point of the cycle, marked X. Sections one, two and four begin with a clap (<i>tali</i>) and section three with a silent wave of the hand (<i>khali</i>), marked 0. The tabla player's basic pattern for the cycle is its <i>theka</i>:",
            ) +
            "<table><tr><th>Section</th><th>Beats</th><th>Theka</th><th>Hand</th></tr><tr><td>X</td><td>1-4</td><td>dha dhin dhin dha</td><td>clap on 1</td></tr><tr><td>2</td><td>5-8</td><td>dha dhin dhin dha</td><td>clap on 5</td></tr><tr><td>0</td><td>9-12</td><td>dha tin tin ta</td><td>wave on 9</td></tr><tr><td>3</td><td>13-16</td><td>ta dhin dhin dha</td><td>clap on 13</td></tr></table>" +
            p(
              "The khali section is recognisable by ear because its syllables lack the resonant bass stroke of the left-hand drum: <i>tin</i> instead of <i>dhin</i>. While the drummer plays, a melodic loop called the <i>lehra</i> or <i>nagma</i> repeats once per cycle, and dancers learn to sense where sam falls from the shape of the tune.",
              "Many Kathak compositions end with a <i>tihai</i>, a phrase played three times so that its very last syllable lands on sam. Working one out is simple arithmetic. Take the phrase <i>ta thei tat</i>, three beats long, with a one-beat pause after the first and second statements. The tihai then lasts 3 + 1 + 3 + 1 + 3 = 11 beats. Sam of the next cycle is beat 17 counted from the current sam, so the tihai must start on beat 17 − 11 + 1 = 7. Starting on beat 7, the three statements occupy beats 7-9, 11-13 and 15-17, and the final <i>tat</i> falls exactly on the new sam.",
              "The same method works for any phrase: total the length of the three statements and the two pauses, subtract that from 17, add one, and begin there. Try it with a five-beat phrase and no pauses.",
            ),
        },
      },
      {
        title: "Chakkars",
        description: "Turning fast without losing balance or the beat is a skill you build in small, counted steps.",
        lesson: {
          title: "Spinning on the heel and finishing on sam",
          html:
            p(
              "The <i>chakkar</i> (literally 'wheel' or 'circle') is the Kathak spin, and long runs of fast chakkars ending in a sudden stillness are among the dance's most recognisable effects. Kathak turns are made on the heel of the supporting foot, which stays almost in place, while the other foot pushes the body round with small, quick steps. The body stays upright with the arms held firmly, often extended at shoulder height or curved in front of the chest, so that the turn has a stable axis.",
              "Dizziness is controlled by spotting, the same technique ballet dancers use. The dancer fixes the eyes on one point ahead and keeps looking at it while the body begins to turn; the head then whips round faster than the body and finds the point again. Because the eyes and the balance organs of the inner ear are kept steady for most of each revolution, the dancer can complete many turns without losing orientation.",
              "Beginners should build chakkars in stages:",
            ) +
            "<ul><li>Walk slow half-turns on the heel to the count of the cycle, arms fixed, without spotting.</li><li>Add spotting on single full turns at a slow tempo, one turn every two beats.</li><li>Link three turns in a row, stopping cleanly in the starting pose.</li><li>Fit the three turns to the count so that the final stop falls on sam.</li></ul>" +
            p(
              "The last stage connects chakkars to the rhythmic structure learned with teentaal. A set of three turns each taking two beats, with a beat's pause between them, lasts 2 + 1 + 2 + 1 + 2 = 8 beats and is itself a small tihai; started on beat 10 of teentaal, the third turn ends on sam of the following cycle. Arriving on sam in a still, balanced pose, with the bells silent, is what makes the spin read as finished to an audience. Practise on a smooth, clean wooden floor, and stop if you feel unsteady rather than forcing another turn.",
            ),
        },
      },
    ],
  },
  {
    slug: "making-a-short-documentary",
    discipline: "Documentary filmmaking",
    title: "Making a Short Documentary",
    description:
      "Whose story is it, and who gets to shape it? Alongside making a five-minute film, students work through Bill Nichols's modes of documentary, the craft of the filmed interview, shooting observational scenes with good sound, and obtaining release forms from the people they film.",
    level: "beginner",
    duration: "one term (10 weeks)",
    plantedGap: "release forms",
    modules: [
      {
        title: "Modes of Documentary",
        description:
          "Six ways of addressing an audience, each with classic films to watch, give you a vocabulary for deciding what kind of film yours will be.",
        lesson: {
          title: "Nichols's six modes",
          html:
            p(
              "In <i>Introduction to Documentary</i> (2001) the film scholar Bill Nichols proposed that documentaries can be grouped by the way they address the viewer and by the relationship between filmmaker and subject. He called these groupings modes. They are not strict genres: most films mix several, and a mode is better thought of as a dominant tendency than as a box. They are still useful at the planning stage because each mode implies different shooting methods.",
            ) +
            "<table><tr><th>Mode</th><th>What dominates</th><th>Classic example</th></tr><tr><td>Poetic</td><td>rhythm, image and mood over argument</td><td>Joris Ivens, <i>Rain</i> (1929)</td></tr><tr><td>Expository</td><td>a voice-of-God narration making an argument, with images as illustration</td><td>Frank Capra, <i>Why We Fight</i> series (1942-45)</td></tr><tr><td>Observational</td><td>unobtrusive filming of events as they unfold, no narration or interviews</td><td>Frederick Wiseman, <i>Titicut Follies</i> (1967)</td></tr><tr><td>Participatory</td><td>the filmmaker's visible interaction with subjects, often through interviews</td><td>Jean Rouch and Edgar Morin, <i>Chronicle of a Summer</i> (1961)</td></tr><tr><td>Reflexive</td><td>attention to the process of film-making itself</td><td>Dziga Vertov, <i>Man with a Movie Camera</i> (1929)</td></tr><tr><td>Performative</td><td>the filmmaker's subjective, emotional experience of the subject</td><td>Marlon Riggs, <i>Tongues Untied</i> (1989)</td></tr></table>" +
            p(
              "The modes appeared roughly in historical order, and Nichols linked each one to dissatisfaction with its predecessors. Observational cinema, for instance, became possible around 1960 with lightweight 16 mm cameras and portable synchronous sound recorders, and its practitioners rejected the commanding narrator of expository film as too controlling. Participatory filmmakers in turn doubted that a camera could ever be a fly on the wall, and chose to show their own presence.",
              "For a five-minute student film, choosing a dominant mode early saves a great deal of wasted shooting. An expository film needs a script for its narration and a long list of illustrative shots. An observational film needs access, patience and a subject with something happening in front of the camera during the days you can film. A participatory film lives or dies on its interviews. Write one sentence stating your mode and why it suits your subject, and test every planned scene against it.",
            ),
        },
      },
      {
        title: "The Interview",
        description:
          "We cover preparation, framing, microphones and above all listening, so that your interviews yield stories rather than statements.",
        lesson: {
          title: "Preparing, framing and listening",
          html: p(
            "Good interviews are prepared well before the camera rolls. Research your contributor, and where possible hold a pre-interview by phone or over coffee to learn which stories they tell well. Do not, however, rehearse the answers: people who have told a story once already tend to tell it flatly the second time. Arrive with a short list of topics rather than a script of questions, so that you can follow what the person actually says.",
            "Choose a location that says something about the contributor, such as their workshop or kitchen, but that is quiet. Switch off fridges and air conditioning where you can, and remember to switch them back on. The conventional framing is a medium close-up with the subject placed off-centre and looking slightly across the frame towards the empty side, at the interviewer, who sits just beside the lens. Errol Morris's Interrotron, a teleprompter-like device that shows the interviewer's face over the lens, produces instead a direct gaze into the camera, which feels more confrontational.",
            "Sound matters more than picture. Use a lavalier microphone clipped to the chest about 20 cm below the mouth, and where possible a second, directional microphone on a boom just out of shot as a backup. Record thirty seconds of the room in silence, the room tone, which the editor will need to fill gaps.",
            "Ask open questions that invite a story: 'Tell me about the first day you opened the shop' works far better than 'Was opening the shop difficult?', which can be answered with a single word. Because your voice will usually be cut, ask the contributor to answer in full sentences that include the subject of the question. Above all, listen. When an answer ends, wait silently for three or four seconds before speaking; people often fill the pause with the most candid thing they say all day. Finish every interview by asking whether there is anything you should have asked and did not.",
          ),
        },
      },
      {
        title: "Shooting Observational Scenes",
        description:
          "Learn to film real events so that they can be cut into scenes, with sequences, cutaways and clean sound.",
        lesson: {
          title: "Coverage, sequences and the shooting ratio",
          html:
            p(
              "Observational filming cannot be repeated: the argument in the market or the first goal of the match happens once. The camera operator therefore has to think like an editor while shooting, gathering the pieces a scene will need. The most important of these pieces is a variety of shot sizes on the same action, so that the editor can cut between them without a jump. A widely taught routine is the five-shot sequence, originally from television news:",
            ) +
            "<ul><li>a close-up of the hands doing the action;</li><li>a close-up of the face of the person doing it;</li><li>a wide shot showing the person, the action and the setting;</li><li>an over-the-shoulder shot from behind the person, showing what they see;</li><li>an unusual angle, such as a low or high shot, that adds visual interest.</li></ul>" +
            p(
              "Shoot each for at least ten seconds and hold the frame still: a camera that keeps moving produces shots that cannot be cut. Add cutaways of details and reactions, which let the editor shorten an event without a visible jump. When two people talk, keep the camera on one side of the line between them, the 180-degree rule, so that their eyelines match when the shots are intercut.",
              "Sound recorded with the picture carries much of a scene's meaning. Use a directional microphone on the camera or, better, a separate recordist with a boom, and wear headphones at all times. Record a minute of the general atmosphere of each location, which the editor will lay under the whole scene.",
              "Expect a high shooting ratio, the ratio of footage recorded to footage used. Observational documentaries often run at 30:1 or more; Wiseman has reported ratios above 50:1. For a five-minute film at 30:1 you should plan to record about 150 minutes, and allow time to log it: a rough rule is one hour of viewing and note-taking for every hour of footage before editing begins.",
            ),
        },
      },
    ],
  },
  {
    slug: "reading-english-place-names",
    discipline: "Toponymy",
    title: "Reading English Place-Names",
    description:
      "Place-names are among the oldest words still in daily use in England, and they record who settled where; this short evening course teaches how names are traced through their early spellings, the commonest Old English elements, the British, Latin and Scandinavian layers beneath and beside them, and how the street names of towns arose.",
    level: "beginner",
    duration: "8 weeks (one evening a week)",
    plantedGap: "street names",
    modules: [
      {
        title: "Early Spellings Come First",
        description:
          "Before guessing what a name means, collect its oldest recorded forms; this module shows where to find them and why.",
        lesson: {
          title: "How a place-name is explained",
          html:
            p(
              "A modern place-name is usually a worn-down phrase in a language no longer spoken. Over a thousand years or more, unstressed syllables have been lost, sounds have changed and the name has been respelt by clerks who did not know what it meant. Its modern form is therefore a poor guide to its origin, and guessing from it produces folk etymologies that are often charming and usually wrong. The first rule of the discipline is to collect the earliest recorded spellings and to interpret those.",
              "Birmingham is a good example. Its modern form suggests nothing obvious, but in the Domesday Book of 1086 it appears as <i>Bermingeham</i>. That form can be analysed as Old English <i>Beorma</i>, a personal name, + <i>-inga-</i>, 'of the people or followers of', + <i>hām</i>, 'homestead, village': 'the village of Beorma's people'. Oxford appears in the tenth century as <i>Oxnaford</i>, 'the ford used by oxen', which happens to match the obvious reading, but it is the early spelling, not the modern one, that proves it.",
              "A careful interpretation follows a sequence of steps:",
            ) +
            "<ul><li>Collect all spellings before about 1500, with their dates and sources: charters, the Domesday Book, royal records such as the Pipe Rolls, and later surveys.</li><li>Identify the oldest reliable forms, giving more weight to local and early documents than to copies.</li><li>Divide the name into elements and match each with a known word or personal name in Old English, Old Norse, British or Latin.</li><li>Check that the proposed meaning suits the landscape: a name meaning 'hill' should be on or near a hill.</li></ul>" +
            p(
              "The essential reference works are the county volumes of the Survey of English Place-Names, published by the English Place-Name Society since its foundation in 1923; Eilert Ekwall's <i>Concise Oxford Dictionary of English Place-Names</i> (1936); and Victor Watts's <i>Cambridge Dictionary of English Place-Names</i> (2004). Where a county volume exists, it lists every early spelling with its source, and the beginner should always start there.",
            ),
        },
      },
      {
        title: "The Old English Building Blocks",
        description:
          "A dozen common Old English words account for thousands of English settlement names, and here you learn to recognise them.",
        lesson: {
          title: "Hām, tūn, lēah and their relatives",
          html:
            p(
              "Most English place-names were formed between the fifth and the eleventh centuries in Old English, the language of the Anglo-Saxons. They are usually compounds of two elements: a generic element saying what kind of place it was, placed second, and a specific element, placed first, that distinguishes it from others of its kind. Learning the generics is the quickest way into the subject.",
            ) +
            "<table><tr><th>Old English element</th><th>Meaning</th><th>Modern forms</th><th>Examples</th></tr><tr><td><i>hām</i></td><td>homestead, village</td><td>-ham</td><td>Birmingham, Lewisham</td></tr><tr><td><i>tūn</i></td><td>enclosure, farmstead, estate</td><td>-ton</td><td>Norton, Sutton, Brighton</td></tr><tr><td><i>lēah</i></td><td>wood, woodland clearing</td><td>-ley, -leigh</td><td>Oakley, Bromley</td></tr><tr><td><i>burh</i></td><td>fortified place</td><td>-bury, -borough</td><td>Canterbury, Sudbury</td></tr><tr><td><i>feld</i></td><td>open country</td><td>-field</td><td>Sheffield, Huddersfield</td></tr><tr><td><i>worth</i></td><td>enclosure</td><td>-worth</td><td>Tamworth, Kenilworth</td></tr><tr><td><i>-ingas</i></td><td>the people of</td><td>-ing(s)</td><td>Hastings, Reading</td></tr></table>" +
            p(
              "The specific element can be a personal name, a direction, a plant, an animal, a river or a feature of the landscape. Norton and Sutton are simply the 'north farmstead' and the 'south farmstead' of some larger estate; Bromley is the 'clearing where broom grows'; Sheffield is the 'open land by the River Sheaf'; Tamworth the 'enclosure on the River Tame'. Brighton appears as <i>Bristelmestune</i> in 1086, 'the farmstead of Beorhthelm', and has been worn down from four syllables to two.",
              "Names in <i>lēah</i> are revealing for historians because they cluster where woodland was being cleared, and the word's meaning seems to have shifted over time from 'wood' to 'clearing' and finally to 'meadow'. Names in <i>-ingas</i>, such as Hastings ('the people of Hǣsta'), were once thought to be the earliest of all English names. In 1966 John McNeal Dodgson showed that they rarely coincide with the earliest pagan burial sites, and they are now dated to a somewhat later phase of settlement.",
            ),
        },
      },
      {
        title: "Older and Newer Layers",
        description:
          "Rivers kept their British names, Roman forts left a Latin word, and Viking settlers added their own: this module sorts the layers.",
        lesson: {
          title: "British rivers, Latin forts and Norse villages",
          html: p(
            "The English did not arrive in an empty land, and the names of the largest natural features often survive from the British (Brittonic) language spoken before them, the ancestor of Welsh and Cornish. River names are the most conservative of all. Several rivers called Avon take their name from the British word for 'river', still <i>afon</i> in Welsh. Derwent means 'river where oak trees grow', and Exe and Esk share a root meaning 'water'. Hill names can preserve British words too, sometimes stacked with later English ones: Pendle Hill combines British <i>pen</i>, 'hill', English <i>hyll</i> and then modern 'hill', so that the name says 'hill' three times over, each generation of speakers having failed to understand the previous word.",
            "Latin reached English place-names mostly at second hand. The Anglo-Saxons borrowed Latin <i>castra</i>, 'military camp', as <i>ceaster</i>, which they applied to Roman forts and walled towns. It survives as -chester, -caster and -cester in Chester, Manchester, Winchester, Lancaster and Gloucester, and a map of these names is very nearly a map of Roman sites.",
            "Scandinavian settlement, mainly in the ninth and tenth centuries, left the densest layer in the north and east of England, in the region that came under Danish law, the Danelaw. The most common Old Norse element is <i>bý</i>, 'farmstead, village', found in Grimsby ('Grímr's village'), Whitby ('the white village') and Derby ('the village where deer are found'); Lincolnshire alone has more than a hundred such names. Other Norse generics include <i>þorp</i>, 'secondary settlement, outlying farm', as in Scunthorpe; <i>þveit</i>, 'clearing', as in the Cumbrian Braithwaite, 'broad clearing'; and <i>topt</i>, 'site of a house', as in Lowestoft.",
            "Names of mixed origin are common. The so-called Grimston hybrids join a Scandinavian personal name to English <i>tūn</i>, and are thought to mark existing English villages taken over by Scandinavian lords. Distinguishing such layers, name by name, is how toponymy contributes evidence to the history of settlement.",
          ),
        },
      },
    ],
  },
];
