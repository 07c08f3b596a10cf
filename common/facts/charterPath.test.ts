import { locales } from '../locales';
import { embarkation, guests } from './charter';
import { boardingText, charterPath, included, notIncluded, toConfirmBy } from './charterPath';

describe('the path to a charter', () => {
  it.each(locales)('in %s books a week only with the signed contract and the deposit', (locale) => {
    expect(charterPath.map((step) => step.id)).toEqual(['request', 'reply', 'option', 'contract', 'sign', 'booked']);
    const sign = charterPath.find((step) => step.id === 'sign')!.text[locale];
    expect(sign).toMatch(locale === 'it' ? /firmate il contratto.*acconto/ : /sign the contract.*deposit/);
    expect(sign).toMatch(locale === 'it' ? /più tempo/ : /more time/);
    expect(charterPath.find((step) => step.id === 'booked')!.text[locale]).toMatch(
      locale === 'it' ? /saldo/ : /balance/,
    );
  });

  it('tells the option mail the last day to sign and pay, in both languages', () => {
    expect(toConfirmBy('2027-06-05', 'en')).toBe(
      'To confirm, sign the contract the owners send you and pay the deposit by 5 June 2027. If you need more time, ask before then.',
    );
    expect(toConfirmBy('2027-06-05', 'it')).toContain('versate l’acconto entro il 5 giugno 2027');
  });

  it('names the port and the times of each area', () => {
    expect(boardingText('aeolian', 'en')).toBe(
      `Boarding from ${embarkation.from} on the first day at Portorosa marina (Sicily); leaving by ${embarkation.until} on the last day.`,
    );
    expect(boardingText('menorca', 'it')).toBe(
      'Imbarco dalle 17:00 del primo giorno al porto di Mahón (Maó); sbarco entro le 9:00 dell’ultimo giorno.',
    );
    expect(boardingText('elsewhere', 'en')).not.toContain(' at ');
  });

  it.each(locales)('in %s lists no capacity as an inclusion, and what is paid on top', (locale) => {
    const inclusions = included.map((item) => item[locale]);
    expect(inclusions.join(' ')).not.toMatch(/cabin|guests|ospiti/i);
    expect(inclusions).not.toContain(guests.upTo[locale]);
    expect(included.map((item) => item[locale]).join(' ')).toMatch(locale === 'it' ? /compensi.*vitto/ : /wages.*food/);
    expect(notIncluded.map((item) => item[locale]).join(' ')).toMatch(
      locale === 'it' ? /generatore.*acqua ed elettricità.*sanitaria/s : /generator.*water and electricity.*medical/s,
    );
  });
});
