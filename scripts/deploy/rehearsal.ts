/**
 * The pure half of the deploy rehearsal (rehearse.ts runs it): the synthesized template made
 * deployable on moto, and CloudFormation's way of resolving and passing a custom resource's properties.
 *
 * moto's CloudFormation creates only the resource types it models. Every other resource is stood in
 * for by a custom resource (`Custom::StandIn<Service><Type>`) that keeps its original properties as a
 * string and is answered by the rehearsal, and every reference from a real resource or an output to a
 * stood-in resource becomes a literal of the shape AWS would return (a secret's Ref is its ARN, a
 * distribution's DomainName a *.cloudfront.net name), because moto resolves references before any
 * custom resource has answered.
 */

export interface Template {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown; Description?: string }>;
  [section: string]: unknown;
}

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
  [key: string]: unknown;
}

export interface Environment {
  account: string;
  region: string;
  partition?: string;
}

/** The stand-in function every stood-in resource names as its ServiceToken, and its role. */
export const standInFunction = 'RehearsalStandInFunction';
export const standInRole = 'RehearsalStandInRole';

const isCustom = (type: string) => type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource';

/** Types whose Ref is an ARN in AWS (the ones the template refers to; the rest answer a name or an id). */
const refIsArn: Record<string, string> = {
  'AWS::SecretsManager::Secret': 'secretsmanager:{region}:{account}:secret:{id}-rehearsal',
  'AWS::CloudFront::Function': 'cloudfront::{account}:function/{id}',
  'AWS::SNS::Subscription': 'sns:{region}:{account}:{id}:rehearsal',
};

/** What a stood-in resource answers to Ref, as AWS would shape it. */
export function standInRef(logicalId: string, type: string, env: Environment): string {
  const arn = refIsArn[type];
  if (arn) return arnOf(arn, logicalId, env);
  if (type === 'AWS::CloudFront::Distribution') return `E${hashOf(logicalId).toUpperCase().slice(0, 13)}`;
  return `rehearsal-${logicalId}`;
}

/** What a stood-in resource answers to Fn::GetAtt. */
export function standInAttribute(logicalId: string, type: string, attribute: string, env: Environment): string {
  if (attribute === 'DomainName' && type === 'AWS::CloudFront::Distribution') {
    return `d${hashOf(logicalId).slice(0, 13)}.cloudfront.net`;
  }
  if (attribute === 'Arn' || attribute.endsWith('ARN')) {
    const service = type.split('::')[1]!.toLowerCase();
    return `arn:${env.partition ?? 'aws'}:${service}:${env.region}:${env.account}:${logicalId}`;
  }
  if (attribute === 'ApiEndpoint')
    return `https://${hashOf(logicalId).slice(0, 10)}.execute-api.${env.region}.amazonaws.com`;
  return `rehearsal-${logicalId}-${attribute}`;
}

function arnOf(pattern: string, logicalId: string, env: Environment): string {
  return `arn:${env.partition ?? 'aws'}:${pattern
    .replace('{region}', env.region)
    .replace('{account}', env.account)
    .replace('{id}', logicalId)}`;
}

/** A short stable lower-case hex of a string (FNV-1a): names that look generated and never change. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (hash.toString(16) + (hash ^ 0x5bd1e995).toString(16) + text.length.toString(16)).padEnd(16, '0');
}

export interface StandIns {
  template: Template;
  /** Logical id → original type, of every resource stood in for. */
  stoodIn: Record<string, string>;
  /** Custom resources of the template itself (the rehearsal answers them too: BucketDeployment runs for real). */
  custom: Record<string, string>;
  /** "Type.Ref" / "Type.Attribute" → how many references from real resources and outputs became literals. */
  literals: Record<string, number>;
}

/** The template with every type moto cannot create stood in for (see the file comment). */
export function standInTemplate(template: Template, supported: ReadonlySet<string>, env: Environment): StandIns {
  const resources = template.Resources;
  const stoodIn: Record<string, string> = {};
  const custom: Record<string, string> = {};
  for (const [id, resource] of Object.entries(resources)) {
    if (isCustom(resource.Type)) custom[id] = resource.Type;
    else if (!supported.has(resource.Type)) stoodIn[id] = resource.Type;
  }
  const literals: Record<string, number> = {};
  const count = (key: string) => (literals[key] = (literals[key] ?? 0) + 1);

  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (keys.length === 1 && keys[0] === 'Ref' && typeof object.Ref === 'string' && object.Ref in stoodIn) {
      const type = stoodIn[object.Ref]!;
      count(`${type} Ref`);
      return standInRef(object.Ref, type, env);
    }
    if (keys.length === 1 && keys[0] === 'Fn::GetAtt') {
      const [target, attribute] = getAttParts(object['Fn::GetAtt']);
      if (target in stoodIn) {
        const type = stoodIn[target]!;
        count(`${type} ${attribute}`);
        return standInAttribute(target, type, attribute, env);
      }
    }
    return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, replace(inner)]));
  };

  const out: Record<string, Resource> = {};
  for (const [id, resource] of Object.entries(resources)) {
    const type = stoodIn[id];
    if (type) {
      const { Properties, Type: _type, ...rest } = resource;
      out[id] = {
        ...rest,
        Type: `Custom::StandIn${type.split('::').slice(1).join('')}`,
        Properties: {
          ServiceToken: { 'Fn::GetAtt': [standInFunction, 'Arn'] },
          StandsInFor: type,
          Original: JSON.stringify(Properties ?? {}),
        },
      };
    } else {
      out[id] = {
        ...resource,
        ...(resource.Properties ? { Properties: replace(resource.Properties) as Resource['Properties'] } : {}),
      };
    }
  }
  if (Object.keys(stoodIn).length > 0) {
    out[standInRole] = {
      Type: 'AWS::IAM::Role',
      Properties: {
        AssumeRolePolicyDocument: {
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' }, Action: 'sts:AssumeRole' }],
        },
      },
    };
    // Never invoked for real (moto would need Docker): the rehearsal answers in its place.
    out[standInFunction] = {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Runtime: 'nodejs24.x',
        Handler: 'index.handler',
        Role: { 'Fn::GetAtt': [standInRole, 'Arn'] },
        Code: { ZipFile: 'exports.handler = async () => ({});' },
      },
    };
  }
  const outputs = template.Outputs
    ? Object.fromEntries(
        Object.entries(template.Outputs).map(([name, output]) => [name, { ...output, Value: replace(output.Value) }]),
      )
    : undefined;
  return {
    template: { ...template, Resources: out, ...(outputs ? { Outputs: outputs } : {}) },
    stoodIn,
    custom,
    literals,
  };
}

function getAttParts(value: unknown): [string, string] {
  if (typeof value === 'string') {
    const [target, ...attribute] = value.split('.');
    return [target!, attribute.join('.')];
  }
  const [target, attribute] = value as [string, string];
  return [target, attribute];
}

/** What the intrinsic functions of a custom resource's properties need: pseudo parameters and physical ids. */
export interface ResolveContext extends Environment {
  stackName: string;
  stackId: string;
  /** Logical id → physical id (what Ref answers), for the stack's resources and stand-ins alike. */
  physicalIds: Record<string, string>;
  /** "LogicalId.Attribute" → value, where known. */
  attributes?: Record<string, string>;
}

/** Resolves Ref, Fn::GetAtt, Fn::Sub, Fn::Join, Fn::Select and Fn::Split as CloudFormation would. */
export function resolveIntrinsics(value: unknown, context: ResolveContext): unknown {
  const pseudo: Record<string, string> = {
    'AWS::AccountId': context.account,
    'AWS::Region': context.region,
    'AWS::Partition': context.partition ?? 'aws',
    'AWS::StackName': context.stackName,
    'AWS::StackId': context.stackId,
    'AWS::URLSuffix': 'amazonaws.com',
  };
  const ref = (name: string): string => {
    const found = pseudo[name] ?? context.physicalIds[name];
    if (found === undefined) throw new Error(`rehearsal: cannot resolve Ref ${name}`);
    return found;
  };
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const object = node as Record<string, unknown>;
    const [key] = Object.keys(object);
    if (Object.keys(object).length === 1) {
      const argument = object[key!];
      switch (key) {
        case 'Ref':
          return ref(argument as string);
        case 'Fn::GetAtt': {
          const [target, attribute] = getAttParts(argument);
          const found = context.attributes?.[`${target}.${attribute}`];
          if (found === undefined) throw new Error(`rehearsal: cannot resolve Fn::GetAtt ${target}.${attribute}`);
          return found;
        }
        case 'Fn::Sub': {
          const [text, variables] = typeof argument === 'string' ? [argument, {}] : (argument as [string, object]);
          const own = resolve(variables) as Record<string, string>;
          return text.replace(/\$\{([^}!][^}]*)\}/g, (_match, name: string) => {
            if (name in own) return own[name]!;
            if (name.includes('.')) return resolve({ 'Fn::GetAtt': name }) as string;
            return ref(name);
          });
        }
        case 'Fn::Join': {
          const [separator, parts] = argument as [string, unknown[]];
          return (resolve(parts) as unknown[]).join(separator);
        }
        case 'Fn::Select': {
          const [index, list] = argument as [number | string, unknown];
          return (resolve(list) as unknown[])[Number(index)];
        }
        case 'Fn::Split': {
          const [separator, text] = argument as [string, unknown];
          return String(resolve(text)).split(separator);
        }
      }
    }
    return Object.fromEntries(Object.entries(object).map(([name, inner]) => [name, resolve(inner)]));
  };
  return resolve(value);
}

/** A custom resource's properties as CloudFormation hands them to the function: every scalar a string. */
export function asCloudFormationPasses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asCloudFormationPasses);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asCloudFormationPasses(inner)]));
  }
  return typeof value === 'boolean' || typeof value === 'number' ? String(value) : value;
}

/** The template's resources in an order where each comes after everything it DependsOn. */
export function dependencyOrder(resources: Record<string, Resource>, ids: readonly string[]): string[] {
  const done = new Set<string>();
  const ordered: string[] = [];
  const visit = (id: string, path: string[]) => {
    if (done.has(id)) return;
    if (path.includes(id)) throw new Error(`rehearsal: a DependsOn cycle through ${id}`);
    const dependsOn = resources[id]?.DependsOn;
    for (const dependency of typeof dependsOn === 'string' ? [dependsOn] : (dependsOn ?? [])) {
      if (ids.includes(dependency)) visit(dependency, [...path, id]);
    }
    done.add(id);
    ordered.push(id);
  };
  for (const id of ids) visit(id, []);
  return ordered;
}

/** How many of each, sorted by count then name: "27 AWS::CloudWatch::Alarm". */
export function tally(types: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([type, n]) => `${n} ${type}`);
}
