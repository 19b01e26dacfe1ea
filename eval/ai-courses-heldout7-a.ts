/** Seventh held-out evaluation courses, beginner level (ornithology to computer networking); see ai-courses-heldout7.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT7_A: EvalCourse[] = [
  {
    slug: "introduction-to-ornithology",
    discipline: "Ornithology",
    title: "Introduction to Ornithology",
    description:
      "A first course on feathers and flight, the avian respiratory system, song and vocal learning, and migration and navigation, for first-year students of zoology and wildlife management.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "song and vocal learning",
    modules: [
      {
        title: "Feathers and Flight",
        description: "How feathers are built and how a wing produces lift and thrust.",
        lesson: {
          title: "The feather and the wing",
          html: p(
            "Feathers are the one feature that every living bird has and no other living animal has. They are made of beta-keratin, a tougher relative of the protein in your fingernails, and they grow from follicles in defined tracts of skin called pterylae. A typical contour feather has a central shaft, the rachis, carrying two flat vanes. Each vane is a row of barbs, and each barb carries tiny barbules; the barbules of one barb bear hooklets (barbicels) that catch the grooved barbules of the next, zipping the vane into a light, airtight sheet. When a bird preens, it is re-zipping barbs that have come apart.",
            "Not all feathers are for flight. Down feathers lack hooklets, so their barbs stay loose and trap air for insulation; semiplumes sit between the two types; filoplumes are hair-like and carry sensory nerve endings at their base that help a bird monitor the position of its other feathers. Because feathers wear out, birds replace them in a moult, usually once or twice a year, and most species drop their flight feathers gradually and in symmetrical pairs so that they can still fly.",
            "The flight feathers of the wing are the primaries, attached to the bones of the 'hand', and the secondaries, attached to the ulna. Primaries are asymmetric, with a narrow leading vane and a broad trailing one, which lets each feather act as a small aerofoil. During the downstroke the wing is held out and the primaries overlap to make a continuous surface that generates lift and forward thrust; on the upstroke the wing is partly folded and the primaries rotate apart to let air through, reducing drag.",
            "Flight is expensive, so the rest of the body is built to save weight and deliver power. Many bones are hollow and braced by internal struts, the sternum carries a deep keel for the attachment of the flight muscles, and the pectoralis, which powers the downstroke, can make up 15 to 25 per cent of body mass. A common misconception is that the upstroke is powered by muscles on the back; in fact the supracoracoideus, lying under the pectoralis, pulls the wing up via a tendon that runs over the shoulder like a rope over a pulley.",
          ),
        },
      },
      {
        title: "The Respiratory System",
        description: "Air sacs, rigid lungs and one-way airflow through the parabronchi.",
        lesson: {
          title: "Breathing through air sacs",
          html:
            p(
              "Bird lungs work very differently from mammal lungs. A mammal breathes tidally: air goes in and out of the same dead-end alveoli, so fresh air always mixes with stale air. In a bird, the lungs are small, rigid and fixed to the ribs, and they do not expand and contract. Instead, a system of thin-walled air sacs acts as bellows, moving air through the lungs in one direction during both inhalation and exhalation.",
              "Most birds have nine air sacs, which fall into a posterior group (the abdominal and caudal thoracic sacs) and an anterior group (the cranial thoracic, cervical and the single interclavicular sac). Some sacs extend into the hollow bones, so a bird with a blocked trachea can, in some species, still breathe for a short time through a broken humerus. A single breath of air takes two full cycles to pass through the system:",
            ) +
            "<ol><li>First inhalation: most of the fresh air passes down the main bronchus into the posterior air sacs.</li><li>First exhalation: the posterior sacs push that air forward into the lung, through the parabronchi.</li><li>Second inhalation: the air, now depleted of oxygen, moves from the lung into the anterior air sacs, while a new breath fills the posterior sacs.</li><li>Second exhalation: the anterior sacs empty out through the trachea.</li></ol>" +
            p(
              "Gas exchange happens in the parabronchi, narrow tubes lined with tiny air capillaries that interweave with blood capillaries. Because blood flows across the air stream rather than with it, an arrangement called cross-current exchange, the blood leaving the lung can carry more oxygen than a mammal's blood could extract from the same air. This is one reason bar-headed geese can fly over the Himalaya at altitudes where a human climber struggles to walk. The flow-through design also explains why birds are so sensitive to airborne toxins, which is why miners once carried canaries underground as an early warning of carbon monoxide.",
            ),
        },
      },
      {
        title: "Migration and Navigation",
        description: "Why birds migrate, how they prepare, and the compasses they use to find their way.",
        lesson: {
          title: "Journeys and compasses",
          html: p(
            "Roughly one in five of the world's bird species migrates, moving between a summer range and a wintering range each year. The ultimate reason is seasonal food: insects, seeds and long daylight are abundant at high latitudes in summer but disappear in winter, while the tropics offer steadier but more contested resources. The record holder is the Arctic tern, whose round trip between the Arctic and the Antarctic can exceed 70,000 kilometres a year, and a bar-tailed godwit tagged in 2022 flew about 13,500 kilometres from Alaska to Tasmania without stopping.",
            "Migration needs preparation. In the weeks before departure many species become hyperphagic, eating far more than usual, and lay down fat, which yields about 37 kilojoules per gram, more than twice the energy of protein or carbohydrate. A sedge warbler can double its body mass, from about 11 to 22 grams, before crossing the Sahara. Restless behaviour at the time of migration, called Zugunruhe, appears even in caged birds; in the 1960s Stephen Emlen used funnel cages lined with ink pads to record which direction captive indigo buntings hopped during this restlessness.",
            "Birds use several compasses. A sun compass reads the direction of the sun and corrects for its movement using the bird's internal clock; experiments that shift a pigeon's clock by six hours cause it to fly off about 90 degrees from the correct direction. Night migrants use a star compass acquired in youth by watching the rotation of the sky around the celestial pole, which Emlen showed in a planetarium. A magnetic compass, which responds to the inclination of the field lines rather than to their polarity, lets birds distinguish 'poleward' from 'equatorward'. Many ornithologists think this sense involves light-dependent proteins, cryptochromes, in the retina.",
            "A compass only gives direction; knowing your position requires a map. Young birds on their first journey often rely on an inherited direction and distance, so birds displaced by wind tend to keep flying parallel to their normal route, while experienced adults correct for displacement, which suggests that experience gives them a map sense.",
          ),
        },
      },
    ],
  },
  {
    slug: "foundations-of-ceramics",
    discipline: "Ceramics",
    title: "Foundations of Studio Ceramics",
    description:
      "An introductory course in clay bodies, throwing on the wheel, kiln firing, and studio health and safety, for students beginning a degree in fine art or applied arts.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "studio health and safety",
    modules: [
      {
        title: "Clay Bodies",
        description: "What clay is, the main types of clay body and the stages clay passes through as it dries.",
        lesson: {
          title: "From plastic clay to bone dry",
          html:
            p(
              "Clay is weathered rock, chiefly the mineral kaolinite, whose particles are microscopic flat plates. When water coats those plates they slide over one another but cling together, which gives clay its plasticity: it can be shaped and will keep the shape. A clay body is a recipe of one or more clays plus other materials, such as silica and feldspar, chosen for how it handles and how it fires.",
            ) +
            "<table><tr><th>Clay body</th><th>Typical firing range</th><th>Character after firing</th></tr><tr><td>Earthenware</td><td>about 1000 to 1150 °C</td><td>Porous unless glazed; often red or buff from iron</td></tr><tr><td>Stoneware</td><td>about 1200 to 1300 °C</td><td>Dense and vitrified; grey, buff or toasty brown</td></tr><tr><td>Porcelain</td><td>about 1240 to 1300 °C</td><td>White, vitrified and translucent where thin</td></tr></table>" +
            p(
              "Clay changes as it loses water, and potters name the stages because each suits different work. Plastic clay is soft enough to throw or model. Leather-hard clay has lost much of its water, stays slightly cool to the touch and can be trimmed, carved or joined with slip, a creamy mixture of clay and water. Bone-dry clay has lost all the water it will lose in air, looks pale and is very fragile; it cannot be reworked, but it can be slaked down in water and recycled, whereas fired clay cannot.",
              "Drying causes shrinkage, because the water between the plates leaves and the plates draw closer. A typical stoneware shrinks 5 to 7 per cent between plastic and bone dry, and a similar amount again in the kiln, so a pot thrown 30 centimetres tall may finish near 26 centimetres. Uneven drying is the main cause of cracks: a thin rim dries faster than a thick base, shrinks first and pulls apart. Covering rims loosely with plastic and drying pieces slowly on a porous board are the usual cures. Grog, clay that has already been fired and ground, is added to some bodies to open the structure, speed drying and reduce shrinkage.",
            ),
        },
      },
      {
        title: "Throwing on the Wheel",
        description: "Wedging, centring, opening and pulling up the walls of a cylinder.",
        lesson: {
          title: "Throwing a cylinder",
          html: p(
            "Throwing begins before the wheel turns. Clay must first be wedged, kneaded on a bench, to remove air pockets and make its moisture even; the two common methods are ram's head wedging and spiral (or 'ox head') wedging, which moves the clay in a rotating pattern. An air bubble left in a wall can burst in the kiln, and a hard lump will throw the pot off centre. For a first cylinder, about 700 grams to 1 kilogram of clay, formed into a cone, is a manageable amount.",
            "Centring is the step that frustrates every beginner. With the wheel turning fast and the clay wet, you brace your elbows against your thighs and press the clay inward and downward with the heel of one palm while the other steadies it, coning the clay up and pressing it down two or three times. The clay is centred when it runs smoothly under still fingers without any wobble. Most failures come from pushing with the arms alone instead of bracing the body, or from letting go suddenly, which knocks the clay off centre again; release pressure gradually.",
            "To open, press a thumb or two fingers down the centre while the wheel turns at moderate speed, leaving a floor about 1 centimetre thick (checked with a needle tool), then pull outward to widen the floor. The walls are then raised in a series of pulls: one set of fingers inside and a knuckle outside squeeze the base of the wall and travel slowly upward, thinning it and raising it. The wheel slows with each pull, since the wider and taller the pot, the more it is affected by speed.",
            "Keep the clay lubricated but do not let water pool inside, as a wet floor softens and cracks. Compress the rim with a chamois or your fingertips after the final pull, cut the pot off the wheel head with a twisted wire, and leave it to stiffen to leather-hard. At that stage it goes back on the wheel upside down so that a foot ring can be trimmed with a loop tool.",
          ),
        },
      },
      {
        title: "Kiln Firing",
        description: "What happens to clay and glaze in the bisque and glaze firings, and how heat work is measured.",
        lesson: {
          title: "Bisque, glaze and pyrometric cones",
          html: p(
            "Most pottery is fired twice. The first, or bisque, firing usually goes to about 1000 °C (cone 06 to 04). It turns dry clay permanently into ceramic while leaving it porous enough to absorb glaze. The second, or glaze, firing melts the glaze and, for stoneware and porcelain, brings the body to maturity, typically at 1220 to 1280 °C (about cone 6 to cone 10).",
            "Several changes happen during a bisque firing, and the kiln schedule is designed around them. Up to about 200 °C, water left in the clay evaporates; if the kiln heats too quickly, steam builds up inside thick pieces and can cause them to explode, so potters 'candle' the kiln at a low temperature for some hours. Between about 450 and 700 °C the chemically bound water in the kaolinite is driven off, and after that point the clay can no longer be slaked down. At 573 °C, quartz in the body undergoes a sudden inversion, expanding by about 1 per cent on heating and contracting on cooling; a rapid temperature change through this point, particularly when cooling, can crack a pot, a fault known as dunting.",
            "Glaze is a thin layer of glass fused onto the clay. Its recipe balances three roles: silica forms the glass, alumina (from clay or feldspar) stiffens the melt so it does not run off the pot, and fluxes such as calcium, sodium and potassium lower the melting point. Colour comes from small amounts of metal oxides; cobalt gives blue and copper gives green in an oxidising atmosphere or red in a reduction firing, where the kiln is starved of oxygen.",
            "A kiln's thermocouple measures temperature, but what matures clay and glaze is heat work, which combines temperature and time. Pyrometric cones, slender pyramids of ceramic material introduced by Hermann Seger in 1886, record it: each cone is formulated to bend at a particular combination, and when the tip of the target cone touches the shelf the firing is complete. The same peak temperature held longer produces more heat work, which is why a slow firing matures a glaze at a lower reading.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-bricklaying",
    discipline: "Bricklaying",
    title: "Introduction to Bricklaying",
    description:
      "Covers bricks and mortar, bonding patterns, setting out and laying to the line, and arches and lintels, for apprentices in their first year of a Level 2 bricklaying diploma.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "arches and lintels",
    modules: [
      {
        title: "Bricks and Mortar",
        description: "Brick sizes, types of brick, and how mortar is specified and mixed.",
        lesson: {
          title: "Materials of the trade",
          html: p(
            "A standard UK brick measures 215 × 102.5 × 65 millimetres. Add a 10 millimetre mortar joint and the coordinating size becomes 225 × 112.5 × 75 millimetres, a set of numbers worth memorising because every dimension you set out is built from them: two brick widths plus a joint equal one brick length, and four courses rise 300 millimetres. The faces of a brick have names. The long side you see in a wall is the stretcher face, the short end is the header face, and the large top and bottom faces are the beds. Many bricks have a depression, the frog, in one bed; it is normally laid uppermost so that it fills with mortar.",
            "Bricks fall into three broad classes. Common bricks are for work that will be hidden or rendered. Facing bricks are made for appearance and are chosen for colour and texture. Engineering bricks (Class A and Class B) are dense and strong with low water absorption, and they are used below ground, in manholes and in damp-proof courses. Clay bricks are fired in a kiln; calcium silicate and concrete bricks are made by other processes and have different movement characteristics, so they are not mixed in the same wall without advice.",
            "Mortar binds the bricks, spreads the load and seals against the weather. General-purpose mortar is cement, lime (or a plasticiser) and sand, specified by proportion, such as 1:1:6, or by strength class, such as M4. The guiding principle is that mortar should be weaker than the bricks. A mortar that is too strong is brittle, so that when a wall moves the bricks crack instead of the joints, and joints are much easier to repair.",
            "Mix mortar by volume using gauge boxes or buckets, never shovelfuls, which vary. Dry-mix the sand and cement until the colour is even, then add water gradually until the mortar holds a ridge on the trowel without slumping. Use it within about two hours, and do not re-temper mortar that has begun to set by adding more water.",
          ),
        },
      },
      {
        title: "Bonding Patterns",
        description: "Why bricks are overlapped and how stretcher, English and Flemish bond are laid.",
        lesson: {
          title: "Overlapping for strength",
          html:
            p(
              "Bonding is the arrangement of bricks so that the vertical joints, called perpends or perps, in one course do not line up with those in the course below. The overlap, called the lap, spreads a load placed on any one brick across several bricks underneath and ties the wall together. A wall built with continuous vertical joints, a stack bond, has almost no strength along its length and is used only as decoration, usually with steel reinforcement in the bed joints.",
            ) +
            "<table><tr><th>Bond</th><th>Pattern</th><th>Typical use</th></tr><tr><td>Stretcher bond</td><td>Every course all stretchers, lapped by half a brick</td><td>Half-brick walls, including the outer leaf of modern houses</td></tr><tr><td>English bond</td><td>Alternate courses of headers and of stretchers</td><td>One-brick walls needing high strength, such as retaining walls and older industrial buildings</td></tr><tr><td>Flemish bond</td><td>Headers and stretchers alternate within each course</td><td>One-brick walls where appearance matters; common on Georgian houses</td></tr></table>" +
            p(
              "English bond and Flemish bond both produce a quarter-brick lap, not a half. To achieve it, a brick cut in half along its length, a queen closer measuring about 46 millimetres on the face, is placed next to the first header at each corner (quoin). A frequent beginner's error is to put the closer in the middle of a run, or to forget it, which causes the perpends to line up a few courses higher.",
              "Wherever the bond must turn a corner or stop at the end of a wall, cut bricks are needed. A half bat is a brick cut across its length to half size; three-quarter and quarter bats are cut in the same way. Always cut with a bolster and club hammer or a saw, wear eye protection, and dry-bond the first course, laying out bricks without mortar, so you can see where cuts will fall and place them where they will be least noticeable.",
            ),
        },
      },
      {
        title: "Setting Out and Laying to the Line",
        description: "Building corners to gauge and plumb and filling in the wall between them.",
        lesson: {
          title: "Corners, gauge and the line",
          html: p(
            "A wall is built by raising the corners first and then filling in between them. Before any mortar is spread, the positions of the corners are transferred from the drawings to the foundation, usually with a tape, string lines and a builder's square; a 3-4-5 triangle (sides of 3, 4 and 5 metres, or any multiple) checks that a corner is square. The first course is then dry-bonded to confirm that the bond works between corners.",
            "Each corner is built up in a stepped shape, called racking back, typically six courses high. As you lay, check three things with a spirit level and a gauge rod. Level: each course is horizontal along its length. Plumb: the corner and the face are vertical, checked by holding the level against the face at the end of the work. Gauge: the courses rise at the correct height, normally 75 millimetres per course, so that four courses measure 300 millimetres on the gauge rod. Get the gauge wrong at the corners and the courses will not reach floor levels and other fixed heights where the drawings put them.",
            "With the corners built, a bricklayer's line is stretched between them at the top edge of the next course, held by line pins pushed into the joints or by corner blocks hooked around the ends. A small piece of metal or card called a tingle can support a long line in the middle to stop it sagging. Each brick is laid so that its top front edge sits just below the line, about 1 millimetre away, without touching it: a brick pressed against the line pushes it out and puts every other brick in the course out of line.",
            "Spread a bed of mortar, furrow it lightly with the point of the trowel, butter the end of the brick to form the perpend, and press the brick down and into place. When the mortar has stiffened to 'thumbprint hard', tool the joints. A bucket-handle joint, made with a curved jointer, is the most common; it compresses the surface of the mortar and sheds rain well.",
          ),
        },
      },
    ],
  },
  {
    slug: "project-management-fundamentals",
    discipline: "Project management",
    title: "Project Management Fundamentals",
    description:
      "Introduces scope definition and the work breakdown structure, critical path scheduling, risk management, and procurement and contracts to undergraduates in business, engineering and the creative industries.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "procurement and contracts",
    modules: [
      {
        title: "Scope and the Work Breakdown Structure",
        description: "Defining what a project will and will not deliver, and breaking the work into manageable parts.",
        lesson: {
          title: "Deciding what is in and out",
          html: p(
            "A project is a temporary endeavour undertaken to create a unique product, service or result; that is the definition used by the Project Management Institute (PMI), and both of its key words matter. 'Temporary' means it has a defined start and end, unlike the routine operations of running a business. 'Unique' means it has not been done in exactly this way before, which is why projects carry uncertainty.",
            "Scope is the sum of the work the project will do and the deliverables it will produce. A scope statement describes the deliverables, the acceptance criteria by which each will be judged, and, just as important, the exclusions. Writing 'the new website will not include a customer login' in the scope statement prevents an argument six months later. The gradual, uncontrolled growth of a project's scope without matching increases in time and budget is called scope creep, and it is one of the most common reasons that projects overrun. The cure is not to refuse every change but to route each request through a change control process that assesses its effect on time, cost and quality before anyone agrees to it.",
            "The work breakdown structure (WBS) is a hierarchical decomposition of the total scope into smaller pieces. At the top sits the project; beneath it, major deliverables; beneath those, smaller deliverables, down to work packages, the lowest level, which can be estimated, assigned to one owner and tracked. For a student conference, the level-one deliverables might be venue, programme, marketing and registration, and 'programme' might break down into keynote speakers, parallel sessions and printed booklet.",
            "Two rules guide a good WBS. The 100 per cent rule says the children of any element must add up to exactly all of the parent's work, no more and no less. And the elements should be nouns, deliverables, not activities; the activities needed to produce each work package are listed later, when the schedule is built. A common rule of thumb is that a work package should take between 8 and 80 hours of effort.",
          ),
        },
      },
      {
        title: "Scheduling and the Critical Path",
        description: "Sequencing activities in a network and finding the path that sets the project's duration.",
        lesson: {
          title: "Finding the critical path",
          html:
            p(
              "Once activities are listed with durations and dependencies, they can be drawn as a network. The critical path method (CPM), developed in the late 1950s by Morgan Walker of DuPont and James Kelley of Remington Rand, finds the longest path through that network. Its length is the shortest possible duration of the whole project, and any delay to an activity on it delays the finish.",
              "Consider a small project with these activities:",
            ) +
            "<table><tr><th>Activity</th><th>Duration (days)</th><th>Depends on</th></tr><tr><td>A Survey users</td><td>4</td><td>none</td></tr><tr><td>B Write specification</td><td>3</td><td>A</td></tr><tr><td>C Configure hardware</td><td>6</td><td>A</td></tr><tr><td>D Build software</td><td>8</td><td>B</td></tr><tr><td>E Install and test</td><td>2</td><td>C, D</td></tr></table>" +
            p(
              "A forward pass gives each activity's earliest start (ES) and earliest finish (EF). A runs from day 0 to 4; B from 4 to 7; C from 4 to 10; D from 7 to 15. E cannot start until both C and D are finished, so its ES is the later of 10 and 15, that is 15, and it finishes on day 17. The project takes 17 days.",
              "A backward pass then works from the end, giving the latest finish (LF) and latest start (LS) that would not delay the project. E must finish by 17, so it must start by 15. D and C must both finish by 15; D must therefore start by 7, and C by 9. Total float is LS minus ES. A, B, D and E have zero float: they form the critical path A-B-D-E. C has 9 − 4 = 5 days of float, so the hardware set-up can finish up to five days late without affecting the end date.",
              "Beginners often assume the critical path is made of the most important tasks; it is simply the longest chain. It can also change: if C slipped by seven days, it would become critical. Shortening a project means shortening critical activities, for example by adding resources (crashing) or overlapping activities that were planned in sequence (fast-tracking).",
            ),
        },
      },
      {
        title: "Managing Risk",
        description: "Identifying, assessing and responding to uncertain events that could affect objectives.",
        lesson: {
          title: "The risk register",
          html: p(
            "In project management a risk is an uncertain event or condition that, if it occurs, would affect at least one of the project's objectives. The definition includes positive risks, usually called opportunities, such as a test phase finishing early. It also excludes things that have already happened: a late delivery that has occurred is an issue, to be handled now, not a risk.",
            "Risk management is a cycle. First, risks are identified, through brainstorming, checklists from past projects, interviews with experts and review of assumptions. A useful discipline is to write each one in a three-part form, cause, risk, effect: 'Because the venue is also booked for a wedding the day before (cause), our set-up may be delayed (risk), which would push back the opening session (effect).' Vague entries such as 'weather' cannot be analysed or managed.",
            "Second, each risk is assessed for probability and impact, often on a 1 to 5 scale, and the two scores are multiplied to rank them on a probability-impact grid. A risk scoring 4 for probability and 5 for impact (20) would be dealt with before one scoring 2 and 2 (4). Where numbers are available, expected monetary value is calculated as probability × impact: a 30 per cent chance of a £20,000 overrun has an expected value of £6,000, which helps size a contingency reserve.",
            "Third, the team chooses a response. For threats, the standard strategies are to avoid (change the plan so the risk cannot occur), transfer (shift the impact to a third party, as insurance does), mitigate (reduce the probability or impact) or accept (do nothing now, perhaps holding a contingency). For opportunities, the mirror strategies are exploit, share, enhance and accept. Each response gets a named risk owner.",
            "Everything is recorded in the risk register, a living document listing each risk, its scores, owner, response and status. The most common failure is to fill in the register at the start and never look at it again; it should be reviewed at every progress meeting, because new risks appear and old ones expire.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-computer-networks",
    discipline: "Computer networking",
    title: "Introduction to Computer Networks",
    description:
      "A beginner's course in layered network models, Ethernet and switching, IPv4 addressing and subnetting, the Domain Name System, and wireless LANs, designed for students who are starting a degree in computing or information technology.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "wireless LANs",
    modules: [
      {
        title: "Layered Models",
        description: "Why network functions are divided into layers, and the OSI and TCP/IP models.",
        lesson: {
          title: "Thinking in layers",
          html:
            p(
              "Sending a web page from a server to your laptop involves dozens of separate problems: turning bits into electrical or optical signals, deciding which machine on a cable a frame is for, finding a route across many networks, recovering lost data and finally interpreting the page. Network designers deal with this by dividing the work into layers. Each layer offers a service to the layer above and uses the service of the layer below, so that, for example, a web browser does not need to know whether its data travels over copper or fibre.",
              "Two models are taught side by side. The OSI (Open Systems Interconnection) reference model, published by the ISO in 1984, has seven layers and is mainly used as a vocabulary. The TCP/IP model, which describes how the Internet actually works, has four or five. Their rough correspondence is:",
            ) +
            "<table><tr><th>OSI layer</th><th>TCP/IP layer</th><th>Unit of data</th><th>Examples</th></tr><tr><td>7 Application, 6 Presentation, 5 Session</td><td>Application</td><td>Message</td><td>HTTP, DNS, SMTP, TLS</td></tr><tr><td>4 Transport</td><td>Transport</td><td>Segment (TCP) or datagram (UDP)</td><td>TCP, UDP</td></tr><tr><td>3 Network</td><td>Internet</td><td>Packet</td><td>IPv4, IPv6, ICMP</td></tr><tr><td>2 Data link, 1 Physical</td><td>Link</td><td>Frame, then bits</td><td>Ethernet, fibre, copper cabling</td></tr></table>" +
            p(
              "As data moves down the stack on the sending host, each layer adds its own header in front of the data it receives, a process called encapsulation. An HTTP request is placed in a TCP segment, which is placed in an IP packet, which is placed in an Ethernet frame. The receiving host reverses the process, each layer removing its header and passing the rest upward.",
              "Engineers often describe a device by the highest layer it looks at. A switch reads layer-2 addresses in frames; a router reads layer-3 addresses in packets. A common mistake is to think that the layers are physical components; they are a way of organising responsibilities, and one program or chip may implement several of them.",
            ),
        },
      },
      {
        title: "Ethernet and Switching",
        description: "Ethernet frames, MAC addresses and how a switch learns where to forward traffic.",
        lesson: {
          title: "How a switch learns",
          html: p(
            "Ethernet, first developed at Xerox PARC in the 1970s by Robert Metcalfe and colleagues and standardised as IEEE 802.3, is the dominant wired link-layer technology. Every Ethernet interface has a 48-bit MAC (media access control) address, written as six pairs of hexadecimal digits such as 3c:22:fb:1a:07:9e. The first 24 bits, the organisationally unique identifier, identify the manufacturer. A frame carries the destination MAC address, the source MAC address, a type field saying what it contains (0x0800 for IPv4), a payload of 46 to 1500 bytes, and a 4-byte frame check sequence, a CRC that lets the receiver detect corrupted frames and discard them.",
            "Early Ethernet was a shared bus: every station heard every frame, and if two transmitted at once their signals collided. The CSMA/CD rules (carrier sense multiple access with collision detection) told stations to listen before sending, to stop when they detected a collision, and to wait a random time before trying again. Modern switched, full-duplex Ethernet gives each device its own link to a switch, so collisions no longer occur on it, although the frame format survives.",
            "A switch forwards frames using a MAC address table that it builds by itself. When a frame arrives on port 3 from source address A, the switch records 'A is reachable through port 3'. It then looks up the destination. If the destination is in the table, the frame is sent out of that port only; if it is not, the switch floods it out of every port except the one it came in on. When the destination replies, the switch learns its port as well, and from then on traffic between the two is sent only where it needs to go. Entries expire after a period of inactivity, typically 300 seconds, so the table adapts when devices move.",
            "Frames addressed to the broadcast address ff:ff:ff:ff:ff:ff are always flooded. The set of devices reached by a broadcast is called a broadcast domain; switches extend it, routers bound it.",
          ),
        },
      },
      {
        title: "IPv4 Addressing and Subnetting",
        description: "The structure of IPv4 addresses, prefixes and masks, and how to divide a block into subnets.",
        lesson: {
          title: "Prefixes, masks and subnets",
          html: p(
            "An IPv4 address is 32 bits long, written as four decimal numbers from 0 to 255 separated by dots, such as 192.168.10.37. Each address has two parts: a network prefix, shared by every host on the same network, and a host part that identifies one interface. The boundary is given either as a prefix length in CIDR notation (classless inter-domain routing), such as /24, or as a subnet mask, in which the network bits are 1s: /24 is 255.255.255.0.",
            "For any network, two addresses are reserved. The address with all host bits 0 is the network address, and the address with all host bits 1 is the broadcast address. So a /24 network has 2⁸ = 256 addresses, of which 254 can be given to hosts. In general a prefix of length n leaves 32 − n host bits and 2^(32 − n) − 2 usable addresses.",
            "Subnetting borrows host bits to create several smaller networks. Suppose your department is given 192.168.10.0/24 and needs four networks of up to 50 hosts. Borrowing 2 bits gives 2² = 4 subnets with prefix /26, mask 255.255.255.192. Each has 6 host bits, so 64 addresses and 62 usable hosts, enough for 50. The subnets are 192.168.10.0/26, .64/26, .128/26 and .192/26. In the second subnet the network address is 192.168.10.64, the usable hosts are .65 to .126, and the broadcast address is .127.",
            "To find which subnet an address belongs to, perform a bitwise AND of the address and the mask. For 192.168.10.150 with mask 255.255.255.192, only the last octet is interesting: 150 is 10010110 in binary and 192 is 11000000, and ANDing them gives 10000000, or 128. The host is in 192.168.10.128/26. A host uses the same calculation to decide whether a destination is on its own subnet, in which case it delivers the packet directly, or elsewhere, in which case it sends it to its default gateway, a router.",
            "Private address ranges defined in RFC 1918 (10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16) are not routed on the public Internet; home routers use network address translation to share one public address among them.",
          ),
        },
      },
      {
        title: "The Domain Name System",
        description: "How names such as www.example.org are turned into IP addresses.",
        lesson: {
          title: "Resolving a name",
          html:
            p(
              "People remember names; packets need addresses. The Domain Name System (DNS), designed by Paul Mockapetris in 1983, is a distributed, hierarchical database that maps names to addresses and other data. The name space is a tree read from right to left: under the unnamed root sit top-level domains such as .org, .uk and .com; under .org sits example.org; and under that, names such as www.example.org. Responsibility for each part of the tree is delegated to the authoritative name servers of a zone, so no single server holds all the data.",
              "When your laptop needs the address of www.example.org and has nothing cached, it asks a recursive resolver, usually run by your ISP or organisation. The resolver then does the work iteratively:",
            ) +
            "<ol><li>It asks a root server, which does not know the answer but refers it to the name servers for .org.</li><li>It asks a .org server, which refers it to the name servers for example.org.</li><li>It asks an example.org server, which is authoritative and returns the address record.</li><li>It passes the answer back to your laptop and caches it.</li></ol>" +
            p(
              "Every answer carries a time to live (TTL) in seconds, which says how long it may be cached. With a TTL of 3600, the resolver answers repeat questions from its cache for an hour without repeating the lookup, which is why most queries never reach the root servers. The flip side is that after an administrator changes a record, some users will keep receiving the old address until cached copies expire, a delay often loosely called propagation.",
              "DNS stores several record types: A records hold IPv4 addresses, AAAA records IPv6 addresses, CNAME records make one name an alias of another, MX records name a domain's mail servers and NS records name its authoritative servers. Queries normally travel over UDP port 53, falling back to TCP for large responses.",
            ),
        },
      },
    ],
  },
];
