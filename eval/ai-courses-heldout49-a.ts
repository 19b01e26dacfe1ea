/** Forty-ninth held-out evaluation courses, beginner level (sushi to tea blending); see ai-courses-heldout49.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT49_A: EvalCourse[] = [
  {
    slug: "sushi-rice-nigiri-and-maki-at-home",
    discipline: "Sushi preparation",
    title: "Sushi at Home: Rice, Nigiri and Maki",
    description:
      "Rice is where sushi succeeds or fails, and this eight-session kitchen class starts there: washing and cooking short-grain rice, seasoning it with sushi vinegar, slicing fish and shaping nigiri and maki rolls, and knife sharpening on Japanese whetstones.",
    level: "beginner",
    duration: "8 weekly sessions of 3 hours",
    plantedGap: "knife sharpening",
    modules: [
      {
        title: "Washing and Cooking Short-Grain Rice",
        description:
          "You will learn why sushi rice is rinsed until the water runs nearly clear, how long it should soak, and how much water to give it.",
        lesson: {
          title: "From dry grain to cooked rice",
          html: p(
            "Sushi is made with Japanese short-grain rice of the <i>japonica</i> type, such as Koshihikari or a Californian Calrose. Its grains are rich in amylopectin, the branched form of starch, which makes cooked grains cling to one another while each one stays distinct. Long-grain rice such as basmati contains more amylose and cooks into separate, dry grains that will not hold the shape of a nigiri.",
            "Before cooking, the rice is washed. Milled rice carries a film of loose bran and broken starch on its surface; if it is left on, it gelatinises into a paste and the finished rice is gummy. Put the rice in a bowl, cover it with cold water, stir briskly with your fingertips for ten seconds and pour the cloudy water away at once, because dry grain absorbs the first water quickly. Repeat, rubbing the grains gently against each other, four or five times until the water is only faintly milky. Drain in a sieve for about fifteen minutes.",
            "Soaking lets water reach the centre of each grain so that it cooks evenly. Thirty minutes in the measured cooking water is usual; new-crop rice needs less, older rice a little more. The standard ratio for sushi rice is slightly less water than for table rice, because vinegar will be added later: about 1.1 parts of water to 1 part of rice by volume, or roughly 1.3 by weight. For 450 g (three rice-cooker cups, about 540 ml) of rice, use about 600 ml of water.",
            "On the hob, bring the pan to the boil over a high heat with the lid on, lower the heat and simmer for twelve minutes, then turn the heat off and leave the lid closed for ten minutes while the grains finish absorbing steam. Do not lift the lid during cooking: the pressure of steam is part of the method. A rice cooker's 'sushi' setting follows the same steps automatically. The cooked rice should be tender right through, glossy and free of hard centres.",
          ),
        },
      },
      {
        title: "Sushi Vinegar and the Hangiri",
        description:
          "Seasoning, cutting and cooling: here the hot rice becomes shari, the seasoned rice that every piece of sushi is built on.",
        lesson: {
          title: "Making shari",
          html:
            p(
              "Plain cooked rice becomes <i>shari</i>, sushi rice, when it is dressed with <i>awasezu</i>, a mixture of rice vinegar, sugar and salt. Japanese rice vinegar is mild, at about 4.5 per cent acetic acid, compared with 6 per cent or more for many wine vinegars; substituting a stronger vinegar makes the rice sharp. Warm the ingredients together only until the sugar and salt dissolve, and never boil them, or the acid and aroma are driven off.",
              "Proportions vary from shop to shop. Edo-style shops seasoned with red vinegar and little or no sugar, while most modern recipes are sweeter. A reliable starting point for 450 g of uncooked rice is:",
            ) +
            "<table><tr><th>Ingredient</th><th>Amount</th></tr><tr><td>Rice vinegar</td><td>75 ml</td></tr><tr><td>Sugar</td><td>30 g</td></tr><tr><td>Salt</td><td>10 g</td></tr></table>" +
            p(
              "The rice is dressed while it is hot, because hot grains absorb the seasoning while cold grains only become coated and wet. Tip it into a <i>hangiri</i>, a wide, shallow tub of Japanese cypress that has been wiped with a damp cloth; the unvarnished wood absorbs excess moisture. Pour the vinegar over a wooden paddle (<i>shamoji</i>) so that it spreads across the rice, then cut through the rice with the paddle's edge in slicing, folding strokes. Stirring or mashing breaks the grains and releases starch.",
              "While you cut, a helper fans the rice, or you fan it with your free hand. Fanning evaporates surplus vinegar and water quickly, which leaves each grain with a glossy surface, and it cools the rice to about body temperature, the temperature at which it is shaped. Fridge-cold shari is hard and tastes of little. Keep the finished rice covered with a damp cloth and use it within a few hours of making it.",
            ),
        },
      },
      {
        title: "Slicing Fish and Shaping Nigiri and Maki",
        description:
          "With the rice ready, we cut fish into neat slices, form hand-pressed nigiri and roll hosomaki in a bamboo mat.",
        lesson: {
          title: "One slice, one pull: nigiri and hosomaki",
          html:
            p(
              "Fish for sushi must be sold as suitable for eating raw. In the European Union, fishery products eaten raw must first be frozen to -20 °C for at least 24 hours, or to an equivalent time and temperature, to kill parasites such as <i>Anisakis</i> larvae; farmed Atlantic salmon is usually exempt because of the way it is fed. Keep the fish below 4 °C until you cut it.",
              "Slices for nigiri are cut across the grain of the muscle with a long single-bevel knife, the <i>yanagiba</i>, in one long drawing stroke from heel to tip. Sawing back and forth tears the flesh and leaves a ragged surface. A typical slice is about 7 cm long, 3 cm wide and 5 mm thick, cut at a slight angle (<i>sogi-giri</i>) so that the slice drapes over the rice.",
              "To shape nigiri, wet your hands in <i>tezu</i>, water with a little vinegar, so that rice does not stick. Take about 15 to 20 g of shari, roughly the size of a walnut, and press it lightly into an oblong. Lay the fish in the fingers of the other hand, dab on a little wasabi, place the rice on top and press with two fingers so that fish and rice join. The rice should hold together when lifted but fall apart in the mouth.",
            ) +
            "<ul><li>Place a half sheet of nori, shiny side down, on the bamboo mat (<i>makisu</i>).</li><li>Spread about 80 g of rice evenly, leaving a 1 cm strip bare at the far edge.</li><li>Lay a single filling, such as cucumber or tuna, along the centre.</li><li>Lift the near edge of the mat, roll it over the filling to meet the far side of the rice, and press gently into a firm cylinder.</li><li>Cut the roll into six pieces with a wet knife, wiping the blade between cuts.</li></ul>",
        },
      },
    ],
  },
  {
    slug: "highland-bagpipe-from-practice-chanter",
    discipline: "Bagpipe playing",
    title: "The Highland Bagpipe: First Steps on the Practice Chanter",
    description:
      "Pipers begin on the practice chanter, and so does this course, which teaches the nine-note scale of the Great Highland Bagpipe, single gracenotes and doublings, the throw on D, and drone tuning.",
    level: "beginner",
    duration: "one term (weekly lesson plus daily practice)",
    plantedGap: "drone tuning",
    modules: [
      {
        title: "The Practice Chanter and the Nine-Note Scale",
        description:
          "Hold the chanter, cover the holes with the pads of the fingers, and learn the nine notes from Low G to High A.",
        lesson: {
          title: "Low G to High A",
          html: p(
            "The Great Highland Bagpipe has a chanter with a compass of only nine notes, named Low G, Low A, B, C, D, E, F, High G and High A. The scale is not a major scale in any standard tuning: the chanter's Low A, its keynote, sounds close to a concert B flat on a modern pipe chanter, and C and F lie between the semitone and tone positions of equal temperament. The notes are written on the treble stave with no key signature, although players describe the C and F as sharp.",
            "Beginners learn on the practice chanter, a quiet, narrow-bore instrument blown directly from the mouth, with the same fingering as the pipe chanter. The top hand, conventionally the left, covers the thumb hole at the back and the three highest holes at the front; the bottom hand covers the four lower holes. The little finger of the top hand is not used. Holes are covered with the flat pads of the fingers, not the tips, which keeps the fingers straight and relaxed and lets them move from the knuckle.",
            "Pipe fingering is closed: for most notes, the holes below the sounding note are also covered, so only one finger moves to change from one note to the next on the scale. Low G is played with every hole covered and Low A by raising the little finger of the bottom hand; the higher notes are reached by opening holes further up the chanter, and High A needs the top-hand thumb lifted from the back hole. Fingering charts in every tutor book show the exact pattern for each note, and teachers check that fingers lift cleanly and no higher than necessary.",
            "Because the bagpipe sounds continuously, notes cannot be separated by stopping the air as a trumpeter tongues. Two repeated notes would simply merge into one long note. The piper's solution is the gracenote, a very short note from another part of the scale, and learning gracenotes is the next step.",
          ),
        },
      },
      {
        title: "Gracenotes and Doublings",
        description:
          "Which gracenote separates two notes, and how long does it last? We practise the G, D and E gracenotes and then combine them into doublings.",
        lesson: {
          title: "Separating notes without silence",
          html:
            p(
              "A gracenote is a note so short that it has no measurable time value; it is written as a small note with its stem up and takes its time from the melody note that follows. Its job is to articulate. When a tune has two consecutive Low As, a piper plays the first A, flicks a G gracenote (the High G finger lifted for an instant), and lands on the second A. The listener hears two distinct notes with no gap of silence between them.",
              "Three gracenotes do most of the work. The G gracenote is played on every note from Low G to F and is the most common embellishment in light music. The D gracenote is used on Low G, Low A, B and C. The E gracenote is used on notes below E. Practising them slowly is essential: the gracenote must be crisp and of the same length each time, and the melody note beneath it must not be shortened.",
              "A doubling combines gracenotes into a three-note figure. On Low A, B and C it is a High G gracenote, then the melody note, then a D gracenote, then the melody note again: for example G-A-D-A, heard as a quick ripple before a held A. Doublings on higher notes use different gracenotes, as the table shows.",
            ) +
            "<table><tr><th>Doubling on</th><th>Gracenotes in order</th></tr><tr><td>Low A</td><td>High G, A, D, A</td></tr><tr><td>B</td><td>High G, B, D, B</td></tr><tr><td>D</td><td>High G, D, E, D</td></tr><tr><td>E</td><td>High G, E, F, E</td></tr><tr><td>F</td><td>High G, F, High G, F</td></tr></table>" +
            p(
              "Play each doubling slowly with the metronome at about 60 beats per minute until the figure is even, then speed up in small steps. A doubling that is clipped or smudged is a common fault at piping competitions, and judges listen for it.",
            ),
        },
      },
      {
        title: "The Throw on D",
        description:
          "Our first heavier embellishment, the throw on D, turns up in almost every march; here it is broken down finger by finger.",
        lesson: {
          title: "Low G, D, C, D",
          html: p(
            "The throw on D, sometimes called the D throw, is the first of the heavy embellishments a beginner learns. It is used to give weight to a D that follows a lower note, and it appears in most marches, including favourite first tunes such as 'Scotland the Brave'. Written out, it is a sequence of three gracenote-length movements before the melody D: the player goes from the preceding note down to Low G, up to D, then to C, and lands on the D that carries the beat.",
            "Two versions are taught. The light throw, favoured in some bands, omits the Low G and is played D-C-D from the previous note. The heavy throw, which most teachers begin with, includes the Low G and sounds fuller. Whatever the version, the rhythm must be tidy: the three short notes are equal in length and the weight falls on the final D, not on the Low G. A heavy, held Low G is the most common fault.",
            "Breaking it down on the practice chanter helps. From Low A, close the bottom hand fully to sound Low G, move in one clean action to D, drop briefly to C and return to D. Each change involves several fingers of both hands, and they must move exactly together; if one finger lags, extra unwanted notes called crossing noises appear between the intended ones.",
            "Practise the throw in short exercises: Low A to throw on D and back, then B to throw on D, then C to throw on D. Once it is even at 60 beats per minute, put it into the tune. Teachers usually ask for a week or two of slow repetition before pupils play it at full march tempo.",
          ),
        },
      },
    ],
  },
  {
    slug: "dog-grooming-coats-baths-and-nails",
    discipline: "Dog grooming",
    title: "Dog Grooming Foundations",
    description:
      "Coat type decides almost everything a groomer does. Beginning groomers learn to identify the main coat types, to brush, de-mat, bathe and dry safely, to trim nails without cutting the quick, and the basics of ear cleaning.",
    level: "beginner",
    duration: "6 weeks, 2 days a week in a training salon",
    plantedGap: "ear cleaning",
    modules: [
      {
        title: "Reading the Coat",
        description:
          "Smooth, double, wire, drop and curly coats each grow, shed and tangle differently, and the tools follow from that.",
        lesson: {
          title: "Five coat types and their tools",
          html:
            p(
              "A dog's coat is made of two kinds of hair. Primary or guard hairs are longer and coarser and shed water; secondary hairs form a soft undercoat that traps air for insulation. Breeds differ in the proportions of the two and in how long each hair keeps growing before it is shed, and those differences sort coats into a handful of working types.",
            ) +
            "<table><tr><th>Coat type</th><th>Example breeds</th><th>Main tools</th></tr><tr><td>Smooth</td><td>Boxer, Dalmatian</td><td>Rubber curry, bristle brush</td></tr><tr><td>Double</td><td>German Shepherd, Husky</td><td>Undercoat rake, slicker, high-velocity dryer</td></tr><tr><td>Wire</td><td>Border Terrier, Schnauzer</td><td>Stripping knife, carding tool</td></tr><tr><td>Drop (long silky)</td><td>Shih Tzu, Yorkshire Terrier</td><td>Pin brush, comb, scissors</td></tr><tr><td>Curly</td><td>Poodle, Bichon Frisé</td><td>Slicker, comb, clippers</td></tr></table>" +
            p(
              "Double-coated breeds shed their undercoat heavily once or twice a year, a process called 'blowing coat'. The groomer's job is to remove that dead undercoat with a rake and a forced-air dryer, not to clip it short. Clipping a double coat is generally discouraged: the guard hairs may grow back slowly and unevenly, and the coat's insulation against heat and sun is lost.",
              "Wire coats are traditionally hand-stripped. The dead outer hair is pulled out in the direction of growth, between thumb and a stripping knife, which allows a new hard, coloured hair to grow. Clipping a wire coat cuts the hair instead, leaving the soft undercoat to dominate and the colour to fade. Curly and drop coats, by contrast, grow continuously and shed little, so they tangle into mats unless brushed often and cut every six to eight weeks. Recognising the coat in front of you, including crossbreeds that mix types, is the first decision of every groom.",
            ),
        },
      },
      {
        title: "Brushing, De-Matting, Bathing and Drying",
        description:
          "Mats come out before water goes on; this module sets out the order of work on the table and the tub and explains why it matters.",
        lesson: {
          title: "Order of work: brush, bath, dry",
          html: p(
            "A mat is a felted clump of shed undercoat and living hair, often tightest close to the skin. Water makes it worse: wet hair swells and shrinks as it dries, so a mat that is bathed before it is removed becomes a solid pad. The rule in every salon is therefore to brush and comb out the coat completely before the bath.",
            "Line brushing is the standard method for long coats. Part the hair with one hand so that a line of skin shows, brush the hair below the line down and away from the skin with a slicker, then move the parting up a centimetre and repeat, working from the feet up and from the rear forward. Check each section with a metal comb; if the comb does not pass to the skin, the section is not finished. Hold the skin taut near a mat and work it apart from the outer edge with the comb's end teeth or a de-matting tool. Slickers must be used with a light touch, as pressing hard causes brush burn, a red, sore abrasion.",
            "A mat that cannot be removed without pain should be clipped out, and a dog that is matted all over should be shaved down with a short blade, with the owner's consent. Animal welfare comes before appearance, and a groomer who spends an hour de-matting a distressed dog is doing it harm.",
            "Bathe in water at about 38 °C, close to a dog's skin temperature. Wet the coat through to the skin, apply shampoo diluted as the label directs, massage it in and rinse until the water runs clear; shampoo left in the coat irritates the skin. Squeeze out excess water, towel, and dry with a high-velocity dryer held at a distance, never pointed into the face. Cage dryers with heat must not be left unattended: dogs, especially short-nosed breeds, have died of heatstroke in them.",
          ),
        },
      },
      {
        title: "Nail Trimming and the Quick",
        description:
          "Nails that click on the floor are too long; we learn where the quick lies in white and black nails and how to shorten them without bleeding.",
        lesson: {
          title: "Trimming nails safely",
          html:
            p(
              "A dog's nail is a curved shell of keratin surrounding the quick, a core of blood vessels and nerves that grows out with the nail. When nails are left long, the quick lengthens too, so a badly overgrown nail cannot be shortened to a correct length in one session. Long nails force the toes to splay and the dog to shift its weight back onto the pads, which can cause discomfort and changes in gait. As a rule, a dog standing on a hard floor should not have nails touching the ground.",
              "In white or clear nails the quick is visible as a pink core, and the nail can be cut about 2 mm in front of it. In black nails it is hidden, so the nail is shortened in thin slices. Looking at the cut face after each slice, the groomer sees dry, chalky, white material at first; as the cut approaches the quick, a small dark, moist circle appears in the centre. Stop there.",
            ) +
            "<ul><li>Guillotine clippers suit small and medium nails; scissor-type clippers are stronger for large dogs.</li><li>A rotary grinder smooths the cut edge and can shorten nails gradually, but keep long hair clear of the drum.</li><li>Hold the paw firmly but naturally; do not twist the leg outwards.</li><li>Do not forget the dewclaws on the inner side of the leg, which never touch the ground and can curl into the pad.</li></ul>" +
            p(
              "If the quick is cut, the nail will bleed freely. Press styptic powder firmly onto the end of the nail for thirty seconds or so; cornflour is a substitute. Note the incident on the dog's record and tell the owner. A dog that has been hurt during nail trimming may fight the procedure afterwards, so calm handling and short sessions, with breaks and rewards, pay off on later visits.",
            ),
        },
      },
    ],
  },
  {
    slug: "stamp-collecting-for-beginners-issues-perfs-printing",
    discipline: "Philately",
    title: "Stamp Collecting: Knowing What You Hold",
    description:
      "Collecting stamps seriously means knowing exactly what is in the album. The course teaches the Penny Black and the first postage stamps, perforation gauging, the main printing methods, and how to detect watermarks.",
    level: "beginner",
    duration: "5 evening sessions",
    plantedGap: "watermarks",
    modules: [
      {
        title: "The Penny Black and the First Issues",
        description:
          "Britain's postal reform of 1840 gave the world the adhesive stamp, and the stories of the first issues explain much of what collectors look for.",
        lesson: {
          title: "Uniform penny postage and the Penny Black",
          html: p(
            "Before 1840 British letters were paid for by the recipient, and the charge depended on the distance travelled and the number of sheets. In 1837 Rowland Hill published <i>Post Office Reform: Its Importance and Practicability</i>, arguing that the real cost of carrying a letter lay in handling, not distance, and that a low uniform rate paid in advance would increase traffic and revenue. Parliament adopted uniform penny postage, and on 6 May 1840 the Penny Black, the world's first adhesive postage stamp, became valid for use, together with the Twopenny Blue.",
            "The Penny Black shows a profile of Queen Victoria engraved by Charles and Frederick Heath after a sketch by Henry Corbould, and it was printed by Perkins, Bacon and Petch in sheets of 240. It has no country name, a convention British stamps keep to this day. Each stamp carries two check letters in the lower corners, from AA to TL, which give its position on the sheet: the first letter is the row, the second the column. Specialists use these letters, with tiny flaws in the engraving, to 'plate' a stamp, that is, to identify which of the eleven plates printed it.",
            "The Penny Black was short-lived. Its red Maltese cross cancellations were hard to see on black and could be cleaned off for reuse, so in 1841 the colour was changed to red-brown, the Penny Red, and cancellations to black. Some 68 million Penny Blacks were printed, so used examples are not rare; what determines value is condition, the width of the margins (stamps were cut from the sheet with scissors), the clarity of the postmark and the plate. Four clear margins and a light cancellation can multiply the price many times over. Other countries followed Britain: Zurich and Geneva in 1843, Brazil in 1843 with its 'Bull's Eyes', and the United States in 1847.",
          ),
        },
      },
      {
        title: "Perforation Gauging",
        description:
          "Two stamps that look identical can differ only in the spacing of their holes, so we measure perforations the way catalogues do.",
        lesson: {
          title: "Counting holes in two centimetres",
          html:
            p(
              "Early stamps were imperforate and were separated with scissors. Henry Archer's perforating machines were trialled in Britain in the early 1850s, and from 1854 British stamps were issued perforated. Since then, differences in perforation have distinguished many issues, and catalogues list them separately, sometimes with very different values.",
              "The gauge of a perforation is the number of holes, or teeth, in a length of 2 centimetres. This convention was proposed by the French collector Jacques Legrand in 1866 and is still universal. A stamp described as 'perf 14' has fourteen holes per 2 cm along its edge. Perforations are measured with a perforation gauge, a card or transparent plastic scale printed with rows of dots or lines at different spacings. Slide the stamp along the gauge until every tooth on its edge sits exactly on a dot or line; the number beside that row is the gauge. Transparent gauges such as the Instanta use converging lines and read to a tenth, for example 13.7.",
              "Perforations can differ on the horizontal and vertical sides. The gauge is then quoted horizontal first: 'perf 14 x 15' means 14 along the top and bottom, 15 along the sides. Different machines also leave different patterns:",
            ) +
            "<ul><li><b>Line perforation</b> punches one row at a time, so where rows cross the corners are irregular.</li><li><b>Comb perforation</b> punches three sides of a row of stamps at once, giving neat, regular corners.</li><li><b>Harrow perforation</b> perforates a whole sheet in one stroke.</li><li><b>Rouletting</b> cuts slits instead of punching holes and is described by the shape of the cuts.</li></ul>" +
            p(
              "Always measure on a complete edge and check both pairs of sides; a stamp trimmed on one side can masquerade as a rarer variety, and collectors are advised to compare doubtful items against a reference copy.",
            ),
        },
      },
      {
        title: "Printing Methods",
        description:
          "Recess, letterpress, lithography and photogravure each leave a signature on paper that a magnifier will reveal.",
        lesson: {
          title: "Telling the process under a lens",
          html: p(
            "Four printing processes account for most stamps issued before the digital era, and each can be recognised with a 10x magnifier and a little practice. Identifying the process is the first step in telling a genuine stamp from a forgery, because forgers usually used a cheaper process than the original.",
            "Recess printing, also called line engraving or intaglio, uses a steel or copper plate into which the design is cut. Ink fills the recesses, the surface is wiped clean, and damp paper is pressed hard into the lines. The ink stands up in ridges that can be felt with a fingertip, and on the back of the stamp the design may show faintly as an impression. Fine lines taper at their ends. The Penny Black and most of the classic British and American stamps were printed this way.",
            "Letterpress, which philatelists call typography or surface printing, is the opposite: the design stands in relief, like type, and the raised surface is inked. The pressure squeezes ink towards the edges of each printed area, so lines have slightly darker borders, and the design may be embossed into the back of the paper. Victorian British stamps from the 1850s onwards were largely typographed by De La Rue.",
            "Lithography prints from a flat surface, on which greasy image areas accept ink and damp blank areas reject it. There is no relief or indentation, and lines tend to look flat and slightly blurred at high magnification. Photogravure, introduced for British stamps in 1934 by Harrison and Sons, transfers the image through a screen into tiny cells etched to different depths. Under the lens a photogravure stamp shows a fine regular mesh of dots even in its solid areas, a sure sign of the process. Many modern stamps combine processes, such as offset lithography with an engraved portrait.",
          ),
        },
      },
    ],
  },
  {
    slug: "tea-blending-leaf-cupping-and-breakfast-blends",
    discipline: "Tea blending",
    title: "Tea Blending: From Leaf to Caddy",
    description:
      "Behind every breakfast blend stands a taster's judgement. This weekend course explains how processing creates the main tea types, how to cup teas side by side to ISO 3103, how to balance Assam, Ceylon and Kenyan teas in a breakfast blend, and the craft of scenting tea with bergamot and flowers.",
    level: "beginner",
    duration: "2 days",
    plantedGap: "scenting",
    modules: [
      {
        title: "One Plant, Many Teas",
        description:
          "All true tea comes from Camellia sinensis; what separates green, oolong and black is what happens to the leaf after plucking.",
        lesson: {
          title: "Withering, rolling, oxidation and firing",
          html:
            p(
              "Every true tea is made from the leaves and buds of <i>Camellia sinensis</i>, grown in two main varieties: the small-leaved <i>sinensis</i> of China and Japan and the large-leaved <i>assamica</i> of north-east India, Sri Lanka and East Africa. The familiar categories of tea are not different plants but different ways of processing the same leaf, above all how far its polyphenols are allowed to oxidise.",
              "When a fresh leaf is bruised, the enzyme polyphenol oxidase comes into contact with catechins and oxidises them. In black tea the reaction is encouraged and produces theaflavins, which give brightness and briskness, and thearubigins, which give colour and body. In green tea the enzyme is destroyed with heat soon after plucking, by pan-firing in China or steaming in Japan, so the catechins remain and the liquor stays pale and vegetal.",
            ) +
            "<table><tr><th>Type</th><th>Main steps</th><th>Oxidation</th></tr><tr><td>Green</td><td>Pluck, fix with heat, roll, dry</td><td>Minimal</td></tr><tr><td>White</td><td>Pluck, long wither, dry</td><td>Slight</td></tr><tr><td>Oolong</td><td>Wither, bruise by tossing, partial oxidation, fix, roll, dry</td><td>About 10 to 70 per cent</td></tr><tr><td>Black</td><td>Wither, roll or CTC, full oxidation, fire</td><td>Full</td></tr></table>" +
            p(
              "Black tea is made either by the orthodox method, in which withered leaf is rolled to twist and break it, or by CTC (crush, tear, curl), a machine process invented by William McKercher in Assam in the 1930s that produces small, uniform granules. Orthodox leaf is graded by size with terms such as FOP (Flowery Orange Pekoe) and BOP (Broken Orange Pekoe); CTC and fannings infuse quickly and give a strong, coloured cup, which is why they dominate tea bags. A blender needs to know both, because a blend is usually built from teas of different origins and grades.",
            ),
        },
      },
      {
        title: "Cupping Teas to ISO 3103",
        description:
          "Tasters compare teas under identical conditions; we set up a cupping bench and learn the vocabulary used to describe dry leaf, infused leaf and liquor.",
        lesson: {
          title: "A standard brew and how to taste it",
          html: p(
            "Tea tasters must compare dozens of samples quickly and fairly, so every sample is brewed in the same way. The international standard ISO 3103, first published in 1980, specifies a method: 2 grams of tea for every 100 millilitres of freshly boiled water, brewed in a white porcelain or glazed earthenware pot with a lid for six minutes, then poured into a matching bowl. The standard also allows milk to be placed in the bowl before the tea is poured. The point is not that this is the ideal way to drink tea but that any two teas brewed this way can be compared.",
            "A cupping bench sets out, for each sample, the dry leaf on a tray, the tasting pot and its bowl. After brewing, the pot is tipped so that the infused leaf is turned out onto the inverted lid for inspection. The taster then works through the sample in order. The dry leaf is judged for appearance: size, evenness, proportion of tip, colour and any stalk or fibre. The infused leaf, called the infusion, shows whether the leaf has fermented evenly: a bright, coppery infusion is good in black tea, while a dull or green infusion suggests poor withering or oxidation.",
            "The liquor is then slurped from a spoon so that it sprays across the palate, and spat out. Tasters use a shared vocabulary. 'Brisk' describes a lively, astringent liveliness; 'bright' a clear, sparkling liquor; 'body' or 'thickness' the weight on the tongue; 'malty' the characteristic flavour of good Assam; 'flat' a tea that has lost its freshness. A milk test, repeating the tasting with milk added, shows how a tea will behave in the cup most British drinkers use. Notes are written at once, with a score, before the next sample is tasted.",
          ),
        },
      },
      {
        title: "Building a Breakfast Blend",
        description:
          "A blend is a recipe that has to taste the same every year; we combine three origins, adjust the proportions and calculate the cost.",
        lesson: {
          title: "Malt, brightness and colour in proportion",
          html:
            p(
              "Blending exists for two reasons. No single garden can produce tea of identical character all year, because flavour changes with season, weather and flush; and each origin has strengths the others lack. A blender's task is to build a recipe with a consistent taste and to keep it consistent as component teas change, substituting one Assam for another when a lot runs out.",
              "A typical English breakfast blend draws on three origins. Assam gives body and malty depth. Kenyan CTC gives colour, strength and brisk liquoring, and it takes milk well. Ceylon teas, particularly from the higher districts, give brightness and a clean, citrus-like briskness. A starting recipe might be:",
            ) +
            "<ul><li>Assam orthodox BOP: 40 per cent</li><li>Kenyan CTC BP1: 35 per cent</li><li>Ceylon high-grown BOP: 25 per cent</li></ul>" +
            p(
              "The blender cups each component, then the blend, and adjusts. If the blend lacks body, raise the Assam; if it is dull in the cup, raise the Ceylon; if it is too pale with milk, raise the Kenyan. Changes are made in steps of five per cent so that the effect of each can be tasted.",
              "Cost is calculated per kilogram. If Assam costs £6.00, Kenyan £3.20 and Ceylon £5.00 a kilo, the recipe above costs (0.40 x 6.00) + (0.35 x 3.20) + (0.25 x 5.00) = £2.40 + £1.12 + £1.25 = £4.77 a kilo before packing. Leaf size must also be compatible: large orthodox leaf and small CTC granules separate in the caddy, so the smaller grades settle to the bottom and the tea in the last cup differs from the first. Choosing grades of similar size keeps the blend even from top to bottom.",
            ),
        },
      },
    ],
  },
];
