import { brand } from '../../../common/brand';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { dayMiles, itinerary } from '../../../common/facts/itinerary';
import { bookingRule, seedSeason } from '../../../common/facts/seedSeason';
import { charterPath, included, notIncluded, pathTitles } from '../../../common/facts/charterPath';
import { contact, site } from '../../../common/facts/site';
import { joinUsPage } from '../../data/copy/pages';
import { addMap } from './maps';
import { fill, localePrefix, type Locale, type Localized } from '../../../common/locales';

const require = createRequire(__filename);
const fontFile = (weight: 400 | 600) =>
  require.resolve(`@fontsource/hanken-grotesk/files/hanken-grotesk-latin-${weight}-normal.woff`);

const { gold, navy, ink } = brand;
const margin = 56;

const documentTitle: Localized = { en: '{yacht}: itineraries', it: '{yacht}: itinerari' };

/**
 * Renders the itineraries as an A4 PDF in `locale`, from the same data the Join us page shows;
 * `cover` (a JPEG) is the hero photograph for the title band. A file kept for months in a Downloads
 * folder, built before the owner opens or closes a season: it names no season and no season's
 * dates, and sends the reader to the Join us page for them (what is served is what is true).
 * Deterministic: the same input gives the same bytes.
 */
export function renderItineraryPdf(locale: Locale, { cover }: { cover?: Buffer } = {}): Promise<Buffer> {
  const values = { yacht: site.yachtName, url: `${site.url}${localePrefix(locale)}/join-us/#availability` };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    info: {
      Title: fill(documentTitle[locale], values),
      Author: site.yachtName,
      Subject: joinUsPage.descriptionServed[locale],
      CreationDate: new Date(Date.UTC(seedSeason.year, 0, 1)),
    },
    lang: locale,
    displayTitle: true,
    bufferPages: true,
  });
  doc.registerFont('body', fontFile(400));
  doc.registerFont('bold', fontFile(600));
  const width = doc.page.width - margin * 2;

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Title band: the hero photograph under a navy veil when the owner has one (src/plugins/photos/cover.ts)
  if (cover) {
    doc.image(cover, 0, 0, { width: doc.page.width, height: 150 });
    doc.rect(0, 0, doc.page.width, 150).fillOpacity(0.72).fill(navy).fillOpacity(1);
  } else doc.rect(0, 0, doc.page.width, 150).fill(navy);
  doc.fillColor(gold).font('bold').fontSize(11).text(site.yachtName.toUpperCase(), margin, 48, { characterSpacing: 3 });
  doc.fillColor('#ffffff').font('bold').fontSize(26).text(joinUsPage.heading.after[locale], margin, 70, { width });
  doc.fillColor('#d9cdb8').font('body').fontSize(11).text(site.tagline[locale], margin, 108, { width });
  doc.y = 180;

  doc.fillColor(ink).font('body').fontSize(11).text(fill(joinUsPage.pdfLead[locale], values), margin, doc.y, {
    width,
    lineGap: 3,
  });

  addMap(doc, 'overview', locale, margin);
  for (const itineraryLeg of itinerary) {
    const { leg, base, intro, days } = itineraryLeg;
    const miles = dayMiles(itineraryLeg);
    doc.moveDown(1.5);
    if (doc.y > doc.page.height - 260) doc.addPage();
    doc.fillColor(gold).font('bold').fontSize(18).text(leg.name[locale], { width });
    doc.font('body').fillColor(ink).text(`${joinUsPage.base[locale]}: ${base[locale]}`, { width });
    doc.moveDown(0.6);
    doc.font('body').fontSize(11).text(intro[locale], { width, lineGap: 3 });
    doc.moveDown(0.8);
    doc.font('bold').fillColor(navy).fontSize(12).text(joinUsPage.typicalWeek[locale], { width });
    doc.moveDown(0.3);
    days.forEach((day, index) => {
      if (doc.y > doc.page.height - 120) doc.addPage();
      const label = `${fill(joinUsPage.day[locale], { n: String(index + 1) })} · ${fill(joinUsPage.miles[locale], { n: miles[index]! })}`;
      doc.font('bold').fillColor(gold).fontSize(10).text(`${label} · ${day.title[locale]}`, { width });
      doc.font('body').fillColor(ink).fontSize(10.5).text(day.text[locale], { width, lineGap: 2 });
      doc.moveDown(0.5);
    });
    addMap(doc, leg.id, locale, margin);
  }

  doc.moveDown(1);
  if (doc.y > doc.page.height - 240) doc.addPage();
  // What is included and what is not, together: alone, the first list would read as all-inclusive.
  for (const [title, items] of [
    [pathTitles.included, included],
    [pathTitles.notIncluded, notIncluded],
  ] as const) {
    doc.font('bold').fillColor(gold).fontSize(16).text(title[locale], { width });
    doc.moveDown(0.4);
    doc.font('body').fillColor(ink).fontSize(11);
    for (const item of items) doc.text(`—  ${item[locale]}`, { width, lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.font('bold').fillColor(navy).text(joinUsPage.bookingTitle[locale], { width });
  doc.font('body').fillColor(ink).text(bookingRule[locale], { width, lineGap: 2 });
  doc.moveDown(0.8);
  if (doc.y > doc.page.height - 260) doc.addPage();
  doc.font('bold').fillColor(gold).fontSize(16).text(pathTitles.path[locale], { width });
  doc.moveDown(0.4);
  charterPath.forEach((step, index) => {
    doc
      .font('bold')
      .fillColor(navy)
      .fontSize(10.5)
      .text(`${index + 1}. ${step.title[locale]}`, { width });
    doc.font('body').fillColor(ink).text(step.text[locale], { width, lineGap: 2 });
    doc.moveDown(0.3);
  });

  // Footer on every page, pointing at this language's Join us page
  const pageUrl = `${site.url}${localePrefix(locale)}/join-us/`;
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - 36;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(8.5).fillColor('#6b7780');
    doc.text(`${site.yachtName} · ${contact.email} · `, margin, y, { continued: true, lineBreak: false });
    doc.text(pageUrl.replace(/^https:\/\//, ''), { link: pageUrl, lineBreak: false });
    doc.text(`${i + 1} / ${pages.count}`, margin, y, { width, align: 'right', lineBreak: false });
  }

  doc.end();
  return done;
}
