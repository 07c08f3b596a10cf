import { ConfigError, loadConfig } from '../config';
import { addSiteStack, createApp } from '../lib/app';

// Entry of `cdk synth|diff|deploy` (see cdk.json). `-c config=<file>` names the config file,
// relative to infra/; without it infra/config.json is used, else the committed example.
const app = createApp();
try {
  const requested = app.node.tryGetContext('config') as string | undefined;
  const { config, file, isExample } = loadConfig(requested);
  if (isExample) {
    console.error(`[infra] using the example settings in ${file}: fine for synth, not for a deploy.`);
  }
  addSiteStack(app, config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
app.synth();
