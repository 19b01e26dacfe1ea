/** Fifty-first held-out evaluation courses, beginner level (charcoal burning to hydroponics); see ai-courses-heldout51.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT51_A: EvalCourse[] = [
  {
    slug: "woodland-charcoal-ring-kiln-weekend",
    discipline: "Charcoal burning",
    title: "Woodland Charcoal: the Ring Kiln Weekend",
    description:
      "Charcoal made in the wood where the trees grew: over one weekend beginners choose and season cordwood, load and light a steel ring kiln, read the smoke to judge the burn, and grade and bag the finished charcoal for sale.",
    level: "beginner",
    duration: "one weekend (two days, with an overnight burn)",
    plantedGap: "bag",
    modules: [
      {
        title: "Cordwood: Species, Size and Seasoning",
        description: "Good charcoal starts months before the burn, with the right wood cut to length and left to dry.",
        lesson: {
          title: "Choosing and drying the wood",
          html:
            p(
              "Charcoal is what remains when wood is heated with too little air to burn completely. Water and the volatile compounds are driven off, and what is left is mostly carbon, about a fifth to a quarter of the dry weight of the wood that went in. Because the kiln has to boil away every drop of water before carbonisation proper can start, the moisture content of the cordwood matters more than anything else the burner controls.",
              "Hardwoods from coppice are the traditional feedstock in Britain. Oak, ash, hazel, birch, beech and hornbeam all make dense, long-burning charcoal; softwoods make a lighter, quicker-burning product that barbecue buyers tend to dislike. Wood is cut to a standard length, usually about 60 to 90 cm to suit the kiln, and anything thicker than about 15 cm is split so that the pieces carbonise at similar rates. Very mixed sizes are the commonest cause of a load that is part charcoal and part brown, half-burnt wood, known as brands.",
            ) +
            "<ul><li>Freshly felled wood: 40 to 50 per cent moisture (wet basis)</li><li>After one summer stacked off the ground, covered on top: 25 to 30 per cent</li><li>Target for a clean burn: below about 25 per cent</li></ul>" +
            p(
              "Stacks should be built on bearers, in the open air, with the tops covered and the sides left open for the wind. A simple moisture meter pushed into a freshly split face gives a fair reading. As a rule of thumb, a load at 35 per cent moisture will take several hours longer to come through than one at 20 per cent, and will yield noticeably less charcoal, because more of the wood is burnt simply to dry the rest.",
            ),
        },
      },
      {
        title: "Loading and Lighting the Ring Kiln",
        description:
          "A step-by-step guide to packing a steel ring kiln so that air reaches the centre, and to lighting it safely.",
        lesson: {
          title: "Packing, lighting and the first hour",
          html: p(
            "The modern steel ring kiln, introduced to British woodlands in the twentieth century in place of the earth clamp, is a cylinder roughly two metres across, made in one or two rings, with a conical lid and a set of eight ports around the base. The ports are used alternately: four carry chimneys and four act as air inlets, and the roles are swapped during the burn so that the charge carbonises evenly.",
            "Before loading, the burner lays a set of stringers, short logs running from each port towards the centre, to keep channels open for air and smoke. Kindling and some charcoal fines from the previous burn are placed in the middle and under the inlet ports. The largest, driest wood goes at the bottom and towards the centre, where the heat is greatest; smaller pieces fill the gaps and form the top layer, finished with a slight dome so that the lid can settle as the charge shrinks.",
            "The kiln is lit from the inlets, or from a central chimney of kindling, and left with its lid propped open until the fire is well established across the top, usually twenty to forty minutes. Then the lid is lowered, its rim sealed with sand or soil, and the chimneys are fitted. From here on the burner's only controls are the inlets and the choice of which ports carry chimneys. Safety matters from the first minute: gloves and eye protection are worn, a water supply is kept by the kiln, nobody stands downwind in the smoke, and the site must be well away from overhanging branches and dry undergrowth.",
          ),
        },
      },
      {
        title: "Reading the Smoke and Closing Down",
        description:
          "Smoke colour tells you what the kiln is doing; here you learn to read it and to decide when to shut the kiln down.",
        lesson: {
          title: "White, yellow, blue and clear",
          html:
            p(
              "Once the lid is on, the kiln cannot be looked into, so the burner watches the smoke. For the first several hours it is thick and white: this is mostly steam, driven out of the wood as it dries. The smoke then turns yellowish and acrid as the wood begins to decompose and give off tars, acids and combustible gases, the stage at which carbonisation proper is under way at about 300 to 400 °C.",
              "As carbonisation approaches completion near a given chimney, the smoke thins and takes on a blue tinge, and finally becomes almost clear. Because the burn rarely proceeds evenly, one side of the kiln may turn blue while another still smokes white. The burner then swaps chimneys and inlets, moving the chimneys to the ports where smoke is still heavy, to draw the fire towards the unfinished wood.",
            ) +
            "<table><tr><th>Smoke</th><th>What it means</th><th>Action</th></tr><tr><td>Thick white</td><td>Drying</td><td>Leave alone</td></tr><tr><td>Yellow-grey, pungent</td><td>Active carbonisation</td><td>Watch for uneven sides</td></tr><tr><td>Thin blue</td><td>Nearly complete</td><td>Prepare to close that port</td></tr><tr><td>Clear or none</td><td>Complete, or fire out</td><td>Seal all ports</td></tr></table>" +
            p(
              "When the smoke from every port is blue or clear, the burn is finished. All chimneys are removed and every port and the lid rim are sealed with soil or sand so that no air can enter. Opening a hot kiln lets air reach the charcoal, which then simply burns to ash, so the sealed kiln is left to cool for at least 24 hours. A typical burn of a two-metre kiln takes around 18 to 24 hours and, from some two tonnes of seasoned wood, yields roughly 400 to 500 kg of charcoal.",
            ),
        },
      },
    ],
  },
  {
    slug: "coracle-building-ash-laths-and-calico",
    discipline: "Coracle building",
    title: "Build and Float Your Own Coracle",
    description:
      "Five days by the river to make a one-person coracle in the Welsh tradition: cleaving and shaving ash laths, weaving the frame and gunwale, stretching and tarring a calico skin, and finally paddling the finished boat on quiet water.",
    level: "beginner",
    duration: "five consecutive days",
    plantedGap: "paddling",
    modules: [
      {
        title: "Cleaving and Shaving the Laths",
        description: "Straight-grained ash, split rather than sawn, gives laths that bend without breaking.",
        lesson: {
          title: "From ash pole to lath",
          html: p(
            "A coracle is a small, round-bottomed boat built from a woven wooden frame covered in a waterproof skin. Coracles were once covered with animal hide; those of the Welsh rivers Teifi, Tywi and Taf have been covered in calico or flannel and tarred since the nineteenth century, and that is the method followed here. Each river had its own pattern, reflecting the water and the kind of net fishing done from the boats, and builders still speak of a Teifi or a Tywi coracle as distinct types.",
            "The frame is made of laths, long thin strips of wood. Ash is the usual timber in Wales, with willow and hazel also used. The pole should be green, straight and free of knots for at least two metres. It is cleaved rather than sawn: a froe or a small axe is driven into one end and the split is steered down the pole, so that each half follows the grain. Sawn laths cut across the fibres and tend to snap when bent.",
            "Each half is split again, and again, until the pieces are roughly 2.5 to 3 cm wide and about 1 cm thick. The laths are then shaved on a shaving horse with a drawknife, working down the length until they are even in thickness and bend in a smooth, fair curve. A typical one-person coracle needs seven long laths in each direction plus some shorter ones for the diagonals, so expect to prepare around sixteen to twenty. Laths that have dried out can be soaked overnight or steamed before bending. Ash cleaves most easily in winter, when the sap is down, and poles cut then and worked within a few weeks give the cleanest, most pliable laths.",
          ),
        },
      },
      {
        title: "Weaving the Frame",
        description: "How the laths are laid out, bent up and woven into a rigid basket with a plaited gunwale.",
        lesson: {
          title: "Setting out, bending up and the gunwale",
          html:
            p(
              "The frame is started upside down, or rather flat, on the ground. The builder marks the outline of the boat, roughly an oval about 1.3 m long and 1 m wide for a Teifi-style coracle, and drives pegs or drills holes in a board around it to hold the ends of the laths. The first set of laths is laid lengthways across the outline, evenly spaced, and the second set is woven over and under them at right angles, creating a flat lattice. Diagonal laths are often added to strengthen the floor.",
              "The ends of the laths are then bent up, one by one, and fixed into the pegs or holes around the outline, so that the flat lattice becomes a shallow bowl. This is where well-cleft laths prove their worth. The bend must be gradual: forcing a lath to turn too sharply close to the floor will crack it. Builders often weight the centre of the lattice to hold the floor flat while the sides rise.",
            ) +
            "<ul><li>Lay out longitudinal laths first, then transverse laths woven through them</li><li>Add diagonals if the pattern requires them</li><li>Bend ends up gradually and fix to the setting-out board</li><li>Weave the gunwale of hazel or willow rods around the top</li><li>Fit the seat board, braced to the gunwale</li></ul>" +
            p(
              "The gunwale, the rim of the boat, is woven from long hazel or willow rods plaited around the tops of the laths, in the manner of a basket's border. It locks the laths in position and gives the boat its stiffness. When the gunwale is complete, the laths are trimmed level, the frame is lifted off the board, and the seat is fixed across the middle.",
            ),
        },
      },
      {
        title: "Covering and Tarring",
        description: "The skin makes it a boat: in this module we stretch calico over the frame and seal it with tar.",
        lesson: {
          title: "A skin of calico and pitch",
          html: p(
            "Hide gave way to cloth because cloth was cheap and easy to obtain. Today most builders use heavy unbleached calico, though some use canvas. The frame is turned upside down on trestles and the cloth is draped over it, then drawn tight. Starting from the middle of each side and working towards the ends, the builder pulls the cloth down over the gunwale and tacks or stitches it to the inside of the rim. The aim is a drum-tight skin without wrinkles, since every fold becomes a weak point and a drag on the water.",
            "Once the cloth is fixed, the surplus is trimmed, leaving a margin that is turned in and fastened neatly. Traditional builders then sealed the skin with a mixture of hot pitch or tar, sometimes thinned with linseed oil; modern builders may use bitumen paint, which is easier to apply safely. The first coat is worked well into the weave of the cloth with a stiff brush, so that the fibres are saturated. Further coats are applied once each has set, usually two or three in total.",
            "Heating tar or pitch is the most hazardous step in the course. It must be warmed gently in a suitable pot, over a controlled heat source, outdoors and away from the finished frame, with gloves, long sleeves and eye protection, and never left unattended. Hot tar on skin should be cooled immediately under running water and not peeled off. After the final coat has hardened, ideally overnight, the coracle is ready for its first launch: a boat of roughly 12 to 15 kg, light enough to be carried on the back by a strap passed over the seat.",
          ),
        },
      },
    ],
  },
  {
    slug: "sugar-paste-cakes-and-gum-paste-flowers",
    discipline: "Sugar craft",
    title: "Sugar Paste and Flowers",
    description:
      "Sugar paste rewards patience more than talent, and over ten evenings complete beginners go from a plain block of it to a finished celebration cake: colouring and rolling paste, covering a round cake, modelling a gum paste rose, and piping simple royal icing borders.",
    level: "beginner",
    duration: "ten evening classes of two hours",
    plantedGap: "royal icing",
    modules: [
      {
        title: "Know Your Pastes",
        description:
          "Sugar paste, modelling paste and gum paste look alike but behave very differently, so we start by comparing them.",
        lesson: {
          title: "Sugar paste, modelling paste and gum paste",
          html:
            p(
              "Sugar craft uses several edible pastes, and choosing the right one is the first skill. Sugar paste, also called rolled fondant, is a soft, pliable mixture of icing sugar, glucose syrup, water and a fat or glycerine. It stays slightly soft after setting, which makes it pleasant to eat and good for covering cakes, but it is too soft to hold fine shapes. Modelling paste is sugar paste strengthened with an added gum, usually tylose (carboxymethyl cellulose, CMC) at about one level teaspoon per 250 g; it holds figures and bows. Gum paste, or flower paste, contains more gum and sets hard and brittle, so it can be rolled thin enough to be nearly translucent for petals.",
            ) +
            "<table><tr><th>Paste</th><th>Texture when set</th><th>Typical uses</th></tr><tr><td>Sugar paste</td><td>Soft, cuttable</td><td>Covering cakes and boards</td></tr><tr><td>Modelling paste</td><td>Firm</td><td>Figures, plaques, bows</td></tr><tr><td>Gum paste</td><td>Hard, brittle</td><td>Wired flowers and leaves</td></tr></table>" +
            p(
              "Colouring is done with gel or paste colours rather than liquid colours, which add water and make the paste sticky. A little colour is taken up on a cocktail stick, added to the kneaded paste, and folded and kneaded in until no streaks remain; colours deepen over an hour or so, so it is wise to stop short of the shade wanted. Paste dries out quickly in air, so every piece not in use is wrapped in cling film. Work on a surface lightly dusted with icing sugar or cornflour, or greased with a thin film of white vegetable fat, to stop sticking. Paste that cracks while kneading is too dry and can be rescued with a little white fat worked in; paste that sags or sticks is too warm or too wet, and needs a pinch of tylose or a rest in a cool room.",
            ),
        },
      },
      {
        title: "Covering a Round Cake",
        description:
          "Students prepare a cake, roll the paste to an even thickness and cover it without pleats or air bubbles.",
        lesson: {
          title: "A smooth finish, step by step",
          html:
            p(
              "A covered cake is only as good as what lies beneath the sugar paste. A sponge is first levelled, split and filled, then coated all over with a thin layer of buttercream or ganache, which fills gaps and gives the paste something to stick to. A rich fruit cake is traditionally covered with marzipan first and brushed with boiled water or clear alcohol. The coated cake is chilled so that the surface is firm.",
              "To work out how large to roll the paste, measure the diameter of the cake and add twice its height, plus a few centimetres to spare. A 20 cm round cake that is 10 cm deep therefore needs a circle of about 40 cm plus margin, which takes roughly 1 kg of paste rolled to around 4 to 5 mm. Knead the paste until it is warm and smooth, then roll it on a dusted surface, turning it a quarter turn after each few strokes so that it does not stick and stays circular. Spacers on either side of the rolling pin give an even thickness.",
            ) +
            "<ul><li>Lift the paste over the rolling pin and lay it from the front of the cake to the back</li><li>Smooth the top first with the palm, pushing air out towards the edges</li><li>Ease the sides down, lifting and flaring the skirt so that it never folds</li><li>Press the paste to the base and trim with a sharp knife or cutting wheel</li><li>Polish with two smoothers, one on the top and one on the side</li></ul>" +
            p(
              "Air bubbles are pricked with a fine pin held at an angle and smoothed over. A crack at the top edge usually means the paste was rolled too thin or too dry; pleats at the base mean the sides were pressed down before the skirt had been eased out.",
            ),
        },
      },
      {
        title: "A Wired Gum Paste Rose",
        description: "Can you build a rose petal by petal? This module shows how, from cone to open bloom.",
        lesson: {
          title: "Cone, bud and open rose",
          html: p(
            "The wired rose teaches most of the techniques used for sugar flowers. Start with the centre: a cone of gum paste about two-thirds the length of a petal cutter, mounted on a hooked 22- or 24-gauge florist wire dipped in edible glue. Leave the cone to dry for at least a day, so that it is firm enough to carry the petals.",
            "Roll gum paste very thinly, about 1 mm, leaving a slight ridge in the middle if you want to insert wires into separate petals. Cut petals with a rose petal cutter and place them on a foam pad. Thin the edges with a ball tool, pressing half on the paste and half on the pad and running along the rim; this ruffles the edge slightly and gives a natural look. A veiner pressed onto the petal adds texture.",
            "The first petal is glued tightly around the cone so that the tip is hidden, and the second is wrapped around it in the opposite direction to form a closed bud. Next come three petals spaced evenly and overlapping, each starting inside the one before; then five more, slightly open, curled back at the edges with a cocktail stick. For a full open rose, a final round of five to seven petals is dried separately in cupped formers and attached once firm. A calyx of five sepals, cut from green paste, finishes the back of the flower.",
            "Petals are coloured, once dry, by brushing on petal dust with a soft flat brush, deeper in the centre and lighter towards the edges. Steaming the finished flower briefly over a kettle sets the dust and removes its powdery look. Because it contains wire, the rose must be inserted into a posy pick, never straight into the cake.",
          ),
        },
      },
    ],
  },
  {
    slug: "corporeal-mime-foundations-studio",
    discipline: "Mime",
    title: "Mime: the Body as Instrument",
    description:
      "Where the actor has nothing but the body, every gesture must be exact. In this studio class beginners work on the fixed point, the illusions of the wall and the rope, isolations of head, chest and pelvis, and walking on the spot, and devise a short wordless scene in pairs.",
    level: "beginner",
    duration: "ten weekly studio sessions of three hours",
    plantedGap: "walking on the spot",
    modules: [
      {
        title: "The Fixed Point",
        description: "Everything in illusion mime depends on one idea: a point in space that does not move.",
        lesson: {
          title: "Making the invisible solid",
          html: p(
            "Mime as most audiences know it, the performer trapped in an invisible box, grew from the work of Étienne Decroux in Paris from the 1920s, developed on stage by his student Marcel Marceau, and in a different direction by Jacques Lecoq, whose school made mime and movement the basis of actor training. Decroux called his system corporeal mime and regarded the illusions as a small part of it, but the illusions rest on a principle that all mimes use: the fixed point.",
            "A fixed point is a place in space that the performer treats as immovable. If the hand touches an imaginary table top and the body then moves, the hand must stay exactly where it was, so that the audience reads the table as solid. The body moves around the point, not the point with the body. The eye is drawn to what stays still, and it is the contrast between stillness and motion that creates the object.",
            "Two further rules make a fixed point convincing. The first is the accent, or toc: a small, crisp stop of the hand at the moment of contact, as if it had met resistance. The second is consistency: the object must keep its size, height and position every time it is touched. A table that is at hip height in one moment and at waist height the next has ceased to exist for the audience.",
            "A useful first exercise places both palms on an imaginary pane of glass at chest height. Keeping the palms still, the student bends the knees, shifts the weight from side to side and turns the head; a partner watches only the hands and calls out whenever they drift.",
          ),
        },
      },
      {
        title: "The Wall and the Rope",
        description: "The two classic illusions are taken apart into their component movements and built up again.",
        lesson: {
          title: "Two illusions, stroke by stroke",
          html:
            p(
              "The wall is built from the fixed point. The hand is flat, fingers together, and arrives at the surface with a toc: at the moment of contact the wrist flexes slightly and the fingers extend, as if the palm has been pressed flat. To move along the wall, one hand stays fixed while the other is lifted, relaxed, moved a hand's width and placed again with a new toc. The relaxation between contacts matters as much as the contact: a hand that stays tense in the air looks as if it is still touching something.",
            ) +
            "<ul><li>Relax the hand before it leaves the wall</li><li>Move it in an arc, not a straight line</li><li>Open the palm and stop sharply on contact</li><li>Keep the height and plane identical to the first hand</li></ul>" +
            p(
              "The rope illusion adds weight. The hands grip an imaginary rope one above the other, fists loosely closed around a diameter the audience can read, and the rope is pulled hand over hand. The secret is that the gripping hand stays fixed in space while the body moves towards it; only then does the rear hand release, travel forward and grip again. If the performer is pulling something heavy, the body leans back and the feet brace; if the rope suddenly goes slack, the body staggers back, and the audience sees the rope break.",
              "Both illusions fail in the same ways: hands that drift, changes of size, and the absence of effort in the rest of the body. Students work in front of a mirror at first, then without it, since the habit of checking the reflection pulls the eyes away from the imagined object, and the audience looks where the performer looks.",
            ),
        },
      },
      {
        title: "Isolations of Head, Chest and Pelvis",
        description: "We train each part of the trunk to move on its own, following Decroux's scale of the body.",
        lesson: {
          title: "Decroux's keyboard of the body",
          html: p(
            "Decroux treated the trunk as a set of articulated segments that could move independently, like keys on a keyboard. In order from the top they are the head, the neck, the chest, the waist and the pelvis. Each can incline forwards, backwards or sideways, or rotate, while the segments below stay still. Learning to move one segment alone is the basis of corporeal mime, because it gives the performer a vocabulary of precise, readable shapes.",
            "Head isolations come first. Standing with the feet parallel and the weight centred, the student inclines the head forward without moving the neck or chest, as if nodding only at the top joint, then sideways, keeping the face towards the front, and then rotates it. Next the head and neck move together as one unit, then head, neck and chest, and so on down to the pelvis, in what Decroux called the scale. Each step adds one segment; each must stop cleanly.",
            "Chest isolations are harder because the chest moves the arms with it. A practical check is to hold the arms loose at the sides and watch in the mirror that the shoulders neither lift nor roll. The chest can translate, sliding forward or sideways without tilting, as well as incline. Pelvis isolations, finally, require soft knees: the pelvis tilts forward and back, or shifts side to side, while the chest stays level.",
            "These are slow, demanding exercises, and students should warm up the spine first and never force a range of movement. In performance, isolations give characters their silhouettes: an inclined chest with a still head reads as curiosity, a pelvis pushed forward with the chest back as bravado.",
          ),
        },
      },
    ],
  },
  {
    slug: "home-hydroponics-solutions-and-systems",
    discipline: "Hydroponics",
    title: "Growing without Soil: Home Hydroponics",
    description:
      "Can lettuce and herbs grow well in water alone? Six practical sessions show how, covering nutrient solutions, electrical conductivity and pH, deep water culture and nutrient film technique, and the lighting of a small indoor system.",
    level: "beginner",
    duration: "six weekly sessions",
    plantedGap: "lighting",
    modules: [
      {
        title: "What the Roots Need",
        description:
          "Plants take mineral ions from water, not from soil as such, and this is what a nutrient solution supplies.",
        lesson: {
          title: "Nutrient solutions explained",
          html: p(
            "Hydroponics is the growing of plants with their roots in a nutrient solution, or in an inert medium such as rockwool, perlite or clay pebbles wetted by one, rather than in soil. It works because roots do not take up soil as such: they absorb mineral nutrients dissolved in water as ions. In soil those ions come from weathered minerals and decaying organic matter; in hydroponics the grower dissolves them directly.",
            "Plants need six macronutrients in fairly large amounts: nitrogen, phosphorus, potassium, calcium, magnesium and sulphur. They need micronutrients, among them iron, manganese, zinc, copper, boron and molybdenum, in tiny amounts. Commercial hydroponic nutrients supply all of them, usually as two concentrates, part A and part B, because calcium in concentrated form reacts with sulphates and phosphates to form insoluble precipitates. The two parts are therefore added separately to the tank water, stirring between them, and never mixed neat.",
            "Oxygen is the forgotten nutrient. Roots respire, and in waterlogged soil they suffocate; in hydroponics they are kept aerobic by air stones, by a thin moving film of solution, or by an air gap between the roots and the water. Solution temperature matters for the same reason, since warm water holds less dissolved oxygen: about 18 to 22 °C is ideal, and above about 25 °C the risk of root rot caused by Pythium rises sharply.",
            "The solution is topped up with plain water as plants drink, and replaced completely every one to three weeks, because plants take up nutrients unevenly and the balance drifts even when the overall strength looks correct. Old solution makes good water for garden plants outdoors.",
          ),
        },
      },
      {
        title: "Measuring EC and pH",
        description: "Two cheap meters tell you how strong your solution is and whether the plants can use it.",
        lesson: {
          title: "Two numbers to check every day",
          html:
            p(
              "Electrical conductivity (EC) measures how well the solution conducts electricity, which rises with the concentration of dissolved salts. It is therefore a quick proxy for nutrient strength, though it cannot tell which nutrients are present. EC is given in millisiemens per centimetre (mS/cm); some meters show parts per million (ppm) instead, using a conversion factor of 500 or 700 depending on the brand, which causes endless confusion, so it is best to work in EC.",
              "pH measures acidity. Most nutrients are available to roots only within a narrow range, and in hydroponics that range is about 5.5 to 6.5. Above about 6.5, iron and manganese precipitate and leaves turn pale between the veins; below about 5.5, calcium and magnesium uptake suffers. pH is adjusted with commercial pH down (usually phosphoric or nitric acid) and pH up (potassium hydroxide), added a few millilitres at a time, stirred, and measured again after some minutes.",
            ) +
            "<table><tr><th>Crop</th><th>EC (mS/cm)</th><th>pH</th></tr><tr><td>Lettuce</td><td>0.8 to 1.2</td><td>5.8 to 6.2</td></tr><tr><td>Basil</td><td>1.0 to 1.6</td><td>5.5 to 6.5</td></tr><tr><td>Tomato</td><td>2.0 to 3.5</td><td>5.5 to 6.5</td></tr><tr><td>Strawberry</td><td>1.0 to 1.5</td><td>5.5 to 6.2</td></tr></table>" +
            p(
              "Worked example: a 40-litre tank of lettuce reads EC 0.6 and pH 6.8. The grower first adds part A and part B concentrate in equal amounts, 1 ml per litre each according to the label, stirring between them, and reads EC 1.0. Only then is pH corrected, because adding nutrients itself lowers pH; a few millilitres of pH down bring it to 6.0. Meters must be calibrated weekly with standard solutions, typically pH 4.0 and 7.0 buffers and a 1.413 mS/cm conductivity standard, and the pH probe stored wet, never dry.",
            ),
        },
      },
      {
        title: "Deep Water Culture or Nutrient Film?",
        description: "Comparing the two systems most often built at home, with their strengths and failure modes.",
        lesson: {
          title: "Two systems compared",
          html:
            p(
              "In deep water culture (DWC), plants sit in net pots in a lid over a tank of solution, their roots hanging in 15 cm or more of water that is kept oxygenated by an air pump and air stone. It is the simplest system to build: a lightproof storage box, a lid with holes, an aquarium pump. The large volume of water buffers changes in temperature, EC and pH, which makes DWC forgiving for beginners. Its weakness is dependence on the air pump; if it stops in warm weather, roots can be damaged within a day.",
              "The nutrient film technique (NFT), developed by Allen Cooper at the Glasshouse Crops Research Institute in England in the 1960s, grows plants in sloping channels through which a thin film of solution, only a few millimetres deep, flows continuously from a reservoir and back again. The roots form a mat on the channel floor, with the upper part in moist air and the lower part in the moving film, so oxygen supply is excellent. A slope of about 1 in 50 to 1 in 100 and a flow of around 1 to 2 litres per minute per channel are typical.",
            ) +
            "<ul><li>DWC: cheap, stable, suits lettuce and herbs, needs reliable aeration</li><li>NFT: efficient with water, scales well, suits leafy crops and strawberries</li><li>NFT: a pump failure leaves roots dry within minutes to hours</li></ul>" +
            p(
              "For a first system, a single DWC box growing six lettuces is the best teacher. Because roots in NFT have almost no water reserve, a pump failure there is far more serious than an air pump failure in DWC, so NFT growers often fit an alarm or a backup pump.",
            ),
        },
      },
    ],
  },
];
