// The user's own families: a module the user picked, run as a Blob URL, whose imports of
// "sprague-grundy" get this worker's copy of the library. Its families (with their views)
// join the registry of the games played with them.
import * as library from "sprague-grundy";
import { type Family, GrundyError, isFamily, Registry } from "sprague-grundy";
import type { GamesReply, Request } from "../protocol.ts";

/** A module that re-exports this worker's copy of the library: user modules import it as "sprague-grundy". */
let shimUrl: string | undefined;
function shim(): string {
  if (!shimUrl) {
    (globalThis as { __grundyLibrary?: unknown }).__grundyLibrary = library;
    const names = Object.keys(library).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
    const source = `const g = globalThis.__grundyLibrary;\nexport const { ${names.join(", ")} } = g;\nexport default g;\n`;
    shimUrl = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  }
  return shimUrl;
}

const looksLikeSpec = (x: unknown): boolean =>
  typeof x === "object" && x !== null && typeof (x as { name?: unknown }).name === "string" && typeof (x as { parse?: unknown }).parse === "function" && "game" in x;

/** What the page shows of the families loaded: names, usage, and their views' example starts. */
function summaries(families: readonly Family[]): GamesReply["families"] {
  return families.map((f) => ({
    name: f.name,
    usage: f.usage,
    summary: f.summary,
    examples: (f.view?.examples ?? []).map((e) => ({ label: e.label, expression: e.expression, ...(e.compound ? { compound: e.compound } : {}) })),
  }));
}

/**
 * Loads the families a module exports (records from defineFamily, or the specs it takes).
 * Returns the reply, and the families when they replace the ones loaded before.
 */
export async function loadGames(req: Extract<Request, { kind: "games" }>, loaded: readonly Family[]): Promise<{ reply: GamesReply; families?: Family[] }> {
  const fail = (error: string) => ({ reply: { kind: "games" as const, id: req.id, families: summaries(loaded), error } });
  const source = req.source.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(["'])(?:sprague-grundy|grundy)\2/g, (_m, head: string, q: string) => `${head}${q}${shim()}${q}`);
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  let mod: Record<string, unknown>;
  try {
    mod = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
  } catch (e) {
    return fail(`${req.name}: the module failed to load: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
  } finally {
    URL.revokeObjectURL(url);
  }
  const found: Family[] = [];
  for (const [name, value] of Object.entries(mod)) {
    for (const x of Array.isArray(value) ? value : [value]) {
      if (isFamily(x)) found.push(x);
      else if (looksLikeSpec(x)) {
        try {
          found.push(library.defineFamily(x as library.FamilySpec<unknown>));
        } catch (e) {
          return fail(`${req.name}: export ${name}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
  }
  if (found.length === 0) return fail(`${req.name} exports no game family (export defineFamily({ name, usage, game, parse, print }) or such an object)`);
  try {
    new Registry(found);
  } catch (e) {
    if (e instanceof GrundyError) return fail(`${req.name}: ${e.message}`);
    throw e;
  }
  const families = [...new Set(found)];
  return { reply: { kind: "games", id: req.id, families: summaries(families) }, families };
}
