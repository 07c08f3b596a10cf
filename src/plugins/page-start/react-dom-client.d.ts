/**
 * entry.ts imports React DOM's client only to evaluate it ahead of the app:
 * it uses none of its exports, so it needs no types (@types/react-dom 18
 * would also clash with the @types/react 19 that Docusaurus brings).
 */
declare module 'react-dom/client';
