// A graph on the ground as a tree, for drawing it (the lab's graph board and `grundy play`'s
// terminal drawing share it): each vertex's distance from the ground, and its column among
// the leaves, each vertex over the middle of the ones it holds up.

/** What {@link groundTree} gives: depths (−1 where the ground does not reach), columns in leaf slots, and how many leaves took a slot. */
export interface GroundTree {
  readonly depth: Int32Array;
  readonly x: Float64Array;
  readonly leaves: number;
}

/**
 * The breadth-first tree of the graph from the ground (neighbours in increasing order, loops
 * ignored), then its leaves in depth-first order side by side in slots 0, 1, …, and every other
 * vertex over the middle of its first and last child. Iterative: no recursion, whatever the depth.
 */
export function groundTree(vertices: number, edges: readonly (readonly [number, number])[], ground: number): GroundTree {
  const next: number[][] = Array.from({ length: vertices }, () => []);
  for (const [u, v] of edges) {
    if (u === v) continue;
    next[u]?.push(v);
    next[v]?.push(u);
  }
  for (const list of next) list.sort((a, b) => a - b);
  const depth = new Int32Array(vertices).fill(-1);
  const children: number[][] = Array.from({ length: vertices }, () => []);
  const queue = [ground];
  depth[ground] = 0;
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i]!;
    for (const b of next[a]!) {
      if (depth[b] !== -1) continue;
      depth[b] = depth[a]! + 1;
      children[a]!.push(b);
      queue.push(b);
    }
  }
  const x = new Float64Array(vertices);
  let leaves = 0;
  const stack: [number, number][] = [[ground, 0]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const [v, k] = top;
    const kids = children[v]!;
    if (k < kids.length) {
      top[1]++;
      stack.push([kids[k]!, 0]);
      continue;
    }
    stack.pop();
    if (v !== ground) x[v] = kids.length === 0 ? leaves++ : (x[kids[0]!]! + x[kids[kids.length - 1]!]!) / 2;
  }
  return { depth, x, leaves };
}
