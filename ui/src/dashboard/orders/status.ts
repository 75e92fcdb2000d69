// The words of each order status, shared by the Orders tab, the Activity tab and the CSV download.
import type { DashKey } from '../i18n';
import type { OrderStatus } from '../../lib/api-types';

export const statusKey: Record<OrderStatus, DashKey> = {
  pending: 'statusPending',
  approved: 'statusApproved',
  completed: 'statusCompleted',
  cancelled: 'statusCancelled',
};
