// A grid of coins, heads or tails. An option turns several coins over, so one coin alone
// cannot name it: the coins that go from heads to tails in some option are the first click
// (the corner that must be heads), and then each coin that completes that option is its
// button. Generic: the options are read from their boards (the coins that differ).
import { useEffect, useState } from "preact/hooks";
import { label } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, valueWords } from "./props.ts";

const at = (r: number, c: number): string => `${r},${c}`;

/** An option as the coins it turns: the one that went from heads to tails last (row-major), and the others. */
interface Turn {
  option: OptionView;
  /** The coin that must be heads: the last one turned from heads to tails. */
  lead: string;
  /** The other coins turned, and the one among them that names the option once the lead is chosen (the first). */
  mark: string;
  turned: [number, number][];
}

function turnsOf(p: KindProps<"coinGrid">): Turn[] {
  const had = new Set(p.board.heads.map(([r, c]) => at(r, c)));
  const out: Turn[] = [];
  for (const { option, board } of optionsOfKind(p.comp, "coinGrid")) {
    const now = new Set(board.heads.map(([r, c]) => at(r, c)));
    const turned: [number, number][] = [];
    for (let r = 0; r < p.board.rows; r++) for (let c = 0; c < p.board.columns; c++) if (had.has(at(r, c)) !== now.has(at(r, c))) turned.push([r, c]);
    const lead = [...turned].reverse().find(([r, c]) => had.has(at(r, c)));
    if (!lead) continue;
    const first = turned.find(([r, c]) => at(r, c) !== at(lead[0], lead[1]));
    out.push({ option, lead: at(lead[0], lead[1]), mark: first ? at(first[0], first[1]) : at(lead[0], lead[1]), turned });
  }
  return out;
}

export function CoinGridBoard(p: KindProps<"coinGrid">) {
  const { rows, columns } = p.board;
  const heads = new Set(p.board.heads.map(([r, c]) => at(r, c)));
  const turns = turnsOf(p);
  const leads = new Set(turns.map((t) => t.lead));
  const [lead, setLead] = useState<string | null>(null);
  const hinted = p.hint === undefined ? undefined : turns.find((t) => t.option.to === p.hint);
  useEffect(() => {
    if (hinted) setLead(hinted.lead);
  }, [p.hint, hinted?.lead]);
  const chosen = lead !== null && leads.has(lead) ? lead : null;
  // once a lead is chosen, each option with that lead is a button on its mark (the first coin it turns)
  const byMark = new Map<string, Turn>();
  if (chosen !== null) for (const t of turns) if (t.lead === chosen && !byMark.has(t.mark)) byMark.set(t.mark, t);
  const face = (r: number, c: number): string => (heads.has(at(r, c)) ? "H" : "T");
  const words = (r: number, c: number): string => `row ${r}, column ${c}: ${heads.has(at(r, c)) ? "heads" : "tails"}`;
  const what = (t: Turn): string => `turn over the coins at ${t.turned.map(([r, c]) => `(${r}, ${c})`).join(", ")}`;
  const cell = (r: number, c: number) => {
    const key = at(r, c);
    const t = byMark.get(key);
    if (t) {
      const o = t.option;
      return (
        <button
          type="button"
          {...optionStyle(o, p, "coin-cell")}
          disabled={p.disabled}
          aria-label={`${what(t)}${valueWords(o, p)}`}
          title={`${what(t)}${valueWords(o, p)}`}
          onClick={() => p.onPick(o)}
        >
          <span class={`coin small ${heads.has(key) ? "heads" : "tails"}`}>{face(r, c)}</span>
          {label(o, p.colours) && <span class="opt-num">{label(o, p.colours)}</span>}
        </button>
      );
    }
    if (leads.has(key)) {
      return (
        <button
          type="button"
          class={`coin-cell lead${chosen === key ? " chosen" : ""}`}
          disabled={p.disabled}
          aria-pressed={chosen === key}
          aria-label={`${words(r, c)}: turn it to tails (then pick the other corner)`}
          title={`${words(r, c)}: turn it to tails, then pick the other corner`}
          onClick={() => setLead(chosen === key ? null : key)}
        >
          <span class="coin heads">H</span>
        </button>
      );
    }
    return (
      <span class="coin-cell still" role="img" aria-label={words(r, c)}>
        <span class={`coin ${heads.has(key) ? "heads" : "tails"}`}>{face(r, c)}</span>
      </span>
    );
  };
  return (
    <fieldset class={boardClass("coinGrid", p)} aria-label={`grid of ${rows}×${columns} coins`}>
      <div class="coin-grid" style={{ gridTemplateColumns: `auto repeat(${columns}, auto)` }}>
        <span class="axis" />
        {Array.from({ length: columns }, (_, c) => (
          <span class="axis">{c}</span>
        ))}
        {Array.from({ length: rows }, (_, r) => [<span class="axis">{r}</span>, ...Array.from({ length: columns }, (_, c) => cell(r, c))])}
      </div>
      <p class="muted">
        {p.comp.ended
          ? "No move left here."
          : chosen === null
            ? "Pick a coin showing heads: it is turned to tails."
            : "Now pick the coin that completes the move (outlined); pick the first coin again to change it."}
      </p>
    </fieldset>
  );
}
