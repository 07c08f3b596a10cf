import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** Required by the classic preset's type surface; the site has no docs. */
const sidebars: SidebarsConfig = {};

export default sidebars;
