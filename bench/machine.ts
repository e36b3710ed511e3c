// Machine description shared by both reports; the load average says whether other work shared the machine.
import os from "node:os";
import { round } from "./stats";

export type MachineInfo = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  loadAvg1m?: { start: number; end: number };
};

export function machineInfo(loadAtStart: number): MachineInfo {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAvg1m: { start: round(loadAtStart, 2), end: round(os.loadavg()[0], 2) },
  };
}

export const loadAverage = () => os.loadavg()[0];

export function describeMachine(m: MachineInfo): string {
  const load = m.loadAvg1m ? ` 1-minute load average ${m.loadAvg1m.start.toFixed(2)} at start, ${m.loadAvg1m.end.toFixed(2)} at end.` : "";
  return `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb.toFixed(1)} GB RAM, Node ${m.node} (${m.platform}).${load}`;
}

export const benchLog = (msg: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
