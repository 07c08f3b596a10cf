import { mapIds, mapOverlay, mapType, overlayMarkup, type MapOverlay } from './overlay';

const classes = {
  box: 'box',
  route: 'route',
  stop: 'stop',
  inset: 'inset',
  text: { stop: 'label', land: 'land', sea: 'sea', area: 'area' },
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const count = (markup: string, tag: string) => markup.split(`<${tag} `).length - 1;

describe('the map overlay as markup', () => {
  it.each(mapIds.flatMap((id) => (['en', 'it'] as const).map((locale) => [id, locale] as const)))(
    '%s (%s): every frame, route, label and numbered stop, each name in the page language',
    (id, locale) => {
      const overlay = mapOverlay(id, locale);
      const markup = overlayMarkup(overlay, classes);
      const { insets } = overlay;
      expect(count(markup, 'rect')).toBe(overlay.boxes.length + insets.length);
      expect(count(markup, 'svg')).toBe(insets.length);
      expect(count(markup, 'polyline')).toBe(overlay.routes.length + sum(insets.map((i) => i.routes.length)));
      expect(count(markup, 'circle')).toBe(overlay.stops.length + sum(insets.map((i) => i.stops.length)));
      expect(count(markup, 'text')).toBe(
        overlay.texts.length + overlay.stops.length + sum(insets.map((i) => i.texts.length + 1 + i.stops.length)),
      );
      const texts = [...overlay.texts, ...insets.flatMap((inset) => [...inset.texts, inset.title])];
      for (const { text } of texts) expect(markup).toContain(`>${text.replace(/&/g, '&amp;')}</text>`);
    },
  );

  it('escapes what it writes as text', () => {
    const overlay: MapOverlay = {
      width: 720,
      height: 400,
      routes: [],
      boxes: [],
      stops: [],
      insets: [],
      texts: [{ x: 1, y: 2, text: '<img src=x onerror=alert(1)> & "Cala"', anchor: 'start', kind: 'land' }],
    };
    expect(overlayMarkup(overlay, classes)).toBe(
      '<text class="land" x="1" y="2" text-anchor="start">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Cala&quot;</text>',
    );
  });
});

describe('the close-ups', () => {
  const menorca = mapOverlay('menorca', 'en');

  it('show the port of Mahón with the base and Day 1 apart, the route between them clear of both markers', () => {
    const [mahon] = menorca.insets;
    expect(mahon?.title.text).toBe('Port of Mahón');
    const [taulera, base] = [mahon!.stops.find((s) => s.n === 1)!, mahon!.stops.find((s) => s.n === 7)!];
    // On the map itself the two markers almost touch, over a harbour a few units wide.
    const onMap = [menorca.stops.find((s) => s.n === 1)!, menorca.stops.find((s) => s.n === 7)!];
    expect(Math.hypot(onMap[0]!.x - onMap[1]!.x, onMap[0]!.y - onMap[1]!.y)).toBeLessThan(mapType.stopRadius * 3);
    expect(Math.hypot(taulera.x - base.x, taulera.y - base.y)).toBeGreaterThan(mapType.stopRadius * 6);
  });

  it.each(mapIds)('on %s, sit where no route, stop or name of the map runs under them', (id) => {
    const overlay = mapOverlay(id, 'en');
    for (const inset of overlay.insets) {
      const under = ([x, y]: readonly [number, number], pad = 0) =>
        x > inset.x - pad && x < inset.x + inset.width + pad && y > inset.y - pad && y < inset.y + inset.height + pad;
      for (const route of overlay.routes)
        for (let i = 1; i < route.length; i += 1)
          for (let t = 0; t <= 1; t += 0.05) {
            const [a, b] = [route[i - 1]!, route[i]!];
            expect(under([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], 2)).toBe(false);
          }
      for (const stop of overlay.stops) expect(under([stop.x, stop.y], mapType.stopRadius)).toBe(false);
      // A name's box, roughly: as wide as its letters (0.6 of the size each), as tall as the size.
      for (const text of overlay.texts) {
        const size = { stop: mapType.label, area: mapType.label, land: mapType.place, sea: mapType.sea }[text.kind];
        const width = text.text.length * size * 0.6;
        const left = text.anchor === 'start' ? text.x : text.anchor === 'middle' ? text.x - width / 2 : text.x - width;
        const corners = [left, left + width].flatMap((x) => [text.y, text.y - size].map((y) => [x, y] as const));
        expect({ text: text.text, under: corners.some((corner) => under(corner, 4)) }).toEqual({
          text: text.text,
          under: false,
        });
      }
    }
  });
});
