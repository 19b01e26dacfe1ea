/** Seventeenth held-out evaluation courses, advanced level (competition law to orthodontics); see ai-courses-heldout17.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT17_C: EvalCourse[] = [
  {
    slug: "eu-competition-law-cartels-dominance",
    discipline: "Competition law",
    title: "EU Competition Law: Markets, Cartels and Dominance",
    description:
      "Articles 101 and 102 of the Treaty on the Functioning of the European Union are two short texts with an enormous case law behind them. This LLM module works through market definition, cartel enforcement with its leniency and fining policy, abuse of a dominant position after Intel, and private actions for damages before national courts.",
    level: "advanced",
    duration: "one semester (two-hour seminars)",
    plantedGap: "damages",
    modules: [
      {
        title: "Defining the Relevant Market",
        description:
          "Seminar one asks how the Commission draws the boundaries of a market and why those boundaries so often decide the case.",
        lesson: {
          title: "Demand substitution, the SSNIP test and the cellophane fallacy",
          html: p(
            "Almost every competition case begins with the relevant market, because market shares, dominance and the appreciability of a restriction are all measured within it. The relevant market has a product dimension and a geographic dimension. The Commission's Notice on the definition of the relevant market, adopted in February 2024 to replace the 1997 Notice, identifies three competitive constraints: demand substitution, supply substitution and potential competition, of which demand substitution is the most immediate and the most important.",
            "The standard conceptual tool is the hypothetical monopolist test, or SSNIP test (small but significant non-transitory increase in price). Starting from the narrowest plausible candidate market, one asks whether a hypothetical monopolist of those products in that area could profitably raise prices by 5 to 10 per cent for the foreseeable future. If enough customers would switch to substitutes to make the increase unprofitable, the substitutes are added and the question is asked again; the market is the smallest set of products and areas for which the increase would be profitable. Evidence comes from past switching behaviour, customer surveys, price correlations and, where data permit, estimates of critical loss and diversion ratios.",
            "The test has known limits. The cellophane fallacy, named after the United States Supreme Court's du Pont decision of 1956, arises when the test is applied at a price that is already set at monopoly level: a firm that has raised its price until customers are on the point of switching will find that any further rise is unprofitable, and the market will wrongly be drawn wide. This is why the test is used with care in cases under Article 102. The 2024 Notice also addresses markets where price is not the main parameter of competition, such as zero-price digital services, suggesting a small but significant non-transitory decrease in quality (SSNDQ) as an analogous test, and recognises multi-sided platforms, where the Commission may define one market for the platform or separate markets for each side.",
            "In practice market definition is often decisive. In Hoffmann-La Roche (1979) and United Brands (1978) the Court of Justice upheld narrow markets, for individual vitamins and for bananas respectively, and narrow markets produced high shares.",
          ),
        },
      },
      {
        title: "Cartels under Article 101",
        description:
          "We study hard-core cartels as restrictions by object and the two tools of public enforcement that shape them, leniency and fines.",
        lesson: {
          title: "Restrictions by object, leniency and the calculation of fines",
          html:
            p(
              "Article 101(1) TFEU prohibits agreements between undertakings, decisions by associations of undertakings and concerted practices which have as their object or effect the prevention, restriction or distortion of competition within the internal market. Price fixing, market sharing, output limitation and bid rigging between competitors are treated as restrictions by object: once their content, objectives and legal and economic context show that they are sufficiently harmful, no analysis of actual effects is needed, as the Court of Justice confirmed in Cartes Bancaires (2014). Article 101(3) can in principle exempt any agreement whose efficiencies outweigh its harm, but hard-core cartels practically never satisfy its four conditions.",
              "Because cartels are secret, detection relies heavily on leniency. Under the Commission's 2006 Leniency Notice the first undertaking to provide evidence enabling an inspection or a finding of infringement receives full immunity from fines, provided it cooperates fully and ends its participation. Later applicants who add significant value to the evidence receive reductions in bands:",
            ) +
            "<table><tr><th>Order of application</th><th>Reduction</th></tr><tr><td>First (immunity)</td><td>100%</td></tr><tr><td>First with significant added value</td><td>30-50%</td></tr><tr><td>Second with significant added value</td><td>20-30%</td></tr><tr><td>Later applicants</td><td>up to 20%</td></tr></table>" +
            p(
              "Fines are set under the 2006 Fining Guidelines. The basic amount is a proportion of the value of sales affected, up to 30 per cent and in cartel cases usually at the upper end, multiplied by the number of years of participation, plus an 'entry fee' of 15 to 25 per cent of the value of sales to deter entry into cartels at all. The basic amount is adjusted for aggravating circumstances such as recidivism and mitigating ones, and a settling party receives a further 10 per cent reduction. Article 23(2) of Regulation 1/2003 caps the fine at 10 per cent of the undertaking's total worldwide turnover in the preceding business year. For example, a firm with affected sales of €200 million a year, a 17 per cent rate and four years of participation faces a basic amount of €136 million plus an entry fee of, say, €34 million.",
            ),
        },
      },
      {
        title: "Abuse of Dominance under Article 102",
        description:
          "The final seminar follows the move from form-based to effects-based analysis of exclusionary conduct, ending with the Intel litigation.",
        lesson: {
          title: "Dominance, rebates and the as-efficient competitor",
          html: p(
            "Article 102 TFEU prohibits any abuse by one or more undertakings of a dominant position within the internal market. Dominance is not itself unlawful. The Court of Justice defined it in United Brands (1978) as a position of economic strength enabling an undertaking to prevent effective competition being maintained on the relevant market by affording it the power to behave to an appreciable extent independently of its competitors, customers and consumers. Market shares are the first indicator: in AKZO (1991) the Court held that a share of 50 per cent or more raises a presumption of dominance, and the Commission rarely finds dominance below 40 per cent. Barriers to entry and the countervailing power of buyers complete the assessment.",
            "Abuse was defined in Hoffmann-La Roche (1979) as conduct which, through recourse to methods different from normal competition on the merits, hinders the maintenance or growth of competition. The same judgment treated loyalty rebates granted by a dominant firm on condition that customers buy all or most of their requirements from it as abusive in themselves. For decades this form-based approach dominated, and it was criticised for protecting competitors rather than competition. The Commission's 2009 Guidance on enforcement priorities proposed an effects-based approach built around the as-efficient competitor (AEC) test, which asks whether a hypothetical rival as efficient as the dominant firm could match its offer without making a loss.",
            "The case law moved in the same direction. In Post Danmark I (2012) the Court stressed that Article 102 does not protect less efficient competitors. In Intel (2017) the Court held that where a dominant firm submits evidence that its conduct was not capable of restricting competition, the Commission must examine that argument, including any AEC analysis it has carried out. On remittal the General Court in 2022 annulled the Commission's €1.06 billion fine because the AEC analysis was flawed, and the Court of Justice dismissed the Commission's appeal in October 2024. The current position is therefore that exclusivity rebates remain suspect but that a dominant firm's evidence of absence of exclusionary capability must be engaged with; the Commission is preparing guidelines on exclusionary abuses to codify this.",
          ),
        },
      },
    ],
  },
  {
    slug: "fixed-offshore-structures-waves-fatigue",
    discipline: "Offshore engineering",
    title: "Design of Fixed Offshore Structures",
    description:
      "Jackets and monopiles have to survive the hundred-year storm and also the hundreds of millions of ordinary waves that arrive over a working life. This MEng module treats wave theory for design, hydrodynamic loads on slender members by Morison's equation, fatigue assessment of welded tubular joints, and the decommissioning of installations at the end of their service.",
    level: "advanced",
    duration: "one semester (lectures and design project)",
    plantedGap: "decommissioning",
    modules: [
      {
        title: "Wave Theory for Design",
        description:
          "Linear wave theory gives the kinematics that all later load calculations need, and we also establish when it stops being adequate.",
        lesson: {
          title: "The dispersion relation and particle kinematics",
          html: p(
            "Linear or Airy wave theory, developed by George Airy in 1841, treats a regular wave of small height H relative to its length L and the water depth h as a sinusoid, and it remains the working basis for much offshore design. Its central result is the dispersion relation, ω² = gk tanh(kh), which links the angular frequency ω = 2π/T to the wavenumber k = 2π/L. In deep water, conventionally where h exceeds L/2, tanh(kh) is close to 1 and the relation simplifies to L₀ = gT²/2π, or approximately 1.56T² in metres. A storm wave of period 12 s therefore has a deep-water length of about 225 m and travels at L/T, about 18.7 m/s. In shallow water, where h is less than L/20, the speed becomes √(gh) and no longer depends on period.",
            "The theory also gives the velocity and acceleration of water particles, which are what load a structure. In deep water the particles move in circles whose radius decays exponentially with depth, as e^(kz) where z is measured upwards from the still-water level. At the crest the horizontal velocity is u = (πH/T)e^(kz), and the horizontal acceleration is greatest at the still-water crossings, a quarter of a cycle away from the crest. For a 20 m wave of period 14 s, the surface velocity under the crest is about π x 20 / 14, or 4.5 m/s, and at a depth of half a wavelength the motion has fallen to about 4 per cent of that.",
            "Extreme design waves are steep, and for them linear theory is not adequate: crests become higher and sharper than troughs, and kinematics near the crest are underestimated. Stokes fifth-order theory is commonly used in deep water, cnoidal theory in shallow water, and Dean's stream function theory, which can be carried to any order, across a wide range. Charts such as the one in API RP 2A and ISO 19901-1 plot H/gT² against h/gT² to show which theory applies. The design wave itself is usually the 100-year wave, whose height at a site is derived from long-term statistics of sea states; in the central North Sea it exceeds 25 m.",
          ),
        },
      },
      {
        title: "Morison's Equation",
        description:
          "This module computes wave forces on jacket legs and braces and discusses the choice of coefficients.",
        lesson: {
          title: "Drag and inertia on a slender cylinder",
          html: p(
            "For members whose diameter D is small compared with the wavelength, typically D/L below about 0.2, the wave is not significantly disturbed by the structure, and the force per unit length of a vertical cylinder can be estimated by the equation proposed by Morison, O'Brien, Johnson and Schaaf in 1950. It adds a drag term, proportional to the square of velocity, to an inertia term, proportional to acceleration:",
            "f = ½ ρ C<sub>D</sub> D |u| u + ρ C<sub>M</sub> (πD²/4) du/dt",
            "where ρ is the density of seawater, about 1,025 kg/m³, u is the horizontal particle velocity and du/dt the acceleration, C<sub>D</sub> is the drag coefficient and C<sub>M</sub> the inertia coefficient. The absolute value in the drag term keeps the force in the direction of flow as the velocity reverses. API RP 2A recommends C<sub>D</sub> = 0.65 and C<sub>M</sub> = 1.6 for smooth members and C<sub>D</sub> = 1.05 and C<sub>M</sub> = 1.2 for members roughened by marine growth, which also increases the effective diameter.",
            "Consider a rough leg of diameter 1.5 m at a point where u = 3.0 m/s and du/dt = 1.5 m/s². The drag term is 0.5 x 1,025 x 1.05 x 1.5 x 3.0 x 3.0, about 7.3 kN/m. The inertia term is 1,025 x 1.2 x 1.767 x 1.5, about 3.3 kN/m. Because drag peaks under the crest and inertia a quarter-cycle earlier, the two maxima do not coincide, and the total force must be evaluated through the wave cycle rather than by adding peaks. The force on the whole member is found by integrating over its wetted length, up to the instantaneous free surface.",
            "The ratio of the two terms is governed by the Keulegan-Carpenter number, KC = u<sub>m</sub>T/D. In this example, with a 12 s wave, KC = 3.0 x 12 / 1.5 = 24, so drag dominates, as it does for most jacket members in extreme storms. Large-diameter members such as caisson platforms have small KC, inertia dominates, and once D/L exceeds about 0.2 diffraction theory, such as the MacCamy-Fuchs solution, must replace Morison's equation.",
          ),
        },
      },
      {
        title: "Fatigue of Tubular Joints",
        description:
          "Welded joints fail by fatigue long before the members yield, so here you calculate cumulative damage from a wave scatter diagram.",
        lesson: {
          title: "Hot-spot stress, S-N curves and Miner's rule",
          html:
            p(
              "A fixed platform in the North Sea experiences around five million wave cycles a year, and over a 25-year life more than 10⁸. Most are small, but at the welded intersections of braces and chords, the tubular joints, local stresses are several times the nominal member stress. Fatigue, not storm strength, therefore governs the design of many joints, and cracks that start at the weld toe have caused several structural failures; the loss of the Alexander L. Kielland platform in 1980 began with a fatigue crack at a fillet weld on a bracing.",
              "Fatigue assessment uses the hot-spot stress, the geometric stress at the weld toe, obtained by multiplying the nominal stress range in the brace by a stress concentration factor (SCF). Parametric SCF equations, such as those of Efthymiou (1988), give the SCF from the joint geometry, and values between 2 and 6 are common. The number of cycles to failure at a stress range S is read from an S-N curve of the form N = a S<sup>-m</sup>; DNV-RP-C203 gives curves for various details, environments and cathodic protection, with a slope m = 3 for the high-stress part of the curve.",
              "Damage from a spectrum of stress ranges is summed with the Palmgren-Miner rule, D = Σ n<sub>i</sub>/N<sub>i</sub>, with failure predicted at D = 1. In this illustrative example an S-N curve of N = 10¹² S<sup>-3</sup> (S in MPa) is used, with a year's hot-spot stress ranges grouped into three blocks:",
            ) +
            "<table><tr><th>Hot-spot stress range S</th><th>Cycles per year n</th><th>Cycles to failure N</th><th>n/N</th></tr><tr><td>20 MPa</td><td>1,000,000</td><td>1.25 x 10⁸</td><td>0.0080</td></tr><tr><td>50 MPa</td><td>100,000</td><td>8.0 x 10⁶</td><td>0.0125</td></tr><tr><td>120 MPa</td><td>1,000</td><td>5.8 x 10⁵</td><td>0.0017</td></tr></table>" +
            p(
              "The annual damage is 0.0222, giving a calculated life of 45 years. Codes then apply a design fatigue factor (DFF) that depends on the consequence of failure and the ability to inspect: for a critical joint below water that cannot be inspected, a DFF of 3 or even 10 is usual. With a DFF of 3 the allowable life becomes 45/3 = 15 years, inadequate for a 25-year design, so the designer must reduce the SCF, for example by thickening the chord locally with a can section, or grind the weld toe.",
            ),
        },
      },
    ],
  },
  {
    slug: "seismic-sources-and-wave-propagation",
    discipline: "Seismology",
    title: "Earthquake Seismology: Waves, Locations and Sources",
    description:
      "Seismograms are the primary data of earthquake science, and reading them quantitatively is the aim of this postgraduate module: elastic wave propagation through the Earth, locating earthquakes from arrival times, focal mechanisms and the moment tensor, magnitude scales up to moment magnitude, and probabilistic seismic hazard analysis.",
    level: "advanced",
    duration: "one semester (lectures and computer practicals)",
    plantedGap: "hazard",
    modules: [
      {
        title: "Elastic Waves in the Earth",
        description:
          "Starting from the elastic moduli, we derive body-wave speeds, describe surface waves and interpret global travel-time curves.",
        lesson: {
          title: "P, S, Love and Rayleigh waves",
          html: p(
            "In an isotropic elastic solid, the equation of motion admits two kinds of body wave. Compressional or P waves travel at α = √((K + 4μ/3)/ρ) and shear or S waves at β = √(μ/ρ), where K is the bulk modulus, μ the shear modulus and ρ the density. Since K and μ are positive, P waves are always faster, and since a fluid has μ = 0, S waves cannot pass through liquids. For a Poisson solid, in which the Lamé parameters λ and μ are equal, α/β = √3 ≈ 1.73, a good first approximation for crustal rocks. Typical speeds in the upper continental crust are about 6.0 km/s for P and 3.5 km/s for S; in the uppermost mantle below the Moho, P speeds rise to about 8.0 km/s.",
            "At a free surface and in layered media, body waves interfere to produce surface waves, which decay with depth and spread out more slowly than body waves, so they dominate distant seismograms of shallow earthquakes. Love waves, described by A. E. H. Love in 1911, involve horizontal shear motion perpendicular to the direction of travel and exist only where a low-velocity layer overlies faster material. Rayleigh waves, predicted by Lord Rayleigh in 1885, combine vertical and longitudinal motion in a retrograde ellipse at the surface; on a uniform Poisson half-space they travel at about 0.92β. In the real Earth both are dispersive: longer periods sample deeper, faster rock and arrive first, and measuring dispersion curves is a principal way of imaging crustal and upper-mantle structure.",
            "Rays through a spherically layered Earth obey Snell's law in the form p = r sin i / v, where the ray parameter p is constant along a ray. Travel-time tables such as iasp91 and ak135 give arrival times of each phase as a function of epicentral distance. Their most famous feature is the core shadow: direct P waves are not observed between about 104° and 140° because they are refracted by the slower liquid outer core, identified by Beno Gutenberg in 1914, while S waves disappear beyond about 104° because the outer core cannot transmit shear. Inge Lehmann inferred the solid inner core in 1936 from weak P arrivals within the shadow.",
          ),
        },
      },
      {
        title: "Locating Earthquakes",
        description:
          "Students locate events by hand from S-P times and then by Geiger's iterative least-squares method, assessing the uncertainties.",
        lesson: {
          title: "From S-P times to Geiger's method",
          html:
            p(
              "An earthquake's hypocentre has four unknowns: latitude, longitude, depth and origin time. The simplest estimate uses the difference between the S and P arrival times at a station. If the ray travels a distance d at speeds α and β, then t<sub>S</sub> - t<sub>P</sub> = d(1/β - 1/α), so d = (t<sub>S</sub> - t<sub>P</sub>)αβ/(α - β). With α = 6.0 and β = 3.5 km/s, d ≈ 8.4 km for every second of S-P time, and a local rule of thumb of about 8 km per second is widely used. Circles of these radii drawn around three stations intersect near the epicentre.",
              "Origin time can be found with a Wadati diagram, introduced by Kiyoo Wadati in 1933: plotting t<sub>S</sub> - t<sub>P</sub> against t<sub>P</sub> for several stations gives a straight line whose slope is α/β - 1 and which meets the t<sub>P</sub> axis, where the S-P time is zero, at the origin time. A slope of 0.73 confirms a Poisson-like ratio.",
              "Modern location follows Ludwig Geiger's method of 1910. From a trial hypocentre, predicted arrival times are computed for all stations and compared with the observed picks. The residuals are linearised with respect to small changes in the four unknowns, giving a system solved by least squares; the hypocentre is updated and the process repeated until the changes become negligible. The result comes with a covariance matrix and an error ellipsoid. Several practical effects limit accuracy:",
            ) +
            "<ul><li>depth and origin time trade off against each other when no station lies close to the epicentre, so depth is poorly constrained unless a station is within about one focal depth;</li><li>an azimuthal gap of more than about 180° between stations biases the location towards the side with stations;</li><li>errors in the velocity model map directly into systematic location errors, which relative methods such as double-difference relocation (Waldhauser and Ellsworth, 2000) reduce by comparing nearby events recorded at the same stations.</li></ul>",
        },
      },
      {
        title: "Focal Mechanisms, Moment and Magnitude",
        description:
          "What kind of faulting produced an earthquake, and how large was it? The final module answers with the moment tensor and moment magnitude.",
        lesson: {
          title: "Beach balls, seismic moment and Mw",
          html: p(
            "Slip on a fault radiates P waves whose first motion is compressional (up on a vertical seismometer) in two opposite quadrants around the source and dilatational in the other two. The quadrants are separated by two orthogonal nodal planes, one of which is the fault plane and the other the auxiliary plane. Plotting first-motion polarities on a lower-hemisphere projection of the focal sphere and fitting the nodal planes gives the familiar beach-ball diagram, with compressional quadrants shaded. The pressure (P) and tension (T) axes lie in the centres of the dilatational and compressional quadrants. First motions alone cannot tell which nodal plane slipped; aftershock alignments, surface rupture or directivity must decide.",
            "The equivalent body force of fault slip is a double couple, and the general point source is described by the symmetric seismic moment tensor M<sub>ij</sub>. Since 1976 the Global Centroid Moment Tensor project, begun by Adam Dziewonski and colleagues, has inverted long-period waveforms for the moment tensor of every large earthquake. Its scalar size is the seismic moment, M₀ = μAD, where μ is the rigidity, A the rupture area and D the average slip. For a rupture 100 km long and 20 km wide, with 3 m of slip in rock of rigidity 3 x 10¹⁰ Pa, M₀ = 3 x 10¹⁰ x 2 x 10⁹ x 3 = 1.8 x 10²⁰ N m.",
            "Older magnitudes measure the amplitude of a particular wave at a particular period: Richter's local magnitude M<sub>L</sub> (1935) uses 0.8 s Wood-Anderson amplitudes, m<sub>b</sub> uses 1 s body waves and M<sub>S</sub> 20 s surface waves. Each saturates once the rupture becomes longer than the wavelength it measures, so m<sub>b</sub> stops growing near 6 and M<sub>S</sub> near 8. Hanks and Kanamori's moment magnitude (1979), defined as M<sub>w</sub> = (2/3)(log₁₀ M₀ - 9.1) with M₀ in newton metres, does not saturate. For the example above, M<sub>w</sub> = (2/3)(20.26 - 9.1) ≈ 7.4. Each unit increase in M<sub>w</sub> corresponds to about 32 times more radiated energy, and two units to about 1,000 times.",
          ),
        },
      },
    ],
  },
  {
    slug: "pharmaceutics-oral-solid-dosage-design",
    discipline: "Pharmaceutics",
    title: "Advanced Pharmaceutics: Designing Oral Solid Dosage Forms",
    description:
      "Most medicines are swallowed as tablets, yet turning a drug substance into a tablet that dissolves, is absorbed and keeps its quality on the shelf is a demanding design problem. In this final-year MPharm module, students relate dissolution and the Biopharmaceutics Classification System to formulation, study tablet compaction and the role of excipients, design modified-release systems, and plan stability testing to ICH guidelines.",
    level: "advanced",
    duration: "one semester",
    plantedGap: "stability",
    modules: [
      {
        title: "Dissolution and the Biopharmaceutics Classification System",
        description:
          "A drug must be in solution before it can be absorbed, so the course opens with the physics of dissolution and the BCS.",
        lesson: {
          title: "Noyes-Whitney and the four BCS classes",
          html:
            p(
              "The rate at which a solid drug dissolves is described by the Noyes-Whitney equation (1897), in the form later refined by Nernst and Brunner: dM/dt = DA(C<sub>s</sub> - C)/h, where D is the diffusion coefficient of the drug, A the surface area of the solid, C<sub>s</sub> its saturation solubility in the diffusion layer, C the concentration in the bulk medium and h the thickness of the diffusion layer. Each term suggests a formulation lever. Reducing particle size increases A: for spheres the specific surface area is 6/(ρd), so halving the diameter doubles the area per gram, and micronisation or nanocrystal technology can increase dissolution rates dramatically. Forming a salt, choosing a metastable polymorph or an amorphous solid dispersion raises C<sub>s</sub>. Under sink conditions, when C is kept below about a tenth of C<sub>s</sub>, the rate is effectively constant.",
              "Amidon and colleagues proposed the Biopharmaceutics Classification System in 1995, and it is now embedded in FDA guidance and the harmonised ICH M9 guideline of 2019. A drug is highly soluble if its highest single therapeutic dose dissolves in 250 mL or less of aqueous media over the pH range 1.2 to 6.8 at 37 °C, and highly permeable if the extent of absorption in humans is 85 per cent or more.",
            ) +
            "<table><tr><th>Class</th><th>Solubility</th><th>Permeability</th><th>Examples</th><th>Usual rate-limiting step</th></tr><tr><td>I</td><td>high</td><td>high</td><td>metoprolol, propranolol</td><td>gastric emptying</td></tr><tr><td>II</td><td>low</td><td>high</td><td>ibuprofen, carbamazepine</td><td>dissolution</td></tr><tr><td>III</td><td>high</td><td>low</td><td>atenolol, cimetidine</td><td>permeation</td></tr><tr><td>IV</td><td>low</td><td>low</td><td>furosemide</td><td>both</td></tr></table>" +
            p(
              "The classification has regulatory consequences. For immediate-release products of Class I drugs, and of Class III drugs with very rapid dissolution and qualitatively similar excipients, ICH M9 permits a biowaiver: bioequivalence can be shown by comparative dissolution testing in vitro instead of a clinical study. For Class II drugs, by contrast, formulation choices such as particle size and solid form can change bioavailability, and in vitro dissolution is the critical quality attribute to control.",
            ),
        },
      },
      {
        title: "Compaction and Excipients",
        description:
          "This module explains what happens to a powder in a die and why the few per cent of excipients decide whether a tablet works.",
        lesson: {
          title: "From powder bed to tablet",
          html: p(
            "When powder in a die is compressed by the punches, it passes through overlapping stages. Particles first rearrange to fill voids, then deform elastically; as pressure rises they deform plastically, as microcrystalline cellulose does, or fragment into smaller particles, as dibasic calcium phosphate and lactose do, creating new surfaces for bonding. Bonds form by van der Waals forces, hydrogen bonding and, at points of high stress, solid bridges. On decompression the tablet relaxes elastically; materials with large elastic recovery, such as many starches and some drug substances, store energy that can break bonds, giving the defects called capping, where the top of the tablet separates, and lamination, where it splits into layers. Pre-compression, slower press speeds and more plastic fillers reduce them.",
            "Compaction behaviour is characterised with the Heckel equation, ln(1/(1 - D)) = KP + A, where D is the relative density of the compact at pressure P. The reciprocal of the slope, P<sub>y</sub> = 1/K, is the mean yield pressure: low for plastic materials (microcrystalline cellulose, around 50 to 100 MPa), high for brittle ones. Compactibility is measured by the tensile strength of tablets, usually from a diametral compression test, as a function of compaction pressure.",
            "Excipients each have a defined job. Fillers such as lactose or microcrystalline cellulose give a tablet of practical size to a low-dose drug. Binders such as povidone or hydroxypropylcellulose, added as a solution during wet granulation, strengthen granules. Disintegrants break the tablet apart in water; the superdisintegrants croscarmellose sodium, sodium starch glycolate and crospovidone act by swelling or wicking at only 2 to 5 per cent w/w. Glidants such as colloidal silicon dioxide improve flow into the die. Lubricants, above all magnesium stearate at 0.25 to 1 per cent, reduce friction at the die wall so the tablet can be ejected. Magnesium stearate is hydrophobic, and if blended too long it coats the particles with a film that weakens bonding and slows disintegration and dissolution, so its blending time is a critical process parameter. Finished tablets are tested for hardness, friability (a loss below 1 per cent in the Ph. Eur. test) and disintegration.",
          ),
        },
      },
      {
        title: "Modified-Release Systems",
        description: "Students compare matrix, membrane and osmotic designs and fit release data to kinetic models.",
        lesson: {
          title: "Matrices, reservoirs and osmotic pumps",
          html: p(
            "Modified-release dosage forms alter the timing or rate of drug release compared with a conventional tablet. Extended-release products reduce dosing frequency and flatten the plasma concentration profile, improving adherence and reducing peak-related side effects; delayed-release products, such as enteric-coated tablets with a polymer that dissolves only above about pH 5.5, protect the drug from gastric acid or the stomach from the drug. Three main designs are used for extended release.",
            "In a matrix system the drug is dispersed in a polymer. In the commonest hydrophilic matrices, based on hydroxypropyl methylcellulose (HPMC) at 20 to 40 per cent, water penetrates the surface, the polymer hydrates into a gel layer, and the drug diffuses out through the gel while the outer gel slowly erodes. Takeru Higuchi showed in 1961 that release from a planar matrix by diffusion follows Q = √(D(2A - C<sub>s</sub>)C<sub>s</sub>t), so the amount released rises with the square root of time. Empirically, the Korsmeyer-Peppas equation M<sub>t</sub>/M<sub>∞</sub> = kt<sup>n</sup> is fitted to the first 60 per cent of release; for a slab, n = 0.5 indicates Fickian diffusion and n = 1 relaxation- or erosion-controlled release. If a matrix tablet releases 30 per cent in 1 hour by a square-root law, it will have released 60 per cent by 4 hours, not by 2.",
            "In a reservoir system a core of drug is coated with a rate-controlling membrane, often ethylcellulose or an acrylic polymer with a pore-former. As long as the core contains undissolved drug, the concentration inside stays at saturation, the gradient across the membrane is constant, and Fick's first law gives zero-order release. The risk is dose dumping: a cracked coat releases the whole dose at once, and some membranes dissolve in alcohol, which is why regulators ask for dissolution testing in up to 40 per cent ethanol.",
            "Osmotic pumps, developed at Alza by Felix Theeuwes in the 1970s, surround the core with a semipermeable membrane pierced by a laser-drilled orifice. Water is drawn in at a constant rate by the osmotic gradient and pushes drug solution or suspension out, giving zero-order release largely independent of pH and gut motility; the push-pull system used for nifedipine adds a swelling polymer layer behind the drug.",
          ),
        },
      },
    ],
  },
  {
    slug: "orthodontic-biomechanics-and-class-two",
    discipline: "Orthodontics",
    title: "Orthodontic Biomechanics and Class II Treatment",
    description:
      "Teeth move because bone remodels under sustained force, and the orthodontist's task is to control that force precisely. Postgraduate residents study the biology of tooth movement, force systems and moment-to-force ratios, anchorage including temporary anchorage devices, functional appliances for Class II malocclusion, and retention after active treatment.",
    level: "advanced",
    duration: "one academic year (seminars and clinics)",
    plantedGap: "retention",
    modules: [
      {
        title: "The Biology of Tooth Movement",
        description:
          "Residents review how the periodontal ligament and alveolar bone respond to force, and why light forces move teeth faster than heavy ones.",
        lesson: {
          title: "Pressure, tension and hyalinisation",
          html: p(
            "A tooth is suspended in its socket by the periodontal ligament (PDL), a fibrous connective tissue about 0.25 mm wide, rich in fibroblasts, blood vessels and nerve endings. A sustained force applied to the crown displaces the root within the PDL space, compressing the ligament on one side and stretching it on the other. According to the pressure-tension theory, blood flow changes and strain in the compressed PDL trigger the release of signalling molecules, including prostaglandins and cytokines, within hours. Osteoblasts and PDL cells increase expression of RANKL, which binds RANK on osteoclast precursors and drives their differentiation, while the decoy receptor osteoprotegerin (OPG) restrains the process. Osteoclasts resorb the bone of the socket wall on the pressure side, and on the tension side osteoblasts lay down new bone, so the socket migrates with the tooth.",
            "The magnitude of force determines which kind of resorption occurs. With light continuous forces, blood supply in the compressed ligament is maintained and osteoclasts resorb the socket wall directly, a process called frontal resorption, and tooth movement begins within a few days. Heavier forces occlude the vessels, and an area of sterile necrosis forms in the PDL; under the light microscope it looks glassy and is therefore called hyalinisation. The tooth then cannot move until cells from neighbouring healthy ligament and marrow spaces remove the hyalinised tissue and resorb the bone from behind, undermining resorption, which causes a lag of two weeks or more. Heavy forces therefore do not move teeth faster, and they increase pain and the risk of external apical root resorption.",
            "Proffit's widely cited guide to optimum forces reflects the area of PDL loaded by each movement: roughly 35 to 60 g for tipping, 70 to 120 g for bodily movement, and only 10 to 20 g for intrusion, in which force is concentrated at the apex. Once movement is established, a rate of around 1 mm a month is typical, and forces that decay quickly, as with stainless steel wires activated by large amounts, deliver less consistent movement than the flatter force-deflection curves of nickel-titanium alloys.",
          ),
        },
      },
      {
        title: "Force Systems and the Centre of Resistance",
        description:
          "Can a single force applied to a bracket ever move a tooth bodily? Here residents analyse forces, moments and couples at the bracket.",
        lesson: {
          title: "Moment-to-force ratios",
          html:
            p(
              "Every tooth behaves, for mechanical purposes, as if it had a centre of resistance (Cres): the point through which a force produces pure translation. For a single-rooted tooth with normal bone support the Cres lies on the long axis about one third to one half of the way from the alveolar crest to the apex; it moves apically as bone is lost. Orthodontic brackets sit on the crown, so a force applied at the bracket almost never passes through the Cres, and it produces both translation and a moment of force, M = F x d, where d is the perpendicular distance from the line of force to the Cres. A 100 g retraction force applied 10 mm occlusal to the Cres of a canine creates a tipping moment of 1,000 g mm, and the crown tips distally while the root moves mesially.",
              "To control tipping, the appliance must apply a counter-moment, a couple produced by the archwire twisting or bending within the bracket slot. The character of the movement depends on the ratio of this moment to the applied force, the M/F ratio, measured in millimetres. Burstone's analysis gives the following approximate relationships for a tooth whose Cres is about 10 mm from the bracket:",
            ) +
            "<table><tr><th>M/F ratio</th><th>Type of movement</th><th>Centre of rotation</th></tr><tr><td>0</td><td>uncontrolled tipping</td><td>just apical to the Cres</td></tr><tr><td>about 7</td><td>controlled tipping</td><td>at the apex</td></tr><tr><td>about 10</td><td>translation (bodily movement)</td><td>at infinity</td></tr><tr><td>above 10</td><td>root movement (torque)</td><td>at the incisal edge or bracket</td></tr></table>" +
            p(
              "The exact values depend on root length and bone level. For bodily retraction of the canine above, a 100 g force must be accompanied by a counter-moment near 1,000 g mm. As the tooth moves and the wire deactivates, force and moment decay at different rates, so the M/F ratio and the type of movement change during the activation. Statically determinate force systems, such as a cantilever spring tied at a single point, allow the clinician to know the forces exactly; continuous archwires engaged in many brackets are statically indeterminate and less predictable.",
            ),
        },
      },
      {
        title: "Anchorage and Temporary Anchorage Devices",
        description:
          "By Newton's third law every force that moves a tooth pushes back on something, and this module is about controlling that reaction.",
        lesson: {
          title: "Resisting unwanted movement",
          html: p(
            "Anchorage is resistance to unwanted tooth movement. Because every orthodontic force has an equal and opposite reaction, retracting the upper canines with an elastic chain tied to the first molars also pulls the molars forward. The amount of reaction movement depends on the relative root surface area of the two units and on the force level: a unit with more root area in bone resists more, which is why molars are used as anchor teeth. Clinicians speak of anchorage demand for a case. In an extraction case with a large overjet, nearly all of the extraction space may be needed for incisor retraction, so the molars must not come forward at all; this is maximum anchorage.",
            "Traditional means of reinforcing anchorage include adding more teeth to the anchor unit, using a transpalatal arch or Nance button, using intermaxillary elastics, and extraoral traction with headgear. Each has limits: adding teeth only shifts the balance, palatal devices give modest reinforcement, elastics have side effects on the opposite arch, and headgear depends on the patient wearing it for 12 to 14 hours a day.",
            "Temporary anchorage devices (TADs), usually titanium-alloy miniscrews about 1.4 to 2 mm in diameter and 6 to 10 mm long, have changed the management of high-anchorage cases. They are placed under local anaesthetic through the attached gingiva into the alveolar bone between roots, commonly between the upper second premolar and first molar, or in the palate, and can be loaded almost immediately with light forces of around 150 to 200 g. In direct anchorage the force is applied from the screw to the teeth being moved, for example a nickel-titanium coil spring from a buccal miniscrew to a hook on the archwire for en-masse retraction of the six anterior teeth. In indirect anchorage the screw is tied to the anchor teeth to stabilise them. Reported success rates are around 85 to 90 per cent. Failures are more common in the mandible, with thin cortical bone, with screws placed in contact with roots, and with inflammation around the head of the screw; a loose screw is removed and usually replaced at a different site.",
          ),
        },
      },
      {
        title: "Functional Appliances for Class II Malocclusion",
        description:
          "The last module weighs the evidence on what functional appliances actually do to the jaws and when they should be used.",
        lesson: {
          title: "Twin Block, Herbst and the growth debate",
          html: p(
            "Class II division 1 malocclusion, with the lower dental arch distal to the upper and an increased overjet, is the commonest reason for orthodontic referral in many European populations, and a retrusive mandible is the usual skeletal cause. Functional appliances hold the mandible postured forward, so that the muscles of mastication and the soft tissues apply forces to the teeth and jaws. Removable designs include the Andresen activator of the early twentieth century, the Fränkel function regulator and the Twin Block, introduced by William Clark in the late 1970s, which uses upper and lower acrylic plates with inclined bite blocks that meet at 70 degrees and can be worn full time, including during eating. Fixed designs include the Herbst appliance, a telescopic mechanism first described by Emil Herbst in 1905 and reintroduced by Hans Pancherz in 1979, which does not depend on patient cooperation.",
            "The central debate is how these appliances correct the malocclusion. Early claims that they substantially increase mandibular growth have not been borne out by randomised trials. The multicentre UK trial of the Twin Block by O'Brien and colleagues (2003) found that overjet was reduced effectively but that the skeletal contribution was small, with most of the correction coming from dentoalveolar changes: retroclination of the upper incisors, proclination of the lower incisors, distal movement of upper molars and mesial movement of lower molars, together with some restraint of forward maxillary growth. Lower incisor proclination is a limiting factor, particularly with the Herbst appliance.",
            "Timing is the second question. Treatment is most efficient when started during or just before the pubertal growth spurt, which can be estimated from cervical vertebral maturation stages or hand-wrist radiographs. A Cochrane review (Batista and colleagues, 2018) found that early treatment in two phases, starting around age 8 or 9, reduced the incidence of new incisal trauma compared with treatment in adolescence, but offered no other important advantage, so one-phase treatment in adolescence is usually recommended unless the child's prominent incisors are at particular risk of injury.",
          ),
        },
      },
    ],
  },
];
