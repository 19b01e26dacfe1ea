/** Third held-out evaluation courses, beginner level (veterinary science to journalism); see ai-courses-heldout3.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT3_A: EvalCourse[] = [
  {
    slug: "companion-animal-care",
    discipline: "Veterinary science",
    title: "Introduction to Companion Animal Care",
    description:
      "An introduction to the physical examination, vaccination, parasite control, nutrition and dental care of dogs and cats; no prior experience needed.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "dental care",
    modules: [
      {
        title: "The Physical Examination",
        description: "Taking vital signs and assessing the general condition of a dog or cat.",
        lesson: {
          title: "Vital signs and body condition",
          html: p(
            "Every consultation in a small-animal clinic begins with a physical examination, and the first part of it is taking the vital signs: temperature, pulse and respiration. The body temperature is measured with a lubricated digital thermometer placed in the rectum. A normal dog has a temperature of about 38.3 to 39.2 degrees Celsius, and a normal cat of about 38.1 to 39.2 degrees, so both run warmer than people.",
            "The pulse is felt on the femoral artery on the inside of the thigh while the heart is heard with a stethoscope, so that any pulse deficit, a heartbeat without a matching pulse, is noticed. A resting dog has a heart rate of roughly 60 to 140 beats per minute, with large breeds at the lower end, while a cat has a rate of 140 to 220. The respiratory rate is counted by watching the chest rise while the animal rests: about 10 to 30 breaths per minute in dogs and 20 to 30 in cats.",
            "Perfusion is judged from the mucous membranes of the gums, which should be moist and pink. Pressing a gum until it blanches and timing the return of colour gives the capillary refill time, which should be under two seconds; pale membranes suggest anaemia or shock. Hydration is checked with a skin tent test: skin lifted over the shoulders should fall back at once.",
            "Finally, the animal is weighed and given a body condition score on a nine-point scale, where 1 is emaciated, 9 is grossly obese and 4 to 5 is ideal. At an ideal score the ribs can be felt under a thin layer of fat and a waist is visible from above.",
          ),
        },
      },
      {
        title: "Vaccination",
        description: "Core and non-core vaccines and how a puppy or kitten is vaccinated.",
        lesson: {
          title: "Protecting against infectious disease",
          html: p(
            "A vaccine trains the immune system to recognise a pathogen without causing the disease. Veterinary guidelines, such as those of the World Small Animal Veterinary Association (WSAVA), divide vaccines into core vaccines, which every animal should receive wherever it lives, and non-core vaccines, which are given according to the animal's lifestyle and local risk.",
            "For dogs the core vaccines protect against canine distemper virus, canine parvovirus and canine adenovirus, the cause of infectious canine hepatitis; for cats they protect against feline panleukopenia, feline herpesvirus-1 and feline calicivirus. Rabies vaccine is core wherever rabies occurs or the law requires it. Non-core examples include the vaccine against Bordetella bronchiseptica, one cause of kennel cough, for dogs that board or attend shows.",
            "Puppies and kittens receive antibodies from their mother in colostrum, the first milk. These maternal antibodies protect the young animal for several weeks, but they also neutralise a vaccine given too early. Because nobody knows when they will fade in a given animal, the primary series begins at 6 to 8 weeks of age and a dose is repeated every 3 to 4 weeks until the animal is 16 weeks old or more. A booster follows at 6 to 12 months.",
            "After that, core vaccines need not be repeated more often than every three years, since immunity to them lasts many years. Side effects are usually mild, such as lethargy or a small swelling at the injection site, but in cats a lump that persists for more than three months after an injection must be investigated, because injection-site sarcomas occur rarely.",
          ),
        },
      },
      {
        title: "Parasite Control",
        description: "Fleas, ticks, heartworm and intestinal worms, and how to prevent them.",
        lesson: {
          title: "External and internal parasites",
          html: p(
            "Parasites live on or in a host and take their food from it. External parasites of dogs and cats include fleas and ticks. The cat flea, Ctenocephalides felis, is the most common flea on both species. Adult fleas live on the animal, but their eggs fall off into carpets and bedding, where the larvae and pupae develop, so adult fleas make up only about 5 percent of an infestation. Treating the pet alone therefore fails unless the environment is treated as well or a product that stops flea development is used for several months.",
            "Fleas also transmit the tapeworm Dipylidium caninum: a pet becomes infected by swallowing a flea while grooming. Ticks attach to feed on blood for several days and can transmit diseases such as Lyme disease, caused by the bacterium Borrelia burgdorferi, so a daily check of the coat after walks in long grass is advised.",
            "Heartworm, Dirofilaria immitis, is transmitted by mosquitoes. Its larvae mature in the heart and pulmonary arteries, causing cough, heart failure and death. Prevention with a monthly medication is far safer and cheaper than treating an established infection.",
            "Roundworms such as Toxocara canis pass from the mother to her puppies across the placenta and in milk, so puppies are dewormed at 2, 4, 6 and 8 weeks of age. Toxocara eggs in soil can infect children, which makes deworming pets a public health measure as well.",
          ),
        },
      },
      {
        title: "Nutrition",
        description: "The different needs of dogs and cats, energy requirements and dangerous foods.",
        lesson: {
          title: "Feeding dogs and cats",
          html: p(
            "Dogs and cats have different nutritional needs. The dog is an omnivore that can digest starch and make many nutrients itself. The cat is an obligate carnivore: it must obtain the amino acid taurine, the fatty acid arachidonic acid and preformed vitamin A from animal tissue. A cat fed a taurine-deficient diet can develop dilated cardiomyopathy, a weakening of the heart muscle, and degeneration of the retina, so cats must never be fed dog food or a vegetarian diet as their main food.",
            "A commercial food labelled complete and balanced for a life stage, according to the nutrient profiles of the Association of American Feed Control Officials (AAFCO) or of FEDIAF in Europe, supplies every required nutrient. Growing puppies and kittens need a growth formula with more protein, energy and calcium than an adult maintenance diet.",
            "The energy an animal needs at rest is estimated with the resting energy requirement: 70 multiplied by the body weight in kilograms raised to the power 0.75. A 10 kg dog has a resting energy requirement of about 394 kilocalories a day, and this figure is multiplied by a factor for activity and neutering status to give the daily ration. Obesity, the most common nutritional disorder of pets, shortens life and predisposes to arthritis and diabetes.",
            "Several human foods are toxic. Chocolate contains theobromine, which causes vomiting, a racing heart and seizures in dogs. Grapes and raisins can cause kidney failure in dogs, onions and garlic damage red blood cells, and the sweetener xylitol causes a dangerous drop in blood sugar.",
          ),
        },
      },
    ],
  },
  {
    slug: "residential-plumbing",
    discipline: "Plumbing",
    title: "Residential Plumbing Fundamentals",
    description:
      "Learn how a house's water supply, drainage and venting, traps, pipe materials and water heaters work in this hands-on course for homeowners and first-year apprentices.",
    level: "beginner",
    duration: "4 weeks",
    plantedGap: "water heaters",
    modules: [
      {
        title: "The Water Supply System",
        description: "How pressurised water reaches every fixture, and how it is kept safe.",
        lesson: {
          title: "Water under pressure",
          html: p(
            "A house has two separate plumbing systems: the supply system, which brings clean water in under pressure, and the drainage system, which carries waste water out by gravity. The two must never be connected.",
            "Water from the public main enters through the service line, passes the water meter and reaches the main shutoff valve, which every occupant should be able to find, because closing it is the first step in any plumbing emergency. Municipal water pressure is usually between 40 and 80 pounds per square inch (psi). Where street pressure is higher than 80 psi, the plumbing codes require a pressure-reducing valve, because excessive pressure wears out valves and bursts hoses.",
            "From the main line, branches run to each fixture, and a separate set of pipes carries heated water. Each fixture should have its own shutoff valve so that a faucet can be repaired without closing the water to the whole house.",
            "When a quick-closing valve, such as the solenoid valve of a washing machine, stops flowing water suddenly, the moving water slams to a halt and sends a pressure surge back through the pipe. This banging noise is called water hammer, and a water hammer arrestor, a small chamber with a cushion of air or a piston, absorbs the shock.",
            "Backflow is the unwanted flow of water from a fixture or hose back into the drinking water supply, for example by back-siphonage when pressure in the main drops. It is prevented by an air gap, a vertical space between the faucet outlet and the flood rim of the basin, and by a vacuum breaker on outdoor hose connections.",
          ),
        },
      },
      {
        title: "Drainage and Venting",
        description: "How the drain-waste-vent system carries waste away by gravity.",
        lesson: {
          title: "The drain-waste-vent system",
          html: p(
            "The drain-waste-vent (DWV) system carries waste water from fixtures to the sewer or septic tank. Unlike supply pipes, drain pipes are not under pressure, so they depend on gravity and must slope steadily downward. Under the International Plumbing Code, horizontal drains of 2.5 inches in diameter or less need a slope of at least a quarter of an inch per foot, and drains of 3 to 6 inches at least an eighth of an inch per foot. Too little slope lets solids settle; the pipe must also never rise along its run.",
            "Small fixture drains join larger branch drains, which join the vertical soil stack, and the building drain carries everything out of the house. Cleanouts, capped openings at changes of direction and at the base of stacks, give access for a drain snake when a pipe clogs.",
            "Every drain also needs a vent. Vent pipes connect the drainage system to the outside air, usually through a stack that passes through the roof. As water flows down a drain it pushes air ahead of it and leaves a vacuum behind; the vent lets air in and out so that the water flows smoothly. Without venting, drains gurgle and run slowly, and the vacuum can pull the water out of the traps.",
            "Where a vent cannot easily be run to the roof, some codes allow an air admittance valve, a one-way valve that opens to let air into the drain when water flows and closes to keep sewer gas out.",
          ),
        },
      },
      {
        title: "Traps",
        description: "What a trap does, how trap seals are lost and which traps are allowed.",
        lesson: {
          title: "The water seal",
          html: p(
            "Sewer pipes contain gases such as hydrogen sulfide and methane, which smell, can make people ill and may even explode. Every fixture connected to a drain therefore has a trap, a curved section of pipe that holds water after the fixture drains. This trap seal, usually 2 to 4 inches deep, blocks sewer gas from entering the room while letting waste water pass.",
            "The standard fixture trap is the P-trap, shaped like the letter P lying on its side. Its outlet runs horizontally, as the trap arm, to the vent and drain in the wall. Older houses often have S-traps, in which the outlet turns down into the floor. S-traps are no longer allowed, because the falling column of water siphons the seal out of the trap.",
            "A trap seal can be lost in several ways. Siphonage occurs when the drain is poorly vented and the flow of water pulls the seal through. Evaporation empties the trap of a floor drain or guest shower that is rarely used; pouring water into it every few weeks restores the seal. A hair or a piece of string caught over the trap can draw the water out by capillary action.",
            "Traps are sized to the fixture: a bathroom basin usually has a one-and-a-quarter-inch trap, a kitchen sink or bathtub a one-and-a-half-inch trap and a shower a 2-inch trap. A fixture must never have two traps in series, because the air trapped between them blocks the flow.",
          ),
        },
      },
      {
        title: "Pipe Materials and Joining",
        description: "Copper, PEX and plastic drain pipe, and how each is joined.",
        lesson: {
          title: "Choosing and joining pipe",
          html: p(
            "Copper has been used for supply lines for decades because it resists corrosion and lasts a long time. Rigid copper tube comes in three wall thicknesses: type K, the thickest, is used underground; type L for interior lines; and type M, the thinnest, where codes allow it. Copper is joined by soldering, also called sweating: the pipe end and fitting are cleaned, coated with flux, heated with a torch and filled with solder drawn into the joint by capillary action. Since the Safe Drinking Water Act amendments of 1986, only lead-free solder may be used on drinking water lines.",
            "PEX, or cross-linked polyethylene, is a flexible plastic tube that bends around corners, needs fewer fittings and is joined with crimp rings or expansion fittings instead of a flame. It must be kept out of sunlight, because ultraviolet light degrades it.",
            "Drain and vent lines are usually plastic. PVC (polyvinyl chloride), which is white, and ABS (acrylonitrile butadiene styrene), which is black, are joined with solvent cement, which softens the surfaces so that the pipe and fitting fuse. PVC joints are first cleaned with a primer. CPVC, a chlorinated PVC, tolerates higher temperatures and is used for supply lines.",
            "Older homes may have galvanised steel supply pipe, which corrodes from the inside and restricts flow. When copper is connected to steel, a dielectric union is fitted between them, because two different metals in contact in water corrode by galvanic action.",
          ),
        },
      },
    ],
  },
  {
    slug: "graphic-design-principles",
    discipline: "Graphic design",
    title: "Principles of Graphic Design",
    description:
      "A studio introduction to typography, colour, grids and layout, visual hierarchy and logo design for students in any major.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "logo design",
    modules: [
      {
        title: "Typography",
        description: "Typefaces, type anatomy and the spacing that makes text readable.",
        lesson: {
          title: "Working with type",
          html: p(
            "Typography is the art of arranging type so that text is legible, readable and appealing. A typeface is a design of letters, such as Garamond or Helvetica, while a font was originally one size and style of that typeface cast in metal; today the words are often used interchangeably.",
            "Serif typefaces have small strokes, called serifs, at the ends of the main strokes of the letters, as in Times New Roman and Garamond. Sans-serif typefaces, such as Helvetica and Futura, have none. Serif faces are traditional for long printed texts such as books, while sans-serif faces are common in signage and on screens.",
            "Type is measured in points, and a point is one seventy-second of an inch. The x-height is the height of the lowercase letters without ascenders or descenders; a typeface with a large x-height looks bigger and reads more easily at small sizes than another set at the same point size.",
            "Three kinds of spacing shape a text. Kerning adjusts the space between two particular letters, such as A and V, which look too far apart when set with default spacing. Tracking adjusts the spacing evenly across a whole word or line. Leading, named after the strips of lead that printers once placed between lines of metal type, is the vertical distance from one baseline to the next; body text usually needs leading of about 120 to 145 percent of the type size.",
            "Line length matters too. Readers lose their place on long lines and are interrupted too often on short ones, so designers aim for about 45 to 75 characters per line, and Robert Bringhurst suggests 66 as ideal.",
          ),
        },
      },
      {
        title: "Colour",
        description: "Colour models, colour relationships and contrast for print and screen.",
        lesson: {
          title: "Colour for print and screen",
          html: p(
            "Designers describe a colour by three properties. Hue is the colour family, such as red or blue; saturation, or chroma, is its intensity, from grey to vivid; and value is its lightness or darkness.",
            "Screens produce colour by adding light. The RGB model mixes red, green and blue light, and all three at full strength make white, so it is called an additive model. Printing works the other way: cyan, magenta, yellow and black (CMYK) inks absorb, or subtract, parts of white light reflected from the paper. Because some bright RGB colours cannot be printed with CMYK inks, a design meant for print must be prepared in CMYK and checked on a proof. Where an exact colour matters, printers use a spot colour, a premixed ink from a system such as Pantone.",
            "The colour wheel arranges hues in a circle. Complementary colours sit opposite each other, like blue and orange, and give strong contrast. Analogous colours sit side by side, like yellow, yellow-green and green, and give a calm harmony. A triadic scheme uses three hues evenly spaced around the wheel.",
            "Contrast between text and its background is essential for reading. The Web Content Accessibility Guidelines ask for a contrast ratio of at least 4.5 to 1 for normal body text, so light grey text on a white background usually fails. Colour should never be the only way to convey information, because about one man in twelve has a colour vision deficiency.",
          ),
        },
      },
      {
        title: "Grids and Layout",
        description: "Columns, gutters and margins, and how a grid organises a page.",
        lesson: {
          title: "Building a page on a grid",
          html: p(
            "A grid is a set of invisible lines that divides a page into regions and guides where text and images are placed. It gives a design consistency across many pages, speeds up layout decisions and helps readers find their way.",
            "The parts of a grid have names. Columns are the vertical bands that hold content; gutters are the spaces between columns; and margins are the spaces between the content and the edge of the page. A modular grid adds horizontal divisions, called flowlines, so that the page is divided into a matrix of modules, which suits layouts with many images such as catalogues. A baseline grid aligns the baselines of text across columns so that lines sit level with each other.",
            "Grid-based layout was developed by the Swiss designers of the International Typographic Style in the 1950s. Josef Müller-Brockmann explained the method in his book Grid Systems in Graphic Design (1981), arguing that a grid brings order and clarity to communication.",
            "On the web, a 12-column grid is popular because 12 divides evenly into two, three, four or six columns, so the same grid serves many layouts. When a screen narrows, a responsive layout reduces the number of columns.",
            "White space, the empty area around and between elements, is an active part of the layout, not wasted space. Generous white space groups related items, separates unrelated ones and gives important elements room to stand out.",
          ),
        },
      },
      {
        title: "Visual Hierarchy",
        description: "Guiding the viewer's eye with size, contrast, position and grouping.",
        lesson: {
          title: "Directing the eye",
          html: p(
            "Visual hierarchy is the arrangement of elements so that viewers see them in order of importance. A poster or web page that gives every element the same weight forces the reader to work out what matters; a clear hierarchy tells them at a glance.",
            "Designers create hierarchy with a handful of tools. Size is the strongest: the largest element is usually seen first. Weight and colour add emphasis, since bold or saturated elements stand out against light or muted ones. Contrast of any kind, whether in value, size or texture, draws attention. Position matters because readers of left-to-right languages start at the top left.",
            "Eye-tracking studies by the Nielsen Norman Group in 2006 found that people often scan text-heavy web pages in an F-shaped pattern, reading across the top, then across a shorter line below and then down the left side. Sparse designs such as landing pages tend to be scanned in a Z pattern.",
            "The Gestalt principles of perception explain how viewers group elements. By the principle of proximity, items placed close together are seen as belonging together; by similarity, items with the same colour or shape are read as a group; by closure, the mind completes an incomplete shape; and figure-ground describes how we separate an object from its background.",
            "A simple check of hierarchy is the squint test: when the designer squints at the layout, the details blur, and only the elements that dominate remain visible. If the wrong element stands out, the hierarchy needs work.",
          ),
        },
      },
    ],
  },
  {
    slug: "intro-oceanography",
    discipline: "Oceanography",
    title: "The Ocean Planet: An Introduction to Oceanography",
    description:
      "For students in any major, an introduction to the seafloor and plate tectonics, the chemistry of seawater, ocean circulation, waves and tides.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "tides",
    modules: [
      {
        title: "The Seafloor",
        description: "The shape of the ocean basins and the plate movements that create them.",
        lesson: {
          title: "Mapping the ocean basins",
          html: p(
            "The ocean covers about 71 percent of Earth's surface and has an average depth of about 3,700 metres. Its deepest point, the Challenger Deep in the Mariana Trench in the western Pacific, lies nearly 11,000 metres below the surface.",
            "Moving out from a coast, the seafloor has distinct regions. The continental shelf is the gently sloping, submerged edge of a continent, usually less than 200 metres deep. At the shelf break the seafloor steepens into the continental slope, which descends to the continental rise, a wedge of sediment at its foot. Beyond lies the abyssal plain, the flattest surface on Earth, where fine sediment has buried the rough rock beneath.",
            "The seafloor is shaped by plate tectonics. At mid-ocean ridges, such as the Mid-Atlantic Ridge, two plates move apart and magma rises to form new oceanic crust, a process called seafloor spreading. The Atlantic widens by about 2 to 5 centimetres a year. Because new crust forms at the ridges, the rocks of the ocean floor grow older with distance from them, and the oldest oceanic crust is less than 200 million years old, far younger than much of the continents.",
            "Where an oceanic plate meets another plate, the denser plate sinks back into the mantle in a process called subduction. Subduction zones form deep ocean trenches, such as the Mariana and Peru-Chile trenches, and chains of volcanoes such as the islands of Japan.",
          ),
        },
      },
      {
        title: "Seawater Chemistry",
        description: "Salinity, temperature, density and the ocean's uptake of carbon dioxide.",
        lesson: {
          title: "What is in seawater",
          html: p(
            "Seawater is water with dissolved salts, and salinity is the total amount of dissolved salts in it. The average salinity of the open ocean is about 35 grams of salt per kilogram of seawater, often written as 35 parts per thousand. Chloride and sodium ions make up about 85 percent of the dissolved material, followed by sulfate, magnesium, calcium and potassium.",
            "Although salinity varies from place to place, the major ions occur in nearly the same proportions everywhere in the open ocean. This principle of constant proportions means that oceanographers can work out the total salinity by measuring a single ion, or today the electrical conductivity of the water.",
            "Salinity rises where evaporation exceeds precipitation, as in the Red Sea and the subtropical gyres, and falls where rivers, rain or melting ice add fresh water, as in the Baltic Sea. Dissolved salt lowers the freezing point of water, so seawater of normal salinity freezes at about minus 1.9 degrees Celsius.",
            "The density of seawater increases as its temperature falls and its salinity rises. The ocean is therefore layered, with warm, light water above cold, dense water. The thermocline is the layer in which temperature drops rapidly with depth, and the pycnocline is the layer in which density increases rapidly; together they separate the mixed surface layer from the deep ocean.",
            "The ocean also absorbs about a quarter of the carbon dioxide released by human activity. Dissolved carbon dioxide forms carbonic acid, and the average pH of surface seawater has fallen from about 8.2 to 8.1 since the industrial revolution, a change called ocean acidification.",
          ),
        },
      },
      {
        title: "Ocean Circulation",
        description: "Wind-driven surface currents, gyres, upwelling and the deep circulation.",
        lesson: {
          title: "How the ocean moves",
          html: p(
            "Surface currents are driven mainly by the wind. As wind blows across the sea, friction drags the surface water along, but because Earth rotates, moving water is deflected by the Coriolis effect, to the right in the Northern Hemisphere and to the left in the Southern Hemisphere. Averaged over the wind-driven layer, the net movement of water, called Ekman transport, is at about 90 degrees to the wind direction.",
            "The trade winds and westerlies, combined with the Coriolis effect and the shape of the continents, set up gyres, huge circular current systems in each ocean basin. The subtropical gyres turn clockwise in the Northern Hemisphere and anticlockwise in the Southern. Their western boundary currents, such as the Gulf Stream and the Kuroshio, are narrow, deep and fast, and carry warm water poleward.",
            "Where winds push surface water away from a coast, as off Peru and California, cold water rises from below to replace it. This upwelling brings nutrients to the sunlit surface and supports some of the richest fisheries in the world. During an El Niño, the trade winds weaken, upwelling off Peru slows and the anchovy catch falls.",
            "Below the wind-driven layer, the deep ocean moves by thermohaline circulation, driven by differences in temperature and salinity. In the North Atlantic, near Greenland, and around Antarctica, surface water becomes cold and salty, grows dense and sinks. North Atlantic Deep Water and the even denser Antarctic Bottom Water spread slowly through the ocean basins, and a parcel of water may take around a thousand years to return to the surface.",
          ),
        },
      },
      {
        title: "Waves",
        description: "How wind waves form, travel and break, and what makes a tsunami different.",
        lesson: {
          title: "Energy on the move",
          html: p(
            "A wave transmits energy across the sea surface; the water itself moves very little. A wave is described by its height, the vertical distance from trough to crest, its wavelength, the horizontal distance between two crests, and its period, the time it takes two successive crests to pass a fixed point.",
            "Most ocean waves are wind waves. Their size depends on three factors: the wind speed, the duration for which the wind blows and the fetch, the distance of open water over which it blows. A strong wind blowing for days over a long fetch, as in the Southern Ocean, produces the largest waves. Waves that travel away from the storm that made them sort themselves by wavelength into long, regular swell.",
            "As a wave passes, water particles move in circles, called orbits, whose size decreases with depth. At a depth of half the wavelength, called the wave base, the motion almost stops, which is why submarines ride out storms calmly at depth.",
            "When a wave enters water shallower than its wave base, the orbits are flattened by the seafloor and the wave slows down. Its wavelength shortens and its height grows, and when the wave becomes too steep, roughly when the water depth is about 1.3 times the wave height, the crest topples forward and the wave breaks as surf.",
            "A tsunami is a series of waves caused by a sudden displacement of the sea, usually by an earthquake on the seafloor. Its wavelength can exceed 100 kilometres, so it behaves as a shallow-water wave even in the deep ocean, travelling at more than 700 kilometres per hour over a depth of 4,000 metres while only a metre or less high, and rising to a destructive height as it reaches the coast.",
          ),
        },
      },
    ],
  },
  {
    slug: "news-reporting",
    discipline: "Journalism",
    title: "News Reporting and Writing",
    description:
      "An introductory course in news values, interviewing, the inverted pyramid, attribution and verification, and headline writing; no prior experience needed.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "headline writing",
    modules: [
      {
        title: "What Makes News",
        description: "The news values editors use to decide what to cover.",
        lesson: {
          title: "News values",
          html: p(
            "Every day far more happens than any news organisation can report, so editors select stories using news values, the qualities that make an event newsworthy. In 1965 the Norwegian researchers Johan Galtung and Mari Holmboe Ruge proposed one of the first lists of these factors, and later researchers have revised it. Most newsrooms recognise the following.",
            "Timeliness: news is new, and an event that happened today matters more than one from last month.",
            "Proximity: readers care more about events near them, so a factory closure in their town is bigger news to a local paper than a larger one abroad.",
            "Impact, or consequence: the more people an event affects, and the more deeply, the more newsworthy it is. A rise in bus fares affects thousands of commuters.",
            "Prominence: events involving well-known people or institutions attract attention, which is why a minister's car crash is reported while an ordinary driver's is not.",
            "Conflict: disagreements, contests and struggles, from elections to court cases, make stories because they have sides and stakes.",
            "Human interest and novelty: unusual events and stories about ordinary people facing extraordinary situations engage readers emotionally.",
            "A story usually combines several values. Reporters should also ask whose voices the news values leave out, since a focus on prominence and conflict can mean that quieter but important issues, such as slow changes in public health, go unreported.",
          ),
        },
      },
      {
        title: "Interviewing",
        description: "Preparing, asking questions and agreeing the terms of an interview.",
        lesson: {
          title: "Getting the story from people",
          html: p(
            "Most news comes from people, so interviewing is a reporter's core skill. Preparation comes first: the reporter researches the person and the subject, reads earlier coverage and writes down the questions the story must answer, while staying ready to follow the conversation where it leads.",
            "Open-ended questions, such as asking a witness what they saw, invite full answers and quotable descriptions. Closed questions, which can be answered yes or no, are useful for pinning down facts such as dates and figures. Reporters avoid leading questions that suggest the answer, and they often ask the hardest question late in the interview, once trust has been built, but never so late that there is no time for it.",
            "The terms of an interview must be clear before it starts. On the record means that everything said may be published and attributed by name. On background means that the information may be used but attributed only to a description, such as a senior official at the ministry. Off the record means that the information may not be published at all and serves only to guide the reporter. A source cannot declare a statement off the record after having said it.",
            "Reporters take accurate notes or record the interview, telling the person if they are recording, as the law requires in some places. After the interview they check spellings of names and titles and verify any facts the person stated, because a confident source can still be wrong.",
          ),
        },
      },
      {
        title: "Writing the News Story",
        description: "The lede, the inverted pyramid and the nut graf.",
        lesson: {
          title: "The inverted pyramid",
          html: p(
            "A hard news story is traditionally written in the inverted pyramid: the most important information comes first and the details follow in order of decreasing importance. This structure lets a reader who stops after one paragraph still know the main facts, and lets an editor shorten the story by cutting from the bottom.",
            "The first paragraph, called the lede, answers the most important of the five Ws and H: who, what, when, where, why and how. A summary lede for a fire might read: Two people were injured when fire destroyed a warehouse on Mill Road early Tuesday, the fire service said. A good summary lede is usually one sentence of about 25 to 35 words, uses a strong active verb and leaves less important details for later.",
            "The following paragraphs support the lede with quotations, background and secondary facts. In a longer story, a nut graf, a paragraph usually placed third or fourth, explains why the story matters and puts it in context.",
            "Feature stories often begin instead with a delayed lede, an anecdote or scene that draws the reader in before the main point is stated. This suits stories whose value lies in explanation or human interest rather than breaking news.",
            "Throughout, news writing favours short sentences and paragraphs, concrete nouns, plain words and the past tense. Many newsrooms follow a style guide, such as the Associated Press Stylebook, for consistent spelling, numbers and titles.",
          ),
        },
      },
      {
        title: "Attribution and Verification",
        description: "Saying where information comes from and checking that it is true.",
        lesson: {
          title: "Getting it right",
          html: p(
            "Attribution tells readers where information comes from, so that they can judge how far to trust it. Any claim the reporter did not witness, and every opinion, should be attributed to a named source. The plain verb said is preferred for attribution because it is neutral: verbs such as claimed or admitted suggest a judgement about the speaker. Direct quotations must be the speaker's exact words; a paraphrase must keep their meaning.",
            "In The Elements of Journalism, Bill Kovach and Tom Rosenstiel argue that the essence of journalism is a discipline of verification, which separates it from entertainment, propaganda and fiction. A common newsroom rule is to confirm an important fact with at least two independent sources, and to go to original documents, such as court filings or budget tables, rather than relying on someone's account of them.",
            "Online material needs special care. The SIFT method developed by Mike Caulfield gives four moves: Stop before sharing or using a claim; Investigate the source; Find better coverage from other reporting; and Trace claims, quotes and media back to their original context. A reverse image search often reveals that a dramatic photograph was taken years earlier in another country.",
            "When a mistake is published despite these checks, a responsible outlet corrects it promptly and visibly, saying what was wrong, because credibility depends on honesty about errors.",
          ),
        },
      },
    ],
  },
];
