import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A JSON POST to the local stack on `port` from a given loopback address: each address is another
 * client (API Gateway's sourceIp), for the per-client limits.
 */
export function postFrom(
  port: number,
  localAddress: string,
  path: string,
  body: unknown,
  host = '127.0.0.1',
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
