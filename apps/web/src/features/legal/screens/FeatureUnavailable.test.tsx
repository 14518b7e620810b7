import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { registerRoutes } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { jsonResponse, renderScreen } from '../test-utils';
import FeatureUnavailable from './FeatureUnavailable';

const video = {
  brand: 'chs',
  videoUrl: 'https://chs.app.example/help/video',
  captions: ['en', 'es'],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(video)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ brands: [] });
});

describe('FeatureUnavailable', () => {
  it('names what the brand does not offer and where to go instead, with the help video', async () => {
    useSessionStore.setState({ brands: ['chs', 'tmx'] });
    await renderScreen(<FeatureUnavailable />, {
      path: '/chs/FeatureUnavailable?feature=offers',
      route: '/chs/FeatureUnavailable',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "Offers isn't available for Willow Loans" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Offers in the app are made on title and instant loans/),
    ).toBeInTheDocument();
    expect(screen.getByText('The Pine Title Loans app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a store near you' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contact us: phone, email and hours' }),
    ).toBeInTheDocument();
    const watch = await screen.findByRole('link', { name: /Watch how to use the app/ });
    expect(watch).toHaveAttribute('href', video.videoUrl);
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAccessibleName('Watch how to use the app (opens in a new tab)');
    expect(screen.getByText('Captions: English, Spanish.')).toBeInTheDocument();
  });

  it('in Spanish, for an unknown feature, says the part is not offered and points to contact us', async () => {
    await renderScreen(<FeatureUnavailable />, {
      path: '/chs/FeatureUnavailable?feature=bogus',
      route: '/chs/FeatureUnavailable',
      lng: 'es',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Esto no está disponible para Willow Loans' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contáctenos: teléfono, correo y horario' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /tienda/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Subtítulos: inglés, español.')).toBeInTheDocument();
  });

  it('shows no video link when the lender has none, and a retry when it cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...video, videoUrl: null })),
    );
    const first = await renderScreen(<FeatureUnavailable />, {
      path: '/chs/FeatureUnavailable?feature=origination',
      route: '/chs/FeatureUnavailable',
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Watch/ })).not.toBeInTheDocument();
    first.unmount();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await renderScreen(<FeatureUnavailable />, {
      path: '/chs/FeatureUnavailable?feature=origination',
      route: '/chs/FeatureUnavailable',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the help video.");
  });

  it('sends a brand that does offer the feature to its offers', async () => {
    registerRoutes([
      {
        name: 'inl-Offers',
        baseName: 'Offers',
        path: '/inl/Offers',
        group: 'brand',
        meta: { brand: 'inl' },
      },
    ]);
    await renderScreen(<FeatureUnavailable />, {
      path: '/inl/FeatureUnavailable?feature=offers',
      route: '/inl/FeatureUnavailable',
    });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/inl/Offers');
  });
});
