import type { Metadata } from "next";
import { Users } from "lucide-react";
import { PageHeader } from "@/components/app/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Players" };

export default async function PlayersPage() {
  await requireUser();
  return (
    <>
      <PageHeader title="Players" description="Every player you have approved, with their report history." />
      <div className="mx-auto max-w-5xl px-4 py-6 md:px-8">
        <EmptyState icon={Users} title="No players yet" description="Approve a player card in the chat and it appears here." />
      </div>
    </>
  );
}
