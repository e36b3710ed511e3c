import { redirect } from "next/navigation";
import { Logo } from "@/components/app/logo";
import { auth } from "@/lib/auth/config";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  if (session?.user?.id) redirect("/chat");
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
