import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { distDir, repoRoot } from '../../common/paths';
import { contact, operator, outboundLinks, site } from '../../common/facts/site';
import { terms } from '../../common/facts/terms';
import { deploy, deploySteps, readDeployConfig, type Step } from './deploy';
import { isItalianVatId, launchBlockers, type DeployConfig, type LaunchFacts } from './launch-check';

/** Facts as a real company's would read (a VAT number with a valid check digit), none of them shipped. */
const realLooking: LaunchFacts = {
  site: { url: 'https://www.libeccio-sailing.it' },
  contact: { email: 'charter@libeccio-sailing.it', whatsapp: '+39 347 123 4567' },
  operator: {
    ...operator,
    legalName: 'Vela Eolia S.r.l.',
    address: { ...operator.address, street: 'Via Marina Garibaldi 12', postalCode: '98055' },
    vatId: 'IT01234567897',
    registroImprese: { office: 'Messina', number: '01234567897' },
    soleMember: false,
    rea: 'ME-245118',
    shareCapitalEuros: 10000,
    paidUpCapitalEuros: 10000,
    privacyEmail: 'privacy@libeccio-sailing.it',
  },
  outboundLinks: { instagram: { ...outboundLinks.instagram, confirmed: true } },
  terms: { vat: 'plus-vat', expenses: 'apa', contract: 'myba', securityDeposit: 'none', spanishWaters: 'licensed' },
};

const ownConfig: DeployConfig = {
  file: 'infra/config.json',
  isExample: false,
  config: {
    ownerEmail: 'armatori@libeccio-sailing.it',
    senderEmail: 'bookings@libeccio-sailing.it',
    senderIdentity: 'libeccio-sailing.it',
    aws: { region: operator.dataRegion.code },
  },
};

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
});
