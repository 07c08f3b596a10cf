import { readFileSync } from 'node:fs';
import { availabilityLangCode } from '../lib/availability-routes';
import { assertCloudFrontJs2, cloudFrontJs2Problems } from '../../edge/cloudfront-runtime';
import { renderRoutingFunction, routingTemplateFile } from '../../edge/routes';

/** Both CloudFront Functions the stack deploys, as deployed: the routing one with a route table written in. */
const deployed = async (): Promise<Array<[string, string]>> => [
  ['routing (edge/routing.js, rendered)', await renderRoutingFunction(['/', '/about/', '/it/', '/it/about/'])],
  ['availability lang (infra/lib/availability-routes.ts)', availabilityLangCode],
];

describe("the CloudFront Functions against CloudFront's JavaScript runtime 2.0", () => {
  it('accepts both functions as the stack deploys them', async () => {
    for (const [name, code] of await deployed()) {
      expect([name, cloudFrontJs2Problems(code)]).toEqual([name, []]);
    }
  });

  it('accepts what runtime 2.0 adds to ES 5.1: let/const, arrows, rest parameters, templates, **, async/await', () => {
    const code = `
      const crypto = require('crypto');
      async function handler(event) {
        let n = 2 ** 3;
        const join = (...parts) => parts.join('/');
        var text = \`\${join('a', 'b')}-\${n}\`;
        var hash = crypto.createHash('sha1').update(text).digest('hex');
        var value = await Promise.resolve({ value: hash, process: 1 });
        for (var key in event.request.headers) n += 1;
        try { n -= 1; } catch (e) { n = 0; }
        return event.request;
      }`;
    expect(cloudFrontJs2Problems(code)).toEqual([]);
  });

  // Each planted into the real routing function's handler: Node runs all of them, CloudFront refuses them.
  it.each([
    ['optional chaining', 'var x = event.request?.uri;', 'optional chaining'],
    ['nullish coalescing', "var x = event.request.uri ?? '/';", 'the ?? operator'],
    ['destructuring', 'var { request } = event;', 'destructuring'],
    ['spread', 'var x = [...[1, 2]];', 'spread syntax'],
    ['for…of', 'for (var x of [1]) {}', 'for…of'],
    ['a class', 'class A {}', 'classes'],
    ['a default parameter', 'var f = function (a = 1) { return a; };', 'default parameter values'],
    ['a shorthand property', 'var uri = 1; var o = { uri };', 'shorthand properties'],
    ['logical assignment', 'var a = 0; a ||= 1;', 'the ||= operator'],
    ['a catch without binding', 'try {} catch {}', 'catch without its (error) binding'],
    ['an async arrow', 'var f = async () => 1;', 'async closures'],
    ['a BigInt', 'var n = 1n;', 'BigInt'],
    ['eval', "eval('1');", 'eval'],
    ['a timer', 'setTimeout(function () {}, 1);', 'timers'],
    ['a Node module', "var fs = require('fs');", "require loads only CloudFront's modules"],
  ])('refuses %s planted in the routing function', async (_name, planted, message) => {
    const code = (await renderRoutingFunction(['/'])).replace(
      'function handler(event) {',
      `function handler(event) {\n  ${planted}`,
    );
    expect(code).toContain(planted);
    const problems = cloudFrontJs2Problems(code);
    expect(problems).toEqual([expect.stringContaining(message)]);
    expect(problems[0]).toMatch(/^\d+:\d+ /);
  });

  it('refuses code without a top-level handler, or that does not parse', () => {
    expect(cloudFrontJs2Problems('function main(event) { return event.request; }')).toEqual([
      expect.stringContaining('no top-level function handler'),
    ]);
    expect(cloudFrontJs2Problems('function handler(event) {')).toEqual([expect.stringContaining('does not parse')]);
  });

  it('stops the build (renderRoutingFunction) and the synth (assertCloudFrontJs2) with the construct named', () => {
    const template = readFileSync(routingTemplateFile, 'utf8');
    expect(() =>
      assertCloudFrontJs2('routing.js', template.replace('var LOCALES', 'let { a } = {}; var LOCALES')),
    ).toThrow(/routing\.js uses what CloudFront's JavaScript runtime 2\.0 lacks:\n {2}\d+:\d+ destructuring/);
  });
});
