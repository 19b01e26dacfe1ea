/** Thirty-fifth held-out evaluation courses, advanced level (probabilistic programming to blockchain law); see ai-courses-heldout35.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT35_C: EvalCourse[] = [
  {
    slug: "probabilistic-programming-bayesian-workflow",
    discipline: "Probabilistic programming",
    title: "Probabilistic Programming and the Bayesian Workflow",
    description:
      "Statistical models written as programs can be conditioned on data automatically, but only if the modeller understands what the inference engine is doing. This module treats generative models in Stan and PyMC, Hamiltonian Monte Carlo and its diagnostics, hierarchical models and reparameterisation, and variational inference for large data sets.",
    level: "advanced",
    duration: "one semester (lectures and computer labs)",
    plantedGap: "variational inference",
    modules: [
      {
        title: "Models as Programs",
        description:
          "A probabilistic program is a generative story with some variables observed; we write our first ones and check them against exact answers.",
        lesson: {
          title: "Generative models and conditioning",
          html:
            p(
              "A probabilistic programming language (PPL) lets the analyst write a statistical model as code that describes how the data could have been generated, and then asks the system to compute the posterior distribution of the unknowns given observed data. The model is a joint distribution p(θ, y) = p(θ) p(y | θ), written as a sequence of sampling statements; conditioning on observed y gives the posterior p(θ | y) ∝ p(θ) p(y | θ). Stan, PyMC, NumPyro and Turing.jl are widely used PPLs. They differ in syntax, but all separate the model from the inference algorithm.",
              "The simplest example is estimating the bias of a coin. Suppose θ is the probability of heads, with a uniform Beta(1, 1) prior, and we observe 7 heads in 10 tosses. In PyMC the model reads:",
            ) +
            '<pre><code>with pm.Model() as coin:\n    theta = pm.Beta("theta", alpha=1, beta=1)\n    y = pm.Binomial("y", n=10, p=theta, observed=7)\n    idata = pm.sample(draws=2000, chains=4)</code></pre>' +
            p(
              "Because the beta prior is conjugate to the binomial likelihood, the answer is known exactly: the posterior is Beta(1 + 7, 1 + 3) = Beta(8, 4), with mean 8/12 ≈ 0.667 and a 95 per cent central interval of roughly 0.39 to 0.89. Running the sampler on a model whose answer is known is a good habit: if the sampled mean and interval do not match, something is wrong with the code or the sampler settings before any real data are involved.",
              "Writing the generative story forward also makes prior predictive simulation possible. Drawing θ from the prior and then y from the likelihood shows what data the model considers plausible before seeing any. In realistic models this check exposes priors that are far too wide, for example a logistic regression with Normal(0, 100) priors on coefficients, which implies predicted probabilities piled at 0 and 1. Weakly informative priors, such as Normal(0, 1) on standardised predictors, produce sensible simulated data and usually better-behaved sampling. The workflow of simulating, fitting, checking and revising, described by Gelman and colleagues as the Bayesian workflow, is the practical core of the discipline.",
            ),
        },
      },
      {
        title: "Hamiltonian Monte Carlo and Its Diagnostics",
        description:
          "Why gradient-based samplers work in hundreds of dimensions, and how to tell when they have failed.",
        lesson: {
          title: "Leapfrog steps, NUTS and convergence checks",
          html:
            p(
              "Random-walk Metropolis sampling explores a high-dimensional posterior very slowly, because proposals that move far are almost always rejected. Hamiltonian Monte Carlo (HMC) avoids this by using the gradient of the log posterior. It treats the negative log posterior as a potential energy U(θ), introduces an auxiliary momentum variable r drawn from a normal distribution, and simulates the motion of a particle with total energy H(θ, r) = U(θ) + ½ rᵀM⁻¹r, where M is the mass matrix. The simulation uses the leapfrog integrator: a half step in momentum, a full step of size ε in position, and another half step in momentum, repeated L times. A Metropolis acceptance step then corrects for the integrator's error.",
              "The No-U-Turn Sampler (NUTS), introduced by Hoffman and Gelman in 2014 and the default in Stan and PyMC, removes the need to choose L by extending the trajectory until it starts to double back on itself. During warm-up, the sampler adapts ε to reach a target average acceptance probability, 0.8 by default in Stan, and estimates a diagonal or dense M from the draws.",
              "No sampler result should be used without diagnostics. The main ones are:",
            ) +
            "<ul><li><b>R-hat:</b> compares variation within and between chains; the rank-normalised version of Vehtari and colleagues (2021) should be below 1.01 for every parameter.</li><li><b>Effective sample size:</b> bulk ESS and tail ESS should each exceed about 100 per chain, so 400 with four chains, for reliable means and intervals.</li><li><b>Divergent transitions:</b> a leapfrog trajectory whose energy error explodes, signalling a region of high curvature that the sampler cannot enter. Even a few divergences mean the posterior may be biased.</li><li><b>E-BFMI:</b> the energy Bayesian fraction of missing information; values below about 0.3 indicate that momentum resampling explores the energy distribution poorly.</li><li><b>Maximum tree depth:</b> trajectories that hit the limit (10 by default in Stan) point to poorly scaled or strongly correlated parameters.</li></ul>" +
            p(
              "Raising the target acceptance rate to 0.95 or 0.99 shrinks ε and can remove a handful of divergences, but persistent divergences are a message about the model's geometry, and the fix is usually to change the model rather than the sampler.",
            ),
        },
      },
      {
        title: "Hierarchical Models and Reparameterisation",
        description:
          "Partial pooling is the great strength of Bayesian models, and the funnel it creates is their most common computational trap.",
        lesson: {
          title: "Eight schools and the non-centred parameterisation",
          html:
            p(
              "Hierarchical models let related groups share information. The classic example, from Rubin (1981), concerns coaching programmes for a standardised test in eight American schools. Each school j reports an estimated effect y_j with a known standard error σ_j:",
            ) +
            "<table><tr><th>School</th><th>A</th><th>B</th><th>C</th><th>D</th><th>E</th><th>F</th><th>G</th><th>H</th></tr><tr><td>Effect y_j</td><td>28</td><td>8</td><td>−3</td><td>7</td><td>−1</td><td>1</td><td>18</td><td>12</td></tr><tr><td>Standard error σ_j</td><td>15</td><td>10</td><td>16</td><td>11</td><td>9</td><td>11</td><td>10</td><td>18</td></tr></table>" +
            p(
              "The model assumes y_j ~ Normal(θ_j, σ_j), where θ_j is school j's true effect, and θ_j ~ Normal(μ, τ), with priors on the population mean μ and the between-school standard deviation τ. If τ is near zero, all schools share one effect (complete pooling); if τ is large, each school stands alone (no pooling). The posterior for τ decides the degree of pooling from the data, and the school estimates are shrunk towards μ in proportion to their uncertainty. School A's estimate of 28, with a standard error of 15, is pulled down to around 10 under typical priors.",
              "Written directly, this centred parameterisation produces a geometry that defeats HMC. When τ is small the θ_j must all lie close to μ, and when τ is large they can spread widely; in the joint space of log τ and θ_j the posterior looks like a funnel, described by Radford Neal, with a narrow neck that no single step size can explore. Stan reports divergences concentrated at small τ, and estimates of τ are biased upward.",
              "The remedy is the non-centred parameterisation. Introduce standardised variables η_j ~ Normal(0, 1) and define θ_j = μ + τ·η_j as a deterministic transformation. The model is mathematically identical, but the sampler now explores η, μ and τ, which are nearly independent a priori, and the funnel disappears. Non-centring works best when the data are weakly informative about each group, as here; when each group has many observations, the centred form can be more efficient, and the choice should be made group by group.",
            ),
        },
      },
    ],
  },
  {
    slug: "aeolian-geomorphology-sand-and-dunes",
    discipline: "Aeolian geomorphology",
    title: "Aeolian Geomorphology: Sand Transport and Dune Dynamics",
    description:
      "Wind shapes about a fifth of the Earth's deserts into sand seas and moves dust across oceans. Working from physical principles, the module treats the threshold and rate of sand transport, the controls on dune type and migration, dust emission and the loess deposits it leaves, and the measurement of dune change from satellite images.",
    level: "advanced",
    duration: "one semester, with a field week",
    plantedGap: "loess",
    modules: [
      {
        title: "Threshold and Flux",
        description: "Grain entrainment by wind and the cubic law that links sand flux to shear velocity.",
        lesson: {
          title: "Bagnold's threshold and transport equations",
          html: p(
            "Wind transports sand in three modes. Grains finer than about 0.07 mm can be lifted by turbulence and carried in suspension, sometimes for thousands of kilometres. Grains between about 0.07 and 0.5 mm move mainly by saltation, a sequence of ballistic hops typically less than a metre long and a few centimetres high, in which each grain rises steeply and strikes the bed at a low angle of 10 to 16 degrees. Those impacts splash other grains into short hops, called reptation, and push larger grains forward by surface creep. Saltation carries roughly three quarters of the mass in a typical sand-moving wind.",
            "What moves the grains is the shear stress τ exerted by the wind on the surface, usually expressed as the shear velocity u* = √(τ/ρ), where ρ is the air density. Because the velocity profile over a flat bed is logarithmic, u* is obtained from wind speeds measured at several heights, being the slope of velocity against the logarithm of height multiplied by von Kármán's constant, 0.4.",
            "Ralph Bagnold, in <i>The Physics of Blown Sand and Desert Dunes</i> (1941), gave the fluid threshold shear velocity for the onset of motion as u*t = A √(((ρs − ρ)/ρ) g d), where ρs is the grain density, d the grain diameter and A an empirical coefficient of about 0.1. For quartz sand of 0.25 mm (ρs = 2650 kg m⁻³, ρ = 1.22 kg m⁻³), u*t = 0.1 × √(2171 × 9.81 × 0.00025) ≈ 0.23 m s⁻¹. Once saltation has begun, grain impacts keep it going at a lower impact threshold, about 80 per cent of the fluid value, which produces hysteresis in transport.",
            "Bagnold's flux equation states that the mass transport rate per unit width is q = C √(d/D) (ρ/g) u*³, with D a reference diameter of 0.25 mm and C about 1.8 for naturally graded sand. At u* = 0.4 m s⁻¹ and d = D, q = 1.8 × (1.22/9.81) × 0.064 ≈ 0.014 kg m⁻¹ s⁻¹, or about 52 kg per metre width per hour. The cubic dependence is the key result: doubling the shear velocity increases flux roughly eightfold, so a few strong storms can move more sand than months of moderate wind. Later formulae, such as those of Kawamura (1951) and Lettau and Lettau (1978), add a threshold term so that flux falls to zero at u*t.",
          ),
        },
      },
      {
        title: "Dune Types and Migration",
        description:
          "Sand supply and the variability of wind direction together decide which dunes form and how fast they move.",
        lesson: {
          title: "Wind regime, sand supply and dune form",
          html:
            p(
              "Dune form depends chiefly on two controls: how much sand is available and how variable the direction of sand-moving wind is. Fryberger and Dean (1979) quantified the wind regime from weather records. The drift potential (DP) sums the potential sand transport from every wind above threshold, and the resultant drift potential (RDP) is the magnitude of their vector sum. The ratio RDP/DP measures directional variability, from near 1 for a wind that always blows one way to near 0 for winds that cancel.",
            ) +
            "<table><tr><th>Dune type</th><th>Wind regime</th><th>Sand supply</th><th>Form</th></tr><tr><td>Barchan</td><td>unidirectional (RDP/DP &gt; 0.8)</td><td>limited; bare ground between dunes</td><td>crescent with horns pointing downwind</td></tr><tr><td>Transverse ridge</td><td>unidirectional</td><td>abundant</td><td>long ridges at right angles to the wind, often barchanoid</td></tr><tr><td>Linear (seif)</td><td>bidirectional, often two seasonal winds at an obtuse angle</td><td>moderate</td><td>long ridges aligned with the resultant direction; may extend for tens of kilometres</td></tr><tr><td>Star</td><td>multidirectional (RDP/DP &lt; 0.3)</td><td>abundant</td><td>pyramidal, with radiating arms; the tallest dunes, over 300 m</td></tr></table>" +
            p(
              "Rubin and Hunter (1987) proposed a unifying rule: dunes orient themselves so that the gross bedform-normal transport is maximised, which explains why linear dunes under a bimodal wind lie oblique to both winds. More recent work by Courrech du Pont and colleagues distinguishes a bed-instability mode of growth from a fingering mode in which dunes elongate from a fixed source of sand.",
              "For a barchan, Bagnold's mass balance gives the migration rate c = Q/H, where Q is the volumetric sand flux over the crest per unit width and H the dune height. Small dunes therefore move fastest. With Q = 60 m³ per metre width per year, a 6 m barchan advances about 10 m a year and a 20 m barchan only 3 m. Because small barchans travel faster, they overtake larger ones, collide and exchange sand, a process observed in the barchan corridors of southern Morocco and Peru. Where migrating dunes threaten roads, pipelines or oases, this simple rate equation is the first estimate engineers make of the time available to act.",
            ),
        },
      },
      {
        title: "Measuring Dune Change from Space",
        description:
          "Image correlation and elevation differencing turn satellite archives into records of dune migration and sand flux.",
        lesson: {
          title: "Optical image correlation and DEM differencing",
          html: p(
            "Field surveys of dunes are slow and cover few sites, but decades of satellite images allow dune movement to be measured across entire sand seas. The most widely used approach is sub-pixel correlation of repeat optical images. Two orthorectified images of the same area, acquired months or years apart, are divided into small windows, and each window in the later image is correlated with the earlier one to find the displacement that best aligns them. The COSI-Corr software of Leprince and colleagues (2007), which works in the frequency domain, measures displacements to about one tenth of a pixel. With Sentinel-2 imagery at 10 m resolution, that means a precision near 1 m, so a year's migration of a barchan moving 10 to 30 m is resolved easily.",
            "Accuracy depends on careful preparation. The two images must be co-registered using stable features such as bedrock outcrops; differences in sun angle between acquisitions change shadow positions on slip faces and can produce spurious offsets, so images from the same season are preferred. Windows must be larger than the dunes' internal detail but smaller than the dunes themselves, commonly 32 by 32 or 64 by 64 pixels. Correlation fails over featureless sand sheets and where dunes change shape faster than they move.",
            "Displacement alone does not give sand flux. For that, dune heights are needed, obtained from digital elevation models (DEMs) derived from stereo satellite imagery, airborne lidar or drone photogrammetry. Multiplying the migration rate by the dune height gives the crest flux Q = cH, the inverse of the barchan relation, and summing across a dune field gives the regional sand budget. Repeat DEMs can also be differenced directly to map erosion on stoss slopes and deposition on lee faces.",
            "Studies using these methods in the Bodélé Depression of Chad, one of the windiest sand seas on Earth, have measured barchan migration rates exceeding 50 m a year. Such data test transport formulas against natural flux at scales no wind tunnel can reproduce.",
          ),
        },
      },
    ],
  },
  {
    slug: "funicular-railway-engineering",
    discipline: "Funicular engineering",
    title: "Funicular Railway Engineering",
    description:
      "Design of cable-hauled railways on steep gradients, from historic water-balance lines to modern automated systems. Topics are track layout with the Abt passing loop, haul-rope forces and drive sizing, braking and safety devices under EU Regulation 2016/424, and evacuation planning for cars stranded on the incline.",
    level: "advanced",
    duration: "one term (lectures and design project)",
    plantedGap: "evacuation",
    modules: [
      {
        title: "Layout and the Abt Passing Loop",
        description:
          "Two counterbalanced cars on one track pass each other halfway without a single moving part in the switch.",
        lesson: {
          title: "Single track, two cars, no moving points",
          html: p(
            "A funicular is a railway on which cars are hauled up and down a steep incline by a rope, rather than driven by their own motors. The classic arrangement is the counterbalanced pair: two cars are attached to opposite ends of a single haul rope that passes round a drive wheel, the bullwheel, at the top station. As one car climbs the other descends, so the weight of the cars cancels and the drive has to supply only the difference in load, friction and the imbalance of rope weight. Gradients on major funiculars exceed 50 per cent; the Stoosbahn in Switzerland, opened in 2017, climbs at up to 110 per cent.",
            "Two cars need either two tracks or a place to pass. Early lines used double track or three rails with a shared middle rail. The Swiss engineer Carl Roman Abt solved the problem elegantly with the passing loop named after him, first used on the Giessbachbahn above Lake Brienz in 1879. The line is single track except for a loop at its midpoint, where the cars must meet. The loop has no moving switch blades. Instead, each car has double-flanged wheels on one side and wide, flangeless wheels on the other, and the two cars are mirror images.",
            "At the loop, the double-flanged wheels of each car follow the outer rail of the loop and steer the car into its own track, one car always to the left and the other always to the right. The flat wheels on the opposite side run across the inner rails, rolling over the gaps where rails cross and where the haul rope must pass through the rail line. Because every train takes the same branch on every trip, nothing needs to move and nothing can be wrongly set. Rope guidance through the loop is provided by inclined and vertical rope sheaves placed so the rope does not foul the rail gaps.",
            "The Abt design places demanding constraints on the layout. The passing loop must sit exactly where the cars meet, at half the rope length, so the track profile, including curves, must be designed around it. A three-car system or cars that stop at intermediate stations asymmetrically require a different arrangement, such as independent haulage on parallel tracks.",
          ),
        },
      },
      {
        title: "Haul-Rope Forces and Drive Sizing",
        description:
          "We calculate rope tensions for a loaded car on a 40 per cent grade and check that a friction drive can transmit them.",
        lesson: {
          title: "A worked tension calculation",
          html:
            p(
              "The force in the haul rope attached to a car on an incline of angle α is the component of the car's weight along the track plus rolling resistance: T = m g (sin α ± f cos α), where f is the rolling resistance coefficient and the sign is positive for a car being pulled upward and negative for one held back as it descends. The design must also allow for acceleration, rope weight and rope friction on the sheaves.",
              "Consider a counterbalanced funicular on a uniform gradient of 40 per cent (tan α = 0.4, α = 21.8°, sin α = 0.371, cos α = 0.928). Each empty car has a mass of 15 t; the ascending car carries 100 passengers at 75 kg, making 22.5 t. Take f = 0.008.",
            ) +
            "<table><tr><th>Quantity</th><th>Ascending car</th><th>Descending car</th></tr><tr><td>Mass</td><td>22,500 kg</td><td>15,000 kg</td></tr><tr><td>Weight component along track</td><td>81.9 kN</td><td>54.6 kN</td></tr><tr><td>Rolling resistance</td><td>+1.6 kN</td><td>−1.1 kN</td></tr><tr><td>Rope tension</td><td>83.6 kN</td><td>53.6 kN</td></tr></table>" +
            p(
              "The bullwheel must provide the difference, about 30 kN, before accounting for rope weight. At a line speed of 8 m/s this is 240 kW of steady power; acceleration, drive efficiency and the worst-case loading, with the full car going up and an empty one coming down at the start of the trip when the rope imbalance is greatest, raise the installed motor rating substantially. On long, steep lines the haul rope itself may weigh several tonnes, and the weight of rope hanging on the descending side changes as the cars move. Some funiculars add a tail or counter rope connecting the cars underneath to even this out.",
              "A friction drive can transmit force only up to the limit set by the Euler–Eytelwein (capstan) equation, T₁/T₂ ≤ e^(μθ), where μ is the friction coefficient between rope and groove lining and θ the wrap angle. With a polymer-lined groove of μ = 0.2 and a wrap of 180° (θ = π), the limit is e^(0.628) ≈ 1.87. Our tension ratio of 83.6/53.6 = 1.56 is within it, but with little margin for braking loads, which is why many drives use a double-groove bullwheel with a deflection sheave to increase the wrap. Rope size then follows from the maximum tension and the minimum ratio of breaking force to working tension specified for haul ropes in the EN 12927 series of standards.",
            ),
        },
      },
      {
        title: "Brakes and Safety Devices",
        description:
          "Independent braking systems on the drive and on the cars, and the European legal framework that governs them.",
        lesson: {
          title: "Service, emergency and track brakes",
          html:
            p(
              "A funicular depends on its rope and its drive for control, so its safety case rests on brakes that act independently of both. In the European Union, funiculars carrying persons fall under Regulation (EU) 2016/424 on cableway installations, which replaced Directive 2000/9/EC and sets essential requirements for the installation, its subsystems and safety components, with conformity shown largely through the harmonised EN 12929, EN 1907 and EN 12927 standards. Each installation must have a safety analysis identifying hazards and the safety components that address them.",
              "A modern funicular normally has three levels of braking:",
            ) +
            "<ul><li><b>Service brake:</b> acts on the drive shaft or motor side and, together with electrical braking by the motor, stops the cars in normal operation at the stations.</li><li><b>Emergency or safety brake:</b> callipers acting directly on a brake ring on the bullwheel, independent of the gearbox, applied automatically on overspeed, power failure or a fault in the control system. It must hold the cars on the steepest section under the most unfavourable loading.</li><li><b>Track brakes on the cars:</b> spring-applied jaws that grip the head of the rail and are held open hydraulically. They are released only while the car is correctly connected to a rope under tension, and they apply automatically if the rope breaks, the rope tension drops or the car overspeeds.</li></ul>" +
            p(
              "Track brakes are the last line of defence and are tested regularly by deliberately triggering them, because a brake that is never applied can seize. Their design must limit deceleration to what standing passengers can tolerate, commonly around 5 m/s² as an upper bound, while still stopping a loaded car on the steepest gradient. On very steep lines that is a demanding combination.",
              "Supervision completes the picture. Rope position encoders on the bullwheel are compared with independent sensors along the track, so that a discrepancy between where the control system believes the cars are and where they actually are stops the system. Station approaches have overspeed and overrun monitoring with buffers at the track ends. The Kaprun disaster of 2000, in which 155 people died when a fire broke out in an ascending train in a tunnel, drove major changes in fire safety requirements for funiculars, including materials, detection and escape routes.",
            ),
        },
      },
    ],
  },
  {
    slug: "low-vision-rehabilitation-clinical",
    discipline: "Low vision rehabilitation",
    title: "Clinical Low Vision Rehabilitation",
    description:
      "Optometrists and orthoptists managing permanent sight loss need more than a prescription. This module deals with measuring vision at low levels, calculating and prescribing magnification, eccentric viewing and field loss rehabilitation, and the visual standards for driving.",
    level: "advanced",
    duration: "one semester (lectures and supervised clinics)",
    plantedGap: "driving",
    modules: [
      {
        title: "Assessing Vision at Low Levels",
        description:
          "Charts that go low enough, the arithmetic of logMAR, and tests of contrast and reading that predict function.",
        lesson: {
          title: "ETDRS, contrast sensitivity and reading speed",
          html: p(
            "Snellen charts were designed to distinguish normal from near-normal vision and are poorly suited to low vision: they have few letters at the large sizes, irregular steps between lines, and no standard way of scoring partial lines. Low vision assessment therefore uses logMAR charts of the ETDRS type, devised for the Early Treatment Diabetic Retinopathy Study from the Bailey-Lovie design. Each line has five letters of equal legibility, spacing between letters and lines is proportional to letter size, and letter size decreases in equal steps of 0.1 log units, so every line is about 1.26 times smaller than the line above.",
            "Scoring is by letter. Each letter is worth 0.02 log units, so a patient who reads the whole 1.0 line and three letters of the 0.9 line scores 1.0 − 0.06 = 0.94. The standard test distance is 4 m, and in low vision clinics the chart is brought closer to measure lower acuities. Because halving the distance doubles the angle a letter subtends, a correction of log₁₀(4/d) is added: at 1 m the correction is +0.60, so a score of 0.94 at 1 m is 1.54 logMAR at 4 m, equivalent to about 6/208 Snellen. Recording the actual test distance and letter score avoids the crude 'counts fingers' category.",
            "Acuity alone predicts function poorly. Contrast sensitivity is measured with the Pelli-Robson chart, which presents triplets of large letters whose contrast falls by 0.15 log units from one triplet to the next. Normal young adults score about 1.65 to 1.95 log contrast sensitivity; scores below about 1.5 are associated with difficulty recognising faces and detecting steps and kerbs, and values near 1.0 with marked disability.",
            "Reading is assessed with continuous-text charts such as MNREAD, which measures reading speed across print sizes. From the results the clinician identifies the maximum reading speed, the reading acuity, and the critical print size, the smallest print at which reading is still at maximum speed. Fluent reading needs print about twice the threshold size, an acuity reserve of 2:1, so the critical print size rather than the threshold is the target for magnification.",
          ),
        },
      },
      {
        title: "Prescribing Magnification",
        description:
          "How much magnification a patient needs, and how that figure translates into a spectacle add, a hand magnifier or a stand magnifier.",
        lesson: {
          title: "From required print size to a device",
          html:
            p(
              "Magnification can be produced in four ways: by enlarging the object (large print), by bringing it closer (relative distance magnification), by optical devices that form an enlarged image, and by electronic devices that enlarge it on a screen. For near tasks, optical magnification is usually expressed as equivalent power, because this single figure allows different devices to be compared.",
              "A quick starting estimate is Kestenbaum's rule: the reciprocal of the Snellen distance acuity gives the dioptric power needed to read 1M print, roughly the size of newspaper text. A patient with 6/60 vision needs about 60/6 = +10.00 D, so the working distance is 1/10 m = 10 cm. For smaller target print, or to provide an acuity reserve, the power is increased proportionally. A better method uses the measured critical print size: if the patient's critical print size at 25 cm is 4M and the goal is to read 1M print fluently, the required magnification is 4, corresponding to an equivalent power of 4 × 4 = +16.00 D with the conventional reference distance of 25 cm (M = F/4).",
            ) +
            "<table><tr><th>Device</th><th>Advantages</th><th>Limitations</th></tr><tr><td>Spectacle magnifier (high reading add)</td><td>hands free; widest field at a given power</td><td>very close working distance; binocular use only up to about +10 D with base-in prisms</td></tr><tr><td>Hand magnifier</td><td>portable, cheap, flexible distance</td><td>needs steady hand; field shrinks as eye moves away</td></tr><tr><td>Stand magnifier</td><td>fixed focus suits tremor; often illuminated</td><td>must be used with a reading add or accommodation, as image is at a finite distance</td></tr><tr><td>Electronic magnifier (video magnifier)</td><td>high magnification, contrast reversal, adjustable colours</td><td>cost, size, need for training</td></tr></table>" +
            p(
              "Whatever the device, illumination is part of the prescription. Many patients with macular disease read markedly better with a task lamp positioned close to the page, and contrast enhancement can reduce the magnification needed. Training is essential: a correctly calculated magnifier that the patient cannot hold at the right distance will end up in a drawer.",
            ),
        },
      },
      {
        title: "Eccentric Viewing and Field Loss",
        description:
          "When central vision is lost to macular disease or half the visual field to a stroke, the patient must learn to use the vision that remains.",
        lesson: {
          title: "Preferred retinal loci and hemianopia rehabilitation",
          html: p(
            "Age-related macular degeneration and other macular diseases destroy the fovea and surrounding retina, leaving a central scotoma. Patients cannot see what they look at directly and, often without realising it, develop a preferred retinal locus (PRL), an area of healthy peripheral retina that they use in place of the fovea. Many patients spontaneously adopt a PRL to the left of or below the scotoma in visual field terms, but the locus they choose is not always the most useful: a PRL to the right of the scotoma in the field hides the upcoming words when reading left to right.",
            "Eccentric viewing training teaches patients to use a PRL consistently. A common clinical approach uses a clock-face target: the patient fixates the centre, notices that it disappears or distorts, and moves the gaze in different directions until the target is seen most clearly, practising until that direction becomes habitual. A second technique, steady eye strategy, teaches the patient to hold the eye still and move the text through the seeing area. Microperimetry, which projects stimuli onto the retina while imaging it, maps the scotoma and the PRL directly and can be used to train fixation at a chosen locus with biofeedback. Trials show gains in reading speed, although the size of the effect varies widely between patients.",
            "Homonymous hemianopia, loss of the same half of the visual field in both eyes, usually follows a stroke affecting the occipital lobe or optic radiations. Spontaneous recovery occurs mostly within the first three months. Patients bump into obstacles on the blind side, lose their place when reading, and miss the start or end of lines. Compensatory scanning training is the best supported intervention: patients practise systematic, large saccades into the blind field, using computer tasks or structured exercises, and reading training, such as the online Read-Right programme for right-sided loss, improves text navigation.",
            "Optical field expansion is a second approach. Peli prisms are Fresnel prism segments of 40 or 57 prism dioptres fitted to the upper and lower parts of one spectacle lens, base towards the blind side. They shift images from the blind field onto the seeing retina, expanding the field by roughly 20 to 30 degrees, and are used mainly to improve safety when walking.",
          ),
        },
      },
    ],
  },
  {
    slug: "blockchain-and-crypto-asset-law",
    discipline: "Blockchain law",
    title: "Blockchain and Crypto-Asset Law",
    description:
      "Private law and financial regulation both struggled to classify assets that exist only as entries on a distributed ledger. This LLM option analyses crypto-assets as property in English law, smart contracts and mistake, the EU's Markets in Crypto-Assets Regulation, and the tension between immutable ledgers and data protection law.",
    level: "advanced",
    duration: "one semester (weekly two-hour seminar)",
    plantedGap: "data protection",
    modules: [
      {
        title: "Crypto-Assets as Property",
        description:
          "English law has moved from doubt to settled acceptance that crypto-assets can be owned, and towards a third category of personal property.",
        lesson: {
          title: "From the UKJT statement to a third category",
          html: p(
            "English law traditionally divided personal property into things in possession, such as goods, and things in action, such as debts, which can be enforced only by legal action. A crypto-asset fits neither easily: it cannot be physically possessed, and a bitcoin is not a claim against anyone. The dictum in <i>Colonial Bank v Whinney</i> (1885) that all personal things are either in possession or in action was long thought to exclude a third category, and Lord Wilberforce's test in <i>National Provincial Bank v Ainsworth</i> [1965] demanded that property be definable, identifiable by third parties, capable of assumption by third parties and having some degree of permanence or stability.",
            "In November 2019 the UK Jurisdiction Taskforce, chaired by Sir Geoffrey Vos, published its Legal Statement on Cryptoassets and Smart Contracts. It concluded that crypto-assets have all the indicia of property under the <i>Ainsworth</i> test and that the Whinney dichotomy does not prevent them from being property. The High Court adopted this reasoning within weeks. In <i>AA v Persons Unknown</i> [2019] EWHC 3556 (Comm), Bryan J granted a proprietary injunction over bitcoin paid as a ransom after a ransomware attack on an insurer's client, holding that bitcoin was property capable of being the subject of such an injunction. Later cases extended the approach to non-fungible tokens, as in <i>Osbourne v Persons Unknown</i> [2022] EWHC 1021 (Comm), and to claims against exchanges holding traced assets.",
            "The Law Commission's report on digital assets (June 2023) recommended legislation confirming that a thing may attract personal property rights even if it is neither a thing in possession nor a thing in action, leaving the courts to develop the details of this third category, such as how control substitutes for possession. A bill to that effect was introduced to Parliament in 2024.",
            "Property status matters in practice because it determines remedies and insolvency outcomes. If a customer's crypto-assets are held on trust by an exchange, they are outside the exchange's estate when it fails; if the customer has only a contractual claim, it ranks as an unsecured creditor. The contractual terms and the exchange's record-keeping therefore decide who bears the loss.",
          ),
        },
      },
      {
        title: "Smart Contracts and Mistake",
        description:
          "Code can form or perform a contract, but who knows what when an algorithm trades at an absurd price?",
        lesson: {
          title: "Quoine v B2C2 and the programmer's knowledge",
          html: p(
            "A smart contract is software that executes automatically when specified conditions are met, often on a blockchain. Lawyers distinguish between code that merely performs an agreement made in the ordinary way and a smart legal contract, in which some or all of the terms are defined in or performed by code. Both the UK Jurisdiction Taskforce (2019) and the Law Commission's advice to government on smart legal contracts (November 2021) concluded that the existing common law can accommodate them: offer, acceptance, consideration and intention to create legal relations can all be found, and code can be interpreted, although the meaning of code will often require expert evidence.",
            "The hardest questions arise when code does what it was programmed to do but produces a result no human intended. The leading authority is the Singapore decision in <i>Quoine Pte Ltd v B2C2 Ltd</i> [2020] SGCA(I) 02. B2C2, a market maker, ran an algorithm that placed orders on Quoine's exchange, including deep out-of-the-money orders as a safeguard against abnormal conditions. After a configuration error at Quoine, its platform's margin-call process bought ether for bitcoin on behalf of two customers at B2C2's safeguard price of about 10 BTC per ETH, some 250 times the market rate. Quoine cancelled the trades, and B2C2 sued for breach of contract.",
            "Quoine argued that the contracts were void for unilateral mistake. At common law, a contract is void if one party knows that the other is mistaken about a fundamental term. But no human at B2C2 knew of the trades when they were made. The majority of the Court of Appeal held that in the case of deterministic algorithms, which do only what they are programmed to do, the relevant knowledge is that of the programmer at the time of programming and up to the formation of the contract. B2C2's programmer had not anticipated the error and had no actual or constructive knowledge of any mistake, so the contracts stood and Quoine was liable. Lord Mance dissented, considering that a reasonable trader would have recognised that the prices could only result from a major error.",
            "The approach leaves open how the law should treat non-deterministic systems, such as machine-learning models, whose outputs their programmers cannot predict.",
          ),
        },
      },
      {
        title: "MiCA: Regulating Issuers and Service Providers",
        description:
          "The EU's Markets in Crypto-Assets Regulation sorts crypto-assets into three classes and licenses those who deal in them.",
        lesson: {
          title: "Token categories, white papers and CASP authorisation",
          html:
            p(
              "Regulation (EU) 2023/1114 on markets in crypto-assets, known as MiCA, is the first comprehensive regime for crypto-assets that fall outside existing EU financial services law. It does not apply to crypto-assets that qualify as financial instruments under MiFID II, which remain subject to securities law, or to crypto-assets that are unique and not fungible with others. Its rules on stablecoins applied from 30 June 2024 and the remainder from 30 December 2024, with transitional arrangements allowing existing providers to continue under national law until 1 July 2026 at the latest.",
            ) +
            "<table><tr><th>Category</th><th>Definition</th><th>Main obligations</th></tr><tr><td>E-money token (EMT)</td><td>maintains a stable value by referencing one official currency</td><td>issuer must be a credit institution or e-money institution; holders have a right of redemption at par at any time; no interest</td></tr><tr><td>Asset-referenced token (ART)</td><td>maintains a stable value by referencing another value or right, or a combination, including several currencies</td><td>issuer authorised by a national authority; reserve of assets, custody and redemption rules; no interest</td></tr><tr><td>Other crypto-assets</td><td>everything else in scope, including utility tokens</td><td>crypto-asset white paper notified to the authority before an offer to the public or admission to trading; marketing rules</td></tr></table>" +
            p(
              "ARTs and EMTs judged significant, by criteria such as number of holders, market capitalisation and transaction volume, are supervised by the European Banking Authority and face higher capital and liquidity requirements.",
              "The second pillar regulates crypto-asset service providers (CASPs), a category covering custody, operating trading platforms, exchange of crypto-assets for funds or other crypto-assets, execution and transmission of orders, placing, advice, portfolio management and transfer services. A CASP must be authorised in one member state, after which it can passport its services across the Union. Authorisation brings prudential capital requirements, governance and fit-and-proper rules, segregation of clients' crypto-assets, complaints handling and conflicts-of-interest policies. Title VI adds a market-abuse regime prohibiting insider dealing, unlawful disclosure of inside information and market manipulation in crypto-assets. Together with the recast Transfer of Funds Regulation, which extends the 'travel rule' to crypto-asset transfers, MiCA brings crypto markets much closer to the supervisory model used for conventional finance.",
            ),
        },
      },
    ],
  },
];
