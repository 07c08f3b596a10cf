import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { inlineMap, mapIds } from '../../components/ItineraryMap/overlay';
import { landMarkup, mapSvg } from './draw';

/**
 * The maps' land (no text: the names are drawn by the page, in its language):
 * - the overview's, which can be in the first screen, as a generated module
 *   (`@generated/itinerary-maps/overview.json`) the page draws inline, so no image request competes with the
 *   page's first paint (as a separate image it became the phone's largest paint, 150 ms after the text);
 * - the legs', further down and lazily loaded, as static SVG files in `img/maps/`.
 */
export default function itineraryMapsPlugin(context: LoadContext): Plugin {
  return {
    name: 'itinerary-maps',
    async contentLoaded() {
      const dir = path.join(context.generatedFilesDir, 'itinerary-maps');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${inlineMap}.json`), JSON.stringify({ land: landMarkup(inlineMap) }));
    },
    async postBuild({ outDir }) {
      const dir = path.join(outDir, 'img', 'maps');
      await mkdir(dir, { recursive: true });
      const files = mapIds.filter((id) => id !== inlineMap);
      await Promise.all(files.map((id) => writeFile(path.join(dir, `${id}.svg`), mapSvg(id))));
    },
  };
}
