"use client";
import { UploadCloud } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ACCEPTED_EXTENSIONS } from "@/lib/documents/file-types";
import { cn } from "@/lib/utils";

/** Drag-and-drop or picker; hands the chosen files to `onFiles` (several at once). */
export function UploadDropzone({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!busy && e.dataTransfer.files.length) onFiles([...e.dataTransfer.files]);
      }}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors",
        over ? "border-primary bg-primary/5" : "border-border bg-muted/30",
      )}
    >
      {busy ? <Spinner label="Uploading" /> : <UploadCloud className="size-8 text-muted-foreground" aria-hidden />}
      <div className="space-y-1">
        <p className="text-sm font-medium">{busy ? "Uploading and indexing…" : "Drop scouting notes, reports, stat tables or articles here"}</p>
        <p className="text-xs text-muted-foreground">{ACCEPTED_EXTENSIONS.join(" ")} · up to 10 MB each · several at once</p>
      </div>
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        accept={ACCEPTED_EXTENSIONS.join(",")}
        aria-label="Choose files to upload"
        data-testid="file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
