import { weeks as seedWeeks } from '../../../common/facts/weeks';
import { seedSeason } from '../../../common/facts/seedSeason';
import { weeksStore } from '../../../functions/weeks/weeks';
import { defineCommand } from '../../command';
import { OwnerError } from '../../context';

export const seed = defineCommand({
  name: 'seed',
  summary: 'add the 2025 season and the weeks the table lacks (never changes one)',
  forms: [
    {
      usage: '',
      text: `add the 2025 season and the weeks of common/facts/weeks.ts
the table lacks (a season you closed stays closed)
(never changes an existing week; \`npm run deploy\` runs it)`,
    },
  ],
  options: {},
  examples: ['npm run owner -- seed', 'npm run owner -- seed --aws'],
  needs: ['weeks'],
  async run({ args, json, io, target }) {
    if (args.length > 0) throw new OwnerError('seed takes no arguments: npm run owner -- seed [--aws]');
    const { db, weeksTable, where } = await target();
    const result = await weeksStore(db, weeksTable).seedSeason(seedSeason, seedWeeks, new Date());
    if (json) io.out(JSON.stringify(result));
    else io.out(`Seeded the ${where}: ${result.created.length} weeks added, ${result.kept.length} kept as they were.`);
  },
});
