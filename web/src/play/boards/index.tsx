// The board of one component, chosen by its kind (the family's view says which), or its
// options as a list when it has none or is too large to draw.
import type { Board } from "../protocol.ts";
import { BarsBoard } from "./Bars.tsx";
import { CellsBoard } from "./Cells.tsx";
import { CoinGridBoard } from "./CoinGrid.tsx";
import { CoinsBoard } from "./Coins.tsx";
import { DiagramBoard } from "./Diagram.tsx";
import { GraphBoard } from "./Graph.tsx";
import { HeapsBoard } from "./Heaps.tsx";
import { OptionList } from "./OptionList.tsx";
import type { BoardProps } from "./props.ts";
import { QueenBoard } from "./Queen.tsx";

export { OptionList };
export type { BoardProps };

/** Whether a board is small enough to draw (else its moves are a list of buttons). */
export function fits(board: Board | null | undefined): board is Board {
  if (!board) return false;
  switch (board.kind) {
    case "queen":
      return board.x <= 40 && board.y <= 40;
    case "bars":
      return Math.max(board.a, board.b) <= 1e6;
    case "cells":
      return board.columns <= 40 && board.rows * board.columns <= 400;
    case "heaps":
      return board.heaps.length <= 12 && board.heaps.every((h) => h <= 40);
    case "diagram":
      return board.rows.length <= 20 && (board.rows[0] ?? 0) <= 30;
    case "coins":
      return board.coins.length <= 40;
    case "coinGrid":
      return board.rows <= 16 && board.columns <= 16;
    case "graph":
      return board.vertices <= 30;
  }
}

/** The board of one component, or its options as buttons when it has none. */
export function BoardView(p: BoardProps) {
  const board = p.comp.board;
  // a bar cut into more pieces than can be told apart is a list too
  if (!fits(board) || (board.kind === "bars" && p.comp.options.length > 40)) return <OptionList {...p} />;
  // options the view cannot draw (or draws on another kind of board) are buttons in a list
  if (p.comp.options.length > 0 && !p.comp.options.some((o) => o.board?.kind === board.kind)) return <OptionList {...p} />;
  switch (board.kind) {
    case "queen":
      return <QueenBoard {...p} board={board} />;
    case "bars":
      return <BarsBoard {...p} board={board} />;
    case "cells":
      return <CellsBoard {...p} board={board} />;
    case "heaps":
      return <HeapsBoard {...p} board={board} />;
    case "diagram":
      return <DiagramBoard {...p} board={board} />;
    case "coins":
      return <CoinsBoard {...p} board={board} />;
    case "coinGrid":
      return <CoinGridBoard {...p} board={board} />;
    case "graph":
      return <GraphBoard {...p} board={board} />;
  }
}
