import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import * as styles from './PlayerControls.css.ts';

export interface MenuOption<V> {
  value: V;
  label: string;
}

export interface ControlMenuProps<V> {
  /** The button's and the menu's name, '清晰度' or '倍速'. */
  label: string;
  /** What the button shows, the current choice ('自动', '1.0x'). */
  buttonText: string;
  options: readonly MenuOption<V>[];
  value: V;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (value: V) => void;
}

/**
 * A text button that opens a list of choices over the video (清晰度, 倍速): a menu of
 * menuitemradio items, arrow keys move, Escape closes and gives focus back to the button.
 */
export function ControlMenu<V extends string | number>({ label, buttonText, options, value, open, onOpenChange, onChange }: ControlMenuProps<V>) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]') ?? menuRef.current?.querySelector<HTMLElement>('[role="menuitemradio"]');
    checked?.focus();
  }, [open]);

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      event.stopPropagation();
      items[(moves[event.key]! + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className={styles.menuAnchor}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.textButton}
        aria-label={`${label} ${buttonText}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {buttonText}
      </button>
      {open ? (
        <div ref={menuRef} id={menuId} className={styles.menu} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === value}
              className={styles.menuItem}
              onClick={() => {
                onChange(option.value);
                close();
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
