const COMMANDS = new Set(["judge", "analyze", "seq", "plot", "play"]);

/**
 * The one line a user error prints: every line names the command it comes from
 * (`grundy seq: …`), unless the message already does.
 *
 * @param message - the error's message
 * @param argv - process.argv
 */
export function errorLine(message: string, argv: readonly string[]): string {
  if (message.startsWith("grundy")) return message;
  const command = argv.slice(2).find((a) => !a.startsWith("-"));
  return command !== undefined && COMMANDS.has(command) ? `grundy ${command}: ${message}` : `grundy: ${message}`;
}
