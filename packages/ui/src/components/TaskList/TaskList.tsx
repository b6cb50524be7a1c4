import { Button } from '../Button/Button.tsx';
import * as styles from './TaskList.css.ts';

/** 'toClaim': the reward waits; 'claimed': done today; 'goComplete': the member must act first. */
export type TaskState = 'toClaim' | 'claimed' | 'goComplete';

export interface TaskItem {
  id: string;
  title: string;
  /** e.g. '1金币' or '1天VIP'. */
  reward: string;
  /** A second line, e.g. how the task is completed. */
  description?: string;
  state: TaskState;
}

export interface TaskListProps {
  title: string;
  tasks: readonly TaskItem[];
  /** The button text of each state ('待领取', '已领取', '去完成'). */
  stateLabels: Record<TaskState, string>;
  /** The task whose request is on its way shows a spinner. */
  busyId?: string | null;
  onAction: (id: string, state: Exclude<TaskState, 'claimed'>) => void;
}

const buttonVariant = { toClaim: 'primary', claimed: 'secondary', goComplete: 'ghost' } as const;

/** The daily tasks, each with its reward and one button whose text follows its state. */
export function TaskList({ title, tasks, stateLabels, busyId = null, onAction }: TaskListProps) {
  return (
    <section className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {tasks.map((task) => (
          <li key={task.id} className={styles.row}>
            <div className={styles.text}>
              <span className={styles.name}>{task.title}</span>
              {task.description ? <span className={styles.description}>{task.description}</span> : null}
            </div>
            <span className={styles.reward}>{task.reward}</span>
            <Button
              size="small"
              variant={buttonVariant[task.state]}
              disabled={task.state === 'claimed'}
              loading={busyId === task.id}
              aria-label={`${stateLabels[task.state]} ${task.title}`}
              onClick={() => {
                if (task.state !== 'claimed') onAction(task.id, task.state);
              }}
            >
              {stateLabels[task.state]}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
