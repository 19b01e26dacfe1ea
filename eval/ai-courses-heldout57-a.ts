/** Fifty-seventh held-out evaluation courses, beginner level (viola da gamba to wetland ecology); see ai-courses-heldout57.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT57_A: EvalCourse[] = [
  {
    slug: "bass-viol-first-steps-underhand-bow",
    discipline: "Viola da gamba",
    title: "The Bass Viol: First Steps",
    description:
      "Six gut strings, tied frets and a bow held palm upward: in ten weekly classes adult beginners learn to hold the bass viol and its underhand bow, to tune in fourths around a central third, to read consort parts in the alto clef, and to play a first fantasia with others.",
    level: "beginner",
    duration: "10 weeks (2 hours a week)",
    plantedGap: "alto clef",
    modules: [
      {
        title: "Holding the Viol and the Underhand Bow",
        description:
          "Before a note is played, the instrument has to rest comfortably between the calves and the bow has to sit in a relaxed hand.",
        lesson: {
          title: "Posture, bow grip and the push stroke",
          html: p(
            "The viola da gamba, literally the 'leg viol', is held between the legs rather than on an endpin. The bass viol rests on the calves with the lower bouts gripped lightly, the body tilted slightly back so that the neck lies to the left of the player's head. No spike is used, so the legs do the work of stabilising the instrument; a player who clamps hard with the knees will soon feel tension in the hips and will damp the resonance of the back.",
            "The bow is held underhand, with the palm facing up. The thumb lies on the stick just in front of the frog, the index finger rests on top of the stick, and the middle finger touches the hair itself. Pressing the middle finger into the hair raises its tension and brings out a firmer sound; releasing it softens the note. This finger, not the weight of the arm, is the main means of controlling volume and articulation, which is why viol players describe the bow as 'breathing' rather than being pressed.",
            "Because of the underhand grip, the stronger stroke on the viol is the push stroke, in which the bow travels from tip towards the frog. In the seventeenth-century English tradition described by Christopher Simpson in <i>The Division-Viol</i> (1659), the push falls on the strong beat, the opposite of the down-bow convention of the violin family. A simple exercise is to play open strings in even crotchets, pushing on the first beat and pulling on the second, and to listen for a gentle swell in the middle of every stroke.",
            "The bow should cross the strings roughly a hand's breadth from the bridge, square to the string. The curved bridge allows one string at a time to be played, but it also means the elbow must rise and fall to change strings. Beginners should practise crossing slowly from the lowest to the highest string, keeping the contact point steady.",
          ),
        },
      },
      {
        title: "Strings, Tuning and Frets",
        description:
          "Here you learn how the six strings are tuned and how tied frets give the viol its clear, ringing stops.",
        lesson: {
          title: "Fourths, a third, and seven gut frets",
          html:
            p(
              "The standard bass viol has six strings. From lowest to highest they are tuned D, G, c, e, a, d', which is to say D2, G2, C3, E3, A3 and D4 in scientific pitch notation. Every adjacent pair of strings is a perfect fourth apart except the middle pair, c and e, which are a major third apart. Lute players will recognise the pattern, because Renaissance lutes and viols share the same 'fourths with a third in the middle' tuning. Many players tune to A at 415 Hz, a semitone below modern pitch, when playing with baroque ensembles, and to 440 Hz or 466 Hz in some Renaissance repertoire.",
            ) +
            "<table><tr><th>String</th><th>Name</th><th>Interval to next string up</th></tr><tr><td>6 (lowest)</td><td>D</td><td>fourth</td></tr><tr><td>5</td><td>G</td><td>fourth</td></tr><tr><td>4</td><td>c</td><td>major third</td></tr><tr><td>3</td><td>e</td><td>fourth</td></tr><tr><td>2</td><td>a</td><td>fourth</td></tr><tr><td>1 (highest)</td><td>d'</td><td>—</td></tr></table>" +
            p(
              "To tune, first set the top string to a reference pitch, then tune each lower string so that its note at the fifth fret (a fourth above the open string) matches the open string above. For the fourth string, use the fourth fret instead, since the interval is a third. Check the result with octaves: the open D6 should sound two octaves below the open d' string.",
              "The frets are loops of gut tied around the neck, normally seven of them, each a semitone apart. Because they can slide, the player adjusts them to suit the temperament of the music, often placing the first fret a little high. A fretted note on the viol rings almost like an open string, so the left-hand finger should be placed just behind the fret, with only enough pressure to stop the string cleanly against the gut.",
            ),
        },
      },
      {
        title: "Playing in Consort",
        description:
          "Viols were made to be played together, and in the final weeks the class reads simple fantasias and dances as a consort of trebles, tenors and basses.",
        lesson: {
          title: "The English consort and how to keep your place",
          html: p(
            "A consort of viols is a chamber group of matched instruments in several sizes, usually treble, tenor and bass, playing music in which every part is of equal importance. England produced the richest repertoire for the consort between about 1580 and 1680, from William Byrd and Orlando Gibbons through John Jenkins and William Lawes to Henry Purcell, whose fantasias of 1680 were among the last great works in the form. The central genre was the fantasia or 'fancy', a contrapuntal piece in several sections in which each voice enters in turn with the same theme.",
            "Consort music was published in separate part-books, not in score, so each player sees only a single line. Keeping your place therefore depends on counting and on listening. Useful habits for a beginner are:",
            "<ul><li>count the rests aloud in your head, in minims as well as bars, because long rests are normal in imitative music;</li><li>listen for the entry of the theme in another part, which often signals your own entry a bar or two later;</li><li>watch the player who gives the upbeat with a small movement of the bow or head;</li><li>after a mistake, stop playing and find the next cadence, rather than trying to catch up note by note.</li></ul>",
            "The bass player has a particular responsibility. Cadences are confirmed by the bass moving from the fifth degree of the key to the first, and the other players tune their thirds and fifths against it. A steady, well-sounded bass line, played with a clear push stroke on the strong beats, lets the consort hear where the harmony is going. Dances such as the pavan, in slow duple time, and the galliard, in lively triple time, make good first pieces because their phrases are regular and their cadences easy to hear.",
          ),
        },
      },
    ],
  },
  {
    slug: "icon-painting-egg-tempera-summer-school",
    discipline: "Icon painting",
    title: "Icon Painting in Egg Tempera",
    description:
      "Over a six-day summer school in the Byzantine and Russian manner, each participant prepares a gessoed lime panel, transfers and incises a drawing, paints in egg tempera from dark to light, and applies water gilding to the halo and background.",
    level: "beginner",
    duration: "6 days (summer school)",
    plantedGap: "gilding",
    modules: [
      {
        title: "The Panel and Its Gesso Ground",
        description:
          "An icon is painted on a rigid wooden board, so we start by preparing the panel and its chalk ground.",
        lesson: {
          title: "From lime wood to a polished ground",
          html: p(
            "Traditional icons are painted on boards of a stable, fine-grained wood such as lime (linden), alder or birch. Because a wide board will cup as it dries, Russian workshops cut slots across the back and drove in hardwood battens, the <i>shponki</i>, to hold it flat. Many boards also have a shallow recess, the <i>kovcheg</i> or 'ark', cut into the front, leaving a raised border around the painted field.",
            "The board is first sized with warm rabbit-skin glue, typically one part dry glue to about twelve parts water by weight, to seal the wood and give the ground something to grip. A layer of linen or muslin, the <i>pavoloka</i>, is then glued across the face. It bridges small cracks in the wood and helps stop the ground from splitting along the grain.",
            "The ground itself is gesso: chalk (calcium carbonate) or gypsum mixed into the same glue solution until it has the consistency of thin cream. It is brushed on warm in many thin coats, often eight to twelve, each applied when the previous one has lost its wet shine but before it is fully dry, and each at right angles to the last. Bubbles are pricked, and coats that are too thick will crack. After a day or two of drying, the gesso is scraped and sanded smooth, finishing with fine abrasive paper or a damp cloth until it has the feel of ivory.",
            "The quality of the ground decides the quality of the painting. Gesso that is too rich in glue becomes hard and may crack; gesso that is too lean remains chalky and absorbs paint unevenly. A simple test is to scratch a coat with a fingernail once dry: it should take a clean mark without powdering. A well-made panel can be stored for months before painting, provided it is kept away from damp.",
          ),
        },
      },
      {
        title: "Drawing and Transferring the Image",
        description:
          "Icons follow established patterns, and this module shows how a drawing is traced, transferred and scored into the gesso.",
        lesson: {
          title: "Podlinniki, transfer and incised lines",
          html: p(
            "An icon painter does not invent a composition from nothing. The image of a saint or feast follows a pattern handed down in workshop drawings and, in Russia from the sixteenth century onward, in pattern books known as <i>podlinniki</i>. These record the proportions, gestures, clothing and inscriptions proper to each subject. Working from such a model is not copying in a negative sense; it places the new icon in a tradition that is meant to be recognisable to the faithful.",
            "The drawing is usually made first on tracing paper at full size and then transferred to the gesso. The simplest method is to rub the back of the tracing with red earth pigment or graphite, lay it on the panel and go over the lines with a hard point. The older pounce method pricks holes along the lines and taps charcoal dust through them. Whatever the method, the transferred lines are faint and must be reinforced.",
            "The key outlines, especially the edge of the halo, the contour of the figure and the main folds of the garments, are then incised into the gesso with a needle or scalpel. The shallow grooves remain visible through the first layers of paint, so the drawing is not lost when the colour is laid on. Circles for halos are scribed with compasses, which is why a small hole is often visible at the centre of a saint's halo on old icons.",
            "Finally, the main lines are gone over with a thin wash of dark earth pigment in egg, a step called the <i>graphia</i>. At this point the panel shows a complete drawing in one colour. A student who is tempted to skip careful drawing should remember that mistakes in proportion, such as a head too large for the body, cannot be corrected later by painting alone.",
          ),
        },
      },
      {
        title: "Painting from Dark to Light",
        description:
          "Tempera is mixed from pigment and egg yolk and laid on in thin layers, each lighter than the one before.",
        lesson: {
          title: "Egg emulsion, roskrysh and highlights",
          html:
            p(
              "Egg tempera is paint bound with egg yolk. The yolk is separated from the white, rolled on a paper towel to dry the sac, then pierced so that the yolk runs into a jar. It is diluted with roughly an equal volume of water, and some painters add a little white wine or vinegar to slow spoilage. Powdered pigment is ground with a few drops of water to a paste and then mixed with the yolk medium on the palette. Too little yolk leaves a powdery film; too much makes the paint shiny and prone to cracking.",
              "The painting proceeds from dark to light. After the drawing, the painter lays the first flat colour fields, called the <i>roskrysh</i> in Russian practice: a dark base colour for the garments, the background and the flesh areas. The flesh underpaint, the <i>sankir</i>, is typically a dark greenish or olive mixture of ochre, black and green earth. Over each base colour, progressively lighter mixtures are applied in smaller areas, building the form toward the light.",
            ) +
            "<table><tr><th>Stage</th><th>What is painted</th><th>Typical pigments</th></tr><tr><td>Base layer</td><td>Whole garment or flesh area</td><td>Dark ochre, green earth, black</td></tr><tr><td>Middle layers</td><td>Raised forms and folds</td><td>Yellow ochre with white</td></tr><tr><td>Highlights</td><td>Sharp strokes on edges of folds and face</td><td>Lead or titanium white with ochre</td></tr></table>" +
            p(
              "Each layer is very thin, and many painters float liquid paint in small puddles, letting the pigment settle as the water evaporates. Lighter layers are allowed to dry before the next is added. The final highlights, called <i>probela</i> on garments and <i>ozhivki</i> ('enlivening') on faces, are fine white lines that give the figure its characteristic radiance. Egg tempera dries quickly but takes months to cure fully, so a finished icon should be protected from rubbing and strong light while it hardens.",
            ),
        },
      },
    ],
  },
  {
    slug: "rodents-in-buildings-identification-baiting",
    discipline: "Rodent control",
    title: "Rodents in Buildings: A Foundation Course",
    description:
      "Rats and mice in food premises, farms and homes are the subject of this two-day foundation course, which deals with telling the common species apart, recognising signs of activity, proofing buildings against entry, and placing rodenticide baits safely.",
    level: "beginner",
    duration: "2 days",
    plantedGap: "proofing",
    modules: [
      {
        title: "Know Your Rodent",
        description:
          "Three species cause nearly all the trouble in British and European buildings, and they differ in habits as much as in looks.",
        lesson: {
          title: "Brown rat, black rat and house mouse",
          html:
            p(
              "Almost all rodent problems in buildings in Britain and much of Europe are caused by three introduced species. The brown or Norway rat (<i>Rattus norvegicus</i>) is the common rat of sewers, farms and waterfronts. The black or ship rat (<i>Rattus rattus</i>) is now rare in Britain but common around ports and in warmer countries. The house mouse (<i>Mus musculus</i>) is found in almost every kind of building. Correct identification matters because the species differ in where they live, how they feed and how they react to new objects, and therefore in how they are best controlled.",
            ) +
            "<table><tr><th>Feature</th><th>Brown rat</th><th>Black rat</th><th>House mouse</th></tr><tr><td>Adult weight</td><td>200–500 g</td><td>150–250 g</td><td>12–30 g</td></tr><tr><td>Tail</td><td>Shorter than head and body</td><td>Longer than head and body</td><td>About as long as head and body</td></tr><tr><td>Ears and snout</td><td>Small ears, blunt snout</td><td>Large ears, pointed snout</td><td>Large ears, pointed snout</td></tr><tr><td>Droppings</td><td>Up to 20 mm, blunt ends</td><td>Up to 12 mm, curved</td><td>3–6 mm, rod-shaped</td></tr><tr><td>Habits</td><td>Burrows, ground level</td><td>Climbs, roofs and upper floors</td><td>Nests inside walls and stored goods</td></tr></table>" +
            p(
              "Behaviour is as important as appearance. Rats are neophobic: they avoid new objects in their territory for several days, so a freshly placed bait station may be ignored at first. They need water daily and usually travel up to 50 metres from the nest to feed. Mice, by contrast, are inquisitive, nibble small amounts from many sites and can live with little or no free water, often ranging only a few metres from their nest.",
              "Breeding potential explains why small problems become large ones. A female brown rat can produce five or more litters of around seven young a year, and young rats breed at about three months. A female house mouse can produce a litter every month or so. Acting early, while numbers are low, is always cheaper than acting late.",
            ),
        },
      },
      {
        title: "Reading the Signs",
        description: "Rodents are rarely seen by day, so a technician surveys a building for the traces they leave.",
        lesson: {
          title: "Conducting a rodent survey",
          html: p(
            "Because rats and mice are mainly nocturnal, a survey relies on the evidence of activity rather than sightings. Seeing a rat in daylight usually means that the population is large, or that the animal has been disturbed or is sick. A systematic survey walks the site outside and in, following walls, pipes and cable runs, and records every sign on a plan of the building.",
            "The most useful signs are these. <b>Droppings</b> show the species by size and shape, and their freshness: fresh droppings are dark, moist and soft, old ones dull, grey and crumbly. <b>Smears</b> are dark greasy marks left where rats repeatedly brush against surfaces, such as around holes and along beams. <b>Runs</b> are worn paths through vegetation or dust, usually along walls, since rodents prefer to keep a side in contact with a vertical surface. <b>Burrows</b> of brown rats are holes 6–9 cm across in banks, under slabs or beside foundations, often with fresh spoil at the entrance. <b>Gnawing</b> damage appears on wood, plastic and cables; fresh gnawing is pale. <b>Footprints and tail swipes</b> show clearly in dust or in a thin layer of talc spread as a tracking patch.",
            "Other clues include the smell of mouse urine, nests of shredded paper or insulation, and damage to stored food. In sewers and drains, rats may enter through broken pipes or defective interceptor traps, so the drainage layout is part of the survey.",
            "A survey should end with a written record: the species identified, the extent of the infestation (light, moderate or heavy), the location of each sign, the likely harbourage and food sources, and any hazards for people, pets or wildlife. This record forms the baseline against which the success of the treatment is later judged, and it protects the technician if the work is ever questioned.",
          ),
        },
      },
      {
        title: "Safe Baiting with Rodenticides",
        description:
          "Anticoagulant baits work, but only when they are placed so that rodents find them and nothing else does.",
        lesson: {
          title: "Anticoagulants, bait stations and the UK stewardship regime",
          html: p(
            "Most rodenticides used today are anticoagulants. They block the recycling of vitamin K in the liver, so the blood gradually loses its ability to clot, and the animal dies of internal bleeding three to ten days after feeding. This delay is deliberate: rats do not connect the illness with the bait, so they do not develop bait shyness. First-generation compounds such as warfarin need several feeds, whereas second-generation anticoagulants (SGARs) such as bromadiolone, difenacoum and brodifacoum can kill after a single feed. Vitamin K1 is the antidote for poisoning of pets or people.",
            "The potency of SGARs brings risks. They persist in the liver of poisoned rodents, and predators such as barn owls, kestrels and red kites that eat them accumulate the poison. Some rat populations in Britain are also resistant to the older compounds, particularly where the L120Q gene mutation is present, so the active ingredient must be matched to the local resistance picture.",
            "In the United Kingdom, professional use of SGARs outdoors is governed by the Rodenticide Stewardship Regime, introduced in 2016, which requires users to hold a recognised certificate of competence. Good practice on every job includes:",
            "<ul><li>using tamper-resistant bait stations, secured to the ground or a wall, wherever children, pets or non-target animals could reach the bait;</li><li>placing stations on runs and near harbourage, not randomly;</li><li>inspecting at least weekly at first and replacing eaten bait;</li><li>searching for and safely disposing of dead rodents to protect scavengers;</li><li>removing all bait at the end of the treatment rather than leaving permanent baiting in place.</li></ul>",
            "Baiting is a tool, not a solution on its own. Food spillages, waste bins with lids left open and cluttered storage all feed and shelter rodents, and they will return unless these conditions change.",
          ),
        },
      },
    ],
  },
  {
    slug: "making-dictionaries-entries-corpora-definitions",
    discipline: "Lexicography",
    title: "How Dictionaries Are Made",
    description:
      "Dictionaries look like finished objects, yet every entry is the result of editorial choices; this first-year elective shows how headwords are chosen, how corpus evidence is read, how definitions are written, and how usage labels mark words as formal, slang or offensive.",
    level: "beginner",
    duration: "one term (2 hours a week)",
    plantedGap: "usage labels",
    modules: [
      {
        title: "Anatomy of an Entry",
        description: "What goes into a dictionary entry, and in what order?",
        lesson: {
          title: "Headword, lemma and microstructure",
          html:
            p(
              "Lexicographers distinguish the <i>macrostructure</i> of a dictionary, meaning the list of headwords and the way they are ordered, from the <i>microstructure</i>, the internal arrangement of each entry. The headword is the form under which a word is listed, usually its lemma or citation form. In English the lemma of a noun is its singular (<i>mouse</i>, not <i>mice</i>) and of a verb its base form (<i>run</i>, not <i>ran</i> or <i>running</i>). Inflected forms are listed inside the entry, and irregular ones may get short cross-reference entries of their own so that a user who looks up <i>mice</i> is sent to <i>mouse</i>.",
              "A typical entry in a general English dictionary contains the following parts, in roughly this order:",
            ) +
            "<ul><li>headword, with spelling variants and syllable breaks;</li><li>pronunciation, usually in the International Phonetic Alphabet;</li><li>part of speech and inflections;</li><li>senses, numbered, each with a definition;</li><li>examples showing the word in use;</li><li>derived words and phrases (run-ons and idioms);</li><li>etymology, the word's history.</li></ul>" +
            p(
              "Dictionaries differ in how they order senses. Historical dictionaries, such as the <i>Oxford English Dictionary</i>, list senses chronologically, so the oldest recorded meaning comes first even if it is now rare. Learners' dictionaries, such as those from Longman, Oxford and Cambridge, put the most frequent current sense first, because that is what a learner most needs. Neither is wrong; the ordering reflects the purpose of the dictionary and its users.",
              "Another decision is whether two meanings belong to one word (polysemy) or to two separate headwords (homonymy). <i>Bank</i> of a river and <i>bank</i> for money have different origins, so most dictionaries give them separate entries, usually numbered <i>bank<sup>1</sup></i> and <i>bank<sup>2</sup></i>; the senses of <i>run</i> are related and stay in one entry.",
            ),
        },
      },
      {
        title: "Evidence from Corpora",
        description:
          "Modern dictionaries are written from large collections of real text, and this module teaches you to read the evidence.",
        lesson: {
          title: "Concordances, frequency and collocation",
          html: p(
            "Until the 1980s, dictionary makers worked largely from citation slips: quotations that readers copied from books and sent in, as happened on a huge scale for James Murray's <i>Oxford English Dictionary</i>. Such evidence favours the striking and literary over the everyday. The turning point came with the COBUILD project at the University of Birmingham, led by John Sinclair, whose <i>Collins COBUILD English Language Dictionary</i> (1987) was the first based systematically on an electronic corpus, a large, structured collection of texts stored on computer.",
            "Today a lexicographer begins an entry by looking at a concordance, usually in the Key Word in Context (KWIC) format. Every occurrence of the search word is shown on its own line, centred, with a few words on either side. Sorting the lines alphabetically by the word to the right or to the left makes patterns leap out. For <i>commit</i>, a right-sorted concordance shows clusters such as <i>commit a crime</i>, <i>commit murder</i>, <i>commit suicide</i> and <i>commit to</i>, which suggest two main senses: doing something wrong, and pledging oneself.",
            "Frequency also matters. A corpus such as the British National Corpus, with about 100 million words, lets editors compare how often a word or sense occurs; frequency is usually expressed per million words so that corpora of different sizes can be compared. A word that occurs once per million words is common enough for a learners' dictionary, while one that occurs once in the whole corpus may be left out.",
            "Collocation, the tendency of words to occur together more often than chance would predict, is measured with statistics such as mutual information or logDice, which modern tools like Sketch Engine compute automatically. The strongest collocates of <i>strong</i> include <i>tea</i> and <i>wind</i>; the strongest of <i>powerful</i> include <i>engine</i> and <i>computer</i>. Such facts are invisible to introspection but essential to good examples and definitions.",
          ),
        },
      },
      {
        title: "Writing Definitions",
        description: "We practise the craft at the centre of lexicography: saying what a word means in other words.",
        lesson: {
          title: "Genus, differentiae and the full-sentence definition",
          html: p(
            "The classical model of definition goes back to Aristotle. It names the class to which the thing belongs, the <i>genus</i>, and then the features that distinguish it from other members of the class, the <i>differentiae</i>. A definition of <i>stool</i> as 'a seat without a back or arms, for one person' uses <i>seat</i> as genus and 'without a back or arms' and 'for one person' as differentiae. The genus should be at the right level: 'a piece of furniture' is too general, and 'a chair' is wrong, since a chair by definition has a back.",
            "Good definitions follow a few rules that editors enforce strictly. The definition must be substitutable where possible, meaning that it can replace the headword in a sentence: a verb is defined with a verb phrase, a noun with a noun phrase. It must avoid circularity, the trap of defining <i>big</i> as 'large' and <i>large</i> as 'big'. It should use words simpler than the headword; Longman's learners' dictionaries famously restrict definitions to a controlled defining vocabulary of about 2,000 words. And it must cover all the evidence in the corpus for that sense, not just the first citation that comes to mind.",
            "The COBUILD dictionary introduced a different form, the full-sentence definition, which shows the word in its typical context: 'If you <i>commit</i> a crime or a sin, you do something illegal or bad.' This form encodes grammar and collocation as well as meaning. It tells the learner that <i>commit</i> takes an object such as <i>crime</i>, that the subject is a person, and that the act is wrong. Critics note that such definitions are longer and harder to scan, so most dictionaries use them only for learners.",
            "A useful exercise is to write a definition of an everyday word, then test it against twenty concordance lines. If any line fits none of your senses, the definition is incomplete.",
          ),
        },
      },
    ],
  },
  {
    slug: "wetlands-water-soils-plants-field-course",
    discipline: "Wetland ecology",
    title: "Wetland Ecology in the Field",
    description:
      "Marshes, fens, bogs and swamps share one defining condition: soil saturated long enough to run out of oxygen. This field-based module traces that condition through hydrology and the hydroperiod, hydric soils and their chemistry, the adaptations of wetland plants, and the Ramsar system for classifying and protecting wetlands.",
    level: "beginner",
    duration: "one semester, including four field days",
    plantedGap: "Ramsar",
    modules: [
      {
        title: "Water: The Master Variable",
        description:
          "Where the water comes from, how deep it stands and for how long decide what kind of wetland forms.",
        lesson: {
          title: "Water sources, water budgets and the hydroperiod",
          html: p(
            "Ecologists often call hydrology the master variable of wetlands, because the depth, duration and timing of flooding control the soil, the plants and the animals that can live there. A wetland's water comes from three sources: precipitation falling directly on it, surface water from streams and overland flow, and groundwater seeping in from below. It leaves by evapotranspiration, by outflow in streams and by seepage into the ground. The balance between these terms is the water budget: change in storage equals inputs minus outputs.",
            "The relative importance of the sources defines broad wetland types. A raised bog receives water almost entirely from rain, which is poor in dissolved minerals, so its water is acidic and nutrient-poor. A fen is fed by groundwater that has passed through mineral soil or rock, so its water is richer in calcium and less acidic; fens on chalk or limestone can have a pH above 7. Marshes and swamps on floodplains receive river water carrying sediment and nutrients, which makes them among the most productive ecosystems on Earth.",
            "The seasonal pattern of water level is called the hydroperiod. A floodplain marsh may be flooded for three months in winter and spring and dry in late summer, whereas a permanent fen may stay saturated at the surface all year. Small differences matter: a few centimetres of extra flooding depth can shift the plant community from sedges to reeds, and a wetland whose hydroperiod is shortened by drainage will gradually lose its wetland species.",
            "A worked example shows the budget in use. Suppose a 10-hectare fen receives 600 mm of rain a year and 90,000 m³ of groundwater, loses 550 mm to evapotranspiration and has no surface outflow. Rain adds 60,000 m³, evapotranspiration removes 55,000 m³, so the fen gains 95,000 m³ a year, which must leave by seepage or raise its water level.",
          ),
        },
      },
      {
        title: "Hydric Soils",
        description:
          "Saturated soils run out of oxygen, and the chemistry that follows leaves marks a field ecologist can read with a spade.",
        lesson: {
          title: "Anaerobic soils, redox and the signs in a soil pit",
          html: p(
            "A hydric soil is one that is saturated, flooded or ponded long enough during the growing season to develop anaerobic conditions in its upper part. Oxygen diffuses about ten thousand times more slowly through water than through air, so once the pore spaces fill with water, soil microbes quickly use up the oxygen that remains. They then turn to other electron acceptors in a predictable sequence as the redox potential of the soil falls: first nitrate, then manganese, then iron, then sulphate, and finally carbon dioxide, which is reduced to methane.",
            "Each step leaves a trace. When iron is reduced from the ferric (Fe³⁺) to the ferrous (Fe²⁺) form it becomes soluble and moves with the water, leaving the soil grey or greenish-grey, a condition called gleying. Where oxygen returns, for example along root channels or in parts of the soil that dry out in summer, iron is oxidised again and forms orange or reddish mottles, known as redoximorphic features. The smell of rotten eggs in a marsh is hydrogen sulphide from sulphate reduction, and the bubbles that rise when you step in deep mud are largely methane.",
            "Because decomposition is slow without oxygen, organic matter accumulates in wetland soils. Where saturation is permanent, this builds up as peat, which may be many metres deep. A soil with more than a certain proportion of organic carbon, commonly around 12 to 18 per cent depending on clay content, is classed as an organic soil.",
            "In the field, a soil pit or an auger core is described from the surface down, noting colour with a Munsell chart, the presence and abundance of mottles, the depth to gleyed layers and the thickness of any organic horizon. A grey matrix within 30 cm of the surface with orange mottles along root channels is strong evidence that the site is wet for long periods.",
          ),
        },
      },
      {
        title: "Plants of Wet Places",
        description:
          "Rooting in soil without oxygen is a serious problem for a plant; this module looks at how wetland species solve it and how they are used to recognise a wetland.",
        lesson: {
          title: "Hydrophytes and their adaptations",
          html:
            p(
              "Plants adapted to grow in water or in saturated soil are called hydrophytes. Their central problem is that roots need oxygen for respiration, and in waterlogged soil there is almost none. Most land plants drowned for more than a few days suffer root death, while hydrophytes survive through a combination of structural and physiological adaptations.",
              "The most important is aerenchyma, spongy tissue with large air spaces running through stems and roots, which lets oxygen diffuse from the leaves down to the roots. In common reed (<i>Phragmites australis</i>) and water lilies, pressure differences generated by warm leaves even drive a flow of gas through the plant, a process called pressurised ventilation. Some oxygen leaks from the roots into the surrounding soil and oxidises iron there, producing the orange root-channel mottles seen in soil pits.",
            ) +
            "<ul><li><b>Adventitious roots</b> grow from the stem above the waterlogged zone, as in willows after flooding.</li><li><b>Shallow root systems</b> keep roots near the better-aerated surface.</li><li><b>Buttressed trunks and pneumatophores</b>, the upright 'breathing roots' of mangroves, help trees stand and take in air in soft mud.</li><li><b>Anaerobic respiration</b> lets some species tolerate short periods without oxygen by fermenting sugars.</li></ul>" +
            p(
              "Wetland plants also sort themselves along the gradient of water depth. In a typical lowland lake margin, submerged plants such as pondweeds grow in the deepest water, floating-leaved plants such as water lilies in water up to about two metres deep, emergent reeds and bulrushes at the shallow edge, and sedges, rushes and willow carr where the soil is saturated but rarely flooded. Because the presence of hydrophytes is a reliable indicator of wet conditions, vegetation surveys are one of the three standard lines of evidence, with hydrology and soils, used to decide where a wetland's boundary lies.",
            ),
        },
      },
    ],
  },
];
