/** Starter content of the academic templates. */
import type { TemplateSeed } from "../templates.ts";
import { lesson, module } from "./lesson-html.ts";

export const academicWriting: TemplateSeed = {
  slug: "introduction-to-academic-writing",
  title: "Introduction to Academic Writing",
  description:
    "A first-year writing course that takes students from reading sources critically to drafting, citing and revising a short argumentative essay.",
  category: "academic",
  imageAlt: "Stacked green pages and a pen nib, illustrating essay drafting",
  content: {
    objectives: [
      "Students will be able to identify the thesis, claims and evidence in a scholarly article.",
      "Students will be able to construct an arguable thesis statement for a focused research question.",
      "Students will be able to apply APA 7 conventions to in-text citations and a reference list.",
      "Students will be able to evaluate the credibility of sources using the CRAAP criteria.",
      "Students will be able to revise a draft in response to peer and instructor feedback.",
    ],
    modules: [
      module(
        "Reading Like a Writer",
        "Students learn to read academic texts actively, mapping how authors build arguments so that they can use the same moves in their own writing later in the course.",
        [
          lesson("Anatomy of a Scholarly Article", 30, {
            intro:
              "Scholarly articles follow predictable patterns. Once you can see the pattern, you can find the argument quickly and decide whether a source is useful for your own paper.",
            listLead: "Look for these parts when you read a journal article:",
            points: [
              "The abstract, which summarizes the question, method and main finding.",
              "The introduction, which ends with the thesis or research question.",
              "The literature review, which shows the conversation the author joins.",
              "The discussion, where the author interprets results and names limitations.",
            ],
            closing:
              "As you read the assigned article this week, annotate each part in the margin and write one sentence that states the author's main claim in your own words.",
          }),
          lesson("Annotating and Summarizing", 25, {
            intro:
              "Annotation turns reading into a conversation with the text. A good summary then captures the author's argument accurately, without your opinion, in a fraction of the length.",
            listLead: "Follow these steps to write a summary:",
            ordered: true,
            points: [
              "Read the whole text once without marking it.",
              "Reread and underline the thesis and the topic sentence of each section.",
              "Write the main claim and the two or three strongest supporting points.",
              "Check your summary against the original for accuracy and fairness.",
            ],
            closing:
              "Submit a 150-word summary of the week's reading to the discussion board and compare it with a classmate's.",
          }),
        ],
      ),
      module(
        "Building an Argument",
        "This module moves from questions to claims: students narrow a topic, draft an arguable thesis and organize supporting evidence into a logical outline before they write.",
        [
          lesson("From Topic to Thesis", 35, {
            intro:
              "A thesis is a claim that a reasonable reader could dispute. Broad topics become workable theses when you narrow the scope and take a position.",
            listLead: "A strong thesis statement is:",
            points: [
              "<strong>Arguable</strong>: someone could reasonably disagree with it.",
              "<strong>Specific</strong>: it names a population, place, period or case.",
              "<strong>Supportable</strong>: evidence exists to back it up.",
              "<strong>Significant</strong>: it answers the question so what.",
            ],
            closing:
              "Draft three versions of a thesis for your chosen topic and ask a peer which one is most arguable and why.",
          }),
          lesson("Outlining Claims and Evidence", 30, {
            intro:
              "An outline is a plan of reasoning, not a list of paragraphs. Each section should advance one claim that supports the thesis, backed by evidence and your analysis of it.",
            listLead: "For each body section of your outline, note:",
            points: [
              "The claim, written as a full sentence.",
              "Two pieces of evidence with their sources.",
              "A sentence explaining how the evidence supports the claim.",
              "A likely counterargument and your response.",
            ],
            closing: "Upload your outline before the next class; we will use it in a peer review workshop.",
          }),
        ],
      ),
      module(
        "Finding and Citing Sources",
        "Students search library databases, judge the credibility of what they find, and integrate sources through quotation, paraphrase and correct APA 7 citation to avoid plagiarism.",
        [
          lesson("Evaluating Sources with CRAAP", 30, {
            intro:
              "Not every source deserves a place in an academic paper. The CRAAP test gives you five questions to ask before you rely on a source.",
            listLead: "Ask of every source:",
            points: [
              "Currency: is the information recent enough for your topic?",
              "Relevance: does it address your research question directly?",
              "Authority: who wrote it, and what are their credentials?",
              "Accuracy: is the evidence verifiable and peer reviewed?",
              "Purpose: does the author aim to inform, persuade or sell?",
            ],
            closing: "Apply the test to the five sources in your working bibliography and keep the three strongest.",
          }),
          lesson("APA 7 Citation Essentials", 35, {
            intro:
              "Citation gives credit to other writers and lets your readers find your sources. APA 7 uses author-date citations in the text and a full reference list at the end.",
            listLead: "Remember these core rules:",
            points: [
              "Cite every quotation and paraphrase in the text, for example (Nguyen, 2021, p. 14).",
              "List references alphabetically by the first author's last name.",
              "Use a hanging indent and include the DOI for journal articles.",
              "Capitalize only the first word and proper nouns in article titles.",
            ],
            closing:
              "Use the campus writing center's APA guide as a reference and correct the citations in the practice paragraph provided.",
          }),
        ],
      ),
      module(
        "Drafting and Revising",
        "Students write a complete draft, exchange structured peer feedback, and revise for argument, organization and style before submitting the final argumentative essay.",
        [
          lesson("Writing the First Draft", 40, {
            intro:
              "A first draft is for getting ideas down in order. Follow your outline, write quickly, and leave polishing for later stages of the process.",
            listLead: "While drafting, keep these habits:",
            points: [
              "Start with the body section you feel most confident about.",
              "Open each paragraph with a topic sentence tied to the thesis.",
              "Mark gaps in evidence with a note instead of stopping to search.",
              "Write the introduction and conclusion last.",
            ],
            closing: "Aim for a complete draft of 1,200 words by the end of the week.",
          }),
          lesson("Peer Review and Revision", 35, {
            intro:
              "Revision means seeing the paper again. Feedback from a reader shows you where the argument is unclear, unsupported or out of order.",
            listLead: "When you review a classmate's draft, answer these questions:",
            ordered: true,
            points: [
              "What is the thesis, in one sentence?",
              "Which claim is best supported, and which needs more evidence?",
              "Where did you get lost or need a transition?",
              "What is one change that would most improve the paper?",
            ],
            closing: "Write a short revision plan that lists the three changes you will make, then revise your draft.",
            type: "assessment",
          }),
        ],
      ),
    ],
  },
};

export const researchMethods: TemplateSeed = {
  slug: "research-methods-in-social-sciences",
  title: "Research Methods in Social Sciences",
  description:
    "An undergraduate methods course covering research design, ethics, surveys, interviews and basic quantitative and qualitative analysis.",
  category: "academic",
  imageAlt: "Green bar chart beside interlocking circles, illustrating data and research design",
  content: {
    objectives: [
      "Students will be able to formulate a researchable question and matching hypotheses.",
      "Students will be able to compare experimental, survey and qualitative research designs.",
      "Students will be able to apply ethical principles of informed consent and confidentiality to a study plan.",
      "Students will be able to analyze survey data using descriptive statistics.",
      "Students will be able to design a small mixed-methods study with a defensible sampling strategy.",
    ],
    modules: [
      module(
        "Foundations of Social Research",
        "Students explore how social scientists move from everyday puzzles to researchable questions, and how theory, concepts and variables connect a question to evidence.",
        [
          lesson("Asking Researchable Questions", 30, {
            intro:
              "Good research starts with a question that can be answered with evidence. Questions about values alone cannot be tested, but questions about relationships between concepts can.",
            listLead: "A researchable question:",
            points: [
              "Names the concepts you will study.",
              "Specifies the population and setting.",
              "Can be answered with data you could realistically collect.",
              "Matters to a scholarly or practical audience.",
            ],
            closing: "Rewrite the question you brought to class so that it meets all four criteria.",
          }),
          lesson("Concepts, Variables and Hypotheses", 35, {
            intro:
              "Concepts such as social trust or job satisfaction must be operationalized before they can be measured. A hypothesis then predicts how variables relate.",
            listLead: "Work through these steps for your own question:",
            ordered: true,
            points: [
              "Define each concept in one sentence.",
              "Choose an indicator you can observe or ask about.",
              "Identify the independent and dependent variables.",
              "State a directional hypothesis.",
            ],
            closing:
              "Share your hypothesis with your study group and check that each variable can actually be measured.",
          }),
        ],
      ),
      module(
        "Research Ethics",
        "This module introduces the principles behind institutional review boards, including respect for persons, beneficence and justice, and how they shape consent, privacy and data handling.",
        [
          lesson("Principles from the Belmont Report", 30, {
            intro:
              "Modern research ethics in the United States rests on the Belmont Report of 1979. Its three principles guide how researchers treat the people who take part in studies.",
            listLead: "The three principles are:",
            points: [
              "<strong>Respect for persons</strong>: participants choose freely, with full information.",
              "<strong>Beneficence</strong>: researchers maximize benefits and minimize harm.",
              "<strong>Justice</strong>: the burdens and benefits of research are shared fairly.",
            ],
            closing: "Read the case study provided and identify which principle was violated and how.",
          }),
          lesson("Consent and Confidentiality in Practice", 30, {
            intro:
              "Informed consent is a process, not only a form. Participants need to understand what the study involves and how their data will be protected.",
            listLead: "A consent form should explain:",
            points: [
              "The purpose of the study and what participants will do.",
              "Risks, benefits and the right to withdraw at any time.",
              "How data will be stored, de-identified and eventually destroyed.",
              "Whom to contact with questions or complaints.",
            ],
            closing: "Draft a one-page consent form for your planned study using the institutional template.",
          }),
        ],
      ),
      module(
        "Quantitative Methods",
        "Students design a short questionnaire, learn the basics of probability sampling, and describe survey results with frequencies, means and cross-tabulations in a spreadsheet.",
        [
          lesson("Designing Survey Questions", 35, {
            intro:
              "Small wording choices change survey answers. Clear, neutral and single-barrelled questions produce data you can trust.",
            listLead: "Avoid these common problems:",
            points: [
              "Double-barrelled questions that ask two things at once.",
              "Leading wording that suggests a preferred answer.",
              "Response options that overlap or leave out a choice.",
              "Jargon that respondents may not understand.",
            ],
            closing: "Pilot your questionnaire with three classmates and revise every question they found confusing.",
          }),
          lesson("Describing Survey Data", 40, {
            intro: "Descriptive statistics summarize what your sample looks like before you test any relationships.",
            listLead: "Start every analysis with:",
            points: [
              "Frequencies and percentages for categorical variables.",
              "Means, medians and standard deviations for numeric variables.",
              "A cross-tabulation of your two key variables.",
              "A chart that a non-specialist can read at a glance.",
            ],
            closing: "Produce a one-page descriptive summary of the class dataset.",
          }),
        ],
      ),
      module(
        "Qualitative Methods",
        "Students practise semi-structured interviewing and thematic coding, learning how qualitative evidence explains the meanings and processes behind patterns found in numbers.",
        [
          lesson("Conducting Semi-Structured Interviews", 35, {
            intro:
              "Interviews let participants explain experiences in their own words. A semi-structured guide keeps the conversation focused while leaving room for follow-up.",
            listLead: "A good interview guide includes:",
            points: [
              "An easy opening question that builds rapport.",
              "Five to eight open questions tied to your research question.",
              "Probes such as can you tell me more about that.",
              "A closing question that invites anything the participant wants to add.",
            ],
            closing: "Conduct a 15-minute practice interview with a classmate and record your reflections.",
          }),
          lesson("Thematic Coding", 40, {
            intro:
              "Coding organizes qualitative data into meaningful categories so that you can identify themes across interviews.",
            listLead: "Follow this process:",
            ordered: true,
            points: [
              "Read each transcript fully before coding.",
              "Assign short descriptive codes to meaningful passages.",
              "Group related codes into candidate themes.",
              "Review themes against the data and name them clearly.",
            ],
            closing: "Code the sample transcript and compare your themes with a partner's to discuss differences.",
          }),
        ],
      ),
    ],
  },
};
