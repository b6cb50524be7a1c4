/**
 * Which pay channel an order names. The original client says it three ways: the channel's
 * position in payList from 1 (`type: 1`), `type: true` with `payChannel: 2`, or the channel's
 * name as payList gave it (`type: '微信支付'`). Our app sends the position.
 */
export interface PayChannelRow {
  code: number;
  name: string;
}

export type ChannelChoice = number | boolean | string;

/** The enabled channel (in display order) the member chose, or null when none matches. */
export function chosenChannel(
  channels: readonly PayChannelRow[],
  type: ChannelChoice,
  payChannel: number | undefined,
): PayChannelRow | null {
  if (typeof type === 'string') return channels.find((channel) => channel.name === type.trim()) ?? null;
  const position = typeof type === 'number' ? type : (payChannel ?? 1);
  return Number.isInteger(position) && position >= 1 ? (channels[position - 1] ?? null) : null;
}
