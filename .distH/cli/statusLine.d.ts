/** A one-line status on stderr, on a terminal only, redrawn at most every 100 ms. */
export declare class Status {
    private last;
    private shown;
    /** Shows `text`; unless `force`, only when the last line is 100 ms old. */
    update(text: string, force?: boolean): void;
    clear(): void;
}
