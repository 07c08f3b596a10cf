/**
 * Stands in for the theme's prism-include-languages client module, which pulls
 * Prism and its grammars into every page. The site shows no code blocks.
 */
export default {};
