/**
 * The client bundle's `tslib` (navigation/index.ts aliases it here): the one helper it calls,
 * `__importDefault`, from @docusaurus/utils-common's CommonJS index. Through the CommonJS interop the whole
 * of tslib (4 KB gzip) shipped in every page's main.js for it. A future Docusaurus calling another
 * helper fails the browser suites at once (a console error on every page of the walk).
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return (mod as { __esModule?: boolean } | undefined)?.__esModule ? mod : { default: mod };
}
