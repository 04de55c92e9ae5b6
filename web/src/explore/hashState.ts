// The Explore page's state in the URL: `#explore=<view>&key=value…`, so a link keeps what
// is on the screen (`#explore=seq&code=0.6&to=1000`, `#explore=map&game=<name>&size=1024`).
import { FAMILIES } from "sprague-grundy";
import { pageOfHash } from "../pageOfHash.ts";

/** The sections of the Explore page. */
export type ExploreView = "map" | "seq" | "misere" | "analyze" | "laws";

export const VIEWS: readonly { view: ExploreView; label: string }[] = [
  { view: "map", label: "Heat maps" },
  { view: "seq", label: "Grundy sequences" },
  { view: "misere", label: "Misère quotients" },
  { view: "analyze", label: "Analyse a position" },
  { view: "laws", label: "Laws" },
];

/** Other words for the views in a link (British -yse is read as -yze by {@link spelling}). */
const SPELLINGS: Readonly<Record<string, ExploreView>> = {
  analysis: "analyze",
  heatmap: "map",
  heatmaps: "map",
  law: "laws",
  pattern: "laws",
  misère: "misere",
  quotient: "misere",
  sequence: "seq",
  sequences: "seq",
};

/**
 * A section's name as compared: case, spaces, "_" and "-" ignored, and British -yse read as
 * American -yze (the tab says "Analyse a position", the view's key is "analyze").
 */
const spelling = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "")
    .replace(/yse/g, "yze");

/**
 * The view and its parameters read from a hash such as `#explore=seq&code=0.6`; `unknown`:
 * the section a link asked for when it is none of them (the heat map is shown, with a notice).
 */
export function readExploreHash(hash: string = location.hash): { view: ExploreView; params: URLSearchParams; unknown?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const asked = params.get("explore") ?? "";
  const key = spelling(asked);
  // a view by its key, its tab's words ("Analyse a position", "analyze a position") or another word
  const view = VIEWS.find((v) => v.view === key || spelling(v.label) === key)?.view ?? SPELLINGS[key];
  params.delete("explore");
  if (view) return { view, params };
  // a game with a map by its name (`#explore=<name>`): its heat map
  const game = FAMILIES.find((f) => f.grid !== undefined && spelling(f.name) === key);
  if (game) {
    params.set("game", game.name);
    return { view: "map", params };
  }
  return asked === "" ? { view: "map", params } : { view: "map", params, unknown: asked };
}

/** The hash of a view with its parameters (empty values left out). */
export function exploreHash(view: ExploreView, params: Record<string, string | number | undefined> = {}): string {
  const out = new URLSearchParams({ explore: view });
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") out.set(k, String(v));
  // keep braces and commas readable in a shared link ({1,3,4}); they are safe in a fragment
  return `#${out.toString().replace(/%7B/gi, "{").replace(/%7D/gi, "}").replace(/%2C/gi, ",")}`;
}

/** Puts a view's state in the URL without adding a history entry or firing hashchange. */
export function writeExploreHash(view: ExploreView, params: Record<string, string | number | undefined>): void {
  const hash = exploreHash(view, params);
  // not while a link to another page has been followed and this page has yet to leave
  if (pageOfHash(location.hash) !== "explore") return;
  if (location.hash !== hash) history.replaceState(history.state, "", hash);
}

/** A natural number from a parameter, or the fallback when it is missing or not one. */
export function naturalParam(params: URLSearchParams, key: string, fallback: number): number {
  const text = params.get(key);
  if (text === null || !/^\d{1,9}$/.test(text)) return fallback;
  return Number(text);
}
