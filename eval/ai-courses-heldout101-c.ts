/** One-hundred-and-first held-out evaluation courses, advanced level; see ai-courses-heldout101.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT101_C: EvalCourse[] = [
  {
    slug: "epistemology-knowledge-justification-and-scepticism",
    discipline: "Epistemology",
    title: "Epistemology: Knowledge, Justification and Scepticism",
    description:
      "Gettier's three-page paper of 1963 ended the easy confidence that knowledge is justified true belief, and much of contemporary epistemology is an attempt to say what went wrong. Seminars work through responses to Gettier, the internalism–externalism debate, reliabilism and virtue epistemology, testimony, and the sceptical challenge built on closure.",
    level: "advanced",
    duration: "ten weeks (one two-hour graduate seminar a week)",
    plantedGap: "testimony",
    modules: [
      {
        title: "Gettier and the analysis of knowledge",
        description:
          "The tripartite analysis, Gettier's counterexamples, the fourth-condition responses and the knowledge-first alternative.",
        lesson: {
          title: "Justified true belief and its counterexamples",
          html: p(
            "The tripartite analysis holds that S knows that p if and only if p is true, S believes that p, and S is justified in believing that p. Versions are traced to Plato: the Meno (97e–98a) distinguishes knowledge from true opinion by whether the opinion is ‘tied down’ by reasoning about the cause, and the Theaetetus ends by considering and rejecting the proposal that knowledge is true judgement with an account (logos). Edmund Gettier's 1963 paper in Analysis offered two counterexamples that most philosophers accepted at once.",
            "In the first, Smith has strong evidence that Jones will get the job and that Jones has ten coins in his pocket, and infers that the man who will get the job has ten coins in his pocket. In fact Smith gets the job and, unknown to him, also has ten coins. His belief is true and justified, but not knowledge. The cases depend on two assumptions: justification is fallible, so one can be justified in believing a falsehood, and justification transmits across competent deduction.",
            "Early responses looked for a fourth condition. The no-false-lemmas proposal (Clark, 1963) requires that the belief not be inferred from a falsehood. It handles Gettier's own cases but not the fake-barn case published by Goldman (1976), in which Henry, driving through a district full of papier-mâché barn façades, looks at the one real barn and believes ‘That is a barn’. No false premise is involved, yet most judge that Henry does not know. Defeasibility theories (Lehrer and Paxson, 1969; Klein) require that there be no true proposition which, added to S's evidence, would defeat the justification. They then struggle with misleading defeaters, truths that would undermine justification only by suggesting a further falsehood.",
            "Linda Zagzebski (1994) argued that Gettier problems are inescapable for any analysis in which justification falls short of entailing truth: take a justified false belief, add a stroke of good luck that makes it true, and a case results. Timothy Williamson's Knowledge and its Limits (2000) draws a more radical conclusion. Knowledge is not belief plus conditions but the most general factive mental state, unanalysable and explanatorily prior; it should explain justification and evidence rather than the reverse, as in his thesis E = K, that one's evidence is exactly what one knows.",
          ),
        },
      },
      {
        title: "Internalism, externalism and reliabilism",
        description:
          "What makes a belief justified: access and mentalist internalism, process reliabilism and its problems, and virtue epistemology.",
        lesson: {
          title: "What makes a belief justified?",
          html:
            p(
              "Internalists hold that whether a belief is justified depends only on factors internal to the subject. Access internalism says the justifiers must be accessible on reflection; mentalism (Conee and Feldman, 2001) says justification supervenes on the subject's mental states, whether or not they are reflectively accessible. Externalists deny both: justification can depend on facts, such as the reliability of a process, to which the subject has no access.",
              "Alvin Goldman's process reliabilism (1979) is the leading externalist theory: a belief is justified if it is produced by a belief-forming process that tends to produce true beliefs. Perception in good light, memory and competent inference qualify; wishful thinking and hasty generalisation do not. Three objections structure the debate:",
            ) +
            "<ul><li>the new evil demon problem (Cohen, 1984): a subject deceived by a demon has experiences and reasoning identical to ours, so his beliefs seem as justified as ours, yet his processes are wholly unreliable;</li><li>the clairvoyance problem (BonJour, 1980): Norman has a reliable clairvoyant power but no evidence for or against it, and comes to believe that the President is in New York; the belief is reliably formed, yet holding it looks irresponsible;</li><li>the generality problem (Conee and Feldman, 1998): every token belief-forming process falls under many types of differing reliability (‘vision’, ‘vision in dim light’, ‘vision of distant birds at dusk’), and reliabilism offers no principled way to select the relevant one.</li></ul>" +
            p(
              "Virtue epistemology moves evaluation from processes to the agent's intellectual competences. Ernest Sosa's ‘AAA’ structure compares belief with an archer's shot, which can be accurate (it hits the target), adroit (it manifests skill) and apt (it is accurate because adroit). Knowledge is apt belief, true because of competence. A gust of wind that blows an unskilled shot onto the target, or a second gust that corrects a skilled shot already blown off course, yields accuracy without aptness, a neat diagnosis of Gettier luck. Sosa further distinguishes animal knowledge, apt belief, from reflective knowledge, apt belief aptly endorsed from the subject's own perspective.",
              "Responsibilist virtue epistemologists such as Linda Zagzebski emphasise character traits, such as open-mindedness and intellectual courage rather than faculties. Duncan Pritchard's anti-luck virtue epistemology combines a competence condition with a modal safety condition, arguing that neither alone can handle both standard Gettier cases and the fake-barn case.",
            ),
        },
      },
      {
        title: "Scepticism and closure",
        description:
          "The closure-based sceptical argument and the four main responses: denying closure, safety, contextualism and disjunctivism.",
        lesson: {
          title: "The closure argument and its discontents",
          html: p(
            "The most discussed sceptical argument runs: (1) I do not know that I am not a handless brain in a vat; (2) if I know that I have hands, then I know that I am not a handless brain in a vat; so (3) I do not know that I have hands. Premise (2) rests on epistemic closure, in Hawthorne's formulation: if S knows p, competently deduces q from p and thereby comes to believe q while retaining knowledge of p, then S knows q. Since the argument is valid, one must deny (1), deny closure, or accept the conclusion.",
            "Fred Dretske (1970) and Robert Nozick (1981) deny closure. Nozick's tracking account requires sensitivity: S knows p only if, were p false, S would not believe p. My belief that I have hands is sensitive, since in the nearest worlds where I lack hands I notice, but my belief that I am not envatted is not, since if I were envatted I would still believe I was not. So I know I have hands without knowing I am not a brain in a vat. Keith DeRose calls the resulting claim, ‘I know I have hands but I don't know I'm not a handless brain in a vat’, an abominable conjunction.",
            "Neo-Mooreans, following G. E. Moore's ‘Proof of an External World’ (1939), deny premise (1). Sosa (1999) and Williamson replace sensitivity with safety: S's belief is safe if, in nearby possible worlds where S believes p, p is true. Because envatted worlds are remote, my belief that I am not envatted is safe and can be knowledge, and closure survives.",
            "Contextualists, including Stewart Cohen, Keith DeRose (1995) and David Lewis (‘Elusive Knowledge’, 1996), hold that ‘knows’ is context-sensitive. In ordinary contexts the standards are low and ‘I know I have hands’ is true; raising the sceptical possibility raises the standards, and in that context the sceptic's denial is also true. Critics object that ‘knows’ does not behave like standard context-sensitive terms, and that the view concedes too much to the sceptic.",
            "A newer option, Duncan Pritchard's epistemological disjunctivism (2012), holds that in paradigm cases of perceptual knowledge one's rational support is both reflectively accessible and factive: it is the fact that one sees that p, a reason the envatted subject lacks.",
          ),
        },
      },
    ],
  },
  {
    slug: "criminal-law-fault-complicity-and-partial-defences",
    discipline: "Criminal law",
    title: "Criminal Law: Fault, Complicity and Partial Defences",
    description:
      "Taking the general part of English criminal law beyond first-year doctrine, the option examines oblique intention after Woollin, recklessness after G, accessorial liability after Jogee, inchoate offences, and the partial defences to murder under the Coroners and Justice Act 2009.",
    level: "advanced",
    duration: "one semester (twelve two-hour seminars)",
    plantedGap: "inchoate offences",
    modules: [
      {
        title: "Intention and recklessness",
        description:
          "The development of oblique intention from Hyam to Woollin and of recklessness from Cunningham through Caldwell to G.",
        lesson: {
          title: "From Moloney to Woollin, and from Caldwell to G",
          html: p(
            "Murder requires an intention to kill or to cause grievous bodily harm. Oblique intention, covering foreseen side-effects of pursuing some other aim, took a series of cases to settle. In Hyam v DPP [1975] AC 55 the majority appeared to treat foresight of a highly probable result as sufficient. Moloney [1985] AC 905 rejected that equation, holding that foresight is evidence from which intention may be inferred, and offered guidance framed around ‘natural consequences’. Hancock and Shankland [1986] AC 455, in which striking miners dropped concrete from a bridge onto a taxi carrying a working miner and killed the driver, held that guidance defective for omitting probability. Nedrick [1986] 1 WLR 1025 proposed the virtual-certainty test, approved with amendment in Woollin [1999] 1 AC 82: the jury are ‘not entitled to find the necessary intention unless they feel sure that death or serious bodily harm was a virtual certainty (barring some unforeseen intervention) as a result of the defendant's actions and that the defendant appreciated that such was the case’.",
            "The substitution of ‘find’ for Nedrick's ‘infer’ prompted debate about whether Woollin defines intention or states a rule of evidence. In Matthews and Alleyne [2003] EWCA Crim 192, where the defendants threw a non-swimmer from a bridge into a river, the Court of Appeal held that it remains a rule of evidence: foresight of virtual certainty permits, but does not compel, a finding of intention. The Law Commission's 2006 report on homicide recommended codifying the Woollin formulation essentially unchanged.",
            "Recklessness has travelled the other way, from objectivity back to subjectivity. Cunningham [1957] 2 QB 396 required that D foresaw the risk. Caldwell [1982] AC 341 added an objective limb for criminal damage, covering a defendant who gave no thought to an obvious risk, which led to the conviction of a fourteen-year-old girl with learning difficulties in Elliott v C [1983] 1 WLR 939. R v G [2003] UKHL 50, where two boys aged 11 and 12 caused about £1 million of damage by setting fire to newspapers, overruled Caldwell. Lord Bingham held that D acts recklessly with respect to a result when aware of a risk that it will occur and it is, in the circumstances known to him, unreasonable to take the risk.",
          ),
        },
      },
      {
        title: "Accessorial liability after Jogee",
        description:
          "The rise and correction of parasitic accessorial liability and the present law on the accessory's fault.",
        lesson: {
          title: "Foresight, intention and the correction of Chan Wing-Siu",
          html: p(
            "Section 8 of the Accessories and Abettors Act 1861 provides that whoever aids, abets, counsels or procures an indictable offence is liable to be tried and punished as a principal offender. Liability is derivative, but the accessory's own fault must be proved separately.",
            "For three decades the law on joint enterprise followed Chan Wing-Siu v The Queen [1985] AC 168 (PC) and Powell and English [1999] 1 AC 1: where D2 and D1 embarked on crime A, and D1 committed crime B in the course of it, D2 was guilty of crime B if he foresaw that D1 might commit it. In murder this meant that D2 could be convicted on foresight that D1 might kill or cause serious harm with intent, a lower fault requirement than applied to D1 himself. This ‘parasitic accessorial liability’ was heavily criticised.",
            "In R v Jogee; Ruddock v The Queen [2016] UKSC 8, [2016] UKPC 7, the court held that the law had taken a wrong turn. Foresight is evidence from which intention may be inferred, not a substitute for it. The accessory must intend to assist or encourage the principal to commit the crime, with knowledge of any existing facts necessary for it to be criminal; where the crime requires a particular intent, D2 must intend to assist or encourage D1 to act with that intent. The intention may be conditional: a participant in an armed burglary who intends that a weapon be used if the householder resists may be guilty as an accessory to murder. If D2 joined in an unlawful act that caused death but lacked the intent for murder, he may still be guilty of manslaughter if all sober and reasonable people would have recognised the risk of some harm.",
            "The court stressed that it was correcting the common law, and that convictions under the old law would be reopened out of time only on proof of substantial injustice, a threshold the Court of Appeal set high in R v Johnson [2016] EWCA Crim 1613.",
            "The law on withdrawal survives Jogee. It requires more than a change of heart: D2 must serve unequivocal notice of withdrawal (Becerra (1975) 62 Cr App R 212), although in spontaneous violence simply walking away may suffice (Mitchell and King [1999] Crim LR 496).",
          ),
        },
      },
      {
        title: "Loss of control and diminished responsibility",
        description:
          "The partial defences to murder as reformed by the Coroners and Justice Act 2009 and interpreted since.",
        lesson: {
          title: "The partial defences under the Coroners and Justice Act 2009",
          html:
            p(
              "The partial defences reduce murder, with its mandatory life sentence, to voluntary manslaughter. The Coroners and Justice Act 2009 reformed diminished responsibility and replaced provocation with loss of control.",
              "Section 2 of the Homicide Act 1957, as substituted by section 52 of the 2009 Act, requires D to prove on the balance of probabilities that he was suffering from an abnormality of mental functioning which:",
            ) +
            "<ol><li>arose from a recognised medical condition;</li><li>substantially impaired his ability to understand the nature of his conduct, to form a rational judgment, or to exercise self-control; and</li><li>provides an explanation for his acts, in that it caused, or was a significant contributory factor in causing, him to carry out that conduct.</li></ol>" +
            p(
              "Golds [2016] UKSC 61 holds that ‘substantially’ means important or weighty, not merely more than trivial. Voluntary intoxication is not itself a recognised medical condition; where D has a qualifying condition and was also drunk, the jury must ignore the effect of the drink and ask whether the condition alone substantially impaired him (Dietschmann [2003] UKHL 10).",
              "Loss of control, under sections 54 and 55, has three components. D's acts must have resulted from a loss of self-control, which need not be sudden (s 54(2)). The loss must have had a qualifying trigger: a fear of serious violence from V, or things done or said that constituted circumstances of an extremely grave character and caused D to have a justifiable sense of being seriously wronged. And a person of D's sex and age, with a normal degree of tolerance and self-restraint and in D's circumstances, might have reacted in the same or a similar way. The defence is excluded where D acted in a considered desire for revenge (s 54(4)) or deliberately brought about the trigger as an excuse to use violence (s 55(6)(a)–(b)).",
              "Section 55(6)(c) requires sexual infidelity to be disregarded as a trigger. In Clinton [2012] EWCA Crim 2, however, the Court of Appeal held that infidelity may be considered where it forms part of the context of other potential triggers. The judge must leave the defence to the jury only if sufficient evidence is adduced on which a jury, properly directed, could reasonably conclude that it might apply (s 54(6)); once it is raised, the prosecution must disprove it beyond reasonable doubt.",
            ),
        },
      },
    ],
  },
  {
    slug: "mechanics-and-design-of-fibre-reinforced-composites",
    discipline: "Composite materials engineering",
    title: "Mechanics and Design of Fibre-Reinforced Composites",
    description:
      "Predict the stiffness of a lamina from its constituents, assemble laminate behaviour with classical lamination theory, apply ply-level failure criteria, and plan the non-destructive inspection of finished parts. Worked problems use carbon/epoxy and glass/epoxy systems drawn from aerospace and wind-energy practice.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one tutorial a week)",
    plantedGap: "non-destructive inspection",
    modules: [
      {
        title: "Micromechanics of a unidirectional lamina",
        description:
          "Estimating lamina stiffness from fibre and matrix properties, and the limits of those estimates for strength.",
        lesson: {
          title: "Rule of mixtures and its limits",
          html:
            p(
              "A unidirectional (UD) lamina, a thin layer of parallel fibres in a matrix, is the building block of most structural composites. Its properties follow from those of fibre and matrix and from the fibre volume fraction Vf. Autoclave-cured aerospace prepregs reach Vf of about 0.6, and wet hand lay-up of glass 0.3–0.4.",
              "Along the fibres, fibre and matrix strain equally (the iso-strain or Voigt assumption), so stiffness adds in proportion to volume: E1 = Ef1Vf + Em(1 − Vf). The major Poisson's ratio follows the same rule, ν12 = νfVf + νm(1 − Vf).",
              "Transverse to the fibres, a series (iso-stress or Reuss) model gives 1/E2 = Vf/Ef2 + (1 − Vf)/Em. This is a lower bound and underestimates E2, because the stress field is not uniform. The semi-empirical Halpin–Tsai equations correct it: E2/Em = (1 + ξηVf)/(1 − ηVf), with η = (Ef2/Em − 1)/(Ef2/Em + ξ), where ξ is a reinforcing factor commonly taken as 2 for E2 and 1 for the in-plane shear modulus G12 of circular fibres. Worked example, for carbon/epoxy with Ef1 = 230 GPa, Ef2 = 15 GPa, Em = 3.5 GPa and Vf = 0.6:",
            ) +
            "<ul><li>E1 = 230 × 0.6 + 3.5 × 0.4 = 139.4 GPa;</li><li>Reuss: 1/E2 = 0.6/15 + 0.4/3.5 = 0.0400 + 0.1143 = 0.1543, so E2 = 6.5 GPa;</li><li>Halpin–Tsai: Ef2/Em = 4.29, η = 3.29/6.29 = 0.523, and E2 = 3.5 × (1 + 2 × 0.523 × 0.6)/(1 − 0.523 × 0.6) = 3.5 × 1.628/0.686 = 8.3 GPa.</li></ul>" +
            p(
              "Measured transverse moduli for such materials lie around 8–10 GPa, much closer to Halpin–Tsai. The resulting anisotropy ratio E1/E2 of about 17 is the source of almost everything that makes laminate design demanding.",
              "Strength is far less tractable than stiffness. Longitudinal tensile strength is governed by the statistics of fibre strength; compressive strength by fibre microbuckling and kink-band formation, which is highly sensitive to fibre misalignment of only one or two degrees (Argon; Budiansky and Fleck); and transverse strength by the matrix and the fibre–matrix interface. Voids matter greatly: each 1 per cent of void content reduces interlaminar shear strength by roughly 5–10 per cent, which is why cure cycles, debulking and vacuum integrity are specified so tightly.",
            ),
        },
      },
      {
        title: "Classical lamination theory",
        description: "Building the ABD matrix from ply stiffnesses and reading design rules from its structure.",
        lesson: {
          title: "The ABD matrix",
          html:
            p(
              "Classical lamination theory (CLT) treats a laminate as a stack of perfectly bonded, thin orthotropic plies in plane stress, with Kirchhoff's assumption that straight normals remain straight and normal. Each ply's in-plane behaviour in its material axes is described by the reduced stiffness matrix Q, with Q11 = E1/(1 − ν12ν21), Q22 = E2/(1 − ν12ν21), Q12 = ν12E2/(1 − ν12ν21) and Q66 = G12, where ν21 = ν12E2/E1. Rotating Q to the laminate axes at ply angle θ gives the transformed matrix Q̄, whose terms Q̄16 and Q̄26 are non-zero for off-axis plies and couple extension with shear.",
              "Laminate strains vary linearly through the thickness, ε = ε⁰ + zκ, where ε⁰ are mid-plane strains and κ curvatures. Integrating ply stresses through the thickness relates the force resultants N and moment resultants M, per unit width, to these deformations: {N; M} = [A B; B D]{ε⁰; κ}, with Aij = Σ Q̄ij(zk − zk−1), Bij = ½ Σ Q̄ij(zk² − zk−1²) and Dij = ⅓ Σ Q̄ij(zk³ − zk−1³), summed over plies k whose faces lie at zk−1 and zk. The structure of the ABD matrix translates directly into design rules:",
            ) +
            "<ul><li>Symmetric laminates, whose plies mirror about the mid-plane, have B = 0, so in-plane loads cause no bending or twisting and thermal residual strains from cure do not warp the part.</li><li>Balanced laminates, with every +θ ply matched by a −θ ply, have A16 = A26 = 0 and no extension–shear coupling.</li><li>Quasi-isotropic laminates such as [0/±45/90]s have an in-plane stiffness matrix A that is the same in every direction, but their bending stiffness D is not isotropic.</li><li>Even balanced, symmetric laminates such as [±45]s have non-zero D16 and D26, coupling bending with twisting; designers minimise this by dispersing angle plies through the thickness, or exploit it deliberately in aeroelastically tailored wings and in wind-turbine blades designed to twist and shed load.</li></ul>" +
            p(
              "Industrial practice adds empirical rules: at least 10 per cent of plies in each of the 0°, ±45° and 90° directions, no more than about four plies of the same orientation stacked together, and ±45° plies on the outer surfaces for buckling resistance and damage tolerance.",
            ),
        },
      },
      {
        title: "Failure of laminates",
        description:
          "Ply failure criteria, the lessons of the World-Wide Failure Exercise, progressive failure and the modes that CLT cannot capture.",
        lesson: {
          title: "From first-ply failure to last-ply failure",
          html: p(
            "CLT gives the strains in each ply; transforming them into material axes gives the ply stresses σ1, σ2 and τ12, which are compared with the ply strengths: Xt and Xc along the fibres, Yt and Yc transverse to them, and S in shear. For a typical carbon/epoxy Xt is about 1,500 MPa while Yt is only 40–60 MPa, so plies lying transverse to the load crack long before the fibres are threatened.",
            "Maximum-stress and maximum-strain criteria check each component separately; interactive criteria combine them. The Tsai–Wu criterion predicts failure when F1σ1 + F2σ2 + F11σ1² + F22σ2² + F66τ12² + 2F12σ1σ2 = 1, with F1 = 1/Xt − 1/Xc, F11 = 1/(XtXc), F2 and F22 defined likewise from Yt and Yc, and F66 = 1/S². The interaction term F12 requires difficult biaxial tests and is usually estimated as −½√(F11F22). Tsai–Wu is smooth and convenient, but it does not identify the mode of failure, and it can predict strength enhancements under biaxial compression that have no physical basis.",
            "The World-Wide Failure Exercise (Hinton, Kaddour and Soden, 1996–2004) compared leading theories against test data for laminates under biaxial loads. No theory succeeded everywhere; among the most consistent were those of Puck and of Cuntze, which distinguish failure modes physically. Puck's criterion separates fibre fracture from inter-fibre fracture and calculates the angle of the fracture plane; under transverse compression it predicts a plane inclined at about 53°, as observed in tests.",
            "First-ply failure, usually transverse cracking of the 90° plies, rarely ends a laminate's useful life, because the fibres in the other plies still carry load. Last-ply failure is estimated by progressive analysis: when a ply fails in a matrix mode, its E2 and G12 are reduced (the ply-discount method sets them close to zero), the ABD matrix is recomputed, and loading continues until fibre failure in the remaining plies.",
            "Two further modes lie outside in-plane CLT. Free-edge interlaminar stresses, first analysed by Pipes and Pagano (1970), can start delamination at the edges of coupons and cut-outs. Low-velocity impact causes internal delamination that sharply reduces compressive strength, so aerospace designers typically limit ultimate compressive strains to around 3,000–4,000 microstrain, a figure set by compression-after-impact testing rather than by any ply criterion.",
          ),
        },
      },
    ],
  },
  {
    slug: "historically-informed-performance-of-baroque-music",
    discipline: "Early music performance",
    title: "Historically Informed Performance of Baroque Music",
    description:
      "Between 1600 and 1750 pitch, tuning, bowing and ornament all worked differently from the conventions most conservatoire players inherit. Through treatises by Muffat, Quantz, Geminiani and C. P. E. Bach, performers study pitch standards and unequal temperaments, bow strokes and articulation, French and Italian ornamentation, and continuo realisation, applying each to repertoire in weekly coached ensembles.",
    level: "advanced",
    duration: "twenty weeks (one three-hour coached ensemble and one seminar a week)",
    plantedGap: "continuo realisation",
    modules: [
      {
        title: "Pitch and temperament",
        description:
          "Historical pitch standards, modern period-instrument conventions, and meantone and well-tempered tuning.",
        lesson: {
          title: "A = 415 and other conveniences",
          html: p(
            "No single ‘Baroque pitch’ existed. Surviving instruments and organ pipes show reference pitches for a′ ranging from below 400 Hz in some French chamber music to around 465 Hz for Venetian cornetts and many north German organs. In early eighteenth-century Germany the church pitch (Chorton) of many organs lay a whole tone above the chamber pitch (Kammerton) at which the woodwinds played, and musicians had to transpose to reconcile them.",
            "Modern period-instrument practice has settled on conventions rather than history: a′ = 415 Hz for most late Baroque music, a semitone below 440 so that transposing harpsichords can shift between the two; 392 Hz for French repertoire from Lully to Rameau; 430 Hz for music of the later eighteenth century. Wind players need separate instruments for each pitch.",
            "Tuning systems matter more than pitch. Twelve pure fifths (ratio 3:2) overshoot seven octaves by the Pythagorean comma, about 23.5 cents, and four pure fifths overshoot a pure major third (5:4) plus two octaves by the syntonic comma, about 21.5 cents. Every keyboard temperament is a way of distributing these commas.",
            "Quarter-comma meantone, the standard keyboard tuning from the sixteenth century until well into the seventeenth, narrows each fifth by a quarter of the syntonic comma (about 5.4 cents) so that eight major thirds are pure, whereas equal-tempered thirds are 13.7 cents wide. The cost is a circle of fifths that does not close: the remaining fifth, usually G♯–E♭, is about 35.7 cents too wide, the ‘wolf’, and keys remote from C become unusable. Because meantone sharps lie lower than the corresponding flats, G♯ and A♭ are distinct pitches.",
            "The well-temperaments of the late seventeenth and eighteenth centuries closed the circle unequally. Werckmeister III (1691) narrows four fifths, C–G, G–D, D–A and B–F♯, by a quarter of the Pythagorean comma and leaves the rest pure; Vallotti narrows the six fifths from F to B by a sixth of the comma each. Every key is usable, but the thirds of C major are sweet and those of remote keys tense, one source of the key characteristics described by Mattheson and others. String and wind players adjust their intonation to the keyboard, placing major thirds and leading notes lower than modern players instinctively do.",
          ),
        },
      },
      {
        title: "Bow strokes and articulation",
        description:
          "The Baroque bow, French bowing discipline, Italian expressive strokes and the articulation of wind players.",
        lesson: {
          title: "The rule of down-bow and the messa di voce",
          html: p(
            "Baroque bows were shorter and lighter at the tip than the Tourte bow standardised around 1785, with a straight or slightly convex stick and lower hair tension. Combined with gut strings, they produce a natural decay after each stroke and a clear articulation between notes: the default is a slightly separated, speaking stroke rather than the seamless legato taught in most modern studios.",
            "French orchestral practice was codified by Georg Muffat, who had studied in Paris during Lully's ascendancy. The preface to his Florilegium secundum (1698) sets out the rule of down-bow: the first note of each bar, and other strong notes, are taken with a down-bow, and where a run of single strokes would leave a strong note on an up-bow the player either retakes the bow or takes two notes in one stroke. In triple time, for example, the second and third crotchets are often taken in a single up-bow so that the next bar again begins down-bow. The celebrated discipline of Lully's orchestra rested on everyone bowing alike.",
            "Italian practice was freer, and its sources emphasise expression within the stroke. Francesco Geminiani's The Art of Playing on the Violin (1751) and Quantz both describe the messa di voce, a swell and diminuendo on a long note, as a basic expressive resource. Leopold Mozart's Versuch einer gründlichen Violinschule (1756) adds that every note, even one played strongly, should begin with a small softness so that the stroke speaks without a scratch.",
            "Wind articulation was taught through tonguing syllables. Johann Joachim Quantz's Versuch einer Anweisung die Flöte traversiere zu spielen (1752) gives ‘ti’ for sharp attacks and ‘di’ for softer ones, ‘tiri’ for dotted figures, and ‘did'll’ for double-tonguing fast passages. Quantz also formalises the hierarchy of good and bad notes: in a group of equal quick notes, those on the beat, the ‘good’ or inwardly long notes, receive slightly more weight and length than those between.",
            "Vibrato is the most contested point. Most eighteenth-century writers treat it as an ornament for particular long or expressive notes, and Leopold Mozart mocked players who tremble on every note; Geminiani, by contrast, recommended the ‘close shake’ as often as possible. Applying it selectively, as an ornament rather than a constant colour, is the usual period-practice solution.",
          ),
        },
      },
      {
        title: "Ornamentation: French and Italian styles",
        description:
          "Notated French agréments, notes inégales, and free Italian embellishment of slow movements and cadenzas.",
        lesson: {
          title: "Agréments and passaggi",
          html:
            p(
              "French and Italian ornamentation differed in principle. French composers notated ornaments with signs and expected them to be executed precisely; Italian composers often wrote a plain line, especially in slow movements, and expected the performer to embellish it freely.",
              "French agréments were explained in tables published with keyboard collections, notably Jean-Henri d'Anglebert's Pièces de clavecin (1689) and François Couperin's L'art de toucher le clavecin (1716). The principal ornaments were:",
            ) +
            "<ul><li>the tremblement (trill), which begins on the upper auxiliary on the beat, often with an appui, a held first note, before the alternation;</li><li>the pincé (mordent), a rapid alternation with the note below;</li><li>the port de voix, an appoggiatura from below, often ending in a pincé;</li><li>the coulé, a note filling in a falling third, usually taken on the beat.</li></ul>" +
            p(
              "French performers also applied notes inégales: stepwise notes at half the value of the beat, such as quavers in 3/4 or crotchets in 3/2, were played in long–short pairs, with the degree of inequality varying with the character of the piece. Composers cancelled it with instructions such as ‘notes égales’ or with dots over the notes, and it was not applied to leaps or to music in the Italian style.",
              "Italian embellishment is documented in written-out examples. Estienne Roger's Amsterdam edition of Corelli's violin sonatas Op. 5, issued in 1710, printed the slow movements with elaborate graces said to be Corelli's own; their authenticity is debated, but they show the scale of decoration expected, with plain minims dissolved into runs of demisemiquavers while the underlying harmony is preserved. Telemann's Methodische Sonaten (1728 and 1732) print each slow movement twice, plain and ornamented. Quantz devotes a chapter of his Versuch to variations on simple intervals and advises that a cadenza at a final fermata should be short enough for a wind player to take in one breath.",
              "By mid-century taste was changing. C. P. E. Bach's Versuch über die wahre Art das Clavier zu spielen (1753) warns against excessive ornament and insists that ornaments serve the expression of the passage, while agreeing with the French that the trill begins on the upper note. An informed performer decides not only how to play an ornament but whether the style in question calls for one at all.",
            ),
        },
      },
    ],
  },
  {
    slug: "fluvial-geomorphology-processes-and-channel-form",
    discipline: "Fluvial geomorphology",
    title: "Fluvial Geomorphology: Processes and Channel Form",
    description:
      "Sediment entrainment and transport, hydraulic geometry, channel planform and river restoration: the option links process measurements to the forms rivers build, using flume data, field surveys and the quantitative models a practising geomorphologist relies on.",
    level: "advanced",
    duration: "ten weeks (two lectures a week and a three-day residential field course)",
    plantedGap: "river restoration",
    modules: [
      {
        title: "Entrainment and sediment transport",
        description:
          "Boundary shear stress, the Shields criterion, and the division between bed load and suspended load.",
        lesson: {
          title: "Shields, bed load and suspension",
          html: p(
            "Sediment moves when the fluid force on bed grains exceeds the resistance provided by their submerged weight and packing. For steady, uniform flow the mean boundary shear stress is τ0 = ρgRS, where ρ is water density, g gravitational acceleration, R the hydraulic radius (close to mean depth in wide channels) and S the energy slope. The shear velocity u* = √(τ0/ρ) expresses the same stress in velocity units.",
            "Shields (1936) showed that the threshold of motion is best expressed as a dimensionless ratio of fluid force to submerged grain weight, θ = τ0/[(ρs − ρ)gD], where ρs is sediment density (about 2,650 kg/m³ for quartz) and D grain diameter. For gravel beds the critical value θc lies between about 0.03 and 0.06; 0.045 is often used, with higher values on armoured beds and steep channels.",
            "Worked example: a gravel-bed river 1.5 m deep on a slope of 0.002 has τ0 = 1000 × 9.81 × 1.5 × 0.002 = 29.4 Pa and u* = √(29.4/1000) = 0.17 m/s. Taking θc = 0.045, the largest grain moved is D = τ0/[θc(ρs − ρ)g] = 29.4/(0.045 × 1650 × 9.81) ≈ 0.040 m, about 40 mm, a very coarse pebble gravel.",
            "Hjulström's curve (1935), based on mean velocity, shows the same physics less rigorously. Grains of fine to medium sand, roughly 0.1–0.5 mm, are entrained most easily; silts and clays need higher velocities because of cohesion.",
            "Once moving, grains travel as bed load, rolling, sliding and saltating in frequent contact with the bed, or as suspended load held up by turbulence. The Rouse number P = ws/(κu*), with ws the settling velocity and κ ≈ 0.41 von Kármán's constant, indicates which: above about 2.5, bed load dominates; between about 0.8 and 2.5, an increasing share is suspended; below about 0.8, material is carried as wash load through the full depth. Bedload flux is commonly estimated with the Meyer-Peter and Müller formula, q* = 8(θ − 0.047)^1.5, where q* is a dimensionless transport rate. In mixed gravels, small grains hiding behind large ones have raised thresholds and exposed large grains lowered ones, so all sizes may begin to move at nearly the same shear stress: Parker's ‘equal mobility’.",
          ),
        },
      },
      {
        title: "Hydraulic geometry and channel-forming discharge",
        description:
          "At-a-station and downstream hydraulic geometry, bankfull and effective discharge, and Lane's qualitative balance.",
        lesson: {
          title: "Width, depth and velocity as functions of discharge",
          html: p(
            "Leopold and Maddock (1953) showed that channel width w, mean depth d and mean velocity v each vary as power functions of discharge Q: w = aQ^b, d = cQ^f and v = kQ^m. Because Q = wdv, the exponents must sum to one (b + f + m = 1) and the coefficients multiply to one (ack = 1).",
            "At-a-station hydraulic geometry describes how one cross-section adjusts as discharge rises and falls. Leopold and Maddock's average values for rivers of the American Midwest were b = 0.26, f = 0.40 and m = 0.34: as flow increases in a roughly trapezoidal section, most of the extra discharge is accommodated by deeper and faster flow and little by widening.",
            "Downstream hydraulic geometry compares sections along a river at discharges of equal frequency, usually bankfull. Here typical exponents are b ≈ 0.5, f ≈ 0.4 and m ≈ 0.1: rivers widen most, deepen somewhat and their velocity changes little or increases slightly downstream, because the decline in slope is offset by greater depth and lower relative roughness. The square-root relation between bankfull width and discharge is among the most robust results in the field, though its coefficient depends strongly on bank strength: channels with cohesive or densely vegetated banks are narrower and deeper than gravel-banked channels carrying the same flow.",
            "Why bankfull? Wolman and Miller (1960) argued that the geomorphic work done by a flow is the product of its magnitude and its frequency, so that over time most sediment is moved not by rare floods but by moderate flows of intermediate frequency, the effective discharge. In many temperate rivers this is close to bankfull discharge, which typically has a recurrence interval of one to two years on the annual maximum series, often quoted as about 1.5 years. The relation is weaker in flashy, semi-arid and steep channels, where large floods do a disproportionate share of the work.",
            "Lane's balance (1955) offers a qualitative way to predict adjustment: QsD50 ∝ QwS, where Qs is sediment load, D50 median grain size, Qw water discharge and S slope. If a dam cuts the sediment supply while discharge is unchanged, the balance is regained by a fall in slope through bed degradation, or by coarsening of the bed. Hydraulic geometry supplies the expected form; Lane's balance supplies the direction of change.",
          ),
        },
      },
      {
        title: "Channel planform: meandering, braiding and anabranching",
        description:
          "The geometry and mechanics of meanders, the conditions for braiding, and the role of vegetation and bank strength.",
        lesson: {
          title: "Why rivers meander, braid or anabranch",
          html: p(
            "Single-thread channels are classified by sinuosity, the ratio of channel length to valley length; Leopold and Wolman (1957) took a value of 1.5 as the threshold for meandering. Meander geometry scales with channel size: wavelength is typically about 10 to 14 channel widths and the radius of curvature of bends about 2 to 3 widths. Hickin and Nanson (1975) found on the Beatton River in British Columbia that lateral migration is fastest when the ratio of radius of curvature to width is about 2 to 3.",
            "The mechanism lies in secondary flow. Around a bend, the centrifugal effect on the faster surface flow exceeds that on slower flow near the bed, while the cross-stream slope of the water surface pushes inward equally at all depths. The result is helical circulation: surface water moves towards the outer bank and plunges, and near-bed water moves towards the inner bank. The outer bank is scoured and retreats, while sediment swept inward along the bed builds a point bar on the inner bank. Bends migrate outward and downstream until a neck cutoff, or during floods a chute cutoff across the point bar, shortens the channel and leaves an oxbow lake.",
            "Braided channels divide around unvegetated bars that shift frequently. They form where bedload supply is high, banks are easily eroded, slopes are steep relative to discharge and discharge fluctuates strongly; the gravel rivers crossing New Zealand's Canterbury Plains are classic examples. Leopold and Wolman (1957) plotted slope against bankfull discharge and found braided channels above a threshold line along which the critical slope falls as discharge increases. Van den Berg (1995) refined the discriminator using specific stream power and median grain size, showing that coarser beds can sustain more stream power before they braid.",
            "Anabranching rivers, classified by Nanson and Knighton (1996), also have multiple channels, but these are separated by stable, vegetated islands that persist for decades to centuries. Many large rivers, including reaches of the Amazon, and low-gradient inland rivers of Australia such as Cooper Creek take this form.",
            "Vegetation links these styles. Tal and Paola (2007) grew alfalfa sprouts on a braided flume bed and watched the system self-organise into a single dominant channel with stable, cohesive banks, demonstrating experimentally that bank strength, not discharge and slope alone, helps decide whether a river braids or meanders.",
          ),
        },
      },
    ],
  },
];
