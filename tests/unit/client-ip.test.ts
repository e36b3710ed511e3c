import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientIp } from "@/lib/http/client-ip";

// SEC-03: X-Forwarded-For counts only as far as TRUST_PROXY says.
describe("resolveClientIp", () => {
  const cases: [string, string, string | null, string | null, string][] = [
    ["default: XFF ignored", "0", "198.51.100.9", "203.0.113.1", "198.51.100.9"],
    ["default: spoofed chain ignored", "0", "198.51.100.9", "1.1.1.1, 2.2.2.2", "198.51.100.9"],
    ["v4-mapped peer", "0", "::ffff:127.0.0.1", "203.0.113.1", "127.0.0.1"],
    ["no peer (no hook)", "0", null, "203.0.113.1", "unknown"],
    ["garbage peer", "0", "not-an-ip", null, "unknown"],
    ["one hop: the proxy's view", "1", "10.0.0.2", "203.0.113.1", "203.0.113.1"],
    ["one hop: a client-prepended entry is skipped", "1", "10.0.0.2", "6.6.6.6, 203.0.113.1", "203.0.113.1"],
    ["one hop, no XFF: the peer", "1", "10.0.0.2", null, "10.0.0.2"],
    ["two hops", "2", "10.0.0.2", "6.6.6.6, 203.0.113.1, 10.0.0.1", "203.0.113.1"],
    ["more hops than entries: leftmost", "5", "10.0.0.2", "203.0.113.1", "203.0.113.1"],
    ["hop entry that is not an address: the peer", "1", "10.0.0.2", "evil", "10.0.0.2"],
    ["CIDR: trusted peer, client behind it", "10.0.0.0/8", "10.0.0.2", "6.6.6.6, 203.0.113.1", "203.0.113.1"],
    ["CIDR: chain of trusted proxies", "10.0.0.0/8,192.168.0.0/16", "10.0.0.2", "203.0.113.1, 192.168.1.1", "203.0.113.1"],
    ["CIDR: untrusted peer, XFF ignored", "10.0.0.0/8", "198.51.100.9", "203.0.113.1", "198.51.100.9"],
    ["CIDR: IPv6 proxy", "fd00::/8", "fd00::1", "2001:db8::5", "2001:db8::5"],
    ["CIDR: single address", "127.0.0.1", "127.0.0.1", "203.0.113.1", "203.0.113.1"],
  ];
  it.each(cases)("%s", (_name, trust, peer, xff, expected) => {
    expect(resolveClientIp(peer, xff, parseTrustProxy(trust))).toBe(expected);
  });

  it("rejects a malformed TRUST_PROXY", () => {
    expect(() => parseTrustProxy("10.0.0.0/8,nonsense")).toThrow(/TRUST_PROXY/);
  });
});
