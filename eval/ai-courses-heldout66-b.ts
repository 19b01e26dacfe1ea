/** Sixty-sixth held-out evaluation courses, intermediate level (B to C); see ai-courses-heldout66.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT66_B: EvalCourse[] = [
  {
    slug: "media-relations-and-crisis-communication",
    discipline: "Public relations",
    title: "Media Relations and Crisis Communication",
    description:
      "News releases that journalists actually use, pitches that get a reply, and a plan for the day things go wrong: this course builds the core media-relations skills of communications officers in companies, charities and public bodies, and shows how to evaluate the results against the Barcelona Principles.",
    level: "intermediate",
    duration: "eight weeks (one three-hour workshop a week)",
    plantedGap: "Barcelona Principles",
    modules: [
      {
        title: "Writing the News Release",
        description: "News values, structure and the conventions that editors expect to see.",
        lesson: {
          title: "The Inverted Pyramid",
          html: p(
            "A news release succeeds only if a journalist decides it is news, so start from the reporter’s side of the desk. Galtung and Ruge’s 1965 study of foreign news identified factors such as timeliness, proximity, negativity and reference to elite people. Harcup and O’Neill revisited the list in 2001 and again in 2017 for the social-media age, adding factors such as exclusivity, surprise, good news, audio-visuals and shareability. Before writing, ask which of these your story has; if the honest answer is none, no amount of drafting will rescue it.",
            "Releases use the inverted pyramid: the most important information first, then detail in descending order of importance, so that a sub-editor can cut from the bottom without losing the story. The headline is short, active and specific. The first paragraph, the lead, is one sentence of about 25 to 35 words answering who, what, when and where, and ideally why it matters. Compare a weak lead, “Northgate Housing Trust is delighted to announce the completion of its latest development”, with a strong one: “More than 300 families on Leeds’s housing waiting list will move into new homes in Seacroft this summer after Northgate Housing Trust completed its largest scheme to date.” The second version puts the people affected first and the organisation second.",
            "The second paragraph expands the facts: numbers, dates, cost, context. The third is usually a quotation from a named spokesperson. A good quotation adds something the facts cannot, an opinion, a reason or a human voice; a poor one repeats the lead with adjectives. Further paragraphs can add a second quotation, background and an offer of interviews or pictures.",
            "The conventions signal professionalism. Put the date and, if needed, an embargo line at the top, such as “EMBARGOED UNTIL 00:01 GMT, TUESDAY 4 MARCH”. Close the story with “ENDS”, then add Notes to Editors: a standard boilerplate paragraph describing the organisation, links to images, and a named press contact with a mobile number that will be answered, including out of hours. Keep the whole release to one page, roughly 300 to 400 words, and paste it into the body of the email rather than attaching it.",
          ),
        },
      },
      {
        title: "Pitching and Working with Journalists",
        description: "How to approach reporters, what attribution terms mean, and how embargoes and exclusives work.",
        lesson: {
          title: "The Pitch and the Terms of Engagement",
          html:
            p(
              "Most coverage comes not from releases sent to a list but from pitches to individual journalists. Research the reporter first: read their last ten stories, note their beat and the kinds of sources they use. A pitch email needs a subject line that states the story, not the organisation, and an opening two lines that say what the story is, why now, and why this outlet’s audience will care. Then list what you can offer: a spokesperson, a case study willing to be named, new data, photographs or video. Keep it under about 150 words, and follow up once, a day or two later, with something new rather than “just checking you got this”.",
              "Timing depends on the outlet. Daily newspapers and broadcasters decide much of the day’s agenda at morning conferences, so a pitch that arrives the evening before or early in the morning has the best chance. Broadcast planning desks work days or weeks ahead for set-piece items. Weekly and monthly titles have deadlines well before publication, and trade media often plan features months in advance from published feature lists.",
              "Agree the terms of any conversation before the information is given, not after. On the record means the source can be named and quoted. On background, or not for attribution, means the information can be used but attributed only in an agreed general way, such as “a source close to the company”. Off the record, for many journalists, means the information must not be published at all and is for understanding only, but practice varies between outlets and countries, so spell out exactly what you mean each time.",
            ) +
            "<ul><li>Embargo: the journalist receives a story in advance on condition of not publishing before a set time. It rests on trust, and breaches are most likely when a story is sent to too many outlets.</li>" +
            "<li>Exclusive: one outlet gets the story first, in return for stronger coverage. Use sparingly, because other journalists may then decline to follow it.</li></ul>" +
            p(
              "When coverage is wrong, separate errors of fact from differences of opinion. Ask the reporter for a correction with evidence, then the editor, and only then a regulator. In the UK most newspapers belong to IPSO, whose Editors’ Code requires significant inaccuracies to be corrected promptly and with due prominence.",
            ),
        },
      },
      {
        title: "Crisis Communication: The First Twenty-Four Hours",
        description: "Holding statements, spokespeople, and choosing a response strategy under pressure.",
        lesson: {
          title: "Holding Statements and Response Strategies",
          html:
            p(
              "A crisis is not the moment to write a plan. The organisations that cope best have already agreed who sits on the crisis team and who signs off statements, have contact lists that are current, hold pre-approved template statements for likely scenarios, and keep a “dark site”, a web page built in advance that can be switched on in minutes.",
              "In the first hour the aim is to be seen to be responsive, not to have every answer. Issue a short holding statement that says what you know, what you are doing, that you are concerned for those affected, and when you will update people next. Avoid speculating on cause and avoid “no comment”, which audiences read as guilt or indifference. Brief staff before, or at the same moment as, the media, because employees are the first people journalists will ring.",
              "Coombs’s Situational Crisis Communication Theory (2007) gives a framework for choosing what to say next. First, identify the crisis type by how much responsibility stakeholders are likely to attribute to the organisation:",
            ) +
            "<ul><li>Victim cluster (low attribution): natural disasters, rumours, workplace violence, product tampering.</li>" +
            "<li>Accidental cluster (moderate): technical-error accidents and product harm, challenges from stakeholders.</li>" +
            "<li>Preventable cluster (strong): human-error accidents and organisational misdeeds.</li></ul>" +
            p(
              "Attribution rises further if the organisation has a history of similar crises or a poor prior reputation. The response strategies run from deny (attacking the accuser, denial, scapegoating), through diminish (excuse, justification), to rebuild (compensation and apology), with bolstering (reminding people of past good works, praising stakeholders) as a supplement. The theory’s central advice is to match the response to attributed responsibility: a preventable crisis demands rebuilding, and denial is appropriate only when the organisation truly is not responsible, as with a false rumour. Whatever the type, the first messages must give instructing information, telling people what they need to do to protect themselves, and adjusting information that expresses concern and explains corrective action.",
              "The classic case is Johnson & Johnson’s response to the 1982 Tylenol poisonings in Chicago: the company recalled about 31 million bottles nationwide, communicated openly, and reintroduced the product in tamper-resistant packaging. It is still taught because it put public safety visibly ahead of short-term cost.",
            ),
        },
      },
    ],
  },
  {
    slug: "turning-and-milling-speeds-feeds-tooling-and-workholding",
    discipline: "Machining",
    title: "Turning and Milling: Speeds, Feeds, Tooling and Workholding",
    description:
      "Poor surface finish, chatter and broken tools usually trace back to a handful of decisions made before the spindle starts. Building on basic lathe and mill operation, the course covers calculating cutting speeds and feeds, reading ISO insert designations and choosing carbide grades, coolant selection, and rigid workholding on both machines.",
    level: "intermediate",
    duration: "ten weeks (one four-hour workshop session a week)",
    plantedGap: "coolant selection",
    modules: [
      {
        title: "Speeds and Feeds",
        description:
          "Turning a recommended surface speed into spindle revolutions and feed rates on the lathe and the mill.",
        lesson: {
          title: "From Cutting Speed to Spindle Speed",
          html: p(
            "Tool makers recommend a cutting speed, Vc, in metres per minute: the speed at which the workpiece surface moves past the cutting edge in turning, or the edge moves through the work in milling. It depends mainly on the tool and work materials. Coated carbide in medium-carbon steel such as EN8 might run at 180–250 m/min; high-speed steel in the same material at only 25–30 m/min. The machine, however, is set in revolutions per minute, so the first calculation is always",
            "n = (1000 × Vc) / (π × D)",
            "where D is the diameter in millimetres: the workpiece diameter in turning, the cutter diameter in milling. Turning a 50 mm bar at 200 m/min gives n = 200 000 / (π × 50) ≈ 1273 rev/min. With a high-speed steel tool at 28 m/min the same bar needs only about 178 rev/min. When facing, D falls to zero at the centre, so CNC lathes use constant surface speed mode (G96) with a maximum spindle speed set to stop the spindle over-speeding near the centre.",
            "In turning, feed is given per revolution, f in mm/rev, and the depth of cut is ap. Their product with cutting speed gives the metal removal rate, Q = Vc × ap × f, in cm³/min when Vc is in m/min and ap and f in mm. At 200 m/min, 2 mm depth and 0.25 mm/rev, Q = 100 cm³/min.",
            "In milling, feed is specified per tooth, fz, and the table feed is vf = fz × z × n, where z is the number of flutes. A 12 mm three-flute carbide end mill in 6082 aluminium at 250 m/min runs at about 6630 rev/min; with fz = 0.05 mm the table feed is 0.05 × 3 × 6630 ≈ 995 mm/min.",
            "One correction catches many machinists out. When the radial width of cut, ae, is less than half the cutter diameter, the chip is thinner than fz, because each tooth only grazes the work. The maximum chip thickness is hex = fz × 2√(ae/D − (ae/D)²). At ae = 0.1D this is only 0.6 fz. Feeding at the catalogue fz then makes the tool rub rather than cut, which generates heat, work-hardens stainless steels and shortens tool life; the feed per tooth must be raised so that hex matches the recommended value.",
          ),
        },
      },
      {
        title: "Carbide Inserts and Grades",
        description: "Decoding ISO insert designations and matching carbide grades to workpiece materials.",
        lesson: {
          title: "Reading CNMG 120408",
          html:
            p(
              "Indexable turning inserts are described by a code standardised in ISO 1832. Take CNMG 120408, one of the most common inserts in the world. C is the shape, an 80° rhombus; D would be a 55° rhombus, V a 35° rhombus, T a triangle, S a square, W an 80° trigon and R a round insert. Smaller point angles reach into profiles but are weaker. N is the clearance angle, 0°, which makes this a negative insert that can be used on both faces; P (11°) or C (7°) would indicate a positive insert with one usable face and lower cutting forces. M is the tolerance class. G describes the fixing and chipbreaker: a cylindrical hole with a chipbreaker on both faces.",
              "The numbers follow. 12 gives the cutting-edge length, about 12.9 mm on this insert, which has a 12.7 mm inscribed circle. 04 is the thickness, 4.76 mm. 08 is the nose radius, 0.8 mm. Manufacturers then add their own codes for chipbreaker geometry and grade.",
              "The nose radius controls surface finish. The theoretical peak-to-valley roughness is approximately Rt = f² / (8r), and Ra is roughly a quarter of that. At a feed of 0.2 mm/rev with r = 0.8 mm, Rt = 0.04 / 6.4 = 0.00625 mm, or 6.25 µm, and Ra is about 1.6 µm. Halving the feed to 0.1 mm/rev cuts Rt to a quarter, about 1.6 µm. A larger radius gives a stronger edge and a better finish at the same feed, but it raises radial cutting force, which can cause chatter on slender parts.",
              "Grades are grouped by ISO 513 according to the workpiece material, each with a colour code found on every insert box:",
            ) +
            "<table><tr><th>Group</th><th>Colour</th><th>Workpiece material</th></tr>" +
            "<tr><td>P</td><td>Blue</td><td>Steels</td></tr><tr><td>M</td><td>Yellow</td><td>Stainless steels</td></tr>" +
            "<tr><td>K</td><td>Red</td><td>Cast irons</td></tr><tr><td>N</td><td>Green</td><td>Aluminium and other non-ferrous metals</td></tr>" +
            "<tr><td>S</td><td>Brown</td><td>Heat-resistant superalloys and titanium</td></tr><tr><td>H</td><td>Grey</td><td>Hardened steels</td></tr></table>" +
            p(
              "Within a group, a lower number such as P10 means a harder, more wear-resistant grade for finishing at high speed with continuous cuts; a higher number such as P40 means a tougher grade for roughing and interrupted cuts at lower speed. Coatings matter too. Thick CVD coatings of titanium carbonitride and aluminium oxide resist heat and wear in steel turning; thinner PVD coatings such as TiAlN allow sharper edges and suit stainless steel, milling and superalloys.",
            ),
        },
      },
      {
        title: "Workholding on the Lathe and Mill",
        description: "Chucks, collets and vices, and how to set them up for rigidity and accuracy.",
        lesson: {
          title: "Holding the Work Rigidly",
          html: p(
            "Most surface-finish and accuracy problems that are blamed on tooling are really workholding problems. The work must be located accurately, clamped firmly enough to resist cutting forces, and supported close to the cut.",
            "On the lathe, the three-jaw self-centring chuck is quick and convenient, but a used chuck commonly has a total indicated runout of 0.05–0.1 mm, and it will not return a part to the same position once it has been removed. Features that must be concentric should therefore be finished in one setting. The four-jaw independent chuck takes longer to set but can be dialled in with a dial test indicator to within 0.01 mm, and it holds square, rectangular and irregular stock, or work that must run off-centre. Soft jaws, machined in place to the part diameter while clamped on a ring or plug, give repeatable location for batches.",
            "Overhang is the enemy of rigidity. A common rule of thumb is that work can stick out of the chuck up to about three times its diameter unsupported. Beyond that, support the end with a tailstock centre, and for long, slender work add a fixed or travelling steady.",
            "On the milling machine, the vice is the standard fixture. Clean the vice and the table, then align the fixed jaw by running a dial test indicator mounted in the spindle along it, adjusting until it reads within 0.01 mm over the jaw length. Seat the work on parallels, tighten the vice, and tap the work down with a soft-faced mallet until the parallels can no longer be moved by hand. The fixed jaw is the reference; the moving jaw tends to lift the work as it closes, so when squaring a block, place a round bar between the moving jaw and the work so that the clamping force acts at a single line.",
            "The choice between climb and conventional milling also depends on the machine. Climb milling, in which the cutter rotation and the feed move in the same direction at the point of contact, gives a thinner chip at exit, a better finish and longer tool life, and is standard on rigid CNC machines with ballscrews. On a manual mill with backlash in the leadscrew, climb milling can pull the table into the cut, so conventional milling is safer.",
          ),
        },
      },
    ],
  },
  {
    slug: "set-design-for-theatre-from-text-to-model-box",
    discipline: "Scenography",
    title: "Set Design for Theatre: From Text to Model Box",
    description:
      "This course follows the set designer’s process for a mid-scale production, from the first reading of the script to the model showing: analysing the play for its spatial demands, designing for different stage configurations, building a white card model at 1:25, and choosing sustainable materials for construction.",
    level: "intermediate",
    duration: "twelve weeks (one studio day a week)",
    plantedGap: "sustainable materials",
    modules: [
      {
        title: "Reading the Play as a Space",
        description:
          "Breaking a script down into locations, entrances and scenic demands, and matching them to a stage configuration.",
        lesson: {
          title: "Scene Breakdowns and Stage Configurations",
          html:
            p(
              "A designer reads a play at least three times. The first reading is for response: what is the play about, what images and atmospheres does it leave behind? The second is analytical, and produces a scene breakdown chart with a row for each scene and columns for location, time of day and season, characters present, entrances and exits, and every object or effect the action requires. Separate what the written stage directions ask for, which may reflect a first production rather than the play’s needs, from what the dialogue and action make unavoidable. The third reading tests the emerging ideas against the text.",
              "Chekhov’s <em>The Cherry Orchard</em> shows why this matters. Act One takes place in the room still called the nursery, at dawn in May, with the orchard in blossom outside. Act Two is in open country, beside an old abandoned shrine, with a road and the distant outline of a town. Act Three is the drawing room during a party, interrupted by Lopakhin’s news that he has bought the estate. Act Four returns to the nursery, now stripped, with luggage piled ready for departure and the sound of axes in the orchard. The breakdown immediately raises the central design question: four literal settings, or one adaptable space in which the emptied nursery of the last act mirrors the crowded nursery of the first?",
              "The stage configuration shapes every answer:",
            ) +
            "<ul><li>Proscenium (end-on with a frame): the audience faces one side; wings and a fly tower allow scene changes and pictorial composition.</li>" +
            "<li>Thrust: the audience sits on three sides; scenery is concentrated upstage, and the floor becomes a major design surface.</li>" +
            "<li>Traverse: two audience blocks face each other; entrances are at the ends, and anything tall blocks one side’s view.</li>" +
            "<li>In the round: the audience surrounds the stage; walls are impossible, furniture must be low, and the floor and overhead space carry the design.</li></ul>" +
            p(
              "Sightlines are checked from the worst seats, not the best: the end seats of the front row and the highest seats at the back and sides. Lines drawn from these seats on the venue’s plan and section show what will be hidden behind scenery, what masking is needed to conceal the wings, and how far upstage a performer can stand and still be seen.",
            ),
        },
      },
      {
        title: "The White Card Model",
        description: "Testing spatial ideas quickly at scale, before colour or detail is added.",
        lesson: {
          title: "Working at 1:25",
          html: p(
            "British theatre designers work at a scale of 1:25, so that 4 cm in the model represents 1 m on stage; American practice uses half an inch to the foot, which is 1:24. At 1:25 a performer 1.75 m tall becomes a figure 70 mm high, and a standard 2.4 m flat stands 96 mm. Always put scale figures in the model from the start. Without them it is very easy to design a space that looks handsome but dwarfs or crowds the actors.",
            "The first thing to build is the model box of the venue, from the theatre’s technical plan and section, which most venues supply as CAD files. It should include the stage floor, the proscenium or the edges of the acting area, the back wall, any permanent features such as pillars or galleries, and at least the front rows of the auditorium, so that sightlines can be checked directly.",
            "The white card model is the designer’s sketchbook in three dimensions. It is built quickly from unpainted mountboard, foamboard and card, held with pins and tape so that walls can be moved. Its plainness is deliberate. Without colour or texture, conversations with the director stay on the questions that matter at this stage: the proportion of the space to the human figure, where the entrances are, how the actors will move, what is revealed or hidden, and how a scene change will work. Designers often make several white card versions, photographing each, before one is chosen.",
            "Use the model to test the play physically. Walk scale figures through each scene of the breakdown chart. Check the view from the extreme seats by putting the eye, or a small camera or phone, at the height of a seated spectator’s eye at that scale. Test vertical relationships: the height of a doorway relative to the figure, the amount of visible sky, the angle of any stage rake. A raked floor throws the action towards the audience, but performers find steep rakes tiring, and anything on wheels will roll, so rakes steeper than about 1 in 12 are treated with caution.",
            "The white card stage ends when the director and designer agree the spatial idea. Only then does the designer move on to colour, surface and detail, knowing that the bones of the design work.",
          ),
        },
      },
      {
        title: "The Final Model and the Model Showing",
        description: "Presenting the finished design to the company and handing it over to the production team.",
        lesson: {
          title: "From Coloured Model to Production",
          html: p(
            "The final model is a complete, painted representation of the design at 1:25: every scenic element, the furniture, the floor treatment and, where relevant, each scene change, arranged so that the settings can be shown in sequence. It is accompanied by a ground plan and a section at the same scale, marked with the setting line (usually the line of the upstage face of the proscenium or the front edge of the stage) and the centre line, from which every element is dimensioned. Model photographs, taken against a neutral background at a low, audience-like angle, serve the publicity team and the workshop.",
            "Before the final model is presented, the production manager costs the design. The set is broken into elements, each priced for construction, painting and fitting, and the total is compared with the budget. Cuts are negotiated at this stage, not in the technical rehearsal, and the designer’s role is to protect the elements that carry the idea while simplifying the rest. The scenic artists receive painted samples or paint elevations showing exact colours and textures.",
            "Set design is also shaped by the other departments. The lighting designer needs space for side-lighting booms in the wings and clear paths for overhead bars, and the colour and reflectance of the set change what lighting can do: a pale floor bounces light up into faces, a dark floor absorbs it. A gauze looks solid when lit from the front and becomes transparent when the scene behind it is lit, which makes it a powerful tool for transitions. The sound designer needs speaker positions that the set does not block.",
            "The model showing usually takes place on the first day of rehearsals. The designer presents the model to the cast, director and production team, walking through the play scene by scene, moving figures and scenic pieces to show how each scene works and changes. For actors it is the first sight of the world they will inhabit, and the costume designs are often presented at the same meeting. After the showing, any change to the design goes through the production manager, who tracks its effect on cost, schedule and the work of other departments.",
          ),
        },
      },
    ],
  },
  {
    slug: "youth-work-practice-informal-education-detached-work-and-groups",
    discipline: "Youth work",
    title: "Youth Work Practice: Informal Education, Detached Work and Groups",
    description:
      "How do youth workers build trusting relationships with young people who choose whether to turn up, and turn everyday conversations into learning? The course examines informal education and the voluntary relationship, detached and outreach work on young people’s own ground, group work, and safeguarding in open-access settings.",
    level: "intermediate",
    duration: "eight weeks (one day a week, alongside a supervised practice placement)",
    plantedGap: "safeguarding",
    modules: [
      {
        title: "Informal Education and the Voluntary Relationship",
        description:
          "What makes youth work a distinct educational practice, and why young people’s choice to take part changes everything.",
        lesson: {
          title: "Conversation as Curriculum",
          html: p(
            "Youth work in the UK tradition is an educational practice, but it does not look like schooling. Jeffs and Smith describe informal education as the spontaneous process of helping people to learn, working through conversation and the exploration and enlargement of experience. Its curriculum is not a syllabus set in advance but the issues, interests and experiences that young people bring.",
            "Bernard Davies, in <em>Youth Work: A Manifesto for Our Times</em> (2005), sets out the features that make the practice distinctive. Young people choose to be involved. The worker starts where young people are, physically and in their concerns. The work seeks to tip the balance of power towards young people, works with and through their peer networks, and respects their developing identities. Of these, the voluntary relationship is the foundation. Because a young person can walk away at any moment, the worker cannot rely on compulsion; trust has to be earned, and the relationship is more equal than that between pupil and teacher.",
            "This has practical consequences. A worker plans for learning, deciding what they hope might happen and what resources to have ready, but expects the agenda to emerge. Much of the skill lies in recognising the moment in an ordinary conversation when a question, a challenge or a piece of information could open up new thinking, and in judging whether to take it.",
            "Two theories underpin this way of working. Paulo Freire contrasted “banking” education, in which knowledge is deposited in passive learners, with problem-posing education, in which learners and educator investigate their situation together through dialogue. Kolb’s experiential learning cycle describes how concrete experience leads, through reflective observation and abstract conceptualisation, to active experimentation, and so to new experience.",
            "Consider a group of young people complaining that police have moved them on from the park again. A worker could sympathise and move on. Working educationally, the worker might ask what happened, what powers the police actually have, who else uses the park and why they might feel uneasy, and who decides how public space is used. Over several weeks that conversation could become a piece of research, a meeting with the neighbourhood police team and a presentation to the parish council: learning that started in the young people’s own experience and stayed under their control.",
          ),
        },
      },
      {
        title: "Detached and Outreach Work",
        description:
          "Working on young people’s own territory: planning, first contact and building a relationship over time.",
        lesson: {
          title: "On the Street",
          html: p(
            "Detached youth work takes place where young people already are: streets, parks, shopping centres, bus stations, takeaways and skate parks, at the times when they are there. There is no building to invite them into; the work itself happens on their territory and on their terms. Outreach work looks similar on the street but has a different purpose: workers go out to make contact with young people in order to bring them into an existing project, centre or service. The distinction matters because it changes what success looks like and who holds the power in the relationship.",
            "Good detached work begins before anyone speaks to a young person. Workers build a profile of the area by walking it at different times of day and on different days of the week, noting where young people gather, in what numbers and for how long. They talk to shopkeepers, residents, community police officers, schools and other agencies, and gather data on housing, transport, leisure provision and local concerns. This mapping shows where to work and what issues are likely to arise.",
            "Workers always go out in pairs, with a named base contact, agreed check-in times, identification badges and a charged phone. They agree in advance how they will introduce themselves and what they will do if a situation becomes unsafe, and they assess risk continuously while out.",
            "First contact should be open and honest: who the workers are, who they work for, what they do, and that talking to them is entirely voluntary. Then comes the most important promise: “we’ll be here again next Tuesday at the same time.” Keeping that promise week after week, whatever the weather, is what builds trust. Many projects describe the work in stages, from making contact through building relationships to developing work around young people’s needs and interests, and finally to ending or handing on, and a group may take months to move from the first stage to the third.",
            "Workers need sharp observational skills and clear boundaries. They notice who is in the group and who is on its edges, how the group responds to newcomers, and what changes from week to week. They are friendly but not friends: they do not buy cigarettes or alcohol, do not give lifts on impulse, and are clear about what they can and cannot keep to themselves.",
          ),
        },
      },
      {
        title: "Working with Groups",
        description: "Group development, group agreements and planning sessions that young people help to shape.",
        lesson: {
          title: "Groups in Youth Work",
          html: p(
            "Young people spend much of their lives in groups, and youth workers use the group both as a setting for learning and as a source of it. Understanding how groups develop helps workers to judge when to lead and when to step back.",
            "Tuckman’s 1965 model described four stages: forming, in which members are polite, uncertain and dependent on the leader; storming, in which conflict surfaces over roles, power and direction; norming, in which the group agrees how it will work; and performing, in which energy goes into the task. With Jensen in 1977 he added adjourning, the ending of the group, which in youth work deserves deliberate attention because endings can stir strong feelings. Real groups rarely move neatly through these stages, but the model helps workers to read behaviour, such as recognising that a sudden row may be a sign of progress rather than failure. The worker’s role usually moves from directive early on to facilitative as the group takes ownership.",
            "A group agreement, made with the group rather than imposed on it, sets out how members will treat each other and what happens when that breaks down. Because young people wrote it, they are more likely to hold each other to it. Benne and Sheats’s classic analysis of roles (1948) distinguishes task roles, such as initiating, information-seeking and summarising; maintenance roles, such as encouraging, harmonising and gatekeeping; and individual roles, such as blocking or dominating, that serve a member’s needs at the group’s expense. Workers can help young people recognise these roles in themselves.",
            "Roger Hart’s “ladder of participation” (1992) is widely used to examine how much real power young people have. Its eight rungs run from manipulation, decoration and tokenism, which Hart described as non-participation, through assigned but informed, and consulted and informed, to adult-initiated shared decisions, child-initiated and directed projects, and child-initiated shared decisions with adults. Hart himself warned against treating the ladder as a sequence every project must climb; it is a tool for honest reflection.",
            "Sessions are planned with aims, activities, roles and time for review. A simple review structure asks “What?” (what happened), “So what?” (what it means) and “Now what?” (what we will do differently), a framework derived from Borton’s work and popularised in reflective practice by Rolfe and colleagues.",
          ),
        },
      },
    ],
  },
  {
    slug: "core-urology-for-ward-and-clinic",
    discipline: "Urology",
    title: "Core Urology for Ward and Clinic",
    description:
      "Core urology for foundation doctors, physician associates and nurses managing patients on the ward and in clinic: lower urinary tract symptoms and benign prostatic enlargement; renal colic and urinary stones; haematuria and the suspected-cancer referral pathway; and testicular torsion.",
    level: "intermediate",
    duration: "six weeks (a weekly two-hour case-based tutorial)",
    plantedGap: "testicular torsion",
    modules: [
      {
        title: "Lower Urinary Tract Symptoms in Men",
        description:
          "Assessing storage and voiding symptoms, and the drug and surgical options for benign prostatic enlargement.",
        lesson: {
          title: "Assessing and Treating LUTS",
          html:
            p(
              "Lower urinary tract symptoms (LUTS) are grouped by the phase of bladder function they affect. Storage symptoms include frequency, urgency, nocturia and urgency incontinence. Voiding symptoms include hesitancy, a weak or intermittent stream, straining and terminal dribbling. Post-micturition symptoms are a sense of incomplete emptying and post-micturition dribble.",
              "Assessment follows NICE guideline CG97. Take a history including drugs (anticholinergics, diuretics, decongestants) and fluid intake, and quantify symptoms with the International Prostate Symptom Score: seven questions scored 0 to 5, giving a total from 0 to 35, where 0–7 is mild, 8–19 moderate and 20–35 severe, plus a separate quality-of-life question. A three-day frequency–volume chart distinguishes a small functional bladder capacity from high fluid intake or nocturnal polyuria, in which more than about a third of the 24-hour urine output is passed at night; that points to causes such as heart failure, oedema or sleep apnoea rather than the prostate. Examine the abdomen for a palpable bladder, perform a digital rectal examination to assess prostate size and consistency, and test the urine with a dipstick. Offer a PSA test, with counselling about its limitations, if symptoms suggest bladder outlet obstruction secondary to an enlarged prostate, the prostate feels abnormal, or the man is concerned about prostate cancer.",
              "Conservative measures come first: reducing evening fluids, caffeine and alcohol, bladder training for urgency, and urethral milking for post-micturition dribble. Drug treatment depends on the pattern:",
            ) +
            "<ul><li>Alpha-blockers (tamsulosin 400 micrograms daily, alfuzosin, doxazosin) for moderate to severe voiding symptoms. They relax prostatic smooth muscle and work within days. Warn about postural dizziness and retrograde ejaculation, and about floppy iris syndrome if cataract surgery is planned.</li>" +
            "<li>5-alpha-reductase inhibitors (finasteride 5 mg daily) for men with an estimated prostate volume over 30 g or a PSA above 1.4 ng/mL who are at high risk of progression. They shrink the prostate by about a quarter over three to six months and roughly halve the PSA, which must be allowed for when interpreting later results.</li>" +
            "<li>Antimuscarinics or mirabegron for storage symptoms, after checking the post-void residual volume.</li></ul>" +
            p(
              "Men with severe symptoms despite treatment, or with complications such as recurrent retention or bladder stones, are considered for surgery. Transurethral resection of the prostate remains the reference procedure; holmium laser enucleation suits large glands, and minimally invasive options such as prostatic urethral lift and water vapour therapy better preserve ejaculation.",
            ),
        },
      },
      {
        title: "Renal Colic and Urinary Stones",
        description: "Diagnosis, analgesia and imaging, and the emergency that must not be missed.",
        lesson: {
          title: "Managing Suspected Renal Colic",
          html: p(
            "Renal colic classically causes severe, colicky pain starting in the loin and radiating to the groin, often with nausea and vomiting. Unlike patients with peritonitis, who lie still, patients with colic are restless and cannot get comfortable. Dipstick haematuria is common but its absence does not exclude a stone. Keep the differential open: in a patient over about 60 presenting with a first episode of “renal colic”, consider a leaking abdominal aortic aneurysm; in women of reproductive age, test for pregnancy to exclude ectopic pregnancy; and consider pyelonephritis, appendicitis and biliary colic.",
            "NICE guideline NG118 (2019) sets the standard for assessment and management. Offer a non-steroidal anti-inflammatory drug by any route as first-line analgesia, unless contraindicated; offer intravenous paracetamol if NSAIDs cannot be used, and an opioid only if both are contraindicated or ineffective. Do not offer antispasmodics. For adults, arrange urgent low-dose non-contrast CT of the kidneys, ureters and bladder within 24 hours of presentation; it detects almost all stones and shows their size and position. In pregnancy, and in children and young people, ultrasound is the first-line imaging.",
            "Management depends on stone size, position and symptoms. Stones under 5 mm usually pass spontaneously, and watchful waiting is reasonable if pain is controlled and there are no complications. An alpha-blocker may be offered as medical expulsive therapy for distal ureteric stones under 10 mm. Larger or persistent stones are treated by shockwave lithotripsy, ureteroscopy with laser fragmentation, or, for renal stones over about 20 mm, percutaneous nephrolithotomy.",
            "The emergency not to miss is the obstructed, infected kidney. A patient with a ureteric stone who has a fever, rigors, raised inflammatory markers or signs of sepsis has pus trapped above the obstruction, and antibiotics alone will not clear it. The kidney must be drained urgently, by percutaneous nephrostomy or a retrograde ureteric stent, alongside intravenous antibiotics. Definitive stone treatment is deferred until the infection has settled. Urgent decompression is also needed for an obstructed solitary kidney, bilateral obstruction with acute kidney injury, and pain that cannot be controlled.",
            "After the acute episode, send any passed stone for analysis and advise patients to drink enough to produce 2 to 2.5 litres of urine a day, which roughly halves recurrence. Recurrent stone formers need a metabolic work-up including serum calcium and, for some, 24-hour urine studies.",
          ),
        },
      },
      {
        title: "Haematuria and Suspected Bladder Cancer",
        description: "Classifying haematuria, applying the referral criteria and understanding the haematuria clinic.",
        lesson: {
          title: "Visible and Non-Visible Haematuria",
          html:
            p(
              "Haematuria is classified as visible (VH, formerly macroscopic or frank) or non-visible (NVH), and non-visible haematuria is further divided into symptomatic, when accompanied by lower urinary tract symptoms, and asymptomatic. On dipstick testing, a trace result is regarded as negative and 1+ or more as significant. Because dipstick haematuria is often transient, persistent NVH is usually defined as two out of three positive tests, and routine microscopy confirmation is not needed. Before labelling haematuria as significant, exclude transient causes: urinary tract infection, menstruation and vigorous exercise. Remember too that red or brown urine is not always blood; beetroot, rifampicin and myoglobin can all discolour urine with a negative microscopy.",
              "NICE guideline NG12 sets out when to refer using a suspected cancer pathway. For bladder cancer, refer people who are:",
            ) +
            "<ul><li>aged 45 and over with unexplained visible haematuria without urinary tract infection, or visible haematuria that persists or recurs after successful treatment of urinary tract infection; or</li>" +
            "<li>aged 60 and over with unexplained non-visible haematuria and either dysuria or a raised white cell count on a blood test.</li></ul>" +
            p(
              "The same visible haematuria criteria apply to suspected renal cancer in people aged 45 and over. NICE also advises considering non-urgent referral for people aged 60 and over with recurrent or persistent unexplained urinary tract infection.",
              "At a one-stop haematuria clinic the patient has a flexible cystoscopy under local anaesthetic to inspect the bladder lining, and imaging of the upper urinary tract: usually ultrasound, with CT urography for visible haematuria or higher-risk patients according to local protocol. Cytology is used selectively.",
              "Not all haematuria is urological. Check blood pressure, renal function and the urine albumin-to-creatinine ratio. Significant proteinuria, a falling eGFR, hypertension or a family history of kidney disease suggests a glomerular cause such as IgA nephropathy, which is a reason for nephrology rather than urology referral.",
              "Bladder cancer is about three times as common in men as in women. Smoking is the most important risk factor, and others include occupational exposure to aromatic amines in the dye and rubber industries, previous pelvic radiotherapy and, worldwide, chronic infection with <em>Schistosoma haematobium</em>, which is associated with squamous cell carcinoma. Every patient who smokes should be advised to stop at the first contact.",
            ),
        },
      },
    ],
  },
];
