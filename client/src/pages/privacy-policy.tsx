import { POLICY } from "@common/constants";
import { LegalPage } from "./legal-page";

/** /privacy-policy, with SPEC's policy figures from `POLICY`. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="January 1, 2026">
      <section>
        <h2>Who we are</h2>
        <p>
          Coursewright provides AI-assisted course authoring software to colleges, universities and the instructors and
          instructional designers who work there. This policy explains what information we collect, why, how long we
          keep it and the rights you have over it.
        </p>
      </section>
      <section>
        <h2>Information we collect</h2>
        <ul>
          <li>Account details: your name, email address and, if you add one, a profile image.</li>
          <li>Course content you create or import: courses, modules, lessons, objectives and assessments.</li>
          <li>Connection details for your learning management system, such as its address and an access token.</li>
          <li>Technical logs: IP address, browser type and the time and outcome of requests, used for security.</li>
          <li>Your accessibility preferences, such as font size, high contrast and reduced motion.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          We use your information only to provide the service: to sign you in, store and analyse your courses, generate
          AI suggestions you ask for, connect to your LMS and keep the service secure. We do not sell personal
          information and we do not use your course content to train AI models.
        </p>
      </section>
      <section>
        <h2>Student records, FERPA and GDPR</h2>
        <p>
          Where course content includes education records, we act as a school official under the Family Educational
          Rights and Privacy Act (FERPA) and use those records only for the purposes your institution authorises. For
          users in the European Economic Area and the United Kingdom we process personal data in line with the General
          Data Protection Regulation (GDPR), as a processor on behalf of your institution where it is the controller.
        </p>
      </section>
      <section>
        <h2>How long we keep information</h2>
        <ul>
          <li>Technical logs are kept for up to {POLICY.logRetentionMonths} months.</li>
          <li>Audit trails of security-relevant actions are kept for up to {POLICY.auditRetentionYears} years.</li>
          <li>
            Account and course data are kept while your account is active and deleted on request or when it closes.
          </li>
        </ul>
      </section>
      <section>
        <h2>Security</h2>
        <p>
          We protect information with encryption in transit, hashed passwords, role-based access control and audit
          trails, following controls aligned with SOC 2 Type II. LMS access tokens are never written to logs.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You can access, correct, export or delete your personal information, and object to or restrict its processing.
          Students should direct requests about education records to their institution. The service is intended for
          users aged {POLICY.minimumAge} or older.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>Questions about this policy can be sent to privacy@coursewright.app.</p>
      </section>
    </LegalPage>
  );
}
