/**
 * `npm run deploy -- --rehearse`: the deploy, rehearsed against moto's server (a local AWS emulator)
 * instead of AWS. Not part of `npm test`: moto is a Python tool the project cannot install itself.
 *
 * 1. starts `moto_server` on a free loopback port (stopped at the end, by its own process id);
 * 2. `cdk bootstrap`, `cdk diff` and `cdk publish-assets` exactly as the deploy runs them (the real
 *    app, the real Lambda bundles and build zip, uploaded to the emulator's bootstrap bucket);
 * 3. CreateStack with the synthesized template, each resource type moto cannot create stood in for
 *    (rehearsal.ts), not `cdk deploy`: through moto's change sets it reports success while running
 *    no custom resource and storing no output (the ecosystem review's "false green");
 * 4. answers the custom resources: the stand-ins at once, the four BucketDeployments by running
 *    aws-cdk-lib's own handler (rehearsal/aws_side.py), which uploads build/ to the site bucket;
 * 5. checks the stack is CREATE_COMPLETE with every output, the site bucket holds exactly build/,
 *    then runs the post-deploy step, `npm run owner -- seed --aws`, twice (the second adds nothing);
 * 6. prints what was created, stood in and uploaded, and writes it to dist/rehearsal/summary.json.
 *
 * What it proves: the template deploys (references, dependencies, IAM documents, outputs), every asset
 * publishes, the upload plan puts every built file with its Cache-Control, the seed finds the stack.
 * What it does not: the properties and the services moto does not model (CloudFront, API Gateway,
 * alarms, SES, secrets), which the stand-in list names.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  CloudFormationClient,
  CreateStackCommand,
  DescribeStackResourcesCommand,
  DescribeStacksCommand,
} from '@aws-sdk/client-cloudformation';
import { buildDir, distDir, repoRoot } from '../../common/paths';
import { loadConfig } from '../../infra/config';
import { buildStaleness } from '../../server/build-freshness';
import {
  asCloudFormationPasses,
  dependencyOrder,
  resolveIntrinsics,
  standInRef,
  standInTemplate,
  tally,
  type Template,
} from './rehearsal';

/** moto's default account: every ARN the emulator makes is in it. */
const account = '123456789012';
const outDir = path.join(distDir, 'rehearsal');
const awsSide = path.join(__dirname, 'rehearsal', 'aws_side.py');
const resultMark = 'REHEARSAL-RESULT ';

export const installHint = [
  "The rehearsal needs moto's server (moto_server, a local AWS emulator) with its CloudFormation support,",
  'the AWS CLI and boto3, in one Python 3. None of them is on this machine, or not all.',
  'Install them with:',
  "  pip install 'moto[server,cloudformation]' awscli boto3",
  'or, on Debian 13 (trixie) or later: apt-get install python3-moto awscli python3-boto3',
  'then run npm run deploy -- --rehearse again. Nothing was deployed.',
];

const log = (line: string) => console.log(`[rehearse] ${line}`);

function onPath(command: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Ran {
  code: number;
  output: string;
}

/** Runs a command with no terminal (stdin closed), its output kept in dist/rehearsal/<name>.log. */
function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { cwd?: string; input?: string } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdin.end(options.input ?? '');
    const finish = (code: number) => {
      const output = Buffer.concat(chunks).toString('utf8');
      writeFileSync(path.join(outDir, `${name}.log`), output);
      resolve({ code, output });
    };
    child.once('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(127);
    });
    child.once('close', (code) => finish(code ?? 1));
  });
}

class RehearsalError extends Error {}

function must(ran: Ran, what: string): Ran {
  if (ran.code !== 0) {
    const tail = ran.output.trim().split('\n').slice(-15).join('\n');
    throw new RehearsalError(`${what} failed (exit ${ran.code}):\n${tail}`);
  }
  return ran;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function rehearse(args: readonly string[]): Promise<number> {
  if (args.length > 0) {
    console.error(`npm run deploy -- --rehearse takes no options (got ${args.join(' ')}).`);
    return 1;
  }
  const motoServer = onPath('moto_server');
  const aws = onPath('aws');
  const python = onPath('python3');
  const pythonHas =
    python !== undefined &&
    spawnSync(python, ['-c', 'import moto.cloudformation, boto3, flask'], { stdio: 'ignore' }).status === 0;
  if (!motoServer || !aws || !pythonHas) {
    for (const line of installHint) console.error(line);
    return 2;
  }
  const stale = buildStaleness();
  if (stale) {
    console.error(`The build is not current (${stale}): run npm run build first, then npm run deploy -- --rehearse.`);
    return 1;
  }

  mkdirSync(outDir, { recursive: true });
  const { config, file } = loadConfig();
  const region = config.aws.region ?? process.env.AWS_REGION ?? 'eu-west-1';
  const stackName = config.stackName;
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const since = () => `${Math.round((Date.now() - started) / 100) / 10} s`;

  const motoLog = createWriteStream(path.join(outDir, 'moto.log'));
  const moto = spawn(motoServer, ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MOTO_PORT: String(port) },
  });
  moto.stdout.pipe(motoLog);
  moto.stderr.pipe(motoLog);
  log(
    `moto_server (pid ${moto.pid}) on ${endpoint}; config ${path.relative(repoRoot, file)}, stack ${stackName} in ${region}`,
  );

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AWS_ENDPOINT_URL: endpoint,
    AWS_ACCESS_KEY_ID: 'rehearsal',
    AWS_SECRET_ACCESS_KEY: 'rehearsal',
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SHARED_CREDENTIALS_FILE: path.join(outDir, 'no-credentials-file'),
    AWS_CONFIG_FILE: path.join(outDir, 'no-config-file'),
    CDK_DISABLE_CLI_TELEMETRY: 'true',
  };
  for (const name of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_DEFAULT_PROFILE']) delete env[name];
  const cloudFormation = new CloudFormationClient({
    region,
    endpoint,
    credentials: { accessKeyId: 'rehearsal', secretAccessKey: 'rehearsal' },
  });

  const summary: Record<string, unknown> = { stackName, region, endpoint, config: path.relative(repoRoot, file) };
  try {
    await waitForMoto(endpoint);
    const cdkConfig = ['-c', `config=${path.relative(path.join(repoRoot, 'infra'), file)}`];
    const infra = { cwd: path.join(repoRoot, 'infra') };
    // One synth (the real app, its Lambda bundles and the build); every later command reads that assembly.
    must(await run('synth', 'npx', ['cdk', 'synth', '-q', ...cdkConfig], env, infra), 'cdk synth');
    const assembly = ['--app', path.relative(infra.cwd, path.join(distDir, 'cdk.out'))];
    log(`cdk synth: done (${since()})`);

    must(
      await run('bootstrap', 'npx', ['cdk', 'bootstrap', `aws://${account}/${region}`, ...assembly], env, infra),
      'cdk bootstrap',
    );
    log(`cdk bootstrap: done (${since()})`);
    // The deploy's own diff step, with no terminal: against an empty account every resource is new.
    const diff = must(await run('diff', 'npx', ['cdk', 'diff', ...assembly], env, infra), 'cdk diff');
    const added = /Number of stacks with differences: (\d+)/.exec(diff.output)?.[1];
    log(`cdk diff: exit 0${added ? `, ${added} stack(s) with differences` : ''} (${since()})`);
    const published = must(
      await run(
        'publish-assets',
        'npx',
        ['cdk', 'publish-assets', '--unstable=publish-assets', ...assembly],
        env,
        infra,
      ),
      'cdk publish-assets',
    );
    const assets = JSON.parse(readFileSync(path.join(distDir, 'cdk.out', `${stackName}.assets.json`), 'utf8')) as {
      files: Record<string, unknown>;
    };
    const assetCount = Object.keys(assets.files).length;
    summary.assetsPublished = assetCount;
    summary.publishLines = published.output.split('\n').filter((line) => /publish/i.test(line)).length;
    log(`cdk publish-assets: ${assetCount} file assets (${since()})`);

    // The template, with the types moto cannot create stood in for.
    const template = JSON.parse(
      readFileSync(path.join(distDir, 'cdk.out', `${stackName}.template.json`), 'utf8'),
    ) as Template;
    const supported = new Set(
      JSON.parse(
        spawnSync(
          python!,
          [
            '-c',
            'import json; from moto.cloudformation.parsing import get_model_map; print(json.dumps(sorted(get_model_map())))',
          ],
          {
            encoding: 'utf8',
          },
        ).stdout,
      ) as string[],
    );
    const envOf = { account, region };
    const prepared = standInTemplate(template, supported, envOf);
    writeFileSync(path.join(outDir, `${stackName}.template.json`), JSON.stringify(prepared.template, null, 1));
    const total = Object.keys(template.Resources).length;
    const stoodIn = Object.keys(prepared.stoodIn).length;
    summary.resources = total;
    summary.stoodIn = tally(Object.values(prepared.stoodIn));
    summary.referencesMadeLiteral = prepared.literals;
    log(
      `template: ${total} resources; ${stoodIn} stood in (types moto cannot create), ${Object.keys(prepared.custom).length} custom resources`,
    );

    const created = await cloudFormation.send(
      new CreateStackCommand({
        StackName: stackName,
        TemplateBody: JSON.stringify(prepared.template),
        Capabilities: ['CAPABILITY_IAM', 'CAPABILITY_NAMED_IAM', 'CAPABILITY_AUTO_EXPAND'],
      }),
    );
    const stackId = created.StackId!;
    log(`CreateStack: ${stackId} (${since()})`);

    const resources =
      (await cloudFormation.send(new DescribeStackResourcesCommand({ StackName: stackName }))).StackResources ?? [];
    const physicalIds: Record<string, string> = {};
    for (const resource of resources) physicalIds[resource.LogicalResourceId!] = resource.PhysicalResourceId ?? '';
    for (const [id, type] of Object.entries(prepared.stoodIn)) physicalIds[id] = standInRef(id, type, envOf);

    const answer = (logicalId: string, body: Record<string, unknown>) =>
      respond(endpoint, region, stackId, logicalId, body);
    for (const [id, type] of Object.entries(prepared.stoodIn)) {
      await answer(id, { Status: 'SUCCESS', PhysicalResourceId: standInRef(id, type, envOf), Data: {} });
    }
    log(`answered the ${stoodIn} stand-ins (${since()})`);

    const context = { ...envOf, stackName, stackId, physicalIds };
    const uploads: string[] = [];
    const customIds = dependencyOrder(prepared.template.Resources, Object.keys(prepared.custom));
    for (const id of customIds) {
      const resource = prepared.template.Resources[id]!;
      if (resource.Type !== 'Custom::CDKBucketDeployment') {
        await answer(id, { Status: 'SUCCESS', PhysicalResourceId: id, Data: {} });
        uploads.push(`${id}: ${resource.Type} answered without running its function`);
        continue;
      }
      const properties = asCloudFormationPasses(
        resolveIntrinsics({ ...resource.Properties, ServiceToken: undefined }, context),
      ) as Record<string, unknown>;
      delete properties.ServiceToken;
      const [functionId] = (resource.Properties!.ServiceToken as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      const key = (prepared.template.Resources[functionId]!.Properties!.Code as { S3Key: string }).S3Key;
      const assetDir = path.join(distDir, 'cdk.out', `asset.${key.replace(/\.zip$/, '')}`);
      const event = {
        RequestType: 'Create',
        ServiceToken: physicalIds[functionId],
        ResponseURL: 'http://rehearsal.invalid/answered-by-the-rehearsal',
        StackId: stackId,
        RequestId: randomUUID(),
        LogicalResourceId: id,
        ResourceType: resource.Type,
        ResourceProperties: properties,
      };
      const ran = await run(`bucket-deployment-${id}`, python!, [awsSide, 'bucket-deployment', assetDir], env, {
        input: JSON.stringify(event),
      });
      const line = ran.output.split('\n').find((text) => text.startsWith(resultMark));
      if (!line) must({ ...ran, code: ran.code || 1 }, `BucketDeployment ${id}`);
      const result = JSON.parse(line!.slice(resultMark.length)) as {
        Status: string;
        Reason: string;
        PhysicalResourceId: string;
        Data: object;
        invalidations: Array<{ distributionId: string; paths: string[] }>;
      };
      await answer(id, {
        Status: result.Status,
        PhysicalResourceId: result.PhysicalResourceId,
        Data: result.Data,
        Reason: result.Reason,
      });
      if (result.Status !== 'SUCCESS') throw new RehearsalError(`BucketDeployment ${id} failed: ${result.Reason}`);
      const include = (properties.Include as string[] | undefined)?.join(' ') ?? '*';
      const cache = (properties.SystemMetadata as Record<string, string> | undefined)?.['cache-control'] ?? '';
      const invalidation = result.invalidations
        .map((entry) => ` then an invalidation of ${entry.paths.join(' ')} (recorded: no CloudFront in moto)`)
        .join('');
      uploads.push(`${id}: ${include} with cache-control "${cache}"${invalidation}`);
      log(`BucketDeployment ${id}: ${include} (${since()})`);
    }
    summary.customResources = uploads;

    const stack = await waitForStack(cloudFormation, stackName);
    const listed =
      (await cloudFormation.send(new DescribeStackResourcesCommand({ StackName: stackName }))).StackResources ?? [];
    const notComplete = listed.filter((resource) => resource.ResourceStatus !== 'CREATE_COMPLETE');
    summary.stackStatus = stack.StackStatus;
    summary.created = tally(
      Object.entries(template.Resources)
        .filter(([id]) => !(id in prepared.stoodIn))
        .map(([, resource]) => resource.Type),
    );
    summary.resourcesListed = listed.length;
    summary.resourcesNotComplete = notComplete.map(
      (resource) => `${resource.LogicalResourceId} ${resource.ResourceStatus}`,
    );
    const outputs = Object.fromEntries(
      (stack.Outputs ?? []).map((output) => [output.OutputKey!, output.OutputValue ?? '']),
    );
    const missingOutputs = Object.keys(template.Outputs ?? {}).filter((name) => !outputs[name]);
    summary.outputs = outputs;
    if (stack.StackStatus !== 'CREATE_COMPLETE' || missingOutputs.length > 0 || notComplete.length > 0) {
      throw new RehearsalError(
        `the stack is ${stack.StackStatus}; outputs missing: ${missingOutputs.join(', ') || 'none'}; resources not complete: ${summary.resourcesNotComplete as string}`,
      );
    }
    log(
      `stack ${stack.StackStatus}: ${listed.length} resources listed, all CREATE_COMPLETE; ${Object.keys(outputs).length} outputs (${since()})`,
    );

    // What the site bucket now holds, against build/.
    const inventory = await run('inventory', python!, [awsSide, 'inventory', outputs.ContentBucket!], env);
    const inventoryLine = inventory.output.split('\n').find((text) => text.startsWith(resultMark));
    if (!inventoryLine) must({ ...inventory, code: inventory.code || 1 }, 'listing the site bucket');
    const objects = JSON.parse(inventoryLine!.slice(resultMark.length)) as Array<{
      key: string;
      cacheControl?: string;
      contentType?: string;
    }>;
    const built = filesUnder(buildDir);
    const keys = new Set(objects.map((object) => object.key));
    const missing = built.filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !built.includes(key));
    summary.siteBucket = {
      objects: objects.length,
      builtFiles: built.length,
      missing,
      extra,
      cacheControl: tally(objects.map((object) => object.cacheControl ?? '(none)')),
      contentTypes: tally(objects.map((object) => object.contentType ?? '(none)')).slice(0, 8),
    };
    if (missing.length > 0 || extra.length > 0) {
      throw new RehearsalError(`the site bucket differs from build/: ${missing.length} missing, ${extra.length} extra`);
    }
    log(`site bucket: ${objects.length} objects = the ${built.length} files of build/ (${since()})`);

    // The post-deploy step, as npm run deploy runs it, twice: the second run must add nothing.
    const seeds: string[] = [];
    for (const attempt of [1, 2]) {
      const seed = must(
        await run(`seed-${attempt}`, 'npm', ['run', '--silent', 'owner', '--', 'seed', '--aws'], env),
        `the seed (run ${attempt})`,
      );
      const said =
        seed.output
          .trim()
          .split('\n')
          .filter((text) => /seed/i.test(text))
          .at(-1) ?? seed.output.trim();
      seeds.push(said);
      log(`seed ${attempt}: ${said}`);
    }
    summary.seed = seeds;
    summary.seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    printSummary(summary);
    return 0;
  } catch (error) {
    summary.failure = error instanceof Error ? error.message : String(error);
    writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.error(`[rehearse] FAILED: ${summary.failure as string}`);
    console.error(`[rehearse] logs in ${path.relative(repoRoot, outDir)}/`);
    return 1;
  } finally {
    cloudFormation.destroy();
    await stopMoto(moto);
    log(`moto_server (pid ${moto.pid}) stopped`);
  }
}

async function waitForMoto(endpoint: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${endpoint}/moto-api/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new RehearsalError(`moto_server did not answer on ${endpoint} within 30 s (dist/rehearsal/moto.log)`);
}

/**
 * A custom resource's answer, PUT where CloudFormation's ResponseURL points on moto. moto routes an
 * unsigned request to us-east-1 unless the User-Agent names the region.
 */
async function respond(
  endpoint: string,
  region: string,
  stackId: string,
  logicalId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(
    `${endpoint}/cloudformation_${region}/cfnresponse?stack=${encodeURIComponent(stackId)}`,
    {
      method: 'PUT',
      headers: { 'content-type': '', 'user-agent': `deploy-rehearsal region/${region}` },
      body: JSON.stringify({ StackId: stackId, RequestId: randomUUID(), LogicalResourceId: logicalId, ...body }),
    },
  );
  if (!response.ok) throw new RehearsalError(`moto refused the answer for ${logicalId}: HTTP ${response.status}`);
}

async function waitForStack(client: CloudFormationClient, stackName: string) {
  for (let attempt = 0; ; attempt++) {
    const [stack] = (await client.send(new DescribeStacksCommand({ StackName: stackName }))).Stacks ?? [];
    if (!stack) throw new RehearsalError(`stack ${stackName} vanished`);
    if (!stack.StackStatus?.endsWith('IN_PROGRESS') || attempt >= 120) return stack;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function stopMoto(moto: ReturnType<typeof spawn>): Promise<void> {
  if (moto.exitCode !== null || moto.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => moto.kill('SIGKILL'), 5000);
    moto.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    moto.kill('SIGTERM');
  });
}

function printSummary(summary: Record<string, unknown>): void {
  const site = summary.siteBucket as { objects: number; cacheControl: string[] };
  const lines = [
    '',
    `Rehearsed: stack ${summary.stackName as string} ${summary.stackStatus as string} on moto in ${summary.seconds as number} s.`,
    `Created by moto (${(summary.created as string[]).reduce((n, line) => n + Number(line.split(' ')[0]), 0)}): ${(summary.created as string[]).join(', ')}`,
    `Stood in (moto cannot create them; not checked): ${(summary.stoodIn as string[]).join(', ')}`,
    `Published: ${summary.assetsPublished as number} file assets (Lambda bundles, layers, the build zip, the template)`,
    `Uploaded to the site bucket: ${site.objects} objects = build/; cache-control ${site.cacheControl.join('; ')}`,
    ...(summary.customResources as string[]).map((line) => `  ${line}`),
    `Outputs: ${Object.keys(summary.outputs as object).join(', ')}`,
    ...(summary.seed as string[]).map((line, index) => `Seed ${index + 1}: ${line}`),
    `Everything is in ${path.relative(repoRoot, outDir)}/ (summary.json, the stood-in template, each step's log).`,
  ];
  for (const line of lines) console.log(line);
}
