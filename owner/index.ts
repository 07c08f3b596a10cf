/**
 * `npm run owner -- <command>`: the owner's one command line (see `--help`). Local stack by default,
 * the deployed stack with --aws. A command is one file in commands/, listed in registry.ts.
 */
import './quiet-sdk'; // first: before any AWS SDK client exists
import { createInterface } from 'node:readline';
import { runOwner } from './cli';

runOwner(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  write: (text) => process.stdout.write(text),
  // One line from the terminal; '' when input ends first (Ctrl-D, nothing piped), which cancels.
  ask: (question) =>
    new Promise<string>((resolve) => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      let answered = false;
      terminal.question(question, (answer) => {
        answered = true;
        terminal.close();
        resolve(answer);
      });
      terminal.once('close', () => {
        if (!answered) resolve('');
      });
    }),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(String(error));
    process.exit(1);
  });
