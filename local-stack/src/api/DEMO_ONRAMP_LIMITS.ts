/**
 * What the demo on-ramp is paid in, and the smallest and largest payment it takes, as the decimal
 * strings the options route lists. Limits a real card provider would have, so that the modal's Buy
 * view meets (and shows) them; at {@link DEMO_ONRAMP_RATE} they buy 0.004 to 3 ETH.
 */
export const DEMO_ONRAMP_LIMITS = {
  /** The only payment currency. */
  currency: 'USD',
  /** The only payment method (nothing is charged: it is a demo). */
  paymentMethod: 'card',
  /** The smallest payment, in `currency`, two decimals. */
  min: '10.00',
  /** The largest payment, in `currency`, two decimals. */
  max: '7500.00',
} as const
