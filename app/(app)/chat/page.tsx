import type { Metadata } from "next";
import { ChatView } from "@/components/chat/chat-view";
import { requireUser } from "@/lib/auth/current-user";
import { loadChatContext, loadSessionSummaries } from "@/lib/chat/load-session";

export const metadata: Metadata = { title: "Chat" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ChatPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  // A ready request from a link (the nudge after loading samples) waits in the composer, unsent.
  const prompt = (await searchParams).prompt;
  const draft = typeof prompt === "string" ? prompt.slice(0, 4000) : undefined;
  const [sessions, context] = await Promise.all([loadSessionSummaries(user.id), loadChatContext(user.id)]);
  return <ChatView key="new" initial={null} sessions={sessions} context={context} draft={draft} />;
}
