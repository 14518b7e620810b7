/**
 * Which US state a position lies in: the borrower's GPS position against the state outlines of us-atlas
 * (the Census Bureau's cartographic boundaries at 1:10m, as TopoJSON), tested with d3-geo's spherical
 * point-in-polygon. Read once, on the first call; each state's bounding box is checked first.
 */
import { createRequire } from 'node:module';
import { geoBounds, geoContains, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATES } from '@lender/domain';

interface StateOutline {
  code: string;
  shape: GeoPermissibleObjects;
  /** [[west, south], [east, north]] in degrees */
  bounds: [[number, number], [number, number]];
}

let outlines: StateOutline[] | undefined;

function load(): StateOutline[] {
  const topology = createRequire(import.meta.url)('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const codeByName = new Map(US_STATES.map((state) => [state.label, state.value]));
  return feature(topology, topology.objects.states).features.flatMap((state) => {
    const code = codeByName.get(state.properties.name);
    return code ? [{ code, shape: state, bounds: geoBounds(state) }] : [];
  });
}

const inBox = (
  { bounds: [[west, south], [east, north]] }: StateOutline,
  longitude: number,
  latitude: number,
) =>
  latitude >= south &&
  latitude <= north &&
  (west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east);

/** The 2-letter code of the state (or DC) at the position, or null outside them (territories, abroad, sea). */
export function usStateAt(latitude: number, longitude: number): string | null {
  outlines ??= load();
  const match = outlines.find(
    (state) => inBox(state, longitude, latitude) && geoContains(state.shape, [longitude, latitude]),
  );
  return match?.code ?? null;
}
