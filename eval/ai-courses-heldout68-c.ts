/** Sixty-eighth held-out evaluation courses, advanced level (C); see ai-courses-heldout68.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT68_C: EvalCourse[] = [
  {
    slug: "plasma-physics-particles-fluids-and-confinement",
    discipline: "Plasma physics",
    title: "Plasma Physics: Particles, Fluids and Confinement",
    description:
      "Covers the physics of ionised gases from first principles: Debye shielding and the plasma parameter, single-particle orbits and drifts, magnetohydrodynamic equilibrium and stability, and Landau damping, with applications to magnetic confinement fusion and space plasmas.",
    level: "advanced",
    duration: "twelve weeks (two lectures and one problem class a week)",
    plantedGap: "Landau damping",
    modules: [
      {
        title: "Debye shielding and the plasma criteria",
        description:
          "How collective shielding and the plasma frequency define a plasma, with numerical estimates for laboratory, fusion and space conditions.",
        lesson: {
          title: "Shielding, quasineutrality and the plasma frequency",
          html: p(
            "Place a test charge q in a plasma of electron density n and temperature Te, with ions treated as a fixed neutralising background. Electrons rearrange according to the Boltzmann factor, n exp(eφ/kTe). Linearising this for eφ much smaller than kTe and substituting into Poisson's equation gives a screened potential, φ(r) = (q/4πε0 r) exp(−r/λD), where the Debye length is λD = (ε0 kTe / n e²)^1/2. Beyond a few Debye lengths the charge is invisible: the plasma shields out local potentials and remains quasineutral on larger scales.",
            "In practical units λD ≈ 7430 (Te/n)^1/2 metres, with Te in electronvolts and n in particles per cubic metre. For a tokamak core at n = 10^20 m^−3 and Te = 10 keV, λD ≈ 7430 × (10^4/10^20)^1/2 = 7.4 × 10^−5 m, about 74 micrometres. In the solar wind near Earth, with n around 5 × 10^6 m^−3 and Te around 10 eV, λD is roughly 10 m, still tiny compared with the scale of the system.",
            "Shielding is a statistical effect and only works if there are many particles in the Debye sphere. The plasma parameter ND = (4π/3) n λD³ for the tokamak example is 4.19 × 10^20 × (7.4 × 10^−5)³, about 1.7 × 10^8. A plasma therefore requires λD much smaller than the system size L and ND much greater than 1. Because ND scales as Te^3/2 n^−1/2, hot, tenuous plasmas are the most ideal, and their collisions are weak.",
            "Displace the electrons slightly relative to the ions and the resulting electric field pulls them back; they overshoot and oscillate at the electron plasma frequency ωpe = (n e² / ε0 me)^1/2, or fpe ≈ 8.98 n^1/2 Hz. For n = 10^20 m^−3 this is about 90 GHz; in the ionosphere, where the peak density is around 10^12 m^−3, it is about 9 MHz. Electromagnetic waves below fpe cannot propagate, which is why HF radio below that frequency reflects from the ionosphere while VHF passes through.",
            "The third criterion concerns collisions: if ωpe τ, the product of the plasma frequency and the mean time between collisions with neutrals, is less than about 1, electrons are governed by neutral collisions rather than by electromagnetic forces and the gas behaves as an ordinary fluid rather than a plasma.",
          ),
        },
      },
      {
        title: "Single-particle motion and drifts",
        description:
          "Gyration, guiding-centre drifts, the magnetic moment as an adiabatic invariant, and why a purely toroidal field cannot confine a plasma.",
        lesson: {
          title: "Gyration, drifts and magnetic mirrors",
          html: p(
            "A charged particle in a uniform magnetic field gyrates at the cyclotron frequency ωc = |q|B/m, with Larmor radius rL = v⊥/ωc. For electrons fce is about 28 GHz per tesla. A 10 keV deuteron, mass 3.34 × 10^−27 kg, has a perpendicular speed of about 9.8 × 10^5 m/s; in a 5 T field its cyclotron frequency is 2.4 × 10^8 rad/s and its Larmor radius about 4 mm. A 10 keV electron in the same field has a Larmor radius of about 0.07 mm. Both are tiny compared with a reactor's minor radius of a metre or more.",
            "Any additional force F perpendicular to B produces a drift of the guiding centre, vF = (F × B)/(qB²). For an electric field, F = qE and the charge cancels, giving the E × B drift, vE = E × B / B², identical for all species and so carrying no current. Forces that do not depend on charge, such as gravity, produce drifts in opposite directions for ions and electrons and therefore currents. A gradient in field strength gives the grad-B drift, v = (m v⊥²/2qB)(B × ∇B)/B², and field-line curvature gives the curvature drift, proportional to m v∥². Both depend on the sign of the charge.",
            "In a purely toroidal field, which falls off as 1/R, grad-B and curvature drifts are vertical and opposite for ions and electrons. The resulting charge separation creates a vertical electric field, and the E × B drift then carries the whole plasma outward. Confinement requires twisting the field lines so that particles sample the top and bottom of the torus equally: in a tokamak, the poloidal field of a toroidal plasma current supplies this rotational transform; in a stellarator, shaped external coils do.",
            "When fields vary slowly compared with the gyration, the magnetic moment μ = m v⊥²/2B is an adiabatic invariant. As a particle moves into a stronger field, v⊥ must increase, and by energy conservation v∥ falls. If the field becomes strong enough, the particle reflects: this is a magnetic mirror. Particles at the field minimum escape if their pitch angle θ satisfies sin²θ less than Bmin/Bmax, the loss cone. With a mirror ratio of 4, every particle with a pitch angle below 30° is lost. The same physics traps particles in Earth's radiation belts.",
          ),
        },
      },
      {
        title: "MHD equilibrium and pinch stability",
        description:
          "The ideal MHD model, frozen-in flux, magnetic pressure and tension, plasma beta, the Bennett relation and the basic instabilities of the Z-pinch.",
        lesson: {
          title: "Pressure balance and the pinch",
          html: p(
            "Ideal magnetohydrodynamics treats the plasma as a single, perfectly conducting fluid. Its Ohm's law, E + v × B = 0, has a striking consequence proved by Alfvén: the magnetic flux through any surface moving with the fluid is constant, so field lines are frozen into the plasma and move with it. Finite resistivity allows field lines to reconnect, as in solar flares and tokamak sawtooth crashes.",
            "In static equilibrium the force balance is J × B = ∇p. Using Ampère's law, μ0J = ∇ × B, the magnetic force splits into two parts: ∇p + ∇(B²/2μ0) = (B·∇)B/μ0. The term B²/2μ0 acts as a magnetic pressure, and the right-hand side is a tension along curved field lines, like a stretched string. Confinement efficiency is measured by beta, the ratio of plasma pressure to magnetic pressure, β = 2μ0p/B². With n = 10^20 m^−3 and electron and ion temperatures of 10 keV, p = 2nkT ≈ 3.2 × 10^5 Pa; in a 5 T field the magnetic pressure is about 9.9 × 10^6 Pa, so β is about 3 per cent. Because fusion power scales roughly as β² B^4 at fixed temperature, beta limits set by stability are central to reactor design.",
            "The simplest confinement scheme is the Z-pinch: an axial current I produces an azimuthal field that squeezes the plasma column. Integrating the force balance over the cross-section gives the Bennett relation, μ0 I² / 8π = N k (Te + Ti), where N is the number of particles per unit length. A pinch of 10^19 particles per metre at 1 keV therefore needs a current of roughly 0.25 MA.",
            "The pinch is violently unstable. In the sausage or m = 0 mode, a local constriction raises the azimuthal field, and therefore the magnetic pressure, at the neck, pinching it further. In the kink or m = 1 mode, a bend crowds field lines on the concave side, increasing pressure there and bending the column further. An axial field inside the plasma resists both by its tension, and a nearby conducting wall helps against the kink. In a tokamak, with its strong toroidal field, the external kink is stable only if the safety factor at the edge, q(a) = a Bφ / R Bθ, exceeds 1, the Kruskal-Shafranov limit; practical machines operate with edge q of about 3 or more.",
          ),
        },
      },
    ],
  },
  {
    slug: "switch-mode-power-conversion",
    discipline: "Power electronics",
    title: "Switch-Mode Power Conversion",
    description:
      "Analyse, design and verify the DC-DC converters at the heart of modern power supplies. Topics include steady-state converter analysis by volt-second and charge balance, switching losses in silicon, silicon carbide and gallium nitride devices, magnetics design, and EMI filter design, supported by simulation and bench work.",
    level: "advanced",
    duration: "twelve weeks (two lectures and a three-hour laboratory a week)",
    plantedGap: "EMI filter design",
    modules: [
      {
        title: "Steady-state analysis of the buck converter",
        description:
          "Volt-second and charge balance applied to the buck converter, with a worked design of inductor and capacitor values for a specified ripple.",
        lesson: {
          title: "Volt-second balance and ripple design",
          html: p(
            "In periodic steady state, the average voltage across an inductor over one switching period must be zero, or its current would grow without limit; likewise the average current into a capacitor must be zero. These two principles, volt-second balance and charge balance, are enough to analyse any converter in continuous conduction mode.",
            "In the buck converter, the switch is on for DTs, applying Vin − Vout across the inductor, and off for (1 − D)Ts, when the freewheeling diode or synchronous switch applies −Vout. Volt-second balance gives (Vin − Vout)DTs = Vout(1 − D)Ts, so Vout = DVin. Charge balance on the output capacitor shows that the average inductor current equals the load current.",
            "The peak-to-peak inductor current ripple follows from V = L di/dt during the off interval: ΔiL = Vout(1 − D)/(L fs). Take Vin = 12 V, Vout = 3.3 V, a 5 A load and fs = 500 kHz. The duty cycle is 0.275. Designing for a ripple of 30 per cent of the load current, 1.5 A, requires L = 3.3 × 0.725/(1.5 × 500 × 10^3) = 3.19 µH, so choose the standard value 3.3 µH. The ripple is then 1.45 A, and the peak inductor current is 5 + 0.725 = 5.73 A, the figure used to size the switch and the inductor's saturation current.",
            "If the output capacitor were ideal, its voltage ripple would be ΔV = ΔiL/(8 C fs). With C = 22 µF this gives 1.45/(8 × 22 × 10^−6 × 5 × 10^5), about 16 mV. In practice the equivalent series resistance adds ΔiL × ESR, which for electrolytic capacitors often dominates; a 20 mΩ ESR would add 29 mV. Ceramic capacitors have tiny ESR but lose much of their capacitance under DC bias, so a nominal 22 µF part may offer only half that at 3.3 V.",
            "A non-synchronous buck enters discontinuous conduction when the load current falls below half the ripple, here 0.725 A. In DCM the conversion ratio depends on load as well as duty cycle, which changes the small-signal dynamics that the control loop must handle. A synchronous buck, whose low-side switch conducts in both directions, stays in continuous conduction down to zero load at the cost of circulating current and light-load efficiency.",
          ),
        },
      },
      {
        title: "Switching devices and loss estimation",
        description:
          "Estimating conduction, switching, gate-drive and reverse-recovery losses, and comparing silicon MOSFETs with wide-bandgap devices.",
        lesson: {
          title: "Where the watts go",
          html: p(
            "Conduction loss in a MOSFET is I²rms × RDS(on). For the high-side switch of the buck example, the RMS current is close to 5 A × √0.275, about 2.6 A, so a 10 mΩ device dissipates roughly 70 mW. RDS(on) rises with temperature, typically by a factor of about 1.5 to 2 between 25 °C and 125 °C in silicon, so losses must be evaluated at the expected junction temperature, which itself depends on the losses.",
            "Switching loss arises because voltage and current overlap during each transition. A first estimate treats the waveforms as linear ramps: Psw ≈ ½ Vin I (tr + tf) fs. With 12 V, 5 A, a combined transition time of 20 ns and 500 kHz, Psw ≈ 0.5 × 12 × 5 × 20 × 10^−9 × 5 × 10^5 = 0.3 W, four times the conduction loss. Add the energy stored in the output capacitance, dumped into the channel at each hard turn-on, approximately ½ Coss V² fs, and the gate-drive loss, Qg Vdrive fs: 10 nC at 5 V and 500 kHz costs 25 mW, dissipated in the driver and gate resistance. At high frequency, switching loss, not conduction loss, sets the practical limit.",
            "The body diode of the low-side MOSFET conducts during the dead time, and when the high-side switch turns on it must sweep out the stored reverse-recovery charge Qrr, adding roughly Qrr Vin fs of loss plus ringing.",
            "Wide-bandgap devices change these trade-offs. 4H silicon carbide has a bandgap of about 3.26 eV and a critical electric field roughly ten times that of silicon, so a drift region for a given blocking voltage can be about a tenth as thick and far more heavily doped, giving low specific on-resistance at 650 V to 1.7 kV and above; SiC MOSFETs dominate traction inverters and fast chargers. Gallium nitride high-electron-mobility transistors, with a bandgap of about 3.4 eV, conduct through a two-dimensional electron gas at an AlGaN/GaN interface. They have very low gate and output charge and, having no p-n body diode, no reverse-recovery charge, which makes them attractive up to about 650 V and at megahertz switching frequencies. They still conduct in reverse, but with a drop of a few volts depending on gate bias, so dead time must be kept very short.",
          ),
        },
      },
      {
        title: "Designing the power inductor",
        description:
          "Sizing a gapped ferrite inductor from energy storage, choosing turns and air gap, and estimating core and winding losses at high frequency.",
        lesson: {
          title: "Core, turns, gap and losses",
          html: p(
            "An inductor must store energy ½ L Ipk² without saturating and without overheating. The area-product method links these requirements to core size: Ap = Aw Ae = L Ipk Irms / (Bmax J ku), where Aw is the window area, Ae the core cross-section, J the winding current density and ku the fraction of the window filled with copper. For the 3.3 µH buck inductor with Ipk = 5.73 A and Irms about 5.02 A, taking Bmax = 0.3 T, J = 5 A/mm² and ku = 0.4, Ap is about 1.6 × 10^−10 m^4, or 160 mm^4. Choose the smallest catalogue core exceeding this.",
            "Power ferrite saturates at about 0.4 to 0.5 T at room temperature, less when hot, so a 0.25 to 0.3 T design peak leaves margin. For a core with Ae = 12 mm², the number of turns is N = L Ipk / (Bmax Ae) = 3.3 × 10^−6 × 5.73 / (0.3 × 12 × 10^−6), about 5.3, so use 6 turns. The peak flux density is then about 0.26 T. Most of the energy is stored in an air gap, whose length, neglecting the reluctance of the ferrite and fringing, is lg = μ0 N² Ae / L, about 0.16 mm here. Fringing enlarges the effective gap area, so the gap is usually trimmed on the bench.",
            "Core loss depends on the AC flux swing, not on the DC flux. In a buck inductor the flux ripple is ΔB = L ΔiL / (N Ae), about 0.066 T peak-to-peak here, an amplitude of 0.033 T. The Steinmetz equation, Pv = k f^α B^β, with α typically between 1 and 2 and β between 2 and 3 for ferrites, gives the loss per unit volume; because the waveform is triangular rather than sinusoidal, the improved generalised Steinmetz equation gives a more accurate figure.",
            "Winding loss has a DC part and an AC part. The skin depth in copper is about 66/√f millimetres, roughly 0.093 mm at 500 kHz, so a solid round wire thicker than about twice that carries the ripple current only near its surface. Proximity effect between layers, analysed by Dowell, and the fringing field near the gap make matters worse. Remedies include Litz wire, foil windings, fewer layers and keeping the winding a few gap lengths away from the gap.",
          ),
        },
      },
    ],
  },
  {
    slug: "mental-health-law-detention-capacity-and-review",
    discipline: "Mental health law",
    title: "Mental Health Law: Detention, Capacity and Review",
    description:
      "When may the state detain a person for the treatment of mental disorder, and who checks that it was right to do so? This advanced module examines compulsory admission under the Mental Health Act 1983, the interface with the Mental Capacity Act 2005 and deprivation of liberty, community treatment orders, and review by the tribunal, with close attention to Article 5 of the European Convention on Human Rights.",
    level: "advanced",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "community treatment orders",
    modules: [
      {
        title: "Compulsory admission under Part II",
        description:
          "The statutory criteria, applicants and safeguards for admission for assessment and for treatment, and the emergency and police powers.",
        lesson: {
          title: "Sections 2, 3 and the holding powers",
          html: p(
            "Section 1 of the Mental Health Act 1983 defines mental disorder as any disorder or disability of the mind. Dependence on alcohol or drugs alone is not a mental disorder, and learning disability counts for the longer-term powers only if associated with abnormally aggressive or seriously irresponsible conduct.",
            "Section 2 authorises detention for assessment, or assessment followed by treatment, for up to 28 days. The patient must be suffering from mental disorder of a nature or degree which warrants detention in hospital for at least a limited period, and ought to be detained in the interests of their own health or safety or with a view to the protection of others. Section 3 authorises detention for treatment for up to six months, renewable for a further six months and then yearly. It requires a disorder of a nature or degree making hospital treatment appropriate; treatment must be necessary for the health or safety of the patient or the protection of others and cannot be provided unless the patient is detained, and appropriate medical treatment must be available.",
            "The application is normally made by an approved mental health professional (AMHP) on two medical recommendations, one from a doctor approved under section 12 and, where practicable, one from a doctor who knows the patient. For section 3 the AMHP must, if practicable, consult the nearest relative, whose objection prevents the application unless the county court displaces them under section 29.",
            "Section 4 permits admission for 72 hours on one medical recommendation in cases of urgent necessity. For patients already in hospital, section 5(2) gives the doctor or approved clinician in charge a 72-hour holding power and section 5(4) gives certain nurses six hours. Section 136 lets a constable remove an apparently mentally disordered person in immediate need of care or control to a place of safety, for up to 24 hours since the Policing and Crime Act 2017; a police station may be used only exceptionally, and never for children.",
            "The Code of Practice (2015) must be followed unless there are cogent reasons to depart from it: R (Munjaz) v Mersey Care NHS Trust [2005] UKHL 58. Reform legislation introduced in 2024 tightens the detention criteria and replaces the nearest relative with a nominated person; always check which provisions have been brought into force.",
          ),
        },
      },
      {
        title: "Capacity, consent and deprivation of liberty",
        description:
          "The Mental Capacity Act test, the Bournewood gap and Cheshire West, and the boundary between the two Acts.",
        lesson: {
          title: "The Mental Capacity Act and the acid test",
          html: p(
            "Section 1 of the Mental Capacity Act 2005 sets five principles: capacity is presumed; all practicable steps must be taken to help a person decide; an unwise decision does not by itself show incapacity; acts done for a person lacking capacity must be in their best interests; and the less restrictive option must be considered.",
            "Under sections 2 and 3, a person lacks capacity in relation to a matter if at the material time they are unable to make a decision for themselves because of an impairment of, or disturbance in the functioning of, the mind or brain. They are unable to decide if they cannot understand the relevant information, retain it, use or weigh it as part of the process of deciding, or communicate the decision. In A Local Authority v JB [2021] UKSC 52 the Supreme Court held that the functional question should normally be asked first, and then whether the inability is caused by the impairment or disturbance.",
            "Deprivation of liberty engages Article 5. In HL v United Kingdom (2004), the Bournewood case, an autistic man without capacity was kept in hospital as an informal patient because he did not resist; Strasbourg found a deprivation of liberty without procedural safeguards. The Mental Health Act 2007 responded by inserting the deprivation of liberty safeguards into the 2005 Act. In P v Cheshire West and Chester Council [2014] UKSC 19 the Supreme Court set the acid test: a person is deprived of liberty if they are under continuous supervision and control and not free to leave. The person's compliance, the relative normality of the placement and the benign purpose of the arrangements are irrelevant.",
            "Under the safeguards, a managing authority requests a standard authorisation from the supervisory body, which commissions six assessments: age, no refusals, mental capacity, mental health, eligibility and best interests. Authorisations last up to twelve months. The eligibility assessment manages the boundary between the Acts: a person who is within the scope of the Mental Health Act and objects to being in hospital for treatment of mental disorder is generally ineligible, so the 1983 Act must be used, as in GJ v The Foundation Trust [2009] EWHC 2972 (Fam). The replacement scheme, the Liberty Protection Safeguards in the Mental Capacity (Amendment) Act 2019, was postponed in 2023 beyond the life of that Parliament.",
          ),
        },
      },
      {
        title: "Tribunals and Article 5",
        description:
          "The Convention standards for lawful detention and speedy review, and how the tribunal applies them when deciding whether to discharge.",
        lesson: {
          title: "Review of detention",
          html: p(
            "Article 5(1)(e) of the Convention permits the lawful detention of persons of unsound mind. In Winterwerp v Netherlands (1979) the European Court of Human Rights set three minimum conditions: except in emergencies, the person must be reliably shown by objective medical expertise to be of unsound mind; the disorder must be of a kind or degree warranting compulsory confinement; and the validity of continued confinement depends on the persistence of the disorder. Article 5(4) adds the right to take proceedings by which the lawfulness of detention is decided speedily by a court, with release ordered if the detention is not lawful.",
            "In England the court is the First-tier Tribunal (Mental Health); Wales has its own tribunal. Panels comprise a judge, a medical member and a specialist lay member. A patient detained under section 2 may apply within the first 14 days. A patient under section 3 may apply once in the first six months, once in the next six months and then once a year. If a patient does not apply, the hospital managers must refer the case automatically after the first six months, and then every three years, or every year for patients under 18.",
            "Section 72 sets the test. The tribunal must discharge a section 3 patient if it is not satisfied that the statutory criteria are met. Before 2001 the Act placed the burden on the patient to prove that the criteria were not met; the Court of Appeal in R (H) v Mental Health Review Tribunal, North and East London Region [2001] EWCA Civ 415 declared this incompatible with Article 5, and a remedial order under the Human Rights Act 1998 reversed the burden. The standard of proof is the balance of probabilities, as confirmed in R (AN) v Mental Health Review Tribunal (Northern Region) [2005] EWCA Civ 1605. Where the criteria are met, the tribunal keeps a discretion to discharge, may defer discharge to a future date, and may recommend leave of absence or transfer.",
            "Restricted patients, detained by a criminal court under section 37 with a restriction order under section 41, are dealt with under section 73. The tribunal may discharge absolutely or conditionally, with conditions such as residence, supervision and acceptance of treatment; the Secretary of State for Justice may later recall a conditionally discharged patient.",
          ),
        },
      },
    ],
  },
  {
    slug: "oral-history-method-memory-and-the-archive",
    discipline: "Oral history",
    title: "Oral History: Method, Memory and the Archive",
    description:
      "Since the 1970s, oral historians have argued that the subjectivity of memory is a resource rather than a flaw. This research-methods course for postgraduate historians puts that argument to work through life-story interviewing technique, theories of memory and composure, ethics and legal clearance, transcription conventions, and the long-term archiving of recordings.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week, plus a supervised interview project)",
    plantedGap: "transcription conventions",
    modules: [
      {
        title: "The life-story interview",
        description:
          "Preparing, recording and conducting an in-depth interview that lets the narrator shape the story.",
        lesson: {
          title: "Preparing and conducting the interview",
          html: p(
            "Good interviews are prepared. Research the period, place and occupation the narrator is likely to talk about, so that you recognise names and events and can ask informed follow-up questions. Many interviewers hold a short pre-interview meeting without recording, to explain the project, the consent process and what will happen to the recording, and to sketch a timeline of the narrator's life. Do not go too deep at this meeting: stories told once before the recorder is on are often told more flatly the second time.",
            "Record for the archive, not only for your own project. Uncompressed WAV files at 24-bit depth and 48 kHz are widely recommended; compressed formats such as MP3 discard information permanently. Use a good external or lapel microphone placed close to the narrator, and choose a room with soft furnishings away from traffic, ticking clocks and humming fridges. Record half a minute of room tone and an introduction stating who is speaking, where and when.",
            "The life-story approach, used for instance by the British Library's National Life Stories programme, moves broadly chronologically from family background and childhood through education and work to later life. Starting early in life gives the narrator time to settle and places later events in the context that gives them meaning. Some life-story recordings run to ten or more hours over several sessions.",
            "Ask open questions: tell me about, what was it like, how did you feel. Use closed questions only to check facts. Ask one question at a time and then wait; silence often brings out the most reflective material. Encourage with nods and eye contact rather than spoken agreement, which talks over the narrator's words on the recording. Follow up on what the narrator raises rather than marching through your list. Michael Frisch's idea of shared authority is a reminder that the interview is a joint creation in which the narrator's framing of events is itself evidence.",
            "Interviews about war, abuse, migration or bereavement can distress narrators. Agree in advance how a break or an end to the session can be requested, know what support services exist locally, and never press for detail that the narrator does not wish to give.",
          ),
        },
      },
      {
        title: "Memory, subjectivity and composure",
        description:
          "How oral historians turned the unreliability of memory from a weakness into an object of study, from Portelli to Thomson and Summerfield.",
        lesson: {
          title: "What makes oral history different",
          html: p(
            "Early critics of oral history, such as Patrick O'Farrell in 1979, warned that it led into a world of selective memory, later overlays and utter subjectivity: not into history, but into myth. Paul Thompson's The Voice of the Past (1978) defended it mainly on grounds of inclusion: interviews recovered the experiences of working people, women and minorities absent from official records. From the late 1970s, however, a more radical argument emerged, that the very subjectivity of memory is historical evidence.",
            "Alessandro Portelli's essay on the death of Luigi Trastulli is the classic case. Trastulli, a steelworker in Terni, was shot by police during a demonstration against NATO in 1949. Many narrators interviewed decades later placed his death in the strikes and street battles that followed mass sackings in 1953, and told it in different ways. Portelli argued that the error was meaningful: by moving the death into a more fitting story of working-class struggle, narrators made sense of a loss that seemed pointless at the time. Wrong statements, he wrote, are still psychologically true.",
            "Luisa Passerini's study of working-class memory in Turin, published in English as Fascism in Popular Memory, showed that silences, jokes and irrelevant-seeming anecdotes carried meaning: narrators often skipped over the Fascist years entirely, a silence that itself told of wounds and compromises. Her work directed attention to self-representation and the cultural forms through which people tell their lives.",
            "Alistair Thomson's Anzac Memories (1994) introduced the idea of composure. Australian veterans composed memories they could live with, in both senses of the word, drawing on the public Anzac legend to make personal experience tolerable. Where the public narrative did not fit, memories were suppressed or reshaped. Penny Summerfield, in Reconstructing Women's Wartime Lives (1998), extended this to discomposure: moments of hesitation, contradiction or distress where a narrator's experience could not be fitted to the available public stories of the Second World War.",
            "Intersubjectivity completes the picture. The narrator speaks to a particular interviewer, of a certain age, gender, class and nationality, at a particular moment, and the account is shaped by that relationship. Reading an interview critically means asking not only what happened but why it is told this way, to this listener, now.",
          ),
        },
      },
      {
        title: "Ethics, clearance and the archive",
        description:
          "Informed consent, copyright and data protection in UK practice, and preparing recordings and metadata for long-term preservation.",
        lesson: {
          title: "Consent, rights and deposit",
          html: p(
            "Oral history raises ethical questions at every stage, and the Oral History Society's ethical guidelines are the usual starting point in the United Kingdom. Consent has two parts. Before the interview, the narrator gives informed consent to take part, understanding the purpose of the project, how the recording will be used and their right to stop at any time. After the interview, when they know what they have said, they sign a recording agreement, often called a clearance form, setting out how the recording may be used, by whom and whether any parts are closed.",
            "Copyright makes this second stage essential. Under the Copyright, Designs and Patents Act 1988, spoken words become a literary work once they are recorded, by whatever means and whether or not with the speaker's permission, and the speaker owns the copyright in them. The maker of the recording owns a separate copyright in the sound recording itself. An archive that wants to make an interview available therefore needs an assignment or licence from the narrator as well as from the interviewer or commissioning body. Without it, public use of the recording may infringe copyright.",
            "Interviews contain personal data, often including special category data such as health, religion, sexuality or political opinions. The UK GDPR and the Data Protection Act 2018 provide exemptions for archiving in the public interest, but they still require secure storage and a lawful basis. Narrators may also make damaging statements about living third parties, which raises the risk of defamation. Common responses are closure of the whole interview or part of it for a fixed period, such as 30 years or until the narrator's death, and careful review before any public release.",
            "Deposit is part of the project, not an afterthought. Agree the receiving archive before interviewing begins and follow its requirements. Typically these include the uncompressed audio files, a signed recording agreement, a catalogue record describing the narrator, date, place and interviewer, and a time-coded summary of the content, so that a researcher can find the part about, say, apprenticeship at 00:42:10 without listening to ten hours. Digital preservation depends on open formats such as Broadcast WAV, checksums to detect corruption, and several copies held in different places.",
          ),
        },
      },
    ],
  },
  {
    slug: "advanced-oncology-nursing-practice",
    discipline: "Oncology nursing",
    title: "Advanced Oncology Nursing Practice",
    description:
      "Modern cancer treatment is increasingly delivered in day units and at home, which moves the recognition of its complications onto nurses. This module develops advanced assessment and decision-making in systemic anticancer therapy, oncological emergencies and immune-related toxicity, and considers how survivorship care is planned once active treatment ends.",
    level: "advanced",
    duration: "twelve weeks (one study day a fortnight with supervised clinical practice)",
    plantedGap: "survivorship care",
    modules: [
      {
        title: "Safe administration of systemic anticancer therapy",
        description:
          "Pre-treatment verification, dose calculation, safe handling and the recognition and management of extravasation.",
        lesson: {
          title: "Checks, doses and extravasation",
          html: p(
            "Systemic anticancer therapy is high-risk medication, and most serious incidents arise from failures of checking rather than of technique. Before each cycle the nurse confirms that the prescription matches the approved regimen protocol, the patient's identity, consent, height and weight, and that the blood results and toxicity assessment meet the protocol's criteria. Many regimens require a neutrophil count of at least 1.0 or 1.5 × 10^9/L and platelets of at least 100 × 10^9/L, but the protocol, not a general rule, is the authority. Toxicities since the last cycle are graded using the Common Terminology Criteria for Adverse Events, version 5.0.",
            "Most cytotoxic doses are based on body surface area. The Mosteller formula gives BSA as the square root of height in centimetres multiplied by weight in kilograms, divided by 3600. A patient 170 cm tall weighing 70 kg has a BSA of the square root of 11,900/3600, about 1.82 m². A weight change of more than about 10 per cent usually triggers recalculation. Carboplatin is dosed differently, by the Calvert formula: dose in mg equals the target area under the curve multiplied by (GFR + 25). For AUC 5 and a GFR of 80 mL/min, the dose is 5 × 105 = 525 mg.",
            "Extravasation is the leakage of a vesicant into the tissues, where it can cause blistering and necrosis. Anthracyclines such as doxorubicin and epirubicin and vinca alkaloids such as vincristine and vinorelbine are among the most damaging. Warning signs are pain, burning, swelling, redness, or loss of blood return. Stop the infusion at once, leave the cannula in place and attempt to aspirate the drug, then remove the cannula, mark the area and follow the agent-specific policy. For anthracyclines, cold compresses localise the drug, and dexrazoxane given within six hours, over three days, is the licensed antidote for large extravasations. For vinca alkaloids, warm compresses and hyaluronidase disperse it instead. Document, photograph and follow up.",
            "Vinca alkaloids are supplied in minibags for infusion, not syringes, following repeated fatal errors in which vincristine was given intrathecally. Staff handling cytotoxic drugs wear appropriate protective equipment, keep a spill kit to hand and dispose of contaminated waste in purple-lidded cytotoxic containers.",
          ),
        },
      },
      {
        title: "Acute oncology emergencies",
        description:
          "Early recognition and first-line management of neutropenic sepsis, metastatic spinal cord compression, hypercalcaemia and tumour lysis syndrome.",
        lesson: {
          title: "Four emergencies that cannot wait",
          html: p(
            "Neutropenic sepsis is the commonest life-threatening complication of chemotherapy. NICE guidance defines it as a neutrophil count of 0.5 × 10^9/L or lower with a temperature above 38 °C or other signs or symptoms of clinically significant sepsis. Because patients can deteriorate within hours, empirical antibiotic therapy, piperacillin with tazobactam as monotherapy in NICE guidance, should be given within one hour of presentation, without waiting for the blood count. Patients who are unwell without fever, especially those taking steroids, may still be septic. Risk stratification, for example with the MASCC score, where 21 or more indicates low risk, can later support early oral switching or discharge.",
            "Metastatic spinal cord compression occurs most often with breast, prostate, lung and myeloma. The early symptom is back or neck pain, often thoracic, band-like, worse on lying flat or straining, or waking the patient at night. Weakness, sensory level and bladder or bowel dysfunction are late signs, and the neurological state at diagnosis strongly predicts whether the patient will walk afterwards. NICE recommends MRI of the whole spine within 24 hours when compression is suspected with neurological symptoms, dexamethasone 16 mg daily while awaiting definitive treatment, and flat bed rest or spinal precautions where there is concern about stability.",
            "Hypercalcaemia of malignancy presents insidiously with fatigue, thirst, polyuria, constipation, nausea and confusion, and is easily mistaken for progressive disease. Check the adjusted calcium. Treatment begins with intravenous rehydration with sodium chloride, followed by an intravenous bisphosphonate such as zoledronic acid, whose effect takes two to four days. Many symptomatic patients are dehydrated, so monitor urine output and renal function.",
            "Tumour lysis syndrome follows the rapid breakdown of tumour cells, typically after starting treatment for high-grade lymphomas or acute leukaemias. Released intracellular contents cause hyperkalaemia, hyperphosphataemia, secondary hypocalcaemia and hyperuricaemia, leading to acute kidney injury and arrhythmias. The Cairo-Bishop criteria define laboratory and clinical TLS. Prevention depends on risk: vigorous hydration for all, allopurinol for intermediate risk, and rasburicase for high risk, with electrolytes checked every six to eight hours in the first days of treatment. Nurses monitor fluid balance closely and escalate a falling urine output immediately.",
          ),
        },
      },
      {
        title: "Immune-related adverse events",
        description:
          "The mechanisms, timing, grading and stepwise management of toxicity from immune checkpoint inhibitors.",
        lesson: {
          title: "Recognising and managing checkpoint inhibitor toxicity",
          html: p(
            "Immune checkpoint inhibitors release the brakes on T cells. Anti-PD-1 antibodies include nivolumab and pembrolizumab; atezolizumab and durvalumab target PD-L1; ipilimumab targets CTLA-4. The same disinhibition that attacks tumour can attack healthy tissue, producing immune-related adverse events in almost any organ. They differ from chemotherapy toxicity in three ways: onset is unpredictable, typically within the first three months but sometimes a year or more later or after treatment has stopped; several organs can be affected at once; and treatment is immunosuppression rather than supportive care alone. Combination ipilimumab and nivolumab carries the highest risk: in the CheckMate 067 melanoma trial, grade 3 or 4 treatment-related events occurred in 59 per cent of patients.",
            "The commonest events are skin rash and itch, colitis, hepatitis, endocrinopathies such as hypothyroidism, hypophysitis, adrenal insufficiency and, rarely, type 1 diabetes, and pneumonitis. Rarer events, including myocarditis, myositis and neurological syndromes, can be fatal and need urgent specialist involvement. Because many patients are at home, structured telephone triage, such as the UK Oncology Nursing Society tool, and an alert card the patient shows to any clinician are essential.",
            "Events are graded with CTCAE. For diarrhoea, grade 1 is an increase of fewer than four stools a day over baseline, grade 2 four to six, and grade 3 seven or more, or incontinence or limitation of self-care. Management follows ESMO and ASCO guidance in steps. At grade 1, continue treatment with close monitoring. At grade 2, withhold the checkpoint inhibitor and, if symptoms persist, start oral prednisolone at about 0.5 to 1 mg/kg a day. At grades 3 and 4, withhold or stop permanently, admit, and give intravenous methylprednisolone at 1 to 2 mg/kg a day. Steroid-refractory colitis is treated with infliximab or vedolizumab; infliximab is avoided in hepatitis, where mycophenolate is used instead.",
            "Steroids are tapered over at least four to six weeks, since rapid tapering causes flares, and prolonged high doses call for prophylaxis against Pneumocystis pneumonia and attention to glucose and bone health. Endocrine events are the exception to the rule: they are managed with hormone replacement, which is usually lifelong, and immunotherapy can often continue.",
          ),
        },
      },
    ],
  },
];
