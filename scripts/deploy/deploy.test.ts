import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { distDir, repoRoot } from '../../common/paths';
import { contact, operator, outboundLinks, site } from '../../common/facts/site';
import { terms } from '../../common/facts/terms';
import { deploy, readDeployConfig, stepsFor, type Step } from './deploy';
import { isItalianVatId, launchBlockers } from './launch-check';
import { ownDeployConfig, realLookingFacts } from '../../tests/support/launch-facts';

/** The steps of an attended deploy (`cdk deploy` asks at the terminal). */
const deploySteps = stepsFor('broadening');

const realLooking = realLookingFacts;
const ownConfig = ownDeployConfig;

function recorder() {
  const ran: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  return {
    ran,
    out,
    err,
    io: {
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      run: (step: Step) => {
        ran.push(step.name);
        return Promise.resolve(0);
      },
    },
  };
}

describe('npm run deploy', () => {
  it('stops before any step while the shipped placeholders are in place, listing each fact', async () => {
    const { io, ran, err } = recorder();
    const config = readDeployConfig();
    expect(await deploy([], { site, contact, operator, outboundLinks, terms }, config, io)).toBe(1);
    expect(ran).toEqual([]);
    const listed = err.join('\n');
    for (const fact of [
      'site address',
      'contact e-mail',
      'privacy e-mail',
      'WhatsApp number',
      'company name',
      'registered office',
      'VAT number',
      'REA number',
      'share capital',
      'ownerEmail',
      'senderEmail',
    ]) {
      expect(listed).toContain(fact);
    }
  });

  it('proceeds through the checks, the build, cdk deploy and the seed with real-looking facts', async () => {
    const { io, ran, out } = recorder();
    expect(await deploy([], realLooking, ownConfig, io)).toBe(0);
    expect(ran).toEqual(deploySteps.map((step) => step.name));
    expect(ran.indexOf('cdk deploy')).toBeGreaterThan(
      ran.indexOf('fast audit (links, HTML, axe and contrast on every page)'),
    );
    expect(out.at(-1)).toBe('Deployed.');
  });

  it('stops at the first failing check and deploys nothing', async () => {
    const { io, ran, err } = recorder();
    io.run = (step: Step) => {
      ran.push(step.name);
      return Promise.resolve(step.name === 'lint' ? 2 : 0);
    };
    expect(await deploy([], realLooking, ownConfig, io)).toBe(1);
    expect(ran).toEqual(['typecheck', 'lint']);
    expect(err).toEqual(['Not deploying: lint failed (exit 2). Fix it and run npm run deploy again.']);
  });

  it('offers no way around the facts', async () => {
    const { io, ran } = recorder();
    expect(await deploy(['--force'], { site, contact, operator, outboundLinks, terms }, readDeployConfig(), io)).toBe(
      1,
    );
    expect(ran).toEqual([]);
  });

  it('refuses a region other than the one the privacy notice names, and the example config', () => {
    expect(
      launchBlockers(realLooking, { ...ownConfig, config: { ...ownConfig.config, aws: { region: 'us-east-1' } } }),
    ).toEqual([
      `AWS region us-east-1 (infra/config.json aws.region): ${operator.dataRegion.code}, the region the privacy notice names (common/facts/site.ts operator.dataRegion); change both together`,
    ]);
    expect(launchBlockers(realLooking, { ...ownConfig, isExample: true })).toHaveLength(1);
  });

  it('accepts only a Partita IVA with its check digit', () => {
    expect(isItalianVatId('IT01234567897')).toBe(true);
    expect(isItalianVatId('IT01234567890')).toBe(false);
    expect(isItalianVatId('IT00000000000')).toBe(false);
    expect(isItalianVatId('01234567897')).toBe(false);
  });

  it('as a command, exits 1 with the list before synthesizing anything', async () => {
    const cdkOut = path.join(distDir, 'cdk.out');
    const before = existsSync(cdkOut) ? statSync(cdkOut).mtimeMs : undefined;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/deploy/index.ts'], {
      cwd: repoRoot,
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Not deploying:') });
    expect(existsSync(cdkOut) ? statSync(cdkOut).mtimeMs : undefined).toBe(before);
  });

  it('shows cdk diff as soon as the build exists, before the audit and cdk deploy', () => {
    const names = deploySteps.map((step) => step.name);
    expect(names.indexOf('cdk diff')).toBe(names.indexOf('build') + 1);
    expect(names.indexOf('cdk diff')).toBeLessThan(names.indexOf('cdk deploy'));
    expect(deploySteps.find((step) => step.name === 'cdk diff')).toMatchObject({
      command: 'npx',
      args: ['cdk', 'diff', '-c', 'config=config.json'],
      cwd: 'infra',
    });
  });

  it('with no terminal, refuses before any step unless --yes; with --yes, cdk deploy asks nothing', async () => {
    const attended = recorder();
    expect(await deploy([], realLooking, ownConfig, { ...attended.io, interactive: false })).toBe(1);
    expect(attended.ran).toEqual([]);
    expect(attended.err.join('\n')).toContain('npm run deploy -- --yes');

    const unattended = recorder();
    const commands: string[] = [];
    const io = { ...unattended.io, interactive: false };
    io.run = (step: Step) => {
      commands.push([step.command, ...step.args].join(' '));
      return Promise.resolve(0);
    };
    expect(await deploy(['--yes'], realLooking, ownConfig, io)).toBe(0);
    expect(commands).toContain('npx cdk deploy -c config=config.json --require-approval never');
    expect(stepsFor('broadening').find((step) => step.name === 'cdk deploy')!.args).toContain('broadening');
  });

  it('--yes skips no fact: the placeholders still stop it', async () => {
    const { io, ran } = recorder();
    expect(
      await deploy(['--yes'], { site, contact, operator, outboundLinks, terms }, readDeployConfig(), {
        ...io,
        interactive: false,
      }),
    ).toBe(1);
    expect(ran).toEqual([]);
  });
});
