import { isOpen, liveWeek, openWeeks, weekOfDay, weeks, type Week } from './weeks';
import { season } from './seedSeason';

const findWeek = (from: string, to: string) => weeks.find((week: Week) => week.from === from && week.to === to);

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the season’s weeks', () => {
  it.each(season.legs)('partition the $id leg exactly, with no week crossing legs', (leg) => {
    const legWeeks = weeks.filter((week) => week.leg === leg.id);
    expect(legWeeks[0]?.from).toBe(leg.from);
    expect(legWeeks.at(-1)?.to).toBe(leg.to);
    legWeeks.forEach((week, index) => {
      expect(week.from < week.to).toBe(true);
      expect(week.from >= leg.from && week.to <= leg.to).toBe(true);
      if (index > 0) expect(week.from).toBe(legWeeks[index - 1]!.to);
      const nights = (Date.parse(week.to) - Date.parse(week.from)) / 86_400_000;
      expect(nights).toBeGreaterThanOrEqual(5);
      expect(nights).toBeLessThanOrEqual(7);
    });
  });

  it('maps every day of the season to exactly one week, and a chosen day to its whole week', () => {
    for (const leg of season.legs) {
      for (let day = leg.from; day <= leg.to; day = addDays(day, 1) as typeof day) {
        const week = weekOfDay(day);
        expect(week?.leg).toBe(leg.id);
      }
    }
    expect(weekOfDay('2025-06-10')).toMatchObject({ from: '2025-06-07', to: '2025-06-14' });
    expect(weekOfDay('2025-06-14')).toMatchObject({ from: '2025-06-14', to: '2025-06-21' });
    expect(weekOfDay('2025-08-30')).toMatchObject({ from: '2025-08-23', to: '2025-08-30' });
    expect(weekOfDay('2025-04-27')).toBeUndefined();
    expect(weekOfDay('2025-11-02')).toBeUndefined();
  });

  it('opens only available weeks that have not started', () => {
    const week = findWeek('2025-06-14', '2025-06-21')!;
    expect(isOpen(week, '2025-06-10')).toBe(true);
    expect(isOpen(week, '2025-06-14')).toBe(false);
    expect(isOpen(findWeek('2025-06-21', '2025-06-28')!, '2025-06-10')).toBe(false);
    expect(findWeek('2025-06-14', '2025-06-20')).toBeUndefined();
    expect(openWeeks('2025-11-02')).toEqual([]);
    expect(openWeeks('2025-06-10').length).toBeGreaterThan(5);
  });
});

describe('a live week', () => {
  const week = {
    season: 2025,
    leg: 'aeolian',
    from: '2025-06-14',
    to: '2025-06-21',
    status: 'optioned',
    optionUntil: '2025-06-12',
  } as const;

  it('holds an option through its last day and reads as available from the next', () => {
    expect(liveWeek(week, '2025-06-12')).toBe(week);
    expect(isOpen(week, '2025-06-12')).toBe(false);
    expect(liveWeek(week, '2025-06-13')).toEqual({
      season: 2025,
      leg: 'aeolian',
      from: '2025-06-14',
      to: '2025-06-21',
      status: 'available',
    });
    expect(isOpen(week, '2025-06-13')).toBe(true);
    expect(openWeeks('2025-06-13', [week])).toEqual([week]);
  });

  it('keeps an option without a date, and looks weeks up in the list it is given', () => {
    const undated = { ...week, optionUntil: undefined };
    expect(liveWeek(undated, '2025-06-13')).toBe(undated);
    expect(weekOfDay('2025-06-16', [week])).toBe(week);
  });
});
