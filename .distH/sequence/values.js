/** The largest count a sequence method accepts (values for heaps 0 … count − 1). */
export const MAX_SEQUENCE_LENGTH = 2 ** 31 - 2;
//# sourceMappingURL=values.js.map