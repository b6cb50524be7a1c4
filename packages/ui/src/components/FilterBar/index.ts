export { FilterBar, type FilterBarProps } from './FilterBar.tsx';
export { FilterSearch, type FilterSearchProps } from './FilterSearch.tsx';
export { FilterSelect, type FilterSelectProps } from './FilterSelect.tsx';
export { FilterDateRange, type FilterDateRangeProps, type DateRange } from './FilterDateRange.tsx';
export { FilterChips, type FilterChipsProps, type FilterChipOption } from './FilterChips.tsx';
