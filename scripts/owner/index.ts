/**
 * `npm run owner -- <command>`: the owner's one command line (see `--help`). Local stack by default,
 * the deployed stack with --aws. Later owner commands join here.
 */
import { runOwner } from './cli';

// One line per problem on stderr: not the SDK's multi-line notice about future Node versions.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

runOwner(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(String(error));
    process.exit(1);
  });
