import { photoManifestSchema } from '../../common/contracts/photos';
import { photoSrcSet, photoWidths } from './photos';

const photo = { name: 'hero', hash: '0123456789abcdef', width: 2400, height: 1600 };

test('a photo is encoded at the ladder steps below its width, then at its width', () => {
  expect(photoWidths(photo)).toEqual([480, 828, 1200, 1600, 2400]);
  expect(photoWidths({ width: 1600 })).toEqual([480, 828, 1200, 1600]);
  expect(photoWidths({ width: 1350 })).toEqual([480, 828, 1200, 1350]);
  expect(photoSrcSet({ ...photo, width: 900 }, 'avif')).toBe(
    '/img/photos/hero.0123456789abcdef.480.avif 480w, /img/photos/hero.0123456789abcdef.828.avif 828w, /img/photos/hero.0123456789abcdef.900.avif 900w',
  );
});

test('the manifest refuses a second photo in a slot, a twice-used name, a one-language caption', () => {
  const entry = {
    ...photo,
    placeholder: 'data:image/webp;base64,AAAA',
    color: '#102030',
    alt: { en: 'Under sail', it: 'A vela' },
    slot: 'hero',
    order: 0,
  };
  expect(photoManifestSchema.safeParse({ photos: [entry] }).success).toBe(true);
  const issues = (photos: unknown[]) =>
    photoManifestSchema.safeParse({ photos }).error?.issues.map((issue) => issue.message) ?? [];
  expect(issues([entry, { ...entry, name: 'other', order: 1 }])).toEqual(['slot already taken']);
  expect(issues([entry, { ...entry, slot: undefined, order: 1 }])).toEqual(['duplicate name']);
  expect(issues([{ ...entry, caption: { en: 'Only English' } }])).toHaveLength(1);
});
