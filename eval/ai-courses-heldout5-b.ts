/** Fifth held-out evaluation courses, intermediate level (optometry to prosthetics and orthotics); see ai-courses-heldout5.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT5_B: EvalCourse[] = [
  {
    slug: "clinical-refraction-binocular-vision",
    discipline: "Optometry",
    title: "Clinical Refraction and Binocular Vision",
    description:
      "For optometry students who have completed geometric optics: refractive errors, objective and subjective refraction, tonometry and glaucoma screening, accommodation and presbyopia, and the assessment of binocular vision.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "tonometry and glaucoma screening",
    modules: [
      {
        title: "Refractive Errors",
        description: "Myopia, hyperopia and astigmatism, and the lenses that correct them.",
        lesson: {
          title: "Where the image falls",
          html: p(
            "The power of a lens is measured in dioptres, the reciprocal of its focal length in metres: a lens that focuses parallel light at 0.5 metres has a power of 2 dioptres (D). The relaxed human eye has a total power of about 60 D, of which the cornea supplies roughly two-thirds and the crystalline lens the rest. In emmetropia, parallel light from a distant object focuses on the retina with accommodation relaxed. Any other state is ametropia.",
            "In myopia the eye is too powerful for its length, usually because the eyeball is too long, so distant objects focus in front of the retina and look blurred, while near objects are seen clearly. The far point, the farthest point seen sharply, lies at a finite distance: for a myope of −2.00 D it is 1/2, or 50 centimetres, in front of the eye. Myopia is corrected with a diverging (minus) lens whose focal point coincides with the far point.",
            "In hyperopia the eye is too weak for its length, and distant light would focus behind the retina. A young hyperope can overcome this by accommodating, at the cost of effort and sometimes headaches or eye strain, so low hyperopia may be latent and revealed only when accommodation is relaxed with cycloplegic drops. Hyperopia is corrected with a converging (plus) lens.",
            "In astigmatism the refracting surfaces, usually the cornea, are curved more steeply in one meridian than in the meridian at right angles to it, so a point of light is imaged as two focal lines. It is corrected with a cylindrical or sphero-cylindrical lens. A prescription such as −1.00 / −0.75 × 180 means a sphere of −1.00 D combined with a cylinder of −0.75 D whose axis lies along the horizontal meridian. When the vertical meridian is the steeper, as in most young people, the astigmatism is described as with-the-rule, while a steeper horizontal meridian, more common in older people, is against-the-rule.",
          ),
        },
      },
      {
        title: "Objective and Subjective Refraction",
        description: "Retinoscopy, the working-distance correction and refining the prescription with the patient.",
        lesson: {
          title: "Retinoscopy and the subjective",
          html: p(
            "Retinoscopy gives an objective estimate of the refractive error without relying on the patient's responses, which makes it essential for young children and for patients who cannot communicate reliably. The examiner sweeps a streak of light across the pupil and watches the red reflex from the fundus. If the reflex moves in the same direction as the streak, called 'with' motion, the patient's far point lies behind the examiner, and plus lenses are added. If it moves in the opposite direction, 'against' motion, the far point lies between examiner and patient, and minus lenses are added. At neutrality the reflex fills the pupil and seems to flash without moving.",
            "Neutrality means that the eye, with the trial lens in place, is focused at the examiner's working distance, not at infinity, so the dioptric value of that distance must be subtracted. At the common working distance of 67 centimetres this is 1/0.67, or 1.50 D. If a patient's eye is neutralised with +3.00 D at 67 centimetres, the refractive error is +3.00 − 1.50 = +1.50 D. In astigmatism the two principal meridians are neutralised separately, and their difference gives the cylinder.",
            "Subjective refraction refines this estimate with the patient's answers. The guiding principle is to find the most plus, or least minus, lens that gives the best visual acuity, because excess minus is accepted by a young patient, who simply accommodates, and causes eye strain later. The duochrome test exploits chromatic aberration: red light is refracted less than green and focuses farther back. If the letters on the red background look clearer, the eye is under-corrected for myopia or over-corrected with plus, and minus is added; if the green letters are clearer, plus is added. The mnemonic 'RAM-GAP' (red add minus, green add plus) is widely taught. The axis and power of the cylinder are then refined with the Jackson cross-cylinder, a lens whose two meridians carry equal powers of opposite sign, presented in two positions while the patient compares them.",
          ),
        },
      },
      {
        title: "Accommodation and Presbyopia",
        description: "The amplitude of accommodation, its decline with age and calculating a reading addition.",
        lesson: {
          title: "Focusing near, and losing it",
          html: p(
            "Accommodation is the increase in the eye's power that brings near objects into focus. When the ciliary muscle contracts, tension on the zonular fibres is released and the elastic lens becomes more rounded and more powerful. The amplitude of accommodation is the maximum increase in power available, in dioptres. A child may have more than 12 D, but the lens stiffens steadily with age and the amplitude falls, until by the late fifties hardly any remains.",
            "Amplitude can be measured with the push-up test, in which a line of small print is moved towards the eye until it first blurs: a near point of 10 centimetres in a corrected eye means an amplitude of 10 D. Hofstetter's formulas give expected values from age. The minimum expected amplitude is 15 − 0.25 × age, the average 18.5 − 0.3 × age and the maximum 25 − 0.4 × age. A 20-year-old should therefore have at least 10 D, and a 48-year-old at least 3 D. A young patient whose amplitude is well below the minimum for age has accommodative insufficiency, which can cause blur and fatigue with reading.",
            "Presbyopia is the age-related loss of amplitude to the point at which near work becomes difficult, usually noticed in the mid-forties, when the patient begins to hold reading material farther away. Comfortable near vision requires that a person uses no more than about half of the available amplitude, keeping the other half in reserve.",
            "This rule gives a simple way to estimate the reading addition. Take a 50-year-old emmetrope who reads at 40 centimetres, a demand of 1/0.40, or 2.50 D, and whose measured amplitude is 2.50 D. Half the amplitude, 1.25 D, can be used comfortably, so the addition needed is 2.50 − 1.25 = +1.25 D. The tentative addition is then checked by measuring the range of clear vision through it, because a patient who does close work at 30 centimetres, such as a jeweller, needs more than one who mainly reads a computer screen at 60.",
          ),
        },
      },
      {
        title: "Binocular Vision",
        description: "Phorias and tropias, the cover test and convergence insufficiency.",
        lesson: {
          title: "Two eyes working as one",
          html: p(
            "Single binocular vision requires both eyes to point at the same object, so that its images fall on corresponding points of the two retinas and the brain can fuse them. Most people have a small latent misalignment, a heterophoria, which fusion keeps hidden as long as both eyes are open. A heterotropia, or strabismus, is a manifest deviation: one eye is turned even while both eyes are open. Deviations are named by direction: eso for inward, exo for outward, and hyper or hypo for vertical.",
            "The cover test distinguishes the two. In the cover-uncover test, the examiner covers one eye while the patient fixates a target and watches the other eye. If the uncovered eye moves to take up fixation, it was deviated before, and a tropia is present. If it does not move, attention turns to the covered eye as the cover is removed: a recovery movement shows that it drifted while it was dissociated, revealing a phoria. An eye that moves outwards on recovery had drifted inwards, an esophoria. The alternate cover test, moving the cover from eye to eye without letting both eyes see together, breaks fusion fully and reveals the total deviation. Its size is measured by placing prisms in front of the eye until no movement is seen; an eso deviation is neutralised with base-out prism and an exo deviation with base-in.",
            "A phoria causes symptoms when the fusional vergence reserve that must compensate for it is too small. Sheard's criterion states that the opposing fusional reserve should be at least twice the phoria. A patient with 8 prism dioptres of exophoria at near therefore needs at least 16 prism dioptres of positive fusional vergence for comfort.",
            "Convergence insufficiency is the commonest binocular vision anomaly seen in young adults. Its signs are an exophoria greater at near than at distance, a receded near point of convergence and reduced positive fusional vergence, and its symptoms are tired eyes, blurred or double print and difficulty concentrating during reading. Office-based vergence therapy has the strongest evidence for treating it.",
          ),
        },
      },
    ],
  },
  {
    slug: "brewing-science",
    discipline: "Brewing science",
    title: "Brewing Science: From Malt to Beer",
    description:
      "Malting and mashing, hops and the wort boil, yeast and fermentation, and packaging and carbonation, for students who have completed introductory chemistry and microbiology.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "packaging and carbonation",
    modules: [
      {
        title: "Malting and Mashing",
        description: "How barley becomes malt and how the mash turns starch into fermentable sugar.",
        lesson: {
          title: "Starch to sugar",
          html: p(
            "Brewer's yeast cannot ferment starch, so the first task of brewing is to turn the starch of barley into sugars that yeast can use. Malting prepares the grain. The maltster steeps the barley in water until it has taken up about 45 percent moisture, lets it germinate for several days, and then dries it in a kiln. During germination the grain develops enzymes and breaks down the cell walls and proteins that surround the starch granules, a process called modification. Kilning stops germination, makes the malt stable for storage and, at higher temperatures, develops colour and flavour: pale malts are kilned gently, while crystal and roasted malts give caramel, chocolate and coffee notes.",
            "In the brewery the malt is milled and mixed with hot water, the liquor, to make the mash, typically with about 2.5 to 3.5 litres of liquor per kilogram of grist. Two enzymes do most of the work. Beta-amylase removes maltose, two glucose units at a time, from the ends of starch chains; it works best at about 60 to 65 °C but is destroyed quickly above that. Alpha-amylase cuts starch chains at random internal points, producing shorter chains and some unfermentable dextrins; it works best at about 68 to 72 °C and survives longer.",
            "The mash temperature is therefore a powerful lever. A mash at 63 °C favours beta-amylase and produces a highly fermentable wort and a dry, thinner beer, while a mash at 69 °C leaves more dextrins and produces a beer with more body and sweetness. After about an hour, the brewer checks that conversion is complete with an iodine test: a drop of iodine turns blue-black in the presence of starch and stays brown when none is left.",
            "The sweet liquid, the wort, is then separated from the spent grain in a lauter tun, and the grain bed is rinsed, or sparged, with water at about 76 to 78 °C to recover the remaining sugar. Hotter sparge water risks extracting harsh tannins from the husks.",
          ),
        },
      },
      {
        title: "Hops and the Wort Boil",
        description: "Why wort is boiled, how hops give bitterness and aroma, and the measurement of bitterness.",
        lesson: {
          title: "Bitterness, aroma and the boil",
          html:
            p("Wort is boiled vigorously, usually for 60 to 90 minutes. The boil has several purposes at once:") +
            "<ul><li>It sterilises the wort and stops any further enzyme activity, fixing the sugar profile set in the mash.</li><li>It coagulates proteins, which clump together with polyphenols as the 'hot break' and are later removed, improving the clarity and stability of the beer.</li><li>It drives off dimethyl sulphide (DMS), a volatile compound formed from a precursor in pale malt, which smells of cooked sweetcorn. A covered or gentle boil lets DMS remain in the wort.</li><li>It concentrates the wort by evaporation and darkens it slightly through Maillard reactions.</li><li>It extracts and transforms the bitter compounds of the hop.</li></ul>" +
            p(
              "The hop cone contains lupulin glands filled with resins and essential oils. The main bitter resins are the alpha acids, such as humulone, which are barely soluble in wort and not very bitter. During the boil they isomerise to iso-alpha acids, which are soluble and intensely bitter. Isomerisation is slow and incomplete, so hops added at the start of the boil give most bitterness, while even then only a quarter to a third of the alpha acids typically end up in the finished beer. Bitterness is measured in International Bitterness Units (IBU); one IBU corresponds to roughly one milligram of iso-alpha acids per litre. A light lager may have around 10 IBU and an India pale ale 40 to 70 or more.",
              "Hop aroma comes from the essential oils, such as myrcene and linalool, which are volatile and largely boil away. Brewers therefore add aroma hops late in the boil, in the whirlpool after it or during fermentation, a practice called dry hopping. Iso-alpha acids are also sensitive to light: exposed to blue and ultraviolet light they form 3-methyl-2-butene-1-thiol, a compound responsible for the 'skunky' or light-struck flaw.",
            ),
        },
      },
      {
        title: "Yeast and Fermentation",
        description: "Ale and lager yeasts, the course of fermentation, flavour by-products and measuring alcohol.",
        lesson: {
          title: "What the yeast does",
          html: p(
            "After the boil, the wort is cooled quickly, aerated and inoculated, or pitched, with yeast. Although fermentation itself is anaerobic, yeast needs oxygen at the start to make sterols and unsaturated fatty acids for its cell membranes; a poorly aerated wort gives a sluggish fermentation that may stop before all the sugar is consumed.",
            "Ale yeasts belong to Saccharomyces cerevisiae. They ferment at about 15 to 24 °C and traditionally rise to the top of the vessel, and they produce more of the fruity esters that characterise ales. Lager yeasts, Saccharomyces pastorianus, a hybrid of S. cerevisiae and a cold-tolerant species, ferment at about 7 to 13 °C, settle to the bottom and give a cleaner flavour. Fermentation temperature strongly affects flavour: warmer fermentations grow yeast faster and produce more esters and more fusel alcohols, which taste hot and solvent-like.",
            "A fermentation passes through a lag phase, in which yeast adapts and takes up oxygen, a phase of rapid growth and sugar consumption, and a stationary phase as the sugar runs out, after which yeast cells flocculate and settle. During active growth the yeast excretes alpha-acetolactate, which is converted outside the cell to diacetyl, with a buttery flavour. Healthy yeast reabsorbs and reduces diacetyl near the end of fermentation, which is why lager brewers often allow a diacetyl rest, raising the temperature for a day or two before cold conditioning.",
            "Brewers follow fermentation by measuring the specific gravity of the wort, which falls as dense sugar is converted into less dense alcohol. A convenient approximation gives alcohol by volume as (original gravity − final gravity) × 131.25. A beer that starts at 1.050 and finishes at 1.010 therefore contains about 0.040 × 131.25, or 5.25 percent alcohol. Its apparent attenuation, the fall in gravity as a share of the original gravity points, is 40 out of 50, or 80 percent.",
          ),
        },
      },
    ],
  },
  {
    slug: "glass-science-studio-practice",
    discipline: "Glassmaking",
    title: "Glass Science for Studio Glassmakers",
    description:
      "The structure and chemistry of glass, working hot glass at the furnace, annealing and thermal stress, colouring glass with metal oxides, and kiln casting and fusing, for craft students who have completed an introductory hot shop course.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "kiln casting and fusing",
    modules: [
      {
        title: "What Glass Is",
        description: "The amorphous structure of glass and the roles of formers, fluxes and stabilisers.",
        lesson: {
          title: "A solid without crystals",
          html: p(
            "In a crystal, atoms are arranged in a pattern that repeats regularly in all directions. Glass has no such long-range order: its atoms are arranged as irregularly as those of a liquid, but they are frozen in place. Glass is therefore called an amorphous solid. It forms when a melt is cooled too quickly for crystals to grow, and as it cools its viscosity rises continuously until the structure stops rearranging at the glass transition temperature. Because of this, glass has no sharp melting point, as ice has, but softens gradually over hundreds of degrees, and it is this gradual softening that makes glassblowing possible.",
            "Silica, SiO2, is the main network former in most glass. Pure silica glass is excellent but melts at well over 1,700 °C, too hot for ordinary furnaces. A flux, usually sodium oxide introduced as soda ash, breaks some of the bonds in the silica network and lowers the melting temperature dramatically, but glass made of silica and soda alone slowly dissolves in water. A stabiliser, usually calcium oxide from limestone, restores durability.",
            "The result is soda-lime glass, which accounts for most window and container glass and many studio batches. A typical composition is about 70 to 74 percent silica, 12 to 16 percent sodium oxide and around 10 percent calcium oxide, with small amounts of magnesia and alumina. Other families change the properties for particular uses. Borosilicate glass replaces much of the flux with boron oxide; it expands very little when heated and so resists thermal shock, which is why it is used for laboratory ware and ovenware. Lead glass, often called crystal, contains lead oxide, which raises its refractive index, giving brilliance when the glass is cut, and lengthens its working range, while making it softer and easier to cut and engrave.",
            "Glassmakers describe the viscosity of glass by a series of reference points: the working point, at which glass can be gathered and shaped; the softening point, at which it sags under its own weight; and the annealing and strain points, discussed later in this course.",
          ),
        },
      },
      {
        title: "Working Hot Glass",
        description: "The furnace, the glory hole and the basic sequence of blowing a vessel.",
        lesson: {
          title: "At the furnace",
          html: p(
            "A studio hot shop is built around three heat sources. The furnace holds a crucible of molten glass, typically kept at around 1,100 to 1,150 °C for working. The glory hole is an open, intensely hot chamber in which a piece in progress is reheated, because glass outside the heat cools and stiffens within a minute or two. The annealer, described in the next module, receives the finished piece.",
            "Work begins with a gather. The glassmaker preheats the end of a steel blowpipe, dips it into the molten glass and turns it steadily, so that the glass winds on like honey onto a spoon, then withdraws it and keeps turning. Turning never stops while the glass is hot, because gravity pulls unsupported glass off centre within seconds. The gather is rolled on the marver, a flat steel table, to centre it, cool its skin and shape it into a cylinder. A small puff of air through the pipe starts the bubble; the cooler, stiffer skin from marvering helps the bubble inflate evenly.",
            "Further gathers add more glass over the first. The piece is shaped with wet wooden blocks and paper pads, and with jacks, the tongs-like tool used to form a neck where the piece will later be broken off the pipe. Heat is itself a tool: the hottest part of the glass moves first, so the glassmaker heats selectively and cools areas with a pad or a gentle stream of air to control where the form changes.",
            "To open the lip, the piece is transferred to a punty, a solid rod with a small hot gather of glass that is pressed onto the base. The vessel is then cracked off the blowpipe at the jack line, reheated, and the opening is widened with the jacks while the punty turns. Finally the punty is knocked off and the piece is carried straight to the annealer, because glass left to cool in the open air would crack.",
          ),
        },
      },
      {
        title: "Annealing and Thermal Stress",
        description: "Why glass cracks as it cools, annealing schedules and the compatibility of glasses.",
        lesson: {
          title: "Cooling without cracking",
          html: p(
            "Glass is a poor conductor of heat, so when a piece cools, its surface cools and contracts before its interior. While the glass is soft, the difference is relieved by flow, but once it is rigid the difference becomes permanent stress locked into the piece. Glass is strong in compression but weak in tension, and a piece with high residual stress may crack in the annealer, a week later on a shelf, or when it is cut or slightly knocked.",
            "Annealing removes this stress by controlled cooling. The annealing point is the temperature at which the viscosity of the glass is about 10^12 pascal-seconds and internal stress is relieved within minutes; the strain point, somewhat lower, is the temperature below which stress can no longer be relieved in any practical time. For a typical soda-lime glass these lie roughly between 500 and 550 °C, although the exact values depend on the composition and are supplied by the maker of the glass. The piece is held at the annealing point long enough for the temperature to even out through its thickness, then cooled slowly through the strain point, after which cooling can be faster, though still not so fast as to cause a thermal shock. Thick pieces need much longer: holding and cooling times rise roughly with the square of the thickness, so a solid sculpture may spend days in the annealer while a thin goblet needs hours.",
            "Stress can be seen. Stressed glass is birefringent, and viewed between two crossed polarising filters, in a polariscope, it shows coloured bands where the stress is concentrated. A well-annealed piece looks uniformly dark.",
            "Stress also arises when two glasses are combined, for example a coloured glass applied over clear. Every glass expands on heating by an amount described by its coefficient of thermal expansion (COE). If two joined glasses have different COEs, they contract by different amounts on cooling and the piece cracks, however carefully it is annealed. Studio glass is therefore sold in families of tested compatible glasses, and an unknown glass must be tested against the clear glass of the furnace before it is used.",
          ),
        },
      },
      {
        title: "Colouring Glass",
        description: "How metal oxides, furnace atmosphere and reheating produce colour.",
        lesson: {
          title: "Colour from metals",
          html:
            p(
              "Most coloured glass owes its colour to small amounts of transition metal ions dissolved in the glass. Each ion absorbs some wavelengths of light and transmits the rest, and the colour depends on the metal, its oxidation state and the composition of the base glass. Some common colourants are shown below.",
            ) +
            "<table><tr><th>Colourant</th><th>Typical colour</th></tr><tr><td>Cobalt oxide</td><td>Deep blue, strong even at a fraction of a percent</td></tr><tr><td>Copper oxide</td><td>Turquoise or blue-green when oxidised; red when reduced to metallic particles</td></tr><tr><td>Chromium oxide</td><td>Green</td></tr><tr><td>Iron oxide</td><td>Green to blue-green, or yellow-brown when more oxidised</td></tr><tr><td>Manganese dioxide</td><td>Purple</td></tr><tr><td>Gold</td><td>Ruby red, from tiny metallic particles</td></tr></table>" +
            p(
              "Iron is present as an impurity in most sand, and it gives the faint green seen on the edge of a window pane. For centuries glassmakers added a little manganese dioxide to counteract it; the purple of manganese is complementary to the green of iron, and the two together look nearly colourless. This is why manganese was called 'glassmaker's soap'. Old glass decolourised with manganese sometimes turns pale violet after long exposure to sunlight.",
              "The atmosphere of the furnace or flame matters, because it changes the oxidation state of the metal. The same copper that gives turquoise in an oxidising atmosphere can produce a deep red in a reducing one, where the copper forms tiny metallic particles.",
              "Gold ruby and copper ruby are examples of striking colours. The glass may leave the furnace almost colourless or pale, and the colour develops only when it is reheated, because reheating allows the metal atoms to cluster into nanoparticles of the right size to scatter and absorb light. A glassmaker working with a striking colour must therefore control reheating carefully, since too little heat leaves the colour weak and too much can make it muddy or opaque.",
            ),
        },
      },
    ],
  },
  {
    slug: "preventive-conservation-collections",
    discipline: "Museum conservation",
    title: "Preventive Conservation of Museum Collections",
    description:
      "The agents of deterioration, relative humidity and temperature, light and ultraviolet radiation, condition reporting and documentation, and integrated pest management, for museum studies students and collections staff.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "condition reporting and documentation",
    modules: [
      {
        title: "The Agents of Deterioration",
        description: "A framework for identifying every threat to a collection.",
        lesson: {
          title: "Ten ways collections are lost",
          html:
            p(
              "Conservation work divides into two kinds. Interventive, or remedial, conservation treats individual objects, for example by cleaning a painting or consolidating flaking paint. Preventive conservation manages the surroundings and the handling practices of a collection so that damage does not happen in the first place. Because it protects thousands of objects at once, preventive work usually saves far more of a collection than treatment can, and it is the responsibility of all collections staff, not only of conservators.",
              "The Canadian Conservation Institute groups every threat to a collection into ten agents of deterioration:",
            ) +
            "<ul><li>Physical forces, such as impact, vibration and stacking.</li><li>Thieves and vandals.</li><li>Fire.</li><li>Water, from floods, leaking roofs and burst pipes.</li><li>Pests, including insects, rodents and birds.</li><li>Pollutants, such as acidic gases, dust and vapours given off by display materials.</li><li>Light, ultraviolet and infrared radiation.</li><li>Incorrect temperature.</li><li>Incorrect relative humidity.</li><li>Dissociation: the loss of objects, or of the information about them, through misplacement or poor record keeping.</li></ul>" +
            p(
              "The framework encourages a systematic survey rather than attention only to the most visible risk. Each agent can be considered at several levels, from the region and the building down to the room, the cabinet and the object's own box, and at each level the staff can avoid, block, detect, respond to and recover from it. A well-fitting archival box, for instance, blocks light, dust, pollutants and small amounts of water at once.",
              "Risks also differ in kind. Some are rare and catastrophic, such as a fire, and others are gradual and cumulative, such as fading, and a good preventive plan weighs both, because the gradual risks often destroy more value over decades than the dramatic ones.",
            ),
        },
      },
      {
        title: "Relative Humidity and Temperature",
        description: "How moisture in the air damages objects and what targets museums set.",
        lesson: {
          title: "Moisture, movement and mould",
          html: p(
            "Relative humidity (RH) is the amount of water vapour in the air expressed as a percentage of the maximum the air could hold at the same temperature. Because warm air can hold more water than cold air, RH depends on temperature: heating a room without adding moisture lowers its RH, and cooling it raises RH. This is why heated museums become very dry in a cold winter, and why an unheated store can become damp when the temperature drops at night.",
            "Hygroscopic materials such as wood, paper, parchment, ivory, bone and textiles absorb moisture from the air and release it again, swelling and shrinking as they do so. Damage occurs when this movement is restrained. A wooden panel painting swells and shrinks across the grain while its paint and ground layers cannot follow, so repeated large swings in RH cause cracking and flaking; veneers lift from furniture for the same reason. Moderate, slow changes are far less harmful than rapid, large ones.",
            "High RH causes chemical and biological damage as well. Mould can germinate on organic materials when RH stays above about 65 to 70 percent for some days. Damp air accelerates the corrosion of metals, and archaeological bronzes contaminated with chlorides can suffer active corrosion, known as 'bronze disease', unless they are kept below about 40 percent RH. Low RH, in turn, makes organic materials brittle.",
            "For decades many museums aimed for a tightly controlled 50 percent RH and about 20 °C. Research on how much movement materials can tolerate, and the energy cost of tight control, have led many institutions to accept wider bands, roughly 40 to 60 percent RH, with limits on how fast RH may change, for collections of mixed materials. Especially sensitive objects are given their own microclimate in a sealed case, often buffered with silica gel pre-equilibrated to the target humidity. Temperature matters mainly through its effect on RH and on the rate of chemical decay: cool storage, as low as freezing for colour film, greatly slows the deterioration of unstable materials.",
          ),
        },
      },
      {
        title: "Light and Ultraviolet Radiation",
        description: "Why light damage is cumulative and how illuminance and exposure are limited.",
        lesson: {
          title: "Light as a cumulative agent",
          html: p(
            "Light is necessary to see an object, but the energy it carries breaks chemical bonds, fading dyes and pigments and weakening fibres. The damage cannot be reversed, and it is cumulative: it depends on the total exposure, the illuminance multiplied by the time, not on the intensity alone. To a first approximation, 50 lux for 10 hours does the same damage as 500 lux for 1 hour. This principle is called reciprocity, and it means that every hour of display uses up part of an object's life.",
            "Ultraviolet (UV) radiation, below about 400 nanometres, is the most damaging part of the spectrum per unit of energy and contributes nothing to seeing. Museums therefore remove it entirely where possible, with UV-filtering film or glazing on windows and with light sources that emit little UV. An older guideline limited UV to 75 microwatts per lumen; modern LED lighting emits almost none. Infrared radiation heats surfaces, which dries and embrittles objects, so lamps are kept at a distance and display cases are ventilated.",
            "Visible light is limited according to each material's sensitivity. Highly sensitive materials, such as textiles, watercolours, works on paper, photographs and many natural dyes, are usually displayed at about 50 lux, which is enough to see them once the eye has adapted. Oil and tempera paintings, wood and bone are typically lit at up to about 150 to 200 lux. Stone, ceramics and most metals are not sensitive to light, and their lighting is limited mainly by heat and by the visitor's comfort.",
            "Because damage depends on total exposure, museums also set annual limits. An object displayed at 50 lux for 3,000 hours a year receives 150,000 lux hours. Exposure can be reduced without lowering light levels by rotating sensitive objects off display, by lighting galleries only when visitors are present, with motion sensors, and by covering cases with curtains that visitors lift. Blue wool standards, strips of dyed wool of known lightfastness, can be exposed alongside objects to show how much fading has occurred.",
          ),
        },
      },
      {
        title: "Integrated Pest Management",
        description: "Monitoring, preventing and treating insect infestations without routine pesticides.",
        lesson: {
          title: "Keeping insects out",
          html: p(
            "Integrated pest management (IPM) replaces the old practice of routine chemical spraying with a cycle of avoiding, blocking, detecting, responding and recovering. Many pesticides once used in museums, including arsenic, mercury salts and naphthalene, left residues that still endanger the staff who handle treated objects, so IPM relies on knowledge of the pests and on good housekeeping.",
            "A few insect species cause most of the damage. The webbing clothes moth, Tineola bisselliella, and carpet beetles, such as the varied carpet beetle Anthrenus verbasci, attack wool, fur, feathers, silk and insect collections; it is the larvae that feed, not the adults. The common furniture beetle, Anobium punctatum, bores into wood and leaves small round exit holes with fine dust, called frass, below them. Silverfish graze on paper, glue and photographic emulsions, and they thrive in damp places.",
            "Detection depends on monitoring. Sticky traps are placed at floor level along walls, in corners and near doors, and numbered on a plan of the building. They are checked at regular intervals and the catch is identified and recorded, so that an increase in one area can be traced to its source. Staff also look for frass, cast larval skins, webbing and fresh holes during routine work.",
            "Prevention is mostly practical. Doors and windows are sealed, food and plants are kept out of collection areas, and stores are cleaned regularly, because dust, hair and dead insects feed the pests. Incoming objects and packing materials are isolated in a quarantine room and inspected before they join the collection.",
            "Infested objects are usually treated without pesticides. Freezing kills all life stages when it is carried out quickly and deeply enough; a common protocol is to seal the object in a polyethylene bag and hold it at about −30 °C for 72 hours, or for longer at −18 °C. Anoxia, keeping the object in a sealed enclosure with oxygen below about 0.3 percent for several weeks, suits objects that cannot be frozen, and controlled heating is a third option for robust materials.",
          ),
        },
      },
    ],
  },
  {
    slug: "prosthetics-orthotics-principles",
    discipline: "Prosthetics and orthotics",
    title: "Lower-Limb Prosthetics and Orthotics",
    description:
      "For prosthetics and orthotics students who have completed anatomy and biomechanics: transtibial socket design and suspension, prosthetic alignment and gait deviations, scoliosis bracing, and orthoses for foot drop.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "scoliosis bracing",
    modules: [
      {
        title: "Transtibial Socket Design and Suspension",
        description: "Loading the residual limb safely and keeping the prosthesis attached.",
        lesson: {
          title: "Where the limb can bear load",
          html: p(
            "Transtibial, or below-knee, amputation is the commonest major lower-limb amputation, and in high-income countries most are performed because of peripheral arterial disease and diabetes. The residual limb was never designed to bear weight, so the socket, the part of the prosthesis that encloses it, must distribute load over the tissues that tolerate pressure while relieving those that do not.",
            "Pressure-tolerant areas include the patellar tendon, the medial flare of the tibia, the shaft of the fibula, the anterior compartment muscles and the popliteal area behind the knee. Pressure-sensitive areas include the fibular head, where the common peroneal nerve lies close to the surface, the tibial crest and tubercle, the distal end of the tibia and the hamstring tendons. A socket that loads a sensitive area causes pain and, in a patient with poor sensation, skin breakdown that may go unnoticed.",
            "The patellar tendon bearing (PTB) socket, developed at the University of California in the late 1950s, is designed to load selectively. A bar indents the patellar tendon, and the posterior wall provides a counterforce that holds the tendon against the bar, while reliefs are built over the sensitive areas. The total surface bearing (TSB) socket takes a different approach: it contacts the whole limb and distributes load more evenly, relying on the hydrostatic behaviour of soft tissue contained in a close-fitting socket. TSB sockets are usually worn with a silicone or gel liner that protects the skin and reduces shear.",
            "Suspension keeps the prosthesis on the limb during the swing phase, when the weight of the prosthesis pulls it away. Options include a supracondylar cuff strap above the femoral condyles; a liner with a distal pin that locks into the socket; suction, in which a sealing sleeve or a seal on the liner creates negative pressure; and vacuum-assisted suspension, in which a pump actively removes air. Good suspension minimises pistoning, the up-and-down movement of the limb in the socket, which causes friction and blisters.",
          ),
        },
      },
      {
        title: "Prosthetic Alignment and Gait Deviations",
        description: "How the position of the foot relative to the socket changes the moments at the knee.",
        lesson: {
          title: "Alignment and walking",
          html: p(
            "Alignment is the position of the socket relative to the foot in all three planes. It is set in three stages. Bench alignment follows the manufacturer's reference lines before the patient tries the limb; static alignment is checked with the patient standing; and dynamic alignment is adjusted while watching the patient walk, because a prosthesis that looks correct in standing may behave poorly in gait.",
            "The key principle is that the position of the foot determines where the ground reaction force passes relative to the knee. In a transtibial prosthesis, moving the foot anteriorly relative to the socket moves the ground reaction force in front of the knee in late stance, creating an extension moment: the knee feels stable, but the patient may feel as though walking uphill and struggle to roll over the toe. Moving the foot posteriorly, or an excessively hard heel, produces a flexion moment in early stance, and the knee may buckle suddenly. A heel that is too soft lets the foot flatten too early and reduces the knee flexion that normally absorbs shock.",
            "For transfemoral prostheses, stability in stance depends largely on the position of the prosthetic knee axis. Placing the axis behind the line from the greater trochanter to the ankle, the TKA line, makes the knee more stable, while placing it in front makes the knee easier to flex in swing but harder to control in stance.",
            "Gait deviations are read systematically. Lateral trunk bending towards the prosthetic side may indicate a prosthesis that is too short, a socket whose lateral wall gives poor support, or weak hip abductors. Vaulting, rising onto the toes of the sound foot, and circumduction, swinging the prosthesis outwards in an arc, both suggest that the prosthesis is too long or does not shorten enough in swing, for example because the knee flexes too little. Each deviation has prosthetic causes and patient causes, such as contractures, weakness or fear, and the clinician must distinguish them before changing the alignment.",
          ),
        },
      },
      {
        title: "Orthoses for Foot Drop",
        description: "The three-point pressure principle and the choice of ankle-foot orthosis.",
        lesson: {
          title: "Holding the foot up",
          html: p(
            "An orthosis is an externally applied device that supports, aligns or controls the movement of a body segment. Almost all orthoses act through a three-point pressure system: two forces in one direction at the ends of the device and one opposing force between them, near the joint to be controlled. The longer the lever arms, the smaller the forces needed, and the larger the area over which each force is applied, the lower the pressure on the skin. A short orthosis with narrow straps therefore needs higher pressures than a long, well-contoured one to produce the same moment.",
            "Foot drop is weakness of the ankle dorsiflexors, so that the toes drag in swing and the foot slaps down after heel contact. Common causes are stroke, injury of the common peroneal nerve at the fibular head and peripheral neuropathy. Patients compensate by lifting the knee high, by hip hiking or by circumducting the leg.",
            "The ankle-foot orthosis (AFO) is the usual treatment, and its design is chosen according to what else is wrong. A posterior leaf spring AFO is a thin, flexible plastic shell behind the calf; it yields as the tibia moves forward in stance and springs back in swing to hold the foot up, which suits isolated dorsiflexor weakness with good ankle stability. A hinged, or articulated, AFO has ankle joints with a plantarflexion stop, allowing dorsiflexion while preventing the foot from dropping. A solid AFO holds the ankle at a fixed angle and is used when there is also spasticity, mediolateral instability or weakness of the plantarflexors.",
            "An AFO also affects the knee, because it changes the direction of the ground reaction force. A solid AFO set in slight dorsiflexion brings the tibia forward, moving the force behind the knee and tending to flex it, which helps patients who hyperextend the knee. Set in plantarflexion, the same AFO pushes the knee into hyperextension. The angle of the ankle, and the stiffness of the heel of the shoe, must therefore be tuned to each patient.",
          ),
        },
      },
    ],
  },
];
