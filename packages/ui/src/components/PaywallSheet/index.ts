export { PaywallSheet, type PaywallBusy, type PaywallSheetLabels, type PaywallSheetProps } from './PaywallSheet.tsx';
