/** One-hundred-and-ninth held-out evaluation courses, beginner level; see ai-courses-heldout109.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT109_A: EvalCourse[] = [
  {
    slug: "afrikaans-for-beginners",
    discipline: "Afrikaans language",
    title: "Afrikaans for Beginners",
    description:
      "Spoken as a first language by around seven million people in South Africa and Namibia, Afrikaans is one of the most approachable languages for English speakers. The course covers pronunciation and spelling, everyday greetings, word order in main and subordinate clauses, the double negative, diminutives, and talking about the past and the future.",
    level: "beginner",
    duration: "ten weeks (two ninety-minute classes a week)",
    plantedGap: "diminutives",
    modules: [
      {
        title: "Sounds and Spelling",
        description:
          "The consonants and vowels that differ from English, how Afrikaans spelling maps onto sound, and the greetings used in first conversations.",
        lesson: {
          title: "Reading Afrikaans Aloud",
          html:
            p(
              "Afrikaans developed from the Dutch spoken at the Cape from the seventeenth century, reshaped by contact with Khoekhoe, Malay, Portuguese creole and other languages, and it was recognised as an official language in 1925. Its spelling is far more regular than English spelling: once you know about twenty sound-letter rules you can read almost any word aloud correctly.",
              "Start with the consonants that differ from English. The letter g is a rough fricative made at the back of the mouth, as in Scottish loch: goed (good), dag (day). The letter w normally sounds like English v, so wat (what) is said 'vat'; after a consonant, as in twee (two) or kwaad (angry), it is closer to English w. The letter v sounds like English f: vis (fish), vyf (five). The letter j is English y, as in ja (yes). The r is rolled or tapped with the tip of the tongue, although a throaty r is heard in parts of the Western Cape. A final d or b is pronounced as t or p: hond (dog) ends in a t sound.",
              "The vowels need more practice:",
            ) +
            "<ul><li>aa is long, as in English 'father': maan (moon), jaar (year).</li>" +
            "<li>ee glides from an i sound towards a short 'uh': been (leg), twee (two).</li>" +
            "<li>oo glides from an u sound towards 'uh': boom (tree), oom (uncle).</li>" +
            "<li>oe is the vowel of English 'boot': boek (book), goed (good).</li>" +
            "<li>ui is a rounded diphthong with no English equivalent: huis (house), uit (out).</li>" +
            "<li>y and ei are pronounced alike, close to the vowel in English 'say': wyn (wine), klein (small).</li>" +
            "<li>ê is a long open e, like 'air' without the r: sê (say), wêreld (world).</li>" +
            "<li>i in a closed syllable is a short neutral 'uh': dit (it), vis (fish).</li></ul>" +
            p(
              "Greetings let you practise these sounds at once. Goeie môre (good morning), goeiemiddag (good afternoon) and goeienaand (good evening) cover the day; totsiens is goodbye. The standard opener Hoe gaan dit? (how are you?) takes the reply Goed, dankie, en met jou? (fine, thanks, and you?). With an older person or a stranger, use the polite pronoun u: Hoe gaan dit met u? Baie dankie means thank you very much.",
            ),
        },
      },
      {
        title: "Word Order and Negation",
        description:
          "Where the verb goes in main clauses, questions and subordinate clauses, and why a negative sentence so often ends with a second nie.",
        lesson: {
          title: "Verb Second, Verb Last, and Nie Twice",
          html:
            p(
              "Afrikaans verbs do not change for person or number: ek werk, jy werk, hulle werk (I work, you work, they work). What matters is position. In a main clause the finite verb stands in second place, whatever comes first. Ek eet vandag vis (I am eating fish today) becomes Vandag eet ek vis when the time expression moves to the front: the subject moves behind the verb rather than the verb moving. English speakers tend to say Vandag ek eet vis, and correcting that habit early saves trouble later.",
              "When a modal or auxiliary is present, it takes second place and the infinitive goes to the end of the clause: Ek wil môre Kaapstad toe gaan (I want to go to Cape Town tomorrow). Note toe after the place name, a postposition marking direction. Yes/no questions put the verb first: Eet jy vis? Questions with a question word keep the verb second: Wat eet jy?",
              "Subordinating conjunctions such as dat (that), omdat (because), as (if, when) and wanneer (when) send the finite verb to the end: Ek weet dat hy vis eet. Sy bly by die huis omdat sy siek is. The coordinating conjunctions en (and), maar (but) and want (because) keep main-clause order: Sy bly by die huis, want sy is siek. The two words for 'because' therefore produce two different word orders, a favourite test point.",
              "Negation is the feature most learners remember. A negative sentence normally contains nie twice: the first after the verb or the object pronoun, the second at the end of the clause. Ek eet nie vis nie (I do not eat fish). When nothing follows the first nie, the two merge into one: Hy kom nie (he is not coming). Other negative words take the final nie too:",
            ) +
            "<table><tr><th>Afrikaans</th><th>English</th></tr>" +
            "<tr><td>Ek het niks gesien nie.</td><td>I saw nothing.</td></tr>" +
            "<tr><td>Niemand was daar nie.</td><td>Nobody was there.</td></tr>" +
            "<tr><td>Sy rook nooit nie.</td><td>She never smokes.</td></tr>" +
            "<tr><td>Daar is geen melk nie.</td><td>There is no milk.</td></tr>" +
            "<tr><td>Ek weet dat hy nie vis eet nie.</td><td>I know that he does not eat fish.</td></tr></table>" +
            p(
              "In the last example the verb of the subordinate clause still goes to the end, and the closing nie follows it.",
            ),
        },
      },
      {
        title: "Talking about Past and Future",
        description:
          "The perfect with het and ge-, the few verbs that keep an old simple past, and the future with sal and gaan.",
        lesson: {
          title: "Het, Ge- and Sal",
          html: p(
            "Afrikaans has almost entirely lost the simple past tense that Dutch still uses. To talk about the past you use the perfect: het plus a past participle formed by adding ge- to the verb stem, with the participle at the end of the clause. Ek werk becomes Ek het gewerk (I worked, or I have worked); Sy skryf 'n brief becomes Sy het 'n brief geskryf. Because het is the same for every person and the participle is regular for nearly all verbs, there are no irregular verb tables to memorise. When ge- meets a vowel, a diaeresis marks the syllable break: eet gives geëet, as in Ons het gisteraand vis geëet (we ate fish last night).",
            "Two groups need care. Verbs beginning with an unstressed prefix such as be-, ge-, her-, ont- or ver- take no extra ge-: Hy het sy oupa besoek (he visited his grandfather), Ek het my motor verkoop (I sold my car). Separable verbs, whose particle is stressed, put ge- between particle and stem: opstaan (get up) gives Ek het vroeg opgestaan; aankom (arrive) gives Die trein het laat aangekom.",
            "A handful of very frequent verbs keep an old simple past. Wees (to be) has was: Ek was moeg (I was tired) is the normal form, and Ek het moeg gewees, though possible, is much less usual. Hê (to have), whose present form is het, has the past had alongside het gehad. The modal verbs have past forms kon (could), moes (had to), wou (wanted to), sou (would) and mog (was allowed to): Ons kon nie kom nie (we could not come).",
            "For the future, sal plus an infinitive at the end of the clause expresses prediction or promise: Ek sal môre bel (I will phone tomorrow). Gaan plus an infinitive expresses plans: Ons gaan Saterdag braai (we are going to have a braai on Saturday). In a subordinate clause the finite verb goes last, after the participle or infinitive: Ek weet dat hy vis geëet het; Sy sê dat sy môre sal kom. A useful drill is to take five present-tense sentences and rewrite each three times, once with het, once with sal, and once after Ek weet dat, saying each version aloud.",
          ),
        },
      },
    ],
  },
  {
    slug: "introduction-to-arable-farming",
    discipline: "Arable farming",
    title: "Introduction to Arable Farming",
    description:
      "New to crop production? This introduction follows a field of winter wheat through the season, covering cereal growth stages, soil structure and seedbed preparation, seed rates and drilling dates, crop rotation, and nitrogen planning for temperate arable land.",
    level: "beginner",
    duration: "six weeks (one day a week, classroom and field)",
    plantedGap: "crop rotation",
    modules: [
      {
        title: "Cereal Growth Stages",
        description:
          "Reading a wheat plant with the Zadoks decimal code and linking each stage to the decisions a grower makes.",
        lesson: {
          title: "The Zadoks Scale in the Field",
          html:
            p(
              "Input decisions in cereals are timed by growth stage rather than calendar date, because early-drilled wheat on light land may be weeks ahead of late-drilled wheat on clay. The standard tool is the decimal code published by Zadoks, Chang and Konzak in 1974. Each stage is written GS followed by two digits: the first is the principal stage, the second the detail within it. The principal stages are:",
            ) +
            '<ol start="0"><li>Germination</li><li>Seedling growth (GS11, 12, 13: leaves unfolded on the main stem)</li><li>Tillering (GS21: main shoot and one tiller, and so on)</li><li>Stem elongation (GS30: ear at 1 cm; GS31: first node detectable; GS32: second node; GS37: flag leaf just visible; GS39: flag leaf ligule just visible)</li><li>Booting</li><li>Ear emergence</li><li>Flowering</li><li>Milk development</li><li>Dough development</li><li>Ripening</li></ol>' +
            p(
              "The codes are not one sequence: a plant can be at GS13 and GS22 together, because main-stem leaves and tillers develop in parallel.",
              "GS30, ear at 1 cm, marks the start of stem elongation and is one of the most important timings of the season. It cannot be judged from outside the plant. Pull ten main stems from across the field, strip away the outer leaf sheaths, slice each stem lengthways with a sharp knife and measure from the base of the stem to the tip of the developing ear. When the average reaches 1 cm, the crop is at GS30; soon afterwards the first node can be felt as a hard swelling at least 1 cm above the stem base, marking GS31.",
              "The stages matter because the crop's needs change with them. Tillering sets the potential ear number, and UK benchmarks aim for roughly 500 ears per square metre in winter wheat. From GS30 the stem extends rapidly, nitrogen uptake accelerates, and plant growth regulators are applied to shorten and strengthen the stem against lodging. Fungicide programmes are built on stages too: T1 at GS32, when leaf 3 has fully emerged; T2 at GS39 to protect the flag leaf; and T3 around GS61-65 to protect the ear. The flag leaf and the two leaves below it supply most of the carbohydrate that fills the grain, so practise identifying leaf layers by counting down from the flag leaf.",
            ),
        },
      },
      {
        title: "Soil Structure and Seedbed Preparation",
        description:
          "How texture, structure and moisture decide whether to plough, cultivate or direct drill, and how to calculate a seed rate.",
        lesson: {
          title: "From Spade Test to Seed Rate",
          html: p(
            "A seedbed is only as good as the soil structure beneath it. Texture, the proportions of sand, silt and clay, cannot be changed: sands warm quickly and can be worked soon after rain but hold little water, while clays hold water and nutrients but have narrow windows for cultivation without smearing. Structure, the grouping of particles into aggregates with pores between them, is what the grower can damage or improve.",
            "The Visual Evaluation of Soil Structure (VESS), developed by Ball, Batey and Munkholm, turns the spade test into a score. Dig out a block about 20 cm wide and 25-30 cm deep, break it gently by hand and compare it with the reference chart. Sq1 is friable, with small crumbly aggregates and many roots; Sq5 is very compact, with large angular clods, few roots and sometimes grey colours from waterlogging. Scores of 1-2 need no change, 3 suggests reviewing management, and 4-5 indicate damage that limits rooting. A compacted layer at 20-30 cm, a plough pan, shows as a sudden horizontal change in the block; loosening it with a subsoiler works only when the soil is dry enough to shatter rather than smear.",
            "Three broad establishment systems are used. Ploughing inverts the top 20-25 cm, burying residues and weed seeds, which helps against blackgrass because most of its seedlings emerge from the top 5 cm of soil; but it is slow and fuel-hungry. Minimum tillage loosens the top 10-15 cm with tines or discs; it is faster but leaves residues near the surface. Direct drilling places seed into undisturbed soil, protecting structure and soil life, but needs good existing structure and can increase slug damage.",
            "Seed rate should be calculated, not guessed: seed rate (kg/ha) = target plants per m² × thousand-grain weight (g) ÷ expected establishment (%). For 300 plants/m², a thousand-grain weight of 50 g and 80 per cent establishment, the rate is 300 × 50 ÷ 80 = 187.5 kg/ha. Establishment falls as drilling gets later and seedbeds colder and wetter, so a late-October wheat might be planned at 60 per cent establishment, raising the rate to 250 kg/ha for the same target. A drilling depth of about 3-4 cm gives good seed-to-soil contact while avoiding drying out near the surface.",
          ),
        },
      },
      {
        title: "Feeding the Crop",
        description:
          "Building a nitrogen recommendation for winter wheat from soil supply, expected yield and the timing of fertiliser applications.",
        lesson: {
          title: "Building a Nitrogen Plan",
          html: p(
            "Nitrogen is the input with the largest effect on cereal yield, usually the largest variable cost, and the one with the greatest environmental risk: nitrate leaching to water and nitrous oxide emissions to air. In the UK the reference is the AHDB Nutrient Management Guide (RB209), which sets recommendations from the soil's own nitrogen supply and the crop's expected yield.",
            "The starting point is the Soil Nitrogen Supply (SNS) index, on a scale from 0 (very low) to 6 (very high). It can be estimated by the field assessment method, from soil type, excess winter rainfall and the field's manure history, or by measurement: soil mineral nitrogen is sampled in late winter to 90 cm where the soil allows, and combined with estimates of nitrogen already in the crop and likely to be released from organic matter.",
            "RB209 tables then give a nitrogen rate for the crop, soil type and SNS index at a standard yield. For winter wheat the table values assume 8 t/ha; the recommendation is adjusted by 20 kg N/ha for each tonne per hectare that the realistic expected yield lies above or below that, and breadmaking varieties need about 40 kg N/ha more to reach the grain protein specification. Worked example: a feed wheat where the table gives, say, 220 kg N/ha and the field's past performance supports 10 t/ha gives 220 + (2 × 20) = 260 kg N/ha.",
            "Timing matters as much as the total. Little nitrogen is taken up over winter, so applications start in late February or March and are typically split three ways: around 40-50 kg N/ha at tillering to support shoot survival, the largest dose at GS30-31 as uptake accelerates, and the remainder by GS32-33. In Nitrate Vulnerable Zones in England, manufactured nitrogen must not be spread on tillage land between 1 September and 15 January. To convert a rate into product, divide by the nitrogen content: 100 kg N/ha as ammonium nitrate (34.5 per cent N) needs 100 ÷ 0.345 ≈ 290 kg of product per hectare; as urea (46 per cent N) it needs about 217 kg. Urea loses more nitrogen as ammonia on dry soil in warm weather, when ammonium nitrate or inhibitor-treated urea is preferred.",
          ),
        },
      },
    ],
  },
  {
    slug: "coaching-cheerleading-safe-foundations",
    discipline: "Cheerleading coaching",
    title: "Coaching Cheerleading: Safe Foundations",
    description:
      "For teachers, parents and assistant coaches taking on a school or recreational squad. Sessions cover warm-up and spotting, the roles and grips of partner stunting, tumbling progressions from forward roll to round-off, and jump technique, with an emphasis on teaching skills in a safe order.",
    level: "beginner",
    duration: "five Saturday workshops (four hours each)",
    plantedGap: "jump technique",
    modules: [
      {
        title: "Safety, Surfaces and Warm-Up",
        description:
          "Setting up the training environment, structuring a warm-up, and managing progressions and suspected concussion.",
        lesson: {
          title: "Before Anyone Leaves the Floor",
          html:
            p(
              "Cheerleading combines gymnastics-style tumbling with partner stunts in which athletes are lifted and tossed, and its injury pattern reflects that: the most serious injuries, including head and neck injuries, happen mainly during stunts and pyramids, often when a flyer falls without being caught. Good coaching therefore starts with the conditions in which skills are taught, long before the first lift. Check these before every session:",
            ) +
            "<ul><li>Surface: stunts and tumbling only on a sprung floor or interlocking foam mats, never on concrete, tiles or wet grass; close any gaps between mats.</li>" +
            "<li>Space: enough ceiling height and clear distance from walls, equipment and other groups.</li>" +
            "<li>Athletes: jewellery removed, hair tied back, nails short, and proper cheer shoes with grippy soles for stunting.</li>" +
            "<li>Supervision: a coach directly watching any stunt group that is learning a new skill.</li>" +
            "<li>Emergency plan: a first aider, a charged phone, a clear access route and parents' contact details.</li></ul>" +
            p(
              "A warm-up follows the RAMP structure described by Ian Jeffreys: Raise heart rate and body temperature with jogging, lunges and shuffles across the floor; Activate and Mobilise the muscles and joints the session will use, with glute bridges, thoracic rotations, hip openers and shoulder circles; and Potentiate, building intensity towards the session's skills with quick footwork and light partner drills. Because tumbling and bracing load the wrists heavily, include wrist circles and gentle rocking over the hands in a table-top position.",
              "Skills are taught in a progression. A new stunt is learnt at ground level or waist height before it is taken to shoulder height, and only when athletes perform it consistently, with correct technique and a safe dismount, do they add height or rotation. Rule books such as those of the International Cheer Union and, in the United States, USA Cheer and the USASF set out which skills are permitted at each level, and a coach must follow the rules of the body under which the squad competes. If an athlete shows signs of concussion after a fall, such as headache, dizziness, confusion, vomiting or blurred vision, remove them from the session at once and do not allow a return that day. The UK guidance for grassroots sport puts it simply: if in doubt, sit them out.",
            ),
        },
      },
      {
        title: "Partner Stunting Basics",
        description: "The four roles in a stunt group, loading into a prep on the count, and the cradle dismount.",
        lesson: {
          title: "Bases, Flyer and Back Spot in the Prep",
          html: p(
            "The basic stunt group has four roles. Two bases support the flyer's feet; the flyer is the athlete held in the air; the back spot stands behind, controls the flyer's ankles or hips and is responsible above all for protecting the flyer's head and shoulders. A front spot may be added while a group is learning.",
            "The first stunt most squads learn is the prep, also called the elevator, in which the flyer stands with one foot in each base's hands at about the bases' shoulder height. The bases face each other, feet shoulder-width apart, and squat with straight backs to cup their hands at waist level. The flyer stands between and behind them with hands on their shoulders, and the back spot holds the flyer's waist. Each base takes one foot, one hand under the heel and the other under the ball of the foot, keeping elbows close to the body.",
            "Teams use eight-counts so that each phase happens on a known beat. One common count: on 1 the flyer steps into the bases' hands with one foot; on 2 the group dips with bent knees; on 3 the bases drive up with their legs while the flyer pushes down through the bases' shoulders, brings the second foot in, locks both legs and stands; by 4 the bases' hands are at shoulder height. The power comes from the bases' legs, not their backs.",
            "The flyer's job is to stay tight: knees locked, glutes and core squeezed, hips over feet and shoulders over hips, arms held still in a set position such as a high V. The standard dismount is the cradle. The group dips and the bases pop the flyer straight up; the flyer rises with a straight body, then folds at the hips into a V shape, arms out in a T, and lands in the bases' arms, which catch under the back and thighs, while the back spot catches under the arms and protects the head. Anyone may call 'down' to end a stunt that is going wrong, and nobody lets go until the flyer's feet are on the floor.",
          ),
        },
      },
      {
        title: "Tumbling Progressions",
        description: "The body shapes behind every tumbling skill and the steps from forward roll to a round-off.",
        lesson: {
          title: "From Forward Roll to Round-Off",
          html:
            p(
              "Floor tumbling is built from a short chain of basic skills, and the same body shapes recur in all of them: the hollow (lower back pressed flat, ribs in, arms by the ears), the arch, the tuck and the straight handstand line. Athletes who can hold these shapes under control learn new skills faster and more safely, so time spent on them is never wasted. The usual progression is:",
            ) +
            "<ol><li>Forward roll: chin tucked, weight on the hands and then the back of the shoulders, never the head or neck; stand up without using the hands.</li>" +
            "<li>Backward roll: hands beside the ears, fingers pointing towards the shoulders, pushing through the hands to keep weight off the neck.</li>" +
            "<li>Handstand: from a lunge, hands shoulder-width apart, shoulders fully open, body hollow; held for three seconds against a wall, then freestanding.</li>" +
            "<li>Cartwheel: lunge, then hand, hand, foot, foot in a straight line, passing through a straddled handstand.</li>" +
            "<li>Round-off.</li></ol>" +
            p(
              "The round-off turns the sideways rotation of a cartwheel into backward momentum, which is why it begins almost every running tumbling pass. From a few running steps the athlete takes a hurdle, a low hop onto the lead leg, then lunges and places the first hand. The second hand is turned so that it lands across the line of travel, the legs swing together above the hands, and the feet snap down behind the hands so that the athlete lands facing back the way they came, chest up and arms by the ears. The snap-down is a fast push from the shoulders while the body moves from a slight arch to a hollow shape; it is what creates the backward drive for a back handspring later on.",
              "Drills isolate each phase: handstand snap-downs onto a mat, cartwheels along a line marked on the floor, and round-offs onto a raised panel mat so that the landing is higher than the hands. Common faults are bent arms, which collapse under load; looking away from the floor too early; and piked hips in the handstand phase, which kill rotation. The coach supports the athlete's waist through the handstand phase and stays close for the landing until the skill is consistent.",
            ),
        },
      },
    ],
  },
  {
    slug: "bathroom-fitting-core-skills",
    discipline: "Bathroom fitting",
    title: "Bathroom Fitting: Core Skills",
    description:
      "A bathroom refit packs several trades into one small room, and mistakes there surface as leaks, cracked tiles and failed inspections. The course teaches surveying and safe strip-out, waste and supply pipework, electrical zones, tanking and tile preparation, and fitting extractor fans, working to the Building Regulations for England.",
    level: "beginner",
    duration: "twelve weeks (two three-hour workshop sessions a week)",
    plantedGap: "extractor fans",
    modules: [
      {
        title: "Survey, Planning and Strip-Out",
        description:
          "Measuring and recording the room, assessing the water supply, checking for hazards, and stripping out without damaging the structure.",
        lesson: {
          title: "Before the First Tile Comes Off",
          html: p(
            "Most problems on a bathroom job are created before work begins, by a survey that missed something. Measure the room and draw a plan at 1:20 showing walls, window, door swing, the position of the soil stack and the direction of the floor joists. The soil stack and the WC outlet fix the WC position more tightly than anything else, because a 110 mm soil pipe cannot be bent around obstacles or run a long way under a floor.",
            "Establish the hot and cold supply system. A gravity system fed from a cold-water storage cistern in the loft delivers low pressure: each metre of height between the cistern and the shower head gives only about 0.1 bar. A combination boiler or unvented cylinder delivers mains pressure but limited flow, which should be measured: open the kitchen cold tap fully, time how long it takes to fill a 10-litre bucket, and convert to litres per minute.",
            "Check for asbestos in any building put up or refurbished before 2000: textured ceiling coatings, some vinyl floor tiles and their adhesive, and old panels and cisterns may contain it. The Control of Asbestos Regulations 2012 require a refurbishment survey before work that will disturb the fabric; if asbestos is suspected, stop and have it sampled. Before stripping out, isolate the water and drain down. Any electrical isolation must follow the safe isolation procedure: switch off, lock off, and prove dead with an approved voltage indicator that is itself proved on a known source before and after the test.",
            "Strip out in a fixed order: sanitaryware, then wall tiles and boards, then the floor. Cap each pipe as it is cut, and cover the soil pipe opening. New pipe runs across the floor must respect the joists, because notches and holes weaken them. The accepted rules are strict: notches only in the top edge, no deeper than 0.125 times the joist depth, and between 0.07 and 0.25 of the span from a support; holes no larger than 0.25 of the depth, drilled on the centre line, between 0.25 and 0.4 of the span from a support and at least three diameters apart. For a 195 mm joist, that means a notch no deeper than about 24 mm.",
          ),
        },
      },
      {
        title: "Waste and Supply Pipework",
        description:
          "Trap seals, pipe sizes, branch lengths and falls under Approved Document H, and the rules for supply pipework and joints.",
        lesson: {
          title: "Falls, Traps and Pipe Sizes",
          html:
            p(
              "Waste pipework in England is governed by Approved Document H of the Building Regulations. Each appliance needs a trap that holds a water seal against foul air from the drain: 75 mm deep for basins, baths and showers, and 50 mm for the WC, whose seal is formed within the pan. Traps lose their seal by self-siphonage, when a full-bore flow drags the water out behind it, or by induced siphonage caused by other appliances on the same pipe; the symptoms are gurgling and smells. Pipe sizes, branch lengths and falls are set to prevent this. For single appliances on branches without separate venting, the usual limits are:",
            ) +
            "<table><tr><th>Appliance</th><th>Pipe size</th><th>Maximum branch length</th><th>Slope</th></tr>" +
            "<tr><td>Basin</td><td>32 mm</td><td>1.7 m</td><td>18-22 mm per metre</td></tr>" +
            "<tr><td>Bath or shower</td><td>40 mm</td><td>3 m</td><td>18-90 mm per metre</td></tr>" +
            "<tr><td>WC</td><td>100 mm</td><td>6 m</td><td>at least 18 mm per metre</td></tr></table>" +
            p(
              "The basin's narrow limits exist because a 32 mm pipe running full is prone to self-siphonage; if a basin must be further than 1.7 m from the stack, the branch is upsized to 40 mm or a vent is added. A fall of 18 mm per metre is about 1 in 55. Worked example: a shower tray 2.5 m from the stack on a 40 mm branch needs a drop of at least 2.5 × 18 = 45 mm along the run. Low-profile trays on joisted floors often fail this check.",
              "Supply pipework is usually 15 mm copper or PEX to basins, WCs and mains-pressure showers, and 22 mm where a bath or gravity shower needs flow. The Water Supply (Water Fittings) Regulations 1999 require servicing valves so that appliances can be isolated for maintenance, and they prohibit arrangements that could let water flow back from an appliance into the supply: a bath tap outlet must sit above the spill-over level, and a handheld shower head must be restrained so that it cannot lie in the bath water. Compression joints must not be over-tightened, push-fit joints on plastic pipe need an insert, and flux residue must be cleaned off soldered joints. Before any wall is closed, pressure-test the installation to 1.5 times its maximum working pressure and inspect every joint.",
            ),
        },
      },
      {
        title: "Electrical Zones, Tanking and Tile Preparation",
        description: "Bathroom zones under BS 7671, waterproofing wet areas, and preparing walls to carry tiles.",
        lesson: {
          title: "Keeping Water Away from Electrics and Walls",
          html:
            p(
              "BS 7671, the IET Wiring Regulations, treats rooms containing a bath or shower as special locations (Section 701) and divides them into zones. Zone 0 is the inside of the bath or shower tray. Zone 1 is the space directly above zone 0 up to 2.25 m from the floor; for a shower without a tray it extends 1.2 m horizontally from the water outlet. Zone 2 extends 0.6 m horizontally beyond zone 1, to the same height. The old zone 3 was removed in 2008: the rest of the room is simply outside the zones. The main requirements are:",
            ) +
            "<ul><li>All circuits serving the location must have 30 mA RCD protection.</li>" +
            "<li>Equipment in zone 0 must be at least IPX7 and supplied only at SELV, no more than 12 V AC.</li>" +
            "<li>Equipment in zones 1 and 2 must be at least IPX4, or IPX5 where water jets may be used for cleaning.</li>" +
            "<li>Socket-outlets, other than SELV sockets and shaver supply units, must be at least 3 m horizontally from the boundary of zone 1.</li></ul>" +
            p(
              "New circuits, and most alterations within the zones, are notifiable under Part P of the Building Regulations; an unregistered fitter should use a registered electrician.",
              "Tiles and cement-based grout are not waterproof, so walls and floors inside a shower enclosure should be tanked: prime the substrate, bed reinforcing tape into the first coat of liquid membrane at every internal corner, board joint and wall-floor junction, fit preformed collars around pipe penetrations, then apply the second coat and let it cure as the manufacturer specifies before tiling. Cement-based backer boards are preferred to plasterboard in showers because they do not soften when wet.",
              "BS 5385-1 sets weight limits including adhesive and grout: 20 kg/m² on gypsum plaster and 32 kg/m² on plasterboard without a skim coat. Large porcelain tiles easily exceed 20 kg/m², so a plastered wall may need stripping and boarding. Cement-based adhesives must not be applied straight onto gypsum plaster, because sulfate in the gypsum reacts with the cement to form ettringite, a weak layer that lets tiles come away, so prime first. In wet areas use a cementitious adhesive classed at least C2 under BS EN 12004, with S1 deformability on boards or heated floors, and let it cure fully before grouting.",
            ),
        },
      },
    ],
  },
  {
    slug: "acting-fundamentals",
    discipline: "Acting",
    title: "Acting Fundamentals",
    description:
      "Acting can be trained like any other craft. In weekly studio classes with short scenes, participants work on Stanislavski's given circumstances, objectives and actions; breath, support and the vocal warm-up; Laban's movement efforts and physical character; and audition preparation.",
    level: "beginner",
    duration: "eight weeks (one three-hour studio class a week)",
    plantedGap: "audition preparation",
    modules: [
      {
        title: "Objectives, Actions and Given Circumstances",
        description: "Analysing a scene in Stanislavski's terms and testing playable choices with a partner.",
        lesson: {
          title: "Reading a Scene Like Stanislavski",
          html: p(
            "Konstantin Stanislavski (1863-1938), co-founder of the Moscow Art Theatre in 1898, spent decades trying to make truthful acting repeatable. His 'system' reached the West through former students and through translations such as Elizabeth Hapgood's An Actor Prepares (1936), and almost every modern actor-training tradition borrows its vocabulary. For a beginner, four ideas do most of the work: given circumstances, the magic if, objectives and actions.",
            "The given circumstances are everything the script and production establish: who you are, where and when the scene happens, what has just happened, and what relationship you have with the others on stage. Gather them by reading the whole play, listing what your character says about themselves, what others say about them and what they do, and keeping facts separate from your assumptions. The magic if then asks: what would I do if I were in these circumstances? It replaces the impossible instruction 'be a murderer' with a practical question an actor can answer.",
            "An objective is what the character wants from the other person in a section of the scene, phrased so that it can be played. 'I want you to forgive me' is playable; 'I feel sad' is not, because an emotion cannot be pursued directly. Stanislavski divided scenes into bits, usually translated as units, wherever the objective changes, and linked the objectives of the whole role into a super-objective. Obstacles, whatever stands in the character's way, give each objective its tension.",
            "British directors such as Max Stafford-Clark developed actioning, in which each line is given a transitive verb that describes what the speaker does to the listener: to flatter, to warn, to belittle, to reassure. Take the line 'The door's open.' Played to dismiss, it means leave; played to invite, it means come in; played to warn, it means someone may be listening. Work on a short scene this way: divide it into units, write an objective for each, choose an action for each line, and test the choices on your feet with a partner. Keep what produces a real response in your partner and discard what does not. An action is useful only if it is aimed at someone and tries to change them.",
          ),
        },
      },
      {
        title: "Breath and Voice",
        description: "How the voice is produced, what support means, and a daily warm-up that protects vocal health.",
        lesson: {
          title: "A Supported Voice",
          html:
            p(
              "The voice is a wind instrument. On the in-breath the diaphragm, a dome of muscle beneath the lungs, contracts and flattens, the external intercostal muscles lift and widen the ribs, and air flows in. Speech happens on the out-breath: the abdominal and internal intercostal muscles control how quickly air leaves, and that flow sets the vocal folds in the larynx vibrating, roughly 100-120 times a second in a typical adult male speaking voice and around 200 in a typical adult female voice. The sound is then amplified and coloured by the spaces of the throat, mouth and nose and shaped into words by the lips, teeth, tongue and palate.",
              "Support means sustaining a steady breath pressure from the lower torso so that the throat, jaw and shoulders can stay free. The commonest beginner problems come from the opposite pattern: high, shallow breathing that lifts the shoulders, a clenched jaw, and volume pushed from the throat. Voice teachers such as Cicely Berry at the Royal Shakespeare Company, Kristin Linklater, author of Freeing the Natural Voice (1976), and Patsy Rodenburg differ in emphasis but share the aim of releasing habitual tension so that breath, sound and thought connect. A basic warm-up:",
            ) +
            "<ol><li>Release: roll down through the spine and back up, roll the shoulders, massage the hinge of the jaw, and yawn while stretching.</li>" +
            "<li>Breath: with hands on the lower ribs, breathe in for four counts and out on a steady 'sss' for twelve, building towards twenty, keeping the ribs open as long as possible.</li>" +
            "<li>Resonance: hum on 'mmm' with relaxed lips until the lips and face buzz, then open into 'mah', 'may', 'mee'.</li>" +
            "<li>Range: slide on 'ng' from the bottom to the top of your comfortable range and back, like a siren.</li>" +
            "<li>Articulation: 'lips, teeth, tip of the tongue', 'red lorry, yellow lorry', then a speech from the current text at half speed with every consonant complete.</li></ol>" +
            p(
              "Look after the instrument. Drink water through the day, because the folds are kept moist by the body's general hydration rather than by what passes over them; avoid repeated throat-clearing and shouting over noise; rest the voice when it is hoarse; and warm up before every rehearsal. Hoarseness lasting more than three weeks should be checked by a doctor.",
            ),
        },
      },
      {
        title: "Movement and Physical Character",
        description:
          "Laban's effort factors and eight effort actions, with related tools for building a character through the body.",
        lesson: {
          title: "Laban's Efforts",
          html:
            p(
              "Rudolf Laban (1879-1958), a dancer and movement theorist born in Bratislava, then part of Hungary, who settled in England in 1938, developed a way of analysing movement that actors use to build physical character without copying surface mannerisms. His effort theory, developed partly through studies of industrial work with F. C. Lawrence and published in their book Effort (1947), describes how a person moves rather than what they do. Effort has four factors, each ranging between two poles: Weight (strong or light), Time (sudden or sustained), Space (direct or indirect) and Flow (bound or free). Combining the first three gives the eight basic effort actions:",
            ) +
            "<table><tr><th>Action</th><th>Weight</th><th>Time</th><th>Space</th></tr>" +
            "<tr><td>Punch (thrust)</td><td>Strong</td><td>Sudden</td><td>Direct</td></tr>" +
            "<tr><td>Slash</td><td>Strong</td><td>Sudden</td><td>Indirect</td></tr>" +
            "<tr><td>Press</td><td>Strong</td><td>Sustained</td><td>Direct</td></tr>" +
            "<tr><td>Wring</td><td>Strong</td><td>Sustained</td><td>Indirect</td></tr>" +
            "<tr><td>Dab</td><td>Light</td><td>Sudden</td><td>Direct</td></tr>" +
            "<tr><td>Flick</td><td>Light</td><td>Sudden</td><td>Indirect</td></tr>" +
            "<tr><td>Glide</td><td>Light</td><td>Sustained</td><td>Direct</td></tr>" +
            "<tr><td>Float</td><td>Light</td><td>Sustained</td><td>Indirect</td></tr></table>" +
            p(
              "Explore each action first with one arm, then with the whole body travelling through the room, then while speaking a line of text. The actions are inner as well as outer: a character can wring while sitting completely still, and an audience reads the tension. Build a character by choosing a dominant action, such as a bureaucrat who presses or a gossip who flicks, and a contrasting action that breaks through under pressure. Flow adds a further layer: bound flow, controlled and ready to stop, suggests caution or fear; free flow, hard to stop once started, suggests abandon or confidence.",
              "Two related tools extend the work. Michael Chekhov, once Stanislavski's student, proposed an imaginary centre from which movement seems to originate: a character led from the nose moves differently from one led from the chest or the knees. Jacques Lecoq's school in Paris used the neutral mask to strip away personal habits before character is added. Whatever the tool, record discoveries in a notebook and repeat them in rehearsal until they are reliable, because physical choices must survive many performances, not just one good afternoon.",
            ),
        },
      },
    ],
  },
];
