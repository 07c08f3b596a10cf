/** `npm run deploy`: the launch check, the fast checks, the build, `cdk deploy` and the seed (deploy.ts). */
import { contact, operator, outboundLinks, site } from '../../common/facts/site';
import { terms } from '../../common/facts/terms';
import { deploy, readDeployConfig, runStep } from './deploy';

void deploy(process.argv.slice(2), { site, contact, operator, outboundLinks, terms }, readDeployConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  run: runStep,
}).then((code) => process.exit(code));
