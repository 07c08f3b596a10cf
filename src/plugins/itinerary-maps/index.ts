import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { mapIds } from '../../components/ItineraryMap/overlay';
import { mapSvg } from './draw';

/** Writes the maps' land (static SVG, no text: the names are drawn by the page) into `img/maps/`. */
export default function itineraryMapsPlugin(): Plugin {
  return {
    name: 'itinerary-maps',
    async postBuild({ outDir }) {
      const dir = path.join(outDir, 'img', 'maps');
      await mkdir(dir, { recursive: true });
      await Promise.all(mapIds.map((id) => writeFile(path.join(dir, `${id}.svg`), mapSvg(id))));
    },
  };
}
