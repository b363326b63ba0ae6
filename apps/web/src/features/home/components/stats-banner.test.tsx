import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse } from '@/testing/api.ts';
import { server } from '@/testing/server.ts';
import { StatsBanner } from './stats-banner.tsx';

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StatsBanner />
    </QueryClientProvider>,
  );
}

describe('StatsBanner', () => {
  it('shows the live counts of approved mentors and sessions held', async () => {
    server.use(http.get('/api/stats', () => HttpResponse.json({ mentors: 37, sessions: 1204 })));
    renderBanner();
    expect(await screen.findByText('37')).toBeInTheDocument();
    expect(screen.getByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('Coaches')).toBeInTheDocument();
    expect(screen.getByText('Sessions')).toBeInTheDocument();
    // Never the prototype's invented figures.
    expect(screen.queryByText('200')).not.toBeInTheDocument();
    expect(screen.queryByText('40+')).not.toBeInTheDocument();
  });

  it('shows no number rather than an invented one when the counts cannot be read', async () => {
    server.use(http.get('/api/stats', () => apiError(500, 'general_unknown')));
    renderBanner();
    expect(await screen.findByText('Sessions')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/^\d/)).not.toBeInTheDocument();
  });
});
