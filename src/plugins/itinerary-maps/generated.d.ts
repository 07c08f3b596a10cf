/** The data module src/plugins/itinerary-maps writes before each build (createData) and names (configureWebpack). */
declare module '@itinerary-maps-data/overview.json' {
  /** The overview's sea and land as SVG elements, to draw inline under the route and the names. */
  const map: { land: string };
  export default map;
}
