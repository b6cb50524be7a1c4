import { IconBack, IconChevronRight } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Pager.css.ts';
import { pageWindow } from './pageWindow.ts';

export interface PageNumberLabels {
  previous: string;
  next: string;
  /** A page button's accessible name, e.g. n => `第${n}页` (n counts from 1). */
  page: (pageNumber: number) => string;
}

/** Page numbers: for lists whose size is known (or pages the table holds itself). */
export interface PageNumberPagerProps {
  kind: 'pages';
  /** Names the navigation landmark, e.g. 分页. */
  label: string;
  /** 0-based. */
  pageIndex: number;
  pageCount: number;
  onPageChange: (pageIndex: number) => void;
  labels: PageNumberLabels;
}

/**
 * Previous and next by cursor, as the operator API pages (`{ items, nextCursor }`): the app
 * keeps the cursors it has passed, the pager only says which way to go.
 */
export interface CursorPagerProps {
  kind: 'cursor';
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A page is on its way: both buttons wait. */
  loading?: boolean;
  labels: { previous: string; next: string };
}

/** 加载更多: the next page is added below the rows shown. */
export interface LoadMorePagerProps {
  kind: 'more';
  label: string;
  hasMore: boolean;
  onLoadMore: () => void;
  loading?: boolean;
  labels: { more: string; noMore: string };
}

export type PagerProps = PageNumberPagerProps | CursorPagerProps | LoadMorePagerProps;

/** Moves through a long list: page numbers, previous/next by cursor, or load more. */
export function Pager(props: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={props.label}>
      {props.kind === 'pages' ? <PageNumbers {...props} /> : null}
      {props.kind === 'cursor' ? (
        <>
          <StepButton direction="previous" label={props.labels.previous} disabled={!props.hasPrevious || props.loading} onClick={props.onPrevious} />
          <StepButton direction="next" label={props.labels.next} disabled={!props.hasNext || props.loading} onClick={props.onNext} />
        </>
      ) : null}
      {props.kind === 'more' ? (
        props.hasMore ? (
          <Button variant="secondary" size="small" loading={props.loading} onClick={props.onLoadMore}>
            {props.labels.more}
          </Button>
        ) : (
          <p className={styles.noMore}>{props.labels.noMore}</p>
        )
      ) : null}
    </nav>
  );
}

function PageNumbers({ pageIndex, pageCount, onPageChange, labels }: PageNumberPagerProps) {
  return (
    <>
      <StepButton direction="previous" label={labels.previous} disabled={pageIndex <= 0} onClick={() => onPageChange(pageIndex - 1)} />
      <ol className={styles.pages}>
        {pageWindow(pageIndex, pageCount).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={slot.pageIndex}>
              <button
                type="button"
                className={styles.page({ current: slot.pageIndex === pageIndex })}
                aria-label={labels.page(slot.pageIndex + 1)}
                aria-current={slot.pageIndex === pageIndex ? 'page' : undefined}
                onClick={() => onPageChange(slot.pageIndex)}
              >
                {slot.pageIndex + 1}
              </button>
            </li>
          ),
        )}
      </ol>
      <StepButton direction="next" label={labels.next} disabled={pageIndex >= pageCount - 1} onClick={() => onPageChange(pageIndex + 1)} />
    </>
  );
}

function StepButton({ direction, label, disabled, onClick }: { direction: 'previous' | 'next'; label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={disabled}
      onClick={onClick}
      icon={direction === 'previous' ? <IconBack size={16} /> : undefined}
    >
      {label}
      {direction === 'next' ? <IconChevronRight size={16} className={styles.trailingIcon} /> : null}
    </Button>
  );
}
