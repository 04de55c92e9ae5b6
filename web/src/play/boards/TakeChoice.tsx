// The heaps board's choice of how many tokens a click takes (rules whose moves take runs from
// inside a row): one radio button a size.

export interface TakeChoiceProps {
  sizes: readonly number[];
  /** The size chosen. */
  take: number;
  setTake(size: number): void;
  /** Pins (the rows are of pins) or tokens, for the words. */
  pins: boolean;
  /** The board's number, so each board's radio buttons are a group of their own. */
  index: number;
}

/** The segmented control. */
export function TakeChoice(p: TakeChoiceProps) {
  return (
    <fieldset class="segmented">
      <legend>Take</legend>
      {p.sizes.map((s) => (
        <label>
          <input type="radio" name={`take-${p.index}`} checked={p.take === s} onChange={() => p.setTake(s)} /> {s}{" "}
          {p.pins ? (s === 1 ? "pin" : "pins side by side") : s === 1 ? "token" : "tokens in a row"}
        </label>
      ))}
    </fieldset>
  );
}
