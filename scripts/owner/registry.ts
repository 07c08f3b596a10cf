/**
 * Every owner command, in the order `--help` lists them. A new command is one file in commands/ and one
 * line here (docs/owner.md describes it for the owner).
 */
import type { OwnerCommand } from './command';
import { exportCommand } from './commands/export';
import { mail } from './commands/mail';
import { newsletter } from './commands/newsletter';
import { photos } from './commands/photos';
import { privacy } from './commands/privacy';
import { request } from './commands/request';
import { requests } from './commands/requests';
import { season } from './commands/season';
import { seed } from './commands/seed';
import { subscribers } from './commands/subscribers';
import { week } from './commands/week';
import { weeks } from './commands/weeks';

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
