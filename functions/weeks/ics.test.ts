import ICAL from 'ical.js';
import { foldLine, formatDayMonth, renderFeed, weekSummary } from './ics';

const week = {
  season: 2025,
  leg: 'aeolian',
  from: '2025-06-14',
  to: '2025-06-21',
  updatedAt: '2025-06-01T10:20:30.000Z',
} as const;

describe('the iCalendar feed', () => {
  it('folds long lines at 75 octets without splitting a UTF-8 character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'è'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('names the status, with the option date in the reader’s language', () => {
    expect(weekSummary({ ...week, status: 'optioned', optionUntil: '2025-06-12' }, 'en')).toBe(
      'Libeccio: optioned until 12 June',
    );
    expect(weekSummary({ ...week, status: 'optioned', optionUntil: '2025-06-12' }, 'it')).toBe(
      'Libeccio: opzionata fino al 12 giugno',
    );
    expect(weekSummary({ ...week, status: 'optioned' }, 'en')).toBe('Libeccio: optioned');
    expect(weekSummary({ ...week, status: 'not-available' }, 'it')).toBe('Libeccio: non disponibile');
    expect(formatDayMonth('2025-07-01', 'it')).toBe('1 luglio');
  });

  it('escapes text values so a parser reads them back unchanged', () => {
    const feed = renderFeed([{ ...week, status: 'available' }], 'en');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(feed)).getFirstSubcomponent('vevent')!);
    expect(event.description).toBe(
      'Aeolian Islands: embark 2025-06-14, disembark 2025-06-21. Charter requests: https://www.libeccio-charter.example/join-us/',
    );
    expect(feed).toContain('DTSTAMP:20250601T102030Z\r\n');
    expect(feed).toContain('DTEND;VALUE=DATE:20250621\r\n');
  });
});
