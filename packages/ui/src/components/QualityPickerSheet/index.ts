export { QualityPickerSheet, type QualityChoice, type QualityPickerSheetLabels, type QualityPickerSheetProps } from './QualityPickerSheet.tsx';
