import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { ApiKeysPanel } from "@/components/settings/api-keys-panel";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { describeEngine } from "@/lib/ai/models";
import { requireUser } from "@/lib/auth/current-user";
import { listApiKeys } from "@/lib/db/queries/api-keys";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const keys = await listApiKeys({ ownerId: user.id });
  return (
    <>
      <PageHeader title="Settings" description={`Signed in as ${user.email}`} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:px-8">
        <ReportEngineCard />
        <ApiKeysPanel
          keys={keys.map((k) => ({ ...k, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null }))}
        />
      </div>
    </>
  );
}

/** Which engine writes reports here: a configured model, or the rules engine when none is. */
function ReportEngineCard() {
  const engine = describeEngine();
  return (
    <Card data-testid="engine-card" data-engine={engine.kind}>
      <CardHeader>
        <CardTitle>
          <h2>Report engine</h2>
        </CardTitle>
        <CardDescription>
          {engine.kind === "rules" ? (
            <>
              Reports are written by <strong className="text-foreground">the rules engine</strong>: no language model is configured, so every sentence is
              taken from your documents by deterministic rules. Set <code className="font-mono text-xs">OPENAI_API_KEY</code>,{" "}
              <code className="font-mono text-xs">ANTHROPIC_API_KEY</code> or <code className="font-mono text-xs">OPENAI_BASE_URL</code> to use a model.
            </>
          ) : (
            <>
              Reports are written by <strong className="text-foreground">{engine.label}</strong>. Every value it writes is checked against the passages
              it cites.
            </>
          )}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
