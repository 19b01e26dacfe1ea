/** Thirty-first held-out evaluation courses, beginner level (Georgian to ichthyology); see ai-courses-heldout31.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT31_A: EvalCourse[] = [
  {
    slug: "georgian-from-the-alphabet-up",
    discipline: "Georgian language",
    title: "Georgian from the Alphabet Up",
    description:
      "Georgian, the Kartvelian language of the South Caucasus, is taught here from zero: the thirty-three letters of the Mkhedruli script, ejective consonants and long consonant clusters, everyday greetings with the present tense of regular verbs, and counting in the vigesimal system.",
    level: "beginner",
    duration: "one semester (3 hours a week)",
    plantedGap: "vigesimal",
    modules: [
      {
        title: "Mkhedruli: a Script of Thirty-Three Letters",
        description:
          "You will learn to read and write every letter of the modern Georgian alphabet in the first three weeks.",
        lesson: {
          title: "Reading Mkhedruli",
          html: p(
            "Modern Georgian is written in Mkhedruli (მხედრული), the third of the three Georgian scripts after Asomtavruli and Nuskhuri. It has thirty-three letters in current use, and it is close to a perfect phonemic alphabet: each letter stands for one sound and each sound is written with one letter, so once the letters are learned any word can be pronounced correctly. There is no distinction between capital and small letters in ordinary writing, although a capital-like form called Mtavruli is used in headings and on signs.",
            "Mkhedruli letters sit on a four-line system, like English handwriting. Some letters occupy only the middle band (ა <i>a</i>, ე <i>e</i>, ი <i>i</i>, ო <i>o</i>, უ <i>u</i>), some rise above it (ბ <i>b</i>, დ <i>d</i>), some fall below it (ყ <i>q'</i>, ფ <i>p</i>) and a few do both (ლ <i>l</i>, ჭ <i>ch'</i>). Because height is distinctive, learners should copy letters on lined paper from the start rather than on blank sheets.",
            "The vowel system is small and stable: five vowels, a, e, i, o and u, always pronounced clearly and never reduced as English vowels are in unstressed syllables. Stress is weak and usually falls on the first syllable of a word, so it rarely troubles comprehension. A sensible order for learning is to take the five vowels first, then the consonants that resemble nothing familiar, and to read real words from the first day: მამა <i>mama</i> ('father'), დედა <i>deda</i> ('mother'), სახლი <i>sakhli</i> ('house'), წიგნი <i>ts'igni</i> ('book').",
            "Notice that most nouns in the dictionary form end in <i>-i</i>, which is the nominative case ending after a consonant: <i>sakhl-i</i>. Nouns ending in a vowel, like <i>mama</i>, take no ending. This small fact will matter as soon as you begin building sentences, because Georgian has seven cases and the ending is where they show.",
          ),
        },
      },
      {
        title: "Ejectives and Consonant Clusters",
        description:
          "Georgian contrasts three kinds of stop consonant and piles consonants together, and this module trains both the ear and the mouth.",
        lesson: {
          title: "Three kinds of k, and words like gvprtskvni",
          html:
            p(
              "English has two series of stops: voiced (b, d, g) and voiceless (p, t, k). Georgian has three. Beside voiced and aspirated voiceless stops it has a series of ejectives, made by closing the glottis, raising the larynx to compress the air in the mouth, and then releasing the oral closure with a sharp pop. No air from the lungs is involved. The ejectives are conventionally transliterated with an apostrophe.",
            ) +
            "<table><tr><th>Voiced</th><th>Aspirated</th><th>Ejective</th></tr><tr><td>ბ b</td><td>ფ p</td><td>პ p'</td></tr><tr><td>დ d</td><td>თ t</td><td>ტ t'</td></tr><tr><td>გ g</td><td>ქ k</td><td>კ k'</td></tr><tr><td>ძ dz</td><td>ც ts</td><td>წ ts'</td></tr><tr><td>ჯ j</td><td>ჩ ch</td><td>ჭ ch'</td></tr></table>" +
            p(
              "The contrast changes meaning. ქარი <i>kari</i> means 'wind', but კარი <i>k'ari</i> means 'door'. There is also a uvular ejective ყ <i>q'</i>, made further back, as in ყავა <i>q'ava</i> ('coffee'). A good exercise is to whisper the ejective first: because it needs no breath, a correctly made <i>k'</i> sounds equally loud whispered or voiced.",
              "Georgian is also famous for its consonant clusters. Words begin with sequences of four, five or more consonants, such as მწვრთნელი <i>mts'vrtneli</i> ('trainer') and the often quoted გვფრცქვნი <i>gvprtskvni</i> ('you are peeling us'). Speakers do not insert vowels between them. Many clusters follow a pattern called harmonic clusters, in which a front consonant is followed by a back one of the same series: <i>bg</i>, <i>tk</i>, <i>t'k'</i>, as in ტკბილი <i>t'k'bili</i> ('sweet'). Practise them slowly, one consonant at a time, then speed up until the cluster runs as a single gesture. Recording yourself and comparing with a native speaker is the quickest check, because learners tend to hear their own inserted vowels only on playback.",
            ),
        },
      },
      {
        title: "Greetings and the Present Tense",
        description: "Short conversations introduce the first verbs and the person markers that attach to them.",
        lesson: {
          title: "Gamarjoba: saying hello and describing what you do",
          html:
            p(
              "The everyday greeting is გამარჯობა <i>gamarjoba</i>, literally 'victory', answered with გაგიმარჯოს <i>gagimarjos</i> ('may you be victorious'). Other basic phrases are <i>rogor khar?</i> ('how are you?', to one friend), <i>rogor brdzandebit?</i> (the polite form), <i>k'argad</i> ('well'), <i>madloba</i> ('thank you') and <i>nakhvamdis</i> ('goodbye'). The polite form addresses one person with the plural, much as French uses <i>vous</i>.",
              "The verb 'to be' in the present is irregular but short: <i>var</i> ('I am'), <i>khar</i> ('you are'), <i>aris</i> ('he/she is', often shortened to the enclitic <i>-a</i>). So <i>me st'udent'i var</i> means 'I am a student', and <i>is masts'avlebelia</i> means 'she is a teacher'. Georgian has no grammatical gender at all; the pronoun <i>is</i> covers 'he', 'she' and 'it'.",
              "Regular verbs show the subject with markers on the verb. In the present tense of a verb like <i>ts'era</i> ('writing'), the first person takes a prefix <i>v-</i>, the second person takes nothing, and the third person singular takes a suffix <i>-s</i>:",
            ) +
            "<ul><li><i>vts'er</i>, 'I write'</li><li><i>ts'er</i>, 'you write'</li><li><i>ts'ers</i>, 'he or she writes'</li><li><i>vts'ert</i>, 'we write' (plural suffix <i>-t</i>)</li></ul>" +
            p(
              "Because the verb carries the person, subject pronouns are usually dropped: <i>ts'erili vts'er</i>, 'I am writing a letter'. Word order is flexible, though subject, object, verb is common in neutral sentences. Learners should memorise each new verb with its third person form, since that is the form under which many dictionaries and teachers cite it. Questions need no change of word order: a rising intonation turns <i>st'udent'i khar</i> ('you are a student') into 'are you a student?', and the answer is <i>k'i</i> ('yes') or <i>ara</i> ('no'). Politeness is also marked in the answer: <i>diakh</i> is the respectful 'yes' used to elders and strangers.",
            ),
        },
      },
    ],
  },
  {
    slug: "plasterboard-taping-and-jointing",
    discipline: "Drywall finishing",
    title: "Plasterboard Taping and Jointing",
    description:
      "Plasterboard walls become paint-ready through a sequence of coats, and this twelve-week evening class works through it step by step: joint tapes and compounds, taping flat seams and inside corners, fixing corner bead on external angles, and feathering, sanding and the recognised levels of finish.",
    level: "beginner",
    duration: "twelve weeks (one 3-hour evening a week)",
    plantedGap: "corner bead",
    modules: [
      {
        title: "Tapes, Compounds and Tools",
        description:
          "What is in the bucket and the bag, and why the choice matters before the first knife touches the wall.",
        lesson: {
          title: "Choosing tape and compound",
          html: p(
            "Joint compound, or 'mud', comes in two families. Drying-type compounds are sold premixed in buckets and harden as their water evaporates. They are easy to sand and give a long working time, but a thick coat can take a day or more to dry and shrinks as it does so. Within this family, taping compound is strongest and best for bedding tape, topping compound is softer and sands easily, and all-purpose compound is a compromise for both jobs. Setting-type compounds, often called 'hot mud', are powders mixed with water on site. They harden by a chemical reaction, the rehydration of calcium sulphate hemihydrate back to gypsum, so they set in a fixed time printed on the bag, typically 5, 20, 45 or 90 minutes, regardless of humidity, and shrink very little.",
            "Two tapes are in common use. Paper tape is strong, does not stretch, and has a centre crease that makes it easy to fold for internal angles; it must be bedded in a layer of compound. Self-adhesive glass-fibre mesh tape sticks straight onto the board and is quick to apply, but it is less resistant to cracking, and manufacturers recommend covering it with a setting-type compound rather than a drying one.",
            "The basic kit is modest: a 150 mm taping knife for bedding tape, 250 mm and 300 mm finishing knives for wider coats, a hawk or mud pan to carry compound, a mixing paddle for a drill, a utility knife, and a sanding sponge or pole sander. Keep knives clean and their edges straight, because a nicked blade leaves a ridge in every pass. Mix premixed compound briefly before use, thinning it with a little clean water for the bedding coat, and never mix old, partly set compound into a fresh batch, since it shortens the working time and leaves lumps.",
          ),
        },
      },
      {
        title: "Taping Flat Joints and Internal Angles",
        description:
          "Each kind of joint is bedded, filled and finished in turn, with tapered edges first and butt joints after.",
        lesson: {
          title: "The bedding coat",
          html:
            p(
              "Plasterboard has two kinds of edge. The long edges are tapered, leaving a shallow recess when two boards meet, and the tape and compound fill that recess so the finished joint lies flush with the board faces. The short cut or factory ends are square, so joints between them, called butt joints, have no recess; the compound must be feathered out much wider, often 400 to 600 mm in total, so the slight hump is invisible under paint.",
              "The sequence for a flat tapered joint runs as follows:",
            ) +
            "<ul><li>Check that screw heads sit just below the paper surface without tearing it, and spot them with compound.</li><li>Load the 150 mm knife and lay a band of compound about 3 mm thick along the joint.</li><li>Centre the paper tape over the joint and press it in, drawing the knife along at a low angle to squeeze out excess compound from behind the tape. Too little compound beneath causes blisters; too much leaves a ridge.</li><li>Skim a thin layer over the tape, then leave it to dry or set fully.</li><li>Apply a fill coat with a 250 mm knife, and a final finishing coat with a 300 mm knife, each wider than the last.</li></ul>" +
            p(
              "Internal angles, where two walls or a wall and ceiling meet, use paper tape folded along its crease. Apply compound to both faces of the angle, press the folded tape in, and smooth one side at a time so the knife does not drag the freshly finished face. An angle tool or a corner trowel speeds this up. At the finishing stage, coat only one face of an internal angle per visit and let it dry before doing the other, so that the knife has a firm edge to ride against.",
            ),
        },
      },
      {
        title: "Feathering, Sanding and Levels of Finish",
        description:
          "The final coats decide whether a wall looks flat under a low raking light, and here we learn how to judge and specify that result.",
        lesson: {
          title: "From the fill coat to a Level 5 surface",
          html:
            p(
              "Feathering is the art of thinning compound to nothing at its edges. Hold the finishing knife at a low angle, press harder on the outer edge of the blade than on the edge over the joint, and draw it in one continuous pass. The aim is a coat that is thickest over the joint and tapers so gradually into the board that neither eye nor hand can find where it ends.",
              "Sanding removes ridges and knife marks, not bulk. Use a fine abrasive, typically 120 to 150 grit on a sponge or a 220-grit mesh, with light pressure and a flat block or pole sander. Never sand into the paper face of the board or into the tape, since scuffed paper raises a fuzz that shows through paint. Drywall dust is fine gypsum and calcium carbonate, so wear an FFP2 or FFP3 respirator, and prefer dust-extracted sanders or wet sponging in occupied buildings.",
              "The industry describes the finished quality in levels, first set out by the Gypsum Association in document GA-214 and widely used in specifications:",
            ) +
            "<table><tr><th>Level</th><th>Treatment</th><th>Typical use</th></tr><tr><td>0</td><td>No taping</td><td>Temporary work</td></tr><tr><td>1</td><td>Tape bedded in joints only</td><td>Ceiling voids, areas out of view</td></tr><tr><td>2</td><td>Tape bedded and skimmed, screws spotted</td><td>Behind tiles, garages</td></tr><tr><td>3</td><td>Plus one further coat on joints</td><td>Walls to receive heavy texture</td></tr><tr><td>4</td><td>Plus two further coats, sanded</td><td>Most painted walls, matt finishes</td></tr><tr><td>5</td><td>Level 4 plus a thin skim over the whole surface</td><td>Gloss paint or critical lighting</td></tr></table>" +
            p(
              "Critical lighting means light that strikes the wall at a shallow angle, such as a window beside a long corridor. Under it, even a Level 4 joint can show as a shadow, which is why Level 5 exists.",
            ),
        },
      },
    ],
  },
  {
    slug: "training-the-nose-perfume-foundations",
    discipline: "Perfumery",
    title: "Training the Nose: Perfume Foundations",
    description:
      "Perfume is built from volatile materials that evaporate at different rates, and this ten-week studio class trains the nose on them through smelling strips and dilution, the olfactory families, the pyramid of top, heart and base notes, and the IFRA standards that restrict allergens and sensitisers.",
    level: "beginner",
    duration: "ten weeks (one 2.5-hour studio session a week)",
    plantedGap: "IFRA",
    modules: [
      {
        title: "How a Perfumer Smells",
        description:
          "Before composing anything, students learn to dilute materials, use blotters properly and keep notes their future selves can read.",
        lesson: {
          title: "Dilutions, blotters and a smelling notebook",
          html: p(
            "Raw perfumery materials are rarely smelled neat. Many are so intense undiluted that their character is distorted, and some are skin sensitisers. The perfumer therefore keeps working dilutions, usually 10 per cent and 1 per cent by weight, in perfumer's alcohol (denatured ethanol) or in dipropylene glycol, which is odourless and evaporates slowly. Very powerful materials such as some aldehydes or indole are kept at 0.1 per cent.",
            "Smelling is done on blotters, also called smelling strips or <i>mouillettes</i>: narrow strips of absorbent paper. Dip about one centimetre of the strip into the dilution, write the name and time on the dry end, and wave it briefly so that the solvent flashes off. Hold it a few centimetres below the nose and take short, gentle sniffs rather than one long inhalation. Then put it aside and smell it again after fifteen minutes, after an hour, after six hours and the next day. A material changes as its lighter components evaporate, and this evolution is part of what you must learn.",
            "The nose tires quickly. After a few minutes of continuous exposure to one odour, sensitivity to it drops sharply, an effect called olfactory adaptation. The popular remedy of sniffing coffee beans has little evidence behind it; the practical cure is a short break in fresh air, or smelling the back of your own hand, which provides a neutral reference.",
            "Finally, write everything down. A good entry names the material, its dilution, its source, the time since dipping, and your description in plain words: 'green, cut stems, slightly metallic' is more useful than 'nice'. Over ten weeks these notes become a personal dictionary, and comparing your words with a classmate's is one of the quickest ways to sharpen the vocabulary on which composition depends.",
          ),
        },
      },
      {
        title: "The Olfactory Families",
        description:
          "What makes a chypre a chypre? The main families are smelled side by side and placed on a fragrance wheel.",
        lesson: {
          title: "Citrus, floral, chypre, fougère, amber, woody",
          html:
            p(
              "Perfumers and retailers group fragrances into families according to their dominant character. The best-known scheme is Michael Edwards' Fragrance Wheel, first published in 1983, which arranges families in a circle so that neighbours blend naturally: floral shades into soft floral and amber, amber into woody, woody into fresh. Six classic families cover most of the ground:",
            ) +
            "<ul><li><b>Citrus</b> (or hesperidic): bergamot, lemon, orange, grapefruit; bright and short-lived, the base of the eau de cologne.</li><li><b>Floral</b>: rose, jasmine, tuberose, lily of the valley, either as a single flower (soliflore) or a bouquet.</li><li><b>Chypre</b>: a contrast of citrus top with a mossy, woody base of oakmoss, labdanum and patchouli, named after François Coty's <i>Chypre</i> of 1917.</li><li><b>Fougère</b>: 'fern', a fantasy accord of lavender, coumarin and oakmoss, dating from Houbigant's <i>Fougère Royale</i> of 1882 and central to men's fragrance.</li><li><b>Amber</b> (formerly 'oriental'): warm and resinous, with vanilla, benzoin, labdanum and spices.</li><li><b>Woody</b>: cedarwood, sandalwood, vetiver and modern woody synthetics.</li></ul>" +
            p(
              "Some schemes add gourmand (edible notes such as ethyl maltol and vanillin) and aromatic families. The purpose of families is not rigid taxonomy but communication: a brief that asks for 'a modern chypre without oakmoss' is immediately meaningful to a trained perfumer. In class, smell one reference fragrance from each family on strips, describe it, and try to name its family blind before the label is revealed. Expect disagreement at the borders: many successful fragrances sit between two families, such as a floral chypre or a woody amber, and retailers and perfumers do not always file them in the same place. Learning why a reference was classified as it was is more useful than memorising the classification itself.",
            ),
        },
      },
      {
        title: "Top, Heart and Base",
        description:
          "Materials are sorted by how long they last on a strip, and the first simple accords are built from that knowledge.",
        lesson: {
          title: "Volatility and the note pyramid",
          html: p(
            "A perfume is usually described as a pyramid of three tiers. Top notes are the most volatile materials and dominate the first minutes: citrus oils, rich in limonene, and light herbal notes such as lavender and mint. Heart or middle notes emerge after ten to thirty minutes and carry the main theme for several hours: rose, jasmine, geranium, spices. Base notes are the least volatile and can persist on a blotter for days: sandalwood, vetiver, patchouli, vanillin, musks and resins. The division is a simplification, since every material evaporates continuously, but it describes what the wearer experiences over time.",
            "Volatility depends mainly on molecular weight and polarity. Small molecules such as limonene (C<sub>10</sub>H<sub>16</sub>) evaporate quickly; larger ones like the macrocyclic musks barely move. Base materials also act as fixatives, slowing the evaporation of lighter materials dissolved in them and holding a composition together.",
            "The concentration of aromatic material in the finished product gives the familiar trade names. Parfum or extrait usually contains about 20 to 30 per cent, eau de parfum 15 to 20, eau de toilette 5 to 15, and eau de cologne 2 to 4 per cent, the balance being ethanol and a little water.",
            "The first building block of composition is the accord, a blend of two or more materials that smells like a new, single whole. Jean Carles, the Grasse teacher of the mid-twentieth century, had students make pairs in a series of ratios, for example bergamot and vanillin at 9:1, 8:2 and so on to 1:9, and smell all nine blotters in order. One ratio usually reads as a balanced accord in which neither material dominates. Repeating this with many pairs is slow, but it builds the memory that later lets a perfumer predict a blend before weighing it.",
          ),
        },
      },
    ],
  },
  {
    slug: "crowdfunding-a-first-campaign",
    discipline: "Crowdfunding",
    title: "Crowdfunding a First Campaign",
    description:
      "Pre-selling a product or raising money for a cause through many small pledges works only with preparation. This six-week online course walks a first-time creator through choosing a platform and funding model, setting a realistic goal, designing reward tiers, producing the campaign video, and running the launch and its first 48 hours.",
    level: "beginner",
    duration: "six weeks (online, about 4 hours a week)",
    plantedGap: "campaign video",
    modules: [
      {
        title: "Platforms and Funding Models",
        description:
          "Reward, donation, equity and lending platforms work differently, and choosing the wrong one sinks a campaign before it starts.",
        lesson: {
          title: "Four models of crowdfunding",
          html:
            p(
              "Crowdfunding means raising money from a large number of people, each contributing a small amount, usually through an online platform. Four models are in common use, and they differ in what the backer receives and in how heavily they are regulated.",
            ) +
            "<table><tr><th>Model</th><th>Backer receives</th><th>Examples</th></tr><tr><td>Reward</td><td>A product, experience or thank-you</td><td>Kickstarter, Indiegogo</td></tr><tr><td>Donation</td><td>Nothing material</td><td>GoFundMe, JustGiving</td></tr><tr><td>Equity</td><td>Shares in the company</td><td>Crowdcube, Wefunder</td></tr><tr><td>Lending</td><td>Repayment with interest</td><td>Funding Circle, Kiva (interest-free)</td></tr></table>" +
            p(
              "Reward crowdfunding is where most first-time creators start. Kickstarter, founded in 2009, uses an all-or-nothing rule: backers' cards are charged only if the campaign reaches its goal by the deadline; otherwise no money changes hands. Indiegogo lets creators choose flexible funding, keeping whatever is raised. All-or-nothing protects both sides, since a creator is never left with half the money needed to make a product that has been promised, and the deadline creates urgency that tends to raise more.",
              "Equity and lending crowdfunding are regulated investments. In the United Kingdom, platforms must be authorised by the Financial Conduct Authority; in the United States, Regulation Crowdfunding under the JOBS Act of 2012 allows companies to raise up to $5 million in twelve months through registered portals, with disclosure duties and limits on how much non-accredited investors may put in. These models are suited to businesses with growth plans, not to a single product run, and they bring continuing obligations to investors long after the money is raised. Platform fees are broadly similar across reward platforms: around 5 per cent of the total raised plus 3 to 5 per cent in payment processing.",
            ),
        },
      },
      {
        title: "The Goal and the Reward Tiers",
        description:
          "Students build a costed budget, turn it into a funding goal, and price a ladder of rewards against it.",
        lesson: {
          title: "Working out what to ask for",
          html:
            p(
              "A funding goal is not a wish; it is the smallest sum that lets you deliver everything you promise. Start with the cost of producing the rewards at the quantity you expect, then add packaging, postage, taxes and a contingency. Then gross it up for fees, since the platform and the payment processor take their share before you see any money.",
              "Worked example: a designer plans to make 400 enamel pins. Manufacturing costs £1,800, packaging and postage £1,600, and artwork and samples £400, a total of £3,800. A 10 per cent contingency brings this to £4,180. If fees total 8 per cent, the goal must be £4,180 ÷ 0.92 = £4,543, which she rounds to £4,600. Setting the goal far higher looks ambitious but risks failure under all-or-nothing rules; setting it far lower means she may 'succeed' while losing money.",
              "Reward tiers then translate the budget into prices that backers see. Common practice is:",
            ) +
            "<ul><li>a low tier (£3 to £5) for supporters who want to help without buying;</li><li>a core tier containing the main product at a small discount to its future retail price;</li><li>limited 'early bird' tiers, cheaper still, to reward the first backers;</li><li>bundles and higher tiers that raise the average pledge, for example two pins and a print;</li><li>few tiers overall, typically five to eight, because too many choices slow decisions.</li></ul>" +
            p(
              "Price every tier so that it covers its own unit cost, postage and fees. A popular tier that loses £1 per backer becomes a serious loss when a thousand people choose it.",
            ),
        },
      },
      {
        title: "Launch Week",
        description:
          "The first two days decide most campaigns, so this module plans the audience and the messages before the button is pressed.",
        lesson: {
          title: "Momentum and the first 48 hours",
          html: p(
            "Platform data and many studies of Kickstarter show a consistent pattern: the funding curve of a campaign is shaped like a U. Pledges arrive in a burst during the first days, slow down in the middle weeks, and rise again as the deadline approaches and reminder emails go out. Campaigns that raise around 30 per cent of their goal in the first 48 hours are very likely to finish funded; those that start slowly seldom recover. Only about four in ten Kickstarter projects reach their goal, and most failures raise less than a fifth of it.",
            "Momentum cannot be created on launch day; it is built beforehand. In the weeks before launch, a creator collects email addresses from people who have asked to be told when the campaign opens, through a simple landing page, social media posts, and contact with relevant communities and newsletters. Kickstarter's own pre-launch page lets visitors click 'notify me', which provides a useful signal: if only 50 people follow a project that needs 500 backers, the launch is premature. A common rule of thumb is that only a few per cent of a cold mailing list will pledge, while friends, family and earlier customers convert at much higher rates, so the first backers usually come from the creator's own network.",
            "Plan the launch-day messages in advance: a personal email to close contacts, a post to the mailing list, and updates ready for social channels. Launch on a weekday morning in the time zone of most backers, and stay available to answer comments quickly. In the middle weeks, post regular updates that show progress, reveal a stretch goal or add a new tier, and give earlier backers something to share. A campaign length of about 30 days is typical; longer campaigns rarely raise more and feel less urgent.",
          ),
        },
      },
    ],
  },
  {
    slug: "fishes-form-and-diversity",
    discipline: "Ichthyology",
    title: "Fishes: Form and Diversity",
    description:
      "Fishes make up about half of all living vertebrate species. This first-year module surveys jawless, cartilaginous and bony fishes, explains how gills and swim bladders work, teaches the fin and scale characters used in identification, and introduces the lateral line as a sense organ.",
    level: "beginner",
    duration: "one term (10 weeks, 2 lectures and a lab each week)",
    plantedGap: "lateral line",
    modules: [
      {
        title: "The Major Groups of Fishes",
        description:
          "Hagfishes, lampreys, sharks and rays, ray-finned fishes and lobe-finned fishes are set out on a family tree.",
        lesson: {
          title: "A family tree of fishes",
          html:
            p(
              "'Fish' is a convenient word rather than a natural group. The animals we call fishes share gills, fins and an aquatic life, but a coelacanth is more closely related to a human than to a tuna, because tetrapods evolved from lobe-finned fishes. Biologists therefore describe fish diversity as a set of lineages on the vertebrate tree. More than 36,000 species are recognised in databases such as FishBase and the Catalog of Fishes, and new species are described every year.",
            ) +
            "<table><tr><th>Group</th><th>Approx. species</th><th>Key features</th></tr><tr><td>Hagfishes (Myxini)</td><td>80</td><td>No jaws, no vertebrae in the usual sense, produce slime</td></tr><tr><td>Lampreys (Petromyzontiformes)</td><td>50</td><td>No jaws, sucker-like oral disc, larval stage in fresh water</td></tr><tr><td>Cartilaginous fishes (Chondrichthyes)</td><td>1,300</td><td>Skeleton of cartilage, placoid scales, no swim bladder</td></tr><tr><td>Ray-finned fishes (Actinopterygii)</td><td>35,000</td><td>Fins supported by bony rays</td></tr><tr><td>Lobe-finned fishes (Sarcopterygii)</td><td>8</td><td>Fleshy fins with internal bones: coelacanths and lungfishes</td></tr></table>" +
            p(
              "The jawless fishes are survivors of the earliest vertebrate radiation, and their mouths cannot bite. Jaws evolved from the front gill arches in the early Palaeozoic and opened up new ways of feeding. Among jawed fishes, the cartilaginous sharks, rays and chimaeras form one lineage, and the bony fishes another.",
              "Within ray-finned fishes, the teleosts dominate, accounting for roughly 96 per cent of all fish species. Teleosts have a symmetrical tail, a mobile upper jaw that can be protruded to suck in prey, and thin, flexible scales. They range from gobies under a centimetre long to the ocean sunfish, <i>Mola mola</i>, which can exceed two tonnes. Their success is usually credited to that feeding flexibility, to rapid diversification in lakes and reefs, and to whole-genome duplication early in their history.",
            ),
        },
      },
      {
        title: "Breathing and Buoyancy",
        description:
          "Why can a fish extract oxygen from water so efficiently, and how does it stay at one depth without swimming?",
        lesson: {
          title: "Gills, countercurrent exchange and the swim bladder",
          html: p(
            "Water holds about one thirtieth as much oxygen as the same volume of air and is some 800 times denser, so breathing it is costly. Fish gills meet this challenge with a large surface and an efficient geometry. Each gill arch carries two rows of filaments, and each filament is covered with thin plates, the secondary lamellae, where blood flows only a few micrometres from the water. In bony fishes water is pumped over the gills by the mouth and the opercular cavity acting as a two-stroke pump; fast swimmers such as tunas rely on ram ventilation, swimming with the mouth open.",
            "The key is countercurrent flow. Blood in the lamellae flows in the opposite direction to the water. As a result, blood that has already taken up some oxygen meets water that is still fresher, and a gradient for diffusion is maintained along the whole length of the lamella. Teleost gills can extract 80 per cent or more of the oxygen from the water passing over them; if the flows ran in the same direction, the two would reach equilibrium halfway and extraction could not exceed about 50 per cent.",
            "Most bony fishes control buoyancy with a swim bladder, a gas-filled sac that lies above the gut. In physostomous fishes, such as carp and salmon, the bladder keeps an open duct to the gut, and the fish can gulp or burp air. In physoclistous fishes, such as perch and cod, the duct is closed in the adult and gas is secreted into the bladder by a gas gland supplied by a countercurrent network of capillaries, the rete mirabile, and removed through a vascular area called the oval. Sharks lack a swim bladder and instead store large amounts of low-density oil, such as squalene, in a liver that may form a quarter of their body weight.",
          ),
        },
      },
      {
        title: "Fins and Scales for Identification",
        description:
          "In the laboratory we count spines and rays and examine scales under the microscope, as field guides and keys require.",
        lesson: {
          title: "Fin formulae and scale types",
          html:
            p(
              "Identification keys for fishes rely heavily on countable characters, called meristics, and on measurements, called morphometrics. Among the most used are the numbers of spines and soft rays in each fin. Spines are unsegmented, unbranched and usually sharp; soft rays are segmented, often branched at the tip, and flexible. By convention, spines are written in Roman numerals and soft rays in Arabic numerals, so a fin formula of 'D XII, 10' means a dorsal fin with twelve spines followed by ten soft rays, and 'A III, 8' an anal fin with three spines and eight rays. Perch-like fishes typically have spiny dorsal fins; salmon and carp have only soft rays.",
              "Scale type is another diagnostic character:",
            ) +
            "<ul><li><b>Placoid</b> scales, or dermal denticles, are found in sharks and rays. Each is built like a tooth, with dentine and an enamel-like cap, and points backwards.</li><li><b>Ganoid</b> scales are thick, rhombic plates covered by a shiny mineral layer, ganoine; gars and bichirs have them.</li><li><b>Cycloid</b> scales are thin, round and smooth-edged, typical of salmon, carp and herring.</li><li><b>Ctenoid</b> scales bear tiny teeth (ctenii) on their rear margin and feel rough when stroked from tail to head; perch and most spiny-rayed fishes have them.</li></ul>" +
            p(
              "Teleost scales grow by adding concentric ridges, called circuli, around their edge. In temperate waters growth slows in winter and the circuli crowd together to form a visible ring, the annulus. Counting annuli under a low-power microscope gives the age of the fish, in the same way as counting tree rings, and is a standard method in fisheries biology.",
            ),
        },
      },
    ],
  },
];
