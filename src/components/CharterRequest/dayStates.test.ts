import { weekOfDay, type Week } from '../../../common/facts/weeks';
import { generateWeeks, passagesOf, type Season } from '../../../common/facts/seasons';
import { addDays, type IsoDate } from '../../../common/yachtDay';
import { tileState } from './dayStates';

const week = (from: string, to: string, extra: Partial<Week> = {}): Week =>
  ({ season: 2027, leg: 'aeolian', from, to, status: 'available', ...extra }) as Week;

describe('calendar day states', () => {
  const today = '2027-05-05';
  it('draws past days, out-of-season days and the passage each their own way', () => {
    expect(tileState('2027-04-10', undefined, today)).toBe('past');
    expect(tileState('2027-04-20', undefined, '2027-01-10')).toBe('closed');
    expect(tileState('2027-05-02', week('2027-05-01', '2027-05-08'), today)).toBe('past');
    expect(
      tileState(
        '2027-08-30',
        week('2027-08-28', '2027-09-04', { passageFrom: 'aeolian', status: 'not-available' }),
        today,
      ),
    ).toBe('passage');
    expect(tileState('2027-06-01', week('2027-05-29', '2027-06-05'), today)).toBe('available');
    expect(tileState('2027-06-08', week('2027-06-05', '2027-06-12', { status: 'not-available' }), today)).toBe(
      'not-available',
    );
  });
  it('draws the days between two areas’ legs as the passage, as the legend and the note under it say', () => {
    // The README's season: Aeolian until 28 August, Menorca from 4 September; she sails across in between.
    const season: Season = {
      year: 2027,
      legs: [
        { area: 'aeolian', from: '2027-04-24', to: '2027-08-28' },
        { area: 'menorca', from: '2027-09-04', to: '2027-10-30' },
      ],
    };
    const weeks = generateWeeks(season);
    const passages = passagesOf(season, weeks);
    const state = (day: IsoDate) => tileState(day, weekOfDay(day, weeks), today, passages);
    const between = Array.from({ length: 6 }, (_, n) => addDays('2027-08-29', n));
    expect(between.map(state)).toEqual(Array(6).fill('passage'));
    expect(state('2027-08-27')).toBe('available');
    expect(state('2027-09-05')).toBe('available');
    // Outside the seasons, still out of season.
    expect(state('2027-11-02')).toBe('closed');
  });
  it('turns an expired option back to available', () => {
    expect(
      tileState(
        '2027-06-08',
        week('2027-06-05', '2027-06-12', { status: 'optioned', optionUntil: '2027-05-01' }),
        today,
      ),
    ).toBe('available');
  });
});
