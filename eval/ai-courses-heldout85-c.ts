/** Eighty-fifth held-out evaluation courses, advanced level (A to B); see ai-courses-heldout85.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT85_C: EvalCourse[] = [
  {
    slug: "category-theory-for-mathematicians",
    discipline: "Category theory",
    title: "Category Theory for Mathematicians",
    description:
      "Introduced by Eilenberg and Mac Lane in 1945 to make 'natural' isomorphisms precise, category theory now supplies a common language for algebra, topology, logic and computer science. Topics: categories, functors and natural transformations; the Yoneda lemma and representable functors; limits and colimits; adjunctions; monads and their algebras.",
    level: "advanced",
    duration: "one semester (three lectures and one problem class a week)",
    plantedGap: "monads",
    modules: [
      {
        title: "Categories and Functors",
        description: "The basic definitions, a stock of examples, and the principle of duality.",
        lesson: {
          title: "Objects, morphisms and structure-preserving maps",
          html: p(
            "A category C consists of a collection of objects, for each pair of objects A and B a collection C(A, B) of morphisms f: A → B, a composition g ∘ f: A → C for every f: A → B and g: B → C, and for every object an identity morphism 1_A. Composition must be associative, and identities must be units on both sides. Nothing else is assumed: morphisms need not be functions, and objects need not be sets.",
            "The standard examples are categories of structures and structure-preserving maps: Set, with sets and functions; Grp, with groups and homomorphisms; Top, with topological spaces and continuous maps; Vect_k, with vector spaces over a field k and linear maps. But small, degenerate examples are just as important. A preordered set is a category with at most one morphism between any two objects, a morphism A → B existing exactly when A ≤ B. A monoid is a category with a single object, whose morphisms are the monoid's elements and whose composition is its multiplication; a group is such a category in which every morphism is invertible.",
            "A morphism f: A → B is an isomorphism if there is g: B → A with g ∘ f = 1_A and f ∘ g = 1_B.",
            "A functor F: C → D sends objects to objects and morphisms to morphisms, with F(g ∘ f) = F(g) ∘ F(f) and F(1_A) = 1_{F(A)}. Examples include forgetful functors, such as U: Grp → Set, which forgets the group operation; the free group functor F: Set → Grp; the fundamental group π₁ from pointed spaces to groups; and, for a fixed object A of a locally small category, the hom-functor C(A, −): C → Set, sending f: B → B′ to composition with f. A contravariant functor reverses arrows and is best treated as a functor from the opposite category C^op, which has the same objects and all morphisms reversed.",
            "That last construction gives duality. Every statement about a category has a dual obtained by reversing arrows, and a theorem that holds in all categories remains true when dualised. Proving one half of a pair, such as a result about products, therefore proves the other, about coproducts, for free.",
          ),
        },
      },
      {
        title: "Natural Transformations and the Yoneda Lemma",
        description: "Morphisms between functors, and the theorem that an object is determined by its relationships.",
        lesson: {
          title: "Naturality and representability",
          html: p(
            "Given functors F, G: C → D, a natural transformation α: F ⇒ G assigns to each object A of C a morphism α_A: F(A) → G(A) in D, its component at A, such that for every f: A → B the naturality square commutes: G(f) ∘ α_A = α_B ∘ F(f). Natural transformations compose componentwise, so functors C → D and natural transformations form a functor category [C, D]. A natural isomorphism is a natural transformation whose components are all isomorphisms.",
            "The motivating example is double duality. For a finite-dimensional vector space V, the map V → V**, sending v to evaluation at v, is an isomorphism, and it is natural: it commutes with every linear map. V is also isomorphic to its dual V*, since they have the same dimension, but that isomorphism depends on a choice of basis, and no choice can be made natural, not least because V ↦ V* is contravariant while the identity functor is covariant. Category theory makes precise the intuition that the first isomorphism is canonical and the second is not.",
            "For a locally small category C and an object A, consider the hom-functor h_A = C(A, −): C → Set. The Yoneda lemma states that for any functor F: C → Set there is a bijection Nat(h_A, F) ≅ F(A), natural in both A and F. Given α: h_A ⇒ F, take the element u = α_A(1_A) of F(A). Conversely, given u in F(A), define α_B(f) = F(f)(u) for f: A → B. Naturality forces α_B(f) = α_B(f ∘ 1_A) = F(f)(α_A(1_A)), so α is completely determined by u, and the two constructions are mutually inverse.",
            "Two consequences follow. First, applying the lemma to F = h_B in the contravariant form shows that the Yoneda embedding A ↦ C(−, A), from C into [C^op, Set], is fully faithful: C(A, B) ≅ Nat(C(−, A), C(−, B)). Hence A ≅ B if and only if their hom-functors are naturally isomorphic, so an object is determined up to isomorphism by the morphisms into it. Second, a functor F: C → Set is representable if it is naturally isomorphic to some C(A, −); the representing object A and the universal element u in F(A) are unique up to unique isomorphism.",
          ),
        },
      },
      {
        title: "Limits, Colimits and Adjunctions",
        description: "Universal constructions and the pairs of functors that generate them.",
        lesson: {
          title: "Universal properties and adjoint functors",
          html: p(
            "A diagram in C is a functor D: J → C from a small index category J. A cone over D is an object L with morphisms λ_j: L → D(j) compatible with every morphism of J. A limit is a universal cone: for any other cone (M, μ) there is exactly one morphism M → L through which μ factors. Limits are unique up to unique isomorphism. Choosing J gives familiar special cases:",
            "<ul><li>J empty: a terminal object, such as a one-point set in Set.</li><li>J two objects and no non-identity arrows: the product A × B, the Cartesian product in Set and Grp and the product topology in Top.</li><li>J two parallel arrows: the equaliser, in Set the subset {x : f(x) = g(x)}.</li><li>J a cospan A → C ← B: the pullback, in Set the set of pairs (a, b) with f(a) = g(b).</li></ul>",
            "Colimits are the dual notion, built from cocones. Coproducts are disjoint unions in Set, free products in Grp and direct sums in Ab; coequalisers give quotients.",
            "An adjunction between F: C → D and G: D → C, written F ⊣ G, is a bijection D(F(A), B) ≅ C(A, G(B)) natural in A and B; F is the left adjoint and G the right. Equivalently, there are natural transformations, the unit η: 1_C ⇒ GF and the counit ε: FG ⇒ 1_D, satisfying the triangle identities εF ∘ Fη = 1_F and Gε ∘ ηG = 1_G. The archetype is free ⊣ forgetful: a homomorphism from the free group on a set S to a group H is the same as a function from S to the underlying set of H. Other examples are the product–exponential adjunction (− × B) ⊣ (−)^B in Set, which is currying, and, in a preorder, a Galois connection.",
            "The most useful theorem about adjoints is that right adjoints preserve all limits that exist and left adjoints preserve colimits. So the forgetful functor Grp → Set preserves products, which is why the underlying set of a product group is the product of the sets, and the free group functor preserves coproducts: the free group on S ⊔ T is the free product of the free groups on S and T.",
          ),
        },
      },
    ],
  },
  {
    slug: "seismic-design-of-structures",
    discipline: "Earthquake engineering",
    title: "Seismic Design of Structures",
    description:
      "Buildings, not earthquakes, kill people. Postgraduate structural engineers study how ground shaking is characterised for design, how response spectra and ductility govern seismic forces, how capacity design controls the way a structure fails, how soil liquefaction threatens foundations, and when base isolation and supplemental damping are the better answer.",
    level: "advanced",
    duration: "one semester (two two-hour lectures and one design tutorial a week)",
    plantedGap: "soil liquefaction",
    modules: [
      {
        title: "Ground Motion and Response Spectra",
        description: "From earthquake magnitude to the design spectrum an engineer applies to a structure.",
        lesson: {
          title: "Characterising shaking for design",
          html: p(
            "Magnitude describes the size of an earthquake at its source. The moment magnitude Mw is derived from the seismic moment, the product of the rock's shear modulus, the fault area and the average slip. Each unit increase corresponds to about 32 times more energy released. Intensity, by contrast, describes the effects at a particular place, on scales such as Modified Mercalli or EMS-98. For design, engineers need neither directly: they need a measure of the shaking at the site, such as peak ground acceleration (PGA) or, more usefully, a response spectrum.",
            "The response spectrum plots the peak response of a set of single-degree-of-freedom oscillators, each with a different natural period T = 2π√(m/k) and usually 5 per cent of critical damping, when subjected to a given ground motion. It shows at a glance which structural periods a record excites. Design codes smooth and envelope many records into a design spectrum. In Eurocode 8 the elastic spectrum rises from PGA at T = 0 to a plateau equal to 2.5 times the ground acceleration, times a soil factor S, between corner periods T_B and T_C, then decays with 1/T and, beyond T_D, with 1/T².",
            "The design ground acceleration comes from probabilistic seismic hazard analysis. European practice uses a reference return period of 475 years, equivalent to a 10 per cent probability of exceedance in 50 years, multiplied by an importance factor, greater than 1 for hospitals and other critical facilities.",
            "Site conditions matter enormously. Soft soils amplify and lengthen the period of shaking. In the 1985 Michoacán earthquake the epicentre was some 350 km from Mexico City, yet lake-bed clays with a site period of about 2 seconds amplified the motion several times, and buildings of roughly 6 to 15 storeys, whose own periods were close to the ground's, suffered most of the collapses. As a first estimate, a moment-resisting frame has a fundamental period of about 0.1 seconds per storey, so a ten-storey frame sits near 1 second; Eurocode 8 gives T = C_t H^(3/4), with C_t = 0.085 for steel moment frames and 0.075 for concrete frames, H in metres.",
            "Reading a spectrum therefore means asking where the building's period falls: on the plateau, a stiff building attracts the full amplified acceleration; further along the descending branch, a flexible one attracts less force but undergoes larger displacements.",
          ),
        },
      },
      {
        title: "Ductility and Capacity Design",
        description: "Why structures are designed to yield in earthquakes, and how to make them yield safely.",
        lesson: {
          title: "Behaviour factors and the hierarchy of strength",
          html: p(
            "Designing an ordinary building to remain elastic under the design earthquake would be prohibitively expensive. Codes instead allow controlled yielding and divide the elastic spectral force by a behaviour factor q in Eurocode 8, or a response modification coefficient R in US practice. A well-detailed concrete frame in Eurocode 8's high ductility class may use q of around 5.85, while a structure designed with little attention to ductility is limited to 1.5. The reduction is justified only if the structure can deform well beyond yield without losing strength.",
            "Two classic rules link force reduction to ductility demand. For structures with periods longer than the corner period, the equal displacement rule observes that an elastic and an inelastic system reach similar peak displacements, so q is roughly equal to the displacement ductility μ. For short-period structures the equal energy rule applies, giving q ≈ √(2μ − 1), so stiff buildings need much more ductility for the same force reduction.",
            "Capacity design, developed in New Zealand from the 1970s by Robert Park, Tom Paulay and their colleagues, decides where yielding will happen rather than leaving it to chance. The engineer chooses ductile plastic hinge zones, details them to sustain large rotations, and then designs every other element, and every brittle failure mode, to be stronger than the hinges' maximum probable strength, including an overstrength factor. In a moment frame the hinges are placed at beam ends, and columns are made stronger: Eurocode 8 requires the sum of column moment resistances at a joint to be at least 1.3 times the sum of beam resistances. Shear design of beams and columns uses the shear that develops when the hinges reach overstrength, since shear failure is brittle.",
            "Detailing makes ductility real. Closely spaced transverse hoops with 135-degree hooks confine the concrete core and restrain longitudinal bars against buckling in hinge zones; laps are kept out of those zones; beam–column joints are reinforced for the forces passing through them.",
            "Failures show what happens otherwise. Weak-column, strong-beam frames form a storey mechanism in which all columns of one floor hinge together, and soft ground storeys left open for parking collapsed in large numbers in Northridge in 1994 and in İzmit in 1999. In each case the structure had no controlled path to dissipate energy.",
          ),
        },
      },
      {
        title: "Base Isolation and Supplemental Damping",
        description: "Protective systems that reduce seismic demand rather than resisting it.",
        lesson: {
          title: "Isolators, dampers and design choices",
          html: p(
            "Conventional design accepts damage in the design earthquake. For hospitals, emergency centres, data centres and buildings with valuable contents, owners often need the structure to remain operational, and the most effective way to achieve that is to reduce the demand itself.",
            "Base isolation places a horizontally flexible layer between the structure and its foundation. Lengthening the fundamental period to 2 to 3 seconds or more moves the building off the plateau of the spectrum, cutting floor accelerations by a factor of several, at the cost of large displacements concentrated in the isolation layer. Lead–rubber bearings, invented by Bill Robinson in New Zealand and first used in the William Clayton Building in Wellington, completed in 1981, combine laminated rubber and steel layers, which give flexibility with high vertical stiffness, with a lead core that yields and dissipates energy. Friction pendulum bearings use an articulated slider on a concave spherical surface. Their period depends only on the radius of curvature R, T = 2π√(R/g), so a surface with R = 2.0 m gives T = 2π√(2.0/9.81) ≈ 2.84 s, independent of the building's mass.",
            "Design displacements for isolators are typically 200 to 500 mm, so the building needs a moat, flexible utility connections and a check of the maximum considered earthquake as well as the design event. Isolation works poorly for tall slender buildings, whose flexibility already places them on the descending branch, and on very soft soils, where long-period ground motion can resonate with the isolated structure.",
            "Supplemental damping is the alternative where isolation is unsuitable. The main devices are:",
            "<ul><li>Fluid viscous dampers, in which a piston forces silicone fluid through orifices, giving a force proportional to a power of velocity and therefore out of phase with the peak structural forces.</li><li>Buckling-restrained braces, steel cores sleeved in concrete-filled tubes that yield in both tension and compression with stable hysteresis.</li><li>Friction dampers, which slip at a set force.</li><li>Tuned mass dampers, such as the 660-tonne pendulum in Taipei 101, most effective against wind and narrow-band motion.</li></ul>",
            "Analysis of these systems normally requires nonlinear response history analysis with a suite of ground motions, typically at least seven records scaled to match the target spectrum, so that average responses can be used.",
          ),
        },
      },
    ],
  },
  {
    slug: "defamation-law-in-england-and-wales",
    discipline: "Defamation law",
    title: "Defamation Law in England and Wales",
    description:
      "A practitioner-level study of the law of reputation after the Defamation Act 2013: meaning and the serious harm threshold, the statutory defences of truth, honest opinion and public interest, privilege, liability for online publication, malicious falsehood, and the procedure and remedies of a media claim.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week, with a written opinion as assessment)",
    plantedGap: "malicious falsehood",
    modules: [
      {
        title: "What Is Defamatory? Meaning and Serious Harm",
        description: "How courts determine meaning and apply the threshold in section 1 of the 2013 Act.",
        lesson: {
          title: "Meaning, reference and the serious harm test",
          html: p(
            "A claimant in defamation must show that the defendant published to at least one third party a statement that referred to the claimant and bore a defamatory meaning. At common law a statement is defamatory if it tends to lower the claimant in the estimation of right-thinking members of society generally (Sim v Stretch [1936] 2 All ER 1237), and Thornton v Telegraph Media Group [2010] EWHC 1414 (QB) added a threshold of seriousness. Libel, in permanent form, is actionable without proof of damage; slander, in transient form, generally requires proof of special damage, subject to exceptions such as imputations of a criminal offence punishable by imprisonment or of unfitness for one's office, profession or trade.",
            "Meaning is decided by the judge, now usually at a preliminary trial. The court identifies the single natural and ordinary meaning that the hypothetical reasonable reader would take, applying the principles collected in Jeynes v News Magazines Ltd [2008] EWCA Civ 130 and restated in Koutsogiannis v Random House Group [2019] EWHC 48 (QB): the reader is neither naive nor unduly suspicious, reads the publication once, and does not select one bad meaning where other non-defamatory ones are available. In Stocker v Stocker [2019] UKSC 17 the Supreme Court held that the trial judge erred by using a dictionary definition to interpret a Facebook comment that the claimant had 'tried to strangle' his wife; social media posts are read quickly and impressionistically. Meanings are often graded on the Chase levels (Chase v News Group Newspapers [2002] EWCA Civ 1772): level 1, guilt; level 2, reasonable grounds to suspect; level 3, grounds to investigate.",
            "Section 1(1) of the Defamation Act 2013 provides that a statement is not defamatory unless its publication has caused or is likely to cause serious harm to the claimant's reputation. In Lachaux v Independent Print Ltd [2019] UKSC 27 the Supreme Court held that this raises the threshold above Thornton and must be proved by reference to the actual impact of the statement, not just its meaning, although serious harm may be inferred from the meaning, the extent of publication and the identity of readers. Under section 1(2), harm to the reputation of a body that trades for profit is not serious unless it has caused or is likely to cause serious financial loss.",
          ),
        },
      },
      {
        title: "Defences: Truth, Honest Opinion and Public Interest",
        description: "The statutory defences of the 2013 Act and the principal forms of privilege.",
        lesson: {
          title: "Sections 2 to 4 and privilege",
          html: p(
            "The 2013 Act replaced the common law defences of justification, fair comment and Reynolds privilege with statutory equivalents.",
            "Under section 2, truth, the defendant must show that the imputation conveyed is substantially true. The defence is judged against the meaning the court has found, which is why the meaning hearing often decides the case: a defendant able to prove reasonable grounds to suspect, Chase level 2, will fail if the words are held to mean guilt. Where a statement conveys several imputations, section 2(3) provides that the defence does not fail merely because some are not shown to be true, if those not proved do not seriously harm the claimant's reputation given the truth of the rest.",
            "Section 3, honest opinion, has three conditions: the statement was one of opinion; it indicated, in general or specific terms, the basis of the opinion; and an honest person could have held the opinion on the basis of any fact that existed at the time of publication or anything asserted to be a fact in a privileged statement published earlier. Under section 3(5) the defence is defeated if the claimant shows that the defendant did not hold the opinion. Distinguishing opinion from fact is a question of how the ordinary reader would understand the words; an inference of fact presented as a conclusion may still be treated as fact.",
            "Section 4, publication on a matter of public interest, requires that the statement was, or formed part of, a statement on a matter of public interest, and that the defendant reasonably believed that publishing it was in the public interest. In Serafin v Malkiewicz [2020] UKSC 23 the Supreme Court confirmed that the Reynolds checklist is no longer a set of hurdles, though the defendant's conduct, including the steps taken to verify the story and to seek the claimant's response, remains relevant to whether the belief was reasonable.",
            "Privilege completes the picture. Absolute privilege protects statements in Parliament and in judicial proceedings, and fair and accurate contemporaneous reports of court proceedings. Qualified privilege covers reports listed in Schedule 1 to the Defamation Act 1996, such as fair and accurate reports of public meetings, and, under section 6 of the 2013 Act, peer-reviewed statements in scientific or academic journals.",
          ),
        },
      },
      {
        title: "Online Publication, Jurisdiction and Procedure",
        description: "Who can be sued for internet publications, where, and how claims are conducted and remedied.",
        lesson: {
          title: "Website operators, forum and remedies",
          html: p(
            "Online publication raised two problems the 2013 Act set out to solve: intermediaries facing liability for content they did not write, and claimants from abroad suing in London over material with little connection to England.",
            "Section 5 gives the operator of a website a defence if it shows that it did not post the statement. The defence is defeated if the claimant shows that it was not possible to identify the poster, that the claimant gave the operator a notice of complaint, and that the operator failed to respond in accordance with the Defamation (Operators of Websites) Regulations 2013. Under those regulations the operator generally has 48 hours to contact the poster, who may consent to removal or refuse and provide their name and address. Separately, section 10 provides that a court has no jurisdiction over an action against a person who was not the author, editor or publisher unless it is satisfied that it is not reasonably practicable to bring the action against the author, editor or publisher.",
            "Section 9 applies to defendants not domiciled in the United Kingdom. The court has no jurisdiction unless it is satisfied that, of all the places where the statement was published, England and Wales is clearly the most appropriate place to bring the action.",
            "Claims follow the Pre-Action Protocol for Media and Communications Claims: a detailed letter of claim setting out the words, the meaning alleged and the remedy sought, and a prompt response. Under section 11 defamation trials are now heard without a jury unless the court orders otherwise, which enables early determination of meaning and of serious harm as preliminary issues.",
            "The principal remedies are:",
            "<ul><li>General damages, to compensate for injury to reputation and feelings and to vindicate the claimant, with awards at the top of the scale conventionally kept in line with damages for the most serious personal injuries.</li><li>An injunction, rarely granted before trial because of the rule in Bonnard v Perryman [1891] 2 Ch 269 and section 12(3) of the Human Rights Act 1998.</li><li>An order under section 12 of the 2013 Act that the defendant publish a summary of the judgment.</li><li>An order under section 13 that a website operator remove the statement, or that a distributor stop distributing it.</li></ul>",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-addiction-medicine",
    discipline: "Addiction medicine",
    title: "Clinical Addiction Medicine",
    description:
      "For doctors, nurses and pharmacists who assess and treat people with substance use problems in hospital, primary care or specialist services. Covers screening and managing alcohol withdrawal, opioid agonist treatment and overdose prevention, stimulant use, psychosocial interventions including motivational interviewing and contingency management, and gambling disorder.",
    level: "advanced",
    duration: "twelve weeks (a weekly two-hour case-based seminar and supervised clinical practice)",
    plantedGap: "gambling disorder",
    modules: [
      {
        title: "Alcohol: Screening, Withdrawal and Wernicke's Encephalopathy",
        description: "Identifying harmful drinking and managing withdrawal safely in hospital and community settings.",
        lesson: {
          title: "Managing alcohol withdrawal",
          html: p(
            "Alcohol dependence is common among hospital inpatients, and unrecognised withdrawal is a preventable cause of seizures, delirium and death. Screening should be routine. The AUDIT questionnaire, developed by the World Health Organization, has ten items scored to a maximum of 40; a score of 8 or more indicates hazardous or harmful drinking, and 20 or more suggests possible dependence. The three-item AUDIT-C is a quicker first step.",
            "Withdrawal typically begins 6 to 24 hours after the last drink, with tremor, sweating, anxiety, nausea, tachycardia and hypertension. Withdrawal seizures, usually generalised tonic–clonic, occur mainly between 12 and 48 hours. Delirium tremens, with confusion, hallucinations, autonomic instability and fever, usually starts 48 to 72 hours after cessation; with modern treatment mortality is low, but it remains a medical emergency. Risk factors for severe withdrawal include previous seizures or delirium tremens, heavy daily intake, and concurrent illness.",
            "Severity is monitored with the Clinical Institute Withdrawal Assessment for Alcohol, revised (CIWA-Ar): ten items, maximum score 67. Scores below about 8 to 10 indicate mild withdrawal, and 15 or more indicate severe withdrawal needing active treatment. Benzodiazepines are first-line. Chlordiazepoxide, a long-acting agent, is commonly given either as a fixed reducing regimen over five to seven days, with starting doses set by severity, or symptom-triggered in response to CIWA-Ar scores, which in monitored settings tends to reduce the total dose and the length of treatment. In significant liver impairment, shorter-acting drugs without active metabolites, such as lorazepam or oxazepam, avoid accumulation.",
            "Thiamine deficiency is the other great danger. Wernicke's encephalopathy is classically described by confusion, ataxia and ophthalmoplegia, but the full triad is present in only a minority of cases, so clinicians should treat on suspicion. Give parenteral high-potency thiamine, in the UK as intravenous Pabrinex, to anyone with suspected Wernicke's, and prophylactically to malnourished or at-risk patients undergoing withdrawal in hospital, before any glucose infusion where possible. Untreated, it can progress to Korsakoff syndrome, with lasting amnesia.",
            "Detoxification is only a beginning. Before discharge, plan relapse prevention with psychosocial support and consider acamprosate, naltrexone or, for selected patients, disulfiram.",
          ),
        },
      },
      {
        title: "Opioid Agonist Treatment and Overdose Prevention",
        description: "Using methadone and buprenorphine safely, and reducing deaths from overdose.",
        lesson: {
          title: "Methadone, buprenorphine and naloxone",
          html: p(
            "Opioid agonist treatment is the most effective intervention for opioid dependence. Large cohort studies and a 2017 BMJ meta-analysis by Sordo and colleagues found all-cause mortality during methadone or buprenorphine treatment to be roughly a third to a half of that outside treatment. It also reduces illicit opioid use, injecting, blood-borne virus transmission and offending. Retention in treatment is therefore the central clinical goal.",
            "Methadone is a full mu-opioid agonist with a long and highly variable half-life, commonly 24 to 36 hours and sometimes much longer. Because it accumulates over several days, the induction period carries the highest risk of death. Start low, typically 10 to 30 mg daily, and increase by 5 to 10 mg no more often than every few days, with daily supervised consumption at first. Most patients stabilise at 60 to 120 mg daily; doses below 60 mg are associated with poorer retention. Methadone prolongs the QTc interval, so take an ECG in patients on higher doses or with other risk factors, and check for interacting drugs: enzyme inducers such as rifampicin or carbamazepine can precipitate withdrawal, and inhibitors can cause toxicity.",
            "Buprenorphine is a partial agonist with very high receptor affinity and a ceiling on respiratory depression, which makes it safer in overdose. Its affinity also means that a first dose given while full agonists still occupy receptors displaces them and precipitates withdrawal. Wait until the patient shows objective withdrawal, for example a Clinical Opiate Withdrawal Scale score of around 12 or more, usually at least 8 to 12 hours after heroin and considerably longer after methadone. Sublingual maintenance doses are typically 12 to 24 mg daily. Weekly and monthly long-acting injectable buprenorphine removes the need for daily dispensing and the risk of diversion.",
            "Overdose deaths cluster at predictable times: release from prison, discharge from hospital, leaving treatment, and loss of tolerance after abstinence. The spread of fentanyl and other synthetic opioids, and of nitazenes in the UK, has made the illicit supply more dangerous. Every patient, and ideally their family, should be trained to recognise overdose and given take-home naloxone, for example a 2 mg intramuscular kit in 0.4 mg increments or a 1.8 mg intranasal spray, with advice to call an ambulance, give naloxone and put the person in the recovery position.",
          ),
        },
      },
      {
        title: "Stimulants and Psychosocial Treatment",
        description: "Managing cocaine and amphetamine-type stimulant use where no medication is licensed.",
        lesson: {
          title: "Contingency management and motivational interviewing",
          html: p(
            "Cocaine and methamphetamine harm users through cardiovascular events, psychosis, injecting-related infections and social consequences, yet no medication is licensed for stimulant use disorder, and trials of antidepressants, antipsychotics and modafinil have been largely disappointing. Treatment therefore rests on psychosocial methods, and two have the strongest evidence.",
            "Contingency management applies operant conditioning: patients receive tangible rewards for objectively verified behaviour, usually drug-negative urine samples. In voucher-based schemes developed by Stephen Higgins the value of vouchers escalates with each consecutive negative sample and resets after a positive or missed test, rewarding sustained abstinence. Nancy Petry's prize-draw or 'fishbowl' method lowers costs by giving draws from a bowl in which about half the slips win a prize, most small and a few large. Meta-analyses consistently find contingency management the most effective intervention for stimulant use. Its essentials are frequent testing, typically two or three times a week, immediate delivery of rewards, and a schedule lasting at least twelve weeks.",
            "Motivational interviewing, developed by William Miller and Stephen Rollnick, is a collaborative conversation style for strengthening a person's own motivation to change. Its spirit is partnership, acceptance, compassion and evocation: the clinician draws reasons for change out of the patient rather than supplying them. The core skills are summarised as OARS:",
            "<ul><li>Open questions, such as 'How does your use fit with the things you care about?'</li><li>Affirmations that recognise strengths and efforts.</li><li>Reflections, simple or complex, which are the main tool for guiding the conversation.</li><li>Summaries that collect the patient's own reasons for change and hand them back.</li></ul>",
            "The clinician listens for change talk, the patient's statements of desire, ability, reasons and need to change, and of commitment, and selectively reflects and explores it. Sustain talk is met with reflection rather than argument, since confrontation reliably increases resistance.",
            "Medical risks also need attention. Cocaine with alcohol forms cocaethylene, which is more cardiotoxic than cocaine alone. Cocaine-associated chest pain requires assessment for acute coronary syndrome; benzodiazepines are first-line for agitation and hypertension. Heavy methamphetamine use frequently causes psychosis, and services should offer screening for HIV and hepatitis B and C, vaccination and safer injecting advice.",
          ),
        },
      },
    ],
  },
  {
    slug: "tokugawa-japan-1600-1868",
    discipline: "Edo period history",
    title: "Tokugawa Japan, 1600–1868",
    description:
      "Between the battle of Sekigahara and the Meiji Restoration, Japan's warrior government kept the peace for over two and a half centuries. Reading recent scholarship alongside translated sources, the course examines the bakuhan political order, alternate attendance, the status system, urban commercial society, foreign relations under the maritime restrictions, and the crisis opened by Perry's arrival in 1853.",
    level: "advanced",
    duration: "one semester (one lecture and one two-hour source seminar a week)",
    plantedGap: "the Meiji Restoration",
    modules: [
      {
        title: "Building the Tokugawa Order",
        description: "How Ieyasu and his successors turned a military victory into a durable political settlement.",
        lesson: {
          title: "Sekigahara, the bakuhan system and alternate attendance",
          html: p(
            "On the fifteenth day of the ninth month of Keichō 5, 21 October 1600 in the western calendar, Tokugawa Ieyasu defeated the coalition loyal to the Toyotomi house at Sekigahara. The emperor appointed him shogun in 1603, and the Toyotomi were destroyed in the Osaka campaigns of 1614 and 1615. Peace followed in the sense that large-scale war between lords ended for more than two centuries.",
            "The resulting polity is called the bakuhan system, combining the bakufu, the shogunal government at Edo, with some 260 to 270 han, domains each assessed at 10,000 koku of rice or more. The shogunate held directly around a quarter of the realm's assessed productivity of roughly 30 million koku at the start of the period, including the major cities and mines, and allocated the rest to daimyo in three groups. Shinpan were collateral Tokugawa houses; fudai were hereditary vassals who had followed Ieyasu before 1600 and supplied the shogunate's senior councillors; tozama, 'outside' lords such as the Shimazu of Satsuma and the Mōri of Chōshū, had submitted after Sekigahara and were excluded from office. Domains were moved, reduced or confiscated freely in the early decades, and fudai holdings were placed to watch the great tozama.",
            "Control rested on regulation rather than direct rule. The Buke shohatto, laws for the military houses issued in 1615 and revised under later shoguns, restricted castle building, required permission for marriages between daimyo houses and set standards of conduct. Within their domains daimyo kept their own armies, taxes, courts and often paper currencies.",
            "The most distinctive institution, sankin-kōtai or alternate attendance, was made systematic by the third shogun, Iemitsu, in 1635. Most daimyo spent alternate years in Edo and in their domains, and their wives and heirs lived permanently in Edo. The processions and two households could absorb a large share of a domain's revenue, often estimated at a fifth or more. Historians once saw the system mainly as a device to impoverish and hostage the lords. More recent work, such as Constantine Vaporis's studies, also stresses its unintended effects: the growth of Edo into one of the world's largest cities, an integrated road network centred on the Tōkaidō, and the circulation of goods, fashions and ideas between the capital and the provinces.",
          ),
        },
      },
      {
        title: "Status, Cities and the Commercial Economy",
        description: "Social order in theory and practice, and the growth of a market economy under warrior rule.",
        lesson: {
          title: "Samurai, merchants and the great cities",
          html: p(
            "Tokugawa ideology, drawing on Confucian thought, described society as four ranked occupations: warriors, peasants, artisans and merchants, usually rendered shi-nō-kō-shō. The scheme was an ideal rather than a description. Court nobles, clergy, outcaste groups such as the kawata and hinin, and many others fell outside it, and historians now emphasise that status was defined by households' duties to the authorities and by membership of local status groups, such as villages and urban wards, rather than by the four categories alone.",
            "The separation of warriors from the land, begun under Toyotomi Hideyoshi, moved most samurai into castle towns, where they lived on stipends paid in rice. Samurai and their households made up perhaps 6 or 7 per cent of the population. Because their income was fixed while prices and consumption rose, many samurai and domains fell into debt to merchants over the eighteenth century.",
            "Urban growth was remarkable. Edo probably exceeded one million inhabitants by the early eighteenth century, and Osaka and Kyoto each held several hundred thousand. Osaka was called the kitchen of the realm: domains shipped tax rice there for sale, and the Dōjima rice market, officially recognised by the shogunate in 1730, traded rice bills in a form widely regarded as one of the earliest organised futures markets. Merchant houses such as Mitsui grew from drapery and money-changing into major financial enterprises.",
            "Commercial wealth fed a new urban culture, most brilliantly in the Genroku era (1688–1704): the puppet and kabuki plays of Chikamatsu Monzaemon, the fiction of Ihara Saikaku about merchants and pleasure quarters, and the haikai poetry of Matsuo Bashō. In the countryside, commercial crops such as cotton, silk and indigo spread, and the national population stabilised at around 30 million from the 1720s.",
            "The shogunate responded to fiscal strain and to what it saw as moral decline with periodic reforms, each combining frugality edicts, attempts to raise revenue and controls on commerce and culture:",
            "<ul><li>The Kyōhō reforms under the eighth shogun, Yoshimune (1716–1745).</li><li>The Kansei reforms of the senior councillor Matsudaira Sadanobu (1787–1793).</li><li>The Tenpō reforms of Mizuno Tadakuni (1841–1843), whose dissolution of the licensed merchant guilds was reversed within a decade.</li></ul>",
            "Their limited success is one of the central debates of the seminar.",
          ),
        },
      },
      {
        title: "Foreign Relations and the Opening of the Ports",
        description: "The managed foreign relations of the Tokugawa state and the crisis of the 1850s.",
        lesson: {
          title: "From the maritime restrictions to the Harris Treaty",
          html: p(
            "The older view of Tokugawa Japan as a 'closed country', sakoku, has been substantially revised. The term itself was coined only in 1801, when the interpreter Shizuki Tadao translated an essay by Engelbert Kaempfer. Since Ronald Toby's work in the 1980s, historians have described instead a system of controlled relations that the shogunate managed for its own security and prestige.",
            "The restrictions grew out of fears about Christianity and about lords trading independently with foreigners. Christianity was banned nationwide in 1614. A series of edicts in the 1630s forbade Japanese to travel abroad or return, and after the Shimabara rebellion of 1637–1638, a largely Christian peasant uprising, the Portuguese were expelled in 1639. The Dutch East India Company, which had not proselytised, was moved in 1641 to Dejima, an artificial island in Nagasaki harbour, where its small staff lived under close supervision and its head travelled regularly to Edo to present gifts to the shogun.",
            "Relations with Asia ran through four channels, often called the four gates:",
            "<ul><li>Nagasaki, for Dutch and Chinese traders, the latter confined after 1689 to their own walled quarter.</li><li>Tsushima, whose Sō lords handled relations with Joseon Korea, including twelve Korean embassies to Japan between 1607 and 1811.</li><li>Satsuma, which had invaded the Ryukyu kingdom in 1609 and controlled its trade, while Ryukyu continued to send tribute to China.</li><li>Matsumae, in the far south of Hokkaido, which controlled trade with the Ainu.</li></ul>",
            "From the 1790s Russian, British and American ships appeared with growing frequency. The shogunate's Edict to Repel Foreign Ships of 1825 was relaxed in 1842 after news of China's defeat in the Opium War. In July 1853 Commodore Matthew Perry anchored at Uraga with four warships and delivered a letter demanding treaty relations. He returned with a larger squadron in 1854, and the Treaty of Kanagawa opened Shimoda and Hakodate to American ships for supplies.",
            "The commercial treaty negotiated by Townsend Harris in 1858 went much further: ports opened for trade, extraterritorial jurisdiction for Americans, and tariffs fixed by treaty. The senior councillor Ii Naosuke signed it without imperial approval, and similar agreements with four other powers followed. The political crisis this provoked, in which the court, great domains and activist samurai challenged the shogunate's authority, opens the final seminar.",
          ),
        },
      },
    ],
  },
];
