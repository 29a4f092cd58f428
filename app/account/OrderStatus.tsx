import { statusTone } from '~/account/customer-sections'

/** An order's status as the platform words it, coloured green, red, orange or grey. */
export function OrderStatus({ statut, view }: { statut: string; view: 'list' | 'detail' }) {
  return <span className={`status status--${statusTone(statut, view)}`}>{statut}</span>
}
