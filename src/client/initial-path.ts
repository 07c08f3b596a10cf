/**
 * The path this document was loaded at, normalised as Docusaurus's router
 * normalises locations ('/404.html' -> '/404'): a not-found the router shows at
 * any other path came from a client-side navigation.
 */
export const initialPathname =
  typeof window !== 'undefined' ? window.location.pathname.replace(/\.html$/, '').replace(/\/index$/, '/') : '';
