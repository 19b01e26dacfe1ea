/** One-hundred-and-third held-out evaluation courses, advanced level; see ai-courses-heldout103.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT103_C: EvalCourse[] = [
  {
    slug: "mossbauer-spectroscopy-of-iron-compounds",
    discipline: "Mössbauer spectroscopy",
    title: "Mössbauer Spectroscopy of Iron Compounds",
    description:
      "An advanced treatment of ⁵⁷Fe Mössbauer spectroscopy for chemists, physicists and earth scientists who need to collect and interpret spectra themselves. Topics include recoil-free resonant absorption and the Lamb–Mössbauer factor, the hyperfine parameters, spectrum fitting and quantification, and synchrotron techniques such as nuclear forward scattering.",
    level: "advanced",
    duration: "eight weeks (two lectures and one data-analysis class a week)",
    plantedGap: "synchrotron techniques",
    modules: [
      {
        title: "Recoil-Free Resonance",
        description:
          "Why gamma rays emitted by a nucleus bound in a solid can be absorbed resonantly, and how a spectrometer scans energy with the Doppler effect.",
        lesson: {
          title: "The Mössbauer Effect and the Spectrometer",
          html: p(
            "The source for iron work is ⁵⁷Co, usually diffused into a rhodium matrix. It decays with a half-life of 271.7 days by electron capture to the 136 keV level of ⁵⁷Fe, which cascades mainly through the 14.4 keV excited state (nuclear spin I = 3/2, mean lifetime about 141 ns) to the I = 1/2 ground state. The lifetime fixes the natural linewidth Γ = ħ/τ ≈ 4.7 × 10⁻⁹ eV, an extraordinarily sharp line.",
            "For a free atom, resonant absorption is impossible. Emission imparts recoil energy ER = Eγ²/2Mc². For ⁵⁷Fe, (14.4 keV)² divided by 2 × 57 × 931.5 MeV gives ER ≈ 1.95 × 10⁻³ eV, some 400,000 times the linewidth, so the emitted photon is shifted far off resonance with an absorbing nucleus. Rudolf Mössbauer's discovery, published in 1958, was that a nucleus bound in a solid can emit or absorb without exciting lattice phonons, so the whole crystal takes up the recoil momentum and the energy loss is negligible. The probability of such a zero-phonon event is the recoil-free fraction, or Lamb–Mössbauer factor, f = exp(−k²⟨x²⟩), where k is the photon wavenumber and ⟨x²⟩ the mean-square vibrational displacement of the nucleus along the beam. In the Debye model f rises as temperature falls and as the Debye temperature rises.",
            "Because the line is so narrow, the chemical environment of the absorbing nucleus shifts and splits it by measurable amounts. To scan energy, the source is moved relative to the absorber, and the Doppler shift is ΔE = (v/c)Eγ. One millimetre per second corresponds to 14.4 keV × (10⁻³ / 3 × 10⁸), about 4.8 × 10⁻⁸ eV, so spectra are plotted in mm/s. The minimum observed linewidth, for a thin source and absorber, is 2Γ, equivalent to about 0.19 mm/s; real spectra usually show 0.22–0.30 mm/s.",
            "A conventional transmission spectrometer uses a constant-acceleration velocity transducer sweeping a range such as ±12 mm/s, a proportional counter with a single-channel window set on the 14.4 keV peak, and a multichannel analyser synchronised with the drive. The symmetric sweep records the spectrum twice, mirror-imaged, and the data are folded. Velocity is calibrated with an α-Fe foil at room temperature, whose centroid defines zero: isomer shifts are conventionally quoted relative to α-Fe.",
          ),
        },
      },
      {
        title: "Hyperfine Parameters",
        description:
          "Isomer shift, quadrupole splitting and magnetic hyperfine field, and what each reveals about the iron site.",
        lesson: {
          title: "Reading Hyperfine Interactions",
          html:
            p(
              "Three hyperfine interactions shape a ⁵⁷Fe spectrum.",
              "The isomer shift δ arises because the nuclear radius differs between the excited and ground states, so the electrostatic interaction with s-electron density at the nucleus, |ψ(0)|², shifts the two levels by different amounts. δ is proportional to (ΔR/R)(|ψ(0)|²absorber − |ψ(0)|²source). For ⁵⁷Fe ΔR/R is negative, so greater s-electron density at the nucleus makes δ more negative. In high-spin Fe²⁺ (3d⁶) the extra d electron shields the s electrons more than in Fe³⁺ (3d⁵), lowering the density at the nucleus and giving a more positive shift. Coordination also matters: tetrahedral Fe³⁺ has a smaller shift than octahedral Fe³⁺. δ also contains the temperature-dependent second-order Doppler shift, so values must be compared at the same temperature.",
              "Quadrupole splitting arises because the I = 3/2 state has an electric quadrupole moment that interacts with an electric field gradient at the nucleus. The state splits into ±1/2 and ±3/2 sublevels and the single line becomes a doublet with ΔEQ = (eQVzz/2)(1 + η²/3)^½. For high-spin Fe³⁺, a spherically symmetric d⁵ ion, the gradient comes only from the surrounding lattice and ΔEQ is usually below about 1 mm/s. For high-spin Fe²⁺ the sixth d electron creates a large valence contribution, giving 1.5–3.5 mm/s.",
              "Magnetic hyperfine splitting arises in a magnetic field at the nucleus, usually the internal hyperfine field of an ordered material. The I = 3/2 level splits into four sublevels and I = 1/2 into two, and the selection rule Δm = 0, ±1 allows six lines. Their intensities follow 3:x:1:1:x:3, where x = 4sin²θ/(1 + cos²θ) depends on the angle θ between field and γ-ray: x = 2 for a randomly oriented powder, 4 for a field perpendicular to the beam and 0 for a parallel field.",
            ) +
            "<table><tr><th>Material (room temperature)</th><th>δ (mm/s, vs α-Fe)</th><th>ΔEQ or Bhf</th></tr>" +
            "<tr><td>α-Fe metal</td><td>0</td><td>Bhf 33.0 T</td></tr>" +
            "<tr><td>Hematite, α-Fe₂O₃</td><td>0.37</td><td>Bhf about 51.7 T</td></tr>" +
            "<tr><td>High-spin Fe³⁺ in silicates (octahedral)</td><td>0.3–0.5</td><td>ΔEQ 0.5–1.0 mm/s</td></tr>" +
            "<tr><td>High-spin Fe²⁺ in silicates (octahedral)</td><td>1.0–1.2</td><td>ΔEQ 1.5–3.0 mm/s</td></tr></table>" +
            p(
              "Read together, δ identifies oxidation and spin state, ΔEQ reflects site symmetry, and Bhf reveals magnetic order.",
            ),
        },
      },
      {
        title: "Fitting and Quantifying Spectra",
        description:
          "Choosing line shapes and constraints, and converting fitted areas into site populations and Fe³⁺/ΣFe ratios.",
        lesson: {
          title: "From Fitted Areas to Site Populations",
          html: p(
            "A spectrum is a transmission curve, and extracting site populations from it requires a fitting model, a thickness correction and a correction for recoil-free fractions. Each step carries assumptions that should be stated in any publication.",
            "In the thin-absorber limit each absorption line is Lorentzian and its area is proportional to the number of resonant nuclei in that site multiplied by their recoil-free fraction. Real absorbers are rarely thin. The effective thickness is ta = fa·na·σ0, where na is the number of ⁵⁷Fe nuclei per unit area and σ0 ≈ 2.56 × 10⁻¹⁸ cm² is the resonant cross-section; as ta approaches and exceeds 1, lines broaden and saturate, so strong lines lose area relative to weak ones. For natural-abundance iron oxides and silicates, absorbers containing of the order of 5–10 mg of iron per cm² are typical compromises between signal and saturation, and a full transmission-integral fit can correct the remainder.",
            "Line shapes need care. Crystalline phases with well-defined sites fit with Lorentzian doublets or sextets, usually constraining the two lines of each doublet to equal width and area. Disordered materials, glasses and solid solutions show a distribution of hyperfine parameters; Rancourt and Ping's Voigt-based fitting (1991) models each site as a Gaussian distribution of quadrupole splittings or hyperfine fields convolved with a Lorentzian. Asymmetric doublets may reflect preferred orientation (texture) of platy grains, or, more rarely, anisotropic vibrations, the Goldanskii–Karyagin effect; measuring at the magic angle of 54.7° between sample normal and beam removes the texture contribution. Judge a fit by the reduced χ², the randomness of residuals and physical plausibility, and remember that a statistically acceptable fit need not be unique.",
            "Converting areas to populations requires the ratio of recoil-free fractions. At room temperature Fe²⁺ in silicates generally has a lower f than Fe³⁺, because of its weaker bonding, so raw areas overestimate Fe³⁺. A commonly used correction factor is C = f(Fe³⁺)/f(Fe²⁺) ≈ 1.2. If fitted areas are 30 per cent Fe³⁺ and 70 per cent Fe²⁺, the corrected ratio is Fe³⁺/ΣFe = (30/1.2) / (30/1.2 + 70) = 25 / 95 ≈ 0.26, not 0.30. Measuring at 4.2 K, where f values converge towards unity, reduces this correction but may introduce magnetic ordering that complicates the fit.",
          ),
        },
      },
    ],
  },
  {
    slug: "market-microstructure-liquidity-information-and-price-formation",
    discipline: "Market microstructure",
    title: "Market Microstructure: Liquidity, Information and Price Formation",
    description:
      "Prices on modern exchanges emerge from a continuous contest between informed traders, liquidity providers and investors who simply need to trade. Doctoral and advanced master's students work through the theory and empirics of that contest: the components of the bid–ask spread; sequential-trade and strategic-trader models of informed trading; limit order books and the measurement of liquidity; and high-frequency trading.",
    level: "advanced",
    duration: "ten weeks (one three-hour seminar a week)",
    plantedGap: "high-frequency trading",
    modules: [
      {
        title: "What Is in a Spread?",
        description:
          "Order-processing, inventory and adverse-selection components of the bid–ask spread, and how to measure spreads from trade and quote data.",
        lesson: {
          title: "Decomposing the Bid–Ask Spread",
          html: p(
            "A liquidity provider posting a bid B and an ask A earns the spread from traders who demand immediacy, and theory identifies three costs the spread must cover. Order-processing costs cover the fixed costs of operating. Inventory costs compensate for holding undiversified positions, as in the models of Stoll (1978) and Ho and Stoll (1981), in which a dealer who has accumulated stock shades both quotes downwards to attract buyers. Adverse-selection costs arise because some counterparties know more than the dealer: losses to informed traders must be recovered from uninformed ones.",
            "The quoted spread, A − B, overstates the cost of trading when trades execute inside the quotes. The effective spread for a trade at price P is 2q(P − M), where M is the prevailing midpoint and q is +1 for a buyer-initiated and −1 for a seller-initiated trade. Trade direction is rarely recorded in public data, so it is inferred, classically with the Lee and Ready (1991) algorithm: trades above the midpoint are buys, below it sells, and trades at the midpoint are signed by the tick test, comparing the price with the previous different trade price.",
            "The effective spread splits into two parts by looking at the midpoint some interval Δ later, often five minutes. The realised spread, 2q(P − Mt+Δ), is the revenue the liquidity provider keeps, and the price impact, 2q(Mt+Δ − Mt), is the permanent information content of the trade, the adverse-selection component.",
            "Consider a bid of 50.00 and an ask of 50.04, so M = 50.02 and the quoted spread is 4 cents. A buy executes at 50.03. The effective spread is 2 × 0.01 = 2 cents. Five minutes later the midpoint is 50.035. The price impact is 2 × 0.015 = 3 cents, and the realised spread is 2 × (50.03 − 50.035) = −1 cent: the liquidity provider lost money on this trade because the buyer was informed, and the two components sum to the effective spread, as they must.",
            "When only transaction prices are available, Roll's (1984) estimator infers the spread from the negative serial covariance that bid–ask bounce induces in price changes: s = 2√(−Cov(ΔPt, ΔPt−1)). It fails when the covariance is positive, as often happens in daily data, but remains a useful benchmark.",
          ),
        },
      },
      {
        title: "Informed Trading Models",
        description: "The Glosten–Milgrom and Kyle models and what they imply for spreads, depth and price efficiency.",
        lesson: {
          title: "Glosten–Milgrom and Kyle",
          html: p(
            "Two 1985 papers define the theory. In Glosten and Milgrom's sequential-trade model, a competitive, risk-neutral market maker faces a stream of traders arriving one at a time. With probability μ a trader is informed and knows the asset's true value V; otherwise the trader is uninformed and buys or sells with equal probability. Because competition drives expected profit to zero, the ask equals E[V | buy] and the bid equals E[V | sell]. The spread arises purely from adverse selection, prices follow a martingale, and each trade moves beliefs towards the truth.",
            "A numerical example makes this concrete. Let V be 102 or 98 with equal prior probability and let μ = 0.2. If V = 102, informed traders always buy, so the probability of a buy is 0.2 + 0.8 × 0.5 = 0.6; if V = 98 it is 0.4. By Bayes' rule, P(V = 102 | buy) = 0.6 × 0.5 / 0.5 = 0.6, so the ask is 0.6 × 102 + 0.4 × 98 = 100.8, and by symmetry the bid is 99.2. The spread of 1.6 widens as μ rises; if informed trading is prevalent enough relative to uninformed demand, the market can break down entirely.",
            "Kyle's model instead has a single strategic insider who knows v, drawn from a normal distribution with mean p0 and variance Σ0, and who chooses an order size x, knowing that noise traders submit u with variance σu². A market maker sees only total order flow y = x + u and sets a linear price p = p0 + λy. In the single-period equilibrium the insider trades x = β(v − p0) with β = σu/√Σ0, and λ = √Σ0 / (2σu). The insider hides behind noise traders: more noise lets the insider trade more aggressively while leaving price informativeness unchanged, and exactly half of the private information is incorporated into price, leaving posterior variance Σ0/2. Kyle's λ measures price impact, and its reciprocal, market depth, is the order flow needed to move the price by one unit. In the continuous-time version, information is incorporated gradually and fully by the end of trading.",
            "Empirically, Easley, Kiefer, O'Hara and Paperman (1996) built on sequential-trade logic to estimate the probability of informed trading, PIN, from daily counts of buys and sells. PIN has been widely used and widely criticised.",
          ),
        },
      },
      {
        title: "Limit Order Books and Liquidity",
        description: "How limit order markets match orders and how liquidity is measured in daily and intraday data.",
        lesson: {
          title: "Measuring Liquidity",
          html: p(
            "Most equity and futures exchanges are continuous limit order markets. Traders post limit orders specifying price and quantity, which rest in the book, or send market orders that execute immediately against the best resting orders. Matching usually follows price-time priority: better prices first, then earlier orders at the same price. The tick size, the minimum price increment, shapes behaviour: a tick that is large relative to price makes the spread bind at one tick, so traders compete by queueing early rather than by improving price. Many venues pay rebates to orders that add liquidity and charge fees to those that remove it.",
            "Kyle described liquidity along three dimensions: tightness, the cost of turning a position around quickly, measured by spreads; depth, the volume that can be traded without moving the price, measured by quantities at and near the best quotes; and resiliency, the speed with which prices recover from an uninformative shock.",
            "Because researchers often lack order book data, a range of proxies computed from daily data is used. Amihud's (2002) illiquidity ratio averages |rd| / DVOLd over days d, the absolute return per unit of traded value. A stock that moves 2 per cent on a day with $10 million traded contributes 0.02 / 10 = 0.002 per million dollars; small illiquid stocks score orders of magnitude higher. Corwin and Schultz (2012) estimate spreads from daily high and low prices, using the fact that highs are usually buys and lows usually sells, while the variance component of the high–low range grows with the length of the interval and the spread component does not. Kyle's λ can be estimated by regressing midpoint changes on signed order flow.",
            "For large orders the relevant cost is the impact of a metaorder executed in pieces over hours or days. A robust empirical regularity, the square-root law, finds that impact scales roughly as Yσ√(Q/V), where σ is daily volatility, Q the order size, V daily volume and Y a constant of order one. Doubling an order raises its percentage impact by about 40 per cent, not 100 per cent, which is why institutions split orders and measure execution against benchmarks such as the arrival price.",
            "Finally, Chordia, Roll and Subrahmanyam (2000) documented commonality in liquidity across securities: liquidity tends to vanish everywhere at once in a crisis, precisely when it is needed.",
          ),
        },
      },
    ],
  },
  {
    slug: "phenomenology-husserl-heidegger-merleau-ponty",
    discipline: "Phenomenology",
    title: "Phenomenology: Husserl, Heidegger, Merleau-Ponty",
    description:
      "Reading Husserl, Heidegger and Merleau-Ponty in close detail, the seminar asks what it means to describe experience as it is lived rather than as the sciences explain it. Topics: intentionality and the phenomenological reduction; being-in-the-world and the ready-to-hand; the lived body and motor intentionality; and the problem of intersubjectivity.",
    level: "advanced",
    duration: "twelve weeks (one two-hour seminar a week with set primary texts)",
    plantedGap: "intersubjectivity",
    modules: [
      {
        title: "Intentionality and the Reduction",
        description:
          "Husserl's account of consciousness as directed at objects, and the method of bracketing the natural attitude.",
        lesson: {
          title: "Husserl's Epoché",
          html: p(
            "Franz Brentano's Psychology from an Empirical Standpoint (1874) revived the scholastic notion of intentionality: every mental phenomenon is directed towards an object. To perceive is to perceive something, to fear is to fear something. Husserl took this thesis from his teacher but transformed it. In the Logical Investigations (1900–01) and above all Ideas I (1913), intentionality is not a relation between a mind and a thing that might or might not exist, but the structure of consciousness itself, which can be described whether or not its object is real.",
            "To describe it, Husserl introduces a change of attitude. In the natural attitude we live with the unquestioned ‘general thesis’ that the world exists out there and is as it appears. The epoché suspends, or brackets, this thesis. It does not deny the world, in the manner of Cartesian doubt; it refrains from using the belief so that the world can be studied purely as it is given. The transcendental reduction then leads the inquirer back (re-ducere) from the world to the consciousness in which it is constituted as meaningful.",
            "Within the reduced field Husserl distinguishes the noesis, the intending act with its quality (perceiving, remembering, judging), from the noema, the object as it is intended. Take the perception of a cube. Strictly, only one side is seen at a time; Husserl calls these partial presentations adumbrations (Abschattungen). Yet I perceive a cube, not a facade. The noema includes an empty horizon of co-intended sides that further perception may fulfil or frustrate. If I walk round and find the back hollow, my perception is corrected, not abandoned.",
            "Husserl also proposes eidetic variation: by freely varying an example in imagination and noting what cannot be removed without the object ceasing to be that kind of thing, the phenomenologist grasps its essence. Colour, for instance, cannot be imagined without extension.",
            "The status of the noema remains contested. Dagfinn Føllesdal (1969), followed by Hubert Dreyfus, read it as an abstract meaning akin to Frege's Sinn, through which consciousness refers to objects. Robert Sokolowski and John Drummond replied that the noema is the object itself, considered under the reduction. Deciding between these readings determines whether Husserl is a representationalist.",
          ),
        },
      },
      {
        title: "Being-in-the-World",
        description: "Heidegger's analysis of Dasein, equipment and worldhood in Division One of Being and Time.",
        lesson: {
          title: "The Ready-to-Hand and the Present-at-Hand",
          html: p(
            "Heidegger's Being and Time (1927) rejects Husserl's starting point in a consciousness that intends objects. The entity that we ourselves are, which Heidegger calls Dasein, is not first a subject that then relates to a world; its basic state is being-in-the-world, a unitary phenomenon that the subject–object picture breaks apart. To show this, §§15–18 analyse the everyday world we deal with before we theorise about it.",
            "What we encounter first, Heidegger argues, are not things with properties but equipment (Zeug), and there is no such thing as an equipment. Each item is ‘something in-order-to’, referring to other items and tasks: the hammer refers to nails, the nails to the board, the board to the shelter being built. The whole referential totality is organised by purposes that terminate in a for-the-sake-of-which, a possibility of Dasein's own being. Heidegger's famous example is hammering (§15): the less we stare at the hammer and the more we use it, the more primordial our relationship to it becomes, and the more it shows itself as what it is. This mode of being is readiness-to-hand (Zuhandenheit). In skilled use the hammer withdraws; we are absorbed in the work.",
            "The present-at-hand (Vorhandenheit), the mode of being of objects with measurable properties, is disclosed when this absorption is disturbed. Heidegger describes three modes of disturbance in §16. Conspicuousness occurs when equipment is damaged: the hammer head flies off. Obtrusiveness occurs when something needed is missing. Obstinacy occurs when something stands in the way of the task. In each, the tool emerges as a mere thing, and at the same moment the referential context that had been tacitly understood lights up. Worldhood is this context of significance, not a container of objects.",
            "The stakes are high. If theoretical observation of present-at-hand objects is a derivative mode that arises from a breakdown of involvement, then Descartes's and Husserl's starting points are secondary, and traditional epistemology's question of how a mind reaches an external world is badly posed. Hubert Dreyfus's Being-in-the-World (1991) turned this reading against symbolic artificial intelligence, arguing that skilful coping cannot be captured by explicit rules and representations. Test that reading against Heidegger's text, which is less concerned with skill than with the meaning of being.",
          ),
        },
      },
      {
        title: "The Lived Body",
        description: "Merleau-Ponty's body schema, motor intentionality and the case of Schneider.",
        lesson: {
          title: "Motor Intentionality and the Case of Schneider",
          html: p(
            "In the Phenomenology of Perception (1945) Maurice Merleau-Ponty argues that neither empiricism, which treats the body as a mechanism of reflexes, nor intellectualism, which treats it as an object represented by a mind, can account for ordinary action. The body is our way of having a world: consciousness is originally not an ‘I think that’ but an ‘I can’, a phrase he borrows from Husserl.",
            "Central is the body schema (schéma corporel). It is not an image or inventory of body parts but a dynamic, pre-reflective grasp of the body's posture and possibilities for action in relation to a task. Shaun Gallagher (2005) sharpened the distinction: the body image is a set of perceptions, attitudes and beliefs about one's body, while the body schema is a system of sensorimotor capacities that operates below awareness. Habit extends the schema. A woman with a tall feather in her hat keeps a safe distance from door frames without calculating; a blind man's cane becomes an extension of his body through which he perceives the pavement; an organist given an hour to practise on an unfamiliar organ can play it, having incorporated the instrument's space.",
            "Merleau-Ponty's key case is Schneider, a soldier studied by the psychologists Adhémar Gelb and Kurt Goldstein after a shell splinter injured the back of his head in the First World War. Schneider could perform concrete movements fluently: he took a handkerchief from his pocket to blow his nose and struck a match to light a lamp, and in his job he made wallets at speed. But he could not perform abstract movements on command, such as pointing to his nose or moving his arm in a given direction, unless he first watched the limb or made preparatory movements to find it.",
            "Merleau-Ponty concluded that there is a form of intentionality, motor intentionality, in which the body is directed to objects as things to be grasped, distinct from both reflex and representation. Schneider retained this but had lost the ‘intentional arc’ that projects a person's surroundings as a field of possible, not merely actual, action.",
            "Critics note that the reports on Schneider are problematic: later investigators suspected exaggeration and coaching, and Rasmus Jensen (2009) questioned Merleau-Ponty's reliance on them. Defenders reply that the argument needs only the distinction the case illustrates, which everyday skilled action also shows.",
          ),
        },
      },
    ],
  },
  {
    slug: "membrane-separation-processes",
    discipline: "Membrane separation technology",
    title: "Membrane Separation Processes",
    description:
      "Reverse osmosis, nanofiltration and ultrafiltration are treated quantitatively and from the standpoint of the design engineer. Topics span transport models for pressure-driven membranes, concentration polarisation and fouling, module configuration and multi-stage system design, and gas separation with polymeric membranes, with design exercises set on industrial data.",
    level: "advanced",
    duration: "eleven weeks (two lectures and one design tutorial a week)",
    plantedGap: "gas separation",
    modules: [
      {
        title: "Transport Models for Pressure-Driven Membranes",
        description:
          "The solution–diffusion model, osmotic pressure and the flux and rejection equations for reverse osmosis.",
        lesson: {
          title: "Water and Solute Flux in Reverse Osmosis",
          html: p(
            "Commercial reverse osmosis membranes are thin-film composites: a dense polyamide layer about 100–200 nm thick, formed by interfacial polymerisation on a porous polysulfone support. They have no continuous pores, and transport is described by the solution–diffusion model: water and solute dissolve in the membrane and diffuse across it under gradients in chemical potential.",
            "For water, the result is a flux proportional to the net driving pressure: Jw = A(ΔP − Δπ), where A is the water permeability coefficient, ΔP the transmembrane hydraulic pressure difference and Δπ the osmotic pressure difference between the feed at the membrane surface and the permeate. Solute flux is driven by the concentration difference and is almost independent of pressure: Js = B(cm − cp), where B is the solute permeability coefficient.",
            "Osmotic pressure for dilute solutions follows the van 't Hoff relation π = iCRT. Seawater, with about 35 g/L of dissolved salts, has an osmotic pressure of roughly 27 bar, and the feed side of a seawater system becomes more concentrated as permeate is withdrawn, so operating pressures of 55–70 bar are typical. Brackish water at 2–5 g/L needs only 10–20 bar.",
            "Because water flux rises with pressure and solute flux does not, rejection improves with pressure. The permeate concentration is cp = Js/Jw in consistent units, so the observed rejection R = 1 − cp/cf increases with net driving pressure and approaches an asymptote. Consider a membrane with A = 3 L m⁻² h⁻¹ bar⁻¹ operating at ΔP = 15 bar against Δπ = 5 bar: Jw = 3 × 10 = 30 L m⁻² h⁻¹. If B = 0.1 L m⁻² h⁻¹ and the membrane-surface concentration is 3 g/L, then, approximating the concentration difference by cm, Js ≈ 0.3 g m⁻² h⁻¹ and cp ≈ 0.3/30 = 0.01 g/L, a rejection above 99.6 per cent relative to the surface concentration.",
            "Temperature affects both coefficients. Water permeability rises by about 3 per cent per °C, largely through falling viscosity, so performance is normalised to 25 °C; solute permeability also rises, so warm feeds give more permeate of poorer quality.",
            "Nanofiltration membranes are looser, with pore radii near 0.5 nm and usually charged surfaces. They reject divalent ions such as sulfate strongly while passing much of the sodium chloride, behaviour explained by combining steric hindrance with Donnan exclusion, as in the Donnan steric pore model.",
          ),
        },
      },
      {
        title: "Concentration Polarisation and Fouling",
        description:
          "Boundary-layer solute build-up, the film model, and the mechanisms and control of fouling and scaling.",
        lesson: {
          title: "The Film Model and Fouling Control",
          html: p(
            "As permeate passes through the membrane, rejected solute is carried to the surface faster than it diffuses back into the bulk, creating a concentrated boundary layer. This concentration polarisation raises the osmotic pressure at the membrane, increases solute passage and promotes scaling and fouling.",
            "The film model balances convection towards the membrane with back-diffusion across a boundary layer of thickness δ. At steady state, Jw = k ln[(cm − cp)/(cb − cp)], where k = D/δ is the mass-transfer coefficient. For high rejection, with cp small, the polarisation modulus is approximately cm/cb = exp(Jw/k). A flux of 30 L m⁻² h⁻¹ is 8.3 × 10⁻⁶ m/s; with k = 5 × 10⁻⁵ m/s, cm/cb = exp(0.167) ≈ 1.18, so the wall concentration is 18 per cent above the bulk. Designers therefore limit the ratio of flux to mass-transfer coefficient, and k is raised by higher crossflow velocity and by feed spacers that promote mixing. Correlations take the form Sh = a·Re^b·Sc^c.",
            "In ultrafiltration of macromolecules, the wall concentration can reach the gel or solubility limit, beyond which raising pressure no longer raises flux: the limiting-flux regime, Jlim = k ln(cg/cb).",
            "Fouling is the accumulation of material on or in the membrane, reducing flux or requiring higher pressure. Four mechanisms matter. Inorganic scaling occurs when sparingly soluble salts such as calcium carbonate, calcium sulfate or barium sulfate exceed saturation at the wall; it is controlled by limiting recovery, acidification and antiscalant dosing. Colloidal fouling by clays, silica and iron oxides is controlled by pretreatment, and feed quality is commonly specified by the silt density index, with most spiral-wound manufacturers requiring SDI15 below 5 and preferably below 3. Organic fouling by natural organic matter is worsened by calcium bridging. Biofouling, the growth of biofilm in feed spacers, is the most common problem in seawater plants and shows as a rising feed-to-concentrate pressure drop.",
            "Hermia's blocking models classify flux decline as complete, standard or intermediate pore blocking or cake filtration, and fitting flux-time data to them helps diagnose the mechanism. Cleaning in place typically uses alkaline solutions with surfactants for organic and biological foulants and acidic solutions for scale, within the membrane's pH and temperature limits; polyamide membranes must never be exposed to free chlorine, which degrades them.",
          ),
        },
      },
      {
        title: "Modules and System Design",
        description:
          "Spiral-wound and hollow-fibre modules, recovery, staging and the arrangement of vessels in a reverse osmosis train.",
        lesson: {
          title: "Recovery, Staging and Arrays",
          html: p(
            "Membranes are packaged in modules whose geometry trades packing density against fouling tolerance and cleanability. Spiral-wound elements, standard for reverse osmosis and nanofiltration, roll membrane envelopes with feed spacers around a central permeate tube; an 8-inch-diameter, 40-inch-long element holds about 37–41 m² of membrane. Hollow fibres offer very high packing density and dominate ultrafiltration and microfiltration pretreatment, where they can be backwashed. Tubular and plate-and-frame modules tolerate high-solids feeds, as in food processing, at much lower packing density.",
            "Two figures govern system performance. Recovery is the fraction of feed converted to permeate, Y = Qp/Qf. Salt rejection is R = 1 − cp/cf. A mass balance shows that the concentrate concentration is approximately cf(1 − Y(1 − R))/(1 − Y): at 75 per cent recovery and 99 per cent rejection the concentrate is about 3.97 times the feed. Recovery is limited by osmotic pressure in seawater systems, typically to 40–50 per cent, and by scaling of sparingly soluble salts in brackish systems, typically 75–85 per cent.",
            "A single element recovers only about 10–15 per cent of its feed, so elements are placed in series, usually six to eight in a pressure vessel, giving around 50 per cent recovery per vessel. To reach higher recovery, the concentrate from a first stage of vessels feeds a second stage with fewer vessels, commonly in a 2:1 array such as eight vessels followed by four, so that crossflow velocity is maintained as flow falls. Permeate staging is different: the permeate of a first pass is treated again in a second pass when very low salinity is needed, for example to meet boron limits in seawater desalination.",
            "Design guidelines from manufacturers limit average flux according to feed source, for instance around 12–17 L m⁻² h⁻¹ for seawater with open intake and 20–27 L m⁻² h⁻¹ for well water, and set maximum recovery per element and minimum concentrate flow to control polarisation. The specific energy of seawater reverse osmosis fell from more than 15 kWh/m³ in the 1970s to about 2.5–3.5 kWh/m³ for a whole modern plant, largely because isobaric energy-recovery devices return more than 95 per cent of the hydraulic energy in the concentrate to the incoming feed.",
          ),
        },
      },
    ],
  },
  {
    slug: "programme-evaluation-theory-design-and-causal-inference",
    discipline: "Programme evaluation",
    title: "Programme Evaluation: Theory, Design and Causal Inference",
    description:
      "Does a policy work, for whom, and why? Combining theory-based and counterfactual traditions, the course equips advanced social science and public policy students to plan and critique evaluations of public programmes, from theories of change and logic models, through experimental and quasi-experimental impact designs and process and realist evaluation, to cost-effectiveness analysis.",
    level: "advanced",
    duration: "ten weeks (one three-hour workshop a week)",
    plantedGap: "cost-effectiveness analysis",
    modules: [
      {
        title: "Theories of Change",
        description:
          "Making a programme's causal assumptions explicit with logic models and theory-of-change diagrams.",
        lesson: {
          title: "Building a Theory of Change",
          html: p(
            "Every programme embodies a theory of how its activities will produce change, and evaluation begins by making that theory explicit. Carol Weiss argued in 1995 that many community initiatives were evaluated badly because their underlying assumptions were vague; theory-based evaluation sets out the expected causal chain and tests each link. HM Treasury's Magenta Book (2020), the UK government's central guidance, recommends a theory of change at the design stage of every evaluation.",
            "A logic model sets out the chain in standard columns: inputs, the resources committed; activities, what the programme does; outputs, the direct products, such as sessions delivered or people reached; outcomes, the changes in knowledge, behaviour or circumstances that follow; and impact, the long-term goal. A theory of change goes further by stating the assumptions that connect each step and the contextual conditions on which they depend.",
            "Take a school breakfast club intended to raise attainment. Activities: a free breakfast before school. Outputs: the number of pupils attending. Short-term outcomes: fewer pupils arrive hungry, punctuality and attendance improve, classroom behaviour and concentration improve. Long-term outcome: higher attainment. The assumptions are where evaluation earns its keep. Do the pupils most likely to be hungry actually attend, or does the club mostly serve families who already eat breakfast? Does concentration improve enough, for long enough in the morning, to affect learning? Does attendance rise because of the food or because of the social atmosphere of the club? Each assumption suggests a measure: take-up by eligibility group, teacher-rated behaviour, attendance records.",
            "Good theories of change are developed with stakeholders, including front-line staff who know how delivery really works, and are revised as evidence arrives. Weak ones list boxes joined by arrows without saying why one box leads to the next. A useful test is to ask of every arrow: what would have to be true for this to happen, and what evidence would show it did not?",
            "Where a randomised design is impossible, the theory can still support causal claims. John Mayne's contribution analysis (2001) builds a ‘performance story’, checking each link against evidence and considering alternative explanations, to judge whether it is reasonable to conclude that the programme contributed to observed change.",
          ),
        },
      },
      {
        title: "Designs for Estimating Impact",
        description:
          "Randomised trials, difference-in-differences and regression discontinuity, and the assumptions each rests on.",
        lesson: {
          title: "Counterfactual Impact Designs",
          html: p(
            "An impact estimate compares what happened with what would have happened without the programme, the counterfactual, which is never observed for the same people. In Donald Rubin's potential-outcomes framework, each unit has an outcome with and without treatment, and the evaluator estimates an average treatment effect (ATE) or the average effect on the treated (ATT). Designs differ in how they construct the missing comparison.",
            "Randomised controlled trials make treatment and control groups equivalent in expectation on both observed and unobserved characteristics. Many social programmes are delivered to groups, so schools or areas are randomised instead of individuals. Clustering inflates variance by the design effect, 1 + (m − 1)ρ, where m is the cluster size and ρ the intracluster correlation. With 25 pupils per class and ρ = 0.15, the design effect is 1 + 24 × 0.15 = 4.6: the trial needs 4.6 times as many pupils as an individually randomised one for the same power.",
            "Difference-in-differences compares changes over time in treated and untreated groups. If the employment rate in pilot areas rose from 60 to 66 per cent while in comparison areas it rose from 58 to 61 per cent, the estimate is (66 − 60) − (61 − 58) = 3 percentage points. The key assumption is parallel trends: without the programme, both groups would have changed by the same amount. It cannot be tested directly, though parallel pre-programme trends lend support. When units adopt a programme at different times, the conventional two-way fixed-effects regression can give misleading weights, even negative ones, as Goodman-Bacon (2021) showed; estimators such as Callaway and Sant'Anna's (2021) avoid the problem.",
            "Regression discontinuity exploits a rule that assigns treatment at a threshold of a continuous score, such as a test mark or an age. Units just either side are comparable, so the jump in outcomes at the cut-off estimates the local effect. In a sharp design the threshold fully determines treatment; in a fuzzy design it changes the probability, and the ratio of jumps gives a local instrumental-variable estimate. Bandwidth should be chosen by data-driven methods such as those of Calonico, Cattaneo and Titiunik (2014), and a McCrary density test checks whether units manipulated their score to cross the threshold.",
            "The Maryland Scientific Methods Scale ranks designs from level 1 (simple correlation) to level 5 (randomisation).",
          ),
        },
      },
      {
        title: "How and Why It Worked: Process and Realist Evaluation",
        description:
          "Understanding how a programme produced its effects through implementation data and context–mechanism–outcome reasoning.",
        lesson: {
          title: "Mechanisms and Context",
          html: p(
            "An impact estimate tells us whether a programme made a difference on average; it does not say how, for whom, or whether the programme was delivered as intended. A null result from a trial of a programme that was never properly implemented says little about the programme's potential.",
            "Process evaluation addresses implementation. The UK Medical Research Council's guidance on process evaluation of complex interventions (Moore and colleagues, 2015) organises it around three themes: implementation (what was delivered and how, including fidelity, dose, reach and adaptations), mechanisms of impact (how participants responded and what intermediate changes occurred), and context (external factors that helped or hindered). Methods combine routine monitoring data, observation of delivery, interviews with staff and participants, and logic-model-based measures of intermediate outcomes. Analysis of process data should ideally be completed before impact results are known, so that interpretations are not tailored to fit them. The MRC's updated framework for complex interventions (Skivington and colleagues, 2021) places context and programme theory at the centre of every phase of research.",
            "Realist evaluation, set out by Ray Pawson and Nick Tilley in Realistic Evaluation (1997), starts from the premise that programmes do not work; people make them work, by responding to the resources and opportunities programmes offer. Causation is explained by mechanisms that fire only in certain contexts, summarised as context + mechanism = outcome. The evaluator's task is to develop, test and refine context–mechanism–outcome (CMO) configurations, asking ‘what works, for whom, in what circumstances, and why?’",
            "Pawson and Tilley illustrated the approach with closed-circuit television in car parks. CCTV could reduce car crime through several mechanisms: offenders might fear being caught in the act; more people might use a car park they felt was safe, increasing natural surveillance; publicity might deter offenders; or patrols might be deployed more effectively. Which mechanisms fire depends on context, such as whether the car park is used by commuters all day or by shoppers who come and go. A single average effect across car parks hides these patterns.",
            "The RAMESES II reporting standards (2016) guide realist evaluations. Combining realist or process findings with a counterfactual impact estimate, sometimes called a realist trial, is increasingly common, though the two traditions rest on different assumptions about causation.",
          ),
        },
      },
    ],
  },
];
