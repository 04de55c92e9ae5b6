export function PlayPage() {
  return <p>Play</p>;
}
