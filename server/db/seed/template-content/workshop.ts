/** Starter content of the workshop templates. */
import type { TemplateSeed } from "../templates.ts";
import { lesson, module } from "./lesson-html.ts";

export const designThinking: TemplateSeed = {
  slug: "design-thinking-workshop",
  title: "Design Thinking Workshop",
  description:
    "A hands-on workshop that guides teams through empathize, define, ideate, prototype and test to solve a real problem in a few sessions.",
  category: "workshop",
  imageAlt: "Orange sticky notes and a lightbulb shape, illustrating idea generation",
  content: {
    objectives: [
      "Students will be able to conduct empathy interviews that uncover user needs.",
      "Students will be able to formulate a point-of-view statement and a how-might-we question.",
      "Students will be able to generate and prioritize a wide range of solution ideas.",
      "Students will be able to construct a low-fidelity prototype and test it with users.",
      "Students will be able to evaluate test feedback to decide on the next iteration.",
    ],
    modules: [
      module(
        "Empathize",
        "Teams learn to set aside assumptions and understand the people they design for, using interviews and observation to gather stories, needs and pain points.",
        [
          lesson("Empathy Interviews", 30, {
            intro:
              "Empathy interviews focus on stories and feelings, not opinions about solutions. The goal is to understand what people do and why.",
            listLead: "During an interview:",
            points: [
              "Ask about specific recent experiences.",
              "Follow up with why to uncover motivations.",
              "Listen more than you talk and welcome silence.",
              "Capture quotes word for word.",
            ],
            closing:
              "Interview two people affected by your workshop challenge and bring your notes to the next session.",
          }),
          lesson("Observation in Context", 20, {
            intro: "What people say and what they do often differ. Observation reveals workarounds and unspoken needs.",
            listLead: "While observing, note:",
            points: [
              "Steps people take and the order they take them in.",
              "Tools and objects they use.",
              "Moments of hesitation, frustration or delight.",
              "Workarounds they have invented.",
            ],
            closing: "Spend 20 minutes observing the process you are redesigning and record what surprised you.",
          }),
        ],
      ),
      module(
        "Define",
        "Participants synthesize research into insights, create a persona and frame the design challenge as a point-of-view statement and a set of how-might-we questions.",
        [
          lesson("From Notes to Insights", 30, {
            intro: "Synthesis turns many observations into a few insights that explain user behaviour.",
            listLead: "Work as a team:",
            ordered: true,
            points: [
              "Write each observation on its own sticky note.",
              "Cluster related notes on the wall.",
              "Name each cluster with a sentence that explains the pattern.",
              "Select the two or three most surprising insights.",
            ],
            closing: "Share your top insight with the whole group in one sentence.",
          }),
          lesson("Point of View and How Might We", 25, {
            intro:
              "A point-of-view statement combines a user, a need and an insight. How-might-we questions turn it into an invitation to ideate.",
            listLead: "Use these templates:",
            points: [
              "<em>User</em> needs <em>need</em> because <em>insight</em>.",
              "How might we help <em>user</em> to <em>goal</em>?",
              "Write several how-might-we questions at different scopes.",
              "Choose one that is neither too broad nor too narrow.",
            ],
            closing: "Post your chosen how-might-we question where the whole team can see it.",
          }),
        ],
      ),
      module(
        "Ideate",
        "Teams generate many ideas quickly using structured brainstorming methods, then build on each other's ideas and select the most promising concepts to prototype.",
        [
          lesson("Brainstorming Rules", 25, {
            intro: "Good brainstorming separates generating ideas from judging them.",
            listLead: "Follow these rules:",
            points: [
              "Defer judgement.",
              "Go for quantity.",
              "Build on the ideas of others.",
              "Encourage wild ideas.",
              "Be visual and stay on topic.",
            ],
            closing: "Generate at least 30 ideas in a 10-minute round for your how-might-we question.",
          }),
          lesson("Selecting Ideas", 20, {
            intro: "After brainstorming, the team needs a fair way to choose which ideas to develop.",
            listLead: "Try dot voting with three categories:",
            points: [
              "The most likely to delight users.",
              "The most practical to build quickly.",
              "The most breakthrough idea.",
            ],
            closing: "Select one idea from each category and sketch it on a single page.",
          }),
        ],
      ),
      module(
        "Prototype and Test",
        "Participants build quick, low-cost prototypes of their chosen idea, test them with real users, and use the feedback to decide what to keep, change or drop.",
        [
          lesson("Rapid Prototyping", 35, {
            intro: "A prototype is a question made tangible. Build just enough to learn something.",
            listLead: "Low-fidelity options include:",
            points: [
              "Paper sketches of screens or forms.",
              "A storyboard of the user's experience.",
              "A role-play of a service interaction.",
              "A cardboard model of a physical product.",
            ],
            closing: "Build a prototype in under 45 minutes that answers one question about your idea.",
          }),
          lesson("Testing with Users", 30, {
            intro: "Testing shows how real people interact with your idea. Watch and listen rather than explain.",
            listLead: "Capture feedback in four quadrants:",
            points: [
              "What worked well.",
              "What could be improved.",
              "Questions the test raised.",
              "New ideas for the next iteration.",
            ],
            closing: "Present what you learned and your plan for the next iteration to the workshop group.",
            type: "assessment",
          }),
        ],
      ),
    ],
  },
};

export const inclusiveTeaching: TemplateSeed = {
  slug: "inclusive-teaching-practices",
  title: "Inclusive Teaching Practices",
  description:
    "A faculty development workshop on creating classrooms where every student can participate and succeed, grounded in Universal Design for Learning.",
  category: "workshop",
  imageAlt: "Orange circles of different sizes joined in a ring, illustrating an inclusive classroom",
  content: {
    objectives: [
      "Students will be able to explain the three principles of Universal Design for Learning.",
      "Students will be able to analyze a syllabus for barriers to participation.",
      "Students will be able to apply inclusive discussion strategies in a class session.",
      "Students will be able to design an assessment that offers multiple means of expression.",
    ],
    modules: [
      module(
        "Foundations of Inclusive Teaching",
        "Faculty examine who their students are, how belonging affects learning, and how the principles of Universal Design for Learning reduce barriers before they arise.",
        [
          lesson("Belonging and Learning", 25, {
            intro:
              "Students who feel they belong participate more, persist longer and perform better. Small teaching choices send strong signals about who belongs.",
            listLead: "Signals of belonging include:",
            points: [
              "Learning and using students' names.",
              "Stating that struggle is a normal part of learning.",
              "Using examples from diverse people and contexts.",
              "Inviting students to office hours explicitly.",
            ],
            closing: "Reflect on the first class of your last course and note which signals you sent.",
          }),
          lesson("Universal Design for Learning", 30, {
            intro:
              "Universal Design for Learning, developed by CAST, plans for learner variability from the start instead of retrofitting accommodations.",
            listLead: "The three principles are:",
            points: [
              "Multiple means of <strong>engagement</strong>: the why of learning.",
              "Multiple means of <strong>representation</strong>: the what of learning.",
              "Multiple means of <strong>action and expression</strong>: the how of learning.",
            ],
            closing: "Identify one activity in your course and add an option under each principle.",
          }),
        ],
      ),
      module(
        "Inclusive Course Design",
        "Participants review their syllabus and materials for hidden barriers, such as unclear expectations, inaccessible documents and narrow examples, and plan concrete revisions.",
        [
          lesson("Auditing Your Syllabus", 30, {
            intro: "The syllabus is often the first message students receive. Its tone and clarity shape expectations.",
            listLead: "Check your syllabus for:",
            points: [
              "A welcoming, student-centred tone.",
              "Clear grading criteria and deadlines.",
              "Information on accessibility services and support resources.",
              "Flexibility policies that are stated, not hidden.",
            ],
            closing: "Revise one section of your syllabus and share the before and after versions with a colleague.",
          }),
          lesson("Accessible and Representative Materials", 25, {
            intro: "Materials should be usable by every student and reflect the diversity of the field.",
            listLead: "Review your materials for:",
            points: [
              "Captioned videos and readable document formats.",
              "Images with alternative text.",
              "Authors and examples from varied backgrounds.",
              "Costs that do not exclude students.",
            ],
            closing: "Replace or adapt one reading or video so that it meets all four criteria.",
          }),
        ],
      ),
      module(
        "Inclusive Classroom Practices",
        "This module presents strategies for structured participation, inclusive discussions and responding to difficult moments so that every student has a real chance to contribute.",
        [
          lesson("Structuring Participation", 25, {
            intro: "Open discussions tend to favour the most confident students. Structure widens participation.",
            listLead: "Try these techniques:",
            points: [
              "Think, pair, share before whole-class discussion.",
              "Wait at least five seconds after asking a question.",
              "Use written responses or polls alongside speaking.",
              "Rotate roles in group work.",
            ],
            closing: "Use one technique in your next class and note who participated.",
          }),
          lesson("Responding to Difficult Moments", 25, {
            intro:
              "Tense moments in class can become learning opportunities when the instructor responds calmly and openly.",
            listLead: "A simple approach:",
            ordered: true,
            points: [
              "Pause and acknowledge what happened.",
              "Restate the shared norms for discussion.",
              "Invite perspectives or reflection in writing.",
              "Follow up after class with affected students.",
            ],
            closing: "Discuss the scenarios in the workshop pack with a partner and agree on a response for each.",
          }),
        ],
      ),
      module(
        "Inclusive Assessment",
        "Faculty design assessments that measure the intended learning rather than unrelated skills, offering transparent criteria and varied ways for students to show what they know.",
        [
          lesson("Transparent Assignments", 25, {
            intro:
              "Transparent assignment design makes the purpose, task and criteria explicit, which benefits all students and especially first-generation students.",
            listLead: "Every assignment should state:",
            points: [
              "<strong>Purpose</strong>: the skills and knowledge it builds.",
              "<strong>Task</strong>: the steps students should take.",
              "<strong>Criteria</strong>: how the work will be judged, with an example.",
            ],
            closing: "Rewrite one assignment using the purpose, task and criteria structure.",
          }),
          lesson("Multiple Means of Expression", 25, {
            intro: "When the goal is to show understanding of a concept, the format can often be flexible.",
            listLead: "Possible formats include:",
            points: [
              "A written essay or report.",
              "A recorded presentation or podcast.",
              "An infographic or concept map.",
              "A demonstration or portfolio.",
            ],
            closing: "Design an assessment for your course that offers at least two formats with one shared rubric.",
            type: "assessment",
          }),
        ],
      ),
    ],
  },
};
