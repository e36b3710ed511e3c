import "server-only";
import http from "node:http";
import { PEER_HEADER } from "./client-ip";

/**
 * SEC-03: stamps every incoming request with the socket's remote address in PEER_HEADER, replacing
 * whatever a client sent under that name. Patched on the prototype because `next start` owns the
 * server object; called once from instrumentation.ts.
 */
export function installPeerAddressHeader() {
  const proto = http.Server.prototype as http.Server & { __scoutPeer?: boolean };
  if (proto.__scoutPeer) return;
  proto.__scoutPeer = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
