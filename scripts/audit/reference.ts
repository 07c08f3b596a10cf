/**
 * The reference build the phone audit (phone.ts) alternates with: a commit or tag built once in a temporary
 * git worktree (`git worktree add --detach`), with this checkout's node_modules linked in when the
 * reference's lock file pins nothing this one does not (else `npm install` there), and cached by commit in
 * node_modules/.cache/audit-against/<sha>/ (its build/ and dist/edge/), so the second run starts at once.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../common/paths';

const git = (args: string[], cwd = repoRoot) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
};

/** True when every package the reference's lock file installs is installed here at the same version. */
async function lockCompatible(referenceDir: string): Promise<boolean> {
  type Lock = { packages?: Record<string, { version?: string }> };
  const read = async (dir: string) => JSON.parse(await readFile(path.join(dir, 'package-lock.json'), 'utf8')) as Lock;
  const [theirs, ours] = await Promise.all([read(referenceDir), read(repoRoot)]);
  return Object.entries(theirs.packages ?? {}).every(
    ([key, entry]) => key === '' || ours.packages?.[key]?.version === entry.version,
  );
}

/** node_modules for the reference: this checkout's packages linked in one by one (its own .cache). */
async function linkNodeModules(referenceDir: string) {
  const source = path.join(repoRoot, 'node_modules');
  const target = path.join(referenceDir, 'node_modules');
  await mkdir(target);
  for (const entry of await readdir(source)) {
    if (entry !== '.cache') await symlink(path.join(source, entry), path.join(target, entry));
  }
}

export interface ReferenceBuild {
  sha: string;
  buildDir: string;
  edgeDir: string;
}

/** The reference's build and edge files, built once per commit. */
export async function referenceBuild(ref: string): Promise<ReferenceBuild> {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'audit-against', sha);
  const cached: ReferenceBuild = { sha, buildDir: path.join(cacheDir, 'build'), edgeDir: path.join(cacheDir, 'edge') };
  if (existsSync(path.join(cached.edgeDir, 'routing.js')) && existsSync(path.join(cached.buildDir, 'index.html'))) {
    console.log(`[audit] reference ${ref} (${sha.slice(0, 7)}): cached build`);
    return cached;
  }
  const worktree = await mkdtemp(path.join(os.tmpdir(), `audit-against-${sha.slice(0, 7)}-`));
  await rm(worktree, { recursive: true });
  console.log(`[audit] reference ${ref} (${sha.slice(0, 7)}): building in ${worktree}...`);
  git(['worktree', 'add', '--detach', worktree, sha]);
  try {
    if (await lockCompatible(worktree)) await linkNodeModules(worktree);
    // npm install, not npm ci: a newer npm refuses an old lock file that misses optional packages (407654d's
    // lacks third-party-web and @swc's other platforms), and this worktree's lock is thrown away.
    else run('npm', ['install', '--no-audit', '--no-fund'], worktree);
    run('npm', ['run', 'build'], worktree);
    await rm(cacheDir, { recursive: true, force: true });
    await cp(path.join(worktree, 'build'), cached.buildDir, { recursive: true });
    await cp(path.join(worktree, 'dist', 'edge'), cached.edgeDir, { recursive: true });
  } finally {
    git(['worktree', 'remove', '--force', worktree]);
  }
  return cached;
}
