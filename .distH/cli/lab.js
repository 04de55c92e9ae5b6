// `grundy lab`: serves the browser lab (dist/web, built by `npm run build`) from this
// machine and prints its address; the page computes everything, the server sends files.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Command } from "@commander-js/extra-typings";
import { parseNaturalInRange } from "../arith/bigint.js";
import { GrundyError, InputError } from "../errors.js";
import { labDirectory, serveLab } from "./labServer.js";
/** The port `grundy lab` listens on unless told otherwise. */
const DEFAULT_LAB_PORT = 5117;
/** The command that opens a URL in the system's browser. */
function openerFor(platform, url) {
    if (platform === "darwin")
        return { command: "open", args: [url] };
    if (platform === "win32")
        return { command: "cmd", args: ["/c", "start", '""', url] };
    return { command: "xdg-open", args: [url] };
}
/** Opens the URL in the system browser; a failure is a warning on stderr, never an error. */
function openBrowser(url) {
    const { command, args } = openerFor(process.platform, url);
    const warn = (why) => process.stderr.write(`grundy lab: warning: could not open a browser (${why}); open ${url} yourself\n`);
    try {
        const child = spawn(command, args, { stdio: "ignore", detached: true });
        child.on("error", (e) => warn(e.code === "ENOENT" ? `${command} not found` : e.message));
        child.on("exit", (code) => {
            if (code !== 0 && code !== null)
                warn(`${command} exited with code ${code}`);
        });
        child.unref();
    }
    catch (e) {
        warn(e instanceof Error ? e.message : String(e));
    }
}
/** `grundy lab`. */
export function labCommand() {
    return new Command("lab")
        .description("serve the browser lab: play against a perfect opponent, heat maps, Grundy sequences")
        .option("--port <n>", `the port (0: any free port)`, String(DEFAULT_LAB_PORT))
        .option("--open", "open the lab in the system's browser")
        .option("--host [address]", "listen on the network too (all interfaces, or the address given), not only 127.0.0.1")
        .addHelpText("after", `
The lab is a static site: nothing is computed on the server. Ctrl-C stops it.
Examples:
  grundy lab --open
  grundy lab --port 0              (any free port)
  grundy lab --host --port 8080    (reachable from other machines: mind your firewall)`)
        .action(async (opts) => {
        let port;
        try {
            port = parseNaturalInRange(opts.port, 0, 65535, "a port");
        }
        catch (e) {
            if (e instanceof InputError)
                throw new GrundyError(`grundy lab: --port: ${e.message}`);
            throw e;
        }
        const host = opts.host === undefined ? "127.0.0.1" : opts.host === true ? "0.0.0.0" : opts.host;
        const dir = labDirectory();
        if (!existsSync(join(dir, "index.html")))
            throw new GrundyError(`grundy lab: the lab is not built (no ${join(dir, "index.html")}): run npm run build`);
        let lab;
        try {
            lab = await serveLab(dir, port, host);
        }
        catch (e) {
            const err = e;
            if (err.code === "EADDRINUSE")
                throw new GrundyError(`grundy lab: port ${port} is in use (choose another with --port N, or --port 0 for any free port)`);
            if (err.code === "EACCES")
                throw new GrundyError(`grundy lab: not allowed to listen on port ${port} (ports below 1024 need privileges; try --port 0)`);
            if (err.code === "EADDRNOTAVAIL" || err.code === "ENOTFOUND")
                throw new GrundyError(`grundy lab: cannot listen on ${host} (not an address of this machine)`);
            throw e;
        }
        // Ctrl-C is handled before the address is printed: whoever reads it may stop us at once
        const stopped = new Promise((resolve) => {
            const stop = () => {
                process.off("SIGINT", stop);
                process.off("SIGTERM", stop);
                process.stdout.write("grundy lab: stopped\n");
                lab.server.closeAllConnections();
                void lab.close().then(resolve);
            };
            process.on("SIGINT", stop);
            process.on("SIGTERM", stop);
        });
        process.stdout.write(`grundy lab: serving ${dir} at ${lab.url}\n`);
        if (host !== "127.0.0.1")
            process.stdout.write(`grundy lab: listening on ${host}: other machines on the network can open it too\n`);
        process.stdout.write("Press Ctrl-C to stop.\n");
        if (opts.open)
            openBrowser(lab.url);
        await stopped;
    });
}
//# sourceMappingURL=lab.js.map