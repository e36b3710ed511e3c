import { buildMentionMatcher } from "./lib/scouting/rules/mentions";
const m = buildMentionMatcher("Jonah Whitlock Jr.", "Lakeview Pavilion,Amara Barnes-Cole,DeShawn Barnes,Jordan Whitlock,Jonah Whitlock Sr.,Jonah Whitlock Jr.,Reunion T-shirt,Venmo Keisha".split(","), ["whitlock jr"]);
for (const s of process.argv.slice(2)) { const r = m.summarize(s); console.log(s, "=>", r.target, [...r.others]); }
