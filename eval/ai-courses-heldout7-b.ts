/** Seventh held-out evaluation courses, intermediate level (mycology to dairy science); see ai-courses-heldout7.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT7_B: EvalCourse[] = [
  {
    slug: "fungal-biology",
    discipline: "Mycology",
    title: "Fungal Biology",
    description:
      "Hyphal growth, fungal reproduction and life cycles, mycorrhizal symbioses, and industrial fermentation, taught for second-year students of biology, microbiology and plant science.",
    level: "intermediate",
    duration: "8 weeks",
    plantedGap: "industrial fermentation",
    modules: [
      {
        title: "Hyphae and the Mycelium",
        description: "How filamentous fungi grow at their tips and feed by absorption.",
        lesson: {
          title: "Growing at the tip",
          html: p(
            "Most fungi are built from hyphae, tubular filaments 2 to 10 micrometres wide, which branch and fuse to form a network called a mycelium. The hyphal wall is made mainly of chitin, the same polysaccharide found in insect exoskeletons, cross-linked with glucans, and the cell membrane contains ergosterol instead of cholesterol. That difference matters clinically: azole antifungals block ergosterol synthesis, and amphotericin B binds to it. Molecular phylogeny places the fungi, with the animals, in the opisthokonts, so a mushroom is more closely related to you than to a plant.",
            "Hyphae grow only at their tips. Vesicles carrying wall-building enzymes and new membrane travel along the cytoskeleton to a cluster just behind the apex, the Spitzenkörper, which acts as a supply centre and steers the direction of growth. Because the tip is soft and the wall behind it hardens, turgor pressure drives the tip forward, and a hypha can penetrate leaf cuticles, wood and even rock crevices. In many groups, such as the ascomycetes and basidiomycetes, hyphae are divided by cross-walls (septa) with central pores through which cytoplasm, and even nuclei, can flow; in the Mucoromycota the hyphae are largely aseptate, or coenocytic, a single continuous multinucleate cell.",
            "Fungi are absorptive heterotrophs. They secrete enzymes into their surroundings to break down polymers such as cellulose, proteins and, in the case of white-rot fungi, lignin, and then absorb the small molecules released. Growing as thin filaments gives a very high surface-to-volume ratio, ideal for absorption, and lets the colony explore for food: when a hypha finds a rich patch, the mycelium can redirect resources to it and abandon poorer regions.",
            "Mycelia can be enormous. A single genetic individual of the honey fungus Armillaria ostoyae in the Malheur National Forest of Oregon spreads across roughly 9 square kilometres and is estimated to be at least two thousand years old. Students often picture the mushroom as the organism; it is only a temporary reproductive structure, and the mycelium, hidden in soil or wood, is the fungus itself.",
          ),
        },
      },
      {
        title: "Reproduction and Life Cycles",
        description: "Asexual spores, the stages of sexual reproduction and the dikaryon.",
        lesson: {
          title: "Spores, mating and the dikaryon",
          html:
            p(
              "Fungi reproduce both asexually and sexually, and many species do both. Asexual spores are produced by mitosis in huge numbers: conidia form at the tips of specialised hyphae in Aspergillus and Penicillium, while sporangiospores form inside a sac-like sporangium in Rhizopus, the black bread mould. Budding in yeasts is also asexual. Asexual reproduction lets a well-adapted genotype spread quickly when conditions are good.",
              "Sexual reproduction in fungi has three steps that, unlike in animals, can be widely separated in time:",
            ) +
            "<ol><li><strong>Plasmogamy</strong>: the cytoplasm of two compatible cells fuses, bringing two haploid nuclei into one cell.</li><li><strong>Karyogamy</strong>: the two nuclei fuse to make a diploid nucleus.</li><li><strong>Meiosis</strong>: the diploid nucleus divides to produce haploid nuclei, which are packaged into sexual spores.</li></ol>" +
            p(
              "In ascomycetes and basidiomycetes, plasmogamy is not followed at once by karyogamy. The cells instead carry two genetically different haploid nuclei, one from each parent, for a long period: this is the dikaryotic (n + n) stage. In basidiomycetes it can last for years, and the whole mycelium of a mushroom-forming species is dikaryotic. Special hook-shaped clamp connections at the septa ensure that each new cell receives one nucleus of each type as the hypha grows.",
              "The two groups are named after the structure in which karyogamy and meiosis happen. In ascomycetes it is the ascus, a sac in which meiosis is usually followed by one mitosis to give eight ascospores. In basidiomycetes it is the basidium, a club-shaped cell that typically bears four basidiospores on its outside; the gills of a field mushroom are lined with millions of basidia.",
              "Compatibility is controlled by mating-type genes rather than by male and female sexes. Many species are heterothallic, needing a partner of a different mating type, and some basidiomycetes have multiple alleles at two unlinked loci; Schizophyllum commune has more than 20,000 mating types, so almost any two individuals it meets are compatible.",
            ),
        },
      },
      {
        title: "Mycorrhizal Symbioses",
        description: "The partnerships between fungi and plant roots and what each partner gains.",
        lesson: {
          title: "Fungi and roots",
          html: p(
            "A mycorrhiza (from the Greek for 'fungus-root') is a symbiosis between a fungus and the roots of a plant. The fungus receives sugars and lipids from the plant, often estimated at 4 to 20 per cent of the carbon the plant fixes in photosynthesis. In return, its hyphae, which are far thinner than root hairs and extend centimetres beyond the depletion zone around the root, absorb mineral nutrients and water and pass them to the plant. Phosphate, which diffuses very slowly in soil, is the nutrient for which the benefit is greatest. Fossils from the Rhynie chert in Scotland, about 407 million years old, show arbuscule-like structures in early land plants, and many botanists think this partnership helped plants colonise land.",
            "Arbuscular mycorrhizas are formed by fungi of the Glomeromycota with roughly 70 to 80 per cent of land plant species, including most crops. The hyphae enter the root cortex and penetrate the cell walls, though not the membranes, forming finely branched arbuscules where nutrients are exchanged. These fungi cannot be grown without a host plant, which makes them hard to study.",
            "Ectomycorrhizas are formed mainly by basidiomycetes, such as species of Amanita, Boletus and Russula, with trees including pines, oaks, birches and beeches. The fungus wraps the root tip in a sheath, the mantle, and grows between the cortical cells in a net, the Hartig net, without entering them. Ectomycorrhizal fungi can release enzymes that extract nitrogen from organic matter, which is important in the nitrogen-poor soils of boreal forests. Ericoid mycorrhizas of heathers and the mycorrhizas of orchids, whose tiny seeds depend on a fungal partner to germinate, are further types.",
            "Because one fungus can connect the roots of several plants, common mycorrhizal networks exist, and popular accounts call them a 'wood wide web' through which mother trees feed their seedlings. Treat such claims critically: a 2023 review by Justine Karst and colleagues found that field evidence for substantial transfer of resources between trees through these networks is weak and often over-interpreted.",
          ),
        },
      },
    ],
  },
  {
    slug: "law-of-negligence",
    discipline: "Tort law",
    title: "The Law of Negligence",
    description:
      "Examines duty of care, breach and the standard of care, causation and remoteness, defences, and nervous shock in the law of England and Wales, for second-year LLB students.",
    level: "intermediate",
    duration: "One term",
    plantedGap: "nervous shock",
    modules: [
      {
        title: "Duty of Care",
        description: "When the law says one person must take care not to injure another.",
        lesson: {
          title: "From the snail in the bottle to Robinson",
          html: p(
            "To succeed in negligence a claimant must prove that the defendant owed them a duty of care, breached it, and thereby caused damage that is not too remote. The modern law begins with Donoghue v Stevenson [1932] AC 562, in which Mrs Donoghue said she became ill after drinking ginger beer from an opaque bottle containing the remains of a decomposed snail. She had no contract with the manufacturer, because her friend had bought the drink, yet the House of Lords held that a manufacturer owes a duty to the ultimate consumer. Lord Atkin's 'neighbour principle' stated that you must take reasonable care to avoid acts or omissions which you can reasonably foresee would be likely to injure your neighbour, meaning persons so closely and directly affected by your act that you ought reasonably to have them in contemplation.",
            "As the law developed, the courts looked for a test for new situations. In Caparo Industries plc v Dickman [1990] 2 AC 605, concerning auditors sued by an investor who relied on company accounts, the House of Lords set out three requirements: the damage must be reasonably foreseeable, there must be a relationship of proximity between the parties, and it must be fair, just and reasonable to impose a duty. The auditors owed no duty to investors in general.",
            "Students often apply the Caparo test to every case, which the Supreme Court said in Robinson v Chief Constable of West Yorkshire Police [2018] UKSC 4 is a mistake. Where a duty is already established, as between a driver and other road users, a doctor and a patient, or an employer and an employee, the court simply applies it. The three-stage analysis, developed incrementally by analogy with existing cases, is needed only in genuinely novel situations. In Robinson, police officers making an arrest on a busy street knocked over an elderly pedestrian, and they were held to owe her a duty because this was an ordinary case of positive acts causing foreseeable physical injury.",
            "The law remains cautious about omissions. There is generally no duty to rescue or to prevent harm caused by a third party unless the defendant created the danger, assumed responsibility, or had control over the third party.",
          ),
        },
      },
      {
        title: "Breach and the Standard of Care",
        description: "The objective reasonable person test and the factors courts weigh in applying it.",
        lesson: {
          title: "What would the reasonable person have done?",
          html:
            p(
              "A defendant breaches the duty of care by falling below the standard of the reasonable person. The classic formulation comes from Alderson B in Blyth v Birmingham Waterworks Co (1856): negligence is 'the omission to do something which a reasonable man... would do, or doing something which a prudent and reasonable man would not do'. The standard is objective, so a defendant's own inexperience is no excuse: in Nettleship v Weston [1971] a learner driver was held to the standard of a reasonably competent qualified driver.",
              "In deciding what reasonable care required, courts balance several factors, each associated with a leading case:",
            ) +
            "<ul><li><strong>Likelihood of harm</strong>: in Bolton v Stone [1951] a cricket ball had been hit out of the ground only about six times in 30 years, so the club was not negligent in failing to prevent the rare injury.</li><li><strong>Seriousness of harm</strong>: in Paris v Stepney Borough Council [1951] an employer should have given goggles to a worker already blind in one eye, because an injury would leave him totally blind.</li><li><strong>Cost and practicality of precautions</strong>: in Latimer v AEC Ltd [1953] a factory owner who spread sawdust on a flooded floor was not required to close the factory.</li><li><strong>Social value of the activity</strong>: in Watt v Hertfordshire County Council [1954] the fire service could take greater risks to save life; section 1 of the Compensation Act 2006 now requires courts to consider whether precautions would deter desirable activities.</li></ul>" +
            p(
              "Professionals are judged against the standard of a reasonably competent member of their profession. Under Bolam v Friern Hospital Management Committee [1957], a doctor is not negligent if they acted in accordance with a practice accepted as proper by a responsible body of medical opinion, even if other doctors would disagree. Bolitho v City and Hackney Health Authority [1998] added that the opinion must be capable of withstanding logical analysis. For advice about risks of treatment, however, Montgomery v Lanarkshire Health Board [2015] replaced Bolam with a duty to disclose material risks that a reasonable person in the patient's position would consider significant.",
            ),
        },
      },
      {
        title: "Causation and Remoteness",
        description: "Linking the breach to the damage, and the limits on recoverable consequences.",
        lesson: {
          title: "But for, and reasonably foreseeable",
          html: p(
            "Even an obvious breach gives no claim unless it caused the damage. The starting point is the 'but for' test: would the claimant have suffered the harm but for the defendant's breach? In Barnett v Chelsea and Kensington Hospital Management Committee [1969], a casualty doctor refused to see three night-watchmen who had drunk tea laced with arsenic, and one died. The hospital was negligent, but the claim failed because the evidence showed he would have died even if properly treated.",
            "The but-for test struggles when science cannot say which of several causes produced the harm. In Bonnington Castings Ltd v Wardlaw [1956], it was enough that dust from the employer's negligence made a material contribution to the claimant's lung disease. In Fairchild v Glenhaven Funeral Services Ltd [2002], where a mesothelioma victim had been exposed to asbestos by several negligent employers and no one could say whose fibre triggered the cancer, the House of Lords held that materially increasing the risk was sufficient. The courts insist this is an exception: in Gregg v Scott [2005] a patient whose delayed diagnosis cut his chance of cure from 42 to 25 per cent could not recover for the lost chance, because on the balance of probabilities he would not have been cured anyway.",
            "A chain of causation can also be broken by a novus actus interveniens, such as a deliberate and unreasonable act by the claimant or a free, voluntary act of a third party.",
            "Finally, damage must not be too remote. In The Wagon Mound (No 1) [1961], oil negligently spilled in Sydney harbour was ignited by welding sparks and burned a wharf; the Privy Council held that fire damage was not a reasonably foreseeable kind of damage from the spill, rejecting the direct-consequences test of Re Polemis [1921]. Only the kind of damage must be foreseeable, not its extent or exact manner: in Hughes v Lord Advocate [1963] a boy burned when a paraffin lamp fell into a manhole recovered although the explosion was unforeseeable. And under the 'eggshell skull' rule, applied in Smith v Leech Brain &amp; Co [1962], the defendant takes the claimant as found, so a burn that triggered a latent cancer was fully recoverable.",
          ),
        },
      },
      {
        title: "Defences",
        description: "Contributory negligence, consent, illegality and limitation periods.",
        lesson: {
          title: "Reducing or defeating the claim",
          html: p(
            "Once a claimant has proved negligence, the defendant may still reduce or defeat the claim. The most frequently used defence is contributory negligence. Before 1945 any fault by the claimant defeated the claim entirely; the Law Reform (Contributory Negligence) Act 1945 now allows the court to reduce damages 'to such extent as the court thinks just and equitable having regard to the claimant's share in the responsibility for the damage'. The claimant's fault need not have contributed to the accident, only to the damage. In Froom v Butcher [1976], the Court of Appeal gave guidance for drivers and passengers who fail to wear a seat belt: a reduction of 25 per cent if the injuries would have been prevented altogether, and 15 per cent if they would have been less severe. So a claimant with £80,000 of damages, whose injuries a belt would have avoided entirely, recovers £60,000.",
            "Volenti non fit injuria ('to a willing person no wrong is done') is a complete defence, but courts apply it narrowly. The defendant must show that the claimant knew of the risk and freely and voluntarily agreed to accept it, including the legal risk of being left without a remedy. Employees rarely satisfy the voluntariness requirement, and section 149 of the Road Traffic Act 1988 prevents a driver from relying on it against a passenger, even one who knew the driver was drunk; in such cases contributory negligence is used instead.",
            "Illegality (ex turpi causa non oritur actio) bars a claim where allowing it would be harmful to the integrity of the legal system. In Gray v Thames Trains Ltd [2009], a man injured in the Ladbroke Grove rail crash, caused by the defendant's negligence, later killed a stranger and was detained in hospital after pleading guilty to manslaughter; he could not recover the earnings he lost because of his own detention. Patel v Mirza [2016] set out a broader policy-based approach to illegality, which later cases have applied to tort.",
            "Lastly, claims must be brought in time. Under the Limitation Act 1980, the period is six years from the date the damage occurred for most negligence claims (section 2), but three years for personal injury (section 11), running from the date of injury or, if later, the date the claimant knew the relevant facts (section 14).",
          ),
        },
      },
    ],
  },
  {
    slug: "clinical-dermatology",
    discipline: "Dermatology",
    title: "Clinical Dermatology",
    description:
      "A course in the structure and function of skin, the description of skin lesions, eczema and psoriasis, skin cancer, and acne and rosacea, intended for medical students in their clinical years and for physician associates.",
    level: "intermediate",
    duration: "6 weeks",
    plantedGap: "acne and rosacea",
    modules: [
      {
        title: "Structure and Function of the Skin",
        description: "The layers and cells of the skin and the jobs they do.",
        lesson: {
          title: "Epidermis, dermis and subcutis",
          html: p(
            "The skin is the largest organ of the body, covering about 1.8 square metres in an adult and making up roughly a sixth of body weight. It has three layers. The epidermis is a stratified squamous keratinised epithelium, usually 0.05 to 0.1 millimetres thick but up to about 1.5 millimetres on the palms and soles. Its main cell, the keratinocyte, is produced by division in the basal layer (stratum basale) and moves upward through the stratum spinosum, where cells are linked by desmosomes, and the stratum granulosum, where they make lipids and the protein filaggrin. They then lose their nuclei and flatten into the stratum corneum, a layer of dead corneocytes set in lipid, which sheds from the surface. The journey from basal layer to shedding takes about four weeks.",
            "Other cells live among the keratinocytes. Melanocytes, in the basal layer at roughly one for every ten basal cells, pass melanin in packages (melanosomes) to surrounding keratinocytes, where it caps the nucleus and shields DNA from ultraviolet radiation. Differences in skin colour come from the amount and type of melanin and the size of the melanosomes, not from the number of melanocytes. Langerhans cells are antigen-presenting immune cells, and Merkel cells are touch receptors.",
            "Beneath the epidermis, separated from it by the basement membrane zone, lies the dermis. Its upper papillary layer interlocks with the epidermis in ridges and carries capillary loops; the thicker reticular layer is dense connective tissue of type I collagen and elastic fibres made by fibroblasts, which gives skin its strength and recoil. The dermis also holds blood vessels, nerves, hair follicles, sebaceous glands and sweat glands. Deepest is the subcutis, mostly adipose tissue, which insulates, cushions and stores energy.",
            "Together these layers perform several functions: a barrier against water loss, microbes and chemicals (largely the work of the stratum corneum); temperature control through sweating and changes in dermal blood flow; sensation; immune surveillance; and synthesis of vitamin D3 when UVB strikes 7-dehydrocholesterol in the epidermis. When the barrier fails, as in extensive burns, patients lose water and heat and become vulnerable to infection.",
          ),
        },
      },
      {
        title: "Describing Skin Lesions",
        description: "The standard vocabulary for primary and secondary lesions, distribution and pattern.",
        lesson: {
          title: "The language of dermatology",
          html:
            p(
              "Dermatology depends on accurate description, because a rash described precisely can often be diagnosed by a colleague who never sees it. A systematic description covers the site and distribution, the number, the shape and arrangement, the colour, the primary lesion and any secondary changes. Palpation matters as much as inspection: you should feel whether a lesion is raised, firm, tender or warm.",
              "Primary lesions are the basic lesions the disease produces. Size thresholds vary between textbooks (some use 0.5 centimetres, others 1 centimetre), but the common scheme is:",
            ) +
            "<table><tr><th>Lesion</th><th>Definition</th></tr><tr><td>Macule</td><td>Flat change in colour, under 1 cm (a larger one is a patch)</td></tr><tr><td>Papule</td><td>Raised, solid, under 1 cm</td></tr><tr><td>Plaque</td><td>Raised, flat-topped, over 1 cm across, larger in width than height</td></tr><tr><td>Nodule</td><td>Solid, over 1 cm, extending deeper into the dermis or subcutis</td></tr><tr><td>Vesicle</td><td>Blister containing clear fluid, under 0.5 cm (a larger one is a bulla)</td></tr><tr><td>Pustule</td><td>Visible collection of pus</td></tr><tr><td>Wheal</td><td>Transient, itchy, oedematous swelling, as in urticaria</td></tr></table>" +
            p(
              "Secondary changes develop as a disease evolves or is scratched. Scale is flaking stratum corneum; crust is dried serum or blood; an erosion is a loss of epidermis that heals without scarring, while an ulcer extends into the dermis and heals with a scar; lichenification is thickened skin with exaggerated markings caused by chronic rubbing.",
              "Distribution and arrangement often point to the diagnosis. Lesions may be annular (ring-shaped), as in tinea corporis; linear, as in contact with a plant; or dermatomal, as in shingles. The Koebner phenomenon is the appearance of a disease's lesions along a line of trauma, such as a scratch. Pressing a glass slide on a red lesion (diascopy) tests whether redness blanches: erythema from dilated vessels blanches, whereas purpura, blood that has leaked into the skin, does not, and a non-blanching rash in an unwell patient should prompt urgent consideration of meningococcal sepsis.",
            ),
        },
      },
      {
        title: "Eczema and Psoriasis",
        description: "Two common chronic inflammatory skin diseases, their causes, signs and treatment.",
        lesson: {
          title: "Two itchy, red, scaly conditions",
          html: p(
            "Atopic eczema (atopic dermatitis) affects up to a fifth of children in high-income countries and many adults. It arises from a faulty skin barrier combined with a type 2 immune response. Loss-of-function mutations in the filaggrin gene (FLG), carried by about 10 per cent of people of European ancestry, are the strongest known genetic risk factor: with less filaggrin the stratum corneum holds less water and lets allergens and irritants in. The cardinal symptom is itch, and the itch-scratch cycle further damages the barrier. In infants eczema typically affects the face and extensor surfaces; in older children and adults it favours the flexures, the fronts of the elbows and backs of the knees. Many patients also have asthma or hay fever.",
            "Treatment starts with liberal emollients, used instead of soap, and topical corticosteroids of the lowest potency that controls flares, applied once or twice daily. Quantities are measured in fingertip units: one unit, the amount squeezed from a standard tube along the last segment of an adult's index finger, is about 0.5 grams and covers an area the size of two flat adult hands, fingers included. Topical calcineurin inhibitors such as tacrolimus spare the skin from steroid thinning on the face, and severe disease may need phototherapy, systemic immunosuppressants or biologics such as dupilumab, which blocks IL-4 and IL-13 signalling.",
            "Psoriasis affects about 2 per cent of people in the UK. The commonest form, chronic plaque psoriasis, produces well-demarcated red plaques with silvery-white scale on the extensor surfaces of the elbows and knees, the scalp, the lower back and the natal cleft. It is driven by T cells along the IL-23/IL-17 axis, and keratinocytes, instead of taking about four weeks to reach the surface, get there in a few days. Nail changes (pitting, onycholysis and 'oil-drop' discoloration) are common, and up to about a third of patients develop psoriatic arthritis, so ask about joint pain.",
            "Unlike eczema, psoriasis usually itches less and has sharper edges, and it shows the Koebner phenomenon. Mild disease is treated with topical vitamin D analogues (calcipotriol) and corticosteroids; more extensive disease with narrowband UVB, methotrexate or biologics targeting TNF, IL-17 or IL-23. Patients also carry an increased risk of cardiovascular disease and depression.",
          ),
        },
      },
      {
        title: "Skin Cancer",
        description: "Basal cell carcinoma, squamous cell carcinoma and melanoma, and how to recognise them.",
        lesson: {
          title: "Recognising the three main skin cancers",
          html: p(
            "Skin cancer is the commonest cancer in fair-skinned populations, and ultraviolet radiation is its main cause. Risk is highest in people with Fitzpatrick skin types I and II, who burn easily and tan poorly, in those with heavy cumulative sun exposure or a history of sunburn, and in the immunosuppressed: organ transplant recipients have a risk of squamous cell carcinoma commonly quoted as 65 to 250 times that of the general population.",
            "Basal cell carcinoma (BCC) is the most common type. It usually appears on sun-exposed skin of the head and neck as a pearly, translucent papule or nodule with a rolled edge and fine surface blood vessels (telangiectasia); it may ulcerate in the centre, giving the old name 'rodent ulcer'. BCCs grow slowly and almost never metastasise, but they invade locally, and neglected lesions near the eye or nose can be destructive.",
            "Squamous cell carcinoma (SCC) arises from keratinocytes, often in skin already showing actinic keratoses, rough scaly patches caused by sun damage. It presents as a keratotic, tender, growing nodule, sometimes ulcerated, on sun-exposed sites such as the scalp, ears, lip and backs of the hands. SCCs can metastasise, especially those on the lip or ear or in immunosuppressed patients, so the regional lymph nodes should be examined.",
            "Melanoma, a cancer of melanocytes, is less common but causes most skin cancer deaths. Warning signs in a pigmented lesion are summarised by the ABCDE rule: Asymmetry, irregular Border, uneven Colour, Diameter greater than 6 millimetres, and Evolution, meaning change in size, shape or colour. In the UK, the weighted seven-point checklist is also used for referral. Melanomas can also be amelanotic, pink and without pigment, which makes them easy to miss. The most important prognostic factor for a primary melanoma is its Breslow thickness, measured in millimetres from the granular layer to the deepest tumour cell; thin melanomas under 1 millimetre have an excellent prognosis after excision.",
            "Suspicious lesions are examined with a dermatoscope and removed by excision biopsy with a narrow margin, followed by wider excision once the histology is known. Mohs micrographic surgery, which checks every margin under the microscope during surgery, is used for BCCs on the face, where tissue must be spared.",
          ),
        },
      },
    ],
  },
  {
    slug: "process-engineering-fundamentals",
    discipline: "Chemical engineering",
    title: "Process Engineering Fundamentals",
    description:
      "This module develops material balances, energy balances, distillation, and pump selection for second-year students of chemical and process engineering.",
    level: "intermediate",
    duration: "12 weeks",
    plantedGap: "pump selection",
    modules: [
      {
        title: "Material Balances",
        description: "Applying conservation of mass to steady-state process units.",
        lesson: {
          title: "What goes in must come out",
          html: p(
            "Every design calculation in process engineering rests on conservation of mass. For any system with a clearly drawn boundary, the general balance is: input − output + generation − consumption = accumulation. Generation and consumption terms apply only to a species that is made or used up by a chemical reaction; for total mass, and for any species in a process without reaction, they are zero. Most continuous plants are designed for steady state, in which nothing changes with time and accumulation is zero, so the balance reduces to input = output.",
            "A reliable procedure saves many errors. Draw a flowsheet and label every stream with its flow rate and composition; choose a basis, such as 100 kilograms of feed or one hour of operation; write down the unknowns; and count the independent equations. If there are more unknowns than equations, the problem has degrees of freedom and needs more specifications before it can be solved.",
            "Consider an evaporator that concentrates 1000 kg/h of a 10 wt% aqueous sodium chloride solution to 25 wt%, removing pure water as vapour. There are two unknowns, the product rate P and the vapour rate V, and two independent balances. The salt balance is the clever one to start with, because salt leaves only in the product: 0.10 × 1000 = 0.25 × P, so P = 400 kg/h. The total balance then gives V = 1000 − 400 = 600 kg/h. A water balance, 900 = 0.75 × 400 + 600, checks the answer.",
            "Real plants combine units, and two arrangements deserve special mention. A recycle stream returns unconverted material to an earlier point: if a reactor converts only 20 per cent of its feed per pass, separating and recycling the unreacted feed can give an overall conversion close to 100 per cent. If the feed contains an inert impurity, however, the inert cannot leave and would accumulate in the loop without limit, so a small purge stream is bled off. Choosing the purge rate is a trade-off between the inert concentration in the loop and the valuable reactant lost with the purge. With reacting systems, it helps to write balances on atoms, or to use the extent of reaction, rather than balancing each molecule separately.",
          ),
        },
      },
      {
        title: "Energy Balances",
        description: "The first law for flowing systems, sensible and latent heat, and heats of reaction.",
        lesson: {
          title: "Heating, boiling and reacting",
          html:
            p(
              "For a steady-state open system, the first law of thermodynamics takes the form Q − Ws = ΔH + ΔEk + ΔEp, where Q is the heat added to the system, Ws is the shaft work done by the system (through a turbine, for example), and the right-hand side is the change in enthalpy, kinetic energy and potential energy between the outlet and inlet streams. In most chemical process units the kinetic and potential energy terms are negligible compared with enthalpy changes, and with no shaft work the balance becomes simply Q = ΔH.",
              "Enthalpy changes are calculated from a chosen reference state, and three kinds occur:",
            ) +
            "<ul><li><strong>Sensible heat</strong>, from a change in temperature without change of phase: Q = m·cp·ΔT for a constant heat capacity.</li><li><strong>Latent heat</strong>, from a change of phase at constant temperature, such as the enthalpy of vaporisation.</li><li><strong>Heat of reaction</strong>, the enthalpy change when reactants form products; negative values mean an exothermic reaction.</li></ul>" +
            p(
              "As a worked example, suppose 2.0 kg/s of water must be heated from 20 to 80 °C with saturated steam condensing at atmospheric pressure. Taking cp = 4.18 kJ/(kg·K), the duty is Q = 2.0 × 4.18 × 60 = 502 kW. Condensing steam at 100 °C releases about 2257 kJ/kg, so the steam required is 502 ÷ 2257 = 0.222 kg/s, or about 800 kg/h. Notice how much more energy a phase change carries than a temperature change: each kilogram of condensing steam gives up more than five times the energy needed to heat a kilogram of water from 0 to 100 °C.",
              "Heats of reaction at 25 °C can be calculated from standard heats of formation using Hess's law: ΔH°r equals the sum of the heats of formation of the products minus that of the reactants, each multiplied by its stoichiometric coefficient. For reactions at other temperatures, the path is to cool the reactants to 25 °C, react them, and heat the products to the outlet temperature, adding the enthalpy changes of each step. If no heat is removed from an exothermic reactor, the heat released raises the temperature of the products; this adiabatic temperature rise is a key figure in assessing the danger of thermal runaway.",
            ),
        },
      },
      {
        title: "Distillation",
        description: "Vapour-liquid equilibrium, relative volatility and the McCabe-Thiele method.",
        lesson: {
          title: "Stages, reflux and the McCabe-Thiele diagram",
          html: p(
            "Distillation separates liquid mixtures by exploiting differences in volatility: when a mixture boils, the vapour is richer in the more volatile component than the liquid. For a binary mixture, the relative volatility α = (yA/xA)/(yB/xB), where y and x are mole fractions in the vapour and liquid. For an ideal mixture obeying Raoult's law, α is simply the ratio of the pure-component vapour pressures, and the equilibrium curve is y = αx / (1 + (α − 1)x). Benzene and toluene have α of about 2.5, so a liquid with x = 0.5 benzene is in equilibrium with vapour of y = 1.25/1.75 = 0.71. The closer α is to 1, the harder the separation, and at an azeotrope, such as ethanol and water at about 95.6 wt% ethanol, it equals 1 and ordinary distillation cannot go further.",
            "A column repeats this enrichment many times. Vapour from the reboiler at the bottom rises through trays or packing and meets liquid flowing down from the condenser at the top; on each ideal stage the leaving vapour and liquid are in equilibrium. Part of the condensed overhead is returned as reflux, and the reflux ratio R is the returned liquid divided by the distillate withdrawn.",
            "The McCabe-Thiele method, published by Warren McCabe and Ernest Thiele in 1925, finds the number of ideal stages graphically. It assumes constant molar overflow, meaning equal molar heats of vaporisation so that molar flows are constant in each section. On a y-x diagram, the rectifying section operating line is y = (R/(R+1))x + xD/(R+1), passing through the point (xD, xD); a stripping line runs to (xB, xB); and the two intersect on the q-line, whose slope reflects the thermal condition of the feed. Stepping off between the equilibrium curve and the operating lines from the top down counts the stages.",
            "Two limits bound the design. At total reflux no product is withdrawn, the operating lines lie on the diagonal and the number of stages is a minimum (given analytically by the Fenske equation). At minimum reflux an operating line touches the equilibrium curve, creating a pinch that requires infinitely many stages. Real columns operate at about 1.2 to 1.5 times minimum reflux, trading the capital cost of more stages against the energy cost of more reflux and reboiling.",
          ),
        },
      },
    ],
  },
  {
    slug: "dairy-cattle-management",
    discipline: "Dairy science",
    title: "Dairy Cattle Management",
    description:
      "For students of agriculture and animal science who already know basic livestock husbandry: the lactation cycle, rumen function and feeding, mastitis and milk quality, and housing and cubicle design.",
    level: "intermediate",
    duration: "10 weeks",
    plantedGap: "housing and cubicle design",
    modules: [
      {
        title: "The Lactation Cycle",
        description: "How milk yield, feed intake and body condition change through a cow's year.",
        lesson: {
          title: "From calving to dry-off",
          html: p(
            "A dairy cow's year is organised around the lactation cycle. After calving she is milked for a standard lactation of 305 days, then dried off for a dry period of around 40 to 60 days before the next calving, so that the mammary tissue can regress and regenerate. The ideal calving interval is often given as 365 days, one calf a year, although many high-yielding herds now accept longer intervals.",
            "Milk yield rises steeply after calving and peaks at about 6 to 8 weeks (40 to 60 days into lactation), then declines by roughly 7 to 10 per cent a month in an older cow, more slowly in a first-lactation heifer. As a rule of thumb, each extra kilogram at peak yield adds around 200 kilograms to the whole lactation, which is why farmers pay so much attention to early lactation.",
            "The problem is that dry matter intake does not keep pace. Appetite rises more slowly than yield and does not peak until about 10 to 12 weeks after calving. In between, the cow is in negative energy balance: she cannot eat enough to meet the demand of milk production and mobilises body fat to make up the difference. Some loss is normal, but a cow that loses too much condition is at greater risk of ketosis, in which the liver cannot fully oxidise the flood of fatty acids and produces ketone bodies, and of poor fertility. Body condition is assessed by eye and hand on a scale of 1 (very thin) to 5 (very fat); a common target is about 3.0 at calving, with a loss of no more than 0.5 to 1 point in early lactation.",
            "Milk itself is synthesised in the alveoli of the udder from nutrients in the blood; producing one litre requires roughly 400 to 500 litres of blood to pass through the gland. Lactose, made from glucose, draws water into the milk by osmosis, so the supply of glucose largely sets the volume of milk produced. Milk let-down depends on the hormone oxytocin, released when the teats are stimulated during udder preparation; stress releases adrenaline, which blocks it, which is one reason calm handling at milking pays.",
          ),
        },
      },
      {
        title: "Rumen Function and Feeding",
        description: "The ruminant digestive system, rumen microbes and how rations are balanced.",
        lesson: {
          title: "Feeding the microbes that feed the cow",
          html:
            p(
              "The cow's stomach has four compartments. The rumen, holding well over 100 litres in a large cow, and the reticulum together form a fermentation vat in which bacteria, protozoa, fungi and archaea digest feed that the cow's own enzymes cannot, above all the cellulose and hemicellulose of forage. The omasum absorbs water and minerals, and the abomasum, the 'true stomach', secretes acid and enzymes much as the human stomach does.",
              "Rumen microbes ferment carbohydrates to volatile fatty acids (VFAs), which are absorbed through the rumen wall and supply about 70 per cent of the cow's energy:",
            ) +
            "<table><tr><th>VFA</th><th>Main source</th><th>Main use in the cow</th></tr><tr><td>Acetate</td><td>Fibre-rich forage</td><td>Energy and building fat for milk</td></tr><tr><td>Propionate</td><td>Starch from cereals</td><td>Converted to glucose in the liver, and so drives lactose and milk volume</td></tr><tr><td>Butyrate</td><td>Sugars and fibre</td><td>Energy for the rumen wall, which converts much of it to beta-hydroxybutyrate</td></tr></table>" +
            p(
              "The microbes also turn dietary nitrogen, including non-protein nitrogen such as urea, into microbial protein, which is digested further down the tract and supplies much of the cow's amino acid requirement. Methanogenic archaea remove hydrogen by making methane, which is belched out and represents a loss of about 6 per cent of gross energy intake as well as a greenhouse gas.",
              "The ration must keep the rumen stable. Cows chew the cud, regurgitating and rechewing forage, and produce well over 100 litres of saliva a day, rich in bicarbonate, which buffers rumen acids. A ration too high in rapidly fermented starch and too low in long, physically effective fibre reduces chewing and lets acid accumulate: when rumen pH stays below about 5.6 to 5.8 for several hours a day the cow has subacute ruminal acidosis (SARA). Signs include reduced and erratic intake, loose faeces, lameness and milk fat depression, since the shift towards propionate reduces acetate supply to the udder. A total mixed ration (TMR), in which forage and concentrates are mixed so that each mouthful is balanced, helps prevent cows from selecting the concentrate and leaving the fibre.",
            ),
        },
      },
      {
        title: "Mastitis and Milk Quality",
        description: "Causes, detection and control of udder infection, and the somatic cell count.",
        lesson: {
          title: "Keeping the udder healthy",
          html: p(
            "Mastitis, inflammation of the mammary gland, is the most common and costly disease of dairy cows. Almost all cases are caused by bacteria entering through the teat canal. Clinical mastitis shows visible signs: clots or watery milk, a hot, swollen quarter and, in severe cases, a sick cow with fever. Subclinical mastitis has no visible signs, but the milk contains more somatic cells, mainly white blood cells that have entered the udder to fight infection, and yield falls. For every clinical case in a herd there are many subclinical ones.",
            "Pathogens are grouped by where they come from. Contagious pathogens, such as Staphylococcus aureus and Streptococcus agalactiae, live in infected udders and spread from cow to cow at milking, on teat cup liners, cloths and milkers' hands. Environmental pathogens, such as Escherichia coli and Streptococcus uberis, come from faeces and soil and infect teats between milkings, especially soon after drying off and around calving, when the teat canal is open.",
            "Milk quality is monitored through the somatic cell count (SCC), in cells per millilitre. A cow with an SCC above about 200,000 cells/mL is probably infected in at least one quarter, and EU hygiene rules set a limit of 400,000 cells/mL for the rolling average of the bulk tank. The California Mastitis Test, in which a reagent is mixed with milk from each quarter in a paddle and the mixture gels in proportion to the cell count, finds the affected quarter at the cow's side.",
            "Control still follows the five-point plan developed in the 1960s at the National Institute for Research in Dairying in England: disinfect every teat after milking; treat every quarter at drying off; treat clinical cases promptly and record them; cull chronically infected cows; and maintain the milking machine. Modern practice has refined the second point: selective dry cow therapy gives antibiotics only to infected cows, with internal teat sealants for the rest, to reduce antibiotic use. Stripping foremilk before milking detects clinical cases early, and milk from treated cows must be withheld from the tank for the full withdrawal period on the medicine's label.",
          ),
        },
      },
    ],
  },
];
