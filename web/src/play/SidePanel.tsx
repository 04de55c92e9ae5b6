// Beside the game: who was winning move by move, how to read the colours, the moves made.
import { compoundKind } from "sprague-grundy";
import type { GameConfig, Player, Snapshot } from "./protocol.ts";
import { arrows } from "./Status.tsx";
import { ValueStrip } from "./ValueStrip.tsx";

function Legend({ config, perComponent }: { config: GameConfig; perComponent: boolean }) {
  const kind = compoundKind(config.compound);
  return (
    <section class="legend" aria-label="How to read the colours">
      <p class="legend-line">
        <span class="swatch win" /> wins <span class="swatch lose" /> loses <span class="swatch draw" /> = draw · darker: the game ends sooner · the number on a move: moves left
        with best play
      </p>
      <details>
        <summary>How to read the colours</summary>
        <p>
          <span class="swatch win" /> <b>green</b>: a winning move — after it, your opponent loses whatever they do, if you keep playing well.
        </p>
        <p>
          <span class="swatch lose" /> <b>red</b>: a losing move — a perfect opponent can win after it.
        </p>
        <p>
          <span class="swatch draw" /> <b>amber (=)</b>: in a loopy game (one whose positions can come back), a move that keeps a draw — neither side can then force a win.
        </p>
        <p>
          The number is how many moves the game still lasts with best play (the winner hurries, the loser stalls); darker means sooner. Turn colours off for a fair game, and use
          Hint when stuck.
        </p>
        {perComponent && (
          <p>
            Here you move in {kind.moves === "unfinished" ? "every unfinished game" : "every game"} at once, so each game's moves are coloured by that game alone (the number: how
            long it lasts).{" "}
            {kind.measure === "suspense"
              ? "The game that lasts longest decides who makes the last move: win that one, hurry in the games you win and stall in those you lose."
              : "The game that ends first decides: win the shortest one."}{" "}
            The line under the boards gives the value of your whole move before you play it.
          </p>
        )}
      </details>
    </section>
  );
}

export function SidePanel({ snap, human, config, perComponent }: { snap: Snapshot; human: Player; config: GameConfig; perComponent: boolean }) {
  const mistake = snap.mistakes[human];
  return (
    <aside class="game-side">
      <ValueStrip snap={snap} human={human} />
      <Legend config={config} perComponent={perComponent} />
      <section class="moves-made" aria-label="Moves made">
        <h3>Moves</h3>
        {snap.history.length === 0 ? (
          <p class="muted">None yet.</p>
        ) : (
          <ol>
            {snap.history.map((h, k) => (
              <li class={k === mistake ? "mistake" : ""}>
                <b>{h.by === human ? "you" : "computer"}</b>: <code title={arrows(h.text)}>{h.brief ?? arrows(h.text)}</code>
              </li>
            ))}
          </ol>
        )}
      </section>
    </aside>
  );
}
