/** Fifteenth held-out evaluation courses, beginner level (Dutch to Viking Age history); see ai-courses-heldout15.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT15_A: EvalCourse[] = [
  {
    slug: "dutch-a1-sounds-verbs-word-order",
    discipline: "Dutch language",
    title: "Dutch A1: Sounds, Verbs and Word Order",
    description:
      "Spoken and written Dutch up to level A1 of the Common European Framework, taught through pronunciation and the spelling rules that follow from it, the present tense of regular and irregular verbs, de-words and het-words, verb-second word order, and telling the time.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Pronunciation and Spelling",
        description:
          "Dutch spelling looks irregular until you see that it follows the sounds, so we learn the vowels, the difficult consonants and the rule of open and closed syllables together.",
        lesson: {
          title: "Open and closed syllables: why 'man' becomes 'mannen' and 'maan' becomes 'manen'",
          html:
            p(
              "Dutch has short and long vowels, and the spelling shows which is which by a simple system. A short vowel is written with one letter and is always followed by at least one consonant in the same syllable: <i>man</i> ('man'), <i>bed</i>, <i>pot</i>. A long vowel in a closed syllable, one that ends in a consonant, is written with a double letter: <i>maan</i> ('moon'), <i>been</i> ('leg'), <i>boom</i> ('tree'). The trick comes when a word grows a syllable.",
              "When a syllable is open, that is, when it ends in a vowel, a single vowel letter is already read as long. The plural of <i>maan</i> is therefore <i>ma-nen</i>, with one <i>a</i>, because the first syllable now ends in the vowel. To keep a short vowel short in an open position, Dutch doubles the following consonant so that the syllable closes: the plural of <i>man</i> is <i>man-nen</i>, and of <i>bed</i> is <i>bed-den</i>. Learners who understand this rule can spell thousands of plurals and verb forms correctly without memorising them.",
            ) +
            "<table><tr><th>Singular</th><th>Vowel</th><th>Plural</th><th>Why</th></tr><tr><td>boom</td><td>long</td><td>bomen</td><td>open syllable, one o</td></tr><tr><td>pot</td><td>short</td><td>potten</td><td>consonant doubled to close the syllable</td></tr><tr><td>straat</td><td>long</td><td>straten</td><td>open syllable, one a</td></tr><tr><td>kat</td><td>short</td><td>katten</td><td>consonant doubled</td></tr></table>" +
            p(
              "Several sounds need particular practice. The <i>g</i> and <i>ch</i> are both pronounced as a rough fricative at the back of the mouth, softer in the south of the Netherlands and in Flanders than in the north. The diphthong <i>ui</i>, as in <i>huis</i> ('house'), has no English equivalent; start from the vowel of 'but' and round the lips. The pairs <i>ij</i> and <i>ei</i> sound the same, as in <i>wijn</i> and <i>klein</i>, as do <i>au</i> and <i>ou</i>. Finally, a <i>d</i> or <i>b</i> at the end of a word is pronounced voiceless, so <i>hond</i> ('dog') ends in a t sound.",
            ),
        },
      },
      {
        title: "Verbs in the Present Tense",
        description:
          "Ik werk, jij werkt, wij werken: the stem rule, the spelling changes it brings, and the irregular verbs zijn and hebben.",
        lesson: {
          title: "Finding the stem and adding the endings",
          html:
            p(
              "Every regular Dutch verb is conjugated in the present tense from its stem. To find the stem, take the infinitive and remove <i>-en</i>: <i>werken</i> gives <i>werk</i>. The stem alone is the form for <i>ik</i> ('I'); the stem plus <i>-t</i> serves for <i>jij</i>, <i>u</i> and <i>hij/zij/het</i>; and the plural persons <i>wij</i>, <i>jullie</i> and <i>zij</i> use the full infinitive. So: <i>ik werk, jij werkt, hij werkt, wij werken, jullie werken, zij werken</i>.",
              "Because the stem is a written form, the spelling rules from the first module apply to it. A stem cannot end in a doubled consonant, so <i>zeggen</i> ('to say') gives <i>ik zeg</i>, not <i>zegg</i>. A long vowel that was single in the open syllable of the infinitive must be doubled in the closed stem: <i>maken</i> gives <i>ik maak</i>, <i>lopen</i> gives <i>ik loop</i>. Dutch words also never end in <i>v</i> or <i>z</i>, so these become <i>f</i> and <i>s</i>: <i>leven</i> gives <i>ik leef</i>, <i>reizen</i> gives <i>ik reis</i>. The <i>-t</i> ending is not added twice; <i>zitten</i> gives <i>ik zit, hij zit</i>.",
              "One further rule concerns inversion. When <i>jij</i> or <i>je</i> follows the verb, as in a question, the <i>-t</i> is dropped: <i>Jij werkt hard</i>, but <i>Werk jij hard?</i> This happens only with the second person singular; <i>Werkt u hard?</i> keeps its ending.",
            ) +
            "<ul><li><b>zijn</b> ('to be'): ik ben, jij bent, u bent, hij is, wij/jullie/zij zijn</li><li><b>hebben</b> ('to have'): ik heb, jij hebt, u hebt or heeft, hij heeft, wij/jullie/zij hebben</li><li><b>gaan</b> ('to go'): ik ga, jij gaat, hij gaat, wij gaan</li><li><b>komen</b> ('to come'): ik kom, jij komt, hij komt, wij komen</li></ul>" +
            p(
              "These irregular verbs are among the most frequent words in the language and should be learned by heart from the first week. Modal verbs such as <i>kunnen</i> and <i>willen</i> also have irregular singular forms: <i>ik kan, jij kunt</i> or <i>kan</i>, <i>ik wil, jij wilt</i>.",
            ),
        },
      },
      {
        title: "De, Het and the Verb in Second Place",
        description:
          "Nouns come with one of two articles and sentences keep the verb in a fixed slot; this module practises both until they become automatic.",
        lesson: {
          title: "Articles, demonstratives and verb-second order",
          html: p(
            "Dutch has two definite articles. Common-gender nouns take <i>de</i> and neuter nouns take <i>het</i>: <i>de man, de vrouw, de stoel</i>, but <i>het huis, het boek, het kind</i>. All plurals take <i>de</i>, whatever their gender: <i>de huizen, de boeken</i>. There is a single indefinite article, <i>een</i>, for both genders. About two thirds of nouns are de-words, so a learner who must guess should guess <i>de</i>, but some rules help. Diminutives ending in <i>-je</i> are always het-words (<i>het meisje</i>, <i>het kopje</i>), as are infinitives used as nouns (<i>het eten</i>) and most words beginning with <i>ge-</i> or <i>be-</i> that are not people (<i>het gebouw</i>, <i>het begin</i>). Because the choice also decides the demonstrative (<i>deze/die</i> with de-words, <i>dit/dat</i> with het-words) and the ending of an adjective, every noun should be learned with its article.",
            "The second pillar of beginner grammar is word order. In a Dutch main clause the finite verb is always the second element. The first element can be the subject, but it need not be: it may be an adverb of time, an object or a whole phrase. When something other than the subject comes first, the subject moves to the position directly after the verb. Compare <i>Ik drink morgen koffie</i> ('I am drinking coffee tomorrow') with <i>Morgen drink ik koffie</i>. In both, <i>drink</i> is in second place; only the elements around it have moved.",
            "When a sentence has two verbs, such as a modal and an infinitive, the finite verb stays in second place and the infinitive goes to the very end: <i>Ik wil morgen in Utrecht koffie drinken</i>. This bracket around the middle of the sentence is typical of Dutch and German. Yes/no questions put the verb first (<i>Drink je koffie?</i>), and questions with a question word put that word first and the verb second (<i>Wat drink je?</i>).",
          ),
        },
      },
    ],
  },
  {
    slug: "tiling-and-plastering-foundations",
    discipline: "Tiling and plastering",
    title: "Tiling and Plastering: Foundation Skills",
    description:
      "Ten workshop sessions lead learners through preparing walls and floors, setting out and fixing ceramic tiles with the right adhesive, grouting, sealing movement joints with silicone, and applying a two-coat gypsum skim to plasterboard.",
    level: "beginner",
    duration: "10 weeks (one 4-hour workshop a week)",
    plantedGap: "silicone",
    modules: [
      {
        title: "Preparing the Background",
        description:
          "A tile is only as good as the surface under it, so we start by judging, cleaning and priming backgrounds.",
        lesson: {
          title: "Sound, flat, dry and clean",
          html: p(
            "The surface to which tiles or plaster are applied is called the background or substrate, and most failures on site can be traced to it. Before any material is mixed, the tiler or plasterer checks four things: that the background is sound, flat, dry and clean. A sound background is firmly attached and strong enough to carry the load. Old paint that flakes when scored with a knife, loose render that sounds hollow when tapped, or wallpaper of any kind must be removed, because the new work can never be stronger than the layer it is stuck to.",
            "Flatness is checked with a straight edge, typically 2 metres long, held against the surface in several directions. British Standard BS 5385 gives a common target for walls to be tiled with thin-bed adhesive: no gap greater than 3 mm under a 2 m straight edge. Larger hollows must be filled or the wall re-boarded before tiling starts, because thin-bed adhesive cannot take up the difference and the tile faces will show lipping. Floors are checked the same way, and a self-levelling compound is often used to bring a concrete slab within tolerance.",
            "Dryness matters most on new work. A sand and cement screed needs roughly one day per millimetre of thickness for the first 40 mm to dry, and about half that rate beyond, so a 50 mm screed may need eight weeks or more. Gypsum plaster must be dry before tiles are fixed to it, and the total weight of tile plus adhesive on a gypsum-plastered wall is normally limited to 20 kg per square metre. Finally the surface must be clean: dust, grease and release agents prevent adhesion.",
            "Primers solve two common problems. On porous surfaces such as gypsum plaster or plasterboard, an acrylic primer reduces suction so that the adhesive does not dry before the tile is bedded. On gypsum backgrounds that will receive a cement-based adhesive, the primer also separates the two materials, which can otherwise react to form ettringite, a crystalline compound that expands and breaks the bond. Always read the adhesive manufacturer's data sheet, which names the primer to use and how long it must dry.",
          ),
        },
      },
      {
        title: "Setting Out and Fixing Wall Tiles",
        description:
          "Learners plan the layout with a gauge stick, fix a batten, and bed tiles in adhesive combed with a notched trowel.",
        lesson: {
          title: "From gauge stick to the last full tile",
          html:
            p(
              "Good tiling is decided before the first tile goes on the wall. The aim of setting out is to place the cut tiles where they will be least noticed and to avoid thin slivers, which look poor and are hard to cut. Make a gauge stick: a straight timber batten marked with the width of a tile plus one joint, repeated along its length. Holding it against the wall shows at once where the joints will fall. If the end tile on either side of a window would be less than half a tile wide, move the whole layout by half a tile so that the cuts at both ends are equal and larger.",
              "Floors are rarely level and baths rarely straight, so the first row is not set from them. Instead, a level timber batten is fixed to the wall one tile height above the lowest point, and the first full row is built on it. The bottom row of cut tiles is fitted last, after the batten is removed. A vertical line, checked with a spirit level, fixes the position of the first column.",
            ) +
            "<ul><li>Spread adhesive over about one square metre at a time, within its open time.</li><li>Comb it with a notched trowel held at about 45 degrees; a 6 mm notch suits most wall tiles up to 300 mm.</li><li>Press each tile in with a slight twist and use spacers to keep joints even.</li><li>Lift a tile now and then to check coverage: the back should be nearly fully covered, and on floors and in wet areas solid bedding is required.</li><li>Clean adhesive from the face and joints before it sets.</li></ul>" +
            p(
              "Adhesives are classified in the European standard EN 12004. A C1 adhesive is a normal cementitious product; C2 has improved adhesion and is used for large or dense porcelain tiles; an S1 or S2 suffix means the adhesive is deformable and can accommodate some movement of the background, which matters on timber floors and underfloor heating. Ready-mixed dispersion adhesives (class D) are convenient for small ceramic wall tiles in dry areas but are unsuitable for porcelain or for floors.",
            ),
        },
      },
      {
        title: "Grouting and Finishing",
        description: "Once the adhesive has set, the joints are filled, tooled and cleaned.",
        lesson: {
          title: "Filling joints with cementitious grout",
          html: p(
            "Grout fills the joints between tiles, keeps dirt out of them and gives the finished surface its lines. Most grout is cementitious, classified in EN 13888 as CG1 (normal) or CG2 (improved, with lower water absorption and better abrasion resistance); epoxy grouts, class RG, are used in kitchens, swimming pools and other places where stains or chemicals would attack cement. Before grouting, wait for the adhesive to set, typically 24 hours for a standard product, and remove any spacers that stand proud of the tile face.",
            "Mix the grout with clean water to the consistency stated by the maker, usually a smooth paste like thick yogurt, and let it stand for a few minutes before a short remix. Work in areas of about one square metre. Hold a rubber grout float at about 45 degrees and sweep the grout diagonally across the joints, pressing it firmly so that each joint is completely filled with no voids. Moving diagonally stops the float edge from dragging grout back out of the joints. Then hold the float almost upright and scrape off the surplus, again diagonally.",
            "After ten to twenty minutes, when the grout has begun to firm, tool the joints with a rounded jointing tool or the end of a dowel to compress them and give a slightly concave, even finish. Wipe the tiles with a damp, well-wrung sponge, rinsing it often; too much water weakens the surface of the grout and can leave it patchy in colour. When the surface has dried, a thin haze usually remains and is buffed off with a dry cloth.",
            "Grout joint width depends on the tile and the setting. Rectified porcelain tiles may be laid with joints of 2 mm, while handmade tiles of irregular size need 5 mm or more. On floors a minimum of 3 mm is commonly recommended. Never grout tight into the internal corner where two walls meet, or where wall meets floor or bath: those junctions move, and rigid grout there will crack.",
          ),
        },
      },
      {
        title: "Skimming Plasterboard",
        description:
          "The session closes with the plasterer's core skill: a two-coat finish applied to taped plasterboard and trowelled smooth.",
        lesson: {
          title: "Two coats of multi-finish, trowelled to a polish",
          html: p(
            "Skimming means applying a thin finish coat of gypsum plaster, about 2 to 3 mm in total, to plasterboard or to an older wall so that it can be decorated. The usual product in Britain is a multi-finish plaster, supplied as powder in 25 kg bags with a working time of roughly an hour and a half. Before starting, the joints between boards are covered with self-adhesive fibreglass scrim tape, and the board edges and any metal corner beads are checked to be firm.",
            "Mix the plaster by adding powder to clean water in a clean bucket, never the other way round, and stir with a paddle on a drill until it is smooth and free of lumps, roughly the consistency of thick cream. Dirty water or tools contaminated with old set plaster will shorten the setting time drastically. Load the hawk, cut a trowel-full, and apply the first coat from the bottom of the wall upward with the trowel held at a shallow angle, working it into the board under firm pressure. Flatten it with a second pass.",
            "While the first coat is still soft but no longer sticky, apply the second coat straight over it. This thin second coat fills the ridges and hollows left by the first. The wall is then left until it begins to stiffen, when a finger pressed lightly leaves no print. At this stage it is trowelled: the trowel is held nearly flat and drawn across the wall to close the surface and remove lines. A light mist of water from a brush or sprayer helps as the plaster sets. The final pass, with the trowel tilted slightly more and using clean water sparingly, produces the hard, smooth finish that decorators call polished.",
            "New plaster must dry fully before painting, usually one to two weeks depending on temperature and ventilation. The first coat of paint on bare plaster should be a thinned emulsion, called a mist coat, which soaks into the porous surface and gives the later coats something to grip.",
          ),
        },
      },
    ],
  },
  {
    slug: "millinery-blocked-felt-hats",
    discipline: "Millinery",
    title: "Millinery: The Blocked Felt Hat",
    description:
      "Hat-making by hand, taught in the workroom: students choose felts and blocks, stiffen and steam a wool felt hood over a wooden crown block, cut and wire a brim, and finish the hat with a petersham headband and a simple trimming.",
    level: "beginner",
    duration: "8 weeks (one 3-hour class a week)",
    plantedGap: "petersham",
    modules: [
      {
        title: "Felts, Blocks and Stiffeners",
        description: "What is a felt hood made of, and why does the milliner stiffen it before blocking?",
        lesson: {
          title: "Materials and tools of the millinery workroom",
          html:
            p(
              "Most blocked hats start as a hood: a cone or a capeline of felt that has already been made by a felt manufacturer. A cone is a simple tapered tube suited to hats with small brims or none, while a capeline has a rough crown with a wide, flat brim already formed and is used for larger shapes. Felt is made by matting animal fibres together with heat, moisture, pressure and agitation, so that the scales on each fibre lock into their neighbours. Wool felt is the cheapest and most forgiving for learners. Fur felt, made from rabbit or, in the finest qualities, beaver fur, is denser and smoother and holds a sharper edge. Velour and peachbloom are fur felts with a raised or brushed surface.",
              "Hats are shaped on blocks, traditionally carved from lime or jelutong wood, a soft timber that takes pins easily. A crown block gives the shape of the head part of the hat and a brim block the shape of the brim; the two are used separately and the parts are joined later. A block's head size is measured around its widest part, and a block of 57 cm suits an average adult head. Small heads can be built up with padding inside the finished hat, but a block that is too small cannot be stretched.",
            ) +
            "<ul><li>Blocking pins with flat heads, and a drawing pin remover to lift them</li><li>A steamer or kettle producing a strong, steady jet of steam</li><li>Blocking string or elastic to hold the felt at the base of the block</li><li>Millinery stiffener: water-based for wool felt, or a spirit-based stiffener for fur felt</li><li>Cling film to protect the block from stiffener and dye</li></ul>" +
            p(
              "Stiffener is a solution of resin or gelatine that gives a hat its memory. It is brushed onto the inside of the hood and allowed to dry before blocking; when the felt is steamed, the stiffener softens, and as it cools and dries on the block it sets the new shape. Too little, and the hat will collapse in the rain; too much, and the felt becomes brittle and shows a shiny surface.",
            ),
        },
      },
      {
        title: "Blocking the Crown",
        description:
          "Steam, pull and pin: this week each student blocks a felt crown and leaves it to dry on the block overnight.",
        lesson: {
          title: "Steaming and pulling a felt hood over a crown block",
          html: p(
            "Begin by covering the crown block in cling film so that neither stiffener nor dye can mark it. Mark the centre front of the block with a pin. Hold the stiffened hood over the steamer, inside and out, until it is hot, damp and supple; a wool hood usually needs a minute or two, turned continually so that no part is scorched or soaked. The felt should feel limp and slightly elastic when it is ready.",
            "Pull the hood down over the block at once, with the centre of the tip of the hood over the centre of the crown. Work in opposite pairs: pull down at the front and then the back, then the two sides, then the four diagonals, so that the felt stretches evenly in every direction. Pin at each point just below the line where the finished crown will end, pushing the pins through the felt into the soft wood. As the felt cools it stiffens, so return it to the steam whenever it stops moving. Ease the fullness down towards the base of the block; small ripples near the bottom can be steamed and pulled out, but large folds mean the felt has been pulled unevenly and must be steamed again.",
            "Once the felt lies flat against the block everywhere, tie blocking string or elastic tightly round the base to hold it, and replace the pins with the string line. Give the whole crown a final steam and smooth it with the palm of the hand, rubbing gently in one direction. A felt crown should be left on the block until it is completely dry, which normally takes at least twelve hours, because a damp crown removed early will shrink and lose its shape. Before removing it, mark the headline, the line where the crown will meet the brim, with a pencil or chalk run along the string.",
            "When the crown is dry, take it off by easing it upward all round rather than pulling from one side. Trim the surplus felt 1 cm below the headline. The cut felt from below the headline can be kept for making a trim later in the course.",
          ),
        },
      },
      {
        title: "Brim, Wire and Trimming",
        description:
          "With the crown finished, we block or cut a brim, sew millinery wire to its edge, join it to the crown and add a trimming.",
        lesson: {
          title: "Giving the brim an edge and joining the hat",
          html: p(
            "A brim can be blocked on a brim block in the same way as a crown, or, for a simple flat brim, cut from a flat piece of steamed and stiffened felt using a paper pattern. The pattern has two circles: the head fitting, whose circumference equals the head size (57 cm gives a diameter of about 18.1 cm, since the diameter is the circumference divided by π), and the outer edge, set by the width of brim wanted. Add 1.5 cm inside the head fitting for a turning, snip this allowance into tabs, and turn it up so that the tabs can later be stitched inside the crown.",
            "A wide or soft brim needs millinery wire at its edge to keep its line. Millinery wire is a springy steel wire wrapped in cotton or rayon thread. Measure the brim edge, add 5 cm for an overlap, and shape the wire into a circle by running it between thumb and fingers rather than bending it at sharp angles. The two ends are joined by overlapping them and binding the overlap with a metal joiner or with tightly wound thread. The wire is then sewn to the underside of the brim edge with a wire stitch: a blanket stitch worked over the wire, taking a very small bite of felt each time so that nothing shows on the top. Stitches about 1 cm apart hold it firmly.",
            "To join the brim to the crown, slip the crown over the turned-up tabs of the brim, match the centre front marks, and stitch through crown and tabs with a small back stitch along the headline, using strong thread matched to the felt colour. Check from the outside that the join is even and the hat sits level on the head.",
            "A first hat is best trimmed simply. A band of grosgrain ribbon round the base of the crown, folded into a flat bow at the side, hides the join and frames the shape; a small felt flower cut from the leftover hood adds colour. Stitch trimmings on with a few stab stitches through the crown, never glue, so that they can be removed if the hat is later reblocked.",
          ),
        },
      },
    ],
  },
  {
    slug: "ballet-fundamentals-adult-beginners",
    discipline: "Ballet",
    title: "Ballet Fundamentals for Adult Beginners",
    description:
      "Classical ballet technique from the very first position: the five positions of the feet, turnout and alignment, the order and purpose of the exercises at the barre, port de bras, petit allegro, and the French vocabulary that names every step.",
    level: "beginner",
    duration: "12 weeks (two 90-minute classes a week)",
    plantedGap: "petit allegro",
    modules: [
      {
        title: "Positions, Turnout and Alignment",
        description:
          "Standing well is the first skill of ballet: the five positions and the turnout that makes them possible.",
        lesson: {
          title: "The five positions of the feet",
          html:
            p(
              "The five positions of the feet were codified at the court of Louis XIV by Pierre Beauchamp, the king's ballet master, in the 1680s, and every classical step still begins and ends in one of them. In all five the legs are turned out: rotated outward from the hip joint so that the knees and toes point away from each other. Turnout came from the theatre of the time, where a dancer who faced the audience while travelling sideways could keep showing the front of the body, and it gives ballet its characteristic open line.",
            ) +
            "<table><tr><th>Position</th><th>Feet</th></tr><tr><td>First</td><td>Heels touching, feet turned out in a line</td></tr><tr><td>Second</td><td>Turned out as in first, heels about one foot-length apart</td></tr><tr><td>Third</td><td>Heel of the front foot against the middle of the back foot</td></tr><tr><td>Fourth</td><td>One foot in front of the other, about a foot-length apart, front heel in line with back toes</td></tr><tr><td>Fifth</td><td>Feet fully crossed, front heel against the big toe joint of the back foot</td></tr></table>" +
            p(
              "Turnout must come from the hips. The main muscles that produce it are the deep lateral rotators, a group of six small muscles behind the hip, helped by the gluteals and the inner thighs. Few adults have anything near 180 degrees of rotation, and no teacher should ask for it. Instead, a beginner stands with the feet turned out only as far as the knees can stay directly over the toes. Forcing the feet further by twisting at the knee or rolling the arches inward, called rolling in, strains the knee ligaments and is the commonest cause of injury in adult classes.",
              "Alignment is the other half of standing well. The weight is spread across three points of each foot: the heel, the base of the big toe and the base of the little toe. The pelvis is held level, neither tipped forward with an arched back nor tucked under. The ribs close, the shoulders widen and sit down, and the crown of the head reaches up. A teacher often describes this as lengthening the spine between two points, and a dancer who feels it can hold a position without gripping.",
            ),
        },
      },
      {
        title: "The Barre",
        description:
          "Each class begins at the barre, and here we learn its exercises in order, from plié to grand battement, and what each one prepares.",
        lesson: {
          title: "Why the barre runs in the order it does",
          html: p(
            "A ballet class begins at the barre, a horizontal rail at about waist height that the dancer holds lightly with one hand. The barre is not a crutch but a reference: it allows the dancer to work on placement and on one leg at a time before repeating the exercise in the centre of the room. Each exercise is done first with the right leg and then, turning round, with the left. The order follows a logic of warming the body from large, slow movements of the whole leg to fast, precise movements of the foot and then to the biggest movements of all.",
            "The class opens with <i>pliés</i>, bendings of the knees, in first, second, fourth and fifth positions. A <i>demi-plié</i> bends the knees while the heels stay on the floor; a <i>grand plié</i> continues until the heels must leave it, except in second position. Pliés warm the hips, knees and ankles and teach the knees to travel over the toes. <i>Battements tendus</i> follow: the working foot slides out along the floor until only the tips of the toes touch it, then slides back, training a stretched instep and a strong supporting side. <i>Battements dégagés</i>, called <i>jetés</i> in the Russian system, are the same action brushed faster so that the foot leaves the floor by a few centimetres.",
            "<i>Ronds de jambe à terre</i> trace a half circle on the floor with the pointed foot, front to side to back (<i>en dehors</i>) or the reverse (<i>en dedans</i>), to mobilise the hip in its socket. <i>Battements fondus</i>, meaning 'melting', bend and stretch both legs together smoothly, while <i>battements frappés</i> strike the foot sharply outward from a flexed position at the ankle. A slow <i>adage</i>, with <i>développés</i> that unfold the leg to a height, tests balance and control. The barre ends with <i>grands battements</i>, in which the straight leg is thrown high and lowered with control, and with stretches. Only when this sequence is complete is the body ready for work in the centre.",
          ),
        },
      },
      {
        title: "Port de Bras",
        description:
          "Learn to carry the arms through the basic positions so that they frame the body and support balance.",
        lesson: {
          title: "Carriage of the arms",
          html: p(
            "<i>Port de bras</i> means the carriage of the arms, and it covers both the positions of the arms and the way they travel between them. Arms in ballet are never stiff. They are held slightly rounded, as if around a large ball, with the elbows lifted so that they do not drop, the wrists continuing the curve of the forearm and the fingers grouped softly, the thumb reaching towards the middle finger. The movement starts from the back, under the shoulder blade, rather than from the hands, which is why teachers ask students to feel the arms as a continuation of the spine.",
            "Different schools number the arm positions differently, which can confuse adult beginners who change teachers. In the French and Russian (Vaganova) systems, the preparatory position has the arms low and rounded in front of the thighs. First position raises this same rounded shape to the height of the lower ribs. Second position opens the arms to the side, slightly in front of the body and sloping gently down from shoulder to hand, so that the dancer can see both hands without turning the head. Third position, in the Vaganova numbering, lifts the rounded arms above and slightly in front of the head. The Cecchetti method and the Royal Academy of Dance use other numbers for similar shapes, and their fifth position corresponds to the raised Russian third.",
            "A basic port de bras joins these positions in a breathing sequence: from the preparatory position the arms rise to first, open to second, and lower again, with the eyes following the hand and the head inclining slightly. The lowering from second is done with the hands passing through a small lengthening, as if releasing air, before returning to preparatory. Practised slowly, this sequence trains coordination of the arms, head and eyes, called <i>épaulement</i> when it involves the angle of the shoulders, and it supports balance, because arms that are placed correctly lift the torso and steady the centre of gravity over the supporting foot.",
          ),
        },
      },
    ],
  },
  {
    slug: "viking-age-raiders-traders-settlers",
    discipline: "Viking Age history",
    title: "The Viking Age: Raiders, Traders and Settlers, 793-1066",
    description:
      "Scandinavian expansion between the raid on Lindisfarne and the battle of Stamford Bridge, studied through ships and seafaring, raiding and settlement in Britain and Ireland, the voyages to Iceland, Greenland and North America, and the runic inscriptions in which Scandinavians recorded their own deeds.",
    level: "beginner",
    duration: "one term (10 lectures and 10 seminars)",
    plantedGap: "runic",
    modules: [
      {
        title: "Ships and Seafaring",
        description: "The longship made the Viking Age possible, and we begin with how it was built and sailed.",
        lesson: {
          title: "Clinker, keel and square sail",
          html:
            p(
              "Scandinavians did not invent the boat that carried them across the North Sea, but by the eighth century they had combined two older elements, a strong keel and a square sail, into a hull that was light, flexible and fast. Viking ships were built in the clinker technique: the hull was made shell-first from overlapping planks, or strakes, each riveted to the one below with iron rivets, and only then were the internal ribs fitted. The planks were split radially from oak logs with axes and wedges rather than sawn, which kept the grain continuous and made them strong for their thickness. Hulls were caulked with tarred animal hair or wool.",
              "Much of what we know comes from excavated ships. The Oseberg ship, found in a burial mound in Norway in 1904 and dated by tree rings to about 820, is a richly carved royal vessel. The Gokstad ship, of about 890, is a sturdier ocean-capable hull 23 metres long with sixteen oar holes a side. Five ships deliberately sunk to block the fjord at Skuldelev in Denmark around 1070 show the range of types by the end of the period:",
            ) +
            "<ul><li>the <b>longship</b>, long and narrow, rowed by a large crew and built for war and raiding;</li><li>the <b>knarr</b>, a broader, deeper cargo ship that relied on sail and carried goods and settlers on ocean crossings;</li><li>smaller coastal traders and fishing boats.</li></ul>" +
            p(
              "The shallow draught of the longship, often under a metre, meant that it could be run up on a beach or rowed far up rivers such as the Seine and the Thames, which is why raids could strike inland with little warning. Steering was by a side rudder on the right-hand side at the stern, the origin of the word starboard. Navigation relied on coastal landmarks, the sun, the flight of birds and the observation of swells; the sagas mention sailing along a latitude by keeping the sun at a set height. A reconstructed Skuldelev longship, the <i>Sea Stallion</i>, sailed from Roskilde to Dublin in 2007, showing that such voyages were possible but hard for the crew.",
            ),
        },
      },
      {
        title: "Raids and Settlement in Britain and Ireland",
        description:
          "Why did hit-and-run raids turn into conquest and settlement, and what did the settlers leave behind?",
        lesson: {
          title: "From Lindisfarne to the Danelaw",
          html: p(
            "The Anglo-Saxon Chronicle records that in 793 'the ravaging of heathen men destroyed God's church on Lindisfarne'. The attack on the Northumbrian monastery shocked Christian Europe; the scholar Alcuin, writing from Charlemagne's court, called it a punishment for sin. Monasteries were attractive targets because they were wealthy, undefended and often on coasts or islands. For half a century raids on Britain, Ireland and Francia were seasonal: ships came in summer and went home for the winter.",
            "From the 840s the pattern changed. Raiders began to overwinter, first in Ireland and then on islands such as Thanet and Sheppey in the Thames estuary. In 865 a large force that the Chronicle calls the <i>micel here</i>, the Great Heathen Army, landed in East Anglia. Within a decade it had taken York, killed the kings of Northumbria and East Anglia and conquered much of Mercia. Only Wessex survived, and its king Alfred, after defeat and flight to the Somerset marshes in 878, won a decisive victory at Edington. The treaty that followed with the Danish leader Guthrum divided England roughly along the line of Watling Street. The area to the north and east, where Scandinavian law and custom prevailed, later became known as the Danelaw.",
            "Settlement left lasting traces. Place names ending in <i>-by</i> ('farm, village') and <i>-thorpe</i> ('outlying settlement') cluster in Yorkshire, Lincolnshire and the East Midlands: Grimsby, Derby, Scunthorpe. English borrowed everyday words from Old Norse, including <i>sky</i>, <i>egg</i>, <i>window</i>, <i>husband</i>, <i>take</i> and even the pronoun <i>they</i>. In Ireland, Scandinavians founded fortified ship-bases called <i>longphuirt</i>, one of which, established in 841, grew into the trading town of Dublin, whose excavated streets at Wood Quay reveal a town of craftsmen and merchants. York, as Jórvík, became a Norse kingdom and a centre of trade in the tenth century, until its last king, Eric Bloodaxe, was expelled in 954.",
          ),
        },
      },
      {
        title: "The North Atlantic: Iceland, Greenland and Vinland",
        description:
          "Sailing west, Norse settlers reached lands no one lived in and, briefly, a continent where others did.",
        lesson: {
          title: "Island-hopping across the North Atlantic",
          html: p(
            "The westward expansion of the Norse followed a chain of islands. The Faroes and the Northern Isles of Scotland were settled early in the ninth century. Iceland, according to the twelfth-century <i>Íslendingabók</i> of Ari Thorgilsson, was settled from about 870, mainly by Norwegians, many of them bringing Irish and Scottish slaves and wives; genetic studies of modern Icelanders confirm a large Gaelic share in the female line. The <i>Landnámabók</i>, the 'Book of Settlements', names over four hundred original settlers and their land claims. In 930 the Icelanders established the Althing, an annual assembly at Þingvellir that made law and settled disputes without a king.",
            "Greenland was settled about 985 by Erik the Red, who had been outlawed from Iceland for killings and who, the sagas say, gave the land an attractive name to draw settlers. Two settlements grew up on the south-west coast, the Eastern and Western Settlements, with perhaps two to three thousand people at their height, farming cattle, sheep and goats and hunting walrus for ivory, which was traded to Europe. The colony lasted more than four centuries before it was abandoned in the fifteenth century, for reasons still debated: a cooling climate, falling ivory prices, isolation and conflict with the Thule Inuit are all proposed.",
            "Two Icelandic sagas, the <i>Saga of the Greenlanders</i> and <i>Erik the Red's Saga</i>, describe voyages further west around the year 1000 by Leif Eriksson and others to lands they called Helluland, Markland and Vinland. For long these stories were treated as legend. In 1960 the Norwegian explorer Helge Ingstad and the archaeologist Anne Stine Ingstad found the remains of Norse-style turf buildings at L'Anse aux Meadows on the northern tip of Newfoundland. Excavation produced a bronze cloak pin, iron rivets and evidence of iron-working, and a 2021 study of tree rings cut with metal tools dated activity on the site precisely to 1021. It was probably a short-lived base for exploring further south, not a lasting colony.",
          ),
        },
      },
    ],
  },
];
