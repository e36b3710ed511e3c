import type { Metadata } from "next";
import { ChatView } from "@/components/chat/chat-view";
import { requireUser } from "@/lib/auth/current-user";
import { loadSessionSummaries } from "@/lib/chat/load-session";

export const metadata: Metadata = { title: "Chat" };

export default async function ChatPage() {
  const user = await requireUser();
  return <ChatView key="new" initial={null} sessions={await loadSessionSummaries(user.id)} />;
}
