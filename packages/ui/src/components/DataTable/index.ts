export {
  DataTable,
  compareSortValues,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type DataTableRowAction,
  type DataTableLabels,
  type DataTableStatus,
  type DataTableDensity,
  type DataTableSelection,
  type SortDirection,
} from './DataTable.tsx';
