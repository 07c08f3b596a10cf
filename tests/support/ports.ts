import { readFileSync } from 'node:fs';
import net from 'node:net';

/** The first port the kernel hands out to outgoing connections (Linux's default when unreadable). */
function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 20_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port nothing listens on right now, below the kernel's ephemeral range: a port the OS picked for
 * `listen(0)` comes from that range, where any outgoing connection (the browser's, an SDK's) may take it
 * before the backend that was given it binds (a clean-clone run once lost the SES emulator's port so).
 */
export async function freePort(): Promise<number> {
  const high = ephemeralStart();
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * (high - 20_000));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port found between 20000 and ${high}`);
}
