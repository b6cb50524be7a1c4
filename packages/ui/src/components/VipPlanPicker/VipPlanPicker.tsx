import { useEffect, useRef } from 'react';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import * as styles from './VipPlanPicker.css.ts';

export interface VipPlan {
  id: string;
  /** e.g. '30天'. */
  title: string;
  /** e.g. '¥30'. */
  price: string;
  /** A line under the price, e.g. '每天仅需1元'. */
  caption?: string;
  /** A corner tag, e.g. '推荐'. */
  tag?: string;
}

export interface VipPlanPickerProps {
  /** Names the carousel of cards. */
  title: string;
  /** Names the radio list (hidden legend). */
  listTitle: string;
  plans: readonly VipPlan[];
  /** Controlled; the app starts it at its default (index 1). */
  selectedIndex: number;
  onSelect: (index: number) => void;
}

/**
 * The plans twice, as the spec's page shows them: a swipeable row of cards and a radio
 * list. Both pick the same index; the picked card scrolls into view.
 */
export function VipPlanPicker({ title, listTitle, plans, selectedIndex, onSelect }: VipPlanPickerProps) {
  const carousel = useRef<HTMLDivElement>(null);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const placed = useRef(false);

  useEffect(() => {
    // Keep the picked card centred, also when the radio list changed it. Only the row
    // scrolls: scrollIntoView would move the whole page too.
    const row = carousel.current;
    const card = cards.current[selectedIndex];
    if (!row || !card) return;
    // The first placement is instant (nothing to animate from); later picks glide.
    const behavior = placed.current ? 'smooth' : 'instant';
    placed.current = true;
    row.scrollTo({ left: card.offsetLeft - (row.clientWidth - card.offsetWidth) / 2, behavior });
  }, [selectedIndex]);

  return (
    <div className={styles.root}>
      <div ref={carousel} className={styles.carousel} role="group" aria-label={title}>
        {plans.map((plan, index) => (
          <button
            key={plan.id}
            ref={(node) => {
              cards.current[index] = node;
            }}
            type="button"
            className={styles.card({ selected: index === selectedIndex })}
            aria-pressed={index === selectedIndex}
            onClick={() => onSelect(index)}
          >
            {plan.tag ? <span className={styles.tag}>{plan.tag}</span> : null}
            <span className={styles.cardTitle}>{plan.title}</span>
            <span className={styles.price}>{plan.price}</span>
            {plan.caption ? <span className={styles.caption}>{plan.caption}</span> : null}
          </button>
        ))}
      </div>
      <RadioGroup
        legend={listTitle}
        hideLegend
        options={plans.map((plan) => ({ value: plan.id, label: plan.title, description: plan.price }))}
        value={plans[selectedIndex]?.id ?? null}
        onChange={(id) => onSelect(plans.findIndex((plan) => plan.id === id))}
      />
    </div>
  );
}
