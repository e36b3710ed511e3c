import { UserX } from "lucide-react";
import { NotFoundPanel } from "@/components/reports/not-found-panel";

export default function PlayerNotFound() {
  return <NotFoundPanel icon={UserX} title="Player not found" backHref="/players" backLabel="Back to players" />;
}
