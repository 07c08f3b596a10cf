import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { itineraryPdfName } from '../../../common/facts/itinerary';
import { isLocale } from '../../../common/locales';
import { heroCover } from '../photos/cover';
import { renderItineraryPdf } from './render';

/** Writes the itinerary PDF of the locale being built into its `downloads/` folder. */
export default function itineraryPdfPlugin(context: LoadContext): Plugin {
  return {
    name: 'itinerary-pdf',
    async postBuild({ outDir }) {
      const locale = context.i18n.currentLocale;
      if (!isLocale(locale)) throw new Error(`itinerary-pdf: unsupported locale "${locale}"`);
      const file = path.join(outDir, 'downloads', itineraryPdfName[locale]);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await renderItineraryPdf(locale, { cover: await heroCover(1240, 300) }));
    },
  };
}
