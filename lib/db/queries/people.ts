import "server-only";
import { and, eq, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { documentChunks, documents, personMentions } from "@/lib/db/schema";
import { indexPeople, PEOPLE_INDEX_VERSION, type IndexedPerson } from "@/lib/scouting/rules/person-index";
import { FAMILIAR_FORMS } from "@/lib/scouting/rules/lexicon";
import { nameKey } from "@/lib/scouting/rules/names";
import { escapeRegExp } from "@/lib/scouting/rules/text";
import type { PersonMatch } from "@/lib/scouting/rules/person-resolve";

/** Replaces one document's people (REQ-PPL-01); runs inside the ingest transaction. */
export async function replaceDocumentPeople(tx: Db, input: { ownerId: string; documentId: string; people: IndexedPerson[] }) {
  await tx.delete(personMentions).where(and(eq(personMentions.documentId, input.documentId), eq(personMentions.ownerId, input.ownerId)));
  if (input.people.length) {
    await tx.insert(personMentions).values(
      input.people.map((p) => ({
        documentId: input.documentId,
        ownerId: input.ownerId,
        personKey: p.key,
        displayName: p.name,
        aliases: p.aliases,
        chunkIndexes: p.chunkIndexes,
        mentionCount: p.mentions,
      })),
    );
  }
  await tx
    .update(documents)
    .set({ peopleVersion: PEOPLE_INDEX_VERSION })
    .where(and(eq(documents.id, input.documentId), eq(documents.ownerId, input.ownerId)));
}

/** Indexes documents stored before the current indexer (uploaded earlier, or by an older version). */
export async function ensurePeopleIndexed({ ownerId }: { ownerId: string }) {
  const db = await getDb();
  const stale = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), lt(documents.peopleVersion, PEOPLE_INDEX_VERSION)));
  for (const { id } of stale) {
    const chunks = await db
      .select({ text: documentChunks.text })
      .from(documentChunks)
      .where(and(eq(documentChunks.documentId, id), eq(documentChunks.ownerId, ownerId)))
      .orderBy(documentChunks.chunkIndex);
    const people = indexPeople(chunks.map((c) => c.text));
    await db.transaction((tx) => replaceDocumentPeople(tx as unknown as Db, { ownerId, documentId: id, people }));
  }
}

const FUZZY_THRESHOLD = 0.4;
// The last word of a person key, its generational suffix left out.
const surnameOfKey = (column: SQL) => sql`split_part(regexp_replace(${column}, ' (jr|sr|ii|iii|iv)$', ''), ' ', -1)`;

/**
 * People whose full key, a bound alias or their surname matches the requested name, or (for misspellings)
 * whose key or a bound alias is similar to it ("Moorcraft" for the surname "moorcroft"), merged across
 * the owner's documents.
 */
// REQ-PPL-08: exact and alias matches first, then everyone with that surname (all of them, so intake can
// narrow a crowd of namesakes by the request's context), then near spellings; a short namesake's name is
// more similar by trigrams, so similarity only orders within a tier.
export async function findPersonCandidates({ ownerId, key }: { ownerId: string; key: string }): Promise<PersonMatch[]> {
  if (!key) return [];
  await ensurePeopleIndexed({ ownerId });
  const db = await getDb();
  // "" keeps the IN list valid when the lexicon has no long form of the key.
  const longForms = key.includes(" ") ? [""] : ["", ...(FAMILIAR_FORMS.get(key) ?? [])];
  const aliasSimilarity = sql`coalesce((SELECT max(similarity(x.alias, ${key})) FROM jsonb_array_elements_text(m.aliases) AS x(alias)), 0)`;
  const result = await db.execute(sql`
    SELECT person_key AS key,
           mode() WITHIN GROUP (ORDER BY display_name) AS name,
           coalesce(jsonb_agg(DISTINCT a.alias) FILTER (WHERE a.alias IS NOT NULL), '[]'::jsonb) AS aliases,
           jsonb_agg(DISTINCT m.document_id) AS document_ids,
           sum(m.mention_count)::int AS mentions,
           max(CASE WHEN m.person_key = ${key} OR m.aliases ? ${key} THEN 1 ELSE greatest(similarity(m.person_key, ${key}), ${aliasSimilarity}) END)::float8 AS similarity,
           max(CASE WHEN m.person_key = ${key} OR m.aliases ? ${key} THEN 2 WHEN ${surnameOfKey(sql`m.person_key`)} = ${key} THEN 1 ELSE 0 END) AS tier
    FROM person_mentions m
    LEFT JOIN LATERAL jsonb_array_elements_text(m.aliases) AS a(alias) ON true
    WHERE m.owner_id = ${ownerId}
      AND (m.person_key = ${key} OR m.aliases ? ${key}
        OR m.person_key % ${key} AND similarity(m.person_key, ${key}) >= ${FUZZY_THRESHOLD}
        OR m.person_key LIKE '% %' AND ${surnameOfKey(sql`m.person_key`)} = ${key}
        OR ${aliasSimilarity} >= ${FUZZY_THRESHOLD}
        -- A surname typed with one letter wrong ("Abeja" for Abega) is too short for trigrams: same first
        -- letter and about the same length, for resolvePerson's edit distance to judge.
        OR ${key} NOT LIKE '% %' AND length(${key}) >= 5 AND m.person_key LIKE '% %'
          AND left(${surnameOfKey(sql`m.person_key`)}, 1) = left(${key}, 1)
          AND abs(length(${surnameOfKey(sql`m.person_key`)}) - length(${key})) <= 1
        -- The same name written with its initial ("b kesselring" for "brody kesselring").
        OR ${key} LIKE '% %' AND m.person_key = left(${key}, 1) || substr(${key}, strpos(${key}, ' '))
        -- His surname with another given name, for a familiar form ("gus feeney" for "augustus feeney").
        OR ${key} LIKE '% %' AND m.person_key LIKE '% %' AND ${surnameOfKey(sql`m.person_key`)} = ${surnameOfKey(sql`${key}`)}
        -- A familiar form asked alone ("dima" for "dmitri hollis"), from the lexicon.
        OR ${key} NOT LIKE '% %' AND m.person_key LIKE '% %' AND split_part(m.person_key, ' ', 1) IN (${sql.join(longForms.map((f) => sql`${f}`), sql`, `)}))
    GROUP BY person_key
    ORDER BY tier DESC, count(DISTINCT m.document_id) DESC, similarity DESC, mentions DESC
    LIMIT 100`);
  return rowsOf<{ key: string; name: string; aliases: string[]; document_ids: string[]; mentions: number; similarity: number }>(result).map((r) => ({
    key: r.key,
    name: r.name,
    aliases: r.aliases,
    documentIds: r.document_ids,
    mentions: Number(r.mentions),
    similarity: Number(r.similarity),
  }));
}

/** Documents that name one person (by key), for retrieval scoped to the resolved player. */
export async function documentsNamingPerson({ ownerId, key }: { ownerId: string; key: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ id: personMentions.documentId })
    .from(personMentions)
    .where(and(eq(personMentions.ownerId, ownerId), eq(personMentions.personKey, key)));
  return rows.map((r) => r.id);
}

/** Every person key in the given documents, with their aliases (namesakes and teammates for attribution). */
export async function peopleInDocuments({ ownerId, documentIds }: { ownerId: string; documentIds: string[] }) {
  if (!documentIds.length) return [];
  const db = await getDb();
  return db
    .select({ documentId: personMentions.documentId, key: personMentions.personKey, name: personMentions.displayName, aliases: personMentions.aliases })
    .from(personMentions)
    .where(and(eq(personMentions.ownerId, ownerId), inArray(personMentions.documentId, documentIds)));
}

/**
 * Display names of the people whose key, bound alias or surname is one of `keys` (names written in a
 * request). A surname several people share is bound to none of them, yet still names one of them.
 */
export async function peopleNamed({ ownerId, keys }: { ownerId: string; keys: string[] }): Promise<string[]> {
  if (!keys.length) return [];
  await ensurePeopleIndexed({ ownerId });
  const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  return displayNamesWhere(
    ownerId,
    or(
      inArray(personMentions.personKey, keys),
      sql`${personMentions.aliases} ?| ARRAY[${list}]::text[]`,
      sql`${personMentions.personKey} LIKE '% %' AND ${surnameOfKey(sql`${personMentions.personKey}`)} IN (${list})`,
    ),
  );
}

/**
 * Surnames that may be one letter away from one of `words` (lower-case words of a request: "brandvol"
 * for Brandvold): the same first letter and a length within one. Each comes with the display name most
 * often written for it; the edit distance is judged by the caller.
 */
export async function peopleWithSurnameNear({ ownerId, words }: { ownerId: string; words: string[] }): Promise<{ name: string; surname: string }[]> {
  const probes = [...new Set(words)].slice(0, 20);
  if (!probes.length) return [];
  await ensurePeopleIndexed({ ownerId });
  const db = await getDb();
  const surname = surnameOfKey(sql`m.person_key`);
  const near = sql.join(
    probes.map((w) => sql`(left(${surname}, 1) = ${w.slice(0, 1)} AND length(${surname}) BETWEEN ${w.length - 1} AND ${w.length + 1})`),
    sql` OR `,
  );
  const result = await db.execute(sql`
    SELECT surname, (array_agg(name ORDER BY mentions DESC, name))[1] AS name
    FROM (SELECT ${surname} AS surname, m.display_name AS name, m.mention_count AS mentions
          FROM person_mentions m
          WHERE m.owner_id = ${ownerId} AND m.person_key LIKE '% %' AND (${near})) AS near
    GROUP BY surname
    LIMIT 2000`);
  return rowsOf<{ name: string; surname: string }>(result);
}

/** The bound short forms (aliases) among `keys`, each with the display name of the person it names. */
export async function aliasesNamed({ ownerId, keys }: { ownerId: string; keys: string[] }): Promise<{ alias: string; name: string }[]> {
  if (!keys.length) return [];
  await ensurePeopleIndexed({ ownerId });
  const db = await getDb();
  const result = await db.execute(sql`
    SELECT DISTINCT a.alias AS alias, m.display_name AS name
    FROM person_mentions m
    CROSS JOIN LATERAL jsonb_array_elements_text(m.aliases) AS a(alias)
    WHERE m.owner_id = ${ownerId} AND a.alias IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})
    LIMIT 200`);
  return rowsOf<{ alias: string; name: string }>(result);
}

async function displayNamesWhere(ownerId: string, condition: SQL | undefined, limit = 10_000): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ name: personMentions.displayName })
    .from(personMentions)
    .where(and(eq(personMentions.ownerId, ownerId), condition))
    .limit(limit);
  return rows.map((r) => r.name);
}

/**
 * The chunks that name one person (by his key and the full names bound to him), with the chunk after each (a passage about him often runs
 * on without his name), as chunk ids in document order.
 */
export async function chunksAboutPerson({ ownerId, keys }: { ownerId: string; keys: string[] }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ documentId: personMentions.documentId, chunkIndexes: personMentions.chunkIndexes })
    .from(personMentions)
    .where(and(eq(personMentions.ownerId, ownerId), inArray(personMentions.personKey, keys)));
  const byDocument = new Map<string, number[]>();
  for (const r of rows) byDocument.set(r.documentId, [...(byDocument.get(r.documentId) ?? []), ...r.chunkIndexes]);
  return [...byDocument].flatMap(([documentId, indexes]) => [...new Set(indexes.flatMap((i) => [i, i + 1]))].sort((a, b) => a - b).map((i) => `${documentId}:${i}`));
}

/**
 * REQ-PPL-06: passages of documents that call the person by surname alone ("**Ashdown**" in a scout's
 * quick notes) and name no one else of that surname, when nobody else in the owner's library carries
 * it. With a namesake anywhere in the library a bare surname stays nobody's. Chunk ids in document
 * order, each with the chunk after it.
 */
export async function surnameOnlyChunks(input: { ownerId: string; keys: string[]; surname: string; excludeDocumentIds: string[] }): Promise<string[]> {
  const surname = input.surname.trim();
  if (surname.length < 3 || !/^\p{Lu}[\p{L}'-]+$/u.test(surname)) return [];
  const db = await getDb();
  const folded = nameKey(surname);
  // Anyone else whose surname (with or without a suffix) is this one, in any document of the owner (his
  // own full forms, "Emeka Obiora" beside Chukwuemeka "Emeka" Obiora, are him).
  const [{ n }] = await db
    .select({ n: sql<number>`count(distinct ${personMentions.personKey})::int` })
    .from(personMentions)
    .where(
      and(
        eq(personMentions.ownerId, input.ownerId),
        notInArray(personMentions.personKey, input.keys),
        sql`(${personMentions.personKey} ~ ${`(^| )${escapeRegExp(folded)}( (jr|sr|ii|iii|iv))?$`})`,
      ),
    );
  if (n > 0) return [];
  // ("S. HADDAD — Kingsmere Utd — LB": a scout's heading may open a line on it in capitals, with an initial.)
  const pattern = `\\m${escapeRegExp(surname)}\\M|(^|\n)(\\w\\.\\s*)?${escapeRegExp(surname.toUpperCase())}\\M`;
  const rows = await db
    .select({ documentId: documentChunks.documentId, chunkIndex: documentChunks.chunkIndex })
    .from(documentChunks)
    .where(
      and(
        eq(documentChunks.ownerId, input.ownerId),
        sql`${documentChunks.text} ~ ${pattern}`,
        input.excludeDocumentIds.length ? sql`${documentChunks.documentId} NOT IN (${sql.join(input.excludeDocumentIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`true`,
      ),
    )
    .orderBy(documentChunks.documentId, documentChunks.chunkIndex)
    .limit(SURNAME_ONLY_CHUNKS);
  return rows.flatMap((r) => [`${r.documentId}:${r.chunkIndex}`, `${r.documentId}:${r.chunkIndex + 1}`]);
}

const SURNAME_ONLY_CHUNKS = 24;

/** Full names in the owner's library whose surname is one of `surnames` (people a surname-only note means). */
export async function peopleWithSurnames({ ownerId, surnames }: { ownerId: string; surnames: string[] }): Promise<string[]> {
  if (!surnames.length) return [];
  const keys = [...new Set(surnames.map(nameKey))];
  return displayNamesWhere(
    ownerId,
    sql`split_part(regexp_replace(${personMentions.personKey}, ' (jr|sr|ii|iii|iv)$', ''), ' ', -1) IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`,
    200,
  );
}
