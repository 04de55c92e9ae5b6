// Coins in a row, heads or tails: the row as it stands, and each option as a button showing
// the coins it turns over (a move may turn several, so a coin alone cannot name it).
import { label } from "../colour.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, valueWords } from "./props.ts";

const face = (heads: boolean): string => (heads ? "H" : "T");

export function CoinsBoard(p: KindProps<"coins">) {
  const { coins } = p.board;
  const options = optionsOfKind(p.comp, "coins");
  return (
    <fieldset class={boardClass("coins", p)} aria-label={`coins: ${coins.map(face).join("")}`}>
      <div class="coin-row" role="img" aria-label={`the coins, from 1: ${coins.map((c) => (c ? "heads" : "tails")).join(", ")}`}>
        {coins.map((c, i) => (
          <span class={`coin ${c ? "heads" : "tails"}`} title={`coin ${i + 1}: ${c ? "heads" : "tails"}`}>
            {face(c)}
          </span>
        ))}
      </div>
      {p.comp.ended ? (
        <p class="muted">No move left here.</p>
      ) : (
        <ul class="option-list coin-moves">
          {options.map(({ option: o, board }) => {
            const turned = board.coins.flatMap((c, i) => (c !== coins[i] ? [i + 1] : []));
            const what = `turn over coin${turned.length === 1 ? "" : "s"} ${turned.join(", ")}`;
            return (
              <li>
                <button
                  type="button"
                  {...optionStyle(o, p)}
                  disabled={p.disabled}
                  aria-label={`${what}${valueWords(o, p)}`}
                  title={`${what}${valueWords(o, p)}`}
                  onClick={() => p.onPick(o)}
                >
                  <span class="opt-text coin-row">
                    {board.coins.map((c, i) => (
                      <span class={`coin small ${c ? "heads" : "tails"}${c !== coins[i] ? " turned" : ""}`}>{face(c)}</span>
                    ))}
                  </span>
                  {label(o, p.colours) && <span class="opt-num">{label(o, p.colours)}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
