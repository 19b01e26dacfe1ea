import { Accessibility, ClipboardCheck, RefreshCw, Sparkles, type LucideIcon } from "lucide-react";

export interface FeatureLink {
  href: string;
  title: string;
  summary: string;
  icon: LucideIcon;
}

/** The four static feature pages, in the order the landing page presents them. */
export const FEATURE_LINKS: readonly FeatureLink[] = [
  {
    href: "/features/ai-course-builder",
    title: "AI Course Builder",
    summary:
      "Draft measurable learning objectives with Bloom's taxonomy verbs, content suggestions and quiz questions in minutes.",
    icon: Sparkles,
  },
  {
    href: "/features/accessibility-compliance",
    title: "Accessibility Compliance",
    summary: "Check every lesson against WCAG 2.1 AA with axe-core: alt text, captions and a 4.5:1 contrast ratio.",
    icon: Accessibility,
  },
  {
    href: "/features/lms-integration",
    title: "LMS Integration",
    summary: "Import from and export to Canvas, Blackboard, Moodle and D2L Brightspace via IMS Common Cartridge.",
    icon: RefreshCw,
  },
  {
    href: "/features/quality-assurance",
    title: "Quality Assurance",
    summary: "Score courses on six quality dimensions with A-F grades aligned to Quality Matters and OSCQR.",
    icon: ClipboardCheck,
  },
];
