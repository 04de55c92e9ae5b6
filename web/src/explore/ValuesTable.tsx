// The sequence explorer's table of values, a page at a time, and its heap number fields.
import { maskParity, type SequenceReport } from "sprague-grundy/sequence";

export const ROWS = 25;
export const PER_ROW = 20;
export const PAGE = ROWS * PER_ROW;

/** One page of values, 20 a row as `grundy seq` prints them; rare values and the period marked. */
export function ValuesTable({ report, first }: { report: SequenceReport; first: number }) {
  const { values, rare, period } = report;
  const rows: number[] = [];
  for (let n = first; n < Math.min(values.length, first + PAGE); n += PER_ROW) rows.push(n);
  return (
    <table class="values">
      <caption class="visually-hidden">Grundy values G(n); a row starts at the heap in its first column</caption>
      <thead>
        <tr>
          <th scope="col">n</th>
          {Array.from({ length: PER_ROW }, (_, i) => (
            <th scope="col" key={i}>
              +{i}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r}>
            <th scope="row">{r.toLocaleString("en-US")}</th>
            {Array.from({ length: PER_ROW }, (_, i) => {
              const n = r + i;
              if (n >= values.length) return <td key={i} />;
              const v = values[n]!;
              const cls = [maskParity(v, rare.mask) === 0 ? "rare" : "", period && n >= period.preperiod ? "periodic" : ""].filter(Boolean).join(" ");
              return (
                <td key={i} class={cls || undefined} title={`G(${n}) = ${v}`}>
                  {v}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A labelled heap number of the chart's range (0 … last): what is typed, kept within lo … hi. */
export function HeapInput(props: { label: string; value: number; last: number; lo: number; hi: number; onValue: (v: number) => void }) {
  const { label, value, last, lo, hi, onValue } = props;
  return (
    <label>
      {label}{" "}
      <input
        type="number"
        class="medium"
        min={0}
        max={last}
        value={value}
        onChange={(e) => onValue(Math.max(lo, Math.min(hi, Number((e.currentTarget as HTMLInputElement).value) || 0)))}
      />
    </label>
  );
}
