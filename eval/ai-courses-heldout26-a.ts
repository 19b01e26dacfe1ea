/** Twenty-sixth held-out evaluation courses, beginner level (Finnish to stop-motion animation); see ai-courses-heldout26.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT26_A: EvalCourse[] = [
  {
    slug: "finnish-from-sounds-to-partitive",
    discipline: "Finnish language",
    title: "Finnish for Complete Beginners",
    description:
      "Finnish has no articles and no grammatical gender, yet it has fifteen cases; in this first term learners master pronunciation and vowel harmony, the present tense with its negative verb, the partitive case, and telling the time.",
    level: "beginner",
    duration: "one term (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Sounds, Length and Vowel Harmony",
        description: "Why tuli and tuuli are different words, and why the ending of a word depends on its vowels.",
        lesson: {
          title: "Reading Finnish aloud",
          html:
            p(
              "Finnish spelling is close to phonemic: each letter stands for one sound, and each sound is written with one letter. A reader who knows the values of the letters can pronounce almost any word correctly on first sight. Stress always falls on the first syllable of a word, with a weaker secondary stress on odd-numbered syllables in long words, so <i>Helsinki</i> is stressed HEL-sin-ki, never hel-SIN-ki.",
              "The most important feature for a beginner is length. Both vowels and consonants can be short or long, and a long sound is written double. Length changes meaning: <i>tuli</i> means 'fire' but <i>tuuli</i> means 'wind'; <i>kato</i> is 'crop failure' and <i>katto</i> is 'roof'. A long consonant is held, as in Italian, rather than merely written twice. The vowels <i>ä</i> and <i>ö</i> are separate letters, pronounced roughly as the vowels in English 'cat' and German 'schön', and <i>y</i> is always a vowel, like German ü.",
              "Vowel harmony governs which vowels may occur together in a simple word. Finnish divides its vowels into three groups:",
            ) +
            "<ul><li>back vowels: a, o, u</li><li>front vowels: ä, ö, y</li><li>neutral vowels: e, i, which can combine with either group</li></ul>" +
            p(
              "A native word contains either back or front vowels but not both. Endings therefore come in two forms, and the word's own vowels decide which is used. The inessive case ending 'in' is <i>-ssa</i> after back-vowel words and <i>-ssä</i> after front-vowel words: <i>talossa</i> 'in the house' but <i>kylässä</i> 'in the village'. A word with only neutral vowels takes the front form: <i>kirjeessä</i> 'in the letter'. In compounds the last part decides, so <i>työpaikassa</i> 'at the workplace' takes <i>-ssa</i> because <i>paikka</i> is a back-vowel word. Loanwords such as <i>olympialaiset</i> sometimes break the rule, and learners should note them individually.",
            ),
        },
      },
      {
        title: "Verbs in the Present Tense",
        description:
          "This module sets out the personal endings, the first verb types, and the peculiar Finnish habit of conjugating the word for 'not'.",
        lesson: {
          title: "Personal endings and the negative verb",
          html: p(
            "Finnish verbs are listed in dictionaries in the first infinitive, which ends in <i>-a</i> or <i>-ä</i>: <i>puhua</i> 'to speak', <i>syödä</i> 'to eat', <i>tulla</i> 'to come'. Grammars sort verbs into six types according to the infinitive ending, and the type tells the learner how to find the present stem. Type 1 verbs end in two vowels; the stem is found by removing the final <i>-a/-ä</i>, so <i>puhua</i> gives <i>puhu-</i>. Type 2 verbs end in <i>-da/-dä</i>, which is dropped: <i>syödä</i> gives <i>syö-</i>. Type 3 verbs such as <i>tulla</i> drop the last two letters and add <i>e</i>: <i>tule-</i>.",
            "To the stem are added the personal endings <i>-n, -t, -(vowel lengthening), -mme, -tte, -vat/-vät</i>. The present tense of <i>puhua</i> is therefore <i>puhun, puhut, puhuu, puhumme, puhutte, puhuvat</i>: 'I speak, you speak, he or she speaks, we speak, you (plural) speak, they speak'. Because the ending shows the person, the pronouns <i>minä</i> and <i>sinä</i> are often omitted in writing, although they are kept in the third person: <i>hän puhuu</i>.",
            "Type 1 verbs also show consonant gradation, a regular alternation between a strong and a weak grade of <i>k, p</i> and <i>t</i> when a syllable closes. The verb <i>ottaa</i> 'to take' has the weak grade <i>ot-</i> before the closed syllables of the first and second persons (<i>otan, otat, otamme, otatte</i>) but the strong grade elsewhere (<i>ottaa, ottavat</i>).",
            "Negation is done with a verb of its own. The negative verb <i>e-</i> takes the personal endings (<i>en, et, ei, emme, ette, eivät</i>), while the main verb appears as a bare stem in the weak grade with no ending at all. 'I do not speak' is <i>en puhu</i>; 'they do not take' is <i>eivät ota</i>. A useful drill is to convert every affirmative sentence in a text into its negative.",
          ),
        },
      },
      {
        title: "The Partitive Case",
        description:
          "Learners use the commonest case in the language for quantities, for incomplete actions, and for the objects of negative sentences.",
        lesson: {
          title: "Partitive: part of something",
          html:
            p(
              "The partitive is the most frequent case in Finnish after the nominative and the one learners find hardest, because English has nothing like it. Its basic meaning is 'an indefinite part of something' rather than a whole, bounded thing. Its ending is <i>-a/-ä</i> after a short vowel (<i>talo</i> → <i>taloa</i>), <i>-ta/-tä</i> after a long vowel, a diphthong or a consonant (<i>maa</i> → <i>maata</i>, <i>kirjain</i> → <i>kirjainta</i>), and <i>-tta/-ttä</i> after some words ending in <i>-e</i> (<i>huone</i> → <i>huonetta</i>).",
              "Beginners meet the partitive in four uses:",
            ) +
            "<table><tr><th>Use</th><th>Example</th><th>Meaning</th></tr><tr><td>After numbers other than one</td><td>kaksi kirjaa</td><td>two books</td></tr><tr><td>Uncountable amounts</td><td>Juon kahvia.</td><td>I drink (some) coffee.</td></tr><tr><td>Object of a negative verb</td><td>En osta autoa.</td><td>I am not buying a car.</td></tr><tr><td>Ongoing or incomplete action</td><td>Luen kirjaa.</td><td>I am reading a book (not yet finished).</td></tr></table>" +
            p(
              "The contrast with the total object is what gives the partitive its force. <i>Luen kirjan</i>, with the genitive-form object, means 'I will read the book through', while <i>luen kirjaa</i> means 'I am reading the book' without any promise of finishing. Likewise <i>Ostin leipää</i> is 'I bought some bread' while <i>Ostin leivän</i> is 'I bought the loaf'. Note that after numbers the noun stays singular: <i>kolme omenaa</i>, 'three apples', never a plural form. Certain verbs of emotion and ongoing activity, such as <i>rakastaa</i> 'to love', <i>auttaa</i> 'to help' and <i>odottaa</i> 'to wait for', always take a partitive object, because what they describe is never completed: <i>Rakastan sinua</i>, 'I love you'. Learning these verbs with their case, as whole phrases, saves a great deal of later correction.",
            ),
        },
      },
    ],
  },
  {
    slug: "pargetting-lime-relief-for-beginners",
    discipline: "Pargetting",
    title: "Pargetting: Decorative Lime Plasterwork",
    description:
      "East Anglia's timber-framed houses wear pargetting, decorative plaster that is combed, stamped or modelled in relief. Over five practical days beginners prepare haired lime mixes, run combed and stamped patterns, model a raised panel, and learn to finish the work with limewash.",
    level: "beginner",
    duration: "five days (30 hours)",
    plantedGap: "limewash",
    modules: [
      {
        title: "Lime, Sand and Hair",
        description:
          "We start in the mixing shed, with the materials traditional pargeters used and the reasons they still work best.",
        lesson: {
          title: "Making a haired lime mix",
          html: p(
            "Pargetting is decorative work in an external lime plaster, found above all on timber-framed buildings in Suffolk, Essex and north Hertfordshire and flourishing from the sixteenth to the eighteenth century. The Sun Inn at Saffron Walden and the Ancient House in Ipswich, with its relief panels of the continents, are the best-known examples. The craft depends on a plaster soft and porous enough to let a timber frame and its infill breathe, which is why lime, not cement, is used.",
            "The traditional binder is non-hydraulic lime putty, made by slaking quicklime (calcium oxide) in excess water to form calcium hydroxide and leaving it to mature for at least three months. It hardens slowly by carbonation, absorbing carbon dioxide from the air to become calcium carbonate again. Many modern practitioners also use a feebly hydraulic lime such as NHL 2 for the backing coats, because it sets partly by reaction with water and is more forgiving in cold, damp weather.",
            "A typical coarse stuff for the backing coats is one part lime putty to two and a half or three parts of sharp, well-graded sand by volume. The sand must be washed and contain particles from fine to about 3 mm, because a graded sand packs densely and leaves the lime just enough voids to fill. Animal hair, historically cattle or goat hair, is teased in at about 5 kg per cubic metre of mortar to give tensile strength and to stop shrinkage cracks. Add it after the sand and lime are thoroughly beaten together, and tease it in by hand so that it does not ball.",
            "Coats are applied in thicknesses of roughly 9 to 12 mm, each scratched to give a key for the next and allowed to firm up for several days. Lime must never dry too fast: keep the work shaded from sun and wind with damp hessian and mist it with water for the first week, otherwise the surface will dust and crack instead of carbonating.",
          ),
        },
      },
      {
        title: "Combed and Stamped Patterns",
        description:
          "Simple repeating patterns, made with a comb or a carved stamp while the final coat is still soft, are the quickest way to cover a wall and the best place to start.",
        lesson: {
          title: "Running a combed pattern",
          html:
            p(
              "The simplest and commonest pargetting is incised, not raised: patterns are drawn into the final coat while it is still green, that is, firm enough to hold a line but soft enough to be cut. Timing is everything. Test the coat by pressing a thumb into it; if it takes a shallow print without sticking, it is ready. Too early and the edges of each groove slump; too late and the comb tears the surface and drags out the hair.",
              "The tool is a comb of four to six teeth cut from hardwood, metal or even a piece of old saw blade, with teeth 3 to 6 mm apart. A pargeter usually sets out the wall first with a straightedge and chalk line into panels, commonly squares or diamonds of 300 to 450 mm. The common patterns include:",
            ) +
            "<ul><li>fan or scallop: a series of quarter-circle sweeps pivoting from one corner of each panel;</li><li>basket-weave: alternating panels combed horizontally and vertically;</li><li>herringbone: short diagonal strokes alternating in direction along a row;</li><li>guilloche or rope: interlacing curves run along a band.</li></ul>" +
            p(
              "Stamped work uses a carved wooden block, often a fleur-de-lis, rosette or simple cross, pressed into the green plaster at regular intervals. Oil or wet the stamp lightly so that it releases cleanly, and press with even pressure rather than tapping, which tends to tilt the block. A line of stamped motifs between two combed borders is a good practice exercise.",
              "Work in panels no larger than can be finished in one session, cutting back the edge of each day's work to a clean straight line so that the next day's plaster joins without a visible ridge. Keep the comb clean in a bucket of water, because lime that hardens between its teeth will drag. Above all, stand back every few panels: irregularities of spacing that cannot be seen at arm's length are obvious from the street.",
            ),
        },
      },
      {
        title: "Modelling a Relief Panel",
        description: "How is a raised vine, bird or coat of arms built up in lime without sagging off the wall?",
        lesson: {
          title: "Building up raised work",
          html: p(
            "Raised or modelled pargetting is the most admired form of the craft: trailing vines, flowers, birds, figures and heraldic shields standing up to 50 mm proud of the wall. It is built up by hand and with small tools in successive thin layers, never in one thick mass, because a heavy lump of wet lime will sag and pull away before it has carbonated.",
            "Begin with a full-size drawing on paper. Prick its outline with a pounce wheel, hold it to the green final coat and dust powdered charcoal through the holes, leaving a dotted outline on the wall. Score the areas that will be raised with a sharp point to give a key. For projections of more than about 20 mm an armature is needed: stainless steel screws or non-ferrous wire set into the backing, or in historic work wooden pegs and wrought nails. Ferrous metal should be avoided because rust expands and will spall the plaster.",
            "The modelling mix is a richer and finer stuff than the backing, commonly one part lime putty to one or one and a half parts of fine sand, with extra fine hair. Apply it in layers of 6 to 10 mm, each pressed firmly onto the one below while that is still slightly soft, and wait several hours, or overnight in cool weather, between layers. Shape with leaf-shaped modelling tools, small spatulas and the fingers, and refine edges and veins with a wet brush.",
            "Undercutting, where a leaf or petal overhangs its background, is done last and sparingly, since it is the first part to fail in frost. Protect the finished panel for at least two weeks with damp hessian hung clear of the surface, so that it carbonates slowly from the outside in. A panel of 600 by 600 mm is a realistic first piece for a beginner across two days.",
          ),
        },
      },
    ],
  },
  {
    slug: "sheep-husbandry-first-flock",
    discipline: "Sheep husbandry",
    title: "Keeping Your First Flock",
    description:
      "What should a smallholder know before buying a first flock of ewes? This eight-week evening course works through breeds and the shepherd's year, body condition scoring, worm control guided by faecal egg counts, and shearing.",
    level: "beginner",
    duration: "eight weeks (one evening a week plus two farm visits)",
    plantedGap: "shearing",
    modules: [
      {
        title: "Breeds and the Shepherd's Year",
        description:
          "Hill, longwool and terminal sire breeds, and the calendar of tupping, lambing and weaning that every flock follows.",
        lesson: {
          title: "Choosing sheep and planning the year",
          html:
            p(
              "British sheep breeds fall into a stratified system that has shaped the industry for two centuries. Hardy hill breeds such as the Scottish Blackface, Swaledale and Welsh Mountain live on poor upland grazing. Older hill ewes are drafted down to better land and crossed with a longwool ram such as the Bluefaced Leicester, producing prolific crossbred ewes known as mules. These mules are in turn put to a terminal sire, typically a Texel, Suffolk or Charollais, whose lambs are all sold for meat. A beginner will usually do best with a docile, easily managed lowland or native breed, such as a Lleyn, a Shetland or a mule, rather than a flighty hill breed.",
              "The shepherd's year is fixed by the ewe's biology. Sheep are seasonal breeders whose oestrous cycles are triggered by shortening day length, so most lowland flocks are tupped, or mated, between September and November. The oestrous cycle is about 17 days and pregnancy lasts about 147 days, roughly five months. Rams are commonly fitted with a raddle, a harness carrying a coloured crayon, and the colour is changed every 17 days so that the shepherd can see which ewes were served in which cycle and will lamb in which week.",
            ) +
            "<table><tr><th>Month</th><th>Main task (lowland flock lambing in March)</th></tr><tr><td>August to September</td><td>Check and condition ewes and rams before tupping</td></tr><tr><td>October</td><td>Rams in with raddles; tupping</td></tr><tr><td>December to January</td><td>Scanning for numbers of lambs; grouping ewes by litter size</td></tr><tr><td>March</td><td>Lambing</td></tr><tr><td>June to July</td><td>Weaning at about 12 to 14 weeks</td></tr></table>" +
            p(
              "Every sheep in England must be identified with ear tags and every movement recorded, and a holding number (CPH) must be obtained from the Rural Payments Agency before any animals arrive. A flock register must be kept.",
            ),
        },
      },
      {
        title: "Body Condition Scoring",
        description:
          "Scoring by hand tells you far more than looking at a fleece ever will, and it drives every decision about feeding.",
        lesson: {
          title: "Scoring a ewe by hand",
          html:
            p(
              "A sheep's fleece hides its true condition, so shepherds assess fat and muscle cover by handling the animal. Body condition scoring (BCS) uses a scale from 1 (emaciated) to 5 (very fat), usually in half-score steps, and is done by feeling the lumbar region of the spine just behind the last rib, above the kidneys. The shepherd stands behind the ewe, places a hand over the loin and feels three things: the spinous processes along the backbone, the transverse processes to the sides, and the depth of muscle and fat filling the space between them.",
            ) +
            "<ul><li>Score 1: spine sharp and prominent; fingers pass easily under the ends of the transverse processes; eye muscle thin.</li><li>Score 2: spine prominent but smooth; transverse processes can be felt with a little pressure.</li><li>Score 3: spine smooth and rounded; firm pressure is needed to feel the transverse processes; eye muscle full.</li><li>Score 4: spine detectable only as a line; the ends of the transverse processes cannot be felt.</li><li>Score 5: the spine cannot be felt at all, even with firm pressure.</li></ul>" +
            p(
              "Targets differ through the year. For a lowland flock the usual aims are 3.5 at tupping, because fitter ewes ovulate more eggs and produce more lambs, around 3 to 3.5 at scanning and at lambing, and no lower than 2.5 at weaning. Hill ewes are run leaner, at about 2.5 to 3. A change of one whole score corresponds to roughly 10 to 13 per cent of a ewe's body weight, so a 70 kg ewe moving from score 2 to score 3 needs to gain around 8 kg, which takes six to eight weeks on good grass.",
              "Score the whole flock at weaning, so that thin ewes can be separated and given better grazing in good time before tupping, and again at scanning. Write the scores down against each ewe's tag number: a ewe that is persistently thin despite good feeding may have bad teeth, chronic disease or a damaged udder, and is a candidate for culling.",
            ),
        },
      },
      {
        title: "Worm Control and Faecal Egg Counts",
        description:
          "Routine dosing has bred worms that no drug will kill; this module shows how to test before you treat, following the SCOPS principles.",
        lesson: {
          title: "Testing before treating",
          html: p(
            "Parasitic roundworms of the gut are the commonest cause of poor growth and death in grazing lambs. The most important species in Britain are <i>Teladorsagia circumcincta</i>, which damages the abomasum; <i>Haemonchus contortus</i>, the barber's pole worm, which sucks blood and causes anaemia rather than scouring; and <i>Nematodirus battus</i>, which hatches in a mass in spring after a cold spell and can kill young lambs within days. Adult ewes develop partial immunity, although it weakens around lambing, when the ewes' egg output rises and contaminates the pasture for their lambs.",
            "For decades flocks were drenched routinely with anthelmintics every few weeks. The result is widespread resistance: in the United Kingdom, resistance to the white (benzimidazole) drench group is now found on most farms, and resistance to the yellow (levamisole) and clear (macrocyclic lactone) groups is increasing. The industry group SCOPS (Sustainable Control of Parasites in Sheep) therefore recommends treating only when needed, using the right product at the right dose, quarantining bought-in sheep, and leaving some sheep untreated so that susceptible worms survive in refugia.",
            "The key tool is the faecal egg count (FEC). Fresh dung is collected from about ten lambs in a group, pooled and examined in a McMaster counting chamber. Each egg seen in the standard chamber represents 50 eggs per gram (epg). A pooled count of several hundred epg in growing lambs, together with poor growth, usually justifies treatment; a count below about 200 epg usually does not.",
            "A second count, taken 7 to 14 days after drenching depending on the product, shows whether the treatment worked. If the count has not fallen by at least 95 per cent, resistance to that drench is likely. Dose to the weight of the heaviest animal in the group, checking the drenching gun, because under-dosing is a major driver of resistance.",
          ),
        },
      },
    ],
  },
  {
    slug: "capoeira-ginga-esquivas-roda",
    discipline: "Capoeira",
    title: "Capoeira Foundations",
    description:
      "Part fight, part dance and part game, capoeira grew among enslaved Africans in colonial Brazil. Complete beginners learn the ginga and the basic kicks, the esquivas or escapes, how the roda and its berimbau music work, and the story of Mestre Bimba's Regional style.",
    level: "beginner",
    duration: "twelve weeks (two 90-minute classes a week)",
    plantedGap: "Mestre Bimba",
    modules: [
      {
        title: "The Ginga and the First Kicks",
        description:
          "Everything in capoeira starts from the ginga, a constant swaying step, so that is where we start too.",
        lesson: {
          title: "Moving in the ginga",
          html:
            p(
              "The <i>ginga</i>, from a Portuguese word meaning 'to sway', is the basic movement of capoeira and the position from which every attack and defence begins. It is a continuous triangular step. The player stands with feet roughly shoulder-width apart and steps one foot back diagonally to the corner of an imaginary triangle, bending both knees and shifting weight forwards over the front foot; the feet then return to the parallel base and the other foot steps back. The arm on the same side as the rear leg is raised across the face to guard it, while the other arm swings low and back.",
              "Three details distinguish a good ginga from a careless one. The weight stays low, with knees bent throughout, so the player can explode into a kick or drop into an escape at any moment. The chest faces the opponent and the eyes never leave them. And the rhythm is unbroken: the ginga follows the music of the roda and should never stop to 'load' a kick, which would announce it to the other player.",
              "From the ginga the beginner learns a small set of kicks, most of them circular, delivered with the leg that is stepping back:",
            ) +
            "<ul><li><i>Meia-lua de frente</i> (half-moon from the front): a straight leg swept in an arc across the body from outside to inside.</li><li><i>Queixada</i>: a circular kick in the opposite direction, from inside to outside, with the hips turned.</li><li><i>Armada</i>: a spinning kick in which the player turns the back to the partner and sweeps the straight leg round with the heel leading.</li><li><i>Bênção</i> (blessing): a straight push kick with the sole of the foot to the chest or belly.</li></ul>" +
            p(
              "Practise each kick slowly in front of a partner, returning to the ginga after every one. In the training game kicks are controlled, aimed to show an opening rather than to land, and a good kick is one that could have struck but did not.",
            ),
        },
      },
      {
        title: "Esquivas: Escaping the Kick",
        description:
          "Capoeiristas rarely block; they move out of the way, and this module drills the main escapes until they become reflexes.",
        lesson: {
          title: "Low and lateral escapes",
          html: p(
            "Blocking a capoeira kick with the arms is ineffective and, against a spinning kick such as the <i>armada</i>, dangerous. The art therefore relies on <i>esquivas</i>, evasions that take the body out of the path of the attack while keeping the player ready to counter. An esquiva is not a retreat: a player who escapes well ends up close to the opponent, low and balanced, often in position to sweep or kick.",
            "The <i>cocorinha</i> is the simplest escape. From the ginga the player squats straight down with both feet flat, heels on the ground, one arm raised to protect the head and the other hand touching the floor for balance. It works against high circular kicks aimed at the head. The <i>esquiva lateral</i> drops the body sideways: the player bends one knee deeply and extends the other leg, leaning the trunk down over the bent leg, again with the guard arm over the head. Against a <i>meia-lua de frente</i> coming from the right, the player escapes to the left, away from the direction of the kick.",
            "The <i>negativa</i> takes the player almost to the floor. One leg is folded beneath the body and the other stretched forward along the ground, while the trunk leans over the extended leg and a hand on the floor supports the weight. From the negativa a player can roll away with a <i>rolê</i> or sweep the opponent's standing leg. Finally, the <i>queda de quatro</i> lets the player fall backwards onto both hands and feet, belly up, to avoid a straight kick to the body.",
            "Beginners should train each escape first alone, then in pairs with one partner kicking slowly and the other escaping, and only then at the speed of the game. Two habits matter most: keep the eyes on the partner while going down, and never lower the guard arm that protects the head.",
          ),
        },
      },
      {
        title: "The Roda and the Berimbau",
        description:
          "The circle of players and musicians is where capoeira actually happens, and the music controls the game.",
        lesson: {
          title: "How a roda works",
          html: p(
            "Capoeira is played, not fought, inside a <i>roda</i> ('wheel'), a circle of participants who clap, sing and take turns to enter the centre in pairs. The roda is led from the <i>bateria</i>, a row of musicians at one side of the circle. At its heart are the berimbaus, musical bows of wood about 1.5 metres long strung with a steel wire and fitted with a hollow gourd resonator. The player holds a coin or stone (<i>dobrão</i>) against the wire to change its pitch, strikes the wire with a thin stick (<i>baqueta</i>) and holds a small basket rattle (<i>caxixi</i>) in the same hand.",
            "A traditional bateria has three berimbaus of different sizes: the low <i>gunga</i>, played by the most senior person present, who controls the roda; the middle <i>médio</i>; and the high <i>viola</i>, which improvises. They are joined by one or two tambourines (<i>pandeiros</i>), an <i>atabaque</i> drum, and sometimes an <i>agogô</i> bell and a <i>reco-reco</i> scraper.",
            "The rhythm played on the gunga, called the <i>toque</i>, tells the players what kind of game to play. The slow toque of <i>Angola</i> calls for a low, close, cunning game; <i>São Bento Grande</i> calls for a fast, upright game with big kicks; <i>Iúna</i> is traditionally reserved for advanced players. Songs follow a fixed order: a solo <i>ladainha</i> (litany) sung while the first pair crouch at the foot of the berimbau, a <i>chula</i> or <i>louvação</i> of praises answered by the chorus, and then call-and-response <i>corridos</i> during the game itself.",
            "Etiquette matters. Players enter and leave at the foot of the gunga, greet each other with a handshake, never cross the circle behind the musicians, and stop when the gunga player lowers the instrument. A beginner's first duty in the roda is to clap in time and sing the chorus loudly.",
          ),
        },
      },
    ],
  },
  {
    slug: "stop-motion-puppets-frame-by-frame",
    discipline: "Stop-motion animation",
    title: "Stop-Motion Animation: Puppets Frame by Frame",
    description:
      "One photograph at a time, a camera can turn a clay figure into a performer. In this ten-week studio you will time movement in frames and spacing, build a wire armature, light a set so that it does not flicker, and lip-sync a character with replacement mouths.",
    level: "beginner",
    duration: "ten weeks (one 3-hour studio a week)",
    plantedGap: "lip-sync",
    modules: [
      {
        title: "Frames, Timing and Spacing",
        description:
          "The first exercise is a bouncing ball, because it teaches the two ideas every animator lives by: how many frames an action takes, and how far the object moves between them.",
        lesson: {
          title: "Timing a move in frames",
          html: p(
            "Stop-motion creates the illusion of movement by photographing a physical object, moving it a tiny amount, and photographing it again. Played back at speed, the sequence of still frames appears to move. Cinema projects 24 frames per second (fps), and most professional stop-motion is shot for that rate. Animators rarely shoot a new pose for every frame, however. Shooting 'on twos' means each pose is held for two frames, so one second of film needs 12 poses instead of 24. Aardman's Wallace and Gromit films and Laika's features use twos for most movement and switch to ones for fast action, where twos would look jerky.",
            "Two ideas govern every move. Timing is how many frames an action lasts: a ball that takes 12 frames to fall from a table looks lighter and slower than one that takes 8. Spacing is how far the object moves between consecutive frames. Even spacing produces mechanical, constant-speed motion. Real objects accelerate and decelerate, which animators produce with 'eases': small increments at the start and end of a move and larger ones in the middle.",
            "The classic exercise is a bouncing ball. Set the ball at the top of its arc and plan the drop in, say, six poses on twos. Because a falling object accelerates under gravity, the spacing should grow: a helpful rule is to make each gap roughly twice the previous one near the top, then keep them large near the ground. On impact, squash the ball slightly if it is made of clay; then reverse the spacing on the way up, large near the floor and tiny at the peak, where the ball hangs for an instant.",
            "Before shooting, write the plan down on an exposure sheet, or dope sheet: a grid with one row per frame showing which pose is shot on that frame. It is the animator's score, and keeping one avoids losing count in the middle of a long shot.",
          ),
        },
      },
      {
        title: "Building a Wire Armature",
        description:
          "A skeleton of twisted wire lets a puppet hold a pose for hours; here we build one for a 20 cm figure.",
        lesson: {
          title: "Twisted-wire armatures",
          html:
            p(
              "A stop-motion puppet must do two contradictory things: move easily when the animator pushes it and then hold its pose perfectly still while the frame is taken, sometimes under hot lights for hours. The internal skeleton that makes this possible is the armature. Professional studios machine ball-and-socket armatures from steel, with joints whose friction can be adjusted by tightening screws. Beginners and many independent animators use twisted aluminium wire, which is cheap, light and can be built in an afternoon.",
              "Use armature wire of 1.5 to 2 mm diameter for a figure about 20 cm tall, the common size for tabletop work. Aluminium is preferred over copper or steel because it bends readily and work-hardens slowly, so it survives more bending cycles before it snaps. Each limb is made from a doubled length of wire twisted with a hand drill to give two strands that bend together, which is stronger and more controllable than a single strand.",
            ) +
            "<ul><li>Draw the character full size in a neutral standing pose and lay the wire over the drawing to measure each limb.</li><li>Twist a doubled wire for the spine and neck, and separate twisted lengths for arms and legs.</li><li>Join limbs to the spine at the hips and shoulders with epoxy putty blocks, which form rigid 'bones' where no bending is wanted.</li><li>Add epoxy putty along the upper arms, forearms, thighs and shins, leaving bare wire only at the joints: elbows, knees, wrists, ankles, neck and waist.</li><li>Fit tie-down points in the feet: a nut embedded in each sole so the puppet can be bolted to the set from below.</li></ul>" +
            p(
              "Tie-downs are what keep a walking puppet from toppling; for quick tests, strong magnets under a steel-plated floor or pins into a foam board will do. Pad the finished armature with foam and cover it with clay, latex or clothes, keeping material thin at the joints so they can still bend.",
            ),
        },
      },
      {
        title: "Lighting Without Flicker",
        description:
          "Flicker ruins more beginners' films than bad animation, so we set up lights and camera to make every frame identical.",
        lesson: {
          title: "Locking down light and camera",
          html: p(
            "Flicker is a change in brightness or colour from one frame to the next, and in stop-motion it is the most common technical fault. Because each frame is shot separately, anything that varies between exposures shows up on playback as a distracting pulsing. The aim of lighting a stop-motion set is not only to make it look good but to make every frame identical except for the puppet's movement.",
            "The first source of flicker is daylight. A cloud passing over the sun or a gradual change through the afternoon will register in the film, so shoot in a room with blackout over the windows and use only artificial light. Use continuous lamps, such as LED panels or tungsten fresnels, rather than flash, and ensure they do not themselves flicker at the mains frequency of 50 Hz in Europe; cheap LED bulbs often do.",
            "The second source is the camera. A camera left on automatic will recalculate exposure, white balance and focus for every frame, and small differences in what it measures cause visible jumps. Set everything manually: a fixed ISO, shutter speed and aperture, a fixed white balance matched to the lamps (for example 5600 K for daylight-balanced LEDs) and manual focus. Some lenses change aperture very slightly each time they stop down; a common professional fix is to use a manual lens or to twist a Canon lens slightly off its mount after setting the aperture, so that it stays fixed.",
            "The third source is people. The animator's body reflects and blocks light, so wear dark clothes and stand in the same place when taking each frame. Trigger the camera remotely from software such as Dragonframe or Stop Motion Studio, never by pressing the shutter button, which can nudge the camera. Finally, fix the tripod and the set to the floor and table with clamps or tape: a camera that shifts by a millimetre makes the entire world jump.",
          ),
        },
      },
    ],
  },
];
