// The value history (GamesmanUni's "visual value history"): for each position of the game so
// far, who was winning with best play and how long the game then lasts (its remoteness or
// suspense), drawn as a chart — the person's wins above the middle line, the computer's
// below, draws on it — with the turning point marked, so a player sees where the game turned.
import type { Player, Snapshot, ValuePoint } from "./protocol.ts";

function winnerAt(v: ValuePoint): Player | undefined {
  if (v.outcome === undefined || v.outcome === "D") return undefined;
  return v.outcome === "N" ? v.toMove : v.toMove === "first" ? "second" : "first";
}

/** The chart's geometry: a column per position (narrower as the game grows, so that the whole game fits), the middle line halfway down. */
const WIDEST_STEP = 26;
const NARROWEST_STEP = 8;
/** The room the columns share before they narrow (the side panel's width, less the labels). */
const ROOM = 280;
const LEFT = 62;
const HEIGHT = 150;
const MID = 72;
const REACH = 54;

export function ValueStrip({ snap, human }: { snap: Snapshot; human: Player }) {
  const points = snap.timeline;
  const lasts = points.map((v) => v.remoteness ?? v.suspense);
  const most = lasts.reduce<number>((m, n) => Math.max(m, n ?? 0), 1);
  const step = Math.max(NARROWEST_STEP, Math.min(WIDEST_STEP, ROOM / Math.max(points.length, 1)));
  // labels that would overlap are thinned: every k-th move number, the values only where there is room
  const every = Math.ceil(16 / step);
  const roomy = step >= 18;
  const width = LEFT + step * Math.max(points.length, 8);
  const xOf = (k: number) => LEFT + step * k + step / 2;
  const rows = points.map((v, k) => rowOf(snap, human, lasts, most, v, k));
  const line = rows
    .filter((r) => r.cls !== "unknown")
    .map((r) => `${xOf(r.k)},${r.y.toFixed(1)}`)
    .join(" ");
  const turn = rows.find((r) => r.turned);
  return (
    <section class="value-strip" aria-label="Who was winning, move by move">
      <h3>Who was winning</h3>
      <figure class="vvh-scroll" aria-label="The value history: one point per position">
        <svg class="vvh" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} style={width <= LEFT + 2 * ROOM ? { maxWidth: "100%", height: "auto" } : undefined}>
          <title>Who was winning, position by position: above the line you, below it the computer</title>
          <rect class="vvh-you" x={LEFT} y={MID - REACH - 8} width={width - LEFT} height={REACH + 8} />
          <rect class="vvh-them" x={LEFT} y={MID} width={width - LEFT} height={REACH + 8} />
          <text class="vvh-side" x={4} y={MID - REACH + 4}>
            you win
          </text>
          <text class="vvh-side" x={4} y={MID + REACH}>
            computer
          </text>
          <text class="vvh-side" x={4} y={MID + 4}>
            draw
          </text>
          <line class="vvh-mid" x1={LEFT} x2={width} y1={MID} y2={MID} />
          {turn && <line class="vvh-turn" x1={xOf(turn.k) - step / 2} x2={xOf(turn.k) - step / 2} y1={MID - REACH - 8} y2={MID + REACH + 8} />}
          {line && <polyline class="vvh-line" points={line} />}
          {rows.map((r) => (
            <g class={`vcell ${r.cls}${r.turned ? " turned" : ""}`} aria-label={r.text}>
              <title>{r.text}</title>
              {r.turned && <circle class="vvh-ring" cx={xOf(r.k)} cy={r.y} r={9} />}
              <circle class={`vvh-dot${r.exact ? "" : " approx"}`} cx={xOf(r.k)} cy={r.y} r={5} />
              {r.n !== undefined && r.cls !== "draw" && (roomy || r.turned || r.k === rows.length - 1) && (
                <text class="vvh-num" x={xOf(r.k)} y={r.y + (r.cls === "them" ? 16 : -9)}>
                  {r.n}
                </text>
              )}
              {r.cls === "draw" && (
                <text class="vvh-num" x={xOf(r.k)} y={r.y - 9}>
                  =
                </text>
              )}
              {(r.k % every === 0 || r.k === rows.length - 1) && (
                <text class="vvh-k" x={xOf(r.k)} y={HEIGHT - 4}>
                  {r.k}
                </text>
              )}
            </g>
          ))}
        </svg>
      </figure>
      <HowToRead />
    </section>
  );
}

/** One position's point: its height, its number, its words, its class, whether the game turned there. */
function rowOf(snap: Snapshot, human: Player, lasts: readonly (number | undefined)[], most: number, v: ValuePoint, k: number) {
  const points = snap.timeline;
  const name = (p: Player) => (p === human ? "you" : "the computer");
  const w = winnerAt(v);
  const prev = k > 0 ? winnerAt(points[k - 1]!) : undefined;
  const turned = k > 0 && w !== undefined && prev !== undefined && w !== prev;
  const n = lasts[k];
  // above the line when the person wins, below when the computer does; on it for a draw or an unknown value
  const side = w === undefined ? 0 : w === human ? 1 : -1;
  const height = n !== undefined ? Math.max(n, 0.35) / most : 0.5;
  const y = MID - side * height * REACH;
  const move = k === 0 ? "Start" : `After move ${k} (${name(snap.history[k - 1]!.by)})`;
  const how =
    v.outcome === "D"
      ? "a draw with best play"
      : w === undefined
        ? "out of the engine's reach"
        : `${name(w)} ${w === human ? "win" : "wins"} with best play${n !== undefined ? `, ${n} more move${n === 1 ? "" : "s"}` : ""}`;
  const text = `${move}: ${how}${v.grundy !== undefined ? ` (value ${v.grundy})` : ""}${turned ? ". The game turned here." : ""}`;
  const cls = v.outcome === "D" ? "draw" : w === undefined ? "unknown" : w === human ? "you" : "them";
  return { k, y, n, text, cls, turned, exact: n !== undefined };
}

function HowToRead() {
  return (
    <details class="muted small">
      <summary>How to read it</summary>
      One point per position (0 = the start; the numbers along the bottom are moves made). Above the line: you could force a win from there; below: the computer could; on the line:
      a draw (loopy games) or a value out of the engine's reach. The height and the number are how many moves the game lasts with best play (remoteness), so a point near the line
      means the game is nearly over. A <span class="turned-key">ring</span> and a dashed line mark where the game turned.
    </details>
  );
}
