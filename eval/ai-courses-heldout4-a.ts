/** Fourth held-out evaluation courses, beginner level (paramedicine to sports coaching); see ai-courses-heldout4.ts. */
import { p, type EvalCourse } from "./ai-course-types.ts";

export const HELDOUT4_A: EvalCourse[] = [
  {
    slug: "prehospital-emergency-care",
    discipline: "Paramedicine",
    title: "Foundations of Prehospital Emergency Care",
    description:
      "Covers scene assessment and the primary survey, basic airway management, cardiac arrest and defibrillation, and spinal motion restriction, for students beginning an emergency medical technician programme.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "spinal motion restriction",
    modules: [
      {
        title: "Scene Assessment and the Primary Survey",
        description: "Making the scene safe and finding the threats to life in the first minute.",
        lesson: {
          title: "The first sixty seconds",
          html: p(
            "Every call begins before the crew reaches the patient. The scene size-up asks four questions: is the scene safe, what is the mechanism of injury or the nature of the illness, how many patients are there, and are more resources needed, such as the fire service, police or a second ambulance? Personal protective equipment, at least gloves and eye protection, is put on before contact. A crew that is injured on arrival helps nobody, so a scene with traffic, fire, violence or a hazardous substance is not entered until it has been made safe.",
            "At the patient's side the clinician forms a general impression, whether the patient looks sick or not, and checks the level of responsiveness with the AVPU scale: Alert, responds to Voice, responds to Pain or Unresponsive. The primary survey then looks for immediate threats to life in a fixed order. Many services use the sequence C-ABCDE, in which catastrophic haemorrhage comes first, because a person can bleed to death from a severed femoral artery in a few minutes, faster than from an obstructed airway. Such bleeding is controlled with direct pressure, a haemostatic dressing packed into the wound or a tourniquet placed high and tight on the limb.",
            "A is the airway: is it open and clear? B is breathing: its rate, depth and effort, and the oxygen saturation. C is circulation: the pulse, skin colour and temperature and the capillary refill time. D is disability: the level of consciousness, the pupils and the blood glucose. E is exposure: removing clothing to find hidden injuries while preventing heat loss. A problem found at any step is treated before moving on to the next, and the survey is repeated whenever the patient's condition changes.",
          ),
        },
      },
      {
        title: "Basic Airway Management",
        description: "Opening the airway, airway adjuncts, suction, ventilation and oxygen.",
        lesson: {
          title: "Keeping the airway open",
          html: p(
            "In an unconscious patient the commonest cause of airway obstruction is the tongue falling back against the pharynx, because the muscles that hold it forward relax. The head-tilt chin-lift manoeuvre lifts the tongue away: one hand on the forehead tilts the head back while the fingertips of the other lift the bony part of the chin. The jaw thrust, in which the angles of the lower jaw are pushed forward with both hands, opens the airway with little movement of the head and is preferred after trauma.",
            "Airway adjuncts hold the airway open once it has been opened. An oropharyngeal airway is sized from the corner of the mouth to the angle of the jaw and may be used only in a patient with no gag reflex, because it provokes vomiting in one who has one. A nasopharyngeal airway, sized from the tip of the nose to the earlobe and lubricated before insertion, is tolerated by semiconscious patients but should be avoided when a fracture of the base of the skull is suspected.",
            "Blood, vomit and secretions are cleared with a rigid suction catheter under direct vision. Suction also removes oxygen, so in an adult each attempt is limited to about 15 seconds.",
            "A patient who is not breathing adequately is ventilated with a bag-valve-mask connected to oxygen. Two rescuers do this better than one: one holds the mask sealed to the face with both hands while the other squeezes the bag just enough to make the chest rise, at about one breath every six seconds for an adult with a pulse. Over-vigorous ventilation inflates the stomach and causes regurgitation. Supplemental oxygen is titrated to the pulse oximeter; for most acutely ill adults the target saturation is 94 to 98 percent.",
          ),
        },
      },
      {
        title: "Cardiac Arrest and Defibrillation",
        description: "Recognising cardiac arrest, high-quality CPR and the use of an AED.",
        lesson: {
          title: "Compressions and shocks",
          html: p(
            "Survival from out-of-hospital cardiac arrest depends on the chain of survival: early recognition and a call for help, early cardiopulmonary resuscitation (CPR), early defibrillation and good care after the return of circulation. Every minute without CPR or defibrillation lowers the chance of survival from ventricular fibrillation by roughly 7 to 10 percent.",
            "Cardiac arrest is recognised when a patient is unresponsive and not breathing normally. Occasional, slow, noisy gasps, called agonal breathing, are common in the first minutes after arrest and must not be mistaken for breathing. Compressions begin at once in the centre of the chest, on the lower half of the sternum, at a rate of 100 to 120 per minute and a depth of 5 to 6 centimetres in an adult, allowing the chest to recoil fully between compressions. Until an advanced airway is placed, 30 compressions alternate with 2 ventilations. Rescuers change over every two minutes, because compression quality falls with fatigue long before the rescuer notices it.",
            "An automated external defibrillator (AED) analyses the heart rhythm and advises a shock only for the shockable rhythms, ventricular fibrillation and pulseless ventricular tachycardia. Asystole and pulseless electrical activity, in which organised electrical activity produces no pulse, are not shockable; for them, CPR continues and reversible causes such as hypoxia and hypovolaemia are sought. The pads are placed below the right clavicle and on the left side of the chest over the apex of the heart. Pauses in compressions before and after a shock are kept as short as possible, and compressions resume immediately after the shock, without checking for a pulse, for another two minutes before the next rhythm analysis.",
          ),
        },
      },
    ],
  },
  {
    slug: "forest-measurement-management",
    discipline: "Forestry",
    title: "Introduction to Forest Measurement and Silviculture",
    description:
      "An introduction to measuring trees, inventorying a stand, silvicultural systems and wildfire behaviour for students with no background in forestry.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "wildfire behaviour",
    modules: [
      {
        title: "Measuring Trees",
        description: "Diameter, height and basal area, and the instruments used to measure them.",
        lesson: {
          title: "Diameter, height and basal area",
          html: p(
            "The most important measurement of a tree is its diameter at breast height (DBH). To make measurements comparable, it is taken at a fixed height above the ground: 1.3 metres in most countries and 4.5 feet in the United States, on the uphill side of a tree that stands on a slope. Where the stem forks or has a swelling at that height, the diameter is measured just above or below it and the fact recorded. A diameter tape is wrapped around the stem and is graduated in units of pi, so that it reads diameter directly from the circumference. Calipers, used on smaller trees, are read twice at right angles and the readings averaged, because few stems are perfectly round.",
            "Tree height is measured with a clinometer or a hypsometer. Standing at a known horizontal distance from the tree, the forester reads the percent slope to the top of the tree and to its base. The height is the reading to the top minus the reading to the base, so that a negative base reading is added, multiplied by the horizontal distance and divided by 100. For example, readings of +62 percent to the top and -8 percent to the base at 20 metres give a height of 70 percent of 20, or 14 metres. Leaning trees and the difficulty of seeing the true top of a broad crown are the commonest sources of error.",
            "Basal area is the cross-sectional area of a stem at breast height. In metric units it equals 0.00007854 multiplied by the square of the DBH in centimetres, giving square metres; a tree of 40 centimetres DBH has a basal area of about 0.126 square metres. Summed over all trees and expressed per hectare, basal area measures how densely a stand is stocked and is the basis of most thinning decisions.",
          ),
        },
      },
      {
        title: "Inventorying a Stand",
        description: "Sampling a stand with fixed-area plots and with an angle gauge.",
        lesson: {
          title: "Sampling the forest",
          html: p(
            "A forest inventory estimates how many trees, how much basal area and how much timber volume a stand contains. Measuring every tree is rarely practical, so the forester measures sample plots and expands the results to the whole area. Plots are usually laid out systematically on a grid from a random starting point, which spreads them evenly over the stand.",
            "In fixed-area plot sampling every tree inside a plot of known size is measured. A circular plot with a radius of 5.64 metres has an area of 100 square metres, one hundredth of a hectare, so each tree counted in it represents 100 trees per hectare. Small plots are used for dense young stands and larger ones for mature stands with big, widely spaced trees. Trees on the boundary are checked with a tape: a tree is in if the centre of its stem lies within the radius.",
            "Variable-radius plot sampling, also called point sampling, was invented by the Austrian forester Walter Bitterlich in the 1940s. Standing at the plot centre, the forester sights every tree at breast height through an angle gauge or a wedge prism. A tree whose stem appears wider than the angle is counted in; one that appears narrower is out. Large trees are therefore counted at greater distances than small ones, so trees are sampled in proportion to their size. Each tree counted represents the same basal area per hectare, the basal area factor (BAF) of the gauge. With a BAF of 2, a count of 11 trees means a stand basal area of 22 square metres per hectare, with no measuring of distances at all.",
            "Volume is then estimated from the diameter and height of measured trees with volume equations or tables prepared for each species and region.",
          ),
        },
      },
      {
        title: "Silvicultural Systems",
        description: "How a forest is harvested and regenerated, and why the choice depends on the species.",
        lesson: {
          title: "Harvesting and regenerating a stand",
          html: p(
            "Silviculture is the art and science of controlling the establishment, growth, composition and quality of forests. A silvicultural system is a planned programme of treatments over the whole life of a stand, and it is named after the way the old stand is removed and the new one regenerated.",
            "Even-aged systems produce stands in which the trees are all about the same age. In clearcutting, the whole stand is removed at once and regenerates by planting, by seed from neighbouring stands or by sprouting. In the seed-tree method, a few good trees per hectare are left to seed the site and are removed later. In the shelterwood method, the stand is removed in two or more cuttings over several years, so that the new seedlings establish under the partial shade and protection of the older trees.",
            "Uneven-aged systems maintain trees of many ages on the same area. In the selection system, individual trees or small groups are harvested every 10 to 20 years, and regeneration fills the gaps, so the forest never loses its cover.",
            "The choice depends above all on shade tolerance, the ability of a species to grow under the canopy of other trees. Shade-tolerant species such as sugar maple, American beech and western hemlock regenerate well under the selection system. Shade-intolerant or moderately intolerant species such as aspen, most pines and Douglas-fir need the full sunlight of a clearcut or seed-tree cutting. Coppice is a separate system for species that sprout vigorously from the stump, such as oak, sweet chestnut and willow; the stems are cut on a short rotation and the stand regrows from the stools. Between regeneration cuttings, thinnings remove some trees so that the remaining ones grow faster.",
          ),
        },
      },
    ],
  },
  {
    slug: "early-childhood-foundations",
    discipline: "Early childhood education",
    title: "Foundations of Early Childhood Education",
    description:
      "Introduces theories of child development, learning through play, observing and documenting children's learning, and partnerships with families, for prospective preschool teachers and childcare workers.",
    level: "beginner",
    duration: "8 weeks",
    plantedGap: "partnerships with families",
    modules: [
      {
        title: "Theories of Development",
        description: "Piaget's stages and Vygotsky's zone of proximal development, and what they mean for teaching.",
        lesson: {
          title: "Piaget and Vygotsky",
          html: p(
            "Two theories shape most early childhood practice. The Swiss psychologist Jean Piaget saw the child as a little scientist who builds knowledge by acting on the world. New experiences are assimilated into existing mental structures, called schemas, and when they do not fit, the schemas are changed by accommodation. Piaget described four stages: the sensorimotor stage from birth to about two years, in which the infant learns through the senses and movement and acquires object permanence, the understanding that things continue to exist when out of sight; the preoperational stage from about two to seven, marked by symbolic thought and pretend play but also by egocentrism and centration; the concrete operational stage from about seven to eleven; and the formal operational stage after that.",
            "A preoperational child shown two identical glasses of juice, one of which is then poured into a taller, thinner glass, usually says the tall glass holds more. The child centres on the height of the liquid and cannot yet mentally reverse the pouring, so fails to conserve quantity. Later researchers such as Margaret Donaldson showed that young children often succeed when tasks are set in situations that make sense to them, so Piaget probably underestimated them.",
            "The Russian psychologist Lev Vygotsky stressed the social origin of thinking. His zone of proximal development is the gap between what a child can do alone and what the child can do with the help of a more knowledgeable person. Teaching is most effective within this zone. In 1976 David Wood, Jerome Bruner and Gail Ross called such help scaffolding: the adult simplifies the task, keeps the child's attention on the goal and marks the important features, then withdraws support as competence grows. Vygotsky also saw the running commentary young children give themselves while they work, private speech, as a tool for regulating their own behaviour.",
          ),
        },
      },
      {
        title: "Learning Through Play",
        description: "Kinds of play, how social play develops, and the adult's role.",
        lesson: {
          title: "Why play matters",
          html: p(
            "Play is activity that is freely chosen, directed by the child and done for its own sake rather than for an outside goal. The idea that young children learn best through play goes back to Friedrich Froebel, who opened the first kindergarten in Germany in 1837 and designed a set of wooden blocks and shapes, his gifts, for children to explore. Maria Montessori, who opened her first Casa dei Bambini in Rome in 1907, placed more weight on a carefully prepared environment of self-correcting materials that children use independently.",
            "In 1932 the American researcher Mildred Parten described how social participation in play develops. In unoccupied behaviour the child watches whatever happens to be interesting; in solitary play the child plays alone; in onlooker play the child watches others play and may talk to them without joining in; in parallel play children play side by side with similar materials but not together, typical of two- and three-year-olds; in associative play they share materials and talk but have no common goal; and in cooperative play, which appears from about four, they organise their play around a shared goal, such as a game of shops with agreed roles. Later work showed that these forms continue to coexist, and that solitary play in older children is not a sign of immaturity.",
            "Sara Smilansky classified play by its cognitive demands: functional play, repeating movements for pleasure; constructive play, building with blocks or clay; dramatic or sociodramatic play, pretending with others; and games with rules. Sociodramatic play is especially rich, because children must plan roles, negotiate and use language to sustain the pretence.",
            "The adult's role is to provide time, space and open-ended materials, to observe, and to join in sensitively, extending the play with a question or a new prop without taking it over.",
          ),
        },
      },
      {
        title: "Observation and Documentation",
        description: "Methods of observing children and recording what they learn.",
        lesson: {
          title: "Watching and recording learning",
          html: p(
            'Observation is the basis of planning in early childhood education: an educator who knows what a child is interested in and can nearly do can plan the next step. Good observation records what the child actually did and said, in objective language, and keeps interpretation separate. "Sam sat by the door and cried for two minutes after lunch" is an observation; "Sam was miserable all day" is an interpretation.',
            "Several methods are used. An anecdotal record is a brief account of a significant incident, written soon after it happened. A running record is a continuous, detailed account of everything a child does over a set period, such as ten minutes. A checklist records whether specific skills, such as hopping on one foot or writing one's name, have been seen. Time sampling records what a child is doing at fixed intervals, for example every five minutes, and shows how time is spent. Event sampling records every occurrence of a particular behaviour; the ABC format notes the antecedent, the behaviour and the consequence, and helps to explain, for example, what sets off a child's biting.",
            "In New Zealand, Margaret Carr developed learning stories, narrative assessments written to the child that describe a learning episode, interpret it in terms of dispositions such as taking an interest or persisting with difficulty, and suggest what might come next. They fit Te Whariki, the country's early childhood curriculum. In the preschools of Reggio Emilia in Italy, inspired by Loris Malaguzzi, pedagogical documentation uses photographs, transcripts of children's talk and their drawings to make learning visible, so that teachers and children can revisit and discuss it.",
            "All records must be stored securely and used only for the child's benefit, since they contain personal information.",
          ),
        },
      },
    ],
  },
  {
    slug: "library-information-science-intro",
    discipline: "Library science",
    title: "Introduction to Library and Information Science",
    description:
      "Classification with the Dewey Decimal and Library of Congress systems, cataloguing and metadata, the reference interview and collection development, for library assistants and anyone considering a library career.",
    level: "beginner",
    duration: "6 weeks",
    plantedGap: "collection development",
    modules: [
      {
        title: "Classification",
        description: "How the Dewey Decimal and Library of Congress systems arrange books on the shelf.",
        lesson: {
          title: "A place for every book",
          html: p(
            "Classification gives each item a call number that places it on the shelf next to items on the same subject, so that a reader who finds one useful book finds related books beside it. The two systems used most widely in the English-speaking world are the Dewey Decimal Classification and the Library of Congress Classification.",
            "Melvil Dewey published his system in 1876, while working at the library of Amherst College. It divides knowledge into ten main classes, each numbered in hundreds: 000 computer science, information and general works; 100 philosophy and psychology; 200 religion; 300 social sciences; 400 language; 500 science; 600 technology; 700 arts and recreation; 800 literature; and 900 history and geography. Each class is divided into ten divisions and each division into ten sections, and decimals allow indefinite further subdivision, so the numbers are hierarchical: 500 is science, 590 animals and 599 mammals. Because it is simple and the numbers are easy to browse, Dewey is used by most public and school libraries.",
            "The Library of Congress Classification was developed at the Library of Congress from 1897 onwards. It uses one to three letters followed by numbers, and has 21 main classes lettered A to Z, omitting I, O, W, X and Y. Q is science, with QA for mathematics; P is language and literature; K is law; R is medicine; and Z is bibliography and library science. It allows more specific numbers for large research libraries, and most academic libraries in the United States use it.",
            "In both systems the class number is usually followed by a Cutter number, devised by Charles Ammi Cutter, which codes the author's surname or the title as a letter and digits, so that books on the same subject stand in alphabetical order.",
          ),
        },
      },
      {
        title: "Cataloguing and Metadata",
        description: "Catalogue records, MARC, RDA and controlled subject headings.",
        lesson: {
          title: "Describing a resource",
          html: p(
            "A catalogue record describes a resource so that users can find it, identify it, select it from similar items and obtain it. Most library catalogues store records in the MARC format (Machine-Readable Cataloguing), developed at the Library of Congress in the 1960s under the leadership of Henriette Avram. The current version, MARC 21, identifies each element of a record by a three-digit field tag. Field 020 holds the ISBN, 100 the main entry under a personal name, usually the author, 245 the title statement, 250 the edition, 264 the publication details, 300 the physical description, such as the number of pages, and the 6XX fields the subjects, with 650 for topical subject headings.",
            "The content of the fields follows a cataloguing standard. Resource Description and Access (RDA) replaced the Anglo-American Cataloguing Rules, second edition (AACR2), at the Library of Congress in 2013. RDA records information as it appears on the resource, spells out terms that AACR2 abbreviated and is designed around the relationships between works, their expressions and the people connected with them.",
            "Subjects are assigned from a controlled vocabulary rather than in the cataloguer's own words. The Library of Congress Subject Headings (LCSH) prescribe one authorised heading for each concept, with references from the terms that are not used, so that all books on the same subject can be retrieved under one heading however their titles describe it. Authority control applies the same principle to names: a single authorised form of each person's name links all of that person's works, whatever form of the name appears on the title pages.",
          ),
        },
      },
      {
        title: "The Reference Interview",
        description: "Finding out what a library user really needs.",
        lesson: {
          title: "Question negotiation",
          html: p(
            "People rarely ask a library worker for exactly what they need. A user who asks for books on dogs may want to know how to house-train a puppy, or may be writing an essay about guide dogs. In 1968 Robert S. Taylor described four levels of information need: the visceral need, an unexpressed sense that something is missing; the conscious need, a vague description in the person's mind; the formalised need, a clear statement of the question; and the compromised need, the question as actually put to the librarian, shaped by what the person thinks the library can provide. The reference interview is the conversation that moves from the compromised question back to the real need.",
            'The Reference and User Services Association of the American Library Association publishes guidelines that describe good reference behaviour in five areas: approachability, interest, listening and inquiring, searching, and follow-up. An approachable librarian looks up, makes eye contact and acknowledges people who are waiting. In listening and inquiring, open questions such as "What would you like to know about dogs?" draw out the need, while closed questions such as "Do you need current information?" confirm details. Brenda Dervin\'s neutral questions ask about the situation and the intended use of the information without guessing at it. The librarian then searches with the user, explaining the steps, and follows up by asking, "Does this completely answer your question?"',
            "The follow-up matters because studies of reference accuracy have repeatedly found that many answers are incomplete or wrong. Peter Hernon and Charles McClure's unobtrusive studies in the 1980s, in which researchers posed as ordinary users, found that only about 55 percent of questions were answered correctly.",
          ),
        },
      },
    ],
  },
  {
    slug: "sports-coaching-foundations",
    discipline: "Sports coaching",
    title: "Foundations of Sports Coaching",
    description:
      "An introduction to how athletes learn skills, designing practice and giving feedback, planning the warm-up and safeguarding young athletes, for new community and school coaches.",
    level: "beginner",
    duration: "5 weeks",
    plantedGap: "safeguarding young athletes",
    modules: [
      {
        title: "How Skills Are Learned",
        description: "The stages of motor learning and the kinds of skill a coach teaches.",
        lesson: {
          title: "From first attempt to automatic",
          html: p(
            "In 1967 Paul Fitts and Michael Posner described three stages through which a learner passes in acquiring a motor skill. In the cognitive stage the learner is working out what to do. Performance is inconsistent and full of large errors, attention is taken up by the movement itself, and the learner cannot yet tell why an attempt failed. The coach helps most with a clear demonstration, a few simple cues and plenty of encouragement, and should not overload the learner with detail.",
            "In the associative stage the learner knows what to do and is refining how to do it. Errors become smaller and less frequent, movements become smoother and the learner begins to detect some errors alone. This stage can last a long time, and practice volume matters most here. In the autonomous stage the skill is largely automatic: it can be performed consistently while attention goes to tactics, opponents or teammates. Ironically, consciously thinking about the parts of a well-learned skill can disrupt it, which is one reason why experts sometimes fail under pressure.",
            "Skills are also classified by their environment. A closed skill is performed in a stable, predictable environment at the performer's own pace, such as a basketball free throw or a golf putt; it is learned by consistent repetition. An open skill must be adapted to a changing environment, such as dribbling past a defender; it must be practised against the decisions and movements of others.",
            "The research of Gabriele Wulf shows that where the learner directs attention matters. An external focus, on the effect of the movement, such as the flight of the ball or pushing the ground away, produces better learning than an internal focus on the body's own movements, such as the position of the elbow.",
          ),
        },
      },
      {
        title: "Practice Design and Feedback",
        description: "Organising practice and deciding when and how to give feedback.",
        lesson: {
          title: "Practice that transfers to the game",
          html: p(
            "In blocked practice one skill is repeated many times before moving to the next, for example twenty forehands, then twenty backhands. In random practice the skills are mixed in an unpredictable order. Blocked practice produces better performance during the session, but random practice produces better retention and transfer. John Shea and Robyn Morgan demonstrated this contextual interference effect in 1979: having to reconstruct the movement on each attempt makes practice harder but learning deeper. Beginners benefit from some blocked practice, but as skill grows practice should become more varied and game-like. Teaching Games for Understanding, proposed by David Bunker and Rod Thorpe in 1982, goes further and starts from modified games rather than isolated drills.",
            "Feedback is intrinsic when it comes from the athlete's own senses and augmented when it comes from a coach or a video. Knowledge of results tells the athlete about the outcome, whether the shot went in; knowledge of performance tells the athlete about the movement pattern, such as that the follow-through was cut short. Since the outcome is usually visible, coaches add most value with knowledge of performance.",
            "More feedback is not always better. According to the guidance hypothesis, frequent feedback helps performance in practice but makes athletes dependent on it, so that they perform worse when it is withdrawn. Coaches therefore fade feedback as skill improves, give bandwidth feedback only when an error exceeds an agreed margin, or let athletes ask for feedback when they want it. Feedback should be specific, focus on one or two points at a time and be given soon after the attempt.",
          ),
        },
      },
      {
        title: "Planning the Warm-Up",
        description: "The purposes and structure of a warm-up using the RAMP framework.",
        lesson: {
          title: "The RAMP warm-up",
          html: p(
            "A warm-up prepares the body and mind for the demands of the session. Raising muscle temperature speeds the conduction of nerve impulses, lowers the viscosity of muscles and joints and increases the rate at which oxygen is released from haemoglobin, so muscles contract more forcefully and quickly. A well-planned warm-up also reduces the risk of injury: structured programmes such as FIFA's 11+ for football have been shown in trials to reduce injuries in young players by around a third or more.",
            "The sports scientist Ian Jeffreys proposed the RAMP framework for structuring a warm-up. Raise is the first phase, in which light activity such as jogging, skipping or simple movement games raises body temperature, heart rate, breathing rate and blood flow to the muscles. Activate and Mobilise is the second: exercises activate key muscles, such as the gluteal muscles, and take the joints through the ranges of movement the sport requires, using lunges, leg swings and similar dynamic movements. Potentiate is the final phase, in which intensity rises towards that of the session itself with sprints, jumps, changes of direction and sport-specific drills, so that athletes are ready to perform at full effort when the session begins.",
            "Long static stretches, holding a muscle in a lengthened position for 60 seconds or more, can briefly reduce strength and power if performed immediately before explosive activity, so static stretching is better kept short within a warm-up or moved to the end of the session. The warm-up is also a teaching opportunity: movement patterns used in the Activate and Mobilise phase can rehearse the technique of the skills the session will practise.",
          ),
        },
      },
    ],
  },
];
