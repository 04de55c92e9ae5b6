// The game in the address: `#play=nim(3,5,7)&moves=nim(1,5,7)|nim(1,5,4)&first=computer`.
// Reloading the page or opening the link restores the same game, position and history.
import { isCompoundKind } from "sprague-grundy";
import type { GameConfig, Level, PlayRule } from "./protocol.ts";

export interface HashState {
  config: Partial<GameConfig> & { expr?: string };
  moves: string[];
}

/** Encodes a value for the hash, keeping the characters of the expression language readable. */
function enc(s: string): string {
  return encodeURIComponent(s.replace(/ \+ /g, "+")).replace(/%2C/g, ",").replace(/%3B/g, ";").replace(/%2B/g, "+").replace(/%7B/g, "{").replace(/%7D/g, "}").replace(/%5E/g, "^");
}

function dec(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const LEVELS = new Set(["perfect", "random"]);

/** Reads `#play=…&moves=…` (a bare `#play` or an empty hash gives no game). */
export function readHash(hash: string): HashState {
  const out: HashState = { config: {}, moves: [] };
  const body = hash.replace(/^#/, "");
  for (const pair of body.split("&")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const key = pair.slice(0, at);
    const value = dec(pair.slice(at + 1));
    switch (key) {
      case "play":
        if (value.trim()) out.config.expr = value;
        break;
      case "moves":
        out.moves = pair
          .slice(at + 1)
          .split("|")
          .map(dec)
          .filter((m) => m.trim() !== "");
        break;
      case "first":
        if (value === "computer" || value === "you") out.config.first = value;
        break;
      case "level": {
        const n = Number(value);
        if (LEVELS.has(value)) out.config.level = value as Level;
        else if (Number.isInteger(n) && n >= 0 && n <= 10) out.config.level = n;
        break;
      }
      case "rule":
        if (value === "misere" || value === "normal") out.config.play = value as PlayRule;
        break;
      case "compound":
        if (isCompoundKind(value)) out.config.compound = value;
        break;
    }
  }
  return out;
}

/** Writes the game as a hash; options at their defaults are left out. */
export function writeHash(config: GameConfig, moves: readonly string[]): string {
  const parts = [`play=${enc(config.expr)}`];
  if (config.compound !== "sum") parts.push(`compound=${config.compound}`);
  if (config.play !== "normal") parts.push(`rule=${config.play}`);
  if (config.first !== "you") parts.push(`first=${config.first}`);
  if (config.level !== "perfect") parts.push(`level=${config.level}`);
  if (moves.length > 0) parts.push(`moves=${moves.map((m) => enc(m).replace(/\|/g, "%7C")).join("|")}`);
  return `#${parts.join("&")}`;
}
