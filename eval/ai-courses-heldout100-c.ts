/** One-hundredth held-out evaluation courses, advanced level; see ai-courses-heldout100.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT100_C: EvalCourse[] = [
  {
    slug: "macromolecular-structure-determination-and-validation",
    discipline: "Structural biology",
    title: "Macromolecular Structure Determination and Validation",
    description:
      "Since AlphaFold2, predicted models exist for almost every known protein sequence, which makes the ability to judge experimental and predicted structures more important than ever. The module treats X-ray crystallography, single-particle cryo-EM, hydrogen-deuterium exchange and model validation at research level, with data-processing practicals on deposited datasets.",
    level: "advanced",
    duration: "one semester (two two-hour lectures and one data-processing practical a week)",
    plantedGap: "hydrogen-deuterium exchange",
    modules: [
      {
        title: "Diffraction and the Phase Problem",
        description:
          "From crystal to electron density: Bragg's law, structure factors, phasing strategies and the statistics used to judge data and refinement.",
        lesson: {
          title: "From Reflections to a Refined Model",
          html: p(
            "A crystal diffracts X-rays as a three-dimensional grating. Bragg's law, nλ = 2d sin θ, links the spacing d of lattice planes to the angle at which they diffract; the highest angle at which reflections are measurable sets the resolution, d<sub>min</sub>. Each reflection hkl corresponds to a structure factor F(hkl) = |F| e<sup>iφ</sup>, and the electron density is their Fourier synthesis, ρ(xyz) = (1/V) Σ F(hkl) e<sup>−2πi(hx+ky+lz)</sup>. Detectors record intensities proportional to |F|², so the phases φ are lost. That is the phase problem.",
            "Three routes recover phases. Molecular replacement places a search model in the unit cell by rotation and translation searches (as in Phaser); with AlphaFold predictions, trimmed of low-confidence regions, it now solves most new structures. Experimental phasing exploits anomalous scattering: single-wavelength anomalous dispersion (SAD) from selenomethionine-labelled protein, collected near the selenium K edge (about 0.98 Å), is the commonest form, with multi-wavelength (MAD) and heavy-atom isomorphous replacement—the method of the first protein structures—now used less often. Phases are then improved by density modification, exploiting solvent flatness and non-crystallographic symmetry.",
            "Data quality is judged before the model. Resolution cut-offs are now usually chosen with CC<sub>1/2</sub>, the correlation between intensities from random half-datasets (Karplus and Diederichs, 2012), rather than a fixed I/σ(I) of 2 or a limit on R<sub>merge</sub>, which rises with multiplicity and discourages collecting useful weak data. Completeness and multiplicity in the outer shell are reported alongside.",
            "Refinement adjusts coordinates and B-factors to minimise disagreement between observed and calculated amplitudes, monitored by R<sub>work</sub> = Σ||F<sub>obs</sub>| − |F<sub>calc</sub>|| / Σ|F<sub>obs</sub>|. Because R<sub>work</sub> can be driven down by overfitting, Brünger (1992) introduced R<sub>free</sub>, calculated from 5–10 per cent of reflections excluded from refinement. A rough expectation at moderate resolution is R<sub>free</sub> ≈ resolution/10, so about 0.25 at 2.5 Å; a gap between R<sub>free</sub> and R<sub>work</sub> much above 0.05–0.07 suggests the model has been overfitted.",
            "Model building relies on two maps: 2mF<sub>o</sub>−DF<sub>c</sub>, showing the model-weighted density, and mF<sub>o</sub>−DF<sub>c</sub>, the difference map, whose positive and negative peaks (conventionally contoured at ±3σ) show missing and misplaced atoms. Because every map is phased partly by the model, omit maps are used to check that key features such as ligands are supported by the data rather than by model bias.",
          ),
        },
      },
      {
        title: "Single-Particle Cryo-EM",
        description:
          "Sample vitrification, image formation and the processing pipeline from movies to a validated three-dimensional reconstruction.",
        lesson: {
          title: "Movies to Maps",
          html: p(
            "Single-particle cryo-EM images many copies of a macromolecule frozen in random orientations in a thin layer of vitreous ice. Plunge-freezing into liquid ethane cooled by liquid nitrogen cools the film fast enough to prevent crystalline ice, which would destroy the sample and diffract strongly; the method grew out of Jacques Dubochet's work in the 1980s, and the 2017 Nobel Prize in Chemistry went to Dubochet, Joachim Frank and Richard Henderson. Radiation damage limits the total dose to around 40–60 electrons per Å², so images are noisy. Direct electron detectors, introduced around 2012, record the exposure as a movie of dozens of frames, allowing beam-induced motion to be corrected; this drove the ‘resolution revolution’.",
            "Unstained biological specimens are weak phase objects, so contrast is generated largely by defocus. The contrast transfer function (CTF) oscillates with spatial frequency, and at its zeros information is lost. Data are therefore collected over a range of defocus values, typically about −0.5 to −2.5 µm, so that the zeros fall at different frequencies in different images, and the CTF of each micrograph is estimated (for example with CTFFIND) and corrected during reconstruction.",
            "A standard processing pipeline runs:",
            "<ol><li>Motion correction of each movie (for example MotionCor2) and dose weighting.</li><li>CTF estimation.</li><li>Particle picking, by templates or neural-network pickers such as Topaz.</li><li>2D classification to discard ice contamination, aggregates and junk.</li><li>Ab initio model generation and 3D classification to separate conformations and compositional states.</li><li>3D refinement of two independent half-sets, with per-particle CTF refinement and Bayesian polishing (as in RELION).</li><li>Post-processing: masking and B-factor sharpening.</li></ol>",
            "Resolution is reported from the gold-standard Fourier shell correlation (FSC) between the two independently refined half-maps, at the 0.143 threshold proposed by Rosenthal and Henderson (2003), which corresponds to a correlation of 0.5 between the full map and a perfect reference. A mask that is too tight inflates the FSC; the phase-randomisation test of Chen and colleagues (2013) corrects for this. Resolution is rarely uniform: flexible peripheral domains are worse than the core, so local-resolution maps should accompany the global number.",
            "Preferred orientation, in which particles adsorb to the air–water interface in a few views, makes maps anisotropic. It is diagnosed with directional (3D) FSC and orientation plots, and remedied by collecting with a tilted stage, adding detergents or using support films such as graphene oxide.",
          ),
        },
      },
      {
        title: "Validating Models and Predictions",
        description:
          "Geometric, fit-to-data and confidence metrics for experimental and predicted models, and how to read a wwPDB validation report critically.",
        lesson: {
          title: "Is This Model Right?",
          html: p(
            "Validation asks three separate questions: is the model chemically plausible, does it fit the experimental data, and—for predicted models—how confident is the predictor? A model can pass the first test and fail the second, because refinement restraints impose ideal geometry whether or not the atoms are in the right place.",
            "Geometry is assessed with tools such as MolProbity (Chen and colleagues, 2010). The clashscore counts serious atomic overlaps of 0.4 Å or more per thousand atoms. In a well-refined structure, more than 98 per cent of residues lie in favoured regions of the Ramachandran plot and outliers are close to zero; rotamer outliers and Cβ deviations flag side chains forced into strained positions. Root-mean-square deviations from ideal bond lengths of about 0.01 Å and angles of 1–1.5° are typical, and much tighter values indicate over-restraint rather than quality.",
            "Fit to data is judged locally as well as globally. For crystal structures, per-residue real-space correlation coefficients and RSRZ outliers in the wwPDB validation report reveal poorly supported regions, often loops and ligands. For cryo-EM, the map–model FSC gives a global check, Q-scores measure how well individual atoms are resolved in the map, and EMRinger scores test whether side chains follow the density. The wwPDB report places each metric on a percentile slider against all entries and against entries at similar resolution; the second comparison is the fairer one.",
            "Predicted models carry their own confidence measures. AlphaFold2 (Jumper and colleagues, Nature, 2021) reports a per-residue pLDDT score from 0 to 100: above 90 is very high, with side chains generally reliable; 70–90 indicates a confident backbone; 50–70 is low; below 50 is very low and frequently marks intrinsically disordered regions, which should not be interpreted as structure. The predicted aligned error (PAE) matrix gives the expected positional error, in ångströms, of residue x when the model is aligned on residue y. Low PAE within but high PAE between two domains means each domain is reliable but their relative placement is not.",
            "A prediction is a hypothesis, not an observation. It reflects what the network learned from the PDB, it may show a single state of a protein that switches conformation, and AlphaFold2 models contain no ligands, ions or partners. AlphaFold3 (2024) extends prediction to complexes with nucleic acids and small molecules, but experimental data remain the test.",
          ),
        },
      },
    ],
  },
  {
    slug: "securitisation-and-structured-credit",
    discipline: "Structured finance",
    title: "Securitisation and Structured Credit",
    description:
      "Participants dissect how pools of mortgages, auto loans and corporate loans are turned into rated securities: the legal isolation of assets in a special purpose vehicle, tranching and the priority of payments, credit enhancement, risk retention and the EU and UK STS regimes, and synthetic securitisation for regulatory capital relief.",
    level: "advanced",
    duration: "eight weeks (one three-hour seminar a week)",
    plantedGap: "synthetic securitisation",
    modules: [
      {
        title: "True Sale and the Special Purpose Vehicle",
        description:
          "Isolating receivables from the originator's insolvency risk through sale to a bankruptcy-remote issuer, and the legal and accounting tests that sale must pass.",
        lesson: {
          title: "Building a Bankruptcy-Remote Structure",
          html: p(
            "In a traditional securitisation the originator sells a pool of receivables to a special purpose vehicle (SPV), which funds the purchase by issuing notes. Investors take credit exposure to the pool rather than to the originator, so a bank rated BBB can issue AAA-rated notes backed by good-quality mortgages. That works only if the assets are beyond the reach of the originator's creditors should it fail.",
            "The first requirement is a true sale. The risk is recharacterisation—a court treating the transaction as a loan secured on the receivables, leaving them in the originator's estate. English courts look at the legal nature of the rights the documents create and will respect the parties' chosen form unless it is a sham, as the Court of Appeal confirmed in Welsh Development Agency v Export Finance Co (1992). The classic distinctions between a sale and a mortgage were set out by Romer LJ in Re George Inglefield Ltd (1933): a seller cannot recover the asset by returning the price; a buyer who resells at a profit need not account for the surplus; and a buyer who resells at a loss cannot recover the shortfall from the seller. Other jurisdictions weigh recourse and retained risk more heavily; transactions therefore rely on true sale opinions from counsel.",
            "The second requirement is bankruptcy remoteness of the issuer. The SPV is usually an orphan company whose shares are held on a charitable or discretionary trust by a corporate services provider, so it is not a subsidiary of the originator. Its constitution restricts it to the transaction; it has no employees; and every creditor signs limited-recourse and non-petition clauses, so none can wind it up or claim more than the assets produce. A security trustee holds security for the noteholders, and the originator usually continues as servicer, with a back-up servicer ready to step in.",
            "Legal isolation is not the same as accounting derecognition. Under IFRS 9 the originator derecognises the assets only if it transfers substantially all risks and rewards, and under IFRS 10 it must consolidate the SPV if it controls it and is exposed to variable returns—often the case when it keeps the junior notes. Many securitisations are therefore on-balance-sheet funding despite a legally robust sale.",
          ),
        },
      },
      {
        title: "Tranching and the Priority of Payments",
        description:
          "How subordination, overcollateralisation, excess spread and reserve funds protect senior investors, and how the waterfall allocates cash and losses.",
        lesson: {
          title: "Credit Enhancement and the Waterfall, Worked Through",
          html: p(
            "Tranching divides the notes into classes of different seniority. Cash is paid from the top down; losses are absorbed from the bottom up. The protection a tranche enjoys from the classes and resources beneath it is its credit enhancement, which comes in several forms: subordination of junior notes; overcollateralisation, where the pool balance exceeds the notes issued; excess spread, the surplus of pool interest over note interest and senior costs; and a cash reserve fund. Before 2008, external guarantees from monoline insurers were also common.",
            "Consider a £500 million pool funding Class A notes of £425 million (85 per cent, rated AAA), Class B of £50 million (10 per cent) and Class C of £25 million (5 per cent, retained by the originator). Ignoring excess spread, losses fall as follows:",
            "<table><tr><th>Cumulative pool loss</th><th>Class C</th><th>Class B</th><th>Class A</th></tr><tr><td>3% (£15m)</td><td>loses 60%</td><td>nil</td><td>nil</td></tr><tr><td>7% (£35m)</td><td>wiped out</td><td>loses £10m (20%)</td><td>nil</td></tr><tr><td>20% (£100m)</td><td>wiped out</td><td>wiped out</td><td>loses £25m (5.9%)</td></tr></table>",
            "Excess spread is the first line of defence. If the pool yields 7 per cent a year, the weighted note coupon is 5 per cent and fees take 0.5 per cent, about 1.5 per cent a year is available to cover losses before any note is written down. Losses are recorded on a principal deficiency ledger, and the revenue waterfall uses excess spread to clear it.",
            "A typical revenue priority of payments runs: senior fees and expenses (trustee, servicer, paying agent); Class A interest; Class B interest; replenishment of the reserve fund to its target; clearing principal deficiency ledger debits, senior class first; Class C interest; and finally any residual to the originator as deferred consideration. A separate principal waterfall repays notes either sequentially, Class A first, so that its enhancement grows as the pool amortises, or pro rata, which shortens the life of the junior notes. Pro rata structures include triggers, such as cumulative losses above a set percentage or a reserve fund below target, that switch payments to sequential when performance deteriorates.",
            "Rating agencies size enhancement by stressing the pool: base-case default and loss-severity assumptions are multiplied for higher ratings, and cash-flow models test default timing, prepayment speeds and interest-rate paths. The AAA tranche must survive the most severe scenario with no loss.",
          ),
        },
      },
      {
        title: "Risk Retention, STS and the Lessons of 2007–08",
        description:
          "Why post-crisis regulation forces originators to keep skin in the game, and what the simple, transparent and standardised label requires.",
        lesson: {
          title: "Skin in the Game",
          html: p(
            "The crisis of 2007–08 exposed the originate-to-distribute model. Lenders that sold every loan had little incentive to underwrite carefully; mezzanine tranches of US subprime mortgage securities were repackaged into ABS CDOs whose senior tranches received AAA ratings on the assumption that losses across pools were only weakly correlated. When house prices fell nationally, that correlation proved high, and large volumes of AAA-rated CDO notes suffered severe downgrades and losses. Post-crisis regulation responded with retention, disclosure and investor due diligence.",
            "In the EU, the Securitisation Regulation (Regulation (EU) 2017/2402), applying from 1 January 2019, requires the originator, sponsor or original lender to retain a material net economic interest of at least 5 per cent (Article 6). The permitted methods are:",
            "<ol><li>a vertical slice of at least 5 per cent of each tranche;</li><li>for revolving exposures, an originator's (seller's) share of at least 5 per cent of the nominal value;</li><li>randomly selected exposures equal to at least 5 per cent, where the pool holds at least 100 exposures;</li><li>the first-loss tranche, of at least 5 per cent of the nominal value;</li><li>a first-loss exposure of at least 5 per cent of every securitised exposure.</li></ol>",
            "Article 5 obliges institutional investors to verify retention and carry out due diligence before investing; Article 7 requires loan-level disclosure in standard templates; and Article 8 bans resecuritisation, with narrow exceptions. Transactions meeting the simple, transparent and standardised (STS) criteria—among them a true sale, a homogeneous pool, no exposures in default at selection, sequential amortisation after enforcement, at least five years of performance data, external verification of a sample and a liability cash-flow model available to investors—receive lower regulatory capital charges for bank and insurer investors.",
            "The United States implemented retention through section 941 of the Dodd–Frank Act and the joint agencies' Regulation RR, allowing vertical, horizontal or combined ‘L-shaped’ holdings totalling 5 per cent, with an exemption for qualified residential mortgages. The UK onshored the EU rules at Brexit and, from 1 November 2024, restated them in the Securitisation Regulations 2024 and in FCA and PRA rules.",
            "Whether retention works is still debated. Five per cent aligns incentives at the margin, but the originator's exposure can be smaller than it looks if the retained piece is hedged; the rules therefore prohibit hedging or selling the retained interest.",
          ),
        },
      },
    ],
  },
  {
    slug: "transitional-justice-trials-truth-and-repair-after-mass-atrocity",
    discipline: "Transitional justice",
    title: "Transitional Justice: Trials, Truth and Repair after Mass Atrocity",
    description:
      "Should a new democracy prosecute the commanders of the old regime, trade amnesty for testimony, or compensate victims and move on? Drawing on cases from Argentina, South Africa, the former Yugoslavia, Rwanda and Colombia, the seminar compares criminal trials, truth commissions, amnesties, reparations and vetting as responses to mass human rights violations.",
    level: "advanced",
    duration: "one term (ten weekly two-hour seminars)",
    plantedGap: "vetting",
    modules: [
      {
        title: "Prosecution: International, Hybrid and Domestic",
        description:
          "The legal foundations and record of criminal trials after mass atrocity, from Nuremberg to the International Criminal Court and national courts.",
        lesson: {
          title: "Who Should Try Atrocity Crimes?",
          html: p(
            "The International Military Tribunal at Nuremberg, established under the London Agreement of 8 August 1945, tried 22 leading Nazis in 1945–46 on charges of crimes against peace, war crimes and crimes against humanity; twelve were sentenced to death and three acquitted. Its legacy was doctrinal: individuals, not only states, bear responsibility under international law, and superior orders may mitigate punishment but are no defence.",
            "Ad hoc tribunals followed half a century later. The Security Council created the International Criminal Tribunal for the former Yugoslavia (ICTY) under Chapter VII in Resolution 827 (1993) and the International Criminal Tribunal for Rwanda (ICTR) in Resolution 955 (1994). The ICTR's Akayesu judgment (1998) was the first in which an international court applied the definition of genocide in the 1948 Convention after a full trial, and it recognised that rape could constitute an act of genocide. The ICTY indicted 161 people; Slobodan Milošević died in 2006 before judgment, but Radovan Karadžić and Ratko Mladić were convicted of genocide at Srebrenica.",
            "The Rome Statute of 1998, in force from 1 July 2002, created a permanent International Criminal Court. Under the principle of complementarity (Article 17), a case is inadmissible before the ICC if a state with jurisdiction is genuinely investigating or prosecuting it, unless that state is unwilling or unable to do so—giving states an incentive to try cases themselves. Hybrid courts mix national and international law and personnel: the Special Court for Sierra Leone, established in 2002, convicted the former Liberian president Charles Taylor in 2012, while the Extraordinary Chambers in the Courts of Cambodia tried senior Khmer Rouge leaders.",
            "Domestic courts also act. Argentina's 1985 Trial of the Juntas sentenced Jorge Videla and Emilio Massera to life imprisonment. Colombia's Special Jurisdiction for Peace, created under the 2016 peace agreement with the FARC, offers ‘restorative’ sanctions of five to eight years of restricted liberty to those who tell the full truth and acknowledge responsibility, and ordinary prison terms of up to twenty years to those who do not.",
            "Two debates organise the field. The first concerns effects: Kathryn Sikkink's ‘justice cascade’ research (2011) associates human rights prosecutions with later improvements in human rights practices, but critics question causation. The second is ‘peace versus justice’: the ICC's 2005 warrants against leaders of the Lord's Resistance Army were accused of hindering negotiations in northern Uganda.",
          ),
        },
      },
      {
        title: "Truth Commissions",
        description:
          "The mandates, methods and impact of official truth-seeking bodies, with South Africa's Truth and Reconciliation Commission as the central case.",
        lesson: {
          title: "Truth-Seeking as Public Policy",
          html: p(
            "Priscilla Hayner defines a truth commission as a temporary, officially sanctioned body that investigates a pattern of abuses over a period of time, engages directly with the affected population, and concludes with a final report. Argentina's National Commission on the Disappearance of Persons (CONADEP), created in 1983, documented nearly 9,000 disappearances in its report Nunca Más (1984). Chile's National Commission on Truth and Reconciliation (the Rettig Commission, 1990–91) documented deaths and disappearances under Pinochet but named no perpetrators. Guatemala's Commission for Historical Clarification (1999) attributed 93 per cent of the violations it documented to state forces and concluded that agents of the state had committed acts of genocide against Mayan communities. Peru's Truth and Reconciliation Commission (2003) estimated that about 69,000 people had died in the conflict, and found Shining Path responsible for the largest share.",
            "South Africa's Truth and Reconciliation Commission (TRC) was established by the Promotion of National Unity and Reconciliation Act 1995 and chaired by Archbishop Desmond Tutu. It worked through three committees: Human Rights Violations, which took statements from victims and held public hearings; Amnesty; and Reparation and Rehabilitation. Amnesty was individual and conditional: it covered acts associated with a political objective committed between 1960 and 1994, and required full disclosure of the relevant facts. The Amnesty Committee received more than 7,000 applications and granted amnesty in only a minority of them. In AZAPO v President of the Republic of South Africa (1996), the Constitutional Court upheld the amnesty provisions against the argument that they denied victims their right to go to court, reasoning that they were authorised by the interim Constitution's postamble on reconciliation.",
            "Assessments are mixed. The TRC created an unprecedented public record and is widely seen as having made denial of apartheid-era abuses untenable. Critics note that few of those who did not apply for amnesty were ever prosecuted, that reparations arrived late and were smaller than recommended, and—in Mahmood Mamdani's argument—that focusing on individual gross violations obscured the structural injustices of apartheid experienced by millions. Survey research by James Gibson found a modest association between accepting the TRC's version of the truth and attitudes of reconciliation. A useful distinction for evaluation is between knowledge—learning facts previously unknown—and acknowledgement, the official recognition of facts that many already knew.",
          ),
        },
      },
      {
        title: "Amnesty and Reparations",
        description:
          "Where international law now draws the line on amnesties, and how reparation programmes define victims, benefits and collective measures.",
        lesson: {
          title: "Limits of Forgiveness, Forms of Repair",
          html: p(
            "Amnesties range from blanket self-amnesties decreed by outgoing regimes to conditional, individual amnesties of the South African kind. Their legal space has narrowed sharply. In Barrios Altos v Peru (2001) the Inter-American Court of Human Rights held that self-amnesty laws preventing the investigation and punishment of serious violations are incompatible with the American Convention on Human Rights and lack legal effect. In Gelman v Uruguay (2011) it went further: Uruguay's 1986 Expiry Law, twice endorsed by popular vote, could not bar investigation of grave violations, because democratic approval does not legitimise impunity. Argentina's Full Stop (1986) and Due Obedience (1987) laws were annulled by Congress in 2003 and declared unconstitutional by the Supreme Court in the Simón case (2005), after which trials resumed and hundreds of convictions followed. Since 1999, when the UN's representative appended a reservation to the Lomé peace agreement for Sierra Leone, the United Nations has refused to recognise amnesties for genocide, crimes against humanity and war crimes.",
            "The UN Basic Principles and Guidelines on the Right to a Remedy and Reparation, adopted by the General Assembly in Resolution 60/147 (2005), set out five forms of reparation:",
            "<ul><li>Restitution: restoring the victim to the situation before the violation.</li><li>Compensation: for economically assessable damage, including lost earnings and moral damage.</li><li>Rehabilitation: medical, psychological, legal and social services.</li><li>Satisfaction: measures including verification of the facts, public apology, commemoration and search for the disappeared.</li><li>Guarantees of non-repetition: measures that prevent recurrence.</li></ul>",
            "Most reparation is delivered through administrative programmes, because courts cannot handle millions of claims. Chile's 1992 law granted pensions to relatives of those killed or disappeared, alongside a specialised health programme; Peru's Comprehensive Reparations Plan (2005) included collective reparations to affected communities; Colombia's Victims' Law (Law 1448 of 2011) created a register that has grown to more than nine million people. At the ICC, the Lubanga decision of 2012 was the Court's first reparations ruling, implemented with the Trust Fund for Victims.",
            "Pablo de Greiff's Handbook of Reparations (2006) offers criteria for design: completeness (reaching every victim), comprehensiveness (covering the range of violations), complexity (combining material and symbolic benefits), coherence with other transitional measures, and finality. Who counts as a victim, what evidence is required and how benefits are sequenced determine whether a programme is experienced as recognition or as bureaucracy.",
          ),
        },
      },
    ],
  },
  {
    slug: "welfare-economics-and-social-choice",
    discipline: "Welfare economics",
    title: "Welfare Economics and Social Choice",
    description:
      "Efficiency, the measurement of welfare change and the aggregation of individual preferences form the three strands of this graduate module. It proves and critiques the fundamental theorems, derives compensating and equivalent variation, examines compensation tests and social welfare functions, works through Arrow's impossibility theorem, and assesses the capability approach as an alternative to utility-based evaluation.",
    level: "advanced",
    duration: "ten weeks (two ninety-minute lectures and one problem class a week)",
    plantedGap: "the capability approach",
    modules: [
      {
        title: "Pareto Efficiency and the Fundamental Theorems",
        description:
          "The Edgeworth box, the conditions under which competitive equilibrium is efficient, and what the second theorem does and does not license.",
        lesson: {
          title: "The Two Welfare Theorems",
          html: p(
            "An allocation is Pareto efficient if no feasible reallocation can make someone better off without making someone else worse off. In a two-person, two-good exchange economy, the Edgeworth box shows every allocation of the fixed endowments; at interior efficient allocations the indifference curves are tangent, so the marginal rates of substitution are equal, MRS<sub>A</sub> = MRS<sub>B</sub>. The locus of such points is the contract curve. With production, efficiency also requires equal marginal rates of technical substitution across firms and, overall, MRS = MRT.",
            "The first fundamental theorem states that if preferences are locally non-satiated, any competitive equilibrium allocation is Pareto efficient. The proof is short. Suppose a feasible allocation x′ Pareto-dominates the equilibrium allocation x* at prices p. For each consumer who is at least as well off under x′, local non-satiation implies p·x′<sub>i</sub> ≥ p·ω<sub>i</sub>, since otherwise a slightly better bundle would have been affordable; for the consumer who is strictly better off, p·x′<sub>i</sub> > p·ω<sub>i</sub>, since otherwise x′<sub>i</sub> would have been chosen. Summing gives p·Σx′<sub>i</sub> > p·Σω<sub>i</sub>, but feasibility with non-negative prices requires p·Σx′<sub>i</sub> ≤ p·Σω<sub>i</sub>. Contradiction.",
            "The theorem's force lies in what it leaves out. It needs no convexity, but it assumes complete markets, price-taking, no externalities or public goods, and symmetric information. Greenwald and Stiglitz (1986) showed that with imperfect information or incomplete markets, equilibria are generically constrained inefficient: a planner facing the same informational limits could make everyone better off.",
            "The second fundamental theorem states that, with convex preferences and production sets, continuity and local non-satiation, any Pareto efficient allocation can be supported as a competitive equilibrium after a suitable lump-sum redistribution of endowments. The proof uses the separating hyperplane theorem: the set of aggregate bundles that would make everyone at least as well off is convex, and a price vector separates it from the feasible set. Non-convexities, such as increasing returns, can break the result.",
            "The second theorem is often read as separating efficiency from equity: choose the distribution, then let markets allocate. The reading is fragile. Lump-sum transfers must be based on characteristics people cannot alter or conceal, such as innate ability, which governments cannot observe; transfers based on observable income distort behaviour. That is the starting point for Mirrlees's (1971) analysis of redistribution under asymmetric information.",
          ),
        },
      },
      {
        title: "Measuring Welfare Change",
        description:
          "Consumer surplus, compensating and equivalent variation, and the compensation tests used to rank policies that create winners and losers.",
        lesson: {
          title: "CV, EV and Consumer Surplus: A Worked Example",
          html: p(
            "For a price change from p⁰ to p¹ with income m, define the measures through the expenditure function e(p, u). Compensating variation (CV) is the income change that would restore the consumer to the original utility u⁰ at the new prices; for a price rise, CV = e(p¹, u⁰) − m. Equivalent variation (EV) is the income change at the original prices that would have the same effect on utility as the price change; for a price rise, EV = m − e(p⁰, u¹). Both are areas to the left of Hicksian demand curves—CV under the curve for u⁰, EV under the curve for u¹—while the change in Marshallian consumer surplus lies between them. For a normal good, a price rise gives |CV| > |ΔCS| > |EV|.",
            "Take u = x<sup>1/2</sup>y<sup>1/2</sup>, income m = 100, p<sub>y</sub> = 1, and a rise in p<sub>x</sub> from 1 to 2. Marshallian demand is x = m/2p<sub>x</sub>, indirect utility V = m/(2√p<sub>x</sub>), and the expenditure function e = 2u√p<sub>x</sub>.",
            "<table><tr><th>Measure</th><th>Calculation</th><th>Value</th></tr><tr><td>Initial utility u⁰</td><td>100/(2×1)</td><td>50</td></tr><tr><td>New utility u¹</td><td>100/(2√2)</td><td>35.36</td></tr><tr><td>CV</td><td>2×50×√2 − 100</td><td>41.42</td></tr><tr><td>Loss of consumer surplus</td><td>∫ from 1 to 2 of 50/p dp = 50 ln 2</td><td>34.66</td></tr><tr><td>EV</td><td>100 − 2×35.36×1</td><td>29.29</td></tr></table>",
            "The gap between the measures is large because the good takes half the budget and its price doubles, so income effects are substantial. Willig (1976) showed that when the budget share and income elasticity are small, consumer surplus approximates both Hicksian measures closely, which justifies its routine use in applied work—but only within those limits.",
            "Policies create winners and losers, so welfare economics needs a criterion short of Pareto improvement. Kaldor (1939) proposed that a change is an improvement if the gainers could compensate the losers and still be better off; Hicks (1939) that the losers could not profitably bribe the gainers to forgo it. Scitovsky (1941) showed that the Kaldor test can approve a move from A to B and also the move back, and proposed requiring both tests. Even then compensation is hypothetical, so these are potential Pareto improvements, the foundation of cost–benefit analysis. Boadway (1974) added a further warning: in general equilibrium, a positive sum of compensating variations need not imply that the Kaldor test is passed.",
          ),
        },
      },
      {
        title: "Social Welfare Functions and Arrow's Theorem",
        description:
          "Bergson–Samuelson welfare functions, inequality aversion, and why no aggregation rule satisfies all of Arrow's conditions.",
        lesson: {
          title: "Aggregating Preferences",
          html: p(
            "A Bergson–Samuelson social welfare function ranks allocations by W(u<sub>1</sub>, …, u<sub>n</sub>). The utilitarian form sums utilities; the Rawlsian maximin form ranks states by the utility of the worst-off person. A convenient family between them is W = Σ u<sub>i</sub><sup>1−ε</sup>/(1−ε), where ε ≥ 0 measures inequality aversion: ε = 0 is utilitarian, and as ε tends to infinity the function approaches maximin. Applied to incomes with ε = 1, W = Σ ln y<sub>i</sub>, so the social value of an extra pound to a person is proportional to 1/y: a pound to someone on £10,000 counts five times as much as a pound to someone on £50,000.",
            "Where do such functions come from? Kenneth Arrow's Social Choice and Individual Values (1951) asked whether any rule could derive a complete and transitive social ordering from individuals' orderings while satisfying four conditions: unrestricted domain (every logically possible profile of preferences is admissible); weak Pareto (if everyone prefers x to y, so does society); independence of irrelevant alternatives (the social ranking of x and y depends only on individual rankings of x and y); and non-dictatorship. His theorem shows that with at least three alternatives and a finite number of individuals, no rule satisfies all four.",
            "Condorcet's paradox shows the difficulty concretely. Voter 1 ranks a > b > c, voter 2 ranks b > c > a, and voter 3 ranks c > a > b. Pairwise majority voting gives a over b (voters 1 and 3), b over c (voters 1 and 2) and c over a (voters 2 and 3): a cycle, so majority rule is not transitive on this profile. The Borda count avoids cycles but violates independence of irrelevant alternatives, since adding or removing a third option can reverse the ranking of two others.",
            "There are two main escapes. Restricting the domain works: Duncan Black (1948) showed that if preferences are single-peaked along one dimension, pairwise majority voting is transitive and selects the median voter's preferred point. Enriching the information works too: Arrow's framework admits only ordinal, interpersonally non-comparable information, and once utilities can be compared across people, as in the work of d'Aspremont and Gevers (1977), both utilitarian and leximin orderings satisfy suitably adapted conditions. The Gibbard–Satterthwaite theorem (1973, 1975) adds a related result: any non-dictatorial voting rule with at least three possible outcomes is open to strategic manipulation.",
          ),
        },
      },
    ],
  },
  {
    slug: "suicidology-theory-evidence-and-prevention",
    discipline: "Suicidology",
    title: "Suicidology: Theory, Evidence and Prevention",
    description:
      "More than 700,000 people die by suicide each year, yet most clinicians receive little training in understanding or preventing it. This advanced module examines the epidemiology of suicide and self-harm, ideation-to-action theories, the limits of risk prediction, means restriction and brief interventions such as safety planning, and postvention for families, colleagues and communities after a death.",
    level: "advanced",
    duration: "eight weeks (one three-hour seminar a week)",
    plantedGap: "postvention",
    modules: [
      {
        title: "Who Dies by Suicide? Epidemiology and Its Limits",
        description:
          "Global and national patterns by age and sex, the relationship between self-harm and suicide, and the weaknesses of the data.",
        lesson: {
          title: "Reading Suicide Statistics",
          html: p(
            "The World Health Organization estimates that more than 700,000 people die by suicide each year, around three-quarters of them in low- and middle-income countries, with a global age-standardised rate of about 9 per 100,000. Rates vary more than tenfold between countries, and national figures conceal large differences by age, sex, region and occupation.",
            "In England and Wales, the Office for National Statistics registered 6,069 suicides in 2023, a rate of 11.2 per 100,000 and the highest since 1999; about three-quarters were male. Interpreting the trend requires knowing how the statistics are made. The ONS definition combines deaths from intentional self-harm at ages 10 and over with deaths of undetermined intent at ages 15 and over, because coroners sometimes return open conclusions where suicide is probable. Figures are by year of registration, and inquests delay registration by months. In 2020 the Supreme Court's decision in R (Maughan) v HM Senior Coroner for Oxfordshire lowered the standard of proof for a suicide conclusion from the criminal to the civil standard, which may have increased recorded suicides independently of any change in incidence.",
            "The gender paradox is robust: suicidal thoughts and non-fatal self-harm are more common in women and girls, while suicide deaths are more common in men in most countries. Proposed explanations include differences in the lethality of methods chosen, help-seeking, alcohol use and norms of masculinity; none is sufficient alone.",
            "Self-harm is the strongest single predictor of later suicide. In a meta-analysis of people presenting to hospital after self-harm, Carroll, Metcalfe and Gunnell (2014) estimated that about 1.6 per cent died by suicide within a year and about 3.9 per cent within five years—many times the general population rate, though most people who self-harm never die by suicide.",
            "Psychological autopsy studies, which reconstruct the circumstances of a death through interviews with informants and records, have found diagnosable mental disorder in around 90 per cent of cases in high-income countries (Cavanagh and colleagues, 2003). The method is vulnerable to recall and hindsight bias, and studies in China and India have reported lower proportions, which cautions against treating suicide solely as a psychiatric outcome. Globally, data are weakest where vital registration is incomplete and where suicide remains stigmatised or criminalised, so recorded rates are likely to understate the true burden.",
          ),
        },
      },
      {
        title: "Why Do People Die by Suicide? Contemporary Theories",
        description:
          "From Durkheim to ideation-to-action models: the interpersonal theory, the integrated motivational–volitional model and the three-step theory.",
        lesson: {
          title: "From Ideation to Action",
          html: p(
            "Émile Durkheim's Le Suicide (1897) treated suicide rates as social facts, varying with social integration and regulation: egoistic suicide with too little integration, altruistic with too much, anomic with too little regulation, and fatalistic with too much. Edwin Shneidman later placed the individual's experience at the centre, describing suicide as a response to ‘psychache’, unbearable psychological pain.",
            "Contemporary theory is organised by the ideation-to-action framework. Most people who think about suicide never act on their thoughts: in the World Health Organization's cross-national surveys, Nock and colleagues (2008) found that nearly a third of people with suicidal ideation went on to make an attempt, most often within the first year after ideation began. Factors that predict ideation, such as depression and hopelessness, predict poorly which ideators will act, so the two transitions need separate explanations.",
            "Thomas Joiner's interpersonal theory (2005) holds that the desire for death arises from thwarted belongingness and perceived burdensomeness, especially when a person feels hopeless that either will change. Desire is not enough: the theory adds an acquired capacity for lethal self-injury, built through habituation to pain and fear—repeated self-harm, exposure to violence—which explains why many people with intense desire never act.",
            "Rory O'Connor's integrated motivational–volitional (IMV) model (2011, revised 2018) divides the process into three phases. In the pre-motivational phase, vulnerabilities and life events set the background. In the motivational phase, feelings of defeat or humiliation give rise to entrapment, and entrapment to suicidal ideation; the transitions are governed by threat-to-self moderators such as rumination and poor social problem-solving, and motivational moderators such as belongingness, burdensomeness, future thinking and social support. In the volitional phase, volitional moderators govern whether ideation becomes behaviour: access to means, planning, exposure to the suicidal behaviour of others, impulsivity, physical pain sensitivity, fearlessness about death, mental imagery about death, and past suicidal behaviour.",
            "E. David Klonsky and Alexis May's three-step theory (2015) is more parsimonious: pain combined with hopelessness produces ideation; connectedness that outweighs pain protects against it intensifying; and dispositional, acquired and practical contributors to capability determine whether ideation progresses to an attempt. Each model implies different targets for intervention, from belongingness and entrapment to the means and opportunity to act.",
          ),
        },
      },
      {
        title: "Prediction, Means Restriction and Safety Planning",
        description:
          "Why risk scales fail, which population and clinical interventions have evidence, and how to build a safety plan with a patient.",
        lesson: {
          title: "What Works and What Does Not",
          html: p(
            "Clinicians have long been asked to classify patients as high or low risk. The evidence is discouraging. Franklin and colleagues' meta-analysis of 365 studies spanning 50 years (Psychological Bulletin, 2017) found that known risk factors predicted suicidal thoughts and behaviours only slightly better than chance, with no improvement over time. Large and colleagues (2016) estimated that only about 5 per cent of patients categorised as high risk die by suicide during follow-up, while a substantial share of suicides occur among those classed as low risk. NICE's guideline on self-harm (NG225, 2022) therefore advises against using risk assessment tools and scales to predict future suicide or repetition of self-harm, or to decide who is offered treatment or discharged, and recommends a psychosocial assessment focused on needs.",
            "Means restriction has the strongest population-level evidence. When British domestic gas was converted from toxic coal gas to natural gas in the 1960s and 1970s, suicides using gas fell almost to zero and the overall rate fell, showing that substitution of method is incomplete. After UK legislation in 1998 limited paracetamol pack sizes, Hawton and colleagues (BMJ, 2013) estimated a 43 per cent reduction in deaths from paracetamol poisoning over the following eleven years. In Sri Lanka, successive bans on the most toxic pesticides were followed by a fall of about half in national suicide rates. Barriers and safety nets at frequently used public sites also reduce suicides there, with limited displacement.",
            "For individuals, Barbara Stanley and Gregory Brown's safety planning intervention (2012) is a brief, collaborative conversation that produces a written plan in the patient's own words:",
            "<ol><li>Recognise personal warning signs of an approaching crisis.</li><li>Use internal coping strategies without contacting anyone.</li><li>Go to people and social settings that provide distraction.</li><li>Contact people who can help.</li><li>Contact professionals and services, including out-of-hours crisis lines.</li><li>Make the environment safe by reducing access to means.</li></ol>",
            "In a cohort comparison across US emergency departments, Stanley and colleagues (JAMA Psychiatry, 2018) found that safety planning plus structured follow-up telephone calls was associated with about 45 per cent fewer suicidal behaviours over six months. None of these depends on predicting who will die; they are offered to everyone at elevated need.",
          ),
        },
      },
    ],
  },
];
