// Moves coloured by their value for the player who makes them, as GamesmanUni does: green
// wins, red loses; the shade says how long the game lasts with best play (dark: soon).

export interface Valued {
  wins?: boolean;
  /** Loopy games: the move keeps a draw (amber). */
  draws?: boolean;
  remoteness?: number;
  suspense?: number;
}

/** How long the game lasts after the move with best play (remoteness or suspense), if known. */
export const lastsFor = (v: Valued): number | undefined => v.remoteness ?? v.suspense;

/** A background for a move, or undefined when moves are not coloured. */
export function shade(v: Valued, on: boolean): string | undefined {
  if (!on) return undefined;
  if (v.draws) return "hsl(45 95% 58%)";
  if (v.wins === undefined) return "#c9c9c9";
  const n = lastsFor(v);
  const light = n === undefined ? 42 : 30 + Math.min(n, 16) * 2.6;
  return v.wins ? `hsl(135 55% ${light}%)` : `hsl(2 72% ${light + 8}%)`;
}

/** The colour of text on that background. */
export function ink(v: Valued, on: boolean): string | undefined {
  if (on && v.draws) return "#111";
  if (!on || v.wins === undefined) return undefined;
  const n = lastsFor(v);
  return n !== undefined && n > 8 ? "#111" : "#fff";
}

/** The small label on a coloured move: the number of moves left with best play. */
export function label(v: Valued, on: boolean): string {
  if (!on) return "";
  if (v.draws) return "=";
  const n = lastsFor(v);
  return n === undefined ? "" : String(n);
}

/** Words for the value (tooltips and screen readers). */
export function describe(v: Valued, on: boolean): string {
  if (on && v.draws) return "keeps the draw (neither side can then force a win)";
  if (!on || v.wins === undefined) return "";
  const n = lastsFor(v);
  if (v.wins) return n === undefined ? "wins" : `wins (then ${n} more move${n === 1 ? "" : "s"} with best play)`;
  return n === undefined ? "loses against best play" : `loses against best play (the game can last ${n} more move${n === 1 ? "" : "s"})`;
}
