import * as z from 'zod';

/**
 * The photographs manifest (photos/manifest.json, or $PHOTOS_DIR/manifest.json): written only by
 * `npm run owner -- photos add|remove`, read by the build (src/plugins/photos). One entry per
 * master in photos/masters/: upright, sRGB, no metadata, at most `masterLongEdge` px on its long edge.
 */

/** The picture slots of the site (src/data/images.ts) a photograph can fill. */
export const photoSlots = ['hero', 'islands', 'interior', 'deck', 'sailing', 'compass'] as const;
export type PhotoSlot = (typeof photoSlots)[number];

/** The long edge of a master: the widest display (a 1200 px frame at 2x) needs no more. */
export const masterLongEdge = 2400;
/** The smallest width a photo may have to fill a slot (the hero spans the page); the gallery's minimum otherwise. */
export const slotMinimumWidth: Readonly<Record<PhotoSlot | 'gallery', number>> = {
  hero: 1600,
  islands: 1200,
  interior: 1200,
  deck: 1200,
  sailing: 1200,
  compass: 1200,
  gallery: 1200,
};

const text = z.string().trim().min(1).max(300);
const bilingual = z.object({ en: text, it: text }).strict();

export const photoSchema = z
  .object({
    /** The file name stem, lower-case words: the master is masters/<name>.jpg; also in the public URL. */
    name: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** The first 16 hex digits of the master's SHA-256: names its derivatives, so a change re-encodes them. */
    hash: z.string().regex(/^[0-9a-f]{16}$/),
    width: z.number().int().positive().max(masterLongEdge),
    height: z.number().int().positive().max(masterLongEdge),
    /** A tiny blurred WebP as a data: URI, shown until the photo arrives. */
    placeholder: z.string().startsWith('data:image/webp;base64,').max(2000),
    /** The dominant colour, behind the placeholder. */
    color: z.string().regex(/^#[0-9a-f]{6}$/),
    alt: bilingual,
    caption: bilingual.optional(),
    slot: z.enum(photoSlots).optional(),
    /** The owner's order in the gallery (ascending). */
    order: z.number().int().nonnegative(),
  })
  .strict();

export const photoManifestSchema = z
  .object({ photos: z.array(photoSchema) })
  .strict()
  .superRefine(({ photos }, ctx) => {
    const names = new Set<string>();
    const slots = new Set<string>();
    photos.forEach((photo, index) => {
      if (names.has(photo.name))
        ctx.addIssue({ code: 'custom', path: ['photos', index, 'name'], message: 'duplicate name' });
      names.add(photo.name);
      if (photo.slot && slots.has(photo.slot))
        ctx.addIssue({ code: 'custom', path: ['photos', index, 'slot'], message: 'slot already taken' });
      if (photo.slot) slots.add(photo.slot);
    });
  });

export type Photo = z.infer<typeof photoSchema>;
export type PhotoManifest = z.infer<typeof photoManifestSchema>;
