/** The path this document was loaded at: a not-found seen anywhere else came from a client-side navigation. */
export const initialPathname = typeof window !== 'undefined' ? window.location.pathname : '';
