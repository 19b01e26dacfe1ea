/** Fifty-fourth held-out evaluation courses, intermediate level (fire investigation to leadlight repair); see ai-courses-heldout54.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT54_B: EvalCourse[] = [
  {
    slug: "origin-and-cause-of-structure-fires",
    discipline: "Fire investigation",
    title: "Origin and Cause of Structure Fires",
    description:
      "Origin and cause determination in the manner of NFPA 921 is the subject of this module for serving fire officers and insurance investigators, taking in the scientific method, the interpretation of fire patterns, arc mapping and the collection and laboratory analysis of fire debris.",
    level: "intermediate",
    duration: "one term (20 hours of lectures and 2 burn-cell exercises)",
    plantedGap: "arc mapping",
    modules: [
      {
        title: "The Scientific Method in Fire Investigation",
        description:
          "NFPA 921 insists that a cause be tested rather than assumed, and this module shows what that means at a fire scene.",
        lesson: {
          title: "Hypotheses, testing and negative corpus",
          html: p(
            "NFPA 921, <i>Guide for Fire and Explosion Investigations</i>, published by the US National Fire Protection Association and widely used in Britain and elsewhere, requires investigators to apply the scientific method. The steps are to recognise the need, define the problem, collect data, analyse the data, develop a hypothesis, test the hypothesis, and select a final hypothesis. Testing may be cognitive, by comparing the hypothesis with every known fact, or experimental, by reproducing part of the fire.",
            "Two words in a report carry great weight. The origin is the general area or point where the fire began; the cause is the circumstances that brought an ignition source, a first fuel and an oxidiser together. A cause has three elements that must each be identified: the competent ignition source, the first fuel ignited, and the event or act that brought them together. An investigator who can name a heater but cannot say what it ignited, or why the material was close enough, has not established a cause.",
            "The guide warns against expectation bias and confirmation bias, the tendency to settle on a cause early and then seek only supporting evidence. It also rejects 'negative corpus', the practice of declaring a fire incendiary because all accidental causes have been eliminated and no ignition source has been found. Since the 2011 edition, NFPA 921 has stated that this process is not consistent with the scientific method, because an untested hypothesis is merely a guess. Where the data do not support a single hypothesis to a reasonable degree of certainty, the correct classification is 'undetermined'. Courts in the United States have excluded expert evidence that failed to follow these principles, which is why investigators now document each hypothesis they considered and how it was tested or rejected.",
          ),
        },
      },
      {
        title: "Reading Fire Patterns",
        description:
          "You will learn to interpret the visible marks that heat and smoke leave on a room, and the traps they set for the unwary.",
        lesson: {
          title: "Lines of demarcation and the flashover problem",
          html:
            p(
              "Fire patterns are the visible or measurable changes to materials produced by a fire. They form because surfaces closer to the heat source, or exposed for longer, receive more heat. A line of demarcation is the boundary between affected and unaffected areas, such as the edge of a smoke layer on a wall. Investigators use patterns in sequence, working from areas of least damage towards areas of most damage, to trace the fire's spread back to its origin.",
            ) +
            "<table><tr><th>Pattern</th><th>What it shows</th><th>Caution</th></tr><tr><td>V-pattern on a wall</td><td>A plume rising from a fuel near the base</td><td>Angle depends on fuel and ventilation, not fire speed</td></tr><tr><td>Char depth on wood</td><td>Relative duration of heating</td><td>Species and ventilation alter char rate</td></tr><tr><td>Calcination of plasterboard</td><td>Depth of dehydration shows heat exposure</td><td>Compare like with like</td></tr><tr><td>Clean burn</td><td>Soot burnt off by intense heat</td><td>Can occur far from origin</td></tr></table>" +
            p(
              "The most serious trap is full-room involvement. Flashover is the transition to a state where all exposed combustible surfaces in a compartment ignite almost at once, typically when the upper gas layer reaches about 600 °C and radiates roughly 20 kW/m² to the floor. After flashover, burning is governed by ventilation: the most intense damage appears near doors and windows, where air enters, rather than at the origin. Irregular burn patterns on the floor, once taken as proof of poured accelerant, are now known to form in many post-flashover fires without any ignitable liquid, which was demonstrated in full-scale tests in the 1990s and 2000s. An investigator must therefore establish how long the room was fully involved before reading its floor.",
            ),
        },
      },
      {
        title: "Collecting and Analysing Fire Debris",
        description:
          "Sampling, packaging and laboratory analysis decide whether an ignitable liquid claim will stand up.",
        lesson: {
          title: "From the scene to the chromatograph",
          html: p(
            "When an investigator suspects that an ignitable liquid was used, debris samples are taken from the suspected area, usually from places where liquid would soak in and be protected from burning, such as cracks in floorboards, the underside of carpet, and the soil beneath. A comparison sample of the same material from an unaffected area is taken as well, because many household products, including carpets, adhesives and plastics, contain or produce hydrocarbons that could otherwise be mistaken for a fuel.",
            "Samples are sealed at once in airtight containers, usually clean unlined metal cans or nylon bags designed for fire debris, since ordinary polythene bags allow volatile compounds to escape and can contaminate the sample. Each container is labelled, photographed in place and logged so that the chain of custody can be proved in court. Tools are cleaned between samples and investigators change gloves to avoid cross-contamination.",
            "In the laboratory, volatile residues are usually concentrated by passive headspace adsorption onto activated charcoal strips, as described in ASTM E1412, and then analysed by gas chromatography-mass spectrometry under ASTM E1618. The analyst compares the pattern of compounds against reference liquids. Petrol, for example, shows a characteristic cluster of aromatic compounds such as the C3-alkylbenzenes, while medium petroleum distillates such as white spirit show a bell-shaped spread of normal alkanes. ASTM E1618 sorts residues into classes including gasoline, petroleum distillates, isoparaffinic products and oxygenated solvents, each subdivided as light, medium or heavy. A positive finding shows only that the liquid was present; it does not by itself show that the fire was set, which must still be tested against the other evidence.",
          ),
        },
      },
    ],
  },
  {
    slug: "rehairing-the-violin-bow",
    discipline: "Violin bow rehairing",
    title: "Rehairing the Violin Bow",
    description:
      "Rehairing a bow well takes an experienced restorer about an hour; this bench course for workshop assistants teaches hair selection and preparation, removal of the old hair, cutting and fitting the plugs, tying and spreading the hank, and camber correction.",
    level: "intermediate",
    duration: "6 full-day bench sessions",
    plantedGap: "camber",
    modules: [
      {
        title: "Choosing and Preparing Hair",
        description: "Good work begins with good horsehair, so we start by sorting, cleaning and measuring a hank.",
        lesson: {
          title: "Horsehair for the bow",
          html: p(
            "Bows for the violin family are haired with tail hair from horses, most of it from Mongolia, Siberia and northern China, where cold climates produce strong, even hair. White hair is used for violin, viola and cello bows; many double-bass players prefer black hair, which is coarser and grips the thicker strings more readily. Under a microscope each hair shows overlapping scales, and it is these scales, filled with rosin, that catch the string and make it vibrate.",
            "Hair is bought in hanks tied at one end, already dressed to remove short and broken hairs. The restorer sorts it further, combing the hank and discarding any hairs that are kinked, flattened, thinner or thicker than the rest. A violin bow typically takes between 150 and 200 hairs, a cello bow slightly more; experienced workers judge the quantity by the thickness of the bundle between finger and thumb and by how it fits the ferrule, a guide that matters more than a count.",
            "The hank is washed in warm water with a mild soap, rinsed and combed while wet, then allowed to hang straight. All hairs should point the same way, root ends together, because the scales lie in one direction. Tradition and most makers place the root end at the frog, though opinions vary. The hair is cut to length by measuring the bow: the distance from the mortise in the head to the mortise in the frog, with the frog set a few millimetres forward of its playing position, plus enough extra for the knots. Hair that is too long leaves no room for the screw to tighten it; too short, and the frog sits so far back that the hair can never be slackened fully.",
          ),
        },
      },
      {
        title: "Removing the Old Hair and Cutting Plugs",
        description:
          "Here you will take a bow apart without damaging it and shape the wooden wedges that hold the new hair.",
        lesson: {
          title: "Mortises, plugs and the spreading wedge",
          html:
            p(
              "The hair is held at each end of the stick by a small wooden plug wedged into a mortise: one in the head of the bow and one in the frog. At the frog the hair also passes through the ferrule, a metal band, and is spread flat by a thin wooden wedge, the spreading wedge, which sits under the slide, the mother-of-pearl plate on the underside of the frog.",
              "The work proceeds in a fixed order:",
            ) +
            "<ul><li>Unscrew the frog completely and slide off the mother-of-pearl slide towards the heel.</li><li>Remove the spreading wedge by lifting it gently with a thin knife; it is usually glued lightly or held by friction.</li><li>Prise out the frog plug and the old hair; note the direction of the grain.</li><li>At the head, remove the face plate only if necessary, and lift the head plug with a small pick, working slowly so that the thin walls of the mortise do not split.</li><li>Clean both mortises of old glue and rosin dust.</li></ul>" +
            p(
              "New plugs are cut from maple or another close-grained hardwood, carved to a tapered wedge that fits the mortise on all four sides. A plug that is too tight can split the head, the most expensive repair a bow can suffer; one that is too loose lets the hair pull out under tension. The head plug is shaped so that its top lies just below the surface, and the restorer tests the fit several times before the hair is tied. Keep the old plugs until the job is finished, since they show the shape that fitted.",
            ),
        },
      },
      {
        title: "Tying, Spreading and Setting the Length",
        description:
          "In the last sessions you will knot and seat the hair, spread it into an even ribbon and adjust its length for playing.",
        lesson: {
          title: "Making an even ribbon of hair",
          html: p(
            "Each end of the hank is tied with strong thread, then the ends beyond the knot are trimmed and briefly melted or dipped in rosin or glue so that they form a solid knob. The knotted head end is set into the head mortise and the head plug driven home over it. The hair is then combed towards the frog, wetted, and laid along the stick so that it is straight and untwisted; any hair that crosses another will never spread flat.",
            "At the frog end the restorer ties the second knot at the measured length, seats it in the frog mortise with the frog plug, and passes the hair through the ferrule. The spreading wedge is then pushed into the ferrule from the front, forcing the hair into a flat, even ribbon across the width of the ferrule. Small additions of glue or resin on the wedge help it hold. The slide is replaced.",
            "The hair is combed wet once more and left to dry. Horsehair stretches when wet and shortens as it dries, so its length is judged only after drying, usually the next day. With the screw fully slackened, the hair should hang loosely; tightened to playing tension, the frog should sit a few millimetres back from the slackened position, leaving room for further adjustment as the hair stretches in use. A ribbon that is thicker at one edge, or hairs that are slack after tightening, mean the job must be redone. Finally the new hair is rosined: it will not grip the string at all until the rosin dust has filled its scales, which takes many strokes across a new cake.",
          ),
        },
      },
    ],
  },
  {
    slug: "costume-design-for-the-stage",
    discipline: "Costume design",
    title: "Costume Design for the Stage",
    description:
      "Costume designers in theatre answer to the text, the director and the budget; this second-year module teaches script breakdown and the costume plot, period research and silhouette, rendering and presenting designs, and fabric dyeing for the stage.",
    level: "intermediate",
    duration: "one semester (3 hours a week plus studio time)",
    plantedGap: "fabric dyeing",
    modules: [
      {
        title: "Script Breakdown and the Costume Plot",
        description:
          "Before drawing anything, designers count: characters, scenes, changes and the time available for each.",
        lesson: {
          title: "Reading a script as a costume designer",
          html:
            p(
              "A costume designer reads a script at least three times. The first reading is for the story and the feeling it leaves. The second is for information: every reference to clothing, weather, time of day, season, social class, and physical business such as fights, falls or quick changes. The third is for character, asking what each person wants, how they see themselves and how others see them, because clothes show both.",
              "The information is turned into a costume plot, a chart that lists characters down one side and scenes across the top. Each cell records what the character wears in that scene, so that the whole production can be seen at once. The plot reveals quick changes, which must be designed with hidden fastenings or layered garments, and shows where one actor doubles several roles.",
            ) +
            "<table><tr><th>Character</th><th>Act 1 Sc 1</th><th>Act 1 Sc 2</th><th>Act 2 Sc 1</th></tr><tr><td>Nora</td><td>Day dress, coat, hat</td><td>Same, no coat</td><td>Tarantella costume (quick change, 45 s)</td></tr><tr><td>Helmer</td><td>Suit, waistcoat</td><td>Same</td><td>Evening dress</td></tr><tr><td>Krogstad</td><td>Shabby overcoat</td><td>-</td><td>Same</td></tr></table>" +
            p(
              "From the plot the designer estimates the scale of the work: the number of garments to be built, bought, hired or altered from stock. This early count is compared with the budget and with the workroom's capacity long before any designs are finished. Directors often change scenes during rehearsal, so the plot is a living document, reissued to the wardrobe supervisor whenever it changes. Alongside it, many designers keep a piece list for each actor, naming every garment, accessory and pair of shoes, which becomes the wardrobe department's checklist for fittings and, later, for the nightly preset of costumes in the dressing rooms.",
            ),
        },
      },
      {
        title: "Period Research and Silhouette",
        description: "Audiences read the shape of a costume from the back row long before they see its detail.",
        lesson: {
          title: "Getting the shape right",
          html: p(
            "The silhouette, the outline of the clothed body, is the strongest signal of period on stage. An audience twenty metres away cannot read buttons or embroidery, but it recognises at once the bell skirt of the 1850s, the bustle of the 1880s, the long straight line of the 1920s and the nipped waist and full skirt of Dior's 1947 New Look. Designers therefore research silhouette first and detail second.",
            "Primary sources are best: surviving garments in museum collections, photographs, portraits and fashion plates, and the tailoring and dressmaking manuals of the period. Secondary sources such as Janet Arnold's <i>Patterns of Fashion</i>, which records the cut of surviving garments with scaled diagrams, let a designer understand how a shape was built. Research images are gathered into a research board for each character, organised by the look they need rather than by date alone.",
            "Period shape depends on underpinnings. A Victorian silhouette cannot be achieved with modern underwear; it needs a corset to shape the torso and a crinoline or bustle to support the skirt, and these affect how an actor sits, bows and breathes. The designer must decide how far to be accurate. A production may use authentic corsetry for a naturalistic Ibsen but a suggested shape for a fast-moving farce in which actors must run, fall and change in thirty seconds. The concept agreed with the director governs these decisions: a Shakespeare play set in 1930s Italy borrows the silhouette of that decade, not of the sixteenth century, and every character's clothes must then be consistent with it. Research also covers the fabrics, colours and accessories of the period, since a silhouette made in the wrong weight of cloth will hang and move wrongly on stage.",
          ),
        },
      },
      {
        title: "Rendering and Presenting Designs",
        description:
          "Your renderings must persuade a director and instruct a workroom, and this module teaches you to make them do both.",
        lesson: {
          title: "The costume rendering and its swatches",
          html: p(
            "A costume rendering is a drawing or painting of a character in costume, usually on A3 paper or in digital form, and it has two audiences. For the director and the rest of the design team it conveys character and mood; for the makers it specifies garments precisely enough to be cut and built. A good rendering therefore shows the figure in a characteristic pose, full length, with the costume's construction lines, fastenings and trims clear, and often a small back view where the back is different.",
            "Many designers start from a croquis, a light figure drawing about nine heads tall in fashion illustration but closer to seven and a half heads for theatre, because stage renderings should suggest real bodies. The figure is drawn in pencil, the garments added over it, and colour applied with watercolour, gouache, markers or a digital brush. Colour must be accurate, since it will be matched under stage lighting; designers mark the lighting state if a costume will be seen mainly in, say, a cold blue night wash.",
            "Fabric swatches, small cut samples of the chosen cloth, are stapled to the rendering or to a separate sheet. They tell the maker the weight, drape and surface of the fabric better than any drawing can. Notes in the margin give the actor's name, scene, and any special requirements, such as 'quick change: velcro down centre back' or 'must allow kneeling'. The renderings are presented at a design meeting with the director, set and lighting designers, and then passed, with the costume plot and measurements, to the wardrobe supervisor, who turns them into a build schedule and a costing.",
          ),
        },
      },
    ],
  },
  {
    slug: "describing-screen-and-stage-for-blind-audiences",
    discipline: "Audio description",
    title: "Describing Screen and Stage for Blind Audiences",
    description:
      "Blind and partially sighted audiences rely on describers to fill the silences of a film or a play; this intermediate course teaches what to describe and what to leave out, how to time description between lines of dialogue, the language of good description, and the writing of an audio introduction.",
    level: "intermediate",
    duration: "8 weeks (one 3-hour seminar a week)",
    plantedGap: "audio introduction",
    modules: [
      {
        title: "What to Describe",
        description: "Everything on screen competes for a few seconds of silence, so describers must choose.",
        lesson: {
          title: "Selection and the describer's priorities",
          html: p(
            "Audio description (AD) is a verbal commentary that conveys the visual information of a film, television programme or stage performance to people who cannot see it. In the United Kingdom broadcasters regulated by Ofcom must describe a set proportion of their programmes, currently 10 per cent for the largest channels, and many cinemas and theatres offer described performances. The describer's first task is selection, because there is never time to say everything.",
            "The traditional guidance can be remembered as 'who, what, where, when, and how'. Who is on screen, and how can they be recognised? What are they doing that the soundtrack does not make clear? Where and when is the scene set? How do they look and move, when that matters to the story? Priorities come from the narrative: if a character pockets a key that will open a door forty minutes later, the key must be described even in a crowded scene, while the pattern of the wallpaper can go. On-screen text, such as captions, signs and letters, must be read aloud, since it is invisible to the audience.",
            "Describers should describe what can be seen, not interpret it. 'She smiles' is description; 'she is pleased' is interpretation, and 'she smiles thinly' lets the listener judge. Guidelines such as Ofcom's and those of the RNIB advise against naming a character before the film has named them, unless this prevents confusion, and against revealing plot information before a sighted viewer would grasp it. A surprise must arrive at the same moment for every member of the audience. Finally, describers do not describe sounds the listener can hear, such as a ringing telephone, unless the source is unclear.",
          ),
        },
      },
      {
        title: "Timing Description to the Soundtrack",
        description:
          "This module teaches you to find the gaps between dialogue and to fit description into them without masking sound that matters.",
        lesson: {
          title: "Gaps, cues and words per second",
          html:
            p(
              "Description for screen is written into gaps in the soundtrack, the spaces between lines of dialogue and important sound effects. The describer first watches the programme with timecode and marks every usable gap, giving each an in-time and out-time. A gap of under about two seconds is usually too short for anything but a name or a single action.",
              "Describers write to a reading speed. Most professional scripts assume roughly two and a half to three words per second of spoken description, so a four-second gap holds about ten to twelve words. Writing more than the gap holds forces the voice artist to rush or to talk over dialogue. The table shows a short worked example.",
            ) +
            "<table><tr><th>In</th><th>Out</th><th>Gap</th><th>Description</th><th>Words</th></tr><tr><td>10:02:14</td><td>10:02:18</td><td>4 s</td><td>Tom opens the letter. His hands shake.</td><td>7</td></tr><tr><td>10:02:25</td><td>10:02:27</td><td>2 s</td><td>Anna enters.</td><td>2</td></tr><tr><td>10:02:33</td><td>10:02:40</td><td>7 s</td><td>Outside, rain streams down the window. Tom folds the letter and slides it under a book.</td><td>16</td></tr></table>" +
            p(
              "Description should land close to the action it describes, ideally just before or as it happens, so that sound and description match; describing a slammed door after the slam is heard leaves the listener puzzled. Describers must not cover dialogue, song lyrics that carry story, or sound effects that the audience needs. In music-led scenes, a description can overlap instrumental music at a lower level if the mix allows, a decision made with the sound engineer. Once the script is approved it is recorded by a voice artist, often the describer, and mixed with the programme soundtrack, the original sound being dipped slightly under each description so that the words stay clear without the change in level being noticeable.",
            ),
        },
      },
      {
        title: "The Language of Description",
        description: "Precise verbs, the present tense and a consistent vocabulary make description easy to follow.",
        lesson: {
          title: "Choosing words that paint quickly",
          html: p(
            "Description is written to be heard once, at speed, alongside other sound, so its language must be immediately clear. The present tense is standard, because the action is happening now: 'Jake runs across the car park.' Sentences are short and usually follow the order subject, verb, object. Long subordinate clauses and passive constructions slow the listener, who cannot go back and reread.",
            "Vivid, exact verbs do most of the work. 'Walks' says little; 'strides', 'shuffles', 'limps' and 'tiptoes' each describe a different person in a single word. The same economy applies to adjectives: choose the one that matters to the story, such as 'a battered suitcase' when the character is poor, rather than a string of details. Colours, sizes and shapes help listeners who once had sight and provide useful information to those who never did, for whom colour often carries cultural meaning.",
            "Consistency matters as much as vividness. Once a character has been called 'the old man', the describer should keep that label rather than switching to 'the grandfather' and then 'Harry', which might suggest three different people. Places and objects that recur, such as a farmhouse kitchen or a red car, keep the same words each time. Film language needs care too. Most guidelines advise describing what a shot shows rather than naming techniques, so 'in close-up, a tear runs down her cheek' is acceptable where the close-up itself carries meaning, but 'the camera pans left' usually is not. Vocabulary should suit the programme: a children's cartoon needs simpler words than a period drama, and a thriller's description can be clipped and urgent.",
          ),
        },
      },
    ],
  },
  {
    slug: "repairing-leaded-lights",
    discipline: "Leadlight repair",
    title: "Repairing Leaded Lights",
    description:
      "Cracked quarries, bulging panels and crumbling cement are the leadlight repairer's daily work, and this intermediate workshop covers surveying and recording a window, replacing broken pieces, re-leading a failed panel, cementing, and protective glazing for historic windows.",
    level: "intermediate",
    duration: "4 two-day workshops",
    plantedGap: "protective glazing",
    modules: [
      {
        title: "Surveying and Recording a Window",
        description: "You will learn to judge a panel's condition and to record it before anything is moved.",
        lesson: {
          title: "Condition survey and rubbing",
          html:
            p(
              "A leaded light is made of pieces of glass held in H-section strips of lead called cames, soldered at the joints and sealed with a putty-like cement. Lead is soft, so over a century or more panels sag and bow under their own weight and wind pressure, the cement dries and falls out, and solder joints crack. The repairer's first job is to decide, by survey, whether a panel needs a local repair or complete re-leading.",
              "A survey records for each panel:",
            ) +
            "<ul><li>bowing, measured as the greatest distance of the panel from a straight edge across it;</li><li>broken, cracked or missing glass, with each piece numbered;</li><li>the condition of the cames: splits, fatigue cracks at joints, and the 'flat' or sunken look of lead that has stretched;</li><li>the state of the cement and of the fixing to the frame, including ties to the saddle bars;</li><li>any painted or stained glass, which needs a conservator's advice.</li></ul>" +
            p(
              "Before a panel is taken out, it is photographed on both sides, with a scale, and a rubbing is made. A sheet of paper is taped over the outside and rubbed with heelball or a soft crayon, so that the pattern of the leads appears as a full-size drawing. The rubbing records the exact line of every came and the width of the leads, which will be needed if the panel is re-leaded. Historic windows in listed buildings in England need listed building consent for work beyond like-for-like repair, and the survey forms the basis of that application. The survey also notes the frame, because rotten timber or corroded steel glazing bars must be put right before the panels go back.",
            ),
        },
      },
      {
        title: "Replacing a Broken Piece",
        description:
          "A single cracked quarry can often be changed without dismantling the panel, and this module shows how.",
        lesson: {
          title: "Opening the leaves and fitting new glass",
          html: p(
            "Where one or two pieces are broken and the rest of the panel is sound, the glass can be replaced by opening the lead around it. This is usually done with the panel laid flat on the bench, although plain quarries are sometimes changed in situ. The restorer first cuts the solder joints at the corners of the broken piece with a sharp knife or a small saw, then lifts the came leaves, the flanges that overlap the glass, by running a lathekin, a pointed wooden or plastic tool, under them and gently folding them back.",
            "The broken glass is removed in fragments, working from the centre outwards and wearing gloves and eye protection. Old cement is picked out of the channel of the came so that the new piece can seat fully. The replacement glass is chosen to match colour, texture and thickness; for old windows, handmade cylinder or crown glass is preferred because its slight waviness matches the original, and modern float glass looks obviously flat beside it.",
            "A template is taken from the opening, by tracing the inside of the heart of the lead, and the new piece is cut about a millimetre smaller than the heart-to-heart line so that it fits without stress. It is slid into the channel, the leaves are pressed back down with the lathekin and smoothed flat, and the joints are cleaned with a wire brush, fluxed with tallow and resoldered. Too much heat melts the thin leaves, so the iron is held to the joint only long enough for the solder to flow. Finally the repaired area is cemented and cleaned off with whiting so that it is watertight.",
          ),
        },
      },
      {
        title: "Re-leading and Cementing",
        description:
          "When the lead has failed throughout, the panel is dismantled and rebuilt, then cemented to make it rigid and weatherproof.",
        lesson: {
          title: "Rebuilding a panel from the rubbing",
          html: p(
            "Lead cames last roughly 80 to 120 years before fatigue makes local repair pointless. Re-leading means taking the panel apart, cleaning every piece of glass, and building it again in new lead on the rubbing. Before dismantling, the glass pieces are numbered on the rubbing and on the glass with a wax pencil so that each returns to its place.",
            "The rubbing is pinned to the bench and two straight battens are nailed along two edges at right angles to form a corner. The restorer begins in that corner with lengths of border came, stretched first by pulling them in a lead vice so that they straighten and harden. Glass and cames are built up piece by piece across the panel, each piece tapped into the channel of the lead and held with horseshoe nails against the edge until the next lead is placed. The came width should match the original: changing from a 6 mm to a 10 mm came alters the look of a historic window noticeably.",
            "When all pieces are in place, the joints are fluxed and soldered on one side, the panel is turned, and the other side is soldered. Then comes cementing. Leaded-light cement is a mixture of whiting, linseed oil, and a little turpentine or white spirit, often darkened with lamp black, worked to the consistency of thick porridge. It is scrubbed under the leaves on both sides with a stiff brush, then the leaves are pressed down firmly with a lathekin. The panel is sprinkled with dry whiting, which absorbs excess oil, and brushed clean. Cement stiffens the panel and keeps water out; it should be allowed to harden for a week or so before the panel is refitted.",
          ),
        },
      },
    ],
  },
];
