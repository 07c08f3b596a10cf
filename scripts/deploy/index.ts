/**
 * `npm run deploy`: the launch check, the fast checks, the build, `cdk diff`, `cdk deploy` and the seed
 * (deploy.ts); `-- --yes` for a run with no terminal; `-- --rehearse` for the same template and assets
 * deployed to a local AWS emulator instead (rehearse.ts).
 */
import { contact, operator, outboundLinks, site } from '../../common/facts/site';
import { terms } from '../../common/facts/terms';
import { deploy, readDeployConfig, runStep } from './deploy';
import { rehearse } from './rehearse';

const args = process.argv.slice(2);
const done = (code: number) => process.exit(code);
if (args[0] === '--rehearse') {
  void rehearse(args.slice(1)).then(done);
} else {
  void deploy(args, { site, contact, operator, outboundLinks, terms }, readDeployConfig(), {
    interactive: Boolean(process.stdin.isTTY),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    run: runStep,
  }).then(done);
}
