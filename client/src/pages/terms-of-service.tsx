import { POLICY } from "@common/constants";
import { LegalPage } from "./legal-page";

/** /terms-of-service, with SPEC's policy figures from `POLICY`. */
export default function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service" updated="January 1, 2026">
      <section>
        <h2>Agreement</h2>
        <p>
          These terms govern your use of Coursewright. By creating an account or using the service you agree to them. If
          you use Coursewright on behalf of an institution, you confirm that you may bind it to these terms, and any
          institutional licence agreement takes precedence where the two differ.
        </p>
      </section>
      <section>
        <h2>Eligibility</h2>
        <p>You must be at least {POLICY.minimumAge} years old to create an account.</p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          You keep all rights to the courses and materials you create or import. You give us only the permission needed
          to store, process and display that content to provide the service. You are responsible for having the right to
          upload the material you use, and for reviewing AI-generated suggestions before you publish them.
        </p>
      </section>
      <section>
        <h2>Acceptable use</h2>
        <ul>
          <li>Do not attempt to access other users' courses or accounts.</li>
          <li>Do not upload malicious code or content that infringes others' rights.</li>
          <li>Do not use the service to disclose student education records in breach of FERPA or the GDPR.</li>
          <li>Keep your credentials and LMS access tokens confidential.</li>
        </ul>
      </section>
      <section>
        <h2>Records and retention</h2>
        <p>
          We keep technical logs for up to {POLICY.logRetentionMonths} months and audit trails for up to{" "}
          {POLICY.auditRetentionYears} years, as described in our Privacy Policy.
        </p>
      </section>
      <section>
        <h2>Availability and changes</h2>
        <p>
          We work to keep the service available and secure but do not guarantee uninterrupted access. We may update
          these terms; we will give notice of material changes before they take effect.
        </p>
      </section>
      <section>
        <h2>Limitation of liability</h2>
        <p>
          To the extent permitted by law, Coursewright is provided "as is", and our liability is limited to the fees
          paid for the service in the twelve months before the claim.
        </p>
      </section>
      <section>
        <h2>Governing law</h2>
        <p>
          These terms are governed by the laws of the State of {POLICY.governingLaw}, United States, without regard to
          its conflict of laws rules.
        </p>
      </section>
    </LegalPage>
  );
}
