import { MessagesSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";

// COACH-10: the player page's way into the coaching panel. It opens a new chat with the question
// drafted and the player named in it, so the panel knows whom it is about (no JavaScript needed).
export function AskTheCoaches({ playerName, hasReport }: { playerName: string; hasReport: boolean }) {
  return (
    <Card className="gap-3" data-testid="ask-coaches" data-print="hide">
      <CardHeader>
        <CardTitle className="text-base">
          <h2>Ask the coaches</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {hasReport ? (
          <form action="/chat" method="get" className="flex gap-2">
            <label htmlFor="coach-question" className="sr-only">
              Question for the coaching panel
            </label>
            <Input id="coach-question" name="prompt" defaultValue={`About ${playerName}: `} maxLength={500} data-testid="ask-coaches-input" />
            <Button type="submit" variant="outline" data-testid="ask-coaches-submit">
              <MessagesSquare className="size-4" aria-hidden /> Ask
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">Save a report first: the coaches answer from it.</p>
        )}
        <p className="mt-2 text-xs text-muted-foreground">Skills, performance and tactics coaches answer in turn, e.g. “how do we fix his free throws?”</p>
      </CardContent>
    </Card>
  );
}
