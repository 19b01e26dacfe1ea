/** Seventh held-out evaluation courses, advanced level (compiler construction to nuclear engineering); see ai-courses-heldout7.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT7_C: EvalCourse[] = [
  {
    slug: "compiler-construction",
    discipline: "Compiler construction",
    title: "Compiler Construction",
    description:
      "An advanced course in lexical analysis, parsing, static single assignment form, register allocation, and garbage collection, for final-year computer science students and master's students who have taken courses in algorithms and computer architecture.",
    level: "advanced",
    duration: "One semester",
    plantedGap: "garbage collection",
    modules: [
      {
        title: "Lexical Analysis",
        description: "From regular expressions to finite automata that split source text into tokens.",
        lesson: {
          title: "Regular expressions, automata and maximal munch",
          html: p(
            "The lexer, or scanner, reads a stream of characters and groups them into tokens, each a pair of a token class (identifier, integer literal, the operator '&lt;=') and, where relevant, an attribute such as the identifier's spelling. The actual character sequence matched is the lexeme. Token classes are specified by regular expressions, because regular languages are expressive enough for identifiers, numbers and operators and can be recognised in linear time by a finite automaton.",
            "The classical pipeline, implemented by tools such as lex and flex, turns the specification into a deterministic automaton in three steps. Thompson's construction, described by Ken Thompson in 1968, converts each regular expression into a nondeterministic finite automaton (NFA) with ε-transitions, using one small fragment for each operator: concatenation, alternation and Kleene star. The subset construction then builds a DFA whose states are sets of NFA states, computed with ε-closure and move operations. In the worst case an NFA with n states yields a DFA with 2^n states, although for typical lexical specifications the blow-up is modest. Finally, Hopcroft's algorithm minimises the DFA in O(n log n) time by repeatedly splitting partitions of equivalent states.",
            "A lexer specification is ambiguous in two ways, and two conventions resolve them. First, the maximal munch (longest match) rule: at each point the scanner takes the longest prefix that matches any token, so '&lt;=' becomes one token rather than '&lt;' followed by '='. To implement this, the DFA keeps running after reaching an accepting state and remembers the last accepting position, backing up to it when it reaches a dead state. Second, rule priority: when two patterns match the same longest lexeme, as 'while' matches both the keyword and the identifier pattern, the rule listed first wins. Many hand-written lexers instead match all words as identifiers and then look them up in a keyword table.",
            "Maximal munch occasionally gives an answer the language designer did not want. In C++98, the nested template 'vector&lt;vector&lt;int&gt;&gt;' failed to compile because '&gt;&gt;' was scanned as the right-shift operator; programmers had to write '&gt; &gt;' until C++11 changed the rules so that the parser could split the token in that context. Such cases show that lexing and parsing are not always cleanly separable.",
          ),
        },
      },
      {
        title: "Parsing",
        description: "Context-free grammars and the top-down and bottom-up algorithms that recognise them.",
        lesson: {
          title: "LL, LR and their conflicts",
          html:
            p(
              "Syntax is specified by a context-free grammar, and a parser builds a derivation, usually as a tree, for the token sequence. A grammar is ambiguous if some sentence has two parse trees. The classic case is the dangling else: in 'if a then if b then s1 else s2', the grammar allows the else to attach to either if. Ambiguity is removed by rewriting the grammar or by a disambiguating rule, here 'an else belongs to the nearest unmatched if'.",
              "Top-down LL(1) parsers, including hand-written recursive descent parsers, choose a production by looking at one token ahead. They need two sets. FIRST(α) is the set of terminals that can begin a string derived from α; FOLLOW(A) is the set of terminals that can appear immediately after nonterminal A. The grammar is LL(1) if, for each nonterminal, the FIRST sets of its alternatives are disjoint, and, where an alternative can derive ε, its FIRST set is disjoint from FOLLOW(A). Left recursion makes a grammar unusable for top-down parsing, because a procedure for E → E + T would call itself forever, so it is removed mechanically:",
            ) +
            "<ul><li>Before: E → E + T | T</li><li>After: E → T E′, and E′ → + T E′ | ε</li></ul>" +
            p(
              "Bottom-up LR parsers, introduced by Donald Knuth in 1965, read the input left to right and build a rightmost derivation in reverse. A stack of states, driven by a table, repeatedly either shifts the next token or reduces a handle, the right-hand side of a production on top of the stack, to its left-hand nonterminal. The states are sets of items, productions with a dot marking how much has been seen. LR(0) and SLR(1) tables are small but reject many practical grammars; canonical LR(1) accepts the most but has very large tables; LALR(1), which merges LR(1) states with identical cores, is the compromise used by yacc and GNU Bison. Merging can introduce reduce-reduce conflicts that canonical LR(1) would not have.",
              "When the table generator reports a shift-reduce conflict on the dangling else, Bison resolves it by default in favour of the shift, which attaches the else to the nearest if. Operator precedence and associativity declarations resolve the conflicts of an ambiguous expression grammar in the same way, which is why practical grammars for expressions can be much shorter than their unambiguous equivalents.",
            ),
        },
      },
      {
        title: "Static Single Assignment Form",
        description: "An intermediate representation in which each variable is defined exactly once.",
        lesson: {
          title: "Phi functions and dominance frontiers",
          html: p(
            "In static single assignment (SSA) form, every variable in the intermediate representation has exactly one definition in the program text. Straight-line code is converted simply by renaming: 'x = 1; x = x + 2; y = x' becomes 'x1 = 1; x2 = x1 + 2; y1 = x2'. The difficulty arises where control flow merges. If one branch of an if sets x1 and the other sets x2, the block after the join needs a single name for whichever value arrived, so SSA inserts a φ-function, x3 = φ(x1, x2), at the top of the join block. A φ selects the argument corresponding to the predecessor edge along which control arrived; it is a notational device, not an instruction a machine executes.",
            "Placing φ-functions efficiently relies on dominance. A block d dominates block n if every path from the entry to n passes through d, and the dominance frontier of d is the set of blocks where d's dominance ends: blocks that have a predecessor dominated by d but that d does not strictly dominate. Ron Cytron, Jeanne Ferrante, Barry Rosen, Mark Wegman and Kenneth Zadeck showed in 1991 that a φ for variable v is needed exactly at the iterated dominance frontier of the set of blocks that define v. Their algorithm computes dominance frontiers from the dominator tree, inserts φs, then renames variables in a depth-first walk of the dominator tree, keeping a stack of current names for each variable. Inserting φs only where the variable is live, which gives pruned SSA, avoids dead φs.",
            "SSA makes def-use relationships explicit, because each use has a single reaching definition, and it simplifies many optimisations. Sparse conditional constant propagation (Wegman and Zadeck) propagates constants and discovers unreachable branches at the same time; dead code elimination deletes any definition with no uses; and global value numbering identifies equivalent computations.",
            "A compiler must eventually leave SSA, since machines have no φ. The naive translation inserts a copy into each predecessor block, but after optimisations such as copy propagation this can be wrong: the 'lost copy' and 'swap' problems arise when φs in the same block depend on one another, or when a copy is placed on a critical edge, an edge from a block with several successors to a block with several predecessors. Splitting critical edges and sequencing parallel copies correctly solves both.",
          ),
        },
      },
      {
        title: "Register Allocation",
        description: "Liveness, interference graphs, graph colouring and linear scan.",
        lesson: {
          title: "Colouring the interference graph",
          html:
            p(
              "Intermediate code uses an unlimited number of temporaries; a real machine has perhaps 16 general-purpose integer registers (x86-64) or 31 (AArch64). The register allocator decides which temporaries live in registers and which must be spilled to the stack. It starts from liveness analysis, a backward dataflow problem: a variable is live at a point if its current value may be used later. For each block, live-in = use ∪ (live-out − def), and live-out is the union of the live-in sets of the successors, iterated to a fixed point.",
              "Two temporaries interfere if one is live where the other is defined, so they cannot share a register. In the interference graph, nodes are temporaries and edges are interferences, and assigning k registers is k-colouring the graph, which is NP-complete in general. Gregory Chaitin's allocator for the IBM PL.8 compiler (1981-82) used a heuristic built on one observation: a node with fewer than k neighbours can always be coloured. The algorithm proceeds in phases:",
            ) +
            "<ol><li><strong>Build</strong> the interference graph from liveness information.</li><li><strong>Simplify</strong>: repeatedly remove a node with degree less than k and push it on a stack.</li><li><strong>Spill</strong>: if every remaining node has degree k or more, choose one to spill, favouring nodes with high degree and low use count, weighted by loop depth.</li><li><strong>Select</strong>: pop nodes and give each a colour not used by its already coloured neighbours.</li></ol>" +
            p(
              "Preston Briggs improved the method with optimistic colouring: a node chosen for spilling is pushed on the stack anyway, because its neighbours may happen to share colours, and it is spilled only if no colour is free when it is popped. Spilled temporaries are rewritten with loads and stores around each use, and the whole process is repeated. Coalescing merges the source and destination of a move instruction into one node so the move can be deleted; conservative tests (Briggs's and George's) coalesce only when this cannot make the graph uncolourable.",
              "Linear scan allocation, published by Massimiliano Poletto and Vivek Sarkar in 1999 for just-in-time compilers, orders temporaries by live interval and sweeps through them once, spilling the interval that ends furthest away when registers run out; it runs in nearly linear time with code usually only slightly worse. A later theoretical result links this back to SSA: interference graphs of programs in strict SSA form are chordal, and chordal graphs can be optimally coloured in polynomial time.",
            ),
        },
      },
    ],
  },
  {
    slug: "classical-rhetoric",
    discipline: "Rhetoric",
    title: "Classical Rhetoric: Theory and Practice",
    description:
      "A graduate seminar for students of classics, English and communication studies on Aristotle's appeals and the enthymeme, stasis theory, the five canons, and the progymnasmata.",
    level: "advanced",
    duration: "One term",
    plantedGap: "the progymnasmata",
    modules: [
      {
        title: "Aristotle's Appeals and the Enthymeme",
        description: "Aristotle's account of the three artistic proofs, the three genres and rhetorical reasoning.",
        lesson: {
          title: "Ethos, pathos, logos and the rhetorical syllogism",
          html: p(
            "Aristotle's Rhetoric, composed in the fourth century BCE and probably revised over many years at the Lyceum, opens by calling rhetoric the 'counterpart' (antistrophos) of dialectic and defines it as the faculty of observing, in any given case, the available means of persuasion. The definition matters: rhetoric is not the art of persuading, since a skilled speaker may still lose, but of discovering what could persuade, just as medicine discovers what could heal.",
            "Aristotle distinguishes non-artistic (atechnic) proofs, which the speaker finds already existing, such as laws, witnesses, contracts and oaths, from artistic (entechnic) proofs, which the speaker invents. The artistic proofs are three. Ethos is persuasion through the character of the speaker as it appears in the speech, and Aristotle names practical wisdom (phronesis), virtue (arete) and goodwill (eunoia) as its sources. Pathos is persuasion through putting the audience into a certain frame of mind, because we judge differently when pleased or pained; Book II accordingly analyses emotions such as anger, fear and pity. Logos is persuasion through the argument itself, what it shows or seems to show. A frequent misreading is that ethos means a speaker's prior reputation; for Aristotle it must be produced by the speech.",
            "He also divides speeches into three genres by audience and time. Deliberative oratory, before an assembly, concerns the future and argues what is advantageous or harmful. Forensic (judicial) oratory, before a court, concerns the past and argues what is just or unjust. Epideictic oratory, at ceremonies such as funerals, concerns the present and praises or blames by appeal to the honourable and the shameful.",
            "The central instrument of logos is the enthymeme, which Aristotle calls the 'body of proof' and a rhetorical syllogism. Its premises are drawn from what is probable (eikota) or from signs (semeia), because rhetoric deals with matters that could be otherwise. It is often said that an enthymeme is a syllogism with a premise left unstated, as in 'he must have a fever, for he is breathing rapidly', and Aristotle does observe that speakers need not state what the audience already supplies. But the suppressed premise is a consequence, not the definition: the defining feature is reasoning from beliefs the audience accepts. Lines of argument from which enthymemes are drawn are the topoi, such as 'from the more and the less'.",
          ),
        },
      },
      {
        title: "Stasis Theory",
        description:
          "Locating the point at issue in a dispute through the stases of fact, definition, quality and procedure.",
        lesson: {
          title: "Finding where the case stands",
          html:
            p(
              "Stasis theory teaches a speaker to locate the precise point on which a dispute turns. The Greek stasis means a standing or standstill, and the image, probably drawn from wrestling or from physics, is of two opposing forces meeting and coming to rest: the accuser's charge and the defendant's first response together fix the issue to be judged. The system is attributed to Hermagoras of Temnos in the second century BCE, whose works are lost; we know it through Cicero's youthful De Inventione, the anonymous Rhetorica ad Herennium, Quintilian's Institutio Oratoria and, in elaborated form, Hermogenes of Tarsus, whose On Stases distinguished thirteen kinds.",
              "The usual four stases form a sequence of questions, illustrated here by a charge of killing:",
            ) +
            "<ol><li><strong>Conjecture</strong> (an sit, 'whether it is'): did the defendant kill the man at all? The defence denies the fact.</li><li><strong>Definition</strong> (quid sit, 'what it is'): granted that he killed him, was the act murder, or was it manslaughter?</li><li><strong>Quality</strong> (quale sit, 'of what kind'): granted that it was a deliberate killing, was it justified, for instance as self-defence, or excusable?</li><li><strong>Translation</strong> or objection: granted all this, is this the right court, the right accuser, the right time or the right procedure?</li></ol>" +
            p(
              "The order is strategic. A speaker who can win on conjecture need not argue quality, and one who argues quality, that the killing was justified, thereby concedes conjecture and definition. Cicero notes that a defence should generally take the strongest ground available, but an inconsistent defence that moves between stases ('I did not do it, and if I did, it was justified') risks destroying the speaker's credibility.",
              "The system is a tool of invention. Once the stasis is identified, the rhetor knows which topics and which kinds of evidence are relevant: conjecture calls for motive, opportunity and signs; definition for competing definitions of terms and arguments from the letter and intent of the law; quality for comparison with the harm averted. Modern scholars of writing, such as Jeanne Fahnestock and Marie Secor, have applied stasis theory to scientific and public-policy controversies, arguing that many disputes stall because the parties are arguing at different stases, one disputing the facts while the other disputes their value.",
            ),
        },
      },
      {
        title: "The Five Canons",
        description: "Invention, arrangement, style, memory and delivery as set out in the Roman handbooks.",
        lesson: {
          title: "From invention to delivery",
          html: p(
            "The Roman handbooks divide the orator's work into five canons, or offices. The Rhetorica ad Herennium, written in the 80s BCE and long attributed to Cicero, lists them as invention (inventio), arrangement (dispositio), style (elocutio), memory (memoria) and delivery (pronuntiatio, also called actio). The order reflects the process of composing and giving a speech, from finding material to performing it, though in practice the canons overlap.",
            "Invention is the discovery of arguments, using the stases and the topics. Arrangement orders them, and the handbooks give a standard sequence for a forensic speech: the exordium, which makes the audience attentive, receptive and well disposed; the narratio, a brief, clear and plausible statement of the facts; the partitio (or divisio), which sets out what is agreed and what will be proved; the confirmatio, which presents the proofs; the refutatio, which demolishes the opponent's; and the peroratio, which sums up and arouses emotion. The ad Herennium notes that an orator may depart from the natural order when the case requires, for instance by placing the strongest argument first.",
            "Style concerns the choice and arrangement of words. Following Theophrastus, Cicero names four virtues: correctness (Latinitas), clarity, appropriateness (decorum) and ornament, which includes the tropes and figures. He also distinguishes three levels of style matched to the orator's three duties: the plain style to teach (docere), the middle style to delight (delectare) and the grand style to move (movere). Decorum governs them all, since the grand style applied to a trivial matter is absurd.",
            "Memory was trained with the method of loci. The ad Herennium tells the speaker to memorise a series of places, such as the rooms of a familiar building, and to deposit vivid images of the points of the speech in them, then walk through the building in the mind while speaking; Cicero credits the technique to the poet Simonides of Ceos, who identified the crushed guests at a banquet by recalling where each had sat. Delivery covers voice and gesture. When Demosthenes was asked what mattered most in oratory, he is said to have answered 'delivery', second 'delivery' and third 'delivery', an anecdote Cicero and Quintilian both repeat.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-lighting-design-for-theatre",
    discipline: "Stage lighting design",
    title: "Advanced Lighting Design for Theatre",
    description:
      "Designed for final-year theatre production students who have already rigged and focused a show: the McCandless method, colour and additive mixing, photometrics and beam calculations, and followspots.",
    level: "advanced",
    duration: "One semester",
    plantedGap: "followspots",
    modules: [
      {
        title: "The McCandless Method",
        description: "Dividing the stage into areas and lighting each from two front angles, and the method's limits.",
        lesson: {
          title: "Areas, angles and warm against cool",
          html:
            p(
              "Stanley McCandless, who taught lighting at Yale, published A Method of Lighting the Stage in 1932, and it remains the starting point that designers learn in order to depart from. He began from the functions of stage light, which he listed as:",
            ) +
            "<ul><li><strong>Visibility</strong>: the audience must see what it needs to see.</li><li><strong>Naturalism</strong>: light should appear to come from a plausible source, such as a window or the sun.</li><li><strong>Composition</strong>: light arranges the stage picture and directs the eye.</li><li><strong>Mood</strong>: light sets the emotional atmosphere.</li></ul>" +
            p(
              "The method divides the acting space into circular areas, typically about 2.5 to 3.5 metres (8 to 12 feet) across, overlapping so that an actor crossing the stage does not pass through dark patches. Each area is lit by two instruments placed about 90 degrees apart in plan, so that each is about 45 degrees to either side of the actor's centre line, and at a vertical angle of about 45 degrees above the horizontal. The two are gelled differently, conventionally one warm and one cool. The result is that one side of the face is brighter and warmer than the other, which gives the face shape (plasticity) and suggests a direction of light, while the mixture of the two still reads as neutral at the centre. Additional 'blending and toning' washes tie the areas together and set the overall colour.",
              "The 45-degree vertical angle is a compromise. Lower angles light the face more evenly but throw large shadows of the actors onto the scenery behind them and flatten the features; steeper angles avoid the shadows on the set but darken the eye sockets, which is fatal for a performer whose eyes must carry emotion. A seated audience reads a face best when light reaches the eyes.",
              "Contemporary designers rarely apply McCandless literally. Many build a 'system' of front, side, top and back light in several colours so that any area can be lit from any direction, and they treat the warm and cool sides as key and fill, changing which side is brighter to track the motivation of a scene. Back light, which McCandless underused, separates actors from the background with a rim of brightness on the head and shoulders. Knowing the method remains useful because it gives a reliable answer to the question every designer faces in technical rehearsal: why can I not see that actor's face?",
            ),
        },
      },
      {
        title: "Colour and Additive Mixing",
        description: "How filters and LED sources make coloured light, and the effect of colour temperature.",
        lesson: {
          title: "Subtracting with gels, adding with LEDs",
          html: p(
            "Coloured light on stage is made in two ways that obey opposite rules. A gel (a polyester or polycarbonate filter) in front of a white source works by subtraction: it absorbs some wavelengths and transmits the rest. A saturated red gel passes only the red part of the spectrum, so it passes a small fraction of the light; some deep blues transmit less than 5 per cent, which is why a saturated wash needs many more instruments than an open-white one. Stacking two gels in one instrument subtracts twice, so red and green gels together pass almost nothing.",
            "Mixing beams from separate instruments on the same surface works by addition. Red, green and blue light are the additive primaries; red plus green appears yellow, and red plus blue appears magenta. Complementary pairs, such as amber and a steel blue, add to something near white. This is the principle behind McCandless's warm and cool pair and behind the LED fixtures that now dominate rigs. An RGB fixture mixes three emitters; RGBA adds amber and RGBW adds white, and other engines add lime, cyan or indigo.",
            "Colour temperature describes the colour of nominally white light by comparison with an ideal black body, in kelvin. A tungsten-halogen theatre lamp runs at about 3200 K, whereas daylight is about 5600 K to 6500 K. A correction filter converts one to the other: Lee 201, Full CT Blue, converts 3200 K to about 5700 K, at a cost of roughly two-thirds of the light. When you dim an incandescent lamp its filament cools and the light shifts towards red and amber, so a cue at 30 per cent is warmer as well as darker. LEDs do not do this unless they are programmed to imitate it, and many fixtures offer a tungsten emulation mode for that reason.",
            "The main weakness of additive LED colour is spectral. A white made from narrow red, green and blue peaks may look white when aimed at a white card but renders skin, costumes and painted scenery poorly, because objects reflect the wavelengths missing from the source. Two sources that look identical can therefore make the same fabric look different, an effect called metamerism. Designers compare fixtures with measures such as the colour rendering index (CRI) or the television lighting consistency index (TLCI) and, more reliably, by looking at costume swatches and skin under them.",
          ),
        },
      },
      {
        title: "Photometrics and Beam Calculations",
        description: "Calculating pool size and illuminance from throw distance, beam angle and intensity.",
        lesson: {
          title: "How big and how bright",
          html:
            p(
              "Before hanging a rig, a designer needs to know whether a chosen instrument will cover an area at the required brightness from the available position. The quantities, and the units in which manufacturers publish them, are:",
            ) +
            "<table><tr><th>Quantity</th><th>Unit</th><th>Meaning</th></tr><tr><td>Luminous flux</td><td>lumen (lm)</td><td>Total visible light emitted</td></tr><tr><td>Luminous intensity</td><td>candela (cd)</td><td>Light emitted in a given direction, per steradian</td></tr><tr><td>Illuminance</td><td>lux (lx), lumens per square metre</td><td>Light arriving on a surface</td></tr></table>" +
            p(
              "Pool size comes from geometry. The beam angle is the cone within which intensity is at least 50 per cent of the peak; the field angle is where it falls to 10 per cent. The diameter of the beam at throw distance d is 2 × d × tan(angle ÷ 2). A 26-degree profile at a 10-metre throw makes a pool 2 × 10 × tan 13°, or about 4.6 metres across, which covers roughly one and a half McCandless areas; to light a single 3-metre area from the same position you would choose a 19-degree unit (about 3.3 metres) or zoom a variable-angle unit.",
              "Illuminance obeys the inverse square law: E = I ÷ d². An instrument with a peak intensity of 40,000 cd produces 40,000 ÷ 10², or 400 lux, on a surface 10 metres away facing it squarely. Move the same instrument to a 14-metre throw and the illuminance falls to about 204 lux, roughly half, even though the pool is larger. This is why instruments in distant front-of-house positions must be more powerful, or narrower, than those on the first electric.",
              "Light rarely strikes a surface squarely. By the cosine law, illuminance on a surface is multiplied by the cosine of the angle of incidence, so light arriving at 45 degrees to the surface delivers about 71 per cent (cos 45° ≈ 0.707) of the illuminance of the same beam at normal incidence, and at 60 degrees only half. In the McCandless geometry the face is lit obliquely from two sides, so the calculated figures overstate what the audience sees. Manufacturers' photometric charts give these values for standard throws; always check whether a chart quotes peak (centre) or average illuminance, because the edge of a beam is, by definition, half as bright as its centre or less.",
            ),
        },
      },
    ],
  },
  {
    slug: "educational-measurement-and-assessment-design",
    discipline: "Educational assessment",
    title: "Educational Measurement and Assessment Design",
    description:
      "For practising teachers and education graduate students who write and evaluate examinations: validity arguments, reliability and measurement error, item analysis, and formative feedback.",
    level: "advanced",
    duration: "10 weeks",
    plantedGap: "formative feedback",
    modules: [
      {
        title: "Validity",
        description: "Validity as a property of score interpretations and uses, and how evidence for it is gathered.",
        lesson: {
          title: "Validating interpretations, not tests",
          html: p(
            "The most common misconception in assessment is that validity is a property of a test, so that a test simply 'is valid' or not. Modern measurement theory rejects this. Samuel Messick, in his 1989 chapter in Educational Measurement, defined validity as an integrated evaluative judgement of the degree to which empirical evidence and theoretical rationales support the adequacy and appropriateness of inferences and actions based on test scores. The same reading test might support valid inferences about the comprehension of native speakers and invalid ones about recent immigrants, whose scores partly reflect vocabulary in a second language. Messick also treated the old 'types' of validity (content, criterion, construct) as aspects of a single unified concept, construct validity.",
            "The Standards for Educational and Psychological Testing (AERA, APA and NCME, 2014 edition) follow this view and name five sources of validity evidence: evidence based on test content, on response processes (for example, think-aloud studies showing whether students actually use the intended reasoning), on internal structure (such as factor analysis), on relations to other variables (correlations with other measures and with later outcomes), and on the consequences of testing.",
            "Michael Kane's argument-based approach makes validation practical. The designer first states an interpretation and use argument, the chain of inferences from performance to decision, and then collects evidence for the weakest links. For an end-of-course examination used to award credit, the chain runs from observed performance to a score (scoring: are the mark scheme and marking sound?), from the score to expected performance over all possible tasks (generalisation: would another set of questions give a similar result?), from that to competence in the target domain (extrapolation: does exam performance reflect what students can do in practice?), and finally to the pass or fail decision.",
            "Messick named the two main threats. Construct underrepresentation occurs when the assessment is too narrow, such as a writing test that never asks students to revise. Construct-irrelevant variance occurs when scores are affected by something other than the intended construct: a mathematics test with long, complex word problems partly measures reading, and a tightly timed test partly measures speed. Checking each task for both threats is the designer's first job.",
          ),
        },
      },
      {
        title: "Reliability and Measurement Error",
        description: "Classical test theory, internal consistency and the standard error of measurement.",
        lesson: {
          title: "True scores, alpha and the standard error",
          html: p(
            "Classical test theory models every observed score as the sum of a true score and an error: X = T + E. The true score is the average a student would obtain over an infinite number of independent parallel administrations, and the errors are assumed to be random, averaging zero and uncorrelated with true scores. Reliability is then defined as the proportion of observed-score variance that is true-score variance, σ²T ÷ σ²X, a number between 0 and 1.",
            "Since true scores cannot be observed, reliability must be estimated. Test-retest reliability correlates two administrations, parallel-forms reliability two equivalent versions, and internal consistency estimates it from a single administration. The most widely used internal consistency coefficient is Cronbach's alpha, published by Lee Cronbach in 1951: α = (k ÷ (k − 1)) × (1 − Σσ²i ÷ σ²X), where k is the number of items, σ²i the variance of each item and σ²X the variance of total scores. Two cautions apply. Alpha rises with the number of items, so a long test can have a high alpha even when its items measure different things, and a high alpha therefore does not show that a test is unidimensional. And alpha is a lower bound on reliability only when its assumptions hold.",
            "The Spearman-Brown prophecy formula predicts the effect of changing test length: if a test is lengthened by a factor n with comparable items, the new reliability is nr ÷ (1 + (n − 1)r). Doubling a 20-item quiz with reliability 0.60 gives 1.2 ÷ 1.6 = 0.75, a worthwhile gain; doubling a test already at 0.90 gives only 0.95.",
            "For individual decisions the more useful figure is the standard error of measurement (SEM), σX × √(1 − r). A test with a standard deviation of 10 marks and a reliability of 0.91 has SEM = 10 × √0.09 = 3 marks. An approximate 95 per cent band around an observed score is ±1.96 SEM, about ±6 marks, so a student scoring 48 on a test with a pass mark of 50 cannot confidently be said to be below the standard. Where examiners mark extended responses, inter-rater reliability should be checked as well, for example with Cohen's kappa, which corrects raw agreement for agreement expected by chance.",
          ),
        },
      },
      {
        title: "Item Analysis",
        description: "Difficulty, discrimination and distractor analysis for selected-response items.",
        lesson: {
          title: "Reading the item statistics",
          html:
            p(
              "After a multiple-choice test has been taken, item analysis shows which items worked. Item difficulty, confusingly named, is p, the proportion of candidates who answered correctly, so a high p means an easy item. Items with p near 0.5 provide the most information for separating candidates, and most classroom tests aim for values between about 0.3 and 0.8; an item everyone gets right or wrong tells you nothing about differences among students, even if it is a fine question.",
              "Discrimination asks whether stronger candidates succeed more often than weaker ones. The simplest index, D, compares upper and lower groups by total score, conventionally the top and bottom 27 per cent, a proportion recommended by Truman Kelley in 1939: D = p(upper) − p(lower). The point-biserial correlation between item score and total score (preferably with the item removed from the total) gives a similar answer using all candidates. Robert Ebel's guideline treats D of 0.40 or more as very good, 0.30 to 0.39 as reasonably good, 0.20 to 0.29 as marginal and below 0.20 as poor. A negative D is an alarm: the weaker students did better, which usually means a wrongly keyed item or an ambiguity that the strongest students noticed.",
              "Consider an item taken by 100 students, with 27 in each group and B as the key:",
            ) +
            "<table><tr><th>Option</th><th>Upper group (27)</th><th>Lower group (27)</th></tr><tr><td>A</td><td>2</td><td>7</td></tr><tr><td>B (key)</td><td>22</td><td>9</td></tr><tr><td>C</td><td>3</td><td>11</td></tr><tr><td>D</td><td>0</td><td>0</td></tr></table>" +
            p(
              "D = (22 − 9) ÷ 27 = 0.48, a very good item. Distractor analysis then examines each wrong option. A and C each attract more weaker than stronger students, as a good distractor should. Option D attracted no one: it is a non-functioning distractor, perhaps obviously wrong, and it should be rewritten to reflect a genuine misconception or removed, because a four-option item with one dead option is in effect a three-option item. Had option A drawn more of the upper group than the key, the item would need checking for a second defensible answer.",
            ),
        },
      },
    ],
  },
  {
    slug: "nuclear-reactor-engineering",
    discipline: "Nuclear engineering",
    title: "Nuclear Reactor Physics and Engineering",
    description:
      "Covers the neutron life cycle and criticality, reactivity and reactor kinetics, decay heat and reactor cooling, and radioactive waste disposal, for master's students in nuclear and mechanical engineering.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "radioactive waste disposal",
    modules: [
      {
        title: "The Neutron Life Cycle and Criticality",
        description: "Fission, moderation and the factors that determine the multiplication factor.",
        lesson: {
          title: "Counting neutrons from one generation to the next",
          html: p(
            "When a uranium-235 nucleus absorbs a thermal neutron and fissions, it releases about 200 MeV of energy and on average about 2.4 new neutrons. A chain reaction is sustained if, on average, exactly one of these goes on to cause another fission. The effective multiplication factor, keff, is the ratio of the number of neutrons in one generation to the number in the previous generation. A reactor is critical when keff = 1, subcritical when keff &lt; 1 and supercritical when keff &gt; 1.",
            "Fission neutrons are born fast, with energies around 2 MeV, but the fission cross-section of U-235 is several hundred times larger for thermal neutrons, about 0.025 eV. A moderator slows them by elastic collisions with light nuclei: on average a neutron needs about 18 collisions with hydrogen, 25 with deuterium or about 115 with carbon to thermalise. Light water moderates most effectively but also absorbs neutrons, so light water reactors need uranium enriched to about 3 to 5 per cent U-235, whereas heavy water (CANDU) and graphite-moderated designs can run on natural uranium.",
            "The fate of neutrons in a thermal reactor is tracked by the six-factor formula, keff = η ε p f PFNL PTNL. The fast fission factor ε accounts for fast neutrons causing fission in U-238. The resonance escape probability p is the fraction of neutrons that slow down without being captured in the large absorption resonances of U-238. The thermal utilisation factor f is the fraction of thermal neutrons absorbed in the fuel rather than in the moderator, cladding or control materials. The reproduction factor η is the number of fission neutrons produced per thermal neutron absorbed in fuel; it is smaller than the number per fission because some absorptions lead to capture rather than fission. PFNL and PTNL are the probabilities that fast and thermal neutrons do not leak out of the core. The first four factors give k∞, the multiplication factor of an infinite reactor.",
            "As a worked example, with η = 1.65, ε = 1.02, p = 0.75 and f = 0.90, k∞ = 1.65 × 1.02 × 0.75 × 0.90 ≈ 1.136. With non-leakage probabilities of 0.97 and 0.98, keff ≈ 1.136 × 0.951 ≈ 1.08. This excess is deliberate: fresh fuel must carry surplus reactivity to last a whole cycle, and it is held down by control rods and soluble boron.",
          ),
        },
      },
      {
        title: "Reactivity and Reactor Kinetics",
        description: "Reactivity units, the role of delayed neutrons and temperature feedback.",
        lesson: {
          title: "Why reactors can be controlled",
          html: p(
            "Departure from criticality is expressed as reactivity, ρ = (keff − 1) ÷ keff. Because working values are small, reactivity is quoted in pcm (per cent mille, 10⁻⁵) or in dollars, where one dollar equals the delayed neutron fraction β. A keff of 1.001 corresponds to ρ ≈ 0.001, or 100 pcm.",
            "If all fission neutrons appeared at once, reactors would be very difficult to control. The prompt neutron generation time in a thermal reactor is roughly 10⁻⁴ seconds, so with ρ = 0.001 the power would grow as e^(ρt/Λ) = e^(10t), about a factor of 22,000 every second. What saves the operator is that a small fraction of neutrons, β ≈ 0.0065 for U-235 (about 0.0021 for Pu-239), is emitted from a fraction of a second to about a minute after fission by the decay of certain fission products, the delayed neutron precursors. These lengthen the effective generation time to around 0.1 seconds. With one averaged precursor group of decay constant λ ≈ 0.08 s⁻¹, the stable reactor period is approximately T ≈ (β − ρ) ÷ (λρ) = (0.0065 − 0.001) ÷ (0.08 × 0.001) ≈ 69 seconds, slow enough for control rods to respond.",
            "This breaks down if ρ reaches β, one dollar. The reactor is then prompt critical: the chain reaction is sustained by prompt neutrons alone and power rises on the millisecond scale. At Chernobyl in April 1986, the RBMK's positive void coefficient and the design of its control rods drove unit 4 far beyond prompt criticality within seconds.",
            "Stable operation therefore depends on negative feedback. The fuel temperature (Doppler) coefficient is negative and acts almost instantly: as fuel heats, thermal motion broadens the U-238 absorption resonances so that more neutrons are captured. In pressurised water reactors the moderator temperature coefficient is also normally negative, because the core is undermoderated, and hotter, less dense water slows neutrons less effectively. The RBMK, moderated by graphite and cooled by water that absorbed neutrons, had the opposite behaviour: boiling removed an absorber and increased reactivity. Operators must also manage xenon-135, a fission product with a thermal absorption cross-section of about 2.6 million barns; after a shutdown it builds up for roughly ten hours from the decay of iodine-135, which can prevent a restart until it decays away.",
          ),
        },
      },
      {
        title: "Decay Heat and Reactor Cooling",
        description: "Heat produced after shutdown and the systems that must remove it.",
        lesson: {
          title: "The heat that cannot be switched off",
          html:
            p(
              "Inserting the control rods stops the chain reaction within seconds, but it does not stop the core producing heat. The fission products accumulated during operation continue to undergo beta and gamma decay, and their energy appears as decay heat. Immediately after shutdown of a reactor that has operated for a long time it amounts to about 6 to 7 per cent of the previous thermal power, and it falls steeply at first and then slowly. The Way-Wigner approximation, P/P0 ≈ 0.0622 [t^-0.2 − (t + T)^-0.2] with t the time since shutdown and T the operating time, both in seconds, gives useful estimates for a core operated for a year:",
            ) +
            "<table><tr><th>Time after shutdown</th><th>Decay heat (fraction of full power)</th><th>For a 3000 MW(th) core</th></tr><tr><td>1 second</td><td>about 6 %</td><td>about 180 MW</td></tr><tr><td>1 hour</td><td>about 1 %</td><td>about 30 MW</td></tr><tr><td>1 day</td><td>about 0.45 %</td><td>about 13 MW</td></tr><tr><td>1 week</td><td>about 0.25 %</td><td>about 7 MW</td></tr></table>" +
            p(
              "These numbers are small as fractions but large in absolute terms. Thirteen megawatts, a day after shutdown, would boil away about 13 ÷ 2.26 ≈ 5.8 kilograms of water per second, around 500 tonnes a day, if no heat were removed. Without cooling, the water level in the core falls, the fuel cladding overheats, and above about 1200 °C the zirconium alloy cladding reacts rapidly with steam (Zr + 2H₂O → ZrO₂ + 2H₂), releasing more heat and hydrogen.",
              "That is what happened at Fukushima Daiichi in March 2011. Units 1 to 3 shut down automatically when the earthquake struck, but the tsunami flooded the emergency diesel generators and switchgear, leaving the plant without AC power to drive the cooling systems. Over the following days all three cores were badly damaged, and hydrogen that leaked into the reactor buildings exploded.",
              "Light water reactors therefore include emergency core cooling systems, with high- and low-pressure injection and accumulators, powered by redundant and diverse supplies. Newer passive designs, such as the Westinghouse AP1000, rely on gravity drainage, natural circulation and condensation on the steel containment shell, and are designed to cool the core for 72 hours without operator action or AC power.",
            ),
        },
      },
    ],
  },
];
