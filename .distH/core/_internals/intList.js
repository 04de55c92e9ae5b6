/** A list of integers (positions) that grows as needed: the one buffer of the loopy engine and the retrograde core. */
export class IntList {
    items = new Int32Array(1024);
    length = 0;
    push(x) {
        if (this.length === this.items.length) {
            const bigger = new Int32Array(this.items.length * 2);
            bigger.set(this.items);
            this.items = bigger;
        }
        this.items[this.length++] = x;
    }
    /** The items, as a view (no copy: valid until the next push). */
    view() {
        return this.items.subarray(0, this.length);
    }
    /** The items, copied. */
    toArray() {
        return this.items.slice(0, this.length);
    }
}
//# sourceMappingURL=intList.js.map