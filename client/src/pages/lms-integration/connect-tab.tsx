import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, Link2, Loader2, Unplug } from "lucide-react";
import { TOASTS } from "@common/constants";
import {
  DEFAULT_LMS_TYPE,
  LMS_NAMES,
  LMS_TEXTS,
  LMS_TOKEN_HINTS,
  LMS_TYPES,
  type LmsConnection,
  type LmsTypeName,
} from "@common/lms";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { toast } from "@/hooks/use-toast";
import { api, errorMessage } from "@/lib/api";

/**
 * The Connect tab's form (SPEC §2, §5): LMS type, institution name, base URL and a masked token.
 * Empty fields show 'Missing Information' and send nothing; a verified connection is handed to
 * `onConnected`.
 */
export function ConnectForm({ onConnected }: { onConnected: (connection: LmsConnection) => void }) {
  const [lmsType, setLmsType] = useState<LmsTypeName>(DEFAULT_LMS_TYPE);
  const [institutionName, setInstitutionName] = useState("");
  const [baseUrl, setBaseUrl] = useState("");
  const [accessToken, setAccessToken] = useState("");

  const connect = useMutation({
    mutationFn: (connection: LmsConnection) => api.lms.connect(connection),
    onSuccess: (_data, connection) => {
      toast({
        title: LMS_TEXTS.lmsConnectedTitle,
        description: LMS_TEXTS.lmsConnectedDescription(connection.institutionName),
      });
      setAccessToken("");
      onConnected(connection);
    },
    onError: (error) => {
      toast({
        title: LMS_TEXTS.connectionFailedTitle,
        description: errorMessage(error, LMS_TEXTS.connectionFailedFallback),
        variant: "destructive",
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const connection: LmsConnection = {
      lmsType,
      institutionName: institutionName.trim(),
      baseUrl: baseUrl.trim().replace(/\/+$/, ""),
      accessToken: accessToken.trim(),
    };
    if (!connection.institutionName || !connection.baseUrl || !connection.accessToken) {
      toast({ ...TOASTS.missingInformation, variant: "destructive" });
      return;
    }
    connect.mutate(connection);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Connect to your LMS</CardTitle>
        <CardDescription>
          Your access token is used only to read your courses. It is kept in this browser tab and never stored on our
          server.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5 md:grid-cols-2" onSubmit={submit} noValidate>
          <LabeledSelect
            id="lms-type"
            label="LMS Type"
            value={lmsType}
            onValueChange={(value) => setLmsType(value as LmsTypeName)}
            options={LMS_TYPES.map((type) => ({ value: type, label: LMS_NAMES[type] }))}
          />
          <div className="space-y-2">
            <Label htmlFor="institution-name">Institution Name</Label>
            <Input
              id="institution-name"
              value={institutionName}
              onChange={(e) => setInstitutionName(e.target.value)}
              placeholder="e.g., State University"
              autoComplete="organization"
              required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="lms-base-url">LMS Base URL</Label>
            <Input
              id="lms-base-url"
              inputMode="url"
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              placeholder={
                lmsType === "canvas" ? "e.g., https://school.instructure.com" : "e.g., https://learn.school.edu"
              }
              autoComplete="url"
              spellCheck={false}
              required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="lms-access-token">Access Token</Label>
            <Input
              id="lms-access-token"
              type="password"
              value={accessToken}
              onChange={(e) => setAccessToken(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="lms-token-hint"
              required
            />
            <p id="lms-token-hint" className="text-sm text-gray-600">
              {LMS_TOKEN_HINTS[lmsType]}
            </p>
          </div>
          <div className="md:col-span-2">
            <Button type="submit" disabled={connect.isPending} className="w-full sm:w-auto">
              {connect.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Link2 aria-hidden="true" />
              )}
              {connect.isPending ? "Connecting..." : "Connect"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The Connect tab once connected (SPEC §2): institution, LMS type upper-cased, base URL, Disconnect. */
export function ConnectedCard({ connection, onDisconnect }: { connection: LmsConnection; onDisconnect: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex min-w-0 items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-gray-900 break-words">
              Connected to {connection.institutionName}
            </h2>
            <p className="text-sm text-gray-700 break-all">
              <span className="font-semibold">{connection.lmsType.toUpperCase()}</span> · {connection.baseUrl}
            </p>
          </div>
        </div>
        <Button variant="outline" onClick={onDisconnect}>
          <Unplug aria-hidden="true" />
          Disconnect
        </Button>
      </CardContent>
    </Card>
  );
}
