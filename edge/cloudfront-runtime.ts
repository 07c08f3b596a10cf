import { parse, type Node } from 'acorn';

/**
 * What CloudFront's JavaScript runtime 2.0 (cloudfront-js-2.0) accepts, as AWS documents it
 * ("JavaScript runtime 2.0 features for CloudFront Functions"): ES 5.1, plus `let`/`const`,
 * template literals, arrow functions, rest parameters, `**`, and `async`/`await` in async
 * functions; no dynamic code evaluation, no timers, and only its built-in modules.
 *
 * Node runs anything newer, so code that CloudFront refuses at deploy time (or that fails at
 * the edge) would pass every local test. This check is an allow-list: any syntax the document
 * does not name is refused, even where CloudFront might in fact accept it.
 */

/** Statements and expressions ES 5.1 has, plus what runtime 2.0 adds; anything else is refused. */
const allowedNodes = new Set([
  'Program',
  'ExpressionStatement',
  'BlockStatement',
  'EmptyStatement',
  'VariableDeclaration',
  'VariableDeclarator',
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ReturnStatement',
  'IfStatement',
  'SwitchStatement',
  'SwitchCase',
  'ForStatement',
  'ForInStatement',
  'WhileStatement',
  'DoWhileStatement',
  'BreakStatement',
  'ContinueStatement',
  'LabeledStatement',
  'ThrowStatement',
  'TryStatement',
  'CatchClause',
  'Identifier',
  'Literal',
  'ThisExpression',
  'ArrayExpression',
  'ObjectExpression',
  'Property',
  'UnaryExpression',
  'UpdateExpression',
  'BinaryExpression',
  'LogicalExpression',
  'AssignmentExpression',
  'ConditionalExpression',
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'SequenceExpression',
  'TemplateLiteral',
  'TemplateElement',
  'AwaitExpression',
  'RestElement',
]);

/** What people reach for that the runtime lacks, named so the message says what to write instead. */
const refusedNodes: Record<string, string> = {
  ClassDeclaration: 'classes',
  ClassExpression: 'classes',
  ForOfStatement: 'for…of (use a for loop over the indexes)',
  ObjectPattern: 'destructuring',
  ArrayPattern: 'destructuring',
  AssignmentPattern: 'default parameter values',
  SpreadElement: 'spread syntax (...x in a call, array or object)',
  ChainExpression: 'optional chaining (?.)',
  TaggedTemplateExpression: 'tagged templates',
  YieldExpression: 'generators',
  ImportExpression: 'import()',
  ImportDeclaration: 'modules (import)',
  ExportNamedDeclaration: 'modules (export)',
  ExportDefaultDeclaration: 'modules (export)',
  MetaProperty: 'new.target / import.meta',
  Super: 'super',
  WithStatement: 'with (refused in strict mode)',
};

/** ES 5.1's assignment operators and runtime 2.0's `**=`: not the logical assignments. */
const assignmentOperators = new Set(['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '>>>=', '&=', '^=', '|=', '**=']);

/** Globals that are dynamic code evaluation or timers: absent from the runtime. */
const refusedGlobals: Record<string, string> = {
  eval: 'eval (no dynamic code evaluation)',
  Function: 'the Function constructor (no dynamic code evaluation)',
  setTimeout: 'timers',
  setInterval: 'timers',
  setImmediate: 'timers',
  queueMicrotask: 'timers',
  fetch: 'network access',
  XMLHttpRequest: 'network access',
  process: 'Node globals (process)',
  globalThis: 'globalThis',
};

/** The runtime's built-in modules, the only things `require` can load. */
export const cloudFrontModules = ['crypto', 'querystring', 'buffer', 'cloudfront'] as const;

type AnyNode = Node & Record<string, unknown>;

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'type') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

/**
 * Every construct in `code` that cloudfront-js-2.0 does not accept, as "line:column what";
 * an empty list when the code is fine. The code must define a top-level `function handler(event)`.
 */
export function cloudFrontJs2Problems(code: string): string[] {
  let program: AnyNode;
  try {
    // Parsed as a script at the newest ES level, so newer syntax parses and can be named.
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', locations: true }) as unknown as AnyNode;
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const at = (node: AnyNode, what: string) =>
    problems.push(`${node.loc!.start.line}:${node.loc!.start.column + 1} ${what}`);

  const visit = (node: AnyNode, inAsync: boolean): void => {
    const type = node.type;
    if (type in refusedNodes) {
      at(node, `${refusedNodes[type]} is not in cloudfront-js-2.0`);
      return;
    }
    if (!allowedNodes.has(type)) {
      at(node, `${type} is not in cloudfront-js-2.0`);
      return;
    }
    let async = inAsync;
    switch (type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        if (node.generator) at(node, 'generators are not in cloudfront-js-2.0');
        // Runtime 2.0 has async functions, but not async arrow functions or async closures.
        if (node.async && type !== 'FunctionDeclaration') {
          at(node, 'async function expressions and arrows (async closures) are not in cloudfront-js-2.0');
        }
        async = Boolean(node.async);
        break;
      case 'AwaitExpression':
        if (!inAsync) at(node, 'await outside an async function is not in cloudfront-js-2.0');
        break;
      case 'RestElement':
        if (!isNode(node.argument) || node.argument.type !== 'Identifier')
          at(node, 'destructuring in a rest parameter');
        break;
      case 'Literal':
        if ('bigint' in node) at(node, 'BigInt literals are not in cloudfront-js-2.0');
        break;
      case 'CatchClause':
        if (!node.param) at(node, 'a catch without its (error) binding is not in cloudfront-js-2.0');
        break;
      case 'Property':
        if (node.kind === 'init' && (node.method || node.shorthand)) {
          at(node, 'shorthand properties and methods are not in cloudfront-js-2.0 (write key: value)');
        }
        if (node.computed) at(node, 'computed property names are not in cloudfront-js-2.0');
        break;
      case 'LogicalExpression':
        if (node.operator === '??') at(node, 'the ?? operator is not in cloudfront-js-2.0');
        break;
      case 'AssignmentExpression':
        if (!assignmentOperators.has(node.operator as string)) {
          at(node, `the ${String(node.operator)} operator is not in cloudfront-js-2.0`);
        }
        break;
      case 'MemberExpression':
        if (isNode(node.property) && node.property.type === 'PrivateIdentifier') {
          at(node, 'private fields are not in cloudfront-js-2.0');
        }
        break;
      case 'Identifier': {
        const name = node.name as string;
        if (Object.hasOwn(refusedGlobals, name)) at(node, `${refusedGlobals[name]} is not in cloudfront-js-2.0`);
        break;
      }
      case 'CallExpression': {
        const callee = node.callee as AnyNode;
        const args = node.arguments as AnyNode[];
        if (callee.type === 'Identifier' && callee.name === 'require') {
          const [first] = args;
          const known =
            first?.type === 'Literal' && (cloudFrontModules as readonly string[]).includes(String(first.value));
          if (!known || args.length !== 1) {
            at(node, `require loads only CloudFront's modules (${cloudFrontModules.join(', ')})`);
          }
        }
        break;
      }
    }
    // Object keys are names, not references: `{ process: 1 }` and `a.eval` are fine.
    for (const child of children(node)) {
      if (type === 'Property' && child === node.key && !node.computed) continue;
      if (type === 'MemberExpression' && child === node.property && !node.computed) continue;
      visit(child, async);
    }
  };
  visit(program, false);

  const handler = (program.body as AnyNode[]).find(
    (statement) => statement.type === 'FunctionDeclaration' && isNode(statement.id) && statement.id.name === 'handler',
  );
  if (!handler) problems.push('no top-level function handler(event): CloudFront calls handler');
  return problems;
}

/** Throws when `code` has anything cloudfront-js-2.0 refuses; `name` says which function. */
export function assertCloudFrontJs2(name: string, code: string): void {
  const problems = cloudFrontJs2Problems(code);
  if (problems.length > 0) {
    throw new Error(`${name} uses what CloudFront's JavaScript runtime 2.0 lacks:\n  ${problems.join('\n  ')}`);
  }
}
