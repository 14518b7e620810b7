import { describe, expect, it } from 'vitest';
import { renderStoreMapSvg } from './svg-map';

const place = {
  name: 'Houston <Westheimer> & Co',
  address: '4120 Westheimer Rd, Houston, TX 77027',
  latitude: 29.742,
  longitude: -95.446,
};

describe('renderStoreMapSvg', () => {
  it('draws an SVG of the requested size with the pin and the escaped name', () => {
    const svg = renderStoreMapSvg(place, { width: 600, height: 300 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"')).toBe(
      true,
    );
    expect(svg).toContain('Houston &lt;Westheimer&gt; &amp; Co');
    expect(svg).not.toContain('<Westheimer>');
    expect(svg).toContain('translate(300 150)');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });
  it('is the same for the same store and differs between stores', () => {
    const a = renderStoreMapSvg(place, { width: 400, height: 200 });
    expect(renderStoreMapSvg(place, { width: 400, height: 200 })).toBe(a);
    expect(
      renderStoreMapSvg(
        { ...place, latitude: 41.943, longitude: -87.669 },
        { width: 400, height: 200 },
      ),
    ).not.toBe(a);
  });
});
