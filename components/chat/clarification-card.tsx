"use client";
import { FileUp, UserSearch } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { ClarificationRequest } from "@/lib/scouting/workflow/events";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The intake question (REQ-PPL-02): a missing name, several people of that name, or a name no document
 * contains. Choices are the people the library holds; "continue anyway" goes on with the typed name.
 */
export function ClarificationCard({
  request,
  answered,
  busy,
  onAnswer,
}: {
  request: ClarificationRequest;
  answered: boolean;
  busy: boolean;
  onAnswer: (name: string, proceedAnyway?: boolean) => void;
}) {
  const [name, setName] = useState("");
  const unknown = request.reason === "not_found" || request.reason === "no_documents";
  return (
    <Card data-testid="clarification-card" data-reason={request.reason ?? "missing_name"} className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-start gap-2 text-base">
          <UserSearch className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> <h3 className="font-medium leading-snug">{request.message}</h3>
        </CardTitle>
      </CardHeader>
      {!answered && (
        <CardContent className="space-y-3">
          {request.choices && request.choices.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Players in your documents">
              {request.choices.map((c) => (
                <li key={c.name}>
                  <Button variant="outline" size="sm" disabled={busy} onClick={() => onAnswer(c.name)} data-testid="clarification-choice">
                    {c.name} <span className="text-muted-foreground">· {plural(c.documents, "document")}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {unknown && request.requested_name && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAnswer(request.requested_name!, true)} data-testid="clarification-proceed">
                Continue with “{request.requested_name}” anyway
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link href="/documents">
                  <FileUp className="size-4" aria-hidden /> Upload documents
                </Link>
              </Button>
            </div>
          )}
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) onAnswer(name.trim());
            }}
          >
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
              placeholder={request.choices?.length ? "Or type another name" : "Player name, e.g. Jalen Brooks"}
              aria-label="Player name"
              autoFocus={!request.choices?.length}
              data-testid="clarification-input"
            />
            <Button type="submit" disabled={busy || !name.trim()} data-testid="clarification-submit">
              Continue
            </Button>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
