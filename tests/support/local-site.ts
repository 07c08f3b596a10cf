import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { routingFunctionFile, securityHeadersFile } from '../../common/paths';
import { buildDir } from '../../common/paths';
import { loadRoutingFunction } from '../../server/edge';
import { createSiteServer, type ApiHandler } from '../../server/site-server';

export interface LocalSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * The local edge server over the real build, on a free port; `siteClock` pretends it is that day.
 * `buildDir` and `edgeDir` serve another build (the audit's reference) with its own routing and headers;
 * `api` answers /api/* (else 503, as with no API).
 */
export async function startLocalSite({
  siteClock,
  api,
  ...other
}: { siteClock?: string; buildDir?: string; edgeDir?: string; api?: ApiHandler } = {}): Promise<LocalSite> {
  const server = createSiteServer({
    buildDir: other.buildDir ?? buildDir,
    siteClock,
    api,
    routing: loadRoutingFunction(other.edgeDir ? path.join(other.edgeDir, 'routing.js') : routingFunctionFile),
    securityHeaders: JSON.parse(
      readFileSync(other.edgeDir ? path.join(other.edgeDir, 'security-headers.json') : securityHeadersFile, 'utf8'),
    ) as Record<string, string>,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
