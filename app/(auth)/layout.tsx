import { redirect } from "next/navigation";
import { Logo } from "@/components/app/logo";
import { currentUser } from "@/lib/auth/current-user";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  // A live session only: an ended one must not bounce between here and /chat (SEC-06).
  if (await currentUser()) redirect("/chat");
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex justify-center">
          <Logo className="text-xl" />
        </div>
        {children}
      </div>
    </main>
  );
}
