import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { StatsLab } from "@/components/stats/stats-lab";
import { requireUser } from "@/lib/auth/current-user";
import { listDatasets } from "@/lib/db/queries/stats";
import { loadCells } from "@/lib/stats/cells";
import { warmSandboxPool } from "@/lib/stats/sandbox";

export const metadata: Metadata = { title: "Stats" };

export default async function StatsPage() {
  const user = await requireUser();
  // The user is about to ask: have a sandbox started (the first of a process also makes the template).
  warmSandboxPool();
  const [datasets, cells] = await Promise.all([listDatasets({ ownerId: user.id }), loadCells({ ownerId: user.id })]);
  return (
    <>
      <PageHeader title="Stats lab" description="Ask questions of your game logs and stat sheets. Every answer shows its SQL, run in a sandbox." />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 md:px-8">
        <StatsLab datasets={datasets.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }))} cells={cells} />
      </div>
    </>
  );
}
