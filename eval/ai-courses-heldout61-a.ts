/** Sixty-first held-out evaluation courses, beginner level (B to L); see ai-courses-heldout61.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT61_A: EvalCourse[] = [
  {
    slug: "beef-cattle-production-from-suckler-cow-to-store-calf",
    discipline: "Beef cattle production",
    title: "Beef Cattle Production: From Suckler Cow to Store Calf",
    description:
      "Practical skills for new stockpersons and farm apprentices: choosing breeds for a suckler herd, body condition scoring, managing grass for cows and growing cattle, planning and running a tight calving period, and bovine TB testing. Most sessions take place with the college herd.",
    level: "beginner",
    duration: "twelve weeks (one day a week, mostly on the college farm)",
    plantedGap: "bovine TB testing",
    modules: [
      {
        title: "Breeds and the Suckler System",
        description:
          "How a suckler herd is organised, and how native, continental and crossbred genetics fit together in it.",
        lesson: {
          title: "Choosing Cows and Bulls",
          html: p(
            "In a suckler herd each cow rears her own calf, which suckles her until weaning at around six to nine months. The calves are then either sold as stores to be finished on another farm, or kept and finished at home. The herd's income depends almost entirely on one thing: how many good calves it weans each year, so breed choice and fertility come first.",
            "Native British breeds such as the Aberdeen Angus, Hereford and Beef Shorthorn are hardy, calve easily, thrive on grass and forage, and lay down fat readily, so they finish well off grass. Continental breeds such as the Charolais, Limousin, Simmental and Belgian Blue grow faster and produce heavier, better-muscled carcasses, but they need better feeding and, in the case of the heavily muscled breeds, have more calving difficulties. Carcasses in the UK are classified on the EUROP grid: conformation from E (excellent) through U, R and O to P (poor), and fat class from 1 (lean) to 5 (very fat).",
            "Most commercial herds combine the two. A crossbred cow, for example a Limousin cross from a native or dairy dam, gains hybrid vigour: crossbred animals typically show better fertility, calf survival and longevity than the average of their parent breeds. Such cows are then put to a continental terminal sire, whose calves are all sold for beef, to add growth and conformation.",
            "When choosing a bull, look beyond appearance at the Estimated Breeding Values (EBVs) published by breed societies. The most useful include:" +
              "<ul><li>calving ease direct, which predicts how easily his calves will be born;</li><li>gestation length, where shorter is helpful for a compact calving;</li><li>200-day and 400-day weights, which predict growth;</li><li>maternal traits such as milk, if his daughters will be kept as cows.</li></ul>" +
              "A bull for maiden heifers should have a strongly favourable calving ease EBV. A mature bull can usually serve thirty to forty cows in a season, but every bull should have a breeding soundness examination by a vet beforehand, because a subfertile bull can cost a whole year's calf crop.",
          ),
        },
      },
      {
        title: "Body Condition Scoring, Feeding and Grazing",
        description:
          "Scoring cows by hand, matching their feeding to the stage of the production year, and managing grass for cows and growing cattle.",
        lesson: {
          title: "Condition Scoring and Grass Management in Practice",
          html: p(
            "Body condition scoring (BCS) assesses the fat reserves of a cow by handling rather than by eye, because a winter coat or a full rumen can hide a thin animal. In the UK cattle are scored from 1 (very thin) to 5 (grossly fat), usually in half points. Stand behind the cow and feel the loin, pressing the ends of the short transverse processes of the spine; on a thin cow they feel sharp, on a fat cow they cannot be felt at all. Then feel the fat cover around the tailhead.",
            "Condition matters because fat cows have more difficult calvings and thin cows take longer to start cycling again after calving, which delays the next pregnancy. Typical targets are a score of about 2.5 at calving for spring-calving cows and about 3 for autumn-calving cows, holding steady or rising through the mating period. A whole condition score represents a large store of energy, often put at 10 to 15 per cent of liveweight, so changing condition takes weeks rather than days. The cheapest time for a fat cow to lose condition is after weaning, on a restricted winter diet of straw and silage; the cheapest time to gain it is at grass.",
            "Grass is the cheapest feed on a beef farm, and managing it well is a skill. Grass grows fastest from April to June and slows in midsummer and autumn. In a rotational system the grazing area is divided into paddocks, and cattle are moved on every few days. A common target is to turn cattle into a paddock when the grass is at a cover of about 2,800 to 3,000 kg of dry matter per hectare, and move them out when it has been grazed down to about 1,500 to 1,600 kg; covers can be estimated with a sward stick or plate meter.",
            "Grazing too tightly slows regrowth, while leaving too much lets the grass go to seed and lose quality. Well-managed grass can support liveweight gains of around 1 kg a day in growing cattle, while cows in mid-pregnancy need far less and can be used to tidy up paddocks behind the youngstock.",
          ),
        },
      },
      {
        title: "Calving Management",
        description:
          "Preparing for a compact calving period, recognising the stages of labour and knowing when and how to help.",
        lesson: {
          title: "The Stages of Calving and When to Help",
          html: p(
            "Gestation in cattle lasts about 283 days, a little longer in some continental breeds. Many suckler herds aim for a compact calving period by leaving the bull with the cows for only nine weeks, three of the 21-day oestrous cycles, with a target of about two thirds of the cows calving in the first three weeks. A tight block makes supervision, feeding, batches of calves and marketing much easier.",
            "Calving has three stages. In stage one the cervix opens; the cow is restless, lifts her tail and may separate from the group. It usually lasts two to six hours and can be longer in heifers. Stage two begins when the water bag appears or the cervix is fully open and ends with the birth of the calf; it normally takes up to an hour in a cow and up to two hours in a heifer. Stage three is the passing of the afterbirth, usually within six hours; if it has not come away after 24 hours it is retained and a vet should be consulted.",
            "In a normal presentation two front feet appear with the soles facing down, followed by the nose lying on top of the legs. If the soles face up, the calf may be coming backwards, and it should be delivered without delay because the umbilical cord becomes trapped. As a rule, check the cow if there has been no progress for 30 minutes in stage two, or if a heifer has been straining for more than an hour.",
            "When assistance is needed:" +
              "<ol><li>Restrain the cow safely, wash the vulva and your arms, and use plenty of lubricant.</li><li>Check that the calf is the right way round and that the legs belong to the same calf.</li><li>Attach calving ropes above the fetlock with a second half-hitch below it, on each leg.</li><li>Pull only when the cow strains, alternating legs to walk the shoulders through, and once the head is out pull downwards towards her hocks.</li><li>Call the vet if the calf does not move with reasonable force.</li></ol>",
            "Afterwards, make sure the calf breathes, dip its navel in strong iodine, and see that it receives colostrum, about three litres within the first two hours of life.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-demography-measuring-populations",
    discipline: "Demography",
    title: "Introduction to Demography: Measuring Populations",
    description:
      "Students learn to find and judge population data from censuses, civil registration and surveys; calculate crude and age-specific rates, including the total fertility rate; read a population pyramid; build a simple life table; and explain how population projections are made.",
    level: "beginner",
    duration: "ten weeks (one lecture and one computer practical a week)",
    plantedGap: "population projections",
    modules: [
      {
        title: "Where Population Data Come From",
        description: "Censuses, civil registration and sample surveys, and the kinds of error each one is prone to.",
        lesson: {
          title: "Census, Registration and Survey",
          html: p(
            "Demographers work with three main sources of data. The first is the census, a complete count of a population at a single moment. The United Nations recommends that countries hold one at least every ten years; the most recent census of England and Wales was held on 21 March 2021, and for the first time most households answered online. Censuses count people in one of two ways: de facto, where people are counted where they are on census night, or de jure, where they are counted at their usual residence. The UK uses usual residence.",
            "No census counts everyone. Young men, students, people in multiple-occupancy housing and people without settled homes are the most often missed. To measure this, many countries run a post-enumeration survey soon after the census, revisiting a sample of areas and matching the two lists to estimate how many people the census missed. In 2021 this was the Census Coverage Survey, and the final population estimates were adjusted to allow for the people the census did not reach.",
            "The second source is civil registration and vital statistics (CRVS): the continuous legal recording of births, deaths and marriages. In countries such as the UK registration is effectively complete, so births and deaths can be counted every year. In many low-income countries, however, a large share of births and deaths are never registered, and demographers must rely on the third source, sample surveys. The best known are the Demographic and Health Surveys, run since 1984 in more than ninety countries, which ask women aged 15 to 49 for a full history of the children they have borne.",
            "All sources contain content errors, and the most recognisable is age heaping: when people do not know their exact age, they tend to report ages ending in 0 or 5. Whipple's index measures it. Take everyone who reports an age between 23 and 62, add up those reporting an age ending in 0 or 5, divide by one fifth of the total, and multiply by 100. A score of 100 means no heaping; a score of 500 means everyone reported an age ending in 0 or 5. Scores above about 125 indicate data that need careful handling.",
          ),
        },
      },
      {
        title: "Rates, Fertility and Age Structure",
        description:
          "Calculating crude and age-specific rates and the total fertility rate, and reading a population pyramid.",
        lesson: {
          title: "From Crude Rates to the Total Fertility Rate",
          html: p(
            "The simplest measure of births is the crude birth rate (CBR): the number of live births in a year divided by the mid-year population, multiplied by 1,000. A country with 60,000 births and a mid-year population of 5 million has a CBR of 12 per 1,000. The rate is called crude because its denominator includes everyone, men, children and older people as well as women of childbearing age. Two countries with identical childbearing behaviour can therefore have very different crude rates simply because one has an older population.",
            "Age-specific fertility rates (ASFRs) remove this problem. For each five-year age group of women from 15 to 49, divide the births to women in that group by the number of women in the group at mid-year. Adding the seven rates and multiplying by five, the width of each age group, gives the total fertility rate (TFR): the average number of children a woman would have if she experienced today's age-specific rates throughout her reproductive life.",
            "<table><thead><tr><th>Age group</th><th>Births per woman per year</th></tr></thead><tbody><tr><td>15-19</td><td>0.010</td></tr><tr><td>20-24</td><td>0.050</td></tr><tr><td>25-29</td><td>0.100</td></tr><tr><td>30-34</td><td>0.110</td></tr><tr><td>35-39</td><td>0.060</td></tr><tr><td>40-44</td><td>0.015</td></tr><tr><td>45-49</td><td>0.001</td></tr></tbody></table>",
            "In this example the rates sum to 0.346, and 0.346 multiplied by 5 gives a TFR of 1.73. That is below replacement level, the TFR at which each generation exactly replaces itself, which is about 2.1 in countries with low mortality; the extra 0.1 allows for the slight excess of boys at birth and for women who die before the end of their childbearing years.",
            "Age structure is shown by a population pyramid: horizontal bars for five-year age groups, males on the left and females on the right, usually as percentages of the total. A wide base that narrows steadily is an expansive pyramid, typical of high-fertility countries; a base narrower than the middle is a constrictive pyramid, typical of countries where fertility has fallen. A summary figure is the dependency ratio: people aged 0 to 14 plus those aged 65 and over, divided by those aged 15 to 64, multiplied by 100.",
          ),
        },
      },
      {
        title: "Mortality and the Life Table",
        description:
          "How a period life table turns a set of age-specific death rates into life expectancy at each age.",
        lesson: {
          title: "Building an Abridged Life Table",
          html: p(
            "The life table is the demographer's central tool for describing mortality. A period life table takes the death rates observed in one year, or a short run of years, and asks what would happen to an imaginary group of people who experienced those rates at every age throughout their lives. An abridged life table uses age groups (usually 0, 1 to 4, and then five-year groups) rather than single years.",
            "The starting point is the age-specific death rate, written nMx: deaths at ages x to x+n divided by the mid-year population at those ages. This is converted into a probability of dying within the interval, nqx. Assuming that people who die do so, on average, halfway through the interval, the conversion is nqx = 2n × nMx / (2 + n × nMx). For example, a death rate of 0.002 at ages 40 to 44 gives nqx = 0.02 / 2.01 = 0.00995, a probability of just under 1 per cent.",
            "The rest of the table follows in columns:" +
              "<ol><li>lx: survivors to exact age x, starting from a radix of 100,000 at birth.</li><li>ndx = lx × nqx: deaths in the interval.</li><li>lx+n = lx minus ndx: survivors to the start of the next interval.</li><li>nLx: person-years lived in the interval, approximately n × (lx + lx+n) / 2.</li><li>Tx: total person-years lived above age x, found by adding nLx from the bottom of the table upwards.</li><li>ex = Tx / lx: life expectancy at age x.</li></ol>",
            "The first year of life needs special treatment, because infant deaths are concentrated in the first days and weeks, so babies who die have lived far less than half a year on average. Demographers therefore use a smaller fraction for age 0, typically around 0.1 to 0.3 depending on the level of infant mortality.",
            "Period life expectancy summarises current mortality; it is not a forecast. When the Office for National Statistics reports life expectancy at birth in the UK of about 79 years for males and 83 for females in 2020 to 2022, it means the average length of life under the death rates of those years. A baby born today will probably live longer, because death rates are likely to keep falling during its lifetime.",
          ),
        },
      },
    ],
  },
  {
    slug: "ancient-egypt-an-introduction-to-egyptology",
    discipline: "Egyptology",
    title: "Ancient Egypt: An Introduction to Egyptology",
    description:
      "Three thousand years of pharaonic civilisation, from the unification of the Two Lands to the death of Cleopatra VII, are approached through the discipline's core tools: the dynastic chronology, the hieroglyphic script, the development of the royal tomb from mastaba to the Valley of the Kings, and the practice of mummification. No previous study of the ancient world is assumed.",
    level: "beginner",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "mummification",
    modules: [
      {
        title: "Kings, Dynasties and Dates",
        description:
          "How Egyptologists organise pharaonic history into dynasties and kingdoms, and why the absolute dates are still debated.",
        lesson: {
          title: "Manetho and the Framework of Egyptian Chronology",
          html: p(
            "The Egyptians did not date events from a fixed era as we do from the birth of Christ. They dated them by the regnal year of the reigning king: year 5 of Ramesses II, for instance. To build a history from this, Egyptologists still use a framework devised in the third century BC by Manetho, a priest from Sebennytos in the Delta who wrote a history of Egypt in Greek, the Aegyptiaca, for the Ptolemaic court. Manetho grouped the kings into thirty dynasties, and a thirty-first was added later. His work survives only in excerpts quoted by later writers such as Josephus, Africanus and Eusebius, and his dynasties do not always correspond to real families, but the numbering has stuck.",
            "Modern scholars group the dynasties into longer periods. The dates below follow the widely used Oxford History of Ancient Egypt (ed. Ian Shaw, 2000); all are BC and approximate before about 700 BC." +
              "<table><thead><tr><th>Period</th><th>Dynasties</th><th>Approximate dates</th></tr></thead><tbody><tr><td>Early Dynastic</td><td>1-2</td><td>3000-2686</td></tr><tr><td>Old Kingdom</td><td>3-8</td><td>2686-2160</td></tr><tr><td>Middle Kingdom</td><td>11 (later part)-14</td><td>2055-1650</td></tr><tr><td>New Kingdom</td><td>18-20</td><td>1550-1069</td></tr><tr><td>Late Period</td><td>26-31</td><td>664-332</td></tr><tr><td>Ptolemaic</td><td>Macedonian rulers</td><td>332-30</td></tr></tbody></table>" +
              "Between the kingdoms lie the three Intermediate Periods, times of divided rule.",
            "Egyptian sources of their own help to check Manetho. The Palermo Stone, a fragment of Fifth Dynasty annals, records events year by year. The Abydos King List, carved in the temple of Seti I, names 76 kings, leaving out those later regarded as illegitimate, such as Akhenaten. The Turin Royal Canon, a Ramesside papyrus, once listed kings with their reign lengths but survives in hundreds of fragments.",
            "Turning this relative sequence into absolute dates is harder. One method uses records of the heliacal rising of Sirius, the first dawn appearance of the star after its annual invisibility, such as the one dated to year 9 of Amenhotep I in the Ebers Papyrus. Because the Egyptian civil calendar of 365 days drifted against the solar year, such observations can in principle be dated, though the result depends on where the observation was made. A 2010 study led by Christopher Bronk Ramsey used radiocarbon dates from short-lived plant remains in dated contexts and broadly confirmed the conventional chronology.",
          ),
        },
      },
      {
        title: "Reading Hieroglyphs",
        description:
          "The principles of the hieroglyphic script, from sound signs and determinatives to royal names written in cartouches.",
        lesson: {
          title: "How the Hieroglyphic Script Works",
          html: p(
            "Hieroglyphs look like pictures, and for centuries European scholars assumed that each sign stood for an idea. The breakthrough came in 1822, when Jean-François Champollion showed in his Lettre à M. Dacier that the script was largely phonetic. He worked from the Rosetta Stone, a decree of 196 BC issued under Ptolemy V in three scripts (hieroglyphic, Demotic and Greek), and from the names Ptolemy and Cleopatra written in cartouches on the stone and on an obelisk from Philae. His knowledge of Coptic, the last stage of the Egyptian language, let him recognise the words the signs spelled.",
            "The script mixes several kinds of sign. Uniliteral signs each stand for one consonant; there are about twenty-four, often called the hieroglyphic alphabet, such as the owl for m and the water ripple for n. Biliteral signs stand for two consonants, such as the swallow for wr, and triliteral signs for three, such as the ankh sign for the consonants of the word meaning life. Because biliteral and triliteral signs could be ambiguous, scribes often added uniliteral signs spelling out some of the same sounds; these phonetic complements are not pronounced twice.",
            "At the end of many words comes a determinative, a silent sign that shows the category of meaning: a seated man for male persons and occupations, a pair of walking legs for verbs of motion, a papyrus roll for abstract ideas. Determinatives also mark where one word ends and the next begins, which matters because hieroglyphic text has no spaces.",
            "Two features surprise new readers. First, the script writes no vowels. Egyptologists make words pronounceable by inserting an e between consonants, so nfr becomes nefer, meaning good or beautiful; the result is a convention, not the ancient pronunciation. Second, the text can run right to left, left to right, or in columns. The rule is that signs of people and animals face the beginning of the line, so you read towards their faces.",
            "Royal names are enclosed in an oval cartouche, which represents a loop of rope encircling the name. From the Fifth Dynasty onwards a king's titulary normally included two cartouches: the throne name taken at accession and the birth name. Ramesses II's birth name, for example, is written with the sun disc for Ra, followed by signs for ms and s, giving Ra-messes, Ra is the one who bore him.",
          ),
        },
      },
      {
        title: "From Mastaba to the Valley of the Kings",
        description:
          "How royal tomb architecture changed over two millennia, and what the changes reveal about kingship, religion and security.",
        lesson: {
          title: "The Evolution of the Royal Tomb",
          html: p(
            "The earliest royal tombs, at Abydos and Saqqara around 3000 BC, were mastabas: rectangular superstructures of mud brick with sloping sides, named after the Arabic word for the low benches found outside village houses. Beneath them, shafts led down to burial chambers and storerooms filled with goods for the afterlife.",
            "The decisive innovation came in the Third Dynasty, when the architect Imhotep built the Step Pyramid for King Djoser at Saqqara. It began as a square stone mastaba and was enlarged into six stepped stages rising to about 62 metres, the first large monument built entirely of stone. It stood within a walled enclosure of courts and dummy buildings for the king's eternal festival of renewal.",
            "The true pyramid was achieved by trial and error under Sneferu, first king of the Fourth Dynasty. His pyramid at Meidum was converted from steps to smooth sides; the Bent Pyramid at Dahshur changes angle partway up, from about 54 to about 43 degrees, probably because the structure showed signs of instability; and his Red Pyramid, also at Dahshur, was the first successfully built with straight sides. His son Khufu then built the Great Pyramid at Giza, originally about 146 metres high on a base about 230 metres square. A pyramid was the centre of a complex: a valley temple at the edge of the cultivation, a causeway, and a mortuary temple against the pyramid's east face where the cult of the dead king was maintained. From the end of the Fifth Dynasty, beginning with Unas, the burial chambers were inscribed with the Pyramid Texts, the oldest body of Egyptian religious writing.",
            "Pyramids could not be hidden, and nearly all were robbed in antiquity. In the New Kingdom the kings changed strategy. From the early Eighteenth Dynasty they were buried in rock-cut tombs in the Valley of the Kings at Thebes, while their memorial temples stood separately on the edge of the floodplain, as at Deir el-Bahari and Medinet Habu. The tombs were cut and decorated by a specialist workforce living in the village of Deir el-Medina. Even this failed: papyri from the reign of Ramesses IX record the trials of tomb robbers, and only one largely intact royal burial has been found in the valley, that of Tutankhamun, discovered by Howard Carter in 1922.",
          ),
        },
      },
    ],
  },
  {
    slug: "floristry-foundations-flower-care-hand-tied-bouquets-and-colour",
    discipline: "Floristry",
    title: "Floristry Foundations: Flower Care, Hand-Tied Bouquets and Colour",
    description:
      "For anyone starting out in a flower shop or thinking about a career in floristry, this course covers the conditioning and care of cut flowers, the spiral hand-tied bouquet, colour harmony and proportion, and wedding buttonholes. Sessions are practical, and every student takes home the work they make.",
    level: "beginner",
    duration: "ten weeks (one three-hour practical session a week)",
    plantedGap: "wedding buttonholes",
    modules: [
      {
        title: "Conditioning and Care of Cut Flowers",
        description:
          "How to process a delivery of fresh flowers so that they last as long as possible, first in the shop and then in the customer's home.",
        lesson: {
          title: "Processing a Wholesale Delivery",
          html: p(
            "Most flowers sold in British shops have travelled a long way: roses from Kenya or Ecuador, carnations from Colombia, and a large share of everything through the Dutch auctions at Aalsmeer. Many arrive dry-packed in boxes, so the first job when a delivery comes in is conditioning: giving every stem the best possible start before it goes on display. A flower that is conditioned well can last twice as long as one that is simply dropped into a bucket.",
            "The biggest enemy is bacteria. Bacteria multiply in dirty water and block the xylem, the tubes that carry water up the stem, and the flower wilts even though it is standing in water. That is why buckets are scrubbed between uses with a bucket cleaner or dilute bleach, and why every leaf below the water line is stripped off: submerged foliage rots quickly and feeds the bacteria.",
            "Each stem is then recut, removing two to three centimetres with a sharp knife or clean secateurs. An angled cut exposes more of the xylem and stops the stem sitting flat on the bottom of the bucket. Blunt tools crush the stem, so keep them sharp. Stems go straight into clean water mixed with cut-flower food at the dose printed on the sachet. Flower food contains three things: sugar for energy, an acidifier that lowers the pH so that water moves up the stem more easily, and a biocide that keeps bacteria down.",
            "Some flowers need special treatment:" +
              "<ul><li>Daffodils release a sap that shortens the life of other flowers. Condition them in a bucket of their own for several hours and do not recut them before mixing.</li><li>Carnations, alstroemeria, sweet peas and freesias are sensitive to ethylene gas, so keep them away from ripening fruit and vehicle fumes.</li><li>Tropical flowers such as anthuriums and orchids suffer chill damage below about 12 degrees Celsius and must not go in the cold room.</li><li>Hydrangeas lose water through their heads; a wilted head can often be revived by submerging it for half an hour.</li></ul>",
            "Once conditioned, most flowers rest for a few hours in a cold room at around 4 to 6 degrees Celsius, which slows their breathing and water loss before they are used in designs.",
          ),
        },
      },
      {
        title: "The Spiral Hand-Tied Bouquet",
        description:
          "Building a hand-tied bouquet with a spiral stem structure that stands on its own and can be wrapped with water for the journey home.",
        lesson: {
          title: "Spiralling, Tying and Aqua-Packing",
          html: p(
            "The hand-tied bouquet is the product a florist sells more than any other, and its strength lies in the spiral. In a spiral, every stem is laid at the same angle and in the same direction, so that all the stems cross at a single point, the binding point. Above the binding point the flower heads fan out into a dome; below it the stems fan out into a neat spiral that lets the bouquet stand upright on its own and drink freely.",
            "Hold the first stem loosely in your less dominant hand at the point where you plan to tie. Add each new stem in front of the last, heads pointing to the left and stem ends to the right if you are right-handed. After every few stems, turn the whole bunch a quarter turn in the same direction and carry on. Never add a stem behind the others or at a different angle: a single stem laid the wrong way breaks the spiral, the bouquet will not stand, and the stems may snap when tied.",
            "The height of the binding point controls the shape. A high binding point gives a tall, narrow bouquet; a low binding point lets the stems open out into a wide, domed one. A common guide is that the stems below the tie make up about one third of the total height.",
            "The finished bunch is tied at the binding point with natural twine or raffia, wound firmly several times and knotted, but not so tightly that it bruises the stems. The stem ends are then cut level so that the bouquet stands on the bench. Foliage such as salal, pittosporum or eucalyptus is often added last as a collar around the outside to frame the flowers.",
            "For the customer, the bouquet is aqua-packed:" +
              "<ol><li>Stand the bouquet in a cellophane bag or on a square of cellophane drawn up around the stems.</li><li>Tie the cellophane at the binding point so that it forms a watertight reservoir.</li><li>Pour in enough water, with flower food, to cover the stem ends by a few centimetres.</li><li>Wrap the outside in tissue and paper, and attach care instructions.</li></ol>",
          ),
        },
      },
      {
        title: "Colour and Proportion in Design",
        description: "Using the colour wheel, visual weight and proportion to plan arrangements that look balanced.",
        lesson: {
          title: "Colour Schemes for Flowers",
          html: p(
            "Customers often describe what they want in colours rather than varieties, so a florist needs a working vocabulary of colour. The colour wheel arranges the three primary colours (red, yellow and blue), the three secondaries made by mixing them (orange, green and violet) and the six tertiaries between them. Any hue can be changed in three ways: adding white gives a tint, such as pink from red; adding grey gives a tone; and adding black gives a shade, such as burgundy.",
            "Five schemes cover most design work. A monochromatic scheme uses tints, tones and shades of a single hue, for example pale to deep pink roses. An analogous scheme uses three to five neighbouring hues on the wheel, such as yellow, orange and red, and always looks harmonious. A complementary scheme pairs opposites, such as purple iris with yellow solidago, and gives strong contrast. A split-complementary scheme takes one hue and the two neighbours of its opposite, and a triadic scheme uses three hues equally spaced around the wheel. Green foliage counts as a neutral and sits comfortably with all of them.",
            "Colours also carry visual weight. Dark and strongly saturated colours look heavier than pale ones, so they are usually placed low and towards the centre of a design, where they anchor it; paler flowers are placed higher and towards the edges. Warm colours (red, orange, yellow) appear to advance towards the viewer, while cool colours (blue, violet) recede, and in a dim room blue flowers can almost disappear. For an evening event or a dark venue, a florist therefore adds white or pale tints to keep the design visible.",
            "Proportion is the relationship between the parts. Many florists use the golden ratio of about 1 to 1.618, often rounded to 3 to 5, as a guide: an arrangement in a vase is commonly one and a half to two times the height of the container. Designs also need a focal area, usually the largest or darkest flowers, where the eye comes to rest.",
          ),
        },
      },
    ],
  },
  {
    slug: "life-drawing-gesture-proportion-and-tone",
    discipline: "Life drawing",
    title: "Life Drawing: Gesture, Proportion and Tone",
    description:
      "How do artists capture a living figure on paper, whether the pose lasts two minutes or two hours? Working from a professional model each week, students practise gesture drawing, sighting and measuring for proportion, foreshortening, and tonal modelling in charcoal.",
    level: "beginner",
    duration: "twelve weeks (one three-hour studio session a week)",
    plantedGap: "foreshortening",
    modules: [
      {
        title: "Gesture and the Quick Pose",
        description:
          "Short timed poses that train the eye to find the action and weight of a figure before any of its details.",
        lesson: {
          title: "Drawing the Line of Action",
          html: p(
            "Every life drawing session begins with short poses, typically a run of thirty-second and one-minute poses followed by two- and five-minute ones. In that time there is no chance of drawing fingers or features, and that is the point: the short pose forces you to look for the action of the whole body. The American teacher Kimon Nicolaides, whose book The Natural Way to Draw (1941) is still used in art schools, called this gesture drawing and argued that a student should draw the movement of the pose rather than the outline of the figure.",
            "Start with the line of action, a single flowing curve that runs from the head through the spine and down to the foot carrying most of the weight. In a relaxed standing pose it is a gentle S or C; in a lunging or twisting pose it is a strong arc. Once it is down, hang the rib cage and pelvis on it as two simple masses, then add the limbs as directional lines.",
            "Weight and balance are what make a drawing feel alive. In a standing pose, imagine a plumb line dropping from the pit of the neck, the notch at the top of the breastbone. If the model stands on one leg, that line falls through or very close to the supporting foot; if it falls outside the feet in your drawing, the figure will look as though it is toppling over. Look too for contrapposto, the classical counter-pose: when the weight shifts onto one leg, the hip on that side rises while the shoulder on the same side drops, so the lines through the hips and the shoulders tilt towards each other.",
            "Materials and habits matter. Use willow or compressed charcoal on large sheets, A2 or bigger, and draw from the shoulder and elbow rather than the wrist, which produces confident, sweeping lines. Keep the charcoal moving and do not lift it to correct mistakes; draw the new line over the old one. Resist outlining. Above all, spend more time looking at the model than at the paper.",
          ),
        },
      },
      {
        title: "Sighting and Measuring",
        description:
          "Using a pencil held at arm's length to compare proportions and angles, so that the figure fits the page and holds together.",
        lesson: {
          title: "Measuring with the Head Unit",
          html: p(
            "Beginners nearly always draw heads too large and feet too small, because the brain draws what it thinks is important rather than what the eye sees. Measuring corrects this. The standard unit of comparison is the height of the model's head, from the top of the skull to the bottom of the chin. A real adult is roughly seven and a half heads tall, while the idealised academic figure, used in many anatomy books, is eight heads.",
            "In the eight-head figure the landmarks fall at convenient points:" +
              "<ul><li>one head: the chin</li><li>two heads: the nipples</li><li>three heads: the navel</li><li>four heads: the crotch, which is the midpoint of the standing figure</li><li>six heads: just below the knees</li><li>eight heads: the soles of the feet</li></ul>" +
              "These proportions are a guide for checking, not a template to copy; every model is different, and the measurements you take are what count.",
            "Sighting works like this. Hold a pencil at the full stretch of your arm with the elbow locked, so that the distance between eye and pencil is the same every time. Close one eye. Keep the pencil upright and flat, as if it were lying on an imaginary pane of glass between you and the model. Line the top of the pencil up with the top of the model's head and slide your thumb down to the chin. That length is your unit; now step it down the body to count how many heads tall the pose is, or compare it with the width of the shoulders.",
            "The same pencil measures angles. Hold it vertically and see which parts of the body line up: is the knee directly below the nose, or to one side? Hold it along the slope of a shoulder, then carry that angle to the paper without rotating your wrist. Begin each drawing by blocking in the envelope, a few straight lines enclosing the whole pose, and check the negative spaces between limbs, which are often easier to judge than the limbs themselves.",
          ),
        },
      },
      {
        title: "Light, Tone and Form",
        description:
          "Building the illusion of volume with a limited range of tones, working in charcoal and putty rubber.",
        lesson: {
          title: "Modelling Form with Charcoal",
          html: p(
            "A line drawing describes edges; a tonal drawing describes form, the way a surface turns towards or away from the light. The life room is usually lit by a single strong lamp for longer poses, because one light source produces clear, readable shadows. Under that light every rounded form, whether a shoulder, a thigh or a skull, shows the same sequence of tones.",
            "Starting from the side facing the lamp, you will find the highlight, a small bright spot where the light reflects directly towards you; then the light plane; then the halftones, where the surface begins to turn away; then the core shadow, the darkest band, where the form turns fully away from the light; then reflected light, a weaker glow in the shadow caused by light bouncing back from nearby surfaces. Separate from all of these is the cast shadow, the shadow the body throws onto the floor or onto another part of itself, which usually has a sharper edge near the object casting it.",
            "The commonest beginner's mistake is to make the reflected light too bright, which breaks the form into two and makes it look flat. A useful rule is that everything in shadow, including the reflected light, should stay darker than anything in light. Squinting at the model helps: it blurs detail and reduces the figure to a few big masses of light and dark, which is exactly how you should first block it in.",
            "Charcoal suits a subtractive method. Rub charcoal evenly over the whole sheet with a cloth to make a mid-grey ground. Draw the figure lightly, then mass in the shadows with willow charcoal and lift out the lights with a kneaded putty rubber, which can be shaped to a point for highlights. Work the whole figure at once rather than finishing one part, and pay attention to edges: a hard edge brings a form forward, a soft or lost edge lets it turn away. Spray the finished drawing with fixative in a ventilated space.",
          ),
        },
      },
    ],
  },
];
