import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { ingestFiles } from "./ingest";

const manifestSchema = z.array(z.object({ file: z.string(), title: z.string(), sport: z.string(), players: z.array(z.string()) }));

const SAMPLES_DIR = path.join(process.cwd(), "samples");

export async function sampleManifest() {
  return manifestSchema.parse(JSON.parse(await fs.readFile(path.join(SAMPLES_DIR, "manifest.json"), "utf8")));
}

/** Loads the bundled sample documents into the user's library; already-loaded ones count as duplicates. */
export async function loadSampleDocuments(ownerId: string) {
  const manifest = await sampleManifest();
  const files = await Promise.all(
    manifest.map(async (m) => ({ filename: m.file, bytes: new Uint8Array(await fs.readFile(path.join(SAMPLES_DIR, m.file))) })),
  );
  return ingestFiles(ownerId, files);
}
