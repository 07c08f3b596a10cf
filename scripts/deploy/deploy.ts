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

/**
 * How `cdk deploy` asks before security-sensitive changes (IAM, security groups): `broadening` asks
 * at a terminal and, with no terminal, stops the deploy; `never` deploys them after the diff shown
 * by the step before. `npm run deploy -- --yes` chooses `never`, for a run nobody watches.
 */
export type Approval = 'broadening' | 'never';

/**
 * In order; the first that fails stops the deploy. The checks are npm test's fast ones plus the page
 * walk; `cdk diff` shows what will change (every resource, not only the IAM table `cdk deploy` asks
 * about) as soon as the build exists, before the audit and the deploy.
 */
export function stepsFor(approval: Approval): Step[] {
  return [
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'unit tests', command: 'npx', args: ['jest', '--selectProjects', 'unit'] },
    { name: 'build', command: 'npm', args: ['run', 'build'] },
    { name: 'cdk diff', command: 'npx', args: ['cdk', 'diff', '-c', 'config=config.json'], cwd: 'infra' },
    {
      name: 'fast audit (links, HTML, axe and contrast on every page)',
      command: 'npm',
      args: ['run', 'audit', '--', '--fast'],
    },
    {
      name: 'cdk deploy',
      command: 'npx',
      args: ['cdk', 'deploy', '-c', 'config=config.json', '--require-approval', approval],
      cwd: 'infra',
    },
    { name: 'seed the weeks', command: 'npm', args: ['run', 'owner', '--', 'seed', '--aws'] },
  ];
}

/** What `npm run deploy` accepts: none of it skips a check or the launch facts. */
export const deployUsage = [
  'npm run deploy               checks, build, cdk diff, audit, cdk deploy (asks before IAM changes), seed',
  'npm run deploy -- --yes      the same with no questions (--require-approval never): for CI, after review',
  'npm run deploy -- --rehearse the real template and assets to a local AWS emulator (moto), then the seed',
];

export interface DeployIo {
  /** False when no one can answer a question (no terminal): an attended deploy then stops before its checks. */
  interactive?: boolean;
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
  const unknown = args.filter((arg) => arg !== '--yes');
  if (unknown.length > 0) {
    io.err(`npm run deploy does not take ${unknown.join(' ')}; the launch facts cannot be skipped. Usage:`);
    for (const line of deployUsage) io.err(`  ${line}`);
    return 1;
  }
  const approval: Approval = args.includes('--yes') ? 'never' : 'broadening';
  const blockers = typeof config === 'string' ? [config] : launchBlockers(facts, config);
  if (blockers.length > 0) {
    io.err(
      `Not deploying: ${blockers.length} thing(s) to fix first (docs/owner-checklist.md says where each comes from):`,
    );
    for (const line of blockers) io.err(`  - ${line}`);
    return 1;
  }
  // Before the long checks: without a terminal, cdk deploy would stop at its question after all of them.
  if (approval === 'broadening' && io.interactive === false) {
    io.err(
      'Not deploying: no terminal to confirm security-sensitive changes at. Review `cdk diff` and run npm run deploy -- --yes (cdk deploy --require-approval never).',
    );
    return 1;
  }
  const steps = stepsFor(approval);
  for (const [index, step] of steps.entries()) {
    io.out(`[${index + 1}/${steps.length}] ${step.name}`);
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
