/** One-hundred-and-first held-out evaluation courses, beginner level; see ai-courses-heldout101.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT101_A: EvalCourse[] = [
  {
    slug: "introduction-to-colour-science",
    discipline: "Colour science",
    title: "Introduction to Colour Science",
    description:
      "What makes a red look red, and why can two paints that match in the shop part company under a kitchen lamp? Beginning with the eye's three cone types, the course covers additive and subtractive mixing, the CIE system of colour measurement, metamerism and colour blindness, giving designers, printers and technicians a working vocabulary for describing colour precisely.",
    level: "beginner",
    duration: "six weeks (one two-hour evening class a week)",
    plantedGap: "colour blindness",
    modules: [
      {
        title: "How the eye sees colour",
        description:
          "The three cone types, their overlapping sensitivities and the opponent signals the retina sends on to the brain.",
        lesson: {
          title: "Cones, trichromacy and opponent processes",
          html: p(
            "Visible light runs from about 380 nm (violet) to somewhere between 700 and 780 nm (deep red), but the eye does not measure wavelength directly. Colour begins in three classes of cone photoreceptor in the retina, usually called S, M and L for short, medium and long wavelength. Their peak sensitivities lie near 420 nm, 534 nm and 564 nm, and their sensitivity curves are broad and overlap heavily: the M and L peaks are only about 30 nm apart. The rods, which peak near 498 nm and take over in dim light, contribute almost nothing to colour, which is why a moonlit garden looks grey.",
            "Each cone obeys the principle of univariance: its output depends only on how many photons it absorbs, not on which wavelengths they were. A single cone therefore cannot tell a dim light at its peak wavelength from a brighter light further along its curve. Colour information comes only from comparing the outputs of the three cone classes. This is the modern form of the Young–Helmholtz trichromatic theory, and it has a consequence that runs through the whole course: any light, however complicated its spectrum, is reduced by the eye to three numbers. Two physically different spectra that produce the same three cone responses look identical.",
            "Trichromacy explains colour matching but not colour appearance. Ewald Hering noticed in the 1870s that nobody describes a colour as reddish-green or yellowish-blue, and that staring at a red patch leaves a green afterimage. He proposed opponent processes, and physiology has since confirmed the idea: retinal ganglion cells and the lateral geniculate nucleus carry signals that are, roughly, L minus M (red versus green), S minus the sum of L and M (blue versus yellow), and L plus M (an achromatic, light-versus-dark signal). The cone stage is trichromatic; the next stage is opponent.",
            "The cone populations are unequal. S cones make up only around 5 to 10 per cent of all cones and are missing from the very centre of the fovea, so fine detail is carried almost entirely by L and M cones. The ratio of L to M cones varies several-fold from one person to another, yet their colour judgements agree closely, a reminder that the brain calibrates the signals it receives rather than reading them off directly.",
          ),
        },
      },
      {
        title: "Additive and subtractive mixing",
        description:
          "Why red, green and blue lights make white on a screen while cyan, magenta and yellow inks make a near-black on paper.",
        lesson: {
          title: "Mixing light and mixing colorants",
          html:
            p(
              "Additive mixing combines lights. A phone or monitor builds every colour from red, green and blue sub-pixels that are too small to resolve at normal viewing distance, so their light adds together on the retina. Red and green light together look yellow, green and blue look cyan, red and blue look magenta, and all three at full output look white. Nothing yellow is emitted when a screen shows yellow: the red and green sub-pixels simply stimulate the L and M cones in the same proportions as a spectral yellow near 580 nm would.",
              "Because any three real primaries form a triangle inside the space of visible colours, no three-primary display can reproduce every colour. The sRGB standard of 1996, built around the phosphors of CRT monitors, covers roughly a third of the chromaticities the eye can see. ",
              "Subtractive mixing combines colorants that remove light. A cyan ink absorbs red and passes green and blue; magenta absorbs green; yellow absorbs blue. Overprinting therefore removes bands of the spectrum one after another rather than adding lights:",
            ) +
            "<ul><li>cyan + magenta removes red and green, leaving blue;</li><li>magenta + yellow removes green and blue, leaving red;</li><li>cyan + yellow removes red and blue, leaving green;</li><li>all three should remove everything and give black.</li></ul>" +
            p(
              "In practice the last case fails. Real inks absorb imperfectly and reflect some light in bands they ought to absorb, so a three-colour black prints as a dark, muddy brown. Printers add a fourth, black ink (the K of CMYK) for neutral shadows and crisp text, and use grey-component replacement to swap equal amounts of cyan, magenta and yellow for black, which saves ink and speeds drying. Presses also set a maximum total ink coverage, typically around 300 to 340 per cent on coated paper and nearer 240 per cent on newsprint, because heavier ink loads smear and transfer onto the next sheet.",
              "The painter's red-yellow-blue wheel is a historical, approximate version of subtractive mixing; its red and blue are really magenta-leaning and cyan-leaning pigments. A useful check on understanding: under pure blue light, a lemon-yellow surface looks almost black, because a yellow colorant absorbs exactly the wavelengths that are available. The colour of an object always depends on the light falling on it as well as on the surface itself.",
            ),
        },
      },
      {
        title: "Measuring colour: the CIE system",
        description:
          "From colour-matching experiments to tristimulus values, the chromaticity diagram, CIELAB colour differences and metamerism.",
        lesson: {
          title: "Putting numbers on colour",
          html: p(
            "Colour measurement rests on matching experiments carried out by W. D. Wright and John Guild in the late 1920s. Observers looked into a 2° split field and adjusted three primary lights until their mixture matched a single test wavelength. The averaged data from seventeen observers were adopted by the Commission Internationale de l'Éclairage in 1931 as the CIE Standard Colorimetric Observer. Because some matches needed a negative amount of one primary, the CIE transformed the data to three imaginary primaries, X, Y and Z, chosen so that all the colour-matching functions are positive and Y equals the eye's luminous efficiency.",
            "To measure a surface, a spectrophotometer records its reflectance at intervals, typically every 10 nm. Each reflectance value is multiplied by the spectral power of a chosen illuminant and by the three colour-matching functions, and the products are summed to give the tristimulus values X, Y and Z. The illuminant must always be stated: D65 represents average daylight with a correlated colour temperature near 6500 K, and illuminant A represents a tungsten lamp at about 2856 K.",
            "Chromaticity coordinates strip out brightness: x = X/(X+Y+Z) and y = Y/(X+Y+Z). Plotted on the xy diagram, the pure spectral colours form a horseshoe-shaped locus closed by a straight line of purples. The diagram shows gamuts well but is poor for judging differences, since equal distances on it do not look equally different.",
            "CIELAB, published in 1976, addresses that. L* runs from 0 (black) to 100 (white), a* from green (negative) to red (positive) and b* from blue (negative) to yellow (positive), echoing the opponent channels. The colour difference ΔE*ab is the straight-line distance between two points: for samples at (52, 10, 30) and (50, 12, 31), ΔE*ab = √(2² + 2² + 1²) = 3.0, a difference most observers would notice side by side. The later CIEDE2000 formula corrects known unevenness.",
            "Metamerism is the reason the illuminant matters. Two samples with different reflectance curves can give identical tristimulus values under D65 yet differ visibly under illuminant A or a shop fluorescent such as F11. A dyer matching a customer's standard therefore checks the match under at least two illuminants and, where possible, uses the same dyes as the original, because samples with identical reflectance curves cannot be metameric.",
          ),
        },
      },
    ],
  },
  {
    slug: "curtain-making-for-beginners",
    discipline: "Curtain making",
    title: "Curtain Making for Beginners",
    description:
      "For home sewers who have made cushions and simple garments but never a full-length curtain. Measuring windows and estimating fabric, matching pattern repeats, lining and hand finishing, pencil-pleat and pinch-pleat headings, and Roman blinds are all covered over the term, ending with a pair of lined curtains made for your own window.",
    level: "beginner",
    duration: "ten weeks (one three-hour workshop a week)",
    plantedGap: "Roman blinds",
    modules: [
      {
        title: "Measuring up and estimating fabric",
        description:
          "Taking track and drop measurements, choosing fullness for the heading and calculating cut lengths for patterned fabric.",
        lesson: {
          title: "Widths, drops and pattern repeats",
          html:
            p(
              "Measure the track or pole, never the window. A track should extend 15 to 20 cm beyond the window opening on each side so that the curtains can stack back clear of the glass. Note three figures: the track length, the returns (the distance from the track to the wall at each end, often 5 to 8 cm), and the overlap needed where two curtains meet on a corded track, usually about 5 cm per curtain.",
              "The drop is measured from the top of the track, or from the eye of the pole ring, to where the curtain will finish: 1 cm above the sill, about 15 cm below it, or 1 cm clear of the floor for full-length curtains. Measure at both ends and in the middle, since floors and sills are rarely level.",
              "Fullness depends on the heading. Pencil-pleat tape needs 2 to 2.5 times the track length in fabric, hand-sewn pinch pleats about 2.25 to 2.5 times, and eyelet headings 1.5 to 2 times. A worked example for a pair of lined pencil-pleat curtains:",
            ) +
            "<ol><li>Track 200 cm, plus two 5 cm overlaps and two 6 cm returns, gives 222 cm to cover.</li><li>At 2.5 times fullness, 222 × 2.5 = 555 cm of fabric width. The fabric is 137 cm wide, and 555 ÷ 137 = 4.05, close enough to use four widths, two per curtain, giving 2.47 times fullness.</li><li>Finished drop 220 cm, plus 20 cm for a double 10 cm hem and 6 cm for the heading, gives a 246 cm cut length.</li><li>The fabric has a 64 cm pattern repeat, so each cut must be a whole number of repeats: 246 ÷ 64 = 3.84, rounded up to 4 repeats, or 256 cm.</li><li>Four cuts of 256 cm make 1,024 cm; add one extra repeat so the first cut can start at the chosen point of the pattern, giving 1,088 cm. Order 11 m.</li></ol>" +
            p(
              "Decide where the pattern should sit before cutting anything. The usual rule is to place a complete motif just below the heading of full-length curtains, where a part motif would be noticed, and at the hem of short curtains, which is nearer eye level. Every cut must then begin at the same point in the repeat so that the motifs line up across the pair.",
            ),
        },
      },
      {
        title: "Lining and hand finishing",
        description:
          "Cutting square, joining widths, mitring corners and locking the lining to the face fabric by hand.",
        lesson: {
          title: "Cutting, joining and locking in linings",
          html: p(
            "Curtains hang well only if every piece is cut square. On plain fabrics, pull a weft thread across the width and cut along the line it leaves. Printed fabrics are often printed slightly off grain; cut them square to the pattern instead, because a crooked motif is far more visible than a crooked thread.",
            "Trim the selvedges or snip them every 10 cm before joining widths, so that the tighter weave at the edge does not pucker the seam. On patterned fabric, press under the seam allowance of one width, lay the fold over the next width so that the motifs align exactly, and ladder stitch from the right side; then machine along the fold line from the wrong side. Where a curtain needs a half width, place it at the outer edge nearest the return, never at the leading edge where the pair meet.",
            "With the curtain face down, turn in the side hems by 5 to 6 cm and hold them with herringbone stitch, picking up only a single thread of the face fabric so that nothing shows on the front. Turn up a double 10 cm hem. At each bottom corner, fold a mitre: open out the hem and side turning, fold the corner in diagonally, then refold both so that the two edges meet in a neat diagonal line, and slip stitch it closed. Sew a covered weight inside each mitre so that the corners hang straight.",
            "The lining is machine-hemmed separately with a 5 cm double hem, then laid wrong sides together on the curtain so that its hem sits 3 to 4 cm above the finished curtain hem. It is then locked in. Fold the lining back on itself down the full drop at intervals of 30 to 40 cm across the width, and join lining to face fabric with long, loose locking stitches about 10 cm apart, each picking up one or two threads of the face. Locking stops the lining from drooping away from the face.",
            "Fold the lining edges under so that they lie 2 to 3 cm in from the finished sides, and slip stitch them to the side turnings. Blackout lining is the exception to locking: every needle hole lets a pinprick of light through, so it is usually attached only at the sides and heading.",
          ),
        },
      },
      {
        title: "Heading tapes and hand-sewn pleats",
        description:
          "Attaching and gathering pencil-pleat tape, and calculating, marking and stitching triple pinch pleats with buckram.",
        lesson: {
          title: "From pencil pleats to triple pinch pleats",
          html: p(
            "Pencil-pleat tape, usually 7.5 cm deep, has three rows of cords and rows of pockets for hooks. Turn the top of the curtain down by the heading allowance, lay the tape about 1 cm below the fold, and turn the tape ends under, knotting the cords at the leading edge so that they cannot pull through. Machine along both long edges of the tape in the same direction to stop it twisting. Pull the cords from the outer edge until the curtain measures half the track length plus its overlap and return, wind the surplus cord onto a cord tidy, and never cut it off. Insert one hook for every glider or ring, usually about every 8 to 10 cm, with one at each end.",
            "Hand-sewn pinch pleats are stiffened with buckram, normally 10 or 15 cm deep, enclosed in the fold at the top of the curtain. Their spacing is calculated, not gathered. Take one curtain of the pair from the estimating example, made up with pinch pleats instead. Two 137 cm widths joined with 1.5 cm seam allowances give 271 cm, and 5 cm side turnings on each edge reduce that to a flat width of 261 cm. The curtain must finish at 111 cm: 100 cm of track plus a 5 cm overlap and a 6 cm return. The difference, 150 cm, is the fabric to be taken up in pleats. With ten pleats, each uses 15 cm.",
            "The overlap and return stay flat, so the first pleat sits at the inner end of the overlap and the last at the corner of the return, leaving 100 cm between them for nine equal spaces of about 11.1 cm. Pleats of 12 to 18 cm with spaces of 10 to 12 cm look well proportioned; if the figures fall far outside that range, change the number of pleats.",
            "Stitch each pleat from the top edge down to the base of the buckram, then divide it into three equal folds and hand-stitch them together through all layers at the base to form a triple pleat. A pin hook goes into the back of each pleat and at each end, so that the hooks fall exactly on the pleats rather than on the spaces, and the curtain drops into even folds when it is drawn.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-figure-skating-coaching",
    discipline: "Figure skating coaching",
    title: "Foundations of Figure Skating Coaching",
    description:
      "Coaching skaters who are new to the ice is mostly about edges, balance and confidence, long before any jump. Trainee coaches work through safe falling and getting up, forward stroking, crossovers, the two-foot spin and the waltz jump, and learn to plan group lessons and off-ice training for learn-to-skate classes.",
    level: "beginner",
    duration: "eight weeks (one ninety-minute rink session and one classroom hour a week)",
    plantedGap: "off-ice training",
    modules: [
      {
        title: "Safety, falling and getting up",
        description:
          "Checking boots and blades, managing a beginner group and teaching skaters to fall safely and stand up again.",
        lesson: {
          title: "The first ten minutes on the ice",
          html: p(
            "Check boots first. A figure skate should hold the heel firmly, with the toes just brushing the end when the skater stands. Laces should be snug over the toes so the foot can still flex, firm across the instep and ankle where support matters, and slightly looser over the top hooks so the skater can bend the knee. Over-tight top hooks are the commonest reason a beginner cannot bend.",
            "Know the blade you are teaching on. A figure blade is hollow-ground along its length, leaving two edges, the inside and the outside; it is curved from front to back (the rocker) and carries a toe pick at the front. Beginners who lean forward catch the toe pick and pitch forwards, so most early corrections are about keeping the weight over the middle of the blade.",
            "Helmets are strongly advised for young beginners, and some national programmes require them: Skate Canada's CanSkate, for example, mandates a CSA-certified hockey helmet for skaters in its early stages.",
            "Teach falling before gliding. The skater bends the knees, lowers the seat towards one side and goes down sideways onto the hip, keeping the hands in loose fists close to the body so that fingers are never in the path of another skater's blade. To get up, the skater rolls onto hands and knees, brings one foot up between the hands with the blade flat on the ice, then the other, and pushes up through the legs to stand with knees bent and arms forward. Practise this until it is automatic: a skater who knows how to fall relaxes, and a relaxed skater falls less.",
            "Then progress in small steps: marching on the spot, marching forward, marching into a short glide on two feet, and the dip, in which the skater glides and bends until the thighs are nearly parallel to the ice with the arms reaching forward. The dip builds knee bend and shows at once who is sitting back on the heels.",
            "Group management matters as much as technique. Keep beginner groups small (many programmes work to about eight skaters per coach), set up near the barrier, stand where you can see every skater, and count the group at the start and end of every session.",
          ),
        },
      },
      {
        title: "Stroking, edges and crossovers",
        description:
          "Teaching the forward push from the inside edge, the eight basic edges and forward crossovers on a circle.",
        lesson: {
          title: "Pushing from the edge, not the toe",
          html:
            p(
              "Forward stroking starts from a bent knee over the gliding foot. The pushing foot turns out and drives sideways and back against the ice along its inside edge, using the length of the blade; it should never push from the toe pick, which scrapes and slows the skater. After the push the free leg extends with the toe pointed and slightly turned out, then returns beside the skating foot before the next push. Listen as well as look: a good stroke is almost silent, while a toe push makes a characteristic scratch.",
              "Edges are the grammar of skating. Each foot can travel forwards or backwards on an inside or an outside edge, giving eight basic edges, and every turn, spin and jump is built from them. Introduce edges on the painted hockey circles: the skater glides on an outside edge along the line, leaning into the circle from the ankle rather than bending at the waist, with the arms level and the free foot close behind. Useful progressions for a learn-to-skate group include:",
            ) +
            "<ul><li>forward swizzles (‘lemons’), in which both feet push out and draw in again, building inside-edge control;</li><li>the snowplough stop, skidding one or both blades sideways with the heels pushed out;</li><li>one-foot glides held for a count of three, then five;</li><li>backward swizzles, with the weight slightly forward of the heels;</li><li>forward crossovers on a circle, in both directions.</li></ul>" +
            p(
              "A forward crossover on an anticlockwise circle has two pushes. The right foot pushes on its inside edge and then crosses over in front of the left; meanwhile the left foot, now underneath, pushes outwards along its outside edge, the under-push, before stepping back beside the right. Beginners often step over without the under-push, so the crossover gains no speed and looks like walking. The upper body turns slightly into the circle, with the right arm in front and the left arm behind, and the head looks along the line of travel.",
              "Most skaters rotate anticlockwise in spins and jumps, but crossovers should be taught in both directions from the start so that neither side becomes weak. The commonest faults to correct are tipping forward onto the toe pick, looking down at the feet, and straight knees, which make every edge shallow and unstable.",
            ),
        },
      },
      {
        title: "First spins and jumps",
        description:
          "Progressions for the two-foot spin, the bunny hop and the waltz jump, and how the single jumps are distinguished.",
        lesson: {
          title: "The two-foot spin and the waltz jump",
          html:
            p(
              "The two-foot spin is usually the first rotating element. From a standstill or a slow glide, the skater winds the arms and shoulders against the intended direction, then releases them and turns on the front part of both blades, with the weight just behind the toe picks. The arms open first and then draw in towards the chest to speed the rotation, as the conservation of angular momentum predicts: pulling the arms in reduces the body's moment of inertia, so it turns faster. A good two-foot spin stays on one spot; travelling usually means the weight is back on the heels or the skater is looking down. Three to five revolutions is a sensible first target before the one-foot upright spin.",
              "Jumps begin with the bunny hop. Gliding forwards on one foot, the skater swings the free leg forward, springs onto the toe pick of that foot and steps forward onto the other foot to glide away; it teaches take-off timing without rotation. The waltz jump adds a half turn. For an anticlockwise skater it takes off forwards from the left outside edge, the right leg swings through, the body rotates half a revolution in the air, and the skater lands backwards on the right outside edge with the knee bent, the left leg extended behind and the arms held out to check the rotation. Because it takes off forwards, the waltz jump shares its entry with the Axel, and coaches treat it as the Axel's foundation.",
              "Every other single jump takes off backwards, and all of them land on the same back outside edge as the waltz jump. For an anticlockwise skater:",
            ) +
            "<table><tr><th>Jump</th><th>Take-off edge</th><th>Toe assist</th></tr><tr><td>Toe loop</td><td>Right back outside</td><td>Left toe pick</td></tr><tr><td>Salchow</td><td>Left back inside</td><td>None</td></tr><tr><td>Loop</td><td>Right back outside</td><td>None</td></tr><tr><td>Flip</td><td>Left back inside</td><td>Right toe pick</td></tr><tr><td>Lutz</td><td>Left back outside</td><td>Right toe pick</td></tr><tr><td>Axel (1½ turns)</td><td>Left forward outside</td><td>None</td></tr></table>" +
            p(
              "The landing position is identical for every jump, so drill it on its own first: a backward glide on the right outside edge held for a count of three, free leg extended and arms level. Introduce each new jump as a walk-through at the barrier, then as a half-rotation hop, and only then as the full jump.",
            ),
        },
      },
    ],
  },
  {
    slug: "coffee-production-from-seedling-to-green-bean",
    discipline: "Coffee production",
    title: "Coffee Production: From Seedling to Green Bean",
    description:
      "Coffee is a tree crop grown largely by smallholders between the tropics, and its quality is mostly decided before a roaster ever sees it. The course introduces arabica and robusta, site and climate, nursery and field management, harvesting and washed, natural and honey processing, and the certification schemes that shape how coffee reaches its buyers.",
    level: "beginner",
    duration: "six weeks (two one-hour lectures and one field or laboratory practical a week)",
    plantedGap: "certification schemes",
    modules: [
      {
        title: "Arabica, robusta and where they grow",
        description:
          "The two commercial species, their origins, climatic needs and differences in the field and the cup.",
        lesson: {
          title: "Two species, two climates",
          html: p(
            "Almost all commercial coffee comes from two species. Coffea arabica originated in the highland forests of south-western Ethiopia and supplies roughly 55 to 60 per cent of world production. It is an allotetraploid (2n = 44), formed from a natural cross between C. canephora and C. eugenioides, and it is self-fertile, one reason its cultivated varieties are genetically narrow. Coffea canephora, traded as robusta, is diploid (2n = 22), native to the lowland forests of West and Central Africa, and self-incompatible: it needs pollen from a genetically different plant, so clonal plantings must mix several clones.",
            "The two species want different places. Arabica grows best at mean annual temperatures of about 18 to 21 °C, which near the equator means altitudes of roughly 1,000 to 2,000 m; further from the equator, as in much of Brazil, it is grown lower. In warmer conditions its fruit ripens too quickly and quality falls, and frost kills it outright. Robusta tolerates about 22 to 28 °C and is grown from sea level to around 800 m. Both need roughly 1,200 to 2,000 mm of rain a year with a dry season of two to three months, because the first heavy rain after a dry spell triggers a synchronised flowering, and a uniform flowering gives a more uniform harvest.",
            "The species differ in the cup and in the field. Robusta beans contain about 2 to 2.5 per cent caffeine against 1 to 1.5 per cent for arabica, taste more bitter and earthy, and go mainly into espresso blends and soluble coffee. Robusta yields more and resists more diseases, which is why Vietnam, the largest robusta producer, grows it almost exclusively. Brazil, the largest producer overall, grows both.",
            "Altitude matters within arabica too. Cooler nights slow the ripening of the cherry, giving a denser bean with more acidity and aromatic complexity. The Central American grade names ‘strictly hard bean’ and ‘strictly high grown’ simply record altitude, usually above about 1,200 to 1,400 m depending on the country. Variety matters as well: Typica and Bourbon are the two historical lineages of cultivated arabica, Caturra is a compact Bourbon mutant suited to dense planting, and Geisha, collected in Ethiopia and made famous in Panama, fetches exceptional prices for its floral cup.",
          ),
        },
      },
      {
        title: "Nursery, planting and field care",
        description:
          "Raising seedlings, planting density and shade, pruning and renovation, and the main pest and disease of the crop.",
        lesson: {
          title: "Establishing and managing a plantation",
          html: p(
            "Coffee is propagated mainly from seed. Seed is taken from ripe cherries of selected mother trees, pulped, dried in its parchment and sown in sand beds. Germination takes six to eight weeks: the seedling first emerges as a ‘soldier’ carrying the seed coat on its tip, then opens its two cotyledons at the ‘butterfly’ stage, when it is transplanted into polythene bags of topsoil and compost. Plants spend six to twelve months in a shaded nursery and are hardened off by gradually removing the shade before field planting at the start of the rains. Robusta and some arabica hybrids are instead propagated as rooted cuttings, grafts or tissue-culture plantlets, which keep the parent's traits.",
            "Planting density ranges from about 1,100 trees per hectare in traditional systems to 5,000 to 10,000 in intensive plantings of compact varieties. Shade trees lower leaf temperature, slow ripening and protect the soil, and leguminous species such as Inga and Erythrina also fix nitrogen. Full-sun systems can yield more in the short term but need more fertiliser, and the trees exhaust themselves sooner.",
            "Coffee fruits on wood grown the previous season, so pruning aims to keep a supply of new lateral branches. In single-stem systems the main stem is capped at about 1.8 m; in multiple-stem systems, common in Central America and Colombia, three or four upright stems are kept and replaced in rotation. After five to eight harvests yields fall, and the tree is stumped, cut back to 30 to 40 cm, to regrow from a new sucker.",
            "Two problems dominate field management. Coffee leaf rust, caused by the fungus Hemileia vastatrix, forms orange powdery pustules on the underside of leaves and causes early leaf fall; an epidemic in Central America in 2012–13 affected more than half of the region's coffee area. Resistant varieties descended from the Timor Hybrid, a natural arabica × robusta cross, such as the Catimors and Colombia's Castillo, are the main long-term defence, supported by copper fungicides. The coffee berry borer, Hypothenemus hampei, is a small beetle that breeds inside the bean. It is controlled by collecting every fallen and overripe cherry after harvest, by alcohol-baited traps and by sprays of the fungus Beauveria bassiana.",
          ),
        },
      },
      {
        title: "Harvest and primary processing",
        description: "Picking methods, the washed, natural and honey processes, drying, milling and grading.",
        lesson: {
          title: "Cherry to parchment to green",
          html:
            p(
              "A coffee cherry contains two seeds, the beans, each wrapped in a thin silver skin and a tougher parchment, surrounded by a sticky mucilage layer, the fruit pulp and the outer skin. Processing removes these layers and dries the bean to a stable moisture content; roughly 5 to 6 kg of ripe cherry yields 1 kg of green coffee.",
              "Harvest decides quality more than any later step. Cherries on a branch ripen over several weeks, so selective picking, in which pickers return every ten to fourteen days and take only ripe red cherries, gives the best coffee. Strip picking, which takes everything at once, and mechanical harvesting on the flat farms of Brazil are cheaper but mix unripe and overripe fruit, which must then be separated by flotation or optical sorting. The three main processing methods are:",
            ) +
            "<ul><li>Washed (wet) process: cherries are pulped within hours of picking, the beans are left in tanks for 12 to 48 hours while microbial fermentation breaks down the mucilage, then washed in channels where dense beans sink and floaters are removed. Washed coffees taste clean and bright.</li><li>Natural (dry) process: whole cherries are dried on patios or raised beds for two to four weeks and turned often to prevent mould and over-fermentation. Naturals have heavier body and fruity, sometimes winey, flavours.</li><li>Honey or pulped natural process: the skin is removed but some or all of the mucilage is left on while the bean dries, giving results between the other two. It is widespread in Costa Rica and Brazil.</li></ul>" +
            p(
              "Whatever the method, beans are dried to 10 to 12 per cent moisture, ideally slowly on raised beds or in mechanical driers kept below about 40 °C. Dried coffee is stored in its parchment, or as dried cherry, and rested for several weeks before dry milling, when hulling removes the parchment and the beans are graded. Screen size is measured in sixty-fourths of an inch, so screen 18 beans will not pass a hole 18/64 inch across; density tables and optical colour sorters remove light and discoloured beans. Buyers then judge the lot on defects: under the Specialty Coffee Association protocol, a 350 g sample of specialty grade may contain no primary defects, such as full black or full sour beans, and no more than five full defects in total.",
            ),
        },
      },
    ],
  },
  {
    slug: "djing-fundamentals",
    discipline: "DJing",
    title: "DJing Fundamentals",
    description:
      "Learn to beatmatch by ear, count phrases, set gain and shape a blend with the EQ, and finish with harmonic mixing, all on the CDJs, turntables and club mixers found in working DJ booths.",
    level: "beginner",
    duration: "five weeks (one two-hour studio session a week plus practice-room time)",
    plantedGap: "harmonic mixing",
    modules: [
      {
        title: "Tempo and beatmatching by ear",
        description:
          "Using the tempo fader and jog wheel to lock two tracks together without relying on the sync button.",
        lesson: {
          title: "Matching tempo with the pitch fader and jog wheel",
          html:
            p(
              "Beatmatching means making two tracks play at the same tempo with their beats aligned, so that they can overlap without clashing. Most house and techno runs between about 118 and 135 beats per minute (BPM). The tempo fader changes playback speed by a percentage: the Technics SL-1200 turntable offers ±8 per cent, and CDJs and controllers let you choose ranges from ±6 per cent upwards. A narrow range gives finer control, which is why ±8 per cent or less is normal for mixing.",
              "The arithmetic is simple. To bring a 124 BPM track up to 128 BPM you need (128 − 124) ÷ 124 = +3.2 per cent. Changing speed also changes pitch unless master tempo is engaged, and a speed change of about 6 per cent shifts the music by roughly a semitone. By ear, the procedure is:",
            ) +
            "<ol><li>With the outgoing track playing to the room, cue the incoming track in the headphones at the first kick drum of a bar, using a hot cue or the cue button.</li><li>Release the incoming track exactly on the first beat of a bar of the outgoing track.</li><li>Listen with one ear on the headphones and the other on the booth monitor. If the kicks ‘gallop’, two thuds close together, the tracks are out of phase; nudge the jog wheel or platter edge to bring them back together.</li><li>If the incoming track keeps running ahead after each nudge, it is too fast: move the tempo fader down slightly. If it keeps falling behind, move the fader up.</li><li>Repeat until the beats stay locked for at least sixteen bars without correction.</li></ol>" +
            p(
              "Keep the two corrections separate in your head: the jog wheel fixes where the beat is (phase), the fader fixes how fast it moves (tempo). Beginners often chase the phase with the fader, overshoot and end up further out than they started. Make fader moves small, wait four bars to hear the effect, and only then adjust again.",
              "Sync buttons do all this automatically and are widely used, but they depend on accurate beat grids, which fail on live-drummed tracks, older records and anything with tempo changes. A DJ who can match by ear can still mix when the analysis is wrong, and can hear at once when sync has locked to the wrong downbeat.",
            ),
        },
      },
      {
        title: "Phrasing and track structure",
        description: "Counting beats, bars and phrases so that transitions land where a dance floor expects them.",
        lesson: {
          title: "Counting bars and phrases",
          html: p(
            "Dance music is built in 4/4 time from blocks of four. Four beats make a bar, and most producers group bars into phrases of eight (32 beats), with larger sections of 16 or 32 bars. A typical club track has an intro of 16 or 32 bars with little more than drums, builds into a main section, drops into a breakdown where the drums fall away, builds again and returns, then ends with an outro that mirrors the intro. Changes of element, such as a new hi-hat pattern, a bassline entering or a vocal, almost always fall on the first beat of a phrase.",
            "The practical rule follows: start the incoming track so that its phrases begin at the same moment as the outgoing track's phrases. If you bring in the intro of the new track halfway through a phrase of the old one, each track's changes arrive at the wrong moment, and even a perfectly beatmatched mix sounds clumsy to a dance floor that expects something to happen every eight bars.",
            "Timing a mix is arithmetic. At 128 BPM one beat lasts 60 ÷ 128 = 0.469 seconds, one bar 1.875 seconds, and a 32-bar phrase exactly 60 seconds. A common plan is to start the new track's 32-bar intro at the beginning of the old track's 32-bar outro, so the two run together for a minute and the new track's main section arrives just as the old track ends.",
            "Learn to count by ear. Listen for the crash cymbal, snare roll or filter sweep that marks the end of a phrase; count ‘one, two, three, four’ for beats and keep a separate tally of bars on your fingers. Waveform displays and phrase markers on CDJs and software help, but they do not replace counting, because not every producer writes in tidy 32-bar blocks, and many tracks open with a two- or four-bar pickup before the first full phrase.",
            "When preparing a set, store hot cues on the first beat of the intro, the first beat of the main groove and the start of the outro of each track. They let you start phrases precisely and recover quickly if a transition drifts.",
          ),
        },
      },
      {
        title: "Gain staging and EQ mixing",
        description:
          "Setting channel levels without distortion and using the EQ and filters to blend two tracks cleanly.",
        lesson: {
          title: "Keeping the mix clean",
          html:
            p(
              "Gain staging keeps the signal loud enough to sit well above the noise floor but below the point where it distorts. Each mixer channel has a trim (gain) control before its channel fader. Set every track with the channel fader fully up, adjusting the trim so that the channel meter peaks around 0 dB, in the top green or first amber segments, and never in the red. Tracks are mastered to very different loudnesses, so an older record may need several decibels more trim than a modern release. Judge by ear as well as by meter: a bright track can read quietly and still sound loud.",
              "Keep the master output out of the red, and if you cannot hear yourself, turn the booth monitor up rather than the master. A clipped master output is the commonest fault in club systems, and the system's limiters will flatten the sound long before anyone on the floor sees a red light.",
              "Club mixers usually give each channel a three-band EQ, with the low band working below roughly 200 Hz. Bass frequencies carry most of the energy in dance music, and two kick drums and two basslines playing together make a muddy, overloaded mix. The standard remedy is the bass swap:",
            ) +
            "<ol><li>Before bringing in the new track, turn its low EQ fully down.</li><li>Raise its channel fader so that the hi-hats and percussion blend in over the outgoing track.</li><li>On the first beat of a new phrase, turn the old track's low EQ down and the new track's low EQ up at the same moment.</li><li>Fade out the remaining mids and highs of the old track over the following phrase.</li></ol>" +
            p(
              "Mid-range clashes, such as two vocals or two lead synths, are handled in the same way by cutting the mid band of one track; the high band rarely causes trouble. Filters are coarser but more dramatic: a high-pass filter swept up on the outgoing track thins it out and clears space, and a low-pass filter on the incoming track lets it enter muffled and then open up. Use them sparingly. An effect used on every transition stops meaning anything to listeners, and the best blends are often ones the floor barely notices.",
            ),
        },
      },
    ],
  },
];
