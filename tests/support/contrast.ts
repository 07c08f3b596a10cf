import type { Page } from 'playwright-core';

/** One piece of visible text whose colour does not stand out from what is behind it. */
export interface ContrastFailure {
  element: string;
  text: string;
  color: string;
  background: string;
  ratio: number;
  required: number;
}

export interface ContrastReport {
  checked: number;
  failures: ContrastFailure[];
}

/**
 * Measures, in the page, every visible element that holds text of its own: its
 * computed text colour against the background it sits on (the first opaque
 * background up the tree, with translucent layers composited, and every stop of
 * a gradient), at WCAG AA (4.5:1, or 3:1 for large text). Inactive controls are
 * exempt, as WCAG says. Axe and Lighthouse both passed a button whose text had
 * the colour of its own background; this reads what the browser computed.
 */
export async function checkContrast(page: Page): Promise<ContrastReport> {
  // tsx (esbuild, keepNames) wraps the named helpers below in __name(); the page has none.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];

    const parse = (value: string): Rgba[] => {
      const colours: Rgba[] = [];
      for (const match of value.matchAll(/rgba?\(([^)]+)\)|color\(srgb ([^)]+)\)/g)) {
        if (match[1]) {
          const parts = match[1]
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
          colours.push([parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]);
        } else if (match[2]) {
          const parts = match[2]
            .split(/[\s/]+/)
            .filter(Boolean)
            .map(Number);
          colours.push([parts[0]! * 255, parts[1]! * 255, parts[2]! * 255, parts[3] ?? 1]);
        }
      }
      return colours;
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;

    /** The colours that can be behind `element`: one, or one per gradient stop. */
    const backgroundsBehind = (element: Element): Rgba[] => {
      const layers: Rgba[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const image = style.backgroundImage;
        if (image && image !== 'none' && image.includes('gradient')) {
          const stops = parse(image);
          if (stops.length) {
            layers.push(stops);
            if (stops.every((stop) => stop[3] === 1)) break;
          }
        }
        const [colour] = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push([colour]);
          if (colour[3] === 1) break;
        }
      }
      let result: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) {
        result = layer.flatMap((top) => result.map((bottom) => over(top, bottom)));
      }
      return result;
    };

    const inactive = (element: Element) => element.closest(':disabled, [aria-disabled="true"], [inert]') !== null;

    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();

    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`;
    };

    let checked = 0;
    const failures: ContrastFailure[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element instanceof SVGElement) continue;
      const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      const placeholder = field && !element.value;
      const text = field ? element.value || element.placeholder : ownText(element);
      if (!text || /^[\p{P}\p{S}\s]*$/u.test(text)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden (sr-only) text is clipped to a pixel: no one sees it.
      if (box.width <= 1 || box.height <= 1) continue;
      if (inactive(element)) continue;
      const style = getComputedStyle(element);
      const [textColour] = parse(placeholder ? getComputedStyle(element, '::placeholder').color : style.color);
      if (!textColour) continue;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      checked += 1;
      for (const background of backgroundsBehind(element)) {
        const shown = over(textColour, background);
        const measured = ratio(shown, background);
        if (measured < required) {
          failures.push({
            element: describe(element),
            text: text.slice(0, 60),
            color: css(shown),
            background: css(background),
            ratio: Math.round(measured * 100) / 100,
            required,
          });
          break;
        }
      }
    }
    return { checked, failures };
  });
}
