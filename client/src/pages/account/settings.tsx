import { useId, useState } from "react";
import { Link } from "wouter";
import { Download, History, Trash2 } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuth } from "@/hooks/use-auth";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api";
import { LmsConsentCard } from "./consent-card";
import { useDeleteAccount } from "./queries";

/** /settings: download your data, LMS consent, your activity, delete your account (issue #15). */
export default function SettingsPage() {
  useDocumentTitle("Account settings");
  return (
    <>
      <PageHeader title="Account settings" description="Your data, your consents and your account" />
      <div className="grid max-w-3xl gap-6">
        <YourDataCard />
        <LmsConsentCard />
        <DeleteAccountCard />
      </div>
    </>
  );
}

function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-gray-700">
        <p>
          Download everything Coursewright holds about you as a .zip file: your account, your courses with their content
          and quality history (also as IMS Common Cartridge files any LMS can import), your accessibility settings, your
          consents and your activity trail.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <a href="/api/account/export" download>
              <Download aria-hidden="true" />
              Download your data
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link href="/activity">
              <History aria-hidden="true" />
              View your activity
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function DeleteAccountCard() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const inputId = useId();
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && email !== "";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError("Type your email address exactly as shown to confirm.");
      return;
    }
    remove.mutate(typed, {
      // A full page load: every cached query belonged to the deleted account.
      onSuccess: () => window.location.assign("/"),
      onError: (e) => setError(errorMessage(e, "Failed to delete your account. Please try again.")),
    });
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-800">Delete your account</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4 text-sm text-gray-700" noValidate>
          <p>
            This deletes your account, all your courses and their content, your settings and consents, and signs you out
            everywhere. It cannot be undone, so download your data first if you want to keep it. The audit trail of what
            was done keeps its entries, without your name or network address, as the privacy policy describes.
          </p>
          <div className="space-y-2">
            <Label htmlFor={inputId}>
              Type your email address (<span className="font-semibold">{email}</span>) to confirm
            </Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
              {...invalidProps(`${inputId}-error`, error)}
            />
            <FieldError id={`${inputId}-error`} error={error} alert />
          </div>
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? "Deleting..." : "Delete my account"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
