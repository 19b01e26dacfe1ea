/** Ninety-second held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout92.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT92_B: EvalCourse[] = [
  {
    slug: "communicating-science-to-public-audiences",
    discipline: "Science communication",
    title: "Communicating Science to Public Audiences",
    description:
      "Expert knowledge rarely survives the journey to a public audience intact. Working from case studies and their own writing, participants compare models of public engagement, write for non-specialist readers, present risk in figures people can use, convey scientific uncertainty honestly, and apply evaluation methods to outreach activities.",
    level: "intermediate",
    duration: "ten weeks (one two-hour seminar and one writing workshop a week)",
    plantedGap: "evaluation methods",
    modules: [
      {
        title: "From Deficit to Dialogue",
        description:
          "How ideas about the public's relationship with science have shifted since the 1980s, and what each model implies for practice.",
        lesson: {
          title: "Models of Public Engagement",
          html: p(
            "Modern science communication in Britain is usually dated from the Royal Society's 1985 report The Public Understanding of Science, chaired by Walter Bodmer. It argued that scientists had a duty to explain their work, and it led to the Committee on the Public Understanding of Science (COPUS), set up in 1986 by the Royal Society, the Royal Institution and the British Association. The assumption behind this period is now called the deficit model: public scepticism about science comes from a lack of knowledge, so supplying more information will produce more support.",
            "The evidence for the deficit model is weak. A 2008 meta-analysis by Nick Allum and colleagues, covering nearly 200 surveys from 40 countries, found only a small positive correlation between scientific knowledge and favourable attitudes, and that correlation varied by topic. More influential still was Brian Wynne's study of Cumbrian sheep farmers after the Chernobyl accident of 1986. Government scientists confidently predicted that restrictions on moving and selling sheep would be short-lived; in fact they lasted in parts of Cumbria until 2012. The scientists also ignored the farmers' detailed knowledge of local soils and grazing, and the result was a lasting loss of trust that had nothing to do with the farmers' ignorance.",
            "After the BSE crisis of the 1990s, the House of Lords Science and Technology Committee's report Science and Society (2000) described public confidence in scientific advice as badly shaken and called for a shift from one-way communication to dialogue. Dialogue formats include consensus conferences, pioneered by the Danish Board of Technology from 1987, in which a lay panel questions experts and writes its own report; citizens' juries; and deliberative workshops. The Demos pamphlet See-through Science (2004) by James Wilsdon and Rebecca Willis argued for 'upstream' engagement, before a technology's direction is fixed rather than after controversy has erupted.",
            "A third model, participation, treats the public as contributors to research itself, as in citizen-science projects that classify galaxies or record bird sightings. In practice the three models coexist. The useful question for a communicator is what a given activity is for: to inform, to consult, to involve people in decisions, or to collaborate on the research. Each purpose implies a different format and a different role for the audience.",
          ),
        },
      },
      {
        title: "Writing for Non-Specialist Readers",
        description:
          "Structuring explanations, choosing words and presenting risk so that readers without a science background understand and remember them.",
        lesson: {
          title: "Plain Language and Meaningful Numbers",
          html:
            p(
              "Scientific papers build towards their conclusion; public writing should start with it. The inverted pyramid of news writing puts the most important finding and why it matters in the first sentence or two, followed by the evidence, then the detail and the caveats. Keep one idea to a paragraph, prefer concrete examples to abstractions, and aim for an average sentence length of around 15 to 20 words.",
              "Jargon is not only technical vocabulary. Some of the most misleading words are everyday words that scientists use in special senses. Richard Somerville and Susan Hassol, writing in Physics Today in 2011, listed examples such as these:",
            ) +
            "<table><tr><th>Word</th><th>Scientific meaning</th><th>Common public meaning</th></tr><tr><td>theory</td><td>well-tested explanation</td><td>hunch or speculation</td></tr><tr><td>uncertainty</td><td>a range of possible values</td><td>ignorance</td></tr><tr><td>positive feedback</td><td>self-reinforcing cycle</td><td>praise</td></tr><tr><td>bias</td><td>systematic offset from the true value</td><td>prejudice</td></tr><tr><td>enhance</td><td>intensify, increase</td><td>improve</td></tr></table>" +
            p(
              "Numbers need as much care as words. Relative risks sound dramatic; absolute risks tell people what they need to know. If a drug lowers the five-year risk of a stroke from 2 in 100 to 1 in 100, the relative risk reduction is 50%, but the absolute reduction is one percentage point, and 100 people must take the drug for five years to prevent one stroke, the number needed to treat. Report absolute figures, or both, and give them over a stated time period.",
              "Gerd Gigerenzer has shown that people reason far better with natural frequencies than with conditional probabilities. Suppose 1% of women screened have breast cancer, the test detects 90% of cancers, and 9% of women without cancer test positive. Stated as probabilities, most people, and many doctors, overestimate the chance that a woman with a positive result has cancer. Stated as frequencies it becomes clear: of 1,000 women, 10 have cancer and 9 of them test positive; of the 990 without cancer, about 89 also test positive. So only 9 of about 98 positive results, roughly one in eleven, are true cancers. Use the same denominator throughout, and never compare '1 in 25' with '1 in 80'.",
            ),
        },
      },
      {
        title: "How Sure Are We?",
        description:
          "Communicating scientific uncertainty with calibrated language, ranges and clear caveats without losing the audience's trust.",
        lesson: {
          title: "Calibrated Language and Uncertainty",
          html:
            p(
              "Scientists often fear that admitting uncertainty will undermine their message, and so they either omit it or bury it. Research suggests the fear is largely misplaced. In experiments with several thousand participants, Anne Marthe van der Bles and colleagues (2020) found that giving a numerical range around a figure, such as an estimate of unemployment or of global temperature rise, slightly reduced trust in the figure itself but hardly affected trust in its source. Vague verbal hedges such as 'there is some uncertainty' did more damage than precise ranges.",
              "Words like 'likely' are interpreted very differently by different readers. The Intergovernmental Panel on Climate Change (IPCC) therefore ties its likelihood terms to defined probability ranges:",
            ) +
            "<table><tr><th>Term</th><th>Probability of the outcome</th></tr><tr><td>virtually certain</td><td>99 to 100%</td></tr><tr><td>extremely likely</td><td>95 to 100%</td></tr><tr><td>very likely</td><td>90 to 100%</td></tr><tr><td>likely</td><td>66 to 100%</td></tr><tr><td>about as likely as not</td><td>33 to 66%</td></tr><tr><td>unlikely</td><td>0 to 33%</td></tr><tr><td>very unlikely</td><td>0 to 10%</td></tr></table>" +
            p(
              "The IPCC separately reports its confidence in a finding, from very low to very high, based on the amount and quality of evidence and the degree of agreement among studies. Calibration helps, but studies by David Budescu and colleagues found that readers still interpreted 'very likely' as meaning a lower probability than intended; pairing the word with the number, as in 'very likely (90 to 100%)', narrowed the gap considerably.",
              "Three practical rules follow. First, give a central estimate with a range rather than a single falsely precise figure. Second, separate what is well established from what is still debated, and explain why something is uncertain: too little data, natural variability, or disagreement between models. Third, do not manufacture uncertainty through false balance. A 2011 review of BBC science coverage for the BBC Trust, led by the geneticist Steve Jones, warned that pairing a scientific consensus with a lone dissenter, in the name of impartiality, misleads audiences about the actual state of the evidence.",
            ),
        },
      },
    ],
  },
  {
    slug: "wilderness-medicine-for-expedition-leaders",
    discipline: "Wilderness medicine",
    title: "Wilderness Medicine for Expedition Leaders",
    description:
      "Expedition leaders, outdoor instructors and remote-area guides must manage illness and injury when professional help may be hours or days away. Building on a current first aid certificate, the course covers casualty assessment and monitoring, evacuation decisions, hypothermia, altitude illness and improvised splinting, with scenarios run outdoors in all weathers.",
    level: "intermediate",
    duration: "six weeks (weekly evening seminars and a final weekend of field scenarios)",
    plantedGap: "improvised splinting",
    modules: [
      {
        title: "Assessing a Casualty Far from Help",
        description:
          "A systematic primary and secondary survey adapted to remote settings, with vital-sign monitoring and the evacuation decision.",
        lesson: {
          title: "Primary Survey, Monitoring and the Evacuation Decision",
          html: p(
            "In a city, a first aider's job usually ends within minutes when an ambulance arrives. In the wilderness the first responder may be the only care a casualty receives for many hours, so assessment must be systematic, repeated, and written down. It begins with scene safety: rockfall, avalanche, water, lightning and the rescuer's own exhaustion can turn one casualty into two.",
            "The primary survey follows the sequence <C>ABCDE. Catastrophic bleeding comes first and is controlled with firm direct pressure and, if that fails on a limb, a tourniquet applied 5 to 7 cm above the wound, with the time of application noted. Airway is then opened and protected, bearing in mind possible spinal injury after a fall. Breathing is assessed for rate, effort and, if a pulse oximeter is carried, oxygen saturation, remembering that healthy people at 4000 m often read 85 to 90%. Circulation covers pulse rate, skin colour and temperature, and capillary refill, which cold makes unreliable. Disability is assessed with the AVPU scale (Alert, responds to Voice, responds to Pain, Unresponsive) and pupils. Exposure means examining injuries while protecting the casualty from the environment, including insulation from the ground, which draws heat away faster than the air does.",
            "The secondary survey is a head-to-toe examination together with a SAMPLE history: Signs and symptoms, Allergies, Medications, Past medical history, Last intake of food and drink, and the Events leading up to the incident. Vital signs are recorded every 15 minutes at first and then at longer intervals, on a chart with the time of each set. A single reading says little; the trend says a great deal. A rising pulse and breathing rate with a falling level of response suggests a casualty who is deteriorating.",
            "The evacuation decision follows from the assessment. Does the casualty need no evacuation, a slow walk-out with support, or an urgent evacuation by stretcher or helicopter? Red flags include a declining AVPU score, signs of shock, severe chest or abdominal pain, breathing difficulty and any condition that will worsen with time. When calling for help by satellite phone or radio, a structured message such as ATMIST, covering Age, Time of incident, Mechanism, Injuries, Signs and Treatment given, gets the essential information across quickly and in a form rescuers expect.",
          ),
        },
      },
      {
        title: "Cold Injury and Hypothermia",
        description:
          "Recognising and staging accidental hypothermia, and the field management that prevents collapse during rescue.",
        lesson: {
          title: "Staging and Managing Hypothermia",
          html:
            p(
              "Accidental hypothermia is a core body temperature below 35 °C. The body loses heat by radiation, convection, conduction and evaporation; wind speeds up convective loss, and wet clothing greatly increases conductive loss, since water conducts heat roughly 25 times better than air. Thermometers that read core temperature reliably are rarely available in the field, so rescuers stage hypothermia by its clinical signs, using the Swiss staging system:",
            ) +
            "<table><tr><th>Stage</th><th>Clinical signs</th><th>Typical core temperature</th></tr><tr><td>HT I</td><td>Conscious, shivering</td><td>35 to 32 °C</td></tr><tr><td>HT II</td><td>Impaired consciousness, may have stopped shivering</td><td>32 to 28 °C</td></tr><tr><td>HT III</td><td>Unconscious, vital signs present</td><td>28 to 24 °C</td></tr><tr><td>HT IV</td><td>No detectable vital signs</td><td>below 24 °C</td></tr></table>" +
            p(
              "The temperature bands overlap in real patients, and shivering can persist below 32 °C, so recent European guidance places more weight on the level of consciousness, assessed with AVPU, than on shivering.",
              "Mildly hypothermic casualties who are alert can be sheltered, changed into dry clothing, given warm sweet drinks and encouraged to move gently. For anyone more severely affected the priorities change. Handle the casualty gently and keep them horizontal, because rough handling and sudden changes of position can trigger ventricular fibrillation in a cold heart, a risk that rises sharply below about 28 °C. Do not rub the limbs or let the casualty walk. Wrap them in a hypothermia package: insulation underneath, a vapour barrier such as a plastic sheet against the body, then thick insulation and a windproof outer layer. Chemical heat packs can be placed on the chest, armpits and back, never directly on the skin.",
              "Collapse during or shortly after rescue, sometimes called rescue collapse, is a well-recognised cause of death in cold-water and mountain rescues. Check for signs of life for up to one minute before starting CPR, since pulses may be very slow and weak. If a hypothermic casualty is in cardiac arrest, CPR should start and the casualty should be taken, if at all possible, to a hospital that can rewarm with extracorporeal circulation, where survival with good neurological outcome after hours of CPR has been documented. When continuous CPR is impossible during a difficult evacuation, published guidance accepts alternating five minutes of CPR with pauses of up to five minutes when the core temperature is below 28 °C, and up to ten minutes below 20 °C.",
            ),
        },
      },
      {
        title: "Altitude Illness",
        description:
          "Prevention, recognition and treatment of acute mountain sickness, high-altitude cerebral oedema and high-altitude pulmonary oedema.",
        lesson: {
          title: "AMS, HACE and HAPE",
          html:
            p(
              "Barometric pressure falls with altitude, so each breath carries less oxygen: at 5500 m the inspired oxygen pressure is roughly half its sea-level value. Most people ascending above about 2500 m acclimatise over days, but those who go too high too fast develop altitude illness. Its three forms are acute mountain sickness (AMS), high-altitude cerebral oedema (HACE) and high-altitude pulmonary oedema (HAPE).",
              "AMS is diagnosed with the 2018 Lake Louise score, in which four symptoms are each rated from 0 (none) to 3 (severe):",
            ) +
            "<ul><li>headache</li><li>gastrointestinal symptoms (loss of appetite, nausea, vomiting)</li><li>fatigue or weakness</li><li>dizziness or light-headedness</li></ul>" +
            p(
              "After a recent gain in altitude, a total of 3 or more including at least 1 point for headache indicates AMS. Mild AMS is managed by stopping the ascent, resting and taking simple pain relief; anyone whose symptoms worsen despite a day's rest should descend.",
              "HACE is usually the end of a progression from AMS, and its hallmark is ataxia, tested by asking the casualty to walk heel to toe along a straight line, together with confusion or drowsiness. HAPE can occur without AMS, typically on the second to fourth night at a new altitude. Early signs are breathlessness on exertion out of proportion to the group and reduced exercise tolerance, progressing to breathlessness at rest, a cough that may bring up pink frothy sputum, and crackles in the chest. Both conditions can kill within hours.",
              "Descent is the single most effective treatment for all three conditions; descending 300 to 1000 m often brings rapid improvement. The Wilderness Medical Society's guidelines recommend dexamethasone for HACE (8 mg, then 4 mg every six hours) and nifedipine for HAPE, with oxygen for both if available. A portable hyperbaric bag, pressurised to about 2 psi above ambient, simulates a descent of some 1500 to 2000 m while descent is arranged.",
              "Prevention rests on the ascent profile. Above 3000 m, sleeping altitude should rise by no more than 500 m a day, with a rest day every three to four days. Acetazolamide, 125 mg twice daily starting the day before ascent, is recommended for people at moderate or high risk.",
            ),
        },
      },
    ],
  },
  {
    slug: "dry-cargo-chartering-and-shipbroking",
    discipline: "Shipbroking",
    title: "Dry Cargo Chartering and Shipbroking",
    description:
      "Between a cargo that needs moving and a ship that needs employment stands the broker. Following a dry-bulk fixture from first enquiry to signed charter party, the course explains charter party types, laytime and demurrage calculations, and negotiation from firm offer to recap, and introduces freight derivatives.",
    level: "intermediate",
    duration: "twelve weeks (one evening lecture a week, with a negotiation exercise in the final fortnight)",
    plantedGap: "freight derivatives",
    modules: [
      {
        title: "Charter Party Types",
        description:
          "Voyage, time and bareboat charters compared: who pays for what, how the ship earns, and the standard BIMCO forms.",
        lesson: {
          title: "Voyage, Time and Bareboat",
          html: p(
            "A charter party is the contract by which a shipowner makes a ship, or its carrying capacity, available to a charterer. The three main types divide costs and risks differently, and a broker must be able to explain the economics of each to a client.",
            "Under a voyage charter the owner undertakes to carry a stated cargo between named ports and is paid freight, usually per metric tonne: 60,000 tonnes at USD 22.50 per tonne earns USD 1.35 million. The owner pays the ship's operating costs and the voyage costs, including bunkers (fuel), port charges and canal dues. Because time in port is now the owner's loss, the charter sets an allowance of time for loading and discharging, with compensation if it is exceeded. The most widely used general-purpose form is BIMCO's GENCON, first issued in 1922 and revised several times since.",
            "Under a time charter the charterer hires the ship for a period, or for a single trip, and pays hire per day, for example USD 14,000, normally every 15 days in advance. The charterer directs the ship's commercial employment and pays the voyage costs, while the owner still pays operating costs such as crew wages, insurance, maintenance and stores. If the ship cannot work because of a breakdown or a deficiency of crew, the off-hire clause suspends hire. The standard dry-cargo form is the NYPE, originally drawn up by the New York Produce Exchange in 1913 and most recently revised in 2015.",
            "Under a bareboat or demise charter the charterer takes possession and full control of the ship, appoints the master and crew, and pays all running costs, leaving the owner as little more than a financier; BIMCO's BARECON is the usual form. Bareboat charters are common in ship finance and between companies in the same group.",
            "To compare a voyage charter with a time charter, brokers calculate the time charter equivalent (TCE): freight minus voyage costs, divided by the days the voyage takes. If the USD 1.35 million freight above is earned on a 50-day voyage with USD 420,000 of bunkers and USD 180,000 of port costs, the TCE is (1,350,000 − 600,000) ÷ 50 = USD 15,000 per day. An owner offered USD 14,000 a day on time charter for the same period would do better, on these figures, to take the voyage.",
          ),
        },
      },
      {
        title: "Laytime and Demurrage",
        description:
          "How laytime is defined, when it starts, what interrupts it, and how demurrage and despatch are calculated.",
        lesson: {
          title: "Calculating a Laytime Statement",
          html:
            p(
              "Laytime is the time the voyage charterer is allowed for loading or discharging without paying anything beyond the freight. It may be a fixed period, or a rate such as 11,000 tonnes per weather working day, from which the period is calculated. Common abbreviations set out which days count: SHINC means Sundays and holidays included; SHEX means they are excluded. Under a weather working day provision, periods when rain or other weather prevents cargo work do not count.",
              "Laytime cannot start until the ship has arrived at the agreed destination, is ready to load, and has given notice of readiness (NOR). For port charters, English law since The Johanna Oldendorff (1973) treats a ship as arrived when it is at the usual waiting place within the port and at the charterer's immediate and effective disposition. The charter then often adds a short delay: under GENCON 1994, if NOR is given up to and including noon, laytime starts at 13.00 the same day; if given after noon during office hours, it starts at 06.00 the next working day.",
              "If laytime runs out before loading is finished, the charterer pays demurrage, a daily rate agreed in advance as liquidated damages, usually pro rata for part days. The principle 'once on demurrage, always on demurrage' means that exceptions such as rain stop counting once laytime has expired, unless the charter expressly says otherwise. If the charterer finishes early, the owner may pay despatch, traditionally half the demurrage rate.",
            ) +
            "<table><tr><th>Item</th><th>Worked example</th></tr><tr><td>Cargo and rate</td><td>55,000 t at 11,000 t per weather working day SHINC, so laytime allowed is 5 days (120 hours)</td></tr><tr><td>NOR tendered</td><td>Monday 09.00; laytime starts Monday 13.00</td></tr><tr><td>Loading completed</td><td>Saturday 23.00: 5 days 10 hours (130 hours) after laytime started</td></tr><tr><td>Excepted time</td><td>Rain stopped loading for 6 hours on Wednesday, during laytime</td></tr><tr><td>Time counting</td><td>130 − 6 = 124 hours</td></tr><tr><td>Demurrage</td><td>124 − 120 = 4 hours at USD 18,000 per day = USD 3,000</td></tr></table>" +
            p(
              "In practice the laytime statement is built from the statement of facts prepared by the port agent and signed by the master, which records every event from arrival to completion. Disputes usually turn on when NOR was valid, which interruptions count, and whether a delay falls before or after laytime expired.",
            ),
        },
      },
      {
        title: "From Firm Offer to Recap",
        description:
          "The sequence and language of a fixture negotiation, the commissions involved, and the market information brokers rely on.",
        lesson: {
          title: "Negotiating a Fixture",
          html: p(
            "A dry-cargo fixture usually starts with an order from a charterer's broker: for example, 60,000 tonnes of grain, 10% more or less at owner's option, loading at a US Gulf port with laydays and cancelling dates of 10 to 20 March, for discharge in China. The laycan matters: if the ship has not tendered notice of readiness by the cancelling date, the charterer may cancel. Owners' brokers match the order against the ships they know will be open in the right area at the right time and reply with indications, which signal interest but do not bind.",
            "Serious negotiation happens through firm offers. A firm offer states all the main terms and a time limit, such as 'firm for reply by 15.00 London time', and binds the offeror if it is accepted unchanged within that time. A counter offer, which changes any term, ends the previous offer, so the parties trade counters until the main terms are agreed. Agreement is usually reached 'on subjects': conditions such as 'subject to shippers' approval of the vessel' or 'subject to charterers' board approval'. Under English law, where a fixture is agreed 'subject to details', no binding contract exists until the details are settled, as the court held in The Junior K (1988). When every subject has been lifted the ship is 'clean fixed'.",
            "The broker then sends a recap, a complete summary of everything agreed, including the charter party form, the rider clauses and all amendments. The formal charter party is drawn up from the recap, and recap errors are a classic source of disputes.",
            "Brokers are paid by commission, deducted from freight or hire. Brokerage is commonly 1.25% for each broker involved, and an address commission, often 3.75%, is paid to the charterer itself. A fixture involving two brokers and address commission can therefore cost the owner 6.25% of the freight.",
            "Brokers rely on market information. The Baltic Exchange publishes daily assessments of freight rates and time-charter rates, compiled from reports by panels of independent brokers, and the Baltic Dry Index combines the Capesize, Panamax and Supramax time-charter averages. Typical size bands are Handysize up to about 40,000 deadweight tonnes, Supramax and Ultramax around 50,000 to 64,000, Panamax and Kamsarmax around 65,000 to 85,000, and Capesize above about 150,000. The Baltic's motto, 'Our Word Our Bond', sums up the trust verbal fixtures depend on.",
          ),
        },
      },
    ],
  },
  {
    slug: "surface-pattern-design-repeats-colour-and-collections",
    discipline: "Surface pattern design",
    title: "Surface Pattern Design: Repeats, Colour and Collections",
    description:
      "Repeat, colour, collection: the three foundations of commercial pattern design for textiles, wallpaper, stationery and homeware. Designers with basic drawing and software skills master the standard repeat structures, colour separation and colourways, building a coherent collection around a hero print, and the basics of licensing agreements.",
    level: "intermediate",
    duration: "ten weeks (one full studio day a week)",
    plantedGap: "licensing agreements",
    modules: [
      {
        title: "Repeat Structures",
        description:
          "Block, half-drop, brick and mirror repeats, and how repeat size is fixed by the printing process and the product.",
        lesson: {
          title: "Building a Seamless Repeat",
          html:
            p(
              "A repeat pattern is built from a tile, the smallest rectangle that, copied side by side and top to bottom, produces the whole design without visible joins. The way the tiles are arranged is the repeat structure, and each structure gives a different rhythm:",
            ) +
            "<ul><li>Block (straight) repeat: tiles placed directly beside and below each other. Simple, but motifs line up in obvious rows and columns.</li><li>Half-drop: each column shifted down by half the tile height, which breaks up horizontal lines and is the most common structure for wallpaper and furnishing fabric.</li><li>Half-brick: each row shifted sideways by half the tile width, like brickwork.</li><li>Mirror: tiles flipped horizontally or vertically, useful for symmetrical, formal designs such as damasks.</li></ul>" +
            p(
              "Motifs that cross the edge of a tile must continue exactly on the opposite edge. The traditional paper method is to draw the central motifs, cut the sheet into quarters, swap the quarters diagonally so the outer edges meet in the middle, and then fill the gaps that appear. In Adobe Photoshop the Offset filter, set to half the width and half the height with wrap-around, does the same thing digitally; in Illustrator the Pattern Options panel offers grid, brick-by-row, brick-by-column and hex tiles with a live preview.",
              "Repeat size is not a free choice, because the printing process and the product impose limits. Many rotary screen-printing machines for fabric use screens with a circumference of 640 mm, so the vertical repeat must divide evenly into 64 cm, for example 64, 32 or 21.3 cm; larger screens of 914 and 1018 mm are also used. Standard European wallpaper rolls are about 53 cm wide and 10.05 m long, and common vertical repeats are 53 or 64 cm. A half-drop match on wallpaper means alternate drops are hung offset, which increases waste and should be stated on the label. Digital printing removes the screen constraint and allows very large repeats or engineered, placement prints.",
              "Always test a finished tile at reduced scale, repeated at least three by three. This is how designers spot tracking, the unintended stripes, diagonals or holes that appear when similar motifs line up across many repeats. They are invisible in a single tile but obvious across a roll of wallpaper or a pair of curtains.",
            ),
        },
      },
      {
        title: "Colour, Separations and Colourways",
        description:
          "Working in a limited palette, preparing artwork for screen printing, and developing alternative colourways of one design.",
        lesson: {
          title: "Limited Palettes and Colourways",
          html: p(
            "In screen printing every colour needs its own screen, and every screen adds cost in engraving, set-up time and ink. Industrial rotary machines can print twelve or more colours, but most commercial furnishing and fashion prints are designed in four to eight. Working to a limited palette is therefore a professional discipline as much as an aesthetic one, and many designers plan the palette before drawing the final artwork.",
            "Artwork for screen printing is prepared as flat colour separations: each colour on its own layer or channel, with no gradients unless they are to be produced by halftone dots. In Photoshop, converting to indexed colour with a custom palette is a quick way to see how a painted design will reduce to a fixed number of colours. Where two colours meet, a small overlap, called a trap, prevents white gaps appearing when screens do not register perfectly on the press. Overprinting a translucent colour on another can create a third colour without an extra screen, an old technique worth exploiting.",
            "Colours are communicated to mills and printers by reference numbers rather than screen colours, which vary between monitors. The Pantone Fashion, Home and Interiors system is standard in textiles, with TCX references for dyed cotton swatches and TPG for paper. The mill returns lab dips, small dyed samples, which the designer approves or corrects under controlled daylight, because colours can shift markedly between shop lighting and daylight.",
            "A colourway is the same design printed in a different palette. Retailers typically ask for three or four, for example a neutral version, a warm version and a bold seasonal one, so that one design can serve several customers or product ranges. The key to a successful colourway is keeping the value structure, the pattern of light and dark, which is what the eye reads first. Convert each colourway to greyscale and compare: if the hero motif stands out in the original but disappears into the background in a new colourway, the values need adjusting, not just the hues.",
            "A useful starting ratio for a palette is roughly 60% dominant colour, 30% secondary and 10% accent. The accent is often the colour that changes most between colourways, giving each one its own identity while the design stays recognisably the same.",
          ),
        },
      },
      {
        title: "What Makes a Collection?",
        description:
          "Planning a coherent group of designs around a hero print, with coordinates and blenders at contrasting scales.",
        lesson: {
          title: "Hero Prints, Coordinates and Blenders",
          html: p(
            "Buyers rarely commission a single print. They look for collections: groups of perhaps six to twelve designs that share a theme and a palette and can be used together across a product range, from bedding and cushions to gift wrap and notebooks. A collection is planned as a hierarchy.",
            "The hero print is the statement design, usually the largest in scale and the most complex, and it carries the theme of the collection. Secondary prints share the hero's motifs or style but are simpler or smaller. Coordinates take a single element from the hero, such as a leaf, a flower head or a colour block, and repeat it in a lighter arrangement. Blenders are small-scale, low-contrast designs such as dots, stripes, checks or textures that sit comfortably beside any of the others. A quilting-fabric collection, for example, might contain one hero, three secondary prints, four coordinates and four blenders, each in two or three colourways.",
            "Scale variety is what makes a collection usable. If every design has motifs of similar size, the pieces compete when placed together. Planning deliberately across large scale, with a repeat of 30 cm or more, medium scale, and small scale, with motifs under about 5 cm, lets a buyer combine them without visual clutter. The same logic applies to density: an open, airy hero is balanced by denser small-scale blenders, and vice versa.",
            "The working process usually runs from research to mood board, then motif drawing, a fixed palette of perhaps five to eight colours, rough layouts of the whole collection at small size, and only then final artwork. Roughing out all the designs together at an early stage shows gaps and clashes while they are cheap to fix. Many designers also consult trend forecasting services, which publish colour and theme predictions about 18 to 24 months ahead of retail seasons.",
            "The collection is presented on boards showing each design as a tile, as a repeat at realistic scale, and as a mock-up on product, together with the palette and colourways. A short written story, a few sentences linking the theme to the intended customer, helps buyers and art directors see why the designs belong together.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-weimar-republic-1918-1933",
    discipline: "Weimar Republic history",
    title: "The Weimar Republic, 1918–1933",
    description:
      "Germany's first democracy lasted barely fourteen years. Through constitutional texts, election results and contemporary documents, the course asks how the republic survived revolution, putsch attempts and hyperinflation between 1918 and 1923, why it collapsed after 1930, and what its cultural modernism meant to contemporaries.",
    level: "intermediate",
    duration: "ten weeks (one lecture and one document seminar a week)",
    plantedGap: "cultural modernism",
    modules: [
      {
        title: "Revolution and the Constitution of 1919",
        description:
          "From the naval mutinies of autumn 1918 to a constitution that combined parliamentary government with a strong, directly elected president.",
        lesson: {
          title: "Making the Republic, November 1918 to August 1919",
          html: p(
            "The German revolution began with the navy. When the admiralty planned a last sortie against the British fleet in late October 1918, sailors at Wilhelmshaven refused to sail, and on 3 November a mutiny at Kiel spread into a wave of workers' and soldiers' councils across the country. On 9 November the chancellor, Prince Max of Baden, announced the Kaiser's abdication and handed his office to Friedrich Ebert, leader of the Social Democrats (SPD). That afternoon the SPD's Philipp Scheidemann proclaimed a republic from a window of the Reichstag, partly to forestall Karl Liebknecht, who proclaimed a socialist republic from the royal palace a few hours later.",
            "Power passed to a Council of People's Deputies made up of three SPD and three Independent Social Democrat (USPD) members. On 10 November Ebert and General Wilhelm Groener, of the army high command, reached an understanding: the army would support the new government against the radical left, and the government would leave the officer corps intact. The pact secured order but tied the republic to an institution with little loyalty to it. In January 1919 the Spartacist rising in Berlin was crushed by troops and volunteer Freikorps units, and Rosa Luxemburg and Liebknecht were murdered on 15 January.",
            "Elections to a National Assembly were held on 19 January 1919, with women voting for the first time and the voting age lowered to 20. The SPD won 37.9% of the vote, and the three parties of the 'Weimar coalition', the SPD, the Catholic Centre Party and the liberal German Democratic Party (DDP), together won 76.2%. To escape unrest in Berlin, the Assembly met in the small town of Weimar, and the constitution it drafted was signed on 11 August 1919.",
            "The constitution combined a government responsible to the Reichstag with a president elected directly for seven years. The president appointed the chancellor (Article 53), could dissolve the Reichstag (Article 25) and, under Article 48, could take emergency measures, including suspending basic rights, to restore public order. Under the electoral law of 1920, Reichstag seats were distributed by a list system of proportional representation with no threshold, roughly one seat for every 60,000 votes, which allowed many small parties to win seats. In 1919 these provisions were widely admired as a model of democratic design.",
          ),
        },
      },
      {
        title: "1923: The Year of Crises",
        description:
          "The occupation of the Ruhr, hyperinflation, the Munich putsch and the stabilisation that followed.",
        lesson: {
          title: "Occupation, Inflation and Stabilisation",
          html:
            p(
              "In May 1921 the Allied London Schedule of Payments fixed German reparations at 132 billion gold marks, divided into A, B and C bonds; the C bonds, the largest part, were widely understood never to be payable. When Germany fell behind with deliveries of timber and coal, French and Belgian troops occupied the Ruhr, Germany's industrial heartland, on 11 January 1923. The government of Wilhelm Cuno called for passive resistance and paid striking workers and officials by printing money. An inflation that had been running since the war became hyperinflation.",
            ) +
            "<table><tr><th>Date</th><th>Paper marks per US dollar (approx.)</th></tr><tr><td>July 1914</td><td>4.2</td></tr><tr><td>July 1922</td><td>about 500</td></tr><tr><td>January 1923</td><td>about 18,000</td></tr><tr><td>July 1923</td><td>about 350,000</td></tr><tr><td>November 1923</td><td>4.2 trillion (4,200,000,000,000)</td></tr></table>" +
            p(
              "The effects were uneven. Savers, pensioners and people living on fixed incomes lost almost everything, and many middle-class families never forgave the republic. Debtors, including the state itself and industrialists who had borrowed to buy real assets, gained. Wages were paid daily and spent at once before prices rose again.",
              "Gustav Stresemann became chancellor in August 1923 and ended passive resistance on 26 September. The republic then faced threats from both extremes: communist uprisings were planned for October, with a brief rising in Hamburg, and the Reich government used the army to remove the SPD-KPD coalition government of Saxony. On 8 and 9 November Adolf Hitler and Erich Ludendorff attempted a putsch in Munich, which collapsed when the Bavarian police opened fire on their march; sixteen Nazis and four policemen died. Hitler was sentenced to five years in prison and released after about nine months.",
              "Stabilisation came quickly. On 15 November 1923 a new currency, the Rentenmark, was issued, nominally backed by a mortgage on German land and industry, at a rate of one Rentenmark to one trillion paper marks; Hjalmar Schacht, as currency commissioner, strictly limited its supply. In 1924 the Dawes Plan rescheduled reparations, with annual payments rising from one billion to 2.5 billion gold marks over five years, and provided an international loan of 800 million gold marks. American loans followed, and the French withdrew from the Ruhr by 1925.",
            ),
        },
      },
      {
        title: "Why Did the Republic Fall?",
        description:
          "The collapse of parliamentary government after 1930, the rise of the Nazi vote, and the political intrigue that brought Hitler to power.",
        lesson: {
          title: "Presidential Cabinets and the Road to January 1933",
          html:
            p(
              "The last parliamentary government of the republic, a grand coalition led by the Social Democrat Hermann Müller, collapsed on 27 March 1930 over a dispute about raising contributions to unemployment insurance. President Paul von Hindenburg appointed Heinrich Brüning of the Centre Party, who governed as head of a 'presidential cabinet': a government that relied on the president's power to issue emergency decrees under Article 48 and to dissolve the Reichstag under Article 25, rather than on a parliamentary majority. When the Reichstag voted in July 1930 to revoke one of his decrees, it was dissolved.",
              "The election of September 1930 transformed German politics. The Nazi party (NSDAP) rose from 12 seats to 107, with 18.3% of the vote. As the Depression deepened, registered unemployment passed six million in early 1932, and Brüning's deflationary policy of spending cuts and tax rises made him deeply unpopular. The shift from parliament to decree can be measured:",
            ) +
            "<table><tr><th>Year</th><th>Reichstag sitting days</th><th>Laws passed by the Reichstag</th><th>Presidential emergency decrees</th></tr><tr><td>1930</td><td>94</td><td>98</td><td>5</td></tr><tr><td>1931</td><td>41</td><td>34</td><td>44</td></tr><tr><td>1932</td><td>13</td><td>5</td><td>66</td></tr></table>" +
            p(
              "Hindenburg dismissed Brüning in May 1932 and appointed Franz von Papen. In the July 1932 election the NSDAP won 37.3% and 230 of 608 seats, becoming the largest party, while the Communists (KPD) won 89. Together the two anti-republican parties held a negative majority that made any parliamentary government impossible. In November 1932 the Nazi vote fell to 33.1% and 196 seats, and the KPD rose to 100 seats. General Kurt von Schleicher replaced Papen in December but failed to split the Nazi party. Papen then persuaded Hindenburg to appoint Hitler chancellor on 30 January 1933, in a cabinet with only three Nazis, in the belief that conservatives could control him.",
              "Historians weigh different explanations: structural weaknesses in the constitution, especially Article 48; the economic catastrophe and the debate, opened by Knut Borchardt, over whether Brüning had any real alternative to deflation; and the decisions of a small circle around Hindenburg. Most now stress that Hitler was not carried to power by a majority vote but was appointed, at a moment when his vote was already falling.",
            ),
        },
      },
    ],
  },
];
