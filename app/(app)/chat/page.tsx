import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { requireUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Chat" };

export default async function ChatPage() {
  await requireUser();
  return (
    <>
      <PageHeader title="Chat" description="Ask for a scouting report on any player in your documents." />
      <div className="mx-auto max-w-3xl px-4 py-10 text-sm text-muted-foreground md:px-8">The scouting chat arrives with the workflow.</div>
    </>
  );
}
