import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChatView } from "@/components/chat/chat-view";
import { requireUser } from "@/lib/auth/current-user";
import { loadChatContext, loadChatSession, loadSessionSummaries } from "@/lib/chat/load-session";
import { isAppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Chat" };

export default async function ChatSessionPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const user = await requireUser();
  const { sessionId } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) notFound();
  const initial = await loadChatSession(user.id, sessionId).catch((e) => {
    if (isAppError(e) && e.status === 404) notFound();
    throw e;
  });
  const [sessions, context] = await Promise.all([loadSessionSummaries(user.id), loadChatContext(user.id)]);
  return <ChatView key={sessionId} initial={initial} sessions={sessions} context={context} />;
}
