import { weeks } from './weeks';
import { seedSeason } from './seedSeason';
import { generateWeeks, nextSeason, passagesOf, seasonRefusal, seasonView, type Season } from './seasons';

const season2027: Season = {
  year: 2027,
  legs: [
    { area: 'aeolian', from: '2027-04-24', to: '2027-08-28' },
    { area: 'menorca', from: '2027-09-04', to: '2027-10-30' },
  ],
};

describe('generateWeeks', () => {
  it('makes exactly the 2025 weeks of the specification, positioning week included', () => {
    const generated = generateWeeks(seedSeason);
    expect(generated.map(({ leg, from, to }) => ({ leg, from, to }))).toEqual(
      weeks.map(({ leg, from, to }) => ({ leg, from, to })),
    );
    expect(generated.filter((week) => week.passageFrom)).toEqual([
      {
        season: 2025,
        leg: 'menorca',
        from: '2025-08-31',
        to: '2025-09-06',
        status: 'not-available',
        passageFrom: 'aeolian',
      },
    ]);
    expect(weeks.find((week) => week.from === '2025-08-31')?.passageFrom).toBe('aeolian');
  });

  it('runs Saturday to Saturday, with a short first and last week, and every other week available', () => {
    const generated = generateWeeks({
      year: 2027,
      legs: [{ area: 'aeolian', from: '2027-05-04', to: '2027-05-26' }],
    });
    expect(generated.map((week) => `${week.from}>${week.to}`)).toEqual([
      '2027-05-04>2027-05-08',
      '2027-05-08>2027-05-15',
      '2027-05-15>2027-05-22',
      '2027-05-22>2027-05-26',
    ]);
    expect(new Set(generated.map((week) => week.status))).toEqual(new Set(['available']));
  });

  it('leaves no positioning week when the gap between areas is long enough, and notes the passage', () => {
    const generated = generateWeeks(season2027);
    expect(generated).toHaveLength(18 + 8);
    expect(generated.every((week) => week.status === 'available' && week.season === 2027)).toBe(true);
    expect(passagesOf(season2027)).toEqual([
      { fromArea: 'aeolian', toArea: 'menorca', from: '2027-08-28', to: '2027-09-04' },
    ]);
  });
});

describe('seasonRefusal', () => {
  const today = '2026-11-25';
  const legs = (...list: Array<[string, string, string]>): Season => ({
    year: 2027,
    legs: list.map(([area, from, to]) => ({ area, from: from as never, to: to as never })),
  });

  it('accepts the example season', () => {
    expect(seasonRefusal(season2027, today)).toBeUndefined();
  });

  it.each([
    ['a leg that runs backwards', legs(['aeolian', '2027-08-28', '2027-04-24']), /runs backwards/],
    [
      'overlapping legs',
      legs(['aeolian', '2027-04-24', '2027-08-28'], ['menorca', '2027-08-21', '2027-10-30']),
      /overlap/,
    ],
    ['an unknown area', legs(['sardinia', '2027-05-01', '2027-06-01']), /Unknown area "sardinia".*content work/],
    [
      'no time to sail between areas',
      legs(['aeolian', '2027-04-24', '2027-08-28'], ['menorca', '2027-08-29', '2027-08-31']),
      /No time to sail from Aeolian Islands to Menorca/,
    ],
    ['a malformed date', legs(['aeolian', '2027-02-30', '2027-06-01']), /"2027-02-30" is not a date/],
    ['a leg outside its year', legs(['aeolian', '2028-05-01', '2028-06-01']), /not in 2027/],
    ['a season in the past', { ...legs(['aeolian', '2026-05-01', '2026-06-01']), year: 2026 }, /not after today/],
    ['no legs', legs(), /at least one leg/],
  ])('refuses %s in one line', (_, season, reason) => {
    const refusal = seasonRefusal(season, today);
    expect(refusal).toMatch(reason);
    expect(refusal).not.toContain('\n');
  });
});

describe('the next season', () => {
  it('is the first one not over, under way or ahead; none between seasons', () => {
    expect(nextSeason([seedSeason, season2027], '2026-11-25')?.year).toBe(2027);
    expect(seasonView([seedSeason], '2026-11-25')).toEqual({ phase: 'after' });
    expect(seasonView([seedSeason, season2027], '2026-11-25')).toMatchObject({
      phase: 'before',
      season: { year: 2027 },
    });
    expect(seasonView([seedSeason, season2027], '2027-06-01').phase).toBe('during');
    expect(seasonView([seedSeason], '2025-06-10')).toMatchObject({ phase: 'during', season: { year: 2025 } });
  });
});
