import type { Analysis } from "./analyze.js";

/**
 * The analysis as text for people: the verdict, each component's deciding value, and the
 * moves (`from -> to`).
 */
export function formatAnalysis(a: Analysis): string {
  const lines: string[] = [];
  const who = a.winner === "first" ? "the player to move wins" : "the player to move loses";
  const rule =
    a.compound === "sum"
      ? a.play === "misere"
        ? "disjunctive sum, misère play"
        : "disjunctive sum"
      : a.compound === "every"
        ? "continued conjunctive compound (Every-SG)"
        : a.compound === "conjunctive"
          ? "conjunctive compound"
          : "selective compound";
  lines.push(`${a.expression}`);
  lines.push(`${a.outcome}: ${who} (${rule})`);
  const width = Math.max(...a.components.map((c) => c.text.length));
  for (const c of a.components) {
    const parts: string[] = [];
    if (c.grundy !== undefined) parts.push(`G = ${c.grundy}`);
    if (c.remoteness !== undefined) parts.push(`remoteness ${c.remoteness}`);
    if (c.suspense !== undefined) parts.push(`suspense ${c.suspense}`);
    if (c.outcome !== undefined) parts.push(c.outcome);
    lines.push(`  ${c.text.padEnd(width)}  ${parts.join("  ")}`);
  }
  if (a.value) lines.push(`${a.value.name}: ${a.value.value}`);
  if (a.winningMoves) {
    if (a.winningMoves.length === 0) lines.push(a.outcome === "N" ? `winning moves: ${a.movesNote ? `out of reach (${a.movesNote})` : "(none found)"}` : "winning moves: none");
    else {
      lines.push(`winning moves${a.movesComplete ? "" : " (not all listed)"}:`);
      for (const m of a.winningMoves) lines.push(`  ${m.from} -> ${m.to}`);
    }
  }
  if (a.move) {
    if (a.move.length === 0) lines.push("move: none (no move is possible)");
    else {
      lines.push(a.outcome === "N" ? "winning move (in each component):" : "best defence (in each component):");
      for (const m of a.move) lines.push(`  ${m.from} -> ${m.to}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The analysis as JSON (the documented, stable shape of {@link Analysis}). */
export function analysisJson(a: Analysis): string {
  return `${JSON.stringify(a, null, 2)}\n`;
}
