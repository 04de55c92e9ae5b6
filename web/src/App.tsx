import { useEffect, useState } from "preact/hooks";
import { ExplorePage } from "./explore/ExplorePage.tsx";
import { PlayPage } from "./play/PlayPage.tsx";

type Tab = "play" | "explore";

function tabOfHash(): Tab {
  return location.hash.startsWith("#explore") ? "explore" : "play";
}

export function App() {
  const [tab, setTab] = useState<Tab>(tabOfHash());
  useEffect(() => {
    const on = () => setTab(tabOfHash());
    addEventListener("hashchange", on);
    return () => removeEventListener("hashchange", on);
  }, []);
  return (
    <main>
      <header>
        <h1>grundy lab</h1>
        <nav aria-label="Sections">
          <a href="#play" aria-current={tab === "play" ? "page" : undefined}>
            Play
          </a>
          <a href="#explore" aria-current={tab === "explore" ? "page" : undefined}>
            Explore
          </a>
        </nav>
      </header>
      <section>{tab === "play" ? <PlayPage /> : <ExplorePage />}</section>
    </main>
  );
}
