import { Skeleton } from "@/components/ui/skeleton";

export default function ReportLoading() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading report…
      </span>
      <div className="flex flex-col gap-3 border-b px-4 py-5 sm:flex-row sm:items-end sm:justify-between md:px-8">
        <Skeleton className="h-8 w-72 max-w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-6 md:px-8">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-28 w-full rounded-lg" />
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ))}
      </div>
    </div>
  );
}
