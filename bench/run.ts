// `npm run bench [-- name ...]`: runs bench/<name>.ts (each exports a default async
// function), or every benchmark when no name is given. See bench/README.md.
import { readdirSync } from "node:fs";

const here = new URL(".", import.meta.url);
const available = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.startsWith("_"))
  .map((f) => f.slice(0, -3))
  .sort();
const asked = process.argv.slice(2).filter((a) => !a.startsWith("-"));
for (const name of asked) {
  if (!available.includes(name)) {
    process.stderr.write(`bench: unknown benchmark "${name}" (available: ${available.join(", ")})\n`);
    process.exit(2);
  }
}
for (const name of asked.length > 0 ? asked : available) {
  const mod = (await import(new URL(`${name}.ts`, here).href)) as { default: (args: string[]) => Promise<void> };
  console.log(`\n== bench ${name}`);
  await mod.default(process.argv.slice(2));
}
