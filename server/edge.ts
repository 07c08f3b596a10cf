import { readFileSync } from 'node:fs';
import vm from 'node:vm';

export interface CfValue {
  value: string;
  multiValue?: CfValue[];
}
export interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, CfValue>;
  headers: Record<string, CfValue>;
}
export interface CfResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, CfValue>;
  body?: string | { encoding: 'text' | 'base64'; data: string };
}
export interface CfEvent {
  version: '1.0';
  context: { eventType: 'viewer-request' | 'viewer-response' };
  viewer: { ip: string };
  request: CfRequest;
  response?: CfResponse;
}
export type RoutingFunction = (event: CfEvent) => CfRequest | CfResponse;

/**
 * Loads a CloudFront Function file the way CloudFront runs it: a plain script
 * whose top-level `handler` is called per event, no module system, no globals
 * of Node's.
 */
export function loadRoutingFunction(file: string): RoutingFunction {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(file, 'utf8'), context, { filename: file });
  const handler = (context as { handler?: unknown }).handler;
  if (typeof handler !== 'function') throw new Error(`${file} defines no handler(event) function`);
  return handler as RoutingFunction;
}

export function isResponse(result: CfRequest | CfResponse): result is CfResponse {
  return typeof (result as CfResponse).statusCode === 'number';
}

/** The CloudFront querystring object for a URL's search params. */
export function toQuerystring(params: URLSearchParams): Record<string, CfValue> {
  const out: Record<string, CfValue> = {};
  for (const [key, value] of params) {
    const existing = out[key];
    if (!existing) out[key] = { value };
    else existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
  }
  return out;
}

/** The body of a function-generated response. */
export function responseBody(response: CfResponse): Buffer | undefined {
  const { body } = response;
  if (body === undefined) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.from(body.data, body.encoding === 'base64' ? 'base64' : 'utf8');
}
