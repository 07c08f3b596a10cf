/**
 * `npm run owner -- <command>`: the owner's one command line (see `--help`). Local stack by default,
 * the deployed stack with --aws. Later owner commands join here.
 */
import './quiet-sdk'; // first: before any AWS SDK client exists
import { runOwner } from './cli';

runOwner(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  write: (text) => process.stdout.write(text),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(String(error));
    process.exit(1);
  });
