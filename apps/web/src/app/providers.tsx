import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import i18n, { setProductName } from '@/lib/i18n.ts';
import { publicConfigQuery } from '@/lib/public-config.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';

function ProductName() {
  const { data } = useQuery(publicConfigQuery);
  useEffect(() => {
    // The texts on screen already say the default name: render them again only for another.
    if (data && setProductName(data.appName)) void i18n.changeLanguage(i18n.language);
  }, [data]);
  return null;
}

/**
 * App-wide providers: TanStack Query (`createQueryClient`), the product name and the
 * realtime connection (open only while a verified person is signed in; ADR 0012).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ProductName />
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
}
