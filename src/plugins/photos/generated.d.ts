/** The data modules src/plugins/photos writes before each build (createData) and names (configureWebpack). */
declare module '@photos-data/slots.json' {
  import type { ClientPhoto } from '@site/src/lib/photos';
  import type { PhotoSlot } from '@site/common/contracts/photos';
  const slots: Partial<Record<PhotoSlot, ClientPhoto>>;
  export default slots;
}
declare module '@photos-data/gallery.json' {
  import type { ClientPhoto } from '@site/src/lib/photos';
  const gallery: readonly ClientPhoto[];
  export default gallery;
}
