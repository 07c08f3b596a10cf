/** The modules src/plugins/photos generates before each build (under .docusaurus/photos/). */
declare module '@generated/photos/slots.json' {
  import type { ClientPhoto } from '@site/src/lib/photos';
  import type { PhotoSlot } from '@site/common/contracts/photos';
  const slots: Partial<Record<PhotoSlot, ClientPhoto>>;
  export default slots;
}
declare module '@generated/photos/gallery.json' {
  import type { ClientPhoto } from '@site/src/lib/photos';
  const gallery: readonly ClientPhoto[];
  export default gallery;
}
