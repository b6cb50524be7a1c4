import * as styles from './Faq.css.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqProps {
  title: string;
  items: readonly FaqItem[];
}

/** Questions and their answers, all open: there are only a few and they are short. */
export function Faq({ title, items }: FaqProps) {
  return (
    <section className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.list}>
        {items.map((item, index) => (
          <div key={item.question} className={styles.item}>
            <dt className={styles.question}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {item.question}
            </dt>
            <dd className={styles.answer}>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
