/** Badge colours of order and payment statuses: buyers and sellers read them the same way. */
export const STATUS_COLORS: Record<string, string> = {
  pending: 'yellow',
  awaiting_confirmation: 'orange',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'violet',
  out_for_delivery: 'grape',
  delivered: 'cedar',
  cancelled: 'red',
  refused: 'orange',
};

export const PAYMENT_COLORS: Record<string, string> = {
  paid: 'cedar',
  captured: 'cedar',
  pending: 'yellow',
  failed: 'red',
  refund_pending: 'orange',
  refunded: 'gray',
};
