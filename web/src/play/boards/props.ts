// What every board takes, and how an option button is coloured and labelled (shared by the
// boards of every kind and the list of moves).
import { describe, ink, shade } from "../colour.ts";
import type { Board, ComponentView, OptionView } from "../protocol.ts";

export interface BoardProps {
  comp: ComponentView;
  /** 1-based number of the component, for labels when there are several. */
  index: number;
  colours: boolean;
  /** The option the hint suggests in this component (its text), when the hint is shown. */
  hint?: string | undefined;
  /** The option chosen so far (compounds where a move is chosen game by game before it is played). */
  selected?: string | undefined;
  disabled: boolean;
  onPick(option: OptionView): void;
  /** The component's board at the start of the game: a board keeps that size as the game goes on. */
  start?: Board | null | undefined;
  /** Whether the board's marks (e.g. the P-positions) are shown. */
  showMarks?: boolean;
}

/** The board of one kind, with the props. */
export type KindProps<K extends Board["kind"]> = BoardProps & { board: Extract<Board, { kind: K }> };

/** The options whose board is of this kind, with it. */
export function optionsOfKind<K extends Board["kind"]>(comp: ComponentView, kind: K): { option: OptionView; board: Extract<Board, { kind: K }> }[] {
  return comp.options.flatMap((option) => (option.board?.kind === kind ? [{ option, board: option.board as Extract<Board, { kind: K }> }] : []));
}

/** The start's board when it is of the same kind (a board keeps its size), else undefined. */
export function startOfKind<K extends Board["kind"]>(p: BoardProps, kind: K): Extract<Board, { kind: K }> | undefined {
  return p.start?.kind === kind ? (p.start as Extract<Board, { kind: K }>) : undefined;
}

/** The props every option button shares: colour, class, state. */
export function optionStyle(o: OptionView, p: BoardProps, extra = "") {
  const bg = shade(o, p.colours);
  const fg = ink(o, p.colours);
  const cls = ["opt", extra, o.to === p.hint ? "hinted" : "", o.to === p.selected ? "chosen" : ""].filter(Boolean).join(" ");
  return { class: cls, style: { ...(bg ? { background: bg } : {}), ...(fg ? { color: fg } : {}) } };
}

/** The words after a button's label: its value, whether the hint suggests it, whether it is chosen. */
export function valueWords(o: OptionView, p: BoardProps): string {
  const words = describe(o, p.colours);
  return `${words ? `, ${words}` : ""}${o.to === p.hint ? ", suggested by the hint" : ""}${o.to === p.selected ? ", chosen" : ""}`;
}

/** The classes of a board's fieldset: its kind and its family (a board names no game itself). */
export const boardClass = (kind: Board["kind"], p: BoardProps, extra = ""): string => ["board-view", `kind-${kind}`, p.comp.family, extra].filter(Boolean).join(" ");
