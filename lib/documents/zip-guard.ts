import "server-only";
import { inflateRawSync } from "node:zlib";

// SEC-01: a .docx is a zip archive; its entries are checked before any parser inflates them. The sizes
// in the central directory are only claims, so every entry is also inflated here with a hard output
// ceiling (zlib stops writing past `maxOutputLength`): an entry that lies about its size is caught
// without ever holding more than the ceiling in memory.

export type ZipLimits = { maxInflatedBytes: number; maxRatio: number; maxEntries: number };

export class ZipLimitError extends Error {
  constructor(
    readonly reason: "corrupt" | "too_large" | "ratio" | "entries",
    message: string,
  ) {
    super(message);
  }
}

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// Entries this small cannot amplify into trouble whatever their ratio (a 20-byte rels file, etc.).
const RATIO_FLOOR_BYTES = 1024 * 1024;

function centralDirectory(buf: Buffer): Entry[] {
  // The end-of-central-directory record sits in the last 22 + up to 65535 (comment) bytes.
  const start = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= start; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipLimitError("corrupt", "no zip directory");
  const count = buf.readUInt16LE(eocd + 10);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  const entries: Entry[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new ZipLimitError("corrupt", "bad zip directory entry");
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString("utf8", p + 46, p + 46 + nameLen),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

function entryData(buf: Buffer, e: Entry): Buffer {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw new ZipLimitError("corrupt", "bad local header");
  const from = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  if (from + e.compressedSize > buf.length) throw new ZipLimitError("corrupt", "truncated entry");
  return buf.subarray(from, from + e.compressedSize);
}

/** Throws ZipLimitError unless every entry, actually inflated, stays within the limits. */
export function assertZipWithinLimits(bytes: Uint8Array, limits: ZipLimits): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(buf);
  if (entries.length > limits.maxEntries) throw new ZipLimitError("entries", `has more than ${limits.maxEntries} parts`);
  // Claimed sizes first: refuses a plain bomb without inflating a byte of it.
  let claimed = 0;
  for (const e of entries) {
    claimed += e.size;
    if (claimed > limits.maxInflatedBytes) throw new ZipLimitError("too_large", "unpacks to too much data");
    if (e.size > RATIO_FLOOR_BYTES && e.size > e.compressedSize * limits.maxRatio) throw new ZipLimitError("ratio", "is compressed suspiciously tightly");
  }
  // Then the truth: inflate each entry with an output ceiling of what it claimed (and of what is left).
  let actual = 0;
  for (const e of entries) {
    if (e.method === 0) {
      actual += entryData(buf, e).length;
    } else if (e.method === 8) {
      const ceiling = Math.min(e.size, limits.maxInflatedBytes - actual);
      let out: Buffer;
      try {
        out = inflateRawSync(entryData(buf, e), { maxOutputLength: Math.max(1, ceiling) });
      } catch (err) {
        if (err instanceof RangeError || (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
          throw new ZipLimitError("too_large", "unpacks to more data than it declares");
        }
        throw new ZipLimitError("corrupt", "an entry does not inflate");
      }
      actual += out.length;
    } else {
      throw new ZipLimitError("corrupt", "uses an unsupported compression method");
    }
    if (actual > limits.maxInflatedBytes) throw new ZipLimitError("too_large", "unpacks to too much data");
  }
}
