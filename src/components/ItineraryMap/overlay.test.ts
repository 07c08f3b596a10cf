import { mapIds, mapOverlay, overlayMarkup, type MapOverlay } from './overlay';

const classes = {
  box: 'box',
  route: 'route',
  stop: 'stop',
  text: { stop: 'label', land: 'land', sea: 'sea', area: 'area' },
};
const count = (markup: string, tag: string) => markup.split(`<${tag} `).length - 1;

describe('the map overlay as markup', () => {
  it.each(mapIds.flatMap((id) => (['en', 'it'] as const).map((locale) => [id, locale] as const)))(
    '%s (%s): every frame, route, label and numbered stop, each name in the page language',
    (id, locale) => {
      const overlay = mapOverlay(id, locale);
      const markup = overlayMarkup(overlay, classes);
      expect(count(markup, 'rect')).toBe(overlay.boxes.length);
      expect(count(markup, 'polyline')).toBe(overlay.routes.length);
      expect(count(markup, 'circle')).toBe(overlay.stops.length);
      expect(count(markup, 'text')).toBe(overlay.texts.length + overlay.stops.length);
      for (const { text } of overlay.texts) expect(markup).toContain(`>${text.replace(/&/g, '&amp;')}</text>`);
    },
  );

  it('escapes what it writes as text', () => {
    const overlay: MapOverlay = {
      width: 720,
      height: 400,
      routes: [],
      boxes: [],
      stops: [],
      texts: [{ x: 1, y: 2, text: '<img src=x onerror=alert(1)> & "Cala"', anchor: 'start', kind: 'land' }],
    };
    expect(overlayMarkup(overlay, classes)).toBe(
      '<text class="land" x="1" y="2" text-anchor="start">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Cala&quot;</text>',
    );
  });
});
