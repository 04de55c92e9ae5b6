// A row of example inputs, each a button that takes it (the analyse box's and the Laws section's).

/** "Examples:" and a button for each; a click hands the example to `onPick`. */
export function ExampleRow({ examples, onPick }: { examples: readonly string[]; onPick: (example: string) => void }) {
  return (
    <p class="examples">
      Examples:{" "}
      {examples.map((x) => (
        <button type="button" class="link" key={x} onClick={() => onPick(x)}>
          {x}
        </button>
      ))}
    </p>
  );
}
