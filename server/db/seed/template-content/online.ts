/** Starter content of the online course templates. */
import type { TemplateSeed } from "../templates.ts";
import { lesson, module } from "./lesson-html.ts";

export const onlineCourseDesign: TemplateSeed = {
  slug: "online-course-design-fundamentals",
  title: "Online Course Design Fundamentals",
  description:
    "A self-paced course for faculty moving teaching online: alignment, module structure, engaging activities, accessible materials and course review.",
  category: "online",
  imageAlt: "Violet browser window with module blocks, illustrating an online course layout",
  content: {
    objectives: [
      "Students will be able to write measurable learning objectives using Bloom's taxonomy.",
      "Students will be able to design a module in which activities and assessments align with its objectives.",
      "Students will be able to apply WCAG 2.1 AA practices to course documents and media.",
      "Students will be able to evaluate an online course against a quality rubric such as Quality Matters.",
    ],
    modules: [
      module(
        "Principles of Online Learning",
        "Faculty explore how online learners differ from classroom learners and how presence, structure and regular interaction keep students engaged when they study at a distance.",
        [
          lesson("The Online Learner", 20, {
            intro:
              "Online students often study around jobs and families. Clear structure and predictable rhythms help them plan and persist.",
            listLead: "Design with these needs in mind:",
            points: [
              "A consistent weekly pattern of activities and deadlines.",
              "Clear instructions that can be followed without asking.",
              "Regular contact with the instructor and peers.",
              "Materials that work on phones and slow connections.",
            ],
            closing: "Survey or recall a past online class and note which of these needs it met.",
          }),
          lesson("Building Teaching Presence", 25, {
            intro:
              "The Community of Inquiry framework describes teaching, social and cognitive presence. Teaching presence is what the instructor does to design, facilitate and guide learning.",
            listLead: "Simple ways to show presence:",
            points: [
              "A short welcome video at the start of each module.",
              "Weekly announcements that summarize and look ahead.",
              "Timely, specific feedback on assignments.",
              "Active participation in discussions.",
            ],
            closing: "Draft the welcome announcement for the first week of your course.",
          }),
        ],
      ),
      module(
        "Objectives and Alignment",
        "Participants write measurable objectives with Bloom's taxonomy and build an alignment map that connects every objective to the activities and assessments that develop and measure it.",
        [
          lesson("Writing Measurable Objectives", 30, {
            intro:
              "A measurable objective describes what students will be able to do, using an observable verb. Verbs such as understand or know cannot be observed directly.",
            listLead: "Use this pattern:",
            points: [
              "Start with students will be able to.",
              "Add an observable verb at the right Bloom level, such as compare or design.",
              "Name the content the verb acts on.",
              "Optionally add the condition or standard of performance.",
            ],
            closing: "Rewrite three objectives from an existing syllabus so that they are measurable.",
          }),
          lesson("Creating an Alignment Map", 30, {
            intro:
              "Alignment means that objectives, activities and assessments point in the same direction. A map makes gaps visible.",
            listLead: "Build a table with these columns:",
            points: [
              "Module objective.",
              "Learning materials that teach it.",
              "Activities where students practise it.",
              "Assessments that measure it.",
            ],
            closing: "Complete the alignment map for one module and highlight any objective that is never assessed.",
          }),
        ],
      ),
      module(
        "Engaging Activities",
        "This module presents active learning strategies that work online, including structured discussions, collaborative projects and low-stakes practice with feedback that builds confidence.",
        [
          lesson("Discussions That Work", 25, {
            intro: "Discussion forums succeed when prompts require thinking, not just posting.",
            listLead: "Effective prompts:",
            points: [
              "Ask students to apply a concept to a case or their own experience.",
              "Require a position supported by evidence.",
              "Set clear expectations for replies to peers.",
              "Close with an instructor summary of key insights.",
            ],
            closing: "Write two discussion prompts for your course and test them with a colleague.",
          }),
          lesson("Low-Stakes Practice", 20, {
            intro:
              "Frequent practice with quick feedback improves retention more than rereading. Keep the stakes low so students focus on learning.",
            listLead: "Options include:",
            points: [
              "Short self-check quizzes with explanations for each answer.",
              "One-minute reflection papers.",
              "Worked examples followed by a similar problem.",
              "Peer feedback on drafts.",
            ],
            closing: "Add one low-stakes practice activity to each module of your course plan.",
          }),
        ],
      ),
      module(
        "Accessibility and Quality Review",
        "Faculty apply WCAG 2.1 AA practices to documents, images and video, then review their course with a quality rubric and plan improvements before the course opens to students.",
        [
          lesson("Accessible Course Materials", 30, {
            intro:
              "Accessible design helps every learner, including students who use screen readers, captions or keyboard navigation.",
            listLead: "Check that your materials have:",
            points: [
              "Headings in order, without skipped levels.",
              "Alternative text for meaningful images.",
              "Captions for every video and transcripts for audio.",
              "Text with a contrast ratio of at least 4.5:1.",
              "Link text that describes the destination.",
            ],
            closing: "Run the accessibility checker on one module and fix every issue it reports.",
          }),
          lesson("Reviewing Your Course", 25, {
            intro:
              "A structured review catches problems before students do. Quality rubrics such as Quality Matters and OSCQR list the standards to check.",
            listLead: "Review these areas:",
            ordered: true,
            points: [
              "Course overview and introductions.",
              "Objectives and their alignment with assessments.",
              "Instructional materials and activities.",
              "Learner support and accessibility.",
            ],
            closing: "Ask a colleague to review your course with the rubric and agree on three improvements.",
            type: "assessment",
          }),
        ],
      ),
    ],
  },
};

export const pythonProgramming: TemplateSeed = {
  slug: "introduction-to-python-programming",
  title: "Introduction to Python Programming",
  description:
    "A beginner programming course that teaches Python fundamentals through small, practical exercises, from variables to functions and data files.",
  category: "online",
  imageAlt: "Violet code brackets and terminal window shapes, illustrating programming",
  content: {
    objectives: [
      "Students will be able to write Python programs that use variables, expressions and input and output.",
      "Students will be able to apply conditionals and loops to solve step-by-step problems.",
      "Students will be able to design reusable functions with clear parameters and return values.",
      "Students will be able to use lists and dictionaries to organize data read from a file.",
      "Students will be able to debug a program by reading error messages and testing small parts.",
    ],
    modules: [
      module(
        "Getting Started with Python",
        "Students install Python, write and run their first programs, and learn how variables, data types and simple expressions let a program store and compute values.",
        [
          lesson("Your First Program", 25, {
            intro:
              "Python is a readable, general-purpose language used in science, web development and data analysis. You will write your first program in a few minutes.",
            listLead: "To get started:",
            ordered: true,
            points: [
              "Install Python 3 from the official website or use the browser-based editor.",
              "Open the editor and create a file named <code>hello.py</code>.",
              'Type <code>print("Hello, world!")</code> and save the file.',
              "Run the file and read the output.",
            ],
            closing: "Change the message to greet yourself by name and run the program again.",
          }),
          lesson("Variables and Data Types", 30, {
            intro: "Variables give names to values so that a program can use them later.",
            listLead: "The basic data types are:",
            points: [
              "<code>int</code> for whole numbers, such as 42.",
              "<code>float</code> for decimal numbers, such as 3.14.",
              '<code>str</code> for text, such as "Ada".',
              "<code>bool</code> for True or False.",
            ],
            closing: "Write a program that stores your age in a variable and prints your age in ten years.",
          }),
        ],
      ),
      module(
        "Making Decisions and Repeating Work",
        "This module introduces conditionals and loops, the tools that let a program choose between actions and repeat work, with exercises that build problem-solving habits.",
        [
          lesson("Conditionals", 30, {
            intro: "An <code>if</code> statement runs code only when a condition is true.",
            listLead: "Remember these rules:",
            points: [
              "Conditions use comparison operators such as <code>==</code> and <code>&gt;</code>.",
              "Indentation shows which lines belong to the condition.",
              "<code>elif</code> and <code>else</code> handle other cases.",
              "Combine conditions with <code>and</code>, <code>or</code> and <code>not</code>.",
            ],
            closing: "Write a program that reads a test score and prints the matching letter grade.",
          }),
          lesson("Loops", 35, {
            intro:
              "Loops repeat a block of code. Use <code>for</code> to go through a sequence and <code>while</code> to repeat until a condition changes.",
            listLead: "Practise with these tasks:",
            points: [
              "Print the numbers from 1 to 10.",
              "Add up all numbers in a list.",
              "Ask for a password until the user enters the correct one.",
              "Count the vowels in a sentence.",
            ],
            closing: "Submit your solutions and compare your approach with the worked examples.",
          }),
        ],
      ),
      module(
        "Functions",
        "Students learn to break programs into functions with parameters and return values, which makes code easier to read, test and reuse across different parts of a project.",
        [
          lesson("Defining Functions", 30, {
            intro:
              "A function is a named block of code that performs one task. You define it once and call it many times.",
            listLead: "A well-designed function:",
            points: [
              "Has a name that describes what it does.",
              "Takes inputs as parameters instead of using global variables.",
              "Returns a result rather than printing it.",
              "Does one thing and fits on one screen.",
            ],
            closing:
              "Write a function that converts a temperature from Celsius to Fahrenheit and test it with three values.",
          }),
          lesson("Debugging Strategies", 25, {
            intro: "Every programmer writes bugs. Good programmers find them systematically.",
            listLead: "When your program fails:",
            ordered: true,
            points: [
              "Read the whole error message, especially the last line and line number.",
              "Reproduce the problem with the smallest possible input.",
              "Print intermediate values to see where things go wrong.",
              "Change one thing at a time and test again.",
            ],
            closing: "Fix the three buggy programs in the exercise pack and describe each bug in a sentence.",
          }),
        ],
      ),
      module(
        "Working with Data",
        "The final module combines lists, dictionaries and file handling so that students can read a real dataset, summarize it and write results to a new file.",
        [
          lesson("Lists and Dictionaries", 35, {
            intro:
              "Lists store ordered collections. Dictionaries store values by key. Together they can represent most everyday data.",
            listLead: "Common operations:",
            points: [
              "Add items with <code>append</code> and look them up by index.",
              "Loop over a list with <code>for item in items</code>.",
              'Store and retrieve values with <code>scores["Ada"] = 95</code>.',
              "Loop over keys and values with <code>items()</code>.",
            ],
            closing: "Build a dictionary that counts how many times each word appears in a sentence.",
          }),
          lesson("Reading and Writing Files", 35, {
            intro: "Programs become useful when they work with data stored in files.",
            listLead: "Follow this pattern:",
            ordered: true,
            points: [
              "Open the file with a <code>with</code> statement so it closes automatically.",
              "Read it line by line or with the <code>csv</code> module.",
              "Process each row into a list or dictionary.",
              "Write a summary to a new file.",
            ],
            closing: "Read the provided weather dataset and write the average temperature per month to a new file.",
            type: "assessment",
          }),
        ],
      ),
    ],
  },
};
