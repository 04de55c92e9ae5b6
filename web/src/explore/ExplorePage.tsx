export function ExplorePage() {
  return <p>Explore</p>;
}
