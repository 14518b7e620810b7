import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { resolveBrandTheme, type BrandCode } from '@lender/domain';
import { testQueryClient } from '../../test/render-screen';
import { useBrandTheme } from './use-brand-theme';

function Themed({ brand }: { brand: BrandCode }) {
  useBrandTheme(brand);
  return null;
}

/** What the page's colours are in the frame React commits: layout effects run before the browser paints it. */
function PaintedColours({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.documentElement.style.getPropertyValue('--brand-primary'));
  });
  return null;
}

afterEach(() => document.documentElement.removeAttribute('style'));

describe('useBrandTheme', () => {
  it("puts her brand's colours on the page before the frame that shows her screen is painted", () => {
    // a page without a brand in its path arrives in the default brand's colours: the first frame must be hers
    const seen: string[] = [];
    render(
      <QueryClientProvider client={testQueryClient()}>
        <Themed brand="tmx" />
        <PaintedColours seen={seen} />
      </QueryClientProvider>,
    );
    expect(seen).toEqual([resolveBrandTheme('tmx').primary]);
  });
});
