// npm run seed:samples -- EMAIL: loads the sample documents into that user's library.
import { getUserByEmail } from "@/lib/db/queries/users";
import { getHandle } from "@/lib/db/client";
import { loadSampleDocuments } from "@/lib/documents/samples";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run seed:samples -- you@example.com");
  process.exit(2);
}
const user = await getUserByEmail({ email });
if (!user) {
  console.error(`No account for ${email}. Sign up first.`);
  process.exit(1);
}
const { documents, errors } = await loadSampleDocuments(user.id);
console.log(`loaded ${documents.length} sample documents` + (errors.length ? `, skipped ${errors.length} already present` : ""));
await (await getHandle()).close();
