import type { SandboxSchema } from "../sandbox-tables";
import { parseQuestion } from "./question";
import {
  bestGameTemplate,
  comparisonTemplate,
  improvementTemplate,
  rankingTemplate,
  rolesOf,
  rollingTemplate,
  shootingTemplate,
  singlePlayerTemplate,
  valueTemplate,
  whatIfTemplate,
  type Template,
} from "./templates";

// STAT-05: question → the first template that fits; none → examples built from the user's own columns.

export type RulesPlan = { template: Template } | { template: null; reason: string; suggestions: string[] };

export function planWithRules(input: { question: string; schema: SandboxSchema; players: { key: string; name: string }[]; latestDate: string | null }): RulesPlan {
  const columns = input.schema.gamesColumns;
  const roles = rolesOf(columns);
  const suggestions = exampleQuestions(input.schema, input.players);
  if (!roles) return { template: null, reason: "None of the selected tables has a player column.", suggestions };
  const p = parseQuestion(input.question, columns, input.players);
  const tables = input.schema.tables.map((x) => ({
    name: x.name,
    columns: x.columns.map((c) => c.name),
    players: [...new Set(x.rows.map((r) => r[roles.player]).filter((v): v is string => typeof v === "string"))],
  }));
  const t = { p, roles, columns, tables };
  const template =
    whatIfTemplate(t) ??
    bestGameTemplate(t) ??
    shootingTemplate(t) ??
    valueTemplate(t) ??
    improvementTemplate(t, input.latestDate) ??
    rollingTemplate(t) ??
    comparisonTemplate(t) ??
    rankingTemplate(t) ??
    singlePlayerTemplate(t);
  if (template) return { template };
  const why = !p.metric && !p.shooting ? "I could not tell which stat the question is about." : "I could not match the question to an analysis I know.";
  return { template: null, reason: why, suggestions };
}

/** "I can answer questions like…", from the user's own players and columns. */
export function exampleQuestions(schema: SandboxSchema, players: { key: string; name: string }[]): string[] {
  const metrics = schema.gamesColumns.filter((c) => c.role === "metric");
  const roles = rolesOf(schema.gamesColumns);
  const m = metrics[0]?.label ?? "points";
  const m2 = metrics[1]?.label ?? m;
  const [a, b] = players.map((p) => p.name);
  const out: string[] = [];
  if (a && b) out.push(`Compare ${a} and ${b} over the last 5 games`);
  if (a) out.push(`${a}'s rolling 3-game ${m}`);
  out.push(roles?.minutes ? `Top 5 players by ${m} per 36 minutes` : `Top 5 players by ${m} per game`);
  if (roles?.date) out.push(`Who improved most in ${m2} since February?`);
  if (roles?.salary) out.push(`Best value for money by ${m}`);
  return out;
}
