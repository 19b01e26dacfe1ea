/** Eighty-sixth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout86.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT86_B: EvalCourse[] = [
  {
    slug: "geometric-dimensioning-and-tolerancing-to-asme-y14-5",
    discipline: "Geometric dimensioning and tolerancing",
    title: "Geometric Dimensioning and Tolerancing to ASME Y14.5",
    description:
      "Read, apply and verify geometric tolerances on mechanical drawings to ASME Y14.5-2018. Topics: datum reference frames; form and orientation controls; position tolerancing with material condition modifiers; and tolerance stack-up analysis for assemblies.",
    level: "intermediate",
    duration: "ten weeks (one three-hour drawing-office studio a week)",
    plantedGap: "tolerance stack-up analysis",
    modules: [
      {
        title: "Datums and the datum reference frame",
        description:
          "How datum features, simulators and datums differ, and how the order of datums in a feature control frame removes the six degrees of freedom.",
        lesson: {
          title: "Locking the part in space",
          html: p(
            "Every geometric tolerance that controls location or orientation is measured from something, and that something must be defined as precisely as the tolerance itself. Y14.5 distinguishes three ideas that are easily confused. A datum feature is a real, imperfect surface or feature of size on the part, identified on the drawing by a datum feature symbol, a capital letter in a box attached to a triangle. A datum feature simulator is the theoretically perfect counterpart that contacts it, represented in practice by a surface plate or a gauge pin. The datum is the theoretical plane, axis or point derived from the simulator, and it is from datums, not from the rough part, that basic dimensions are measured.",
            "A rigid part in space has six degrees of freedom: three translations and three rotations. The datum reference frame removes them in the order given in the feature control frame. The primary datum, usually a large flat face, is established by the part resting on its simulator on at least three high points; it constrains three degrees of freedom, one translation and two rotations. The secondary datum, perpendicular to it, contacts at a minimum of two points and removes two more, one translation and one rotation. The tertiary datum contacts at one point and removes the last translation.",
            "Order matters, and it is set by function, not by alphabet. A feature control frame reading A|B|C means the part is seated on A first, then pushed against B, then against C. Reversing B and C changes which face the part rocks against and so changes the measured location of every feature. The designer should choose as primary datum the surface that actually seats the part in its assembly, and as secondary and tertiary the features that locate it sideways, such as a dowel hole and a slot.",
            "Two further rules underpin datum work. Dimensions that locate features relative to datums are basic: shown in a rectangular box, they are theoretically exact, and the permitted variation comes only from the geometric tolerance. And Rule #1, the envelope principle, states that where only a size tolerance is given, a regular feature of size may not extend beyond a boundary of perfect form at maximum material condition. Rule #1 controls form; it does not control the relationship between features, which is why datums are needed at all.",
          ),
        },
      },
      {
        title: "Form and orientation controls",
        description:
          "Flatness, straightness, circularity and cylindricity, then parallelism, perpendicularity and angularity, with their tolerance zones and inspection methods.",
        lesson: {
          title: "Shape and attitude",
          html: p(
            "Form controls limit the shape of a single feature and never reference a datum. Flatness requires every point of a surface to lie between two parallel planes the tolerance value apart. Straightness applies either to line elements of a surface or, when the tolerance value is preceded by a diameter symbol, to the derived median line of a cylindrical feature. Circularity requires each circular cross-section to lie between two concentric circles, and cylindricity requires the whole surface to lie between two coaxial cylinders, so it combines circularity, straightness and taper in one control.",
            "Because of Rule #1, size tolerance already limits form. A plate dimensioned 10.0 ± 0.1 thick cannot have surfaces less flat than the total size tolerance of 0.2 allows, because both surfaces must stay inside a perfect-form envelope at 10.1. A flatness callout is therefore useful only when it is tighter than the size tolerance, for example 0.05 on a sealing face that a gasket must seal against.",
            "Orientation controls limit the attitude of a feature relative to a datum, but not its location. Parallelism, perpendicularity and angularity all use the same logic: a tolerance zone of two parallel planes, or a cylinder when a diameter symbol is used, tilted at the basic angle to the datum, inside which the surface or axis must lie. Perpendicularity of Ø0.05 to datum A on a pin means the pin's axis must lie within a cylinder 0.05 in diameter that is exactly perpendicular to datum plane A, wherever that cylinder happens to be. Applied to a surface, an orientation tolerance also limits that surface's flatness, so adding a separate flatness callout makes sense only if it is smaller still.",
            "Inspection must reproduce the definitions. A common mistake is to check flatness by resting the part on a surface plate and running a dial indicator over the top face: the reading is the variation of the top face relative to the bottom, which is parallelism, not flatness. Flatness is checked by supporting the part on three adjustable jacks, levelling the surface, and then sweeping it, or by fitting a least-squares or minimum-zone plane to points taken on a coordinate measuring machine. When reporting results, state which method was used, because different fitting algorithms can give different values from the same data.",
          ),
        },
      },
      {
        title: "Position and bonus tolerance",
        description:
          "Position tolerancing of holes and pins, the maximum material condition modifier, virtual condition and the fastener formula.",
        lesson: {
          title: "Where the hole must be, and why size earns tolerance",
          html: p(
            "Position controls where a feature of size, such as a hole, pin or slot, may lie relative to its datums. Its true position is fixed by basic dimensions, and for a hole the tolerance zone is a cylinder centred on that true position, within which the hole's axis must lie. Compared with the square zone produced by traditional plus-and-minus coordinate dimensions, the round zone is both more functional and more generous. A coordinate tolerance of ±0.1 in x and y gives a square 0.2 wide whose corners are 0.141 from the centre; the cylindrical zone that just encloses that square has a diameter of 0.283 and about 57 per cent more area, yet every hole within it assembles just as well.",
            "The maximum material condition modifier, a circled M after the tolerance value, makes the tolerance depend on the feature's actual size. Consider four holes of Ø10.0 to 10.2 positioned within Ø0.2 at MMC relative to datums A, B and C, to accept bolts no larger than Ø9.8. At MMC, the smallest permitted hole, the position tolerance is 0.2. As the hole grows towards its largest size, each extra 0.1 of diameter adds 0.1 of bonus tolerance, because a bigger hole can sit further from true position and still clear the bolt.",
            "<table><tr><th>Actual hole size</th><th>Bonus</th><th>Total position tolerance</th></tr>" +
              "<tr><td>Ø10.0 (MMC)</td><td>0</td><td>Ø0.2</td></tr>" +
              "<tr><td>Ø10.1</td><td>0.1</td><td>Ø0.3</td></tr>" +
              "<tr><td>Ø10.2 (LMC)</td><td>0.2</td><td>Ø0.4</td></tr></table>",
            "The constant behind this table is the virtual condition, the worst-case boundary generated by size and position together. For an internal feature it is the MMC size minus the position tolerance at MMC: 10.0 − 0.2 = 9.8, exactly the bolt diameter. No hole that passes inspection can encroach inside a Ø9.8 cylinder at true position, so every bolt will pass. This is the floating fastener formula, T = H − F, where H is the hole's MMC size and F the fastener's: 10.0 − 9.8 = 0.2.",
            "The same boundary allows functional gauging. A gauge with four Ø9.8 pins at basic locations on datum simulators checks position and size at once, quickly and without calculation. Where a feature must be located precisely whatever its size, as with a bearing bore, the designer uses RFS (regardless of feature size, the default) or the least material condition modifier instead, and no bonus is available.",
          ),
        },
      },
    ],
  },
  {
    slug: "the-german-lied-in-performance",
    discipline: "Lieder performance",
    title: "The German Lied in Performance",
    description:
      "Schubert, Schumann and Wolf wrote songs for two equal performers, and this masterclass series treats singer and pianist as a single duo. Work centres on reading the poem before the music, the piano's role as narrator and commentator, declamation and word-stress in German, the architecture of song cycles, and recital programming.",
    level: "intermediate",
    duration: "twelve weeks (a weekly masterclass plus coached duo rehearsals)",
    plantedGap: "recital programming",
    modules: [
      {
        title: "Schubert and the poem",
        description:
          "Strophic and through-composed song, and how Schubert's accompaniment figures turn a poem's images into musical action.",
        lesson: {
          title: "Gretchen at the spinning wheel",
          html: p(
            "Schubert wrote more than 600 songs, and in many of them the piano does something unprecedented: it becomes the physical world of the poem. Gretchen am Spinnrade, D 118, composed on 19 October 1814 when he was seventeen, sets Gretchen's monologue from Goethe's Faust. The right hand's unbroken semiquaver figure is the turning wheel; the left hand's repeated quaver pattern is the treadle. As Gretchen's thoughts run to Faust, his walk, his smile, his handclasp, the harmony climbs and the voice rises, until at the words 'und ach, sein Kuss!' the piano stops on a sustained chord. The wheel has halted because she has forgotten to spin. It restarts haltingly, and the refrain 'Meine Ruh ist hin' returns.",
            "That moment is a lesson in preparation for both performers. The pianist must shape the long crescendo so the stop is a shock rather than a pause, and must restart the figure as if the foot were finding the treadle again, not at tempo. The singer must reach the climax with breath and colour in reserve, and neither should rush the silence. Decisions like these come from the poem, so study begins with the text: a word-for-word translation, then speaking the German aloud in rhythm, marking the stressed syllables and the words that carry the argument.",
            "Schubert used three broad song forms, and recognising them shapes interpretation:",
            "<ul><li><strong>Strophic</strong>: the same music for every verse, as in Heidenröslein. Variety must come from the performers' response to each verse's words.</li>" +
              "<li><strong>Modified strophic</strong>: verses share music but one is altered, usually in key or accompaniment, to mark a turn in the poem; many songs of Die schöne Müllerin, D 795, work this way.</li>" +
              "<li><strong>Through-composed</strong> (durchkomponiert): new music follows the poem's events, as in Erlkönig, D 328, of 1815, where one singer must characterise narrator, father, child and Erlking over the pianist's relentless triplet octaves.</li></ul>",
            "In Erlkönig each of the child's cries of 'Mein Vater' is pitched higher than the last, so the singer must plan the three cries as a sequence of rising terror rather than three equal outbursts. The final line is almost spoken, over bare chords: 'in seinen Armen das Kind war tot'. Less sound, not more, makes the ending devastating.",
          ),
        },
      },
      {
        title: "Schumann and the speaking piano",
        description:
          "Dichterliebe and the 1840 song year: ambiguous openings, preludes and postludes, and the pianist as the poet's inner voice.",
        lesson: {
          title: "Dichterliebe and the unfinished sentence",
          html: p(
            "In 1840, the year he finally married Clara Wieck after a long legal battle with her father, Robert Schumann wrote around 140 songs, a large share of his whole output in the genre. Until then he had composed almost only for piano, and his songs show it: the piano is given preludes, interludes and postludes that say what the voice cannot. Dichterliebe, Op. 48, sets sixteen poems from Heinrich Heine's Lyrisches Intermezzo and is the classic study of this partnership.",
            "The first song, 'Im wunderschönen Monat Mai', begins with a piano figure that leans towards F sharp minor, although the voice's phrases cadence in A major. The song never settles on either: it ends on an unresolved dominant seventh chord on C sharp. The poet confesses his longing in May, but the music leaves the question open, and the pianist's final chord must hang in the air rather than sound like an ending. The next song follows without a break, so the duo must agree on the length of the silence in rehearsal.",
            "At the other end of the cycle, the last song, 'Die alten, bösen Lieder', is a bitter, grandiose burial of the poet's songs and love. When the voice finishes, the piano plays a long postlude that recalls the postlude of the twelfth song, 'Am leuchtenden Sommermorgen', transforming it into a tender, consoling farewell. The pianist here is the poet's memory, and the singer stays in character, still and listening, until the last chord dies. Schumann uses a similar device in Frauenliebe und -leben, Op. 42, to Chamisso's poems, where the final postlude brings back the music of the first song.",
            "For performers, three working principles follow from Schumann's writing:",
            "<ol><li>Treat preludes and postludes as part of the poem, never as time to adjust posture or turn pages carelessly.</li><li>Balance by meaning: the piano leads when it carries the melody, as it often does, and the singer should not fight it.</li><li>Plan the cycle as a whole, deciding which songs run straight on and where the emotional low and high points lie, so that sixteen songs make one story.</li></ol>",
            "Work in class on the first and last songs together, since each makes sense only in the light of the other.",
          ),
        },
      },
      {
        title: "Hugo Wolf: the poem as master",
        description:
          "Wolf's songbooks and his principle of declamation, and practical methods for shaping German text so that every word is heard.",
        lesson: {
          title: "Declamation and the Mörike songs",
          html: p(
            "Hugo Wolf composed most of his songs in a few feverish bursts between 1888 and 1891, gathering them by poet rather than as cycles: 53 songs to poems by Eduard Mörike in 1888, then settings of Eichendorff and Goethe, the Spanisches Liederbuch of translated Spanish poems, and the Italienisches Liederbuch, completed in 1896. He insisted that the poet's name stand first, publishing the Mörike collection as poems by Mörike for voice and piano. For Wolf, music served the poem's exact meaning, and his melodic lines follow the rhythm and pitch of heightened speech.",
            "This changes how a singer learns the music. In Schubert a beautiful line can carry a song even with weak diction; in Wolf, if the words are not clear, the vocal line makes no sense, because its rhythm is the rhythm of the sentence. The practical method is to start with the text alone:",
            "<ol><li>Write a literal, word-by-word translation under the German, then an idiomatic one.</li><li>Speak the poem aloud repeatedly, as a speech to a listener, and mark the natural stresses and the key words.</li><li>Speak it in the notated rhythm, without pitch, until the rhythm feels like speech.</li><li>Only then add pitch, keeping the spoken stresses.</li></ol>",
            "German diction needs particular care in this repertoire. Consonants carry the meaning and must be placed on the beat, with the vowel following, so that the vowel, not the consonant, lands in time. Double consonants are lengthened, as in 'Sonne' and 'alle'. The glottal onset before initial vowels, as in 'ein' or 'und', separates words and clarifies syntax, but should be gentle, not percussive. Final unstressed syllables ending in -e or -en are short and light and must never receive a melodic accent they do not have in speech.",
            "Mörike's 'Verborgenheit' is a good class piece: a strophic-looking song in which the middle verse erupts into anguish before the first verse returns. 'Das verlassene Mägdlein', in which a servant girl lights the morning fire and remembers a dream of her faithless lover, shows the opposite extreme: an almost bare piano part and a vocal line of restrained, spoken grief, where every consonant must be heard at the quietest dynamic.",
          ),
        },
      },
    ],
  },
  {
    slug: "inquests-and-the-coroners-court",
    discipline: "Inquest law",
    title: "Inquests and the Coroner's Court",
    description:
      "Coroners in England and Wales are told of around a third of all registered deaths, and a minority of those, still tens of thousands a year, end in a full inquest. The module examines the duty to investigate under the Coroners and Justice Act 2009; Article 2 inquests after Middleton; when a jury is required; conclusions and the standard of proof; and judicial review of coroners' decisions.",
    level: "intermediate",
    duration: "eight weeks (one two-hour seminar a week)",
    plantedGap: "judicial review",
    modules: [
      {
        title: "When must a coroner investigate?",
        description:
          "The statutory triggers for an investigation, the four questions an inquest answers, and the limits on what it may decide.",
        lesson: {
          title: "The statutory duty and its limits",
          html: p(
            "The modern law is in Part 1 of the Coroners and Justice Act 2009 and the rules and regulations made under it in 2013. Under section 1, a senior coroner who is made aware that a body is within the coroner's area must investigate the death if there is reason to suspect that the deceased died a violent or unnatural death, that the cause of death is unknown, or that the deceased died while in custody or otherwise in state detention. The threshold is low: 'reason to suspect', not proof.",
            "Deaths reach the coroner in several ways. Registered medical practitioners must notify the coroner in the circumstances listed in the Notification of Deaths Regulations 2019, which include deaths that may be due to poisoning, violence, self-harm, neglect, an injury or disease from employment, or a medical procedure, and deaths whose cause is unknown. Police, registrars and, since September 2024, medical examiners, who scrutinise deaths not referred to the coroner, also make referrals. The coroner may order a post-mortem examination under section 14. If it shows a natural cause and the death was not in state detention, the investigation may be discontinued under section 4 without an inquest.",
            "Where the investigation continues, it ends in an inquest, a public hearing before the coroner, sometimes with a jury. Section 5(1) defines its purpose as ascertaining who the deceased was, and how, when and where the deceased came by his or her death, together with the particulars needed to register the death. The inquest is inquisitorial: there are no parties, no indictment and no claim, and the coroner decides which witnesses to call. Interested persons, defined in section 47 to include close family, anyone whose act or omission may have caused the death, and others the coroner considers to have sufficient interest, may examine witnesses and see disclosed evidence.",
            "Section 10(2) sets a crucial limit. The determination may not be framed so as to appear to determine any question of criminal liability on the part of a named person, or any question of civil liability. An inquest may find that a death was caused by a failure to carry out observations; it may not find that a named nurse was negligent. Advocates who forget this, and cross-examine as though at a civil trial, are quickly stopped.",
          ),
        },
      },
      {
        title: "Article 2 and the enhanced inquest",
        description:
          "The investigative duty under Article 2 ECHR, the Middleton reading of 'how', when that duty is engaged, and the cases in which a jury is mandatory.",
        lesson: {
          title: "From 'by what means' to 'in what circumstances'",
          html: p(
            "Article 2 of the European Convention on Human Rights protects the right to life. Beyond its negative duty not to take life, the Strasbourg court has found in it positive duties: to have a framework of laws and systems that protect life, an operational duty in some circumstances to protect identified individuals from a real and immediate risk, and a procedural duty to investigate deaths in which the state may be implicated. Jordan v United Kingdom (2001) set out the requirements of that investigation: it must be independent, effective, reasonably prompt, open to public scrutiny and involve the next of kin.",
            "In England and Wales the inquest is usually how the state meets that duty, but the traditional inquest asked only 'by what means' the deceased died, which often excluded the surrounding systems and decisions. In R (Middleton) v West Somerset Coroner [2004] UKHL 10, concerning a prisoner who hanged himself, the House of Lords held that where Article 2 requires it, 'how' must be read as 'by what means and in what circumstances'. Section 5(2) of the 2009 Act now builds this in, and such inquests are called Article 2 or Middleton inquests. Their conclusions can address wider circumstances, such as an inadequate risk assessment.",
            "The enhanced duty is engaged automatically for deaths in state custody or detention and for killings by state agents. In other cases it is engaged only where there is an arguable breach of the state's substantive duties. Rabone v Pennine Care NHS Foundation Trust [2012] UKSC 2 extended the operational duty to a voluntary psychiatric patient at real and immediate risk of suicide, while R (Maguire) v HM Senior Coroner for Blackpool and Fylde [2023] UKSC 20 confirmed that mere negligence in the care of a vulnerable adult does not itself engage the enhanced duty.",
            "Juries are the exception in modern inquests. Under section 7(2) an inquest must be held with a jury where there is reason to suspect that the deceased died in custody or state detention and the death was violent or unnatural or of unknown cause; that the death resulted from an act or omission of a police officer in the purported execution of duty; or that it was caused by a notifiable accident, poisoning or disease. Otherwise the coroner sits alone, with a discretion to summon a jury where there is sufficient reason.",
          ),
        },
      },
      {
        title: "Conclusions and the standard of proof",
        description:
          "The short-form and narrative conclusions, the effect of Maughan on the standard of proof, and reports to prevent future deaths.",
        lesson: {
          title: "What the record of inquest can say",
          html: p(
            "An inquest ends with a determination recorded on the Record of Inquest: the deceased's identity, the medical cause of death, how, when and where the death came about, and a conclusion. The conclusion may be one of the short-form conclusions listed in the notes to the prescribed form, a narrative conclusion, or a short form combined with a brief narrative.",
            "<table><tr><th>Short-form conclusion</th><th>Typical use</th></tr>" +
              "<tr><td>Natural causes</td><td>Death from disease, where no other conclusion fits</td></tr>" +
              "<tr><td>Accident or misadventure</td><td>An unintended outcome, whether of an unforeseen event or of a deliberate act such as surgery</td></tr>" +
              "<tr><td>Suicide</td><td>The deceased took their own life, intending to do so</td></tr>" +
              "<tr><td>Unlawful killing</td><td>Murder, manslaughter or infanticide</td></tr>" +
              "<tr><td>Lawful killing</td><td>For example, proportionate self-defence</td></tr>" +
              "<tr><td>Open</td><td>The evidence does not establish how the death came about</td></tr>" +
              "<tr><td>Others</td><td>Alcohol- or drug-related, industrial disease, road traffic collision, stillbirth</td></tr></table>",
            "Narrative conclusions, short factual statements of the circumstances, are used where a short form would mislead or where Article 2 requires the wider circumstances to be recorded. A jury in a Middleton inquest may find, for example, that a failure to share information between agencies more than minimally contributed to the death. Such findings describe causes; they must still avoid the language of liability, so words such as 'negligent' and 'breach of duty' are not used.",
            "For many years suicide and unlawful killing required proof to the criminal standard, so a coroner had to be sure. In R (Maughan) v HM Senior Coroner for Oxfordshire [2020] UKSC 46, the Supreme Court held that all conclusions, including these two, are reached on the civil standard, the balance of probabilities. The change was expected to increase the number of suicide conclusions and so improve national statistics on suicide.",
            "Beyond its conclusion, an inquest can influence practice. Where evidence reveals a risk that future deaths will occur and the coroner believes action should be taken, paragraph 7 of Schedule 5 to the 2009 Act and regulation 28 of the Coroners (Investigations) Regulations 2013 require the coroner to send a report to the person or organisation able to act. The recipient must reply within 56 days, setting out the action taken or proposed, and both report and response are usually published by the Chief Coroner.",
          ),
        },
      },
    ],
  },
  {
    slug: "leisure-society-and-time",
    discipline: "Leisure studies",
    title: "Leisure, Society and Time",
    description:
      "Is leisure simply whatever time is left over after work? Drawing on sociology, psychology and history, the module examines competing definitions of leisure, Stebbins's serious leisure perspective, time-use research, constraints on participation, and the commercialisation of leisure.",
    level: "intermediate",
    duration: "ten weeks (a weekly lecture and a one-hour seminar)",
    plantedGap: "commercialisation of leisure",
    modules: [
      {
        title: "Defining leisure: time, activity or experience?",
        description:
          "Classical, residual, activity-based and experiential definitions of leisure, from Aristotle and Veblen to Neulinger and Csikszentmihalyi.",
        lesson: {
          title: "Three ways to define leisure",
          html: p(
            "Leisure is one of those concepts everyone uses and few define. Aristotle's <em>scholē</em>, the root of the English word 'school', was not spare time but a condition: freedom from the necessity of labour, in which a citizen could cultivate virtue, take part in politics and contemplate. It was available only because slaves and women did the work. That origin is a reminder that leisure has always been bound up with social position, a theme Thorstein Veblen made explicit in The Theory of the Leisure Class (1899). Veblen argued that the wealthy displayed status through 'conspicuous leisure', visible abstention from productive work, and 'conspicuous consumption'.",
            "Modern definitions fall into three families. The first treats leisure as residual time: the hours left after paid work, unpaid work such as housework and childcare, and physiological needs such as sleep and eating. It is easy to measure and underlies most statistics, but it struggles with activities that are both obligation and pleasure, such as cooking for friends or walking the dog. The second defines leisure by activity, listing pursuits such as sport, hobbies, media use and socialising. The French sociologist Joffre Dumazedier combined the two, describing leisure as activity freely chosen after obligations are met and serving three functions: relaxation, entertainment and personal development.",
            "The third family treats leisure as experience or state of mind. John Neulinger's The Psychology of Leisure (1974) identified perceived freedom as its defining feature, with intrinsic motivation, doing something for its own sake, as the second. On this view, a paid musician may be at leisure when playing and a bored teenager at a compulsory club may not be. Mihaly Csikszentmihalyi's research on 'flow', a state of absorbed concentration that arises when a challenge closely matches a person's skill, gave this approach empirical tools, including the experience sampling method, in which participants are paged at random times and asked what they are doing and how they feel.",
            "No single definition wins. Researchers choose according to the question: residual time for comparing societies and trends, activity for planning facilities, experience for understanding wellbeing. Good essays say which definition they use and why, and note what it leaves out.",
          ),
        },
      },
      {
        title: "Serious leisure",
        description:
          "Robert Stebbins's distinction between serious, casual and project-based leisure, the six qualities of serious leisure, and its costs.",
        lesson: {
          title: "Amateurs, hobbyists and career volunteers",
          html: p(
            "In 1982 the Canadian sociologist Robert Stebbins proposed that some free-time activities are pursued so systematically that they resemble careers. He called this serious leisure and distinguished three forms. Amateurs pursue activities that also exist as professions, such as orchestral musicians, actors in local theatre or astronomers, and they measure themselves against professional standards. Hobbyists pursue activities with no professional counterpart, such as collecting, making things, birdwatching or playing non-professional sports. Career volunteers give sustained, skilled help in an organisation, as with a mountain rescue team member or a museum guide.",
            "Stebbins identified six qualities that distinguish serious leisure:",
            "<ol><li>the occasional need to persevere through difficulty, fear or fatigue;</li><li>a leisure career, with stages of progress and achievement;</li><li>significant personal effort based on specially acquired knowledge, training or skill;</li><li>durable benefits, including self-actualisation, self-expression, a sense of accomplishment and belonging;</li><li>a unique ethos, a social world with its own norms, events and language;</li><li>strong identification with the chosen pursuit.</li></ol>",
            "Against this he set casual leisure: immediately rewarding, relatively short-lived pleasure that needs little or no training, such as watching television, napping, sociable conversation or a stroll. Later he added project-based leisure, a short-term but reasonably complicated undertaking carried out occasionally, such as organising a wedding anniversary party or researching a family tree for a reunion. Together these make up the serious leisure perspective, widely used in leisure and volunteering research.",
            "The framework is descriptive, not a ranking, and Stebbins emphasised that casual leisure has real benefits, including relaxation and maintaining relationships. Serious leisure also has costs. Participants report tension with partners over time and money, disappointment and frustration, and a degree of marginality, since others may see an absorbing hobby as odd. Later studies of distance runners, quilters and amateur archaeologists show that the leisure career can bring its own pressures of progression.",
            "Critics note that the model was developed largely from studies of middle-class North American adults, and that access to serious leisure depends on time, money and confidence. Seminar discussion should test how well the six qualities fit an activity students know well, and who is excluded from it.",
          ),
        },
      },
      {
        title: "Measuring time and explaining constraints",
        description:
          "How time-use diaries measure leisure, what they reveal about gender and class, and the hierarchical model of leisure constraints.",
        lesson: {
          title: "Diaries, gaps and barriers",
          html: p(
            "Asking people how much free time they have produces unreliable answers: respondents forget, round, and describe their ideal week. Time-use research therefore relies on diaries. Participants record, for one weekday and one weekend day, what they were doing in each ten-minute slot, what else they were doing at the same time, where they were and who was with them. Coders then classify activities using a harmonised scheme, which allows comparison across countries and decades. Major sources include the UK Time Use Survey of 2014–15, the Harmonised European Time Use Surveys, and the American Time Use Survey, run every year since 2003 by the Census Bureau for the Bureau of Labor Statistics.",
            "Diaries reveal patterns that people do not notice. The Office for National Statistics, analysing the 2015 UK data, found that men had about five hours more leisure per week than women, largely because women did more unpaid care and housework. Diaries also capture fragmentation: much of women's leisure comes in short pieces interrupted by childcare, which is experienced quite differently from an uninterrupted evening. Secondary activities matter too. Time spent 'on call' for children, or watching television while folding laundry, is easily misclassified.",
            "Why do people not take part in leisure they say they want? Crawford and Godbey (1987) classified constraints into three types. Intrapersonal constraints are psychological states such as anxiety, low perceived skill or the belief that an activity is 'not for people like me'. Interpersonal constraints arise from relationships, such as lacking a partner to play with. Structural constraints intervene between preference and participation: cost, time, distance, transport and lack of facilities. In 1991 Crawford, Jackson and Godbey arranged these in a hierarchical model, arguing that intrapersonal constraints must be overcome first, then interpersonal, then structural.",
            "A further refinement, from Jackson, Crawford and Godbey in 1993, is that constraints are negotiated rather than simply obeyed. People reschedule, find cheaper versions, learn skills or change companions, so constraints often change how people participate rather than whether they do. For policy this matters: removing a structural barrier such as a fee will not help those held back by intrapersonal constraints, which need different interventions such as beginner sessions, peer leaders or taster days.",
          ),
        },
      },
    ],
  },
  {
    slug: "gas-chromatography-in-practice",
    discipline: "Gas chromatography",
    title: "Gas Chromatography in Practice",
    description:
      "Capillary columns, carrier gases, temperature programmes, inlet techniques, headspace sampling, detectors and quantitation: a laboratory-based module for second-year chemistry and forensic science students, taught through method development on real mixtures.",
    level: "intermediate",
    duration: "six weeks (one lecture and one four-hour laboratory a week)",
    plantedGap: "headspace sampling",
    modules: [
      {
        title: "Columns, carrier gas and resolution",
        description:
          "Capillary column dimensions and stationary phases, the Golay form of the van Deemter equation, and the factors that control resolution.",
        lesson: {
          title: "Choosing a column and a carrier gas",
          html: p(
            "Nearly all modern gas chromatography uses wall-coated open tubular columns: fused-silica capillaries whose inner wall carries a thin film of liquid or gum stationary phase. A general-purpose column is 30 m long, 0.25 mm in internal diameter, with a 0.25 µm film. The phase is chosen by polarity, on the principle that like retains like. A 100 per cent dimethylpolysiloxane phase is non-polar and separates largely by boiling point; a 5 per cent diphenyl, 95 per cent dimethylpolysiloxane phase, the most widely used of all, adds a little selectivity for aromatic compounds; a polyethylene glycol ('wax') phase is polar and retains alcohols, acids and other hydrogen-bonding analytes strongly. Thicker films increase retention and capacity but bleed more at high temperature.",
            "Band broadening in an open tube is described by the Golay equation, a form of the van Deemter equation without the multipath A term, since there is no packing: H = B/u + (C<sub>S</sub> + C<sub>M</sub>)u. The B term is longitudinal diffusion, dominant at low carrier velocity u; the C terms are resistance to mass transfer in the stationary and mobile phases, dominant at high velocity. Plotting H against u gives a curve with a minimum, and for a well-made column the minimum plate height is roughly equal to the internal diameter, so a 30 m × 0.25 mm column offers about 120,000 theoretical plates.",
            "The carrier gas sets where that minimum lies and how steeply the curve rises beyond it. Optimum linear velocities are roughly 12 cm/s for nitrogen, 20 to 25 cm/s for helium and 40 cm/s for hydrogen, and the hydrogen curve is also the flattest. Hydrogen therefore gives similar efficiency in about half the time of helium, and is increasingly used as helium becomes expensive, with hydrogen sensors and leak checks for safety. Nitrogen is efficient but only at impractically slow speeds.",
            "Resolution between two peaks is given by the Purnell equation, R<sub>s</sub> = (√N / 4) × ((α − 1) / α) × (k / (1 + k)), where N is plate number, α the selectivity (ratio of retention factors) and k the retention factor of the later peak. R<sub>s</sub> of 1.5 gives baseline separation of equal peaks. The equation shows where to act. Doubling column length doubles N but improves resolution only by √2, about 41 per cent, and doubles analysis time, while changing the stationary phase to increase α from 1.02 to 1.05 multiplies the selectivity term by about 2.4.",
          ),
        },
      },
      {
        title: "Temperature programming, inlets and retention indices",
        description:
          "Solving the general elution problem with oven programmes, choosing split or splitless injection, and identifying peaks by retention index.",
        lesson: {
          title: "Programmes, injections and Kovats indices",
          html: p(
            "A mixture with a wide boiling range cannot be separated well at a single oven temperature. If the oven is cool enough to resolve the early peaks, late compounds emerge as broad, low humps after a very long time; if it is hot enough to elute them promptly, the early peaks crowd together near the dead time. This is the general elution problem, and temperature programming solves it. A typical programme holds the oven at 40 °C for two minutes, ramps at 10 °C per minute to 280 °C and holds for five minutes. Each compound is effectively trapped at the head of the column until the oven reaches a temperature at which it moves, so peaks across the chromatogram have similar widths and late eluters stay sharp.",
            "The inlet must deliver the sample as a narrow band. In split injection, the vaporised sample mixes with carrier gas in the hot liner and most of it, at a split ratio of perhaps 50:1, is vented, so only a small fraction enters the column; this suits concentrated samples and gives sharp peaks. In splitless injection the split vent stays closed for around 0.5 to 1 minute, so nearly all the sample enters the column, which suits trace analysis. The slow transfer would broaden peaks, so the oven starts 10 to 20 °C below the solvent's boiling point. The solvent then condenses at the column head and refocuses the analytes, an effect known as solvent focusing.",
            "Retention times vary between instruments, columns and flow settings, so identification uses retention indices, which locate a compound relative to n-alkanes run under the same conditions. For isothermal runs, the Kovats index uses logarithms of adjusted retention times. For temperature-programmed runs, the linear form of van den Dool and Kratz is used: I = 100 × [n + (t<sub>x</sub> − t<sub>n</sub>) / (t<sub>n+1</sub> − t<sub>n</sub>)], where n is the carbon number of the alkane eluting just before the analyte.",
            "Worked example: an unknown elutes at 12.40 min, between decane (C<sub>10</sub>) at 11.80 min and undecane (C<sub>11</sub>) at 13.30 min. Then I = 100 × [10 + 0.60 / 1.50] = 1040. Compared with a published value on the same type of stationary phase, this narrows the candidates considerably, but an index is supporting evidence, not proof, and should be combined with a mass spectrum or a standard.",
          ),
        },
      },
      {
        title: "Detectors and quantitation",
        description:
          "How the common detectors work and what each sees, and quantitation by external and internal standard.",
        lesson: {
          title: "Seeing the peaks and measuring them",
          html: p(
            "The choice of detector determines what the chromatogram shows. Each of the common types has a characteristic selectivity and sensitivity.",
            "<table><tr><th>Detector</th><th>Principle</th><th>Responds to</th><th>Notes</th></tr>" +
              "<tr><td>Flame ionisation (FID)</td><td>Ions formed when organic compounds burn in a hydrogen–air flame</td><td>Almost all compounds with C–H bonds</td><td>Linear over about seven orders of magnitude; blind to water, CO<sub>2</sub> and permanent gases</td></tr>" +
              "<tr><td>Thermal conductivity (TCD)</td><td>Change in thermal conductivity of the gas stream</td><td>Everything that differs from the carrier</td><td>Universal and non-destructive, but far less sensitive; used for permanent gases</td></tr>" +
              "<tr><td>Electron capture (ECD)</td><td>Capture of electrons from a <sup>63</sup>Ni beta source</td><td>Electronegative compounds, especially halogenated ones</td><td>Extremely sensitive to organochlorine pesticides and PCBs</td></tr>" +
              "<tr><td>Mass spectrometer (MS)</td><td>Ionisation, usually electron ionisation at 70 eV, and mass analysis</td><td>Almost everything</td><td>Spectra can be searched against libraries; selected ion monitoring increases sensitivity</td></tr></table>",
            "The FID's response is roughly proportional to the number of carbon atoms that can be oxidised, which is why it is the workhorse for hydrocarbons and solvents, but oxygenated carbons respond less, so each analyte needs its own calibration.",
            "Quantitation relates peak area to concentration. With an external standard, standards of known concentration are injected and a calibration line is drawn; this assumes every injection delivers the same volume, which is reasonable with an autosampler but not with manual syringe injection. An internal standard, a compound absent from the samples and well resolved from the analytes, is added at the same concentration to every standard and sample, and area ratios are used instead, cancelling variations in injection volume and detector drift.",
            "Worked example: a standard containing 50 mg/L analyte and 40 mg/L internal standard gives areas of 12,000 and 10,000. The relative response factor is (12,000 / 50) ÷ (10,000 / 40) = 240 / 250 = 0.96. A sample spiked with 40 mg/L internal standard gives areas of 8,400 for the analyte and 9,600 for the internal standard. Its concentration is (8,400 / 9,600) × 40 ÷ 0.96 = 36.5 mg/L. In practice a multi-point calibration of area ratio against concentration ratio is preferred to a single-point factor, because it tests linearity across the working range.",
          ),
        },
      },
    ],
  },
];
