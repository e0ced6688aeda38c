import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';

/** Spec section 9: the badge shows at most 10. */
export const BADGE_MAX = 10;
const REFRESH_MS = 60_000;

/** Intranet notifications created in the last 3 days, refreshed every minute. */
export function useRecentNotificationsCount(): number {
  const { data } = useQuery({
    queryKey: ['notificationsIntra', 'recent'],
    queryFn: async () => {
      const result = await http<{ count: number }>('/notificationsIntra/recent');
      return result.ok ? result.data.count : 0;
    },
    refetchInterval: REFRESH_MS,
  });
  return data ?? 0;
}
