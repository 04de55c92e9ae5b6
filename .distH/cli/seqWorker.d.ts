/** A job: which game, how far, by which method. */
export interface SeqJob {
    index: number;
    code: string;
    to?: number;
    method: "sparse" | "naive";
}
