/** Thirty-second held-out evaluation courses, advanced level (type systems to forensic odontology); see ai-courses-heldout32.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT32_C: EvalCourse[] = [
  {
    slug: "type-systems-soundness-polymorphism-subtyping",
    discipline: "Type systems",
    title: "Type Systems: Soundness, Polymorphism and Subtyping",
    description:
      "Static types promise that well-typed programs do not go wrong, and this graduate module makes that promise precise. It proves type soundness for the simply typed lambda calculus by progress and preservation, then studies parametric polymorphism in System F, subtyping and variance, and dependent types as found in Agda and Coq.",
    level: "advanced",
    duration: "one semester (14 weeks, 3 hours a week)",
    plantedGap: "dependent types",
    modules: [
      {
        title: "Soundness of the Simply Typed Lambda Calculus",
        description:
          "We state the typing rules of the simply typed lambda calculus and prove soundness in the syntactic style of Wright and Felleisen.",
        lesson: {
          title: "Progress and preservation",
          html:
            p(
              "The simply typed lambda calculus (STLC), introduced by Alonzo Church in 1940, has types T ::= Bool | T → T and terms consisting of variables, abstractions λx:T. t, applications t t, the constants true and false, and a conditional. A typing judgement Γ ⊢ t : T says that term t has type T under a context Γ assigning types to free variables. The key rules are:",
            ) +
            "<ul><li>T-Var: if x:T ∈ Γ then Γ ⊢ x : T.</li><li>T-Abs: if Γ, x:T<sub>1</sub> ⊢ t : T<sub>2</sub> then Γ ⊢ λx:T<sub>1</sub>. t : T<sub>1</sub> → T<sub>2</sub>.</li><li>T-App: if Γ ⊢ t<sub>1</sub> : T<sub>1</sub> → T<sub>2</sub> and Γ ⊢ t<sub>2</sub> : T<sub>1</sub> then Γ ⊢ t<sub>1</sub> t<sub>2</sub> : T<sub>2</sub>.</li><li>T-If: if the guard has type Bool and both branches have type T, the conditional has type T.</li></ul>" +
            p(
              "Evaluation is call-by-value small-step reduction, with the central rule (λx:T. t) v → [x ↦ v] t, substituting the value v for x. A term is stuck if it is not a value and cannot take a step, for example true false or if λx:Bool. x then true else false. Soundness means that well-typed terms never become stuck.",
              "Following Wright and Felleisen (1994), soundness is proved as two theorems. <b>Progress</b>: if ⊢ t : T in the empty context, then either t is a value or there is some t′ with t → t′. The proof is by induction on the typing derivation and relies on a canonical forms lemma: a closed value of type Bool is true or false, and a closed value of type T<sub>1</sub> → T<sub>2</sub> is an abstraction. <b>Preservation</b>: if Γ ⊢ t : T and t → t′, then Γ ⊢ t′ : T. Its proof, by induction on the derivation, needs the substitution lemma: if Γ, x:S ⊢ t : T and Γ ⊢ s : S, then Γ ⊢ [x ↦ s] t : T. Together, by induction on the number of steps, a closed well-typed term either evaluates to a value of its type or runs forever, and in the pure STLC it cannot run forever, since the calculus is strongly normalising, a fact proved by William Tait's method of reducibility, the first use of what are now called logical relations.",
            ),
        },
      },
      {
        title: "System F and Parametricity",
        description:
          "Abstraction over types gives polymorphism, and with it strong guarantees about what polymorphic functions can do.",
        lesson: {
          title: "Type abstraction and free theorems",
          html: p(
            "System F, the polymorphic lambda calculus, was discovered independently by Jean-Yves Girard in 1972, in proof theory, and by John Reynolds in 1974, in programming languages. It extends the STLC with type variables X, universal types ∀X. T, type abstraction ΛX. t and type application t [T]. The polymorphic identity function is ΛX. λx:X. x, of type ∀X. X → X, and can be instantiated at any type: applied to [Bool] it becomes λx:Bool. x. The typing rule for type abstraction requires that X not occur free in the context, and type application substitutes: if t : ∀X. T then t [S] : [X ↦ S] T. Progress and preservation extend to System F without difficulty, and Girard proved that it is still strongly normalising, which makes it impossible to write a general fixed-point combinator in it.",
            "System F is expressive. Church encodings give data types: the booleans are ∀X. X → X → X, the natural numbers ∀X. (X → X) → X → X, and lists similarly. But full type inference for System F is undecidable, as Joe Wells proved in 1994. Languages in the ML family therefore use the Hindley–Milner restriction, in which quantifiers appear only at the outside of types and polymorphism is introduced only at let-bindings. Algorithm W (Damas and Milner, 1982) then infers principal types. Haskell's RankNTypes extension admits higher-rank types but requires annotations.",
            "Reynolds's abstraction theorem of 1983 shows that polymorphic functions behave uniformly: a function of type ∀X. T must act in the same way for every instantiation, because it cannot inspect its type argument. Philip Wadler's 'Theorems for free!' (1989) derived practical consequences. Any function r : ∀X. List X → List X satisfies map f ∘ r = r ∘ map f for every f, so it can only rearrange, drop or duplicate elements by position. The only total function of type ∀X. X → X is the identity. Parametricity fails in languages with runtime type tests, such as Java's instanceof, or with general recursion and seq, which is why such free theorems need side conditions in Haskell.",
          ),
        },
      },
      {
        title: "Subtyping and Variance",
        description:
          "Subsumption lets a value of one type be used where another is expected; getting variance right is what keeps it sound.",
        lesson: {
          title: "Subsumption, records and functions",
          html:
            p(
              "Subtyping introduces a relation S &lt;: T, read 'S is a subtype of T', with the principle of safe substitution: a value of type S may be used wherever a T is expected. This is captured by the subsumption rule: if Γ ⊢ t : S and S &lt;: T then Γ ⊢ t : T. The relation is reflexive and transitive, and is defined structurally on each type constructor. For records there are three rules: width subtyping, by which a record with more fields is a subtype of one with fewer; depth subtyping, by which the type of each field may be replaced by a subtype; and permutation of fields.",
              "Function types are where intuition fails. The rule S-Arrow states that T<sub>1</sub> → T<sub>2</sub> &lt;: S<sub>1</sub> → S<sub>2</sub> if S<sub>1</sub> &lt;: T<sub>1</sub> and T<sub>2</sub> &lt;: S<sub>2</sub>. The arrow is covariant in its result but contravariant in its argument: a function that accepts any animal can safely stand in for one that accepts only cats, but not the other way round.",
            ) +
            "<table><tr><th>Constructor</th><th>Variance</th><th>Reason</th></tr><tr><td>Record field (read only)</td><td>Covariant</td><td>Values are only read out</td></tr><tr><td>Function argument</td><td>Contravariant</td><td>Values flow in</td></tr><tr><td>Function result</td><td>Covariant</td><td>Values flow out</td></tr><tr><td>Mutable reference or array</td><td>Invariant</td><td>Values flow both in and out</td></tr></table>" +
            p(
              "Java and C# made arrays covariant, so String[] is a subtype of Object[]. This is unsound statically: storing an Integer into an Object[] that is really a String[] is well typed, and Java must check every array store at run time, throwing ArrayStoreException. Generic types in Java are invariant, and use-site wildcards such as List&lt;? extends Number&gt; restore covariance for reading. Scala and Kotlin declare variance at the definition site with + and out annotations, and the compiler checks that a covariant type parameter occurs only in output positions. TypeScript, for reasons of convenience, checks method parameters bivariantly, accepting some unsound programs. Algorithmically, subsumption is not syntax-directed, so practical checkers fold it into the application rule and compute joins for conditionals.",
            ),
        },
      },
    ],
  },
  {
    slug: "glacial-geomorphology-erosion-bedforms-rebound",
    discipline: "Glacial geomorphology",
    title: "Glacial Geomorphology: Processes, Landforms and Rebound",
    description:
      "Much of the landscape of northern Europe and North America was shaped beneath ice sheets that vanished only 10,000 to 20,000 years ago. This final-year option analyses subglacial abrasion and quarrying, the formation of drumlins and eskers, glacial isostatic adjustment, and cosmogenic nuclide exposure dating of glacial landforms.",
    level: "advanced",
    duration: "one semester (10 weeks, with a field weekend)",
    plantedGap: "cosmogenic",
    modules: [
      {
        title: "Abrasion and Quarrying",
        description:
          "Two processes erode bedrock beneath sliding ice, and both depend on the basal thermal regime and water pressure.",
        lesson: {
          title: "How sliding ice erodes its bed",
          html: p(
            "Glaciers erode bedrock only where their base is at the pressure melting point and the ice slides over its bed. Cold-based ice, frozen to the bed, does little erosion and can preserve older landscapes beneath it. Where sliding occurs, two processes dominate: abrasion, the scratching and polishing of rock by debris held in the basal ice, and quarrying (also called plucking), the removal of blocks bounded by fractures.",
            "Geoffrey Boulton's model of 1974 made abrasion rate depend on the effective normal pressure pressing debris against the bed. Abrasion rises with pressure up to a point, but at high pressures friction stops particles moving and they lodge, so abrasion falls. Bernard Hallet argued in 1979 that the contact force of a particle is set not by the weight of overlying ice, since ice flows around particles like a viscous fluid, but by the rate at which ice moves towards the bed, through basal melting and flow around obstacles. In Hallet's model, abrasion increases with debris concentration up to the point where particles shield each other, and with sliding velocity. The products are striations, polished surfaces and fine rock flour that colours meltwater streams.",
            "Quarrying is generally the more effective of the two. Where ice slides over a bedrock bump, pressure is high on the upstream (stoss) side and low in the lee, where a water-filled cavity may open. Stress concentrated at the edge of the cavity propagates fractures, and blocks are then entrained. Neal Iverson and Hallet showed that fluctuations in subglacial water pressure are crucial: falling water pressure increases the stress contrast on the bed and drives crack growth. The characteristic landform is the roche moutonnée, smoothed and striated on the stoss side and steep and jagged in the lee.",
            "Measured rates of glacial erosion span several orders of magnitude. Sediment yields from basins imply rates of less than 0.1 mm per year for polar glaciers, about 1 mm per year for temperate valley glaciers in the Alps and Norway, and 10 mm per year or more for fast tidewater glaciers in south-east Alaska, among the highest erosion rates on Earth.",
          ),
        },
      },
      {
        title: "Drumlins and Eskers",
        description:
          "Two of the most studied subglacial landforms, one moulded by ice and one built by water, each with competing explanations.",
        lesson: {
          title: "Streamlined bedforms and channel fills",
          html:
            p(
              "Drumlins are streamlined hills elongated parallel to former ice flow, often described as inverted spoons, with a blunt, steeper stoss end facing up-ice. They occur in fields of hundreds or thousands, as in the Eden Valley and around Clew Bay in Ireland. Chris Clark and colleagues mapped about 37,000 drumlins in Britain (2009) and found lengths mostly of 250 to 1,000 m, with a mean near 630 m, and a mean elongation ratio (length to width) of about 2.9. They belong to a continuum of subglacial bedforms, from ribbed moraine transverse to flow, through drumlins, to mega-scale glacial lineations tens of kilometres long, which record the fast flow of palaeo-ice streams.",
            ) +
            "<table><tr><th>Hypothesis</th><th>Mechanism</th><th>Main proponents</th></tr><tr><td>Deforming bed</td><td>Saturated till deforms and is moulded around stiffer cores</td><td>Boulton and Hindmarsh (1987)</td></tr><tr><td>Meltwater flood</td><td>Sheet floods erode cavities in ice that are filled, or erode the bed directly</td><td>John Shaw (1980s onwards)</td></tr><tr><td>Instability</td><td>Coupled flow of ice, till and water spontaneously forms regular relief</td><td>Hindmarsh; Fowler; Stokes and others</td></tr></table>" +
            p(
              "Eskers are long, sinuous ridges of sorted sand and gravel deposited by meltwater flowing in channels within or beneath the ice. Subglacial channels incised upward into the ice, R-channels as described by Hans Röthlisberger in 1972, are kept open by melting from the heat of flowing water and closed by ice creep. Water in them moves under pressure, down the gradient of hydraulic potential, which depends about ten times more on the slope of the ice surface than on the slope of the bed, as Ronald Shreve showed in 1972. That is why eskers can run uphill over ridges for short distances. Large esker systems on the Canadian Shield and in Finland run for hundreds of kilometres roughly parallel to the direction of ice retreat, and their beaded form, with wider fans at intervals, records pulses of deposition at a retreating margin.",
            ),
        },
      },
      {
        title: "Glacial Isostatic Adjustment",
        description:
          "The solid Earth is still responding to the loss of the last ice sheets, and measuring that response tells us about the mantle.",
        lesson: {
          title: "Depression, rebound and forebulge",
          html: p(
            "An ice sheet 3 km thick exerts a pressure of about 27 MPa on the crust, and the lithosphere sinks under it as mantle rock flows slowly outwards. At isostatic equilibrium the depression is roughly the ice thickness multiplied by the ratio of ice to mantle density, about 0.9/3.3, so a 3 km ice sheet depresses its bed by around 800 m. Beyond the ice margin the displaced mantle raises a peripheral forebulge. When the ice melts, the process reverses: the formerly glaciated area rises and the forebulge subsides. This response, still continuing, is called glacial isostatic adjustment (GIA).",
            "Rebound is partly immediate, from the elastic lithosphere, and partly delayed, because mantle flow is viscous. The classic estimate of upper mantle viscosity, about 10<sup>21</sup> Pa s, was made by Norman Haskell in 1935 from the uplift of Fennoscandia. Present uplift rates there reach about 9 to 10 mm per year around the northern Gulf of Bothnia, and in Hudson Bay uplift exceeds 10 mm per year. At the High Coast of Sweden the highest post-glacial shoreline stands about 286 m above present sea level. In Britain, Scotland is rising by 1 to 2 mm per year while southern England, on the collapsing forebulge of the British–Irish and Scandinavian ice, is sinking by about 1 mm per year, adding to the sea-level rise experienced along its coasts.",
            "The evidence for GIA comes from raised beaches and isolation basins, from which relative sea-level curves are constructed, from tide-gauge records and, since the 1990s, from continuous GPS, which measures vertical and horizontal motion directly. The GRACE satellites detected the gravity change as mass is restored beneath Hudson Bay. Global models such as Richard Peltier's ICE-6G combine an ice history with an Earth model of layered viscosity and are tuned to fit these observations. They matter well beyond geomorphology, because the GIA signal must be removed from satellite gravity and altimetry data before present ice loss and ocean mass change can be estimated.",
          ),
        },
      },
    ],
  },
  {
    slug: "traction-lift-engineering-en81",
    discipline: "Elevator engineering",
    title: "Traction Lift Engineering",
    description:
      "Passenger lifts are among the most heavily regulated machines in a building, and their design balances traction, safety and capacity. This module for building services engineers covers rope traction and the Euler–Eytelwein limit, safety gear and overspeed governors under EN 81-20, up-peak traffic analysis by round-trip time, and destination dispatch control.",
    level: "advanced",
    duration: "one semester (12 weeks, lectures and design project)",
    plantedGap: "destination dispatch",
    modules: [
      {
        title: "Rope Traction",
        description:
          "A traction lift stays put because of friction between ropes and sheave; this module quantifies the margin.",
        lesson: {
          title: "The Euler–Eytelwein condition",
          html:
            p(
              "In a traction lift, steel wire ropes pass over a grooved drive sheave, with the car on one side and a counterweight on the other. The motor does not lift the whole car; it supplies the difference in weight between the two sides and drives the ropes by friction. The counterweight is usually sized to balance the car plus 40 to 50 per cent of the rated load, so the motor works least at average loads.",
              "The ropes transmit force only if they do not slip. For a rope wrapped around a sheave through an angle α (in radians) with an effective friction coefficient f, the ratio of the larger to the smaller rope tension cannot exceed the limit given by the capstan equation of Euler and Eytelwein:",
            ) +
            "<p><b>T<sub>1</sub> / T<sub>2</sub> ≤ e<sup>fα</sup></b></p>" +
            p(
              "EN 81-20 requires this to be satisfied for car loading, for emergency braking and, conversely, requires that the ropes slip if the car or counterweight is stalled, so that the machine cannot haul one of them into the overhead. Consider a car of 1,000 kg, a rated load of 800 kg and a counterweight of 1,400 kg (car plus 50 per cent). With the full car at the bottom, the static ratio is 1,800/1,400 ≈ 1.29; with the empty car at the top it is 1,400/1,000 = 1.40. For single wrap over 180°, α = π, so the empty condition needs f ≥ ln(1.40)/π ≈ 0.107. Acceleration, rope weight and the 125 per cent overload test raise the required value further.",
              "The effective friction factor depends on the groove. A semicircular U groove gives high rope life but little traction. A V groove, or a U groove with an undercut at the bottom, wedges the rope and multiplies the equivalent friction coefficient, at the cost of greater rope and groove wear. Designers can also increase α with double wrap, where the ropes pass round a secondary sheave and back over the drive sheave, giving up to about 330° of contact. Roping ratio affects loads: with 2:1 roping, the car hangs from a pulley, the rope tension halves and the rope speed is twice the car speed, which allows smaller, faster machines.",
            ),
        },
      },
      {
        title: "Safety Gear and Overspeed Governors",
        description:
          "The device Elisha Otis demonstrated in 1854 survives in modern form as the safety gear, triggered by an independent governor.",
        lesson: {
          title: "Stopping a car that is going too fast",
          html: p(
            "At the New York Crystal Palace exhibition in 1854, Elisha Otis stood on a hoisting platform and had its rope cut; a spring-loaded mechanism engaged notched guide rails and the platform stopped. Every modern traction lift still carries a safety gear on the car frame that grips the guide rails if the car overspeeds downwards, whatever the state of the ropes and machine. EN 81-20:2020, which with its companion test standard EN 81-50 replaced EN 81-1 in Europe, sets the rules.",
            "Two types of safety gear exist. Instantaneous safety gear grips almost immediately, with rollers or wedges, and is permitted only where the rated speed does not exceed 0.63 m/s. Above that speed the gear must be progressive: the wedges are pressed against the rails by springs, so that the car decelerates over a distance. With rated load in free fall, the average deceleration must lie between 0.2 g<sub>n</sub> and 1 g<sub>n</sub>, a compromise between stopping distance and the forces on passengers.",
            "The safety gear is actuated by an overspeed governor, a centrifugal device driven by its own rope looped from the car over a pulley in the machinery space and round a tensioned pulley in the pit. When the car exceeds the tripping speed, flyweights swing out, the governor grips its rope, and the rope, held still while the car continues, pulls the linkage that applies the safety gear. A switch on the governor opens the safety circuit and stops the machine first. The governor must trip at no less than 115 per cent of rated speed, and for progressive gear at rated speeds above 1 m/s at no more than 1.25 v + 0.25/v m/s. For a 2.5 m/s lift this upper limit is 1.25 × 2.5 + 0.25/2.5 = 3.225 m/s.",
            "Modern standards add protection the Otis device did not address: ascending car overspeed protection, often by braking the sheave or by rope grippers, and unintended car movement protection, which stops a car that moves away from a floor with its doors open, a hazard that caused fatal accidents before it was required from 2012.",
          ),
        },
      },
      {
        title: "Up-Peak Traffic Analysis",
        description:
          "How many lifts, of what size and speed, does an office building need? Round-trip time gives the classical answer.",
        lesson: {
          title: "Round-trip time and handling capacity",
          html:
            p(
              "The classical method of lift traffic design, set out in CIBSE Guide D, analyses the morning up-peak, when passengers arrive at the main entrance and travel to upper floors. A car loads P passengers at the ground floor, makes S probable stops above, reaches a highest reversal floor H, and returns express. With N floors served above the main terminal and equal populations on each floor, the probable values are:",
            ) +
            "<ul><li>S = N [1 − (1 − 1/N)<sup>P</sup>]</li><li>H = N − Σ<sub>i=1</sub><sup>N−1</sup> (i/N)<sup>P</sup></li><li>RTT = 2 H t<sub>v</sub> + (S + 1) t<sub>s</sub> + 2 P t<sub>p</sub></li></ul>" +
            p(
              "Here t<sub>v</sub> is the time to travel one floor at rated speed, t<sub>s</sub> the time lost at each stop (acceleration, deceleration, door opening and closing) and t<sub>p</sub> the time for one passenger to enter or leave. Take a building with N = 12 floors above the lobby, 3.5 m between floors, 16-person cars loaded to 80 per cent (P = 12), rated speed 2.5 m/s (t<sub>v</sub> = 1.4 s), t<sub>s</sub> = 10 s and t<sub>p</sub> = 1.2 s. Then S = 12 [1 − (11/12)<sup>12</sup>] ≈ 7.8 and H ≈ 11.5. The round-trip time is 2 × 11.5 × 1.4 + 8.8 × 10 + 2 × 12 × 1.2 ≈ 32.2 + 87.8 + 28.8 ≈ 149 s.",
              "The five-minute handling capacity of one car is 300 P / RTT = 300 × 12 / 149 ≈ 24 persons. A group of four cars therefore moves about 97 persons in five minutes, with an average interval between departures of 149/4 ≈ 37 s. If each floor holds 80 people, the building population is 960 and the group handles about 10 per cent of it in five minutes. Office design guidance has typically asked for 12 to 15 per cent and an interval below 30 s, so this design needs a fifth car, larger cars or fewer stops per trip, for example by zoning the building into low-rise and high-rise groups. Note that stop time dominates the round trip: increasing rated speed to 4 m/s would shorten it by only about 12 s.",
            ),
        },
      },
    ],
  },
  {
    slug: "disability-discrimination-equality-act-2010",
    discipline: "Disability discrimination law",
    title: "Disability Discrimination under the Equality Act 2010",
    description:
      "LLM module in employment and equality law, taking the disability provisions of the Equality Act 2010 section by section. It analyses the statutory definition of disability, discrimination arising from disability under section 15, the duty to make reasonable adjustments, and the time limits for bringing a claim in the employment tribunal.",
    level: "advanced",
    duration: "one term (10 two-hour seminars)",
    plantedGap: "time limits",
    modules: [
      {
        title: "Who Is Disabled? Section 6 and Schedule 1",
        description:
          "Protection depends on meeting the statutory definition, and many claims fail at this first hurdle.",
        lesson: {
          title: "Impairment, substantial, long-term, day-to-day",
          html:
            p(
              "Section 6(1) of the Equality Act 2010 provides that a person has a disability if they have a physical or mental impairment, and the impairment has a substantial and long-term adverse effect on their ability to carry out normal day-to-day activities. The definition is supplemented by Schedule 1, by the Equality Act 2010 (Disability) Regulations 2010, and by statutory Guidance on matters to be taken into account, to which tribunals must have regard. In <i>Goodwin v Patent Office</i> [1999] ICR 302, decided under the Disability Discrimination Act 1995, the EAT identified four questions that tribunals still use: impairment, adverse effect, substantiality and long-term effect.",
            ) +
            "<ul><li><b>Substantial</b> means more than minor or trivial (s.212(1)), a low threshold.</li><li><b>Long-term</b> means the effect has lasted, or is likely to last, at least 12 months, or for the rest of the person's life (Sch 1 para 2). 'Likely' means 'could well happen' (<i>SCA Packaging Ltd v Boyle</i> [2009] UKHL 37). A recurring effect is treated as continuing if it is likely to recur.</li><li><b>Measures and treatment</b>, such as medication or counselling, are disregarded: the effect is assessed as it would be without them (Sch 1 para 5), except for corrected eyesight.</li><li><b>Deemed disabilities</b>: cancer, HIV infection and multiple sclerosis are disabilities from diagnosis (Sch 1 para 6), as is certified severe sight impairment.</li></ul>" +
            p(
              "Progressive conditions are covered as soon as they have some adverse effect, if that effect is likely to become substantial (Sch 1 para 8). The 2010 Regulations exclude certain conditions altogether, among them addiction to alcohol or non-prescribed drugs, a tendency to set fires, to steal or to physically or sexually abuse others, and seasonal allergic rhinitis except where it aggravates another condition. The focus throughout is on what the claimant cannot do, or can do only with difficulty, not on what they can do, and normal day-to-day activities include those relevant to professional life generally, following the Court of Justice's approach in <i>HK Danmark (Ring)</i> (C-335/11).",
            ),
        },
      },
      {
        title: "Discrimination Arising from Disability",
        description:
          "Section 15 protects against unfavourable treatment caused by the consequences of a disability, not only the disability itself.",
        lesson: {
          title: "Section 15 and its structure",
          html: p(
            "Section 15(1) provides that A discriminates against a disabled person B if A treats B unfavourably because of something arising in consequence of B's disability, and A cannot show that the treatment is a proportionate means of achieving a legitimate aim. The section was enacted to reverse the effect of <i>Lewisham LBC v Malcolm</i> [2008] UKHL 43, where the House of Lords had required a comparison with a non-disabled person in the same circumstances, which made disability-related discrimination almost impossible to establish. No comparator is needed under section 15.",
            "In <i>Pnaiser v NHS England</i> [2016] IRLR 170 the EAT set out the approach. The tribunal identifies the unfavourable treatment and by whom; determines what caused it, focusing on the reason in A's mind, which need not be the sole or main cause; asks whether that reason was 'something arising in consequence of' the disability, an objective question that may involve more than one link in a chain; and finally considers justification. <i>City of York Council v Grosset</i> [2018] EWCA Civ 1105 confirmed that A need not know that the 'something' arose from the disability. A teacher with cystic fibrosis, under stress from an increased workload connected with his condition, showed an 18-rated film to a class of 15-year-olds and was dismissed. The dismissal was unfavourable treatment because of something arising from disability, and on the facts it was not justified.",
            "Two defences are available. Under section 15(2) there is no discrimination if A shows that A did not know, and could not reasonably have been expected to know, that B had the disability; knowledge of the facts constituting the disability is enough, and an employer that fails to make reasonable enquiries may be fixed with constructive knowledge. Otherwise A must justify the treatment objectively. Tribunals weigh the discriminatory effect against the employer's reasonable needs, and a failure to make reasonable adjustments will often make justification hard to establish. Typical section 15 claims concern dismissal for sickness absence, warnings under attendance policies, and conduct or performance problems linked to an impairment.",
          ),
        },
      },
      {
        title: "The Duty to Make Reasonable Adjustments",
        description:
          "Sections 20 and 21 impose a positive duty, unusual in discrimination law, to take steps that remove disadvantage.",
        lesson: {
          title: "Three requirements and the test of reasonableness",
          html:
            p(
              "Section 20 imposes three requirements. Where a provision, criterion or practice (PCP) of A puts a disabled person at a substantial disadvantage in comparison with persons who are not disabled, A must take such steps as it is reasonable to have to take to avoid the disadvantage (s.20(3)). The same applies to a physical feature (s.20(4)) and to the provision of an auxiliary aid (s.20(5)). A failure to comply is a failure to make reasonable adjustments, which under section 21 is a form of discrimination. The disabled person cannot be required to pay for the adjustment (s.20(7)). Under Schedule 8 paragraph 20, the duty does not arise if A did not know and could not reasonably be expected to know of the disability and the disadvantage.",
              "Following <i>Environment Agency v Rowan</i> [2008] ICR 218, a tribunal must identify the PCP, the identity of non-disabled comparators where relevant, and the nature and extent of the substantial disadvantage, before asking what steps were reasonable. In <i>Archibald v Fife Council</i> [2004] UKHL 32, a road sweeper who could no longer walk was repeatedly unsuccessful in competitive interviews for sedentary posts; the House of Lords held that the duty could require the employer to transfer her to a suitable post, even at a slightly higher grade, without competition. The duty may therefore require treating a disabled person more favourably than others.",
            ) +
            "<table><tr><th>Factor (EHRC Employment Code, para 6.28)</th><th>Question</th></tr><tr><td>Effectiveness</td><td>Would the step prevent the disadvantage?</td></tr><tr><td>Practicability</td><td>Can it actually be done?</td></tr><tr><td>Cost and disruption</td><td>What would it cost, financially and otherwise?</td></tr><tr><td>Resources and size</td><td>What are the employer's resources and the size of the undertaking?</td></tr><tr><td>Outside help</td><td>Is funding available, for example through Access to Work?</td></tr></table>" +
            p(
              "An adjustment need not be certain to work; a real prospect of removing the disadvantage can make it reasonable. In <i>Griffiths v Secretary of State for Work and Pensions</i> [2015] EWCA Civ 1265 the Court of Appeal held that an attendance policy is a PCP that can disadvantage disabled employees, although extending the trigger points was not, on the facts, a reasonable step.",
            ),
        },
      },
    ],
  },
  {
    slug: "forensic-odontology-identification-age-dvi",
    discipline: "Forensic odontology",
    title: "Forensic Odontology: Identification, Age and Mass Fatalities",
    description:
      "Teeth survive fire, immersion and decomposition better than any other part of the body, which makes the dentist an essential member of an identification team. Postgraduate dentists in this module learn comparative dental identification, age estimation from the developing and adult dentition, disaster victim identification under the INTERPOL protocol, and the scientific critique of bite-mark analysis.",
    level: "advanced",
    duration: "one semester (12 weeks, part-time)",
    plantedGap: "bite-mark analysis",
    modules: [
      {
        title: "Comparative Dental Identification",
        description:
          "Identification rests on comparing what is found in the mouth of the deceased with records made in life.",
        lesson: {
          title: "Ante-mortem against post-mortem",
          html:
            p(
              "Comparative dental identification compares post-mortem (PM) findings from unidentified remains with ante-mortem (AM) records of a missing person: clinical notes, charts, radiographs, photographs and study models. The human dentition offers 32 permanent teeth with five surfaces each, restored, extracted, crowned or root-treated in individual combinations, so the number of possible dental states is very large. Radiographs are the most reliable AM evidence, since written charts are often incomplete or wrong; the shape of a restoration, the outline of a root-filling or the pattern of trabecular bone can be compared directly.",
              "The examination is charted systematically. Teeth are numbered with the two-digit FDI system (ISO 3950), in which the first digit gives the quadrant, 1 to 4 for permanent teeth clockwise from the upper right and 5 to 8 for primary teeth, and the second the tooth from the midline; 36 is the lower left first permanent molar. In the United States the Universal system numbers teeth 1 to 32. PM radiographs should reproduce the angles of the AM films as closely as possible.",
            ) +
            "<ul><li><b>Positive identification</b>: the AM and PM data match in sufficient detail, with no unexplainable discrepancies.</li><li><b>Possible identification</b>: consistent features, but the quality of the data does not allow a firm conclusion.</li><li><b>Insufficient evidence</b>: the information available is inadequate for any conclusion.</li><li><b>Exclusion</b>: the data are clearly inconsistent.</li></ul>" +
            p(
              "These categories follow the guidance of the American Board of Forensic Odontology. Discrepancies must be classified as explainable or unexplainable. A tooth present in the AM record but missing PM is explainable by extraction after the record was made; a filling present AM but an intact tooth PM is not explainable and excludes the person. There is no minimum number of matching points: a single unusual feature, such as a distinctive implant or root-canal filling seen clearly on radiographs, can be enough.",
            ),
        },
      },
      {
        title: "Age Estimation",
        description:
          "Dental development is the most accurate indicator of age in children, while adult methods rely on slower, age-related change.",
        lesson: {
          title: "Developing teeth and adult changes",
          html: p(
            "Teeth form in a predictable sequence from about the sixth week in utero to the early twenties, and their development is less affected by nutrition and disease than skeletal growth. In children, age is estimated by scoring the stage of mineralisation of each developing tooth on radiographs. The method of Arto Demirjian, Harvey Goldstein and James Tanner (1973) rates the seven left mandibular permanent teeth on eight stages, A to H, from the first calcified cusp tips to the closed root apex, converts the stages to scores and the total to a dental maturity score. Because it was developed on French-Canadian children, it tends to overestimate age in many other populations, and population-specific conversion tables are used. The London Atlas of Human Tooth Development and Eruption, published by Sakher AlQahtani, Mark Hector and Helen Liversidge in 2010, covers ages from 30 weeks in utero to 23.5 years and compares a radiograph directly with diagrams of development at each year of age.",
            "In adolescents, the third molar is the only tooth still developing, and it is used to judge whether a person is likely to be over 18, a legal question in immigration and criminal cases. Mincer, Harris and Berryman (1993) gave probabilities of adulthood for each Demirjian stage of the lower third molar. Third molars are, however, highly variable, and an age estimate should always be reported as a range with its statistical basis, never as a single figure.",
            "For adults, methods measure cumulative changes. Gösta Gustafson (1950) scored six features in sectioned teeth, including attrition, secondary dentine, periodontal attachment and root translucency. Sigrid Kvaal and colleagues (1995) used the ratio of pulp to tooth dimensions on radiographs, since secondary dentine narrows the pulp with age, and this non-destructive method can be applied to the living. The most accurate laboratory method is aspartic acid racemisation in dentine, where the slow conversion of L- to D-aspartic acid after tooth formation can give estimates within about three to five years. Adult estimates by other methods commonly carry errors of ten years or more.",
          ),
        },
      },
      {
        title: "Disaster Victim Identification",
        description:
          "At a mass fatality, dental identification is one of three primary identifiers in a process standardised by INTERPOL.",
        lesson: {
          title: "The INTERPOL DVI process",
          html:
            p(
              "Disaster victim identification (DVI) after air crashes, fires, terrorist attacks and natural disasters follows the INTERPOL DVI Guide, used by more than 190 member countries so that teams from different nations can work together. INTERPOL recognises three primary identifiers, each of which can establish identity on its own: friction ridge analysis (fingerprints), DNA and comparative dental analysis. Secondary identifiers, such as personal effects, tattoos and medical implants, support but do not normally establish identification alone.",
            ) +
            "<table><tr><th>Phase</th><th>Work</th></tr><tr><td>1. Scene</td><td>Recovery of bodies and body parts, with location recorded</td></tr><tr><td>2. Post-mortem</td><td>Examination in the mortuary, including dental charting and radiography; recorded on pink PM forms</td></tr><tr><td>3. Ante-mortem</td><td>Collection of records from families, dentists and doctors of missing persons; recorded on yellow AM forms</td></tr><tr><td>4. Reconciliation</td><td>Comparison of AM and PM data and confirmation by an identification board</td></tr><tr><td>5. Debrief</td><td>Review of the operation and lessons learned</td></tr></table>" +
            p(
              "In the PM phase, at least two odontologists examine each body, one examining and one recording, and cross-check their findings. Jaws are photographed and radiographed; in badly burned remains, the teeth may be stabilised with a spray fixative before handling. In the AM phase, odontologists translate records received from many countries, with different numbering systems and abbreviations, into the standard form, a task that requires experience with foreign dental practice. Software such as DVI System International, or the dental program WinID, sorts candidates by the number of matching and conflicting features, but every proposed match is examined by odontologists, and identification is confirmed by a board, not by the software.",
              "The value of dental identification was shown after the Indian Ocean tsunami of December 2004, when, in the international operation in Thailand, dental comparison accounted for a large majority of early identifications, especially of tourists from countries with good dental records. Its limits were also clear: where AM records were absent, as for many local victims, identification depended on DNA.",
            ),
        },
      },
    ],
  },
];
