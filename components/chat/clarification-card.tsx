"use client";
import { UserSearch } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";

export function ClarificationCard({ message, answered, busy, onAnswer }: { message: string; answered: boolean; busy: boolean; onAnswer: (name: string) => void }) {
  const [name, setName] = useState("");
  return (
    <Card data-testid="clarification-card" className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <UserSearch className="size-4 text-primary" aria-hidden /> <h3>{message}</h3>
        </CardTitle>
      </CardHeader>
      {!answered && (
        <CardContent>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) onAnswer(name.trim());
            }}
          >
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} placeholder="Player name, e.g. Jalen Brooks" aria-label="Player name" autoFocus data-testid="clarification-input" />
            <Button type="submit" disabled={busy || !name.trim()} data-testid="clarification-submit">
              Continue
            </Button>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
