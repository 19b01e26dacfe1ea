/** Tenth held-out evaluation courses, beginner level (Italian to entrepreneurship); see ai-courses-heldout10.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT10_A: EvalCourse[] = [
  {
    slug: "elementary-italian-one",
    discipline: "Italian language",
    title: "Elementary Italian I",
    description:
      "Pronunciation and spelling, the gender and plural of nouns with the definite article, the present tense of regular and irregular verbs, and the passato prossimo with avere and essere, practised through everyday conversation from the first lesson.",
    level: "beginner",
    duration: "12 weeks",
    plantedGap: "passato prossimo",
    modules: [
      {
        title: "Reading Italian Aloud",
        description:
          "Italian spelling maps closely onto sound, so a handful of rules lets you pronounce almost any word on sight.",
        lesson: {
          title: "Letters, sounds and stress",
          html:
            p(
              "Italian has only five vowel letters, and each keeps a clear, steady value: <i>a</i> as in 'father', <i>e</i> either close (as in 'say' without the glide) or open (as in 'bed'), <i>i</i> as in 'machine', <i>o</i> close or open, and <i>u</i> as in 'rule'. Vowels are never reduced to the neutral 'uh' sound of unstressed English syllables, which is why Italian sounds so even and musical to English ears.",
              "Most consonants behave as in English, but the letters <i>c</i> and <i>g</i> change value according to the vowel that follows. Before <i>a</i>, <i>o</i> and <i>u</i> they are hard, as in <i>casa</i> ('house') and <i>gatto</i> ('cat'); before <i>e</i> and <i>i</i> they are soft, as in <i>cena</i> ('dinner', pronounced 'CHEH-nah') and <i>gelato</i>. To keep the hard sound before <i>e</i> or <i>i</i>, Italian inserts an <i>h</i>: <i>chiesa</i> ('church') begins with a k sound and <i>spaghetti</i> has a hard g. The group <i>gn</i> sounds like the ny in 'canyon' (<i>bagno</i>), and <i>gli</i> is close to the lli in 'million' (<i>figlio</i>, 'son'). The letter <i>h</i> on its own is always silent.",
            ) +
            "<table><tr><th>Spelling</th><th>Sound</th><th>Example</th></tr><tr><td>ce, ci</td><td>ch as in 'church'</td><td><i>ciao</i></td></tr><tr><td>che, chi</td><td>k</td><td><i>perché</i></td></tr><tr><td>sce, sci</td><td>sh</td><td><i>pesce</i>, 'fish'</td></tr><tr><td>gn</td><td>ny</td><td><i>signora</i></td></tr><tr><td>z, zz</td><td>ts or dz</td><td><i>pizza</i>, <i>zero</i></td></tr></table>" +
            p(
              "Double consonants are genuinely longer than single ones, and the difference changes meaning: <i>pala</i> is a shovel, <i>palla</i> a ball; <i>caro</i> means 'dear', <i>carro</i> 'cart'. Hold the consonant for a moment before releasing it. Finally, stress usually falls on the second-to-last syllable (<i>amico</i>, <i>ragazza</i>). When it falls on the final vowel, the spelling shows it with an accent, as in <i>città</i> ('city') and <i>caffè</i>; stress on the third-to-last syllable (<i>telefono</i>, <i>musica</i>) is not marked and must simply be learned word by word.",
            ),
        },
      },
      {
        title: "Nouns and the Definite Article",
        description: "Which form of 'the' does each noun take, and how does a noun change in the plural?",
        lesson: {
          title: "Il, lo, la and their plurals",
          html:
            p(
              "Every Italian noun is either masculine or feminine. The ending is usually a reliable guide: nouns in <i>-o</i> are nearly always masculine (<i>il libro</i>, 'the book') and nouns in <i>-a</i> nearly always feminine (<i>la casa</i>). Nouns in <i>-e</i> can be either, so <i>il pane</i> ('bread') is masculine while <i>la notte</i> ('night') is feminine, and these must be learned with their article. A few common exceptions, such as <i>la mano</i> ('hand') and <i>il problema</i>, are worth memorising early.",
              "The plural is formed by changing the final vowel. Masculine <i>-o</i> becomes <i>-i</i> (<i>libro, libri</i>), feminine <i>-a</i> becomes <i>-e</i> (<i>casa, case</i>), and nouns in <i>-e</i> of either gender take <i>-i</i> (<i>pane, pani</i>; <i>notte, notti</i>). Nouns ending in a stressed vowel or a consonant, many of them borrowings, do not change at all: <i>la città, le città</i>; <i>il film, i film</i>.",
              "The definite article agrees with the noun in gender and number, and its form also depends on the sound that begins the next word:",
            ) +
            "<ul><li><i>il</i> / <i>i</i>: masculine before most consonants (<i>il treno, i treni</i>)</li><li><i>lo</i> / <i>gli</i>: masculine before s + consonant, z, gn, ps and y (<i>lo studente, gli studenti</i>; <i>lo zaino</i>)</li><li><i>l'</i> / <i>gli</i>: masculine before a vowel (<i>l'amico, gli amici</i>)</li><li><i>la</i> / <i>le</i>: feminine before a consonant (<i>la porta, le porte</i>)</li><li><i>l'</i> / <i>le</i>: feminine before a vowel (<i>l'amica, le amiche</i>)</li></ul>" +
            p(
              "Italian uses the definite article more often than English does. It appears before abstract and general nouns (<i>La musica è importante</i>, 'Music is important'), before titles when speaking about someone (<i>il dottor Rossi</i>), and, unlike English, before possessive adjectives: 'my book' is <i>il mio libro</i>. The indefinite article follows a parallel pattern: <i>un</i> for most masculine nouns, <i>uno</i> before s + consonant and z, <i>una</i> for feminine nouns, and <i>un'</i> before a feminine noun beginning with a vowel.",
            ),
        },
      },
      {
        title: "The Present Tense",
        description:
          "Conjugate the three regular verb families and the everyday irregular verbs essere, avere, andare and fare.",
        lesson: {
          title: "Three conjugations and a few rebels",
          html:
            p(
              "Italian verbs fall into three groups according to the ending of the infinitive: <i>-are</i> (<i>parlare</i>, 'to speak'), <i>-ere</i> (<i>scrivere</i>, 'to write') and <i>-ire</i> (<i>dormire</i>, 'to sleep'). The present tense is formed by removing the ending to find the stem, <i>parl-</i>, <i>scriv-</i>, <i>dorm-</i>, and adding personal endings. Because the ending already shows who is acting, the subject pronoun is normally left out: <i>parlo italiano</i> means 'I speak Italian', and adding <i>io</i> gives emphasis or contrast.",
            ) +
            "<table><tr><th></th><th>parlare</th><th>scrivere</th><th>dormire</th></tr><tr><td>io</td><td>parlo</td><td>scrivo</td><td>dormo</td></tr><tr><td>tu</td><td>parli</td><td>scrivi</td><td>dormi</td></tr><tr><td>lui, lei, Lei</td><td>parla</td><td>scrive</td><td>dorme</td></tr><tr><td>noi</td><td>parliamo</td><td>scriviamo</td><td>dormiamo</td></tr><tr><td>voi</td><td>parlate</td><td>scrivete</td><td>dormite</td></tr><tr><td>loro</td><td>parlano</td><td>scrivono</td><td>dormono</td></tr></table>" +
            p(
              "Many <i>-ire</i> verbs insert <i>-isc-</i> between the stem and the ending in every form except <i>noi</i> and <i>voi</i>: <i>capire</i> ('to understand') gives <i>capisco, capisci, capisce, capiamo, capite, capiscono</i>. Dictionaries mark these verbs, and <i>finire</i>, <i>preferire</i> and <i>pulire</i> are common examples. Note too that in <i>parlano</i> and <i>scrivono</i> the stress falls on the first syllable, not on the ending.",
              "The most frequent verbs are irregular and must be memorised: <i>essere</i> ('to be': <i>sono, sei, è, siamo, siete, sono</i>), <i>avere</i> ('to have': <i>ho, hai, ha, abbiamo, avete, hanno</i>), <i>andare</i> ('to go': <i>vado, vai, va, andiamo, andate, vanno</i>) and <i>fare</i> ('to do, make': <i>faccio, fai, fa, facciamo, fate, fanno</i>). Formal address uses the third person singular with the pronoun <i>Lei</i>, so a waiter may ask <i>Che cosa prende?</i> ('What will you have?'), while a friend would say <i>Che cosa prendi?</i> In writing, the formal <i>Lei</i> is often capitalised to distinguish it from <i>lei</i>, 'she', and a learner who is unsure which form to use with a stranger should choose <i>Lei</i>: it is never rude to be too polite.",
            ),
        },
      },
    ],
  },
  {
    slug: "italic-hand-calligraphy",
    discipline: "Calligraphy",
    title: "The Italic Hand",
    description:
      "Twelve evenings at the writing desk with the broad-edged pen: tools and materials, pen angle and letter proportion, the italic minuscule taught in family groups, and the layout of a broadside for exhibition.",
    level: "beginner",
    duration: "12 evenings",
    plantedGap: "layout of a broadside",
    modules: [
      {
        title: "Pens, Ink and Paper",
        description:
          "Before writing a single letter, set up a desk, a nib, ink and paper that will work with you rather than against you.",
        lesson: {
          title: "Setting up the writing desk",
          html: p(
            "The italic hand is written with a broad-edged pen, a nib cut square across its tip so that it makes a thin line when moved sideways along its edge and a thick line when pulled at right angles to it. This contrast of thick and thin, produced by the tool rather than by pressure, is the whole basis of formal penmanship in the Western tradition. Beginners usually start with a steel dip nib about 2 to 3 millimetres wide, such as a Mitchell Roundhand size 1 or a Brause 2.5 mm, fitted into a plain straight holder with a reservoir clipped beneath the nib to hold the ink.",
            "Ink should flow freely but not flood. Non-waterproof sumi ink or a good bottled calligraphy ink thinned with a few drops of distilled water suits most nibs; shellac-based waterproof inks tend to clog steel nibs and should be avoided at first. Load the nib with a brush or dropper into the reservoir rather than dipping it deep into the bottle, and wipe the top surface clean so that ink does not drop onto the page.",
            "Paper for practice should be smooth and lightly sized so that the ink stays on the surface instead of feathering into the fibres. A pad of smooth practice paper or a 90 g/m² cartridge paper is cheap and adequate. Work on a sloping board set at about 30 to 45 degrees to the horizontal: the slope lets you sit upright, keeps your eye square to the writing, and slows the flow of ink from the nib. Place a few sheets of blotting paper or newsprint under the working sheet as a padding, and keep a guard sheet under the writing hand so that skin oils do not spoil the surface.",
            "Finally, rule guidelines. The height of letters is measured in nib widths, found by making a small ladder of square marks with the pen held sideways, each touching the one above. For italic, rule the x-height at five nib widths, with ascenders and descenders rising and falling roughly four or five widths beyond it.",
          ),
        },
      },
      {
        title: "Pen Angle, Slant and Proportion",
        description:
          "The constant pen angle, the forward slant and the compressed oval together give italic its character.",
        lesson: {
          title: "The geometry of a good italic",
          html: p(
            "Three measurements define a consistent italic hand: the pen angle, the slant and the proportion of the letters. The pen angle is the angle between the edge of the nib and the writing line. In italic it is held at roughly 40 to 45 degrees and, crucially, kept constant. If the angle drifts, the thick and thin strokes move to the wrong places and the writing loses its rhythm. A useful check is a row of crosses: at the correct angle the two diagonal strokes of each cross differ sharply in weight, one thin and one thick.",
            "The slant is the forward lean of the downstrokes from the vertical, typically about five to seven degrees in a formal italic. Ruling a few light slant lines across the guidelines helps the eye to keep every stem parallel. Too little slant makes the writing look stiff; too much makes it fall over and crowds the counters.",
            "Proportion is governed by the letter o. In the foundational or roman hand, taught by Edward Johnston in the early twentieth century, the o is round. In italic it is a compressed oval, about two-thirds as wide as it is tall, and this oval sets the width of nearly every other letter: the bowls of a, d, g and q and the arches of n, m and h all echo its shape. Letters are written with few pen lifts, and the arches spring out of the stem well down the letter, about halfway up the x-height, producing the distinctive branching seen in Renaissance models such as Ludovico degli Arrighi's writing manual <i>La Operina</i> of 1522.",
            "Spacing completes the picture. Aim for an even amount of white space inside and between letters, so that the interior of an n and the gap between two stems look roughly equal. Words are separated by a space about the width of an o, and lines of writing are usually spaced so that descenders of one line just clear the ascenders of the next.",
          ),
        },
      },
      {
        title: "The Minuscule in Families",
        description:
          "Learn the lower-case letters in groups that share a stroke, so that each new letter reinforces the last.",
        lesson: {
          title: "Letter families of the italic minuscule",
          html:
            p(
              "Italic minuscules are best learned not alphabetically but in families of letters built from the same movements. Practising a family together trains the hand in one stroke pattern at a time and makes the finished alphabet consistent, because every letter of a family shares its angle, slant and width.",
            ) +
            "<ul><li><b>Stem letters</b>: i, l, j, t, f. Each is chiefly a single downstroke with a small entry and exit serif. Practise rows of i until the slant is regular.</li><li><b>Arch-branching letters</b>: n, m, h, r, b, k, p. The pen goes down the stem, then climbs back up inside it before springing out into an arch at mid-height.</li><li><b>Bowl letters</b>: a, d, g, q, u, y. These begin at the top right with a pointed oval and close against a stem, the reverse of the arch movement.</li><li><b>Round letters</b>: o, c, e. Derived directly from the compressed oval, each in two strokes or one.</li><li><b>Diagonal letters</b>: v, w, x, z, with k and y partly sharing their forms. They rely on the contrast between thick and thin diagonals produced by the constant pen angle.</li><li><b>The s</b>, which stands on its own and is usually the last letter a student masters.</li></ul>" +
            p(
              "Work each family slowly at first, saying the stroke sequence aloud if it helps, and then write short practice words that combine families: 'minimum' for arches, 'adage' for bowls, 'wave' for diagonals. Repetition matters less than attention. Ten carefully observed letters, compared with a model after each one, teach more than a page of hurried copies.",
              "A common fault is to make the branching arch too high, so that n looks like a narrow inverted u attached at the top. Another is to let the bowl letters grow wider than the arch letters, which breaks the rhythm of the line. Lay a sheet of tracing paper over your writing and draw the ovals inside each letter: if they vary in width or slant, the eye will notice long before it can say why.",
            ),
        },
      },
    ],
  },
  {
    slug: "domestic-electrical-installation-basics",
    discipline: "Electrical installation",
    title: "Domestic Electrical Installation: The Basics",
    description:
      "What a beginner must understand before working on the wiring of a house: voltage, current and resistance, circuits and cable sizing, overcurrent and residual-current protection, and safe isolation before any work begins.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "safe isolation",
    modules: [
      {
        title: "Voltage, Current, Resistance and Power",
        description: "Ohm's law and the power equation explain nearly every calculation an electrician does on site.",
        lesson: {
          title: "Ohm's law at work",
          html: p(
            "Electric current is the flow of charge through a conductor, measured in amperes (A). It flows because of a potential difference, or voltage, measured in volts (V), which in a British home is nominally 230 V alternating current at 50 Hz. Every conductor and appliance opposes the flow to some degree; that opposition is resistance, measured in ohms (Ω). The three quantities are linked by Ohm's law, stated by Georg Simon Ohm in 1827: V = I × R. If any two are known, the third follows.",
            "Power, the rate at which energy is converted into heat, light or motion, is measured in watts (W) and equals voltage times current: P = V × I. Combining the two equations gives two further useful forms, P = I²R and P = V²/R. The I²R form explains why undersized cables are dangerous: the heat generated in a cable rises with the square of the current, so doubling the current quadruples the heating.",
            "A worked example makes this concrete. A 3 kW immersion heater connected to 230 V draws I = P / V = 3000 / 230 ≈ 13 A. Its element therefore has a resistance of R = V / I = 230 / 13 ≈ 17.6 Ω. If it runs for two hours, it uses 3 kW × 2 h = 6 kilowatt-hours, the unit on which electricity bills are charged. A 9.5 kW electric shower, by contrast, draws about 41 A, which is why it needs its own dedicated circuit with a much larger cable.",
            "Resistance also depends on the conductor itself. It rises in proportion to length and falls as cross-sectional area increases, and copper, with a resistivity of about 1.72 × 10⁻⁸ Ω·m at 20 °C, is used because it combines low resistance with good ductility. Long cable runs therefore produce voltage drop, the loss of voltage along the cable, which the wiring regulations limit so that equipment at the far end still receives an adequate supply.",
          ),
        },
      },
      {
        title: "Circuits and Cables",
        description:
          "By the end of this module you will be able to recognise the standard final circuits of a house and the cable each one needs.",
        lesson: {
          title: "Ring finals, radials and cable sizes",
          html:
            p(
              "Electricity enters a house through the supplier's cut-out and meter and reaches the consumer unit, the box of protective devices from which every final circuit starts. In the United Kingdom the design of those circuits follows BS 7671, the IET Wiring Regulations, supplemented by the IET On-Site Guide, which gives standard circuit arrangements that a beginner can use without full design calculations.",
              "Two arrangements dominate. A radial circuit runs from the consumer unit out to each outlet in turn and ends at the last one. A ring final circuit, a distinctly British practice dating from the late 1940s, runs out from the consumer unit, visits each socket, and returns to the same terminals, so that every socket is fed from two directions. Because current can share the two legs, a ring of 2.5 mm² cable protected at 32 A can serve a floor area of up to 100 m², while the plug fuses in British BS 1363 plugs protect individual appliance flexes.",
            ) +
            "<table><tr><th>Circuit</th><th>Typical cable (twin and earth)</th><th>Typical protective device</th></tr><tr><td>Lighting radial</td><td>1.0 or 1.5 mm²</td><td>6 A</td></tr><tr><td>Socket ring final</td><td>2.5 mm²</td><td>32 A</td></tr><tr><td>Socket radial, up to 75 m²</td><td>4.0 mm²</td><td>32 A</td></tr><tr><td>Cooker</td><td>6.0 mm²</td><td>32 A</td></tr><tr><td>Electric shower 9.5 kW</td><td>10 mm²</td><td>40 or 45 A</td></tr></table>" +
            p(
              "These figures assume ordinary installation methods. A cable's current-carrying capacity depends on how easily it can lose heat, so the same cable carries less when buried in thermal insulation, bunched with others or run in a hot loft. The regulations express these effects as correction factors for grouping, ambient temperature and insulation, which reduce the allowed current, and the cable must then still meet the voltage-drop limit of 3 per cent for lighting and 5 per cent for other circuits. Cable colours changed in 2004: line is now brown, neutral blue and the protective conductor green-and-yellow.",
            ),
        },
      },
      {
        title: "Protective Devices and Earthing",
        description: "What trips, when, and why: circuit breakers, RCDs and the earthing that makes them work.",
        lesson: {
          title: "MCBs, RCDs and the earth path",
          html: p(
            "A protective device must disconnect a circuit quickly when something goes wrong, before cables overheat or a person receives a dangerous shock. Two different dangers are involved and two kinds of device deal with them.",
            "Overcurrent, either an overload or a short circuit, is handled by fuses or, in modern consumer units, by miniature circuit breakers (MCBs). An MCB contains a thermal element, a bimetallic strip that bends and trips the breaker on a sustained overload, and a magnetic element, a coil that trips it almost instantly on the very large current of a short circuit. MCBs are classified by how much current makes the magnetic element operate: a Type B trips at between three and five times its rated current and suits domestic circuits, while a Type C, tripping at five to ten times, tolerates the inrush current of motors and some lighting.",
            "Electric shock is a different problem. A current as small as 30 mA across the chest can stop the heart, far too little to trip a 32 A breaker. A residual current device (RCD) compares the current flowing out on the line conductor with the current returning on the neutral. In a healthy circuit they are equal; if some current leaks away through a fault or through a person to earth, the RCD detects the imbalance and opens the circuit, in the case of a 30 mA device within 40 milliseconds at five times its rated residual current. BS 7671 requires 30 mA RCD protection for socket outlets up to 32 A and for cables buried in walls at less than 50 mm depth, among other cases. An RCBO combines an MCB and an RCD in a single unit for one circuit.",
            "All of this depends on earthing. Exposed metalwork of appliances is connected by the protective conductor to the main earthing terminal, and metal water and gas pipes are bonded to it, so that a fault produces a low-impedance path and enough current to operate the protective device within the disconnection time, 0.4 seconds for final circuits of up to 32 A on a TN system.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-microbial-world",
    discipline: "Microbiology",
    title: "The Microbial World",
    description:
      "Bacteria, fungi and viruses met at the bench and under the microscope: the structure of the prokaryotic cell, Gram staining, bacterial growth and aseptic technique, with a closing look at antibiotic resistance.",
    level: "beginner",
    duration: "10 weeks",
    plantedGap: "antibiotic resistance",
    modules: [
      {
        title: "The Prokaryotic Cell",
        description:
          "Bacteria lack a nucleus, yet their small cells are highly organised; this module takes one apart layer by layer.",
        lesson: {
          title: "Inside a bacterium",
          html: p(
            "Living things are divided into prokaryotes, whose cells lack a membrane-bound nucleus, and eukaryotes, whose DNA is enclosed in a nucleus. Since Carl Woese's work on ribosomal RNA in the 1970s, the prokaryotes have been recognised as two separate domains, Bacteria and Archaea, alongside the Eukarya, which include fungi, plants, animals and protists. Viruses belong to none of these: they are not cells at all, but packages of nucleic acid that replicate only inside a host cell.",
            "A typical bacterium such as <i>Escherichia coli</i> is a rod about 2 micrometres long and 0.5 micrometres wide, roughly a thousandth of the width of this full stop. Its single circular chromosome lies in an irregular region of the cytoplasm called the nucleoid, and many cells also carry plasmids, small extra circles of DNA that can be passed between cells. The cytoplasm is packed with 70S ribosomes, smaller than the 80S ribosomes of eukaryotic cells, a difference that several drugs exploit.",
            "Surrounding the cytoplasm is the plasma membrane, a phospholipid bilayer that controls what enters and leaves the cell and, in the absence of mitochondria, also carries the machinery of respiration. Outside the membrane lies the cell wall, made of peptidoglycan, a mesh of sugar chains cross-linked by short peptides. The wall resists the osmotic pressure of water entering the cell; without it, most bacteria in dilute surroundings would swell and burst.",
            "Many bacteria have additional structures. A capsule of polysaccharide helps some pathogens, such as <i>Streptococcus pneumoniae</i>, escape engulfment by white blood cells. Flagella, long helical filaments turned by a rotary motor in the membrane, let cells swim towards nutrients, a behaviour called chemotaxis. Pili are shorter hair-like appendages used to attach to surfaces and, in the case of the sex pilus, to transfer DNA. Some genera, notably <i>Bacillus</i> and <i>Clostridium</i>, can form endospores, dormant structures that survive boiling, drying and disinfectants for years.",
          ),
        },
      },
      {
        title: "Gram Staining",
        description:
          "Carry out the most widely used stain in microbiology and explain why it divides bacteria into two groups.",
        lesson: {
          title: "The Gram stain, step by step",
          html:
            p(
              "Bacteria are almost transparent, so they are usually stained before being examined under the light microscope. The most important differential stain was devised by the Danish physician Hans Christian Gram in 1884. It sorts bacteria into Gram-positive and Gram-negative groups, and the result is often the first clue a clinical laboratory has to the identity of an organism.",
              "First prepare a smear: spread a small amount of culture in a drop of water on a clean slide, let it air-dry, and heat-fix it by passing it briefly through a flame, which kills the cells and sticks them to the glass. Then carry out four steps:",
            ) +
            "<ul><li>Flood the smear with crystal violet, the primary stain, for about one minute, then rinse with water. All cells are now purple.</li><li>Add Gram's iodine, the mordant, for one minute. It forms a large crystal violet-iodine complex inside the cells.</li><li>Decolourise with acetone-alcohol for a few seconds, until the run-off is nearly clear, and rinse at once. This is the critical step.</li><li>Counterstain with safranin for about a minute, rinse and blot dry.</li></ul>" +
            p(
              "Under the oil-immersion objective at ×1000, Gram-positive cells appear purple and Gram-negative cells pink or red. The difference lies in the cell wall. Gram-positive bacteria, such as <i>Staphylococcus aureus</i>, have a thick layer of peptidoglycan, 20 to 80 nanometres deep, which the alcohol dehydrates and tightens so that the dye complex is trapped. Gram-negative bacteria, such as <i>E. coli</i>, have only a thin peptidoglycan layer lying beneath an outer membrane of lipopolysaccharide; the decolouriser dissolves that outer membrane, the complex washes out, and the cells take up the red counterstain.",
              "The technique is simple but errors are common. Over-decolourising makes Gram-positive cells look negative; a smear that is too thick decolourises unevenly; and old cultures of Gram-positive species often stain variably because their walls have begun to break down. Always stain a known control organism alongside an unknown one.",
            ),
        },
      },
      {
        title: "Growing Bacteria Safely",
        description:
          "How fast do bacteria multiply, and how do you grow them without contaminating the culture or yourself?",
        lesson: {
          title: "Growth curves and aseptic technique",
          html: p(
            "Bacteria reproduce by binary fission: a cell copies its chromosome, grows, and divides into two identical daughter cells. The time taken for a population to double is the generation time. Under ideal conditions <i>E. coli</i> doubles about every 20 minutes, while <i>Mycobacterium tuberculosis</i> takes 15 to 20 hours. Because growth is exponential, the number of cells after n generations is N = N₀ × 2ⁿ. Starting from 100 cells of <i>E. coli</i>, three hours of growth (nine generations) gives 100 × 2⁹ = 51 200 cells, and after seven hours (21 generations) the population passes 200 million.",
            "In a closed culture, such as a flask of broth, growth follows a characteristic curve with four phases. In the lag phase the cells adapt to the new medium and synthesise enzymes but barely divide. In the exponential or log phase they divide at a constant maximum rate; this is when cells are most uniform and are usually harvested for experiments. In the stationary phase nutrients run short and waste accumulates, so new cells are produced only as fast as others die. Finally, in the death phase, the number of viable cells declines exponentially. Viable cells are commonly counted by spreading diluted samples on agar plates and counting the colonies, each of which arises from a single cell or clump, reported as colony-forming units per millilitre.",
            "Aseptic technique keeps unwanted microbes out of cultures and keeps cultures away from the worker. Its core habits are to disinfect the bench before and after work; to flame a wire loop until it glows red and let it cool before touching a culture; to open tubes and plates for as short a time as possible, holding lids above the plate to shield it from falling particles; and to pass the mouth of a tube briefly through the flame when it is opened and closed. All cultures and used materials are sterilised in an autoclave, typically at 121 °C and about 103 kPa above atmospheric pressure for 15 minutes, before disposal.",
          ),
        },
      },
    ],
  },
  {
    slug: "starting-a-small-venture",
    discipline: "Entrepreneurship",
    title: "Starting a Small Venture",
    description:
      "From idea to first paying customer: testing an idea through customer interviews, mapping a business on the Lean Canvas, pricing and break-even analysis, and choosing a legal structure for the new firm.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "legal structure",
    modules: [
      {
        title: "Is Anyone Going to Buy This?",
        description:
          "Test an idea cheaply by talking to potential customers and building the smallest thing that can answer your riskiest question.",
        lesson: {
          title: "Customer interviews and the minimum viable product",
          html: p(
            "Most new ventures fail not because the founders cannot build their product but because too few people want it badly enough to pay. The first task of an entrepreneur is therefore to test, as cheaply as possible, whether a real problem exists and whether customers will pay for a solution. Steve Blank called this customer discovery, and his advice to founders was blunt: there are no facts inside the building, so get outside and talk to people.",
            "A good discovery interview asks about the customer's past behaviour, not about your idea. Rob Fitzpatrick, in <i>The Mom Test</i> (2013), notes that friends and even strangers will politely praise an idea they would never buy. Instead of 'Would you use an app that reminds you to water your plants?', ask 'When did a plant of yours last die? What did you do about it? What have you tried?' Specific stories about the past reveal whether the problem is painful and whether the person has already spent money or time trying to solve it. Aim for fifteen to twenty conversations with people in the target segment before drawing conclusions, and write notes immediately afterwards.",
            "The next step is a minimum viable product, a term popularised by Eric Ries in <i>The Lean Startup</i> (2011). An MVP is the smallest experiment that tests your riskiest assumption with real behaviour. It need not be a product at all. A landing page describing a service, with a 'pre-order' button, measures whether visitors will commit; a 'concierge' MVP delivers the service by hand to a few customers before anything is automated. Dropbox famously tested demand with a three-minute video of a product that did not yet fully exist, and its beta waiting list grew from about 5 000 to 75 000 people overnight.",
            "Each experiment should state in advance what result would count as success, for example 'at least 10 per cent of visitors leave an email address'. Without such a threshold, any result can be rationalised as encouraging.",
          ),
        },
      },
      {
        title: "The Lean Canvas",
        description: "A one-page model that makes the assumptions behind a business visible and testable.",
        lesson: {
          title: "Nine boxes on one page",
          html:
            p(
              "A traditional business plan can run to forty pages of forecasts that are out of date the moment they are written. In 2010 Ash Maurya adapted Alexander Osterwalder's Business Model Canvas into the Lean Canvas, a single page of nine boxes designed for early-stage ventures, where almost everything is still an untested guess. Filling it in takes about twenty minutes, and its value lies in forcing the founder to write down each assumption so that it can be checked.",
            ) +
            "<ul><li><b>Problem</b>: the top one to three problems customers face, with the ways they solve them today.</li><li><b>Customer segments</b>: who has the problem, and which early adopters feel it most sharply.</li><li><b>Unique value proposition</b>: a single clear message stating why you are different and worth attention.</li><li><b>Solution</b>: the simplest features that address each problem.</li><li><b>Channels</b>: how you will reach customers, such as search, partners or direct sales.</li><li><b>Revenue streams</b>: how and how much customers will pay.</li><li><b>Cost structure</b>: the main fixed and variable costs.</li><li><b>Key metrics</b>: the few numbers that show whether the business is working.</li><li><b>Unfair advantage</b>: something that cannot easily be copied or bought, such as a community, insider knowledge or exclusive access.</li></ul>" +
            p(
              "Maurya recommends filling in the boxes in a particular order, starting with the problem and customer segments, because a solution is only as good as the problem it solves. The unfair advantage box is often left blank at first, and that is honest: most start-ups do not have one yet.",
              "Consider a founder planning a mobile bicycle repair service for commuters. The problem box might read 'punctures on the way to work; bike shops need a drop-off and a wait of several days'. The early adopters are office workers who cycle daily. The riskiest assumption is probably in the revenue box: will commuters pay a premium of, say, £15 over shop prices for repair at their workplace? That assumption, not the design of the van, is what the first experiment should test.",
            ),
        },
      },
      {
        title: "Pricing and Break-Even",
        description:
          "Work out how many sales the venture needs before it stops losing money, and what the price does to that number.",
        lesson: {
          title: "Contribution margin and the break-even point",
          html: p(
            "Every business has two kinds of cost. Fixed costs, such as rent, insurance, software subscriptions and the founder's salary, stay the same whatever the level of sales, at least within a range. Variable costs, such as materials, packaging and payment fees, rise with each unit sold. The difference between the selling price and the variable cost of one unit is the contribution margin: the amount each sale contributes towards covering fixed costs and, once those are covered, towards profit.",
            "The break-even point is the number of units at which total contribution exactly equals fixed costs, so the business makes neither profit nor loss. It is found by dividing fixed costs by the contribution margin per unit. Suppose a small bakery sells sourdough loaves at £5.00 each, with flour, energy and packaging costing £1.80 per loaf, and monthly fixed costs of £4 000. The contribution margin is £3.20, so break-even requires 4 000 / 3.20 = 1 250 loaves a month, about 42 a day. Every loaf beyond that adds £3.20 of profit.",
            "Price has a powerful effect on this figure. Raising the price to £5.50 increases the margin to £3.70 and lowers break-even to about 1 081 loaves, a fall of roughly 14 per cent. Cutting the price to £4.50 drops the margin to £2.70 and pushes break-even up to 1 482 loaves. New founders often underprice to win customers, not realising how many more sales a small discount demands.",
            "Prices can be set in three broad ways. Cost-plus pricing adds a mark-up to the unit cost; it is simple but ignores what customers will pay. Competitor-based pricing anchors on rivals' prices. Value-based pricing starts from the worth of the benefit to the customer, and it usually supports the highest prices when the product solves an expensive problem. Whatever the method, test the price with real customers, since stated willingness to pay is often higher than actual behaviour.",
          ),
        },
      },
    ],
  },
];
