// Which page of the lab a URL's hash belongs to: #explore… is Explore's, anything else Play's.
// The shell shows that page, and a page writes its state into the URL only while it is its own.

export type Page = "play" | "explore";

export const pageOfHash = (hash: string): Page => (hash.startsWith("#explore") ? "explore" : "play");
