/**
 * The deploy: refuses while the site still carries placeholder legal facts or the deploy config
 * is not the owners' own, then runs the fast checks, builds, deploys with CDK and seeds the weeks.
 * There is no way to skip the facts: they are what Italian law asks the site and its mail to show.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../infra/config';
import { repoRoot } from '../../common/paths';
import { launchBlockers, type DeployConfig, type LaunchFacts } from './launch-check';

export interface Step {
  name: string;
  command: string;
  args: string[];
  /** Relative to the repository. */
  cwd?: string;
}

/** In order; the first that fails stops the deploy. The checks are npm test's fast ones plus the page walk. */
export const deploySteps: readonly Step[] = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'unit tests', command: 'npx', args: ['jest', '--selectProjects', 'unit'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'fast audit (links, HTML, axe and contrast on every page)',
    command: 'npm',
    args: ['run', 'audit', '--', '--fast'],
  },
  { name: 'cdk deploy', command: 'npx', args: ['cdk', 'deploy', '-c', 'config=config.json'], cwd: 'infra' },
  { name: 'seed the weeks', command: 'npm', args: ['run', 'owner', '--', 'seed', '--aws'] },
];

export interface DeployIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Runs one step; resolves to its exit code. */
  run: (step: Step) => Promise<number>;
}

/** The deploy, given the facts and the config: 0 when every step passed, 1 on a refusal or a failed step. */
export async function deploy(
  args: readonly string[],
  facts: LaunchFacts,
  config: DeployConfig | string,
  io: DeployIo,
): Promise<number> {
  if (args.length > 0) {
    io.err(`npm run deploy takes no options (got ${args.join(' ')}); the launch facts cannot be skipped.`);
    return 1;
  }
  const blockers = typeof config === 'string' ? [config] : launchBlockers(facts, config);
  if (blockers.length > 0) {
    io.err(
      `Not deploying: ${blockers.length} thing(s) to fix first (docs/owner-checklist.md says where each comes from):`,
    );
    for (const line of blockers) io.err(`  - ${line}`);
    return 1;
  }
  for (const [index, step] of deploySteps.entries()) {
    io.out(`[${index + 1}/${deploySteps.length}] ${step.name}`);
    const code = await io.run(step);
    if (code !== 0) {
      io.err(`Not deploying: ${step.name} failed (exit ${code}). Fix it and run npm run deploy again.`);
      return 1;
    }
  }
  io.out('Deployed.');
  return 0;
}

/** The deploy config as the launch check sees it, or the one line saying why it cannot be read. */
export function readDeployConfig(): DeployConfig | string {
  try {
    const loaded = loadConfig();
    return { config: loaded.config, file: path.relative(process.cwd(), loaded.file), isExample: loaded.isExample };
  } catch (error) {
    if (error instanceof ConfigError) return error.message.replace(/\n\s*/g, ' ');
    throw error;
  }
}

/** Runs a step in the repository, its output on this terminal. */
export function runStep(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: path.join(repoRoot, step.cwd ?? '.'), stdio: 'inherit' });
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
