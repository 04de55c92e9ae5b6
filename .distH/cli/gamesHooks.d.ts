export declare function initialize(data: {
    root: string;
}): void;
export declare function resolve(specifier: string, context: unknown, next: (specifier: string, context: unknown) => Promise<unknown>): Promise<unknown>;
