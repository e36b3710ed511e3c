import { describe, expect, it } from "vitest";
import { validateStepSql } from "@/lib/stats/validate-sql";
import { columnName, detectTable, minutesToDecimal } from "@/lib/stats/detect-columns";
import { looksLikeStatsQuestion } from "@/lib/stats/capability";
import { analysisSchema, plannerAnalysisSchema } from "@/lib/stats/types";

const TABLES = ["ds1", "ds2", "games"];

// STAT-02: the validator's attack table. Each of these must be refused before it reaches the sandbox.
const REFUSED: [string, string, "SELECT" | "INSERT" | "UPDATE" | "DELETE", RegExp][] = [
  ["stacked statements", "SELECT 1; DROP TABLE games", "SELECT", /Exactly one statement/],
  ["DDL", "DROP TABLE games", "SELECT", /must be one SELECT/],
  ["DDL create", "CREATE TABLE x (a int)", "SELECT", /must be one SELECT/],
  ["pg_sleep", "SELECT pg_sleep(100)", "SELECT", /pg_sleep\(\) is not allowed/],
  ["catalog table", "SELECT * FROM pg_class", "SELECT", /unknown table "pg_class"/],
  ["qualified catalog", "SELECT * FROM pg_catalog.pg_authid", "SELECT", /schema-qualified/],
  ["information_schema", "SELECT table_name FROM information_schema.tables", "SELECT", /schema-qualified/],
  ["pg_read_file", "SELECT pg_read_file('/etc/passwd')", "SELECT", /pg_read_file\(\) is not allowed/],
  ["file reader in FROM", "SELECT * FROM pg_ls_dir('.')", "SELECT", /functions in FROM/],
  ["COPY", "COPY games TO '/tmp/x'", "SELECT", /must be one SELECT/],
  ["COPY program", "COPY games FROM PROGRAM 'id'", "INSERT", /must be one INSERT/],
  ["DO block", "DO $$ BEGIN PERFORM 1; END $$", "SELECT", /must be one SELECT/],
  ["CALL", "CALL something()", "SELECT", /must be one SELECT/],
  ["SET", "SET statement_timeout = 0", "SELECT", /must be one SELECT/],
  ["RESET ROLE", "RESET ROLE", "SELECT", /must be one SELECT/],
  ["dblink", "SELECT * FROM dblink('host=x', 'select 1') AS t(a int)", "SELECT", /functions in FROM/],
  ["dblink in select", "SELECT dblink_exec('host=x', 'select 1')", "SELECT", /dblink_exec\(\) is not allowed/],
  ["extension", "CREATE EXTENSION dblink", "SELECT", /must be one SELECT/],
  ["recursive CTE", "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r", "SELECT", /recursive/],
  ["generate_series blow-up", "SELECT count(*) FROM generate_series(1, 1000000000)", "SELECT", /functions in FROM/],
  ["10 MB string", "SELECT repeat('x', 10000000)", "SELECT", /repeat\(\) is not allowed/],
  ["string_agg", "SELECT string_agg(player, ',') FROM games", "SELECT", /string_agg\(\) is not allowed/],
  ["lpad blow-up", "SELECT lpad('x', 100000000)", "SELECT", /lpad\(\) is not allowed/],
  ["SELECT INTO", "SELECT * INTO copy FROM games", "SELECT", /SELECT INTO/],
  ["data-modifying CTE", "WITH d AS (DELETE FROM ds1 RETURNING *) SELECT * FROM d", "SELECT", /data-modifying|must be one SELECT/],
  ["write to app table", "UPDATE users SET name = 'x'", "UPDATE", /unknown table "users"/],
  ["other owner's rows", "SELECT * FROM stat_rows", "SELECT", /unknown table "stat_rows"/],
  ["regclass cast", "SELECT 'pg_class'::regclass", "SELECT", /type regclass is not allowed/],
  ["set_config", "SELECT set_config('role', 'postgres', false)", "SELECT", /set_config\(\) is not allowed/],
  ["lo_import", "SELECT lo_import('/etc/passwd')", "SELECT", /lo_import\(\) is not allowed/],
  ["locking", "SELECT * FROM games FOR UPDATE", "SELECT", /row locks/],
  ["wrong step type", "DELETE FROM ds1", "SELECT", /must be one SELECT/],
  ["syntax error", "SELEC 1", "SELECT", /Syntax error/],
];

describe("SQL validator (libpg-query)", () => {
  it.each(REFUSED)("refuses %s", async (_name, sql, type, message) => {
    const verdict = await validateStepSql(sql, type, TABLES);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error).toMatch(message);
  });

  it.each([
    ["SELECT", `SELECT "player", round(avg("pts")::numeric, 1)::float8 AS v FROM games GROUP BY "player" ORDER BY v DESC LIMIT 5`],
    ["SELECT", `WITH g AS (SELECT *, row_number() OVER (PARTITION BY player ORDER BY date_ DESC) AS rn FROM games) SELECT player, avg(pts) FILTER (WHERE rn <= 5) FROM g GROUP BY player`],
    ["SELECT", `SELECT extract(month from date_) AS m, count(*) FROM games GROUP BY 1`],
    ["UPDATE", `UPDATE ds1 SET ftm = round(fta * 0.75) WHERE player = 'Jalen Brooks'`],
    ["INSERT", `INSERT INTO ds2 (player, pts) VALUES ('X', 10)`],
    ["DELETE", `DELETE FROM ds1 WHERE pts < 5`],
  ] as const)("allows %s: %s", async (type, sql) => {
    expect(await validateStepSql(sql, type, TABLES)).toEqual({ ok: true });
  });
});

describe("column detection", () => {
  it("types minutes, dates, percents and numbers, with units and roles", () => {
    const t = detectTable(["Date", "Player", "MIN", "PTS", "FG%", "Salary ($M)", "Opp"], [["2026-02-03", "A B", "32:15", "20", "45.5%", "1.5", "X"], ["2026-02-05", "A B", "30:00", "12", "40%", "1.5", "Y"]])!;
    expect(t.columns.map((c) => [c.name, c.type, c.role, c.unit])).toEqual([
      ["date_", "date", "date", null],
      ["player", "text", "player", null],
      ["min_", "minutes", "minutes", "min"],
      ["pts", "integer", "metric", null],
      ["fg_pct", "percent", "metric", "%"],
      ["salary", "decimal", "salary", "$M"],
      ["opp", "text", "opponent", null],
    ]);
    expect(t.rows[0]).toMatchObject({ min_: 32.25, fg_pct: 45.5, pts: 20 });
    expect(minutesToDecimal("32:15")).toBe(32.25);
    expect(columnName("3PM", new Set())).toBe("c_3pm");
  });

  it("is not a stat table without numeric columns", () => {
    expect(detectTable(["Name", "Team"], [["A", "B"]])).toBeNull();
  });
});

describe("seed 002 analysis schema", () => {
  it("the planner's schema has no sql field; the full schema records test results", () => {
    expect(Object.keys(plannerAnalysisSchema.shape.steps.element.shape)).toEqual(["title", "type"]);
    const parsed = analysisSchema.parse({ goal: "g", steps: [{ title: "t", type: "SELECT", sql: "SELECT 1", testResults: { executedAt: new Date().toISOString(), success: true, resultSummary: "1 row" } }] });
    expect(parsed.steps[0].testResults?.success).toBe(true);
    expect(() => analysisSchema.parse({ goal: "g", steps: [{ title: "t", type: "MERGE" }] })).toThrow();
  });
});

describe("chat routing", () => {
  it.each([
    ["Compare Brooks and Kessler over the last 5 games", true],
    ["Brooks's rolling 3-game scoring", true],
    ["Top 10 forwards by points per 36 minutes", true],
    ["Who improved most since January in points?", true],
    ["Generate a scouting report for Jalen Brooks", false],
    ["Scout Andre Kessler", false],
    ["What drills should Brooks do to improve his three-point shooting?", false],
    ["How would we use him against a switching defence?", false],
    ["hello", false],
    ["How many carries a game could he take?", false],
    ["How many straight matches can he play before he needs a rest?", false],
    ["How many games in a row has he scored 20 points?", true],
  ] as const)("%s → %s", (message, claimed) => {
    expect(looksLikeStatsQuestion(message)).toBe(claimed);
  });
});
