import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Photo } from '../../../common/contracts/photos';
import { photoswipeCssUrl, type ClientPhoto } from '../../lib/photos';
import { isLocale, socialCardPath } from '../../../common/locales';
import { heroCover } from './cover';
import { deriveAll, publish } from './derive';
import { inOrder, photosCacheDir, photosDir, readManifest } from '../../../common/photoLibrary';
import { socialCard, socialCardSize } from './socialCard';

/**
 * The photographs (photos/manifest.json, or $PHOTOS_DIR's): validates the manifest, encodes the
 * derivatives the cache lacks, and hands the pages what they render from, as two data modules
 * (`@photos-data/slots.json`, the few the slots name, for every page that shows a slot; `gallery.json`,
 * every photo in the owner's order, for the yacht page only), so the home page's JavaScript does not carry
 * the gallery. They are files (`actions.createData`, under the plugin's own generated dir) that the pages
 * import by a fixed name (configureWebpack's alias), not `setGlobalData`: global data ships in main.js,
 * on every page.
 * After the build it copies the derivatives into build/img/photos/ and, when the hero slot has a photograph,
 * writes this language's social card from it over the illustrated one. Masters never reach build/.
 */
export default function photosPlugin(context: LoadContext): Plugin {
  const libraryDir = photosDir();
  const cacheDir = photosCacheDir();
  let dataModules: Record<'slots' | 'gallery', string> | undefined;
  return {
    name: 'photos',
    async loadContent() {
      const { photos } = await readManifest(libraryDir);
      const result = await deriveAll(photos, libraryDir, cacheDir);
      if (photos.length > 0)
        console.log(
          `[photos] ${photos.length} photographs: ${result.encoded} files encoded, ${result.cached} cached (${(result.ms / 1000).toFixed(1)} s)`,
        );
      return inOrder(photos);
    },
    async contentLoaded({ content: loaded, actions }) {
      const content = loaded as Photo[];
      const slots = Object.fromEntries(
        content.filter((photo) => photo.slot).map((photo) => [photo.slot, toClient(photo)]),
      );
      dataModules = {
        slots: await actions.createData('slots.json', JSON.stringify(slots)),
        gallery: await actions.createData('gallery.json', JSON.stringify(content.map(toClient))),
      };
    },
    configureWebpack() {
      if (!dataModules) throw new Error('photos: configureWebpack ran before contentLoaded');
      return {
        resolve: {
          alias: {
            '@photos-data/slots.json$': dataModules.slots,
            '@photos-data/gallery.json$': dataModules.gallery,
          },
        },
      };
    },
    async postBuild({ content, outDir }) {
      const photos = content as Photo[];
      // The Italian build's outDir is build/it/; the derivatives live once, at the site root.
      const siteRoot = context.baseUrl === '/' ? outDir : path.resolve(outDir, path.relative(context.baseUrl, '/'));
      const started = Date.now();
      const copied = await publish(photos, cacheDir, siteRoot);
      if (copied > 0)
        console.log(
          `[photos] ${copied} files copied to ${siteRoot}/img/photos (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      if (photos.length > 0)
        await copyFile(require.resolve('photoswipe/style.css'), path.join(siteRoot, photoswipeCssUrl));
      const locale = context.i18n.currentLocale;
      const cover = await heroCover(socialCardSize.width, socialCardSize.height, libraryDir);
      if (cover && isLocale(locale))
        await writeFile(path.join(siteRoot, socialCardPath(locale)), await socialCard(locale, cover));
    },
  };
}

function toClient({ name, hash, width, height, placeholder, color, alt, caption }: Photo): ClientPhoto {
  return caption
    ? { name, hash, width, height, placeholder, color, alt, caption }
    : { name, hash, width, height, placeholder, color, alt };
}
