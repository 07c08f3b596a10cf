import type { Week } from '../../../common/facts/weeks';
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
