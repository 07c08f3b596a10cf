import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A gate in front of DynamoDB Local for race and failure tests: a client pointed at its port reaches the
 * same tables, and a test can hold one chosen call until it says so (to interleave two writers in a
 * fixed order), lose its answer after it landed (the connection dropped, or a 500 instead of the
 * answer: the SDK then retries it), make it time out, or cut every call after it (a process killed
 * mid-command). It works on any version of the code under test: it sees DynamoDB's wire protocol, not
 * the code's functions.
 */
export interface Call {
  /** GetItem, UpdateItem, PutItem, DeleteItem, Scan, TransactWriteItems… */
  op: string;
  table: string;
  /** The item's key value (its one attribute's string). */
  key: string | undefined;
  /** The items it writes or checks: the one item, or each of a transaction's. */
  items: Array<{ op: string; table: string; key: string | undefined }>;
  body: Record<string, unknown>;
}

export type Match = (call: Call) => boolean;

interface Rule {
  match: Match;
  act: (call: Call, forward: () => Promise<Reply>, res: http.ServerResponse) => Promise<void>;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface DynamoGate {
  port: number;
  endpoint: string;
  /** Every call seen, in order. */
  calls: Call[];
  /** The next call matching `match` waits until `release()`; `reached` resolves when it arrives. */
  hold(match: Match): { reached: Promise<Call>; release: () => void };
  /**
   * The next call matching `match` never gets an answer (its client's deadline fires). `landed`: the
   * write reaches the table first (its answer is lost); otherwise it never does. `reached` resolves
   * once the call arrived (and landed, when it does).
   */
  timeout(match: Match, landed: boolean): { reached: Promise<Call> };
  /**
   * The next call matching `match` lands, and its answer is lost: the connection dropped (`drop`) or a
   * DynamoDB 500 in its place (`500`). The SDK retries it as it would in AWS.
   */
  lose(match: Match, how: 'drop' | 500): { reached: Promise<Call> };
  /** The next call matching `match` lands; it and every later call through the gate then get no answer. */
  cutAfter(match: Match): { reached: Promise<Call> };
  /** Forgets every rule no call has met yet. */
  reset(): void;
  close(): Promise<void>;
}

/** A write (Update/Put/Delete, or a transaction) to `table`, on the item keyed `key` when given, and passing `also`. */
export const write =
  (table: string, key?: string, also: (call: Call) => boolean = () => true): Match =>
  (call) =>
    /^(UpdateItem|PutItem|DeleteItem|TransactWriteItems)$/.test(call.op) &&
    call.items.some((item) => item.table === table && (key === undefined || item.key === key)) &&
    also(call);

/** Any write, to any table. */
export const anyWrite: Match = (call) => /^(UpdateItem|PutItem|DeleteItem|TransactWriteItems)$/.test(call.op);

/** The `n`th call matching `match` (counting from 1). */
export function nth(match: Match, n: number): Match {
  let seen = 0;
  return (call) => match(call) && ++seen === n;
}

const keyOf = (key: unknown): string | undefined => {
  const attribute = Object.values((key ?? {}) as Record<string, Record<string, unknown>>)[0];
  return attribute ? String(Object.values(attribute)[0]) : undefined;
};

/** The items a call writes or checks: its own, or a transaction's. */
function itemsOf(op: string, body: Record<string, unknown>): Call['items'] {
  if (op !== 'TransactWriteItems') {
    return [{ op, table: String(body.TableName ?? ''), key: keyOf(body.Key ?? body.Item) }];
  }
  return ((body.TransactItems ?? []) as Array<Record<string, Record<string, unknown>>>).map((entry) => {
    const [kind, item] = Object.entries(entry)[0]!;
    return { op: kind, table: String(item.TableName ?? ''), key: keyOf(item.Key ?? item.Item) };
  });
}

/** The body's UpdateExpression, for matching one kind of update. */
export const expression = (call: Call): string => String(call.body.UpdateExpression ?? '');

/** A promise of the call a rule meets, and what resolves it. */
function arrival() {
  let arrived!: (call: Call) => void;
  const reached = new Promise<Call>((resolve) => (arrived = resolve));
  return { reached, arrived };
}

export async function startDynamoGate(target: string): Promise<DynamoGate> {
  const rules: Rule[] = [];
  const calls: Call[] = [];
  let cut = false;
  const upstream = new URL(target);

  const forwardTo = (req: http.IncomingMessage, body: Buffer) => (): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const out = http.request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 500, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
          answer.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const send = (res: http.ServerResponse, reply: Reply) => {
    if (res.destroyed) return;
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        parsed = {};
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      const op = target.split('.').pop() ?? '';
      const call: Call = {
        op,
        table: String(parsed.TableName ?? ''),
        key: keyOf(parsed.Key),
        items: itemsOf(op, parsed),
        body: parsed,
      };
      calls.push(call);
      if (cut) {
        res.destroy();
        return;
      }
      const forward = forwardTo(req, body);
      const index = rules.findIndex((rule) => rule.match(call));
      if (index < 0) {
        forward().then(
          (reply) => send(res, reply),
          () => res.destroy(),
        );
        return;
      }
      const [rule] = rules.splice(index, 1);
      void rule!.act(call, forward, res).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    hold(match) {
      const { reached, arrived } = arrival();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      rules.push({
        match,
        act: async (call, forward, res) => {
          arrived(call);
          await released;
          send(res, await forward());
        },
      });
      return { reached, release };
    },
    timeout(match, landed) {
      const { reached, arrived } = arrival();
      rules.push({
        match,
        act: async (call, forward, res) => {
          if (landed) await forward();
          arrived(call);
          // No answer: the client's own deadline ends the call; the socket closes with it.
          await new Promise<void>((resolve) => res.on('close', () => resolve()));
        },
      });
      return { reached };
    },
    lose(match, how) {
      const { reached, arrived } = arrival();
      rules.push({
        match,
        act: async (call, forward, res) => {
          await forward();
          arrived(call);
          if (how === 'drop') res.destroy();
          else {
            res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
            res.end(
              JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'lost' }),
            );
          }
        },
      });
      return { reached };
    },
    cutAfter(match) {
      const { reached, arrived } = arrival();
      rules.push({
        match,
        act: async (call, forward, res) => {
          await forward();
          cut = true;
          arrived(call);
          res.destroy();
        },
      });
      return { reached };
    },
    reset: () => {
      rules.splice(0);
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
