import { BlockList, isIP } from "node:net";

// SEC-03: the client address. Next.js fills X-Forwarded-For with the socket address only when the
// client sent none, so the socket address reaches route handlers in our own header, set on every
// request by the hook in instrumentation.ts (lib/http/peer-address.ts), which a client cannot forge.
export const PEER_HEADER = "x-scout-peer";

export type TrustProxy = { hops: number } | { proxies: BlockList };

/** TRUST_PROXY: a hop count ("0" = trust nobody) or a comma-separated list of proxy CIDRs. */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim();
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const proxies = new BlockList();
  for (const entry of v.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) throw new Error(`TRUST_PROXY: “${entry}” is not an address or CIDR`);
    proxies.addSubnet(address, prefix ? Number(prefix) : type === "ipv6" ? 128 : 32, type);
  }
  return { proxies };
}

/** "::ffff:10.0.0.1" → "10.0.0.1"; anything that is not an address → null. */
function normalise(address: string | null | undefined): string | null {
  const a = address?.trim().replace(/^\[|\]$/g, "") ?? "";
  const unmapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)?.[1] ?? a;
  return isIP(unmapped) ? unmapped : null;
}

function trusted(list: BlockList, address: string) {
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client: the socket peer, or, walking X-Forwarded-For from the right, the first address not
 * added by a trusted proxy. Without a peer (no hook: scripts, tests calling handlers) → "unknown".
 */
export function resolveClientIp(peerHeader: string | null, forwardedFor: string | null, trust: TrustProxy): string {
  const peer = normalise(peerHeader);
  if (!peer) return "unknown";
  const hops = (forwardedFor ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if ("hops" in trust) {
    if (trust.hops === 0) return peer;
    const chain = [...hops, peer];
    return normalise(chain[Math.max(0, chain.length - 1 - trust.hops)]) ?? peer;
  }
  let client = peer;
  for (let i = hops.length; i >= 0 && trusted(trust.proxies, client); i--) {
    const next = normalise(hops[i - 1]);
    if (!next) break;
    client = next;
  }
  return client;
}
