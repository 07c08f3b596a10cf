/**
 * The public URLs of a photograph's derivatives, shared by the pages (which render `<picture>`) and
 * the build (src/plugins/photos, which writes the files). Browser-safe: no Node imports.
 */
export interface PhotoFiles {
  name: string;
  hash: string;
  width: number;
  height: number;
}

export const photoFormats = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

/** The width ladder: a phone (480, 828 at 2x), a laptop column, a wide screen, a 2x wide screen. */
export const photoLadder = [480, 828, 1200, 1600, 2400] as const;

/** The widths a photo is encoded at: the ladder's steps below its own width, then its own width. */
export function photoWidths(photo: Pick<PhotoFiles, 'width'>): number[] {
  return [...photoLadder.filter((step) => step < photo.width), photo.width];
}

/** Where the photos' derivatives are served from (build/img/photos/). */
export const photoUrlBase = '/img/photos';

/** PhotoSwipe's stylesheet (copied by the build from the photoswipe package; linked by the lightbox on first use). */
export const photoswipeCssUrl = `${photoUrlBase}/photoswipe.css`;

export function photoFileName(photo: PhotoFiles, width: number, format: PhotoFormat): string {
  return `${photo.name}.${photo.hash}.${width}.${format}`;
}

export function photoUrl(photo: PhotoFiles, width: number, format: PhotoFormat): string {
  return `${photoUrlBase}/${photoFileName(photo, width, format)}`;
}

export function photoSrcSet(photo: PhotoFiles, format: PhotoFormat): string {
  return photoWidths(photo)
    .map((width) => `${photoUrl(photo, width, format)} ${width}w`)
    .join(', ');
}

/** What a page renders a photograph from (the build's generated modules, src/plugins/photos). */
export interface ClientPhoto extends PhotoFiles {
  placeholder: string;
  color: string;
  alt: { en: string; it: string };
  caption?: { en: string; it: string };
}
