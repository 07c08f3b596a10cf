import { spawnSync } from 'node:child_process';

/** What to install when Java is missing: the one line `npm start` and `npm test` stop with. */
export const javaMissing =
  "Java is missing: Amazon's DynamoDB Local (the local stack's DynamoDB) runs on Java 17 or later. Install it with `npm run setup` (as root: apt-get install default-jre-headless), then try again.";

/** True when a `java` on the PATH answers `-version`. */
export function javaAvailable(): boolean {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore', timeout: 20_000 });
  return result.status === 0;
}
