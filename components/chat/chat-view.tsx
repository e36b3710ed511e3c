"use client";
import { AlertCircle, Binoculars, PanelLeft } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { apiFetch } from "@/lib/client/api";
import { pendingGate } from "@/lib/client/chat-reducer";
import { Composer } from "./composer";
import { SessionList, type SessionSummary } from "./session-list";
import { TurnView } from "./turn-view";
import { useScoutChat, type InitialSession } from "./use-scout-chat";

const EXAMPLES = ["Generate a scouting report for Jalen Brooks", "Scout Kofi Adjei-Mensah's strengths and weaknesses", "Player profile for Caleb Van Dorn"];

export function ChatView({ initial, sessions: initialSessions }: { initial: InitialSession | null; sessions: SessionSummary[] }) {
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
  const gate = pendingGate(state);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [state.turns.length, state.lastSeq]);
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
          <div className="mx-auto max-w-3xl space-y-8 px-4 py-6">
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
                <div className="flex flex-wrap justify-center gap-2">
                  {EXAMPLES.map((e) => (
                    <Button key={e} variant="outline" size="sm" className="h-auto whitespace-normal py-1.5" onClick={() => void send(e)} disabled={streaming}>
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
            <Composer disabled={streaming} onSend={send} />
          </div>
        </div>
      </div>
    </div>
  );
}
