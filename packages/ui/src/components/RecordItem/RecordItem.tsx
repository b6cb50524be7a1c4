import * as styles from './RecordItem.css.ts';

export interface RecordDetail {
  label: string;
  value: string;
}

export interface RecordItemProps {
  /** The order number line, e.g. '订单号：T20261122001'. */
  title: string;
  /** e.g. [{ label: '来源', value: '签到' }]. */
  details?: readonly RecordDetail[];
  /** The amount, e.g. '+30' or '-2'; a leading minus shows as spending. */
  amount: string;
}

/** One record row: order number, details and the amount. */
export function RecordItem({ title, details = [], amount }: RecordItemProps) {
  return (
    <article className={styles.item}>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {details.map((detail) => (
          <p key={detail.label} className={styles.detail}>
            <span className={styles.detailLabel}>{detail.label}</span>
            {detail.value}
          </p>
        ))}
      </div>
      <p className={styles.amount({ spend: amount.trim().startsWith('-') })}>{amount}</p>
    </article>
  );
}
