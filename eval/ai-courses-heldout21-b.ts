/** Twenty-first held-out evaluation courses, intermediate level (Khmer history to penetration testing); see ai-courses-heldout21.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT21_B: EvalCourse[] = [
  {
    slug: "angkor-khmer-kingship-and-after",
    discipline: "Khmer history",
    title: "Angkor and After: The Khmer Kingdom, 802–1600",
    description:
      "The temples of Angkor are the best-known legacy of a state that dominated mainland Southeast Asia for six centuries. This second-year history module traces the founding of Khmer kingship under Jayavarman II, the hydraulic city of Angkor and the debate about it, the reign of Jayavarman VII, and the shift of power away from Angkor to the south.",
    level: "intermediate",
    duration: "one term (10 weeks, lecture and seminar)",
    plantedGap: "Jayavarman VII",
    modules: [
      {
        title: "Before Angkor and the Founding of the Kingdom",
        description:
          "From the Chinese reports of Funan to the inscription of Sdok Kak Thom, we ask what the sources really tell us about the beginning of Khmer kingship in 802.",
        lesson: {
          title: "Funan, Chenla and Jayavarman II",
          html: p(
            "The earliest states of the lower Mekong are known mainly through Chinese sources. Third-century envoys of the Wu dynasty described a kingdom they called Funan, centred on the delta, whose port at Oc Eo in present-day Vietnam has yielded Roman coins, Indian beads and Chinese mirrors. Funan's rulers adopted Sanskrit titles and Indian religious forms, a process historians once called 'Indianisation' and now describe as local elites selecting foreign ideas that served them. By the seventh century Chinese texts name a different power, Chenla, further inland, and the first dated inscriptions in Old Khmer appear, from 611 onward.",
            "Chenla was not a single state. Inscriptions record many rival polities, each ruled by a lord who claimed the title of king. Out of this plurality came the man later Khmer kings treated as the founder of their line, Jayavarman II. He is said to have returned from 'Java', which may mean Java itself or simply a Malay or Cham power, and to have united several principalities in a series of campaigns.",
            "The key source for his reign was written over two centuries later. The Sdok Kak Thom stele, dated 1052 and found in present-day Thailand, records the history of a family of priests who served the kings. It says that in 802, on Mount Mahendraparvata, now identified with the Phnom Kulen plateau north of Angkor, a Brahmin performed a ritual that made Jayavarman a cakravartin, a universal monarch, and freed the land from dependence on Java. The same text describes the cult of the devaraja, a term usually rendered 'god who is king'. Scholars such as Hermann Kulke have argued that the devaraja was a portable image of Shiva protecting the king, not a deification of the king himself. Students should read the stele as a priestly family's claim to status, composed long after the events it describes.",
          ),
        },
      },
      {
        title: "The Hydraulic City",
        description:
          "Were the great reservoirs of Angkor irrigation works, temple symbols, or both? We weigh Groslier's thesis against the evidence of excavation and airborne laser scanning.",
        lesson: {
          title: "Barays, rice and the Groslier debate",
          html:
            p(
              "Angkor's kings built reservoirs, called barays, on an extraordinary scale. Indravarman I dug the Indratataka at Hariharalaya in the 880s; his son Yasovarman I moved the capital to Yasodharapura, centred on the hill of Phnom Bakheng, and built the East Baray, about 7.5 by 1.8 kilometres. The West Baray, begun in the eleventh century, measures roughly 8 by 2.1 kilometres and still holds water. Each was enclosed by earth embankments above the surrounding plain rather than dug below it.",
              "In the 1970s the French archaeologist Bernard-Philippe Groslier argued that Angkor was a 'hydraulic city' whose barays fed an irrigation network allowing up to three rice harvests a year, and that the silting and failure of this system explained the city's decline. Critics, notably Philip Stott, W. J. van Liere and Robert Acker, replied that the barays lacked the outlet channels needed for distribution, that their capacity could irrigate only a small share of the rice land, and that their meaning was chiefly religious: they represented the oceans surrounding Mount Meru.",
            ) +
            "<table><tr><th>Evidence</th><th>Supports</th></tr><tr><td>Barays raised above the plain, with few clear outlets</td><td>Symbolic reading</td></tr><tr><td>Inscriptions dedicating barays to gods and ancestors</td><td>Symbolic reading</td></tr><tr><td>LiDAR maps of channels, dykes and overflow works linking barays to fields</td><td>Managed water system</td></tr><tr><td>Sediment and breach evidence in the West Baray and spillways</td><td>Managed system under stress</td></tr></table>" +
            p(
              "Since 2012 airborne laser scanning (LiDAR), led by Damian Evans and the Greater Angkor Project, has transformed the debate. Scanning through forest cover revealed a low-density urban complex of more than 1,000 square kilometres, with grids of ponds, embankments and channels. Most scholars now see the water network as multi-purpose: storing and distributing water against the variable monsoon, controlling floods, and carrying religious meaning. The single-cause model, whether irrigation or symbolism, is no longer defensible.",
            ),
        },
      },
      {
        title: "The Move South",
        description:
          "Why did the Khmer court leave Angkor in the fifteenth century? This week sets the traditional story of a Siamese sack beside climate data, trade and religious change.",
        lesson: {
          title: "Explaining the end of Angkor as a capital",
          html: p(
            "The traditional narrative is simple: armies from the Thai kingdom of Ayutthaya sacked Angkor in 1431, and the Khmer court fled south to the region of Phnom Penh. The date comes from later chronicles, compiled in the eighteenth and nineteenth centuries, and few historians now accept that one military event ended a city of hundreds of thousands. Angkor was attacked several times in the fourteenth and fifteenth centuries, and Ayutthaya's rise was a symptom of changing power as much as its cause.",
            "Several longer-term explanations are now weighed together. First, climate. Tree-ring records from Vietnam, analysed by Brendan Buckley and colleagues in 2010, show decades-long droughts in the mid-fourteenth and early fifteenth centuries, broken by exceptionally intense monsoons. Sediment studies in Angkor's channels suggest that these floods scoured and choked parts of the water network, which could not easily be repaired once damaged.",
            "Second, trade. From the late fourteenth century the Ming dynasty's tribute trade and the growth of maritime commerce favoured ports on the rivers and coast. A capital near the confluence of the Mekong and Tonle Sap, as Phnom Penh is, could control river traffic and trade with China and the Malay world far better than an inland city.",
            "Third, religion. Theravada Buddhism, spreading from Sri Lanka through the Mon and Thai lands, became the dominant faith of Cambodians by the fourteenth century. It needed monasteries and village wats rather than vast state temples staffed by Brahmins, and it weakened the ideology that had justified mobilising labour for temple building. Angkor was never entirely abandoned: Angkor Wat remained a Buddhist pilgrimage site, and a sixteenth-century king, Ang Chan, completed its bas-reliefs. Post-Angkorian capitals at Longvek and later Oudong carried the kingdom on in a new form.",
          ),
        },
      },
    ],
  },
  {
    slug: "renal-nursing-haemodialysis-care",
    discipline: "Renal nursing",
    title: "Renal Nursing: Care of the Patient on Haemodialysis",
    description:
      "Nurses joining a dialysis unit need to understand both the machine and the person attached to it. This post-registration module deals with the staging of chronic kidney disease, the care of vascular access, the principles of haemodialysis, fluid and dietary restrictions, and peritoneal dialysis.",
    level: "intermediate",
    duration: "12 weeks (blended, with unit placement)",
    plantedGap: "peritoneal dialysis",
    modules: [
      {
        title: "Chronic Kidney Disease and Its Stages",
        description: "KDIGO staging by eGFR and albuminuria, and the complications that appear as function falls.",
        lesson: {
          title: "Staging CKD and recognising its complications",
          html:
            p(
              "Chronic kidney disease (CKD) is defined by the KDIGO guideline (Kidney Disease: Improving Global Outcomes, 2012) as abnormalities of kidney structure or function present for more than three months. It is classified by cause, by glomerular filtration rate (GFR) category and by albuminuria category. The estimated GFR (eGFR) is calculated from serum creatinine, age and sex, usually with the CKD-EPI equation, and is reported in mL/min/1.73 m².",
            ) +
            "<table><tr><th>Category</th><th>eGFR (mL/min/1.73 m²)</th><th>Description</th></tr><tr><td>G1</td><td>≥ 90</td><td>Normal or high</td></tr><tr><td>G2</td><td>60–89</td><td>Mildly decreased</td></tr><tr><td>G3a</td><td>45–59</td><td>Mildly to moderately decreased</td></tr><tr><td>G3b</td><td>30–44</td><td>Moderately to severely decreased</td></tr><tr><td>G4</td><td>15–29</td><td>Severely decreased</td></tr><tr><td>G5</td><td>&lt; 15</td><td>Kidney failure</td></tr></table>" +
            p(
              "Albuminuria is graded by the urine albumin-to-creatinine ratio (ACR): A1 below 3 mg/mmol, A2 from 3 to 30 mg/mmol and A3 above 30 mg/mmol. A patient described as G3b A2 therefore has an eGFR of 30 to 44 and moderately raised albuminuria; both measures predict the risk of progression and of cardiovascular death, which is the commonest cause of death in CKD.",
              "As function falls, complications accumulate and the renal nurse monitors for each. Anaemia develops because the kidneys produce less erythropoietin; it is treated with iron and erythropoiesis-stimulating agents to a haemoglobin target of about 100 to 120 g/L. Mineral and bone disorder follows from phosphate retention and reduced activation of vitamin D, causing secondary hyperparathyroidism. Hyperkalaemia and metabolic acidosis appear in stages G4 and G5, and fluid overload shows as oedema, hypertension and breathlessness. Most patients start dialysis when symptoms of uraemia or uncontrolled fluid and potassium appear, usually at an eGFR between 5 and 10, not at a fixed number.",
            ),
        },
      },
      {
        title: "Vascular Access",
        description:
          "The fistula is the patient's lifeline; you will learn to examine it, to cannulate it safely, and to recognise the early signs of failure or infection.",
        lesson: {
          title: "Fistulas, grafts and catheters",
          html: p(
            "Haemodialysis needs a blood flow of 300 to 450 mL/min, far more than a peripheral vein can deliver. Three forms of access provide it. The arteriovenous fistula (AVF), first described by Brescia, Cimino and colleagues in 1966, is a surgical join between an artery and a vein, most often the radial artery and cephalic vein at the wrist or the brachial artery and cephalic vein at the elbow. Arterial pressure enlarges and thickens the vein over six to eight weeks, a process called maturation, until it can be needled repeatedly. An arteriovenous graft uses a synthetic tube, usually PTFE, to join artery and vein where veins are poor. A tunnelled central venous catheter, placed in the internal jugular vein, gives immediate access but carries the highest risk of bloodstream infection and is meant to be temporary.",
            "Before every session the nurse examines the fistula by look, listen and feel. Look for redness, swelling, aneurysms, shiny or thinning skin and the condition of previous needle sites. Feel for a continuous thrill, a buzzing vibration, along the vein; a pulse that is strong and bounding without a thrill suggests a stenosis downstream. Listen with a stethoscope for a continuous low-pitched bruit; a high-pitched, discontinuous sound also suggests narrowing.",
            "Cannulation uses two needles, usually 15 or 16 gauge: the arterial needle, which takes blood to the machine, is placed nearer the anastomosis and the venous needle, which returns it, at least 5 cm further up the vein, to reduce recirculation. The rope-ladder technique moves the sites along the whole length of the vein at each session; the buttonhole technique uses the same track each time with blunt needles, which is less painful but has a higher infection rate. Teach the patient to check the thrill daily, to avoid tight sleeves or sleeping on the arm, and never to allow blood pressure measurement or blood tests on the access arm.",
          ),
        },
      },
      {
        title: "How Haemodialysis Works",
        description:
          "Diffusion, convection and ultrafiltration explained at the machine, with the numbers you will set and check.",
        lesson: {
          title: "Principles of the dialysis circuit and adequacy",
          html: p(
            "In haemodialysis the patient's blood flows through a dialyser, a cylinder containing thousands of hollow fibres made of a semipermeable membrane, while dialysate flows around the fibres in the opposite direction. This countercurrent arrangement keeps a concentration gradient along the whole length of the dialyser. Three processes then work together. Diffusion moves small solutes such as urea, creatinine and potassium from the blood, where their concentration is high, into the dialysate, where it is low or zero. Convection drags larger molecules across the membrane along with water, especially in haemodiafiltration. Ultrafiltration removes excess fluid, driven by a pressure difference across the membrane, the transmembrane pressure, which the machine controls to achieve the fluid removal the nurse programmes.",
            "Typical settings for an adult are a blood flow of 300 to 400 mL/min, a dialysate flow of 500 mL/min, dialysate sodium about 137 to 140 mmol/L and potassium 2 mmol/L, for four hours three times a week. The dialysate is bicarbonate-buffered to correct acidosis, and the circuit is anticoagulated, usually with heparin, unless the patient is at bleeding risk.",
            "Adequacy is checked monthly from pre- and post-dialysis blood urea. The urea reduction ratio is URR = (pre − post) ÷ pre × 100. With a pre-dialysis urea of 25 mmol/L and a post-dialysis urea of 8 mmol/L, URR = (25 − 8) ÷ 25 × 100 = 68 per cent, which meets the usual UK target of at least 65 per cent. The alternative measure, Kt/V, relates the urea clearance K multiplied by time t to the volume of distribution V; a single-pool Kt/V of at least 1.2 per session is the accepted minimum.",
            "The commonest complication during a session is intradialytic hypotension, caused by removing fluid faster than it refills from the tissues. Lie the patient flat, reduce or stop ultrafiltration, give a small saline bolus if prescribed, and review the target weight afterwards.",
          ),
        },
      },
      {
        title: "Fluid and Diet",
        description:
          "Between sessions the patient controls the risks, so the nurse's teaching on fluid, potassium, phosphate and salt is central to safe care.",
        lesson: {
          title: "Interdialytic weight gain and dietary teaching",
          html:
            p(
              "A patient on haemodialysis for four hours three times a week spends 156 of the 168 hours in a week off the machine, including a long gap of about 68 hours over the weekend, and everything eaten and drunk in that time accumulates. The patient's target weight, or dry weight, is the weight at which they are free of oedema and breathlessness without becoming hypotensive on dialysis. Interdialytic weight gain, the difference between the post-dialysis weight of one session and the pre-dialysis weight of the next, should ideally be under about 2 kg, or under 4 per cent of dry weight. Large gains force rapid ultrafiltration, cramps and hypotension, and over time cause left ventricular hypertrophy.",
              "The usual fluid allowance is 500 mL a day plus a volume equal to the previous day's urine output. A patient passing 300 mL of urine a day is therefore allowed about 800 mL, and all liquids count, including soup, gravy, custard and ice. Thirst is driven largely by salt, so restricting sodium to under 6 g of salt a day makes the fluid allowance easier to keep. Practical tips help:",
            ) +
            "<ul><li>Use a small cup and spread drinks through the day.</li><li>Suck ice cubes or frozen fruit pieces, which last longer than a drink.</li><li>Take tablets with food rather than with extra water where possible.</li><li>Avoid processed foods, stock cubes and salty snacks.</li></ul>" +
            p(
              "Potassium is restricted because levels rise between sessions and hyperkalaemia above about 6.5 mmol/L can cause fatal arrhythmia, especially after the long gap over the weekend. High-potassium foods include bananas, dried fruit, potatoes, chocolate and coffee; boiling vegetables and discarding the water reduces their content. Phosphate is controlled by limiting dairy and processed foods with phosphate additives and by phosphate binders, such as calcium acetate or sevelamer, taken with meals so that they bind phosphate in the gut. Protein, in contrast, should not be restricted: haemodialysis patients need about 1.1 to 1.2 g per kg of body weight a day because amino acids are lost in the dialysate.",
            ),
        },
      },
    ],
  },
  {
    slug: "housing-markets-economics",
    discipline: "Housing economics",
    title: "The Economics of Housing Markets",
    description:
      "Housing is at once a consumption good, an asset and the largest item in most household budgets. Using intermediate microeconomics, this module analyses the stock-flow model of the housing market, house prices and the user cost of owner-occupation, the economic effects of planning constraints, rent control, and the role of mortgage credit.",
    level: "intermediate",
    duration: "one semester (3 hours a week)",
    plantedGap: "rent control",
    modules: [
      {
        title: "Stock and Flow in the Housing Market",
        description:
          "Because housing lasts for decades, the supply in any year is mostly the existing stock; we build the model that follows from this.",
        lesson: {
          title: "Durable housing and the four-quadrant model",
          html: p(
            "Housing differs from most goods in its durability. A dwelling lasts 50 to 100 years or more, so in any year new construction adds only about 1 per cent to the stock in a country such as the United Kingdom. In the short run the supply of housing services is therefore almost fixed, and a rise in demand shows up mainly in prices and rents rather than in quantity.",
            "Denise DiPasquale and William Wheaton formalised this in their four-quadrant stock-flow model (1992). The first quadrant is the rental market: demand for space, which depends on income and household numbers, meets the existing stock and sets the rent. The second converts rent into an asset price through a capitalisation rate, P = R ÷ i, so that an annual rent of £12,000 at a 4 per cent capitalisation rate implies a price of £300,000. The third quadrant is construction: new building is profitable when price exceeds replacement cost, and more is built the higher the price. The fourth converts construction into a change in the stock, after subtracting depreciation and demolitions. Equilibrium requires that the stock be constant, so that construction just replaces the units lost.",
            "Durability also makes supply asymmetric, as Edward Glaeser and Joseph Gyourko showed in 2005. When demand rises, builders respond if prices exceed construction costs. When demand falls, houses are not demolished; prices drop below replacement cost and stay there for years. Declining cities such as Detroit therefore have cheap housing and little construction, and the supply curve is kinked at the cost of building: nearly vertical below it and more elastic above it.",
            "The model produces a clear prediction for a demand shock. A rise in household incomes raises rents in the short run; higher rents raise prices; higher prices call forth construction; and over several years the larger stock pulls rents back toward their original level. How far they fall back depends on the elasticity of new supply, which the next modules explain.",
          ),
        },
      },
      {
        title: "Prices and the User Cost of Owner-Occupation",
        description: "What does it really cost to own a home for a year, and why do prices move more than rents?",
        lesson: {
          title: "User cost and the price-to-rent ratio",
          html:
            p(
              "An owner-occupier pays no rent, but owning a house is not free. The economic cost of living in one's own home for a year is its user cost, a concept set out for housing by James Poterba in 1984. In its simplest form, the annual user cost per pound of house value is the sum of several components, less expected capital gains:",
            ) +
            "<ul><li>i: the interest rate, the cost of the mortgage or the return forgone on the owner's own equity;</li><li>τ: the property tax rate;</li><li>m: maintenance;</li><li>δ: depreciation of the structure;</li><li>g: the expected annual rate of house price growth, which is subtracted.</li></ul>" +
            p(
              "User cost = P × (i + τ + m + δ − g). For a house worth £300,000, with i = 4 per cent, τ = 0.5 per cent, m + δ = 2 per cent and expected growth g = 3 per cent, the user cost is 300,000 × 0.035 = £10,500 a year. In equilibrium households should be indifferent between owning and renting, so the annual rent of a comparable dwelling should equal the user cost. The price-to-rent ratio is then 1 ÷ (i + τ + m + δ − g), here about 28.6.",
              "The formula explains why house prices are so volatile. Because expected growth enters with a negative sign, small changes in beliefs about future prices have large effects. If g rises from 3 to 4 per cent, the user cost falls to 2.5 per cent of value and the equilibrium price-to-rent ratio rises to 40, a jump of 40 per cent in the price supported by the same rent. Falling interest rates work the same way, which is why the long fall in real interest rates from the 1990s to 2021 accompanied rising price-to-rent ratios across rich countries. Economists use gaps between actual price-to-rent ratios and user-cost benchmarks, as in Himmelberg, Mayer and Sinai (2005), to ask whether a market is overvalued.",
            ),
        },
      },
      {
        title: "Planning Constraints and Supply",
        description:
          "Land-use regulation restricts how much can be built and where; we estimate what it adds to prices.",
        lesson: {
          title: "The regulatory tax and supply elasticity",
          html: p(
            "Whether a rise in demand ends in more homes or only in higher prices depends on the price elasticity of housing supply. Albert Saiz (2010) estimated supply elasticities for US metropolitan areas and found them lowest where geography and regulation both bind: coastal cities such as San Francisco and Los Angeles, hemmed in by sea and hills and by strict zoning, had elasticities well below 1, while cities on flat inland plains such as Atlanta or Houston had elasticities above 2.",
            "Planning rules limit supply in several ways: zoning that allows only detached houses on large plots, height limits, green belts, the discretion of local authorities to refuse permission, and the delay and cost of the application process itself. Their effect can be measured by comparing house prices with the cost of building. Glaeser, Gyourko and Saks (2005) defined the 'regulatory tax' as the gap between the market price of housing and the marginal cost of supplying it, which is construction cost plus the value of land at its free-market price at the intensive margin. In Manhattan in the early 2000s, they estimated that condominium prices were roughly double the marginal cost of building another floor, a gap attributable largely to restrictions on building height.",
            "For England, Christian Hilber and Wouter Vermeulen (2016) used differences in local refusal rates to show that regulatory constraints were the main reason house prices responded so strongly to income growth between 1974 and 2008. Their estimates implied that without these constraints real house prices in the South East would have been about 25 per cent lower in 2008. The welfare analysis is not one-sided: restrictions may protect amenities, green space and local character that residents value, and these benefits should be set against the costs borne by renters and first-time buyers who are priced out. The empirical literature finds, however, that in high-demand areas the costs are usually larger.",
          ),
        },
      },
      {
        title: "Mortgage Credit",
        description:
          "Access to credit shapes what buyers can bid; here we look at loan-to-value and loan-to-income limits and their effects.",
        lesson: {
          title: "Credit conditions and house prices",
          html: p(
            "Most buyers finance a house with a mortgage, so the terms on which credit is available affect what they can bid. Two ratios describe those terms. The loan-to-value ratio (LTV) compares the loan with the price of the property: a 90 per cent LTV mortgage on a £250,000 flat requires a £25,000 deposit. The loan-to-income ratio (LTI) compares the loan with the borrower's gross annual income: a £225,000 loan to a household earning £50,000 is an LTI of 4.5.",
            "For first-time buyers the deposit is often the binding constraint, not the monthly payment. If lenders cut the maximum LTV from 95 to 85 per cent, the deposit required for a £250,000 home rises from £12,500 to £37,500, and a household saving £500 a month needs four more years to buy. Easier credit does the opposite and raises demand at every price. When supply is inelastic, the extra demand is capitalised largely into higher prices, so a relaxation of credit can leave buyers no better off while increasing their debt. Studies of the US boom of 2002 to 2006, such as Mian and Sufi (2009), found that the areas where subprime credit expanded fastest saw the largest price rises and then the largest defaults.",
            "Because credit booms can destabilise the financial system, central banks now use macroprudential limits. In June 2014 the Bank of England's Financial Policy Committee introduced a flow limit restricting lenders to no more than 15 per cent of new mortgages at an LTI of 4.5 or above, together with an affordability test requiring borrowers to be able to pay if rates rose by 3 percentage points (a test withdrawn in 2022). Ireland introduced binding LTV and LTI limits in 2015. The evidence suggests that such limits dampen price growth modestly and reduce the share of highly indebted households, at the cost of delaying ownership for some younger buyers.",
          ),
        },
      },
    ],
  },
  {
    slug: "interlingual-subtitling-practice",
    discipline: "Subtitling",
    title: "Interlingual Subtitling: Technique and Practice",
    description:
      "Subtitles have to be read in the time an actor takes to speak them, and that single constraint shapes the whole craft. Translators on this professional module practise spotting and timing, work within limits of reading speed and line length, condense dialogue without losing meaning, meet the conventions of streaming-platform style guides, and learn the extra conventions of subtitling for the deaf and hard of hearing.",
    level: "intermediate",
    duration: "10 weeks (part-time, software lab)",
    plantedGap: "deaf and hard of hearing",
    modules: [
      {
        title: "Spotting and Timing",
        description:
          "Before a word is translated, each subtitle needs an in-time and an out-time that fit the speech and respect shot changes.",
        lesson: {
          title: "In-times, out-times and shot changes",
          html: p(
            "Spotting, also called cueing or timing, is the task of deciding where each subtitle begins and ends. Every subtitle has an in-time and an out-time expressed as a timecode in hours, minutes, seconds and frames, HH:MM:SS:FF, so that 00:12:04:15 at 25 frames per second means twelve minutes, four seconds and fifteen frames, or 4.6 seconds after the twelfth minute. Subtitling software displays the audio as a waveform, and the subtitler sets the in-time at the first frame of audible speech and the out-time shortly after it ends, commonly up to half a second later, so the viewer can finish reading.",
            "Durations have firm limits. A subtitle that flashes up too briefly cannot be read, so most guidelines require a minimum of about five-sixths of a second (20 frames at 24 fps); one lasting too long tempts viewers to read it twice, so the maximum is normally about 6 to 7 seconds. Consecutive subtitles must be separated by a small gap, typically 2 frames, because the eye needs to register that the text has changed. Where two speakers talk quickly, the subtitler may merge their lines in a two-line dialogue subtitle, each line introduced by a hyphen.",
            "Shot changes are the other main constraint. Research using eye-tracking suggests that a subtitle left on screen across a cut prompts viewers to re-read it, because the change of image makes them think it is new. Good practice is therefore to end a subtitle on a shot change, or at least 12 frames before it, and to start the next one on the cut, moving the in- or out-time by a few frames if speech begins or ends just before the change. When speech runs across a cut the subtitler must choose between the rhythm of speech and the rhythm of editing. A general rule is that audio timing wins for dialogue and the cut wins when the gap between them is only a few frames.",
          ),
        },
      },
      {
        title: "Reading Speed and Line Length",
        description:
          "How many characters can a viewer read per second, and how should a long sentence be split over two lines?",
        lesson: {
          title: "Characters per second and line breaks",
          html:
            p(
              "Subtitles are limited in two dimensions: space and time. Most interlingual subtitles occupy at most two lines at the bottom of the screen, and each line is limited to a maximum number of characters, including spaces and punctuation. Broadcasters long used 37 to 39 characters per line; Netflix's current guidelines for most Latin-alphabet languages allow 42. Time is measured as a reading speed in characters per second (cps), and guidelines vary by audience and platform.",
            ) +
            "<table><tr><th>Context</th><th>Typical maximum reading speed</th></tr><tr><td>Adult programmes on streaming platforms (English)</td><td>about 17–20 cps</td></tr><tr><td>Children's programmes</td><td>about 13–15 cps</td></tr><tr><td>Traditional 'six-second rule' for a full two-line subtitle</td><td>about 12 cps</td></tr></table>" +
            p(
              "To check a subtitle, divide its characters by its duration. A two-line subtitle of 68 characters on screen for 3.5 seconds has a reading speed of 68 ÷ 3.5 ≈ 19.4 cps, which passes a 20 cps limit but fails a 17 cps one. At 17 cps the same 3.5 seconds would allow about 59 characters, so nine must go.",
              "How a subtitle is split between its lines matters as much as its length, because readers process each line as a unit. Lines should break at syntactic boundaries: after a clause or between a subject and its predicate, never between an article and its noun, a preposition and its object, or an auxiliary and its main verb. 'I told you we should have / taken the earlier train' forces the eye to hold 'should have' in suspense, whereas 'I told you / we should have taken the earlier train' keeps each line meaningful. When the break is equally good in two places, many guidelines prefer a bottom-heavy pyramid shape, with the shorter line on top, so that less of the image is covered. Each subtitle should ideally also contain a complete sentence or clause; splitting a sentence over several subtitles is allowed but should happen at natural pauses.",
            ),
        },
      },
      {
        title: "Condensation and Omission",
        description:
          "The subtitler's central skill is deciding what to cut, and this module practises it on real film dialogue.",
        lesson: {
          title: "Strategies for reducing dialogue",
          html:
            p(
              "Because people speak faster than viewers can read, a subtitle usually carries a shorter text than the dialogue it renders; studies of television subtitles have estimated that between a quarter and a half of the words spoken disappear. Jorge Díaz Cintas and Aline Remael, in their standard textbook Audiovisual Translation: Subtitling, distinguish partial reduction, achieved by condensing and rephrasing, from total reduction, the deletion of whole items. The skill lies in knowing what a scene needs: the information that advances the plot, the tone of each character, and anything that the image or sound does not already make clear.",
              "Elements that can usually be reduced or omitted include:",
            ) +
            "<ul><li>repetitions, false starts, hesitations and fillers ('well', 'you know', 'I mean');</li><li>forms of address and names already clear from the scene;</li><li>phatic exchanges such as greetings, when they carry no information;</li><li>information visible on screen, such as 'Look, it's raining' over a shot of rain;</li><li>tag questions and hedges, which can often become a simple statement.</li></ul>" +
            p(
              "Rephrasing keeps meaning in fewer characters: a complex sentence becomes a simple one, a modal expression gives way to an imperative, a passive turns active, and a noun phrase replaces a clause. 'I was wondering whether you would be able to come with me to the station tomorrow morning' (86 characters) can become 'Can you come to the station with me tomorrow?' (45 characters) with nothing the plot needs lost. The subtitler must also watch what omission does to characterisation. If a nervous character stammers, removing every hesitation may make them sound confident, so one carefully chosen ellipsis or a short repeated word can keep the personality while respecting the reading speed. Jokes, swear words and culturally specific references require the hardest choices, and the subtitler has to weigh the spirit of the line against its literal content.",
            ),
        },
      },
    ],
  },
  {
    slug: "web-application-penetration-testing",
    discipline: "Penetration testing",
    title: "Web Application Penetration Testing",
    description:
      "Authorised attacks on web applications find weaknesses before criminals do. Working in a lab of deliberately vulnerable applications, students plan an engagement under written rules of engagement, map an application's attack surface, test for SQL injection and broken access control, and rate their findings with CVSS in a client report.",
    level: "intermediate",
    duration: "12 weeks (lecture and lab)",
    plantedGap: "CVSS",
    modules: [
      {
        title: "Scoping and Rules of Engagement",
        description: "No test begins without written permission and an agreed scope; this module explains why and how.",
        lesson: {
          title: "Authorisation, scope and methodology",
          html:
            p(
              "What separates a penetration test from a crime is authorisation. In the United Kingdom, the Computer Misuse Act 1990 makes unauthorised access to computer material an offence under section 1, whatever the intent, and the United States' Computer Fraud and Abuse Act has a similar effect. A tester therefore needs written permission from someone who actually has the authority to grant it for every system in scope. Applications hosted by a cloud provider or a third party may need that party's consent as well, or must be tested under its published policy.",
              "The permission is set out in the rules of engagement, agreed before any testing begins. They typically record:",
            ) +
            "<ul><li>the targets in scope, by URL, host name and IP range, and those explicitly excluded;</li><li>the testing window, with dates, times and time zone;</li><li>permitted and forbidden techniques, for example no denial of service and no social engineering of staff;</li><li>test accounts provided, and the roles they hold;</li><li>emergency contacts on both sides and the procedure for stopping the test;</li><li>how data found during the test will be handled, stored and destroyed.</li></ul>" +
            p(
              "A structured methodology keeps testing thorough and repeatable. The OWASP Web Security Testing Guide (WSTG) organises web tests into categories such as information gathering, configuration, identity and authentication, authorisation, session management, input validation and business logic, each with numbered test cases. The Penetration Testing Execution Standard (PTES) describes the engagement as a whole, from pre-engagement interactions through intelligence gathering, threat modelling, vulnerability analysis and exploitation to reporting. Black-box, grey-box and white-box tests differ in how much the tester is told in advance; grey-box tests with credentials and documentation usually give clients most value for a fixed number of days. The tester keeps a timestamped log of actions so that any incident during the window can be matched against the test.",
            ),
        },
      },
      {
        title: "Mapping the Application",
        description:
          "Reconnaissance and mapping tell you what there is to attack; you will combine passive sources with an intercepting proxy to build a full picture.",
        lesson: {
          title: "Reconnaissance, proxies and content discovery",
          html: p(
            "Mapping starts passively, without touching the target. Certificate transparency logs, searchable through services such as crt.sh, list every TLS certificate issued for a domain and often reveal forgotten subdomains like staging.example.com or old-api.example.com. DNS records, search-engine queries, public code repositories and archived pages in the Wayback Machine add more, including old endpoints and, occasionally, leaked keys. Each discovered host must be checked against the scope before it is touched.",
            "Active mapping follows. A port scan with Nmap, for example nmap -sV -p- against an in-scope host, identifies listening services and their versions, which matters because a web application is often served by several components: a reverse proxy, an application server and perhaps an administrative interface on a non-standard port.",
            "The central tool is an intercepting proxy such as Burp Suite or OWASP ZAP. The tester sets the browser to send traffic through the proxy, installs its certificate so that HTTPS traffic can be read, and then uses the application as a normal user would, logging in, filling every form and visiting every function with each test account. The proxy records every request and response in a site map. This manual walk-through finds far more than automated spidering, because modern single-page applications build their requests in JavaScript and many functions appear only after particular actions.",
            "Content discovery then looks for what the interface does not link to. Tools such as ffuf or Gobuster request large wordlists of common paths, for instance /admin, /backup.zip or /api/v1/users, and report those that return something other than 404. JavaScript files are read for API routes and parameters. The result of mapping is an inventory: every endpoint, the parameters it accepts, the roles that can reach it, and the technologies behind it, which becomes the checklist for the testing that follows.",
          ),
        },
      },
      {
        title: "SQL Injection",
        description: "Finding, confirming and explaining injection flaws, and the fix that prevents them.",
        lesson: {
          title: "How SQL injection works and how to test for it",
          html: p(
            "SQL injection occurs when an application builds a database query by concatenating user input into the SQL text, so that input can change the structure of the query. Consider a login check written as \"SELECT * FROM users WHERE name = '\" + name + \"' AND password = '\" + pw + \"'\". If an attacker enters the name admin'-- the query becomes SELECT * FROM users WHERE name = 'admin'--' AND password = '', and because -- begins a comment, the password test disappears and the attacker logs in as admin.",
            "Testing begins by finding input that reaches the database and sending characters that would break the syntax. A single quote that produces a database error, a 500 status or a changed page is a first sign. The tester then confirms the flaw with pairs of inputs that should behave differently if injection works: id=5 AND 1=1 should return the normal page while id=5 AND 1=2 returns nothing. Where results are shown, a UNION-based injection can extract data: the tester first finds the number of columns with ORDER BY 1, ORDER BY 2 and so on until an error appears, then appends UNION SELECT with matching columns to read, for instance, the table names from information_schema.tables.",
            "Many applications show neither errors nor results. In blind injection the tester infers data one bit at a time, from a difference in the page (boolean-based) or from a deliberate delay, such as a condition that calls SLEEP(5) in MySQL or pg_sleep(5) in PostgreSQL only when a guessed character is correct. Tools such as sqlmap automate this, but in a client's production system they must be used carefully, limited to read-only techniques and low request rates agreed in the rules of engagement.",
            "The fix is the same in every language: parameterised queries, also called prepared statements, which send the SQL text and the values separately, so input is always treated as data and never as code. Input validation and least-privilege database accounts reduce the damage but do not replace parameterisation.",
          ),
        },
      },
      {
        title: "Broken Access Control",
        description:
          "Broken access control tops the OWASP Top 10, and here you learn to test it systematically with two or more accounts.",
        lesson: {
          title: "Horizontal and vertical privilege escalation",
          html: p(
            "Access control decides what an authenticated user may do. It is broken when a user can act outside their intended permissions, and in the OWASP Top 10 of 2021 it moved to first place, A01, having been found in some form in 94 per cent of the applications tested by contributing organisations. Unlike injection, it cannot be found by scanners alone, because only a human knows what each user ought to be allowed to see.",
            "Two kinds of failure are distinguished. In horizontal escalation a user reaches data or functions belonging to another user at the same level: customer A reads customer B's invoices. In vertical escalation a user performs actions reserved for a higher role: an ordinary user reaches an administrator function. A common horizontal flaw is the insecure direct object reference (IDOR), in which the application trusts an identifier supplied by the client. If GET /api/invoices/1043 returns the tester's own invoice, the next test is GET /api/invoices/1044. If the server returns someone else's invoice without checking ownership, the flaw is confirmed. Random identifiers such as UUIDs make guessing harder but do not fix the missing check.",
            "The systematic method uses at least two accounts per role, plus an unauthenticated session. The tester records every request made by the most privileged account during mapping, then replays each one with the session token of a lower-privileged account and with no token at all, comparing the responses. Burp Suite extensions such as Autorize automate this replay. Particular attention goes to functions hidden in the interface but still served by the API, to changes of HTTP method (a PUT or DELETE that is not protected although GET is), and to parameters such as role=user or isAdmin=false sent by the client, which may be changed by the tester.",
            "Every access check must be enforced on the server, on every request, denying by default, with ownership checked against the identity in the session rather than any identifier the client supplies.",
          ),
        },
      },
    ],
  },
];
