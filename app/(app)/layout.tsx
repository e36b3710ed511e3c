import Link from "next/link";
import { Logo } from "@/components/app/logo";
import { NavLinks } from "@/components/app/nav-links";
import { ThemeToggle } from "@/components/app/theme-toggle";
import { UserMenu } from "@/components/app/user-menu";
import { requireUser } from "@/lib/auth/current-user";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <aside className="hidden w-60 shrink-0 flex-col border-r bg-sidebar md:flex" data-print="hide">
        <div className="flex h-14 items-center px-4">
          <Link href="/chat" aria-label="Scout home">
            <Logo />
          </Link>
        </div>
        <nav aria-label="Main" className="flex-1 px-3 py-2">
          <NavLinks />
        </nav>
        <div className="flex items-center justify-between border-t px-3 py-3">
          <UserMenu name={user.name} email={user.email} />
          <ThemeToggle />
        </div>
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:hidden" data-print="hide">
        <Link href="/chat" aria-label="Scout home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-auto">
          <NavLinks orientation="horizontal" />
        </nav>
        <ThemeToggle />
        <UserMenu name={user.name} email={user.email} />
      </header>
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}
