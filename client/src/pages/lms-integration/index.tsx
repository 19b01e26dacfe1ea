import { useState } from "react";
import { useLocation } from "wouter";
import { BookOpen, Download, Link2, Send } from "lucide-react";
import { LMS_TEXTS } from "@common/lms";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { LmsConsentCard } from "@/pages/account/consent-card";
import { CartridgeCard } from "./cartridge-card";
import { ConnectForm, ConnectedCard } from "./connect-tab";
import { ImportTab } from "./import-tab";
import { useLmsConnection } from "./lms-api";
import { RecentImports } from "./recent-imports";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

type Tab = "connect" | "import" | "publish";

/**
 * /lms-integration (SPEC §2 "LMS Integration"; DESIGN.md §3 "LMS", "Publish tab"): Connect,
 * Import and Publish tabs. Import and Publish are disabled until connected; the connection lives
 * in sessionStorage. Common Cartridge exchange works without a connection (Connect tab card).
 */
export default function LmsIntegrationPage() {
  useDocumentTitle("LMS Integration");
  const [, navigate] = useLocation();
  const { connection, connect, disconnect } = useLmsConnection();
  const [tab, setTab] = useState<Tab>("connect");
  const active: Tab = connection ? tab : "connect";

  return (
    <>
      <PageHeader
        title="LMS Integration"
        description="Connect your learning management system, import courses, and exchange courses as Common Cartridge files."
      />
      <Tabs value={active} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="LMS Integration steps">
          <TabsTrigger value="connect">
            <Link2 aria-hidden="true" />
            Connect
          </TabsTrigger>
          <TabsTrigger value="import" disabled={!connection}>
            <Download aria-hidden="true" />
            Import
          </TabsTrigger>
          <TabsTrigger value="publish" disabled={!connection}>
            <Send aria-hidden="true" />
            Publish
          </TabsTrigger>
        </TabsList>
        {!connection && (
          <p className="mt-2 text-sm text-gray-600">Connect to your LMS to enable the Import and Publish tabs.</p>
        )}

        <TabsContent value="connect" className="space-y-6">
          {/* Reading from an LMS needs the user's consent (issue #15); the server refuses without it. */}
          <LmsConsentCard />
          {connection ? (
            <ConnectedCard connection={connection} onDisconnect={disconnect} />
          ) : (
            <ConnectForm
              onConnected={(next) => {
                connect(next);
                setTab("import");
              }}
            />
          )}
          <CartridgeCard />
        </TabsContent>

        <TabsContent value="import">{connection && <ImportTab connection={connection} />}</TabsContent>

        <TabsContent value="publish" className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Publish to your LMS</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="text-gray-700">{LMS_TEXTS.publishInfo}</p>
              <p className="text-sm text-gray-600">
                Until then, download a course as a Common Cartridge below and import it in your LMS (in Canvas: Settings
                &gt; Import Course Content &gt; Common Cartridge 1.x Package).
              </p>
              <Button variant="outline" onClick={() => navigate("/my-courses")}>
                <BookOpen aria-hidden="true" />
                View My Courses
              </Button>
            </CardContent>
          </Card>
          <CartridgeCard />
        </TabsContent>
      </Tabs>
      <RecentImports />
    </>
  );
}
