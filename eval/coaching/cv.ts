// Cross-validation of the triggering classifier (COACH-02/11), holding out whole question sets: for each
// fold (questions.json's dev / earlier / set 5 / set 6 / set 7, training.json's batches T1–T8) the model
// is trained on every other fold and scored on this one, through the chat's routing (./route.ts). The
// hand rule, which is not trained, is scored on the same folds as it shipped (its own routing).
// Usage: npx tsx --conditions=react-server eval/coaching/cv.ts [--misses] [--ablate] [--no=chars,rule,…] [--l2=…] [--nb=…] [--untuned=0|1] [--decoder=0] [--alpha=…] [--threshold=…] [--parts=asking|all] [--keep=0.5]
// (--decoder=0: each coach by its threshold, as before the decoder; --threshold applies only then. --parts: the
// coach models also learn from parts.json's labelled parts. --keep: train on that share of each training
// fold, the same questions every run, for a learning curve.)
import { FEATURES, TRAINING } from "@/lib/coaching/classifier/config";
import type { FeatureOptions } from "@/lib/coaching/classifier/features";
import { classify, trainTriggerModel, type TrainingOptions } from "@/lib/coaching/classifier/model";
import type { CoachId } from "@/lib/coaching/types";
import { loadLabelled, wholeQuestions } from "./data";
import { triggeringCorrect } from "./metrics";
import { routedCoaches, routedRuleCoaches } from "./route";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const right = (asked: CoachId[], expected: CoachId[]) => (expected.length === 0 ? asked.length === 0 : triggeringCorrect(asked, expected));
const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`;
const data = loadLabelled();
const folds = [...new Set(data.map((q) => q.fold))];
const scored = wholeQuestions(data);
const keep = Number(arg("keep") ?? 1);

type FoldResult = { fold: string; source: string; n: number; ok: number; bare: number; rule: number };

function crossValidate(features: FeatureOptions, training: TrainingOptions, opts: { misses?: boolean; rule?: boolean } = {}): FoldResult[] {
  return folds.map((fold) => {
    const model = trainTriggerModel(data.filter((q, i) => q.fold !== fold && ((i * 2654435761) % 1000) / 1000 < keep), features, training);
    if (arg("threshold")) model.threshold = { skills: Number(arg("threshold")), performance: Number(arg("threshold")), tactics: Number(arg("threshold")) };
    const test = scored.filter((q) => q.fold === fold);
    const r: FoldResult = { fold, source: test[0].source, n: test.length, ok: 0, bare: 0, rule: 0 };
    for (const q of test) {
      const asked = routedCoaches(q.question, q.sport, model);
      if (right(asked, q.expected)) r.ok++;
      else if (opts.misses) console.log(`✗ [${fold}] ${q.question}\n    expected ${q.expected.join(",") || "none"} got ${asked.join(",") || "none"}`);
      if (right(classify(model, q.question, q.sport).coaches, q.expected)) r.bare++;
      if (opts.rule && right(routedRuleCoaches(q.question, q.sport), q.expected)) r.rule++;
    }
    return r;
  });
}

const sum = (rs: FoldResult[]) => rs.reduce((a, r) => ({ ...a, n: a.n + r.n, ok: a.ok + r.ok, bare: a.bare + r.bare, rule: a.rule + r.rule }), { fold: "", source: "", n: 0, ok: 0, bare: 0, rule: 0 });
const groups = (rs: FoldResult[]) => [
  ["all folds", sum(rs)],
  ["questions.json folds", sum(rs.filter((r) => r.source === "questions"))],
  ["training.json folds", sum(rs.filter((r) => r.source === "training"))],
] as const;

const features: FeatureOptions = { ...FEATURES };
for (const off of (arg("no") ?? "").split(",").filter(Boolean)) features[off as keyof FeatureOptions] = false;
const training: TrainingOptions = { ...TRAINING };
for (const k of ["l2", "iterations", "nb"] as const) if (arg(k)) training[k] = Number(arg(k));
if (arg("parts")) training.parts = arg("parts") === "none" ? undefined : (arg("parts") as TrainingOptions["parts"]);
if (arg("untuned")) training.ruleUntunedOnly = arg("untuned") === "1";
if (arg("decoder") === "0") delete training.decoder;
else if (training.decoder) for (const k of ["alpha", "l2", "folds"] as const) if (arg(k === "l2" ? "dl2" : k)) training.decoder = { ...training.decoder, [k]: Number(arg(k === "l2" ? "dl2" : k)) };

const results = crossValidate(features, training, { misses: process.argv.includes("--misses"), rule: true });
console.log(`features ${JSON.stringify(features)} training ${JSON.stringify(training)}\n`);
console.log("| Fold | Questions | Classifier, fold held out | … before the chat's routing | Hand rule (as shipped) |\n| --- | --- | --- | --- | --- |");
const row = (name: string, r: FoldResult) => `| ${name} | ${r.n} | ${pct(r.ok, r.n)} (${r.ok}) | ${pct(r.bare, r.n)} (${r.bare}) | ${pct(r.rule, r.n)} (${r.rule}) |`;
for (const r of results) console.log(row(r.fold, r));
for (const [name, r] of groups(results)) console.log(row(`**${name}**`, r));

if (process.argv.includes("--ablate")) {
  // Each part of the configured model taken away in turn (exact-set accuracy, fold held out, with routing).
  const variants: [string, FeatureOptions, TrainingOptions][] = [
    ["configured model", features, training],
    ...(Object.keys(features) as (keyof FeatureOptions)[]).map((k) => [`without ${k}`, { ...features, [k]: false }, training] as [string, FeatureOptions, TrainingOptions]),
    ["without NB scaling", features, { ...training, nb: undefined }],
    ["rule features learnt on every question (also those the rule was tuned on)", features, { ...training, ruleUntunedOnly: false }],
    ["without the decoder (each coach by its threshold)", features, { ...training, decoder: undefined }],
  ];
  console.log("\n| Variant | All folds | questions.json folds | training.json folds | set 7 |\n| --- | --- | --- | --- | --- |");
  for (const [name, f, t] of variants) {
    const rs = name === "configured model" ? results : crossValidate(f, t);
    const s7 = rs.find((r) => r.fold === "set 7") as FoldResult;
    console.log(`| ${name} | ${groups(rs).map(([, g]) => pct(g.ok, g.n)).join(" | ")} | ${pct(s7.ok, s7.n)} |`);
  }
}
