// The position type of a subtraction game with additions, apart from the record so that the view can name it.
/** A heap of n tokens (0 ≤ n ≤ max) with its rules: subtract s ∈ S, or add a ∈ A. */
export interface SubAddPosition {
  readonly n: bigint;
  readonly rules: SubAddRules;
}

/** The rules of a subtraction game with additions. */
export interface SubAddRules {
  /** The amounts a move may take, ascending. */
  readonly take: readonly bigint[];
  /** The amounts a move may put back, ascending. */
  readonly add: readonly bigint[];
  /** The largest heap allowed. */
  readonly max: bigint;
  /** `{…}; {…}; max`, as the call writes it (the key of the rules). */
  readonly text: string;
}
