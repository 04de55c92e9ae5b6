// The values a law was found on, as they cross from the law worker to the page.
/** The values the law was found on, without what cannot cross to the page. */
export type LawValues =
  | { kind: "line"; variable: string; from: number; values: Int32Array; measure: string; of: "value" | "outcome" }
  | {
      kind: "table";
      variables: readonly [string, string];
      from: readonly [number, number];
      rows: number;
      cols: number;
      values: Int32Array;
      measure: string;
      of: "value" | "outcome";
    };
