import { benefitIcons } from './benefitIcons.tsx';
import * as styles from './BenefitGrid.css.ts';

export interface BenefitGridProps {
  title: string;
  /** The eight benefit names, in docs/product.md's order (each gets its own icon). */
  labels: readonly string[];
}

/** The member benefits as an icon grid, four a row. */
export function BenefitGrid({ title, labels }: BenefitGridProps) {
  return (
    <section className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.grid}>
        {labels.map((label, index) => {
          const Icon = benefitIcons[index % benefitIcons.length] ?? benefitIcons[0];
          return (
            <li key={label} className={styles.item}>
              <span className={styles.icon}>
                <Icon size={24} />
              </span>
              <span className={styles.label}>{label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
