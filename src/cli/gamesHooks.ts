// Module resolve hook registered by loadGames: `import "sprague-grundy"` (and its subpaths)
// in a user's games file resolves to this copy of the library, wherever the file is.
let root = "";

export function initialize(data: { root: string }): void {
  root = data.root;
}

const ENTRIES: Record<string, string> = {
  "sprague-grundy": "index.js",
  "sprague-grundy/sequence": "sequence/index.js",
  "sprague-grundy/misere": "misere/index.js",
  "sprague-grundy/judge": "judge/index.js",
  "sprague-grundy/plot": "plot/index.js",
};

export async function resolve(specifier: string, context: unknown, next: (specifier: string, context: unknown) => Promise<unknown>): Promise<unknown> {
  const entry = ENTRIES[specifier];
  if (entry !== undefined && root !== "") return { url: new URL(entry, root).href, shortCircuit: true, format: "module" };
  return next(specifier, context);
}
