/** The module src/plugins/itinerary-maps generates before each build (under .docusaurus/itinerary-maps/). */
declare module '@generated/itinerary-maps/overview.json' {
  /** The overview's sea and land as SVG elements, to draw inline under the route and the names. */
  const map: { land: string };
  export default map;
}
