/** Starter content of the corporate training templates. */
import type { TemplateSeed } from "../templates.ts";
import { lesson, module } from "./lesson-html.ts";

export const dataLiteracy: TemplateSeed = {
  slug: "data-literacy-for-managers",
  title: "Data Literacy for Managers",
  description:
    "A practical programme for team leads and managers on reading dashboards, questioning metrics and making decisions with data.",
  category: "corporate",
  imageAlt: "Blue dashboard tiles with a rising line chart, illustrating business metrics",
  content: {
    objectives: [
      "Students will be able to interpret common business charts and dashboard metrics.",
      "Students will be able to distinguish correlation from causation in reported results.",
      "Students will be able to evaluate whether a metric is a valid measure of a team goal.",
      "Students will be able to apply a structured checklist before making a data-informed decision.",
    ],
    modules: [
      module(
        "Why Data Literacy Matters",
        "Managers see how data flows through their organization, why decisions based on misread numbers are costly, and which core vocabulary they need to talk with analysts.",
        [
          lesson("Data in Everyday Management", 20, {
            intro:
              "Every manager already uses data: budgets, staffing levels, customer feedback and sales figures. Data literacy is the ability to read, question and communicate with that data confidently.",
            listLead: "Data literate managers can:",
            points: [
              "Explain where a number comes from and how it was calculated.",
              "Spot when a chart exaggerates or hides a trend.",
              "Ask analysts precise questions.",
              "Explain a data-based decision to their team.",
            ],
            closing: "List three reports you receive regularly and note one question you have never asked about each.",
          }),
          lesson("Core Vocabulary", 25, {
            intro: "A shared vocabulary makes conversations with analysts faster and more productive.",
            listLead: "Make sure you can explain these terms:",
            points: [
              "<strong>Metric</strong> and <strong>key performance indicator</strong>.",
              "<strong>Mean</strong> and <strong>median</strong>, and when each misleads.",
              "<strong>Sample</strong> and <strong>population</strong>.",
              "<strong>Baseline</strong>, <strong>target</strong> and <strong>variance</strong>.",
            ],
            closing: "Use the glossary exercise to match each term to an example from your own department.",
          }),
        ],
      ),
      module(
        "Reading Charts and Dashboards",
        "Participants practise reading the chart types that appear in business dashboards and learn to recognize truncated axes, cherry-picked periods and other common visual distortions.",
        [
          lesson("Choosing and Reading Chart Types", 30, {
            intro:
              "Each chart type answers a different question. Knowing which question a chart answers helps you read it correctly.",
            listLead: "Match the chart to the question:",
            points: [
              "Line charts show change over time.",
              "Bar charts compare categories.",
              "Scatter plots show the relationship between two measures.",
              "Tables work best when readers need exact values.",
            ],
            closing:
              "Review your team's main dashboard and note whether each chart fits the question it is meant to answer.",
          }),
          lesson("Spotting Misleading Visuals", 25, {
            intro: "Charts can mislead without containing a single false number. Learn the warning signs.",
            listLead: "Check every chart for:",
            points: [
              "A vertical axis that does not start at zero on a bar chart.",
              "A time window chosen to show only good or bad news.",
              "Percentages without the underlying counts.",
              "Missing labels, units or data sources.",
            ],
            closing: "Redraw one misleading chart from the case pack so that it tells the story honestly.",
          }),
        ],
      ),
      module(
        "Asking Better Questions of Data",
        "Managers learn to separate correlation from causation, to recognize sampling and survivorship bias, and to judge whether a metric truly reflects the goal it claims to measure.",
        [
          lesson("Correlation Is Not Causation", 25, {
            intro:
              "Two measures can move together without one causing the other. Before acting, ask what else could explain the pattern.",
            listLead: "Consider these alternative explanations:",
            points: [
              "A third factor that drives both measures.",
              "Reverse causation, where the effect causes the supposed cause.",
              "Coincidence in a small sample.",
              "A change in how the data was collected.",
            ],
            closing: "Analyze the sales and training case and decide which explanation is most plausible.",
          }),
          lesson("Good Metrics and Bad Metrics", 30, {
            intro:
              "When a measure becomes a target, people optimize the measure instead of the goal. Good metrics resist this.",
            listLead: "A good metric is:",
            points: [
              "Clearly linked to an outcome the organization values.",
              "Hard to improve without improving that outcome.",
              "Measured the same way each period.",
              "Paired with a counter-metric that catches side effects.",
            ],
            closing: "Evaluate one of your team's metrics against these criteria and propose an improvement.",
          }),
        ],
      ),
      module(
        "Making Data-Informed Decisions",
        "The final module combines the earlier skills into a repeatable decision checklist and shows managers how to communicate data-based decisions clearly to teams and executives.",
        [
          lesson("A Decision Checklist", 25, {
            intro: "A short checklist prevents the most common errors when a decision relies on data.",
            listLead: "Before deciding, confirm that:",
            ordered: true,
            points: [
              "The question is defined and agreed.",
              "The data is recent, complete and from a trusted source.",
              "Alternative explanations have been considered.",
              "The expected impact and its uncertainty are stated.",
            ],
            closing: "Apply the checklist to a decision you need to make this month.",
          }),
          lesson("Communicating with Data", 25, {
            intro:
              "Decisions only work if people understand them. Lead with the message, then show the evidence that supports it.",
            listLead: "Structure your update as:",
            points: [
              "The decision, in one sentence.",
              "The two or three numbers that matter most.",
              "What you are uncertain about.",
              "What happens next and when you will review it.",
            ],
            closing: "Present a two-minute data-based update to your peer group and gather feedback.",
            type: "assessment",
          }),
        ],
      ),
    ],
  },
};

export const workplaceSafety: TemplateSeed = {
  slug: "workplace-safety-compliance",
  title: "Workplace Safety Compliance",
  description:
    "Mandatory safety training covering hazard recognition, incident reporting, emergency procedures and ergonomics, aligned with OSHA guidance.",
  category: "corporate",
  imageAlt: "Blue shield and hard hat shapes, illustrating workplace safety",
  content: {
    objectives: [
      "Students will be able to identify common physical, chemical and ergonomic hazards in their workplace.",
      "Students will be able to demonstrate the correct steps for reporting an incident or near miss.",
      "Students will be able to apply the hierarchy of controls to reduce a given risk.",
      "Students will be able to explain the emergency evacuation procedure for their site.",
    ],
    modules: [
      module(
        "Safety Responsibilities",
        "Employees learn who is responsible for what under occupational safety law, including their own duties, their right to a safe workplace and their protection from retaliation.",
        [
          lesson("Rights and Duties at Work", 20, {
            intro:
              "Employers must provide a workplace free from recognized hazards. Employees must follow safety rules and report concerns.",
            listLead: "As an employee you have the right to:",
            points: [
              "Receive training in a language you understand.",
              "Access information about hazards and chemicals you work with.",
              "Report an injury or concern without retaliation.",
              "Request an inspection if you believe conditions are unsafe.",
            ],
            closing: "Locate the safety notice board at your site and identify your safety representative.",
          }),
          lesson("The Hierarchy of Controls", 25, {
            intro:
              "Some ways of controlling a hazard are more effective than others. The hierarchy ranks them from most to least effective.",
            listLead: "From most to least effective:",
            ordered: true,
            points: [
              "Elimination: remove the hazard entirely.",
              "Substitution: replace it with something less hazardous.",
              "Engineering controls: isolate people from the hazard.",
              "Administrative controls: change the way people work.",
              "Personal protective equipment: protect the individual.",
            ],
            closing: "Choose one hazard in your area and propose a control from the highest practical level.",
          }),
        ],
      ),
      module(
        "Recognizing Hazards",
        "This module trains employees to notice physical, chemical and ergonomic hazards during routine work and to read the safety data sheets and labels that describe chemical risks.",
        [
          lesson("Common Workplace Hazards", 25, {
            intro:
              "Most injuries come from familiar hazards that people stop noticing. A regular walk-through helps you see them again.",
            listLead: "Watch for:",
            points: [
              "Slip, trip and fall hazards such as wet floors and trailing cables.",
              "Unguarded machinery and pinch points.",
              "Poor lighting in stairwells and storage areas.",
              "Blocked exits and fire extinguishers.",
            ],
            closing: "Complete the hazard-spotting exercise using the photos of a typical office and warehouse.",
          }),
          lesson("Chemical Labels and Safety Data Sheets", 25, {
            intro:
              "The Globally Harmonized System uses standard pictograms and safety data sheets so that anyone can understand a chemical's risks.",
            listLead: "A safety data sheet tells you:",
            points: [
              "The hazards of the product and its pictograms.",
              "Safe handling and storage requirements.",
              "First-aid measures after exposure.",
              "The personal protective equipment required.",
            ],
            closing:
              "Find the safety data sheet for one product used in your area and summarize its first-aid measures.",
          }),
        ],
      ),
      module(
        "Incidents and Emergencies",
        "Employees practise reporting incidents and near misses promptly and accurately, and review the evacuation, fire and first-aid procedures that apply at their site.",
        [
          lesson("Reporting Incidents and Near Misses", 20, {
            intro:
              "Near misses are warnings. Reporting them lets the organization fix a problem before someone is hurt.",
            listLead: "When something happens:",
            ordered: true,
            points: [
              "Make the area safe and get first aid if needed.",
              "Tell your supervisor immediately.",
              "Complete the incident form within 24 hours.",
              "Describe facts, not blame, and include photos if safe to take them.",
            ],
            closing: "Practise by completing an incident form for the scenario in the activity pack.",
          }),
          lesson("Emergency Procedures", 20, {
            intro: "In an emergency there is no time to look up the procedure. Know it before you need it.",
            listLead: "Make sure you know:",
            points: [
              "The sound of the alarm and what it means.",
              "Your nearest exit and the alternative route.",
              "The assembly point for your building.",
              "Who your fire wardens and first aiders are.",
            ],
            closing: "Walk your evacuation route this week and confirm each item on the list.",
          }),
          lesson("Knowledge Check", 15, {
            intro: "Use these scenarios to check what you have learned before the final assessment.",
            listLead: "Decide what you would do in each case:",
            points: [
              "A colleague slips but says they are fine.",
              "You notice a fire door propped open.",
              "A chemical container has no label.",
              "The alarm sounds during a video call.",
            ],
            closing: "Discuss your answers with your supervisor or in the course forum.",
            type: "assessment",
          }),
        ],
      ),
      module(
        "Ergonomics and Wellbeing",
        "The final module covers workstation setup, manual handling and fatigue, showing employees how small adjustments to posture and routine prevent long-term musculoskeletal injury.",
        [
          lesson("Setting Up Your Workstation", 20, {
            intro:
              "Poor posture at a desk causes many musculoskeletal problems. A few adjustments make a large difference.",
            listLead: "Check that:",
            points: [
              "The top of the screen is at or slightly below eye level.",
              "Your feet rest flat on the floor or a footrest.",
              "Your elbows are close to the body at roughly 90 degrees.",
              "You take a short movement break every 30 to 60 minutes.",
            ],
            closing: "Adjust your workstation using this checklist and note any equipment you need to request.",
          }),
          lesson("Safe Manual Handling", 20, {
            intro: "Lifting injuries are common and preventable. Plan every lift before you make it.",
            listLead: "Use the safe lifting steps:",
            ordered: true,
            points: [
              "Assess the load and get help or equipment if it is heavy or awkward.",
              "Stand close with feet apart and bend at the knees.",
              "Keep the load close to your waist and avoid twisting.",
              "Set the load down with the same care.",
            ],
            closing: "Demonstrate a safe lift to your supervisor during your next shift.",
          }),
        ],
      ),
    ],
  },
};
