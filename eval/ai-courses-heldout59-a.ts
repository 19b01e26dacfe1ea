/** Fifty-ninth held-out evaluation courses, beginner level (Welsh harp to Jewish history); see ai-courses-heldout59.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT59_A: EvalCourse[] = [
  {
    slug: "welsh-triple-harp-first-tunes",
    discipline: "Welsh harp",
    title: "The Welsh Triple Harp: First Tunes",
    description:
      "Played on the left shoulder and strung in three rows, the triple harp rewards patient beginners; this ten-week class teaches posture and hand position, tuning the outer rows, reaching through to the inner row for accidentals, and the first Welsh airs and variations.",
    level: "beginner",
    duration: "ten weekly lessons of 90 minutes",
    plantedGap: "airs and variations",
    modules: [
      {
        title: "Holding the Harp and Placing the Hands",
        description:
          "You will learn how the instrument rests against the left shoulder and why, in this tradition, the right hand takes the bass.",
        lesson: {
          title: "Posture, shoulder and the first placement",
          html: p(
            "The Welsh triple harp (<i>telyn deires</i>) reached Wales from Italy in the late seventeenth century and was adopted so thoroughly that by the nineteenth century it was regarded as the national instrument. Its defining feature is three parallel rows of strings: two outer rows tuned identically to a diatonic scale and an inner row, set between them, that supplies the sharps and flats. A typical concert instrument has around ninety to ninety-eight strings and stands about 1.8 metres tall.",
            "Players in the Welsh tradition rest the harp on the left shoulder, not the right as most pedal harpists do. The consequence is that the left hand plays the upper, treble strings and the right hand plays the bass. Beginners coming from the pedal harp find this the hardest adjustment, so we spend the first lesson simply sitting. Sit on the front half of a chair of the right height, feet flat, with the soundboard against the inside of the left knee and the column leaning back into the shoulder. The harp should balance with almost no effort from the hands; if you are holding it up, tilt it further back.",
            "The hands approach the strings with the fingers curved and the thumb raised, the thumb slightly higher than the fingers so that the two do not collide. Only four digits are used: the little finger is not used to play. Each finger closes into the palm after it plucks, a movement harpists call closing. A useful first exercise is to place thumb, second, third and fourth fingers on four adjacent strings of the outer row, pluck them in turn from the fourth finger upward, and close each finger fully before the next sounds. Play it slowly, ten times in each hand, listening for an even tone. Tension in the wrist is the enemy of tone on this instrument, because the strings are lightly tensioned gut and a pressed finger buzzes.",
          ),
        },
      },
      {
        title: "Tuning the Outer Rows",
        description:
          "Both outer rows must agree note for note, so this week is spent tuning them to a fixed key with a tuning key and an electronic tuner.",
        lesson: {
          title: "Two rows in one key",
          html:
            p(
              "Because the two outer rows carry the same diatonic scale, the triple harp is set up in a single key at a time, usually G major or D major for Welsh repertoire. Every string is tuned with a tuning key that fits the square end of its pin. Turn the key clockwise to raise the pitch and anticlockwise to lower it, and always approach the target from below: a string tuned down to pitch tends to slip flat again as the pin settles.",
              "Work from the middle of the instrument outwards. Begin with the C nearest the centre of the outer left row, tune it against an electronic tuner or a tuning fork, then tune the rest of that octave, then the octaves above and below. Only when one outer row is finished should you tune the other, checking each string in unison with its partner. Two strings in unison that are slightly apart produce a slow beating; as you bring them together the beats slow and vanish. Beats of two per second at A440 mean the strings are roughly eight cents apart, which a listener will hear in a chord.",
            ) +
            "<ul><li>Tune in a warm, steady room; gut goes flat as it warms and sharp as it dries.</li><li>Retune new strings daily for the first two weeks; they stretch.</li><li>Mark the C strings red and the F strings black or blue, as on most harps, so the eye can find its place.</li></ul>" +
            p(
              "A full tuning of a triple harp takes a beginner twenty to thirty minutes. Do it before every practice session; playing out of tune teaches the ear to accept wrong intervals. Once the outer rows agree, the inner row is tuned in the same way to the chromatic notes it must supply for your chosen key.",
            ),
        },
      },
      {
        title: "Reaching the Inner Row",
        description:
          "Sharps and flats live on the inner row, and reaching them cleanly between the outer strings is the skill that gives the harp its character.",
        lesson: {
          title: "Accidentals between the rows",
          html: p(
            "On a pedal harp, an accidental is produced by moving a pedal that shortens every string of one pitch name. The triple harp has no mechanism at all: each chromatic note has its own string in the middle row, and the player reaches between two outer strings to pluck it. In the key of G major, for example, the inner row provides the notes that the scale lacks, such as F natural, C sharp, G sharp and B flat, so that a tune can borrow a note from a neighbouring key without retuning.",
            "The inner strings lie slightly deeper than the outer ones, so the finger must enter the gap between two outer strings and pluck the inner string without touching its neighbours. Players usually reach from the side of the harp where the hand is already working: the left hand reaches through the left outer row, the right hand through the right outer row. Approach with the second finger, which is the strongest and most accurate, and keep the wrist level so that the finger enters straight rather than at an angle. A good exercise is the chromatic scale in slow crotchets over one octave, alternating outer and inner strings, with a metronome set at 60.",
            "A second technique the triple harp makes possible is the doubled note: the same pitch played on both outer rows in quick succession, one hand after the other. Because the two strings are separate, a repeated note can ring on instead of being damped, producing the bright, bell-like repeated notes heard in much Welsh dance music. Practise it first on a single note, left hand then right hand, then on a descending scale. Listen that both strings sound with equal weight, and damp unwanted ringing with the flat of the hand at the end of a phrase.",
          ),
        },
      },
    ],
  },
  {
    slug: "ballroom-standard-first-steps",
    discipline: "Ballroom dance",
    title: "Ballroom Standard: First Steps",
    description:
      "Social dancing in a ballroom rests on a handful of standard dances, and in this course absolute beginners learn the closed hold, the waltz box and natural turn, rise and fall, quickstep quarter turns, and the etiquette of line of dance.",
    level: "beginner",
    duration: "eight weekly classes of one hour",
    plantedGap: "quickstep quarter turns",
    modules: [
      {
        title: "The Closed Hold",
        description:
          "What does a good hold feel like? Partners learn frame, contact and posture before any step is attempted.",
        lesson: {
          title: "Frame, contact and posture",
          html: p(
            "Every standard ballroom dance, from the waltz to the quickstep, is danced in a closed hold, and the quality of the hold decides how easily two people move as one. In the conventional roles the leader stands facing the follower, offset slightly so that each partner's right foot points between the other's feet. This offset, about half a body width to the leader's left, lets both dancers step forward without kicking each other.",
            "The leader's right hand rests on the follower's left shoulder blade, fingers together, and the follower's left arm lies along the top of the leader's right arm with the hand on the shoulder. The leader's left hand and the follower's right hand join at roughly the follower's eye level, palms together. Elbows are held up and slightly forward, so that the arms form a frame that does not collapse when the partners move. Contact is made at the right side of the body, from the lower ribs to the hips; through this contact, not through the hands, the leader signals where to go.",
            "Posture is built upwards. Stand with weight over the balls of the feet, knees soft, hips level and the spine lengthened. Shoulders stay down and wide. The follower extends the upper body slightly back and to the left, a shape teachers call the follower's top line, without losing contact at the hips. A simple check is for the couple to walk forward and backward together in hold for eight counts without any step pattern. If the frame holds, the follower will move as the leader's body moves; if the arms are doing the work, the couple will feel tugged apart. Practise this walk in every class before anything else.",
          ),
        },
      },
      {
        title: "The Waltz: Box and Natural Turn",
        description: "Counted one-two-three, the waltz is the first figure-based dance most people learn.",
        lesson: {
          title: "Three beats to the bar",
          html:
            p(
              "The English slow waltz is danced in 3/4 time at about 28 to 30 bars per minute, as set by the World Dance Council for competition. Each bar has three steps, one per beat, and the first beat carries the accent. Beginners learn the closed changes and the box step before turning figures.",
              "The box is a square of six steps. The leader steps forward on the left foot (count 1), to the side with the right (2), and closes the left to the right (3); then back on the right (1), side with the left (2), and close the right to the left (3). The follower dances the mirror image, starting back on the right foot. The box teaches the three-beat rhythm without travelling, which is why social dancers use it on a crowded floor.",
            ) +
            "<table><tr><th>Count</th><th>Leader</th><th>Follower</th></tr><tr><td>1</td><td>Right foot forward</td><td>Left foot back</td></tr><tr><td>2</td><td>Left foot to side, turning right</td><td>Right foot to side</td></tr><tr><td>3</td><td>Right closes to left</td><td>Left closes to right</td></tr></table>" +
            p(
              "The natural turn is a turn to the right, danced moving along the room. The table shows its first half; together the two halves turn about three-quarters of a full rotation over six steps. Rise and fall is what gives the waltz its swing: the body lowers at the end of beat 3 and rises through beats 2 and 3 of the next bar, rising on to the toes and lowering through the heel as the step closes. Practise rise and fall first on the spot, counting aloud, before adding the turn.",
            ),
        },
      },
      {
        title: "Floorcraft and the Line of Dance",
        description:
          "Here couples learn to share the room: which way the floor travels, how to avoid collisions and what to do when blocked.",
        lesson: {
          title: "Moving round the room with others",
          html: p(
            "Progressive ballroom dances travel anticlockwise around the room, along a path called the line of dance. Picture the room as a rectangle: the leader faces along the long wall with the wall on the right and the centre of the room on the left. Figures are described by their alignment to this line, for example facing diagonal to wall or backing diagonal to centre. Knowing these eight directions lets a dancer read any figure chart and lets a teacher say precisely where a step goes.",
            "Floorcraft is the art of dancing among other couples without collision. The leader is responsible for steering, because the follower travels backward most of the time and cannot see. A sensible habit is to look over the follower's right shoulder before each figure and choose one that fits the space. When a couple ahead stops, the leader has three options: dance a figure on the spot, such as a box; turn to go round the obstruction on the inside; or pause and wait for a bar. Turning back against the line of dance is never acceptable.",
            "Etiquette matters as much as steps at a social dance. Faster couples overtake on the inside, nearer the centre. Couples practising stationary figures or teaching should move to the middle of the floor. If a collision happens, both couples stop, apologise and check that no one is hurt; in a crowded ballroom, light bumps are part of dancing and no fault need be found. Finally, the leader is expected to escort the follower back to the edge of the floor at the end of the dance, and partners thank each other. These courtesies are what keep a dance floor safe and pleasant for everyone.",
          ),
        },
      },
    ],
  },
  {
    slug: "honey-bee-queen-rearing-and-selection",
    discipline: "Bee breeding",
    title: "Rearing and Selecting Honey Bee Queens",
    description:
      "Beekeepers who have kept at least one colony through a season can begin breeding better bees. The course teaches the biology of queens and drones, grafting larvae, cell-raising colonies, recording temperament and hygienic behaviour, and instrumental insemination.",
    level: "beginner",
    duration: "six sessions over a summer, with apiary practicals",
    plantedGap: "instrumental insemination",
    modules: [
      {
        title: "How a Queen Is Made",
        description: "A queen and a worker start from identical eggs, and what makes the difference is diet and time.",
        lesson: {
          title: "Caste, royal jelly and the development calendar",
          html:
            p(
              "A honey bee colony (<i>Apis mellifera</i>) contains one queen, tens of thousands of female workers and, in summer, a few hundred to a few thousand males, the drones. Queens and workers both develop from fertilised eggs and are genetically alike; which caste a female larva becomes depends on how she is fed. Larvae destined to be queens are reared in large vertical cells and fed copious royal jelly, secreted by the hypopharyngeal and mandibular glands of young nurse bees, throughout their larval life. Worker larvae receive a richer food only for the first few days and are then switched to a diet containing pollen and honey. Drones develop from unfertilised eggs, so they carry only their mother's genes.",
              "The timing of development is the breeder's calendar, and every queen-rearing method is planned around it.",
            ) +
            "<table><tr><th>Caste</th><th>Egg (days)</th><th>Open larva</th><th>Capped to emergence</th><th>Total</th></tr><tr><td>Queen</td><td>3</td><td>5.5</td><td>7.5</td><td>16</td></tr><tr><td>Worker</td><td>3</td><td>6</td><td>12</td><td>21</td></tr><tr><td>Drone</td><td>3</td><td>6.5</td><td>14.5</td><td>24</td></tr></table>" +
            p(
              "Because a female larva can still be switched to the queen path if she is less than about three days old, colonies that lose their queen raise emergency queens from young worker larvae. The breeder exploits the same ability: by moving a larva under 24 hours old into a queen cup, you persuade the bees to rear a queen from the mother of your choice. Older larvae give smaller queens with fewer ovarioles. A virgin queen emerges on day 16, makes one or more mating flights around days 5 to 10 after emergence, mates in the air with ten to twenty drones, and begins laying two or three days later.",
            ),
        },
      },
      {
        title: "Grafting and Cell Raising",
        description:
          "This practical module covers transferring young larvae into artificial cups and preparing a strong colony to raise them.",
        lesson: {
          title: "The grafting method",
          html: p(
            "Grafting, popularised by G. M. Doolittle in the 1880s, is the most widely used way of producing queens in numbers. The breeder moves very young larvae from a worker comb of the chosen mother colony into plastic or wax queen cups fixed to a bar in a frame, and gives the frame to a colony that is set up to raise queens. The tool is a grafting needle, either a fine Chinese spring-loaded tool or a bent quill, which slides under the larva and its bed of food without touching it.",
            "Select a comb with plenty of larvae that have just hatched, lying as small crescents in a pool of jelly. Work in shade, in a warm and humid room if possible, because small larvae dry out in minutes. Slide the tool under the back of the curve, lift the larva and lower it into the centre of the cup, withdrawing the tool so that the larva stays floating the same way up. A typical first bar holds fifteen to twenty cups; beginners may expect an acceptance rate of fifty to seventy per cent, improving with practice.",
            "The cell-raising colony must be crowded with young nurse bees and well fed. A common approach is the queenright cell raiser, in which the queen is confined to the bottom box by a queen excluder and the grafted bar is placed in the top box between frames of open brood and pollen. The bees, sensing that the queen is far away, start cells above the excluder. Feed a one-to-one sugar syrup throughout if no nectar is coming in. Check acceptance after 24 hours: accepted cells will have been enlarged and filled with jelly. On the tenth day after grafting, the capped cells are moved to mating nuclei or an incubator at 34 to 35 degrees Celsius, two days before the queens would emerge and fight.",
          ),
        },
      },
      {
        title: "Records and Selection",
        description:
          "Breeding only improves bees when the breeder measures something, so we set up a simple scoring sheet for every colony.",
        lesson: {
          title: "What to score, and how to choose a breeder queen",
          html:
            p(
              "Selection means rearing from the best colonies and not from the worst, and it depends on records kept in the same way in every colony. Most breeding groups use a score of one to four for each trait at each inspection, and sum or average the scores over the season. Scores are only comparable between colonies kept in the same apiary under the same management, because weather and forage affect everything.",
            ) +
            "<ul><li><b>Temperament</b>: do the bees stay calm on the comb, or run, fly up and sting?</li><li><b>Calmness on the comb</b>: scored separately in some schemes, since running bees make inspection slow.</li><li><b>Hygienic behaviour</b>: tested by freezing a patch of capped brood with liquid nitrogen or piercing it with a pin, and counting the cells cleaned out within 24 hours; colonies that clear over 95 per cent are counted hygienic.</li><li><b>Honey yield</b>, weighed as supers are removed.</li><li><b>Swarming tendency</b>: the number of queen cells built for swarming.</li><li><b>Varroa infestation</b>: mites per hundred bees from an alcohol wash or sugar roll.</li></ul>" +
            p(
              "Choose a breeder queen from a colony that scores well on several traits, rather than the best on one. Remember that the daughters will mate with drones from the surrounding area, so half of their genes come from unknown fathers; progress is therefore slower than the mother's scores suggest. Breeders improve this by flooding the mating area with drones from good colonies, giving drone comb to several selected colonies in spring so that they produce drones in large numbers before the virgin queens fly.",
            ),
        },
      },
    ],
  },
  {
    slug: "first-mobile-apps-with-flutter",
    discipline: "Mobile app development",
    title: "Your First Mobile Apps with Flutter",
    description:
      "With the Dart language and Google's Flutter toolkit, this course takes complete beginners from an empty project to a small app on their own phone, covering widgets and layout, state and user input, navigation between screens, and publishing to an app store.",
    level: "beginner",
    duration: "twelve weeks, one lecture and one lab per week",
    plantedGap: "publishing to an app store",
    modules: [
      {
        title: "Everything Is a Widget",
        description: "The first lab builds a screen out of nested widgets and explains how Flutter lays them out.",
        lesson: {
          title: "Widgets, the widget tree and layout",
          html:
            p(
              "Flutter is an open-source toolkit from Google for building apps for Android, iOS, the web and desktop from a single code base written in the Dart language. Its central idea is that the whole user interface is a tree of widgets. A widget is an immutable description of part of the screen: a piece of text, a button, some padding, a row of other widgets. When something changes, Flutter rebuilds the affected widgets and compares the new tree with the old one to decide what to redraw.",
              "A minimal app calls <code>runApp</code> with a root widget, usually <code>MaterialApp</code>, which supplies themes and navigation, and a <code>Scaffold</code>, which provides the standard app bar and body. Inside the body, layout widgets arrange their children:",
            ) +
            "<ul><li><code>Column</code> and <code>Row</code> place children vertically or horizontally; <code>mainAxisAlignment</code> spaces them along that direction.</li><li><code>Padding</code> and <code>SizedBox</code> add space around or between widgets.</li><li><code>Expanded</code> makes a child take the remaining space in a row or column.</li><li><code>ListView</code> scrolls when the content is longer than the screen.</li></ul>" +
            p(
              "Layout in Flutter follows one rule: constraints go down, sizes go up, and the parent sets the position. A parent tells each child the minimum and maximum width and height it may take; the child picks a size within those limits and reports it back; the parent then places it. Most layout errors that beginners meet, such as the yellow and black striped overflow warning, come from a child asking for more room than its constraints allow, for instance a long <code>Row</code> of text on a narrow phone. Wrapping the text in <code>Expanded</code> or <code>Flexible</code> lets it wrap instead of overflowing. Hot reload, which applies code changes to the running app in about a second without losing its state, makes it quick to experiment with these widgets.",
            ),
        },
      },
      {
        title: "State and Input",
        description:
          "Apps must respond to taps and typing; this module contrasts stateless and stateful widgets and uses setState to update the screen.",
        lesson: {
          title: "StatefulWidget and setState",
          html: p(
            "A <code>StatelessWidget</code> depends only on the values passed to it when it is built, so it looks the same until its parent rebuilds it with different values. A label showing a fixed title is stateless. Anything that changes in response to the user, such as a counter, a checkbox or a text field's contents, needs state: data that lives longer than a single build and that the widget can modify.",
            "In Flutter, a <code>StatefulWidget</code> is split into two classes. The widget itself remains immutable; it creates a companion <code>State</code> object, which holds mutable fields and a <code>build</code> method. When an event changes the data, the code calls <code>setState</code> with a function that makes the change. This tells Flutter that the state is dirty, and the framework calls <code>build</code> again before the next frame, about sixteen milliseconds later on a 60 Hz display. Changing a field without calling <code>setState</code> updates the variable but not the screen, one of the commonest beginner bugs.",
            "Consider a tip calculator. The state holds the bill amount as a number and the tip percentage, initially 12.5. A <code>TextField</code> with an <code>onChanged</code> callback parses the text with <code>double.tryParse</code> and calls <code>setState</code> to store the result, ignoring text that is not a number. A <code>Slider</code> from 0 to 25 sets the percentage in the same way. The build method computes the tip as bill times percentage divided by 100 and shows it: a bill of 48.00 at 12.5 per cent gives 6.00, for a total of 54.00. Because the result is derived in <code>build</code> rather than stored, it can never fall out of step with the inputs. For larger apps, state that many screens share is moved out of widgets into classes managed by a package such as Provider or Riverpod, but the principle of rebuilding from state stays the same.",
          ),
        },
      },
      {
        title: "Moving Between Screens",
        description: "Most apps have more than one screen, and Navigator lets you push a new one on top and pop back.",
        lesson: {
          title: "Navigator, routes and passing data",
          html: p(
            "Flutter manages screens as a stack. The <code>Navigator</code> widget, created for you by <code>MaterialApp</code>, keeps a list of routes, each route usually being a full screen. Showing a new screen means pushing a route on to the stack; going back means popping it off, which also happens when the user presses the Android back button or swipes from the left edge on iOS.",
            "The simplest form is <code>Navigator.push(context, MaterialPageRoute(builder: (context) =&gt; DetailScreen(item: item)))</code>. The builder function creates the new screen, and the constructor is the natural way to pass data into it: here, the item the user tapped in a list. On Android the new screen slides up and fades in; on iOS it slides in from the right, because <code>MaterialPageRoute</code> adapts its transition to the platform.",
            "Data can also come back. <code>Navigator.push</code> returns a <code>Future</code> that completes when the route is popped, and <code>Navigator.pop(context, result)</code> supplies the value. A settings screen might pop with the chosen colour, and the calling screen, having awaited the push, stores it with <code>setState</code>. Because the user may go back without choosing, the result can be null, and the caller must handle that case.",
            "Larger apps often name their routes, for instance <code>/</code>, <code>/items</code> and <code>/items/42</code>, so that screens can be opened from links and the web address bar. Flutter supports this through the Router API, and most teams use the go_router package, which maps URL patterns to screens and parses parameters such as the item number. Whichever style you choose, keep each screen's dependencies explicit in its constructor, so that it can be built and tested on its own.",
          ),
        },
      },
    ],
  },
  {
    slug: "jews-of-medieval-europe-1000-1500",
    discipline: "Jewish history",
    title: "Jews of Medieval Europe, 1000-1500",
    description:
      "Small, literate and legally exposed, the Jewish communities of medieval Europe lived under the protection and the pressure of Christian rulers. This first-year lecture course traces Ashkenaz and Sepharad, the communal institutions of the kehillah, the First Crusade massacres of 1096, the expulsions from England, France and Spain, and the blood libel.",
    level: "beginner",
    duration: "one term, two lectures and a seminar a week",
    plantedGap: "blood libel",
    modules: [
      {
        title: "Ashkenaz and Sepharad",
        description:
          "We map the two great cultural zones of medieval European Jewry and the languages, scholarship and customs that set them apart.",
        lesson: {
          title: "Two Jewish worlds",
          html: p(
            "Medieval Jews gave Hebrew names from the Bible to the lands they lived in. <i>Ashkenaz</i> came to mean the German lands and, by extension, the communities of northern France, England and later Poland; <i>Sepharad</i> meant the Iberian peninsula. The two zones grew from different roots and developed distinct cultures that still mark Jewish practice today.",
            "Ashkenazi Jewry began in the Rhineland towns of Speyer, Worms and Mainz in the tenth and eleventh centuries, where merchant families settled under charters from bishops and emperors. Its scholars concentrated on the Talmud and its commentary. Rabbi Shlomo Yitzhaki of Troyes, known as Rashi (1040-1105), wrote commentaries on the Bible and Talmud that are still printed alongside the text, and his grandsons and their pupils, the Tosafists, extended his work in glosses on Talmudic discussion. Everyday speech was the local vernacular, from which Yiddish later grew.",
            "Sepharad had older roots in Roman Spain and flourished under Muslim rule in al-Andalus. In the tenth and eleventh centuries Jewish courtiers such as Hasdai ibn Shaprut in Córdoba and Samuel ibn Naghrela in Granada patronised Hebrew poetry modelled on Arabic verse. Sephardi scholars wrote philosophy, grammar and science as well as law, often in Judaeo-Arabic. The greatest of them, Moses Maimonides (1138-1204), born in Córdoba, composed both the <i>Mishneh Torah</i>, a systematic code of Jewish law, and the <i>Guide of the Perplexed</i>, which reconciled Judaism with Aristotelian philosophy. He wrote in Egypt, having fled the Almohad persecutions that began in the 1140s.",
            "The two traditions differed in liturgy, in the pronunciation of Hebrew, and in some points of law: an eleventh-century ordinance attributed to Rabbenu Gershom of Mainz banned polygamy among Ashkenazim, while Sephardim in Muslim lands did not adopt it. Contact between the worlds was constant through trade and letters, and after 1492 the meeting of the two became the central story of early modern Jewish history.",
          ),
        },
      },
      {
        title: "The Kehillah: Self-Government under Charter",
        description:
          "Each community governed itself, taxed its members and ran its own courts, within limits set by a Christian lord.",
        lesson: {
          title: "How a medieval Jewish community worked",
          html:
            p(
              "The medieval Jewish community, the <i>kehillah</i>, was a self-governing corporation. Rulers granted charters of protection that allowed Jews to live in a town, practise their religion, lend money and trade, in return for taxes paid to the ruler. Emperor Henry IV's privileges for the Jews of Speyer and Worms in 1090 are among the earliest surviving. The ruler treated the community as a single unit for taxation, so the community itself had to assess and collect what each household owed.",
              "Inside the community, power lay with a council of elders, usually drawn from the wealthiest families, and with the rabbinical court, the <i>beit din</i>. The court judged disputes between Jews under Jewish law, and its strongest sanction was the <i>herem</i>, a ban of excommunication that cut the offender off from communal life. Communal ordinances, <i>takkanot</i>, regulated matters from taxes to marriage.",
            ) +
            "<ul><li><b>Synagogue</b>: the place of prayer and also of announcements, oaths and public complaints.</li><li><b>Cemetery</b>: often the first property a new community acquired, sometimes serving a whole region.</li><li><b>Ritual bath (mikveh)</b>: required for the laws of family purity; the twelfth-century mikveh at Speyer survives.</li><li><b>Charitable funds</b>: for the poor, for travellers, and for ransoming captives.</li><li><b>School</b>: boys learned to read Hebrew and study Torah from early childhood.</li></ul>" +
            p(
              "Self-government had limits. Jews in England after 1194 had their bonds recorded in official chests, the <i>archae</i>, and a special branch of the royal Exchequer, the Exchequer of the Jews, heard cases involving them. The Crown could tax Jewish communities almost at will, and the heavy tallages of Henry III's reign impoverished English Jewry in the decades before its expulsion.",
            ),
        },
      },
      {
        title: "Crusade, Expulsion and Dispersal",
        description:
          "Violence and expulsion shaped the later Middle Ages: from the Rhineland in 1096 to Spain in 1492.",
        lesson: {
          title: "From 1096 to 1492",
          html: p(
            "In the spring of 1096, bands of crusaders gathering for the First Crusade, proclaimed by Pope Urban II the previous November, attacked the Jewish communities of the Rhineland. At Speyer the bishop protected most Jews; at Worms and Mainz the communities were destroyed, and many Jews killed their families and themselves rather than accept baptism. Hebrew chronicles written in the following decades remembered them as martyrs, and their memory entered the liturgy. Later crusades brought renewed attacks, though rulers increasingly intervened.",
            "Over the next two centuries Jewish life in northern Europe grew more precarious. The Fourth Lateran Council of 1215 required Jews and Muslims to wear distinguishing dress, which took the form of a badge in several kingdoms. The Church's campaign against usury pushed Jews further into moneylending while making it more hated, and in 1240 the Talmud was put on trial in Paris, after which cartloads of manuscripts were burned in 1242.",
            "Expulsions followed. Edward I expelled the Jews from England in 1290; they were not formally readmitted until the 1650s. Philip IV expelled the Jews of France in 1306, and though they were readmitted and expelled again during the fourteenth century, the final expulsion came in 1394. In the German lands, the Black Death of 1348-1350 brought accusations that Jews had poisoned wells, and hundreds of communities were massacred; many survivors moved east into Poland, where rulers offered charters.",
            "In Iberia, anti-Jewish riots in 1391 spread from Seville across Castile and Aragon and led to mass conversions. The suspicion that converts, the <i>conversos</i>, still practised Judaism in secret prompted the Spanish Inquisition of 1478. On 31 March 1492 Ferdinand and Isabella ordered the Jews of their kingdoms to convert or leave, and Portugal forced conversion in 1497. Sephardi exiles settled in North Africa, Italy and, above all, the Ottoman Empire.",
          ),
        },
      },
    ],
  },
];
