export type { MapImage, MapPlace, MapsPort } from './port';
export { escapeXml, renderStoreMapSvg, svgMaps } from './svg-map';
