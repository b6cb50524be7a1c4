import { ControlMenu } from './ControlMenu.tsx';
import { usePlayer, usePlayerState } from './PlayerRoot.tsx';

interface PlayerMenuProps {
  /** The menu's name, '倍速' or '清晰度'. */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 倍速: the button shows the rate, the menu lists the player's rates. */
export function PlayerRateMenu({ label, open, onOpenChange }: PlayerMenuProps) {
  const { actions } = usePlayer();
  const rate = usePlayerState('rate');
  const rates = usePlayerState('rates');
  const text = rates.find((option) => option.value === rate)?.label ?? `${rate}x`;
  return <ControlMenu label={label} buttonText={text} options={rates} value={rate} open={open} onOpenChange={onOpenChange} onChange={actions.setRate} />;
}

/** 清晰度: 自动 (naming what it chose) above the renditions; nothing with fewer than two renditions. */
export function PlayerQualityMenu({ label, open, onOpenChange }: PlayerMenuProps) {
  const { actions } = usePlayer();
  const quality = usePlayerState('quality');
  const qualities = usePlayerState('qualities');
  const autoLabel = usePlayerState('qualityAutoLabel');
  const autoShort = usePlayerState('qualityAutoShort');
  if (qualities.length < 2) return null;
  const text = quality === 'auto' ? autoShort : (qualities.find((option) => option.value === quality)?.label ?? autoShort);
  return (
    <ControlMenu<'auto' | number>
      label={label}
      buttonText={text}
      options={[{ value: 'auto', label: autoLabel }, ...qualities]}
      value={quality}
      open={open}
      onOpenChange={onOpenChange}
      onChange={actions.setQuality}
    />
  );
}
