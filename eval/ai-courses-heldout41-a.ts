/** Forty-first held-out evaluation courses, beginner level (Maltese to auction house practice); see ai-courses-heldout41.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT41_A: EvalCourse[] = [
  {
    slug: "maltese-for-complete-beginners",
    discipline: "Maltese language",
    title: "Maltese for Complete Beginners",
    description:
      "Maltese, the only Semitic language written in the Latin alphabet and an official language of the European Union, is taught here from the first sound: its thirty-letter alphabet and spelling, the definite article and its assimilation, gender and plural of nouns and adjectives, and telling the time.",
    level: "beginner",
    duration: "one term (3 hours a week)",
    plantedGap: "telling the time",
    modules: [
      {
        title: "Thirty Letters and How They Sound",
        description: "Before speaking a sentence, learners need to read Maltese aloud correctly, dots, bars and all.",
        lesson: {
          title: "The Maltese alphabet and its special letters",
          html:
            p(
              "Maltese grew out of the Arabic spoken in Sicily and Malta in the Middle Ages, but since the standard orthography was fixed by the Għaqda tal-Kittieba tal-Malti in the 1920s and made official in 1934, it has been written in a Latin alphabet of thirty letters. Most letters are read as an English speaker would expect, but a handful carry diacritics or have values of their own, and these are the key to reading any Maltese text aloud.",
            ) +
            "<table><tr><th>Letter</th><th>Sound</th><th>Example</th></tr><tr><td>ċ</td><td>ch as in church</td><td>ċaw (bye)</td></tr><tr><td>ġ</td><td>j as in jam</td><td>ġobon (cheese)</td></tr><tr><td>g</td><td>hard g as in go</td><td>gallettini (crackers)</td></tr><tr><td>ħ</td><td>a strong breathy h from the throat</td><td>ħobż (bread)</td></tr><tr><td>j</td><td>y as in yes</td><td>jum (day)</td></tr><tr><td>q</td><td>a glottal stop</td><td>qalb (heart)</td></tr><tr><td>x</td><td>sh as in shop</td><td>xemx (sun)</td></tr><tr><td>ż</td><td>z as in zoo</td><td>żiemel (horse)</td></tr><tr><td>z</td><td>ts as in cats</td><td>zokkor (sugar)</td></tr></table>" +
            p(
              "Two further units count as single letters. The digraph <i>għ</i> is normally silent in modern speech but lengthens the vowel next to it, so <i>għada</i> ('tomorrow') sounds like 'aada' with a long first vowel. The digraph <i>ie</i> is a long vowel close to the English 'ea' in 'near', as in <i>ħiet</i> ('he sewed'). The plain letter <i>h</i>, by contrast, is silent in almost every position: <i>hawn</i> ('here') is said 'own'.",
              "Stress usually falls on the second-to-last syllable, as in <i>ħa-BI-ba</i> ('female friend'), unless the final syllable is long or ends in two consonants. Final consonants are devoiced, so <i>ħobż</i> is pronounced with a final 's' sound. A useful exercise is to read the place names on a map of Malta aloud: Birżebbuġa, Marsaxlokk, Xagħra and Għajnsielem between them practise almost every special letter. Once the alphabet is secure, spelling becomes highly regular, and learners can pronounce words they have never met before.",
            ),
        },
      },
      {
        title: "The Article Il- and the Sun Consonants",
        description:
          "Why is it il-ktieb but ix-xemx? This module answers the question and drills the rule until it is automatic.",
        lesson: {
          title: "Il-, l- and assimilation",
          html: p(
            "Maltese has one definite article and no indefinite article: <i>ktieb</i> is 'a book' or simply 'book', and <i>il-ktieb</i> is 'the book'. The article is written with a hyphen joining it to the noun, and it does not change for gender or number: <i>il-ktieb</i>, <i>il-kotba</i> ('the books'), <i>il-mara</i> ('the woman').",
            "Its form does change, however, according to the sounds around it. Before a noun that begins with a vowel, the article loses its own vowel and becomes <i>l-</i>: <i>l-ajru</i> ('the air'), <i>l-omm</i> ('the mother'), <i>l-ilma</i> ('the water'). The same short form is used after a word that ends in a vowel, so 'in the house' is <i>fid-dar</i> and 'with the boy' is <i>mat-tifel</i>, where the prepositions <i>fi</i> and <i>ma'</i> absorb the article.",
            "The most important rule concerns the so-called sun consonants, <i>xemxin</i> in Maltese: ċ, d, n, r, s, t, x, z and ż. When a noun begins with one of these, the <i>l</i> of the article assimilates to that consonant, and the spelling shows it. So 'the house' is <i>id-dar</i>, 'the fire' <i>in-nar</i>, 'the man' <i>ir-raġel</i>, 'the year' <i>is-sena</i>, 'the boy' <i>it-tifel</i>, 'the sun' <i>ix-xemx</i>, 'the sugar' <i>iz-zokkor</i>, 'the horse' <i>iż-żiemel</i> and 'the chocolate' <i>iċ-ċikkulata</i>. All the other consonants are moon consonants, <i>qamrin</i>, and keep the plain article: <i>il-qamar</i> ('the moon'), <i>il-ħobż</i>, <i>il-ġobon</i>. Notice that ġ, unlike ċ, is a moon consonant, which is a frequent source of learners' errors.",
            "When a noun begins with two consonants, a helping vowel <i>i</i> is often placed before it after a word ending in a consonant: <i>l-iskola</i> ('the school') and <i>l-Ingilterra</i> ('England'). Learners should practise with short phrases such as <i>ix-xemx u l-qamar</i> and <i>id-dar tal-ġirien</i> ('the neighbours' house') until the right form comes without thought. Written Maltese marks every assimilation, so reading regularly is itself the best drill.",
          ),
        },
      },
      {
        title: "Nouns, Adjectives and Saying Who You Are",
        description:
          "Gender, plural patterns and the verbless sentence give learners their first real exchanges: names, nationalities and descriptions.",
        lesson: {
          title: "Masculine, feminine and broken plurals",
          html:
            p(
              "Every Maltese noun is either masculine or feminine. Most masculine nouns end in a consonant, and most feminine nouns end in <i>-a</i>: <i>tifel</i> ('boy') and <i>tifla</i> ('girl'), <i>kelb</i> ('dog') and <i>kelba</i> ('female dog'). There are exceptions to learn one by one, such as the feminine <i>dar</i> ('house') and <i>xemx</i> ('sun'), and the masculine <i>ilma</i> ('water'). Adjectives follow the noun and agree with it: <i>tifel żgħir</i>, 'a small boy', but <i>tifla żgħira</i>, 'a small girl'. With the article, both noun and adjective take it: <i>it-tifla ż-żgħira</i>, 'the small girl'.",
              "Plurals come in two kinds. Sound plurals add an ending, most often <i>-i</i>, <i>-ijiet</i> or <i>-in</i>, and are common with words borrowed from Italian and English: <i>karozza</i> becomes <i>karozzi</i> ('cars'), <i>student</i> becomes <i>studenti</i>, and <i>ħaddiem</i> ('worker') becomes <i>ħaddiema</i>. Broken plurals, inherited from the Semitic core of the language, change the vowels inside the word instead of adding an ending:",
            ) +
            "<ul><li><i>ktieb</i> ('book') → <i>kotba</i></li><li><i>dar</i> ('house') → <i>djar</i></li><li><i>raġel</i> ('man') → <i>irġiel</i></li><li><i>qalb</i> ('heart') → <i>qlub</i></li></ul>" +
            p(
              "Because broken plurals cannot be predicted reliably, a good dictionary such as Aquilina's lists them, and learners should memorise every new noun with its plural. In the present tense Maltese needs no verb 'to be'. A personal pronoun and a noun or adjective make a full sentence: <i>Jien Malti</i> ('I am Maltese'), <i>Hi tabiba</i> ('She is a doctor'), <i>Id-dar kbira</i> ('The house is big'). The pronouns are <i>jien</i>, <i>int</i>, <i>hu</i>, <i>hi</i>, <i>aħna</i>, <i>intom</i> and <i>huma</i>. With the greetings <i>Bonġu</i>, <i>Kif int?</i> and the reply <i>Tajjeb, grazzi</i>, a beginner can already introduce themselves and describe their family.",
            ),
        },
      },
    ],
  },
  {
    slug: "growing-tree-fruit-apples-pears-plums",
    discipline: "Pomology",
    title: "Tree Fruit for the Garden and Smallholding",
    description:
      "Planting an orchard is a decision that lasts thirty years, and this evening class gives new growers the science behind it: choosing rootstocks, planning for pollination, winter and summer pruning, thinning the crop and storing apples and pears over winter.",
    level: "beginner",
    duration: "10 weeks (one evening and two Saturday orchard visits)",
    plantedGap: "storing",
    modules: [
      {
        title: "Rootstocks Decide the Tree",
        description:
          "Matching the rootstock to the site and the space available is the first and least reversible choice an orchardist makes.",
        lesson: {
          title: "Why fruit trees are grafted, and which rootstock to buy",
          html:
            p(
              "Almost no apple, pear, plum or cherry tree is sold on its own roots. Seed does not come true, because these fruits are highly heterozygous, so a pip from a Cox's Orange Pippin produces a tree unlike its parent. Nurseries therefore graft or bud a piece of the chosen variety, the scion, onto a rootstock raised by layering or from cuttings. The variety determines the fruit; the rootstock determines the vigour and final size of the tree, how soon it crops, how well it anchors itself, and some of its tolerance of soils and diseases.",
              "Most apple rootstocks in use worldwide were selected at East Malling Research Station in Kent from the 1910s onward, later with the John Innes Institute at Merton, which gives them their M and MM names. The table shows the common ones with the approximate height of a free-standing tree on reasonable soil.",
            ) +
            "<table><tr><th>Rootstock</th><th>Vigour</th><th>Approx. height</th><th>Notes</th></tr><tr><td>M27</td><td>very dwarfing</td><td>1.5–2 m</td><td>for pots and step-overs; needs good soil and a permanent stake</td></tr><tr><td>M9</td><td>dwarfing</td><td>2–2.5 m</td><td>standard for commercial intensive orchards; brittle roots, must be staked</td></tr><tr><td>M26</td><td>semi-dwarfing</td><td>2.5–3 m</td><td>good garden bush tree; staking advised</td></tr><tr><td>MM106</td><td>semi-vigorous</td><td>3.5–4.5 m</td><td>tolerates poorer soils; the usual choice for half-standards</td></tr><tr><td>MM111 / M25</td><td>vigorous</td><td>4.5–6 m</td><td>traditional standard orchard trees, slow to crop</td></tr></table>" +
            p(
              "Dwarfing rootstocks bring trees into bearing in two or three years rather than six or more, and they put a larger share of the tree's dry matter into fruit, but their small root systems make them dependent on good soil, irrigation in dry summers and freedom from grass competition. On thin or sandy soil, growers often move one step up in vigour. Pears are usually grafted on quince, Quince A being moderately vigorous and Quince C slightly less so; some varieties such as Doyenné du Comice are incompatible with quince and need an interstock. Cherries, once too large for gardens, became practical small trees with the Gisela 5 rootstock from Germany.",
            ),
        },
      },
      {
        title: "Pollination Partners",
        description: "Which varieties will set fruit together, and why a Bramley needs two friends.",
        lesson: {
          title: "Flowering groups, triploids and self-fertility",
          html: p(
            "Most apples, most pears and many sweet cherries are self-incompatible: pollen from flowers of the same variety, or of any tree grafted from the same original seedling, cannot fertilise the ovules, because a genetic mechanism (gametophytic self-incompatibility, controlled by the S-locus) stops pollen tubes growing in the style. A tree will therefore set a useful crop only if insects bring pollen from a different, compatible variety that is flowering at the same time.",
            "To make this planning possible, nurseries and the Royal Horticultural Society place apple varieties in flowering groups, usually numbered from 1 (earliest) to 7 (latest). A variety is best partnered by one in the same group or an adjacent one, whose blossom will overlap its own. 'Egremont Russet' is in group 2, 'Cox's Orange Pippin' and 'Bramley's Seedling' in group 3, and 'Ellison's Orange' in group 4, so a Cox and an Egremont Russet will pollinate each other comfortably. An ornamental crab apple such as 'Golden Hornet' or 'John Downie' flowers over a long period and serves as a universal pollinator in many gardens.",
            "Triploid varieties, which have three sets of chromosomes instead of two, complicate the picture. Their pollen is largely sterile, so although they can be fertilised by a diploid partner, they cannot return the favour. 'Bramley's Seedling', 'Jonagold' and 'Blenheim Orange' are triploid. Anyone planting a Bramley therefore needs two diploid varieties in compatible groups: one to pollinate the Bramley and a second to pollinate the first. Some varieties are self-fertile and will crop alone, among them the plum 'Victoria', the cherries 'Stella' and 'Sunburst', and the pear 'Conference', which also sets seedless parthenocarpic fruit. Even these crop more heavily with a partner nearby. In town gardens, neighbours' trees within roughly 20 metres usually supply enough pollen, because honeybees and solitary bees forage widely.",
          ),
        },
      },
      {
        title: "Pruning and Thinning for Quality Fruit",
        description:
          "Winter cuts shape the tree; summer work and fruitlet thinning decide how large and regular next year's crop will be.",
        lesson: {
          title: "Spur bearers, tip bearers and the June drop",
          html:
            p(
              "Pruning has two aims: to build a strong framework of branches that lets light into the canopy, and to maintain a supply of young fruiting wood. Apples and pears are pruned mainly in winter, between leaf fall and bud burst, when the tree is dormant and its structure can be seen. Stone fruits are different. Plums, cherries and apricots are pruned in summer, while the tree is in active growth, because wounds made in winter are readily infected by silver leaf fungus (<i>Chondrostereum purpureum</i>) and bacterial canker.",
              "Before cutting an apple tree, find out where it carries its fruit. Most varieties are spur bearers, producing flower buds on short, stubby spurs on wood two years old or older; these tolerate the regular shortening of new shoots. Tip bearers, such as 'Worcester Pearmain' and 'Discovery', carry many of their flower buds at the ends of last year's shoots, so shortening every shoot removes the crop. For a young open-centre bush tree on MM106 the winter routine is:",
            ) +
            "<ul><li>remove dead, diseased and damaged wood, cutting back to healthy tissue;</li><li>take out branches that cross or crowd the centre;</li><li>shorten the leading shoot of each main branch by about a third, to an outward-facing bud;</li><li>leave well-placed side shoots on spur bearers, or shorten them to four to six buds to encourage spurs.</li></ul>" +
            p(
              "After flowering, trees shed many fruitlets naturally in the 'June drop'. Heavily laden trees still need thinning by hand once the drop is over, usually in late June or early July. For dessert apples, reduce each cluster to one or two fruits about 10–15 cm apart, removing the central 'king' fruit if it is misshapen; cooking apples are thinned to one fruit every 15–20 cm. Thinning increases fruit size and quality and, importantly, reduces biennial bearing, the habit of alternating a heavy crop with almost none.",
            ),
        },
      },
    ],
  },
  {
    slug: "podcast-production-first-episode",
    discipline: "Podcast production",
    title: "Making Your First Podcast",
    description:
      "Good podcasts are made with modest equipment and careful habits. Over six weeks participants choose and use a microphone, tame the room they record in, edit a spoken-word episode, master it to streaming loudness targets and publish it through an RSS feed to the major directories.",
    level: "beginner",
    duration: "6 weeks (one 3-hour workshop a week)",
    plantedGap: "RSS",
    modules: [
      {
        title: "Microphones and Mic Technique",
        description:
          "Participants compare dynamic and condenser microphones and learn where to put one in relation to a speaker's mouth.",
        lesson: {
          title: "Choosing and using a microphone for speech",
          html:
            p(
              "A microphone converts changes in air pressure into an electrical signal. The two types that matter for podcasting work differently. A dynamic microphone, such as the Shure SM58 or SM7B, uses a light diaphragm attached to a coil of wire moving in a magnetic field; it needs no power, is robust, and is relatively insensitive, so it picks up the nearby voice strongly and the distant room weakly. A condenser microphone uses a diaphragm that forms one plate of a capacitor; it needs phantom power (usually 48 V from the interface), is more sensitive and captures more detail, but also captures more of the room, the computer fan and the traffic outside. In an untreated spare bedroom, a dynamic microphone nearly always gives the cleaner result.",
              "Most podcast microphones have a cardioid polar pattern: they are most sensitive at the front, less at the sides and least at the back. Point the back of the microphone at the noisiest thing in the room. Directional microphones also show the proximity effect, an increase in bass as the source comes closer, which can make a voice warm at 5 cm and boomy at 2 cm.",
            ) +
            "<ul><li>Speak from about 5–15 cm (a hand's width) away and keep that distance constant.</li><li>Speak slightly across the capsule, not straight into it, to reduce plosives on 'p' and 'b'.</li><li>Use a pop filter or foam windscreen, and a stand or boom arm rather than holding the microphone.</li><li>Give each speaker their own microphone; sharing one across a table captures the room instead of the voices.</li></ul>" +
            p(
              "A USB microphone contains its own preamplifier and converter and plugs straight into a computer, which is simple for a solo show. An XLR microphone needs an audio interface, which costs more but allows better microphones, several inputs and independent gain for each guest. Whichever is chosen, wear closed-back headphones while recording so that you hear what the microphone hears.",
            ),
        },
      },
      {
        title: "The Room and the Recording",
        description:
          "Soft furnishings, gain staging and a minute of silence: getting a clean file before any editing starts.",
        lesson: {
          title: "Room acoustics, levels and file settings",
          html: p(
            "Listeners forgive a modest microphone far more readily than an echoing room. Hard parallel surfaces such as bare walls, windows and desks reflect sound, and these reflections arrive at the microphone a few milliseconds after the direct voice, making speech sound distant and hollow. The cure for speech recording is absorption close to the speaker: record in a room with carpet, curtains, a sofa and full bookshelves, hang a duvet behind the microphone, or sit facing into an open wardrobe full of clothes. Thin foam tiles stuck on a wall absorb only high frequencies and do little for the low-mid boominess of a small room.",
            "Gain staging means setting the input level so that the recording is loud enough to stay well above the noise floor but never reaches the maximum the converter can represent, 0 dBFS (decibels relative to full scale). Anything that would exceed 0 dBFS is clipped, producing distortion that no editing can remove. With 24-bit recording there is ample headroom, so aim for normal speech peaking between about −18 and −10 dBFS, with laughter and emphasis still comfortably below −6 dBFS. Ask each guest to speak at their loudest during a sound check and set their gain from that.",
            "Record at a sample rate of 48 kHz, the video and broadcast standard, or 44.1 kHz, and a bit depth of 24 bits, saving uncompressed WAV files; compression to MP3 happens only at the very end. Before the conversation starts, record 30 seconds of everyone sitting silently. This 'room tone' later fills gaps in the edit and gives noise-reduction software a profile of the background. For remote interviews, a 'double-ender', in which each participant records their own microphone locally and sends the file afterwards, avoids the dropouts and compression of an internet call; online platforms such as Riverside and Zencastr automate this.",
          ),
        },
      },
      {
        title: "Editing and Mastering to Loudness Targets",
        description:
          "Here we cut the conversation into an episode and make it sound consistent on every listener's phone.",
        lesson: {
          title: "From raw tracks to a finished episode",
          html:
            p(
              "Editing spoken word is mostly subtraction. Work non-destructively in a multitrack editor such as Audacity, Reaper, Hindenburg or Adobe Audition, keeping each speaker on a separate track. Remove false starts, long digressions and technical interruptions first; then tighten pauses and remove distracting 'ums' sparingly, since cutting every one makes a speaker sound robotic. Cut at zero crossings or apply short crossfades of 5–10 ms to avoid clicks, and fill any gap with room tone rather than digital silence.",
              "A typical processing chain for each voice track follows a fixed order:",
            ) +
            "<ol><li>a high-pass filter at about 80 Hz to remove rumble and handling noise;</li><li>gentle noise reduction using the room-tone profile, if needed;</li><li>equalisation, for example a small cut around 200–400 Hz for boominess;</li><li>a de-esser to tame harsh 's' sounds;</li><li>compression at a ratio of about 3:1 with 3–6 dB of gain reduction to even out loud and quiet passages.</li></ol>" +
            p(
              "Perceived loudness is measured in LUFS (loudness units relative to full scale), defined in ITU-R BS.1770 and used by the EBU R 128 broadcast recommendation, which sets −23 LUFS for television. Podcasts are heard on phones in noisy places and are mastered louder. Apple's published guidance is an integrated loudness of −16 LUFS, with a tolerance of ±1 dB, and a true peak no higher than −1 dBTP; many producers use −16 LUFS for stereo and −19 LUFS for mono files. A loudness meter or a normalisation tool applies the gain and a true-peak limiter catches the occasional peak. Finally, export an MP3 at 128 kbps mono or 192 kbps stereo, and listen to the whole file on earbuds before release.",
            ),
        },
      },
    ],
  },
  {
    slug: "glass-engraving-point-and-burr",
    discipline: "Glass engraving",
    title: "Glass Engraving: Diamond Point and Rotary Tool",
    description:
      "Weekend workshop in decorating glass by hand, suitable for people who have never held an engraving tool: glass types and safe working, drawing a design onto a curved surface, diamond-point line and stipple, engraving with a rotary tool and diamond burrs, and sandblasting through a resist.",
    level: "beginner",
    duration: "two weekends (four 6-hour days)",
    plantedGap: "sandblasting",
    modules: [
      {
        title: "Glass, Safety and Transferring a Design",
        description:
          "What is the difference between crystal and ordinary glass under the tool, and how do we get a drawing onto a goblet?",
        lesson: {
          title: "Choosing glass and preparing to engrave",
          html: p(
            "Engraving removes or fractures a tiny amount of the glass surface so that it scatters light instead of transmitting it; the mark therefore reads as white or grey against the clear body, and it shows best against a dark background. How easily the surface yields, and how bright the mark appears, depends on the glass. Ordinary soda-lime glass, used for most tumblers and bottles, is hard and rather brittle and gives a slightly grey mark. Lead crystal, in which lead oxide replaces part of the lime (full lead crystal contains at least 30 per cent PbO under the old European directive), is softer, heavier and more refractive, and an engraved line on it looks whiter and more sparkling. Borosilicate glass is harder still and less rewarding for beginners. Choose pieces with walls at least 2–3 mm thick and without internal stress; cheap, thin glasses may crack under a rotary tool.",
            "Safety is simple but not optional. Engraving produces fine glass dust, and crystalline silica is a respiratory hazard, so work wet wherever the method allows, wipe rather than blow dust away, and wear a well-fitting FFP3 mask for dry rotary work. Eye protection is essential with powered tools, and a rubber mat or folded towel under the glass stops it rolling and cushions the inevitable slip.",
            "Design transfer is the engraver's equivalent of sketching. On a flat panel the drawing can be placed behind the glass and traced. A curved goblet is harder: either draw directly on the outer surface with a water-soluble felt pen or a fine brush and white poster paint, or place a paper template inside the bowl, cutting darts into the paper so that it lies flat against the curve. Keep designs simple at first, for example a single leafy branch, an initial or a bird in silhouette, and mark areas to be shaded with light hatching so that you know where tone will go.",
          ),
        },
      },
      {
        title: "Line and Stipple with the Diamond Point",
        description:
          "In this module we engrave by hand, building images from scratched lines and from thousands of tapped dots.",
        lesson: {
          title: "Diamond-point engraving and the stipple tradition",
          html:
            p(
              "The oldest of the hand techniques uses a point of diamond or tungsten carbide set in a pencil-like holder. Diamond, at 10 on the Mohs scale, easily scratches glass, which sits at about 5.5, and a sharp point drawn across the surface leaves a fine white line. Diamond-point line engraving was practised in Venice in the sixteenth century and flourished in the Netherlands in the seventeenth, where amateurs such as Anna Roemers Visscher decorated glasses with calligraphy and flowers. Lines should be built up with several light strokes rather than one heavy one, because excess pressure lifts chips from the edges and leaves a ragged line.",
              "Stipple engraving creates an image from dots instead of lines. The point is tapped gently against the glass, by hand or with a small hammer, each tap bruising a minute spot. Where dots are dense the glass appears bright; where they are sparse it stays dark, so highlights are stippled and shadows left clear, like a photographic negative in reverse. The technique was perfected in the Netherlands in the eighteenth century by Frans Greenwood and later David Wolff, and in England it was revived in the twentieth century by Laurence Whistler, whose engraved windows and goblets made stipple widely known.",
            ) +
            "<ul><li>Hold the point almost vertical for stipple and at about 45° for line work.</li><li>Work from the lightest highlights outward, checking the effect against a black cloth.</li><li>Practise gradation on a scrap panel: a 2 cm square from dense to no dots.</li><li>Rest the hand on a soft support so that the wrist, not the fingers, controls pressure.</li></ul>" +
            p(
              "Stipple is slow, and a postcard-sized image can take many hours, but it gives the most delicate tones that glass engraving can achieve, and it needs no electricity and makes very little dust.",
            ),
        },
      },
      {
        title: "Engraving with a Rotary Tool",
        description:
          "Flexible-shaft drills and diamond burrs bring speed, depth and texture, at the cost of greater care.",
        lesson: {
          title: "Burrs, speeds and strokes",
          html: p(
            "Powered engraving uses a small high-speed rotary tool, either a hand-held unit of the Dremel type or, better for fine work, a pendant motor with a flexible shaft and a light handpiece. The cutting is done by burrs: steel shanks coated with diamond grit, or shaped stones of silicon carbide or aluminium oxide. Diamond burrs come in many profiles, including balls, cylinders, cones, inverted cones and flame shapes, and in grits from coarse to very fine. A ball burr of 1–2 mm makes soft lines and shading; a fine cone or needle makes crisp outlines; a cylinder used on its side smooths broad areas.",
            "Speed matters more than force. Diamond burrs cut well at roughly 10,000 to 25,000 revolutions per minute, and the burr should be allowed to do the work with only the weight of the handpiece behind it. Pressing harder overheats the glass locally and can start a crack, and it wears the diamond coating quickly. Keeping the burr and surface wet, with a drip, a sponge or a brush dipped in water every few seconds, cools the cut, prolongs burr life and holds the dust in a slurry.",
            "Rotary engraving gives more depth and a range of textures that hand points cannot. Short circular movements with a ball burr produce a soft matt area; parallel strokes with a cone suggest fur or grass; a fine burr stippled lightly mimics diamond-point dots. Because the cut is irreversible, work from light to dark as in stipple: lay in the palest areas first and deepen selectively. A classic exercise is a feather, engraved with one central shaft line and rows of curved barbs, which teaches control of stroke direction. When the piece is finished, wash it in warm soapy water, dry it, and examine it against a dark background, since residues and grease hide faults that show once the glass is displayed.",
          ),
        },
      },
    ],
  },
  {
    slug: "auction-house-practice-saleroom-basics",
    discipline: "Auction house practice",
    title: "Inside the Saleroom: Auction Practice for New Staff",
    description:
      "Regional salerooms and international houses alike run on the same routines, and this short course walks new staff through them: taking in consignments and setting estimates and reserves, cataloguing and condition reports, conducting the sale from the rostrum, the buyer's premium, and the Artist's Resale Right.",
    level: "beginner",
    duration: "5 days (full-time induction)",
    plantedGap: "Artist's Resale Right",
    modules: [
      {
        title: "Consignment, Estimates and Reserves",
        description:
          "Every lot starts as an agreement with a seller; new staff learn what that agreement contains and how the figures on it are set.",
        lesson: {
          title: "Taking in a lot",
          html:
            p(
              "An auction house normally sells as agent for the seller, or consignor, not as owner of the goods. When an object arrives, a specialist identifies it, checks that the consignor is entitled to sell it, and records the terms in a consignment agreement, which incorporates the house's published conditions of business. Due diligence at this stage includes proof of identity under the anti-money-laundering rules that apply to art market participants, provenance questions, and checks of stolen-art databases such as the Art Loss Register for higher-value lots.",
              "The specialist then gives an estimate, a low and high figure such as £800–1,200, representing the range in which the hammer price is expected to fall. Estimates are judged from comparable results, condition, rarity and current demand, and are deliberately kept attractive to draw bidders. The seller may also set a reserve, a confidential minimum below which the lot will not be sold. By near-universal convention the reserve may not exceed the low estimate, so in our example it could be £800 but not £900. A lot that fails to reach its reserve is 'bought in', that is, left unsold and returned or re-offered.",
              "The seller pays commission on the hammer price, together with charges that the agreement spells out. A typical calculation looks like this:",
            ) +
            "<table><tr><th>Item</th><th>Amount</th></tr><tr><td>Hammer price</td><td>£1,000</td></tr><tr><td>Seller's commission at 15%</td><td>−£150</td></tr><tr><td>VAT at 20% on commission</td><td>−£30</td></tr><tr><td>Lot fee and insurance (1.5%)</td><td>−£15</td></tr><tr><td>Net proceeds to seller</td><td>£805</td></tr></table>" +
            p(
              "New staff should never give an estimate over the telephone for something they have not seen, and should never promise a result. An estimate is an opinion, and conditions of business say so expressly.",
            ),
        },
      },
      {
        title: "Cataloguing and Condition",
        description: "A catalogue entry makes claims a buyer may rely on, so its wording follows strict conventions.",
        lesson: {
          title: "Writing the catalogue entry and the condition report",
          html:
            p(
              "The catalogue is both a marketing document and a statement of what the house believes each lot to be. A standard entry gives the lot number, the attribution or maker, a title or description, the date, the medium and materials, dimensions (height before width, in centimetres with inches in brackets), any signature, inscription or marks, provenance, exhibition history and literature, and the estimate. Because buyers rely on attributions, houses publish a glossary that gives each form of words a fixed meaning. The conventions for pictures are widely shared:",
            ) +
            "<ul><li><b>Full name</b> (e.g. 'John Constable'): in the house's opinion a work by the artist.</li><li><b>Attributed to</b>: probably by the artist, but with less certainty.</li><li><b>Studio of / Workshop of</b>: executed in the artist's studio, possibly under supervision.</li><li><b>Circle of</b>: by an unidentified hand closely associated with the artist, of the period.</li><li><b>Follower of / Manner of</b>: in the artist's style, but later or by an unrelated hand.</li><li><b>After</b>: a copy of a known work by the artist.</li></ul>" +
            p(
              "A condition report describes the physical state of a lot in neutral, specific terms: 'a 2 cm hairline crack to the rim at 3 o'clock, rim chip restored', not 'some damage'. The cataloguer examines the object in good light, with a loupe and an ultraviolet lamp where restoration might fluoresce differently from original surfaces, and notes repairs, losses, replacements and alterations. Most houses provide condition reports on request and include a statement that the absence of a report does not imply that a lot is free from defects. Under UK consumer law, goods sold at a public auction that individuals can attend in person are largely excluded from the statutory rights that apply to ordinary retail sales, which makes honest cataloguing all the more important to the house's reputation.",
            ),
        },
      },
      {
        title: "On the Rostrum and After the Hammer",
        description:
          "How the sale itself is conducted, and how the buyer's invoice is worked out once the hammer falls.",
        lesson: {
          title: "Conducting the sale and settling accounts",
          html: p(
            "In English law the sale of each lot is completed when the auctioneer announces its completion by the fall of the hammer, or in another customary manner; until then any bidder may withdraw their bid (Sale of Goods Act 1979, section 57). The auctioneer takes bids from the room, from telephone bidders represented by staff, from commission (absentee) bids left in advance, and from online platforms. Bidding proceeds in increments of roughly ten per cent, for example in steps of £50 between £500 and £1,000 and of £100 from £1,000 to £2,000. The auctioneer must not take a bid from the seller unless the right to bid has been reserved and notified, but conditions of sale generally allow the auctioneer to bid on the seller's behalf up to, but not above, the reserve. These are the 'bids off the book' or 'off the wall' that open many lots.",
            "Good rostrum practice means announcing the lot number clearly, starting below the low estimate, acknowledging each new bidder, and stating the current bid and where it lies ('with you, sir, in the room', 'on the telephone', 'online'). Before the hammer falls the auctioneer gives a fair warning, and the clerk records the lot number, hammer price and buyer's paddle number.",
            "The buyer pays the hammer price plus a buyer's premium, a percentage charged by the house, which in the UK is commonly between 20 and 30 per cent. Where the house uses the VAT margin scheme for goods from private sellers, VAT is charged on the premium but not on the hammer price. A lot hammered at £1,000 with a 25 per cent premium therefore costs the buyer £1,000 + £250 + £50 VAT = £1,300, before any online bidding surcharge or shipping. Payment is usually due within a few working days, and the house releases the lot only once cleared funds are received, then pays the seller after a settlement period, often around 35 days after the sale.",
          ),
        },
      },
    ],
  },
];
