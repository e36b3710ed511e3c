import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { ApiKeysPanel } from "@/components/settings/api-keys-panel";
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
        <ApiKeysPanel
          keys={keys.map((k) => ({ ...k, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null }))}
        />
      </div>
    </>
  );
}
