/** Eighty-seventh held-out evaluation courses, advanced level (C to D); see ai-courses-heldout87.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT87_C: EvalCourse[] = [
  {
    slug: "reconstructive-plastic-surgery-flaps-grafts-and-microsurgery",
    discipline: "Plastic surgery",
    title: "Reconstructive Plastic Surgery: Flaps, Grafts and Microsurgery",
    description:
      "When a wound cannot simply be closed, the surgeon must choose between grafts, local flaps and free tissue transfer. For surgical trainees preparing for higher specialty examinations, the course examines reconstructive decision-making from skin grafting to free tissue transfer, flap classification and vascular anatomy, microvascular anastomosis and postoperative flap monitoring, and burns resuscitation.",
    level: "advanced",
    duration: "twelve weeks (one half-day teaching session a week, with microsurgery skills laboratory)",
    plantedGap: "burns resuscitation",
    modules: [
      {
        title: "From Reconstructive Ladder to Reconstructive Elevator",
        description: "Choosing a reconstruction and classifying flaps by their blood supply.",
        lesson: {
          title: "Flap Classification and Blood Supply",
          html: p(
            `The reconstructive ladder orders options by complexity: healing by secondary intention, primary closure, delayed primary closure, skin graft, local flap, regional flap and free tissue transfer. Its traditional teaching was to climb only as high as necessary. Gottlieb and Krieger argued in 1994 for a "reconstructive elevator": the surgeon should go directly to the option that gives the best form and function, even if it is more complex. A free flap may be the first choice for an open tibial fracture with exposed plate, because a skin graft will not take and a local flap raised from injured tissue is unreliable.`,
            `A flap, unlike a graft, carries its own blood supply. Random-pattern flaps depend on the subdermal plexus with no named vessel, which limits their length-to-breadth ratio, classically to about 3:1 in the well-vascularised face and closer to 1:1 on the lower limb. Axial-pattern flaps contain a named vessel along their length, such as the groin flap on the superficial circumflex iliac artery, allowing much longer flaps.`,
            `Taylor and Palmer's angiosome concept (1987) divided the body into three-dimensional territories each supplied by a source artery, linked at their borders by reduced-calibre "choke" vessels. A flap can reliably include its own angiosome and the adjacent one; capturing a third is unreliable unless the chokes have been opened by a surgical delay procedure.`,
            `Muscle flaps are classified by Mathes and Nahai (1981) by their vascular pedicles: Type I, a single pedicle (gastrocnemius, tensor fasciae latae); Type II, a dominant pedicle with minor pedicles (gracilis); Type III, two dominant pedicles (rectus abdominis, gluteus maximus); Type IV, segmental pedicles (sartorius, tibialis anterior), which make poor flaps because each segment has its own supply; Type V, one dominant pedicle with secondary segmental pedicles (latissimus dorsi, pectoralis major), so the muscle can be based on either. Fasciocutaneous flaps have a parallel classification by Cormack and Lamberty, types A to D.`,
            `Perforator flaps carry skin and fat on vessels that pass through muscle or septum, leaving the muscle behind. The deep inferior epigastric perforator (DIEP) flap for breast reconstruction and the anterolateral thigh (ALT) flap, usually on perforators of the descending branch of the lateral circumflex femoral artery, are the workhorses. Their advantage is reduced donor morbidity; their cost is a longer, more demanding dissection and variable anatomy, now often mapped before surgery with CT angiography.`,
          ),
        },
      },
      {
        title: "Skin Grafts: Biology and Technique",
        description: "Split- and full-thickness grafts, the phases of graft take and the causes of graft failure.",
        lesson: {
          title: "Why Grafts Take and Why They Fail",
          html: p(
            `A skin graft is separated completely from its blood supply and depends on the recipient bed to survive. A split-thickness skin graft (SSG) contains the epidermis and part of the dermis, typically 0.2 to 0.45 mm thick, harvested with a dermatome, usually from the thigh. A full-thickness skin graft (FTSG) contains the whole dermis and is taken with a scalpel from sites where the defect can be closed directly, such as the post-auricular, supraclavicular or groin skin.`,
            `Graft take proceeds in three overlapping phases. During plasmatic imbibition, in the first 24 to 48 hours, the graft absorbs nutrients by diffusion from a fibrin layer that also glues it to the bed. Inosculation follows from about 48 to 72 hours, as cut vessels in the graft align with vessels in the bed. Revascularisation, with ingrowth of new vessels, proceeds from about day four, and lymphatic drainage is restored around day five or six. Thin grafts survive imbibition more readily, which is why SSGs take more reliably on imperfect beds.`,
            `Graft failure usually has one of four causes. Fluid collections, haematoma or seroma, separate graft from bed; they are prevented by haemostasis, fenestration or meshing, and pressure. Movement between graft and bed disrupts the fragile new vessels, so a tie-over bolster, splintage or negative-pressure dressing is used. Infection destroys grafts, and beta-haemolytic streptococci (Lancefield group A) are particularly dangerous because their fibrinolytic enzymes dissolve the fibrin bond; many surgeons will not graft a wound growing Streptococcus pyogenes in any quantity. Finally, a poorly vascularised bed will not support a graft: bare cortical bone without periosteum, tendon without paratenon and cartilage without perichondrium all need a flap instead.`,
            `Grafts contract in two ways. Primary contraction, the immediate recoil on harvesting due to elastin, is greatest in full-thickness grafts, around 40% of area, and smallest in thin split grafts, around 10%. Secondary contraction occurs during healing, driven by myofibroblasts in the bed, and is greatest with thin split grafts; a thicker dermal component inhibits it. This is why FTSGs are preferred on the face, eyelids and flexor surfaces of the hand, where contracture causes deformity, while SSGs cover large areas.`,
            `An SSG donor site heals by re-epithelialisation from surviving adnexal structures, hair follicles and sweat glands, usually within 10 to 14 days, and can be re-harvested once healed.`,
          ),
        },
      },
      {
        title: "Free Tissue Transfer and Flap Monitoring",
        description:
          "Microvascular anastomosis, causes of free-flap failure, and the recognition and salvage of a compromised flap.",
        lesson: {
          title: "The Anastomosis and the First 72 Hours",
          html: p(
            `In free tissue transfer the flap's pedicle is divided and re-anastomosed to recipient vessels under the operating microscope. Arterial anastomoses are typically sewn with 8-0 to 10-0 nylon interrupted sutures, end-to-end or end-to-side; veins are often joined with ring-pin coupling devices, which are quicker and at least as reliable. The principles are atraumatic handling, no tension, no kinking or twisting of the pedicle, adequate size match, and an intima-to-intima repair that exposes no thrombogenic media to the lumen.`,
            `Overall free flap success in experienced units is 95 to 99%. Most failures result from thrombosis at the anastomosis, and venous thrombosis is more common than arterial. The great majority of thromboses occur within the first 48 to 72 hours, which defines the period of intensive monitoring.`,
            `Clinical monitoring, typically hourly for the first 24 hours, compares the flap with its baseline. An arterially compromised flap is pale, cool, flaccid, with a sluggish or absent capillary refill and no bleeding on pinprick. A venously congested flap is purple or blue, swollen and tense, with brisk capillary refill under two seconds and rapid bleeding of dark blood on pinprick. A normal flap has refill of about two to three seconds and bleeds bright red slowly. A handheld Doppler over a marked perforator supplements the examination, and buried flaps, which cannot be seen, need an implantable Doppler probe or an external skin paddle.`,
            `Speed is everything. Salvage rates are substantially higher when a failing flap returns to theatre within the first few hours of compromise, because prolonged ischaemia followed by reperfusion produces the no-reflow phenomenon, in which the microcirculation fails to perfuse even after the anastomosis is revised. At re-exploration the surgeon checks for haematoma compressing the pedicle, kinks and thrombus, performs thrombectomy, and revises the anastomosis, sometimes using a vein graft.`,
            `When venous outflow cannot be restored surgically, medicinal leeches (Hirudo medicinalis) can relieve congestion. Their saliva contains hirudin, a direct thrombin inhibitor, and the bite continues to ooze for hours after the leech detaches. Because leeches carry Aeromonas hydrophila in their gut, patients receive prophylactic antibiotics, commonly ciprofloxacin, for the duration of leech therapy.`,
          ),
        },
      },
    ],
  },
  {
    slug: "the-fathers-and-the-making-of-doctrine-318-430",
    discipline: "Patristics",
    title: "The Fathers and the Making of Doctrine, 318-430",
    description:
      "Reading the Greek and Latin fathers in translation, participants trace how Christian doctrine was argued into shape between the outbreak of the Arian controversy and the death of Augustine: Nicaea and its aftermath, the Cappadocian settlement of Trinitarian language, the Pelagian controversy over grace, and the rise of desert monasticism.",
    level: "advanced",
    duration: "ten weeks (one two-hour text seminar a week)",
    plantedGap: "desert monasticism",
    modules: [
      {
        title: "Arius, Athanasius and the Council of Nicaea",
        description:
          "The dispute over the Son's relation to the Father and the contested afterlife of the Nicene creed.",
        lesson: {
          title: "Homoousios and Its Discontents",
          html: p(
            `Around 318 Arius, a presbyter of Alexandria, fell into dispute with his bishop, Alexander. Arius held that the Son, though the first and highest of creatures, was brought into being by the Father's will: "there was when he was not." For him, a God who was truly one and unbegotten could not share his being with another. Alexander taught that the Son was eternally with the Father, and a series of local synods and letters spread the quarrel across the eastern churches.`,
            `Constantine, newly master of the East, summoned a council to Nicaea in 325. Its creed declared the Son "begotten, not made", "from the substance (<em>ousia</em>) of the Father" and <em>homoousios</em>, of the same substance, with the Father, and it anathematised those who said "there was when he was not". Eusebius of Caesarea's letter to his church shows the unease of many signatories: <em>homoousios</em> was not a scriptural word, it had been used by the condemned Paul of Samosata, and it seemed open to a Sabellian reading that erased the distinction between Father and Son.`,
            `The decades after Nicaea were not a victory for its creed. Athanasius, bishop of Alexandria from 328, was exiled five times. Many bishops preferred formulas that avoided <em>ousia</em> language altogether. In the 350s the positions sharpened: Aetius and Eunomius taught that the Son was unlike (<em>anomoios</em>) the Father; Basil of Ancyra's party proposed <em>homoiousios</em>, "of like substance"; and the imperially backed homoian creeds of Sirmium (357), Rimini and Seleucia (359) and Constantinople (360) said simply that the Son was "like" the Father. Jerome later wrote that "the whole world groaned and was astonished to find itself Arian."`,
            `Athanasius's <em>De Decretis</em> defended the non-scriptural term on the ground that the council had been driven to it because Arians could accept every scriptural phrase while interpreting it their own way. His later works argued that homoiousian and Nicene Christians meant much the same, preparing the ground for a coalition.`,
            `Modern scholarship, following R. P. C. Hanson and Lewis Ayres, stresses that "Arianism" was largely a polemical label created by Athanasius; there was no single Arian party, and much of the fourth century was a search for adequate language by bishops of many views.`,
          ),
        },
      },
      {
        title: "The Cappadocians and the Language of the Trinity",
        description:
          "How Basil and the two Gregories distinguished ousia from hypostasis and extended the argument to the Holy Spirit.",
        lesson: {
          title: "One Ousia, Three Hypostaseis",
          html: p(
            `A central obstacle to agreement was vocabulary. At Nicaea, <em>ousia</em> and <em>hypostasis</em> were near synonyms, and the creed's anathemas condemned anyone saying the Son was of another hypostasis or ousia. Easterners who spoke of three hypostaseis therefore sounded tritheist to Westerners, while those who spoke of one hypostasis sounded Sabellian to the East. The council at Alexandria in 362, in Athanasius's <em>Tome to the Antiochenes</em>, accepted that both usages could be orthodox if properly explained.`,
            `Basil of Caesarea, Gregory of Nazianzus and Basil's brother Gregory of Nyssa turned this tolerance into a technical distinction. <em>Ousia</em> denotes what is common, the divine being shared by Father, Son and Spirit; <em>hypostasis</em> denotes what is particular, each distinguished by a property: unbegottenness, begottenness and procession. Letter 38, transmitted under Basil's name but often attributed to Gregory of Nyssa, uses the analogy of Peter, Andrew and John, who share one human nature but are distinct individuals.`,
            `The analogy raised an obvious objection: three men are three men, so why not three gods? Gregory of Nyssa's <em>To Ablabius, That There Are Not Three Gods</em> answers that divine operations are not separate, as human actions are; every act of God originates from the Father, proceeds through the Son and is completed in the Spirit, so the single operation reveals a single nature.`,
            `The Cappadocians also had to meet Eunomius, who held that "unbegotten" (<em>agennētos</em>) named the very essence of God, so the begotten Son must differ in essence. Basil's <em>Against Eunomius</em> replied that such terms are human conceptions (<em>epinoiai</em>) that describe God truly but do not define the divine essence, which remains incomprehensible.`,
            `The argument then turned to the Spirit. Basil's <em>On the Holy Spirit</em> (c. 375) defended the doxology "with the Son together with the Holy Spirit" against those, the Pneumatomachians, who would glorify the Father only "through" the Son "in" the Spirit. Gregory of Nazianzus went further in his fifth Theological Oration (380), calling the Spirit God outright. The Council of Constantinople in 381 expanded the creed: the Spirit is "the Lord, the giver of life, who proceeds from the Father, who with the Father and the Son is worshipped and glorified", language that affirms the Spirit's divinity without applying the word <em>homoousios</em> to him.`,
          ),
        },
      },
      {
        title: "Augustine and Pelagius on Grace",
        description: "The Latin controversy over human freedom, original sin and the necessity of grace.",
        lesson: {
          title: "Nature, Grace and Free Will",
          html: p(
            `Pelagius, a British Christian teacher active in Rome from the 380s, preached a demanding moral seriousness. God, he held, had given human beings a nature capable of obeying his commands; to say that people could not avoid sin was to insult the Creator and excuse laziness. According to Augustine's later account in <em>On the Gift of Perseverance</em>, Pelagius reacted angrily when he heard a bishop quote the prayer of the <em>Confessions</em>, "Give what you command, and command what you will", because it seemed to make obedience wholly dependent on grace.`,
            `The conflict became public after the sack of Rome in 410, when Pelagius and his associate Caelestius moved to North Africa. Caelestius was condemned at Carthage in 411 for teaching, among other things, that Adam's sin harmed only himself and that infants are born in the state Adam was in before the fall. Augustine replied in treatises including <em>On Nature and Grace</em> (415).`,
            `Augustine's position rested on several claims. All humanity sinned in Adam, a reading supported by the Latin text of Romans 5:12, <em>in quo omnes peccaverunt</em>, "in whom all sinned", where the Greek is better read as "because all sinned". Humanity is therefore a <em>massa damnata</em>, a condemned mass, inheriting both guilt and a disordered will. Grace is not merely the gift of nature, the law or Christ's example, as Pelagians allowed, but an inward power that heals the will and makes it love the good.`,
            `The institutional story was uneven. A synod at Diospolis in Palestine acquitted Pelagius in 415 after he disowned some of Caelestius's propositions. Pope Innocent I supported the African condemnations in 417; his successor Zosimus at first reopened the case, then, after the African bishops met in a great council at Carthage in 418 and the emperor Honorius intervened, issued his <em>Tractoria</em> condemning Pelagius and Caelestius. The canons of Carthage 418 condemn the views that Adam would have died even without sin, that infants need no baptism for remission of sin, and that grace merely makes it easier to do what we could do without it.`,
            `In his last years Augustine debated Julian of Eclanum, who accused him of Manichaean pessimism, and pushed his doctrine towards a strong account of predestination that later Western theology would struggle to accept in full.`,
          ),
        },
      },
    ],
  },
  {
    slug: "planetary-surfaces-interiors-and-atmospheres",
    discipline: "Planetary science",
    title: "Planetary Surfaces, Interiors and Atmospheres",
    description:
      "Planetary bodies are treated here as physical systems that can be dated, weighed and modelled from a distance. Topics include crater statistics and surface chronology, moment-of-inertia constraints on interior structure, atmospheric escape and climate evolution, and exoplanet detection, with problem classes built on spacecraft data.",
    level: "advanced",
    duration: "one semester (two lectures and one problem class a week)",
    plantedGap: "exoplanet detection",
    modules: [
      {
        title: "Crater Counting and Surface Ages",
        description:
          "Using size-frequency distributions of impact craters, calibrated by lunar samples, to date planetary surfaces.",
        lesson: {
          title: "Dating Surfaces from Orbit",
          html: p(
            `Without samples, the age of a planetary surface is estimated from its density of impact craters: older surfaces have accumulated more. Counts are expressed as a cumulative size-frequency distribution, the number of craters per unit area with diameter greater than D. Over wide diameter ranges this approximates a power law N(>D) ∝ D<sup>−b</sup>, with b often near 2, though Gerhard Neukum's lunar production function uses a polynomial in log D.`,
            `The crucial step is calibration. The Apollo and Luna missions returned samples from sites whose crater densities could be measured, and radiometric ages of the samples tied density to time. The mare basalts gave ages of about 3.1 to 3.9 billion years, and younger points come from craters such as Copernicus, about 0.8 billion years, whose ejecta were sampled. The resulting chronology shows an approximately constant impact rate over the last 3 billion years and a much higher rate before about 3.8 billion years ago.`,
            `Neukum's lunar chronology expresses the density of craters at least 1 km across as N(1) = 5.44 × 10<sup>−14</sup>[exp(6.93T) − 1] + 8.38 × 10<sup>−4</sup>T per km², with T in billions of years. The linear term represents the steady flux; the exponential term, the declining early flux. Worked example: a lunar mare unit of 10,000 km² with 30 craters at least 1 km across has N(1) = 3.0 × 10<sup>−3</sup> km<sup>−2</sup>. At T = 3.2 the formula gives 2.91 × 10<sup>−3</sup>, and at T = 3.25 it gives 3.05 × 10<sup>−3</sup>, so the model age is about 3.2 billion years.`,
            `Several complications demand judgement. Small craters reach saturation, or equilibrium, on old surfaces, where new impacts erase old craters as fast as they form, so counts must use diameters above the equilibrium limit. Secondary craters, formed by ejecta from larger impacts, contaminate counts at small diameters and appear in chains and clusters that should be excluded. Later resurfacing by lava or erosion removes small craters preferentially, producing a kink in the distribution that can itself date the resurfacing event.`,
            `Applying the lunar system to Mars or Mercury requires scaling for the different impact flux, impact velocities and surface gravity, which introduces model uncertainties often quoted as a factor of about two in absolute age.`,
          ),
        },
      },
      {
        title: "What Lies Beneath: Interior Structure",
        description: "Mean density, the moment-of-inertia factor and simple layered models of planetary interiors.",
        lesson: {
          title: "What the Moment of Inertia Tells Us",
          html: p(
            `Mass and radius give a body's mean density, which constrains its bulk composition, but not how that mass is distributed. The second key observable is the normalised polar moment of inertia, C/MR². A uniform sphere has C/MR² = 0.4; any concentration of mass towards the centre lowers it.`,
            `The measured values tell a clear story. Earth's is 0.3307, reflecting its dense iron core. The Moon's is 0.393, close to uniform, implying only a small core. Mars has about 0.364, between the two. Ganymede's value of about 0.31, measured by the Galileo spacecraft, is the lowest of any solid body in the Solar System and implies an iron core, rock mantle and thick ice shell, whereas Callisto's 0.355 suggests only partial separation of rock from ice.`,
            `For Earth, C/MR² comes from the rate of precession of the spin axis combined with the gravitational oblateness J<sub>2</sub>. For bodies too slow to measure precession, the Radau-Darwin approximation estimates C/MR² from J<sub>2</sub> and the rotation rate, but only if the body is in hydrostatic equilibrium. Mars violates this assumption because the Tharsis volcanic rise distorts its gravity field, so its value comes from tracking the planet's precession with radio signals from landers.`,
            `A two-layer model makes the constraint quantitative. For a core of radius r<sub>c</sub> and density ρ<sub>c</sub> within a mantle of density ρ<sub>m</sub> and a planet of radius R and mean density ρ̄, mass balance gives ρ<sub>m</sub> + (ρ<sub>c</sub> − ρ<sub>m</sub>)(r<sub>c</sub>/R)³ = ρ̄, and the moment of inertia gives C/MR² = 0.4[ρ<sub>m</sub> + (ρ<sub>c</sub> − ρ<sub>m</sub>)(r<sub>c</sub>/R)<sup>5</sup>] ÷ ρ̄.`,
            `Worked example: for the Moon, take ρ̄ = 3,344 kg/m³ and an iron-rich core of density 7,000 kg/m³ and radius 0.2R, about 350 km. Mass balance gives ρ<sub>m</sub> ≈ 3,315 kg/m³, and the moment of inertia is then 0.4 × (3,315 + 3,685 × 0.00032) ÷ 3,344 ≈ 0.397. This exceeds the measured 0.393, which tells us that the core alone cannot explain the observation: mass must also increase with depth through the mantle, consistent with a low-density anorthositic crust some 30 to 50 km thick over denser mantle. Seismic data from Apollo and the InSight seismometer on Mars provide the independent test of such models.`,
          ),
        },
      },
      {
        title: "Atmospheric Escape and Climate",
        description:
          "Scale height, thermal and non-thermal escape, and the divergent histories of Venus, Earth and Mars.",
        lesson: {
          title: "Why Some Worlds Keep Their Air",
          html: p(
            `The vertical structure of an atmosphere is set by the scale height H = kT/mg, the height over which pressure falls by a factor of e. With mean molecular mass m and surface gravity g, Earth's lower atmosphere has H ≈ 8.4 km at 288 K, Venus's CO<sub>2</sub> atmosphere about 15.7 km at 737 K, and Mars's about 11 km at 210 K.`,
            `Above the exobase, collisions are rare and molecules moving upward faster than escape velocity are lost. Thermal or Jeans escape is governed by the escape parameter λ = v<sub>esc</sub>²/v<sub>0</sub>², where v<sub>0</sub> = √(2kT/m) is the most probable thermal speed. Escape is rapid when λ is small and negligible above about 30 to 40, because the escaping flux depends on the exponentially small tail of the Maxwell-Boltzmann distribution.`,
            `Worked example: at Earth's exobase, about 500 km up, with a temperature near 1,000 K, atomic hydrogen has v<sub>0</sub> ≈ 4.1 km/s while the escape velocity is about 10.8 km/s, so λ ≈ 7 and hydrogen escapes steadily. Atomic oxygen, sixteen times heavier, has v<sub>0</sub> one-quarter as large and λ ≈ 112: it is effectively bound.`,
            `Non-thermal processes often dominate for heavier species. On Mars, dissociative recombination of O<sub>2</sub><sup>+</sup> ions gives oxygen atoms enough energy to escape; the solar wind picks up ions directly; and sputtering by energetic particles knocks atoms out. NASA's MAVEN mission has measured these losses and shown that they increase sharply during solar storms, supporting the view that Mars lost much of an early, thicker atmosphere once its global magnetic field ceased, about 4 billion years ago.`,
            `Isotope ratios record escape history because lighter isotopes escape preferentially. Venus's atmospheric D/H ratio is about 150 times Earth's ocean value, evidence that it once had substantially more water, lost after a runaway greenhouse drove water into the upper atmosphere where it was broken apart. Mars's D/H ratio is roughly five to six times terrestrial.`,
            `Earth avoided both fates partly through the carbonate-silicate cycle: weathering of silicate rocks removes CO<sub>2</sub> faster when the climate is warm and wet, and volcanic outgassing returns it, a negative feedback that has held liquid water at the surface for some four billion years.`,
          ),
        },
      },
    ],
  },
  {
    slug: "medical-law-consent-capacity-and-clinical-negligence",
    discipline: "Medical law",
    title: "Medical Law: Consent, Capacity and Clinical Negligence",
    description:
      "Consent, capacity and clinical negligence form the core of this advanced option for law students and legally trained clinicians, studied through the leading English authorities and the Mental Capacity Act 2005, alongside the continuing debate on assisted dying.",
    level: "advanced",
    duration: "eight weeks (one two-hour seminar a week plus fortnightly problem classes)",
    plantedGap: "assisted dying",
    modules: [
      {
        title: "Consent and the Duty to Disclose Risk",
        description: "The move from a professional standard to a patient-centred test of what risks must be disclosed.",
        lesson: {
          title: "From Bolam to Montgomery",
          html: p(
            `Touching a patient without consent is a battery, but <em>Chatterton v Gerson</em> [1981] QB 432 held that once a patient understands the procedure in broad terms and consents, a complaint about inadequate risk information lies in negligence. The legal question therefore became what standard governs the duty to inform.`,
            `<em>Bolam v Friern Hospital Management Committee</em> [1957] 1 WLR 582 set the general standard of care: a doctor is not negligent if acting in accordance with a practice accepted as proper by a responsible body of medical opinion. In <em>Sidaway v Bethlem Royal Hospital Governors</em> [1985] AC 871, the House of Lords applied a largely Bolam-based test to disclosure, although Lord Scarman, dissenting, favoured the doctrine of informed consent based on what a prudent patient would want to know.`,
            `<em>Montgomery v Lanarkshire Health Board</em> [2015] UKSC 11 replaced that approach. Nadine Montgomery, a diabetic woman of small stature, was not told of the 9 to 10% risk of shoulder dystocia in delivering a large baby vaginally, because her obstetrician judged she would request a caesarean section. Her son suffered serious injury. The Supreme Court held that a doctor must take reasonable care to ensure the patient is aware of any material risks involved in the recommended treatment and of any reasonable alternative treatments. A risk is material if a reasonable person in the patient's position would be likely to attach significance to it, or the doctor is or should reasonably be aware that the particular patient would.`,
            `Materiality is not a matter of percentages alone. The therapeutic exception, withholding information that would seriously harm the patient's health, is narrow and cannot be used to prevent a patient making a choice the doctor thinks unwise. The process must be a dialogue, not a signature on a form.`,
            `<em>McCulloch v Forth Valley Health Board</em> [2023] UKSC 26 clarified that whether an alternative treatment is "reasonable", and so must be disclosed, is judged by the professional practice test: a doctor need not mention an option that a responsible body of opinion would not consider reasonable. Causation in disclosure cases can be modified: in <em>Chester v Afshar</em> [2004] UKHL 41 the patient would have had the surgery eventually, but not on that day, and a majority held her entitled to recover when the undisclosed 1 to 2% risk materialised.`,
          ),
        },
      },
      {
        title: "Mental Capacity and Best Interests",
        description: "Applying the Mental Capacity Act 2005 test of capacity and the best interests checklist.",
        lesson: {
          title: "Applying the Mental Capacity Act 2005",
          html: p(
            `The Mental Capacity Act 2005 (MCA) governs decisions for adults in England and Wales who may lack capacity. Section 1 sets out five principles: capacity is presumed; a person is not treated as unable to decide until all practicable steps to help them have failed; an unwise decision does not in itself show incapacity; acts done for a person lacking capacity must be in their best interests; and the less restrictive option must be considered.`,
            `Capacity is decision-specific and time-specific. Section 2 provides that a person lacks capacity if, at the material time, they are unable to make a decision for themselves in relation to the matter because of an impairment of, or a disturbance in the functioning of, the mind or brain. Section 3 defines inability to decide: being unable to understand the relevant information, to retain it, to use or weigh it as part of the decision-making process, or to communicate the decision. In <em>A Local Authority v JB</em> [2021] UKSC 52 the Supreme Court endorsed asking the functional question under section 3 first, and then whether any inability is caused by the impairment, and held that the relevant information includes reasonably foreseeable consequences for others.`,
            `If a person lacks capacity, section 4 requires a decision in their best interests. The checklist includes considering whether they may regain capacity, encouraging their participation, their past and present wishes and feelings, their beliefs and values, and the views of carers, relatives and any attorney or deputy. In <em>Aintree University Hospitals NHS Foundation Trust v James</em> [2013] UKSC 67, Baroness Hale stressed that best interests are assessed from the patient's point of view, considering welfare in the widest sense, not just medical factors.`,
            `Adults can plan ahead. An advance decision to refuse treatment (sections 24 to 26) binds clinicians if valid and applicable; for life-sustaining treatment it must be in writing, signed and witnessed, and contain a statement that it applies even if life is at risk.`,
            `Care arrangements for people lacking capacity may amount to a deprivation of liberty. <em>P v Cheshire West and Chester Council</em> [2014] UKSC 19 set the "acid test": a person is deprived of liberty if under continuous supervision and control and not free to leave, however benign the arrangement, so authorisation is required.`,
          ),
        },
      },
      {
        title: "Clinical Negligence: Breach and Causation",
        description: "Testing expert evidence for breach and proving that the breach caused the harm.",
        lesson: {
          title: "Bolitho, But-For and Loss of Chance",
          html: p(
            `A clinical negligence claimant must prove duty, breach, causation and damage; the battles are usually over breach and causation.`,
            `Breach is judged by Bolam, but <em>Bolitho v City and Hackney Health Authority</em> [1998] AC 232 added a qualification: the court must be satisfied that the body of opinion relied on has a logical basis, having weighed risks and benefits. Courts rarely reject expert opinion on this ground, but the court, not the profession, sets the standard. The standard is that of the post held, not the individual's experience: in <em>Wilsher v Essex Area Health Authority</em> [1987] QB 730 the Court of Appeal held that an inexperienced junior doctor is judged by the standard of a reasonably competent person in that role, though seeking a senior's check may discharge the duty.`,
            `Causation starts with the but-for test. In <em>Barnett v Chelsea and Kensington Hospital Management Committee</em> [1969] 1 QB 428 a casualty doctor negligently failed to examine a man who had drunk tea laced with arsenic, but the claim failed because he would have died even with proper treatment. <em>Bolitho</em> also addressed causation where the breach is an omission: the claimant must show what the doctor would have done had they attended, and, if the answer is that they would not have intubated the child, that failing to intubate would itself have been negligent.`,
            `Where medical causes combine, <em>Bailey v Ministry of Defence</em> [2008] EWCA Civ 883 held that a claimant succeeds if the negligent cause made a material, more than negligible, contribution to an indivisible injury, there a cardiac arrest following aspiration in a patient weakened partly by negligent care.`,
            `English law does not compensate the loss of a chance of a better outcome in personal injury. In <em>Hotson v East Berkshire Area Health Authority</em> [1987] AC 750 a boy with a 25% chance of avoiding avascular necrosis lost it through delayed diagnosis, but recovered nothing, since on balance he would have suffered it anyway. <em>Gregg v Scott</em> [2005] UKHL 2, by a majority of three to two, refused recovery where delayed diagnosis of lymphoma reduced the claimant's chance of cure from about 42% to 25%.`,
            `Claims must normally be brought within three years of the injury or of the date of knowledge under sections 11 and 14 of the Limitation Act 1980, with extensions for children and those lacking capacity.`,
          ),
        },
      },
    ],
  },
  {
    slug: "design-of-prestressed-concrete-structures",
    discipline: "Prestressed concrete design",
    title: "Design of Prestressed Concrete Structures",
    description:
      "Prestressing lets a concrete member carry its working loads largely in compression, but only if the designer accounts for every way the force leaks away. Working to Eurocode 2, the course covers prestress losses, serviceability stress limits and the Magnel diagram, ultimate flexural capacity, and shear design for pretensioned and post-tensioned members.",
    level: "advanced",
    duration: "ten weeks (one three-hour design studio a week)",
    plantedGap: "shear design",
    modules: [
      {
        title: "Where the Prestress Goes: Losses",
        description: "Estimating immediate and time-dependent losses of prestressing force to Eurocode 2.",
        lesson: {
          title: "Estimating Immediate and Long-Term Losses",
          html: p(
            `The force applied at the jack is never the force the member carries in service. EN 1992-1-1 clause 5.10 limits the jacking stress to the lesser of 0.8f<sub>pk</sub> and 0.9f<sub>p0.1k</sub>, and the stress immediately after transfer to the lesser of 0.75f<sub>pk</sub> and 0.85f<sub>p0.1k</sub>. For common 1860 MPa strand, 0.75f<sub>pk</sub> is 1395 MPa.`,
            `In post-tensioned members, friction between tendon and duct is usually the largest immediate loss. The force at distance x from the jack is P(x) = P<sub>max</sub>e<sup>−μ(θ + kx)</sup>, where θ is the sum of angular deviations in radians, μ the coefficient of friction and k the unintentional angular displacement per metre. Eurocode 2 suggests μ = 0.19 for strand in internal steel ducts and k between 0.005 and 0.01 per metre. Worked example: a draped tendon with total deviation 0.2 rad over 30 m, with k = 0.005, gives an exponent of 0.19 × (0.2 + 0.15) = 0.0665, so P(x)/P<sub>max</sub> = 0.936, a 6.4% loss at the dead end. Wedge draw-in of a few millimetres at release adds a loss near the stressing end.`,
            `Elastic shortening occurs because the concrete shortens as it is compressed, and the bonded steel shortens with it. In a pretensioned member the loss is Δσ<sub>p</sub> = (E<sub>p</sub>/E<sub>cm</sub>)σ<sub>c</sub>, where σ<sub>c</sub> is the concrete stress at tendon level. With E<sub>p</sub> = 195 GPa, E<sub>cm</sub> = 35 GPa and σ<sub>c</sub> = 12 MPa, the loss is 5.57 × 12 ≈ 67 MPa, about 4.8% of 1395 MPa. In post-tensioned members with tendons stressed in sequence, only the earlier tendons suffer this loss, and the average is taken as roughly half.`,
            `Time-dependent losses arise from concrete creep and shrinkage and steel relaxation. Creep is governed by the creep coefficient φ(t,t<sub>0</sub>), typically 1.5 to 2.5 for loading at a few days; shrinkage strains are commonly 300 to 500 microstrain. Low-relaxation strand (Class 2) loses about 2.5% of stress in 1000 hours at 70% of strength, rising over the design life. Eurocode 2 equation 5.46 combines the three, allowing for the reduced relaxation as the steel stress falls. For a typical pretensioned beam, total long-term losses of 15 to 25% of the initial force are common.`,
          ),
        },
      },
      {
        title: "Serviceability: Stress Limits and the Magnel Diagram",
        description:
          "Choosing prestress force and eccentricity so that fibre stresses stay within limits at transfer and in service.",
        lesson: {
          title: "Choosing Prestress Force and Eccentricity",
          html: p(
            `At the serviceability limit state a prestressed section is analysed as uncracked and elastic. Taking compression as positive, a prestress P at eccentricity e below the centroid and a moment M give fibre stresses of σ<sub>top</sub> = P/A − Pe/Z<sub>t</sub> + M/Z<sub>t</sub> and σ<sub>bot</sub> = P/A + Pe/Z<sub>b</sub> − M/Z<sub>b</sub>, where Z<sub>t</sub> and Z<sub>b</sub> are the elastic section moduli for the top and bottom fibres.`,
            `These stresses are checked at two critical stages. At transfer the prestress is highest, the concrete is young and only the self-weight moment acts. In service the prestress has fallen to βP after losses, typically β = 0.75 to 0.85, and the full design moment acts. Each stage gives a compression limit and a tension limit, so there are four inequalities.`,
            `Eurocode 2 sets the limits. Compression at transfer should not exceed 0.6f<sub>ck</sub>(t), the strength at the time of transfer. In service, compression under the characteristic combination is limited to 0.6f<sub>ck</sub> in exposure classes XD, XF and XS, to avoid longitudinal cracking, and under the quasi-permanent combination to 0.45f<sub>ck</sub>, so that creep remains linear. Tension limits depend on exposure: Table 7.1N requires decompression, no tension at the tendons, under the frequent combination for bonded tendons in chloride exposures, and under the quasi-permanent combination in classes XC2 to XC4, with crack widths limited to 0.2 mm.`,
            `Gustave Magnel's insight was that each inequality, rearranged, is linear in 1/P and e. For example, the service tension limit at the bottom fibre, βP/A + βPe/Z<sub>b</sub> − M/Z<sub>b</sub> ≥ f<sub>t</sub>, becomes 1/P ≤ β(1/A + e/Z<sub>b</sub>) ÷ (M/Z<sub>b</sub> + f<sub>t</sub>). Plotting the four lines on axes of e against 1/P bounds a feasible region. The smallest workable force lies at the largest practicable eccentricity, limited by cover.`,
            `The kern distances give a useful check. If the prestress acts at e = Z<sub>t</sub>/A below the centroid, the top fibre stress from prestress alone is exactly zero; at e = Z<sub>b</sub>/A above it, the bottom fibre stress is zero. The efficiency of a section, (Z<sub>t</sub> + Z<sub>b</sub>)/(Ah), measures how far apart these points are; I-beams and box sections reach 0.5 or more, against 0.33 for a rectangle, which is why they dominate prestressed construction.`,
          ),
        },
      },
      {
        title: "Ultimate Flexural Strength",
        description: "Strain compatibility analysis of bonded prestressed sections at the ultimate limit state.",
        lesson: {
          title: "Strain Compatibility at the Ultimate Limit State",
          html: p(
            `At the ultimate limit state the section is cracked and the stress in bonded tendons is not known in advance, because it depends on the strain the section reaches. The analysis uses strain compatibility: the strain in the tendon equals its prestrain plus the strain from bending, while the concrete reaches its ultimate strain ε<sub>cu2</sub> = 0.0035 at the top fibre for f<sub>ck</sub> up to 50 MPa.`,
            `The prestrain is the effective prestress after all losses divided by E<sub>p</sub>. A small decompression strain is often neglected. The flexural strain is 0.0035(d<sub>p</sub> − x)/x, where x is the neutral axis depth. Eurocode 2 allows a rectangular stress block of depth 0.8x with stress ηf<sub>cd</sub>; with the UK National Annex value α<sub>cc</sub> = 0.85 and γ<sub>c</sub> = 1.5, this is 0.567f<sub>ck</sub>. The steel follows a bilinear design curve with a horizontal top branch at f<sub>pd</sub> = f<sub>p0.1k</sub>/1.15.`,
            `Worked example: a rectangular section 400 mm wide with bonded strand of area A<sub>p</sub> = 1500 mm² at d<sub>p</sub> = 750 mm, f<sub>ck</sub> = 50 MPa, f<sub>p0.1k</sub> = 1640 MPa and effective prestress 1000 MPa. The prestrain is 1000/195,000 = 0.00513. Design strength f<sub>pd</sub> = 1640/1.15 = 1426 MPa, reached at a strain of 1426/195,000 = 0.00731. Assume the steel has yielded: tendon force = 1500 × 1426 = 2139 kN. Equilibrium with the concrete block, 0.567 × 50 × 400 × 0.8x = 2,139,000 N, gives x = 236 mm. Check: flexural strain = 0.0035 × (750 − 236)/236 = 0.0076, so total strain = 0.0128, above 0.00731, and the assumption holds. The moment of resistance is M<sub>Rd</sub> = 2139 × (750 − 0.4 × 236) ≈ 1400 kNm.`,
            `If the check had shown a total strain below the yield strain, the steel stress would be E<sub>p</sub> times the total strain, and x would be found by iteration, typically in two or three cycles.`,
            `Two further checks complete the design. The ratio x/d, here 0.31, indicates a ductile section; a high ratio warns of brittle failure and calls for a deeper section or compression steel. And M<sub>Rd</sub> must exceed the cracking moment by a margin, so that a lightly prestressed member does not fail suddenly on cracking.`,
          ),
        },
      },
    ],
  },
];
