import { brand } from '../../../common/brand';
import { mapOverlay, mapType, type MapId, type MapOverlay, type MapText } from '../../components/ItineraryMap/overlay';
import { joinUsPage } from '../../data/copy/pages';
import { itinerary } from '../../../common/facts/itinerary';
import type { Locale } from '../../../common/locales';
import { landPath, mapColours } from '../itinerary-maps/draw';

const textColour: Record<MapText['kind'], { fill: string; halo: string }> = {
  stop: { fill: brand.navy, halo: '#ffffff' },
  area: { fill: brand.navy, halo: '#ffffff' },
  land: { fill: brand.ink, halo: brand.sand },
  sea: { fill: '#2b536b', halo: mapColours.sea },
};

const textSize: Record<MapText['kind'], number> = {
  stop: mapType.label,
  area: mapType.label,
  land: mapType.place,
  sea: mapType.sea,
};

/** Room a map's heading, note and credit take besides the drawing itself (points). */
const mapChrome = 100;

/**
 * Map `id`, drawn as on the Join us page (src/components/ItineraryMap): the same land path, route,
 * numbered stops and names, in `locale`, with its heading, note and credit. It follows the text on the
 * same page when the whole map fits there, else it starts the next page. Fonts 'body' and 'bold' must
 * be registered.
 */
export function addMap(doc: PDFKit.PDFDocument, id: MapId, locale: Locale, margin: number): void {
  const overlay = mapOverlay(id, locale);
  const leg = itinerary.find((candidate) => candidate.leg.id === id);
  const width = doc.page.width - margin * 2;
  const scale = width / overlay.width;
  const fitsBelow = doc.y + 24 + mapChrome + overlay.height * scale <= doc.page.height - margin;
  if (fitsBelow) doc.moveDown(1.2);
  else doc.addPage();
  const title = leg ? leg.leg.name[locale] : joinUsPage.map.overviewTitle[locale];
  doc
    .fillColor(brand.gold)
    .font('bold')
    .fontSize(fitsBelow && leg ? 13 : 18)
    .text(title, margin, doc.y, { width });
  const note = (leg ? joinUsPage.map.legCaption : joinUsPage.map.overviewText)[locale];
  doc.moveDown(0.3).fillColor(brand.ink).font('body').fontSize(10.5).text(note, { width, lineGap: 2 });
  doc.moveDown(0.8);

  const top = doc.y;
  doc.save();
  doc.translate(margin, top).scale(scale);
  doc.rect(0, 0, overlay.width, overlay.height).clip();
  doc.rect(0, 0, overlay.width, overlay.height).fill(mapColours.sea);
  doc.path(landPath(id)).lineWidth(1).lineJoin('round').fillAndStroke(mapColours.land, mapColours.shore);
  for (const box of overlay.boxes)
    doc.roundedRect(box.x, box.y, box.width, box.height, 6).lineWidth(3).stroke(brand.goldDeep);
  drawMarks(doc, overlay);
  for (const inset of overlay.insets) {
    doc.save();
    doc.translate(inset.x, inset.y);
    doc.rect(0, 0, inset.width, inset.height).clip();
    doc.rect(0, 0, inset.width, inset.height).fill(mapColours.sea);
    doc.path(landPath(inset.id)).lineWidth(1).lineJoin('round').fillAndStroke(mapColours.land, mapColours.shore);
    drawMarks(doc, { ...inset, texts: [...inset.texts, inset.title] });
    doc.restore();
    doc.roundedRect(inset.x, inset.y, inset.width, inset.height, 6).lineWidth(2).stroke(brand.goldDeep);
  }
  doc.restore();

  doc.y = top + overlay.height * scale + 8;
  // The overview's Aeolian Islands come from the legs' OpenStreetMap coastline.
  const credit = [joinUsPage.map.osm[locale], ...(leg ? [] : [joinUsPage.map.naturalEarth[locale]])].join(' · ');
  doc.font('body').fontSize(8.5).fillColor('#5b6770').text(credit, margin, doc.y, { width });
}

/** A map's (or a close-up's) route, names and numbered stops, in its viewBox units. */
function drawMarks(doc: PDFKit.PDFDocument, overlay: Pick<MapOverlay, 'routes' | 'texts' | 'stops'>): void {
  for (const route of overlay.routes) {
    const [first, ...rest] = route;
    if (!first) continue;
    doc.moveTo(...first);
    for (const point of rest) doc.lineTo(...point);
    doc.lineWidth(3).lineJoin('round').lineCap('round').dash(9, { space: 6 }).stroke(brand.navy2).undash();
  }
  for (const text of overlay.texts) {
    const size = textSize[text.kind];
    doc.font(text.kind === 'land' || text.kind === 'sea' ? 'body' : 'bold').fontSize(size);
    const textWidth = doc.widthOfString(text.text);
    const x = text.anchor === 'start' ? text.x : text.anchor === 'middle' ? text.x - textWidth / 2 : text.x - textWidth;
    // SVG places the baseline at y; pdfkit the top of the line.
    const y = text.y - size * 0.78;
    const { fill, halo } = textColour[text.kind];
    doc.lineWidth(5).strokeColor(halo).text(text.text, x, y, { lineBreak: false, stroke: true, fill: false });
    doc.fillColor(fill).text(text.text, x, y, { lineBreak: false });
  }
  for (const stop of overlay.stops) {
    doc.circle(stop.x, stop.y, mapType.stopRadius).lineWidth(2.5).fillAndStroke(brand.navy, '#ffffff');
    doc.font('bold').fontSize(mapType.number).fillColor('#ffffff');
    const label = String(stop.n);
    doc.text(label, stop.x - doc.widthOfString(label) / 2, stop.y - mapType.number * 0.42, { lineBreak: false });
  }
}
