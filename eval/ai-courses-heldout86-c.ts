/** Eighty-sixth held-out evaluation courses, advanced level (C); see ai-courses-heldout86.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT86_C: EvalCourse[] = [
  {
    slug: "general-relativity-geometry-field-equations-and-tests",
    discipline: "General relativity",
    title: "General Relativity: Geometry, Field Equations and Tests",
    description:
      "Gravity, in Einstein's theory, is not a force but the curvature of spacetime. Building on special relativity and vector calculus, the course develops the equivalence principle, tensor calculus on curved manifolds, the Einstein field equations and their Newtonian limit, the Schwarzschild solution with the classical tests, and gravitational waves.",
    level: "advanced",
    duration: "one semester (two lectures and one problems class a week)",
    plantedGap: "gravitational waves",
    modules: [
      {
        title: "The equivalence principle and curved spacetime",
        description:
          "From the universality of free fall to local inertial frames, the metric, geodesics and the Newtonian limit, with the gravitational redshift as a first test.",
        lesson: {
          title: "Free fall, the metric and geodesics",
          html: p(
            "The weak equivalence principle states that the trajectory of a freely falling test body is independent of its composition. Eötvös's torsion-balance experiments confirmed it to about one part in 10<sup>9</sup>; the MICROSCOPE satellite, whose final results were published in 2022, found no violation at the level of about 10<sup>−15</sup>. Einstein generalised it: in a sufficiently small freely falling laboratory, the outcome of any local non-gravitational experiment is the same as in an inertial frame of special relativity. Gravity can therefore be transformed away locally but not globally, and what remains, the relative acceleration of neighbouring free-fall paths, is tidal and is the physical signature of curvature.",
            "Mathematically, spacetime is a four-dimensional manifold with a metric g<sub>μν</sub>, and the interval is ds<sup>2</sup> = g<sub>μν</sub> dx<sup>μ</sup> dx<sup>ν</sup>, with signature (−, +, +, +) in this course. At any event one can choose coordinates in which g<sub>μν</sub> = η<sub>μν</sub> and its first derivatives vanish: a local inertial frame, the precise form of the equivalence principle. Free particles follow geodesics, curves that extremise proper time, obeying d<sup>2</sup>x<sup>μ</sup>/dτ<sup>2</sup> + Γ<sup>μ</sup><sub>αβ</sub> (dx<sup>α</sup>/dτ)(dx<sup>β</sup>/dτ) = 0, where the Christoffel symbols are Γ<sup>μ</sup><sub>αβ</sub> = ½ g<sup>μν</sup>(∂<sub>α</sub>g<sub>νβ</sub> + ∂<sub>β</sub>g<sub>να</sub> − ∂<sub>ν</sub>g<sub>αβ</sub>).",
            "The Newtonian limit shows how the metric encodes gravity. For slow particles in a weak, static field, only Γ<sup>i</sup><sub>00</sub> matters, and the geodesic equation becomes d<sup>2</sup>x<sup>i</sup>/dt<sup>2</sup> ≈ ½ c<sup>2</sup> ∂<sub>i</sub>g<sub>00</sub>. This reproduces Newton's law d<sup>2</sup><strong>x</strong>/dt<sup>2</sup> = −∇Φ if g<sub>00</sub> ≈ −(1 + 2Φ/c<sup>2</sup>). The Newtonian potential is, to this order, a perturbation of the time-time component of the metric.",
            "That component also governs the rate of clocks. A static clock at potential Φ ticks at dτ = √(−g<sub>00</sub>) dt ≈ (1 + Φ/c<sup>2</sup>) dt, so a signal climbing a height h is received at a frequency lower by the fraction gh/c<sup>2</sup>. Pound and Rebka measured this in 1959 over the 22.5 m tower of Harvard's Jefferson Laboratory, using the Mössbauer effect in iron-57 to resolve a predicted shift of 2.5 × 10<sup>−15</sup>, and confirmed it to about 10 per cent, later improved to 1 per cent. The same effect is engineering practice: clocks on GPS satellites run fast by about 45 µs per day from their higher potential, partly offset by about 7 µs per day of special-relativistic time dilation, and the system corrects for the net 38 µs.",
          ),
        },
      },
      {
        title: "Curvature and the field equations",
        description:
          "The Riemann, Ricci and Einstein tensors, the contracted Bianchi identity, the Einstein equations and their Newtonian limit.",
        lesson: {
          title: "From curvature to the Einstein equations",
          html: p(
            "Curvature is measured by the failure of parallel transport around a closed loop to return a vector to itself, captured by the Riemann tensor R<sup>ρ</sup><sub>σμν</sub> = ∂<sub>μ</sub>Γ<sup>ρ</sup><sub>νσ</sub> − ∂<sub>ν</sub>Γ<sup>ρ</sup><sub>μσ</sub> + Γ<sup>ρ</sup><sub>μλ</sub>Γ<sup>λ</sup><sub>νσ</sub> − Γ<sup>ρ</sup><sub>νλ</sub>Γ<sup>λ</sup><sub>μσ</sub>. Its symmetries leave 20 independent components in four dimensions. The same tensor appears in the geodesic deviation equation, D<sup>2</sup>ξ<sup>μ</sup>/dτ<sup>2</sup> = −R<sup>μ</sup><sub>νρσ</sub>u<sup>ν</sup>ξ<sup>ρ</sup>u<sup>σ</sup>, which makes the link to tides exact: the Riemann tensor is the relativistic generalisation of the Newtonian tidal tensor ∂<sub>i</sub>∂<sub>j</sub>Φ.",
            "Contracting gives the Ricci tensor R<sub>μν</sub> = R<sup>ρ</sup><sub>μρν</sub> and the Ricci scalar R = g<sup>μν</sup>R<sub>μν</sub>. The Riemann tensor satisfies the Bianchi identity, whose double contraction gives ∇<sup>μ</sup>G<sub>μν</sub> = 0 for the Einstein tensor G<sub>μν</sub> = R<sub>μν</sub> − ½ R g<sub>μν</sub>. This identity is the key to the field equations, because energy-momentum conservation in curved spacetime takes the form ∇<sup>μ</sup>T<sub>μν</sub> = 0. Einstein's equations, presented to the Prussian Academy in November 1915, set the divergence-free geometric tensor proportional to the divergence-free source: G<sub>μν</sub> + Λg<sub>μν</sub> = (8πG/c<sup>4</sup>) T<sub>μν</sub>.",
            "There are ten equations, but the contracted Bianchi identity supplies four differential constraints and the freedom to choose coordinates removes four functions from the metric, leaving six dynamical equations for six physical metric functions. In vacuum with Λ = 0 the equations reduce to R<sub>μν</sub> = 0, which does not imply flatness: the remaining part of the curvature, the Weyl tensor, carries the tidal field outside a mass.",
            "The constant 8πG/c<sup>4</sup> is fixed by the Newtonian limit. Taking the trace and rearranging, the equations with Λ = 0 become R<sub>μν</sub> = (8πG/c<sup>4</sup>)(T<sub>μν</sub> − ½ T g<sub>μν</sub>). For static dust, T<sub>00</sub> = ρc<sup>2</sup> and T = −ρc<sup>2</sup>, so the right-hand side of the 00 component is (8πG/c<sup>4</sup>)(ρc<sup>2</sup>/2). With g<sub>00</sub> ≈ −(1 + 2Φ/c<sup>2</sup>), the weak-field Ricci component is R<sub>00</sub> ≈ ∇<sup>2</sup>Φ/c<sup>2</sup>. Equating the two gives ∇<sup>2</sup>Φ = 4πGρ, Poisson's equation. Problems class: verify R<sub>00</sub> ≈ ∇<sup>2</sup>Φ/c<sup>2</sup> from the Christoffel symbols, keeping only first-order terms in Φ.",
          ),
        },
      },
      {
        title: "The Schwarzschild solution and the classical tests",
        description:
          "The exterior solution for a spherical mass, orbits of particles and light, the perihelion advance, light deflection and time delay, and the horizon.",
        lesson: {
          title: "Orbits and light around a spherical mass",
          html: p(
            "Within weeks of Einstein's paper, Karl Schwarzschild found the exact exterior solution for a spherically symmetric mass: ds<sup>2</sup> = −(1 − r<sub>s</sub>/r)c<sup>2</sup>dt<sup>2</sup> + (1 − r<sub>s</sub>/r)<sup>−1</sup>dr<sup>2</sup> + r<sup>2</sup>(dθ<sup>2</sup> + sin<sup>2</sup>θ dφ<sup>2</sup>), with r<sub>s</sub> = 2GM/c<sup>2</sup>, about 2.95 km for the Sun and 8.9 mm for the Earth. Birkhoff's theorem shows it is the unique spherically symmetric vacuum solution, so it describes the exterior of any spherical body, static or not.",
            "Conserved energy and angular momentum, from the metric's time and rotational symmetries, reduce geodesic motion to a one-dimensional problem with an effective potential. For massive particles this potential has an extra attractive term proportional to 1/r<sup>3</sup> compared with Newtonian theory, which has three consequences: orbits do not close, no stable circular orbit exists inside r = 6GM/c<sup>2</sup>, the innermost stable circular orbit, and light can orbit, unstably, at the photon sphere r = 3GM/c<sup>2</sup>.",
            "The classical tests follow directly:",
            "<ul><li><strong>Perihelion advance.</strong> An orbit of semi-major axis a and eccentricity e advances by Δφ = 6πGM / (c<sup>2</sup>a(1 − e<sup>2</sup>)) per revolution. For Mercury this accumulates to 43 arcseconds per century, the residual left unexplained by planetary perturbations, which account for most of the observed 574 arcseconds per century once the precession of the equinoxes is removed.</li>" +
              "<li><strong>Light deflection.</strong> A ray with impact parameter b is bent by 4GM/(c<sup>2</sup>b), twice the value a Newtonian corpuscle calculation gives: 1.75 arcseconds at the solar limb. Expeditions to Sobral and Príncipe during the eclipse of 1919 supported the prediction; radio interferometry now confirms it to about one part in 10<sup>4</sup>.</li>" +
              "<li><strong>Shapiro time delay.</strong> Radar signals passing near the Sun return late by up to roughly 250 µs. Tracking of the Cassini spacecraft in 2002 confirmed the prediction to about 2 parts in 10<sup>5</sup>.</li></ul>",
            "The metric component g<sub>rr</sub> diverges at r = r<sub>s</sub>, but this is a coordinate singularity. Curvature invariants remain finite there, as the Kretschmann scalar R<sub>αβγδ</sub>R<sup>αβγδ</sup> = 12r<sub>s</sub><sup>2</sup>/r<sup>6</sup> shows, and a freely falling observer crosses r<sub>s</sub> in finite proper time. Eddington–Finkelstein or Kruskal–Szekeres coordinates extend the solution smoothly and show r = r<sub>s</sub> to be an event horizon, a null surface from which no future-directed path escapes; the true curvature singularity lies at r = 0.",
          ),
        },
      },
    ],
  },
  {
    slug: "rotorcraft-aerodynamics-and-performance",
    discipline: "Helicopter aerodynamics",
    title: "Rotorcraft Aerodynamics and Performance",
    description:
      "Aimed at final-year aerospace engineering students and flight-test engineers, the module builds helicopter rotor aerodynamics from first principles: momentum theory in hover and climb, blade element theory, forward flight and retreating blade stall, autorotation, and vortex ring state.",
    level: "advanced",
    duration: "one term (three lectures and a wind-tunnel laboratory a week)",
    plantedGap: "vortex ring state",
    modules: [
      {
        title: "Momentum theory in hover",
        description:
          "The actuator-disc model, induced velocity and ideal power, the figure of merit, and the effects of disc loading, altitude and ground proximity.",
        lesson: {
          title: "The rotor as an actuator disc",
          html: p(
            "Momentum theory replaces the rotor by an infinitely thin actuator disc of area A that adds momentum to the air passing through it. Applying conservation of mass, momentum and energy to a stream tube in hover gives two classic results. The velocity induced at the disc, v<sub>i</sub>, is half the final velocity in the far wake, so the wake contracts to half the disc area. And thrust is T = 2ρAv<sub>i</sub><sup>2</sup>, so v<sub>i</sub> = √(T / 2ρA). The ideal induced power is P<sub>ideal</sub> = Tv<sub>i</sub> = T<sup>3/2</sup> / √(2ρA).",
            "Worked example: a 5,000 kg helicopter with a main rotor of 7.5 m radius hovers at sea level (ρ = 1.225 kg/m<sup>3</sup>). The disc area is π × 7.5<sup>2</sup> = 176.7 m<sup>2</sup> and the thrust 49,050 N, so v<sub>i</sub> = √(49,050 / (2 × 1.225 × 176.7)) = 10.6 m/s, and P<sub>ideal</sub> = 49,050 × 10.6 ≈ 522 kW. The real rotor needs more, because of non-uniform inflow, tip losses, wake swirl and, above all, profile drag on the blades.",
            "The ratio of ideal to actual power is the figure of merit, FM = P<sub>ideal</sub> / P<sub>actual</sub>. Good modern rotors achieve 0.75 to 0.8. At FM = 0.75 our example rotor absorbs about 696 kW, before tail-rotor, transmission and accessory losses, which typically add another 10 to 15 per cent. Figure of merit should be used to compare rotors only at the same disc loading, since a rotor designed for high disc loading can show a high FM while still needing far more power.",
            "The formula for ideal power shows three design levers:",
            "<ul><li><strong>Disc loading</strong> T/A. Power per unit thrust rises with √(T/A), which is why helicopters have large, lightly loaded rotors (here about 280 N/m<sup>2</sup>) and why tiltrotors and jet-lift aircraft, with far higher disc loadings, need much more power to hover.</li>" +
              "<li><strong>Air density.</strong> Ideal power varies as 1/√ρ. At 3,000 m in the standard atmosphere, ρ = 0.909 kg/m<sup>3</sup>, so hover power rises by about 16 per cent, while engine power falls. Hot-and-high hover ceilings are therefore a critical certification case.</li>" +
              "<li><strong>Ground proximity.</strong> Near the ground the wake cannot contract and expand freely, induced velocity falls, and the same thrust needs less power. The Cheeseman–Bennett approximation, T<sub>IGE</sub>/T<sub>OGE</sub> = 1 / (1 − (R/4z)<sup>2</sup>) at constant power, with z the rotor height, shows the benefit fading by about one rotor diameter above the surface.</li></ul>",
          ),
        },
      },
      {
        title: "Blade element theory",
        description:
          "Section aerodynamics along the blade, thrust and power coefficients, solidity, twist and tip loss, and their combination with momentum theory.",
        lesson: {
          title: "Building thrust from blade sections",
          html: p(
            "Momentum theory says nothing about blade geometry. Blade element theory divides each blade into spanwise strips and applies two-dimensional aerofoil data to each. At radius r, a blade section sees an in-plane velocity U<sub>T</sub> = Ωr and a perpendicular velocity U<sub>P</sub> = V<sub>c</sub> + v<sub>i</sub>, the climb and induced velocities. The inflow angle is φ = arctan(U<sub>P</sub>/U<sub>T</sub>), small everywhere except near the root, and the effective angle of attack is α = θ − φ, where θ is the local blade pitch. The section lift per unit span is ½ρU<sup>2</sup>c C<sub>l</sub>, with C<sub>l</sub> ≈ aα for attached flow, and summing the thrust components over N blades gives the rotor thrust.",
            "Results are expressed in non-dimensional form using tip speed ΩR: C<sub>T</sub> = T / (ρA(ΩR)<sup>2</sup>), the inflow ratio λ = (V<sub>c</sub> + v<sub>i</sub>)/ΩR, and the solidity σ = Nc/(πR), the fraction of the disc occupied by blades. For untwisted blades of constant chord with uniform inflow, integration gives C<sub>T</sub> = (σa/2)(θ/3 − λ/2), and momentum theory gives λ = √(C<sub>T</sub>/2) in hover.",
            "Worked example: with σ = 0.08, a = 5.73 per radian and C<sub>T</sub> = 0.006, λ = √0.003 = 0.0548. Rearranging, θ = 3(2C<sub>T</sub>/(σa) + λ/2) = 3(0.0262 + 0.0274) = 0.161 rad, about 9.2°. The blade loading coefficient C<sub>T</sub>/σ = 0.075 is typical of a hovering helicopter; values much above 0.12 bring widespread stall.",
            "Two refinements matter in practice. First, inflow is not uniform. Combining the momentum and blade element equations annulus by annulus, blade element momentum theory, yields the inflow distribution for a given twist. Ideal twist, θ ∝ 1/r, produces uniform inflow and so minimum induced power, but is impossible near the root; real blades use a roughly linear twist of −8° to −12° from root to tip as a compromise with forward-flight performance. Second, the pressure difference across the blade leaks round the tip, so lift falls to zero there. Prandtl's tip-loss function, F = (2/π) arccos(e<sup>−f</sup>) with f = (N/2)(1 − r)/(rφ) and r non-dimensional, captures this.",
            "Power is then the sum of induced and profile parts: C<sub>P</sub> = κC<sub>T</sub><sup>3/2</sup>/√2 + σC<sub>d0</sub>/8, where κ, about 1.15, is an empirical induced-power factor and C<sub>d0</sub> the mean profile drag coefficient. This simple formula predicts hover power within a few per cent.",
          ),
        },
      },
      {
        title: "Forward flight, retreating blade stall and autorotation",
        description:
          "Advance ratio and the asymmetry of the rotor disc, flapping and cyclic control, the limits on forward speed, and the aerodynamics of autorotation.",
        lesson: {
          title: "An asymmetric disc and flight without power",
          html: p(
            "In forward flight at speed V, a blade section at radius r and azimuth ψ sees an in-plane velocity U<sub>T</sub> = Ωr + V sin ψ, with ψ measured from the downwind position in the direction of rotation. The governing parameter is the advance ratio μ = V cos α<sub>s</sub>/ΩR, where α<sub>s</sub> is the shaft tilt. With a typical tip speed ΩR of 210 m/s and V = 80 m/s, μ = 0.38. The advancing tip then meets air at 290 m/s, a Mach number of about 0.85 at sea level, while the retreating tip sees only 130 m/s. Near the root on the retreating side the air approaches from the trailing edge, in a reverse-flow circle of diameter μR centred at r = μR/2 on the ψ = 270° radius.",
            "Rigid blades would give the advancing side far more lift; Juan de la Cierva solved this in his 1920s autogiros with flapping hinges. An advancing blade, with extra lift, flaps upwards, its upward velocity reducing its angle of attack; a retreating blade flaps down, increasing its angle of attack. The disc tilts backwards (blow-back), and the pilot counters it with cyclic pitch, varied once per revolution, to tilt the disc and its thrust in the chosen direction.",
            "This balancing act sets the speed limit. As μ rises, retreating blades need ever higher angles of attack to carry their share, and eventually stall. The stall announces itself with vibration, then a pitch-up and roll towards the retreating side, since the lift loss peaks in response about 90° later in azimuth. Meanwhile advancing-tip Mach numbers approach drag divergence, bringing compressibility losses and noise. Together the two limits give conventional helicopters a maximum speed of around 150 to 170 knots.",
            "After an engine failure the rotor can keep turning in autorotation. In a steady descent air flows up through the disc, and each section's resultant force tilts forward or aft of the rotational axis according to its inflow angle. The inner region, roughly the inner quarter of the span, is stalled; the middle driving region, from about 25 to 70 per cent radius, produces a forward force component that accelerates the rotor; and the outer driven region produces a retarding one. The pilot lowers collective at once to preserve rotor speed, descends at typically 1,500 to 2,000 ft/min in a light helicopter, and near the ground flares, trading forward speed and rotor kinetic energy for a brief reduction in descent rate.",
          ),
        },
      },
    ],
  },
  {
    slug: "liturgy-and-its-histories-sources-methods-reform",
    discipline: "Liturgical studies",
    title: "Liturgy and Its Histories: Sources, Methods, Reform",
    description:
      "An advanced seminar for postgraduate students in theology, history and musicology on how Christian worship is studied historically. It examines the early church orders and the problem of dating them, Anton Baumstark's comparative method and its successors, the books of the medieval Roman rite, the reforms of the sixteenth and twentieth centuries, and ritual theory.",
    level: "advanced",
    duration: "ten weeks (one two-hour research seminar a week, with source-reading assignments)",
    plantedGap: "ritual theory",
    modules: [
      {
        title: "Church orders and the problem of early evidence",
        description:
          "What the Didache, Justin Martyr and the so-called Apostolic Tradition can and cannot tell us, and the collapse of the older consensus on early worship.",
        lesson: {
          title: "Reading the earliest witnesses",
          html: p(
            "Twentieth-century scholarship told a confident story of early Christian worship, and much of it has since been dismantled. The problem is evidence. Before the fourth century there are only a handful of texts, each from an uncertain place and date, and none was written as a service book.",
            "The Didache, a short church order probably compiled in Syria in the late first or early second century, gives meal prayers of thanksgiving over cup and bread (chapters 9 and 10), instructions to baptise in 'living', that is running, water (chapter 7), and a Sunday gathering to break bread after confession (chapter 14). Whether chapters 9 and 10 describe a eucharist, an agape or a community meal that later separated from the eucharist is still debated. Justin Martyr's First Apology, written in Rome around 150 for a pagan readership, gives the first outline of a Sunday assembly (chapters 65 to 67): readings from the 'memoirs of the apostles' or the prophets 'as long as time permits', an address by the president, common prayers, the kiss, the bringing of bread and wine mixed with water, a prayer of thanksgiving offered by the president 'according to his ability', the people's Amen, and distribution, with deacons taking portions to the absent.",
            "The most influential text is the most problematic. The church order now called the Apostolic Tradition was identified in the early twentieth century as the lost work of Hippolytus of Rome, about 215, and its eucharistic prayer became the basis of the Roman Catholic Eucharistic Prayer II of 1970 and of several Anglican and Protestant prayers. Yet no Greek original survives: the text is reconstructed from a fifth-century Latin palimpsest at Verona and from Coptic, Arabic and Ethiopic versions, which differ substantially. Paul Bradshaw, Maxwell Johnson and Edward Phillips, in their 2002 commentary, argued that it is a composite, 'living literature' accumulated in layers from different places between the mid-second and mid-fourth centuries, and that it cannot be taken as evidence of Roman practice in the early third.",
            "The same caution undermines grand theories such as Gregory Dix's The Shape of the Liturgy (1945), which traced every eucharist to a universal four-action shape of taking, blessing, breaking and giving. Seminar work this week compares Justin with the Didache line by line and asks what each passage actually claims, and for which community.",
          ),
        },
      },
      {
        title: "Baumstark's comparative method",
        description:
          "The comparative study of liturgical families, Baumstark's 'laws' of development, Taft's structural analysis, and the limits of the method.",
        lesson: {
          title: "Comparing rites to recover their histories",
          html: p(
            "Anton Baumstark (1872–1948), an orientalist as much as a liturgist, argued that liturgies should be studied as comparative philologists study languages: by placing related rites side by side and inferring their common ancestry and development. His lectures at the monastery of Amay in 1932 became Liturgie comparée (1940), translated as Comparative Liturgy in 1958. The method depends on recognising liturgical families. In the East these include the West Syrian or Antiochene, the East Syrian, the Alexandrian, the Byzantine and the Armenian; in the West, the Roman and the non-Roman Latin rites such as the Gallican, Old Spanish and Ambrosian.",
            "Baumstark proposed general tendencies, which he called laws. Liturgical development, he held, proceeds from variety to uniformity, as local uses are absorbed by the rite of a dominant centre. It also proceeds from sobriety to richness, as texts and ceremonies accumulate, a law he himself qualified, since later reforms sometimes simplify. The most durable is usually called Baumstark's law: primitive conditions are maintained with greater tenacity in the more sacred seasons of the liturgical year. The Roman Good Friday liturgy illustrates it. It begins without entrance chant, proceeds directly to readings, and preserves in its solemn intercessions, each introduced by a call to kneel and rise, the form of the prayers of the faithful that had disappeared from the ordinary Roman Mass by the early Middle Ages.",
            "Robert Taft (1932–2018), working mainly on the Byzantine liturgy, refined the method into structural analysis. He treated a liturgy as a set of units with their own histories and noticed that growth tends to cluster at 'soft points', moments of action without fixed text, such as entrances, the transfer of gifts and the dismissal. His study The Great Entrance (1975) traced how the simple carrying of gifts to the altar became an elaborate procession with its own chants and prayers.",
            "The method has limits that the seminar must weigh. Comparison can show that two rites are related, but it cannot date a feature without external evidence, and it tends to assume a single original from which variety developed. Bradshaw's The Search for the Origins of Christian Worship (1992; revised 2002) argued that the evidence points rather to early diversity, from which greater uniformity emerged in the fourth century, inverting the older picture.",
          ),
        },
      },
      {
        title: "Books of the Roman rite and its reforms",
        description:
          "Sacramentaries, lectionaries, antiphoners and ordines, the emergence of the missal, and the reforms after Trent and the Second Vatican Council.",
        lesson: {
          title: "From libelli to the missal of 1970",
          html: p(
            "Early medieval worship in the West was not conducted from one book. Each minister had his own: the bishop or priest the sacramentary, with the prayers he said; the deacon and subdeacon the gospel and epistle books or a lectionary; the cantors the antiphoner or gradual with the chants; and the ordines, descriptions of how the service was carried out, supplied the directions. Studying a medieval rite therefore means reconstructing it from several kinds of book at once.",
            "<table><tr><th>Source</th><th>Date and character</th></tr>" +
              "<tr><td>Veronense (formerly 'Leonine')</td><td>A seventh-century manuscript collecting earlier Roman <em>libelli</em>, booklets of Mass prayers, not arranged for use</td></tr>" +
              "<tr><td>Old Gelasian Sacramentary</td><td>Mid-eighth-century Frankish copy of a Roman presbyteral book with Gallican additions</td></tr>" +
              "<tr><td>Hadrianum</td><td>Papal Gregorian sacramentary sent by Pope Hadrian I to Charlemagne around 785–6; supplemented, probably by Benedict of Aniane, for use in Frankish churches</td></tr>" +
              "<tr><td>Ordines Romani</td><td>Directions for papal and other services, edited by Michel Andrieu in five volumes (1931–61)</td></tr>" +
              "<tr><td>Romano-Germanic Pontifical</td><td>Compiled at Mainz in the mid-tenth century and later carried back to Rome</td></tr></table>",
            "From the eleventh century, as private Masses multiplied, these materials were combined into the plenary missal, and in the thirteenth century the missal of the papal court, adopted by the Franciscans, spread across Europe. After the Council of Trent, Pius V's Missale Romanum of 1570 imposed it on the whole Latin Church, except where a local use could show two centuries of continuous existence. Protestant reformers had already produced vernacular rites, most enduringly Thomas Cranmer's Book of Common Prayer of 1549, revised in 1552 and, after the Restoration, in 1662.",
            "The twentieth-century reform began with the Liturgical Movement and culminated in the Second Vatican Council's constitution Sacrosanctum Concilium of 4 December 1963. Its article 14 asked for the 'full, conscious and active participation' of the faithful as the aim 'to be considered before all else'. The Missale Romanum of Paul VI, promulgated in 1969 and published in 1970, drew extensively on the very sources in the table, often restoring prayers from the Veronense and Gelasian books. Assessing how faithfully it did so is a research question in its own right, and the subject of the final seminar paper.",
          ),
        },
      },
    ],
  },
  {
    slug: "glaucoma-diagnosis-and-management-for-optometrists",
    discipline: "Glaucoma management",
    title: "Glaucoma: Diagnosis and Management for Optometrists",
    description:
      "Glaucoma is a leading cause of irreversible sight loss, and its detection and monitoring increasingly take place in community optometry. For optometrists working towards a higher qualification in glaucoma, the programme covers risk assessment in ocular hypertension, interpretation of optic nerve imaging and visual fields, medical and laser treatment, and childhood glaucoma.",
    level: "advanced",
    duration: "one academic year, part-time (monthly study days and supervised hospital clinics)",
    plantedGap: "childhood glaucoma",
    modules: [
      {
        title: "Intraocular pressure and risk in ocular hypertension",
        description:
          "Measuring pressure accurately, the effect of corneal thickness, the evidence from the Ocular Hypertension Treatment Study, and NICE thresholds for referral and treatment.",
        lesson: {
          title: "Who with raised pressure needs treatment?",
          html: p(
            "Population studies put mean intraocular pressure at about 15 to 16 mmHg with a standard deviation of around 3 mmHg, so the traditional upper limit of 21 mmHg is simply the mean plus two standard deviations. It is a statistical boundary, not a threshold of damage: many people with glaucoma have pressures below it, and most people above it never develop glaucoma. Ocular hypertension (OHT) means raised pressure with normal discs and fields, and the clinical task is to decide whose risk justifies treatment.",
            "Accurate measurement comes first. Goldmann applanation tonometry, the reference method, applies the Imbert–Fick principle to flatten a circle of cornea 3.06 mm in diameter, a size at which corneal rigidity and tear-film attraction roughly cancel. It was calibrated for a central corneal thickness (CCT) of about 520 µm, so thick corneas give falsely high readings and thin corneas falsely low ones. Pressure also varies diurnally, often peaking in the early morning, so a single reading in an afternoon clinic may underestimate the maximum.",
            "The Ocular Hypertension Treatment Study (Kass and colleagues, 2002) randomised 1,636 people with pressures of 24 to 32 mmHg in one eye to topical treatment or observation. Treatment lowered pressure by about 22.5 per cent and reduced the five-year incidence of primary open-angle glaucoma from 9.5 to 4.4 per cent. The study's most influential finding was that CCT was a powerful independent predictor: thinner corneas carried higher risk even after correcting the pressure reading. Its risk model, later validated with the European Glaucoma Prevention Study, combines age, pressure, CCT, vertical cup-to-disc ratio and the visual field pattern standard deviation into a five-year risk estimate.",
            "In England, NICE guideline NG81 (2017, updated 2022) sets the framework. Referral for OHT is advised at pressures of 24 mmHg or more, confirmed on repeat measurement with a Goldmann-type contact tonometer, which removes many false positives from non-contact screening. Treatment is offered to people with OHT of 24 mmHg or more who are at risk of visual impairment within their lifetime, and the 2022 update recommends 360° selective laser trabeculoplasty as the first treatment, with prostaglandin analogue drops as the alternative. Treatment decisions should weigh life expectancy: a 90-year-old with pressures of 25 mmHg and thick corneas is unlikely to lose sight from glaucoma, while a 45-year-old with the same pressures and thin corneas may well do so.",
          ),
        },
      },
      {
        title: "Reading the optic nerve and the visual field",
        description:
          "Structural assessment of the disc and retinal nerve fibre layer by examination and OCT, and interpreting threshold visual fields for diagnosis and progression.",
        lesson: {
          title: "Structure and function",
          html: p(
            "Glaucoma is an optic neuropathy, so diagnosis rests on the optic nerve. Examination begins with disc size, measured at the slit lamp with a condensing lens and the lens's correction factor, because a large disc has a large cup without disease and a small disc can hide significant rim loss. The neuroretinal rim normally follows the ISNT pattern, thickest inferiorly, then superiorly, nasally and temporally; glaucoma characteristically thins the inferior and superior poles first, producing vertical elongation of the cup. Other signs include disc haemorrhages, which signal an increased risk of progression, peripapillary atrophy and wedge-shaped nerve fibre layer defects, best seen in red-free light.",
            "Optical coherence tomography measures the retinal nerve fibre layer (RNFL) on a circle of about 3.4 mm diameter around the disc, and the ganglion cell complex at the macula, comparing results with a normative database. Sectors are coloured green, yellow (below the 5th percentile) or red (below the 1st). Two errors are common. 'Red disease' is a false positive, often from high myopia, tilted discs or segmentation errors, and 'green disease' is false reassurance in an eye that has lost tissue but remains within wide normal limits, especially one that started with a thick RNFL. Always check scan quality and segmentation before reading the printout.",
            "Standard automated perimetry with the Humphrey 24-2 test, usually SITA Standard or SITA Faster, remains the functional reference. Interpretation follows a fixed order: reliability first (false positives above about 15 per cent make a SITA field unreliable), then the pattern deviation plot, then indices. Mean deviation (MD) measures overall sensitivity loss, pattern standard deviation (PSD) localised loss, and the visual field index (VFI) expresses function as a percentage of age-normal. The glaucoma hemifield test compares mirror-image sectors above and below the horizontal meridian. Glaucomatous defects respect that meridian, because nerve fibres do not cross the horizontal raphe. Typical patterns are the nasal step, the paracentral scotoma and the arcuate defect.",
            "Detecting progression needs frequent early testing. Chauhan and colleagues (2008) showed that about six fields in the first two years are needed to detect a rate of loss of −2 dB per year reliably, far more than most services achieve. Event and trend analyses, such as the Humphrey Guided Progression Analysis, make the judgement systematic, and progression on both structure and function is more convincing than on either alone.",
          ),
        },
      },
      {
        title: "Treatment: drops, laser and target pressure",
        description:
          "Setting a target pressure, the main classes of glaucoma medication and their side effects, selective laser trabeculoplasty and when to refer for surgery.",
        lesson: {
          title: "Lowering pressure and keeping it low",
          html: p(
            "Lowering intraocular pressure is the only proven treatment for glaucoma. The Early Manifest Glaucoma Trial showed that treatment reduced progression from 62 to 45 per cent over about six years, and that each 1 mmHg of pressure reduction lowered the risk of progression by about 10 per cent. Management therefore begins with a target pressure, set individually from the baseline pressure, the stage of damage, the rate of progression and life expectancy. A common starting point is a reduction of 20 to 30 per cent for early disease and more for advanced disease, and the target is revised if the patient progresses despite reaching it.",
            "<table><tr><th>Class</th><th>Example</th><th>Main action</th><th>Important cautions</th></tr>" +
              "<tr><td>Prostaglandin analogues</td><td>Latanoprost 0.005% at night</td><td>Increase uveoscleral outflow; about 25–33% reduction</td><td>Hyperaemia, lash growth, permanent iris darkening, periorbital fat atrophy</td></tr>" +
              "<tr><td>Beta-blockers</td><td>Timolol 0.25–0.5% twice daily</td><td>Reduce aqueous production</td><td>Contraindicated in asthma, bradycardia and heart block</td></tr>" +
              "<tr><td>Carbonic anhydrase inhibitors</td><td>Dorzolamide 2%, brinzolamide 1%</td><td>Reduce aqueous production</td><td>Stinging, bitter taste; less effective alone</td></tr>" +
              "<tr><td>Alpha-2 agonists</td><td>Brimonidine 0.2%</td><td>Reduce production, increase uveoscleral outflow</td><td>Frequent follicular allergy; fatigue</td></tr></table>",
            "Adherence is the weak point of drop therapy. Studies with electronic monitoring show many patients missing a substantial share of doses, and adherence falls with each added bottle. Check technique at each visit, prefer once-daily regimens and fixed combinations, and consider preservative-free preparations for patients with ocular surface disease.",
            "Selective laser trabeculoplasty (SLT) delivers short, low-energy pulses of a frequency-doubled Nd:YAG laser to the trabecular meshwork, selectively targeting pigmented cells and improving outflow. The LiGHT trial (Gazzard and colleagues, Lancet 2019) randomised 718 newly diagnosed patients with open-angle glaucoma or OHT to SLT or drops first. At three years, 74 per cent of the SLT group needed no drops, pressure control was at least as good, fewer eyes needed surgery and SLT was cost-effective, which led to the 2022 NICE recommendation of SLT as first-line treatment.",
            "Referral for surgery, such as trabeculectomy with mitomycin C or a tube implant, is considered when the target cannot be reached, when progression continues, or when the patient cannot use or tolerate drops. The optometrist's role is to recognise that point promptly.",
          ),
        },
      },
    ],
  },
  {
    slug: "hedge-fund-strategies-and-risk",
    discipline: "Hedge fund strategies",
    title: "Hedge Fund Strategies and Risk",
    description:
      "Through cases and fund data, participants take apart how hedge funds make and lose money: long-short equity and the arithmetic of exposure; merger arbitrage and other event-driven trades; fees, lock-ups and gates; the biases hidden in reported returns; and operational due diligence.",
    level: "advanced",
    duration: "ten weeks (one three-hour case seminar a week)",
    plantedGap: "operational due diligence",
    modules: [
      {
        title: "Long-short equity and the arithmetic of exposure",
        description:
          "Gross, net and beta-adjusted exposure, the mechanics and costs of short selling, and separating stock selection from market return.",
        lesson: {
          title: "Gross, net and where the return came from",
          html: p(
            "When Alfred Winslow Jones launched his fund in 1949, he combined two ideas then considered speculative, leverage and short selling, to build a portfolio that was hedged against the market. Long-short equity remains the largest hedge fund strategy, and its language is exposure. Consider a fund with $100 million of capital that holds $130 million of long positions and $70 million of short positions. Its gross exposure is 130 + 70 = 200 per cent of capital, a measure of total risk-taking and leverage. Its net exposure is 130 − 70 = 60 per cent, a measure of directional market risk.",
            "Dollar net exposure can mislead, because the longs and shorts may have different sensitivities to the market. If the longs have a beta of 1.1 and the shorts 1.3, beta-adjusted exposure is 130 × 1.1 − 70 × 1.3 = 143 − 91 = 52 per cent. A manager claiming to be 'market-neutral' with dollar-balanced books may in fact be short the market if the shorts are in high-beta stocks.",
            "Short selling has its own mechanics and costs. The fund borrows shares through its prime broker, sells them and posts collateral. It earns a rebate on the cash proceeds, less a borrowing fee that is small for liquid large-capitalisation stocks but can reach tens of per cent a year for hard-to-borrow names, and it must pay any dividends on the borrowed shares. The risk is asymmetric: a long position can lose at most its value, while a short's loss is unbounded, and a losing short grows as a share of the portfolio as it moves against the fund. Managers therefore size shorts smaller and cut them faster, and crowded shorts are exposed to squeezes when many holders must buy back at once.",
            "Performance attribution separates skill from market return. Suppose that in a year the market rises 10 per cent, the longs return 14 per cent and the shorts rise 8 per cent. The long book earns 130 × 14% = 18.2, the short book loses 70 × 8% = 5.6, a gross return of 12.6 per cent before financing and fees. With a beta-adjusted net exposure of 52 per cent, about 5.2 points are explained by the market; the remaining 7.4 points are the return from selecting stocks, the alpha that investors are paying for. Seminar cases apply this decomposition to real monthly data.",
          ),
        },
      },
      {
        title: "Merger arbitrage",
        description:
          "Cash and stock deal structures, spreads and implied probabilities, annualised returns, and the non-linear risk of deal failure.",
        lesson: {
          title: "Pricing the chance that a deal closes",
          html: p(
            "When a takeover is announced, the target's shares usually jump but trade below the offer price. The gap, the spread, compensates for the risk that the deal fails and for the time until it closes. Merger arbitrageurs buy the target to earn that spread. In a cash deal the trade is simply long the target. In a stock deal, where target shareholders receive a fixed number of acquirer shares, the arbitrageur buys the target and shorts the acquirer in the exchange ratio, locking in the spread regardless of market moves. With an exchange ratio of 0.8, a target at $38 and an acquirer at $50, the offer is worth $40 and the spread is $2 a share.",
            "The spread implies a market probability of completion. Take a cash offer at $50, a target price of $47 and an estimated fallback price, where the shares would trade if the deal failed, of $38. If p is the probability of completion, 47 = 50p + 38(1 − p), so p = (47 − 38)/(50 − 38) = 75 per cent. An analyst who believes, after studying the competition review, the financing and the shareholder vote, that completion is 90 per cent likely sees the position as attractive. If the deal closes in four months, the gross return is 3/47 = 6.4 per cent, roughly 19 per cent annualised on a simple basis.",
            "<ul><li><strong>Regulatory risk</strong>: competition authorities may block or demand remedies, the most common cause of failure in large deals.</li>" +
              "<li><strong>Financing risk</strong>: leveraged buyers may lose funding in a credit crisis.</li>" +
              "<li><strong>Timing risk</strong>: delays shrink annualised returns even if the deal completes.</li>" +
              "<li><strong>Topping bids</strong>: a rival offer produces an upside surprise.</li></ul>",
            "The payoff is strongly asymmetric: a modest gain if the deal closes, a large loss if it breaks, here $9 lost against $3 gained. Mitchell and Pulvino (2001), studying 4,750 deals from 1963 to 1998, found that merger arbitrage returns resemble those from writing uncovered index put options. In flat or rising markets they are almost uncorrelated with the market, but in sharply falling markets they become strongly correlated, because deals fail more often when the economy and credit conditions weaken. Linear risk measures such as average beta therefore understate the risk, and portfolio construction must limit concentration in deals that share a regulator, sector or financing source.",
          ),
        },
      },
      {
        title: "Fees, liquidity terms and the honesty of returns",
        description:
          "Management and performance fees with high-water marks, lock-ups, gates and side pockets, and the biases in hedge fund return databases.",
        lesson: {
          title: "What investors pay, when they can leave, and what the data hide",
          html: p(
            "The classic fee structure is '2 and 20': a management fee of 2 per cent of assets a year and a performance fee of 20 per cent of profits, though average fees have fallen since 2008. The performance fee is normally subject to a high-water mark, so it is charged only on gains above the highest net asset value on which a fee has previously been paid. If a fund's NAV per share rises from 100 to 120, falls to 100 and recovers to 115, no performance fee is due on the recovery, because 115 is still below the mark of 120. Some funds also apply a hurdle rate, charging the fee only on returns above, say, a cash rate. Fees usually crystallise annually, and investors who enter at different times hold different marks, handled by equalisation or series accounting.",
            "Liquidity terms protect the fund from being forced to sell assets when investors leave. A lock-up forbids redemption for an initial period, often a year; a soft lock-up permits it for a penalty of 2 to 5 per cent. Redemptions are then typically monthly or quarterly with 30 to 90 days' notice. A gate limits total withdrawals in any period, for example to 25 per cent of the fund a quarter. Side pockets segregate illiquid assets, which are valued and distributed only when realised. In late 2008 many funds imposed gates and created side pockets at once, and investors discovered how illiquid their supposedly liquid holdings were.",
            "Reported returns need scepticism. Hedge funds report voluntarily to commercial databases, which introduces several biases:",
            "<ul><li><strong>Survivorship bias</strong>: funds that close, usually after losses, drop out of the database, so averages of surviving funds overstate returns, by about 3 per cent a year in Fung and Hsieh's estimates.</li>" +
              "<li><strong>Backfill or instant-history bias</strong>: funds begin reporting after a good early record and add that history, inflating early returns.</li>" +
              "<li><strong>Smoothing</strong>: illiquid holdings are marked with stale or model prices, producing serially correlated returns. Getmansky, Lo and Makarov (2004) showed that this understates volatility and overstates Sharpe ratios, and proposed an adjustment that unsmooths the series.</li></ul>",
            "A fund with high, steady returns and strongly positive first-order autocorrelation should have its volatility and Sharpe ratio adjusted in this way before it is compared with funds holding liquid assets.",
          ),
        },
      },
    ],
  },
];
