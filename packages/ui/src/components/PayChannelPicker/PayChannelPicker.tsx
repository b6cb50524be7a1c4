import type { ReactNode } from 'react';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';

export interface PayChannel {
  id: string;
  /** The channel name from the goods list, e.g. '支付宝'. */
  name: string;
  icon?: ReactNode;
}

export interface PayChannelPickerProps {
  /** e.g. '支付方式'. */
  title: string;
  channels: readonly PayChannel[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The payment channels as a radio list; the first is usually picked by the app. */
export function PayChannelPicker({ title, channels, selectedId, onSelect }: PayChannelPickerProps) {
  return (
    <RadioGroup
      legend={title}
      options={channels.map((channel) => ({ value: channel.id, label: channel.name, icon: channel.icon }))}
      value={selectedId}
      onChange={onSelect}
    />
  );
}
