"use client";
import { ChevronDown, Table2, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiFetch, type ApiError } from "@/lib/client/api";
import { COLUMN_ROLES, type DatasetColumn, type StatValue } from "@/lib/stats/types";

export type DatasetRow = { id: string; name: string; columns: DatasetColumn[]; players: { key: string; name: string }[]; rowCount: number; createdAt: string };

/** STAT-01: the user's datasets, each with a preview, editable column roles, and delete. */
export function DatasetList({ datasets, onChange }: { datasets: DatasetRow[]; onChange: () => void }) {
  return (
    <ul className="divide-y rounded-md border" data-testid="datasets">
      {datasets.map((d) => <DatasetItem key={d.id} dataset={d} onChange={onChange} />)}
    </ul>
  );
}

function DatasetItem({ dataset, onChange }: { dataset: DatasetRow; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Record<string, StatValue>[] | null>(null);
  const [columns, setColumns] = useState(dataset.columns);

  async function toggle() {
    setOpen((o) => !o);
    if (!rows) {
      try {
        const res = await apiFetch<{ rows: Record<string, StatValue>[] }>(`/api/stats/datasets/${dataset.id}`);
        setRows(res.rows);
      } catch (e) {
        toast.error((e as ApiError).message);
      }
    }
  }

  async function setRole(name: string, role: string) {
    try {
      const res = await apiFetch<{ dataset: DatasetRow }>(`/api/stats/datasets/${dataset.id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ columns: [{ name, role }] }) });
      setColumns(res.dataset.columns);
      toast.success("Column role saved");
    } catch (e) {
      toast.error((e as ApiError).message);
    }
  }

  async function remove() {
    if (!window.confirm(`Delete the dataset “${dataset.name}”? The document stays in your library.`)) return;
    try {
      await apiFetch(`/api/stats/datasets/${dataset.id}`, { method: "DELETE" });
      onChange();
    } catch (e) {
      toast.error((e as ApiError).message);
    }
  }

  return (
    <li className="p-3" data-testid="dataset" data-name={dataset.name}>
      <div className="flex flex-wrap items-center gap-2">
        <Table2 className="size-4 text-muted-foreground" aria-hidden />
        <span className="font-medium">{dataset.name}</span>
        <Badge variant="secondary">{dataset.rowCount} rows</Badge>
        <span className="text-xs text-muted-foreground">{dataset.players.slice(0, 4).map((p) => p.name).join(", ")}{dataset.players.length > 4 ? ` +${dataset.players.length - 4}` : ""}</span>
        <div className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" onClick={toggle} aria-expanded={open} data-testid="dataset-preview">
            <ChevronDown className="size-4" aria-hidden /> Preview
          </Button>
          <Button size="sm" variant="ghost" onClick={remove} aria-label={`Delete ${dataset.name}`} data-testid="dataset-delete">
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {open ? (
        <div className="mt-3 overflow-x-auto rounded border">
          <Table>
            <TableHeader>
              <TableRow>
                {columns.map((c) => (
                  <TableHead key={c.name} className="align-top">
                    <div className="font-medium">{c.label}</div>
                    <div className="text-xs font-normal text-muted-foreground">{c.type}{c.unit ? ` · ${c.unit}` : ""}</div>
                    <select className="mt-1 rounded border bg-background px-1 text-xs" value={c.role} onChange={(e) => setRole(c.name, e.target.value)} aria-label={`Role of ${c.label}`} data-testid={`role-${c.name}`}>
                      {COLUMN_ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
                    </select>
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {(rows ?? []).slice(0, 10).map((r, i) => (
                <TableRow key={i}>{columns.map((c) => <TableCell key={c.name}>{r[c.name] === null || r[c.name] === undefined ? "—" : String(r[c.name])}</TableCell>)}</TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </li>
  );
}
