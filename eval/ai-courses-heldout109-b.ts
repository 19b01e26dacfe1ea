/** One-hundred-and-ninth held-out evaluation courses, intermediate level; see ai-courses-heldout109.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT109_B: EvalCourse[] = [
  {
    slug: "fleet-management-cost-compliance-and-replacement",
    discipline: "Fleet management",
    title: "Fleet Management: Cost, Compliance and Replacement",
    description:
      "Whole-life costing, replacement timing, preventive maintenance and roadworthiness, fuel management and telematics: the working toolkit of the van and truck fleet manager, taught through UK goods-vehicle practice and worked spreadsheet examples.",
    level: "intermediate",
    duration: "six weeks (one half-day session a week)",
    plantedGap: "telematics",
    modules: [
      {
        title: "Whole-Life Costing",
        description:
          "Building a cost-per-mile model for a vehicle, comparing funding methods and controlling fuel spend.",
        lesson: {
          title: "Total Cost of Ownership for a Van Fleet",
          html:
            p(
              "Buying decisions based on list price ignore most of what a vehicle costs. Whole-life cost, or total cost of ownership (TCO), adds every cost incurred from acquisition to disposal and expresses the total per mile or per year, so that vehicles and funding methods can be compared on one basis. The main elements are depreciation (purchase price minus resale value), finance or lease charges, fuel or energy, maintenance, repair and tyres, insurance, vehicle excise duty, and the less visible costs of downtime and administration. Worked example, a diesel 3.5-tonne panel van kept for four years and 100,000 miles, with prices excluding VAT:",
            ) +
            "<ul><li>Depreciation: £36,000 purchase minus £9,000 resale = £27,000, or 27.0p per mile.</li>" +
            "<li>Fuel: 30 mpg at £1.45 per litre; a gallon is 4.546 litres, so fuel costs £6.59 per gallon, or 22.0p per mile.</li>" +
            "<li>Maintenance, repair and tyres: budgeted at 8.0p per mile.</li>" +
            "<li>Insurance: £1,600 a year, £6,400 over four years, or 6.4p per mile.</li>" +
            "<li>Excise duty and administration: £500 a year, or 2.0p per mile.</li></ul>" +
            p(
              "The total is 65.4p per mile, or £65,400 over the vehicle's life. Depreciation and fuel together make up three-quarters of the cost, so resale value and fuel efficiency matter far more than a small discount on purchase. A battery-electric van with a higher purchase price may still win: at 2.5 miles per kWh on depot electricity costing 25p per kWh, energy costs 10p per mile, saving 12p per mile or £12,000 over the same life.",
              "Funding changes who carries the risk, not just the cash flow. Outright purchase leaves the resale-value risk with the operator; contract hire fixes a monthly rental and transfers that risk to the lessor, often with maintenance included, but charges for excess mileage and damage at return. Fuel management is the other lever the operator controls directly: issue fuel cards restricted to the right fuel, require an odometer reading at every fill, and reconcile litres bought against miles run each month. A van that drops from 30 to 26 mpg has a mechanical fault, a changed pattern of work or a fuel card being misused, and each needs a different remedy.",
            ),
        },
      },
      {
        title: "When Should a Vehicle Be Replaced?",
        description:
          "Finding a vehicle's economic life from depreciation and running costs, and adjusting the answer for regulation and fleet planning.",
        lesson: {
          title: "Finding the Economic Life",
          html:
            p(
              "Every vehicle has an economic life: the age at which its average annual cost is lowest. Two trends pull in opposite directions. Depreciation is heaviest in the first years and then slows, so keeping a vehicle longer spreads the capital cost over more years. Maintenance, repair and downtime rise with age and mileage. The best replacement point lies where the falling average capital cost is overtaken by rising running costs. Worked example for a £40,000 light truck:",
            ) +
            "<table><tr><th>Year</th><th>Depreciation in year</th><th>Maintenance and downtime in year</th><th>Cumulative cost</th><th>Average cost per year</th></tr>" +
            "<tr><td>1</td><td>£12,000</td><td>£1,500</td><td>£13,500</td><td>£13,500</td></tr>" +
            "<tr><td>2</td><td>£7,000</td><td>£2,500</td><td>£23,000</td><td>£11,500</td></tr>" +
            "<tr><td>3</td><td>£5,000</td><td>£3,500</td><td>£31,500</td><td>£10,500</td></tr>" +
            "<tr><td>4</td><td>£4,000</td><td>£5,000</td><td>£40,500</td><td>£10,125</td></tr>" +
            "<tr><td>5</td><td>£3,000</td><td>£7,000</td><td>£50,500</td><td>£10,100</td></tr>" +
            "<tr><td>6</td><td>£2,000</td><td>£9,500</td><td>£62,000</td><td>£10,333</td></tr></table>" +
            p(
              "The annual average falls until year five and rises in year six, so on cost alone this vehicle should be replaced after five years. But the bottom of the curve is very flat: years four and five differ by only £25 a year. That is typical, and it means other factors usually decide the actual timing: a planned rise in mileage, a body that will need refurbishment, the end of a warranty, or a resale-value cliff where used buyers pay much less beyond a certain age or mileage. A fuller analysis discounts future costs to present values and compares equivalent annual costs, but the logic is the same.",
              "Regulation can override the arithmetic. Clean-air schemes such as London's Ultra Low Emission Zone charge diesel vans below the Euro 6 standard and petrol vans below Euro 4 for every day they are driven in the zone, which can make an otherwise economic vehicle uneconomic overnight. Goods vehicles over 12 tonnes entering Greater London need a Direct Vision Standard permit, and vehicles below the required star rating must be fitted with additional safety equipment to get one. Replacement plans should therefore be reviewed each year against known regulatory dates. Stagger replacements so that the whole fleet does not fall due in the same year, which would strain both cash flow and the workshop.",
            ),
        },
      },
      {
        title: "Maintenance and Roadworthiness",
        description:
          "Safety inspection intervals, driver walkaround checks, defect reporting and the records and scores that show a maintenance system works.",
        lesson: {
          title: "Preventive Maintenance Inspections and Defect Reporting",
          html: p(
            "For goods vehicles in Great Britain, keeping vehicles roadworthy is a condition of holding an operator's licence, and the DVSA's Guide to Maintaining Roadworthiness sets out what traffic commissioners expect. Maintenance is a system of inspections, driver checks, records and follow-up that must be demonstrable on paper as well as in the workshop.",
            "Safety inspections, often called preventive maintenance inspections (PMIs), take place at fixed intervals measured in weeks, chosen according to vehicle age, type of work and mileage; the guide indicates intervals of between 4 and 13 weeks, shorter for older vehicles and harsher operating conditions. Each inspection follows a set checklist covering brakes, steering, suspension, tyres and wheels, lights, the body and the coupling gear, and each item is recorded as serviceable or defective. Brake performance should be assessed at every inspection, ideally with a calibrated roller brake tester and the vehicle laden, because a visual check cannot measure braking efficiency.",
            "Between inspections, drivers carry out a walkaround check before the vehicle is first used each day, covering lights, tyres and wheel fixings, mirrors, windscreen, fluid leaks, load security and couplings. Defects are written on a report and assessed by someone competent to decide whether the vehicle is safe to use; the repair is then recorded and signed off. Good operators require a report even when nothing is found, known as nil-defect reporting, because an empty file cannot show that a check was done.",
            "Records of inspections, defect reports and repairs must be kept for at least 15 months and be available to DVSA examiners. Evidence that the system works comes from three main sources: the first-time pass rate at the annual test, the number of prohibitions issued at roadside checks, and the operator's Operator Compliance Risk Score (OCRS), a traffic-light rating that DVSA uses to target enforcement. A fleet manager should review these monthly and look for patterns; repeated lighting defects found at inspection, for example, suggest that walkaround checks are being done superficially, and the response is to retrain and audit drivers rather than simply fix the bulbs. Persistent failures can lead a traffic commissioner to call the operator to a public inquiry, with power to curtail, suspend or revoke the licence and to disqualify the transport manager.",
          ),
        },
      },
    ],
  },
  {
    slug: "developmental-psychology-theories-and-evidence",
    discipline: "Developmental psychology",
    title: "Developmental Psychology: Theories and Evidence",
    description:
      "How do children come to understand objects, people and minds? Students examine Piaget's stages and the research that revised them, attachment from Bowlby to the Strange Situation, theory of mind, and adolescent identity, with close attention to the methods that make infant and child research possible.",
    level: "intermediate",
    duration: "one semester (two lectures and one seminar a week)",
    plantedGap: "adolescent identity",
    modules: [
      {
        title: "Piaget and His Critics",
        description:
          "Piaget's stage account of cognitive development and the studies that showed infants and young children know more than his tasks revealed.",
        lesson: {
          title: "Object Permanence and Conservation Revisited",
          html: p(
            "Jean Piaget (1896-1980) proposed that children actively construct knowledge through four stages: sensorimotor (birth to about 2 years), preoperational (about 2 to 7), concrete operational (about 7 to 11) and formal operational (from about 11 or 12). In the sensorimotor period, infants younger than about 8 months stop searching for a toy hidden under a cloth, and between about 8 and 12 months they make the A-not-B error: after repeatedly finding a toy at location A, they search at A even after watching it being hidden at B. In the preoperational period children fail conservation tasks: when one of two identical rows of counters is spread out, a five-year-old typically says the longer row has more, attending to one dimension (centration) and not mentally reversing the transformation.",
            "Piaget's methods relied on manual search, which also demands planning and motor control. Later researchers measured looking instead. In Baillargeon, Spelke and Wasserman's 1985 drawbridge study, 5-month-olds were habituated to a screen rotating through 180 degrees; a box was then placed behind it. Infants looked longer at an impossible event, in which the screen appeared to rotate through the space occupied by the box, than at a possible event in which it stopped at the box. Using violation-of-expectation logic, that infants look longer at what surprises them, the authors concluded that infants represented the hidden box months earlier than Piaget claimed.",
            "The inference is contested. Critics such as Haith (1998) argued that longer looking may reflect perceptual novelty or familiarity preferences rather than knowledge, and that rich interpretations credit infants with more than the data require. The debate has sharpened methods, with tighter perceptual controls, preregistration and multi-laboratory replication.",
            "Conservation also proved sensitive to task design. Piaget's procedure asks the same question twice, before and after an adult deliberately changes the display, which may signal to the child that the answer ought to change. McGarrigle and Donaldson (1974) had a 'naughty teddy' glove puppet disarrange the row, apparently by accident; many more children aged 4 to 6 then judged the rows equal than in the standard version. Together these studies suggest that Piaget described real developmental changes but underestimated young children, sometimes mistaking failures of task performance for an absence of underlying competence.",
          ),
        },
      },
      {
        title: "Attachment",
        description:
          "Bowlby's theory of attachment, Ainsworth's Strange Situation classifications, and the debates over sensitivity, culture and temperament.",
        lesson: {
          title: "From Bowlby's Theory to the Strange Situation",
          html:
            p(
              "John Bowlby's attachment theory, set out in Attachment (1969), proposed that infants are biologically predisposed to seek closeness to a small number of caregivers. The attachment figure serves as a safe haven to return to and a secure base from which to explore. Through repeated interactions the child builds internal working models, expectations about whether others will be available and whether the self is worthy of care, that shape later relationships. Bowlby drew on Harry Harlow's experiments, in which infant rhesus monkeys clung to a soft cloth surrogate rather than a wire one that provided milk, undermining the view that attachment is simply learned through feeding.",
              "Mary Ainsworth's Strange Situation, described fully by Ainsworth, Blehar, Waters and Wall in 1978, is a laboratory procedure for infants of about 12 to 18 months, with eight short episodes, most lasting about three minutes, including two separations from and reunions with the caregiver and the entry of a stranger. Classification rests mainly on behaviour at reunion, not on how much the infant cries at separation:",
            ) +
            "<ul><li>Secure (B): seeks contact or greets the caregiver on return, is comforted, and goes back to play; about two-thirds of infants in low-risk samples.</li>" +
            "<li>Insecure-avoidant (A): shows little overt distress and ignores or turns away from the caregiver on return.</li>" +
            "<li>Insecure-resistant or ambivalent (C): highly distressed, seeks contact but resists it angrily, and is hard to settle.</li>" +
            "<li>Disorganised (D): added by Main and Solomon (1990); contradictory or frozen behaviour, associated with frightening or frightened caregiving.</li></ul>" +
            p(
              "Ainsworth's home observations in Baltimore linked security with maternal sensitivity, meaning prompt and appropriate responses to the infant's signals. De Wolff and van IJzendoorn's 1997 meta-analysis confirmed the link, with a modest correlation of about 0.24. Van IJzendoorn and Kroonenberg's 1988 analysis of 32 studies in eight countries found secure attachment the most common classification everywhere, but relatively more avoidant classifications in Western European, especially German, samples, and more resistant ones in Israeli and Japanese samples. Whether this reflects different attachment or different meanings of a brief separation is still debated: for infants who are rarely left with strangers, the procedure is far more stressful. Jerome Kagan argued that reunion behaviour partly reflects the infant's reactivity rather than the relationship.",
            ),
        },
      },
      {
        title: "Theory of Mind",
        description:
          "The false-belief tasks, the developmental shift around age four, and the debate over implicit understanding in infancy.",
        lesson: {
          title: "False Belief and Beyond",
          html: p(
            "Theory of mind is the ability to attribute mental states such as beliefs, desires and intentions to oneself and others and to use them to explain and predict behaviour. The term comes from Premack and Woodruff's 1978 paper asking whether the chimpanzee has one. The decisive test is false belief: predicting what someone will do on the basis of a belief you know to be false shows that you represent their mind separately from reality.",
            "Wimmer and Perner (1983) told children a story in which Maxi puts his chocolate in a cupboard and goes out; his mother moves it. Where will Maxi look? Most children younger than about four answered with the chocolate's real location, whereas most children of six and over correctly said the cupboard. Baron-Cohen, Leslie and Frith (1985) adapted the task with two dolls, Sally and Anne: 85 per cent of typically developing children and 86 per cent of children with Down syndrome passed, compared with 20 per cent of autistic children despite their higher verbal mental age, which prompted the hypothesis of a specific difficulty with theory of mind in autism.",
            "The unexpected-contents task of Perner, Leekam and Wimmer (1987) shows the same shift in self-knowledge: three-year-olds who discover pencils inside a sweet tube often claim they had thought there were pencils in it all along. Wellman, Cross and Watson's 2001 meta-analysis of 178 studies found that performance rises steadily with age, passing chance level at around 44 months, and that the developmental pattern held across countries and task variations.",
            "Whether younger children lack the concept or only the ability to express it is the current debate. Onishi and Baillargeon (2005) reported that 15-month-olds looked longer when an actor searched where a toy really was than where she falsely believed it to be, suggesting an implicit understanding of false belief; anticipatory-looking studies with two-year-olds pointed the same way. Several implicit findings have proved hard to replicate, and multi-laboratory projects such as ManyBabies 2 were set up to test them. The factors that speed the explicit shift are well documented: parents' talk about mental states, having older siblings, and language ability, especially the grasp of complement clauses such as 'she thinks that...'.",
          ),
        },
      },
    ],
  },
  {
    slug: "allergy-nursing-practice",
    discipline: "Allergy nursing",
    title: "Allergy Nursing Practice",
    description:
      "Designed for registered nurses in primary care, paediatrics and outpatient clinics who see allergic patients, this course covers IgE-mediated mechanisms, skin prick and specific IgE testing, the recognition and emergency treatment of anaphylaxis, food allergy and supervised oral food challenges, and drug allergy.",
    level: "intermediate",
    duration: "ten weeks (online study with four clinical study days)",
    plantedGap: "drug allergy",
    modules: [
      {
        title: "Mechanisms and Testing",
        description:
          "How IgE-mediated reactions arise, why sensitisation is not the same as allergy, and how skin prick and blood tests are performed and read.",
        lesson: {
          title: "From Sensitisation to the Skin Prick Test",
          html:
            p(
              "Immediate allergic reactions are type I hypersensitivity in the Gell and Coombs classification, mediated by IgE. At first exposure, known as sensitisation, antigen-presenting cells present the allergen to T helper cells that develop a Th2 response; the cytokines interleukin-4 and interleukin-13 drive B cells to switch to producing allergen-specific IgE, which binds to high-affinity FcεRI receptors on mast cells and basophils. On re-exposure, the allergen cross-links neighbouring IgE molecules and the cells degranulate within minutes, releasing preformed histamine and tryptase, followed by newly made leukotrienes and prostaglandins. These mediators cause vasodilation, leaky capillaries, smooth-muscle contraction and itch: the urticaria, angioedema, wheeze and hypotension seen clinically.",
              "Sensitisation is not the same as allergy. Many people have detectable IgE to a food or pollen without ever reacting to it, so tests are interpreted only alongside a clinical history: what was eaten or touched, how much, how quickly symptoms followed (usually within minutes and almost always within two hours for IgE-mediated reactions), what the symptoms were, and what treatment was needed. Skin prick testing:",
            ) +
            "<ol><li>Confirm that antihistamines have been stopped for long enough, usually at least 48-72 hours and longer for some preparations, and that adrenaline and resuscitation equipment are to hand.</li>" +
            "<li>Mark test sites on the inner forearm, or the back in infants, at least 2 cm apart.</li>" +
            "<li>Place a drop of each allergen extract, a positive control (histamine 10 mg/mL) and a negative control (saline diluent).</li>" +
            "<li>Pass a 1 mm lancet through each drop into the epidermis, using a fresh lancet for each.</li>" +
            "<li>Read at 15 minutes, measuring the mean wheal diameter; a wheal at least 3 mm larger than the negative control is conventionally positive.</li></ol>" +
            p(
              "Specific IgE blood tests are used when skin testing is unsuitable: widespread eczema, dermographism, or antihistamines that cannot be stopped. Results of 0.35 kUA/L or above are conventionally called positive, but higher levels indicate a higher probability of clinical allergy, not a more severe reaction. Component-resolved diagnostics measure IgE to individual proteins. In peanut, sensitisation to the storage protein Ara h 2 strongly predicts true systemic allergy, whereas isolated sensitisation to Ara h 8, a protein related to the birch pollen allergen Bet v 1, usually indicates pollen food syndrome with mild oral itching only.",
            ),
        },
      },
      {
        title: "Anaphylaxis",
        description:
          "Recognising anaphylaxis and treating it according to the Resuscitation Council UK guideline, from intramuscular adrenaline to discharge planning.",
        lesson: {
          title: "Recognising and Treating Anaphylaxis",
          html:
            p(
              "Anaphylaxis is a severe, life-threatening systemic hypersensitivity reaction. The Resuscitation Council UK 2021 guideline asks responders to recognise it from the sudden onset of life-threatening Airway problems (swelling of the tongue or throat, hoarseness, stridor), Breathing problems (wheeze, breathlessness, falling oxygen saturation) or Circulation problems (pallor, clamminess, hypotension, collapse), usually but not always with skin or mucosal changes. Common triggers include foods, insect venom and latex. Skin signs alone, such as urticaria without airway, breathing or circulation involvement, are not anaphylaxis, but the patient must be watched closely. The first-line treatment is intramuscular adrenaline 1 mg/mL (1:1000):",
            ) +
            "<table><tr><th>Age</th><th>Dose</th><th>Volume</th></tr>" +
            "<tr><td>Adult or child over 12 years</td><td>500 micrograms</td><td>0.5 mL</td></tr>" +
            "<tr><td>Child 6-12 years</td><td>300 micrograms</td><td>0.3 mL</td></tr>" +
            "<tr><td>Child 6 months to 6 years</td><td>150 micrograms</td><td>0.15 mL</td></tr>" +
            "<tr><td>Infant under 6 months</td><td>100-150 micrograms</td><td>0.1-0.15 mL</td></tr></table>" +
            p(
              "Inject into the anterolateral thigh, call for help, and repeat after 5 minutes if there is no improvement. Lie the patient flat with legs raised if hypotensive, let them sit up if breathing is the main problem, and place a pregnant woman on her left side. Never let the patient stand or walk suddenly, because this has been associated with cardiac arrest. Give high-flow oxygen and, once intravenous access is available, a fluid bolus of 500-1000 mL of crystalloid for adults or 10 mL/kg for children. If respiratory or cardiovascular problems persist after two doses of intramuscular adrenaline, the reaction is refractory and needs an adrenaline infusion under specialist supervision. The 2021 guideline removed antihistamines and corticosteroids from initial emergency treatment; antihistamines may relieve skin symptoms later but do not treat airway or circulatory compromise.",
              "Take blood for mast cell tryptase as soon as possible after resuscitation has started, a second sample ideally 1-2 hours after onset and no later than 4 hours, and a baseline sample at least 24 hours later; a rise above baseline supports the diagnosis. Observation ranges from 2 hours after symptoms resolve, for selected patients who responded well to one dose, to at least 12 hours after severe reactions. Before discharge, patients should be given two adrenaline auto-injectors, trained in their use, given a written allergy action plan, and referred to a specialist allergy clinic.",
            ),
        },
      },
      {
        title: "Food Allergy in Practice",
        description:
          "Early introduction of allergenic foods, nurse-led oral food challenges, food ladders and oral immunotherapy.",
        lesson: {
          title: "Oral Food Challenges and Early Introduction",
          html:
            p(
              "The LEAP trial (Du Toit and colleagues) randomised 640 infants aged 4 to 11 months at high risk, with severe eczema, egg allergy or both, to eat peanut regularly or to avoid it until age 5. Peanut allergy at 5 years was 17.2 per cent in the avoidance group and 3.2 per cent in the consumption group, a relative reduction of about 80 per cent. UK advice now is to introduce peanut and hen's egg in age-appropriate forms, such as smooth nut butter and well-cooked egg but never whole nuts, from around 6 months alongside other foods; infants with severe eczema may benefit from earlier introduction with specialist advice.",
              "The oral food challenge is the reference test for food allergy. It confirms or excludes allergy when history and tests disagree, and shows whether a child has outgrown an allergy. In clinic it is usually open; double-blind placebo-controlled challenges are reserved for research and for subjective symptoms. Nurses commonly lead challenges to a protocol:",
            ) +
            "<ul><li>Confirm the child is well, with no fever, wheeze or eczema flare, and antihistamines stopped; record baseline observations and weight, and check the adrenaline dose and emergency equipment.</li>" +
            "<li>Give the food in increasing doses, typically every 15-30 minutes on a semi-logarithmic schedule such as 3, 10, 30, 100, 300, 1000 and 3000 mg of food protein, a cumulative dose of about 4.4 g.</li>" +
            "<li>Before each dose, reassess symptoms and observations; stop at objective signs such as widespread urticaria, vomiting, persistent cough, wheeze or, in young children, a marked change in behaviour, and treat.</li>" +
            "<li>Observe for at least 1-2 hours after the final dose and give written advice for home.</li></ul>" +
            p(
              "For milk allergy, especially non-IgE-mediated or mild IgE-mediated forms, reintroduction at home uses a ladder. The iMAP milk ladder begins with small amounts of milk protein baked into a malted biscuit, because prolonged heating alters the protein's shape and reduces its allergenicity, and advances through cakes and pancakes to cheese, yoghurt and fresh milk. Egg ladders follow the same principle. For persistent peanut allergy, oral immunotherapy aims to raise the threshold at which a reaction occurs: the licensed peanut protein product Palforzia was recommended by NICE in 2022 for children aged 4 to 17, with continued daily dosing.",
            ),
        },
      },
    ],
  },
  {
    slug: "existentialism-freedom-anxiety-and-the-absurd",
    discipline: "Existentialism",
    title: "Existentialism: Freedom, Anxiety and the Absurd",
    description:
      "Kierkegaard, Heidegger, Sartre, Beauvoir and Camus asked what it means to exist as a free, finite being without a given human nature. Seminars read primary texts closely: anxiety and the leap of faith, bad faith and radical freedom, the ethics of ambiguity, and the absurd.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar a week)",
    plantedGap: "Heidegger",
    modules: [
      {
        title: "Kierkegaard: Anxiety and the Single Individual",
        description:
          "Kierkegaard's pseudonymous method, his analysis of anxiety, the stages of existence and the problem of Abraham.",
        lesson: {
          title: "The Dizziness of Freedom",
          html: p(
            "Søren Kierkegaard (1813-1855) wrote most of his major works under pseudonyms: Either/Or (1843), edited by 'Victor Eremita'; Fear and Trembling (1843), by 'Johannes de silentio'; The Concept of Anxiety (1844), by 'Vigilius Haufniensis'; Concluding Unscientific Postscript (1846), by 'Johannes Climacus'; and The Sickness unto Death (1849), by 'Anti-Climacus'. The pseudonyms are a deliberate method of indirect communication: each presents a view of life from the inside, so that readers must decide for themselves rather than be told. Attributing every claim in these books directly to Kierkegaard is a standard student error.",
            "The Concept of Anxiety distinguishes fear, which has a definite object, from anxiety (angest), which has none: it is the feeling of possibility itself. Anxiety is 'the dizziness of freedom'. It is not a disorder to be cured but a sign that a human being is a synthesis of finite and infinite, necessity and possibility, and is responsible for becoming a self.",
            "The pseudonyms describe three spheres or stages of existence. The aesthetic life seeks interesting experiences, avoids commitment, and ends in boredom and despair. The ethical life, represented by Judge William in Either/Or, chooses itself through binding commitments such as marriage and vocation. The religious life relates the individual to God in faith. Movement between spheres is not a logical inference but a choice, a leap.",
            "Fear and Trembling tests the ethical sphere against the story of Abraham, commanded to sacrifice Isaac. If the ethical is the universal and nothing stands higher, Abraham is simply a would-be murderer. Johannes de silentio asks whether there is a 'teleological suspension of the ethical', in which the single individual stands in an absolute relation to the absolute, higher than the universal. He contrasts the knight of infinite resignation, who gives up the finite world, with the knight of faith, who gives it up and yet believes he will receive it back 'by virtue of the absurd'. Johannes confesses that he cannot understand Abraham; the point is that faith cannot be mediated by reasons or made comfortable. The Postscript draws the consequence: 'truth is subjectivity', meaning that for an existing individual the decisive question is not only what is believed but how, with what passion and inwardness it is appropriated.",
          ),
        },
      },
      {
        title: "Sartre on Freedom and Bad Faith",
        description:
          "The for-itself and the in-itself, bad faith, the humanism lecture, and the look of the other in Sartre's early philosophy.",
        lesson: {
          title: "Condemned to Be Free",
          html: p(
            "Jean-Paul Sartre's Being and Nothingness (1943) distinguishes being-in-itself, the solid, self-identical being of things, from being-for-itself, the being of consciousness, which is never simply what it is. Consciousness always goes beyond its situation towards possibilities, and it brings nothingness into the world by questioning, negating and imagining what is not. For this reason human beings are 'condemned to be free': we cannot not choose, and refusing to choose is itself a choice.",
            "Bad faith (mauvaise foi) is the attempt to flee this freedom by lying to oneself. It exploits the double character of human reality: we have facticity, our body, past and social position, and transcendence, our capacity to go beyond them. Bad faith treats one side as the whole. A café waiter whose movements are a little too precise and a little too eager is playing at being a waiter, trying to coincide with his role as a thing coincides with itself. A woman on a first date lets her companion take her hand but leaves it there, neither consenting nor resisting, 'a thing', so as to postpone a decision; she treats herself as pure transcendence detached from her body.",
            "Sartre's popular lecture 'Existentialism Is a Humanism' (October 1945, published 1946) compressed the position into a slogan: existence precedes essence. For a manufactured object such as a paper-knife, the concept comes first and the thing is made to fit it; for human beings there is no prior design, so we first exist and then define ourselves by what we do. Sartre illustrates the consequence with a student who asked him whether to join the Free French or stay with his mother, whose life depended on him: no moral doctrine could decide for him, and choosing an adviser is already choosing the advice.",
            "In the section on the look, a man peering through a keyhole out of jealousy is wholly absorbed in the act until he hears footsteps and is seized by shame: he becomes an object under another's gaze. Critics from Gabriel Marcel to Maurice Merleau-Ponty argued that Sartre's freedom is too absolute and ignores how bodies, habits and situations constrain choice. In later work, notably the Critique of Dialectical Reason (1960), Sartre gave far more weight to material and historical conditions.",
          ),
        },
      },
      {
        title: "Beauvoir and Camus",
        description:
          "Beauvoir's ethics of ambiguity and its application to women's situation, and Camus's account of the absurd and revolt.",
        lesson: {
          title: "Ambiguity and the Absurd",
          html: p(
            "Simone de Beauvoir's The Ethics of Ambiguity (1947) answered the charge that existentialism cannot ground an ethics. Human existence is ambiguous: we are both free subjects and objects in the world, both separate individuals and dependent on others. Rather than fleeing this ambiguity, we must assume it. Freedom is not a possession but a project, and to will oneself free is also to will others free, because my projects need a world of free people to take them up. Beauvoir sketches attitudes that evade this: the sub-man who refuses to act; the serious man who subordinates freedom to an idol such as the Nation, Science or the Party; the nihilist; the adventurer, who loves action for its own sake and is indifferent to its ends; and the passionate man absorbed in a single object.",
            "The Second Sex (1949) applied these categories to women's situation: 'One is not born, but rather becomes, a woman.' Woman has been constituted as the Other, the inessential set against man's essential, and women have been encouraged to accept immanence, repetitive maintenance of life, instead of transcendence, open-ended projects.",
            "Albert Camus rejected the existentialist label but is read alongside Sartre and Beauvoir. The Myth of Sisyphus (1942) opens: 'There is but one truly serious philosophical problem, and that is suicide.' The absurd lies neither in the world nor in us but arises from their confrontation: the human longing for clarity and meaning meets 'the unreasonable silence of the world'. Camus considers three responses. Physical suicide abolishes the absurd by abolishing one of its terms. Philosophical suicide, his charge against thinkers such as Kierkegaard, Jaspers and Shestov, leaps to a transcendent meaning that the evidence does not support. The only honest response is revolt: to live lucidly with the absurd, without appeal.",
            "Sisyphus, condemned to roll a rock up a mountain for ever, becomes the absurd hero at the moment he walks back down, conscious of his fate: 'one must imagine Sisyphus happy'. Beauvoir and Camus both begin from the absence of given meaning, but Beauvoir moves quickly to other people's freedom as the condition of my own, while Camus's revolt begins as a solitary stance. Seminar exercise: decide whether revolt gives Camus the resources to condemn murder, the question he pursued in The Rebel (1951).",
          ),
        },
      },
    ],
  },
  {
    slug: "dynamical-systems-and-chaos",
    discipline: "Dynamical systems",
    title: "Dynamical Systems and Chaos",
    description:
      "Nonlinear systems can settle down, oscillate or behave chaotically, and simple models show all three. Topics include one-dimensional flows and their bifurcations; linear systems in the plane and phase portraits; nonlinear stability by linearisation; and the logistic map, period doubling and Lyapunov exponents, with examples from population biology and mechanics.",
    level: "intermediate",
    duration: "eleven weeks (three lectures and one problem class a week)",
    plantedGap: "Lyapunov exponents",
    modules: [
      {
        title: "Flows on the Line",
        description: "Fixed points, linear stability and the three basic bifurcations of one-dimensional systems.",
        lesson: {
          title: "Fixed Points and Bifurcations in One Dimension",
          html:
            p(
              "A one-dimensional system dx/dt = f(x) can be understood almost completely without solving it. Treat f(x) as the velocity of a particle on a line: where f(x) &gt; 0 the particle moves right, and where f(x) &lt; 0 it moves left. Fixed points satisfy f(x*) = 0, and arrows drawn on the x-axis show at once whether the flow approaches each one, making it stable, or leaves it, making it unstable.",
              "Linearisation makes this quantitative. For a small perturbation η = x − x*, Taylor expansion gives dη/dt ≈ f′(x*)η, so the fixed point is stable if f′(x*) &lt; 0 and unstable if f′(x*) &gt; 0, with characteristic time 1/|f′(x*)|; if f′(x*) = 0, higher-order terms decide. Worked example: the logistic model dN/dt = rN(1 − N/K), with r and K positive, has fixed points 0 and K. Since f′(N) = r − 2rN/K, f′(0) = r, so small populations grow, and f′(K) = −r, so the population settles at the carrying capacity on a time scale of 1/r.",
              "Trajectories on a line move monotonically, so one-dimensional flows cannot oscillate. Qualitative change comes only through bifurcations, as a parameter r passes a critical value. Three normal forms capture the generic cases:",
            ) +
            "<ul><li>Saddle-node, dx/dt = r + x²: for r &lt; 0 there are fixed points at ±√(−r), the negative one stable; they merge at r = 0 and vanish for r &gt; 0.</li>" +
            "<li>Transcritical, dx/dt = rx − x²: the fixed points 0 and r exchange stability as r passes through zero.</li>" +
            "<li>Supercritical pitchfork, dx/dt = rx − x³: the stable origin loses stability at r = 0 and two stable fixed points appear at ±√r.</li></ul>" +
            p(
              "Plotting the fixed points against r, with solid lines for stable branches and dashed lines for unstable ones, gives the bifurcation diagram. In the subcritical pitchfork, dx/dt = rx + x³, the outer branches are unstable and exist only for r &lt; 0, so when the origin loses stability, trajectories leave its neighbourhood altogether. In physical systems, higher-order terms then carry the state to a distant branch, with hysteresis, which is why subcritical bifurcations are associated with sudden, dangerous transitions in engineering.",
            ),
        },
      },
      {
        title: "Phase Portraits in the Plane",
        description:
          "Classifying two-dimensional linear systems by trace and determinant and extending the classification to nonlinear systems by linearisation.",
        lesson: {
          title: "Classifying Linear Systems and Linearising",
          html:
            p(
              "For a linear system dx/dt = Ax, where A has rows (a, b) and (c, d), the eigenvalues depend only on the trace τ = a + d and the determinant Δ = ad − bc: λ = (τ ± √(τ² − 4Δ))/2. This gives a classification by two numbers:",
            ) +
            "<ul><li>Δ &lt; 0: a saddle.</li>" +
            "<li>Δ &gt; 0 and τ² − 4Δ &gt; 0: a node, stable if τ &lt; 0 and unstable if τ &gt; 0.</li>" +
            "<li>Δ &gt; 0 and τ² − 4Δ &lt; 0: a spiral, stable if τ &lt; 0 and unstable if τ &gt; 0, or a centre with closed orbits if τ = 0.</li>" +
            "<li>τ² = 4Δ: the borderline stars and degenerate nodes.</li></ul>" +
            p(
              "Worked example: dx/dt = y, dy/dt = −2x − 3y. Here τ = −3, Δ = 2 and τ² − 4Δ = 1 &gt; 0, so the origin is a stable node. The eigenvalues are −1 and −2, and trajectories approach the origin tangent to the slow eigenvector (1, −1).",
              "For a nonlinear system, find the fixed points and evaluate the Jacobian matrix at each. The Hartman-Grobman theorem guarantees that near a hyperbolic fixed point, one with no eigenvalue of zero real part, the nonlinear flow is topologically equivalent to its linearisation. The theorem excludes centres and other borderline cases: small nonlinear terms can turn a linear centre into a weak spiral.",
              "For the damped pendulum, with θ the angle and damping b &gt; 0, θ″ + bθ′ + sin θ = 0 becomes dx/dt = y, dy/dt = −sin x − by, with x = θ and y = θ′. The fixed points are (0, 0), hanging down, and (π, 0), upright. The Jacobian has rows (0, 1) and (−cos x, −b). At (0, 0), τ = −b and Δ = 1, so the origin is a stable spiral for 0 &lt; b &lt; 2 and a stable node for b &gt; 2. At (π, 0), Δ = −1, a saddle whatever the damping. Without damping, the predicted centre is genuine because the energy E = y²/2 − cos x is conserved. The Poincaré-Bendixson theorem adds that a bounded trajectory in the plane that does not approach a fixed point must approach a closed orbit, so chaos in continuous flows needs at least three dimensions.",
            ),
        },
      },
      {
        title: "The Logistic Map",
        description:
          "Stability of fixed points for maps, cobweb diagrams, the period-doubling cascade and periodic windows.",
        lesson: {
          title: "Period Doubling and the Road to Chaos",
          html: p(
            "The logistic map x_(n+1) = r x_n(1 − x_n), with 0 ≤ r ≤ 4 so that x stays in [0, 1], was popularised as a population model by Robert May in 1976. For a map, a fixed point x* = f(x*) is stable if |f′(x*)| &lt; 1. Here f′(x) = r(1 − 2x). The fixed point x* = 0 is stable for r &lt; 1. For r &gt; 1 a second fixed point x* = 1 − 1/r appears, with f′(x*) = 2 − r, so it is stable for 1 &lt; r &lt; 3.",
            "A cobweb diagram shows iteration graphically: draw the parabola y = f(x) and the diagonal y = x; from x₀ go vertically to the curve, horizontally to the diagonal, and repeat. At r = 2.8 the cobweb spirals into x* ≈ 0.643. Because f′(x*) = −0.8 is negative, iterates alternate above and below x*, and because |f′(x*)| &lt; 1 they close in. At r = 3, f′(x*) = −1; the fixed point loses stability in a period-doubling (flip) bifurcation and a stable 2-cycle is born.",
            "The 2-cycle is stable until r = 1 + √6 ≈ 3.449, where a 4-cycle appears; further doublings to periods 8, 16 and so on follow at ever shorter intervals of r, accumulating at r∞ ≈ 3.5699. Mitchell Feigenbaum showed in the late 1970s that the ratio of successive intervals between bifurcation values converges to δ ≈ 4.669, and that the same constant appears for any smooth map with a single quadratic hump.",
            "Beyond r∞ the orbit diagram (iterate, discard transients, plot x against r) shows bands of aperiodic behaviour interrupted by periodic windows. The largest window begins at r = 1 + √8 ≈ 3.828 with a stable 3-cycle, created by a saddle-node bifurcation of the third iterate. Li and Yorke's 1975 paper 'Period three implies chaos' proved that a continuous map of an interval with a cycle of period 3 has cycles of every period. Exercise: find the 2-cycle explicitly by solving f(f(x)) = x and dividing out the fixed points; you should obtain x = (r + 1 ± √((r − 3)(r + 1)))/(2r), which is real precisely when r ≥ 3.",
          ),
        },
      },
    ],
  },
];
