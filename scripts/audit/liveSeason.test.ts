import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { servedUntruths } from './liveSeason';

const pages: Record<string, string> = {
  '/true/': '<meta name=description content="Summer 2027 aboard Libeccio"><p>Two cruising areas, by the week.</p>',
  '/none/': '<p>La prossima stagione non è ancora pubblicata: diteci le date.</p>',
  '/old/': '<p>In summer 2025 she sails the Aeolian Islands.</p>',
};

describe('the live-season check of the pages as served', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => res.end(pages[req.url ?? ''] ?? ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes a page that names only the live season, and names the pages that deny it', async () => {
    expect(await servedUntruths(origin, ['/true/'], [2027])).toEqual([]);
    expect(await servedUntruths(origin, ['/true/', '/none/', '/old/'], [2027])).toEqual([
      '/none/ as served says no season is published (the live data opens one)',
      '/old/ as served names "summer 2025", not a live season',
    ]);
  });
});
