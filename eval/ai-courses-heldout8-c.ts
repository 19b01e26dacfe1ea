/** Eighth held-out evaluation courses, advanced level (environmental law to geotechnical engineering); see ai-courses-heldout8.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT8_C: EvalCourse[] = [
  {
    slug: "principles-of-environmental-law",
    discipline: "Environmental law",
    title: "Principles of International and European Environmental Law",
    description:
      "An advanced seminar examining the legal principles that structure environmental regulation: environmental impact assessment; the precautionary principle; the polluter-pays principle and the duty to prevent transboundary harm since Trail Smelter; and the rise of climate litigation before national courts.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "climate litigation",
    modules: [
      {
        title: "Environmental Impact Assessment",
        description:
          "The origins, stages and legal status of environmental impact assessment in national, EU and international law.",
        lesson: {
          title: "Looking before you leap",
          html:
            p(
              "Environmental impact assessment (EIA) is a procedure for identifying and evaluating the likely environmental effects of a proposed project before a decision is taken to authorise it. It does not dictate the outcome: its function is to ensure that the decision maker has the relevant information, that the public has been consulted, and that the reasons for the decision can be scrutinised. The first modern EIA statute was the United States National Environmental Policy Act of 1969 (NEPA), which requires federal agencies to prepare an environmental impact statement for 'major Federal actions significantly affecting the quality of the human environment'.",
              "In the European Union, EIA was introduced by Directive 85/337/EEC and is now governed by Directive 2011/92/EU as amended by Directive 2014/52/EU. Projects listed in Annex I, such as motorways, large power stations and installations for the disposal of hazardous waste, always require assessment; projects in Annex II require it only if screening indicates likely significant effects. The procedure typically runs through these stages:",
            ) +
            "<ol><li>Screening: deciding whether the project needs an assessment at all.</li><li>Scoping: deciding which effects and alternatives the report must cover.</li><li>Preparation of the environmental impact assessment report by the developer.</li><li>Consultation with environmental authorities and the public, and with other states if effects may cross borders.</li><li>A reasoned conclusion by the competent authority, taken into account in the decision to grant or refuse consent, and monitoring where required.</li></ol>" +
            p(
              "The Court of Justice has interpreted the Directive broadly. In Kraaijeveld (Case C-72/95, 1996) it held that member states' discretion to set thresholds for Annex II projects is limited by the obligation to assess projects likely to have significant effects, and that individuals may rely on the Directive before national courts. The Aarhus Convention of 1998 reinforced the public's rights of participation and access to justice.",
              "At the international level, the Espoo Convention of 1991 governs EIA in a transboundary context within the UN Economic Commission for Europe. More strikingly, in Pulp Mills on the River Uruguay (Argentina v Uruguay, 2010), the International Court of Justice held that carrying out an EIA 'where there is a risk that the proposed industrial activity may have a significant adverse impact in a transboundary context' is now a requirement of general international law, while leaving the content of the assessment to each state to determine.",
            ),
        },
      },
      {
        title: "The Precautionary Principle",
        description: "Formulations of precaution, its legal status and its application in EU and WTO case law.",
        lesson: {
          title: "Acting under scientific uncertainty",
          html: p(
            "The precautionary principle addresses a central difficulty of environmental regulation: harm may be serious or irreversible, yet the science may not be settled until it is too late to prevent it. Its most quoted formulation is Principle 15 of the Rio Declaration on Environment and Development (1992): 'Where there are threats of serious or irreversible damage, lack of full scientific certainty shall not be used as a reason for postponing cost-effective measures to prevent environmental degradation.' This is a weak formulation: it removes uncertainty as an excuse for inaction but does not require action. Strong formulations, such as the 1998 Wingspread Statement, shift the burden of proof to the proponent of an activity to show that it is safe.",
            "In EU law the principle is written into Article 191(2) of the Treaty on the Functioning of the European Union, although the Treaty does not define it. The Commission's Communication on the Precautionary Principle (2000) sets out conditions for its use: measures should be based on a scientific risk assessment that is as complete as possible, and should be proportionate, non-discriminatory, based on an examination of costs and benefits, and subject to review as new scientific data emerge. In Pfizer Animal Health v Council (Case T-13/99, 2002), the Court of First Instance (now the General Court) upheld a ban on the antibiotic virginiamycin as a growth promoter in animal feed, even though a direct link to antibiotic resistance in humans had not been proven, because a scientific risk assessment had identified a real risk and the institutions had not acted arbitrarily.",
            "International trade law is more guarded. In EC – Hormones (1998), the World Trade Organization Appellate Body declined to decide whether the principle had become customary international law and held that it could not override the requirement of the Agreement on Sanitary and Phytosanitary Measures that measures be based on a risk assessment. Article 5.7 of that Agreement allows provisional measures where scientific evidence is insufficient, but only while the member seeks further information.",
            "Critics such as Cass Sunstein, in Laws of Fear (2005), argue that the strong principle is incoherent, because regulation also carries risks: banning one chemical may lead to the use of a less studied substitute. Defenders reply that, properly understood, precaution is a principle for structuring decisions under uncertainty rather than a rule that dictates outcomes.",
          ),
        },
      },
      {
        title: "Polluter Pays and Transboundary Harm",
        description:
          "Allocating the costs of pollution, and the customary duty of states to prevent harm beyond their borders.",
        lesson: {
          title: "From Trail Smelter to due diligence",
          html: p(
            "The polluter-pays principle holds that the costs of preventing, controlling and remedying pollution should be borne by those who cause it, rather than by the public or by the victims. It originated as an economic principle in the OECD Council Recommendation of 1972, whose purpose was to prevent governments from distorting international trade by subsidising their industries' pollution control. It appears in Principle 16 of the Rio Declaration and in Article 191(2) TFEU, and it is given concrete form in EU law by the Environmental Liability Directive 2004/35/EC, under which operators of listed dangerous activities are strictly liable for preventing and remedying environmental damage.",
            "The duty not to cause transboundary harm has a famous origin. From 1896 a lead and zinc smelter at Trail, British Columbia, emitted sulphur dioxide that damaged crops and forests across the border in Washington State. The United States and Canada referred the dispute to an arbitral tribunal, whose final award in 1941 declared that 'no State has the right to use or permit the use of its territory in such a manner as to cause injury by fumes in or to the territory of another or the properties or persons therein, when the case is of serious consequence and the injury is established by clear and convincing evidence'.",
            "The principle was generalised in Principle 21 of the Stockholm Declaration (1972), repeated as Principle 2 of the Rio Declaration, which affirms states' sovereign right to exploit their own resources together with their responsibility to ensure that activities within their jurisdiction or control do not damage the environment of other states or of areas beyond national jurisdiction. In its Advisory Opinion on the Legality of the Threat or Use of Nuclear Weapons (1996), the International Court of Justice confirmed that this obligation is 'part of the corpus of international law relating to the environment'.",
            "The obligation is one of due diligence, not of result. In Pulp Mills (2010) the Court explained that a state must use all the means at its disposal to avoid significant harm, which requires appropriate rules, vigilance in enforcing them and the exercise of administrative control over public and private operators. A state is therefore not responsible for every harm that crosses its border, but for failing to act with the care that the risk demands.",
          ),
        },
      },
    ],
  },
  {
    slug: "neurobiology-of-learning-and-memory",
    discipline: "Neuroscience",
    title: "Neurobiology of Learning and Memory",
    description:
      "An advanced course on how experience changes the brain, from long-term potentiation and the NMDA receptor through hippocampal memory systems and place cells to dopamine and reward prediction error, closing with neurodegeneration and memory loss.",
    level: "advanced",
    duration: "13 weeks",
    plantedGap: "neurodegeneration",
    modules: [
      {
        title: "Long-Term Potentiation and the NMDA Receptor",
        description: "The discovery and properties of LTP and the molecular coincidence detector that triggers it.",
        lesson: {
          title: "A synaptic mechanism for memory",
          html: p(
            "In 1949 Donald Hebb proposed that when one neuron repeatedly takes part in firing another, the connection between them is strengthened, an idea later summarised as 'cells that fire together wire together'. The first physiological evidence came in 1973, when Tim Bliss and Terje Lømo reported that brief high-frequency stimulation of the perforant path in anaesthetised rabbits produced a long-lasting increase in the size of synaptic responses in the dentate gyrus of the hippocampus. This long-term potentiation (LTP) could last for hours in the anaesthetised animal and, in later work with implanted electrodes, for days or weeks.",
            "LTP has three properties that make it attractive as a memory mechanism. It is input-specific: only the synapses that were active during induction are strengthened, so information is stored selectively. It shows cooperativity: a minimum number of inputs must be active together to reach the threshold for induction. And it is associative: a weak input that would not produce LTP on its own is potentiated if it is active at the same time as a strong input onto the same cell, a cellular analogue of classical conditioning.",
            "These properties are explained by the NMDA-type glutamate receptor at CA1 synapses. At resting membrane potential its channel is blocked by magnesium ions, so glutamate binding alone lets little current through. Only when the postsynaptic membrane is strongly depolarised, by many active inputs or by a back-propagating action potential, is the magnesium expelled. The NMDA receptor therefore opens only when presynaptic release and postsynaptic depolarisation coincide, making it a molecular detector of Hebb's condition. Its channel admits calcium, and the rise in postsynaptic calcium activates calcium/calmodulin-dependent protein kinase II (CaMKII), which phosphorylates AMPA receptors and drives the insertion of additional AMPA receptors into the postsynaptic membrane, increasing the response to subsequent glutamate release.",
            "The early phase of LTP, lasting an hour or two, requires only the modification of existing proteins; late-phase LTP requires gene transcription and new protein synthesis. The reverse process, long-term depression, is induced by prolonged low-frequency stimulation, typically 1 Hz for 15 minutes, which produces a modest calcium rise that activates phosphatases instead. Behavioural evidence linked the mechanism to learning when Richard Morris and colleagues showed in 1986 that rats infused with the NMDA receptor antagonist AP5 failed to learn the location of the hidden platform in a water maze.",
          ),
        },
      },
      {
        title: "Hippocampal Memory Systems",
        description:
          "Lessons from patient H.M., the division of memory into systems, and spatial coding by place and grid cells.",
        lesson: {
          title: "What H.M. could and could not learn",
          html:
            p(
              "In 1953 the neurosurgeon William Scoville removed much of the medial temporal lobe on both sides of the brain of Henry Molaison, known in the literature as H.M., to treat intractable epilepsy. The operation reduced his seizures but left him with a profound anterograde amnesia: he could no longer form new lasting memories of facts or events, although his intelligence, language and short-term memory were intact, and he retained many memories from years before the surgery. Brenda Milner, who studied him for decades, showed in the early 1960s that he could nevertheless learn a new motor skill, drawing a star while watching his hand in a mirror, improving over three days while denying each time that he had done the task before.",
              "H.M.'s case established that memory is not a single faculty. Larry Squire and others developed a taxonomy of memory systems:",
            ) +
            "<table><tr><th>System</th><th>Content</th><th>Key structures</th></tr><tr><td>Declarative: episodic</td><td>Personally experienced events in time and place</td><td>Hippocampus, medial temporal lobe, prefrontal cortex</td></tr><tr><td>Declarative: semantic</td><td>Facts and general knowledge</td><td>Medial temporal lobe, lateral temporal neocortex</td></tr><tr><td>Procedural</td><td>Skills and habits</td><td>Striatum, cerebellum, motor cortex</td></tr><tr><td>Priming</td><td>Facilitated processing of previously encountered stimuli</td><td>Neocortex</td></tr><tr><td>Classical conditioning</td><td>Learned associations between stimuli</td><td>Amygdala (emotional responses), cerebellum (motor responses)</td></tr></table>" +
            p(
              "Retrograde amnesia in medial temporal lobe damage is typically temporally graded: recent memories are lost more than remote ones. This observation underlies the theory of systems consolidation, in which the hippocampus is initially needed to retrieve a memory but, over time, the memory becomes supported by the neocortex, possibly through the replay of hippocampal activity during sleep.",
              "The hippocampus is also central to spatial memory. In 1971 John O'Keefe and Jonathan Dostrovsky recorded place cells in the rat hippocampus, neurons that fire only when the animal is in a particular location. In 2005 May-Britt and Edvard Moser discovered grid cells in the medial entorhinal cortex, which fire at multiple locations forming a regular triangular lattice across the environment and provide a metric for position. The three shared the 2014 Nobel Prize in Physiology or Medicine for this 'positioning system' of the brain.",
            ),
        },
      },
      {
        title: "Dopamine and Reward Prediction Error",
        description: "Midbrain dopamine neurons as signals of the difference between expected and received reward.",
        lesson: {
          title: "Better or worse than expected",
          html: p(
            "Dopamine neurons in the ventral tegmental area and substantia nigra pars compacta project to the striatum and prefrontal cortex. Recordings by Wolfram Schultz in monkeys in the late 1980s and 1990s told a more interesting story. When a thirsty monkey unexpectedly received a drop of juice, dopamine neurons fired a brief burst. After training in which a light reliably preceded the juice by about a second, the neurons no longer responded to the juice itself but fired to the light. And if the light appeared but the juice was withheld, the neurons paused their background firing at exactly the moment the juice should have arrived.",
            "In 1997 Schultz, Peter Dayan and Read Montague showed in Science that this pattern matches the prediction error term of temporal difference (TD) learning. The TD error at each moment is δ = r + γV(next state) − V(current state), where r is the reward received, V is the learned value, meaning the predicted sum of future rewards, and γ is a discount factor between 0 and 1. Learning updates V in proportion to δ. A positive δ means things are better than expected, a negative δ worse, and zero means the outcome was fully predicted.",
            "Suppose the juice is worth r = 1 and, ignoring discounting, the value of the light state is learned with a learning rate of 0.5, starting from zero. On the first trial the juice is unpredicted, so δ = 1 at reward time and the value of the light rises to 0.5. On the second trial δ at reward is 1 − 0.5 = 0.5 and the value rises to 0.75, then 0.875, and so on. As the value of the light approaches 1, the error at the juice approaches zero while the error moves to the unpredicted onset of the light. On an omission trial, δ at the expected time is 0 − 1 = −1: the dip Schultz recorded.",
            "The theory also explains the behavioural phenomenon of blocking, described by Leon Kamin in 1969: if a tone already fully predicts a reward, adding a light alongside the tone produces no learning about the light, because there is no prediction error. The Rescorla-Wagner model of 1972 captured this with an error-driven rule, and Waelti, Dickinson and Schultz showed in 2001 that dopamine neurons fail to respond to a blocked cue.",
          ),
        },
      },
    ],
  },
  {
    slug: "modern-cryptography-advanced",
    discipline: "Cryptography",
    title: "Modern Cryptography",
    description:
      "A rigorous treatment of modern cryptography covering security definitions such as IND-CPA and IND-CCA; block ciphers and their modes of operation; RSA and Diffie-Hellman; elliptic-curve cryptography; and post-quantum schemes based on lattices.",
    level: "advanced",
    duration: "14 weeks",
    plantedGap: "elliptic-curve cryptography",
    modules: [
      {
        title: "Security Definitions",
        description: "Perfect secrecy, computational security and the indistinguishability games IND-CPA and IND-CCA.",
        lesson: {
          title: "What it means for encryption to be secure",
          html: p(
            "Modern cryptography begins by saying precisely what an attacker may do and what counts as a break. Claude Shannon's 1949 paper 'Communication Theory of Secrecy Systems' defined perfect secrecy: the ciphertext reveals nothing about the plaintext, so the probability distribution of the message is the same before and after seeing the ciphertext. The one-time pad, which XORs the message with a truly random key of the same length used only once, achieves it, but Shannon proved that any perfectly secret scheme needs a key at least as long as the message, which is impractical for most uses.",
            "Computational security relaxes the goal: a scheme is secure if no efficient adversary, one running in time polynomial in a security parameter n, can break it with more than negligible probability, that is, a probability smaller than the inverse of any polynomial in n. In practice, a scheme targeting 128-bit security is designed so that the best known attack needs about 2¹²⁸ operations.",
            "Security is defined by a game between a challenger and an adversary. In the IND-CPA game (indistinguishability under chosen-plaintext attack), the challenger generates a key; the adversary may ask for encryptions of any messages it chooses; it then submits two messages m0 and m1 of equal length; the challenger flips a secret bit b and returns an encryption of mb; the adversary, still able to request encryptions, outputs a guess b'. The scheme is IND-CPA secure if every efficient adversary's advantage, |Pr[b' = b] − 1/2|, is negligible. This is equivalent to the semantic security of Goldwasser and Micali (1982). An immediate consequence is that deterministic encryption cannot be IND-CPA secure: the adversary simply asks for encryptions of m0 and m1 and compares them with the challenge. Secure encryption must therefore be randomised or use a fresh nonce for each message.",
            "IND-CCA2 strengthens the game by also letting the adversary request decryptions of any ciphertext except the challenge itself. The definition is not academic. In 1998 Daniel Bleichenbacher showed that servers using RSA with PKCS #1 v1.5 padding in SSL leaked, through their error messages, whether a chosen ciphertext decrypted to correctly padded plaintext; about a million such queries let an attacker decrypt a captured session key. Schemes that are IND-CCA2 secure, which are also non-malleable, rule out every attack of this kind by definition.",
          ),
        },
      },
      {
        title: "Block Ciphers and Modes of Operation",
        description: "AES as a pseudorandom permutation, and how ECB, CBC, CTR and GCM turn it into encryption.",
        lesson: {
          title: "From a permutation to a cipher",
          html:
            p(
              "A block cipher is a keyed permutation on fixed-length blocks. The Advanced Encryption Standard, the Rijndael design of Joan Daemen and Vincent Rijmen, was selected by the US National Institute of Standards and Technology after an open competition and published as FIPS 197 in 2001. It has a 128-bit block and keys of 128, 192 or 256 bits, with 10, 12 or 14 rounds respectively; each round applies byte substitution through an S-box, a row shift, a column mixing and the addition of a round key. The security goal for a block cipher is to be a pseudorandom permutation: no efficient adversary can distinguish it, under a random key, from a truly random permutation.",
              "A block cipher on its own encrypts only 16 bytes deterministically, so it must be used in a mode of operation:",
            ) +
            "<ul><li>ECB (electronic codebook) encrypts each block independently. Identical plaintext blocks give identical ciphertext blocks, so patterns show through. It is not IND-CPA secure and should never be used for data.</li><li>CBC (cipher block chaining) XORs each plaintext block with the previous ciphertext block before encryption, starting from an initialisation vector. It is IND-CPA secure only if the IV is unpredictable; the BEAST attack of 2011 exploited predictable IVs in TLS 1.0.</li><li>CTR (counter) encrypts successive values of a nonce and counter to produce a keystream that is XORed with the plaintext. It is parallelisable and IND-CPA secure provided that no nonce-counter value is ever repeated under the same key.</li><li>GCM (Galois/counter mode) combines CTR encryption with a polynomial authenticator, GHASH, to provide authenticated encryption with associated data.</li></ul>" +
            p(
              "None of the first three modes provides integrity: an attacker can flip bits of a CTR ciphertext and flip the same bits of the plaintext. Authenticated encryption is required for IND-CCA security, and the generic construction that achieves it is encrypt-then-MAC. Nonce reuse is catastrophic in CTR and GCM: two messages encrypted with the same nonce have ciphertexts whose XOR equals the XOR of the plaintexts, and in GCM a repeated nonce also lets the attacker recover the authentication key and forge messages. Finally, the birthday bound limits how much data one key should protect. With a 128-bit block, collisions become likely after about 2⁶⁴ blocks, and NIST recommends far lower limits for GCM, no more than 2³² invocations with random 96-bit nonces.",
            ),
        },
      },
      {
        title: "RSA and Diffie-Hellman",
        description: "Public-key cryptography from factoring and discrete logarithms, with small worked examples.",
        lesson: {
          title: "Two trapdoors",
          html: p(
            "Public-key cryptography was introduced in the open literature by Whitfield Diffie and Martin Hellman in 'New Directions in Cryptography' (1976), and the first practical public-key encryption and signature scheme was published by Ron Rivest, Adi Shamir and Leonard Adleman in 1977. Both rely on problems believed to be hard: computing discrete logarithms modulo a large prime, and factoring the product of two large primes.",
            "In Diffie-Hellman key agreement, the parties agree on a prime p and a generator g. Alice chooses a secret a and sends A = g^a mod p; Bob chooses b and sends B = g^b mod p; each computes the shared secret g^(ab) mod p as B^a or A^b. With the toy values p = 23 and g = 5, Alice's secret a = 6 gives A = 8 and Bob's secret b = 15 gives B = 19; Alice computes 19⁶ mod 23 = 2 and Bob computes 8¹⁵ mod 23 = 2. An eavesdropper who sees 8 and 19 must solve a discrete logarithm to find the secret. Unauthenticated Diffie-Hellman is open to a man-in-the-middle who runs a separate exchange with each party, so in protocols such as TLS 1.3 the exchange is signed.",
            "In RSA, a key pair is generated by choosing primes p and q, computing n = pq and φ(n) = (p − 1)(q − 1), choosing a public exponent e coprime to φ(n), and computing the private exponent d = e⁻¹ mod φ(n). Encryption is c = m^e mod n, and decryption is m = c^d mod n, which works by Euler's theorem. With p = 61 and q = 53, n = 3233 and φ(n) = 3120; taking e = 17 gives d = 2753, since 17 × 2753 = 46,801 = 15 × 3120 + 1. The message m = 65 encrypts to c = 65¹⁷ mod 3233 = 2790, and 2790²⁷⁵³ mod 3233 returns 65.",
            "This textbook RSA is deterministic and therefore not IND-CPA secure; it is also malleable, since multiplying a ciphertext by 2^e mod n doubles the hidden plaintext. Real systems use randomised padding, RSA-OAEP for encryption and RSA-PSS for signatures. Sizes matter too: the general number field sieve makes factoring sub-exponential, so a 2048-bit modulus gives roughly 112-bit security and 3072 bits roughly 128-bit security, according to NIST SP 800-57.",
          ),
        },
      },
      {
        title: "Lattice-Based Post-Quantum Cryptography",
        description:
          "Why quantum computers threaten current public-key schemes, and how Learning With Errors resists them.",
        lesson: {
          title: "Learning with errors",
          html: p(
            "In 1994 Peter Shor showed that a large quantum computer could factor integers and compute discrete logarithms in polynomial time. No such machine yet exists, but the threat is already practical because of 'harvest now, decrypt later': an adversary can record encrypted traffic today and decrypt it once a quantum computer becomes available. Symmetric primitives are affected far less; Grover's algorithm offers only a quadratic speed-up for key search, so AES-256 retains ample margin. NIST therefore launched a public competition for post-quantum public-key algorithms in 2016 and in August 2024 published its first three standards: FIPS 203 (ML-KEM, derived from CRYSTALS-Kyber) for key encapsulation, FIPS 204 (ML-DSA, derived from CRYSTALS-Dilithium) and FIPS 205 (SLH-DSA, derived from the hash-based SPHINCS+) for signatures.",
            "ML-KEM and ML-DSA rest on the hardness of problems on lattices, in particular the Learning With Errors (LWE) problem introduced by Oded Regev in 2005. Choose a modulus q, a secret vector s of dimension n, and publish many samples of the form (a, b = ⟨a, s⟩ + e mod q), where each a is uniformly random and each e is a small random error. In matrix form, given A and b = As + e, find s. Without the errors this is linear algebra solvable by Gaussian elimination; with them, the best known classical and quantum algorithms take exponential time.",
            "A basic LWE encryption scheme works as follows. The public key is (A, b = As + e). To encrypt a bit, the sender picks a random small vector r and computes u = Aᵀr and v = bᵀr + ⌊q/2⌋·bit. The receiver computes v − sᵀu = eᵀr + ⌊q/2⌋·bit; because eᵀr is small, the result is close to 0 for a zero bit and close to q/2 for a one bit.",
            "Practical schemes use structured variants for efficiency. ML-KEM uses Module-LWE over the polynomial ring Z_q[X]/(X²⁵⁶ + 1) with q = 3329; its middle parameter set, ML-KEM-768, uses a module rank of 3 and targets security comparable to AES-192. Its public keys are 1,184 bytes and ciphertexts 1,088 bytes, much larger than classical keys but fast to compute. Because the new assumptions are younger than factoring, many deployments currently use hybrid key exchange, combining ML-KEM with a classical algorithm so that the session remains secure if either component is broken.",
          ),
        },
      },
    ],
  },
  {
    slug: "latin-palaeography-seminar",
    discipline: "Palaeography",
    title: "Latin Palaeography, 300-1500",
    description:
      "Trains students to read, date and localise Latin manuscripts: the Roman scripts and uncial, Caroline minuscule and Gothic textualis, the system of medieval abbreviation, and codicology, the study of the book as a physical object.",
    level: "advanced",
    duration: "two terms",
    plantedGap: "codicology",
    modules: [
      {
        title: "Roman Scripts and Uncial",
        description: "Capitals, cursives, uncial and half-uncial, and the vocabulary for describing a script.",
        lesson: {
          title: "Describing letters precisely",
          html: p(
            "Palaeography, a term coined by the Maurist monk Bernard de Montfaucon in his Palaeographia Graeca of 1708, is the study of old handwriting. Its practical aims are to read texts accurately and to date and place the manuscripts that carry them. To do either, one needs a precise vocabulary. The ductus is the number, order and direction of the strokes that make a letter; the module is the size of letters relative to one another; the angle of writing is the angle at which the broad nib is held relative to the line, which determines where strokes are thick and thin; and the aspect is the overall impression of a page. A majuscule script fits between two lines, like modern capitals, whereas a minuscule uses a four-line system, with ascenders and descenders projecting above and below the body of the letters.",
            "Roman book hands of the early centuries were majuscules. Square capitals, modelled on inscriptional letters, survive in only a few luxurious manuscripts of Virgil. Rustic capitals, narrower and written with a steep pen angle that makes verticals thin and horizontals thick, were used for high-grade literary texts such as the Vergilius Romanus. Everyday writing used cursive: Old Roman cursive, known from wax tablets and papyri, and from the third century New Roman cursive, in which many letters already have the shapes, with ascenders and descenders, that would later evolve into minuscule.",
            "Uncial, the dominant book script from the fourth to the eighth century, is a majuscule with rounded forms that distinguish it at once from capitals: a rounded d with its ascender leaning left, a round e, an m made of curves, and an h with a rounded bow. It was the script of the great early Christian books, such as the Codex Amiatinus, copied at Wearmouth-Jarrow shortly before 716. Half-uncial, developed alongside it, introduces true minuscule forms such as b, d and a long s, and became the basis of the insular scripts of Ireland and England.",
            "When describing a hand, work letter by letter. Note the forms of a, d, g, r and s, the treatment of ascenders, and whether letters are joined by ligatures, then compare them with dated specimens.",
          ),
        },
      },
      {
        title: "Caroline Minuscule and Gothic Textualis",
        description:
          "The Carolingian reform of script and the development of Gothic book hands from the twelfth century.",
        lesson: {
          title: "From clarity to compression",
          html: p(
            "Caroline minuscule emerged in the last quarter of the eighth century in the monastic scriptoria of the Frankish kingdom, during the cultural reforms of Charlemagne. Early forms appear at Corbie, and the script was refined at Tours under Alcuin of York, abbot from 796. Its letters are separate, round and well spaced, with clear ascenders and descenders, few ligatures and words increasingly separated by spaces. Its hallmarks include an open a in its early phase that soon gives way to the two-compartment form, a straight-backed d alongside occasional uncial d, a g with an open lower bowl resembling a figure 3, and a tall s. By the tenth century it had become the standard book script across most of Latin Europe, and it reached England with the monastic reform of the later tenth century.",
            "During the twelfth century, Caroline minuscule was gradually transformed into Gothic textualis. Letters became laterally compressed, so that the page grew darker and denser; the round strokes of letters were broken into angles; the feet of minims were finished with diamond-shaped or forked serifs; and abbreviation increased. The change was gradual, and hands of around 1150 to 1225 are often described as transitional or praegothica. In the most formal grade, textualis quadrata, every minim ends in a diamond-shaped foot, which can make words such as minimum nearly illegible; in textualis prescissa the minims are cut off flat on the line.",
            "Gothic scribes followed consistent habits first formulated by Wilhelm Meyer in 1897, now called Meyer's rules. When two letters with facing bows stood side by side, as in de, do or pp, the bows were fused, a feature called biting. After a letter with a bow, such as o, b or p, the scribe wrote the round form of r, shaped like a 2, instead of the straight form. And d took its uncial form, with the ascender sloping back to the left, before letters with round bows.",
            "In the early fifteenth century, Florentine humanists led by Poggio Bracciolini, dissatisfied with Gothic, deliberately revived Caroline minuscule, which they mistook for an ancient Roman script and called littera antiqua. This humanist minuscule became the model for roman type.",
          ),
        },
      },
      {
        title: "Medieval Abbreviation",
        description: "Suspensions, contractions, nomina sacra and special signs, and how to expand them in an edition.",
        lesson: {
          title: "Reading what the scribe left out",
          html:
            p(
              "Medieval scribes abbreviated constantly to save parchment and time, and the density of abbreviation increased from the twelfth century onwards, especially in university texts of law, theology and philosophy, in which a page might shorten one word in three. The system was conventional rather than private, so it can be learned. Abbreviations fall into a few classes:",
            ) +
            "<ul><li>Suspension: the end of the word is omitted and marked, usually by a horizontal stroke or a point, as in <i>d</i> with a stroke for <i>dicit</i>, or the Roman <i>S.P.Q.R.</i></li><li>Contraction: the beginning and end are kept and the middle omitted, as in <i>dns</i> for <i>dominus</i> and <i>eps</i> for <i>episcopus</i>, with a stroke over the word.</li><li>Nomina sacra: contracted sacred names inherited from Greek practice, such as <i>DS</i> for <i>Deus</i>, <i>IHS</i> for <i>Iesus</i> and <i>XPS</i> for <i>Christus</i>, the last two keeping Greek letters.</li><li>Signs of specific meaning: a horizontal stroke over a vowel for a following m or n; a sign like 9 at the beginning of a word for <i>con</i> or <i>com</i>; p with a bar through the descender for <i>per</i>, and p with a curl through it for <i>pro</i>; q followed by a semicolon-like sign for <i>que</i>.</li><li>Tironian notes: survivors of a Roman shorthand ascribed to Cicero's secretary Tiro, above all the sign resembling a 7 for <i>et</i>.</li><li>Superscript letters: a small letter above the line, as in q with a superscript i for <i>qui</i>.</li></ul>" +
            p(
              "The standard reference is Adriano Cappelli's Lexicon Abbreviaturarum, first published in 1899 and arranged alphabetically by the first letter of the abbreviation. It should be used with judgement: one sign may stand for different words in different contexts, and the grammar of the sentence is the final arbiter. The stroke over <i>gra</i> may mean <i>gratia</i> or <i>gloria</i> depending on which makes sense.",
              "Editors must show what they have expanded. A diplomatic transcription reproduces the abbreviations as written, whereas a semi-diplomatic or critical edition expands them and marks the supplied letters, usually in italics or in round brackets, so that dns becomes dominus with the letters omi in italics. Doubtful expansions should be noted in the apparatus rather than silently chosen.",
            ),
        },
      },
      {
        title: "Dating and Localising Manuscripts",
        description:
          "Using script, dated specimens, colophons and internal evidence to assign a manuscript to a time and place.",
        lesson: {
          title: "When and where was this written?",
          html: p(
            "Most medieval manuscripts are undated, and the palaeographer's task is to assign them to a period and, where possible, to a region or a particular scriptorium. Datings are expressed in a compact notation: s. xii means the twelfth century, s. xii med. its middle years, s. xii ex. its end, s. xii/xiii the turn of the century, and s. xii² its second half. The precision claimed should match the evidence, and experienced scholars rarely date by script alone more closely than to a quarter century.",
            "The firmest evidence is a colophon, a note by the scribe at the end of a text giving his or her name, the date or the place of writing. Such manuscripts are collected in the catalogues of dated manuscripts sponsored by the Comité international de paléographie latine, which provide securely dated specimens for comparison. For the earliest period, E. A. Lowe's Codices Latini Antiquiores (1934-1971) describes and illustrates every surviving Latin literary manuscript written before 800, and Bernhard Bischoff's catalogue does the same for ninth-century continental manuscripts.",
            "Internal evidence from the text can set limits. A manuscript that contains a work composed in 1140 cannot be earlier than that date, which gives a terminus post quem. Liturgical books are especially informative: a calendar or litany that gives prominence to particular local saints points to a church or region, and a feast known to have been added to the calendar in a given year provides a further limit. Annotations, ownership inscriptions and medieval library marks may provide a terminus ante quem.",
            "Script features provide the rest. Regional habits distinguish, for example, English from French or Italian Gothic; Italian textualis, often called rotunda, stays rounder and broader, with little of the angular breaking of strokes seen in northern hands. Some letter forms have approximate starting dates, such as the increasing use of round s at the end of words in the twelfth century. But caution is essential: a scribe's hand forms in youth and may change little over a working life of forty years or more, and a conservative house may keep an older style long after its neighbours have abandoned it. A date based on script is therefore an estimate with a range, not a fact.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-geotechnical-engineering",
    discipline: "Geotechnical engineering",
    title: "Advanced Geotechnical Engineering",
    description:
      "Develops the soil mechanics needed for foundation design: the principle of effective stress, one-dimensional consolidation and settlement, shear strength and the Mohr-Coulomb criterion, the bearing capacity of shallow foundations, and slope stability analysis by limit equilibrium.",
    level: "advanced",
    duration: "12 weeks",
    plantedGap: "slope stability",
    modules: [
      {
        title: "The Principle of Effective Stress",
        description: "Total stress, pore water pressure and effective stress in a layered soil profile.",
        lesson: {
          title: "Terzaghi's principle",
          html: p(
            "Soil is a skeleton of mineral grains whose pores are filled with water, air or both. Karl Terzaghi, the founder of soil mechanics, recognised in the 1920s that the behaviour of a saturated soil is controlled not by the total stress applied to it but by the part of that stress carried by the grain skeleton. He stated the principle of effective stress as σ' = σ − u, where σ is the total normal stress, u is the pore water pressure and σ' is the effective stress. All measurable effects of a change in stress, such as compression, distortion and a change in shearing resistance, are due exclusively to changes in effective stress.",
            "Vertical stresses in level ground are calculated layer by layer. Total stress at depth z is the sum of unit weight times thickness for every layer above. Pore pressure below a static water table is hydrostatic, u = γw·zw, where γw is the unit weight of water, 9.81 kN/m³, and zw is the depth below the water table.",
            "Worked example: a sand deposit has its water table 2 m below ground level. Above the water table the sand has a bulk unit weight of 18 kN/m³, and below it a saturated unit weight of 20 kN/m³. At a depth of 6 m, the total vertical stress is σv = 2 × 18 + 4 × 20 = 116 kPa. The pore pressure is u = 4 × 9.81 = 39.2 kPa. The effective vertical stress is therefore σ'v = 116 − 39.2 = 76.8 kPa. The same answer follows more directly from the submerged unit weight γ' = γsat − γw = 10.19 kN/m³: σ'v = 2 × 18 + 4 × 10.19 = 76.8 kPa.",
            "Effective stress explains many field phenomena. Lowering the water table by pumping reduces u and raises σ', compressing the soil; this caused the severe subsidence of Mexico City, where parts of the city have sunk by more than 10 m during the twentieth century. Conversely, upward seepage increases pore pressure; when the upward hydraulic gradient reaches the critical value ic = γ'/γw, about 1.0 for most sands, the effective stress falls to zero, the sand loses all strength and a quick condition, popularly quicksand, develops. This is a serious risk at the base of excavations dewatered from outside.",
          ),
        },
      },
      {
        title: "Consolidation and Settlement",
        description: "Oedometer testing, compression indices, settlement of clay layers and the rate of consolidation.",
        lesson: {
          title: "How much and how fast",
          html:
            p(
              "When a load is applied to a saturated clay, the water in its pores cannot escape quickly because clay has very low permeability. The load is initially carried by an increase in pore pressure, the excess pore pressure, which then dissipates as water drains slowly away, transferring the load to the soil skeleton and compressing it. This time-dependent process is consolidation, and Terzaghi's one-dimensional theory of 1925 remains the basis of settlement calculations.",
              "Compressibility is measured in the oedometer, in which a disc of clay, typically 75 mm in diameter and 20 mm thick, is loaded in stages while lateral strain is prevented. Plotting void ratio e against the logarithm of effective stress gives a curve with a flatter recompression portion followed by a steeper virgin compression line. The gradients of these parts are the recompression index Cr and the compression index Cc. The break between them marks the preconsolidation pressure σ'p, the greatest effective stress the clay has experienced, which Arthur Casagrande's graphical construction estimates. The overconsolidation ratio OCR = σ'p/σ'v0 distinguishes normally consolidated clays (OCR = 1) from overconsolidated ones.",
              "For a normally consolidated layer of thickness H, initial void ratio e0 and initial effective stress σ'0, an increase Δσ' produces a final settlement S = [Cc·H/(1 + e0)]·log10[(σ'0 + Δσ')/σ'0]. Worked example: a 4 m thick normally consolidated clay layer, with Cc = 0.30, e0 = 0.90 and σ'0 = 80 kPa at mid-depth, is loaded by an embankment adding 40 kPa. Then S = (0.30 × 4/1.90) × log10(120/80) = 0.632 × 0.176 = 0.111 m, about 110 mm.",
              "The rate of consolidation is governed by the coefficient of consolidation cv and the drainage path length Hdr, which is half the layer thickness if water can escape both upwards and downwards. The time factor is Tv = cv·t/Hdr². Terzaghi's solution gives the average degree of consolidation U for each Tv:",
            ) +
            "<table><tr><th>Average degree of consolidation U</th><th>Time factor Tv</th></tr><tr><td>50 per cent</td><td>0.197</td></tr><tr><td>70 per cent</td><td>0.403</td></tr><tr><td>90 per cent</td><td>0.848</td></tr></table>" +
            p(
              "For the same layer with drainage at top and bottom, Hdr = 2 m; if cv = 2 m²/year, 90 per cent consolidation takes t = 0.848 × 2²/2 = 1.7 years. Doubling the drainage path would quadruple the time, which is why engineers install prefabricated vertical drains to shorten it.",
            ),
        },
      },
      {
        title: "Shear Strength of Soils",
        description: "The Mohr-Coulomb criterion, drained and undrained strength, and triaxial testing.",
        lesson: {
          title: "Friction, dilation and undrained strength",
          html: p(
            "Soils fail in shear, and their shear strength is described by the Mohr-Coulomb criterion written in terms of effective stress: τf = c' + σ'f·tan φ', where τf is the shear stress on the failure plane at failure, σ'f the effective normal stress on that plane, φ' the angle of shearing resistance and c' an apparent cohesion intercept. For clean sands and normally consolidated clays c' is essentially zero and strength is purely frictional. For example, with c' = 5 kPa and φ' = 30°, at an effective normal stress of 100 kPa, τf = 5 + 100 × tan 30° = 5 + 57.7 = 62.7 kPa.",
            "On a Mohr diagram, each stress state at failure is a circle whose centre lies at (σ'1 + σ'3)/2 and whose radius is (σ'1 − σ'3)/2. The failure envelope is the straight line tangent to the circles from several tests, and its intercept and inclination give c' and φ'.",
            "Strength is usually measured in the triaxial apparatus, in which a cylindrical specimen is enclosed in a rubber membrane, subjected to a cell pressure and then loaded axially. In a consolidated drained test, loading is slow enough for pore pressures to dissipate, giving c' and φ' directly. In a consolidated undrained test, drainage is prevented during shearing and pore pressure is measured, so effective stresses can still be calculated. In an unconsolidated undrained test, no drainage is allowed at any stage, and the result is expressed as an undrained shear strength su in terms of total stress, with φu = 0.",
            "The difference between drained and undrained behaviour depends on whether the soil tends to change volume when sheared. Dense sand and heavily overconsolidated clay tend to dilate, expanding as interlocked grains ride over one another; if drainage is prevented, this tendency produces negative pore pressure and higher undrained strength. Loose sand and normally consolidated clay tend to contract, producing positive pore pressure and lower strength. Both eventually reach a critical state, as described by Roscoe, Schofield and Wroth in 1958, in which the soil shears at constant volume and constant stress. Because clays drain slowly, a foundation on saturated clay is often most critical at the end of construction, and it is designed using su; long-term conditions are checked with c' and φ'.",
          ),
        },
      },
      {
        title: "Bearing Capacity of Shallow Foundations",
        description: "Terzaghi's bearing capacity equation, bearing capacity factors and allowable bearing pressure.",
        lesson: {
          title: "How much load can the ground carry?",
          html: p(
            "A shallow foundation, such as a strip or pad footing, transfers load to the soil near the surface. If the load is increased far enough, a continuous failure surface develops beneath and beside the footing, and the soil is pushed sideways and upwards: a general shear failure. Building on the plasticity solution of Ludwig Prandtl (1920), Terzaghi proposed in 1943 that the ultimate bearing capacity of a strip footing of width B at depth D is the sum of three contributions: qult = c'·Nc + q·Nq + 0.5·γ·B·Nγ. Here q = γD is the overburden pressure at foundation level, and Nc, Nq and Nγ are dimensionless bearing capacity factors that depend only on φ'.",
            "The factors increase very rapidly with φ'. The values now most widely used are Nq = e^(π tan φ')·tan²(45° + φ'/2) (Reissner, 1924), Nc = (Nq − 1)·cot φ' (Prandtl) and, for Nγ, Vesić's expression 2(Nq + 1)·tan φ'. For φ' = 30° these give Nq = 18.4, Nc = 30.1 and Nγ = 22.4; at φ' = 35° they rise to about 33.3, 46.1 and 48.0. Eurocode 7 uses Nγ = 2(Nq − 1)·tan φ', which is slightly more conservative.",
            "Worked example: a strip footing 2 m wide is founded 1 m deep in sand with γ = 18 kN/m³, c' = 0 and φ' = 30°, with the water table well below. Then q = 18 × 1 = 18 kPa, and qult = 18 × 18.4 + 0.5 × 18 × 2 × 22.4 = 331 + 403 = 734 kPa. With a traditional factor of safety of 3, the allowable bearing pressure is about 245 kPa. If the water table rose to the foundation level, the unit weight in the last term would fall to the submerged value of about 8 kN/m³ and the capacity would drop considerably.",
            "For saturated clay loaded quickly, the undrained case with φu = 0 applies: Nq = 1, Nγ = 0 and Nc = π + 2 = 5.14, so qult = 5.14·su + q for a strip footing, with Skempton's factor of about 6.2 for a square footing at the surface. In practice, bearing capacity is rarely the governing criterion for footings on clay; the allowable load is more often limited by settlement, and the two checks must always be made together.",
          ),
        },
      },
    ],
  },
];
