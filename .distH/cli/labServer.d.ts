import { type Server } from "node:http";
/** Where `npm run build` puts the lab: dist/web beside dist/cli. */
export declare function labDirectory(): string;
export interface LabServer {
    readonly server: Server;
    readonly url: string;
    close(): Promise<void>;
}
/**
 * Starts a static file server for `dir` on 127.0.0.1 (or another address).
 *
 * @param dir - the built site
 * @param port - the port (0: any free port)
 * @param host - the address to listen on (0.0.0.0: every interface)
 */
export declare function serveLab(dir: string, port?: number, host?: string): Promise<LabServer>;
