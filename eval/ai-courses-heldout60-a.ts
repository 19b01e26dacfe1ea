/** Sixtieth held-out evaluation courses, beginner level (blues guitar to nautical astronomy); see ai-courses-heldout60.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT60_A: EvalCourse[] = [
  {
    slug: "blues-guitar-twelve-bars-and-a-shuffle",
    discipline: "Blues guitar",
    title: "Blues Guitar: Twelve Bars and a Shuffle",
    description:
      "Twelve-bar form is the spine of this beginner guitar class, which goes on to the shuffle rhythm, the minor pentatonic scale, string bending and the turnarounds that close each chorus.",
    level: "beginner",
    duration: "ten weeks (one 90-minute class a week)",
    plantedGap: "turnarounds",
    modules: [
      {
        title: "The Twelve-Bar Form",
        description: "Learn the three chords and the bar-by-bar map that thousands of blues songs share.",
        lesson: {
          title: "I, IV and V in twelve bars",
          html:
            p(
              "Most blues songs are built on a repeating twelve-bar chord sequence that uses only three chords, named by the scale degree of their root: the I chord on the keynote, the IV chord on the fourth degree and the V chord on the fifth. In the key of A these are A, D and E. In E they are E, A and B, and in G they are G, C and D. Because the pattern is the same in every key, a player who knows it in one position can move it anywhere on the neck.",
              "The commonest version lays the chords out as follows, one chord symbol per bar:",
            ) +
            "<table><tr><th>Line</th><th>Bars</th></tr><tr><td>1</td><td>I – I – I – I</td></tr><tr><td>2</td><td>IV – IV – I – I</td></tr><tr><td>3</td><td>V – IV – I – V</td></tr></table>" +
            p(
              "Many players use the 'quick change', moving to IV in bar 2 and back to I in bar 3, which adds movement to the first line. The lyric usually follows the form: a line is sung over the first four bars, repeated over the next four, and answered over the last four, as in countless songs recorded by Robert Johnson, Muddy Waters and B.B. King.",
              "Blues guitarists rarely play plain major chords here. Each chord is usually a dominant seventh, which adds a flattened seventh to the major triad: A7 contains A, C#, E and G. The seventh gives the restless, unresolved colour that the style depends on, and it is the reason the I chord itself sounds as if it wants to move. Practise the form slowly with a metronome at about 70 beats per minute, counting four beats to each bar aloud, until you can change chords exactly on beat one without looking at your fretting hand.",
            ),
        },
      },
      {
        title: "Shuffle Rhythm",
        description: "Here the straight eighth notes give way to the long-short swing feel of the shuffle.",
        lesson: {
          title: "Playing in triplets: the shuffle feel",
          html: p(
            "The shuffle is the rhythmic signature of a great deal of blues. Instead of dividing each beat into two equal eighth notes, the player divides it into three triplet eighths and plays only the first and third of them, so that each pair of notes sounds long-short. Count it as 'one-and-a, two-and-a' and play on 'one' and 'a'. Written music often keeps ordinary eighth notes and adds the instruction 'shuffle' or a small sign showing two eighths equal to a triplet quarter and eighth.",
            "The classic accompaniment pattern on guitar is the boogie figure played on the two lowest strings of each chord. For an A chord, keep the open A string ringing as a root and alternate the note on the D string between the second fret (the fifth, E) and the fourth fret (the sixth, F#). Played in shuffle rhythm, this figure, with the fifth on the strong part and the sixth on the weak part of each beat, drives the band forward. For D move the same shape across one string, and for E move it down to the sixth and fifth strings.",
            "Two right-hand habits make the shuffle sound right. First, use downstrokes for the long note and upstrokes for the short one, or all downstrokes at slower tempos for a heavier sound. Second, mute the strings lightly with the heel of the picking hand close to the bridge. This palm muting shortens the notes and gives the chugging tone heard on records by Jimmy Reed. Begin at 60 beats per minute and speed up only when the long-short ratio stays steady; a shuffle that drifts into straight eighths loses its swing.",
          ),
        },
      },
      {
        title: "The Minor Pentatonic Scale and Bending",
        description:
          "Which five notes make a blues solo, and how does a guitarist push a string to reach the notes between them?",
        lesson: {
          title: "Box one of the minor pentatonic, and the bend",
          html:
            p(
              "The minor pentatonic scale has five notes: the root, the flattened third, the fourth, the fifth and the flattened seventh. In A these are A, C, D, E and G. Played over the major-sounding dominant seventh chords of a blues, the clash between the minor third of the scale and the major third of the chord produces the characteristic 'blue' tension. Adding the flattened fifth, E flat in A, turns the scale into the six-note blues scale.",
              "The most used fingering, often called box one, sits at the fifth fret in A and covers four frets with two notes per string:",
            ) +
            "<ul><li>6th string: frets 5 and 8 (A, C)</li><li>5th string: frets 5 and 7 (D, E)</li><li>4th string: frets 5 and 7 (G, A)</li><li>3rd string: frets 5 and 7 (C, D)</li><li>2nd string: frets 5 and 8 (E, G)</li><li>1st string: frets 5 and 8 (A, C)</li></ul>" +
            p(
              "Use the first finger for fifth-fret notes and the third or fourth finger for the others. Move the whole shape to the third fret and it becomes G minor pentatonic.",
              "Bending is the guitarist's way of reaching pitches between frets, imitating the slides of the voice and harmonica. To bend the D at the seventh fret of the third string up a whole tone to E, fret it with the third finger, place the first and second fingers behind it on the same string, and push the string towards the ceiling by rotating the wrist rather than pushing with the fingertips alone. Check the target pitch by first playing the E at the ninth fret. A bend that falls short sounds out of tune, while a slight 'curl' of a quarter tone on the minor third is a deliberate expressive effect.",
            ),
        },
      },
    ],
  },
  {
    slug: "pond-life-a-field-introduction",
    discipline: "Pond ecology",
    title: "Pond Life: A Field Introduction",
    description:
      "Small standing waters hold a surprising share of freshwater biodiversity. With muddy boots and a pond net, beginners study how ponds form and change, the plants of the margin and open water, invertebrate sampling, and the seasonal stratification of temperature and oxygen.",
    level: "beginner",
    duration: "six field days over a spring and summer",
    plantedGap: "stratification",
    modules: [
      {
        title: "How Ponds Begin and Age",
        description:
          "Ponds are young, short-lived habitats, and we trace one from a freshly dug hollow to a damp, wooded basin.",
        lesson: {
          title: "Origins and succession",
          html: p(
            "A pond is usually defined, following the working definition of the Freshwater Habitats Trust (formerly Pond Conservation) used in Britain, as a body of water between one square metre and two hectares in area that holds water for at least four months of the year. That includes many temporary ponds that dry out in summer, and these seasonal waters support some of the rarest species, such as the fairy shrimp, precisely because fish cannot survive in them.",
            "Ponds arise in many ways. Natural ones form in hollows left by melting glacial ice (kettle holes), in abandoned river meanders, behind fallen trees and in the wallows of large animals. Far more are made by people: marl and clay pits, farm watering ponds, mill ponds, bomb craters and garden ponds. Whatever the origin, a new pond is colonised quickly. Water beetles and boatmen fly in within days, plant seeds and invertebrate eggs arrive on birds' feet, and within two or three years a diverse community is established.",
            "From then on the pond changes through ecological succession. Dead leaves and plant material accumulate as sediment, perhaps one or two centimetres a year in a pond under trees. Emergent plants such as reedmace advance from the edges into the shallower water, open water shrinks, and eventually willows and alder establish on the drying silt. Left alone, a lowland pond may become damp woodland within a century. This is why conservation of ponds is often about creating new ones and periodically clearing some old ones, so that a landscape holds ponds at every stage. Each stage supports different species: the early, sparsely vegetated stage suits pioneer beetles and natterjack toads, the middle stage the greatest number of species overall, and the late, shaded stage only a few specialists.",
          ),
        },
      },
      {
        title: "Plants of the Margin and Open Water",
        description:
          "You will learn to sort pond plants into four growth forms and to recognise a dozen common species.",
        lesson: {
          title: "Emergent, floating-leaved, free-floating and submerged",
          html:
            p(
              "Ecologists sort pond plants by where they grow relative to the water surface, because growth form tells us more about the plant's role than its family does. Moving from the bank to the centre, a typical well-vegetated pond shows the following zones:",
            ) +
            "<table><tr><th>Growth form</th><th>Where it grows</th><th>Examples</th></tr><tr><td>Emergent</td><td>Rooted in shallow water or wet mud, leaves above the surface</td><td>Common reed, reedmace, yellow flag iris, water mint</td></tr><tr><td>Floating-leaved</td><td>Rooted in the bottom, leaves floating on the surface</td><td>White water-lily, broad-leaved pondweed, amphibious bistort</td></tr><tr><td>Free-floating</td><td>Not rooted; floating on or just below the surface</td><td>Common duckweed, frogbit, rootless bladderwort</td></tr><tr><td>Submerged</td><td>Rooted or loose, wholly under water</td><td>Hornwort, water-starworts, stoneworts</td></tr></table>" +
            p(
              "Each group does a different job. Emergent plants stabilise the margin, provide stems up which dragonfly larvae climb to emerge as adults, and offer nesting cover for moorhens. Floating leaves shade the water and keep it cool. Submerged plants release oxygen directly into the water during photosynthesis and give shelter and egg-laying sites to newts, which wrap each egg in a folded leaf.",
              "Balance matters. A pond completely covered in duckweed is dark underneath, and submerged plants die for lack of light. Dense duckweed is usually a sign of nutrient enrichment from fertiliser run-off or sewage. Invasive non-native species are a serious problem in Britain: New Zealand pigmyweed (<i>Crassula helmsii</i>) and floating pennywort form dense mats that smother native plants, and it is an offence to plant them in the wild. Always check, clean and dry boots and nets between sites to avoid spreading fragments.",
            ),
        },
      },
      {
        title: "Sampling Invertebrates with a Pond Net",
        description:
          "A standard three-minute net sample, sorted in a white tray, is how surveyors measure the life of a pond.",
        lesson: {
          title: "The three-minute sample",
          html: p(
            "Freshwater invertebrates, the snails, insects, worms, leeches and crustaceans of the pond, are the group most used to judge a pond's quality, because they are abundant, easy to catch and vary in their tolerance of pollution. The standard method, used in the National Pond Survey, is a timed sample with a long-handled pond net of 1 mm mesh and a square frame about 25 cm across.",
            "The three minutes of netting are divided among the habitats present, in proportion to their area. If half the margin is reed, a quarter is open mud and a quarter is submerged weed, about ninety seconds go to the reeds and forty-five to each of the others. Sweep vigorously through vegetation, and for the bottom kick or stir the sediment and pass the net through the cloud. A further minute is spent searching under stones and logs by hand. Empty the net into a white tray with a few centimetres of pond water, so animals show up against the pale background.",
            "Sorting begins with the largest groups. Caddis larvae carry cases of sand grains, snail shells or plant pieces; mayfly nymphs have three tail filaments and gills along the abdomen; damselfly nymphs have three leaf-like tail gills; water boatmen swim on their backs; and freshwater shrimps (<i>Gammarus</i>) swim on their sides. Record the number of families found. A good lowland pond might yield 25 or more families, while a pond polluted by farm run-off may yield fewer than ten, dominated by tolerant animals such as midge larvae and worms. Return all animals to the water at the end, and keep the tray in the shade, because a shallow tray in sunshine heats up and kills its occupants within minutes.",
          ),
        },
      },
    ],
  },
  {
    slug: "photographing-a-wedding-day",
    discipline: "Wedding photography",
    title: "Photographing a Wedding Day",
    description:
      "Weddings give a photographer one chance at each moment. Beginners learn to control exposure in mixed light, to pose couples and family groups, to use flash in dark venues, and to agree a written contract with the couple before the day.",
    level: "beginner",
    duration: "eight evening sessions and one practice shoot",
    plantedGap: "contract",
    modules: [
      {
        title: "Exposure When the Light Keeps Changing",
        description:
          "From a dim church to a bright lawn in five minutes: we practise setting aperture, shutter speed and ISO quickly and correctly.",
        lesson: {
          title: "The exposure triangle on the wedding day",
          html: p(
            "Exposure is controlled by three settings. The aperture, expressed as an f-number, sets how wide the lens opening is: f/2 admits four times as much light as f/4, and also gives a shallower depth of field, so that a couple stands out against a soft background. The shutter speed sets how long the sensor is exposed: 1/250 s freezes a confetti throw, while 1/30 s risks blur from a moving bride. ISO sets the sensor's amplification: doubling ISO from 800 to 1600 doubles brightness at the cost of more visible noise. Each doubling or halving of any of the three is called one stop.",
            "A wedding day moves constantly between very different light levels. On an overcast afternoon outside, a typical setting might be f/4, 1/500 s, ISO 200. Inside a Victorian church lit by windows, the same scene might need f/2.8, 1/160 s, ISO 3200, a difference of between six and seven stops. Many photographers work in manual mode with auto-ISO and an exposure-compensation dial, or in aperture priority with a minimum shutter speed set, so that the camera follows the light while the photographer chooses depth of field.",
            "White dresses and dark suits are a difficult pair. A camera's meter assumes the scene averages a mid-grey, so it underexposes a bride in a white dress filling the frame and overexposes a groom against a dark wall. Use the histogram and highlight warning ('blinkies') after key frames: the dress should show detail, with the histogram close to but not touching the right-hand edge. Shoot in raw format so that white balance, which shifts from about 5500 K in daylight to around 3000 K under tungsten lamps, can be corrected afterwards without loss.",
          ),
        },
      },
      {
        title: "Posing Couples and Groups",
        description:
          "This module covers natural-looking direction of the couple and the efficient organisation of family photographs.",
        lesson: {
          title: "Directing people who are not models",
          html:
            p(
              "Most couples feel awkward in front of a camera, and the photographer's job is to give them something to do rather than a position to hold. Prompts work better than poses: ask the couple to walk slowly towards you talking about the first time they met, or to stand close with foreheads touching while one tells the other a secret. Small details of posture make large differences. Weight on the back foot, a slight turn of the body away from the camera and the chin pushed gently forward and down all flatter almost everyone, and hands should always have something to hold: a bouquet, a lapel, each other.",
              "Family groups are where time disappears. A sensible plan, agreed in advance, lists each group in an order that builds up and then down, so that people are added and released rather than reassembled. A typical sequence might be:",
            ) +
            "<ul><li>Couple with bride's parents, then add siblings, then grandparents</li><li>Release bride's family; repeat the same build for the groom's family</li><li>Couple with both families together</li><li>Wedding party: bridesmaids, best man and ushers</li><li>Large group of all guests, photographed from a raised position such as a window or stepladder</li></ul>" +
            p(
              "Ask one confident guest from each family to help find people. Arrange groups in gentle curves rather than straight lines, with the couple at the centre and taller people towards the back. For a group in rows, stop down to f/5.6 or f/8 so that both rows are sharp, and take at least three frames of every group, because someone will blink. Aim to complete formal groups within twenty to thirty minutes so that guests are not kept from the drinks reception.",
            ),
        },
      },
      {
        title: "Flash in Dark Venues",
        description:
          "Learn to bounce a speedlight off walls and ceilings so that the evening pictures look lit by the room, not by the camera.",
        lesson: {
          title: "Bounce flash and dragging the shutter",
          html: p(
            "Receptions and first dances usually take place in light far too dim for good pictures, and a flash gun (speedlight) becomes essential. Pointed straight at the subject, a small flash gives harsh shadows, shiny skin and dark backgrounds. The remedy is bounce flash: tilt and swivel the head so that the light hits a white ceiling or wall first. The large lit surface becomes a broad, soft light source, and the light arrives from above or to the side, as room light would. Because the light travels further and some is absorbed, the flash needs more power; with through-the-lens (TTL) metering the camera adjusts this automatically.",
            "Ceilings are not always cooperative. A dark timber roof or a marquee absorbs light, and a coloured wall tints skin with its own colour. In those cases bounce off a guest's white shirt, a pale pillar, or use a small diffuser and accept harder light. Many photographers put an orange gel (a colour temperature orange, CTO) over the flash so that its colour matches the warm tungsten lighting of the venue, then set the camera's white balance to tungsten.",
            "Dragging the shutter combines flash with ambient light. The flash, lasting perhaps 1/1000 s, freezes the dancers, while a slower shutter speed such as 1/15 s lets the room's coloured lights and candles register in the background. A useful starting point for a first dance is manual exposure at f/2.8, 1/30 s, ISO 1600, with TTL bounce flash and flash exposure compensation of about −0.7 stops. With rear-curtain sync, any movement blur trails behind the moving subject rather than in front of it, which looks natural in pictures of dancing.",
          ),
        },
      },
    ],
  },
  {
    slug: "teaching-first-piano-lessons",
    discipline: "Piano pedagogy",
    title: "Teaching First Piano Lessons",
    description:
      "Teaching a child's first piano lessons well is a skill in its own right. New teachers are equipped here with sound posture and hand position, early reading from landmark notes, planning home practice, and choosing graded repertoire for the first two years.",
    level: "beginner",
    duration: "five Saturday workshops",
    plantedGap: "graded repertoire",
    modules: [
      {
        title: "Posture and Hand Position",
        description: "A good set-up at the first lesson prevents tension that can take years to undo.",
        lesson: {
          title: "Bench height, distance and the natural hand",
          html: p(
            "A pupil's physical relationship to the instrument should be checked at every early lesson, because children grow and because habits set quickly. Begin with the bench. With the pupil seated on the front half of the seat, the forearms should be roughly level with the keys or sloping very slightly down towards them, and the elbows should sit a little in front of the torso. Children usually need a raised seat or cushion to achieve this, and their feet, which cannot reach the floor, need a footstool so that the body is supported and balanced rather than perched.",
            "Distance matters as much as height. If the pupil sits so close that the elbows are pinned back by the ribs, the arm cannot move freely along the keyboard; too far away, and the back bends forward. A simple test is to let the pupil hold both arms out with relaxed fists: the knuckles should just reach the fallboard. The pupil should sit opposite the middle of the keyboard, around middle C for beginners.",
            "The hand shape should be the one the hand takes naturally when hanging at the side and then raised, gently rounded with the fingers curved. Teachers often ask pupils to hold a small ball or to rest the hand over a knee. Playing should happen on the pads of the fingers, close to the tip, with the thumb playing on its side rather than its nail, and the knuckle joints firm rather than collapsing. Tension is the main enemy: watch for raised shoulders, a stiff wrist, or the little finger sticking up in the air. Short rest breaks, shaking out the arms, and free-arm drops, in which the relaxed arm falls into a key from a small height, help children feel the weight of the arm producing sound rather than finger muscles pressing.",
          ),
        },
      },
      {
        title: "Reading from Landmarks",
        description:
          "Rather than learning every note by name, pupils read by finding a few fixed landmark notes and measuring intervals from them.",
        lesson: {
          title: "Landmark notes and intervallic reading",
          html:
            p(
              "Many older tutor books taught reading through fixed hand positions, most often the 'middle C position' in which both thumbs share middle C. Pupils then identified notes by their finger numbers, which worked until the music moved out of position. Many teachers now prefer an approach combining landmark notes with reading by interval, influenced by the American pedagogues Frances Clark and Marvin Blickenstaff.",
              "A small number of landmark notes are learned securely, both on the staff and on the keyboard:",
            ) +
            "<ul><li>Middle C, on the first ledger line below the treble staff or above the bass staff</li><li>Treble G, on the second line of the treble staff, where the treble clef's curl circles</li><li>Bass F, on the fourth line of the bass staff, between the two dots of the bass clef</li><li>Later, treble C in the third space and bass C in the second space</li></ul>" +
            p(
              "Every other note is then read by its distance from a landmark. The pupil learns to see intervals as shapes: a step moves from a line to the next space or from a space to the next line; a skip (a third) moves from line to line or space to space; a fourth and a fifth cover larger, recognisable distances. Reading the first note from a landmark and then following the shape of the melody by steps and skips is faster and more reliable than naming each note.",
              "Flashcards, short daily sight-reading of two or three bars, and games in which the teacher plays an interval and the pupil shows it on the staff all consolidate the approach. Pupils should always look at the music rather than the hands while reading, finding keys by feel using the groups of two and three black keys.",
            ),
        },
      },
      {
        title: "Planning Practice at Home",
        description: "What should a seven-year-old actually do at the piano between lessons?",
        lesson: {
          title: "Short, specific and written down",
          html: p(
            "The progress of a beginner depends more on the six days between lessons than on the lesson itself, yet most children, and many parents, do not know how to practise. The teacher's job is to make home practice short, specific and checkable. For a child of six to eight, ten to fifteen minutes a day, five or six days a week, is more effective than one long session on the day before the lesson, because motor skills consolidate during sleep between repeated short sessions.",
            "Every task in the notebook should say what to do and how to know it is done. 'Practise the minuet' is too vague. Better is: 'Bars 1–4, right hand alone, slowly, three times correctly in a row; then left hand alone; then hands together once.' Giving a number of correct repetitions turns practice into a small game, and pupils can tick boxes or move counters from one side of the piano to the other as they go.",
            "A useful structure for a short session has three parts. Begin with a warm-up of two minutes: a five-finger pattern or a simple technical exercise. Then spend most of the time on the newest and hardest passage, isolating the few bars that cause trouble and practising them slowly. End with something already known and enjoyed, so that practice finishes with success. Parents of young beginners should be invited to sit in on a lesson early on, so they understand what the practice should sound like, and asked to help by reading instructions aloud rather than by correcting notes. A practice chart returned to the teacher each week, signed by the parent, gives the teacher evidence of what happened and allows the next lesson to start from an accurate picture.",
          ),
        },
      },
    ],
  },
  {
    slug: "finding-position-by-sun-and-sextant",
    discipline: "Nautical astronomy",
    title: "Finding Position by Sun and Sextant",
    description:
      "Sun, stars and a sextant still fix a ship's position when the electronics fail. Beginners meet the celestial sphere and its coordinates, the sextant and the corrections to its readings, the noon sight for latitude, and a first star sight using Polaris.",
    level: "beginner",
    duration: "twelve hours of classroom work and two practical sessions at sea",
    plantedGap: "Polaris",
    modules: [
      {
        title: "The Celestial Sphere",
        description:
          "Navigators pretend the sky is a great globe around the Earth, and this module shows why that fiction works.",
        lesson: {
          title: "Declination, hour angle and the geographical position",
          html: p(
            "For navigation it is convenient to treat the heavens as a huge sphere centred on the Earth, on which the Sun, Moon, planets and stars move. The celestial sphere carries the same grid as the Earth. The Earth's axis, extended, meets it at the celestial poles, and the Earth's equator, projected outward, becomes the celestial equator. A body's declination is its angular distance north or south of the celestial equator, exactly like latitude on Earth. The Sun's declination varies through the year from about 23.4° N at the June solstice to 23.4° S at the December solstice, passing 0° at the equinoxes.",
            "The celestial equivalent of longitude is the Greenwich hour angle (GHA): the angle measured westward from the Greenwich meridian to the meridian passing through the body. Because the Earth turns, the GHA of the Sun increases by about 15° each hour, 360° in a day. The Nautical Almanac, published annually, tabulates the GHA and declination of the Sun, Moon, navigational planets and the First Point of Aries, the reference point for the stars, for every hour of Universal Time.",
            "At any instant, every celestial body is directly overhead at one point on the Earth's surface, called its geographical position (GP). The latitude of the GP equals the body's declination, and its longitude is found from the GHA: a GHA of 40° corresponds to longitude 40° W, and a GHA of 300° to longitude 60° E. The central idea of celestial navigation follows from this. If an observer measures the angle of a body above the horizon, the distance to its GP is known: it equals 90° minus the altitude, with each minute of arc equal to one nautical mile. A Sun altitude of 60° places the observer 30° or 1800 nautical miles from the Sun's GP.",
          ),
        },
      },
      {
        title: "The Sextant and Its Corrections",
        description:
          "We learn to bring the Sun down to the horizon and to turn the reading on the arc into a true altitude.",
        lesson: {
          title: "From sextant altitude to observed altitude",
          html:
            p(
              "A marine sextant measures the angle between a celestial body and the sea horizon. Its principle, worked out by John Hadley and Thomas Godfrey around 1731, relies on double reflection: the index mirror, attached to the moving arm, reflects the body into the half-silvered horizon mirror, through which the observer also sees the horizon directly. Because of the double reflection, the angle on the arc is twice the angle through which the index mirror turns, so an arc of 60° measures angles up to 120°.",
              "For a Sun sight the observer selects shade filters, brings the Sun's image down to the horizon, and rocks the sextant gently from side to side so that the Sun swings in an arc; the lowest point of the arc should just touch the horizon. The reading taken is the sextant altitude (Hs). It must then be corrected in a standard order:",
            ) +
            "<table><tr><th>Correction</th><th>Cause</th><th>Typical size</th></tr><tr><td>Index error</td><td>Mirrors not exactly parallel at zero</td><td>Found by checking the horizon; e.g. 2.0′ 'on the arc' is subtracted</td></tr><tr><td>Dip</td><td>The eye is above sea level, so the visible horizon lies below the true horizontal</td><td>About 1.76′ × √(height of eye in metres); −5.3′ for 9 m</td></tr><tr><td>Altitude correction</td><td>Refraction, semi-diameter and parallax</td><td>For a lower limb Sun at 40°, roughly +15′</td></tr></table>" +
            p(
              "Applying index error and dip to Hs gives the apparent altitude (Ha); applying the altitude correction from the almanac tables gives the observed altitude (Ho). Example: Hs 41° 20.0′, index error 2.0′ on the arc, height of eye 9 m. Then Ha = 41° 20.0′ − 2.0′ − 5.3′ = 41° 12.7′, and with a lower-limb correction of +15.0′, Ho = 41° 27.7′.",
            ),
        },
      },
      {
        title: "The Noon Sight for Latitude",
        description:
          "The oldest and simplest sight gives latitude from one observation of the Sun at its highest point.",
        lesson: {
          title: "Meridian passage and the latitude formula",
          html: p(
            "Once a day, when the Sun crosses the observer's meridian, it reaches its greatest altitude and bears due north or due south. At this moment, called meridian passage or local apparent noon, latitude can be found with a single sight and simple arithmetic, with no need for accurate time. That is why navigators relied on the noon sight for centuries before reliable chronometers existed.",
            "The time of meridian passage at Greenwich is given on the daily pages of the Nautical Almanac, usually within a few minutes of 12:00 UT. To find the local time, convert the ship's longitude to time at 4 minutes per degree: a ship at 30° W sees meridian passage about two hours later than Greenwich. The navigator begins observing a few minutes before, keeps bringing the Sun down to the horizon as it rises, and notes the highest altitude reached, when the Sun appears to 'hang' before starting to descend.",
            "After correcting the sextant altitude to the observed altitude Ho, find the zenith distance, z = 90° − Ho. Then combine it with the Sun's declination (Dec) for the time of the sight. If the observer and the Sun are on the same side of the equator, and the Sun bears towards the equator, latitude = z + Dec. If they are on opposite sides, latitude = z − Dec. Worked example: on a day when the Sun's declination is 12° 10.0′ N, a navigator in the northern hemisphere observes the Sun bearing south with Ho = 58° 42.0′. Then z = 31° 18.0′, and since the declination is the same name as the latitude, latitude = 31° 18.0′ + 12° 10.0′ = 43° 28.0′ N. A latitude obtained this way is usually reliable to within about two nautical miles with careful observation.",
          ),
        },
      },
    ],
  },
];
