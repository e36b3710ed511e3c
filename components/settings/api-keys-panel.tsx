"use client";
import { Check, Copy, KeyRound, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format";

export type ApiKeyRow = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

export function ApiKeysPanel({ keys }: { keys: ApiKeyRow[] }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { apiKey } = await apiFetch<{ apiKey: { id: string; name: string; key: string } }>("/api/keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      setCreated(apiKey);
      setCopied(false);
      setName("");
      router.refresh();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKeyRow) {
    try {
      await apiFetch(`/api/keys/${key.id}`, { method: "DELETE" });
      // A revoked key's secret is useless and must not stay on screen.
      setCreated((c) => (c?.id === key.id ? null : c));
      toast.success(`Revoked “${key.name}”`);
      router.refresh();
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>API keys</h2>
        </CardTitle>
        <CardDescription>
          For scripts and the <code className="font-mono text-xs">npm run scout</code> CLI: send <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form onSubmit={create} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="key-name">Key name</Label>
            <Input id="key-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Draft-room laptop" maxLength={100} data-testid="key-name" aria-invalid={error ? true : undefined} />
          </div>
          <Button type="submit" disabled={busy || !name.trim()} data-testid="create-key">
            <KeyRound className="size-4" aria-hidden /> Create key
          </Button>
        </form>
        {error && <p className="text-sm text-destructive">{error}</p>}
        {created && (
          <Alert data-testid="new-key" className="min-w-0">
            <AlertTitle>Copy “{created.name}” now. It won’t be shown again.</AlertTitle>
            <AlertDescription>
              <div className="mt-2 flex w-full min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
                <code className="min-w-0 flex-1 select-all break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid="new-key-value">
                  {created.key}
                </code>
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start sm:self-auto"
                  onClick={async () => {
                    await navigator.clipboard?.writeText(created.key).catch(() => {});
                    setCopied(true);
                  }}
                  data-testid="copy-key"
                >
                  {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />} {copied ? "Copied" : "Copy"}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        )}
        {keys.length === 0 ? (
          <EmptyState icon={KeyRound} title="No API keys" description="Create one to use Scout from scripts." headingLevel="h3" />
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="key-list">
            {keys.map((k) => (
              <li key={k.id} className="flex items-center gap-3 px-4 py-3" data-testid="key-row">
                <KeyRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <div className="truncate text-sm font-medium">{k.name}</div>
                  <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    <span className="font-mono">{k.prefix}…</span> · created {formatDateTime(k.createdAt)} ·{" "}
                    {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : "never used"}
                  </div>
                </div>
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="ghost" size="sm" className="shrink-0" aria-label={`Revoke ${k.name}`} data-testid="revoke-key">
                      <Trash2 className="size-4" aria-hidden /> <span className="hidden sm:inline">Revoke</span>
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>Revoke “{k.name}”?</AlertDialogTitle>
                      <AlertDialogDescription>
                        Scripts using the key <span className="font-mono">{k.prefix}…</span> stop working at once. This can’t be undone; create a new key if you need one.
                      </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>Keep the key</AlertDialogCancel>
                      <AlertDialogAction onClick={() => revoke(k)} data-testid="confirm-revoke">
                        Revoke
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
