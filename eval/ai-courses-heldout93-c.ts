/** Ninety-third held-out evaluation courses, advanced level (A to E); see ai-courses-heldout93.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT93_C: EvalCourse[] = [
  {
    slug: "conflict-of-laws-jurisdiction-applicable-law-and-foreign-judgments",
    discipline: "Conflict of laws",
    title: "Conflict of Laws: Jurisdiction, Applicable Law and Foreign Judgments",
    description:
      "Cross-border disputes raise three questions before the merits are reached: which court will hear the claim, which legal system governs it, and whether the resulting judgment can be enforced elsewhere. Studied from the standpoint of English law after Brexit, the course covers service out of the jurisdiction and forum non conveniens, the retained Rome I and Rome II Regulations, anti-suit injunctions, and the enforcement of foreign judgments at common law, under statute and under the 2019 Hague Judgments Convention.",
    level: "advanced",
    duration: "one term (ten weeks, one two-hour seminar a week)",
    plantedGap: "anti-suit injunctions",
    modules: [
      {
        title: "Jurisdiction: Service Out and Forum Non Conveniens",
        description:
          "How the English court acquires jurisdiction over foreign defendants, and when it will decline to exercise it.",
        lesson: {
          title: "Establishing and declining jurisdiction",
          html:
            p(
              "Since the Brexit transition period ended on 31 December 2020, the Brussels I Recast Regulation and the Lugano Convention no longer govern jurisdiction in English proceedings. Outside the 2005 Hague Choice of Court Convention and statutory protections for consumers and employees, jurisdiction rests on service of the claim form. A defendant present in England, however briefly, may be served as of right — service at Ascot races sufficed in Maharanee of Baroda v Wildenstein [1972] 2 QB 283 — and a defendant who contests the merits submits to the jurisdiction.",
              "Where the defendant is abroad, the claimant needs permission to serve out under CPR 6.36, unless an exception applies, notably for contracts containing an English jurisdiction clause (CPR 6.33(2B), since April 2021). The claimant must show:",
            ) +
            "<ol><li>a serious issue to be tried on the merits;</li><li>a good arguable case that the claim falls within a gateway in Practice Direction 6B, paragraph 3.1 — for example, a contract governed by English law, or a tort where damage was sustained in England; and</li><li>that England is clearly or distinctly the appropriate forum.</li></ol>" +
            p(
              "A good arguable case means, after Brownlie v Four Seasons Holdings [2017] UKSC 80, that the claimant has the better of the argument on the jurisdictional facts or, where the court cannot decide, a plausible evidential basis. In FS Cairo (Nile Plaza) LLC v Brownlie [2021] UKSC 45 the Supreme Court read the tort gateway broadly: 'damage' includes indirect loss, so a claimant injured in Egypt who continued to suffer in England fell within it.",
              "The forum test comes from Spiliada Maritime Corp v Cansulex Ltd [1987] AC 460, which also governs applications to stay proceedings against defendants served in England. First, is another available forum clearly or distinctly more appropriate, judged by connecting factors such as witnesses, documents, governing law and the parties' residence? The claimant bears this burden in service-out cases, the defendant on a stay application. Second, even if the foreign forum is more appropriate, England keeps the case if the claimant would be denied substantial justice abroad. In Lubbe v Cape plc [2000] 1 WLR 1545 claims proceeded because funding and expertise were unavailable in South Africa; in Vedanta Resources plc v Lungowe [2019] UKSC 20 the lack of legal aid and experienced lawyers in Zambia had the same effect.",
            ),
        },
      },
      {
        title: "Applicable Law in Contract and Tort",
        description:
          "The retained Rome I and Rome II Regulations, overriding mandatory rules and the proof of foreign law.",
        lesson: {
          title: "Choosing the governing law",
          html: p(
            "The Rome I (contract) and Rome II (non-contractual obligations) Regulations continue to apply in the United Kingdom as retained, now assimilated, law. Under Rome I, article 3, the parties may choose the governing law expressly or by a choice clearly demonstrated by the contract or the circumstances; an exclusive jurisdiction clause is one factor in deciding whether such a choice exists (recital 12).",
            "Absent choice, article 4(1) lays down fixed rules: a sale of goods is governed by the law of the seller's habitual residence, a services contract by the provider's, a franchise by the franchisee's. Other contracts fall under article 4(2), the law of the habitual residence of the party effecting the characteristic performance. Article 4(3) displaces these rules where the contract is manifestly more closely connected with another country. Under articles 6 and 8, a choice of law cannot deprive consumers or employees of the mandatory protection of the law otherwise applicable.",
            "Article 9 lets the forum apply its own overriding mandatory provisions whatever the governing law, but gives effect to foreign ones only narrowly: under article 9(3), only those of the country where the obligations are to be or have been performed, and only in so far as they render performance unlawful. This largely mirrors the older English rule in Ralli Bros v Compañía Naviera Sota y Aznar [1920] 2 KB 287.",
            "In tort, Rome II article 4(1) applies the law of the country where the damage occurs, irrespective of where the causal event took place or indirect consequences are felt, unlike the broad jurisdictional gateway. Article 4(2) substitutes the parties' common habitual residence, and article 4(3) allows escape to a manifestly more closely connected law. Special rules cover product liability, unfair competition, environmental damage and intellectual property. Article 15 extends the applicable law to the assessment of damages, reversing for Rome II cases Harding v Wealands [2006] UKHL 32, which treated quantification as procedural; Wall v Mutuelle de Poitiers Assurances [2014] EWCA Civ 138 held that the forum may still use its own procedures for expert evidence.",
            "Foreign law is a fact, proved by expert evidence; if it is not proved, the 2021 Brownlie decision explains the default as a presumption of similarity to English law, which may be inappropriate where systems differ widely.",
          ),
        },
      },
      {
        title: "Recognition and Enforcement of Foreign Judgments",
        description:
          "Enforcing foreign money judgments at common law, by registration and under the Hague Conventions, and the defences available.",
        lesson: {
          title: "Making a foreign judgment count in England",
          html:
            p(
              "A foreign judgment must be recognised, and enforced if it is to be executed. The regime depends on where it was given and when proceedings began:",
            ) +
            "<ul><li>the common law, for countries with no treaty arrangement, including the United States;</li><li>registration under the Administration of Justice Act 1920 or the Foreign Judgments (Reciprocal Enforcement) Act 1933, for listed countries;</li><li>the 2005 Hague Choice of Court Convention, for courts chosen in exclusive jurisdiction agreements;</li><li>the 2019 Hague Judgments Convention, in force for the United Kingdom from 1 July 2025, for proceedings begun after that date in other contracting states, including EU member states other than Denmark.</li></ul>" +
            p(
              "At common law a foreign judgment creates a debt enforceable by action. The claimant must show a judgment for a definite sum, not a tax or penalty, that is final and conclusive, given by a court with jurisdiction in the international sense as English law judges it: the defendant was present in the foreign country when proceedings began, or submitted by contesting the merits, agreeing to the jurisdiction or suing there. In Adams v Cape Industries plc [1990] Ch 433, a marketing subsidiary's activities in Illinois did not make the English parent present in the United States, so a Texas judgment was unenforceable.",
              "Defences are narrow, since the merits are not reviewed. Fraud may be raised even if it was argued abroad (Owens Bank Ltd v Bracco [1992] 2 AC 443), a much-criticised rule; natural justice and public policy are the others. By statute, a judgment obtained in breach of an agreement to arbitrate or litigate elsewhere is not recognised unless the defendant submitted (Civil Jurisdiction and Judgments Act 1982, s 32), and multiple-damages awards such as US treble antitrust damages cannot be enforced (Protection of Trading Interests Act 1980, s 5).",
              "The 2019 Convention replaces the common law test with filters in article 5, among them the defendant's habitual residence in the state of origin, express consent, a branch whose activities gave rise to the claim, the place of performance of a contractual obligation and, in tort, the place of the act or omission directly causing harm. Article 7 lists grounds for refusal, including defective notification, fraud and public policy. As it covers only proceedings begun after it takes effect, the common law will matter for years.",
            ),
        },
      },
    ],
  },
  {
    slug: "enzyme-kinetics-and-catalytic-mechanism",
    discipline: "Enzymology",
    title: "Enzyme Kinetics and Catalytic Mechanism",
    description:
      "Aimed at final-year biochemistry students and new postgraduates who will design or interpret enzyme assays, the module treats enzyme kinetics quantitatively: the derivation and fitting of steady-state rate equations, the diagnosis and quantification of reversible inhibition, allosteric enzymes, and the use of transition-state theory and pre-steady-state methods to probe catalytic mechanism.",
    level: "advanced",
    duration: "eight weeks (two lectures and one problem class a week)",
    plantedGap: "allosteric enzymes",
    modules: [
      {
        title: "Steady-State Kinetics",
        description:
          "Deriving the Michaelis–Menten equation and extracting kcat and KM from well-designed experiments.",
        lesson: {
          title: "What kcat and KM really mean",
          html: p(
            "For the minimal scheme E + S ⇌ ES → E + P, with rate constants k1 and k−1 for binding and dissociation and kcat for the catalytic step, Briggs and Haldane's steady-state assumption (1925) — that [ES] stays constant after a brief initial phase — gives k1[E][S] = (k−1 + kcat)[ES]. Combining this with the conservation equation [E]T = [E] + [ES] yields the Michaelis–Menten equation, v = kcat[E]T[S]/(KM + [S]), where KM = (k−1 + kcat)/k1 and Vmax = kcat[E]T.",
            "The parameters are easily misread. KM is the substrate concentration giving half the maximal rate; it equals the dissociation constant of ES only when kcat ≪ k−1, the rapid-equilibrium case Michaelis and Menten assumed. kcat, the turnover number, is the maximum number of substrate molecules converted per active site per second, and it reflects the slowest steps after substrate binding, which may be product release rather than chemistry. The ratio kcat/KM, the specificity constant, is the apparent second-order rate constant for reaction of free enzyme with free substrate at low [S]. It governs the choice between competing substrates and cannot exceed the rate of diffusional encounter, about 10⁸–10⁹ M⁻¹ s⁻¹. Enzymes near this limit, such as triosephosphate isomerase, are called catalytically perfect.",
            "Worked example: an enzyme at 10 nM active sites has kcat = 200 s⁻¹ and KM = 50 µM, so Vmax = 2 µM s⁻¹. At [S] = 50 µM, v = 1 µM s⁻¹; at 450 µM, nine times KM, v = 0.9 Vmax = 1.8 µM s⁻¹. Reaching 99% of Vmax would need [S] = 99 KM, which is why nominally saturating substrate often is not. The specificity constant is 200 s⁻¹ ÷ 50 µM = 4 × 10⁶ M⁻¹ s⁻¹.",
            "Good practice follows from the derivation. Measure initial rates, with less than about 10% of substrate consumed, so that [S] is effectively constant and product inhibition negligible. Use substrate concentrations spanning roughly 0.2 to 5 KM, with more points at low [S], where the data carry most information about KM. Fit untransformed rates to the hyperbola by nonlinear regression. The double-reciprocal Lineweaver–Burk plot distorts experimental error, giving most weight to the least precise low-[S] points, so use it only to display results. Report kcat rather than Vmax whenever the active-site concentration is known.",
          ),
        },
      },
      {
        title: "Reversible Inhibition",
        description:
          "Competitive, uncompetitive and mixed inhibition, from rate equations to inhibition constants and IC50 values.",
        lesson: {
          title: "Diagnosing how an inhibitor acts",
          html:
            p(
              "Reversible inhibitors bind non-covalently and are classified by the enzyme forms they bind. A competitive inhibitor binds only free enzyme, usually at the active site, with dissociation constant Ki. An uncompetitive inhibitor binds only the ES complex, with constant Ki′. A mixed inhibitor binds both, with different constants; the special case Ki = Ki′ is called noncompetitive. Writing α = 1 + [I]/Ki and α′ = 1 + [I]/Ki′, the general rate equation is v = Vmax[S]/(αKM + α′[S]).",
            ) +
            "<table><tr><th>Type</th><th>Apparent Vmax</th><th>Apparent KM</th><th>Lineweaver–Burk pattern</th></tr><tr><td>Competitive</td><td>Vmax (unchanged)</td><td>αKM</td><td>Lines meet on the y-axis</td></tr><tr><td>Uncompetitive</td><td>Vmax/α′</td><td>KM/α′</td><td>Parallel lines</td></tr><tr><td>Mixed</td><td>Vmax/α′</td><td>αKM/α′</td><td>Lines meet left of the y-axis</td></tr><tr><td>Noncompetitive (Ki = Ki′)</td><td>Vmax/α</td><td>KM (unchanged)</td><td>Lines meet on the x-axis</td></tr></table>" +
            p(
              "Diagnosis should rest on a global fit of the full data set, at several inhibitor and substrate concentrations, to each candidate model, compared by a statistical criterion such as the extra sum-of-squares F-test or Akaike's information criterion, rather than on eyeballing a double-reciprocal plot.",
              "Drug discovery often reports IC50, the inhibitor concentration giving 50% inhibition under particular assay conditions. IC50 is not a constant. For a competitive inhibitor it rises with substrate concentration according to the Cheng–Prusoff relation, Ki = IC50/(1 + [S]/KM), so an assay run at [S] = KM gives IC50 = 2Ki. For an uncompetitive inhibitor, IC50 = Ki′(1 + KM/[S]), which falls as [S] rises; such compounds become more effective as substrate accumulates, a property that can be valuable in a metabolic pathway.",
              "Two complications are common with potent compounds. If Ki is comparable to the enzyme concentration in the assay, binding depletes the free inhibitor appreciably and the Morrison quadratic equation must replace the simple forms; methotrexate with dihydrofolate reductase, with Ki in the picomolar range, is a classic tight-binding case. Many potent inhibitors also bind slowly, so that inhibition increases over minutes after mixing; pre-incubation time must then be controlled and reported, and progress curves analysed to obtain the association and dissociation rate constants.",
            ),
        },
      },
      {
        title: "Transition States and Pre-Steady-State Kinetics",
        description:
          "How enzymes achieve enormous rate enhancements, and how rapid-reaction methods reveal intermediates and rate-limiting steps.",
        lesson: {
          title: "Probing mechanism beyond the steady state",
          html: p(
            "Enzymes accelerate reactions by very large factors. Rate enhancements, kcat over the uncatalysed rate constant in water, commonly lie between 10⁸ and 10¹⁴; Radzicka and Wolfenden (1995) estimated that orotidine 5′-monophosphate decarboxylase accelerates its reaction about 10¹⁷-fold, the uncatalysed reaction having a half-life of some 78 million years. Following Pauling's proposal of 1948, transition-state theory explains this as preferential binding: the enzyme binds the transition state far more tightly than the substrate, lowering the activation free energy. Each tenfold increase in rate at 25 °C corresponds to about 5.7 kJ mol⁻¹ of extra transition-state stabilisation.",
            "A practical consequence is that stable molecules resembling the transition state should be extremely potent inhibitors. Examples include boronic acid and phosphonate inhibitors of serine proteases, which mimic the tetrahedral intermediate, the immucillins, transition-state analogues that bind purine nucleoside phosphorylase with picomolar affinity, and oseltamivir, developed from transition-state analogues of influenza neuraminidase.",
            "Steady-state parameters rarely reveal individual steps; pre-steady-state methods can. In a stopped-flow instrument, enzyme and substrate solutions are driven from syringes through a mixer into an observation cell with a dead time of around 1 ms, and absorbance or fluorescence is followed over milliseconds to seconds. Rapid chemical quench instruments instead stop the reaction with acid or base at defined times for chemical analysis.",
            "The classic result is burst kinetics. When chymotrypsin hydrolyses p-nitrophenyl acetate, yellow p-nitrophenolate appears in a rapid initial burst followed by a slower steady-state rate (Hartley and Kilby, 1954). The explanation is a two-step mechanism: fast acylation of Ser195, releasing p-nitrophenol, followed by slow deacylation of the acetyl-enzyme, which limits turnover. Extrapolating the linear phase back to time zero gives the burst amplitude, equal to the concentration of active sites. This active-site titration shows how much of a preparation is functional.",
            "Other tools complete the picture. A primary deuterium kinetic isotope effect, kH/kD, of about 2–7 indicates that C–H bond cleavage is at least partly rate-limiting. pH–rate profiles of kcat/KM report the pKa values of groups in the free enzyme or substrate that must be in a particular protonation state for reaction, and site-directed mutagenesis then tests the roles of the residues identified.",
          ),
        },
      },
    ],
  },
  {
    slug: "automata-theory-and-formal-languages",
    discipline: "Automata theory",
    title: "Automata Theory and Formal Languages",
    description:
      "Core results of theoretical computer science, proved in full: the subset construction and the Myhill–Nerode theorem for regular languages; context-free grammars, pushdown automata and the pumping lemma; Turing machines, reductions and Rice's theorem; and Büchi automata on infinite words.",
    level: "advanced",
    duration: "twelve weeks (three lectures and one problem class a week)",
    plantedGap: "Büchi automata",
    modules: [
      {
        title: "Regular Languages: Determinisation and Minimisation",
        description:
          "From nondeterministic to deterministic automata, and the Myhill–Nerode characterisation of regularity.",
        lesson: {
          title: "The subset construction and the Myhill–Nerode theorem",
          html: p(
            "A nondeterministic finite automaton (NFA) may have several transitions on the same symbol, and ε-transitions. Rabin and Scott (1959) showed by the subset construction that NFAs recognise exactly the regular languages. The equivalent DFA's states are sets of NFA states; its start state is the ε-closure of {q₀}; from a set S on symbol a it moves to the ε-closure of the union of δ(q, a) over q ∈ S; and a set accepts if it contains an accepting state. Only reachable subsets need be built, often far fewer than the 2ⁿ possible.",
            "The exponential bound is tight. Let Lₙ be the strings over {0, 1} whose n-th symbol from the end is 1; an NFA with n + 1 states guesses the position. For a DFA, take distinct strings x and y of length n differing at position i, with x having 1 there. Appending any z of length i − 1 moves position i to n-th from the end, so xz ∈ Lₙ and yz ∉ Lₙ. Hence x and y must reach different states, and every DFA for Lₙ needs at least 2ⁿ states.",
            "This is an instance of the Myhill–Nerode theorem. For L ⊆ Σ*, define x ≡ y if, for every z ∈ Σ*, xz ∈ L exactly when yz ∈ L. The equivalence is right-invariant: x ≡ y implies xa ≡ ya. The theorem states that L is regular if and only if ≡ has finitely many classes, and that their number equals the number of states of the minimal DFA for L, which is unique up to renaming. The proof builds that DFA directly: its states are the classes, with transition from [x] on a to [xa], well defined by right-invariance.",
            "The theorem gives clean non-regularity proofs. For L = {aⁿbⁿ : n ≥ 0}, the strings aⁱ and aʲ with i ≠ j are inequivalent, since aⁱbⁱ ∈ L but aʲbⁱ ∉ L, so L is not regular. Unlike the pumping lemma, Myhill–Nerode is a characterisation and can also prove regularity.",
            "Minimisation computes this equivalence on a DFA's reachable states. Moore's algorithm refines the partition {accepting, non-accepting}, splitting blocks whose states move to different blocks on some symbol, in O(|Σ|n²) worst-case time; Hopcroft's algorithm (1971) processes only the smaller half of each split block, in O(|Σ| n log n).",
          ),
        },
      },
      {
        title: "Context-Free Languages and Pushdown Automata",
        description:
          "Grammars, normal forms and parsing, the pumping lemma, and the limits of closure and decidability.",
        lesson: {
          title: "Grammars, stacks and their limits",
          html: p(
            "A context-free grammar G = (V, Σ, R, S) generates strings by rewriting variables according to its rules. Pushdown automata, NFAs equipped with an unbounded stack, recognise exactly the context-free languages: a PDA simulates a grammar by expanding the leftmost variable on its stack and matching terminals against the input, and conversely a PDA yields a grammar whose variables A_pq generate the strings taking it from state p to state q with empty stack at both ends. Deterministic PDAs are strictly weaker: none recognises the even-length palindromes {wwᴿ}, because it cannot tell where the middle is.",
            "Every context-free language has a grammar in Chomsky normal form, with rules only of the forms A → BC and A → a (plus S → ε if needed), obtained by removing ε-rules and unit rules and breaking long right-hand sides into chains. CNF underlies the Cocke–Younger–Kasami algorithm, a dynamic programme deciding membership of a string of length n in O(n³·|G|) time by recording which variables generate each substring.",
            "The pumping lemma states that for every context-free language L there is a p such that every s ∈ L with |s| ≥ p can be written s = uvxyz with |vy| ≥ 1, |vxy| ≤ p, and uvⁱxyⁱz ∈ L for all i ≥ 0. In the proof, a parse tree for s in a CNF grammar with |s| ≥ 2^|V| has a path carrying more than |V| variables; a repeated variable lets the subtree between its occurrences be duplicated or removed.",
            "Apply it to L = {aⁿbⁿcⁿ} with s = aᵖbᵖcᵖ. If v or y contains two different letters, uv²xy²z has letters out of order. Otherwise, because |vxy| ≤ p, the window touches at most two of the three blocks, so pumping raises at most two letter counts and uv²xy²z ∉ L. Hence L is not context-free. It follows that context-free languages are not closed under intersection, since {aⁿbⁿcᵐ} and {aᵐbⁿcⁿ} are context-free and intersect in L; being closed under union, they cannot be closed under complement either. They are closed under intersection with a regular language, by running a PDA and a DFA in parallel.",
            "Equivalence of two grammars, whether a grammar generates all of Σ*, and whether it is ambiguous are all undecidable, and some languages, such as {aⁱbʲcᵏ : i = j or j = k}, are inherently ambiguous.",
          ),
        },
      },
      {
        title: "Turing Machines and Undecidability",
        description: "Decidable and recognisable languages, diagonalisation, mapping reductions and Rice's theorem.",
        lesson: {
          title: "What no algorithm can do",
          html: p(
            "A Turing machine has a finite control, an unbounded tape and a head that reads, writes and moves one cell at a time; on a given input it may accept, reject or run forever. A language is Turing-recognisable if some machine accepts exactly its strings, perhaps looping on others, and decidable if some machine also halts on every input. The Church–Turing thesis identifies decidability with algorithmic solvability, supported by the equivalence of multi-tape and nondeterministic machines, the λ-calculus and other models.",
            "The acceptance problem A_TM = {⟨M, w⟩ : M accepts w} is recognisable, since a universal machine can simulate M on w, but it is undecidable. Suppose H decided A_TM. Build D which, on input ⟨M⟩, runs H on ⟨M, ⟨M⟩⟩ and does the opposite: it accepts if H rejects and rejects if H accepts. Then D accepts ⟨D⟩ if and only if D does not accept ⟨D⟩, a contradiction. This is Cantor's diagonal argument applied to machines and their descriptions.",
            "A corollary follows at once. A language is decidable if and only if both it and its complement are recognisable: run the two recognisers alternately, step by step, until one accepts. Since A_TM is recognisable but undecidable, its complement is not even recognisable.",
            "Most further results use mapping reductions. A ≤ₘ B if a computable function f satisfies w ∈ A ⇔ f(w) ∈ B. If A ≤ₘ B and B is decidable, so is A; contrapositively, if A is undecidable, so is B. To show that the halting problem HALT_TM is undecidable, map ⟨M, w⟩ to ⟨M′, w⟩, where M′ runs M on w, accepts if M accepts and deliberately loops if M rejects. Then M′ halts on w exactly when M accepts w.",
            "Rice's theorem generalises the pattern: every non-trivial property of the language recognised by a Turing machine is undecidable. Non-trivial means some machines' languages have the property and some do not. So it is undecidable whether a machine's language is empty, finite, regular or contains the string 101, though properties of machines themselves, such as having fewer than 20 states, may be decidable. Post's correspondence problem, undecidable by reduction from A_TM, is the usual bridge to undecidable questions about grammars, including ambiguity.",
          ),
        },
      },
    ],
  },
  {
    slug: "avionics-systems-data-buses-air-data-and-software-assurance",
    discipline: "Avionics",
    title: "Avionics Systems: Data Buses, Air Data and Software Assurance",
    description:
      "Decode an ARINC 429 word, size an AFDX virtual link, derive true airspeed from pitot-static pressures and total air temperature, and plan the evidence that Level A flight software needs under DO-178C. Intended for graduate engineers and licensed technicians moving into avionics integration, the course also examines lightning protection of composite airframes and their wiring.",
    level: "advanced",
    duration: "a ten-day intensive course (lectures and laboratory exercises)",
    plantedGap: "lightning protection",
    modules: [
      {
        title: "Data Buses: ARINC 429, MIL-STD-1553 and AFDX",
        description:
          "Word formats, electrical characteristics and timing guarantees of the main avionics data networks.",
        lesson: {
          title: "How avionics units talk to each other",
          html:
            p(
              "ARINC 429, still the most widespread civil avionics bus, is a simplex, point-to-multipoint link: one transmitter drives a shielded twisted pair monitored by up to 20 receivers. It uses bipolar return-to-zero signalling, nominally +10 V differential for a 1, −10 V for a 0 and 0 V between bits, so every bit is self-clocking. Data rates are 100 kbit/s (high speed) or 12.5–14.5 kbit/s (low speed), with at least four bit times of null between words. Each 32-bit word has a fixed layout:",
            ) +
            "<table><tr><th>Bits</th><th>Field</th><th>Use</th></tr><tr><td>1–8</td><td>Label</td><td>Identifies the parameter; written in octal and transmitted first</td></tr><tr><td>9–10</td><td>SDI</td><td>Source/destination identifier, e.g. which of several identical systems is sending</td></tr><tr><td>11–29</td><td>Data</td><td>BNR (two's-complement binary, sign in bit 29) or BCD, scaled as defined for each label</td></tr><tr><td>30–31</td><td>SSM</td><td>Sign/status matrix: for BNR, normal operation, no computed data, functional test or failure warning</td></tr><tr><td>32</td><td>Parity</td><td>Odd parity over the whole word</td></tr></table>" +
            p(
              "Receivers check parity, label and SSM before using a value.",
              "Military aircraft widely use MIL-STD-1553B, a 1 Mbit/s, Manchester-encoded command/response bus on which a bus controller polls up to 31 remote terminals over dual-redundant cables. Its schedule is deterministic but its bandwidth small.",
              "AFDX (Avionics Full-Duplex Switched Ethernet), standardised as ARINC 664 Part 7 and used on the Airbus A380 and A350, runs at 100 Mbit/s over switched, full-duplex Ethernet; the Boeing 787's Common Data Network is also based on ARINC 664. Determinism comes from virtual links. Each is a unidirectional logical connection from one source to one or more destinations, defined by a bandwidth allocation gap (BAG), the minimum interval between frames, chosen as a power of two from 1 to 128 ms, and a maximum frame size, Lmax. Switches police each link against this contract. The bandwidth reserved is Lmax × 8 / BAG: a link with Lmax = 1,518 bytes and BAG = 4 ms may use about 3.04 Mbit/s. Designers size a link by choosing the largest BAG and smallest Lmax that still meet the application's data rate and latency. Every frame is sent over two independent networks, A and B, and the receiver keeps the first valid copy.",
            ),
        },
      },
      {
        title: "Air Data and Inertial Reference",
        description:
          "From pitot-static pressures and temperature to altitude, airspeed and Mach number, and how inertial systems measure attitude and position.",
        lesson: {
          title: "Computing what the aircraft is doing",
          html: p(
            "An air data computer, in airliners often combined with inertial reference in an ADIRU, works from three measurements: static pressure ps from flush static ports, total pressure pt from forward-facing pitot probes, and total air temperature (TAT). Pressure altitude follows from ps through the International Standard Atmosphere — sea-level pressure 1,013.25 hPa, temperature 15 °C and a lapse rate of 6.5 K per km up to the tropopause at 11 km. Below it, h = (T₀/L)[1 − (ps/p₀)^0.1903].",
            "Impact pressure qc = pt − ps gives calibrated airspeed, referenced to sea-level standard conditions, and Mach number through qc/ps; for subsonic flow, M = √(5[(qc/ps + 1)^(2/7) − 1]). TAT exceeds static air temperature (SAT) because the air is brought nearly to rest, so SAT = TAT/(1 + 0.2KM²), where K, the probe's recovery factor, is close to 1. True airspeed is then TAS = M × a, where the speed of sound a ≈ 38.97√SAT knots with SAT in kelvin.",
            "Worked example: in cruise, ps = 238.4 hPa (pressure altitude about 35,000 ft) and qc/ps = 0.524, giving M = 0.80. TAT reads −26 °C (247.15 K). Taking K = 1, SAT = 247.15/1.128 = 219.1 K, about −54 °C. Then a = 38.97 × 14.80 ≈ 577 kt and TAS ≈ 0.80 × 577 ≈ 461 kt.",
            "Inertial reference systems measure angular rate with three gyroscopes, in airliners usually ring laser gyros exploiting the Sagnac effect, and specific force with three accelerometers, all fixed to the airframe in a strapdown arrangement. The computer integrates rates to keep attitude and heading, removes gravity, and integrates acceleration twice for velocity and position. On the ground the system aligns by sensing gravity, for level, and Earth's rotation of about 15.04° per hour, for true north; this gyrocompassing takes around 10 minutes. Horizontal errors oscillate with the 84.4-minute Schuler period, but gyro drift still makes position error grow, roughly 1–2 nautical miles per hour for navigation-grade systems, so inertial data are blended with GNSS and radio aids.",
            "Air data failures are dangerous because they are often common-mode: when the pitot probes of Air France 447 iced over in 2009, all three airspeed indications became unreliable together, the autopilot disconnected and the crew lost control.",
          ),
        },
      },
      {
        title: "Software Assurance under DO-178C",
        description:
          "Design assurance levels, objectives, structural coverage and the technology supplements for airborne software.",
        lesson: {
          title: "Showing that flight software is fit to fly",
          html:
            p(
              "Certification authorities accept DO-178C, Software Considerations in Airborne Systems and Equipment Certification (RTCA, 2011; EUROCAE ED-12C), as a means of compliance for airborne software. It prescribes no development method; it sets objectives, and the rigour required depends on the software level, assigned through the system safety assessment under ARP4754 and ARP4761 according to the worst failure condition the software can contribute to:",
            ) +
            "<table><tr><th>Level</th><th>Failure condition</th><th>Objectives</th><th>Structural coverage</th></tr><tr><td>A</td><td>Catastrophic</td><td>71</td><td>MC/DC, decision and statement</td></tr><tr><td>B</td><td>Hazardous</td><td>69</td><td>Decision and statement</td></tr><tr><td>C</td><td>Major</td><td>62</td><td>Statement</td></tr><tr><td>D</td><td>Minor</td><td>26</td><td>None required</td></tr><tr><td>E</td><td>No safety effect</td><td>0</td><td>—</td></tr></table>" +
            p(
              "The life cycle comprises planning, development (high-level requirements, architecture, low-level requirements, source code and executable object code) and integral processes: verification, configuration management, quality assurance and certification liaison. Every artefact must be traceable, from system requirements through each level to code and to the tests that verify it. Testing is requirements-based; structural coverage analysis then shows whether those tests exercised the code, and any uncovered code must be resolved as a missing test, a deficient requirement, dead code to be removed or deactivated code to be justified.",
              "Modified condition/decision coverage (MC/DC), required at Level A, demands that each condition in a decision be shown to affect the outcome independently. For D = A ∧ (B ∨ C), four tests suffice — n + 1 for n = 3 conditions: (T, T, F) → T; (F, T, F) → F; (T, F, F) → F; (T, F, T) → T. The first two show A's independent effect, the first and third B's, and the third and fourth C's. Exhaustive testing would need eight cases; with many conditions the saving is large, yet MC/DC still exposes errors such as a wrong operator.",
              "DO-178C introduced supplements: DO-330 for tool qualification, required for tools such as code generators whose output is not otherwise verified; DO-331 for model-based development; DO-332 for object-oriented technologies; and DO-333 for formal methods, which may replace some testing with proof. Complex hardware such as FPGAs follows the parallel guidance of DO-254. Many Level A and B objectives require independence: the verifier must not be the item's developer. Because evidence must be planned from the start, the Plan for Software Aspects of Certification is agreed with the authority early, and the Software Accomplishment Summary closes the project.",
            ),
        },
      },
    ],
  },
  {
    slug: "cardiac-rehabilitation-advanced-assessment-and-exercise-prescription",
    discipline: "Cardiac rehabilitation",
    title: "Cardiac Rehabilitation: Advanced Assessment and Exercise Prescription",
    description:
      "With referrals now including older, frailer patients, heart failure and implanted devices, rehabilitation teams need skills beyond the standard programme. Experienced physiotherapists, nurses and exercise professionals learn to interpret cardiopulmonary exercise tests and stratify risk, prescribe aerobic, interval and resistance training for patients on rate-limiting medication, adapt training for heart failure and cardiac devices, and carry out psychosocial assessment with validated tools.",
    level: "advanced",
    duration: "five study days over three months, with supervised clinical practice",
    plantedGap: "psychosocial assessment",
    modules: [
      {
        title: "Exercise Testing and Risk Stratification",
        description:
          "Using cardiopulmonary exercise testing and field tests to quantify capacity and stratify risk before training begins.",
        lesson: {
          title: "Reading the exercise test",
          html:
            p(
              "Before training, every patient needs an assessment of functional capacity and risk. Cardiopulmonary exercise testing (CPET), with breath-by-breath gas analysis during incremental cycle or treadmill exercise, is the reference method. Its key outputs are:",
            ) +
            "<ul><li>Peak oxygen uptake (VO₂peak) in ml/kg/min; a peak respiratory exchange ratio of at least 1.10 indicates a good effort.</li><li>The anaerobic (ventilatory) threshold, identified by the V-slope method as the point where CO₂ output starts to rise faster than O₂ uptake; it does not depend on maximal effort and is useful for setting training intensity.</li><li>The VE/VCO₂ slope, a measure of ventilatory efficiency; values above about 34 carry a worse prognosis in heart failure.</li><li>Heart-rate and blood-pressure responses, ECG changes and symptoms.</li></ul>" +
            p(
              "In heart failure, the Weber classification groups patients by VO₂peak: class A above 20 ml/kg/min, B 16–20, C 10–16 and D below 10. Since one MET is defined as 3.5 ml/kg/min, a VO₂peak of 17.5 ml/kg/min equals 5 METs — enough for most activities of daily living but not for sustained heavy work.",
              "Where CPET is unavailable, UK programmes commonly use the incremental shuttle walk test (ISWT) or the six-minute walk test. The ISWT is externally paced, with walking speed rising every minute through 12 levels; the distance achieved allows capacity to be estimated, and heart rate and Borg rating at each level help set training targets.",
              "Risk stratification, for example with the AACVPR criteria, combines these results with clinical features. Low-risk patients have no complex ventricular arrhythmias or angina during exercise, normal haemodynamic responses, a functional capacity of at least 7 METs and a left ventricular ejection fraction of 50% or more. High-risk features include an ejection fraction below 40%, capacity below 5 METs, complex ventricular arrhythmias, survival of cardiac arrest, ischaemia at low workloads, and a flat or falling systolic pressure as workload increases. Risk level determines supervision, monitoring and starting intensity.",
              "Contraindications to starting or continuing exercise listed by the ACPICR and ACSM include unstable angina, uncontrolled arrhythmias, resting systolic pressure above 180 mmHg or diastolic above 110 mmHg, symptomatic severe aortic stenosis, acute myocarditis or pericarditis, decompensated heart failure and recent thromboembolism.",
            ),
        },
      },
      {
        title: "Prescribing Aerobic, Interval and Resistance Training",
        description:
          "Setting intensity by heart-rate reserve and perceived exertion, using interval training safely, and adding resistance exercise.",
        lesson: {
          title: "Dose, intensity and progression",
          html: p(
            "Exercise-based cardiac rehabilitation works. The 2021 Cochrane review by Dibben and colleagues, pooling 85 trials and more than 23,000 patients with coronary heart disease, found lower cardiovascular mortality (relative risk about 0.74), fewer myocardial infarctions (0.82) and fewer hospital admissions (0.77), though no clear effect on all-cause mortality over a median follow-up of 12 months. The benefit depends on delivering an adequate dose.",
            "UK standards from the ACPICR recommend aerobic training at 40–70% of heart-rate reserve (HRR), with a rating of perceived exertion of 11–14 on the Borg 6–20 scale, preceded by a warm-up of about 15 minutes and followed by a cool-down of at least 10 minutes, with the conditioning phase built up to 20 minutes or more. Karvonen's formula converts a percentage of HRR into a target: THR = HRrest + % × (HRpeak − HRrest). For a patient whose test showed a peak heart rate of 140 and a resting rate of 60 beats per minute, HRR is 80, so 40–70% gives 92–116 beats per minute. Use a measured peak rather than an age-predicted maximum such as 220 minus age, which overestimates in most cardiac patients. Beta-blockers blunt the heart-rate response, so intensities should come from a test performed on current medication and be cross-checked with RPE; if the dose changes, reassess.",
            "High-intensity interval training (HIIT), typically four 4-minute bouts at 85–95% of peak heart rate separated by 3-minute active recovery, attracted interest after Wisløff and colleagues reported large gains in VO₂peak in a small 2007 heart failure trial. The larger SMARTEX-HF trial (2017) found no significant advantage over moderate continuous training. HIIT is therefore a reasonable option for stable, lower-risk patients who prefer it rather than a requirement.",
            "Resistance training improves strength and the capacity for daily tasks. Introduce it once patients are established in aerobic training, with 10–15 repetitions at loads of roughly 30–40% of one-repetition maximum for the upper body and 50–60% for the lower body, at RPE 11–13, avoiding breath-holding and the Valsalva manoeuvre. After sternotomy, traditional rules restricted upper-limb loading for 8–12 weeks; current practice increasingly favours individualised, symptom-guided progression while the sternum heals.",
          ),
        },
      },
      {
        title: "Heart Failure and Implanted Devices",
        description:
          "Adapting assessment and training for heart failure, implantable cardioverter-defibrillators, resynchronisation therapy and ventricular assist devices.",
        lesson: {
          title: "Training the failing heart safely",
          html: p(
            "Exercise training for heart failure with reduced ejection fraction is recommended by NICE and ESC guidelines. HF-ACTION, the largest trial (2,331 patients, published 2009), found a modest, non-significant reduction in the primary outcome of all-cause mortality or hospitalisation, which became significant (hazard ratio 0.89) after adjustment for prespecified prognostic factors, together with better health status. Adherence fell well below target over follow-up, a reminder that programme design must sustain participation.",
            "Stable patients in NYHA classes I–III on optimised medication can train from modest intensities, often 40–60% of HRR or RPE 11–13, with longer warm-ups and cool-downs, short work-and-rest interval formats for the most deconditioned, and close monitoring of weight, breathlessness and oedema. A weight gain of more than about 2 kg over three days suggests fluid retention and warrants review before training continues.",
            "Implantable cardioverter-defibrillators (ICDs) require knowledge of the programmed therapy zones. Obtain the device settings and set the upper training heart rate at least 10–20 beats per minute below the lowest detection rate, so that sinus tachycardia does not trigger inappropriate shocks. Atrial fibrillation with a rapid ventricular response is a common cause of inappropriate therapy, so check the rhythm if heart rate rises unexpectedly. If a patient is shocked during exercise, stop the session, assess the patient and contact the device team; more than one shock, or any shock with symptoms, calls for emergency help.",
            "Cardiac resynchronisation therapy (CRT) paces both ventricles, and its benefit depends on near-continuous biventricular pacing. If the sinus rate rises above the device's upper tracking rate during exercise, resynchronisation is lost, another reason to know the programmed limits. After any new device implant, patients are usually advised to avoid raising the arm on the device side above shoulder height, and to avoid heavy lifting, for about four to six weeks while the leads become secure. Chronotropic incompetence, often defined as failing to reach 80% of the expected heart-rate reserve, may call for adjustment of rate-responsive pacing.",
            "Patients with left ventricular assist devices can also train. Continuous-flow pumps reduce pulsatility, so a peripheral pulse may be absent and automated cuffs unreliable; blood pressure is measured by Doppler, and RPE rather than heart rate guides intensity.",
          ),
        },
      },
    ],
  },
];
