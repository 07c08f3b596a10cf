import { availabilitySchema } from '../../common/contracts/publicAvailability';
import { seasonsOf } from './liveAvailability';

const answer = (seasons: unknown) => ({ updatedAt: '2026-11-28T10:00:00.000Z', seasons, weeks: [] });
const season2027 = {
  year: 2027,
  legs: [
    { area: 'aeolian', from: '2027-04-24', to: '2027-08-28' },
    { area: 'menorca', from: '2027-09-04', to: '2027-10-30' },
  ],
};

describe('seasonsOf (the seasons checked by hand, without zod)', () => {
  it.each([
    ['a published season', answer([season2027])],
    ['no season', answer([])],
    [
      'an area the site does not know',
      answer([{ year: 2028, legs: [{ area: 'corsica', from: '2028-05-01', to: '2028-06-01' }] }]),
    ],
    ['a year that is not whole', answer([{ ...season2027, year: 2027.5 }])],
    [
      'a day that is not a date',
      answer([{ year: 2027, legs: [{ area: 'aeolian', from: '24/04/2027', to: '2027-08-28' }] }]),
    ],
    [
      'an area of another shape',
      answer([{ year: 2027, legs: [{ area: 'Aeolian Islands', from: '2027-04-24', to: '2027-08-28' }] }]),
    ],
    ['legs missing', answer([{ year: 2027 }])],
    ['seasons missing', { updatedAt: '2026-11-28T10:00:00.000Z', weeks: [] }],
    ['not an object', 'seasons'],
  ])('agrees with the shared contract on %s', (_, body) => {
    const contract = availabilitySchema.safeParse(body);
    const byHand = seasonsOf(body);
    expect(byHand !== undefined).toBe(contract.success);
    if (contract.success) expect(byHand).toEqual(contract.data.seasons);
  });
});
