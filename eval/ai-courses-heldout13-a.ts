/** Thirteenth held-out evaluation courses, beginner level (Korean to opera); see ai-courses-heldout13.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT13_A: EvalCourse[] = [
  {
    slug: "korean-hangul-and-polite-speech",
    discipline: "Korean language",
    title: "Korean 1: Hangul and Polite Speech",
    description:
      "Hangul, the alphabet devised at the court of King Sejong in the fifteenth century, is the gateway to this course, and most students read it fluently within the first fortnight. From there the course turns to the basic sentence: how letters combine into syllable blocks, the particles that mark topic, subject and object, the polite present-tense verb endings, and the native and Sino-Korean number systems.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "Sino-Korean",
    modules: [
      {
        title: "Hangul: Letters and Syllable Blocks",
        description:
          "We begin with the letters themselves and the way they stack into square blocks of one syllable each.",
        lesson: {
          title: "Reading and writing Hangul",
          html:
            p(
              "Hangul was announced in 1446 in a document called <i>Hunminjeongeum</i>, 'the correct sounds for the instruction of the people'. Unlike Chinese characters, which had been used to write Korean until then, its letters stand for individual sounds, and their shapes were designed to be logical. The basic consonants picture the speech organs: ㄱ (g/k) shows the back of the tongue raised against the soft palate, ㄴ (n) the tip of the tongue touching the ridge behind the upper teeth, ㅁ (m) the closed mouth, ㅅ (s) a tooth and ㅇ the open throat. Further consonants are made by adding strokes: a stroke added to ㄱ gives the aspirated ㅋ (k), and doubling it gives the tense ㄲ (kk).",
              "The vowels are built from three elements representing heaven (a short stroke), earth (a horizontal line, ㅡ) and humanity (a vertical line, ㅣ). Adding a short stroke to the right of ㅣ gives ㅏ (a); adding it to the left gives ㅓ (eo). Placing it above ㅡ gives ㅗ (o) and below gives ㅜ (u). A second stroke adds a y-sound: ㅑ (ya), ㅕ (yeo), ㅛ (yo), ㅠ (yu).",
              "Letters are never written in a simple row. Each syllable forms a square block containing an initial consonant, a vowel and sometimes a final consonant, called <i>batchim</i>. Vertical vowels such as ㅏ and ㅣ stand to the right of the consonant (가 ga, 니 ni); horizontal vowels such as ㅗ and ㅜ sit underneath it (고 go, 누 nu). A final consonant goes at the bottom: 한 (han), 국 (guk). A syllable that begins with a vowel sound must still start with a consonant letter, so the silent ㅇ fills the space: 아 (a), 어 (eo). At the end of a syllable the same letter is pronounced 'ng', as in 강 (gang, 'river').",
            ) +
            "<table><tr><th>Plain</th><th>Aspirated</th><th>Tense</th><th>Example words</th></tr><tr><td>ㄷ d</td><td>ㅌ t</td><td>ㄸ tt</td><td>달 'moon', 탈 'mask', 딸 'daughter'</td></tr><tr><td>ㅂ b</td><td>ㅍ p</td><td>ㅃ pp</td><td>불 'fire', 풀 'grass', 뿔 'horn'</td></tr><tr><td>ㅈ j</td><td>ㅊ ch</td><td>ㅉ jj</td><td>자다 'to sleep', 차다 'to kick', 짜다 'to be salty'</td></tr></table>" +
            p(
              "As the table shows, Korean distinguishes three kinds of stop that English treats as one or two, and the difference changes meaning. Learners should practise them in minimal pairs from the first week.",
            ),
        },
      },
      {
        title: "Particles and Word Order",
        description:
          "Korean puts the verb last and uses small endings on nouns, called particles, to show what each noun is doing in the sentence.",
        lesson: {
          title: "Topic, subject, object and place",
          html:
            p(
              "The basic order of a Korean sentence is subject, object, verb: 저는 커피를 마셔요, literally 'I-topic coffee-object drink', means 'I drink coffee'. Because each noun carries a particle that marks its role, the order of nouns can change for emphasis without changing who does what, but the verb almost always comes last. Most particles have two forms, one used after a syllable ending in a consonant and one after a syllable ending in a vowel.",
            ) +
            "<ul><li>Topic particle 은/는: 책은 (the book, as for the book), 저는 (as for me).</li><li>Subject particle 이/가: 책이, 친구가 ('a friend', as subject).</li><li>Object particle 을/를: 밥을 먹어요 ('I eat rice'), 영화를 봐요 ('I watch a film').</li><li>Place particles 에 and 에서: 학교에 가요 ('I go to school'), 도서관에서 공부해요 ('I study in the library').</li></ul>" +
            p(
              "The difference between the topic particle and the subject particle is the hardest point for beginners. 은/는 marks what the sentence is about, often something already known, and it frequently implies a contrast: 저는 학생이에요 ('I am a student'), or 커피는 좋아해요 ('Coffee I like', perhaps unlike tea). 이/가 marks the subject when it is new information or the focus of the sentence. For this reason question words such as 누가 ('who') and 뭐가 ('what') take 이/가, and so do their answers: 누가 왔어요? ('Who came?') 민수가 왔어요 ('Minsu came').",
              "The two place particles divide the work that English gives to 'at', 'in' and 'to'. 에 marks a destination, a place where something simply exists, and a point in time: 집에 있어요 ('It is at home'). 에서 marks the place where an action happens: 집에서 일해요 ('I work at home'). Particles are often dropped in casual speech when the meaning is clear, but learners should use them consistently until the contrasts feel natural.",
            ),
        },
      },
      {
        title: "Polite Verb Endings in the Present",
        description:
          "This module teaches the polite informal style ending in -요, which is safe to use with almost anyone you meet.",
        lesson: {
          title: "The -아요/-어요 ending",
          html: p(
            "Korean verbs and adjectives are listed in the dictionary in a form ending in -다: 가다 'to go', 먹다 'to eat', 좋다 'to be good'. Removing -다 leaves the stem, to which endings are attached. The endings change not only with tense but with the speech level, that is, the degree of politeness towards the listener. The polite informal level, often called <i>haeyo-che</i>, is the style used between adults who are not close friends, in shops and in most everyday conversation.",
            "The rule for forming it depends on the last vowel of the stem. If that vowel is ㅏ or ㅗ, add -아요; with any other vowel, add -어요. Verbs ending in 하다 become 해요. So 살다 ('to live') gives 살아요, 좋다 gives 좋아요, 먹다 gives 먹어요 and 읽다 ('to read') gives 읽어요, while 공부하다 ('to study') gives 공부해요. The same form serves as statement, question and request, distinguished by intonation: 가요 with a falling tone means 'I am going', with a rising tone 'Are you going?'.",
            "When the stem ends in a vowel, the two vowels usually merge. 가다 becomes 가요 rather than 가아요; 오다 ('to come') becomes 와요, 보다 ('to see') 봐요, 마시다 ('to drink') 마셔요, and 배우다 ('to learn') 배워요. Learners should say these contracted forms aloud many times, because they are among the most frequent words in the language.",
            "The verb 'to be' in the sense 'X is Y' is the copula 이다, which attaches directly to the noun. After a consonant it becomes 이에요 and after a vowel 예요: 학생이에요 ('I am a student'), 의사예요 ('She is a doctor'). Its negative is a separate word, 아니에요: 학생이 아니에요 ('I am not a student'). Other verbs are made negative by placing 안 in front of them, as in 안 가요 ('I am not going'); with 하다 verbs, 안 goes immediately before 해요, giving 공부 안 해요.",
          ),
        },
      },
    ],
  },
  {
    slug: "glazing-and-window-installation-foundation",
    discipline: "Glazing and window fitting",
    title: "Glazing and Window Installation: Foundation Skills",
    description:
      "Apprentices and career changers entering the fenestration trade learn here the materials and methods used to install windows and glass in houses. The course deals with the main kinds of flat glass and where safety glass is required, sealed double-glazed units and their thermal performance, surveying and measuring an opening, fixing and sealing a replacement frame, and reglazing traditional timber sashes with linseed oil putty.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "putty",
    modules: [
      {
        title: "Types of Flat Glass",
        description:
          "Float, toughened and laminated glass look alike in the rack but behave very differently when they break.",
        lesson: {
          title: "Annealed, toughened and laminated glass",
          html:
            p(
              "Almost all window glass today is made by the float process, introduced by Alastair Pilkington and Pilkington Brothers in the late 1950s. Molten glass is poured onto a bath of molten tin, where it spreads into a flat ribbon with parallel, fire-polished surfaces, and is then cooled slowly in a long oven called a lehr. Slow cooling removes internal stresses, and the product is known as annealed glass. It can be cut on site with a wheel cutter, but when it breaks it forms long, sharp, dagger-like pieces.",
              "Toughened (tempered) glass is made by heating cut annealed glass to about 620 °C and chilling its surfaces rapidly with jets of air. The surfaces solidify first and are left in compression while the core is in tension. The result is roughly four to five times stronger than annealed glass of the same thickness and, if it does break, it shatters into small, relatively harmless fragments. Because the stresses are locked in, toughened glass cannot be cut, drilled or edge-worked after toughening; every dimension must be right when it is ordered.",
              "Laminated glass consists of two or more panes bonded to a plastic interlayer, usually polyvinyl butyral (PVB). When it is struck it cracks, but the fragments stay stuck to the interlayer and the pane remains in the opening. This makes it the choice for overhead glazing, for security and for noise reduction, and it can be cut on site with care.",
            ) +
            "<ul><li>Annealed: cheap and cuttable; breaks into dangerous shards.</li><li>Toughened: strong and breaks safely; cannot be cut after processing.</li><li>Laminated: holds together when broken; resists forced entry.</li></ul>" +
            p(
              "In England, Approved Document K of the Building Regulations identifies critical locations where people are likely to collide with glass. These include any glazing between floor level and 800 mm above it, and glazing in a door, or in a side panel within 300 mm of a door, between floor level and 1500 mm. Glass in these zones must be a safety glass that passes the impact test of BS EN 12600, which in practice means toughened or laminated glass marked accordingly.",
            ),
        },
      },
      {
        title: "Sealed Units and U-values",
        description: "Why a double-glazed unit insulates, and what happens when its seal fails.",
        lesson: {
          title: "Inside an insulating glass unit",
          html: p(
            "A sealed double-glazed unit, or insulating glass unit (IGU), is two panes held apart by a spacer bar around the edge. The spacer is filled with a desiccant that absorbs any moisture trapped in the cavity during manufacture. A primary seal of polyisobutylene between the spacer and the glass stops water vapour from entering, and a secondary seal of polysulphide, polyurethane or silicone bonds the assembly together. When either seal fails, humid air enters, the desiccant becomes saturated and condensation forms between the panes. Such a unit cannot be repaired in place and must be replaced.",
            "Thermal performance is expressed as the U-value, the rate of heat flow through one square metre for each degree of temperature difference, in W/m²K. Lower is better. Single glazing has a U-value of about 5.8 W/m²K. A unit with two clear panes and an air-filled 16 mm cavity achieves about 2.8. Two further improvements bring this down to around 1.2 for the centre of the pane: a low-emissivity coating, a microscopically thin metal-oxide layer that reflects long-wave heat back into the room, and filling the cavity with argon, a heavier gas that conducts less heat than air. The coating is normally on surface 3, counting from the outside, that is, the room-side pane's cavity face.",
            "The heat lost through a window is U × area × temperature difference. For a 1.2 m² window with an indoor-outdoor difference of 20 K, single glazing loses 5.8 × 1.2 × 20 = 139 W, while a whole window with a U-value of 1.4 loses 1.4 × 1.2 × 20 = 34 W.",
            "The edge of the unit is its weakest point thermally. Aluminium spacers conduct heat readily and produce a cold strip around the glass where condensation appears first; so-called warm-edge spacers made from stainless steel or plastic composites reduce this. Approved Document L sets the limit for replacement windows in existing dwellings at a whole-window U-value of 1.4 W/m²K, or a Window Energy Rating of band B, so the frame and spacer matter as well as the glass.",
          ),
        },
      },
      {
        title: "Surveying and Measuring an Opening",
        description: "Measure three times, order once: a careful survey decides whether the new frame will fit.",
        lesson: {
          title: "The site survey",
          html:
            p(
              "A replacement window is made to order, often weeks before fitting, so the survey is where most expensive mistakes are prevented. The fitter measures the structural opening, that is, the brick or block aperture left once the old frame is removed, not the old frame itself. On a survey visit the old frame is still in, so the surveyor measures from brick to brick where the reveals can be seen, or removes a little internal plaster to find them.",
              "Openings are rarely square. Measure the width at the top, middle and bottom, and the height at the left, centre and right, and take the smallest of each. Then deduct the fitting tolerance, typically 10 mm in total on each dimension, so that there is a gap of about 5 mm all round for packers and sealant. For example, widths of 1212, 1208 and 1210 mm and heights of 1052, 1050 and 1055 mm give a smallest opening of 1208 × 1050 mm and an order size of about 1198 × 1040 mm, less the height of any separate sill. Measuring both diagonals shows how far out of square the opening is.",
              "The survey also records things that affect the building as a whole. Checklist items include:",
            ) +
            "<ul><li>whether a lintel is present above the opening, since a new frame must not carry the load of the wall;</li><li>the position of the cavity closer and damp-proof course, which the new frame must not bridge;</li><li>background ventilation, because Approved Document F requires trickle vents to be provided where the old windows had them, and usually more;</li><li>escape windows on upper floors, which need a clear openable area of at least 0.33 m², at least 450 mm high and 450 mm wide, with the bottom no more than 1100 mm above the floor;</li><li>glazing in critical locations that needs safety glass.</li></ul>" +
            p(
              "In England and Wales, replacing windows is building work that must either be approved by building control or self-certified by an installer registered with a competent person scheme such as FENSA.",
            ),
        },
      },
      {
        title: "Fixing and Sealing the Frame",
        description:
          "Students fit a PVC-U casement window, packing, fixing and sealing it so that it stays square and watertight.",
        lesson: {
          title: "Installing a replacement frame",
          html: p(
            "Once the old window is out, the opening is cleaned and checked, and the new frame is offered into it with its glazed sashes removed or the units taken out, which reduces weight and prevents damage. The frame is set on load-bearing packers under each corner and under every mullion, so that the weight goes down into the sill or the masonry rather than through the fixings. Plastic packers of graded thickness are used; timber wedges that can rot or shrink are not.",
            "The frame is then checked with a spirit level and tape. It must be level, plumb in both directions and square, which is confirmed when the two diagonals of each opening light are equal. A frame that is twisted or bowed will make casements bind or fail to seal, however well they were made in the factory.",
            "Fixings go through the frame into the masonry at set spacings. BS 8213-4, the code of practice for installing replacement windows, and most manufacturers call for fixings about 150 mm from each corner and from each mullion or transom, with intermediate fixings no more than about 600 mm apart. Packers are placed behind every fixing point so that tightening the screw does not pull the frame out of line. Either proprietary frame screws driven directly into the brick or frame fixings with plugs are used, depending on the substrate.",
            "Glazing follows. Each sealed unit sits on setting blocks that keep its edge off the bottom of the rebate, and in an opening sash it is toe-and-heel packed: packers at diagonally opposite corners transfer the weight of the glass so that the sash is held square and does not drop at the nose. Finally the gap between frame and opening is sealed. Externally a low-modulus silicone sealant is run over a backing rod, sized so that the bead is about as wide as it is deep; internally the gap is filled and finished with trims or plaster. Insulating foam alone is not a weather seal.",
          ),
        },
      },
    ],
  },
  {
    slug: "falconry-keeping-and-flying-a-first-hawk",
    discipline: "Falconry",
    title: "Falconry: Keeping and Flying Your First Hawk",
    description:
      "Keeping a bird of prey is a daily commitment lasting many years, and this course prepares newcomers to take it on responsibly. It deals with choosing a first species, the furniture and housing of the trained hawk, weight management and manning, feather care and imping, and the law on keeping raptors in Britain.",
    level: "beginner",
    duration: "8 weekends",
    plantedGap: "imping",
    modules: [
      {
        title: "Choosing a First Bird",
        description:
          "Not every raptor suits a beginner, and the choice you make now will live with you for twenty years or more.",
        lesson: {
          title: "Longwings, shortwings and broadwings",
          html: p(
            "Falconers traditionally divide trained raptors into three groups. The longwings are the true falcons, such as the peregrine, saker and lanner, which hunt in open country by speed and often by stooping from a height; they are flown to a lure and usually need large areas of open land. The shortwings are the accipiters, the goshawk and sparrowhawk, fast woodland hunters with short rounded wings and long tails, highly strung and easily upset. The broadwings include the buzzards and the American red-tailed hawk, soaring birds that hunt from a perch or from the air.",
            "For a first bird most experienced falconers recommend the Harris's hawk, <i>Parabuteo unicinctus</i>, a broadwing from the south-western United States and Latin America. In the wild it hunts in family groups, which makes it unusually tolerant of people and of being handled. It is steady on the fist, responds well to training, flies in woodland and open ground, and will take rabbits and pheasants. A female weighs roughly 900 to 1,100 g and a male 650 to 800 g; the female is stronger, the male faster and more agile.",
            "Small birds are not easier. A kestrel weighs only around 200 g, so a change of 10 g in its weight is a large proportion of its body mass, and an error in feeding can bring it into dangerously low condition within a day.",
            "Every bird in legitimate hands in Britain must be captive-bred. Under the Wildlife and Countryside Act 1981 wild birds, including all raptors, are protected, and it is an offence to take one from the wild. Captive-bred birds are fitted with a closed ring as chicks, and keepers must be able to show where their bird came from. Species listed on Annex A of the EU wildlife trade regulations, which remain in force in British law, also require an Article 10 certificate before they can be sold or used commercially.",
          ),
        },
      },
      {
        title: "Furniture, Housing and Equipment",
        description: "Everything the bird wears and everything you carry, from anklets to the tracking transmitter.",
        lesson: {
          title: "The furniture of the trained hawk",
          html:
            p(
              "The straps and fittings a trained raptor wears are called its furniture. Each item has a job, and each must be checked daily for wear, since a broken strap can mean a lost bird or a bird tangled in a tree.",
            ) +
            "<ul><li><b>Anklets</b>: soft leather cuffs fastened around each leg with a brass eyelet; the modern Aylmeri pattern allows jesses to be changed without handling the leg.</li><li><b>Jesses</b>: leather straps threaded through the anklets. Mews jesses, with a slit for the swivel, are used when the bird is tethered; field jesses without a slit are used in flight, so that they cannot snag on a branch.</li><li><b>Swivel</b>: a two-ring metal fitting that joins the jesses to the leash and stops them twisting.</li><li><b>Leash</b>: a braided nylon cord tied to the perch with a falconer's knot that can be tied and untied with one hand.</li><li><b>Bells</b> and a <b>radio telemetry transmitter</b>: for finding the bird after it has made a kill out of sight.</li><li><b>Hood</b>: a leather cap that keeps a falcon calm in the dark; hawks such as the Harris's are usually not hooded.</li></ul>" +
            p(
              "The falconer wears a stout leather glove, on the left hand in the British tradition, and carries a bag with meat, a lure and spare equipment. Food is fresh whole animals, usually day-old chicks, quail, rats and rabbit, because a raptor needs fur, feather and bone as well as meat. The indigestible parts are brought back up each morning as a casting, and its appearance is a useful daily sign of health.",
              "At home the bird lives in a mews, an aviary-like building, or is tethered on a weathering ground outside. Hawks sit on a bow perch and falcons on a block, both with a soft surface such as artificial turf, since hard or rough perches cause bumblefoot, a painful infection of the feet. A bath of clean water should be offered most days in fine weather.",
            ),
        },
      },
      {
        title: "Weight, Manning and First Flights",
        description:
          "Training depends on the bird's appetite, and appetite depends on weight measured to the gram every day.",
        lesson: {
          title: "From the fist to free flight",
          html: p(
            "A trained hawk returns to the falconer because it is keen for food, not because it is tame in the way a dog is. Its keenness, which falconers call its response, depends on condition, and condition is managed by weighing the bird on accurate scales every day before flying and recording the result with the amount and kind of food given. A bird that is too heavy, or 'fat', will ignore the fist and may fly off; one that is too low loses strength and can die. The flying weight is found gradually for each individual, and it is not a fixed percentage. A female Harris's hawk that weighs 1,050 g when first taken up might fly well at about 950 g, and from then on a change of 15 to 20 g can change its behaviour.",
            "Manning is the process of accustoming a new bird to people, dogs, cars and noise. It begins with the bird sitting on the fist for long periods, being carried and being fed there, until it feeds readily in company. Next it is asked to step up to the fist for food, then to jump a short distance, then to fly to the fist from a perch a metre or more away.",
            "While distances increase, the bird is flown on a creance, a long light line attached to the swivel, so that it cannot leave. Typical progress might be 2 m, then 5, 10, 20 and finally 40 to 50 m over a week or two. When it comes instantly and repeatedly at the longest distance, it is ready to be flown free in a quiet, familiar place. Falcons are trained to come to a lure, a padded weight with meat tied to it, swung on a line; hawks are mainly called to the fist.",
            "Tough food, such as a bony wing, is given on some days to exercise the bird and keep it occupied, a practice called tiring. Throughout training, short and frequent sessions work better than long ones, and each session should end with a success.",
          ),
        },
      },
    ],
  },
  {
    slug: "fashion-design-sketch-to-toile",
    discipline: "Fashion design",
    title: "Fashion Design Studio 1: From Sketch to Toile",
    description:
      "Ideas on paper become garments over the twelve weeks of this studio-based course, which assumes no experience of drawing or sewing. Work moves through drawing the fashion figure and technical flats, the properties of woven and knitted fabrics, flat pattern cutting from a bodice block, and draping on the dress stand.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "draping",
    modules: [
      {
        title: "Drawing the Fashion Figure",
        description:
          "You will learn the proportions of the fashion croquis and the difference between an illustration and a working flat.",
        lesson: {
          title: "The nine-head croquis and the technical flat",
          html:
            p(
              "Fashion designers draw the body in an idealised, elongated form called a croquis. Where a realistic adult figure is about seven and a half heads tall, the fashion figure is usually drawn nine heads tall, and most of the extra length goes into the legs. The head is the unit of measurement: in a nine-head figure the chin is at 1, the bust line at about 2, the waist at 3, the hip line and crotch at about 4, the knees at 6 and the ankles at about 8.5. Working to these landmarks keeps garments in proportion as you vary the pose.",
              "A pose looks natural when the figure is balanced. Drop an imaginary vertical balance line from the pit of the neck to the ground; in a standing pose with the weight on one leg, that line ends at the supporting foot. The shoulders and hips then tilt in opposite directions, the hip rising on the weight-bearing side, an arrangement sculptors call contrapposto. A croquis with the weight on one leg shows how a skirt swings or a trouser leg breaks far better than a stiff front view.",
              "An illustration sells a mood; a technical drawing, or flat, tells a pattern cutter and a factory exactly what to make. Flats are drawn as if the garment were laid flat on a table, front and back, symmetrical and to scale, with no body inside. Every seam, dart, pocket, topstitching line, button and fastening is shown, and details that are hard to see are drawn as enlarged callouts.",
            ) +
            "<ul><li>Use a clean, even line weight for outlines and a finer line for stitching.</li><li>Draw one half of a symmetrical garment and mirror it, so both sides match.</li><li>Label fabric, trims and measurements on a separate specification sheet that travels with the flat.</li></ul>" +
            p(
              "Designers usually keep a library of croquis templates in a few poses and trace garments over them, so that time goes into the design rather than into redrawing the figure.",
            ),
        },
      },
      {
        title: "Fibres, Weaves and Knits",
        description:
          "A design only works in the right fabric, so this module looks at how cloth is made and why it behaves as it does.",
        lesson: {
          title: "Reading a fabric",
          html:
            p(
              "Every fabric starts as fibre. Natural fibres come from plants (cotton, linen) or animals (wool, silk); manufactured fibres are either regenerated from cellulose, like viscose and lyocell, or synthesised from petrochemicals, like polyester and nylon. The fibre largely sets how a fabric feels, how it takes dye, whether it creases and how it must be washed. Wool and cotton absorb moisture and feel comfortable; polyester dries fast and resists creasing but feels less breathable.",
              "Woven fabrics are made by interlacing two sets of yarns at right angles. The warp runs along the length of the cloth and is held under tension on the loom; the weft is passed across it. The three basic weaves are:",
            ) +
            "<table><tr><th>Weave</th><th>Structure</th><th>Examples</th></tr><tr><td>Plain</td><td>each weft passes over one warp and under the next</td><td>poplin, calico, chiffon</td></tr><tr><td>Twill</td><td>floats step along by one yarn each row, giving diagonal lines</td><td>denim, gabardine, drill</td></tr><tr><td>Satin</td><td>long floats over four or more yarns, giving a smooth lustrous face</td><td>duchess satin, sateen</td></tr></table>" +
            p(
              "Grain matters as much as weave. The straight grain, parallel to the warp and the finished edge or selvedge, is the strongest and least stretchy direction, and most pattern pieces are laid with their grain line along it. The cross grain stretches slightly more. The bias, at 45 degrees to both, stretches most and lets cloth cling to the body and flare smoothly, which is why bias-cut dresses of the 1930s, associated with Madeleine Vionnet, hang in soft folds.",
              "Knitted fabrics are made from loops rather than crossing yarns, so they stretch even without elastane. Single jersey, used for T-shirts, curls at the edges; rib, with alternating knit and purl columns, recovers well and is used for cuffs and necklines. Fabric weight is quoted in grams per square metre: a shirting poplin might be 110 g/m², a T-shirt jersey 160 to 180, and a coating wool 450 or more. Comparing these figures helps you choose cloth by the silhouette you want.",
            ),
        },
      },
      {
        title: "Flat Pattern Cutting",
        description:
          "Starting from a basic bodice block, students learn to move darts and add the markings every pattern piece needs.",
        lesson: {
          title: "Blocks and dart manipulation",
          html:
            p(
              "Most patterns are not drawn from nothing. The cutter begins with a block (in American usage, a sloper): a basic, close-fitting pattern for the bodice, skirt, sleeve or trouser, drafted to a set of body measurements and checked in a trial garment. A block has no seam allowances and no style lines. New designs are made by tracing the block and altering it, a method called flat pattern cutting.",
              "The bodice block fits the curves of the body by means of darts, wedge-shaped folds that take out surplus fabric. A front bodice block typically has a waist dart and a shoulder or side dart, all pointing towards the bust point, sometimes called the apex. Because every dart radiates from that point, the fullness can be moved to another position without changing the fit. This is dart manipulation, and it can be done in two ways.",
            ) +
            "<ul><li><b>Slash and spread</b>: draw a line from the new dart position to the bust point, cut along it, and close the old dart; the paper opens at the new position.</li><li><b>Pivot</b>: hold the block at the bust point with a pin, trace from the old dart to the new position, then rotate the block until the old dart closes and trace the rest.</li></ul>" +
            p(
              "For example, a waist dart 3 cm wide can be transferred to the side seam: the side dart will be about 3 cm wide at the seam, and the front waist now fits without shaping. The dart is usually ended 2 to 3 cm short of the bust point so that the garment does not form a visible point there.",
              "When the design is complete, each pattern piece is finished with the information the cutter needs: a grain line arrow, the name and number of pieces to cut, notches to match seams, dart ends marked with drill holes, and seam allowances, commonly 1.5 cm on main seams and 1 cm on curved edges such as necklines. Before cutting good cloth, the pattern is tested in a toile of calico and corrected.",
            ),
        },
      },
    ],
  },
  {
    slug: "opera-from-florence-to-bayreuth",
    discipline: "Opera studies",
    title: "Opera from Florence to Bayreuth",
    description:
      "Opera began in Florence around 1600 as an experiment in reviving ancient Greek tragedy, and within forty years it had become a public entertainment with its own theatres. The course follows that story through Monteverdi and early opera, recitative and aria and the voices that sing them, the Italian operas of Verdi, Wagner's music drama, and the verismo of the 1890s.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "verismo",
    modules: [
      {
        title: "Florence, Mantua and Venice: The First Operas",
        description: "Where did opera come from, and why did it spread so quickly from court to public theatre?",
        lesson: {
          title: "The birth of opera",
          html: p(
            "In the 1570s and 1580s a group of Florentine noblemen, poets and musicians met at the house of Count Giovanni de' Bardi. Known as the Camerata, they believed that ancient Greek tragedy had been sung throughout and that its power over audiences came from music that followed the rhythms and emotions of speech. The elaborate counterpoint of their own day, in which several voices sang different words at once, seemed to them to obscure the text. The composer and theorist Vincenzo Galilei, father of the astronomer, argued instead for monody: a single voice supported by simple chords.",
            "From these ideas came a new style, <i>recitar cantando</i> or 'speaking in song'. Jacopo Peri set a pastoral drama, <i>Dafne</i>, around 1598, though most of its music is lost. His <i>Euridice</i>, performed in Florence in 1600 for the wedding of Maria de' Medici and Henri IV of France, is the earliest opera whose music survives complete.",
            "The first masterpiece of the form is Claudio Monteverdi's <i>L'Orfeo</i>, performed at the court of Mantua in 1607. Monteverdi kept the expressive recitative of the Florentines but added strophic songs, choruses, dances and a large, colourful orchestra, with specific instruments assigned to the world of the living and to the underworld. In the famous aria 'Possente spirto' Orpheus pleads with Charon in increasingly ornate vocal lines to let him cross into Hades.",
            "Opera changed character when it left the courts. In 1637 the Teatro San Cassiano opened in Venice as the first public opera house, where anyone who bought a ticket could attend. Within a few decades Venice had several competing theatres, and opera had to please a paying audience with spectacular stage machinery, comic servants and star singers. Monteverdi's last opera, <i>L'incoronazione di Poppea</i> (1643), written for this Venetian stage, tells a story from Roman history in which ambition and desire triumph over virtue.",
          ),
        },
      },
      {
        title: "Recitative, Aria and the Operatic Voice",
        description:
          "Learners will be able to tell recitative from aria by ear and name the main voice types and the roles they usually play.",
        lesson: {
          title: "How an opera is built",
          html:
            p(
              "For most of its history an opera has alternated two kinds of singing. Recitative carries the action and the dialogue: the words are set syllable by syllable, close to the rhythm of speech, and the accompaniment is light. In eighteenth-century Italian opera, <i>recitativo secco</i> ('dry recitative') was accompanied only by harpsichord and cello, while <i>recitativo accompagnato</i> used the orchestra for moments of high drama. Arias stop the clock. A character reflects on a situation or expresses a single emotion at length, with melody, repetition and vocal display.",
              "The standard aria of the early eighteenth century, in the operas of Handel and his Italian contemporaries, was the da capo aria in three parts, A–B–A. After a contrasting middle section, the singer repeated the first section and was expected to ornament it, so the return showed off both voice and invention. Later composers broke this pattern into freer forms and gave more weight to ensembles. In Mozart's <i>Le nozze di Figaro</i> (Vienna, 1786), with a libretto by Lorenzo Da Ponte, the finale of Act 2 runs for some twenty minutes as characters enter one after another and the plot twists, all in continuous music.",
              "Singers are classified by range and by the weight and colour of the voice.",
            ) +
            "<table><tr><th>Voice</th><th>Typical roles</th></tr><tr><td>Soprano</td><td>heroines and young lovers: Susanna, Gilda, Violetta</td></tr><tr><td>Mezzo-soprano</td><td>rivals, mothers, young men sung by women (trouser roles): Cherubino, Carmen</td></tr><tr><td>Tenor</td><td>heroes and lovers: the Duke of Mantua, Siegfried</td></tr><tr><td>Baritone</td><td>fathers, villains, rivals: Figaro, Rigoletto</td></tr><tr><td>Bass</td><td>kings, priests, comic old men: Sarastro, Osmin</td></tr></table>" +
            p(
              "Until the late eighteenth century many leading heroic roles were written for castrati, male singers castrated before puberty to preserve a high voice. Today these parts are sung by countertenors or by mezzo-sopranos.",
            ),
        },
      },
      {
        title: "Verdi and Wagner",
        description:
          "Born in the same year, 1813, the two composers took Italian and German opera in strikingly different directions.",
        lesson: {
          title: "Melodrama and music drama",
          html: p(
            "Giuseppe Verdi inherited the Italian tradition of Rossini, Bellini and Donizetti, whose bel canto operas prized beautiful, agile singing. Verdi made the music serve the drama more directly. His first great success, <i>Nabucco</i> (Milan, 1842), includes the chorus of Hebrew slaves 'Va, pensiero', later taken up as a patriotic song during the Italian Risorgimento. In a burst of creativity he wrote <i>Rigoletto</i> (1851), <i>Il trovatore</i> (1853) and <i>La traviata</i> (1853), in which a courtesan sacrifices her happiness for her lover's family. Later came the grand spectacle of <i>Aida</i> (Cairo, 1871) and two Shakespeare operas, <i>Otello</i> (1887) and the comedy <i>Falstaff</i> (1893), written when Verdi was nearly eighty. Verdi kept the aria and the ensemble but joined them into longer scenes that drive the action forward.",
            "Richard Wagner rejected the Italian model more radically. He wrote his own librettos and called his mature works music dramas, aiming at a <i>Gesamtkunstwerk</i>, a 'total work of art' uniting poetry, music and staging. Instead of separate numbers, his operas unfold in continuous music, with the orchestra carrying much of the meaning. Recurring musical themes attached to characters, objects or ideas, called leitmotifs by his commentators, return and transform as the story develops, so the orchestra can tell the audience what a character is thinking.",
            "Wagner's largest project, <i>Der Ring des Nibelungen</i>, is a cycle of four operas lasting about fifteen hours. It was first performed complete in 1876 in the Festspielhaus at Bayreuth, a theatre Wagner designed himself with a sunken, covered orchestra pit and a darkened auditorium. <i>Tristan und Isolde</i> (1865) opens with the 'Tristan chord', an unresolved harmony whose delayed resolution across the whole opera mirrors the lovers' longing. These ideas influenced composers well beyond opera.",
          ),
        },
      },
    ],
  },
];
