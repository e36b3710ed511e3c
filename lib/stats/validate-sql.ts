import "server-only";
import { parse } from "libpg-query";
import type { StepType } from "./types";

// STAT-02: every step's SQL is parsed by PostgreSQL's own parser (libpg-query, the real grammar compiled
// to WASM) and judged on the tree, not on the text: exactly one statement of the step's type, only the
// sandbox's tables (and the query's own CTEs), only allow-listed functions and types, no catalog, no
// recursion, no SELECT INTO, no data-modifying CTEs. Anything else (COPY, DO, CALL, SET, DDL, ...)
// is not one of the four statement types and is refused by the first check.

export type ValidationResult = { ok: true } | { ok: false; error: string };

const ROOT: Record<StepType, string> = { SELECT: "SelectStmt", INSERT: "InsertStmt", UPDATE: "UpdateStmt", DELETE: "DeleteStmt" };
const DML = new Set(["InsertStmt", "UpdateStmt", "DeleteStmt", "MergeStmt"]);
const MAX_SQL_CHARS = 20_000;

// Aggregates, window functions, arithmetic, a few bounded text and date functions. Nothing that sleeps,
// reads files, reaches the network, changes settings or builds unbounded strings (repeat, lpad,
// string_agg, array_agg, generate_series are deliberately absent).
const ALLOWED_FUNCTIONS = new Set([
  "avg", "sum", "count", "min", "max", "stddev", "stddev_samp", "stddev_pop", "variance", "var_samp", "var_pop",
  "percentile_cont", "percentile_disc", "corr", "covar_pop", "covar_samp", "regr_slope", "regr_intercept", "regr_r2", "bool_and", "bool_or", "every", "mode",
  "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead", "first_value", "last_value", "nth_value",
  "round", "abs", "ceil", "ceiling", "floor", "greatest", "least", "power", "sqrt", "ln", "exp", "log", "log10", "trunc", "sign", "mod", "div", "width_bucket",
  "lower", "upper", "length", "char_length", "trim", "btrim", "ltrim", "rtrim", "initcap", "substr", "substring", "split_part", "strpos", "position", "starts_with", "left", "right",
  "date_trunc", "date_part", "extract", "make_date", "to_char", "age",
]);
const ALLOWED_TYPES = new Set(["int2", "int4", "int8", "integer", "int", "bigint", "smallint", "numeric", "decimal", "float4", "float8", "real", "double precision", "text", "varchar", "date", "bool", "boolean", "interval"]);
const REFUSED_NODES: Record<string, string> = {
  RangeFunction: "functions in FROM (generate_series, file readers) are not allowed",
  RangeTableFunc: "table functions are not allowed",
  RangeTableSample: "TABLESAMPLE is not allowed",
  JsonTable: "JSON_TABLE is not allowed",
  LockingClause: "row locks are not allowed",
  ParamRef: "parameters are not allowed",
  MergeStmt: "MERGE is not allowed",
};

type Node = Record<string, unknown>;

function collectCteNames(node: unknown, out: Set<string>) {
  if (Array.isArray(node)) return node.forEach((n) => collectCteNames(n, out));
  if (!node || typeof node !== "object") return;
  for (const [k, v] of Object.entries(node as Node)) {
    if (k === "CommonTableExpr" && v && typeof (v as Node).ctename === "string") out.add(((v as Node).ctename as string).toLowerCase());
    collectCteNames(v, out);
  }
}

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.map((n) => String(((n as Node).String as Node | undefined)?.sval ?? "")) : [];
}

export async function validateStepSql(sql: string, stepType: StepType, tables: string[]): Promise<ValidationResult> {
  if (sql.length > MAX_SQL_CHARS) return { ok: false, error: `The SQL is longer than ${MAX_SQL_CHARS} characters.` };
  let tree: { stmts?: { stmt: Node }[] };
  try {
    tree = (await parse(sql)) as typeof tree;
  } catch (e) {
    return { ok: false, error: `Syntax error: ${(e as Error).message}` };
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) return { ok: false, error: `Exactly one statement is allowed; found ${stmts.length}.` };
  const root = Object.keys(stmts[0].stmt)[0];
  if (root !== ROOT[stepType]) return { ok: false, error: `This step must be one ${stepType} statement; found ${root.replace(/Stmt$/, "").toUpperCase() || "nothing"}.` };

  const allowedTables = new Set(tables.map((t) => t.toLowerCase()));
  collectCteNames(stmts[0].stmt, allowedTables);
  let error: string | null = null;
  let dmlCount = 0;

  const visit = (node: unknown): void => {
    if (error) return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node as Node)) {
      if (error) return;
      const v = value as Node;
      if (REFUSED_NODES[key]) {
        error = REFUSED_NODES[key];
        return;
      }
      if (DML.has(key)) dmlCount++;
      if (key === "withClause" && v?.recursive) {
        error = "recursive queries (WITH RECURSIVE) are not allowed";
        return;
      }
      if (key === "intoClause") {
        error = "SELECT INTO is not allowed";
        return;
      }
      // A table appears as a RangeVar node, or as the bare `relation` of INSERT/UPDATE/DELETE.
      if (key === "RangeVar" || (key === "relation" && v && typeof v.relname === "string")) {
        const rel = String(v.relname ?? "").toLowerCase();
        if (v.schemaname || v.catalogname) error = `schema-qualified names (${String(v.schemaname)}.${rel}) are not allowed; use the sandbox tables`;
        else if (!allowedTables.has(rel)) error = `unknown table "${rel}"; the tables are: ${tables.join(", ")}`;
        if (error) return;
      }
      if (key === "FuncCall") {
        const fn = names(v.funcname);
        const name = fn[fn.length - 1]?.toLowerCase() ?? "";
        // extract(year from d) parses as pg_catalog.extract with the SQL syntax flag: that schema is the parser's, not the user's.
        const qualifiedOk = fn.length === 1 || (fn.length === 2 && fn[0] === "pg_catalog" && v.funcformat === "COERCE_SQL_SYNTAX");
        if (!qualifiedOk || !ALLOWED_FUNCTIONS.has(name)) {
          error = `function ${fn.join(".")}() is not allowed`;
          return;
        }
      }
      // A type appears as a TypeName node, or as the bare `typeName` of a cast.
      if (key === "TypeName" || (key === "typeName" && v && Array.isArray(v.names))) {
        const tn = names(v.names).filter((n) => n !== "pg_catalog");
        const name = tn.join(" ").toLowerCase();
        if (!ALLOWED_TYPES.has(name)) {
          error = `type ${name} is not allowed`;
          return;
        }
      }
      visit(value);
    }
  };
  visit(stmts[0].stmt);
  if (error) return { ok: false, error: `Refused: ${error}.` };
  const ownDml = stepType === "SELECT" ? 0 : 1;
  if (dmlCount > ownDml) return { ok: false, error: "Refused: data-modifying statements inside another statement are not allowed." };
  return { ok: true };
}
