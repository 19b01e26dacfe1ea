/** Forty-eighth held-out evaluation courses, intermediate level (kayak coaching to judo coaching); see ai-courses-heldout48.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT48_B: EvalCourse[] = [
  {
    slug: "kayak-coaching-moving-water",
    discipline: "Kayak coaching",
    title: "Coaching Kayakers on Moving Water",
    description:
      "Paddlers who can already roll and ferry need a coach who reads the river as well as the stroke. Candidates for the moving-water coaching award study group management on the river, stroke analysis, safety and rescue planning, and coaching the roll.",
    level: "intermediate",
    duration: "five days on the river plus a one-day assessment",
    plantedGap: "coaching the roll",
    modules: [
      {
        title: "Managing a Group on Moving Water",
        description: "Where should the coach sit when six paddlers break into an eddy one after another?",
        lesson: {
          title: "Positioning, signals and the eddy-hopping ladder",
          html:
            p(
              "On flat water a coach can see every paddler and call instructions across a few metres of still air. On a grade 2 river the group is spread over a hundred metres, the water is loud, and a capsized paddler is carried downstream at the speed of the current, often 1 to 3 metres per second. Group management therefore comes before any stroke coaching: if the group is not controlled, nothing else can be taught safely.",
              "The standard method is eddy hopping. The coach leads from the front, breaks into a chosen eddy, turns to face upstream and signals the group down one at a time. Each paddler catches the same eddy, or one immediately upstream, before the next leaves. The coach can thus see every paddler approach, is already downstream of anyone who capsizes, and controls the spacing. On wider rivers a second coach or a competent paddler sits at the back as 'sweep' and leaves each eddy last.",
            ) +
            "<ul><li>Paddle held vertically: come to me, straight down the line shown.</li><li>Paddle held horizontally above the head: stop, hold position.</li><li>Paddle pointed at an angle: go in that direction, toward safe water.</li><li>Hand tapping the top of the helmet: I am OK / are you OK?</li></ul>" +
            p(
              "These signals are widely taught by British Canoeing and American Canoe Association coaches, and every group should agree them on the bank before launching. The ratio of coach to paddlers matters as well: on moving water a common limit is one coach to six paddlers, fewer if the water is colder, pushier or the group less experienced. A coach who cannot see all the boats at once has too many.",
            ),
        },
      },
      {
        title: "Analysing the Forward and Sweep Strokes",
        description:
          "Coaches learn to break a stroke into catch, power and exit phases and to spot the one fault worth correcting first.",
        lesson: {
          title: "Observe, analyse, intervene",
          html: p(
            "Good stroke coaching follows a simple cycle: observe the paddler several times from more than one angle, analyse what is happening and why, choose a single intervention, and observe again to see whether it worked. The most common coaching error is to skip straight to correction after one look, or to give three corrections at once, which the paddler cannot act on.",
            "The forward stroke is usually analysed in three phases. In the catch, the blade is planted fully and vertically near the feet, with the top hand at about eye level. In the power phase, the paddler rotates the torso, unwinding from the hips, so that the boat is pulled past a blade that stays nearly fixed in the water; the arms do relatively little. In the exit, the blade leaves the water at the hip, not behind it, because pulling further only lifts water and turns the boat. Watching from the side shows blade depth and exit point; watching from the front shows whether the torso rotates or the paddler merely pulls with the arms.",
            "The sweep stroke turns the boat. The blade is planted near the feet, swept in a wide arc as far from the hull as possible, and removed near the stern. A paddler who cannot turn a river-running kayak quickly usually has a sweep that is too close to the boat or too short. Edging the boat, tilting it with the knees while keeping the body upright, lets the hull release and turn more quickly.",
            "Having identified a fault, pick the one whose correction will fix others. A paddler whose torso does not rotate will also exit late and steer poorly; fixing rotation fixes all three. Give the task in terms of an outcome, such as 'make the boat glide further between strokes', rather than a list of body positions.",
          ),
        },
      },
      {
        title: "Planning for Safety and Rescue",
        description:
          "Before the group launches, the coach has already decided where a swimmer will be picked up and who will throw the line.",
        lesson: {
          title: "Dynamic risk assessment on the river",
          html: p(
            "Risk assessment for a river trip happens twice. Before the day, the coach checks the river guide, the gauge reading and the weather forecast, identifies the known hazards of the section, and sets a plan with access and egress points and an emergency route to a road. On the day, the coach continuously reassesses, because a river that was grade 2 at 0.4 m on the gauge may be grade 3 with rain at 0.9 m, and a tree that fell overnight can turn an easy bend into a lethal strainer.",
            "The main hazards on moving water are predictable. Strainers, such as fallen trees and fences, let water through but hold a person. Weirs and low-head dams create a recirculating stopper that can hold a swimmer indefinitely. Undercut rocks and siphons pull water, and people, beneath the surface. Cold water adds cold shock in the first minute and swimming failure within about ten. None of these is best dealt with by rescue; the best plan is to avoid them by inspecting, portaging or choosing another section.",
            "When a paddler does swim, rescue follows the priority order taught by most national bodies: self-rescue first, then rescue by another paddler with a boat, then a throw line from the bank, and only as a last resort a wading or swimming rescue. The coach should place bank safety with a throw bag below any significant rapid before the group runs it, and should know the swimmer's drill that the group has been taught: on the back, feet downstream at the surface, swim aggressively toward an eddy when the water allows.",
            "The coach also carries the kit to match the plan: throw line, knife, whistle, first-aid kit, a group shelter, and a means of calling for help, such as a phone in a waterproof case.",
          ),
        },
      },
    ],
  },
  {
    slug: "ink-making-iron-gall-carbon",
    discipline: "Ink making",
    title: "Historical Inks: Carbon, Iron Gall and Their Binders",
    description:
      "Scribes before the fountain pen mixed their own inks. Learners who have practised calligraphy reconstruct carbon ink from lampblack, iron gall ink from oak galls, the gum arabic that binds them, and the pigments of red rubrication, testing each on paper and parchment.",
    level: "intermediate",
    duration: "eight weekly workshops (3 hours each)",
    plantedGap: "red rubrication",
    modules: [
      {
        title: "Carbon Black Inks",
        description:
          "Soot, gum and water make the most permanent ink ever used, and the workshop makes a stick and a liquid version.",
        lesson: {
          title: "Lampblack, binder and dispersion",
          html: p(
            "Carbon ink is the oldest ink for writing: the scribes of ancient Egypt and of Han China both used it, and texts written with it more than two thousand years ago remain legible today. It is a suspension, not a solution. Tiny particles of carbon, made by incomplete combustion, are held in water by a binder that both keeps them dispersed and glues them to the writing surface once the water evaporates.",
            "Lampblack is collected by burning oil, resin or fat under a cool surface such as a ceramic dish, from which the soot is scraped. Pine soot, made by burning pine wood in long kilns, was the basis of the Chinese ink stick. The finer the particles, typically well under a micrometre for good lampblack, the blacker, smoother and more even the ink.",
            "The binder in the Mediterranean and Islamic traditions was usually gum arabic, the dried sap of <i>Acacia senegal</i>; in East Asia it was animal glue. A practical recipe for a liquid ink is 10 g of lampblack ground with 5 g of gum arabic dissolved in 50 ml of warm water. Grinding matters more than proportions: the soot is hydrophobic and floats on water, so it is first wetted with a few drops of gum solution and worked on a glass slab with a muller for twenty minutes or more, until no grains can be felt.",
            "Carbon ink does not react with paper or parchment; it sits on the surface. Its great advantage is chemical stability: carbon does not fade in light and does not corrode the support. Its weakness is that it can be washed or scraped off, which is why medieval scribes who needed to correct an error could erase it with a knife, and why forgers and palimpsest makers valued it.",
          ),
        },
      },
      {
        title: "Iron Gall Ink",
        description:
          "From the eleventh to the nineteenth century most European writing was done in an ink that darkens as it oxidises and, in excess, eats through the page.",
        lesson: {
          title: "Galls, vitriol and the chemistry of blackening",
          html:
            p(
              "Iron gall ink is made from three ingredients: a source of tannins, usually oak galls; iron(II) sulphate, historically called green vitriol or copperas; and gum arabic. Oak galls are growths produced by the tree in response to the larvae of gall wasps, such as <i>Andricus kollari</i>, and they can contain more than 50 per cent tannins by weight, mostly gallotannins that hydrolyse to gallic acid.",
              "When iron(II) sulphate is added to an extract of crushed galls, the iron ions form complexes with gallic acid. The solution is pale at first. On exposure to air, iron(II) is oxidised to iron(III), and the iron(III) gallate complex is intensely blue-black. This is why iron gall ink often goes on grey and darkens on the page within hours, and why old recipes tell the scribe to leave the ink exposed to air before use.",
            ) +
            "<table><tr><th>Ingredient</th><th>Example quantity</th><th>Role</th></tr><tr><td>Crushed oak galls</td><td>30 g, steeped in 300 ml water for a week</td><td>Tannins and gallic acid</td></tr><tr><td>Iron(II) sulphate</td><td>15 g</td><td>Forms the black iron gallate</td></tr><tr><td>Gum arabic</td><td>10 g</td><td>Viscosity and binding</td></tr></table>" +
            p(
              "The ratio of iron to gallic acid decides the ink's fate. Excess iron sulphate catalyses oxidation of cellulose and releases sulphuric acid, which together cause the brown haloes, cracking and finally holes known to conservators as ink corrosion. Many manuscripts and the drafts of composers such as J. S. Bach suffer from it. Modern reconstructions keep the iron-to-galls ratio by weight at about 1 to 3 or lower, and a careful ink maker tests each batch on a strip of paper exposed to heat and humidity before using it for anything valuable.",
            ),
        },
      },
      {
        title: "Gum Arabic and Flow",
        description:
          "The binder decides whether an ink flows from a quill, feathers on paper, or cracks when the page is bent.",
        lesson: {
          title: "Viscosity, sizing and the quill",
          html: p(
            "Gum arabic is a complex polysaccharide, a branched chain of galactose, arabinose, rhamnose and glucuronic acid units with a small protein fraction, that dissolves readily in cold water to give a clear, slightly acidic solution. In ink it has three jobs: it raises viscosity so that the ink stays on the pen, it keeps pigment particles from settling, and when dry it forms a thin, flexible film that holds the colourant to the surface and gives a slight gloss.",
            "Too little gum and the ink runs off a quill in a blot, spreads along the fibres of unsized paper and, with carbon inks, rubs off when dry. Too much and the ink becomes sticky, flows poorly, leaves a raised, shiny line that can crack and flake when the sheet is flexed, and may even stick facing pages together. For most historical recipes, gum at about 2 to 4 per cent of the ink by weight is a reasonable starting point, adjusted by test strokes.",
            "The writing surface matters as much as the ink. Parchment has a slightly greasy, non-absorbent surface and scribes prepared it with pounce, a fine powder of pumice or cuttlefish bone, so that the ink would take. Hand-made paper of the period was sized with gelatine, which stops the ink wicking into the fibres. On unsized modern paper, the same ink will feather badly.",
            "A practical test sheet is worth making for every batch: a row of lines drawn with a quill and a steel nib, hairlines and broad strokes, on sized paper and on parchment, allowed to dry for a day, then rubbed with a fingertip, flexed, and touched with a drop of water. The results tell the maker far more than the recipe does.",
          ),
        },
      },
    ],
  },
  {
    slug: "fossil-preparation-mechanical-chemical",
    discipline: "Fossil preparation",
    title: "Fossil Preparation in the Laboratory",
    description:
      "Between the field jacket and the museum drawer lies the preparation laboratory. Mechanical preparation with air scribes, acid preparation, consolidants and adhesives, and moulding and casting are the methods practised here, alongside the documentation every specimen needs.",
    level: "intermediate",
    duration: "one term (two laboratory days a week)",
    plantedGap: "moulding and casting",
    modules: [
      {
        title: "Opening the Field Jacket and Mechanical Preparation",
        description:
          "Specimens arrive wrapped in plaster and burlap, and the first task is to open them without losing a single bone fragment.",
        lesson: {
          title: "Air scribes, needles and matrix removal",
          html: p(
            "Most vertebrate fossils collected in the field arrive at the laboratory in a jacket of plaster-soaked burlap wrapped around the specimen and its surrounding rock, the matrix. The jacket is opened with a cast saw or snips along the side that will become the top, the upper shell is lifted away, and the exposed surface is photographed and mapped before any matrix is removed. Field numbers written on the jacket are transferred at once to the laboratory record.",
            "Mechanical preparation means removing matrix by physical force, and it is the default method for most specimens. The principal tool is the air scribe, a pneumatic pen in which a small piston drives a carbide stylus back and forth thousands of times a minute. Larger scribes, such as the Chicago Pneumatic CP-9361, remove hard sandstone quickly; fine scribes like the Paleotools Micro Jack are used close to bone. Below the scribe in scale come pin vices with tungsten carbide needles, used under a binocular microscope at 10 to 40 times magnification, and air abrasion units that blast fine powder such as sodium bicarbonate or aluminium oxide at the matrix.",
            "The governing principle is to work from matrix towards bone, never from bone outward. The preparator removes rock at a distance, approaches the fossil surface gradually, and stops when a change in colour, texture or sound shows that bone is close. Bone is often softer than the rock around it, so a scribe that slips will gouge the specimen.",
            "Personal protection matters: eye protection, hearing protection for scribes, and dust extraction, because many sedimentary rocks contain crystalline silica, and inhaling its dust over years causes silicosis. Work areas with local exhaust ventilation and a P3 or N95 respirator are standard.",
          ),
        },
      },
      {
        title: "Acid Preparation",
        description:
          "When a fossil sits in limestone, weak acid can dissolve the rock and leave the bone, provided the preparator controls every step.",
        lesson: {
          title: "Buffered acetic and formic acid methods",
          html:
            p(
              "Acid preparation exploits a difference in solubility. Fossil bone and teeth are made mostly of the calcium phosphate mineral apatite, which resists dilute organic acids, while limestone and calcareous cements are calcium carbonate, which dissolves in them. Fish in the nodules of the Scottish Old Red Sandstone and small vertebrates in many cave deposits have been freed this way with a level of detail no needle could match.",
              "The standard method, developed by Toombs and Rixon at the Natural History Museum in London in the 1950s and 1960s, uses acetic acid at 5 to 10 per cent or formic acid at 3 to 5 per cent. The bath is buffered with tricalcium phosphate, which saturates the solution with phosphate and reduces attack on the bone itself.",
            ) +
            "<ul><li>Consolidate all exposed bone and coat it with a protective layer before the first bath.</li><li>Immerse for a few hours only; check regularly.</li><li>Rinse in running water for at least as long as the acid bath, to remove acid and salts.</li><li>Dry slowly, consolidate newly exposed bone, and repeat.</li></ul>" +
            p(
              "Each cycle exposes a little more bone, which must then be consolidated before the next bath, so a single specimen may take months. Rinsing is critical: acetate salts left in the bone can crystallise later and split the fossil. Acid preparation also destroys the matrix, with its sedimentary and sometimes biological information, so samples for geochemistry or microfossils should be taken and logged beforehand.",
              "Not every limestone specimen is a candidate. Bone that is heavily fractured, or that contains calcite filling its pores and cracks, may be weakened or even disintegrate as that calcite dissolves. A small test on an unimportant fragment, observed over a few days, tells the preparator whether the method is safe before the whole block goes into the bath.",
            ),
        },
      },
      {
        title: "Consolidants and Adhesives",
        description:
          "Every chemical that goes into a fossil may one day need to come out again, so preparators choose reversible materials and record them.",
        lesson: {
          title: "Paraloid B-72, Butvar and the principle of reversibility",
          html:
            p(
              "A consolidant is a dilute resin that soaks into porous, fragile bone and hardens it. An adhesive joins broken pieces. The two are often the same polymer used at different concentrations. Modern practice favours thermoplastic resins that remain soluble in their solvent for decades, so that a future preparator or researcher can reverse the treatment, remove a poorly aligned join, or clean the bone for chemical analysis.",
            ) +
            "<table><tr><th>Material</th><th>Chemistry</th><th>Solvent</th><th>Typical use</th></tr><tr><td>Paraloid B-72</td><td>Ethyl methacrylate–methyl acrylate copolymer</td><td>Acetone</td><td>Consolidant at 2–5 %, adhesive at 30–50 %</td></tr><tr><td>Butvar B-76</td><td>Polyvinyl butyral</td><td>Acetone or ethanol</td><td>Consolidant and adhesive</td></tr><tr><td>Cyanoacrylate</td><td>Reactive monomer</td><td>Not reliably reversible</td><td>Emergency field use only</td></tr></table>" +
            p(
              "Concentration controls penetration. A thin solution of Paraloid B-72, around 2 to 5 per cent weight-to-volume in acetone, penetrates deeply into porous bone; a thick one stays at the surface and forms a glossy skin that traps fragile bone beneath a hard shell. Consolidant is applied with a pipette or fine brush and allowed to wick in, often in several applications, and wet bone must be dried slowly first because these resins do not penetrate water-filled pores.",
              "Every treatment is recorded: the resin, its batch, concentration and solvent, where it was applied and when. That record travels with the specimen number. Researchers sampling bone for isotopes or ancient proteins need to know what was added, and undocumented consolidants have compromised the dating of important specimens.",
              "Older collections often contain specimens treated with shellac, polyvinyl acetate emulsions or animal glue, which yellow, shrink or become insoluble with age. Identifying such materials, usually by solubility tests on a tiny spot, is often the first job when an old specimen returns to the laboratory for study.",
            ),
        },
      },
    ],
  },
  {
    slug: "operetta-offenbach-to-lehar",
    discipline: "Operetta",
    title: "Operetta from Offenbach to Lehár",
    description:
      "Paris in the 1850s gave the world a light, satirical musical theatre that Vienna and London soon made their own. The course traces Offenbach's opéra bouffe, the Viennese Golden Age of Johann Strauss II, the Savoy operas of Gilbert and Sullivan, and the Silver Age of Lehár and Kálmán.",
    level: "intermediate",
    duration: "one semester (2 hours a week)",
    plantedGap: "Silver Age",
    modules: [
      {
        title: "Offenbach and Opéra Bouffe",
        description:
          "Offenbach's little theatre on the Champs-Élysées, and the parodies that mocked the gods of Olympus and the Second Empire at the same time.",
        lesson: {
          title: "Orphée aux enfers and the comedy of the Second Empire",
          html: p(
            "Jacques Offenbach, born in Cologne in 1819 and trained as a cellist in Paris, opened his own theatre, the Bouffes-Parisiens, in 1855. A licensing restriction at first limited him to one-act pieces with at most three or four singing characters, and within these bounds he developed a genre of short, witty musical farces. When the rules were relaxed he produced full-length works, and <i>Orphée aux enfers</i> (1858) made his name and his fortune.",
            "<i>Orphée</i> turns Gluck's noble myth upside down. Orpheus is a tedious violin teacher glad to be rid of his wife Eurydice; only Public Opinion, a character invented for the piece, forces him to fetch her back from the underworld. The gods of Olympus are bored, petty and rebellious, and audiences understood them as a portrait of the court of Napoleon III. The famous galop infernal, the music that later became the cancan of popular imagination, ends the piece in a riot.",
            "The term <i>opéra bouffe</i> describes this style: spoken dialogue alternating with musical numbers, parody of serious opera and classical subjects, topical satire, and a musical language built on dance rhythms, strophic couplets and brilliant ensemble finales. Offenbach's later successes included <i>La belle Hélène</i> (1864), <i>La Vie parisienne</i> (1866) and <i>La Grande-Duchesse de Gérolstein</i> (1867), all with librettos by Henri Meilhac and Ludovic Halévy, the team who would later write <i>Carmen</i> for Bizet.",
            "The fall of the Second Empire in 1870 ended the world Offenbach had satirised, and his popularity in Paris waned. Yet by then his works had been performed across Europe, and in Vienna in particular they set theatre directors looking for a local composer who could do the same.",
          ),
        },
      },
      {
        title: "The Viennese Golden Age",
        description:
          "Vienna answered Offenbach with the waltz, and Johann Strauss II's Die Fledermaus became the model of the genre.",
        lesson: {
          title: "Die Fledermaus and the waltz on stage",
          html:
            p(
              "Vienna encountered Offenbach in the late 1850s, and his works were performed in adapted German versions at the Carltheater and the Theater an der Wien. Local composers soon followed. Franz von Suppé wrote <i>Das Pensionat</i> (1860), often named as the first Viennese operetta, and later <i>Boccaccio</i> (1879). But the composer who defined the Viennese genre was Johann Strauss II, already famous as the 'Waltz King' for dance music such as <i>An der schönen blauen Donau</i>.",
              "Strauss's <i>Die Fledermaus</i>, first performed at the Theater an der Wien on 5 April 1874, was based on a French farce by Meilhac and Halévy. Gabriel von Eisenstein, due to begin a short prison sentence, goes instead to a ball given by Prince Orlofsky, where he flirts with a masked Hungarian countess who is in fact his own wife, Rosalinde. The plot is a revenge played on him by his friend Dr Falke, the 'bat' of the title.",
              "The Viennese style differed from Offenbach's in emphasis. Satire is gentler; sentiment, nostalgia and the intoxication of the dance take its place. The waltz is the musical heart, whether in the ensemble 'Brüderlein und Schwesterlein' or the orchestral waltz that runs through the overture. Act 2, a party scene, allows insertions, and in many productions guest stars sing or play numbers unrelated to the plot.",
            ) +
            "<ul><li>Suppé, <i>Boccaccio</i> (1879)</li><li>Strauss II, <i>Die Fledermaus</i> (1874) and <i>Der Zigeunerbaron</i> (1885)</li><li>Carl Millöcker, <i>Der Bettelstudent</i> (1882)</li><li>Carl Zeller, <i>Der Vogelhändler</i> (1891)</li></ul>" +
            p(
              "These works, the core of what is now called the Golden Age, remain in the repertoire of the Vienna Volksoper and of opera houses across central Europe.",
            ),
        },
      },
      {
        title: "Gilbert and Sullivan at the Savoy",
        description:
          "London's contribution was a partnership between a satirist with a taste for logical absurdity and a composer trained in Leipzig.",
        lesson: {
          title: "Patter, parody and the Savoy tradition",
          html: p(
            "William Schwenck Gilbert, a barrister turned dramatist and comic poet, and Arthur Sullivan, a composer who had studied at the Leipzig Conservatory, were brought together by the impresario Richard D'Oyly Carte. Their first success for him was <i>Trial by Jury</i> (1875), a one-act piece set entirely in a courtroom. Between 1878 and 1889 they wrote a run of works including <i>H.M.S. Pinafore</i> (1878), <i>The Pirates of Penzance</i> (1879), <i>Iolanthe</i> (1882), <i>The Mikado</i> (1885) and <i>The Gondoliers</i> (1889). From 1881 they were staged at the Savoy Theatre, built by Carte and the first public building in the world lit entirely by electricity, and the works have been called the Savoy operas ever since.",
            "Gilbert's method was 'topsy-turvy': to take a premise to its strictly logical and absurd conclusion. In <i>Pirates</i>, Frederic, born on 29 February, is apprenticed to the pirates until his twenty-first birthday and so must serve until he is over eighty. Gilbert's targets were British institutions: the navy, the House of Lords, the law, and the social climbing of the middle classes.",
            "Sullivan's music often parodies grand opera, especially Verdi and Donizetti, with mock-heroic choruses and melodramatic recitatives. Two forms became trademarks: the patter song, sung at great speed by a comic baritone, as in the Major-General's song in <i>Pirates</i>; and the contrapuntal double chorus, in which two groups sing different melodies that are then combined.",
            "Unusually, Gilbert directed the works himself, with strict attention to diction and stage business, and the D'Oyly Carte Opera Company preserved his stagings, with little change, until 1982. When the copyright in the works expired in 1961, other companies were free to reinterpret them, and productions since have ranged from strict Savoy tradition to radical updatings.",
          ),
        },
      },
    ],
  },
  {
    slug: "judo-coaching-club-level",
    discipline: "Judo coaching",
    title: "Coaching Judo at Club Level",
    description:
      "Turning a good judoka into a good coach means learning to teach as well as to throw. Topics are safe teaching of ukemi, coaching throws through kuzushi and tsukuri, planning a session, and the grading syllabus.",
    level: "intermediate",
    duration: "six weekends",
    plantedGap: "grading syllabus",
    modules: [
      {
        title: "Teaching Ukemi Safely",
        description:
          "Every throw needs someone who can fall, and falling is the first thing a judo coach must teach well.",
        lesson: {
          title: "Breakfalls from the ground up",
          html: p(
            "Ukemi, the art of falling, is what makes judo possible as a sport. A judoka who can fall safely can be thrown hundreds of times a week; one who cannot will be injured or afraid, and both outcomes end a judo career. Coaches therefore teach ukemi before any throw and return to it in every session, especially with beginners and children.",
            "The progressions work from low to high. The back breakfall, ushiro ukemi, begins from a lying position with the chin tucked to the chest and the arms slapping the mat at about 45 degrees to the body, palms down, as the back rolls onto the mat. It then progresses to sitting, then squatting, and finally standing. Side breakfall, yoko ukemi, follows the same sequence. The rolling breakfall, mae mawari ukemi, is taught from a kneeling position with the roll travelling diagonally across the back from the shoulder to the opposite hip, never over the neck or spine.",
            "Three errors cause most injuries. Beginners reach out with a straight arm to catch themselves, which can dislocate an elbow or break the collarbone; the slap must be with a relaxed arm alongside the body. They forget to tuck the chin, so the head strikes the mat. And they tense, landing as a rigid block instead of spreading the impact.",
            "Coaches manage risk through the environment as well. Mats must be joined without gaps, the space must allow at least a metre of safe area between pairs, and the coach arranges pairs by weight and ability. Until ukemi is reliable, students are thrown only by the coach or an experienced partner, at a slow speed, and in a direction chosen in advance.",
          ),
        },
      },
      {
        title: "Coaching a Throw: Kuzushi, Tsukuri, Kake",
        description:
          "How to explain, demonstrate and correct a throw using the three phases that Jigoro Kano himself described.",
        lesson: {
          title: "Breaking balance, fitting in and executing",
          html:
            p(
              "Jigoro Kano, who founded Kodokan judo in Tokyo in 1882, taught that every throw has three phases. Kuzushi is breaking the opponent's balance, usually by pulling or pushing with the hands while moving the body. Tsukuri is fitting in, placing one's own body into the position from which the throw can be made. Kake is the execution, the throw itself. A coach who can see these phases can diagnose almost any failed throw.",
              "Consider o-soto-gari, the major outer reap, a common first throw. Tori, the thrower, grips uke's right sleeve with the left hand and uke's left lapel with the right. Kuzushi comes from pulling the sleeve down and out while the lapel hand drives up and back, tipping uke onto the right heel. Tsukuri is the step: tori's left foot steps beside uke's right foot and tori's chest comes into contact with uke's chest. Kake is the reap: tori's right leg swings past uke's right leg and sweeps it back from the thigh while the upper body continues to drive uke backwards.",
              "When the throw fails, the coach looks at the phases in order. If uke's weight is still on the toes, kuzushi is missing and no reap will work. If tori steps too far away, tsukuri is wrong and tori is reaping at the end of a long leg with no power. If balance and position are good but uke is not thrown, the reap itself is too slow or too low.",
            ) +
            "<ul><li>Demonstrate the whole throw at normal speed.</li><li>Break it into the three phases and practise each in uchikomi (repetitions without throwing).</li><li>Reassemble and throw onto a crash mat.</li><li>Correct one phase at a time.</li></ul>",
        },
      },
      {
        title: "Planning a Club Session",
        description:
          "A ninety-minute session that warms up, teaches, applies and cools down, adapted for a mixed group of ages and grades.",
        lesson: {
          title: "The structure of an effective session",
          html:
            p(
              "Club sessions that work have a plan written before the coach steps onto the mat. The plan begins with an outcome: what should the players be able to do at the end that they could not do at the start? 'Improve o-soto-gari' is too vague; 'green belts can enter o-soto-gari from a right-handed grip against a moving partner' is a usable target.",
            ) +
            "<table><tr><th>Phase</th><th>Time (min)</th><th>Content</th></tr><tr><td>Warm-up</td><td>15</td><td>Pulse raising, mobility, ukemi practice, movement games</td></tr><tr><td>Technical</td><td>25</td><td>Teach or revise a throw in phases; uchikomi</td></tr><tr><td>Application</td><td>20</td><td>Nage komi (throwing practice), then constrained randori</td></tr><tr><td>Free practice</td><td>20</td><td>Randori, tachi-waza and ne-waza</td></tr><tr><td>Cool-down</td><td>10</td><td>Stretching, review, questions</td></tr></table>" +
            p(
              "Constrained games are the bridge between technique and free fighting. The coach limits what the players may do: only one grip, only forward throws, or one player attacks while the other only defends. Constraints make the new skill likely to appear, so players practise it under realistic pressure instead of abandoning it for a throw they already know.",
              "A mixed group needs differentiation. Pair beginners with experienced partners for ukemi and uchikomi, but separate them by weight and grade for randori. Younger children work in shorter blocks of five to ten minutes with more games. After the session, the coach notes what worked and what did not, because the next plan should start from that evidence.",
              "Safety belongs in the plan too. The coach checks the mats and the first-aid kit before the session, knows each player's relevant medical conditions, and keeps a written record of any injury. Randori periods are timed, typically two to three minutes per bout with changes of partner, and the coach stands where every pair can be seen.",
            ),
        },
      },
    ],
  },
];
