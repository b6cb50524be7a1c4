/** How the console writes figures: money from fen, counts with separators, durations, shares. */
import { zhCNConsole } from '@nocturne/core';

const counts = new Intl.NumberFormat('zh-CN');
const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

export const formatCount = (value: number): string => counts.format(value);

/** Money is kept in fen (integers); people read yuan. */
export const formatFen = (fen: number): string => yuan.format(fen / 100);

/** A first-frame time: 820 ms under a second, 1.4 秒 above. */
export const formatMs = (ms: number): string =>
  ms < 1000 ? zhCNConsole.durations.ms(Math.round(ms)) : zhCNConsole.durations.seconds((ms / 1000).toFixed(1));

/** A share (0..1) as a percentage with one decimal: 0.0909 -> 9.1%. */
export const formatShare = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** 'YYYY-MM-DD' as the chart's axis shows a day: 6/1. */
export const shortDay = (day: string): string => {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
};

const dateTimes = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/** An instant as the operator's browser reads it: 2026/06/01 12:00:00. */
export const formatDateTime = (at: string): string => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTimes.format(date);
};
