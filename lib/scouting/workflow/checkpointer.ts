import "server-only";
import type { RunnableConfig } from "@langchain/core/runnables";
import {
  BaseCheckpointSaver,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  compareWritesSortKeys,
  copyCheckpoint,
  getCheckpointId,
  type PendingWrite,
  WRITES_IDX_MAP,
  writesSortKey,
} from "@langchain/langgraph-checkpoint";
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { workflowCheckpointWrites, workflowCheckpoints, workflowRuns } from "@/lib/db/schema";

/**
 * LangGraph checkpointer on our own Drizzle connection.
 *
 * Why not @langchain/langgraph-checkpoint-postgres: on PGlite it needs a `pg` pool over the same single
 * session, where its BEGIN/COMMIT pairs can interleave with Drizzle's transactions (a rollback on one
 * path would silently discard the other's writes). Going through Drizzle, every write is a single
 * statement or a Drizzle transaction, which PGlite serialises, on PGlite and PostgreSQL alike.
 */
export class DrizzleCheckpointSaver extends BaseCheckpointSaver {
  // SEC-07: every row carries its run and owner (thread id = run id), so deleting a chat or an
  // account deletes its checkpoints by foreign key. A run's owner never changes: cached.
  private owners = new Map<string, string>();

  private async ownerOf(threadId: string): Promise<{ runId: string; ownerId: string }> {
    const cached = this.owners.get(threadId);
    if (cached) return { runId: threadId, ownerId: cached };
    const db = await getDb();
    const [run] = await db.select({ ownerId: workflowRuns.ownerId }).from(workflowRuns).where(eq(workflowRuns.id, threadId)).limit(1);
    if (!run) throw new Error(`Checkpointer: thread ${threadId} is not a workflow run`);
    if (this.owners.size > 10_000) this.owners.clear();
    this.owners.set(threadId, run.ownerId);
    return { runId: threadId, ownerId: run.ownerId };
  }

  private async encode(value: unknown): Promise<[string, string]> {
    const [type, bytes] = await this.serde.dumpsTyped(value);
    return [type, Buffer.from(bytes).toString("base64")];
  }

  private decode<T>(type: string, data: string): Promise<T> {
    return this.serde.loadsTyped(type, new Uint8Array(Buffer.from(data, "base64"))) as Promise<T>;
  }

  private async pendingWrites(threadId: string, ns: string, checkpointId: string) {
    const db = await getDb();
    const rows = await db
      .select()
      .from(workflowCheckpointWrites)
      .where(
        and(
          eq(workflowCheckpointWrites.threadId, threadId),
          eq(workflowCheckpointWrites.checkpointNs, ns),
          eq(workflowCheckpointWrites.checkpointId, checkpointId),
        ),
      );
    rows.sort((a, b) => compareWritesSortKeys(writesSortKey(a.taskPath, a.taskId, a.idx), writesSortKey(b.taskPath, b.taskId, b.idx)));
    return Promise.all(
      rows.map(async (r) => [r.taskId, r.channel, await this.decode(r.valueType, r.value)] as [string, string, unknown]),
    );
  }

  private async toTuple(row: typeof workflowCheckpoints.$inferSelect): Promise<CheckpointTuple> {
    const configurable = { thread_id: row.threadId, checkpoint_ns: row.checkpointNs, checkpoint_id: row.checkpointId };
    return {
      config: { configurable },
      checkpoint: await this.decode<Checkpoint>(row.checkpointType, row.checkpoint),
      metadata: await this.decode<CheckpointMetadata>(row.metadataType, row.metadata),
      pendingWrites: await this.pendingWrites(row.threadId, row.checkpointNs, row.checkpointId),
      ...(row.parentCheckpointId
        ? { parentConfig: { configurable: { ...configurable, checkpoint_id: row.parentCheckpointId } } }
        : {}),
    };
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const threadId = config.configurable?.thread_id as string | undefined;
    if (!threadId) return undefined;
    const ns = (config.configurable?.checkpoint_ns as string | undefined) ?? "";
    const checkpointId = getCheckpointId(config);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(workflowCheckpoints)
      .where(
        and(
          eq(workflowCheckpoints.threadId, threadId),
          eq(workflowCheckpoints.checkpointNs, ns),
          checkpointId ? eq(workflowCheckpoints.checkpointId, checkpointId) : undefined,
        ),
      )
      // Checkpoint ids are time-ordered (uuid6), so the greatest id is the latest checkpoint.
      .orderBy(desc(workflowCheckpoints.checkpointId))
      .limit(1);
    return row ? this.toTuple(row) : undefined;
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    const threadId = config.configurable?.thread_id as string | undefined;
    const ns = config.configurable?.checkpoint_ns as string | undefined;
    const before = options?.before?.configurable?.checkpoint_id as string | undefined;
    const db = await getDb();
    const rows = await db
      .select()
      .from(workflowCheckpoints)
      .where(
        and(
          threadId ? eq(workflowCheckpoints.threadId, threadId) : undefined,
          ns !== undefined ? eq(workflowCheckpoints.checkpointNs, ns) : undefined,
          before ? lt(workflowCheckpoints.checkpointId, before) : undefined,
        ),
      )
      .orderBy(desc(workflowCheckpoints.checkpointId));
    let remaining = options?.limit ?? Number.POSITIVE_INFINITY;
    for (const row of rows) {
      if (remaining <= 0) break;
      const tuple = await this.toTuple(row);
      const filter = options?.filter;
      if (filter && !Object.entries(filter).every(([k, v]) => (tuple.metadata as Record<string, unknown>)?.[k] === v)) continue;
      remaining -= 1;
      yield tuple;
    }
  }

  async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, _versions: ChannelVersions): Promise<RunnableConfig> {
    const threadId = config.configurable?.thread_id as string | undefined;
    if (!threadId) throw new Error("Checkpointer needs configurable.thread_id");
    const ns = (config.configurable?.checkpoint_ns as string | undefined) ?? "";
    const [checkpointType, data] = await this.encode(copyCheckpoint(checkpoint));
    const [metadataType, meta] = await this.encode(metadata);
    const owner = await this.ownerOf(threadId);
    const db = await getDb();
    await db
      .insert(workflowCheckpoints)
      .values({
        ...owner,
        threadId,
        checkpointNs: ns,
        checkpointId: checkpoint.id,
        parentCheckpointId: (config.configurable?.checkpoint_id as string | undefined) ?? null,
        checkpointType,
        checkpoint: data,
        metadataType,
        metadata: meta,
      })
      .onConflictDoUpdate({
        target: [workflowCheckpoints.threadId, workflowCheckpoints.checkpointNs, workflowCheckpoints.checkpointId],
        set: { checkpointType, checkpoint: data, metadataType, metadata: meta },
      });
    return { configurable: { thread_id: threadId, checkpoint_ns: ns, checkpoint_id: checkpoint.id } };
  }

  async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath?: string): Promise<void> {
    const threadId = config.configurable?.thread_id as string | undefined;
    const checkpointId = config.configurable?.checkpoint_id as string | undefined;
    if (!threadId || !checkpointId) throw new Error("Checkpointer writes need thread_id and checkpoint_id");
    const ns = (config.configurable?.checkpoint_ns as string | undefined) ?? "";
    if (writes.length === 0) return;
    const owner = await this.ownerOf(threadId);
    const rows = await Promise.all(
      writes.map(async ([channel, value], i) => {
        const [valueType, data] = await this.encode(value);
        return {
          ...owner,
          threadId,
          checkpointNs: ns,
          checkpointId,
          taskId,
          idx: WRITES_IDX_MAP[channel] ?? i,
          channel,
          valueType,
          value: data,
          taskPath: taskPath ?? "",
        };
      }),
    );
    const db = await getDb();
    // Special channels (negative idx: errors, interrupts) overwrite; regular writes are kept once.
    const regular = rows.filter((r) => r.idx >= 0);
    const special = rows.filter((r) => r.idx < 0);
    const key = [
      workflowCheckpointWrites.threadId,
      workflowCheckpointWrites.checkpointNs,
      workflowCheckpointWrites.checkpointId,
      workflowCheckpointWrites.taskId,
      workflowCheckpointWrites.idx,
    ];
    if (regular.length) await db.insert(workflowCheckpointWrites).values(regular).onConflictDoNothing({ target: key });
    for (const row of special) {
      await db
        .insert(workflowCheckpointWrites)
        .values(row)
        .onConflictDoUpdate({ target: key, set: { channel: row.channel, valueType: row.valueType, value: row.value } });
    }
  }

  async deleteThread(threadId: string): Promise<void> {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.delete(workflowCheckpointWrites).where(eq(workflowCheckpointWrites.threadId, threadId));
      await tx.delete(workflowCheckpoints).where(eq(workflowCheckpoints.threadId, threadId));
    });
  }
}
