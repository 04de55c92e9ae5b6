/** A readable version of any value for an error message (strings as they are). */
export declare function describeValue(value: unknown): string;
