// The position type of a token on a digraph, apart from the record so that the view can name it.
/** A token on vertex `v` of a finite digraph; `out[u]` lists u's successors (each once, ascending). */
export interface DigraphPosition {
  readonly out: readonly (readonly number[])[];
  readonly v: number;
}
