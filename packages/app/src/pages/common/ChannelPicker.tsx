import { PayChannelPicker } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { goodsState } from '../../state/payments.ts';

/** The pay channels of the goods list; `selected` is a channel code. */
export function ChannelPicker({ title, selected, onSelect }: { title: string; selected: number | null; onSelect: (code: number) => void }) {
  const goods = useSnapshot(goodsState);
  return (
    <PayChannelPicker
      title={title}
      channels={goods.channels.map((channel) => ({ id: String(channel.code), name: channel.name }))}
      selectedId={selected === null ? null : String(selected)}
      onSelect={(id) => onSelect(Number(id))}
    />
  );
}
