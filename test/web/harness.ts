// Drives the built lab (dist/web, made by `npm run build`) in real Chromium (Debian's
// `chromium`, via playwright-core). Every page records console errors and uncaught
// exceptions; `finish` fails the test on any. Each test file gets a fresh browser context. The pages
// of one lab share one browser context (the lab keeps nothing in storage, cookies or caches of its
// own), so that a new page reuses the renderer and its compiled scripts: a fresh context a page
// cost most of a second of CPU. The files run in one worker share one Chromium (workerBrowser). A
// page opened in a test is closed when the test ends. Screenshots go to
// test-results/web/ when SHOTS is set (`SHOTS=1 npx vitest run test/web/play.test.ts`): they check
// nothing, and a full-page screenshot costs most of a second on a loaded machine.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { describe, it, onTestFinished } from "vitest";
import { type LabServer, serveLab } from "../../src/cli/labServer.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
export const SITE = fileURLToPath(new URL("../../dist/web/", import.meta.url));
export const SHOTS = fileURLToPath(new URL("../../test-results/web/", import.meta.url));

/** True when the variable `name` is set to anything but "", "0" or "false". */
const isSet = (name: string): boolean => !["", "0", "false", undefined].includes(process.env[name]);

/** True when the CI variable is set: a CI run. */
const IN_CI = isSet("CI");

/** True when SHOTS is set: {@link WatchedPage.shot} writes its screenshot. */
export const TAKE_SHOTS = isSet("SHOTS");

/**
 * `describe` for a suite that drives Chromium. With Chromium at {@link CHROMIUM} it runs the suite.
 * Without it, in CI (`CI` set) the suite is one failing test saying so (a CI run must not pass with
 * its browser tests silently skipped); elsewhere the suite is skipped and a line on stderr says why.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (HAVE_CHROMIUM) {
    describe(name, body);
    return;
  }
  const why = `Chromium is not at ${CHROMIUM} (install Debian's chromium, or set CHROMIUM_PATH to a Chromium executable)`;
  if (IN_CI) {
    describe(name, () => {
      it("needs Chromium", () => {
        throw new Error(`${why}: CI is set, so the browser tests fail instead of being skipped`);
      });
    });
    return;
  }
  process.stderr.write(`skipped "${name}": ${why}\n`);
  describe.skip(name, body);
}

export interface Lab {
  browser: Browser;
  /** The context the lab's pages open in (1280×900). */
  context?: BrowserContext;
  server: LabServer;
  url: string;
  close(): Promise<void>;
}

/**
 * The worker's Chromium: test files that share a worker (vitest's isolate: false) share its
 * module instances, so one browser serves all of them, each file in a fresh context of its own
 * (no cookie, storage or cache passes from one file to the next). A launch costs about 3.4 s of
 * CPU here (five launches with a blank page: 17 s). It is launched again when it has gone (crashed or closed), and ends with the worker:
 * playwright closes it when the process exits, and Chromium exits when its pipe closes.
 */
let browserLaunch: Promise<Browser> | undefined;

function workerBrowser(): Promise<Browser> {
  if (browserLaunch === undefined) {
    const launch = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    browserLaunch = launch;
    launch.then(
      (b) => b.on("disconnected", () => browserLaunch === launch && (browserLaunch = undefined)),
      () => browserLaunch === launch && (browserLaunch = undefined),
    );
  }
  return browserLaunch;
}

/** Starts the server on a free port and opens a fresh context of the worker's headless Chromium. */
export async function startLab(): Promise<Lab> {
  if (!existsSync(join(SITE, "index.html"))) throw new Error(`the lab is not built (${SITE}): run npm run build`);
  const server = await serveLab(SITE, 0);
  const browser = await workerBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // pages a file opens outside the lab's context (browser.newPage) close with the file too
  const before = new Set(browser.contexts());
  before.delete(context);
  return {
    browser,
    context,
    server,
    url: server.url,
    async close() {
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
      await server.close();
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Saves a full-page screenshot as test-results/web/<name>.png when SHOTS is set; returns that path. */
  shot(name: string): Promise<string>;
  /** Throws when the page logged a console error or threw. */
  finish(): void;
}

/**
 * A new page (1280×900) at `hash` of the lab, with its errors watched. Opened inside a test, it is
 * closed when that test ends, so that no page of an earlier test (its workers still computing) runs
 * beside the next.
 */
export async function openPage(lab: Lab, hash = ""): Promise<WatchedPage> {
  const page = lab.context ? await lab.context.newPage() : await lab.browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    onTestFinished(() => page.close());
  } catch {
    // opened outside a test (in a beforeAll): the caller closes it, or the browser does
  }
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console.error: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("dialog", (d) => {
    errors.push(`dialog: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(lab.url + hash);
  return {
    page,
    errors,
    async shot(name) {
      const file = join(SHOTS, `${name}.png`);
      if (!TAKE_SHOTS) return file;
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    finish() {
      if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join("\n")}`);
    },
  };
}

declare const document: { querySelector(selector: string): { textContent: string | null; classList: { contains(name: string): boolean } } | null };

/** Waits until the Play page has answered: its boards not busy, and the game over or the user to move. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const boards = document.querySelector(".play .boards");
    if (!boards || boards.classList.contains("busy")) return false;
    const status = document.querySelector(".play .status")?.textContent ?? "";
    return document.querySelector(".play .result") !== null || status.startsWith("Your move");
  });
}

/** The moves made so far, as the side panel lists them. */
export const made = (page: Page): Promise<string[]> => page.locator(".moves-made li").allTextContents();

/** Follows the hint on the board until the game ends (at most `max` turns). */
export async function playWithHints(page: Page, max = 80): Promise<void> {
  for (let turn = 0; turn < max; turn++) {
    await settle(page);
    if ((await page.locator(".play .result").count()) > 0) return;
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await page.locator(".play .boards button.hinted").first().click();
  }
  throw new Error("the game did not end");
}
