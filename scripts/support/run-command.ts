/** What a command-line tool of src/server/ answers: its exit code and the text to print. */
export type CommandResult = { exitCode: number; output: string };

/**
 * How a command-line script ends: its result printed (on stderr when it failed) with its exit
 * code, or one line naming the failure and exit code 1 when it throws; then `finish` (closing the
 * database the command opened), whatever happened.
 */
export function runCommand(
  work: () => Promise<CommandResult | void>,
  { failure, finish }: { failure: string; finish?: () => Promise<void> },
): Promise<void> {
  return work()
    .then((result) => {
      if (!result) return;
      (result.exitCode === 0 ? console.log : console.error)(result.output);
      process.exitCode = result.exitCode;
    })
    .catch((error: unknown) => {
      console.error(`${failure}${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    })
    .finally(() => finish?.());
}
