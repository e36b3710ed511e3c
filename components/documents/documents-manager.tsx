"use client";
import { ArrowRight, FileText, MessageSquare, Sparkles, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiFetch, ApiError } from "@/lib/client/api";
import { formatBytes, formatDateTime } from "@/lib/format";
import { EvidenceSearch } from "./evidence-search";
import { UploadDropzone } from "./upload-dropzone";

export type DocumentRow = {
  id: string;
  filename: string;
  kind: string;
  sizeBytes: number;
  chunkCount: number;
  status: string;
  createdAt: string;
};

type UploadProblem = { filename: string; message: string };

/** The request the samples were written for: the nudge after loading them puts it in the chat's composer. */
const SAMPLE_REQUEST = "Generate a scouting report for Jalen Brooks";
const sampleChatHref = `/chat?prompt=${encodeURIComponent(SAMPLE_REQUEST)}`;

function SamplesNudge({ count }: { count: number }) {
  return (
    <Alert data-testid="samples-nudge" className="border-primary/40 bg-primary/5">
      <MessageSquare className="size-4" aria-hidden />
      <AlertTitle>{count} sample documents are ready</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>Ask the chat for a report on one of their players. The request is written for you; press Enter to send it.</p>
        <Button asChild size="sm" className="h-auto max-w-full whitespace-normal py-1.5 text-left">
          <Link href={sampleChatHref} data-testid="samples-nudge-link">
            “{SAMPLE_REQUEST}” <ArrowRight className="size-4 shrink-0" aria-hidden />
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function DocumentsManager({ documents }: { documents: DocumentRow[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [samplesLoaded, setSamplesLoaded] = useState<number | null>(null);
  const [, startTransition] = useTransition();
  const refresh = () => startTransition(() => router.refresh());

  async function upload(files: File[]) {
    setBusy(true);
    setProblems([]);
    const form = new FormData();
    for (const f of files) form.append("files", f);
    try {
      const res = await apiFetch<{ documents: DocumentRow[]; errors: UploadProblem[] }>("/api/documents", { method: "POST", body: form });
      setProblems(res.errors);
      toast.success(`Uploaded ${res.documents.length} document${res.documents.length === 1 ? "" : "s"}`);
    } catch (e) {
      const err = e as ApiError;
      setProblems(err.body?.files ?? [{ filename: "", message: err.message }]);
    } finally {
      setBusy(false);
      refresh();
    }
  }

  async function loadSamples() {
    setBusy(true);
    try {
      const res = await apiFetch<{ documents: DocumentRow[] }>("/api/samples", { method: "POST" });
      toast.success(`Loaded ${res.documents.length} sample documents`);
      setSamplesLoaded(res.documents.length);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
      refresh();
    }
  }

  async function remove(doc: DocumentRow) {
    try {
      await apiFetch(`/api/documents/${doc.id}`, { method: "DELETE" });
      toast.success(`Deleted “${doc.filename}”`);
      refresh();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  return (
    <div className="space-y-6">
      {samplesLoaded !== null && samplesLoaded > 0 && documents.length > 0 && <SamplesNudge count={samplesLoaded} />}
      <UploadDropzone onFiles={upload} busy={busy} />
      {problems.length > 0 && (
        <Alert variant="destructive" data-testid="upload-errors">
          <AlertTitle>{problems.length === 1 ? "One file was not added" : `${problems.length} files were not added`}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {documents.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No documents yet"
          description="Upload what you know about players, or load a set of sample scouting documents to try Scout in a minute."
          action={
            <Button onClick={loadSamples} disabled={busy} data-testid="load-samples">
              <Sparkles className="size-4" aria-hidden /> Load sample documents
            </Button>
          }
        />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border">
            <Table data-testid="documents-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Size</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Chunks</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="hidden md:table-cell">Uploaded</TableHead>
                  <TableHead className="w-12">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {documents.map((doc) => (
                  <TableRow key={doc.id} data-testid="document-row">
                    <TableCell className="max-w-[12rem] truncate font-medium sm:max-w-[18rem]" title={doc.filename}>
                      {doc.filename}
                    </TableCell>
                    <TableCell>
                      <Badge variant="outline" className="uppercase">
                        {doc.kind}
                      </Badge>
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatBytes(doc.sizeBytes)}</TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">{doc.chunkCount}</TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <Badge variant={doc.status === "ready" ? "success" : "secondary"}>{doc.status === "ready" ? "Indexed" : doc.status}</Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">{formatDateTime(doc.createdAt)}</TableCell>
                    <TableCell>
                      <AlertDialog>
                        <AlertDialogTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Delete ${doc.filename}`} data-testid="delete-document">
                            <Trash2 className="size-4" aria-hidden />
                          </Button>
                        </AlertDialogTrigger>
                        <AlertDialogContent>
                          <AlertDialogHeader>
                            <AlertDialogTitle>Delete “{doc.filename}”?</AlertDialogTitle>
                            <AlertDialogDescription>
                              Its {doc.chunkCount} indexed passages are removed too. Saved reports keep their text.
                            </AlertDialogDescription>
                          </AlertDialogHeader>
                          <AlertDialogFooter>
                            <AlertDialogCancel>Cancel</AlertDialogCancel>
                            <AlertDialogAction onClick={() => remove(doc)} data-testid="confirm-delete">
                              Delete
                            </AlertDialogAction>
                          </AlertDialogFooter>
                        </AlertDialogContent>
                      </AlertDialog>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <EvidenceSearch />
        </>
      )}
    </div>
  );
}
