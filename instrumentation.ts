// Runs once when the server starts (Next.js instrumentation hook). NEXT_RUNTIME is set by Next.js
// itself, not configuration: the hooks below only make sense in the Node.js runtime.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressHeader } = await import("./lib/http/peer-address");
  installPeerAddressHeader();
  const [{ installGracefulShutdown }, { env }] = await Promise.all([import("./lib/scouting/shutdown"), import("./lib/env")]);
  installGracefulShutdown(env.SHUTDOWN_GRACE_MS);
}
