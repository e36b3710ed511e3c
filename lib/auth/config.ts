import "server-only";
import NextAuth, { type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { endAuthSession, openAuthSession } from "@/lib/db/queries/auth-sessions";
import { getUserByEmail } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { clientIp } from "@/lib/rate-limit";
import { verifyPassword } from "./password";
import { authSecret } from "./secret";
import { throttleSignIn } from "./sign-in-throttle";

declare module "next-auth" {
  interface Session {
    user: { id: string } & DefaultSession["user"];
    /** Server-side session row (SEC-06); gone after sign-out. */
    sid?: string;
  }
}

// The email is normalised exactly as the account lookup and the throttle key need it (SEC-02).
const credentialsSchema = z.object({ email: z.string().trim().toLowerCase().email().max(320), password: z.string().min(1).max(200) });

const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  events: {
    // Sign-out ends the server-side session, so a copy of the token stops working too (SEC-06).
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endAuthSession({ sessionId: sid });
    },
  },
  pages: { signIn: "/sign-in" },
  useSecureCookies: env.AUTH_URL?.startsWith("https://") ?? false,
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        await throttleSignIn(clientIp(request.headers), parsed.success ? parsed.data.email : null);
        if (!parsed.success) return null;
        const user = await getUserByEmail({ email: parsed.data.email });
        // verifyPassword costs the same whether or not the user exists (no account enumeration).
        const ok = await verifyPassword(parsed.data.password, user?.passwordHash);
        if (!user || !ok) return null;
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    // Auth.js' own redirects (callbackUrl on its routes) follow the same rule as ours (SEC-04).
    redirect({ url, baseUrl }) {
      const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url;
      return `${baseUrl}${safeRedirectPath(path, "/chat")}`;
    },
    async jwt({ token, user }) {
      if (user?.id) {
        token.uid = user.id;
        token.sid = await openAuthSession({ userId: user.id, maxAgeSeconds: SESSION_MAX_AGE });
      }
      return token;
    },
    session({ session, token }) {
      if (typeof token.uid === "string") session.user.id = token.uid;
      if (typeof token.sid === "string") session.sid = token.sid;
      return session;
    },
  },
}));
