// grundy pattern's one-variable detectors over 10^6 values: findLaw1 on a periodic, an
// arithmetic-periodic and a lawless sequence, each against one plain pass over the values
// (summing them) measured in the same run: the floor any detector reading every value meets.
import { findLaw1 } from "../src/pattern/findLaw1.js";
import { describeLaw1 } from "../src/pattern/law1.js";
import { table, timed } from "./_util.js";

const N = 1_000_000;

function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>>= 0);
  };
}

function sequences(): [string, Uint32Array][] {
  const rand = xorshift(12345);
  const head = Array.from({ length: 6000 }, () => rand() % 1000);
  const periodic = Uint32Array.from({ length: N }, (_, n) => (n < 5000 ? head[n]! : head[5000 + ((n - 5000) % 997)]!));
  const arithmetic = Uint32Array.from({ length: N }, (_, n) => head[n % 13]! + 8 * Math.floor(n / 13));
  const lawless = Uint32Array.from({ length: N }, () => rand() % 64);
  return [
    ["periodic, period 997 from n = 5000", periodic],
    ["arithmetic-periodic, period 13, saltus 8", arithmetic],
    ["no law (random values 0–63)", lawless],
  ];
}

export default async function run(): Promise<void> {
  const rows: (string | number)[][] = [["values", "law found", "seconds", "× one pass"]];
  for (const [name, values] of sequences()) {
    const pass = timed(() => values.reduce((a, b) => a + b, 0));
    const found = timed(() => findLaw1(values));
    rows.push([name, describeLaw1(found.result).split("\n")[0]!.slice(0, 60), found.seconds, found.seconds / pass.seconds]);
  }
  table(rows);
}
