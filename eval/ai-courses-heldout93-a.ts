/** Ninety-third held-out evaluation courses, beginner level (C to F); see ai-courses-heldout93.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT93_A: EvalCourse[] = [
  {
    slug: "cassava-production-for-smallholders",
    discipline: "Cassava production",
    title: "Cassava Production for Smallholders",
    description:
      "Grown on more than 30 million hectares across the tropics, cassava feeds hundreds of millions of people, yet it is often planted and left to fend for itself. Field sessions cover selecting clean stem cuttings, spacing and planting, the crop's growth cycle and nutrient needs, intercropping, harvest timing, and the processing that makes bitter varieties safe to eat.",
    level: "beginner",
    duration: "ten weeks (one three-hour field session a week)",
    plantedGap: "intercropping",
    modules: [
      {
        title: "Stem Cuttings and Planting",
        description:
          "Choosing healthy, disease-free stakes and planting them at the right angle, depth and spacing for an even stand.",
        lesson: {
          title: "Selecting and planting stem cuttings",
          html: p(
            "Cassava (Manihot esculenta) is almost always propagated vegetatively, from pieces of mature stem called stakes or cuttings. True seed is used mainly by breeders. The quality of the stake sets the ceiling for the whole crop: a stake that carries a virus, has dried out or has too few buds cannot be rescued later by fertiliser or careful weeding.",
            "Take planting material from healthy plants eight to eighteen months old, using the middle and lower parts of the stem, where the wood is mature and food reserves are high. The green, soft top of the plant dries out and rots easily. Good stakes are 20–25 cm long, at least 2 cm thick and carry five to seven nodes. Cut them cleanly with a sharp machete rather than snapping them, because crushed ends invite rot. Fresh stems bleed white latex within seconds when the bark is nicked.",
            "Disease is the main reason to be selective. Cassava mosaic disease and cassava brown streak disease are both caused by viruses spread by the whitefly Bemisia tabaci and, far more efficiently, by farmers moving infected cuttings from field to field. Mark symptom-free plants before harvest — mosaic shows as yellow-green mottling and twisted, distorted leaves — and cut stakes only from those. Certified clean-seed schemes and tolerant varieties, where available, are the best defence.",
            "Stems keep best in bundles stored upright in shade, and most growers plant within a few days of cutting; viability falls noticeably after about a month. Plant as the rains begin. Stakes can go in vertically, at an angle of about 45°, or flat at 5–10 cm depth. Vertical or angled planting, with about two-thirds of the stake buried, gives good anchorage and easier harvesting; horizontal planting suits moist soils and mechanised planting. Keep the buds pointing upwards: a stake planted upside down sprouts late and weakly.",
            "A spacing of 1 m × 1 m gives 10,000 plants per hectare, a sensible density for most varieties grown as a sole crop. Erect, unbranched varieties tolerate 0.8 m × 0.8 m (about 15,600 plants per hectare). On heavy or waterlogged soils plant on ridges or mounds so that roots do not rot. Shoots normally appear within 7–10 days; replace missing stakes within three or four weeks so the stand stays even.",
          ),
        },
      },
      {
        title: "Soil, Nutrients and the Growth Cycle",
        description:
          "How the crop develops from sprouting to root bulking, and how early weeding and fertility management protect yield.",
        lesson: {
          title: "How cassava grows and what it takes from the soil",
          html:
            p(
              "Cassava tolerates acid soils down to about pH 4.5, high aluminium levels and long dry spells, but tolerance is not the same as high yield. Well-managed trial plots produce 40 tonnes or more of fresh roots per hectare, while average smallholder yields in much of Africa are nearer 8–10 tonnes. Most of that gap is explained by planting material, weeds, soil fertility and harvest timing.",
              "The crop passes through four broad phases. Sprouting and establishment take the first month, as the stake's reserves feed new shoots and fibrous roots. From about the second to the fourth month the plant builds its canopy. Storage-root bulking, when starch accumulates in a handful of thickened roots, begins around the third month and continues for as long as the plant keeps its leaves. In a long dry season the plant sheds many leaves and becomes semi-dormant, then draws on root starch to regrow when rain returns, which is why starch content often dips just after the rains restart.",
              "The first three months decide the yield. The canopy closes slowly, and trials regularly record losses of 40% or more where weeds are left uncontrolled through this period. Two or three hand weedings, at roughly 3–4, 8 and 12 weeks after planting, are usually enough; after that the canopy shades out most weeds.",
              "Cassava removes potassium in particular. Field data compiled by Reinhardt Howeler suggest that each tonne of fresh roots carries away roughly 2 kg of nitrogen, under half a kilogram of phosphorus and 3–4 kg of potassium, so a 20-tonne crop exports 60–80 kg of potassium per hectare. Removing stems and leaves as well raises the losses. Repeated cropping without replacement leads to falling yields and lower starch content. Useful practices are:",
            ) +
            "<ul><li>returning leaves and stem trimmings to the field rather than burning them;</li><li>working in compost or manure before planting where it is available;</li><li>applying a compound fertiliser with a good potassium share in a ring 10–15 cm from the stake about a month after planting;</li><li>avoiding heavy nitrogen, which produces lush leaves at the expense of roots.</li></ul>" +
            p(
              "Cassava roots also form strong partnerships with arbuscular mycorrhizal fungi, which help the plant extract phosphorus from poor soils. Repeated burning weakens this partnership.",
            ),
        },
      },
      {
        title: "Harvest, Deterioration and Safe Processing",
        description:
          "Judging when to harvest, why fresh roots spoil within days, and how traditional processing removes cyanogenic compounds.",
        lesson: {
          title: "From root to gari",
          html:
            p(
              "Cassava has no fixed harvest date. Most varieties are ready between 8 and 18 months, and roots can be left in the ground for longer as a living store, a major advantage for household food security. The trade-off is that old roots become woody and fibrous. Lift roots by loosening the soil and pulling at the stem base, taking care not to bruise or snap them.",
              "Once harvested, roots must be used quickly. Within 24–72 hours they undergo post-harvest physiological deterioration: blue-black streaks spread along the vascular tissue and the roots become unpalatable and unsaleable. The reaction is a wound response that needs oxygen, so leaving roots in the ground until the day of sale or processing is the simplest precaution.",
              "All cassava contains cyanogenic glucosides, mainly linamarin with a little lotaustralin. They are harmless while the root is intact. When cells are crushed, the enzyme linamarase, held separately in the cell walls, meets linamarin and hydrolyses it to acetone cyanohydrin, which breaks down — spontaneously above about pH 5, or faster with the enzyme hydroxynitrile lyase — to hydrogen cyanide. HCN boils at 26 °C and escapes readily. Good processing therefore disrupts the tissue thoroughly and then gives the cyanide time and warmth to escape.",
            ) +
            "<table><tr><th>Type</th><th>Typical total cyanogens (mg HCN equivalent per kg fresh root)</th></tr><tr><td>'Sweet' varieties</td><td>below 50</td></tr><tr><td>'Bitter' varieties</td><td>above 100, sometimes over 500</td></tr></table>" +
            p(
              "The Codex standard for edible cassava flour sets a limit of 10 mg HCN per kg. Chronic exposure from poorly processed bitter cassava, especially during droughts and in diets low in sulphur-containing amino acids, is linked to konzo, an irreversible paralysis of the legs.",
              "Gari, a staple across West Africa, shows how processing works. Roots are peeled, washed and grated finely; the mash is packed into sacks and left to ferment for two to three days, pressed under weights to squeeze out liquid. Lactic acid bacteria lower the pH and develop flavour, while grating plus time allows most linamarin to be broken down. The pressed cake is sieved, then roasted in a wide shallow pan with constant stirring, which partly gelatinises the starch and drives off remaining cyanide. Sun-drying whole chips is far less effective, because little of the tissue is crushed.",
            ),
        },
      },
    ],
  },
  {
    slug: "the-cold-war-1945-1991-an-introduction",
    discipline: "Cold War history",
    title: "The Cold War, 1945–1991: An Introduction",
    description:
      "How did two wartime allies come to divide Europe, build arsenals of tens of thousands of nuclear warheads, and then end their rivalry without fighting each other directly? Beginning with the conferences of 1945, the course traces the origins of the Cold War in Europe, the arms race and the Cuban Missile Crisis, détente, the impact of decolonisation on superpower rivalry, and the collapse of Soviet power between 1989 and 1991.",
    level: "beginner",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "decolonisation",
    modules: [
      {
        title: "From Yalta to the Berlin Blockade, 1945–1949",
        description:
          "How disputes over Poland, Germany and economic recovery turned a wartime alliance into a divided Europe.",
        lesson: {
          title: "Why the wartime alliance broke apart",
          html: p(
            "In February 1945 Roosevelt, Churchill and Stalin met at Yalta and agreed to occupy Germany in zones, to bring the Soviet Union into the war against Japan, and to hold 'free and unfettered elections' in Poland. Each side later read these agreements differently. For Stalin, a friendly Poland — the corridor through which Germany had invaded twice in thirty years — was a matter of security; for the Western powers, Soviet control there broke the promise of free elections. By the Potsdam conference in July 1945, Truman had replaced Roosevelt and the first atomic bomb had been tested in New Mexico; suspicion was growing on both sides.",
            "Three statements of 1946–47 set out the Western interpretation. George Kennan's 'Long Telegram' from Moscow (February 1946) argued that Soviet expansionism was rooted in insecurity and ideology and could be contained by firm, patient counter-pressure. Churchill's speech at Fulton, Missouri (March 1946) described an 'iron curtain' descending 'from Stettin in the Baltic to Trieste in the Adriatic'. In March 1947 the Truman Doctrine asked Congress for $400 million for Greece and Turkey and pledged support for 'free peoples who are resisting attempted subjugation'.",
            "Economic policy deepened the split. The Marshall Plan, announced in June 1947, was offered to all of Europe, but Moscow rejected it and pressed Poland and Czechoslovakia to stay out. Roughly $13 billion flowed to Western Europe between 1948 and 1952. Moscow answered by founding the Cominform and tightening its grip in the east; the Communist seizure of power in Czechoslovakia in February 1948 shocked Western opinion.",
            "Germany was the decisive flashpoint. When the Western powers introduced a new currency, the Deutschmark, in their zones in June 1948, Stalin cut road and rail access to West Berlin. For eleven months American and British aircraft supplied the city by air, and the blockade was lifted in May 1949. The same year saw NATO founded, two German states created and the first Soviet atomic test.",
            "Historians still argue about responsibility. 'Orthodox' accounts of the 1950s blamed Soviet expansion. 'Revisionists' such as William Appleman Williams stressed American economic interests in an open world market. 'Post-revisionists', notably John Lewis Gaddis, emphasised mutual misperception, although after the Soviet archives opened Gaddis's We Now Know (1997) put renewed weight on Stalin's personality and ideology.",
          ),
        },
      },
      {
        title: "The Arms Race and the Cuban Missile Crisis",
        description:
          "Nuclear strategy from the American atomic monopoly to mutual assured destruction, and the thirteen days of October 1962.",
        lesson: {
          title: "Thirteen days: deterrence put to the test",
          html: p(
            "The United States held an atomic monopoly for only four years. The Soviet test of August 1949 was followed by the first American hydrogen bomb, the 'Ivy Mike' test of November 1952, and Soviet thermonuclear weapons between 1953 and 1955. By the end of the decade both sides were deploying intercontinental ballistic missiles, which could strike within about thirty minutes and against which there was no defence. Stockpiles grew at a startling rate: the American arsenal peaked at over 31,000 warheads in 1967, the Soviet one at roughly 40,000 in the mid-1980s.",
            "Strategy tried to keep pace. Eisenhower's Secretary of State, John Foster Dulles, announced 'massive retaliation' in 1954, threatening a nuclear response to aggression. Critics thought the threat incredible for minor crises, and under Kennedy, Defense Secretary Robert McNamara promoted 'flexible response', a ladder of conventional and nuclear options. By the mid-1960s both powers had in effect accepted mutual assured destruction: neither could strike first without suffering unacceptable retaliation from surviving forces, especially submarine-launched missiles.",
            "The Cuban Missile Crisis tested this logic. After the failed Bay of Pigs invasion in April 1961, Khrushchev secretly sent medium- and intermediate-range missiles to Cuba, partly to protect Castro and partly to offset American superiority, including the Jupiter missiles stationed in Turkey. A U-2 flight on 14 October 1962 photographed the launch sites. Kennedy's advisers, the ExComm, debated air strikes and invasion before choosing a naval 'quarantine', announced on 22 October. On 27 October a U-2 was shot down over Cuba and, unknown to Washington, Soviet submarines near the quarantine line carried nuclear torpedoes.",
            "The crisis ended on 28 October. Khrushchev agreed to withdraw the missiles in return for a public American pledge not to invade Cuba and a private promise, conveyed by Robert Kennedy to Ambassador Dobrynin, to remove the Jupiters from Turkey. The secret part of the bargain stayed hidden for years, feeding the myth that Kennedy had simply stared Khrushchev down.",
            "Both leaders drew lessons. A direct 'hotline' between Washington and Moscow was installed in 1963, and the Partial Test Ban Treaty of August 1963 ended atmospheric testing by its signatories. Historians now stress how close the world came to war through accident and miscommunication rather than deliberate choice.",
          ),
        },
      },
      {
        title: "Détente, Renewed Confrontation and the Soviet Collapse",
        description:
          "From arms control in the 1970s through the 'second Cold War' to the revolutions of 1989 and the end of the USSR.",
        lesson: {
          title: "How the Cold War ended",
          html: p(
            "In the 1970s both superpowers sought to lower the costs and risks of rivalry. Nixon and Brezhnev signed the SALT I interim agreement and the Anti-Ballistic Missile Treaty in May 1972, capping missile launchers and limiting missile defences. The Helsinki Final Act of 1975 recognised Europe's post-war borders, which Moscow wanted, but also committed signatories to respect human rights — a commitment that dissident groups such as Charter 77 in Czechoslovakia later turned against their own governments.",
            "Détente collapsed at the end of the decade. The Soviet invasion of Afghanistan in December 1979 led to an American-led boycott of the 1980 Moscow Olympics and a sharp military build-up. Ronald Reagan denounced the USSR as an 'evil empire' and announced the Strategic Defense Initiative in March 1983. Tension peaked that November, when the NATO exercise Able Archer 83 was viewed with alarm by parts of Soviet intelligence.",
            "Mikhail Gorbachev, General Secretary from March 1985, changed direction. His policies of glasnost (openness) and perestroika (restructuring) aimed to revive a stagnating economy, and his 'new thinking' in foreign policy treated security as mutual. The INF Treaty of December 1987 eliminated an entire class of intermediate-range nuclear missiles. In December 1988 Gorbachev told the United Nations he would cut Soviet forces by 500,000 men, and the last Soviet troops left Afghanistan in February 1989.",
            "In 1989 Eastern Europe moved faster than anyone expected. Poland's partly free elections in June gave Solidarity almost every seat it was allowed to contest; Hungary opened its border with Austria; the Berlin Wall was opened on 9 November; and by the end of the year Communist rule had ended across the region, peacefully everywhere except Romania. Germany reunified on 3 October 1990. After a failed hard-line coup in August 1991 the Soviet republics declared independence, and the USSR was formally dissolved in December 1991.",
            "Why it ended remains debated. Some credit Reagan's pressure and the cost of the arms race; others point to long-term Soviet economic decline, the pull of Western consumer prosperity, popular movements in Eastern Europe, or Gorbachev's own decision not to use force to hold the bloc together. Most historians now combine several of these explanations rather than relying on one.",
          ),
        },
      },
    ],
  },
  {
    slug: "writing-short-fiction-a-beginners-workshop",
    discipline: "Fiction writing",
    title: "Writing Short Fiction: A Beginner's Workshop",
    description:
      "For people who have started stories and never finished them, or finished them and not known what to do next. Weekly exercises and small-group workshops build the core craft of the short story — characters whose wants drive the plot, a controlled point of view, dialogue with subtext, and disciplined revision — and the final session covers submitting to literary magazines.",
    level: "beginner",
    duration: "ten weeks (one two-hour evening workshop a week)",
    plantedGap: "submitting to literary magazines",
    modules: [
      {
        title: "Character: Want, Obstacle, Change",
        description:
          "Building characters through desire, action and specific detail rather than description and summary.",
        lesson: {
          title: "Characters who want something",
          html: p(
            "Most stories that stall do so because the central character wants nothing in particular. Plot grows out of desire meeting resistance: a character wants something, something stands in the way, and the attempt to overcome it forces choices that show who the character is. Kurt Vonnegut's advice was blunt: every character should want something, even if it is only a glass of water. The want need not be dramatic. A woman trying to make her brother admit he sold their mother's piano can carry a story as well as a bank robbery can.",
            "Screenwriting manuals often separate the want, the conscious goal, from the need, what the character must learn or accept. The distinction is useful in short fiction provided it is not applied mechanically. A story of 3,000–5,000 words usually has room for only one significant change, and that change is often a small shift in understanding rather than a transformation.",
            "E. M. Forster, in Aspects of the Novel (1927), distinguished flat characters, constructed round a single idea or quality, from round ones, which are capable of surprising in a convincing way. Short stories need both: a round protagonist and flatter secondary characters who can be sketched in a line. Flatness is not a flaw in a minor character; it is economy.",
            "Character is revealed through five main channels: what people do, what they say, what they think, how they look, and how others react to them. Beginners lean on appearance and summary ('She was kind but insecure'). Action and choice are stronger evidence. If a character is generous, show her lending money she cannot spare to someone who will not repay it, and let the reader draw the conclusion. A specific, unexpected detail does more work than a string of adjectives: a man who irons his shoelaces tells us more than 'he was fussy'.",
            "Exercise for this week: write a 500-word scene in which your character tries to get one concrete thing from another person in a single conversation, and fails. Do not name the character's feelings. In the workshop, readers will answer two questions only: what did the character want, and what did you learn about them from the way they tried to get it?",
          ),
        },
      },
      {
        title: "Point of View and Narrative Distance",
        description:
          "Choosing between first, second and third person, and controlling how close the narration sits to a character's mind.",
        lesson: {
          title: "Whose story, told from where?",
          html:
            p(
              "Point of view answers two questions: who is telling the story, and through whose perception do we experience it? The choice decides what the reader can know. A first-person narrator can report only what she saw, heard or guessed; a third-person omniscient narrator can enter any mind and comment from above.",
            ) +
            "<table><tr><th>Point of view</th><th>Example</th><th>Main strength</th><th>Main risk</th></tr><tr><td>First person</td><td>'I kept the letter for a week.'</td><td>Voice, intimacy, the possibility of an unreliable narrator</td><td>The narrator must plausibly know everything reported</td></tr><tr><td>Third person limited</td><td>'She kept the letter for a week.'</td><td>Closeness with flexibility of style</td><td>Slipping into other characters' heads</td></tr><tr><td>Third person omniscient</td><td>'Neither of them knew the letter had been opened.'</td><td>Range, irony, commentary</td><td>Distance and loss of tension</td></tr><tr><td>Second person</td><td>'You keep the letter for a week.'</td><td>Immediacy, strangeness</td><td>Hard to sustain; can feel like a gimmick</td></tr></table>" +
            p(
              "Within third person, the key skill is controlling psychic distance, John Gardner's term in The Art of Fiction (1983) for how far the narration stands from a character's consciousness. Gardner illustrated it with a ladder of sentences running from the remote 'It was winter of the year 1853. A large man stepped out of a doorway' through 'Henry hated snowstorms' to the almost wordless closeness of 'Snow. Under your collar, down inside your shoes'. Most stories move up and down this ladder.",
              "At the close end of the ladder lies free indirect style, in which third-person narration takes on the character's vocabulary and attitudes without quotation marks or a 'she thought' tag. Compare 'He thought the meeting was a waste of time' with 'The meeting was a waste of time, obviously. Another hour of Derek and his slides.' In the second, the judgement and the word 'obviously' belong to the character, though the grammar stays in the third person. Jane Austen and Gustave Flaubert developed the technique, which combines third-person flexibility with first-person intimacy.",
              "The commonest point-of-view fault in workshop drafts is the unmotivated slip, often called head-hopping: a scene told in close third on one character suddenly reports what another character privately feels. Test each paragraph by asking whose senses it depends on. If the answer changes mid-scene without a section break, readers feel the floor shift.",
            ),
        },
      },
      {
        title: "Dialogue and Revision",
        description:
          "Writing dialogue that carries subtext, and revising a complete draft from structure down to the sentence.",
        lesson: {
          title: "Making speech work, then making it better",
          html:
            p(
              "Dialogue in fiction is not transcribed speech. Real conversation is full of repetition, false starts and small talk; fictional dialogue keeps the flavour of speech while cutting almost all of that. Each exchange should do at least two jobs — advance the plot, reveal character, raise tension or convey information — and the best dialogue works through subtext, with characters talking about one thing while meaning another. In Hemingway's 'Hills Like White Elephants' a couple argue about drinks and the view while their real subject, an abortion, is never named.",
              "Common problems and their fixes:",
            ) +
            "<ul><li>'As you know, Bob' exposition, in which characters tell each other what both already know: move the information into narration, or bring in a character who genuinely does not know it.</li><li>Showy tags such as 'she retorted' or 'he opined': use 'said', which readers barely notice, or drop the tag when only two people are speaking.</li><li>Adverbs propping up tags ('she said angrily'): let the words themselves, or an action, carry the anger.</li><li>Everyone sounding alike: vary sentence length, vocabulary and what each character avoids saying.</li></ul>" +
            p(
              "Action beats, short pieces of physical action placed beside speech, identify the speaker and control pace: 'I'm fine.' She turned the tap on full. In British usage, single quotation marks are standard, with the comma inside the closing mark when a tag follows: 'I'm leaving,' she said.",
              "Revision works best from the largest scale down. Read the whole draft in one sitting and write a one-sentence summary of what the story is about; then check that every scene serves it, and cut or merge scenes that repeat an effect. Only then move to paragraphs, and last of all to sentences. Polishing sentences in a scene that will later be cut wastes hours.",
              "At sentence level, reading aloud catches clumsy rhythm and repeated words that the eye skips. Search for filter verbs such as 'she saw', 'he felt' and 'she noticed', which put a layer between reader and experience: 'She saw the dog was limping' usually becomes 'The dog was limping.' Hemingway's iceberg principle makes a good final test: if you know something and leave it out deliberately, the story is often stronger; if you leave it out because you do not know it, the hole shows.",
            ),
        },
      },
    ],
  },
  {
    slug: "field-hockey-coaching-foundation-level",
    discipline: "Field hockey coaching",
    title: "Field Hockey Coaching: Foundation Level",
    description:
      "A practical first award for parents, teachers and players stepping into a coaching role with junior or adult club sides. Topics: the rules that shape today's game; teaching the push, slap and hit and receiving on both sides of the stick; planning safe, progressive sessions; and goalkeeping basics.",
    level: "beginner",
    duration: "two practical days followed by six weeks of supervised club coaching",
    plantedGap: "goalkeeping basics",
    modules: [
      {
        title: "The Rules of the Modern Game",
        description: "The FIH rules a new coach must know, and how recent rule changes shape what is coached.",
        lesson: {
          title: "Rules that shape the game",
          html: p(
            "Field hockey is governed internationally by the FIH. A full match is played eleven against eleven on a pitch 91.40 m long and 55.00 m wide, in four quarters of 15 minutes, with two-minute breaks after the first and third quarters and a longer half-time interval. Substitutions are unlimited and rolling, so players come on and off without play stopping, except at penalty corners.",
            "The ball may be played only with the flat face of the stick and its edges; playing it with the rounded back is a foul. Field players may not stop or propel the ball with the body, though this is an offence only if done deliberately or by positioning to stop the ball that way. Obstruction (shielding the ball from an opponent trying to play it), hitting an opponent's stick and dangerous play are the other common offences. A hit may not be deliberately raised except as a shot at goal; flicks and scoops may be lifted if they are not dangerous.",
            "Several rule changes have transformed the game. Offside was abolished in 1998. Since 2009 a player taking a free hit may self-pass, dribbling the ball rather than passing it, which rewards quick restarts. For free hits awarded in the attacking 23 m area, the ball may not be played into the circle until it has travelled at least 5 m or been touched by another player. Goals count only from shots taken inside the circle, which reaches 14.63 m from the goal.",
            "Penalty corners are awarded mainly for defensive offences inside the circle. Up to five defenders stand behind the back line and the rest beyond the centre line, while attackers wait outside the circle until the ball is pushed out from a mark on the back line 10 m from the post. A first shot that is hit must cross the line no higher than the 460 mm backboard. A penalty stroke, taken from a spot 6.40 m in front of goal, is awarded for an offence that prevents a probable goal.",
            "Umpires show three cards: green for a two-minute suspension, yellow for at least five minutes and red for permanent exclusion. Clean stickwork and honest tackling are therefore not only rules but the skills that keep players on the pitch.",
          ),
        },
      },
      {
        title: "Core Skills: Passing, Receiving and Carrying",
        description:
          "Coaching points and progressions for the push, slap and hit, open-side and reverse-stick receiving, and dribbling.",
        lesson: {
          title: "Teaching the fundamental stick skills",
          html:
            p(
              "The grip underlies every skill. The left hand holds the top of the handle and controls rotation of the stick; the right hand sits lower down, guiding and supporting. Because the stick has one playing face, the left hand turns it over for reverse-side play, so the right hand must stay loose enough to let the handle rotate. Teach a ready position with knees bent, a low centre of gravity and the stick head near the ground in front, so that players can receive on either side.",
              "Key coaching points for each skill:",
            ) +
            "<ul><li>Push pass: ball close to the front foot, stick in contact with the ball before moving, weight transferred from back to front foot, pushing through towards the target with no backswing.</li><li>Slap: hands slightly apart, body low, a short sweeping swing with the stick almost flat to the ground; fast and accurate over medium distances.</li><li>Hit: hands together at the top of the handle, a controlled backswing, contact with the ball level with the front foot, and a low follow-through along the line of the pass.</li><li>Open-side receive: stick angled forward so the ball is trapped in front rather than bouncing off; soft hands absorb its pace.</li><li>Reverse-stick receive: stick turned over by the left hand, head low, the ball met in front of the right foot.</li></ul>" +
            p(
              "Dribbling has two basic forms: the open-stick carry, with the ball pushed along on the right of the body, and the Indian dribble, in which the stick is rotated over the ball to move it from right to left and back. Introduce heads-up dribbling, with players scanning the field rather than watching the ball, as soon as basic control is secure.",
              "Sequence practices from simple to complex. A common model runs from static technique to movement to decision-making under pressure: players push in pairs from 5 m, then on the move, then pass and receive with a passive defender, and finally play 3 v 2. The whole-part-whole approach — play a game, isolate the skill that broke down, return to the game — keeps practice connected to matches. Give one or two coaching points at a time, demonstrate from the angle players will see, and use questions ('Where was your weight when that pass went wide?') to build understanding.",
            ),
        },
      },
      {
        title: "Planning Safe, Progressive Sessions",
        description:
          "Structuring a session from warm-up to game, managing risk, and adapting activities with the STEP principle.",
        lesson: {
          title: "From plan to pitch",
          html:
            p(
              "Safety planning starts before players arrive. Check the pitch for debris, damaged surfaces and unsecured goals; on artificial turf, check whether it has been watered and how slippery it is. Shin guards should be worn for all play, and mouthguards are strongly recommended by England Hockey and most national bodies, particularly for juniors. Know where the first-aid kit and defibrillator are and how an ambulance would reach the pitch, and keep emergency contacts and relevant medical information for every player. With junior groups, follow your association's safeguarding policy and supervision ratios.",
              "A typical 75-minute session for an adult club group might run like this:",
            ) +
            "<table><tr><th>Time</th><th>Phase</th><th>Example</th></tr><tr><td>0–12 min</td><td>Warm-up</td><td>Jogging with sticks, dynamic mobility, short accelerations, ball-handling in pairs</td></tr><tr><td>12–30 min</td><td>Technical practice</td><td>Passing triangle: push, then slap, receiving on open and reverse sides</td></tr><tr><td>30–50 min</td><td>Skill under pressure</td><td>4 v 2 possession in a 25 m square</td></tr><tr><td>50–70 min</td><td>Conditioned game</td><td>7 v 7 in which a goal counts double if the ball has been switched across the pitch</td></tr><tr><td>70–75 min</td><td>Cool-down and review</td><td>Light jog and two questions on the session theme</td></tr></table>" +
            p(
              "The warm-up can follow the RAMP model proposed by Ian Jeffreys: Raise body temperature and heart rate; Activate and Mobilise the key muscles and joints; then Potentiate, building to the speed and intensity of match play. Hockey loads the lower back and hamstrings heavily because players work in a low, stooped position, so include hip-hinge patterns and dynamic hamstring work.",
              "To make an activity easier or harder, change one variable at a time using STEP: Space (a larger area gives more time), Task (limit touches, add a target), Equipment (different balls, wider gates) and People (add or remove a defender, create overloads). If a 4 v 2 keeps breaking down, enlarge the area before changing anything else; if it is too easy, make it 4 v 3.",
              "Finally, evaluate. After each session note what players achieved, what broke down and what you will change next time. Over a season those notes become the most useful coaching resource you have.",
            ),
        },
      },
    ],
  },
  {
    slug: "domestic-appliance-repair-safe-fault-finding",
    discipline: "Domestic appliance repair",
    title: "Domestic Appliance Repair: Safe Fault-Finding",
    description:
      "Many washing machines, tumble dryers and cookers are scrapped for faults that a trained technician could clear in under an hour with an inexpensive part. Aimed at new entrants to the trade and career changers, the programme covers safe isolation and post-repair electrical testing, fault-finding on heating circuits, replacing drain pumps, door interlocks and motor brushes, and refrigerant handling rules for fridge-freezer work.",
    level: "beginner",
    duration: "six weeks (two workshop days a week)",
    plantedGap: "refrigerant handling rules",
    modules: [
      {
        title: "Safe Isolation and Electrical Testing",
        description:
          "Isolating appliances safely, and proving them safe after repair with earth continuity, insulation resistance and functional checks.",
        lesson: {
          title: "Before and after every repair",
          html:
            p(
              "Every repair begins and ends with electrical safety. For a plug-in appliance, isolation means switching off and removing the plug, then keeping it under your control so nobody can reconnect it while you work. A hard-wired cooker or built-in oven is fed from its own radial circuit, typically protected at 32 A or 40 A and switched by a cooker control unit, and turning off that switch is not enough on its own. Follow a safe isolation procedure: identify the circuit, switch off and lock off the protective device, then confirm the terminals are dead with an approved two-pole voltage indicator, proved on a known source or proving unit before and after the test.",
              "Some hazards survive isolation. Motor capacitors and the capacitors on inverter boards can hold a charge; discharge them through a suitable resistor before handling. Cabinet edges are sharp, and a washing machine may still hold hot water, so drain it before tilting it.",
              "Before the appliance goes back to the customer it must be tested. Most large appliances are Class I: they rely on an earthed metal case. The tests, as set out in the IET Code of Practice for In-service Inspection and Testing of Electrical Equipment, are:",
            ) +
            "<ol><li>Visual inspection of plug, fuse, cord grip, flex and casing. A 13 A fuse suits most heating appliances; appliances under about 700 W usually take 3 A.</li><li>Earth continuity between the earth pin and exposed metalwork: no more than 0.1 Ω plus the resistance of the flex's protective conductor, which for 1.5 m of 1.0 mm² flex is about 0.03 Ω.</li><li>Insulation resistance between line and neutral joined together and earth, at 500 V d.c.: at least 1 MΩ for Class I and 2 MΩ for Class II equipment (the Code accepts 0.3 MΩ for Class I heating appliances rated above 3 kW).</li><li>A functional check: the appliance runs correctly through a short programme and does not trip the RCD protecting the circuit.</li></ol>" +
            p(
              "Record every reading. A high earth reading usually means a loose earth tag, a corroded crimp or a broken conductor inside the flex. A low insulation reading on a washing machine most often points to a heating element whose sheath has split, letting water reach the element wire — which leads directly to the next topic.",
            ),
        },
      },
      {
        title: "Heating Faults: Elements, Sensors and Thermal Fuses",
        description:
          "Using Ohm's law and a logical sequence of checks to locate faults in the heating circuits of washers, dryers and ovens.",
        lesson: {
          title: "Working out why it will not heat",
          html:
            p(
              "A heating element is a nickel-chromium resistance wire inside a metal sheath, insulated by compacted magnesium oxide powder. Its rated power lets you predict its resistance from P = V²/R, so R = V²/P. A 2,000 W washing machine element on a 230 V supply should read about 230² ÷ 2,000 = 26.5 Ω, and a 3,000 W oven element about 17.6 Ω. A cold reading a little below the calculated figure is normal, because the wire's resistance rises slightly as it heats.",
              "Three checks diagnose most elements. With the wires removed, measure across the two terminals: an open circuit means a broken wire. Measure from each terminal to the sheath with an insulation tester at 500 V: a low reading means moisture has entered the insulation, and such an element often trips the RCD as it warms. Then inspect it: heavy limescale and blistered or split sheaths are common in hard-water areas.",
              "Elements are controlled and protected by several devices. Washing machines measure water temperature with an NTC thermistor, whose resistance falls as it warms; a sensor reading open circuit usually triggers an error code. Compare readings with the manufacturer's resistance–temperature table rather than a generic figure. Ovens use a capillary thermostat or, in newer models, a platinum sensor read by the control board: a PT1000 reads 1,000 Ω at 0 °C and about 1,078 Ω at 20 °C. Tumble dryers and ovens also carry a resettable cut-out and a one-shot thermal fuse that opens permanently if the appliance overheats.",
              "Work logically rather than swapping parts. A sound sequence for a no-heat fault is:",
            ) +
            "<ol><li>Confirm the symptom and any error code, and check that the programme selected actually heats.</li><li>Isolate the appliance and measure the element.</li><li>Check the thermal cut-outs and fuse for continuity.</li><li>Check the temperature sensor against its table.</li><li>Only then suspect the relay or control board, confirming by checking whether supply voltage reaches the element terminals during the heating phase, using suitably rated probes and following live-testing precautions.</li></ol>" +
            p(
              "Never bypass a thermal fuse to get a dryer running. A blown fuse is a symptom: in a vented dryer the usual cause is a blocked vent hose or lint filter, and replacing the fuse without clearing the blockage creates a real fire risk.",
            ),
        },
      },
      {
        title: "Motors, Drain Pumps and Door Interlocks",
        description:
          "Diagnosing and replacing the moving and switching parts that fail most often in washing machines.",
        lesson: {
          title: "Pumps, locks and brushes",
          html: p(
            "Most washing machine drain pumps are small synchronous motors with a permanent-magnet rotor that can start in either direction. Cold coil resistance is typically in the region of 150–200 Ω, and an open circuit confirms a failed winding. Yet a machine that will not drain is usually blocked, not broken: coins, hair grips and bra underwires collect in the filter housing or jam the impeller. With the machine isolated, drain it through the emergency hose or filter into a shallow tray and inspect. A healthy impeller turns with a slight notchiness as the magnet passes the poles, and has a little free play before it engages; one that is stiff or scraping needs replacing.",
            "To replace a pump, drain the machine, remove the kickplate, release the hose clips, unplug the connector and undo the screws holding the pump to the filter housing. Fit new clips if the old ones are corroded, then run a drain-and-spin programme and watch for leaks.",
            "Door interlocks stop the door opening while there is water in the drum or the drum is turning. Many designs use a PTC heater that warms a bimetal strip: when power is applied the strip bends and latches the lock, and after the cycle it takes one to two minutes to release as it cools. Newer machines use a solenoid lock driven directly by the control board. A faulty interlock gives a machine that never starts, or one that will not release the door. To replace it, remove the spring band holding the door seal to the front panel, fold back the seal, undo the two screws securing the lock and transfer the connector.",
            "Many washing machines still use universal brushed motors, whose carbon brushes wear down over years of spinning. Symptoms include a weakly turning drum, sparking, or a motor that stops mid-cycle. Replace brushes in pairs and bed new ones in with a few wash cycles before a full-speed spin. A tachogenerator on the motor shaft reports speed to the control board; an open-circuit tacho coil usually stops the drum turning or makes it surge, depending on how the board responds.",
            "Direct-drive and inverter-driven brushless motors, now common, have no brushes; faults in them are diagnosed through the board's error codes and the manufacturer's service test mode.",
          ),
        },
      },
    ],
  },
];
