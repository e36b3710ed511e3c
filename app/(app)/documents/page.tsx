import type { Metadata } from "next";
import { DocumentsManager } from "@/components/documents/documents-manager";
import { PageHeader } from "@/components/app/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { listDocuments } from "@/lib/db/queries/documents";

export const metadata: Metadata = { title: "Documents" };

export default async function DocumentsPage() {
  const user = await requireUser();
  const documents = await listDocuments({ ownerId: user.id });
  return (
    <>
      <PageHeader title="Documents" description="Everything Scout knows about your players comes from these files." />
      <div className="mx-auto max-w-5xl px-4 py-6 md:px-8">
        <DocumentsManager
          documents={documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }))}
        />
      </div>
    </>
  );
}
