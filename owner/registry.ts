/**
 * Every owner command, in the order `--help` lists them. A new command is one file in commands/ and one
 * line here (docs/owner.md describes it for the owner).
 */
import type { OwnerCommand } from './command';
import { exportCommand } from './commands/export/index';
import { mail } from './commands/mail/index';
import { newsletter } from './commands/newsletter/index';
import { photos } from './commands/photos/index';
import { privacy } from './commands/privacy/index';
import { request } from './commands/request/index';
import { requests } from './commands/requests/index';
import { season } from './commands/season/index';
import { seed } from './commands/seed/index';
import { subscribers } from './commands/subscribers/index';
import { week } from './commands/week/index';
import { weeks } from './commands/weeks/index';

export const commands: readonly OwnerCommand[] = [
  weeks,
  week,
  seed,
  season,
  requests,
  request,
  exportCommand,
  mail,
  subscribers,
  privacy,
  newsletter,
  photos,
];
