export { AdSlot, type AdLabels, type AdSlotProps, type AdView } from './AdSlot.tsx';
