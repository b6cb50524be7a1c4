import { zhCNAgent } from '@nocturne/core';
import { IconChevronRight } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { Page } from '../common/Page.tsx';
import * as styles from '../common/page.css.ts';

/** Fund management (/agent): view bills and apply for a withdrawal. */
export default function FundPage() {
  const navigate = useNavigate();
  return (
    <Page title={zhCNAgent.title}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.order)}>
            {zhCNAgent.bills}
            <IconChevronRight />
          </button>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => void navigate(paths.tx)}>
            {zhCNAgent.withdraw}
            <IconChevronRight />
          </button>
        </li>
      </ul>
    </Page>
  );
}
