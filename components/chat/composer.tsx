"use client";
import { ArrowUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Kbd } from "@/components/ui/kbd";
import { Textarea } from "@/components/ui/textarea";

const MAX = 4000;

/** Enter sends, Shift+Enter starts a new line. The draft is kept if sending fails. */
export function Composer({ disabled, onSend, initialText = "" }: { disabled: boolean; onSend: (message: string) => Promise<boolean>; initialText?: string }) {
  const [text, setText] = useState(initialText);
  const submit = async () => {
    const message = text.trim();
    if (!message || disabled) return;
    setText("");
    if (!(await onSend(message))) setText(message);
  };
  return (
    <form
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="composer" className="sr-only">
        Message Scout
      </label>
      <Textarea
        id="composer"
        value={text}
        maxLength={MAX}
        rows={2}
        placeholder="Ask for a scouting report, e.g. “Scout Jalen Brooks”"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
        className="min-h-[3.25rem] resize-none pr-14"
        data-testid="composer"
      />
      <Button type="submit" size="icon" className="absolute bottom-2 right-2 size-8" disabled={disabled || !text.trim()} aria-label="Send" data-testid="send">
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <p className="mt-1 hidden text-xs text-muted-foreground sm:block">
        <Kbd>Enter</Kbd> to send · <Kbd>Shift</Kbd>+<Kbd>Enter</Kbd> for a new line
        {text.length > MAX * 0.8 ? <span className="ml-2 tabular-nums">{text.length}/{MAX}</span> : null}
      </p>
    </form>
  );
}
