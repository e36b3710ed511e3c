import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

// SEC-04: every spelling of "another site" falls back to /chat; real paths survive.
describe("safeRedirectPath", () => {
  const refused: [string, unknown][] = [
    ["backslash after the slash", "/\\evil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded backslash, lower case", "/%5cevil.example"],
    ["tab between slashes", "/\t/evil.example"],
    ["newline between slashes", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/chat"],
    ["encoded second slash", "/%2Fevil.example"],
    ["triple slash", "///evil.example"],
    ["absolute http", "http://evil.example/"],
    ["absolute https", "https://evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["relative without slash", "evil.example"],
    ["backslash-backslash", "\\\\evil.example"],
    ["slash then backslashes", "/\\/evil.example"],
    ["NUL", "/chat\u0000"],
    ["RTL override", "/chat\u202e"],
    ["malformed escape", "/%E0%A4%A"],
    ["empty", ""],
    ["not a string", ["/chat"]],
    ["undefined", undefined],
    ["very long", `/${"a".repeat(5000)}`],
  ];
  it.each(refused)("refuses %s", (_name, input) => {
    expect(safeRedirectPath(input)).toBe("/chat");
  });

  const kept: [string, string][] = [
    ["/players", "/players"],
    ["/players/0b7f6a8e-1111-4a4a-8a8a-123456789abc?tab=reports", "/players/0b7f6a8e-1111-4a4a-8a8a-123456789abc?tab=reports"],
    ["/reports/x#sources", "/reports/x#sources"],
    ["/documents/../chat", "/chat"],
  ];
  it.each(kept)("keeps %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
