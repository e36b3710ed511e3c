"use client";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api";
import { chatReducer, initialChatState, type ChatState } from "@/lib/client/chat-reducer";
import { readEvents, type WireEvent } from "@/lib/client/sse";

const END_TYPES = new Set(["final_response", "assistant_message", "error", "plan_proposal", "player_preview", "clarification_request"]);
const MAX_RECONNECTS = 5;

export type InitialSession = { sessionId: string; runs: { id: string; requestText: string; status: string }[]; events: WireEvent[] };

async function errorFrom(res: Response): Promise<ApiError> {
  const body = await res.json().catch(() => ({}));
  const retry = res.headers.get("retry-after");
  const message = (body?.error?.message ?? `Request failed (${res.status}).`) + (res.status === 429 && retry ? ` Try again in ${retry} s.` : "");
  return new ApiError(res.status, body?.error?.code ?? "unknown", message, body?.error ?? {});
}

/**
 * The chat's connection to a session: sends messages and gate answers, reads the SSE stream into the
 * reducer, and reconnects with Last-Event-ID when the connection drops, so nothing is lost or doubled.
 */
export function useScoutChat(initial: InitialSession | null, onSession: (id: string) => void) {
  const [state, dispatch] = useReducer(chatReducer, initial, (init): ChatState =>
    init ? chatReducer(initialChatState, { kind: "load", sessionId: init.sessionId, runs: init.runs, events: init.events }) : initialChatState,
  );
  const [streaming, setStreaming] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields?: Record<string, string[]> } | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const busy = useRef(false);

  /** Reads a stream to its end; true when it ended on a closing event (gate, final, error). */
  const consume = useCallback(
    async (res: Response): Promise<boolean> => {
      if (!res.ok || !res.body) throw await errorFrom(res);
      let ended = false;
      try {
        for await (const event of readEvents(res.body)) {
          dispatch({ kind: "event", event });
          if (event.type === "session") onSession(String(event.data.session_id));
          if (END_TYPES.has(event.type)) ended = true;
        }
      } catch {
        // Connection dropped mid-stream: the caller reconnects from the last event id.
      }
      return ended;
    },
    [onSession],
  );

  const follow = useCallback(async () => {
    for (let attempt = 0; attempt < MAX_RECONNECTS; attempt++) {
      const { sessionId, lastSeq } = stateRef.current;
      if (!sessionId) return;
      try {
        const res = await fetch(`/api/chat/${sessionId}/events`, { headers: { "last-event-id": String(lastSeq), accept: "text/event-stream" } });
        if (await consume(res)) return;
        // Closed without a closing event: the run is idle, or the connection dropped. Look once more.
        const again = await fetch(`/api/chat/${sessionId}/events?follow=0`, { headers: { "last-event-id": String(stateRef.current.lastSeq) } });
        await consume(again);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
      }
    }
    setProblem({ message: "Lost the connection to Scout. Reload the page to continue; nothing was lost." });
  }, [consume]);

  const run = useCallback(
    async (request: () => Promise<Response>) => {
      if (busy.current) return false;
      busy.current = true;
      setStreaming(true);
      setProblem(null);
      try {
        const ended = await consume(await request());
        if (!ended) await follow();
        return true;
      } catch (e) {
        const err = e instanceof ApiError ? e : new ApiError(0, "network", "Can't reach Scout. Check your connection and try again.");
        setProblem({ message: err.message, fields: err.body.fields });
        return false;
      } finally {
        busy.current = false;
        setStreaming(false);
      }
    },
    [consume, follow],
  );

  const send = useCallback(
    (message: string) => {
      dispatch({ kind: "send", request: message });
      const sessionId = stateRef.current.sessionId;
      return run(() =>
        fetch("/api/chat", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({ message, ...(sessionId ? { session_id: sessionId } : {}) }),
        }),
      );
    },
    [run],
  );

  // Gate cards close when the run's own events say the gate was passed, never optimistically.
  const resume = useCallback(
    async (payload: Record<string, unknown>) => {
      const sessionId = stateRef.current.sessionId;
      if (!sessionId) return false;
      return run(() =>
        fetch(`/api/chat/${sessionId}/resume/`, { method: "POST", headers: { "content-type": "application/json", accept: "text/event-stream" }, body: JSON.stringify(payload) }),
      );
    },
    [run],
  );

  // A page opened (or reloaded) while a run is working picks up its stream where the events left off.
  useEffect(() => {
    const latest = initial?.runs[initial.runs.length - 1];
    if (latest?.status === "running") {
      busy.current = true;
      setStreaming(true);
      follow().finally(() => {
        busy.current = false;
        setStreaming(false);
      });
    }
  }, [initial, follow]);

  return { state, streaming, problem, send, resume, dismissProblem: () => setProblem(null) };
}
