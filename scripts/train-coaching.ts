// npm run train:coaching (COACH-02): trains the triggering classifier on eval/coaching/training.json and
// eval/coaching/questions.json and writes the weights the panel reads, lib/coaching/trigger-weights.json.
// Deterministic: the same data and settings give the same file.
import fs from "node:fs";
import path from "node:path";
import { FEATURES, TRAINING } from "@/lib/coaching/classifier/config";
import { serializeModel, trainTriggerModel } from "@/lib/coaching/classifier/model";
import { loadLabelled, wholeQuestions } from "../eval/coaching/data";

const data = loadLabelled();
const model = trainTriggerModel(data, FEATURES, TRAINING);
const counts = ["questions", "training"].map((s) => `${wholeQuestions(data).filter((q) => q.source === s).length} ${s}.json`).join(" + ");
const out = serializeModel(model, TRAINING, `${counts} questions`);
const file = path.join(import.meta.dirname, "..", "lib", "coaching", "trigger-weights.json");
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}: ${out.names.length} features, trained on ${counts}`);
