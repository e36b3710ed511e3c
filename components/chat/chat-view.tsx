"use client";
import { AlertCircle, Binoculars, Cpu, FileUp, PanelLeft } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { apiFetch } from "@/lib/client/api";
import { pendingGate, type ChatState } from "@/lib/client/chat-reducer";
import type { ChatContext } from "@/lib/chat/load-session";
import { Composer } from "./composer";
import { SessionList, type SessionSummary } from "./session-list";
import { TurnView } from "./turn-view";
import { useScoutChat, type InitialSession } from "./use-scout-chat";

const EXAMPLES = ["Generate a scouting report for Jalen Brooks", "Scout Kofi Adjei-Mensah's strengths and weaknesses", "Player profile for Caleb Van Dorn"];

// The cards a run adds for the user to read or answer; the view scrolls to the newest one's top.
const CARD_SELECTOR = ["clarification-card", "plan-card", "player-preview-card", "final-card", "assistant-message", "run-error"].map((id) => `[data-testid="${id}"]`).join(",");

/** Changes whenever a run adds a card (not on step events). */
const cardKey = (state: ChatState) =>
  state.turns.map((t) => [t.clarification ? 1 : 0, t.plan ? 1 : 0, t.previews.length, t.final ? 1 : 0, t.assistant ? 1 : 0, t.error ? 1 : 0].join("")).join("|");

function NoDocumentsNotice() {
  return (
    <Alert variant="warning" className="text-left" data-testid="no-documents">
      <FileUp className="size-4" aria-hidden />
      <AlertTitle>You have no documents yet</AlertTitle>
      <AlertDescription>
        <p>
          Scout writes reports only from your own documents, so a request now would find nothing to cite.{" "}
          <Link href="/documents" className="font-medium underline underline-offset-2" data-testid="no-documents-link">
            Upload documents or load the samples
          </Link>{" "}
          first.
        </p>
      </AlertDescription>
    </Alert>
  );
}

export function ChatView({ initial, sessions: initialSessions, context, draft }: { initial: InitialSession | null; sessions: SessionSummary[]; context: ChatContext; draft?: string }) {
  const [sessions, setSessions] = useState(initialSessions);
  const refreshSessions = useCallback(() => {
    apiFetch<{ sessions: SessionSummary[] }>("/api/chat/sessions").then((r) => setSessions(r.sessions)).catch(() => {});
  }, []);
  // A new session's URL is set in place, so a reload comes back to it without remounting the chat.
  const onSession = useCallback(
    (id: string) => {
      if (window.location.pathname !== `/chat/${id}`) window.history.replaceState(null, "", `/chat/${id}`);
      refreshSessions();
    },
    [refreshSessions],
  );
  const { state, streaming, problem, send, resume, dismissProblem } = useScoutChat(initial, onSession);
  const bottom = useRef<HTMLDivElement>(null);
  const transcript = useRef<HTMLDivElement>(null);
  const gate = pendingGate(state);
  const cards = cardKey(state);
  const lastCards = useRef(cards);

  // Progress keeps the end of the chat in view; a new card is shown from its top, so a tall card
  // (the player card, the plan) opens at its heading instead of at its last button.
  useEffect(() => {
    const newCard = cards !== lastCards.current;
    lastCards.current = cards;
    const card = newCard ? [...(transcript.current?.querySelectorAll(CARD_SELECTOR) ?? [])].pop() : undefined;
    if (card) card.scrollIntoView({ block: "start", behavior: "smooth" });
    else bottom.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [cards, state.turns.length, state.lastSeq]);
  useEffect(() => {
    if (!streaming) refreshSessions();
  }, [streaming, refreshSessions]);

  const handlers = { resume: (payload: Record<string, unknown>) => void resume(payload), retry: (request: string) => void send(request) };
  const list = <SessionList sessions={sessions} activeId={state.sessionId} onChanged={refreshSessions} />;

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] md:h-dvh">
      <aside className="hidden w-64 shrink-0 border-r p-3 lg:block" data-print="hide">
        {list}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b px-4 py-2 lg:hidden">
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="ghost" size="sm" data-testid="open-sessions">
                <PanelLeft className="size-4" aria-hidden /> Chats
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 p-3">
              <SheetHeader>
                <SheetTitle>Chats</SheetTitle>
              </SheetHeader>
              {list}
            </SheetContent>
          </Sheet>
        </div>
        <div className="flex-1 overflow-y-auto" aria-live="polite" aria-busy={streaming}>
          <div className="mx-auto max-w-3xl space-y-8 px-4 py-6 [&_[data-testid]]:scroll-mt-24" ref={transcript}>
            {state.turns.length === 0 && !state.pendingRequest ? (
              <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="chat-empty">
                <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Binoculars className="size-6" aria-hidden />
                </span>
                <div className="space-y-1">
                  <h1 className="text-xl font-semibold">Who are we scouting?</h1>
                  <p className="max-w-md text-sm text-muted-foreground">
                    Scout reads your documents, proposes a plan, gathers evidence and drafts a cited report. You approve each step.
                  </p>
                </div>
                {context.documentCount === 0 && <NoDocumentsNotice />}
                <div className="flex w-full max-w-full flex-wrap justify-center gap-2">
                  {EXAMPLES.map((e) => (
                    <Button key={e} variant="outline" size="sm" className="h-auto min-w-0 max-w-full shrink whitespace-normal py-1.5 text-left" onClick={() => void send(e)} disabled={streaming} data-testid="example-request">
                      {e}
                    </Button>
                  ))}
                </div>
              </div>
            ) : (
              <h1 className="sr-only">Chat</h1>
            )}
            {state.turns.map((turn, i) => (
              <TurnView key={turn.runId} turn={turn} isLatest={i === state.turns.length - 1} busy={streaming} handlers={handlers} />
            ))}
            {state.pendingRequest && (
              <div className="flex justify-end">
                <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary/70 px-4 py-2 text-sm text-primary-foreground">{state.pendingRequest}</p>
              </div>
            )}
            <div ref={bottom} />
          </div>
        </div>
        <div className="border-t bg-background px-4 py-3">
          <div className="mx-auto max-w-3xl space-y-2">
            {problem && (
              <Alert variant="destructive" data-testid="chat-problem">
                <AlertCircle className="size-4" aria-hidden />
                <AlertDescription className="flex items-center justify-between gap-2">
                  <span>{problem.message}{problem.fields ? ` ${Object.values(problem.fields).flat().join(" ")}` : ""}</span>
                  <Button variant="ghost" size="sm" onClick={dismissProblem}>
                    Dismiss
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {gate && <p className="text-xs text-muted-foreground" data-testid="gate-hint">Scout is waiting for your answer above. A new message starts a new request instead.</p>}
            <Composer disabled={streaming} onSend={send} initialText={draft} />
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="engine-label" data-engine={context.engine.kind}>
              <Cpu className="size-3.5 shrink-0" aria-hidden />
              {context.engine.kind === "rules" ? (
                <span>Reports written by the rules engine (no language model configured)</span>
              ) : (
                <span>Reports written by {context.engine.label}</span>
              )}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
