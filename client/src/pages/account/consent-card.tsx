import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useConsentStatus, useRecordConsent } from "./queries";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/**
 * Consent to read course content from an LMS (issue #15, FERPA): what is read and stored, and
 * one button to give or revoke it. LMS connections are refused (403) without it.
 */
export function LmsConsentCard() {
  const { data: status, isLoading } = useConsentStatus();
  const record = useRecordConsent();
  const active = status?.active.lms_course_content ?? null;

  const decide = (granted: boolean) =>
    record.mutate(
      { consentType: "lms_course_content", granted },
      {
        onSuccess: () =>
          toast({
            title: granted ? "Consent Recorded" : "Consent Revoked",
            description: granted
              ? "You can now connect to your LMS."
              : "Coursewright will not read from your LMS until you allow it again.",
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(error, "Failed to save your consent. Please try again."),
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-indigo-700" aria-hidden="true" />
          Reading course content from your LMS
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-gray-700">
        <p>
          To import a course, Coursewright reads its <strong>course content</strong> from Canvas or Blackboard with the
          access token you enter: course titles and descriptions, modules, pages, files&apos; links, quizzes and their
          questions. It never reads student records, grades, submissions or enrolment lists.
        </p>
        <p>
          What it stores: the imported course in your account, and this consent with its date and your network address.
          Your access token is used for the request only and never stored. The consent lasts one year; you can revoke it
          at any time.
        </p>
        {isLoading ? (
          <p role="status">Loading...</p>
        ) : active ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium text-green-800">
              Allowed on {dateFormat.format(new Date(active.timestamp))}
              {active.expiresAt && `, until ${dateFormat.format(new Date(active.expiresAt))}`}.
            </p>
            <Button variant="outline" onClick={() => decide(false)} disabled={record.isPending}>
              Revoke consent
            </Button>
          </div>
        ) : (
          <Button onClick={() => decide(true)} disabled={record.isPending}>
            Allow reading course content
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
