import { existsSync } from "node:fs";
import { register } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { GrundyError } from "../errors.js";
import { defineFamily, isFamily } from "../games/defineFamily.js";
import type { Family, FamilySpec } from "../games/family.js";

let hooked = false;

/**
 * Lets a games file `import … from "sprague-grundy"` wherever it lives: the specifier resolves to
 * this copy of the library (a module resolve hook), so no install next to the file is needed.
 */
function hookGrundyImports(): void {
  if (hooked) return;
  hooked = true;
  register(new URL("./gamesHooks.js", import.meta.url), { data: { root: libraryRoot() } });
}

/**
 * The folder of the library's entry points that this program runs on: in the bundle
 * (dist/bundle/, scripts/bundle.mjs), its own copies beside its chunks, so that a games file
 * shares the program's modules (an `InputError` it throws is the program's InputError);
 * in tsc's files (dist/cli/), dist/.
 */
function libraryRoot(): string {
  const bundled = existsSync(fileURLToPath(new URL("./index.js", import.meta.url)));
  return new URL(bundled ? "./" : "../", import.meta.url).href;
}

const looksLikeSpec = (x: unknown): x is FamilySpec<unknown> =>
  typeof x === "object" && x !== null && typeof (x as FamilySpec<unknown>).name === "string" && typeof (x as FamilySpec<unknown>).parse === "function" && "game" in x;

/**
 * Loads the game families a module exports, for `--games file.mjs`: every export made by
 * `defineFamily` (or an object with name, usage, game, parse, print, which is passed to
 * it), arrays of them included.
 *
 * @param file - the module's path
 * @returns its families, in export order
 * @throws GrundyError (one line) when the file is missing, cannot be loaded, throws, or exports no family
 */
export async function loadGames(file: string): Promise<Family[]> {
  const path = resolve(file);
  if (!existsSync(path)) throw new GrundyError(`--games: no such file: ${file}`);
  hookGrundyImports();
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (e) {
    const message = e instanceof Error ? e.message.split("\n")[0] : String(e);
    throw new GrundyError(`--games ${file}: the module failed to load: ${message}`);
  }
  // the lab reads a module's exports the same way (web/src/play/engine/userGames.ts): it reaches only
  // the package's entry points, so the loop is written there again rather than exported as API
  const families: Family[] = [];
  for (const [name, value] of Object.entries(mod)) {
    for (const x of Array.isArray(value) ? value : [value]) {
      if (isFamily(x)) families.push(x);
      else if (looksLikeSpec(x)) {
        try {
          families.push(defineFamily(x));
        } catch (e) {
          throw new GrundyError(`--games ${file}: export ${name}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
  }
  if (families.length === 0) {
    throw new GrundyError(`--games ${file}: exports no game family (export defineFamily({ name, usage, game, parse, print }) or such an object)`);
  }
  return [...new Set(families)];
}
