import { FileX } from "lucide-react";
import { NotFoundPanel } from "@/components/reports/not-found-panel";

export default function ReportNotFound() {
  return <NotFoundPanel icon={FileX} title="Report not found" backHref="/players" backLabel="Back to players" />;
}
