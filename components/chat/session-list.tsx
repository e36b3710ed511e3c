"use client";
import { MessageSquarePlus, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/client/api";
import { cn } from "@/lib/utils";

export type SessionSummary = { id: string; title: string; updatedAt: string; lastStatus: string | null };

const STATUS_DOT: Record<string, string> = { waiting: "bg-warning", running: "bg-primary animate-pulse", failed: "bg-destructive" };

export function SessionList({ sessions, activeId, onChanged }: { sessions: SessionSummary[]; activeId: string | null; onChanged: () => void }) {
  const [renaming, setRenaming] = useState<SessionSummary | null>(null);
  const [title, setTitle] = useState("");

  async function rename() {
    if (!renaming) return;
    try {
      await apiFetch(`/api/chat/sessions/${renaming.id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ title }) });
      setRenaming(null);
      onChanged();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  async function remove(s: SessionSummary) {
    if (!window.confirm(`Delete “${s.title}”? Saved players and reports stay in your library.`)) return;
    try {
      await apiFetch(`/api/chat/sessions/${s.id}`, { method: "DELETE" });
      onChanged();
      if (s.id === activeId) window.location.assign("/chat");
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  return (
    <nav aria-label="Chats" className="flex h-full flex-col gap-2">
      {/* A plain link on purpose: a new chat's URL is set with history.replaceState, so the router may
          still consider /chat current and keep the old conversation on screen. */}
      <Button asChild variant="outline" className="justify-start" data-testid="new-chat">
        <a href="/chat">
          <MessageSquarePlus className="size-4" aria-hidden /> New chat
        </a>
      </Button>
      {sessions.length === 0 ? (
        <p className="px-2 py-4 text-sm text-muted-foreground">Your chats will appear here.</p>
      ) : (
        <ul className="flex-1 space-y-0.5 overflow-y-auto" data-testid="session-list">
          {sessions.map((s) => (
            <li key={s.id} className={cn("group flex items-center rounded-md", s.id === activeId && "bg-accent")} data-testid="session-item">
              <Link href={`/chat/${s.id}`} className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-current={s.id === activeId ? "page" : undefined}>
                <span className={cn("size-1.5 shrink-0 rounded-full", STATUS_DOT[s.lastStatus ?? ""] ?? "bg-transparent")} aria-hidden />
                <span className="truncate" title={s.title}>{s.title}</span>
              </Link>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" className="size-7 opacity-60 group-hover:opacity-100" aria-label={`Actions for ${s.title}`} data-testid="session-actions">
                    <MoreHorizontal className="size-4" aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem
                    onSelect={() => {
                      setTitle(s.title);
                      setRenaming(s);
                    }}
                    data-testid="rename-session"
                  >
                    <Pencil className="size-4" aria-hidden /> Rename
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => remove(s)} className="text-destructive" data-testid="delete-session">
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!renaming} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rename chat</DialogTitle>
          </DialogHeader>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void rename();
            }}
            className="space-y-4"
          >
            <label htmlFor="session-title" className="sr-only">
              Chat name
            </label>
            <Input id="session-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} autoFocus data-testid="session-title-input" />
            <DialogFooter>
              <Button type="submit" disabled={!title.trim()} data-testid="save-session-title">
                Save
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </nav>
  );
}
