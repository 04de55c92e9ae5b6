/** The few styles the terminal player uses. */
export interface Paint {
    bold(s: string): string;
    dim(s: string): string;
    green(s: string): string;
    red(s: string): string;
    cyan(s: string): string;
    yellow(s: string): string;
}
/** Styles as escape codes. */
export declare const COLOURS: Paint;
/** No styles: plain text. */
export declare const PLAIN: Paint;
/** Visible length of a string that may hold colour codes. */
export declare const visible: (s: string) => number;
