import { PayChannelPicker } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { goodsState } from '../../state/payments.ts';

/** The pay channels of the goods list; `selected` is a channel's position from 1, as the pay call sends it. */
export function ChannelPicker({ title, selected, onSelect }: { title: string; selected: number | null; onSelect: (position: number) => void }) {
  const goods = useSnapshot(goodsState);
  return (
    <PayChannelPicker
      title={title}
      channels={goods.channels.map((name, i) => ({ id: String(i + 1), name }))}
      selectedId={selected === null ? null : String(selected)}
      onSelect={(id) => onSelect(Number(id))}
    />
  );
}
