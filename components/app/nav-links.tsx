"use client";
import { BarChart3, FileText, MessageSquare, Settings, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

export const NAV = [
  { href: "/chat", label: "Chat", icon: MessageSquare },
  { href: "/players", label: "Players", icon: Users },
  { href: "/documents", label: "Documents", icon: FileText },
  { href: "/stats", label: "Stats", icon: BarChart3 },
  { href: "/settings", label: "Settings", icon: Settings },
] as const;

export function NavLinks({ orientation = "vertical" }: { orientation?: "vertical" | "horizontal" }) {
  const pathname = usePathname();
  return (
    <ul className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "flex-row")}>
      {NAV.map(({ href, label, icon: Icon }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              data-testid={`${orientation === "horizontal" ? "mobile-" : ""}nav-${label.toLowerCase()}`}
              className={cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                active && "bg-accent text-accent-foreground",
                orientation === "horizontal" && "px-2",
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              <span className={cn(orientation === "horizontal" && "sr-only sm:not-sr-only")}>{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
