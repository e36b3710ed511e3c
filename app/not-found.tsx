import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="space-y-4 text-center" data-testid="not-found">
        <p className="text-sm font-medium text-muted-foreground">404</p>
        <h1 className="text-2xl font-semibold">Not found</h1>
        <p className="text-muted-foreground">This page doesn’t exist, or it belongs to someone else.</p>
        <Button asChild>
          <Link href="/chat">Back to Scout</Link>
        </Button>
      </div>
    </main>
  );
}
