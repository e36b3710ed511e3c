import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { log } from "@/lib/log";

export type AuditAction =
  | "user.signed_up"
  | "api_key.created"
  | "api_key.revoked"
  | "document.uploaded"
  | "document.deleted"
  | "player.saved"
  | "chat.deleted";

/** Appends to the audit trail. A failure to audit is logged, never allowed to fail the action. */
export async function audit(entry: { ownerId: string; action: AuditAction; targetType?: string; targetId?: string; detail?: Record<string, unknown>; ip?: string }) {
  try {
    const db = await getDb();
    await db.insert(auditLog).values({ ownerId: entry.ownerId, action: entry.action, targetType: entry.targetType, targetId: entry.targetId, detail: entry.detail, ip: entry.ip });
  } catch (err) {
    log.error({ err, action: entry.action }, "audit write failed");
  }
}

export async function listAudit({ ownerId, limit = 100 }: { ownerId: string; limit?: number }) {
  const db = await getDb();
  return db.select().from(auditLog).where(and(eq(auditLog.ownerId, ownerId))).orderBy(desc(auditLog.id)).limit(limit);
}
