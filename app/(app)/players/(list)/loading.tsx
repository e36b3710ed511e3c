import { PageHeader } from "@/components/app/page-header";
import { Skeleton } from "@/components/ui/skeleton";

export default function PlayersLoading() {
  return (
    <>
      <PageHeader title="Players" description="Every player you have approved, with their report history." />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 md:px-8" aria-busy="true">
        <span className="sr-only" role="status">
          Loading players…
        </span>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(9.5rem,1.2fr)_auto]">
          <Skeleton className="col-span-2 h-14 lg:col-span-1" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="col-span-2 h-9 self-end lg:col-span-1 lg:w-24" />
        </div>
        <div className="space-y-0 overflow-hidden rounded-lg border">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex items-center gap-4 border-b px-3 py-3 last:border-0">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-5 w-14" />
              <Skeleton className="ml-auto hidden h-4 w-20 sm:block" />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
