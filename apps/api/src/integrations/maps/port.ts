/**
 * The maps port: a map image for a store (GET /storemap). The built-in renderer draws a map-like SVG
 * tile itself; a deployment could swap in a static-map provider without changing the stores module.
 */
export interface MapPlace {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface MapImage {
  contentType: string;
  body: string | Buffer;
}

export interface MapsPort {
  storeMap(place: MapPlace, size: { width: number; height: number }): MapImage;
}
