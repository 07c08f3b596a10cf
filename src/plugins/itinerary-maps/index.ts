import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { inlineMap, mapIds } from '../../components/ItineraryMap/overlay';
import { landMarkup, mapSvg } from './draw';

/**
 * The maps' land (no text: the names are drawn by the page, in its language):
 * - the overview's, which can be in the first screen, as a data module
 *   (`@itinerary-maps-data/overview.json`) the page draws inline, so no image request competes with the
 *   page's first paint (as a separate image it became the phone's largest paint, 150 ms after the text).
 *   A file (`actions.createData`) the Join us page imports by a fixed name (configureWebpack's alias), not
 *   `setGlobalData`, which would ship the coastline in main.js on every page;
 * - the legs', further down and lazily loaded, as static SVG files in `img/maps/`.
 */
export default function itineraryMapsPlugin(): Plugin {
  let overview: string | undefined;
  return {
    name: 'itinerary-maps',
    async contentLoaded({ actions }) {
      overview = await actions.createData(`${inlineMap}.json`, JSON.stringify({ land: landMarkup(inlineMap) }));
    },
    configureWebpack() {
      if (!overview) throw new Error('itinerary-maps: configureWebpack ran before contentLoaded');
      return { resolve: { alias: { '@itinerary-maps-data/overview.json$': overview } } };
    },
    async postBuild({ outDir }) {
      const dir = path.join(outDir, 'img', 'maps');
      await mkdir(dir, { recursive: true });
      const files = mapIds.filter((id) => id !== inlineMap);
      await Promise.all(files.map((id) => writeFile(path.join(dir, `${id}.svg`), mapSvg(id))));
    },
  };
}
